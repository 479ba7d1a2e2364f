"""Hero [E58, E58.1]: the Hero must go to a friendly hex, then may Rally one broken unit
there; an eliminated Hero gives no VP and goes back to the countermix."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.unithelpers import ALLIES, choices, pick, put, quiet, trigger
from tests.engine.gamehelpers import play, resettle
from tests.engine.test_fire import AXIS, Spec, position

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


def test_hero_may_appear_in_an_empty_objective_hex_the_receiver_controls(
        content_pack: ContentPack) -> None:
    """E58, Glossary "Friendly": a friendly hex holds a friendly unit, or is an Objective hex
    the player controls that holds no enemy unit. The Allies control Objectives 1 (A1, an
    Axis unit in it) and 2 (D1, empty); the Axis controls 3 (G1). An Axis Fire Order makes
    the Allies roll 1•6 Event! for their Defense: the Event is Hero."""
    units = [Spec("de", AXIS, "rifle", "E9"), Spec("de2", AXIS, "rifle", "A1"),
             Spec("us", ALLIES, "line", "E7")]
    state = position(content_pack, units, hands={AXIS: (50,)},
                     draws={AXIS: (3,), ALLIES: (31, 68)})
    state = resettle(replace(state, control=(ALLIES, ALLIES, AXIS, None, None)))
    state, texts = play(state, "order 50", "activate de", "target E7", "join de", "fire")
    assert state.pending is not None and state.pending.kind == "hero"
    assert state.pending.side is ALLIES
    # E7 holds the Allied Squad; D1 is an Allied Objective with no enemy unit; A1 holds an
    # Axis unit and G1 is the Axis's: neither is friendly to the Allies.
    assert choices(state) == ["place_hero D1", "place_hero E7"]
    state, texts = play(state, "place_hero D1")
    (hero,) = [u for u in state.units_on_map(ALLIES) if u.type == "hero"]
    assert hero.hex is not None and hero.hex.id == "D1"
    assert any(t.startswith("Hero: ") and t.endswith("is placed in D1 [E58]") for t in texts)
    # No broken unit in D1 to rally; the Defense roll 1•6 then stands: Morale 6 + 7 = 13
    # against Attack Total 5 + 1•2 = 8.
    assert not state.unit("us").broken
