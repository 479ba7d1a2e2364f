"""Computer players: they answer every decision legally, from their own view only, and play
whole games of every scenario to a proper end."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from tests.engine.gamehelpers import SCENARIOS, scenario

from cc_engine.ai import LEVELS, PlannerPlayer, RandomPlayer, make_player
from cc_engine.ai.match import play_match
from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import SideId
from cc_engine.flow import apply
from cc_engine.game import new_game
from cc_engine.state import GameState
from cc_engine.views import player_view


def shuffled_secrets(state: GameState, side: SideId, rng: random.Random) -> GameState:
    """The same position with everything ``side`` may not know changed: the other hand and
    both draw piles dealt again from the same unseen cards, and another RNG."""
    other = state.side(side.other)
    unseen = list(other.hand + other.draw)
    rng.shuffle(unseen)
    other = replace(other, hand=tuple(unseen[:len(other.hand)]),
                    draw=tuple(unseen[len(other.hand):]))
    mine = state.side(side)
    draw = list(mine.draw)
    rng.shuffle(draw)
    state = state.with_side(other).with_side(replace(mine, draw=tuple(draw)))
    return replace(state, rng=rng.randrange(1 << 62))


def test_levels_and_unknown_level() -> None:
    assert LEVELS == ("random", "planner")
    assert isinstance(make_player("random"), RandomPlayer)
    assert isinstance(make_player("planner"), PlannerPlayer)
    with pytest.raises(ValueError, match="unknown computer player 'genius'"):
        make_player("genius")


def test_every_decision_is_answered_legally_and_only_from_the_view(
        content_pack: ContentPack) -> None:
    """Over games of several scenarios, at every decision both players answer with a legal
    choice; the planner answers the same when every hidden card is dealt differently."""
    kinds: Counter[str] = Counter()
    rng = random.Random(7)
    for number in (1, 2, 4, 9, 11):
        state = new_game(scenario(number), content_pack, number)
        chooser = random.Random(number)
        for _ in range(2500):
            decision = state.pending
            if decision is None or state.outcome is not None:
                break
            kinds[decision.kind] += 1
            view = player_view(state, decision.side)
            planner_choice = PlannerPlayer(3).choose(view)
            assert planner_choice in decision.choices, (decision.kind, planner_choice)
            assert RandomPlayer(3).choose(view) in decision.choices
            if kinds[decision.kind] <= 3:
                # Hidden information never changes what the planner does.
                other = shuffled_secrets(state, decision.side, rng)
                assert player_view(other, decision.side) == view
                assert PlannerPlayer(3).choose(player_view(other, decision.side)) == \
                    planner_choice
            state = apply(state, chooser.choice(decision.choices)).state
    assert {"turn", "activate", "fire_target", "fire_group", "move_unit", "move_step",
            "setup", "defense_order"} <= set(kinds), kinds


@pytest.mark.slow
@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.name)
def test_planner_against_itself_finishes_every_scenario(content_pack: ContentPack,
                                                         path: object) -> None:
    number = SCENARIOS.index(path) + 1  # type: ignore[arg-type]
    players = {SideId.AXIS: PlannerPlayer(1), SideId.ALLIES: PlannerPlayer(2)}
    result = play_match(scenario(number), content_pack, number, players)  # type: ignore
    assert result.outcome is not None, f"no end after {result.decisions} decisions"
    assert result.outcome.reason
    slowest = max(max(t) for t in result.think_times.values() if t)
    assert slowest < 10.0
