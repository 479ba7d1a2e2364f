"""Activating units for an Order or Op Fire: one unit, or a Leader and units in its radius.

An Order activates one friendly unit not yet activated this Turn; an activated Leader may
also activate any of the friendly non-Leader units within its Command radius, counted in
hexes from its own, through impassable terrain and past enemies [O14.1, 3.3.1.1]. All of them
are named before the Order is carried out. The decisions go in two steps: ``activate U``
names the first unit; if it is a Leader, ``add U`` picks units in its radius one by one and
``go`` ends the list.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from cc_engine.content.vocabulary import SideId
from cc_engine.messages import counted, joined, msg
from cc_engine.rules.units import command, is_leader, unit_label
from cc_engine.state import Choice, Decision, GameState, UnitState

__all__ = [
    "activation_choices",
    "activation_decision",
    "can_be_activated",
    "radius_units",
    "with_activated",
]


def can_be_activated(state: GameState, unit: UnitState, op_fire: bool = False) -> bool:
    """On the map and not yet activated this Turn (for Op Fire: not yet for Op Fire) [O14.1].

    A Hero may be activated more than once per Turn [E58.1].
    """
    if unit.status != "map":
        return False
    if state.setting.unit_type(unit.side, unit.type).role == "hero":
        return True
    if op_fire:
        return unit.id not in state.op_fire_activated
    return unit.id not in state.activated


def radius_units(state: GameState, leader: UnitState, op_fire: bool = False) -> list[UnitState]:
    """Friendly non-Leaders within the Leader's Command radius that may still be activated."""
    assert leader.hex is not None
    reach = command(state, leader)
    return [u for u in state.units_on_map(leader.side)
            if u.id != leader.id and u.hex is not None and not is_leader(state, u)
            and u.hex.distance(leader.hex) <= reach and can_be_activated(state, u, op_fire)]


def activation_choices(state: GameState, side: SideId, chosen: tuple[str, ...],
                       eligible: Callable[[UnitState], bool], op_fire: bool = False,
                       ) -> tuple[Choice, ...]:
    """The legal next step of an activation.

    With nothing chosen: ``activate U`` for each unit that may be activated and passes
    ``eligible``. With a Leader chosen: ``add U`` for radius units not yet added, and ``go``.
    With a single non-Leader chosen there is nothing left to choose (returns ``()``).
    """
    if not chosen:
        return tuple(Choice("activate", (u.id,)) for u in state.units_on_map(side)
                     if can_be_activated(state, u, op_fire) and eligible(u))
    first = state.unit(chosen[0])
    if not is_leader(state, first):
        return ()
    extra = tuple(Choice("add", (u.id,)) for u in radius_units(state, first, op_fire)
                  if u.id not in chosen)
    return (*extra, Choice("go"))


def activation_decision(state: GameState, side: SideId, chosen: tuple[str, ...],
                        choices: tuple[Choice, ...], order_name: str) -> Decision:
    """The decision for an activation step, with a prompt naming what is chosen so far."""
    if not chosen:
        prompt = msg("Activate a unit (or a Leader) for the {order} [O14.1]", order=order_name)
    else:
        names = joined(unit_label(state, state.unit(u)) for u in chosen)
        prompt = msg("{order}: {units} activated; add units in the Leader's Command radius, or "
                     "go [3.3.1.1]", order=order_name, units=names)
    leaders = [state.unit(chosen[0])] if chosen else [
        state.unit(str(c.args[0])) for c in choices if c.kind == "activate"]
    radii = tuple(("radius", f"{u.id} {u.hex} {command(state, u)}") for u in leaders
                  if is_leader(state, u) and u.hex is not None)
    notes = tuple((c.notation(), counted(command(state, u), "Command {count}: may also "
                                         "activate friendly units up to {count} hex away "
                                         "[3.3.1.1]", "Command {count}: may also activate "
                                         "friendly units up to {count} hexes away [3.3.1.1]",
                                         count=command(state, u)))
                  for c in choices if c.kind == "activate"
                  and is_leader(state, u := state.unit(str(c.args[0]))))
    return Decision(side, "activate", choices, prompt, (("order", order_name), *radii), notes)


def with_activated(state: GameState, unit_ids: Iterable[str], op_fire: bool = False,
                   ) -> GameState:
    """Mark units activated this Turn (for Op Fire, in the Op Fire set) [O14.1, A33.3]."""
    from dataclasses import replace

    ids = frozenset(unit_ids)
    if op_fire:
        return replace(state, op_fire_activated=state.op_fire_activated | ids)
    return replace(state, activated=state.activated | ids)
