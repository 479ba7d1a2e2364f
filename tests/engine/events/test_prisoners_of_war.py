"""Prisoners of War [E66]: one of the receiver's broken units in or adjacent to an enemy
unit's hex must be eliminated."""

from __future__ import annotations

from tests.engine.events.unithelpers import ALLIES, choices, pick, put, quiet, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event


def test_own_broken_units_next_to_or_with_the_enemy(content_pack: ContentPack) -> None:
    state = put(quiet(content_pack), "au03", "E5")
    state = put(put(state, "bu03", "E5", broken=True), "bu04", "F5", broken=True)
    state = put(put(state, "bu05", "H5", broken=True), "bu06", "E4")  # far; unbroken
    state = put(state, "au04", "E4", broken=True)  # the enemy's broken unit is not his
    state, _ = trigger(state, ALLIES, Event.PRISONERS_OF_WAR)
    assert choices(state) == ["unit bu03", "unit bu04"]
    state, _ = pick(state, "unit bu04")
    assert state.unit("bu04").status == "eliminated"
