"""Sappers [E70]: the receiver may remove one Mines or one Wire marker."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import ALLIES, AXIS, quiet_board, texts, trigger
from tests.engine.gamehelpers import choose

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event, FortificationKind
from cc_engine.flow import apply
from cc_engine.hexgrid import Hex
from cc_engine.rules.terrain import TerrainState
from cc_engine.state import Choice

H = Hex.parse
FORTS = {H("C3"): FortificationKind.MINES, H("D4"): FortificationKind.WIRE,
         H("E5"): FortificationKind.FOXHOLES}


def test_remove_one_mines_or_wire_or_decline(content_pack: ContentPack) -> None:
    state = replace(quiet_board(content_pack),
                    markers=TerrainState.build(fortifications=FORTS))
    state, _ = trigger(state, AXIS, Event.SAPPERS)
    decision = state.pending
    assert decision is not None and (decision.side, decision.kind) == (AXIS, "sappers")
    assert decision.choices == (Choice("remove", ("C3", "mines")),
                                Choice("remove", ("D4", "wire")), Choice("decline"))
    step = apply(state, "remove D4 wire")
    assert dict(step.state.markers.fortifications) == {H("C3"): FortificationKind.MINES,
                                                       H("E5"): FortificationKind.FOXHOLES}
    assert "Sappers: Wire removed from D4" in texts(list(step.events))
    kept = choose(state, "decline")
    assert dict(kept.markers.fortifications) == FORTS


def test_nothing_to_remove(content_pack: ContentPack) -> None:
    state = replace(quiet_board(content_pack), markers=TerrainState.build(
        fortifications={H("E5"): FortificationKind.FOXHOLES}))
    state, events = trigger(state, ALLIES, Event.SAPPERS)
    assert state.pending is not None and state.pending.kind == "turn"
    assert "Sappers: nothing to pick; no effect" in texts(events)
