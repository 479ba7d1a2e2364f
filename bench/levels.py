"""Benchmark: a whole game of each scenario at a level, against the planner (Normal).

Run: ``.venv/bin/python bench/levels.py [--level hard] [--scenarios 1-12]``. The level plays
the Axis in odd scenarios and the Allies in even ones (the seed is the scenario's number);
for each game: how it ended (every game must end properly), its decisions, and the median
and worst time the level took per decision. Targets (issue 35): every game ends; median
decision under 2 s, worst under 10 s on one core (the worst decision's kind is named).
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from cc_engine.ai import make_player
from cc_engine.ai.match import play_match
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.content.vocabulary import SideId

ROOT = Path(__file__).resolve().parents[1]


def numbers(text: str) -> list[int]:
    """``1-12`` or ``1,3,5`` as a list of scenario numbers."""
    if "-" in text:
        first, last = text.split("-")
        return list(range(int(first), int(last) + 1))
    return [int(n) for n in text.split(",")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--scenarios", default="1-12")
    args = parser.parse_args()
    pack = load_content_pack(ROOT / "resources")
    every: list[float] = []
    for number in numbers(args.scenarios):
        scenario = load_scenario(ROOT / "scenarios" / f"scenario{number:02d}.json")
        side = SideId.AXIS if number % 2 else SideId.ALLIES
        players = {side: make_player(args.level, number),
                   side.other: make_player("planner", number + 100)}
        start = time.perf_counter()
        result = play_match(scenario, pack, number, players)
        times = result.think_times[side]
        every += times
        ending = result.outcome.reason if result.outcome is not None else "NO END"
        _, kind, turn = result.slowest[side]
        print(f"scenario {number:2d} ({args.level} as {side.value}): {ending}; "
              f"{result.decisions} decisions in {time.perf_counter() - start:.0f} s; "
              f"{args.level} median {statistics.median(times) * 1000:.1f} ms, "
              f"worst {max(times):.2f} s ({kind}, Turn {turn})", flush=True)
    print(f"{args.level} over all: median {statistics.median(every) * 1000:.1f} ms, "
          f"worst {max(every):.2f} s per decision")


if __name__ == "__main__":
    main()
