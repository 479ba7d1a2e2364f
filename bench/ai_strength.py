"""Benchmark: how strong a computer player is, measured in seeded games.

Run: ``.venv/bin/python bench/ai_strength.py [--games N] [--level planner] [--against random]
[--scenarios 1-12] [--sides axis,allies] [--jobs 2] [--first-seed S]``. For each scenario and
each side, plays N games of ``--level`` against ``--against`` (seeds S..S+N-1, 0..N-1 unless
told, the same for every run, ``--jobs`` at once) and reports the wins with a 95% Wilson
interval and the mean VP margin, then the median and worst time the measured player took per
decision.
The VP margin (the measured side's lead at the end; a Surrender counts as
:data:`SURRENDER_MARGIN`) tells small steps apart better than wins; with both sides played,
the paired margin (a seed's Axis margin plus its Allies margin) also cancels the balance of
each scenario.
``--against planner@REV`` (or ``--level``) plays the planner as it was at git revision REV
(its module is taken from git), to check that a change beats the previous version.
Targets (issue 8): the planner wins at least 95% of games on either side of scenarios 1-12
against the random player; median decision under 2 s, worst under 10 s.
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from types import ModuleType

from cc_engine.ai import Player, make_player
from cc_engine.ai.match import play_match
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.content.vocabulary import SideId
from cc_engine.state import Outcome, Termination

ROOT = Path(__file__).resolve().parents[1]

#: The VP margin a game ended by Surrender counts for (won +, lost -) [3.2.3].
SURRENDER_MARGIN = 15
#: Margins are clipped to this, so that one rout does not swamp the mean.
MARGIN_CLIP = 30


def mean_and_error(values: list[float]) -> tuple[float, float]:
    """The mean of ``values`` and its standard error."""
    if len(values) < 2:
        return (values[0] if values else 0.0), 0.0
    return statistics.mean(values), statistics.stdev(values) / math.sqrt(len(values))


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
    if not revision:
        return make_player(level, seed)
    chosen: Player = module_at(name, revision).PlannerPlayer(seed)
    return chosen


@functools.cache
def module_at(name: str, revision: str) -> ModuleType:
    """The AI module ``name`` as it was at git ``revision`` (read from git once per process)."""
    # A branch name may hold "/": the module is named after the commit it points at.
    revision = subprocess.run(["git", "rev-parse", "--short=12", revision], cwd=ROOT,
                              check=True, capture_output=True, text=True).stdout.strip()
    source = subprocess.run(["git", "show", f"{revision}:src/cc_engine/ai/{name}.py"],
                            cwd=ROOT, check=True, capture_output=True, text=True).stdout
    path = Path(tempfile.gettempdir()) / f"cc_ai_{name}_{revision}.py"
    # Several benchmark processes may start at once: each writes its own copy and swaps it
    # in whole, so none reads a half-written file.
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=path.parent, suffix=".py",
                                     delete=False) as copy:
        copy.write(source)
    os.replace(copy.name, path)
    spec = importlib.util.spec_from_file_location(f"cc_ai_{name}_{revision}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


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


def vp_margin(outcome: Outcome | None, side: SideId) -> float:
    """``side``'s lead at the end of a game (clipped; a Surrender counts as
    :data:`SURRENDER_MARGIN`; 0 for a game that did not end)."""
    if outcome is None:
        return 0.0
    if outcome.termination is Termination.SURRENDER:
        return SURRENDER_MARGIN if outcome.winner is side else -SURRENDER_MARGIN
    lead = outcome.vp if side is SideId.AXIS else -outcome.vp
    return max(-MARGIN_CLIP, min(MARGIN_CLIP, lead))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--level", default="planner")
    parser.add_argument("--against", default="random")
    parser.add_argument("--scenarios", default="1-12")
    parser.add_argument("--sides", default="axis,allies")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    parser.add_argument("--first-seed", type=int, default=0,
                        help="seed of the first game (another seed set checks a result)")
    args = parser.parse_args()
    seeds = range(args.first_seed, args.first_seed + args.games)
    sides = [SideId(s) for s in args.sides.split(",")]
    numbers = scenario_numbers(args.scenarios)
    start = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        games = {(n, side, seed): pool.submit(play_one, n, side, seed, args.level, args.against)
                 for n in numbers for side in sides for seed in seeds}
        times: list[float] = []
        margins: list[float] = []
        paired: list[float] = []
        total_wins = total_games = 0
        for number in numbers:
            row = []
            by_seed = [0.0] * args.games
            for side in sides:
                results = [games[number, side, seed].result() for seed in seeds]
                wins = sum(won for won, _, _ in results)
                side_margins = [margin for _, margin, _ in results]
                for _, _, think in results:
                    times += think
                margins += side_margins
                by_seed = [a + b for a, b in zip(by_seed, side_margins, strict=True)]
                low, high = wilson(wins, args.games)
                row.append(f"{side.value} {wins}/{args.games} [{low:.0%}-{high:.0%}] "
                           f"margin {statistics.mean(side_margins):+.1f}")
                total_wins += wins
                total_games += args.games
            if len(sides) == 2:
                paired += by_seed
            print(f"scenario {number:2d}: " + "; ".join(row), flush=True)
    low, high = wilson(total_wins, total_games)
    print(f"all: {args.level} beats {args.against} in {total_wins}/{total_games} games "
          f"({total_wins / total_games:.0%}, 95% interval {low:.0%}-{high:.0%})")
    mean, error = mean_and_error(margins)
    line = f"VP margin of {args.level}: mean {mean:+.2f} (standard error {error:.2f})"
    if paired:
        mean, error = mean_and_error(paired)
        line += f"; paired over both sides {mean:+.2f} (standard error {error:.2f})"
    print(line)
    print(f"decision time of {args.level}: median {statistics.median(times) * 1000:.2f} ms, "
          f"worst {max(times) * 1000:.1f} ms over {len(times)} decisions; "
          f"{time.perf_counter() - start:.0f} s in all")


if __name__ == "__main__":
    main()
