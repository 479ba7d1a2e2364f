"""Map tools for the designer: resize, areas (copy, paste, move), mirror and rotate, brushes.

Like :mod:`cc_engine.content.editing`, every function returns a new map (or scenario) and
leaves its input untouched, and a map whose outlines agreed with its hexes still does after
the edit [10.1]: hexes that leave the map or change lose their art and have it drawn again
from their terrain and level (:func:`~cc_engine.content.outline_editing.regenerate_hexes`),
and a mirror or a rotation moves every outline polygon with its hexes, exactly.

Why some motions lose a half row. The grid is flat-topped "odd-q": the columns B, D, F, ...
sit half a hex lower than A, C, E, ..., so the map's top and bottom edges zigzag. A motion of
the plane that maps the hex lattice onto itself maps the map onto itself only if it keeps
that zigzag:

* mirroring left-right is exact when the map has an odd number of columns (the shipped
  15-column maps); with an even number the odd columns would come out higher, so the picture
  also moves half a hex, and one hex of every other column falls off the map;
* rotating by 180° is exact with an even number of columns; with an odd number one hex of
  every other column falls off;
* mirroring top-bottom turns the zigzag over on every map of two or more columns, so one hex
  of every other column always falls off (and the hexes opposite come in as Open Ground);
* rotating by 60° or 120° turns columns into rows that do not run straight across: no
  rectangle of hexes is ever mapped onto a rectangle, so the designer does not offer it.

A hex that falls off takes its terrain with it (:func:`motion_losses` names them first); one
holding an Objective is refused. Placements and setup hexes of a scenario follow the map's
hexes with :func:`moved_scenario`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final, Literal

from cc_engine.content.editing import _grid_or_error, _on_map, _with_buildings, _without
from cc_engine.content.loading import ContentError, Problem
from cc_engine.content.models import (
    MapData,
    MapHex,
    MapHexside,
    MapOutlines,
    OutlinePolygon,
    Scenario,
)
from cc_engine.content.outline_editing import _onto_map, outline_kinds, regenerate_hexes
from cc_engine.content.outlines import map_contains
from cc_engine.content.vocabulary import HexsideFeature, Terrain
from cc_engine.geometry import SQRT3, hex_center
from cc_engine.hexgrid import CubeOffset, Hex, HexGrid
from cc_engine.messages import joined, msg

__all__ = [
    "MOTIONS",
    "MapArea",
    "Motion",
    "brush_hexes",
    "copy_area",
    "hex_rectangle",
    "motion_hexes",
    "motion_losses",
    "move_area",
    "moved_map",
    "moved_scenario",
    "paste_area",
    "placed_hexes",
    "resize_map",
    "resize_problems",
]

#: The motions the designer offers: a mirror left-right, a mirror top-bottom, a half turn.
Motion = Literal["mirror_left_right", "mirror_top_bottom", "rotate_180"]
MOTIONS: Final[tuple[Motion, ...]] = ("mirror_left_right", "mirror_top_bottom", "rotate_180")
_FLIPS: Final[dict[str, tuple[bool, bool]]] = {
    "mirror_left_right": (True, False), "mirror_top_bottom": (False, True),
    "rotate_180": (True, True)}
_DECIMALS: Final = 3
_OPEN: Final = MapHex(terrain=Terrain.OPEN_GROUND)


# --- brushes and selections ---------------------------------------------------------------


def brush_hexes(cols: int, rows: int, centre: str, size: int) -> tuple[str, ...]:
    """The hexes a brush of ``size`` (1: the hex, 2: and its neighbours, 3: two rings) covers
    at ``centre`` on a ``cols`` x ``rows`` map, the centre first."""
    grid = HexGrid(cols, rows)
    return tuple(h.id for h in Hex.parse(centre).within(max(size, 1) - 1) if grid.contains(h))


def hex_rectangle(corner: str, other: str) -> tuple[str, ...]:
    """The hexes of the columns and rows between two corner hexes (both included), in map
    order."""
    a, b = Hex.parse(corner), Hex.parse(other)
    return tuple(Hex(c, r).id for c in range(min(a.col, b.col), max(a.col, b.col) + 1)
                 for r in range(min(a.row, b.row), max(a.row, b.row) + 1))


# --- cleared hexes ---------------------------------------------------------------------------


def _objectives_in(map_data: MapData, hex_ids: Iterable[str]) -> None:
    held = [(h, map_data.hexes[h].objective) for h in hex_ids
            if h in map_data.hexes and map_data.hexes[h].objective is not None]
    if held:
        raise ContentError([Problem("map", "hexes", msg(
            "{hexes} would fall off the map with their Objective: move the Objective first",
            hexes=joined(f"{h} ({n})" for h, n in held)))])


def _cleared(map_data: MapData, hex_ids: Iterable[str]) -> MapData:
    """``map_data`` with ``hex_ids`` made Open Ground at level 0, with no features, hexsides
    or building, and their art cut out of the outlines."""
    ids = set(hex_ids)
    if not ids:
        return map_data
    hexes = {h: (_OPEN.model_copy(update={"objective": v.objective}) if h in ids else v)
             for h, v in map_data.hexes.items()}
    hexsides = tuple(s for s in map_data.hexsides if s.a not in ids and s.b not in ids)
    cleared = map_data.model_copy(update={"hexes": hexes, "hexsides": hexsides})
    cleared = _with_buildings(cleared, _without(map_data.buildings, ids))
    return regenerate_hexes(cleared, sorted(ids, key=Hex.parse))


def _snapped(outlines: MapOutlines | None, cols: int, rows: int,
             move: Callable[[float, float], tuple[float, float]] | None = None
             ) -> MapOutlines | None:
    """``outlines`` with every vertex moved by ``move``, rounded, and put on the map."""
    if outlines is None:
        return None

    def point(x: float, y: float) -> tuple[float, float]:
        if move is not None:
            x, y = move(x, y)
        p = (round(x, _DECIMALS) + 0.0, round(y, _DECIMALS) + 0.0)
        return p if map_contains(p, cols, rows) else _onto_map(p, cols, rows)

    def polygon(p: OutlinePolygon) -> list[list[tuple[float, float]]]:
        return [[point(x, y) for x, y in ring] for ring in p]

    kinds = outline_kinds(outlines)
    data: dict[str, Any] = {k: [polygon(p) for p in v] for k, v in kinds.items()
                            if not k.startswith("hills.")}
    data["hills"] = {k.removeprefix("hills."): [polygon(p) for p in v]
                     for k, v in kinds.items() if k.startswith("hills.") and v}
    return MapOutlines.model_validate(data)


def _sorted_sides(sides: Iterable[tuple[str, str, HexsideFeature]]) -> tuple[MapHexside, ...]:
    unique = {}
    for a, b, feature in sides:
        first, second = sorted((a, b), key=Hex.parse)
        unique[(first, second)] = MapHexside(a=first, b=second, feature=feature)
    return tuple(unique[k] for k in sorted(unique, key=lambda k: (Hex.parse(k[0]),
                                                                   Hex.parse(k[1]))))


def _full_grid(cols: int, rows: int, hexes: Mapping[str, MapHex]) -> dict[str, MapHex]:
    return {h.id: hexes.get(h.id, _OPEN) for h in HexGrid(cols, rows)}


# --- resize --------------------------------------------------------------------------------


def resize_map(map_data: MapData, cols: int, rows: int) -> MapData:
    """``map_data`` on a ``cols`` x ``rows`` grid, keeping the top-left corner: hexes added
    are Open Ground at level 0; hexes removed take their terrain, hexsides, building and art.

    Raises:
        ContentError: if the size is not allowed, or a removed hex holds an Objective.
    """
    grid = _grid_or_error(cols, rows)
    if (cols, rows) == (map_data.cols, map_data.rows):
        return map_data
    removed = [h for h in map_data.hexes if not grid.contains(Hex.parse(h))]
    _objectives_in(map_data, removed)
    cleared = _cleared(map_data, removed)
    kept = {h: v for h, v in cleared.hexes.items() if h not in removed}
    return cleared.model_copy(update={
        "cols": cols, "rows": rows, "hexes": _full_grid(cols, rows, kept),
        "outlines": _snapped(cleared.outlines, cols, rows)})


def resize_problems(scenario: Scenario, cols: int, rows: int) -> list[Problem]:
    """What of ``scenario`` names a hex off a ``cols`` x ``rows`` map (a placement, a setup
    hex or anchor, an entry hex): each a problem naming the field and the hexes."""
    grid = HexGrid(cols, rows)
    return _references(scenario, {h.id: h.id for h in grid})


# --- scenario references ---------------------------------------------------------------------


def _references(scenario: Scenario, mapping: Mapping[str, str]) -> list[Problem]:
    problems: list[Problem] = []
    _walk(scenario.model_dump(mode="json"), "", mapping, problems)
    return problems


def _walk(data: Any, path: str, mapping: Mapping[str, str],
          problems: list[Problem] | None) -> Any:
    """``data`` (a scenario's JSON) with every hex of a ``hexes`` or ``around`` list mapped;
    a hex that ``mapping`` lacks is a problem (and dropped)."""
    if isinstance(data, dict):
        out = {}
        for key, value in data.items():
            where = f"{path}.{key}" if path else str(key)
            if key in ("hexes", "around") and isinstance(value, list):
                lost = [h for h in value if h not in mapping]
                if lost and problems is not None:
                    problems.append(Problem("scenario", where, msg(
                        "{hexes} would be off the map", hexes=joined(lost))))
                out[key] = [mapping[h] for h in value if h in mapping]
            else:
                out[key] = _walk(value, where, mapping, problems)
        return out
    if isinstance(data, list):
        return [_walk(v, f"{path}.{i}", mapping, problems) for i, v in enumerate(data)]
    return data


def moved_scenario(scenario: Scenario, mapping: Mapping[str, str]) -> Scenario:
    """``scenario`` with every placement, setup hex and anchor, and entry hex moved to its
    hex's new id in ``mapping``.

    Raises:
        ContentError: naming each field whose hexes ``mapping`` lacks (off the map).
    """
    problems: list[Problem] = []
    data = _walk(scenario.model_dump(mode="json"), "", mapping, problems)
    if problems:
        raise ContentError(problems)
    moved = Scenario.model_validate(data)
    return scenario if moved == scenario else moved


# --- mirror and rotate -----------------------------------------------------------------------


@dataclass(frozen=True)
class _Rigid:
    """x -> (-x if flip_x) + dx, y -> (-y if flip_y) + dy."""

    flip_x: bool
    flip_y: bool
    dx: float
    dy: float

    def point(self, x: float, y: float) -> tuple[float, float]:
        return ((-x if self.flip_x else x) + self.dx, (-y if self.flip_y else y) + self.dy)

    def hex(self, hex_: Hex) -> Hex | None:
        """The hex ``hex_`` goes to, if the motion maps it onto a hex of the lattice."""
        x, y = self.point(*hex_center(hex_))
        col = round(x / 1.5)
        row_f = y / SQRT3 - 0.5 * (col & 1)
        row = round(row_f)
        if abs(x - 1.5 * col) > 1e-6 or abs(row_f - row) > 1e-6:
            return None
        return Hex(col, row)


def _rigid(map_data: MapData, motion: Motion) -> tuple[_Rigid, dict[str, str]]:
    """The motion's placing on this map that loses the fewest hexes, and where each kept hex
    goes."""
    if motion not in _FLIPS:
        raise ContentError([Problem("map", "", msg("{motion} is not a motion of a map",
                                                   motion=repr(motion)))])
    flip_x, flip_y = _FLIPS[motion]
    grid = HexGrid(map_data.cols, map_data.rows)
    dx = 1.5 * (map_data.cols - 1) if flip_x else 0.0
    natural = (map_data.rows - 1) * 2 if flip_y else 0
    best: tuple[int, int, _Rigid, dict[str, str]] | None = None
    for k in range(natural - 3, natural + 4):
        rigid = _Rigid(flip_x, flip_y, dx, k * SQRT3 / 2)
        if rigid.hex(Hex(0, 0)) is None or rigid.hex(Hex(1, 0)) is None:
            continue
        mapping = {}
        for hex_ in grid:
            image = rigid.hex(hex_)
            if image is not None and grid.contains(image):
                mapping[hex_.id] = image.id
        key = (len(grid) - len(mapping), abs(k - natural))
        if best is None or key < best[:2]:
            best = (*key, rigid, mapping)
    assert best is not None
    return best[2], best[3]


def motion_hexes(map_data: MapData, motion: Motion) -> dict[str, str]:
    """Where ``motion`` takes each hex that stays on the map (old id -> new id)."""
    return _rigid(map_data, motion)[1]


def motion_losses(map_data: MapData, motion: Motion) -> tuple[str, ...]:
    """The hexes ``motion`` pushes off the map (see the module's docstring), in map order;
    none for an exact motion."""
    mapping = motion_hexes(map_data, motion)
    return tuple(h.id for h in HexGrid(map_data.cols, map_data.rows) if h.id not in mapping)


def moved_map(map_data: MapData, motion: Motion) -> MapData:
    """``map_data`` mirrored (``mirror_left_right``, ``mirror_top_bottom``) or turned by 180°
    (``rotate_180``): every hex with its terrain, level, features and Objective, every
    hexside, building and outline polygon moved exactly. Hexes pushed off the map
    (:func:`motion_losses`) are lost; those coming in are Open Ground at level 0.

    Raises:
        ContentError: if a hex pushed off the map holds an Objective.
    """
    rigid, mapping = _rigid(map_data, motion)
    lost = [h for h in map_data.hexes if h not in mapping]
    _objectives_in(map_data, lost)
    cleared = _cleared(map_data, lost)
    hexes = {mapping[h]: v for h, v in cleared.hexes.items() if h in mapping}
    sides = _sorted_sides((mapping[s.a], mapping[s.b], s.feature) for s in cleared.hexsides
                          if s.a in mapping and s.b in mapping)
    buildings = [tuple(mapping[h] for h in b if h in mapping) for b in cleared.buildings]
    moved = cleared.model_copy(update={
        "hexes": _full_grid(map_data.cols, map_data.rows, hexes), "hexsides": sides,
        "outlines": _snapped(cleared.outlines, map_data.cols, map_data.rows, rigid.point)})
    return _with_buildings(moved, [b for b in buildings if len(b) > 1])


# --- areas ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class MapArea:
    """Hexes copied from a map, by their cube offset from the area's first hex (so a paste
    anywhere keeps their shape [2.1]): each hex, the hexsides between two of them and the
    buildings wholly inside."""

    hexes: tuple[tuple[CubeOffset, MapHex], ...]
    hexsides: tuple[tuple[CubeOffset, CubeOffset, HexsideFeature], ...] = ()
    buildings: tuple[tuple[CubeOffset, ...], ...] = ()

    def __len__(self) -> int:
        return len(self.hexes)


def _offset(hex_: Hex, origin: Hex) -> CubeOffset:
    (q, r, s), (oq, or_, os_) = hex_.cube, origin.cube
    return (q - oq, r - or_, s - os_)


def _at(offset: CubeOffset, origin: Hex) -> Hex:
    q, r, s = origin.cube
    return Hex.from_cube((q + offset[0], r + offset[1], s + offset[2]))


def copy_area(map_data: MapData, hex_ids: Iterable[str], objectives: bool = False) -> MapArea:
    """The hexes ``hex_ids`` of ``map_data`` as an area to paste (their Objectives only with
    ``objectives``: an Objective is one of a kind [2.3]).

    Raises:
        ContentError: if a hex is not on the map or there are none.
    """
    ids = _on_map(map_data, hex_ids)
    if not ids:
        raise ContentError([Problem("map", "hexes", msg("no hexes are selected"))])
    inside = set(ids)
    origin = min(Hex.parse(h) for h in ids)
    hexes = tuple((_offset(Hex.parse(h), origin), map_data.hexes[h] if objectives else
                   map_data.hexes[h].model_copy(update={"objective": None})) for h in ids)
    sides = tuple((_offset(Hex.parse(s.a), origin), _offset(Hex.parse(s.b), origin), s.feature)
                  for s in map_data.hexsides if s.a in inside and s.b in inside)
    buildings = tuple(tuple(_offset(Hex.parse(h), origin) for h in b)
                      for b in map_data.buildings if inside.issuperset(b))
    return MapArea(hexes, sides, buildings)


def _placed(map_data: MapData, area: MapArea, at: str) -> dict[CubeOffset, str]:
    (at,) = _on_map(map_data, [at])
    grid = HexGrid(map_data.cols, map_data.rows)
    origin = Hex.parse(at)
    return {offset: target.id for offset, _ in area.hexes
            if grid.contains(target := _at(offset, origin))}


def placed_hexes(map_data: MapData, area: MapArea, at: str) -> tuple[str, ...]:
    """The hexes of ``map_data`` that ``area`` covers when pasted at ``at``."""
    return tuple(_placed(map_data, area, at).values())


def paste_area(map_data: MapData, area: MapArea, at: str) -> MapData:
    """``map_data`` with ``area`` put down with its first hex on ``at``: each hex takes the
    area's terrain, level and features (an Objective there stays, unless the area brings
    one), the hexsides between them the area's, its buildings come along, and the art of
    every hex painted is drawn again [10.1]. Hexes that would land off the map are left out.

    Raises:
        ContentError: if ``at`` is not on the map, or an Objective would land off it.
    """
    placed = _placed(map_data, area, at)
    off = [n for offset, v in area.hexes if offset not in placed and (n := v.objective)]
    if off:
        raise ContentError([Problem("map", "hexes", msg(
            "Objective {numbers} would land off the map", numbers=joined(map(str, off))))])
    targets = set(placed.values())
    hexes = dict(map_data.hexes)
    for offset, value in area.hexes:
        if offset in placed:
            there = hexes[placed[offset]]
            objective = value.objective if value.objective is not None else there.objective
            hexes[placed[offset]] = value.model_copy(update={"objective": objective})
    kept_sides = ((s.a, s.b, s.feature) for s in map_data.hexsides
                  if not (s.a in targets and s.b in targets))
    new_sides = ((placed[a], placed[b], f) for a, b, f in area.hexsides
                 if a in placed and b in placed)
    pasted = map_data.model_copy(update={"hexes": hexes,
                                         "hexsides": _sorted_sides([*kept_sides, *new_sides])})
    buildings = _without(map_data.buildings, targets)
    for building in area.buildings:
        on = [placed[o] for o in building if o in placed]
        buildings += _without([tuple(on)], set())
    pasted = _with_buildings(pasted, [b for b in buildings if len(b) > 1])
    if pasted.hexes == map_data.hexes and pasted.hexsides == map_data.hexsides \
            and pasted.buildings == map_data.buildings:
        return map_data
    return regenerate_hexes(pasted, sorted(targets, key=Hex.parse))


def move_area(map_data: MapData, hex_ids: Iterable[str], at: str) -> MapData:
    """``map_data`` with the hexes ``hex_ids`` moved so that the first lands on ``at``, with
    their Objectives; the hexes left behind become Open Ground at level 0 [10.1].

    Raises:
        ContentError: if a hex is not on the map, or an Objective would land off it.
    """
    ids = _on_map(map_data, hex_ids)
    area = copy_area(map_data, ids, objectives=True)
    if Hex.parse(at) == min(Hex.parse(h) for h in ids):
        return map_data
    placed = _placed(map_data, area, at)
    off = [n for offset, v in area.hexes if offset not in placed and (n := v.objective)]
    if off:
        raise ContentError([Problem("map", "hexes", msg(
            "Objective {numbers} would land off the map", numbers=joined(map(str, off))))])
    cleared = _cleared(map_data, ids)
    cleared = cleared.model_copy(update={"hexes": {
        h: (v.model_copy(update={"objective": None}) if h in ids else v)
        for h, v in cleared.hexes.items()}})
    return paste_area(cleared, area, at)
