"""Élan [E54]: the receiver's Surrender marker moves one space higher."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import AXIS, quiet_board, texts, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event


def test_surrender_marker_moves_one_space_higher(content_pack: ContentPack) -> None:
    state = quiet_board(content_pack)
    assert state.axis.surrender_space == 8
    state, events = trigger(state, AXIS, Event.ELAN)
    assert state.axis.surrender_space == 9 and state.allies.surrender_space == 11
    assert "Élan: the Axis Surrender marker moves from space 8 to 9" in texts(events)


def test_no_space_beyond_the_casualty_track(content_pack: ContentPack) -> None:
    state = quiet_board(content_pack)
    last = state.setting.track.casualty_spaces
    state = state.with_side(replace(state.axis, surrender_space=last))
    state, events = trigger(state, AXIS, Event.ELAN)
    assert state.axis.surrender_space == last
    assert any("cannot move higher" in t for t in texts(events))
