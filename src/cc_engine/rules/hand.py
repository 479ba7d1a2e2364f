"""Playing cards from a hand: discarding them, the cards that carry an Action, and which
Actions can be played [1.2, 1.5, 1.6, A24].

The rules of each Order and Action discard the card played with :func:`discard_card`; the
rules of each Action record it as playable with :func:`register_action`.
"""

from __future__ import annotations

from dataclasses import replace

from cc_engine.content.vocabulary import Action, SideId
from cc_engine.state import GameState

__all__ = ["ACTIONS", "action_cards", "could_hold", "discard_card", "register_action"]

#: Actions that can be played (registered by their rules modules). Op Fire is the
#: "Order/Action Fire" line of Fire cards [A33], handled with the Fire rules, not an Action id.
ACTIONS: set[Action] = set()


def register_action(action: Action) -> None:
    """Record that an Action is playable (its rules module calls this at import)."""
    ACTIONS.add(action)


def discard_card(state: GameState, side: SideId, card: int) -> GameState:
    """Move a card from the hand to the top of the discard pile [1.5, 1.6]."""
    piles = state.side(side)
    hand = list(piles.hand)
    hand.remove(card)
    return state.with_side(replace(piles, hand=tuple(hand), discard=(*piles.discard, card)))


def action_cards(state: GameState, side: SideId, action: Action) -> list[int]:
    """The cards in ``side``'s hand that carry ``action``, sorted, each once."""
    return sorted({c for c in state.side(side).hand
                   if state.setting.card(side, c).action is action})


def could_hold(state: GameState, side: SideId, action: Action) -> bool:
    """Public fact: some card of ``side``'s deck carrying ``action`` is not in his discard
    pile, so he might hold it [1.2]. Used by "when_able" stops instead of the hand."""
    discarded = set(state.side(side).discard)
    return any(c.action is action and c.number not in discarded
               for c in state.setting.deck(side).cards)
