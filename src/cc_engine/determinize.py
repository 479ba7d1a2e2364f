"""Determinization: a whole game state built from one player's view, the hidden information
dealt at random among what that player may still believe [for a searching computer player].

A search must never read the real state: it imagines one consistent with what its player has
seen. :func:`sample_state` deals the cards the viewer has not seen (the opponent's hand and
both draw piles) from the cards of each deck not in a hand or discard pile it can see, the
opponent's secret Objective chits from the chits neither open nor its own, and gives the
state a fresh random generator. Everything public is copied from the view.

It is made for the start of a Turn (the viewer's own ``turn`` decision with no Order given
yet, the Turn the only frame): then nothing else is hidden in the stack of frames.
What the view does not carry and the search does not need is left out: the sources of the
banked VP (only their sum is kept, so the VP marker reads the same) and which units exited
the map (a few special victory conditions read it).

>>> # sample_state(view, random.Random(1)).pending == view.decision
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from cc_engine.content.vocabulary import SideId
from cc_engine.frames import TurnFrame
from cc_engine.rules.victory import objective_vp
from cc_engine.state import GameState, SideState
from cc_engine.views import PlayerView, SideView

__all__ = ["can_sample", "sample_state"]


def can_sample(view: PlayerView) -> bool:
    """Whether :func:`sample_state` can build a state from ``view``: the viewer's own Order
    decision at the start of its Turn, nothing else under way."""
    return (view.decision is not None and view.decision.kind == "turn"
            and view.frames == ("turn",) and view.orders_given == 0
            and view.active is view.viewer and view.outcome is None)


def _unseen(view: PlayerView, side: SideId, seen: tuple[int, ...]) -> list[int]:
    """The cards of ``side``'s deck the viewer cannot place: not in ``seen``."""
    left = Counter(card.number for card in view.setting.deck(side).cards)
    left.subtract(Counter(seen))
    return sorted(left.elements())


def _side_state(view: PlayerView, cards: SideView, hand: tuple[int, ...], draw: list[int],
                secret: tuple[str, ...]) -> SideState:
    return SideState(cards.side, hand=hand, draw=tuple(draw), discard=cards.discard,
                     casualties=cards.casualties, secret_chits=secret,
                     surrender_space=cards.surrender_space)


def sample_state(view: PlayerView, rng: random.Random) -> GameState:
    """A state consistent with ``view`` (see the module docstring): ``player_view`` of it for
    the viewer equals ``view`` but for the VP breakdown's lines.

    Raises:
        ValueError: when :func:`can_sample` says no.
    """
    if not can_sample(view):
        raise ValueError("a state is sampled only at the start of the viewer's own Turn")
    assert view.decision is not None and view.own.hand is not None
    me, other = view.own, view.opponent
    mine = _unseen(view, me.side, view.own.hand + me.discard)
    rng.shuffle(mine)
    theirs = _unseen(view, other.side, other.discard)
    rng.shuffle(theirs)
    if len(mine) < me.draw_size or len(theirs) < other.hand_size + other.draw_size:
        raise ValueError("the view's piles do not fit the decks")
    # Secret chits: the opponent's from those neither open, excluded nor the viewer's own.
    objectives = view.setting.scenario.objectives
    own_secret = me.secret_chits or ()
    hidden = [c.letter for c in view.setting.chits.chits
              if c.letter not in objectives.excluded_chits and c.letter not in view.open_chits
              and c.letter not in own_secret]
    rng.shuffle(hidden)
    secret_letters = {c.letter for c in view.setting.chits.chits if c.has_secret_side}
    their_secret = [c for c in hidden if c in secret_letters][:other.secret_chit_count]
    pool = tuple(c for c in hidden if c not in their_secret)
    own_state = _side_state(view, me, view.own.hand, mine[:me.draw_size], own_secret)
    other_state = _side_state(view, other, tuple(theirs[:other.hand_size]),
                              theirs[other.hand_size:other.hand_size + other.draw_size],
                              tuple(their_secret))
    # The smoke cup holds the Smoke markers not on the map [T94].
    cup = Counter({int(value): count
                   for value, count in view.setting.track.smoke_markers.items()})
    cup.subtract(Counter(value for _, value in view.markers.smoke))
    smoke_cup = tuple(sorted(cup.elements()))
    sides = {me.side: own_state, other.side: other_state}
    state = GameState(
        setting=view.setting, seed=0, rng=rng.randrange(1 << 62),
        axis=sides[SideId.AXIS], allies=sides[SideId.ALLIES], units=view.units,
        weapons=view.weapons, radios=view.radios, markers=view.markers, smoke_cup=smoke_cup,
        time=view.time, vp=0, initiative=view.initiative, control=view.control,
        open_chits=view.open_chits, chit_pool=pool, active=view.active, turn=view.turn,
        orders_given=view.orders_given, activated=view.activated,
        replaced=_replaced(view), stack=(TurnFrame(view.active),), pending=view.decision)
    return replace(state, vp=view.vp - objective_vp(state))


def _replaced(view: PlayerView) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Squads Deployed into two Teams, read off the Teams' ids (``<squad>.1``/``.2``)."""
    ids = {u.id for u in view.units}
    return tuple((u.id, (f"{u.id}.1", f"{u.id}.2")) for u in view.units
                 if f"{u.id}.1" in ids and f"{u.id}.2" in ids)
