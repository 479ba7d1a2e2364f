"""Frames of actions fire (see the rules module of the same name)."""

from __future__ import annotations

__all__: list[str] = []

#: The frame classes of this module, gathered into the stack's union by the package.
FRAMES: tuple[type, ...] = ()
