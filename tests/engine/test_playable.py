"""Files that validate must play (issue 31): what ``cc-validate`` accepts sets up and plays;
everything else is a problem naming the file, the field and the reason, and
:func:`cc_engine.new_game` refuses it with the same problems instead of failing later.

The scenarios here are shipped scenario 2 (Germans on the right edge 12 deep, Americans on the
left) with the American setup changed, sometimes beside a map of the designer's own.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from cc_engine import apply, new_game
from cc_engine.content import cli
from cc_engine.content.cli import default_content_root, default_scenarios_root
from cc_engine.content.loading import (
    ContentError,
    ContentPack,
    Problem,
    load_scenario,
    load_scenario_and_map,
)
from cc_engine.content.models import MapData
from cc_engine.content.outline_editing import regenerate_hexes
from cc_engine.content.validation import validate_file, validate_playable
from cc_engine.content.vocabulary import SideId
from cc_engine.content.writing import model_text
from cc_engine.flow import Log, push, settle
from cc_engine.frames import TimeFrame
from cc_engine.hexgrid import Hex, MapEdge
from cc_engine.rules.cards import reinforcement_hexes
from cc_engine.rules.units import FIGURES, figures_in, unit_kind
from cc_engine.rules.victory import exit_unit
from cc_engine.state import GameState

AXIS, ALLIES = SideId.AXIS, SideId.ALLIES
BASE = default_scenarios_root() / "scenario02.json"
MAP = default_content_root() / "maps" / "map02.json"
OPEN = ("A4", "A6", "A7", "A10", "B1", "B2", "B4", "B5")  # Open Ground on map 2, left edge


def scenario_data(**allies: Any) -> dict[str, Any]:
    """Scenario 2 as JSON data, with fields of the American side replaced."""
    data: dict[str, Any] = json.loads(BASE.read_text(encoding="utf-8"))
    data["allies"].update(allies)
    return data


def write(folder: Path, data: dict[str, Any], name: str = "mine.json") -> Path:
    path = folder / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def map_beside(folder: Path, **terrain: str) -> Path:
    """A copy of map 2 beside the scenario (a designer's own map of the same id) with the
    given hexes' terrain changed and their art redrawn, as the designer does."""
    data = json.loads(MAP.read_text(encoding="utf-8"))
    for hex_id, kind in terrain.items():
        data["hexes"][hex_id] = {"terrain": kind}
    changed = regenerate_hexes(MapData.model_validate(data), list(terrain))
    path = folder / "map02.json"
    path.write_text(model_text(changed), encoding="utf-8")
    return path


def squads(count: int, **more: Any) -> dict[str, Any]:
    return {"kind": "unit", "type": "line", "count": count, **more}


def errors(path: Path, pack: ContentPack) -> list[str]:
    """``field: reason`` of every error of a file, as cc-validate prints them (no file)."""
    return [f"{p.field}: {p.message}" for p in validate_file(path, pack) if p.severity == "error"]


def refused(path: Path, pack: ContentPack) -> list[Problem]:
    """new_game refuses the scenario (played with the map the game loads): its problems."""
    scenario, game_pack = load_scenario_and_map(path, pack)
    with pytest.raises(ContentError) as caught:
        new_game(scenario, game_pack, 1)
    return list(caught.value.problems)


def random_setup(state: GameState, rng: random.Random) -> GameState:
    while state.pending is not None and state.pending.kind in ("setup", "arm", "fortify"):
        state = apply(state, rng.choice(state.pending.choices)).state
    return state


# --- setup zones [8.2, T98] ----------------------------------------------------------------


ROOM = ("allies.setup: 3 units (12 figures) need at least 3 hexes of the setup zone that a "
        "unit can enter, to be sure each finds room whatever the order of placement (7 figures "
        "a hex) [8.2]; the zone has 2")


def test_a_setup_zone_too_small_is_refused_by_the_validator_and_by_new_game(
        tmp_path: Path, content_pack: ContentPack, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, scenario_data(forces=[squads(3)], setup={"hexes": ["A4", "A6"]}))
    assert errors(path, content_pack) == [ROOM]
    assert cli.main([str(path)]) == 1
    assert f"{path}: {ROOM}" in capsys.readouterr().out.splitlines()  # named as given
    problems = refused(path, content_pack)  # named by the scenario's id
    assert [str(p) for p in problems] == [f"scenario02.json: {ROOM}"]


def test_three_squads_in_three_hexes_set_up_and_play(tmp_path: Path,
                                                     content_pack: ContentPack) -> None:
    path = write(tmp_path, scenario_data(forces=[squads(3)],
                                         setup={"hexes": ["A4", "A6", "A7"]}))
    assert errors(path, content_pack) == []
    scenario, pack = load_scenario_and_map(path, content_pack)
    state = random_setup(new_game(scenario, pack, 3), random.Random(3))
    assert state.pending is not None and state.pending.kind == "turn"
    assert {u.hex.id for u in state.units_on_map(ALLIES) if u.hex} == {"A4", "A6", "A7"}


def test_a_zone_of_impassable_hexes_only(tmp_path: Path, content_pack: ContentPack) -> None:
    map_beside(tmp_path, A4="water_barrier", A6="water_barrier")
    path = write(tmp_path, scenario_data(forces=[squads(1)], setup={"hexes": ["A4", "A6"]}))
    reason = ("allies.setup: no hex of the setup zone can take a unit: each is impassable or "
              "off the map [T98]")
    assert errors(path, content_pack) == [reason]
    assert [str(p) for p in refused(path, content_pack)] == [f"scenario02.json: {reason}"]


def test_setup_zones_that_share_hexes(tmp_path: Path, content_pack: ContentPack) -> None:
    """Germans 12 deep from the right edge hold columns D-O: an American zone 4 deep shares
    column D. Shared Water Barrier hexes would not count (no unit can stand there)."""
    path = write(tmp_path, scenario_data(setup={"depth": 4}))
    assert errors(path, content_pack) == [
        "allies.setup: the two sides' setup zones share 10 hexes (D1, D2, D3, D4, D5, D6, D7, "
        "D8, D9, D10): each side sets up in hexes of its own"]
    assert len(refused(path, content_pack)) == 1


def test_every_shipped_scenario_validates_and_sets_up(content_pack: ContentPack) -> None:
    """Scenario 7 let both sides set up anywhere: its zones were split (docs/import-notes)."""
    for path in sorted(default_scenarios_root().glob("scenario*.json")):
        assert validate_playable(load_scenario(path), content_pack, path.name) == [], path
    seven = load_scenario(default_scenarios_root() / "scenario07.json")
    state = random_setup(new_game(seven, content_pack, 7), random.Random(7))
    for unit in state.units_on_map():
        assert unit.hex is not None
        right = unit.hex.col >= 8  # columns I-O
        assert right == (unit.side is AXIS), unit


# --- fixed placements ----------------------------------------------------------------------


def test_fixed_units_must_stand_in_their_own_zone_and_fit(tmp_path: Path,
                                                          content_pack: ContentPack) -> None:
    map_beside(tmp_path, A7="water_barrier")
    forces = [squads(2, hexes=["A4", "A4"]),  # 8 figures in A4
              squads(1, hexes=["A7"]),  # a Water Barrier
              squads(1, hexes=["H5"]),  # in the German zone
              {"kind": "weapon", "type": "medium_mg", "hexes": ["A6"]}]
    path = write(tmp_path, scenario_data(forces=forces, setup={"hexes": [*OPEN, "A7"]}))
    assert errors(path, content_pack) == [
        "allies.forces[1].hexes[0]: A7 is impassable: no unit may be placed there [T98]",
        "allies.forces[2].hexes[0]: H5 is outside this side's setup zone",
        "allies.forces[3].hexes: a Weapon or Radio is never placed in a hex: a Weapon goes to "
        "a unit [11.2], a Radio to the Artillery Box [12]",
        "allies.forces: A4 holds 8 figures at the start (7 at most) [8.2]"]
    assert len(refused(path, content_pack)) == 4


def test_fortifications_fit_in_the_zone_one_a_hex_never_in_water(
        tmp_path: Path, content_pack: ContentPack) -> None:
    map_beside(tmp_path, A6="stream", A7="marsh")
    forces = [squads(2),
              {"kind": "fortification", "type": "wire", "count": 2, "hexes": ["A4", "A6"]},
              {"kind": "fortification", "type": "mines", "hexes": ["A4"]},
              {"kind": "fortification", "type": "foxholes", "count": 4}]
    path = write(tmp_path, scenario_data(forces=forces,
                                         setup={"hexes": ["A4", "A6", "A7", "A10", "B1"]}))
    assert errors(path, content_pack) == [
        "allies.forces[1].hexes[1]: A6 is Water: no Fortification may be placed there [F100.3]",
        "allies.forces[2].hexes[0]: A4 already holds a Fortification: one per hex [8.1.3]",
        "allies.forces: 4 Fortifications to place, but only 2 hexes of the setup zone can take "
        "one (not Water, one per hex) [F100.3]"]
    # Fixed Fortifications may lie outside the zone (scenario 11's Wire and Mines do).
    forces[1:3] = [{"kind": "fortification", "type": "wire", "hexes": ["H5"]}]
    forces[-1] = {"kind": "fortification", "type": "foxholes", "count": 3}
    path = write(tmp_path, scenario_data(forces=forces,
                                         setup={"hexes": ["A4", "A6", "A7", "A10", "B1"]}))
    assert errors(path, content_pack) == []
    scenario, pack = load_scenario_and_map(path, content_pack)
    state = random_setup(new_game(scenario, pack, 2), random.Random(2))
    placed = dict(state.markers.fortifications)
    assert {h.id for h in placed} == {"A4", "A10", "B1", "H5"}


# --- reinforcements [6.1.2] ------------------------------------------------------------------


def test_reinforcements_need_a_way_in(tmp_path: Path, content_pack: ContentPack) -> None:
    map_beside(tmp_path, A9="water_barrier", A10="water_barrier", B9="water_barrier",
               B10="water_barrier")
    reinforcements = [
        {"time_space": 3, "forces": [squads(1)], "entry": {"around": ["A10"]}},
        {"time_space": 4, "forces": [squads(1, hexes=["A4"]),
                                     {"kind": "fortification", "type": "wire"}]}]
    path = write(tmp_path, scenario_data(reinforcements=reinforcements))
    assert errors(path, content_pack) == [
        "allies.reinforcements[0].entry: no hex of the entry zone can take a unit, so these "
        "reinforcements could never enter [6.1.2, T98]",
        "allies.reinforcements[1].forces[0].hexes: reinforcements are placed when they arrive, "
        "in their entry zone or along the friendly edge [6.1.2]: they have no fixed hexes",
        "allies.reinforcements[1].forces[1].kind: Fortifications are placed at the start "
        "[F100.1], not as reinforcements"]


def test_a_friendly_edge_no_unit_can_enter(tmp_path: Path, content_pack: ContentPack) -> None:
    map_beside(tmp_path, **{f"A{row}": "water_barrier" for row in range(1, 11)})
    reinforcements = [{"time_space": 3, "forces": [squads(1)]},
                      {"time_space": 4, "forces": [squads(1)]}]
    path = write(tmp_path, scenario_data(reinforcements=reinforcements))
    assert errors(path, content_pack) == [
        "allies.friendly_edge: no hex of the friendly edge can take a unit, so reinforcements "
        "could never enter [6.1.2, T98]"]


def test_a_reinforcement_whose_entry_is_full_waits(content_pack: ContentPack) -> None:
    """Scenario 12: eight Green Squads enter in or next to A9 on Time 7 [6.1.2]. With German
    units in every one of those hexes they cannot enter: each waits for the next Time space,
    and the game goes on. At the next Time space they still come in at A9, not anywhere on
    the friendly edge (docs/rulings.md, 6.1.2 step 5)."""
    scenario = load_scenario(default_scenarios_root() / "scenario12.json")
    state = random_setup(new_game(scenario, content_pack, 13), random.Random(13))
    entry = [h for h in Hex.parse("A9").within(1) if state.setting.terrain.grid.contains(h)]
    germans = [u for u in state.units_on_map(AXIS)][:len(entry)]
    units = {u.id: u for u in state.units}
    for unit, hex_ in zip(germans, entry, strict=True):
        units[unit.id] = replace(unit, hex=hex_)
    state = replace(state, units=tuple(units.values()), time=6, pending=None)
    log = Log()
    state = settle(push(state, TimeFrame(AXIS)), log)
    waiting = [u for u in state.units if u.side is ALLIES and u.status == "reinforcement"]
    assert len(waiting) == 9 and all(u.time_space == 8 for u in waiting)
    assert any("cannot enter: no legal edge hex; it waits for the next Time space" in e.text
               for e in log.events)
    # The Germans leave; at Time 8 the first of them is offered its own zone only.
    units = {u.id: u for u in state.units}
    for unit in germans:
        units[unit.id] = replace(unit, status="pool", hex=None)
    state = settle(push(replace(state, units=tuple(units.values()), pending=None),
                        TimeFrame(AXIS)), log)
    assert state.time == 8 and state.pending is not None
    assert state.pending.kind == "reinforce"
    offered = {Hex.parse(str(c.args[1])) for c in state.pending.choices}
    assert offered == set(entry)


def test_an_exited_unit_comes_back_on_the_friendly_edge(content_pack: ContentPack) -> None:
    """In scenario 12 a Green Squad that came in at A9 on Time 7 exits and waits on Time 7
    of the track again: it is a new reinforcement of no group and may enter anywhere on
    the friendly (bottom) edge [7.2.1, 6.1.2]."""
    scenario = load_scenario(default_scenarios_root() / "scenario12.json")
    state = random_setup(new_game(scenario, content_pack, 12), random.Random(12))
    unit = next(u for u in state.units if u.side is ALLIES and u.time_space == 7)
    state = state.with_unit(replace(unit, status="map", hex=Hex.parse("A9"), time_space=None))
    state = exit_unit(state, unit.id, 7, Log())
    offered = set(reinforcement_hexes(state, unit.id))
    far = {h for h in offered if h.distance(Hex.parse("A9")) > 1}
    assert far and offered <= set(state.setting.terrain.grid.edge_hexes(MapEdge.BOTTOM))


# --- any order of placement: the capacity bound ----------------------------------------------


def adversary(state: GameState) -> GameState:
    """Place each unit where it takes the most room from the units still to come: fill one
    hex at a time just up to the point where the largest unit left cannot join it (no figure
    beyond that point), else waste as few figures as possible, never in a hex already full."""
    decision = state.pending
    assert decision is not None and decision.kind == "setup"
    unit = state.unit(str(decision.choices[0].args[0]))
    size = FIGURES[unit_kind(state, unit)]
    waiting = [u for u in state.units if u.side is unit.side and u.status == "pool"]
    limit = 8 - max(FIGURES[unit_kind(state, u)] for u in waiting)

    def cost(choice_hex: str) -> tuple[int, int]:
        figures = figures_in(state, Hex.parse(choice_hex), unit.side)
        if figures >= limit:
            return (2, 0)  # already full: all wasted
        if figures + size > limit:
            return (1, figures + size - limit)  # some wasted
        return (0, -(figures + size))  # the fullest hex first

    choice = min(decision.choices, key=lambda c: cost(str(c.args[1])))
    return apply(state, choice).state


@pytest.mark.parametrize("seed", range(40))
def test_the_capacity_bound_holds_against_the_worst_placement(
        tmp_path: Path, content_pack: ContentPack, seed: int) -> None:
    """Random American forces (Squads 4, Teams 2, Leaders 1, some fixed) in a random zone:
    the validator accepts them only when every order of placement leaves room [8.2], and an
    adversary placing to block does not get a unit stuck."""
    rng = random.Random(seed)
    zone = rng.sample(OPEN, rng.randint(1, len(OPEN)))
    forces: list[dict[str, Any]] = []
    for kind in ("line", "line_team", "sergeant_x"):
        count = rng.randint(0, 6)
        if count:
            fixed = [rng.choice(zone) for _ in range(rng.randint(0, min(count, 1)))]
            forces.append({"kind": "unit", "type": kind, "count": count, "hexes": fixed})
    rng.shuffle(forces)
    forces = forces or [squads(1)]
    path = write(tmp_path, scenario_data(forces=forces, setup={"hexes": zone}))
    problems = errors(path, content_pack)
    figures = sum(f["count"] * {"line": 4, "line_team": 2, "sergeant_x": 1}[f["type"]]
                  for f in forces)
    if problems:
        assert all(p.startswith("allies.") for p in problems), problems
        return
    assert figures <= 7 * len(zone)
    scenario, pack = load_scenario_and_map(path, content_pack)
    for mode in ("adversary", "random"):
        state = new_game(scenario, pack, seed)
        while state.pending is not None and state.pending.kind in ("setup", "arm", "fortify"):
            if mode == "adversary" and state.pending.kind == "setup" \
                    and state.pending.side is ALLIES:
                state = adversary(state)
            else:
                state = apply(state, rng.choice(state.pending.choices)).state
        assert state.pending is not None and state.pending.kind == "turn"


def test_the_adversary_gets_a_unit_stuck_where_the_validator_refuses(
        tmp_path: Path, content_pack: ContentPack, monkeypatch: pytest.MonkeyPatch) -> None:
    """Four Leaders and two Squads in two hexes: 12 figures, one more than the bound
    (8 - 4) * 2 + 4 - 1 = 11. The Leaders fill one hex to 4, the first Squad the other, and
    the second Squad finds no hex. With the validator's refusal skipped, this is the engine
    fault players used to meet."""
    path = write(tmp_path, scenario_data(
        forces=[{"kind": "unit", "type": "sergeant_x", "count": 4}, squads(2)],
        setup={"hexes": ["A4", "A6"]}))
    assert [p.split(":")[0] for p in errors(path, content_pack)] == ["allies.setup"]
    monkeypatch.setattr("cc_engine.game.validate_playable", lambda *args, **kw: [])
    scenario, pack = load_scenario_and_map(path, content_pack)
    state = new_game(scenario, pack, 1)
    with pytest.raises(RuntimeError, match="no room to set up"):
        while state.pending is not None and state.pending.kind == "setup":
            state = (adversary(state) if state.pending.side is ALLIES
                     else apply(state, state.pending.choices[0]).state)


@pytest.mark.parametrize("hexes", [1, 2, 5, 8])
def test_as_many_squads_as_hexes_fit_one_more_does_not(
        tmp_path: Path, content_pack: ContentPack, hexes: int) -> None:
    """Squads alone: one a hex whatever the order (two would be 8 figures) [8.2]."""
    zone = {"hexes": list(OPEN[:hexes])}
    assert errors(write(tmp_path, scenario_data(forces=[squads(hexes)], setup=zone)),
                  content_pack) == []
    assert len(errors(write(tmp_path, scenario_data(forces=[squads(hexes + 1)], setup=zone)),
                      content_pack)) == 1


# --- the map the game loads ------------------------------------------------------------------


def test_the_validator_reads_the_map_the_game_loads(tmp_path: Path,
                                                    content_pack: ContentPack) -> None:
    """A designer's map02.json beside the scenario comes first, for the validator as for the
    game: there, A4 and A6 are Water Barrier, unlike the shipped map 2."""
    path = write(tmp_path, scenario_data(forces=[squads(1)], setup={"hexes": ["A4", "A6"]}))
    assert errors(path, content_pack) == []
    map_beside(tmp_path, A4="water_barrier", A6="water_barrier")
    _, pack = load_scenario_and_map(path, content_pack)
    assert pack.maps["map02"].hexes["A4"].terrain == "water_barrier"
    assert errors(path, content_pack) == [
        "allies.setup: no hex of the setup zone can take a unit: each is impassable or off the "
        "map [T98]"]


def test_a_map_beside_is_checked_with_the_scenario(tmp_path: Path,
                                                   content_pack: ContentPack) -> None:
    """The map's own problems are the scenario's too (the game would play on it), and a map
    file beside the scenario must hold the map of that id."""
    path = write(tmp_path, scenario_data())
    data = json.loads(MAP.read_text(encoding="utf-8"))
    del data["hexes"]["C3"]
    (tmp_path / "map02.json").write_text(json.dumps(data), encoding="utf-8")
    assert [str(p) for p in validate_file(path, content_pack)] == [
        "map02.json: hexes: 1 hexes are missing: C3"]
    data = json.loads(MAP.read_text(encoding="utf-8"))
    data["id"] = "other"
    (tmp_path / "map02.json").write_text(json.dumps(data), encoding="utf-8")
    assert [str(p) for p in validate_file(path, content_pack)] == [
        "map02.json: id: the id 'other' must match the file name 'map02.json'"]


# --- the counter mix [T94] -------------------------------------------------------------------


def test_a_track_without_smoke_or_blaze_markers_is_refused(tmp_path: Path,
                                                           content_pack: ContentPack) -> None:
    data = json.loads((default_content_root() / "content" / "track.json")
                      .read_text(encoding="utf-8"))
    data["smoke_markers"] = {"3": 0}
    data["blaze_markers"] = 0
    path = tmp_path / "track.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert [str(p) for p in validate_file(path, content_pack)] == [
        "track.json: smoke_markers: the counter mix needs at least one Smoke marker [T94]",
        "track.json: blaze_markers: the counter mix needs at least one Blaze marker [T94]"]


# --- other things that break the deal ------------------------------------------------------


def test_an_opening_card_or_open_chit_listed_twice(tmp_path: Path,
                                                   content_pack: ContentPack) -> None:
    """A Fate deck holds each card once and the box each chit once [1, 7.3.2]."""
    data = scenario_data(opening_cards=[5, 5])
    data["objectives"]["open_chits"] = ["A", "A"]
    assert errors(write(tmp_path, data), content_pack) == [
        "allies.opening_cards[1]: 5 is used more than once",
        "objectives.open_chits[1]: A is used more than once"]
