"""A40 Spray Fire: boxed Range firers hit two adjacent enemy hexes with one Attack Total."""

from __future__ import annotations

from tests.engine.actions.helpers import ALLIES, AXIS, Spec, attack, choices, play, setup

from cc_engine.content.loading import ContentPack


def test_one_roll_two_hexes(content_pack: ContentPack) -> None:
    units = [Spec("sq", AXIS, "rifle", "E9"), Spec("us", ALLIES, "line", "E6"),
             Spec("us2", ALLIES, "line", "E5"), Spec("far", ALLIES, "line", "E1")]
    state = setup(content_pack, units, hands={AXIS: (7,)}, draws={AXIS: (19,), ALLIES: (3, 5)},
                  terrain={"E5": "brush"})
    state = attack(state, AXIS, ["sq"], "E6")
    # E5 holds an enemy, is adjacent to E6 and in the Rifle Squad's boxed Range 5.
    assert choices(state) == ["spray_fire 7 E5", "continue"]
    state, texts = play(state, "spray_fire 7 E5")
    assert choices(state) == ["continue"]  # not cumulative
    state, texts = play(state, "continue")
    assert any("Fire Attack by Rifle Squad (E9) on E6 and E5: Rifle Squad 5 [3.1.1] = FP 5; "
               "roll 4•1 -> Attack Total 10" in t for t in texts)
    # Every unit in both hexes defends, in the owner's order [A40, O20.3.4]; before each
    # roll the Allies' window opens (Concealment could apply: Brush in E5 has Cover 1).
    assert choices(state) == ["defend us", "defend us2"]
    state, _ = play(state, "defend us")
    assert state.pending is not None and state.pending.kind == "defense_actions"
    state, texts = play(state, "continue")
    # E6 Open Ground: 6 + 1•2 = 9 < 10: it would break (the Light Wounds window opens).
    assert state.pending is not None and state.pending.kind == "light_wounds"
    state, more = play(state, "continue", "continue")
    texts += more
    assert state.unit("us").broken
    # E5 Brush: 6 +1 + 2•1 = 10 = 10: Suppressed.
    assert any("Morale Line Squad 6 [3.1.4] +1 Brush" in t and "Defense Total 10" in t
               for t in texts)
    assert state.unit("us2").suppressed


def test_not_without_boxed_range(content_pack: ContentPack) -> None:
    units = [Spec("t", AXIS, "weapon_team", "E7"), Spec("us", ALLIES, "line", "E6"),
             Spec("us2", ALLIES, "line", "E5")]
    state = setup(content_pack, units, hands={AXIS: (7,)}, draws={AXIS: (19,), ALLIES: (3,)})
    assert choices(attack(state, AXIS, ["t"], "E6")) == ["continue"]


def test_not_with_a_broken_firer(content_pack: ContentPack) -> None:
    """A40, 3.1.6: every firer needs boxed Range on its face-up side; a broken Rifle Squad's
    box is on its other side, so a Fire Group that includes it cannot Spray Fire, while the
    unbroken Squad alone can (both played through a Fire Order)."""
    units = [Spec("lt", AXIS, "lieutenant_y", "E9"), Spec("rf", AXIS, "rifle", "E9"),
             Spec("rb", AXIS, "rifle", "E9", broken=True),
             Spec("us", ALLIES, "line", "E8"), Spec("us2", ALLIES, "line", "F8")]
    state = setup(content_pack, units, hands={AXIS: (50, 7)}, draws={AXIS: (19, 20)})
    state, _ = play(state, "order 50", "activate lt", "add rf", "add rb", "go", "target E8",
                    "join rf", "join rb", "fire")
    assert state.pending is not None and state.pending.kind == "fire_actions"
    assert "spray_fire 7 F8" not in choices(state)
    fresh = setup(content_pack, units, hands={AXIS: (50, 7)}, draws={AXIS: (19, 20)})
    state, _ = play(fresh, "order 50", "activate lt", "add rf", "add rb", "go", "target E8",
                    "join rf", "fire")
    assert choices(state) == ["spray_fire 7 F8", "continue"]
