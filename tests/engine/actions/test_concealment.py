"""A29 Concealment: before a Defense roll, the Attack Total drops by the target hex's Cover."""

from __future__ import annotations

from tests.engine.actions.helpers import ALLIES, AXIS, Spec, attack, choices, play, setup

from cc_engine.content.loading import ContentPack


def test_woods_cover_two_lowers_the_total(content_pack: ContentPack) -> None:
    units = [Spec("sq", AXIS, "rifle", "E9"), Spec("us", ALLIES, "line", "E6")]
    state = setup(content_pack, units, hands={ALLIES: (27,)}, draws={AXIS: (19,), ALLIES: (3,)},
                  terrain={"E6": "woods"})
    state, texts = play(attack(state, AXIS, ["sq"], "E6"), "continue")
    assert any("= FP 5; roll 4•1 -> Attack Total 10" in t for t in texts)
    assert state.pending is not None and state.pending.kind == "defense_actions"
    assert state.pending.side is ALLIES
    assert choices(state) == ["play 27", "continue"]
    state, texts = play(state, "play 27")
    assert "Concealment: Attack Total 10 -2 Cover of E6 = 8 [A29]" in texts
    state, texts = play(state, "continue")
    # 6 +2 Woods + 1•2 = 11 vs 8: unaffected.
    assert any("Defense Total 11 vs Attack Total 8: is unaffected" in t for t in texts)


def test_no_concealment_with_negative_cover(content_pack: ContentPack) -> None:
    """Ruling: Concealment never raises a total; with Cover below 1 it is not offered."""
    units = [Spec("sq", AXIS, "rifle", "E9"), Spec("us", ALLIES, "line", "E6")]
    state = setup(content_pack, units, hands={ALLIES: (27,)}, draws={AXIS: (19,), ALLIES: (3,)},
                  features={"E6": ("road",)})
    state, texts = play(attack(state, AXIS, ["sq"], "E6"), "continue")
    # Nothing the Allies could play (they are not the Defender): no window, the roll is made.
    assert any("Defense Total" in t for t in texts)
