"""Shellholes [E73]: Foxholes in the Random Hex unless Water, Blaze or a Fortification is
there; worked example X9 [8.1.3]."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import AXIS, quiet_board, texts, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event, FortificationKind
from cc_engine.hexgrid import Hex
from cc_engine.rules.terrain import TerrainState

H = Hex.parse


def test_foxholes_are_placed(content_pack: ContentPack) -> None:
    state, events = trigger(quiet_board(content_pack), AXIS, Event.SHELLHOLES, random_hex="G7")
    assert state.markers.fortification_at(H("G7")) is FortificationKind.FOXHOLES
    assert "Foxholes placed in G7" in texts(events)


def test_x9_no_foxholes_in_a_hex_with_wire(content_pack: ContentPack) -> None:
    """X9 [8.1.3]: Shellholes in a hex that has Wire: the Foxholes are not placed."""
    markers = TerrainState.build(fortifications={H("G7"): FortificationKind.WIRE})
    state = replace(quiet_board(content_pack), markers=markers)
    state, events = trigger(state, AXIS, Event.SHELLHOLES, random_hex="G7")
    assert state.markers == markers
    assert ("Foxholes is not placed in G7: it already has Wire (one Fortification per hex)"
            in texts(events))


def test_no_foxholes_in_water(content_pack: ContentPack) -> None:
    state = quiet_board(content_pack, terrain={"G7": "marsh"})
    state, _ = trigger(state, AXIS, Event.SHELLHOLES, random_hex="G7")
    assert state.markers.fortifications == ()
