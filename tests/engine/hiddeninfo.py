"""A probe for leaks of hidden information through prompting (DESIGN: "Being asked reveals
nothing"; RULES-INVENTORY 3.1, 3.4).

At a position of a game, one side (the *swapped* side) gets a different hand of the same size,
taken from deep in its draw pile, and a different draw pile below the cards still to come;
its opponent (the *viewer*) must see nothing change:

* statically: the viewer's :func:`player_view` of the position;
* re-asked: the engine settles the position again (as after a choice) and the viewer's view
  and the events he may read (:func:`visible_events`) are the same;
* played on: the same choices (the viewer's, or the swapped side's when it has the same one,
  never a card of one hand only) are applied to both positions for a few steps, and after each
  the viewer's view and visible events are the same.

The two games part legitimately once a hidden card comes into the open: a revealed card from
the part of the draw pile that differs (the same number of cards revealed, but other cards), a
card taken at random from the hand [E57], the hand shown to the viewer [E61]. The probe stops
there without counting a difference.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields, replace

from cc_engine import Choice, GameState, LogEvent, apply, player_view, visible_events
from cc_engine.content.vocabulary import SideId
from cc_engine.flow import Log, settle

__all__ = ["Leak", "Tally", "probe", "swap_hidden", "walk_and_probe"]

#: What :func:`_parted` says when a hidden card came into the open: not a leak, stop there.
_REVEALED = "revealed"


@dataclass(frozen=True, slots=True)
class Leak:
    """A difference the viewer could see between two games that differ only in hidden cards.

    ``stage`` is ``static``, ``resettle`` or ``step N`` (after N same choices); ``kind`` the
    decision pending just before it showed; ``seen`` what the viewer saw differ (the first
    differing field of his view, or ``events``) and ``detail`` the two values in short.
    """

    scenario: int
    seed: int
    step: int
    swapped: SideId
    stage: str
    kind: str
    seen: str
    detail: str

    def __str__(self) -> str:
        return (f"scenario {self.scenario} seed {self.seed} choice {self.step}: "
                f"{self.swapped.value} hand swapped, {self.stage} after {self.kind}: "
                f"{self.seen} differs ({self.detail})")


@dataclass(slots=True)
class Tally:
    """Positions probed, same choices played on, and the leaks found."""

    positions: int = 0
    steps: int = 0
    leaks: list[Leak] = field(default_factory=list)


def swap_hidden(state: GameState, side: SideId, rng: random.Random) -> GameState | None:
    """``state`` with ``side``'s hand replaced by as many cards (up to its size) from the
    lower half of its draw pile, the old hand shuffled into that lower half; the upper half,
    the cards the next reveals show, is kept. None when there is nothing to swap."""
    piles = state.side(side)
    hand, draw = list(piles.hand), list(piles.draw)
    if not hand or not draw:
        return None
    deep_size = max(min(len(hand), len(draw)), len(draw) // 2)
    top, deep = draw[:len(draw) - deep_size], draw[len(draw) - deep_size:]
    count = min(len(hand), len(deep))
    slots = rng.sample(range(len(hand)), count)
    taken = rng.sample(range(len(deep)), count)
    new_hand = list(hand)
    for slot, index in zip(slots, taken, strict=True):
        new_hand[slot] = deep[index]
    gone = set(taken)
    rest = [c for i, c in enumerate(deep) if i not in gone] + [hand[s] for s in slots]
    rng.shuffle(rest)
    return state.with_side(replace(piles, hand=tuple(new_hand), draw=(*top, *rest)))


def _resettle(state: GameState) -> tuple[GameState, tuple[LogEvent, ...]]:
    """Ask the engine again for the pending decision (as if the position were just reached)."""
    log = Log()
    return settle(replace(state, pending=None), log), tuple(log.events)


def _first_difference(a: object, b: object) -> str:
    for item in fields(a):  # type: ignore[arg-type]
        if getattr(a, item.name) != getattr(b, item.name):
            return item.name
    return ""


def _short(value: object, width: int = 90) -> str:
    text = repr(value)
    return text if len(text) <= width else text[:width - 3] + "..."


def _cards_shown(events: tuple[LogEvent, ...], side: SideId) -> list[int]:
    """The cards of ``side``'s deck these events turned face up, in order [1.3]."""
    return [int(card) for e in events if e.kind == "reveal" and e.side is side
            and (card := dict(e.data).get("card")) is not None]


def _revealed(a: GameState, b: GameState, events_a: tuple[LogEvent, ...],
              events_b: tuple[LogEvent, ...], swapped: SideId) -> bool:
    """A hidden card came into the open, differently in the two games: a card revealed from
    the part of the draw pile that differs (or from a pile reshuffled [6.1.2]), a card
    taken at random from the hand [E57], the hand shown to the viewer [E61]."""
    viewer = swapped.other
    if any(x != y for x, y in zip(_cards_shown(events_a, swapped),
                                  _cards_shown(events_b, swapped), strict=False)):
        return True
    discard_a, discard_b = a.side(swapped).discard, b.side(swapped).discard
    if discard_a != discard_b and len(discard_a) == len(discard_b):
        return True
    if any(e.kind == "hand_shown" and e.private_to is viewer for e in (*events_a, *events_b)):
        return True
    return any(s.pending is not None and s.pending.side is viewer
               and s.pending.kind == "interrogation" for s in (a, b))


def _parted(a: GameState, b: GameState, events_a: tuple[LogEvent, ...],
            events_b: tuple[LogEvent, ...], swapped: SideId) -> tuple[str, str] | None:
    """What the viewer (the other side of ``swapped``) sees differ, as (what, detail); or
    ``(_REVEALED, "")`` once a hidden card came into the open; or None."""
    viewer = swapped.other
    if _revealed(a, b, events_a, events_b, swapped):
        return _REVEALED, ""
    view_a, view_b = player_view(a, viewer), player_view(b, viewer)
    if view_a != view_b:
        name = _first_difference(view_a, view_b)
        return name, f"{_short(getattr(view_a, name))} / {_short(getattr(view_b, name))}"
    seen_a, seen_b = visible_events(events_a, viewer), visible_events(events_b, viewer)
    if seen_a != seen_b:
        first = next((i for i, (x, y) in enumerate(zip(seen_a, seen_b, strict=False))
                      if x != y), min(len(seen_a), len(seen_b)))
        pick = [e.text for e in seen_a[first:first + 1]], [e.text for e in seen_b[first:first + 1]]
        return "events", f"{_short(pick[0])} / {_short(pick[1])}"
    return None


def _common_choice(a: GameState, b: GameState, rng: random.Random) -> Choice | None:
    """A choice legal in both games (so never a card of one hand only)."""
    assert a.pending is not None and b.pending is not None
    legal = set(b.pending.choices)
    common = [c for c in a.pending.choices if c in legal]
    return rng.choice(common) if common else None


def probe(state: GameState, swapped: SideId, rng: random.Random, steps: int,
          where: tuple[int, int, int] = (0, 0, 0)) -> tuple[list[Leak], int]:
    """Check that the other side of ``swapped`` sees nothing of a swap of ``swapped``'s hand
    at ``state`` (see the module docstring). ``where`` is (scenario, seed, choice number) for
    the report. Returns the leaks found (at most one: the probe stops at the first) and the
    number of same choices played on."""
    other = swap_hidden(state, swapped, rng)
    if other is None or state.pending is None:
        return [], 0
    viewer = swapped.other

    def leak(stage: str, kind: str, seen: tuple[str, str]) -> list[Leak]:
        return [Leak(*where, swapped, stage, kind, *seen)]

    kind = state.pending.kind
    if player_view(state, viewer) != player_view(other, viewer):
        view_a, view_b = player_view(state, viewer), player_view(other, viewer)
        return leak("static", kind, (_first_difference(view_a, view_b), "")), 0
    try:
        a, events_a = _resettle(state)
    except (RuntimeError, AssertionError, KeyError, ValueError):
        return [], 0  # a position that cannot simply be re-asked: not this probe's business
    b, events_b = _resettle(other)
    seen = _parted(a, b, events_a, events_b, swapped)
    if seen is not None:
        return ([] if seen[0] == _REVEALED else leak("resettle", kind, seen)), 0
    played = 0
    for step in range(1, steps + 1):
        if a.pending is None or b.pending is None:
            break
        choice = _common_choice(a, b, rng)
        if choice is None:
            break
        kind = f"{a.pending.kind} ({choice.kind})"
        step_a, step_b = apply(a, choice), apply(b, choice)
        a, b = step_a.state, step_b.state
        played += 1
        seen = _parted(a, b, step_a.events, step_b.events, swapped)
        if seen is not None:
            return ([] if seen[0] == _REVEALED else leak(f"step {step}", kind, seen)), played
    return [], played


def walk_and_probe(state: GameState, rng: random.Random, *, number: int, seed: int,
                   choices: int, every: int, steps: int, tally: Tally) -> None:
    """Play ``state`` on with random legal choices (up to ``choices`` of them) and probe every
    ``every``-th position, for both sides, adding to ``tally``."""
    for index in range(choices):
        if state.pending is None:
            break
        if index % every == 0:
            for swapped in SideId:
                found, played = probe(state, swapped, random.Random(rng.random()), steps,
                                      (number, seed, index))
                tally.positions += 1
                tally.steps += played
                tally.leaks += found
        state = apply(state, rng.choice(state.pending.choices)).state
