"""Infiltration [E59]: a Support Table roll, one free non-Radio item of its column and year,
placed in or adjacent to a Random Hex; a Melee there is fought within the Event."""

from __future__ import annotations

from tests.engine.events.unithelpers import (
    AXIS,
    choices,
    hex_card,
    pick,
    put,
    quiet,
    roll_card,
    trigger,
)

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.hexgrid import Hex
from cc_engine.rules.support import support_items


def test_support_item_placed_near_the_random_hex(content_pack: ContentPack) -> None:
    state = quiet(content_pack)  # Germany, 1944
    roll = roll_card(state, AXIS, 9)  # column 9-10
    card, hex_id = hex_card(state, AXIS, (roll,))
    target = Hex.parse(hex_id)
    far = state.setting.terrain.grid.ring(target, 4)
    state = put(put(state, "au03", far[0].id), "bu01", far[1].id)
    state, _ = trigger(state, AXIS, Event.INFILTRATION, (roll, card))
    table = state.setting.nation(AXIS).support
    items = support_items(state, AXIS, 9, radios=False)
    assert [i.type for i in items] == ["pionier", "ss", "flamethrower", "satchel_charge"]
    assert choices(state) == [f"support {table.index(i)}" for i in items]  # no Radio
    state, _ = pick(state, f"support {table.index(items[2])}")
    grid = state.setting.terrain.grid
    assert choices(state) == [f"place {h.id}" for h in sorted(grid.within(target, 1))]
    state, _ = pick(state, f"place {hex_id}")
    (new,) = [u for u in state.units_in(target)]
    assert new.type == "weapon_team" and new.weapon is not None
    assert state.weapon(new.weapon).type == "flamethrower"  # carried by its unit [11.2]


def test_infiltration_into_an_enemy_hex_starts_a_melee(content_pack: ContentPack) -> None:
    state = quiet(content_pack)
    roll = roll_card(state, AXIS, 5)
    card, hex_id = hex_card(state, AXIS, (roll,))
    far = state.setting.terrain.grid.ring(Hex.parse(hex_id), 4)
    state = put(put(state, "bu03", hex_id, broken=True), "bu01", far[0].id)
    state = put(state, "au01", far[1].id)
    state, _ = trigger(state, AXIS, Event.INFILTRATION, (roll, card))
    table = state.setting.nation(AXIS).support
    line = next(i for i in table if i.type == "rifle" and 5 in i.rolls)
    state, _ = pick(state, f"support {table.index(line)}")
    state, log = pick(state, f"place {hex_id}")
    assert any(e.kind == "melee_result" for e in log)
    assert all("Event!" not in e.text or "ignored" in e.text for e in log if e.kind == "roll")
    assert state.pending is not None and state.pending.kind == "turn"
