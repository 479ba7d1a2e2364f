"""Saves loaded by later processes: how many refuse a save they should load (issue 31).

Run: ``.venv/bin/python bench/save_processes.py [--saves N] [--processes K] [--seed S]``.
Plays random games of every shipped scenario and saves each at a random point (half of them
where two or more units are activated, the positions whose sets once followed the hash
seed), then loads all the saves in K fresh processes, each with its own ``PYTHONHASHSEED``,
and counts the loads that failed or reached another digest. The target is 0.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.engine.gamehelpers import scenario  # noqa: E402

from cc_engine import Session, state_digest  # noqa: E402
from cc_engine.content.loading import load_content_pack  # noqa: E402

LOAD_ALL = """
import sys
from pathlib import Path
from cc_engine import SaveError, Session, state_digest
from cc_engine.content.loading import load_content_pack
pack = load_content_pack(Path(sys.argv[1]))
for name in sys.argv[2:]:
    try:
        print(state_digest(Session.load(Path(name), pack).state))
    except SaveError as error:
        print("refused", str(error).splitlines()[0])
"""


def make_saves(count: int, seed: int, folder: Path) -> dict[Path, str]:
    """``count`` saves spread over the 12 scenarios, with their digests."""
    pack = load_content_pack(ROOT / "resources")
    saves: dict[Path, str] = {}
    rng = random.Random(seed)
    for index in range(count):
        number = 1 + index % 12
        session = Session(scenario(number), pack, rng.randrange(1 << 30))
        want_activated = index % 2 == 0
        stop_after = rng.randrange(20, 2500)
        for step in range(5000):
            state = session.state
            if state.pending is None:
                break
            if step >= stop_after and (not want_activated or len(state.activated) >= 2):
                break
            session.submit(rng.choice(state.pending.choices))
        path = folder / f"save{index:04d}.ccsave"
        session.save(path)
        saves[path] = state_digest(session.state)
    return saves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--saves", type=int, default=240)
    parser.add_argument("--processes", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as temporary:
        saves = make_saves(args.saves, args.seed, Path(temporary))
        several = 0
        pack = load_content_pack(ROOT / "resources")
        for path in saves:
            several += len(Session.load(path, pack).state.activated) >= 2
        failures = 0
        for process in range(args.processes):
            env = {**os.environ, "PYTHONHASHSEED": str(1000 + process)}
            done = subprocess.run([sys.executable, "-c", LOAD_ALL, str(ROOT / "resources"),
                                   *map(str, saves)], capture_output=True, text=True, env=env,
                                  check=True)
            got = done.stdout.splitlines()
            bad = [(path.name, line) for (path, digest), line in zip(saves.items(), got,
                                                                     strict=True)
                   if line != digest]
            failures += len(bad)
            for name, line in bad[:5]:
                print(f"  process {process}: {name}: {line}")
    loads = args.saves * args.processes
    print(f"{args.saves} saves ({several} with two or more units activated), each loaded in "
          f"{args.processes} processes with other hash seeds: {loads - failures} of {loads} "
          f"loads reached the saved position, {failures} refused or differed "
          f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
