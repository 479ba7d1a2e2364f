"""Cower [E51]: the receiver's unsuppressed Squads outside every friendly Leader's Command
radius are Suppressed."""

from __future__ import annotations

from tests.engine.events.unithelpers import ALLIES, put, quiet, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event


def test_squads_outside_command_radius_are_suppressed(content_pack: ContentPack) -> None:
    state = quiet(content_pack)
    state = put(state, "bu01", "E5")  # Lt. Wray, Command 1: radius 1
    state = put(put(state, "bu03", "E5"), "bu04", "F5")  # in radius
    state = put(put(state, "bu05", "H5"), "bu06", "J5", suppressed=True)  # outside
    state = put(put(state, "bu02", "M2"), "au03", "H6")  # Sgt. Buehler; an enemy Squad
    state, log = trigger(state, ALLIES, Event.COWER)
    assert state.pending is not None and state.pending.kind == "turn"  # no decision
    assert [u.id for u in state.units if u.suppressed] == ["bu05", "bu06"]
    assert [e.data for e in log if e.kind == "suppressed"] == [(("unit", "bu05"),)]
