"""Semantic checks of content files, beyond shape: does everything fit together?

Each ``validate_*`` function returns *every* problem it finds (an empty list means valid), as
:class:`~cc_engine.content.loading.Problem` values naming the file and the field. Shape
errors come from the pydantic models at load time; these checks assume a loaded model.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from cc_engine.content.loading import (
    ContentError,
    ContentPack,
    Problem,
    load_map,
    load_model,
    map_beside,
    read_json,
)
from cc_engine.content.models import (
    FateDeck,
    ForceItem,
    MapData,
    Nation,
    ObjectiveChitSet,
    Scenario,
    ScenarioSide,
    SetupZone,
    TerrainChart,
    TrackDisplay,
)
from cc_engine.content.vocabulary import (
    FortificationKind,
    HexsideFeature,
    Posture,
    SideId,
    Terrain,
    UnitKind,
)
from cc_engine.hexgrid import Hex, HexGrid, HexIdError, MapEdge
from cc_engine.messages import Message, error_message, joined, layout, msg

__all__ = [
    "CARDS_PER_DECK",
    "FILE_KINDS",
    "detect_kind",
    "setup_zone_hexes",
    "validate_chits",
    "validate_deck",
    "validate_file",
    "validate_map",
    "validate_nation",
    "validate_pack",
    "validate_scenario",
    "validate_terrain",
    "validate_track",
]

CARDS_PER_DECK = 72
OBJECTIVES = (1, 2, 3, 4, 5)


class _Report:
    """Collects problems for one file."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.problems: list[Problem] = []

    def error(self, field: str, message: str) -> None:
        self.problems.append(Problem(self.file, field, message))

    def warning(self, field: str, message: str) -> None:
        self.problems.append(Problem(self.file, field, message, "warning"))


# --- decks and nations -----------------------------------------------------------------------


def validate_deck(deck: FateDeck, file: str = "deck") -> list[Problem]:
    """A Fate deck holds cards 1-72 in order, each ordered dice pair twice, distinct hexes [1]."""
    report = _Report(file)
    numbers = [card.number for card in deck.cards]
    if len(deck.cards) != CARDS_PER_DECK:
        report.error("cards", msg("a Fate deck has {cards} cards, this one {count}",
                                  cards=CARDS_PER_DECK, count=len(numbers)))
    if numbers != list(range(1, len(numbers) + 1)):
        report.error("cards", msg("cards must be numbered 1, 2, 3 ... in order"))
    pairs = Counter((card.white_die, card.colored_die) for card in deck.cards)
    for white in range(1, 7):
        for colored in range(1, 7):
            if pairs[(white, colored)] != 2:
                report.error(
                    "cards",
                    msg("dice {white}-{colored} appear {count} times, not twice", white=white,
                        colored=colored, count=pairs[(white, colored)]),
                )
    hexes = Counter(card.random_hex for card in deck.cards)
    grid = HexGrid()
    for index, card in enumerate(deck.cards):
        if hexes[card.random_hex] > 1:
            report.error(f"cards[{index}].random_hex",
                         msg("{hex} is on several cards", hex=card.random_hex))
        if not grid.contains(Hex.parse(card.random_hex)):
            report.error(f"cards[{index}].random_hex",
                         msg("{hex} is off a 15x10 map", hex=card.random_hex))
    return report.problems


def validate_nation(
    nation: Nation, pack: ContentPack | None, file: str = "nation"
) -> list[Problem]:
    """Ids are unique, the deck exists, there is one Hero and one Private [E56, E58]."""
    report = _Report(file)
    if file.endswith(".json") and Path(file).stem != nation.id:
        report.error("id", msg("the id {id} must match the file name {file}",
                               id=repr(nation.id), file=repr(file)))
    id_groups: dict[str, list[str]] = {
        "units": [u.id for u in nation.units],
        "weapons": [w.id for w in nation.weapons],
        "radios": [r.id for r in nation.radios],
    }
    for group, item_ids in id_groups.items():
        counts = Counter(item_ids)
        for index, item_id in enumerate(item_ids):
            if counts[item_id] > 1:
                report.error(f"{group}[{index}].id",
                             msg("{id} is used more than once", id=repr(item_id)))
    for role in ("hero", "private"):
        found = len([u for u in nation.units if u.role == role])
        if found != 1:
            report.error("units", msg("a nation has exactly one hero, found {count}", count=found)
                         if role == "hero" else
                         msg("a nation has exactly one private, found {count}", count=found))
    for index, unit in enumerate(nation.units):
        is_leader = unit.kind is UnitKind.LEADER
        for side_name, stats in (("unbroken", unit.unbroken), ("broken", unit.broken)):
            if is_leader and stats.command is None:
                report.error(f"units[{index}].{side_name}.command",
                             msg("a leader has a Command"))
            if not is_leader and stats.command is not None:
                report.error(f"units[{index}].{side_name}.command",
                             msg("only leaders have Command"))
    if pack is not None and nation.fate_deck not in pack.decks:
        report.error("fate_deck", msg("no Fate deck {deck} in the content pack",
                                      deck=repr(nation.fate_deck)))
    return report.problems


def validate_terrain(chart: TerrainChart, file: str = "terrain.json") -> list[Problem]:
    """Every terrain type, hexside feature and fortification has exactly one entry."""
    report = _Report(file)
    for field, entries, vocabulary in (
        ("hexes", [e.id for e in chart.hexes], Terrain),
        ("hexsides", [e.id for e in chart.hexsides], HexsideFeature),
        ("fortifications", [e.id for e in chart.fortifications], FortificationKind),
        ("precedence", list(chart.precedence), Terrain),
    ):
        counts = Counter(entries)
        for member in vocabulary:
            if counts[member] != 1:
                report.error(field, msg("{id} must appear once, found {count}",
                                        id=repr(member.value), count=counts[member]))
    for index, entry in enumerate(chart.hexes):
        if (entry.los == "hindrance") != (entry.hindrance > 0):
            report.error(f"hexes[{index}].hindrance",
                         msg("a hindrance value goes with los 'hindrance'"))
    return report.problems


def validate_track(track: TrackDisplay, file: str = "track.json") -> list[Problem]:
    """Radio FPs 8-13 have a Vulnerability number; Smoke values are 1-10 [O18.2.3.3, T94]."""
    report = _Report(file)
    if sorted(track.fortification_vulnerability, key=int) != [str(fp) for fp in range(8, 14)]:
        report.error("fortification_vulnerability", msg("needs exactly the Radio FPs 8-13"))
    for value in track.smoke_markers:
        if value not in {str(v) for v in range(1, 11)}:
            report.error(f"smoke_markers.{value}",
                         msg("Smoke Hindrance values run from 1 to 10"))
    if not track.time_track:
        report.error("time_track", msg("the Time track needs at least one space"))
    return report.problems


def validate_chits(chits: ObjectiveChitSet, file: str = "objective_chits.json") -> list[Problem]:
    """The 22 chits have distinct letters [7.3.2]."""
    report = _Report(file)
    counts = Counter(chit.letter for chit in chits.chits)
    for index, chit in enumerate(chits.chits):
        if counts[chit.letter] > 1:
            report.error(f"chits[{index}].letter",
                         msg("{letter} is used more than once", letter=chit.letter))
    if len(chits.chits) != 22:
        report.error("chits", msg("the game has 22 Objective chits, this file {count}",
                                  count=len(chits.chits)))
    return report.problems


# --- maps -----------------------------------------------------------------------------------


def validate_map(map_data: MapData, file: str = "map", max_elevation: int = 4) -> list[Problem]:
    """Every hex of the grid exactly once, hexsides between adjacent hexes, Objectives 1-5 [2]."""
    report = _Report(file)
    grid = HexGrid(map_data.cols, map_data.rows)
    expected = {h.id for h in grid}
    for hex_id, map_hex in map_data.hexes.items():
        if hex_id not in expected:
            report.error(f"hexes.{hex_id}", msg("{hex} is off this {cols}x{rows} map",
                                                hex=hex_id, cols=grid.cols, rows=grid.rows))
        if map_hex.elevation > max_elevation:
            report.error(f"hexes.{hex_id}.elevation",
                         msg("hill levels run 0-{top} [T88]", top=max_elevation))
        if len(set(map_hex.features)) != len(map_hex.features):
            report.error(f"hexes.{hex_id}.features", msg("a feature is listed twice"))
    missing = sorted(expected - set(map_data.hexes), key=lambda i: Hex.parse(i))
    if missing:
        listed = joined(missing[:10])
        if len(missing) > 10:
            listed = layout("{hexes} ...", hexes=listed)
        report.error("hexes", msg("{count} hexes are missing: {hexes}", count=len(missing),
                                  hexes=listed))
    seen: set[frozenset[str]] = set()
    for index, side in enumerate(map_data.hexsides):
        where = f"hexsides[{index}]"
        a, b = Hex.parse(side.a), Hex.parse(side.b)
        if not (grid.contains(a) and grid.contains(b)):
            report.error(where, msg("{a}|{b} is off the map", a=side.a, b=side.b))
        elif not a.is_adjacent(b):
            report.error(where, msg("{a} and {b} are not adjacent, so share no hexside",
                                    a=side.a, b=side.b))
        key = frozenset((side.a, side.b))
        if key in seen:
            report.error(where, msg("hexside {a}|{b} has more than one feature",
                                    a=side.a, b=side.b))
        seen.add(key)
    placed = Counter(h.objective for h in map_data.hexes.values() if h.objective is not None)
    for number in OBJECTIVES:
        if placed[number] != 1:
            report.error("hexes", msg("Objective {number} is in {count} hexes, not 1 [2.3]",
                                      number=number, count=placed[number]))
    return report.problems


# --- scenarios ------------------------------------------------------------------------------


def setup_zone_hexes(zone: SetupZone, edge: MapEdge, grid: HexGrid) -> frozenset[Hex]:
    """The on-map hexes of a setup zone: its depth band, listed hexes, and anchors' surroundings.

    Raises:
        HexIdError: if a listed hex is not a hex id.
    """
    hexes: set[Hex] = set()
    if zone.depth is not None:
        hexes.update(grid.hexes_within_depth(edge, zone.depth))
    hexes.update(h for h in map(Hex.parse, zone.hexes) if grid.contains(h))
    for anchor in map(Hex.parse, zone.around):
        hexes.update(grid.within(anchor, 1))
    return frozenset(hexes)


def validate_scenario(
    scenario: Scenario, pack: ContentPack, file: str = "scenario",
    map_data: MapData | None = None,
) -> list[Problem]:
    """Check a scenario against the content pack and its map; return every problem.

    Checks, among others: the map, nations and decks exist; hexes lie on the map; forces name
    known unit, weapon and radio types; each unit carries at most one Weapon [11.2]; named
    pieces are leaders; chits exist; the Sudden Death space lies after the Time start.
    """
    report = _Report(file)
    if map_data is None:
        map_data = pack.maps.get(scenario.map)
    if map_data is None:
        report.error("map", msg("no map {map} in {folder}", map=repr(scenario.map),
                                folder=str(pack.root / "maps")))
        grid = HexGrid()
    else:
        grid = HexGrid(map_data.cols, map_data.rows)
    for side in SideId:
        _check_side(report, scenario, side, pack, grid)
    if scenario.axis.friendly_edge == scenario.allies.friendly_edge:
        report.error("allies.friendly_edge", msg("the two sides cannot share a friendly edge"))
    elif MapEdge(scenario.axis.friendly_edge).opposite.value != scenario.allies.friendly_edge:
        report.warning("allies.friendly_edge", msg("friendly edges are normally opposite [7.2]"))
    track = pack.track
    last_space = len(track.time_track) - 1
    for field, space in (("time_start", scenario.time_start),
                         ("sudden_death", scenario.sudden_death)):
        if space > last_space:
            report.error(field, msg("space {space} is beyond the Time track (0-{last})",
                                    space=space, last=last_space))
    if scenario.sudden_death <= scenario.time_start:
        report.error("sudden_death",
                     msg("the Sudden Death space must lie after the Time start [6.2]"))
    _check_objectives(report, scenario, pack)
    return report.problems


def _check_side(
    report: _Report, scenario: Scenario, side: SideId, pack: ContentPack, grid: HexGrid
) -> None:
    setup: ScenarioSide = scenario.side(side)
    prefix = side.value
    nation = pack.nations.get(setup.nation)
    if nation is None:
        report.error(f"{prefix}.nation", msg("unknown nation {nation}",
                                             nation=repr(setup.nation)))
    deck = pack.decks.get(setup.fate_deck)
    if deck is None:
        report.error(f"{prefix}.fate_deck", msg("unknown Fate deck {deck}",
                                                deck=repr(setup.fate_deck)))
    if setup.hand_size != setup.posture.hand_size:
        report.warning(f"{prefix}.hand_size",
                       _hand_size_differs(setup.hand_size, setup.posture))
    if setup.surrender_space > pack.track.casualty_spaces:
        report.error(f"{prefix}.surrender_space",
                     msg("beyond the {spaces} Casualty track spaces [4.2]",
                         spaces=pack.track.casualty_spaces))
    if deck is not None:
        for index, number in enumerate(setup.opening_cards):
            if number > len(deck.cards):
                report.error(f"{prefix}.opening_cards[{index}]",
                             msg("no card {number} in the deck", number=number))
        if len(setup.opening_cards) > setup.hand_size:
            report.error(f"{prefix}.opening_cards",
                         msg("more opening cards than the hand holds"))
    _check_hexes(report, f"{prefix}.setup.hexes", setup.setup.hexes, grid)
    _check_hexes(report, f"{prefix}.setup.around", setup.setup.around, grid)
    if nation is not None:
        _check_forces(report, f"{prefix}.forces", setup.forces, nation, grid)
        for index, reinforcement in enumerate(setup.reinforcements):
            where = f"{prefix}.reinforcements[{index}]"
            _check_forces(report, f"{where}.forces", reinforcement.forces, nation, grid)
            if reinforcement.time_space <= scenario.time_start:
                report.error(f"{where}.time_space",
                             msg("reinforcements arrive after the Time start"))
            if reinforcement.time_space >= len(pack.track.time_track):
                report.error(f"{where}.time_space", msg("beyond the Time track"))
            if reinforcement.entry is not None:
                _check_hexes(report, f"{where}.entry.hexes", reinforcement.entry.hexes, grid)
                _check_hexes(report, f"{where}.entry.around", reinforcement.entry.around, grid)
    radios = sum(item.count for item in setup.forces if item.kind == "radio")
    if radios > 1:
        report.error(f"{prefix}.forces",
                     msg("{count} Radios at start; a side has at most 1 [8.1.2]", count=radios))


def _check_forces(
    report: _Report, prefix: str, forces: Iterable[ForceItem], nation: Nation, grid: HexGrid
) -> None:
    units = {u.id: u for u in nation.units}
    weapons = {w.id for w in nation.weapons}
    radios = {r.id for r in nation.radios}
    fortifications = {f.value for f in FortificationKind}
    carriers = 0
    loose_weapons = 0
    for index, item in enumerate(forces):
        where = f"{prefix}[{index}]"
        known = {"unit": set(units), "weapon": weapons, "radio": radios,
                 "fortification": fortifications}[item.kind]
        if item.type not in known:
            report.error(f"{where}.type", _has_no(nation.name, item.kind, item.type))
        unit = units.get(item.type) if item.kind == "unit" else None
        if item.name is not None and (unit is None or unit.kind is not UnitKind.LEADER):
            report.error(f"{where}.name", msg("only a leader carries a name"))
        if item.name is not None and item.count != 1:
            report.error(f"{where}.count", msg("a named leader is a single piece"))
        if item.weapon is not None:
            if item.kind != "unit":
                report.error(f"{where}.weapon", msg("only a unit carries a Weapon [11.2]"))
            elif item.weapon not in weapons:
                report.error(f"{where}.weapon", _has_no(nation.name, "weapon", item.weapon))
        if item.kind == "unit":
            carriers += item.count
            if item.weapon is not None:
                carriers -= item.count
        elif item.kind == "weapon":
            loose_weapons += item.count
        if len(item.hexes) > item.count:
            report.error(f"{where}.hexes", msg("{hexes} hexes for {count} pieces",
                                               hexes=len(item.hexes), count=item.count))
        _check_hexes(report, f"{where}.hexes", item.hexes, grid)
    if loose_weapons > carriers:
        report.error(prefix, msg("{weapons} Weapons for {units} units without one: each unit "
                                 "carries at most one Weapon [11.2]", weapons=loose_weapons,
                                 units=carriers))


def _check_hexes(report: _Report, field: str, hex_ids: Iterable[str], grid: HexGrid) -> None:
    for index, hex_id in enumerate(hex_ids):
        try:
            grid.parse(hex_id)
        except HexIdError as error:
            report.error(f"{field}[{index}]", error_message(error))


def _has_no(nation: str, kind: str, type_id: str) -> Message:
    """``America has no weapon 'x'``: a force item naming a type its nation lacks."""
    if kind == "unit":
        return msg("{nation} has no unit {type}", nation=nation, type=repr(type_id))
    if kind == "weapon":
        return msg("{nation} has no weapon {type}", nation=nation, type=repr(type_id))
    if kind == "radio":
        return msg("{nation} has no radio {type}", nation=nation, type=repr(type_id))
    return msg("{nation} has no fortification {type}", nation=nation, type=repr(type_id))


def _hand_size_differs(size: int, posture: Posture) -> Message:
    """A hand size other than the posture's [1.1]."""
    if posture is Posture.ATTACK:
        return msg("hand size {size} differs from attack posture's {posture_size} [1.1]",
                   size=size, posture_size=posture.hand_size)
    if posture is Posture.RECON:
        return msg("hand size {size} differs from recon posture's {posture_size} [1.1]",
                   size=size, posture_size=posture.hand_size)
    return msg("hand size {size} differs from defend posture's {posture_size} [1.1]",
               size=size, posture_size=posture.hand_size)


def _check_objectives(report: _Report, scenario: Scenario, pack: ContentPack) -> None:
    letters = {chit.letter for chit in pack.chits.chits}
    objectives = scenario.objectives
    for field, chosen in (("objectives.open_chits", objectives.open_chits),
                          ("objectives.excluded_chits", objectives.excluded_chits)):
        for index, letter in enumerate(chosen):
            if letter not in letters:
                report.error(f"{field}[{index}]",
                             msg("there is no Objective chit {letter}", letter=letter))
    both = set(objectives.open_chits) & set(objectives.excluded_chits)
    if both:
        report.error("objectives.excluded_chits", msg("chits both open and excluded: {chits}",
                                                      chits=str(sorted(both))))
    drawn = (len(objectives.open_chits) + objectives.random_open_chits
             + scenario.axis.secret_chits + scenario.allies.secret_chits)
    available = len(letters) - len(set(objectives.excluded_chits))
    if drawn > available:
        report.error("objectives", msg("{drawn} chits wanted but only {available} can be drawn",
                                       drawn=drawn, available=available))


# --- whole files and the whole pack ---------------------------------------------------------

#: File kinds cc-validate recognises, with the top-level key that identifies each.
FILE_KINDS = ("scenario", "map", "deck", "nation", "terrain", "track", "chits")


def detect_kind(data: object) -> str | None:
    """Guess a content file's kind from its top-level keys."""
    if not isinstance(data, dict):
        return None
    if "axis" in data and "allies" in data:
        return "scenario"
    if "fortifications" in data:
        return "terrain"
    if "hexes" in data and ("cols" in data or "hexsides" in data or "name" in data):
        return "map"
    if "cards" in data:
        return "deck"
    if "units" in data:
        return "nation"
    if "time_track" in data:
        return "track"
    if "chits" in data:
        return "chits"
    return None


def validate_file(path: Path, pack: ContentPack | None) -> list[Problem]:
    """Load and check one content file of any kind; return every problem found.

    Scenario and nation checks need the content ``pack``; without it only shape is checked.
    """
    name = path.name
    try:
        data = read_json(path)
    except ContentError as error:
        return list(error.problems)
    kind = detect_kind(data)
    if kind is None:
        return [Problem(name, "", msg("not a known content file: expected a scenario, map, "
                                      "Fate deck, nation, terrain chart, track display or "
                                      "objective chits"))]
    try:
        if kind == "scenario":
            scenario = load_model(path, Scenario)
            if pack is None:
                return []
            map_data = None
            sibling_map = map_beside(path, scenario.map)
            if scenario.map not in pack.maps and sibling_map is not None:
                map_data = load_map(sibling_map)
            return validate_scenario(scenario, pack, name, map_data)
        if kind == "map":
            return validate_map(load_model(path, MapData), name)
        if kind == "deck":
            return validate_deck(load_model(path, FateDeck), name)
        if kind == "nation":
            return validate_nation(load_model(path, Nation), pack, name)
        if kind == "terrain":
            return validate_terrain(load_model(path, TerrainChart), name)
        if kind == "track":
            return validate_track(load_model(path, TrackDisplay), name)
        return validate_chits(load_model(path, ObjectiveChitSet), name)
    except ContentError as error:
        return list(error.problems)


def validate_pack(pack: ContentPack) -> list[Problem]:
    """Check every file of a loaded content pack (scenarios are checked separately)."""
    problems: list[Problem] = []
    for nation_id, nation in pack.nations.items():
        problems += validate_nation(nation, pack, f"{nation_id}.json")
    for deck_id, deck in pack.decks.items():
        problems += validate_deck(deck, f"{deck_id}.json")
    for map_id, map_data in pack.maps.items():
        problems += validate_map(map_data, f"{map_id}.json", pack.terrain.max_elevation)
    problems += validate_terrain(pack.terrain)
    problems += validate_track(pack.track)
    problems += validate_chits(pack.chits)
    return problems
