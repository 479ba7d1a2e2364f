"""Deploy [E52]: the receiving player may replace one friendly Squad by two Teams."""

from __future__ import annotations

from tests.engine.events.unithelpers import AXIS, arm, choices, pick, put, quiet, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event


def test_the_receiving_inactive_player_deploys(content_pack: ContentPack) -> None:
    state = put(put(quiet(content_pack), "au03", "E8", broken=True), "au01", "E8")
    state = arm(put(state, "bu03", "E2"), "au03", "aw02")
    state, _ = trigger(state, AXIS, Event.DEPLOY)  # the Axis is inactive: he decides
    assert state.pending is not None and state.pending.side is AXIS
    assert choices(state) == ["unit au03", "decline"]
    state, _ = pick(state, "unit au03")
    teams = [u for u in state.units_on_map(AXIS) if u.id.startswith("au03.")]
    assert [(t.type, t.broken, t.weapon) for t in teams] == [("elite_team", True, "aw02"),
                                                             ("elite_team", True, None)]
    assert state.unit("au03").status == "pool"  # back in the countermix [E52.1]
