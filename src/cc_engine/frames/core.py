"""Frames of the game's core: setup, the Turn, rolls and triggers, Time, refill, stacking."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cc_engine.content.vocabulary import SideId, Trigger, display_name
from cc_engine.hexgrid import Hex
from cc_engine.messages import joined

__all__ = [
    "BreakFrame",
    "EventFrame",
    "RefillFrame",
    "RollFrame",
    "RollResult",
    "SetupFrame",
    "SniperFrame",
    "StackingFrame",
    "TimeFrame",
    "TurnFrame",
]


@dataclass(frozen=True, slots=True)
class RollResult:
    """A locked-in roll [1.9]: the card revealed, its dice and trigger."""

    card: int
    white: int
    colored: int
    trigger: Trigger

    @property
    def total(self) -> int:
        """The dice summed [1.9]."""
        return self.white + self.colored

    @property
    def product(self) -> int:
        """The dice multiplied, for Targeting [O20.2.3]."""
        return self.white * self.colored

    @property
    def doubles(self) -> bool:
        """Both dice equal [A41]."""
        return self.white == self.colored

    def text(self) -> str:
        """E.g. ``'4•1'`` or ``'1•6 Event!'`` (the trigger a game term, shown translated)."""
        dice = f"{self.white}•{self.colored}"
        if self.trigger is Trigger.NONE:
            return dice
        return joined([dice, display_name(self.trigger)], " ")


@dataclass(frozen=True, slots=True)
class SetupFrame:
    """One side's pieces placed before play, one decision each: its units, then its Weapons
    handed to them, then its Fortifications [scenario setup]. Each side has its own frame,
    the side that sets up first on top; ``last`` is the other's, which ends the setup."""

    kind: Literal["setup"] = "setup"
    units: tuple[str, ...] = ()
    weapons: tuple[str, ...] = ()
    fortifications: tuple[tuple[SideId, str], ...] = ()
    hidden: bool = False
    last: bool = True


@dataclass(frozen=True, slots=True)
class TurnFrame:
    """A player's Turn [5]: Orders one at a time, or a Pass; then stacking and refill."""

    side: SideId
    kind: Literal["turn"] = "turn"
    phase: Literal["orders", "discard", "stacking", "refill", "done"] = "orders"
    discarded: int = 0


@dataclass(frozen=True, slots=True)
class RollFrame:
    """A roll in progress: revealed, re-roll window, locked, Time advance, trigger, delivered.

    ``triggers`` is False for rolls made while a trigger is resolved [1.9.1]. ``owner`` is
    the index in the stack of the frame that asked for the roll: when the roll stands (the
    end of stage ``reroll`` [9.1]) that frame gets it and locks its result [1.9.1]; after the
    Time advance (``time_due``: the roll took the last card [6.1.2]) and the trigger, this
    frame pops and the owner implements the locked result.
    """

    roller: SideId
    purpose: str
    owner: int
    kind: Literal["roll"] = "roll"
    triggers: bool = True
    result: RollResult | None = None
    stage: Literal["reveal", "reroll", "time", "trigger", "deliver"] = "reveal"
    time_due: bool = False
    asked: tuple[SideId, ...] = ()


@dataclass(frozen=True, slots=True)
class TimeFrame:
    """A Time Marker Advancement and its six steps [6.1.2].

    ``needed`` is the Time space's number the Sudden Death roll was locked against [6.2.2,
    1.9.1]."""

    trigger_side: SideId
    kind: Literal["time"] = "time"
    stage: Literal["advance", "sudden_death", "after", "smoke", "reinforce", "done"] = "advance"
    roll: RollResult | None = None
    needed: int = 0
    reinforce_order: tuple[SideId, ...] = ()


@dataclass(frozen=True, slots=True)
class SniperFrame:
    """A Sniper! trigger: the roller may break one unit in or adjacent to a hex [1.9.1.3]."""

    roller: SideId
    kind: Literal["sniper"] = "sniper"
    hex: Hex | None = None


@dataclass(frozen=True, slots=True)
class EventFrame:
    """An Event! trigger: the roller reveals a card and executes its Event [1.9.1.1].

    The frame stays under the Event's own frames while it is carried out (``started``), so
    the Event can read its card (Breeze's wind [E48]) even after a reshuffle.
    """

    roller: SideId
    kind: Literal["event"] = "event"
    card: int | None = None
    started: bool = False


@dataclass(frozen=True, slots=True)
class RefillFrame:
    """The active player draws up to his Hand Size at the end of his Turn [5.4]."""

    side: SideId
    kind: Literal["refill"] = "refill"


@dataclass(frozen=True, slots=True)
class StackingFrame:
    """End-of-Turn stacking check: overstacked hexes are fixed, inactive player first [8.2]."""

    kind: Literal["stacking"] = "stacking"
    deployed: tuple[Hex, ...] = ()


#: The frame classes of this module, gathered into the stack's union by the package.
@dataclass(frozen=True, slots=True)
class BreakFrame:
    """A unit about to break [3.2]: the window in which a Squad's owner may play Light Wounds
    [A36] before it breaks (or is eliminated when already broken)."""

    unit: str
    cause: str
    kind: Literal["break"] = "break"
    rules: tuple[str, ...] = ("3.2",)
    stage: Literal["window", "apply"] = "window"


FRAMES = (SetupFrame, TurnFrame, RollFrame, TimeFrame, SniperFrame, EventFrame, RefillFrame,
          StackingFrame, BreakFrame)
