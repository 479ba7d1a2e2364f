"""A35.1 Hidden Entrenchments: the Defender places Foxholes before his Defense roll."""

from __future__ import annotations

from tests.engine.actions.helpers import ALLIES, AXIS, Spec, attack, choices, play, setup

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import FortificationKind


def test_foxholes_appear_before_the_roll(content_pack: ContentPack) -> None:
    units = [Spec("de", AXIS, "rifle", "E6"), Spec("us", ALLIES, "line", "E9")]
    state = setup(content_pack, units, hands={AXIS: (37,)}, draws={ALLIES: (19,), AXIS: (3,)},
                  active=ALLIES)
    # The Allies could play no attack Action here (no MG, nothing adjacent, nobody moving,
    # no Marksmanship in their deck): their window stays shut.
    state = attack(state, ALLIES, ["us"], "E6")
    assert state.pending is not None and "Attack Total 11" in state.pending.prompt
    assert state.pending is not None and state.pending.kind == "defense_actions"
    assert choices(state) == ["play 37", "continue"]
    state, texts = play(state, "play 37", "continue")
    assert "Foxholes placed in E6" in texts
    assert state.markers.fortification_at(state.unit("de").hex) is FortificationKind.FOXHOLES
    # Rifle 7 +3 Foxholes [F102] + 1•2 = 13 > 11: unaffected.
    assert any("Morale Rifle Squad 7 [3.1.4] +3 Foxholes [T78.3] = 10; roll 1•2 -> Defense "
               "Total 13 vs Attack Total 11: is unaffected" in t for t in texts)


def test_not_in_a_building(content_pack: ContentPack) -> None:
    units = [Spec("de", AXIS, "rifle", "E6"), Spec("us", ALLIES, "line", "E9")]
    state = setup(content_pack, units, hands={AXIS: (37,)}, draws={ALLIES: (19,), AXIS: (3,)},
                  terrain={"E6": "building"}, active=ALLIES)
    state = attack(state, ALLIES, ["us"], "E6")
    # Concealment could be held (Cover 3): the window opens, without the Entrenchments.
    assert choices(state) == ["continue"]
