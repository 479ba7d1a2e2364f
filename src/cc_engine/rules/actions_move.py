"""Actions played around Move, Advance, Melee, Pass and Time [A25, A26, A31, A32, A35, A38, A39].

Each moment at which these Actions may be played opens a :class:`MoveActionFrame` window for
one side; when both sides may act, the inactive player's window is pushed on top so that he
plays all his Actions first [A24.2, O21.6]:

* after each MP expenditure of a Move, and after a unit Advances into a hex: the Defender's
  Hidden Mines and Hidden Wire [A35.2, A35.5] (:func:`push_hidden_window`; the Move Order
  pushes the inactive player's Op Fire window under it). Both windows are the inactive
  player's, and he orders his own responses: ``op_fire_first`` puts this window after his
  Op Fire window of the same expenditure [O21.6, A24.1];
* the moving player's Smoke Grenades and Assault Fire [A39, A26] are choices of the Move
  Order's own decisions (:func:`move_action_choices`): with each step, so after the inactive
  player's windows of the last expenditure [O21.6], and between units' moves; once no unit is
  left to move, the Order waits for them only if :func:`move_actions_asked` (public facts);
* before the Melee dice: Ambush, inactive player first [A25] (:func:`push_ambush_windows`);
  at the end of a Melee: No Quarter [A38] (:func:`push_no_quarter_windows`);
* when the opponent discards by passing: Demolitions and Hidden Unit [A31, A35.4] (pushed
  by :mod:`cc_engine.rules.turn`);
* at the end of every Time advance: Dig In, inactive player first [A32, 6.1.2 step 6]
  (pushed by :mod:`cc_engine.rules.cards`).

No information leak [DESIGN]: a window opens only from public facts (the moment's
prerequisites, the number of cards in hand, the Action cards not yet in the discard pile)
and the side's ``Stops.move_actions``; the cards in hand only decide the choices offered.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from cc_engine.content.validation import setup_zone_hexes
from cc_engine.content.vocabulary import (
    RULE_IDS,
    Action,
    FortificationKind,
    SideId,
    display_name,
)
from cc_engine.flow import Log, pop, push, register, replace_frame
from cc_engine.frames import AttackFrame, MoveActionFrame
from cc_engine.hexgrid import Hex
from cc_engine.messages import Message, by_side, joined, msg
from cc_engine.rules.actions_fire import (
    assault_fire_choices,
    assault_fire_possible,
    start_assault_fire,
)
from cc_engine.rules.breaking import push_break
from cc_engine.rules.cards import start_roll
from cc_engine.rules.fire import push_attack
from cc_engine.rules.hand import action_cards, could_hold, discard_card, register_action
from cc_engine.rules.markers import draw_smoke, place_fortification, place_smoke
from cc_engine.rules.support import (
    item_label,
    place_support_unit,
    support_items,
    support_unit_type,
)
from cc_engine.rules.units import boxed_stats, unit_label
from cc_engine.rules.victory import add_vp
from cc_engine.state import Choice, Decision, GameState, UnitState

__all__ = [
    "move_action_choices",
    "move_actions_asked",
    "play_move_action",
    "push_ambush_windows",
    "push_hidden_window",
    "push_no_quarter_windows",
]

#: The Actions each window can take.
_MOMENT_ACTIONS: dict[str, tuple[Action, ...]] = {
    "hidden": (Action.HIDDEN_MINES, Action.HIDDEN_WIRE),
    "ambush": (Action.AMBUSH,),
    "no_quarter": (Action.NO_QUARTER,),
    "pass": (Action.DEMOLITIONS, Action.HIDDEN_UNIT),
    "dig_in": (Action.DIG_IN,),
}


# --- public facts -------------------------------------------------------------------------------


def _may_hold(state: GameState, side: SideId, actions: Iterable[Action]) -> bool:
    """By public facts and the side's stops only: whether to ask ``side`` about ``actions``.

    "when_able": the side holds cards and one of its deck's cards with one of ``actions`` is
    not in its discard pile (so it may be in the hand).
    """
    stops = state.side(side).stops.move_actions
    if stops != "when_able":
        return stops == "always"
    return bool(state.side(side).hand) and any(could_hold(state, side, a) for a in actions)


def _play(state: GameState, side: SideId, card: int, action: Action, log: Log,
          text: Message | None = None) -> GameState:
    """Discard ``card`` and log it as played for ``action`` [A24.1], in ``text`` if given
    (made with :func:`_played`)."""
    rule = RULE_IDS[action]
    if text is None:
        text = by_side("The {side} play card {card} for {action} [{rule}]",
                       "The {side} plays card {card} for {action} [{rule}]",
                       **_played(side, card, action))
    log.add("action", text, (rule, "A24.1"), side=side, card=card, action=action.value)
    return discard_card(state, side, card)


def _played(side: SideId, card: int, action: Action) -> dict[str, str | int]:
    """The fields of the log line of a card played for an Action."""
    return {"side": side.value.title(), "card": card, "action": display_name(action),
            "rule": RULE_IDS[action]}


def _move_index(state: GameState) -> int | None:
    for index in range(len(state.stack) - 1, -1, -1):
        if state.stack[index].kind == "move":
            return index
    return None


def _moving_units(state: GameState, side: SideId) -> list[UnitState]:
    """Units on the map activated to Move by the side's current Move Order [O21]."""
    index = _move_index(state)
    if index is None:
        return []
    frame = state.stack[index]
    if frame.side is not side or frame.stage == "activate":
        return []
    units = [state.unit(u) for u in frame.activated]
    return [u for u in units if u.status == "map" and u.hex is not None]


def _smoke_grenade_hexes(state: GameState, side: SideId) -> list[Hex]:
    """Hexes in or adjacent to a unit with boxed Movement activated to Move, not Water and
    without Blaze [A39, T89, 8.1.5]; none once no Smoke marker is left in the cup [T94]."""
    if not state.smoke_cup:
        return []
    terrain = state.setting.terrain
    hexes: set[Hex] = set()
    for unit in _moving_units(state, side):
        if not boxed_stats(state.setting, unit).movement:
            continue
        assert unit.hex is not None
        hexes.update((unit.hex, *terrain.grid.neighbours(unit.hex)))
    return sorted(h for h in hexes
                  if not terrain.is_water(h) and h not in state.markers.blaze)


def _hidden_hex_ok(state: GameState, hex_: Hex) -> bool:
    """Hidden Mines and Wire need a hex that is not Water and has no Fortification [A35.2]."""
    return (not state.setting.terrain.is_water(hex_)
            and state.markers.fortification_at(hex_) is None)


def _entering(state: GameState, frame: MoveActionFrame) -> tuple[str, ...]:
    """The units that entered the hex and are still there."""
    return tuple(u for u in frame.units
                 if state.unit(u).status == "map" and state.unit(u).hex == frame.hex)


def _dig_in_hexes(state: GameState, side: SideId) -> list[Hex]:
    """Hexes with a friendly unit, not Water, without Blaze or Fortification [A32]."""
    terrain = state.setting.terrain
    return sorted({u.hex for u in state.units_on_map(side) if u.hex is not None
                   and not terrain.is_water(u.hex) and u.hex not in state.markers.blaze
                   and state.markers.fortification_at(u.hex) is None})


def _demolition_hexes(state: GameState, side: SideId) -> list[Hex]:
    """Fortification hexes that hold a friendly unit [A31]."""
    return sorted({u.hex for u in state.units_on_map(side) if u.hex is not None
                   and state.markers.fortification_at(u.hex) is not None})


def _hidden_unit_hexes(state: GameState, side: SideId) -> list[Hex]:
    """Hexes of the side's original setup area with no units and Cover at least 1 [A35.4]."""
    setting = state.setting
    terrain = setting.terrain
    hexes = setup_zone_hexes(setting.scenario.side(side).setup, setting.friendly_edge(side),
                             terrain.grid)
    return sorted(h for h in hexes if not state.units_in(h)
                  and not terrain.is_impassable(h, state.markers)
                  and terrain.cover(h, state.markers).value >= 1)


def _public_prerequisite(state: GameState, frame: MoveActionFrame) -> bool:
    """Whether the moment allows one of its Actions, by public facts only."""
    side, moment = frame.side, frame.moment
    defender = state.setting.scenario.defender is side
    if moment == "hidden":
        assert frame.hex is not None
        return defender and _hidden_hex_ok(state, frame.hex) and bool(_entering(state, frame))
    if moment == "ambush":
        assert frame.hex is not None
        return all(state.units_in(frame.hex, s) for s in SideId)
    if moment == "no_quarter":
        return True
    if moment == "pass":
        return bool(_demolition_hexes(state, side)) or (defender and _hidden_unit_available(
            state, side))
    return bool(_dig_in_hexes(state, side))


def _hidden_unit_available(state: GameState, side: SideId) -> bool:
    return bool(_hidden_unit_hexes(state, side))


# --- pushing the windows ------------------------------------------------------------------------


def push_hidden_window(state: GameState, hex_: Hex, units: tuple[str, ...]) -> GameState:
    """The Defender's Hidden Mines / Hidden Wire window after ``units`` of his opponent
    Moved or Advanced into ``hex_`` [A35.2, A35.5]."""
    side = state.unit(units[0]).side.other
    return push(state, MoveActionFrame(side, "hidden", hex=hex_, units=units))


def push_ambush_windows(state: GameState, hex_: Hex) -> GameState:
    """Ambush windows before the Melee dice in ``hex_``: the inactive player's on top [A25]."""
    state = push(state, MoveActionFrame(state.active, "ambush", hex=hex_))
    return push(state, MoveActionFrame(state.active.other, "ambush", hex=hex_))


def push_no_quarter_windows(state: GameState, hex_: Hex,
                            participants: tuple[str, ...]) -> GameState:
    """No Quarter windows at the end of the Melee in ``hex_`` for each eligible side with a
    surviving participant, inactive player on top [A38, A24.2]."""
    for side in (state.active, state.active.other):
        nation = state.setting.nation(side).id
        if not (nation == "russia" or (nation == "germany"
                                       and state.setting.nation(side.other).id == "russia")):
            continue
        survivors = tuple(u for u in participants if state.unit(u).side is side
                          and state.unit(u).status == "map" and state.unit(u).hex == hex_)
        if survivors:
            state = push(state, MoveActionFrame(side, "no_quarter", hex=hex_, units=survivors))
    return state


# --- Smoke Grenades and Assault Fire within the Move Order [A26, A39] --------------------------


def move_actions_asked(state: GameState, side: SideId) -> bool:
    """Whether the moving player is asked about Smoke Grenades and Assault Fire at a moment
    of his Move Order when nothing else is asked of him (once no unit is left to move), by
    public facts and his ``Stops.move_actions`` only [A26, A39, DESIGN]: an Action whose
    public prerequisite holds (a hex for the Smoke, a moving piece with boxed FP and a target)
    and, with "when_able", a card with it that is not in his discard pile while his hand is
    not empty. Which of them he holds decides only the choices offered."""
    if _may_hold(state, side, (Action.SMOKE_GRENADES,)) and _smoke_grenade_hexes(state, side):
        return True
    return (_may_hold(state, side, (Action.ASSAULT_FIRE,))
            and assault_fire_possible(state, side))


def move_action_choices(state: GameState, side: SideId) -> list[Choice]:
    """Smoke Grenades and Assault Fire the moving player may play now, from his hand:
    ``smoke_grenades CARD HEX`` and ``assault_fire CARD`` [A26, A39]."""
    choices = [Choice("smoke_grenades", (card, h.id))
               for card in action_cards(state, side, Action.SMOKE_GRENADES)
               for h in _smoke_grenade_hexes(state, side)]
    return [*choices, *assault_fire_choices(state, side)]


def play_move_action(state: GameState, side: SideId, choice: Choice, log: Log) -> GameState:
    """Play a choice of :func:`move_action_choices`."""
    card = int(choice.args[0])
    if choice.kind == "assault_fire":
        return start_assault_fire(state, side, card, log)
    hex_ = Hex.parse(str(choice.args[1]))
    user = next(u for u in _moving_units(state, side)
                if boxed_stats(state.setting, u).movement and u.hex is not None
                and (u.hex == hex_ or hex_ in state.setting.terrain.grid.neighbours(u.hex)))
    state = _play(state, side, card, Action.SMOKE_GRENADES, log,
                  by_side("The {side} play card {card} for {action} by {unit}, into {hex} "
                          "[{rule}]",
                          "The {side} plays card {card} for {action} by {unit}, into {hex} "
                          "[{rule}]",
                          **_played(side, card, Action.SMOKE_GRENADES),
                          unit=unit_label(state, user), hex=hex_.id))
    state, value = draw_smoke(state)
    if value is None:  # not offered with an empty cup (see _smoke_grenade_hexes)
        log.add("smoke", msg("No Smoke marker is left in the cup for {hex} [T94]", hex=hex_.id),
                ("A39", "T94"), side=side)
        return state
    log.add("smoke_drawn", msg("Smoke {value} drawn at random for {hex} [A39, T94]", value=value,
                               hex=hex_.id),
            ("A39", "T94"), side=side, value=value)
    return place_smoke(state, hex_, value, log, ("A39",))


# --- the window -----------------------------------------------------------------------------------


def _menu(state: GameState, frame: MoveActionFrame) -> list[Choice]:
    """The playable Action cards in the side's hand for this moment."""
    side, moment = frame.side, frame.moment
    if moment == "hidden":
        assert frame.hex is not None
        if state.setting.scenario.defender is not side or not _hidden_hex_ok(state, frame.hex) \
                or not _entering(state, frame):
            return []
        return [Choice(action.value, (card,))
                for action in (Action.HIDDEN_MINES, Action.HIDDEN_WIRE)
                for card in action_cards(state, side, action)]
    if moment in ("ambush", "no_quarter"):
        action = Action.AMBUSH if moment == "ambush" else Action.NO_QUARTER
        return [Choice(action.value, (card,)) for card in action_cards(state, side, action)]
    if moment == "pass":
        choices = [Choice("demolitions", (card, h.id))
                   for card in action_cards(state, side, Action.DEMOLITIONS)
                   for h in _demolition_hexes(state, side)]
        if state.setting.scenario.defender is side and _hidden_unit_available(state, side):
            choices += [Choice("hidden_unit", (card,))
                        for card in action_cards(state, side, Action.HIDDEN_UNIT)]
        return choices
    return [Choice("dig_in", (card, h.id)) for card in action_cards(state, side, Action.DIG_IN)
            for h in _dig_in_hexes(state, side)]


def _window_prompt(frame: MoveActionFrame, later: bool = False) -> Message:
    """What the Action window of this moment offers (``later``: the Op Fire window of the
    same expenditure may come first)."""
    hex_ = str(frame.hex)
    if frame.moment == "hidden" and later:
        return msg("enemy units entered {hex}: Hidden Mines or Hidden Wire [A35.2, A35.5], now "
                   "or after your Op Fire [O21.6]; or pass", hex=hex_)
    if frame.moment == "hidden":
        return msg("enemy units entered {hex}: Hidden Mines or Hidden Wire [A35.2, A35.5]; or "
                   "pass", hex=hex_)
    if frame.moment == "ambush":
        return msg("before the Melee dice in {hex}: Ambush [A25]; or pass", hex=hex_)
    if frame.moment == "no_quarter":
        return msg("the Melee in {hex} is over: No Quarter [A38]; or pass", hex=hex_)
    if frame.moment == "pass":
        return msg("your opponent discarded by passing: Demolitions or Hidden Unit [O15, A31, "
                   "A35.4]; or pass")
    return msg("end of the Time advance: Dig In [6.1.2, A32]; or pass")


def _run_window(state: GameState, frame: MoveActionFrame,
                log: Log) -> tuple[GameState, Decision | None]:
    side = frame.side
    if frame.stage == "open":
        asked = (_may_hold(state, side, _MOMENT_ACTIONS[frame.moment])
                 and _public_prerequisite(state, frame))
        if not asked:
            return pop(state), None
        return replace_frame(state, replace(frame, stage="menu")), None
    if frame.stage == "victim":
        assert frame.hex is not None
        victims = state.units_in(frame.hex, side.other)
        if not victims:
            return replace_frame(state, replace(frame, stage="menu", card=None)), None
        return state, Decision(side.other, "ambush_victim",
                               tuple(Choice("break", (u.id,)) for u in victims),
                               msg("Ambush in {hex}: pick one of your units in the Melee; it "
                                   "breaks (a broken unit is eliminated) [A25]",
                                   hex=frame.hex.id),
                               (("hex", frame.hex.id),))
    if frame.stage == "support":
        return _support_items(state, frame, log)
    if frame.stage in ("item", "place"):
        return state, _hidden_unit_decision(state, frame)
    if frame.moment == "hidden" and (frame.hex is None or not _entering(state, frame)):
        return pop(state), None
    if frame.moment == "ambush":
        assert frame.hex is not None
        if not all(state.units_in(frame.hex, s) for s in SideId):
            return pop(state), None
    choices = [*_menu(state, frame), Choice("pass")]
    later = _op_fire_next(state, frame)
    if later:
        choices.append(Choice("op_fire_first"))
    return state, Decision(side, "action_window", tuple(choices),
                           _window_prompt(frame, later), (("moment", frame.moment),))


def _op_fire_next(state: GameState, frame: MoveActionFrame) -> bool:
    """The Hidden Mines / Wire window sits on its player's Op Fire window of the same MP
    expenditure, not yet opened, and his stops do not turn Op Fire windows off: he may take
    his Op Fire first [O21.6, A24.1]. Once put after it, the window is not moved again."""
    if (frame.moment != "hidden" or frame.deferred or len(state.stack) < 2
            or state.side(frame.side).stops.op_fire == "never"):
        return False
    below = state.stack[-2]
    return (below.kind == "op_fire" and below.side is frame.side and below.hex == frame.hex
            and below.stage == "open")


def _choose_window(state: GameState, frame: MoveActionFrame, choice: Choice,
                   log: Log) -> GameState:
    side, kind = frame.side, choice.kind
    if kind == "pass":
        return pop(state)
    if kind == "op_fire_first":
        log.add("action_order", by_side("The {side} take their Op Fire window in {hex} first; "
                                        "Hidden Mines or Wire may follow it [O21.6, A24.1]",
                                        "The {side} takes its Op Fire window in {hex} first; "
                                        "Hidden Mines or Wire may follow it [O21.6, A24.1]",
                                        side=side.value.title(), hex=str(frame.hex)),
                ("O21.6", "A24.1"), side=side)
        below = state.stack[-2]
        return replace(state, stack=(*state.stack[:-2],
                                     replace(frame, stage="open", deferred=True), below))
    if kind == "break":
        unit = state.unit(str(choice.args[0]))
        log.add("ambush", by_side("Ambush: the {side} pick {unit} to break [A25]",
                                  "Ambush: the {side} picks {unit} to break [A25]",
                                  side=side.other.value.title(), unit=unit_label(state, unit)),
                ("A25",), side=side.other, unit=unit.id)
        state = replace_frame(state, replace(frame, stage="menu", card=None))
        return push_break(state, unit.id, display_name(Action.AMBUSH), ("A25", "3.2"))
    if kind in ("item", "place"):
        return _choose_hidden_unit(state, frame, choice, log)
    card = int(choice.args[0])
    if kind in ("hidden_mines", "hidden_wire"):
        return _hidden_fortification(state, frame, card, Action(kind), log)
    if kind == "ambush":
        state = _play(state, side, card, Action.AMBUSH, log,
                      by_side("The {side} play card {card} for {action} in {hex} [{rule}]",
                              "The {side} plays card {card} for {action} in {hex} [{rule}]",
                              **_played(side, card, Action.AMBUSH), hex=str(frame.hex)))
        return replace_frame(state, replace(frame, stage="victim", card=card))
    if kind == "no_quarter":
        state = _play(state, side, card, Action.NO_QUARTER, log,
                      by_side("The {side} play card {card} for {action} after the Melee in "
                              "{hex} [{rule}]",
                              "The {side} plays card {card} for {action} after the Melee in "
                              "{hex} [{rule}]", **_played(side, card, Action.NO_QUARTER),
                              hex=str(frame.hex)))
        return add_vp(state, side, 2, "no_quarter", log, display_name(Action.NO_QUARTER),
                      ("A38",))
    if kind == "hidden_unit":
        state = _play(state, side, card, Action.HIDDEN_UNIT, log)
        state = replace_frame(state, replace(frame, stage="support", card=card))
        return start_roll(state, side, msg("the Hidden Unit Support Table roll"),
                          triggers=True)
    hex_ = Hex.parse(str(choice.args[1]))
    if kind == "demolitions":
        fortification = state.markers.fortification_at(hex_)
        assert fortification is not None
        state = _play(state, side, card, Action.DEMOLITIONS, log,
                      by_side("The {side} play card {card} for {action}: the {fortification} in "
                              "{hex} is eliminated [{rule}]",
                              "The {side} plays card {card} for {action}: the {fortification} "
                              "in {hex} is eliminated [{rule}]",
                              **_played(side, card, Action.DEMOLITIONS),
                              fortification=display_name(fortification), hex=hex_.id))
        markers = state.markers
        return replace(state, markers=replace(markers, fortifications=tuple(
            p for p in markers.fortifications if p[0] != hex_)))
    state = _play(state, side, card, Action.DIG_IN, log,
                  by_side("The {side} play card {card} for {action} in {hex} [{rule}]",
                          "The {side} plays card {card} for {action} in {hex} [{rule}]",
                          **_played(side, card, Action.DIG_IN), hex=hex_.id))
    return place_fortification(state, hex_, FortificationKind.FOXHOLES, log, ("A32", "F102"))


def _hidden_fortification(state: GameState, frame: MoveActionFrame, card: int,
                          action: Action, log: Log) -> GameState:
    """Hidden Mines: place Mines, then a Mine Attack on each entering unit (units already
    there are immune) [A35.2, F103.2]. Hidden Wire: place Wire; a Move into the hex loses all
    remaining MP [A35.5, F106.2]."""
    hex_ = frame.hex
    assert hex_ is not None
    entering = _entering(state, frame)
    mines = action is Action.HIDDEN_MINES
    kind = FortificationKind.MINES if mines else FortificationKind.WIRE
    state = _play(state, frame.side, card, action, log,
                  by_side("The {side} play card {card} for {action} in {hex} [{rule}]",
                          "The {side} plays card {card} for {action} in {hex} [{rule}]",
                          **_played(frame.side, card, action), hex=hex_.id))
    state = place_fortification(state, hex_, kind, log, (RULE_IDS[action],))
    state = pop(state)
    if not mines:
        index = _move_index(state)
        if index is not None and state.stack[index].stage == "entered":
            move_frame = state.stack[index]
            if move_frame.entered == hex_ and not move_frame.halted:
                state = replace_frame(state, replace(move_frame, halted=True), index)
        return state
    # The Mines just placed attack like any other Mines: at the scenario's minefield strength
    # (6 FP unless the Defender was given or bought 7 or 8), this first attack included
    # [F103.2]; one attack per entering unit [A35.2].
    fp = state.setting.terrain.mine_attack_fp(hex_, state.markers,
                                              state.setting.scenario.mine_strength)
    assert fp is not None
    for unit_id in reversed(entering):
        unit = state.unit(unit_id)
        log.add("mines", msg("Hidden Mines in {hex}: a {fp} FP Mine Attack on {unit} [A35.2, "
                             "F103.2]", hex=hex_.id, fp=fp, unit=unit_label(state, unit)),
                ("A35.2", "F103.2"), side=frame.side, hex=hex_.id)
        state = push_attack(state, AttackFrame(
            frame.side, hex_, fp, label=msg("Mine Attack on {hex}", hex=hex_.id),
            explain=msg("Hidden Mines {fp} [A35.2, F103.2]", fp=fp), zero_cover=True,
            jam_weapons=False, defenders=(unit_id,)))
    return state


# --- Hidden Unit [A35.4] --------------------------------------------------------------------------


def _items(state: GameState, frame: MoveActionFrame) -> list[tuple[int, str]]:
    """The free non-Radio items of the rolled Support Table column: (index, label)."""
    assert frame.roll is not None
    table = state.setting.nation(frame.side).support
    return [(table.index(item), item_label(state, frame.side, item))
            for item in support_items(state, frame.side, frame.roll.total, radios=False)]


def _support_items(state: GameState, frame: MoveActionFrame,
                   log: Log) -> tuple[GameState, Decision | None]:
    """The Support Table roll is in: offer its column's free non-Radio items [A35.4]."""
    assert frame.roll is not None
    items = _items(state, frame)
    log.add("hidden_unit", msg("Hidden Unit: Support Table roll {roll} = {total}; non-Radio "
                               "items of the scenario year: {items} [A35.4]",
                               roll=frame.roll.text(), total=frame.roll.total,
                               items=joined(label for _, label in items) or msg("none")),
            ("A35.4",),
            side=frame.side, total=frame.roll.total)
    if not items or not _hidden_unit_hexes(state, frame.side):
        return pop(state), None
    return replace_frame(state, replace(frame, stage="item")), None


def _hidden_unit_decision(state: GameState, frame: MoveActionFrame) -> Decision:
    if frame.stage == "item":
        return Decision(frame.side, "hidden_unit_item",
                        tuple(Choice("item", (index,)) for index, _ in _items(state, frame)),
                        msg("Hidden Unit: pick one free non-Radio item of the rolled column "
                            "[A35.4 step 2]"))
    assert frame.item is not None
    item = state.setting.nation(frame.side).support[int(frame.item)]
    return Decision(frame.side, "hidden_unit_place",
                    tuple(Choice("place", (h.id,))
                          for h in _hidden_unit_hexes(state, frame.side)),
                    msg("Hidden Unit: place it in your original setup area, in a hex with no "
                        "units and Cover of at least 1 [A35.4 step 3]"),
                    (("unit_type", support_unit_type(item)),))


def _choose_hidden_unit(state: GameState, frame: MoveActionFrame, choice: Choice,
                        log: Log) -> GameState:
    if choice.kind == "item":
        return replace_frame(state, replace(frame, stage="place", item=str(choice.args[0])))
    assert frame.item is not None
    item = state.setting.nation(frame.side).support[int(frame.item)]
    state, _ = place_support_unit(pop(state), frame.side, item, Hex.parse(str(choice.args[0])),
                                  log, ("A35.4",))
    return state


register("move_action", _run_window, _choose_window)
for _action in (Action.SMOKE_GRENADES, Action.HIDDEN_MINES, Action.HIDDEN_WIRE, Action.AMBUSH,
                Action.NO_QUARTER, Action.DEMOLITIONS, Action.DIG_IN, Action.HIDDEN_UNIT):
    register_action(_action)
