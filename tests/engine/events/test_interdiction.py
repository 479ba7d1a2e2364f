"""Interdiction [E60]: one unsuppressed unit of either side in a hex with Cover below 1 must
be Suppressed."""

from __future__ import annotations

from tests.engine.events.unithelpers import AXIS, choices, pick, put, quiet, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event


def test_only_units_without_cover(content_pack: ContentPack) -> None:
    state = quiet(content_pack, terrain={"E5": "woods"})
    state = put(put(state, "bu03", "E5"), "bu04", "F5", broken=True)
    state = put(put(state, "bu05", "G5", suppressed=True), "au03", "E9")
    state, _ = trigger(state, AXIS, Event.INTERDICTION)
    assert choices(state) == ["unit au03", "unit bu04"]  # either side, broken or not
    state, _ = pick(state, "unit bu04")
    assert state.unit("bu04").suppressed and state.unit("bu04").broken
