"""Demolitions [A31]: when the opponent discards by passing [O15], eliminate one
Fortification in a hex holding a friendly unit."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.actions.test_hidden_mines import position
from tests.engine.test_move import ALLIES, AXIS, act, choices, unit

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import FortificationKind
from cc_engine.hexgrid import Hex

DEMOLITIONS = 67  # the American Demolitions card


def test_demolitions_answers_a_pass_with_discards(content_pack: ContentPack) -> None:
    state = position(content_pack, [unit("de", AXIS, "rifle", "E5"),
                                    unit("us", ALLIES, "line", "E8")],
                     fortifications={"E8": FortificationKind.WIRE,
                                     "E5": FortificationKind.FOXHOLES})
    allies = state.allies
    state = replace(state, allies=replace(allies, hand=(DEMOLITIONS,), draw=tuple(
        c for c in allies.draw if c != DEMOLITIONS)))
    card = state.axis.hand[0]
    state, _ = act(state, "pass")
    state, _ = act(state, f"discard {card}")
    state, _ = act(state, "done")
    assert state.pending is not None and state.pending.side is ALLIES
    # Only the Fortification in a hex holding an American unit.
    assert choices(state) == [f"demolitions {DEMOLITIONS} E8", "pass"]
    state, log = act(state, f"demolitions {DEMOLITIONS} E8")
    assert (f"The Allies play card {DEMOLITIONS} for Demolitions: the Wire in E8 is eliminated "
            "[A31]") in log
    assert state.markers.fortification_at(Hex.parse("E8")) is None
    assert state.markers.fortification_at(Hex.parse("E5")) is FortificationKind.FOXHOLES


def test_no_window_after_a_pass_without_discards(content_pack: ContentPack) -> None:
    state = position(content_pack, [unit("de", AXIS, "rifle", "E5"),
                                    unit("us", ALLIES, "line", "E8")],
                     fortifications={"E8": FortificationKind.WIRE})
    allies = state.allies
    state = replace(state, allies=replace(allies, hand=(DEMOLITIONS,)))
    state, _ = act(state, "pass")
    state, _ = act(state, "done")
    assert state.pending is not None and state.pending.side is ALLIES
    assert state.pending.kind == "turn"  # straight on to the Allied Turn
