"""A30 Crossfire: +2 FP when firing at one or more moving units."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.actions.helpers import ALLIES, AXIS, Spec, attack, choices, play, setup
from tests.engine.test_fire import Pause

from cc_engine.content.loading import ContentPack
from cc_engine.frames import MoveFrame


def test_crossfire_at_a_moving_unit(content_pack: ContentPack) -> None:
    units = [Spec("sq", AXIS, "rifle", "E9"), Spec("us", ALLIES, "line", "E6"),
             Spec("us2", ALLIES, "line", "G6")]
    state = setup(content_pack, units, hands={AXIS: (19,)}, draws={AXIS: (21,), ALLIES: (43,)},
                  active=ALLIES)
    # The US Squad in E6 is activated to Move (a Move Order in progress) [O21].
    moving = replace(state, stack=(*state.stack, MoveFrame(ALLIES, activated=("us",)),
                                   Pause(ALLIES)))
    fired = attack(moving, AXIS, ["sq"], "E6")
    assert choices(fired) == ["play 19", "continue"]
    fired, texts = play(fired, "play 19", "continue")
    # Rifle 5 +2 = 7; roll 1•5 -> 13; the US Squad 6 + 2•6 = 14: unaffected.
    assert any("Rifle Squad 5 [3.1.1] +2 Crossfire [A30] = FP 7; roll 1•5 -> Attack Total 13"
               in t for t in texts)
    # Not at a unit that is not moving: the hand's Crossfire is not offered.
    still = attack(replace(state, stack=(*state.stack, MoveFrame(ALLIES, activated=("us2",)),
                                         Pause(ALLIES))), AXIS, ["sq"], "E6")
    assert choices(still) == ["continue"]
