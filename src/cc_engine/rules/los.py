"""Line of sight: the taut string between two centre dots, judged on the drawn terrain [10].

The string is the segment between the centre dots of the sighting and target hexes [10.1]. It
is tested against the outlines of the printed art (:func:`cc_engine.geometry.sight_outlines`:
woods, roofs, hill levels, Hindrance areas and orchard crowns; generated from the hexes for a
map without traced outlines) and the hexside features, in the *intervening* hexes only: each
outline is cut into its pieces inside each hex (:func:`cc_engine.content.outlines.hex_pieces`),
and terrain in or forming a side of the sighting or target hex never counts [10.1].

Hills [T88] are judged on their drawn levels: the string touching ground higher than both ends
in an intervening hex is blocked by the Hill [T88.3.3]; between different levels, touching
ground as high as the higher end (a Crest Line of that level) in an intervening hex blocks
[T88.3.2]. An Obstacle stands at its hex's level [T88.4, T88.4.1]; so does a Hindrance
[T88.5]. Then the Gully rule [T86] and the markers: a Blaze blocks through its whole hex
[10.2.1], Smoke hinders into, out of and through its hex [10.3.4]. Hindrances are not
cumulative [10.3.3].

Speed: the terrain part of every pair is worked out once per map (:class:`SightIndex`); a
terrain state (Smoke and Blaze) then only needs bit tests, so a whole table per state is cheap
(:class:`LosCache`). Results are reciprocal by construction: each unordered pair is judged once.

>>> from cc_engine.rules.los import Sight
>>> Sight.HINDERED.value
'hindered'
"""

from __future__ import annotations

import enum
import math
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Final, NamedTuple

from cc_engine.content.models import HexTerrainEntry, OutlinePolygon
from cc_engine.content.outlines import hex_pieces
from cc_engine.content.vocabulary import RULE_IDS, Feature, Terrain, display_name
from cc_engine.geometry import (
    Point,
    convex_hull,
    hex_center,
    hex_corners,
    hexside_segment,
    road_segments,
    sight_outlines,
    terrain_shapes,
)
from cc_engine.hexgrid import CubeOffset, Hex
from cc_engine.messages import Message, layout, msg
from cc_engine.rules.terrain import MapTerrain, TerrainState

__all__ = ["LosCache", "LosResult", "Sight", "SightIndex", "los", "los_cache",
           "touched_offsets"]

_EPS: Final = 1e-9
_NOTHING: Final = msg("nothing in the way")


class Sight(enum.Enum):
    """The verdict of a LOS check [10]."""

    CLEAR = "clear"
    HINDERED = "hindered"
    BLOCKED = "blocked"


@dataclass(frozen=True, slots=True)
class LosResult:
    """A LOS verdict with the hindrance, the hexes responsible, the reason and the rule ids."""

    sight: Sight
    hindrance: int = 0
    hexes: tuple[Hex, ...] = ()
    reason: str = _NOTHING
    rules: tuple[str, ...] = ("10.1",)

    @property
    def can_see(self) -> bool:
        """True unless blocked: a hindered LOS still sees [10.3]."""
        return self.sight is not Sight.BLOCKED

    def explain(self) -> Message:
        """E.g. ``'blocked: Woods in J8 at the same level [10.2, T88.4]'`` (a message)."""
        if self.sight is Sight.HINDERED:
            label = msg("hindered {hindrance}", hindrance=self.hindrance)
        elif self.sight is Sight.BLOCKED:
            label = msg("blocked")
        else:
            label = msg("clear")
        return layout("{sight}: {reason} [{rules}]", sight=label, reason=self.reason,
                      rules=", ".join(self.rules))


_CLEAR: Final = LosResult(Sight.CLEAR)
_SAME_HEX: Final = LosResult(Sight.CLEAR, reason=msg("same hex"))


# --- which hexes a string touches ------------------------------------------------------------


@lru_cache(maxsize=4096)
def touched_offsets(offset: CubeOffset) -> tuple[CubeOffset, ...]:
    """Cube offsets of the hexes whose closed cell the segment from 0 to ``offset`` touches.

    The endpoints' own hexes are left out; the rest are sorted by where the string first
    reaches them. Exact integer arithmetic, and the same for every pair with this offset
    (the grid is translation invariant), so it is computed once per offset; and once for
    the twelve offsets that the grid's rotations and reflections turn into each other.

    >>> touched_offsets((2, -1, -1))  # along the hexside between two hexes
    ((1, -1, 0), (1, 0, -1))
    """
    canonical, turn = max((_turned(offset, t), t) for t in _TURNS)
    back = _TURNS[_INVERSE[turn]]
    found = sorted((t, _turned(cell, back)) for t, cell in _touched_canonical(canonical))
    return tuple(cell for _, cell in found)


#: The twelve symmetries of the hex grid as (coordinate order, sign) on cube coordinates:
#: the six rotations by 60 degrees, and each followed by a reflection.
_TURNS: Final = tuple(
    (order, sign)
    for order, sign in (((0, 1, 2), 1), ((1, 2, 0), -1), ((2, 0, 1), 1), ((0, 1, 2), -1),
                        ((1, 2, 0), 1), ((2, 0, 1), -1), ((0, 2, 1), 1), ((2, 1, 0), -1),
                        ((1, 0, 2), 1), ((0, 2, 1), -1), ((2, 1, 0), 1), ((1, 0, 2), -1)))


def _turned(cell: CubeOffset, turn: tuple[tuple[int, int, int], int]) -> CubeOffset:
    (i, j, k), sign = turn
    return sign * cell[i], sign * cell[j], sign * cell[k]


def _inverse_of(turn: tuple[tuple[int, int, int], int]) -> tuple[tuple[int, int, int], int]:
    order, sign = turn
    inverse = [0, 0, 0]
    for position, source in enumerate(order):
        inverse[source] = position
    return (inverse[0], inverse[1], inverse[2]), sign


_INVERSE: Final = {turn: _TURNS.index(_inverse_of(turn)) for turn in _TURNS}


@lru_cache(maxsize=1024)
def _touched_canonical(offset: CubeOffset) -> tuple[tuple[float, CubeOffset], ...]:
    """The cells of :func:`touched_offsets` with where the string first reaches each."""
    dq, dr, ds = offset
    n = max(abs(dq), abs(dr), abs(ds))
    if n <= 1:
        return ()
    found: list[tuple[float, CubeOffset]] = []
    seen: set[CubeOffset] = set()
    for i in range(n + 1):
        # Sample points and their neighbourhoods cover every cell the segment can touch.
        base_q = (dq * i) // n
        base_r = (dr * i) // n
        for cq in range(base_q - 1, base_q + 3):
            for cr in range(base_r - 1, base_r + 3):
                cell = (cq, cr, -cq - cr)
                if cell in seen or cell == (0, 0, 0) or cell == offset:
                    continue
                seen.add(cell)
                entry = _first_touch(offset, cell)
                if entry is not None:
                    found.append((entry[0] / entry[1], cell))
    return tuple(found)


def _first_touch(offset: CubeOffset, cell: CubeOffset) -> tuple[int, int] | None:
    """The smallest ``t`` in [0, 1] (as a fraction) where ``t * offset`` lies in ``cell``.

    With ``d = t * offset - cell``, the point is in the closed cell when every pairwise
    difference of ``d``'s coordinates lies in [-1, 1]: three bands, each an interval of ``t``.
    """
    low_num, low_den = 0, 1
    high_num, high_den = 1, 1
    for i, j in ((0, 1), (1, 2), (2, 0)):
        alpha = offset[i] - offset[j]
        beta = cell[i] - cell[j]
        if alpha == 0:
            if abs(beta) > 1:
                return None
            continue
        lo_num, hi_num = beta - 1, beta + 1  # alpha * t in [beta - 1, beta + 1]
        if alpha < 0:
            lo_num, hi_num = -hi_num, -lo_num
            alpha = -alpha
        if lo_num * low_den > low_num * alpha:
            low_num, low_den = lo_num, alpha
        if hi_num * high_den < high_num * alpha:
            high_num, high_den = hi_num, alpha
    if low_num * high_den > high_num * low_den:
        return None
    return low_num, low_den


@lru_cache(maxsize=8192)
def _steps(offset: CubeOffset, odd: int) -> tuple[tuple[int, int], ...]:
    """:func:`touched_offsets` as (column, row) steps from a hex in an even (``odd`` 0) or
    odd (``odd`` 1) column: hexes are numbered column by column, so these are cheap to add."""
    return tuple((dq, dr + (odd + dq) // 2) for dq, dr, _ in touched_offsets(offset))


# --- the static (terrain-only) part, once per map ---------------------------------------------


#: The outline kinds that are LOS Obstacles [T99, T82] and Hindrances [T81, T85, T89, T91],
#: with the terrain whose chart entry gives their effect.
_OBSTACLE_KINDS: Final = (("woods", Terrain.WOODS), ("buildings", Terrain.BUILDING))
_HINDRANCE_KINDS: Final = (("brush", Terrain.BRUSH), ("field", Terrain.FIELD),
                           ("marsh", Terrain.MARSH), ("orchard_trees", Terrain.ORCHARD))


@dataclass(frozen=True, slots=True)
class _Shape:
    """A piece of drawn art inside one hex, reduced to what a straight string needs: its hull
    and two circles (a line crosses a connected piece exactly when it crosses its hull), with
    what it is and the words that name it."""

    hull: tuple[Point, ...]
    cx: float
    cy: float
    inner: float
    outer: float
    entry: HexTerrainEntry | None = None
    label: str = ""
    level: int = 0


def _reduce(points: list[tuple[float, float]] | tuple[Point, ...],
            entry: HexTerrainEntry | None = None, label: str = "", level: int = 0) -> _Shape:
    """A piece (given by points on or around it) as its hull and two circles round the
    hull's centroid: a line farther than the outer one misses it, one nearer than the inner
    one crosses it, and only lines in between need the hull's corners."""
    hull = convex_hull(Point(x, y) for x, y in points)
    cx = sum(p.x for p in hull) / len(hull)
    cy = sum(p.y for p in hull) / len(hull)
    center = Point(cx, cy)
    outer = max(math.hypot(p.x - cx, p.y - cy) for p in hull)
    inner = (min(_point_line_distance(center, p, q)
                 for p, q in zip(hull, hull[1:] + hull[:1], strict=True))
             if len(hull) >= 3 else -1.0)
    return _Shape(hull, cx, cy, inner, outer, entry, label, level)


def _point_line_distance(c: Point, p: Point, q: Point) -> float:
    length = math.hypot(q.x - p.x, q.y - p.y)
    if length == 0.0:
        return math.hypot(c.x - p.x, c.y - p.y)
    return abs((q.x - p.x) * (c.y - p.y) - (q.y - p.y) * (c.x - p.x)) / length


class _Static(NamedTuple):
    """The terrain verdict of one pair and the hexes its string touches (for the markers).

    A named tuple: one is made for every pair of the map, and these are quick to make."""

    result: LosResult
    touched: int  # bit mask of the intervening hexes (bit i = the map's i-th hex)
    ordered: tuple[int, ...]  # the same hexes' numbers, nearest the lower hex first


@dataclass(frozen=True, slots=True)
class _Side:
    """A hexside feature that matters to LOS, ready for the string test."""

    pair: frozenset[Hex]
    hexes: tuple[Hex, Hex]
    ends: tuple[int, int]
    p: Point
    q: Point
    obstacle: bool
    hindrance: int
    level: int
    name: str
    rule: str


class SightIndex:
    """Everything about a map that LOS needs, and the terrain-only verdict of each pair.

    Hexes are numbered column by column; the per-pair work uses those numbers and plain
    lists, which keeps a whole map's table to a fraction of a second.
    """

    def __init__(self, terrain: MapTerrain) -> None:
        self.terrain = terrain
        grid = terrain.grid
        self.hexes = tuple(grid)
        self._rows, self._cols = grid.rows, grid.cols
        self.bit = {h: 1 << i for i, h in enumerate(self.hexes)}
        self._cube = [h.cube for h in self.hexes]
        self._axial = [(q, r) for q, r, _ in self._cube]
        self._centers = [hex_center(h) for h in self.hexes]
        self._level = [terrain.elevation(h) for h in self.hexes]
        self._gully = [terrain.terrain(h) is Terrain.GULLY for h in self.hexes]
        self._road = [terrain.has_feature(h, Feature.ROAD) for h in self.hexes]
        self._railway = [terrain.has_feature(h, Feature.RAILWAY) for h in self.hexes]
        self._rail_labels = [msg("{feature} in {hex}", feature=display_name(Feature.RAILWAY),
                                 hex=h.id) if rail else ""
                             for h, rail in zip(self.hexes, self._railway, strict=True)]
        count = len(self.hexes)
        index = {h: i for i, h in enumerate(self.hexes)}
        self._index = index
        self._obstacles: list[list[_Shape]] = [[] for _ in range(count)]
        self._hindrances: list[list[_Shape]] = [[] for _ in range(count)]
        # Hill pieces per hex, the highest level first, and the highest level in each hex.
        self._hills: list[list[_Shape]] = [[] for _ in range(count)]
        self._top = [0] * count
        self._add_outlines(terrain)
        # Hexside features per hex: those that block [T83, T87, T97] and those that hinder.
        self._walls: list[list[_Side]] = [[] for _ in range(count)]
        self._fences: list[list[_Side]] = [[] for _ in range(count)]
        for pair, feature in terrain.hexsides().items():
            entry = terrain.hexside_entry(feature)
            if entry.los == "clear":
                continue
            a, b = sorted(pair)
            p, q = hexside_segment(a, b)
            side = _Side(pair, (a, b), (index[a], index[b]), p, q, entry.los == "obstacle",
                         entry.hindrance,
                         min(terrain.elevation(a), terrain.elevation(b)),
                         msg("{hexside} on {a}/{b}", hexside=display_name(feature), a=a.id,
                             b=b.id), RULE_IDS[feature])
            for hex_ in pair:
                (self._walls if side.obstacle else self._fences)[index[hex_]].append(side)
        self._rails: list[list[tuple[Point, Point]]] = [[] for _ in range(count)]
        for segment in road_segments(terrain.map):
            if segment.feature is Feature.RAILWAY:
                self._rails[index[Hex.parse(segment.hex_id)]].append(
                    (segment.start, segment.end))
        self._railway_hindrance = next(
            (f.hindrance for f in terrain.chart.features if f.id is Feature.RAILWAY), 0)
        # Hexes where a string can be blocked, and where it can be hindered.
        self._blocking = [bool(self._hills[i] or self._obstacles[i] or self._walls[i])
                          for i in range(count)]
        self._hindering = [bool(self._hindrances[i] or self._fences[i] or self._rails[i])
                           for i in range(count)]
        self._statics: dict[tuple[Hex, Hex], _Static] = {}
        self._routes: dict[tuple[int, int, int], tuple[tuple[int, ...], int, int, int, int]] = {}
        # Verdicts (and their reason messages) made once and shared by every pair they fit.
        self._made: dict[tuple[object, ...], LosResult] = {}

    def _add_outlines(self, terrain: MapTerrain) -> None:
        """Cut the map's outlines into their pieces in each hex [10.1, T88.3.1]."""
        map_data = terrain.map
        outlines = sight_outlines(map_data)
        traced = map_data.outlines is not None
        entries = {e.id: e for e in terrain.chart.hexes}
        rows, cols = self._rows, self._cols

        def pieces(polygons: tuple[OutlinePolygon, ...],
                   kind_name: str) -> Iterator[tuple[int, str, list[tuple[float, float]]]]:
            for number, polygon in enumerate(polygons, start=1):
                for (col, row), found in hex_pieces(polygon, cols, rows).items():
                    i = col * rows + row
                    label = (msg("{art} {number} in {hex}", art=kind_name, number=number,
                                 hex=self.hexes[i].id) if traced else
                             msg("{art} in {hex}", art=kind_name, hex=self.hexes[i].id))
                    for piece in found:
                        yield i, label, piece

        for kinds, target in ((_OBSTACLE_KINDS, self._obstacles),
                              (_HINDRANCE_KINDS, self._hindrances)):
            for kind, terrain_id in kinds:
                entry = entries[terrain_id]
                name = display_name(terrain_id)
                for i, label, piece in pieces(getattr(outlines, kind), name):
                    target[i].append(_reduce(piece, entry, label))
        for shape in terrain_shapes(map_data):
            if shape.part == "deck":  # a bridge deck hinders [T80]
                i = self._index[Hex.parse(shape.hex_id)]
                self._hindrances[i].append(_reduce(
                    shape.polygon, entries[Terrain.BRIDGE],
                    msg("{art} in {hex}", art=display_name(Terrain.BRIDGE), hex=shape.hex_id)))
        for key, polygons in outlines.hills.items():
            level = int(key)
            for i, label, piece in pieces(polygons, msg("level-{level} Hill", level=level)):
                self._hills[i].append(_reduce(piece, None, label, level))
        for i, h in enumerate(self.hexes):  # no outline has a level 4 [T88]
            for level in range(4, self._level[i] + 1):
                self._hills[i].append(_reduce(
                    hex_corners(h), None,
                    msg("{art} in {hex}", art=msg("level-{level} Hill", level=level),
                        hex=h.id), level))
        for i, hills in enumerate(self._hills):
            hills.sort(key=lambda shape: -shape.level)
            self._top[i] = hills[0].level if hills else 0

    def mask(self, hexes: Iterable[Hex]) -> int:
        """The bit mask of a set of hexes (bit i = the map's i-th hex, column by column)."""
        mask = 0
        for h in hexes:
            mask |= self.bit.get(h, 0)
        return mask

    def static(self, a: Hex, b: Hex) -> _Static:
        """The terrain-only verdict between ``a`` and ``b`` (memoised, reciprocal)."""
        key = (a, b) if a <= b else (b, a)
        found = self._statics.get(key)
        if found is None:
            found = self._judge(self._index[key[0]], self._index[key[1]])
            self._statics[key] = found
        return found

    def judge(self, a: Hex, b: Hex) -> LosResult:
        """The terrain-only verdict with the string drawn from ``a`` to ``b``, unmemoised.

        :meth:`static` always draws from the lower hex; this lets tests check that drawing
        the string the other way gives the same verdict (LOS is reciprocal [10.1]).
        """
        return self._judge(self._index[a], self._index[b]).result

    def statics(self) -> dict[tuple[Hex, Hex], _Static]:
        """The terrain verdicts worked out so far, by pair (lower hex first)."""
        return self._statics

    def all_statics(self) -> None:
        """Work out every pair of the map now."""
        hexes = self.hexes
        statics = self._statics
        for i, a in enumerate(hexes):
            for j in range(i + 1, len(hexes)):
                key = (a, hexes[j])
                if key not in statics:
                    statics[key] = self._judge(i, j)

    # --- judging one pair ---------------------------------------------------------------------

    def _judge(self, ia: int, ib: int) -> _Static:
        ordered = self._intervening(ia, ib)
        result = self._verdict(ia, ib, ordered)
        if result.sight is Sight.BLOCKED:
            return _Static(result, 0, ())  # no marker can open it [10.2.1, 10.3.4]
        mask = 0
        for i in ordered:
            mask |= 1 << i
        return _Static(result, mask, tuple(ordered))

    def _intervening(self, ia: int, ib: int) -> list[int]:
        """The numbers of the hexes between ``ia`` and ``ib`` that the string touches,
        nearest ``ia`` first [10.1]."""
        qa, ra = self._axial[ia]
        qb, rb = self._axial[ib]
        rows = self._rows
        col_a, row_a = divmod(ia, rows)
        key = (qb - qa, rb - ra, col_a & 1)
        route = self._routes.get(key)
        if route is None:
            route = self._routes[key] = self._route(key)
        deltas, low_col, high_col, low_row, high_row = route
        if (col_a + low_col >= 0 and col_a + high_col < self._cols
                and row_a + low_row >= 0 and row_a + high_row < rows):
            return [ia + d for d in deltas]  # every one of them is on the map
        return [ia + d for d, (dcol, drow) in zip(deltas, _steps(
            (key[0], key[1], -key[0] - key[1]), key[2]), strict=True)
            if 0 <= col_a + dcol < self._cols and 0 <= row_a + drow < rows]

    def _route(self, key: tuple[int, int, int]) -> tuple[tuple[int, ...], int, int, int, int]:
        """The intervening hexes of a string with this axial offset from a hex of this
        column parity, as hex-number deltas, with the span of columns and rows they reach
        (to tell when all of them lie on the map)."""
        steps = _steps((key[0], key[1], -key[0] - key[1]), key[2])
        if not steps:
            return (), 0, 0, 0, 0
        columns = [dcol for dcol, _ in steps]
        rows = [drow for _, drow in steps]
        return (tuple(dcol * self._rows + drow for dcol, drow in steps),
                min(columns), max(columns), min(rows), max(rows))

    def _verdict(self, ia: int, ib: int, ordered: list[int]) -> LosResult:
        if not ordered:
            return _CLEAR
        hexes, levels = self.hexes, self._level
        va, vb = levels[ia], levels[ib]
        low, high = (va, vb) if va <= vb else (vb, va)
        if self._gully[ia] or self._gully[ib]:
            hidden = self._in_gully(ia, ib)
            if hidden is not None:
                return hidden
        # Hills [T88.3]: ground drawn higher than both ends, or as high as the higher end
        # when the other is lower (its Crest Line), in an intervening hex is in the way.
        threshold = high if low < high else high + 1
        lower = ia if va < vb else ib  # only used when the levels differ
        line: _Line | None = None
        # First what blocks (most strings are blocked, and need no more) ...
        tops, roads, walls, blocking = self._top, self._road, self._walls, self._blocking
        for position, i in enumerate(ordered):
            if not blocking[i]:
                continue
            if line is None:
                line = _Line(self._centers[ia], self._centers[ib])
            if tops[i] >= threshold:
                for shape in self._hills[i]:
                    if shape.level < threshold:
                        break
                    if line.touches(shape):
                        return self._hill_blocks(i, shape, shape.level > high)
            obstacles = self._obstacles[i]
            if obstacles and not (roads[i] and self._along(ia, ib, ordered, position, roads)):
                for shape in obstacles:
                    if line.touches(shape):
                        blocked = self._obstacle_blocks(i, shape, levels[i], low, high, lower)
                        if blocked is not None:
                            return blocked
            # Hexside features of intervening hexes that are not sides of either end [10.1].
            for side in walls[i]:
                if side.level >= high and ia not in side.ends and ib not in side.ends \
                        and line.touches_segment(side.p, side.q):
                    return self._side_blocks(side)
        if va != vb:
            return _CLEAR  # lower mapboard Hindrances do not hinder a Hill's LOS [T88.5]
        # ... then the worst Hindrance at the level of both ends [10.3.3, T88.5].
        worst = _Worst()
        hindering = self._hindering
        for position, i in enumerate(ordered):
            if not hindering[i] or levels[i] != va:
                continue
            if line is None:
                line = _Line(self._centers[ia], self._centers[ib])
            hindrances = self._hindrances[i]
            if hindrances and not (roads[i] and self._along(ia, ib, ordered, position, roads)):
                for shape in hindrances:
                    entry = shape.entry
                    assert entry is not None
                    if entry.hindrance > worst.value and line.touches(shape):
                        worst.offer(entry.hindrance, (hexes[i],), shape.label, entry.rule)
            if self._railway[i] and not self._along(ia, ib, ordered, position,
                                                     self._railway) and any(
                    line.touches_segment(p, q) for p, q in self._rails[i]):
                worst.offer(self._railway_hindrance, (hexes[i],), self._rail_labels[i], "T92")
            for side in self._fences[i]:
                if side.level == va and side.hindrance > worst.value \
                        and ia not in side.ends and ib not in side.ends \
                        and line.touches_segment(side.p, side.q):
                    worst.offer(side.hindrance, side.hexes, side.name, side.rule)
        return worst.result(self._made)

    def _in_gully(self, ia: int, ib: int) -> LosResult | None:
        """A unit in a Gully is seen only from an adjacent hex (none intervene here) or a
        higher one, and sees only those [T86]."""
        levels = self._level
        for end, other in ((ia, ib), (ib, ia)):
            if self._gully[end] and levels[other] <= levels[end]:
                key = ("gully", end)
                made = self._made.get(key)
                if made is None:
                    made = self._made[key] = LosResult(
                        Sight.BLOCKED, 0, (self.hexes[end],),
                        msg("a unit in the Gully in {hex} is seen only from adjacent or "
                            "higher hexes", hex=self.hexes[end].id), ("T86",))
                return made
        return None

    def _side_blocks(self, side: _Side) -> LosResult:
        """An Obstacle hexside feature is in the way [10.1]."""
        key = ("side", side.pair)
        made = self._made.get(key)
        if made is None:
            made = self._made[key] = LosResult(
                Sight.BLOCKED, 0, side.hexes,
                msg("the {obstacle} is in the way", obstacle=side.name), ("10.1", side.rule))
        return made

    def _hill_blocks(self, i: int, hill: _Shape, higher: bool) -> LosResult:
        """The ``hill`` drawn in hex ``i`` is in the way: higher than both ends [T88.3.3], or
        its Crest Line hides the lower end [T88.3.2]."""
        key = ("hill", hill.label, hill.level, higher)
        made = self._made.get(key)
        if made is None:
            h = self.hexes[i]
            made = self._made[key] = (
                LosResult(Sight.BLOCKED, 0, (h,),
                          msg("the {hill} is higher than both ends", hill=hill.label),
                          ("T88.3.3",))
                if higher else
                LosResult(Sight.BLOCKED, 0, (h,),
                          msg("the Crest Line of the {hill} hides the lower end",
                              hill=hill.label), ("T88.3.1", "T88.3.2")))
        return made

    def _obstacle_blocks(
        self, i: int, shape: _Shape, level: int, low: int, high: int, lower: int
    ) -> LosResult | None:
        """Does the Obstacle ``shape`` touched in hex ``i`` (at the hex's ``level``) block?
        [10.2, T88.4, T88.4.1]."""
        h = self.hexes[i]
        entry = shape.entry
        assert entry is not None
        if level >= high:
            key: tuple[object, ...] = ("obstacle", shape.label, level == high, low == high == 0)
            made = self._made.get(key)
            if made is None:
                rules = ("10.2", entry.rule) if low == high == 0 else (
                    "10.2", entry.rule, "T88.4")
                reason = (msg("{obstacle} at the same level", obstacle=shape.label)
                          if level == high else
                          msg("{obstacle} higher up", obstacle=shape.label))
                made = self._made[key] = LosResult(Sight.BLOCKED, 0, (h,), reason, rules)
            return made
        lower_hex = self.hexes[lower]
        if low < high and low <= level and entry.blind_hex and lower_hex.is_adjacent(h):
            key = ("blind", shape.label, lower)
            made = self._made.get(key)
            if made is None:
                made = self._made[key] = LosResult(
                    Sight.BLOCKED, 0, (h, lower_hex),
                    msg("{hex} is the blind hex behind the lower {obstacle}",
                        hex=lower_hex.id, obstacle=shape.label), ("T88.4.1",))
            return made
        return None

    def _along(self, ia: int, ib: int, ordered: list[int], position: int,
               feature: list[bool]) -> bool:
        """Does the string follow a Road/Railway drawing all the way through the hex at
        ``position`` of ``ordered`` (the intervening hexes from ``ia`` to ``ib``)?

        The drawing runs from the centre dot to the middle of each hexside it crosses, so the
        string follows it exactly when it runs straight through the centre dot and the hexes
        before and after are joined to this one by the feature [T92, T93]. Straight runs
        never step along a hexside, so those neighbours are the ones before and after it.
        """
        here = ordered[position]
        before = ordered[position - 1] if position else ia
        after = ordered[position + 1] if position + 1 < len(ordered) else ib
        if not (feature[here] and feature[before] and feature[after]):
            return False
        cube = self._cube
        step_in = tuple(x - y for x, y in zip(cube[here], cube[before], strict=True))
        step_out = tuple(x - y for x, y in zip(cube[after], cube[here], strict=True))
        return step_in == step_out and max(map(abs, step_in)) == 1


class _Worst:
    """The single largest Hindrance met along a string [10.3.3]."""

    __slots__ = ("hexes", "reason", "rule", "value")

    def __init__(self) -> None:
        self.value = 0
        self.hexes: tuple[Hex, ...] = ()
        self.reason = ""
        self.rule = ""

    def offer(self, value: int, hexes: tuple[Hex, ...], reason: str, rule: str) -> None:
        if value > self.value:
            self.value, self.hexes, self.reason, self.rule = value, hexes, reason, rule

    def result(self, made: dict[tuple[object, ...], LosResult]) -> LosResult:
        """The verdict, shared with every other string hindered by the same thing."""
        if not self.value:
            return _CLEAR
        key = ("hindered", self.hexes, self.value, self.rule, self.reason)
        found = made.get(key)
        if found is None:
            found = made[key] = LosResult(
                Sight.HINDERED, self.value, self.hexes,
                msg("{hindrance} (hindrances do not add up)", hindrance=self.reason),
                ("10.3", self.rule, "10.3.3"))
        return found


class _Line:
    """The string between two centre dots: signed distances of points from its line."""

    __slots__ = ("ax", "ay", "length", "nx", "ny", "offset")

    def __init__(self, a: Point, b: Point) -> None:
        dx, dy = b.x - a.x, b.y - a.y
        self.length = math.hypot(dx, dy)
        self.nx, self.ny = -dy / self.length, dx / self.length
        self.offset = self.nx * a.x + self.ny * a.y
        self.ax, self.ay = a.x, a.y

    def side(self, x: float, y: float) -> float:
        return self.nx * x + self.ny * y - self.offset

    def touches(self, shape: _Shape) -> bool:
        """True when the string touches the shape (its endpoints lie beyond its hex)."""
        nx, ny, offset = self.nx, self.ny, self.offset
        distance = nx * shape.cx + ny * shape.cy - offset
        if distance > shape.outer + _EPS or -distance > shape.outer + _EPS:
            return False
        if -shape.inner <= distance <= shape.inner:
            return True
        values = [nx * x + ny * y for x, y in shape.hull]
        return min(values) <= offset + _EPS and max(values) >= offset - _EPS

    def touches_segment(self, p: Point, q: Point) -> bool:
        sp, sq = self.side(p.x, p.y), self.side(q.x, q.y)
        return not ((sp > _EPS and sq > _EPS) or (sp < -_EPS and sq < -_EPS))




# --- terrain states and the public entry points --------------------------------------------


class LosCache:
    """LOS of every hex pair of one map, per terrain state (Smoke and Blaze change it).

    The terrain-only part is computed once for the map; each terrain state then costs only
    bit tests. ``table(state)`` fills all pairs at once; :meth:`los` answers from it.
    """

    def __init__(self, terrain: MapTerrain, max_states: int = 8) -> None:
        self.terrain = terrain
        self.index = SightIndex(terrain)
        self._tables: dict[object, dict[tuple[Hex, Hex], LosResult]] = {}
        self._max_states = max_states

    def los(self, state: TerrainState, a: Hex, b: Hex) -> LosResult:
        """The LOS between ``a`` and ``b`` in ``state``, from the cached table."""
        key = (a, b) if a <= b else (b, a)
        return self.table(state)[key]

    def table(self, state: TerrainState) -> dict[tuple[Hex, Hex], LosResult]:
        """Every unordered pair (lower hex first) -> its LOS in ``state``."""
        table = self._tables.get(state.los_key)
        if table is None:
            table = self._tabulate(state)
            if len(self._tables) >= self._max_states:
                self._tables.pop(next(iter(self._tables)))
            self._tables[state.los_key] = table
        return table

    def _tabulate(self, state: TerrainState) -> dict[tuple[Hex, Hex], LosResult]:
        """The table of ``state``: the terrain verdicts, with markers looked at only where a
        string passes a Smoke or Blaze hex or ends in Smoke (the reference is
        :func:`los`)."""
        index = self.index
        index.all_statics()
        table: dict[tuple[Hex, Hex], LosResult] = {}
        smoky = frozenset(h for h, _ in state.smoke)
        marked = index.mask(smoky) | index.mask(state.blaze)
        for a in index.hexes:
            table[(a, a)] = _with_markers(index, state, a, a)
        blocked = Sight.BLOCKED
        for key, static in index.statics().items():
            result = static.result
            if result.sight is not blocked and (
                    static.touched & marked or key[0] in smoky or key[1] in smoky):
                result = _with_markers(index, state, *key)
            table[key] = result
        return table


#: The LosCache of the last few maps looked at, by the identity of the map's data and of the
#: Terrain Chart: games of one scenario in one process (a new game after another, the tests,
#: the benchmarks) read the same map data, and share its LOS tables.
_RECENT: OrderedDict[tuple[int, int], LosCache] = OrderedDict()
_RECENT_MAPS = 4


def los_cache(terrain: MapTerrain) -> LosCache:
    """The :class:`LosCache` of ``terrain``, shared by the rules and the computer players,
    and by every game whose terrain reads the same map data with the same Terrain Chart.

    It is kept on the terrain (one per game) and found by identity: a table keyed by the
    game's setting compared settings field by field (two games of one scenario are equal)
    at every look-up, which cost more than the look-up itself."""
    cache = terrain.sight_cache
    if isinstance(cache, LosCache):
        return cache
    key = (id(terrain.map), id(terrain.chart))
    cache = _RECENT.get(key)
    # A kept cache holds its map and chart alive, so their ids cannot name other objects.
    if cache is None or cache.terrain.map is not terrain.map or (
            cache.terrain.chart is not terrain.chart):
        cache = _RECENT[key] = LosCache(terrain)
        while len(_RECENT) > _RECENT_MAPS:
            _RECENT.popitem(last=False)
    else:
        _RECENT.move_to_end(key)
    terrain.sight_cache = cache
    return cache


def los(index: SightIndex, state: TerrainState, a: Hex, b: Hex) -> LosResult:
    """The LOS between ``a`` and ``b`` in ``state``, worked out directly (no state table).

    Use :class:`LosCache` for many queries; this is the reference it must agree with.
    """
    key = (a, b) if a <= b else (b, a)
    return _with_markers(index, state, *key)


def _with_markers(index: SightIndex, state: TerrainState, a: Hex, b: Hex) -> LosResult:
    if a == b:
        smoke = state.smoke_at(a)
        if smoke:
            return LosResult(Sight.HINDERED, smoke, (a,),
                             msg("Smoke {smoke} in {hex}", smoke=smoke, hex=a.id),
                             ("10.3.4", "T94"))
        return _SAME_HEX
    static = index.static(a, b)
    if static.result.sight is Sight.BLOCKED:
        return static.result
    if state.blaze and static.touched & index.mask(state.blaze):
        for i in static.ordered:
            h = index.hexes[i]
            if h in state.blaze:
                return _blaze_blocks(h)
    best = static.result
    for h, value in state.smoke:
        if value > best.hindrance and (h in (a, b) or index.bit[h] & static.touched):
            best = LosResult(Sight.HINDERED, value, (h,), _smoke_reason(value, h, h in (a, b)),
                             ("10.3.4", "T94", "10.3.3"))
    return best


@lru_cache(maxsize=1024)
def _blaze_blocks(hex_: Hex) -> LosResult:
    """A Blaze in ``hex_`` blocks the string (the same verdict for many pairs of a state)."""
    return LosResult(Sight.BLOCKED, 0, (hex_,), msg("Blaze in {hex} fills its hex", hex=hex_.id),
                     ("10.2.1", "T79"))


@lru_cache(maxsize=1024)
def _smoke_reason(value: int, hex_: Hex, at_an_end: bool) -> Message:
    """Why Smoke hinders a string (the same few texts for many pairs of a state)."""
    if at_an_end:
        return msg("Smoke {smoke} in {hex} hinders into or out of its hex "
                   "(hindrances do not add up)", smoke=value, hex=hex_.id)
    return msg("Smoke {smoke} in {hex} hinders through its hex (hindrances do not add up)",
               smoke=value, hex=hex_.id)
