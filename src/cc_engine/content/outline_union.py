"""Joining outline polygons that touch along an edge into one [10.1].

When the designer cuts a painted hex out of a traced wood, or adds the hexagon of a raised hex
to a hill level, the art of one piece of ground is left as several polygons that meet along
seams: the wood around the hex in up to six pieces, the hill as a polygon and a hexagon. They
draw and judge line of sight the same as one polygon would, but the author sees seams through
the ground and a Crest Line [T88.3.1] made of hexagons. :func:`merge_touching` joins them.

Method: the polygons' vertices are snapped together where they lie within :data:`SNAP` of
each other, and every edge is split where another ring's vertex lies on it, so that two
polygons meeting along a seam share the same edges, run in opposite directions (every ring is
turned so that its polygon's ground lies to the left of it). Those pairs cancel; what is left
is the boundary of the union, linked again into rings (at a vertex with several ways on, the
one that turns most to the left, so ground that touches itself at a point makes two rings),
straightened where a seam's end lies in line with its neighbours, and sorted into outer rings
and their holes. Polygons are joined only when the area they cover together is the sum of
their own areas: polygons that overlap are left as they are.

:func:`merge_overlapping` joins a shape the author draws with the polygons it overlaps: the
edges are split where they cross too, and an edge inside another polygon of the group is
dropped; what is left bounds the union, linked as above.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from itertools import pairwise
from typing import Final

from cc_engine.content.models import OutlinePolygon
from cc_engine.content.outlines import polygon_contains, ring_area, segment_distance

__all__ = ["SNAP", "merge_overlapping", "merge_touching"]

Point = tuple[float, float]
Edge = tuple[Point, Point]

#: Vertices nearer than this (hex units) are one; a vertex this near an edge lies on it. The
#: map files keep three decimals, so a seam's two sides can differ by a rounding step.
SNAP: Final = 0.0015
#: Vertices are kept to this many decimals, as in the map files.
_DECIMALS: Final = 3
#: Areas (square hex units) below this are nothing.
_NO_AREA: Final = 1e-6


def merge_touching(polygons: Sequence[OutlinePolygon]) -> list[OutlinePolygon]:
    """``polygons`` with every group that touches along edges joined into one polygon (or a
    few, where the union falls apart at a point), in the order of each group's first polygon.
    A polygon that touches no other and has no seam of its own is returned unchanged."""
    if not polygons:
        return []
    snap = _Snapper([p for polygon in polygons for ring in polygon for p in ring])
    rings = [[_turned(_snapped_ring(ring, snap), outer=index == 0)
              for index, ring in enumerate(polygon)] for polygon in polygons]
    edges = [[edge for ring in polygon for edge in _split_edges(ring, snap)]
             for polygon in rings]
    owner: dict[Edge, list[int]] = defaultdict(list)
    for index, polygon_edges in enumerate(edges):
        for edge in polygon_edges:
            owner[edge].append(index)
    groups = _Groups(len(polygons))
    seamed: set[int] = set()
    for (a, b), indices in owner.items():
        for other in owner.get((b, a), ()):
            for index in indices:
                groups.join(index, other)
                seamed.add(index)
    merged: dict[int, list[OutlinePolygon]] = {}
    for root, members in groups.members().items():
        if not seamed.intersection(members):
            continue
        joined = _joined([edge for index in members for edge in edges[index]])
        before = sum(_polygon_area(polygons[index]) for index in members)
        after = sum(_polygon_area(polygon) for polygon in joined)
        if joined and abs(before - after) <= 0.01 * len(members):
            merged[root] = joined
    out: list[OutlinePolygon] = []
    for index, polygon in enumerate(polygons):
        root = groups.root(index)
        if root not in merged:
            out.append(polygon)
        elif index == root:  # a group's root is its first polygon
            out.extend(merged[root])
    return out


def merge_overlapping(shape: OutlinePolygon,
                      polygons: Sequence[OutlinePolygon]) -> list[OutlinePolygon]:
    """``polygons`` with ``shape`` added and joined with those it overlaps (their union,
    one polygon or a few, in the place of the first of them; at the end when it overlaps
    none). A union that cannot be worked out cleanly leaves ``shape`` a polygon of its own."""
    overlapped = [i for i, polygon in enumerate(polygons) if _overlap(shape, polygon)]
    if not overlapped:
        return [*polygons, shape]
    group = [shape, *(polygons[i] for i in overlapped)]
    united = _union(group)
    largest = max(_polygon_area(polygon) for polygon in group)
    area = sum(_polygon_area(polygon) for polygon in united)
    if not united or not largest - 0.01 <= area <= sum(map(_polygon_area, group)) + 0.01:
        return [*polygons, shape]
    first = overlapped[0]
    rest = [polygon for i, polygon in enumerate(polygons) if i not in overlapped]
    return [*rest[:first], *united, *rest[first:]]


def _union(group: Sequence[OutlinePolygon]) -> list[OutlinePolygon]:
    """The union of ``group``: every edge split where another's vertex lies on it or an edge
    of another crosses it; the edges inside another polygon dropped; edges that two polygons
    share, run the same way, kept once."""
    points = [p for polygon in group for ring in polygon for p in ring]
    plain = [[[(float(x), float(y)) for x, y in ring] for ring in polygon] for polygon in group]
    for index, polygon in enumerate(plain):
        for other in plain[index + 1:]:
            points += _crossings(polygon, other)
    snap = _Snapper(points)
    kept: dict[Edge, int] = {}
    for index, polygon in enumerate(plain):
        rings = [_turned(_snapped_ring(ring, snap), outer=n == 0) for n, ring in enumerate(polygon)]
        for a, b in (edge for ring in rings for edge in _split_edges(ring, snap)):
            middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            if not any(_strictly_inside(group[j], middle)
                       for j in range(len(group)) if j != index):
                kept[(a, b)] = 1
    return _joined(list(kept))


def _overlap(a: OutlinePolygon, b: OutlinePolygon) -> bool:
    """Whether polygons ``a`` and ``b`` share ground (not just an edge or a point)."""
    if not _boxes_meet(a, b):
        return False
    plain_a = [[(float(x), float(y)) for x, y in ring] for ring in a]
    plain_b = [[(float(x), float(y)) for x, y in ring] for ring in b]
    if _crossings(plain_a, plain_b):
        return True
    return (any(_strictly_inside(b, p) for ring in plain_a for p in ring)
            or any(_strictly_inside(a, p) for ring in plain_b for p in ring))


def _boxes_meet(a: OutlinePolygon, b: OutlinePolygon) -> bool:
    xa, ya = [p[0] for p in a[0]], [p[1] for p in a[0]]
    xb, yb = [p[0] for p in b[0]], [p[1] for p in b[0]]
    return (min(xa) <= max(xb) and min(xb) <= max(xa)
            and min(ya) <= max(yb) and min(yb) <= max(ya))


def _strictly_inside(polygon: OutlinePolygon, point: Point) -> bool:
    """Whether ``point`` lies in ``polygon`` farther than :data:`SNAP` from its boundary."""
    return polygon_contains(polygon, point, 0.0) and not any(
        segment_distance(point, a, b) <= SNAP
        for ring in polygon for a, b in zip(ring[-1:] + ring[:-1], ring, strict=True))


def _crossings(a: Sequence[Sequence[Point]], b: Sequence[Sequence[Point]]) -> list[Point]:
    """The points where an edge of ``a`` and an edge of ``b`` cross, away from both edges'
    ends."""
    found = []
    for ring_a in a:
        for p, q in zip(ring_a, [*ring_a[1:], ring_a[0]], strict=True):
            for ring_b in b:
                for r, s in zip(ring_b, [*ring_b[1:], ring_b[0]], strict=True):
                    point = _crossing(p, q, r, s)
                    if point is not None:
                        found.append(point)
    return found


def _crossing(p: Point, q: Point, r: Point, s: Point) -> Point | None:
    """Where segments ``p``-``q`` and ``r``-``s`` cross, unless near an end of either."""
    dx1, dy1, dx2, dy2 = q[0] - p[0], q[1] - p[1], s[0] - r[0], s[1] - r[1]
    denominator = dx1 * dy2 - dy1 * dx2
    if abs(denominator) < 1e-12:
        return None  # parallel: a shared stretch is split at the vertices instead
    t = ((r[0] - p[0]) * dy2 - (r[1] - p[1]) * dx2) / denominator
    u = ((r[0] - p[0]) * dy1 - (r[1] - p[1]) * dx1) / denominator
    point = (p[0] + t * dx1, p[1] + t * dy1)
    if not (0.0 < t < 1.0 and 0.0 < u < 1.0):
        return None
    if min(math.dist(point, end) for end in (p, q, r, s)) < SNAP:
        return None
    return point


class _Groups:
    """Union-find over polygon indices; a group's root is its lowest index."""

    def __init__(self, size: int) -> None:
        self.parent = list(range(size))

    def root(self, index: int) -> int:
        while self.parent[index] != index:
            self.parent[index] = self.parent[self.parent[index]]
            index = self.parent[index]
        return index

    def join(self, a: int, b: int) -> None:
        ra, rb = self.root(a), self.root(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)

    def members(self) -> dict[int, list[int]]:
        groups: dict[int, list[int]] = defaultdict(list)
        for index in range(len(self.parent)):
            groups[self.root(index)].append(index)
        return groups


class _Snapper:
    """Vertices within :data:`SNAP` of each other made one, found through a grid of cells."""

    def __init__(self, points: Sequence[Point]) -> None:
        self.cell = 0.25
        self.cells: dict[tuple[int, int], list[Point]] = defaultdict(list)
        self.canonical: dict[Point, Point] = {}
        for point in points:
            self.canonical[point] = self._place(point)

    def _key(self, point: Point) -> tuple[int, int]:
        return math.floor(point[0] / self.cell), math.floor(point[1] / self.cell)

    def _near(self, point: Point, reach: float) -> list[Point]:
        x0, y0 = self._key((point[0] - reach, point[1] - reach))
        x1, y1 = self._key((point[0] + reach, point[1] + reach))
        return [p for cx in range(x0, x1 + 1) for cy in range(y0, y1 + 1)
                for p in self.cells.get((cx, cy), ())]

    def _place(self, point: Point) -> Point:
        for known in self._near(point, SNAP):
            if math.dist(known, point) < SNAP:
                return known
        self.cells[self._key(point)].append(point)
        return point

    def __getitem__(self, point: Point) -> Point:
        return self.canonical[point]

    def on_segment(self, a: Point, b: Point) -> list[Point]:
        """The vertices lying on segment ``a``-``b`` between its ends, from ``a`` to ``b``."""
        length = math.dist(a, b)
        if length < SNAP:
            return []
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        found = []
        for p in self._near(mid, length / 2 + SNAP):
            along, off = _projected(a, b, p)
            if SNAP <= along <= length - SNAP and off < SNAP:
                found.append((along, p))
        return [p for _, p in sorted(found)]


def _projected(a: Point, b: Point, p: Point) -> tuple[float, float]:
    """How far along segment ``a``-``b`` (not of zero length) ``p`` lies, and how far off
    its line."""
    length = math.dist(a, b)
    dx, dy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    return ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy,
            abs((p[1] - a[1]) * dx - (p[0] - a[0]) * dy))


def _snapped_ring(ring: Sequence[Sequence[float]], snap: _Snapper) -> list[Point]:
    out: list[Point] = []
    for p in ring:
        point = snap[(float(p[0]), float(p[1]))]
        if not out or out[-1] != point:
            out.append(point)
    while len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out


def _polygon_area(polygon: OutlinePolygon) -> float:
    if not polygon:
        return 0.0
    return abs(ring_area(polygon[0])) - sum(abs(ring_area(ring)) for ring in polygon[1:])


def _turned(ring: list[Point], outer: bool) -> list[Point]:
    """``ring`` turned so that its polygon's ground lies to its left: an outer ring with a
    positive area, a hole with a negative one."""
    return ring if (ring_area(ring) > 0) == outer else ring[::-1]


def _split_edges(ring: list[Point], snap: _Snapper) -> list[Edge]:
    """The edges of ``ring``, each split at the vertices lying on it."""
    edges: list[Edge] = []
    if len(ring) < 3:
        return edges
    for a, b in zip(ring, ring[1:] + ring[:1], strict=True):
        points = [a, *snap.on_segment(a, b), b]
        edges.extend(pairwise(points))
    return edges


def _joined(edges: list[Edge]) -> list[OutlinePolygon]:
    """The polygons bounded by ``edges`` once the pairs run both ways cancel."""
    count: dict[Edge, int] = defaultdict(int)
    seam_ends: set[Point] = set()
    for edge in edges:
        count[edge] += 1
    for a, b in list(count):
        n, back = count[(a, b)], count.get((b, a), 0)
        if n and back:
            cancelled = min(n, back)
            count[(a, b)] -= cancelled
            count[(b, a)] -= cancelled
            seam_ends.update((a, b))
    leaving: dict[Point, list[Point]] = defaultdict(list)
    for (a, b), n in count.items():
        leaving[a].extend([b] * n)
    rings: list[list[Point]] = []
    for start in list(leaving):
        while leaving[start]:
            ring = [start]
            previous, current = start, leaving[start].pop()
            while current != start:
                ring.append(current)
                ways = leaving[current]
                if not ways:  # an open chain: the edges did not close (should not happen)
                    return []
                way = max(range(len(ways)), key=lambda i: _turn(previous, current, ways[i]))
                previous, current = current, ways.pop(way)
            rings.append(_straightened(ring, seam_ends))
    return _sorted_into_polygons([r for r in rings if len(r) >= 3])


def _turn(previous: Point, current: Point, following: Point) -> float:
    """The signed angle turned at ``current`` (positive: to the left, the ground's side)."""
    ax, ay = current[0] - previous[0], current[1] - previous[1]
    bx, by = following[0] - current[0], following[1] - current[1]
    return math.atan2(ax * by - ay * bx, ax * bx + ay * by)


def _straightened(ring: list[Point], seam_ends: set[Point]) -> list[Point]:
    """``ring`` without the ends of cancelled seams that lie within :data:`SNAP` of the line
    through their neighbours, between them (the art's own vertices are kept)."""
    out = list(ring)
    index = 0
    while len(out) > 3 and index < len(out):
        a, b, c = out[index - 1], out[index], out[(index + 1) % len(out)]
        if b in seam_ends and _between(a, b, c):
            del out[index]
            index = max(index - 1, 0)
        else:
            index += 1
    return out


def _between(a: Point, b: Point, c: Point) -> bool:
    """Whether ``b`` lies on segment ``a``-``c``, within :data:`SNAP`."""
    length = math.dist(a, c)
    if length < SNAP:
        return False
    along, off = _projected(a, c, b)
    return 0 < along < length and off < SNAP


def _sorted_into_polygons(rings: list[list[Point]]) -> list[OutlinePolygon]:
    """Outer rings (positive area), each with the holes that lie in it, smallest outer first
    for a hole inside several."""
    outers = sorted((r for r in rings if ring_area(r) > _NO_AREA), key=ring_area)
    holes = [r for r in rings if ring_area(r) < -_NO_AREA]
    owned: dict[int, list[list[Point]]] = defaultdict(list)
    for hole in holes:
        probe = _inside_point(hole)
        for index, outer in enumerate(outers):
            if polygon_contains((tuple(outer),), probe, 0.0):
                owned[index].append(hole)
                break
    largest_first = sorted(range(len(outers)), key=lambda i: -ring_area(outers[i]))
    return [tuple(_rounded(ring) for ring in (outers[i], *owned[i])) for i in largest_first]


def _inside_point(hole: list[Point]) -> Point:
    """A point just beside the hole's first edge, on the ground's side."""
    (ax, ay), (bx, by) = hole[0], hole[1]
    length = math.hypot(bx - ax, by - ay) or 1.0
    return ((ax + bx) / 2 - (by - ay) / length * 1e-4,
            (ay + by) / 2 + (bx - ax) / length * 1e-4)


def _rounded(ring: list[Point]) -> tuple[Point, ...]:
    return tuple((round(x, _DECIMALS), round(y, _DECIMALS)) for x, y in ring)
