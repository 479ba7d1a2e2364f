"""Frames of Fire: a Fire Order or Op Fire activation, and one Fire Attack [O20, A33]."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cc_engine.content.vocabulary import SideId
from cc_engine.frames.core import RollResult
from cc_engine.hexgrid import Hex

__all__ = ["AttackFrame", "FireFrame"]


@dataclass(frozen=True, slots=True)
class AttackFrame:
    """A Fire Attack (or Impact, Mine Attack) being resolved against one hex [O20.3].

    ``stage``: targeting roll (Ordnance), attack roll, then one Fire Defense Roll per unit
    that was in the hex, in the defender's chosen order [O20.3.4].
    """

    attacker: SideId
    target: Hex
    fp: int
    kind: Literal["attack"] = "attack"
    label: str = ""
    pieces: tuple[str, ...] = ()
    weapons: tuple[str, ...] = ()
    ordnance: bool = False
    range: int = 0
    hindrance: int = 0
    smoke_round: bool = False
    indirect: bool = False
    crossed: tuple[tuple[str, str], ...] = ()
    zero_cover: bool = False
    jam_weapons: bool = True
    vulnerability: int | None = None
    explain: str = ""
    stage: Literal["target", "attack", "defend", "done"] = "attack"
    roll: RollResult | None = None
    total: int = 0
    defenders: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class FireFrame:
    """A Fire Order, or an Op Fire activation, building and making Fire Attacks [O20, A33].

    ``shots`` counts attacks made; ``fired`` lists pieces that have taken their one shot
    (Op Fire pieces may fire again during the same Move Order [A33.3]).
    """

    side: SideId
    kind: Literal["fire"] = "fire"
    op_fire: bool = False
    target: Hex | None = None
    activated: tuple[str, ...] = ()
    group: tuple[str, ...] = ()
    fired: tuple[str, ...] = ()
    stage: Literal["activate", "shoot", "done"] = "activate"
    smoke_round: bool = False


#: The frame classes of this module, gathered into the stack's union by the package.
FRAMES = (AttackFrame, FireFrame,)
