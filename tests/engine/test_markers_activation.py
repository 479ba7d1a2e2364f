"""Marker stacking [8.1], Command radius [3.3.1.1], and the list of cards not yet playable."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.gamehelpers import started

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import FortificationKind, SideId
from cc_engine.flow import Log
from cc_engine.hexgrid import Hex
from cc_engine.rules.activation import radius_units
from cc_engine.rules.catalog import unimplemented_cards
from cc_engine.rules.markers import draw_smoke, place_fortification, place_smoke
from cc_engine.state import GameState, UnitState

H = Hex.parse


def test_x9_one_fortification_per_hex(content_pack: ContentPack) -> None:
    """8.1.3: Shellholes' Foxholes are not placed in a hex that already has Wire."""
    state = started(1, content_pack)
    log = Log()
    state = place_fortification(state, H("E5"), FortificationKind.WIRE, log, ("F106",))
    state = place_fortification(state, H("E5"), FortificationKind.FOXHOLES, log, ("E73",))
    assert state.markers.fortification_at(H("E5")) is FortificationKind.WIRE
    assert "already has Wire" in log.events[-1].text
    water = next(h for h, m in state.setting.map.hexes.items()
                 if m.terrain.value == "water_barrier")
    state = place_fortification(state, H(water), FortificationKind.FOXHOLES, log, ("E73",))
    assert state.markers.fortification_at(H(water)) is None  # never in Water [F100.3]


def test_smoke_keeps_the_larger_marker_and_returns_the_other(content_pack: ContentPack) -> None:
    """8.1.4: one Smoke per hex, the larger Hindrance stays; the cup keeps its count."""
    state = started(1, content_pack)
    cup = len(state.smoke_cup)
    state, value = draw_smoke(state)
    assert len(state.smoke_cup) == cup - 1 and 1 <= value <= 10
    log = Log()
    state = place_smoke(state, H("C5"), 3, log, ("test",))
    state = place_smoke(state, H("C5"), 2, log, ("test",))
    assert state.markers.smoke_at(H("C5")) == 3
    state = place_smoke(state, H("C5"), 6, log, ("test",))
    assert state.markers.smoke_at(H("C5")) == 6
    assert sorted(state.smoke_cup).count(3) >= 1  # the smaller one went back to the cup


def leader_with(state: GameState, command: int) -> tuple[GameState, UnitState]:
    """An Axis leader type with the given Command, placed in E5; other Axis units cleared."""
    type_id = {0: "hero", 1: "corporal_x", 2: "sergeant_y"}[command]
    leader = UnitState("lead", SideId.AXIS, type_id, "Leader", "map", H("E5"))
    squads = [UnitState(f"sq{i}", SideId.AXIS, "rifle", "Rifle Squad", "map", H(h))
              for i, h in enumerate(("E5", "E4", "E3", "G5", "H5"))]
    others = tuple(u for u in state.units if u.side is not SideId.AXIS)
    return replace(state, units=(*others, leader, *squads)), leader


def test_x4_command_radius(content_pack: ContentPack) -> None:
    """3.3.1.1: Command 2 reaches two hexes (past enemies and impassable hexes), 1 adjacent,
    0 only its own hex; Leaders are never activated by other Leaders."""
    base = started(1, content_pack)
    reach = {}
    for command in (0, 1, 2):
        state, leader = leader_with(base, command)
        reach[command] = {u.hex.id for u in radius_units(state, leader) if u.hex}
    assert reach[0] == {"E5"}
    assert reach[1] == {"E5", "E4"}
    assert reach[2] == {"E5", "E4", "E3", "G5"}  # H5 is three hexes away
    # An enemy unit in between does not cut the radius.
    state, leader = leader_with(base, 2)
    enemy = next(u for u in state.units if u.side is SideId.ALLIES)
    state = state.with_unit(replace(enemy, hex=H("E4"), status="map"))
    assert "E3" in {u.hex.id for u in radius_units(state, leader) if u.hex}


def test_every_card_of_every_deck_is_playable(content_pack: ContentPack) -> None:
    """Every Action and Event of the three decks has its rules: nothing is left without
    effect (Command Confusion is never playable as an Action [A28])."""
    for deck in content_pack.decks.values():
        assert unimplemented_cards(deck) == {"actions": [], "events": []}, deck.nation
    from cc_engine.rules.cards import EVENTS
    from cc_engine.rules.catalog import ACTIONS

    for deck in content_pack.decks.values():
        for card in deck.cards:
            assert card.event in EVENTS, (deck.nation, card.number, card.event)
            assert card.action in ACTIONS or card.action.value == "command_confusion", (
                deck.nation, card.number, card.action)
