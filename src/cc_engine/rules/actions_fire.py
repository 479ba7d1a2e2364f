"""The Actions of Fire and Defense [A24, A26, A27, A29, A30, A34, A35.1, A35.3, A37, A40, A41].

Two windows sit on a Fire Attack (:class:`~cc_engine.frames.AttackFrame`), each a
:class:`FireActionsFrame` pushed by :mod:`cc_engine.rules.fire` right above it:

* W4, just before the Fire Attack Roll of any attack by firing pieces (Fire Order, Op Fire,
  Assault Fire), for the firing player: Bore Sighting [A27], Crossfire [A30], Hand Grenades
  [A34], Marksmanship [A37], Sustained Fire [A41] (+2 FP each, cumulative [A24.1]) and Spray
  Fire [A40] (a second adjacent target hex; not cumulative).
* W5, just before each Fire Defense Roll (also against Artillery Impacts and Mine Attacks),
  for the defending player: Concealment [A29], Hidden Entrenchments [A35.1], Hidden Pillbox
  [A35.3].

Only one player may act in each window, so the order of A24.2 never arises there. Whether a
window opens depends only on public facts and the player's ``Stops.fire_actions``: with
``"when_able"`` it opens when some Action of the window has its prerequisite met and a card
carrying it is not in the player's discard pile, never on the hand (DESIGN: no information
leak). Once open, it offers the playable cards in hand and ``continue``.

Assault Fire [A26] is played by the active player during his Move Order: the Move rules offer
:func:`assault_fire_choices` in their window and call :func:`start_assault_fire`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from cc_engine.content.models import FateCard
from cc_engine.content.vocabulary import (
    RULE_IDS,
    Action,
    FortificationKind,
    SideId,
    Terrain,
    UnitKind,
    WeaponKind,
    display_name,
)
from cc_engine.flow import Log, pop, push, register, replace_frame
from cc_engine.frames import AssaultFireFrame, AttackFrame, FireActionsFrame
from cc_engine.hexgrid import Hex
from cc_engine.messages import by_side, msg
from cc_engine.rules.fire import (
    Piece,
    attack_from,
    attack_hexes,
    crossed_hexsides,
    enemy_hexes,
    group_decision,
    is_moving,
    largest_hindrance,
    piece_by_id,
    pieces_of,
    reach,
    unit_cover,
)
from cc_engine.rules.hand import action_cards, discard_card, register_action
from cc_engine.rules.markers import place_fortification
from cc_engine.rules.units import boxed_stats, unit_kind, weapon_type_of
from cc_engine.state import Choice, Decision, GameState, UnitState

__all__ = [
    "ATTACK_ACTIONS",
    "DEFENSE_ACTIONS",
    "assault_fire_choices",
    "assault_fire_pieces",
    "assault_fire_possible",
    "spray_hexes",
    "start_assault_fire",
]

#: W4: played by the firing player just before the Fire Attack Roll.
ATTACK_ACTIONS = (Action.BORE_SIGHTING, Action.CROSSFIRE, Action.HAND_GRENADES,
                  Action.MARKSMANSHIP, Action.SPRAY_FIRE, Action.SUSTAINED_FIRE)
#: W5: played by the defending player just before a Fire Defense Roll.
DEFENSE_ACTIONS = (Action.CONCEALMENT, Action.HIDDEN_ENTRENCHMENTS, Action.HIDDEN_PILLBOX)

#: The +2 FP Actions [A27, A30, A34, A37, A41].
_PLUS_TWO = (Action.BORE_SIGHTING, Action.CROSSFIRE, Action.HAND_GRENADES,
             Action.MARKSMANSHIP, Action.SUSTAINED_FIRE)


# --- what is firing ---------------------------------------------------------------------------


def _firing(state: GameState, attack: AttackFrame) -> list[Piece]:
    """The pieces making the attack (units firing themselves, Weapons with their carrier)."""
    return [piece_by_id(state, pid) for pid in (*attack.pieces, *attack.weapons)]


def _firers(state: GameState, attack: AttackFrame) -> list[UnitState]:
    """The units firing themselves or their Weapon."""
    return [p.unit for p in _firing(state, attack)]


def _weapon_kinds(state: GameState, attack: AttackFrame) -> set[WeaponKind]:
    return {weapon_type_of(state, state.weapon(w)).kind for w in attack.weapons}


def _is_defender(state: GameState, side: SideId) -> bool:
    """The scenario Defender, never an Attack or Recon player [A27, A35]."""
    return state.setting.scenario.defender is side


def spray_hexes(state: GameState, attack: AttackFrame) -> list[Hex]:
    """Second hexes a Spray Fire could add to ``attack`` [A40].

    Every firing piece has boxed Range on its face-up side (a broken unit has none); the hex
    is adjacent to the target, holds an enemy unit, and is in Range and LOS of every firing
    piece. Not with Ordnance (its Targeting roll was for one hex) and not twice (not
    cumulative).
    """
    if attack.second is not None or attack.ordnance:
        return []
    pieces = _firing(state, attack)
    if not all(boxed_stats(state.setting, p.unit, p.weapon).range for p in pieces):
        return []
    enemy = attack.attacker.other
    return [h for h in state.setting.terrain.grid.neighbours(attack.target)
            if state.units_in(h, enemy)
            and all(reach(state, p, h) is not None for p in pieces)]


# --- prerequisites, card by card (public facts only: never the hand) -------------------------


def _attack_card_ok(state: GameState, side: SideId, attack: AttackFrame,
                    card: FateCard) -> bool:
    """W4 prerequisites [A27, A30, A34, A37, A40, A41]."""
    action = card.action
    if action is Action.BORE_SIGHTING:
        return _is_defender(state, side) and any(
            weapon_type_of(state, state.weapon(w)).fp >= 5 for w in attack.weapons)
    if action is Action.CROSSFIRE:
        return any(is_moving(state, u.id) for h in attack_hexes(attack)
                   for u in state.units_in(h, side.other))
    if action is Action.HAND_GRENADES:
        return any(u.hex is not None and u.hex.is_adjacent(h)
                   for u in _firers(state, attack) for h in attack_hexes(attack))
    if action is Action.MARKSMANSHIP:
        nation = card.marksmanship_nation or state.setting.deck(side).nation
        return nation == state.setting.nation(side).id and any(
            unit_kind(state, u) in (UnitKind.SQUAD, UnitKind.TEAM)
            for u in _firers(state, attack))
    if action is Action.SUSTAINED_FIRE:
        return bool(_weapon_kinds(state, attack) & {WeaponKind.MG, WeaponKind.MORTAR})
    if action is Action.SPRAY_FIRE:
        return bool(spray_hexes(state, attack))
    return False


def _defended_hex(state: GameState, attack: AttackFrame) -> Hex:
    assert attack.current is not None
    hex_ = state.unit(attack.current).hex
    assert hex_ is not None
    return hex_


def _concealment(state: GameState, attack: AttackFrame) -> tuple[int, Hex]:
    """The best Cover of the targeted hexes against this attack, and its hex [A29]."""
    return max((unit_cover(state, attack, h).value, h) for h in attack_hexes(attack))


def _fortifiable(state: GameState, hex_: Hex) -> bool:
    """Not Water, no Fortification, no Blaze [A35.1, A35.3, F100.3]."""
    markers = state.markers
    return (not state.setting.terrain.is_water(hex_) and markers.fortification_at(hex_) is None
            and hex_ not in markers.blaze)


def _defense_card_ok(state: GameState, side: SideId, attack: AttackFrame,
                     card: FateCard) -> bool:
    """W5 prerequisites [A29, A35.1, A35.3]."""
    action = card.action
    hex_ = _defended_hex(state, attack)
    if action is Action.CONCEALMENT:
        return _concealment(state, attack)[0] >= 1
    if action is Action.HIDDEN_ENTRENCHMENTS:
        return (_is_defender(state, side) and _fortifiable(state, hex_)
                and state.setting.terrain.terrain(hex_) is not Terrain.BUILDING)
    if action is Action.HIDDEN_PILLBOX:
        in_play = any(k is FortificationKind.PILLBOX for _, k in state.markers.fortifications)
        return (_is_defender(state, side) and not in_play and _fortifiable(state, hex_)
                and state.setting.terrain.objective(hex_) is not None)
    return False


Check = Callable[[GameState, SideId, AttackFrame, FateCard], bool]


def _window(frame: FireActionsFrame) -> tuple[tuple[Action, ...], Check]:
    if frame.window == "attack":
        return ATTACK_ACTIONS, _attack_card_ok
    return DEFENSE_ACTIONS, _defense_card_ok


def _asked(state: GameState, frame: FireActionsFrame, attack: AttackFrame) -> bool:
    """Whether the window opens: the player's stops and public facts only."""
    stops = state.side(frame.side).stops.fire_actions
    if stops != "when_able":
        return stops == "always"
    actions, ok = _window(frame)
    discarded = set(state.side(frame.side).discard)
    return any(card.action in actions and card.number not in discarded
               and ok(state, frame.side, attack, card)
               for card in state.setting.deck(frame.side).cards)


def _choices(state: GameState, frame: FireActionsFrame, attack: AttackFrame) -> list[Choice]:
    actions, ok = _window(frame)
    side = frame.side
    choices = []
    for action in actions:
        for number in action_cards(state, side, action):
            if not ok(state, side, attack, state.setting.card(side, number)):
                continue
            if action is Action.SPRAY_FIRE:
                choices += [Choice("spray_fire", (number, h.id))
                            for h in spray_hexes(state, attack)]
            else:
                choices.append(Choice("play", (number,)))
    return sorted(choices)


# --- the windows ------------------------------------------------------------------------------


def _run_window(state: GameState, frame: FireActionsFrame,
                log: Log) -> tuple[GameState, Decision | None]:
    attack: AttackFrame = state.stack[-2]
    if frame.stage == "open":
        if not _asked(state, frame, attack):
            return pop(state), None
        return replace_frame(state, replace(frame, stage="menu")), None
    choices = (*_choices(state, frame, attack), Choice("continue"))
    if frame.window == "attack":
        fp = attack.fp + sum(v for _, v, _ in attack.modifiers)
        return state, Decision(frame.side, "fire_actions", choices,
                               msg("{attack}: FP {fp}. Play Actions before the Fire Attack "
                                   "Roll, or continue [A24.1, A27, A30, A34, A37, A40, A41]",
                                   attack=attack.label, fp=fp),
                               (("fp", fp), ("hex", attack.target.id)))
    unit = state.unit(attack.current or "")
    return state, Decision(frame.side, "defense_actions", choices,
                           msg("{attack}: Attack Total {total}. Play Actions before the Fire "
                               "Defense Roll of {unit}, or continue [A29, A35.1, A35.3]",
                               attack=attack.label, total=attack.total, unit=unit.name),
                           (("total", attack.total), ("unit", unit.id)))


def _played(state: GameState, side: SideId, card: int, log: Log) -> tuple[GameState, Action]:
    action = state.setting.card(side, card).action
    log.add("action", by_side("The {side} play card {card} for {action} [{rule}]",
                              "The {side} plays card {card} for {action} [{rule}]",
                              side=side.value.title(), card=card, action=display_name(action),
                              rule=RULE_IDS[action]), (RULE_IDS[action], "A24.1"), side=side,
            card=card,
            action=action.value)
    return discard_card(state, side, card), action


def _choose_window(state: GameState, frame: FireActionsFrame, choice: Choice,
                   log: Log) -> GameState:
    if choice.kind == "continue":
        return pop(state)
    attack: AttackFrame = state.stack[-2]
    state, action = _played(state, frame.side, int(choice.args[0]), log)
    if action in _PLUS_TWO:
        name = display_name(action)
        attack = replace(attack, modifiers=(*attack.modifiers, (name, 2, RULE_IDS[action])),
                         sustained=attack.sustained + (action is Action.SUSTAINED_FIRE))
        log.add("action_effect", msg("{action}: +2 FP to the {attack} [{rule}]", action=name,
                                     attack=attack.label, rule=RULE_IDS[action]),
                (RULE_IDS[action],), side=frame.side)
    elif action is Action.SPRAY_FIRE:
        attack = _spray(state, attack, Hex.parse(str(choice.args[1])), log)
    elif action is Action.CONCEALMENT:
        cover, hex_ = _concealment(state, attack)
        log.add("action_effect", msg("Concealment: Attack Total {total} -{cover} Cover of {hex} "
                                     "= {result} [A29]", total=attack.total, cover=cover,
                                     hex=str(hex_), result=attack.total - cover), ("A29",),
                side=frame.side)
        attack = replace(attack, total=attack.total - cover)
    else:
        kind = (FortificationKind.FOXHOLES if action is Action.HIDDEN_ENTRENCHMENTS
                else FortificationKind.PILLBOX)
        state = place_fortification(state, _defended_hex(state, attack), kind, log,
                                    (RULE_IDS[action],))
    return replace_frame(state, attack, -2)


def _spray(state: GameState, attack: AttackFrame, second: Hex, log: Log) -> AttackFrame:
    """Add the second hex; the largest Hindrance to either hex counts [A40, O20.3.2]."""
    pieces = _firing(state, attack)
    before, _ = largest_hindrance(state, pieces, attack.target)
    after, where = max(largest_hindrance(state, pieces, attack.target),
                       largest_hindrance(state, pieces, second))
    modifiers = attack.modifiers
    if after > before:
        hindrance = msg("Hindrance in {hexes} to {second}", hexes=where, second=str(second))
        modifiers = (*modifiers, (hindrance, before - after, "A40"))
    crossed = tuple(dict.fromkeys(f for p in pieces for f in crossed_hexsides(state, p.hex,
                                                                                second)))
    log.add("action_effect", msg("Spray Fire: the attack also affects {second}; every unit in "
                                 "{hex} and {second} defends against one Attack Total [A40]",
                                 second=second.id, hex=attack.target.id), ("A40",),
            side=attack.attacker)
    return replace(attack, second=second, second_crossed=crossed, modifiers=modifiers,
                   label=msg("{attack} and {second}", attack=attack.label, second=second.id))


# --- Assault Fire [A26] -------------------------------------------------------------------------


def assault_fire_pieces(state: GameState, side: SideId) -> list[Piece]:
    """Pieces of units currently activated to Move that have boxed FP on their face-up side
    (a broken unit has none) [A26, 3.1.6]."""
    found = []
    for unit in state.units_on_map(side):
        if not is_moving(state, unit.id):
            continue
        found += [piece for piece in pieces_of(state, unit)
                  if boxed_stats(state.setting, unit, piece.weapon).fp]
    return found


def _targets(state: GameState, side: SideId) -> list[Hex]:
    pieces = assault_fire_pieces(state, side)
    return [h for h in enemy_hexes(state, side)
            if any(reach(state, p, h) is not None for p in pieces)]


def assault_fire_possible(state: GameState, side: SideId) -> bool:
    """Public prerequisite of Assault Fire: a unit activated to Move has a piece (itself or
    its Weapon) with boxed FP and an enemy unit in Range and LOS [A26]. The hand is not
    looked at."""
    return bool(_targets(state, side))


def assault_fire_choices(state: GameState, side: SideId) -> tuple[Choice, ...]:
    """``assault_fire CARD`` for each Assault Fire card in ``side``'s hand, when
    :func:`assault_fire_possible` [A26].

    The Move rules add these to the active player's window after each step of his Move Order
    (after the inactive player's Op Fire window [A24.2, O21.6]).
    """
    if not assault_fire_possible(state, side):
        return ()
    return tuple(Choice("assault_fire", (c,))
                 for c in action_cards(state, side, Action.ASSAULT_FIRE))


def start_assault_fire(state: GameState, side: SideId, card: int, log: Log) -> GameState:
    """Play ``card`` for Assault Fire: one Fire Attack by moving pieces with boxed FP [A26].

    The card is discarded; an :class:`AssaultFireFrame` asks for the target hex and the Fire
    Group (normal O20 rules), then the attack is resolved above the Move Order.
    """
    state, _ = _played(state, side, card, log)
    return push(state, AssaultFireFrame(side))


def _run_assault(state: GameState, frame: AssaultFireFrame,
                 log: Log) -> tuple[GameState, Decision | None]:
    side = frame.side
    if frame.target is None:
        targets = _targets(state, side)
        if not targets:
            log.add("assault_fire", msg("Assault Fire: no moving piece with boxed FP has a "
                                        "target any more [A26]"), ("A26",), side=side)
            return pop(state), None
        return state, Decision(side, "assault_fire_target",
                               tuple(Choice("target", (h.id,)) for h in targets),
                               msg("Assault Fire: pick the target hex of its one Fire Attack "
                                   "[A26]"))
    candidates = [p for p in assault_fire_pieces(state, side)
                  if reach(state, p, frame.target) is not None]
    decision = group_decision(state, side, candidates, frame.group, frame.target, False,
                              "Assault Fire")
    return state, decision


def _choose_assault(state: GameState, frame: AssaultFireFrame, choice: Choice,
                    log: Log) -> GameState:
    if choice.kind == "target":
        return replace_frame(state, replace(frame, target=Hex.parse(str(choice.args[0]))))
    if choice.kind == "join":
        return replace_frame(state, replace(frame, group=(*frame.group, str(choice.args[0]))))
    if choice.kind == "back":
        return replace_frame(state, replace(frame, target=None, group=()))
    assert frame.target is not None
    pieces = [piece_by_id(state, pid) for pid in frame.group]
    attack = attack_from(state, frame.side, pieces, frame.target, False,
                         msg("Assault Fire attack"))
    return push(pop(state), attack)


register("fire_actions", _run_window, _choose_window)
register("assault_fire", _run_assault, _choose_assault)
for _action in (*ATTACK_ACTIONS, *DEFENSE_ACTIONS, Action.ASSAULT_FIRE):
    register_action(_action)
