"""The closed vocabularies of Combat Commander: Orders, Actions, Events, triggers, terrain, etc.

Each member's value is the stable id used in content files; ``RULE_IDS`` and ``DISPLAY_NAMES``
give the rulebook section and the English game term, so logs and UIs can cite rules.
"""

from __future__ import annotations

import enum
from typing import Final

__all__ = [
    "DISPLAY_NAMES",
    "RULE_IDS",
    "Action",
    "Event",
    "Feature",
    "FortificationKind",
    "HexsideFeature",
    "Order",
    "Posture",
    "Quality",
    "SideId",
    "Terrain",
    "Trigger",
    "UnitKind",
    "WeaponKind",
    "display_name",
]


class SideId(enum.StrEnum):
    """The two sides of every scenario."""

    AXIS = "axis"
    ALLIES = "allies"

    @property
    def other(self) -> SideId:
        """The opposing side."""
        return SideId.ALLIES if self is SideId.AXIS else SideId.AXIS


class Posture(enum.StrEnum):
    """Scenario posture; it sets the hand size [1.1]."""

    ATTACK = "attack"
    RECON = "recon"
    DEFEND = "defend"

    @property
    def hand_size(self) -> int:
        """Hand size by posture [1.1]: Attack 6, Recon 5, Defend 4."""
        return {Posture.ATTACK: 6, Posture.RECON: 5, Posture.DEFEND: 4}[self]


class Quality(enum.StrEnum):
    """Troop quality of an OB [4.3.1]; it picks the Team used by Deploy and Light Wounds."""

    ELITE = "elite"
    LINE = "line"
    GREEN = "green"


class Order(enum.StrEnum):
    """Orders printed across the top of Fate cards (O15-O23); Pass is not on cards."""

    ADVANCE = "advance"
    ARTILLERY_DENIED = "artillery_denied"
    ARTILLERY_REQUEST = "artillery_request"
    COMMAND_CONFUSION = "command_confusion"
    FIRE = "fire"
    MOVE = "move"
    RECOVER = "recover"
    ROUT = "rout"


class Action(enum.StrEnum):
    """Actions printed below a Fate card's photo (A25-A41)."""

    AMBUSH = "ambush"
    ASSAULT_FIRE = "assault_fire"
    BORE_SIGHTING = "bore_sighting"
    COMMAND_CONFUSION = "command_confusion"
    CONCEALMENT = "concealment"
    CROSSFIRE = "crossfire"
    DEMOLITIONS = "demolitions"
    DIG_IN = "dig_in"
    HAND_GRENADES = "hand_grenades"
    HIDDEN_ENTRENCHMENTS = "hidden_entrenchments"
    HIDDEN_MINES = "hidden_mines"
    HIDDEN_PILLBOX = "hidden_pillbox"
    HIDDEN_UNIT = "hidden_unit"
    HIDDEN_WIRE = "hidden_wire"
    LIGHT_WOUNDS = "light_wounds"
    MARKSMANSHIP = "marksmanship"
    NO_QUARTER = "no_quarter"
    SMOKE_GRENADES = "smoke_grenades"
    SPRAY_FIRE = "spray_fire"
    SUSTAINED_FIRE = "sustained_fire"


class Event(enum.StrEnum):
    """Events printed on Fate cards (E43-E77)."""

    AIR_SUPPORT = "air_support"
    BATTLE_HARDEN = "battle_harden"
    BATTLEFIELD_INTEGRITY = "battlefield_integrity"
    BLAZE = "blaze"
    BOOBY_TRAP = "booby_trap"
    BREEZE = "breeze"
    COMMAND_AND_CONTROL = "command_and_control"
    COMMISSAR = "commissar"
    COWER = "cower"
    DEPLOY = "deploy"
    DUST = "dust"
    ELAN = "elan"
    ENTRENCH = "entrench"
    FIELD_PROMOTION = "field_promotion"
    FOG_OF_WAR = "fog_of_war"
    HERO = "hero"
    INFILTRATION = "infiltration"
    INTERDICTION = "interdiction"
    INTERROGATION = "interrogation"
    KIA = "kia"
    MALFUNCTION = "malfunction"
    MEDIC = "medic"
    MISSION_OBJECTIVE = "mission_objective"
    PRISONERS_OF_WAR = "prisoners_of_war"
    RECONNAISSANCE = "reconnaissance"
    REINFORCEMENTS = "reinforcements"
    RUBBLE = "rubble"
    SAPPERS = "sappers"
    SCROUNGE = "scrounge"
    SHELL_SHOCK = "shell_shock"
    SHELLHOLES = "shellholes"
    STRATEGIC_OBJECTIVE = "strategic_objective"
    SUPPRESSING_FIRE = "suppressing_fire"
    WALKING_WOUNDED = "walking_wounded"
    WHITE_PHOSPHORUS = "white_phosphorus"


class Trigger(enum.StrEnum):
    """Die-roll triggers printed in a red box [1.9.1]."""

    NONE = "none"
    EVENT = "event"
    JAMMED = "jammed"
    SNIPER = "sniper"
    TIME = "time"


class Terrain(enum.StrEnum):
    """Hex terrain types of the Terrain Chart (T79-T99)."""

    BRIDGE = "bridge"
    BRUSH = "brush"
    BUILDING = "building"
    FIELD = "field"
    GULLY = "gully"
    MARSH = "marsh"
    OPEN_GROUND = "open_ground"
    ORCHARD = "orchard"
    STREAM = "stream"
    WATER_BARRIER = "water_barrier"
    WOODS = "woods"


class HexsideFeature(enum.StrEnum):
    """Features drawn on a hexside (T83, T84, T87, T97).

    ``clear`` is not a rulebook feature: it marks a gap the map maker drew between two
    obstacle hexes, which the line-of-sight geometry keeps open.
    """

    CLIFF = "cliff"
    FENCE = "fence"
    HEDGE = "hedge"
    WALL = "wall"
    CLEAR = "clear"


class Feature(enum.StrEnum):
    """Features drawn inside a hex (T92, T93, T96)."""

    RAILWAY = "railway"
    ROAD = "road"
    TRAIL = "trail"


class FortificationKind(enum.StrEnum):
    """Fortifications F101-F106."""

    BUNKER = "bunker"
    FOXHOLES = "foxholes"
    MINES = "mines"
    PILLBOX = "pillbox"
    TRENCH = "trench"
    WIRE = "wire"


class UnitKind(enum.StrEnum):
    """Squad (4 figures), Team (2) or Leader (1) [3, 8.2]."""

    SQUAD = "squad"
    TEAM = "team"
    LEADER = "leader"

    @property
    def figures(self) -> int:
        """Figures for stacking [8.2]."""
        return {UnitKind.SQUAD: 4, UnitKind.TEAM: 2, UnitKind.LEADER: 1}[self]


class WeaponKind(enum.StrEnum):
    """Weapon families that rules single out (A41 MGs and Mortars, 11.6 special weapons)."""

    MG = "mg"
    MORTAR = "mortar"
    GUN = "gun"
    FLAMETHROWER = "flamethrower"
    SATCHEL_CHARGE = "satchel_charge"
    MOLOTOV_COCKTAIL = "molotov_cocktail"


RULE_IDS: Final[dict[enum.StrEnum, str]] = {
    Order.ADVANCE: "O16",
    Order.ARTILLERY_DENIED: "O17",
    Order.ARTILLERY_REQUEST: "O18",
    Order.COMMAND_CONFUSION: "O19",
    Order.FIRE: "O20",
    Order.MOVE: "O21",
    Order.RECOVER: "O22",
    Order.ROUT: "O23",
    Action.AMBUSH: "A25",
    Action.ASSAULT_FIRE: "A26",
    Action.BORE_SIGHTING: "A27",
    Action.COMMAND_CONFUSION: "A28",
    Action.CONCEALMENT: "A29",
    Action.CROSSFIRE: "A30",
    Action.DEMOLITIONS: "A31",
    Action.DIG_IN: "A32",
    Action.HAND_GRENADES: "A34",
    Action.HIDDEN_ENTRENCHMENTS: "A35.1",
    Action.HIDDEN_MINES: "A35.2",
    Action.HIDDEN_PILLBOX: "A35.3",
    Action.HIDDEN_UNIT: "A35.4",
    Action.HIDDEN_WIRE: "A35.5",
    Action.LIGHT_WOUNDS: "A36",
    Action.MARKSMANSHIP: "A37",
    Action.NO_QUARTER: "A38",
    Action.SMOKE_GRENADES: "A39",
    Action.SPRAY_FIRE: "A40",
    Action.SUSTAINED_FIRE: "A41",
    Event.AIR_SUPPORT: "E43",
    Event.BATTLE_HARDEN: "E44",
    Event.BATTLEFIELD_INTEGRITY: "E45",
    Event.BLAZE: "E46",
    Event.BOOBY_TRAP: "E47",
    Event.BREEZE: "E48",
    Event.COMMAND_AND_CONTROL: "E49",
    Event.COMMISSAR: "E50",
    Event.COWER: "E51",
    Event.DEPLOY: "E52",
    Event.DUST: "E53",
    Event.ELAN: "E54",
    Event.ENTRENCH: "E55",
    Event.FIELD_PROMOTION: "E56",
    Event.FOG_OF_WAR: "E57",
    Event.HERO: "E58",
    Event.INFILTRATION: "E59",
    Event.INTERDICTION: "E60",
    Event.INTERROGATION: "E61",
    Event.KIA: "E62",
    Event.MALFUNCTION: "E63",
    Event.MEDIC: "E64",
    Event.MISSION_OBJECTIVE: "E65",
    Event.PRISONERS_OF_WAR: "E66",
    Event.RECONNAISSANCE: "E67",
    Event.REINFORCEMENTS: "E68",
    Event.RUBBLE: "E69",
    Event.SAPPERS: "E70",
    Event.SCROUNGE: "E71",
    Event.SHELL_SHOCK: "E72",
    Event.SHELLHOLES: "E73",
    Event.STRATEGIC_OBJECTIVE: "E74",
    Event.SUPPRESSING_FIRE: "E75",
    Event.WALKING_WOUNDED: "E76",
    Event.WHITE_PHOSPHORUS: "E77",
    Trigger.EVENT: "1.9.1.1",
    Trigger.JAMMED: "1.9.1.2",
    Trigger.SNIPER: "1.9.1.3",
    Trigger.TIME: "1.9.1.4",
    Terrain.BRIDGE: "T80",
    Terrain.BRUSH: "T81",
    Terrain.BUILDING: "T82",
    Terrain.FIELD: "T85",
    Terrain.GULLY: "T86",
    Terrain.MARSH: "T89",
    Terrain.OPEN_GROUND: "T90",
    Terrain.ORCHARD: "T91",
    Terrain.STREAM: "T95",
    Terrain.WATER_BARRIER: "T98",
    Terrain.WOODS: "T99",
    HexsideFeature.CLIFF: "T83",
    HexsideFeature.FENCE: "T84",
    HexsideFeature.HEDGE: "T87",
    HexsideFeature.WALL: "T97",
    HexsideFeature.CLEAR: "10.1",
    Feature.RAILWAY: "T92",
    Feature.ROAD: "T93",
    Feature.TRAIL: "T96",
    FortificationKind.BUNKER: "F101",
    FortificationKind.FOXHOLES: "F102",
    FortificationKind.MINES: "F103",
    FortificationKind.PILLBOX: "F104",
    FortificationKind.TRENCH: "F105",
    FortificationKind.WIRE: "F106",
}

_SPECIAL_NAMES: Final[dict[enum.StrEnum, str]] = {
    Event.COMMAND_AND_CONTROL: "Command & Control",
    Event.ELAN: "Élan",
    Event.KIA: "KIA",
    Event.MEDIC: "Medic!",
    Trigger.EVENT: "Event!",
    Trigger.JAMMED: "Jammed!",
    Trigger.SNIPER: "Sniper!",
    Trigger.TIME: "Time!",
    HexsideFeature.CLEAR: "Clear hexside",
}

def _title(value: str) -> str:
    """``"fog_of_war"`` -> ``"Fog of War"``: the rulebook keeps small words in lower case."""
    return value.replace("_", " ").title().replace(" Of ", " of ")


DISPLAY_NAMES: Final[dict[enum.StrEnum, str]] = {
    member: _SPECIAL_NAMES.get(member, _title(member.value))
    for vocabulary in (
        Order, Action, Event, Trigger, Terrain, HexsideFeature, Feature, FortificationKind
    )
    for member in vocabulary
}


def display_name(member: enum.StrEnum) -> str:
    """The English game term of a vocabulary member, e.g. ``Order.ARTILLERY_REQUEST``."""
    return DISPLAY_NAMES.get(member, _title(member.value))
