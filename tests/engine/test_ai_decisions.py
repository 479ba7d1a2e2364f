"""The planner answers every kind of decision the engine can ask on purpose (issue 35): each
kind has its own ``_on_<kind>`` handler, and the handlers of the decisions where the choice
matters pick the sensible choice in a real position, not the first one (the old fallback).

Positions are set on scenario 4 (Germans = Axis on the bottom edge, Americans = Allies on the
top edge, the Allies' Turn) or scenario 10 (Germans on the right edge, Russians defending
from the left) on an all-Open-Ground test map (see ``tests.engine.test_recover_rout.board``),
and driven with the engine to the decision itself.
"""

from __future__ import annotations

import inspect
import re
from dataclasses import replace
from pathlib import Path

from tests.engine.actions.helpers import Spec, attack, play, setup
from tests.engine.events.board_helpers import quiet_board
from tests.engine.events.board_helpers import trigger as board_trigger
from tests.engine.events.unithelpers import arm, hex_card, pick, quiet, roll_card, trigger
from tests.engine.gamehelpers import choose
from tests.engine.test_recover_rout import board, put

import cc_engine
from cc_engine.ai import PlannerPlayer
from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event, FortificationKind, SideId
from cc_engine.flow import Log, apply, push, settle
from cc_engine.frames import SetupFrame, StackingFrame, TimeFrame
from cc_engine.hexgrid import Hex
from cc_engine.rules import events_board
from cc_engine.rules.terrain import TerrainState
from cc_engine.rules.victory import eliminate_unit
from cc_engine.state import Choice, Decision, GameState
from cc_engine.views import player_view

AXIS, ALLIES = SideId.AXIS, SideId.ALLIES
H = Hex.parse

#: ``Decision(side, "kind", ...)`` and the Events' ``_ask(frame, "kind", ...)``.
_LITERAL = re.compile(r'\b(?:Decision\(\s*[\w.]+(?:\s+or\s+[\w.]+)?|_ask\(\s*frame),\s*"(\w+)"')
#: Every place a decision is made: its side and kind, whatever they are written as.
_ANY = re.compile(r'\b(?:Decision\(\s*[\w.]+(?:\s+or\s+[\w.]+)?|_ask\(\s*frame),\s*([^,\s]+)')
#: The decisions whose kind is not written out: the shared screen asks the same kind again,
#: ``_ask`` passes its parameter on, and a board Event's pick is asked under the Event's name.
_NOT_LITERAL = {"decision.kind", "kind", "frame.event.value"}


def decision_kinds() -> set[str]:
    """Every decision kind the engine can ask, read from its source: the kinds written out,
    and the board Events whose pick is asked under their own name [E55, E61, E67, E70]."""
    root = Path(cc_engine.__file__).parent
    kinds: set[str] = set()
    for path in root.rglob("*.py"):
        if "ai" in path.relative_to(root).parts:
            continue
        text = path.read_text(encoding="utf-8")
        kinds.update(_LITERAL.findall(text))
        for written in _ANY.findall(text):
            assert written.startswith('"') or written in _NOT_LITERAL, (
                f"{path.name}: a decision of kind {written}: add its kinds to this test")
    picks = inspect.getsource(events_board._pick_choices)
    kinds.update(Event[name].value for name in re.findall(r"frame\.event is Event\.(\w+)", picks))
    return kinds


def test_every_decision_kind_has_its_own_handler() -> None:
    kinds = decision_kinds()
    # The kinds this test must find, old and new (issue 35), so a broken scan fails too.
    assert {"turn", "setup", "fortify", "overstack", "malfunction", "deploy", "reroll",
            "white_phosphorus_hex", "sustained_fire_break", "reconnaissance", "entrench",
            "sappers", "interrogation", "exit_time", "rout_order"} <= kinds
    missing = sorted(k for k in kinds if not callable(getattr(PlannerPlayer, f"_on_{k}", None)))
    assert missing == []


def asked(state: GameState, kind: str) -> tuple[Decision, PlannerPlayer]:
    """The pending decision (of ``kind``) and a planner looking at its side's view."""
    decision = state.pending
    assert decision is not None and decision.kind == kind, decision
    planner = PlannerPlayer(0)
    planner.view = player_view(state, decision.side)
    return decision, planner


def answer(state: GameState, planner: PlannerPlayer | None = None) -> Choice:
    """The planner's answer to the pending decision."""
    assert state.pending is not None
    return (planner or PlannerPlayer(0)).choose(player_view(state, state.pending.side))


# --- Fortifications at setup [F100.1] --------------------------------------------------------


def fortify(state: GameState, side: SideId, kind: FortificationKind) -> GameState:
    """The setup's last step: ``side`` places one ``kind`` in its setup zone (the map has no
    other marker)."""
    frame = SetupFrame(fortifications=((side, kind.value),))
    return settle(push(replace(state, pending=None, markers=TerrainState()), frame), Log())


def test_foxholes_go_under_its_units_in_the_enemy_s_fire(content_pack: ContentPack) -> None:
    """Scenario 4, the Axis holding every Objective: Elite Rifle Squad au03 in the open at E4
    is in the sight and Range of the Elite American Squad in E1; au04 in K10 is not (Range
    6). Foxholes go under au03 [F102]; the first hex of the zone (A2) holds nobody."""
    state = put(put(put(board(content_pack), "au03", "E4"), "au04", "K10"), "bu03", "E1")
    state = fortify(state, AXIS, FortificationKind.FOXHOLES)
    decision, planner = asked(state, "fortify")
    assert decision.choices[0] == Choice("fortify", ("foxholes", "A2"))
    assert answer(state) == Choice("fortify", ("foxholes", "E4"))
    foxholes = FortificationKind.FOXHOLES
    assert (planner.shelter_value(H("A2"), foxholes) < planner.shelter_value(H("K10"), foxholes)
            < planner.shelter_value(H("E4"), foxholes))


def test_wire_goes_across_the_enemy_s_way_to_the_objectives(content_pack: ContentPack) -> None:
    """Scenario 10, the Russians holding Objectives 1, 3 and 5 (A1, G1, M1): the German
    Squads in N4 and N6 come for them across the Russian zone (columns A-L). Wire goes on
    their way, not where the Russian Squad stands (H2) nor in A1, which only the way to A1
    crosses [F106]."""
    state = board(content_pack, number=10)
    state = put(put(put(state, "au05", "N4"), "au06", "N6"), "bu03", "H2")
    state = fortify(state, ALLIES, FortificationKind.WIRE)
    decision, planner = asked(state, "fortify")
    assert decision.choices[0] == Choice("fortify", ("wire", "A1"))
    choice = answer(state)
    there = H(str(choice.args[1]))
    wire = FortificationKind.WIRE
    assert planner.obstacle_value(there, wire) > planner.obstacle_value(H("A1"), wire)
    assert planner.obstacle_value(H("H2"), wire) < 0 < planner.obstacle_value(there, wire)
    assert there.col >= H("H1").col  # between the Germans and the Objectives they want


def test_an_overstacked_hex_deploys_a_squad_to_lose_a_team_instead(
        content_pack: ContentPack) -> None:
    """Two German Squads (8 figures) in E5 at the end of the Turn: the free Deploy goes
    first, then a Team is eliminated rather than a Squad [8.2, E52]."""
    state = put(put(put(quiet(content_pack), "au03", "E5"), "au04", "E5"), "bu03", "E1")
    state = settle(push(replace(state, pending=None), StackingFrame()), Log())
    decision, _ = asked(state, "overstack")
    assert decision.choices[0] == Choice("eliminate", ("au03",))
    choice = answer(state)
    assert choice.kind == "deploy"
    state = apply(state, choice).state
    assert answer(state).args[0] in (f"{choice.args[0]}.1", f"{choice.args[0]}.2")


# --- Walking Wounded [E76] --------------------------------------------------------------------


def test_walking_wounded_comes_back_into_cover_out_of_the_enemy_s_fire(
        content_pack: ContentPack) -> None:
    """The Allies return their eliminated Squad bu03 next to the Random Hex (their Leader is
    far away); of the hexes offered, the one of Woods (Cover) is taken rather than the first,
    in the open under the German Squad's fire [E76, O22.3]."""
    state = quiet(content_pack)
    card, hex_id = hex_card(state, ALLIES)
    centre = H(hex_id)
    around = sorted(state.setting.terrain.grid.within(centre, 1))
    woods = around[-1]
    state = quiet(content_pack, terrain={woods.id: "woods"})
    enemy = next(h for h in state.setting.terrain.grid.ring(centre, 3)
                 if all(h.distance(a) >= 2 for a in around))
    far = max((H(c) for c in ("A1", "A10", "O1", "O10")), key=centre.distance)
    state = put(put(put(state, "bu03", far.id), "bu01", far.id), "au03", enemy.id)
    state = eliminate_unit(state, "bu03", Log())
    state, _ = trigger(state, ALLIES, Event.WALKING_WOUNDED, (card,))
    planner = PlannerPlayer(0)
    assert answer(state, planner) == Choice("unit", ("bu03",))
    state, _ = pick(state, "unit bu03")
    decision, _ = asked(state, "walking_wounded_place")
    assert decision.choices[0] == Choice("place", (around[0].id,)) != Choice("place",
                                                                            (woods.id,))
    assert answer(state, planner) == Choice("place", (woods.id,))
    # A planner that did not pick the unit itself finds it by its name on the Casualty Track.
    assert answer(state) == Choice("place", (woods.id,))


# --- the Support Table [E68] -------------------------------------------------------------------


def test_reinforcements_take_the_most_useful_item_and_bring_it_in_on_the_way(
        content_pack: ContentPack) -> None:
    """Reinforcements, roll 7, the Allies' Artillery Box taken: of an Elite Squad (first), a
    .50 cal MG with its Team, a Medium Mortar with its Team (Ordnance, which must hit first)
    and a Lieutenant, the MG is taken [E68, 11.2]. On the top edge it comes in on Objective 5
    (M1: 15 VP by the open chits Q and R), held by the Germans, which it takes by entering
    [7.3.1]; not in A1 (first), next to the German Squad with a Heavy MG in B4."""
    state = put(put(quiet(content_pack), "au03", "B4"), "bu01", "H1")
    state = arm(state, "au03", "aw02")
    roll = roll_card(state, ALLIES, 7)
    state, _ = trigger(state, ALLIES, Event.REINFORCEMENTS, (roll,))
    decision, planner = asked(state, "support_item")
    table = state.setting.nation(ALLIES).support
    items = [table[int(c.args[0])] for c in decision.choices]
    assert [i.type for i in items] == ["elite", "50_cal_mg", "medium_mortar", "lieutenant_x"]
    choice = answer(state, planner)
    assert table[int(choice.args[0])].type == "50_cal_mg"
    assert planner.item_worth(items[0]) < planner.item_worth(table[int(choice.args[0])])
    state, _ = pick(state, str(choice))
    decision, _ = asked(state, "support_place")
    assert decision.choices[0] == Choice("place", ("A1",))
    assert answer(state, planner) == Choice("place", ("M1",))


# --- Weapons that break [A41, E63] -------------------------------------------------------------


def test_sustained_fire_breaks_the_weapon_worth_least(content_pack: ContentPack) -> None:
    """Sustained Fire on doubles: the firer's Heavy MG (first) or Light MG breaks; the Light
    MG goes [A41]."""
    units = [Spec("a", AXIS, "rifle", "E9", weapon="heavy_mg"),
             Spec("b", AXIS, "rifle", "F9", weapon="light_mg"), Spec("us", ALLIES, "line", "E6")]
    state = setup(content_pack, units, hands={AXIS: (45,)}, draws={AXIS: (9,), ALLIES: (43,)})
    state = attack(state, AXIS, ["a_w", "b_w"], "E6")
    state, _ = play(state, "play 45", "continue")
    decision, _ = asked(state, "sustained_fire_break")
    assert decision.choices == (Choice("break_weapon", ("a_w",)), Choice("break_weapon",
                                                                         ("b_w",)))
    assert answer(state) == Choice("break_weapon", ("b_w",))


def test_malfunction_breaks_the_enemy_s_weapon(content_pack: ContentPack) -> None:
    """Malfunction with two Weapons tied closest to the Random Hex, the Axis's own (first)
    and the Americans': the Americans' breaks [E63]."""
    state = quiet(content_pack)
    card, hex_id = hex_card(state, AXIS)
    ring = state.setting.terrain.grid.ring(H(hex_id), 2)
    state = arm(put(state, "au09", ring[0].id), "au09", "aw02")
    state = arm(put(state, "bu04", ring[2].id), "bu04", "bw04")
    state, _ = trigger(state, AXIS, Event.MALFUNCTION, (card,))
    decision, _ = asked(state, "malfunction")
    assert decision.choices == (Choice("weapon", ("aw02",)), Choice("weapon", ("bw04",)))
    assert answer(state) == Choice("weapon", ("bw04",))


# --- Smoke [E77, 6.1.2] ---------------------------------------------------------------------


def test_white_phosphorus_goes_on_the_enemy_not_on_its_own(content_pack: ContentPack) -> None:
    """White Phosphorus next to the American Squad in F5: not in E6 (first, empty) nor G5
    (an American Leader, who would break), but in F4, where one of the two Germans breaks
    [E77]."""
    state = quiet_board(content_pack, terrain={"E5": "marsh"})
    state = put(put(put(put(state, "bu03", "F5"), "au03", "F4"), "au09", "F4"), "bu15", "G5")
    state = replace(state, markers=TerrainState.build(blaze={H("G6")}))
    state, _ = board_trigger(state, ALLIES, Event.WHITE_PHOSPHORUS)
    assert answer(state) == Choice("draw_smoke")
    state = choose(state, "draw_smoke")
    decision, planner = asked(state, "white_phosphorus_hex")
    assert decision.choices[0] == Choice("place", ("E6",))
    assert answer(state) == Choice("place", ("F4",))
    value = planner.expected_smoke()
    assert (planner.phosphorus_value(H("G5"), value) < planner.phosphorus_value(H("E6"), value)
            < planner.phosphorus_value(H("F4"), value))
    # The Germans then break the unit they miss least: the Team, not the Squad [E77, 3.2].
    state = choose(state, "place F4")
    decision, _ = asked(state, "white_phosphorus_break")
    assert decision.choices[0] == Choice("break", ("au03",))
    assert answer(state) == Choice("break", ("au09",))


def test_a_time_advance_removes_the_smoke_that_hides_the_enemy(
        content_pack: ContentPack) -> None:
    """The Axis triggered a Time advance and removes one Smoke: not the one in A10 (first),
    which hides nobody, but the one in E6 that hinders its Elite Squad's shot (E9, Range 6)
    at the American Team in E4, which cannot shoot back (Range 4) [6.1.2 step 4, 10.3.4]."""
    state = put(put(quiet(content_pack), "au03", "E9"), "bu09", "E4", "line_team")
    state = replace(state, markers=TerrainState.build(smoke={H("A10"): 3, H("E6"): 3}))
    state = settle(push(replace(state, pending=None), TimeFrame(AXIS, stage="smoke")), Log())
    decision, planner = asked(state, "remove_smoke")
    assert decision.choices[0] == Choice("remove_smoke", ("A10",))
    assert answer(state) == Choice("remove_smoke", ("E6",))
    assert planner.smoke_gain(H("A10"), None) == 0 < planner.smoke_gain(H("E6"), None)


# --- Reconnaissance [E67] ------------------------------------------------------------------------


def test_reconnaissance_reveals_the_chit_that_costs_least(content_pack: ContentPack) -> None:
    """The Allies must reveal a secret chit; they hold Objective 3, the Axis the others. Of G
    (Objective 3 = 2 VP, first) and C (Objective 3 = 1 VP) they reveal C; of A (Objective 1
    = 1 VP, first, scoring for the Axis at once) and C they reveal C too (it scores for
    them) [E67, 7.3.3]."""
    for chits in (("G", "C"), ("A", "C")):
        state = quiet_board(content_pack)
        state = replace(state.with_side(replace(state.allies, secret_chits=chits)),
                        control=(AXIS, AXIS, ALLIES, AXIS, AXIS))
        state, _ = board_trigger(state, AXIS, Event.RECONNAISSANCE)
        decision, _ = asked(state, "reconnaissance")
        assert decision.choices[0] == Choice("reveal", (chits[0],))
        assert answer(state) == Choice("reveal", ("C",))
