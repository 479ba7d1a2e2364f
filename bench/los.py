"""Benchmark: line of sight for every hex pair of every shipped map.

Run: ``.venv/bin/python bench/los.py``. For each map it reports
* ``index``: building the map's LOS index (the outlines cut into their pieces in each hex and
  reduced to hulls, hexsides, railways);
* ``first table``: the terrain verdict of all 11,175 pairs plus the table for a terrain state;
* ``new state``: another table after Smoke and Blaze change (terrain verdicts reused);
* ``query``: one cached answer.
Each figure is the best of ``--repeat`` runs on one core, every cache cleared first.
Targets: first table under 100 ms median (aim 50 ms), new state under 15 ms.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from cc_engine.content.loading import load_content_pack
from cc_engine.hexgrid import Hex
from cc_engine.rules.los import LosCache, _steps, _touched_canonical, touched_offsets
from cc_engine.rules.terrain import MapTerrain, TerrainState

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    pack = load_content_pack(ROOT / "resources")
    smoky = TerrainState.build(smoke={Hex.parse("H5"): 4, Hex.parse("C3"): 2},
                               blaze={Hex.parse("J6")})
    firsts = []
    print(f"{'map':6} {'index':>8} {'first table':>12} {'new state':>10} {'query':>9}")
    for map_id in sorted(pack.maps):
        best = [float("inf")] * 4
        for _ in range(args.repeat):
            touched_offsets.cache_clear()
            _steps.cache_clear()
            _touched_canonical.cache_clear()
            t0 = time.perf_counter()
            cache = LosCache(MapTerrain(pack.maps[map_id], pack.terrain))
            t1 = time.perf_counter()
            cache.table(TerrainState())
            t2 = time.perf_counter()
            cache.table(smoky)
            t3 = time.perf_counter()
            cache.los(smoky, Hex.parse("A1"), Hex.parse("O10"))
            t4 = time.perf_counter()
            best = [min(b, x) for b, x in zip(best, (t1 - t0, t2 - t1, t3 - t2, t4 - t3),
                                               strict=True)]
        firsts.append(best[1])
        print(f"{map_id:6} {best[0] * 1e3:6.0f}ms {best[1] * 1e3:10.0f}ms "
              f"{best[2] * 1e3:8.0f}ms {best[3] * 1e6:7.1f}us")
    print(f"first table: median {statistics.median(firsts) * 1e3:.0f} ms, "
          f"worst {max(firsts) * 1e3:.0f} ms (target < 100 ms)")


if __name__ == "__main__":
    main()
