"""Units, Leaders and Weapons: current stats, rallying, Weapon breaks, elimination [3, 11, 13].

A unit's *current* stats are its printed ones (broken side when broken) plus the Command of
friendly Leaders in its hex [3.3.1.2], Veteran +1 [E44.1], Suppressed -1 [13.2] and Wire -1
[F106.1]; Morale also adds the hex's Cover [3.1.4, T78.3]. Every helper returns the value with
its parts, so the log can show the arithmetic.
"""

from __future__ import annotations

from dataclasses import replace

from cc_engine.content.models import Boxed, Stats, UnitType, WeaponType
from cc_engine.content.vocabulary import SideId, UnitKind
from cc_engine.flow import Log
from cc_engine.hexgrid import Hex
from cc_engine.messages import Message, Part, layout, msg, summed
from cc_engine.state import GameState, Setting, UnitState, WeaponState

__all__ = [
    "FIGURES",
    "Value",
    "boxed_stats",
    "command",
    "current_fp",
    "current_morale",
    "current_movement",
    "current_range",
    "elimination_vp",
    "figures_in",
    "is_leader",
    "numbered",
    "printed",
    "team_type_for",
    "type_label",
    "unit_kind",
    "unit_label",
    "weapon_fp",
    "weapon_range",
    "weapon_type_of",
]

FIGURES = {UnitKind.SQUAD: 4, UnitKind.TEAM: 2, UnitKind.LEADER: 1}



class Value:
    """A number with its parts: ``Value(5, [("Rifle Squad", 5, "3.1.1"), ...])``."""

    __slots__ = ("parts", "total")

    def __init__(self, parts: list[Part]) -> None:
        self.parts = parts
        self.total = sum(p[1] for p in parts)

    def explain(self) -> str:
        """In words, a :class:`~cc_engine.messages.Message` whose part names stay
        translatable, e.g. ``'6 (Rifle 5 [3.1.1] +1 Command [3.3.1.2])'``."""
        if not self.parts:
            return "0"
        return layout("{total} ({words})", total=self.total, words=summed(self.parts))


def type_label(kind: UnitType) -> str:
    """How setup names a unit of a type: ``'Rifle Squad'``, ``'Line Team'``, a Leader's name.

    The type's name is a game term, so ``'<type> Squad'`` is a message that keeps it
    translatable.
    """
    if kind.kind is UnitKind.LEADER or kind.name.endswith(kind.kind.value.title()):
        return kind.name
    if kind.kind is UnitKind.SQUAD:
        return msg("{type} Squad", type=kind.name)
    return msg("{type} Team", type=kind.name)


def numbered(name: str, number: int) -> Message:
    """A unit's name numbered among the units that share it: ``'Rifle Squad 3'``."""
    return msg("{name} {number}", name=name, number=number)


def unit_type(state: GameState, unit: UnitState) -> UnitType:
    """The counter type of a unit."""
    return state.setting.unit_type(unit.side, unit.type)


def unit_kind(state: GameState, unit: UnitState) -> UnitKind:
    """Squad, Team or Leader."""
    return unit_type(state, unit).kind


def is_leader(state: GameState, unit: UnitState) -> bool:
    """Leaders (the Hero and the Private included)."""
    return unit_kind(state, unit) is UnitKind.LEADER


def printed(state: GameState, unit: UnitState) -> Stats:
    """The stats on the side of the counter that is face up [3.2.1]."""
    kind = unit_type(state, unit)
    return kind.broken if unit.broken else kind.unbroken


#: No stat in a box: the broken side of a counter [3.1.6, 3.2.1].
NOT_BOXED = Boxed()


def boxed_stats(setting: Setting, unit: UnitState, weapon: WeaponState | None = None) -> Boxed:
    """The stats printed in a box on the face-up side of a unit, or of its ``weapon`` [3.1.6].

    This is the one place that reads boxes: +1 in Melee (boxed FP) [O16.4.1], Assault Fire
    (boxed FP) [A26], Spray Fire (boxed Range) [A40], Smoke Grenades (boxed Movement) [A39].
    A counter's boxes are printed on its unbroken side only, so a broken unit has none
    [3.2.1]; likewise a broken Weapon, flipped to the side without stats [11.4]. A Weapon has
    no Movement box.
    """
    if weapon is not None:
        kind = setting.weapon_type(weapon.side, weapon.type)
        if weapon.broken:
            return NOT_BOXED
        return Boxed(fp=kind.fp_boxed, range=kind.range_boxed)
    return NOT_BOXED if unit.broken else setting.unit_type(unit.side, unit.type).boxed


def unit_label(state: GameState, unit: UnitState) -> str:
    """How the log names a unit: ``'Sgt. Biermann (J7)'``, ``'Rifle Squad a3 (K8)'``."""
    on_map = unit.hex is not None and unit.status == "map"
    if unit.broken:
        return (msg("{unit} (broken) ({hex})", unit=unit.name, hex=str(unit.hex)) if on_map
                else msg("{unit} (broken)", unit=unit.name))
    return msg("{unit} ({hex})", unit=unit.name, hex=str(unit.hex)) if on_map else unit.name


def command(state: GameState, unit: UnitState) -> int:
    """A Leader's current Command (its broken side's when broken) [3.1.5]."""
    return printed(state, unit).command or 0


def _leader_command(state: GameState, unit: UnitState) -> list[Part]:
    """Command of every friendly Leader in the unit's hex, for Squads and Teams only."""
    if unit.hex is None or is_leader(state, unit):
        return []
    parts: list[Part] = []
    for other in state.units_in(unit.hex, unit.side):
        if other.id != unit.id and is_leader(state, other):
            value = command(state, other)
            if value:
                parts.append((msg("Command of {leader}", leader=other.name), value, "3.3.1.2"))
    return parts


def _markers(state: GameState, unit: UnitState, morale: bool = False) -> list[Part]:
    parts: list[Part] = []
    if unit.veteran:
        parts.append((msg("Veteran"), 1, "E44.1"))
    if unit.suppressed:
        parts.append((msg("Suppressed"), -1, "13.2"))
    if unit.hex is not None:
        wire = state.setting.terrain.wire_modifier(unit.hex, state.markers)
        if wire:
            parts.append((msg("in Wire"), wire, "F106.1"))
    return parts


def current_fp(state: GameState, unit: UnitState) -> Value:
    """Current FP of a unit [3.1.1]."""
    parts: list[Part] = [(unit.name, printed(state, unit).fp, "3.1.1")]
    return Value(parts + _leader_command(state, unit) + _markers(state, unit))


def current_range(state: GameState, unit: UnitState) -> Value:
    """Current Range of a unit [3.1.2]."""
    parts: list[Part] = [(unit.name, printed(state, unit).range, "3.1.2")]
    return Value(parts + _leader_command(state, unit) + _markers(state, unit))


def current_movement(state: GameState, unit: UnitState) -> Value:
    """Current Movement of a unit, with its Weapon's penalty [3.1.3, 11.1]."""
    parts: list[Part] = [(unit.name, printed(state, unit).movement, "3.1.3")]
    parts += _leader_command(state, unit)
    if unit.veteran:
        parts.append((msg("Veteran"), 1, "E44.1"))
    if unit.suppressed:
        parts.append((msg("Suppressed"), -1, "13.2"))
    if unit.weapon is not None:
        penalty = weapon_type_of(state, state.weapon(unit.weapon)).move_penalty
        if penalty:
            parts.append(("Weapon", penalty, "11.1"))  # a game term
    return Value(parts)


def current_morale(state: GameState, unit: UnitState, cover: int | None = None,
                   cover_name: str | None = None) -> Value:
    """Current Morale: printed, Command, markers, and Cover [3.1.4]; ``cover`` overrides."""
    parts: list[Part] = [(unit.name, printed(state, unit).morale, "3.1.4")]
    parts += _leader_command(state, unit) + _markers(state, unit)
    if cover is None and unit.hex is not None:
        best = state.setting.terrain.cover(unit.hex, state.markers)
        cover, cover_name = best.value, msg("Cover ({source})", source=best.source)
    if cover:
        parts.append((msg("Cover") if cover_name is None else cover_name, cover, "T78.3"))
    return Value(parts)


def weapon_type_of(state: GameState, weapon: WeaponState) -> WeaponType:
    """The type of a Weapon piece."""
    return state.setting.weapon_type(weapon.side, weapon.type)


def _weapon_command(state: GameState, weapon: WeaponState, carrier: UnitState) -> list[Part]:
    """Command for a non-Ordnance Weapon carried by a non-Leader [3.3.1.3]."""
    if weapon_type_of(state, weapon).ordnance or is_leader(state, carrier):
        return []
    return [(name, value, "3.3.1.3") for name, value, _ in _leader_command(state, carrier)]


def weapon_fp(state: GameState, weapon: WeaponState, carrier: UnitState) -> Value:
    """A Weapon's FP with Leader Command [11.1, 3.3.1.3]."""
    kind = weapon_type_of(state, weapon)
    return Value([(kind.name, kind.fp, "11.1"), *_weapon_command(state, weapon, carrier)])


def weapon_range(state: GameState, weapon: WeaponState, carrier: UnitState) -> Value:
    """A Weapon's Range with Leader Command [11.1, 3.3.1.3]."""
    kind = weapon_type_of(state, weapon)
    return Value([(kind.name, kind.range, "11.1"), *_weapon_command(state, weapon, carrier)])


def figures_in(state: GameState, hex_: Hex, side: SideId) -> int:
    """Figures of one side's units in a hex: Leader 1, Team 2, Squad 4 [8.2]."""
    return sum(FIGURES[unit_kind(state, u)] for u in state.units_in(hex_, side))


def team_type_for(setting: Setting, side: SideId) -> str | None:
    """The Team type of ``side``'s OB quality, if its nation has one: what a Squad becomes by
    Light Wounds [A36] or Deploy [E52]."""
    quality = setting.scenario.side(side).quality
    for unit_type in setting.nation(side).units:
        if unit_type.kind is UnitKind.TEAM and unit_type.quality is quality:
            return unit_type.id
    return None


def elimination_vp(state: GameState, unit: UnitState) -> int:
    """VP for eliminating (or exiting) a unit [7.1]: Squad 2, Team 1, Leader 1 + Command."""
    kind = unit_type(state, unit)
    if kind.role == "hero":
        return 0
    if kind.kind is UnitKind.LEADER:
        return 1 + (kind.unbroken.command or 0)
    return 2 if kind.kind is UnitKind.SQUAD else 1


def rally_unit(state: GameState, unit_id: str, log: Log, cause: str,
               rules: tuple[str, ...]) -> GameState:
    """Flip a broken unit back to its unbroken side [3.2.5]."""
    unit = state.unit(unit_id)
    if not unit.broken:
        return state
    log.add("rallied", msg("{unit} rallies ({cause})", unit=unit_label(state, unit),
                           cause=cause), rules, side=unit.side, unit=unit.id)
    return state.with_unit(replace(unit, broken=False))


def suppress_unit(state: GameState, unit_id: str, log: Log, cause: str,
                  rules: tuple[str, ...]) -> GameState:
    """Put a Suppressed marker on a unit that has none [13.1, 8.1.1]."""
    unit = state.unit(unit_id)
    if unit.suppressed or unit.status != "map":
        return state
    log.add("suppressed", msg("{unit} is Suppressed ({cause})", unit=unit_label(state, unit),
                              cause=cause), rules, side=unit.side, unit=unit.id)
    return state.with_unit(replace(unit, suppressed=True))


def break_weapon(state: GameState, weapon_id: str, log: Log, cause: str,
                 rules: tuple[str, ...]) -> GameState:
    """Break a Weapon; a broken Weapon that breaks again is eliminated [11.4]."""
    weapon = state.weapon(weapon_id)
    name = weapon_type_of(state, weapon).name
    if weapon.broken:
        log.add("weapon_eliminated", msg("the broken {weapon} breaks again and is eliminated "
                                         "({cause})", weapon=name, cause=cause),
                (*rules, "11.4"), side=weapon.side)
        return eliminate_weapon(state, weapon_id)
    log.add("weapon_broken", msg("the {weapon} breaks ({cause})", weapon=name, cause=cause),
            rules, side=weapon.side)
    return state.with_weapon(replace(weapon, broken=True))


def eliminate_weapon(state: GameState, weapon_id: str) -> GameState:
    """Put a Weapon in the Casualty Track's Weapon box; its carrier no longer has it [4.2]."""
    weapon = state.weapon(weapon_id)
    state = replace(state, units=tuple(replace(u, weapon=None) if u.weapon == weapon_id else u
                                       for u in state.units))
    return state.with_weapon(replace(weapon, status="eliminated"))


def carrier_of(state: GameState, weapon_id: str) -> UnitState | None:
    """The unit carrying a Weapon, if any."""
    for unit in state.units:
        if unit.weapon == weapon_id:
            return unit
    return None
