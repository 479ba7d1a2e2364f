"""Events about the board, the cards and the Objectives [E42, E45-E77].

Each Event registers how it starts with :func:`cards.register_event`. Parts that are
impossible are skipped with a log line saying why [E42]; "may" gives the player a
``decline`` choice, "must" does not.

* VP and Surrender: Battlefield Integrity [E45], Command & Control [E49], Élan [E54].
* Random Hex markers: Blaze [E46], Booby Trap [E47], Dust [E53], Rubble [E69],
  Shellholes [E73] (:class:`RandomHexEventFrame`); Breeze [E48] spreads Blaze downwind.
  Units in a hex a Blaze fills are put by their owners, inactive player first, into an adjacent
  hex that is not impassable, or are eliminated (:class:`BlazeUnitsFrame`); stacking is
  checked at the end of the Turn as usual [8.2], and a Melee this causes is fought within the
  Event [E42].
* Picks: Entrench [E55], Sappers [E70], Interrogation [E61], Reconnaissance [E67]
  (:class:`BoardChoiceFrame`); White Phosphorus [E77] (:class:`WhitePhosphorusFrame`).
* Cards and chits drawn at random with the state's generator: Fog of War [E57], Mission
  Objective [E65], Strategic Objective [E74].

Hidden information: Interrogation shows the opponent's hand to the receiver only, through
his decision's choices and a log event private to him; a secret chit drawn by Mission
Objective is named only in a log event private to its owner.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from cc_engine.content.models import ObjectiveChit
from cc_engine.content.vocabulary import (
    RULE_IDS,
    Event,
    FortificationKind,
    SideId,
    UnitKind,
    display_name,
)
from cc_engine.flow import Log, pop, push, register, replace_frame
from cc_engine.frames import (
    BlazeUnitsFrame,
    BoardChoiceFrame,
    RandomHexEventFrame,
    TimeFrame,
    WhitePhosphorusFrame,
)
from cc_engine.hexgrid import Hex
from cc_engine.messages import MessageArg, by_side, joined, layout, msg
from cc_engine.rng import next_int
from cc_engine.rules.breaking import push_breaks
from cc_engine.rules.cards import event_card, random_hex, register_event
from cc_engine.rules.markers import draw_smoke, place_fortification, place_smoke
from cc_engine.rules.melee import push_melee
from cc_engine.rules.units import unit_kind, unit_label
from cc_engine.rules.victory import (
    add_vp,
    chit,
    eliminate_unit,
    open_chit,
    total_vp,
    update_control,
)
from cc_engine.state import Choice, Decision, GameState

__all__ = ["blaze_markers_left", "chit_text", "place_blazes", "relocation_hexes"]

EventStart = Callable[[GameState, SideId, Log], GameState]

#: The Fortification each Random Hex Event places [E47, E69, E73].
_RANDOM_FORTIFICATION = {
    Event.BOOBY_TRAP: FortificationKind.MINES,
    Event.RUBBLE: FortificationKind.WIRE,
    Event.SHELLHOLES: FortificationKind.FOXHOLES,
}


def _title(side: SideId) -> str:
    return side.value.title()


def _rule(event: Event) -> tuple[str, ...]:
    return (RULE_IDS[event],)


def _card_name(state: GameState, side: SideId, card: int) -> str:
    return display_name(state.setting.card(side, card).order)


# --- VP and Surrender [E45, E49, E54] -------------------------------------------------------


def _battlefield_integrity(state: GameState, receiver: SideId, log: Log) -> GameState:
    """The receiver gains 1 VP per enemy unit on the Casualty Track [E45]."""
    enemy = receiver.other
    count = sum(1 for unit_id in state.side(enemy).casualties
                if state.unit(unit_id).status == "eliminated")
    log.add("event_effect", by_side("Battlefield Integrity: the {side} gain {count} VP, 1 per "
                                    "{enemy:adjective} unit on the Casualty Track",
                                    "Battlefield Integrity: the {side} gains {count} VP, 1 per "
                                    "{enemy:adjective} unit on the Casualty Track", count=count,
                                    enemy=_title(enemy), side=_title(receiver)), ("E45",),
            side=receiver)
    return add_vp(state, receiver, count, "events", log,
                  display_name(Event.BATTLEFIELD_INTEGRITY), ("E45",))


def _command_and_control(state: GameState, receiver: SideId, log: Log) -> GameState:
    """The receiver gains 1 VP per Objective he controls [E49]."""
    held = [str(n) for n, owner in enumerate(state.control, start=1) if owner is receiver]
    log.add("event_effect", by_side("Command & Control: the {side} gain {count} VP, 1 per "
                                    "Objective they control ({objectives})",
                                    "Command & Control: the {side} gains {count} VP, 1 per "
                                    "Objective it controls ({objectives})", side=_title(receiver),
                                    count=len(held), objectives=", ".join(held) or msg("none")),
            ("E49", "7.3.1"), side=receiver)
    return add_vp(state, receiver, len(held), "events", log,
                  display_name(Event.COMMAND_AND_CONTROL), ("E49",))


def _elan(state: GameState, receiver: SideId, log: Log) -> GameState:
    """The receiver's Surrender marker moves one space higher [E54]."""
    piles = state.side(receiver)
    if piles.surrender_space >= state.setting.track.casualty_spaces:
        log.add("event_effect", msg("Élan: the {side:adjective} Surrender marker is on the last "
                                    "space of the Casualty Track and cannot move higher",
                                    side=_title(receiver)), ("E54", "E42"), side=receiver)
        return state
    space = piles.surrender_space + 1
    log.add("event_effect", msg("Élan: the {side:adjective} Surrender marker moves from space "
                                "{before} to {space}", side=_title(receiver),
                                before=piles.surrender_space, space=space), ("E54", "6.3.1"),
            side=receiver)
    return state.with_side(replace(piles, surrender_space=space))


# --- Blaze [E46, E48, 8.1.5] ------------------------------------------------------------------


def blaze_markers_left(state: GameState) -> int:
    """Blaze markers still in the cup: the Track Display's count less those on the map [T94]."""
    return max(0, state.setting.track.blaze_markers - len(state.markers.blaze))


def place_blazes(state: GameState, hexes: Iterable[Hex], log: Log,
                 rules: tuple[str, ...]) -> GameState:
    """Put a Blaze marker in each hex, in the order given, while markers are left [T94].

    Smoke there goes back to the cup and a Fortification is removed [8.1.5, F100.2]; units
    there must leave (a :class:`BlazeUnitsFrame` is pushed) [E46, E48]. The caller has
    already excluded Water and Blaze hexes.
    """
    markers = state.markers
    placed: list[Hex] = []
    for hex_ in hexes:
        if len(placed) >= blaze_markers_left(state):
            log.add("not_placed", msg("No Blaze marker is left in the cup for {hex}",
                                      hex=hex_.id), (*rules, "T94", "E42"))
            continue
        removed = []
        smoke = markers.smoke_at(hex_)
        if smoke:
            removed.append(msg("Smoke {value} back to the cup", value=smoke))
            state = replace(state, smoke_cup=(*state.smoke_cup, smoke))
        fortification = markers.fortification_at(hex_)
        if fortification is not None:
            removed.append(msg("{fortification} removed",
                               fortification=display_name(fortification)))
        markers = replace(
            markers,
            smoke=tuple(p for p in markers.smoke if p[0] != hex_),
            fortifications=tuple(p for p in markers.fortifications if p[0] != hex_),
            blaze=markers.blaze | {hex_},
        )
        placed.append(hex_)
        log.add("blaze", msg("Blaze placed in {hex} ({removed})", hex=hex_.id,
                             removed=joined(removed)) if removed else
                msg("Blaze placed in {hex}", hex=hex_.id), (*rules, "8.1.5"), hex=hex_.id)
    state = replace(state, markers=markers)
    occupied = tuple(h for h in placed if state.units_in(h))
    if occupied:
        state = push(state, BlazeUnitsFrame(occupied, rules))
    return state


def relocation_hexes(state: GameState, unit_id: str) -> tuple[Hex, ...]:
    """Adjacent on-map hexes a unit driven out by a Blaze may be put into [E46, E48].

    Only the hex's own terrain counts (not Water Barrier, not Blaze [T79, T98]); hexsides,
    stacking [8.2] and enemy units do not forbid it.
    """
    unit = state.unit(unit_id)
    assert unit.hex is not None
    terrain = state.setting.terrain
    return tuple(sorted(h for h in terrain.grid.neighbours(unit.hex)
                        if not terrain.is_impassable(h, state.markers)))


def _run_blaze_units(state: GameState, frame: BlazeUnitsFrame,
                     log: Log) -> tuple[GameState, Decision | None]:
    order = (state.active.other, state.active)  # inactive player first [E46]
    trapped = [u for side in order for h in frame.hexes for u in state.units_in(h, side)
               if not relocation_hexes(state, u.id)]
    if trapped:
        # The units the Blaze leaves no way out are eliminated together, in one step, so the
        # end of the game sees them all [6.3.1].
        for unit in trapped:
            log.add("eliminated", msg("{unit} cannot leave the Blaze in {hex}: no adjacent "
                                      "hex without impassable terrain; eliminated",
                                      unit=unit_label(state, unit), hex=str(unit.hex)),
                    (*frame.rules, "T79"), side=unit.side, unit=unit.id)
            state = eliminate_unit(state, unit.id, log)
        return state, None
    for side in order:
        units = [u for h in frame.hexes for u in state.units_in(h, side)]
        choices: list[Choice] = []
        for unit in units:
            choices.extend(Choice("relocate", (unit.id, h.id))
                           for h in relocation_hexes(state, unit.id))
        if choices:
            where = ", ".join(str(h) for h in frame.hexes)
            return state, Decision(side, "blaze_relocation", tuple(choices),
                                   msg("Blaze in {hexes}: put each of your units there into "
                                       "an adjacent hex [{rules}]", hexes=where,
                                       rules=", ".join(frame.rules)),
                                   (("hexes", where),))
    state = pop(state)
    for hex_, holder in reversed(frame.destinations):  # the first one is fought first
        if len({u.side for u in state.units_in(hex_)}) == 2:
            log.add("melee", msg("Units of both sides in {hex}: a Melee is fought within the "
                                 "Event, without triggers", hex=hex_.id), ("E42", "O16.4"),
                    hex=hex_.id)
            state = push_melee(state, hex_, holder=holder, triggers=False)
    return state, None


def _choose_blaze_units(state: GameState, frame: BlazeUnitsFrame, choice: Choice,
                        log: Log) -> GameState:
    unit = state.unit(str(choice.args[0]))
    destination = Hex.parse(str(choice.args[1]))
    if destination not in {h for h, _ in frame.destinations}:
        sides = {u.side for u in state.units_in(destination)}
        holder = next(iter(sides)) if len(sides) == 1 else None
        frame = replace(frame, destinations=(*frame.destinations, (destination, holder)))
        state = replace_frame(state, frame)
    log.add("relocate", msg("{unit} is moved out of the Blaze in {hex} into {destination}",
                            unit=unit_label(state, unit), hex=str(unit.hex),
                            destination=destination.id), frame.rules, side=unit.side,
            unit=unit.id, hex=destination.id)
    state = state.with_unit(replace(unit, hex=destination))
    return update_control(state, log)


def _breeze(state: GameState, receiver: SideId, log: Log) -> GameState:
    """Breeze [E48]: all Smoke goes; each Blaze there now spreads one hex downwind."""
    card = event_card(state)  # the Event card just revealed [1.9.1.1]
    direction = state.setting.card(receiver, card).breeze_direction
    markers = state.markers
    if markers.smoke:
        gone = ", ".join(f"{h} ({v})" for h, v in markers.smoke)
        log.add("smoke_removed", msg("Breeze: all Smoke removed and put back in the cup: "
                                     "{smoke}", smoke=gone), ("E48",), side=receiver)
        state = replace(state, markers=replace(markers, smoke=()),
                        smoke_cup=(*state.smoke_cup, *(v for _, v in markers.smoke)))
    if direction is None:
        log.add("event_effect", msg("Breeze: card {card} prints no wind direction; no Blaze "
                                    "spreads", card=card), ("E48", "E42"), side=receiver)
        return state
    terrain = state.setting.terrain
    existing = state.markers.blaze  # only Blazes there when the Event began spread
    downwind = sorted({b.neighbour(direction) for b in existing})
    targets = [h for h in downwind if terrain.grid.contains(h) and not terrain.is_water(h)
               and h not in existing]
    log.add("event_effect",
            msg("Breeze: wind towards compass {direction}; Blaze spreads into {hexes}",
                direction=direction, hexes=", ".join(str(h) for h in targets)) if targets else
            msg("Breeze: wind towards compass {direction}; no Blaze can spread",
                direction=direction), ("E48",), side=receiver, direction=direction)
    return place_blazes(state, targets, log, ("E48",))


# --- Random Hex Events [E46, E47, E53, E69, E73] ---------------------------------------------


def _push_event_frame(state: GameState, receiver: SideId, frame: RandomHexEventFrame
                      ) -> GameState:
    """Push ``frame``; if the Event card was the receiver's last, its Time advance (already
    pushed) goes first, so the new draw pile can give the Random Hex [6.1.2]."""
    last = state.stack[-1] if state.stack else None
    if (not state.side(receiver).draw and isinstance(last, TimeFrame)
            and last.stage == "advance"):
        return replace(state, stack=(*state.stack[:-1], frame, last))
    return push(state, frame)


def _random_hex_event(event: Event) -> EventStart:
    def start(state: GameState, receiver: SideId, log: Log) -> GameState:
        return _push_event_frame(state, receiver, RandomHexEventFrame(event, receiver))

    return start


def _run_random_hex(state: GameState, frame: RandomHexEventFrame,
                    log: Log) -> tuple[GameState, Decision | None]:
    if frame.hex is None:
        state, hex_, emptied = random_hex(state, frame.receiver, log,
                                          display_name(frame.event))
        state = replace_frame(state, replace(frame, hex=hex_))
        if emptied:
            return push(state, TimeFrame(frame.receiver)), None
        return state, None
    state = pop(state)
    hex_, rules, name = frame.hex, _rule(frame.event), display_name(frame.event)
    terrain = state.setting.terrain
    if not terrain.grid.contains(hex_):
        # A designer's map smaller than a map sheet: the printed hex is not on it.
        log.add("not_placed", msg("{event}: {hex} is off this map: nothing happens", event=name,
                                  hex=hex_.id), (*rules, "1.8"), side=frame.receiver)
        return state, None
    if frame.event in _RANDOM_FORTIFICATION:
        return place_fortification(state, hex_, _RANDOM_FORTIFICATION[frame.event], log,
                                   rules), None
    if terrain.is_water(hex_) or hex_ in state.markers.blaze:
        log.add("not_placed", msg("{event}: {hex} is Water: nothing happens", event=name,
                                  hex=hex_.id) if terrain.is_water(hex_) else
                msg("{event}: {hex} is a Blaze: nothing happens", event=name, hex=hex_.id),
                (*rules, "E42"), side=frame.receiver)
        return state, None
    if frame.event is Event.DUST:
        state, value = draw_smoke(state)
        if value is None:
            log.add("not_placed", msg("Dust: no Smoke marker is left in the cup"),
                    (*rules, "E42"), side=frame.receiver)
            return state, None
        return place_smoke(state, hex_, value, log, rules), None
    return place_blazes(state, (hex_,), log, rules), None


# --- picks [E55, E61, E67, E70] ---------------------------------------------------------------


def _choice_start(event: Event) -> EventStart:
    def start(state: GameState, receiver: SideId, log: Log) -> GameState:
        chooser = receiver.other if event is Event.RECONNAISSANCE else receiver
        if event is Event.INTERROGATION:
            hand = state.side(receiver.other).hand
            shown = joined(layout("{card} ({order})", card=c,
                                  order=_card_name(state, receiver.other, c)) for c in hand)
            log.add("hand_shown", by_side("The {side} show their hand to the {viewer}: {cards}",
                                          "The {side} shows its hand to the {viewer}: {cards}",
                                          side=_title(receiver.other), viewer=_title(receiver),
                                          cards=shown or msg("no card")), ("E61", "1.2"),
                    side=receiver.other, private_to=receiver, cards=",".join(map(str, hand)))
            fields: dict[str, MessageArg] = {"side": _title(receiver.other),
                                             "viewer": _title(receiver), "count": len(hand)}
            log.add("hand_shown", by_side("The {side} show their hand to the {viewer} ({count} "
                                          "card)",
                                          "The {side} shows its hand to the {viewer} ({count} "
                                          "card)", **fields) if len(hand) == 1 else
                    by_side("The {side} show their hand to the {viewer} ({count} cards)",
                            "The {side} shows its hand to the {viewer} ({count} cards)",
                            **fields), ("E61",), side=receiver.other)
        return push(state, BoardChoiceFrame(event, chooser))

    return start


def _entrench_hexes(state: GameState, side: SideId) -> list[Hex]:
    terrain = state.setting.terrain
    return sorted({u.hex for u in state.units_on_map(side) if u.hex is not None
                   and not terrain.is_water(u.hex)
                   and state.markers.fortification_at(u.hex) is None})


def _pick_choices(state: GameState, frame: BoardChoiceFrame) -> tuple[tuple[Choice, ...], str]:
    """The legal picks (without ``decline``) and the prompt."""
    side = frame.chooser
    if frame.event is Event.ENTRENCH:
        return (tuple(Choice("foxholes", (h.id,)) for h in _entrench_hexes(state, side)),
                msg("Entrench: you may place Foxholes in a hex you occupy [E55]"))
    if frame.event is Event.SAPPERS:
        removable = (FortificationKind.MINES, FortificationKind.WIRE)
        return (tuple(Choice("remove", (h.id, k.value)) for h, k in state.markers.fortifications
                      if k in removable),
                msg("Sappers: you may remove one Mines or Wire marker [E70]"))
    if frame.event is Event.INTERROGATION:
        return (tuple(Choice("discard", (c,)) for c in state.side(side.other).hand),
                msg("Interrogation: the {side:adjective} hand is shown to you; you may put one of "
                    "its cards on its discard pile [E61]", side=_title(side.other)))
    return (tuple(Choice("reveal", (letter,)) for letter in state.side(side).secret_chits),
            msg("Reconnaissance: reveal one of your secret Objective chits [E67]"))


def _run_choice(state: GameState, frame: BoardChoiceFrame,
                log: Log) -> tuple[GameState, Decision | None]:
    picks, prompt = _pick_choices(state, frame)
    name = display_name(frame.event)
    if not picks:
        log.add("event_effect", msg("{event}: nothing to pick; no effect", event=name),
                (*_rule(frame.event), "E42"), side=frame.chooser)
        return pop(state), None
    if frame.event is Event.RECONNAISSANCE:  # "must": a single chit is revealed at once
        if len(picks) == 1:
            return _choose_pick(state, frame, picks[0], log), None
        return state, Decision(frame.chooser, "reconnaissance", picks, prompt)
    return state, Decision(frame.chooser, frame.event.value, (*picks, Choice("decline")), prompt)


def _choose_pick(state: GameState, frame: BoardChoiceFrame, choice: Choice,
                 log: Log) -> GameState:
    state = pop(state)
    side, rules = frame.chooser, _rule(frame.event)
    if choice.kind == "decline":
        log.add("event_effect", by_side("{event}: the {side} decline",
                                        "{event}: the {side} declines",
                                        event=display_name(frame.event), side=_title(side)),
                rules, side=side)
        return state
    if choice.kind == "foxholes":
        return place_fortification(state, Hex.parse(str(choice.args[0])),
                                   FortificationKind.FOXHOLES, log, rules)
    if choice.kind == "remove":
        hex_ = Hex.parse(str(choice.args[0]))
        markers = state.markers
        kind = markers.fortification_at(hex_)
        assert kind is not None
        log.add("fortification_removed", msg("Sappers: {fortification} removed from {hex}",
                                             fortification=display_name(kind), hex=hex_.id),
                (*rules, "F100.2"), side=side, hex=hex_.id)
        return replace(state, markers=replace(markers, fortifications=tuple(
            p for p in markers.fortifications if p[0] != hex_)))
    if choice.kind == "discard":
        card = int(choice.args[0])
        owner = side.other
        piles = state.side(owner)
        log.add("discard", by_side("Interrogation: the {side} put the {owner:adjective} card "
                                   "{card} ({order}) on its discard pile",
                                   "Interrogation: the {side} puts the {owner:adjective} card "
                                   "{card} ({order}) on its discard pile",
                                   side=_title(side), owner=_title(owner),
                                   card=card, order=_card_name(state, owner, card)), rules,
                side=side, card=card)
        return state.with_side(replace(piles, hand=tuple(c for c in piles.hand if c != card),
                                       discard=(*piles.discard, card)))
    letter = str(choice.args[0])
    piles = state.side(side)
    before = total_vp(state)
    state = open_chit(state.with_side(replace(piles, secret_chits=tuple(
        c for c in piles.secret_chits if c != letter))), letter, log)
    log.add("chit_revealed", by_side("Reconnaissance: the {side} reveal their secret Objective "
                                     "chit {letter} ({chit}); it is open and scores at once: VP "
                                     "marker {before:+d} -> {after:+d}",
                                     "Reconnaissance: the {side} reveals its secret Objective "
                                     "chit {letter} ({chit}); it is open and scores at once: VP "
                                     "marker {before:+d} -> {after:+d}",
                                     side=_title(side), letter=letter,
                                     chit=chit_text(chit(state, letter)), before=before,
                                     after=total_vp(state)), (*rules, "7.3.3"),
            side=side, chit=letter)
    return state


# --- White Phosphorus [E77] -----------------------------------------------------------------


def _white_phosphorus(state: GameState, receiver: SideId, log: Log) -> GameState:
    return push(state, WhitePhosphorusFrame(receiver))


def _phosphorus_hexes(state: GameState, side: SideId) -> list[Hex]:
    """Hexes adjacent to one of the side's unbroken Squads, not Water nor Blaze [E77]."""
    terrain = state.setting.terrain
    squads = [u for u in state.units_on_map(side)
              if not u.broken and unit_kind(state, u) is UnitKind.SQUAD and u.hex is not None]
    return sorted({h for u in squads if u.hex is not None for h in terrain.grid.neighbours(u.hex)
                   if not terrain.is_water(h) and h not in state.markers.blaze})


def _run_phosphorus(state: GameState, frame: WhitePhosphorusFrame,
                    log: Log) -> tuple[GameState, Decision | None]:
    side = frame.receiver
    if frame.stage == "draw":
        if not _phosphorus_hexes(state, side) or not state.smoke_cup:
            log.add("event_effect",
                    msg("White Phosphorus: no Smoke marker is left; no effect")
                    if not state.smoke_cup else
                    msg("White Phosphorus: no hex next to an unbroken Squad of his can take "
                        "Smoke; no effect"), ("E77", "E42"), side=side)
            return pop(state), None
        return state, Decision(side, "white_phosphorus", (Choice("draw_smoke"),
                                                          Choice("decline")),
                               msg("White Phosphorus: you may draw a random Smoke marker and "
                                   "place it next to one of your unbroken Squads [E77]"))
    if frame.stage == "place":
        return state, Decision(side, "white_phosphorus_hex",
                               tuple(Choice("place", (h.id,))
                                     for h in _phosphorus_hexes(state, side)),
                               msg("White Phosphorus: place the Smoke {value} next to one of "
                                   "your unbroken Squads [E77]", value=frame.smoke),
                               (("smoke", frame.smoke),))
    assert frame.hex is not None
    for player in (state.active.other, state.active):  # inactive player first [A24.2]
        if player in frame.chosen:
            continue
        units = state.units_in(frame.hex, player)
        if len(units) > 1:
            return state, Decision(player, "white_phosphorus_break",
                                   tuple(Choice("break", (u.id,)) for u in units),
                                   msg("White Phosphorus in {hex}: choose one of your units "
                                       "there to break [E77]", hex=frame.hex.id))
        frame = replace(frame, chosen=(*frame.chosen, player),
                        breaks=(*frame.breaks, *(u.id for u in units)))
        return replace_frame(state, frame), None
    # Both players' units break together, once both have picked [6.3.1].
    where = str(frame.hex)
    return push_breaks(pop(state), frame.breaks, msg("White Phosphorus in {hex}", hex=where),
                       ("E77", "3.2")), None


def _choose_phosphorus(state: GameState, frame: WhitePhosphorusFrame, choice: Choice,
                       log: Log) -> GameState:
    side = frame.receiver
    if choice.kind == "decline":
        log.add("event_effect", by_side("White Phosphorus: the {side} decline",
                                        "White Phosphorus: the {side} declines",
                                        side=_title(side)),
                ("E77",), side=side)
        return pop(state)
    if choice.kind == "draw_smoke":
        state, value = draw_smoke(state)
        if value is None:  # not offered with an empty cup; kept safe all the same
            log.add("event_effect", msg("White Phosphorus: no Smoke marker is left; no effect"),
                    ("E77", "T94"), side=side)
            return pop(state)
        log.add("smoke_drawn", by_side("White Phosphorus: the {side} draw Smoke {value}",
                                       "White Phosphorus: the {side} draws Smoke {value}",
                                       side=_title(side), value=value),
                ("E77", "T94"), side=side, value=value)
        return replace_frame(state, replace(frame, stage="place", smoke=value))
    if choice.kind == "place":
        hex_ = Hex.parse(str(choice.args[0]))
        state = place_smoke(state, hex_, frame.smoke, log, ("E77",))
        return replace_frame(state, replace(frame, stage="break", hex=hex_))
    unit = state.unit(str(choice.args[0]))
    return replace_frame(state, replace(frame, chosen=(*frame.chosen, unit.side),
                                        breaks=(*frame.breaks, unit.id)))


# --- cards and chits at random [E57, E65, E74] ------------------------------------------------


def _fog_of_war(state: GameState, receiver: SideId, log: Log) -> GameState:
    """Each player takes one card at random from the other's hand to its owner's discard
    pile [E57] (the receiver's pick first; both cards become public)."""
    for taker in (receiver, receiver.other):
        owner = taker.other
        piles = state.side(owner)
        if not piles.hand:
            log.add("event_effect", msg("Fog of War: the {side:adjective} hand is empty",
                                        side=_title(owner)),
                    ("E57", "E42"), side=taker)
            continue
        index, rng = next_int(state.rng, len(piles.hand))
        card = piles.hand[index]
        state = replace(state, rng=rng).with_side(replace(
            piles, hand=piles.hand[:index] + piles.hand[index + 1:],
            discard=(*piles.discard, card)))
        log.add("discard", by_side("Fog of War: the {side} take card {card} ({order}) at random "
                                   "from the {owner:adjective} hand; it goes to the "
                                   "{owner:adjective} discard pile",
                                   "Fog of War: the {side} takes card {card} ({order}) at "
                                   "random from the {owner:adjective} hand; it goes to the "
                                   "{owner:adjective} "
                                   "discard pile",
                                   side=_title(taker), card=card,
                                   order=_card_name(state, owner, card), owner=_title(owner)),
                ("E57",), side=taker, card=card)
    return state


def chit_text(item: ObjectiveChit) -> str:
    """An Objective chit's open side in words, e.g. ``'Objective 3 = 2 VP'`` [7.3.2]."""
    if item.kind == "single":
        return msg("Objective {number} = {vp} VP", number=str(item.objective), vp=str(item.vp))
    if item.kind == "each":
        return msg("each Objective = {vp} VP", vp=str(item.vp))
    return (item.special or "").replace("_", " ")


def _draw_chit(state: GameState, receiver: SideId, log: Log, event: Event
               ) -> tuple[GameState, str | None]:
    pool = state.chit_pool
    if not pool:
        log.add("event_effect", msg("{event}: no Objective chit is left to draw",
                                    event=display_name(event)),
                (*_rule(event), "E42"), side=receiver)
        return state, None
    index, rng = next_int(state.rng, len(pool))
    return replace(state, rng=rng, chit_pool=pool[:index] + pool[index + 1:]), pool[index]


def _mission_objective(state: GameState, receiver: SideId, log: Log) -> GameState:
    """The receiver draws a secret Objective chit; one with no secret side is open [E65]."""
    state, letter = _draw_chit(state, receiver, log, Event.MISSION_OBJECTIVE)
    if letter is None:
        return state
    item = chit(state, letter)
    if not item.has_secret_side:
        before = total_vp(state)
        state = open_chit(state, letter, log)
        log.add("chit_drawn", by_side("Mission Objective: the {side} draw Objective chit "
                                      "{letter} ({chit}); it has no secret side and is open: VP "
                                      "marker {before:+d} -> {after:+d}",
                                      "Mission Objective: the {side} draws Objective chit "
                                      "{letter} ({chit}); it has no secret side and is open: VP "
                                      "marker {before:+d} -> {after:+d}", side=_title(receiver),
                                      letter=letter, chit=chit_text(item), before=before,
                                      after=total_vp(state)), ("E65", "7.3.2"), side=receiver,
                chit=letter)
        return state
    piles = state.side(receiver)
    log.add("chit_drawn", by_side("Mission Objective: the {side} draw a secret Objective chit",
                                  "Mission Objective: the {side} draws a secret Objective chit",
                                  side=_title(receiver)), ("E65",), side=receiver)
    log.add("chit_drawn", msg("Your new secret Objective chit is {letter} ({chit})",
                              letter=letter, chit=chit_text(item)),
            ("E65", "7.3.3"), side=receiver, private_to=receiver, chit=letter)
    return state.with_side(replace(piles, secret_chits=(*piles.secret_chits, letter)))


def _strategic_objective(state: GameState, receiver: SideId, log: Log) -> GameState:
    """A random Objective chit is placed open; it scores at once [E74]."""
    state, letter = _draw_chit(state, receiver, log, Event.STRATEGIC_OBJECTIVE)
    if letter is None:
        return state
    before = total_vp(state)
    state = open_chit(state, letter, log)
    log.add("chit_drawn", msg("Strategic Objective: Objective chit {letter} ({chit}) is drawn "
                              "and placed open: VP marker {before:+d} -> {after:+d}",
                              letter=letter, chit=chit_text(chit(state, letter)), before=before,
                              after=total_vp(state)), ("E74", "7.3.2"), side=receiver,
            chit=letter)
    return state


register("board_random_hex", _run_random_hex)
register("board_blaze_units", _run_blaze_units, _choose_blaze_units)
register("board_choice", _run_choice, _choose_pick)
register("board_white_phosphorus", _run_phosphorus, _choose_phosphorus)

register_event(Event.BATTLEFIELD_INTEGRITY, _battlefield_integrity)
register_event(Event.COMMAND_AND_CONTROL, _command_and_control)
register_event(Event.ELAN, _elan)
register_event(Event.BREEZE, _breeze)
register_event(Event.FOG_OF_WAR, _fog_of_war)
register_event(Event.MISSION_OBJECTIVE, _mission_objective)
register_event(Event.STRATEGIC_OBJECTIVE, _strategic_objective)
register_event(Event.WHITE_PHOSPHORUS, _white_phosphorus)
for _event in (Event.BLAZE, Event.BOOBY_TRAP, Event.DUST, Event.RUBBLE, Event.SHELLHOLES):
    register_event(_event, _random_hex_event(_event))
for _event in (Event.ENTRENCH, Event.SAPPERS, Event.INTERROGATION, Event.RECONNAISSANCE):
    register_event(_event, _choice_start(_event))
