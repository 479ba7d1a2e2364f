"""KIA [E62]: one broken unit of either side must be eliminated."""

from __future__ import annotations

from tests.engine.events.unithelpers import ALLIES, choices, pick, put, quiet, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event


def test_eliminates_a_broken_unit_of_either_side(content_pack: ContentPack) -> None:
    state = put(put(quiet(content_pack), "bu03", "E5", broken=True), "bu04", "F5")
    state = put(put(state, "au03", "E9", broken=True), "au04", "F9")
    state, _ = trigger(state, ALLIES, Event.KIA)
    assert choices(state) == ["unit au03", "unit bu03"]
    vp = state.vp
    state, _ = pick(state, "unit au03")
    assert state.unit("au03").status == "eliminated"
    assert state.vp == vp - 2  # an Allied gain of 2 for a Squad [7.1]
