"""Breaking a unit as a step of play, so the owner can answer before it happens [3.2, A36].

:func:`push_break` is how rules break a unit when a response may come first: it pushes a
:class:`BreakFrame`; the frame's handler opens the Light Wounds window [A36] (W6: a Squad's
owner may replace it by a Team instead) and then breaks the unit with :func:`break_unit`
[3.2.1, 3.2.4]. Rules that must act on the result run after the frame pops.

:func:`push_breaks` breaks several units *together*, by one effect (Air Support [E43], White
Phosphorus [E77]): each still gets its own window, and the end of the game is checked only
once all of them are broken, so that two sides losing their last units at once lose together
[6.3.1] (see :func:`cc_engine.rules.victory.lost_last_unit`).

Whether the owner is asked depends only on public facts and his stops (``Stops.fire_actions``):
the Squad would break, a Team of his OB's quality exists, and (with ``"when_able"``) a Light
Wounds card of his deck is not in his discard pile; never on his hand (DESIGN: no leak).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import fields, replace
from typing import Any

from cc_engine.content.vocabulary import Action, UnitKind
from cc_engine.flow import Log, pop, push, register, replace_frame
from cc_engine.frames import BreakFrame
from cc_engine.messages import by_side, msg
from cc_engine.rules.hand import action_cards, could_hold, discard_card, register_action
from cc_engine.rules.units import team_type_for, unit_kind, unit_label
from cc_engine.rules.victory import add_vp, eliminate_unit
from cc_engine.state import Choice, Decision, GameState, UnitState

__all__ = ["break_unit", "push_break", "push_breaks", "replace_by_team"]


def push_break(state: GameState, unit_id: str, cause: str,
               rules: tuple[str, ...] = ("3.2",)) -> GameState:
    """Break ``unit_id`` once any response to its breaking is over."""
    return push(state, BreakFrame(unit_id, cause, rules=rules))


def push_breaks(state: GameState, unit_ids: Iterable[str], cause: str,
                rules: tuple[str, ...] = ("3.2",)) -> GameState:
    """Break ``unit_ids`` together, in that order (each after its own window) [6.3.1]."""
    for unit_id in reversed(tuple(unit_ids)):
        state = push_break(state, unit_id, cause, rules)
    return state


def break_unit(state: GameState, unit_id: str, log: Log, cause: str,
               rules: tuple[str, ...] = ("3.2",)) -> GameState:
    """Break a unit; a broken unit that breaks again is eliminated [3.2.1, 3.2.4]."""
    unit = state.unit(unit_id)
    if unit.status != "map":
        return state
    if unit.broken:
        log.add("eliminated", msg("{unit} breaks again and is eliminated ({cause})",
                                  unit=unit_label(state, unit), cause=cause),
                (*rules, "3.2.4"), side=unit.side, unit=unit.id)
        return eliminate_unit(state, unit_id, log)
    log.add("broken", msg("{unit} breaks ({cause})", unit=unit_label(state, unit), cause=cause),
            rules, side=unit.side, unit=unit.id)
    return state.with_unit(replace(unit, broken=True))


def _light_wounds_possible(state: GameState, unit: UnitState) -> bool:
    """A Squad on the map would break, and a Team of its OB's quality exists [A36]."""
    return (unit.status == "map" and unit_kind(state, unit) is UnitKind.SQUAD
            and team_type_for(state.setting, unit.side) is not None)


def _asked(state: GameState, unit: UnitState) -> bool:
    stops = state.side(unit.side).stops.fire_actions
    if stops == "never" or not _light_wounds_possible(state, unit):
        return False
    return stops == "always" or could_hold(state, unit.side, Action.LIGHT_WOUNDS)


def _swapped(frame: Any, old: str, new: str) -> Any:
    """A frame whose id tuples (activated units, rosters, fired pieces) name ``new`` for
    ``old``: the Team keeps the Squad's activation status [A36]."""
    changes = {}
    for item in fields(frame):
        value = getattr(frame, item.name)
        if isinstance(value, tuple) and old in value:
            changes[item.name] = tuple(new if v == old else v for v in value)
    return replace(frame, **changes) if changes else frame


def replace_by_team(state: GameState, squad_id: str, log: Log) -> GameState:
    """Put the Squad back into the countermix and a Team of the OB's quality in its hex [A36].

    The Team is broken if the Squad was, keeps its Weapon, Suppressed and Veteran markers, and
    its activation status (activated, Op-Fire-activated, and its place in the frames of the
    Orders in progress).
    """
    squad = state.unit(squad_id)
    team_type = team_type_for(state.setting, squad.side)
    assert team_type is not None
    name = state.setting.unit_type(squad.side, team_type).name
    team = UnitState(f"{squad.id}.lw", squad.side, team_type, name, "map", squad.hex,
                     squad.broken, squad.suppressed, squad.veteran, squad.weapon)
    back = replace(squad, status="pool", hex=None, broken=False, suppressed=False,
                   veteran=False, weapon=None)
    units = (*(back if u.id == squad.id else u for u in state.units), team)

    def moved(ids: frozenset[str]) -> frozenset[str]:
        return ids - {squad.id} | {team.id} if squad.id in ids else ids

    fields: dict[str, str | int] = {"unit": unit_label(state, squad), "team": name,
                                    "hex": str(squad.hex)}
    log.add("light_wounds",
            msg("{unit} goes back to the countermix; a broken {team} takes its place in {hex} "
                "[A36]", **fields) if squad.broken else
            msg("{unit} goes back to the countermix; a {team} takes its place in {hex} [A36]",
                **fields), ("A36",), side=squad.side, unit=squad.id)
    return replace(state, units=units, activated=moved(state.activated),
                   op_fire_activated=moved(state.op_fire_activated),
                   stack=tuple(_swapped(f, squad.id, team.id) for f in state.stack))


def _run_break(state: GameState, frame: BreakFrame, log: Log) -> tuple[GameState,
                                                                         Decision | None]:
    unit = state.unit(frame.unit)
    if frame.stage == "window" and _asked(state, unit):
        choices = [Choice("light_wounds", (c,))
                   for c in action_cards(state, unit.side, Action.LIGHT_WOUNDS)]
        fields = {"unit": unit_label(state, unit), "cause": frame.cause}
        prompt = (msg("{unit} would be eliminated ({cause}): play Light Wounds to replace it by "
                      "a Team for -1 VP, or continue [A36]", **fields) if unit.broken else
                  msg("{unit} would break ({cause}): play Light Wounds to replace it by a Team "
                      "for -1 VP, or continue [A36]", **fields))
        return state, Decision(unit.side, "light_wounds", (*choices, Choice("continue")),
                               prompt, (("unit", unit.id),))
    return break_unit(pop(state), frame.unit, log, frame.cause, frame.rules), None


def _choose_break(state: GameState, frame: BreakFrame, choice: Choice, log: Log) -> GameState:
    if choice.kind == "continue":
        return replace_frame(state, replace(frame, stage="apply"))
    card = int(choice.args[0])
    side = state.unit(frame.unit).side
    log.add("action", by_side("The {side} play card {card} for Light Wounds [A36]",
                              "The {side} plays card {card} for Light Wounds [A36]",
                              side=side.value.title(), card=card),
            ("A36",), side=side, card=card, action="light_wounds")
    state = discard_card(state, side, card)
    state = add_vp(state, side, -1, "light_wounds", log, "Light Wounds", ("A36",))
    return replace_by_team(pop(state), frame.unit, log)


register("break", _run_break, _choose_break)
register_action(Action.LIGHT_WOUNDS)
