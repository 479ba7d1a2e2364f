"""A34 Hand Grenades: +2 FP when a firing piece is adjacent to the target hex."""

from __future__ import annotations

from tests.engine.actions.helpers import ALLIES, AXIS, Spec, attack, choices, play, setup

from cc_engine.content.loading import ContentPack


def test_two_grenades_from_an_adjacent_hex(content_pack: ContentPack) -> None:
    units = [Spec("near", AXIS, "rifle", "E7"), Spec("far", AXIS, "rifle", "E9"),
             Spec("us", ALLIES, "line", "E6")]
    state = setup(content_pack, units, hands={AXIS: (4, 5)}, draws={AXIS: (19,), ALLIES: (43,)})
    far = attack(state, AXIS, ["far"], "E6")
    assert choices(far) == ["continue"]  # three hexes away: no Grenades
    near = attack(state, AXIS, ["near"], "E6")
    assert choices(near) == ["play 4", "play 5", "continue"]
    near, texts = play(near, "play 4", "play 5", "continue")
    # 5 +2 +2 = 9 [A24.1]; roll 4•1 -> 14; the US Squad 6 + 2•6 = 14: Suppressed.
    assert any("Rifle Squad 5 [3.1.1] +2 Hand Grenades [A34] +2 Hand Grenades [A34] = FP 9; "
               "roll 4•1 -> Attack Total 14" in t for t in texts)
    assert near.unit("us").suppressed
