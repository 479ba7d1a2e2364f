"""Frames of Fire: a Fire Order, an Op Fire window, and one Fire Attack [O20, A33].

The rules that run them live in :mod:`cc_engine.rules.fire`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cc_engine.content.vocabulary import HexsideFeature, SideId
from cc_engine.frames.core import RollResult
from cc_engine.hexgrid import Hex

__all__ = ["AttackFrame", "FireFrame", "OpFireFrame", "OpFireRosterFrame"]

#: An FP modifier with its rule id, e.g. ``("Sustained Fire", 2, "A41")``.
Modifier = tuple[str, int, str]


@dataclass(frozen=True, slots=True)
class AttackFrame:
    """A Fire Attack (or Artillery Impact, Mine Attack) resolved against one hex [O20.3].

    ``stage``: ``target`` makes the Ordnance Targeting roll [O20.2.3] (a miss ends the attack;
    a Smoke round that hits places Smoke instead of attacking [O20.2.1]); ``attack`` makes the
    Fire Attack roll [O20.3.3]; ``defend`` makes one Fire Defense roll per unit that was in
    the hex when the attack roll was made, in the owner's chosen order [O20.3.4].

    ``fp`` is the final FP before Actions; ``modifiers`` are FP changes added before the roll
    (Actions [A24.1]). ``explain`` is the FP arithmetic for the log. ``pieces`` and
    ``weapons`` are the firing units and Weapons (Jammed! breaks the Weapons [O20.3.3.1]
    unless ``jam_weapons`` is False). ``crossed`` lists the Wall/Hedge hexsides the fire
    crossed into the target hex [T87, T97]; ``indirect`` marks Mortar and Artillery fire
    (Airbursts, no hexside Cover, higher Fortification Cover) [T99, F101-F105];
    ``zero_cover`` forces Cover 0 [11.6, F103.2]; ``vulnerability`` is the Fortification
    Vulnerability number of an Artillery Impact [O18.2.3.3]. ``defenders`` is filled with the
    units in the hex when the attack roll stands [O20.3.4, 1.9.1]; pushed already filled, it
    limits the defenders to those units (a Mine Attack hits the moving units only [F103.2]).
    ``current`` is the unit whose Fire Defense roll is being made.

    Each roll locks its result when it stands, before its trigger [1.9.1]: the Targeting
    roll its hit (from ``range`` and ``hindrance``, fixed before it), the attack roll
    ``total`` and ``defenders``, the Defense roll its ``outcome`` (``break``, ``suppress`` or
    ``none``), which is implemented after the trigger on the unit, or on the units it became
    (a Deployed Squad's two Teams [E52.2]).

    Actions [A24.1]: ``fire_window`` is set once the firing player's window before the attack
    roll (W4) has opened; ``sustained`` counts the Sustained Fire Actions played (each breaks
    a firing Mortar or MG on doubles [A41]; during stage ``sustained`` it counts the breaks
    still due); ``second`` is the other hex of a Spray Fire [A40] and ``second_crossed`` the
    Wall/Hedge hexsides the fire crossed into it.
    """

    attacker: SideId
    target: Hex
    fp: int
    kind: Literal["attack"] = "attack"
    label: str = "Fire Attack"
    explain: str = ""
    pieces: tuple[str, ...] = ()
    weapons: tuple[str, ...] = ()
    ordnance: bool = False
    range: int = 0
    hindrance: int = 0
    smoke_round: bool = False
    indirect: bool = False
    crossed: tuple[HexsideFeature, ...] = ()
    zero_cover: bool = False
    jam_weapons: bool = True
    vulnerability: int | None = None
    modifiers: tuple[Modifier, ...] = ()
    fire_window: bool = False
    sustained: int = 0
    second: Hex | None = None
    second_crossed: tuple[HexsideFeature, ...] = ()
    stage: Literal["target", "attack", "sustained", "defend"] = "attack"
    roll: RollResult | None = None
    total: int = 0
    defenders: tuple[str, ...] = ()
    current: str | None = None
    outcome: Literal["", "break", "suppress", "none"] = ""
    defense: int = 0


@dataclass(frozen=True, slots=True)
class FireFrame:
    """A Fire Order [O20]: activation, then shots until every piece has fired or the player stops.

    ``activated`` holds the units being (or already) activated; ``fired`` the pieces (unit and
    Weapon ids) that have taken their one shot [O20.3]; ``target``, ``smoke_round`` and
    ``group`` describe the shot being built. ``shots`` counts the shots made; ``cancelled``
    lists the shots that could not even be attempted (FP still below 1 after the Actions
    [O20.3.2, 10.3.2.1]), each as its target hex id and sorted piece ids: their pieces have
    not fired and may make a different shot, not that one again.
    """

    side: SideId
    kind: Literal["fire"] = "fire"
    stage: Literal["activate", "target", "group"] = "activate"
    activated: tuple[str, ...] = ()
    fired: tuple[str, ...] = ()
    target: Hex | None = None
    smoke_round: bool = False
    group: tuple[str, ...] = ()
    shots: int = 0
    cancelled: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class OpFireFrame:
    """The inactive player's Op Fire window after one MP expenditure into ``hex`` [A33.2].

    ``stage``: ``open`` decides from public facts and the player's stops whether to ask;
    ``menu`` offers a Fire Action card, one attack, or continue; ``activate`` activates units
    for Op Fire; ``group`` builds the one Fire Attack [A33.3]. ``chosen`` is the activation in
    progress, ``activated`` the units Op-Fire-activated in this window (used when there is no
    Move Order roster), ``fired`` whether this expenditure's one attack was made;
    ``cancelled`` the shots that could not even be attempted (as :class:`FireFrame`'s): they
    did not use up that attack [A33.3, O20.3.2].
    """

    side: SideId
    hex: Hex
    movers: tuple[str, ...]
    kind: Literal["op_fire"] = "op_fire"
    stage: Literal["open", "menu", "activate", "group"] = "open"
    chosen: tuple[str, ...] = ()
    activated: tuple[str, ...] = ()
    group: tuple[str, ...] = ()
    fired: bool = False
    cancelled: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class OpFireRosterFrame:
    """The units Op-Fire-activated during the Move Order just above it [A33.2, A33.3].

    It sits directly below the Move Order's frame, so it lives exactly as long as that Move
    Order: when the Move frame pops, this frame pops too and the roster is forgotten.
    """

    side: SideId
    units: tuple[str, ...] = ()
    kind: Literal["op_fire_roster"] = "op_fire_roster"


#: The frame classes of this module, gathered into the stack's union by the package.
FRAMES = (AttackFrame, FireFrame, OpFireFrame, OpFireRosterFrame)
