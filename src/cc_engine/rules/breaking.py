"""Breaking a unit as a step of play, so the owner can answer before it happens [3.2, A36].

:func:`push_break` is how rules break a unit when a response may come first: it pushes a
:class:`BreakFrame`; the frame's handler opens the Light Wounds window [A36] (a Squad's owner
may replace it by a Team instead) and then breaks the unit with
:func:`cc_engine.rules.units.break_unit`. Rules that must act on the result run after the
frame pops.
"""

from __future__ import annotations

from cc_engine.flow import Log, pop, push, register
from cc_engine.frames import BreakFrame
from cc_engine.rules.units import break_unit
from cc_engine.state import Decision, GameState

__all__ = ["push_break"]


def push_break(state: GameState, unit_id: str, cause: str,
               rules: tuple[str, ...] = ("3.2",)) -> GameState:
    """Break ``unit_id`` once any response to its breaking is over."""
    return push(state, BreakFrame(unit_id, cause, rules=rules))


def _run_break(state: GameState, frame: BreakFrame, log: Log) -> tuple[GameState,
                                                                         Decision | None]:
    state = pop(state)
    return break_unit(state, frame.unit, log, frame.cause, frame.rules), None


register("break", _run_break)
