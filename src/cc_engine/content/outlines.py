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

import itertools
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
    "clip_half_plane",
    "hex_pieces",
    "hex_shares",
    "map_contains",
    "polygon_contains",
    "ring_area",
    "segment_distance",
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


def clip_half_plane(ring: Ring, nx: float, ny: float, limit: float) -> list[Point]:
    """The part of ``ring`` where ``nx * x + ny * y <= limit`` (one Sutherland-Hodgman step).

    The result may run along the cut in zero-width spikes, which add nothing to its area."""
    out: list[Point] = []
    if not ring:
        return out
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
            piece = clip_half_plane(piece, nx, ny, nx * self.cx + ny * self.cy + APOTHEM)
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
        halves = (clip_half_plane(ring, 1.0, 0.0, middle),
                  clip_half_plane(ring, -1.0, 0.0, -middle))
    else:
        middle = (top + bottom) / 2
        halves = (clip_half_plane(ring, 0.0, 1.0, middle),
                  clip_half_plane(ring, 0.0, -1.0, -middle))
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


def segment_distance(point: Point, a: Point, b: Point) -> float:
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
    return any(segment_distance(point, a, b) <= tolerance
               for ring in near for a, b in zip(ring[-1:] + ring[:-1], ring, strict=True))


# --- the pieces of art inside each hex, for line of sight -------------------------------------

#: Points closer than this to a hex's sides count as lying on them: outlines are rounded to
#: 0.001, so art drawn up to a hexside may stray that far across it.
_ON_SIDE: Final = 0.002


def hex_pieces(polygon: OutlinePolygon, cols: int,
               rows: int) -> dict[tuple[int, int], list[list[Point]]]:
    """The connected pieces of ``polygon`` inside each hexagon of a ``cols`` x ``rows`` map.

    Keyed by (column, row); each piece is given by points whose convex hull is the hull of
    the piece: its own outline inside the hex and the corners of the hex it covers. A
    straight line crosses a connected piece exactly when it crosses that hull, so line of
    sight tests a string against each piece of each intervening hex alone [10.1]: woods on
    either side of a hex corner, or two orchard crowns, leave the gap between them open.
    Art that only touches a hex's side from outside is no piece of that hex.

    >>> square = (((-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)),)
    >>> hex_pieces(square, 2, 2)
    {(0, 0): [[(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)]]}
    """
    rings = [_oriented(ring, index == 0) for index, ring in enumerate(polygon) if len(ring) >= 3]
    if not rings:
        return {}
    xs = [x for x, _ in rings[0]]
    ys = [y for _, y in rings[0]]
    left, right, top, bottom = min(xs), max(xs), min(ys), max(ys)
    pieces: dict[tuple[int, int], list[list[Point]]] = {}
    for col in range(max(0, math.floor(left / 1.5) - 1), min(cols, math.ceil(right / 1.5) + 2)):
        cx = 1.5 * col
        if cx - 1.0 >= right or cx + 1.0 <= left:
            continue
        shift = 0.5 * (col & 1)
        for row in range(max(0, math.floor(top / SQRT3 - shift) - 1),
                         min(rows, math.ceil(bottom / SQRT3 - shift) + 2)):
            cy = SQRT3 * (row + shift)
            if cy - APOTHEM >= bottom or cy + APOTHEM <= top:
                continue
            found = _pieces_in(polygon, rings, cx, cy)
            if found:
                pieces[(col, row)] = found
    return pieces


def _oriented(ring: Ring, outer: bool) -> list[Point]:
    """``ring`` turned so that the polygon's inside lies on its left (x right, y up as in a
    textbook): outer rings anticlockwise, holes clockwise, by the shoelace sign."""
    points = [(float(x), float(y)) for x, y in ring]
    if (ring_area(points) > 0) != outer:
        points.reverse()
    return points


def _pieces_in(polygon: OutlinePolygon, rings: list[list[Point]], cx: float,
               cy: float) -> list[list[Point]]:
    """The pieces of the polygon (its ``rings`` oriented) inside the hexagon at (cx, cy).

    Each ring is cut into runs inside the hexagon. The boundary of (polygon AND hexagon),
    followed with the inside on the left, goes along a run, then anticlockwise along the
    hexagon from the run's exit to the next entry, and so on: so runs joined by such arcs
    (and the hex corners on those arcs) make one piece. A ring wholly inside is a piece of
    its own (or, if a hole, none). Without runs the hexagon is wholly in or out.
    """
    runs: list[list[Point]] = []
    islands: list[list[Point]] = []
    for index, ring in enumerate(rings):
        inside = [_depth(p, cx, cy) < -_ON_SIDE for p in ring]
        if all(inside):
            if index == 0:
                islands.append(ring)
            continue
        start = inside.index(False)
        count = len(ring)
        run: list[Point] | None = None
        for step in range(count):
            k = (start + step) % count
            p, q, q_inside = ring[k], ring[(k + 1) % count], inside[(k + 1) % count]
            if run is None:
                span = _chord(p, q, cx, cy)
                if span is None:
                    continue
                run = [_lerp(p, q, span[0])]
            else:
                span = (0.0, 1.0) if q_inside else _chord(p, q, cx, cy) or (0.0, 0.0)
            if q_inside:
                run.append(q)
            else:
                run.append(_lerp(p, q, span[1]))
                if _enters(run, cx, cy):
                    runs.append(run)
                run = None
    if not runs:
        corner = (cx + 0.98, cy)  # just inside the hexagon's east corner
        if polygon_contains(polygon, corner, 0.0):
            return [[(cx + math.cos(math.radians(60 * k)), cy + math.sin(math.radians(60 * k)))
                     for k in range(6)]]
        return [list(ring) for ring in islands]
    entries = sorted((_angle(run[0], cx, cy), n) for n, run in enumerate(runs))
    parent = list(range(len(runs)))

    def root(n: int) -> int:
        while parent[n] != n:
            parent[n] = parent[parent[n]]
            n = parent[n]
        return n

    corners_of: dict[int, list[Point]] = {}
    for n, run in enumerate(runs):
        leave = _angle(run[-1], cx, cy)
        # the next entry anticlockwise from this exit (ties: the entry at the same point)
        after = next(((a, m) for a, m in entries if a >= leave), None)
        arrive, m = after if after is not None else (entries[0][0] + 2 * math.pi, entries[0][1])
        parent[root(n)] = root(m)
        corners_of.setdefault(n, []).extend(
            (cx + math.cos(math.radians(60 * k)), cy + math.sin(math.radians(60 * k)))
            for k in range(13) if leave < math.radians(60 * k) < arrive)
    groups: dict[int, list[Point]] = {}
    for n, run in enumerate(runs):
        group = groups.setdefault(root(n), [])
        group.extend(run)
        group.extend(corners_of.get(n, ()))
    return [*groups.values(), *(list(ring) for ring in islands)]


def _enters(run: list[Point], cx: float, cy: float) -> bool:
    """Whether ``run`` goes inside the hexagon, rather than only along its sides (art
    touching a hex from outside is no piece of it)."""
    return any(_depth(((p[0] + q[0]) / 2, (p[1] + q[1]) / 2), cx, cy) < -_ON_SIDE
               for p, q in itertools.pairwise(run)) or any(
        _depth(p, cx, cy) < -_ON_SIDE for p in run)


def _depth(point: Point, cx: float, cy: float) -> float:
    """How far ``point`` lies outside the hexagon at (cx, cy) (negative inside)."""
    dx, dy = point[0] - cx, point[1] - cy
    return max(nx * dx + ny * dy for nx, ny in _NORMALS) - APOTHEM


def _chord(p: Point, q: Point, cx: float, cy: float) -> tuple[float, float] | None:
    """The part [t0, t1] of the segment p-q inside the hexagon at (cx, cy), if any
    (Cyrus-Beck)."""
    t0, t1 = 0.0, 1.0
    px, py = p[0] - cx, p[1] - cy
    dx, dy = q[0] - p[0], q[1] - p[1]
    for nx, ny in _NORMALS:
        room = APOTHEM - (nx * px + ny * py)
        rate = nx * dx + ny * dy
        if rate == 0.0:
            if room < 0.0:
                return None
            continue
        t = room / rate
        if rate > 0.0:
            t1 = min(t1, t)
        else:
            t0 = max(t0, t)
        if t0 > t1:
            return None
    return t0, t1


def _lerp(p: Point, q: Point, t: float) -> Point:
    return p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])


def _angle(point: Point, cx: float, cy: float) -> float:
    """The angle of ``point`` round the centre (cx, cy), in [0, 2 pi)."""
    return math.atan2(point[1] - cy, point[0] - cx) % (2 * math.pi)
