"""See what you make (issue 36): the setup zones drawn as the game computes them, with their
room; every field of the scenario format through a widget; the scenario's texts; a playtest
against the computer straight from the designer."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QGraphicsSimpleTextItem,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from cc_engine.content.loading import load_content_pack, load_scenario_and_map
from cc_engine.content.models import Scenario
from cc_engine.content.validation import setup_zone_hexes, validate_scenario
from cc_engine.content.vocabulary import SideId, Terrain
from cc_engine.game import new_game
from cc_engine.hexgrid import HexGrid, MapEdge
from cc_engine.rules.cards import reinforcement_hexes
from cc_qt import paths
from cc_qt.editor.window import DesignerWindow, PlaytestDialog
from cc_qt.game_window import GameWindow
from cc_qt.help import ScenarioDialog

SHIPPED = sorted(paths.scenarios_dir().glob("scenario*.json"))
REINFORCED = [p for p in SHIPPED if any(
    json.loads(p.read_text("utf-8"))[side].get("reinforcements") for side in ("axis", "allies"))]
SHOTS = Path("/tmp/seewhat")


@pytest.fixture(autouse=True)
def _no_modal_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Discard)


@pytest.fixture(name="window")
def window_fixture(qtbot: QtBot) -> DesignerWindow:
    window = DesignerWindow(load_content_pack(paths.resources_dir()))
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    return window


def _shot(window: DesignerWindow, name: str) -> None:
    _shot_widget(window, name)


def _shot_widget(widget: QWidget, name: str) -> None:
    """A screenshot to look at, when /tmp/seewhat exists."""
    if SHOTS.is_dir():
        QApplication.processEvents()  # the layouts follow the new texts
        widget.grab().save(str(SHOTS / name))


# --- 1. setup zones ---------------------------------------------------------------------------


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_the_drawn_zones_are_the_engines_setup_hexes(window: DesignerWindow,
                                                      path: Path) -> None:
    assert window.open_file(path)
    scenario, pack = load_scenario_and_map(path, window.pack)
    map_data = pack.maps[scenario.map]
    grid = HexGrid(map_data.cols, map_data.rows)
    for side in SideId:
        setup = scenario.side(side)
        engine = setup_zone_hexes(setup.setup, MapEdge(setup.friendly_edge), grid)
        assert window.scene.zone_hexes[side.value] == {h.id for h in engine}
        assert window.scene.zone_hexes[side.value]
        assert window.zone_labels[side].text().startswith(
            "Axis zone" if side is SideId.AXIS else "Allied zone")
    if path.stem == "scenario01":
        _shot(window, "zones_scenario01.png")


def test_editing_a_depth_redraws_the_zone_and_warns_when_too_small(
        window: DesignerWindow) -> None:
    depth = window.binder.widgets["axis.setup.depth"]
    assert isinstance(depth, QSpinBox)
    assert window.document.scenario.axis.setup.depth == 2  # a new scenario's, on the bottom
    assert window.scene.zone_hexes["axis"] == {
        h for h in window.scene.hex_items if int(h[1:]) >= 9}
    depth.setValue(3)
    assert window.document.scenario.axis.setup.depth == 3
    assert window.scene.zone_hexes["axis"] == {
        h for h in window.scene.hex_items if int(h[1:]) >= 8}
    assert "⚠" not in window.zone_labels[SideId.AXIS].text()
    # The Axis takes a single listed hex: far too small for its pieces.
    hexes = window.binder.widgets["axis.setup.hexes"]
    assert isinstance(hexes, QLineEdit)
    _type(hexes, "A10")
    depth.setValue(0)
    assert window.scene.zone_hexes["axis"] == {"A10"}
    text = window.zone_labels[SideId.AXIS].text()
    assert text.startswith("Axis zone: 1 hex for 4 pieces") and "too small: needs" in text
    assert window.side_panels[SideId.AXIS].room_label.text() == text
    _shot(window, "zone_too_small.png")


def _entry_tags(window: DesignerWindow) -> dict[str, str]:
    """The text of each drawn entry area's tag, by side."""
    tags: dict[str, str] = {}
    for item in window.scene.items():
        if isinstance(item, QGraphicsSimpleTextItem) and item.text().startswith("Time"):
            side = item.parentItem().data(0)
            tags[side] = " | ".join(sorted(filter(None, (tags.get(side), item.text()))))
    return tags


@pytest.mark.parametrize("path", REINFORCED, ids=lambda p: p.stem)
def test_the_drawn_entry_areas_are_where_the_engine_lets_reinforcements_in(
        window: DesignerWindow, path: Path) -> None:
    """Each Time space's reinforcements: the hexes drawn are those the game offers them on
    an empty map [6.1.2]."""
    assert window.open_file(path)
    scenario, pack = load_scenario_and_map(path, window.pack)
    state = new_game(scenario, pack, seed=1)
    state = replace(state, units=tuple(u for u in state.units if u.status != "map"))
    arriving = [u for u in state.units if u.status == "reinforcement"]
    assert arriving
    for unit in arriving:
        assert unit.time_space is not None
        offered = {h.id for h in reinforcement_hexes(state, unit.id)}
        assert offered
        assert window.scene.entry_hexes[(unit.side.value, unit.time_space)] == offered
    assert set(window.scene.entry_hexes) == {(u.side.value, u.time_space) for u in arriving}
    expected = {"scenario04": {"allies": "Time 3"},
                "scenario09": {"axis": "Time 3", "allies": "Time 3, 4, 5"},  # 6: a Radio
                "scenario11": {"allies": "Time 2, 3, 4, 5"},
                "scenario12": {"allies": "Time 7"}}
    assert _entry_tags(window) == expected[path.stem]


def test_editing_an_entry_zone_the_edge_or_the_map_redraws_the_entry_area(
        window: DesignerWindow) -> None:
    _on_a_shipped_map(window)
    panel = window.side_panels[SideId.ALLIES]
    panel.kind.setCurrentIndex(panel.kind.findData("unit"))
    panel.reinforce_time.setValue(3)
    panel.reinforce_button.click()
    panel.reinforcements.setCurrentRow(0)
    map_data = window.document.map_data
    edge = window.document.scenario.allies.friendly_edge
    grid = HexGrid(map_data.cols, map_data.rows)
    assert window.scene.entry_hexes[("allies", 3)] == {
        h.id for h in grid.edge_hexes(MapEdge(edge))}  # the friendly edge (no Water on it)
    assert _entry_tags(window) == {"allies": "Time 3"}
    _type(panel.r_around, "E5")
    assert window.scene.entry_hexes[("allies", 3)] == {
        "E5", "E4", "E6", "D4", "D5", "F4", "F5"}
    _shot(window, "entry_zone.png")
    panel.r_time.setValue(5)
    assert set(window.scene.entry_hexes) == {("allies", 5)}
    assert _entry_tags(window) == {"allies": "Time 5"}
    _type(panel.r_around, "")
    other = next(e for e in ("top", "bottom", "left", "right") if e != edge)
    edges = window.binder.widgets["allies.friendly_edge"]
    assert isinstance(edges, QComboBox)
    edges.setCurrentIndex(edges.findData(other))
    edges.activated.emit(edges.currentIndex())
    assert window.document.scenario.allies.friendly_edge == other
    along = {h.id for h in grid.edge_hexes(MapEdge(other))}
    assert window.scene.entry_hexes[("allies", 5)] == along
    # A Water Barrier painted on the edge: no unit may come in there [T98].
    flooded = sorted(along)[0]
    window.select_tool("terrain")
    window.terrain_choice.setCurrentIndex(window.terrain_choice.findData(Terrain.WATER_BARRIER))
    window.scene.sig_stroke.emit((flooded,))
    assert window.scene.entry_hexes[("allies", 5)] == along - {flooded}


# --- 2. every field of the format through a widget -------------------------------------------


def _saved_and_reloaded(window: DesignerWindow, tmp_path: Path) -> Scenario:
    """Save the edited scenario, load the file back; it validates without an error."""
    path = tmp_path / "mine.json"
    assert window.save_to(path), window.document.errors()
    scenario, pack = load_scenario_and_map(path, window.pack)
    problems = validate_scenario(scenario, pack, path.name, pack.maps[scenario.map])
    assert [p for p in problems if p.severity == "error"] == []
    return scenario


def _on_a_shipped_map(window: DesignerWindow) -> None:
    """A new scenario on a shipped map (which carries the five Objectives)."""
    window.new_document(window.pack.maps[sorted(window.pack.maps)[0]])
    assert window.document.errors() == []


def _type(edit: QLineEdit, text: str) -> None:
    edit.setFocus()
    edit.setText(text)
    edit.editingFinished.emit()


def test_scenario_number_excluded_chits_opening_cards_and_late_wire_are_saved(
        window: DesignerWindow, tmp_path: Path) -> None:
    _on_a_shipped_map(window)
    widgets = window.binder.widgets
    number = widgets["number"]
    assert isinstance(number, QSpinBox)
    number.setValue(42)
    excluded = widgets["objectives.excluded_chits"]
    assert isinstance(excluded, QLineEdit)
    _type(excluded, "w, r")
    cards = widgets["axis.opening_cards"]
    assert isinstance(cards, QLineEdit)
    _type(cards, "65 31")
    allied = widgets["allies.opening_cards"]
    assert isinstance(allied, QLineEdit)
    _type(allied, "72")
    late = widgets["allies.setup.fortifications_last"]
    assert isinstance(late, QCheckBox)
    late.click()  # the Allied Wire after the Axis setup, as scenario 3 has it
    saved = _saved_and_reloaded(window, tmp_path)
    assert saved.allies.setup.fortifications_last and not saved.axis.setup.fortifications_last
    assert saved.number == 42
    assert saved.objectives.excluded_chits == ("W", "R")
    assert saved.axis.opening_cards == (65, 31)
    assert saved.allies.opening_cards == (72,)
    number.setValue(0)  # 0: no number
    assert window.document.scenario.number is None
    _type(cards, "99")  # no such card: refused, the widget shows the cards again
    assert window.document.scenario.axis.opening_cards == (65, 31)
    assert cards.text() == "65, 31"


def test_a_reinforcements_count_weapon_and_entry_zone_are_saved(
        window: DesignerWindow, tmp_path: Path) -> None:
    _on_a_shipped_map(window)
    panel = window.side_panels[SideId.ALLIES]
    panel.kind.setCurrentIndex(panel.kind.findData("unit"))
    squad = next(u.id for u in window.pack.nations[
        window.document.scenario.allies.nation].units if u.kind.value == "squad")
    panel.type.setCurrentIndex(panel.type.findData(squad))
    panel.reinforce_time.setValue(3)
    panel.reinforce_button.click()
    panel.reinforcements.setCurrentRow(0)
    assert panel.r_count.isEnabled()
    panel.r_count.setValue(2)
    weapon = window.pack.nations[window.document.scenario.allies.nation].weapons[0].id
    panel.r_weapon.setCurrentIndex(panel.r_weapon.findData(weapon))
    panel.r_weapon.activated.emit(panel.r_weapon.currentIndex())
    panel.r_time.setValue(4)
    _type(panel.r_around, "c1")
    panel.r_depth.setValue(1)
    assert "entering in depth 1, in or next to C1" in panel.reinforcements.item(0).text()
    saved = _saved_and_reloaded(window, tmp_path)
    (group,) = saved.allies.reinforcements
    assert group.time_space == 4
    assert group.forces[0].count == 2 and group.forces[0].weapon == weapon
    assert group.entry is not None
    assert (group.entry.depth, group.entry.around, group.entry.hexes) == (1, ("C1",), ())
    panel.r_depth.setValue(0)
    _type(panel.r_around, "")
    assert window.document.scenario.allies.reinforcements[0].entry is None  # the edge



def test_a_reinforcement_changes_type_and_a_group_takes_more_pieces(
        window: DesignerWindow, tmp_path: Path) -> None:
    """A reinforcement's row offers its nation's types; "Add to the selected group" puts
    another piece into the same group, arriving on its Time space through its entry zone
    [6.1.2], in one undo step."""
    _on_a_shipped_map(window)
    panel = window.side_panels[SideId.ALLIES]
    units = window.pack.nations[window.document.scenario.allies.nation].units
    squad, other = [u.id for u in units if u.kind.value == "squad"][:2]
    leader = next(u.id for u in units if u.kind.value == "leader")
    panel.kind.setCurrentIndex(panel.kind.findData("unit"))
    panel.type.setCurrentIndex(panel.type.findData(squad))
    panel.reinforce_time.setValue(5)
    panel.reinforce_button.click()
    panel.reinforcements.setCurrentRow(0)
    _type(panel.r_hexes, "A1, A2")
    assert panel.r_type.isEnabled() and panel.r_type.currentData() == squad
    panel.r_type.setCurrentIndex(panel.r_type.findData(other))
    panel.r_type.activated.emit(panel.r_type.currentIndex())
    assert window.document.scenario.allies.reinforcements[0].forces[0].type == other
    panel.type.setCurrentIndex(panel.type.findData(leader))
    assert panel.join_button.isEnabled()
    before = window.document.scenario
    panel.join_button.click()
    (group,) = _saved_and_reloaded(window, tmp_path).allies.reinforcements
    assert [f.type for f in group.forces] == [other, leader]
    assert group.time_space == 5 and group.entry is not None and group.entry.hexes == ("A1",
                                                                                       "A2")
    assert panel.reinforcements.count() == 2
    window.undo_action.trigger()
    assert window.document.scenario == before

# --- 3. the scenario's own texts ---------------------------------------------------------------


def test_an_authors_texts_are_saved_and_shown_at_the_start_and_in_help(
        qtbot: QtBot, window: DesignerWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    _on_a_shipped_map(window)
    rules = window.binder.widgets["special_rules"]
    briefing = window.binder.widgets["briefing"]
    notes = window.binder.widgets["axis.notes"]
    history = window.binder.widgets["history"]
    assert isinstance(rules, QPlainTextEdit) and isinstance(briefing, QPlainTextEdit)
    assert isinstance(notes, QPlainTextEdit) and isinstance(history, QPlainTextEdit)
    rules.setPlainText("Snowdrifts: every hex costs 2 MP to enter.")
    briefing.setPlainText("Dawn, and the village is quiet.\n\nToo quiet.")
    notes.setPlainText("Hold the church.")
    history.setPlainText("The village changed hands four times that winter.")
    saved = _saved_and_reloaded(window, tmp_path)
    assert saved.special_rules == ("Snowdrifts: every hex costs 2 MP to enter.",)
    assert saved.briefing == "Dawn, and the village is quiet.\n\nToo quiet."
    assert saved.axis.notes == "Hold the church."
    assert saved.history == "The village changed hands four times that winter."

    game = window.playtest({SideId.ALLIES: "planner"})
    assert game is not None
    qtbot.addWidget(game)
    briefs = [w for w in game.findChildren(ScenarioDialog) if w.isVisible()]
    assert len(briefs) == 1  # shown at the start, beside the board
    page = briefs[0].text.toPlainText()
    for text in ("Snowdrifts: every hex costs 2 MP to enter.", "Too quiet.",
                 "Hold the church.", "four times that winter", "Briefing", "History",
                 "Axis notes", "Special rules"):
        assert text in page
    _shot_widget(briefs[0], "briefing.png")
    briefs[0].close()

    shown: list[str] = []

    def fake_exec(dialog: ScenarioDialog) -> int:
        shown.append(dialog.text.toPlainText())
        return 0

    monkeypatch.setattr(ScenarioDialog, "exec", fake_exec)
    assert isinstance(game, GameWindow)
    game.help_actions.scenario.trigger()
    assert shown and "Snowdrifts: every hex costs 2 MP to enter." in shown[0]
    window.help_actions.scenario.trigger()  # the designer's Help shows the edited texts too
    assert "Hold the church." in shown[1]
    game.close()


# --- 4. playtest against the computer ----------------------------------------------------------


@pytest.mark.parametrize("computer", [{SideId.ALLIES: "planner"},
                                      {SideId.AXIS: "random", SideId.ALLIES: "random"}],
                         ids=["against-the-computer", "watching-two-computers"])
def test_playtest_opens_the_edited_scenario_with_the_computer_seated_as_chosen(
        qtbot: QtBot, window: DesignerWindow, monkeypatch: pytest.MonkeyPatch,
        computer: dict[SideId, str]) -> None:
    assert window.open_file(SHIPPED[0])
    name = window.binder.widgets["name"]
    assert isinstance(name, QLineEdit)
    _type(name, "Fat Lipki, edited")
    orders = window.binder.widgets["allies.orders"]
    assert isinstance(orders, QSpinBox)
    orders.setValue(2)
    seats = {SideId.AXIS: "human", SideId.ALLIES: "human", **computer}

    def choose_seats(dialog: PlaytestDialog) -> int:
        for side, level in seats.items():
            dialog.seats[side].setCurrentIndex(dialog.seats[side].findData(level))
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(PlaytestDialog, "exec", choose_seats)
    assert window.playtest_action.isEnabled()
    window.playtest_action.trigger()
    game = window.games[-1]
    qtbot.addWidget(game)
    assert isinstance(game, GameWindow)
    session = game.controller.session
    assert session.scenario == window.document.scenario  # the edits, read back from the draft
    assert session.scenario.name == "Fat Lipki, edited" and session.scenario.allies.orders == 2
    assert session.computer == computer
    assert set(game.controller.computer) == set(computer)
    assert not window.document.undo_stack.isClean()  # the author's own file is not saved
    assert window.document.path == SHIPPED[0]
    _shot_widget(game, f"playtest_{len(computer)}.png")
    game.close()
