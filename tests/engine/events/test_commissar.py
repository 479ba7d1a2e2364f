"""Commissar [E50]: the Russian player picks one of his broken units and rolls: above its
Morale it is eliminated, otherwise it rallies."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.engine.events.unithelpers import (
    ALLIES,
    choices,
    pick,
    put,
    quiet,
    roll_card,
    trigger,
)
from tests.engine.gamehelpers import stack_deck

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.rules.units import current_morale


@pytest.mark.parametrize(("over", "eliminated"), [(0, False), (1, True)])
def test_the_russian_decides_and_rolls(content_pack: ContentPack, over: int,
                                       eliminated: bool) -> None:
    state = quiet(content_pack, number=1)  # Germans (Axis) against Russians (Allies)
    state = put(put(state, "bu03", "E5", broken=True), "bu04", "F5", broken=True)
    state = put(state, "au03", "E9", broken=True)
    morale = current_morale(state, state.unit("bu03")).total
    assert morale == 6  # a broken Russian Rifle Squad in the open
    state, _ = trigger(state, ALLIES, Event.COMMISSAR)
    assert state.pending is not None and state.pending.side is ALLIES
    assert choices(state) == ["unit bu03", "unit bu04"]  # his broken units only
    card = roll_card(state, ALLIES, morale + over)
    state = stack_deck(state, ALLIES, [card])
    state, log = pick(state, "unit bu03")
    assert state.allies.discard[-1] == card  # rolled from the Russian deck
    assert (state.unit("bu03").status == "eliminated") is eliminated
    assert state.unit("bu03").broken is eliminated
    assert state.unit("bu04").broken
    assert any(f"Commissar roll {morale + over}" in e.text for e in log)


def test_without_a_russian_player_nothing_happens(content_pack: ContentPack) -> None:
    state = quiet(content_pack, number=1)
    america = content_pack.nations["america"]
    state = replace(state, setting=replace(state.setting,
                                           nations=(state.setting.nations[0], america)))
    state = put(put(state, "bu03", "E5", "line", broken=True), "au03", "E9")
    state, log = trigger(state, ALLIES, Event.COMMISSAR)
    assert state.pending is not None and state.pending.kind == "turn"
    assert any("No player is Russian" in e.text for e in log)
