"""Measures of a map's traced outlines (:class:`~cc_engine.content.models.MapOutlines`).

The outlines say where the printed line-of-sight art lies [10.1]; the hexes say what terrain
each hex is. This module measures the first against the second, for the validator and the
import tools: how much of each hex a set of polygons covers (:func:`hex_shares`), and whether
a point lies in the map (:func:`map_contains`) or in a polygon (:func:`polygon_contains`).

Coordinates are those of :mod:`cc_engine.geometry` (hex circumradius 1, A1's centre dot at
the origin, y down, odd columns half a hex lower). The module works on plain tuples and does
not import :mod:`cc_engine.geometry`, so that module may use it in turn.

>>> square = (((0.0, 0.0), (0.5, 0.0), (0.5, 0.5), (0.0, 0.5)),)
>>> {h.id: round(s, 3) for h, s in hex_shares([square], [Hex.parse("A1")]).items()}
{'A1': 0.096}
>>> map_contains((21.9, 0.0), 15, 10), map_contains((22.5, 0.0), 15, 10)
(True, False)
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from typing import Final

from cc_engine.content.models import OutlinePolygon
from cc_engine.hexgrid import Hex

__all__ = [
    "HEX_AREA",
    "KNOWN_BORDERLINES",
    "NESTING_TOLERANCE",
    "ROOF_SHARE",
    "TOLERANCE",
    "WOODS_SHARE",
    "hex_shares",
    "map_contains",
    "polygon_contains",
    "ring_area",
]

SQRT3: Final = math.sqrt(3.0)
#: The apothem of a hex (circumradius 1).
APOTHEM: Final = SQRT3 / 2
#: The area of a hex (circumradius 1).
HEX_AREA: Final = 3 * SQRT3 / 2
#: How far (in hex units) a vertex may lie off the shape it belongs to: the outlines are
#: rounded to 3 decimals, so a vertex on the map's edge or on a Crest Line may stray by 0.0007.
TOLERANCE: Final = 0.01
#: How far a vertex of one hill level may stray outside the level below: the tracing is
#: simplified to 0.02 hex, so two levels that meet (at the map's edge, say) may cross by that.
NESTING_TOLERANCE: Final = 0.02

#: A hex holding more than this share of woods art must be a Woods hex [T99]. The least
#: canopy any Woods hex of the printed maps holds is 31 % (map 1 D3, map 12 I4); woods art
#: reaching over a hexside into another hex covers at most 3 % of it. Between the two lie
#: only the hexes of :data:`KNOWN_BORDERLINES` and map 7 F6 (24 %).
WOODS_SHARE: Final = 0.30
#: A hex holding more than this share of roofs must be a Building hex [T82]. The least roof
#: any Building hex holds is 16 % (map 4 J9, F10; ``tools/import_buildings.py`` takes a hex
#: into a building from the same 15 %); outside Building hexes the roofs of the printed maps
#: cover nothing but map 12 D9 (a known borderline).
ROOF_SHARE: Final = 0.15

#: Hexes of the shipped maps whose terrain is kept although the art says otherwise, by map id
#: and hex id, with the reason (``../shared/reference/outlines/AUDIT.md``, "borderline
#: cases": a hex's terrain is the one predominant in it, and these are close calls).
KNOWN_BORDERLINES: Final[Mapping[str, Mapping[str, str]]] = {
    "map05": {"O5": "Open Ground: woods cover 43 % of the hex, its centre dot is clear"},
    "map10": {"M8": "level 0: the round building stands on a ring of level-1 colour, drawn as "
                      "its base rather than a mound"},
    "map12": {
        "D9": "Open Ground: two small roofs cover 22 % of the hex, its centre dot is clear",
        "M4": "Open Ground: woods cover 47 % of the hex, its centre dot is clear",
        "M5": "Open Ground: woods cover 49 % of the hex, its centre dot is clear",
    },
}

Point = tuple[float, float]
Ring = Sequence[Point]

#: The outward normals of a hex's six sides (side k at 30 + 60 k degrees, y down).
_NORMALS: Final = tuple((math.cos(math.radians(30 + 60 * k)), math.sin(math.radians(30 + 60 * k)))
                        for k in range(6))
#: Leaves of the bisection in :func:`hex_shares` hold at most this many hexes.
_LEAF_HEXES: Final = 2
#: ... and pieces smaller than this across (in hex units) are leaves whatever they overlap.
_LEAF_SIZE: Final = 0.5


def _centre(col: int, row: int) -> Point:
    """The centre dot of the hex in column ``col``, row ``row`` (0-based) [2.1]."""
    return 1.5 * col, SQRT3 * (row + 0.5 * (col & 1))


def ring_area(ring: Ring) -> float:
    """The signed (shoelace) area of ``ring``: positive when it turns clockwise on the map
    (y down).

    >>> ring_area(((0.0, 0.0), (2.0, 0.0), (2.0, 1.0)))
    1.0
    """
    if len(ring) < 3:
        return 0.0
    total = 0.0
    x0, y0 = ring[-1]
    for x1, y1 in ring:
        total += x0 * y1 - x1 * y0
        x0, y0 = x1, y1
    return total / 2


def _clip(ring: Ring, nx: float, ny: float, limit: float) -> list[Point]:
    """The part of ``ring`` where ``nx * x + ny * y <= limit`` (one Sutherland-Hodgman step).

    The result may run along the cut in zero-width spikes, which add nothing to its area."""
    out: list[Point] = []
    px, py = ring[-1]
    p_in = nx * px + ny * py <= limit
    for qx, qy in ring:
        q_in = nx * qx + ny * qy <= limit
        if q_in != p_in:
            dp = nx * px + ny * py - limit
            dq = nx * qx + ny * qy - limit
            t = dp / (dp - dq)
            out.append((px + t * (qx - px), py + t * (qy - py)))
        if q_in:
            out.append((qx, qy))
        px, py, p_in = qx, qy, q_in
    return out


class _Cell:
    """A hexagon to measure: its hex, centre and bounding box."""

    __slots__ = ("cx", "cy", "hex", "x0", "x1", "y0", "y1")

    def __init__(self, hex_: Hex) -> None:
        self.hex = hex_
        self.cx, self.cy = _centre(hex_.col, hex_.row)
        self.x0, self.x1 = self.cx - 1.0, self.cx + 1.0
        self.y0, self.y1 = self.cy - APOTHEM, self.cy + APOTHEM

    def area_of(self, ring: Ring) -> float:
        """The signed area of ``ring`` inside this hexagon."""
        piece: Sequence[Point] = ring
        for nx, ny in _NORMALS:
            piece = _clip(piece, nx, ny, nx * self.cx + ny * self.cy + APOTHEM)
            if len(piece) < 3:
                return 0.0
        return ring_area(piece)


def hex_shares(polygons: Iterable[OutlinePolygon], hexes: Iterable[Hex]) -> dict[Hex, float]:
    """The share of each of ``hexes`` that ``polygons`` cover (rings filled even-odd; the
    polygons of one kind do not overlap), for the hexes they reach at all.

    The rings are cut in halves, and the halves in halves, until each piece lies over one or
    two hexes; only then is a piece cut with a hexagon. So a vertex is handled about eight
    times on a 15 x 10 map, rather than once for every hex its polygon spans.
    """
    cells = [_Cell(h) for h in hexes]
    areas: defaultdict[Hex, float] = defaultdict(float)
    for polygon in polygons:
        for index, ring in enumerate(polygon):
            whole = ring_area(ring)
            if whole == 0.0:
                continue
            # A hole takes away; the clipped pieces keep the ring's orientation.
            sign = (1.0 if whole > 0 else -1.0) * (1.0 if index == 0 else -1.0)
            _measure(ring, cells, sign, areas)
    return {h: a / HEX_AREA for h, a in areas.items() if a > 0.0}


def _measure(ring: Ring, cells: list[_Cell], sign: float,
             areas: defaultdict[Hex, float]) -> None:
    """Add ``sign`` times the area of ``ring`` inside each of ``cells`` to ``areas``."""
    xs = [x for x, _ in ring]
    ys = [y for _, y in ring]
    left, right, top, bottom = min(xs), max(xs), min(ys), max(ys)
    near = [c for c in cells if c.x0 < right and c.x1 > left and c.y0 < bottom and c.y1 > top]
    # A piece over the corner where three hexes meet overlaps three boxes however small it
    # gets, so a small piece is a leaf too.
    if len(near) <= _LEAF_HEXES or max(right - left, bottom - top) < _LEAF_SIZE:
        for cell in near:
            areas[cell.hex] += sign * cell.area_of(ring)
        return
    if right - left >= bottom - top:  # cut across the longer side
        middle = (left + right) / 2
        halves = (_clip(ring, 1.0, 0.0, middle), _clip(ring, -1.0, 0.0, -middle))
    else:
        middle = (top + bottom) / 2
        halves = (_clip(ring, 0.0, 1.0, middle), _clip(ring, 0.0, -1.0, -middle))
    for half in halves:
        if len(half) >= 3:
            _measure(half, near, sign, areas)


def _hex_distance(point: Point, col: int, row: int) -> float:
    """How far ``point`` lies outside the hexagon of (``col``, ``row``), along the normal of
    the side it lies beyond (0 or less inside)."""
    cx, cy = _centre(col, row)
    dx, dy = point[0] - cx, point[1] - cy
    return max(nx * dx + ny * dy for nx, ny in _NORMALS) - APOTHEM


def map_contains(point: Point, cols: int, rows: int, tolerance: float = TOLERANCE) -> bool:
    """Whether ``point`` lies in one of the hexagons of a ``cols`` x ``rows`` map, or within
    ``tolerance`` of one. A coordinate that is not a finite number lies nowhere."""
    x, y = point
    if not (math.isfinite(x) and math.isfinite(y)):
        return False
    col = round(x / 1.5)
    for c in (col - 1, col, col + 1):
        if not 0 <= c < cols:
            continue
        row = round(y / SQRT3 - 0.5 * (c & 1))
        for r in (row - 1, row, row + 1):
            if 0 <= r < rows and _hex_distance(point, c, r) <= tolerance:
                return True
    return False


def _segment_distance(point: Point, a: Point, b: Point) -> float:
    """The distance from ``point`` to the segment ``a``-``b``."""
    (px, py), (ax, ay), (bx, by) = point, a, b
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0.0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def polygon_contains(polygon: OutlinePolygon, point: Point,
                     tolerance: float = TOLERANCE) -> bool:
    """Whether ``point`` lies in ``polygon`` (its rings filled even-odd) or within
    ``tolerance`` of its boundary.

    >>> triangle = (((0.0, 0.0), (2.0, 0.0), (0.0, 2.0)),)
    >>> [polygon_contains(triangle, p) for p in ((0.5, 0.5), (1.005, 1.0), (1.5, 1.5))]
    [True, True, False]
    """
    x, y = point
    inside = False
    near = []
    for ring in polygon:
        xs = [p[0] for p in ring]
        ys = [p[1] for p in ring]
        if not (min(xs) - tolerance <= x <= max(xs) + tolerance
                and min(ys) - tolerance <= y <= max(ys) + tolerance):
            continue  # outside the ring, so it does not change the count
        near.append(ring)
        ax, ay = ring[-1]
        for bx, by in ring:
            if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
                inside = not inside
            ax, ay = bx, by
    if inside:
        return True
    return any(_segment_distance(point, a, b) <= tolerance
               for ring in near for a, b in zip(ring[-1:] + ring[:-1], ring, strict=True))
