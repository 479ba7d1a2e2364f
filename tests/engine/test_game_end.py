"""How a game ends [6.3]: a side whose last unit on the map is eliminated loses at once, a
Hero included [6.3 (2), E58.1]; units broken or eliminated together by one effect are dealt
with together, so when both sides lose by it the Initiative card holder wins [6.3.1, 9.2].

Each position is played through ``apply`` from a Turn decision on a test map
(:func:`tests.engine.test_fire.position`, scenario 2: Germans against Americans), with the
Fate decks stacked so every roll, trigger and Random Hex is exact.
"""

from __future__ import annotations

from dataclasses import replace

from tests.engine.gamehelpers import choices, play, resettle
from tests.engine.test_fire import ALLIES, AXIS, Spec, position

from cc_engine import is_over
from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import SideId
from cc_engine.state import GameState, Termination

BOTH_LOSE = "Game over: both sides lose at once: the Initiative card holder wins [6.3.1, 9.2]"


def _with(state: GameState, initiative: SideId, surrender: int | None = None) -> GameState:
    """The Initiative card with ``initiative``; both Surrender markers on space
    ``surrender`` if given."""
    state = replace(state, initiative=initiative)
    if surrender is not None:
        for side in SideId:
            state = state.with_side(replace(state.side(side), surrender_space=surrender))
    return resettle(state)


def test_a_hero_eliminated_as_the_last_unit_loses_the_game(content_pack: ContentPack) -> None:
    """6.3 (2), E58.1: the Allies' only unit on the map is their broken Hero; no other unit of
    theirs was ever eliminated. Axis Fire: 5 + 6•3 = 14 against the broken Hero's Morale 9
    + 1•2 = 12: it breaks again and is eliminated (back to the countermix): the Allies lose."""
    units = [Spec("de", AXIS, "rifle", "E9"), Spec("hero", ALLIES, "hero", "E7", broken=True)]
    state = position(content_pack, units, hands={AXIS: (50,)},
                     draws={AXIS: (59,), ALLIES: (3,)})
    state, texts = play(state, "order 50", "activate de", "target E7", "join de", "fire")
    assert any("Defense Total 12 vs Attack Total 14: breaks" in t for t in texts)
    assert state.unit("hero").status == "pool"  # not on the Casualty Track [E58.1]
    assert is_over(state) and state.outcome is not None
    assert state.outcome.winner is AXIS
    assert state.outcome.termination is Termination.LAST_UNIT_ELIMINATED
    assert ("Game over: The Allies lose: the last unit on the map was eliminated" in texts)


def test_air_support_breaks_both_sides_last_units_together(content_pack: ContentPack) -> None:
    """E43, 6.3.1: the Axis's last unit and the Allies' last unit, both broken, share E5 (a
    Melee not yet fought). The Axis Routs the Allies: the Rout Roll 2•5 shows Event!, the
    Event is Air Support; the Random Hex (card 3: A7) is empty, E5 is the closest hex with
    units, and the Axis strikes it: both units are eliminated together. Both sides lose at
    once, so the Initiative card holder (the Axis) wins; before, the Axis's unit was
    eliminated first and the Axis lost alone."""
    units = [Spec("a", AXIS, "rifle", "E5", broken=True),
             Spec("b", ALLIES, "line", "E5", broken=True)]
    state = position(content_pack, units, hands={AXIS: (11,)}, draws={AXIS: (33, 9, 3)})
    state = _with(state, AXIS)
    state, _ = play(state, "order 11", "rout_player allies")
    assert choices(state) == ["air_strike E5", "decline"]
    state, texts = play(state, "air_strike E5")
    assert state.unit("a").status == "eliminated" and state.unit("b").status == "eliminated"
    assert BOTH_LOSE in texts
    assert state.outcome is not None and state.outcome.winner is AXIS
    assert state.outcome.termination is Termination.LAST_UNIT_ELIMINATED


def test_white_phosphorus_breaks_one_unit_of_each_side_together(
        content_pack: ContentPack) -> None:
    """E77, 6.3 (1), 6.3.1: both Surrender markers are on space 1, so the next eliminated
    unit of either side ends the game. The Allies Rout the Axis; the Rout Roll 1•6 shows
    Event!: White Phosphorus. Smoke goes into E5, next to the Allies' unbroken Squad in E6;
    E5 holds one broken unit of each side, and both break again together: both sides reach
    their Surrender space at once and the Initiative card holder (the Axis) wins. Before,
    the inactive Axis's unit broke first and the Axis surrendered alone."""
    units = [Spec("ax", AXIS, "rifle", "E5", broken=True), Spec("ax2", AXIS, "rifle", "N2"),
             Spec("us", ALLIES, "line", "E5", broken=True), Spec("sq", ALLIES, "line", "E6")]
    state = position(content_pack, units, hands={ALLIES: (11,)}, draws={ALLIES: (31, 22)},
                     active=ALLIES)
    state = _with(state, AXIS, surrender=1)
    state, _ = play(state, "order 11", "rout_player axis", "draw_smoke")
    assert "place E5" in choices(state)
    state, texts = play(state, "place E5")
    assert state.unit("ax").status == "eliminated" and state.unit("us").status == "eliminated"
    assert BOTH_LOSE in texts
    assert state.outcome is not None and state.outcome.winner is AXIS
    assert state.outcome.termination is Termination.SURRENDER


def test_a_blaze_eliminates_every_trapped_unit_together(content_pack: ContentPack) -> None:
    """E46, 6.3.1: E5, ringed by Water Barrier, holds the last (broken) unit of each side.
    The Axis Routs the Allies: the Rout Roll 2•5 shows Event!, the Event is Blaze, its
    Random Hex E5 (card 22). Neither unit can leave: both are eliminated in one step, and
    the Initiative card holder (the Allies) wins; before, the inactive Allies' unit was
    eliminated first and the Allies lost alone."""
    ring = {h: "water_barrier" for h in ("E4", "F4", "F5", "E6", "D5", "D4")}
    units = [Spec("a", AXIS, "rifle", "E5", broken=True),
             Spec("b", ALLIES, "line", "E5", broken=True)]
    state = position(content_pack, units, hands={AXIS: (11,)}, draws={AXIS: (33, 19, 22)},
                     terrain=ring)
    state = _with(state, ALLIES)
    state, texts = play(state, "order 11", "rout_player allies")
    assert state.unit("a").status == "eliminated" and state.unit("b").status == "eliminated"
    assert BOTH_LOSE in texts
    assert state.outcome is not None and state.outcome.winner is ALLIES
