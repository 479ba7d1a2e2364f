"""No Quarter [A38]: at the end of a Melee, a German player against Russians, or a Russian
player, with a surviving unit gains 2 VP."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.gamehelpers import stack_deck, started
from tests.engine.test_move import ALLIES, AXIS, unit

from cc_engine import apply
from cc_engine.content.loading import ContentPack
from cc_engine.flow import Log, settle
from cc_engine.frames import TurnFrame
from cc_engine.hexgrid import Hex
from cc_engine.rules.melee import push_melee
from cc_engine.rules.terrain import TerrainState
from cc_engine.state import Choice, Stops

NO_QUARTER_DE = 62  # a German No Quarter card
NO_QUARTER_RU = 60  # a Russian No Quarter card


def test_both_eligible_survivors_are_offered_no_quarter(content_pack: ContentPack) -> None:
    """Scenario 1 is Germans vs Russians: a German win leaves only the German a survivor, so
    only he is offered No Quarter (+2 VP)."""
    base = started(1, content_pack)
    quiet = Stops(op_fire="never", reroll="never", fire_actions="never")
    sides = {}
    for side, card in ((AXIS, NO_QUARTER_DE), (ALLIES, NO_QUARTER_RU)):
        piles = base.side(side)
        everything = [c for c in (*piles.hand, *piles.draw, *piles.discard) if c != card]
        sides[side] = replace(piles, hand=(card,), draw=tuple(everything), discard=(),
                              stops=quiet)
    state = replace(base, units=(unit("de", AXIS, "rifle", "E5"),
                                 unit("ru", ALLIES, "rifle", "E5"),
                                 unit("ru2", ALLIES, "rifle", "N1")),
                    weapons=(), markers=TerrainState(), axis=sides[AXIS], allies=sides[ALLIES],
                    active=AXIS, stack=(TurnFrame(AXIS),), pending=None, vp=0, vp_sources=(),
                    open_chits=(), control=(None,) * 5)
    state = stack_deck(state, ALLIES, [3])  # Russians (inactive) roll 1•2
    state = stack_deck(state, AXIS, [69])  # Germans roll 6•5
    state = settle(push_melee(state, Hex.parse("E5"), triggers=False), Log())
    # Ambush windows first: neither side holds an Ambush.
    while state.pending is not None and state.pending.kind == "action_window" \
            and dict(state.pending.context)["moment"] == "ambush":
        state = apply(state, Choice("pass")).state

    assert state.unit("ru").status == "eliminated"
    decision = state.pending
    assert decision is not None and decision.side is AXIS
    assert [c.notation() for c in decision.choices] == [f"no_quarter {NO_QUARTER_DE}", "pass"]
    step = apply(state, Choice("no_quarter", (NO_QUARTER_DE,)))
    texts = [e.text for e in step.events]
    assert (f"The Axis plays card {NO_QUARTER_DE} for No Quarter after the Melee in E5 [A38]"
            in texts)
    assert step.state.vp - state.vp == 2
