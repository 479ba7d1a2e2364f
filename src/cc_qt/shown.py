"""Engine texts in the player's language.

The engine writes its log lines, prompts and notes as :class:`~cc_engine.messages.Message`
(English text with its template and fields); the templates are marked for translation in the
generated :mod:`cc_qt.engine_texts`. :func:`shown` puts a text into the current language.
"""

from __future__ import annotations

from functools import lru_cache
from string import Formatter

from PySide6.QtCore import QCoreApplication

from cc_engine.content.loading import Problem
from cc_engine.messages import Message, error_message, formatted
from cc_qt.terms import TERMS, term

__all__ = ["shown", "shown_error", "shown_name", "shown_problem", "system_reason"]

_TERMS = frozenset(TERMS)


def shown(text: str) -> str:
    """An engine text (a log line, a prompt, a note) in the current language.

    A :class:`~cc_engine.messages.Message` shows its template's translation filled with its
    values, which are shown translated too when they are messages or game terms (``TERMS``);
    a translation that lacks or misspells a field of the template gives way to the English
    template. A plain string is shown as it is.
    """
    if not isinstance(text, Message):
        return text
    values = {name: _shown_value(value) for name, value in text.args}
    translated = QCoreApplication.translate("Engine", text.template)
    if translated != text.template and _fields(translated) == _fields(text.template):
        try:
            return formatted(translated, values)
        except (KeyError, IndexError, ValueError):
            pass  # a field the English template has not, or a broken one
    try:
        return formatted(text.template, values)
    except (KeyError, IndexError, ValueError):
        return str(text)


def shown_error(error: BaseException) -> str:
    """An engine error's text in the current language: a
    :class:`~cc_engine.content.loading.ContentError` (every problem, a line each), a
    :class:`~cc_engine.session.SaveError` or any error raised with a
    :class:`~cc_engine.messages.Message`; another error's text is shown as it is. File names,
    field paths and the texts of pydantic, JSON and the system stay as they are."""
    return shown(error_message(error))


def system_reason(error: OSError) -> str:
    """Why the system refused a file (``'Permission denied'``, ``'No space left on device'``),
    as the system words it; the error's whole text when it gives no reason of its own."""
    return error.strerror or str(error)


def shown_problem(problem: Problem) -> str:
    """One problem of a content file (``file: field: reason``) in the current language."""
    return shown(problem.text())


def shown_name(name: str) -> str:
    """A piece's name in the current language, as the board and the choices show it.

    A name the engine built (a :class:`~cc_engine.messages.Message` such as ``'Rifle Squad 3'``,
    from ``'{type} Squad'`` and ``'{name} {number}'``) and a name that is a game term
    (``'Weapon Team'``, ``'Lieutenant X'``, a Weapon's name) are translated; a Leader's own name
    from the scenario (``'Lt. Schrader'``) is shown as written.
    """
    value = _shown_value(name)
    return str(value)


def _shown_value(value: str | int) -> str | int:
    if isinstance(value, Message):
        return shown(value)
    if isinstance(value, str) and value in _TERMS:
        return term(value)
    return value


@lru_cache(maxsize=4096)
def _fields(template: str) -> frozenset[str] | None:
    """The names of a template's fields (None when it cannot be read)."""
    try:
        return frozenset(name for _, name, _, _ in Formatter().parse(template)
                         if name is not None)
    except ValueError:
        return None
