"""Op Fire [A33, O21.3]: the window after each MP expenditure, its stops, and its limits.

The Move Order itself belongs to another module: here a Move frame sits on the stack under a
test-only pause frame, units are placed by hand, and the window is opened with
:func:`push_op_fire_window` exactly as the Move Order does after each hex entered.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tests.engine.gamehelpers import quiet
from tests.engine.test_fire import (
    ALLIES,
    AXIS,
    H,
    Pause,
    Spec,
    choices,
    play,
    position,
)

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import SideId
from cc_engine.flow import Log, settle
from cc_engine.frames import AttackFrame, MoveFrame, TurnFrame
from cc_engine.rules.fire import fire_fp, piece_by_id, push_op_fire_window
from cc_engine.state import GameState, Stops, game_state_adapter


def move_order(state: GameState, movers: Sequence[str]) -> GameState:
    """The Axis is in a Move Order with ``movers`` activated (the Move Order waits above)."""
    stack = (TurnFrame(AXIS), MoveFrame(AXIS, activated=tuple(movers), moving=tuple(movers)),
             Pause())
    return settle(replace(state, stack=stack, pending=None, orders_given=1), Log())


def enter(state: GameState, movers: Sequence[str], hex_id: str) -> tuple[GameState, list[str]]:
    """Movers spend MP to enter ``hex_id``; the Op Fire window opens [A33.1]."""
    for unit_id in movers:
        state = state.with_unit(replace(state.unit(unit_id), hex=H(hex_id)))
    log = Log()
    state = settle(push_op_fire_window(replace(state, pending=None), H(hex_id), tuple(movers)),
                   log)
    return state, [e.text for e in log.events]


def kinds(state: GameState) -> list[str]:
    return [f.kind for f in state.stack]


QUIET = quiet(reroll="never")


def x17_position(pack: ContentPack, stops: Stops = QUIET,
                 hand: Sequence[int] = (51, 53)) -> GameState:
    """The German Rifle Squad has just entered K8 (level 1) from L8; Sgt. Biermann waits in
    K7 (level 1); K6 is level-1 Woods; the US Line Squad is in L6 (level 0). Allied rolls
    6•5, 1•3; Axis rolls 6•2, 1•5, 6•3."""
    units = [Spec("rifle", AXIS, "rifle", "L8", "Rifle Squad"),
             Spec("biermann", AXIS, "sergeant_x", "K7", "Sgt. Biermann"),
             Spec("us", ALLIES, "line", "L6", "Line Squad")]
    state = position(pack, units, terrain={"K6": "woods"},
                     elevation={"K6": 1, "K7": 1, "K8": 1}, hands={ALLIES: tuple(hand)},
                     draws={ALLIES: (69, 7), AXIS: (51, 21, 59)},
                     stops={ALLIES: stops, AXIS: quiet(reroll="never")})
    return move_order(state, ["rifle"])


def test_x17_op_fire_example(content_pack: ContentPack) -> None:
    state = x17_position(content_pack)
    # A, B: into K8; the Crest in K7 blocks the US Squad's LOS: no window is offered.
    state, _ = enter(state, ["rifle"], "K8")
    assert state.pending is not None and state.pending.kind == "test_pause"
    assert kinds(state) == ["turn", "op_fire_roster", "move", "test_pause"]
    # C: Smoke Grenades put a "4" Smoke in K7 (an Action of the next issue: placed by hand).
    state = replace(state, markers=replace(state.markers, smoke=((H("K7"), 4),)))
    # D, E: into K7; the US player plays a Fire Action and activates his Squad in L6.
    state, _ = enter(state, ["rifle"], "K7")
    assert state.pending is not None and state.pending.side is ALLIES
    assert choices(state) == ["continue", "op_fire 51", "op_fire 53"]
    saved = replace(state, stack=tuple(f for f in state.stack if f.kind != "test_pause"))
    adapter = game_state_adapter()
    assert adapter.validate_json(adapter.dump_json(saved)) == saved
    state, _ = play(state, "op_fire 51")
    assert choices(state) == ["activate us"]
    state, _ = play(state, "activate us")
    assert state.op_fire_activated == {"us"}
    assert choices(state) == ["continue", "shoot"]  # no other unit for the second card
    state, _ = play(state, "shoot", "join us")
    assert state.pending is not None
    assert state.pending.prompt.endswith(
        "FP Line Squad 6 [3.1.1] -1 uphill [T88.2] -4 Hindrance in K7 [O20.3.2] = 1 [O20.3.1]")
    state, texts = play(state, "fire")
    assert any("= FP 1; roll 6•5 -> Attack Total 12" in t for t in texts)
    # The attack hits every unit in the hex, not only the mover; the owner picks the order.
    assert choices(state) == ["defend rifle", "defend biermann"]
    state, texts = play(state, "defend rifle")
    assert any("Morale Rifle Squad 7 [3.1.4] +1 Command of Sgt. Biermann [3.3.1.2] = 8; "
               "roll 6•2 -> Defense Total 16 vs Attack Total 12: is unaffected" in t
               for t in texts)
    assert any("Morale Sgt. Biermann 8 [3.1.4] = 8; roll 1•5 -> Defense Total 14 vs Attack "
               "Total 12: is unaffected" in t for t in texts)
    assert choices(state) == ["continue"]  # one Fire Attack per MP expenditure [A33.3]
    state, _ = play(state, "continue")

    # F, G: into K6 Woods; the already Op-Fire-activated Squad fires again [A33.3]:
    # 6 -1 uphill = 5, +4 with two Hand Grenades (an Action of the next issue) = 9.
    state = state.with_side(replace(state.axis, stops=quiet(reroll="always")))
    state, _ = enter(state, ["rifle"], "K6")
    assert choices(state) == ["continue", "shoot"]
    squad = piece_by_id(state, "us")
    grenades = [("Hand Grenades", 2, "A34"), ("Hand Grenades", 2, "A34")]
    assert fire_fp(state, [squad], H("K6")).total == 5
    assert fire_fp(state, [squad], H("K6"), grenades).total == 9
    state, _ = play(state, "shoot", "join us", "fire")
    assert state.pending is not None and state.pending.kind == "reroll"
    attack = state.stack[-2]
    assert isinstance(attack, AttackFrame)
    state = replace(state, stack=(*state.stack[:-2], replace(attack, modifiers=tuple(grenades)),
                                  state.stack[-1]))
    state, texts = play(state, "accept", "accept")
    assert any("= FP 9; roll 1•3 -> Attack Total 13" in t for t in texts)
    assert any("Morale Rifle Squad 7 [3.1.4] +2 Woods [T78.3] = 9; roll 6•3 -> Defense Total "
               "18 vs Attack Total 13: is unaffected" in t for t in texts)
    state, _ = play(state, "continue")
    assert state.pending is not None and state.pending.kind == "test_pause"

    # NOTE: the Move Order ends (its roster goes with it); a second one activates Biermann:
    # the US Squad cannot Op Fire again this Turn, even with a Fire card in hand.
    state = settle(replace(state, stack=state.stack[:-2], pending=None), Log())
    assert kinds(state) == ["turn"]
    state = move_order(state, ["biermann"])
    state, _ = enter(state, ["biermann"], "L7")
    assert state.pending is not None and state.pending.kind == "test_pause"
    state = state.with_side(replace(state.allies, stops=quiet(op_fire="always",
                                                               reroll="never")))
    state, _ = enter(state, ["biermann"], "M7")
    assert state.pending is not None and state.pending.kind == "op_fire"
    assert state.allies.hand == (53,)
    assert choices(state) == ["continue"]


def test_no_information_leak_from_the_hand(content_pack: ContentPack) -> None:
    """DESIGN: with the "when_able" stop, whether the window opens, and what the opponent can
    see of it, does not depend on the cards in hand; only the player's own choices do."""
    decisions = {}
    for hand in ((51, 53), (3, 4)):
        state = x17_position(content_pack, quiet(op_fire="when_able", reroll="never"), hand)
        blocked, _ = enter(state, ["rifle"], "K8")
        assert blocked.pending is not None and blocked.pending.kind == "test_pause"
        state, _ = enter(blocked, ["rifle"], "K7")
        decisions[hand] = state.pending
    with_fire, without = decisions[(51, 53)], decisions[(3, 4)]
    assert with_fire is not None and without is not None
    public = (with_fire.side, with_fire.kind, with_fire.prompt, with_fire.context)
    assert public == (without.side, without.kind, without.prompt, without.context)
    assert [c.notation() for c in without.choices] == ["continue"]
    assert [c.notation() for c in with_fire.choices] == ["continue", "op_fire 51", "op_fire 53"]

    state = x17_position(content_pack, quiet(op_fire="never", reroll="never"))
    state, _ = enter(state, ["rifle"], "K7")
    assert state.pending is not None and state.pending.kind == "test_pause"


def test_x20_one_attack_per_expenditure_and_a_second_mover(content_pack: ContentPack) -> None:
    """A33.3: one Op Fire attack per MP expenditure; another unit entering the same hex in the
    same Move Order may be shot at again by the same units."""
    units = [Spec("a", AXIS, "rifle", "E9"), Spec("b", AXIS, "rifle", "E9"),
             Spec("us", ALLIES, "line", "E5")]
    state = position(content_pack, units, hands={ALLIES: (51,)},
                     draws={ALLIES: (7, 8), AXIS: (27, 28)})
    state = move_order(state, ["a", "b"])
    state, _ = enter(state, ["a"], "E8")
    state, _ = play(state, "op_fire 51", "activate us", "shoot", "join us", "fire")
    assert choices(state) == ["continue"]
    state, _ = play(state, "continue")
    state, _ = enter(state, ["b"], "E8")
    assert choices(state) == ["continue", "shoot"]  # card spent, the Squad stays activated
    state, texts = play(state, "shoot", "join us", "fire")
    assert any("Op Fire attack by Line Squad (E5) on E8" in t for t in texts)


def test_ordnance_cannot_op_fire(content_pack: ContentPack) -> None:
    """A33.3: an Ordnance Weapon cannot Op Fire, though the unit carrying it can."""
    units = [Spec("a", AXIS, "rifle", "E9"),
             Spec("team", ALLIES, "weapon_team", "E3", weapon="light_mortar")]
    state = position(content_pack, units, hands={ALLIES: (51,)})
    state = move_order(state, ["a"])
    state, _ = enter(state, ["a"], "E8")  # 5 hexes: only the Mortar could reach it
    assert state.pending is not None and state.pending.kind == "test_pause"
    state, _ = enter(state, ["a"], "E4")  # adjacent: the Team itself may fire
    assert choices(state) == ["continue", "op_fire 51"]
    state, _ = play(state, "op_fire 51", "activate team", "shoot")
    assert choices(state) == ["join team", "back"]


def test_window_follows_the_side_and_stays_closed_on_an_empty_hex(
        content_pack: ContentPack) -> None:
    state = x17_position(content_pack, quiet(op_fire="always", reroll="never"))
    state, _ = enter(state, ["rifle"], "K8")  # "always": asked even without LOS
    assert state.pending is not None and state.pending.side is SideId.ALLIES
    assert choices(state) == ["continue"]
    state, _ = play(state, "continue")
    state = state.with_unit(replace(state.unit("rifle"), status="eliminated", hex=None))
    log = Log()
    state = settle(push_op_fire_window(replace(state, pending=None), H("K8"), ("rifle",)), log)
    assert state.pending is not None and state.pending.kind == "test_pause"
