"""Air Support [E43]: all units in the Random Hex, or in the closest occupied hex (the drawer
breaks ties), may be broken."""

from __future__ import annotations

from tests.engine.events.unithelpers import AXIS, choices, hex_card, pick, put, quiet, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.hexgrid import Hex


def test_empty_random_hex_offers_the_closest_occupied_hexes(content_pack: ContentPack) -> None:
    state = quiet(content_pack)
    card, hex_id = hex_card(state, AXIS)
    target = Hex.parse(hex_id)
    near = [h for h in state.setting.terrain.grid.ring(target, 2)][:2]
    far = state.setting.terrain.grid.ring(target, 4)[0]
    state = put(put(state, "bu03", near[0].id), "bu04", near[0].id, broken=True)
    state = put(put(state, "au03", near[1].id), "au04", far.id)
    state, _ = trigger(state, AXIS, Event.AIR_SUPPORT, (card,))
    assert state.pending is not None and state.pending.side is AXIS
    strikes = sorted(f"air_strike {h.id}" for h in near)
    assert choices(state) == [*strikes, "decline"]  # a tie: the drawer picks
    state, _ = pick(state, f"air_strike {near[0].id}")
    assert state.unit("bu03").broken
    assert state.unit("bu04").status == "eliminated"  # broken twice [3.2.4]
    assert not state.unit("au03").broken
    assert state.pending is not None and state.pending.kind == "turn"


def test_occupied_random_hex_is_the_only_target_and_may_be_declined(
        content_pack: ContentPack) -> None:
    state = quiet(content_pack)
    card, hex_id = hex_card(state, AXIS)
    other = state.setting.terrain.grid.ring(Hex.parse(hex_id), 1)[0]
    state = put(put(state, "au03", hex_id), "bu03", other.id)
    state, _ = trigger(state, AXIS, Event.AIR_SUPPORT, (card,))
    assert choices(state) == [f"air_strike {hex_id}", "decline"]
    state, log = pick(state, "decline")
    assert not state.unit("au03").broken
    assert any("declines" in e.text for e in log)
