"""The interrupt stack's frames: what is being resolved, as plain data.

Play pauses and resumes exactly where it was [1.9.1, O14.2, O21.6, A24.2] because every
procedure in progress is a frame on ``GameState.stack``: a Turn, an Order, a roll waiting for
its re-roll window, a trigger, a Time advance... The frame on top is the one being worked on;
its handler (in :mod:`cc_engine.rules`) either advances it automatically or names the decision
it needs. Frames are frozen dataclasses with a ``kind`` tag, so the whole stack is JSON and a
saved game resumes mid-Order.

Each module of this package holds the frames of one rules chapter and lists them in its
``FRAMES``; :data:`Frame` is the tagged union of all of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Union

from pydantic import Field

from cc_engine.frames import (
    actions_fire,
    actions_move,
    artillery,
    core,
    events_board,
    events_units,
    fire,
    morale,
    move,
)
from cc_engine.frames.actions_fire import *  # noqa: F403
from cc_engine.frames.actions_move import *  # noqa: F403
from cc_engine.frames.artillery import *  # noqa: F403
from cc_engine.frames.core import *  # noqa: F403
from cc_engine.frames.events_board import *  # noqa: F403
from cc_engine.frames.events_units import *  # noqa: F403
from cc_engine.frames.fire import *  # noqa: F403
from cc_engine.frames.morale import *  # noqa: F403
from cc_engine.frames.move import *  # noqa: F403

ALL_FRAMES = (core.FRAMES + fire.FRAMES + move.FRAMES + morale.FRAMES + artillery.FRAMES
              + actions_fire.FRAMES + actions_move.FRAMES + events_units.FRAMES
              + events_board.FRAMES)

if TYPE_CHECKING:
    Frame = Any
else:
    Frame = Annotated[Union[ALL_FRAMES], Field(discriminator="kind")]  # noqa: UP007
    """Any frame of the stack, told apart by its ``kind``."""
