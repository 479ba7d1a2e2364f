"""Units that became other units and still count as the same unit [E52.2].

A Deployed Squad is replaced by two Teams that "are treated as being the same unit" [E52.2]:
they share its activation (for an Order, for Op Fire [A33.3]) and every result still pending
against the Squad affects both. The engine holds unit ids for later in many places: the
activation sets of the state, and the frames of the stack (a Fire Order's activated and fired
pieces, a Move Order's movers and the MP they spent, the Op Fire roster, an attack's
defenders, Rally and Rout roll lists, Melee participants...). :func:`replace_unit` rewrites
every such list at once, whatever frame holds it, and records the replacement, so that a
frame holding a single unit for later (the unit whose Defense, Rally or Rout result is locked
[1.9.1], a retreating unit) finds the units it became with :func:`became` when it resumes.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from cc_engine.flow import Log
from cc_engine.messages import joined, msg
from cc_engine.rules.units import unit_label
from cc_engine.state import GameState

__all__ = ["became", "locked_targets", "replace_unit"]


def became(state: GameState, unit_id: str) -> tuple[str, ...]:
    """The units ``unit_id`` is now: itself, or the units that replaced it (in turn replaced
    by others, if so), whatever their status."""
    mapping = dict(state.replaced)
    if unit_id not in mapping:
        return (unit_id,)
    return tuple(u for new in mapping[unit_id] for u in became(state, new))


def _renamed_value(value: Any, old: str, new: tuple[str, ...]) -> Any:
    """A tuple of ids (or of pairs led by an id, like MP spent) with ``old`` replaced by
    ``new``; any other value unchanged."""
    if not isinstance(value, tuple):
        return value
    hit = False
    items: list[Any] = []
    for item in value:
        if type(item) is str and item == old:
            items.extend(new)
            hit = True
        elif (isinstance(item, tuple) and item and type(item[0]) is str
              and item[0] == old):
            items.extend((unit, *item[1:]) for unit in new)
            hit = True
        else:
            items.append(item)
    return tuple(items) if hit else value


def _renamed_frame(frame: Any, old: str, new: tuple[str, ...]) -> Any:
    changes = {}
    for item in fields(frame):
        value = getattr(frame, item.name)
        renamed = _renamed_value(value, old, new)
        if renamed is not value:
            changes[item.name] = renamed
    return replace(frame, **changes) if changes else frame


def replace_unit(state: GameState, old: str, new: tuple[str, ...]) -> GameState:
    """Record that unit ``old`` became the units ``new``, the same unit [E52.2].

    Every id list held for later names the new units instead: the units activated this Turn
    and for Op Fire, and each frame's lists of units or pieces. A frame's single-unit slot
    (``current``, a retreating ``unit``) keeps the old id; it reads :func:`became` when it
    resumes.
    """

    def moved(ids: frozenset[str]) -> frozenset[str]:
        return ids - {old} | set(new) if old in ids else ids

    return replace(state, activated=moved(state.activated),
                   op_fire_activated=moved(state.op_fire_activated),
                   stack=tuple(_renamed_frame(f, old, new) for f in state.stack),
                   replaced=(*state.replaced, (old, new)))


def locked_targets(state: GameState, unit_id: str, log: Log) -> tuple[str, ...]:
    """The units on the map a result locked against ``unit_id`` now applies to [1.9.1].

    The unit itself wherever it is, broken or not (worked example X3); or both Teams of a
    Deployed Squad [E52.2]; none if it left the map (logged either way).
    """
    units = [u for u in became(state, unit_id) if state.unit(u).status == "map"]
    unit = state.unit(unit_id)
    if not units:
        log.add("locked_void", msg("{unit} is no longer on the map: its locked result has no "
                                   "effect [1.9.1]", unit=unit.name), ("1.9.1",),
                side=unit.side, unit=unit.id)
    elif units != [unit_id]:
        log.add("locked_shared", msg("{unit} has become {units}, the same unit: its locked "
                                     "result applies to each [E52.2, 1.9.1]", unit=unit.name,
                                     units=joined(unit_label(state, state.unit(u))
                                                  for u in units)),
                ("E52.2", "1.9.1"), side=unit.side, unit=unit.id)
    return tuple(units)
