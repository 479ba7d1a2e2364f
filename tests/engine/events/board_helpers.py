"""Helpers for the tests of the board Events [E45-E77]: an Event drawn from a stacked deck.

Positions use scenario 4 (Germans = Axis, Americans = Allies; the Allies' Turn, so the Axis
is the inactive player) on an all-Open-Ground test map with no unit on the map but those a
test places (see ``tests.engine.test_recover_rout.board``) besides one Leader per side far
away (Lt. Lauerbach ``au01`` in A10, Lt. Wray ``bu01`` in O1, so that neither side has lost
its last unit), and no Action window asked.
"""

from __future__ import annotations

from dataclasses import fields, replace

from tests.engine.gamehelpers import stack_deck
from tests.engine.test_recover_rout import board, put

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event, SideId
from cc_engine.flow import Log, push, settle
from cc_engine.frames import EventFrame
from cc_engine.rules.terrain import TerrainState
from cc_engine.state import GameState, LogEvent, Stops

AXIS, ALLIES = SideId.AXIS, SideId.ALLIES


def quiet_board(pack: ContentPack, terrain: dict[str, str] | None = None,
                number: int = 4) -> GameState:
    """An empty test board where no re-roll or Action window is ever asked."""
    state = board(pack, terrain=terrain, number=number)
    never = Stops(**{f.name: "never" for f in fields(Stops)})
    for side in SideId:
        state = state.with_side(replace(state.side(side), stops=never))
    state = put(put(state, "au01", "A10"), "bu01", "O1")
    return replace(state, markers=TerrainState())


def event_card(state: GameState, side: SideId, event: Event, nth: int = 0) -> int:
    """A card of the side's deck that carries ``event``."""
    return [c.number for c in state.setting.deck(side).cards if c.event is event][nth]


def hex_card(state: GameState, side: SideId, hex_id: str, avoid: tuple[int, ...] = ()) -> int:
    """A card of the side's deck whose Random Hex is ``hex_id``."""
    return next(c.number for c in state.setting.deck(side).cards
                if c.random_hex == hex_id and c.number not in avoid)


def trigger(state: GameState, side: SideId, event: Event, random_hex: str | None = None,
            nth: int = 0) -> tuple[GameState, list[LogEvent]]:
    """``side`` rolls an Event! trigger whose Event card is ``event`` (followed, when given,
    by a card with that Random Hex); the engine runs to its next decision."""
    card = event_card(state, side, event, nth)
    top = [card] if random_hex is None else [card, hex_card(state, side, random_hex, (card,))]
    state = stack_deck(state, side, top)
    log = Log()
    state = settle(push(replace(state, pending=None), EventFrame(side)), log)
    return state, log.events


def texts(events: list[LogEvent]) -> list[str]:
    """The log texts."""
    return [e.text for e in events]
