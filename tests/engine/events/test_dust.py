"""Dust [E53]: a random Smoke in the Random Hex unless it is Water or holds a Blaze."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import (
    AXIS,
    event_card,
    hex_card,
    quiet_board,
    texts,
    trigger,
)

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.flow import Log, push, settle
from cc_engine.frames import EventFrame
from cc_engine.hexgrid import Hex
from cc_engine.rng import next_int
from cc_engine.rules.terrain import TerrainState

H = Hex.parse


def test_a_random_smoke_is_placed(content_pack: ContentPack) -> None:
    state = quiet_board(content_pack)
    index, _ = next_int(state.rng, len(state.smoke_cup))
    value = state.smoke_cup[index]
    cup = len(state.smoke_cup)
    state, events = trigger(state, AXIS, Event.DUST, random_hex="D5")
    assert state.markers.smoke == ((H("D5"), value),)
    assert len(state.smoke_cup) == cup - 1
    assert f"Smoke {value} placed in D5" in texts(events)


def test_no_smoke_in_water_or_blaze(content_pack: ContentPack) -> None:
    state = quiet_board(content_pack, terrain={"D5": "water_barrier"})
    after, events = trigger(state, AXIS, Event.DUST, random_hex="D5")
    assert after.markers.smoke == () and after.smoke_cup == state.smoke_cup
    assert "Dust: D5 is Water: nothing happens" in texts(events)
    state = replace(quiet_board(content_pack), markers=TerrainState.build(blaze={H("D5")}))
    after, events = trigger(state, AXIS, Event.DUST, random_hex="D5")
    assert after.markers.smoke == () and "Dust: D5 is a Blaze: nothing happens" in texts(events)


def test_the_event_card_was_the_last_one(content_pack: ContentPack) -> None:
    """The Time advance due to the last card comes first; the Random Hex is then read from
    the new draw pile [6.1.2, 1.8]."""
    state = quiet_board(content_pack)
    card = event_card(state, AXIS, Event.DUST)
    piles = state.axis
    rest = tuple(c for c in (*piles.draw, *piles.discard) if c != card)
    state = state.with_side(replace(piles, draw=(card,), discard=rest))
    log = Log()
    state = settle(push(replace(state, pending=None), EventFrame(AXIS)), log)
    words = texts(log.events)
    advance = next(i for i, t in enumerate(words) if t.startswith("Time advances"))
    random = next(i for i, t in enumerate(words) if t.startswith("Random Hex"))
    assert advance < random
    hex_id = words[random].removeprefix("Random Hex ")
    assert hex_card(state, AXIS, hex_id) == state.axis.discard[-1]
    assert len(state.markers.smoke) == 1 or "nothing happens" in words[-1]
