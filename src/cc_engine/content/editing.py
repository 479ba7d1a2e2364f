"""Edits of maps and scenarios for the designer: pure functions from a model to a new model.

Every function returns a new, validated model and leaves its input untouched, so an editor
can keep the old value for undo. A change that would make the model malformed (a value of the
wrong type, a number out of range) raises :class:`~cc_engine.content.loading.ContentError`
naming the field, and nothing changes. Whether the result makes a *playable* scenario is
checked separately by :mod:`cc_engine.content.validation`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from cc_engine.content.loading import ContentError, Problem, pydantic_problems
from cc_engine.content.models import (
    ForceItem,
    MapData,
    MapHex,
    MapHexside,
    Nation,
    RadioType,
    Scenario,
    UnitType,
    WeaponType,
)
from cc_engine.content.vocabulary import Feature, HexsideFeature, SideId, Terrain
from cc_engine.hexgrid import Hex, HexGrid, connected_parts
from cc_engine.messages import Message, joined, msg

__all__ = [
    "blank_map",
    "fill_region",
    "join_building",
    "paint_terrain",
    "place_objective",
    "set_elevation",
    "set_feature",
    "set_hexside",
    "split_building",
    "with_field",
    "with_nation",
]

ModelT = TypeVar("ModelT", bound=BaseModel)

#: The size of a Combat Commander map sheet [2].
DEFAULT_COLS, DEFAULT_ROWS = 15, 10


def blank_map(map_id: str, name: str, cols: int = DEFAULT_COLS,
              rows: int = DEFAULT_ROWS) -> MapData:
    """A map of Open Ground hexes at level 0, with no features and no Objectives yet.

    Raises:
        ContentError: if the id, name or size is not allowed (e.g. more than 26 columns).
    """
    grid = _grid_or_error(cols, rows)
    hexes = {h.id: {"terrain": Terrain.OPEN_GROUND.value} for h in grid}
    return _validated(MapData, {"id": map_id, "name": name, "cols": cols, "rows": rows,
                                "hexes": hexes}, "map")


def _grid_or_error(cols: int, rows: int) -> HexGrid:
    problems = [Problem("map", field, msg("{value} is outside 1-{limit}", value=value,
                                          limit=limit))
                for field, value, limit in (("cols", cols, 26), ("rows", rows, 99))
                if not 1 <= value <= limit]
    if problems:
        raise ContentError(problems)
    return HexGrid(cols, rows)


def _on_map(map_data: MapData, hex_ids: Iterable[str]) -> list[str]:
    """The ids, in order and once each; an id not on the map raises :class:`ContentError`."""
    ids = list(dict.fromkeys(hex_ids))
    off = [h for h in ids if h not in map_data.hexes]
    if off:
        raise ContentError([Problem("map", "hexes", msg("{hexes} is not on this map",
                                                        hexes=joined(off)))])
    return ids


def _with_hexes(map_data: MapData, changed: dict[str, MapHex]) -> MapData:
    if all(map_data.hexes[h] == v for h, v in changed.items()):
        return map_data
    return map_data.model_copy(update={"hexes": {**map_data.hexes, **changed}})


def paint_terrain(map_data: MapData, hex_ids: Iterable[str], terrain: Terrain) -> MapData:
    """Give each hex ``terrain`` (elevation, features and Objective stay); a hex that is no
    longer a Building leaves the building it was part of [7.3.1.1]."""
    ids = _on_map(map_data, hex_ids)
    painted = _with_hexes(map_data, {h: map_data.hexes[h].model_copy(
        update={"terrain": terrain}) for h in ids})
    if terrain is Terrain.BUILDING:
        return painted
    return _with_buildings(painted, _without(map_data.buildings, set(ids)))


def join_building(map_data: MapData, hex_ids: Iterable[str]) -> MapData:
    """Make the hexes one building, together with every building they are already part of
    [7.3.1.1]; a lone hex that is in no building is left as it is.

    Raises:
        ContentError: if a hex is not a Building hex, or the hexes do not join up.
    """
    ids = _on_map(map_data, hex_ids)
    wrong = [h for h in ids if map_data.hexes[h].terrain is not Terrain.BUILDING]
    if wrong:
        raise ContentError([Problem("map", "buildings", msg(
            "{hexes}: not a Building hex, so not part of a building [T82]",
            hexes=joined(wrong)))])
    joining = set(ids)
    kept = []
    for building in map_data.buildings:
        if joining.intersection(building):
            joining.update(building)
        else:
            kept.append(building)
    if len(joining) < 2:
        return map_data
    parts = connected_parts(map(Hex.parse, joining))
    if len(parts) > 1:
        main = max(parts, key=len)
        raise ContentError([Problem("map", "buildings", msg(
            "the hexes of a building must join up; apart from the rest: {hexes}",
            hexes=joined(h.id for part in parts if part is not main for h in part)))])
    return _with_buildings(map_data, [*kept, tuple(h.id for h in parts[0])])


def split_building(map_data: MapData, hex_ids: Iterable[str]) -> MapData:
    """Take the hexes out of their buildings; what is left of a building falls into the
    pieces that still join up, and a piece of one hex is a one-hex building (not listed)."""
    return _with_buildings(map_data, _without(map_data.buildings,
                                              set(_on_map(map_data, hex_ids))))


def _without(buildings: Iterable[tuple[str, ...]], hex_ids: set[str]) -> list[tuple[str, ...]]:
    """``buildings`` without ``hex_ids``, each split into the pieces that still join up."""
    kept = []
    for building in buildings:
        if hex_ids.isdisjoint(building):
            kept.append(building)
            continue
        left = [Hex.parse(h) for h in building if h not in hex_ids]
        kept += [tuple(h.id for h in part) for part in connected_parts(left) if len(part) > 1]
    return kept


def _with_buildings(map_data: MapData, buildings: Iterable[tuple[str, ...]]) -> MapData:
    """``map_data`` with these buildings, in canonical order (hexes in map order, buildings
    by their first hex); the same object when nothing changed."""
    ordered = tuple(sorted((tuple(sorted(b, key=Hex.parse)) for b in buildings),
                           key=lambda b: [Hex.parse(h) for h in b]))
    if ordered == map_data.buildings:
        return map_data
    return map_data.model_copy(update={"buildings": ordered})


def fill_region(map_data: MapData, start: str, terrain: Terrain) -> MapData:
    """Flood fill: ``start`` and every hex joined to it through hexes of its terrain and
    level get ``terrain``."""
    (start,) = _on_map(map_data, [start])
    grid = HexGrid(map_data.cols, map_data.rows)
    first = map_data.hexes[start]
    key = (first.terrain, first.elevation)
    region, todo = {start}, [Hex.parse(start)]
    while todo:
        for other in grid.neighbours(todo.pop()):
            there = map_data.hexes.get(other.id)
            if other.id not in region and there is not None and \
                    (there.terrain, there.elevation) == key:
                region.add(other.id)
                todo.append(other)
    return paint_terrain(map_data, sorted(region, key=Hex.parse), terrain)


def set_elevation(map_data: MapData, hex_ids: Iterable[str], level: int) -> MapData:
    """Put each hex on hill level ``level`` [T88].

    Raises:
        ContentError: if ``level`` is outside 0-9 (the validator then wants 0-4).
    """
    ids = _on_map(map_data, hex_ids)
    changed = {h: _validated(MapHex, {**map_data.hexes[h].model_dump(), "elevation": level},
                             f"hexes.{h}") for h in ids}
    return _with_hexes(map_data, changed)


def set_feature(map_data: MapData, hex_ids: Iterable[str], feature: Feature,
                present: bool = True) -> MapData:
    """Add (or with ``present=False`` remove) a Road, Trail or Railway in each hex; the board
    joins neighbouring hexes that share it [T92, T93, T96]."""
    ids = _on_map(map_data, hex_ids)
    changed = {}
    for hex_id in ids:
        old = map_data.hexes[hex_id]
        features = tuple(f for f in old.features if f is not feature)
        if present:
            features = (*features, feature)
        changed[hex_id] = old.model_copy(update={"features": features})
    return _with_hexes(map_data, changed)


def set_hexside(map_data: MapData, a: str, b: str,
                feature: HexsideFeature | None) -> MapData:
    """Draw ``feature`` on the hexside between adjacent hexes ``a`` and ``b`` (None: remove
    what was there) [T83, T84, T87, T97].

    Raises:
        ContentError: if the hexes are not both on the map, or not adjacent.
    """
    _on_map(map_data, [a, b])
    if not Hex.parse(a).is_adjacent(Hex.parse(b)):
        raise ContentError([Problem("map", "hexsides", msg("{a} and {b} are not adjacent",
                                                           a=a, b=b))])
    pair = {a, b}
    kept = [s for s in map_data.hexsides if {s.a, s.b} != pair]
    old = [s for s in map_data.hexsides if {s.a, s.b} == pair]
    if feature is not None:
        first, second = sorted(pair, key=Hex.parse)
        kept.append(MapHexside(a=first, b=second, feature=feature))
    if feature is None and not old:
        return map_data
    if feature is not None and old and old[0].feature is feature:
        return map_data
    kept.sort(key=lambda s: (Hex.parse(s.a), Hex.parse(s.b)))
    return map_data.model_copy(update={"hexsides": tuple(kept)})


def place_objective(map_data: MapData, hex_id: str, number: int | None) -> MapData:
    """Put Objective ``number`` in ``hex_id``, taking it off any other hex (None: clear the
    hex's Objective) [2.3].

    Raises:
        ContentError: if ``number`` is not 1-5.
    """
    (hex_id,) = _on_map(map_data, [hex_id])
    if number is not None and not 1 <= number <= 5:
        raise ContentError([Problem("map", f"hexes.{hex_id}.objective",
                                    msg("Objectives are numbered 1-5, not {number}",
                                        number=number))])
    changed = {h: v.model_copy(update={"objective": None})
               for h, v in map_data.hexes.items()
               if number is not None and v.objective == number and h != hex_id}
    changed[hex_id] = map_data.hexes[hex_id].model_copy(update={"objective": number})
    return _with_hexes(map_data, changed)


def with_field(model: ModelT, path: str, value: Any) -> ModelT:
    """``model`` with the field at dotted ``path`` (list items by index: ``axis.forces.2``)
    set to ``value``, validated as a whole.

    Raises:
        ContentError: naming the field, if the path does not exist or the value is refused.
    """
    data = model.model_dump(mode="json")
    keys = path.split(".")
    target: Any = data
    try:
        for key in keys[:-1]:
            target = target[int(key) if isinstance(target, list) else key]
        last = keys[-1]
        if isinstance(target, list):
            target[int(last)] = value
        elif isinstance(target, dict):
            target[last] = value  # an unknown field is refused by validation below
        else:
            raise KeyError(last)
    except (KeyError, IndexError, TypeError, ValueError):
        raise ContentError([Problem(type(model).__name__, path, msg("no such field"))]) \
            from None
    return _validated(type(model), data, type(model).__name__)


def with_nation(scenario: Scenario, side: SideId, nations: Mapping[str, Nation],
                nation_id: str) -> tuple[Scenario, list[Message]]:
    """``scenario`` with ``side`` playing ``nation_id``, and what changed with it, a line each.

    Each piece of the order of battle and the reinforcements [6.1.2] that the new nation
    lacks becomes its piece of the same kind (a Squad another Squad, a Leader the Leader of
    the same rank, a Weapon one of the same kind, a Radio the one of nearest FP [12]), or is
    removed when it has none; Fortifications stay. A Fate deck that was the old nation's
    becomes the new one's [1].

    Raises:
        ContentError: if ``nation_id`` is not in ``nations``.
    """
    if nation_id not in nations:
        raise ContentError([Problem("Scenario", f"{side.value}.nation",
                                    msg("unknown nation {nation}", nation=repr(nation_id)))])
    before = scenario.side(side)
    old, new = nations.get(before.nation), nations[nation_id]
    notes: list[Message] = []

    def converted(items: Iterable[ForceItem]) -> list[dict[str, Any]]:
        kept = []
        for item in items:
            row = _converted(item, old, new, notes)
            if row is not None:
                kept.append(row.model_dump(mode="json", exclude_defaults=True))
        return kept

    data = before.model_dump(mode="json", exclude_defaults=True)
    data["nation"] = nation_id
    if old is not None and before.fate_deck == old.fate_deck:
        data["fate_deck"] = new.fate_deck
    data["forces"] = converted(before.forces)
    data["reinforcements"] = [
        {**r.model_dump(mode="json", exclude_defaults=True), "forces": forces}
        for r in before.reinforcements if (forces := converted(r.forces))]
    return with_field(scenario, side.value, data), notes


def _converted(item: ForceItem, old: Nation | None, new: Nation,
               notes: list[Message]) -> ForceItem | None:
    """``item`` in ``new``'s pieces (see :func:`with_nation`), noting any change; None when
    the nation has no piece of its kind."""
    if item.kind == "fortification":
        return item
    pieces = _pieces(new, item.kind)
    was = next((p for p in _pieces(old, item.kind) if p.id == item.type), None) \
        if old is not None else None
    shown = was.name if was is not None else item.type
    piece = _counterpart(item.type, was, pieces)
    if piece is None:
        notes.append(msg("{piece} removed: {nation} has no piece of its kind",
                         piece=shown, nation=new.name))
        return None
    if piece.id != item.type:
        notes.append(msg("{piece} became {new}", piece=shown, new=piece.name))
    weapon = item.weapon
    if weapon is not None:
        had = next((w for w in old.weapons if w.id == weapon), None) if old else None
        carried = _counterpart(weapon, had, new.weapons)
        if carried is None or carried.id != weapon:
            notes.append(msg("{weapon} removed: {nation} has no Weapon of its kind",
                             weapon=had.name if had else weapon, nation=new.name)
                         if carried is None
                         else msg("{weapon} became {new}", weapon=had.name if had else weapon,
                                  new=carried.name))
        weapon = carried.id if carried is not None else None
    return item.model_copy(update={"type": piece.id, "weapon": weapon})


#: A piece of a nation's order of battle.
Piece = UnitType | WeaponType | RadioType


def _pieces(nation: Nation | None, kind: str) -> tuple[Piece, ...]:
    if nation is None:
        return ()
    pieces: dict[str, tuple[Piece, ...]] = {
        "unit": nation.units, "weapon": nation.weapons, "radio": nation.radios}
    return pieces[kind]


def _counterpart(type_id: str, was: Piece | None, pieces: Iterable[Piece]) -> Piece | None:
    """The piece of ``pieces`` standing for ``type_id`` (``was`` in the old nation): the same
    id, else the nearest of the same kind (a unit of the same role and quality with the
    nearest printed stats [3.1], a Weapon of the same kind, the Radio of nearest FP)."""
    pieces = list(pieces)
    same = next((p for p in pieces if p.id == type_id), None)
    if same is not None or was is None:
        return same
    if isinstance(was, UnitType):
        units = [p for p in pieces if isinstance(p, UnitType) and p.kind == was.kind
                 and p.role == was.role and p.quality == was.quality]
        return min(units, key=lambda u: _stat_distance(u, was), default=None)
    if isinstance(was, WeaponType):
        return next((p for p in pieces if isinstance(p, WeaponType) and p.kind == was.kind),
                    None)
    radios = [p for p in pieces if isinstance(p, RadioType)]
    return min(radios, key=lambda r: abs(r.fp - was.fp), default=None)


def _stat_distance(unit: UnitType, other: UnitType) -> int:
    """How far apart two units' printed stats are (Firepower, Range, Movement, Morale and
    Command)."""
    a, b = unit.unbroken, other.unbroken
    return (abs(a.fp - b.fp) + abs(a.range - b.range) + abs(a.movement - b.movement)
            + abs(a.morale - b.morale) + abs((a.command or 0) - (b.command or 0)))


def _validated(model: type[ModelT], data: object, name: str) -> ModelT:
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise ContentError(pydantic_problems(name, error, model)) from None
