"""What a screen both players look at may show: which decisions need the deciding side's
private view, and the view that shows neither side's secrets [1.2].

A decision *needs the private view* when its choices come from the deciding side's hand
(Orders, Actions, Op Fire, discards), or when he would plan it with what only he knows (his
hand and secret Objective chits: setup, moves, activations, targets, the Support Table, an
Interrogation, a Reconnaissance). The kind (and for a Turn, the public count of its Orders)
decides, never the choices offered now: an Action window that offers only "pass" because no
card in hand fits must look exactly like one that offers a card, or the screen would tell the
opponent what the hand holds (the stops obey the same principle, see
:class:`~cc_engine.state.Stops`). What is left are answers to public facts: the Initiative
re-roll offer (the Initiative card lies face up [9.1]), the end of a Turn whose every Order
is given [5], the Sniper's victim [1.9.1.3], the
order of Defense, Rally and Rout Rolls [O20.3.4, O22.2, O23.2], whom a Rout activates
[O23.1], a Retreat path [O23.3], the Melee order and an overstack removal; and the Event
choices of pieces and hexes on the map, which often fall to the side whose Turn it is not
(Interdiction's unit [E60], Walking Wounded's casualty and hex [E76], the Hero's hex and
rally [E58], KIA [E62], Medic [E64], Prisoners [E66], Field Promotion [E56], Battle Harden
[E44], Shell Shock [E72], Commissar [E50], Malfunction [E63], White Phosphorus [E77], Air
Support [E43], Scrounge [E71], a Blaze's relocation [T79], the Smoke removed at a Time
advance [6.1.2] and an Ambush's victim [A25]).

A *response window* (an Op Fire chance [A33.2], an Action window during a Move, before a Fire
Attack Roll or a Fire Defense Roll [A24.1], a Light Wounds chance [A36]; and likewise the
discards at a Turn's end, which may always be none [O15]) needs the private view to be
answered with a card, but always offers a pass that is legal whatever the hand holds. A Turn's
Orders are not asked so (a Turn may always be passed [5], but a player nearly always wants his
hand for it, and a Pass button there would only add a click before the hand-off). A window is
*asked first* on the shared screen: only its public situation ("Allies: Op Fire chance at
E5", :func:`public_view`) and the same two answers every time, pass (:func:`decline`) or take
the seat (the hand-off, then the whole decision with the hand).
Since neither the texts nor the answers depend on the hand, the opponent learns nothing of it.
"""

from __future__ import annotations

from dataclasses import replace

from cc_engine.state import Choice, Decision, GameState, LogEvent
from cc_engine.views import PlayerView, player_view

__all__ = ["PUBLIC_DECISIONS", "RESPONSE_WINDOWS", "asks_first", "decline",
           "needs_private_view", "public_events", "public_view"]

#: The decision kinds answered from public facts alone (see the module docstring).
PUBLIC_DECISIONS = frozenset({
    "reroll", "sniper", "defense_order", "rally_order", "rout_order", "rout_target", "retreat",
    "melee_order", "overstack",
    # Events and other choices of pieces and hexes on the map
    "interdiction", "walking_wounded", "walking_wounded_place", "hero", "hero_rally", "kia",
    "medic", "prisoners", "field_promotion", "battle_harden", "shell_shock", "commissar",
    "malfunction", "white_phosphorus", "white_phosphorus_hex", "air_support", "scrounge",
    "blaze_relocation", "remove_smoke", "ambush_victim",
})


#: The response windows (see the module docstring), each with its pass: the choice every such
#: decision offers, whatever the deciding side's hand holds.
RESPONSE_WINDOWS: dict[str, tuple[Choice, ...]] = {
    "op_fire": (Choice("continue"),),
    "fire_actions": (Choice("continue"),),
    "defense_actions": (Choice("continue"),),
    "light_wounds": (Choice("continue"),),
    "action_window": (Choice("pass"),),
    "discard": (Choice("done"),),
}


def needs_private_view(decision: Decision) -> bool:
    """True when ``decision`` must be asked on its side's own screen, behind a hand-off.

    A Turn whose every Order is given (its side's Order capability, printed on the scenario,
    and the Orders given are both public [5]) can only be ended, whatever the hand holds:
    it is public too, so the side that answered the last Order's fire (a Defense Action...)
    keeps the seat for its own Turn, which comes next."""
    if decision.kind == "turn":
        given, capability = decision.facts("orders_given"), decision.facts("order_capability")
        return not (given and capability and int(given[0]) >= int(capability[0]))
    return decision.kind not in PUBLIC_DECISIONS


def asks_first(decision: Decision) -> bool:
    """True when ``decision`` is a response window: asked first on the shared screen, where
    its side may pass without a hand-off."""
    return decision.kind in RESPONSE_WINDOWS


def decline(decision: Decision) -> Choice:
    """The pass of a response window (legal whatever the hand holds).

    Raises:
        ValueError: for a decision that is not a response window.
    """
    for choice in RESPONSE_WINDOWS.get(decision.kind, ()):
        if choice in decision.choices:
            return choice
    raise ValueError(f"{decision.kind} is not a response window with a pass")


def public_view(state: GameState) -> PlayerView:
    """The pending decision as both players may see it: the deciding side's view with its
    hand and secret chits covered (only their counts show) [1.2].

    A response window shows only its public side: its kind and public facts (the hex, the
    attack's FP or total, the unit), no prompt, no notes and one choice, its pass; never the
    cards it could be answered with, nor how many.

    Raises:
        ValueError: when nothing or a decision that needs the private view is pending.
    """
    decision = state.pending
    if decision is None or (needs_private_view(decision) and not asks_first(decision)):
        raise ValueError("only a public decision or a response window is shown on the "
                         "shared screen")
    view = player_view(state, decision.side)
    if asks_first(decision):
        asked = Decision(decision.side, decision.kind, (decline(decision),),
                         context=decision.context)
        view = replace(view, decision=asked)
    return replace(view, own=replace(view.own, hand=None, secret_chits=None))


def public_events(events: tuple[LogEvent, ...] | list[LogEvent]) -> tuple[LogEvent, ...]:
    """The events either player may read: none private to a side (a card drawn shows only as
    "draws a card")."""
    return tuple(e for e in events if e.private_to is None)
