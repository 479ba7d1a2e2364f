"""Field Promotion [E56]: the Private may be placed in a hex with a broken friendly unit."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.engine.events.unithelpers import ALLIES, choices, pick, put, quiet, trigger
from tests.engine.gamehelpers import play, resettle
from tests.engine.test_fire import AXIS, Spec, position

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.rules.units import command, printed


def test_private_placed_once(content_pack: ContentPack) -> None:
    state = put(put(quiet(content_pack), "bu03", "E5", broken=True), "bu04", "F5")
    state = put(state, "au03", "E9", broken=True)
    state, _ = trigger(state, ALLIES, Event.FIELD_PROMOTION)
    assert choices(state) == ["promote E5", "decline"]
    state, _ = pick(state, "promote E5")
    (private,) = [u for u in state.units_in(state.unit("bu03").hex) if u.type == "private"]
    assert (printed(state, private).morale, command(state, private)) == (6, 2)
    state, log = trigger(state, ALLIES, Event.FIELD_PROMOTION)
    assert state.pending is not None and state.pending.kind == "turn"
    assert any("already on the map" in e.text or "on the map" in e.text for e in log)


@pytest.mark.parametrize("where", ["eliminated", "exited"])
def test_the_private_comes_back_from_the_casualty_or_time_track(
        content_pack: ContentPack, where: str) -> None:
    """E56 "if not already on the map", read as written: the Private eliminated earlier (on
    the Casualty Track, 3 VP to the Axis) or exited (on Time space 5) may be placed again.
    An Axis Fire Order makes the Allies roll 1•6 Event! for their broken Squad's Defense:
    the Event is Field Promotion. Off the Casualty Track the Private no longer counts
    towards Surrender and the Axis keeps its 3 VP [E76]; off the Time track it will not
    come back as a reinforcement."""
    units = [Spec("de", AXIS, "rifle", "E9"), Spec("us", ALLIES, "line", "E7", broken=True),
             Spec("pvt", ALLIES, "private", "A9")]
    state = position(content_pack, units, hands={AXIS: (50,)},
                     draws={AXIS: (3,), ALLIES: (31, 25)})
    pvt = state.unit("pvt")
    if where == "eliminated":
        state = state.with_unit(replace(pvt, status="eliminated", hex=None))
        state = state.with_side(replace(state.allies, casualties=("pvt",)))
        state = replace(state, vp=3, vp_sources=(("elimination:axis", 3),))
    else:
        state = state.with_unit(replace(pvt, status="reinforcement", hex=None, time_space=5))
        state = state.with_side(replace(state.allies, exits=("pvt",)))
        state = replace(state, vp=-3, vp_sources=(("exit:allies", 3),))
    state = resettle(state)
    vp = state.vp
    state, _ = play(state, "order 50", "activate de", "target E7", "join de", "fire")
    assert state.pending is not None and state.pending.kind == "field_promotion"
    assert choices(state) == ["promote E7", "decline"]
    state, texts = play(state, "promote E7")
    assert state.unit("pvt").status == "map" and str(state.unit("pvt").hex) == "E7"
    assert state.unit("pvt").time_space is None
    assert state.allies.casualties == ()
    assert state.vp == vp  # the VP already scored stay where they are
    assert "Field Promotion: Private is placed in E7 [E56]" in texts
    assert any(t.startswith("Field Promotion: Private leaves") for t in texts)
