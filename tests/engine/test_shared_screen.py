"""Which decisions the shared screen may ask: a Turn whose every Order is given can only be
ended, whatever the hand holds, so it is asked there with both hands covered [5]; a Turn
with an Order left needs the hand."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from cc_engine import Session
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.flow import Log, settle
from cc_engine.shared_screen import needs_private_view, public_view
from cc_engine.state import Choice, GameState

ROOT = Path(__file__).resolve().parents[2]


def turns_after_an_order(seed: int = 3) -> tuple[GameState, GameState]:
    """From a random game of scenario 3: a Turn decision with an Order given but another
    left, and one with all the side's Orders given."""
    pack = load_content_pack(ROOT / "resources")
    session = Session(load_scenario(ROOT / "scenarios" / "scenario03.json"), pack, seed)
    rng = random.Random(seed)
    some: GameState | None = None
    for _ in range(20_000):
        state = session.state
        decision = state.pending
        assert decision is not None
        if decision.kind == "turn" and state.orders_given:
            capability = state.setting.scenario.side(decision.side).orders
            if state.orders_given < capability and some is None:
                some = state
            if state.orders_given >= capability and some is not None:
                return some, state
        orders = [c for c in decision.choices if c.kind == "order"]
        session.submit(rng.choice(orders or list(decision.choices)))
    raise AssertionError("no Turn with every Order given")


def with_hand(state: GameState, hand: tuple[int, ...]) -> GameState:
    """``state`` with the deciding side holding ``hand`` (from its draw pile), asked again."""
    assert state.pending is not None
    side = state.pending.side
    own = state.side(side)
    draw = tuple(c for c in own.draw if c not in hand) + own.hand
    swapped = replace(own, hand=hand, draw=draw)
    return settle(replace(state, pending=None).with_side(swapped), Log())


def test_a_turn_with_every_order_given_is_public_whatever_the_hand() -> None:
    some, full = turns_after_an_order()
    assert some.pending is not None and full.pending is not None
    assert needs_private_view(some.pending)  # another Order may come from the hand
    assert not needs_private_view(full.pending)
    assert full.pending.choices == (Choice("end_turn"),)
    shown = public_view(full)
    assert shown.own.hand is None and shown.own.secret_chits is None
    assert shown.decision == full.pending
    side = full.pending.side
    size = len(full.side(side).hand)
    pool = full.side(side).draw
    for start in range(0, len(pool) - size + 1, max(1, size)):
        other = with_hand(full, pool[start:start + size])
        assert other.pending == full.pending  # the same question whatever the hand holds
        assert public_view(other).decision == shown.decision
