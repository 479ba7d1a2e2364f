"""Smoke Grenades [A39]: a unit with boxed Movement activated to Move places a random Smoke
in or adjacent to its hex (X17 C: a "4" Smoke drawn and placed in K7; X21 (b): the Squad
moves, plays Smoke Grenades, then the Leader moves)."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.actions.test_hidden_mines import position
from tests.engine.test_move import ALLIES, AXIS, act, choices, order, unit

from cc_engine.content.loading import ContentPack
from cc_engine.hexgrid import Hex
from cc_engine.rules.markers import draw_smoke
from cc_engine.state import GameState

SMOKE = 50  # a German Smoke Grenades card


def _armed(state: GameState) -> GameState:
    piles = state.axis
    return replace(state, smoke_cup=(4,), axis=replace(
        piles, hand=(*piles.hand, SMOKE), draw=tuple(c for c in piles.draw if c != SMOKE)))


def test_x17_c_a_4_smoke_is_drawn_and_placed_in_k7(content_pack: ContentPack) -> None:
    state = position(content_pack, [unit("rifle", AXIS, "rifle", "L8"),
                                    unit("us", ALLIES, "line", "L5")])
    state = order(_armed(state))
    state, _ = act(state, "activate rifle")
    state, _ = act(state, "move rifle")
    state, _ = act(state, "enter K8")
    offered = choices(state)
    assert "smoke_grenades 50 K7" in offered and "smoke_grenades 50 K8" in offered
    assert "smoke_grenades 50 L5" not in offered  # neither in nor adjacent to K8
    state, log = act(state, "smoke_grenades 50 K7")
    assert "The Axis plays card 50 for Smoke Grenades by rifle (K8), into K7 [A39]" in log
    assert "Smoke 4 drawn at random for K7 [A39, T94]" in log
    assert state.markers.smoke_at(Hex.parse("K7")) == 4
    assert state.pending is not None and state.pending.kind == "move_step"  # move goes on


def test_x21_b_the_squad_smokes_before_the_leader_moves(content_pack: ContentPack) -> None:
    state = position(content_pack, [unit("squad", AXIS, "rifle", "E9"),
                                    unit("us", ALLIES, "line", "N1")])
    leader_type = next(u.id for u in state.setting.nation(AXIS).units
                       if u.kind.value == "leader")
    state = replace(state, units=(*state.units, replace(state.unit("squad"), id="ldr",
                                                        name="ldr", type=leader_type)))
    state = order(_armed(state))
    state, _ = act(state, "activate ldr")
    state, _ = act(state, "add squad")
    state, _ = act(state, "go")
    state, _ = act(state, "move squad")
    state, _ = act(state, "enter E8")
    state, _ = act(state, "stop")
    assert state.pending is not None and state.pending.kind == "move_unit"
    assert "smoke_grenades 50 D8" in choices(state) and "move ldr" in choices(state)
    state, _ = act(state, "smoke_grenades 50 D8")
    assert state.markers.smoke_at(Hex.parse("D8")) == 4
    assert "move ldr" in choices(state)  # the Leader still moves afterwards


def test_smoke_grenades_after_the_last_step(content_pack: ContentPack) -> None:
    """A39/A26 may be played after the physical movement: once the only mover has stopped,
    the Order waits for the Smoke Grenades (or "done") before it ends."""
    state = position(content_pack, [unit("squad", AXIS, "rifle", "E9"),
                                    unit("us", ALLIES, "line", "N1")])
    state = order(_armed(state))
    state, _ = act(state, "activate squad")
    state, _ = act(state, "move squad")
    state, _ = act(state, "enter E8")
    state, _ = act(state, "stop")
    assert state.pending is not None and state.pending.kind == "move_unit"
    assert "done" in choices(state) and "smoke_grenades 50 E7" in choices(state)
    state, _ = act(state, "smoke_grenades 50 E7")
    assert state.markers.smoke_at(Hex.parse("E7")) == 4
    # Nothing is left to move or play: the Move Order is over.
    assert state.pending is not None and state.pending.kind == "turn"


def test_no_smoke_grenades_once_the_cup_is_empty(content_pack: ContentPack) -> None:
    """Every Smoke marker is on the map: Smoke Grenades are not offered (nothing to place
    [T94], docs/rulings.md), the move goes on, and nothing is drawn from the empty cup."""
    state = position(content_pack, [unit("rifle", AXIS, "rifle", "L8"),
                                    unit("us", ALLIES, "line", "L5")])
    state = order(replace(_armed(state), smoke_cup=()))
    state, _ = act(state, "activate rifle")
    state, _ = act(state, "move rifle")
    state, _ = act(state, "enter K8")
    assert not [c for c in choices(state) if c.startswith("smoke_grenades")]
    assert "enter K7" in choices(state)
    state, _ = act(state, "enter K7")
    assert state.smoke_cup == () and state.markers.smoke == ()


def test_draw_smoke_from_an_empty_cup_draws_nothing(content_pack: ContentPack) -> None:
    """The one way to draw Smoke says when none is left, so no caller can fail on it."""
    state = position(content_pack, [unit("rifle", AXIS, "rifle", "L8")])
    empty = replace(state, smoke_cup=())
    assert draw_smoke(empty) == (empty, None)
    drawn, value = draw_smoke(replace(state, smoke_cup=(7,)))
    assert value == 7 and drawn.smoke_cup == ()
