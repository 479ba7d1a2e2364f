"""A35.3 Hidden Pillbox: the Defender, attacked in an Objective hex, places the Pillbox."""

from __future__ import annotations

from tests.engine.actions.helpers import ALLIES, AXIS, Spec, attack, choices, play, setup

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import FortificationKind


def test_the_pillbox_in_an_objective_hex(content_pack: ContentPack) -> None:
    units = [Spec("de", AXIS, "rifle", "D1"), Spec("us", ALLIES, "line", "D4"),
             Spec("de2", AXIS, "rifle", "E6")]
    state = setup(content_pack, units, hands={AXIS: (39,)}, draws={ALLIES: (19, 20), AXIS: (3,)},
                  active=ALLIES)
    assert state.setting.terrain.objective(state.unit("de").hex) == 2  # type: ignore[arg-type]
    elsewhere = attack(state, ALLIES, ["us"], "E6")
    assert choices(elsewhere) == ["continue"]  # E6 is no Objective
    state = attack(state, ALLIES, ["us"], "D1")
    assert choices(state) == ["play 39", "continue"]
    state, texts = play(state, "play 39")
    assert "Pillbox placed in D1" in texts
    assert state.markers.fortification_at(state.unit("de").hex) is FortificationKind.PILLBOX
    assert choices(state) == ["continue"]
