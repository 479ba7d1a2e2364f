"""Frames of the Events about the board, the cards and the Objectives [E42-E77].

See :mod:`cc_engine.rules.events_board`: Events that need no decision and no Random Hex
resolve at once and have no frame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cc_engine.content.vocabulary import Event, SideId
from cc_engine.hexgrid import Hex

__all__ = [
    "BlazeUnitsFrame",
    "BoardChoiceFrame",
    "RandomHexEventFrame",
    "WhitePhosphorusFrame",
]


@dataclass(frozen=True, slots=True)
class RandomHexEventFrame:
    """An Event that starts with a Random Hex [1.8]: Blaze [E46], Booby Trap [E47], Dust
    [E53], Rubble [E69], Shellholes [E73].

    ``hex`` is None until the receiver has revealed the Random Hex; a Time advance due to
    that reveal is made before the Event goes on [6.1.2].
    """

    event: Event
    receiver: SideId
    kind: Literal["board_random_hex"] = "board_random_hex"
    hex: Hex | None = None


@dataclass(frozen=True, slots=True)
class BlazeUnitsFrame:
    """Units in hexes a Blaze has just filled [E46, E48, 8.1.5]: each owner, inactive player
    first, puts each of his units there into an adjacent hex that is not impassable, or it is
    eliminated.

    ``destinations`` lists every hex units were put into, with the side that held it alone
    just before (None if nobody or both did): a Melee there is fought at the end of the Event,
    within it [E42], and a Bunker or Pillbox favours that side in a tie [F101, F104].
    """

    hexes: tuple[Hex, ...]
    rules: tuple[str, ...]
    kind: Literal["board_blaze_units"] = "board_blaze_units"
    destinations: tuple[tuple[Hex, SideId | None], ...] = ()


@dataclass(frozen=True, slots=True)
class BoardChoiceFrame:
    """One pick by one player during an Event: the hex for Foxholes [E55], the Mines or Wire
    to remove [E70], the card of the shown hand to discard [E61], the secret chit to reveal
    [E67]. The legal picks are read from the state when the decision is asked."""

    event: Event
    chooser: SideId
    kind: Literal["board_choice"] = "board_choice"


@dataclass(frozen=True, slots=True)
class WhitePhosphorusFrame:
    """White Phosphorus [E77]: the receiver may draw a random Smoke, then places it next to
    one of his unbroken Squads; then each player with units there breaks one of them.

    ``smoke`` is the drawn marker's Hindrance; ``chosen`` the sides that have picked the unit
    they break (inactive player first [A24.2]) and ``breaks`` those units: they break
    together once both sides have picked [6.3.1].
    """

    receiver: SideId
    kind: Literal["board_white_phosphorus"] = "board_white_phosphorus"
    stage: Literal["draw", "place", "break"] = "draw"
    smoke: int = 0
    hex: Hex | None = None
    chosen: tuple[SideId, ...] = ()
    breaks: tuple[str, ...] = ()


#: The frame classes of this module, gathered into the stack's union by the package.
FRAMES: tuple[type, ...] = (RandomHexEventFrame, BlazeUnitsFrame, BoardChoiceFrame,
                            WhitePhosphorusFrame)
