"""Reading content files from explicit paths into validated models.

Every failure is a :class:`ContentError` carrying *all* the problems found, each naming the
file and the field, e.g. ``scenario01.json: axis.forces[2].count: Input should be greater
than or equal to 1``. Nothing is half-loaded: a call either returns a model or raises.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Literal, TypeVar

from pydantic import BaseModel, ValidationError

from cc_engine.content.models import (
    FateDeck,
    MapData,
    Nation,
    ObjectiveChitSet,
    Scenario,
    TerrainChart,
    TrackDisplay,
)

__all__ = [
    "MAX_FILE_BYTES",
    "ContentError",
    "ContentPack",
    "Problem",
    "format_location",
    "load_content_pack",
    "load_map",
    "load_model",
    "load_scenario",
    "load_scenario_and_map",
    "map_beside",
    "read_json",
]

#: Content files are small; anything larger is refused before parsing.
MAX_FILE_BYTES = 4 * 1024 * 1024

ModelT = TypeVar("ModelT", bound=BaseModel)


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem in a content file: where it is and what is wrong."""

    file: str
    field: str
    message: str
    severity: Literal["error", "warning"] = "error"

    def __str__(self) -> str:
        where = f"{self.file}: {self.field}" if self.field else self.file
        prefix = "" if self.severity == "error" else "warning: "
        return f"{where}: {prefix}{self.message}"


class ContentError(ValueError):
    """A content, map or scenario file could not be used; ``problems`` lists every reason."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


def format_location(loc: Iterable[int | str]) -> str:
    """Turn a pydantic error location into a field path such as ``axis.forces[2].count``."""
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


def read_json(path: Path) -> object:
    """Read a JSON file, refusing huge files and reporting syntax errors with line numbers.

    Raises:
        ContentError: if the file is missing, too large, not UTF-8 or not JSON.
    """
    name = path.name
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise ContentError(
                [Problem(name, "", f"file is {size} bytes; content files are at most "
                         f"{MAX_FILE_BYTES} bytes")]
            )
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContentError([Problem(name, "", f"file not found: {path}")]) from None
    except UnicodeDecodeError as error:
        raise ContentError([Problem(name, "", f"not UTF-8 text ({error.reason})")]) from None
    except OSError as error:
        raise ContentError([Problem(name, "", f"cannot read: {error.strerror}")]) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise ContentError(
            [Problem(name, "", f"not valid JSON: {error.msg} at line {error.lineno} "
                     f"column {error.colno}")]
        ) from None
    except RecursionError:
        raise ContentError([Problem(name, "", "not valid JSON: nested too deeply")]) from None


def load_model(path: Path, model: type[ModelT]) -> ModelT:
    """Read ``path`` and validate it as ``model``.

    Raises:
        ContentError: listing every shape problem, each with its field path.
    """
    data = read_json(path)
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise ContentError(
            [Problem(path.name, format_location(e["loc"]), e["msg"]) for e in error.errors()]
        ) from None


def load_map(path: Path) -> MapData:
    """Load one map file (shape only; see :func:`validation.validate_map`)."""
    return load_model(path, MapData)


def load_scenario(path: Path) -> Scenario:
    """Load one scenario file (shape only; see :func:`validation.validate_scenario`)."""
    return load_model(path, Scenario)


@dataclass(frozen=True)
class ContentPack:
    """Everything under a ``resources/`` folder: nations, decks, terrain, track, chits, maps."""

    root: Path
    nations: dict[str, Nation]
    decks: dict[str, FateDeck]
    terrain: TerrainChart
    track: TrackDisplay
    chits: ObjectiveChitSet
    maps: dict[str, MapData] = field(default_factory=dict)

    def map_path(self, map_id: str) -> Path:
        """Where the map file with id ``map_id`` lives."""
        return self.root / "maps" / f"{map_id}.json"

    def with_map(self, map_data: MapData) -> ContentPack:
        """This pack with one more map (or its own map of that id replaced)."""
        return replace(self, maps={**self.maps, map_data.id: map_data})


def map_beside(scenario_path: Path, map_id: str) -> Path | None:
    """A designer's map file ``<map id>.json`` beside a scenario file, if there is one."""
    beside = scenario_path.parent / f"{map_id}.json"
    if beside.is_file() and beside.resolve() != scenario_path.resolve():
        return beside
    return None


def load_scenario_and_map(path: Path, pack: ContentPack) -> tuple[Scenario, ContentPack]:
    """A scenario file and the pack to play it with: a map file ``<map id>.json`` beside the
    scenario (a designer's own map) comes first, else the pack's map of that id.

    Raises:
        ContentError: if a file is malformed, or the map is found in neither place.
    """
    scenario = load_scenario(path)
    beside = map_beside(path, scenario.map)
    if beside is not None:
        return scenario, pack.with_map(load_map(beside))
    if scenario.map not in pack.maps:
        raise ContentError([Problem(path.name, "map", f"names map {scenario.map!r}, found "
                                    f"neither beside it nor in {pack.root / 'maps'}")])
    return scenario, pack


def load_content_pack(root: Path) -> ContentPack:
    """Load the content pack under ``root`` (the project's ``resources/`` folder).

    Layout: ``content/nations/*.json``, ``content/decks/*.json``, ``content/terrain.json``,
    ``content/track.json``, ``content/objective_chits.json`` and ``maps/*.json``.

    Raises:
        ContentError: with the problems of every file that failed to load.
    """
    problems: list[Problem] = []

    def attempt(path: Path, model: type[ModelT]) -> ModelT | None:
        try:
            return load_model(path, model)
        except ContentError as error:
            problems.extend(error.problems)
            return None

    content = root / "content"
    nations = {
        path.stem: n
        for path in sorted((content / "nations").glob("*.json"))
        if (n := attempt(path, Nation)) is not None
    }
    decks = {
        path.stem: d
        for path in sorted((content / "decks").glob("*.json"))
        if (d := attempt(path, FateDeck)) is not None
    }
    maps = {
        path.stem: m
        for path in sorted((root / "maps").glob("*.json"))
        if (m := attempt(path, MapData)) is not None
    }
    terrain = attempt(content / "terrain.json", TerrainChart)
    track = attempt(content / "track.json", TrackDisplay)
    chits = attempt(content / "objective_chits.json", ObjectiveChitSet)
    if problems or terrain is None or track is None or chits is None:
        raise ContentError(problems)
    return ContentPack(root, nations, decks, terrain, track, chits, maps)
