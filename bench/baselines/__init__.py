"""Heuristic opponents for measuring the planner, independent of it (issue 35): they read
only their own view and share no code with :mod:`cc_engine.ai`.

- ``aggressive`` (:class:`AggressivePlayer`): shoots, goes for the Objectives, Op Fires.
- ``cautious`` (:class:`CautiousPlayer`): Cover, good shots only, Op Fire, late attacks.
- ``greedy`` (:class:`GreedyPlayer`): the best shot in sight, the Objectives through Cover,
  Recover when several units are broken (after the player the issue measures with).
"""

from __future__ import annotations

from .aggressive import AggressivePlayer
from .cautious import CautiousPlayer
from .common import BaselinePlayer
from .greedy import GreedyPlayer

__all__ = ["BASELINES", "AggressivePlayer", "BaselinePlayer", "CautiousPlayer", "GreedyPlayer",
           "make_baseline"]

#: The baselines by name.
BASELINES: dict[str, type[BaselinePlayer]] = {"aggressive": AggressivePlayer,
                                              "cautious": CautiousPlayer,
                                              "greedy": GreedyPlayer}


def make_baseline(name: str, seed: int = 0) -> BaselinePlayer:
    """The baseline ``name`` (one of :data:`BASELINES`).

    Raises:
        ValueError: for an unknown name.
    """
    if name not in BASELINES:
        raise ValueError(f"unknown baseline {name!r}: choose one of {', '.join(BASELINES)}")
    return BASELINES[name](seed)
