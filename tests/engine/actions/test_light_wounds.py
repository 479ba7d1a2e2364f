"""A36 Light Wounds: a Squad that would break becomes a Team of the OB's quality, -1 VP."""

from __future__ import annotations

from tests.engine.actions.helpers import ALLIES, AXIS, Spec, attack, choices, play, setup

from cc_engine.content.loading import ContentPack


def test_a_squad_becomes_a_team_and_keeps_its_markers(content_pack: ContentPack) -> None:
    units = [Spec("sq", AXIS, "rifle", "E9"),
             Spec("us", ALLIES, "line", "E6", weapon="light_mg", suppressed=True)]
    state = setup(content_pack, units, hands={ALLIES: (46,)}, draws={AXIS: (19,), ALLIES: (3,)})
    state, texts = play(attack(state, AXIS, ["sq"], "E6"), "continue")
    # 5 + 4•1 = 10; US 6 -1 Suppressed + 1•2 = 8 < 10: it would break.
    assert state.pending is not None and state.pending.kind == "light_wounds"
    assert state.pending.side is ALLIES
    assert choices(state) == ["light_wounds 46", "continue"]
    vp = state.vp
    state, texts = play(state, "light_wounds 46")
    assert "Allies -1 VP: Light Wounds" in texts
    assert state.vp == vp + 1  # positive VP favour the Axis
    assert state.unit("us").status == "pool"
    team = state.unit("us.lw")
    assert (team.type, team.hex, team.broken, team.suppressed, team.weapon) == (
        "line_team", team.hex, False, True,
        "us_w")
    assert team.hex is not None and team.hex.id == "E6"


def test_a_broken_squad_is_replaced_by_a_broken_team(content_pack: ContentPack) -> None:
    units = [Spec("sq", AXIS, "rifle", "E9"), Spec("us", ALLIES, "line", "E6", broken=True)]
    # 5 + 6•5 = 16; broken Morale 8 + 1•2 = 11 < 16: it would be eliminated.
    state = setup(content_pack, units, hands={ALLIES: (46,)}, draws={AXIS: (69,), ALLIES: (3,)})
    state, _ = play(attack(state, AXIS, ["sq"], "E6"), "continue")
    state, _ = play(state, "light_wounds 46")
    assert state.unit("us.lw").broken
    assert state.unit("us").status == "pool"  # not eliminated: no casualty VP
    assert "us" not in state.allies.casualties


def test_not_for_a_team(content_pack: ContentPack) -> None:
    units = [Spec("sq", AXIS, "rifle", "E9"), Spec("us", ALLIES, "line_team", "E6")]
    state = setup(content_pack, units, hands={ALLIES: (46,)}, draws={AXIS: (19,), ALLIES: (3,)})
    state, _ = play(attack(state, AXIS, ["sq"], "E6"), "continue")
    assert state.unit("us").broken
