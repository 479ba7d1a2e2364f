"""Tracing a picture of a printed map in the designer (issue 36): a synthetic picture, drawn
here with a known transform (a grid of centre dots, a green wood, a grey roof, a tan hill;
or rows of orchard crowns in the wood's green), gives back the grid within a pixel, the
terrain under each shape and outlines covering each hex as the shapes do; the picture is
never saved with the map."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from cc_engine.content.editing import blank_map
from cc_engine.content.loading import load_content_pack
from cc_engine.content.models import MapData, OutlinePolygon
from cc_engine.content.outlines import hex_shares
from cc_engine.content.validation import outline_problems
from cc_engine.content.vocabulary import Terrain
from cc_engine.geometry import Point as GeoPoint
from cc_engine.geometry import hex_center
from cc_engine.hexgrid import Hex, HexGrid
from cc_engine.tracing import (
    Affine,
    Reference,
    fit_grid,
    refine_dot,
    solve_affine,
    trace_map,
)
from cc_qt import paths
from cc_qt.board.scene import MapScene
from cc_qt.editor.tracing import SETTINGS_KEY, raster_of
from cc_qt.editor.window import DesignerWindow
from cc_qt.window_parts import user_settings

SCREENSHOT = Path("/tmp/tracing/designer_tracing.png")
COLS, ROWS = 6, 5
#: The transform the picture is drawn under: slightly turned and sheared.
TRUE = Affine(38.0, 4.0, 30.0, -3.0, 39.0, 40.0)
Point = tuple[float, float]


def _centre(hex_id: str) -> Point:
    centre = hex_center(Hex.parse(hex_id))
    return centre.x, centre.y


def _disc(centre: Point, radius: float, count: int = 48) -> list[Point]:
    return [(centre[0] + radius * math.cos(2 * math.pi * k / count),
             centre[1] + radius * math.sin(2 * math.pi * k / count)) for k in range(count)]


#: The shapes drawn, in the map frame.
WOODS = _disc(_centre("B2"), 1.1)
ROOF = [(5.6, 0.5), (7.9, 0.5), (7.9, 2.2), (5.6, 2.2)]
HILL = _disc(_centre("D3"), 1.6)
#: A road printed across the hill, over D3's centre dot: the hill goes on under it.
ROAD = [(_centre("D3")[0], -0.5), (_centre("D3")[0], 8.0)]


def _painted(path: Path, paint: Callable[[QPainter], None]) -> QImage:
    """A picture of a printed map: its paper, what ``paint`` draws on it in the map frame,
    then the hex centre dots; saved to ``path``."""
    image = QImage(420, 420, QImage.Format.Format_RGB888)
    image.fill(QColor(222, 222, 170))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    paint(painter)
    _draw_dots(painter)
    painter.end()
    assert image.save(str(path))
    return image


def _polygon(shape: list[Point]) -> QPolygonF:
    return QPolygonF([QPointF(*TRUE(p)) for p in shape])


def _picture(path: Path) -> QImage:
    def paint(painter: QPainter) -> None:
        for shape, colour in ((HILL, QColor(210, 180, 130)), (WOODS, QColor(52, 110, 48)),
                              (ROOF, QColor(128, 128, 128))):
            painter.setBrush(colour)
            painter.drawPolygon(_polygon(shape))
        road = QPen(QColor(236, 232, 205))
        road.setWidthF(0.16 * 38.0)
        painter.setPen(road)
        painter.drawLine(QPointF(*TRUE(ROAD[0])), QPointF(*TRUE(ROAD[1])))

    return _painted(path, paint)


def _draw_dots(painter: QPainter) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(20, 20, 20))
    for hex_ in HexGrid(COLS, ROWS):
        painter.drawEllipse(QPointF(*TRUE(_centre(hex_.id))), 2.5, 2.5)


def _around(hex_id: str, offsets: list[Point]) -> list[Point]:
    x, y = _centre(hex_id)
    return [(x + dx, y + dy) for dx, dy in offsets]


#: Orchard crowns in rows in B4 [T91], and two lone ones in C1; a wood over E2 and E3 [T99].
CROWN = 0.11
ORCHARD = _around("B4", [(-0.44, -0.26), (0.0, -0.26), (0.44, -0.26),
                         (-0.22, 0.26), (0.22, 0.26), (-0.44, 0.6), (0.44, 0.6)])
LONE = _around("C1", [(-0.35, 0.3), (0.35, 0.3)])
BIG_WOOD = [*_disc(_centre("E2"), 1.0)[24:], *_disc(_centre("E3"), 1.0)[:25]]


def _orchard_picture(path: Path) -> QImage:
    def paint(painter: QPainter) -> None:
        painter.setBrush(QColor(52, 110, 48))
        painter.drawPolygon(_polygon(BIG_WOOD))
        for centre in ORCHARD + LONE:
            painter.drawPolygon(_polygon(_disc(centre, CROWN)))

    return _painted(path, paint)


def _middle(ring: tuple[Point, ...]) -> Point:
    return sum(x for x, _ in ring) / len(ring), sum(y for _, y in ring) / len(ring)


def _grid_error(affine: Affine) -> float:
    return max(math.dist(affine(_centre(h.id)), TRUE(_centre(h.id))) for h in HexGrid(COLS, ROWS))


def _check_traced(map_data: MapData) -> None:
    """The terrain, levels and outlines traced from :func:`_picture`."""
    assert outline_problems(map_data) == []  # the validator's rules for outlines
    terrain = {h: x.terrain for h, x in map_data.hexes.items() if x.terrain is not
               Terrain.OPEN_GROUND}
    assert terrain == {"B2": Terrain.WOODS, "E2": Terrain.BUILDING, "F1": Terrain.BUILDING,
                       "F2": Terrain.BUILDING}
    assert {h for h, x in map_data.hexes.items() if x.elevation} == {"D3"}
    assert map_data.hexes["D3"].elevation == 1  # the road over its dot does not cut the hill
    assert map_data.buildings == (("E2", "F1", "F2"),)
    outlines = map_data.outlines
    assert outlines is not None
    grid = list(HexGrid(COLS, ROWS))
    for drawn, traced in ((WOODS, outlines.woods), (ROOF, outlines.buildings),
                          (HILL, outlines.hills["1"])):
        expected = hex_shares([(tuple(drawn),)], grid)
        found = hex_shares(traced, grid)
        for hex_ in set(expected) | set(found):
            assert abs(expected.get(hex_, 0.0) - found.get(hex_, 0.0)) < 0.05, hex_.id
    assert set(outlines.hills) == {"1"}
    assert not (outlines.brush or outlines.field or outlines.marsh)


def test_affine_solve_and_dot_refinement(tmp_path: Path) -> None:
    pairs = [(p, TRUE(p)) for p in ((0.0, 0.0), (3.0, 1.0), (1.5, 6.0), (7.5, 2.0))]
    solved = solve_affine(pairs)
    assert _grid_error(solved) < 1e-6
    back = TRUE.inverse()
    assert math.dist(back(TRUE((2.0, 3.0))), (2.0, 3.0)) < 1e-9
    with pytest.raises(ValueError, match="one line"):
        solve_affine([((0.0, 0.0), (0.0, 0.0)), ((1.0, 1.0), (1.0, 1.0)),
                      ((2.0, 2.0), (2.0, 2.0))])
    raster = raster_of(_picture(tmp_path / "map.png"))
    u, v = TRUE(_centre("C3"))
    found = refine_dot(raster, u + 2.5, v - 2.0, 6.0)
    assert found is not None
    assert math.dist(found, (u, v)) < 0.5
    inside_wood = (_centre("B2")[0] + 0.4, _centre("B2")[1])
    assert refine_dot(raster, *TRUE(inside_wood), 4.0) is None  # no dot there


def test_tracing_a_synthetic_picture(tmp_path: Path) -> None:
    raster = raster_of(_picture(tmp_path / "map.png"))
    clicks = [("A1", (TRUE((0, 0))[0] + 2, TRUE((0, 0))[1] - 1)),
              ("A5", TRUE(_centre("A5"))), ("F1", TRUE(_centre("F1")))]
    fitted = fit_grid(raster, clicks, COLS, ROWS)
    assert len(fitted.dots) == COLS * ROWS
    assert fitted.residual < 1.0
    assert _grid_error(fitted.affine) < 1.0
    for hex_id, dot in fitted.dots.items():
        assert math.dist(dot, TRUE(_centre(hex_id))) < 1.0, hex_id
    result = trace_map(blank_map("traced", "Traced", COLS, ROWS), raster, fitted.affine)
    _check_traced(result.map_data)


def _shares_match(drawn: list[list[Point]], traced: Iterable[OutlinePolygon],
                  tolerance: float) -> None:
    grid = list(HexGrid(COLS, ROWS))
    expected = hex_shares([(tuple(shape),) for shape in drawn], grid)
    found = hex_shares(traced, grid)
    for hex_ in set(expected) | set(found):
        assert abs(expected.get(hex_, 0.0) - found.get(hex_, 0.0)) < tolerance, hex_.id


def test_tracing_orchard_crowns_apart_from_a_wood(tmp_path: Path) -> None:
    """Small discs of the woods' green in rows are orchard crowns: one orchard_trees outline
    each, and their hex an Orchard [T91]; a big blob of the same green is a wood [T99]; two
    lone discs in a hex make no Orchard and stay woods."""
    raster = raster_of(_orchard_picture(tmp_path / "orchard.png"))
    clicks = [(h, TRUE(_centre(h))) for h in ("A1", "A5", "F1")]
    fitted = fit_grid(raster, clicks, COLS, ROWS)
    assert _grid_error(fitted.affine) < 1.0
    map_data = trace_map(blank_map("traced", "Traced", COLS, ROWS), raster,
                         fitted.affine).map_data
    assert outline_problems(map_data) == []
    terrain = {h: x.terrain for h, x in map_data.hexes.items()
               if x.terrain is not Terrain.OPEN_GROUND}
    assert terrain == {"B4": Terrain.ORCHARD, "E2": Terrain.WOODS, "E3": Terrain.WOODS}
    outlines = map_data.outlines
    assert outlines is not None
    assert len(outlines.orchard_trees) == len(ORCHARD)  # one a crown, as the map files keep them
    _shares_match([_disc(c, CROWN) for c in ORCHARD], outlines.orchard_trees, 0.005)
    _shares_match([BIG_WOOD, *(_disc(c, CROWN) for c in LONE)], outlines.woods, 0.05)
    assert not (outlines.buildings or outlines.brush or outlines.field or outlines.marsh
                or outlines.hills)


@pytest.fixture(autouse=True)
def _no_modal_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Discard)


def test_the_designer_traces_a_backdrop(qtbot: QtBot, tmp_path: Path) -> None:
    window = DesignerWindow(load_content_pack(paths.resources_dir()))
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    window.new_document(blank_map("traced", "Traced", COLS, ROWS))
    document = window.document
    before = document.map_data
    picture = tmp_path / "scan.png"
    _picture(picture)

    window.tracing_dock.action.trigger()
    assert window.tracing_dock.isVisible()
    panel = window.tracing_dock.panel
    assert not panel.trace_button.isEnabled()
    assert panel.load_picture(picture)
    assert panel.item is not None and panel.item.scene() is window.scene
    assert user_settings().value(f"{SETTINGS_KEY}/traced") == str(picture)

    # Three dots named and clicked on the picture, a little off their centres.
    for row, (hex_id, off) in enumerate((("A1", (1.5, -1.0)), ("A5", (-1.0, 1.0)),
                                         ("F1", (1.0, 1.5)))):
        panel.dot_names[row].setText(hex_id)
        qtbot.mouseClick(panel.dot_buttons[row], Qt.MouseButton.LeftButton)
        assert panel.picking == ("dot", row)
        u, v = TRUE(_centre(hex_id))
        scene_pos = panel.scene_point(u + off[0], v + off[1])
        window.view.centerOn(scene_pos)
        qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                         pos=window.view.mapFromScene(scene_pos))
        assert panel.picking is None
        click = panel.clicks[row]
        assert click is not None and math.dist(click, (u + off[0], v + off[1])) < 3.0
    assert document.map_data is before  # clicking on the picture painted nothing
    qtbot.mouseClick(panel.fit_button, Qt.MouseButton.LeftButton)
    assert panel.fitted is not None
    assert _grid_error(panel.fitted.affine) < 1.0
    assert "30 of 30" in panel.fit_label.text()
    # The picture now lies on the board: its A1 dot on the board's A1.
    a1 = panel.scene_point(*TRUE((0.0, 0.0)))
    board_a1 = window.scene.layout.hex_to_pixel(Hex.parse("A1"))
    assert math.dist((a1.x(), a1.y()), (board_a1.x(), board_a1.y())) < 0.05 * \
        window.scene.layout.size_px

    # A colour picked from the picture: the wood's own green.
    woods_row = next(k for k, r in enumerate(panel.references) if r.kind == "woods")
    qtbot.mouseClick(panel.pick_buttons[woods_row], Qt.MouseButton.LeftButton)
    scene_pos = panel.scene_point(*TRUE((_centre("B2")[0] + 0.4, _centre("B2")[1])))
    window.view.centerOn(scene_pos)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.view.mapFromScene(scene_pos))
    assert panel.references[woods_row].colour == (52, 110, 48)

    steps = document.undo_stack.count()
    qtbot.mouseClick(panel.trace_button, Qt.MouseButton.LeftButton)
    assert document.undo_stack.count() == steps + 1
    _check_traced(document.map_data)
    assert panel.item.scene() is window.scene  # the redrawn board keeps the picture

    window.select_tool("outlines")
    window.view.fitInView(window.scene.map_rect, Qt.AspectRatioMode.KeepAspectRatio)
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(SCREENSHOT))

    document.undo_stack.undo()
    assert document.map_data == before
    document.undo_stack.redo()
    _check_traced(document.map_data)

    # Saved: the map and scenario, and nothing of the picture.
    target = tmp_path / "out" / "traced_scenario.draft.json"
    target.parent.mkdir()
    written, _ = document.save(target)
    for path in written:
        text = path.read_text(encoding="utf-8")
        assert "scan" not in text and "png" not in text and str(tmp_path) not in text
    assert sorted(p.name for p in target.parent.iterdir()) == sorted(p.name for p in written)


#: How each traced class appears in a map's hexes (the colours cannot tell Water or a
#: Stream from open ground: they are left out of the count).
_CLASS_OF: dict[Terrain, str] = {Terrain.WOODS: "woods", Terrain.OPEN_GROUND: "open",
                                 Terrain.BRUSH: "brush", Terrain.FIELD: "field",
                                 Terrain.MARSH: "marsh", Terrain.BUILDING: "buildings",
                                 Terrain.ORCHARD: "orchard_trees"}


@pytest.mark.parametrize("map_id", ["map01", "map12"])
def test_tracing_a_printed_style_picture_of_a_whole_map(map_id: str, tmp_path: Path,
                                                         qtbot: QtBot) -> None:
    """A picture as a scan would give it: the game's own drawing of map 1 (woods, a field,
    roofs, roads, a stream, an orchard) or map 12 (three hill levels, roofs in two colours,
    Objective circles, two orchards), 40 px a hex. The author clicks three dots a pixel or two
    off and picks each class's colour where it is typical (roofs on a roof, crowns on a
    crown); the traced map has the grid within 2 px, at least 97% of the hexes' terrain and
    of their levels right, every Orchard hex and no other [T91] with its crowns one outline
    each, as the map files keep them, outlines that validate, and no roof over a hex that is
    not a Building (an Objective's red circle)."""
    pack = load_content_pack(paths.resources_dir())
    printed = pack.maps[map_id]
    scene = MapScene(printed, 40.0)
    frame = scene.map_rect
    image = QImage(int(frame.width()), int(frame.height()), QImage.Format.Format_RGB888)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()), frame)
    painter.end()
    (tmp_path / "tracing").mkdir()
    image.save(str(tmp_path / "tracing" / f"{map_id}.png"))

    def pixel(point: Point) -> Point:
        at = scene.layout.to_scene(GeoPoint(*point))
        return at.x() - frame.left(), at.y() - frame.top()

    def colour(point: Point) -> tuple[int, int, int]:
        c = image.pixelColor(*(int(x) for x in pixel(point)))
        return c.red(), c.green(), c.blue()

    def class_of(hex_id: str) -> str | None:
        map_hex = printed.hexes[hex_id]
        kind = _CLASS_OF.get(map_hex.terrain)
        return f"hills.{map_hex.elevation}" if kind == "open" and map_hex.elevation else kind

    raster = raster_of(image)
    corners = ("A1", f"{chr(64 + printed.cols)}1", f"A{printed.rows}")
    clicks = [(h, (pixel(_centre(h))[0] + 1.5, pixel(_centre(h))[1] - 1.0)) for h in corners]
    fitted = fit_grid(raster, clicks, printed.cols, printed.rows)
    assert max(math.dist(fitted.affine(_centre(h.id)), pixel(_centre(h.id)))
               for h in HexGrid(printed.cols, printed.rows)) < 2.0
    # The author's picks: the colour met most often half a hex around the centre dots of a
    # class's hexes; a roof's colour in the middle of each roof.
    references = [Reference("ink", (20, 20, 20)), Reference("ink", (255, 255, 255))]
    picked_where = {kind for h in printed.hexes if (kind := class_of(h)) is not None}
    for kind in sorted(picked_where - {"buildings", "orchard_trees"}):
        seen: Counter[tuple[int, int, int]] = Counter()
        for hex_id in printed.hexes:
            if class_of(hex_id) == kind:
                x, y = _centre(hex_id)
                seen.update(colour((x + 0.5 * math.cos(a / 2), y + 0.5 * math.sin(a / 2)))
                            for a in range(12))
        references.append(Reference(kind, seen.most_common(1)[0][0]))
    assert printed.outlines is not None
    for roof in printed.outlines.buildings:
        ring = roof[0]
        picked = colour(_middle(ring))
        if 60 < sum(picked) / 3 < 230:  # not a label or a dot
            references.append(Reference("buildings", picked))
    on_crowns = Counter(colour(_middle(crown[0])) for crown in printed.outlines.orchard_trees)
    references.append(Reference("orchard_trees", on_crowns.most_common(1)[0][0]))
    result = trace_map(blank_map(map_id, "Traced", printed.cols, printed.rows), raster,
                       fitted.affine, references)
    traced = result.map_data
    assert outline_problems(traced) == []
    counted = [h for h in printed.hexes if printed.hexes[h].terrain in _CLASS_OF]
    terrain_right = sum(traced.hexes[h].terrain is printed.hexes[h].terrain for h in counted)
    levels_right = sum(traced.hexes[h].elevation == printed.hexes[h].elevation
                       for h in printed.hexes)
    assert terrain_right >= 0.97 * len(counted)
    assert levels_right >= 0.97 * len(printed.hexes)  # roads over hills are looked under
    orchards = {h for h, x in traced.hexes.items() if x.terrain is Terrain.ORCHARD}
    assert orchards == {h for h, x in printed.hexes.items() if x.terrain is Terrain.ORCHARD}
    assert len(orchards) == {"map01": 4, "map12": 12}[map_id]
    assert traced.outlines is not None
    grid = list(HexGrid(printed.cols, printed.rows))
    crowns = traced.outlines.orchard_trees
    assert abs(len(crowns) - len(printed.outlines.orchard_trees)) <= 2  # 39 and 124 printed
    expected, found = hex_shares(printed.outlines.orchard_trees, grid), hex_shares(crowns, grid)
    for hex_ in set(expected) | set(found):
        assert abs(expected.get(hex_, 0.0) - found.get(hex_, 0.0)) < 0.04, hex_.id
    for roof in traced.outlines.buildings:
        assert any(traced.hexes[h.id].terrain is Terrain.BUILDING
                   for h in hex_shares([roof], grid)), roof[0][:3]
