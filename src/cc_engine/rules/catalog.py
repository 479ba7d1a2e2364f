"""Which Orders, Actions and Events the engine plays so far, card by card.

An Event drawn that is not implemented is logged by name as having no effect [E42]; an
Action that is not implemented is never offered. This module answers "what is missing" for
tests and the log.
"""

from __future__ import annotations

from cc_engine.content.models import FateDeck
from cc_engine.content.vocabulary import Action, Order, display_name
from cc_engine.rules.cards import EVENTS
from cc_engine.rules.hand import ACTIONS
from cc_engine.rules.turn import ORDERS

__all__ = ["implemented_orders", "unimplemented_cards"]


def implemented_orders() -> frozenset[Order]:
    """Orders that can be given (Command Confusion never can [O19])."""
    return frozenset(ORDERS)


def unimplemented_cards(deck: FateDeck) -> dict[str, list[str]]:
    """The names of the deck's Actions and Events that have no effect yet, sorted."""
    actions = sorted({display_name(c.action) for c in deck.cards
                      if c.action not in ACTIONS and c.action is not Action.COMMAND_CONFUSION})
    events = sorted({display_name(c.event) for c in deck.cards if c.event not in EVENTS})
    return {"actions": actions, "events": events}


