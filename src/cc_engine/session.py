"""A game session: its history of choices, undo, and save files (scenario + seed + choices).

A save is the scenario and its map, the seed and the list of choices, with digests of the
game's content and of the final state (STYLE 10). Loading replays the choices and checks the
digests, so a save can never smuggle in an illegal position or a changed map, and a mismatch
(an edited file, another content or engine version) is explained. Every defect of a save file
is a :class:`SaveError` naming the file and the field; nothing else escapes
:meth:`Session.load`. Digests and saved collections are written in one canonical order
(:mod:`cc_engine.canonical`), so a save written by one process loads in any other. Saves are
written atomically: a crash never leaves a half-written file.

A player may change his private stops (which response windows he is asked at) at any time;
the change is kept in the history as a ``set_stops`` entry, so saves replay it and the other
side's log never shows it.

Undo [DESIGN "Undo"]: the last choice can be taken back when the side now deciding made it and
it revealed nothing: no card was revealed or drawn and the random generator was not used.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    TypeAdapter,
    ValidationError,
)

import cc_engine.rules  # noqa: F401  (registers the rules)
from cc_engine.ai import LEVELS
from cc_engine.canonical import canonical_json
from cc_engine.content.loading import (
    ContentError,
    ContentPack,
    Problem,
    error_reason,
    format_location,
    pydantic_problems,
    read_json,
)
from cc_engine.content.models import MapData, Scenario
from cc_engine.content.validation import validate_map, validate_scenario
from cc_engine.content.vocabulary import SideId
from cc_engine.content.writing import write_atomically
from cc_engine.flow import IllegalChoiceError, apply
from cc_engine.game import make_setting, new_game
from cc_engine.messages import Message, error_message, joined, layout, msg
from cc_engine.state import Choice, GameState, LogEvent, Setting, Stops, game_state_adapter

__all__ = [
    "CONTENT_PARTS",
    "ENGINE_VERSION",
    "MAX_CHOICES",
    "MAX_SAVE_BYTES",
    "SAVE_FORMAT",
    "ContentDigests",
    "SaveError",
    "SaveGame",
    "Session",
    "content_digests",
    "state_digest",
]

SAVE_FORMAT: Literal[2] = 2
#: The version of the rules that replays a save; a save of another version is explained.
ENGINE_VERSION = "0.4"
#: A save is a map and a list of choices, well under a megabyte; a larger file is not read.
MAX_SAVE_BYTES = 8 * 1024 * 1024
#: Eight times the longest game seen (2,543 choices: 48 random games of the 12 scenarios, and
#: random play is the longest): a longer list is refused before it is replayed.
MAX_CHOICES = 20_000


#: The history entry of a change of stops: ``set_stops <side> <op_fire> <reroll> <fire_actions>
#: <move_actions>`` (not an answer to a decision).
SET_STOPS = "set_stops"
_STOP_FIELDS = ("op_fire", "reroll", "fire_actions", "move_actions")

#: Event kinds that reveal hidden or random information: a step with one cannot be undone.
_REVEALING = frozenset({"reveal", "draw", "roll", "random_hex", "draw_count"})


class SaveError(ValueError):
    """A save file that cannot be loaded; the message names the file and the reason.

    It is raised with a :class:`~cc_engine.messages.Message` (``error.args[0]``, see
    :func:`~cc_engine.messages.error_message`), to be shown translated.
    """


def _known_level(level: str) -> str:
    if level not in LEVELS:
        raise ValueError(msg("unknown computer level {level}: the levels are {levels}",
                             level=repr(level), levels=", ".join(LEVELS)))
    return level


Digest = Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{64}$")]
ComputerLevel = Annotated[str, AfterValidator(_known_level)]
ChoiceText = Annotated[str, StringConstraints(min_length=1, max_length=200)]


class ContentDigests(BaseModel):
    """A SHA-256 of each part of the content a game is played with."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    scenario: Digest
    map: Digest
    nations: Digest
    decks: Digest
    terrain_chart: Digest
    track: Digest
    chits: Digest


#: The parts of the content a game depends on, each with its digest in a save.
CONTENT_PARTS = tuple(ContentDigests.model_fields)


class SaveGame(BaseModel):
    """A save file: everything needed to replay the game to where it was."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format_version: Literal[2] = SAVE_FORMAT
    engine_version: Annotated[str, StringConstraints(max_length=40)] = ENGINE_VERSION
    scenario: Scenario
    #: The map played on, so a game on a designer's own map reopens without its file.
    map: MapData
    #: The digest of each part of the content the game was played with.
    content: ContentDigests
    seed: int = Field(ge=0, le=(1 << 63) - 1)
    stops: dict[SideId, Stops] = Field(default_factory=dict)
    #: Who plays each side when it is not a person: a computer level of ``cc_engine.ai``.
    computer: dict[SideId, ComputerLevel] = Field(default_factory=dict)
    choices: tuple[ChoiceText, ...] = Field(default=(), max_length=MAX_CHOICES)
    final_state_digest: Digest


def _digest(data: Any) -> str:
    return hashlib.sha256(canonical_json(data).encode()).hexdigest()


def state_digest(state: GameState) -> str:
    """A SHA-256 of the state's canonical JSON, the setting left out (a save carries the
    digests of its content, :func:`content_digests`)."""
    data = game_state_adapter().dump_python(state, mode="json")
    data.pop("setting")
    return _digest(data)


def _content_digest(part: Any) -> str:
    """The digest of a content model, or of a tuple of them."""
    return _digest(TypeAdapter(type(part)).dump_python(part, mode="json"))


def content_digests(setting: Setting) -> ContentDigests:
    """A SHA-256 of each part of the content a game is played with."""
    return ContentDigests(**{part: _content_digest(getattr(setting, part))
                             for part in CONTENT_PARTS})


def _problems_error(problems: Sequence[Problem]) -> SaveError:
    """A save error listing ``problems`` (the first ten), a line each."""
    return SaveError(joined([p.text() for p in problems[:10]], "\n"))


def _version_note(error: SaveError, saved_by: str) -> SaveError:
    """``error``, saying which version wrote the file when another one did."""
    if saved_by == ENGINE_VERSION:
        return error
    return SaveError(msg("{problem}\n(The file was saved by version {saved} of the game; this "
                         "is version {current}.)", problem=error_message(error),
                         saved=saved_by, current=ENGINE_VERSION))


@dataclass
class _Entry:
    choice: Choice
    side: SideId
    state: GameState
    events: tuple[LogEvent, ...]
    undoable: bool


@dataclass
class Session:
    """A game in progress with its history; the single owner of the engine state for a UI."""

    scenario: Scenario
    pack: ContentPack
    seed: int
    stops: dict[SideId, Stops] = field(default_factory=dict)
    history: list[_Entry] = field(default_factory=list)
    start: GameState | None = None
    #: The sides a computer plays, with its level (kept in saves; the engine ignores it).
    computer: dict[SideId, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.start is None:
            self.start = new_game(self.scenario, self.pack, self.seed, stops=self.stops)

    @property
    def state(self) -> GameState:
        """The current state."""
        if self.history:
            return self.history[-1].state
        assert self.start is not None
        return self.start

    @property
    def choices(self) -> tuple[str, ...]:
        """Every choice made so far, in notation."""
        return tuple(entry.choice.notation() for entry in self.history)

    def events(self) -> list[LogEvent]:
        """Every event so far (all of them: filter with ``views.visible_events``)."""
        return [event for entry in self.history for event in entry.events]

    def submit(self, choice: Choice | str) -> tuple[LogEvent, ...]:
        """Apply a legal choice; raises :class:`IllegalChoiceError` and changes nothing."""
        if str(choice).split(maxsplit=1)[:1] == [SET_STOPS]:
            return self.set_stops(*_parse_set_stops(Choice.parse(str(choice))))
        before = self.state
        decision = before.pending
        step = apply(before, choice)
        assert decision is not None
        chosen = choice if isinstance(choice, Choice) else Choice.parse(choice)
        undoable = step.state.rng == before.rng and not any(
            e.kind in _REVEALING for e in step.events)
        self.history.append(_Entry(chosen, decision.side, step.state, step.events, undoable))
        return step.events

    def set_stops(self, side: SideId, stops: Stops) -> tuple[LogEvent, ...]:
        """Change ``side``'s private stops from the next response window on.

        The decision pending now stays as it is. The change is an undoable history entry, and
        its log event is private to ``side``.
        """
        state = self.state
        changed = state.with_side(replace(state.side(side), stops=stops))
        choice = Choice(SET_STOPS, (side.value, *(getattr(stops, f) for f in _STOP_FIELDS)))
        text = msg("{side:adjective} stops: op fire {op_fire}, reroll {reroll}, fire actions "
                   "{fire_actions}, move actions {move_actions}.", side=side.title(),
                   op_fire=stops.op_fire, reroll=stops.reroll, fire_actions=stops.fire_actions,
                   move_actions=stops.move_actions)
        event = LogEvent("stops", text, side=side, private_to=side)
        self.history.append(_Entry(choice, side, changed, (event,), undoable=True))
        return (event,)

    def undo_status(self) -> tuple[bool, str]:
        """Whether the last choice can be taken back, and why not if not."""
        if not self.history:
            return False, msg("nothing to undo")
        last = self.history[-1]
        now = self.state.pending
        if not last.undoable:
            return False, msg("the last choice revealed a card or used chance")
        if now is not None and now.side is not last.side:
            return False, msg("the other side has to decide now")
        return True, msg("undo '{choice}'", choice=last.choice.notation())

    def undo(self) -> Choice:
        """Take back the last choice (see :meth:`undo_status`).

        Raises:
            IllegalChoiceError: if the last choice cannot be undone.
        """
        ok, why = self.undo_status()
        if not ok:
            raise IllegalChoiceError(msg("cannot undo: {reason}", reason=why))
        return self.history.pop().choice

    # --- save files -----------------------------------------------------------------------------

    @cached_property
    def _content_digests(self) -> ContentDigests:
        return content_digests(self.state.setting)

    def to_save(self) -> SaveGame:
        """The save of this session (its collections in canonical order: by side)."""
        return SaveGame(scenario=self.scenario, map=self.state.setting.map,
                        content=self._content_digests, seed=self.seed,
                        stops={side: self.stops[side] for side in SideId if side in self.stops},
                        computer={side: self.computer[side] for side in SideId
                                  if side in self.computer},
                        choices=self.choices, final_state_digest=state_digest(self.state))

    def save(self, path: Path) -> None:
        """Write the save to ``path`` atomically (a temporary file renamed over it)."""
        write_atomically(path, self.to_save().model_dump_json(indent=1))

    @classmethod
    def from_save(cls, save: SaveGame, pack: ContentPack, name: str = "save") -> Session:
        """Replay a save and check its digests.

        Raises:
            SaveError: naming the file and the field at fault: changed content, a map or
                scenario that cannot be played, a choice that does not replay, a digest
                mismatch; the version that wrote the file is named when it is not this one.
        """
        try:
            return cls._replayed(save, pack, name)
        except SaveError as error:
            raise _version_note(error, save.engine_version) from None
        except Exception as error:  # a fault of the engine must not crash the app: refuse
            raise _version_note(SaveError(msg(
                "{file}: the game engine failed reading it ({reason})", file=name,
                reason=f"{type(error).__name__}: {error}")), save.engine_version) from None

    @classmethod
    def _replayed(cls, save: SaveGame, pack: ContentPack, name: str) -> Session:
        _check_content(save, pack, name)
        try:
            session = cls(save.scenario, pack.with_map(save.map), save.seed, dict(save.stops),
                          computer=dict(save.computer))
        except ContentError as error:
            raise _problems_error([replace(p, file=name, field=_under("scenario", p.field))
                                   for p in error.problems]) from None
        for index, choice in enumerate(save.choices):
            try:
                session.submit(choice)
            except (IllegalChoiceError, ValueError) as error:
                raise SaveError(msg("{file}: {field} {choice} cannot be replayed: {reason}",
                                    file=name, field=f"choices[{index}]",
                                    choice=repr(choice), reason=error_message(error))) \
                    from None
            except Exception as error:  # as in from_save, naming the choice
                raise SaveError(msg("{file}: {field} {choice} cannot be replayed: the game "
                                    "engine failed ({reason})", file=name,
                                    field=f"choices[{index}]", choice=repr(choice),
                                    reason=f"{type(error).__name__}: {error}")) from None
        if state_digest(session.state) != save.final_state_digest:
            raise SaveError(msg("{file}: replaying the choices does not reach the saved "
                                "position (final_state_digest differs): another content or "
                                "engine version?", file=name))
        return session

    @classmethod
    def load(cls, path: Path, pack: ContentPack) -> Session:
        """Read a save file and replay it; the file is never modified.

        Raises:
            SaveError: if the file is unreadable, malformed, of another save format, or does
                not replay; nothing else.
        """
        try:
            data = read_json(path, MAX_SAVE_BYTES)
        except ContentError as error:
            raise _problems_error(error.problems) from None
        if not isinstance(data, dict):
            raise SaveError(msg("{file}: not a saved game (a JSON object is expected)",
                                file=path.name))
        _check_format(data, path.name)
        saved_by = data.get("engine_version")
        try:
            save = SaveGame.model_validate(data)
        except ValidationError as error:
            raise _version_note(_problems_error(pydantic_problems(path.name, error, SaveGame)),
                                saved_by if isinstance(saved_by, str) else "?") from None
        return cls.from_save(save, pack, path.name)


def _under(part: str, field: str) -> str:
    """A field of a part of the save: ``map.hexes.C7``."""
    return f"{part}.{field}" if field else part


def _check_format(data: dict[str, Any], name: str) -> None:
    """Refuse a save of another format, saying which version wrote it."""
    found = data.get("format_version")
    if found == SAVE_FORMAT:
        return
    saved_by = data.get("engine_version")
    if not isinstance(found, int) or isinstance(found, bool) or not isinstance(saved_by, str):
        raise SaveError(msg("{file}: format_version: not a saved game of this program (no "
                            "save format and version)", file=name))
    if found < SAVE_FORMAT:
        raise SaveError(msg("{file}: format_version: saved by an earlier version of the game "
                            "({saved}, save format {found}); this version ({current}) reads "
                            "save format {format} only", file=name, saved=saved_by[:40],
                            found=found, current=ENGINE_VERSION, format=SAVE_FORMAT))
    raise SaveError(msg("{file}: format_version: saved by a later version of the game "
                        "({saved}, save format {found}); this version ({current}) reads save "
                        "format {format}: update the game to open it", file=name,
                        saved=saved_by[:40], found=found, current=ENGINE_VERSION,
                        format=SAVE_FORMAT))


def _check_content(save: SaveGame, pack: ContentPack, name: str) -> None:
    """Check that the save's scenario and map are the ones it was saved with and can be
    played, and that the content pack's nations, decks, Terrain Chart, track and chits are
    those it was played with.

    Raises:
        SaveError: naming the part that differs or the problems of the map or scenario.
    """
    for part, model in (("scenario", save.scenario), ("map", save.map)):
        if getattr(save.content, part) != _content_digest(model):
            raise SaveError(_changed_after_saving(part, name))
    if save.map.id != save.scenario.map:
        raise SaveError(msg("{file}: map: the file holds map {held}, but the scenario "
                            "is played on {played}", file=name,
                            held=repr(save.map.id), played=repr(save.scenario.map)))
    pack = pack.with_map(save.map)
    problems = [replace(p, file=name, field=_under("map", p.field))
                for p in validate_map(save.map, name, pack.terrain.max_elevation)]
    problems += [replace(p, file=name, field=_under("scenario", p.field))
                 for p in validate_scenario(save.scenario, pack, name, save.map)]
    errors = [p for p in problems if p.severity == "error"]
    if errors:
        raise _problems_error(errors)
    played = content_digests(make_setting(save.scenario, pack))
    for part in CONTENT_PARTS:
        if getattr(save.content, part) != getattr(played, part):
            raise SaveError(msg("{file}: content.{part}: the game was saved with other game "
                                "content than this version has", file=name, part=part))


def _changed_after_saving(part: str, name: str) -> Message:
    if part == "scenario":
        return msg("{file}: the scenario in the file was changed after saving", file=name)
    return msg("{file}: map: the map in the file was changed after saving", file=name)


def _parse_set_stops(choice: Choice) -> tuple[SideId, Stops]:
    """Read a ``set_stops`` entry; raises :class:`IllegalChoiceError` naming what is wrong."""
    if len(choice.args) != 1 + len(_STOP_FIELDS):
        raise IllegalChoiceError(msg("{entry} needs a side and {count} settings",
                                     entry=SET_STOPS, count=len(_STOP_FIELDS)))
    sides = [side.value for side in SideId]
    if choice.args[0] not in sides:
        raise IllegalChoiceError(msg("{entry}: side must be one of {sides}", entry=SET_STOPS,
                                     sides=str(sides)))
    try:
        stops = TypeAdapter(Stops).validate_python(
            dict(zip(_STOP_FIELDS, choice.args[1:], strict=True)))
    except ValidationError as error:
        reasons = joined([layout("{field}: {reason}", field=format_location(e["loc"]),
                                 reason=error_reason(e)) for e in error.errors()], "; ")
        raise IllegalChoiceError(layout("{entry}: {reasons}", entry=SET_STOPS,
                                        reasons=reasons)) from None
    return SideId(choice.args[0]), stops


def replay(scenario: Scenario, pack: ContentPack, seed: int,
           choices: Sequence[str]) -> GameState:
    """The state reached by playing ``choices`` from the start of a game."""
    session = Session(scenario, pack, seed)
    for choice in choices:
        session.submit(choice)
    return session.state
