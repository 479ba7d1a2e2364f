"""Booby Trap [E47]: Mines in the Random Hex unless Water, Blaze or a Fortification is there;
units already there are not attacked until they leave [F103.1]."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import AXIS, quiet_board, texts, trigger
from tests.engine.test_recover_rout import put

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event, FortificationKind
from cc_engine.hexgrid import Hex
from cc_engine.rules.terrain import TerrainState

H = Hex.parse
MINES = FortificationKind.MINES


def test_mines_are_placed_and_spare_the_units_there(content_pack: ContentPack) -> None:
    state = put(quiet_board(content_pack), "bu03", "F5")
    state, events = trigger(state, AXIS, Event.BOOBY_TRAP, random_hex="F5")
    assert state.markers.fortification_at(H("F5")) is MINES
    assert "Mines placed in F5" in texts(events)
    assert not any(e.kind in ("mines", "attack") for e in events)
    assert not state.unit("bu03").broken and state.pending is not None
    assert state.pending.kind == "turn"


def test_no_mines_in_water_blaze_or_a_fortified_hex(content_pack: ContentPack) -> None:
    state = quiet_board(content_pack, terrain={"F5": "stream"})
    after, _ = trigger(state, AXIS, Event.BOOBY_TRAP, random_hex="F5")
    assert after.markers.fortifications == ()
    for markers in (TerrainState.build(blaze={H("F5")}),
                    TerrainState.build(fortifications={H("F5"): FortificationKind.WIRE})):
        state = replace(quiet_board(content_pack), markers=markers)
        after, events = trigger(state, AXIS, Event.BOOBY_TRAP, random_hex="F5")
        assert after.markers == markers
        assert any("Mines" in t and "F5" in t for t in texts(events))
