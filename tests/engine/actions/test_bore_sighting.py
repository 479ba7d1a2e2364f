"""A27 Bore Sighting: the scenario Defender, a firing Weapon printed FP >= 5, +2 FP."""

from __future__ import annotations

from tests.engine.actions.helpers import ALLIES, AXIS, Spec, attack, choices, play, setup

from cc_engine.content.loading import ContentPack


def test_the_defender_adds_two_to_a_heavy_mg(content_pack: ContentPack) -> None:
    units = [Spec("sq", AXIS, "rifle", "E9", weapon="heavy_mg"), Spec("us", ALLIES, "line", "E6")]
    state = setup(content_pack, units, hands={AXIS: (42,)}, draws={AXIS: (19,), ALLIES: (3,)})
    state = attack(state, AXIS, ["sq_w"], "E6")
    assert state.pending is not None and state.pending.kind == "fire_actions"
    assert state.pending.side is AXIS
    assert choices(state) == ["play 42", "continue"]
    state, texts = play(state, "play 42")
    assert "The Axis plays card 42 for Bore Sighting [A27]" in texts
    assert choices(state) == ["continue"]  # one card, spent
    state, texts = play(state, "continue")
    # Heavy MG 8 +2 = 10; roll 4•1 -> 15. The US Squad: 6 + 1•2 = 9 < 15: it would break,
    # so the Allies are asked about Light Wounds (a card of it is not in their discards).
    assert state.pending is not None and state.pending.kind == "light_wounds"
    assert any("Heavy MG 8 [11.1] +2 Bore Sighting [A27] = FP 10; roll 4•1 -> Attack Total 15"
               in t for t in texts)
    state, _ = play(state, "continue")
    assert state.unit("us").broken


def test_not_for_a_squad_alone_nor_for_the_attacker(content_pack: ContentPack) -> None:
    units = [Spec("sq", AXIS, "rifle", "E9"), Spec("us", ALLIES, "line", "E6", weapon="heavy_mg")]
    state = setup(content_pack, units, hands={AXIS: (42,), ALLIES: (42,)},
                  draws={AXIS: (19,), ALLIES: (3,)})
    squad = attack(state, AXIS, ["sq"], "E6")  # no Weapon fires
    assert choices(squad) == ["continue"]  # the window opens (Marksmanship could be held)
    hmg = attack(state, ALLIES, ["us_w"], "E9")  # the Allies attack in scenario 2
    assert hmg.pending is not None and hmg.pending.side is ALLIES
    assert choices(hmg) == ["continue"]
