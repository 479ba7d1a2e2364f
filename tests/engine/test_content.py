"""The shipped content pack: Fate decks, nations, terrain, chits, maps and scenarios."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from cc_engine.content.cli import default_content_root, default_scenarios_root, shipped_files
from cc_engine.content.loading import (
    ContentPack,
    load_content_pack,
    load_scenario,
)
from cc_engine.content.models import FateDeck, MapData, Nation, Scenario
from cc_engine.content.validation import (
    setup_zone_hexes,
    validate_file,
    validate_pack,
    validate_scenario,
)
from cc_engine.content.vocabulary import (
    Action,
    Event,
    Order,
    SideId,
    Trigger,
    UnitKind,
    display_name,
)
from cc_engine.content.writing import model_text
from cc_engine.hexgrid import HexGrid, MapEdge

ROOT = default_content_root()
SCENARIOS = sorted(default_scenarios_root().glob("scenario*.json"))


@pytest.fixture(scope="module")
def pack() -> ContentPack:
    return load_content_pack(ROOT)


# --- Fate decks (1, 1.9): counts per the reference data --------------------------------------

ORDER_COUNTS = {
    "germany": {"fire": 18, "move": 12, "advance": 5, "recover": 9, "rout": 10,
                "artillery_request": 8, "artillery_denied": 2, "command_confusion": 8},
    "america": {"fire": 20, "move": 12, "advance": 4, "recover": 8, "rout": 9,
                "artillery_request": 9, "artillery_denied": 3, "command_confusion": 7},
    "russia": {"fire": 18, "move": 13, "advance": 6, "recover": 9, "rout": 9,
               "artillery_request": 6, "artillery_denied": 3, "command_confusion": 8},
}
TRIGGER_COUNTS = {
    "germany": {"none": 51, "event": 10, "jammed": 2, "sniper": 7, "time": 2},
    "america": {"none": 50, "event": 12, "jammed": 2, "sniper": 6, "time": 2},
    "russia": {"none": 50, "event": 8, "jammed": 4, "sniper": 8, "time": 2},
}
ACTION_COUNTS = {
    "germany": {"ambush": 6, "assault_fire": 6, "bore_sighting": 1, "command_confusion": 1,
                "concealment": 5, "crossfire": 8, "demolitions": 1, "dig_in": 4,
                "hand_grenades": 6, "hidden_entrenchments": 2, "hidden_mines": 1,
                "hidden_pillbox": 1, "hidden_unit": 1, "hidden_wire": 2, "light_wounds": 5,
                "marksmanship": 1, "no_quarter": 3, "smoke_grenades": 6, "spray_fire": 6,
                "sustained_fire": 6},
    "america": {"ambush": 6, "assault_fire": 6, "bore_sighting": 1, "command_confusion": 2,
                "concealment": 4, "crossfire": 8, "demolitions": 1, "dig_in": 4,
                "hand_grenades": 6, "hidden_entrenchments": 3, "hidden_mines": 1,
                "hidden_unit": 1, "hidden_wire": 2, "light_wounds": 6, "smoke_grenades": 9,
                "spray_fire": 6, "sustained_fire": 6},
    "russia": {"ambush": 6, "assault_fire": 6, "bore_sighting": 1, "concealment": 7,
               "crossfire": 8, "demolitions": 1, "dig_in": 4, "hand_grenades": 6,
               "hidden_entrenchments": 2, "hidden_mines": 1, "hidden_pillbox": 1,
               "hidden_unit": 1, "hidden_wire": 2, "light_wounds": 8, "no_quarter": 3,
               "smoke_grenades": 3, "spray_fire": 6, "sustained_fire": 6},
}
EVENT_COUNTS = {
    "germany": {"air_support": 2, "battle_harden": 5, "battlefield_integrity": 2, "blaze": 6,
                "booby_trap": 1, "breeze": 6, "command_and_control": 2, "cower": 2, "deploy": 3,
                "dust": 1, "elan": 2, "field_promotion": 1, "fog_of_war": 1, "hero": 5,
                "infiltration": 1, "interdiction": 6, "interrogation": 3, "kia": 1,
                "malfunction": 1, "medic": 1, "mission_objective": 1, "prisoners_of_war": 2,
                "reconnaissance": 2, "reinforcements": 2, "rubble": 1, "sappers": 2,
                "scrounge": 1, "shell_shock": 1, "shellholes": 1, "strategic_objective": 1,
                "suppressing_fire": 3, "walking_wounded": 3},
    "america": {"air_support": 3, "battle_harden": 5, "battlefield_integrity": 2,
                "booby_trap": 1, "breeze": 6, "command_and_control": 2, "cower": 2, "deploy": 3,
                "dust": 1, "elan": 2, "field_promotion": 1, "fog_of_war": 2, "hero": 5,
                "interdiction": 6, "interrogation": 3, "kia": 1, "malfunction": 1, "medic": 1,
                "mission_objective": 1, "prisoners_of_war": 2, "reconnaissance": 2,
                "reinforcements": 3, "rubble": 1, "sappers": 2, "scrounge": 2,
                "shell_shock": 1, "shellholes": 1, "strategic_objective": 1,
                "suppressing_fire": 3, "walking_wounded": 3, "white_phosphorus": 3},
    "russia": {"air_support": 2, "battle_harden": 3, "battlefield_integrity": 2,
               "booby_trap": 1, "breeze": 6, "command_and_control": 2, "commissar": 4,
               "cower": 4, "dust": 1, "elan": 2, "entrench": 4, "field_promotion": 1,
               "fog_of_war": 3, "hero": 2, "infiltration": 2, "interdiction": 6,
               "interrogation": 3, "kia": 1, "malfunction": 1, "medic": 1,
               "mission_objective": 1, "prisoners_of_war": 4, "reconnaissance": 2,
               "reinforcements": 1, "rubble": 1, "sappers": 2, "scrounge": 1, "shell_shock": 1,
               "shellholes": 1, "strategic_objective": 1, "suppressing_fire": 3,
               "walking_wounded": 3},
}
NATIONS = ("germany", "america", "russia")


@pytest.mark.parametrize("nation", NATIONS)
def test_deck_has_72_cards_with_each_ordered_dice_pair_twice(
    pack: ContentPack, nation: str
) -> None:
    deck = pack.decks[nation]
    assert len(deck.cards) == 72
    assert [c.number for c in deck.cards] == list(range(1, 73))
    pairs = Counter((c.white_die, c.colored_die) for c in deck.cards)
    assert len(pairs) == 36
    assert set(pairs.values()) == {2}
    assert len({c.random_hex for c in deck.cards}) == 72


@pytest.mark.parametrize("nation", NATIONS)
def test_deck_counts_match_the_reference(pack: ContentPack, nation: str) -> None:
    deck = pack.decks[nation]
    assert Counter(c.order.value for c in deck.cards) == ORDER_COUNTS[nation]
    assert Counter(c.trigger.value for c in deck.cards) == TRIGGER_COUNTS[nation]
    assert Counter(c.action.value for c in deck.cards) == ACTION_COUNTS[nation]
    assert Counter(c.event.value for c in deck.cards) == EVENT_COUNTS[nation]
    # Every Fire Order card doubles as the Op Fire Action [A33].
    assert all(c.fire_action == (c.order is Order.FIRE) for c in deck.cards)


def test_time_triggers_only_on_six_six(pack: ContentPack) -> None:
    for deck in pack.decks.values():
        for card in deck.cards:
            if card.trigger is Trigger.TIME:
                assert (card.white_die, card.colored_die) == (6, 6)


@pytest.mark.parametrize(
    ("nation", "number", "order", "action", "event", "dice", "trigger", "random_hex"),
    [
        ("germany", 1, Order.RECOVER, Action.ASSAULT_FIRE, Event.SHELLHOLES, (1, 1),
         Trigger.JAMMED, "A3"),
        ("germany", 54, None, None, Event.INFILTRATION, None, None, None),  # disputed card
        ("germany", 72, None, None, Event.FOG_OF_WAR, None, None, None),
        ("america", 37, None, Action.HIDDEN_ENTRENCHMENTS, None, None, None, None),
        ("america", 72, None, None, None, None, None, "O8"),
        ("russia", 8, None, None, Event.KIA, None, None, None),
        ("russia", 53, None, Action.SUSTAINED_FIRE, None, None, None, None),
    ],
)
def test_cards_match_the_reference_card_by_card(
    pack: ContentPack, nation: str, number: int, order: Order | None, action: Action | None,
    event: Event | None, dice: tuple[int, int] | None, trigger: Trigger | None,
    random_hex: str | None,
) -> None:
    card = pack.decks[nation].cards[number - 1]
    assert card.number == number
    for expected, actual in ((order, card.order), (action, card.action), (event, card.event),
                             (dice, (card.white_die, card.colored_die)),
                             (trigger, card.trigger), (random_hex, card.random_hex)):
        if expected is not None:
            assert actual == expected


def test_german_two_two_is_the_only_pair_with_different_triggers(pack: ContentPack) -> None:
    germany = pack.decks["germany"].cards
    assert (germany[8].white_die, germany[8].colored_die, germany[8].trigger) == (2, 2,
                                                                               Trigger.NONE)
    assert (germany[9].white_die, germany[9].colored_die, germany[9].trigger) == (2, 2,
                                                                               Trigger.SNIPER)


# --- nations, units, weapons ---------------------------------------------------------------


def test_rulebook_unit_facts(pack: ContentPack) -> None:
    units = {(n, u.id): u for n, nation in pack.nations.items() for u in nation.units}
    us_line = units[("america", "line")]
    assert (us_line.unbroken.morale, us_line.broken.morale, us_line.unbroken.fp) == (6, 8, 6)
    de_rifle = units[("germany", "rifle")]
    assert (de_rifle.unbroken.morale, de_rifle.unbroken.movement, de_rifle.unbroken.fp) == (7, 4,
                                                                                          5)
    for nation in NATIONS:
        private = units[(nation, "private")]
        assert private.role == "private"
        assert (private.unbroken.morale, private.unbroken.command) == (6, 2)  # E56
        assert units[(nation, "hero")].role == "hero"
    weapons = {(n, w.id): w for n, nation in pack.nations.items() for w in nation.weapons}
    assert weapons[("germany", "heavy_mg")].fp == 8
    mortar = weapons[("russia", "light_mortar")]
    assert (mortar.min_range, mortar.range, mortar.ordnance) == (2, 14, True)  # "2-14"


def test_each_nation_has_leaders_squads_teams_and_a_deck(pack: ContentPack) -> None:
    assert set(pack.nations) == set(NATIONS)
    for nation in pack.nations.values():
        kinds = Counter(u.kind for u in nation.units)
        assert kinds[UnitKind.SQUAD] >= 5 and kinds[UnitKind.TEAM] >= 4
        assert kinds[UnitKind.LEADER] >= 8
        assert nation.fate_deck in pack.decks
        assert all(8 <= r.fp <= 13 for r in nation.radios)
        teams = {u.quality for u in nation.units if u.kind is UnitKind.TEAM and u.quality}
        assert {q.value for q in teams} == {"elite", "line", "green"}


def test_display_names_use_game_terms() -> None:
    assert display_name(Event.COMMAND_AND_CONTROL) == "Command & Control"
    assert display_name(Order.ARTILLERY_REQUEST) == "Artillery Request"
    assert display_name(Event.PRISONERS_OF_WAR) == "Prisoners of War"
    assert display_name(Trigger.JAMMED) == "Jammed!"


# --- every shipped file validates and round-trips -------------------------------------------

SHIPPED = shipped_files(ROOT, default_scenarios_root())


def test_twelve_maps_and_twelve_scenarios_are_shipped() -> None:
    assert len(sorted((ROOT / "maps").glob("map*.json"))) == 12
    assert len(SCENARIOS) == 12


def test_content_pack_validates(pack: ContentPack) -> None:
    assert [str(p) for p in validate_pack(pack) if p.severity == "error"] == []


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_every_shipped_file_validates(pack: ContentPack, path: Path) -> None:
    assert [str(p) for p in validate_file(path, pack) if p.severity == "error"] == []


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_every_shipped_file_round_trips_unchanged(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    model_type = {"cards": FateDeck, "units": Nation, "axis": Scenario, "cols": MapData}
    for key, model in model_type.items():
        if key in data:
            loaded = model.model_validate_json(text)
            assert model.model_validate_json(loaded.model_dump_json()) == loaded
            assert model_text(loaded) == text  # canonical layout: saving changes no byte
            break
    else:
        # terrain, track and chits files
        assert json.loads(json.dumps(data)) == data


# --- scenarios ----------------------------------------------------------------------------


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.name)
def test_scenario_setup_zones_lie_on_the_map(pack: ContentPack, path: Path) -> None:
    scenario = load_scenario(path)
    map_data = pack.maps[scenario.map]
    grid = HexGrid(map_data.cols, map_data.rows)
    for side in SideId:
        setup = scenario.side(side)
        zone = setup_zone_hexes(setup.setup, MapEdge(setup.friendly_edge), grid)
        assert zone, f"{side} has nowhere to set up"
        figures = sum(
            item.count * next(u for u in pack.nations[setup.nation].units
                              if u.id == item.type).kind.figures
            for item in setup.forces if item.kind == "unit"
        )
        assert figures <= 7 * len(zone), "the zone cannot hold the force legally stacked [8.2]"
    assert scenario.axis.hand_size == scenario.axis.posture.hand_size  # 1.1


def test_scenario_one_parameters(pack: ContentPack) -> None:
    scenario = load_scenario(default_scenarios_root() / "scenario01.json")
    assert scenario.name == "Fat Lipki" and scenario.map == "map01"
    assert (scenario.axis.nation, scenario.allies.nation) == ("germany", "russia")
    assert (scenario.axis.orders, scenario.allies.orders) == (2, 3)
    assert (scenario.axis.hand_size, scenario.allies.hand_size) == (5, 5)  # Recon [1.1]
    assert (scenario.axis.surrender_space, scenario.allies.surrender_space) == (5, 7)
    assert (scenario.time_start, scenario.sudden_death) == (2, 7)
    assert scenario.initiative is SideId.AXIS and scenario.first_turn is SideId.ALLIES
    assert scenario.defender is None  # Recon against Recon
    squads = sum(i.count for i in scenario.allies.forces if i.type == "rifle")
    assert squads == 8


# --- corrupted files give a clear message naming the field ----------------------------------


def corrupt(tmp_path: Path, source: Path, mutate: object) -> Path:
    data = json.loads(source.read_text(encoding="utf-8"))
    assert callable(mutate)
    mutate(data)
    target = tmp_path / source.name
    target.write_text(json.dumps(data), encoding="utf-8")
    return target


@pytest.mark.parametrize(
    ("source", "mutate", "field"),
    [
        ("scenarios/scenario01.json", lambda d: d["axis"].update(orders="two"), "axis.orders"),
        ("scenarios/scenario01.json", lambda d: d.update(surprise=1), "surprise"),
        ("resources/maps/map01.json", lambda d: d["hexes"]["C7"].update(terrain="lava"),
         "hexes.C7.terrain"),
        ("resources/content/decks/germany.json",
         lambda d: d["cards"][4].update(white_die=7), "cards[4].white_die"),
        ("resources/content/nations/russia.json",
         lambda d: d["units"][0]["unbroken"].pop("morale"), "units[0].unbroken.morale"),
        ("resources/content/terrain.json", lambda d: d["hexes"][0].update(los="opaque"),
         "hexes[0].los"),
        ("resources/content/track.json", lambda d: d.update(casualty_spaces=-3),
         "casualty_spaces"),
        ("resources/content/objective_chits.json",
         lambda d: d["chits"][0].update(letter="ab"), "chits[0].letter"),
    ],
)
def test_corrupted_copy_of_each_kind_names_the_field(
    pack: ContentPack, tmp_path: Path, source: str, mutate: object, field: str
) -> None:
    original = ROOT.parent / source
    before = original.read_bytes()
    problems = validate_file(corrupt(tmp_path, original, mutate), pack)
    assert problems, "the corruption went unnoticed"
    assert any(p.field == field for p in problems), [str(p) for p in problems]
    assert all(p.file == original.name for p in problems)
    assert original.read_bytes() == before


def test_semantic_scenario_errors_are_all_reported(pack: ContentPack) -> None:
    scenario = load_scenario(default_scenarios_root() / "scenario01.json")
    data = scenario.model_dump(mode="json")
    data["axis"]["forces"].append({"kind": "unit", "type": "panzer"})
    data["axis"]["forces"].append({"kind": "weapon", "type": "light_mg", "count": 30})
    data["allies"]["setup"] = {"hexes": ["Q4"]}
    data["sudden_death"] = 1
    data["time_start"] = 2
    data["objectives"]["open_chits"] = ["Z"]
    bad = Scenario.model_validate(data)
    problems = {p.field: p.message for p in validate_scenario(bad, pack, "bad.json")}
    assert "no unit 'panzer'" in problems[f"axis.forces[{len(data['axis']['forces']) - 2}].type"]
    assert "at most one Weapon" in problems["axis.forces"]
    assert "off the map" in problems["allies.setup.hexes[0]"]
    assert "after the Time start" in problems["sudden_death"]
    assert "no Objective chit Z" in problems["objectives.open_chits[0]"]


def test_broken_json_and_unknown_files_are_reported(tmp_path: Path, pack: ContentPack) -> None:
    junk = tmp_path / "junk.json"
    junk.write_text('{"axis": [1, 2', encoding="utf-8")
    (problem,) = validate_file(junk, pack)
    assert problem.file == "junk.json" and "not valid JSON" in problem.message
    other = tmp_path / "other.json"
    other.write_text('{"hello": 1}', encoding="utf-8")
    (problem,) = validate_file(other, pack)
    assert "not a known content file" in problem.message
    missing = validate_file(tmp_path / "nope.json", pack)
    assert "file not found" in missing[0].message


@pytest.mark.parametrize(
    ("text", "field", "reason"),
    [
        ('{"id": "m", "name": "M", "hexes": {"A1": {"terrain": "woods"}, '
         '"A1": {"terrain": "open_ground"}}}', "hexes", "the key 'A1' appears more than once"),
        ('{"id": "m", "name": "M", "cols": ' + "7" * 5000 + ', "hexes": {}}', "cols",
         "a number has 5000 digits"),
        ('{"id": "m", "name": "M", "cols": NaN, "hexes": {}}', "cols",
         "NaN is not a JSON value"),
        ('{"id": "m", "name": "M", "hexes": {"A1": [1e999]}}', "hexes.A1[0]", "out of range"),
        ("{\n  \"id\": \"m\",\n  \"name\": [1, 2\n}", "", "at line 4 column 1"),
    ],
)
def test_json_that_is_not_strict_is_a_problem_naming_the_field(
        tmp_path: Path, pack: ContentPack, text: str, field: str, reason: str) -> None:
    """A repeated key would silently drop a hex; a huge number would escape as a plain
    ValueError: both are problems of the file, like a syntax error."""
    path = tmp_path / "map99.json"
    path.write_text(text, encoding="utf-8")
    (problem,) = validate_file(path, pack)
    assert (problem.file, problem.field) == ("map99.json", field)
    assert reason in problem.message


def test_a_byte_order_mark_does_not_make_a_file_unreadable(tmp_path: Path,
                                                           pack: ContentPack) -> None:
    source = default_scenarios_root() / "scenario01.json"
    path = tmp_path / "scenario01.json"
    path.write_text("\ufeff" + source.read_text(encoding="utf-8"), encoding="utf-8")
    assert validate_file(path, pack) == []
    assert load_scenario(path) == load_scenario(source)
