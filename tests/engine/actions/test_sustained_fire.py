"""A41 Sustained Fire: +2 FP with a Mortar or MG firing; on doubles one of them breaks (X23)."""

from __future__ import annotations

from tests.engine.actions.helpers import ALLIES, AXIS, Spec, attack, choices, play, setup

from cc_engine.content.loading import ContentPack


def test_x23_two_sustained_fires_and_jammed_eliminate_the_mg(content_pack: ContentPack) -> None:
    units = [Spec("sq", AXIS, "rifle", "E9", weapon="heavy_mg"), Spec("us", ALLIES, "line", "E6")]
    # German card 1 rolls 1•1 Jammed!: doubles.
    state = setup(content_pack, units, hands={AXIS: (43, 44)}, draws={AXIS: (1,), ALLIES: (43,)})
    state = attack(state, AXIS, ["sq_w"], "E6")
    assert choices(state) == ["play 43", "play 44", "continue"]
    state, texts = play(state, "play 43", "play 44", "continue")
    assert any("Heavy MG 8 [11.1] +2 Sustained Fire [A41] +2 Sustained Fire [A41] = FP 12; "
               "roll 1•1 Jammed! -> Attack Total 14" in t for t in texts)
    # Jammed! breaks it [O20.3.3.1], the first Sustained Fire breaks it again: eliminated
    # [A41, 11.4]; the second has no Mortar or MG left to break.
    assert "the Heavy MG breaks (Jammed! trigger)" in texts
    assert ("the broken Heavy MG breaks again and is eliminated (Sustained Fire on doubles)"
            in texts)
    assert state.weapon("sq_w").status == "eliminated"
    assert state.unit("sq").weapon is None
    # The attack goes on: US Squad 6 + 2•6 = 14 = 14: Suppressed.
    assert state.unit("us").suppressed


def test_the_firer_chooses_which_mg_breaks(content_pack: ContentPack) -> None:
    units = [Spec("a", AXIS, "rifle", "E9", weapon="heavy_mg"),
             Spec("b", AXIS, "rifle", "F9", weapon="light_mg"), Spec("us", ALLIES, "line", "E6")]
    # German card 9 rolls 2•2: doubles, no trigger.
    state = setup(content_pack, units, hands={AXIS: (45,)}, draws={AXIS: (9,), ALLIES: (43,)})
    state = attack(state, AXIS, ["a_w", "b_w"], "E6")
    state, texts = play(state, "play 45", "continue")
    # HMG 8 +1 group +2 = 11; roll 2•2 -> 15.
    assert any("+1 group [O20.3.1.2] +2 Sustained Fire [A41] = FP 11; roll 2•2 -> Attack Total "
               "15" in t for t in texts)
    assert state.pending is not None and state.pending.kind == "sustained_fire_break"
    assert choices(state) == ["break_weapon a_w", "break_weapon b_w"]
    state, texts = play(state, "break_weapon b_w")
    assert "the Light MG breaks (Sustained Fire on doubles)" in texts
    assert state.weapon("b_w").broken and not state.weapon("a_w").broken


def test_no_sustained_fire_without_a_mortar_or_mg(content_pack: ContentPack) -> None:
    units = [Spec("sq", AXIS, "rifle", "E9"), Spec("us", ALLIES, "line", "E6")]
    state = setup(content_pack, units, hands={AXIS: (43,)}, draws={AXIS: (9,), ALLIES: (43,)})
    assert choices(attack(state, AXIS, ["sq"], "E6")) == ["continue"]
