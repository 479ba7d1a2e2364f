"""The rules reference: our own short summary of every rule id the game log can cite.

The engine explains each roll in the log and cites rule ids such as ``3.1.4`` (a numbered
chapter 1-13 and its sub-sections) or ``O20.3.4`` (a lettered section: Orders O14-O23,
Actions A24-A41, Events E42-E77, Terrain T78-T99, Fortifications F100-F106; the numbering runs
on from the chapters). ``resources/help/rules.json`` holds one :class:`RuleSummary` per id; the
help browser loads it with :func:`load_rule_summaries`, shows it in :func:`rule_sort_key` order
as a tree (:func:`parent_rule_id`, :func:`rule_part`) and turns ``[...]`` citations of a log
text into links with :func:`citations`. :func:`cited_rule_ids` reads the engine's source for
every id it can cite, so a test can check that the file covers them all.

>>> rule_sort_key("3.1.4") < rule_sort_key("10.1") < rule_sort_key("O14.1") < rule_sort_key("A29")
True
>>> citations("Defense Total 9 vs Attack Total 8: unaffected [O20.3.4, T78.3]")
['O20.3.4', 'T78.3']
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, StringConstraints, ValidationError

from cc_engine.content.loading import (
    ContentError,
    Problem,
    error_reason,
    format_location,
    read_json,
)
from cc_engine.content.models import SCHEMA_VERSION, ContentModel
from cc_engine.messages import msg

__all__ = [
    "RULE_ID_PATTERN",
    "RuleBook",
    "RuleSummary",
    "citations",
    "cited_rule_ids",
    "default_rules_path",
    "is_rule_id",
    "load_rule_summaries",
    "parent_rule_id",
    "rule_ids_in_source",
    "rule_part",
    "rule_sort_key",
]

#: A rule id: a numbered chapter (``5``, ``3.1.4``) or a lettered section (``O20.3.4``,
#: ``A29``). Lettered sections start at 14, where the chapters end; this also keeps hex ids
#: (``A2``, ``H10``) from reading as rule ids.
_LETTERED_ID = r"[A-Z](?:1[4-9]|[2-9][0-9]|[1-9][0-9]{2,})(?:\.[0-9]+)*"
RULE_ID_PATTERN = rf"(?:{_LETTERED_ID}|[1-9][0-9]*(?:\.[0-9]+)*)"

_RULE_ID = re.compile(RULE_ID_PATTERN)
#: One item of a ``[...]`` citation: an id, an id with a step or example, or a range of
#: lettered ids (``E42-E77``; a numbered "range" like ``1-9`` is a regex character class).
_CITATION_ITEM = re.compile(
    rf"(?P<first>{RULE_ID_PATTERN})(?:\s+(?:step|example)\s+\w+)?"
    rf"|(?P<from>{_LETTERED_ID})-(?P<to>{_LETTERED_ID})"
)
_BRACKETS = re.compile(r"\[([^\[\]]*)\]")
#: Stands for an f-string's ``{...}`` field when a source string is read as a log text.
_FIELD = "{}"

#: The rulebook's parts in reading order: (title, letter of its ids or "" for numbered
#: chapters, first and last number).
_PARTS: tuple[tuple[str, str, int, int], ...] = (
    ("Components", "", 1, 4),
    ("Core Rules", "", 5, 13),
    ("Orders", "O", 14, 23),
    ("Actions", "A", 24, 41),
    ("Events", "E", 42, 77),
    ("Terrain", "T", 78, 99),
    ("Fortifications", "F", 100, 106),
)
_OTHER = "Other"

RuleId = Annotated[str, StringConstraints(pattern=rf"^{RULE_ID_PATTERN}$", max_length=24)]


class RuleSummary(ContentModel):
    """One rule of the reference: its id, title and our own summary of what it does in play."""

    id: RuleId = Field(description="The rulebook id, e.g. '3.1.4' or 'O20.3.4'.")
    title: Annotated[str, StringConstraints(min_length=1, max_length=80)] = Field(
        description="The chapter or section title, e.g. 'Fire Defense Roll'.")
    summary: Annotated[str, StringConstraints(min_length=1, max_length=400)] = Field(
        description="One to three sentences, in the project's own words.")
    see_also: tuple[RuleId, ...] = Field(
        default=(), description="Ids of related rules the browser links to.")


class RuleBook(ContentModel):
    """The file ``resources/help/rules.json``: every rule summary, in rulebook order."""

    schema_version: Literal[1] = SCHEMA_VERSION
    rules: tuple[RuleSummary, ...]


def default_rules_path() -> Path:
    """``resources/help/rules.json`` beside the source tree."""
    return Path(__file__).resolve().parents[3] / "resources" / "help" / "rules.json"


def is_rule_id(text: str) -> bool:
    """Whether ``text`` is a well-formed rule id (not whether the rulebook has it)."""
    return _RULE_ID.fullmatch(text) is not None


def _part(rule_id: str) -> int | None:
    """The index in ``_PARTS`` of the part an id is in, or None if it fits none."""
    if not is_rule_id(rule_id):
        return None
    letter = "" if rule_id[0].isdigit() else rule_id[0]
    number = int(rule_id.lstrip(letter).split(".")[0])
    return next((index for index, (_, part_letter, first, last) in enumerate(_PARTS)
                 if letter == part_letter and first <= number <= last), None)


def rule_sort_key(rule_id: str) -> tuple[int, str, tuple[int, ...]]:
    """Order ids as the rulebook does: chapters 1-13 by number, then the O, A, E, T and F
    sections by number (``3.2`` < ``3.10`` < ``10.1`` < ``O14`` < ``A24`` < ``F106``).

    An id outside the rulebook's parts (a letter it does not use, or a number outside that
    letter's range) comes after them, by letter; text that is no id at all comes last.

    >>> sorted(["O20.3.4", "10.1", "A29", "3.1.10", "3.1.4", "E57", "T78.3", "O14"],
    ...        key=rule_sort_key)
    ['3.1.4', '3.1.10', '10.1', 'O14', 'O20.3.4', 'A29', 'E57', 'T78.3']
    """
    if not is_rule_id(rule_id):
        return (2, rule_id, ())
    letter = "" if rule_id[0].isdigit() else rule_id[0]
    numbers = tuple(int(n) for n in rule_id.lstrip(letter).split("."))
    return (0, "", numbers) if _part(rule_id) is not None else (1, letter, numbers)


def parent_rule_id(rule_id: str) -> str | None:
    """The section an id belongs to, or None for a chapter or section (``O20.3.4`` ->
    ``O20.3``; ``3.1`` -> ``3``; ``O20`` -> None)."""
    head, dot, _ = rule_id.rpartition(".")
    return head if dot else None


def rule_part(rule_id: str) -> str:
    """The rulebook part an id is in: Components (1-4), Core Rules (5-13), Orders (O14-O23),
    Actions (A24-A41), Events (E42-E77), Terrain (T78-T99), Fortifications (F100-F106), or
    "Other".

    >>> rule_part("6.1.2"), rule_part("O20.3.4"), rule_part("E57"), rule_part("A12")
    ('Core Rules', 'Orders', 'Events', 'Other')
    """
    index = _part(rule_id)
    return _OTHER if index is None else _PARTS[index][0]


def citations(text: str) -> list[str]:
    """The rule ids a text cites in ``[...]``, in order, each once: ``[O16.2, 7.2.1]``,
    ``[6.1.2 step 5]`` and the ends of ``[E42-E77]`` count. A bracket that holds anything
    else (``[0, 1]``, ``[a-z]``) cites nothing. f-string fields (``{}``) are skipped."""
    found: list[str] = []
    for match in _BRACKETS.finditer(text):
        items = [item.strip() for item in match.group(1).split(",")]
        ids: list[str] = []
        for item in items:
            if item == _FIELD:
                continue
            cited = _CITATION_ITEM.fullmatch(item)
            if cited is None:
                ids = []
                break
            ids += [i for i in cited.group("first", "from", "to") if i is not None]
        found += [i for i in ids if i not in found]
    return found


# --- reading the engine's source -------------------------------------------------------------


def _docstrings(tree: ast.AST) -> set[int]:
    """ids of the string statements of a module: docstrings and bare strings (never logged)."""
    return {
        id(node.value) for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    }


def _text(node: ast.expr) -> str | None:
    """A string expression as the text it makes, with ``{}`` for each computed part."""
    if isinstance(node, ast.Constant):
        return node.value if isinstance(node.value, str) else None
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) and isinstance(v.value, str)
                       else _FIELD for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _text(node.left), _text(node.right)
        if left is None and right is None:
            return None
        return (left if left is not None else _FIELD) + (right if right is not None else _FIELD)
    return None


def _not_cited(tree: ast.AST) -> set[int]:
    """ids of string constants that are not rule ids however they look: the pieces of an
    f-string, dict keys and subscripts (``Literal["1", "2"]``, ``control["3"]``)."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            skip.update(id(v) for v in node.values)
        elif isinstance(node, ast.Dict):
            skip.update(id(k) for k in node.keys if k is not None)
        elif isinstance(node, ast.Subscript):
            skip.update(id(n) for n in ast.walk(node.slice))
    return skip


def _source_ids(tree: ast.AST) -> Iterator[str]:
    docstrings = _docstrings(tree)
    not_ids = _not_cited(tree) | docstrings
    for node in ast.walk(tree):
        if id(node) in docstrings or not isinstance(node, ast.expr):
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in not_ids and is_rule_id(node.value):
            yield node.value
        text = _text(node)
        if text is not None and "[" in text:
            yield from citations(text)


def rule_ids_in_source(source: str) -> set[str]:
    """The rule ids a Python module can cite: every string that is a rule id as a whole (in
    ``rules`` tuples, ``(name, value, "RULE")`` parts, ``RULE_IDS`` values, ``rule = "..."``)
    and every ``[...]`` citation in its texts. Docstrings and bare string statements are not
    read: they never reach the log.

    >>> sorted(rule_ids_in_source('log.add("x", f"{n} hits [O20.2.3]", ("O20.2.3", "10.3.1"))'))
    ['10.3.1', 'O20.2.3']
    """
    return set(_source_ids(ast.parse(source)))


def _engine_root() -> Path:
    return Path(__file__).resolve().parents[1]


@cache
def _cited_in(root: Path) -> frozenset[str]:
    ids: set[str] = set()
    for path in sorted(root.rglob("*.py")):
        ids |= rule_ids_in_source(path.read_text(encoding="utf-8"))
    return frozenset(ids)


def cited_rule_ids() -> set[str]:
    """Every rule id the engine (``src/cc_engine``) can cite, read from its source by
    :func:`rule_ids_in_source`: ids looked up at run time (``RULE_IDS[event]``) are found as
    the table's values, but an id pieced together from parts would not be, so the tests also
    check the ids that random games log."""
    return set(_cited_in(_engine_root()))


# --- loading ---------------------------------------------------------------------------------


def _entry_name(data: object, index: int) -> str:
    """``rules[12] (O20.3.4)``: where an entry is, and its id when it has one."""
    entries = data.get("rules") if isinstance(data, dict) else None
    entry = entries[index] if isinstance(entries, list) and index < len(entries) else None
    rule_id = entry.get("id") if isinstance(entry, dict) else None
    return f"rules[{index}] ({rule_id})" if isinstance(rule_id, str) else f"rules[{index}]"


def _shape_problem(name: str, data: object, loc: tuple[int | str, ...], message: str) -> Problem:
    if len(loc) >= 2 and loc[0] == "rules" and isinstance(loc[1], int):
        where = _entry_name(data, loc[1])
        rest = format_location(loc[2:])
        return Problem(name, f"{where}.{rest}" if rest else where, message)
    return Problem(name, format_location(loc), message)


def _consistency(name: str, book: RuleBook) -> list[Problem]:
    """Each id once; every "see also" and every parent section (for the tree) present."""
    problems: list[Problem] = []
    known = {rule.id for rule in book.rules}
    seen: set[str] = set()
    for index, rule in enumerate(book.rules):
        where = f"rules[{index}] ({rule.id})"
        if rule.id in seen:
            problems.append(Problem(name, f"{where}.id", msg("is listed twice")))
        seen.add(rule.id)
        parent = parent_rule_id(rule.id)
        if parent is not None and parent not in known:
            problems.append(Problem(name, f"{where}.id", msg(
                "its section {section} has no entry of its own", section=parent)))
        for other in rule.see_also:
            if other == rule.id:
                problems.append(Problem(name, f"{where}.see_also",
                                        msg("names the rule itself")))
            elif other not in known:
                problems.append(Problem(name, f"{where}.see_also",
                                        msg("names {rule}, which has no entry", rule=other)))
    return problems


def load_rule_summaries(path: Path) -> dict[str, RuleSummary]:
    """Read a rules reference file: id -> summary, in :func:`rule_sort_key` order.

    Raises:
        ContentError: naming the file and each broken entry, e.g. ``rules.json:
            rules[12] (O20.3.4).summary: Field required``.
    """
    data = read_json(path)
    try:
        book = RuleBook.model_validate(data)
    except ValidationError as error:
        raise ContentError([_shape_problem(path.name, data, tuple(e["loc"]), error_reason(e))
                            for e in error.errors()]) from None
    problems = _consistency(path.name, book)
    if problems:
        raise ContentError(problems)
    return {rule.id: rule for rule in sorted(book.rules, key=lambda r: rule_sort_key(r.id))}
