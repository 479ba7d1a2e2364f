"""Events about units [E42-E76]: breaking, rallying, suppressing and bringing units into play.

Each Event is a :class:`UnitEventFrame` worked through its steps in the order written [E42];
the receiving player (the one whose roll made the Event! trigger [1.9.1.1]) makes its
decisions, except Commissar, decided and rolled by the Russian player [E50]. "Must" Events
offer no way out; "may" Events offer ``decline``. A part that is impossible is skipped and
logged [E42]. Rolls inside an Event ignore triggers, and a Melee it creates is fought at its
end, within it, also without triggers [E42]. A Random Hex is revealed by the receiver [1.8];
if that takes his last card, the Time advance comes before the Event goes on [6.1.2].

Air Support [E43], Battle Harden [E44], Commissar [E50], Cower [E51], Deploy [E52], Field
Promotion [E56], Hero [E58], Infiltration [E59], Interdiction [E60], KIA [E62], Malfunction
[E63], Medic! [E64], Prisoners of War [E66], Reinforcements [E68], Scrounge [E71], Shell Shock
[E72], Suppressing Fire [E75] and Walking Wounded [E76] (their bodies as the rules inventory
restores them: the printed E75-E77 texts are shifted).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from cc_engine.content.models import SupportItem
from cc_engine.content.vocabulary import RULE_IDS, Event, SideId, UnitKind, WeaponKind
from cc_engine.flow import Log, pop, push, register, replace_frame, top
from cc_engine.frames import RollResult, TimeFrame, UnitEventFrame
from cc_engine.hexgrid import Hex
from cc_engine.messages import by_side, joined, layout, msg
from cc_engine.rules.breaking import push_break, push_breaks
from cc_engine.rules.cards import random_hex, register_event, register_lock, start_roll
from cc_engine.rules.fire import Piece, reach
from cc_engine.rules.melee import push_melee
from cc_engine.rules.support import (
    item_label,
    new_unit,
    place_support_radio,
    place_support_unit,
    placement_hexes,
    support_items,
    support_unit_type,
)
from cc_engine.rules.turn import deploy_squad
from cc_engine.rules.units import (
    break_weapon,
    command,
    current_morale,
    elimination_vp,
    is_leader,
    rally_unit,
    suppress_unit,
    team_type_for,
    unit_kind,
    unit_label,
    weapon_type_of,
)
from cc_engine.rules.victory import chit, eliminate_unit, friendly_hexes, update_control
from cc_engine.state import Choice, Decision, GameState, UnitState, WeaponState

__all__ = ["cower_squads", "hero_type", "private_type", "returned_vp", "russian_side"]

Run = Callable[[GameState, UnitEventFrame, Log], tuple[GameState, Decision | None]]
Choose = Callable[[GameState, UnitEventFrame, Choice, Log], GameState]
Step = tuple[GameState, Decision | None]


@dataclass(frozen=True, slots=True)
class _Steps:
    run: Run
    choose: Choose


_STEPS: dict[Event, _Steps] = {}


# --- shared steps -------------------------------------------------------------------------------


def _title(side: SideId) -> str:
    return side.value.title()


def _rule(frame: UnitEventFrame) -> str:
    return RULE_IDS[frame.event]


def _skip(state: GameState, frame: UnitEventFrame, log: Log, why: str) -> Step:
    """End the Event: the rest of it is impossible [E42]."""
    log.add("event_skipped", msg("{reason}: that part of the Event is impossible and ignored "
                                 "[{rule}, E42]", reason=why, rule=_rule(frame)),
            (_rule(frame), "E42"), side=frame.receiver)
    return pop(state), None


def _ask(frame: UnitEventFrame, kind: str, choices: Iterable[Choice], prompt: str,
         side: SideId | None = None,
         facts: tuple[tuple[str, str | int], ...] = ()) -> Decision:
    """The Event's decision; its rule id is added to ``prompt``; ``facts`` join the Event's
    name in its context."""
    return Decision(side or frame.receiver, kind, tuple(choices),
                    msg("{prompt} [{rule}]", prompt=prompt, rule=_rule(frame)),
                    (("event", frame.event.value), *facts))


def _reveal_hex(state: GameState, frame: UnitEventFrame, log: Log, stage: str) -> Step:
    """Reveal the Random Hex [1.8]; a Time advance due to the last card comes first [6.1.2]."""
    state, hex_, emptied = random_hex(state, frame.receiver, log, frame.event.value.replace(
        "_", " ").title())
    state = replace_frame(state, replace(frame, hex=hex_, stage=stage))
    if emptied:
        return push(state, TimeFrame(frame.receiver)), None
    return state, None


def _closest(hexes: Iterable[Hex], target: Hex) -> list[Hex]:
    """The hexes (of those given) nearest to ``target``."""
    pool = sorted(set(hexes))
    if not pool:
        return []
    best = min(h.distance(target) for h in pool)
    return [h for h in pool if h.distance(target) == best]


def _unit_ids(units: Iterable[UnitState]) -> list[Choice]:
    return [Choice("unit", (u.id,)) for u in sorted(units, key=lambda u: u.id)]


def _arg_unit(state: GameState, choice: Choice) -> UnitState:
    return state.unit(str(choice.args[0]))


def _melee_if_mixed(state: GameState, hex_: Hex, newcomer: SideId) -> GameState:
    """A unit put into an enemy hex: the Melee is fought within the Event [E42, O16.4]."""
    if state.units_in(hex_, newcomer.other):
        return push_melee(state, hex_, holder=newcomer.other, triggers=False)
    return state


def _event(event: Event, run: Run, choose: Choose) -> None:
    _STEPS[event] = _Steps(run, choose)

    def start(state: GameState, receiver: SideId, log: Log) -> GameState:
        frame = UnitEventFrame(event, receiver)
        if state.stack and isinstance(top(state), TimeFrame) and not state.side(receiver).draw:
            # The Event card was the last one: its Time advance (a reshuffle) comes first, so
            # the Event's own reveals draw from the new pile [6.1.2, 1.9.1].
            return push(push(pop(state), frame), top(state))
        return push(state, frame)

    register_event(event, start)


def _no_choice(state: GameState, frame: UnitEventFrame, choice: Choice, log: Log) -> GameState:
    raise RuntimeError(f"{frame.event.value} takes no choices")


# --- E43 Air Support ---------------------------------------------------------------------------


def _air_support(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """The Random Hex, or the closest hex holding units (the drawer breaks ties); the
    receiver may break all units there [E43]."""
    if frame.hex is None:
        return _reveal_hex(state, frame, log, "target")
    occupied = {u.hex for u in state.units_on_map() if u.hex is not None}
    if not occupied:
        return _skip(state, frame, log, msg("No unit is on the map"))
    targets = [frame.hex] if frame.hex in occupied else _closest(occupied, frame.hex)
    names = joined((msg("{hex}: {units}", hex=h.id,
                        units=joined(unit_label(state, u) for u in state.units_in(h)))
                    for h in targets), "; ")
    return state, _ask(frame, "air_support",
                       [*(Choice("air_strike", (h.id,)) for h in targets), Choice("decline")],
                       msg("Air Support from Random Hex {hex}: break all units in one of "
                           "{targets}, or decline", hex=frame.hex.id, targets=names))


def _air_support_choose(state: GameState, frame: UnitEventFrame, choice: Choice,
                        log: Log) -> GameState:
    state = pop(state)
    if choice.kind == "decline":
        log.add("air_support", by_side("The {side} decline the Air Support [E43]",
                                       "The {side} declines the Air Support [E43]",
                                       side=_title(frame.receiver)),
                ("E43",), side=frame.receiver)
        return state
    hex_ = Hex.parse(str(choice.args[0]))
    log.add("air_support", msg("Air Support strikes {hex}: every unit there breaks [E43]",
                               hex=hex_.id), ("E43",), side=frame.receiver, hex=hex_.id)
    # All of them break together: the game end is checked once they all have [6.3.1].
    units = sorted(state.units_in(hex_), key=lambda u: u.id)
    return push_breaks(state, (u.id for u in units), msg("Air Support at {hex}", hex=hex_.id),
                       ("E43", "3.2"))


# --- E44 Battle Harden -------------------------------------------------------------------------


def _battle_harden(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """The receiver puts a Veteran marker on one of his units without one [E44, E44.1]."""
    units = [u for u in state.units_on_map(frame.receiver) if not u.veteran]
    if not units:
        return _skip(state, frame, log, by_side("The {side} have no unit without a Veteran "
                                                "marker on the map",
                                                "The {side} has no unit without a Veteran "
                                                "marker on the map", side=_title(frame.receiver)))
    return state, _ask(frame, "battle_harden", _unit_ids(units),
                       msg("Battle Harden: put a Veteran marker (+1 FP, Range, Movement, Morale "
                           "[E44.1]) on one of your units"))


def _battle_harden_choose(state: GameState, frame: UnitEventFrame, choice: Choice,
                          log: Log) -> GameState:
    unit = _arg_unit(state, choice)
    log.add("veteran", msg("{unit} becomes Veteran: +1 FP, +1 Range, +1 Movement, +1 Morale "
                           "[E44, E44.1]", unit=unit_label(state, unit)), ("E44", "E44.1"),
            side=unit.side, unit=unit.id)
    return pop(state).with_unit(replace(unit, veteran=True))


# --- E50 Commissar -----------------------------------------------------------------------------


def russian_side(state: GameState) -> SideId | None:
    """The side playing Russia, if any (Commissar acts through him [E50])."""
    for side in SideId:
        if state.setting.nation(side).id == "russia":
            return side
    return None


def _commissar(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """The Russian player picks one of his broken units and rolls: above its Morale it is
    eliminated, otherwise it rallies [E50]. Whoever drew the card, he decides and rolls."""
    russian = russian_side(state)
    if russian is None:
        return _skip(state, frame, log, msg("No player is Russian"))
    if frame.stage == "start":
        broken = [u for u in state.units_on_map(russian) if u.broken]
        if not broken:
            return _skip(state, frame, log, msg("The Russian player has no broken unit"))
        return state, _ask(frame, "commissar", _unit_ids(broken),
                           msg("Commissar: pick one of your broken units; a roll above its "
                               "Morale eliminates it, otherwise it rallies"), side=russian)
    assert frame.unit is not None and frame.roll is not None
    state = pop(state)
    unit = state.unit(frame.unit)
    if unit.status != "map":
        log.add("commissar", msg("{unit} is no longer on the map [E50]", unit=unit.name),
                ("E50",), side=russian)
        return state, None
    if frame.roll.total > frame.morale:  # locked when the roll stood [1.9.1]
        return eliminate_unit(state, unit.id, log), None
    return rally_unit(state, unit.id, log,
                      msg("Commissar roll {roll} ({dice}) vs Morale {morale}: not greater "
                          "[E50]", roll=frame.roll.total, dice=frame.roll.text(),
                          morale=frame.morale), ("E50", "3.2.5")), None


def _lock_commissar(state: GameState, frame: UnitEventFrame, roll: RollResult,
                    log: Log) -> UnitEventFrame:
    """The Commissar roll stands: it is compared with the unit's Morale now, before a Time
    advance its last card may cause [E50, 6.1.2, 1.9.1]."""
    assert frame.unit is not None
    unit = state.unit(frame.unit)
    morale = current_morale(state, unit)
    fields: dict[str, str | int] = {"roll": roll.total, "dice": roll.text(),
                                    "morale": morale.explain(), "unit": unit_label(state, unit)}
    log.add("commissar",
            msg("Commissar roll {roll} ({dice}) vs Morale {morale}: greater, {unit} is "
                "eliminated [E50]", **fields) if roll.total > morale.total else
            msg("Commissar roll {roll} ({dice}) vs Morale {morale}: not greater, {unit} "
                "rallies [E50]", **fields), ("E50",), side=unit.side, unit=unit.id)
    return replace(frame, morale=morale.total)


def _lock_roll(state: GameState, frame: UnitEventFrame, roll: RollResult,
               log: Log) -> UnitEventFrame:
    """Lock the result of a roll made inside an Event [1.9.1]: a Commissar roll's comparison;
    a Support Table roll locks its column by its dice alone [E59, E68]."""
    if frame.event is Event.COMMISSAR:
        return _lock_commissar(state, frame, roll, log)
    return frame


def _commissar_choose(state: GameState, frame: UnitEventFrame, choice: Choice,
                      log: Log) -> GameState:
    unit = _arg_unit(state, choice)
    state = replace_frame(state, replace(frame, stage="roll", unit=unit.id))
    return start_roll(state, unit.side,
                      msg("the Commissar roll of {unit}", unit=unit_label(state, unit)),
                      triggers=False)


# --- E51 Cower ---------------------------------------------------------------------------------


def cower_squads(state: GameState, side: SideId) -> list[UnitState]:
    """The side's unsuppressed Squads outside every friendly Leader's Command radius [E51,
    3.3.1.1]; a Leader's radius is its current Command, counted from its hex."""
    radii = [(u.hex, command(state, u)) for u in state.units_on_map(side)
             if is_leader(state, u) and u.hex is not None]
    return [unit for unit in state.units_on_map(side)
            if not unit.suppressed and unit.hex is not None
            and unit_kind(state, unit) is UnitKind.SQUAD
            and not any(unit.hex.distance(hex_) <= radius for hex_, radius in radii)]


def _cower(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """Each unsuppressed friendly Squad outside every friendly Leader's Command radius is
    Suppressed [E51, 13.1]."""
    squads = cower_squads(state, frame.receiver)
    if not squads:
        return _skip(state, frame, log, msg("No unsuppressed {side:adjective} Squad is outside a "
                                            "friendly Leader's Command radius",
                                            side=_title(frame.receiver)))
    state = pop(state)
    for unit in squads:
        state = suppress_unit(state, unit.id, log, msg("Cower: outside every friendly Leader's "
                                                       "Command radius [E51]"), ("E51", "13.1"))
    return state, None


# --- E52 Deploy --------------------------------------------------------------------------------


def _deploy(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """The receiving player may swap one friendly Squad for two Teams of his OB's quality
    [E52.1, E52.2]."""
    squads = [u for u in state.units_on_map(frame.receiver)
              if unit_kind(state, u) is UnitKind.SQUAD]
    if not squads or team_type_for(state.setting, frame.receiver) is None:
        return _skip(state, frame, log, by_side("The {side} have no Squad to Deploy",
                                                "The {side} has no Squad to Deploy",
                                                side=_title(frame.receiver)))
    return state, _ask(frame, "deploy", [*_unit_ids(squads), Choice("decline")],
                       msg("Deploy: replace one of your Squads by two Teams, or decline"))


def _deploy_choose(state: GameState, frame: UnitEventFrame, choice: Choice,
                   log: Log) -> GameState:
    state = pop(state)
    if choice.kind == "decline":
        log.add("deploy", by_side("The {side} do not Deploy [E52]",
                                  "The {side} does not Deploy [E52]",
                                  side=_title(frame.receiver)),
                ("E52",), side=frame.receiver)
        return state
    return deploy_squad(state, str(choice.args[0]), log, ("E52.1", "E52.2"))


# --- E56 Field Promotion and E58 Hero -----------------------------------------------------------


def _role_type(state: GameState, side: SideId, role: str) -> str | None:
    for kind in state.setting.nation(side).units:
        if kind.role == role:
            return kind.id
    return None


def private_type(state: GameState, side: SideId) -> str | None:
    """The unit type of the nation's "Private" (Morale 6, Command 2) [E56]."""
    return _role_type(state, side, "private")


def hero_type(state: GameState, side: SideId) -> str | None:
    """The unit type of the nation's Hero [E58.1]."""
    return _role_type(state, side, "hero")


def _counter(state: GameState, side: SideId, type_id: str) -> UnitState | None:
    for unit in state.units:
        if unit.side is side and unit.type == type_id:
            return unit
    return None


def _field_promotion(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """If not on the map, the receiver may place his Private in a hex holding one of his
    broken units [E56]. There is one Private counter; "not already on the map" is read as
    written: it may come from the countermix, the Casualty Track or the Time track (see
    :func:`_private_back`)."""
    type_id = private_type(state, frame.receiver)
    if type_id is None:
        return _skip(state, frame, log, msg("The nation has no Private counter"))
    private = _counter(state, frame.receiver, type_id)
    if private is not None and private.status == "map":
        return _skip(state, frame, log, msg("The Private is on the map"))
    hexes = sorted({u.hex for u in state.units_on_map(frame.receiver)
                    if u.broken and u.hex is not None})
    if not hexes:
        return _skip(state, frame, log, by_side("The {side} have no broken unit",
                                                "The {side} has no broken unit",
                                                side=_title(frame.receiver)))
    return state, _ask(frame, "field_promotion",
                       [*(Choice("promote", (h.id,)) for h in hexes), Choice("decline")],
                       msg("Field Promotion: place your Private (Morale 6, Command 2) in a hex "
                           "with one of your broken units, or decline"))


def _private_back(state: GameState, private: UnitState, log: Log) -> GameState:
    """The Private leaves the Casualty Track (eliminated) or the Time track (exited) for the
    countermix, so Field Promotion can place it [E56].

    Off the Casualty Track it no longer counts towards Surrender, and the opponent keeps the
    VP of its elimination, as for Walking Wounded [E76]; off the Time track it will not come
    back as a reinforcement, and its side keeps its Exit VP [7.2.1].
    """
    side = state.side(private.side)
    if private.status == "eliminated":
        log.add("field_promotion", msg("Field Promotion: {unit} leaves the Casualty Track "
                                       "[E56]", unit=private.name), ("E56",),
                side=private.side, unit=private.id)
        state = state.with_side(replace(side, casualties=tuple(
            u for u in side.casualties if u != private.id)))
        state = _keep_elimination_vp(state, private, log)
    else:
        log.add("field_promotion", msg("Field Promotion: {unit} leaves Time space {time}, "
                                       "where it waited after exiting [E56, 7.2.1]",
                                       unit=private.name, time=private.time_space or 0),
                ("E56", "7.2.1"), side=private.side, unit=private.id)
    return state.with_unit(replace(private, status="pool", hex=None, time_space=None))


def _field_promotion_choose(state: GameState, frame: UnitEventFrame, choice: Choice,
                            log: Log) -> GameState:
    state = pop(state)
    if choice.kind == "decline":
        log.add("field_promotion", by_side("The {side} do not place the Private [E56]",
                                           "The {side} does not place the Private [E56]",
                                           side=_title(frame.receiver)), ("E56",),
                side=frame.receiver)
        return state
    hex_ = Hex.parse(str(choice.args[0]))
    type_id = private_type(state, frame.receiver)
    assert type_id is not None
    private = _counter(state, frame.receiver, type_id)
    if private is not None and private.status in ("eliminated", "reinforcement"):
        state = _private_back(state, private, log)
    state, unit_id = new_unit(state, frame.receiver, type_id, hex_)
    log.add("field_promotion", msg("Field Promotion: {unit} is placed in {hex} [E56]",
                                   unit=state.unit(unit_id).name, hex=hex_.id), ("E56",),
            side=frame.receiver, unit=unit_id, hex=hex_.id)
    return update_control(state, log)


def _hero(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """If his Hero is not on the map the receiver must place it in any friendly hex, then
    may Rally one broken unit there [E58, E58.1]. A friendly hex holds one of his units, or
    is an Objective he controls with no enemy unit in it (Glossary "Friendly"); a Blaze hex
    holds no unit [8.1.5]."""
    if frame.stage == "start":
        type_id = hero_type(state, frame.receiver)
        if type_id is None:
            return _skip(state, frame, log, msg("The nation has no Hero"))
        hero = _counter(state, frame.receiver, type_id)
        if hero is not None and hero.status == "map":
            return _skip(state, frame, log, msg("The Hero is already on the map"))
        hexes = [h for h in friendly_hexes(state, frame.receiver)
                 if not state.setting.terrain.is_impassable(h, state.markers)]
        if not hexes:
            return _skip(state, frame, log, by_side("The {side} have no friendly hex",
                                                    "The {side} has no friendly hex",
                                                    side=_title(frame.receiver)))
        return state, _ask(frame, "hero", [Choice("place_hero", (h.id,)) for h in hexes],
                           msg("Hero: place your Hero in a friendly hex"))
    assert frame.hex is not None
    broken = [u for u in state.units_in(frame.hex) if u.broken]
    if not broken:
        return pop(state), None
    return state, _ask(frame, "hero_rally", [*_unit_ids(broken), Choice("decline")],
                       msg("Hero: you may Rally one broken unit in {hex}", hex=frame.hex.id))


def _hero_choose(state: GameState, frame: UnitEventFrame, choice: Choice,
                 log: Log) -> GameState:
    if choice.kind == "place_hero":
        hex_ = Hex.parse(str(choice.args[0]))
        type_id = hero_type(state, frame.receiver)
        assert type_id is not None
        state, unit_id = new_unit(state, frame.receiver, type_id, hex_)
        log.add("hero", msg("Hero: {unit} is placed in {hex} [E58]",
                            unit=state.unit(unit_id).name, hex=hex_.id),
                ("E58", "E58.1"), side=frame.receiver, unit=unit_id, hex=hex_.id)
        state = update_control(state, log)
        return replace_frame(state, replace(frame, stage="rally", hex=hex_, unit=unit_id))
    state = pop(state)
    if choice.kind == "decline":
        log.add("hero", msg("The Hero rallies no unit [E58]"), ("E58",), side=frame.receiver)
        return state
    return rally_unit(state, str(choice.args[0]), log, msg("Rallied by the Hero [E58]"),
                      ("E58", "3.2.5"))


# --- E59 Infiltration and E68 Reinforcements -----------------------------------------------------


def _support_item(state: GameState, side: SideId, index: int) -> SupportItem:
    return state.setting.nation(side).support[index]


def _support(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """Roll on the Support Table and pick one free item of the roll's column available in
    the scenario year; Infiltration puts the unit in or adjacent to a Random Hex (no Radio)
    [E59], Reinforcements along the friendly edge, or a Radio in the empty Artillery Box
    [E68]. Stacking is kept and impassable hexes are avoided."""
    side, infiltration = frame.receiver, frame.event is Event.INFILTRATION
    if frame.stage == "start":
        state = replace_frame(state, replace(frame, stage="rolled"))
        return start_roll(state, side, msg("the Support Table roll"), triggers=False), None
    if frame.stage == "rolled":
        assert frame.roll is not None
        radios = not infiltration and state.radio_of(side) is None
        items = support_items(state, side, frame.roll.total, radios=radios)
        year = state.setting.scenario.year
        if not items:
            fields: dict[str, str | int] = {"side": _title(side), "roll": frame.roll.total,
                                            "year": year}
            return _skip(state, frame, log,
                         msg("No {side:adjective} Support Table item for roll {roll} in {year}",
                             **fields)
                         if radios or infiltration else
                         msg("No {side:adjective} Support Table item for roll {roll} in {year} "
                             "(the Artillery Box is taken)", **fields))
        table = state.setting.nation(side).support
        choices = [Choice("support", (table.index(item),)) for item in items]
        names = joined(item_label(state, side, item) for item in items)
        return state, _ask(frame, "support_item", choices,
                           msg("Support Table roll {roll} ({dice}), {year}: pick one item for "
                               "free: {items}", roll=frame.roll.total, dice=frame.roll.text(),
                               year=year, items=names))
    if frame.stage == "hex":
        return _reveal_hex(state, frame, log, "place")
    assert frame.item is not None
    type_id = support_unit_type(_support_item(state, side, frame.item))
    if infiltration:
        assert frame.hex is not None
        candidates = state.setting.terrain.grid.within(frame.hex, 1)
    else:
        candidates = state.setting.terrain.grid.edge_hexes(state.setting.friendly_edge(side))
    hexes = placement_hexes(state, side, type_id, candidates)
    if not hexes:
        return _skip(state, frame, log,
                     msg("No hex in or adjacent to {hex} can take the unit (impassable or "
                         "stacking limit [8.2])", hex=str(frame.hex)) if infiltration else
                     msg("No hex along your friendly edge can take the unit (impassable or "
                         "stacking limit [8.2])"))
    label = item_label(state, side, _support_item(state, side, frame.item))
    return state, _ask(frame, "support_place", [Choice("place", (h.id,)) for h in hexes],
                       msg("Place the {item} in or adjacent to {hex}", item=label,
                           hex=str(frame.hex)) if infiltration else
                       msg("Place the {item} along your friendly edge", item=label),
                       facts=(("unit_type", type_id),))


def _support_choose(state: GameState, frame: UnitEventFrame, choice: Choice,
                    log: Log) -> GameState:
    side, rules = frame.receiver, (_rule(frame),)
    if choice.kind == "support":
        index = int(choice.args[0])
        item = _support_item(state, side, index)
        log.add("support", by_side("The {side} pick {item} from the Support Table [{rule}]",
                                   "The {side} picks {item} from the Support Table [{rule}]",
                                   side=_title(side), item=item_label(state, side, item),
                                   rule=_rule(frame)), rules, side=side)
        if item.kind == "radio":
            return place_support_radio(pop(state), side, item, log, rules)
        stage = "hex" if frame.event is Event.INFILTRATION else "place"
        return replace_frame(state, replace(frame, stage=stage, item=index))
    assert frame.item is not None
    hex_ = Hex.parse(str(choice.args[0]))
    state, _ = place_support_unit(pop(state), side, _support_item(state, side, frame.item),
                                  hex_, log, rules)
    return _melee_if_mixed(state, hex_, side)


# --- E60 Interdiction, E62 KIA, E64 Medic!, E66 Prisoners of War ---------------------------------


def _interdiction(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """The receiver must Suppress one unsuppressed unit, of either side and either state, in
    a hex with Cover less than 1 [E60, 13.1]."""
    terrain = state.setting.terrain
    units = [u for u in state.units_on_map() if not u.suppressed and u.hex is not None
             and terrain.cover(u.hex, state.markers).value < 1]
    if not units:
        return _skip(state, frame, log,
                     msg("No unsuppressed unit is in a hex with Cover below 1"))
    return state, _ask(frame, "interdiction", _unit_ids(units),
                       msg("Interdiction: Suppress one unit (either side) in a hex with Cover "
                           "below 1"))


def _interdiction_choose(state: GameState, frame: UnitEventFrame, choice: Choice,
                         log: Log) -> GameState:
    return suppress_unit(pop(state), str(choice.args[0]), log, msg("Interdiction [E60]"),
                         ("E60", "13.1"))


def _broken_anywhere(state: GameState) -> list[UnitState]:
    return [u for u in state.units_on_map() if u.broken]


def _kia(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """The receiver must eliminate one broken unit of either side [E62]."""
    units = _broken_anywhere(state)
    if not units:
        return _skip(state, frame, log, msg("No broken unit is on the map"))
    return state, _ask(frame, "kia", _unit_ids(units),
                       msg("KIA: eliminate one broken unit (either side)"))


def _eliminate_choose(state: GameState, frame: UnitEventFrame, choice: Choice,
                      log: Log) -> GameState:
    unit = _arg_unit(state, choice)
    log.add("eliminated", msg("{unit} is eliminated ({rule} {event}) [{rule}]",
                              unit=unit_label(state, unit), rule=_rule(frame),
                              event=frame.event.value.replace("_", " ").title()),
            (_rule(frame),), side=unit.side, unit=unit.id)
    return eliminate_unit(pop(state), unit.id, log)


def _medic(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """The receiver must Rally one broken unit of either side [E64, 3.2.5]."""
    units = _broken_anywhere(state)
    if not units:
        return _skip(state, frame, log, msg("No broken unit is on the map"))
    return state, _ask(frame, "medic", _unit_ids(units),
                       msg("Medic!: Rally one broken unit (either side)"))


def _medic_choose(state: GameState, frame: UnitEventFrame, choice: Choice,
                  log: Log) -> GameState:
    return rally_unit(pop(state), str(choice.args[0]), log, msg("Medic! [E64]"),
                      ("E64", "3.2.5"))


def _prisoners(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """The receiver must eliminate one of his own broken units that is adjacent to, or in
    the same hex as, an enemy unit [E66]."""
    enemies = [u.hex for u in state.units_on_map(frame.receiver.other) if u.hex is not None]
    units = [u for u in state.units_on_map(frame.receiver) if u.broken and u.hex is not None
             and any(u.hex.distance(h) <= 1 for h in enemies)]
    if not units:
        return _skip(state, frame, log, msg("No broken {side:adjective} unit is in or adjacent to "
                                            "an enemy unit's hex", side=_title(frame.receiver)))
    return state, _ask(frame, "prisoners", _unit_ids(units),
                       msg("Prisoners of War: eliminate one of your broken units in or adjacent "
                           "to an enemy unit's hex"))


# --- E63 Malfunction and E72 Shell Shock ---------------------------------------------------------


def _weapons_on_map(state: GameState) -> list[tuple[WeaponState, Hex]]:
    found = []
    for unit in state.units_on_map():
        if unit.weapon is not None and unit.hex is not None:
            weapon = state.weapon(unit.weapon)
            if not weapon.broken:
                found.append((weapon, unit.hex))
    return found


def _malfunction(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """The unbroken Weapon (either side) closest to the Random Hex breaks; the drawer
    breaks ties [E63, 11.4]."""
    if frame.hex is None:
        return _reveal_hex(state, frame, log, "closest")
    weapons = _weapons_on_map(state)
    nearest = set(_closest((h for _, h in weapons), frame.hex))
    tied = sorted(w.id for w, h in weapons if h in nearest)
    if not tied:
        return _skip(state, frame, log, msg("No unbroken Weapon is on the map"))
    if len(tied) == 1:
        return _malfunction_choose(state, frame, Choice("weapon", (tied[0],)), log), None
    labels = joined(layout("{weapon} ({id})", weapon=weapon_type_of(state, state.weapon(w)).name,
                           id=w) for w in tied)
    return state, _ask(frame, "malfunction", [Choice("weapon", (w,)) for w in tied],
                       msg("Malfunction at {hex}: the closest unbroken Weapons are tied "
                           "({weapons}); pick the one that breaks", hex=frame.hex.id,
                           weapons=labels))


def _malfunction_choose(state: GameState, frame: UnitEventFrame, choice: Choice,
                        log: Log) -> GameState:
    return break_weapon(pop(state), str(choice.args[0]), log,
                        msg("Malfunction: the closest unbroken Weapon to {hex} [E63]",
                            hex=str(frame.hex)),
                        ("E63",))


def _shell_shock(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """The unit (either side) closest to the Random Hex breaks; the drawer breaks ties
    [E72, 3.2]."""
    if frame.hex is None:
        return _reveal_hex(state, frame, log, "closest")
    units = state.units_on_map()
    nearest = set(_closest((u.hex for u in units if u.hex is not None), frame.hex))
    tied = [u for u in units if u.hex in nearest]
    if not tied:
        return _skip(state, frame, log, msg("No unit is on the map"))
    if len(tied) == 1:
        return _shell_shock_choose(state, frame, Choice("unit", (tied[0].id,)), log), None
    return state, _ask(frame, "shell_shock", _unit_ids(tied),
                       msg("Shell Shock at {hex}: the closest units are tied; pick the one "
                           "that breaks", hex=frame.hex.id))


def _shell_shock_choose(state: GameState, frame: UnitEventFrame, choice: Choice,
                        log: Log) -> GameState:
    return push_break(pop(state), str(choice.args[0]),
                      msg("Shell Shock: the closest unit to {hex}", hex=str(frame.hex)),
                      ("E72", "3.2"))


# --- E71 Scrounge ------------------------------------------------------------------------------


def _scrounge(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """The receiver may return one eliminated Weapon (either side) to play, carried by one
    of his units that has none [E71, 11.2]."""
    weapons = sorted(w.id for w in state.weapons if w.status == "eliminated")
    units = sorted(u.id for u in state.units_on_map(frame.receiver) if u.weapon is None)
    if not weapons or not units:
        return _skip(state, frame, log, msg("No eliminated Weapon, or no friendly unit without "
                                            "a Weapon"))
    choices = [Choice("scrounge", (w, u)) for w in weapons for u in units]
    return state, _ask(frame, "scrounge", [*choices, Choice("decline")],
                       msg("Scrounge: give one eliminated Weapon to one of your units without "
                           "a Weapon, or decline"))


def _scrounge_choose(state: GameState, frame: UnitEventFrame, choice: Choice,
                     log: Log) -> GameState:
    state = pop(state)
    if choice.kind == "decline":
        log.add("scrounge", by_side("The {side} scrounge nothing [E71]",
                                    "The {side} scrounges nothing [E71]",
                                    side=_title(frame.receiver)),
                ("E71",), side=frame.receiver)
        return state
    weapon = state.weapon(str(choice.args[0]))
    unit = state.unit(str(choice.args[1]))
    log.add("scrounge", msg("{unit} scrounges the {weapon} from the Casualty Track [E71]",
                            unit=unit_label(state, unit),
                            weapon=weapon_type_of(state, weapon).name), ("E71",),
            side=unit.side, unit=unit.id, weapon=weapon.id)
    state = state.with_weapon(replace(weapon, status="carried", broken=False))
    return state.with_unit(replace(unit, weapon=weapon.id))


# --- E75 Suppressing Fire ----------------------------------------------------------------------


def _mg_pieces(state: GameState, side: SideId) -> list[Piece]:
    """The side's unbroken MGs carried by unbroken, unsuppressed units [E75]."""
    pieces = []
    for unit in state.units_on_map(side):
        if unit.weapon is None or unit.broken or unit.suppressed or unit.hex is None:
            continue
        weapon = state.weapon(unit.weapon)
        if not weapon.broken and weapon_type_of(state, weapon).kind is WeaponKind.MG:
            pieces.append(Piece(unit, weapon))
    return pieces


def _suppressing_fire(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """The receiver may Suppress one enemy unit without the marker that is within the
    current Range and LOS of one of his unbroken MGs held by an unbroken, unsuppressed unit
    [E75, 13.1]."""
    pieces = _mg_pieces(state, frame.receiver)
    targets = [u for u in state.units_on_map(frame.receiver.other)
               if not u.suppressed and u.hex is not None
               and any(reach(state, piece, u.hex) is not None for piece in pieces)]
    if not targets:
        return _skip(state, frame, log, msg("No unsuppressed enemy unit is in Range and LOS "
                                            "of a working {side:adjective} MG",
                                            side=_title(frame.receiver)))
    return state, _ask(frame, "suppressing_fire", [*_unit_ids(targets), Choice("decline")],
                       msg("Suppressing Fire: Suppress one enemy unit in Range and LOS of one "
                           "of your MGs, or decline"))


def _suppressing_fire_choose(state: GameState, frame: UnitEventFrame, choice: Choice,
                             log: Log) -> GameState:
    state = pop(state)
    if choice.kind == "decline":
        log.add("suppressing_fire", by_side("The {side} suppress nobody [E75]",
                                            "The {side} suppresses nobody [E75]",
                                            side=_title(frame.receiver)), ("E75",),
                side=frame.receiver)
        return state
    return suppress_unit(state, str(choice.args[0]), log, msg("Suppressing Fire [E75]"),
                         ("E75", "13.1"))


# --- E76 Walking Wounded -----------------------------------------------------------------------


def returned_vp(state: GameState, unit: UnitState) -> int:
    """The Elimination VP the opponent banked for a unit now leaving the Casualty Track
    (doubled while the chit for eliminations is open [7.1, 7.3.2])."""
    vp = elimination_vp(state, unit)
    if any(chit(state, letter).special == "elimination_vp_doubled"
           for letter in state.open_chits):
        vp *= 2
    return vp


def _walking_wounded(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    """The receiver must pick one eliminated unit of either side on the Casualty Track, then
    a Random Hex, and place it broken in or adjacent to that hex, keeping stacking and out
    of impassable hexes [E76, G8 example A]."""
    if frame.stage == "start":
        casualties = [state.unit(u) for side in SideId for u in state.side(side).casualties]
        if not casualties:
            return _skip(state, frame, log, msg("The Casualty Track holds no unit"))
        return state, _ask(frame, "walking_wounded", _unit_ids(casualties),
                           msg("Walking Wounded: pick one eliminated unit (either side) to "
                               "return to play, broken"))
    if frame.stage == "hex":
        return _reveal_hex(state, frame, log, "place")
    assert frame.unit is not None and frame.hex is not None
    unit = state.unit(frame.unit)
    hexes = placement_hexes(state, unit.side, unit.type,
                            state.setting.terrain.grid.within(frame.hex, 1))
    if not hexes:
        return _skip(state, frame, log, msg("No hex in or adjacent to {hex} can take {unit} "
                                            "(impassable or stacking limit [8.2])",
                                            hex=frame.hex.id, unit=unit.name))
    return state, _ask(frame, "walking_wounded_place", [Choice("place", (h.id,)) for h in hexes],
                       msg("Walking Wounded: place {unit} broken in or adjacent to {hex}",
                           unit=unit.name, hex=frame.hex.id), facts=(("unit", unit.id),))


def _walking_wounded_choose(state: GameState, frame: UnitEventFrame, choice: Choice,
                            log: Log) -> GameState:
    if choice.kind == "unit":
        return replace_frame(state, replace(frame, stage="hex", unit=str(choice.args[0])))
    assert frame.unit is not None
    state = pop(state)
    unit = state.unit(frame.unit)
    hex_ = Hex.parse(str(choice.args[0]))
    owner = state.side(unit.side)
    state = state.with_side(replace(owner, casualties=tuple(u for u in owner.casualties
                                                           if u != unit.id)))
    state = state.with_unit(replace(unit, status="map", hex=hex_, broken=True,
                                    suppressed=False, veteran=False, weapon=None))
    log.add("walking_wounded", msg("Walking Wounded: {unit} leaves the Casualty Track and "
                                   "returns broken at {hex} [E76]", unit=unit.name,
                                   hex=hex_.id), ("E76",), side=unit.side, unit=unit.id,
            hex=hex_.id)
    state = _keep_elimination_vp(state, unit, log)
    return _melee_if_mixed(update_control(state, log), hex_, unit.side)


def _keep_elimination_vp(state: GameState, unit: UnitState, log: Log) -> GameState:
    """The opponent keeps the VP banked for the elimination [7.1]; they move in the tally
    from "elimination" (which matches the Casualty Track) to "returned"."""
    vp = returned_vp(state, unit)
    if not vp:
        return state
    gainer = unit.side.other.value
    tally = dict(state.vp_sources)
    tally[f"elimination:{gainer}"] = tally.get(f"elimination:{gainer}", 0) - vp
    tally[f"returned:{gainer}"] = tally.get(f"returned:{gainer}", 0) + vp
    log.add("vp_kept", by_side("The {side} keep the {vp} VP of {unit}'s elimination [7.1, E76]",
                               "The {side} keeps the {vp} VP of {unit}'s elimination [7.1, E76]",
                               side=_title(unit.side.other), vp=vp, unit=unit.name),
            ("7.1", "E76"), side=unit.side.other)
    return replace(state, vp_sources=tuple(sorted((k, v) for k, v in tally.items() if v)))


# --- the frame and the registry ------------------------------------------------------------------


def _run(state: GameState, frame: UnitEventFrame, log: Log) -> Step:
    return _STEPS[frame.event].run(state, frame, log)


def _choose(state: GameState, frame: UnitEventFrame, choice: Choice, log: Log) -> GameState:
    return _STEPS[frame.event].choose(state, frame, choice, log)


_event(Event.AIR_SUPPORT, _air_support, _air_support_choose)
_event(Event.BATTLE_HARDEN, _battle_harden, _battle_harden_choose)
_event(Event.COMMISSAR, _commissar, _commissar_choose)
_event(Event.COWER, _cower, _no_choice)
_event(Event.DEPLOY, _deploy, _deploy_choose)
_event(Event.FIELD_PROMOTION, _field_promotion, _field_promotion_choose)
_event(Event.HERO, _hero, _hero_choose)
_event(Event.INFILTRATION, _support, _support_choose)
_event(Event.INTERDICTION, _interdiction, _interdiction_choose)
_event(Event.KIA, _kia, _eliminate_choose)
_event(Event.MALFUNCTION, _malfunction, _malfunction_choose)
_event(Event.MEDIC, _medic, _medic_choose)
_event(Event.PRISONERS_OF_WAR, _prisoners, _eliminate_choose)
_event(Event.REINFORCEMENTS, _support, _support_choose)
_event(Event.SCROUNGE, _scrounge, _scrounge_choose)
_event(Event.SHELL_SHOCK, _shell_shock, _shell_shock_choose)
_event(Event.SUPPRESSING_FIRE, _suppressing_fire, _suppressing_fire_choose)
_event(Event.WALKING_WOUNDED, _walking_wounded, _walking_wounded_choose)
register("units_event", _run, _choose)
register_lock("units_event", _lock_roll)
