"""Semantic checks of content files, beyond shape: does everything fit together?

Each ``validate_*`` function returns *every* problem it finds (an empty list means valid), as
:class:`~cc_engine.content.loading.Problem` values naming the file and the field. Shape
errors come from the pydantic models at load time; these checks assume a loaded model.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from cc_engine.content.loading import (
    ContentError,
    ContentPack,
    Problem,
    load_model,
    load_scenario_and_map,
    pack_for_scenario,
    read_json,
)
from cc_engine.content.models import (
    FateDeck,
    ForceItem,
    MapData,
    MapOutlines,
    Nation,
    ObjectiveChitSet,
    OutlinePolygon,
    Scenario,
    ScenarioSide,
    SetupZone,
    TerrainChart,
    TrackDisplay,
)
from cc_engine.content.outlines import (
    KNOWN_BORDERLINES,
    NESTING_TOLERANCE,
    ROOF_SHARE,
    WOODS_SHARE,
    hex_shares,
    map_contains,
    polygon_contains,
)
from cc_engine.content.vocabulary import (
    FortificationKind,
    HexsideFeature,
    Posture,
    SideId,
    Terrain,
    UnitKind,
    display_name,
)
from cc_engine.hexgrid import Hex, HexGrid, HexIdError, MapEdge, connected_parts
from cc_engine.messages import Message, error_message, joined, layout, msg

__all__ = [
    "CARDS_PER_DECK",
    "FILE_KINDS",
    "SetupRoom",
    "detect_kind",
    "load_playable",
    "outline_problems",
    "reinforcement_entry_hexes",
    "setup_room",
    "setup_zone_hexes",
    "validate_chits",
    "validate_deck",
    "validate_file",
    "validate_map",
    "validate_nation",
    "validate_pack",
    "validate_playable",
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
    """Radio FPs 8-13 have a Vulnerability number; Smoke values are 1-10, and there is at
    least one Smoke and one Blaze marker [O18.2.3.3, T94]."""
    report = _Report(file)
    if sorted(track.fortification_vulnerability, key=int) != [str(fp) for fp in range(8, 14)]:
        report.error("fortification_vulnerability", msg("needs exactly the Radio FPs 8-13"))
    for value in track.smoke_markers:
        if value not in {str(v) for v in range(1, 11)}:
            report.error(f"smoke_markers.{value}",
                         msg("Smoke Hindrance values run from 1 to 10"))
    if sum(track.smoke_markers.values()) == 0:
        report.error("smoke_markers", msg("the counter mix needs at least one Smoke marker "
                                          "[T94]"))
    if track.blaze_markers == 0:
        report.error("blaze_markers", msg("the counter mix needs at least one Blaze marker "
                                          "[T94]"))
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
    _check_buildings(report, map_data, grid)
    for field, message in outline_problems(map_data):
        report.error(field, message)
    placed = Counter(h.objective for h in map_data.hexes.values() if h.objective is not None)
    for number in OBJECTIVES:
        if placed[number] != 1:
            report.error("hexes", msg(
                "Objective {number} is in {count} hexes, not 1: a map carries all five "
                "numbered Objectives, each in one hex, for the Objective chits to score "
                "[2.3]", number=number, count=placed[number]))
    return report.problems


def _check_buildings(report: _Report, map_data: MapData, grid: HexGrid) -> None:
    """Each listed building: two or more Building hexes of the map, joined through shared
    hexsides, none in another building [7.3.1.1, T82]."""
    seen: set[str] = set()
    for index, building in enumerate(map_data.buildings):
        where = f"buildings[{index}]"
        if len(set(building)) < 2:
            report.error(where, msg("a building listed here needs two or more hexes; a "
                                    "one-hex building is not listed [7.3.1.1]"))
        on_map = []
        for hex_id in dict.fromkeys(building):
            if hex_id not in map_data.hexes or not grid.contains(Hex.parse(hex_id)):
                report.error(where, msg("{hexes} is not on this map", hexes=hex_id))
                continue
            on_map.append(Hex.parse(hex_id))
            if map_data.hexes[hex_id].terrain is not Terrain.BUILDING:
                report.error(where, msg("{hex} is not a Building hex [T82]", hex=hex_id))
            if hex_id in seen:
                report.error(where, msg("{hex} is in more than one building", hex=hex_id))
        if len(building) != len(set(building)):
            report.error(where, msg("a hex is listed twice"))
        seen.update(building)
        parts = connected_parts(on_map)
        if len(parts) > 1:
            main = max(parts, key=len)
            report.error(where, msg("the hexes of a building must join up; apart from the "
                                    "rest: {hexes}", hexes=joined(
                                        h.id for part in parts if part is not main
                                        for h in part)))


def outline_problems(map_data: MapData) -> list[tuple[str, Message]]:
    """What is wrong with a map's traced outlines, as (field, message) pairs [10.1, T88.3.1].

    Every ring has three or more vertices, all in the map; each hill level lies inside the
    one below; and the outlines agree with the hexes, so that data and art cannot drift apart:
    a hex's centre dot stands at its hex's level, every Woods or Building hex holds some of
    its art, and a hex holding more than :data:`WOODS_SHARE` of woods or
    :data:`ROOF_SHARE` of roofs is a Woods or Building hex (apart from the close calls of
    :data:`KNOWN_BORDERLINES`).
    """
    outlines = map_data.outlines
    if outlines is None:
        return []
    key = (id(outlines), id(map_data.hexes), map_data.id, map_data.cols, map_data.rows)
    known = _OUTLINES_CHECKED.get(key)
    if known is not None and known[0] is outlines and known[1] is map_data.hexes:
        return list(known[2])
    problems = _outline_problems(map_data, outlines)
    if len(_OUTLINES_CHECKED) >= 32:
        _OUTLINES_CHECKED.pop(next(iter(_OUTLINES_CHECKED)))
    _OUTLINES_CHECKED[key] = (outlines, map_data.hexes, tuple(problems))
    return problems


#: Maps whose outlines were checked, by the identity of their (frozen) outlines and hexes:
#: every new game validates its map, and a check costs a tenth of a second. The entries hold
#: the objects themselves, so an identity is never reused while it is remembered.
_OUTLINES_CHECKED: dict[tuple[int, int, str, int, int], tuple[
    MapOutlines, object, tuple[tuple[str, Message], ...]]] = {}


def _outline_problems(map_data: MapData,
                      outlines: MapOutlines) -> list[tuple[str, Message]]:
    problems: list[tuple[str, Message]] = []
    kinds: dict[str, tuple[OutlinePolygon, ...]] = {
        "woods": outlines.woods, "buildings": outlines.buildings, "brush": outlines.brush,
        "field": outlines.field, "marsh": outlines.marsh,
        "orchard_trees": outlines.orchard_trees,
        **{f"hills.{level}": polygons for level, polygons in sorted(outlines.hills.items())}}
    for kind, polygons in kinds.items():
        for index, polygon in enumerate(polygons):
            where = f"outlines.{kind}[{index}]"
            if not polygon:
                problems.append((where, msg("a polygon needs an outer ring")))
            for ring_index, ring in enumerate(polygon):
                if len(ring) < 3:
                    problems.append((f"{where}[{ring_index}]",
                                     msg("a ring needs three or more vertices")))
                outside = [p for p in ring if not map_contains(p, map_data.cols, map_data.rows)]
                if outside:
                    x, y = outside[0]
                    problems.append((f"{where}[{ring_index}]", msg(
                        "{count} vertices lie off the map, the first at ({x}, {y})",
                        count=len(outside), x=f"{x:g}", y=f"{y:g}")))
    if problems:
        return problems  # the measures below need sound polygons
    problems += _hill_problems(map_data)
    problems += _art_problems(map_data, "woods", outlines.woods, Terrain.WOODS, WOODS_SHARE)
    problems += _art_problems(map_data, "buildings", outlines.buildings, Terrain.BUILDING,
                              ROOF_SHARE)
    return problems


def _hill_problems(map_data: MapData) -> list[tuple[str, Message]]:
    """Each hill level inside the one below; each centre dot at its hex's level [T88.3.1]."""
    assert map_data.outlines is not None
    hills: dict[str, tuple[OutlinePolygon, ...]] = {
        str(k): v for k, v in map_data.outlines.hills.items()}
    problems: list[tuple[str, Message]] = []
    for level in sorted(hills):
        below = hills.get(str(int(level) - 1), ()) if level != "1" else None
        if below is None:
            continue
        for index, polygon in enumerate(hills[level]):
            loose = [p for p in polygon[0] if not any(polygon_contains(b, p, NESTING_TOLERANCE)
                                                         for b in below)]
            if loose:
                problems.append((f"outlines.hills.{level}[{index}]", msg(
                    "level {level} must lie on level {below}; {count} vertices do not",
                    level=level, below=int(level) - 1, count=len(loose))))
    known = KNOWN_BORDERLINES.get(map_data.id, {})
    for hex_ in HexGrid(map_data.cols, map_data.rows):
        map_hex = map_data.hexes.get(hex_.id)
        if map_hex is None or hex_.id in known:
            continue
        centre = (1.5 * hex_.col, 3 ** 0.5 * (hex_.row + 0.5 * (hex_.col & 1)))
        drawn = sum(1 for k in ("1", "2", "3")
                    if any(polygon_contains(p, centre, 0.0) for p in hills.get(k, ())))
        if drawn != min(map_hex.elevation, 3):
            problems.append((f"hexes.{hex_.id}.elevation", msg(
                "the hill outlines put the centre dot of {hex} at level {drawn}, the hex says "
                "{stored} [T88.3.1]", hex=hex_.id, drawn=drawn, stored=map_hex.elevation)))
    return problems


def _art_problems(map_data: MapData, kind: str, polygons: tuple[OutlinePolygon, ...],
                  terrain: Terrain, threshold: float) -> list[tuple[str, Message]]:
    """Every ``terrain`` hex holds some of the art; no other hex holds more than
    ``threshold`` of it."""
    grid = list(HexGrid(map_data.cols, map_data.rows))
    shares = hex_shares(polygons, grid)
    known = KNOWN_BORDERLINES.get(map_data.id, {})
    problems: list[tuple[str, Message]] = []
    for hex_ in grid:
        map_hex = map_data.hexes.get(hex_.id)
        if map_hex is None or hex_.id in known:
            continue
        share = shares.get(hex_, 0.0)
        name = display_name(terrain)
        if map_hex.terrain is terrain and share <= 0.0:
            problems.append((f"hexes.{hex_.id}.terrain", msg(
                "{hex} is a {terrain} hex but no {terrain} outline reaches into it "
                "(outlines.{kind})", hex=hex_.id, terrain=name, kind=kind)))
        elif map_hex.terrain is not terrain and share > threshold:
            problems.append((f"hexes.{hex_.id}.terrain", msg(
                "{share} % of {hex} lies under the {terrain} outlines (outlines.{kind}), so "
                "it should be a {terrain} hex", share=round(100 * share), hex=hex_.id,
                terrain=name, kind=kind)))
    return problems


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


def reinforcement_entry_hexes(setup: ScenarioSide, time_space: int | None, grid: HexGrid,
                              passable: Callable[[Hex], bool]) -> frozenset[Hex]:
    """Where the side's reinforcements of ``time_space`` come in [6.1.2]: their group's
    ``entry`` zone, or every hex of the side's friendly edge when it names none (or for a
    unit of no group, ``time_space`` None: an exited one [7.2.1]); only the hexes
    ``passable`` lets a unit enter [T98].

    A unit knows its Time space, not its group: when groups share a Time space, the last of
    them that names an entry zone gives it to all.

    Raises:
        HexIdError: if a listed hex of the entry zone is not a hex id.
    """
    edge = MapEdge(setup.friendly_edge)
    entry = None
    for group in setup.reinforcements:
        if group.time_space == time_space and group.entry is not None:
            entry = group.entry
    hexes = grid.edge_hexes(edge) if entry is None else setup_zone_hexes(entry, edge, grid)
    return frozenset(h for h in hexes if passable(h))


def validate_scenario(
    scenario: Scenario, pack: ContentPack, file: str = "scenario",
    map_data: MapData | None = None,
) -> list[Problem]:
    """Check a scenario against the content pack and its map; return every problem.

    Checks, among others: the map, nations and decks exist; hexes lie on the map; forces name
    known unit, weapon and radio types; each unit carries at most one Weapon [11.2]; named
    pieces are leaders; chits exist; the Sudden Death space lies after the Time start; and,
    with the map, that setup always completes and reinforcements can enter (see
    :func:`_check_setup`). :func:`validate_playable` adds the map's own problems.
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
    if map_data is not None:
        _check_setup(report, scenario, pack, map_data)
    return report.problems


def validate_playable(scenario: Scenario, pack: ContentPack,
                      file: str = "scenario") -> list[Problem]:
    """Every problem of a game of ``scenario`` played with ``pack`` (see
    :func:`~cc_engine.content.loading.pack_for_scenario`): its map, the pack's map of that
    id (as ``<map id>.json``), and the scenario. No error means the game sets up and plays:
    :func:`cc_engine.new_game` refuses a scenario with an error.
    """
    map_data = pack.maps.get(scenario.map)
    problems = []
    if map_data is not None:
        problems += validate_map(map_data, f"{scenario.map}.json", pack.terrain.max_elevation)
    return problems + validate_scenario(scenario, pack, file, map_data)


def load_playable(path: Path, pack: ContentPack) -> tuple[Scenario, ContentPack]:
    """A scenario file that plays, and the content it plays with: what the game's New game
    dialog offers (see :func:`~cc_engine.content.loading.load_scenario_and_map`).

    Raises:
        ContentError: if a file is malformed, the map is missing, or
            :func:`validate_playable` finds an error (every error, each naming its file).
    """
    scenario, game_pack = load_scenario_and_map(path, pack)
    errors = [p for p in validate_playable(scenario, game_pack, path.name)
              if p.severity == "error"]
    if errors:
        raise ContentError(errors)
    return scenario, game_pack


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
        for index, number in enumerate(setup.opening_cards):
            if number in setup.opening_cards[:index]:  # a deck holds each card once [1]
                report.error(f"{prefix}.opening_cards[{index}]",
                             msg("{id} is used more than once", id=repr(number)))
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


# --- setup: every piece finds a legal place, in any order ------------------------------------


class _Board:
    """What setup needs of a map: which hexes a unit may enter and which are Water, read
    through the Terrain Chart as the engine reads them (a hex missing from the map, or of a
    terrain the chart lacks, takes nothing; the map's own check names it)."""

    def __init__(self, map_data: MapData, chart: TerrainChart) -> None:
        self.grid = HexGrid(map_data.cols, map_data.rows)
        entries = {entry.id: entry for entry in chart.hexes}
        self._enterable: set[Hex] = set()
        self._dry: set[Hex] = set()
        for hex_id, map_hex in map_data.hexes.items():
            entry = entries.get(map_hex.terrain)
            hex_ = Hex.parse(hex_id)
            if entry is None or not self.grid.contains(hex_):
                continue
            if entry.move_cost is not None:
                self._enterable.add(hex_)  # not a Water Barrier [T98]
            if not entry.water:
                self._dry.add(hex_)  # a Fortification may go there [F100.3]

    def enterable(self, hex_: Hex) -> bool:
        """A unit may be placed in the hex (no Blaze is on the map at setup) [T98]."""
        return hex_ in self._enterable

    def dry(self, hex_: Hex) -> bool:
        """Not Water: a Fortification may be placed in the hex [F100.3]."""
        return hex_ in self._dry

    def zone(self, zone: SetupZone, edge: str) -> frozenset[Hex] | None:
        """The zone's hexes, as the engine computes them; None when a hex id is malformed
        (already reported)."""
        try:
            return setup_zone_hexes(zone, MapEdge(edge), self.grid)
        except HexIdError:
            return None


def _fixed_hexes(item: ForceItem, grid: HexGrid) -> list[tuple[int, Hex]]:
    """The item's fixed hexes that lie on the map, with their index (others are reported)."""
    found = []
    for index, hex_id in enumerate(item.hexes[:item.count]):
        try:
            found.append((index, grid.parse(hex_id)))
        except HexIdError:
            continue
    return found


def _check_setup(report: _Report, scenario: Scenario, pack: ContentPack,
                 map_data: MapData) -> None:
    """Setup can always be completed, whatever order and hexes the players choose.

    The engine places a side's units one at a time in its setup zone, each in a hex a unit
    may enter, holding no enemy unit and keeping 7 figures a hex [8.2]. The zones of the two
    sides share no hex a unit may enter, and fixed placements lie in their side's zone, so
    no enemy is ever in a side's zone. A unit of ``s`` figures then finds no hex only when
    each of the zone's ``H`` enterable hexes already holds at least ``8 - s`` figures, which
    needs ``(8 - s) * H`` figures placed before it, fixed ones included. With ``F`` figures
    in all and ``s`` at most ``m`` (the largest unit still to place), every placement
    succeeds when ``F - s < (8 - s) * H`` for each such ``s``: the bound falls as ``s``
    grows, so ``F <= (8 - m) * H + m - 1`` is enough. Fortifications not fixed go in the
    zone's dry hexes with no Fortification yet, one each [F100.3]; every fixed piece sits in
    a hex that can take it.
    """
    board = _Board(map_data, pack.terrain)
    zones: dict[SideId, frozenset[Hex]] = {}
    for side in SideId:
        zone = board.zone(scenario.side(side).setup, scenario.side(side).friendly_edge)
        if zone is not None:
            zones[side] = zone
    if len(zones) == 2:
        shared = sorted((h for h in zones[SideId.AXIS] & zones[SideId.ALLIES]
                         if board.enterable(h)), key=lambda h: (h.col, h.row))
        if shared:
            report.error("allies.setup", msg(
                "the two sides' setup zones share {count} hexes ({hexes}): each side sets up "
                "in hexes of its own", count=len(shared), hexes=_some_hexes(shared)))
    fixed_forts: dict[Hex, str] = {}
    for side in SideId:
        setup = scenario.side(side)
        for index, item in enumerate(setup.forces):
            if item.kind != "fortification":
                continue
            for number, hex_ in _fixed_hexes(item, board.grid):
                where = f"{side.value}.forces[{index}].hexes[{number}]"
                if not board.dry(hex_):
                    report.error(where, msg("{hex} is Water: no Fortification may be placed "
                                            "there [F100.3]", hex=hex_.id))
                elif hex_ in fixed_forts:
                    report.error(where, msg("{hex} already holds a Fortification: one per hex "
                                            "[8.1.3]", hex=hex_.id))
                else:
                    fixed_forts[hex_] = where
    for side in SideId:
        zone = zones.get(side)
        if zone is not None:
            _check_side_setup(report, scenario, side, pack, board, zone, fixed_forts)


@dataclass(frozen=True, slots=True)
class SetupRoom:
    """The room a side's setup zone holds against the pieces the players place in it, by the
    validator's own rule (see :func:`_check_setup`)."""

    #: Every hex of the zone, as the engine computes it (:func:`setup_zone_hexes`).
    zone: frozenset[Hex]
    #: Hexes of the zone a unit may enter [T98].
    room: int
    #: Units of the side's order of battle (fixed ones included), and their figures.
    units: int
    figures: int
    #: Units the players place (not fixed to a hex).
    placed_units: int
    #: Enterable hexes the zone needs so that each unit finds room in any order [8.2].
    needed: int
    #: Fortifications the players place, and the zone's hexes that can take one [F100.3].
    fortifications: int
    fortification_room: int

    @property
    def pieces(self) -> int:
        """The pieces that set up in the zone: units and Fortifications not fixed to a hex."""
        return self.placed_units + self.fortifications

    @property
    def fits(self) -> bool:
        """Every piece is sure to find a place in the zone."""
        return ((self.room > 0 or not self.units) and self.room >= self.needed
                and self.fortifications <= self.fortification_room)


def _side_room(setup: ScenarioSide, nation: Nation | None, board: _Board, zone: frozenset[Hex],
               fixed_forts: Iterable[Hex]) -> SetupRoom:
    """The :class:`SetupRoom` of one side (unknown types and bad hexes count for nothing)."""
    kinds = {u.id: u.kind for u in nation.units} if nation is not None else {}
    room = sum(1 for h in zone if board.enterable(h))
    figures = units = placed = forts = 0
    largest = 0  # the most figures of a unit set up by the players
    for item in setup.forces:
        if item.kind == "fortification":
            forts += item.count - len(item.hexes[:item.count])
            continue
        kind = kinds.get(item.type) if item.kind == "unit" else None
        if kind is None:
            continue
        units += item.count
        figures += item.count * kind.figures
        if item.count > len(item.hexes):
            largest = max(largest, kind.figures)
            placed += item.count - len(item.hexes)
    # F <= (8 - m) * H + m - 1 (see _check_setup), solved for H.
    needed = -(-(figures - largest + 1) // (8 - largest)) if largest else 0
    taken = set(fixed_forts)
    fort_room = sum(1 for h in zone if board.dry(h) and h not in taken)
    return SetupRoom(zone, room, units, figures, placed, max(needed, 0), forts, fort_room)


def setup_room(scenario: Scenario, side: SideId, pack: ContentPack,
               map_data: MapData) -> SetupRoom | None:
    """The room of ``side``'s setup zone on ``map_data`` against its pieces, as the validator
    judges it; None when a hex id of the zone is malformed."""
    board = _Board(map_data, pack.terrain)
    setup = scenario.side(side)
    zone = board.zone(setup.setup, setup.friendly_edge)
    if zone is None:
        return None
    fixed: list[Hex] = []
    for other in SideId:
        for item in scenario.side(other).forces:
            if item.kind == "fortification":
                fixed += [h for _, h in _fixed_hexes(item, board.grid) if board.dry(h)]
    return _side_room(setup, pack.nations.get(setup.nation), board, zone, fixed)


def _check_side_setup(report: _Report, scenario: Scenario, side: SideId, pack: ContentPack,
                      board: _Board, zone: frozenset[Hex], fixed_forts: dict[Hex, str]) -> None:
    setup = scenario.side(side)
    prefix = side.value
    nation = pack.nations.get(setup.nation)
    space = _side_room(setup, nation, board, zone, fixed_forts)
    if not space.room:
        report.error(f"{prefix}.setup", msg("no hex of the setup zone can take a unit: each is "
                                            "impassable or off the map [T98]"))
    kinds = {u.id: u.kind for u in nation.units} if nation is not None else {}
    fixed: dict[Hex, int] = {}
    for index, item in enumerate(setup.forces):
        where = f"{prefix}.forces[{index}]"
        placed = _fixed_hexes(item, board.grid)
        if item.kind == "fortification":
            continue
        if item.kind != "unit":
            if item.hexes:
                report.error(f"{where}.hexes", msg("a Weapon or Radio is never placed in a "
                                                   "hex: a Weapon goes to a unit [11.2], a "
                                                   "Radio to the Artillery Box [12]"))
            continue
        kind = kinds.get(item.type)
        if kind is None:
            continue  # an unknown type, already reported
        for number, hex_ in placed:
            if hex_ not in zone:
                report.error(f"{where}.hexes[{number}]",
                             msg("{hex} is outside this side's setup zone", hex=hex_.id))
            elif not board.enterable(hex_):
                report.error(f"{where}.hexes[{number}]",
                             msg("{hex} is impassable: no unit may be placed there [T98]",
                                 hex=hex_.id))
            fixed[hex_] = fixed.get(hex_, 0) + kind.figures
    for hex_, count in sorted(fixed.items(), key=lambda p: (p[0].col, p[0].row)):
        if count > 7:
            report.error(f"{prefix}.forces", msg("{hex} holds {figures} figures at the start "
                                                 "(7 at most) [8.2]", hex=hex_.id,
                                                 figures=count))
    if space.room and space.room < space.needed:
        report.error(f"{prefix}.setup", msg(
            "{units} units ({figures} figures) need at least {needed} hexes of the setup zone "
            "that a unit can enter, to be sure each finds room whatever the order of placement "
            "(7 figures a hex) [8.2]; the zone has {hexes}", units=space.units,
            figures=space.figures, needed=space.needed, hexes=space.room))
    if space.fortifications > space.fortification_room:
        report.error(f"{prefix}.forces", msg(
            "{count} Fortifications to place, but only {hexes} hexes of the setup zone can "
            "take one (not Water, one per hex) [F100.3]", count=space.fortifications,
            hexes=space.fortification_room))
    _check_entries(report, scenario, side, board)


def _check_entries(report: _Report, scenario: Scenario, side: SideId, board: _Board) -> None:
    """Reinforcements come in where a unit may enter [6.1.2]; their pieces are not fixed."""
    setup = scenario.side(side)
    edge_needed = False
    for index, reinforcement in enumerate(setup.reinforcements):
        where = f"{side.value}.reinforcements[{index}]"
        for number, item in enumerate(reinforcement.forces):
            if item.hexes:
                report.error(f"{where}.forces[{number}].hexes", msg(
                    "reinforcements are placed when they arrive, in their entry zone or along "
                    "the friendly edge [6.1.2]: they have no fixed hexes"))
            if item.kind == "fortification":
                report.error(f"{where}.forces[{number}].kind", msg(
                    "Fortifications are placed at the start [F100.1], not as reinforcements"))
        if not any(item.kind == "unit" for item in reinforcement.forces):
            continue
        if reinforcement.entry is None:
            edge_needed = True
            continue
        zone = board.zone(reinforcement.entry, setup.friendly_edge)
        if zone is not None and not any(board.enterable(h) for h in zone):
            report.error(f"{where}.entry", msg(
                "no hex of the entry zone can take a unit, so these reinforcements could never "
                "enter [6.1.2, T98]"))
    edge = board.grid.edge_hexes(MapEdge(setup.friendly_edge))
    if edge_needed and not any(board.enterable(h) for h in edge):
        report.error(f"{side.value}.friendly_edge", msg(
            "no hex of the friendly edge can take a unit, so reinforcements could never enter "
            "[6.1.2, T98]"))


def _some_hexes(hexes: list[Hex]) -> str:
    """Up to ten hex ids, then ``...``."""
    listed = joined([h.id for h in hexes[:10]])
    return layout("{hexes} ...", hexes=listed) if len(hexes) > 10 else listed


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
    for index, letter in enumerate(objectives.open_chits):
        if letter in objectives.open_chits[:index]:  # one chit of each letter [7.3.2]
            report.error(f"objectives.open_chits[{index}]",
                         msg("{letter} is used more than once", letter=letter))
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
            return validate_playable(scenario, pack_for_scenario(path, scenario.map, pack),
                                     name)
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
