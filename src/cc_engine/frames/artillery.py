"""Frames of Artillery Requests [O18]."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cc_engine.content.vocabulary import SideId
from cc_engine.frames.core import RollResult
from cc_engine.hexgrid import Hex

__all__ = ["ArtilleryFrame"]


@dataclass(frozen=True, slots=True)
class ArtilleryFrame:
    """A Fire For Effect [O18.2]: Spotter, Spotting, Smoke option, Accuracy, drift, Impact.

    ``round`` is the Spotting Round's hex. ``range`` and ``hindrance`` are fixed when the
    Accuracy roll is made, so its result is locked before triggers [1.9.1, O18.2.2].
    ``impacts`` lists the hexes of the impact area not yet attacked [O18.2.3].
    """

    side: SideId
    radio: str
    kind: Literal["artillery"] = "artillery"
    stage: Literal["spotter", "spot", "smoke", "accuracy", "drift", "impact"] = "spotter"
    spotter: str | None = None
    round: Hex | None = None
    smoke: bool = False
    range: int = 0
    hindrance: int = 0
    roll: RollResult | None = None
    hit: bool = False
    impacts: tuple[Hex, ...] = ()


#: The frame classes of this module, gathered into the stack's union by the package.
FRAMES = (ArtilleryFrame,)
