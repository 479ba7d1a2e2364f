"""A game session: its history of choices, undo, and save files (scenario + seed + choices).

A save is the scenario, the seed and the list of choices, with a digest of the final state
(STYLE 10). Loading replays the choices and checks the digest, so a save can never smuggle in
an illegal position, and a mismatch (an edited file, another content version) is reported
clearly. Saves are written atomically: a crash never leaves a half-written file.

A player may change his private stops (which response windows he is asked at) at any time;
the change is kept in the history as a ``set_stops`` entry, so saves replay it and the other
side's log never shows it.

Undo [DESIGN "Undo"]: the last choice can be taken back when the side now deciding made it and
it revealed nothing: no card was revealed or drawn and the random generator was not used.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

import cc_engine.rules  # noqa: F401  (registers the rules)
from cc_engine.content.loading import (
    ContentError,
    ContentPack,
    error_reason,
    format_location,
    pydantic_problems,
)
from cc_engine.content.models import MapData, Scenario
from cc_engine.content.vocabulary import SideId
from cc_engine.content.writing import write_atomically
from cc_engine.flow import IllegalChoiceError, apply
from cc_engine.game import new_game
from cc_engine.messages import error_message, joined, layout, msg
from cc_engine.state import Choice, GameState, LogEvent, Stops, game_state_adapter

__all__ = [
    "ENGINE_VERSION",
    "SAVE_FORMAT",
    "SaveError",
    "SaveGame",
    "Session",
    "state_digest",
]

SAVE_FORMAT: Literal[1] = 1
ENGINE_VERSION = "0.1"

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


class SaveGame(BaseModel):
    """A save file: everything needed to replay the game to where it was."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format_version: Literal[1] = SAVE_FORMAT
    engine_version: str = ENGINE_VERSION
    scenario: Scenario
    scenario_digest: str
    #: The map played on, so a game on a designer's own map reopens without its file.
    map: MapData | None = None
    seed: int = Field(ge=0, le=(1 << 63) - 1)
    stops: dict[SideId, Stops] = Field(default_factory=dict)
    #: Who plays each side when it is not a person: a computer level of ``cc_engine.ai``.
    computer: dict[SideId, str] = Field(default_factory=dict)
    choices: tuple[str, ...] = ()
    final_state_digest: str


def state_digest(state: GameState) -> str:
    """A SHA-256 of the state's JSON (the setting by its scenario and map only)."""
    data = game_state_adapter().dump_python(state, mode="json")
    data.pop("setting")
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def _scenario_digest(scenario: Scenario) -> str:
    return hashlib.sha256(scenario.model_dump_json().encode()).hexdigest()


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
        text = msg("{side} stops: op fire {op_fire}, reroll {reroll}, fire actions "
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

    def to_save(self) -> SaveGame:
        """The save of this session."""
        return SaveGame(scenario=self.scenario, scenario_digest=_scenario_digest(self.scenario),
                        map=self.pack.maps.get(self.scenario.map), seed=self.seed,
                        stops=self.stops, computer=self.computer, choices=self.choices,
                        final_state_digest=state_digest(self.state))

    def save(self, path: Path) -> None:
        """Write the save to ``path`` atomically (a temporary file renamed over it)."""
        write_atomically(path, self.to_save().model_dump_json(indent=1))

    @classmethod
    def from_save(cls, save: SaveGame, pack: ContentPack, name: str = "save") -> Session:
        """Replay a save and check its digest.

        Raises:
            SaveError: naming the choice that is illegal, or a digest mismatch.
        """
        if save.scenario_digest != _scenario_digest(save.scenario):
            raise SaveError(msg("{file}: the scenario in the file was changed after saving",
                                file=name))
        if save.map is not None:
            if save.map.id != save.scenario.map:
                raise SaveError(msg("{file}: map: the file holds map {held}, but the scenario "
                                    "is played on {played}", file=name,
                                    held=repr(save.map.id), played=repr(save.scenario.map)))
            pack = pack.with_map(save.map)
        try:
            session = cls(save.scenario, pack, save.seed, dict(save.stops),
                          computer=dict(save.computer))
        except (KeyError, ContentError) as error:
            raise SaveError(msg("{file}: the scenario does not fit the content pack "
                                "({reason})", file=name, reason=error_message(error))) \
                from None
        for index, choice in enumerate(save.choices):
            try:
                session.submit(choice)
            except (IllegalChoiceError, ValueError) as error:
                raise SaveError(msg("{file}: {field} {choice} cannot be replayed: {reason}",
                                    file=name, field=f"choices[{index}]",
                                    choice=repr(choice), reason=error_message(error))) \
                    from None
        if state_digest(session.state) != save.final_state_digest:
            raise SaveError(msg("{file}: replaying the choices does not reach the saved "
                                "position (final_state_digest differs): another content or "
                                "engine version?", file=name))
        return session

    @classmethod
    def load(cls, path: Path, pack: ContentPack) -> Session:
        """Read a save file and replay it; the file is never modified.

        Raises:
            SaveError: if the file is unreadable, malformed, or does not replay.
        """
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise SaveError(msg("{file}: cannot read the file ({reason})", file=path.name,
                                reason=str(error))) from None
        try:
            save = SaveGame.model_validate_json(text)
        except ValidationError as error:
            problems = pydantic_problems(path.name, error)[:10]
            raise SaveError(joined([p.text() for p in problems], "\n")) from None
        return cls.from_save(save, pack, path.name)


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
