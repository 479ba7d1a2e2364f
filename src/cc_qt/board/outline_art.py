"""The traced outlines of a printed map as ready-made Qt paths, built once per map.

A printed map's :class:`~cc_engine.content.models.MapOutlines` are the polygons line of sight
is judged against [10.1]; the board draws exactly them. This module turns them into one
:class:`QPainterPath` per kind (even-odd fill, so holes stay open and no seam runs along a
hexside), plus the texture of each kind (canopy mottle, furrows, tufts, bushes, crown
highlights) placed inside the polygons. Everything is in scene coordinates and cached per map
and hex size, so a repaint or a second scene of the same map builds nothing.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF

from cc_engine.content.models import MapData, MapOutlines, OutlinePolygon
from cc_qt.board.layout import HexLayout

__all__ = ["OutlinePaths", "OutlineTile", "outline_paths", "outline_tiles"]

_Ring = Sequence[tuple[float, float]]


def _path() -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    return path


@dataclass
class OutlinePaths:
    """Scene paths of one map's outlines; every area path fills even-odd.

    Each kind is one path to fill, and its edges again as short open runs in :attr:`edges`
    to stroke with round caps: Qt rasterises a wide stroke of one path of thousands of
    vertices many times slower than the same line cut into runs, which meet end to end on
    the polygon's own edge, never along a hexside. Textures are plain rectangles and lines,
    drawn one by one (far faster than one path of hundreds of overlapping ellipses).
    """

    #: (level, ground at or above that level), lowest level first [T88.3.1].
    hills: list[tuple[int, QPainterPath]] = field(default_factory=list)
    fields: QPainterPath = field(default_factory=_path)
    #: The furrows of the fields: straight strokes already cut to the field polygons.
    furrows: list[QLineF] = field(default_factory=list)
    marsh: QPainterPath = field(default_factory=_path)
    marsh_water: list[QLineF] = field(default_factory=list)
    marsh_tufts: list[QLineF] = field(default_factory=list)
    brush: QPainterPath = field(default_factory=_path)
    #: The bushes dotted over the brush ground (ellipse boxes, drawn clipped to the brush).
    bushes: list[QRectF] = field(default_factory=list)
    orchard: QPainterPath = field(default_factory=_path)
    crown_lights: list[QRectF] = field(default_factory=list)
    woods: QPainterPath = field(default_factory=_path)
    #: Light and dark crowns mottling the canopy (drawn clipped to :attr:`woods`).
    woods_light: list[QRectF] = field(default_factory=list)
    woods_dark: list[QRectF] = field(default_factory=list)
    #: Roofs split by colour: most red tiles, about a third grey slate.
    roofs_red: QPainterPath = field(default_factory=_path)
    roofs_grey: QPainterPath = field(default_factory=_path)
    #: Kind name (as in :meth:`kinds`) -> the edge as open runs (closed crowns for
    #: ``orchard``), for the edge strokes.
    edges: dict[str, list[QPainterPath]] = field(default_factory=dict)
    #: :func:`outline_tiles` results by area, tile size and pad.
    tile_cache: dict[tuple[float, ...], list[OutlineTile]] = field(default_factory=dict)

    def kinds(self) -> dict[str, QPainterPath]:
        """Every area path by name (hills as ``hill1`` ...), for checks and tests."""
        paths = {f"hill{level}": path for level, path in self.hills}
        paths.update(field=self.fields, marsh=self.marsh, brush=self.brush,
                     orchard=self.orchard, woods=self.woods, roofs_red=self.roofs_red,
                     roofs_grey=self.roofs_grey)
        return paths


@dataclass
class OutlineTile:
    """One square of the board's art: what of the textures and edge runs of an
    :class:`OutlinePaths` reaches it, so a tile draws only its own share."""

    rect: QRectF
    #: Kind names (as in :meth:`OutlinePaths.kinds`) whose area may reach the tile.
    kinds: set[str] = field(default_factory=set)
    furrows: list[QLineF] = field(default_factory=list)
    marsh_water: list[QLineF] = field(default_factory=list)
    marsh_tufts: list[QLineF] = field(default_factory=list)
    bushes: list[QRectF] = field(default_factory=list)
    crown_lights: list[QRectF] = field(default_factory=list)
    woods_light: list[QRectF] = field(default_factory=list)
    woods_dark: list[QRectF] = field(default_factory=list)
    edges: dict[str, list[QPainterPath]] = field(default_factory=dict)


def outline_tiles(paths: OutlinePaths, area: QRectF, size: float, pad: float
                  ) -> list[OutlineTile]:
    """``area`` cut into squares of ``size`` (the last row and column smaller), each with the
    textures and edge runs within ``pad`` of it (the widest stroke's half width). Cached on
    ``paths``."""
    key = (area.left(), area.top(), area.width(), area.height(), size, pad)
    cached = paths.tile_cache.get(key)
    if cached is not None:
        return cached
    cols, rows = max(1, math.ceil(area.width() / size)), max(1, math.ceil(area.height() / size))
    tiles = [OutlineTile(QRectF(area.left() + i * size, area.top() + j * size,
                                min(size, area.width() - i * size),
                                min(size, area.height() - j * size)))
             for j in range(rows) for i in range(cols)]

    def reached(box: QRectF) -> Iterator[OutlineTile]:
        i0 = max(0, int((box.left() - pad - area.left()) // size))
        i1 = min(cols - 1, int((box.right() + pad - area.left()) // size))
        j0 = max(0, int((box.top() - pad - area.top()) // size))
        j1 = min(rows - 1, int((box.bottom() + pad - area.top()) // size))
        for j in range(j0, j1 + 1):
            for i in range(i0, i1 + 1):
                yield tiles[j * cols + i]

    for kind, path in paths.kinds().items():
        if not path.isEmpty():
            for tile in reached(path.boundingRect()):
                tile.kinds.add(kind)
    for name in ("furrows", "marsh_water", "marsh_tufts"):
        for line in getattr(paths, name):
            for tile in reached(QRectF(line.p1(), line.p2()).normalized()):
                getattr(tile, name).append(line)
    for name in ("bushes", "crown_lights", "woods_light", "woods_dark"):
        for box in getattr(paths, name):
            for tile in reached(box):
                getattr(tile, name).append(box)
    for kind, runs in paths.edges.items():
        for run in runs:
            for tile in reached(run.boundingRect()):
                tile.edges.setdefault(kind, []).append(run)
    paths.tile_cache[key] = tiles
    return tiles


_CACHE: dict[tuple[str, float, float, float], tuple[MapOutlines, OutlinePaths]] = {}
_CACHE_SIZE = 8


def outline_paths(map_data: MapData, layout: HexLayout) -> OutlinePaths | None:
    """The paths of ``map_data``'s outlines at ``layout``'s scale; None without outlines.

    Cached per map id and layout: the same outlines at the same scale are built only once
    (an edited map with other outlines is built anew).
    """
    outlines = map_data.outlines
    if outlines is None:
        return None
    key = (map_data.id, layout.size_px, layout.origin.x(), layout.origin.y())
    cached = _CACHE.get(key)
    if cached is not None and (cached[0] is outlines or cached[0] == outlines):
        return cached[1]
    paths = _build(map_data.id, outlines, layout)
    if len(_CACHE) >= _CACHE_SIZE:
        _CACHE.pop(next(iter(_CACHE)))
    _CACHE[key] = (outlines, paths)
    return paths


# --- building ------------------------------------------------------------------------------


def _build(map_id: str, outlines: MapOutlines, layout: HexLayout) -> OutlinePaths:
    s, ox, oy = layout.size_px, layout.origin.x(), layout.origin.y()
    paths = OutlinePaths()

    def at(x: float, y: float) -> QPointF:
        return QPointF(ox + x * s, oy + y * s)

    def ring_polygon(ring: _Ring) -> QPolygonF:
        return QPolygonF([QPointF(ox + x * s, oy + y * s) for x, y in ring])

    def area(kind: str, polygons: Sequence[OutlinePolygon]) -> QPainterPath:
        whole: QPainterPath = _path()
        pieces: list[QPainterPath] = []
        for polygon in polygons:
            for ring in polygon:
                points = ring_polygon(ring)
                whole.addPolygon(points)
                whole.closeSubpath()
                pieces += _runs(points)
        paths.edges[kind] = pieces
        return whole

    def disc(x: float, y: float, rx: float, ry: float) -> QRectF:
        centre = at(x, y)
        return QRectF(centre.x() - rx, centre.y() - ry, 2 * rx, 2 * ry)

    paths.hills = [(int(level), area(f"hill{level}", outlines.hills[level]))
                   for level in sorted(outlines.hills) if outlines.hills[level]]

    rng = random.Random(f"{map_id}:field")
    paths.fields = area("field", outlines.field)
    for polygon in outlines.field:
        angle = math.radians(rng.choice((0.0, 60.0, 120.0)) + 15.0)
        paths.furrows += [QLineF(at(*a), at(*b)) for a, b in _hatch(polygon, angle, 0.12)]

    rng = random.Random(f"{map_id}:marsh")
    paths.marsh = area("marsh", outlines.marsh)
    for x, y in _scatter(outlines.marsh, 0.62, rng):
        if rng.random() < 0.4:
            paths.marsh_water.append(QLineF(at(x - 0.11, y), at(x + 0.11, y)))
        else:
            paths.marsh_tufts += [QLineF(at(x, y + 0.045), at(x + dx, y - 0.045))
                                  for dx in (-0.05, 0.0, 0.05)]

    rng = random.Random(f"{map_id}:brush")
    paths.brush = area("brush", outlines.brush)
    for x, y in _scatter(outlines.brush, 0.42, rng):
        r = (0.06 + 0.05 * rng.random()) * s
        paths.bushes.append(disc(x, y, r, r * (0.75 + 0.25 * rng.random())))

    # A crown is traced as a small polygon of a few vertices; drawn through its edges'
    # midpoints with its vertices as control points it is round again, and stays inside the
    # traced polygon (less than 0.02 hex short of a vertex, under the edge stroke).
    crowns = []
    for polygon in outlines.orchard_trees:
        crown = _path()
        for ring in polygon:
            points = [at(x, y) for x, y in ring]
            if len(points) < 3:
                continue
            mids = [(a + b) / 2 for a, b in zip(points, points[1:] + points[:1], strict=True)]
            crown.moveTo(mids[-1])
            for vertex, mid in zip(points, mids, strict=True):
                crown.quadTo(vertex, mid)
            crown.closeSubpath()
        paths.orchard.addPath(crown)
        crowns.append(crown)
        if polygon and polygon[0]:
            box = _box(polygon[0])
            r = 0.2 * min(box.width(), box.height()) * s
            paths.crown_lights.append(disc(box.center().x() - 0.15 * box.width(),
                                           box.center().y() - 0.15 * box.height(), r, r))
    paths.edges["orchard"] = crowns

    rng = random.Random(f"{map_id}:woods")
    paths.woods = area("woods", outlines.woods)
    for x, y in _scatter(outlines.woods, 0.36, rng, margin=0.1):
        r = (0.11 + 0.09 * rng.random()) * s
        (paths.woods_light if rng.random() < 0.5 else paths.woods_dark).append(disc(x, y, r, r))

    rng = random.Random(f"{map_id}:roofs")
    red: list[OutlinePolygon] = []
    grey: list[OutlinePolygon] = []
    for polygon in outlines.buildings:
        (grey if rng.random() < 0.35 else red).append(polygon)
    paths.roofs_red, paths.roofs_grey = area("roofs_red", red), area("roofs_grey", grey)
    return paths


#: Vertices per piece of an edge stroke (see :class:`OutlinePaths`).
_RUN = 32


def _runs(ring: QPolygonF) -> list[QPainterPath]:
    """A closed ring as open runs of at most :data:`_RUN` edges, end to end. Stroked with
    round caps and joins they draw the same line as the whole ring, many times faster."""
    points = [ring.at(i) for i in range(ring.count())]
    if len(points) < 2:
        return []
    points.append(points[0])
    runs = []
    for start in range(0, len(points) - 1, _RUN):
        run = QPainterPath(points[start])
        for point in points[start + 1:start + _RUN + 1]:
            run.lineTo(point)
        runs.append(run)
    return runs


def _box(ring: _Ring) -> QRectF:
    xs = [x for x, _ in ring]
    ys = [y for _, y in ring]
    return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _scatter(polygons: Sequence[OutlinePolygon], cell: float, rng: random.Random,
             margin: float = 0.0) -> Iterator[tuple[float, float]]:
    """Jittered grid points (one per ``cell``-sized square) inside the polygons."""
    for polygon in polygons:
        if not polygon or not polygon[0]:
            continue
        shape = QPainterPath()  # in hex units; Qt's even-odd test is far faster than Python's
        shape.setFillRule(Qt.FillRule.OddEvenFill)
        for ring in polygon:
            shape.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
            shape.closeSubpath()
        box = _box(polygon[0]).adjusted(-margin, -margin, margin, margin)
        cols = max(1, math.ceil(box.width() / cell))
        rows = max(1, math.ceil(box.height() / cell))
        for i in range(cols):
            for j in range(rows):
                x = box.left() + (i + rng.random()) * cell
                y = box.top() + (j + rng.random()) * cell
                if shape.contains(QPointF(x, y)):
                    yield x, y


def _hatch(polygon: OutlinePolygon, angle: float, step: float
           ) -> Iterator[tuple[tuple[float, float], tuple[float, float]]]:
    """Parallel strokes ``step`` apart at ``angle`` cut exactly to the polygon (even-odd)."""
    c, s = math.cos(angle), math.sin(angle)
    # Rotate so the strokes run along u; each stroke is a line v = const.
    rings = [[(x * c + y * s, -x * s + y * c) for x, y in ring] for ring in polygon]
    vs = [v for ring in rings for _, v in ring]
    if not vs:
        return
    v = math.floor(min(vs) / step) * step + step / 2
    while v < max(vs):
        crossings = []
        for ring in rings:
            n = len(ring)
            for i in range(n):
                u1, v1 = ring[i]
                u2, v2 = ring[(i + 1) % n]
                if (v1 > v) != (v2 > v):
                    crossings.append(u1 + (v - v1) * (u2 - u1) / (v2 - v1))
        crossings.sort()
        for a, b in zip(crossings[::2], crossings[1::2], strict=False):
            yield (a * c - v * s, a * s + v * c), (b * c - v * s, b * s + v * c)
        v += step
