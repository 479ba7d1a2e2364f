"""One canonical JSON form for the game's data, whatever the process.

The iteration order of a ``frozenset`` follows the hash of its members, and Python salts the
hash of strings differently in every process (``PYTHONHASHSEED``). A set written in iteration
order would make the same position read differently in two runs, and a save's digest would
refuse the file in the next run. So every set kept in a game state is declared with
:data:`SortedSet`: in JSON it is written sorted. A test walks the state's types and refuses a
bare ``frozenset`` or ``dict`` field.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Annotated, Any, TypeVar

from pydantic import WrapSerializer

__all__ = ["SortedSet", "canonical_json"]

T = TypeVar("T")


def _sorted_members(values: frozenset[Any], serialize: Callable[[Any], Any]) -> Any:
    """The set's members as JSON values, sorted by their JSON text."""
    members = serialize(values)
    if isinstance(members, list):
        return sorted(members, key=lambda member: json.dumps(member, sort_keys=True))
    return members


#: A frozenset written to JSON in sorted order (in Python it stays a frozenset).
SortedSet = Annotated[frozenset[T], WrapSerializer(_sorted_members, when_used="json")]


def canonical_json(data: Any) -> str:
    """JSON text of JSON-able ``data`` with sorted keys and no spaces: the same bytes for the
    same data in any process (the form digests are taken of).

    >>> canonical_json({"b": [1, 2], "a": None})
    '{"a":null,"b":[1,2]}'
    """
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
