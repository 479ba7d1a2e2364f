"""A37 Marksmanship: +2 FP when a firing Squad or Team is of the card's nationality."""

from __future__ import annotations

from tests.engine.actions.helpers import ALLIES, AXIS, Spec, attack, choices, play, setup

from cc_engine.content.loading import ContentPack


def test_a_german_squad_fires_with_a_german_marksman(content_pack: ContentPack) -> None:
    units = [Spec("sq", AXIS, "rifle", "E9"), Spec("lt", AXIS, "lieutenant_x", "F9"),
             Spec("us", ALLIES, "line", "E6")]
    state = setup(content_pack, units, hands={AXIS: (70,)}, draws={AXIS: (19,), ALLIES: (43,)})
    assert state.setting.card(AXIS, 70).marksmanship_nation == "germany"
    squad = attack(state, AXIS, ["sq"], "E6")
    assert choices(squad) == ["play 70", "continue"]
    squad, texts = play(squad, "play 70", "continue")
    assert any("Rifle Squad 5 [3.1.1] +2 Marksmanship [A37] = FP 7; roll 4•1 -> Attack Total "
               "12" in t for t in texts)


def test_not_without_a_firing_squad_or_team(content_pack: ContentPack) -> None:
    units = [Spec("lt", AXIS, "lieutenant_y", "E7"), Spec("us", ALLIES, "line", "E6")]
    state = setup(content_pack, units, hands={AXIS: (70,)}, draws={AXIS: (19,), ALLIES: (43,)})
    state = attack(state, AXIS, ["lt"], "E6")
    # The Leader is adjacent: Hand Grenades could be held, so the window opens without 70.
    assert choices(state) == ["continue"]
