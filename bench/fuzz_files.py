"""Fuzzing of save files and content files, at scale (issue 31).

Run: ``.venv/bin/python bench/fuzz_files.py [--cases N] [--seed S]``. Damages saves taken at
random points of random games of every shipped scenario, and every kind of content file, N
times each (a deleted key, a wrong type, a huge number, flipped bits, a repeated key, a
byte-order mark, a cut-off end, swapped values: ``tests/engine/filefuzz.py``), and counts
the outcomes by damage: ``refused`` (a SaveError, or the problems of a content file),
``same`` (the save loaded as the very game it was; a content file that validates and plays),
and the failures ``different`` (a save loaded as another game) and ``crash`` (any other
exception), each listed. The target is no failure.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.engine.filefuzz import Tally, fuzz_content, fuzz_save  # noqa: E402
from tests.engine.gamehelpers import scenario  # noqa: E402

from cc_engine import Session  # noqa: E402
from cc_engine.content.loading import load_content_pack  # noqa: E402

CONTENT = [("resources/maps/map05.json", "map"),
           ("resources/content/nations/america.json", "nation"),
           ("resources/content/decks/germany.json", "deck"),
           ("resources/content/terrain.json", "terrain"),
           ("resources/content/track.json", "track"),
           ("resources/content/objective_chits.json", "chits")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cases", type=int, default=200,
                        help="damaged copies of each file (default 200)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    pack = load_content_pack(ROOT / "resources")
    saves, content = Tally(), Tally()
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        for number in range(1, 13):
            session = Session(scenario(number), pack, seed=args.seed + number)
            rng = random.Random(args.seed + number)
            for _ in range(rng.randrange(50, 1500)):
                if session.state.pending is None:
                    break
                session.submit(rng.choice(session.state.pending.choices))
            saved = folder / f"scenario{number:02d}.ccsave"
            session.save(saved)
            fuzz_save(saved, pack, folder, args.cases, args.seed + number, saves)
            fuzz_content(ROOT / "scenarios" / f"scenario{number:02d}.json", "scenario", pack,
                         scenario(number), folder, args.cases // 4, args.seed + number,
                         content)
        for index, (source, kind) in enumerate(CONTENT):
            fuzz_content(ROOT / source, kind, pack, scenario(1 + index), folder, args.cases,
                         args.seed + index, content)
    seconds = time.perf_counter() - start
    for title, tally in (("saves", saves), ("content files", content)):
        cases = sum(tally.counts.values())
        print(f"{title}: {cases} damaged files: refused {tally.total('refused')}, "
              f"same {tally.total('same')}, different {tally.total('different')}, "
              f"crash {tally.total('crash')}")
        for (damage, outcome), count in sorted(tally.counts.items()):
            print(f"  {damage:16} {outcome:9} {count}")
        for failure in tally.failures[:30]:
            print(f"  FAILURE {failure}")
    print(f"{seconds:.0f} s")


if __name__ == "__main__":
    main()
