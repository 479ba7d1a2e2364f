"""Strategic Objective [E74]: an Objective chit is drawn at random and placed open; it
scores at once for the Objectives' current controllers."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import ALLIES, AXIS, quiet_board, texts, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.rng import next_int
from cc_engine.rules.victory import total_vp


def test_an_open_chit_scores_at_once(content_pack: ContentPack) -> None:
    # Chit T: "each Objective = 2 VP"; the Axis holds 3 Objectives, the Allies 1: +4 net.
    state = replace(quiet_board(content_pack), chit_pool=("C", "T", "K"),
                    control=(AXIS, AXIS, AXIS, ALLIES, None))
    index, _ = next_int(state.rng, 3)
    letter = state.chit_pool[index]
    expected = {"C": 1, "T": 2 * 3 - 2, "K": 3}[letter]
    before = total_vp(state)
    state, events = trigger(state, ALLIES, Event.STRATEGIC_OBJECTIVE)
    assert state.open_chits[-1] == letter and letter not in state.chit_pool
    assert total_vp(state) == before + expected
    assert any(t.startswith(f"Strategic Objective: Objective chit {letter} (") and
               f"VP marker {before:+d} -> {before + expected:+d}" in t for t in texts(events))


def test_no_chit_left(content_pack: ContentPack) -> None:
    state = replace(quiet_board(content_pack), chit_pool=())
    after, events = trigger(state, AXIS, Event.STRATEGIC_OBJECTIVE)
    assert after.open_chits == state.open_chits
    assert "Strategic Objective: no Objective chit is left to draw" in texts(events)
