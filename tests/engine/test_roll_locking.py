"""A roll locks its result before its trigger is resolved [1.9.1], and a Deployed Squad's
Teams are the same unit [E52.2]: exact positions played through ``apply``.

The firing side's and the defending side's draw piles are stacked, so every roll is the one
named; the test map is all Open Ground unless said otherwise.
"""

from __future__ import annotations

from dataclasses import replace

from tests.engine.gamehelpers import choices, play, quiet
from tests.engine.test_fire import ALLIES, AXIS, H, Spec, position

from cc_engine.content.loading import ContentPack
from cc_engine.state import GameState

FIRE = 50             # German Fire Order card
NINE = 55             # German 4•5
GERMAN_THREE = 3      # German 1•2
GERMAN_SEVEN_EVENT = 33  # German 2•5 Event!
GERMAN_BLAZE = 22     # German Event: Blaze
GERMAN_DEPLOY = 28    # German Event: Deploy
US_SEVEN_EVENT = 31   # American 1•6 Event!
US_BATTLE_HARDEN = 59  # American Event: Battle Harden
US_DEPLOY = 28        # American Event: Deploy
US_THREE = 3          # American 1•2
US_TEN = 65           # American 6•4
US_TEN_TOO = 66       # American 6•4
US_MOVE = 19          # American Move Order card


def one_squad_each(pack: ContentPack, axis_draws: tuple[int, ...],
                   allied_draws: tuple[int, ...], target: str = "E6",
                   terrain: dict[str, str] | None = None) -> GameState:
    """A German Rifle Squad (FP 5) in E9 and a US Line Squad (Morale 6) in ``target``; the
    Axis holds a Fire Order."""
    units = [Spec("g", AXIS, "rifle", "E9"), Spec("us", ALLIES, "line", target)]
    return position(pack, units, terrain=terrain, hands={AXIS: (FIRE,)},
                    draws={AXIS: axis_draws, ALLIES: allied_draws})


def fire_at(state: GameState, target: str = "E6") -> tuple[GameState, list[str]]:
    return play(state, f"order {FIRE}", "activate g", f"target {target}", "join g", "fire")


# --- 1.9.1: the Defense roll's result is locked before its trigger ---------------------------


def test_a_defense_result_is_locked_before_its_event(content_pack: ContentPack) -> None:
    """Attack Total 5 + 9 = 14; Defense Total 6 + 7 = 13: the Squad breaks. The Defense roll
    is 1•6 Event!: Battle Harden makes the Squad Veteran (Morale 7, which would have tied),
    but the roll had locked "breaks" [1.9.1, O20.3.4, E44]."""
    state = one_squad_each(content_pack, (NINE,), (US_SEVEN_EVENT, US_BATTLE_HARDEN))
    state, texts = fire_at(state)
    locked = next(i for i, t in enumerate(texts) if "Defense Total 13 vs Attack Total 14: "
                  "breaks [O20.3.4]" in t)
    assert "Morale Line Squad 6 [3.1.4] = 6; roll 1•6 Event!" in texts[locked]
    assert texts[locked + 1] == "Event! trigger"
    assert state.pending is not None and state.pending.kind == "battle_harden"
    assert state.pending.side is ALLIES  # the roller receives the Event [1.9.1.1]
    state, texts = play(state, "unit us")
    assert state.unit("us").veteran
    assert state.unit("us").broken and not state.unit("us").suppressed
    assert any("Line Squad" in t and "breaks (Defense Total 13 vs Attack Total 14)" in t
               for t in texts)


def test_a_unit_moved_out_by_the_attack_rolls_blaze_still_defends(
        content_pack: ContentPack) -> None:
    """The attack roll 2•5 Event! is locked: Attack Total 5 + 7 = 12. Its Event is Blaze in
    the target hex E5 [E46]: the US Squad is put into E4 (Woods). It was in E5 when the roll
    was made, so it still defends [O20.3.4], with the Cover of E4: 6 +2 Woods = 8; roll 1•2
    -> 11 < 12: it breaks (ruling)."""
    state = one_squad_each(content_pack, (GERMAN_SEVEN_EVENT, GERMAN_BLAZE, 22),
                           (US_THREE,), target="E5", terrain={"E4": "woods"})
    assert state.setting.card(AXIS, 22).random_hex == "E5"
    state, texts = fire_at(state, "E5")
    assert any("roll 2•5 Event! -> Attack Total 12" in t for t in texts)
    assert any("Event: Blaze [E46]" in t for t in texts)
    assert state.pending is not None and state.pending.kind == "blaze_relocation"
    state, texts = play(state, "relocate us E4")
    assert state.unit("us").hex == H("E4")
    assert any("was in E5 when the attack roll was made, so it still defends, with the Cover "
               "of E4 [O20.3.4]" in t for t in texts)
    assert any("+2 Woods [T78.3] = 8; roll 1•2 -> Defense Total 11 vs Attack Total 12: breaks"
               in t for t in texts)
    assert state.unit("us").broken


# --- E52.2: the Teams of a Deployed Squad are the same unit -----------------------------------


def test_a_squad_about_to_break_cannot_escape_by_deploying(content_pack: ContentPack) -> None:
    """Defense Total 6 + 7 = 13 < 14 is locked: "breaks". The roll's Event is Deploy: the
    US player Deploys that very Squad; the pending result breaks both Teams [E52.2, 1.9.1]."""
    state = one_squad_each(content_pack, (NINE,), (US_SEVEN_EVENT, US_DEPLOY))
    state, texts = fire_at(state)
    assert any("Defense Total 13 vs Attack Total 14: breaks" in t for t in texts)
    assert state.pending is not None and state.pending.kind == "deploy"
    state, texts = play(state, "unit us")
    teams = [u for u in state.units_on_map(ALLIES)]
    assert [u.id for u in teams] == ["us.1", "us.2"]
    assert all(u.broken for u in teams)
    assert any("has become" in t and "the same unit: its locked result applies to each "
               "[E52.2, 1.9.1]" in t for t in texts)
    assert state.replaced == (("us", ("us.1", "us.2")),)


def test_deployed_teams_keep_the_squads_op_fire_activation(content_pack: ContentPack) -> None:
    """A German Squad activated for Op Fire Deploys through its own Op Fire attack roll's
    Event: both Teams stay Op-Fire-activated for the rest of that Move Order, so at the next
    hex entered they may shoot without another Fire Action [E52.2, A33.2, A33.3]."""
    units = [Spec("g", AXIS, "rifle", "E8"), Spec("us", ALLIES, "line", "E4")]
    state = position(content_pack, units, hands={AXIS: (FIRE,), ALLIES: (US_MOVE,)},
                     draws={AXIS: (GERMAN_SEVEN_EVENT, GERMAN_DEPLOY, NINE),
                            ALLIES: (US_TEN, US_TEN_TOO)}, active=ALLIES)
    state, _ = play(state, f"order {US_MOVE}", "activate us", "move us", "enter E5",
                    f"op_fire {FIRE}", "activate g", "shoot", "join g", "fire")
    assert state.pending is not None and state.pending.kind == "deploy"
    state, _ = play(state, "unit g")
    assert state.activated == {"us"}
    assert state.op_fire_activated == {"g.1", "g.2"}
    assert choices(state) == ["continue"]  # this entry's one attack was made [A33.3]
    state, _ = play(state, "continue", "enter E6")
    assert choices(state) == ["continue", "shoot"]  # no card left, the Teams still may
    state, _ = play(state, "shoot")
    assert choices(state) == ["join g.1", "join g.2", "back"]
    state, texts = play(state, "join g.1", "join g.2", "fire")
    assert any("Op Fire attack by" in t and "-> Attack Total" in t for t in texts)


def test_a_squad_deployed_while_moving_stays_in_its_move_order(
        content_pack: ContentPack) -> None:
    """The moving US Squad's Defense roll against Op Fire is 1•6 Event!, Deploy: both Teams
    are the moving unit, keep moving with the 1 MP already spent [E52.2, O21.1]."""
    units = [Spec("g", AXIS, "rifle", "E8"), Spec("us", ALLIES, "line", "E4")]
    state = position(content_pack, units, hands={AXIS: (FIRE,), ALLIES: (US_MOVE,)},
                     draws={AXIS: (GERMAN_THREE,), ALLIES: (US_SEVEN_EVENT, US_DEPLOY)},
                     active=ALLIES)
    state, texts = play(state, f"order {US_MOVE}", "activate us", "move us", "enter E5",
                        f"op_fire {FIRE}", "activate g", "shoot", "join g", "fire")
    assert any("Defense Total 13 vs Attack Total 8: is unaffected" in t for t in texts)
    assert state.pending is not None and state.pending.kind == "deploy"
    state, _ = play(state, "unit us", "continue")
    assert state.activated == {"us.1", "us.2"}
    assert state.pending is not None and state.pending.kind == "move_step"
    assert state.pending.prompt.startswith("Line Team of Line Squad (E5), Line Team of Line "
                                           "Squad (E5): 1 of 4 MP spent")
    state, texts = play(state, "enter E6")
    assert state.unit("us.1").hex == state.unit("us.2").hex == H("E6")
    assert any("2 of 4 MP" in t for t in texts)


def test_a_pending_retreat_takes_both_teams(content_pack: ContentPack) -> None:
    """A broken Suppressed Green Squad (Morale 7 - 1 = 6): Rout Roll 1•6 Event! locks a
    Retreat of 1 hex; the Event is Deploy and the US player Deploys it: both Teams Retreat
    [O23.2, E52.2, 1.9.1]."""
    from tests.engine.gamehelpers import stack_deck
    from tests.engine.test_recover_rout import board, put, ready, with_order

    from cc_engine.content.vocabulary import Order

    state = board(content_pack)
    state = put(state, "bu03", "F5", "green", broken=True, suppressed=True)
    state = put(state, "au03", "H9")
    state, card = with_order(state, ALLIES, Order.ROUT)
    state = stack_deck(ready(state), ALLIES, [US_SEVEN_EVENT, US_DEPLOY])
    state, texts = play(state, f"order {card}")
    assert any("Rout Roll 7 (1•6 Event!) vs Morale 6" in t and "must Retreat 1" in t
               for t in texts)
    assert state.pending is not None and state.pending.kind == "deploy"
    state, texts = play(state, "unit bu03")
    assert [u.hex for u in state.units_on_map(ALLIES)] == [H("F4"), H("F4")]
    assert sum("Retreats into F4" in t for t in texts) == 2


def test_a_rally_result_is_locked_before_its_event(content_pack: ContentPack) -> None:
    """A broken Green Squad, Morale 7: Rally Roll 1•6 Event! = 7 locks "Suppressed, stays
    broken"; Battle Harden then makes it Veteran (Morale 8), too late [O22.3, 1.9.1]."""
    from tests.engine.gamehelpers import stack_deck
    from tests.engine.test_recover_rout import board, put, ready, with_order

    from cc_engine.content.vocabulary import Order

    state = board(content_pack)
    state = put(state, "bu03", "C5", "green", broken=True)
    state = put(state, "au03", "H9")
    state, card = with_order(state, ALLIES, Order.RECOVER)
    state = stack_deck(ready(state), ALLIES, [US_SEVEN_EVENT, US_BATTLE_HARDEN])
    state, texts = play(state, f"order {card}")
    locked = next(i for i, t in enumerate(texts) if "Rally Roll 7 (1•6 Event!) vs Morale 7" in t)
    assert "equal: Suppressed, it stays broken" in texts[locked]
    assert texts[locked + 1] == "Event! trigger"
    state, texts = play(state, "unit bu03")
    unit = state.unit("bu03")
    assert unit.veteran and unit.broken and unit.suppressed


# --- O20.3.2: a shot below 1 FP is not even attempted ----------------------------------------


def test_a_cancelled_shot_leaves_the_pieces_free(content_pack: ContentPack) -> None:
    """A Light MG (4 FP) through Smoke 7 with a Sustained Fire (+2) is still at -1: the shot
    is cancelled and the card stays spent [10.3.2.1]; the MG has not fired and shoots at
    another hex, out of the Smoke, in the same Fire Order [O20.3.2]."""
    units = [Spec("t", AXIS, "weapon_team", "E9", weapon="light_mg"),
             Spec("us", ALLIES, "line", "E6"), Spec("us2", ALLIES, "line", "G9")]
    state = position(content_pack, units, smoke={"E8": 7}, hands={AXIS: (FIRE, 43)},
                     draws={AXIS: (NINE,), ALLIES: (US_THREE,)},
                     stops={AXIS: quiet(reroll="never", fire_actions="when_able")})
    state, _ = play(state, f"order {FIRE}", "activate t", "target E6", "join t_w", "fire")
    assert state.pending is not None and state.pending.kind == "fire_actions"
    state, texts = play(state, "play 43", "continue")
    assert any("Light MG 4 [11.1] -7 Hindrance in E8 [O20.3.2] +2 Sustained Fire [A41] = -1, "
               "below 1: the shot is cancelled [10.3.2.1]" in t for t in texts)
    assert 43 in state.axis.discard and 43 not in state.axis.hand
    # The MG and the Team may still shoot, not that shot again (the Team is out of range of
    # E6); a shot of 1 FP or more is left, so no "done" [O14.4].
    assert choices(state) == ["target G9"]
    state, _ = play(state, "target G9")
    assert "join t_w" in choices(state)
    state, texts = play(state, "join t_w", "join t", "fire", "continue")
    assert any("on G9" in t and "-> Attack Total" in t for t in texts)


def test_a_cancelled_op_fire_shot_does_not_use_up_the_entry(content_pack: ContentPack) -> None:
    """Op Fire by a Light MG (4 FP) through Smoke 5: -1, cancelled; the one attack of this MP
    expenditure is still to be made [A33.3]: a different shot, the MG with its Team (4 +1
    -5 = 0) and a Sustained Fire (+2), is made at 2 FP [O20.3.2, 10.3.2.1]."""
    units = [Spec("t", AXIS, "weapon_team", "E9", weapon="light_mg"),
             Spec("us", ALLIES, "line", "E6")]
    state = position(content_pack, units, smoke={"E8": 5}, hands={AXIS: (FIRE, 43),
                                                                   ALLIES: (US_MOVE,)},
                     draws={AXIS: (NINE,), ALLIES: (US_THREE,)},
                     stops={AXIS: quiet(reroll="never", fire_actions="when_able")},
                     active=ALLIES)
    state, _ = play(state, f"order {US_MOVE}", "activate us", "move us", "enter E7",
                    f"op_fire {FIRE}", "activate t", "shoot", "join t_w", "fire")
    assert state.pending is not None and state.pending.kind == "fire_actions"
    state, texts = play(state, "continue")
    assert any("Light MG 4 [11.1] -5 Hindrance in E8 [O20.3.2] = -1, below 1: the shot is "
               "cancelled" in t for t in texts)
    assert choices(state) == ["continue", "shoot"]
    state, _ = play(state, "shoot", "join t_w")
    assert choices(state) == ["join t", "back"]  # not the cancelled shot again
    state, texts = play(state, "join t", "fire", "play 43", "continue")
    assert any("+1 group [O20.3.1.2] -5 Hindrance in E8 [O20.3.2] +2 Sustained Fire [A41] = "
               "FP 2; roll 4•5 -> Attack Total 11" in t for t in texts)
    assert state.pending is not None and state.pending.kind == "op_fire"
    assert choices(state) == ["continue"]  # now the entry's attack is made


# --- when the Time advance of a roll inside an Event happens ----------------------------------


def test_the_last_card_of_a_roll_inside_an_event(content_pack: ContentPack) -> None:
    """A Commissar roll [E50] takes the Russian's last card: the roll stands and its result
    is locked, then Time advances (a reshuffle), then the result is carried out, all within
    the Event [1.9.1, 6.1.2, E42] (ruling)."""
    from tests.engine.events.unithelpers import pick, put, roll_card, trigger
    from tests.engine.events.unithelpers import quiet as quiet_events

    from cc_engine.content.vocabulary import Event

    state = quiet_events(content_pack, number=1)  # Germans (Axis) against Russians
    state = put(put(state, "bu03", "E5", broken=True), "au03", "E9", broken=True)
    state = put(state, "bu04", "G5")
    state, _ = trigger(state, ALLIES, Event.COMMISSAR)
    card = roll_card(state, ALLIES, 7)  # over Morale 6
    piles = state.allies
    rest = tuple(c for c in (*piles.draw, *piles.discard) if c != card)
    state = state.with_side(replace(piles, draw=(card,), discard=rest))
    time = state.time
    state, events = pick(state, "unit bu03")
    texts = [e.text for e in events]
    locked = next(i for i, t in enumerate(texts) if "Commissar roll 7" in t)
    advanced = next(i for i, t in enumerate(texts) if t.startswith("Time advances"))
    done = next(i for i, t in enumerate(texts) if "VP: Rifle Squad 1" in t and "eliminated" in t)
    assert locked < advanced < done
    assert state.time == time + 1 and state.unit("bu03").status == "eliminated"


def quiet_axis(state: GameState) -> GameState:
    return state.with_side(replace(state.axis, stops=quiet(reroll="never")))
