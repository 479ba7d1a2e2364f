"""Games between computer players: each decision goes to the deciding side's player, which
sees only that side's view [the bench and the tests use this]."""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field

from cc_engine.ai import Player
from cc_engine.content.loading import ContentPack
from cc_engine.content.models import Scenario
from cc_engine.content.vocabulary import SideId
from cc_engine.flow import apply
from cc_engine.game import new_game
from cc_engine.state import GameState, Outcome
from cc_engine.views import player_view

__all__ = ["MatchResult", "play_from", "play_match"]


@dataclass
class MatchResult:
    """How a game ended, and how long each side took to decide (seconds per decision)."""

    outcome: Outcome | None
    decisions: int
    think_times: dict[SideId, list[float]] = field(default_factory=dict)
    #: Each side's slowest decision: the seconds it took, its kind and the game's Turn.
    slowest: dict[SideId, tuple[float, str, int]] = field(default_factory=dict)


def play_match(scenario: Scenario, pack: ContentPack, seed: int, players: Mapping[SideId, Player],
               max_decisions: int = 60_000) -> MatchResult:
    """Play one game of ``scenario`` between ``players`` (each a :class:`~cc_engine.ai.Player`)
    to its end, or until ``max_decisions`` (then ``outcome`` is None)."""
    return play_from(new_game(scenario, pack, seed), players, max_decisions)


def play_from(state: GameState, players: Mapping[SideId, Player],
              max_decisions: int = 60_000) -> MatchResult:
    """Play a game on from ``state`` between ``players``, as :func:`play_match` does."""
    times: dict[SideId, list[float]] = {side: [] for side in SideId}
    slowest: dict[SideId, tuple[float, str, int]] = {}
    for count in range(max_decisions):
        decision = state.pending
        if decision is None or state.outcome is not None:
            return MatchResult(state.outcome, count, times, slowest)
        player = players[decision.side]
        start = time.perf_counter()
        choice = player.choose(player_view(state, decision.side))
        took = time.perf_counter() - start
        times[decision.side].append(took)
        if took > slowest.get(decision.side, (0.0, "", 0))[0]:
            slowest[decision.side] = (took, decision.kind, state.turn)
        state = apply(state, choice).state
    return MatchResult(state.outcome, max_decisions, times, slowest)
