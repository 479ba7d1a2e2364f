"""A26 Assault Fire: one Fire Attack by moving pieces with boxed FP (called by the Move rules)."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.actions.helpers import ALLIES, AXIS, Spec, choices, play, setup
from tests.engine.gamehelpers import resettle
from tests.engine.test_fire import Pause

from cc_engine.content.loading import ContentPack
from cc_engine.flow import Log
from cc_engine.frames import MoveFrame
from cc_engine.rules.actions_fire import assault_fire_choices, start_assault_fire
from cc_engine.state import Choice


def test_only_moving_pieces_with_boxed_fp_fire(content_pack: ContentPack) -> None:
    units = [Spec("pio", AXIS, "pionier", "E9"), Spec("rf", AXIS, "rifle", "E9"),
             Spec("still", AXIS, "pionier", "F9"), Spec("us", ALLIES, "line", "E6")]
    state = setup(content_pack, units, hands={AXIS: (16,)}, draws={AXIS: (19,), ALLIES: (3,)})
    assert assault_fire_choices(state, AXIS) == ()  # nobody is activated to Move
    state = replace(state, stack=(*state.stack, MoveFrame(AXIS, activated=("pio", "rf")),
                                  Pause(AXIS)))
    assert assault_fire_choices(state, AXIS) == (Choice("assault_fire", (16,)),)
    log = Log()
    state = resettle(start_assault_fire(replace(state, pending=None), AXIS, 16, log))
    assert "The Axis plays card 16 for Assault Fire [A26]" in [e.text for e in log.events]
    assert choices(state) == ["target E6"]
    state, _ = play(state, "target E6")
    assert choices(state) == ["join pio", "back"]  # the Rifle Squad's FP is not boxed
    state, texts = play(state, "join pio", "fire", "continue")
    assert any("Assault Fire attack by Pionier Squad (E9) on E6: Pionier Squad 7 [3.1.1] = FP "
               "7; roll 4•1 -> Attack Total 12" in t for t in texts)


def test_a_broken_unit_does_not_join_assault_fire(content_pack: ContentPack) -> None:
    """A26, 3.1.6: boxed FP is printed on a counter's unbroken side, so a broken Pionier Squad
    moving with an unbroken one cannot join the Assault Fire (played through a Move Order)."""
    units = [Spec("lt", AXIS, "lieutenant_y", "E9"), Spec("pio", AXIS, "pionier", "E9"),
             Spec("pio_b", AXIS, "pionier", "E9", broken=True),
             Spec("us", ALLIES, "line", "E8")]
    state = setup(content_pack, units, hands={AXIS: (19, 16)}, draws={AXIS: (3,), ALLIES: (5,)})
    state, _ = play(state, "order 19", "activate lt", "add pio", "add pio_b", "go")
    assert "assault_fire 16" in choices(state)  # before any step [A26]
    state, texts = play(state, "assault_fire 16")
    assert "The Axis plays card 16 for Assault Fire [A26]" in texts
    state, _ = play(state, "target E8")
    # Broken, its printed FP 4 and Range 1 reach E8, but its FP is not boxed on that side.
    assert choices(state) == ["join pio", "back"]
    state, texts = play(state, "join pio", "fire", "continue")
    assert ("Assault Fire attack by Pionier Squad (E9) on E8: Pionier Squad 7 [3.1.1] +2 "
            "Command of Lieutenant Y [3.3.1.2] = FP 9; roll 1•2 -> Attack Total 12 [O20.3.3]"
            in texts)
