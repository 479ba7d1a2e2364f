"""Seeded fuzzing of save files and content files (used by tests/engine/test_saves.py and,
at a larger scale, by bench/fuzz_files.py).

A case takes a good file and damages it one way: a deleted key, a value of the wrong type, a
huge number, flipped bits, a repeated key, a byte-order mark, a cut-off end, two values
swapped. What must follow:

* a save loads to exactly the game it was (same final digest, scenario and map), or is
  refused with a :class:`SaveError`; never another exception, never a different game;
* a content file gets its problems listed, or none; when it has none, a game played with it
  (a content pack holding it) runs random choices without an exception.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from cc_engine import SaveError, Session, apply, new_game, state_digest
from cc_engine.content.loading import ContentError, ContentPack, load_model
from cc_engine.content.models import (
    FateDeck,
    MapData,
    Nation,
    ObjectiveChitSet,
    Scenario,
    TerrainChart,
    TrackDisplay,
)
from cc_engine.content.validation import validate_file, validate_pack, validate_scenario

#: Damage done to a file's text: (name, function of (text, rng) -> bytes).
Damage = Callable[[str, random.Random], bytes]


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value (object keys and list indexes), depth first."""
    found = [path] if path else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*path, index))
    return found


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        value = value[part]
    return value


def _edit(text: str, rng: random.Random, change: Callable[[Any, Any, Any], None]) -> bytes:
    """Apply ``change(parent, key, data)`` at a random place of the JSON text."""
    data = json.loads(text.removeprefix("\ufeff"))
    places = _paths(data)
    if places:
        place = rng.choice(places)
        change(_at(data, place[:-1]), place[-1], data)
    return json.dumps(data, ensure_ascii=False).encode()


def delete_key(text: str, rng: random.Random) -> bytes:
    def change(parent: Any, key: Any, _: Any) -> None:
        del parent[key]
    return _edit(text, rng, change)


_WRONG_VALUES: tuple[Any, ...] = (None, True, -1, 0, 10**9, 3.5, "", "x" * 300, [], {},
                                  ["A1"], {"a": 1}, "A1", "axis", "0" * 64)


def wrong_type(text: str, rng: random.Random) -> bytes:
    def change(parent: Any, key: Any, _: Any) -> None:
        parent[key] = rng.choice(_WRONG_VALUES)
    return _edit(text, rng, change)


def swap_values(text: str, rng: random.Random) -> bytes:
    """Two values of the file exchanged (neither holding the other)."""
    def change(parent: Any, key: Any, data: Any) -> None:
        other = rng.choice(_paths(data))
        holder = _at(data, other[:-1])
        if not _holds(parent[key], holder) and not _holds(holder[other[-1]], parent):
            parent[key], holder[other[-1]] = holder[other[-1]], parent[key]
    return _edit(text, rng, change)


def _holds(value: Any, inner: Any) -> bool:
    """Whether ``inner`` is ``value`` or lies inside it."""
    if value is inner:
        return True
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) \
        else ()
    return any(_holds(item, inner) for item in items)


def huge_number(text: str, rng: random.Random) -> bytes:
    digits = rng.choice((20, 41, 400, 4301, 10_000))
    number = "9" * digits
    spots = [index for index, char in enumerate(text) if char.isdigit()
             and not text[index - 1].isalnum()]
    if not spots:
        return text.encode()
    spot = rng.choice(spots)
    end = spot
    while end < len(text) and text[end].isdigit():
        end += 1
    return (text[:spot] + number + text[end:]).encode()


def flip_bits(text: str, rng: random.Random) -> bytes:
    data = bytearray(text.encode())
    for _ in range(rng.randint(1, 4)):
        index = rng.randrange(len(data))
        data[index] ^= 1 << rng.randrange(8)
    return bytes(data)


_KEY = re.compile(r'"[^"\\]*"\s*:')


def repeat_key(text: str, rng: random.Random) -> bytes:
    """A key of an object written twice (as a corrupted byte can turn one key into another)."""
    keys = list(_KEY.finditer(text))
    if not keys:
        return text.encode()
    key = rng.choice(keys)
    return (text[:key.start()] + key.group() + " 0, " + text[key.start():]).encode()


def byte_order_mark(text: str, _: random.Random) -> bytes:
    return "\ufeff".encode() + text.encode()


def cut_off(text: str, rng: random.Random) -> bytes:
    return text.encode()[:rng.randrange(len(text))]


DAMAGES: dict[str, Damage] = {
    "delete_key": delete_key, "wrong_type": wrong_type, "swap_values": swap_values,
    "huge_number": huge_number, "flip_bits": flip_bits, "repeat_key": repeat_key,
    "byte_order_mark": byte_order_mark, "cut_off": cut_off,
}


@dataclass
class Tally:
    """Outcomes by damage: ``refused``, ``same`` (loaded, the same game), and the failures
    ``different`` (loaded as another game) and ``crash`` (another exception), with examples."""

    counts: Counter[tuple[str, str]] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)

    def add(self, damage: str, outcome: str, detail: str = "") -> None:
        self.counts[(damage, outcome)] += 1
        if outcome in ("different", "crash"):
            self.failures.append(f"{damage}: {outcome}: {detail}")

    def total(self, outcome: str) -> int:
        return sum(count for (_, kind), count in self.counts.items() if kind == outcome)


def fuzz_save(saved: Path, pack: ContentPack, folder: Path, cases: int, seed: int,
              tally: Tally) -> None:
    """Damage the save ``saved`` ``cases`` times and load each damaged copy."""
    original = Session.load(saved, pack)
    expected = (state_digest(original.state), original.scenario, original.state.setting.map)
    text = saved.read_text(encoding="utf-8")
    rng = random.Random(seed)
    for case in range(cases):
        name = rng.choice(sorted(DAMAGES))
        path = folder / f"case{case}.ccsave"
        path.write_bytes(DAMAGES[name](text, rng))
        try:
            loaded = Session.load(path, pack)
        except SaveError:
            tally.add(name, "refused")
            continue
        except Exception as error:  # the failure this fuzzing looks for
            tally.add(name, "crash", f"{path.name}: {type(error).__name__}: {error}")
            continue
        got = (state_digest(loaded.state), loaded.scenario, loaded.state.setting.map)
        tally.add(name, "same" if got == expected else "different", path.name)


#: Content files and their model, by the pack field they fill.
_KINDS: dict[str, type[Any]] = {"nation": Nation, "deck": FateDeck, "map": MapData,
                                "terrain": TerrainChart, "track": TrackDisplay,
                                "chits": ObjectiveChitSet, "scenario": Scenario}


def _with_file(pack: ContentPack, kind: str, model: Any) -> ContentPack:
    """The pack with a content file of ``kind`` replaced by ``model``."""
    if kind == "nation":
        return replace(pack, nations={**pack.nations, model.id: model})
    if kind == "deck":
        return replace(pack, decks={**pack.decks, model.nation: model})
    if kind == "map":
        return pack.with_map(model)
    return replace(pack, **{{"terrain": "terrain", "track": "track",
                             "chits": "chits"}[kind]: model})


def play_a_little(scenario: Scenario, pack: ContentPack, seed: int, choices: int) -> None:
    """Start a game and make ``choices`` random legal choices (raises what the engine
    raises)."""
    state = new_game(scenario, pack, seed)
    rng = random.Random(seed)
    for _ in range(choices):
        if state.pending is None:
            return
        state = apply(state, rng.choice(state.pending.choices)).state


def fuzz_content(source: Path, kind: str, pack: ContentPack, play_with: Scenario,
                 folder: Path, cases: int, seed: int, tally: Tally,
                 choices: int = 150) -> None:
    """Damage the content file ``source`` ``cases`` times: validate each copy; play with the
    ones that validate (a scenario itself, a pack file under ``play_with``)."""
    text = source.read_text(encoding="utf-8")
    rng = random.Random(seed)
    for case in range(cases):
        name = rng.choice(sorted(DAMAGES))
        path = folder / source.name
        path.write_bytes(DAMAGES[name](text, rng))
        try:
            problems = validate_file(path, pack)
            if any(p.severity == "error" for p in problems):
                tally.add(name, "refused")
                continue
            model = load_model(path, _KINDS[kind])
            if kind == "scenario":
                play_a_little(model, pack, case, choices)
            else:
                changed = _with_file(pack, kind, model)
                problems = validate_pack(changed) + validate_scenario(play_with, changed)
                if any(p.severity == "error" for p in problems):
                    tally.add(name, "refused")
                    continue
                play_a_little(play_with, changed, case, choices)
        except ContentError:
            tally.add(name, "refused")
        except Exception as error:  # the failure this fuzzing looks for
            tally.add(name, "crash", f"{source.name} case {case}: {type(error).__name__}: "
                                     f"{error}")
            continue
        else:
            tally.add(name, "same")
