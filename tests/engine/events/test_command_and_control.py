"""Command & Control [E49]: the receiver gains 1 VP per Objective he controls."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import ALLIES, AXIS, quiet_board, texts, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event


def test_vp_per_controlled_objective(content_pack: ContentPack) -> None:
    state = replace(quiet_board(content_pack), control=(AXIS, ALLIES, ALLIES, None, AXIS))
    before = state.vp
    state, events = trigger(state, ALLIES, Event.COMMAND_AND_CONTROL)
    assert state.vp == before - 2  # 2 VP for the Allies
    assert ("Command & Control: the Allies gain 2 VP, 1 per Objective they control (2, 3)"
            in texts(events))
    state, _ = trigger(state, AXIS, Event.COMMAND_AND_CONTROL)
    assert state.vp == before - 2 + 2
