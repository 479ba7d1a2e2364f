"""Shell Shock [E72]: the unit closest to the Random Hex breaks; the drawer breaks ties."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.unithelpers import AXIS, choices, hex_card, pick, put, quiet, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.hexgrid import Hex


def test_closest_unit_breaks_and_ties_are_chosen(content_pack: ContentPack) -> None:
    state = quiet(content_pack)
    card, hex_id = hex_card(state, AXIS)
    ring = state.setting.terrain.grid.ring(Hex.parse(hex_id), 1)
    far = state.setting.terrain.grid.ring(Hex.parse(hex_id), 3)[0]
    state = put(put(state, "au03", ring[0].id), "bu03", ring[1].id)
    state = put(state, "bu04", far.id)
    state, _ = trigger(state, AXIS, Event.SHELL_SHOCK, (card,))
    assert choices(state) == ["unit au03", "unit bu03"]  # the drawer picks: his own or not
    state, _ = pick(state, "unit bu03")
    assert state.unit("bu03").broken and not state.unit("au03").broken


def test_single_closest_unit_breaks_at_once(content_pack: ContentPack) -> None:
    state = quiet(content_pack)
    card, hex_id = hex_card(state, AXIS)
    far = state.setting.terrain.grid.ring(Hex.parse(hex_id), 3)[0]
    state = put(put(state, "au03", hex_id), "bu03", far.id)
    state, _ = trigger(state, AXIS, Event.SHELL_SHOCK, (card,))
    assert state.pending is not None and state.pending.kind == "turn"
    assert state.unit("au03").broken


def test_event_on_the_last_card_advances_time_before_its_random_hex(
        content_pack: ContentPack) -> None:
    state = put(put(quiet(content_pack), "au03", "E9"), "bu03", "E2")
    piles = state.axis
    card = next(c.number for c in state.setting.deck(AXIS).cards
                if c.event is Event.SHELL_SHOCK)
    rest = tuple(c for c in piles.draw + piles.discard if c != card)
    state = state.with_side(replace(piles, draw=(card,), discard=rest,
                                    hand=tuple(c for c in piles.hand if c != card)))
    time = state.time
    state, log = trigger(state, AXIS, Event.SHELL_SHOCK)
    kinds = [e.kind for e in log]
    assert kinds.index("time") < kinds.index("random_hex")  # [6.1.2]
    assert state.time == time + 1
