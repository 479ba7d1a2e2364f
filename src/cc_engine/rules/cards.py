"""Fate cards: revealing, drawing, rolls and their triggers, Time, Sniper, refill [1, 5.4, 6, 9].

A roll reveals the roller's top card [1.9]; the Initiative holder may cancel it and re-roll
[9.1]; once the roll stands its result is *locked* [1.9.1]: the frame that asked for it gets
the roll at once and its lock (:func:`register_lock`) works out and logs the result with
the numbers of that moment (an Attack Total, a Defense Total and whether the unit breaks, a
Rally or Rout result, a Targeting hit, a Melee Total, a Sudden Death result...). Then a Time
advance due to the last card is made [6.1.2], then the trigger is resolved (non-Time!
triggers on the last card after the Time advance [1.9.1]), and only then does the frame that
asked for the roll resume and *implement* its locked result, whatever the trigger changed
(see docs/rulings.md, "1.9.1 A roll locks its result").
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import Any

from cc_engine.content.validation import reinforcement_entry_hexes
from cc_engine.content.vocabulary import RULE_IDS, Event, SideId, Trigger, display_name
from cc_engine.flow import Log, pop, push, register, replace_frame
from cc_engine.frames import (
    EventFrame,
    MoveActionFrame,
    RefillFrame,
    RollFrame,
    RollResult,
    SniperFrame,
    TimeFrame,
)
from cc_engine.hexgrid import Hex
from cc_engine.messages import MessageArg, by_side, msg
from cc_engine.rng import shuffle
from cc_engine.rules.breaking import push_break
from cc_engine.rules.units import FIGURES, eliminate_weapon, figures_in, unit_kind, weapon_type_of
from cc_engine.rules.victory import add_vp, chit, final_outcome, total_vp, update_control
from cc_engine.state import Choice, Decision, GameState, Outcome, Termination

__all__ = [
    "EVENTS",
    "draw_card",
    "event_card",
    "random_hex",
    "register_event",
    "register_lock",
    "register_stakes",
    "reroll_can_matter",
    "reveal_top",
    "start_roll",
    "time_number",
]


def reveal_top(state: GameState, side: SideId, log: Log, why: str) -> tuple[GameState, int, bool]:
    """Reveal ``side``'s top card onto its discard pile [1.3].

    Returns the new state, the card number, and whether that was the last card (which
    advances Time [6.1.2]).
    """
    piles = state.side(side)
    card, *rest = piles.draw
    state = state.with_side(replace(piles, draw=tuple(rest), discard=(*piles.discard, card)))
    log.add("reveal", by_side("The {side} reveal card {card} ({purpose})",
                              "The {side} reveals card {card} ({purpose})",
                              side=side.value.title(),
                              card=card, purpose=why), ("1.3",), side=side, card=card)
    return state, card, not rest


def draw_card(state: GameState, side: SideId, log: Log) -> tuple[GameState, int, bool]:
    """Draw ``side``'s top card into its hand; returns whether it was the last card."""
    piles = state.side(side)
    card, *rest = piles.draw
    state = state.with_side(replace(piles, draw=tuple(rest), hand=(*piles.hand, card)))
    name = display_name(state.setting.card(side, card).order)
    log.add("draw", by_side("The {side} draw card {card} ({order})",
                            "The {side} draws card {card} ({order})", side=side.value.title(),
                            card=card, order=name), ("5.4",), side=side, private_to=side, card=card)
    log.add("draw_count", by_side("The {side} draw a card",
                                  "The {side} draws a card", side=side.value.title()), ("5.4",),
            side=side, public_copy=1)
    return state, card, not rest


def start_roll(state: GameState, roller: SideId, purpose: str, *, triggers: bool = True,
               owner: int | None = None) -> GameState:
    """Ask for a roll by ``roller``; the frame at ``owner`` (default: top) gets ``roll``."""
    index = len(state.stack) - 1 if owner is None else owner
    return push(state, RollFrame(roller, purpose, index, triggers=triggers))


def time_number(state: GameState) -> int:
    """The number printed on the Time marker's current space [6.2.2]."""
    track = state.setting.track.time_track
    return track[min(state.time, len(track) - 1)]


def random_hex(state: GameState, side: SideId, log: Log, why: str) -> tuple[GameState, Hex,
                                                                             bool]:
    """Reveal a Random Hex [1.8] and check it against every broken Weapon first [11.4]."""
    state, card, emptied = reveal_top(state, side, log,
                                      msg("Random Hex for {purpose}", purpose=why))
    hex_id = state.setting.card(side, card).random_hex
    number = int(hex_id[1:])
    log.add("random_hex", msg("Random Hex {hex}", hex=hex_id), ("1.8",), side=side, hex=hex_id)
    for weapon in state.weapons:
        if not weapon.broken or weapon.status != "carried":
            continue
        kind = weapon_type_of(state, weapon)
        if number in kind.fix:
            log.add("weapon_fixed", msg("{weapon} is fixed ({number} in Fix {low}-{high})",
                                        weapon=kind.name, number=number, low=kind.fix.low,
                                        high=kind.fix.high), ("11.4",), side=weapon.side)
            state = state.with_weapon(replace(weapon, broken=False))
        elif number in kind.elim:
            log.add("weapon_eliminated", msg("{weapon} is eliminated ({number} in Elim "
                                             "{low}-{high})", weapon=kind.name, number=number,
                                             low=kind.elim.low, high=kind.elim.high),
                    ("11.4",), side=weapon.side)
            state = eliminate_weapon(state, weapon.id)
    return state, Hex.parse(hex_id), emptied


# --- rolls [1.9, 1.9.1, 9.1] ------------------------------------------------------------------

#: How a frame locks the result of a roll it asked for: ``lock(state, frame, roll, log)``
#: gets the asking frame (its ``roll`` already set) when the roll stands, before the roll's
#: Time advance and trigger, and returns that frame with the locked result stored in it
#: (logging the arithmetic). A frame kind without a lock uses only the dice, which are
#: locked anyway.
Lock = Callable[[GameState, Any, RollResult, Log], Any]
LOCKS: dict[str, Lock] = {}


def register_lock(kind: str, lock: Lock) -> None:
    """Say how frames of ``kind`` lock a roll's result [1.9.1] (rules modules call this)."""
    LOCKS[kind] = lock


#: What a roll decides for the frame that asked for it, from public facts: ``stakes(state,
#: frame, roll)`` (the asking frame, before the roll stands); two rolls with equal stakes lock
#: the same result. A frame kind without stakes counts every roll as deciding.
Stakes = Callable[[GameState, Any, RollResult], Hashable]
STAKES: dict[str, Stakes] = {}

#: Every roll of the white and the colored die [1.9].
_EVERY_ROLL = tuple((white, colored) for white in range(1, 7) for colored in range(1, 7))


def register_stakes(kind: str, stakes: Stakes) -> None:
    """Say what a roll decides for frames of ``kind`` (rules modules call this)."""
    STAKES[kind] = stakes


def reroll_can_matter(state: GameState, frame: RollFrame) -> bool:
    """True when a re-roll [9.1] could change what the roll standing now decides: its
    trigger would be cancelled, or some other roll of the dice would lock another result
    [1.9.1]. Public facts only (the roll, the numbers it is compared with)."""
    roll = frame.result
    assert roll is not None
    if roll.trigger is not Trigger.NONE:
        return True
    owner = state.stack[frame.owner]
    stakes = STAKES.get(owner.kind)
    if stakes is None:
        return True
    now = stakes(state, owner, roll)
    return any(stakes(state, owner, replace(roll, white=white, colored=colored)) != now
               for white, colored in _EVERY_ROLL)


def _asks_reroll(state: GameState, frame: RollFrame, holder: SideId) -> bool:
    """The Initiative holder's re-roll stop: is he offered the re-roll of this roll [9.1]?"""
    stop = state.side(holder).stops.reroll
    return stop == "always" or (stop == "when_it_matters" and reroll_can_matter(state, frame))


def _lock(state: GameState, frame: RollFrame, log: Log) -> GameState:
    """The roll stands [9.1]: its result is locked now, before its Time advance and trigger
    are resolved, and implemented only after them [1.9.1]."""
    assert frame.result is not None
    owner = replace(state.stack[frame.owner], roll=frame.result)
    lock = LOCKS.get(owner.kind)
    if lock is not None:
        owner = lock(state, owner, frame.result, log)
    return replace_frame(state, owner, frame.owner)


def _run_roll(state: GameState, frame: RollFrame, log: Log) -> tuple[GameState,
                                                                       Decision | None]:
    side = frame.roller
    if frame.stage == "reveal":
        state, card, emptied = reveal_top(state, side, log, frame.purpose)
        data = state.setting.card(side, card)
        trigger = data.trigger if frame.triggers else Trigger.NONE
        result = RollResult(card, data.white_die, data.colored_die, data.trigger)
        fields: dict[str, str | int] = {"side": side.value.title(), "roll": result.text(),
                                        "purpose": frame.purpose}
        rolled = (by_side("The {side} roll {roll} (ignored: rolled while resolving a trigger "
                          "[1.9.1]) for {purpose}",
                          "The {side} rolls {roll} (ignored: rolled while resolving a trigger "
                          "[1.9.1]) for {purpose}", **fields)
                  if data.trigger is not Trigger.NONE and not frame.triggers
                  else by_side("The {side} roll {roll} for {purpose}",
                               "The {side} rolls {roll} for {purpose}", **fields))
        log.add("roll", rolled, ("1.9",), side=side, card=card, white=result.white,
                colored=result.colored, trigger=trigger.value)
        if not frame.triggers:
            result = replace(result, trigger=Trigger.NONE)
        return replace_frame(state, replace(frame, result=result, stage="reroll",
                                            time_due=frame.time_due or emptied)), None
    if frame.stage == "reroll":
        holder = state.initiative
        if holder not in frame.asked and _asks_reroll(state, frame, holder):
            assert frame.result is not None
            return state, Decision(
                holder, "reroll", (Choice("reroll"), Choice("accept")),
                msg("The {side} rolled {roll} for {purpose}: use the Initiative card to re-roll? "
                    "[9.1]", side=side.value.title(), roll=frame.result.text(),
                    purpose=frame.purpose),
                (("roll", frame.result.text()), ("purpose", frame.purpose)))
        state = _lock(state, frame, log)
        return replace_frame(state, replace(frame, stage="time")), None
    if frame.stage == "time":
        assert frame.result is not None
        frame = replace(frame, stage="trigger")
        state = replace_frame(state, frame)
        locked = frame.result
        assert locked is not None
        if frame.time_due or locked.trigger is Trigger.TIME:
            if locked.trigger is Trigger.TIME:
                log.add("trigger", msg("Time! trigger"), ("1.9.1.4",), side=side)
            return push(state, TimeFrame(side)), None
        return state, None
    if frame.stage == "trigger":
        assert frame.result is not None
        state = replace_frame(state, replace(frame, stage="deliver"))
        if frame.result.trigger is Trigger.EVENT:
            log.add("trigger", msg("Event! trigger"), ("1.9.1.1",), side=side)
            return push(state, EventFrame(side)), None
        if frame.result.trigger is Trigger.SNIPER:
            log.add("trigger", msg("Sniper! trigger"), ("1.9.1.3",), side=side)
            return push(state, SniperFrame(side)), None
        return state, None
    # deliver: the frame that asked for the roll resumes and implements its locked result
    return pop(state), None


def _choose_roll(state: GameState, frame: RollFrame, choice: Choice, log: Log) -> GameState:
    holder = state.initiative
    if choice.kind == "reroll":
        log.add("reroll", by_side("The {side} play the Initiative card: the roll is cancelled "
                                  "and made again; the card passes to the {other}",
                                  "The {side} plays the Initiative card: the roll is cancelled "
                                  "and made again; the card passes to the {other}",
                                  side=holder.value.title(), other=holder.other.value.title()),
                ("9.1",), side=holder)
        state = replace(state, initiative=holder.other)
        frame = replace(frame, stage="reveal", result=None, asked=())
        if not state.side(frame.roller).draw:
            # The cancelled roll took the last card: its Time advance (a reshuffle) comes
            # first, then the new roll reveals from the new draw pile [6.1.2].
            return push(replace_frame(state, replace(frame, time_due=False)),
                        TimeFrame(frame.roller))
        return replace_frame(state, frame)
    return replace_frame(state, replace(frame, asked=(*frame.asked, holder)))


# --- Time [6.1.2, 6.2] ------------------------------------------------------------------------


def _run_time(state: GameState, frame: TimeFrame, log: Log) -> tuple[GameState,
                                                                       Decision | None]:
    side = frame.trigger_side
    if frame.stage == "advance":
        piles = state.side(side)
        deck, rng = shuffle(state.rng, piles.draw + piles.discard)
        state = replace(state, time=state.time + 1, rng=rng)
        state = state.with_side(replace(piles, draw=deck, discard=()))
        fields: dict[str, MessageArg] = {"time": state.time, "side": side.value.title(),
                                         "count": len(deck)}
        log.add("time", by_side("Time advances to space {time}; the {side} reshuffle {count} "
                                "card into a new draw pile",
                                "Time advances to space {time}; the {side} reshuffles {count} "
                                "card into a new draw pile", **fields) if len(deck) == 1 else
                by_side("Time advances to space {time}; the {side} reshuffle {count} cards into "
                        "a new draw pile",
                        "Time advances to space {time}; the {side} reshuffles {count} cards into "
                        "a new draw pile", **fields), ("6.1.2", "1.4"), side=side, time=state.time)
        return replace_frame(state, replace(frame, stage="sudden_death")), None
    if frame.stage == "sudden_death":
        if state.time < state.setting.scenario.sudden_death:
            return replace_frame(state, replace(frame, stage="after")), None
        if frame.roll is None:
            for letter in state.open_chits:
                if chit(state, letter).special == "all_five_wins":
                    owners = set(state.control)
                    if len(owners) == 1 and None not in owners:
                        (winner,) = owners
                        assert winner is not None
                        log.add("game_end", by_side("The {side} control all five Objectives "
                                                    "before the Sudden Death roll and win",
                                                    "The {side} controls all five Objectives "
                                                    "before the Sudden Death roll and wins",
                                                    side=winner.value.title()),
                                ("7.3.2",), side=winner)
                        return replace(state, outcome=Outcome(
                            winner, Termination.ALL_OBJECTIVES, total_vp(state),
                            msg("all five Objectives controlled"))), None
            return start_roll(state, side, msg("the Sudden Death roll"), triggers=False), None
        if frame.roll.total < frame.needed:  # locked when the roll stood [1.9.1]
            return final_outcome(state, Termination.SUDDEN_DEATH, log), None
        return replace_frame(state, replace(frame, stage="after")), None
    if frame.stage == "after":
        defender = state.setting.scenario.defender
        if defender is not None:
            state = add_vp(state, defender, 1, "time", log,
                           msg("the Defender gains 1 VP per Time advance"), ("6.1.2",))
        return replace_frame(state, replace(frame, stage="smoke")), None
    if frame.stage == "smoke":
        smoke = state.markers.smoke
        if not smoke:
            return replace_frame(state, replace(frame, stage="reinforce")), None
        if len(smoke) == 1:
            return _remove_smoke(state, frame, smoke[0][0], log), None
        return state, Decision(side, "remove_smoke",
                               tuple(Choice("remove_smoke", (h.id,)) for h, _ in smoke),
                               msg("Remove one Smoke marker [6.1.2 step 4]"))
    if frame.stage == "reinforce":
        return _reinforce(state, frame, log)
    # Step 6: both players may Dig In, inactive player first [6.1.2, A32].
    state = push(pop(state), MoveActionFrame(state.active, "dig_in"))
    return push(state, MoveActionFrame(state.active.other, "dig_in")), None


def _lock_sudden_death(state: GameState, frame: TimeFrame, roll: RollResult,
                       log: Log) -> TimeFrame:
    """The Sudden Death roll is compared with the Time space of the moment it stands, before
    a Time advance its own last card causes [6.2.2, 1.9.1]."""
    needed = time_number(state)
    fields = {"roll": roll.total, "needed": needed, "time": state.time}
    log.add("sudden_death",
            msg("Sudden Death roll {roll} vs {needed} on Time space {time}: the game ends",
                **fields) if roll.total < needed else
            msg("Sudden Death roll {roll} vs {needed} on Time space {time}: play goes on",
                **fields), ("6.2.2",), side=frame.trigger_side)
    return replace(frame, needed=needed)


def _remove_smoke(state: GameState, frame: TimeFrame, hex_: Hex, log: Log) -> GameState:
    markers = state.markers
    value = markers.smoke_at(hex_)
    markers = markers.with_smoke(hex_, None)
    log.add("smoke_removed", msg("Smoke {value} removed from {hex}", value=value, hex=hex_.id),
            ("6.1.2",), side=frame.trigger_side)
    state = replace(state, markers=markers, smoke_cup=(*state.smoke_cup, value))  # [T94]
    return replace_frame(state, replace(frame, stage="reinforce"))


def _arriving(state: GameState, side: SideId) -> list[str]:
    return [u.id for u in state.units if u.side is side and u.status == "reinforcement"
            and u.time_space == state.time]


def reinforcement_hexes(state: GameState, unit_id: str) -> list[Hex]:
    """Hexes a reinforcement may enter [6.1.2]: its group's entry zone or the friendly edge
    (:func:`~cc_engine.content.validation.reinforcement_entry_hexes`; a unit that had to wait
    keeps its group's zone), passable, no enemy, stacking kept."""
    unit = state.unit(unit_id)
    terrain = state.setting.terrain
    entry = reinforcement_entry_hexes(
        state.setting.scenario.side(unit.side), unit.group_time, terrain.grid,
        lambda h: not terrain.is_impassable(h, state.markers))
    size = FIGURES[unit_kind(state, unit)]
    hexes = []
    for hex_ in entry:
        if state.units_in(hex_, unit.side.other):
            continue
        if figures_in(state, hex_, unit.side) + size > 7:
            continue
        hexes.append(hex_)
    return sorted(hexes)


def _reinforce(state: GameState, frame: TimeFrame, log: Log) -> tuple[GameState,
                                                                        Decision | None]:
    for radio in state.radios:
        if radio.status == "reinforcement" and radio.time_space == state.time:
            taken = state.radio_of(radio.side) is not None
            state = state.with_radio(replace(radio, status="pool" if taken else "box",
                                             time_space=None))
            side_name = radio.side.value.title()
            log.add("reinforcement",
                    msg("A Radio arrives for the {side}, but the Artillery Box is taken [8.1.2]",
                        side=side_name) if taken else
                    msg("A Radio arrives for the {side}", side=side_name), ("6.1.2",),
                    side=radio.side)
    for side in (state.active.other, state.active):  # inactive player first
        units = _arriving(state, side)
        if units:
            unit_id = units[0]
            hexes = reinforcement_hexes(state, unit_id)
            if not hexes:
                log.add("reinforcement", msg("{unit} cannot enter: no legal edge hex; it waits "
                                             "for the next Time space",
                                             unit=state.unit(unit_id).name), ("6.1.2",),
                        side=side)
                unit = state.unit(unit_id)
                return state.with_unit(replace(unit, time_space=state.time + 1)), None
            return state, Decision(side, "reinforce",
                                   tuple(Choice("place", (unit_id, h.id)) for h in hexes),
                                   msg("Place {unit} on your friendly edge [6.1.2 step 5]",
                                       unit=state.unit(unit_id).name))
    return replace_frame(state, replace(frame, stage="done")), None


def _choose_time(state: GameState, frame: TimeFrame, choice: Choice, log: Log) -> GameState:
    if choice.kind == "remove_smoke":
        return _remove_smoke(state, frame, Hex.parse(str(choice.args[0])), log)
    unit_id, hex_id = str(choice.args[0]), str(choice.args[1])
    unit = state.unit(unit_id)
    log.add("reinforcement", msg("{unit} enters at {hex}", unit=unit.name, hex=hex_id),
            ("6.1.2",), side=unit.side, unit=unit_id, hex=hex_id)
    state = state.with_unit(replace(unit, status="map", hex=Hex.parse(hex_id), time_space=None))
    return update_control(state, log)


# --- Sniper! and Event! [1.9.1.1, 1.9.1.3] -------------------------------------------------------


def _run_sniper(state: GameState, frame: SniperFrame, log: Log) -> tuple[GameState,
                                                                           Decision | None]:
    if frame.hex is None:
        state, hex_, emptied = random_hex(state, frame.roller, log, msg("the Sniper"))
        state = replace_frame(state, replace(frame, hex=hex_))
        if emptied:
            return push(state, TimeFrame(frame.roller)), None
        return state, None
    near = [u for u in state.units_on_map() if u.hex is not None and u.hex.distance(frame.hex)
            <= 1]
    if not near:
        log.add("sniper", msg("No unit in or adjacent to {hex}: the Sniper has no target",
                              hex=frame.hex.id), ("1.9.1.3",), side=frame.roller)
        return pop(state), None
    choices = (*tuple(Choice("snipe", (u.id,)) for u in near), Choice("no_target"))
    return state, Decision(frame.roller, "sniper", choices,
                           msg("Sniper at {hex}: break one unit in or adjacent, or none "
                               "[1.9.1.3]", hex=frame.hex.id), (("hex", frame.hex.id),))


def _choose_sniper(state: GameState, frame: SniperFrame, choice: Choice, log: Log) -> GameState:
    state = pop(state)
    if choice.kind == "snipe":
        unit = state.unit(str(choice.args[0]))
        assert frame.hex is not None
        return push_break(state, unit.id, msg("Sniper at {hex}", hex=frame.hex.id),
                          ("1.9.1.3",))
    log.add("sniper", msg("The Sniper picks no target"), ("1.9.1.3",), side=frame.roller)
    return state


#: Event -> how it starts (pushing its frames); Events not listed have no effect yet.
EVENTS: dict[Event, Callable[[GameState, SideId, Log], GameState]] = {}


def register_event(event: Event, start: Callable[[GameState, SideId, Log], GameState]) -> None:
    """Make an Event happen when drawn (its rules module calls this at import)."""
    EVENTS[event] = start


def _run_event(state: GameState, frame: EventFrame, log: Log) -> tuple[GameState,
                                                                         Decision | None]:
    if frame.card is None:
        state, card, emptied = reveal_top(state, frame.roller, log, msg("an Event"))
        state = replace_frame(state, replace(frame, card=card))
        if emptied:
            # The Event card was the last one: its Time advance (and reshuffle) comes first,
            # then the Event is carried out from the new draw pile [6.1.2].
            return push(state, TimeFrame(frame.roller)), None
        return state, None
    if frame.started:
        return pop(state), None
    event = state.setting.card(frame.roller, frame.card).event
    state = replace_frame(state, replace(frame, started=True))
    start = EVENTS.get(event)
    if start is None:
        log.add("event", msg("Event: {event} [{rule}] is not implemented yet: it has no "
                             "effect", event=display_name(event), rule=RULE_IDS[event]),
                (RULE_IDS[event], "E42"),
                side=frame.roller, event=event.value)
        return state, None
    log.add("event", msg("Event: {event} [{rule}]", event=display_name(event),
                         rule=RULE_IDS[event]), (RULE_IDS[event],),
            side=frame.roller, event=event.value)
    return start(state, frame.roller, log), None


def event_card(state: GameState) -> int:
    """The card whose Event is being carried out (the innermost Event) [1.9.1.1]."""
    for frame in reversed(state.stack):
        if isinstance(frame, EventFrame) and frame.card is not None:
            return frame.card
    raise RuntimeError("no Event is being carried out")


# --- hand refill [5.4] ----------------------------------------------------------------------


def _run_refill(state: GameState, frame: RefillFrame, log: Log) -> tuple[GameState,
                                                                           Decision | None]:
    size = state.setting.scenario.side(frame.side).hand_size
    if len(state.side(frame.side).hand) >= size:
        return pop(state), None
    state, _, emptied = draw_card(state, frame.side, log)
    if emptied:
        return push(state, TimeFrame(frame.side)), None
    return state, None


register("roll", _run_roll, _choose_roll)
register("time", _run_time, _choose_time)
register_lock("time", _lock_sudden_death)
register_stakes("time", lambda state, _frame, roll: roll.total < time_number(state))
register("sniper", _run_sniper, _choose_sniper)
register("event", _run_event)
register("refill", _run_refill)
