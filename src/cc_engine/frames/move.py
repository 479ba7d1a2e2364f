"""Frames of Move, Advance and Melee [O16, O21]."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cc_engine.content.vocabulary import SideId
from cc_engine.frames.core import RollResult
from cc_engine.hexgrid import Hex

__all__ = ["AdvanceFrame", "MeleeFrame", "MoveFrame"]


@dataclass(frozen=True, slots=True)
class MoveFrame:
    """A Move Order [O21]: units move one at a time (or as a stack), Op Fire after each hex."""

    side: SideId
    kind: Literal["move"] = "move"
    activated: tuple[str, ...] = ()
    moving: tuple[str, ...] = ()
    done: tuple[str, ...] = ()
    spent: int = 0
    road_bonus: bool = False
    stage: Literal["activate", "choose", "step", "op_fire", "done"] = "activate"
    crossed: bool = False
    op_fire_passed: bool = False


@dataclass(frozen=True, slots=True)
class AdvanceFrame:
    """An Advance Order [O16]: each activated unit enters one adjacent hex, then Melee."""

    side: SideId
    kind: Literal["advance"] = "advance"
    activated: tuple[str, ...] = ()
    done: tuple[str, ...] = ()
    stage: Literal["activate", "advance", "melee", "done"] = "activate"


@dataclass(frozen=True, slots=True)
class MeleeFrame:
    """A Melee in one hex [O16.4]: inactive player rolls, then active; lower total loses."""

    hex: Hex
    kind: Literal["melee"] = "melee"
    stage: Literal["inactive", "active", "result"] = "inactive"
    roll: RollResult | None = None
    inactive_total: int = 0
    active_total: int = 0
    bunker_side: SideId | None = None


#: The frame classes of this module, gathered into the stack's union by the package.
FRAMES = (MoveFrame, AdvanceFrame, MeleeFrame,)
