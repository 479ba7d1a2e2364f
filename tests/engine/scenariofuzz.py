"""Seeded fuzzing of scenarios (used by tests/engine/test_scenario_fuzz.py and, at a larger
scale, by bench/fuzz_scenarios.py).

A case takes a shipped scenario and changes a few things a designer could get wrong: the
setup zones (depth, hexes, anchors, hidden), friendly edges, force counts, fixed hexes of
units, Weapons and Fortifications, added or removed pieces, reinforcements (time, forces,
entry zones), who sets up first, opening cards, and the map itself (hexes turned to Water
Barrier, Stream or Marsh; the scenario then plays on that map, as on a designer's own map of
the same id). What must follow, for every case:

* the scenario is refused by its shape (a pydantic error) or by
  :func:`~cc_engine.content.validation.validate_playable`, naming the field; or
* :func:`cc_engine.new_game` accepts it, and random legal choices (setup included) play on
  without an exception until the game ends or the choices run out.
"""

from __future__ import annotations

import copy
import json
import random
import traceback
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from cc_engine import apply, new_game
from cc_engine.content.cli import default_scenarios_root
from cc_engine.content.loading import ContentError, ContentPack
from cc_engine.content.models import MapData, Scenario
from cc_engine.content.outline_editing import regenerate_hexes
from cc_engine.content.validation import validate_playable
from cc_engine.content.vocabulary import FortificationKind
from cc_engine.hexgrid import HexGrid

__all__ = ["Outcome", "Tally", "mutate", "run_case", "shipped_scenarios"]

EDGES = ("top", "right", "bottom", "left")
WET = ("water_barrier", "water_barrier", "stream", "marsh")


def shipped_scenarios() -> list[dict[str, Any]]:
    """The shipped scenarios as JSON data, in order."""
    return [json.loads(path.read_text(encoding="utf-8"))
            for path in sorted(default_scenarios_root().glob("scenario*.json"))]


def _hex(rng: random.Random, grid: HexGrid, off_map: bool = True) -> str:
    """A random hex id, now and then just off the map."""
    cols, rows = grid.cols + (1 if off_map else 0), grid.rows + (1 if off_map else 0)
    return f"{chr(ord('A') + rng.randrange(cols))}{rng.randrange(rows) + 1}"


def _zone(rng: random.Random, grid: HexGrid) -> dict[str, Any]:
    zone: dict[str, Any] = {}
    while not zone:
        if rng.random() < 0.5:
            zone["depth"] = rng.choice((1, 1, 2, 3, 4, 6, 8, 12, 15))
        if rng.random() < 0.35:
            zone["hexes"] = [_hex(rng, grid) for _ in range(rng.randint(1, 8))]
        if rng.random() < 0.25:
            zone["around"] = [_hex(rng, grid) for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.2:
        zone["hidden"] = True
    return zone


def _unit_item(rng: random.Random, types: dict[str, list[str]]) -> dict[str, Any]:
    kind = rng.choice(("squad", "squad", "team", "leader"))
    return {"kind": "unit", "type": rng.choice(types[kind]), "count": rng.randint(1, 6)}


def _pieces(rng: random.Random, types: dict[str, list[str]]) -> list[dict[str, Any]]:
    items = [_unit_item(rng, types) for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.3:
        items.append({"kind": "weapon", "type": rng.choice(types["weapon"])})
    if rng.random() < 0.1:
        items.append({"kind": "fortification",
                      "type": rng.choice([k.value for k in FortificationKind])})
    if rng.random() < 0.1:
        items.append({"kind": "radio", "type": rng.choice(types["radio"])})
    return items


def _side(rng: random.Random, data: dict[str, Any], side: str, grid: HexGrid,
          types: dict[str, list[str]]) -> str:
    """Change one thing of one side; returns what was changed."""
    setup = data[side]
    forces: list[dict[str, Any]] = setup["forces"]
    what = rng.choice(("zone", "zone", "zone", "depth", "edge", "count", "fixed", "fixed",
                       "fort", "add", "remove", "reinforce", "reinforce", "entry",
                       "opening"))
    if what == "zone":
        setup["setup"] = _zone(rng, grid)
    elif what == "depth":
        setup["setup"] = {"depth": rng.randint(1, 15)}
    elif what == "edge":
        setup["friendly_edge"] = rng.choice(EDGES)
    elif what == "count" and forces:
        item = rng.choice(forces)
        item["count"] = rng.choice((1, 2, 5, 10, 20, 40))
        item.pop("hexes", None)
        item.pop("name", None)
    elif what == "fixed" and forces:
        item = rng.choice(forces)
        count = item.get("count", 1)
        item["hexes"] = [_hex(rng, grid, off_map=rng.random() < 0.1)
                         for _ in range(rng.randint(1, min(count, 6)))]
    elif what == "fort":
        count = rng.randint(1, 30)
        item = {"kind": "fortification", "count": count,
                "type": rng.choice([k.value for k in FortificationKind])}
        if rng.random() < 0.5:
            item["hexes"] = [_hex(rng, grid, off_map=False) for _ in range(count)]
        forces.append(item)
    elif what == "add":
        forces.extend(_pieces(rng, types))
    elif what == "remove" and forces:
        forces.pop(rng.randrange(len(forces)))
    elif what == "reinforce":
        group: dict[str, Any] = {"time_space": rng.randint(0, 16),
                                 "forces": _pieces(rng, types)}
        if rng.random() < 0.5:
            group["entry"] = _zone(rng, grid)
        setup.setdefault("reinforcements", []).append(group)
    elif what == "entry" and setup.get("reinforcements"):
        rng.choice(setup["reinforcements"])["entry"] = _zone(rng, grid)
    elif what == "opening":
        setup["opening_cards"] = [rng.randint(1, 72) for _ in range(rng.randint(1, 4))]
    return f"{side}.{what}"


def _map(rng: random.Random, map_data: MapData) -> MapData:
    """The map with some hexes turned to Water (a band, or scattered), their art redrawn,
    as a designer's map file of the same id would read."""
    data = map_data.model_dump(mode="json")
    grid = HexGrid(map_data.cols, map_data.rows)
    if rng.random() < 0.5:
        line = rng.randrange(map_data.cols)
        targets = [h.id for h in grid if h.col == line]
    else:
        targets = [h.id for h in rng.sample(list(grid), rng.randint(3, 40))]
    terrain = rng.choice(WET)
    for hex_id in targets:
        data["hexes"][hex_id]["terrain"] = terrain
    return regenerate_hexes(MapData.model_validate(data), targets)


def mutate(rng: random.Random, base: dict[str, Any], pack: ContentPack) -> tuple[
        dict[str, Any], ContentPack, list[str]]:
    """A changed copy of scenario data ``base``, the pack to play it with (maybe with a
    changed map of the same id), and the list of changes."""
    data = copy.deepcopy(base)
    map_data = pack.maps[data["map"]]
    grid = HexGrid(map_data.cols, map_data.rows)
    changes = []
    for _ in range(rng.choice((1, 1, 2, 3))):
        if rng.random() < 0.85:
            side = rng.choice(("axis", "allies"))
            nation = pack.nations[data[side]["nation"]]
            types = {kind: [u.id for u in nation.units if u.kind.value == kind
                            and u.role not in ("hero", "private")]
                     for kind in ("squad", "team", "leader")}
            types["weapon"] = [w.id for w in nation.weapons]
            types["radio"] = [r.id for r in nation.radios] or ["none"]
            changes.append(_side(rng, data, side, grid, types))
        elif rng.random() < 0.5:
            data["sets_up_first"] = rng.choice(("axis", "allies", "simultaneous"))
            changes.append("sets_up_first")
        else:
            pack = pack.with_map(_map(rng, map_data))
            changes.append("map")
    return data, pack, changes


@dataclass(frozen=True)
class Outcome:
    """``shape`` or ``refused`` (errors named), ``played`` (with the choices made and whether
    the game ended), or ``crash`` (an exception, with its traceback)."""

    kind: str
    choices: int = 0
    ended: bool = False
    detail: str = ""


def run_case(data: dict[str, Any], pack: ContentPack, seed: int, choices: int) -> Outcome:
    """Validate a scenario, and play it when it validates: never an exception."""
    try:
        scenario = Scenario.model_validate(data)
    except ValidationError:
        return Outcome("shape")
    try:
        errors = [p for p in validate_playable(scenario, pack, "fuzz.json")
                  if p.severity == "error"]
    except Exception:
        return Outcome("crash", detail="validator: " + traceback.format_exc())
    if errors:
        if not all(p.field or p.file != "fuzz.json" for p in errors):
            return Outcome("crash", detail=f"a problem without a field: {errors}")
        return Outcome("refused")
    rng = random.Random(seed)
    made = 0
    try:
        state = new_game(scenario, pack, seed)
        while made < choices and state.pending is not None:
            state = apply(state, rng.choice(state.pending.choices)).state
            made += 1
    except ContentError as error:
        return Outcome("crash", made, detail=f"new_game refused what validated: {error}")
    except Exception:
        return Outcome("crash", made, detail=traceback.format_exc())
    return Outcome("played", made, state.pending is None)


@dataclass
class Tally:
    """Outcomes of many cases, and the first few crashes in full."""

    counts: Counter[str] = field(default_factory=Counter)
    crashes: list[str] = field(default_factory=list)
    changes: Counter[str] = field(default_factory=Counter)

    def add(self, outcome: Outcome, changes: list[str], label: str) -> None:
        self.counts[outcome.kind] += 1
        if outcome.kind == "played":
            self.changes.update(changes)
        if outcome.kind == "crash":
            self.crashes.append(f"{label} {changes}: {outcome.detail}")


def fuzz(cases: int, seed: int, choices: int, pack: ContentPack) -> Tally:
    """``cases`` mutated shipped scenarios from ``seed``, each validated and maybe played."""
    bases = shipped_scenarios()
    rng = random.Random(seed)
    tally = Tally()
    for case in range(cases):
        base = bases[case % len(bases)]
        data, game_pack, changes = mutate(rng, base, pack)
        outcome = run_case(data, game_pack, rng.randrange(1 << 30), choices)
        tally.add(outcome, changes, f"case {case} ({base['id']}, seed {seed})")
    return tally
