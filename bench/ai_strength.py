"""Benchmark: how strong a computer player is, measured in seeded games.

Run: ``.venv/bin/python bench/ai_strength.py [--games N] [--level planner]
[--against aggressive,cautious] [--scenarios 1-12] [--sides axis,allies] [--jobs 2]
[--first-seed S]``. For each opponent of ``--against`` (a comma-separated list; default the
two baselines of :mod:`baselines`, which share no code with the planner), each scenario and
each side, plays N games of ``--level`` against it (seeds S..S+N-1, 0..N-1 unless told, the
same for every run, ``--jobs`` at once). Reported per opponent, per scenario and over all:
the wins with a 95% Wilson interval and the mean VP margin; with both sides played, the
mean paired margin (a seed's Axis margin plus its Allies margin, the same seed from both
sides) with its 95% interval (Student's t); then the median and worst time the measured
player took per decision.
The VP margin (the measured side's lead at the end; a Surrender counts as
:data:`SURRENDER_MARGIN`) tells small steps apart better than wins; the paired margin also
cancels the balance of each scenario.
A player is ``random``, ``planner``, a baseline (``aggressive``, ``cautious``), or
``planner@REV``: the planner as it was at git revision REV (its AI package taken from git), so
``--against planner@REV`` plays two versions head to head.
Targets: the planner wins at least 95% of games against the random player (issue 8), and at
least 75% with a mean paired margin of +10 VP against each baseline (issue 35); median
decision under 2 s, worst under 10 s.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import math
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path
from types import ModuleType

from baselines import BASELINES, make_baseline

from cc_engine.ai import Player, make_player
from cc_engine.ai.match import play_match
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.content.vocabulary import SideId
from cc_engine.state import Outcome, Termination

ROOT = Path(__file__).resolve().parents[1]

#: The VP margin a game ended by Surrender counts for (won +, lost -) [3.2.3], and one ended
#: otherwise than by the VP against their lead (the last unit eliminated while ahead).
SURRENDER_MARGIN = 15
#: Margins are clipped to this, so that one rout does not swamp the mean.
MARGIN_CLIP = 30

#: Two-sided 95% quantiles of Student's t by degrees of freedom (a df between two rows uses
#: the row below it, which errs on the wide side); 1.96 beyond the last.
T_95 = ((1, 12.71), (2, 4.30), (3, 3.18), (4, 2.78), (5, 2.57), (6, 2.45), (7, 2.36),
        (8, 2.31), (9, 2.26), (10, 2.23), (12, 2.18), (15, 2.13), (20, 2.09), (25, 2.06),
        (30, 2.04), (40, 2.02), (60, 2.00), (120, 1.98))


def mean_and_error(values: list[float]) -> tuple[float, float]:
    """The mean of ``values`` and its standard error."""
    if len(values) < 2:
        return (values[0] if values else 0.0), 0.0
    return statistics.mean(values), statistics.stdev(values) / math.sqrt(len(values))


def mean_interval(values: list[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and its 95% interval (Student's t; none for one value)."""
    mean, error = mean_and_error(values)
    if len(values) < 2:
        return mean, -math.inf, math.inf
    df = len(values) - 1
    quantile = 1.96 if df > T_95[-1][0] else next(t for d, t in reversed(T_95) if d <= df)
    return mean, mean - quantile * error, mean + quantile * error


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def scenario_numbers(text: str) -> list[int]:
    low, _, high = text.partition("-")
    return list(range(int(low), int(high or low) + 1))


def player(level: str, seed: int) -> Player:
    """A player of ``level``, or of the planner at a git revision (``planner@REV``)."""
    name, _, revision = level.partition("@")
    if name in BASELINES:
        return make_baseline(name, seed)
    if not revision:
        return make_player(level, seed)
    chosen: Player = module_at(name, revision).PlannerPlayer(seed)
    return chosen


@functools.cache
def module_at(name: str, revision: str) -> ModuleType:
    """The AI module ``name`` as it was at git ``revision``, with the whole ``cc_engine.ai``
    package of that revision beside it (its evaluation, movement, setup... modules: the
    planner is split among them), read from git once per process. The rest of the engine is
    the working tree's: the old player's rules of play, the current game's rules."""
    # A branch name may hold "/": the package is named after the commit it points at.
    revision = subprocess.run(["git", "rev-parse", "--short=12", revision], cwd=ROOT,
                              check=True, capture_output=True, text=True).stdout.strip()
    package = f"cc_ai_{revision}"
    files = subprocess.run(["git", "ls-tree", "--name-only", revision, "src/cc_engine/ai/"],
                           cwd=ROOT, check=True, capture_output=True, text=True).stdout.split()
    # Several benchmark processes may start at once: each writes a copy of its own.
    parent = Path(tempfile.mkdtemp(prefix=f"{package}_"))
    (parent / package).mkdir()
    for file in files:
        source = subprocess.run(["git", "show", f"{revision}:{file}"], cwd=ROOT, check=True,
                                capture_output=True, text=True).stdout
        (parent / package / Path(file).name).write_text(
            source.replace("cc_engine.ai", package), encoding="utf-8")
    sys.path.insert(0, str(parent))
    return importlib.import_module(f"{package}.{name}")


def play_one(number: int, side: SideId, seed: int, level: str, against: str
             ) -> tuple[bool, float, list[float]]:
    """One seeded game of scenario ``number``: did ``level`` (playing ``side``) win, by what
    VP margin, and how long did it take per decision."""
    pack = load_content_pack(ROOT / "resources")
    scenario = load_scenario(ROOT / "scenarios" / f"scenario{number:02d}.json")
    players = {side: player(level, seed), side.other: player(against, seed + 1000)}
    result = play_match(scenario, pack, seed, players)
    won = result.outcome is not None and result.outcome.winner is side
    return won, vp_margin(result.outcome, side), result.think_times[side]


def tell_game(key: tuple[str, int, SideId, int], game: Future[Result]) -> None:
    """One line on stderr as each game ends, so that a run cut short still tells something."""
    against, number, side, seed = key
    if game.exception() is None:
        won, margin, _ = game.result()
        print(f"  game: scenario {number} {side.value} seed {seed} against {against}: "
              f"{'won' if won else 'lost'} {margin:+.0f}", file=sys.stderr, flush=True)


def vp_margin(outcome: Outcome | None, side: SideId) -> float:
    """``side``'s lead at the end of a game (clipped; a Surrender counts as
    :data:`SURRENDER_MARGIN`; 0 for a game that did not end)."""
    if outcome is None:
        return 0.0
    lead = outcome.vp if side is SideId.AXIS else -outcome.vp
    won = outcome.winner is side
    if outcome.termination is Termination.SURRENDER or (
            outcome.termination is not Termination.SUDDEN_DEATH and (lead > 0) is not won):
        # ended by Surrender, or by another end the VP do not tell (the last unit on the
        # map eliminated while ahead on VP [6.3.1]): the winner's margin
        return SURRENDER_MARGIN if won else -SURRENDER_MARGIN
    return max(-MARGIN_CLIP, min(MARGIN_CLIP, lead))


Result = tuple[bool, float, list[float]]


def wins_line(results: list[Result]) -> str:
    """``wins/games [95% Wilson interval]`` of ``results``."""
    wins = sum(won for won, _, _ in results)
    low, high = wilson(wins, len(results))
    return f"{wins}/{len(results)} [{low:.0%}-{high:.0%}]"


def margin_line(margins: list[float]) -> str:
    """The mean of ``margins`` with its 95% interval."""
    mean, low, high = mean_interval(margins)
    return f"{mean:+.1f} [{low:+.1f} to {high:+.1f}]" if len(margins) > 1 else f"{mean:+.1f}"


def report(level: str, against: str, numbers: list[int], sides: list[SideId],
           seeds: range, results: dict[tuple[int, SideId, int], Result]) -> None:
    """Print, for ``level`` against ``against``: per scenario and over all, the wins on each
    side and on both, the mean margin and, with both sides, the mean paired margin."""
    print(f"{level} against {against}:")
    everything: list[Result] = []
    paired: list[float] = []
    for number in numbers:
        row = []
        by_seed = [0.0] * len(seeds)
        scenario_results: list[Result] = []
        for side in sides:
            side_results = [results[number, side, seed] for seed in seeds]
            margins = [margin for _, margin, _ in side_results]
            row.append(f"{side.value} {wins_line(side_results)} "
                       f"margin {statistics.mean(margins):+.1f}")
            by_seed = [a + b for a, b in zip(by_seed, margins, strict=True)]
            scenario_results += side_results
        everything += scenario_results
        if len(sides) == 2:
            paired += by_seed
            row.append(f"both {wins_line(scenario_results)} paired margin "
                       f"{margin_line(by_seed)}")
        print(f"  scenario {number:2d}: " + "; ".join(row), flush=True)
    wins = sum(won for won, _, _ in everything)
    print(f"  all: {level} beats {against} in {wins_line(everything)} games "
          f"({wins / len(everything):.0%}); VP margin "
          f"{margin_line([margin for _, margin, _ in everything])}"
          + (f"; paired over both sides {margin_line(paired)} over {len(paired)} pairs"
             if paired else ""), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10, help="seeds per scenario and side")
    parser.add_argument("--level", default="planner")
    parser.add_argument("--against", default=",".join(BASELINES),
                        help="opponents, comma-separated")
    parser.add_argument("--scenarios", default="1-12")
    parser.add_argument("--sides", default="axis,allies")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    parser.add_argument("--first-seed", type=int, default=0,
                        help="seed of the first game (another seed set checks a result)")
    args = parser.parse_args()
    seeds = range(args.first_seed, args.first_seed + args.games)
    sides = [SideId(s) for s in args.sides.split(",")]
    numbers = scenario_numbers(args.scenarios)
    opponents = args.against.split(",")
    start = time.perf_counter()
    times: list[float] = []
    with ProcessPoolExecutor(args.jobs) as pool:
        games = {(against, n, side, seed): pool.submit(play_one, n, side, seed, args.level,
                                                        against)
                 for against in opponents for n in numbers for side in sides for seed in seeds}
        for key, game in games.items():
            game.add_done_callback(functools.partial(tell_game, key))
        for against in opponents:
            results = {(n, side, seed): games[against, n, side, seed].result()
                       for n in numbers for side in sides for seed in seeds}
            for _, _, think in results.values():
                times += think
            report(args.level, against, numbers, sides, seeds, results)
    print(f"decision time of {args.level}: median {statistics.median(times) * 1000:.2f} ms, "
          f"worst {max(times) * 1000:.1f} ms over {len(times)} decisions; "
          f"{time.perf_counter() - start:.0f} s in all")


if __name__ == "__main__":
    main()
