"""Hidden Unit [A35.4]: when the opponent discards by passing, the Defender rolls on his
Support Table, picks a free non-Radio item of that column and year, and places it in his
original setup area in a hex with no units and Cover of at least 1."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.actions.test_hidden_mines import position
from tests.engine.gamehelpers import cards_with, stack_deck
from tests.engine.test_move import ALLIES, AXIS, act, choices, unit

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Trigger
from cc_engine.hexgrid import Hex
from cc_engine.rules.support import support_items

HIDDEN_UNIT = 31  # the German Hidden Unit card


def test_hidden_unit_answers_the_attackers_pass(content_pack: ContentPack) -> None:
    state = position(content_pack, [unit("de", AXIS, "rifle", "E9"),
                                    unit("us", ALLIES, "line", "E2")], active=ALLIES,
                     terrain={"B9": "woods", "E9": "woods"})
    axis = state.axis
    state = replace(state, axis=replace(axis, hand=(HIDDEN_UNIT,), draw=tuple(
        c for c in axis.draw if c != HIDDEN_UNIT)))
    roll = next(c for c in cards_with(state, AXIS, total=3, trigger=Trigger.NONE))
    state = stack_deck(state, AXIS, [roll])
    card = state.allies.hand[0]
    state, _ = act(state, "pass")
    state, _ = act(state, f"discard {card}")
    state, _ = act(state, "done")
    assert state.pending is not None and state.pending.side is AXIS
    assert choices(state) == [f"hidden_unit {HIDDEN_UNIT}", "pass"]
    state, log = act(state, f"hidden_unit {HIDDEN_UNIT}")
    assert f"The Axis plays card {HIDDEN_UNIT} for Hidden Unit [A35.4]" in log
    assert any(t.startswith("Hidden Unit: Support Table roll ") and "= 3;" in t for t in log)
    table = state.setting.nation(AXIS).support
    expected = [f"item {table.index(i)}" for i in support_items(state, AXIS, 3, radios=False)]
    assert choices(state) == expected
    state, _ = act(state, expected[0])
    # E9 is Woods but holds a unit; B9 is the only empty Cover >= 1 hex of the setup area.
    assert choices(state) == ["place B9"]
    before = len(state.units)
    state, _ = act(state, "place B9")
    assert len(state.units) == before + 1
    assert state.units[-1].hex == Hex.parse("B9") and state.units[-1].side is AXIS
