"""Random legal playouts of every shipped scenario, checking the engine's invariants.

After every choice: each deck still holds 72 cards across draw pile, hand and discards; the
VP marker equals its tallied sources, eliminations match the Casualty Tracks and exit VP the
units that exited [7.1, 7.2.1]; the
state survives a JSON round trip now and then. At the end of every Turn no hex is
overstacked [8.2]. Every game ends properly [6.3], and its save replays to the same state.
"""

from __future__ import annotations

import random

import pytest
from tests.engine.gamehelpers import deck_counts, scenario

from cc_engine import Session, apply, is_over
from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import SideId
from cc_engine.rules.units import elimination_vp, figures_in
from cc_engine.rules.victory import signed
from cc_engine.state import GameState, Stops, game_state_adapter

SEEDS = (1, 2, 3)


def check_invariants(state: GameState) -> None:
    for side in SideId:
        assert deck_counts(state, side) == 72, side
        assert len(set(state.side(side).hand)) == len(state.side(side).hand)
    tally = dict(state.vp_sources)
    assert state.vp == sum(value if key == "start" else signed(SideId(key.split(":")[1]), value)
                           for key, value in tally.items())
    for side in SideId:
        eliminated = [state.unit(u) for u in state.side(side.other).casualties]
        expected = sum(elimination_vp(state, u) for u in eliminated)
        doubled = "X" in state.open_chits  # Elimination VP doubled [7.3.2]
        assert tally.get(f"elimination:{side.value}", 0) == expected * (2 if doubled else 1)
        exited = [state.unit(u) for u in state.side(side).exits]
        exit_vp = sum(elimination_vp(state, u) for u in exited)
        exit_doubled = "W" in state.open_chits  # Exit VP doubled [7.3.2]
        assert tally.get(f"exit:{side.value}", 0) == exit_vp * (2 if exit_doubled else 1)


def check_stacking(state: GameState) -> None:
    for side in SideId:
        for hex_ in {u.hex for u in state.units_on_map(side) if u.hex is not None}:
            assert figures_in(state, hex_, side) <= 7, (side, hex_)


#: Every response window open: every Action can be played whenever its moment comes.
OPEN = Stops(op_fire="always", reroll="always", fire_actions="always", move_actions="always")


def play(pack: ContentPack, number: int, seed: int, limit: int = 8000,
         stops: Stops | None = None) -> Session:
    session = Session(scenario(number), pack, seed,
                      {side: stops for side in SideId} if stops is not None else {})
    rng = random.Random(seed * 100 + number)
    adapter = game_state_adapter()
    for step in range(limit):
        state = session.state
        if is_over(state):
            break
        assert state.pending is not None
        choice = rng.choice(state.pending.choices)
        turn = state.turn
        session.submit(choice)
        after = session.state
        check_invariants(after)
        if after.turn != turn:
            check_stacking(after)
        if step % 500 == 0:
            assert adapter.validate_json(adapter.dump_json(after)) == after
    return session


@pytest.mark.parametrize("number", range(1, 13))
@pytest.mark.parametrize("seed", SEEDS)
def test_random_playout_ends_properly(content_pack: ContentPack, number: int, seed: int) -> None:
    session = play(content_pack, number, seed)
    state = session.state
    assert is_over(state), f"scenario {number} seed {seed} did not end"
    assert state.outcome is not None and state.outcome.winner in SideId
    assert state.pending is None


@pytest.mark.parametrize("number", range(1, 13))
def test_random_playout_with_every_window_open(content_pack: ContentPack, number: int) -> None:
    """With all stops open, Actions are played at every chance; games still end properly."""
    session = play(content_pack, number, 11, stops=OPEN)
    assert is_over(session.state), f"scenario {number} did not end"
    played = [e for entry in session.history for e in entry.events if e.kind == "action"]
    assert played, "no Action was played"


@pytest.mark.parametrize("number", [1, 5, 9])
def test_a_save_at_any_point_replays(content_pack: ContentPack, number: int) -> None:
    session = play(content_pack, number, 7, limit=300)
    cut = len(session.history) // 2
    partial = Session(scenario(number), content_pack, 7)
    for choice in session.choices[:cut]:
        partial.submit(choice)
    assert partial.state == session.history[cut - 1].state
    reloaded = Session.from_save(partial.to_save(), content_pack)
    assert reloaded.state == partial.state
    # The game goes on identically from the reloaded state.
    for choice in session.choices[cut:cut + 50]:
        reloaded.submit(choice)
    assert reloaded.state == session.history[min(cut + 49, len(session.history) - 1)].state


def test_apply_rejects_every_unlisted_choice(content_pack: ContentPack) -> None:
    from cc_engine import IllegalChoiceError
    from cc_engine.state import Choice

    state = Session(scenario(2), content_pack, 3).state
    for text in ("order 999", "pass 1", "place au01 Z9", "nonsense"):
        with pytest.raises(IllegalChoiceError):
            apply(state, Choice.parse(text))
