"""Walking Wounded [E76] (printed under E75): an eliminated unit of either side returns
broken in or adjacent to a Random Hex. X1: with only enemy casualties, the receiver must
return an enemy unit."""

from __future__ import annotations

from tests.engine.events.unithelpers import ALLIES, choices, hex_card, pick, put, quiet, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.flow import Log
from cc_engine.hexgrid import Hex
from cc_engine.rules.victory import eliminate_unit


def test_x1_only_the_opponent_has_casualties(content_pack: ContentPack) -> None:
    state = quiet(content_pack)
    card, hex_id = hex_card(state, ALLIES)
    far = state.setting.terrain.grid.ring(Hex.parse(hex_id), 4)
    state = put(put(put(state, "au03", far[0].id), "au04", far[1].id), "bu03", far[2].id)
    state = eliminate_unit(state, "au04", Log())  # the Allies gain 2 VP [7.1]
    vp = state.vp
    state, _ = trigger(state, ALLIES, Event.WALKING_WOUNDED, (card,))
    assert state.pending is not None and state.pending.side is ALLIES
    assert choices(state) == ["unit au04"]  # no "decline": the German Squad must return
    state, _ = pick(state, "unit au04")
    grid = state.setting.terrain.grid
    assert choices(state) == [f"place {h.id}" for h in sorted(grid.within(Hex.parse(hex_id),
                                                                            1))]
    state, _ = pick(state, f"place {hex_id}")
    unit = state.unit("au04")
    assert (unit.status, unit.hex, unit.broken) == ("map", Hex.parse(hex_id), True)
    assert state.axis.casualties == ()
    assert state.vp == vp  # the Allies keep the VP of the elimination
    assert dict(state.vp_sources).get("elimination:allies", 0) == 0
    assert dict(state.vp_sources)["returned:allies"] == 2
