"""Move Orders [O21]: costs, Leader Command and Road bonus, stacks, Wire, exits, O14.2/O14.4."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

import pytest
from tests.engine.conftest import build_map
from tests.engine.gamehelpers import choices, quiet, stack_deck, started

from cc_engine import apply, pending
from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import FortificationKind, Order, SideId
from cc_engine.flow import Log, settle
from cc_engine.frames import TurnFrame
from cc_engine.hexgrid import Hex
from cc_engine.rules import move
from cc_engine.rules.move import can_move, move_entries
from cc_engine.rules.terrain import TerrainState
from cc_engine.state import Choice, GameState, UnitState, WeaponState

AXIS, ALLIES = SideId.AXIS, SideId.ALLIES
#: No Op Fire or re-roll windows: the tests answer only the decisions they are about.
QUIET = quiet(op_fire="never", reroll="never")


def unit(uid: str, side: SideId, type_: str, hex_: str, weapon: str | None = None,
         broken: bool = False) -> UnitState:
    """A unit on the map, named after its id."""
    return UnitState(uid, side, type_, uid, "map", Hex.parse(hex_), broken=broken, weapon=weapon)


def position(pack: ContentPack, units: list[UnitState], *, order: Order = Order.MOVE,
             active: SideId = AXIS, weapons: tuple[WeaponState, ...] = (),
             terrain: Mapping[str, str] | None = None,
             elevation: Mapping[str, int] | None = None,
             features: Mapping[str, tuple[str, ...]] | None = None,
             hexsides: Mapping[tuple[str, str], str] | None = None,
             fortifications: Mapping[str, FortificationKind] | None = None,
             number: int = 6) -> GameState:
    """Scenario 6 (Germans, bottom edge, vs Americans) on a test map holding only ``units``
    (or scenario ``number``, with its own sides and rules).

    The active side holds one card of ``order`` and must decide its Turn; no chits are open.
    """
    base = started(number, pack)
    setting = replace(base.setting, map=build_map(terrain, elevation, features, hexsides))
    card = next(c.number for c in setting.deck(active).cards if c.order is order)
    sides = {}
    for side in SideId:
        piles = base.side(side)
        everything = [c for c in (*piles.hand, *piles.draw, *piles.discard) if c != card]
        hand = (card,) if side is active else ()
        sides[side] = replace(piles, hand=hand, draw=tuple(everything), discard=(),
                              stops=QUIET)
    state = replace(base, setting=setting, units=tuple(units), weapons=weapons,
                    markers=TerrainState.build(fortifications={
                        Hex.parse(h): k for h, k in (fortifications or {}).items()}),
                    axis=sides[AXIS], allies=sides[ALLIES], active=active,
                    stack=(TurnFrame(active),), pending=None, orders_given=0,
                    activated=frozenset(), open_chits=(), control=(None,) * 5, vp=0,
                    vp_sources=())
    return settle(state, Log())


def act(state: GameState, text: str) -> tuple[GameState, list[str]]:
    """Apply a choice; return the new state and the log texts."""
    step = apply(state, Choice.parse(text))
    return step.state, [e.text for e in step.events]


def order(state: GameState) -> GameState:
    """Play the active side's only card as its Order."""
    return act(state, f"order {state.side(state.active).hand[0]}")[0]


X17_MAP = {"terrain": {"K6": "woods"}, "elevation": {"K8": 1, "K7": 1, "K6": 1, "J6": 1}}


def test_x17_costs_leader_command_and_leaving_the_leader(content_pack: ContentPack) -> None:
    """Op Fire example A, D, F, H: L8 -> K8 costs 2 (Open Ground 1 + uphill 1) [T88.1];
    K7 makes 3; with Biermann's Command [3.3.1.2] the Squad's Movement is 5 and it enters
    K6 Woods for 2 -> 5; having left Biermann, its Movement is 4 again and the move ends."""
    state = position(content_pack, [unit("squad", AXIS, "rifle", "L8"),
                                    unit("Biermann", AXIS, "sergeant_x", "K7"),
                                    unit("us", ALLIES, "line", "L5")], **X17_MAP)
    state = order(state)
    assert choices(state) == ["activate squad", "activate Biermann"]
    state, log = act(state, "activate squad")
    assert log == ["Move Order: squad (L8) activated [O14.1]"]
    assert choices(state) == ["move squad"]  # no "done": nothing has crossed a hexside
    state, _ = act(state, "move squad")
    assert "stop" not in choices(state)  # O14.4: it must cross a hexside first
    state, log = act(state, "enter K8")
    assert log == ["squad (L8) enters K8: Open Ground 1 [T90] + uphill 1 [T88.1] = 2 MP "
                   "-> 2 of 4 MP [O21.1]"]
    state, log = act(state, "enter K7")
    assert log == ["squad (K8) enters K7: Open Ground 1 [T90] = 1 MP -> 3 of 4 MP [O21.1]"]
    decision = pending(state)
    assert decision is not None and decision.context[:3] == (
        ("mp_spent", 3), ("movement", 5), ("path", "L8:0 K8:2 K7:3"))
    assert set(decision.facts("entry")) == {"K6 5", "J6 4", "J7 4", "K8 4", "L7 4", "L6 4"}
    # The board labels each hex the mover may enter with the MP it would have spent there.
    assert decision.note(Choice("enter", ("K6",))) == ("Woods 2 [T99] = 2 MP -> 5 of 5 MP "
                                                       "[O21.1]")
    assert "enter K6" in choices(state)  # 2 MP left only thanks to Biermann's Command
    state, log = act(state, "enter K6")
    assert log[0] == "squad (K7) enters K6: Woods 2 [T99] = 2 MP -> 5 of 5 MP [O21.1]"
    assert log[1] == ("squad (K6): Movement 4 (squad 4 [3.1.3]), 5 MP spent: it can enter no "
                      "further hex, its move ends [O21.1]")
    assert state.unit("squad").hex == Hex.parse("K6")
    # X21 (a), O14.2: the Order is over only now; the Turn decision comes back.
    assert pending(state).kind == "turn" and state.stack[-1].kind == "turn"


def test_x17_without_the_leader_k6_is_out_of_reach(content_pack: ContentPack) -> None:
    state = position(content_pack, [unit("squad", AXIS, "rifle", "K7"),
                                    unit("us", ALLIES, "line", "A5")], **X17_MAP)
    state = order(state)
    state, _ = act(state, "activate squad")
    state, _ = act(state, "move squad")
    entries = {h.id: c.mp for h, c in move_entries(state, AXIS, Hex.parse("K7"), 1)}
    assert "K6" not in entries and entries["K8"] == 1


def test_x25_uphill_woods(content_pack: ContentPack) -> None:
    """T88.1: Woods level 1 -> Woods level 2 costs 3 MP; the reverse costs 2."""
    state = position(content_pack, [unit("us", ALLIES, "line", "A5")],
                     terrain={"E5": "woods", "E4": "woods"}, elevation={"E5": 1, "E4": 2})
    up = dict(move_entries(state, AXIS, Hex.parse("E5"), 3))[Hex.parse("E4")]
    down = dict(move_entries(state, AXIS, Hex.parse("E4"), 2))[Hex.parse("E5")]
    assert (up.mp, down.mp) == (3, 2)
    assert Hex.parse("E4") not in dict(move_entries(state, AXIS, Hex.parse("E5"), 2))


def test_x30_a_unit_starting_in_wire_stops_in_the_first_hex(content_pack: ContentPack) -> None:
    """F106.2: it stops in the first hex entered even with a Road and a Leader there."""
    state = position(content_pack, [unit("squad", AXIS, "rifle", "E5"),
                                    unit("lt", AXIS, "lieutenant_y", "E4"),
                                    unit("us", ALLIES, "line", "N5")],
                     features={"E4": ("road",), "E3": ("road",)},
                     fortifications={"E5": FortificationKind.WIRE})
    state = order(state)
    state, _ = act(state, "activate squad")
    state, _ = act(state, "move squad")
    state, log = act(state, "enter E4")
    assert "squad (E4): Wire entered or left, all remaining MP are lost [F106.2]" in log
    assert state.unit("squad").hex == Hex.parse("E4") and pending(state).kind == "turn"


def test_entering_wire_ends_the_move(content_pack: ContentPack) -> None:
    state = position(content_pack, [unit("squad", AXIS, "rifle", "E6"),
                                    unit("us", ALLIES, "line", "N5")],
                     fortifications={"E5": FortificationKind.WIRE})
    state = order(state)
    state, _ = act(state, "activate squad")
    state, _ = act(state, "move squad")
    state, log = act(state, "enter E5")
    assert log[-2].endswith("all remaining MP are lost [F106.2]")
    assert pending(state).kind == "turn"


def test_x21c_no_move_order_without_a_unit_that_can_cross(content_pack: ContentPack) -> None:
    """O14.4: a Move Order is offered only if some unit can cross a hexside."""
    ring = {h.id: "water_barrier" for h in Hex.parse("E5").neighbours()}
    state = position(content_pack, [unit("squad", AXIS, "rifle", "E5"),
                                    unit("us", ALLIES, "line", "N5")], terrain=ring)
    assert not can_move(state, state.unit("squad"))
    assert not any(c.kind == "order" for c in pending(state).choices)
    boxed_in = position(content_pack, [unit("squad", AXIS, "rifle", "E5"),
                                       unit("us", ALLIES, "line", "N5")],
                        terrain={**ring, "E4": "woods"})
    assert [c.kind for c in pending(boxed_in).choices] == ["order", "pass"]


def test_x21a_no_other_order_until_the_move_is_finished(content_pack: ContentPack) -> None:
    """O14.2: with two units activated, the Turn's Orders are not offered between them."""
    state = position(content_pack, [unit("lt", AXIS, "lieutenant_y", "E5"),
                                    unit("a", AXIS, "rifle", "E6"),
                                    unit("b", AXIS, "rifle", "D5"),
                                    unit("us", ALLIES, "line", "N5")])
    state = order(state)
    state, _ = act(state, "activate lt")
    assert choices(state) == ["add a", "add b", "go"]
    state, _ = act(state, "add a")
    state, log = act(state, "go")
    assert log == ["Move Order: lt (E5), a (E6) activated [O14.1]"]
    assert state.activated == {"lt", "a"} and state.stack[-1].activated == ("lt", "a")
    state, _ = act(state, "move a")
    state, _ = act(state, "enter E7")
    state, _ = act(state, "stop")
    assert pending(state).kind == "move_unit"
    assert choices(state) == ["move lt", "done"]
    state, _ = act(state, "done")
    assert pending(state).kind == "turn"


def test_moving_together_is_held_to_the_lowest_movement(content_pack: ContentPack) -> None:
    """O21.2: a Sergeant (6) and a Squad (4 + 1 Command) that began in one hex move as a
    stack; the stack keeps the Command, so the Squad's 5 limits it."""
    state = position(content_pack, [unit("sgt", AXIS, "sergeant_x", "E9"),
                                    unit("squad", AXIS, "rifle", "E9"),
                                    unit("team", AXIS, "line_team", "F9"),
                                    unit("us", ALLIES, "line", "N5")])
    state = order(state)
    state, _ = act(state, "activate sgt")
    state, _ = act(state, "add squad")
    state, _ = act(state, "add team")
    state, _ = act(state, "go")
    assert choices(state) == ["move sgt", "move squad", "move team", "move_together sgt squad"]
    state, log = act(state, "move_together sgt squad")
    assert log == ["sgt (E9), squad (E9) move together, held to the lowest Movement [O21.2]"]
    for row, spent in zip(range(8, 3, -1), range(1, 6), strict=True):
        state, log = act(state, f"enter E{row}")
        assert log[0].endswith(f"-> {spent} of 5 MP [O21.1]")
    assert log[-1] == ("sgt (E4), squad (E4): Movement 5 (squad 4 [3.1.3] +1 Command of sgt "
                       "[3.3.1.2]), 5 MP spent: it can enter no further hex, its move ends "
                       "[O21.1]")
    assert choices(state) == ["move team", "done"]


def test_a_stack_stops_when_one_mover_breaks(content_pack: ContentPack,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """O21.2: a broken unit's Movement is 1 (+ Command), which usually stops its stack; the
    Op Fire window opens after every hex entered with the hex and the movers [O21.3]."""
    calls: list[tuple[Hex, tuple[str, ...]]] = []

    def window(state: GameState, hex_: Hex, movers: tuple[str, ...]) -> GameState:
        calls.append((hex_, movers))
        if len(calls) == 2:
            return state.with_unit(replace(state.unit("b"), broken=True))
        return state

    monkeypatch.setattr(move, "push_op_fire_window", window)
    state = position(content_pack, [unit("a", AXIS, "rifle", "E9"),
                                    unit("b", AXIS, "rifle", "E9"),
                                    unit("us", ALLIES, "line", "N5")])
    state = order(state)
    state, _ = act(state, "activate a")
    state, _ = act(state, "move a")
    state, _ = act(state, "enter E8")
    assert calls == [(Hex.parse("E8"), ("a",))]
    state, _ = act(state, "stop")
    assert pending(state).kind == "turn"  # b was not activated
    state = position(content_pack, [unit("lt", AXIS, "lieutenant_y", "E9"),
                                    unit("a", AXIS, "rifle", "E9"),
                                    unit("b", AXIS, "rifle", "E9"),
                                    unit("us", ALLIES, "line", "N5")])
    calls.clear()
    state = order(state)
    for text in ("activate lt", "add a", "add b", "go", "move_together lt a b"):
        state, _ = act(state, text)
    state, _ = act(state, "enter E8")
    state, log = act(state, "enter E7")
    assert calls == [(Hex.parse("E8"), ("lt", "a", "b")), (Hex.parse("E7"), ("lt", "a", "b"))]
    # b broke in E7: Movement 1 + 2 Command of lt = 3, 2 spent: one more Open Ground hex.
    assert pending(state).context[:3] == (("mp_spent", 2), ("movement", 3),
                                          ("path", "E9:0 E8:1 E7:2"))
    state, log = act(state, "enter E6")
    assert log[0].endswith("enter E6: Open Ground 1 [T90] = 1 MP -> 3 of 3 MP [O21.1]")
    assert log[1] == ("lt (E6), a (E6), b (broken) (E6): Movement 3 (b 1 [3.1.3] +2 Command "
                      "of lt [3.3.1.2]), 3 MP spent: it can enter no further hex, its move "
                      "ends [O21.1]")
    assert pending(state).kind == "turn"


def test_enemy_hexes_and_cliffs_are_refused(content_pack: ContentPack) -> None:
    """O21.4: never into an enemy-occupied hex nor across a Cliff."""
    state = position(content_pack, [unit("squad", AXIS, "rifle", "E5"),
                                    unit("us", ALLIES, "line", "E4")],
                     hexsides={("E5", "F5"): "cliff"})
    state = order(state)
    state, _ = act(state, "activate squad")
    state, _ = act(state, "move squad")
    assert choices(state) == ["enter F4", "enter E6", "enter D5", "enter D4"]


def test_road_bonus_is_gained_once(content_pack: ContentPack) -> None:
    """T93: +1 Movement for the rest of the Order once a Road hex is entered, not cumulative."""
    state = position(content_pack, [unit("squad", AXIS, "rifle", "E9"),
                                    unit("us", ALLIES, "line", "N5")],
                     features={"E8": ("road",), "E7": ("road",), "E6": ("road",)})
    state = order(state)
    state, _ = act(state, "activate squad")
    state, _ = act(state, "move squad")
    state, log = act(state, "enter E8")
    assert log == ["squad (E9) enters E8: Open Ground 1 [T90] = 1 MP -> 1 of 4 MP [O21.1]",
                   "Road hex entered: +1 Movement for the rest of the Order [T93]"]
    for row in (7, 6, 5):
        state, log = act(state, f"enter E{row}")
    assert log[0] == "squad (E6) enters E5: Open Ground 1 [T90] = 1 MP -> 4 of 5 MP [O21.1]"
    state, log = act(state, "enter E4")
    assert log[0].endswith("-> 5 of 5 MP [O21.1]") and pending(state).kind == "turn"


def test_weapon_transfer_costs_one_mp(content_pack: ContentPack) -> None:
    """O21.1.1: the mover hands its Weapon to a friendly unit in its hex that has none."""
    state = position(content_pack, [unit("squad", AXIS, "rifle", "E9", weapon="lmg"),
                                    unit("team", AXIS, "line_team", "E8"),
                                    unit("armed", AXIS, "line_team", "E8", weapon="hmg"),
                                    unit("us", ALLIES, "line", "N5")],
                     weapons=(WeaponState("lmg", AXIS, "light_mg"),
                              WeaponState("hmg", AXIS, "heavy_mg")))
    state = order(state)
    state, _ = act(state, "activate squad")
    state, _ = act(state, "move squad")
    assert not any(c.startswith("transfer") for c in choices(state))  # alone in its hex
    state, _ = act(state, "enter E8")
    assert [c for c in choices(state) if c.startswith("transfer")] == ["transfer lmg team"]
    state, log = act(state, "transfer lmg team")
    assert log == ["squad (E8) hands its Light MG to team (E8) for 1 MP (2 MP spent) [O21.1.1]"]
    assert state.unit("team").weapon == "lmg" and state.unit("squad").weapon is None
    assert pending(state).context[:3] == (("mp_spent", 2), ("movement", 4),
                                          ("path", "E9:0 E8:1"))


def test_exit_off_the_enemy_edge(content_pack: ContentPack) -> None:
    """7.2.1: 1 MP off the enemy edge; Exit VP; the owner picks a Time space."""
    state = position(content_pack, [unit("squad", AXIS, "rifle", "B2"),
                                    unit("other", AXIS, "rifle", "H8"),
                                    unit("us", ALLIES, "line", "N5")])
    state = order(state)
    state, _ = act(state, "activate squad")
    state, _ = act(state, "move squad")
    assert "exit" not in choices(state)
    state, _ = act(state, "enter B1")
    assert "exit" in choices(state)
    state, log = act(state, "exit")
    assert log == ["squad (B1) exits off the enemy edge for 1 MP [7.2.1]"]
    decision = pending(state)
    assert decision.kind == "exit_time" and decision.side is AXIS
    assert decision.choices[0] == Choice("time_space", (state.time + 1,))
    state, log = act(state, f"time_space {state.time + 2}")
    squad = state.unit("squad")
    assert (squad.status, squad.hex, squad.time_space) == ("reinforcement", None, state.time + 2)
    assert state.vp == 2 and pending(state).kind == "turn"


def test_no_exit_off_the_flanks_or_the_friendly_edge(content_pack: ContentPack) -> None:
    """O21.4: the left, right and friendly (bottom, for the Germans) edges cannot be exited."""
    for hex_ in ("A5", "O5", "E10"):
        state = position(content_pack, [unit("squad", AXIS, "rifle", hex_),
                                        unit("us", ALLIES, "line", "H1")])
        state = order(state)
        state, _ = act(state, "activate squad")
        state, _ = act(state, "move squad")
        assert "exit" not in choices(state)


def test_mines_attack_units_entering_and_leaving(content_pack: ContentPack) -> None:
    """F103.1, F103.2: a 6 FP Mine Attack, Cover 0, on the movers only (units already in the
    hex are immune); the opponent rolls. A unit broken while leaving still arrives."""
    for mined, target in (("E8", "entering it"), ("E9", "leaving it")):
        state = position(content_pack, [unit("squad", AXIS, "rifle", "E9"),
                                        unit("sitter", AXIS, "line_team", mined),
                                        unit("us", ALLIES, "line", "N5")],
                         fortifications={mined: FortificationKind.MINES})
        state = stack_deck(state, ALLIES, [69])  # 6•5
        state = stack_deck(state, AXIS, [3])  # 1•2
        state = order(state)
        state, _ = act(state, "activate squad")
        state, _ = act(state, "move squad")
        state, log = act(state, "enter E8")
        assert (f"Mines in {mined}: a 6 FP Mine Attack on squad ({mined}) {target} "
                "[F103.1, F103.2]") in log
        assert (f"Mine Attack on {mined}: Mines 6 [F103.2] = FP 6; roll 6•5 -> Attack Total 17 "
                "[O20.3.3]") in log
        assert not any(t.startswith("sitter") and "Fire Defense" in t for t in log)
        squad = state.unit("squad")
        assert squad.broken and squad.hex == Hex.parse("E8")
        assert not state.unit("sitter").broken
        assert pending(state).kind == "turn"  # broken: Movement 1, 1 MP spent


def test_a_hex_set_ablaze_during_the_mine_attack_on_leaving_is_not_entered(
        content_pack: ContentPack) -> None:
    """F103.1, T79: a Blaze placed while the Mine Attack on the movers leaving their hex is
    resolved (an Event of its rolls) closes the hex they were going to; they stay where they
    were and their move ends (docs/rulings.md)."""
    state = position(content_pack, [unit("squad", AXIS, "rifle", "E9"),
                                    unit("us", ALLIES, "line", "N5")],
                     fortifications={"E9": FortificationKind.MINES})
    stops = quiet(op_fire="never", reroll="always")
    state = replace(state, axis=replace(state.axis, stops=stops),
                    allies=replace(state.allies, stops=stops))
    state = stack_deck(state, ALLIES, [3])  # 1•2: the Mines miss
    state = order(state)
    state, _ = act(state, "activate squad")
    state, _ = act(state, "move squad")
    state, log = act(state, "enter E8")
    assert "Mines in E9: a 6 FP Mine Attack on squad (E9) leaving it [F103.1, F103.2]" in log
    decision = pending(state)
    assert decision is not None and decision.kind == "reroll"
    state = replace(state, markers=replace(state.markers, blaze=frozenset({Hex.parse("E8")})))
    while (decision := pending(state)) is not None and decision.kind == "reroll":
        state, log = act(state, "accept")
    assert ("squad (E9) cannot enter E8, which became impassable; they stay in E9 and their "
            "move ends [T79, F103.1]") in log
    assert state.unit("squad").hex == Hex.parse("E9")
    assert pending(state).kind == "turn"


def test_a_unit_is_activated_once_per_turn(content_pack: ContentPack) -> None:
    """O14.1: a second Move Order may activate only units not yet activated this Turn."""
    state = position(content_pack, [unit("a", AXIS, "rifle", "E9"),
                                    unit("b", AXIS, "rifle", "H9"),
                                    unit("us", ALLIES, "line", "N5")])
    second = next(c.number for c in state.setting.deck(AXIS).cards
                  if c.order is Order.MOVE and c.number not in state.axis.hand)
    scenario = state.setting.scenario
    two_orders = scenario.model_copy(update={"axis": scenario.axis.model_copy(
        update={"orders": 2})})
    state = replace(state, setting=replace(state.setting, scenario=two_orders),
                    axis=replace(state.axis, hand=(*state.axis.hand, second),
                                 draw=tuple(c for c in state.axis.draw if c != second)))
    state = order(state)
    for text in ("activate a", "move a", "enter E8", "stop"):
        state, _ = act(state, text)
    state, _ = act(state, f"order {state.axis.hand[0]}")
    assert choices(state) == ["activate b"]
