"""Medic! [E64]: one broken unit of either side must be Rallied."""

from __future__ import annotations

from tests.engine.events.unithelpers import AXIS, choices, pick, put, quiet, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event


def test_rallies_a_broken_unit_of_either_side(content_pack: ContentPack) -> None:
    state = put(put(quiet(content_pack), "bu03", "E5", broken=True), "au03", "E9")
    state, _ = trigger(state, AXIS, Event.MEDIC)
    assert choices(state) == ["unit bu03"]  # must, even the enemy's
    state, log = pick(state, "unit bu03")
    assert not state.unit("bu03").broken
    assert any("E64" in e.rules for e in log)
