"""Breeze [E48]: all Smoke goes; a random Blaze goes into each non-Water hex adjacent to and
downwind of a Blaze that was there when the Event began; units there must leave."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import ALLIES, AXIS, event_card, quiet_board, texts, trigger
from tests.engine.gamehelpers import choose
from tests.engine.test_recover_rout import put

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event, FortificationKind
from cc_engine.hexgrid import Hex
from cc_engine.rules.terrain import TerrainState
from cc_engine.state import Choice

H = Hex.parse


def test_smoke_goes_and_blaze_spreads_one_hex_downwind(content_pack: ContentPack) -> None:
    # F5 spreads into F4 (wind towards compass 1); C3 would spread into C2, a Marsh; H1 off
    # the map; F4's new Blaze does not spread again into F3 within the Event.
    state = quiet_board(content_pack, terrain={"C2": "marsh"})
    state = put(put(state, "au03", "F4"), "bu03", "F4")
    state = replace(state, markers=TerrainState.build(
        smoke={H("D4"): 3, H("K7"): 5}, blaze={H("F5"), H("C3"), H("H1")},
        fortifications={H("F4"): FortificationKind.WIRE}))
    card = event_card(state, ALLIES, Event.BREEZE)
    assert state.setting.card(ALLIES, card).breeze_direction == 1
    cup = len(state.smoke_cup)
    state, events = trigger(state, ALLIES, Event.BREEZE)
    words = texts(events)
    assert "Breeze: all Smoke removed and put back in the cup: D4 (3), K7 (5)" in words
    assert "Breeze: wind towards compass 1; Blaze spreads into F4" in words
    assert "Blaze placed in F4 (Wire removed)" in words
    assert state.markers.smoke == () and len(state.smoke_cup) == cup + 2
    assert state.markers.blaze == {H(h) for h in ("F5", "C3", "H1", "F4")}
    assert state.markers.fortifications == ()
    # Units in F4 leave it, the inactive Axis first; F5 blazes.
    decision = state.pending
    assert decision is not None and (decision.side, decision.kind) == (AXIS, "blaze_relocation")
    assert decision.choices == tuple(Choice("relocate", ("au03", h))
                                     for h in ("E4", "E5", "F3", "G4", "G5"))
    state = choose(state, "relocate au03 F3")
    decision = state.pending
    assert decision is not None and decision.side is ALLIES
    state = choose(state, "relocate bu03 E4")
    assert state.unit("au03").hex == H("F3") and state.unit("bu03").hex == H("E4")


def test_no_blaze_means_only_smoke_goes(content_pack: ContentPack) -> None:
    state = replace(quiet_board(content_pack), markers=TerrainState.build(smoke={H("D4"): 3}))
    state, events = trigger(state, AXIS, Event.BREEZE)
    assert state.markers == TerrainState()
    assert "Breeze: wind towards compass 1; no Blaze can spread" in texts(events)
