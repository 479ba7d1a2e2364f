"""The Turn: Orders one at a time or a Pass, then stacking and hand refill [5, O14, O15, 8.2].

Each Order is announced by playing a card whose top line names it [O14.1]; its rules module
registers an :class:`OrderRules` here (when it may be given, and how it starts). Command
Confusion can never be given [O19].
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from cc_engine.content.vocabulary import RULE_IDS, Order, SideId, UnitKind, display_name
from cc_engine.flow import Log, pop, push, register, replace_frame
from cc_engine.frames import MoveActionFrame, RefillFrame, StackingFrame, TurnFrame
from cc_engine.hexgrid import Hex
from cc_engine.messages import by_side, counted, msg
from cc_engine.rules.hand import discard_card
from cc_engine.rules.replacement import replace_unit
from cc_engine.rules.units import figures_in, team_type_for, unit_kind, unit_label
from cc_engine.rules.victory import eliminate_unit
from cc_engine.state import Choice, Decision, GameState, UnitState

__all__ = ["ORDERS", "OrderRules", "register_order"]


@dataclass(frozen=True, slots=True)
class OrderRules:
    """How one Order may be given and how it starts (pushing its frame)."""

    legal: Callable[[GameState, SideId], bool]
    start: Callable[[GameState, SideId, Log], GameState]


ORDERS: dict[Order, OrderRules] = {}


def register_order(order: Order, legal: Callable[[GameState, SideId], bool],
                   start: Callable[[GameState, SideId, Log], GameState]) -> None:
    """Make an Order playable (its rules module calls this at import)."""
    ORDERS[order] = OrderRules(legal, start)


def _order_capability(state: GameState, side: SideId) -> int:
    return state.setting.scenario.side(side).orders


def _run_turn(state: GameState, frame: TurnFrame, log: Log) -> tuple[GameState,
                                                                       Decision | None]:
    side = frame.side
    if frame.phase == "orders":
        choices: list[Choice] = []
        if state.orders_given < _order_capability(state, side):
            legal: dict[Order, bool] = {}  # each Order judged once, however many cards have it
            for card in sorted(set(state.side(side).hand)):
                order = state.setting.card(side, card).order
                if order not in legal:
                    rules = ORDERS.get(order)
                    legal[order] = rules is not None and rules.legal(state, side)
                if legal[order]:
                    choices.append(Choice("order", (card,)))
        if state.orders_given == 0:
            choices.append(Choice("pass"))
        else:
            choices.append(Choice("end_turn"))
        return state, Decision(side, "turn", tuple(choices),
                               msg("{side:adjective} Turn {turn}: give an Order ({given} of "
                                   "{capability} given), or pass/end the Turn [5]",
                                   side=side.value.title(), turn=state.turn,
                                   given=state.orders_given,
                                   capability=_order_capability(state, side)),
                               (("orders_given", state.orders_given),
                                ("order_capability", _order_capability(state, side))))
    if frame.phase == "discard":
        limit = state.setting.nation(side).discard_limit
        choices = []
        if frame.discarded < limit:
            choices = [Choice("discard", (c,)) for c in sorted(set(state.side(side).hand))]
        choices.append(Choice("done"))
        return state, Decision(side, "discard", tuple(choices),
                               counted(limit - frame.discarded,
                                       "Discard up to {count} more card [O15]",
                                       "Discard up to {count} more cards [O15]",
                                       count=limit - frame.discarded))
    if frame.phase == "stacking":
        state = replace_frame(state, replace(frame, phase="refill"))
        return push(state, StackingFrame()), None
    if frame.phase == "refill":
        state = replace_frame(state, replace(frame, phase="done"))
        return push(state, RefillFrame(side)), None
    # done: the other player's Turn begins
    state = pop(state)
    log.add("turn_end", msg("End of the {side:adjective} Turn", side=side.value.title()), ("5",),
            side=side)
    state = replace(state, active=side.other, turn=state.turn + 1, orders_given=0,
                    activated=frozenset(), op_fire_activated=frozenset(),
                    players_activated=frozenset())
    return push(state, TurnFrame(side.other)), None


def _choose_turn(state: GameState, frame: TurnFrame, choice: Choice, log: Log) -> GameState:
    side = frame.side
    if choice.kind == "order":
        card = int(choice.args[0])
        order = state.setting.card(side, card).order
        state = discard_card(state, side, card)
        state = replace(state, orders_given=state.orders_given + 1)
        name = display_name(order)
        fields: dict[str, str | int] = {"side": side.value.title(), "card": card,
                                        "order": name, "rule": RULE_IDS[order]}
        played = (by_side("The {side} play card {card} for an {order} Order [{rule}]",
                          "The {side} plays card {card} for an {order} Order [{rule}]", **fields)
                  if name[0] in "AEIOU" else
                  by_side("The {side} play card {card} for a {order} Order [{rule}]",
                          "The {side} plays card {card} for a {order} Order [{rule}]", **fields))
        log.add("order", played, ("O14.1",), side=side, card=card, order=order.value)
        return ORDERS[order].start(state, side, log)
    if choice.kind == "pass":
        log.add("pass", by_side("The {side} pass and may discard [O15]",
                                "The {side} passes and may discard [O15]",
                                side=side.value.title()),
                ("O15",), side=side)
        return replace_frame(state, replace(frame, phase="discard"))
    if choice.kind == "end_turn":
        return replace_frame(state, replace(frame, phase="stacking"))
    if choice.kind == "discard":
        card = int(choice.args[0])
        log.add("discard", by_side("The {side} discard card {card} ({order})",
                                   "The {side} discards card {card} ({order})",
                                   side=side.value.title(), card=card,
                                   order=display_name(state.setting.card(side, card).order)),
                ("O15",), side=side, card=card)
        state = discard_card(state, side, card)
        return replace_frame(state, replace(frame, discarded=frame.discarded + 1))
    state = replace_frame(state, replace(frame, phase="stacking"))
    if frame.discarded:
        # The opponent may answer discards made by passing [O15, A31, A35.4].
        state = push(state, MoveActionFrame(side.other, "pass"))
    return state


# --- stacking at the end of every Turn [8.2] -----------------------------------------------------


def _overstacked(state: GameState, side: SideId) -> list[Hex]:
    hexes = sorted({u.hex for u in state.units_on_map(side) if u.hex is not None})
    return [h for h in hexes if figures_in(state, h, side) > 7]


def _run_stacking(state: GameState, frame: StackingFrame, log: Log) -> tuple[GameState,
                                                                               Decision | None]:
    for side in (state.active.other, state.active):  # inactive player first
        hexes = _overstacked(state, side)
        if not hexes:
            continue
        hex_ = hexes[0]
        units = state.units_in(hex_, side)
        choices = [Choice("eliminate", (u.id,)) for u in units]
        if hex_ not in frame.deployed and team_type_for(state.setting, side) is not None:
            choices += [Choice("deploy", (u.id,)) for u in units
                        if unit_kind(state, u) is UnitKind.SQUAD]
        return state, Decision(side, "overstack", tuple(choices),
                               msg("{hex} holds {figures} figures (7 at most): Deploy one "
                                   "Squad for free, or eliminate units [8.2]", hex=hex_.id,
                                   figures=figures_in(state, hex_, side)),
                               (("hex", hex_.id),))
    return pop(state), None


def deploy_squad(state: GameState, unit_id: str, log: Log, rules: tuple[str, ...]) -> GameState:
    """Replace a Squad by two Teams of the OB's quality, sharing its markers [E52]."""
    squad = state.unit(unit_id)
    team_type = team_type_for(state.setting, squad.side)
    assert team_type is not None
    name = state.setting.unit_type(squad.side, team_type).name
    label = msg("{team} of {squad}", team=name, squad=squad.name)
    first = UnitState(f"{squad.id}.1", squad.side, team_type, label, "map", squad.hex,
                      squad.broken, squad.suppressed, squad.veteran, squad.weapon)
    second = UnitState(f"{squad.id}.2", squad.side, team_type, label, "map", squad.hex,
                       squad.broken)
    # The Squad goes back to the countermix [E52.1]; its counter stays known by id. The Teams
    # are the same unit [E52.2]: every id held for later (activations, Op Fire, movers, roll
    # lists, defenders) names both, and a result locked against the Squad finds them.
    back = replace(squad, status="pool", hex=None, broken=False, suppressed=False,
                   veteran=False, weapon=None)
    units = (*(back if u.id == squad.id else u for u in state.units), first, second)
    log.add("deploy", msg("{unit} Deploys into two {team}s", unit=unit_label(state, squad),
                          team=name), rules,
            side=squad.side, unit=squad.id)
    return replace_unit(replace(state, units=units), squad.id, (first.id, second.id))


def _choose_stacking(state: GameState, frame: StackingFrame, choice: Choice,
                     log: Log) -> GameState:
    unit = state.unit(str(choice.args[0]))
    if choice.kind == "deploy":
        assert unit.hex is not None
        state = deploy_squad(state, unit.id, log, ("8.2", "E52"))
        return replace_frame(state, replace(frame, deployed=(*frame.deployed, unit.hex)))
    log.add("overstack", msg("{unit} is eliminated for overstacking",
                             unit=unit_label(state, unit)),
            ("8.2",), side=unit.side, unit=unit.id)
    return eliminate_unit(state, unit.id, log)


register("turn", _run_turn, _choose_turn)
register("stacking", _run_stacking, _choose_stacking)
