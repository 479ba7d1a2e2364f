"""The game's core: hands, turns, passes, rolls and their windows, Time, stacking, victory."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Literal

import pytest
from tests.engine.gamehelpers import (
    cards_with,
    choose,
    deck_counts,
    finish_setup,
    quiet,
    resettle,
    scenario,
    started,
)

from cc_engine import IllegalChoiceError, apply, new_game, pending
from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import SideId, Trigger
from cc_engine.flow import Log, push
from cc_engine.frames import TimeFrame
from cc_engine.hexgrid import Hex
from cc_engine.rules.victory import eliminate_unit, objective_vp, total_vp
from cc_engine.state import Choice, GameState, UnitState

AXIS, ALLIES = SideId.AXIS, SideId.ALLIES


def test_hand_sizes_follow_posture(content_pack: ContentPack) -> None:
    """1.1: Attack 6, Recon 5, Defend 4; scenario 2 is Defend (Axis) vs Attack (Allies)."""
    state = new_game(scenario(2), content_pack, seed=1)
    assert (len(state.axis.hand), len(state.allies.hand)) == (4, 6)
    one = new_game(scenario(1), content_pack, seed=1)
    assert (len(one.axis.hand), len(one.allies.hand)) == (5, 5)
    for side in SideId:
        assert deck_counts(state, side) == 72


def test_opening_cards_are_in_hand(content_pack: ContentPack) -> None:
    """Scenario 3: the Axis starts holding German card 65."""
    state = new_game(scenario(3), content_pack, seed=5)
    assert 65 in state.axis.hand and 65 not in state.axis.draw


def test_setup_offers_only_the_setup_zone(content_pack: ContentPack) -> None:
    state = new_game(scenario(1), content_pack, seed=1)
    decision = pending(state)
    assert decision is not None and decision.kind == "setup" and decision.side is AXIS
    hexes = {str(c.args[1]) for c in decision.choices}
    # Scenario 1: the Axis sets up in or adjacent to G10 and N10.
    allowed = {h.id for anchor in ("G10", "N10") for h in Hex.parse(anchor).within(1)}
    assert hexes <= allowed and "G10" in hexes
    with pytest.raises(IllegalChoiceError, match="not legal"):
        apply(state, Choice("place", (decision.choices[0].args[0], "A1")))


def test_first_turn_and_pass_with_discard_limit(content_pack: ContentPack) -> None:
    state = started(1, content_pack)
    decision = pending(state)
    assert decision is not None and decision.kind == "turn" and decision.side is ALLIES
    assert Choice("pass") in decision.choices
    state = choose(state, "pass")
    limit = state.setting.nation(ALLIES).discard_limit
    for _ in range(limit):
        card = next(c for c in pending(state).choices if c.kind == "discard")
        state = apply(state, card).state
    assert [c.kind for c in pending(state).choices] == ["done"]  # the Discard Limit [O15]
    hand_before = len(state.allies.hand)
    state = choose(state, "done")
    # The active player refilled to his hand size [5.4]; now it is the Axis' Turn.
    assert len(state.allies.hand) == 5 and hand_before == 5 - limit
    assert state.active is AXIS and pending(state).side is AXIS


def test_time_advance_steps(content_pack: ContentPack) -> None:
    """6.1.2 steps 3-5: Defender +1 VP, one Smoke removed, reinforcements placed."""
    state = started(4, content_pack)  # US reinforcements on Time space 3; Axis defends
    state = replace(state, time=2, markers=replace(state.markers, smoke=((Hex.parse("E5"), 3),)),
                    axis=replace(state.axis, stops=quiet(reroll="never")),
                    allies=replace(state.allies, stops=quiet(reroll="never")))
    vp = state.vp
    from cc_engine.flow import settle

    state = settle(push(replace(state, pending=None), TimeFrame(ALLIES)), Log())
    assert state.time == 3
    assert state.vp == vp + 1  # the Axis is the scenario Defender [6.1.2 step 3]
    assert not state.markers.smoke  # the only Smoke marker is removed [step 4]
    decision = pending(state)
    assert decision is not None and decision.kind == "reinforce" and decision.side is ALLIES
    edge = state.setting.friendly_edge(ALLIES)
    for choice in decision.choices:
        assert state.setting.terrain.grid.is_edge_hex(Hex.parse(str(choice.args[1])), edge)


def test_x7_x8_objective_chits_and_swings(content_pack: ContentPack) -> None:
    """7.3.2: chits C, G and K make Objective 3 worth 6; an open 4-VP Objective swings 8."""
    state = started(1, content_pack)
    state = replace(state, open_chits=("C", "G", "K"), control=(None, None, AXIS, None, None))
    assert objective_vp(state) == 6
    state = replace(state, open_chits=("N",), control=(None, None, None, AXIS, None))
    before = total_vp(state)
    state = replace(state, control=(None, None, None, ALLIES, None))
    assert before - total_vp(state) == 8


def test_elimination_vp_and_casualty_track(content_pack: ContentPack) -> None:
    """7.1: Squad 2, Leader 1 + Command; the Casualty Track fills in order [4.2]."""
    state = started(1, content_pack)
    squad = next(u for u in state.units_on_map(ALLIES) if u.type == "rifle")
    leader = next(u for u in state.units_on_map(ALLIES) if u.type == "sergeant_y")
    vp = state.vp
    state = eliminate_unit(state, squad.id, Log())
    assert state.vp == vp + 2
    state = eliminate_unit(state, leader.id, Log())
    assert state.vp == vp + 2 + 3  # Sergeant Y: 1 + Command 2
    assert state.allies.casualties == (squad.id, leader.id)


def test_surrender_ends_the_game(content_pack: ContentPack) -> None:
    """6.3.1: placing a unit on one's own Surrender space loses at once."""
    state = started(1, content_pack)
    log = Log()
    for unit in state.units_on_map(AXIS)[:5]:  # Axis Surrender space is 5
        state = eliminate_unit(state, unit.id, log)
    from cc_engine.flow import settle

    state = settle(state, log)
    assert state.outcome is not None and state.outcome.winner is ALLIES
    assert state.outcome.termination.value == "surrender"


def test_x10_overstack_with_free_deploy(content_pack: ContentPack) -> None:
    """8.2: two broken German Squads in one hex: Deploy one, then eliminate one Team -> 6."""
    state = started(1, content_pack)
    squads = [u for u in state.units_on_map(AXIS) if u.type == "rifle"][:2]
    hex_ = Hex.parse("H9")
    for squad in squads:
        state = state.with_unit(replace(squad, hex=hex_, broken=True))
    state = replace(state, units=tuple(u for u in state.units
                                       if u.id in {s.id for s in squads} or u.hex != hex_))
    from cc_engine.flow import settle
    from cc_engine.frames import StackingFrame

    state = settle(push(replace(state, pending=None), StackingFrame()), Log())
    decision = pending(state)
    assert decision is not None and decision.kind == "overstack"
    state = choose(state, f"deploy {squads[0].id}")
    teams = [u for u in state.units_in(hex_, AXIS) if u.type == "line_team"]
    assert len(teams) == 2 and all(t.broken for t in teams)
    decision = pending(state)
    assert Choice("deploy", (squads[1].id,)) not in decision.choices  # one per hex
    state = choose(state, f"eliminate {teams[0].id}")
    from cc_engine.rules.units import figures_in

    assert figures_in(state, hex_, AXIS) == 6


def test_choices_are_sorted_and_deterministic(content_pack: ContentPack) -> None:
    a = started(2, content_pack, seed=9)
    b = started(2, content_pack, seed=9)
    assert a == b and pending(a) == pending(b)
    rng = random.Random(3)
    state = finish_setup(new_game(scenario(2), content_pack, 9), rng)
    assert pending(state).kind == "turn"


def test_unit_state_defaults() -> None:
    unit = UnitState("x", AXIS, "rifle", "Rifle Squad")
    assert unit.status == "map" and not unit.broken and unit.hex is None


def recover_position(pack: ContentPack, top: list[int],
                     reroll: Literal["always", "never"] = "never",
                     ) -> tuple[GameState, int, UnitState]:
    """Scenario 1, Allied Turn, one broken Russian Squad, a Recover card in hand, the Allied
    draw pile stacked with ``top`` (and nothing else when it ends with a Time! card)."""
    state = started(1, pack)
    squad = next(u for u in state.units_on_map(ALLIES) if u.type == "rifle")
    state = state.with_unit(replace(squad, broken=True))
    recover = next(c.number for c in state.setting.deck(ALLIES).cards
                   if c.order.value == "recover" and c.number not in top)
    piles = state.allies
    rest = [c for c in piles.hand + piles.draw + piles.discard if c not in top and c != recover]
    state = state.with_side(replace(piles, hand=(recover, *rest[:4]), draw=tuple(top),
                                    discard=tuple(rest[4:])))
    state = replace(state, axis=replace(state.axis, stops=quiet(reroll=reroll)),
                    allies=replace(state.allies, stops=quiet(reroll="never")))
    return resettle(state), recover, squad


def test_x6_last_card_with_time_trigger_advances_time_once(content_pack: ContentPack) -> None:
    """6.1.2: the last card revealed for a roll showing Time! advances Time only once."""
    probe = started(1, content_pack)
    time_card = cards_with(probe, ALLIES, trigger=Trigger.TIME)[0]
    state, recover, _ = recover_position(content_pack, [time_card])
    before = state.time
    step = apply(state, Choice("order", (recover,)))
    assert step.state.time == before + 1
    assert sum(1 for e in step.events if e.kind == "time") == 1
    assert deck_counts(step.state, ALLIES) == 72


def test_initiative_reroll_passes_the_card(content_pack: ContentPack) -> None:
    """9.1: the holder cancels the roll (trigger included), re-rolls, and hands the card over."""
    probe = started(1, content_pack)
    first, second = cards_with(probe, ALLIES, total=12)[:1] + cards_with(probe, ALLIES,
                                                                          total=2)[:1]
    state, recover, squad = recover_position(content_pack, [first, second, *range(30, 40)],
                                             reroll="always")
    assert state.initiative is AXIS
    state = choose(state, f"order {recover}")
    decision = pending(state)
    assert decision is not None and decision.kind == "reroll" and decision.side is AXIS
    state = choose(state, "reroll")
    assert state.initiative is ALLIES
    assert state.allies.discard[-2] == first  # the cancelled card stays revealed [1.3]
    # The Allies now hold the card; their stops do not ask them, so the new roll stands.
    assert state.allies.discard[-1] == second
    assert not state.unit(squad.id).broken  # a roll of 2 rallies [O22.3]


def test_refill_is_interrupted_by_time_and_continues(content_pack: ContentPack) -> None:
    """5.4: drawing the last card advances Time (reshuffle), then the refill goes on."""
    state = choose(choose(started(1, content_pack), "pass"), "done")  # the Allied Turn
    assert state.active is AXIS
    piles = state.axis
    # One card left in the Axis draw pile; discarding two means drawing two.
    state = state.with_side(replace(piles, draw=piles.draw[:1],
                                    discard=piles.discard + piles.draw[1:]))
    state = replace(state, axis=replace(state.axis, stops=quiet(reroll="never")),
                    allies=replace(state.allies, stops=quiet(reroll="never")))
    state = choose(resettle(state), "pass")
    for _ in range(state.setting.nation(AXIS).discard_limit):
        state = apply(state, next(c for c in pending(state).choices if c.kind == "discard")).state
    time = state.time
    step = apply(state, Choice("done"))
    kinds = [e.kind for e in step.events if e.kind in ("draw", "time")]
    assert kinds == ["draw", "time", "draw"]
    assert step.state.time == time + 1
    assert len(step.state.axis.hand) == 5
    assert deck_counts(step.state, AXIS) == 72


def test_vp_breakdown_adds_up_to_the_final_vp(content_pack: ContentPack) -> None:
    """The result screen's lines (eliminations, exits, Time, each Objective and chit) sum to
    the final VP [6.3.2, 7]."""
    import random as _random

    from tests.engine.gamehelpers import play_random

    from cc_engine.rules.victory import vp_breakdown

    for number in (1, 2, 5):
        state = play_random(started(number, content_pack, seed=number), _random.Random(number))
        assert state.outcome is not None
        lines = vp_breakdown(state)
        if state.outcome.termination.value in ("sudden_death", "last_unit_exited"):
            assert sum(v for _, v in lines) == state.outcome.vp, lines
