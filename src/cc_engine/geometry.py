"""Map geometry: hex polygons, hexsides and the drawn shapes of terrain, in abstract units.

The board draws exactly these shapes, and line of sight will be judged against them: rule 10.1
traces "a taut string" between two centre dots [2.1] and asks whether it touches the *drawn*
Obstacle or Hindrance of an intervening hex. So the art of Woods [T99] and Buildings [T82] is
a polygon computed here, deterministically from the map data, never a picture.

Units and orientation (the conventions of :mod:`cc_engine.hexgrid`):

* A hex has circumradius 1 and is flat-topped; its apothem is ``sqrt(3) / 2``.
* ``x`` grows to the right, ``y`` grows *down* the map (compass 1 is the top edge).
* Hex ``A1`` is centred at the origin; odd columns (B, D, ...) sit half a hex lower.
* Corner ``k`` of a hex lies at angle ``60 * k`` degrees (corner 0 points east, corner 1 is
  the lower right one) and side ``k`` runs from corner ``k`` to corner ``k + 1``; its outward
  normal points at ``30 + 60 * k`` degrees, i.e. towards compass direction ``(k + 2) % 6 + 1``.

Obstacles continue across a hexside shared with a hex of the same obstacle terrain (a wood
or a multi-hex building drawn in one piece) unless the map marks that hexside ``clear``: the
map maker's gap, which keeps the hexspine open for LOS [10.1].

This is drawing geometry, so it uses floats; rules never compare these numbers for equality.
All "irregularity" comes from a hash of the hex id, so every call gives the same shapes.

>>> hex_center(Hex.parse("B1"))
Point(x=1.5, y=0.8660254037844386)
>>> len(hex_corners(Hex.parse("C7")))
6
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import Final, Literal, NamedTuple

from cc_engine.content.models import MapData, MapHex, MapOutlines, OutlinePolygon
from cc_engine.content.vocabulary import Feature, HexsideFeature, Terrain
from cc_engine.hexgrid import Hex, HexGrid

__all__ = [
    "APOTHEM",
    "HINDRANCE_INSET",
    "Bounds",
    "FeatureSegment",
    "Point",
    "ShapePart",
    "TerrainShape",
    "compass_to_side",
    "convex_hull",
    "generated_outlines",
    "hex_center",
    "hex_corners",
    "hexside_midpoint",
    "hexside_segment",
    "is_joined",
    "map_bounds",
    "point_in_polygon",
    "point_to_hex",
    "road_segments",
    "sight_outlines",
    "sight_role",
    "terrain_shapes",
]

SQRT3: Final = math.sqrt(3.0)
#: Distance from a hex's centre to the middle of a side (the circumradius is 1).
APOTHEM: Final = SQRT3 / 2.0

#: Hex terrain whose drawing continues across hexsides shared with the same terrain.
_JOINING: Final = frozenset({Terrain.WOODS, Terrain.BUILDING})
#: Terrain a stream band flows into.
_WATER: Final = frozenset({Terrain.STREAM, Terrain.BRIDGE, Terrain.WATER_BARRIER})

#: How far the drawn area of a Hindrance hex (Brush, Orchard, Field, Marsh) stays inside the
#: hex's sides: a string run exactly along the hexside of such a hex does not touch it [10.1].
HINDRANCE_INSET: Final = 0.07

ShapePart = Literal["canopy", "roof", "tree", "patch", "area", "band", "water", "deck"]
"""What a :class:`TerrainShape` depicts, so the board can paint it:

``canopy`` a wood's tree tops [T99], ``roof`` a building footprint [T82], ``area`` the extent
of a brush, orchard, field, marsh or water barrier hex [T81, T91, T85, T89, T98], ``tree`` one
orchard tree and ``patch`` a clump of brush (texture inside the area), ``band`` a stream or
gully bed [T95, T86] (also the stream under a bridge), ``water`` the river filling a bridge's
hex and ``deck`` the bridge itself [T80].
"""



class Point(NamedTuple):
    """A point of the map in hex units (circumradius 1), ``y`` pointing down the map."""

    x: float
    y: float


class Bounds(NamedTuple):
    """An axis-aligned rectangle in hex units."""

    left: float
    top: float
    right: float
    bottom: float

    @property
    def width(self) -> float:
        """``right - left``."""
        return self.right - self.left

    @property
    def height(self) -> float:
        """``bottom - top``."""
        return self.bottom - self.top


@dataclass(frozen=True, slots=True)
class TerrainShape:
    """One drawn piece of a hex's terrain: the polygon the board paints and LOS tests [10.1].

    The polygon lies inside the hex ``hex_id`` (it may touch the hex's sides) and is simple
    (star-shaped around a point inside it), listed in order around its boundary.
    """

    hex_id: str
    terrain: Terrain
    polygon: tuple[Point, ...]
    part: ShapePart = "area"


@dataclass(frozen=True, slots=True)
class FeatureSegment:
    """A straight piece of a Road, Trail or Railway drawing [T92, T93, T96].

    It runs from the centre dot of ``hex_id`` to the midpoint of one of its hexsides: the
    hexside shared with the next hex of the same feature, or the side facing the map edge for a
    stub (``stub`` is then True).
    """

    hex_id: str
    feature: Feature
    start: Point
    end: Point
    stub: bool = False


#: Terrain whose ``area`` shape is its LOS Hindrance depiction [10.3].
_HINDRANCE_AREAS: Final = frozenset({Terrain.BRUSH, Terrain.ORCHARD, Terrain.FIELD, Terrain.MARSH})


def sight_role(shape: TerrainShape) -> Literal["obstacle", "hindrance"] | None:
    """What a drawn shape is to line of sight [10.1]: the string touching it blocks or hinders.

    Woods canopies and building roofs are Obstacles [T99, T82]; the areas of Brush, Orchard,
    Field and Marsh and a bridge's deck are Hindrances [T81, T91, T85, T89, T80]; texture
    (single trees, brush clumps) and water are neither.

    >>> sight_role(TerrainShape("C7", Terrain.WOODS, (), "canopy"))
    'obstacle'
    """
    if shape.part in ("canopy", "roof"):
        return "obstacle"
    if shape.part == "deck" or (shape.part == "area" and shape.terrain in _HINDRANCE_AREAS):
        return "hindrance"
    return None


def convex_hull(points: Iterable[Point]) -> tuple[Point, ...]:
    """The convex hull of ``points``, counter-clockwise (Andrew's monotone chain).

    A straight line touches a connected shape exactly when it touches the shape's hull, so line
    of sight only needs the hull's few corners.

    >>> convex_hull([Point(0, 0), Point(1, 0), Point(1, 1), Point(0, 1), Point(0.5, 0.5)])
    (Point(x=0, y=0), Point(x=1, y=0), Point(x=1, y=1), Point(x=0, y=1))
    """
    pts = sorted(set(points))
    if len(pts) <= 2:
        return tuple(pts)

    def turn(o: Point, a: Point, b: Point) -> float:
        return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)

    lower: list[Point] = []
    for p in pts:
        while len(lower) >= 2 and turn(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[Point] = []
    for p in reversed(pts):
        while len(upper) >= 2 and turn(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return tuple(lower[:-1] + upper[:-1])


# --- hexes and hexsides (2.1) ---------------------------------------------------------------


def hex_center(hex_: Hex) -> Point:
    """The centre dot of ``hex_`` [2.1]: ``x = 1.5 col``, ``y = sqrt(3) (row + col % 2 / 2)``."""
    return Point(1.5 * hex_.col, SQRT3 * (hex_.row + 0.5 * (hex_.col & 1)))


_CORNER_OFFSETS: Final = tuple(
    Point(math.cos(math.radians(60 * k)), math.sin(math.radians(60 * k))) for k in range(6)
)
_SIDE_NORMALS: Final = tuple(
    Point(math.cos(math.radians(30 + 60 * k)), math.sin(math.radians(30 + 60 * k)))
    for k in range(6)
)


def hex_corners(hex_: Hex) -> tuple[Point, ...]:
    """The six corners of ``hex_``, corner 0 (east) first, then clockwise on screen."""
    c = hex_center(hex_)
    return tuple(Point(c.x + o.x, c.y + o.y) for o in _CORNER_OFFSETS)


def compass_to_side(direction: int) -> int:
    """The side index 0-5 of a hex facing compass ``direction`` 1-6 [2.2.2].

    >>> [compass_to_side(d) for d in range(1, 7)]
    [4, 5, 0, 1, 2, 3]
    """
    if not 1 <= direction <= 6:
        raise ValueError(f"compass directions are 1-6, not {direction}")
    return (direction - 3) % 6


def _side_direction(side: int) -> int:
    """Inverse of :func:`compass_to_side`."""
    return (side + 2) % 6 + 1


def hexside_segment(a: Hex, b: Hex) -> tuple[Point, Point]:
    """The two end corners of the hexside shared by adjacent hexes ``a`` and ``b``.

    The result does not depend on the order of ``a`` and ``b``, to the last bit.

    Raises:
        ValueError: if the hexes are not adjacent.
    """
    low, high = sorted((a, b))
    direction = low.direction_to(high)
    if direction is None:
        raise ValueError(f"{a.id} and {b.id} are not adjacent")
    side = compass_to_side(direction)
    corners = hex_corners(low)
    return corners[side], corners[(side + 1) % 6]


def hexside_midpoint(a: Hex, b: Hex) -> Point:
    """The middle of the hexside shared by adjacent hexes ``a`` and ``b`` (order-independent).

    Raises:
        ValueError: if the hexes are not adjacent.
    """
    p, q = hexside_segment(a, b)
    return Point((p.x + q.x) / 2.0, (p.y + q.y) / 2.0)


def map_bounds(cols: int, rows: int) -> Bounds:
    """The rectangle enclosing every hex of a ``cols`` x ``rows`` map.

    >>> map_bounds(15, 10).width
    23.0
    """
    grid = HexGrid(cols, rows)  # validates the size
    lowest = SQRT3 * (grid.rows - 1 + (0.5 if grid.cols > 1 else 0.0)) + APOTHEM
    return Bounds(-1.0, -APOTHEM, 1.5 * (grid.cols - 1) + 1.0, lowest)


def point_to_hex(point: Point) -> Hex:
    """The hex whose cell contains ``point`` (it may lie off the map).

    >>> point_to_hex(hex_center(Hex.parse("D7")))
    Hex('D7')
    """
    q = point.x / 1.5
    r = point.y / SQRT3 - q / 2.0
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    else:
        rs = -rq - rr
    return Hex.from_cube((rq, rr, rs))


def point_in_polygon(point: Point, polygon: Iterable[Point], epsilon: float = 1e-9) -> bool:
    """True when ``point`` lies inside or within ``epsilon`` of a *convex* ``polygon``.

    The polygon's vertices may run either way round.
    """
    vertices = tuple(polygon)
    sign = 0.0
    for i, p in enumerate(vertices):
        q = vertices[(i + 1) % len(vertices)]
        length = math.hypot(q.x - p.x, q.y - p.y)
        if length == 0.0:
            continue
        cross = ((q.x - p.x) * (point.y - p.y) - (q.y - p.y) * (point.x - p.x)) / length
        if abs(cross) <= epsilon:
            continue
        if sign == 0.0:
            sign = cross
        elif (cross > 0.0) != (sign > 0.0):
            return False
    return True


# --- deterministic irregularity ------------------------------------------------------------


def _noise(key: str, index: int) -> float:
    """A reproducible number in [0, 1) for ``key`` and ``index`` (no global random state)."""
    digest = hashlib.blake2b(f"{key}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") / 2.0**64


def _wave(key: str, angle: float) -> float:
    """A smooth periodic wobble in [-1, 1] of ``angle`` (radians), different per ``key``."""
    total = 0.0
    for harmonic, weight in ((2, 0.45), (3, 0.35), (5, 0.20)):
        phase = _noise(key, 100 + harmonic) * 2.0 * math.pi
        total += weight * math.sin(harmonic * angle + phase)
    return total


# --- terrain shapes (T78-T99) ----------------------------------------------------------------


def is_joined(map_data: MapData, a: Hex, b: Hex) -> bool:
    """True when the obstacle drawing of ``a`` continues into adjacent ``b`` [10.1].

    That is the case for two Woods hexes, or two Building hexes, unless the map marks their
    hexside ``clear``.
    """
    ha, hb = map_data.hexes.get(a.id), map_data.hexes.get(b.id)
    if ha is None or hb is None or ha.terrain != hb.terrain or ha.terrain not in _JOINING:
        return False
    return _hexside_feature(map_data, a, b) is not HexsideFeature.CLEAR


def _hexside_feature(map_data: MapData, a: Hex, b: Hex) -> HexsideFeature | None:
    ids = {a.id, b.id}
    for side in map_data.hexsides:
        if {side.a, side.b} == ids:
            return side.feature
    return None


def _edge_radius(angle: float) -> float:
    """Distance from a hex's centre to its boundary in direction ``angle`` (radians)."""
    step = math.pi / 3.0
    phi = angle % step - step / 2.0  # angle from the nearest side's normal (at 30 + 60 k)
    return APOTHEM / math.cos(phi)


def _smoothstep(t: float) -> float:
    t = min(max(t, 0.0), 1.0)
    return t * t * (3.0 - 2.0 * t)


def _canopy(hex_: Hex, joined: tuple[bool, ...]) -> tuple[Point, ...]:
    """A wood's outline: a scalloped blob, reaching the sides shared with joined woods."""
    key = f"woods:{hex_.id}"
    c = hex_center(hex_)
    bumps = 11 + int(_noise(key, 1) * 5)
    bump_phase = _noise(key, 2) * math.pi
    samples = 16
    points: list[Point] = []
    for side in range(6):
        before, after = joined[(side - 1) % 6], joined[(side + 1) % 6]
        for i in range(samples):
            t = i / samples
            if joined[side] and i > 0:
                continue  # a straight run along the hexside: its corners suffice
            angle = math.radians(60.0 * (side + t))
            edge = _edge_radius(angle)
            if joined[side]:
                weight = 1.0
            else:
                weight = max(
                    (1.0 - _smoothstep(t / 0.3)) if before else 0.0,
                    (1.0 - _smoothstep((1.0 - t) / 0.3)) if after else 0.0,
                )
            scallop = abs(math.sin(bumps * angle / 2.0 + bump_phase))
            blob = 0.73 + 0.05 * _wave(key, angle) + 0.05 * scallop
            blob = min(blob, edge - 0.035)
            radius = blob + (edge - blob) * weight
            points.append(Point(c.x + radius * math.cos(angle), c.y + radius * math.sin(angle)))
    return tuple(points)


def _line_intersection(n1: Point, d1: float, n2: Point, d2: float) -> Point:
    """The point ``p`` with ``n1 . p == d1`` and ``n2 . p == d2``."""
    det = n1.x * n2.y - n1.y * n2.x
    return Point((d1 * n2.y - d2 * n1.y) / det, (n1.x * d2 - n2.x * d1) / det)


def _inset_hexagon(hex_: Hex, insets: tuple[float, ...]) -> tuple[Point, ...]:
    """The hex with each side ``k`` moved inwards by ``insets[k]`` (a convex polygon)."""
    c = hex_center(hex_)
    points = []
    for k in range(6):
        prev = (k - 1) % 6
        p = _line_intersection(
            _SIDE_NORMALS[prev], APOTHEM - insets[prev], _SIDE_NORMALS[k], APOTHEM - insets[k]
        )
        points.append(Point(c.x + p.x, c.y + p.y))
    return tuple(points)


def _rotated(c: Point, local: Iterable[tuple[float, float]], angle: float) -> tuple[Point, ...]:
    ca, sa = math.cos(angle), math.sin(angle)
    return tuple(Point(c.x + x * ca - y * sa, c.y + x * sa + y * ca) for x, y in local)


def _roof(hex_: Hex, joined: tuple[bool, ...]) -> tuple[Point, ...]:
    """A building footprint: a block joined to its neighbours, or a lone rectangle or L."""
    if any(joined):
        return _inset_hexagon(hex_, tuple(0.0 if j else 0.2 for j in joined))
    key = f"building:{hex_.id}"
    c = hex_center(hex_)
    c = Point(c.x + 0.08 * (_noise(key, 1) - 0.5), c.y + 0.08 * (_noise(key, 2) - 0.5))
    w = 0.46 + 0.1 * _noise(key, 3)  # half length
    h = 0.3 + 0.09 * _noise(key, 4)  # half depth
    angle = math.radians(60.0 * int(_noise(key, 5) * 3) + 12.0 * (_noise(key, 6) - 0.5))
    if _noise(key, 7) < 0.3:
        nx, ny = 0.4 * w, 0.45 * h  # an L: one corner cut away
        local = [(-w, -h), (w - 2 * nx, -h), (w - 2 * nx, -h + 2 * ny), (w, -h + 2 * ny),
                 (w, h), (-w, h)]
    else:
        local = [(-w, -h), (w, -h), (w, h), (-w, h)]
    return _rotated(c, local, angle)


def _orchard(hex_: Hex) -> tuple[tuple[Point, ...], ...]:
    """Orchard trees on one map-wide lattice, so rows run on across adjacent orchards."""
    c = hex_center(hex_)
    spacing_x, spacing_y, radius, margin = 0.44, 0.38, 0.1, 0.07
    trees = []
    for j in range(math.floor((c.y - 1) / spacing_y), math.ceil((c.y + 1) / spacing_y) + 1):
        shift = 0.5 * spacing_x * (j & 1)
        first = math.floor((c.x - 1 - shift) / spacing_x)
        for i in range(first, first + int(2 / spacing_x) + 3):
            x, y = i * spacing_x + shift, j * spacing_y
            local = Point(x - c.x, y - c.y)
            if all(local.x * n.x + local.y * n.y <= APOTHEM - radius - margin
                   for n in _SIDE_NORMALS):
                trees.append(_circle(Point(x, y), radius, 10))
    return tuple(trees)


def _circle(c: Point, radius: float, sides: int) -> tuple[Point, ...]:
    return tuple(
        Point(c.x + radius * math.cos(2 * math.pi * k / sides),
              c.y + radius * math.sin(2 * math.pi * k / sides))
        for k in range(sides)
    )


def _brush(hex_: Hex) -> tuple[tuple[Point, ...], ...]:
    """Six to eight lobed clumps scattered over the hex."""
    key = f"brush:{hex_.id}"
    c = hex_center(hex_)
    turn = _noise(key, 0) * 2 * math.pi
    count = 6 + int(_noise(key, 1) * 3)
    spots = [Point(c.x + 0.06 * (_noise(key, 2) - 0.5), c.y + 0.06 * (_noise(key, 3) - 0.5))]
    for k in range(count - 1):
        angle = turn + 2 * math.pi * k / (count - 1) + 0.35 * (_noise(key, 10 + k) - 0.5)
        dist = 0.45 + 0.1 * _noise(key, 20 + k)
        spots.append(Point(c.x + dist * math.cos(angle), c.y + dist * math.sin(angle)))
    patches = []
    for n, spot in enumerate(spots):
        size = 0.12 + 0.06 * _noise(key, 30 + n)
        lobes = 3 + int(_noise(key, 40 + n) * 3)
        phase = _noise(key, 50 + n) * 2 * math.pi
        vertices = 15
        outline = []
        for v in range(vertices):
            a = 2 * math.pi * v / vertices
            r = size * (0.85 + 0.2 * abs(math.sin(lobes * a / 2 + phase))
                        + 0.1 * _noise(key, 100 * n + v))
            outline.append(Point(spot.x + r * math.cos(a), spot.y + r * math.sin(a)))
        patches.append(tuple(outline))
    return tuple(patches)


def _band(hex_: Hex, sides: Iterable[int], width: float) -> tuple[Point, ...]:
    """A bed of ``width`` from the centre to the middle of each of ``sides`` (mitred joins)."""
    c = hex_center(hex_)
    arms = sorted(set(sides))
    if not arms:
        arms = [2, 5]  # no neighbour to flow to: straight across, SW to NE
    elif len(arms) == 1:
        arms.append((arms[0] + 3) % 6)  # through the hex and out the opposite side
        arms.sort()
    half = width / 2.0
    angles = [math.radians(30 + 60 * k) for k in arms]
    points: list[Point] = []
    for i, angle in enumerate(angles):
        u = Point(math.cos(angle), math.sin(angle))
        n = Point(u.y, -u.x)  # towards smaller angles
        end = Point(c.x + APOTHEM * u.x, c.y + APOTHEM * u.y)
        points.append(Point(end.x + half * n.x, end.y + half * n.y))
        points.append(Point(end.x - half * n.x, end.y - half * n.y))
        following = angles[(i + 1) % len(angles)]
        gap = (following - angle) % (2 * math.pi)
        bisector = angle + gap / 2.0
        reach = half / math.sin(gap / 2.0)
        points.append(Point(c.x + reach * math.cos(bisector), c.y + reach * math.sin(bisector)))
    return tuple(points)


def _sides_towards(map_data: MapData, hex_: Hex, wanted: frozenset[Terrain]) -> list[int]:
    grid = HexGrid(map_data.cols, map_data.rows)
    sides = []
    for direction in range(1, 7):
        other = hex_.neighbour(direction)
        if grid.contains(other):
            neighbour = map_data.hexes.get(other.id)
            if neighbour is not None and neighbour.terrain in wanted:
                sides.append(compass_to_side(direction))
    return sides


def _shapes_of(map_data: MapData, hex_: Hex, map_hex: MapHex) -> list[TerrainShape]:
    terrain = map_hex.terrain
    hid = hex_.id

    def shape(polygon: tuple[Point, ...], part: ShapePart) -> TerrainShape:
        return TerrainShape(hid, terrain, polygon, part)

    if terrain in _JOINING:
        joined = tuple(
            is_joined(map_data, hex_, hex_.neighbour(_side_direction(k))) for k in range(6)
        )
        if terrain is Terrain.WOODS:
            return [shape(_canopy(hex_, joined), "canopy")]
        return [shape(_roof(hex_, joined), "roof")]
    if terrain is Terrain.ORCHARD:
        area = shape(_inset_hexagon(hex_, (HINDRANCE_INSET,) * 6), "area")
        return [area, *(shape(tree, "tree") for tree in _orchard(hex_))]
    if terrain is Terrain.BRUSH:
        area = shape(_inset_hexagon(hex_, (HINDRANCE_INSET,) * 6), "area")
        return [area, *(shape(patch, "patch") for patch in _brush(hex_))]
    if terrain is Terrain.FIELD:
        return [shape(_inset_hexagon(hex_, (HINDRANCE_INSET,) * 6), "area")]
    if terrain is Terrain.MARSH:
        return [shape(_inset_hexagon(hex_, (HINDRANCE_INSET,) * 6), "area")]
    if terrain is Terrain.WATER_BARRIER:
        return [shape(hex_corners(hex_), "area")]
    if terrain is Terrain.STREAM:
        return [shape(_band(hex_, _sides_towards(map_data, hex_, _WATER), 0.34), "band")]
    if terrain is Terrain.GULLY:
        sides = _sides_towards(map_data, hex_, frozenset({Terrain.GULLY}))
        return [shape(_band(hex_, sides, 0.5), "band")]
    if terrain is Terrain.BRIDGE:
        # Over a water barrier the river fills the hex; over a stream, the stream's bed.
        river = _sides_towards(map_data, hex_, frozenset({Terrain.WATER_BARRIER}))
        water = shape(hex_corners(hex_), "water") if river else shape(
            _band(hex_, _sides_towards(map_data, hex_, _WATER), 0.4), "band")
        roads = _feature_sides(map_data, hex_)
        if not roads:
            wet = _sides_towards(map_data, hex_, _WATER)
            roads = [(wet[0] + 1) % 6] if wet else [0]
        return [water, shape(_band(hex_, roads, 0.42), "deck")]
    return []


def terrain_shapes(map_data: MapData) -> tuple[TerrainShape, ...]:
    """The drawn shapes of every hex's terrain, in hex order (column-major).

    Open Ground has no shape. Woods [T99] and Buildings [T82] are the LOS Obstacles; Brush,
    Orchard, Field and Marsh [T81, T91, T85, T89] the Hindrances. Each shape lies inside its
    own hex and the same map always gives the same shapes.
    """
    shapes: list[TerrainShape] = []
    for hex_ in HexGrid(map_data.cols, map_data.rows):
        map_hex = map_data.hexes.get(hex_.id)
        if map_hex is not None:
            shapes.extend(_shapes_of(map_data, hex_, map_hex))
    return tuple(shapes)


#: The outline kind that holds the line-of-sight art of each terrain's generated shapes.
_OUTLINE_KINDS: Final[dict[tuple[ShapePart, Terrain], str]] = {
    ("canopy", Terrain.WOODS): "woods",
    ("roof", Terrain.BUILDING): "buildings",
    ("area", Terrain.BRUSH): "brush",
    ("area", Terrain.FIELD): "field",
    ("area", Terrain.MARSH): "marsh",
    ("area", Terrain.ORCHARD): "orchard_trees",
}


def sight_outlines(map_data: MapData) -> MapOutlines:
    """The outlines line of sight is judged on [10.1]: the map's traced ones, or for a map
    without them :func:`generated_outlines`, so that every map goes through the same LOS
    code. Bridge decks are not outlines; they stay the deck shapes of :func:`terrain_shapes`.
    """
    if map_data.outlines is not None:
        return map_data.outlines
    return generated_outlines(map_data)


def generated_outlines(map_data: MapData, hexes: Collection[str] | None = None) -> MapOutlines:
    """Outlines made from the hexes of ``hexes`` (all if None): each Woods canopy, roof and
    Brush, Field, Marsh or Orchard area of :func:`terrain_shapes` one polygon, and for each
    hill level k the hexagon of every hex at level k or above [T88.3.1] (the outlines know
    levels 1-3)."""
    kinds: dict[str, list[OutlinePolygon]] = {kind: [] for kind in _OUTLINE_KINDS.values()}
    for shape in terrain_shapes(map_data):
        kind = _OUTLINE_KINDS.get((shape.part, shape.terrain))
        if kind is not None and (hexes is None or shape.hex_id in hexes):
            kinds[kind].append((tuple((p.x, p.y) for p in shape.polygon),))
    hills: dict[str, list[OutlinePolygon]] = {}
    for hex_ in HexGrid(map_data.cols, map_data.rows):
        map_hex = map_data.hexes.get(hex_.id)
        if map_hex is None or (hexes is not None and hex_.id not in hexes):
            continue
        for level in range(1, min(map_hex.elevation, 3) + 1):
            hills.setdefault(str(level), []).append(
                (tuple((p.x, p.y) for p in hex_corners(hex_)),))
    return MapOutlines.model_validate({**kinds, "hills": hills})


# --- roads, trails, railways (T92, T93, T96) -------------------------------------------------


def _feature_sides(map_data: MapData, hex_: Hex, feature: Feature | None = None) -> list[int]:
    """Sides of ``hex_`` leading to an adjacent hex with ``feature`` (any linear one if None)."""
    own = map_data.hexes[hex_.id].features
    wanted = (feature,) if feature is not None else own
    grid = HexGrid(map_data.cols, map_data.rows)
    sides = []
    for direction in range(1, 7):
        other = hex_.neighbour(direction)
        neighbour = map_data.hexes.get(other.id) if grid.contains(other) else None
        if neighbour is not None and any(f in own and f in neighbour.features for f in wanted):
            sides.append(compass_to_side(direction))
    return sides


def _edge_directions(grid: HexGrid, hex_: Hex) -> list[int]:
    """Compass directions from ``hex_`` that step off the map (empty for an inner hex)."""
    return [d for d in range(1, 7) if not grid.contains(hex_.neighbour(d))]


def _towards_nearest_edge(grid: HexGrid, hex_: Hex) -> int:
    """The compass direction from ``hex_`` towards the nearest map edge (ties: lower number)."""
    upper = hex_.row < grid.rows / 2
    options = (
        (hex_.row, 1),
        (grid.rows - 1 - hex_.row, 4),
        (hex_.col, 6 if upper else 5),
        (grid.cols - 1 - hex_.col, 2 if upper else 3),
    )
    return min(options)[1]


def road_segments(map_data: MapData) -> tuple[FeatureSegment, ...]:
    """The pieces of every Road, Trail and Railway drawing, hex by hex.

    Each hex with a feature gets a segment from its centre dot to the midpoint of the hexside
    shared with each adjacent hex that has the same feature, so both halves meet exactly
    there. A hex with no such neighbour gets a stub towards the nearest map edge. A hex on a
    map edge with exactly one such neighbour is taken as the place where the feature leaves
    the map, and gets a stub to that edge as well (the data has no explicit connectivity).
    """
    grid = HexGrid(map_data.cols, map_data.rows)
    segments: list[FeatureSegment] = []
    for hex_ in grid:
        map_hex = map_data.hexes.get(hex_.id)
        if map_hex is None:
            continue
        start = hex_center(hex_)
        for feature in sorted(set(map_hex.features)):
            sides = _feature_sides(map_data, hex_, feature)
            for side in sides:
                other = hex_.neighbour(_side_direction(side))
                end = hexside_midpoint(hex_, other)
                segments.append(FeatureSegment(hex_.id, feature, start, end))
            stub: int | None = None
            if not sides:
                stub = _towards_nearest_edge(grid, hex_)
            elif len(sides) == 1:
                off_map = _edge_directions(grid, hex_)
                if off_map:
                    # Leave by the off-map side most nearly opposite the one neighbour.
                    back = _side_direction(sides[0])
                    stub = max(off_map, key=lambda d: (min((d - back) % 6, (back - d) % 6), -d))
            if stub is not None:
                side = compass_to_side(stub)
                c = hex_center(hex_)
                n = _SIDE_NORMALS[side]
                end = Point(c.x + APOTHEM * n.x, c.y + APOTHEM * n.y)
                segments.append(FeatureSegment(hex_.id, feature, start, end, stub=True))
    return tuple(segments)
