"""The scenario designer in another language: every text it shows goes through Qt's translation
system, and a language change shows them all again at once (and back in English)."""

from __future__ import annotations

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
from cc_engine.content.vocabulary import (
    Feature,
    FortificationKind,
    HexsideFeature,
    Posture,
    Quality,
    SideId,
    Terrain,
)
from cc_qt import paths
from cc_qt.editor import names
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


def content_names(pack: ContentPack) -> set[str]:
    """Texts that are data, shown as the content files write them (never translated)."""
    # Nation and Fate deck names (the side panels' Nation and Fate deck choices).
    allowed = {n.name for n in pack.nations.values()} | {d.name for d in pack.decks.values()}
    # Unit, Weapon and Radio names (the piece type and "Carries" choices).
    for nation in pack.nations.values():
        allowed |= {p.name for p in (*nation.units, *nation.weapons, *nation.radios)}
    return allowed


def shown_texts(root: QWidget) -> dict[str, str]:
    """Every text ``root`` and its children show: window title, menu titles, action texts and
    tooltips, dock titles, labels, buttons, check boxes, group titles, tab titles, combo items,
    widget tooltips and placeholders; keyed by widget kind and position (not by text)."""
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
    # panel lists Fortifications (translated names), the Axis one units (content names).
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
    allowed = content_names(pack) | {SHIPPED.name, str(SHIPPED)}
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
