"""Fog of War [E57]: each player takes one card at random from the other's hand; each card
goes to its owner's discard pile, face up, for both players to see."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import (
    ALLIES,
    AXIS,
    event_card,
    quiet_board,
    texts,
    trigger,
)
from tests.engine.gamehelpers import deck_counts

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.rng import next_int
from cc_engine.views import player_view, visible_events


def test_one_random_card_from_each_hand_to_its_owners_discards(
        content_pack: ContentPack) -> None:
    state = quiet_board(content_pack)
    card = event_card(state, ALLIES, Event.FOG_OF_WAR)
    assert card not in state.allies.hand  # so stacking the deck leaves the hands alone
    axis_hand, allied_hand = state.axis.hand, state.allies.hand
    # The Allies received it: they take from the Axis hand first, then the Axis from theirs.
    first, rng = next_int(state.rng, len(axis_hand))
    second, _ = next_int(rng, len(allied_hand))
    state, events = trigger(state, ALLIES, Event.FOG_OF_WAR)
    taken_axis, taken_allied = axis_hand[first], allied_hand[second]
    assert state.axis.hand == tuple(c for c in axis_hand if c != taken_axis)
    assert state.allies.hand == tuple(c for c in allied_hand if c != taken_allied)
    assert state.axis.discard[-1] == taken_axis and state.allies.discard[-1] == taken_allied
    lines = texts(events)
    assert any(t.startswith(f"Fog of War: the Allies take card {taken_axis} (") for t in lines)
    assert any(t.startswith(f"Fog of War: the Axis takes card {taken_allied} (") for t in lines)
    assert deck_counts(state, AXIS) == 72 and deck_counts(state, ALLIES) == 72
    for viewer in (AXIS, ALLIES):
        view = player_view(state, viewer)
        assert view.opponent.hand is None  # the rest of the other hand stays hidden
        assert view.side(AXIS).discard[-1] == taken_axis
        assert view.side(ALLIES).discard[-1] == taken_allied
        assert visible_events(events, viewer) == tuple(events)  # nothing private


def test_an_empty_hand_gives_nothing(content_pack: ContentPack) -> None:
    state = quiet_board(content_pack)
    state = state.with_side(replace(state.axis, hand=(),
                                    discard=(*state.axis.discard, *state.axis.hand)))
    allied = state.allies.hand
    state, events = trigger(state, AXIS, Event.FOG_OF_WAR)
    assert "Fog of War: the Allies hand is empty" not in texts(events)
    assert "Fog of War: the Axis hand is empty" in texts(events)
    assert len(state.allies.hand) == len(allied) - 1
