"""Edits of a map's traced outlines for the designer [10.1, T88.3.1, T99, T82].

A map with :class:`~cc_engine.content.models.MapOutlines` is judged on its outlines, and the
validator (:func:`cc_engine.content.validation.outline_problems`) refuses outlines that
disagree with the hexes. So an author who paints terrain on such a map must redraw the art of
the painted hexes too: :func:`regenerate_hexes` cuts every outline out of those hexes and puts
in the shapes the engine draws from their terrain and elevation
(:func:`cc_engine.geometry.terrain_shapes`). :func:`generated_outlines` gives a map without
outlines a full set made the same way. The hand edits are :func:`delete_polygon`,
:func:`move_vertex`, :func:`insert_vertex`, :func:`remove_vertex` and :func:`add_polygon` (a
shape the author draws, joined with the polygons of its kind it overlaps or meets). The
validator judges a drawn shape like traced art: a canopy drawn over an open hex is a problem of
that hex [T99]. Like :mod:`cc_engine.content.editing`, every function returns a new map and
leaves its input untouched; bad input is refused (:class:`ContentError`) with nothing changed.

Outline kinds are named as the validator names their fields: ``woods``, ``buildings``,
``brush``, ``field``, ``marsh``, ``orchard_trees`` and ``hills.1`` to ``hills.3``.

How a hex is cut out of a polygon (:func:`cut_hex`): each ring is classified against the
hexagon by the area they share. A polygon no ring of which crosses the hexagon's sides keeps
its rings, less those inside the hexagon, and takes the hexagon as a hole when the hexagon lay
in it. A polygon that crosses the sides is split in up to six convex regions around the
hexagon (one beyond each side, between rays from its corners turned slightly off the grid
lines, so that no seam runs through a centre dot), and each ring is clipped to each region
with Sutherland-Hodgman. The pieces meet along the rays, and :func:`regenerate_hexes` joins
them again, with the new shapes of the painted hexes where those meet them
(:func:`~cc_engine.content.outline_union.merge_touching`), so a wood with a hex cut from its
edge stays one polygon and a raised hex's hexagon joins its hill level. A vertex that the cut
would put off the map (a polygon edge across the zigzag of the map's border) is moved onto it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Final

from cc_engine.content.loading import ContentError, Problem
from cc_engine.content.models import MapData, MapOutlines, OutlinePolygon
from cc_engine.content.outline_union import SNAP, merge_overlapping, merge_touching
from cc_engine.content.outlines import (
    HEX_AREA,
    clip_half_plane,
    hex_shares,
    map_contains,
    ring_area,
)
from cc_engine.content.vocabulary import Terrain
from cc_engine.geometry import generated_outlines as generated_shapes
from cc_engine.geometry import hex_center, hex_corners
from cc_engine.hexgrid import Hex, HexGrid
from cc_engine.messages import joined, msg

__all__ = [
    "HILL_LEVELS",
    "KINDS",
    "TERRAIN_KINDS",
    "add_polygon",
    "cut_hex",
    "delete_polygon",
    "edge_at",
    "generated_outlines",
    "insert_vertex",
    "move_vertex",
    "outline_kinds",
    "regenerate_hexes",
    "remove_vertex",
    "with_generated_outlines",
]

Point = tuple[float, float]
#: A bounding box: left, top, right, bottom.
Box = tuple[float, float, float, float]

#: The hill levels drawn as outlines [T88.3.1].
HILL_LEVELS: Final = ("1", "2", "3")
#: The terrain each kind of outline draws (the hills draw elevation, not terrain).
TERRAIN_KINDS: Final[dict[str, Terrain]] = {
    "woods": Terrain.WOODS, "buildings": Terrain.BUILDING, "brush": Terrain.BRUSH,
    "field": Terrain.FIELD, "marsh": Terrain.MARSH, "orchard_trees": Terrain.ORCHARD}
#: Every kind of outline, in drawing order (hills first, under the rest).
KINDS: Final = (*(f"hills.{level}" for level in HILL_LEVELS), "field", "marsh", "brush",
                "orchard_trees", "woods", "buildings")

#: Vertices are kept to this many decimals, as in the shipped map files.
_DECIMALS: Final = 3
#: Areas (in square hex units) below this are nothing.
_NO_AREA: Final = 1e-6
#: A piece of woods or roof cut off in a hex not of that terrain is dropped if smaller than
#: this share of a hex: the crumbs of art that reached over a hexside.
_CRUMB: Final = 0.05
#: How far the rays between the cutting regions turn from the hex grid's lines (degrees).
_RAY_TURN: Final = 7.3
_APOTHEM: Final = math.sqrt(3.0) / 2


# --- kinds ----------------------------------------------------------------------------------


def outline_kinds(outlines: MapOutlines) -> dict[str, tuple[OutlinePolygon, ...]]:
    """Every kind of ``outlines`` (see :data:`KINDS`) and its polygons."""
    return {kind: _polygons(outlines, kind) for kind in KINDS}


def _check_kind(kind: str) -> None:
    """Refuse ``kind`` unless it is one of :data:`KINDS`."""
    if kind not in KINDS:
        raise ContentError([Problem("map", "outlines", msg(
            "{kind} is not a kind of outline", kind=kind))])


def _polygons(outlines: MapOutlines, kind: str) -> tuple[OutlinePolygon, ...]:
    _check_kind(kind)
    if kind.startswith("hills."):
        return tuple(outlines.hills.get(kind.removeprefix("hills."), ()))  # type: ignore[call-overload]
    polygons: tuple[OutlinePolygon, ...] = getattr(outlines, kind)
    return polygons


def _outlines(kinds: dict[str, Sequence[OutlinePolygon]]) -> MapOutlines:
    """Validated outlines from every kind's polygons (empty hill levels left out)."""
    data: dict[str, object] = {k: [_plain(p) for p in v] for k, v in kinds.items()
                               if not k.startswith("hills.")}
    data["hills"] = {k.removeprefix("hills."): [_plain(p) for p in v]
                     for k, v in kinds.items() if k.startswith("hills.") and v}
    return MapOutlines.model_validate(data)


def _plain(polygon: Iterable[Iterable[Point]]) -> list[list[tuple[float, float]]]:
    return [[(float(x), float(y)) for x, y in ring] for ring in polygon]


def _with_outlines(map_data: MapData, outlines: MapOutlines) -> MapData:
    return map_data.model_copy(update={"outlines": outlines})


def _require(map_data: MapData) -> MapOutlines:
    if map_data.outlines is None:
        raise ContentError([Problem("map", "outlines", msg("this map has no outlines"))])
    return map_data.outlines


# --- generated outlines ---------------------------------------------------------------------


def _generated(map_data: MapData, hexes: set[str] | None) -> dict[str, list[OutlinePolygon]]:
    """The outlines :func:`cc_engine.geometry.generated_outlines` makes for ``hexes`` (all
    if None), by kind, rounded as the map files keep them."""
    fresh = outline_kinds(generated_shapes(map_data, hexes))
    return {kind: merge_touching([tuple(_rounded(ring) for ring in polygon)
                                  for polygon in polygons])
            for kind, polygons in fresh.items()}


def generated_outlines(map_data: MapData) -> MapOutlines:
    """Outlines made from the hex terrain, for a map without traced ones: every shape the
    board would draw for its Woods [T99], Buildings [T82], Brush, Field, Marsh and Orchards
    as a polygon, and for each hill level k the ground of the hexes at level k or above
    [T88.3.1]; shapes that meet along an edge (a hill's hexagons) are one polygon
    (:func:`~cc_engine.content.outline_union.merge_touching`). They pass the validator
    whenever the hexes do."""
    return _outlines(dict(_generated(map_data, None)))


def with_generated_outlines(map_data: MapData) -> MapData:
    """``map_data`` with :func:`generated_outlines` (a map that has outlines keeps them)."""
    if map_data.outlines is not None:
        return map_data
    return _with_outlines(map_data, generated_outlines(map_data))


# --- cutting a hex out ----------------------------------------------------------------------


HalfPlane = tuple[float, float, float]


def _hexagon_planes(centre: Point) -> list[HalfPlane]:
    """The hexagon at ``centre`` as six half-planes ``n . p <= limit``."""
    planes = []
    for k in range(6):
        a = math.radians(30 + 60 * k)
        nx, ny = math.cos(a), math.sin(a)
        planes.append((nx, ny, nx * centre[0] + ny * centre[1] + _APOTHEM))
    return planes


def _regions(centre: Point) -> list[list[HalfPlane]]:
    """Six convex regions that together make the plane outside the hexagon at ``centre``:
    region k lies beyond side k, between rays from corners k and k + 1 (turned
    :data:`_RAY_TURN` degrees off the grid lines, which run through centre dots)."""
    cx, cy = centre
    corners = [(cx + math.cos(math.radians(60 * k)), cy + math.sin(math.radians(60 * k)))
               for k in range(6)]
    rays = [(math.cos(math.radians(60 * k + _RAY_TURN)), math.sin(math.radians(60 * k + _RAY_TURN)))
            for k in range(6)]
    regions = []
    for k in range(6):
        a = math.radians(30 + 60 * k)
        nx, ny = math.cos(a), math.sin(a)
        planes: list[HalfPlane] = [(-nx, -ny, -(nx * cx + ny * cy + _APOTHEM))]
        inside = (cx + 1.5 * nx, cy + 1.5 * ny)  # a point of the region
        for j in (k, (k + 1) % 6):
            (vx, vy), (dx, dy) = corners[j], rays[j]
            px, py = dy, -dx  # a normal of the ray's line
            if px * inside[0] + py * inside[1] > px * vx + py * vy:
                px, py = -px, -py
            planes.append((px, py, px * vx + py * vy))
        regions.append(planes)
    return regions


def _clipped(ring: Sequence[Point], planes: Iterable[HalfPlane]) -> list[Point]:
    piece = list(ring)
    for nx, ny, limit in planes:
        piece = clip_half_plane(piece, nx, ny, limit)
        if len(piece) < 3:
            return []
    return piece


def cut_hex(polygon: OutlinePolygon, hex_: Hex) -> list[OutlinePolygon]:
    """``polygon`` without the hexagon of ``hex_``: zero or more polygons (see the module's
    docstring for the method and its limits)."""
    cx, cy = hex_center(hex_)
    xs = [x for ring in polygon for x, _ in ring]
    ys = [y for ring in polygon for _, y in ring]
    if not xs or min(xs) >= cx + 1 or max(xs) <= cx - 1 or min(ys) >= cy + _APOTHEM \
            or max(ys) <= cy - _APOTHEM:
        return [polygon]
    hexagon = _hexagon_planes((cx, cy))
    states = []
    for ring in polygon:
        whole = abs(ring_area(ring))
        inside = abs(ring_area(_clipped(ring, hexagon)))
        if inside < _NO_AREA:
            states.append("out")
        elif inside > whole - _NO_AREA:
            states.append("in")
        elif inside > HEX_AREA - _NO_AREA:
            states.append("around")
        else:
            states.append("cross")
    if states[0] == "in":
        return []
    if "cross" not in states:
        if "in" not in states and "around" not in states:
            return [polygon]
        rings = [ring for ring, state in zip(polygon, states, strict=True) if state != "in"]
        if states.count("around") % 2 == 1:  # the hexagon lay in the polygon: a hole
            rings.append(_rounded(hex_corners(hex_)))
        return [tuple(rings)]
    pieces: list[OutlinePolygon] = []
    for planes in _regions((cx, cy)):
        rings = []
        for index, ring in enumerate(polygon):
            piece = _tidy(_clipped(ring, planes))
            if piece:
                rings.append(piece)
            elif index == 0:
                break
        if rings:
            pieces.append(tuple(rings))
    return pieces


def _rounded(ring: Iterable[Sequence[float]]) -> tuple[Point, ...]:
    return tuple((round(float(p[0]), _DECIMALS), round(float(p[1]), _DECIMALS)) for p in ring)


def _tidy(ring: Sequence[Point]) -> tuple[Point, ...]:
    """``ring`` rounded, without repeated vertices; empty if it encloses no area."""
    out: list[Point] = []
    for point in _rounded(ring):
        if not out or out[-1] != point:
            out.append(point)
    while len(out) > 1 and out[0] == out[-1]:
        out.pop()
    if len(out) < 3 or abs(ring_area(out)) < _NO_AREA:
        return ()
    return tuple(out)


def _onto_map(point: Point, cols: int, rows: int) -> Point:
    """``point``, or if it lies off the map the nearest point of the map's hexagons."""
    if map_contains(point, cols, rows):
        return point
    x, y = point
    col = min(max(round(x / 1.5), 0), cols - 1)
    best: tuple[float, Point] | None = None
    for c in range(max(col - 2, 0), min(col + 3, cols)):
        row = min(max(round(y / math.sqrt(3.0) - 0.5 * (c & 1)), 0), rows - 1)
        for r in range(max(row - 2, 0), min(row + 3, rows)):
            corners = hex_corners(Hex(c, r))
            for a, b in zip(corners, corners[1:] + corners[:1], strict=True):
                near = _nearest_on_segment(point, a, b)
                distance = math.hypot(near[0] - x, near[1] - y)
                if best is None or distance < best[0]:
                    best = (distance, near)
    assert best is not None
    return round(best[1][0], _DECIMALS), round(best[1][1], _DECIMALS)


def _nearest_on_segment(point: Point, a: Sequence[float], b: Sequence[float]) -> Point:
    (px, py), (ax, ay), (bx, by) = point, a, b
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0.0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length))
    return ax + t * dx, ay + t * dy


def _on_map(polygon: OutlinePolygon, cols: int, rows: int) -> OutlinePolygon:
    return tuple(tuple(_onto_map(p, cols, rows) for p in ring) for ring in polygon)


def _hexes_of(map_data: MapData, hex_ids: Iterable[str]) -> list[Hex]:
    ids = list(dict.fromkeys(hex_ids))
    off = [h for h in ids if h not in map_data.hexes]
    if off:
        raise ContentError([Problem("map", "hexes", msg("{hexes} is not on this map",
                                                        hexes=joined(off)))])
    return [Hex.parse(h) for h in ids]


def regenerate_hexes(map_data: MapData, hex_ids: Iterable[str],
                     kinds: Iterable[str] | None = None) -> MapData:
    """``map_data`` with the outlines of ``hex_ids`` drawn again from their terrain and
    elevation [10.1]: every polygon (of ``kinds``, default all) is cut out of those hexes,
    then the shapes the engine draws for them are added, and each hill level k takes the
    hexagons of those hexes at level k or above [T88.3.1]. A map without outlines is
    returned as it is.

    The result passes :func:`~cc_engine.content.validation.outline_problems` whenever the
    outlines did before (or disagreed only about ``hex_ids``): the art of other hexes is
    kept, but for crumbs of woods or roof cut off in hexes not of that terrain.

    Raises:
        ContentError: if a hex is not on the map or a kind is unknown.
    """
    outlines = map_data.outlines
    if outlines is None:
        return map_data
    hexes = _hexes_of(map_data, hex_ids)
    wanted = list(KINDS) if kinds is None else list(dict.fromkeys(kinds))
    for kind in wanted:
        _check_kind(kind)
    current = outline_kinds(outlines)
    if not hexes:
        return map_data
    fresh = _generated(map_data, {h.id for h in hexes})
    grid = list(HexGrid(map_data.cols, map_data.rows))
    changed = {}
    for kind in wanted:
        polygons: list[OutlinePolygon] = []
        cut: list[bool] = []  # whether each polygon is a piece of a cut or a new shape
        for polygon in current[kind]:
            pieces = [polygon]
            for hex_ in hexes:
                pieces = [p for piece in pieces for p in cut_hex(piece, hex_)]
            if pieces != [polygon]:
                pieces = [_on_map(p, map_data.cols, map_data.rows) for p in pieces]
                pieces = [p for p in pieces if not _crumb(map_data, grid, kind, p)]
            polygons.extend(pieces)
            cut.extend([pieces != [polygon]] * len(pieces))
        polygons.extend(fresh[kind])
        cut.extend([True] * len(fresh[kind]))
        changed[kind] = _joined_near(polygons, cut, _hexes_box(hexes))
    return _with_outlines(map_data, _outlines({**current, **changed}))


def _hexes_box(hexes: list[Hex]) -> Box:
    """The bounding box of ``hexes`` and a little more."""
    centres = [hex_center(h) for h in hexes]
    reach = 1.1  # a hex's circumradius, and a little
    return (min(c[0] for c in centres) - reach, min(c[1] for c in centres) - reach,
            max(c[0] for c in centres) + reach, max(c[1] for c in centres) + reach)


def _joined_near(polygons: list[OutlinePolygon], cut: list[bool],
                 box: Box) -> list[OutlinePolygon]:
    """``polygons`` with the pieces of the cut ones, the new shapes (both marked in ``cut``)
    and the polygons reaching into the edited ``box`` joined where they meet along an edge
    (:func:`~cc_engine.content.outline_union.merge_touching`): a wood cut around a hex is
    one polygon again, and a hill level's new hexagon joins the ground beside it. Polygons
    away from the edit stay as the author drew them, in their order."""
    x0, y0, x1, y1 = box

    def edited(index: int) -> bool:
        if cut[index]:
            return True
        xs = [x for x, _ in polygons[index][0]]
        ys = [y for _, y in polygons[index][0]]
        return min(xs) <= x1 and max(xs) >= x0 and min(ys) <= y1 and max(ys) >= y0

    chosen = [index for index in range(len(polygons)) if edited(index)]
    if len(chosen) < 2:
        return polygons
    first, chosen_set = chosen[0], set(chosen)
    return (polygons[:first] + merge_touching([polygons[i] for i in chosen])
            + [p for index, p in enumerate(polygons) if index > first and index not in chosen_set])


def _crumb(map_data: MapData, grid: list[Hex], kind: str, polygon: OutlinePolygon) -> bool:
    """Whether a cut-off piece of woods or roof is a crumb to drop: small, and in no hex of
    its terrain (so no Woods or Building hex loses the last of its art [T99, T82])."""
    terrain = TERRAIN_KINDS.get(kind)
    if terrain not in (Terrain.WOODS, Terrain.BUILDING):
        return False
    if abs(ring_area(polygon[0])) >= _CRUMB * HEX_AREA:
        return False
    shares = hex_shares([polygon], grid)
    return all(map_data.hexes[h.id].terrain is not terrain for h in shares
               if h.id in map_data.hexes)


# --- hand edits -----------------------------------------------------------------------------


def _checked_polygons(map_data: MapData, kind: str,
                      index: int) -> tuple[MapOutlines, list[OutlinePolygon]]:
    outlines = _require(map_data)
    polygons = list(_polygons(outlines, kind))
    if not 0 <= index < len(polygons):
        raise ContentError([Problem("map", f"outlines.{kind}", msg(
            "there is no polygon {index}", index=index))])
    return outlines, polygons


def delete_polygon(map_data: MapData, kind: str, index: int) -> MapData:
    """``map_data`` without polygon ``index`` of the outlines of ``kind`` [10.1].

    Raises:
        ContentError: if the map has no outlines or no such polygon.
    """
    outlines, polygons = _checked_polygons(map_data, kind, index)
    del polygons[index]
    return _with_outlines(map_data, _outlines({**outline_kinds(outlines), kind: polygons}))


def _checked_vertex(map_data: MapData, kind: str, index: int, ring: int,
                    vertex: int) -> tuple[MapOutlines, list[OutlinePolygon], list[list[Point]]]:
    """The outlines, the polygons of ``kind`` and the rings of polygon ``index`` (to
    change), once vertex ``vertex`` of ring ``ring`` is known to exist."""
    outlines, polygons = _checked_polygons(map_data, kind, index)
    rings = [list(r) for r in polygons[index]]
    if not (0 <= ring < len(rings) and 0 <= vertex < len(rings[ring])):
        raise ContentError([Problem("map", f"outlines.{kind}[{index}]", msg(
            "there is no vertex {vertex} of ring {ring}", vertex=vertex, ring=ring))])
    return outlines, polygons, rings


def _reshaped(map_data: MapData, outlines: MapOutlines, kind: str, index: int,
              polygons: list[OutlinePolygon], rings: list[list[Point]]) -> MapData:
    """``map_data`` with polygon ``index`` of ``kind`` made of ``rings``."""
    polygons[index] = tuple(tuple(r) for r in rings)
    return _with_outlines(map_data, _outlines({**outline_kinds(outlines), kind: polygons}))


def _point(point: Sequence[float]) -> Point:
    """``point`` rounded as the map files keep vertices."""
    return round(float(point[0]), _DECIMALS), round(float(point[1]), _DECIMALS)


def _check_on_map(map_data: MapData, field: str, points: Sequence[Point]) -> None:
    """Refuse ``points`` if any lies off the map (as the validator would)."""
    outside = [p for p in points if not map_contains(p, map_data.cols, map_data.rows)]
    if outside:
        x, y = outside[0]
        raise ContentError([Problem("map", field, msg(
            "{count} vertices lie off the map, the first at ({x}, {y})",
            count=len(outside), x=f"{x:g}", y=f"{y:g}"))])


def move_vertex(map_data: MapData, kind: str, index: int, ring: int, vertex: int,
                point: Sequence[float]) -> MapData:
    """``map_data`` with vertex ``vertex`` of ring ``ring`` of polygon ``index`` of ``kind``
    moved to ``point`` (or, if that lies off the map, the nearest point on it) [10.1].

    Raises:
        ContentError: if the map has no outlines or no such vertex.
    """
    outlines, polygons, rings = _checked_vertex(map_data, kind, index, ring, vertex)
    rings[ring][vertex] = _onto_map(_point(point), map_data.cols, map_data.rows)
    return _reshaped(map_data, outlines, kind, index, polygons, rings)


def insert_vertex(map_data: MapData, kind: str, index: int, ring: int, after: int,
                  point: Sequence[float]) -> MapData:
    """``map_data`` with a vertex at ``point`` on the edge from vertex ``after`` of ring
    ``ring`` of polygon ``index`` of ``kind`` to the next one [10.1].

    Raises:
        ContentError: if the map has no outlines, no such vertex, or ``point`` lies off the
            map.
    """
    outlines, polygons, rings = _checked_vertex(map_data, kind, index, ring, after)
    new = _point(point)
    _check_on_map(map_data, f"outlines.{kind}[{index}][{ring}]", [new])
    rings[ring].insert(after + 1, new)
    return _reshaped(map_data, outlines, kind, index, polygons, rings)


def remove_vertex(map_data: MapData, kind: str, index: int, ring: int, vertex: int) -> MapData:
    """``map_data`` without vertex ``vertex`` of ring ``ring`` of polygon ``index`` of
    ``kind`` [10.1]; its two edges become one.

    Raises:
        ContentError: if the map has no outlines, no such vertex, or the ring would be left
            with fewer than three vertices.
    """
    outlines, polygons, rings = _checked_vertex(map_data, kind, index, ring, vertex)
    if len(rings[ring]) <= 3:
        raise ContentError([Problem("map", f"outlines.{kind}[{index}][{ring}]", msg(
            "a ring needs three or more vertices"))])
    del rings[ring][vertex]
    return _reshaped(map_data, outlines, kind, index, polygons, rings)


def add_polygon(map_data: MapData, kind: str, ring: Sequence[Sequence[float]]) -> MapData:
    """``map_data`` with a polygon of ``kind`` bounded by ``ring`` (vertices rounded, repeats
    dropped) [10.1], joined with the polygons of its kind it overlaps
    (:func:`~cc_engine.content.outline_union.merge_overlapping`) or meets along an edge
    (:func:`~cc_engine.content.outline_union.merge_touching`). A map without outlines gets
    :func:`generated_outlines` first. The validator judges the shape like traced art.

    Raises:
        ContentError: if ``kind`` is unknown, or ``ring`` has fewer than three vertices,
            encloses no ground or has a vertex off the map.
    """
    _check_kind(kind)
    field = f"outlines.{kind}"
    points = [_point(p) for p in ring]
    if len(set(points)) < 3:
        raise ContentError([Problem("map", field, msg("a ring needs three or more vertices"))])
    _check_on_map(map_data, field, points)
    shape = _tidy(points)
    if not shape:
        raise ContentError([Problem("map", field, msg("the ring encloses no ground"))])
    map_data = with_generated_outlines(map_data)
    assert map_data.outlines is not None
    current = outline_kinds(map_data.outlines)
    xs, ys = [x for x, _ in shape], [y for _, y in shape]
    box = (min(xs) - SNAP, min(ys) - SNAP, max(xs) + SNAP, max(ys) + SNAP)
    before = set(current[kind])
    polygons = merge_overlapping((shape,), current[kind])
    merged = _joined_near(polygons, [polygon not in before for polygon in polygons], box)
    return _with_outlines(map_data, _outlines({**current, kind: merged}))


def edge_at(polygon: OutlinePolygon, point: Sequence[float],
            reach: float) -> tuple[int, int, Point] | None:
    """The edge of ``polygon`` nearest to ``point`` if it lies within ``reach``: its ring,
    the vertex it leaves (as :func:`insert_vertex` takes them) and the point of it nearest
    to ``point``."""
    here = (float(point[0]), float(point[1]))
    best: tuple[float, int, int, Point] | None = None
    for ring_index, ring in enumerate(polygon):
        for vertex, (a, b) in enumerate(zip(ring, (*ring[1:], *ring[:1]), strict=True)):
            near = _nearest_on_segment(here, a, b)
            distance = math.dist(near, here)
            if distance <= reach and (best is None or distance < best[0]):
                best = (distance, ring_index, vertex, near)
    return None if best is None else best[1:]
