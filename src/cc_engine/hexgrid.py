"""Hex grid of Combat Commander maps: hex ids, neighbours, distance, lines, compass and edges.

Conventions (CC rules 2.1, 2.2.2, 7.2; the reference map data uses the same ones):

* A hex id is a column letter followed by a row number, as printed on the maps: ``"A1"`` is the
  top-left hex and ``"O10"`` the bottom-right hex of a 15 x 10 map. Columns run left to right,
  rows top to bottom.
* Hexes are *flat-topped* and the grid is "odd-q": the columns B, D, F, ... (odd 0-based index)
  sit half a hex lower than A, C, E, ... Consequently a hex in column C (even) touches the rows
  ``r-1`` and ``r`` of its neighbouring columns, while a hex in column D (odd) touches rows ``r``
  and ``r+1``: C7 is adjacent to C6, C8, B6, B7, D6 and D7.
* The maths uses integer cube coordinates ``(q, r, s)`` with ``q + r + s == 0``.
* Compass directions follow rule 2.2.2: 1 is the top of the map, 4 the bottom, 2 and 3 the right,
  5 and 6 the left (1 = N, 2 = NE, 3 = SE, 4 = S, 5 = SW, 6 = NW).

>>> Hex.parse("C7").neighbours()
(Hex('C6'), Hex('D6'), Hex('D7'), Hex('C8'), Hex('B7'), Hex('B6'))
>>> Hex.parse("A1").distance(Hex.parse("O10"))
16
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Final, NamedTuple

from cc_engine.messages import msg

__all__ = [
    "COMPASS",
    "CubeOffset",
    "Hex",
    "HexGrid",
    "HexIdError",
    "MapEdge",
    "connected_parts",
]

_HEX_ID = re.compile(r"^([A-Z])([1-9][0-9]?)$")

CubeOffset = tuple[int, int, int]

#: Compass direction (2.2.2) -> cube offset for a flat-topped hex.
COMPASS: Final[dict[int, CubeOffset]] = {
    1: (0, -1, 1),  # N, towards row 1
    2: (1, -1, 0),  # NE
    3: (1, 0, -1),  # SE
    4: (0, 1, -1),  # S, towards the last row
    5: (-1, 1, 0),  # SW
    6: (-1, 0, 1),  # NW
}


class HexIdError(ValueError):
    """A text that is not a hex id such as ``"C7"``, or a hex that is not on the map."""


class Hex(NamedTuple):
    """One hex by 0-based column and row (``Hex(2, 6)`` is ``"C7"``).

    Ordering is column-major, which sorts hex ids the way the map prints them per column.
    A named tuple, so hashing and comparing are as fast as Python allows: hexes key most of
    the engine's tables.
    """

    col: int
    row: int

    @classmethod
    def parse(cls, text: str) -> Hex:
        """Parse a printed hex id (``"C7"``) into a :class:`Hex`.

        Raises:
            HexIdError: if ``text`` is not a column letter followed by a row number >= 1.
        """
        match = _HEX_ID.match(text)
        if match is None:
            raise HexIdError(msg("{text} is not a hex id (a column letter A-Z and a row number)",
                                 text=repr(text)))
        return cls(ord(match.group(1)) - ord("A"), int(match.group(2)) - 1)

    @property
    def id(self) -> str:
        """The printed hex id, e.g. ``"C7"``."""
        return f"{chr(ord('A') + self.col)}{self.row + 1}"

    def __str__(self) -> str:
        return self.id

    def __repr__(self) -> str:
        return f"Hex({self.id!r})"

    # --- cube coordinates -------------------------------------------------------------------

    @property
    def cube(self) -> CubeOffset:
        """Integer cube coordinates ``(q, r, s)`` of this hex."""
        q = self.col
        r = self.row - (self.col - (self.col & 1)) // 2
        return (q, r, -q - r)

    @classmethod
    def from_cube(cls, cube: CubeOffset) -> Hex:
        """The hex with the given cube coordinates."""
        q, r, _ = cube
        return cls(q, r + (q - (q & 1)) // 2)

    # --- adjacency and distance --------------------------------------------------------------

    def neighbour(self, direction: int) -> Hex:
        """The adjacent hex in compass ``direction`` 1-6 (it may be off the map)."""
        dq, dr, ds = COMPASS[direction]
        q, r, s = self.cube
        return Hex.from_cube((q + dq, r + dr, s + ds))

    def neighbours(self) -> tuple[Hex, ...]:
        """The six adjacent hexes in compass order 1-6 (some may be off the map)."""
        return tuple(self.neighbour(d) for d in range(1, 7))

    def direction_to(self, other: Hex) -> int | None:
        """The compass direction 1-6 of an adjacent ``other``, or None if it is not adjacent."""
        for direction in range(1, 7):
            if self.neighbour(direction) == other:
                return direction
        return None

    def is_adjacent(self, other: Hex) -> bool:
        """True when the two hexes share a hexside."""
        return self.distance(other) == 1

    def distance(self, other: Hex) -> int:
        """Number of hex steps between the two hexes (rule O20.2.2 counts range this way):
        the largest difference of their cube coordinates (:attr:`cube`), worked out inline
        (the computer players ask for it a million times a game)."""
        a_col, a_row = self
        b_col, b_row = other
        dq = a_col - b_col
        dr = (a_row - (a_col - (a_col & 1)) // 2) - (b_row - (b_col - (b_col & 1)) // 2)
        return max(abs(dq), abs(dr), abs(dq + dr))

    def ring(self, radius: int) -> tuple[Hex, ...]:
        """Hexes at exactly ``radius`` steps, clockwise from the north (off-map ones included)."""
        if radius < 0:
            raise ValueError("radius must be >= 0")
        if radius == 0:
            return (self,)
        q, r, s = self.cube
        dq, dr, ds = COMPASS[1]
        cube = (q + dq * radius, r + dr * radius, s + ds * radius)
        result: list[Hex] = []
        # Walking from the northern corner, the sides of the ring run SE, S, SW, NW, N, NE.
        for direction in (3, 4, 5, 6, 1, 2):
            sq, sr, ss = COMPASS[direction]
            for _ in range(radius):
                result.append(Hex.from_cube(cube))
                cube = (cube[0] + sq, cube[1] + sr, cube[2] + ss)
        return tuple(result)

    def within(self, radius: int) -> tuple[Hex, ...]:
        """Every hex at ``radius`` steps or fewer, this one first (off-map ones included)."""
        return tuple(h for k in range(radius + 1) for h in self.ring(k))

    def line_to(self, other: Hex) -> tuple[tuple[Hex, ...], ...]:
        """The hexes a centre-to-centre line from this hex to ``other`` passes through.

        Returns one entry per step (``distance + 1`` entries, this hex first, ``other`` last).
        An entry holds one hex, or two when the line runs exactly along the hexside between
        them at that step (a "hexspine" line, rule 10.1), in sorted order. The arithmetic is
        exact: no floating point, so the answer is the same on every machine.

        >>> [tuple(h.id for h in step) for step in Hex.parse("A2").line_to(Hex.parse("C2"))]
        [('A2',), ('B1', 'B2'), ('C2',)]
        """
        n = self.distance(other)
        if n == 0:
            return ((self,),)
        a = self.cube
        b = other.cube
        steps: list[tuple[Hex, ...]] = []
        for i in range(n + 1):
            # The sample point, scaled by n so that all coordinates are integers.
            point = tuple(a[k] * (n - i) + b[k] * i for k in range(3))
            steps.append(_cells_containing(point, n))
        return tuple(steps)


def _cells_containing(point: tuple[int, ...], scale: int) -> tuple[Hex, ...]:
    """Hexes whose cell contains the cube ``point / scale`` (one, or two or three on a border).

    A point ``p`` lies in the cell of centre ``c`` when, with ``d = p - c``, every pairwise
    difference ``|d_i - d_j|`` is at most 1 (the hexagon in cube space). Equality means the
    point lies on that cell's border.
    """
    base_q = point[0] // scale
    base_r = point[1] // scale
    cells = []
    for cq in (base_q - 1, base_q, base_q + 1, base_q + 2):
        for cr in (base_r - 1, base_r, base_r + 1, base_r + 2):
            cs = -cq - cr
            dq, dr, ds = point[0] - cq * scale, point[1] - cr * scale, point[2] - cs * scale
            if max(abs(dq - dr), abs(dr - ds), abs(ds - dq)) <= scale:
                cells.append(Hex.from_cube((cq, cr, cs)))
    return tuple(sorted(cells))


def connected_parts(hexes: Iterable[Hex]) -> tuple[tuple[Hex, ...], ...]:
    """The pieces ``hexes`` fall into when only adjacent hexes join: each piece sorted, the
    pieces in the order of their first hex.

    >>> [[h.id for h in part] for part in connected_parts(map(Hex.parse, ["C7", "A1", "C6"]))]
    [['A1'], ['C6', 'C7']]
    """
    todo = set(hexes)
    parts = []
    while todo:
        first = min(todo)
        todo.remove(first)
        part, frontier = [first], [first]
        while frontier:
            for other in frontier.pop().neighbours():
                if other in todo:
                    todo.remove(other)
                    part.append(other)
                    frontier.append(other)
        parts.append(tuple(sorted(part)))
    return tuple(parts)


class MapEdge(enum.Enum):
    """The four edges of a map, named as the map is printed (compass 1 is the top)."""

    TOP = "top"
    RIGHT = "right"
    BOTTOM = "bottom"
    LEFT = "left"

    @property
    def opposite(self) -> MapEdge:
        """The edge across the map: the enemy edge of a side whose friendly edge this is."""
        return _OPPOSITE[self]

    def flanks(self) -> tuple[MapEdge, MapEdge]:
        """The (left, right) flank edges of a side whose friendly edge is this one [7.2].

        A player seated at his friendly edge looks across the map towards the enemy edge;
        the edges at his left and right hands are the impassable flanks.
        """
        return _FLANKS[self]


_OPPOSITE: Final = {
    MapEdge.TOP: MapEdge.BOTTOM,
    MapEdge.BOTTOM: MapEdge.TOP,
    MapEdge.LEFT: MapEdge.RIGHT,
    MapEdge.RIGHT: MapEdge.LEFT,
}
_FLANKS: Final = {
    MapEdge.BOTTOM: (MapEdge.LEFT, MapEdge.RIGHT),
    MapEdge.TOP: (MapEdge.RIGHT, MapEdge.LEFT),
    MapEdge.LEFT: (MapEdge.TOP, MapEdge.BOTTOM),
    MapEdge.RIGHT: (MapEdge.BOTTOM, MapEdge.TOP),
}


#: :meth:`HexGrid.neighbours` by map size and hex.
_ON_MAP_NEIGHBOURS: dict[tuple[int, int, Hex], tuple[Hex, ...]] = {}


@dataclass(frozen=True, slots=True)
class HexGrid:
    """The rectangle of hexes of one map: ``cols`` lettered columns by ``rows`` numbered rows.

    >>> grid = HexGrid(15, 10)
    >>> len(grid), grid.contains(Hex.parse("O10")), grid.contains(Hex.parse("P1"))
    (150, True, False)
    """

    cols: int = 15
    rows: int = 10

    def __post_init__(self) -> None:
        if not (1 <= self.cols <= 26 and 1 <= self.rows <= 99):
            raise ValueError(f"a map has 1-26 columns and 1-99 rows, not {self.cols}x{self.rows}")

    def __len__(self) -> int:
        return self.cols * self.rows

    def __iter__(self) -> Iterator[Hex]:
        for col in range(self.cols):
            for row in range(self.rows):
                yield Hex(col, row)

    def contains(self, hex_: Hex) -> bool:
        """True when the hex lies on this map."""
        return 0 <= hex_.col < self.cols and 0 <= hex_.row < self.rows

    def parse(self, text: str) -> Hex:
        """Parse a hex id and check that it lies on this map.

        Raises:
            HexIdError: if ``text`` is not a hex id or the hex is off this map.
        """
        hex_ = Hex.parse(text)
        if not self.contains(hex_):
            raise HexIdError(msg("{hex} is off the map (A1-{last})", hex=text, last=self.last.id))
        return hex_

    @property
    def last(self) -> Hex:
        """The bottom-right hex (``O10`` on a standard map)."""
        return Hex(self.cols - 1, self.rows - 1)

    def neighbours(self, hex_: Hex) -> tuple[Hex, ...]:
        """The on-map hexes adjacent to ``hex_``, in compass order (worked out once per map
        size and hex: movement and sight ask for them all the time)."""
        key = (self.cols, self.rows, hex_)
        found = _ON_MAP_NEIGHBOURS.get(key)
        if found is None:
            found = _ON_MAP_NEIGHBOURS[key] = tuple(
                h for h in hex_.neighbours() if self.contains(h))
        return found

    def ring(self, center: Hex, radius: int) -> tuple[Hex, ...]:
        """The on-map hexes at exactly ``radius`` steps from ``center``."""
        return tuple(h for h in center.ring(radius) if self.contains(h))

    def within(self, center: Hex, radius: int) -> tuple[Hex, ...]:
        """The on-map hexes at ``radius`` steps or fewer from ``center``."""
        return tuple(h for h in center.within(radius) if self.contains(h))

    # --- edges (2.2, 7.2) -------------------------------------------------------------------

    def hexes_from_edge(self, hex_: Hex, edge: MapEdge) -> int:
        """Number of hexes lying between ``hex_`` and the map ``edge`` (0 for an edge hex).

        Rule O23.3 compares this count when a unit retreats towards its friendly edge.
        """
        if edge is MapEdge.TOP:
            return hex_.row
        if edge is MapEdge.BOTTOM:
            return self.rows - 1 - hex_.row
        if edge is MapEdge.LEFT:
            return hex_.col
        return self.cols - 1 - hex_.col

    def edge_hexes(self, edge: MapEdge) -> tuple[Hex, ...]:
        """The hexes along ``edge``: the first or last row or column."""
        return tuple(h for h in self if self.hexes_from_edge(h, edge) == 0)

    def hexes_within_depth(self, edge: MapEdge, depth: int) -> tuple[Hex, ...]:
        """The hexes at most ``depth`` hexes in from ``edge`` (depth 1 is the edge row)."""
        return tuple(h for h in self if self.hexes_from_edge(h, edge) < depth)

    def is_edge_hex(self, hex_: Hex, edge: MapEdge) -> bool:
        """True when ``hex_`` lies along ``edge``, so a unit there can step off it [7.2]."""
        return self.contains(hex_) and self.hexes_from_edge(hex_, edge) == 0
