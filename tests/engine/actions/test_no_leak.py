"""DESIGN, no leak: the Action windows open the same whether or not the hand holds a card."""

from __future__ import annotations

from dataclasses import replace

from tests.engine.actions.helpers import ALLIES, AXIS, Spec, attack, setup

from cc_engine.content.loading import ContentPack
from cc_engine.state import Stops


def test_the_windows_depend_on_public_facts_and_stops_only(content_pack: ContentPack) -> None:
    units = [Spec("sq", AXIS, "rifle", "E9", weapon="light_mg"), Spec("us", ALLIES, "line", "E6")]
    holding = setup(content_pack, units, hands={AXIS: (43,)}, draws={AXIS: (19,), ALLIES: (3,)})
    empty = setup(content_pack, units, hands={AXIS: (50,)}, draws={AXIS: (19,), ALLIES: (3,)})
    a = attack(holding, AXIS, ["sq_w"], "E6").pending
    b = attack(empty, AXIS, ["sq_w"], "E6").pending
    assert a is not None and b is not None
    assert (a.side, a.kind, a.prompt, a.context) == (b.side, b.kind, b.prompt, b.context)
    assert [c.notation() for c in a.choices] == ["play 43", "continue"]
    assert [c.notation() for c in b.choices] == ["continue"]
    # "never" skips the window whatever the hand; the roll is made at once.
    quiet = holding.with_side(replace(holding.axis, stops=Stops(reroll="never",
                                                                fire_actions="never")))
    assert attack(quiet, AXIS, ["sq_w"], "E6").pending.kind != "fire_actions"  # type: ignore[union-attr]
