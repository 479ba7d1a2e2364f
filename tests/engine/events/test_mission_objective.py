"""Mission Objective [E65]: the receiver draws an Objective chit at random; it is secret
(named to him alone) unless it has no secret side, then it is open."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import ALLIES, AXIS, quiet_board, texts, trigger

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.rng import next_int
from cc_engine.rules.victory import total_vp
from cc_engine.views import player_view, visible_events


def test_a_secret_chit_is_drawn_at_random(content_pack: ContentPack) -> None:
    state = quiet_board(content_pack)
    pool = state.chit_pool
    index, _ = next_int(state.rng, len(pool))
    letter = pool[index]
    assert state.setting.chits.chits[ord(letter) - ord("A")].has_secret_side
    state, events = trigger(state, AXIS, Event.MISSION_OBJECTIVE)
    assert state.axis.secret_chits == (letter,)
    assert state.chit_pool == pool[:index] + pool[index + 1:]
    assert letter not in state.open_chits
    assert "Mission Objective: the Axis draws a secret Objective chit" in texts(events)
    private = [e for e in events if e.private_to is AXIS]
    assert len(private) == 1 and f"chit is {letter} (" in private[0].text
    assert private[0] not in visible_events(events, ALLIES)
    allied_view = player_view(state, ALLIES)
    assert allied_view.opponent.secret_chits is None
    assert allied_view.opponent.secret_chit_count == 1
    assert player_view(state, AXIS).own.secret_chits == (letter,)


def test_a_chit_with_no_secret_side_is_open(content_pack: ContentPack) -> None:
    # Chit R: "Objective 5 = 10 VP", printed with no secret side; the Allies hold Objective 5.
    state = quiet_board(content_pack)
    state = replace(state, chit_pool=("R",), control=(AXIS, AXIS, AXIS, AXIS, ALLIES))
    before = total_vp(state)
    state, events = trigger(state, ALLIES, Event.MISSION_OBJECTIVE)
    assert state.open_chits[-1] == "R" and state.allies.secret_chits == ()
    assert total_vp(state) == before - 10
    assert any("R (Objective 5 = 10 VP); it has no secret side and is open" in t
               for t in texts(events))
