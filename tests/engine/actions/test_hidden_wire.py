"""Hidden Wire [A35.5] and X30: Wire placed on an entered hex ends the Move [F106.2]; a unit
that starts its Move in Wire stops in the first hex it enters."""

from __future__ import annotations

from tests.engine.actions.test_hidden_mines import _with_hand, position
from tests.engine.test_move import ALLIES, AXIS, act, choices, order, unit

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import FortificationKind
from cc_engine.hexgrid import Hex

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
    assert f"Axis plays card {WIRE} for Hidden Wire in E8 [A35.5]" in log
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
