"""Line of sight: the taut string between two centre dots, judged on the drawn terrain [10].

The string is the segment between the centre dots of the sighting and target hexes [10.1]. It
is tested against exactly the shapes the board draws (:func:`cc_engine.geometry.terrain_shapes`)
and the hexside features, in the *intervening* hexes only: terrain in or forming a side of the
sighting or target hex never counts [10.1]. On top of that come the Hill rules [T88] and the
Gully rule [T86], then the markers: a Blaze blocks through its whole hex [10.2.1], Smoke
hinders into, out of and through its hex [10.3.4]. Hindrances are not cumulative [10.3.3].

Hills are whole hexes at their level: the map data has no crest-line drawings, so every hex of
a Hill is its own Crest hex (see docs/rulings.md).

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
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from cc_engine.content.vocabulary import RULE_IDS, Feature, Terrain, display_name
from cc_engine.geometry import (
    Point,
    convex_hull,
    hex_center,
    hexside_segment,
    road_segments,
    sight_role,
    terrain_shapes,
)
from cc_engine.hexgrid import CubeOffset, Hex
from cc_engine.messages import Message, layout, msg
from cc_engine.rules.terrain import MapTerrain, TerrainState

__all__ = ["LosCache", "LosResult", "Sight", "SightIndex", "los", "touched_offsets"]

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
    (the grid is translation invariant), so it is computed once per offset.

    >>> touched_offsets((2, -1, -1))  # along the hexside between two hexes
    ((1, -1, 0), (1, 0, -1))
    """
    dq, dr, ds = offset
    n = max(abs(dq), abs(dr), abs(ds))
    if n <= 1:
        return ()
    found: list[tuple[tuple[int, int], CubeOffset]] = []
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
                    found.append((entry, cell))
    found.sort(key=lambda item: (item[0][0] * 1.0 / item[0][1], item[1]))
    return tuple(cell for _, cell in found)


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


# --- the static (terrain-only) part, once per map ---------------------------------------------


@dataclass(frozen=True, slots=True)
class _Shape:
    """A drawn shape reduced to what a straight string needs: its hull and two circles."""

    hull: tuple[Point, ...]
    cx: float
    cy: float
    inner: float
    outer: float


def _reduce(polygon: tuple[Point, ...], center: Point) -> _Shape:
    hull = convex_hull(polygon)
    outer = max(math.hypot(p.x - center.x, p.y - center.y) for p in hull)
    inner = min(_point_line_distance(center, p, q) for p, q in zip(hull, hull[1:] + hull[:1],
                                                                    strict=True))
    return _Shape(hull, center.x, center.y, inner, outer)


def _point_line_distance(c: Point, p: Point, q: Point) -> float:
    length = math.hypot(q.x - p.x, q.y - p.y)
    if length == 0.0:
        return math.hypot(c.x - p.x, c.y - p.y)
    return abs((q.x - p.x) * (c.y - p.y) - (q.y - p.y) * (c.x - p.x)) / length


@dataclass(frozen=True, slots=True)
class _Static:
    """The terrain verdict of one pair and the hexes its string touches (for the markers)."""

    result: LosResult
    touched: int  # bit mask of the intervening hexes (bit i = the map's i-th hex)
    ordered: tuple[int, ...]  # the same hexes' numbers, nearest the lower hex first


@dataclass(frozen=True, slots=True)
class _Side:
    """A hexside feature that matters to LOS, ready for the string test."""

    pair: frozenset[Hex]
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
        self._centers = [hex_center(h) for h in self.hexes]
        self._level = [terrain.elevation(h) for h in self.hexes]
        self._gully = [terrain.terrain(h) is Terrain.GULLY for h in self.hexes]
        self._road = [terrain.has_feature(h, Feature.ROAD) for h in self.hexes]
        self._railway = [terrain.has_feature(h, Feature.RAILWAY) for h in self.hexes]
        self._entries = [terrain.entry(h) for h in self.hexes]
        self._labels = [msg("{terrain} in {hex}", terrain=display_name(e.id), hex=h.id)
                        for e, h in zip(self._entries, self.hexes, strict=True)]
        self._rail_labels = [msg("{feature} in {hex}", feature=display_name(Feature.RAILWAY),
                                 hex=h.id) if rail else ""
                             for h, rail in zip(self.hexes, self._railway, strict=True)]
        count = len(self.hexes)
        self._obstacles: list[list[_Shape]] = [[] for _ in range(count)]
        self._hindrances: list[list[_Shape]] = [[] for _ in range(count)]
        index = {h: i for i, h in enumerate(self.hexes)}
        self._index = index
        for shape in terrain_shapes(terrain.map):
            role = sight_role(shape)
            if role is None:
                continue
            i = index[Hex.parse(shape.hex_id)]
            target = self._obstacles if role == "obstacle" else self._hindrances
            target[i].append(_reduce(shape.polygon, self._centers[i]))
        self._sides: list[list[_Side]] = [[] for _ in range(count)]
        for pair, feature in terrain.hexsides().items():
            entry = terrain.hexside_entry(feature)
            if entry.los == "clear":
                continue
            a, b = sorted(pair)
            p, q = hexside_segment(a, b)
            side = _Side(pair, p, q, entry.los == "obstacle", entry.hindrance,
                         min(terrain.elevation(a), terrain.elevation(b)),
                         msg("{hexside} on {a}/{b}", hexside=display_name(feature), a=a.id,
                             b=b.id), RULE_IDS[feature])
            for hex_ in pair:
                self._sides[index[hex_]].append(side)
        self._rails: list[list[tuple[Point, Point]]] = [[] for _ in range(count)]
        for segment in road_segments(terrain.map):
            if segment.feature is Feature.RAILWAY:
                self._rails[index[Hex.parse(segment.hex_id)]].append(
                    (segment.start, segment.end))
        self._railway_hindrance = next(
            (f.hindrance for f in terrain.chart.features if f.id is Feature.RAILWAY), 0)
        self._statics: dict[tuple[Hex, Hex], _Static] = {}
        # Verdicts (and their reason messages) made once and shared by every pair they fit.
        self._made: dict[tuple[object, ...], LosResult] = {}

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
        aq, ar, as_ = self._cube[ia]
        bq, br, bs = self._cube[ib]
        rows, cols = self._rows, self._cols
        ordered: list[int] = []
        mask = 0
        for dq, dr, _ in touched_offsets((bq - aq, br - ar, bs - as_)):
            col = aq + dq
            row = ar + dr + (col - (col & 1)) // 2
            if 0 <= col < cols and 0 <= row < rows:
                i = col * rows + row
                ordered.append(i)
                mask |= 1 << i
        return _Static(self._verdict(ia, ib, ordered), mask, tuple(ordered))

    def _verdict(self, ia: int, ib: int, ordered: list[int]) -> LosResult:
        if not ordered:
            return _CLEAR
        hexes, levels = self.hexes, self._level
        va, vb = levels[ia], levels[ib]
        low, high = (va, vb) if va <= vb else (vb, va)
        # Gully [T86]: seen only from an adjacent hex (none intervene here) or a higher one.
        for end, level, other_level in ((ia, va, vb), (ib, vb, va)):
            if self._gully[end] and other_level <= level:
                key: tuple[object, ...] = ("gully", end)
                made = self._made.get(key)
                if made is None:
                    made = self._made[key] = LosResult(
                        Sight.BLOCKED, 0, (hexes[end],),
                        msg("a unit in the Gully in {hex} is seen only from adjacent or "
                            "higher hexes", hex=hexes[end].id), ("T86",))
                return made
        # Hills [T88.3]: a hill as high as the higher end, or higher, is in the way.
        for i in ordered:
            level = levels[i]
            if level > high or (level == high and low < high):
                return self._hill_blocks(i, level > high)
        line = _Line(self._centers[ia], self._centers[ib])
        lower = ia if va < vb else ib  # only used when the levels differ
        same_level = va == vb
        worst = _Worst()
        sequence = [ia, *ordered, ib]
        for position, i in enumerate(ordered, start=1):
            level = levels[i]
            along_road = self._road[i] and self._along(sequence, position, self._road)
            if not along_road:
                for shape in self._obstacles[i]:
                    if line.touches(shape):
                        blocked = self._obstacle_blocks(i, level, low, high, lower)
                        if blocked is not None:
                            return blocked
                        break
            if not (same_level and level == va):
                continue  # lower mapboard Hindrances do not hinder a Hill's LOS [T88.5]
            if not along_road and any(line.touches(s) for s in self._hindrances[i]):
                entry = self._entries[i]
                worst.offer(entry.hindrance, (hexes[i],), self._labels[i], entry.rule)
            if self._railway[i] and any(line.touches_segment(p, q) for p, q in self._rails[i]) \
                    and not self._along(sequence, position, self._railway):
                worst.offer(self._railway_hindrance, (hexes[i],), self._rail_labels[i], "T92")
        # Hexside features of intervening hexes that are not sides of either end [10.1].
        ends = (hexes[ia], hexes[ib])
        seen: set[frozenset[Hex]] = set()
        for i in ordered:
            for side in self._sides[i]:
                if side.pair in seen or ends[0] in side.pair or ends[1] in side.pair:
                    continue
                seen.add(side.pair)
                if not line.touches_segment(side.p, side.q):
                    continue
                if side.obstacle and side.level >= high:
                    key = ("side", side.pair)
                    made = self._made.get(key)
                    if made is None:
                        made = self._made[key] = LosResult(
                            Sight.BLOCKED, 0, tuple(sorted(side.pair)),
                            msg("the {obstacle} is in the way", obstacle=side.name),
                            ("10.1", side.rule))
                    return made
                if not side.obstacle and same_level and side.level == va:
                    worst.offer(side.hindrance, tuple(sorted(side.pair)), side.name, side.rule)
        return worst.result(self._made)

    def _hill_blocks(self, i: int, higher: bool) -> LosResult:
        """The Hill in hex ``i`` is in the way: higher than both ends, or hiding the lower
        one [T88.3]."""
        key = ("hill", i, higher)
        made = self._made.get(key)
        if made is None:
            h, level = self.hexes[i], self._level[i]
            made = self._made[key] = (
                LosResult(Sight.BLOCKED, 0, (h,),
                          msg("the level-{level} Hill in {hex} is higher than both ends",
                              level=level, hex=h.id), ("T88.3.3",))
                if higher else
                LosResult(Sight.BLOCKED, 0, (h,),
                          msg("the level-{level} Hill in {hex} hides the lower end",
                              level=level, hex=h.id), ("T88.3.2",)))
        return made

    def _obstacle_blocks(
        self, i: int, level: int, low: int, high: int, lower: int
    ) -> LosResult | None:
        """Does an Obstacle touched in hex ``i`` (at ``level``) block? [10.2, T88.4, T88.4.1]."""
        h = self.hexes[i]
        entry = self._entries[i]
        if level >= high:
            key: tuple[object, ...] = ("obstacle", i, level == high, low == high == 0)
            made = self._made.get(key)
            if made is None:
                rules = ("10.2",) if low == high == 0 else ("10.2", "T88.4")
                reason = (msg("{obstacle} at the same level", obstacle=self._labels[i])
                          if level == high else
                          msg("{obstacle} higher up", obstacle=self._labels[i]))
                made = self._made[key] = LosResult(Sight.BLOCKED, 0, (h,), reason, rules)
            return made
        lower_hex = self.hexes[lower]
        if low < high and low <= level and entry.blind_hex and lower_hex.is_adjacent(h):
            key = ("blind", i, lower)
            made = self._made.get(key)
            if made is None:
                made = self._made[key] = LosResult(
                    Sight.BLOCKED, 0, (h, lower_hex),
                    msg("{hex} is the blind hex behind the lower {obstacle}",
                        hex=lower_hex.id, obstacle=self._labels[i]), ("T88.4.1",))
            return made
        return None

    def _along(self, sequence: list[int], position: int, feature: list[bool]) -> bool:
        """Does the string follow a Road/Railway drawing all the way through a hex?

        The drawing runs from the centre dot to the middle of each hexside it crosses, so the
        string follows it exactly when it runs straight through the centre dot and the hexes
        before and after are joined to this one by the feature [T92, T93]. Straight runs
        never step along a hexside, so those neighbours are the ones before and after it.
        """
        here = sequence[position]
        before, after = sequence[position - 1], sequence[position + 1]
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
        distance = abs(self.side(shape.cx, shape.cy))
        if distance > shape.outer + _EPS:
            return False
        if distance <= shape.inner:
            return True
        below = above = False
        for p in shape.hull:
            value = self.side(p.x, p.y)
            if value <= _EPS:
                below = True
            if value >= -_EPS:
                above = True
            if below and above:
                return True
        return False

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
            self.index.all_statics()
            table = {key: _with_markers(self.index, state, *key) for key in self._pairs()}
            if len(self._tables) >= self._max_states:
                self._tables.pop(next(iter(self._tables)))
            self._tables[state.los_key] = table
        return table

    def _pairs(self) -> Iterator[tuple[Hex, Hex]]:
        hexes = self.index.hexes
        for i, a in enumerate(hexes):
            yield (a, a)
            for b in hexes[i + 1:]:
                yield (a, b)


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
