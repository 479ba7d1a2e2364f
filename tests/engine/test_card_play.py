"""Why a card of the hand cannot be played now [O14-O23, A24.1] (issue 34): the reason the
hand shows when a player clicks a card the legal choices do not play."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.test_fire import ALLIES, AXIS, Spec, position

from cc_engine.content.loading import ContentPack
from cc_engine.flow import Log, settle
from cc_engine.rules.card_play import unplayable_reason
from cc_engine.state import GameState

#: German cards: 1 Recover, 10 Rout, 19 Move, 31 Command Confusion, 32 Artillery Denied,
#: 33 Artillery Request, 43 Advance, 50 Fire.
HAND = (1, 10, 19, 31, 32, 33, 43, 50)


def apart(pack: ContentPack, **changes: object) -> GameState:
    """A German Rifle Squad in C3 and a US Line Squad far away in M9, out of Range."""
    units = [Spec("de", AXIS, "rifle", "C3", "Rifle Squad"),
             Spec("us", ALLIES, "line", "M9", "Line Squad")]
    return position(pack, units, hands={AXIS: HAND, ALLIES: (1, 2)}, **changes)  # type: ignore[arg-type]


def reason(state: GameState, card: int) -> str | None:
    text = unplayable_reason(state, AXIS, card)
    return None if text is None else str(text)


def test_a_card_the_choices_play_has_no_reason(content_pack: ContentPack) -> None:
    state = apart(content_pack)
    assert reason(state, 19) is None  # the Squad can Move
    assert reason(state, 43) is None  # and Advance


def test_fire_without_a_target_says_none_is_in_range(content_pack: ContentPack) -> None:
    text = reason(apart(content_pack), 50)
    assert text is not None
    assert text.startswith("no unit can Fire: none has an enemy unit in Range and LOS [O20.1]")
    assert "Action Smoke Grenades" in text and "[A39, A24.1]" in text  # its Action's moment


def test_orders_that_need_something_missing_say_what(content_pack: ContentPack) -> None:
    state = apart(content_pack)
    assert reason(state, 1).startswith("none of your units is broken or Suppressed [O22.1]")
    assert reason(state, 10).startswith("no player has a broken unit in play")
    assert reason(state, 31).startswith("Command Confusion is never given as an Order [O19]")
    assert reason(state, 32).startswith("the enemy has no Radio in play [O17]")
    assert reason(state, 33).startswith("you have no Radio in play [O18]")


def test_no_order_outside_the_own_turn_or_past_the_limit(content_pack: ContentPack) -> None:
    state = apart(content_pack)
    spent = settle(replace(state, orders_given=state.setting.scenario.side(AXIS).orders,
                           pending=None), Log())
    assert reason(spent, 19).startswith("you have given all ")
    theirs = apart(content_pack, active=ALLIES)
    assert reason(theirs, 19).startswith("Orders are given only in your own Turn [O14.1]")


def test_activated_units_cannot_take_another_order(content_pack: ContentPack) -> None:
    state = apart(content_pack)
    done = replace(state, activated=frozenset({"de"}))
    assert reason(done, 50).startswith("no unit can be activated")


def test_a_card_not_in_hand_is_said_so(content_pack: ContentPack) -> None:
    assert reason(apart(content_pack), 60) == "card 60 is not in your hand"
