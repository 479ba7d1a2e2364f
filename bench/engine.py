"""Benchmark: engine decisions per second and full random playouts.

Run: ``.venv/bin/python bench/engine.py [--games N] [--scenario K]``. Plays seeded random
legal games of a scenario and reports the median and 99th percentile of ``pending`` +
``apply`` per decision, decisions per second, and the time of a whole game from its first
setup decision to its end. Targets: median decision under 1 ms; a full random game of
scenario 1 under 2 s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from pathlib import Path

from cc_engine import apply, new_game, pending
from cc_engine.content.loading import load_content_pack, load_scenario

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--scenario", type=int, default=1)
    args = parser.parse_args()
    pack = load_content_pack(ROOT / "resources")
    scenario = load_scenario(ROOT / "scenarios" / f"scenario{args.scenario:02d}.json")
    decisions: list[float] = []
    games: list[float] = []
    lengths: list[int] = []
    for seed in range(args.games):
        rng = random.Random(seed)
        start = time.perf_counter()
        state = new_game(scenario, pack, seed)
        count = 0
        while (decision := pending(state)) is not None:
            t0 = time.perf_counter()
            choice = rng.choice(decision.choices)
            state = apply(state, choice).state
            decisions.append(time.perf_counter() - t0)
            count += 1
        games.append(time.perf_counter() - start)
        lengths.append(count)
    decisions.sort()
    p99 = decisions[int(len(decisions) * 0.99)]
    print(f"scenario {args.scenario}: {args.games} random games, {len(decisions)} decisions")
    print(f"decision: median {statistics.median(decisions) * 1e3:.3f} ms, p99 {p99 * 1e3:.3f} ms"
          f", {len(decisions) / sum(decisions):.0f} decisions/s")
    print(f"game: median {statistics.median(games):.2f} s, worst {max(games):.2f} s, "
          f"median {statistics.median(lengths):.0f} decisions "
          f"({args.games / sum(games):.2f} games/s)")


if __name__ == "__main__":
    main()
