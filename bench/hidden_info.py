"""Benchmark: does being asked reveal anything? Hand swaps in random games of every scenario.

Run: ``.venv/bin/python bench/hidden_info.py [--games N] [--seed S] [--scenarios 1-12]
[--choices C] [--every K] [--steps T] [--stops when_able]``. For each scenario, plays N
seeded random games (seeds S..S+N-1; a random setup, then up to C random legal choices) and,
every K choices, gives each side in turn a different hand of the same size and a different
draw pile below the cards still to come; its opponent's view and the events he may read must
not change, neither at the position, nor when the engine is asked again, nor over T same
choices played on (see ``tests/engine/hiddeninfo.py``). Both sides' stops are ``--stops`` at
every window (re-rolls "always" unless "never"). Prints, per scenario, the positions checked
and the differences found, then the differences by decision kind with an example of each.
Target (issue 31): no difference.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.engine.gamehelpers import finish_setup  # noqa: E402
from tests.engine.hiddeninfo import Leak, Tally, walk_and_probe  # noqa: E402

from cc_engine import new_game  # noqa: E402
from cc_engine.content.loading import load_content_pack, load_scenario  # noqa: E402
from cc_engine.content.vocabulary import SideId  # noqa: E402
from cc_engine.state import Stops  # noqa: E402


def _numbers(text: str) -> list[int]:
    """``"1-12"`` or ``"1,4,7"`` -> scenario numbers."""
    numbers: list[int] = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        numbers += range(int(low), int(high or low) + 1)
    return numbers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4, help="games per scenario")
    parser.add_argument("--seed", type=int, default=1, help="first seed")
    parser.add_argument("--scenarios", default="1-12")
    parser.add_argument("--choices", type=int, default=600, help="random choices per game")
    parser.add_argument("--every", type=int, default=6, help="probe every K-th position")
    parser.add_argument("--steps", type=int, default=6, help="same choices played on")
    parser.add_argument("--stops", choices=("when_able", "always", "never"),
                        default="when_able", help="both sides' stops at every window")
    args = parser.parse_args()
    pack = load_content_pack(ROOT / "resources")
    level = args.stops
    stops = Stops(op_fire=level, reroll="never" if level == "never" else "always",
                  fire_actions=level, move_actions=level)
    leaks: list[Leak] = []
    total = Tally()
    start = time.perf_counter()
    for number in _numbers(args.scenarios):
        scenario = load_scenario(ROOT / "scenarios" / f"scenario{number:02d}.json")
        tally = Tally()
        for seed in range(args.seed, args.seed + args.games):
            rng = random.Random(seed)
            state = finish_setup(new_game(scenario, pack, seed,
                                          stops={side: stops for side in SideId}), rng)
            walk_and_probe(state, rng, number=number, seed=seed, choices=args.choices,
                           every=args.every, steps=args.steps, tally=tally)
        print(f"scenario {number:2d}: {tally.positions:5d} positions checked, "
              f"{tally.steps:6d} same choices played on, {len(tally.leaks)} differences",
              flush=True)
        total.positions += tally.positions
        total.steps += tally.steps
        leaks += tally.leaks
    print(f"all: {total.positions} positions checked, {total.steps} same choices played on, "
          f"{len(leaks)} differences ({time.perf_counter() - start:.0f} s)")
    by_kind = Counter((leak.kind, leak.seen) for leak in leaks)
    for (kind, seen), count in by_kind.most_common():
        example = next(leak for leak in leaks if (leak.kind, leak.seen) == (kind, seen))
        print(f"  {count:4d}  {kind}: {seen} differs; e.g. {example}")


if __name__ == "__main__":
    main()
