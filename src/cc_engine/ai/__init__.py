"""Computer opponents. A player sees only its own :class:`~cc_engine.views.PlayerView` and
answers the decision in it with one of the engine's legal choices, like a person at the table.

- :class:`RandomPlayer`: any legal choice, at random (for tests and as a yardstick).
- :class:`PlannerPlayer`: a rule-based opponent that weighs Objectives, shots, cover and the
  Time track (see :mod:`cc_engine.ai.planner`).
- :class:`EasyPlayer` and :class:`SearchPlayer`: the planner with a careless streak, and the
  planner searching its Orders over imagined games (see :mod:`cc_engine.ai.search`).

The levels the New game dialog offers are Easy (``"easy"``), Normal (``"planner"``: the name
saves have always recorded for it) and Hard (``"hard"``); ``"random"`` is kept for tests and
older saves.

>>> from cc_engine.ai import make_player
>>> make_player("random", seed=1).name
'random'
"""

from __future__ import annotations

import random
from typing import Protocol

from cc_engine.ai.planner import PlannerPlayer
from cc_engine.ai.search import EasyPlayer, SearchPlayer
from cc_engine.state import Choice
from cc_engine.views import PlayerView

__all__ = ["LEVELS", "EasyPlayer", "PlannerPlayer", "Player", "RandomPlayer", "SearchPlayer",
           "make_player"]


class Player(Protocol):
    """Anything that answers a decision from a player's view."""

    name: str

    def choose(self, view: PlayerView) -> Choice:
        """One of ``view.decision.choices`` (the view's own pending decision)."""
        ...


class RandomPlayer:
    """Picks any legal choice with equal chance."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Choice:
        """A legal choice at random."""
        assert view.decision is not None, "nothing to decide in this view"
        return self.rng.choice(view.decision.choices)


#: Every computer level a save may record, weakest first: the New game dialog offers Easy,
#: Normal (``"planner"``) and Hard, and random moves.
LEVELS = ("random", "easy", "planner", "hard")


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` (one of :data:`LEVELS`).

    Raises:
        ValueError: for an unknown level.
    """
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        return EasyPlayer(seed)
    if level == "planner":
        return PlannerPlayer(seed)
    if level == "hard":
        return SearchPlayer(seed)
    raise ValueError(f"unknown computer player {level!r}: choose one of {', '.join(LEVELS)}")
