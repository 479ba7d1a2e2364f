"""Editing a map's outlines: painted hexes get their art redrawn, so the map still validates
[10.1, T88.3.1, T99, T82]."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from cc_engine.content.editing import blank_map, paint_terrain, set_elevation
from cc_engine.content.loading import ContentError, load_map
from cc_engine.content.models import MapData
from cc_engine.content.outline_editing import (
    add_polygon,
    cut_hex,
    delete_polygon,
    edge_at,
    generated_outlines,
    insert_vertex,
    move_vertex,
    outline_kinds,
    regenerate_hexes,
    remove_vertex,
)
from cc_engine.content.outline_union import merge_overlapping, merge_touching
from cc_engine.content.outlines import (
    HEX_AREA,
    hex_shares,
    map_contains,
    polygon_contains,
    ring_area,
)
from cc_engine.content.validation import outline_problems, validate_map
from cc_engine.content.vocabulary import Terrain
from cc_engine.geometry import hex_center, hex_corners
from cc_engine.hexgrid import Hex, HexGrid

MAPS = Path(__file__).resolve().parents[2] / "resources" / "maps"


def _map(name: str) -> MapData:
    return load_map(MAPS / f"{name}.json")


def _outline_problems(map_data: MapData) -> list[str]:
    return [f"{p.field}: {p.message}" for p in validate_map(map_data, "m.json")
            if p.field.startswith(("outlines", "hexes."))]


def _hexagon(hex_id: str) -> tuple[tuple[float, float], ...]:
    """The corners of a hex, rounded as the map files keep them."""
    return tuple((round(x, 3), round(y, 3)) for x, y in hex_corners(Hex.parse(hex_id)))


def test_painting_woods_and_open_ground_on_map01_keeps_it_valid() -> None:
    """H2 (woods, wholly inside a big traced wood) becomes open ground; C3 (open, next to
    woods) becomes woods: after regenerating, no outline problem, and the woods art lies
    where the hexes say."""
    shipped = _map("map01")
    assert outline_problems(shipped) == []
    painted = paint_terrain(paint_terrain(shipped, ["H2"], Terrain.OPEN_GROUND), ["C3"],
                            Terrain.WOODS)
    assert outline_problems(painted)  # the art now disagrees with the hexes
    fixed = regenerate_hexes(painted, ["H2", "C3"])
    assert _outline_problems(fixed) == []
    assert fixed.outlines is not None
    shares = hex_shares(fixed.outlines.woods, list(HexGrid(fixed.cols, fixed.rows)))
    assert shares.get(Hex.parse("H2"), 0.0) < 0.001  # vertices are rounded to 0.001
    assert shares[Hex.parse("C3")] > 0.5
    # The neighbours keep their art, and the rest of the map is untouched.
    old = hex_shares(shipped.outlines.woods if shipped.outlines else (),
                     list(HexGrid(15, 10)))
    for hex_id in ("H1", "H3", "G2", "I2", "J3"):
        assert shares[Hex.parse(hex_id)] == pytest.approx(old[Hex.parse(hex_id)], abs=0.01)
    assert fixed.outlines.buildings == shipped.outlines.buildings  # type: ignore[union-attr]
    assert painted.hexes == fixed.hexes  # only the outlines change


def test_a_map_without_outlines_gets_generated_ones_that_validate() -> None:
    map_data = paint_terrain(blank_map("m", "M", 6, 5), ["B2", "B3", "C2"], Terrain.WOODS)
    map_data = paint_terrain(map_data, ["E4"], Terrain.BUILDING)
    map_data = paint_terrain(map_data, ["A5"], Terrain.ORCHARD)
    map_data = paint_terrain(map_data, ["F1"], Terrain.BRUSH)
    map_data = set_elevation(map_data, ["D2", "D3"], 2)
    map_data = set_elevation(map_data, ["E2"], 1)
    outlines = generated_outlines(map_data)
    assert (len(outlines.woods), len(outlines.buildings), len(outlines.orchard_trees),
            len(outlines.brush)) == (1, 1, 1, 1)  # the three Woods hexes' canopies meet
    # Each hill level is one piece of ground, its boundary the Crest Line [T88.3.1].
    assert {k: len(v) for k, v in outlines.hills.items()} == {"1": 1, "2": 1}
    (level_1,) = outlines.hills["1"]
    assert len(level_1) == 1 and abs(ring_area(level_1[0])) == pytest.approx(3 * HEX_AREA,
                                                                             abs=0.01)
    with_outlines = map_data.model_copy(update={"outlines": outlines})
    assert _outline_problems(with_outlines) == []
    # Regenerating a map without outlines leaves it as it is.
    assert regenerate_hexes(map_data, ["B2"]) is map_data


def test_raising_a_hex_keeps_the_hill_levels_nested() -> None:
    base = set_elevation(blank_map("m", "M", 6, 5), ["C2", "C3", "D3"], 1)
    base = base.model_copy(update={"outlines": generated_outlines(base)})
    raised = set_elevation(base, ["C3"], 2)
    assert outline_problems(raised)  # the centre dot of C3 is drawn at level 1
    fixed = regenerate_hexes(raised, ["C3"])
    assert _outline_problems(fixed) == []
    assert fixed.outlines is not None
    c3 = tuple(hex_center(Hex.parse("C3")))
    assert any(polygon_contains(p, c3, 0.0) for p in fixed.outlines.hills["2"])
    # Every level-2 vertex lies on level 1.
    for polygon in fixed.outlines.hills["2"]:
        assert all(any(polygon_contains(b, v, 0.02) for b in fixed.outlines.hills["1"])
                   for v in polygon[0])
    # Lowered to 0 again: neither level reaches C3's centre.
    lowered = regenerate_hexes(set_elevation(fixed, ["C3"], 0), ["C3"])
    assert _outline_problems(lowered) == []
    assert lowered.outlines is not None
    assert not any(polygon_contains(p, c3, 0.0) for p in lowered.outlines.hills["1"])


def test_raising_a_hex_under_a_traced_hill() -> None:
    """Map 12's traced hills (three levels): a level-1 hex raised to 3, a level-3 hex
    lowered to 0."""
    shipped = _map("map12")
    levels = {h: v.elevation for h, v in shipped.hexes.items()}
    low = next(h for h, e in sorted(levels.items()) if e == 1)
    top = next(h for h, e in sorted(levels.items()) if e == 3)
    changed = set_elevation(set_elevation(shipped, [low], 3), [top], 0)
    fixed = regenerate_hexes(changed, [low, top], ["hills.1", "hills.2", "hills.3"])
    assert _outline_problems(fixed) == []


def test_cut_hex_makes_a_hole_or_pieces() -> None:
    big = (((0.0, 0.0), (6.0, -0.8), (6.0, 8.0), (0.0, 8.0)),)
    inside = Hex.parse("C3")  # wholly inside the big ring: a hole
    (holed,) = cut_hex(big, inside)
    assert len(holed) == 2
    assert ring_area(holed[0]) - abs(ring_area(holed[1])) == pytest.approx(
        abs(ring_area(big[0])) - 3 * 3**0.5 / 2, abs=0.01)
    edge = Hex.parse("E3")  # across the ring's right side: pieces around it
    pieces = cut_hex(big, edge)
    assert len(pieces) >= 2
    shares = hex_shares(pieces, [edge, Hex.parse("D3")])
    assert shares.get(edge, 0.0) < 0.001
    far = Hex.parse("K9")
    assert cut_hex(big, far) == [big]
    # A polygon wholly inside the hex is gone.
    assert cut_hex((tuple(hex_corners(inside)),), inside) == []


def test_delete_polygon_and_move_vertex() -> None:
    shipped = _map("map01")
    assert shipped.outlines is not None
    fewer = delete_polygon(shipped, "orchard_trees", 0)
    assert fewer.outlines is not None
    assert fewer.outlines.orchard_trees == shipped.outlines.orchard_trees[1:]
    assert shipped.outlines.orchard_trees[0] not in fewer.outlines.orchard_trees
    moved = move_vertex(shipped, "woods", 0, 0, 0, (1.0, 1.0))
    assert moved.outlines is not None
    assert moved.outlines.woods[0][0][0] == (1.0, 1.0)
    assert moved.outlines.woods[0][0][1:] == shipped.outlines.woods[0][0][1:]
    off = move_vertex(shipped, "woods", 0, 0, 0, (-5.0, -3.0))  # kept on the map
    assert off.outlines is not None
    assert map_contains(off.outlines.woods[0][0][0], 15, 10)
    with pytest.raises(ContentError, match="there is no polygon 99"):
        delete_polygon(shipped, "woods", 99)
    with pytest.raises(ContentError, match="is not a kind of outline"):
        delete_polygon(shipped, "roads", 0)
    with pytest.raises(ContentError, match="no outlines"):
        delete_polygon(blank_map("m", "M"), "woods", 0)
    assert len(outline_kinds(shipped.outlines)) == 9


def test_every_single_hex_repaint_of_map01_stays_valid() -> None:
    """Each Woods hex painted open and each open hex painted Woods, one at a time."""
    shipped = _map("map01")
    for hex_id, map_hex in sorted(shipped.hexes.items())[::3]:
        if map_hex.terrain not in (Terrain.WOODS, Terrain.OPEN_GROUND):
            continue
        terrain = Terrain.OPEN_GROUND if map_hex.terrain is Terrain.WOODS else Terrain.WOODS
        fixed = regenerate_hexes(paint_terrain(shipped, [hex_id], terrain), [hex_id])
        assert outline_problems(fixed) == [], hex_id


def test_a_wood_cut_around_a_painted_hex_stays_one_polygon() -> None:
    """Painting a Woods hex of map 1 open cuts it out of the traced wood; the pieces around
    the hex are joined again, so no two polygons of the result touch: the wood it split in
    two (if any) lies apart, not in pieces meeting along seams [10.1, T99]."""
    shipped = _map("map01")
    assert shipped.outlines is not None
    for hex_id, map_hex in sorted(shipped.hexes.items())[::2]:
        if map_hex.terrain is not Terrain.WOODS:
            continue
        painted = regenerate_hexes(paint_terrain(shipped, [hex_id], Terrain.OPEN_GROUND),
                                   [hex_id])
        assert painted.outlines is not None
        new = [p for p in painted.outlines.woods if p not in shipped.outlines.woods]
        points = [[v for ring in polygon for v in ring] for polygon in new]
        for i, a in enumerate(points):
            for b in points[i + 1:]:
                gap = min(math.dist(p, q) for p in a for q in b)
                assert gap > 0.1, f"{hex_id}: two pieces of one wood meet"
        assert outline_problems(painted) == [], hex_id
    # I4 lies inside the big wood: it used to leave six pieces, now one polygon with the
    # hexagon as a hole, covering what the wood did less I4's share.
    painted = regenerate_hexes(paint_terrain(shipped, ["I4"], Terrain.OPEN_GROUND), ["I4"])
    assert painted.outlines is not None
    assert len(painted.outlines.woods) == len(shipped.outlines.woods)
    grid = list(HexGrid(15, 10))
    before, after = (hex_shares(o.woods, grid) for o in (shipped.outlines, painted.outlines))
    assert sum(after.values()) == pytest.approx(
        sum(before.values()) - before[Hex.parse("I4")], abs=0.02)


def test_a_raised_hex_joins_its_hill_level() -> None:
    """A hex raised beside a hill joins that level's polygon: one Crest Line around three
    hexes, not a hexagon beside a hill [T88.3.1]."""
    base = set_elevation(blank_map("m", "M", 6, 5), ["C2", "C3"], 1)
    base = base.model_copy(update={"outlines": generated_outlines(base)})
    assert base.outlines is not None and len(base.outlines.hills["1"]) == 1
    raised = regenerate_hexes(set_elevation(base, ["D3"], 1), ["D3"])
    assert raised.outlines is not None and _outline_problems(raised) == []
    (hill,) = raised.outlines.hills["1"]
    assert len(hill) == 1 and abs(ring_area(hill[0])) == pytest.approx(3 * HEX_AREA, abs=0.01)
    # Every vertex of the Crest Line is a hex corner on its boundary (none inside).
    assert len(hill[0]) == 14


def test_merge_touching_joins_seams_and_leaves_overlaps() -> None:
    def square(x: float, y: float, size: float = 1.0) -> tuple[tuple[tuple[float, float],
                                                                   ...], ...]:
        return (((x, y), (x + size, y), (x + size, y + size), (x, y + size)),)

    # Eight squares around a ninth missing: one polygon with a hole.
    ring = [square(x, y) for x in range(3) for y in range(3) if (x, y) != (1, 1)]
    (joined,) = merge_touching(ring)
    assert [abs(ring_area(r)) for r in joined] == [9.0, 1.0]
    # A seam whose two sides differ by a rounding step (0.001) still joins; the seam's
    # ends in line with the outline are dropped.
    left = (((0.0, 0.0), (1.0, 0.0), (1.001, 1.0), (0.0, 1.0)),)
    right = (((1.0, 0.0), (2.0, 0.0), (2.0, 1.0), (1.0, 1.0)),)
    (both,) = merge_touching([left, right])
    assert len(both) == 1 and len(both[0]) == 4
    # Overlapping or only corner-touching squares are left as they are.
    overlapping = [square(0, 0), square(0.5, 0)]
    assert merge_touching(overlapping) == overlapping
    corner = [square(0, 0), square(1, 1)]
    assert merge_touching(corner) == corner
    # A T-junction: one side of a big square meets two small ones.
    (tee,) = merge_touching([square(0, 0, 2), square(2, 0), square(2, 1)])
    assert abs(ring_area(tee[0])) == pytest.approx(6.0) and len(tee[0]) == 4


def test_insert_and_remove_a_vertex() -> None:
    """A vertex added on an edge and taken away again; a ring keeps three vertices [10.1]."""
    shipped = _map("map01")
    assert shipped.outlines is not None
    ring = shipped.outlines.buildings[0][0]
    (ax, ay), (bx, by) = ring[0], ring[1]
    middle = ((ax + bx) / 2, (ay + by) / 2)
    found = edge_at(shipped.outlines.buildings[0], middle, 0.01)
    assert found is not None and found[:2] == (0, 0) and found[2] == pytest.approx(middle)
    assert edge_at(shipped.outlines.buildings[0], (middle[0] + 5, middle[1]), 0.01) is None
    added = insert_vertex(shipped, "buildings", 0, 0, 0, middle)
    assert added.outlines is not None
    new_ring = added.outlines.buildings[0][0]
    assert len(new_ring) == len(ring) + 1 and new_ring[0] == ring[0] and new_ring[2:] == ring[1:]
    assert new_ring[1] == pytest.approx(middle, abs=0.001)
    assert added.outlines.buildings[1:] == shipped.outlines.buildings[1:]
    assert remove_vertex(added, "buildings", 0, 0, 1) == shipped
    with pytest.raises(ContentError, match="off the map"):
        insert_vertex(shipped, "buildings", 0, 0, 0, (-3.0, -3.0))
    with pytest.raises(ContentError, match="there is no vertex 999 of ring 0"):
        insert_vertex(shipped, "buildings", 0, 0, 999, middle)
    # Down to a triangle, and no further: the refusal names the ring.
    triangle = shipped
    for _ in range(len(ring) - 3):
        triangle = remove_vertex(triangle, "buildings", 0, 0, 0)
    assert triangle.outlines is not None and len(triangle.outlines.buildings[0][0]) == 3
    with pytest.raises(ContentError, match="three or more vertices") as refused:
        remove_vertex(triangle, "buildings", 0, 0, 0)
    assert refused.value.problems[0].field == "outlines.buildings[0][0]"


def test_add_polygon_on_a_shipped_map_and_on_a_map_without_outlines() -> None:
    shipped = _map("map01")
    assert shipped.outlines is not None
    bush = ((6.0, 6.0), (7.0, 6.0), (6.5, 7.0))
    drawn = add_polygon(shipped, "brush", bush)
    assert drawn.outlines is not None
    assert drawn.outlines.brush == (*shipped.outlines.brush, (bush,))
    assert drawn.outlines.woods == shipped.outlines.woods
    assert _outline_problems(drawn) == []
    # A map without outlines gets the generated ones first, then the drawn shape.
    plain = paint_terrain(blank_map("plain", "Plain"), ["B2"], Terrain.WOODS)
    hill = add_polygon(plain, "hills.1", hex_corners(Hex.parse("F5")))
    assert hill.outlines is not None and len(hill.outlines.woods) == 1
    assert hill.outlines.hills["1"] == ((_hexagon("F5"),),)
    # The hexagon raises F5's centre dot: the validator wants F5 at level 1 [T88.3.1].
    assert any(p.startswith("hexes.F5.elevation") for p in _outline_problems(hill))
    assert _outline_problems(set_elevation(hill, ["F5"], 1)) == []
    # Bad input is refused, naming the field.
    for kind, ring, refusal in (
            ("woods", bush[:2], "three or more vertices"),
            ("woods", (bush[0], bush[0], bush[1], bush[1]), "three or more vertices"),
            ("woods", ((1.0, 1.0), (2.0, 2.0), (3.0, 3.0)), "encloses no ground"),
            ("woods", (*bush, (-4.0, 2.0)), "1 vertices lie off the map"),
            ("hills.4", bush, "is not a kind of outline"),
            ("roads", bush, "is not a kind of outline")):
        with pytest.raises(ContentError, match=refusal) as refused:
            add_polygon(shipped, kind, ring)
        assert refused.value.problems[0].field.startswith("outlines")


def test_two_drawn_hexagons_of_one_kind_are_one_polygon() -> None:
    """Marsh drawn over C3, then over D3 beside it: one polygon around both [10.1, T89]."""
    blank = blank_map("m", "M")
    once = add_polygon(blank, "marsh", _hexagon("C3"))
    twice = add_polygon(once, "marsh", _hexagon("D3"))
    assert twice.outlines is not None
    (marsh,) = twice.outlines.marsh
    assert len(marsh) == 1 and len(marsh[0]) == 10
    assert abs(ring_area(marsh[0])) == pytest.approx(2 * HEX_AREA, abs=0.01)
    # Another kind beside it stays apart.
    field = add_polygon(twice, "field", _hexagon("E3"))
    assert field.outlines is not None and field.outlines.marsh == twice.outlines.marsh
    assert len(field.outlines.field) == 1


def test_a_shape_drawn_over_one_of_its_kind_becomes_their_union() -> None:
    """Overlapping shapes of one kind are one piece of ground: a square drawn over a corner
    of another makes one outline of their union (eight corners, two where the edges cross),
    one over two others joins all three, one inside another leaves just the outer, and a
    shape apart stays apart [10.1]."""
    def square(x: float, y: float, size: float = 1.0) -> tuple[tuple[float, float], ...]:
        return ((x, y), (x + size, y), (x + size, y + size), (x, y + size))

    (union,) = merge_overlapping((square(0.5, 0.5),), [(square(0, 0),)])
    assert len(union) == 1 and abs(ring_area(union[0])) == pytest.approx(1.75)
    assert len(union[0]) == 8
    bridged = merge_overlapping((square(0.8, 0.2, 1.4),),
                                [(square(0, 0),), (square(5, 5),), (square(2, 0),)])
    # The union takes the place of the first it overlaps; the other square stays apart.
    assert len(bridged) == 2 and bridged[1] == (square(5, 5),) and len(bridged[0]) == 1
    # 1 + 1 + 1.96, less the two overlaps of 0.2 x 0.8.
    assert abs(ring_area(bridged[0][0])) == pytest.approx(3.64)
    inside = merge_overlapping((square(0.25, 0.25, 0.5),), [(square(0, 0),)])
    assert len(inside) == 1 and abs(ring_area(inside[0][0])) == pytest.approx(1.0)
    apart = merge_overlapping((square(3, 3),), [(square(0, 0),)])
    assert apart == [(square(0, 0),), (square(3, 3),)]
    # Through the designer's edit: woods drawn over the edge of a wood of map 1 make no
    # second polygon; the new shape lies inside the wood's new outline.
    shipped = _map("map01")
    assert shipped.outlines is not None
    def circle(x: float, y: float) -> tuple[tuple[float, float], ...]:
        return tuple((x + 0.3 * math.cos(a / 6 * math.pi), y + 0.3 * math.sin(a / 6 * math.pi))
                     for a in range(12))

    circles = [circle(x, y) for x, y in shipped.outlines.woods[0][0]]
    blob = next(c for c in circles
                if all(map_contains(p, shipped.cols, shipped.rows, 0.0) for p in c))
    drawn = add_polygon(shipped, "woods", blob)
    assert drawn.outlines is not None
    assert len(drawn.outlines.woods) == len(shipped.outlines.woods)
    assert any(all(polygon_contains(polygon, p, 0.002) for p in blob)
               for polygon in drawn.outlines.woods)

def test_a_canopy_drawn_over_open_ground_is_a_problem() -> None:
    """The validator judges drawn woods like traced art: a hex mostly under canopy must be a
    Woods hex [T99]."""
    shipped = _map("map01")
    assert shipped.hexes["N8"].terrain is Terrain.OPEN_GROUND
    drawn = add_polygon(shipped, "woods", hex_corners(Hex.parse("N8")))
    assert outline_problems(drawn) == [(
        "hexes.N8.terrain", "100 % of N8 lies under the Woods outlines (outlines.woods), so it "
        "should be a Woods hex")]
    assert _outline_problems(paint_terrain(drawn, ["N8"], Terrain.WOODS)) == []
