"""The computer levels Easy, Normal and Hard: each plays legally to the end (or for a
number of decisions), and Hard's search imagines its games from its own view only
(:mod:`cc_engine.determinize`)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from tests.engine.gamehelpers import scenario, started
from tests.engine.test_ai import shuffled_secrets

from cc_engine.ai import SearchPlayer, make_player
from cc_engine.ai.match import play_from
from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import SideId
from cc_engine.determinize import can_sample, sample_state
from cc_engine.flow import apply
from cc_engine.game import new_game
from cc_engine.state import GameState
from cc_engine.views import PlayerView, player_view


def turn_starts(pack: ContentPack, number: int, count: int) -> list[GameState]:
    """The first ``count`` states of a planner game waiting for an Order at a Turn's start."""
    state = started(number, pack, 5)
    players = {side: make_player("planner", index) for index, side in enumerate(SideId)}
    found: list[GameState] = []
    while len(found) < count and state.pending is not None and state.outcome is None:
        view = player_view(state, state.pending.side)
        if can_sample(view):
            found.append(state)
        state = apply(state, players[state.pending.side].choose(view)).state
    return found


def without_lines(view: PlayerView) -> PlayerView:
    return replace(view, vp_lines=())


def test_a_sampled_state_is_consistent_with_the_view(content_pack: ContentPack) -> None:
    """Whatever is dealt, the viewer sees the same game (but for the VP breakdown's lines),
    the hidden cards come from those it has not seen, and the game goes on from it."""
    rng = random.Random(3)
    for number in (1, 4, 9):
        for state in turn_starts(content_pack, number, 4)[1::2]:
            me = state.active
            view = player_view(state, me)
            for _ in range(3):
                sampled = sample_state(view, rng)
                assert without_lines(player_view(sampled, me)) == without_lines(view)
                assert player_view(sampled, me).vp == view.vp
                theirs = sampled.side(me.other)
                assert sorted(theirs.hand + theirs.draw) == sorted(
                    state.side(me.other).hand + state.side(me.other).draw)
                assert sorted(sampled.side(me).draw) == sorted(state.side(me).draw)
                assert len(theirs.secret_chits) == len(state.side(me.other).secret_chits)
                assert sorted(sampled.chit_pool + theirs.secret_chits) == sorted(
                    state.chit_pool + state.side(me.other).secret_chits)
                assert sampled.smoke_cup == tuple(sorted(state.smoke_cup))
                after = apply(sampled, view.decision.choices[0]).state  # type: ignore[union-attr]
                assert after.pending is not None or after.outcome is not None


def test_sampling_is_refused_away_from_the_start_of_a_turn(content_pack: ContentPack) -> None:
    state = new_game(scenario(1), content_pack, 1)  # setup
    view = player_view(state, state.pending.side)  # type: ignore[union-attr]
    assert not can_sample(view)
    with pytest.raises(ValueError, match="start of the viewer's own Turn"):
        sample_state(view, random.Random(1))


def test_hard_decides_from_its_own_view_only(content_pack: ContentPack) -> None:
    """Hard searches only from its view: with every hidden card dealt differently and another
    random generator, it gives the same Order."""
    rng = random.Random(11)
    for state in turn_starts(content_pack, 2, 3):
        me = state.active
        choice = SearchPlayer(4).choose(player_view(state, me))
        assert choice in state.pending.choices  # type: ignore[union-attr]
        other = shuffled_secrets(state, me, rng)
        assert player_view(other, me) == player_view(state, me)
        assert SearchPlayer(4).choose(player_view(other, me)) == choice


@pytest.mark.parametrize("level", ["easy", "planner", "hard"])
def test_every_level_plays_legally(content_pack: ContentPack, level: str) -> None:
    """A capped number of decisions of each level against the planner, without an error (the
    match checks nothing but legality: a wrong choice raises in ``apply``)."""
    state = started(1, content_pack, 2)
    players = {SideId.AXIS: make_player(level, 1), SideId.ALLIES: make_player("planner", 2)}
    result = play_from(state, players, max_decisions=250 if level == "hard" else 5000)
    assert result.decisions > 0
    if level != "hard":
        assert result.outcome is not None and result.outcome.reason
