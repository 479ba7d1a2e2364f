"""Line of sight on traced outlines of the printed art [10.1, T86, T88, T91, T93].

Each position is a small map whose ``outlines`` say where the art lies, so the string meets
the drawn shapes a player sees, not whole hexes. The shipped maps' outlines are checked
against their hexes (the validator's ``outline_problems``) so that art and data cannot drift.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from tests.engine.conftest import build_map

from cc_engine.content.loading import load_content_pack
from cc_engine.content.models import MapData, MapOutlines, OutlinePolygon, TerrainChart
from cc_engine.content.outlines import hex_pieces, map_contains
from cc_engine.content.validation import outline_problems
from cc_engine.content.vocabulary import Terrain
from cc_engine.geometry import hex_center, hex_corners
from cc_engine.hexgrid import Hex
from cc_engine.rules.los import LosCache, Sight
from cc_engine.rules.terrain import MapTerrain, TerrainState

H = Hex.parse
ROOT = Path(__file__).resolve().parents[2]


def traced(map_data: MapData, **kinds: object) -> MapData:
    """``map_data`` with these outlines (the kinds not given are empty)."""
    return map_data.model_copy(update={"outlines": MapOutlines.model_validate(kinds)})


def judge(chart: TerrainChart, map_data: MapData, a: str, b: str) -> tuple[Sight, int, str]:
    result = LosCache(MapTerrain(map_data, chart)).los(TerrainState(), H(a), H(b))
    return result.sight, result.hindrance, result.explain()


def box(left: float, top: float, right: float, bottom: float) -> OutlinePolygon:
    return (((left, top), (right, top), (right, bottom), (left, bottom)),)


def crown(x: float, y: float, radius: float = 0.22) -> OutlinePolygon:
    return (tuple((x + radius * math.cos(k * math.pi / 6), y + radius * math.sin(k * math.pi / 6))
                  for k in range(12)),)


def hexagon(hex_id: str) -> OutlinePolygon:
    return (tuple((p.x, p.y) for p in hex_corners(H(hex_id))),)


# --- woods and roofs: only the drawn art blocks [10.1, T99] -----------------------------------


def test_a_gap_between_two_woods_along_a_hexside_keeps_the_string_open(
        chart: TerrainChart) -> None:
    """A2 -> C2 runs exactly along the hexside between B1 and B2 (y = sqrt 3)."""
    woods = build_map(terrain={"B1": "woods", "B2": "woods"})
    y = math.sqrt(3)
    apart = traced(woods, woods=[box(1.1, y - 0.7, 1.9, y - 0.06),
                                 box(1.1, y + 0.06, 1.9, y + 0.7)])
    assert judge(chart, apart, "A2", "C2")[0] is Sight.CLEAR
    joined = traced(woods, woods=[box(1.1, y - 0.7, 1.9, y + 0.7)])
    sight, _, why = judge(chart, joined, "A2", "C2")
    assert sight is Sight.BLOCKED
    assert re.search(r"Woods 1 in B[12] at the same level \[10\.2, T99\]", why), why


def test_woods_in_two_corners_of_a_hex_leave_the_middle_open(chart: TerrainChart) -> None:
    """One polygon (a U) reaching into D3 at two corners: its two pieces there are apart."""
    cx, cy = hex_center(H("D3"))
    u_shape = (((cx - 0.95, cy - 0.2), (cx - 0.95, cy + 2.5), (cx + 0.95, cy + 2.5),
                (cx + 0.95, cy - 0.2), (cx + 0.7, cy - 0.2), (cx + 0.7, cy + 2.2),
                (cx - 0.7, cy + 2.2), (cx - 0.7, cy - 0.2)),)
    pieces = hex_pieces(u_shape, 15, 10)[(H("D3").col, H("D3").row)]
    assert len(pieces) == 2
    woods = traced(build_map(terrain={"D3": "woods", "D4": "woods"}), woods=[u_shape])
    assert judge(chart, woods, "D1", "D5")[0] is Sight.BLOCKED  # the bottom of the U in D4
    assert judge(chart, woods, "D2", "D4")[0] is Sight.CLEAR  # between its arms in D3


def test_art_in_the_end_hexes_never_blocks(chart: TerrainChart) -> None:
    """Woods drawn over the whole sighting and target hexes, and over the hexside between
    the target and the hex before it, do not block [10.1]."""
    woods = build_map(terrain={"C3": "woods", "C5": "woods"})
    art = traced(woods, woods=[hexagon("C3"), hexagon("C5")])
    assert judge(chart, art, "C3", "C5")[0] is Sight.CLEAR


# --- orchards: the tree crowns hinder [T91] -----------------------------------------------------


def test_a_string_between_orchard_crowns_is_clear_one_over_a_crown_is_hindered(
        chart: TerrainChart) -> None:
    orchard = build_map(terrain={"B2": "orchard"})
    x, y = hex_center(H("B2"))
    between = traced(orchard, orchard_trees=[crown(x - 0.4, y - 0.3), crown(x + 0.4, y - 0.3),
                                             crown(x - 0.4, y + 0.3), crown(x + 0.4, y + 0.3)])
    assert judge(chart, between, "B1", "B3")[0] is Sight.CLEAR  # x = 1.5 passes between
    value = next(e.hindrance for e in chart.hexes if e.id is Terrain.ORCHARD)
    over = traced(orchard, orchard_trees=[crown(x, y + 0.3)])
    sight, hindrance, why = judge(chart, over, "B1", "B3")
    assert (sight, hindrance) == (Sight.HINDERED, value)
    assert "Orchard 1 in B2" in why and "T91" in why


def test_the_road_is_a_corridor_through_woods_art(chart: TerrainChart) -> None:
    """T93: a string exactly along the road depiction ignores the woods around it; the same
    woods block a string beside the road."""
    base = build_map(terrain={"M5": "woods"},
                     features={h: ("road",) for h in ("M4", "M5", "M6", "M7", "M8", "M9")})
    art = traced(base, woods=[hexagon("M5")])
    assert judge(chart, art, "M9", "M4")[0] is Sight.CLEAR
    assert judge(chart, art, "L6", "N4")[0] is Sight.BLOCKED


# --- hills: crest lines inside hexes [T88.3] -----------------------------------------------------


def crest_map(level_two: OutlinePolygon) -> MapData:
    """Column E climbs: E5 stands at level 1 (its centre dot), E6 at level 2."""
    base = build_map(elevation={"E5": 1, "E6": 2, "E7": 2})
    return traced(base, hills={"1": [box(4.9, 6.2, 7.1, 12.0)], "2": [level_two]})


def test_a_crest_line_inside_the_hex_before_the_target_hides_it(chart: TerrainChart) -> None:
    """From E2 (level 0) up to E6 (level 2): level-2 ground reaching into E5 across the string
    means E6 is not the first level-2 Crest hex on the way [T88.3.1, T88.3.2]."""
    reaching = crest_map(box(5.2, 7.5, 6.8, 12.0))
    sight, _, why = judge(chart, reaching, "E2", "E6")
    assert sight is Sight.BLOCKED and "T88.3.2" in why and "level-2 Hill 1 in E5" in why
    # The same ground, seen from the top of the hill down to E2, hides E2 as well.
    assert judge(chart, reaching, "E6", "E2")[0] is Sight.BLOCKED
    # Level-2 ground in E5 only east of the string: the string meets it first in E6.
    beside = crest_map((((5.2, 7.85), (6.3, 7.85), (6.3, 7.5), (6.9, 7.5), (6.9, 12.0),
                         (5.2, 12.0)),))
    assert judge(chart, beside, "E2", "E6")[0] is Sight.CLEAR


def test_a_hill_drawn_higher_than_both_ends_blocks_where_the_string_touches_it(
        chart: TerrainChart) -> None:
    """T88.3.3: a level-1 knoll in the western half of E4 blocks E2-E6 (both level 0) only if
    the string touches it."""
    base = build_map(elevation={"E4": 1})
    x, y = hex_center(H("E4"))
    touching = traced(base, hills={"1": [box(x - 0.9, y - 0.5, x + 0.05, y + 0.5)]})
    sight, _, why = judge(chart, touching, "E2", "E6")
    assert sight is Sight.BLOCKED and "T88.3.3" in why
    short = traced(base, hills={"1": [box(x - 0.9, y - 0.5, x - 0.05, y + 0.5)]})
    assert judge(chart, short, "E2", "E6")[0] is Sight.CLEAR


# --- gullies [T86] --------------------------------------------------------------------------------


def test_into_and_out_of_a_gully(chart: TerrainChart) -> None:
    gully = build_map(terrain={"E5": "gully"}, elevation={"E2": 1})
    for a, b in (("E5", "E3"), ("E3", "E5")):  # out of it, into it: level 0, not adjacent
        sight, _, why = judge(chart, gully, a, b)
        assert sight is Sight.BLOCKED and "[T86]" in why and "E5" in why
    assert judge(chart, gully, "E5", "E4")[0] is Sight.CLEAR  # adjacent
    assert judge(chart, gully, "E2", "E5")[0] is Sight.CLEAR  # from higher ground
    assert judge(chart, gully, "E5", "E2")[0] is Sight.CLEAR


# --- the shipped maps: outlines and hexes agree --------------------------------------------------


@pytest.fixture(scope="module")
def shipped() -> dict[str, MapData]:
    return dict(load_content_pack(ROOT / "resources").maps)


def test_every_shipped_map_has_outlines_that_agree_with_its_hexes(
        shipped: dict[str, MapData]) -> None:
    """Every vertex on the map, hill levels nested, centre dots at their hex's level, every
    Woods and Building hex holding its art and no other hex mostly under it."""
    assert len(shipped) == 12
    for map_id, map_data in shipped.items():
        assert map_data.outlines is not None, map_id
        assert outline_problems(map_data) == [], map_id
        outlines = map_data.outlines
        for polygon in (*outlines.woods, *outlines.buildings, *outlines.orchard_trees):
            assert all(map_contains(p, map_data.cols, map_data.rows) for ring in polygon
                       for p in ring), map_id


def test_the_validator_names_outlines_that_disagree_with_the_hexes(
        shipped: dict[str, MapData]) -> None:
    map01 = shipped["map01"]
    assert map01.outlines is not None
    woods_hex = next(h for h, m in map01.hexes.items() if m.terrain is Terrain.WOODS)
    no_art = map01.model_copy(update={"outlines": map01.outlines.model_copy(
        update={"woods": ()})})
    assert any(field == f"hexes.{woods_hex}.terrain" for field, _ in outline_problems(no_art))
    open_hex = next(h for h, m in map01.hexes.items()
                    if m.terrain is Terrain.OPEN_GROUND and m.elevation == 0)
    extra = map01.outlines.model_copy(update={"woods": (*map01.outlines.woods,
                                                        hexagon(open_hex))})
    problems = outline_problems(map01.model_copy(update={"outlines": extra}))
    assert [field for field, _ in problems] == [f"hexes.{open_hex}.terrain"]
    assert "100 %" in problems[0][1]
    off = map01.outlines.model_copy(update={"field": (box(-3.0, -3.0, -2.0, -2.0),)})
    problems = outline_problems(map01.model_copy(update={"outlines": off}))
    assert [field for field, _ in problems] == ["outlines.field[0][0]"]
    hill = map01.outlines.model_copy(update={"hills": {"1": (hexagon(open_hex),)}})
    problems = outline_problems(map01.model_copy(update={"outlines": hill}))
    assert f"hexes.{open_hex}.elevation" in [field for field, _ in problems]
    floating = map01.outlines.model_copy(update={"hills": {"2": (hexagon(open_hex),)}})
    problems = outline_problems(map01.model_copy(update={"outlines": floating}))
    assert "outlines.hills.2[0]" in [field for field, _ in problems]


def test_a_shipped_map_names_the_outline_and_the_hex_that_block(
        chart: TerrainChart, shipped: dict[str, MapData]) -> None:
    cache = LosCache(MapTerrain(shipped["map01"], chart))
    reasons = [r.explain() for r in cache.table(TerrainState()).values()
               if r.sight is Sight.BLOCKED]
    assert any(re.search(r"Woods \d+ in [A-O]\d+ at the same level", r) for r in reasons)
    assert any(re.search(r"Building \d+ in [A-O]\d+", r) for r in reasons)
