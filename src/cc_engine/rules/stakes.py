"""What a roll decides for a Fire Attack, a Rally and a Rout Roll, a Melee, an Artillery
Accuracy roll and a Commissar roll, from public facts: the re-roll stop "when_it_matters"
offers the Initiative re-roll only when another roll of the dice would lock another result
[9.1, 1.9.1] (see :func:`~cc_engine.rules.cards.reroll_can_matter`). Other rolls (the
Support Table's, the Time roll) are always offered.
"""

from __future__ import annotations

from collections.abc import Hashable

from cc_engine.content.vocabulary import Event
from cc_engine.flow import Log
from cc_engine.frames import (
    ArtilleryFrame,
    AttackFrame,
    MeleeFrame,
    RecoverFrame,
    RollResult,
    RoutFrame,
    UnitEventFrame,
)
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


def _melee_stakes(state: GameState, frame: MeleeFrame, roll: RollResult) -> Hashable:
    """The higher Melee Total wins, a tie is decided by O16.4.3: the second roll decides by
    how the totals compare; the first, by how they compare for each second roll to come
    [O16.4.2, O16.4.3]."""
    def compare(inactive_total: int, active_total: int) -> int:
        return (inactive_total > active_total) - (inactive_total < active_total)

    if frame.stage == "inactive":
        first = frame.inactive_fp + roll.total
        return tuple(compare(first, frame.active_fp + second) for second in range(2, 13))
    return compare(frame.inactive_total, frame.active_fp + roll.total)


def _accuracy_stakes(state: GameState, frame: ArtilleryFrame, roll: RollResult) -> Hashable:
    """The Spotting Round is accurate or drifts [O18.2.2]."""
    return targeting_hits(roll, frame.hindrance, frame.range)


def _event_roll_stakes(state: GameState, frame: UnitEventFrame, roll: RollResult) -> Hashable:
    """A Commissar roll eliminates the unit above its Morale, else rallies it [E50]; a
    Support Table roll picks its column by its dice [E59, E68, A35.4]."""
    if frame.event is Event.COMMISSAR and frame.unit is not None:
        return roll.total > current_morale(state, state.unit(frame.unit)).total
    return roll.white, roll.colored


register_stakes("attack", _attack_stakes)
register_stakes("melee", _melee_stakes)
register_stakes("artillery", _accuracy_stakes)
register_stakes("units_event", _event_roll_stakes)
register_stakes("recover", _rally_stakes)
register_stakes("rout", _rout_stakes)
