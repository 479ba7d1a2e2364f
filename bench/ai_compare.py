"""Benchmark: where two versions of a computer player choose differently, which does better.

Run: ``.venv/bin/python bench/ai_compare.py --candidate planner --base planner@REV
[--games 8] [--scenarios 1-12] [--sides axis,allies] [--branches 6] [--jobs 2]
[--first-seed S] [--follow] [--kinds turn,...]``.
A head-to-head match (``bench/ai_strength.py --against planner@REV``) mixes the few
decisions two versions disagree on with the many they share, so a small change drowns in
the noise of whole games. Here the base version plays both sides of each seeded game; at
each decision of the measured side the candidate is asked too (its memory kept as the
base's, so that only its rules differ). Up to ``--branches`` of the decisions where the two
disagree, spread over the game, are branched: one branch takes the candidate's choice, the
other the base's, and both play on to the end with the base version on both sides. The
future cards lie in the state, so both branches draw the same cards: the difference of
their VP margins (as ``ai_strength.py`` counts them) is what that one choice was worth.
A change that plans over many decisions (a new goal for a unit) is worth little one
choice at a time: with ``--follow`` the candidate plays on in its own branch, so the
difference is what playing the candidate from that decision on was worth. With
``--kinds``, the candidate is asked only at decisions of those kinds (Hard's Order search
alone is ``--kinds turn``): the others it would answer like the base.
Reported: how often the versions disagree, the mean difference (candidate minus base)
with its 95% interval, and in how many of the branched decisions whose two branches ended
differently the candidate's did better (a win rate, with its 95% Wilson interval), per
scenario and over all. Whole games of two versions head to head, with their win rate and
paired VP margin: ``bench/ai_strength.py --level planner --against planner@REV``.
"""

from __future__ import annotations

import argparse
import copy
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ai_strength import ROOT, margin_line, player, scenario_numbers, vp_margin, wilson

from cc_engine.ai import Player
from cc_engine.ai.match import play_from
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.content.vocabulary import SideId
from cc_engine.flow import apply
from cc_engine.game import new_game
from cc_engine.state import Choice, GameState
from cc_engine.views import player_view

Memory = dict[str, Any]


def memory(player: Player) -> Memory:
    """What ``player`` remembers between decisions: its public attributes (the random
    tie-breaker, the last view, what it is in the middle of), not its private caches."""
    return {name: copy.copy(value) for name, value in vars(player).items()
            if not name.startswith("_")}


def recalled(level: str, remembered: Memory) -> Player:
    """A fresh player of ``level`` with ``remembered`` memory."""
    fresh = player(level, 0)
    fresh.__dict__.update((name, copy.copy(value)) for name, value in remembered.items())
    return fresh


def compare_one(number: int, side: SideId, seed: int, candidate_level: str, base_level: str,
                branches: int, follow: bool = False,
                kinds: frozenset[str] | None = None) -> tuple[int, int, list[float]]:
    """One seeded game of scenario ``number`` with the base on both sides: the decisions of
    ``side`` (with ``kinds``, only those of these kinds), those the candidate decides
    otherwise, and the worth of the candidate's choice in each branched one (with
    ``follow``, of the candidate playing ``side`` from there on)."""
    pack = load_content_pack(ROOT / "resources")
    scenario = load_scenario(ROOT / "scenarios" / f"scenario{number:02d}.json")
    players = {side: player(base_level, seed), side.other: player(base_level, seed + 1000)}
    candidate = player(candidate_level, seed)
    state = new_game(scenario, pack, seed)
    asked = 0
    # Each disagreement: the state, the candidate's choice and its memory after it, the
    # base's choice and its memory after it, the opponent's memory.
    disagreements: list[tuple[GameState, Choice, Memory, Choice, Memory, Memory]] = []
    while state.pending is not None and state.outcome is None:
        deciding = state.pending.side
        view = player_view(state, deciding)
        if deciding is not side or (kinds is not None and state.pending.kind not in kinds):
            state = apply(state, players[deciding].choose(view)).state
            continue
        asked += 1
        candidate.__dict__.update(memory(players[side]))
        wanted = candidate.choose(view)
        chosen = players[side].choose(view)
        if wanted != chosen:
            disagreements.append((state, wanted, memory(candidate), chosen,
                                  memory(players[side]), memory(players[side.other])))
        state = apply(state, chosen).state
    step = max(1, len(disagreements) // max(branches, 1))
    worth = []
    for found, wanted, after_wanted, chosen, after_chosen, opponent in (
            disagreements[::step][:branches]):
        margins = []
        wanted_level = candidate_level if follow else base_level
        for choice, mine, level in ((wanted, after_wanted, wanted_level),
                                    (chosen, after_chosen, base_level)):
            on = {side: recalled(level, mine), side.other: recalled(base_level, opponent)}
            outcome = play_from(apply(found, choice).state, on).outcome
            margins.append(vp_margin(outcome, side))
        worth.append(margins[0] - margins[1])
    return asked, len(disagreements), worth


def better_line(worth: list[float]) -> str:
    """In how many branched decisions that made a difference the candidate's branch ended
    better, with the 95% Wilson interval of that rate."""
    differ = [w for w in worth if w != 0]
    better = sum(w > 0 for w in differ)
    low, high = wilson(better, len(differ))
    return f"candidate better in {better}/{len(differ)} [{low:.0%}-{high:.0%}]"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--candidate", default="planner")
    parser.add_argument("--base", required=True, help="e.g. planner@main")
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--scenarios", default="1-12")
    parser.add_argument("--sides", default="axis,allies")
    parser.add_argument("--branches", type=int, default=6,
                        help="disagreements branched per game")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--follow", action="store_true",
                        help="the candidate plays on in its branch: the worth of a plan, "
                             "not of one choice")
    parser.add_argument("--kinds", default="",
                        help="ask the candidate only at decisions of these kinds")
    args = parser.parse_args()
    kinds = frozenset(args.kinds.split(",")) if args.kinds else None
    seeds = range(args.first_seed, args.first_seed + args.games)
    sides = [SideId(s) for s in args.sides.split(",")]
    start = time.perf_counter()
    all_worth: list[float] = []
    all_asked = all_disagreements = 0
    with ProcessPoolExecutor(args.jobs) as pool:
        games = {(n, side, seed): pool.submit(compare_one, n, side, seed, args.candidate,
                                               args.base, args.branches, args.follow, kinds)
                 for n in scenario_numbers(args.scenarios) for side in sides for seed in seeds}
        for number in scenario_numbers(args.scenarios):
            row = []
            for side in sides:
                results = [games[number, side, seed].result() for seed in seeds]
                asked = sum(r[0] for r in results)
                disagreements = sum(r[1] for r in results)
                worth = [w for r in results for w in r[2]]
                row.append(f"{side.value} disagree {disagreements}/{asked}, "
                           f"worth {margin_line(worth)} over {len(worth)}, "
                           f"{better_line(worth)}")
                all_asked += asked
                all_disagreements += disagreements
                all_worth += worth
            print(f"scenario {number:2d}: " + "; ".join(row), flush=True)
    print(f"all: {args.candidate} and {args.base} disagree on {all_disagreements}/{all_asked} "
          f"decisions; the candidate's choice is worth {margin_line(all_worth)} VP over "
          f"{len(all_worth)} branched decisions; {better_line(all_worth)}; "
          f"{time.perf_counter() - start:.0f} s in all")


if __name__ == "__main__":
    main()
