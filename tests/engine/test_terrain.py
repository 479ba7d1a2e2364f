"""Terrain effects: the rulebook's Cover and movement examples and the Terrain Chart values."""

from __future__ import annotations

import pytest
from tests.engine.conftest import MapFactory

from cc_engine.content.models import TerrainChart
from cc_engine.content.vocabulary import FortificationKind, HexsideFeature
from cc_engine.hexgrid import Hex
from cc_engine.rules.terrain import MapTerrain, TerrainState, height_advantage

H = Hex.parse


def test_x24_cover_is_the_best_single_instance(chart: TerrainChart, make_map: MapFactory) -> None:
    """T78.3: a Morale-7 Team in Brush has 8; firing across a Wall, 9; in Foxholes, 10."""
    terrain = MapTerrain(make_map(terrain={"E5": "brush"}, hexsides={("E4", "E5"): "wall"}),
                         chart)
    morale = 7
    assert morale + terrain.cover(H("E5")).value == 8
    across_wall = terrain.cover(H("E5"), crossed=HexsideFeature.WALL)
    assert morale + across_wall.value == 9
    assert across_wall.rule == "T97"
    dug_in = TerrainState.build(fortifications={H("E5"): FortificationKind.FOXHOLES})
    assert morale + terrain.cover(H("E5"), dug_in, crossed=HexsideFeature.WALL).value == 10


def test_hexside_cover_does_not_apply_against_mortars(
    chart: TerrainChart, make_map: MapFactory
) -> None:
    terrain = MapTerrain(make_map(), chart)
    assert terrain.cover(H("E5"), crossed=HexsideFeature.HEDGE).value == 1  # T87
    assert terrain.cover(H("E5"), crossed=HexsideFeature.HEDGE, indirect=True).value == 0
    assert terrain.cover(H("E5"), crossed=HexsideFeature.FENCE).value == 0  # T84: none


@pytest.mark.parametrize(
    ("kind", "direct", "indirect"),
    [("foxholes", 3, 4), ("trench", 4, 5), ("pillbox", 5, 6), ("bunker", 6, 7)],
)
def test_fortification_cover(
    chart: TerrainChart, make_map: MapFactory, kind: str, direct: int, indirect: int
) -> None:
    """F101-F105: alternate Cover, one higher against Mortars and Artillery."""
    terrain = MapTerrain(make_map(terrain={"E5": "woods"}), chart)
    state = TerrainState.build(fortifications={H("E5"): FortificationKind(kind)})
    assert terrain.cover(H("E5"), state).value == direct
    assert terrain.cover(H("E5"), state, indirect=True).value == indirect


def test_x28_road_lowers_every_other_cover(chart: TerrainChart, make_map: MapFactory) -> None:
    """T93: Building + Road = 2; a Morale-7 Squad on an Open Ground road has 6, 9 in Foxholes."""
    terrain = MapTerrain(
        make_map(terrain={"C3": "building"}, features={"C3": ("road",), "F6": ("road",)}), chart
    )
    assert terrain.cover(H("C3")).value == 2
    assert 7 + terrain.cover(H("F6")).value == 6
    foxholes = TerrainState.build(fortifications={H("F6"): FortificationKind.FOXHOLES})
    assert 7 + terrain.cover(H("F6"), foxholes).value == 9
    assert "Road" in terrain.cover(H("F6"), foxholes).source


@pytest.mark.parametrize(
    ("terrain_type", "cover"),
    [("open_ground", 0), ("brush", 1), ("woods", 2), ("building", 3), ("orchard", 1),
     ("field", 0), ("stream", -1), ("marsh", 0), ("gully", 1), ("bridge", 2)],
)
def test_terrain_chart_cover(
    chart: TerrainChart, make_map: MapFactory, terrain_type: str, cover: int
) -> None:
    terrain = MapTerrain(make_map(terrain={"H5": terrain_type}), chart)
    assert terrain.cover(H("H5")).value == cover


def test_x25_uphill_costs_one_more(chart: TerrainChart, make_map: MapFactory) -> None:
    """T88.1: Woods level 1 -> Woods level 2 costs 3 MP; the reverse costs 2."""
    terrain = MapTerrain(
        make_map(terrain={"E5": "woods", "E6": "woods"}, elevation={"E5": 2, "E6": 1}), chart
    )
    up = terrain.move_cost(H("E6"), H("E5"))
    assert up.mp == 3
    assert up.explain() == "Woods 2 [T99] + uphill 1 [T88.1] = 3 MP"
    assert terrain.move_cost(H("E5"), H("E6")).mp == 2


@pytest.mark.parametrize(
    ("terrain_type", "mp"),
    [("open_ground", 1), ("brush", 2), ("woods", 2), ("building", 2), ("orchard", 1),
     ("field", 1), ("stream", 3), ("marsh", 3), ("gully", 2), ("water_barrier", None)],
)
def test_terrain_chart_move_costs(
    chart: TerrainChart, make_map: MapFactory, terrain_type: str, mp: int | None
) -> None:
    terrain = MapTerrain(make_map(terrain={"H5": terrain_type}), chart)
    assert terrain.move_cost(H("H4"), H("H5")).mp == mp


def test_hexside_costs_and_cliffs(chart: TerrainChart, make_map: MapFactory) -> None:
    terrain = MapTerrain(
        make_map(hexsides={("C3", "C4"): "wall", ("D3", "D4"): "hedge", ("E3", "E4"): "fence",
                           ("F3", "F4"): "cliff"}),
        chart,
    )
    for column in "CDE":
        assert terrain.move_cost(H(f"{column}3"), H(f"{column}4")).mp == 2  # T84, T87, T97
    cliff = terrain.move_cost(H("F3"), H("F4"))
    assert cliff.mp is None and "T83" in cliff.explain()


def test_roads_and_trails_cost_one_along_them(chart: TerrainChart, make_map: MapFactory) -> None:
    terrain = MapTerrain(
        make_map(terrain={"C3": "woods", "C4": "woods", "C5": "woods"},
                 features={"C3": ("road",), "C4": ("road",), "B4": ("trail",),
                           "C5": ("trail",)}),
        chart,
    )
    assert terrain.move_cost(H("C3"), H("C4")).mp == 1  # along the Road [T93]
    assert terrain.move_cost(H("B4"), H("C5")).mp == 1  # along the Trail [T96]
    assert terrain.move_cost(H("D4"), H("C4")).mp == 2  # entering a road hex off the road
    assert terrain.movement_bonus(H("C4")) == 1
    assert terrain.movement_bonus(H("C5")) == 0  # no bonus on a Trail [T96]


def test_blaze_and_water_barrier_are_impassable(chart: TerrainChart, make_map: MapFactory) -> None:
    terrain = MapTerrain(make_map(terrain={"G5": "water_barrier", "G6": "marsh"}), chart)
    blaze = TerrainState.build(blaze={H("H5")})
    assert terrain.is_impassable(H("G5"))
    assert terrain.is_impassable(H("H5"), blaze) and not terrain.is_impassable(H("H5"))
    assert terrain.move_cost(H("H4"), H("H5"), blaze).mp is None
    assert terrain.is_water(H("G5")) and terrain.is_water(H("G6"))
    assert not terrain.is_water(H("G7"))


def test_trench_to_trench_costs_one(chart: TerrainChart, make_map: MapFactory) -> None:
    """F105.2: whatever the terrain, uphill or hexside; Cliffs still block."""
    terrain = MapTerrain(
        make_map(terrain={"D5": "woods"}, elevation={"D5": 1},
                 hexsides={("D4", "D5"): "wall", ("E4", "E5"): "cliff"}),
        chart,
    )
    state = TerrainState.build(fortifications={
        H("D4"): FortificationKind.TRENCH, H("D5"): FortificationKind.BUNKER,
        H("E4"): FortificationKind.TRENCH, H("E5"): FortificationKind.TRENCH,
    })
    assert terrain.move_cost(H("D4"), H("D5"), state).mp == 1
    assert terrain.move_cost(H("D4"), H("D5")).mp == 4  # woods 2 + wall 1 + uphill 1
    assert terrain.move_cost(H("E4"), H("E5"), state).mp is None


def test_x29_airburst(chart: TerrainChart, make_map: MapFactory) -> None:
    """T99: a 6-FP Mortar rolling 7 against Woods totals 15, not 13."""
    terrain = MapTerrain(make_map(terrain={"J4": "woods"}), chart)
    assert 6 + 7 + terrain.airburst_bonus(H("J4"), indirect=True) == 15
    assert terrain.airburst_bonus(H("J4"), indirect=False) == 0


def test_height_advantage() -> None:
    """T88.2: -1 firing up at a higher target, +1 firing down."""
    assert height_advantage([0], 1) == (("uphill", -1, "T88.2"),)
    assert height_advantage([2], 1) == (("downhill", 1, "T88.2"),)
    assert height_advantage([1, 1], 1) == ()


def test_wire_and_mines(chart: TerrainChart, make_map: MapFactory) -> None:
    """F106.1-2: -1 FP/Range/Morale in Wire, a Move ends entering or leaving it; F103.2 Mines."""
    terrain = MapTerrain(make_map(), chart)
    state = TerrainState.build(fortifications={H("E5"): FortificationKind.WIRE,
                                               H("G5"): FortificationKind.MINES})
    assert terrain.wire_modifier(H("E5"), state) == -1
    assert terrain.wire_modifier(H("E6"), state) == 0
    assert terrain.stops_movement(H("E4"), H("E5"), state)
    assert terrain.stops_movement(H("E5"), H("E6"), state)
    assert not terrain.stops_movement(H("E6"), H("E7"), state)
    assert terrain.mine_attack_fp(H("G5"), state, 6) == 6
    assert terrain.mine_attack_fp(H("G5"), state, 8) == 8
    assert terrain.mine_attack_fp(H("G6"), state, 6) is None
