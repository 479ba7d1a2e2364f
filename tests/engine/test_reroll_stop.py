"""The re-roll stop "when_it_matters": the Initiative re-roll is offered only when another
roll of the dice could change what the roll decides [9.1, 1.9.1]."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from cc_engine import Session, Stops
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.flow import Log, settle
from cc_engine.frames import AttackFrame
from cc_engine.rules.cards import reroll_can_matter
from cc_engine.rules.units import current_morale
from cc_engine.shared_screen import needs_private_view
from cc_engine.state import GameState

ROOT = Path(__file__).resolve().parents[2]


def at_a_defense_reroll() -> GameState:
    """A game of scenario 3 stopped at a re-roll offer of a Fire Defense roll (no trigger)."""
    pack = load_content_pack(ROOT / "resources")
    session = Session(load_scenario(ROOT / "scenarios" / "scenario03.json"), pack, 5)
    rng = random.Random(5)
    for _ in range(5_000):
        state = session.state
        decision = state.pending
        assert decision is not None
        roll = state.stack[-1]
        if decision.kind == "reroll" and roll.result.trigger.value == "none":
            owner = state.stack[roll.owner]
            if isinstance(owner, AttackFrame) and owner.stage == "defend":
                return state
        session.submit(rng.choice(decision.choices))
    raise AssertionError("no Fire Defense roll was offered for a re-roll")


def test_no_offer_when_no_roll_could_change_the_result() -> None:
    state = at_a_defense_reroll()
    roll = state.stack[-1]
    holder = state.pending.side
    assert not needs_private_view(state.pending)  # the Initiative card is face up [9.1]
    # An Attack Total no Defense Total can reach: every roll breaks the unit.
    certain = replace(state, pending=None).with_side(
        replace(state.side(holder), stops=Stops(reroll="when_it_matters")))
    stack = list(certain.stack)
    stack[roll.owner] = replace(stack[roll.owner], total=99)
    certain = replace(certain, stack=tuple(stack))
    assert not reroll_can_matter(certain, roll)
    after = settle(certain, Log())
    assert after.pending is None or after.pending.kind != "reroll"  # it stands unasked
    # "always" still asks, whatever the roll.
    always = certain.with_side(replace(certain.side(holder), stops=Stops(reroll="always")))
    assert settle(always, Log()).pending.kind == "reroll"


def test_an_offer_when_another_roll_could_change_the_result() -> None:
    state = at_a_defense_reroll()
    roll = state.stack[-1]
    stack = list(state.stack)
    defense = stack[roll.owner]
    # An Attack Total within reach of the Defense rolls: some break the unit, some do not.
    unit = state.unit(defense.current)
    stack[roll.owner] = replace(defense, total=current_morale(state, unit).total + 7)
    assert reroll_can_matter(replace(state, stack=tuple(stack)), roll)
