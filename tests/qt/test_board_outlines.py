"""The board draws a printed map's traced outlines (issue 33): line of sight is judged on
exactly these polygons [10.1], so the player must see them. Hill levels come from the hill
polygons, not from whole hexes [T88.3.1]; a map without outlines (a designer's map) is drawn
from the hexes as before."""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainterPath
from pytestqt.qtbot import QtBot

from cc_engine.content.loading import load_map
from cc_engine.content.models import MapData
from cc_engine.content.vocabulary import Terrain
from cc_qt import paths
from cc_qt.app import MapViewerWindow
from cc_qt.board import scene as board_scene
from cc_qt.board.los_overlay import SIGHT_COLOURS
from cc_qt.board.outline_art import outline_paths
from cc_qt.board.scene import MapScene

MAPS = paths.resources_dir() / "maps"


def shipped(number: int) -> MapData:
    return load_map(MAPS / f"map{number:02d}.json")


def without_outlines(map_data: MapData) -> MapData:
    """A shipped map as a designer's map: no traced outlines."""
    return MapData.model_validate({**map_data.model_dump(), "outlines": None})


def open_window(qtbot: QtBot, map_data: MapData) -> MapViewerWindow:
    window = MapViewerWindow(map_data)
    qtbot.addWidget(window)
    window.resize(1100, 850)
    window.show()
    qtbot.waitExposed(window)
    return window


def grab(window: MapViewerWindow) -> QImage:
    return window.view.viewport().grab().toImage()


def pixel(window: MapViewerWindow, image: QImage, scene_pos: QPointF) -> QColor:
    return image.pixelColor(window.view.mapFromScene(scene_pos))


def near(colour: QColor, expected: QColor | str, tolerance: int = 14) -> bool:
    want = QColor(expected)
    return max(abs(colour.red() - want.red()), abs(colour.green() - want.green()),
               abs(colour.blue() - want.blue())) <= tolerance


def quiet_points(scene: MapScene, inside: QPainterPath | None,
                 outside: Iterable[QPainterPath], clearance: float = 0.16) -> Iterator[QPointF]:
    """Scene points inside ``inside`` (anywhere when None) and outside every ``outside``, with
    ``clearance`` hexes of room around them, away from every hexside, centre dot, hex id,
    road and Objective: only the area's own colour shows there."""
    s = scene.layout.size_px
    outside = list(outside)
    rect = scene.map_rect
    ring = [QPointF(math.cos(k * math.pi / 4), math.sin(k * math.pi / 4)) * clearance * s
            for k in range(8)]
    step = 0.11 * s
    y = rect.top() + step
    while y < rect.bottom() - step:
        x = rect.left() + step
        while x < rect.right() - step:
            p = QPointF(x, y)
            x += step
            hex_id = scene.hex_at(p)
            if not hex_id:
                continue
            map_hex = scene.map_data.hexes[hex_id]
            if map_hex.features or map_hex.objective is not None or map_hex.terrain in (
                    Terrain.STREAM, Terrain.GULLY, Terrain.BRIDGE, Terrain.WATER_BARRIER):
                continue
            local = p - scene.hex_items[hex_id].pos()
            if math.hypot(local.x(), local.y()) < 0.3 * s:
                continue  # the centre dot
            if abs(local.x()) < 0.4 * s and -0.8 * s < local.y() < -0.4 * s:
                continue  # the hex id
            probe = [p, *(p + d for d in ring)]
            if any(scene.hex_at(q) != hex_id for q in probe):
                continue  # too near a hexside (grid line, walls, hedges)
            if inside is not None and not all(inside.contains(q) for q in probe):
                continue
            if any(path.contains(q) for path in outside for q in probe):
                continue
            yield p
        y += step


def first(points: Iterator[QPointF]) -> QPointF:
    point = next(points, None)
    assert point is not None, "no quiet point found in the map data"
    return point


def test_a_map_with_outlines_draws_them_from_paths_built_once(qtbot: QtBot) -> None:
    map_data = shipped(1)
    window = open_window(qtbot, map_data)
    scene = window.map_scene
    assert scene is not None and scene.outline_items
    art = scene.outline_items[0].paths
    kinds = art.kinds()
    assert not kinds["woods"].isEmpty() and not kinds["orchard"].isEmpty()
    assert not kinds["field"].isEmpty()
    assert not (kinds["roofs_red"].isEmpty() and kinds["roofs_grey"].isEmpty())
    # Cut into tiles (a zoomed-in view caches only those it shows), all on the same paths.
    assert len(scene.outline_items) > 4
    assert all(item.paths is art for item in scene.outline_items)
    # Built once per map: another scene of the same map reuses the very same paths.
    assert outline_paths(map_data, scene.layout) is art
    assert MapScene(shipped(1)).outline_items[0].paths is art
    # The woods path has exactly the traced rings (no per-hex pieces).
    rings = sum(len(polygon) for polygon in map_data.outlines.woods)  # type: ignore[union-attr]
    assert art.woods.toSubpathPolygons() and len(art.woods.toSubpathPolygons()) == rings
    # No generated canopy, roof or orchard shapes are drawn over the traced ones.
    for item in scene.hex_items.values():
        assert not item.fill_ground
        assert all(shape.terrain not in (Terrain.WOODS, Terrain.BUILDING, Terrain.ORCHARD,
                                         Terrain.FIELD) for shape, _, _ in item._shapes)
    assert not [item for item in scene.hexside_items if item.kind == "contour"]

    image = grab(window)
    every = list(kinds.values())
    woods = pixel(window, image, first(quiet_points(scene, art.woods, [])))
    assert woods.green() > woods.red() + 15 and woods.lightness() < 120, woods.name()
    ground = pixel(window, image, first(quiet_points(scene, None, every)))
    assert near(ground, board_scene.GROUND, 6), ground.name()
    # A Woods, Building or Orchard hex shows open ground where its outline does not reach.
    outlined = [(h, t) for h, t in ((i, scene.map_data.hexes[i].terrain)
                                    for i in scene.hex_items)
                if t in (Terrain.WOODS, Terrain.BUILDING, Terrain.ORCHARD)]
    gaps = [p for p in quiet_points(scene, None, every)
            if (scene.hex_at(p), scene.map_data.hexes[scene.hex_at(p)].terrain) in outlined]
    assert gaps
    assert near(pixel(window, image, gaps[0]), board_scene.GROUND, 6)


def test_roofs_are_drawn_where_the_building_outlines_are(qtbot: QtBot) -> None:
    window = open_window(qtbot, shipped(6))
    scene = window.map_scene
    assert scene is not None and scene.outline_items
    art = scene.outline_items[0].paths
    image = grab(window)
    for path, colour in ((art.roofs_red, board_scene.ROOF_RED),
                         (art.roofs_grey, board_scene.ROOF_GREY)):
        roof = pixel(window, image, first(quiet_points(scene, path, [], clearance=0.12)))
        assert near(roof, colour), (roof.name(), colour)
    ground = pixel(window, image, first(quiet_points(scene, None, art.kinds().values())))
    assert near(ground, board_scene.GROUND, 6), ground.name()


def test_hill_levels_come_from_the_hill_polygons(qtbot: QtBot) -> None:
    """Map 12 has levels 1-3; level-2 ground shows its tint wherever the level-2 polygon is,
    even in a hex whose own elevation says otherwise (a Crest hex shows two levels)."""
    window = open_window(qtbot, shipped(12))
    scene = window.map_scene
    assert scene is not None and scene.outline_items
    art = scene.outline_items[0].paths
    levels = dict(art.hills)
    assert sorted(levels) == [1, 2, 3]
    others = [p for k, p in art.kinds().items() if not k.startswith("hill")]
    image = grab(window)
    level2 = first(quiet_points(scene, levels[2], [levels[3], *others]))
    assert near(pixel(window, image, level2), board_scene._hill_tint(2)), level2
    level1 = first(quiet_points(scene, levels[1], [levels[2], *others]))
    assert near(pixel(window, image, level1), board_scene._hill_tint(1))
    ground = first(quiet_points(scene, None, [levels[1], *others]))
    assert near(pixel(window, image, ground), board_scene.GROUND, 6)
    # Darker with height.
    lightness = [board_scene._hill_tint(k).lightness() for k in (1, 2, 3)]
    assert lightness == sorted(lightness, reverse=True)
    # Some hex holds two levels: its hex elevation alone could not draw it.
    two = {scene.hex_at(p) for p in quiet_points(scene, levels[2], [levels[3], *others])} & {
        scene.hex_at(p) for p in quiet_points(scene, levels[1], [levels[2], *others])}
    assert two


def test_a_map_without_outlines_is_drawn_from_its_hexes(qtbot: QtBot) -> None:
    map_data = without_outlines(shipped(1))
    window = open_window(qtbot, map_data)
    scene = window.map_scene
    assert scene is not None and not scene.outline_items
    image = grab(window)
    size = scene.layout.size_px
    woods = pixel(window, image, scene.hex_items["J3"].pos() + QPointF(0, 0.3 * size))
    assert woods.green() > woods.red() + 15 and woods.lightness() < 120, woods.name()
    # A hill hex is tinted whole by its elevation, with contour hexsides around it.
    hilly = without_outlines(shipped(12))
    window = open_window(qtbot, hilly)
    scene = window.map_scene
    assert scene is not None and not scene.outline_items
    assert [item for item in scene.hexside_items if item.kind == "contour"]
    assert all(item.fill_ground for item in scene.hex_items.values())


def test_the_los_string_is_drawn_over_the_outlines(qtbot: QtBot) -> None:
    map_data = shipped(1)
    window = open_window(qtbot, map_data)
    scene = window.map_scene
    assert scene is not None and scene.outline_items
    result = scene.show_los("G4", "K4")  # through the big wood
    assert result is not None
    image = grab(window)
    item = scene.los_item
    assert item is not None
    on_line = pixel(window, image, item.start + (item.end - item.start) * 0.3)
    assert near(on_line, SIGHT_COLOURS[result.sight], 20), on_line.name()


@pytest.mark.parametrize("number", [1, 6, 8])
def test_screenshots_of_printed_maps(qtbot: QtBot, tmp_path: Path, number: int) -> None:
    window = open_window(qtbot, shipped(number))
    folder = tmp_path / "boards"
    folder.mkdir()
    target = folder / f"board_map{number:02d}.png"
    assert window.view.viewport().grab().save(str(target))
    image = QImage(str(target))
    assert image.width() > 800 and target.stat().st_size > 50_000
    colours = {image.pixel(x, y) for x in range(0, image.width(), 17)
               for y in range(0, image.height(), 13)}
    assert len(colours) > 80
    scene = window.map_scene
    assert scene is not None
    # Every centre dot stays visible over the art: a white disc.
    for hex_id in ("A1", "H5", "O10"):
        dot = image.pixelColor(window.view.mapFromScene(scene.hex_items[hex_id].pos()))
        assert min(dot.red(), dot.green(), dot.blue()) > 215, (hex_id, dot.name())


def test_edited_outlines_are_built_anew(qtbot: QtBot) -> None:
    map_data = shipped(8)
    scene = MapScene(map_data)
    assert scene.outline_items
    smaller = MapData.model_validate({**map_data.model_dump(), "outlines": {
        **map_data.model_dump()["outlines"], "woods": []}})
    again = MapScene(smaller)
    assert again.outline_items
    assert again.outline_items[0].paths is not scene.outline_items[0].paths
    assert again.outline_items[0].paths.woods.isEmpty()
