"""Advance Orders [O16] and Melee [O16.4]: where units may Advance, Melee totals and ties."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.gamehelpers import play, stack_deck
from tests.engine.test_fire import Spec
from tests.engine.test_fire import position as fire_position
from tests.engine.test_move import act, choices, order, position, unit

from cc_engine import pending
from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import FortificationKind, Order, SideId
from cc_engine.flow import Log, settle
from cc_engine.hexgrid import Hex
from cc_engine.rules.melee import melee_fp, push_melee
from cc_engine.state import GameState, WeaponState

AXIS, ALLIES = SideId.AXIS, SideId.ALLIES


def advance(pack: ContentPack, units: list, **kwargs: object) -> GameState:  # type: ignore[type-arg]
    """A position where the Axis has just given an Advance Order."""
    return order(position(pack, units, order=Order.ADVANCE, **kwargs))  # type: ignore[arg-type]


def test_advance_into_an_enemy_hex_fights_a_melee(content_pack: ContentPack) -> None:
    """O16.4: Melee FP = current FP of the units (Command included, Weapons not) + 1 per boxed
    FP; the inactive player rolls first; the lower total loses all its units."""
    state = advance(content_pack, [unit("squad", AXIS, "rifle", "E6"),
                                   unit("sgt", AXIS, "sergeant_x", "E6"),
                                   unit("other", AXIS, "rifle", "N9"),
                                   unit("us", ALLIES, "line", "E5", weapon="lmg")],
                    weapons=(WeaponState("lmg", ALLIES, "light_mg"),))
    state = stack_deck(state, ALLIES, [57])  # 5•4
    state = stack_deck(state, AXIS, [3])  # 1•2
    state, _ = act(state, "activate sgt")
    state, _ = act(state, "add squad")
    state, _ = act(state, "go")
    assert "done" not in choices(state)  # O14.4: someone must Advance first
    state, log = act(state, "advance squad E5")
    assert log == ["squad (E6) Advances into E5 (enemy-occupied: Melee at the end of the "
                   "Order [O16.4]) [O16.1]"]
    assert "done" in choices(state)
    state, log = act(state, "advance sgt E5")
    texts = [t for t in log if t.startswith(("Melee", "Allied Melee", "Axis Melee"))]
    assert texts == [
        "Melee in E5: Allied Melee FP 7 (us 6 [3.1.1] +1 boxed FP of us [3.1.6]) [O16.4.1]",
        "Melee in E5: Axis Melee FP 7 (squad 5 [3.1.1] +1 Command of sgt [3.3.1.2] +1 sgt "
        "[3.1.1]) [O16.4.1]",
        "Allied Melee Total: FP 7 + roll 5•4 = 16 [O16.4.2]",
        "Axis Melee Total: FP 7 + roll 1•2 = 10 [O16.4.2]",
        "Melee in E5: Allies 16 vs Axis 10; the Axis has the lower Melee Total [O16.4.3]",
    ]
    assert {state.unit(u).status for u in ("squad", "sgt")} == {"eliminated"}
    assert state.unit("us").hex == Hex.parse("E5")
    assert state.vp == -4  # Allies: Squad 2 + Sergeant 1 + Command 1 [7.1]
    assert pending(state).kind == "turn"


def _tie(pack: ContentPack, bunker: bool) -> tuple[GameState, list[str]]:
    """Allies 7 FP + 1•2 = 10 vs Axis 5 FP + 2•3 = 10."""
    forts = {"E5": FortificationKind.BUNKER} if bunker else {}
    state = advance(pack, [unit("squad", AXIS, "rifle", "E6"),
                           unit("us", ALLIES, "line", "E5")], fortifications=forts)
    state = stack_deck(state, ALLIES, [3])  # 1•2
    state = stack_deck(state, AXIS, [15])  # 2•3
    state, _ = act(state, "activate squad")
    return act(state, "advance squad E5")


def test_melee_tie_eliminates_both_sides(content_pack: ContentPack) -> None:
    state, log = _tie(content_pack, bunker=False)
    assert "Melee in E5: Allies 10 vs Axis 10; a tie: both sides are eliminated [O16.4.3]" in log
    assert state.unit("squad").status == state.unit("us").status == "eliminated"


def test_melee_tie_in_a_bunker_is_won_by_its_holder(content_pack: ContentPack) -> None:
    """O16.4.3, F101: the side that held the Bunker hex alone wins a tie."""
    state, log = _tie(content_pack, bunker=True)
    assert ("Melee in E5: Allies 10 vs Axis 10; a tie: the Allies held the Bunker hex alone, so "
            "only the Axis side is eliminated [O16.4.3, F101, F104]") in log
    assert state.unit("squad").status == "eliminated" and state.unit("us").status == "map"


def test_advance_ignores_costs_but_not_cliffs_with_weapons(content_pack: ContentPack) -> None:
    """O16.1-O16.3: any adjacent hex whatever its cost, enemy-occupied too; never impassable;
    a Cliff only without a Weapon [T83]."""
    layout = {"terrain": {"E4": "woods", "D5": "water_barrier"}, "elevation": {"E4": 2},
              "hexsides": {("E5", "F5"): "cliff"}}
    units = [unit("armed", AXIS, "rifle", "E5", weapon="lmg"),
             unit("free", AXIS, "rifle", "E5"),
             unit("us", ALLIES, "line", "F4")]
    state = advance(content_pack, units, weapons=(WeaponState("lmg", AXIS, "light_mg"),),
                    **layout)
    state, _ = act(state, "activate armed")
    assert choices(state) == ["advance armed E4", "advance armed F4", "advance armed E6",
                              "advance armed D4"]
    state = advance(content_pack, units, weapons=(WeaponState("lmg", AXIS, "light_mg"),),
                    **layout)
    state, _ = act(state, "activate free")
    assert "advance free F5" in choices(state)


def test_several_melees_in_the_active_players_order(content_pack: ContentPack) -> None:
    """O16.4: with Melees in several hexes, the active player picks the order."""
    state = advance(content_pack, [unit("sgt", AXIS, "sergeant_y", "E6"),
                                   unit("a", AXIS, "rifle", "E6"),
                                   unit("b", AXIS, "rifle", "F7"),
                                   unit("x", ALLIES, "line", "E5"),
                                   unit("y", ALLIES, "line", "F6")])
    for text in ("activate sgt", "add a", "add b", "go", "advance a E5", "advance b F6"):
        state, _ = act(state, text)
    state, _ = act(state, "done")
    decision = pending(state)
    assert decision.kind == "melee_order" and decision.side is AXIS
    assert choices(state) == ["melee E5", "melee F6"]
    state, log = act(state, "melee F6")
    assert log[0].startswith("Melee in F6: Allied Melee FP 7")


def test_a_sniper_during_the_melee_roll_can_end_it(content_pack: ContentPack) -> None:
    """O16.4.2, 1.9.1.3: a trigger that leaves a side with no unit ends the Melee."""
    state = advance(content_pack, [unit("squad", AXIS, "rifle", "E6", broken=True),
                                   unit("other", AXIS, "rifle", "N9"),
                                   unit("us", ALLIES, "line", "E5")])
    state = stack_deck(state, ALLIES, [25, 21])  # 3•3 Sniper!, then Random Hex E4
    state, _ = act(state, "activate squad")
    state, _ = act(state, "advance squad E5")
    decision = pending(state)
    assert decision.kind == "sniper" and decision.side is ALLIES
    state, log = act(state, "snipe squad")
    assert state.unit("squad").status == "eliminated"
    assert ("Melee in E5: a side has no unit left in the hex; the Melee ends with no further "
            "effect [O16.4.2]") in log
    assert state.unit("us").status == "map" and pending(state).kind == "turn"


def test_a_melee_inside_a_trigger_ignores_triggers(content_pack: ContentPack) -> None:
    """1.9.1, E42: push_melee(triggers=False) rolls without triggers (5•2 Event! is just 7)."""
    state = position(content_pack, [unit("squad", AXIS, "rifle", "E5"),
                                    unit("us", ALLIES, "line", "E5")])
    state = stack_deck(state, ALLIES, [39])  # 5•2 Event!
    state = stack_deck(state, AXIS, [3])  # 1•2
    log = Log()
    state = settle(push_melee(replace(state, pending=None), Hex.parse("E5"), triggers=False),
                   log)
    texts = [e.text for e in log.events]
    assert "Allied Melee Total: FP 7 + roll 5•2 = 14 [O16.4.2]" in texts
    assert not any("Event" in t for t in texts if not t.startswith("The Allies roll"))
    assert state.unit("squad").status == "eliminated"


def test_melee_fp_counts_no_weapons_and_no_box_when_broken(content_pack: ContentPack) -> None:
    state = position(content_pack, [unit("us", ALLIES, "line", "E5", weapon="lmg"),
                                    unit("down", ALLIES, "line", "E5", broken=True),
                                    unit("squad", AXIS, "rifle", "A5")],
                     weapons=(WeaponState("lmg", ALLIES, "light_mg"),))
    broken_fp = state.setting.unit_type(ALLIES, "line").broken.fp
    value = melee_fp(state, state.units_in(Hex.parse("E5"), ALLIES))
    assert value.total == 6 + 1 + broken_fp


def test_advance_off_the_enemy_edge(content_pack: ContentPack) -> None:
    """O16.2, 7.2.1: an Advancing unit may exit off the enemy edge for Exit VP."""
    state = advance(content_pack, [unit("squad", AXIS, "rifle", "B1"),
                                   unit("other", AXIS, "rifle", "H8"),
                                   unit("us", ALLIES, "line", "N5")])
    state, _ = act(state, "activate squad")
    assert "exit squad" in choices(state)
    state, log = act(state, "exit squad")
    assert log == ["squad (B1) Advances off the enemy edge [O16.2, 7.2.1]"]
    assert pending(state).kind == "exit_time"
    state, _ = act(state, f"time_space {state.time + 1}")
    assert state.unit("squad").status == "reinforcement" and state.vp == 2
    assert pending(state).kind == "turn"


def test_melee_fp_counts_a_current_fp_below_zero(content_pack: ContentPack) -> None:
    """O16.4.1: each side adds up the current FP of its units in the hex. A broken, Suppressed
    Corporal has FP 0 - 1 = -1 [13.2], and it counts as it is (the rulebook counts FP below
    zero: Fire Attack example J [10.3.2]): Allies 6 +1 boxed -1 = 6, Axis 5. Rolls 2•1 and
    2•2 make 9 against 9: a tie, both sides are eliminated [O16.4.3]."""
    units = [Spec("sq", AXIS, "rifle", "E6"), Spec("far", AXIS, "rifle", "N2"),
             Spec("us", ALLIES, "line", "E5"), Spec("far2", ALLIES, "line", "A9"),
             Spec("cpl", ALLIES, "corporal_x", "E5", broken=True, suppressed=True)]
    state = fire_position(content_pack, units, hands={AXIS: (43,)},
                          draws={AXIS: (9,), ALLIES: (5,)})
    state, texts = play(state, "order 43", "activate sq", "advance sq E5")
    assert ("Melee in E5: Allied Melee FP 6 (Line Squad 6 [3.1.1] +1 boxed FP of Line Squad "
            "[3.1.6] +0 Corporal X [3.1.1] -1 Suppressed [13.2]) [O16.4.1]") in texts
    assert "Allied Melee Total: FP 6 + roll 2•1 = 9 [O16.4.2]" in texts
    assert "Axis Melee Total: FP 5 + roll 2•2 = 9 [O16.4.2]" in texts
    assert {state.unit(u).status for u in ("sq", "us", "cpl")} == {"eliminated"}
