"""Helpers for the tests of the Events about units [E43-E76]: an Event from a stacked deck.

Positions use scenario 4 (Germans = Axis on the bottom edge, Americans = Allies on the top
edge; the Allies' Turn, so the Axis is the inactive player), or scenario 1 (Germans against
Russians) for Commissar, on an all-Open-Ground test map with no unit on the map but those a
test places (``tests.engine.test_recover_rout.board``), and no re-roll or Action window.
"""

from __future__ import annotations

from dataclasses import fields, replace

from tests.engine.gamehelpers import choices, stack_deck
from tests.engine.test_recover_rout import board, put

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event, SideId
from cc_engine.flow import Log, push, settle
from cc_engine.frames import EventFrame
from cc_engine.rules.terrain import TerrainState
from cc_engine.state import Choice, GameState, LogEvent, Stops

__all__ = ["ALLIES", "AXIS", "arm", "choices", "event_card", "hex_card", "pick", "put", "quiet",
           "roll_card", "trigger"]

AXIS, ALLIES = SideId.AXIS, SideId.ALLIES


def quiet(pack: ContentPack, terrain: dict[str, str] | None = None, number: int = 4
          ) -> GameState:
    """An empty test board where no re-roll or Action window is ever asked."""
    state = board(pack, terrain=terrain, number=number)
    never = Stops(**{f.name: "never" for f in fields(Stops)})
    for side in SideId:
        state = state.with_side(replace(state.side(side), stops=never))
    return replace(state, markers=TerrainState())


def event_card(state: GameState, side: SideId, event: Event) -> int:
    """A card of the side's deck that carries ``event``."""
    return next(c.number for c in state.setting.deck(side).cards if c.event is event)


def hex_card(state: GameState, side: SideId, avoid: tuple[int, ...] = ()) -> tuple[int, str]:
    """A card of the side's deck (not one of ``avoid``) and its Random Hex."""
    card = next(c for c in state.setting.deck(side).cards if c.number not in avoid)
    return card.number, card.random_hex


def roll_card(state: GameState, side: SideId, total: int, avoid: tuple[int, ...] = ()) -> int:
    """A card of the side's deck whose dice sum to ``total``."""
    return next(c.number for c in state.setting.deck(side).cards
                if c.dice_sum == total and c.number not in avoid)


def trigger(state: GameState, side: SideId, event: Event, then: tuple[int, ...] = ()
            ) -> tuple[GameState, list[LogEvent]]:
    """``side`` rolls an Event! trigger whose Event card is ``event``, followed in its draw
    pile by the cards ``then``; the engine runs to its next decision."""
    state = stack_deck(state, side, [event_card(state, side, event), *then])
    log = Log()
    state = settle(push(replace(state, pending=None), EventFrame(side)), log)
    return state, log.events


def arm(state: GameState, unit_id: str, weapon_id: str, broken: bool = False) -> GameState:
    """Give a Weapon of the unit's side to a unit on the map."""
    weapon = replace(state.weapon(weapon_id), status="carried", broken=broken)
    state = replace(state, units=tuple(replace(u, weapon=None) if u.weapon == weapon_id else u
                                       for u in state.units))
    return state.with_weapon(weapon).with_unit(replace(state.unit(unit_id), weapon=weapon_id))


def pick(state: GameState, text: str) -> tuple[GameState, list[LogEvent]]:
    """Apply a choice and return the new state with its log."""
    from cc_engine.flow import apply

    step = apply(state, Choice.parse(text))
    return step.state, list(step.events)
