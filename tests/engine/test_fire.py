"""Fire [O20]: the Fire Order, Fire Groups, Ordnance Targeting and the Fire Attack.

Positions are built on small test maps (the rulebook's example maps are not in the text) and
the Fate decks are stacked so every roll is the one the example names.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from tests.engine.conftest import build_map
from tests.engine.gamehelpers import choices, play, quiet

from cc_engine.content.loading import ContentPack, load_scenario
from cc_engine.content.vocabulary import (
    FortificationKind,
    HexsideFeature,
    SideId,
    Trigger,
    UnitKind,
)
from cc_engine.flow import Log, pop, register, settle
from cc_engine.frames import AttackFrame, RollResult, TurnFrame
from cc_engine.game import make_setting
from cc_engine.hexgrid import Hex
from cc_engine.rules.fire import (
    crossed_hexsides,
    defense_cover,
    fire_fp,
    fire_problem,
    piece_by_id,
    piece_fp,
    piece_range,
    pieces_of,
    push_attack,
    reach,
    targeting_hits,
)
from cc_engine.rules.terrain import TerrainState
from cc_engine.rules.victory import eliminate_unit
from cc_engine.state import (
    Choice,
    Decision,
    GameState,
    SideState,
    Stops,
    UnitState,
    WeaponState,
    game_state_adapter,
)

H = Hex.parse
AXIS, ALLIES = SideId.AXIS, SideId.ALLIES
SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"
GERMANS_VS_AMERICANS = "scenario02.json"
GERMANS_VS_RUSSIANS = "scenario01.json"


@dataclass(frozen=True)
class Spec:
    """A unit to put on the test map: ``Spec("grein", AXIS, "sergeant_y", "K8")``."""

    id: str
    side: SideId
    type: str
    hex: str
    name: str = ""
    weapon: str | None = None
    broken: bool = False
    suppressed: bool = False


def position(pack: ContentPack, units: Sequence[Spec], *,
             scenario: str = GERMANS_VS_AMERICANS,
             terrain: Mapping[str, str] | None = None,
             elevation: Mapping[str, int] | None = None,
             features: Mapping[str, tuple[str, ...]] | None = None,
             hexsides: Mapping[tuple[str, str], str] | None = None,
             smoke: Mapping[str, int] | None = None,
             fortifications: Mapping[str, FortificationKind] | None = None,
             hands: Mapping[SideId, Sequence[int]] | None = None,
             draws: Mapping[SideId, Sequence[int]] | None = None,
             stops: Mapping[SideId, Stops] | None = None,
             active: SideId = AXIS) -> GameState:
    """A game state with exactly these units on a test map, stacked decks, and the
    ``active`` side's Turn waiting for its first Order."""
    model = load_scenario(SCENARIOS / scenario).model_copy(update={"map": "test"})
    test_map = build_map(terrain, elevation, features, hexsides)
    setting = make_setting(model, replace(pack, maps={"test": test_map}))
    pieces, weapons = [], []
    for spec in units:
        kind = setting.unit_type(spec.side, spec.type)
        weapon_id = None
        if spec.weapon is not None:
            weapon_id = f"{spec.id}_w"
            weapons.append(WeaponState(weapon_id, spec.side, spec.weapon))
        name = spec.name or (kind.name if kind.kind is UnitKind.LEADER
                             else f"{kind.name} {kind.kind.value.title()}")
        pieces.append(UnitState(spec.id, spec.side, spec.type, name, "map", H(spec.hex),
                                spec.broken, spec.suppressed, weapon=weapon_id))
    sides = {}
    for side in SideId:
        hand = tuple((hands or {}).get(side, ()))
        top = tuple((draws or {}).get(side, ()))
        rest = tuple(n for n in range(1, 73) if n not in hand and n not in top)
        sides[side] = SideState(side, hand=hand, draw=top + rest,
                                stops=(stops or {}).get(side, quiet(reroll="never")))
    markers = TerrainState.build(
        smoke={H(h): v for h, v in (smoke or {}).items()},
        fortifications={H(h): k for h, k in (fortifications or {}).items()})
    state = GameState(setting=setting, seed=1, rng=1, axis=sides[AXIS], allies=sides[ALLIES],
                      units=tuple(pieces), weapons=tuple(weapons), radios=(), markers=markers,
                      smoke_cup=(1, 2, 3, 4, 5), initiative=AXIS, active=active,
                      stack=(TurnFrame(active),))
    return settle(state, Log())


@dataclass(frozen=True, slots=True)
class Pause:
    """A test-only frame that stops the engine with a ``resume`` decision, so a test can hold
    a position above a Move Order without running the Move Order itself."""

    side: SideId = AXIS
    kind: str = "test_pause"


def _run_pause(state: GameState, frame: Pause, log: Log) -> tuple[GameState, Decision]:
    return state, Decision(frame.side, "test_pause", (Choice("resume"),), "test pause")


register("test_pause", _run_pause, lambda state, frame, choice, log: pop(state))


# --- X16: the Fire Attack example (page 13) ----------------------------------------------------


def x16_position(pack: ContentPack) -> GameState:
    """Sgt. Grein in K8 with a broken Squad carrying an LMG; Squads in J7 and J6 (with an LMG)
    on a level-1 hill; a Squad with the HMG and Lt. Bolter in L8; a Team with the Mortar in
    M9. US: a Line Squad in M6 (Open Ground with a Road), a Team in N6, a Squad in N7; a
    Smoke 3 in M8. The Axis holds two Sustained Fire cards (43, 44) and rolls 4•1, 2•5
    Event! (the shipped German deck has no 1•6 Event! card; 2•5 Event! has the same sum and
    is not doubles either), reveals Interdiction (card 31) for that Event, then rolls 6•1
    Event!; Allied rolls 6•4, 1•2."""
    units = [
        Spec("grein", AXIS, "sergeant_y", "K8", "Sgt. Grein"),
        Spec("k8", AXIS, "rifle", "K8", "Rifle Squad", "light_mg", broken=True),
        Spec("j7", AXIS, "rifle", "J7", "Rifle Squad"),
        Spec("j6", AXIS, "rifle", "J6", "Rifle Squad", "light_mg"),
        Spec("l8", AXIS, "rifle", "L8", "Rifle Squad", "heavy_mg"),
        Spec("bolter", AXIS, "lieutenant_x", "L8", "Lt. Bolter"),
        Spec("team", AXIS, "weapon_team", "M9", "Weapon Team", "light_mortar"),
        Spec("us_m6", ALLIES, "line", "M6", "Line Squad"),
        Spec("us_n6", ALLIES, "line_team", "N6", "Line Team"),
        Spec("us_n7", ALLIES, "line", "N7", "Line Squad"),
    ]
    return position(pack, units, elevation={"J6": 1, "J7": 1}, features={"M6": ("road",)},
                    smoke={"M8": 3}, hands={AXIS: (50, 43, 44)},
                    draws={AXIS: (19, 33, 31, 41, 5), ALLIES: (65, 3)})


def test_x16_fire_attack_example(content_pack: ContentPack) -> None:
    state = x16_position(content_pack)
    assert "order 50" in choices(state)
    state, _ = play(state, "order 50")

    # A: Grein activates the Team and the four Squads in his radius, never Lt. Bolter [3.3.1.1];
    # Grein cannot fire himself, so "go" waits for a unit with a target [O20.1].
    assert state.pending is not None
    assert state.pending.facts("radius") == ("grein K8 2", "bolter L8 1")  # drawn on the board
    assert state.pending.note(Choice("activate", ("bolter",))) == (
        "Command 1: may also activate friendly units up to 1 hex away [3.3.1.1]")
    state, _ = play(state, "activate grein")
    assert choices(state) == ["add k8", "add j7", "add j6", "add l8", "add team"]
    assert state.pending is not None and state.pending.facts("radius") == ("grein K8 2",)
    state, texts = play(state, "add k8", "add j7", "add j6", "add l8", "add team", "go")
    assert state.activated == {"grein", "k8", "j7", "j6", "l8", "team"}

    # B: the broken Squad's LMG cannot fire [3.2.3]; the Squad reaches 3 hexes with Grein.
    k8 = state.unit("k8")
    assert [p.id for p in pieces_of(state, k8)] == ["k8"]
    assert piece_range(state, piece_by_id(state, "k8")).total == 3
    assert {"target M6", "target N6", "target N7"} <= set(choices(state))

    # C: the Fire Group at M6: 6 (L8, Bolter) +4 group +1 downhill = 11; roll 4•1 -> 16.
    state, _ = play(state, "target M6")
    joinable = choices(state)
    assert "join k8_w" not in joinable and "join grein" not in joinable
    assert "join team_w" in joinable  # the Mortar may fire alone...
    state, _ = play(state, "join l8")
    assert "join team_w" not in choices(state)  # ...but never in a group [O20.3.1.1]
    state, _ = play(state, "join k8", "join j7", "join j6")
    # Before committing, the board shows the FP now and what each piece would bring.
    assert state.pending is not None
    assert state.pending.facts("fp") == (10,)
    assert state.pending.facts("firing") == ("L8", "K8", "J7", "J6")
    assert state.pending.note(Choice("join", ("j6_w",))).endswith("+1 downhill [T88.2] = 11 "
                                                                    "[O20.3.1]")
    assert state.pending.note(Choice("fire")) == "Fire at M6 with FP 10"
    state, _ = play(state, "join j6_w")
    adapter = game_state_adapter()  # a game saved mid-Order resumes there
    assert adapter.validate_json(adapter.dump_json(state)) == state
    assert state.pending is not None
    assert state.pending.prompt.endswith(
        "FP Rifle Squad 5 [3.1.1] +1 Command of Lt. Bolter [3.3.1.2] +4 group [O20.3.1.2] "
        "+1 downhill [T88.2] = 11 [O20.3.1]")
    state, texts = play(state, "fire")
    # D: the US Squad: Morale 6 -1 (Open Ground with a Road) = 5; roll 6•4 -> 15 < 16: breaks.
    assert any("= FP 11; roll 4•1 -> Attack Total 16" in t for t in texts)
    assert any("Morale Line Squad 6 [3.1.4] -1 Open Ground 0 - Road 1 [T78.3] = 5; roll 6•4 "
               "-> Defense Total 15 vs Attack Total 16: breaks" in t for t in texts)
    assert state.unit("us_m6").broken

    # E: the HMG alone: 8 +1 Bolter = 9; two Sustained Fire Actions make it 13 [A41, A24.1].
    hmg = piece_by_id(state, "l8_w")
    assert fire_fp(state, [hmg], H("M6")).total == 9
    # The Axis holds the Initiative and stops at re-roll windows, so the test can step in.
    state = state.with_side(replace(state.axis, stops=quiet(reroll="always",
                                                            fire_actions="when_able")))
    state, _ = play(state, "target M6", "join l8_w", "fire")
    assert state.pending is not None and state.pending.kind == "fire_actions"
    assert choices(state) == ["play 43", "play 44", "continue"]
    state, _ = play(state, "play 43")
    assert choices(state) == ["play 44", "continue"]
    state, _ = play(state, "play 44", "continue")
    assert state.pending is not None and state.pending.kind == "reroll"
    state, texts = play(state, "accept")
    assert any("Heavy MG 8 [11.1] +1 Command of Lt. Bolter [3.3.1.3] +2 Sustained Fire [A41] "
               "+2 Sustained Fire [A41] = FP 13; roll 2•5 Event! -> Attack Total 20" in t
               for t in texts)
    # F: the Attack Total is locked; play pauses for the Event [1.9.1.1]: the Axis reveals
    # Interdiction [E60] and puts a Suppressed marker on the broken Squad (Cover -1 < 1).
    assert not any("Jammed" in t or "Sustained Fire on doubles" in t for t in texts)
    assert any("Event: Interdiction [E60]" in t for t in texts)
    assert state.pending is not None and state.pending.kind == "interdiction"
    assert state.pending.side is AXIS and "unit us_m6" in choices(state)
    vp = state.vp
    state, texts = play(state, "unit us_m6")
    assert state.unit("us_m6").suppressed
    assert state.pending is not None and state.pending.kind == "reroll"  # the Defense roll
    state, more = play(state, "accept")
    texts += more
    # G: play resumes with the Defense roll, made after the Event: broken Morale 8 -1 Road
    # -1 Suppressed = 6; roll 1•2 -> 9 < 20: eliminated, Axis +2 VP [3.2.4, 7.1].
    assert any("Morale Line Squad 8 [3.1.4] -1 Suppressed [13.2] -1 Open Ground 0 - Road 1 "
               "[T78.3] = 6; roll 1•2 -> Defense Total 9 vs Attack Total 20: breaks" in t
               for t in texts)
    assert state.unit("us_m6").status == "eliminated"
    assert state.vp - vp == 2

    # H: the Mortar at N6, range 3, through Smoke 3: 6•1 = 6, -3 = 3, not > 3: a miss.
    state = state.with_side(replace(state.axis, stops=quiet(reroll="never")))
    state, _ = play(state, "target N6")
    assert choices(state) == ["join team_w", "back"]
    state, texts = play(state, "join team_w", "fire")
    assert any("Targeting roll 6•1 Event!, product 6 -3 Hindrance [10.3.1] = 3 is not > "
               "range 3: miss" in t for t in texts)
    assert state.unit("us_n6").broken is False

    # J: the Team's 2 FP through Smoke 3 is -1 at N7: without Actions the shot is cancelled.
    team = piece_by_id(state, "team")
    assert fire_fp(state, [team], H("N7")).total == -1
    assert fire_problem(state, [team], H("N7")) is None
    state, texts = play(state, "target N7", "join team", "fire")
    assert any("final FP Weapon Team 2 [3.1.1] -3 Hindrance in M8 [O20.3.2] = -1, below 1: the "
               "shot is cancelled [10.3.2.1]" in t for t in texts)
    # The shot could not even be attempted: the Team has not fired [O20.3.2], but it has no
    # different shot to make, so the Order ends.
    assert any("Fire Order ends (" in t and "no activated piece has a legal shot left" in t
               for t in texts)
    assert state.pending is not None and state.pending.kind == "turn"


# --- X14, X15: Targeting -----------------------------------------------------------------------


@pytest.mark.parametrize(("white", "colored", "hindrance", "range_", "hit"), [
    (1, 6, 0, 5, True), (1, 6, 0, 6, False),      # 6 hits at range 5 or less
    (6, 6, 0, 16, True), (1, 1, 0, 1, False),     # 36 always hits, 1 always misses
    (4, 2, 3, 5, False), (3, 3, 3, 5, True),      # range 5 through Brush needs 9
])
def test_x15_targeting_products(white: int, colored: int, hindrance: int, range_: int,
                                hit: bool) -> None:
    """O20.2.3: the dice product minus the Hindrance must exceed the range [10.3.1]."""
    assert targeting_hits(RollResult(1, white, colored, Trigger.NONE), hindrance, range_) is hit


def mortar_position(pack: ContentPack, draws: Sequence[int]) -> GameState:
    """A German Team with a Light Mortar in E9; a US Squad 5 hexes away with Brush between."""
    units = [Spec("team", AXIS, "weapon_team", "E9", weapon="light_mortar"),
             Spec("us", ALLIES, "line", "E4")]
    return position(pack, units, terrain={"E6": "brush"}, hands={AXIS: (50,)},
                    draws={AXIS: draws, ALLIES: (3, 4)})


def test_x15_range_5_through_brush_needs_a_product_of_9(content_pack: ContentPack) -> None:
    miss = mortar_position(content_pack, (27,))  # 4•2 = 8, -3 = 5: not > 5
    miss, texts = play(miss, "order 50", "activate team", "target E4", "join team_w", "fire")
    assert any("product 8 -3 Hindrance [10.3.1] = 5 is not > range 5: miss" in t
               for t in texts)
    hit = mortar_position(content_pack, (65, 31))  # 6•4 = 24, -3 = 21 > 5; attack 1•6
    hit, texts = play(hit, "order 50", "activate team", "target E4", "join team_w", "fire")
    assert any("product 24 -3 Hindrance [10.3.1] = 21 > range 5: hit" in t for t in texts)
    # The hit's Fire Attack uses the Mortar's FP without the Hindrance again [10.3.1].
    assert any("Light Mortar 6 [11.1] = FP 6; roll 1•6 -> Attack Total 13" in t for t in texts)


def test_no_fire_attack_when_the_targeting_trigger_eliminates_the_mortar(
        content_pack: ContentPack) -> None:
    """1.9.1, O20.2: the Targeting roll's hit stands while its trigger is resolved; an Event
    that eliminates the Mortar's Team leaves no Weapon to make the Fire Attack Roll with:
    none is made (it used to go on and fail on the missing Mortar)."""
    units = [Spec("team", AXIS, "weapon_team", "E9", weapon="light_mortar"),
             Spec("g", AXIS, "rifle", "A1"), Spec("us", ALLIES, "line", "E4")]
    state = position(content_pack, units, terrain={"E6": "brush"}, draws={AXIS: (31,)})
    state = eliminate_unit(replace(state, pending=None), "team", Log())
    hit = RollResult(65, 6, 4, Trigger.NONE)  # 6•4 = 24, -3 = 21 > 5
    attack = AttackFrame(AXIS, H("E4"), 6, label="Fire Attack by Light Mortar",
                         weapons=("team_w",), ordnance=True, range=5, hindrance=3,
                         stage="target", roll=hit)
    state, texts = run_attack(state, attack)
    assert any("no Fire Attack Roll is made [O20.2, 1.9.1]" in t for t in texts)
    assert not any("Attack Total" in t for t in texts)
    assert state.unit("us").broken is False and state.pending is not None


def test_x14_mortar_minimum_range(content_pack: ContentPack) -> None:
    """O20.2.2: the Russian Light Mortar (2-14) cannot fire at an adjacent hex."""
    units = [Spec("team", ALLIES, "weapon_team", "E5", weapon="light_mortar"),
             Spec("g1", AXIS, "rifle", "E6"), Spec("g2", AXIS, "rifle", "E7")]
    state = position(content_pack, units, scenario=GERMANS_VS_RUSSIANS,
                     hands={ALLIES: (53,)}, active=ALLIES)
    mortar = piece_by_id(state, "team_w")
    assert reach(state, mortar, H("E6")) is None
    assert reach(state, mortar, H("E7")) is not None
    state, _ = play(state, "order 53", "activate team", "target E6")
    assert choices(state) == ["join team", "back"]  # the Team itself, not its Mortar


def test_x29_airbursts_and_smoke_rounds(content_pack: ContentPack) -> None:
    """T99: a 6-FP Mortar into Woods rolling 7 totals 15. O20.2.1: a Smoke round may aim at
    an empty hex (never Water) and a hit draws a Smoke marker there."""
    units = [Spec("team", AXIS, "weapon_team", "E9", weapon="light_mortar"),
             Spec("us", ALLIES, "line", "E5")]
    state = position(content_pack, units, terrain={"E5": "woods"}, hands={AXIS: (50,)},
                     draws={AXIS: (65, 31)})
    state, texts = play(state, "order 50", "activate team", "target E5", "join team_w", "fire")
    assert any("Light Mortar 6 [11.1] = FP 6; roll 1•6 +2 Airbursts [T99] -> Attack Total 15"
               in t for t in texts)
    # Woods Cover 2, and no hexside Cover against Mortars [T87, T97].
    assert any("Morale Line Squad 6 [3.1.4] +2 Woods [T78.3] = 8" in t for t in texts)

    units = [Spec("team", ALLIES, "weapon_team", "E9", weapon="medium_mortar"),
             Spec("g", AXIS, "rifle", "A1")]
    state = position(content_pack, units, terrain={"F4": "marsh"}, hands={ALLIES: (53,)},
                     draws={ALLIES: (65,)}, active=ALLIES)
    state, _ = play(state, "order 53", "activate team")
    offered = choices(state)
    assert "smoke E5" in offered and "smoke F4" not in offered  # Marsh is Water [T89]
    assert "smoke E7" not in offered  # inside the Medium Mortar's minimum range 3
    state, texts = play(state, "smoke E5", "join team_w", "fire")
    assert any("> range 4: hit" in t for t in texts)
    assert state.markers.smoke_at(H("E5")) > 0


# --- X2, X5, X22 and Fire Group rules ----------------------------------------------------------


def test_x2_jammed_breaks_every_firing_weapon_and_the_attack_goes_on(
        content_pack: ContentPack) -> None:
    units = [Spec("a", AXIS, "rifle", "E9", weapon="light_mg"),
             Spec("b", AXIS, "rifle", "F9", weapon="heavy_mg"),
             Spec("us", ALLIES, "line", "E6")]
    state = position(content_pack, units, hands={AXIS: (50,)}, draws={AXIS: (1,),
                                                                       ALLIES: (3,)})
    state, _ = play(state, "order 50", "activate a")
    state, texts = play(state, "target E6", "join a", "join a_w", "fire")
    assert any("roll 1•1 Jammed!" in t for t in texts)
    assert state.weapon("a_w").broken and not state.weapon("b_w").broken
    # The attack was not cancelled: 5 +1 group +2 roll = 8 vs 6 + 3 = 9.
    assert any("Attack Total 8" in t for t in texts)
    assert any("Defense Total 9 vs Attack Total 8: is unaffected" in t for t in texts)


def test_x5_no_command_for_ordnance_or_a_leader_s_weapon(content_pack: ContentPack) -> None:
    """3.3.1.3: a Mortar stacked with a Leader, and an MG carried by a Leader, get no Command."""
    units = [Spec("lt", AXIS, "lieutenant_y", "E9", weapon="light_mg"),
             Spec("team", AXIS, "weapon_team", "E9", weapon="light_mortar"),
             Spec("sq", AXIS, "rifle", "E9", weapon="heavy_mg")]
    state = position(content_pack, units)
    assert piece_fp(state, piece_by_id(state, "team_w")).total == 6
    assert piece_fp(state, piece_by_id(state, "lt_w")).total == 4
    assert piece_fp(state, piece_by_id(state, "sq_w")).total == 8 + 2
    assert piece_fp(state, piece_by_id(state, "team")).total == 2 + 2


def test_x22_suspected_targets(content_pack: ContentPack) -> None:
    """O20.1: a Leader may be activated for a Squad that alone has a target; a 2-Range Team
    whose Weapon reaches the enemy may be activated; a unit with no target may not."""
    units = [Spec("lt", AXIS, "lieutenant_x", "E9"), Spec("sq", AXIS, "rifle", "E8"),
             Spec("team", AXIS, "weapon_team", "J9", weapon="light_mg"),
             Spec("far", AXIS, "weapon_team", "O10"), Spec("us", ALLIES, "line", "G5")]
    state = position(content_pack, units, hands={AXIS: (50,)})
    state, _ = play(state, "order 50")
    assert choices(state) == ["activate lt", "activate sq", "activate team"]
    state, _ = play(state, "activate lt")
    assert choices(state) == ["add sq"]  # "go" only once a unit with a target is in
    state, _ = play(state, "add sq")
    assert choices(state) == ["go"]
    team = state.unit("team")
    assert [reach(state, p, H("G5")) is not None for p in pieces_of(state, team)] == [
        False, True]


def test_fire_group_chain_and_wire(content_pack: ContentPack) -> None:
    """O20.3.1: members in several hexes form a chain of adjacent hexes; F106.3: no Weapon
    fires from Wire and units in Wire fire only with their own hex."""
    units = [Spec("a", AXIS, "rifle", "C9"), Spec("b", AXIS, "rifle", "E9"),
             Spec("c", AXIS, "rifle", "D9"), Spec("w", AXIS, "rifle", "F9", weapon="light_mg"),
             Spec("us", ALLIES, "line", "D5")]
    state = position(content_pack, units, fortifications={"F9": FortificationKind.WIRE},
                     hands={AXIS: (50,)})
    assert [p.id for p in pieces_of(state, state.unit("w"))] == ["w"]
    a, b, c, w = (piece_by_id(state, i) for i in "abcw")
    assert fire_problem(state, [a, b], H("D5")) is not None  # C9 and E9 are not adjacent
    assert fire_problem(state, [a, c, b], H("D5")) is None
    assert fire_problem(state, [b, w], H("D5")) is not None  # E9 next to the Wire hex F9
    assert piece_range(state, w).total == 5 - 1  # -1 Range in Wire [F106.1]
    state, _ = play(state, "order 50", "activate a", "target D5")
    assert choices(state) == ["join a", "back"]


def test_fire_group_choices_follow_the_chain(content_pack: ContentPack) -> None:
    units = [Spec("lt", AXIS, "lieutenant_y", "D10"), Spec("a", AXIS, "rifle", "C9"),
             Spec("b", AXIS, "rifle", "E9"), Spec("c", AXIS, "rifle", "D9"),
             Spec("us", ALLIES, "line", "D5")]
    state = position(content_pack, units, hands={AXIS: (50,)})
    state, _ = play(state, "order 50", "activate lt", "add a", "add b", "add c", "go",
                    "target D5", "join a")
    assert choices(state) == ["join c", "fire", "back"]  # C9 and E9 do not touch
    state, _ = play(state, "join c")
    assert choices(state) == ["join b", "fire", "back"]  # D9 links them


def test_hindrance_can_be_overcome_by_a_group(content_pack: ContentPack) -> None:
    """O20.3.2 + O20.3.1.2: 2-FP Teams firing through Smoke 3: two make 2 +1 -3 = 0, three
    make 1. A shot below 1 FP is offered (Actions may raise it) but cancelled without them
    [10.3.2.1]."""
    teams = [Spec("lt", AXIS, "lieutenant_x", "E10"), Spec("t1", AXIS, "weapon_team", "E9"),
             Spec("t2", AXIS, "weapon_team", "E9"), Spec("us", ALLIES, "line", "E7")]
    state = position(content_pack, teams, smoke={"E8": 3}, hands={AXIS: (50,)})
    t1, t2 = piece_by_id(state, "t1"), piece_by_id(state, "t2")
    assert fire_fp(state, [t1, t2], H("E7")).total == 0
    assert fire_problem(state, [t1, t2], H("E7")) is None
    state, texts = play(state, "order 50", "activate lt", "add t1", "add t2", "go",
                        "target E7", "join t1", "join t2", "fire")
    assert any("= 0, below 1: the shot is cancelled [10.3.2.1]" in t for t in texts)
    # Not even attempted: the Teams have not fired and may make a different shot [O20.3.2]
    # (each alone, not the pair again); no shot of 1 FP or more is left without Actions, so
    # the player may also end the Order (ruling on O14.4).
    assert choices(state) == ["target E7", "done"]
    state, _ = play(state, "target E7")
    assert choices(state) == ["join t1", "join t2", "back"]
    state, _ = play(state, "join t1")
    assert choices(state) == ["fire", "back"]

    more = [*teams, Spec("t3", AXIS, "weapon_team", "E9")]
    state = position(content_pack, more, smoke={"E8": 3}, hands={AXIS: (50,)})
    state, _ = play(state, "order 50", "activate lt", "add t1", "add t2", "add t3", "go")
    assert choices(state) == ["target E7"]
    state, _ = play(state, "target E7", "join t1", "join t2")
    assert choices(state) == ["join t3", "fire", "back"]
    state, _ = play(state, "join t3")
    assert choices(state) == ["fire", "back"]


def test_hexside_cover_of_a_crossed_wall(content_pack: ContentPack) -> None:
    """T97: Cover 2 when the fire crossed the Wall into the target hex; none against Mortars."""
    units = [Spec("a", AXIS, "rifle", "E9"), Spec("us", ALLIES, "line", "E6")]
    state = position(content_pack, units, hexsides={("E6", "E7"): "wall"},
                     hands={AXIS: (50,)}, draws={AXIS: (19,), ALLIES: (3,)})
    assert crossed_hexsides(state, H("E9"), H("E6")) == (HexsideFeature.WALL,)
    assert crossed_hexsides(state, H("E4"), H("E6")) == ()
    assert defense_cover(state, H("E6"), crossed=(HexsideFeature.WALL,)).value == 2
    assert defense_cover(state, H("E6"), crossed=(HexsideFeature.WALL,), indirect=True).value == 0
    state, texts = play(state, "order 50", "activate a", "target E6", "join a", "fire")
    assert any("+2 across Wall [T78.3] = 8; roll 1•2 -> Defense Total 11 vs Attack Total 10: "
               "is unaffected" in t for t in texts)


# --- the Fire Attack, pushed directly ----------------------------------------------------------


def attack_position(pack: ContentPack, allied_draw: Sequence[int],
                    terrain: Mapping[str, str] | None = None,
                    fortifications: Mapping[str, FortificationKind] | None = None,
                    ) -> GameState:
    """Two US Line Squads in E6; the Axis rolls 4•1 next."""
    units = [Spec("us1", ALLIES, "line", "E6"), Spec("us2", ALLIES, "line", "E6"),
             Spec("g", AXIS, "rifle", "A1")]
    return position(pack, units, terrain=terrain, fortifications=fortifications,
                    draws={AXIS: (19,), ALLIES: allied_draw})


def run_attack(state: GameState, attack: AttackFrame) -> tuple[GameState, list[str]]:
    log = Log()
    state = settle(push_attack(replace(state, pending=None), attack), log)
    return state, [e.text for e in log.events]


def test_defense_ties_suppress_or_break_a_moving_unit(content_pack: ContentPack) -> None:
    """O20.3.4: the owner picks the order; a tie Suppresses, or breaks a unit that is
    activated to Move [O21] (moved or not)."""
    from cc_engine.frames import MoveFrame

    state = attack_position(content_pack, (19, 20))  # two 4•1 Defense rolls: 6 + 5 = 11
    state = replace(state, stack=(*state.stack, MoveFrame(ALLIES, activated=("us2",)),
                                  Pause()))
    state, _ = run_attack(state, AttackFrame(AXIS, H("E6"), 6, label="test attack"))
    assert choices(state) == ["defend us1", "defend us2"]
    state, texts = play(state, "defend us2")
    assert state.unit("us2").broken and not state.unit("us2").suppressed
    assert state.unit("us1").suppressed and not state.unit("us1").broken
    assert any("ties while activated to Move and breaks" in t for t in texts)


def test_vulnerability_one_use_weapons_and_zero_cover(content_pack: ContentPack) -> None:
    """O18.2.3.3: an Impact roll equal to the Vulnerability destroys the Fortification before
    the Defense rolls; 11.6: a Satchel Charge is spent, and a Flamethrower sets Cover to 0."""
    state = attack_position(content_pack, (3, 4),
                            fortifications={"E6": FortificationKind.FOXHOLES})
    state, texts = run_attack(state, AttackFrame(AXIS, H("E6"), 10, label="Impact",
                                                 indirect=True, jam_weapons=False,
                                                 vulnerability=5))
    assert any("Foxholes" in t and "destroyed" in t for t in texts)
    assert state.markers.fortification_at(H("E6")) is None
    assert choices(state) == ["defend us1", "defend us2"]

    units = [Spec("g", AXIS, "pionier", "E7", weapon="satchel_charge"),
             Spec("us", ALLIES, "line", "E6")]
    state = position(content_pack, units, terrain={"E6": "building"}, hands={AXIS: (50,)},
                     draws={AXIS: (19,), ALLIES: (65,)})
    state, texts = play(state, "order 50", "activate g", "target E6", "join g_w", "fire")
    assert state.weapon("g_w").status == "eliminated"
    assert any("Satchel Charge is used up" in t for t in texts)
    # Building Cover 3 counts against the Satchel: 6 + 3 + 10 = 19 vs 12 + 5 = 17.
    assert any("Defense Total 19 vs Attack Total 17" in t for t in texts)
    flamer = AttackFrame(AXIS, H("E6"), 11, label="Flamethrower", zero_cover=True)
    state = attack_position(content_pack, (65, 66), terrain={"E6": "building"})
    state, _ = run_attack(state, flamer)
    state, texts = play(state, "defend us1")
    assert any("Morale Line Squad 6 [3.1.4] = 6 (Cover fixed at 0 [11.6])" in t for t in texts)
