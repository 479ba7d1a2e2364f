"""Build the content pack and scenarios 1-12 from the shared reference data (a one-off import).

Usage: ``PYTHONPATH=src python tools/import_reference.py [REFERENCE_DIR]``. The default
reference folder is ``../shared/reference`` next to the project. The game never runs this; it
only reads the files this writes:

- ``resources/content/decks/{germany,america,russia}.json`` (Fate decks),
- ``resources/content/nations/{germany,america,russia}.json`` (units, weapons, radios),
- ``resources/content/terrain.json``, ``track.json`` and ``objective_chits.json``,
- ``scenarios/scenario01.json`` ... ``scenario12.json``.

Every value the reference lacks is filled with a stand-in and named, with the reason, in the
model's ``provisional`` mapping. Running the script twice writes byte-identical files.
``docs/import-notes.md`` explains the inferences that are not obvious (friendly edges, unit
substitutions).
"""

from __future__ import annotations

import csv
import json
import re
import sys
import unicodedata
from collections import defaultdict
from pathlib import Path
from typing import Any

from cc_engine.content.loading import load_map
from cc_engine.content.models import (
    Boxed,
    DieRange,
    FateCard,
    FateDeck,
    FeatureEntry,
    ForceItem,
    FortificationEntry,
    HexsideEntry,
    HexTerrainEntry,
    MapData,
    Nation,
    ObjectiveChit,
    ObjectiveChitSet,
    ObjectiveSetup,
    RadioType,
    Reinforcement,
    Scenario,
    ScenarioSide,
    SetupZone,
    StartingVP,
    Stats,
    TerrainChart,
    TrackDisplay,
    UnitType,
    WeaponType,
)
from cc_engine.content.vocabulary import (
    Action,
    Event,
    Feature,
    FortificationKind,
    HexsideFeature,
    Order,
    Posture,
    Quality,
    SideId,
    Terrain,
    Trigger,
    UnitKind,
    WeaponKind,
)
from cc_engine.content.writing import model_text

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_REFERENCE = Path(__file__).resolve().parents[1].parent / "shared" / "reference"
SCENARIO_NUMBERS = range(1, 13)

# --- nations --------------------------------------------------------------------------------

#: Reference nation name -> (id, adjective). Only these three have Fate decks in the data.
NATIONS: dict[str, tuple[str, str]] = {
    "Germany": ("germany", "German"),
    "America": ("america", "American"),
    "Russia": ("russia", "Russian"),
}
#: Fate deck names used by the scenario data ("German") -> nation id.
DECK_BY_ADJECTIVE = {adjective: nation_id for nation_id, adjective in NATIONS.values()}

DISCARD_LIMITS = {"germany": 2, "america": 3, "russia": 1}
DISCARD_NOTE = (
    "The nations' discard capability (5.3) is not in the reference data; {n} is a stand-in "
    "(Germany 2, America 3, Russia 1) to be checked against the printed OB display."
)

TEAM_QUALITY = {"Elite Team": Quality.ELITE, "Line Team": Quality.LINE, "Green Team": Quality.GREEN}
ROLES = {"Hero": "hero", "Private": "private"}

WEAPON_KINDS = {
    "MG": WeaponKind.MG,
    "Mortar": WeaponKind.MORTAR,
    "Gun": WeaponKind.GUN,
    "Flamethrower": WeaponKind.FLAMETHROWER,
    "Satchel Charge": WeaponKind.SATCHEL_CHARGE,
    "Molotov Cocktail": WeaponKind.MOLOTOV_COCKTAIL,
}
SINGLE_USE = {WeaponKind.SATCHEL_CHARGE, WeaponKind.MOLOTOV_COCKTAIL}
ZERO_COVER = {WeaponKind.FLAMETHROWER, WeaponKind.MOLOTOV_COCKTAIL}
ORDNANCE_KINDS = {WeaponKind.MORTAR, WeaponKind.GUN}

# --- Fate decks: the 13 card fields the sources disagree on (reference README section 5) ---

DISPUTED_CARDS: dict[tuple[str, int], tuple[str, str]] = {
    ("Germany", 54): ("event", "Walking Wounded in one fan project"),
    ("Germany", 72): ("event", "Hero in one fan project"),
    ("America", 21): ("event", "Hero in one transcription (2 of 3 give Fog of War)"),
    ("America", 37): ("action", "blank in one transcription"),
    ("America", 38): ("action", "blank in one transcription"),
    ("America", 39): ("action", "blank in one transcription"),
    ("America", 45): ("event", "Hero in one transcription (2 of 3 give Fog of War)"),
    ("America", 64): ("event", "Battle Harden in one transcription (2 of 3 give Cower)"),
    ("America", 72): ("random_hex", "O10 in one project; O8 fits the Random Hex progression"),
    ("Russia", 8): ("event", "Medic! in one fan project"),
    ("Russia", 49): ("event", "Interrogation in one fan project"),
    ("Russia", 53): ("action", "Light Wounds in one fan project"),
    ("Russia", 72): ("random_hex", "O10 in one project; O8 fits the Random Hex progression"),
}

# --- scenarios ------------------------------------------------------------------------------

RANK_DEFAULTS = {"Cpl": "corporal_x", "Sgt": "sergeant_x", "Lt": "lieutenant_x", "Cpt": "captain"}

#: Squad names a nation has no counter for -> (stand-in unit id, why).
SUBSTITUTES: dict[tuple[str, str], tuple[str, str]] = {
    ("russia", "Green"): (
        "militia",
        "The data lists a Russian 'Green' squad, which is not a Russian counter type; Militia, "
        "the Russian squad with the lowest Morale and Movement, stands in. It may instead be a "
        "Green Team or a Weapon Team on the scenario card.",
    ),
    ("russia", "Elite"): (
        "guards_rifle",
        "The data lists a Russian 'Elite' squad, which is not a Russian counter type; Guards "
        "Rifle, the Russian elite rifle squad closest to an Elite squad's long Range, stands in. "
        "It may instead be an Elite Team on the scenario card.",
    ),
}
#: Pieces whose type id stands in for another nation's counter: (scenario, side, name) -> why.
FOREIGN_WEAPONS: dict[tuple[int, str, str], str] = {
    (7, "allies", "Light Mortar"): (
        "A captured German Light Mortar (special rule); a force item cannot name another "
        "nation's weapon, so the Russian Light Mortar id stands in (German: FP 6, Range 2-13; "
        "Russian: FP 6, Range 2-14)."
    ),
}

#: Friendly edges (axis, allies) and why. The data has no edges; see docs/import-notes.md.
EDGES: dict[int, tuple[str, str, str]] = {
    1: ("bottom", "top",
        "Second source (chad56s scenario_1.xml) puts the Axis on the south and the Allies on "
        "the north edge; the setup anchors agree (Axis G10/N10 in row 10, Allies A2/O1 in rows "
        "1-2)."),
    2: ("right", "left",
        "Depths 12 + 3 = 15 columns, so the edges are the column edges. Only Axis at column O "
        "puts all five Axis-held Objectives (N3 J8 F6 G7 J4) inside the Axis depth of 12."),
    3: ("left", "right",
        "Depths 3 + 12 = 15 columns. Only Allies at column O put all five Allied Objectives, "
        "and Cpt. Egorov's set hex N5, inside the Allied depth of 12. Public session reports "
        "also describe the Germans entering on the western (left) 3 columns."),
    4: ("bottom", "top",
        "Depths 9 + 1 = 10 rows, not 15 columns: with column edges no assignment puts the "
        "Axis-held Objectives (B7 I2 N9 N3 I7) inside the Axis depth of 9, with row edges both "
        "do. Axis bottom was chosen to match scenario 1 (the only named edge in the data); "
        "top/bottom could be swapped."),
    5: ("right", "left",
        "Depths 12 + 3 = 15 columns. Only Axis at column O puts all five Axis-held Objectives "
        "(G4 D5 K8 O5 G6) inside the Axis depth of 12."),
    6: ("bottom", "top",
        "Depths 8 + 2 = 10 rows, not 15 columns: with column edges 2-3 Axis-held Objectives "
        "fall outside the Axis depth of 8, with row edges none do. Axis bottom was chosen to "
        "match scenario 1; top/bottom could be swapped."),
    7: ("right", "left",
        "Both sides may set up 15 deep, i.e. anywhere, and no exit VP are scored, so the "
        "assignment hardly matters; the column edges and Tannoiser2's convention (Axis at "
        "column O) were used."),
    8: ("right", "left",
        "Depths 7 + 7. Only Axis at column O / Allies at column A puts every Objective inside "
        "the depth of the side holding it (Axis J9 O7 J2, Allies F9 D5); every other assignment "
        "misses at least one."),
    9: ("bottom", "top",
        "Depths 9 + 1 = 10 rows, like scenarios 4, 6 and 12, so row edges were assumed. "
        "Objective control is not in the data, so nothing confirms it; Axis bottom matches "
        "scenario 1. Both the row and the column assignment are guesses."),
    10: ("right", "left",
         "Depths 3 + 12 = 15 columns. Only Axis at column O puts the Axis-held Objectives N6 "
         "and M8 inside the Axis depth of 3, and the Allied ones (G7 E4 H5) inside the Allied "
         "depth of 12."),
    11: ("right", "left",
         "The Axis sets up 1 hex deep and holds Objective 3 at O5 at start: only the column-O "
         "edge contains it. The Allied depth of 10 from column A then leaves the Allied-held "
         "N7 and M7 outside the Allied setup area (control at start does not need a unit)."),
    12: ("top", "bottom",
         "Depths 8 + 2 = 10 rows. The hills (levels 1-3) lie almost all in rows 1-8, fitting a "
         "German defence of the mountain against an attack uphill from row 10; the Allied entry "
         "hex A9 lies in the Allied depth of 2 from the bottom edge. (Allies at column A would "
         "also contain A9 but would start on the hills.)"),
}

#: Special rules per scenario, one short sentence per data topic, in this project's words.
SPECIAL_RULES: dict[int, tuple[str, ...]] = {
    1: (
        "Both sides set up at the same time and out of each other's sight.",
        "Allied units set up in or adjacent to A2 and O1; Axis units in or adjacent to G10 "
        "and/or N10.",
        "The Allies take the first turn; the Axis begins with the Initiative card and may give "
        "up the Initiative.",
    ),
    2: (
        "Lt. Blankenship acts as a forward observer and is placed after the other Allied units.",
        "Bocage: crossing a Hedge costs 2 extra MP, and a Hedge gives Cover 2.",
    ),
    3: (
        "Cpt. Egorov sets up in the command post hex N5.",
        "The Allied Wire is placed after the Axis has set up.",
        "Objective chits V, W and X are not used.",
        "The Axis begins with German Fate card 65 in hand.",
    ),
    4: (
        "The Axis IG 18 gun sets up hidden.",
        "Axis Wire goes in or next to Building hexes.",
        "Allied reinforcements arrive on Time space 3.",
    ),
    5: (
        "Objective chits R, V and X are not used.",
        "Deep frost: one German weapon starts broken and no new Fortifications may be placed.",
        "Snow: entering Open Ground costs 1.5 MP.",
        "Winter camouflage gives the Allies a bonus to Concealment.",
    ),
    6: (
        "The Axis starts with 1 Order per turn, gains 1 more with each Time advance, up to 3.",
        "Objective chit W is not used.",
    ),
    7: (
        "The Allies set up by drawing Random Hexes.",
        "The Allied Light Mortar is a captured German weapon.",
        "No exit VP are scored; Objective chits R and W are not used.",
        "Partisans: every terrain type costs 1 MP to enter.",
        "The Allies begin with Russian Fate card 31 in hand.",
    ),
    8: (
        "Night: the Axis may discard only 1 card, and Fire Attacks weaken with range.",
        "Breakout: only the Axis scores VP for exiting units.",
    ),
    9: (
        "Reinforcements arrive on Time spaces 3 to 6.",
        "Mines attack with 8 FP; the Axis may choose a lower strength.",
    ),
    10: (
        "The German engineers carry the Flamethrower and the Satchel Charge.",
        "Commandos: Allied units add 1 in Melee.",
    ),
    11: (
        "The Wire and Mines start in fixed hexes.",
        "An immobilised Sherman is represented by the Bunker, which may hold up to 4 figures.",
        "Allied reinforcements arrive on Time spaces 2 to 5.",
        "The Allied Satchel Charges represent captured Panzerfausts.",
    ),
    12: (
        "Allied reinforcements arrive on Time space 7, entering in or adjacent to road hex A9.",
        "Caves give the Axis a bonus involving Sniper results.",
        "Fog: every hex has Hindrance 3 until a Breeze event lifts it.",
        "US counters stand in for the Brazilian forces.",
        "The Allies use the American Fate deck.",
    ),
}

TIME_START_NOTE = (
    "The Time start space is not in the data for this scenario; rule 6.1.1 says it is usually 0."
)


# --- helpers --------------------------------------------------------------------------------


def slug(text: str) -> str:
    """Lowercase id: 'Guards SMG' -> 'guards_smg', '.50 cal MG' -> '50_cal_mg'."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "_", ascii_text.replace("&", " and ").lower()).strip("_")


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def yes(value: str) -> bool:
    return value.strip().lower() == "yes"


def leading_int(text: str) -> int | None:
    match = re.match(r"\s*([+-]?\d+)", text)
    return int(match.group(1)) if match else None


def write(path: Path, model: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(model_text(model), encoding="utf-8", newline="\n")
    print(f"wrote {path.relative_to(ROOT)}")


# --- Fate decks -----------------------------------------------------------------------------


def fate_card(row: dict[str, str], nation_id: str) -> FateCard:
    number = int(row["card"])
    event = Event(slug(row["event"]))
    action = Action(slug(row["action"]))
    provisional: dict[str, str] = {}
    extra: dict[str, Any] = {}
    if event is Event.BREEZE:
        extra["breeze_direction"] = ((number - 1) % 6) + 1
        provisional["breeze_direction"] = (
            "The wind direction printed on Breeze cards (E48) is not in the data; "
            "((card number - 1) mod 6) + 1 stands in."
        )
    if action is Action.MARKSMANSHIP:
        extra["marksmanship_nation"] = nation_id
        provisional["marksmanship_nation"] = (
            "The nationality printed on Marksmanship cards (A37) is not in the data; the "
            "deck's own nation stands in."
        )
    disputed = DISPUTED_CARDS.get((row["nation"], number))
    if disputed:
        field, other = disputed
        provisional[field] = f"Sources disagree ({other}); the reference's chosen value is used."
    return FateCard(
        number=number,
        order=Order(slug(row["order"])),
        fire_action=yes(row["order_is_fire_action"]),
        action=action,
        event=event,
        white_die=int(row["white_die"]),
        colored_die=int(row["colored_die"]),
        trigger=Trigger(slug(row["trigger"])),
        random_hex=row["random_hex"],
        provisional=provisional,
        **extra,
    )


def build_decks(reference: Path) -> dict[str, FateDeck]:
    rows = read_csv(reference / "fate_decks.csv")
    decks = {}
    for nation, (nation_id, adjective) in NATIONS.items():
        cards = sorted(
            (fate_card(r, nation_id) for r in rows if r["nation"] == nation),
            key=lambda card: card.number,
        )
        assert [c.number for c in cards] == list(range(1, 73)), nation
        decks[nation_id] = FateDeck(
            nation=nation_id, name=f"{adjective} Fate deck", cards=tuple(cards)
        )
    return decks


# --- nations --------------------------------------------------------------------------------


def int_or_stand_in(
    row: dict[str, str], column: str, stand_in: int, provisional: dict[str, str], field: str
) -> int:
    if row[column].strip():
        return int(row[column])
    provisional[field] = f"'{column}' is blank in the data; {stand_in} stands in."
    return stand_in


def bool_or_stand_in(
    row: dict[str, str], column: str, stand_in: bool, provisional: dict[str, str], field: str,
    why: str = "",
) -> bool:
    if row[column].strip():
        return yes(row[column])
    provisional[field] = why or f"'{column}' is blank in the data; {stand_in} stands in."
    return stand_in


def unit_type(row: dict[str, str]) -> UnitType:
    kind = UnitKind(row["kind"])
    provisional: dict[str, str] = {}
    leader = kind is UnitKind.LEADER

    def stats(prefix: str, where: str) -> Stats:
        def value(column: str, field: str) -> int:
            return int_or_stand_in(row, prefix + column, 0, provisional, f"{where}.{field}")

        return Stats(
            fp=value("fp", "fp"),
            range=value("range", "range"),
            movement=value("move", "movement"),
            morale=value("morale", "morale"),
            command=value("command", "command") if leader else None,
        )

    boxed = Boxed(
        fp=bool_or_stand_in(row, "fp_boxed", False, provisional, "boxed.fp"),
        range=bool_or_stand_in(row, "range_boxed", False, provisional, "boxed.range"),
        movement=bool_or_stand_in(row, "move_boxed", False, provisional, "boxed.movement"),
    )
    return UnitType(
        id=slug(row["name"]),
        name=row["name"],
        kind=kind,
        quality=TEAM_QUALITY.get(row["name"]),
        role=ROLES.get(row["name"]),  # type: ignore[arg-type]
        unbroken=stats("", "unbroken"),
        broken=stats("broken_", "broken"),
        boxed=boxed,
        countermix=int(row["countermix"]) if row["countermix"].strip() else None,
        provisional=provisional,
    )


def die_range(text: str) -> DieRange:
    low, high = (int(part) for part in text.split("-"))
    return DieRange(low=low, high=high)


def weapon_type(row: dict[str, str]) -> WeaponType:
    kind = WEAPON_KINDS[row["type"]]
    provisional: dict[str, str] = {}
    ordnance = bool_or_stand_in(
        row, "ordnance", kind in ORDNANCE_KINDS, provisional, "ordnance",
        "The ordnance flag is blank in the data; inferred from the kind (Mortars and Guns are "
        "ordnance, other weapons are not).",
    )
    smoke = bool_or_stand_in(
        row, "smoke", False, provisional, "smoke",
        "The Smoke capability is blank in the data; False stands in.",
    )
    if row["fix_range"].strip() and row["elim_range"].strip():
        fix, elim = die_range(row["fix_range"]), die_range(row["elim_range"])
        provisional["fix"] = provisional["elim"] = (
            "Fix/Elim ranges come from one fan project only (low confidence)."
        )
    else:
        fix, elim = DieRange(low=1, high=2), DieRange(low=9, high=10)
        provisional["fix"] = "Fix range not in the data; Fix 1-2 stands in."
        provisional["elim"] = "Elim range not in the data; Elim 9-10 stands in."
    if "move penalty blank" in row["notes"]:
        provisional["move_penalty"] = (
            "The movement penalty is blank in the source counter list and read as 0."
        )
    return WeaponType(
        id=slug(row["name"]),
        name=row["name"],
        kind=kind,
        fp=int(row["fp"]),
        fp_boxed=bool_or_stand_in(row, "fp_boxed", False, provisional, "fp_boxed"),
        range=int(row["range"]),
        range_boxed=bool_or_stand_in(row, "range_boxed", False, provisional, "range_boxed"),
        min_range=int(row["min_range"] or 0),
        move_penalty=int(row["move_penalty"] or 0),
        ordnance=ordnance,
        smoke=smoke,
        fix=fix,
        elim=elim,
        single_use=kind in SINGLE_USE,
        zero_cover=kind in ZERO_COVER,
        provisional=provisional,
    )


def radio_type(row: dict[str, str]) -> RadioType:
    return RadioType(
        id="radio_" + slug(row["radio"]),
        name=f"Radio {row['radio']}",
        fp=int(row["fp"]),
        smoke=False,
        provisional={"smoke": "The Radio's Smoke capability is not in the data; False stands in."},
    )


def build_nations(reference: Path) -> dict[str, Nation]:
    units = read_csv(reference / "units.csv")
    weapons = read_csv(reference / "weapons.csv")
    radios = read_csv(reference / "radios.csv")
    nations = {}
    for nation, (nation_id, adjective) in NATIONS.items():
        limit = DISCARD_LIMITS[nation_id]
        nations[nation_id] = Nation(
            id=nation_id,
            name=nation,
            adjective=adjective,
            discard_limit=limit,
            fate_deck=nation_id,
            units=tuple(unit_type(r) for r in units if r["nation"] == nation),
            weapons=tuple(weapon_type(r) for r in weapons if r["nation"] == nation),
            radios=tuple(radio_type(r) for r in radios if r["nation"] == nation),
            provisional={"discard_limit": DISCARD_NOTE.format(n=limit)},
        )
    return nations


# --- terrain --------------------------------------------------------------------------------


def rule_number(rule: str) -> int:
    return int(re.match(r"[TF](\d+)", rule).group(1))  # type: ignore[union-attr]


def los_kind(text: str) -> str:
    return text.split()[0].lower()


def build_terrain(reference: Path) -> TerrainChart:
    rows = read_csv(reference / "terrain.csv")
    hexes = []
    hexsides = []
    features = []
    fortifications = []
    for row in rows:
        name, kind, move, cover, los = (
            row["terrain"], row["kind"], row["move_cost"], row["cover"], row["los"]
        )
        if name == "Bridge (Major)":
            hexes.append(HexTerrainEntry(
                id=Terrain.BRIDGE, rule="T80", move_cost=1, cover=leading_int(cover),
                los=los_kind(los), hindrance=int(row["hindrance"]),  # type: ignore[arg-type]
                provisional={"move_cost": (
                    "Maps do not tell Major from Minor bridges, so one Bridge type uses the "
                    "Major Bridge's Cover and Hindrance with a move cost of 1 along the road; "
                    "a Major Bridge is impassable off the road (T80.1)."
                )},
            ))
        elif kind == "hex":
            hexes.append(HexTerrainEntry(
                id=Terrain(slug(name)),
                rule=row["rule"],
                move_cost=leading_int(move),
                cover=leading_int(cover),
                los=los_kind(los),  # type: ignore[arg-type]
                hindrance=int(row["hindrance"] or 0),
                blind_hex="blind" in row["blind_hex"],
                water=yes(row["water"].split()[0]) if row["water"] else False,
            ))
        elif kind == "hexside":
            hexsides.append(HexsideEntry(
                id=HexsideFeature(slug(name)),
                rule=row["rule"],
                extra_move_cost=leading_int(move),
                crossing_cover=leading_int(cover),
                los=los_kind(los),  # type: ignore[arg-type]
                hindrance=int(row["hindrance"] or 0),
                clear_if_own_hexside="Clear if a hexside" in los,
                advance_without_weapon="Advance allowed without Weapon" in move,
            ))
        elif kind == "in-hex feature" and name in ("Road", "Trail", "Railway"):
            features.append(FeatureEntry(
                id=Feature(slug(name)),
                rule=row["rule"],
                move_cost_along=leading_int(move) or 1,
                movement_bonus=1 if "+1 Movement" in move else 0,
                cover_modifier=-1 if "Cover in hex -1" in cover else 0,
                hindrance=int(row["hindrance"] or 0),
            ))
        elif kind == "fortification":
            alternate = re.search(r"alternate (\d+); (\d+) vs", cover)
            attack = re.search(r"attack (\d+) FP", move)
            fortifications.append(FortificationEntry(
                id=FortificationKind(slug(name)),
                rule=row["rule"],
                cover=int(alternate.group(1)) if alternate else None,
                cover_vs_artillery=int(alternate.group(2)) if alternate else None,
                attack_fp=int(attack.group(1)) if attack else None,
                occupant_modifier=-1 if "-1 FP" in cover else 0,
            ))
    hexsides.append(HexsideEntry(
        id=HexsideFeature.CLEAR, rule="10.1", extra_move_cost=0, los="clear",
        provisional={"los": (
            "Not a rulebook feature: a map-maker's hint from one fan project marking a gap "
            "between obstacle hexes that line of sight passes through."
        )},
    ))
    rules = {entry.id: rule_number(entry.rule) for entry in hexes}
    precedence = tuple(sorted(rules, key=rules.__getitem__))
    assert len(hexes) == len(Terrain) and len(hexsides) == len(HexsideFeature)
    assert len(features) == len(Feature) and len(fortifications) == len(FortificationKind)
    return TerrainChart(
        hexes=tuple(sorted(hexes, key=lambda e: rules[e.id])),
        hexsides=tuple(sorted(hexsides, key=lambda e: e.id.value)),
        features=tuple(sorted(features, key=lambda e: e.id.value)),
        fortifications=tuple(sorted(fortifications, key=lambda e: e.id.value)),
        uphill_move_cost=1,
        precedence=precedence,
        provisional={"precedence": (
            "The Terrain Chart's order (T78.1) is in no source; the rulebook's T79-T99 "
            "numbering order stands in."
        )},
    )


# --- track display and Objective chits ------------------------------------------------------


def build_track() -> TrackDisplay:
    return TrackDisplay(
        time_track=tuple(range(16)),
        casualty_spaces=20,
        victory_track_max=20,
        fortification_vulnerability={"8": 2, "9": 3, "10": 4, "11": 5, "12": 6, "13": 7},
        smoke_markers={
            "1": 2, "2": 3, "3": 4, "4": 4, "5": 3, "6": 2, "7": 2, "8": 1, "9": 1, "10": 1
        },
        blaze_markers=6,
        provisional={
            "time_track": (
                "The number printed on each Time space is not in the data; the space's own "
                "index (0-15) stands in."
            ),
            "casualty_spaces": "The Casualty Track length is not in the data; 20 stands in.",
            "victory_track_max": "The Victory Track length is not in the data; 20 stands in.",
            "fortification_vulnerability": (
                "The Fortification Vulnerability table (O18.2.3.3) is not in the data; "
                "2 + (Radio FP - 8) stands in."
            ),
            "smoke_markers": (
                "The Smoke marker mix is not in the data; a spread weighted to low values "
                "(25 markers, values 1-10) stands in."
            ),
            "blaze_markers": "The number of Blaze markers is not in the data; 6 stands in.",
        },
    )


SPECIAL_CHITS = {
    "V": "all_five_wins",
    "W": "exit_vp_doubled",
    "X": "elimination_vp_doubled",
}


def build_chits(reference: Path) -> ObjectiveChitSet:
    chits = []
    for row in read_csv(reference / "objective_chits.csv"):
        kind = row["type"].split()[0]
        secret = row["no_secret_side"].strip().lower()
        provisional = {}
        if secret != "yes":
            provisional["has_secret_side"] = (
                "The data does not say whether this chit has a secret side; True stands in."
            )
        chits.append(ObjectiveChit(
            letter=row["chit"],
            kind=kind,  # type: ignore[arg-type]
            objective=int(row["objective"]) if kind == "single" else None,
            vp=int(row["vp"]) if row["vp"].strip() else None,
            special=SPECIAL_CHITS.get(row["chit"]) if kind == "special" else None,  # type: ignore[arg-type]
            has_secret_side=secret != "yes",
            provisional=provisional,
        ))
    return ObjectiveChitSet(chits=tuple(chits))


# --- scenarios ------------------------------------------------------------------------------


class ScenarioBuilder:
    """Turns one scenario record of ``scenarios.json`` into a :class:`Scenario`."""

    def __init__(self, reference: Path, nations: dict[str, Nation]) -> None:
        self.nations = nations
        self.leaders = {
            (int(r["scenario"]), r["side"].lower(), r["name"]): r
            for r in read_csv(reference / "leaders.csv")
            if r["scenario"].isdigit()
        }

    # pieces

    def leader(self, number: int, side: str, name: str, count: int, space: int) -> ForceItem:
        assert count == 1, name
        row = self.leaders[(number, side, name)]
        # leaders.csv names the Time space of late leaders; it must match the forces list.
        assert row["time_track_space"] == (str(space) if space else ""), (number, name)
        if row["profile"]:
            return ForceItem(kind="unit", type=slug(row["profile"]), name=name)
        rank = name.split(".")[0]
        default = RANK_DEFAULTS[rank]
        return ForceItem(
            kind="unit", type=default, name=name,
            provisional={"type": (
                f"This leader's Morale and Command are not in the data; the {rank}. rank's "
                f"'X' profile ({default}) stands in."
            )},
        )

    def piece(
        self, number: int, side: str, nation: Nation, entry: dict[str, Any], count: int,
        space: int = 0, fixed: dict[str, list[str]] | None = None,
    ) -> ForceItem:
        """One force item: ``count`` of ``entry``'s pieces, arriving on Time ``space`` (0: at
        start); ``fixed`` maps fortification names to their fixed hexes."""
        kind, name = entry["kind"], entry["unit"]
        if kind == "leader":
            return self.leader(number, side, name, count, space)
        if kind in ("squad", "team"):
            unit_ids = {u.id for u in nation.units}
            if slug(name) in unit_ids:
                return ForceItem(kind="unit", type=slug(name), count=count)
            stand_in, why = SUBSTITUTES[(nation.id, name)]
            assert stand_in in unit_ids
            return ForceItem(kind="unit", type=stand_in, count=count, provisional={"type": why})
        if kind == "weapon":
            weapon_id = slug(name)
            assert weapon_id in {w.id for w in nation.weapons}, (number, name)
            why = FOREIGN_WEAPONS.get((number, side, name))
            return ForceItem(
                kind="weapon", type=weapon_id, count=count,
                provisional={"type": why} if why else {},
            )
        if kind == "radio":
            calibre = int(re.search(r"(\d+)mm", name).group(1))  # type: ignore[union-attr]
            for radio in nation.radios:
                low, high = (int(x) for x in re.findall(r"\d+", radio.name))
                if low <= calibre <= high:
                    assert radio.fp == entry["radio_fp"], (number, name)
                    return ForceItem(kind="radio", type=radio.id, count=count)
            raise ValueError(f"scenario {number}: {nation.id} has no radio for {name}")
        if kind == "fortification":
            hexes = tuple((fixed or {}).get(name, ()))
            assert not hexes or len(hexes) == count, (number, name)
            return ForceItem(
                kind="fortification", type=FortificationKind(slug(name)).value, count=count,
                hexes=hexes,
            )
        raise ValueError(f"scenario {number}: unknown piece kind {kind!r}")

    # sides

    def side(self, data: dict[str, Any], side: str) -> ScenarioSide:
        number = data["number"]
        source = data[side]
        deck = DECK_BY_ADJECTIVE[source["fate_deck"]]
        provisional: dict[str, str] = {}
        if source["nation"] in NATIONS:
            nation_id = NATIONS[source["nation"]][0]
        else:
            nation_id = deck
            provisional["nation"] = (
                f"{source['nation']} has no counters or deck of its own here; per the special "
                f"rules US counters and the {source['fate_deck']} Fate deck stand in."
            )
        nation = self.nations[nation_id]
        fixed = data.get("fixed_fortifications") or {}
        forces: list[ForceItem] = []
        arriving: dict[int, list[ForceItem]] = defaultdict(list)
        for entry in source["forces"]:
            if entry["at_start"]:
                forces.append(
                    self.piece(number, side, nation, entry, entry["at_start"], fixed=fixed)
                )
            for step in entry.get("time_track", []):
                arriving[step["space"]].append(
                    self.piece(number, side, nation, entry, step["count"], space=step["space"])
                )
            late = sum(step["count"] for step in entry.get("time_track", []))
            assert entry["at_start"] + late == entry["total"], (number, entry)
        self.check_reinforcements(data, side, arriving)
        setup = data["setup"]
        anchors = setup[f"{side}_anchors"] or []
        depth = setup[f"{side}_depth_hexes"]
        if depth is None:
            zone = SetupZone(around=tuple(anchors), hidden=data["sets_up_first"] == "simultaneous")
        else:
            zone = SetupZone(depth=depth)
        reinforcements = []
        for space in sorted(arriving):
            entry_zone = None
            if number == 12 and side == "allies":
                entry_zone = SetupZone(around=tuple(anchors))
            reinforcements.append(
                Reinforcement(time_space=space, forces=tuple(arriving[space]), entry=entry_zone)
            )
        axis_edge, allies_edge, why = EDGES[number]
        provisional["friendly_edge"] = "Friendly edges are not in the data. " + why
        chits = data["objective_chits"]
        secret = chits.get(f"secret_{side}") if chits else None
        if secret is None:
            secret = 1
            provisional["secret_chits"] = (
                "The scenario's Objective chits are not in the data; 1 secret chit stands in."
            )
        opening = (data.get("opening_cards") or {}).get(side.capitalize(), [])
        posture = Posture(source["posture"].lower())
        assert source["hand_size"] == posture.hand_size
        return ScenarioSide(
            nation=nation_id,
            fate_deck=deck,
            posture=posture,
            orders=source["orders"],
            hand_size=posture.hand_size,
            quality=Quality(source["troop_quality"].lower()),
            surrender_space=source["surrender_space"],
            friendly_edge=axis_edge if side == "axis" else allies_edge,  # type: ignore[arg-type]
            setup=zone,
            forces=tuple(forces),
            reinforcements=tuple(reinforcements),
            secret_chits=secret,
            opening_cards=tuple(card["card"] for card in opening),
            provisional=provisional,
        )

    @staticmethod
    def check_reinforcements(
        data: dict[str, Any], side: str, arriving: dict[int, list[ForceItem]]
    ) -> None:
        """The per-piece Time-track entries must match the reference's reinforcement list."""
        listed: dict[int, int] = defaultdict(int)
        for group in data["reinforcements"]:
            if group["side"].lower() == side:
                listed[group["time_space"]] += sum(u["count"] for u in group["units"])
        built = {space: sum(item.count for item in items) for space, items in arriving.items()}
        assert built == dict(listed), (data["number"], side, built, dict(listed))

    # objectives

    def objectives(self, data: dict[str, Any]) -> ObjectiveSetup:
        provisional: dict[str, str] = {}
        sources = data["objective_control_at_start"] or {}
        control_data = sources.get("roll20_script") or sources.get("tannoiser2_setup_text")
        control: dict[str, SideId | None] = {}
        if control_data is None:
            provisional["control"] = (
                "Objective control at start is not in the data; all Objectives start "
                "uncontrolled."
            )
        else:
            control = {
                key: SideId(value.lower()) if value else None
                for key, value in sorted(control_data.items())
            }
        chits = data["objective_chits"]
        open_chits: list[str] = []
        random_open = 0
        excluded: list[str] = []
        if chits is None:
            random_open = 1
            provisional["random_open_chits"] = (
                "The scenario's Objective chits are not in the data; 1 random open chit and 1 "
                "secret chit per side stand in."
            )
        else:
            for letter in chits["open"]:
                match = re.fullmatch(r"random x(\d+)", letter)
                if match:
                    random_open += int(match.group(1))
                else:
                    open_chits.append(letter)
            excluded = sorted(
                set(chits.get("excluded_roll20", [])) | set(chits.get("excluded_tannoiser2", []))
            )
        return ObjectiveSetup(
            control=control,  # type: ignore[arg-type]
            open_chits=tuple(open_chits),
            random_open_chits=random_open,
            excluded_chits=tuple(excluded),
            provisional=provisional,
        )

    def scenario(self, data: dict[str, Any]) -> Scenario:
        number = data["number"]
        provisional: dict[str, str] = {
            "special_rules": (
                "The data has only 3-6 word topics of the special rules; these sentences "
                "paraphrase them and must be checked against the scenario card."
            ),
        }
        time_start = data["time_start_space"]
        if time_start is None:
            time_start = 0
            provisional["time_start"] = TIME_START_NOTE
        mine_text = data.get("mine_strength")
        mine_strength = int(re.match(r"(\d+)", mine_text).group(1)) if mine_text else 6  # type: ignore[union-attr]
        vp = data["starting_vp"]
        first = data["sets_up_first"]
        return Scenario(
            id=f"scenario{number:02d}",
            number=number,
            name=data["name"],
            date=data["date"],
            year=data["year"],
            place=data["place"],
            map=f"map{data['map']:02d}",
            axis=self.side(data, "axis"),
            allies=self.side(data, "allies"),
            initiative=SideId(data["initiative"].lower()),
            first_turn=SideId(data["first_turn"].lower()),
            sets_up_first=first if first == "simultaneous" else SideId(first.lower()),
            time_start=time_start,
            sudden_death=data["sudden_death_space"],
            starting_vp=StartingVP(
                side=SideId(vp["side"].lower()) if vp["side"] else None, value=vp["value"]
            ),
            objectives=self.objectives(data),
            mine_strength=mine_strength,
            special_rules=SPECIAL_RULES[number],
            provisional=provisional,
        )


def edge_report(scenario: Scenario, map_data: MapData) -> list[str]:
    """Objectives held at start that lie outside the holder's setup depth (for the notes)."""
    cols, rows = map_data.cols, map_data.rows

    def inside(hex_id: str, edge: str, depth: int) -> bool:
        col, row = ord(hex_id[0]) - ord("A") + 1, int(hex_id[1:])
        distance = {"left": col, "right": cols + 1 - col, "top": row, "bottom": rows + 1 - row}
        return distance[edge] <= depth

    where = {str(h.objective): k for k, h in map_data.hexes.items() if h.objective}
    misses = []
    for objective, holder in scenario.objectives.control.items():
        if holder is None:
            continue
        side = scenario.side(holder)
        if side.setup.depth and not inside(where[objective], side.friendly_edge, side.setup.depth):
            misses.append(f"{objective}:{where[objective]}({holder.value})")
    return misses


def build_scenarios(reference: Path, nations: dict[str, Nation]) -> dict[int, Scenario]:
    records = json.loads((reference / "scenarios.json").read_text(encoding="utf-8"))
    maps = {n: load_map(ROOT / "resources" / "maps" / f"map{n:02d}.json") for n in SCENARIO_NUMBERS}
    builder = ScenarioBuilder(reference, nations)
    scenarios = {}
    for data in records:
        if data["number"] not in SCENARIO_NUMBERS:
            continue
        scenario = builder.scenario(data)
        map_data = maps[data["map"]]
        for side in (scenario.axis, scenario.allies):
            for item in (*side.forces, *(i for r in side.reinforcements for i in r.forces)):
                assert all(h in map_data.hexes for h in item.hexes), item
        for side_id in SideId:
            for reinforcement in scenario.side(side_id).reinforcements:
                if reinforcement.entry:
                    assert all(h in map_data.hexes for h in reinforcement.entry.around)
        misses = edge_report(scenario, map_data)
        if misses:
            print(f"scenario {scenario.number}: held Objectives outside the holder's depth: "
                  + ", ".join(misses))
        scenarios[scenario.number] = scenario  # type: ignore[index]
    assert sorted(scenarios) == list(SCENARIO_NUMBERS)
    return scenarios


# --- main -----------------------------------------------------------------------------------


def main(argv: list[str]) -> int:
    reference = Path(argv[1]) if len(argv) > 1 else DEFAULT_REFERENCE
    content = ROOT / "resources" / "content"
    decks = build_decks(reference)
    nations = build_nations(reference)
    for nation_id, _ in NATIONS.values():
        write(content / "decks" / f"{nation_id}.json", decks[nation_id])
        write(content / "nations" / f"{nation_id}.json", nations[nation_id])
    write(content / "terrain.json", build_terrain(reference))
    write(content / "track.json", build_track())
    write(content / "objective_chits.json", build_chits(reference))
    for number, scenario in build_scenarios(reference, nations).items():
        write(ROOT / "scenarios" / f"scenario{number:02d}.json", scenario)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
