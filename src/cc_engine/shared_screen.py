"""What a screen both players look at may show: which decisions need the deciding side's
private view, and the view that shows neither side's secrets [1.2].

A decision *needs the private view* when its choices come from the deciding side's hand
(Orders, Actions, Op Fire, discards), or when he would plan it with what only he knows (his
hand and secret Objective chits: setup, moves, activations, targets, Events). The kind alone
decides, never the choices offered now: an Action window that offers only "pass" because no
card in hand fits must look exactly like one that offers a card, or the screen would tell the
opponent what the hand holds (the stops obey the same principle, see
:class:`~cc_engine.state.Stops`). What is left are answers to public facts: the Initiative
re-roll offer (the Initiative card lies face up [9.1]), the Sniper's victim [1.9.1.3], the
order of Defense, Rally and Rout Rolls [O20.3.4, O22.2, O23.2], whom a Rout activates
[O23.1], a Retreat path [O23.3], the Melee order and an overstack removal.
"""

from __future__ import annotations

from dataclasses import replace

from cc_engine.state import Decision, GameState, LogEvent
from cc_engine.views import PlayerView, player_view

__all__ = ["PUBLIC_DECISIONS", "needs_private_view", "public_events", "public_view"]

#: The decision kinds answered from public facts alone (see the module docstring).
PUBLIC_DECISIONS = frozenset({
    "reroll", "sniper", "defense_order", "rally_order", "rout_order", "rout_target", "retreat",
    "melee_order", "overstack",
})


def needs_private_view(decision: Decision) -> bool:
    """True when ``decision`` must be asked on its side's own screen, behind a hand-off."""
    return decision.kind not in PUBLIC_DECISIONS


def public_view(state: GameState) -> PlayerView:
    """The pending decision as both players may see it: the deciding side's view with its
    hand and secret chits covered (only their counts show) [1.2]."""
    decision = state.pending
    if decision is None or needs_private_view(decision):
        raise ValueError("only a public decision is shown on the shared screen")
    view = player_view(state, decision.side)
    return replace(view, own=replace(view.own, hand=None, secret_chits=None))


def public_events(events: tuple[LogEvent, ...] | list[LogEvent]) -> tuple[LogEvent, ...]:
    """The events either player may read: none private to a side (a card drawn shows only as
    "draws a card")."""
    return tuple(e for e in events if e.private_to is None)
