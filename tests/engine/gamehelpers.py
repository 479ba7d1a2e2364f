"""Helpers to set up exact game positions in tests: scenarios, setup, stacked decks."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

from cc_engine import apply
from cc_engine.content.cli import default_scenarios_root
from cc_engine.content.loading import ContentPack, load_scenario
from cc_engine.content.models import Scenario
from cc_engine.content.vocabulary import SideId, Trigger
from cc_engine.state import Choice, GameState, LogEvent, Stops

SCENARIOS = sorted(default_scenarios_root().glob("scenario*.json"))


def scenario(number: int) -> Scenario:
    """A shipped scenario."""
    return load_scenario(default_scenarios_root() / f"scenario{number:02d}.json")


def finish_setup(state: GameState, rng: random.Random | None = None) -> GameState:
    """Answer every setup decision: the first legal choice, or a random one with ``rng``."""
    while state.pending is not None and state.pending.kind in ("setup", "arm", "fortify"):
        choices = state.pending.choices
        state = apply(state, rng.choice(choices) if rng else choices[0]).state
    return state


def started(number: int, pack: ContentPack, seed: int = 1) -> GameState:
    """A game of a shipped scenario, set up, waiting for the first Turn's decision."""
    from cc_engine import new_game

    return finish_setup(new_game(scenario(number), pack, seed))


def cards_with(state: GameState, side: SideId, total: int | None = None,
               trigger: Trigger | None = None, dice: tuple[int, int] | None = None) -> list[int]:
    """Card numbers of a side's deck whose roll matches (for stacking decks)."""
    found = []
    for card in state.setting.deck(side).cards:
        if total is not None and card.dice_sum != total:
            continue
        if trigger is not None and card.trigger is not trigger:
            continue
        if dice is not None and (card.white_die, card.colored_die) != dice:
            continue
        found.append(card.number)
    return found


def stack_deck(state: GameState, side: SideId, top: list[int]) -> GameState:
    """Put ``top`` on top of the side's draw pile (taken out of wherever they were)."""
    piles = state.side(side)
    rest = [c for c in piles.draw if c not in top]
    hand = tuple(c for c in piles.hand if c not in top)
    discard = tuple(c for c in piles.discard if c not in top)
    missing = len(piles.hand) - len(hand)
    refill = [c for c in rest if c not in top][:missing]
    rest = [c for c in rest if c not in refill]
    return state.with_side(replace(piles, draw=tuple(top) + tuple(rest), hand=hand + tuple(refill),
                                   discard=discard))


def choices(state: GameState) -> list[str]:
    """The pending decision's choices, in notation."""
    assert state.pending is not None
    return [c.notation() for c in state.pending.choices]


def play(state: GameState, *moves: str) -> tuple[GameState, list[str]]:
    """Apply choices in turn; returns the state and every log text on the way."""
    texts: list[str] = []
    for move in moves:
        step = apply(state, move)
        state = step.state
        texts += [e.text for e in step.events]
    return state, texts


def choose(state: GameState, text: str) -> GameState:
    """Apply a choice given in notation."""
    return apply(state, Choice.parse(text)).state


def play_random(state: GameState, rng: random.Random, limit: int = 20_000) -> GameState:
    """Random legal choices until the game ends (or ``limit`` choices)."""
    for _ in range(limit):
        if state.pending is None:
            break
        state = apply(state, rng.choice(state.pending.choices)).state
    return state


def random_game_events(pack: ContentPack, number: int = 1, seeds: range = range(1, 40),
                       limit: int = 1500) -> Iterator[LogEvent]:
    """The log events of seeded random games of scenario ``number`` (up to ``limit`` choices
    each, one seed after the other), for tests that look for a kind of log line."""
    from cc_engine import Session, is_over

    for seed in seeds:
        session = Session(scenario(number), pack, seed)
        rng = random.Random(seed)
        for _ in range(limit):
            state = session.state
            if is_over(state) or state.pending is None:
                break
            yield from session.submit(rng.choice(state.pending.choices))


def deck_counts(state: GameState, side: SideId) -> int:
    """Cards of a side across its draw pile, hand and discards."""
    piles = state.side(side)
    return len(piles.draw) + len(piles.hand) + len(piles.discard)



def resettle(state: GameState) -> GameState:
    """After a test changed a state by hand, ask the engine again for the pending decision."""
    from dataclasses import replace as _replace

    from cc_engine.flow import Log, settle

    return settle(_replace(state, pending=None), Log())


def quiet(**preferences: str) -> Stops:
    """Stops with no Action windows (as tests of the Orders alone want), plus ``preferences``."""
    values: dict[str, str] = {"fire_actions": "never", "move_actions": "never", **preferences}
    return Stops(**values)  # type: ignore[arg-type]
