"""The re-roll stop "when_it_matters": the Initiative re-roll is offered only when another
roll of the dice could change what the roll decides [9.1, 1.9.1]."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from cc_engine import Session, Stops
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.content.vocabulary import SideId, Trigger
from cc_engine.flow import Log, settle
from cc_engine.frames import ArtilleryFrame, AttackFrame, MeleeFrame, RollFrame, RollResult
from cc_engine.hexgrid import Hex
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


def rolled(state: GameState, owner: object, white: int = 3, colored: int = 4) -> GameState:
    """``state`` with ``owner`` (a Melee or Artillery frame) asking for a roll just made."""
    roll = RollFrame(SideId.AXIS, "a test roll", 0, result=RollResult(1, white, colored,
                                                                       Trigger.NONE),
                     stage="reroll")
    return replace(state, stack=(owner, roll))  # type: ignore[arg-type]


def test_melee_rolls_are_offered_only_when_the_totals_could_compare_otherwise() -> None:
    """The second Melee roll against a total it cannot reach, or the first when no second
    roll could overtake it, locks nothing new: no offer; close totals, an offer
    [O16.4.2, O16.4.3, 9.1]."""
    state = at_a_defense_reroll()
    hopeless = MeleeFrame(Hex.parse("E5"), stage="active", inactive_total=25, active_fp=2)
    close = replace(hopeless, active_fp=16)
    assert not reroll_can_matter(rolled(state, hopeless), rolled(state, hopeless).stack[-1])
    assert reroll_can_matter(rolled(state, close), rolled(state, close).stack[-1])
    decided = MeleeFrame(Hex.parse("E5"), stage="inactive", inactive_fp=20, active_fp=2)
    even = replace(decided, inactive_fp=4, active_fp=4)
    assert not reroll_can_matter(rolled(state, decided), rolled(state, decided).stack[-1])
    assert reroll_can_matter(rolled(state, even), rolled(state, even).stack[-1])


def test_an_accuracy_roll_no_roll_can_turn_into_a_hit_is_not_offered() -> None:
    """Accuracy hits when the dice's product less the Hindrance beats the range [O18.2.2,
    O20.2.3]: behind Hindrance 40 nothing hits; at range 3 without Hindrance some do."""
    state = at_a_defense_reroll()
    blind = ArtilleryFrame(SideId.AXIS, "radio", stage="accuracy", round=Hex.parse("E5"), range=3,
                           hindrance=40)
    clear = replace(blind, hindrance=0)
    assert not reroll_can_matter(rolled(state, blind), rolled(state, blind).stack[-1])
    assert reroll_can_matter(rolled(state, clear), rolled(state, clear).stack[-1])
