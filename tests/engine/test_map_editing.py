"""Map tools: resize, areas, mirror and rotate keep a traced map valid [10.1] and move its
hexes, hexsides, buildings and art exactly; brushes and rectangles cover the right hexes."""

from __future__ import annotations

from pathlib import Path

import pytest

from cc_engine.content.editing import blank_map, place_objective, set_hexside
from cc_engine.content.loading import ContentError, load_map, load_scenario_and_map
from cc_engine.content.map_editing import (
    MOTIONS,
    brush_hexes,
    copy_area,
    hex_rectangle,
    motion_hexes,
    motion_losses,
    move_area,
    moved_map,
    moved_scenario,
    paste_area,
    resize_map,
    resize_problems,
)
from cc_engine.content.models import MapData
from cc_engine.content.validation import validate_map
from cc_engine.content.vocabulary import HexsideFeature, Terrain
from cc_engine.hexgrid import Hex

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "resources" / "maps"


def _map(name: str) -> MapData:
    return load_map(MAPS / f"{name}.json")


def _problems(map_data: MapData) -> list[str]:
    return [f"{p.field}: {p.message}" for p in validate_map(map_data, "m.json")]


@pytest.mark.parametrize("name", ["map01", "map02", "map03"])
def test_every_tool_keeps_a_shipped_map_valid(name: str) -> None:
    before = _map(name)
    assert _problems(before) == []
    results = [moved_map(before, m) for m in MOTIONS]
    results += [resize_map(before, 17, 12), resize_map(before, 14, 9),
                paste_area(before, copy_area(before, hex_rectangle("C3", "F6")), "H4"),
                paste_area(before, copy_area(before, hex_rectangle("C3", "F6")), "M8"),
                move_area(before, hex_rectangle("C3", "E5"), "D6")]
    for result in results:
        assert _problems(result) == []
    assert _map(name) == before  # inputs untouched


def test_mirror_left_right_of_an_odd_width_map_is_exact_and_its_own_inverse() -> None:
    before = _map("map01")
    assert motion_losses(before, "mirror_left_right") == ()
    mapping = motion_hexes(before, "mirror_left_right")
    assert mapping["A1"] == "O1" and mapping["B7"] == "N7" and mapping["H5"] == "H5"
    mirrored = moved_map(before, "mirror_left_right")
    assert mirrored.hexes["O1"] == before.hexes["A1"]
    assert {(s.a, s.b) for s in mirrored.hexsides} == {
        tuple(sorted((mapping[s.a], mapping[s.b]), key=Hex.parse)) for s in before.hexsides}
    assert moved_map(mirrored, "mirror_left_right") == before


def test_rotation_is_exact_on_an_even_width_and_loses_half_a_row_on_an_odd_one() -> None:
    even = resize_map(_map("map01"), 14, 10)
    assert motion_losses(even, "rotate_180") == ()
    assert motion_hexes(even, "rotate_180")["A1"] == "N10"
    assert moved_map(moved_map(even, "rotate_180"), "rotate_180") == even
    odd = _map("map01")
    lost = motion_losses(odd, "rotate_180")
    assert len(lost) == 7 and all(Hex.parse(h).col % 2 == 1 for h in lost)


def test_mirror_top_bottom_loses_one_hex_of_every_other_column() -> None:
    map_data = blank_map("m", "M", 15, 10)
    lost = motion_losses(map_data, "mirror_top_bottom")
    assert len(lost) == 7
    assert motion_hexes(map_data, "mirror_top_bottom")["A1"] == "A10"
    assert motion_losses(blank_map("m", "M", 1, 10), "mirror_top_bottom") == ()


def test_an_objective_pushed_off_the_map_is_refused() -> None:
    map_data = place_objective(blank_map("m", "M", 15, 10), "O10", 1)
    with pytest.raises(ContentError, match="O10"):
        resize_map(map_data, 14, 10)
    lost = motion_losses(map_data, "mirror_top_bottom")[0]
    with pytest.raises(ContentError, match=lost):
        moved_map(place_objective(map_data, lost, 2), "mirror_top_bottom")


def test_resize_adds_open_ground_and_drops_hexsides_off_the_map() -> None:
    map_data = set_hexside(_map("map01"), "O9", "O10", HexsideFeature.WALL)
    grown = resize_map(map_data, 16, 11)
    assert len(grown.hexes) == 16 * 11
    assert grown.hexes["P11"].terrain is Terrain.OPEN_GROUND
    assert grown.hexes["P11"].elevation == 0
    shrunk = resize_map(map_data, 15, 9)
    assert "O10" not in shrunk.hexes
    assert all("O10" not in (s.a, s.b) for s in shrunk.hexsides)
    with pytest.raises(ContentError, match="1-26"):
        resize_map(map_data, 27, 10)


def test_resize_problems_name_the_placements_and_setup_hexes_off_the_map() -> None:
    from cc_engine.content.loading import load_content_pack

    pack = load_content_pack(ROOT / "resources")
    scenario, _ = load_scenario_and_map(ROOT / "scenarios" / "scenario01.json", pack)
    scenario = scenario.model_copy(update={"axis": scenario.axis.model_copy(update={
        "setup": scenario.axis.setup.model_copy(update={"hexes": ("A1", "O10")})})})
    problems = resize_problems(scenario, 15, 9)
    hexes = next(p for p in problems if p.field == "axis.setup.hexes")
    assert "O10" in str(hexes.message) and "A1" not in str(hexes.message)
    assert resize_problems(scenario, 15, 10) == []
    moved = moved_scenario(scenario, motion_hexes(blank_map("m", "M"), "mirror_left_right"))
    assert moved.axis.setup.hexes == ("O1", "A10")


def test_paste_copies_terrain_features_and_hexsides_but_not_objectives() -> None:
    source = set_hexside(_map("map01"), "C3", "C4", HexsideFeature.HEDGE)
    area = copy_area(source, hex_rectangle("C3", "E5"))
    assert len(area) == 9
    pasted = paste_area(source, area, "I4")  # C -> I: an even shift of columns
    for col in range(3):
        for row in range(3):
            a, b = Hex(2 + col, 2 + row).id, Hex(8 + col, 3 + row).id
            assert (pasted.hexes[b].terrain, pasted.hexes[b].elevation,
                    pasted.hexes[b].features) == (source.hexes[a].terrain,
                                                  source.hexes[a].elevation,
                                                  source.hexes[a].features)
            assert pasted.hexes[b].objective == source.hexes[b].objective
    assert any({s.a, s.b} == {"I4", "I5"} and s.feature is HexsideFeature.HEDGE
               for s in pasted.hexsides)


def test_move_leaves_open_ground_and_carries_the_objective() -> None:
    source = place_objective(blank_map("m", "M"), "C3", 1)
    source = source.model_copy(update={"hexes": {**source.hexes, "C3": source.hexes[
        "C3"].model_copy(update={"terrain": Terrain.WOODS})}})
    moved = move_area(source, ["C3", "C4"], "G5")
    assert moved.hexes["G5"].terrain is Terrain.WOODS and moved.hexes["G5"].objective == 1
    assert moved.hexes["C3"].terrain is Terrain.OPEN_GROUND
    assert moved.hexes["C3"].objective is None
    assert move_area(source, ["C3"], "C3") is source


def test_brush_sizes_and_rectangles() -> None:
    assert brush_hexes(15, 10, "H5", 1) == ("H5",)
    assert len(brush_hexes(15, 10, "H5", 2)) == 7
    assert len(brush_hexes(15, 10, "H5", 3)) == 19
    assert len(brush_hexes(15, 10, "A1", 2)) == 3
    assert hex_rectangle("D4", "B2") == ("B2", "B3", "B4", "C2", "C3", "C4", "D2", "D3", "D4")
