"""Artillery Denied [O17] and Artillery Request [O18]: Battery Access, Fire For Effect, drift
(worked example X31), Impact and Smoke barrages.

Scenario 4 gives the Allies (whose Turn it is) a Radio 75-76mm of FP 8 (Fortification
Vulnerability 2); scenario 9 gives the Axis a Radio while the Allies move first.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.engine.gamehelpers import cards_with, choose, stack_deck
from tests.engine.test_recover_rout import (
    AttackLog,
    board,
    put,
    ready,
    record_attacks,
    texts_of,
    with_order,
)

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import FortificationKind, Order, SideId, Trigger
from cc_engine.flow import apply
from cc_engine.hexgrid import Hex, HexGrid
from cc_engine.rules.artillery import (
    can_battery_access,
    can_deny_artillery,
    can_fire_for_effect,
    can_request_artillery,
    drift_path,
    impact_area,
)
from cc_engine.state import Choice, GameState, Stops
from cc_engine.views import player_view

AXIS, ALLIES = SideId.AXIS, SideId.ALLIES
H = Hex.parse


@pytest.fixture(name="attacks")
def attacks_fixture(monkeypatch: pytest.MonkeyPatch) -> AttackLog:
    """The Artillery Impacts pushed during a test, none of them resolved."""
    return record_attacks(monkeypatch)


def card_with(state: GameState, side: SideId, dice: tuple[int, int], avoid: tuple[int, ...] = (),
              trigger: Trigger | None = None) -> int:
    """A card of the side's deck with these dice (white, colored)."""
    return next(c for c in cards_with(state, side, dice=dice, trigger=trigger) if c not in avoid)


def ffe_position(pack: ContentPack, terrain: dict[str, str] | None = None) -> GameState:
    """Scenario 4: Lt. Wray in H9, Sgt. Buehler in C9, German Squads in H5, I5 and K5."""
    state = board(pack, terrain=terrain)
    state = put(state, "bu01", "H9")
    state = put(state, "bu02", "C9")
    state = put(state, "au03", "H5")
    state = put(state, "au04", "I5")
    state = put(state, "au05", "K5")
    return state


def order_ffe(state: GameState, rolls: list[int]) -> tuple[GameState, int]:
    """Give an Artillery Request card to the Allies and stack their deck; returns the card."""
    state, card = with_order(state, ALLIES, Order.ARTILLERY_REQUEST, avoid=tuple(rolls))
    return ready(stack_deck(state, ALLIES, rolls)), card


# --- drift [O18.2.2] -----------------------------------------------------------------------------


def test_x31_drift_paths() -> None:
    """X31: a hit moves 1 hex by the white die then 1 by the colored die (it may come back);
    a miss moves the colored die's count of hexes in the white die's direction."""
    assert drift_path(H("H5"), 2, 5, hit=True) == (H("I5"), H("H5"))  # right back: good shot
    assert drift_path(H("H5"), 1, 3, hit=True) == (H("H4"), H("I5"))
    assert drift_path(H("H5"), 3, 4, hit=False) == (H("I6"), H("J6"), H("K7"), H("L7"))
    assert drift_path(H("H5"), 4, 3, hit=False) == (H("H6"), H("H7"), H("H8"))
    grid = HexGrid(15, 10)
    # H1 -> north is off the map, even if the colored die brings it back [O18.2.2.3].
    path = drift_path(H("H1"), 1, 4, hit=True)
    assert path[-1] == H("H1") and not grid.contains(path[0])


def test_impact_area_is_seven_hexes_on_the_map() -> None:
    assert set(impact_area(HexGrid(15, 10), H("H5"))) == {H(h) for h in
                                                      ("H5", "H4", "I5", "I6", "H6", "G6", "G5")}
    assert set(impact_area(HexGrid(15, 10), H("A1"))) == {H("A1"), H("B1"), H("A2")}


# --- Fire For Effect [O18.2] ---------------------------------------------------------------------


def test_ffe_hit_drifts_back_and_attacks_occupied_hexes(content_pack: ContentPack,
                                                        attacks: AttackLog) -> None:
    """X31 hit: Accuracy 3•2 = 6 > range 4 hits; the drift card 2•5 (an Event! card: not a roll,
    so no trigger) moves the SR to I5 and back to H5. The active player orders the Impacts
    on the hexes with units or a Fortification [O18.2.3]; each is an FP 8 indirect attack
    that cannot jam the Radio, Vulnerability 2 [O18.2.3.2, O18.2.3.3]."""
    state = ffe_position(content_pack)
    state = replace(state, markers=replace(state.markers, fortifications=(
        (H("G5"), FortificationKind.WIRE),)))
    accuracy = card_with(state, ALLIES, (3, 2), trigger=Trigger.NONE)
    drift = card_with(state, ALLIES, (2, 5), trigger=Trigger.EVENT)
    state, card = order_ffe(state, [accuracy, drift])
    assert can_fire_for_effect(state, ALLIES) and not can_battery_access(state, ALLIES)

    state = choose(state, f"order {card}")
    decision = state.pending
    assert decision is not None and decision.kind == "activate"
    assert set(decision.choices) == {Choice("activate", ("bu01",)),
                                     Choice("activate", ("bu02",))}
    state = choose(state, "activate bu01")
    assert "bu01" in state.activated and "bu02" not in state.activated
    decision = state.pending
    assert decision is not None and decision.kind == "spot"
    assert len(decision.choices) == 150  # an open map: every hex is in the Spotter's LOS
    step = apply(state, "spot H5")
    words = texts_of(step.events)
    assert any("Targeting Roll 3•2 = 6 [O20.2.3] vs range 4" in t and "a hit" in t
               for t in words)
    assert any("H5 -> I5 -> H5; the Spotting Round lands in H5" in t for t in words)
    assert not any(e.kind == "trigger" for e in step.events)  # the drift card's Event!
    state = step.state
    assert state.allies.discard[-1] == drift
    decision = state.pending
    assert decision is not None and decision.kind == "impact" and decision.side is ALLIES
    assert decision.choices == tuple(Choice("impact", (h,)) for h in ("G5", "H5", "I5"))
    # Both players see the Spotting Round in H5 and its seven-hex Impact area.
    for side in (AXIS, ALLIES):
        view = player_view(state, side)
        assert view.spotting_round == H("H5")
        assert set(view.impact_area) == set(impact_area(HexGrid(15, 10), H("H5")))
    state = choose(state, "impact I5")
    state = choose(state, "impact H5")  # G5 is the last: attacked at once
    assert [a.target for a in attacks] == [H("I5"), H("H5"), H("G5")]
    for attack in attacks:
        assert (attack.attacker, attack.fp, attack.indirect, attack.jam_weapons,
                attack.vulnerability) == (ALLIES, 8, True, False, 2)
    assert state.pending is not None and state.pending.kind == "turn"
    assert player_view(state, AXIS).spotting_round is None  # removed once the Order ends


def test_ffe_miss_through_smoke_drifts_onto_own_troops(content_pack: ContentPack,
                                                       attacks: AttackLog) -> None:
    """X31 miss: 3•2 = 6 - 3 Smoke Hindrance = 3, not greater than range 4 [10.3.1]; the drift
    card 4•3 moves the SR 3 hexes south: H6, H7, H8, and the blast reaches Lt. Wray in H9."""
    state = ffe_position(content_pack)
    state = replace(state, markers=replace(state.markers, smoke=((H("H7"), 3),)))
    accuracy = card_with(state, ALLIES, (3, 2), trigger=Trigger.NONE)
    drift = card_with(state, ALLIES, (4, 3))
    state, card = order_ffe(state, [accuracy, drift])
    state = choose(state, f"order {card}")
    state = choose(state, "activate bu01")
    step = apply(state, "spot H5")
    words = texts_of(step.events)
    assert any("3•2 = 6 [O20.2.3] - 3 Hindrance [10.3.1] = 3 vs range 4" in t and "a miss" in t
               for t in words)
    assert any("H5 -> H6 -> H7 -> H8; the Spotting Round lands in H8" in t for t in words)
    assert [a.target for a in attacks] == [H("H9")]  # the only occupied hex of the area


def test_ffe_off_the_map_ends_the_order(content_pack: ContentPack, attacks: AttackLog) -> None:
    """O18.2.2.3: a hit from H1 drifting north then south leaves the map briefly: no Impact."""
    state = ffe_position(content_pack)
    state = put(state, "au06", "H1")
    accuracy = card_with(state, ALLIES, (6, 5))
    drift = card_with(state, ALLIES, (1, 4))
    state, card = order_ffe(state, [accuracy, drift])
    state = choose(state, f"order {card}")
    step = apply(choose(state, "activate bu01"), "spot H1")
    assert any("H1 -> off the map: the Spotting Round errs off the map" in t
               for t in texts_of(step.events))
    assert attacks == []
    assert step.state.pending is not None and step.state.pending.kind == "turn"


def test_smoke_barrage_places_seven_random_smoke(content_pack: ContentPack,
                                                 attacks: AttackLog) -> None:
    """O18.2.1.1, O18.2.3.1: Smoke is announced before Accuracy; the barrage draws a random
    Smoke into each hex of the area but Water and Blaze [8.1.5, T95]; no Impact roll."""
    state = ffe_position(content_pack, terrain={"H6": "stream"})
    allies = state.setting.nation(ALLIES)
    radios = tuple(r.model_copy(update={"smoke": True}) for r in allies.radios)
    setting = replace(state.setting, nations=(state.setting.nation(AXIS),
                                              allies.model_copy(update={"radios": radios})))
    state = replace(state, setting=setting,
                    markers=replace(state.markers, blaze=frozenset({H("G5")})))
    accuracy = card_with(state, ALLIES, (6, 5))
    drift = card_with(state, ALLIES, (1, 4), avoid=(accuracy,))  # H4, then back to H5
    state, card = order_ffe(state, [accuracy, drift])
    cup = len(state.smoke_cup)
    state = choose(choose(state, f"order {card}"), "activate bu01")
    state = choose(state, "spot H5")
    decision = state.pending
    assert decision is not None and decision.kind == "artillery_smoke"
    assert set(decision.choices) == {Choice("smoke"), Choice("barrage")}
    state = choose(state, "smoke")
    smoked = {h for h, _ in state.markers.smoke}
    assert smoked == {H(h) for h in ("H5", "H4", "I5", "I6", "G6")}
    assert len(state.smoke_cup) == cup - 5 and attacks == []
    assert state.pending is not None and state.pending.kind == "turn"


# --- legality [O17, O18] -------------------------------------------------------------------------


def test_artillery_request_needs_battery_access_or_fire_for_effect(
        content_pack: ContentPack) -> None:
    """O18: Battery Access needs a broken Radio; Fire For Effect an unbroken Radio and an
    unbroken Leader not yet activated this Turn."""
    state = ffe_position(content_pack)
    (radio,) = (r for r in state.radios if r.side is ALLIES)
    assert can_request_artillery(state, ALLIES) and not can_request_artillery(state, AXIS)
    broken_leaders = put(put(state, "bu01", "H9", broken=True), "bu02", "C9", broken=True)
    assert not can_request_artillery(broken_leaders, ALLIES)
    activated = replace(state, activated=frozenset({"bu01", "bu02"}))
    assert not can_fire_for_effect(activated, ALLIES)
    broken_radio = broken_leaders.with_radio(replace(radio, broken=True))
    assert can_battery_access(broken_radio, ALLIES)
    assert not can_fire_for_effect(broken_radio, ALLIES)
    gone = state.with_radio(replace(radio, status="pool"))
    assert not can_request_artillery(gone, ALLIES)


def test_battery_access_fixes_the_radio(content_pack: ContentPack) -> None:
    """O18.1: the broken Radio is fixed; nothing is activated and the Turn goes on."""
    state = ffe_position(content_pack)
    (radio,) = (r for r in state.radios if r.side is ALLIES)
    state = state.with_radio(replace(radio, broken=True))
    state, card = with_order(state, ALLIES, Order.ARTILLERY_REQUEST)
    state = choose(ready(state), f"order {card}")
    assert not state.radio_of(ALLIES).broken  # type: ignore[union-attr]
    assert not state.activated and state.orders_given == 1
    assert state.pending is not None and state.pending.kind == "turn"


def test_artillery_denied_breaks_then_eliminates(content_pack: ContentPack) -> None:
    """O17: the enemy Radio breaks; a broken one goes back to the counter mix; then no enemy
    Radio is in play and the Order cannot be given."""
    state = board(content_pack, number=9)
    state = put(state, "au03", "H9")
    state = put(state, "bu03", "H2")
    assert can_deny_artillery(state, ALLIES) and not can_deny_artillery(state, AXIS)
    state, first = with_order(state, ALLIES, Order.ARTILLERY_DENIED)
    state, second = with_order(state, ALLIES, Order.ARTILLERY_DENIED, avoid=(first,))
    state = choose(ready(state), f"order {first}")
    (radio,) = (r for r in state.radios if r.side is AXIS)
    assert radio.broken and radio.status == "box"
    state = choose(state, f"order {second}")
    (radio,) = (r for r in state.radios if r.side is AXIS)
    assert radio.status == "pool" and state.radio_of(AXIS) is None
    assert not state.activated and not state.players_activated
    assert state.axis.casualties == ()
    state, third = with_order(state, ALLIES, Order.ARTILLERY_DENIED, avoid=(first, second))
    state = ready(state)
    assert Choice("order", (third,)) not in state.pending.choices  # type: ignore[union-attr]


def test_impact_runs_through_the_fire_rules(content_pack: ContentPack) -> None:
    """Integration: each Impact is a Fire Attack of FP 8 resolved by the Fire rules."""
    state = ffe_position(content_pack)
    accuracy = card_with(state, ALLIES, (6, 5))
    drift = card_with(state, ALLIES, (1, 4), avoid=(accuracy,))  # H4, then back to H5
    state, card = order_ffe(state, [accuracy, drift])
    state = choose(choose(state, f"order {card}"), "activate bu01")
    events = []
    step = apply(state, "spot H5")
    while True:
        events += step.events
        decision = step.state.pending
        assert decision is not None
        if decision.kind == "turn":
            break
        step = apply(step.state, decision.choices[0])
    impacts = [e for e in events if e.kind == "attack" and "Artillery Impact on" in e.text]
    assert {e.text.split(":")[0] for e in impacts} == {"Artillery Impact on H5",
                                                       "Artillery Impact on I5"}
    assert all(dict(e.data)["fp"] == 8 for e in impacts)


def test_ffe_roll_stands_when_the_spotter_is_lost_to_its_trigger(content_pack: ContentPack,
                                                                  attacks: AttackLog) -> None:
    """O18.2.2 (docs/rulings.md): the range is taken when the Targeting Roll is made; losing
    the Spotter before the roll resolves (here while the Axis weighs a re-roll, as an Event
    of the roll's card may do) does not undo it or stop the game."""
    state = ffe_position(content_pack)
    state = replace(state, axis=replace(state.axis, stops=Stops(reroll="always")))
    accuracy = card_with(state, ALLIES, (3, 2), trigger=Trigger.NONE)
    drift = card_with(state, ALLIES, (2, 5), trigger=Trigger.EVENT)
    state, card = order_ffe(state, [accuracy, drift])
    state = choose(choose(choose(state, f"order {card}"), "activate bu01"), "spot H5")
    decision = state.pending
    assert decision is not None and (decision.kind, decision.side) == ("reroll", AXIS)
    state = state.with_unit(replace(state.unit("bu01"), status="eliminated", hex=None))
    step = apply(state, "accept")
    assert any("3•2 = 6 [O20.2.3] vs range 4" in t and "a hit" in t
               for t in texts_of(step.events))
    decision = step.state.pending
    assert decision is not None and decision.kind == "impact"
