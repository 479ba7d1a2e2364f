"""Editing a map's outlines: painted hexes get their art redrawn, so the map still validates
[10.1, T88.3.1, T99, T82]."""

from __future__ import annotations

from pathlib import Path

import pytest

from cc_engine.content.editing import blank_map, paint_terrain, set_elevation
from cc_engine.content.loading import ContentError, load_map
from cc_engine.content.models import MapData
from cc_engine.content.outline_editing import (
    cut_hex,
    delete_polygon,
    generated_outlines,
    move_vertex,
    outline_kinds,
    regenerate_hexes,
)
from cc_engine.content.outlines import hex_shares, map_contains, polygon_contains, ring_area
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
            len(outlines.brush)) == (3, 1, 1, 1)
    assert {k: len(v) for k, v in outlines.hills.items()} == {"1": 3, "2": 2}
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
