"""Dig In [A32]: at the end of a Time advance (6.1.2 step 6), both players, inactive first,
may place Foxholes in a hex with a friendly unit (not Water, no Blaze, no Fortification)."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.actions.test_hidden_mines import position
from tests.engine.test_move import ALLIES, AXIS, act, choices, unit

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import FortificationKind
from cc_engine.flow import Log, push, settle
from cc_engine.frames import TimeFrame
from cc_engine.hexgrid import Hex

DIG_DE, DIG_US = 33, 34


def test_dig_in_inactive_first_then_active(content_pack: ContentPack) -> None:
    state = position(content_pack, [unit("de", AXIS, "rifle", "E5"),
                                    unit("de2", AXIS, "rifle", "F5"),
                                    unit("us", ALLIES, "line", "E8")],
                     fortifications={"F5": FortificationKind.WIRE})
    axis, allies = state.axis, state.allies
    state = replace(state, pending=None,
                    axis=replace(axis, hand=(DIG_DE,),
                                 draw=tuple(c for c in axis.draw if c != DIG_DE)),
                    allies=replace(allies, hand=(DIG_US,),
                                   draw=tuple(c for c in allies.draw if c != DIG_US)))
    state = settle(push(state, TimeFrame(AXIS)), Log())
    assert state.pending is not None and state.pending.side is ALLIES  # inactive first
    assert choices(state) == [f"dig_in {DIG_US} E8", "pass"]
    state, log = act(state, f"dig_in {DIG_US} E8")
    assert f"The Allies play card {DIG_US} for Dig In in E8 [A32]" in log
    assert state.markers.fortification_at(Hex.parse("E8")) is FortificationKind.FOXHOLES
    assert choices(state) == ["pass"]
    state, _ = act(state, "pass")
    assert state.pending is not None and state.pending.side is AXIS
    assert choices(state) == [f"dig_in {DIG_DE} E5", "pass"]  # F5 already has Wire
    state, _ = act(state, "pass")
    assert state.pending is not None and state.pending.kind == "turn"
