"""The scenario designer: a scenario built through its widgets is played by the engine; shipped
scenarios round-trip byte for byte; every kind of edit undoes exactly; hostile files are
refused with a clear message and change nothing."""

from __future__ import annotations

import errno
import gc
import json
import os
import random
import weakref
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from cc_engine import Session
from cc_engine.content.editing import blank_map
from cc_engine.content.loading import load_content_pack, load_scenario_and_map
from cc_engine.content.models import Scenario
from cc_engine.content.validation import validate_scenario
from cc_engine.content.vocabulary import Feature, HexsideFeature, SideId, Terrain
from cc_engine.hexgrid import Hex
from cc_qt import paths
from cc_qt.editor.window import DesignerWindow, NewMapDialog
from cc_qt.game_window import GameWindow
from cc_qt.new_game import NewGameDialog

SHIPPED = sorted(paths.scenarios_dir().glob("scenario*.json"))


@pytest.fixture(autouse=True)
def _no_modal_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    """Closing a window with unsaved edits at the end of a test discards them (no modal box
    waits for a click); tests that look at the question patch it again."""
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Discard)


@pytest.fixture(name="window")
def window_fixture(qtbot: QtBot) -> DesignerWindow:
    window = DesignerWindow(load_content_pack(paths.resources_dir()))
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    return window


@pytest.fixture(name="refusals")
def refusals_fixture(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the error boxes shown (none is left open)."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda _parent, _title, text, *a: shown.append(text))
    return shown


def hex_point(window: DesignerWindow, hex_id: str, towards: str | None = None) -> QPoint:
    """The viewport point of a hex's centre (or of its hexside towards another hex)."""
    layout = window.scene.layout
    centre = layout.hex_to_pixel(Hex.parse(hex_id))
    if towards is not None:
        other = layout.hex_to_pixel(Hex.parse(towards))
        centre = QPointF((centre.x() * 0.52 + other.x() * 0.48),
                         (centre.y() * 0.52 + other.y() * 0.48))
    return window.view.mapFromScene(centre)


def drag(qtbot: QtBot, window: DesignerWindow, hexes: list[str]) -> None:
    """Press on the first hex, move over the others, release on the last."""
    viewport = window.view.viewport()
    points = [hex_point(window, h) for h in hexes]
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=points[0])
    for point in points[1:]:
        qtbot.mouseMove(viewport, point)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=points[-1])


def click(qtbot: QtBot, window: DesignerWindow, hex_id: str, towards: str | None = None) -> None:
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=hex_point(window, hex_id, towards))


def test_a_scenario_built_in_the_designer_is_played_to_the_end(
        qtbot: QtBot, window: DesignerWindow, tmp_path: Path) -> None:
    # A new 8 x 6 map, from the New scenario dialog's widgets.
    dialog = NewMapDialog(window.pack, window)
    qtbot.addWidget(dialog)
    dialog.map_id.setText("ridge")
    dialog.map_name.setText("The Ridge")
    dialog.cols.setValue(8)
    dialog.rows.setValue(6)
    window.new_document(dialog.map_data())
    window.view.fit_to_window()
    document = window.document
    assert (document.map_data.cols, document.map_data.rows) == (8, 6)
    # Paint Woods by dragging, a hill, a road, a wall on a hexside, the five Objectives.
    window.select_tool("terrain")
    window.terrain_choice.setCurrentIndex(window.terrain_choice.findData(Terrain.WOODS))
    drag(qtbot, window, ["C3", "D3", "D4"])
    assert [h for h, v in document.map_data.hexes.items() if v.terrain is Terrain.WOODS] == [
        "C3", "D3", "D4"]
    window.select_tool("elevation")
    window.level_choice.setValue(1)
    click(qtbot, window, "F2")
    assert document.map_data.hexes["F2"].elevation == 1
    window.select_tool("feature")
    window.feature_choice.setCurrentIndex(window.feature_choice.findData(Feature.ROAD))
    drag(qtbot, window, ["A4", "B4", "C4"])
    assert all(Feature.ROAD in document.map_data.hexes[h].features for h in ("A4", "B4", "C4"))
    window.select_tool("hexside")
    window.hexside_choice.setCurrentIndex(window.hexside_choice.findData(HexsideFeature.WALL))
    click(qtbot, window, "E3", towards="E4")
    assert [(s.a, s.b, s.feature) for s in document.map_data.hexsides] == [
        ("E3", "E4", HexsideFeature.WALL)]
    window.select_tool("objective")
    for number, hex_id in enumerate(("B2", "D2", "E4", "G3", "F5"), start=1):
        window.objective_choice.setValue(number)
        click(qtbot, window, hex_id)
    assert {v.objective: h for h, v in document.map_data.hexes.items() if v.objective} == {
        1: "B2", 2: "D2", 3: "E4", 4: "G3", 5: "F5"}
    # Parameters and forces through the panels.
    window.binder.widgets["name"].setText("Hold the Ridge")  # type: ignore[attr-defined]
    window.binder.widgets["name"].editingFinished.emit()  # type: ignore[attr-defined]
    window.binder.widgets["sudden_death"].setValue(6)  # type: ignore[attr-defined]
    window.binder.widgets["axis.setup.depth"].setValue(1)  # type: ignore[attr-defined]
    window.binder.widgets["allies.setup.depth"].setValue(1)  # type: ignore[attr-defined]
    axis = window.side_panels[SideId.AXIS]
    axis.kind.setCurrentIndex(axis.kind.findData("weapon"))
    axis.type.setCurrentIndex(axis.type.findData("light_mg"))
    qtbot.mouseClick(axis.add_button, Qt.MouseButton.LeftButton)
    assert document.scenario.axis.forces[-1].type == "light_mg"
    # A fixed placement: the Axis Leader in F6, clicked on the board.
    axis.forces.setCurrentRow(0)
    window.setup_side.setCurrentIndex(window.setup_side.findData(SideId.AXIS))
    window.select_tool("place")
    click(qtbot, window, "F6")
    assert document.scenario.axis.forces[0].hexes == ("F6",)
    # A Weapon is never placed on a hex: it goes to a unit [11.2].
    axis.forces.setCurrentRow(len(document.scenario.axis.forces) - 1)
    click(qtbot, window, "F5")
    assert document.scenario.axis.forces[-1].hexes == ()
    assert "neither is placed on a hex" in window.statusBar().currentMessage()
    assert document.scenario.name == "Hold the Ridge" and document.scenario.sudden_death == 6
    assert document.errors() == [], document.errors()
    # Save to the user's scenarios folder: the scenario and its map beside it.
    assert window.save_to(window.default_path())
    saved = paths.user_scenarios_dir() / "ridge_scenario.json"
    assert saved.is_file() and (paths.user_scenarios_dir() / "ridge.json").is_file()
    assert "[ridge_scenario.json]" in window.windowTitle() and "*" not in window.windowTitle()
    # The game lists it, and the engine plays a random legal game of it to the end.
    pack = load_content_pack(paths.resources_dir())
    listing = NewGameDialog(pack, [paths.scenarios_dir(), paths.user_scenarios_dir()])
    qtbot.addWidget(listing)
    assert "Hold the Ridge" in [s.name for s in listing.scenarios]
    scenario, ridge_pack = load_scenario_and_map(saved, pack)
    assert validate_scenario(scenario, ridge_pack) == []
    session = Session(scenario, ridge_pack, 11)
    rng = random.Random(11)
    for _ in range(30_000):
        decision = session.state.pending
        if decision is None:
            break
        session.submit(rng.choice(decision.choices))
    assert session.state.outcome is not None
    # The Leader set up where the designer placed him.
    leader = next(u for u in session.start.units if u.side is SideId.AXIS)  # type: ignore
    assert leader.hex == Hex.parse("F6")
    # Played from the designer too: two computers set it up and play its first Turns in the
    # game window (the whole game above).
    game = window.playtest({SideId.AXIS: "easy", SideId.ALLIES: "easy"})
    assert isinstance(game, GameWindow)
    qtbot.addWidget(game)
    game.set_computer_pace(0)
    qtbot.waitUntil(lambda: game.controller.session.state.turn >= 3, timeout=60_000)
    assert game.controller.session.state.setting.scenario.name == "Hold the Ridge"
    assert game.scene.counter_items  # the pieces are on the board
    game.close()


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_shipped_scenarios_save_unchanged_byte_for_byte(
        window: DesignerWindow, tmp_path: Path, path: Path) -> None:
    assert window.open_file(path)
    target = tmp_path / path.name
    assert window.save_to(target)
    assert target.read_bytes() == path.read_bytes()
    assert sorted(p.name for p in tmp_path.glob("*.json")) == [path.name]  # its map is shipped


def test_every_kind_of_edit_undoes_exactly(qtbot: QtBot, window: DesignerWindow) -> None:
    assert window.open_file(SHIPPED[0])
    document, stack = window.document, window.document.undo_stack
    axis = window.side_panels[SideId.AXIS]

    def paint() -> None:
        window.select_tool("terrain")
        window.scene.sig_stroke.emit(("C5", "C6"))

    def fill() -> None:
        window.select_tool("fill")
        window.terrain_choice.setCurrentIndex(window.terrain_choice.findData(Terrain.MARSH))
        window.scene.sig_stroke.emit(("A1",))

    def elevation() -> None:
        window.select_tool("elevation")
        window.level_choice.setValue(3)
        window.scene.sig_stroke.emit(("H5",))

    def road() -> None:
        window.select_tool("feature")
        window.feature_choice.setCurrentIndex(window.feature_choice.findData(Feature.ROAD))
        window.scene.sig_stroke.emit(("E5", "F5"))

    def erase_road() -> None:
        window.select_tool("feature")
        window.erase.setChecked(True)
        window.scene.sig_stroke.emit((next(h for h, v in document.map_data.hexes.items()
                                           if Feature.ROAD in v.features),))
        window.erase.setChecked(False)

    def hexside() -> None:
        window.select_tool("hexside")
        window.scene.sig_hexside_clicked.emit("E5", "E6")

    def objective() -> None:
        window.select_tool("objective")
        window.objective_choice.setValue(2)
        window.scene.sig_stroke.emit(("K3",))

    def setup_hex() -> None:
        window.select_tool("setup")
        window.scene.sig_stroke.emit(("K3",))

    def place() -> None:
        axis.forces.setCurrentRow(2)
        window.select_tool("place")
        window.scene.sig_stroke.emit(("K4",))

    def spin() -> None:
        window.binder.widgets["axis.orders"].setValue(4)  # type: ignore[attr-defined]

    def text() -> None:
        widget = window.binder.widgets["place"]
        widget.setText("Somewhere")  # type: ignore[attr-defined]
        widget.editingFinished.emit()  # type: ignore[attr-defined]

    def combo() -> None:
        widget = window.binder.widgets["initiative"]
        widget.setCurrentIndex(1 - widget.currentIndex())  # type: ignore[attr-defined]
        widget.activated.emit(widget.currentIndex())  # type: ignore[attr-defined]

    def check() -> None:
        window.binder.widgets["axis.setup.hidden"].toggle()  # type: ignore[attr-defined]

    def rules() -> None:
        window.binder.widgets["special_rules"].setPlainText("No Artillery.")  # type: ignore

    def add_force() -> None:
        axis.kind.setCurrentIndex(axis.kind.findData("fortification"))
        axis.type.setCurrentIndex(axis.type.findData("foxholes"))
        axis.add_button.click()

    def remove_force() -> None:
        axis.forces.setCurrentRow(0)
        axis.remove_button.click()

    def count() -> None:
        axis.forces.setCurrentRow(2)
        axis.count.setValue(axis.count.value() + 1)

    def name() -> None:
        axis.forces.setCurrentRow(0)
        axis.name.setText("Lt. Brandt")
        axis.name.editingFinished.emit()

    def weapon() -> None:
        axis.forces.setCurrentRow(2)
        axis.weapon.setCurrentIndex(axis.weapon.findData("light_mg"))
        axis.weapon.activated.emit(axis.weapon.currentIndex())

    def reinforcement() -> None:
        axis.kind.setCurrentIndex(axis.kind.findData("unit"))
        axis.reinforce_time.setValue(4)
        axis.reinforce_button.click()

    def remove_reinforcement() -> None:
        axis.reinforcements.setCurrentRow(0)
        axis.remove_reinforcement.click()

    edits = [paint, fill, elevation, road, erase_road, hexside, objective, setup_hex, place,
             spin, text, combo, check, rules, add_force, remove_force, count, name, weapon,
             reinforcement]
    for edit in edits:
        before = (document.map_data, document.scenario)
        depth = stack.count()
        edit()
        after = (document.map_data, document.scenario)
        assert stack.count() == depth + 1, edit.__name__
        assert after != before, edit.__name__
        stack.undo()
        assert (document.map_data, document.scenario) == before, edit.__name__
        stack.redo()
        assert (document.map_data, document.scenario) == after, edit.__name__
    remove_reinforcement()
    assert document.scenario.axis.reinforcements == ()
    stack.undo()
    assert len(document.scenario.axis.reinforcements) == 1
    # Undo everything: the scenario as opened, byte for byte.
    while stack.canUndo():
        stack.undo()
    assert stack.isClean()
    from cc_engine.content.writing import model_text

    assert model_text(document.scenario) == SHIPPED[0].read_text(encoding="utf-8")


HOSTILE = {
    "wrong_types.json": lambda s: {**s, "sudden_death": "soon", "axis": {**s["axis"],
                                                                         "orders": [3]}},
    "unknown_field.json": lambda s: {**s, "weather": "rain"},
    "huge_numbers.json": lambda s: {**s, "time_start": 10 ** 40, "year": -(10 ** 30)},
    "off_map.json": lambda s: {**s, "axis": {**s["axis"], "setup": {"hexes": ["Z99", "A1"]}}},
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_scenario_files_are_refused_and_change_nothing(
        window: DesignerWindow, refusals: list[str], tmp_path: Path, name: str) -> None:
    data = json.loads(SHIPPED[0].read_text(encoding="utf-8"))
    path = tmp_path / name
    path.write_text(json.dumps(HOSTILE[name](data)), encoding="utf-8")
    before = (window.document.map_data, window.document.scenario)
    opened = window.open_file(path)
    if name == "off_map.json":
        # Well-formed but unplayable: it opens, and the Problems panel names the hex.
        assert opened
        texts = [window.problems.item(i).text() for i in range(window.problems.count())]
        assert any("Z99" in t for t in texts), texts
        return
    assert not opened
    assert refusals and refusals[0].startswith(f"Cannot open {name}:")
    assert (window.document.map_data, window.document.scenario) == before
    field = {"wrong_types.json": "sudden_death", "unknown_field.json": "weather",
             "huge_numbers.json": "time_start"}[name]
    assert field in refusals[0]


def test_junk_and_huge_files_are_refused(window: DesignerWindow, refusals: list[str],
                                         tmp_path: Path) -> None:
    junk = tmp_path / "junk.json"
    junk.write_bytes(bytes(random.Random(1).getrandbits(8) for _ in range(3_000_000)))
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    not_scenario = tmp_path / "deck.json"
    not_scenario.write_text(json.dumps({"hello": "world"}), encoding="utf-8")
    before = (window.document.map_data, window.document.scenario)
    for path in (junk, deep, not_scenario):
        assert not window.open_file(path)
    assert len(refusals) == 3 and all(r.startswith("Cannot open ") for r in refusals)
    assert (window.document.map_data, window.document.scenario) == before


def test_an_invalid_scenario_is_saved_only_as_a_draft_and_not_listed(
        window: DesignerWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    assert window.document.errors()  # a new blank map has no Objectives yet
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert window.save_to(window.default_path())
    saved = sorted(p.name for p in paths.user_scenarios_dir().iterdir())
    assert saved == ["my_map.json", "my_map_scenario.draft.json"]
    assert "(draft)" in window.windowTitle()
    listing = NewGameDialog(window.pack, [paths.user_scenarios_dir()])
    assert listing.scenarios == [] and listing.problems == []
    assert not window.play_action.isEnabled()


def test_closing_with_unsaved_changes_asks(window: DesignerWindow,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []

    def answer(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", answer)
    window.select_tool("terrain")
    window.scene.sig_stroke.emit(("B2",))
    assert not window.close()  # cancelled: the window stays
    assert asked and "unsaved changes" in asked[0]
    window.document.undo_stack.undo()
    assert window.close()  # back to the saved state: nothing to ask


def test_problems_link_to_their_hex_and_field(window: DesignerWindow) -> None:
    scenario: Scenario = window.document.scenario
    assert scenario.sudden_death > scenario.time_start
    window.binder.widgets["time_start"].setValue(scenario.sudden_death)  # type: ignore
    rows = {window.problems.item(i).text(): window.problems.item(i)
            for i in range(window.problems.count())}
    sudden = next(item for text, item in rows.items() if "sudden_death" in text)
    window.problems.itemClicked.emit(sudden)
    assert window.binder.widgets["sudden_death"].hasFocus() or \
        window.focusWidget() is window.binder.widgets["sudden_death"]
    window.select_tool("hexside")
    window.scene.sig_hexside_clicked.emit("B2", "C2")
    window.document.edit_map("break it", lambda m: m.model_copy(
        update={"hexsides": (*m.hexsides, m.hexsides[0].model_copy(update={"b": "D4"}))}))
    broken = next(window.problems.item(i) for i in range(window.problems.count())
                  if "not adjacent" in window.problems.item(i).text())
    window.problems.itemClicked.emit(broken)
    assert {"B2"} <= {h for h in window.scene._highlighted[0]}


def test_buildings_are_joined_and_split_on_the_board(qtbot: QtBot,
                                                     window: DesignerWindow) -> None:
    """A map author paints three Building hexes, drags across them with the Buildings tool
    to make one building (outlined on the board), clicks one hex to take it out, and paints
    Woods over another; each is one undo step, and a bad building is a listed problem that
    leads to its hexes [7.3.1.1]."""
    document, stack = window.document, window.document.undo_stack
    window.new_document(blank_map("town", "Town", 8, 6))
    window.view.fit_to_window()
    window.select_tool("terrain")
    window.terrain_choice.setCurrentIndex(window.terrain_choice.findData(Terrain.BUILDING))
    drag(qtbot, window, ["C3", "D3", "D4"])
    window.select_tool("building")
    drag(qtbot, window, ["C3", "D3", "D4"])
    assert document.map_data.buildings == (("C3", "D3", "D4"),)
    assert stack.undoText() == "Join 3 hexes into one building"
    assert [item.hex_ids for item in window.scene.building_items] == [("C3", "D3", "D4")]
    stack.undo()
    assert document.map_data.buildings == () and not window.scene.building_items
    stack.redo()
    click(qtbot, window, "D4")  # one click takes a hex out of its building
    assert document.map_data.buildings == (("C3", "D3"),)
    assert stack.undoText() == "Take D4 out of its building"
    click(qtbot, window, "F5")  # a hex in no building: nothing to take out, a hint
    assert stack.undoText() == "Take D4 out of its building"
    assert "drag from F5" in window.statusBar().currentMessage()
    drag(qtbot, window, ["D4", "E4"])  # not Building hexes: refused, nothing changes
    assert "E4: not a Building hex" in window.statusBar().currentMessage()
    window.select_tool("terrain")
    window.terrain_choice.setCurrentIndex(window.terrain_choice.findData(Terrain.WOODS))
    click(qtbot, window, "C3")  # painting over a Building hex takes it out of its building
    assert document.map_data.buildings == ()
    stack.undo()
    assert document.map_data.buildings == (("C3", "D3"),)
    document.edit_map("break it", lambda m: m.model_copy(
        update={"buildings": (*m.buildings, ("F2", "F3"))}))
    broken = next(window.problems.item(i) for i in range(window.problems.count())
                  if "buildings[1]" in window.problems.item(i).text())
    assert broken.text() == "town.json: buildings[1]: F2 is not a Building hex [T82]"
    window.problems.itemClicked.emit(broken)
    assert {"F2", "F3"} <= set(window.scene._highlighted[0])


def test_play_this_scenario_opens_it_in_the_game_and_recent_files_remember_it(
        window: DesignerWindow, tmp_path: Path) -> None:
    assert window.open_file(SHIPPED[1])
    assert window.play_action.isEnabled()
    window.play_action.trigger()
    game = window.games[-1]
    assert game.windowTitle().endswith(window.document.scenario.name)
    assert game.controller.session.scenario == window.document.scenario  # type: ignore
    game.close()
    closed = weakref.ref(game)
    del game
    window.play_action.trigger()  # another game: the closed one is let go, and freed
    assert len(window.games) == 1 and window.games[0].isVisible()
    gc.collect()
    assert closed() is None
    window.games[0].close()
    recent = [a.text() for a in window.recent_menu.actions()]
    assert recent[0] == SHIPPED[1].name
    assert window.save_to(tmp_path / "copy.json")
    assert [a.text() for a in window.recent_menu.actions()][:2] == ["copy.json",
                                                                    SHIPPED[1].name]


def test_line_of_sight_works_on_the_designers_board(window: DesignerWindow) -> None:
    before = window.scene.show_los("B3", "F3")  # a new blank map: open ground
    assert before is not None and before.can_see and window.scene.los_item is not None
    # The string is judged against the map being edited: Woods painted across it block it.
    window.select_tool("terrain")
    window.terrain_choice.setCurrentIndex(window.terrain_choice.findData(Terrain.WOODS))
    window.scene.sig_stroke.emit(("D3",))
    after = window.scene.show_los("B3", "F3")
    assert after is not None and not after.can_see and "Woods" in after.reason


def test_cc_designer_reports_a_file_it_cannot_open(refusals: list[str], tmp_path: Path) -> None:
    from cc_qt import designer

    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    assert designer.main([str(broken)]) == 2
    assert refusals and "broken.json" in refusals[0] and "not valid JSON" in refusals[0]
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, DesignerWindow):
            widget.close()


def test_a_scenario_that_cannot_be_written_is_reported_and_stays_unsaved(
        window: DesignerWindow, refusals: list[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert window.open_file(SHIPPED[1])
    window.select_tool("terrain")
    window.scene.sig_stroke.emit(("B2",))  # the map changes too: it is saved beside it
    assert not window.document.undo_stack.isClean()
    # Save as… a path that is an existing folder.
    folder = tmp_path / "mine.json"
    folder.mkdir()
    monkeypatch.setattr("cc_qt.editor.window.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(folder), ""))
    window.save_as_action.trigger()
    assert refusals == [f"Cannot save mine.json in {tmp_path}:\n\n{os.strerror(errno.EISDIR)}"]
    assert folder.is_dir() and not any(folder.iterdir())
    assert window.document.path == SHIPPED[1] and not window.document.undo_stack.isClean()
    assert window.windowTitle().endswith(" *")
    # Save into a folder that refuses the map file: that file is named; still unsaved.
    copy = tmp_path / "copy.json"
    assert window.save_to(copy)
    map_file = tmp_path / f"{window.document.map_data.id}.json"
    saved_map = map_file.read_bytes()
    window.scene.sig_stroke.emit(("B3",))
    from cc_qt.editor import document

    real_write = document.write_atomically

    def refused(path: Path, text: str) -> None:
        if path == map_file:
            raise OSError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        real_write(path, text)

    monkeypatch.setattr(document, "write_atomically", refused)
    refusals.clear()
    window.save_action.trigger()
    assert refusals == [f"Cannot save {map_file.name} in {tmp_path}:\n\n"
                        f"{os.strerror(errno.EACCES)}"]
    assert map_file.read_bytes() == saved_map
    assert not window.document.undo_stack.isClean() and window.windowTitle().endswith(" *")
    # With the folder writable again, Save works.
    monkeypatch.setattr(document, "write_atomically", real_write)
    window.save_action.trigger()
    assert window.document.undo_stack.isClean() and map_file.read_bytes() != saved_map
