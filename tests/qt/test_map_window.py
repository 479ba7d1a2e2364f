"""``cc-commander`` starts a game; the map viewer shows every shipped map: each hex drawn
where the engine puts it, the objectives visible, zoom and fit working, bad files reported
instead of crashing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QWheelEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from cc_engine import Session
from cc_engine.content.loading import load_content_pack, load_map, load_scenario
from cc_engine.content.models import MapData
from cc_engine.geometry import hex_center
from cc_engine.hexgrid import Hex
from cc_qt import app as app_module
from cc_qt import paths
from cc_qt.app import MapViewerWindow, load_scenario_with_map
from cc_qt.board.layout import HexLayout
from cc_qt.game_window import GameWindow

MAP_FILES = sorted((paths.resources_dir() / "maps").glob("map*.json"))


def open_window(qtbot: QtBot, map_data: MapData) -> MapViewerWindow:
    window = MapViewerWindow(map_data)
    qtbot.addWidget(window)
    window.resize(1100, 850)
    window.show()
    qtbot.waitExposed(window)
    return window


def viewport_pixel(window: MapViewerWindow, scene_pos: QPointF) -> QColor:
    """The colour the player sees at a scene position."""
    image = window.view.viewport().grab().toImage()
    point = window.view.mapFromScene(scene_pos)
    return image.pixelColor(point)


def test_all_twelve_maps_are_shipped() -> None:
    assert [p.stem for p in MAP_FILES] == [f"map{n:02d}" for n in range(1, 13)]


@pytest.mark.parametrize("map_file", MAP_FILES, ids=lambda p: p.stem)
def test_window_draws_every_hex_where_the_engine_puts_it(qtbot: QtBot, map_file: Path) -> None:
    map_data = load_map(map_file)
    window = open_window(qtbot, map_data)
    scene = window.map_scene
    assert scene is not None
    assert window.windowTitle() == f"Combat Commander — {map_data.name}"
    assert len(scene.hex_items) == 150
    layout = HexLayout(scene.layout.size_px)
    for hex_id in map_data.hexes:
        item = scene.hex_items[hex_id]
        assert item.label == hex_id
        assert scene.sceneRect().contains(item.sceneBoundingRect()), hex_id
        expected = layout.to_scene(hex_center(Hex.parse(hex_id)))
        assert item.pos().x() == pytest.approx(expected.x())
        assert item.pos().y() == pytest.approx(expected.y())
        # The scene finds the same hex under its centre dot and near its corners.
        assert scene.hex_at(expected) == hex_id
        assert scene.hex_at(expected + QPointF(0.8 * layout.size_px, 0)) == hex_id


@pytest.mark.parametrize("map_file", MAP_FILES, ids=lambda p: p.stem)
def test_the_five_objectives_are_drawn_in_their_hexes(qtbot: QtBot, map_file: Path) -> None:
    map_data = load_map(map_file)
    window = open_window(qtbot, map_data)
    scene = window.map_scene
    assert scene is not None
    printed = {h.objective: hex_id for hex_id, h in map_data.hexes.items() if h.objective}
    assert sorted(scene.objective_items) == [1, 2, 3, 4, 5]
    size = scene.layout.size_px
    for number, marker in scene.objective_items.items():
        assert marker.hex_id == printed[number]
        assert marker.isVisible()
        centre = scene.hex_items[printed[number]].pos()
        assert marker.pos() == centre
        # On screen: a white disc between the number and the red ring.
        white = viewport_pixel(window, centre + QPointF(-0.17 * size, 0))
        assert min(white.red(), white.green(), white.blue()) > 200, (number, white.name())
        ring = viewport_pixel(window, centre + QPointF(0, -0.27 * size))
        assert ring.red() > 140 and ring.green() < 90 and ring.blue() < 90, (number, ring.name())


def test_map_one_renders_to_a_real_picture(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, load_map(MAP_FILES[0]))
    target = tmp_path / "map01.png"
    assert window.grab().save(str(target))
    assert target.is_file() and target.stat().st_size > 20_000
    image = QImage(str(target))
    colours = {
        image.pixel(x, y)
        for x in range(0, image.width(), 23)
        for y in range(0, image.height(), 19)
    }
    assert len(colours) > 50  # terrain, roads, labels: far from a blank window
    scene = window.map_scene
    assert scene is not None
    # Woods are drawn dark green, open ground light: the player can tell them apart.
    woods = viewport_pixel(window, scene.hex_items["J3"].pos() + QPointF(0, 12))
    ground = viewport_pixel(window, scene.hex_items["M3"].pos() + QPointF(0, 12))
    assert woods.green() > woods.red() and woods.lightness() < 120
    assert ground.lightness() > 170


def _wheel(pos: QPoint, notches: int) -> QWheelEvent:
    return QWheelEvent(
        QPointF(pos), QPointF(pos), QPoint(0, 0), QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
        False,
    )


def test_wheel_zooms_around_the_cursor_and_fit_shows_the_whole_map(qtbot: QtBot) -> None:
    window = open_window(qtbot, load_map(MAP_FILES[0]))
    view, scene = window.view, window.map_scene
    assert scene is not None
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(scene.map_rect)  # fitted on first show

    cursor = QPoint(300, 250)
    under_cursor = view.mapToScene(cursor)
    before = view.zoom
    QApplication.sendEvent(view.viewport(), _wheel(cursor, 1))
    assert view.zoom == pytest.approx(before * view.ZOOM_STEP)
    after = view.mapToScene(cursor)
    assert abs(after.x() - under_cursor.x()) < 2 and abs(after.y() - under_cursor.y()) < 2
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert not visible.contains(scene.map_rect)

    for _ in range(40):  # zooming in is clamped: a hex never outgrows the window
        QApplication.sendEvent(view.viewport(), _wheel(cursor, 1))
    assert view.zoom * scene.layout.size_px <= view.MAX_HEX_PX + 1e-6

    view.fit_to_window()
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(scene.map_rect)

    QApplication.sendEvent(view.viewport(), _wheel(cursor, -1))
    assert view.zoom < view._fit_scale()


def test_keys_zoom_and_fit(qtbot: QtBot) -> None:
    window = open_window(qtbot, load_map(MAP_FILES[0]))
    view = window.view
    fitted = view.zoom
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.zoom > fitted
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.zoom < fitted
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert view.zoom == pytest.approx(fitted)
    window.board_actions.zoom_in.trigger()
    assert view.zoom > fitted
    window.board_actions.fit.trigger()
    assert view.zoom == pytest.approx(fitted)


def test_hovering_a_hex_describes_it_in_the_status_bar(qtbot: QtBot) -> None:
    map_data = load_map(MAP_FILES[0])
    window = open_window(qtbot, map_data)
    scene = window.map_scene
    assert scene is not None
    d3 = window.view.mapFromScene(scene.hex_items["D3"].pos())
    with qtbot.waitSignal(scene.sig_hex_hovered, check_params_cb=lambda h: h == "D3"):
        qtbot.mouseMove(window.view.viewport(), d3)
    assert window.hex_info.text() == (
        "D3 Woods with Road · ground level · Cover +1 · Move 2 MP · LOS Obstacle · Objective 2")


def test_an_objective_in_a_building_of_several_hexes_shows_the_whole_building(
        qtbot: QtBot) -> None:
    """Map 6: Objective 5 (J3) is the building over H2-J4 [7.3.1.1]. A dashed red line runs
    inside the building's outer hexsides (around its Orchard courtyard I4 too), and hovering
    any of its hexes names them all; the one-hex Objective 1 (O5) gets no such line, nor do
    buildings without an Objective."""
    window = open_window(qtbot, load_map(MAP_FILES[5]))
    scene = window.map_scene
    assert scene is not None
    outlined = {item.objective: item.hex_ids for item in scene.building_items}
    assert outlined == {2: ("H8", "I9", "J8"), 3: ("E5", "F4"),
                        4: ("D6", "D7", "D8", "E7", "E8"),
                        5: ("H2", "H3", "H4", "I3", "I5", "J2", "J3", "J4")}
    size = scene.layout.size_px
    # On screen the line is red just inside H2's upper hexside (an outer one), not outside.
    top = scene.hex_items["H2"].pos() + QPointF(0, -0.83 * size)
    reds = [viewport_pixel(window, top + QPointF(dx, 0)) for dx in range(-8, 9)]
    assert any(c.red() > 150 and c.green() < 80 for c in reds)
    above = viewport_pixel(window, scene.hex_items["H2"].pos() + QPointF(0, -0.95 * size))
    assert not (above.red() > 150 and above.green() < 80)
    i3 = window.view.mapFromScene(scene.hex_items["I3"].pos())
    with qtbot.waitSignal(scene.sig_hex_hovered, check_params_cb=lambda h: h == "I3"):
        qtbot.mouseMove(window.view.viewport(), i3)
    assert window.hex_info.text().endswith("Objective 5: the whole building")
    assert ("Objective 5 is this whole building: H2, H3, H4, I3, I5, J2, J3, J4; to take it, "
            "no enemy unit may be in any of its hexes [7.3.1.1]") in scene.hex_tooltip("I3")
    assert "Part of the building N1, N2, N3, N4" in scene.hex_tooltip("N2")


def test_clicking_a_hex_reports_it_but_dragging_does_not(qtbot: QtBot) -> None:
    window = open_window(qtbot, load_map(MAP_FILES[0]))
    scene, viewport = window.map_scene, window.view.viewport()
    assert scene is not None
    c7 = window.view.mapFromScene(scene.hex_items["C7"].pos())
    with qtbot.waitSignal(scene.sig_hex_clicked, check_params_cb=lambda h: h == "C7"):
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=c7)
    with qtbot.assertNotEmitted(scene.sig_hex_clicked):
        qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=c7)
        qtbot.mouseMove(viewport, c7 + QPoint(40, 30))
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=c7 + QPoint(40, 30))


@pytest.fixture
def critical_calls(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    calls: list[str] = []

    def fake_critical(parent: object, title: str, text: str, *args: object) -> int:
        calls.append(text)
        return int(QMessageBox.StandardButton.Ok.value)

    monkeypatch.setattr(QMessageBox, "critical", fake_critical)
    return calls


def test_a_corrupted_scenario_is_reported_and_exits_with_2(
    tmp_path: Path, critical_calls: list[str]
) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text('{"id": "broken", "name": ', encoding="utf-8")
    assert app_module.main(["--scenario", str(bad)]) == 2
    assert len(critical_calls) == 1
    assert "broken.json" in critical_calls[0] and "not valid JSON" in critical_calls[0]


def test_a_malformed_map_lists_every_problem_on_its_own_line(
    tmp_path: Path, critical_calls: list[str]
) -> None:
    bad = tmp_path / "map99.json"
    bad.write_text('{"id": "Map 99", "cols": 0}', encoding="utf-8")
    assert app_module.main(["--map", str(bad)]) == 2
    lines = [line for line in critical_calls[0].splitlines() if line.startswith("map99.json")]
    assert {line.split(":")[1].strip() for line in lines} >= {"id", "cols", "name", "hexes"}


def test_a_missing_default_scenario_is_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, critical_calls: list[str]
) -> None:
    monkeypatch.setenv("CC_SCENARIOS", str(tmp_path))
    assert app_module.main([]) == 2
    assert "scenario01.json" in critical_calls[0] and "not found" in critical_calls[0]


def test_opening_a_bad_scenario_keeps_the_shown_map(
    qtbot: QtBot, tmp_path: Path, critical_calls: list[str]
) -> None:
    window = open_window(qtbot, load_map(MAP_FILES[0]))
    title, scene = window.windowTitle(), window.map_scene
    bad = tmp_path / "bad.json"
    bad.write_text("[]", encoding="utf-8")
    assert not window.open_scenario(bad)
    assert window.windowTitle() == title and window.map_scene is scene
    assert len(critical_calls) == 1 and "bad.json" in critical_calls[0]


def shown_windows(monkeypatch: pytest.MonkeyPatch) -> list[QWidget]:
    """Replace the event loop by a look at the visible top-level windows, then close them."""
    shown: list[QWidget] = []

    def fake_exec() -> int:
        shown.extend(w for w in QApplication.topLevelWidgets()
                     if isinstance(w, QMainWindow) and w.isVisible())
        for widget in QApplication.topLevelWidgets():
            widget.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", staticmethod(fake_exec))
    return shown


def test_cc_commander_starts_a_hotseat_game_of_the_default_scenario(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, critical_calls: list[str]
) -> None:
    scenario, _ = load_scenario_with_map(paths.default_scenario_path())
    shown = shown_windows(monkeypatch)
    assert app_module.main(["--seed", "3"]) == 0
    assert [type(w) for w in shown] == [GameWindow]
    game = shown[0]
    assert isinstance(game, GameWindow)
    assert game.windowTitle() == f"Combat Commander — {scenario.name}"
    # The first decision waits behind the hand-off screen; the seed is the one asked for.
    assert game.stack.currentWidget() is game.handoff
    assert game.controller.session.seed == 3
    assert critical_calls == []


def test_cc_commander_offers_to_resume_an_unfinished_autosave(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, critical_calls: list[str]
) -> None:
    pack = load_content_pack(paths.resources_dir())
    earlier = Session(load_scenario(paths.default_scenario_path()), pack, 11)
    for _ in range(6):
        earlier.submit(earlier.state.pending.choices[0])
    earlier.save(paths.user_data_dir() / "autosave.ccsave")
    questions: list[str] = []

    def answer_yes(*args: object) -> QMessageBox.StandardButton:
        questions.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer_yes)
    shown = shown_windows(monkeypatch)
    assert app_module.main([]) == 0
    assert len(questions) == 1 and earlier.scenario.name in questions[0]
    game = shown[0]
    assert isinstance(game, GameWindow)
    assert game.controller.session.choices == earlier.choices
    assert game.controller.session.state == earlier.state


def test_view_opens_the_default_scenario_map_with_its_name_in_the_title(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, critical_calls: list[str]
) -> None:
    scenario, map_data = load_scenario_with_map(paths.default_scenario_path())
    assert map_data.id == scenario.map
    shown = shown_windows(monkeypatch)
    assert app_module.main(["--view"]) == 0
    assert [w.windowTitle() for w in shown] == [
        f"Combat Commander — {scenario.name} ({map_data.name})"]
    assert isinstance(shown[0], MapViewerWindow)
    assert critical_calls == []


def test_a_scenario_naming_a_missing_map_is_reported(
    tmp_path: Path, critical_calls: list[str]
) -> None:
    data = json.loads(paths.default_scenario_path().read_text(encoding="utf-8"))
    data["map"] = "map99"
    scenario = tmp_path / "lost.json"
    scenario.write_text(json.dumps(data), encoding="utf-8")
    assert app_module.main(["--scenario", str(scenario)]) == 2
    assert "map99" in critical_calls[0]
