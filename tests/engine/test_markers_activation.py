"""Marker stacking [8.1], Command radius [3.3.1.1], and the list of cards not yet playable."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.engine.gamehelpers import choices, play, started
from tests.engine.test_fire import ALLIES, AXIS, Spec
from tests.engine.test_fire import position as fire_position

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
    from cc_engine.rules.hand import ACTIONS

    for deck in content_pack.decks.values():
        for card in deck.cards:
            assert card.event in EVENTS, (deck.nation, card.number, card.event)
            assert card.action in ACTIONS or card.action.value == "command_confusion", (
                deck.nation, card.number, card.action)


@pytest.mark.parametrize(("leader", "command", "added"), [
    ("lieutenant_y", 2, ["add s0", "add s1", "add s2", "add s2b"]),
    ("sergeant_x", 1, ["add s0", "add s1"]),
    ("hero", 0, ["add s0"]),
])
def test_x4_command_radius_played_through_a_move_order(
        content_pack: ContentPack, leader: str, command: int, added: list[str]) -> None:
    """X4, 3.3.1.1: an activated Leader may add the friendly non-Leaders within its Command
    radius, counted in hexes from its own: Command 2 reaches two hexes, 1 its own hex and the
    adjacent ones, 0 its own hex only. The radius is a count of hexes, nothing else: it runs
    across the Water Barrier in H4 (impassable [T98]) to H3, and past the US units in G5 and
    G6 (Woods, so out of the Leader's LOS too) to F5; H8 is three hexes away. Another Leader
    is never added. Each added unit then moves by its own path."""
    units = [Spec("ldr", AXIS, leader, "H5"), Spec("s0", AXIS, "rifle", "H5"),
             Spec("s1", AXIS, "rifle", "H6"), Spec("s2", AXIS, "rifle", "H3"),
             Spec("s2b", AXIS, "rifle", "F5"), Spec("s3", AXIS, "rifle", "H8"),
             Spec("cpl", AXIS, "corporal_x", "I5"),
             Spec("us", ALLIES, "line", "G5"), Spec("us2", ALLIES, "line", "G6")]
    state = fire_position(content_pack, units, hands={AXIS: (19,)},
                          terrain={"H4": "water_barrier", "G5": "woods", "G6": "woods"})
    state, texts = play(state, "order 19", "activate ldr")
    assert state.pending is not None
    assert state.pending.facts("radius") == (f"ldr H5 {command}",)
    assert choices(state) == [*added, "go"]
    if command == 2:
        state, texts = play(state, "add s2", "add s2b", "go", "move s2", "enter H2")
        assert "Move Order: Lieutenant Y (H5), Rifle Squad (H3), Rifle Squad (F5) activated " \
               "[O14.1]" in texts
        assert state.unit("s2").hex == H("H2")
