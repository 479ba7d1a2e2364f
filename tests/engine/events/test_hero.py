"""Hero [E58, E58.1]: the Hero must go to a friendly hex, then may Rally one broken unit
there; an eliminated Hero gives no VP and goes back to the countermix."""

from __future__ import annotations

from tests.engine.events.unithelpers import ALLIES, choices, pick, put, quiet, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.flow import Log
from cc_engine.rules.victory import eliminate_unit


def test_hero_placed_then_rallies(content_pack: ContentPack) -> None:
    state = put(put(quiet(content_pack), "bu03", "E5", broken=True), "bu04", "G5")
    state = put(state, "au03", "E9")
    state, _ = trigger(state, ALLIES, Event.HERO)
    assert choices(state) == ["place_hero E5", "place_hero G5"]  # no "decline": must
    state, _ = pick(state, "place_hero E5")
    assert choices(state) == ["unit bu03", "decline"]
    state, _ = pick(state, "unit bu03")
    assert not state.unit("bu03").broken
    (hero,) = [u for u in state.units_on_map(ALLIES) if u.type == "hero"]
    vp = state.vp
    state = eliminate_unit(state, hero.id, Log())
    assert state.vp == vp and hero.id not in state.allies.casualties  # E58.1
    assert state.unit(hero.id).status == "pool"
    state, _ = trigger(state, ALLIES, Event.HERO)
    state, _ = pick(state, "place_hero G5")
    assert state.unit(hero.id).status == "map"  # the same counter comes back
    assert state.pending is not None and state.pending.kind == "turn"  # nothing to rally
