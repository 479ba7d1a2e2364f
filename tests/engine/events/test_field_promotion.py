"""Field Promotion [E56]: the Private may be placed in a hex with a broken friendly unit."""

from __future__ import annotations

from tests.engine.events.unithelpers import ALLIES, choices, pick, put, quiet, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.rules.units import command, printed


def test_private_placed_once(content_pack: ContentPack) -> None:
    state = put(put(quiet(content_pack), "bu03", "E5", broken=True), "bu04", "F5")
    state = put(state, "au03", "E9", broken=True)
    state, _ = trigger(state, ALLIES, Event.FIELD_PROMOTION)
    assert choices(state) == ["promote E5", "decline"]
    state, _ = pick(state, "promote E5")
    (private,) = [u for u in state.units_in(state.unit("bu03").hex) if u.type == "private"]
    assert (printed(state, private).morale, command(state, private)) == (6, 2)
    state, log = trigger(state, ALLIES, Event.FIELD_PROMOTION)
    assert state.pending is not None and state.pending.kind == "turn"
    assert any("already on the map" in e.text or "on the map" in e.text for e in log)
