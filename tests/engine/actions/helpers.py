"""Positions for the Action tests: a Fire Attack pushed straight onto a test map [O20.3].

The attack is built with the Fire rules (:func:`attack_from`) and pushed above the Turn, so a
test reaches the Action windows without playing a whole Fire Order; X16 in ``test_fire.py``
covers the full Order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from tests.engine.gamehelpers import choices, play, resettle
from tests.engine.test_fire import Spec, position

from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import SideId
from cc_engine.hexgrid import Hex
from cc_engine.rules.fire import attack_from, piece_by_id, push_attack
from cc_engine.state import GameState, Stops

H = Hex.parse
AXIS, ALLIES = SideId.AXIS, SideId.ALLIES
#: Asked at every Action window that public facts allow, never at re-rolls or Op Fire.
ABLE = Stops(op_fire="never", reroll="never", fire_actions="when_able")

__all__ = ["ABLE", "ALLIES", "AXIS", "H", "Spec", "attack", "choices", "play", "setup"]


def setup(pack: ContentPack, units: Sequence[Spec], *, hands: Mapping[SideId, Sequence[int]],
          draws: Mapping[SideId, Sequence[int]], **kw: object) -> GameState:
    """Scenario 2 (the Axis is the Defender) on an open test map; both sides ``ABLE``."""
    return position(pack, units, hands=hands, draws=draws, stops={AXIS: ABLE, ALLIES: ABLE},
                    **kw)  # type: ignore[arg-type]


def attack(state: GameState, side: SideId, firers: Sequence[str], target: str) -> GameState:
    """Push the Fire Attack of ``firers`` (unit or Weapon ids) on ``target`` and run on."""
    pieces = [piece_by_id(state, f) for f in firers]
    frame = attack_from(state, side, pieces, H(target), False, "Fire Attack")
    return resettle(replace(push_attack(state, frame), pending=None))



