"""Suppressing Fire [E75] (the text the rules inventory restores): an enemy unit in Range and
LOS of an unbroken MG held by an unbroken, unsuppressed friendly unit may be Suppressed."""

from __future__ import annotations

from tests.engine.events.unithelpers import AXIS, arm, choices, pick, put, quiet, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event


def test_targets_in_range_and_los_of_a_working_mg(content_pack: ContentPack) -> None:
    state = quiet(content_pack)
    state = arm(put(state, "au09", "E9"), "au09", "aw04")  # Light MG, Range 8
    state = arm(put(state, "au10", "K9", broken=True), "au10", "aw02")  # broken holder
    state = put(put(state, "bu03", "E2"), "bu04", "E1")  # Range 7 and 8
    state = put(put(state, "bu05", "M1"), "bu06", "E8", suppressed=True)  # too far; marked
    state, _ = trigger(state, AXIS, Event.SUPPRESSING_FIRE)
    assert choices(state) == ["unit bu03", "unit bu04", "decline"]
    state, _ = pick(state, "unit bu04")
    assert state.unit("bu04").suppressed
