"""Fire: the Fire Order, Ordnance Targeting, the Fire Attack and Op Fire [O20, A33, O21.3].

A *piece* is a unit or the Weapon it carries [O20.3.1]. A unit always fires itself, broken or
not; it fires its Weapon only when it is unbroken and unsuppressed [3.2.3, 11.1, 13.2], the
Weapon is unbroken [11.4], and the hex is neither Water [T89, T95] nor Wire [F106.3].

A Fire Order [O20] activates a unit, or a Leader and units in its Command radius [O14.1,
3.3.1.1], one of which (or its Weapon) must have an enemy unit in Range and LOS [O20.1]. Its
pieces then shoot, each once: the player picks a target hex, adds pieces one by one to the
Fire Group (the prompt shows the FP so far), and fires. Only choices that can still end in a
legal shot are offered: every member in Range and LOS, a chain of adjacent hexes, Ordnance
alone, Wire hexes alone [O20.3.1, O20.3.1.1, F106.3]. A shot whose FP is below 1 is offered
too, since Actions may raise it [10.3.2.1, O20.3.2]: asking only the players who hold such an
Action would reveal the hand. If the final FP is still below 1 once the firing player's
Action window closed, the shot cannot even be attempted [O20.3.2]: it is cancelled, the
cards played stay spent, its pieces have not fired and may make a different shot (not that
one again), and in Op Fire it does not use up the hex entry's one attack [A33.3] (ruling).

FP of a shot [O20.3.1.2, O20.3.2, T88.2]: the best member's FP (with Command [3.3.1.2,
3.3.1.3]), +1 per other member, -1 uphill / +1 downhill, minus the largest Hindrance of the
non-Ordnance members' LOS. Ordnance first makes a Targeting roll: the dice *product* minus the
Hindrance must exceed the range [O20.2.3, 10.3.1]; a Smoke round that hits places Smoke
instead of attacking [O20.2.1].

A Fire Attack [O20.3.3, O20.3.4] (:func:`push_attack`, also used by Artillery Impacts and
Mine Attacks): Attack Total = FP + roll (+2 Airbursts for Mortars and Artillery into Woods
[T99]); Jammed! breaks every firing Weapon [O20.3.3.1]; one-use Weapons are spent [11.6]; then
each unit that was in the hex when the attack roll stood defends, in its owner's order:
Morale (best Cover, Command) + roll; lower breaks, equal suppresses (breaks a unit activated
to Move), higher is unaffected. Each roll locks its result when it stands, before its trigger
is resolved, and the result is carried out after the trigger [1.9.1]
(:func:`cc_engine.rules.cards.register_lock`).
Actions are played in two windows (:mod:`cc_engine.rules.actions_fire`): the firing player's
just before the attack roll (W4), the defending player's just before each Defense roll (W5);
a unit breaks through :func:`cc_engine.rules.breaking.push_break` (Light Wounds, W6). Sustained
Fire breaks a firing Mortar or MG per card on doubles, after Jammed! [A41].

Op Fire [A33] (:func:`push_op_fire_window`, called by the Move Order after each MP
expenditure): the inactive player may play Fire Actions to activate units for Op Fire and make
one Fire Attack on the hex just entered with the units Op-Fire-activated in this Move Order.
Whether he is asked depends only on public facts and his private stops, never on his hand
(DESIGN: no information leak by prompting).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from cc_engine.content.vocabulary import (
    FortificationKind,
    HexsideFeature,
    Order,
    SideId,
    Trigger,
    WeaponKind,
    display_name,
)
from cc_engine.flow import Log, pop, push, register, replace_frame
from cc_engine.frames import (
    AttackFrame,
    FireActionsFrame,
    FireFrame,
    OpFireFrame,
    OpFireRosterFrame,
    RollResult,
)
from cc_engine.hexgrid import Hex
from cc_engine.messages import Part, by_side, counted, joined, msg, summed
from cc_engine.rules.activation import (
    activation_choices,
    activation_decision,
    can_be_activated,
    radius_units,
    with_activated,
)
from cc_engine.rules.breaking import push_break
from cc_engine.rules.cards import register_lock, start_roll
from cc_engine.rules.hand import discard_card
from cc_engine.rules.los import LosResult, los_cache
from cc_engine.rules.markers import draw_smoke, place_smoke
from cc_engine.rules.replacement import locked_targets
from cc_engine.rules.terrain import Cover, height_advantage
from cc_engine.rules.turn import register_order
from cc_engine.rules.units import (
    Value,
    break_weapon,
    carrier_of,
    current_fp,
    current_morale,
    current_range,
    eliminate_weapon,
    is_leader,
    suppress_unit,
    unit_label,
    weapon_fp,
    weapon_range,
    weapon_type_of,
)
from cc_engine.state import Choice, Decision, GameState, UnitState, WeaponState

__all__ = [
    "Piece",
    "arithmetic",
    "attack_from",
    "attack_hexes",
    "can_fire",
    "crossed_hexsides",
    "defense_cover",
    "enemy_hexes",
    "fire_fp",
    "fire_problem",
    "group_decision",
    "has_target",
    "is_moving",
    "is_ordnance",
    "largest_hindrance",
    "piece_by_id",
    "piece_fp",
    "piece_label",
    "piece_range",
    "pieces_of",
    "push_attack",
    "push_op_fire_window",
    "reach",
    "shot_key",
    "shot_open",
    "shot_possible",
    "sight",
    "start_fire",
    "targeting_hits",
    "unit_cover",
]

# --- line of sight ----------------------------------------------------------------------------


def sight(state: GameState, a: Hex, b: Hex) -> LosResult:
    """The LOS between two hexes with the Smoke and Blaze now on the map [10]."""
    return los_cache(state.setting.terrain).los(state.markers, a, b)


# --- pieces ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Piece:
    """Something that fires: a unit, or a Weapon fired by the unit carrying it [O20.3.1]."""

    unit: UnitState
    weapon: WeaponState | None = None

    @property
    def id(self) -> str:
        """The unit's id, or the Weapon's."""
        return self.unit.id if self.weapon is None else self.weapon.id

    @property
    def hex(self) -> Hex:
        """Where it fires from."""
        assert self.unit.hex is not None
        return self.unit.hex


def _can_fire_weapon(state: GameState, unit: UnitState) -> bool:
    """Only an unbroken, unsuppressed unit fires its unbroken Weapon, never from Water or
    Wire [3.2.3, 11.1, 11.4, 13.2, T89, T95, F106.3]."""
    if unit.weapon is None or unit.broken or unit.suppressed or unit.hex is None:
        return False
    weapon = state.weapon(unit.weapon)
    if weapon.broken or weapon.status != "carried":
        return False
    if state.setting.terrain.is_water(unit.hex):
        return False
    return state.markers.fortification_at(unit.hex) is not FortificationKind.WIRE


def is_ordnance(state: GameState, piece: Piece) -> bool:
    """A white-band Weapon [11.5]."""
    return piece.weapon is not None and weapon_type_of(state, piece.weapon).ordnance


def pieces_of(state: GameState, unit: UnitState, ordnance: bool = True) -> tuple[Piece, ...]:
    """The pieces a unit on the map may fire: itself, and its Weapon if it can fire it.

    ``ordnance=False`` leaves Ordnance out (it cannot Op Fire [A33.3]).
    """
    if unit.status != "map" or unit.hex is None:
        return ()
    pieces = [Piece(unit)]
    if _can_fire_weapon(state, unit):
        assert unit.weapon is not None
        piece = Piece(unit, state.weapon(unit.weapon))
        if ordnance or not is_ordnance(state, piece):
            pieces.append(piece)
    return tuple(pieces)


def piece_by_id(state: GameState, piece_id: str) -> Piece:
    """The piece with this unit or Weapon id (a Weapon with the unit carrying it)."""
    for unit in state.units:
        if unit.id == piece_id:
            return Piece(unit)
        if unit.weapon == piece_id:
            return Piece(unit, state.weapon(piece_id))
    raise KeyError(piece_id)


def piece_label(state: GameState, piece: Piece) -> str:
    """``'Rifle Squad (L8)'`` or ``'Heavy MG of Rifle Squad (L8)'``."""
    if piece.weapon is None:
        return unit_label(state, piece.unit)
    return msg("{weapon} of {unit}", weapon=weapon_type_of(state, piece.weapon).name,
               unit=unit_label(state, piece.unit))


def piece_fp(state: GameState, piece: Piece) -> Value:
    """Current FP of a piece, with Command [3.1.1, 3.3.1.2, 3.3.1.3]."""
    if piece.weapon is None:
        return current_fp(state, piece.unit)
    return weapon_fp(state, piece.weapon, piece.unit)


def piece_range(state: GameState, piece: Piece) -> Value:
    """Current Range of a piece, with Command [3.1.2, 3.3.1.2, 3.3.1.3]."""
    if piece.weapon is None:
        return current_range(state, piece.unit)
    return weapon_range(state, piece.weapon, piece.unit)


def reach(state: GameState, piece: Piece, target: Hex) -> LosResult | None:
    """The piece's LOS to ``target`` if the hex is in its Range and LOS, else None.

    Range counts the target hex but not the firer's [O20.2.2]; Mortars also have a minimum
    range [O20.2.2]; LOS may be hindered but not blocked [10].
    """
    distance = piece.hex.distance(target)
    if distance == 0 or distance > piece_range(state, piece).total:
        return None
    if piece.weapon is not None and distance < weapon_type_of(state, piece.weapon).min_range:
        return None
    result = sight(state, piece.hex, target)
    return result if result.can_see else None


def enemy_hexes(state: GameState, side: SideId) -> list[Hex]:
    """The hexes holding an enemy unit of ``side``, sorted."""
    return sorted({u.hex for u in state.units_on_map(side.other) if u.hex is not None})


def has_target(state: GameState, unit: UnitState, op_fire: bool = False,
               target: Hex | None = None, enemies: list[Hex] | None = None) -> bool:
    """True when the unit or its Weapon has an enemy unit in Range and LOS [O20.1].

    With ``target`` only that hex counts (Op Fire [A33.2]); with ``op_fire`` Ordnance does
    not count [A33.3]. ``enemies`` are the enemy hexes when the caller has them already.
    """
    if target is not None:
        hexes = [target]
    else:
        hexes = enemy_hexes(state, unit.side) if enemies is None else enemies
    if not hexes:
        return False
    table = los_cache(state.setting.terrain).table(state.markers)
    for piece in pieces_of(state, unit, ordnance=not op_fire):
        origin = piece.hex
        longest = piece_range(state, piece).total
        shortest = 1 if piece.weapon is None else max(
            1, weapon_type_of(state, piece.weapon).min_range)
        for hex_ in hexes:
            if shortest <= origin.distance(hex_) <= longest and table[
                    (origin, hex_) if origin <= hex_ else (hex_, origin)].can_see:
                return True  # the same test as :func:`reach`, Range worked out once
    return False


# --- the FP of a shot -------------------------------------------------------------------------


def largest_hindrance(state: GameState, pieces: Sequence[Piece], target: Hex) -> tuple[int, str]:
    """The largest Hindrance of the non-Ordnance firers' LOS, and where it is [O20.3.2]."""
    best, where = 0, ""
    for piece in pieces:
        if is_ordnance(state, piece):
            continue
        result = sight(state, piece.hex, target)
        if result.hindrance > best:
            best, where = result.hindrance, ", ".join(h.id for h in result.hexes)
    return best, where


def fire_fp(state: GameState, pieces: Sequence[Piece], target: Hex,
            extra: Sequence[Part] = ()) -> Value:
    """The FP of a shot by one piece or a Fire Group at ``target``, with its parts.

    The best member's FP [O20.3.1.2] +1 per other member, -1 uphill / +1 downhill [T88.2],
    minus the largest Hindrance of a non-Ordnance member's LOS [O20.3.2, 10.3.3], plus
    ``extra`` (Actions such as Sustained Fire [A41], as ``(name, value, rule)``).
    """
    values = [piece_fp(state, p) for p in pieces]
    base = max(range(len(pieces)), key=lambda i: values[i].total)
    parts: list[Part] = list(values[base].parts)
    if len(pieces) > 1:
        parts.append((msg("group"), len(pieces) - 1, "O20.3.1.2"))
    terrain = state.setting.terrain
    parts += height_advantage((terrain.elevation(p.hex) for p in pieces),
                              terrain.elevation(target))
    hindrance, where = largest_hindrance(state, pieces, target)
    if hindrance:
        parts.append((msg("Hindrance in {hexes}", hexes=where), -hindrance, "O20.3.2"))
    parts += extra
    return Value(parts)


def arithmetic(value: Value) -> str:
    """A Value's parts as a sum, e.g. ``'Rifle 5 [3.1.1] +1 Command of Bolter [3.3.1.2]'``
    (a :class:`~cc_engine.messages.Message` whose part names stay translatable)."""
    return summed(value.parts)


def _with_modifiers(frame: AttackFrame) -> str:
    """An attack's FP arithmetic with the Actions' modifiers added to it."""
    if not frame.modifiers:
        return frame.explain
    return joined((frame.explain, summed(frame.modifiers, "all")), " ")


def _in_wire(state: GameState, hex_: Hex) -> bool:
    return state.markers.fortification_at(hex_) is FortificationKind.WIRE


def _chained(state: GameState, hexes: set[Hex]) -> bool:
    """One hex, or a chain of adjacent hexes none of which is Wire [O20.3.1, F106.3]."""
    if len(hexes) <= 1:
        return True
    if any(_in_wire(state, h) for h in hexes):
        return False
    start = next(iter(hexes))
    seen, todo = {start}, [start]
    while todo:
        here = todo.pop()
        for other in hexes:
            if other not in seen and other.is_adjacent(here):
                seen.add(other)
                todo.append(other)
    return seen == hexes


def fire_problem(state: GameState, pieces: Sequence[Piece], target: Hex) -> str | None:
    """Why these pieces cannot shoot at ``target`` together, or None if they can.

    Every member needs Range and LOS [O20.3.1]; Ordnance fires alone [O20.3.1.1]; several hexes
    must form a chain of adjacent hexes [O20.3.1], never with a Wire hex [F106.3]. An FP below 1
    is no problem yet: Actions may raise it before the roll [10.3.2.1, O20.3.2].
    """
    if not pieces:
        return "no piece fires"
    for piece in pieces:
        if reach(state, piece, target) is None:
            return f"{piece_label(state, piece)} has no Range or LOS to {target} [O20.3.1]"
    if len(pieces) > 1 and any(is_ordnance(state, p) for p in pieces):
        return "Ordnance always fires alone [O20.3.1.1]"
    if not _chained(state, {p.hex for p in pieces}):
        return ("a Fire Group must form a chain of adjacent hexes, and units in Wire fire "
                "only with their own hex [O20.3.1, F106.3]")
    return None


def _components(state: GameState, pieces: Sequence[Piece]) -> list[list[Piece]]:
    """Pieces split into chains of adjacent hexes; a Wire hex is a chain of its own."""
    by_hex: dict[Hex, list[Piece]] = {}
    for piece in pieces:
        by_hex.setdefault(piece.hex, []).append(piece)
    groups: list[list[Piece]] = []
    seen: set[Hex] = set()
    for start in sorted(by_hex):
        if start in seen:
            continue
        seen.add(start)
        todo, group = [start], []
        while todo:
            here = todo.pop()
            group += by_hex[here]
            if _in_wire(state, here):
                continue
            for other in by_hex:
                if other not in seen and other.is_adjacent(here) and not _in_wire(state, other):
                    seen.add(other)
                    todo.append(other)
        groups.append(group)
    return groups


def _best_fp(state: GameState, candidates: Sequence[Piece], target: Hex,
             required: frozenset[str]) -> int | None:
    """The highest FP of a legal non-Ordnance group holding ``required``, None if none exists
    (the FP may be below 1: Actions may still raise it [10.3.2.1]).

    A group's FP is its best member's FP + size - 1 + height modifiers - largest Hindrance.
    For a given largest Hindrance allowed and whether members below the target are allowed,
    the best group is the whole chain holding ``required`` of the allowed pieces: more members
    only add. Trying every such limit finds the optimum.
    """
    terrain = state.setting.terrain
    level = terrain.elevation(target)
    info = {p.id: (piece_fp(state, p).total, sight(state, p.hex, target).hindrance,
                   terrain.elevation(p.hex)) for p in candidates}
    best: int | None = None
    for cap in sorted({h for _, h, _ in info.values()}):
        for below in (False, True):
            allowed = [p for p in candidates
                       if info[p.id][1] <= cap and (below or info[p.id][2] >= level)]
            if not required <= {p.id for p in allowed}:
                continue
            for group in _components(state, allowed):
                if not required <= {p.id for p in group}:
                    continue
                height = sum(v for _, v, _ in height_advantage(
                    (info[p.id][2] for p in group), level))
                fp = (max(info[p.id][0] for p in group) + len(group) - 1 + height
                      - max(info[p.id][1] for p in group))
                best = fp if best is None else max(best, fp)
    return best


def shot_possible(state: GameState, candidates: Sequence[Piece], target: Hex) -> bool:
    """Some legal shot at ``target`` exists among pieces that reach it [O20.3.1]."""
    if any(is_ordnance(state, p) for p in candidates):
        return True
    return _best_fp(state, candidates, target, frozenset()) is not None


#: Shots that could not even be attempted, each as its target hex id and sorted piece ids.
Cancelled = tuple[tuple[str, ...], ...]


def shot_key(target: Hex, pieces: Iterable[str]) -> tuple[str, ...]:
    """How a cancelled shot is remembered: its target hex id, then its sorted piece ids."""
    return (target.id, *sorted(pieces))


def _cancelled_at(cancelled: Cancelled, target: Hex) -> frozenset[frozenset[str]]:
    return frozenset(frozenset(key[1:]) for key in cancelled if key[0] == target.id)


def _fresh_shot(state: GameState, candidates: Sequence[Piece], target: Hex,
                required: frozenset[str], cancelled: frozenset[frozenset[str]]) -> bool:
    """Some legal shot at ``target`` holding ``required`` is not one already cancelled there
    [O20.3.2]. Only cancelled shots are grown by one piece, so the search is short."""
    by_id = {p.id: p for p in candidates}
    if not required <= by_id.keys():
        return False
    todo = [required] if required else [frozenset((pid,)) for pid in by_id]
    seen: set[frozenset[str]] = set()
    while todo:
        group = todo.pop()
        if group in seen:
            continue
        seen.add(group)
        if fire_problem(state, [by_id[pid] for pid in sorted(group)], target) is not None:
            continue
        if group not in cancelled:
            return True
        todo += [group | {pid} for pid in by_id if pid not in group]
    return False


def shot_open(state: GameState, candidates: Sequence[Piece], target: Hex,
              cancelled: Cancelled = ()) -> bool:
    """Some legal shot at ``target`` exists that was not cancelled [O20.3.1, O20.3.2]."""
    if not shot_possible(state, candidates, target):
        return False
    done = _cancelled_at(cancelled, target)
    return not done or _fresh_shot(state, candidates, target, frozenset(), done)


def _join_choices(state: GameState, candidates: Sequence[Piece], group: tuple[str, ...],
                  target: Hex, cancelled: frozenset[frozenset[str]]) -> list[Choice]:
    """``join P`` for each piece whose joining still allows a legal shot not cancelled."""
    chosen = [piece_by_id(state, pid) for pid in group]
    if any(is_ordnance(state, p) for p in chosen):
        return []
    plain = [p for p in candidates if not is_ordnance(state, p)]
    choices = []
    for piece in candidates:
        if piece.id in group:
            continue
        if is_ordnance(state, piece):
            if not group and frozenset((piece.id,)) not in cancelled:
                choices.append(Choice("join", (piece.id,)))
            continue
        hexes = {p.hex for p in chosen} | {piece.hex}
        if not _chained(state, hexes):
            continue
        required = frozenset((*group, piece.id))
        if _best_fp(state, plain, target, required) is not None and (
                not cancelled or _fresh_shot(state, plain, target, required, cancelled)):
            choices.append(Choice("join", (piece.id,)))
    return choices


def group_decision(state: GameState, side: SideId, candidates: Sequence[Piece],
                   group: tuple[str, ...], target: Hex, smoke_round: bool,
                   what: str, cancelled: Cancelled = ()) -> Decision:
    """Build the shot: join pieces one by one, fire when legal, or go back [O20.3.1]; a shot
    cancelled before (``cancelled``) is not offered again [O20.3.2]."""
    done = _cancelled_at(cancelled, target)
    choices = _join_choices(state, candidates, group, target, done)
    pieces = [piece_by_id(state, pid) for pid in group]
    if group and fire_problem(state, pieces, target) is None and frozenset(group) not in done:
        choices.append(Choice("fire"))
    choices.append(Choice("back"))
    aim = (msg("Smoke round at {hex}", hex=target.id) if smoke_round
           else msg("{attack} at {hex}", attack=what, hex=target.id))
    context: list[tuple[str, str | int]] = [("target", target.id)]
    context += [("firing", hex_.id) for hex_ in dict.fromkeys(p.unit.hex for p in pieces)
                if hex_ is not None]
    notes: list[tuple[str, str]] = []
    if pieces:
        names = joined(piece_label(state, p) for p in pieces)
        value = fire_fp(state, pieces, target)
        shot: dict[str, str | int] = {"aim": aim, "pieces": names,
                                      "arithmetic": arithmetic(value), "fp": value.total}
        if value.total < 1 and not is_ordnance(state, pieces[0]):
            prompt = msg("{aim}: {pieces}; FP {arithmetic} = {fp} [O20.3.1] (below 1: cancelled "
                         "unless Actions raise it [10.3.2.1])", **shot)
        else:
            prompt = msg("{aim}: {pieces}; FP {arithmetic} = {fp} [O20.3.1]", **shot)
        context.append(("fp", value.total))
        if Choice("fire") in choices:
            notes.append(("fire", msg("Fire at {hex} with FP {fp}", hex=target.id,
                                      fp=value.total)))
    else:
        prompt = msg("{aim}: choose the firing pieces one by one [O20.3.1]", aim=aim)
    joins, join_notes = _join_previews(state, pieces, choices, target)
    return Decision(side, "fire_group", tuple(choices), prompt, (*context, *joins),
                    (*join_notes, *notes))


def _join_previews(state: GameState, pieces: Sequence[Piece], choices: Sequence[Choice],
                   target: Hex) -> tuple[list[tuple[str, str | int]], list[tuple[str, str]]]:
    """What each ``join`` would make of the shot, as context (``join``: ``"<piece> <hex>
    <FP>"``) and notes [O20.3.1]."""
    context: list[tuple[str, str | int]] = []
    notes: list[tuple[str, str]] = []
    for choice in choices:
        if choice.kind == "join":
            piece = piece_by_id(state, str(choice.args[0]))
            if is_ordnance(state, piece):
                text = msg("Ordnance fires alone, after a Targeting roll [O20.3.1.1, O20.2.3]")
            else:
                value = fire_fp(state, [*pieces, piece], target)
                text = msg("Then FP {arithmetic} = {fp} [O20.3.1]", arithmetic=arithmetic(value),
                           fp=value.total)
                context.append(("join", f"{piece.id} {piece.unit.hex} {value.total}"))
            notes.append((choice.notation(), text))
    return context, notes


def crossed_hexsides(state: GameState, firer: Hex, target: Hex) -> tuple[HexsideFeature, ...]:
    """Wall and Hedge hexsides of ``target`` that the string from ``firer`` crosses to enter it.

    Along a hexspine the string enters at a corner: both hexsides meeting there count
    [T87, T97].
    """
    terrain = state.setting.terrain
    before = firer.line_to(target)[-2]
    found = []
    for hex_ in before:
        feature = terrain.hexside(hex_, target)
        if feature is not None and terrain.hexside_entry(feature).crossing_cover is not None:
            found.append(feature)
    return tuple(found)


def attack_from(state: GameState, side: SideId, pieces: Sequence[Piece], target: Hex,
                smoke_round: bool, label: str) -> AttackFrame:
    """The Fire Attack (or Ordnance shot) these pieces make at ``target``."""
    value = fire_fp(state, pieces, target)
    weapons = tuple(p.weapon.id for p in pieces if p.weapon is not None)
    units = tuple(p.unit.id for p in pieces if p.weapon is None)
    zero = any(weapon_type_of(state, state.weapon(w)).zero_cover for w in weapons)
    crossed = tuple(dict.fromkeys(f for p in pieces for f in crossed_hexsides(state, p.hex,
                                                                                target)))
    names = joined(piece_label(state, p) for p in pieces)
    frame = AttackFrame(side, target, value.total,
                        label=msg("{attack} by {pieces} on {hex}", attack=label, pieces=names,
                                  hex=target.id),
                        explain=arithmetic(value), pieces=units, weapons=weapons,
                        crossed=crossed, zero_cover=zero)
    if not is_ordnance(state, pieces[0]):
        return frame
    piece = pieces[0]
    assert piece.weapon is not None
    indirect = weapon_type_of(state, piece.weapon).kind is WeaponKind.MORTAR
    return replace(frame, ordnance=True, range=piece.hex.distance(target),
                   hindrance=sight(state, piece.hex, target).hindrance, smoke_round=smoke_round,
                   indirect=indirect, crossed=() if indirect else crossed, stage="target")


# --- the Fire Order [O20] ---------------------------------------------------------------------


def can_fire(state: GameState, side: SideId) -> bool:
    """A Fire Order may be given: some unit that may be activated, or its Weapon, has an enemy
    unit in Range and LOS [O20.1, O14.1]."""
    enemies = enemy_hexes(state, side)
    return bool(enemies) and any(can_be_activated(state, u) and has_target(
        state, u, enemies=enemies) for u in state.units_on_map(side))


def start_fire(state: GameState, side: SideId, log: Log) -> GameState:
    """Begin a Fire Order: activation comes first [O14.1]."""
    return push(state, FireFrame(side))


def _activation_step(state: GameState, side: SideId, chosen: tuple[str, ...], op_fire: bool,
                     target: Hex | None) -> tuple[Choice, ...]:
    """Activation choices where at least one activated piece has a target [O20.1, A33.2]."""

    def able(unit: UnitState) -> bool:
        return has_target(state, unit, op_fire, target)

    def eligible(unit: UnitState) -> bool:
        return able(unit) or (is_leader(state, unit) and any(
            able(u) for u in radius_units(state, unit, op_fire)))

    choices = activation_choices(state, side, chosen, eligible, op_fire)
    if chosen and not any(able(state.unit(u)) for u in chosen):
        choices = tuple(c for c in choices if c.kind != "go")
    return choices


def _activated_pieces(state: GameState, frame: FireFrame) -> list[Piece]:
    return [p for uid in frame.activated for p in pieces_of(state, state.unit(uid))
            if p.id not in frame.fired]


def _candidates(state: GameState, pieces: Iterable[Piece], target: Hex,
                smoke_round: bool) -> list[Piece]:
    found = [p for p in pieces if reach(state, p, target) is not None]
    if smoke_round:
        found = [p for p in found
                 if p.weapon is not None and weapon_type_of(state, p.weapon).smoke
                 and is_ordnance(state, p)]
    return found


def _smoke_targets(state: GameState, pieces: Sequence[Piece]) -> list[Hex]:
    """Hexes a Smoke round may be fired at: in Range and LOS, not Water nor Blaze [O20.2.1,
    T89, T95, T98, 8.1.5]."""
    smokers = [p for p in pieces if is_ordnance(state, p) and p.weapon is not None
               and weapon_type_of(state, p.weapon).smoke]
    if not smokers:
        return []
    terrain = state.setting.terrain
    return [h for h in terrain.grid if not terrain.is_water(h) and h not in state.markers.blaze
            and any(reach(state, p, h) is not None for p in smokers)]


def _run_fire(state: GameState, frame: FireFrame, log: Log) -> tuple[GameState,
                                                                       Decision | None]:
    side = frame.side
    if frame.stage == "activate":
        steps = _activation_step(state, side, frame.activated, False, None)
        return state, activation_decision(state, side, frame.activated, steps,
                                          msg("Fire Order"))
    pieces = _activated_pieces(state, frame)
    if frame.stage == "group":
        assert frame.target is not None
        candidates = _candidates(state, pieces, frame.target, frame.smoke_round)
        return state, group_decision(state, side, candidates, frame.group, frame.target,
                                      frame.smoke_round, msg("Fire"), frame.cancelled)
    choices: list[Choice] = [
        Choice("target", (h.id,)) for h in enemy_hexes(state, side)
        if shot_open(state, _candidates(state, pieces, h, False), h, frame.cancelled)]
    choices += [Choice("smoke", (h.id,)) for h in _smoke_targets(state, pieces)]
    if not choices:
        log.add("fire_end", msg("Fire Order ends ({side}): no activated piece has a legal shot "
                                "left [O20.3, 10.3.2.1]", side=side.value.title()), ("O20.3",),
                side=side)
        return pop(state), None
    if frame.shots or (frame.cancelled and not _shot_without_actions(state, side, pieces)):
        # At least one shot carries the Order out [O14.4]; after a cancelled shot the player
        # may also stop when no shot left could be made without Actions (ruling).
        choices.append(Choice("done"))
    return state, Decision(side, "fire_target", tuple(choices),
                           counted(frame.shots, "Fire Order: pick a target hex ({count} shot "
                                   "made); each piece fires once [O20.3]",
                                   "Fire Order: pick a target hex ({count} shots made); each "
                                   "piece fires once [O20.3]", count=frame.shots),
                           (("shots", frame.shots),))


def _shot_without_actions(state: GameState, side: SideId, pieces: Sequence[Piece]) -> bool:
    """Public facts: some shot of these pieces has FP 1 or more before Actions, or is made by
    Ordnance (its FP is not hindered), or is a Smoke round [O20.3.1, O20.3.2, 10.3.2.1]."""
    if _smoke_targets(state, pieces):
        return True
    for hex_ in enemy_hexes(state, side):
        candidates = _candidates(state, pieces, hex_, False)
        if any(is_ordnance(state, p) for p in candidates):
            return True
        best = _best_fp(state, candidates, hex_, frozenset())
        if best is not None and best >= 1:
            return True
    return False


def _finish_activation(state: GameState, units: tuple[str, ...], op_fire: bool, what: str,
                       side: SideId, log: Log) -> GameState:
    names = joined(unit_label(state, state.unit(u)) for u in units)
    log.add("activate", by_side("The {side} activate {units} for {order} [O14.1, 3.3.1.1]",
                                "The {side} activates {units} for {order} [O14.1, 3.3.1.1]",
                                side=side.value.title(), units=names, order=what),
            ("O14.1", "3.3.1.1") + (("A33.2",) if op_fire else ("O20.1",)), side=side)
    return with_activated(state, units, op_fire)


def _choose_fire(state: GameState, frame: FireFrame, choice: Choice, log: Log) -> GameState:
    kind = choice.kind
    if kind in ("activate", "add"):
        frame = replace(frame, activated=(*frame.activated, str(choice.args[0])))
        if kind == "add" or is_leader(state, state.unit(frame.activated[0])):
            return replace_frame(state, frame)
        kind = "go"
    if kind == "go":
        state = _finish_activation(state, frame.activated, False, msg("a Fire Order"),
                                   frame.side, log)
        return replace_frame(state, replace(frame, stage="target"))
    if kind in ("target", "smoke"):
        return replace_frame(state, replace(frame, stage="group",
                                            target=Hex.parse(str(choice.args[0])),
                                            smoke_round=kind == "smoke", group=()))
    if kind == "join":
        return replace_frame(state, replace(frame, group=(*frame.group, str(choice.args[0]))))
    if kind == "back":
        return replace_frame(state, replace(frame, stage="target", target=None, group=()))
    if kind == "done":
        log.add("fire_end", by_side("The {side} end the Fire Order",
                                    "The {side} ends the Fire Order",
                                    side=frame.side.value.title()),
                ("O20.3",), side=frame.side)
        return pop(state)
    # fire
    assert frame.target is not None
    pieces = [piece_by_id(state, pid) for pid in frame.group]
    attack = attack_from(state, frame.side, pieces, frame.target, frame.smoke_round,
                          msg("Fire Attack"))
    state = replace_frame(state, replace(frame, stage="target", target=None, group=(),
                                         smoke_round=False, shots=frame.shots + 1,
                                         fired=(*frame.fired, *frame.group)))
    return push_attack(state, attack)


# --- the Fire Attack [O20.2.3, O20.3.3, O20.3.4] --------------------------------------------------


def push_attack(state: GameState, attack: AttackFrame) -> GameState:
    """Resolve a Fire Attack on ``attack.target``: the public entry for every attack.

    Fire Orders and Op Fire push their shots here; Artillery Impacts use it with
    ``indirect=True, jam_weapons=False, vulnerability=...``, Mine Attacks with
    ``zero_cover=True, jam_weapons=False, defenders=(moving units,)``. ``label`` names
    the attack and its hex for the log ("Artillery Impact on B4"). An Ordnance shot starts
    with ``stage="target"`` (the Targeting roll); any other with ``stage="attack"``.
    """
    return push(state, attack)


def targeting_hits(roll: RollResult, hindrance: int, range_: int) -> bool:
    """The dice product minus the Hindrance must exceed the range [O20.2.3, 10.3.1].

    >>> from cc_engine.content.vocabulary import Trigger
    >>> targeting_hits(RollResult(1, 1, 6, Trigger.NONE), 0, 5)
    True
    """
    return roll.product - hindrance > range_


def is_moving(state: GameState, unit_id: str) -> bool:
    """The unit is currently activated to Move (in a Move Order on the stack) [O20.3.4]."""
    return any(getattr(f, "kind", "") == "move" and unit_id in getattr(f, "activated", ())
               for f in state.stack)


def defense_cover(state: GameState, hex_: Hex, *, crossed: Sequence[HexsideFeature] = (),
                  indirect: bool = False, zero: bool = False) -> Cover:
    """The best Cover against one attack [T78.3]: the hex's, or a crossed Wall/Hedge's [T87,
    T97] (not against Mortars or Artillery), or 0 against a Flamethrower or Molotov [11.6]."""
    if zero:
        return Cover(0, msg("Cover fixed at 0"), "11.6")
    terrain = state.setting.terrain
    best = terrain.cover(hex_, state.markers, indirect=indirect)
    for feature in crossed:
        option = terrain.cover(hex_, state.markers, crossed=feature, indirect=indirect)
        if option.value > best.value:
            best = option
    return best


def attack_hexes(frame: AttackFrame) -> tuple[Hex, ...]:
    """The hexes an attack affects: its target, and the second hex of a Spray Fire [A40]."""
    return (frame.target,) if frame.second is None else (frame.target, frame.second)


def _run_attack(state: GameState, frame: AttackFrame, log: Log) -> tuple[GameState,
                                                                           Decision | None]:
    if frame.stage == "target":
        return _targeting(state, frame, log), None
    if frame.stage == "attack":
        return _attack_roll(state, frame, log), None
    if frame.stage == "sustained":
        return _sustained_breaks(state, frame, log)
    return _defend(state, frame, log)


def _targeting(state: GameState, frame: AttackFrame, log: Log) -> GameState:
    """The Ordnance Targeting roll [O20.2.3]; a hit goes on to the attack or places Smoke.

    The hit or miss was locked (and logged) when the roll stood [1.9.1]."""
    if frame.roll is None:
        return start_roll(state, frame.attacker, msg("Targeting {hex}", hex=frame.target.id))
    if not targeting_hits(frame.roll, frame.hindrance, frame.range):
        return pop(state)
    if frame.smoke_round:
        return _smoke_round(pop(state), frame, log)
    gone = [w for w in frame.weapons if carrier_of(state, w) is None]
    if gone:
        # The hit stands, but the trigger of its roll took the Weapon off the map: no Fire
        # Attack Roll can be made with its FP [O20.2, 1.9.1] (docs/rulings.md).
        log.add("attack_cancelled",
                msg("{attack}: the firing Weapon was eliminated while the Targeting roll's "
                    "trigger was resolved: no Fire Attack Roll is made [O20.2, 1.9.1]",
                    attack=frame.label), ("O20.2", "1.9.1"), side=frame.attacker)
        return pop(state)
    return replace_frame(state, replace(frame, stage="attack", roll=None))


def _lock_targeting(frame: AttackFrame, roll: RollResult, log: Log) -> AttackFrame:
    """A Targeting roll locks hit or miss from the range and Hindrance fixed before it."""
    hit = targeting_hits(roll, frame.hindrance, frame.range)
    fields: dict[str, str | int] = {
        "attack": frame.label, "roll": roll.text(), "product": roll.product,
        "hindrance": frame.hindrance, "net": roll.product - frame.hindrance,
        "range": frame.range}
    if frame.hindrance:
        text = (msg("{attack}: Targeting roll {roll}, product {product} -{hindrance} Hindrance "
                    "[10.3.1] = {net} > range {range}: hit [O20.2.3]", **fields) if hit else
                msg("{attack}: Targeting roll {roll}, product {product} -{hindrance} Hindrance "
                    "[10.3.1] = {net} is not > range {range}: miss, the shot is cancelled "
                    "[O20.2.3]", **fields))
    else:
        text = (msg("{attack}: Targeting roll {roll}, product {product} > range {range}: hit "
                    "[O20.2.3]", **fields) if hit else
                msg("{attack}: Targeting roll {roll}, product {product} is not > range {range}: "
                    "miss, the shot is cancelled [O20.2.3]", **fields))
    log.add("targeting", text, ("O20.2.3", "10.3.1"), side=frame.attacker, hit=int(hit))
    return frame


def _smoke_round(state: GameState, frame: AttackFrame, log: Log) -> GameState:
    """A Smoke round that hits draws a random Smoke marker into the hex [O20.2.1, T94]."""
    state, value = draw_smoke(state)
    if value is None:
        log.add("smoke", msg("No Smoke marker is left in the cup for {hex} [T94]",
                             hex=frame.target.id),
                ("O20.2.1", "T94"), side=frame.attacker)
        return state
    return place_smoke(state, frame.target, value, log, ("O20.2.1", "T94"))


def _attack_roll(state: GameState, frame: AttackFrame, log: Log) -> GameState:
    """The Fire Attack roll: FP + roll = Attack Total [O20.3.3], then its side effects.

    An attack by firing pieces first opens the firing player's Action window (W4) [A24.1];
    if its FP is then still below 1 it is cancelled [10.3.2.1, O20.3.2]: the pieces may still
    make another shot (see :func:`_cancelled`). The Attack Total and the defenders were locked
    when the roll stood [1.9.1]; Jammed!, one-use Weapons, the Fortification Vulnerability
    and Sustained Fire follow here, after the trigger.
    """
    fp = frame.fp + sum(value for _, value, _ in frame.modifiers)
    fired = bool(frame.pieces or frame.weapons)
    if frame.roll is None:
        if fired and not frame.fire_window:
            state = replace_frame(state, replace(frame, fire_window=True))
            return push(state, FireActionsFrame(frame.attacker, "attack"))
        if fired and fp < 1:
            log.add("attack_cancelled",
                    msg("{attack}: final FP {arithmetic} = {fp}, below 1: the shot is cancelled "
                        "[10.3.2.1]", attack=frame.label, arithmetic=_with_modifiers(frame),
                        fp=fp), ("10.3.2.1",), side=frame.attacker, fp=fp)
            return _cancelled(pop(state), frame, log)
        return start_roll(state, frame.attacker, msg("the {attack}", attack=frame.label))
    roll = frame.roll
    if frame.jam_weapons and roll.trigger is Trigger.JAMMED:
        for weapon_id in frame.weapons:
            if state.weapon(weapon_id).status == "carried":
                state = break_weapon(state, weapon_id, log, msg("Jammed! trigger"),
                                     ("1.9.1.2", "O20.3.3.1"))
    for weapon_id in frame.weapons:
        weapon = state.weapon(weapon_id)
        if weapon.status == "carried" and weapon_type_of(state, weapon).single_use:
            log.add("weapon_eliminated", msg("the {weapon} is used up and eliminated [11.6]",
                                             weapon=weapon_type_of(state, weapon).name),
                    ("11.6",), side=weapon.side)
            state = eliminate_weapon(state, weapon_id)
    fortification = state.markers.fortification_at(frame.target)
    if (frame.vulnerability is not None and roll.total == frame.vulnerability
            and fortification is not None):
        log.add("fortification_destroyed", msg("Impact roll {roll} equals the Fortification "
                                               "Vulnerability: the {fortification} in {hex} is "
                                               "destroyed [O18.2.3.3]", roll=roll.total,
                                               fortification=display_name(fortification),
                                               hex=frame.target.id),
                ("O18.2.3.3", "F100.2"), side=frame.attacker)
        markers = state.markers
        state = replace(state, markers=replace(markers, fortifications=tuple(
            p for p in markers.fortifications if p[0] != frame.target)))
    if frame.sustained and roll.doubles:
        log.add("sustained_fire", counted(frame.sustained, "doubles {roll}: the {count} "
                                          "Sustained Fire Action breaks a firing Mortar or MG "
                                          "[A41]", "doubles {roll}: each of the {count} "
                                          "Sustained Fire Actions breaks a firing Mortar or MG "
                                          "[A41]", roll=roll.text(), count=frame.sustained),
                ("A41",),
                side=frame.attacker)
        return replace_frame(state, replace(frame, stage="sustained", roll=None))
    return replace_frame(state, replace(frame, stage="defend", roll=None))


def _lock_attack(state: GameState, frame: AttackFrame, roll: RollResult,
                 log: Log) -> AttackFrame:
    """The attack roll stands: the Attack Total and the units that will defend are locked
    now, before the roll's trigger [O20.3.3, O20.3.4, 1.9.1]."""
    fp = frame.fp + sum(value for _, value, _ in frame.modifiers)
    airburst = state.setting.terrain.airburst_bonus(frame.target, frame.indirect)
    total = fp + roll.total + airburst
    attack: dict[str, str | int] = {"attack": frame.label, "arithmetic": _with_modifiers(frame),
                                    "fp": fp, "roll": roll.text(), "total": total}
    log.add("attack",
            msg("{attack}: {arithmetic} = FP {fp}; roll {roll} +{airburst} Airbursts [T99] -> "
                "Attack Total {total} [O20.3.3]", **attack, airburst=airburst) if airburst else
            msg("{attack}: {arithmetic} = FP {fp}; roll {roll} -> Attack Total {total} [O20.3.3]",
                **attack), ("O20.3.3",), side=frame.attacker, hex=frame.target.id, fp=fp,
            total=total, hexes=" ".join(h.id for h in attack_hexes(frame)),
            firing=" ".join(_firing_hexes(state, frame)))
    hexes = attack_hexes(frame)
    there = [u.id for h in hexes for u in state.units_in(h)]
    defenders = tuple(u for u in frame.defenders if u in there) if frame.defenders \
        else tuple(there)
    return replace(frame, total=total, defenders=defenders)


def _firing_hexes(state: GameState, frame: AttackFrame) -> list[str]:
    """The hexes the attack is fired from (none for Artillery and Mines) [O20.3.1]."""
    weapons = set(frame.weapons)
    hexes = [u.hex.id for u in state.units if u.hex is not None
             and (u.id in frame.pieces or u.weapon in weapons)]
    return list(dict.fromkeys(hexes))


def _cancelled(state: GameState, frame: AttackFrame, log: Log) -> GameState:
    """A shot that cannot even be attempted [O20.3.2, 10.3.2.1] leaves its pieces free to
    make another shot in that Fire Order, and does not use up the one Op Fire attack of that
    hex entry [A33.3]; the Action cards played for it stay spent."""
    below = state.stack[-1] if state.stack else None
    pieces = (*frame.pieces, *frame.weapons)
    key = shot_key(frame.target, pieces)
    if isinstance(below, FireFrame):
        return replace_frame(state, replace(
            below, fired=tuple(p for p in below.fired if p not in pieces),
            shots=below.shots - 1, cancelled=(*below.cancelled, key)))
    if isinstance(below, OpFireFrame):
        return replace_frame(state, replace(below, fired=False,
                                            cancelled=(*below.cancelled, key)))
    return state


def _sustained_candidates(state: GameState, frame: AttackFrame) -> list[str]:
    """The firing Mortars and MGs still on the map (a broken one may break again) [A41]."""
    return [w for w in frame.weapons if state.weapon(w).status == "carried"
            and weapon_type_of(state, state.weapon(w)).kind in (WeaponKind.MG,
                                                                 WeaponKind.MORTAR)]


def _sustained_breaks(state: GameState, frame: AttackFrame,
                      log: Log) -> tuple[GameState, Decision | None]:
    """One firing Mortar or MG breaks per Sustained Fire, the firer choosing [A41, 11.4]."""
    candidates = _sustained_candidates(state, frame)
    if not frame.sustained or not candidates:
        return replace_frame(state, replace(frame, stage="defend", sustained=0)), None
    if len(candidates) == 1:
        return _sustained_break(state, frame, candidates[0], log), None
    return state, Decision(frame.attacker, "sustained_fire_break",
                           tuple(Choice("break_weapon", (w,)) for w in candidates),
                           msg("{attack}: Sustained Fire on doubles: choose the firing Mortar "
                               "or MG that breaks ({count} due) [A41]", attack=frame.label,
                               count=frame.sustained),
                           (("due", frame.sustained),))


def _sustained_break(state: GameState, frame: AttackFrame, weapon_id: str,
                     log: Log) -> GameState:
    state = replace_frame(state, replace(frame, sustained=frame.sustained - 1))
    return break_weapon(state, weapon_id, log, msg("Sustained Fire on doubles"), ("A41",))


def _defend(state: GameState, frame: AttackFrame, log: Log) -> tuple[GameState,
                                                                       Decision | None]:
    """One Fire Defense roll per unit that was in the hex, owner's order [O20.3.4]."""
    if frame.current is not None:
        unit = state.unit(frame.current)
        if frame.roll is None:  # the defending player's Action window (W5) is over
            return start_roll(state, unit.side,
                              msg("the Fire Defense of {unit}",
                                  unit=unit_label(state, unit))), None
        state = replace_frame(state, replace(frame, current=None, roll=None, outcome="",
                                             defense=0))
        return _implement_defense(state, frame, log), None
    remaining = [u for u in frame.defenders if state.unit(u).status == "map"]
    if not remaining:
        return pop(state), None
    sides = {state.unit(u).side for u in remaining}
    owner = frame.attacker.other if frame.attacker.other in sides else frame.attacker
    own = [u for u in remaining if state.unit(u).side is owner]
    if len(own) == 1:
        return _start_defense(state, frame, own[0]), None
    return state, Decision(owner, "defense_order", tuple(Choice("defend", (u,)) for u in own),
                           msg("{attack}: Attack Total {total}. Choose the next unit to make "
                               "its Fire Defense roll [O20.3.4]", attack=frame.label,
                               total=frame.total),
                           (("total", frame.total), ("hex", frame.target.id)))


def _start_defense(state: GameState, frame: AttackFrame, unit_id: str) -> GameState:
    """The defending player's Action window (W5) comes just before the roll [A29, A35]."""
    state = replace_frame(state, replace(frame, current=unit_id, defenders=tuple(
        u for u in frame.defenders if u != unit_id)))
    return push(state, FireActionsFrame(state.unit(unit_id).side, "defense"))


def unit_cover(state: GameState, frame: AttackFrame, hex_: Hex) -> Cover:
    """The best Cover against this attack of a unit in ``hex_`` [T78.3]: one of its hexes
    with the Wall/Hedge hexsides the fire crossed into it, any other hex (a defender moved out
    by a trigger) with its terrain only [3.1.4]."""
    if hex_ not in attack_hexes(frame):
        return defense_cover(state, hex_, indirect=frame.indirect, zero=frame.zero_cover)
    crossed = frame.second_crossed if hex_ == frame.second else frame.crossed
    return defense_cover(state, hex_, crossed=crossed, indirect=frame.indirect,
                         zero=frame.zero_cover)


def _lock_defense(state: GameState, frame: AttackFrame, roll: RollResult,
                  log: Log) -> AttackFrame:
    """The Defense roll stands: Morale (Cover, Command) + roll against the Attack Total
    locks the unit's result now, before the roll's trigger [O20.3.4, 1.9.1].

    A unit that was in the hex when the attack roll was made defends even if a trigger moved
    it out since; its Morale then has the Cover of the hex it is in (docs/rulings.md)."""
    assert frame.current is not None
    unit = state.unit(frame.current)
    if unit.status != "map" or unit.hex is None:
        return replace(frame, outcome="none")
    if unit.hex not in attack_hexes(frame):
        log.add("defense_moved", msg("{unit} was in {hex} when the attack roll was made, so it "
                                     "still defends, with the Cover of {where} [O20.3.4]",
                                     unit=unit_label(state, unit), hex=frame.target.id,
                                     where=unit.hex.id), ("O20.3.4", "3.1.4"), side=unit.side,
                unit=unit.id)
    cover = unit_cover(state, frame, unit.hex)
    morale = current_morale(state, unit, cover=cover.value, cover_name=cover.source)
    defense = morale.total + roll.total
    moving = is_moving(state, unit.id)
    outcome: Literal["break", "suppress", "none"]
    if defense < frame.total:
        outcome, text = "break", msg("breaks")
    elif defense == frame.total:
        outcome, text = (("break", msg("ties while activated to Move and breaks")) if moving
                         else ("suppress", msg("ties: Suppressed")))
    else:
        outcome, text = "none", msg("is unaffected")
    fields: dict[str, str | int] = {
        "unit": unit_label(state, unit), "arithmetic": arithmetic(morale),
        "morale": morale.total, "roll": roll.text(), "defense": defense,
        "attack": frame.total, "outcome": text}
    log.add("defense",
            msg("{unit} Fire Defense: Morale {arithmetic} = {morale} (Cover fixed at 0 [11.6]); "
                "roll {roll} -> Defense Total {defense} vs Attack Total {attack}: {outcome} "
                "[O20.3.4]", **fields) if frame.zero_cover else
            msg("{unit} Fire Defense: Morale {arithmetic} = {morale}; roll {roll} -> Defense "
                "Total {defense} vs Attack Total {attack}: {outcome} [O20.3.4]", **fields),
            ("O20.3.4", "T78.3"), side=unit.side, unit=unit.id, total=defense,
            outcome=outcome, hex=unit.hex.id if unit.hex is not None else "")
    return replace(frame, outcome=outcome, defense=defense)


def _implement_defense(state: GameState, frame: AttackFrame, log: Log) -> GameState:
    """Carry out the Defense result locked before the roll's trigger [1.9.1] on the unit as it
    is now, or on the units it became (a Deployed Squad's Teams [E52.2]); nothing happens to
    a unit no longer on the map."""
    assert frame.current is not None
    if frame.outcome == "none":
        return state
    units = locked_targets(state, frame.current, log)
    cause = msg("Defense Total {defense} vs Attack Total {attack}", defense=frame.defense,
                attack=frame.total)
    if frame.outcome == "suppress":
        for unit_id in units:
            state = suppress_unit(state, unit_id, log, cause, ("O20.3.4", "13.1"))
        return state
    for unit_id in reversed(units):  # the first unit's break is resolved first
        state = push_break(state, unit_id, cause, ("O20.3.4", "3.2"))
    return state


def _lock_attack_rolls(state: GameState, frame: AttackFrame, roll: RollResult,
                       log: Log) -> AttackFrame:
    """Lock the result of the attack's roll that stands now [1.9.1]."""
    if frame.stage == "target":
        return _lock_targeting(frame, roll, log)
    if frame.stage == "attack":
        return _lock_attack(state, frame, roll, log)
    return _lock_defense(state, frame, roll, log)


def _choose_attack(state: GameState, frame: AttackFrame, choice: Choice, log: Log) -> GameState:
    if choice.kind == "break_weapon":
        return _sustained_break(state, frame, str(choice.args[0]), log)
    return _start_defense(state, frame, str(choice.args[0]))


# --- Op Fire [A33, O21.3] ---------------------------------------------------------------------


def _move_index(state: GameState) -> int | None:
    """Index of the Move Order's frame (the topmost ``move`` frame), if any."""
    for index in range(len(state.stack) - 1, -1, -1):
        if state.stack[index].kind == "move":
            return index
    return None


def _roster_index(state: GameState) -> int | None:
    """Index of the Op Fire roster of the current Move Order, if it has one."""
    index = _move_index(state)
    if index is None or index == 0 or state.stack[index - 1].kind != "op_fire_roster":
        return None
    return index - 1


def _shifted(frame: Any, at: int) -> Any:
    """A frame whose ``owner`` index (a roll's) points at or above ``at`` moves up by one."""
    owner = getattr(frame, "owner", None)
    if isinstance(owner, int) and owner >= at:
        return replace(frame, owner=owner + 1)
    return frame


def push_op_fire_window(state: GameState, hex_: Hex, movers: tuple[str, ...]) -> GameState:
    """Open the inactive player's Op Fire window after movers spent MP to enter ``hex_``.

    The Move Order calls this after each MP expenditure [O21.3, A33.1] (never after a Trench
    to Trench move [F105.2]). The first call of a Move Order slips an
    :class:`OpFireRosterFrame` under the Move frame: the units Op-Fire-activated during this
    Move Order are kept there and may fire again at later expenditures [A33.3].
    """
    side = state.unit(movers[0]).side.other
    index = _move_index(state)
    if index is not None and _roster_index(state) is None:
        stack = state.stack
        state = replace(state, stack=(*stack[:index], OpFireRosterFrame(side),
                                      *(_shifted(f, index) for f in stack[index:])))
    return push(state, OpFireFrame(side, hex_, movers))


def _roster(state: GameState, frame: OpFireFrame) -> tuple[str, ...]:
    index = _roster_index(state)
    if index is None:
        return frame.activated
    roster: OpFireRosterFrame = state.stack[index]
    return tuple(roster.units)


def _roster_pieces(state: GameState, frame: OpFireFrame) -> list[Piece]:
    return [p for uid in _roster(state, frame)
            for p in pieces_of(state, state.unit(uid), ordnance=False)
            if reach(state, p, frame.hex) is not None]


def _could_op_fire(state: GameState, frame: OpFireFrame) -> bool:
    """By public facts only: a unit of the side could be activated for Op Fire, or was in this
    Move Order, with Range and LOS to the hex (the hand is not looked at)."""
    roster = _roster(state, frame)
    return any((u.id in roster or can_be_activated(state, u, op_fire=True))
               and has_target(state, u, op_fire=True, target=frame.hex)
               for u in state.units_on_map(frame.side))


def _run_op_fire(state: GameState, frame: OpFireFrame, log: Log) -> tuple[GameState,
                                                                           Decision | None]:
    side = frame.side
    enemies = bool(state.units_in(frame.hex, side.other))
    if frame.stage == "open":
        stops = state.side(side).stops.op_fire
        asked = enemies and (stops == "always"
                             or (stops == "when_able" and _could_op_fire(state, frame)))
        if not asked:
            return pop(state), None
        return replace_frame(state, replace(frame, stage="menu")), None
    if frame.stage == "activate":
        steps = _activation_step(state, side, frame.chosen, True, frame.hex)
        return state, activation_decision(state, side, frame.chosen, steps, msg("Op Fire"))
    if frame.stage == "group":
        return state, group_decision(state, side, _roster_pieces(state, frame), frame.group,
                                      frame.hex, False, msg("Op Fire"), frame.cancelled)
    choices: list[Choice] = [Choice("continue")]
    if enemies and _activation_step(state, side, (), True, frame.hex):
        cards = sorted({c for c in state.side(side).hand
                        if state.setting.card(side, c).fire_action})
        choices += [Choice("op_fire", (c,)) for c in cards]
    if enemies and not frame.fired and shot_open(state, _roster_pieces(state, frame),
                                                  frame.hex, frame.cancelled):
        choices.append(Choice("shoot"))
    mover = side.other.value.title()
    return state, Decision(side, "op_fire", tuple(choices),
                           msg("{side:adjective} units entered {hex}: play a Fire Action to "
                               "activate units for Op Fire, make the one Op Fire attack of this MP "
                               "expenditure, or continue [A33.2, A33.3]", side=mover,
                               hex=frame.hex.id),
                           (("hex", frame.hex.id),))


def _choose_op_fire(state: GameState, frame: OpFireFrame, choice: Choice,
                    log: Log) -> GameState:
    kind = choice.kind
    side = frame.side
    if kind == "continue":
        return pop(state)
    if kind == "op_fire":
        card = int(choice.args[0])
        log.add("op_fire", by_side("The {side} play card {card} as a Fire Action for Op Fire at "
                                   "{hex} [A33.2]",
                                   "The {side} plays card {card} as a Fire Action for Op Fire "
                                   "at {hex} [A33.2]",
                                   side=side.value.title(), card=card, hex=frame.hex.id),
                ("A33.2",), side=side, card=card)
        state = discard_card(state, side, card)
        return replace_frame(state, replace(frame, stage="activate", chosen=()))
    if kind in ("activate", "add"):
        frame = replace(frame, chosen=(*frame.chosen, str(choice.args[0])))
        if kind == "add" or is_leader(state, state.unit(frame.chosen[0])):
            return replace_frame(state, frame)
        kind = "go"
    if kind == "go":
        state = _finish_activation(state, frame.chosen, True, msg("Op Fire"), side, log)
        index = _roster_index(state)
        if index is not None:
            roster: OpFireRosterFrame = state.stack[index]
            state = replace_frame(state, replace(roster, units=(*roster.units, *frame.chosen)),
                                  index)
        return replace_frame(state, replace(frame, stage="menu", chosen=(),
                                            activated=(*frame.activated, *frame.chosen)))
    if kind == "shoot":
        return replace_frame(state, replace(frame, stage="group", group=()))
    if kind == "join":
        return replace_frame(state, replace(frame, group=(*frame.group, str(choice.args[0]))))
    if kind == "back":
        return replace_frame(state, replace(frame, stage="menu", group=()))
    # fire: the one Fire Attack of this MP expenditure [A33.3]
    pieces = [piece_by_id(state, pid) for pid in frame.group]
    attack = attack_from(state, side, pieces, frame.hex, False, msg("Op Fire attack"))
    state = replace_frame(state, replace(frame, stage="menu", group=(), fired=True))
    return push_attack(state, attack)


def _run_roster(state: GameState, frame: OpFireRosterFrame,
                log: Log) -> tuple[GameState, Decision | None]:
    """The Move Order above has ended: its Op Fire activations lapse [A33.3]."""
    return pop(state), None


register("fire", _run_fire, _choose_fire)
register("attack", _run_attack, _choose_attack)
register_lock("attack", _lock_attack_rolls)
register("op_fire", _run_op_fire, _choose_op_fire)
register("op_fire_roster", _run_roster)
register_order(Order.FIRE, can_fire, start_fire)
