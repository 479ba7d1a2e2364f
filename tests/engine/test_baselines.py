"""The baseline opponents of bench/baselines (issue 35): they answer every decision legally,
from their own view only, play whole games of every scenario to a proper end, and share no
code with the planner."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from bench.baselines import BASELINES, make_baseline
from tests.engine.gamehelpers import scenario
from tests.engine.test_ai import shuffled_secrets

from cc_engine import apply, new_game, player_view
from cc_engine.ai import Player, RandomPlayer
from cc_engine.ai.match import play_match
from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import SideId

BASELINE_SOURCES = sorted((Path(__file__).parents[2] / "bench" / "baselines").glob("*.py"))


def test_baselines_share_no_code_with_the_planner() -> None:
    for path in BASELINE_SOURCES:
        imports = re.findall(r"^\s*(?:from|import) (\S+)", path.read_text(encoding="utf-8"),
                             re.MULTILINE)
        assert not [m for m in imports if m.startswith(("cc_engine.ai", "cc_engine.rules"))]


def test_unknown_baseline() -> None:
    with pytest.raises(ValueError, match="unknown baseline"):
        make_baseline("reckless")


@pytest.mark.parametrize("name", sorted(BASELINES))
def test_hidden_information_never_changes_a_choice(content_pack: ContentPack,
                                                    name: str) -> None:
    rng = random.Random(5)
    state = new_game(scenario(3), content_pack, 5)
    players = {SideId.AXIS: make_baseline(name, 1), SideId.ALLIES: make_baseline(name, 2)}
    for _ in range(400):
        decision = state.pending
        if decision is None or state.outcome is not None:
            break
        view = player_view(state, decision.side)
        chosen = players[decision.side].choose(view)
        assert chosen in decision.choices
        other = player_view(shuffled_secrets(state, decision.side, rng), decision.side)
        assert make_baseline(name, 1).choose(other) == make_baseline(name, 1).choose(view)
        state = apply(state, chosen).state


@pytest.mark.slow
@pytest.mark.parametrize("number", range(1, 13))
@pytest.mark.parametrize("name", sorted(BASELINES))
def test_baseline_against_random_finishes_every_scenario(content_pack: ContentPack,
                                                         name: str, number: int) -> None:
    """A whole seeded game, the baseline on the Axis side of odd scenarios and the Allies
    side of even ones: every decision answered legally, a proper end."""
    side = SideId.AXIS if number % 2 else SideId.ALLIES
    players: dict[SideId, Player] = {side: make_baseline(name, number),
                                     side.other: RandomPlayer(number + 1000)}
    result = play_match(scenario(number), content_pack, number, players, max_decisions=20_000)
    assert result.outcome is not None, f"no end after {result.decisions} decisions"
    assert result.outcome.reason
    assert max(result.think_times[side]) < 2.0
