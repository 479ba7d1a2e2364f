"""The LOS tool on the board: the string drawn is the engine's verdict, hex tooltips tell the
rules facts of terrain, and the tool works by right-drag, by the LOS mode and from the menu."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from cc_engine.content.loading import load_map
from cc_engine.hexgrid import Hex
from cc_engine.rules.los import LosCache, Sight
from cc_engine.rules.terrain import MapTerrain, TerrainState
from cc_qt import paths
from cc_qt.app import MapViewerWindow, load_terrain_chart
from cc_qt.board.los_overlay import SIGHT_COLOURS
from cc_qt.board.scene import MapScene

MAP01 = paths.resources_dir() / "maps" / "map01.json"


def open_map01(qtbot: QtBot) -> tuple[MapViewerWindow, MapScene]:
    window = MapViewerWindow(load_map(MAP01))
    qtbot.addWidget(window)
    window.resize(1100, 850)
    window.show()
    qtbot.waitExposed(window)
    assert window.map_scene is not None
    return window, window.map_scene


def viewport_point(window: MapViewerWindow, hex_id: str) -> QPoint:
    scene = window.map_scene
    assert scene is not None
    return window.view.mapFromScene(scene.layout.hex_to_pixel(Hex.parse(hex_id)))


def drag(qtbot: QtBot, window: MapViewerWindow, a: str, b: str,
         button: Qt.MouseButton = Qt.MouseButton.RightButton) -> None:
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, button, pos=viewport_point(window, a))
    qtbot.mouseMove(viewport, viewport_point(window, b))
    qtbot.mouseRelease(viewport, button, pos=viewport_point(window, b))


def sample_pairs() -> dict[Sight, tuple[Hex, Hex]]:
    """One pair of map 1 for each verdict, at least 3 hexes apart, by the engine's table."""
    cache = LosCache(MapTerrain(load_map(MAP01), load_terrain_chart()))
    found: dict[Sight, tuple[Hex, Hex]] = {}
    for (a, b), result in sorted(cache.table(TerrainState()).items()):
        if a.distance(b) >= 3 and result.sight not in found:
            found[result.sight] = (a, b)
    assert set(found) == set(Sight)
    return found


def close_to(colour: QColor, expected: QColor, tolerance: int = 40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in ((colour.red(), expected.red()),
                                                     (colour.green(), expected.green()),
                                                     (colour.blue(), expected.blue())))


def test_the_drawn_string_matches_the_engine_verdict(qtbot: QtBot, tmp_path: object) -> None:
    window, scene = open_map01(qtbot)
    cache = LosCache(MapTerrain(load_map(MAP01), load_terrain_chart()))
    for sight, (a, b) in sample_pairs().items():
        with qtbot.waitSignal(scene.sig_los_shown):
            drag(qtbot, window, a.id, b.id)
        item = scene.los_item
        assert item is not None
        assert (item.a, item.b) == (a, b)
        engine = cache.los(TerrainState(), a, b)
        assert item.result == engine and item.result.sight is sight
        assert item.start == scene.layout.hex_to_pixel(a)
        assert item.end == scene.layout.hex_to_pixel(b)
        assert item.colour == SIGHT_COLOURS[sight]
        assert engine.explain() in item.toolTip()
        # What the player sees on the string is the verdict's colour.
        image = window.view.viewport().grab().toImage()
        pixel = image.pixelColor(window.view.mapFromScene(item.midpoint()))
        assert close_to(pixel, SIGHT_COLOURS[sight]), (sight, pixel.name())
        assert window.los_info.text().startswith(f"LOS {a} → {b}: {sight.value}")
    window.grab().save(str(tmp_path) + "/los_map01.png")


def test_los_mode_draws_with_the_left_button_and_escape_clears(qtbot: QtBot) -> None:
    window, scene = open_map01(qtbot)
    window.board_actions.los_tool.trigger()
    assert window.view.los_mode and scene.los_mode
    drag(qtbot, window, "A2", "E3", Qt.MouseButton.LeftButton)
    assert scene.los_item is not None and scene.los_item.b == Hex.parse("E3")
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert scene.los_item is None
    window.board_actions.los_tool.trigger()
    assert not window.view.los_mode
    # With the tool off, a left drag pans instead of drawing.
    drag(qtbot, window, "A2", "E3", Qt.MouseButton.LeftButton)
    assert scene.los_item is None


def test_smoke_changes_the_shown_verdict(qtbot: QtBot) -> None:
    _window, scene = open_map01(qtbot)
    scene.show_los("A3", "A7")  # open ground down column A past the Field of A5 and A6
    assert scene.los_item is not None
    before = scene.los_item.result
    scene.set_terrain_state(TerrainState.build(smoke={Hex.parse("A4"): 6}))
    after = scene.los_item.result
    assert (after.sight, after.hindrance) == (Sight.HINDERED, 6)
    assert after.hindrance > before.hindrance


def test_hex_tooltip_tells_terrain_cover_move_cost_level_and_hindrance(qtbot: QtBot) -> None:
    _window, scene = open_map01(qtbot)
    woods = scene.tooltip_at(scene.layout.hex_to_pixel(Hex.parse("D3")))
    assert "Woods [T99] with Road" in woods
    assert "Cover +1: Woods 2 - Road 1 [T99, T93]" in woods
    assert "Move: 2 MP [T99], 1 MP along the Road" in woods
    assert "Ground level" in woods and "LOS: Obstacle" in woods
    field = scene.hex_tooltip("A6")
    assert "LOS: Hindrance 1 [10.3]" in field
    water = scene.hex_tooltip("G6")
    assert "impassable" in water
    # Over the string, the tooltip is the LOS verdict instead.
    scene.show_los("A1", "O10")
    assert scene.los_item is not None
    assert scene.tooltip_at(scene.los_item.midpoint()) == scene.los_item.toolTip()


def test_hill_tooltip_shows_the_level(qtbot: QtBot) -> None:
    window = MapViewerWindow(load_map(paths.resources_dir() / "maps" / "map12.json"))
    qtbot.addWidget(window)
    scene = window.map_scene
    assert scene is not None
    levels = {h: m.elevation for h, m in scene.map_data.hexes.items() if m.elevation}
    hex_id, level = next(iter(sorted(levels.items())))
    assert f"Hill level {level} [T88]" in scene.hex_tooltip(hex_id)
