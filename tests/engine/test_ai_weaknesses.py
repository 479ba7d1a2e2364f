"""Weaknesses of the planner found in its logs (issue 35), each in a real position: danger
on the way, wasted activations, re-rolls that cannot change anything, Fire cards spent
instead of kept for Op Fire, passing when only an attack can still win, waiting in Cover
far behind, setting up beside the enemy's setup zone."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.gamehelpers import resettle, scenario, started
from tests.engine.test_recover_rout import board, put, with_order

from cc_engine import new_game
from cc_engine.ai import PlannerPlayer
from cc_engine.ai.cards import BEHIND_SHOT, STRONG_SHOT
from cc_engine.ai.setup import ENEMY_SETUP_REACH
from cc_engine.content.loading import ContentPack
from cc_engine.content.validation import setup_zone_hexes
from cc_engine.content.vocabulary import Order, SideId
from cc_engine.flow import apply
from cc_engine.hexgrid import Hex
from cc_engine.state import Choice, Decision, GameState
from cc_engine.views import player_view


def order_card(pack: ContentPack, order: Order) -> int:
    return next(c.number for c in pack.decks["germany"].cards if c.order is order)


def mg_position(pack: ContentPack, buildings: dict[str, str] | None = None) -> GameState:
    """Scenario 10 on an open map (with ``buildings`` besides), the Russians holding every
    Objective: a Pionier Squad (au05) in a Building (G6) two hexes from a Russian Sergeant
    with a Light MG and a Guards Rifle Squad (E5), in sight and Range."""
    terrain = {"G6": "building", **(buildings or {})}
    state = put(put(put(board(pack, terrain=terrain, number=10), "au05", "G6"),
                    "bu02", "E5"), "bu05", "E5")
    state = state.with_unit(replace(state.unit("bu02"), weapon="bw02"))
    return replace(state, control=(SideId.ALLIES,) * 5)


def ordered(state: GameState, card: int) -> GameState:
    """``state`` with ``card`` the Axis hand and its Order given: the first unit to
    activate is asked for [O14.1]."""
    state = resettle(state.with_side(replace(state.axis, hand=(card,))))
    state = apply(state, Choice("order", (card,))).state
    assert state.pending is not None and state.pending.kind == "activate"
    return state


def test_planner_keeps_a_squad_in_cover_beside_an_mg_group_and_fires_first(
        content_pack: ContentPack) -> None:
    """Every open hex on the way is in sight of the MG group, whose Op Fire may break the
    Squad at each [A33]: a Move Order is not given; with a Fire card too, it shoots [O20]."""
    move, fire = order_card(content_pack, Order.MOVE), order_card(content_pack, Order.FIRE)
    state = mg_position(content_pack)
    only_move = resettle(state.with_side(replace(state.axis, hand=(move,))))
    assert PlannerPlayer(0).choose(player_view(only_move, SideId.AXIS)) != Choice(
        "order", (move,))
    both = resettle(state.with_side(replace(state.axis, hand=(move, fire))))
    assert PlannerPlayer(0).choose(player_view(both, SideId.AXIS)) == Choice("order", (fire,))


def test_planner_activates_for_a_fire_order_only_the_pieces_with_a_target(
        content_pack: ContentPack) -> None:
    """A Leader's group for a Fire Order [O14.1, 3.3.1.1]: the Pionier Squad beside him has
    a shot, the broken Rifle Squad in his radius has none and stays free."""
    fire = order_card(content_pack, Order.FIRE)
    state = put(put(put(put(board(content_pack, number=10), "au02", "G6"), "au05", "G6"),
                    "au06", "G8", broken=True), "bu05", "G4")
    state = apply(ordered(state, fire), Choice("activate", ("au02",))).state
    assert state.pending is not None and state.pending.kind == "activate"
    assert Choice("add", ("au06",)) in state.pending.choices
    planner = PlannerPlayer(0)
    assert planner.choose(player_view(state, SideId.AXIS)) == Choice("add", ("au05",))
    state = apply(state, Choice("add", ("au05",))).state
    assert planner.choose(player_view(state, SideId.AXIS)) == Choice("go")


def test_planner_activates_for_a_move_order_only_the_units_that_would_move(
        content_pack: ContentPack) -> None:
    """A Leader's group for a Move Order [O14.1, 3.3.1.1]: the Pionier Squad beside him in
    the Building (G6) would only walk into the MG group's Op Fire (the Squad of the first
    test above) and stays free; the Squad in H7, farther off, has a Move worth making and
    joins."""
    move = order_card(content_pack, Order.MOVE)
    state = mg_position(content_pack, {"H8": "building", "I7": "building"})
    state = put(put(state, "au02", "G6"), "au06", "H7")
    state = apply(ordered(state, move), Choice("activate", ("au02",))).state
    assert state.pending is not None and state.pending.kind == "activate"
    assert Choice("add", ("au05",)) in state.pending.choices
    planner = PlannerPlayer(0)
    assert planner.choose(player_view(state, SideId.AXIS)) == Choice("add", ("au06",))
    state = apply(state, Choice("add", ("au06",))).state
    assert planner.choose(player_view(state, SideId.AXIS)) == Choice("go")


def test_planner_gives_a_move_order_to_a_unit_that_would_move(
        content_pack: ContentPack) -> None:
    """The Pionier Squad in the Building (G6) is the farther from the Objective (A1), but no
    Move out of it is worth the MG group's Op Fire (the first test) [A33]; the Squad in A7
    has a Move worth making and gets the Move Order [O21], not the one that would stand
    still."""
    move = order_card(content_pack, Order.MOVE)
    state = ordered(put(mg_position(content_pack, {"H8": "building", "I7": "building"}),
                        "au06", "A7"), move)
    assert state.pending is not None
    assert Choice("activate", ("au05",)) in state.pending.choices
    assert PlannerPlayer(0).choose(player_view(state, SideId.AXIS)) == Choice(
        "activate", ("au06",))


def test_planner_does_not_reroll_a_roll_no_roll_can_change(content_pack: ContentPack) -> None:
    """A broken Pionier Squad (Morale 9) with an unbroken Sergeant (Command 2) in a Building
    (Cover 3) rallies on any roll under 14 [O22.3]: an 11 is kept. Without the Sergeant, in
    the open (Morale 9), it is re-rolled [9.1]; the opponent's re-roll of that re-roll is
    not answered again."""
    def answer(state: GameState, planner: PlannerPlayer) -> Choice:
        unit = state.unit("au05")
        purpose = f"the Rally Roll of {unit.name} (broken) ({unit.hex})"
        decision = Decision(SideId.AXIS, "reroll", (Choice("reroll"), Choice("accept")),
                            f"The Axis rolled 5•6 for {purpose}: re-roll? [9.1]",
                            (("roll", "5•6"), ("purpose", purpose)))
        return planner.choose(replace(player_view(state, SideId.AXIS), decision=decision))

    covered = put(put(board(content_pack, terrain={"G6": "building"}, number=10), "au02", "G6"),
                  "au05", "G6", broken=True)
    assert answer(covered, PlannerPlayer(0)) == Choice("accept")
    exposed = put(board(content_pack, number=10), "au05", "G6", broken=True)
    planner = PlannerPlayer(0)
    assert answer(exposed, planner) == Choice("reroll")
    assert answer(exposed, planner) == Choice("accept")


def german_cards(pack: ContentPack, order: Order, count: int = 1) -> list[int]:
    """The first ``count`` German cards of ``order`` without a Fire Action."""
    return [c.number for c in pack.decks["germany"].cards
            if c.order is order and not c.fire_action][:count]


def test_planner_keeps_a_fire_card_for_op_fire_and_discards_the_dead_cards(
        content_pack: ContentPack) -> None:
    """The Russian Squad (G4) is out of the Pionier Squad's Range 3 (G8), so the Axis can
    only pass; but the open hexes the Russians would cross are in its sight and Range: of its
    hand
    it discards Command Confusion (never an Order [O19]) and keeps the card with a Fire
    Action for Op Fire [A33]."""
    fire = next(c.number for c in content_pack.decks["germany"].cards if c.fire_action)
    confusion = german_cards(content_pack, Order.COMMAND_CONFUSION)[0]
    recover = german_cards(content_pack, Order.RECOVER, 2)
    state = put(put(board(content_pack, number=10), "au05", "G8"), "bu05", "G4")
    state = resettle(state.with_side(replace(state.axis, hand=(fire, *recover, confusion))))
    planner = PlannerPlayer(0)
    assert planner.choose(player_view(state, SideId.AXIS)) == Choice("pass")
    state = apply(state, Choice("pass")).state
    discarded = []
    while state.pending is not None and state.pending.kind == "discard":
        choice = planner.choose(player_view(state, SideId.AXIS))
        if choice.kind != "discard":
            break
        discarded.append(int(choice.args[0]))
        state = apply(state, choice).state
    assert planner.op_fire_prospect() > 0.0
    assert confusion in discarded and fire not in discarded
    assert fire in state.axis.hand


def test_planner_far_behind_at_the_end_attacks_rather_than_passes(
        content_pack: ContentPack) -> None:
    """A hand of a Move card and four useless ones is cleared by passing while there is time
    [5, O15]; 12 VP behind two Time spaces before Sudden Death [6.2.2], the Axis moves."""
    move = german_cards(content_pack, Order.MOVE)[0]
    hand = (move, *german_cards(content_pack, Order.RECOVER, 3),
            german_cards(content_pack, Order.COMMAND_CONFUSION)[0])
    base = put(put(board(content_pack, number=10), "au05", "G8"), "bu05", "G2")
    base = base.with_side(replace(base.axis, hand=hand))
    last = base.setting.scenario.sudden_death - 2
    for vp, time, expected in ((0, 0, Choice("pass")), (-12, 0, Choice("pass")),
                               (0, last, Choice("pass")), (-12, last, Choice("order", (move,)))):
        state = resettle(replace(base, vp=vp, time=time))
        assert PlannerPlayer(0).choose(player_view(state, SideId.AXIS)) == expected, (vp, time)


def set_up(pack: ContentPack, number: int, seed: int) -> GameState:
    """A game of scenario ``number`` after its setup, both sides the planner."""
    state = new_game(scenario(number), pack, seed)
    players = {side: PlannerPlayer(seed + offset) for offset, side in enumerate(SideId)}
    while (decision := state.pending) is not None and decision.kind in ("setup", "arm",
                                                                        "fortify"):
        state = apply(state, players[decision.side].choose(
            player_view(state, decision.side))).state
    return state


def test_planner_sets_up_out_of_reach_of_the_enemy_first_turn(
        content_pack: ContentPack) -> None:
    """Scenario 4: the Axis sets up first, anywhere in nine rows, and the Allies then set up
    in the top row: a unit placed beside that row meets the whole enemy force on its first
    Turn (Satchel Charges, Melee) before it can move; it keeps out of reach of the empty
    zone. Scenario 9: the Allied paratroopers set up first in the top row, and the Axis's
    three units are all it has on the map until Time 3 (its last one eliminated loses the
    game [6.3]): none sets up beside them, where their fire is strongest."""
    for seed in (1, 2, 3):
        state = set_up(content_pack, 4, seed)
        setting = state.setting
        zone = setup_zone_hexes(setting.scenario.allies.setup,
                                setting.friendly_edge(SideId.ALLIES), setting.terrain.grid)
        placed = [u.hex for u in state.units_on_map(SideId.AXIS) if u.hex is not None]
        assert placed and all(min(h.distance(z) for z in zone) > ENEMY_SETUP_REACH
                              for h in placed), placed
        state = set_up(content_pack, 9, seed)
        enemies = [u.hex for u in state.units_on_map(SideId.ALLIES) if u.hex is not None]
        placed = [u.hex for u in state.units_on_map(SideId.AXIS) if u.hex is not None]
        assert len(placed) == 3
        assert all(min(h.distance(e) for e in enemies) > 1 for h in placed), placed


def test_planner_requests_artillery_only_where_a_spotter_sees_the_enemy(
        content_pack: ContentPack) -> None:
    """Scenario 4: the Allied Lieutenant is the only Spotter for their 75-76mm Radio [O18.2].
    Two Axis Squads in the open four hexes from him, in his sight: the Artillery Request is
    given. The same Squads behind a wood he cannot see through: no Spotter can place the
    Spotting Round on them [O18.2.1], the Order would be wasted, and the planner passes."""
    def position(terrain: dict[str, str] | None) -> GameState:
        state = put(put(put(board(content_pack, terrain=terrain), "bu01", "B2"), "au03", "F2"),
                    "au04", "F2")
        state, card = with_order(state, SideId.ALLIES, Order.ARTILLERY_REQUEST)
        return resettle(state.with_side(replace(state.allies, hand=(card,)))), card

    seen, card = position(None)
    assert PlannerPlayer(0).choose(player_view(seen, SideId.ALLIES)) == Choice("order", (card,))
    hidden, card = position({h: "woods" for h in ("D1", "D2", "D3", "E1", "E2", "E3")})
    assert PlannerPlayer(0).choose(player_view(hidden, SideId.ALLIES)) != Choice(
        "order", (card,))


def test_planner_behind_on_vp_takes_more_risk_as_sudden_death_nears(
        content_pack: ContentPack) -> None:
    """The Pionier Squad in its Building beside the Russian MG group (see
    :func:`mg_position`), behind on VP: on Time space 0 it keeps its Cover (the test above);
    one Time space before Sudden Death only a Move can still take an Objective [6.2.2], and
    it gives the Move Order into the MG's sight."""
    move = order_card(content_pack, Order.MOVE)
    state = mg_position(content_pack)
    state = state.with_side(replace(state.axis, hand=(move,)))
    late = resettle(replace(state, time=state.setting.scenario.sudden_death - 1))
    assert PlannerPlayer(0).choose(player_view(late, SideId.AXIS)) == Choice("order", (move,))


def test_planner_far_behind_leaves_its_cover_even_with_time_to_spare(
        content_pack: ContentPack) -> None:
    """The same position on Time space 0 (see :func:`mg_position`): 9 VP behind, the Squad
    keeps its Building (the enemy's mistakes may still make that up); 15 VP or more behind,
    waiting cannot win against an enemy who sits in Cover [7], and it gives the Move Order."""
    move = order_card(content_pack, Order.MOVE)
    state = mg_position(content_pack)
    state = state.with_side(replace(state.axis, hand=(move,)))
    assert state.time == 0 and state.vp == -9
    assert PlannerPlayer(0).choose(player_view(state, SideId.AXIS)) == Choice("pass")
    for vp in (-15, -25):
        far_behind = resettle(replace(state, vp=vp))
        assert PlannerPlayer(0).choose(player_view(far_behind, SideId.AXIS)) == Choice(
            "order", (move,))


def test_planner_behind_on_vp_shoots_rather_than_clears_a_clogged_hand(
        content_pack: ContentPack) -> None:
    """A Fire card and four useless ones, and a fair shot (neither a sure break nor a
    waste) at a Guards Rifle Squad in the open: ahead on VP, the hand is cleared by passing
    [O15]; behind, the shot is taken: the enemy it breaks cannot stop the Moves to come
    [O20, A33]."""
    fire = order_card(content_pack, Order.FIRE)
    hand = (fire, *german_cards(content_pack, Order.RECOVER, 3),
            german_cards(content_pack, Order.COMMAND_CONFUSION)[0])
    base = put(put(board(content_pack, number=10), "au05", "G8"), "bu05", "G5")
    base = base.with_side(replace(base.axis, hand=hand))
    planner = PlannerPlayer(0)
    ahead = resettle(replace(base, vp=12))
    assert planner.choose(player_view(ahead, SideId.AXIS)) == Choice("pass")
    shot = planner.best_shot(base.unit("au05"))
    assert BEHIND_SHOT <= shot < STRONG_SHOT, shot
    behind = resettle(replace(base, vp=-12))
    assert planner.choose(player_view(behind, SideId.AXIS)) == Choice("order", (fire,))


def test_planner_goes_for_the_enemy_left_in_a_multi_hex_building_objective(
        content_pack: ContentPack) -> None:
    """Scenario 10's Objective 5 is printed in H5 of the Building E5-F4-G5-H5: who holds it
    is decided by the whole Building [7.3.1.1]. With a Russian Squad in E5, a Pionier Squad
    standing in H5 does not "hold" it (it is the Russians' while they are in it): it and a
    Rifle Squad further off head for E5, where the enemy must be driven out. Once no enemy
    is left in the Building, the Pionier Squad holds it where it stands."""
    state = started(10, content_pack)
    state = replace(state, units=tuple(replace(u, status="reinforcement", hex=None,
                                               time_space=99) for u in state.units))
    state = put(put(put(state, "bu05", "E5"), "au05", "H5"), "au06", "J6")
    state = replace(state, control=(SideId.AXIS,) * 4 + (SideId.ALLIES,))
    planner = PlannerPlayer(0)
    planner.view = player_view(state, SideId.AXIS)
    assert planner.area(5) == tuple(Hex.parse(h) for h in ("E5", "F4", "G5", "H5"))
    assert planner.contested(5)
    assert not planner.holds(state.unit("au05"))
    assert planner.goal(state.unit("au05")) == Hex.parse("E5")
    assert planner.goal(state.unit("au06")) == Hex.parse("E5")
    # The Russians gone from the Building, the Pionier Squad holds it where it stands.
    cleared = put(state, "bu05", "A1")
    cleared = replace(cleared, control=(SideId.AXIS,) * 5)
    planner.view = player_view(cleared, SideId.AXIS)
    assert not planner.contested(5)
    assert planner.holds(cleared.unit("au05"))
