"""What a roll decides for a Fire Attack, a Rally and a Rout Roll, from public facts: the
re-roll stop "when_it_matters" offers the Initiative re-roll only when another roll of the
dice would lock another result [9.1, 1.9.1] (see :func:`~cc_engine.rules.cards.reroll_can_matter`).
"""

from __future__ import annotations

from collections.abc import Hashable

from cc_engine.flow import Log
from cc_engine.frames import AttackFrame, RecoverFrame, RollResult, RoutFrame
from cc_engine.rules.cards import LOCKS, register_stakes
from cc_engine.rules.fire import targeting_hits
from cc_engine.rules.units import current_morale
from cc_engine.state import GameState


def _attack_stakes(state: GameState, frame: AttackFrame, roll: RollResult) -> Hashable:
    """Targeting: hit or miss [O20.2.3]; the attack roll: its Attack Total, met by Defense
    rolls still to come, and doubles when Sustained Fire was played [O20.3.3, A41]; a Defense
    roll: break, Suppressed or nothing, as its lock works it out [O20.3.4]."""
    if frame.stage == "target":
        return targeting_hits(roll, frame.hindrance, frame.range)
    if frame.stage == "attack":
        return roll.total, frame.sustained > 0 and roll.doubles
    locked: AttackFrame = LOCKS["attack"](state, frame, roll, Log())
    return locked.outcome


def _morale_of_roller(state: GameState, frame: RecoverFrame | RoutFrame) -> int:
    assert frame.current is not None
    return current_morale(state, state.unit(frame.current)).total


def _rally_stakes(state: GameState, frame: RecoverFrame, roll: RollResult) -> Hashable:
    """Less than Morale rallies, equal Suppresses, greater does nothing [O22.3]."""
    morale = _morale_of_roller(state, frame)
    return (roll.total > morale) - (roll.total < morale)


def _rout_stakes(state: GameState, frame: RoutFrame, roll: RollResult) -> Hashable:
    """Less than Morale does nothing, equal Suppresses, greater Retreats by the difference
    [O23.2]: 0, 1, then 1 + the hexes."""
    return max(0, roll.total - _morale_of_roller(state, frame) + 1)


register_stakes("attack", _attack_stakes)
register_stakes("recover", _rally_stakes)
register_stakes("rout", _rout_stakes)
