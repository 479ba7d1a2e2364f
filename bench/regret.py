"""Benchmark: how much better than the planner's pick another choice would have been, each
choice played out to the end of the game (the most any search of that decision can gain).

Run: ``.venv/bin/python bench/regret.py [--at turn] [--rollouts 8] [--every 9]
[--scenarios 1-12] [--first-seed S] [--jobs 2]``, or ``--at inside --kinds
move_unit,activate,op_fire,fire_target,move_step --every 25``.

The planner plays both sides of one game per scenario (seed ``S`` + its number). At every
``--every``-th decision of the kinds studied, the planner's pick and the others are each
played to the end of the game ``--rollouts`` times, the planner on both sides, and each
other choice's final VP margin (as ``ai_strength.py`` counts them) is set against the pick's
over the same futures:

- ``--at turn``: the Order at the start of a Turn, the candidates Hard's search weighs
  (:meth:`cc_engine.ai.search.SearchPlayer.candidates`), each future a state sampled from
  the decider's view (:func:`cc_engine.determinize.sample_state`), as Hard imagines them;
- ``--at inside``: a decision inside a Turn, the planner's pick and two other legal choices
  at random, each future the real state with both draw piles shuffled (the hands as they
  are: an oracle's study, never something a player could do).

Reported: each studied decision, then per kind of pick and kind of other choice, the mean
gain of the other choice with its 95% interval. A mean gain clear of 0 names a kind of
decision where the planner's rules leave VP behind; gains within noise everywhere say that
searching that decision, even with the whole game as the judge, has little to find.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace

from ai_strength import ROOT, mean_and_error, mean_interval, scenario_numbers, vp_margin

from cc_engine.ai import PlannerPlayer, SearchPlayer
from cc_engine.ai.match import play_from
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.content.vocabulary import SideId
from cc_engine.determinize import can_sample, sample_state
from cc_engine.flow import apply
from cc_engine.game import new_game
from cc_engine.state import Choice, GameState
from cc_engine.views import PlayerView, player_view


@dataclass(frozen=True)
class Studied:
    """One studied decision: where it was, the kinds of its candidates (the pick first),
    and each other candidate's mean gain over the pick with its standard error."""

    scenario: int
    side: SideId
    kind: str
    time: int
    lead: int
    labels: tuple[str, ...]
    gains: tuple[float, ...]
    errors: tuple[float, ...]


def shuffled_future(state: GameState, rng: random.Random) -> GameState:
    """``state`` with both draw piles shuffled and a new random seed."""
    for side in SideId:
        draw = list(state.side(side).draw)
        rng.shuffle(draw)
        state = state.with_side(replace(state.side(side), draw=tuple(draw)))
    return replace(state, rng=rng.randrange(1 << 62))


def candidates(view: PlayerView, pick: Choice, at: str, rng: random.Random
               ) -> tuple[list[Choice], list[str]]:
    """The choices to play out, the pick first, and a label for each."""
    assert view.decision is not None
    if at == "turn":
        hard = SearchPlayer(0)
        chosen = hard.candidates(view, pick)
        return chosen, [hard._order_of(c) for c in chosen]
    others = [c for c in view.decision.choices if c != pick]
    rng.shuffle(others)
    chosen = [pick, *others[:2]]
    return chosen, [c.kind for c in chosen]


def study(number: int, seed: int, at: str, kinds: frozenset[str], every: int,
          rollouts: int) -> list[Studied]:
    """Play one planner game of scenario ``number`` and study its decisions."""
    pack = load_content_pack(ROOT / "resources")
    scenario = load_scenario(ROOT / "scenarios" / f"scenario{number:02d}.json")
    state = new_game(scenario, pack, seed)
    players = {side: PlannerPlayer(seed + index) for index, side in enumerate(SideId)}
    rng = random.Random(seed)
    found: list[Studied] = []
    asked = 0
    while state.pending is not None and state.outcome is None:
        decision = state.pending
        view = player_view(state, decision.side)
        pick = players[decision.side].choose(view)
        studied = (can_sample(view) if at == "turn"
                   else decision.kind in kinds and len(decision.choices) > 1)
        if studied:
            asked += 1
        if studied and asked % every == every // 2:
            chosen, labels = candidates(view, pick, at, rng)
            if len(chosen) > 1:
                margins: list[list[float]] = [[] for _ in chosen]
                for _ in range(rollouts):
                    future = (sample_state(view, rng) if at == "turn"
                              else shuffled_future(state, rng))
                    base = rng.randrange(1 << 30)
                    for index, choice in enumerate(chosen):
                        both = {side: PlannerPlayer(base + k) for k, side in enumerate(SideId)}
                        outcome = play_from(apply(future, choice).state, both).outcome
                        margins[index].append(vp_margin(outcome, decision.side))
                gains = [mean_and_error([a - b for a, b in zip(m, margins[0], strict=True)])
                         for m in margins]
                lead = state.vp if decision.side is SideId.AXIS else -state.vp
                found.append(Studied(
                    number, decision.side, decision.kind, state.time, lead, tuple(labels),
                    tuple(mean for mean, _ in gains), tuple(error for _, error in gains)))
        state = apply(state, pick).state
    return found


def report(found: list[Studied]) -> None:
    """The mean gain of each kind of other choice over each kind of pick."""
    by_kinds: dict[tuple[str, str], list[float]] = defaultdict(list)
    for row in found:
        pick = row.labels[0]
        for label, gain in zip(row.labels[1:], row.gains[1:], strict=True):
            for key in ((pick, label), (pick, "any"), ("any", label), ("any", "any")):
                by_kinds[key].append(gain)
    print(f"\n{'pick':>20}  {'other':<20} {'n':>4}  mean gain [95% interval]")
    for (pick, other), gains in sorted(by_kinds.items(), key=lambda item: -len(item[1])):
        if len(gains) < 4:
            continue
        mean, low, high = mean_interval(gains)
        print(f"{pick:>20}  {other:<20} {len(gains):4d}  {mean:+.2f} [{low:+.2f}, {high:+.2f}]")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--at", choices=("turn", "inside"), default="turn")
    parser.add_argument("--kinds", default="move_unit,activate,op_fire,fire_target,move_step")
    parser.add_argument("--every", type=int, default=9)
    parser.add_argument("--rollouts", type=int, default=8)
    parser.add_argument("--scenarios", default="1-12")
    parser.add_argument("--first-seed", type=int, default=500)
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    kinds = frozenset(options.kinds.split(","))
    numbers = scenario_numbers(options.scenarios)
    start = time.perf_counter()
    found: list[Studied] = []
    with ProcessPoolExecutor(options.jobs) as pool:
        jobs = [pool.submit(study, n, options.first_seed + n, options.at, kinds,
                            options.every, options.rollouts) for n in numbers]
        for job in jobs:
            for row in job.result():
                found.append(row)
                gains = " ".join(f"{label}:{gain:+.1f}±{error:.1f}" for label, gain, error
                                 in zip(row.labels, row.gains, row.errors, strict=True))
                print(f"scenario {row.scenario:2d} {row.side.value:<6} {row.kind:<11} "
                      f"Time {row.time:2d} lead {row.lead:+3d}  {gains}", flush=True)
    report(found)
    print(f"\n{len(found)} decisions studied in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
