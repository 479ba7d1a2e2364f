"""Hidden Wire [A35.5] and X30: Wire placed on an entered hex ends the Move [F106.2]; a unit
that starts its Move in Wire stops in the first hex it enters."""

from __future__ import annotations

from dataclasses import replace

from tests.engine import test_move
from tests.engine.actions.test_hidden_mines import _with_hand, position
from tests.engine.gamehelpers import resettle, stack_deck
from tests.engine.test_move import ALLIES, AXIS, act, choices, order, unit

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Action, FortificationKind
from cc_engine.hexgrid import Hex
from cc_engine.state import Stops

WIRE = 40  # a German Hidden Wire card


def test_x30_hidden_wire_ends_the_move(content_pack: ContentPack) -> None:
    state = position(content_pack, [unit("us", ALLIES, "line", "E9"),
                                    unit("de", AXIS, "rifle", "N1")], active=ALLIES)
    state = order(_with_hand(state, (WIRE,)))
    state, _ = act(state, "activate us")
    state, _ = act(state, "move us")
    state, _ = act(state, "enter E8")
    assert state.pending is not None and state.pending.side is AXIS
    assert choices(state) == [f"hidden_wire {WIRE}", "pass"]
    state, log = act(state, f"hidden_wire {WIRE}")
    assert f"The Axis plays card {WIRE} for Hidden Wire in E8 [A35.5]" in log
    assert state.markers.fortification_at(Hex.parse("E8")) is FortificationKind.WIRE
    assert "us (E8): Wire entered or left, all remaining MP are lost [F106.2]" in log
    assert state.pending is not None and state.pending.kind == "turn"  # the only mover stopped


def test_x30_a_move_starting_in_wire_stops_in_the_first_hex(content_pack: ContentPack) -> None:
    state = position(content_pack, [unit("us", ALLIES, "line", "E9"),
                                    unit("de", AXIS, "rifle", "N1")], active=ALLIES,
                     fortifications={"E9": FortificationKind.WIRE})
    state = order(state)
    state, _ = act(state, "activate us")
    state, _ = act(state, "move us")
    state, log = act(state, "enter E8")
    assert "us (E8): Wire entered or left, all remaining MP are lost [F106.2]" in log
    assert state.unit("us").hex == Hex.parse("E8")


def test_the_attacker_is_not_offered_hidden_wire(content_pack: ContentPack) -> None:
    """Only the scenario Defender (the Axis in scenario 6) may play Hidden Actions [A35]."""
    state = position(content_pack, [unit("de", AXIS, "rifle", "E9"),
                                    unit("us", ALLIES, "line", "N1")])
    state = order(state)
    state, _ = act(state, "activate de")
    state, _ = act(state, "move de")
    state, _ = act(state, "enter E8")
    assert state.pending is not None and state.pending.kind == "move_step"


def test_the_defender_may_take_his_op_fire_before_hidden_wire(
        content_pack: ContentPack) -> None:
    """O21.6, A24.1: after an MP expenditure the inactive player plays all his responses
    before the mover goes on, in the order he likes. The Allied Squad enters E8; the Axis
    (the Defender, holding Hidden Wire and a Fire card) puts his Hidden Wire after his Op
    Fire, so his shot meets the Squad without the Wire's -1 Morale [F106.1]: FP 5 + 1•2 = 8
    against Morale 6 + 2•1 = 9. Then he plays Hidden Wire, which ends the move [F106.2]."""
    asking = Stops(op_fire="always", reroll="never", fire_actions="never",
                   move_actions="when_able")
    state = test_move.position(content_pack, [unit("us", ALLIES, "line", "E9"),
                                              unit("de", AXIS, "rifle", "E5")], active=ALLIES)
    wire = next(c.number for c in state.setting.deck(AXIS).cards
                if c.action is Action.HIDDEN_WIRE)
    fire = next(c.number for c in state.setting.deck(AXIS).cards if c.fire_action)
    piles = state.axis
    state = replace(state, axis=replace(piles, stops=asking, hand=(wire, fire), draw=tuple(
        c for c in piles.draw if c not in (wire, fire))))
    state = stack_deck(stack_deck(resettle(state), AXIS, [3]), ALLIES, [5])
    state = order(state)
    for step in ("activate us", "move us", "enter E8"):
        state, _ = act(state, step)
    assert state.pending is not None and state.pending.side is AXIS
    assert choices(state) == [f"hidden_wire {wire}", "pass", "op_fire_first"]
    state, log = act(state, "op_fire_first")
    assert log == ["The Axis takes its Op Fire window in E8 first; Hidden Mines or Wire may follow "
                   "it [O21.6, A24.1]"]
    texts: list[str] = []
    for step in (f"op_fire {fire}", "activate de", "shoot", "join de", "fire"):
        state, log = act(state, step)
        texts += log
    assert ("us (E8) Fire Defense: Morale us 6 [3.1.4] = 6; roll 2•1 -> Defense Total 9 vs "
            "Attack Total 8: is unaffected [O20.3.4]") in texts  # no Wire yet: no -1 Morale
    state, _ = act(state, "continue")  # the Op Fire window is done
    # The Hidden Wire window comes back after the Op Fire, without the choice to defer again.
    assert choices(state) == [f"hidden_wire {wire}", "pass"]
    state, log = act(state, f"hidden_wire {wire}")
    assert f"The Axis plays card {wire} for Hidden Wire in E8 [A35.5]" in log
    assert any("Wire entered or left, all remaining MP are lost [F106.2]" in t for t in log)
