"""Tracing a map from a picture of a printed one: the designer's backdrop [10.1, T88.3.1].

An author who owns a printed map loads a scan or photo of it behind the designer's board
(the picture itself is never part of a map or scenario file). Two steps turn it into data:

1. **Fitting the grid** (:func:`fit_grid`): the author clicks three centre dots and names
   their hexes; :func:`solve_affine` gives the affine transform from the map frame of
   :mod:`cc_engine.geometry` (hex circumradius 1, A1's centre dot at the origin, y down) to
   image pixels. Every other centre dot is then predicted, and (optionally) moved to the small
   bright or dark blob within a few pixels of the prediction (:func:`refine_dot`); a least-
   squares fit over every dot found gives the final transform.
2. **Tracing** (:func:`trace_map`): the picture is sampled on a coarse grid in the map frame,
   each sample classified by its nearest reference colour (:class:`Reference`, defaults in
   :data:`DEFAULT_REFERENCES`: green woods, grey and red roofs, tan and brown hill levels...).
   A wood and an orchard's trees share a green: a separate blob of it no larger than a few
   crowns is a crown (:func:`_crowns`), the rest woods. Each class becomes polygons by
   marching squares on the (lightly blurred) class mask, simplified to :data:`SIMPLIFY` hex;
   each hex takes the terrain predominant around its centre dot (a Building where roofs
   cover more than the validator's :data:`~cc_engine.content.outlines.ROOF_SHARE` of it, an
   Orchard where open ground holds several crowns [T91]; crowns over no Orchard are woods
   again) and the level of the hill outlines
   at its centre dot (a road or stream printed across a hill or a wood is looked under:
   :data:`LINE_REACH`); a roof over no Building hex (an Objective's printed circle in a roof's
   red) is dropped, as it would block sight [T82]. The result is run through the validator's
   own outline rules (:func:`~cc_engine.content.validation.outline_problems`): the art of
   every hex they refuse is drawn again from its terrain
   (:func:`~cc_engine.content.outline_editing.regenerate_hexes`), and a polygon refused as a
   whole is dropped, so the traced map always validates.

Pictures are plain :class:`Raster` objects (RGB bytes), so this module needs no image
library; the designer converts its ``QImage`` into one.
"""

from __future__ import annotations

import math
from collections import Counter, deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from cc_engine.content.editing import join_building, paint_terrain, set_elevation
from cc_engine.content.loading import ContentError
from cc_engine.content.models import MapData, MapOutlines, OutlinePolygon
from cc_engine.content.outline_editing import TERRAIN_KINDS, delete_polygon, regenerate_hexes
from cc_engine.content.outlines import (
    ROOF_SHARE,
    hex_shares,
    map_contains,
    polygon_contains,
    ring_area,
)
from cc_engine.content.validation import outline_problems
from cc_engine.content.vocabulary import Terrain
from cc_engine.geometry import Point as MapPoint
from cc_engine.geometry import hex_center, point_to_hex
from cc_engine.hexgrid import Hex, HexGrid

__all__ = [
    "CLASSES",
    "DEFAULT_REFERENCES",
    "SIMPLIFY",
    "Affine",
    "GridFit",
    "Raster",
    "Reference",
    "TraceResult",
    "fit_grid",
    "refine_dot",
    "solve_affine",
    "trace_map",
]

Point = tuple[float, float]
RGB = tuple[int, int, int]

#: The classes a sample may fall in: the outline kinds traced, ``open`` (level-0 ground) and
#: ``ink`` (centre dots, hex ids, lines: the sample takes the class of the nearest other one).
CLASSES: Final = ("open", "woods", "buildings", "brush", "field", "marsh", "orchard_trees",
                  "hills.1", "hills.2", "hills.3", "ink")
#: The terrain classes (a hill level is open ground at that level).
_TERRAIN_CLASSES: Final = ("open", "woods", "buildings", "brush", "field", "marsh")
#: Traced polygons are simplified to this many hex units (Douglas-Peucker).
SIMPLIFY: Final = 0.02
#: The spacing of the samples, in hex units.
STEP: Final = 0.05
#: Rings enclosing less than this (square hex units) are specks, dropped.
MIN_AREA: Final = 0.012
#: The samples within this distance of a centre dot are the dot's, no terrain's.
DOT_REACH: Final = 0.12
#: A hex's terrain is the class predominant within this distance of its centre dot.
CENTRE_REACH: Final = 0.55
#: Half the width of the widest line printed over the art (a road, a stream), in hex units:
#: a strip of open ground narrower than twice this across a hill or a wood is the hill's
#: level and the wood's hex terrain (:func:`_under_lines`).
LINE_REACH: Final = 0.1
#: A separate blob of tree green covering at most this (square hex units) and no wider or
#: taller than :data:`CROWN_SPAN` (hex units) is an orchard tree's crown, or a clump of
#: touching crowns, rather than a wood [T91]: a printed crown covers about 0.04.
CROWN_AREA: Final = 0.1
CROWN_SPAN: Final = 0.45
#: A hex of open ground with the centres of at least this many crowns within
#: :data:`ORCHARD_REACH` of its centre dot is an Orchard [T91] (the printed maps have six to
#: twelve in a hex; a hedge's pieces along the hexsides [T87] lie farther out).
ORCHARD_CROWNS: Final = 3
ORCHARD_REACH: Final = 0.6


@dataclass(frozen=True)
class Reference:
    """A reference colour: samples nearest to it fall in ``kind`` (one of :data:`CLASSES`)."""

    kind: str
    colour: RGB


#: The reference colours before the author picks his own: the printed maps' palette.
DEFAULT_REFERENCES: Final = (
    Reference("open", (222, 222, 170)), Reference("open", (236, 232, 205)),
    Reference("woods", (52, 110, 48)), Reference("woods", (86, 140, 60)),
    Reference("buildings", (128, 128, 128)), Reference("buildings", (168, 62, 48)),
    Reference("brush", (150, 170, 80)), Reference("field", (228, 200, 96)),
    Reference("marsh", (120, 165, 160)), Reference("orchard_trees", (110, 150, 70)),
    Reference("hills.1", (210, 180, 130)), Reference("hills.2", (176, 134, 86)),
    Reference("hills.3", (130, 92, 56)),
    Reference("ink", (20, 20, 20)), Reference("ink", (255, 255, 255)),
)


class Raster:
    """An RGB picture: ``width`` x ``height`` pixels, rows of ``stride`` bytes (3 a pixel)."""

    def __init__(self, width: int, height: int, data: bytes, stride: int | None = None) -> None:
        self.width, self.height = width, height
        self.stride = stride if stride is not None else 3 * width
        if len(data) < self.stride * (height - 1) + 3 * width:
            raise ValueError("the pixel data is shorter than the picture")
        self.data = data

    def rgb(self, u: float, v: float) -> RGB | None:
        """The colour of the pixel at ``(u, v)`` (pixel centres at half-integers), or None
        outside the picture."""
        i, j = math.floor(u), math.floor(v)
        if not (0 <= i < self.width and 0 <= j < self.height):
            return None
        k = j * self.stride + 3 * i
        data = self.data
        return data[k], data[k + 1], data[k + 2]

    def luminance(self, i: int, j: int) -> float:
        k = j * self.stride + 3 * i
        data = self.data
        return 0.299 * data[k] + 0.587 * data[k + 1] + 0.114 * data[k + 2]


@dataclass(frozen=True)
class Affine:
    """``(u, v) = (a x + b y + c, d x + e y + f)``: map frame to image pixels."""

    a: float
    b: float
    c: float
    d: float
    e: float
    f: float

    def __call__(self, point: Point) -> Point:
        x, y = point
        return self.a * x + self.b * y + self.c, self.d * x + self.e * y + self.f

    def inverse(self) -> Affine:
        """The transform from image pixels back to the map frame.

        Raises:
            ValueError: if the transform is degenerate (three dots on a line).
        """
        det = self.a * self.e - self.b * self.d
        if abs(det) < 1e-12:
            raise ValueError("the transform is degenerate")
        a, b, d, e = self.e / det, -self.b / det, -self.d / det, self.a / det
        return Affine(a, b, -(a * self.c + b * self.f), d, e, -(d * self.c + e * self.f))

    def scaled(self, factor: float) -> Affine:
        """The transform onto the picture scaled by ``factor``."""
        return Affine(*(factor * value for value in (self.a, self.b, self.c,
                                                     self.d, self.e, self.f)))

    def hex_size(self) -> float:
        """About how many pixels a hex's circumradius spans."""
        return math.sqrt(abs(self.a * self.e - self.b * self.d))


def _solve3(m: Sequence[Sequence[float]], r: Sequence[float]) -> tuple[float, float, float]:
    """The solution of the 3 x 3 system ``m p = r`` (Cramer's rule)."""
    def det(k: Sequence[Sequence[float]]) -> float:
        return (k[0][0] * (k[1][1] * k[2][2] - k[1][2] * k[2][1])
                - k[0][1] * (k[1][0] * k[2][2] - k[1][2] * k[2][0])
                + k[0][2] * (k[1][0] * k[2][1] - k[1][1] * k[2][0]))
    whole = det(m)
    if abs(whole) < 1e-9:
        raise ValueError("the dots lie on one line: choose three that do not")
    out = []
    for column in range(3):
        replaced = [[r[i] if j == column else m[i][j] for j in range(3)] for i in range(3)]
        out.append(det(replaced) / whole)
    return out[0], out[1], out[2]


def solve_affine(pairs: Sequence[tuple[Point, Point]]) -> Affine:
    """The affine transform taking each map point to its pixel, for three or more
    ``(map point, pixel)`` pairs (least squares beyond three).

    Raises:
        ValueError: for fewer than three pairs, or pairs on one line.
    """
    if len(pairs) < 3:
        raise ValueError("three centre dots are needed")
    m = [[0.0] * 3 for _ in range(3)]
    ru, rv = [0.0] * 3, [0.0] * 3
    for (x, y), (u, v) in pairs:
        row = (x, y, 1.0)
        for i in range(3):
            for j in range(3):
                m[i][j] += row[i] * row[j]
            ru[i] += row[i] * u
            rv[i] += row[i] * v
    a, b, c = _solve3(m, ru)
    d, e, f = _solve3(m, rv)
    return Affine(a, b, c, d, e, f)


def refine_dot(raster: Raster, u: float, v: float, radius: float) -> Point | None:
    """The centre of the small bright or dark blob nearest to ``(u, v)`` within ``radius``
    pixels (a centre dot), or None if there is no clear blob there."""
    r = max(2, math.ceil(radius))
    i0, j0 = math.floor(u), math.floor(v)
    cells: dict[tuple[int, int], float] = {}
    for j in range(j0 - r, j0 + r + 1):
        for i in range(i0 - r, i0 + r + 1):
            if 0 <= i < raster.width and 0 <= j < raster.height \
                    and (i + 0.5 - u) ** 2 + (j + 0.5 - v) ** 2 <= (r + 0.5) ** 2:
                cells[(i, j)] = raster.luminance(i, j)
    if len(cells) < 9:
        return None
    values = sorted(cells.values())
    median = values[len(values) // 2]
    bright, dark = values[-1] - median, median - values[0]
    contrast = max(bright, dark)
    if contrast < 24:
        return None
    sign = 1.0 if bright >= dark else -1.0
    threshold = contrast / 2
    strong = {p for p, lum in cells.items() if sign * (lum - median) > threshold}
    start = min(strong, key=lambda p: (p[0] + 0.5 - u) ** 2 + (p[1] + 0.5 - v) ** 2)
    blob, queue = {start}, deque([start])
    while queue:
        i, j = queue.popleft()
        for q in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
            if q in strong and q not in blob:
                blob.add(q)
                queue.append(q)
    if len(blob) > 0.5 * len(cells):
        return None  # a patch of colour, not a dot
    weights = {p: sign * (cells[p] - median) - threshold / 2 for p in blob}
    total = sum(weights.values())
    cu = sum((p[0] + 0.5) * w for p, w in weights.items()) / total
    cv = sum((p[1] + 0.5) * w for p, w in weights.items()) / total
    if (cu - u) ** 2 + (cv - v) ** 2 > (r + 0.5) ** 2:
        return None
    return cu, cv


@dataclass(frozen=True)
class GridFit:
    """The grid fitted to a picture: the transform, each centre dot found (hex id: pixel),
    and the largest distance (pixels) between a found dot and the fitted grid."""

    affine: Affine
    dots: Mapping[str, Point]
    residual: float


def fit_grid(raster: Raster | None, clicks: Sequence[tuple[str, Point]], cols: int,
             rows: int, refine: bool = True, reach: float = 0.15) -> GridFit:
    """Fit the hex grid of a ``cols`` x ``rows`` map to a picture from three (or more)
    clicked centre dots, each ``(hex id, pixel)``: the transform through the clicks, then
    (with ``refine``) every centre dot moved to the blob within ``reach`` hex of its
    prediction and the transform fitted to them all by least squares.

    Raises:
        ValueError: for fewer than three clicks, clicks on one line, or a bad hex id.
    """
    points = []
    for hex_id, (u, v) in clicks:
        hex_ = Hex.parse(hex_id)
        centre = hex_center(hex_)
        points.append(((centre.x, centre.y), (u, v)))
    affine = solve_affine(points)
    if not refine or raster is None:
        return GridFit(affine, {}, 0.0)
    dots: dict[str, Point] = {}
    for _ in range(2):
        radius = max(3.0, reach * affine.hex_size())
        dots = {}
        for hex_ in HexGrid(cols, rows):
            centre = hex_center(hex_)
            u, v = affine((centre.x, centre.y))
            found = refine_dot(raster, u, v, radius)
            if found is not None:
                dots[hex_.id] = found
        if len(dots) < 3:
            return GridFit(affine, dots, 0.0)
        try:
            affine = solve_affine([((hex_center(Hex.parse(h)).x, hex_center(Hex.parse(h)).y), p)
                                   for h, p in dots.items()])
        except ValueError:
            break
    residual = 0.0
    for hex_id, (u, v) in dots.items():
        centre = hex_center(Hex.parse(hex_id))
        pu, pv = affine((centre.x, centre.y))
        residual = max(residual, math.hypot(pu - u, pv - v))
    return GridFit(affine, dots, residual)


# --- tracing --------------------------------------------------------------------------------


@dataclass(frozen=True)
class TraceResult:
    """A traced map, and the hexes whose art the validator's rules made the tracer draw again
    from their terrain, and the polygons it dropped (kind, count)."""

    map_data: MapData
    redrawn: tuple[str, ...]
    dropped: tuple[tuple[str, int], ...]


def _classifier(references: Iterable[Reference]) -> Callable[[RGB], str]:
    """The class of a colour: its nearest reference's, an orchard crown's green being a
    wood's (a wood and crowns share a green; the size of a blob tells them, :func:`_crowns`)."""
    refs = [("woods" if r.kind == "orchard_trees" else r.kind, r.colour) for r in references
            if r.kind in CLASSES]
    if not refs:
        raise ValueError("no reference colours")
    cache: dict[RGB, str] = {}

    def classify(rgb: RGB) -> str:
        key = (rgb[0] & 0xFC, rgb[1] & 0xFC, rgb[2] & 0xFC)
        kind = cache.get(key)
        if kind is None:
            r, g, b = key
            kind = min(refs, key=lambda ref: (2 * (ref[1][0] - r) ** 2 + 4 * (ref[1][1] - g) ** 2
                                              + 3 * (ref[1][2] - b) ** 2))[0]
            cache[key] = kind
        return kind
    return classify


class _Samples:
    """The samples of the map frame: ``nx`` x ``ny`` points ``STEP`` apart from ``(x0, y0)``."""

    def __init__(self, map_data: MapData, step: float) -> None:
        self.step = step
        self.x0, self.y0 = -1.0 - step, -math.sqrt(3.0) / 2 - step
        width = 1.5 * (map_data.cols - 1) + 2.0
        height = math.sqrt(3.0) * (map_data.rows + (0.5 if map_data.cols > 1 else 0.0))
        self.nx = math.ceil((width + 2 * step) / step) + 1
        self.ny = math.ceil((height + 2 * step) / step) + 1

    def point(self, i: int, j: int) -> Point:
        return self.x0 + i * self.step, self.y0 + j * self.step

    def at(self, k: int) -> Point:
        """The point of the ``k``-th sample (row by row)."""
        return self.point(k % self.nx, k // self.nx)


def _inside_map(samples: _Samples, cols: int, rows: int) -> list[bool]:
    """Which samples lie in the map with their four neighbours (so that a contour between
    two samples never leaves it)."""
    nx, ny, step = samples.nx, samples.ny, samples.step
    inside = [False] * (nx * ny)
    half = math.sqrt(3.0) / 2
    for hex_ in HexGrid(cols, rows):
        centre = hex_center(hex_)
        i0 = max(0, math.floor((centre.x - 1.0 - samples.x0) / step))
        i1 = min(nx - 1, math.ceil((centre.x + 1.0 - samples.x0) / step))
        j0 = max(0, math.floor((centre.y - half - samples.y0) / step))
        j1 = min(ny - 1, math.ceil((centre.y + half - samples.y0) / step))
        for j in range(j0, j1 + 1):
            dy = abs(samples.y0 + j * step - centre.y)
            if dy > half:
                continue
            for i in range(i0, i1 + 1):
                dx = abs(samples.x0 + i * step - centre.x)
                if half * dx + 0.5 * dy <= half + 1e-9:
                    inside[j * nx + i] = True
    return [inside[k] and 0 < k % nx < nx - 1 and nx <= k < nx * (ny - 1)
            and inside[k - 1] and inside[k + 1] and inside[k - nx] and inside[k + nx]
            for k in range(nx * ny)]


def _despeckled(labels: list[str | None], nx: int, ny: int) -> list[str | None]:
    """``labels`` with every sample that fewer than three of its eight neighbours share made
    unknown: the thin seams of mixed colour along the edges of the art, and specks."""
    out = list(labels)
    for j in range(1, ny - 1):
        for i in range(1, nx - 1):
            k = j * nx + i
            label = labels[k]
            if label is None:
                continue
            same = sum(1 for n in (k - nx - 1, k - nx, k - nx + 1, k - 1, k + 1,
                                   k + nx - 1, k + nx, k + nx + 1) if labels[n] == label)
            if same < 3:
                out[k] = None
    return out


def _clear_dots(labels: list[str | None], samples: _Samples, cols: int, rows: int) -> None:
    """Make the samples on the centre dots unknown: a dot's ink is no terrain."""
    reach, step = DOT_REACH, samples.step
    span = math.ceil(reach / step)
    for hex_ in HexGrid(cols, rows):
        centre = hex_center(hex_)
        i0 = round((centre.x - samples.x0) / step)
        j0 = round((centre.y - samples.y0) / step)
        for j in range(j0 - span, j0 + span + 1):
            for i in range(i0 - span, i0 + span + 1):
                if 0 <= i < samples.nx and 0 <= j < samples.ny:
                    x, y = samples.point(i, j)
                    if (x - centre.x) ** 2 + (y - centre.y) ** 2 <= reach * reach:
                        labels[j * samples.nx + i] = None


def _filled(labels: list[str | None], nx: int, ny: int, default: str) -> list[str]:
    """Every unknown label replaced by the nearest known one (breadth first)."""
    out = list(labels)
    queue = deque(k for k, label in enumerate(labels) if label is not None)
    if not queue:
        return [default] * len(labels)
    while queue:
        k = queue.popleft()
        i, j = k % nx, k // nx
        for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            a, b = i + di, j + dj
            if 0 <= a < nx and 0 <= b < ny and out[b * nx + a] is None:
                out[b * nx + a] = out[k]
                queue.append(b * nx + a)
    return [label if label is not None else default for label in out]


def _crowns(terrain: list[str], samples: _Samples) -> tuple[list[str], list[list[int]]]:
    """``terrain`` with each separate blob of woods no larger than :data:`CROWN_AREA` and
    :data:`CROWN_SPAN` made ``orchard_trees`` (a crown, or a clump of touching ones [T91]);
    and those crowns, each as the indices of its samples."""
    nx, ny, step = samples.nx, samples.ny, samples.step
    out = list(terrain)
    crowns: list[list[int]] = []
    seen = [False] * len(terrain)
    for start, label in enumerate(terrain):
        if seen[start] or label != "woods":
            continue
        seen[start] = True
        blob, queue = [start], deque([start])
        while queue:
            k = queue.popleft()
            i, j = k % nx, k // nx
            for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                n = b * nx + a
                if 0 <= a < nx and 0 <= b < ny and not seen[n] and terrain[n] == "woods":
                    seen[n] = True
                    blob.append(n)
                    queue.append(n)
        columns, rows = [k % nx for k in blob], [k // nx for k in blob]
        span = step * (1 + max(max(columns) - min(columns), max(rows) - min(rows)))
        if len(blob) * step * step <= CROWN_AREA and span <= CROWN_SPAN:
            crowns.append(blob)
            for k in blob:
                out[k] = "orchard_trees"
    return out, crowns


def _woods_again(terrain: list[str], crowns: Iterable[list[int]], samples: _Samples,
                 traced: Mapping[str, Terrain]) -> None:
    """Make woods again in ``terrain`` each of ``crowns`` over no hex ``traced`` as an
    Orchard (a lone tree, a wood's corner beyond a road): as a crown it would be a Hindrance
    [T91] in a hex that has no orchard."""
    for crown in crowns:
        if all(traced.get(point_to_hex(MapPoint(*samples.at(k))).id) is not Terrain.ORCHARD
               for k in crown):
            for k in crown:
                terrain[k] = "woods"


def _spread(mask: list[bool], nx: int, ny: int, reach: int, value: bool) -> list[bool]:
    """``mask`` where every sample within ``reach`` samples (a square) of one equal to
    ``value`` takes ``value``: a dilation (True) or an erosion (False); outside the picture
    counts as neither."""
    rows = list(mask)
    for j in range(ny):
        base = j * nx
        line = mask[base:base + nx]
        for i in range(nx):
            if value in line[max(0, i - reach):i + reach + 1]:
                rows[base + i] = value
    out = list(rows)
    for i in range(nx):
        column = rows[i::nx]
        for j in range(ny):
            if value in column[max(0, j - reach):j + reach + 1]:
                out[j * nx + i] = value
    return out


def _closed(mask: list[bool], nx: int, ny: int, reach: int) -> list[bool]:
    """``mask`` with gaps narrower than ``2 * reach`` samples filled (a morphological
    closing): the road or stream printed across a hill or a wood."""
    return _spread(_spread(mask, nx, ny, reach, True), nx, ny, reach, False)


def _under_lines(terrain: list[str], levels: list[str], nx: int, ny: int,
                 reach: int) -> tuple[list[str], list[str]]:
    """The terrain and levels under the lines printed across the art (roads, streams): each
    hill level closed over the strips of lower ground narrower than ``2 * reach`` samples,
    and each such strip of open ground across a wood (or other terrain) given its terrain.
    The hill outlines follow the closed levels (a road does not cut a hill); the woods'
    outlines keep the gap the art shows, only the hexes' terrain is looked under the road."""
    closed_levels = list(levels)
    for level in ("1", "2", "3"):
        mask = [lv >= level for lv in levels]
        if any(mask):
            for k, inside in enumerate(_closed(mask, nx, ny, reach)):
                if inside and closed_levels[k] < level:
                    closed_levels[k] = level
    closed_terrain = list(terrain)
    for kind in _TERRAIN_CLASSES:
        mask = [t == kind for t in terrain]
        if kind == "open" or not any(mask):
            continue
        for k, inside in enumerate(_closed(mask, nx, ny, reach)):
            if inside and closed_terrain[k] == "open":
                closed_terrain[k] = kind
    return closed_terrain, closed_levels


def _blurred(mask: list[float], nx: int, ny: int) -> list[float]:
    """A 3 x 3 box blur of ``mask`` (outside counts as 0)."""
    rows = [0.0] * (nx * ny)
    for j in range(ny):
        base = j * nx
        for i in range(nx):
            total = mask[base + i]
            if i > 0:
                total += mask[base + i - 1]
            if i < nx - 1:
                total += mask[base + i + 1]
            rows[base + i] = total
    out = [0.0] * (nx * ny)
    for j in range(ny):
        for i in range(nx):
            total = rows[j * nx + i]
            if j > 0:
                total += rows[(j - 1) * nx + i]
            if j < ny - 1:
                total += rows[(j + 1) * nx + i]
            out[j * nx + i] = total / 9.0
    return out


EdgeKey = tuple[int, int, int]  # (0 horizontal / 1 vertical, i, j)


def _contours(field: list[float], nx: int, ny: int, samples: _Samples) -> list[list[Point]]:
    """The rings where ``field`` crosses 0.5 (marching squares, linear interpolation), each
    with the inside on one same side; the field counts as 0 outside the samples."""
    def value(i: int, j: int) -> float:
        return field[j * nx + i] if 0 <= i < nx and 0 <= j < ny else 0.0

    step, x0, y0 = samples.step, samples.x0, samples.y0
    links: dict[EdgeKey, EdgeKey] = {}
    where: dict[EdgeKey, Point] = {}

    def edge_point(key: EdgeKey) -> Point:
        point = where.get(key)
        if point is None:
            kind, i, j = key
            a = value(i, j)
            b = value(i + 1, j) if kind == 0 else value(i, j + 1)
            t = 0.5 if a == b else min(1.0, max(0.0, (0.5 - a) / (b - a)))
            point = (x0 + (i + t * (kind == 0)) * step, y0 + (j + t * (kind == 1)) * step)
            where[key] = point
        return point

    padded = [[False] * (nx + 2) for _ in range(ny + 2)]
    for j in range(ny):
        row = padded[j + 1]
        for i in range(nx):
            row[i + 1] = field[j * nx + i] >= 0.5
    for j in range(-1, ny):
        upper, lower = padded[j + 1], padded[j + 2]
        for i in range(-1, nx):
            inside = [upper[i + 1], upper[i + 2], lower[i + 2], lower[i + 1]]
            if inside[0] == inside[1] == inside[2] == inside[3]:
                continue
            corners = ((i, j), (i + 1, j), (i + 1, j + 1), (i, j + 1))
            edges: tuple[EdgeKey, ...] = ((0, i, j), (1, i + 1, j), (0, i, j + 1), (1, i, j))
            pairs: list[tuple[EdgeKey, EdgeKey, int, bool]] = []
            crossed = [k for k in range(4) if inside[k] != inside[(k + 1) % 4]]
            if len(crossed) == 2:
                corner = next(k for k in range(4) if inside[k])
                pairs.append((edges[crossed[0]], edges[crossed[1]], corner, True))
            else:
                centre_in = sum(value(*c) for c in corners) / 4 >= 0.5
                for k in range(4):
                    if inside[k] != centre_in:
                        pairs.append((edges[(k - 1) % 4], edges[k], k, inside[k]))
            for e1, e2, corner, corner_in in pairs:
                p, q = edge_point(e1), edge_point(e2)
                cx, cy = x0 + corners[corner][0] * step, y0 + corners[corner][1] * step
                cross = (q[0] - p[0]) * (cy - p[1]) - (q[1] - p[1]) * (cx - p[0])
                if (cross > 0) != corner_in:
                    e1, e2 = e2, e1
                links[e1] = e2
    rings = []
    while links:
        start, nxt = links.popitem()
        ring = [edge_point(start)]
        while nxt != start and nxt in links:
            ring.append(edge_point(nxt))
            nxt = links.pop(nxt)
        if len(ring) >= 3:
            rings.append(ring)
    return rings


def _simplified(ring: Sequence[Point], tolerance: float) -> list[Point]:
    """``ring`` simplified by Douglas-Peucker (closed: split at its two farthest vertices)."""
    if len(ring) < 4:
        return list(ring)
    far = max(range(len(ring)), key=lambda k: (ring[k][0] - ring[0][0]) ** 2
              + (ring[k][1] - ring[0][1]) ** 2)
    first = _dp(list(ring[:far + 1]), tolerance)
    second = _dp([*ring[far:], ring[0]], tolerance)
    return first[:-1] + second[:-1]


def _dp(chain: list[Point], tolerance: float) -> list[Point]:
    keep = [False] * len(chain)
    keep[0] = keep[-1] = True
    stack = [(0, len(chain) - 1)]
    while stack:
        lo, hi = stack.pop()
        (ax, ay), (bx, by) = chain[lo], chain[hi]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy)
        best, best_k = -1.0, -1
        for k in range(lo + 1, hi):
            px, py = chain[k]
            if length == 0.0:
                distance = math.hypot(px - ax, py - ay)
            else:
                distance = abs(dx * (py - ay) - dy * (px - ax)) / length
            if distance > best:
                best, best_k = distance, k
        if best > tolerance:
            keep[best_k] = True
            stack += [(lo, best_k), (best_k, hi)]
    return [p for p, kept in zip(chain, keep, strict=True) if kept]


def _polygons(rings: list[list[Point]], map_data: MapData) -> list[OutlinePolygon]:
    """Rings grouped into polygons: each outer ring (the orientation of most area) with the
    holes inside it; specks dropped, vertices rounded and kept on the map."""
    kept = []
    for ring in rings:
        simple = _simplified(ring, SIMPLIFY)
        simple = [(round(x, 3), round(y, 3)) for x, y in simple]
        simple = [p for k, p in enumerate(simple) if p != simple[k - 1]]
        if len(simple) >= 3 and abs(ring_area(simple)) >= MIN_AREA \
                and all(map_contains(p, map_data.cols, map_data.rows) for p in simple):
            kept.append(tuple(simple))
    if not kept:
        return []
    outer_sign = 1.0 if sum(ring_area(r) for r in kept) >= 0 else -1.0
    outers = [r for r in kept if outer_sign * ring_area(r) > 0]
    holes: dict[int, list[tuple[Point, ...]]] = {k: [] for k in range(len(outers))}
    for hole in (r for r in kept if outer_sign * ring_area(r) < 0):
        owners = [k for k, outer in enumerate(outers)
                  if polygon_contains((outer,), hole[0], 0.0)]
        if owners:
            smallest = min(owners, key=lambda k: abs(ring_area(outers[k])))
            holes[smallest].append(hole)
    return [(outer, *holes[k]) for k, outer in enumerate(outers)]


def trace_map(map_data: MapData, raster: Raster, affine: Affine,
              references: Iterable[Reference] = DEFAULT_REFERENCES,
              step: float = STEP) -> TraceResult:
    """``map_data`` with outlines, terrain and levels traced from ``raster`` (which
    ``affine`` fits to the map frame) by the colours of ``references`` (see the module's
    docstring). Hexes traced as open ground keep a terrain the colours cannot tell (a
    Stream, a Gully, Water, a Bridge); features, hexsides and Objectives stay.
    """
    classify = _classifier(references)
    samples = _Samples(map_data, step)
    nx, ny = samples.nx, samples.ny
    cols, rows = map_data.cols, map_data.rows
    on_map = _inside_map(samples, cols, rows)
    labels: list[str | None] = []
    for j in range(ny):
        for i in range(nx):
            rgb = raster.rgb(*affine(samples.point(i, j)))
            kind = classify(rgb) if rgb is not None else "ink"
            labels.append(None if kind == "ink" else kind)
    labels = _despeckled(labels, nx, ny)
    _clear_dots(labels, samples, cols, rows)
    terrain_labels: list[str | None] = []
    level_labels: list[str | None] = []
    for label in labels:
        if label is None:
            terrain_labels.append(None)
            level_labels.append(None)
        elif label.startswith("hills."):
            terrain_labels.append("open")
            level_labels.append(label.removeprefix("hills."))
        else:
            terrain_labels.append(label)
            level_labels.append("0" if label == "open" else None)
    terrain, crowns = _crowns(_filled(terrain_labels, nx, ny, "open"), samples)
    hex_terrain, levels = _under_lines(terrain, _filled(level_labels, nx, ny, "0"), nx, ny,
                                       max(1, round(LINE_REACH / step)))

    def traced_polygons(mask: list[bool], blur: bool = True) -> list[OutlinePolygon]:
        field = [1.0 if inside and m else 0.0 for inside, m in zip(mask, on_map, strict=True)]
        if not any(field):
            return []
        return _polygons(_contours(_blurred(field, nx, ny) if blur else field, nx, ny, samples),
                         map_data)

    kinds = {kind: traced_polygons([t == kind for t in terrain])
             for kind in TERRAIN_KINDS if kind not in ("woods", "orchard_trees")}
    for level in ("1", "2", "3"):
        kinds[f"hills.{level}"] = traced_polygons([lv >= level for lv in levels])
    centres = [_mean([samples.at(k) for k in crown]) for crown in crowns
               if len(crown) * step * step >= MIN_AREA]
    traced = _hex_terrain(map_data, samples, hex_terrain, kinds["buildings"], centres)
    _woods_again(terrain, crowns, samples, traced)
    kinds["woods"] = traced_polygons([t == "woods" for t in terrain])
    # Unblurred: a 3 x 3 blur shrinks a crown a few samples across by a third.
    kinds["orchard_trees"] = traced_polygons([t == "orchard_trees" for t in terrain], False)
    outlines = MapOutlines.model_validate({
        **{k: [list(map(list, p)) for p in v] for k, v in kinds.items()
           if not k.startswith("hills.")},
        "hills": {k.removeprefix("hills."): [list(map(list, p)) for p in v]
                  for k, v in kinds.items() if k.startswith("hills.") and v}})
    outlines, strays = _without_stray_roofs(outlines, traced, cols, rows)
    result = map_data.model_copy(update={"outlines": outlines})
    by_terrain: dict[Terrain, list[str]] = {}
    for hex_id, chosen in traced.items():
        by_terrain.setdefault(chosen, []).append(hex_id)
    for chosen, hex_ids in by_terrain.items():
        result = paint_terrain(result, hex_ids, chosen)
    hills = [outlines.hills.get(level, ()) for level in ("1", "2", "3")]
    by_level: dict[int, list[str]] = {}
    for hex_ in HexGrid(cols, rows):
        centre = hex_center(hex_)
        drawn = sum(1 for polys in hills
                    if any(polygon_contains(p, (centre.x, centre.y), 0.0) for p in polys))
        by_level.setdefault(drawn, []).append(hex_.id)
    for drawn, hex_ids in by_level.items():
        result = set_elevation(result, hex_ids, drawn)
    result = _joined_buildings(result)
    return _validated(result, strays)


def _hex_terrain(map_data: MapData, samples: _Samples, terrain: list[str],
                 roofs: Iterable[OutlinePolygon], crowns: Iterable[Point]) -> dict[str, Terrain]:
    """Each hex's traced terrain: a Building where ``roofs`` cover more than ROOF_SHARE of it,
    else the class predominant near its centre dot. Where the centres of ORCHARD_CROWNS of
    ``crowns`` lie within ORCHARD_REACH of the dot, the crowns count as the ground they stand
    on, an Orchard if that is open [T91]; elsewhere as woods, which they are made. Open ground
    keeps a terrain colours cannot tell."""
    grid = list(HexGrid(map_data.cols, map_data.rows))
    roofed = hex_shares(roofs, grid)
    near: Counter[Hex] = Counter()
    for x, y in crowns:
        hex_ = point_to_hex(MapPoint(x, y))
        centre = hex_center(hex_)
        if math.hypot(x - centre.x, y - centre.y) <= ORCHARD_REACH:
            near[hex_] += 1
    step, reach = samples.step, CENTRE_REACH
    out: dict[str, Terrain] = {}
    for hex_ in grid:
        if roofed.get(hex_, 0.0) > ROOF_SHARE:
            out[hex_.id] = Terrain.BUILDING
            continue
        centre = hex_center(hex_)
        counts: Counter[str] = Counter()
        i0 = round((centre.x - samples.x0) / step)
        j0 = round((centre.y - samples.y0) / step)
        span = math.ceil(reach / step)
        for j in range(j0 - span, j0 + span + 1):
            for i in range(i0 - span, i0 + span + 1):
                if 0 <= i < samples.nx and 0 <= j < samples.ny:
                    x, y = samples.point(i, j)
                    if (x - centre.x) ** 2 + (y - centre.y) ** 2 <= reach * reach:
                        label = terrain[j * samples.nx + i]
                        counts["open" if label == "buildings" else label] += 1
        crowned = near[hex_] >= ORCHARD_CROWNS
        if "orchard_trees" in counts:
            counts["open" if crowned else "woods"] += counts.pop("orchard_trees")
        kind = counts.most_common(1)[0][0] if counts else "open"
        current = map_data.hexes[hex_.id].terrain
        if kind == "open" and crowned:
            out[hex_.id] = Terrain.ORCHARD
        elif kind == "open":
            keep = current not in TERRAIN_KINDS.values()
            out[hex_.id] = current if keep else Terrain.OPEN_GROUND
        else:
            out[hex_.id] = TERRAIN_KINDS[kind]
    return out


def _mean(ring: Sequence[Point]) -> Point:
    return sum(x for x, _ in ring) / len(ring), sum(y for _, y in ring) / len(ring)


def _without_stray_roofs(outlines: MapOutlines, traced: Mapping[str, Terrain], cols: int,
                         rows: int) -> tuple[MapOutlines, int]:
    """``outlines`` without the roofs over no hex traced as a Building (a red Objective
    circle, a symbol in a roof's colour): as art they would block sight [T82] in a hex that
    has no building. Also how many were dropped."""
    grid = list(HexGrid(cols, rows))
    kept = [roof for roof in outlines.buildings
            if any(traced.get(h.id) is Terrain.BUILDING
                   for h, share in hex_shares([roof], grid).items() if share > 0.0)]
    strays = len(outlines.buildings) - len(kept)
    return outlines.model_copy(update={"buildings": tuple(kept)}), strays


def _joined_buildings(map_data: MapData) -> MapData:
    """Building hexes under one traced roof joined into one building [7.3.1.1]."""
    assert map_data.outlines is not None
    grid = list(HexGrid(map_data.cols, map_data.rows))
    result = map_data
    for roof in map_data.outlines.buildings:
        under = [h.id for h, share in hex_shares([roof], grid).items()
                 if share > ROOF_SHARE and result.hexes[h.id].terrain is Terrain.BUILDING]
        if len(under) > 1:
            try:
                result = join_building(result, under)
            except ContentError:
                continue
    return result


def _validated(map_data: MapData, stray_roofs: int = 0) -> TraceResult:
    """``map_data`` made to pass the validator's outline rules: the art of each hex they
    refuse drawn again from its terrain, a polygon refused as a whole dropped (counted with
    the ``stray_roofs`` dropped before)."""
    redrawn: list[str] = []
    dropped: Counter[str] = Counter()
    if stray_roofs:
        dropped["buildings"] += stray_roofs
    for _ in range(4):
        problems = outline_problems(map_data)
        if not problems:
            break
        hexes = sorted({field.split(".")[1] for field, _ in problems
                        if field.startswith("hexes.")})
        polygons = sorted({field.split("[")[0].removeprefix("outlines.") + "[" +
                           field.split("[")[1].split("]")[0] for field, _ in problems
                           if field.startswith("outlines.")}, reverse=True)
        for entry in polygons:
            kind, index = entry.split("[")
            map_data = _without_polygon(map_data, kind, int(index))
            dropped[kind] += 1
        if hexes:
            map_data = regenerate_hexes(map_data, hexes)
            redrawn += [h for h in hexes if h not in redrawn]
    else:
        if outline_problems(map_data):  # never seen: fall back to art drawn from the hexes
            map_data = map_data.model_copy(update={"outlines": None})
    return TraceResult(map_data, tuple(redrawn), tuple(sorted(dropped.items())))


def _without_polygon(map_data: MapData, kind: str, index: int) -> MapData:
    try:
        return delete_polygon(map_data, kind, index)
    except ContentError:
        return map_data

