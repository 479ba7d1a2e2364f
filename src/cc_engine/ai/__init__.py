"""Computer opponents. A player sees only its own :class:`~cc_engine.views.PlayerView` and
answers the decision in it with one of the engine's legal choices, like a person at the table.

- :class:`RandomPlayer`: any legal choice, at random (for tests and as a yardstick).
- :class:`PlannerPlayer`: a rule-based opponent that weighs Objectives, shots, cover and the
  Time track (see :mod:`cc_engine.ai.planner`).

>>> from cc_engine.ai import make_player
>>> make_player("random", seed=1).name
'random'
"""

from __future__ import annotations

import random
from typing import Protocol

from cc_engine.ai.planner import PlannerPlayer
from cc_engine.state import Choice
from cc_engine.views import PlayerView

__all__ = ["LEVELS", "PlannerPlayer", "Player", "RandomPlayer", "make_player"]


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


#: The levels the New game dialog offers, weakest first.
LEVELS = ("random", "planner")


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` (one of :data:`LEVELS`).

    Raises:
        ValueError: for an unknown level.
    """
    if level == "random":
        return RandomPlayer(seed)
    if level == "planner":
        return PlannerPlayer(seed)
    raise ValueError(f"unknown computer player {level!r}: choose one of {', '.join(LEVELS)}")
