"""The seeded random-number generator whose whole state is one integer in the game state.

SplitMix64: tiny, fast, and the same sequence on every machine and Python version. Every
random event of the game (shuffles, random chits, random Smoke) goes through it; nothing in
the engine uses the ``random`` module.

>>> value, state = next_int(42, 6)
>>> value, next_int(42, 6)[0] == value
(1, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

__all__ = ["MASK", "choice", "next_int", "seed_state", "shuffle"]

MASK = (1 << 64) - 1
T = TypeVar("T")


def seed_state(seed: int) -> int:
    """The generator state for a game seed."""
    return seed & MASK


def _next64(state: int) -> tuple[int, int]:
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31), state


def next_int(state: int, bound: int) -> tuple[int, int]:
    """A uniform integer in ``[0, bound)`` and the next state (rejection sampling)."""
    if bound <= 0:
        raise ValueError("bound must be positive")
    limit = (1 << 64) - ((1 << 64) % bound)
    while True:
        value, state = _next64(state)
        if value < limit:
            return value % bound, state


def shuffle(state: int, items: Sequence[T]) -> tuple[tuple[T, ...], int]:
    """A Fisher-Yates shuffle of ``items`` and the next state."""
    result = list(items)
    for i in range(len(result) - 1, 0, -1):
        j, state = next_int(state, i + 1)
        result[i], result[j] = result[j], result[i]
    return tuple(result), state


def choice(state: int, items: Sequence[T]) -> tuple[T, int]:
    """One item picked uniformly, and the next state."""
    index, state = next_int(state, len(items))
    return items[index], state
