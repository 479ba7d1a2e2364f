"""Ambush [A25]: before the Melee dice, the inactive player plays all his Ambushes, then the
active player; the opponent picks one of his own units in the Melee and breaks it."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.actions.test_hidden_mines import position
from tests.engine.test_move import ALLIES, AXIS, act, choices, order, unit

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Order

AMBUSH_US = 59  # an American Ambush card
AMBUSH_DE = 56  # a German Ambush card


def test_inactive_ambushes_first_and_the_victim_owner_chooses(content_pack: ContentPack) -> None:
    state = position(content_pack, [unit("a1", AXIS, "rifle", "E9"),
                                    unit("a2", AXIS, "rifle", "E8"),
                                    unit("us", ALLIES, "line", "E8")], order=Order.ADVANCE)
    axis, allies = state.axis, state.allies
    state = replace(state,
                    axis=replace(axis, hand=(*axis.hand, AMBUSH_DE),
                                 draw=tuple(c for c in axis.draw if c != AMBUSH_DE)),
                    allies=replace(allies, hand=(AMBUSH_US,),
                                   draw=tuple(c for c in allies.draw if c != AMBUSH_US)))
    state = order(state)
    state, _ = act(state, "activate a1")
    state, _ = act(state, "advance a1 E8")
    # The inactive Allies are asked first.
    assert state.pending is not None and state.pending.side is ALLIES
    assert choices(state) == [f"ambush {AMBUSH_US}", "pass"]
    state, log = act(state, f"ambush {AMBUSH_US}")
    assert f"The Allies play card {AMBUSH_US} for Ambush in E8 [A25]" in log
    # The Axis (the opponent) picks which of his units breaks.
    assert state.pending is not None and state.pending.side is AXIS
    assert choices(state) == ["break a1", "break a2"]
    state, log = act(state, "break a2")
    assert state.unit("a2").broken
    assert choices(state) == ["pass"]  # no more Ambush in the Allied hand
    state, _ = act(state, "pass")
    # Now the active Axis player.
    assert state.pending is not None and state.pending.side is AXIS
    assert choices(state) == [f"ambush {AMBUSH_DE}", "pass"]
    state, _ = act(state, f"ambush {AMBUSH_DE}")
    assert state.pending is not None and state.pending.side is ALLIES
    assert choices(state) == ["break us"]
    state, log = act(state, "break us")
    assert state.unit("us").broken
    state, log = act(state, "pass")
    assert any("Melee FP" in t for t in log)
