"""Reinforcements [E68]: a Support Table roll, one free item of its column and year (a Radio
allowed, into the empty Artillery Box), a unit along the friendly edge."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.unithelpers import ALLIES, choices, pick, put, quiet, roll_card, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.rules.support import support_items


def test_unit_enters_along_the_friendly_edge(content_pack: ContentPack) -> None:
    state = put(put(quiet(content_pack), "au03", "E9"), "bu01", "E1")
    roll = roll_card(state, ALLIES, 7)
    state, _ = trigger(state, ALLIES, Event.REINFORCEMENTS, (roll,))
    table = state.setting.nation(ALLIES).support
    # The Allies' Artillery Box holds a Radio: no Radio item is offered.
    assert [table[int(c.split()[1])].type for c in choices(state)] == [
        "elite", "50_cal_mg", "medium_mortar", "lieutenant_x"]
    state, _ = pick(state, f"support {table.index(support_items(state, ALLIES, 7)[0])}")
    top_edge = [f"place {chr(ord('A') + c)}1" for c in range(15)]
    assert choices(state) == top_edge  # the American edge is the top row
    state, _ = pick(state, "place E1")
    assert [u.type for u in state.units_in(state.unit("bu01").hex)] == ["lieutenant_x", "elite"]


def test_radio_into_an_empty_artillery_box(content_pack: ContentPack) -> None:
    state = put(put(quiet(content_pack), "au03", "E9"), "bu01", "E1")
    state = replace(state, radios=tuple(replace(r, status="pool") for r in state.radios))
    roll = roll_card(state, ALLIES, 7)
    state, _ = trigger(state, ALLIES, Event.REINFORCEMENTS, (roll,))
    table = state.setting.nation(ALLIES).support
    radio = next(i for i in support_items(state, ALLIES, 7) if i.kind == "radio")
    assert f"support {table.index(radio)}" in choices(state)
    state, _ = pick(state, f"support {table.index(radio)}")
    box = state.radio_of(ALLIES)
    assert box is not None and box.type == "radio_105_114mm"
    assert state.pending is not None and state.pending.kind == "turn"
