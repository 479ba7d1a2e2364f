"""Being asked reveals nothing (DESIGN: no information leak by prompting; issue 31).

Whatever cards one side holds, its opponent's view and the events he may read are the same:
at a position, when the engine is asked again for the pending decision, and over the next same
choices. The probe is :mod:`tests.engine.hiddeninfo`; ``bench/hidden_info.py`` runs it on
many more positions of all twelve scenarios.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from tests.engine.actions.test_hidden_mines import position
from tests.engine.gamehelpers import choices, finish_setup, scenario
from tests.engine.hiddeninfo import Tally, probe, swap_hidden, walk_and_probe
from tests.engine.test_move import act, order, unit

from cc_engine import new_game, player_view
from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Action, SideId
from cc_engine.state import GameState, Stops

AXIS, ALLIES = SideId.AXIS, SideId.ALLIES


@pytest.mark.parametrize(("number", "seed"), [(2, 1), (3, 2), (4, 1), (6, 3), (9, 2), (11, 2)])
def test_the_other_side_sees_nothing_of_a_hand_swap(content_pack: ContentPack, number: int,
                                                   seed: int) -> None:
    """Random positions of a seeded random game: swap one side's hand (and the lower half of
    its draw pile), statically, re-asked and over six same choices [1.2, A24.1]."""
    rng = random.Random(seed)
    state = finish_setup(new_game(scenario(number), content_pack, seed), rng)
    tally = Tally()
    walk_and_probe(state, rng, number=number, seed=seed, choices=480, every=6, steps=6,
                   tally=tally)
    assert tally.positions >= 140 and tally.steps >= 600
    assert not tally.leaks, "\n".join(str(leak) for leak in tally.leaks)


def test_a_swap_keeps_the_public_cards_and_the_next_reveals(content_pack: ContentPack) -> None:
    rng = random.Random(5)
    state = finish_setup(new_game(scenario(3), content_pack, 5), rng)
    swapped = swap_hidden(state, AXIS, rng)
    assert swapped is not None
    before, after = state.axis, swapped.axis
    assert len(after.hand) == len(before.hand) and set(after.hand).isdisjoint(before.hand)
    assert sorted(after.hand + after.draw) == sorted(before.hand + before.draw)
    keep = len(before.draw) - max(len(before.hand), len(before.draw) // 2)
    assert after.draw[:keep] == before.draw[:keep] and after.draw != before.draw
    assert after.discard == before.discard and swapped.allies == state.allies
    assert player_view(swapped, ALLIES) == player_view(state, ALLIES)


# --- the Move Order's end waits for its Actions by public facts [A26, A39] ---------------------

#: Move Action windows asked "when able"; no other window.
ASKING = Stops(op_fire="never", reroll="never", fire_actions="never", move_actions="when_able")


def _cards(state: GameState, side: SideId, *actions: Action) -> list[int]:
    return [c.number for c in state.setting.deck(side).cards if c.action in actions]


def _moved(pack: ContentPack, hand: tuple[int, ...], *, discard: tuple[int, ...] = (),
           stops: Stops = ASKING) -> GameState:
    """A German Rifle Squad (boxed Movement) has moved one hex and stopped: its Order's last
    step; ``hand`` and ``discard`` are the German cards besides the Move Order played."""
    state = position(pack, [unit("squad", AXIS, "rifle", "E9"),
                            unit("us", ALLIES, "line", "N1")])
    piles = state.axis
    draw = tuple(c for c in piles.draw if c not in hand and c not in discard)
    state = replace(state, axis=replace(piles, hand=(*piles.hand, *hand), draw=draw,
                                        discard=discard, stops=stops))
    state = order(state)
    for step in ("activate squad", "move squad", "enter E8", "stop"):
        state, _ = act(state, step)
    return state


def test_the_end_of_a_move_waits_the_same_with_or_without_smoke(
        content_pack: ContentPack) -> None:
    """After the last step the Order waits for Smoke Grenades or Assault Fire because the
    mover could hold one (none of his four Smoke Grenades is discarded, he has cards, a hex
    for the Smoke), not because he does: the Allies see the same wait [A39, DESIGN]."""
    base = _moved(content_pack, ())
    smoke = _cards(base, AXIS, Action.SMOKE_GRENADES)[0]
    plain = next(c for c in base.axis.draw
                 if base.setting.card(AXIS, c).action not in (Action.SMOKE_GRENADES,
                                                              Action.ASSAULT_FIRE))
    holding, empty = _moved(content_pack, (smoke,)), _moved(content_pack, (plain,))
    for state in (holding, empty):
        assert state.pending is not None and state.pending.kind == "move_unit"
    assert player_view(holding, ALLIES) == player_view(empty, ALLIES)
    assert choices(empty) == ["done"]
    assert "done" in choices(holding) and f"smoke_grenades {smoke} E7" in choices(holding)
    found, _ = probe(holding, AXIS, random.Random(1), steps=4)
    assert not found


def test_the_end_of_a_move_does_not_wait_when_no_card_could_be_played(
        content_pack: ContentPack) -> None:
    """The window stays shut by public facts: every Smoke Grenades and Assault Fire card in
    the discard pile, an empty hand, or the mover's stops at "never"."""
    base = _moved(content_pack, ())
    actions = tuple(_cards(base, AXIS, Action.SMOKE_GRENADES, Action.ASSAULT_FIRE))
    plain = next(c for c in base.axis.draw if c not in actions)
    spent = _moved(content_pack, (plain,), discard=actions)
    never = _moved(content_pack, (_cards(base, AXIS, Action.SMOKE_GRENADES)[0],),
                   stops=replace(ASKING, move_actions="never"))
    for state in (spent, base, never):
        assert state.pending is not None and state.pending.kind == "turn"
