"""Control of Objectives [7.3.1], building Objectives [7.3.1.1] and their VP [7.3.2, 7.3.3],
played through the engine: a Move Order takes control, never a test setting it by hand.

The test map (tests/engine/conftest.py) has Objective 3 in G1 and Objective 4 in J1. Here G1,
G2 and H1 are one Building of three hexes, so Objective 3 is that whole building.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from tests.engine.conftest import build_map
from tests.engine.gamehelpers import finish_setup, scenario
from tests.engine.test_move import QUIET, act, order, unit

from cc_engine import new_game
from cc_engine.content.loading import ContentPack
from cc_engine.content.models import MapData
from cc_engine.content.vocabulary import Order, SideId
from cc_engine.flow import Log, settle
from cc_engine.frames import TurnFrame
from cc_engine.hexgrid import Hex
from cc_engine.rules.terrain import TerrainState
from cc_engine.rules.victory import total_vp
from cc_engine.state import GameState, UnitState

AXIS, ALLIES = SideId.AXIS, SideId.ALLIES
BUILDING = ("G1", "G2", "H1")


def building_map(buildings: tuple[tuple[str, ...], ...] = (BUILDING,)) -> MapData:
    """The test map with G1, G2 and H1 Building hexes, listed as one building."""
    terrain = {h: "building" for b in buildings for h in b}
    return build_map(terrain).model_copy(update={"buildings": buildings})


def position(pack: ContentPack, units: list[UnitState], map_data: MapData, *,
             active: SideId = AXIS, control: Mapping[int, SideId] | None = None,
             open_chits: tuple[str, ...] = ()) -> GameState:
    """Scenario 6 (Germans vs Americans) on ``map_data`` holding only ``units``, with the
    given Objectives controlled and chits open; ``active`` holds one Move card and decides
    its Turn."""
    base = finish_setup(new_game(scenario(6), pack, 1))
    setting = replace(base.setting, map=map_data)
    card = next(c.number for c in setting.deck(active).cards if c.order is Order.MOVE)
    sides = {}
    for side in SideId:
        piles = base.side(side)
        everything = [c for c in (*piles.hand, *piles.draw, *piles.discard) if c != card]
        sides[side] = replace(piles, hand=(card,) if side is active else (),
                              draw=tuple(everything), discard=(), stops=QUIET)
    state = replace(base, setting=setting, units=tuple(units), weapons=(), radios=(),
                    markers=TerrainState(), axis=sides[AXIS], allies=sides[ALLIES],
                    active=active, stack=(TurnFrame(active),), pending=None, orders_given=0,
                    activated=frozenset(), open_chits=open_chits,
                    control=tuple((control or {}).get(n) for n in range(1, 6)), vp=0,
                    vp_sources=())
    return settle(state, Log())


def move(state: GameState, mover: str, *hexes: str) -> tuple[GameState, list[str]]:
    """Play the active side's Move card and move ``mover`` through ``hexes``."""
    state = order(state)
    state, texts = act(state, f"activate {mover}")
    state, more = act(state, f"move {mover}")
    texts += more
    for hex_id in hexes:
        state, more = act(state, f"enter {hex_id}")
        texts += more
    return state, texts


def test_entering_any_hex_of_a_clear_building_takes_its_objective(
        content_pack: ContentPack) -> None:
    """A German Squad moving into G2, a hex of Objective 3's building with no enemy in
    it, takes Objective 3 from the Americans without entering G1, the hex that shows it
    [7.3.1.1]."""
    state = position(content_pack, [unit("squad", AXIS, "rifle", "G3"),
                                     unit("us", ALLIES, "line", "K5")],
                     building_map(), control={3: ALLIES})
    state, texts = move(state, "squad", "G2")
    assert state.control[2] is AXIS
    assert "The Axis takes control of Objective 3, the building G1, G2, H1: no enemy unit is " \
           "left in it" in texts


def test_an_enemy_unit_in_another_hex_of_the_building_keeps_the_objective(
        content_pack: ContentPack) -> None:
    """The American Squad in H1 is in the building: the German Squad moving through G2
    into G1 (the Objective's own hex) takes nothing, where a one-hex Objective would have
    changed hands [7.3.1, 7.3.1.1]."""
    state = position(content_pack, [unit("squad", AXIS, "rifle", "G3"),
                                     unit("us", ALLIES, "line", "H1")],
                     building_map(), control={3: ALLIES})
    state, texts = move(state, "squad", "G2", "G1")
    assert state.unit("squad").hex == Hex.parse("G1")
    assert state.control[2] is ALLIES
    assert not [t for t in texts if "control of Objective" in t]
    # The same move on a map that does not list the building takes the Objective hex.
    alone = position(content_pack, [unit("squad", AXIS, "rifle", "G3"),
                                    unit("us", ALLIES, "line", "H1")],
                     build_map({h: "building" for h in BUILDING}), control={3: ALLIES})
    alone, _ = move(alone, "squad", "G2", "G1")
    assert alone.control[2] is AXIS


def test_the_last_enemy_leaving_the_building_hands_it_over(content_pack: ContentPack) -> None:
    """German Squad in G1, American Squad in H1, the Americans holding Objective 3: when the
    American Squad moves out of the building, the Germans are its sole occupants and take
    control [7.3.1, 7.3.1.1]."""
    state = position(content_pack, [unit("squad", AXIS, "rifle", "G1"),
                                     unit("us", ALLIES, "line", "H1")],
                     building_map(), active=ALLIES, control={3: ALLIES})
    assert state.control[2] is ALLIES
    state, texts = move(state, "us", "I1")
    assert state.unit("us").hex == Hex.parse("I1")
    assert state.control[2] is AXIS
    assert any(t.startswith("The Axis takes control of Objective 3, the building") for t in texts)


def test_x7_three_chits_make_objective_3_worth_6_vp_to_the_side_that_takes_it(
        content_pack: ContentPack) -> None:
    """X7 [7.3.2]: chits C, G and K are open; a German Squad moving into Objective 3 takes
    it from nobody, and the VP marker moves 1 + 2 + 3 = 6 towards the Axis."""
    state = position(content_pack, [unit("squad", AXIS, "rifle", "G2"),
                                     unit("us", ALLIES, "line", "K5")],
                     build_map(), open_chits=("C", "G", "K"))
    assert state.control[2] is None and total_vp(state) == 0
    state, texts = move(state, "squad", "G1")
    assert state.control[2] is AXIS
    assert "The Axis takes control of Objective 3 (G1)" in texts
    assert total_vp(state) == 6


def test_x8_an_open_objective_worth_4_vp_changing_hands_swings_8(
        content_pack: ContentPack) -> None:
    """X8 [7.3.3]: open chit N makes Objective 4 (J1) worth 4 VP; the Americans hold it
    (4 VP their way). A German Squad moving in takes it: the VP marker swings by 8."""
    state = position(content_pack, [unit("squad", AXIS, "rifle", "J2"),
                                     unit("us", ALLIES, "line", "C5")],
                     build_map(), control={4: ALLIES}, open_chits=("N",))
    before = total_vp(state)
    assert before == -4
    state, _ = move(state, "squad", "J1")
    assert state.control[3] is AXIS
    assert total_vp(state) - before == 8


def test_map_6_objective_5_is_the_whole_building_around_j3(content_pack: ContentPack) -> None:
    """Map 6 as shipped: Objective 5 (J3) is printed in the large building whose roof the
    outlines draw over H2, H3, H4, I3, I5, J2, J3 and J4 (I4, its courtyard, is an Orchard).
    Scenario 6, open chit P (Objective 5 = 4 VP), the Germans holding it: an American Squad
    entering H2, a corner of that building far from J3, takes Objective 5 (an 8 VP swing)
    while no German is inside, and does not while a German Squad holds J4."""
    map06 = content_pack.maps["map06"]
    assert map06.hexes["J3"].objective == 5
    expected = ("H2", "H3", "H4", "I3", "I5", "J2", "J3", "J4")
    assert expected in map06.buildings
    assert map06.hexes["I4"].terrain.value == "orchard"
    units = [unit("para", ALLIES, "paratroop", "H1"), unit("de", AXIS, "rifle", "A10")]
    state = position(content_pack, units, map06, active=ALLIES, control={5: AXIS},
                     open_chits=("P",))
    assert state.setting.terrain.building(Hex.parse("H2")) == tuple(map(Hex.parse, expected))
    before = total_vp(state)
    taken, texts = move(state, "para", "H2")
    assert taken.control[4] is ALLIES and total_vp(taken) - before == -8
    assert ("The Allies take control of Objective 5, the building H2, H3, H4, I3, I5, J2, J3, "
            "J4: no enemy unit is left in it") in texts
    guarded = position(content_pack, [*units, unit("de2", AXIS, "rifle", "J4")], map06,
                       active=ALLIES, control={5: AXIS}, open_chits=("P",))
    guarded, _ = move(guarded, "para", "H2")
    assert guarded.unit("para").hex == Hex.parse("H2")
    assert guarded.control[4] is AXIS
