"""Rubble [E69]: Wire in the Random Hex unless Water, Blaze or a Fortification is there."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import ALLIES, quiet_board, texts, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event, FortificationKind
from cc_engine.hexgrid import Hex
from cc_engine.rules.terrain import TerrainState

H = Hex.parse


def test_wire_is_placed(content_pack: ContentPack) -> None:
    state, events = trigger(quiet_board(content_pack), ALLIES, Event.RUBBLE, random_hex="C4")
    assert state.markers.fortifications == ((H("C4"), FortificationKind.WIRE),)
    assert "Wire placed in C4" in texts(events)


def test_no_wire_where_a_blaze_is(content_pack: ContentPack) -> None:
    markers = TerrainState.build(blaze={H("C4")})
    state = replace(quiet_board(content_pack), markers=markers)
    state, events = trigger(state, ALLIES, Event.RUBBLE, random_hex="C4")
    assert state.markers == markers
    assert "Wire cannot be placed in C4 (Water or Blaze)" in texts(events)
