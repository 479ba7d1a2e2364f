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
    """An Artillery Request [O18]: Battery Access, or Fire For Effect in three steps."""

    side: SideId
    kind: Literal["artillery"] = "artillery"
    stage: Literal["option", "spotter", "spot", "smoke", "accuracy", "drift", "impact",
                   "done"] = "option"
    spotter: str | None = None
    round: Hex | None = None
    smoke: bool = False
    roll: RollResult | None = None
    hit: bool = False
    impacts: tuple[Hex, ...] = ()


#: The frame classes of this module, gathered into the stack's union by the package.
FRAMES = (ArtilleryFrame,)
