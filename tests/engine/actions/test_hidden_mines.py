"""Hidden Mines [A35.2]: the Defender places Mines where units just Moved or Advanced, then
a Mine Attack on each entering unit; units already in the hex are immune [F103.2]."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tests.engine import test_move
from tests.engine.gamehelpers import resettle, stack_deck
from tests.engine.test_move import ALLIES, AXIS, act, choices, order, unit

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Action, FortificationKind, Order
from cc_engine.hexgrid import Hex
from cc_engine.state import GameState, Stops, UnitState

MINES = 32  # the German Hidden Mines card
#: Only these Actions' windows: no Op Fire or re-roll windows.
ASKING = Stops(op_fire="never", reroll="never", fire_actions="never", move_actions="when_able")


def position(pack: ContentPack, units: list[UnitState], **kwargs: Any) -> GameState:
    """:func:`tests.engine.test_move.position` with the Move/Melee/Pass/Time Action windows
    asked and the other windows quiet."""
    state = test_move.position(pack, units, **kwargs)
    return resettle(replace(state, axis=replace(state.axis, stops=ASKING),
                            allies=replace(state.allies, stops=ASKING)))


def _with_hand(state: GameState, cards: tuple[int, ...]) -> GameState:
    piles = state.axis
    draw = tuple(c for c in piles.draw if c not in cards)
    return replace(state, axis=replace(piles, hand=cards, draw=draw))


def test_hidden_mines_attack_the_mover_only(content_pack: ContentPack) -> None:
    state = position(content_pack, [unit("us", ALLIES, "line", "E9"),
                                    unit("sitter", ALLIES, "line_team", "E8"),
                                    unit("de", AXIS, "rifle", "N1")], active=ALLIES)
    state = _with_hand(state, (MINES,))
    state = stack_deck(state, AXIS, [69])  # 6•5: the Defender rolls the attack
    state = order(state)
    state, _ = act(state, "activate us")
    state, _ = act(state, "move us")
    state, _ = act(state, "enter E8")
    decision = state.pending
    assert decision is not None and decision.side is AXIS
    assert choices(state) == [f"hidden_mines {MINES}", "pass"]
    state, log = act(state, f"hidden_mines {MINES}")
    assert f"The Axis plays card {MINES} for Hidden Mines in E8 [A35.2]" in log
    assert state.markers.fortification_at(Hex.parse("E8")) is FortificationKind.MINES
    assert any(t.startswith("Hidden Mines in E8: a 6 FP Mine Attack on us") for t in log)
    assert any(t.startswith("Mine Attack on E8: Hidden Mines 6 [A35.2, F103.2] = FP 6; roll "
                            "6•5 -> Attack Total 17") for t in log)
    assert not any(t.startswith("sitter") and "Fire Defense" in t for t in log)


def test_no_window_for_the_attacker_or_in_a_fortified_hex(content_pack: ContentPack) -> None:
    state = position(content_pack, [unit("us", ALLIES, "line", "E9"),
                                    unit("de", AXIS, "rifle", "N1")], active=ALLIES,
                     fortifications={"E8": FortificationKind.FOXHOLES})
    state = order(_with_hand(state, (MINES,)))
    state, _ = act(state, "activate us")
    state, _ = act(state, "move us")
    state, _ = act(state, "enter E8")
    assert state.pending is not None and state.pending.kind == "move_step"


def test_hidden_mines_after_an_advance(content_pack: ContentPack) -> None:
    state = position(content_pack, [unit("us", ALLIES, "line", "E9"),
                                    unit("de", AXIS, "rifle", "N1")], active=ALLIES,
                     order=Order.ADVANCE)
    state = order(_with_hand(state, (MINES,)))
    state, _ = act(state, "activate us")
    state, _ = act(state, "advance us E8")
    assert choices(state) == [f"hidden_mines {MINES}", "pass"]



def test_hidden_mines_attack_at_the_scenario_minefield_strength(
        content_pack: ContentPack) -> None:
    """F103.2: scenario 9 gives the Defender 8-FP Minefields. The Mines of Hidden Mines attack
    at 8 FP from their first attack on, as they do when the next unit enters (not 6, then 8)."""
    state = position(content_pack, [unit("lt", ALLIES, "lieutenant_y", "E9"),
                                    unit("us", ALLIES, "line", "E9"),
                                    unit("us2", ALLIES, "line", "F8"),
                                    unit("de", AXIS, "rifle", "N1")], active=ALLIES, number=9)
    assert state.setting.scenario.mine_strength == 8
    mines = next(c.number for c in state.setting.deck(AXIS).cards
                 if c.action is Action.HIDDEN_MINES)
    state = _with_hand(state, (mines,))
    state = stack_deck(state, AXIS, [69, 52])  # the Defender rolls the attacks: 6•5, 6•2
    state = stack_deck(state, ALLIES, [23, 24])  # the Defense rolls: 2•4 each
    state = order(state)
    state, _ = act(state, "activate lt")
    state, _ = act(state, "add us")
    state, _ = act(state, "add us2")
    state, _ = act(state, "go")
    state, _ = act(state, "move us")
    state, _ = act(state, "enter E8")
    state, log = act(state, f"hidden_mines {mines}")
    assert "Hidden Mines in E8: a 8 FP Mine Attack on us (E8) [A35.2, F103.2]" in log
    assert any(t.startswith("Mine Attack on E8: Hidden Mines 8 [A35.2, F103.2] = FP 8; roll "
                            "6•5 -> Attack Total 19") for t in log)
    assert state.unit("us").broken  # 19 against Morale 6 + 2•4: its move is over
    state, _ = act(state, "move us2")
    state, log = act(state, "enter E8")
    assert "Mines in E8: a 8 FP Mine Attack on us2 (E8) entering it [F103.1, F103.2]" in log
    assert any(t.startswith("Mine Attack on E8: Mines 8 [F103.2] = FP 8; roll 6•2 -> Attack "
                            "Total 16") for t in log)
