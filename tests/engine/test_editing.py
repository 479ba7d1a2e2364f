"""The designer's edits: each returns a new valid model and leaves the old one as it was."""

from __future__ import annotations

import pytest
from tests.engine import gamehelpers

from cc_engine.content.editing import (
    blank_map,
    fill_region,
    join_building,
    paint_terrain,
    place_objective,
    set_elevation,
    set_feature,
    set_hexside,
    split_building,
    with_field,
)
from cc_engine.content.loading import ContentError, ContentPack
from cc_engine.content.validation import validate_map, validate_scenario
from cc_engine.content.vocabulary import Feature, HexsideFeature, Posture, Terrain


def test_a_blank_map_is_open_ground_and_wants_its_objectives() -> None:
    blank = blank_map("my_map", "My map")
    assert (blank.cols, blank.rows, len(blank.hexes)) == (15, 10, 150)
    assert {h.terrain for h in blank.hexes.values()} == {Terrain.OPEN_GROUND}
    problems = [p.message for p in validate_map(blank, "my_map.json")]
    assert problems == [f"Objective {n} is in 0 hexes, not 1: a map carries all five numbered "
                        "Objectives, each in one hex, for the Objective chits to score [2.3]"
                        for n in range(1, 6)]
    small = blank_map("tiny", "Tiny", 4, 3)
    assert sorted(small.hexes)[:3] == ["A1", "A2", "A3"] and len(small.hexes) == 12
    with pytest.raises(ContentError, match="cols: 27 is outside 1-26"):
        blank_map("big", "Big", 27, 10)


def test_paint_fill_and_elevation_change_only_their_hexes() -> None:
    blank = blank_map("m", "M", 5, 5)
    woods = paint_terrain(blank, ["B2", "B3"], Terrain.WOODS)
    assert blank.hexes["B2"].terrain is Terrain.OPEN_GROUND  # the old map is untouched
    assert [h for h, v in woods.hexes.items() if v.terrain is Terrain.WOODS] == ["B2", "B3"]
    # Flood fill from B2 reaches B3 (joined Woods) and nothing else.
    brush = fill_region(woods, "B2", Terrain.BRUSH)
    assert sorted(h for h, v in brush.hexes.items() if v.terrain is Terrain.BRUSH) == ["B2", "B3"]
    # Flood fill of the open ground takes every other hex.
    field = fill_region(woods, "A1", Terrain.FIELD)
    assert sum(v.terrain is Terrain.FIELD for v in field.hexes.values()) == 23
    hill = set_elevation(blank, ["C3"], 2)
    assert hill.hexes["C3"].elevation == 2
    with pytest.raises(ContentError, match=r"hexes.C3: .*less than or equal to 9"):
        set_elevation(blank, ["C3"], 12)
    with pytest.raises(ContentError, match="F9 is not on this map"):
        paint_terrain(blank, ["F9"], Terrain.WOODS)
    assert paint_terrain(blank, ["A1"], Terrain.OPEN_GROUND) is blank  # no change, same map


def test_features_hexsides_and_objectives() -> None:
    blank = blank_map("m", "M", 5, 5)
    road = set_feature(blank, ["B2", "C2"], Feature.ROAD)
    assert road.hexes["B2"].features == (Feature.ROAD,)
    assert set_feature(road, ["B2"], Feature.ROAD, present=False).hexes["B2"].features == ()
    wall = set_hexside(blank, "C2", "B2", HexsideFeature.WALL)
    assert [(s.a, s.b, s.feature) for s in wall.hexsides] == [("B2", "C2", HexsideFeature.WALL)]
    hedge = set_hexside(wall, "B2", "C2", HexsideFeature.HEDGE)
    assert [s.feature for s in hedge.hexsides] == [HexsideFeature.HEDGE]  # replaced, not added
    assert set_hexside(hedge, "B2", "C2", None).hexsides == ()
    with pytest.raises(ContentError, match="B2 and D2 are not adjacent"):
        set_hexside(blank, "B2", "D2", HexsideFeature.WALL)
    one = place_objective(blank, "A1", 1)
    moved = place_objective(one, "E5", 1)
    assert moved.hexes["A1"].objective is None and moved.hexes["E5"].objective == 1
    assert place_objective(moved, "E5", None).hexes["E5"].objective is None
    with pytest.raises(ContentError, match="numbered 1-5, not 6"):
        place_objective(blank, "A1", 6)


def test_with_field_sets_any_scenario_field_and_refuses_bad_values(
        content_pack: ContentPack) -> None:
    scenario = gamehelpers.scenario(1)
    before = scenario.sudden_death
    longer = with_field(scenario, "sudden_death", before + 1)
    assert longer.sudden_death == before + 1 and scenario.sudden_death == before
    assert with_field(scenario, "axis.posture", "defend").axis.posture is Posture.DEFEND
    renamed = with_field(scenario, "allies.forces.0.name", "Sgt. Kuznetsov")
    assert renamed.allies.forces[0].name == "Sgt. Kuznetsov"
    assert with_field(scenario, "objectives.control.3", "axis").objectives.control["3"] == "axis"
    with pytest.raises(ContentError, match=r"axis\.orders: Input should be less than or equal"):
        with_field(scenario, "axis.orders", 7)
    with pytest.raises(ContentError, match="colour: not a known key"):
        with_field(scenario, "colour", "red")
    with pytest.raises(ContentError, match=r"axis\.forces\.99: no such field"):
        with_field(scenario, "axis.forces.99", {})
    # A field change the validator dislikes is still a well-formed scenario: the designer
    # shows the problem instead of refusing the edit.
    early = with_field(scenario, "sudden_death", 0)
    assert any(p.field == "sudden_death" for p in validate_scenario(early, content_pack))



def test_join_and_split_buildings() -> None:
    """A designer joins adjacent Building hexes into one building and takes hexes out again;
    joining a hex of a building takes in the whole building [7.3.1.1]."""
    blank = blank_map("m", "M", 6, 6)
    town = paint_terrain(blank, ["B2", "C2", "C3", "D3", "E5"], Terrain.BUILDING)
    one = join_building(town, ["C2", "B2"])
    assert one.buildings == (("B2", "C2"),) and town.buildings == ()
    assert join_building(one, ["C2"]) is one  # a click on a hex already joined: nothing new
    assert join_building(town, ["E5"]) is town  # a lone hex is a one-hex building
    bigger = join_building(one, ["D3", "C3", "C2"])
    assert bigger.buildings == (("B2", "C2", "C3", "D3"),)
    with pytest.raises(ContentError, match="must join up; apart from the rest: E5"):
        join_building(bigger, ["D3", "E5"])
    with pytest.raises(ContentError, match="A1: not a Building hex"):
        join_building(bigger, ["A1", "B2"])
    # Taking C3 out leaves B2-C2 joined; D3 is alone now, so a one-hex building.
    assert split_building(bigger, ["C3"]).buildings == (("B2", "C2"),)
    assert split_building(bigger, ["A1"]) is bigger
    # Painting other terrain over a Building hex takes it out of its building.
    assert paint_terrain(bigger, ["C2"], Terrain.WOODS).buildings == (("B2", "C3", "D3"),)
    assert paint_terrain(bigger, ["C3"], Terrain.WOODS).buildings == (("B2", "C2"),)
    assert paint_terrain(bigger, ["C2"], Terrain.BUILDING) is bigger
    assert fill_region(bigger, "B2", Terrain.OPEN_GROUND).buildings == ()
    assert not [p for p in validate_map(bigger, "m.json") if p.field.startswith("buildings")]


def test_the_validator_names_each_bad_building() -> None:
    """Every problem of the ``buildings`` field names the building and what is wrong."""
    town = paint_terrain(blank_map("m", "M", 6, 6), ["B2", "C2", "E5", "E4"], Terrain.BUILDING)
    bad = town.model_copy(update={"buildings": (
        ("B2", "C2"), ("C2",), ("E4", "E5", "A1", "Z9"), ("B2", "E5"))})
    problems = [(p.field, p.message) for p in validate_map(bad, "m.json")
                if p.field.startswith("buildings")]
    assert problems == [
        ("buildings[1]", "a building listed here needs two or more hexes; a one-hex building "
                         "is not listed [7.3.1.1]"),
        ("buildings[1]", "C2 is in more than one building"),
        ("buildings[2]", "A1 is not a Building hex [T82]"),
        ("buildings[2]", "Z9 is not on this map"),
        ("buildings[2]", "the hexes of a building must join up; apart from the rest: A1"),
        ("buildings[3]", "B2 is in more than one building"),
        ("buildings[3]", "E5 is in more than one building"),
        ("buildings[3]", "the hexes of a building must join up; apart from the rest: E5"),
    ]
