"""X17, the Op Fire example (page 16), played in full: a real Move Order from the Axis hand,
its Smoke Grenades Action, both Op Fire attacks with the Allied Fire Action and two Hand
Grenades Actions played from the Allied hand, and the second Move Order of the NOTE.

The German Rifle Squad starts in L8 (level 0); Sgt. Biermann waits in K7; K7 and K8 are
level-1 Open Ground, K6 level-1 Woods; the US Line Squad is in L6 (level 0, below the crest
in K7). The Smoke cup holds a single "4". Allied rolls 6•5, 1•3; Axis rolls 6•2, 1•5, 6•3.
"""

from __future__ import annotations

from dataclasses import replace

from tests.engine.gamehelpers import choices, play, quiet
from tests.engine.test_fire import ALLIES, AXIS, Spec, position

from cc_engine.content.loading import ContentPack
from cc_engine.hexgrid import Hex
from cc_engine.state import GameState

MOVE, SECOND_MOVE, SMOKE_GRENADES = 27, 28, 50        # German cards
FIRE_ACTION, GRENADES, MORE_GRENADES, SECOND_FIRE = 51, 4, 5, 52  # American cards


def x17_position(pack: ContentPack) -> GameState:
    units = [Spec("rifle", AXIS, "rifle", "L8", "Rifle Squad"),
             Spec("biermann", AXIS, "sergeant_x", "K7", "Sgt. Biermann"),
             Spec("us", ALLIES, "line", "L6", "Line Squad")]
    state = position(
        pack, units, terrain={"K6": "woods"}, elevation={"K6": 1, "K7": 1, "K8": 1},
        hands={AXIS: (MOVE, SMOKE_GRENADES, SECOND_MOVE),
               ALLIES: (FIRE_ACTION, GRENADES, MORE_GRENADES, SECOND_FIRE)},
        draws={ALLIES: (69, 7), AXIS: (51, 21, 59)},
        stops={ALLIES: quiet(reroll="never", op_fire="when_able", fire_actions="when_able"),
               AXIS: quiet(reroll="never", move_actions="when_able")})
    return replace(state, smoke_cup=(4,))


def test_x17_the_whole_move_order_with_its_actions(content_pack: ContentPack) -> None:
    state = x17_position(content_pack)
    state, _ = play(state, f"order {MOVE}", "activate rifle", "move rifle")

    # A: L8 -> K8 costs 1 for Open Ground +1 uphill: "2" [T88.1].
    # B: the crest in K7 hides K8 from the US Squad: no Op Fire window is opened.
    state, texts = play(state, "enter K8")
    assert ("Rifle Squad (L8) enters K8: Open Ground 1 [T90] + uphill 1 [T88.1] = 2 MP -> 2 of 4 "
            "MP [O21.1]") in texts
    assert state.pending is not None and state.pending.kind == "move_step"
    assert state.pending.side is AXIS

    # C: Smoke Grenades into K7: the "4" is drawn and placed [A39].
    assert f"smoke_grenades {SMOKE_GRENADES} K7" in choices(state)
    state, texts = play(state, f"smoke_grenades {SMOKE_GRENADES} K7")
    assert "Smoke 4 drawn at random for K7 [A39, T94]" in texts
    assert state.markers.smoke_at(Hex.parse("K7")) == 4

    # D: into K7, cumulative "3". E: the Allies play a Fire Action and Op Fire: 6 -1 uphill
    # -4 Smoke = 1 FP; 6•5 -> 12. Every unit in the hex defends, not only the mover.
    state, texts = play(state, "enter K7")
    assert any("enters K7: Open Ground 1 [T90] = 1 MP -> 3 of" in t for t in texts)
    assert state.pending is not None and state.pending.side is ALLIES
    assert choices(state) == ["continue", f"op_fire {FIRE_ACTION}", f"op_fire {SECOND_FIRE}"]
    state, _ = play(state, f"op_fire {FIRE_ACTION}", "activate us", "shoot", "join us")
    assert state.pending is not None and state.pending.prompt.endswith(
        "FP Line Squad 6 [3.1.1] -1 uphill [T88.2] -4 Hindrance in K7 [O20.3.2] = 1 [O20.3.1]")
    state, texts = play(state, "fire", "continue")
    assert any("= FP 1; roll 6•5 -> Attack Total 12" in t for t in texts)
    assert choices(state) == ["defend rifle", "defend biermann"]
    state, texts = play(state, "defend rifle")
    assert any("Morale Rifle Squad 7 [3.1.4] +1 Command of Sgt. Biermann [3.3.1.2] = 8; roll "
               "6•2 -> Defense Total 16 vs Attack Total 12: is unaffected" in t for t in texts)
    assert any("Morale Sgt. Biermann 8 [3.1.4] = 8; roll 1•5 -> Defense Total 14 vs Attack "
               "Total 12: is unaffected" in t for t in texts)
    assert choices(state) == ["continue"]  # one attack per MP expenditure [A33.3]

    # F: with Biermann in its hex the Squad's Movement is 4 +1 = 5; K6 Woods costs 2: "5".
    state, _ = play(state, "continue")
    assert state.pending is not None
    assert state.pending.prompt.startswith("Rifle Squad (K7): 3 of 5 MP spent")
    state, texts = play(state, "enter K6")
    assert any("enters K6" in t and "-> 5 of 5 MP [O21.1]" in t for t in texts)

    # G: the same, already activated Line Squad fires again [A33.3], adding two Hand
    # Grenades from the hand: 6 +4 -1 uphill = 9; 1•3 -> 13; the Squad's 7 +2 Woods = 9,
    # 6•3 -> 18: it passes.
    assert choices(state) == ["continue", "shoot"]
    state, _ = play(state, "shoot", "join us", "fire", f"play {GRENADES}", f"play {MORE_GRENADES}")
    assert state.pending is not None and state.pending.prompt.startswith(
        "Op Fire attack by Line Squad (L6) on K6: FP 9.")
    state, texts = play(state, "continue")
    assert any("Line Squad 6 [3.1.1] -1 uphill [T88.2] +2 Hand Grenades [A34] +2 Hand Grenades "
               "[A34] = FP 9; roll 1•3 -> Attack Total 13" in t for t in texts)
    assert any("Morale Rifle Squad 7 [3.1.4] +2 Woods [T78.3] = 9; roll 6•3 -> Defense Total 18 "
               "vs Attack Total 13: is unaffected" in t for t in texts)
    assert {GRENADES, MORE_GRENADES, FIRE_ACTION} <= set(state.allies.discard)

    # H: out of Biermann's hex the Movement is 4 again with 5 spent: the Squad is done, and
    # with no other unit activated the Move Order ends.
    state, _ = play(state, "continue")
    assert state.unit("rifle").hex == Hex.parse("K6")
    assert state.pending is not None and state.pending.kind == "turn"
    assert state.pending.side is AXIS

    # NOTE: a second Move Order activates Biermann; the US Squad, Op-Fire-activated this
    # Turn, cannot fire at him even with a Fire Action in hand and its stops at "always".
    state = state.with_side(replace(state.allies, stops=quiet(op_fire="always",
                                                               reroll="never")))
    state, _ = play(state, f"order {SECOND_MOVE}", "activate biermann", "go", "move biermann",
                    "enter L7")
    assert state.unit("biermann").hex == Hex.parse("L7")
    assert state.pending is not None and state.pending.side is ALLIES
    assert SECOND_FIRE in state.allies.hand
    assert choices(state) == ["continue"]
