"""Texts the engine shows a player, kept translatable: English words plus their template.

A :class:`Message` *is* the English text (a ``str``: it compares, hashes, pickles and saves as
that text), and it also carries the English template it was made from, with named fields in
``str.format`` syntax, and the values of those fields. A user interface can look the template
up in its own translations and format it with the same values; the engine stays free of any
translation machinery. Make one with :func:`msg`:

>>> text = msg("{unit} breaks (Defense Total {defense})", unit="Rifle Squad 3", defense=9)
>>> text
'Rifle Squad 3 breaks (Defense Total 9)'
>>> text.template
'{unit} breaks (Defense Total {defense})'
>>> text.args
(('unit', 'Rifle Squad 3'), ('defense', 9))
>>> text == "Rifle Squad 3 breaks (Defense Total 9)"
True

A field's value may be a message itself (a piece built elsewhere); its template is translated
in turn. A side's name that qualifies a noun is written ``{side:adjective}``: English reads
"Allies" there as "Allied" ("End of the Allied Turn"), while a translation may use its own form
of the name (see :func:`formatted`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from string import Formatter
from typing import Any, Literal

__all__ = ["ALLIES", "Message", "MessageArg", "Part", "by_side", "counted", "error_message",
           "formatted", "joined", "layout", "msg", "summed"]

#: The value of a field: words (possibly a :class:`Message` of its own) or a number.
MessageArg = str | int
#: One term of an arithmetic: its name (a game term or a :class:`Message`), value and rule id.
Part = tuple[str, int, str]


class Message(str):
    """An English text with the template and field values it was formatted from.

    Every ``str`` operation sees just the text; slicing or concatenating gives a plain
    ``str`` (without the template).

    >>> vp = msg("Axis gains {vp:+d} VP", vp=2)
    >>> vp, vp.template
    ('Axis gains +2 VP', 'Axis gains {vp:+d} VP')
    >>> import pickle, copy
    >>> pickle.loads(pickle.dumps(vp)).template == copy.copy(vp).template == vp.template
    True
    """

    __slots__ = ("args", "template")

    template: str
    args: tuple[tuple[str, MessageArg], ...]

    def __new__(cls, text: str, template: str,
                args: tuple[tuple[str, MessageArg], ...] = ()) -> Message:
        message = super().__new__(cls, text)
        message.template = template
        message.args = args
        return message

    def __reduce__(self) -> tuple[Any, ...]:
        return (Message, (str(self), self.template, self.args))


def msg(template: str, /, **args: MessageArg) -> Message:
    """The message ``template`` filled with ``args`` (see :func:`formatted`), keeping the
    template and the values.

    >>> msg("Objective {number} ({hex})", number=3, hex="C4")
    'Objective 3 (C4)'
    >>> msg("Setup is complete").args
    ()
    >>> msg("End of the {side:adjective} Turn", side="Allies")
    'End of the Allied Turn'
    """
    return Message(formatted(template, args), template, tuple(args.items()))


#: The English name of the side whose name is plural ("the Allies take", "the Axis takes").
ALLIES = "Allies"
#: A side's English name where it qualifies a noun ("the Allied hand", "the Axis hand").
ADJECTIVES = {ALLIES: "Allied"}
#: The format spec of a side's name that qualifies a noun.
ADJECTIVE = "adjective"


class _TextFormatter(Formatter):
    """``str.format`` that also reads the spec ``adjective`` (see :data:`ADJECTIVES`)."""

    def format_field(self, value: Any, format_spec: str) -> Any:
        if format_spec == ADJECTIVE:
            return ADJECTIVES.get(str(value), str(value))
        return super().format_field(value, format_spec)


_FORMATTER = _TextFormatter()


def formatted(template: str, values: Mapping[str, MessageArg]) -> str:
    """``template.format(**values)``, where a field with the spec ``adjective`` is a side's
    name written as it reads before a noun: "Allied" for "Allies" ("the Allied hand"); any
    other name, a translated one among them, stays as it is ("the Axis hand").

    >>> formatted("the {side:adjective} hand, {count:+d}", {"side": "Allies", "count": 2})
    'the Allied hand, +2'
    >>> formatted("the {side:adjective} hand", {"side": "Axis"})
    'the Axis hand'
    """
    if ADJECTIVE in template:
        return _FORMATTER.vformat(template, (), values)
    return template.format_map(values)


def by_side(allies: str, axis: str, /, *, side: MessageArg, **args: MessageArg) -> Message:
    """The message of a sentence whose subject is a side: English agrees its verb with the
    side's name (plural "the Allies", singular "the Axis"), so each side has its own
    template (a string literal each, translated on its own); ``side`` is the side's name.

    >>> by_side("The {side} take control", "The {side} takes control", side="Allies")
    'The Allies take control'
    >>> by_side("The {side} take control", "The {side} takes control", side="Axis").template
    'The {side} takes control'
    """
    return msg(allies if side == ALLIES else axis, side=side, **args)


def counted(count: int, one: str, many: str, /, **args: MessageArg) -> Message:
    """The message of a sentence that counts things: ``one`` for a count of 1 ("1 card"),
    ``many`` for any other ("{count} cards"), a string literal each, translated on its own;
    both have the field ``count``.

    >>> counted(1, "shows {count} card", "shows {count} cards", count=1)
    'shows 1 card'
    >>> counted(3, "shows {count} card", "shows {count} cards", count=3).template
    'shows {count} cards'
    """
    return msg(one if count == 1 else many, **args)


def joined(parts: Iterable[str], separator: str = ", ") -> Message:
    """``separator.join(parts)`` that keeps the parts' messages (to be translated one by one).

    Its template, ``"{item1}, {item2}"``, needs no translation of its own.

    >>> names = joined(["Rifle Squad (C4)", msg("{unit} (broken)", unit="Sgt. Ganz")])
    >>> names, names.template
    ('Rifle Squad (C4), Sgt. Ganz (broken)', '{item1}, {item2}')
    """
    args = tuple((f"item{number}", part) for number, part in enumerate(parts, start=1))
    template = separator.replace("{", "{{").replace("}", "}}").join(
        "{" + name + "}" for name, _ in args)
    return Message(separator.join(part for _, part in args), template, args)


def layout(template: str, /, **args: MessageArg) -> Message:
    """A message whose template is only layout (fields, numbers, signs, rule ids) and needs
    no translation of its own, unlike :func:`msg`'s (``tools/translations.py`` collects only
    ``msg`` templates); its fields' messages are still translated.

    >>> layout("{value:+d} {name} [{rule}]", value=1, name="Veteran", rule="E44.1")
    '+1 Veteran [E44.1]'
    """
    return Message(template.format(**args), template, tuple(args.items()))


def summed(parts: Iterable[Part], signs: Literal["rest", "all", "none"] = "rest",
           separator: str = " ") -> Message:
    """Parts ``(name, value, rule)`` as a sum whose names stay translatable.

    A part reads ``name value [rule]``, or ``+value name [rule]`` when signed: with ``signs``
    ``"rest"`` every part but the first is signed, with ``"all"`` every part, with
    ``"none"`` none.

    >>> summed([("Rifle", 5, "3.1.1"), (msg("Command of {leader}", leader="Sgt. Ganz"), 1,
    ...         "3.3.1.2")])
    'Rifle 5 [3.1.1] +1 Command of Sgt. Ganz [3.3.1.2]'
    >>> summed([("Woods", 2, "T99"), ("uphill", 1, "T88.1")], "none", " + ")
    'Woods 2 [T99] + uphill 1 [T88.1]'
    """
    pieces = [layout("{value:+d} {name} [{rule}]"
                     if signs == "all" or (signs == "rest" and index) else
                     "{name} {value} [{rule}]", name=name, value=value, rule=rule)
              for index, (name, value, rule) in enumerate(parts)]
    return joined(pieces, separator)


def error_message(error: BaseException) -> str:
    """An exception's text, as the :class:`Message` it was raised with when it was raised with
    one (``ValueError(msg(...))``), else as ``str(error)``.

    >>> error_message(ValueError(msg("no card {number} in the deck", number=80))).template
    'no card {number} in the deck'
    >>> error_message(KeyError("x"))
    "'x'"
    """
    first = error.args[0] if len(error.args) == 1 else None
    return first if isinstance(first, Message) else str(error)
