"""Melee [O16.4]: close combat in a hex that holds units of both sides.

A Melee is fought at the end of an Order or die trigger that put both sides in one hex
[O16.4]. First the Ambush window [A25]; then each side's Melee FP is the current FP of its
units in the hex (not Weapons), +1 for each unit with a boxed FP [O16.4.1, 3.1.6]. The
inactive player rolls first, then the active player; a trigger that leaves a side with no
unit in the hex ends the Melee [O16.4.2]. The lower Melee Total loses all its participating
units; a tie eliminates both sides, unless one side held the hex alone in a Bunker or Pillbox
before the Melee: then only the other side is eliminated [O16.4.3, F101, F104]. At the end
of every Melee, however it ended, a German player against Russians or a Russian player with
a surviving participant may play No Quarter [A38].
"""

from __future__ import annotations

from dataclasses import replace

from cc_engine.content.vocabulary import FortificationKind, SideId, display_name
from cc_engine.flow import Log, pop, push, register, replace_frame
from cc_engine.frames import MeleeFrame, RollResult
from cc_engine.hexgrid import Hex
from cc_engine.messages import Part, by_side, msg
from cc_engine.rules.actions_move import push_ambush_windows, push_no_quarter_windows
from cc_engine.rules.cards import register_lock, start_roll
from cc_engine.rules.units import Value, boxed_stats, current_fp, unit_label
from cc_engine.rules.victory import eliminate_unit
from cc_engine.state import Decision, GameState, UnitState

__all__ = ["MELEE_FORTIFICATIONS", "melee_fp", "push_melee"]

#: Fortifications whose last sole occupant wins a tied Melee [F101, F104].
MELEE_FORTIFICATIONS = frozenset({FortificationKind.BUNKER, FortificationKind.PILLBOX})


def push_melee(state: GameState, hex_: Hex, *, holder: SideId | None = None,
               triggers: bool = True) -> GameState:
    """Start a Melee in ``hex_`` [O16.4]; it runs until it pops itself.

    Args:
        state: a state whose ``hex_`` holds units of both sides.
        hex_: the Melee hex.
        holder: the side that occupied the hex alone just before the Order or trigger that
            caused the Melee; in a Bunker or Pillbox hex it wins a tie [F101, F104].
        triggers: False for a Melee fought inside an Event or trigger: its rolls ignore
            triggers [1.9.1, E42].

    Returns:
        The state with the Melee frame on top of the stack.
    """
    fortification = state.markers.fortification_at(hex_)
    bunker = holder if fortification in MELEE_FORTIFICATIONS else None
    return push(state, MeleeFrame(hex_, bunker_side=bunker, triggers=triggers))


def melee_fp(state: GameState, units: tuple[UnitState, ...]) -> Value:
    """Melee FP: the sum of each unit's current FP, +1 per boxed FP [O16.4.1, 3.1.6].

    Weapons do not count. A current FP below 0 (a broken Leader's 0, Suppressed -1 [13.2],
    in Wire -1 [F106.1]) counts as it is: the rule adds up current FP, and the rulebook
    itself counts FP below zero (the Fire Attack example, J: "2FP to -1FP" [10.3.2]). A box
    is printed on the unbroken side only, so a broken unit gets no +1.
    """
    parts: list[Part] = []
    for unit in units:
        parts += current_fp(state, unit).parts
        if boxed_stats(state.setting, unit).fp:
            parts.append((msg("boxed FP of {unit}", unit=unit.name), 1, "3.1.6"))
    return Value(parts)


def _present(state: GameState, frame: MeleeFrame, side: SideId) -> tuple[UnitState, ...]:
    """Participants of ``side`` still in the Melee hex."""
    return tuple(u for u in state.units_in(frame.hex, side) if u.id in frame.participants)


def _ended_by_trigger(state: GameState, frame: MeleeFrame, log: Log) -> bool:
    """True (and logged) when a side has no participant left in the hex [O16.4.2]."""
    if all(_present(state, frame, side) for side in SideId):
        return False
    log.add("melee_end", msg("Melee in {hex}: a side has no unit left in the hex; the Melee "
                             "ends with no further effect [O16.4.2]", hex=frame.hex.id),
            ("O16.4.2",))
    return True


def _run_melee(state: GameState, frame: MeleeFrame, log: Log) -> tuple[GameState,
                                                                         Decision | None]:
    active, inactive = state.active, state.active.other
    if frame.stage == "ambush":
        # Ambush windows [A25]: the inactive player plays all his, then the active player,
        # before the Melee FP is counted.
        entered = tuple(u.id for u in state.units_in(frame.hex))
        state = replace_frame(state, replace(frame, stage="strength", participants=entered))
        return push_ambush_windows(state, frame.hex), None
    if frame.stage == "strength":
        sides = {side: state.units_in(frame.hex, side) for side in SideId}
        if not all(sides.values()):
            log.add("melee_end", msg("Melee in {hex}: one side has no unit left; no Melee "
                                     "[O16.4.1, A25]", hex=frame.hex.id), ("O16.4.1", "A25"))
            return _end(pop(state), frame), None
        fp = {side: melee_fp(state, units) for side, units in sides.items()}
        for side in (inactive, active):
            log.add("melee_fp", msg("Melee in {hex}: {side:adjective} Melee FP {arithmetic} "
                                    "[O16.4.1]",
                                    hex=frame.hex.id, side=side.value.title(),
                                    arithmetic=fp[side].explain()), ("O16.4.1",), side=side,
                    fp=fp[side].total)
        participants = tuple(u.id for side in SideId for u in sides[side])
        frame = replace(frame, stage="inactive", participants=participants,
                        inactive_fp=fp[inactive].total, active_fp=fp[active].total)
        return _roll(state, frame, inactive), None
    if frame.stage in ("inactive", "active"):
        # The Melee Total was locked when the roll stood; its trigger is over now [1.9.1].
        assert frame.roll is not None
        frame = replace(frame, stage="active" if frame.stage == "inactive" else "result",
                        roll=None)
        if _ended_by_trigger(state, frame, log):
            return _end(pop(state), frame), None
        if frame.stage == "active":
            return _roll(state, frame, active), None
        return replace_frame(state, frame), None
    return _end(_result(pop(state), frame, log), frame), None


def _lock_melee(state: GameState, frame: MeleeFrame, roll: RollResult,
                log: Log) -> MeleeFrame:
    """A Melee Roll stands: its side's Melee Total (the FP fixed before the rolls + the roll)
    is locked before its trigger [O16.4.2, 1.9.1]."""
    side = state.active.other if frame.stage == "inactive" else state.active
    side_fp = frame.inactive_fp if frame.stage == "inactive" else frame.active_fp
    total = side_fp + roll.total
    log.add("melee_roll", msg("{side:adjective} Melee Total: FP {fp} + roll {roll} = {total} "
                              "[O16.4.2]", side=side.value.title(), fp=side_fp,
                              roll=roll.text(), total=total), ("O16.4.2",), side=side,
            total=total, hex=frame.hex.id)
    if frame.stage == "inactive":
        return replace(frame, inactive_total=total)
    return replace(frame, active_total=total)


def _end(state: GameState, frame: MeleeFrame) -> GameState:
    """The Melee is over: No Quarter windows for sides with a surviving participant [A38]."""
    return push_no_quarter_windows(state, frame.hex, frame.participants)


def _roll(state: GameState, frame: MeleeFrame, side: SideId) -> GameState:
    state = replace_frame(state, frame)
    return start_roll(state, side, msg("the Melee in {hex}", hex=frame.hex.id),
                      triggers=frame.triggers)


def _result(state: GameState, frame: MeleeFrame, log: Log) -> GameState:
    """The lower Melee Total loses all its participants; ties per O16.4.3 [F101, F104]."""
    active, inactive = state.active, state.active.other
    totals: dict[str, str | int] = {
        "hex": frame.hex.id, "inactive": inactive.value.title(), "active": active.value.title(),
        "inactive_total": frame.inactive_total, "active_total": frame.active_total}
    if frame.inactive_total != frame.active_total:
        losers = [inactive if frame.inactive_total < frame.active_total else active]
        result = by_side("Melee in {hex}: {inactive} {inactive_total} vs {active} "
                         "{active_total}; the {side} have the lower Melee Total [O16.4.3]",
                         "Melee in {hex}: {inactive} {inactive_total} vs {active} "
                         "{active_total}; the {side} has the lower Melee Total [O16.4.3]",
                         **totals, side=losers[0].value.title())
        rules: tuple[str, ...] = ("O16.4.3",)
    elif frame.bunker_side is not None:
        fortification = state.markers.fortification_at(frame.hex)
        assert fortification is not None
        losers = [frame.bunker_side.other]
        result = msg("Melee in {hex}: {inactive} {inactive_total} vs {active} {active_total}; "
                     "a tie: the {holder} held the {fortification} hex alone, so only the "
                     "{loser:adjective} "
                     "side is eliminated [O16.4.3, F101, F104]", **totals,
                     holder=frame.bunker_side.value.title(),
                     fortification=display_name(fortification), loser=losers[0].value.title())
        rules = ("O16.4.3", "F101", "F104")
    else:
        losers = [inactive, active]
        result = msg("Melee in {hex}: {inactive} {inactive_total} vs {active} {active_total}; "
                     "a tie: both sides are eliminated [O16.4.3]", **totals)
        rules = ("O16.4.3",)
    log.add("melee_result", result, rules, inactive_total=frame.inactive_total,
            active_total=frame.active_total, hex=frame.hex.id)
    for side in losers:
        for unit in _present(state, frame, side):
            log.add("eliminated", msg("{unit} is eliminated in Melee [O16.4.3]",
                                      unit=unit_label(state, unit)), ("O16.4.3",), side=side,
                    unit=unit.id)
            state = eliminate_unit(state, unit.id, log)
    return state


register("melee", _run_melee)
register_lock("melee", _lock_melee)
