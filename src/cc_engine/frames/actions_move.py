"""Frames of the Actions played around Move, Advance, Melee, Pass and Time [A25-A39].

The rules that run them live in :mod:`cc_engine.rules.actions_move`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cc_engine.content.vocabulary import SideId
from cc_engine.frames.core import RollResult
from cc_engine.hexgrid import Hex

__all__ = ["ActionMoment", "MoveActionFrame"]

#: When a :class:`MoveActionFrame` is open: after units Move or Advance into a hex, for the
#: Defender (``hidden``: Hidden Mines, Hidden Wire [A35.2, A35.5]); before the
#: Melee dice (``ambush`` [A25]); at the end of a Melee (``no_quarter`` [A38]); when the
#: opponent discards by passing (``pass``: Demolitions, Hidden Unit [A31, A35.4]); at the end
#: of a Time advance (``dig_in`` [A32]).
ActionMoment = Literal["hidden", "ambush", "no_quarter", "pass", "dig_in"]


@dataclass(frozen=True, slots=True)
class MoveActionFrame:
    """One side's window to play Actions at one moment [A24.1, A24.2].

    ``stage``: ``open`` decides from public facts and the side's stops whether to ask;
    ``menu`` offers the playable Action cards in hand and ``pass``; ``victim`` asks the
    opponent which of his units an Ambush breaks [A25]; ``support`` waits for the Support
    Table roll of a Hidden Unit and ``item``/``place`` pick and place its item [A35.4].
    ``hex`` and ``units`` are the hex entered and the units that entered it (``hidden``),
    or the Melee hex and the side's surviving units (``no_quarter``).
    ``card`` is the Action card being resolved; ``item`` the Hidden Unit item chosen.
    ``deferred`` marks a ``hidden`` window its player put after his Op Fire window of the same
    MP expenditure: he orders his own responses [O21.6, A24.1].
    """

    side: SideId
    moment: ActionMoment
    kind: Literal["move_action"] = "move_action"
    hex: Hex | None = None
    units: tuple[str, ...] = ()
    stage: Literal["open", "menu", "victim", "support", "item", "place"] = "open"
    card: int | None = None
    roll: RollResult | None = None
    item: str | None = None
    deferred: bool = False


#: The frame classes of this module, gathered into the stack's union by the package.
FRAMES: tuple[type, ...] = (MoveActionFrame,)
