"""Battlefield Integrity [E45]: the receiver gains 1 VP per enemy unit on the Casualty Track."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import ALLIES, AXIS, quiet_board, texts, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.state import GameState


def with_casualties(state: GameState, unit_ids: tuple[str, ...]) -> GameState:
    for unit_id in unit_ids:
        state = state.with_unit(replace(state.unit(unit_id), status="eliminated", hex=None))
    side = state.unit(unit_ids[0]).side
    return state.with_side(replace(state.side(side), casualties=unit_ids))


def test_the_receiver_gains_a_vp_per_enemy_casualty(content_pack: ContentPack) -> None:
    state = with_casualties(quiet_board(content_pack), ("bu03", "bu04", "bu09"))
    state = with_casualties(state, ("au03",))
    before = state.vp
    state, events = trigger(state, AXIS, Event.BATTLEFIELD_INTEGRITY)
    assert state.vp == before + 3  # three Allied units: +3 in the Axis' favour
    assert ("Battlefield Integrity: the Axis gains 3 VP, 1 per Allied unit on the Casualty "
            "Track") in texts(events)
    assert state.pending is not None and state.pending.kind == "turn"  # play goes on
    state, _ = trigger(state, ALLIES, Event.BATTLEFIELD_INTEGRITY)
    assert state.vp == before + 3 - 1


def test_no_enemy_casualty_gives_nothing(content_pack: ContentPack) -> None:
    state = quiet_board(content_pack)
    state, events = trigger(state, ALLIES, Event.BATTLEFIELD_INTEGRITY)
    assert state.vp == quiet_board(content_pack).vp
    assert "Battlefield Integrity: the Allies gain 0 VP, 1 per Axis unit on the Casualty Track" \
        in texts(events)
