"""Frames of the Actions of Fire and Defense (see :mod:`cc_engine.rules.actions_fire`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cc_engine.content.vocabulary import SideId
from cc_engine.hexgrid import Hex

__all__ = ["AssaultFireFrame", "FireActionsFrame"]


@dataclass(frozen=True, slots=True)
class FireActionsFrame:
    """A window for Actions on the Fire Attack frame just below it [A24.1].

    ``window`` ``attack`` is W4, the firing player's window just before the Fire Attack Roll
    (Bore Sighting, Crossfire, Hand Grenades, Marksmanship, Spray Fire, Sustained Fire);
    ``defense`` is W5, the defending player's window just before one Fire Defense Roll
    (Concealment, Hidden Entrenchments, Hidden Pillbox). ``stage`` ``open`` decides from
    public facts and the player's stops whether to ask; ``menu`` offers the playable cards and
    ``continue``.
    """

    side: SideId
    window: Literal["attack", "defense"]
    kind: Literal["fire_actions"] = "fire_actions"
    stage: Literal["open", "menu"] = "open"


@dataclass(frozen=True, slots=True)
class AssaultFireFrame:
    """The one Fire Attack of an Assault Fire Action [A26]: pick a target hex, then build the
    Fire Group from moving pieces with boxed FP."""

    side: SideId
    kind: Literal["assault_fire"] = "assault_fire"
    target: Hex | None = None
    group: tuple[str, ...] = ()


#: The frame classes of this module, gathered into the stack's union by the package.
FRAMES: tuple[type, ...] = (FireActionsFrame, AssaultFireFrame)
