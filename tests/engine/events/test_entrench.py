"""Entrench [E55]: the receiver may place Foxholes in a hex he occupies that is not Water
and has no Fortification."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import ALLIES, quiet_board, texts, trigger
from tests.engine.gamehelpers import choose
from tests.engine.test_recover_rout import put

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event, FortificationKind
from cc_engine.hexgrid import Hex
from cc_engine.rules.terrain import TerrainState
from cc_engine.state import Choice, GameState

H = Hex.parse


def russian_position(pack: ContentPack) -> GameState:
    """Scenario 1 (the Russians are the Allies): Russians in C3 (two units), D4 (Wire) and
    E5 (Marsh), Lt. in O1; a German Squad in F5."""
    state = quiet_board(pack, terrain={"E5": "marsh"}, number=1)
    allied = [u.id for u in state.units if u.side is ALLIES and u.status != "map"]
    axis = next(u.id for u in state.units if u.side is not ALLIES and u.status != "map")
    for unit_id, hex_id in zip(allied, ("C3", "C3", "D4", "E5"), strict=False):
        state = put(state, unit_id, hex_id)
    state = put(state, axis, "F5")
    return replace(state, markers=TerrainState.build(
        fortifications={H("D4"): FortificationKind.WIRE}))


def test_foxholes_in_a_friendly_hex_or_decline(content_pack: ContentPack) -> None:
    state = russian_position(content_pack)
    assert state.setting.nation(ALLIES).id == "russia"
    state, _ = trigger(state, ALLIES, Event.ENTRENCH)
    decision = state.pending
    assert decision is not None and (decision.side, decision.kind) == (ALLIES, "entrench")
    assert decision.choices == (Choice("foxholes", ("C3",)), Choice("foxholes", ("O1",)),
                                Choice("decline"))
    placed = choose(state, "foxholes C3")
    assert placed.markers.fortification_at(H("C3")) is FortificationKind.FOXHOLES
    declined = choose(state, "decline")
    assert declined.markers.fortification_at(H("C3")) is None


def test_no_hex_to_entrench(content_pack: ContentPack) -> None:
    state = quiet_board(content_pack, number=1)
    state = replace(state, markers=TerrainState.build(
        fortifications={H("O1"): FortificationKind.TRENCH}))
    state, events = trigger(state, ALLIES, Event.ENTRENCH)
    assert "Entrench: nothing to pick; no effect" in texts(events)
