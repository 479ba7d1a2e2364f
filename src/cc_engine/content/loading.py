"""Reading content files from explicit paths into validated models.

Every failure is a :class:`ContentError` carrying *all* the problems found, each naming the
file and the field, e.g. ``scenario01.json: axis.forces[2].count: Input should be greater
than or equal to 1``. Nothing is half-loaded: a call either returns a model or raises.
"""

from __future__ import annotations

import difflib
import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import UnionType
from typing import Annotated, Literal, TypeVar, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from cc_engine.content.models import (
    PATTERN_WORDS,
    FateDeck,
    MapData,
    Nation,
    ObjectiveChitSet,
    Scenario,
    TerrainChart,
    TrackDisplay,
)
from cc_engine.messages import Message, error_message, joined, layout, msg

__all__ = [
    "MAX_FILE_BYTES",
    "MAX_NUMBER_DIGITS",
    "ContentError",
    "ContentPack",
    "JsonTextError",
    "Problem",
    "error_reason",
    "format_location",
    "load_content_pack",
    "load_map",
    "load_model",
    "load_scenario",
    "load_scenario_and_map",
    "map_beside",
    "pack_for_scenario",
    "parse_json",
    "pydantic_problems",
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
        return str(self.text())

    def text(self) -> Message:
        """The problem as a line, ``file: field: message`` (a warning says so), keeping the
        message's template to be translated; the file and the field are data.

        >>> Problem("map01.json", "hexes.A1", msg("a feature is listed twice")).text()
        'map01.json: hexes.A1: a feature is listed twice'
        """
        where = layout("{file}: {field}", file=self.file, field=self.field) if self.field \
            else self.file
        if self.severity == "error":
            return layout("{where}: {message}", where=where, message=self.message)
        return msg("{where}: warning: {message}", where=where, message=self.message)


class ContentError(ValueError):
    """A content, map or scenario file could not be used; ``problems`` lists every reason.

    Its text is every problem on a line of its own, a :class:`~cc_engine.messages.Message`
    (``error.args[0]``, see :func:`~cc_engine.messages.error_message`).
    """

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__(joined([p.text() for p in self.problems], "\n"))


def format_location(loc: Iterable[int | str]) -> str:
    """Turn a pydantic error location into a field path such as ``axis.forces[2].count``."""
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


def error_reason(error: ErrorDetails) -> str:
    """The reason of one pydantic error in plain words where we have them: a check of our
    models that raised a :class:`~cc_engine.messages.Message` gives that message (still
    translatable), a text that does not match a pattern of :data:`PATTERN_WORDS` says what
    is expected instead of showing the regular expression; any other reason is pydantic's own
    text (English, left as it is).

    >>> error_reason({"type": "missing", "loc": ("map",), "msg": "Field required",
    ...               "input": {}})
    'Field required'
    >>> error_reason({"type": "string_pattern_mismatch", "loc": ("hexes", 0), "input": "c7",
    ...               "msg": "String should match pattern '...'",
    ...               "ctx": {"pattern": r"^[A-Z][1-9][0-9]?$"}})
    'should be a hex id such as C7'
    """
    context = error.get("ctx", {})
    cause = context.get("error")
    if error["type"] == "value_error" and isinstance(cause, ValueError):
        reason = error_message(cause)
        if isinstance(reason, Message) and error["msg"] == f"Value error, {reason}":
            return reason
    if error["type"] == "string_pattern_mismatch" and context.get("pattern") in PATTERN_WORDS:
        return msg("should be {expected}", expected=PATTERN_WORDS[context["pattern"]])
    return error["msg"]


def pydantic_problems(file: str, error: ValidationError,
                      model: type[BaseModel]) -> list[Problem]:
    """A problem for each error pydantic found in ``file`` (validated as ``model``), naming
    the field; an unknown key names the nearest known one, if any is near."""
    return [Problem(file, format_location(e["loc"]), _unknown_key(model, e["loc"])
                    if e["type"] == "extra_forbidden" else error_reason(e))
            for e in error.errors()]


def _unknown_key(model: type[BaseModel], loc: Sequence[int | str]) -> Message:
    """Why the key at ``loc`` is refused, with the nearest key ``model`` knows there."""
    nearest = difflib.get_close_matches(str(loc[-1]), _known_keys(model, loc[:-1]), n=1)
    if nearest:
        return msg("not a known key: did you mean {key}?", key=nearest[0])
    return msg("not a known key")


def _known_keys(model: type[BaseModel], loc: Sequence[int | str]) -> list[str]:
    """The keys of the object at ``loc`` in data validated as ``model``: the fields of the
    models that may stand there (a part of ``loc`` naming none, as a union's tag does, is
    passed over)."""
    types = _leaves(model)
    for part in loc:
        inner: list[object] = []
        for type_ in types:
            if isinstance(type_, type) and issubclass(type_, BaseModel):
                field_info = type_.model_fields.get(str(part))
                if field_info is not None:
                    inner += _leaves(field_info.annotation)
            elif get_origin(type_) is dict:
                inner += _leaves(get_args(type_)[1])
            elif get_origin(type_) in (tuple, list) and isinstance(part, int):
                inner += [leaf for arg in get_args(type_) if arg is not Ellipsis
                          for leaf in _leaves(arg)]
        types = inner or types
    return sorted({name for type_ in types
                   if isinstance(type_, type) and issubclass(type_, BaseModel)
                   for name in type_.model_fields})


def _leaves(annotation: object) -> list[object]:
    """The types an annotation allows, with ``Annotated`` and unions opened."""
    if get_origin(annotation) is Annotated:
        return _leaves(get_args(annotation)[0])
    if get_origin(annotation) in (Union, UnionType):
        return [leaf for arg in get_args(annotation) for leaf in _leaves(arg)]
    return [annotation]


#: The most digits a number in a JSON file may have: seeds (19 digits) are the longest real
#: value. Longer ones are refused before Python converts them (4,300 digits and more would
#: raise a plain ``ValueError``).
MAX_NUMBER_DIGITS = 40


class JsonTextError(ValueError):
    """JSON text that is not strict JSON: a syntax error, a key twice in one object, a number
    too long or not finite. ``field`` is the path of the object at fault (``""`` for the
    whole text), ``line`` the line of a syntax error (0 for another fault); the message
    (``args[0]``) is a :class:`~cc_engine.messages.Message`."""

    def __init__(self, message: Message, field: str = "", line: int = 0) -> None:
        super().__init__(message)
        self.field = field
        self.line = line


class _Duplicated(dict[str, object]):
    """An object of the text that repeated a key (kept to name its path once parsed)."""

    repeated: str = ""


@dataclass(frozen=True, slots=True)
class _Refused:
    """A value of the text that is not read (kept to name its path once parsed)."""

    reason: Message


def _object_without_repeats(pairs: list[tuple[str, object]]) -> dict[str, object]:
    result: dict[str, object] = {}
    for key, value in pairs:
        if key in result:
            marked = _Duplicated(pairs)
            marked.repeated = key
            return marked
        result[key] = value
    return result


def _bounded_int(text: str) -> int | _Refused:
    digits = len(text.lstrip("-"))
    if digits > MAX_NUMBER_DIGITS:
        return _Refused(msg("a number has {digits} digits; at most {limit} are read",
                            digits=digits, limit=MAX_NUMBER_DIGITS))
    return int(text)


def _finite_float(text: str) -> float | _Refused:
    if len(text) > MAX_NUMBER_DIGITS + 10 or not math.isfinite(value := float(text)):
        shown = text if len(text) <= MAX_NUMBER_DIGITS else text[:MAX_NUMBER_DIGITS] + "..."
        return _Refused(msg("the number {number} is out of range", number=shown))
    return value


def _no_constant(name: str) -> _Refused:
    return _Refused(msg("{name} is not a JSON value", name=name))


def _first_fault(value: object, path: str = "") -> JsonTextError | None:
    """The first repeated key or refused value (depth first), as the error naming its path."""
    if isinstance(value, _Refused):
        return JsonTextError(value.reason, path)
    if isinstance(value, _Duplicated):
        return JsonTextError(msg("the key {key} appears more than once",
                                 key=repr(value.repeated)), path)
    items: Iterable[tuple[str, object]] = ()
    if isinstance(value, dict):
        items = ((f"{path}.{key}" if path else str(key), item) for key, item in value.items())
    elif isinstance(value, list):
        items = ((f"{path}[{index}]", item) for index, item in enumerate(value))
    for where, item in items:
        found = _first_fault(item, where)
        if found is not None:
            return found
    return None


def parse_json(text: str) -> object:
    """Parse strict JSON text: a leading byte-order mark is skipped; a key repeated in one
    object, ``NaN``/``Infinity`` and numbers of more than :data:`MAX_NUMBER_DIGITS` digits
    are refused, naming where they are (Python's reader would keep the last key silently,
    or fail with an error of its own).

    >>> parse_json('\\ufeff{"a": [1, 2]}')
    {'a': [1, 2]}
    >>> for text in ('{"hexes": {"A1": 1, "A1": 2}}', '{"cols": [1, 1e999]}'):
    ...     try:
    ...         parse_json(text)
    ...     except JsonTextError as error:
    ...         print(f"{error.field}: {error}")
    hexes: the key 'A1' appears more than once
    cols[1]: the number 1e999 is out of range

    Raises:
        JsonTextError: naming the line and column of a syntax error, or the path of the
            value at fault.
    """
    try:
        data = json.loads(text.removeprefix("\ufeff"),
                          object_pairs_hook=_object_without_repeats, parse_int=_bounded_int,
                          parse_float=_finite_float, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise JsonTextError(msg("not valid JSON: {reason} at line {line} column {column}",
                                reason=error.msg, line=error.lineno, column=error.colno),
                            line=error.lineno) from None
    except RecursionError:
        raise JsonTextError(msg("not valid JSON: nested too deeply")) from None
    fault = _first_fault(data)
    if fault is not None:
        raise fault
    return data


def read_json(path: Path, limit: int = MAX_FILE_BYTES) -> object:
    """Read a JSON file of at most ``limit`` bytes with :func:`parse_json`.

    Raises:
        ContentError: if the file is missing, too large, not UTF-8 or not strict JSON; the
            problem names the file (and the field at fault).
    """
    name = path.name
    try:
        size = path.stat().st_size
        if size > limit:
            raise ContentError(
                [Problem(name, "", msg("file is {size} bytes; content files are at most "
                                       "{limit} bytes", size=size, limit=limit))]
            )
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContentError([Problem(name, "", msg("file not found: {path}",
                                                    path=str(path)))]) from None
    except UnicodeDecodeError as error:
        raise ContentError([Problem(name, "", msg("not UTF-8 text ({reason})",
                                                    reason=error.reason))]) from None
    except OSError as error:
        raise ContentError([Problem(name, "", msg("cannot read: {reason}",
                                                    reason=str(error.strerror)))]) from None
    try:
        return parse_json(text)
    except JsonTextError as error:
        raise ContentError([Problem(name, error.field, error_message(error))]) from None


def load_model(path: Path, model: type[ModelT]) -> ModelT:
    """Read ``path`` and validate it as ``model``.

    Raises:
        ContentError: listing every shape problem, each with its field path.
    """
    data = read_json(path)
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise ContentError(pydantic_problems(path.name, error, model)) from None


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


def pack_for_scenario(path: Path, map_id: str, pack: ContentPack) -> ContentPack:
    """The content a scenario file at ``path`` naming map ``map_id`` is played with: the one
    rule of the game, the validator and the designer. A map file ``<map id>.json`` beside the
    scenario (a designer's own map) comes first, else the pack's map of that id (``pack``
    itself is returned, whether or not it has that map).

    Raises:
        ContentError: if the map beside the scenario is malformed or has another id.
    """
    beside = map_beside(path, map_id)
    if beside is None:
        return pack
    map_data = load_map(beside)
    if map_data.id != map_id:
        raise ContentError([Problem(beside.name, "id", msg(
            "the id {id} must match the file name {file}", id=repr(map_data.id),
            file=repr(beside.name)))])
    return pack.with_map(map_data)


def load_scenario_and_map(path: Path, pack: ContentPack) -> tuple[Scenario, ContentPack]:
    """A scenario file and the pack to play it with (see :func:`pack_for_scenario`): a map
    file ``<map id>.json`` beside the scenario (a designer's own map) comes first, else the
    pack's map of that id.

    Raises:
        ContentError: if a file is malformed, or the map is found in neither place.
    """
    scenario = load_scenario(path)
    pack = pack_for_scenario(path, scenario.map, pack)
    if scenario.map not in pack.maps:
        raise ContentError([Problem(path.name, "map", msg(
            "names map {map}, found neither beside it nor in {folder}",
            map=repr(scenario.map), folder=str(pack.root / "maps")))])
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
