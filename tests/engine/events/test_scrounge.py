"""Scrounge [E71]: one eliminated Weapon of either side may go to a friendly unit without
a Weapon."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.unithelpers import ALLIES, arm, choices, pick, put, quiet, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event


def test_enemy_weapon_scrounged(content_pack: ContentPack) -> None:
    state = put(put(quiet(content_pack), "au03", "E9"), "bu03", "E5")
    state = arm(put(state, "bu04", "F5"), "bu04", "bw03")
    state = state.with_weapon(replace(state.weapon("aw02"), status="eliminated", broken=True))
    state, _ = trigger(state, ALLIES, Event.SCROUNGE)
    assert choices(state) == ["scrounge aw02 bu03", "decline"]
    state, _ = pick(state, "scrounge aw02 bu03")
    assert state.unit("bu03").weapon == "aw02"
    weapon = state.weapon("aw02")
    assert (weapon.status, weapon.broken) == ("carried", False)
