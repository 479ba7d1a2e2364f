"""The player's preferences, kept in ``preferences.json`` in the user data folder.

One validated file: language, palette, how fast the computer's moves play out, the hand-off
screen, the stops a new game starts with, how many old autosaves are kept and how much the log
says. A file that cannot be read (bad JSON, an unknown value, a hand edit gone wrong) is put
aside as ``preferences.json.bad`` and the defaults are used; :func:`load_preferences` returns a
notice saying so, which the window shows once.

The file is written atomically. A file that cannot be written (a folder that cannot be written
to, a full disk) leaves the old one as it was: :func:`set_preferences` puts the new preferences
in force for this session all the same and raises the :class:`OSError`, which the window tells
the player in the words of :func:`unsaved_notice`.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDir

from cc_engine import Session
from cc_engine.content.loading import JsonTextError, parse_json
from cc_engine.content.vocabulary import SideId
from cc_engine.content.writing import write_atomically
from cc_engine.state import Stops
from cc_qt import paths
from cc_qt.shown import shown_error, system_reason

__all__ = [
    "LANGUAGES",
    "PACES",
    "Preferences",
    "SettingsNotice",
    "begin_new_game",
    "forget_preferences",
    "load_preferences",
    "preferences",
    "preferences_path",
    "rotate_autosaves",
    "save_preferences",
    "set_preferences",
    "take_notice",
    "unsaved_notice",
]

# The reasons Preferences gives for a stop it refuses (English, translated when the notice
# is shown). Kept above every "#:" comment, which lupdate would hand the translators.
_UNKNOWN_STOP = str(QT_TRANSLATE_NOOP("Preferences", "unknown stop {name} (known: {known})"))
_REFUSED_STOP = str(QT_TRANSLATE_NOOP("Preferences", "stop {name} cannot be {setting} (one of "
                                      "{allowed})"))


class _StopError(ValueError):
    """A stop the file names wrongly: its English text, and the template and values to show it
    in the player's language."""

    def __init__(self, template: str, **values: str) -> None:
        super().__init__(template.format(**values))
        self.template = template
        self.values = values

    def translated(self) -> str:
        return QCoreApplication.translate("Preferences", self.template).format(**self.values)


@dataclass(frozen=True)
class SettingsNotice:
    """Why the settings file was not used: shown to the player once, in his language (the
    language is chosen by the very file, so the text is made when shown, by :meth:`text`).

    ``field`` is the setting at fault (``"the file"`` is said for ``""``) when a value was
    refused, else None; ``reason`` is pydantic's or the system's own text, kept as it is;
    ``line`` is the line of a JSON syntax error (0 for none); ``error`` is a reason of our own
    checks, translated when shown.
    """

    file: str
    aside: str
    field: str | None = None
    reason: str = ""
    line: int = 0
    error: _StopError | None = None

    def __str__(self) -> str:
        return self.text()

    def text(self) -> str:
        """The notice in the current language."""
        return QCoreApplication.translate(
            "Preferences", "Your settings file {file} could not be read ({problem}); the "
            "defaults are used. The old file is kept as {aside}.").format(
                file=self.file, problem=self._problem(), aside=self.aside)

    def _problem(self) -> str:
        if self.line:
            return QCoreApplication.translate("Preferences", "not valid JSON at line {line}") \
                .format(line=self.line)
        if self.field is None:
            return self.reason
        reason = self.reason if self.error is None else QCoreApplication.translate(
            "Preferences", "Value error, {reason}").format(reason=self.error.translated())
        if not self.field:
            return QCoreApplication.translate("Preferences", "the file: {reason}").format(
                reason=reason)
        return f"{self.field}: {reason}"


def unsaved_notice(error: OSError, path: Path | None = None) -> str:
    """What the player is told when the preferences file ``path`` (by default
    ``preferences.json`` in the user data folder) could not be written, in the current
    language: the file, the system's reason, and that the change applies all the same until
    the app is closed."""
    return QCoreApplication.translate(
        "Preferences", "Cannot save your settings to {file}: {reason}. The change applies "
        "until you close the app; the old settings file is left as it was.").format(
            file=QDir.toNativeSeparators(str(path or preferences_path())),
            reason=system_reason(error))


#: The shipped languages by code, each named in its own language ("system": follow the OS).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "ru": "Русский",
    "bg": "Български",
    "pl": "Polski",
}

#: The computer's pace: milliseconds each of its moves waits, by name.
PACES: dict[str, int] = {"fast": 0, "normal": 600, "slow": 1500}

_STOP_NAMES = tuple(f.name for f in fields(Stops))

#: The stops a new person starts with where they differ from the engine's: the Initiative
#: re-roll is offered only when another roll could change the result [9.1].
NEW_GAME_STOPS: dict[str, str] = {"reroll": "when_it_matters"}


class Preferences(BaseModel):
    """Everything the Settings dialog sets (see the module docstring)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    language: Literal["system", "en", "ru", "bg", "pl"] = "system"
    palette: Literal["light", "dark"] = "light"
    computer_pace_ms: int = Field(PACES["normal"], ge=0, le=10_000)
    #: "screen": a screen hides the board between two people's turns (hot-seat);
    #: "none": no screen, for one person playing both sides openly.
    handoff: Literal["screen", "none"] = "screen"
    #: The stops every person starts a new game with, where he changed them from
    #: :data:`NEW_GAME_STOPS` (the engine's Stops fields); a file that has none gets those.
    default_stops: dict[str, str] = Field(default_factory=dict)
    #: Old autosaves kept beside the current one when a new game starts (0: none).
    autosaves_kept: int = Field(3, ge=0, le=50)
    #: "full": every roll's arithmetic and rule ids; "brief": results without rule ids.
    log_detail: Literal["full", "brief"] = "full"

    @field_validator("default_stops")
    @classmethod
    def _known_stops(cls, value: dict[str, str]) -> dict[str, str]:
        for name, setting in value.items():
            if name not in _STOP_NAMES:
                raise _StopError(_UNKNOWN_STOP, name=repr(name), known=", ".join(_STOP_NAMES))
            allowed = _stop_values(name)
            if setting not in allowed:
                raise _StopError(_REFUSED_STOP, name=repr(name), setting=repr(setting),
                                 allowed=", ".join(allowed))
        return value

    def stops(self) -> Stops:
        """The stops a new game starts with."""
        return Stops(**{**NEW_GAME_STOPS, **self.default_stops})  # type: ignore[arg-type]


def _stop_values(name: str) -> tuple[str, ...]:
    """The values one engine stop may take (read from its Literal annotation)."""
    import typing

    hints = typing.get_type_hints(Stops)
    return tuple(typing.get_args(hints[name]))


def preferences_path() -> Path:
    """``preferences.json`` in the user data folder."""
    return paths.user_data_dir() / "preferences.json"


def load_preferences(path: Path | None = None) -> tuple[Preferences, SettingsNotice | None]:
    """The saved preferences and a notice (None when all is well).

    A missing file gives the defaults silently; a broken one gives the defaults, is moved
    aside to ``<name>.bad`` and the notice names the file and what is wrong.
    """
    path = path or preferences_path()
    if not path.is_file():
        return Preferences(), None
    try:
        return Preferences.model_validate(parse_json(path.read_text(encoding="utf-8"))), None
    except (OSError, UnicodeDecodeError, JsonTextError, ValidationError) as error:
        aside = path.with_name(path.name + ".bad")
        try:
            path.replace(aside)
        except OSError:
            aside = path
        return Preferences(), _notice_of(error, path.name, aside.name)


def _notice_of(error: Exception, file: str, aside: str) -> SettingsNotice:
    """The notice naming the first thing wrong with the file."""
    if isinstance(error, ValidationError):
        first = error.errors()[0]
        cause = first.get("ctx", {}).get("error")
        stop_error = cause if first["type"] == "value_error" and \
            isinstance(cause, _StopError) else None
        return SettingsNotice(file, aside, ".".join(str(part) for part in first["loc"]),
                              first["msg"], error=stop_error)
    if isinstance(error, JsonTextError):
        return SettingsNotice(file, aside, reason=shown_error(error), line=error.line)
    return SettingsNotice(file, aside, reason=str(error))


def save_preferences(value: Preferences, path: Path | None = None) -> None:
    """Write the preferences atomically.

    Raises:
        OSError: when the file cannot be written (see
            :func:`~cc_engine.content.writing.write_atomically`); the old file is left as it
            was.
    """
    write_atomically(path or preferences_path(), value.model_dump_json(indent=2) + "\n")


_current: Preferences | None = None
_notice: SettingsNotice | None = None


def preferences() -> Preferences:
    """The preferences in force (read from the file on first use)."""
    global _current, _notice
    if _current is None:
        _current, _notice = load_preferences()
    return _current


def take_notice() -> str | None:
    """The notice about a broken settings file in the current language, once (None
    afterwards)."""
    global _notice
    preferences()
    notice, _notice = _notice, None
    return notice.text() if notice is not None else None


def set_preferences(value: Preferences, path: Path | None = None) -> None:
    """Make ``value`` the preferences in force and save them.

    Raises:
        OSError: when the file cannot be written; ``value`` is in force all the same (for
            this session) and the old file is left as it was.
    """
    global _current
    _current = value
    save_preferences(value, path)


def forget_preferences() -> None:
    """Read the file again on next use (tests, or after the data folder changed)."""
    global _current, _notice
    _current, _notice = None, None


def rotate_autosaves(autosave: Path, keep: int) -> None:
    """Before a new game overwrites ``autosave``, keep it as ``<stem>-1<suffix>`` (older ones
    move to -2, -3 ...), with at most ``keep`` old ones; ``keep`` 0 keeps none. Keeping them
    is a courtesy: a folder that cannot be changed never stops the new game (the game reports
    an autosave it cannot write)."""
    with contextlib.suppress(OSError):
        _rotate(autosave, keep)


def _rotate(autosave: Path, keep: int) -> None:
    old = [autosave.with_name(f"{autosave.stem}-{n}{autosave.suffix}")
           for n in range(1, keep + 1)]
    for extra in autosave.parent.glob(f"{autosave.stem}-*{autosave.suffix}"):
        label = extra.name[len(autosave.stem) + 1:-len(autosave.suffix) or None]
        if label.isdigit() and int(label) > keep:
            extra.unlink()
    if keep == 0 or not autosave.is_file():
        return
    for number in range(keep, 0, -1):
        source = autosave if number == 1 else old[number - 2]
        if source.is_file():
            source.replace(old[number - 1])


def begin_new_game(session: Session, autosave: Path | None) -> None:
    """Before a new game's first choice: keep the previous autosave as an old one, and give
    each person the stops of a new game from the preferences."""
    chosen = preferences()
    if autosave is not None:
        rotate_autosaves(autosave, chosen.autosaves_kept)
    stops = chosen.stops()
    if stops != Stops():
        for side in SideId:
            if side not in session.computer:
                session.set_stops(side, stops)
