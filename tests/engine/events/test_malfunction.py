"""Malfunction [E63]: the unbroken Weapon closest to the Random Hex breaks; the drawer
breaks ties."""

from __future__ import annotations

from tests.engine.events.unithelpers import AXIS, arm, choices, hex_card, pick, put, quiet, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.hexgrid import Hex
from cc_engine.state import GameState


def _position(pack: ContentPack, tie: bool) -> tuple[GameState, int]:
    state = quiet(pack)
    card, hex_id = hex_card(state, AXIS)
    grid = state.setting.terrain.grid
    ring = grid.ring(Hex.parse(hex_id), 2)
    far = grid.ring(Hex.parse(hex_id), 3)[0]
    state = arm(put(state, "au09", ring[0].id), "au09", "aw02")
    state = arm(put(state, "bu03", ring[1].id), "bu03", "bw03", broken=True)  # broken: skip
    state = arm(put(state, "bu04", (ring[2] if tie else far).id), "bu04", "bw04")
    return state, card


def test_closest_unbroken_weapon_breaks(content_pack: ContentPack) -> None:
    state, card = _position(content_pack, tie=False)
    state, _ = trigger(state, AXIS, Event.MALFUNCTION, (card,))
    assert state.pending is not None and state.pending.kind == "turn"
    assert state.weapon("aw02").broken and not state.weapon("bw04").broken


def test_tie_is_broken_by_the_drawer(content_pack: ContentPack) -> None:
    state, card = _position(content_pack, tie=True)
    state, _ = trigger(state, AXIS, Event.MALFUNCTION, (card,))
    assert state.pending is not None and state.pending.side is AXIS
    assert choices(state) == ["weapon aw02", "weapon bw04"]
    state, _ = pick(state, "weapon bw04")
    assert state.weapon("bw04").broken and not state.weapon("aw02").broken
