"""Frames of the Events about units (see :mod:`cc_engine.rules.events_units`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cc_engine.content.vocabulary import Event, SideId
from cc_engine.frames.core import RollResult
from cc_engine.hexgrid import Hex

__all__ = ["UnitEventFrame"]


@dataclass(frozen=True, slots=True)
class UnitEventFrame:
    """An Event about units in progress [E42]: its steps in the order written.

    ``stage`` names the step the Event is at (each Event has its own steps, see the rules
    module); ``hex`` is the Random Hex or the hex picked so far, ``roll`` the roll the Event
    asked for (made without triggers [E42]), ``unit`` the unit picked or placed, ``item``
    the index of the Support Table item chosen [E59, E68]. ``morale`` is the Morale a
    Commissar roll was locked against when it stood [E50, 1.9.1].
    """

    event: Event
    receiver: SideId
    kind: Literal["units_event"] = "units_event"
    stage: str = "start"
    hex: Hex | None = None
    roll: RollResult | None = None
    unit: str | None = None
    item: int | None = None
    morale: int = 0


#: The frame classes of this module, gathered into the stack's union by the package.
FRAMES: tuple[type, ...] = (UnitEventFrame,)
