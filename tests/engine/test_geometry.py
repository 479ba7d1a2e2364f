"""Map geometry: hexes tile the plane, hexsides are shared, terrain art stays in its hex and is
the same every time, woods and buildings join across hexsides unless the map marks a gap, roads
run continuously from hex to hex."""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

import pytest

from cc_engine.content.loading import load_map
from cc_engine.content.models import MapData
from cc_engine.content.vocabulary import HexsideFeature, Terrain
from cc_engine.geometry import (
    APOTHEM,
    Point,
    hex_center,
    hex_corners,
    hexside_midpoint,
    hexside_segment,
    map_bounds,
    point_in_polygon,
    point_to_hex,
    road_segments,
    terrain_shapes,
)
from cc_engine.hexgrid import Hex, HexGrid

MAPS_DIR = Path(__file__).resolve().parents[2] / "resources" / "maps"
MAP_IDS = [f"map{n:02d}" for n in range(1, 13)]
GRID = HexGrid(15, 10)
HEX_AREA = 3 * math.sqrt(3) / 2


@cache
def shipped(map_id: str) -> MapData:
    return load_map(MAPS_DIR / f"{map_id}.json")


def close(p: Point, q: Point, tol: float = 1e-9) -> bool:
    return math.hypot(p.x - q.x, p.y - q.y) <= tol


def area(polygon: tuple[Point, ...]) -> float:
    return abs(sum(p.x * q.y - q.x * p.y
                   for p, q in zip(polygon, polygon[1:] + polygon[:1], strict=True))) / 2


def inside(point: Point, polygon: tuple[Point, ...]) -> bool:
    """Ray casting: works for the non-convex canopy outlines."""
    result = False
    for p, q in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (p.y > point.y) != (q.y > point.y):
            x = p.x + (point.y - p.y) * (q.x - p.x) / (q.y - p.y)
            if point.x < x:
                result = not result
    return result


def distance_to_outline(point: Point, polygon: tuple[Point, ...]) -> float:
    best = math.inf
    for p, q in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        dx, dy = q.x - p.x, q.y - p.y
        t = max(0.0, min(1.0, ((point.x - p.x) * dx + (point.y - p.y) * dy) / (dx * dx + dy * dy)))
        best = min(best, math.hypot(point.x - p.x - t * dx, point.y - p.y - t * dy))
    return best


def test_adjacent_centre_dots_are_sqrt3_apart_and_others_further() -> None:
    for hex_ in GRID:
        c = hex_center(hex_)
        for other in GRID.within(hex_, 2):
            d = math.dist(c, hex_center(other))
            if hex_.is_adjacent(other):
                assert d == pytest.approx(math.sqrt(3))
            elif other != hex_:
                assert d >= 3.0 - 1e-9


def test_odd_columns_sit_half_a_hex_lower() -> None:
    assert hex_center(Hex.parse("A1")) == (0.0, 0.0)
    b1, c1 = hex_center(Hex.parse("B1")), hex_center(Hex.parse("C1"))
    assert b1.y == pytest.approx(math.sqrt(3) / 2) and c1.y == 0.0


def test_hexside_ends_are_corners_of_both_hexes() -> None:
    for hex_ in GRID:
        for other in GRID.neighbours(hex_):
            p, q = hexside_segment(hex_, other)
            assert (p, q) == hexside_segment(other, hex_)
            assert math.dist(p, q) == pytest.approx(1.0)
            for h in (hex_, other):
                corners = hex_corners(h)
                assert any(close(p, c) for c in corners) and any(close(q, c) for c in corners)
            mid = hexside_midpoint(hex_, other)
            expected = Point(*((a + b) / 2 for a, b in zip(hex_center(hex_), hex_center(other),
                                                            strict=True)))
            assert close(mid, expected)


def test_hexside_segment_refuses_hexes_that_do_not_touch() -> None:
    with pytest.raises(ValueError, match="not adjacent"):
        hexside_segment(Hex.parse("C7"), Hex.parse("C9"))


def test_every_point_maps_back_to_the_hex_whose_cell_holds_it() -> None:
    for hex_ in GRID:
        c = hex_center(hex_)
        assert point_to_hex(c) == hex_
        for corner in hex_corners(hex_):
            near_corner = Point(c.x + 0.95 * (corner.x - c.x), c.y + 0.95 * (corner.y - c.y))
            assert point_to_hex(near_corner) == hex_


def test_map_bounds_enclose_the_hexes_tightly() -> None:
    bounds = map_bounds(15, 10)
    corners = [p for hex_ in GRID for p in hex_corners(hex_)]
    assert min(p.x for p in corners) == pytest.approx(bounds.left)
    assert max(p.x for p in corners) == pytest.approx(bounds.right)
    assert min(p.y for p in corners) == pytest.approx(bounds.top)
    assert max(p.y for p in corners) == pytest.approx(bounds.bottom)
    single = map_bounds(1, 3)
    assert single.bottom == pytest.approx(math.sqrt(3) * 2.5)


@pytest.mark.parametrize("map_id", MAP_IDS)
def test_terrain_art_stays_inside_its_hex(map_id: str) -> None:
    for shape in terrain_shapes(shipped(map_id)):
        hexagon = hex_corners(Hex.parse(shape.hex_id))
        assert len(shape.polygon) >= 3
        for point in shape.polygon:
            assert point_in_polygon(point, hexagon, epsilon=1e-9), (shape.hex_id, point)


@pytest.mark.parametrize("map_id", MAP_IDS)
def test_terrain_shapes_are_the_same_every_time(map_id: str) -> None:
    first = terrain_shapes(shipped(map_id))
    again = terrain_shapes(load_map(MAPS_DIR / f"{map_id}.json"))
    assert first == again
    assert road_segments(shipped(map_id)) == road_segments(load_map(MAPS_DIR / f"{map_id}.json"))


def test_hexes_of_one_terrain_differ_in_shape() -> None:
    # Canopies wholly inside a forest are the hexagon itself; the others have an edge.
    canopies = [s for s in terrain_shapes(shipped("map01"))
                if s.terrain is Terrain.WOODS and len(s.polygon) > 6]
    outlines = {tuple((round(p.x - hex_center(Hex.parse(s.hex_id)).x, 6),
                       round(p.y - hex_center(Hex.parse(s.hex_id)).y, 6)) for p in s.polygon)
                for s in canopies}
    assert len(outlines) > len(canopies) * 0.9


@pytest.mark.parametrize("map_id", MAP_IDS)
def test_every_hex_with_drawn_terrain_gets_a_shape(map_id: str) -> None:
    data = shipped(map_id)
    drawn = {s.hex_id for s in terrain_shapes(data)}
    for hex_id, h in data.hexes.items():
        assert (hex_id in drawn) == (h.terrain is not Terrain.OPEN_GROUND), hex_id


def test_woods_and_buildings_cover_most_of_their_hex() -> None:
    for map_id in ("map01", "map06", "map12"):
        for shape in terrain_shapes(shipped(map_id)):
            if shape.part == "canopy":
                assert area(shape.polygon) > 0.55 * HEX_AREA, shape.hex_id
            elif shape.part == "roof":
                assert 0.15 * HEX_AREA < area(shape.polygon) <= HEX_AREA + 1e-9, shape.hex_id


@pytest.mark.parametrize("map_id", MAP_IDS)
def test_obstacles_join_across_shared_hexsides_unless_marked_clear(map_id: str) -> None:
    """A hexspine between two woods (or buildings) is blocked, except at a drawn gap [10.1]."""
    data = shipped(map_id)
    outline = {s.hex_id: s.polygon for s in terrain_shapes(data)
               if s.part in ("canopy", "roof")}
    clear = {frozenset((s.a, s.b)) for s in data.hexsides if s.feature is HexsideFeature.CLEAR}
    checked = 0
    for hex_ in GRID:
        for other in GRID.neighbours(hex_):
            a, b = data.hexes[hex_.id], data.hexes[other.id]
            if a.terrain != b.terrain or a.terrain not in (Terrain.WOODS, Terrain.BUILDING):
                continue
            mid = hexside_midpoint(hex_, other)
            for h in (hex_.id, other.id):
                if frozenset((hex_.id, other.id)) in clear:
                    assert not inside(mid, outline[h])
                    assert distance_to_outline(mid, outline[h]) > 0.02
                else:
                    assert distance_to_outline(mid, outline[h]) < 1e-9
            checked += 1
    assert checked > 0


def test_a_lone_wood_keeps_clear_of_every_hexside() -> None:
    # map 1 before its traced outlines: E1's only woods neighbour E2 lies across a gap the
    # map maker drew (a ``clear`` hexside)
    plain = shipped("map01").model_dump()
    plain["outlines"] = None
    plain["hexsides"] = [*plain["hexsides"], {"a": "E1", "b": "E2", "feature": "clear"}]
    data = MapData.model_validate(plain)
    a1 = next(s for s in terrain_shapes(data) if s.hex_id == "E1")
    c = hex_center(Hex.parse("E1"))
    assert all(math.dist(p, c) < APOTHEM - 0.02 for p in a1.polygon)


@pytest.mark.parametrize("map_id", MAP_IDS)
def test_roads_run_on_from_hex_to_hex(map_id: str) -> None:
    data = shipped(map_id)
    segments = road_segments(data)
    ends = {(s.hex_id, s.feature, s.end) for s in segments if not s.stub}
    for s in segments:
        assert s.start == hex_center(Hex.parse(s.hex_id))
        assert math.dist(s.start, s.end) == pytest.approx(APOTHEM)
        if s.stub:
            continue
        other = point_to_hex(Point(2 * s.end.x - s.start.x, 2 * s.end.y - s.start.y))
        assert s.feature in data.hexes[other.id].features
        assert (other.id, s.feature, s.end) in ends  # the neighbour's half meets it exactly


@pytest.mark.parametrize("map_id", MAP_IDS)
def test_an_isolated_road_hex_gets_one_stub_towards_the_nearest_edge(map_id: str) -> None:
    data = shipped(map_id)
    segments = road_segments(data)
    for hex_id, h in data.hexes.items():
        hex_ = Hex.parse(hex_id)
        for feature in h.features:
            own = [s for s in segments if s.hex_id == hex_id and s.feature is feature]
            linked = [s for s in own if not s.stub]
            stubs = [s for s in own if s.stub]
            if not linked:
                assert len(stubs) == 1
                edge_distance = min(hex_.row, 9 - hex_.row, hex_.col, 14 - hex_.col)
                start, end = stubs[0].start, stubs[0].end
                beyond = point_to_hex(Point(2 * end.x - start.x, 2 * end.y - start.y))
                assert min(beyond.row, 9 - beyond.row, beyond.col, 14 - beyond.col) < (
                    edge_distance
                )
            assert len(stubs) <= 1


def test_a_road_leaving_the_map_is_drawn_to_the_edge() -> None:
    """Map 1's road enters at A2 from the left edge and runs on to B2."""
    a2 = [s for s in road_segments(shipped("map01")) if s.hex_id == "A2"]
    stub = next(s for s in a2 if s.stub)
    assert stub.end.x < hex_center(Hex.parse("A2")).x
    beyond = Point(2 * stub.end.x - stub.start.x, 2 * stub.end.y - stub.start.y)
    assert not GRID.contains(point_to_hex(beyond))
