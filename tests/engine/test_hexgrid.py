"""Hex ids, neighbours, distance, rings, lines, compass and edges of CC maps."""

from __future__ import annotations

import math
from collections import deque
from itertools import combinations, pairwise

import pytest

from cc_engine.hexgrid import COMPASS, Hex, HexGrid, HexIdError, MapEdge

GRID = HexGrid(15, 10)
ALL_HEXES = list(GRID)


def ids(hexes: tuple[Hex, ...] | list[Hex]) -> set[str]:
    return {h.id for h in hexes}


# --- ids ------------------------------------------------------------------------------------


def test_standard_map_has_hexes_a1_to_o10() -> None:
    assert len(ALL_HEXES) == 150
    assert ALL_HEXES[0].id == "A1"
    assert ALL_HEXES[-1].id == "O10"
    assert GRID.last == Hex.parse("O10")


def test_ids_round_trip_for_every_hex() -> None:
    for hex_ in ALL_HEXES:
        assert Hex.parse(hex_.id) == hex_
        assert Hex.from_cube(hex_.cube) == hex_
        assert sum(hex_.cube) == 0


@pytest.mark.parametrize("text", ["", "A", "A0", "a1", "1A", "A100", "AA1", "C 7", "C07"])
def test_malformed_ids_are_rejected(text: str) -> None:
    with pytest.raises(HexIdError):
        Hex.parse(text)


@pytest.mark.parametrize("text", ["P1", "A11", "Z5"])
def test_off_map_ids_are_rejected_by_the_grid(text: str) -> None:
    with pytest.raises(HexIdError, match="off the map"):
        GRID.parse(text)


# --- neighbours: the reference convention -----------------------------------------------------


@pytest.mark.parametrize(
    ("hex_id", "expected"),
    [
        ("C7", {"C6", "C8", "B6", "B7", "D6", "D7"}),  # even-lettered column (A, C, E...)
        ("D7", {"D6", "D8", "C7", "C8", "E7", "E8"}),  # odd-lettered column sits half a hex lower
        ("A1", {"A2", "B1"}),
        ("O10", {"O9", "N9", "N10"}),
        ("B10", {"B9", "A10", "C10"}),
    ],
)
def test_known_adjacencies(hex_id: str, expected: set[str]) -> None:
    assert ids(GRID.neighbours(Hex.parse(hex_id))) == expected


def test_compass_directions_follow_rule_2_2_2() -> None:
    c7 = Hex.parse("C7")
    assert c7.neighbour(1).id == "C6"  # 1 = top of the map
    assert c7.neighbour(4).id == "C8"  # 4 = bottom
    assert {c7.neighbour(2).id, c7.neighbour(3).id} == {"D6", "D7"}  # 2 and 3 to the right
    assert {c7.neighbour(5).id, c7.neighbour(6).id} == {"B6", "B7"}  # 5 and 6 to the left
    assert c7.neighbour(2).id == "D6" and c7.neighbour(6).id == "B6"  # 2 and 6 are the upper


def test_opposite_directions_undo_each_other() -> None:
    for hex_ in ALL_HEXES:
        for direction in COMPASS:
            opposite = (direction + 2) % 6 + 1
            assert hex_.neighbour(direction).neighbour(opposite) == hex_
            assert hex_.direction_to(hex_.neighbour(direction)) == direction


def test_adjacency_is_symmetric_and_means_distance_one() -> None:
    for a, b in combinations(ALL_HEXES, 2):
        adjacent = b in a.neighbours()
        assert adjacent == (a in b.neighbours())
        assert adjacent == (a.distance(b) == 1) == a.is_adjacent(b)


# --- distance and rings -----------------------------------------------------------------------


def bfs_distances(start: Hex, grid: HexGrid) -> dict[Hex, int]:
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for nxt in grid.neighbours(here):
            if nxt not in seen:
                seen[nxt] = seen[here] + 1
                queue.append(nxt)
    return seen


def test_distance_counts_steps_across_the_map() -> None:
    # On a map wide enough that no shortest path needs to leave it, distance is BFS steps.
    big = HexGrid(26, 40)
    for start in (Hex.parse("M20"), Hex.parse("N20")):
        for hex_, steps in bfs_distances(start, big).items():
            if 6 <= hex_.col <= 19 and 7 <= hex_.row <= 33:
                assert start.distance(hex_) == steps, hex_


def test_range_examples() -> None:
    assert Hex.parse("A1").distance(Hex.parse("O10")) == 16
    assert Hex.parse("A1").distance(Hex.parse("O1")) == 14
    assert Hex.parse("C7").distance(Hex.parse("C7")) == 0
    assert Hex.parse("K8").distance(Hex.parse("M6")) == 3


def test_rings_have_six_times_radius_hexes_at_that_distance() -> None:
    center = Hex.parse("H5")
    for radius in range(0, 5):
        ring = center.ring(radius)
        assert len(ring) == max(1, 6 * radius)
        assert len(set(ring)) == len(ring)
        assert all(center.distance(h) == radius for h in ring)
    assert len(center.within(2)) == 19
    assert ids(GRID.ring(Hex.parse("A1"), 1)) == {"A2", "B1"}


# --- lines --------------------------------------------------------------------------------------


def reference_line(a: Hex, b: Hex) -> list[set[Hex]]:
    """The textbook float line, nudged both ways to find hexspine steps."""

    def cube_round(x: float, y: float, z: float) -> Hex:
        rx, ry, rz = round(x), round(y), round(z)
        dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
        if dx > dy and dx > dz:
            rx = -ry - rz
        elif dy > dz:
            ry = -rx - rz
        return Hex.from_cube((rx, ry, -rx - ry))

    n = a.distance(b)
    steps = []
    for i in range(n + 1):
        t = i / n if n else 0.0
        point = [a.cube[k] + (b.cube[k] - a.cube[k]) * t for k in range(3)]
        cells = set()
        for eps in ((1e-6, 2e-6, -3e-6), (-1e-6, -2e-6, 3e-6)):
            cells.add(cube_round(*(point[k] + eps[k] for k in range(3))))
        steps.append(cells)
    return steps


def test_lines_match_the_textbook_construction_for_all_pairs() -> None:
    for a in ALL_HEXES:
        for b in ALL_HEXES:
            line = a.line_to(b)
            assert [set(step) for step in line] == reference_line(a, b), (a, b)


def test_lines_are_reciprocal_and_step_through_adjacent_hexes() -> None:
    for a, b in combinations(ALL_HEXES, 2):
        line = a.line_to(b)
        assert line[0] == (a,) and line[-1] == (b,)
        assert len(line) == a.distance(b) + 1
        assert list(reversed(line)) == list(b.line_to(a))
        for i, step in enumerate(line):
            assert all(a.distance(h) == i for h in step)
        for here, nxt in pairwise(line):
            assert all(any(h.is_adjacent(n) for n in nxt) for h in here)


def test_line_along_a_hexside_reports_both_hexes() -> None:
    # A2 -> C2 runs exactly along the hexside between B1 and B2.
    line = Hex.parse("A2").line_to(Hex.parse("C2"))
    assert [ids(step) for step in line] == [{"A2"}, {"B1", "B2"}, {"C2"}]
    # A straight line down a column never touches two hexes at once.
    assert all(len(step) == 1 for step in Hex.parse("C1").line_to(Hex.parse("C10")))


def test_hexspine_steps_lie_on_the_shared_hexside() -> None:
    """Where a step holds two hexes, they are adjacent and the line's point is their border."""
    for a, b in combinations(ALL_HEXES, 2):
        for step in a.line_to(b):
            if len(step) == 2:
                assert step[0].is_adjacent(step[1])
            assert len(step) in (1, 2)


def test_geometric_midpoint_of_hexspine_step() -> None:
    # Pixel-space check of one hexspine: the line's midpoint is equidistant from both centres.
    def centre(h: Hex) -> tuple[float, float]:
        return 1.5 * h.col, math.sqrt(3) * (h.row + 0.5 * (h.col & 1))

    a, b = Hex.parse("D4"), Hex.parse("H6")
    line = a.line_to(b)
    n = a.distance(b)
    for i, step in enumerate(line):
        if len(step) == 2:
            (ax, ay), (bx, by) = centre(a), centre(b)
            px, py = ax + (bx - ax) * i / n, ay + (by - ay) * i / n
            d0 = math.dist((px, py), centre(step[0]))
            d1 = math.dist((px, py), centre(step[1]))
            assert d0 == pytest.approx(d1)


# --- edges and flanks [7.2] ---------------------------------------------------------------------


def test_edges_have_their_rows_and_columns() -> None:
    assert ids(GRID.edge_hexes(MapEdge.TOP)) == {f"{c}1" for c in "ABCDEFGHIJKLMNO"}
    assert ids(GRID.edge_hexes(MapEdge.BOTTOM)) == {f"{c}10" for c in "ABCDEFGHIJKLMNO"}
    assert ids(GRID.edge_hexes(MapEdge.LEFT)) == {f"A{r}" for r in range(1, 11)}
    assert ids(GRID.edge_hexes(MapEdge.RIGHT)) == {f"O{r}" for r in range(1, 11)}
    assert len(GRID.hexes_within_depth(MapEdge.LEFT, 3)) == 30
    assert len(GRID.hexes_within_depth(MapEdge.BOTTOM, 2)) == 30


def test_hexes_from_edge_is_the_shortest_walk_to_the_edge() -> None:
    for edge in MapEdge:
        for hex_ in ALL_HEXES:
            steps = min(hex_.distance(e) for e in GRID.edge_hexes(edge))
            assert GRID.hexes_from_edge(hex_, edge) == steps


def test_opposite_edges_and_flanks() -> None:
    assert MapEdge.TOP.opposite is MapEdge.BOTTOM
    assert MapEdge.LEFT.opposite is MapEdge.RIGHT
    # Seated at the bottom edge looking up the map: left hand is the map's left edge.
    assert MapEdge.BOTTOM.flanks() == (MapEdge.LEFT, MapEdge.RIGHT)
    # Seated at the top edge looking down: the map's right edge is at his left hand.
    assert MapEdge.TOP.flanks() == (MapEdge.RIGHT, MapEdge.LEFT)
    assert MapEdge.LEFT.flanks() == (MapEdge.TOP, MapEdge.BOTTOM)
    for edge in MapEdge:
        left, right = edge.flanks()
        assert {left, right, edge, edge.opposite} == set(MapEdge)
        # Two players facing each other have each other's flanks mirrored.
        assert edge.opposite.flanks() == (right, left)
