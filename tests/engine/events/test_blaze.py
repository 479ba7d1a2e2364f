"""Blaze [E46]: a random Blaze in the Random Hex; its Smoke and Fortification go; each unit
there is put by its owner (inactive player first) into an adjacent hex that is not
impassable, or is eliminated; a Melee this causes is fought within the Event [E42]."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import ALLIES, AXIS, quiet_board, texts, trigger
from tests.engine.gamehelpers import choose
from tests.engine.test_recover_rout import put

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event, FortificationKind
from cc_engine.flow import apply
from cc_engine.hexgrid import Hex
from cc_engine.rules.events_board import blaze_markers_left
from cc_engine.rules.terrain import TerrainState
from cc_engine.state import Choice

H = Hex.parse


def test_blaze_drives_out_both_sides_inactive_first(content_pack: ContentPack) -> None:
    state = quiet_board(content_pack, terrain={"E5": "water_barrier"})
    state = put(put(state, "au03", "F5"), "bu03", "F5")
    state = replace(state, markers=TerrainState.build(
        smoke={H("F5"): 4}, blaze={H("G6")},
        fortifications={H("F5"): FortificationKind.FOXHOLES}))
    cup = len(state.smoke_cup)
    state, events = trigger(state, AXIS, Event.BLAZE, random_hex="F5")
    assert "Random Hex F5" in texts(events)
    assert "Blaze placed in F5 (Smoke 4 back to the cup, Foxholes removed)" in texts(events)
    assert state.markers.blaze == {H("F5"), H("G6")}
    assert state.markers.smoke == () and state.markers.fortifications == ()
    assert len(state.smoke_cup) == cup + 1 and blaze_markers_left(state) == 4
    # The Allies hold the Turn: the Axis (inactive) places first; E5 (Water Barrier) and G6
    # (Blaze) are impassable.
    decision = state.pending
    assert decision is not None and decision.side is AXIS
    assert decision.kind == "blaze_relocation"
    assert decision.choices == tuple(Choice("relocate", ("au03", h))
                                     for h in ("E6", "F4", "F6", "G5"))
    state = choose(state, "relocate au03 F4")
    decision = state.pending
    assert decision is not None and decision.side is ALLIES
    assert decision.choices == tuple(Choice("relocate", ("bu03", h))
                                     for h in ("E6", "F4", "F6", "G5"))
    state = choose(state, "relocate bu03 G5")
    assert state.unit("au03").hex == H("F4") and state.unit("bu03").hex == H("G5")
    assert state.pending is not None and state.pending.kind == "turn"


def test_a_unit_with_no_way_out_is_eliminated(content_pack: ContentPack) -> None:
    ring = {h: "water_barrier" for h in ("F4", "G5", "G6", "F6", "E6")}
    state = quiet_board(content_pack, terrain=ring)
    state = put(state, "bu03", "F5")
    state = replace(state, markers=TerrainState.build(blaze={H("E5")}))
    before = state.vp
    state, events = trigger(state, AXIS, Event.BLAZE, random_hex="F5")
    assert state.unit("bu03").status == "eliminated"
    assert any("cannot leave the Blaze in F5" in t for t in texts(events))
    assert state.vp > before  # the Axis scores its elimination [7.1]


def test_relocating_into_enemies_starts_a_melee_within_the_event(
        content_pack: ContentPack) -> None:
    state = quiet_board(content_pack)
    state = put(put(state, "au03", "F5"), "bu03", "F4")
    state, _ = trigger(state, AXIS, Event.BLAZE, random_hex="F5")
    step = apply(state, "relocate au03 F4")
    words = texts(list(step.events))
    start = words.index("Units of both sides in F4: a Melee is fought within the Event, "
                        "without triggers")
    rolls = [e for e in step.events[start:] if e.kind == "roll"]
    assert len(rolls) == 2  # both sides roll for the Melee, triggers ignored [E42]
    assert all(e.data and ("trigger", "none") in e.data for e in rolls)
    survivors = {u.side for u in step.state.units_in(H("F4"))}
    assert len(survivors) <= 1


def test_water_blaze_or_no_marker_left_means_nothing_happens(content_pack: ContentPack) -> None:
    state = quiet_board(content_pack, terrain={"F5": "marsh"})
    state = put(state, "bu03", "F5")
    after, events = trigger(state, AXIS, Event.BLAZE, random_hex="F5")
    assert after.markers.blaze == frozenset() and after.unit("bu03").hex == H("F5")
    assert "Blaze: F5 is Water: nothing happens" in texts(events)
    full = {H(h) for h in ("A1", "A2", "A3", "A4", "A5", "A6")}
    state = replace(quiet_board(content_pack), markers=TerrainState.build(blaze=full))
    assert blaze_markers_left(state) == 0
    after, events = trigger(state, AXIS, Event.BLAZE, random_hex="F5")
    assert after.markers.blaze == full
    assert "No Blaze marker is left in the cup for F5" in texts(events)


def test_a_random_hex_off_a_smaller_designer_map_places_nothing(
        content_pack: ContentPack) -> None:
    """docs/rulings.md (1.8): the card's K3 does not exist on an 8 x 6 map."""
    from tests.engine.conftest import build_map

    state = quiet_board(content_pack)
    state = replace(state, setting=replace(state.setting, map=build_map(cols=8, rows=6)))
    state = put(put(state, "au01", "A6"), "bu01", "H1")
    state, events = trigger(state, AXIS, Event.BLAZE, random_hex="K3")
    assert "Random Hex K3" in texts(events)
    assert "Blaze: K3 is off this map: nothing happens" in texts(events)
    assert not state.markers.blaze
    assert state.pending is not None and state.pending.kind == "turn"
