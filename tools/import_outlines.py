"""Put the traced line-of-sight art of the printed maps into ``resources/maps/mapNN.json``.

Usage: ``PYTHONPATH=src python tools/import_outlines.py [OUTLINES_DIR]`` (by default
``../shared/reference/outlines``), after ``tools/import_maps.py`` and
``tools/import_buildings.py``. The game never runs this; it reads the ``outlines`` field this
writes. A second run writes byte-identical files.

Each ``outlines/mapNN.json`` says where the woods, roofs, hill levels and Hindrance areas of a
printed map lie, as polygons in the engine's hex frame (:mod:`cc_engine.geometry`). They are
copied as they are (already rounded to 3 decimals). A map with outlines no longer needs the
``clear`` hexside hints, which only told the generated shapes where the printed art leaves a
gap between two woods or buildings [10.1]: those hexsides are dropped.

The script stops (exit status 1, nothing written) when the outlines and the terrain disagree
in the way the validator checks (:func:`cc_engine.content.validation.outline_problems`).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from cc_engine.content.loading import load_map
from cc_engine.content.models import MapData, MapOutlines
from cc_engine.content.validation import outline_problems
from cc_engine.content.vocabulary import HexsideFeature
from cc_engine.content.writing import model_text

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUTLINES = ROOT.parent / "shared" / "reference" / "outlines"

PROVENANCE = (
    "Measured from public scans of the printed map by colour, simplified to 0.02 hex "
    "(reference/outlines): edges are good to about 0.02 hex; crest lines hidden under woods "
    "and roofs are interpolated from the ground around them.")


def outlines_of(source: dict) -> MapOutlines:
    """The :class:`MapOutlines` of one reference outlines file."""
    hindrances = source.get("hindrances", {})
    return MapOutlines.model_validate({
        "woods": source.get("woods", []),
        "buildings": source.get("buildings", []),
        "hills": {level: polygons for level, polygons in source.get("hills", {}).items()
                  if polygons},
        "brush": hindrances.get("brush", []),
        "field": hindrances.get("field", []),
        "marsh": hindrances.get("marsh", []),
        "orchard_trees": hindrances.get("orchard_trees", []),
    })


def with_outlines(map_data: MapData, outlines: MapOutlines) -> MapData:
    """``map_data`` with ``outlines``, without its ``clear`` hexside hints."""
    provisional = dict(map_data.provisional)
    provisional["outlines"] = PROVENANCE
    return MapData.model_validate({
        **map_data.model_dump(),
        "hexsides": [s.model_dump() for s in map_data.hexsides
                     if s.feature is not HexsideFeature.CLEAR],
        "outlines": outlines.model_dump(),
        "provisional": provisional,
    })


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else DEFAULT_OUTLINES
    results: dict[Path, MapData] = {}
    failed = False
    for path in sorted((ROOT / "resources" / "maps").glob("map*.json")):
        source = folder / path.name
        if not source.is_file():
            print(f"{path.name}: no outlines, left as it is")
            continue
        map_data = with_outlines(load_map(path),
                                 outlines_of(json.loads(source.read_text(encoding="utf-8"))))
        problems = outline_problems(map_data)
        for problem in problems:
            print(f"{path.name}: {problem}")
        failed = failed or bool(problems)
        results[path] = map_data
    if failed:
        print("the outlines disagree with the maps' terrain: nothing written")
        return 1
    for path, map_data in results.items():
        path.write_text(model_text(map_data), encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
