"""Recover, Rout and Retreat: Rally Rolls, Rout Rolls and Retreats to the friendly edge [O22, O23].

Both Orders activate a *player*, never units [O22.1, O23.1], and a player is activated for
them at most once per Turn (``GameState.players_activated``). Only units broken when the Order
was announced get a roll, and each of them does, even one rallied since, while it is on the map
[O22.2, O23.2], in the order the roller picks. Each roll is compared
with the unit's current Morale (printed, Command, markers and Cover [3.1.4]) as it is when the
roll is made: a roll locks its result before its trigger is resolved [1.9.1], so a unit that an
Event rallies during its own Rout Roll still Retreats (worked example X3).

A Retreat is steered hex by hex by the unit's owner, whoever gave the Order [O23.3]: each hex
entered must have fewer intervening hexes to his friendly edge than the hex left. No MP are
counted [O23.3.1], Wire does not stop it [O23.3.3], no Op Fire is allowed [O23.3.2], Mines
attack on leaving and on entering [O23.3.4]. A unit that cannot Retreat further is eliminated
[O23.3.5]: off its edge (its Weapon goes unbroken to the Casualty Track [7.2.2]), or surrendering
to enemies, or into impassable terrain or across a Cliff when no other hex is open.
"""

from __future__ import annotations

from collections.abc import Container
from dataclasses import replace

from cc_engine.content.vocabulary import Order, SideId, display_name
from cc_engine.flow import Log, pop, push, register, replace_frame
from cc_engine.frames import AttackFrame, RecoverFrame, RetreatFrame, RollResult, RoutFrame
from cc_engine.hexgrid import Hex
from cc_engine.messages import by_side, counted, joined, msg
from cc_engine.rules.cards import register_lock, start_roll
from cc_engine.rules.fire import push_attack
from cc_engine.rules.replacement import became, locked_targets
from cc_engine.rules.terrain import TerrainState
from cc_engine.rules.turn import register_order
from cc_engine.rules.units import current_morale, rally_unit, suppress_unit, unit_label
from cc_engine.rules.victory import eliminate_unit, update_control
from cc_engine.state import Choice, Decision, GameState, Setting, UnitState

__all__ = [
    "can_recover",
    "can_rout",
    "retreat_blocks",
    "retreat_blocks_from",
    "retreat_hexes",
    "rout_targets",
    "start_recover",
    "start_retreat",
    "start_rout",
]


def _title(side: SideId) -> str:
    return side.value.title()


def _broken_units(state: GameState, side: SideId) -> tuple[str, ...]:
    return tuple(u.id for u in state.units_on_map(side) if u.broken)


def _still_on_map(state: GameState, unit_ids: tuple[str, ...]) -> tuple[str, ...]:
    """Units of a roll list that are still on the map when their turn comes: every unit
    broken when the Order was announced rolls, even one rallied since [O22.2, O23.2]."""
    on_map = {u.id for u in state.units_on_map()}
    return tuple(u for u in unit_ids if u in on_map)


# --- Recover [O22] ------------------------------------------------------------------------------


def can_recover(state: GameState, side: SideId) -> bool:
    """A Recover Order needs a broken or Suppressed unit in play and a player not yet
    activated for Recover or Rout this Turn [O22.1]."""
    return side not in state.players_activated and any(
        u.broken or u.suppressed for u in state.units_on_map(side))


def start_recover(state: GameState, side: SideId, log: Log) -> GameState:
    """Activate the player, remove all his Suppressed markers, list his broken units [O22.2]."""
    todo = _broken_units(state, side)
    state = replace(state, players_activated=state.players_activated | {side})
    cleared = [u for u in state.units_on_map(side) if u.suppressed]
    for unit in cleared:
        state = state.with_unit(replace(unit, suppressed=False))
    names = joined(unit_label(state, state.unit(u)) for u in todo) or msg("none")
    log.add("recover", by_side("The {side} are activated for a Recover Order [O22.1]: "
                               "Suppressed markers removed: {count}; Rally Rolls for: {units} "
                               "[O22.2]",
                               "The {side} is activated for a Recover Order [O22.1]: "
                               "Suppressed markers removed: {count}; Rally Rolls for: {units} "
                               "[O22.2]",
                               side=_title(side), count=len(cleared), units=names),
            ("O22.1", "O22.2"), side=side, suppressed_removed=len(cleared))
    return push(state, RecoverFrame(side, todo=todo))


def _run_recover(state: GameState, frame: RecoverFrame, log: Log) -> tuple[GameState,
                                                                             Decision | None]:
    if frame.current is not None:
        assert frame.roll is not None, "a Recover frame resumed without its Rally Roll"
        state = replace_frame(state, replace(frame, current=None, roll=None))
        return _rally_result(state, frame, log), None
    todo = _still_on_map(state, frame.todo)
    if not todo:
        log.add("recover_end", msg("Recover Order ends ({side})", side=_title(frame.side)),
                ("O22",), side=frame.side)
        return pop(state), None
    if len(todo) == 1:
        return _roll_for_rally(state, replace(frame, todo=todo), todo[0]), None
    return state, Decision(
        frame.side, "rally_order", tuple(Choice("rally", (u,)) for u in todo),
        msg("Recover: pick the next broken unit to make its Rally Roll [O22.2]"),
        (("order", "recover"),))


def _choose_recover(state: GameState, frame: RecoverFrame, choice: Choice,
                    log: Log) -> GameState:
    return _roll_for_rally(state, frame, str(choice.args[0]))


def _roll_for_rally(state: GameState, frame: RecoverFrame, unit_id: str) -> GameState:
    return _roll_against_morale(state, frame, unit_id, frame.side, rally=True)


def _lock_rally(state: GameState, frame: RecoverFrame, roll: RollResult,
                log: Log) -> RecoverFrame:
    """The Rally Roll stands: it is compared with the unit's current Morale now, before its
    trigger, and the result is locked [O22.3, 1.9.1]."""
    assert frame.current is not None
    unit = state.unit(frame.current)
    morale = current_morale(state, unit)
    compared: dict[str, str | int] = {"roll": roll.total, "dice": roll.text(),
                                      "morale": morale.explain()}
    if roll.total < morale.total and not unit.broken:
        text = msg("Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: less: {unit} would "
                   "rally, but it already has", **compared, unit=unit.name)
        rules: tuple[str, ...] = ("O22.3", "1.9.1")
    elif roll.total < morale.total:
        text = msg("Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: less: {unit} "
                   "rallies", **compared, unit=unit_label(state, unit))
        rules = ("O22.3", "3.2.5")
    elif roll.total == morale.total:
        text = msg("Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: equal: Suppressed, "
                   "it stays broken", **compared)
        rules = ("O22.3", "13.1")
    else:
        text = msg("Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: greater: no effect, "
                   "{unit} stays broken", **compared, unit=unit_label(state, unit))
        rules = ("O22.3",)
    log.add("rally", text, rules, side=unit.side, unit=unit.id)
    return replace(frame, morale=morale.total, morale_text=morale.explain())


def _rally_result(state: GameState, frame: RecoverFrame, log: Log) -> GameState:
    """Roll < Morale: rally; = Morale: Suppressed, still broken; > Morale: nothing [O22.3].

    The result was locked when the roll stood; it is carried out now on the unit as it is,
    or on the units it became [1.9.1, E52.2]."""
    assert frame.current is not None and frame.roll is not None
    roll = frame.roll.total
    if roll > frame.morale:
        return state
    compared: dict[str, str | int] = {"roll": roll, "dice": frame.roll.text(),
                                      "morale": frame.morale_text}
    for unit_id in locked_targets(state, frame.current, log):
        unit = state.unit(unit_id)
        if roll == frame.morale:
            state = suppress_unit(state, unit.id, log, msg("Rally Roll equal to its Morale"),
                                  ("O22.3", "13.1"))
        else:  # a unit rallied meanwhile stays as it is (rally_unit does nothing)
            state = rally_unit(state, unit.id, log,
                               msg("Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: less "
                                   "than its Morale", **compared), ("O22.3", "3.2.5"))
    return state


# --- Rout [O23.1, O23.2] -------------------------------------------------------------------------


def rout_targets(state: GameState, side: SideId) -> tuple[SideId, ...]:
    """The players a Rout Order by ``side`` may activate: he or his opponent, having a broken
    unit in play and not yet activated for Recover or Rout this Turn [O23.1]."""
    return tuple(p for p in (side, side.other)
                 if p not in state.players_activated and _broken_units(state, p))


def can_rout(state: GameState, side: SideId) -> bool:
    """True when some player may be activated by a Rout Order [O23.1]."""
    return bool(rout_targets(state, side))


def start_rout(state: GameState, side: SideId, log: Log) -> GameState:
    """Push the Rout Order; the announcer picks the player to activate when there is a choice."""
    targets = rout_targets(state, side)
    frame = RoutFrame(side)
    if len(targets) == 1:
        return _activate_for_rout(push(state, frame), frame, targets[0], log)
    return push(state, frame)


def _activate_for_rout(state: GameState, frame: RoutFrame, target: SideId,
                       log: Log) -> GameState:
    todo = _broken_units(state, target)
    names = joined(unit_label(state, state.unit(u)) for u in todo)
    log.add("rout", by_side("The {side} activate the {target} for a Rout Order [O23.1]; the {side} "
                            "make the Rout Rolls for: {units} [O23.2]",
                            "The {side} activates the {target} for a Rout Order [O23.1]; the "
                            "{side} makes the Rout Rolls for: {units} [O23.2]",
                            side=_title(frame.announcer),
                            target=_title(target), units=names),
            ("O23.1", "O23.2"), side=frame.announcer, target=target.value)
    state = replace(state, players_activated=state.players_activated | {target})
    return replace_frame(state, replace(frame, target=target, todo=todo))


def _run_rout(state: GameState, frame: RoutFrame, log: Log) -> tuple[GameState,
                                                                       Decision | None]:
    if frame.target is None:
        return state, Decision(
            frame.announcer, "rout_target",
            tuple(Choice("rout_player", (p.value,)) for p in rout_targets(state,
                                                                          frame.announcer)),
            msg("Rout: activate yourself or your opponent (a player with broken units) "
                "[O23.1]"),
            (("order", "rout"),))
    if frame.current is not None:
        assert frame.roll is not None, "a Rout frame resumed without its Rout Roll"
        state = replace_frame(state, replace(frame, current=None, roll=None))
        return _rout_result(state, frame, log), None
    todo = _still_on_map(state, frame.todo)
    if not todo:
        log.add("rout_end", msg("The Rout Order ends"), ("O23",), side=frame.announcer)
        return pop(state), None
    if len(todo) == 1:
        return _roll_for_rout(state, replace(frame, todo=todo), todo[0]), None
    return state, Decision(
        frame.announcer, "rout_order", tuple(Choice("rout", (u,)) for u in todo),
        msg("Rout: pick the next broken unit to make a Rout Roll for [O23.2]"),
        (("order", "rout"), ("target", frame.target.value)))


def _choose_rout(state: GameState, frame: RoutFrame, choice: Choice, log: Log) -> GameState:
    if choice.kind == "rout_player":
        return _activate_for_rout(state, frame, SideId(str(choice.args[0])), log)
    return _roll_for_rout(state, frame, str(choice.args[0]))


def _roll_for_rout(state: GameState, frame: RoutFrame, unit_id: str) -> GameState:
    return _roll_against_morale(state, frame, unit_id, frame.announcer, rally=False)


def _roll_against_morale(state: GameState, frame: RecoverFrame | RoutFrame, unit_id: str,
                         roller: SideId, *, rally: bool) -> GameState:
    """Take ``unit_id`` off the frame's list and roll for it; its Morale is read when the
    roll stands (:func:`_lock_rally`, :func:`_lock_rout`)."""
    unit = state.unit(unit_id)
    frame = replace(frame, todo=tuple(u for u in frame.todo if u != unit_id), current=unit_id)
    state = replace_frame(state, frame)
    label = unit_label(state, unit)
    return start_roll(state, roller, msg("the Rally Roll of {unit}", unit=label) if rally
                      else msg("the Rout Roll of {unit}", unit=label))


def _lock_rout(state: GameState, frame: RoutFrame, roll: RollResult, log: Log) -> RoutFrame:
    """The Rout Roll stands: it is compared with the unit's current Morale now, before its
    trigger, and the result is locked [O23.2, 1.9.1]: < nothing, = Suppressed, > Retreat by
    the difference."""
    assert frame.current is not None
    unit = state.unit(frame.current)
    morale = current_morale(state, unit)
    compared: dict[str, str | int] = {"roll": roll.total, "dice": roll.text(),
                                      "morale": morale.explain()}
    if roll.total < morale.total:
        log.add("rout", msg("Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: less: no "
                            "effect on {unit}", **compared, unit=unit_label(state, unit)),
                ("O23.2",), side=unit.side, unit=unit.id)
    elif roll.total == morale.total:
        log.add("rout",
                msg("Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: equal: Suppressed if "
                    "not already (already Suppressed: no effect)", **compared)
                if unit.suppressed else
                msg("Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: equal: Suppressed if "
                    "not already", **compared), ("O23.2", "13.1"), side=unit.side, unit=unit.id)
    else:
        hexes = roll.total - morale.total
        log.add("rout", counted(hexes, "Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: "
                                "greater by {roll} - {morale_total} = {count}: {unit} must "
                                "Retreat {count} hex [O23.3]",
                                "Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: "
                                "greater by {roll} - {morale_total} = {count}: {unit} must "
                                "Retreat {count} hexes [O23.3]", **compared,
                                morale_total=morale.total, count=hexes,
                                unit=unit_label(state, unit)),
                ("O23.2", "O23.3"), side=unit.side, unit=unit.id, hexes=hexes)
    return replace(frame, morale=morale.total, morale_text=morale.explain())


def _rout_result(state: GameState, frame: RoutFrame, log: Log) -> GameState:
    """Carry out the locked Rout Roll: Suppressed, or a Retreat by the difference [O23.2];
    the result was fixed by the roll, so it stands even if a trigger rallied the unit
    meanwhile (worked example X3), and applies to both Teams of a Deployed Squad [1.9.1,
    E52.2]."""
    assert frame.current is not None and frame.roll is not None
    roll = frame.roll.total
    if roll < frame.morale:
        return state
    units = locked_targets(state, frame.current, log)
    if roll == frame.morale:
        for unit_id in units:
            state = suppress_unit(state, unit_id, log, msg("Rout Roll equal to its Morale"),
                                  ("O23.2", "13.1"))
        return state
    for unit_id in reversed(units):  # the first unit Retreats first
        state = start_retreat(state, unit_id, roll - frame.morale)
    return state


# --- Retreat [O23.3] -----------------------------------------------------------------------------


def start_retreat(state: GameState, unit_id: str, hexes: int) -> GameState:
    """Make a unit Retreat ``hexes`` hexes; its owner steers it, each step is logged [O23.3]."""
    return push(state, RetreatFrame(unit_id, hexes))


def _edge_distance(state: GameState, unit: UnitState, hex_: Hex) -> int:
    terrain = state.setting.terrain
    return terrain.grid.hexes_from_edge(hex_, state.setting.friendly_edge(unit.side))


def retreat_blocks(state: GameState, unit_id: str) -> dict[Hex, str]:
    """Each adjacent hex closer to the unit's friendly edge, with why it cannot be entered
    ("" when it can) [O23.3, O23.3.5]."""
    unit = state.unit(unit_id)
    assert unit.hex is not None
    enemies = {u.hex for u in state.units
               if u.side is unit.side.other and u.status == "map" and u.hex is not None}
    return retreat_blocks_from(state.setting, state.markers, unit.side, unit.hex, enemies)


def retreat_blocks_from(setting: Setting, markers: TerrainState, side: SideId, start: Hex,
                        enemy_hexes: Container[Hex]) -> dict[Hex, str]:
    """:func:`retreat_blocks` for a unit of ``side`` in ``start``, from public facts only (a
    computer player reads them from its view) [O23.3, O23.3.5]."""
    terrain = setting.terrain
    edge = setting.friendly_edge(side)
    here = terrain.grid.hexes_from_edge(start, edge)
    blocks: dict[Hex, str] = {}
    for hex_ in terrain.grid.neighbours(start):
        if terrain.grid.hexes_from_edge(hex_, edge) >= here:
            continue
        hexside = terrain.hexside(start, hex_)
        if hex_ in enemy_hexes:
            blocks[hex_] = msg("{hex} is enemy-occupied (it would surrender)", hex=hex_.id)
        elif terrain.is_impassable(hex_, markers):
            what = ("Blaze" if hex_ in markers.blaze
                    else display_name(terrain.terrain(hex_)))
            blocks[hex_] = msg("{hex} is impassable ({terrain})", hex=hex_.id, terrain=what)
        elif hexside is not None and terrain.hexside_entry(hexside).extra_move_cost is None:
            blocks[hex_] = msg("the hexside into {hex} is a {hexside}", hex=hex_.id,
                               hexside=display_name(hexside))
        else:
            blocks[hex_] = ""
    return blocks


def retreat_hexes(state: GameState, unit_id: str) -> tuple[Hex, ...]:
    """The hexes a retreating unit may enter next: closer to its friendly edge (fewer
    intervening hexes), not enemy-occupied, passable, not across a Cliff [O23.3, O23.3.5]."""
    return tuple(sorted(h for h, why in retreat_blocks(state, unit_id).items() if not why))


def _run_retreat(state: GameState, frame: RetreatFrame, log: Log) -> tuple[GameState,
                                                                             Decision | None]:
    units = became(state, frame.unit)
    if units != (frame.unit,):
        # A Deployed Squad: both Teams, the same unit, carry out its Retreat [E52.2].
        state = pop(state)
        for unit_id in reversed(units):
            state = push(state, replace(frame, unit=unit_id))
        return state, None
    unit = state.unit(frame.unit)
    if unit.status != "map":
        return pop(state), None
    if frame.to is not None:
        return _enter(state, frame, unit, frame.to, log), None
    if frame.hexes <= 0:
        return pop(state), None
    assert unit.hex is not None
    if _edge_distance(state, unit, unit.hex) == 0:
        log.add("eliminated", msg("{unit} must Retreat off its friendly edge and is eliminated; "
                                  "its Weapon goes unbroken to the Casualty Track",
                                  unit=unit_label(state, unit)),
                ("O23.3", "O23.3.5", "7.2.2"), side=unit.side, unit=unit.id)
        return pop(eliminate_unit(state, unit.id, log, weapon_unbroken=True)), None
    hexes = retreat_hexes(state, unit.id)
    if not hexes:
        reasons = joined(retreat_blocks(state, unit.id).values(), "; ")
        log.add("eliminated", msg("{unit} is forced to Retreat where it cannot go ({reasons}) "
                                  "and is eliminated", unit=unit_label(state, unit),
                                  reasons=reasons), ("O23.3.5",), side=unit.side, unit=unit.id)
        return pop(eliminate_unit(state, unit.id, log)), None
    if len(hexes) == 1:
        return _leave(state, frame, unit, hexes[0], log), None
    return state, Decision(
        unit.side, "retreat", tuple(Choice("retreat", (unit.id, h.id)) for h in hexes),
        counted(frame.hexes, "Retreat {unit} ({count} hex left): enter a hex closer to your "
                "friendly edge [O23.3]", "Retreat {unit} ({count} hexes left): enter a hex "
                "closer to your friendly edge [O23.3]", unit=unit_label(state, unit),
                count=frame.hexes),
        (("unit", unit.id), ("hexes", frame.hexes)))


def _choose_retreat(state: GameState, frame: RetreatFrame, choice: Choice,
                    log: Log) -> GameState:
    unit = state.unit(frame.unit)
    return _leave(state, frame, unit, Hex.parse(str(choice.args[1])), log)


def _leave(state: GameState, frame: RetreatFrame, unit: UnitState, to: Hex,
           log: Log) -> GameState:
    """Start the step into ``to``: Mines in the hex left attack first [O23.3.4, F103.1]."""
    assert unit.hex is not None
    state = replace_frame(state, replace(frame, to=to))
    attack = _mine_attack(state, unit, unit.hex, "leaving", log)
    return state if attack is None else push_attack(state, attack)


def _enter(state: GameState, frame: RetreatFrame, unit: UnitState, to: Hex,
           log: Log) -> GameState:
    """Finish a step: the unit enters ``to`` even if a Mine Attack broke it on leaving
    [F103.2]; no MP are counted and Wire does not stop it [O23.3.1, O23.3.3]."""
    log.add("retreat", counted(frame.hexes - 1, "{unit} Retreats into {hex} ({count} hex left)",
                               "{unit} Retreats into {hex} ({count} hexes left)",
                               unit=unit_label(state, unit), hex=to.id, count=frame.hexes - 1),
            ("O23.3", "O23.3.1"), side=unit.side, unit=unit.id, hex=to.id)
    state = update_control(state.with_unit(replace(unit, hex=to)), log)
    state = replace_frame(state, replace(frame, to=None, hexes=frame.hexes - 1))
    attack = _mine_attack(state, state.unit(unit.id), to, "entering", log)
    return state if attack is None else push_attack(state, attack)


def _mine_attack(state: GameState, unit: UnitState, hex_: Hex, how: str,
                 log: Log) -> AttackFrame | None:
    """The Mine Attack on a retreating unit entering or leaving a Mines hex [O23.3.4]."""
    strength = state.setting.scenario.mine_strength
    fp = state.setting.terrain.mine_attack_fp(hex_, state.markers, strength)
    if fp is None:
        return None
    fields: dict[str, str | int] = {"hex": hex_.id, "unit": unit_label(state, unit), "fp": fp}
    log.add("mines", msg("Mines in {hex} attack {unit} leaving it: FP {fp} [F103.2], Cover 0 "
                         "[O23.3.4]", **fields) if how == "leaving" else
            msg("Mines in {hex} attack {unit} entering it: FP {fp} [F103.2], Cover 0 [O23.3.4]",
                **fields), ("O23.3.4", "F103.2"), side=unit.side.other, unit=unit.id, hex=hex_.id)
    return AttackFrame(unit.side.other, hex_, fp, label=msg("Mine Attack in {hex}", hex=hex_.id),
                       zero_cover=True, jam_weapons=False, defenders=(unit.id,),
                       explain=msg("Mines {fp} [F103.2]", fp=fp))


register("recover", _run_recover, _choose_recover)
register("rout", _run_rout, _choose_rout)
register_lock("recover", _lock_rally)
register_lock("rout", _lock_rout)
register("retreat", _run_retreat, _choose_retreat)
register_order(Order.RECOVER, can_recover, start_recover)
register_order(Order.ROUT, can_rout, start_rout)
