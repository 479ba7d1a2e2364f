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
    """A Move Order [O21]: units move one at a time (or as a stack), Op Fire after each hex.

    ``activated`` holds every unit activated to Move by this Order (during the ``activate``
    stage: those named so far) [O14.1]; Fire reads it to break ties of moving units
    [O20.3.4]. ``moving`` is the unit or stack moving now [O21.2]; ``done`` the activated
    units whose move is over; ``spent`` the MP spent by each mover; ``road_bonus`` the
    Movement bonus of a Road hex they entered [T93]; ``crossed`` whether any activated unit
    has crossed a hexside [O14.4].

    A step goes through two stages: ``leaving`` while Mines in the hex left attack the movers
    [F103.1], with ``entered`` the hex they go to (None: off the enemy edge); then
    ``entered`` while Mines in the new hex and the Op Fire window are resolved [O21.3];
    ``halted`` says the step ends the move (Wire [F106.2]). ``exiting`` lists movers that
    left the map and wait for their Time space [7.2.1]. ``path`` is the way the movers came:
    each hex with the MP spent on arriving there (the start hex with 0).
    """

    side: SideId
    kind: Literal["move"] = "move"
    activated: tuple[str, ...] = ()
    moving: tuple[str, ...] = ()
    done: tuple[str, ...] = ()
    spent: tuple[tuple[str, int], ...] = ()
    road_bonus: int = 0
    stage: Literal["activate", "choose", "step", "leaving", "entered", "exit"] = "activate"
    crossed: bool = False
    entered: Hex | None = None
    halted: bool = False
    exiting: tuple[str, ...] = ()
    path: tuple[tuple[Hex, int], ...] = ()


@dataclass(frozen=True, slots=True)
class AdvanceFrame:
    """An Advance Order [O16]: each activated unit enters one adjacent hex, then Melee.

    ``entered`` lists each hex Advanced into with the side that held it alone just before
    (None if empty or shared): that side breaks a Melee tie in a Bunker or Pillbox [F101,
    F104]. ``fought`` lists the hexes whose Melee has been resolved [O16.4]. ``advancing`` and
    ``destination`` name a unit on its way while Mines in the hex it leaves attack it
    [F103.1]; ``exiting`` a unit that Advanced off the map and waits for its Time space.
    """

    side: SideId
    kind: Literal["advance"] = "advance"
    activated: tuple[str, ...] = ()
    done: tuple[str, ...] = ()
    stage: Literal["activate", "advance", "exit", "melee"] = "activate"
    entered: tuple[tuple[Hex, SideId | None], ...] = ()
    fought: tuple[Hex, ...] = ()
    exiting: tuple[str, ...] = ()
    advancing: str | None = None
    destination: Hex | None = None


@dataclass(frozen=True, slots=True)
class MeleeFrame:
    """A Melee in one hex [O16.4]: Ambush, Melee FP, inactive roll, active roll, result.

    ``participants`` are the units of both sides in the hex once the Melee FP is counted;
    only they are eliminated by the result [O16.4.3]. ``bunker_side`` is the side that held
    a Bunker or Pillbox hex alone before the Melee and so wins a tie [F101, F104].
    ``triggers`` is False for a Melee fought inside an Event or trigger [1.9.1, E42].
    """

    hex: Hex
    kind: Literal["melee"] = "melee"
    stage: Literal["ambush", "strength", "inactive", "active", "result"] = "ambush"
    roll: RollResult | None = None
    participants: tuple[str, ...] = ()
    inactive_fp: int = 0
    active_fp: int = 0
    inactive_total: int = 0
    active_total: int = 0
    bunker_side: SideId | None = None
    triggers: bool = True


#: The frame classes of this module, gathered into the stack's union by the package.
FRAMES = (MoveFrame, AdvanceFrame, MeleeFrame,)
