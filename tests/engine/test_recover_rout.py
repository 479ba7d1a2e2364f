"""Recover [O22], Rout [O23.1, O23.2] and Retreat [O23.3], with worked examples X3, X18, X19.

Positions are set on scenario 4 (Germans on the bottom edge, Americans on the top edge, the
Allies' Turn) with the map replaced by an all-Open-Ground test map, every unit taken off the
map but those a test places, and the roller's deck stacked with the rolls it needs.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.engine.conftest import build_map
from tests.engine.gamehelpers import cards_with, choose, play, quiet, stack_deck, started

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import Event, FortificationKind, Order, SideId, Trigger
from cc_engine.flow import Log, apply, settle
from cc_engine.frames import AttackFrame
from cc_engine.hexgrid import Hex
from cc_engine.rules import artillery, cards, morale
from cc_engine.rules.morale import (
    can_recover,
    can_rout,
    retreat_hexes,
    rout_targets,
    start_retreat,
)
from cc_engine.rules.units import rally_unit
from cc_engine.state import Choice, GameState, LogEvent

AXIS, ALLIES = SideId.AXIS, SideId.ALLIES
H = Hex.parse


# --- position helpers (also used by test_artillery) ----------------------------------------------


def board(pack: ContentPack, terrain: dict[str, str] | None = None,
          hexsides: dict[tuple[str, str], str] | None = None, number: int = 4) -> GameState:
    """A started scenario on an open test map with no unit on the map, re-rolls never asked."""
    state = started(number, pack)
    setting = replace(state.setting, map=build_map(terrain=terrain, hexsides=hexsides))
    units = tuple(replace(u, status="reinforcement", hex=None, time_space=99, broken=False,
                          suppressed=False) for u in state.units)
    return replace(state, setting=setting, units=units,
                   axis=replace(state.axis, stops=quiet(reroll="never")),
                   allies=replace(state.allies, stops=quiet(reroll="never")))


def put(state: GameState, unit_id: str, hex_id: str, type_id: str | None = None, *,
        broken: bool = False, suppressed: bool = False) -> GameState:
    """Place a unit (optionally of another type of its nation) on the map, without Weapon."""
    unit = state.unit(unit_id)
    name = unit.name
    if type_id is None:
        type_id = unit.type
    else:
        kind = state.setting.unit_type(unit.side, type_id)
        word = kind.kind.value.title()
        name = kind.name if kind.kind.value == "leader" or kind.name.endswith(word) else (
            f"{kind.name} {word}")
    return state.with_unit(replace(unit, type=type_id, name=name, status="map", hex=H(hex_id),
                                   broken=broken, suppressed=suppressed, weapon=None,
                                   time_space=None))


def with_order(state: GameState, side: SideId, order: Order, avoid: tuple[int, ...] = ()
               ) -> tuple[GameState, int]:
    """Put a card of ``order`` in the side's hand (in place of another card); its number."""
    piles = state.side(side)
    card = next(c.number for c in state.setting.deck(side).cards
                if c.order is order and c.number not in avoid)
    hand = [c for c in piles.hand if c != card]
    dropped = hand[len(piles.hand) - 1:] if card not in piles.hand else []
    hand = hand[:len(piles.hand) - 1]
    draw = tuple(c for c in piles.draw if c != card) + tuple(dropped)
    discard = tuple(c for c in piles.discard if c != card)
    return state.with_side(replace(piles, hand=(card, *hand), draw=draw, discard=discard)), card


def roll_cards(state: GameState, side: SideId, totals: list[int], avoid: tuple[int, ...],
               monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Cards to stack for rolls of these totals, none in ``avoid``.

    A trigger-free card is used when the deck has one; otherwise (every 7 of a deck is an
    Event! [1.9.1.1]) the Event! card is followed by the card its Event is read from, and
    that Event is made to do nothing, so the test sees the roll alone.
    """
    stack: list[int] = []
    for total in totals:
        free = [c for c in cards_with(state, side, total=total, trigger=Trigger.NONE)
                if c not in avoid and c not in stack]
        if free:
            stack.append(free[0])
            continue
        event_card = next(c for c in cards_with(state, side, total=total)
                          if c not in avoid and c not in stack)
        read = next(c.number for c in state.setting.deck(side).cards
                    if c.number not in (*avoid, *stack, event_card)
                    and c.trigger is Trigger.NONE and c.dice_sum not in totals)
        monkeypatch.setitem(cards.EVENTS, state.setting.card(side, read).event, no_event)
        stack += [event_card, read]
    return stack


def no_event(state: GameState, side: SideId, log: Log) -> GameState:
    """An Event that does nothing (stands in for the one a stacked Event! card reads)."""
    log.add("event", "(test) the Event has no effect", ("1.9.1.1",), side=side)
    return state


def ready(state: GameState) -> GameState:
    """Run the engine to its next decision after a position was edited."""
    return settle(replace(state, pending=None), Log())


def texts_of(events: tuple[LogEvent, ...]) -> list[str]:
    """The texts of a step's log events."""
    return [e.text for e in events]


AttackLog = list[AttackFrame]


def record_attacks(monkeypatch: pytest.MonkeyPatch) -> AttackLog:
    """Replace ``push_attack`` in the Artillery and Retreat rules by a recorder that resolves
    nothing, so a test sees the attacks asked for."""
    made: AttackLog = []

    def push_attack(state: GameState, frame: AttackFrame) -> GameState:
        made.append(frame)
        return state

    monkeypatch.setattr(artillery, "push_attack", push_attack)
    monkeypatch.setattr(morale, "push_attack", push_attack)
    return made


@pytest.fixture(name="attacks")
def attacks_fixture(monkeypatch: pytest.MonkeyPatch) -> AttackLog:
    """The Fire Attacks pushed during a test, none of them resolved."""
    return record_attacks(monkeypatch)


# --- Recover [O22] -------------------------------------------------------------------------------


def test_x18_rally_rolls_against_morale_7(content_pack: ContentPack,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """X18 / O22.3: current Morale 7 (Cover and Command counted): 5 rallies, 7 suppresses,
    9 does nothing. Suppressed markers go first [O22.2]; the player, not units, is activated."""
    state = board(content_pack, terrain={"E5": "stream"})
    state = put(state, "bu03", "C5", "green", broken=True, suppressed=True)  # 7; not 7 - 1
    state = put(state, "bu04", "E5", "line", broken=True)  # broken 8 - 1 Stream = 7
    state = put(state, "bu05", "G5", "green_team", broken=True)  # 6 + 1 Command = 7
    state = put(state, "bu02", "G5", suppressed=True)  # Sgt. Buehler, Command 1
    state = put(state, "bu06", "J5", suppressed=True)
    state = put(state, "au03", "H9")
    state, card = with_order(state, ALLIES, Order.RECOVER)
    state = stack_deck(state, ALLIES, roll_cards(state, ALLIES, [5, 7, 9], (card,), monkeypatch))
    state = ready(state)
    assert can_recover(state, ALLIES) and not can_recover(state, AXIS)

    state = choose(state, f"order {card}")
    assert not state.unit("bu02").suppressed and not state.unit("bu06").suppressed
    decision = state.pending
    assert decision is not None and decision.kind == "rally_order" and decision.side is ALLIES
    assert set(decision.choices) == {Choice("rally", (u,)) for u in ("bu03", "bu04", "bu05")}
    assert state.players_activated == {ALLIES} and not state.activated

    step = apply(state, "rally bu03")
    assert "Rally Roll 5" in " ".join(texts_of(step.events))
    state = step.state
    assert not state.unit("bu03").broken and not state.unit("bu03").suppressed
    step = apply(state, "rally bu04")  # then bu05 rolls by itself, the last one
    state = step.state
    words = " ".join(texts_of(step.events))
    assert "Rally Roll 7" in words
    assert "Morale 7 (Line Squad 8 [3.1.4] -1 Cover (Stream) [T78.3])" in words
    assert "Rally Roll 9" in words and "Green Team 6 [3.1.4] +1 Command of" in words
    assert state.unit("bu04").broken and state.unit("bu04").suppressed
    assert state.unit("bu05").broken and not state.unit("bu05").suppressed
    # One Recover per player per Turn [O22.1]: the next Turn decision offers no Recover.
    assert state.pending is not None and state.pending.kind == "turn"
    assert not can_recover(state, ALLIES)
    recover_cards = [c for c in state.allies.hand
                     if state.setting.card(ALLIES, c).order is Order.RECOVER]
    assert all(Choice("order", (c,)) not in state.pending.choices for c in recover_cards)


def test_recover_needs_broken_or_suppressed_units(content_pack: ContentPack) -> None:
    state = board(content_pack)
    state = put(state, "bu03", "C5")
    state = put(state, "au03", "H9")
    assert not can_recover(state, ALLIES)
    state = put(state, "bu03", "C5", suppressed=True)
    assert can_recover(state, ALLIES)
    state = replace(state, players_activated=frozenset({ALLIES}))
    assert not can_recover(state, ALLIES)


def test_units_broken_during_the_order_do_not_roll(content_pack: ContentPack,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """O22.2: only units broken when the Order was announced roll, each of them: one rallied
    meanwhile still rolls."""
    state = board(content_pack)
    state = put(state, "bu03", "C5", "green", broken=True)
    state = put(state, "bu04", "E5", "green", broken=True)
    state = put(state, "bu06", "J5")
    state = put(state, "au03", "H9")
    state, card = with_order(state, ALLIES, Order.RECOVER)
    state = stack_deck(state, ALLIES, roll_cards(state, ALLIES, [9, 9], (card,), monkeypatch))
    state = choose(ready(state), f"order {card}")
    # Something (an Event, say) rallies bu04 and breaks bu06 before the first roll.
    log = Log()
    state = rally_unit(state, "bu04", log, "test", ("E64",))
    state = state.with_unit(replace(state.unit("bu06"), broken=True))
    discards = len(state.allies.discard)
    state = choose(state, "rally bu03")
    assert state.pending is not None and state.pending.kind == "turn"
    assert state.unit("bu06").broken  # it made no Rally Roll
    assert len(state.allies.discard) == discards + 2  # bu03 and the rallied bu04 rolled


# --- Rout [O23.1, O23.2] and Retreat [O23.3] ------------------------------------------------------


def test_x19_rout_rolls_against_morale_7(content_pack: ContentPack,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """X19 / O23.2: Morale 7: 9 Retreats 2, 7 suppresses, 5 does nothing. The announcer rolls
    from his deck for the opponent's units; the owner steers the Retreat [O23.3, W10]."""
    state = board(content_pack)
    state = put(state, "au03", "F5", "rifle", broken=True)
    state = put(state, "au04", "C5", "rifle", broken=True)
    state = put(state, "au05", "J5", "rifle", broken=True)
    state = put(state, "bu03", "C2", "green", broken=True)
    state, card = with_order(state, ALLIES, Order.ROUT)
    state = stack_deck(state, ALLIES, roll_cards(state, ALLIES, [9, 7, 5], (card,), monkeypatch))
    state = ready(state)
    axis_draw = state.axis.draw
    assert rout_targets(state, ALLIES) == (ALLIES, AXIS)

    state = choose(state, f"order {card}")
    decision = state.pending
    assert decision is not None and decision.kind == "rout_target"
    assert set(decision.choices) == {Choice("rout_player", ("allies",)),
                                     Choice("rout_player", ("axis",))}
    state = choose(state, "rout_player axis")
    assert state.players_activated == {AXIS}
    decision = state.pending
    assert decision is not None and decision.kind == "rout_order" and decision.side is ALLIES
    state = choose(state, "rout au03")  # roll 9 vs 7: Retreat 2
    decision = state.pending
    assert decision is not None and decision.kind == "retreat" and decision.side is AXIS
    # F5 is in an odd column: three hexes one row nearer the bottom edge.
    assert {c.args[1] for c in decision.choices} == {"E6", "F6", "G6"}
    state = choose(state, "retreat au03 G6")  # from G6 only G7 is nearer: taken at once
    assert state.unit("au03").hex == H("G7") and state.unit("au03").broken
    state = choose(state, "rout au04")  # 7: Suppressed; then au05 rolls 5: nothing
    assert state.unit("au04").suppressed and state.unit("au04").hex == H("C5")
    assert not state.unit("au05").suppressed and state.unit("au05").hex == H("J5")
    assert state.axis.draw == axis_draw  # every roll came from the Allied deck
    assert state.pending is not None and state.pending.kind == "turn"
    assert rout_targets(state, ALLIES) == (ALLIES,) and can_rout(state, ALLIES)


def test_x3_rout_result_is_locked_before_the_event(content_pack: ContentPack) -> None:
    """X3 / 1.9.1: Morale 6, Rout Roll 7-Event; the Event (Medic! [E64]) rallies the unit,
    which still Retreats 1 hex afterwards, unbroken."""
    state = board(content_pack)
    state = put(state, "bu05", "F5", "green_team", broken=True)  # broken Morale 6
    state = put(state, "au03", "H9")
    state, card = with_order(state, ALLIES, Order.ROUT)
    seven_event = next(c for c in cards_with(state, ALLIES, total=7, trigger=Trigger.EVENT)
                       if c != card)
    medic_card = next(c.number for c in state.setting.deck(ALLIES).cards
                      if c.event is Event.MEDIC)
    state = stack_deck(state, ALLIES, [seven_event, medic_card])
    step = apply(ready(state), f"order {card}")
    decision = step.state.pending
    assert decision is not None and decision.kind == "medic"  # Medic! must Rally one [E64]
    medic = apply(step.state, "unit bu05")
    words = texts_of(step.events) + texts_of(medic.events)
    state = medic.state
    assert state.unit("bu05").hex == H("F4") and not state.unit("bu05").broken
    rolled = next(i for i, t in enumerate(words) if "Rout Roll 7" in t)
    rallied = next(i for i, t in enumerate(words) if "rallies" in t)
    retreat = next(i for i, t in enumerate(words) if "Retreats into F4" in t)
    # The result is locked (and logged) when the roll stands, implemented after the Event.
    assert rolled < rallied < retreat
    assert "vs Morale 6" in words[rolled] and "Retreat 1" in words[rolled]
    assert "Event! trigger" in words[rolled + 1]


def test_rout_tie_suppresses_only_once(content_pack: ContentPack,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """O23.2: a roll equal to Morale Suppresses the unit if it is not already."""
    state = board(content_pack)
    state = put(state, "au03", "F5", "rifle", broken=True, suppressed=True)  # 7 - 1 = 6
    state = put(state, "bu03", "C2")
    state, card = with_order(state, ALLIES, Order.ROUT)
    state = stack_deck(state, ALLIES, roll_cards(state, ALLIES, [6], (card,), monkeypatch))
    state = choose(ready(state), f"order {card}")
    assert state.unit("au03").suppressed and state.unit("au03").hex == H("F5")
    assert not can_rout(state, ALLIES)  # the Axis was activated; the Allies have none broken


def retreat(state: GameState, unit_id: str, hexes: int) -> tuple[GameState, Log]:
    log = Log()
    state = start_retreat(replace(state, pending=None), unit_id, hexes)
    return settle(state, log), log


def test_retreat_hexes_need_fewer_intervening_hexes(content_pack: ContentPack) -> None:
    """O23.3, O23.3.5: closer to the friendly edge; not into enemies, impassable terrain, or
    across a Cliff."""
    state = board(content_pack, terrain={"F6": "water_barrier"}, hexsides={("F5", "G6"): "cliff"})
    state = put(state, "au03", "F5", "rifle", broken=True)
    state = put(state, "bu03", "E6")
    assert retreat_hexes(state, "au03") == ()
    state, log = retreat(state, "au03", 1)
    assert state.unit("au03").status == "eliminated"
    text = next(e.text for e in log.events if e.kind == "eliminated")
    assert "E6 is enemy-occupied" in text and "F6 is impassable (Water Barrier)" in text
    assert "Cliff" in text
    # Without the enemy, E6 is the one way out; from E6 (even column) only E7 is nearer.
    state = board(content_pack, terrain={"F6": "water_barrier"}, hexsides={("F5", "G6"): "cliff"})
    state = put(state, "au03", "F5", "rifle", broken=True)
    state = put(state, "bu03", "C2")
    assert retreat_hexes(state, "au03") == (H("E6"),)
    state, _ = retreat(state, "au03", 2)
    assert state.unit("au03").hex == H("E7")


def test_retreat_off_the_edge_eliminates_with_weapon_unbroken(content_pack: ContentPack) -> None:
    """O23.3 / 7.2.2: a unit on its friendly edge that must Retreat is eliminated; its Weapon
    goes unbroken to the Casualty Track and the opponent scores its VP [7.1]."""
    state = board(content_pack)
    state = put(state, "au03", "G9", "rifle", broken=True)
    state = put(state, "bu03", "C2")
    weapon = state.weapons[0]
    state = state.with_weapon(replace(weapon, side=AXIS, status="carried", broken=True))
    state = state.with_unit(replace(state.unit("au03"), weapon=weapon.id))
    vp = state.vp
    state, log = retreat(state, "au03", 3)  # G9 -> G10 (edge) -> off the map
    assert state.unit("au03").status == "eliminated"
    assert "au03" in state.axis.casualties and state.vp == vp - 2
    assert state.weapon(weapon.id).status == "eliminated"
    assert not state.weapon(weapon.id).broken
    assert any("off its friendly edge" in e.text for e in log.events)


def test_retreat_ignores_wire_and_mines_attack_both_ways(content_pack: ContentPack,
                                                        attacks: AttackLog) -> None:
    """O23.3.3: Wire does not stop a Retreat; O23.3.4: Mines attack on leaving and entering
    (6 FP, Cover 0, only the retreating unit) [F103.2]."""
    state = board(content_pack)
    state = put(state, "au03", "E5", "rifle", broken=True)
    state = put(state, "au04", "E7", "rifle")
    state = put(state, "bu03", "C2")
    forts = {H("E5"): FortificationKind.MINES, H("E6"): FortificationKind.WIRE,
             H("E7"): FortificationKind.MINES}
    state = replace(state, markers=replace(state.markers,
                                           fortifications=tuple(sorted(forts.items()))))
    state, _ = retreat(state, "au03", 2)
    assert state.unit("au03").hex == H("E7")
    assert [(a.target, a.defenders, a.fp, a.zero_cover, a.attacker) for a in attacks] == [
        (H("E5"), ("au03",), 6, True, ALLIES), (H("E7"), ("au03",), 6, True, ALLIES)]
    assert all(not a.jam_weapons for a in attacks)


def test_retreat_decision_is_the_owners(content_pack: ContentPack) -> None:
    """W10: the owner picks each hex, and only legal hexes are offered."""
    state = board(content_pack)
    state = put(state, "au03", "F5", "rifle", broken=True)
    state = put(state, "bu03", "G6")
    state, _ = retreat(state, "au03", 1)
    decision = state.pending
    assert decision is not None and decision.side is AXIS and decision.kind == "retreat"
    assert decision.choices == (Choice("retreat", ("au03", "E6")),
                                Choice("retreat", ("au03", "F6")))


def test_choice_helpers_are_consistent(content_pack: ContentPack) -> None:
    """The helpers above keep every deck at 72 cards."""
    state = board(content_pack)
    state, card = with_order(state, ALLIES, Order.ROUT)
    piles = state.allies
    assert card in piles.hand and len(piles.hand) + len(piles.draw) + len(piles.discard) == 72


def test_mine_attack_on_retreat_hits_only_the_retreating_unit(content_pack: ContentPack
                                                              ) -> None:
    """Integration with the Fire rules: a unit already in the Mines hex is immune [F103.1]."""
    state = board(content_pack)
    state = put(state, "au03", "E5", "rifle", broken=True)
    state = put(state, "au04", "E5", "rifle")
    state = put(state, "bu03", "C2")
    state = replace(state, markers=replace(state.markers, fortifications=(
        (H("E5"), FortificationKind.MINES),)))
    state, log = retreat(state, "au03", 1)
    events = list(log.events)
    while state.pending is not None and state.pending.kind != "turn":
        step = apply(state, state.pending.choices[0])
        state, events = step.state, events + list(step.events)
    attack = next(e for e in events if e.kind == "attack")
    assert attack.text.startswith("Mine Attack in E5") and dict(attack.data)["fp"] == 6
    defended = [e.text for e in events if e.kind == "roll" and "Fire Defense" in e.text]
    assert len(defended) == 1 and "Rifle Squad (broken) (E5)" in defended[0]  # au03 only
    assert state.unit("au04").hex == H("E5")
    if state.unit("au03").status == "map":
        assert state.unit("au03").hex == H("E6")  # it enters even if the Mines broke it


def test_a_unit_rallied_during_the_rout_order_still_rolls(content_pack: ContentPack) -> None:
    """O23.2, 1.9.1: the Rout Roll is made for each unit broken *when the Order was
    announced*; a unit a trigger rallies before its turn still gets it, and its result
    applies to it unbroken, as 1.9.1's example makes a rallied unit still Retreat. The Axis
    Routs two broken US Line Squads (Morale 8 broken, 6 unbroken): E5's roll is 2•5 Event!,
    less than 8; the Event is Medic!, which the Axis must use on a broken unit: H5 rallies.
    H5 still rolls: 6•3 = 9 against Morale 6, so it must Retreat 3 hexes."""
    from tests.engine.test_fire import Spec
    from tests.engine.test_fire import position as fire_position

    units = [Spec("de", AXIS, "rifle", "N5"), Spec("u1", ALLIES, "line", "E5", broken=True),
             Spec("u2", ALLIES, "line", "H5", broken=True)]
    state = fire_position(content_pack, units, hands={AXIS: (11,)}, draws={AXIS: (33, 7, 59)})
    state, texts = play(state, "order 11", "rout u1", "unit u2")
    assert "Line Squad (broken) (H5) rallies (Medic! [E64])" in texts
    assert ("Rout Roll 9 (6•3) vs Morale 6 (Line Squad 6 [3.1.4]) [O23.2]: greater by 9 - 6 = "
            "3: Line Squad (H5) must Retreat 3 hexes [O23.3]") in texts
    assert state.pending is not None and state.pending.kind == "retreat"
    assert state.pending.side is ALLIES  # the owner steers it [O23.3]
