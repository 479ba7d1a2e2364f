"""Interrogation [E61]: the opponent shows his whole hand to the receiver only, who may put
one of its cards on the opponent's discard pile. The views show each side just that."""

from __future__ import annotations

from tests.engine.events.board_helpers import ALLIES, AXIS, quiet_board, texts, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.flow import apply
from cc_engine.state import Choice
from cc_engine.views import player_view, visible_events


def test_the_hand_is_shown_to_the_receiver_only(content_pack: ContentPack) -> None:
    state = quiet_board(content_pack)
    hand = state.allies.hand
    state, events = trigger(state, AXIS, Event.INTERROGATION)
    decision = state.pending
    assert decision is not None and (decision.side, decision.kind) == (AXIS, "interrogation")
    assert decision.choices == (*(Choice("discard", (c,)) for c in hand), Choice("decline"))
    shown = [e for e in events if e.kind == "hand_shown"]
    private = [e for e in shown if e.private_to is AXIS]
    assert len(private) == 1 and all(str(c) in private[0].text for c in hand)
    # The receiver sees the cards through his decision and his private log event...
    axis_view = player_view(state, AXIS)
    assert axis_view.decision == decision and axis_view.opponent.hand is None
    assert private[0] in visible_events(events, AXIS)
    # ...the opponent sees only that his hand was shown, and whose decision it is.
    allied_view = player_view(state, ALLIES)
    assert allied_view.decision is None
    assert (allied_view.waiting_for, allied_view.waiting_kind) == (AXIS, "interrogation")
    allied_log = visible_events(events, ALLIES)
    assert private[0] not in allied_log
    assert "The Allies show their hand to the Axis (6 cards)" in texts(list(allied_log))
    assert allied_view.own.hand == hand and allied_view.opponent.hand is None

    step = apply(state, f"discard {hand[2]}")
    state = step.state
    assert state.allies.hand == hand[:2] + hand[3:]
    assert state.allies.discard[-1] == hand[2]
    assert len(state.allies.hand) == 5  # no refill before the end of the Turn [5.4]
    for viewer in (AXIS, ALLIES):
        view = player_view(state, viewer)
        assert view.side(ALLIES).discard[-1] == hand[2]  # public once discarded
        assert view.opponent.hand is None
    assert player_view(state, AXIS).decision is None  # nothing of the hand stays in his view
    assert any(t.startswith(f"Interrogation: the Axis puts the Allied card {hand[2]} (")
               for t in texts(list(step.events)))


def test_the_receiver_may_decline(content_pack: ContentPack) -> None:
    state = quiet_board(content_pack)
    hand = state.axis.hand
    state, _ = trigger(state, ALLIES, Event.INTERROGATION)
    assert state.pending is not None and state.pending.side is ALLIES
    state = apply(state, "decline").state
    assert state.axis.hand == hand and state.pending is not None
    assert state.pending.kind == "turn"
