"""The Support Table and new pieces brought into play [E59, E68, A35.4, 11.2, E56, E58].

A nation's Support Table (content: ``Nation.support``) lists items by roll column and year:
a unit, a Weapon with the unit that must carry it [11.2], or a Radio. Infiltration [E59],
Reinforcements [E68] and Hidden Unit [A35.4] roll on it and pick one item of the column
matching the roll that is available in the scenario year (:func:`support_items`), then put
it into play (:func:`place_support_unit`, :func:`place_support_radio`).

New counters get fresh ids in the game's numbering (``au21``, ``bw07``, ``ar02``). The Hero
and the Private exist once per nation [E56, E58.1]: when one waits in the countermix
(``status == "pool"``, e.g. an eliminated Hero) that counter is taken again.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from cc_engine.content.models import SupportItem
from cc_engine.content.vocabulary import SideId
from cc_engine.flow import Log
from cc_engine.hexgrid import Hex
from cc_engine.messages import msg
from cc_engine.rules.units import FIGURES, figures_in, numbered, type_label, unit_label
from cc_engine.rules.victory import update_control
from cc_engine.state import GameState, RadioState, UnitState, WeaponState

__all__ = [
    "item_label",
    "new_unit",
    "place_support_radio",
    "place_support_unit",
    "placement_hexes",
    "support_items",
    "support_unit_type",
]


def support_items(state: GameState, side: SideId, roll_total: int, *,
                  radios: bool = True) -> list[SupportItem]:
    """The Support Table items a roll allows: its column, in the scenario year [E59, E68].

    Args:
        state: the game.
        side: whose nation's table is rolled on.
        roll_total: the roll (dice summed [1.9]).
        radios: False leaves Radios out (Infiltration [E59], Hidden Unit [A35.4]).

    Returns:
        The items in table order (their position in ``Nation.support`` is their index).
    """
    year = state.setting.scenario.year
    return [item for item in state.setting.nation(side).support
            if item.available(roll_total, year) and (radios or item.kind != "radio")]


def support_unit_type(item: SupportItem) -> str:
    """The unit type an item puts on the map: the unit, or a Weapon's carrier [11.2]."""
    if item.kind == "radio":
        raise ValueError(f"the Radio {item.type} is not a unit")
    return item.carrier if item.carrier is not None else item.type


def item_label(state: GameState, side: SideId, item: SupportItem) -> str:
    """How the log and prompts name an item: ``'Heavy MG with a Weapon Team'`` (a message
    whose unit, Weapon and Radio names stay game terms, translatable)."""
    setting = state.setting
    if item.kind == "radio":
        return msg("{radio} Radio", radio=setting.radio_type(side, item.type).name)
    if item.kind == "weapon":
        assert item.carrier is not None
        return msg("{weapon} with a {carrier}", weapon=setting.weapon_type(side, item.type).name,
                   carrier=setting.unit_type(side, item.carrier).name)
    return setting.unit_type(side, item.type).name


def _next_id(ids: Iterable[str], side: SideId, letter: str) -> str:
    """The first free id ``<a|b><letter>NN``; ``au05.1`` (a Deployed Team) takes ``au05``."""
    taken = {i.split(".")[0] for i in ids}
    prefix = ("a" if side is SideId.AXIS else "b") + letter
    number = 1
    while f"{prefix}{number:02d}" in taken:
        number += 1
    return f"{prefix}{number:02d}"


def _label(state: GameState, side: SideId, type_id: str) -> str:
    """A unit's name as setup gives it (``'Rifle Squad'``), numbered if already taken."""
    kind = state.setting.unit_type(side, type_id)
    label = type_label(kind)
    names = {u.name for u in state.units if u.side is side}
    if label not in names:
        return label
    number = 2
    while numbered(label, number) in names:
        number += 1
    return numbered(label, number)


def new_unit(state: GameState, side: SideId, type_id: str, hex_: Hex, *,
             broken: bool = False) -> tuple[GameState, str]:
    """Put a unit of ``type_id`` on the map at ``hex_``: a new counter, or for the one-counter
    Hero and Private [E56, E58.1] the counter waiting in the countermix.

    Control of Objectives is not updated here (see :func:`place_support_unit`).

    Returns:
        The new state and the unit's id.
    """
    single = state.setting.unit_type(side, type_id).role is not None
    for unit in state.units:
        if single and unit.side is side and unit.type == type_id and unit.status == "pool":
            placed = replace(unit, status="map", hex=hex_, broken=broken, time_space=None)
            return state.with_unit(placed), unit.id
    unit_id = _next_id({u.id for u in state.units}, side, "u")
    unit = UnitState(unit_id, side, type_id, _label(state, side, type_id), "map", hex_,
                     broken=broken)
    return replace(state, units=(*state.units, unit)), unit_id


def placement_hexes(state: GameState, side: SideId, type_id: str,
                    candidates: list[Hex] | set[Hex] | tuple[Hex, ...]) -> list[Hex]:
    """The candidate hexes where a new unit may go: on the map, not impassable, and within
    the 7-figure stacking limit with the friendly units there [8.2, E59, E68, E76].

    Enemy units do not forbid a hex: a Melee follows, fought within the Event [E42].
    """
    terrain = state.setting.terrain
    size = FIGURES[state.setting.unit_type(side, type_id).kind]
    return sorted(h for h in set(candidates)
                  if terrain.grid.contains(h) and not terrain.is_impassable(h, state.markers)
                  and figures_in(state, h, side) + size <= 7)


def place_support_unit(state: GameState, side: SideId, item: SupportItem, hex_: Hex, log: Log,
                       rules: tuple[str, ...]) -> tuple[GameState, str]:
    """Put a Support Table unit (with its Weapon, if the item is one) at ``hex_``, for free.

    A Weapon item puts its carrier unit on the map carrying the Weapon [11.2].

    Returns:
        The new state (Objective control updated [7.3.1]) and the placed unit's id.
    """
    state, unit_id = new_unit(state, side, support_unit_type(item), hex_)
    label = unit_label(state, state.unit(unit_id))
    words = msg("{unit} enters play at {hex}", unit=label, hex=hex_.id)
    if item.kind == "weapon":
        weapon_id = _next_id({w.id for w in state.weapons}, side, "w")
        state = replace(state, weapons=(*state.weapons, WeaponState(weapon_id, side,
                                                                    item.type)))
        state = state.with_unit(replace(state.unit(unit_id), weapon=weapon_id))
        words = msg("{unit} enters play at {hex} with its {weapon} [11.2]", unit=label,
                    hex=hex_.id, weapon=state.setting.weapon_type(side, item.type).name)
    log.add("support", words, rules, side=side, unit=unit_id, hex=hex_.id)
    return update_control(state, log), unit_id


def place_support_radio(state: GameState, side: SideId, item: SupportItem, log: Log,
                        rules: tuple[str, ...]) -> GameState:
    """Put a Support Table Radio into the side's (empty) Artillery Box [E68, 12]."""
    if item.kind != "radio":
        raise ValueError(f"{item.type} is not a Radio")
    radio_id = _next_id({r.id for r in state.radios}, side, "r")
    log.add("support", msg("{radio} placed in the {side:adjective} Artillery Box",
                           radio=item_label(state, side, item), side=side.value.title()),
            rules, side=side)
    return replace(state, radios=(*state.radios, RadioState(radio_id, side, item.type)))
