"""Fuzzing of scenarios, at scale (issue 31: files that validate must play).

Run: ``.venv/bin/python bench/fuzz_scenarios.py [--cases N] [--seed S] [--choices C]``.
Changes the shipped scenarios N times in random ways a designer could (setup zones, edges,
force counts, fixed hexes, Fortifications, reinforcements and their entry zones, setup
order, opening cards, Water on the map: ``tests/engine/scenariofuzz.py``), then validates
each: a scenario refused (by its shape or by the validator) counts as ``refused``; one
accepted is played from its setup for C random legal choices (or to its end) and counts as
``accepted``; any exception in either is a ``crash``, printed in full. The target is no
crash.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.engine.scenariofuzz import fuzz  # noqa: E402

from cc_engine.content.loading import load_content_pack  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--choices", type=int, default=300,
                        help="random choices played in each accepted scenario")
    args = parser.parse_args()
    pack = load_content_pack(ROOT / "resources")
    start = time.perf_counter()
    tally = fuzz(args.cases, args.seed, args.choices, pack)
    elapsed = time.perf_counter() - start
    refused = tally.counts["shape"] + tally.counts["refused"]
    for crash in tally.crashes:
        print(crash)
    print(f"{args.cases} cases (seed {args.seed}) in {elapsed:.1f} s: "
          f"accepted {tally.counts['played']}, refused {refused} "
          f"(shape {tally.counts['shape']}, validator {tally.counts['refused']}), "
          f"crashes {tally.counts['crash']}")
    return 1 if tally.counts["crash"] else 0


if __name__ == "__main__":
    sys.exit(main())
