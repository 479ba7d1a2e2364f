"""Battle Harden [E44]: a Veteran marker on one friendly unit without one [E44.1]."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.unithelpers import ALLIES, choices, pick, put, quiet, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.rules.units import current_fp, current_morale, current_range


def test_veteran_on_one_friendly_unit(content_pack: ContentPack) -> None:
    state = put(put(put(quiet(content_pack), "bu03", "E5"), "bu04", "F5"), "au03", "E8")
    state = state.with_unit(replace(state.unit("bu04"), veteran=True))
    state, _ = trigger(state, ALLIES, Event.BATTLE_HARDEN)
    assert choices(state) == ["unit bu03"]  # only his own units without the marker
    before = (current_fp(state, state.unit("bu03")).total,
              current_range(state, state.unit("bu03")).total,
              current_morale(state, state.unit("bu03")).total)
    state, log = pick(state, "unit bu03")
    unit = state.unit("bu03")
    assert unit.veteran
    assert (current_fp(state, unit).total, current_range(state, unit).total,
            current_morale(state, unit).total) == tuple(v + 1 for v in before)
    assert any("E44.1" in e.rules for e in log)
