"""Build ``resources/maps/mapNN.json`` from the reference map data (a one-off import tool).

Usage: ``python tools/import_maps.py ../shared/reference/maps``. The game never runs this; it
only reads the files this writes. Terrain names become ids, the reference's ``los_clear`` hint
becomes a ``clear`` hexside, objective numbers live in the hexes. Run
``tools/import_buildings.py`` after it: it adds the multi-hex buildings from the roof outlines.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from cc_engine.content.models import MapData
from cc_engine.content.writing import model_text

ROOT = Path(__file__).resolve().parents[1]
TERRAIN_IDS = {
    "Open Ground": "open_ground",
    "Brush": "brush",
    "Woods": "woods",
    "Building": "building",
    "Orchard": "orchard",
    "Field": "field",
    "Stream": "stream",
    "Marsh": "marsh",
    "Water Barrier": "water_barrier",
    "Gully": "gully",
    "Bridge": "bridge",
}
#: Where the reference data disagrees with the printed map, by map number and hex: the
#: high- and medium-confidence findings of ``reference/outlines/AUDIT.md`` (checked against
#: the neighbouring hexes' art; no rulebook example uses these hexes). Each entry replaces
#: some fields of the hex and says why; see docs/import-notes.md.
CORRECTIONS: dict[int, dict[str, tuple[dict, str]]] = {
    2: {
        "I7": ({"terrain": "open_ground"}, "no roof anywhere in the hex, only open ground and "
               "the road (a second transcription agrees)"),
        "K5": ({"terrain": "open_ground"}, "no field art in the hex; the field lies in L4-M6 "
               "(a second transcription agrees)"),
    },
    8: {
        "D5": ({"elevation": 1}, "the wood stands on the tip of the level-1 hill from C6"),
        "F6": ({"elevation": 1}, "the wood stands on the level-1 hill; the scan is level 1 at "
               "the centre dot"),
        "G6": ({"elevation": 1}, "the wood is ringed by the level-1 ground of the G5-L5 hill"),
    },
    12: {
        "D5": ({"elevation": 1}, "the roof stands on a tongue of the level-1 hill"),
        "D6": ({"elevation": 1}, "all visible ground inside the wall is level 1"),
        "J8": ({"elevation": 1}, "all visible ground round the wood is level 1 or higher"),
    },
}
HEXSIDE_IDS = {"fence": "fence", "hedge": "hedge", "wall": "wall", "cliff": "cliff",
               "los_clear": "clear"}


def column_major(hex_id: str) -> tuple[int, int]:
    return (ord(hex_id[0]), int(hex_id[1:]))


def convert(source: dict) -> dict:
    number = source["map"]
    hexes = {}
    for hex_id in sorted(source["hexes"], key=column_major):
        raw = source["hexes"][hex_id]
        entry: dict = {"terrain": TERRAIN_IDS[raw["terrain"]]}
        if raw.get("elevation"):
            entry["elevation"] = raw["elevation"]
        if raw.get("features"):
            entry["features"] = sorted(raw["features"])
        if raw.get("objective") is not None:
            entry["objective"] = raw["objective"]
        correction, _ = CORRECTIONS.get(number, {}).get(hex_id, ({}, ""))
        entry.update(correction)
        hexes[hex_id] = entry
    hexsides = []
    for side in source["hexsides"]:
        a, b = sorted((side["a"], side["b"]), key=column_major)
        hexsides.append({"a": a, "b": b, "feature": HEXSIDE_IDS[side["feature"]]})
    hexsides.sort(key=lambda s: (column_major(s["a"]), column_major(s["b"])))
    provisional = {
        "hexes": "Terrain, elevation and features come from one fan transcription "
        + ("cross-checked against a second one" if number in (1, 2, 8) else "(single source)")
        + "; no crest lines, bridge types or road connectivity are in the data.",
    }
    notes = [
        "Imported from the project's reference map data. Roads and trails connect adjacent hexes "
        "that both carry the feature; the printed maps may differ.",
    ]
    for hex_id, (correction, why) in sorted(CORRECTIONS.get(number, {}).items()):
        change = ", ".join(f"{field} {value}" for field, value in sorted(correction.items()))
        notes.append(f"{hex_id}: {change}, against the transcription: {why}.")
    if number == 1:
        notes.append("Objectives 4 and 5 may be swapped (F6/N5): the two sources disagree.")
        provisional["hexes"] += " Objective numbers 4 (F6) and 5 (N5) are unresolved."
    return {
        "schema_version": 1,
        "id": f"map{number:02d}",
        "number": number,
        "name": source["name"],
        "cols": source["cols"],
        "rows": source["rows"],
        "hexes": hexes,
        "hexsides": hexsides,
        "notes": notes,
        "provisional": provisional,
    }


def main(argv: list[str]) -> int:
    source_dir = Path(argv[1]) if len(argv) > 1 else ROOT.parent / "shared" / "reference" / "maps"
    out_dir = ROOT / "resources" / "maps"
    out_dir.mkdir(parents=True, exist_ok=True)
    for path in sorted(source_dir.glob("map*.json")):
        map_data = MapData.model_validate(convert(json.loads(path.read_text(encoding="utf-8"))))
        target = out_dir / f"{map_data.id}.json"
        target.write_text(model_text(map_data), encoding="utf-8")
        print(f"wrote {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
