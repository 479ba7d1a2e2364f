"""White Phosphorus [E77] (its text is printed under E76, see RULES-INVENTORY section 0):
the receiver may draw a random Smoke and place it next to one of his unbroken Squads (not
Water, not Blaze); each player with units there then breaks one of them, of his choice."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.events.board_helpers import ALLIES, AXIS, quiet_board, texts, trigger
from tests.engine.gamehelpers import choose
from tests.engine.test_recover_rout import put

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event
from cc_engine.flow import apply
from cc_engine.hexgrid import Hex
from cc_engine.rng import next_int
from cc_engine.rules.terrain import TerrainState
from cc_engine.state import Choice, GameState

H = Hex.parse


def position(pack: ContentPack) -> GameState:
    """An unbroken American Squad in F5 (E5 is Marsh, G6 blazes); a broken Squad in K5 and
    a Leader in K8 (neither counts); two Germans in F4, an American Leader in G5."""
    state = quiet_board(pack, terrain={"E5": "marsh"})
    state = put(state, "bu03", "F5")
    state = put(state, "bu04", "K5", broken=True)
    state = put(state, "bu02", "K8")
    state = put(put(state, "au03", "F4"), "au09", "F4")
    state = put(state, "bu15", "G5")
    return replace(state, markers=TerrainState.build(blaze={H("G6")}))


def test_smoke_next_to_a_squad_and_each_player_breaks_one_unit(
        content_pack: ContentPack) -> None:
    state = position(content_pack)
    state, _ = trigger(state, ALLIES, Event.WHITE_PHOSPHORUS)
    decision = state.pending
    assert decision is not None and (decision.side, decision.kind) == (ALLIES,
                                                                       "white_phosphorus")
    assert decision.choices == (Choice("draw_smoke"), Choice("decline"))
    index, _ = next_int(state.rng, len(state.smoke_cup))
    value = state.smoke_cup[index]
    state = choose(state, "draw_smoke")
    decision = state.pending
    assert decision is not None and decision.kind == "white_phosphorus_hex"
    assert decision.choices == tuple(Choice("place", (h,)) for h in ("E6", "F4", "F6", "G5"))
    step = apply(state, "place F4")
    state = step.state
    assert state.markers.smoke_at(H("F4")) == value
    assert f"Smoke {value} placed in F4" in texts(list(step.events))
    decision = state.pending
    assert decision is not None and (decision.side, decision.kind) == (AXIS,
                                                                       "white_phosphorus_break")
    assert decision.choices == (Choice("break", ("au03",)), Choice("break", ("au09",)))
    state = choose(state, "break au09")
    assert state.unit("au09").broken and not state.unit("au03").broken
    assert state.pending is not None and state.pending.kind == "turn"


def test_a_lone_unit_breaks_without_a_question(content_pack: ContentPack) -> None:
    state = position(content_pack)
    state, _ = trigger(state, ALLIES, Event.WHITE_PHOSPHORUS)
    state = choose(choose(state, "draw_smoke"), "place G5")
    assert state.unit("bu15").broken  # the receiver's own Leader: he has no other unit there
    assert state.pending is not None and state.pending.kind == "turn"


def test_decline_or_no_squad(content_pack: ContentPack) -> None:
    state = position(content_pack)
    cup = state.smoke_cup
    state, _ = trigger(state, ALLIES, Event.WHITE_PHOSPHORUS)
    state = choose(state, "decline")
    assert state.markers.smoke == () and state.smoke_cup == cup
    state = position(content_pack)
    state = state.with_unit(replace(state.unit("bu03"), broken=True))
    state, events = trigger(state, ALLIES, Event.WHITE_PHOSPHORUS)
    assert any("no hex next to an unbroken Squad" in t for t in texts(events))
    assert state.pending is not None and state.pending.kind == "turn"
