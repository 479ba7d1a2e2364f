"""The scenario designer in another language: every text it shows goes through Qt's translation
system, and a language change shows them all again at once (and back in English)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot
from tests.qt.pseudo import PseudoTranslator
from tests.qt.test_designer import drag

from cc_engine.content.loading import ContentPack, load_content_pack
from cc_engine.content.models import ForceItem
from cc_engine.content.vocabulary import (
    Feature,
    FortificationKind,
    HexsideFeature,
    Posture,
    Quality,
    SideId,
    Terrain,
    display_name,
)
from cc_qt import paths
from cc_qt.editor import names
from cc_qt.editor.forces import force_label
from cc_qt.editor.window import DesignerWindow, NewMapDialog

#: A shipped scenario with reinforcements.
SHIPPED = paths.scenarios_dir() / "scenario04.json"




@pytest.fixture(autouse=True)
def _no_modal_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    """Closing the window at the end discards its edits (no modal box waits for a click)."""
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Discard)


@pytest.fixture(name="pack", scope="module")
def pack_fixture() -> ContentPack:
    return load_content_pack(paths.resources_dir())


@pytest.fixture(name="pseudo")
def pseudo_fixture() -> Iterator[PseudoTranslator]:
    """The pseudo-translator, removed again whatever the test does."""
    translator = PseudoTranslator()
    yield translator
    QCoreApplication.removeTranslator(translator)
    QCoreApplication.processEvents()


def own_names(scenario: Path) -> set[str]:
    """The names a scenario gives its pieces (Leaders' names): data, shown as written. The
    content's nation, Fate deck, unit, Weapon and Radio names are game terms, translated."""
    data = json.loads(scenario.read_text(encoding="utf-8"))
    sides = [data[side.value] for side in SideId]
    forces = [item for side in sides for item in side["forces"]] + [
        item for side in sides for entry in side.get("reinforcements", [])
        for item in entry["forces"]]
    return {item["name"] for item in forces if "name" in item}


def shown_texts(root: QWidget) -> dict[str, str]:
    """Every text ``root`` and its children show: window title, menu titles, action texts and
    tooltips, dock titles, labels, buttons, check boxes, group titles, tab titles, combo items,
    widget tooltips, placeholders and list rows; keyed by widget kind and position (not by
    text)."""
    texts = {"window title": root.windowTitle()}
    for i, menu in enumerate(root.findChildren(QMenu)):
        texts[f"menu {i}"] = menu.title()
    for i, action in enumerate(root.findChildren(QAction)):
        if action.isSeparator() or action.menu() is not None:
            continue
        texts[f"action {i}"] = action.text()
        texts[f"action {i} tooltip"] = action.toolTip()
    for i, dock in enumerate(root.findChildren(QDockWidget)):
        texts[f"dock {i}"] = dock.windowTitle()
    for kind in (QLabel, QPushButton, QCheckBox):
        for i, widget in enumerate(root.findChildren(kind)):
            texts[f"{kind.__name__} {i}"] = widget.text()
    for i, box in enumerate(root.findChildren(QGroupBox)):
        texts[f"group {i}"] = box.title()
    for i, tabs in enumerate(root.findChildren(QTabWidget)):
        for j in range(tabs.count()):
            texts[f"tab {i}.{j}"] = tabs.tabText(j)
    for i, combo in enumerate(root.findChildren(QComboBox)):
        for j in range(combo.count()):
            texts[f"combo {i} item {j}"] = combo.itemText(j)
    for i, widget in enumerate(root.findChildren(QWidget)):
        texts[f"widget {i} tooltip"] = widget.toolTip()
    for i, edit in enumerate(root.findChildren(QLineEdit)):
        texts[f"line edit {i} placeholder"] = edit.placeholderText()
    for i, rows in enumerate(root.findChildren(QListWidget)):
        for j in range(rows.count()):
            texts[f"list {i} item {j}"] = rows.item(j).text()
    return {key: text for key, text in texts.items() if text}


def left_in_english(texts: dict[str, str], allowed: set[str]) -> dict[str, str]:
    """The texts the pseudo-translator did not reach, but for the allowed data."""
    return {key: text for key, text in texts.items()
            if not text.startswith("⟦") and text not in allowed}


def test_switching_language_retranslates_the_designer(
        qtbot: QtBot, tmp_path: Path, pack: ContentPack, pseudo: PseudoTranslator) -> None:
    window = DesignerWindow(pack)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    dialog = NewMapDialog(pack, window)
    qtbot.addWidget(dialog)
    # A shipped scenario (its forces, reinforcements, a Recent files entry) is open; the Allied
    # panel lists Fortifications, the Axis one units (the content's names: game terms).
    assert window.open_file(SHIPPED)
    allies = window.side_panels[SideId.ALLIES]
    allies.kind.setCurrentIndex(allies.kind.findData("fortification"))
    english = shown_texts(window)
    english_dialog = shown_texts(dialog)
    assert english["window title"].startswith("Combat Commander Designer — ")
    assert SHIPPED.name in english.values()  # the Recent files menu lists it
    assert window.file_menu.title() == "&File" and window.tool_dock.windowTitle() == "Tools"
    assert "Road/Trail/Rail" in english.values() and "Axis forces" in english.values()

    assert QCoreApplication.installTranslator(pseudo)
    QCoreApplication.processEvents()
    translated, translated_dialog = shown_texts(window), shown_texts(dialog)
    # The docks widen to the longer words.
    qtbot.waitUntil(lambda: window.tool_dock.width()
                    >= window.tool_dock.widget().sizeHint().width(), timeout=2000)
    window.grab().save(str(tmp_path / "designer-pseudo.png"))
    assert (tmp_path / "designer-pseudo.png").is_file()
    # Data too: the file name (action text) and path (its tooltip) in the Recent files menu.
    allowed = own_names(SHIPPED) | {SHIPPED.name, str(SHIPPED)}
    assert left_in_english(translated, allowed) == {}
    assert left_in_english(translated_dialog, allowed) == {}
    assert translated.keys() == english.keys()
    assert window.file_menu.title() == "⟦&File⟧"
    assert window.tool_dock.windowTitle() == "⟦Tools⟧"
    assert window.tool_dock.objectName() == "dock_tools"  # layouts keep finding the dock
    # The combo boxes keep their data.
    assert window.terrain_choice.currentData() == Terrain.WOODS
    assert allies.type.findData(FortificationKind.FOXHOLES.value) >= 0

    assert QCoreApplication.removeTranslator(pseudo)
    QCoreApplication.processEvents()
    assert shown_texts(window) == english
    assert shown_texts(dialog) == english_dialog


def list_rows(rows: QListWidget) -> list[str]:
    return [rows.item(i).text() for i in range(rows.count())]


def test_order_of_battle_rows_show_game_terms(
        qtbot: QtBot, pack: ContentPack, pseudo: PseudoTranslator) -> None:
    """The order of battle, reinforcements and piece choices name units, Weapons, Radios,
    nations and Fate decks by the game's terms, in the current language; a Leader's own name
    stays as the scenario writes it."""
    window = DesignerWindow(pack)
    qtbot.addWidget(window)
    assert window.open_file(SHIPPED)
    axis, allies = window.side_panels[SideId.AXIS], window.side_panels[SideId.ALLIES]
    english = {panel: (list_rows(panel.forces), list_rows(panel.reinforcements))
               for panel in (axis, allies)}
    assert english[axis][0][:3] == ["Lt. Lauerbach (Lieutenant X)", "Lt. Schrader (Lieutenant X)",
                                    "6 x Elite Rifle"]
    assert english[allies][1][1] == "Time 3: 2 x Engineer"
    axis.forces.setCurrentRow(2)  # the Elite Rifle Squads: the "Carries" choice is enabled
    nation, deck = (window.binder.widgets[f"axis.{field}"] for field in ("nation", "fate_deck"))
    assert isinstance(nation, QComboBox) and isinstance(deck, QComboBox)
    assert nation.currentText() == "Germany"

    assert QCoreApplication.installTranslator(pseudo)
    QCoreApplication.processEvents()
    forces = list_rows(axis.forces)
    assert forces[:3] == ["⟦Lt. Lauerbach (⟦Lieutenant X⟧)⟧", "⟦Lt. Schrader (⟦Lieutenant X⟧)⟧",
                          "⟦6 x ⟦Elite Rifle⟧⟧"]
    assert "⟦⟦Wire⟧⟧" not in forces and "⟦5 x ⟦Wire⟧⟧" in forces
    assert list_rows(allies.reinforcements)[1] == "⟦Time 3: ⟦2 x ⟦Engineer⟧⟧⟧"
    assert "⟦⟦Radio 75-76mm⟧⟧" not in list_rows(allies.forces)
    assert "⟦Radio 75-76mm⟧" in list_rows(allies.forces)
    # Every row names its pieces by their translated terms, but for a Leader's own name.
    for panel in (axis, allies):
        side = panel.scenario_side()
        content = pack.nations[side.nation]
        english_names = {p.id: p.name for p in (*content.units, *content.weapons,
                                                 *content.radios)}
        english_names |= {f.value: display_name(f) for f in FortificationKind}
        rows = [*side.forces, *(i for r in side.reinforcements for i in r.forces)]
        shown_rows = [*list_rows(panel.forces), *list_rows(panel.reinforcements)]
        assert len(rows) == len(shown_rows)
        for shown, item in zip(shown_rows, rows, strict=True):
            assert (item.name in shown if item.name
                    else f"⟦{english_names[item.type]}⟧" in shown), shown
    row = ForceItem(kind="unit", type="elite_rifle", count=2, weapon="light_mg", hexes=("B2",))
    assert force_label(row, axis.names()) == "⟦⟦⟦2 x ⟦Elite Rifle⟧⟧ with ⟦Light MG⟧⟧ in B2⟧"
    # The choices of nation, Fate deck, piece type and carried Weapon.
    assert nation.currentText() == "⟦Germany⟧"
    assert deck.currentText() == "⟦German Fate deck⟧"
    assert axis.type.currentText() == "⟦Pionier⟧"
    assert axis.weapon.isEnabled() and [
        axis.weapon.itemText(i) for i in range(axis.weapon.count())] == [
        "⟦(nothing)⟧", *(f"⟦{w.name}⟧" for w in pack.nations["germany"].weapons)]

    assert QCoreApplication.removeTranslator(pseudo)
    QCoreApplication.processEvents()
    assert {panel: (list_rows(panel.forces), list_rows(panel.reinforcements))
            for panel in (axis, allies)} == english
    assert nation.currentText() == "Germany" and axis.type.currentText() == "Pionier"


def test_dynamic_texts_follow_the_language(
        qtbot: QtBot, pack: ContentPack, pseudo: PseudoTranslator) -> None:
    """Texts made as the designer works (undo texts, status messages) use the language too."""
    window = DesignerWindow(pack)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    window.view.fit_to_window()
    QCoreApplication.installTranslator(pseudo)
    QCoreApplication.processEvents()
    window.select_tool("terrain")
    drag(qtbot, window, ["A1", "A2"])
    edit = "⟦Paint {terrain} in {where}⟧".format(terrain="⟦Woods⟧", where="⟦2 hexes⟧")
    assert window.document.undo_stack.undoText() == edit
    assert window.undo_action.text() == f"⟦&Undo {edit}⟧"
    window.side_panels[SideId.AXIS].forces.setCurrentRow(-1)
    window.side_panels[SideId.AXIS].place_on("A1")
    assert window.statusBar().currentMessage().startswith("⟦Select a piece")
    QCoreApplication.removeTranslator(pseudo)
    QCoreApplication.processEvents()
    assert window.undo_action.text() == f"&Undo {edit}"  # an edit keeps the name it was given


def test_every_vocabulary_value_has_a_translatable_name() -> None:
    for table, values in ((names.SIDE_NAMES, SideId), (names.TERRAIN_NAMES, Terrain),
                          (names.FEATURE_NAMES, Feature), (names.HEXSIDE_NAMES, HexsideFeature),
                          (names.POSTURE_NAMES, Posture), (names.QUALITY_NAMES, Quality),
                          (names.FORTIFICATION_NAMES, FortificationKind)):
        assert set(table) == {v.value for v in values}
