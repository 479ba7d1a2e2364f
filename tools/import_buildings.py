"""Add the multi-hex buildings of ``resources/maps/mapNN.json`` from the printed roof outlines.

Usage: ``PYTHONPATH=src python tools/import_buildings.py [OUTLINES_DIR]`` (by default
``../shared/reference/outlines``), after ``tools/import_maps.py``. The game never runs this;
it only reads the ``buildings`` field this writes. A second run writes byte-identical files.

Each roof of ``outlines/mapNN.json`` (``buildings``: one polygon per printed roof, in the
engine's hex frame, see :mod:`cc_engine.geometry`) is cut with every hexagon of the map. A roof
*covers* a hex when it covers at least :data:`COVERS` of the hex's area; a roof that covers
two or more hexes is one building over those hexes [7.3.1.1, T82].

Why 15 %: the least roof any printed Building hex holds is 16 % (map 4 J9, F10), so a hex
with less of a roof than that would not be a Building hex on its own either. Below it are
only the edges of roofs that run over a hexside (up to 5 %), a few small sheds drawn across
a hexside, and the strips of the long sheds of map 6 (rows 8-10) that reach 10-14 % into the
next row, whose hexes belong to that row's own shed. Every roof piece between 5 % and the
threshold is named in the map's ``provisional`` note, so a reader of the printed map can
check it.

The script stops (exit status 1, nothing written) when the result disagrees with the map's
own terrain: a covered hex that is not a Building hex, a hex covered by two buildings, or a
building whose hexes do not join up. None does at 15 %.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

from cc_engine.content.loading import load_map
from cc_engine.content.models import MapData
from cc_engine.content.vocabulary import Terrain
from cc_engine.content.writing import model_text
from cc_engine.geometry import hex_corners
from cc_engine.hexgrid import Hex, connected_parts

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUTLINES = ROOT.parent / "shared" / "reference" / "outlines"

#: The share of a hex's area a roof must cover to take in that hex.
COVERS = 0.15
#: Roof pieces smaller than this share of a hex are the edge of the art running over a
#: hexside by a pixel or two: not worth a note.
SLIVER = 0.05
#: The area of a hexagon of circumradius 1.
HEX_AREA = 3 * math.sqrt(3) / 2

Ring = list[tuple[float, float]]


def signed_area(ring: Ring) -> float:
    """Shoelace area, positive when the ring turns counter-clockwise (in x right, y up)."""
    return sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1],
                                                               strict=True)) / 2


def clip(subject: Ring, window: Ring) -> Ring:
    """``subject`` cut to the convex polygon ``window`` (Sutherland-Hodgman). The result may
    hold zero-width spikes along the window's sides, which add nothing to its area."""
    if signed_area(window) < 0:
        window = window[::-1]
    out = subject
    for a, b in zip(window, window[1:] + window[:1], strict=True):
        out = _clip_to_side(out, a, b) if out else out
    return out


def _clip_to_side(ring: Ring, a: tuple[float, float], b: tuple[float, float]) -> Ring:
    """The part of ``ring`` left of the line from ``a`` to ``b``."""
    (ax, ay), (bx, by) = a, b

    def inside(p: tuple[float, float]) -> bool:
        return (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax) >= 0

    def crossing(p: tuple[float, float], q: tuple[float, float]) -> tuple[float, float]:
        dx, dy = q[0] - p[0], q[1] - p[1]
        t = ((ax - p[0]) * (by - ay) - (ay - p[1]) * (bx - ax)) / (dx * (by - ay) - dy * (bx - ax))
        return p[0] + t * dx, p[1] + t * dy

    out: Ring = []
    previous = ring[-1]
    for point in ring:
        if inside(point):
            if not inside(previous):
                out.append(crossing(previous, point))
            out.append(point)
        elif inside(previous):
            out.append(crossing(previous, point))
        previous = point
    return out


def covered_share(polygon: list[Ring], hex_: Hex) -> float:
    """The share of ``hex_``'s area under ``polygon`` (outer ring minus holes)."""
    window = [(p.x, p.y) for p in hex_corners(hex_)]
    area = 0.0
    for index, ring in enumerate(polygon):
        part = abs(signed_area(clip(ring, window)))
        area += part if index == 0 else -part
    return area / HEX_AREA


def roof_shares(polygon: list[Ring], map_data: MapData) -> dict[Hex, float]:
    """Each hex the roof reaches, with the share of it the roof covers."""
    xs = [x for x, _ in polygon[0]]
    ys = [y for _, y in polygon[0]]
    shares = {}
    for hex_id in map_data.hexes:
        hex_ = Hex.parse(hex_id)
        corners = hex_corners(hex_)
        if max(p.x for p in corners) < min(xs) or min(p.x for p in corners) > max(xs) \
                or max(p.y for p in corners) < min(ys) or min(p.y for p in corners) > max(ys):
            continue
        share = covered_share(polygon, hex_)
        if share > 0.0005:
            shares[hex_] = share
    return shares


def percent(share: float) -> str:
    return f"{round(100 * share)} %"


def buildings_of(map_data: MapData, roofs: list[list[Ring]]
                 ) -> tuple[list[tuple[Hex, ...]], list[str], list[str]]:
    """The multi-hex buildings, the notes on roof pieces a checker should look at, and the
    disagreements with the map's terrain (which stop the script)."""
    buildings: list[tuple[Hex, ...]] = []
    notes: list[str] = []
    problems: list[str] = []
    owner: dict[Hex, tuple[Hex, ...]] = {}
    all_shares = [roof_shares(roof, map_data) for roof in roofs]
    for shares in all_shares:
        covered = tuple(sorted(h for h, s in shares.items() if s >= COVERS))
        below = sorted(h for h, s in shares.items() if SLIVER <= s < COVERS)
        pieces = ", ".join(f"{percent(shares[h])} of {h.id}" for h in below)
        if len(covered) >= 2:
            buildings.append(covered)
            where = "the building " + "-".join(h.id for h in covered)
            if below:
                notes.append(f"{where} also covers {pieces} (under the threshold: left out)")
        elif len(below) + len(covered) >= 2:
            notes.append(f"a roof covers {percent(shares[covered[0]])} of {covered[0].id} and "
                         f"{pieces} (one-hex building)" if covered else
                         f"a small roof covers {pieces} (under the threshold in each: left "
                         "out, so these stay one-hex buildings)")
        if len(covered) < 2:
            continue
        for hex_ in covered:
            terrain = map_data.hexes[hex_.id].terrain
            if terrain is not Terrain.BUILDING:
                problems.append(f"{hex_.id} is under {where} but its terrain is {terrain}")
            if hex_ in owner:
                problems.append(f"{hex_.id} is under two buildings")
            owner[hex_] = covered
        if len(connected_parts(covered)) > 1:
            problems.append(f"{where} is in pieces that do not touch")
    for hex_, building in sorted(owner.items()):
        own = [s[hex_] for s in all_shares if s.get(hex_, 0) >= SLIVER
               and sum(share >= COVERS for share in s.values()) < 2]
        if own:
            notes.append(f"{hex_.id} (in the building {'-'.join(h.id for h in building)}) "
                         f"also holds a small roof of its own ("
                         + ", ".join(percent(s) for s in own) + ")")
    buildings.sort()
    return buildings, notes, problems


def with_buildings(map_data: MapData, buildings: list[tuple[Hex, ...]],
                   notes: list[str]) -> MapData:
    """``map_data`` with its buildings and the provisional note saying where they come from."""
    provisional = dict(map_data.provisional)
    if "hexes" in provisional:
        provisional["hexes"] = provisional["hexes"].replace("building groups, ", "")
    provisional.pop("buildings", None)
    if buildings or notes:
        provisional["buildings"] = (
            "Measured from the outlines of the printed roofs (reference/outlines): a roof "
            f"takes in each hex it covers {percent(COVERS)} or more of, and a roof over two "
            "or more hexes is one building. Not yet checked against a printed map."
            + ("".join(f" {n[0].upper()}{n[1:]}." for n in notes)))
    return map_data.model_copy(update={
        "buildings": tuple(tuple(h.id for h in b) for b in buildings),
        "provisional": provisional})


def main(argv: list[str]) -> int:
    outlines = Path(argv[1]) if len(argv) > 1 else DEFAULT_OUTLINES
    results = {}
    failed = False
    for path in sorted((ROOT / "resources" / "maps").glob("map*.json")):
        map_data = load_map(path)
        source = outlines / path.name
        if not source.is_file():
            print(f"{path.name}: no outlines, left as it is")
            continue
        roofs = json.loads(source.read_text(encoding="utf-8"))["buildings"]
        buildings, notes, problems = buildings_of(map_data, roofs)
        for problem in problems:
            print(f"{path.name}: {problem}")
        failed = failed or bool(problems)
        print(f"{path.name}: {len(buildings)} multi-hex buildings: "
              + ("; ".join("-".join(h.id for h in b) for b in buildings) or "none"))
        for note in notes:
            print(f"    {note}")
        results[path] = MapData.model_validate(
            with_buildings(map_data, buildings, notes).model_dump())
    if failed:
        print("the buildings disagree with the maps' terrain: nothing written")
        return 1
    for path, map_data in results.items():
        path.write_text(model_text(map_data), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
