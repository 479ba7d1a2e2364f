"""Frames of Recover, Rout and Retreat [O22, O23]."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cc_engine.content.vocabulary import SideId
from cc_engine.frames.core import RollResult
from cc_engine.hexgrid import Hex

__all__ = ["RecoverFrame", "RetreatFrame", "RoutFrame"]


@dataclass(frozen=True, slots=True)
class RecoverFrame:
    """A Recover Order [O22]: Rally Rolls for the units broken when it was announced.

    ``todo`` holds the units still to roll for; ``current`` the one being rolled for, with
    the current Morale it had when its roll was made (``morale``, ``morale_text``): the roll
    locks its result before any trigger is resolved [1.9.1].
    """

    side: SideId
    kind: Literal["recover"] = "recover"
    todo: tuple[str, ...] = ()
    current: str | None = None
    morale: int = 0
    morale_text: str = ""
    roll: RollResult | None = None


@dataclass(frozen=True, slots=True)
class RoutFrame:
    """A Rout Order [O23]: the announcer rolls for each of the chosen player's broken units.

    ``target`` is None until the announcer has picked the player to activate [O23.1].
    ``morale`` and ``morale_text`` keep the current unit's Morale at the time of its roll,
    so the result is locked before triggers [1.9.1].
    """

    announcer: SideId
    target: SideId | None = None
    kind: Literal["rout"] = "rout"
    todo: tuple[str, ...] = ()
    current: str | None = None
    morale: int = 0
    morale_text: str = ""
    roll: RollResult | None = None


@dataclass(frozen=True, slots=True)
class RetreatFrame:
    """A unit Retreating ``hexes`` more hexes towards its friendly edge [O23.3].

    ``to`` is the hex chosen while a Mine Attack on leaving the current hex is resolved
    [O23.3.4, F103.1]; the unit enters it once that attack is over.
    """

    unit: str
    hexes: int
    kind: Literal["retreat"] = "retreat"
    to: Hex | None = None


#: The frame classes of this module, gathered into the stack's union by the package.
FRAMES = (RecoverFrame, RoutFrame, RetreatFrame,)
