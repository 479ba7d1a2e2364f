"""Why a card of the hand cannot be played now, in the player's words [O14, A24].

The engine's legal choices say *which* cards can be played; :func:`unplayable_reason` says
why another one cannot, with the rule ids. It reads only what its player may see: his own
hand and public facts (the units in play, Radios, who is active, the Orders given) [1.2].
"""

from __future__ import annotations

from collections.abc import Callable

from cc_engine.content.vocabulary import RULE_IDS, Order, SideId, display_name
from cc_engine.messages import Message, joined, msg
from cc_engine.rules.activation import can_be_activated
from cc_engine.rules.artillery import spotters
from cc_engine.rules.fire import has_target
from cc_engine.rules.morale import rout_targets
from cc_engine.rules.move import can_advance, can_move
from cc_engine.state import GameState, UnitState

__all__ = ["CARD_KINDS", "unplayable_reason"]

#: Choice kinds whose first argument is a card of the deciding player's hand.
CARD_KINDS = frozenset({"order", "discard", "op_fire", "play", "action"})


def unplayable_reason(state: GameState, viewer: SideId, card: int) -> Message | None:
    """Why ``viewer`` cannot play ``card`` of his hand now, or None when one of the legal
    choices plays it: its Order's reason [O14-O23], then its Action's [A24.1]."""
    decision = state.pending
    if decision is None:
        return msg("the game is over")
    if card not in state.side(viewer).hand:
        return msg("card {card} is not in your hand", card=card)
    if decision.side is viewer and any(c.kind in CARD_KINDS and c.args[:1] == (card,)
                                       for c in decision.choices):
        return None
    printed = state.setting.card(viewer, card)
    action = msg("its Action {action} is played only when its rule allows it [{rule}, A24.1]",
                 action=display_name(printed.action),
                 rule=RULE_IDS.get(printed.action, "A24"))
    return joined([_order_reason(state, viewer, printed.order), action], "; ")


def _order_reason(state: GameState, side: SideId, order: Order) -> Message:
    """Why ``side`` cannot give ``order`` now."""
    name = display_name(order)
    if order is Order.COMMAND_CONFUSION:
        return msg("Command Confusion is never given as an Order [O19]")
    if any(frame.kind == "setup" for frame in state.stack):
        return msg("no Order is given before the first Turn begins [5]")
    if state.active is not side:
        return msg("Orders are given only in your own Turn [O14.1]")
    decision = state.pending
    if decision is None or decision.side is not side or decision.kind != "turn":
        return msg("the Order under way must be finished before another is given [O14.2]")
    capability = state.setting.scenario.side(side).orders
    if state.orders_given >= capability:
        return msg("you have given all {count} Orders of this Turn [5, O14]", count=capability)
    if order not in _UNIT_ORDERS:
        return _player_order_reason(state, side, order, name)
    ready = [u for u in state.units_on_map(side) if can_be_activated(state, u)]
    if not ready:
        return msg("no unit can be activated: every unit in play was activated this Turn "
                   "[O14.1]")
    able, reason = _UNIT_ORDERS[order]
    return reason if not any(able(state, u) for u in ready) else _legal(name)


#: The Orders that activate units: whether a unit could carry one out, and why none can.
_UNIT_ORDERS: dict[Order, tuple[Callable[[GameState, UnitState], bool], Message]] = {
    Order.FIRE: (has_target,
                 msg("no unit can Fire: none has an enemy unit in Range and LOS [O20.1]")),
    Order.MOVE: (can_move, msg("no unit can Move: none can cross a hexside [O14.4]")),
    Order.ADVANCE: (can_advance, msg("no unit can Advance: none has an adjacent hex to enter "
                                     "or an enemy edge to exit [O16]")),
}


def _player_order_reason(state: GameState, side: SideId, order: Order, name: str) -> Message:
    """Why ``side`` cannot give an Order that activates a player or a Radio [O17, O18, O22,
    O23]."""
    if order is Order.RECOVER:
        if side in state.players_activated:
            return msg("you were activated for Recover or Rout this Turn already [O22.1]")
        if not any(_hurt(u) for u in state.units_on_map(side)):
            return msg("none of your units is broken or Suppressed [O22.1]")
    elif order is Order.ROUT and not rout_targets(state, side):
        return msg("no player has a broken unit in play and is still free to be activated for "
                   "Recover or Rout [O23.1]")
    elif order is Order.ARTILLERY_DENIED and state.radio_of(side.other) is None:
        return msg("the enemy has no Radio in play [O17]")
    elif order is Order.ARTILLERY_REQUEST:
        radio = state.radio_of(side)
        if radio is None:
            return msg("you have no Radio in play [O18]")
        if not radio.broken and not spotters(state, side):
            return msg("no unbroken Leader can be activated as the Spotter [O18.2]")
    return _legal(name)


def _hurt(unit: UnitState) -> bool:
    return unit.broken or unit.suppressed


def _legal(order: str) -> Message:
    """The Order itself could be given, but no legal choice plays this card now."""
    return msg("a {order} Order is not among the choices now", order=order)
