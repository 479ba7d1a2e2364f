"""The provisional Support Tables [E59, E68, A35.4, 11.2]: items by roll column and year."""

from __future__ import annotations

import pytest
from tests.engine.events.unithelpers import ALLIES, AXIS, quiet

from cc_engine.content.loading import ContentPack
from cc_engine.rules.support import support_items, support_unit_type


@pytest.mark.parametrize("nation", ["germany", "america", "russia"])
def test_every_item_names_its_nations_counters(content_pack: ContentPack, nation: str) -> None:
    data = content_pack.nations[nation]
    units = {u.id for u in data.units}
    kinds = {"unit": units, "weapon": {w.id for w in data.weapons},
             "radio": {r.id for r in data.radios}}
    assert data.support and "support" in data.provisional
    for item in data.support:
        assert item.type in kinds[item.kind] and "rolls" in item.provisional
        assert item.kind != "weapon" or item.carrier in units  # [11.2]
    for roll in range(2, 13):
        assert any(roll in item.rolls for item in data.support)


def test_column_and_year(content_pack: ContentPack) -> None:
    state = quiet(content_pack)  # 1944: Germany against America
    german = support_items(state, AXIS, 6)
    assert [(i.kind, i.type) for i in german] == [
        ("unit", "rifle"), ("unit", "volksgrenadier"), ("weapon", "heavy_mg"),
        ("radio", "radio_81_88mm")]  # the Light Mortar item ends in 1942
    assert [support_unit_type(i) for i in german[:3]] == ["rifle", "volksgrenadier",
                                                          "weapon_team"]
    assert [i.type for i in support_items(state, ALLIES, 12, radios=False)] == [
        "paratroop", "pack_howitzer", "captain"]
