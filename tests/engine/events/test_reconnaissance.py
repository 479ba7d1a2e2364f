"""Reconnaissance [E67]: the receiver's opponent chooses and reveals one of his secret
Objective chits; it becomes open and scores at once."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import ALLIES, AXIS, quiet_board, texts, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.flow import apply
from cc_engine.rules.victory import total_vp
from cc_engine.state import Choice
from cc_engine.views import player_view


def test_the_opponent_picks_the_chit_to_reveal(content_pack: ContentPack) -> None:
    # Chits C (Objective 3 = 1 VP) and G (Objective 3 = 2 VP); the Allies hold Objective 3.
    state = quiet_board(content_pack)
    state = replace(state.with_side(replace(state.allies, secret_chits=("C", "G"))),
                    control=(AXIS, AXIS, ALLIES, AXIS, AXIS))
    before = total_vp(state)
    state, _ = trigger(state, AXIS, Event.RECONNAISSANCE)
    decision = state.pending
    assert decision is not None and (decision.side, decision.kind) == (ALLIES, "reconnaissance")
    assert decision.choices == (Choice("reveal", ("C",)), Choice("reveal", ("G",)))
    assert player_view(state, AXIS).decision is None
    step = apply(state, "reveal G")
    state = step.state
    assert state.allies.secret_chits == ("C",) and state.open_chits[-1] == "G"
    assert total_vp(state) == before - 2  # scores at once for the Allies
    assert (f"Reconnaissance: the Allies reveal their secret Objective chit G (Objective 3 = 2 VP);"
            f" it is open and scores at once: VP marker {before:+d} -> {before - 2:+d}"
            in texts(list(step.events)))
    assert player_view(state, AXIS).opponent.secret_chit_count == 1


def test_a_single_chit_is_revealed_at_once_and_none_means_no_effect(
        content_pack: ContentPack) -> None:
    state = quiet_board(content_pack)
    state = state.with_side(replace(state.axis, secret_chits=("K",)))
    state, _ = trigger(state, ALLIES, Event.RECONNAISSANCE)
    assert state.axis.secret_chits == () and "K" in state.open_chits
    assert state.pending is not None and state.pending.kind == "turn"
    state, events = trigger(state, ALLIES, Event.RECONNAISSANCE, nth=1)
    assert "Reconnaissance: nothing to pick; no effect" in texts(events)
