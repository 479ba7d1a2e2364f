"""Tracing orchards from a picture of a printed map (issue 36): crowns, small separate blobs
of a wood's green or of a colour the author picks, are orchard_trees outlines and make the
open hex holding them an Orchard [T91]; a big blob of the same colour is a wood [T99].
The pictures are painted here pixel by pixel under a known transform, 40 px a hex."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from cc_engine.content.editing import blank_map, paint_terrain
from cc_engine.content.models import MapData
from cc_engine.content.validation import outline_problems
from cc_engine.content.vocabulary import Terrain
from cc_engine.geometry import hex_center
from cc_engine.hexgrid import Hex
from cc_engine.tracing import DEFAULT_REFERENCES, Affine, Raster, Reference, trace_map

COLS, ROWS = 4, 3
AFFINE = Affine(40.0, 0.0, 45.0, 0.0, 40.0, 45.0)
GROUND = (222, 222, 170)
WOODS = (52, 110, 48)
HILL = (210, 180, 130)
#: Crowns in rows around a centre dot, as the printed maps draw an Orchard.
ROWS_OF_CROWNS = ((-0.44, -0.26), (0.0, -0.26), (0.44, -0.26), (-0.22, 0.26), (0.22, 0.26))
CROWN = 0.11

Point = tuple[float, float]
Inside = Callable[[Point], bool]
Shape = tuple[Inside, tuple[int, int, int]]


def _centre(hex_id: str) -> Point:
    centre = hex_center(Hex.parse(hex_id))
    return centre.x, centre.y


def _disc(centre: Point, radius: float) -> Inside:
    return lambda p: math.dist(p, centre) <= radius


def _crowns(hex_id: str, offsets: Sequence[Point] = ROWS_OF_CROWNS) -> list[Inside]:
    x, y = _centre(hex_id)
    return [_disc((x + dx, y + dy), CROWN) for dx, dy in offsets]


def _picture(shapes: Sequence[Shape]) -> Raster:
    """The picture of ``shapes`` (each painted over the ones before) on open ground."""
    width, height = 270, 340
    back = AFFINE.inverse()
    data = bytearray()
    for v in range(height):
        for u in range(width):
            point = back((u + 0.5, v + 0.5))
            colour = GROUND
            for inside, fill in shapes:
                if inside(point):
                    colour = fill
            data += bytes(colour)
    return Raster(width, height, bytes(data))


def _traced(shapes: Sequence[Shape], map_data: MapData | None = None,
            references: Sequence[Reference] = DEFAULT_REFERENCES) -> MapData:
    start = map_data if map_data is not None else blank_map("traced", "Traced", COLS, ROWS)
    traced = trace_map(start, _picture(shapes), AFFINE, references).map_data
    assert outline_problems(traced) == []  # the traced map validates
    return traced


def _terrain(map_data: MapData) -> dict[str, Terrain]:
    return {h: x.terrain for h, x in map_data.hexes.items() if x.terrain is not Terrain.OPEN_GROUND}


def test_crowns_in_a_colour_the_author_picks_and_a_wood_of_it() -> None:
    ochre = (170, 120, 40)  # an autumn orchard, nearer a hill's brown than any green
    big = _disc(_centre("D2"), 1.05)
    traced = _traced([(big, ochre), *((c, ochre) for c in _crowns("B2"))],
                     references=(*DEFAULT_REFERENCES, Reference("orchard_trees", ochre)))
    assert _terrain(traced) == {"B2": Terrain.ORCHARD, "D2": Terrain.WOODS}
    assert traced.outlines is not None
    assert len(traced.outlines.orchard_trees) == len(ROWS_OF_CROWNS)
    assert len(traced.outlines.woods) == 1


def test_an_orchard_on_a_hill_keeps_its_level() -> None:
    hill = _disc(_centre("C2"), 1.2)
    traced = _traced([(hill, HILL), *((c, WOODS) for c in _crowns("C2"))])
    assert _terrain(traced) == {"C2": Terrain.ORCHARD}
    assert traced.hexes["C2"].elevation == 1
    assert traced.outlines is not None and len(traced.outlines.orchard_trees) == 5


def test_crowns_near_the_hexsides_make_no_orchard() -> None:
    """Blobs close around a hex's sides (a hedge's pieces [T87]) lie beyond ORCHARD_REACH of
    its dot: no Orchard, and they stay woods, as the tracer made them before."""
    ring = [(0.7 * math.cos(math.radians(30 + 60 * k)), 0.7 * math.sin(math.radians(30 + 60 * k)))
            for k in range(6)]
    traced = _traced([(c, WOODS) for c in _crowns("B2", ring)])
    assert _terrain(traced) == {}
    assert traced.outlines is not None
    assert not traced.outlines.orchard_trees and len(traced.outlines.woods) == 6


def test_an_orchard_the_picture_does_not_show_is_open_ground() -> None:
    start = paint_terrain(blank_map("traced", "Traced", COLS, ROWS), ["A1"], Terrain.ORCHARD)
    traced = _traced([(c, WOODS) for c in _crowns("B2")], start)
    assert _terrain(traced) == {"B2": Terrain.ORCHARD}
