"""Frames of Recover, Rout and Retreat [O22, O23]."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cc_engine.content.vocabulary import SideId
from cc_engine.frames.core import RollResult

__all__ = ["RecoverFrame", "RetreatFrame", "RoutFrame"]


@dataclass(frozen=True, slots=True)
class RecoverFrame:
    """A Recover Order [O22]: Rally Rolls for the units broken when it was announced."""

    side: SideId
    kind: Literal["recover"] = "recover"
    todo: tuple[str, ...] = ()
    current: str | None = None
    roll: RollResult | None = None


@dataclass(frozen=True, slots=True)
class RoutFrame:
    """A Rout Order [O23]: the announcer rolls for each of the chosen player's broken units."""

    announcer: SideId
    target: SideId
    kind: Literal["rout"] = "rout"
    todo: tuple[str, ...] = ()
    current: str | None = None
    roll: RollResult | None = None


@dataclass(frozen=True, slots=True)
class RetreatFrame:
    """A unit Retreating ``hexes`` more hexes towards its friendly edge [O23.3]."""

    unit: str
    hexes: int
    kind: Literal["retreat"] = "retreat"


#: The frame classes of this module, gathered into the stack's union by the package.
FRAMES = (RecoverFrame, RoutFrame, RetreatFrame,)
