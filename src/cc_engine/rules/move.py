"""Move [O21] and Advance [O16] Orders.

**Move.** The active player activates one unit, or a Leader and units in its Command radius
[O14.1]. The activated units then move one at a time, or as a stack when they began the
Order in the same hex and stay together [O21.2], hex by hex: entering a hex costs its
terrain Move Cost plus hexside and uphill costs [O21.1, T88.1], and a unit needs at least
that many MP left. A unit's MP are its current Movement: printed, Leader Command only while
it shares the Leader's hex [3.3.1.2], Veteran, Suppressed, Weapon penalty [3.1.3, 11.1], and
+1 for the rest of the Order once it has entered a Road hex [T93]. A stack is held to its
lowest Movement [O21.2]; a unit that breaks on the way usually stops, because its broken
Movement is 1. Entering or leaving a Wire hex ends the move [F106.2]. A unit may hand its
Weapon to a friendly unit in its hex for 1 MP [O21.1.1], and may exit off the enemy edge for
1 MP [7.2.1]. After every hex entered, the Defender's Hidden Mines / Wire window and the
inactive player's Op Fire window open [O21.3, A35.2, A35.5]; then the moving player may play
Smoke Grenades or Assault Fire with his next step or between units' moves [O21.6, A39,
A26], and once no unit is left to move the Order waits for them when public facts and his
stops say he might (never because of the cards he holds: DESIGN, docs/rulings.md). At least
one activated unit must cross a hexside [O14.4].

**Advance.** Each activated unit may enter one adjacent hex, even an enemy-occupied one,
whatever its cost, without Op Fire (the Defender may still play Hidden Mines or Wire into
the hex [A35.2, A35.5]); a unit without a Weapon may cross a Cliff [O16.1-O16.3].
At the end of the Order a Melee is fought in each hex that now holds both sides, in the
active player's chosen order [O16.4] (see :mod:`cc_engine.rules.melee`).

Both Orders: never into an impassable hex, never off the left, right or friendly edge
[O16.3, O21.4].
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from dataclasses import replace
from itertools import combinations

from cc_engine.content.vocabulary import Order, SideId
from cc_engine.flow import Log, pop, push, register, replace_frame
from cc_engine.frames import AdvanceFrame, AttackFrame, MoveFrame
from cc_engine.hexgrid import Hex
from cc_engine.messages import joined, msg
from cc_engine.rules.actions_move import (
    move_action_choices,
    move_actions_asked,
    play_move_action,
    push_hidden_window,
)
from cc_engine.rules.activation import (
    activation_choices,
    activation_decision,
    can_be_activated,
    radius_units,
    with_activated,
)
from cc_engine.rules.fire import enemy_hexes, push_attack, push_op_fire_window
from cc_engine.rules.melee import push_melee
from cc_engine.rules.replacement import became
from cc_engine.rules.terrain import MoveCost
from cc_engine.rules.turn import register_order
from cc_engine.rules.units import Value, current_movement, is_leader, unit_label, weapon_type_of
from cc_engine.rules.victory import exit_unit, update_control
from cc_engine.state import Choice, Decision, GameState, UnitState

__all__ = [
    "EXIT_COST",
    "TRANSFER_COST",
    "advance_hexes",
    "can_advance",
    "can_move",
    "move_entries",
    "move_movement",
]

#: MP to step off the enemy map edge [7.2.1].
EXIT_COST = 1
#: MP to hand a Weapon to a friendly unit in the same hex [O21.1.1].
TRANSFER_COST = 1


# --- shared helpers ---------------------------------------------------------------------------


def _names(state: GameState, unit_ids: tuple[str, ...]) -> str:
    return joined(unit_label(state, state.unit(u)) for u in unit_ids)


def _on_map(state: GameState, unit_ids: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(u for u in unit_ids if state.unit(u).status == "map")


def _enemy_edge_hex(state: GameState, side: SideId, hex_: Hex) -> bool:
    """True when a unit of ``side`` in ``hex_`` can step off the enemy edge [7.2.1]."""
    edge = state.setting.friendly_edge(side).opposite
    return state.setting.terrain.grid.is_edge_hex(hex_, edge)


def _activation_run(state: GameState, side: SideId, chosen: tuple[str, ...],
                    can_go: Callable[[UnitState], bool], order_name: str) -> Decision:
    """The next activation step, offering only activations that can carry the Order out.

    A unit is offered if it can go, or if it is a Leader with a unit in its radius that can;
    ``go`` only once some named unit can go [O14.1, O14.4].
    """

    def eligible(unit: UnitState) -> bool:
        return can_go(unit) or (is_leader(state, unit)
                                and any(can_go(u) for u in radius_units(state, unit)))

    choices = activation_choices(state, side, chosen, eligible)
    if not any(can_go(state.unit(u)) for u in chosen):
        choices = tuple(c for c in choices if c.kind != "go")
    return activation_decision(state, side, chosen, choices, order_name)


def _activation_complete(state: GameState, chosen: tuple[str, ...], choice: Choice) -> bool:
    """After ``choice``, the units to activate are all named [O14.1]."""
    if choice.kind == "go":
        return True
    return choice.kind == "activate" and not is_leader(state, state.unit(chosen[0]))


def _time_space_decision(state: GameState, unit_id: str) -> Decision:
    """The owner of an exited unit picks a later Time space for it [7.2.1]."""
    unit = state.unit(unit_id)
    last = len(state.setting.track.time_track) - 1
    spaces = range(state.time + 1, last + 1) if state.time < last else range(last, last + 1)
    return Decision(unit.side, "exit_time", tuple(Choice("time_space", (n,)) for n in spaces),
                    msg("{unit} exited the map: place it on a Time space; it returns as a "
                        "reinforcement when Time reaches it [7.2.1]", unit=unit.name),
                    (("unit", unit_id),))


def _mine_attack(state: GameState, hex_: Hex, units: tuple[str, ...], side: SideId,
                 leaving: bool, log: Log) -> GameState:
    """A Mine Attack on units entering or leaving a Mines hex, if it has Mines [F103].

    One attack for units moving together; only they defend, with Cover 0; the opponent
    rolls; Jammed! does not apply [F103.1, F103.2].
    """
    fp = state.setting.terrain.mine_attack_fp(hex_, state.markers,
                                              state.setting.scenario.mine_strength)
    if fp is None:
        return state
    fields: dict[str, str | int] = {"hex": hex_.id, "fp": fp, "units": _names(state, units)}
    log.add("mines", msg("Mines in {hex}: a {fp} FP Mine Attack on {units} leaving it [F103.1, "
                         "F103.2]", **fields) if leaving else
            msg("Mines in {hex}: a {fp} FP Mine Attack on {units} entering it [F103.1, F103.2]",
                **fields), ("F103.1", "F103.2"), side=side.other, hex=hex_.id)
    return push_attack(state, AttackFrame(side.other, hex_, fp,
                                          label=msg("Mine Attack on {hex}", hex=hex_.id),
                                          explain=msg("Mines {fp} [F103.2]", fp=fp),
                                          zero_cover=True,
                                          jam_weapons=False, defenders=units))


# --- Move [O21] -------------------------------------------------------------------------------


def move_movement(state: GameState, unit: UnitState, road_bonus: int = 0) -> Value:
    """A unit's Movement during a Move Order: current Movement [3.1.3] + Road bonus [T93]."""
    value = current_movement(state, unit)
    if road_bonus:
        return Value([*value.parts, (msg("Road entered"), road_bonus, "T93")])
    return value


def move_entries(state: GameState, side: SideId, src: Hex, mp: int,
                 occupied: frozenset[Hex] | None = None) -> list[tuple[Hex, MoveCost]]:
    """Adjacent hexes a mover of ``side`` in ``src`` with ``mp`` MP left may enter [O21.1, O21.4].

    Never an enemy-occupied hex (``occupied``, worked out when not given), an impassable hex
    or across a Cliff (``move_cost`` is None), never off the map (exits are separate) [O21.4].
    """
    terrain = state.setting.terrain
    if occupied is None:
        occupied = frozenset(enemy_hexes(state, side))
    entries = []
    for dst in terrain.grid.neighbours(src):
        if dst in occupied:
            continue
        cost = terrain.move_cost(src, dst, state.markers)
        if cost.mp is not None and cost.mp <= mp:
            entries.append((dst, cost))
    return entries


def move_routes(state: GameState, side: SideId, src: Hex, mp: int
                ) -> dict[Hex, tuple[Hex, int]]:
    """Every hex movers in ``src`` with ``mp`` MP left can reach by entering hexes one by one,
    with the first hex of the cheapest way there and its MP [O21.1]; each step is judged as
    :func:`move_entries` judges it from the position now."""
    best: dict[Hex, tuple[Hex, int]] = {}
    frontier: list[tuple[int, str, Hex, Hex]] = [(0, src.id, src, src)]
    occupied = frozenset(enemy_hexes(state, side))
    while frontier:
        spent, _, hex_, first = heapq.heappop(frontier)
        if hex_ in best:
            continue
        best[hex_] = (first, spent)
        for dst, cost in move_entries(state, side, hex_, mp - spent, occupied):
            if dst not in best:
                heapq.heappush(frontier, (spent + (cost.mp or 0), dst.id, dst,
                                          dst if hex_ == src else first))
    del best[src]
    return best


def _spent(frame: MoveFrame, unit_id: str) -> int:
    return dict(frame.spent).get(unit_id, 0)


def _mp_left(state: GameState, frame: MoveFrame, movers: tuple[str, ...]) -> int:
    """MP the movers have left: the lowest of Movement minus MP spent [O21.1, O21.2]."""
    return min(move_movement(state, state.unit(u), frame.road_bonus).total - _spent(frame, u)
               for u in movers)


def _binding(state: GameState, frame: MoveFrame, movers: tuple[str, ...]) -> tuple[int, Value]:
    """MP spent and Movement of the mover that limits the stack [O21.2]."""
    unit = min(movers, key=lambda u: move_movement(state, state.unit(u), frame.road_bonus)
               .total - _spent(frame, u))
    return _spent(frame, unit), move_movement(state, state.unit(unit), frame.road_bonus)


def _can_cross(state: GameState, frame: MoveFrame, movers: tuple[str, ...]) -> bool:
    """The movers can enter an adjacent hex or exit off the enemy edge now [O14.4]."""
    hex_ = state.unit(movers[0]).hex
    assert hex_ is not None
    mp = _mp_left(state, frame, movers)
    if mp >= EXIT_COST and _enemy_edge_hex(state, frame.side, hex_):
        return True
    return bool(move_entries(state, frame.side, hex_, mp))


def can_move(state: GameState, unit: UnitState) -> bool:
    """A unit on the map that could cross a hexside if activated to Move now [O14.4]."""
    if unit.status != "map" or unit.hex is None:
        return False
    return _can_cross(state, MoveFrame(unit.side), (unit.id,))


def _unmoved(state: GameState, frame: MoveFrame) -> tuple[str, ...]:
    return tuple(u for u in frame.activated
                 if u not in frame.done and u not in frame.moving
                 and state.unit(u).status == "map")


def _others_can_cross(state: GameState, frame: MoveFrame) -> bool:
    return any(can_move(state, state.unit(u)) for u in _unmoved(state, frame))


def _o14_4_kept(state: GameState, frame: MoveFrame) -> bool:
    """Some activated unit has crossed a hexside, or one still can [O14.4]."""
    if frame.crossed or _others_can_cross(state, frame):
        return True
    movers = _on_map(state, frame.moving)
    return bool(movers) and _can_cross(state, frame, movers)


def _transfers(state: GameState, frame: MoveFrame, movers: tuple[str, ...]) -> list[Choice]:
    """``transfer W U``: a mover with 1 MP left hands its Weapon to a friendly unit in its
    hex that has none [O21.1.1]."""
    choices = []
    for mover_id in movers:
        mover = state.unit(mover_id)
        if mover.weapon is None or mover.hex is None:
            continue
        if (move_movement(state, mover, frame.road_bonus).total - _spent(frame, mover_id)
                < TRANSFER_COST):
            continue
        for other in state.units_in(mover.hex, frame.side):
            if other.id != mover_id and other.weapon is None:
                choices.append(Choice("transfer", (mover.weapon, other.id)))
    return choices


def _has_step(state: GameState, frame: MoveFrame, movers: tuple[str, ...]) -> bool:
    return _can_cross(state, frame, movers) or bool(_transfers(state, frame, movers))


def _movers_frame(state: GameState, frame: MoveFrame, movers: tuple[str, ...]) -> MoveFrame:
    start = state.unit(movers[0]).hex
    assert start is not None
    return replace(frame, moving=movers, spent=(), road_bonus=0, stage="step",
                   path=((start, 0),))


def _finish_movers(frame: MoveFrame) -> MoveFrame:
    return replace(frame, done=(*frame.done, *frame.moving), moving=(), spent=(), road_bonus=0,
                   stage="choose", entered=None, halted=False, exiting=(), path=())


def _move_legal(state: GameState, side: SideId) -> bool:
    """A Move Order needs a unit not yet activated that can cross a hexside [O14.1, O14.4]."""
    return any(can_be_activated(state, u) and can_move(state, u)
               for u in state.units_on_map(side))


def _move_start(state: GameState, side: SideId, log: Log) -> GameState:
    return push(state, MoveFrame(side))


def _run_move(state: GameState, frame: MoveFrame, log: Log) -> tuple[GameState,
                                                                       Decision | None]:
    if frame.stage == "activate":
        return state, _activation_run(state, frame.side, frame.activated,
                                      lambda u: can_move(state, u), msg("Move Order"))
    if frame.stage == "choose":
        return _run_choose(state, frame, log)
    if frame.stage == "step":
        return _run_step(state, frame, log)
    if frame.stage == "entered":
        return _run_entered(state, frame, log), None
    if frame.stage == "leaving":
        movers = _on_map(state, frame.moving)
        if not movers:
            return replace_frame(state, _finish_movers(frame)), None
        return _arrive_after_mines(state, replace(frame, moving=movers), log), None
    if frame.exiting:
        return state, _time_space_decision(state, frame.exiting[0])
    return replace_frame(state, _finish_movers(frame)), None


def _run_choose(state: GameState, frame: MoveFrame, log: Log) -> tuple[GameState,
                                                                         Decision | None]:
    """Pick the next unit, or stack that began in one hex, to move [O21.2]; or end, or play
    Smoke Grenades or Assault Fire [A39, A26]. With no unit left to move the Order waits only
    if :func:`move_actions_asked` (public facts and stops, never the hand)."""
    ready = _unmoved(state, frame)
    choices = [Choice("move", (u,)) for u in ready if _has_step(state, frame, (u,))]
    by_hex: dict[Hex, list[str]] = {}
    for unit_id in ready:
        hex_ = state.unit(unit_id).hex
        assert hex_ is not None
        by_hex.setdefault(hex_, []).append(unit_id)
    for ids in by_hex.values():
        for size in range(2, len(ids) + 1):
            for group in combinations(ids, size):
                if _has_step(state, frame, group):
                    choices.append(Choice("move_together", group))
    movers_left = bool(choices)
    if not movers_left and not (frame.crossed and move_actions_asked(state, frame.side)):
        log.add("move_end", msg("Move Order complete ({side})", side=frame.side.value.title()),
                ("O21",), side=frame.side)
        return pop(state), None
    actions = move_action_choices(state, frame.side)
    # Smoke Grenades and Assault Fire may still be played after the last step [A26, A39];
    # whether the Order waits for them depends on public facts and the mover's stops only,
    # never on his hand (DESIGN: no information leak by prompting).
    if frame.crossed or not _others_can_cross(state, frame):
        choices.append(Choice("done"))
    if not movers_left:
        prompt = msg("Move Order: no unit is left to move: play Smoke Grenades or Assault "
                     "Fire [A39, A26], or end the Order")
    elif frame.crossed and actions:
        prompt = msg("Move Order: pick the next unit to move, or units that began in the same "
                     "hex to move together [O21.2]; or end the Order; or play Smoke Grenades or "
                     "Assault Fire [A39, A26]")
    elif frame.crossed:
        prompt = msg("Move Order: pick the next unit to move, or units that began in the same "
                     "hex to move together [O21.2]; or end the Order")
    elif actions:
        prompt = msg("Move Order: pick the next unit to move, or units that began in the same "
                     "hex to move together [O21.2]; or play Smoke Grenades or Assault Fire "
                     "[A39, A26]")
    else:
        prompt = msg("Move Order: pick the next unit to move, or units that began in the same "
                     "hex to move together [O21.2]")
    return state, Decision(frame.side, "move_unit", (*choices, *actions), prompt,
                           (("order", "move"),))


def _run_step(state: GameState, frame: MoveFrame, log: Log) -> tuple[GameState,
                                                                       Decision | None]:
    """The mover(s) enter a hex, exit, hand over a Weapon, or stop [O21.1, O21.1.1, 7.2.1]."""
    movers = _on_map(state, frame.moving)
    if not movers:
        return replace_frame(state, _finish_movers(frame)), None
    hex_ = state.unit(movers[0]).hex
    assert hex_ is not None
    mp = _mp_left(state, frame, movers)
    entries = move_entries(state, frame.side, hex_, mp)
    choices = [Choice("enter", (dst.id,)) for dst, _ in entries]
    if mp >= EXIT_COST and _enemy_edge_hex(state, frame.side, hex_):
        choices.append(Choice("exit"))
    for transfer in _transfers(state, frame, movers):
        if frame.crossed or _o14_4_kept(*_transferred(state, frame, transfer)):
            choices.append(transfer)
    spent, movement = _binding(state, frame, movers)
    if not choices:
        log.add("move_stop", msg("{units}: Movement {arithmetic}, {spent} MP spent: it can "
                                 "enter no further hex, its move ends [O21.1]",
                                 units=_names(state, movers), arithmetic=movement.explain(),
                                 spent=spent), ("O21.1",), side=frame.side)
        return replace_frame(state, _finish_movers(replace(frame, moving=movers))), None
    if frame.crossed or _others_can_cross(state, frame):
        choices.append(Choice("stop"))
    choices += move_action_choices(state, frame.side)
    options = {"enter": msg("enter a hex [O21.1]"),
               "exit": msg("exit off the enemy edge [7.2.1]"),
               "transfer": msg("hand over a Weapon [O21.1.1]"), "stop": msg("stop"),
               "smoke_grenades": msg("play Smoke Grenades [A39]"),
               "assault_fire": msg("play Assault Fire [A26]")}
    offered = [words for kind, words in options.items() if any(c.kind == kind for c in choices)]
    path = " ".join(f"{h}:{mp_there}" for h, mp_there in frame.path)
    # move_entries lists only hexes the movers can pay for, so every cost has its MP.
    arrivals = [(dst, cost, spent + (cost.mp or 0)) for dst, cost in entries]
    notes = tuple((f"enter {dst}", msg("{arithmetic} -> {then} of {total} MP [O21.1]",
                                       arithmetic=cost.explain(), then=then,
                                       total=movement.total))
                  for dst, cost, then in arrivals)
    reach = tuple(("entry", f"{dst} {then}") for dst, _, then in arrivals)
    routes = tuple(("route", f"{dst} {first} {spent + cost}") for dst, (first, cost)
                   in move_routes(state, frame.side, hex_, mp).items())
    return state, Decision(frame.side, "move_step", tuple(choices),
                           msg("{units}: {spent} of {total} MP spent; {options}",
                               units=_names(state, movers), spent=spent, total=movement.total,
                               options=joined(offered)), (("mp_spent", spent),
                                                  ("movement", movement.total),
                                                  ("path", path), *reach, *routes), notes)


def _transferred(state: GameState, frame: MoveFrame, choice: Choice) -> tuple[GameState,
                                                                              MoveFrame]:
    """The state and frame after a Weapon transfer [O21.1.1] (nothing logged)."""
    weapon_id, receiver_id = str(choice.args[0]), str(choice.args[1])
    giver = next(u for u in state.units if u.weapon == weapon_id)
    state = state.with_unit(replace(giver, weapon=None))
    state = state.with_unit(replace(state.unit(receiver_id), weapon=weapon_id))
    spent = dict(frame.spent)
    spent[giver.id] = spent.get(giver.id, 0) + TRANSFER_COST
    return state, replace(frame, spent=tuple(sorted(spent.items())))


def _run_entered(state: GameState, frame: MoveFrame, log: Log) -> GameState:
    """After the hex's Op Fire window: broken movers keep going only with MP left; Wire
    ends the move [O21.2, F106.2]."""
    movers = _on_map(state, frame.moving)
    if not movers:
        return replace_frame(state, _finish_movers(frame))
    frame = replace(frame, moving=movers)
    if frame.halted:
        log.add("move_stop", msg("{units}: Wire entered or left, all remaining MP are lost "
                                 "[F106.2]", units=_names(state, movers)), ("F106.2",),
                side=frame.side)
        return replace_frame(state, _finish_movers(frame))
    return replace_frame(state, replace(frame, stage="step", entered=None))


def _choose_move(state: GameState, frame: MoveFrame, choice: Choice, log: Log) -> GameState:
    if frame.stage == "activate":
        chosen = frame.activated if choice.kind == "go" else (*frame.activated,
                                                                str(choice.args[0]))
        frame = replace(frame, activated=chosen)
        if _activation_complete(state, chosen, choice):
            log.add("activate", msg("Move Order: {units} activated [O14.1]",
                                    units=_names(state, chosen)),
                    ("O14.1",), side=frame.side, units=" ".join(chosen))
            state = with_activated(state, chosen)
            frame = replace(frame, stage="choose")
        return replace_frame(state, frame)
    if choice.kind in ("smoke_grenades", "assault_fire"):
        return play_move_action(state, frame.side, choice, log)
    if choice.kind in ("move", "move_together"):
        movers = tuple(str(a) for a in choice.args)
        if len(movers) > 1:
            log.add("move_together", msg("{units} move together, held to the lowest Movement "
                                         "[O21.2]", units=_names(state, movers)), ("O21.2",),
                    side=frame.side)
        return replace_frame(state, _movers_frame(state, frame, movers))
    if choice.kind == "done":
        log.add("move_end", msg("Move Order complete ({side})", side=frame.side.value.title()),
                ("O21",), side=frame.side)
        return pop(state)
    if choice.kind == "enter":
        return _leave(state, frame, Hex.parse(str(choice.args[0])), log)
    if choice.kind == "exit":
        return _leave(state, frame, None, log)
    if choice.kind == "transfer":
        new_state, frame = _transferred(state, frame, choice)
        weapon = state.weapon(str(choice.args[0]))
        giver = next(u for u in state.units if u.weapon == weapon.id)
        log.add("transfer", msg("{unit} hands its {weapon} to {receiver} for {cost} MP ({spent} "
                                "MP spent) [O21.1.1]", unit=unit_label(state, giver),
                                weapon=weapon_type_of(state, weapon).name,
                                receiver=unit_label(state, state.unit(str(choice.args[1]))),
                                cost=TRANSFER_COST, spent=_spent(frame, giver.id)),
                ("O21.1.1",),
                side=frame.side, weapon=weapon.id)
        return replace_frame(new_state, frame)
    if choice.kind == "time_space":
        unit_id, rest = frame.exiting[0], frame.exiting[1:]
        state = exit_unit(state, unit_id, int(choice.args[0]), log)
        return replace_frame(state, replace(frame, exiting=rest))
    # stop
    movers = frame.moving
    stopped: dict[str, str | int] = {"units": _names(state, movers),
                                     "spent": _binding(state, frame, movers)[0]}
    log.add("move_stop", msg("{units} stop with {spent} MP spent [O21]", **stopped)
            if len(movers) > 1 else msg("{units} stops with {spent} MP spent [O21]", **stopped),
            ("O21",), side=frame.side)
    return replace_frame(state, _finish_movers(frame))


def _leave(state: GameState, frame: MoveFrame, dst: Hex | None, log: Log) -> GameState:
    """The movers leave their hex for ``dst`` (None: off the enemy edge); Mines there attack
    them first, and even broken they still arrive [F103.1, F103.2]."""
    src = state.unit(frame.moving[0]).hex
    assert src is not None
    frame = replace(frame, stage="leaving", entered=dst)
    state = replace_frame(state, frame)
    attacked = _mine_attack(state, src, frame.moving, frame.side, True, log)
    if attacked is not state:
        return attacked
    return _arrive(state, frame, log)


def _arrive(state: GameState, frame: MoveFrame, log: Log) -> GameState:
    if frame.entered is None:
        return _exit(state, frame, log)
    return _enter(state, frame, frame.entered, log)


def _arrive_after_mines(state: GameState, frame: MoveFrame, log: Log) -> GameState:
    """The movers go on after the Mine Attack on their leaving. An Event of its rolls may
    have made the hex they were going to impassable (a Blaze, T79): they then stay in the
    hex they were leaving and their move ends there [F103.1] (docs/rulings.md)."""
    src = state.unit(frame.moving[0]).hex
    assert src is not None
    dst = frame.entered
    if dst is None or state.setting.terrain.move_cost(src, dst, state.markers).mp is not None:
        return _arrive(state, frame, log)
    log.add("move_stop", msg("{units} cannot enter {hex}, which became impassable; they "
                             "stay in {here} and their move ends [T79, F103.1]",
                             units=_names(state, frame.moving), hex=dst.id, here=src.id),
            ("T79", "F103.1"), side=frame.side)
    return replace_frame(state, _finish_movers(frame))


def _enter(state: GameState, frame: MoveFrame, dst: Hex, log: Log) -> GameState:
    """The movers enter ``dst``: MP, Road bonus, control; then Mines in ``dst`` attack them,
    then the inactive player's windows of this MP expenditure open: Hidden Mines / Wire, then
    Op Fire; the moving player's Actions come after them, with his next step [O21.1, T93,
    7.3.1, F103.1, O21.3, O21.6]."""
    movers = frame.moving
    terrain = state.setting.terrain
    src = state.unit(movers[0]).hex
    assert src is not None
    cost = terrain.move_cost(src, dst, state.markers)
    assert cost.mp is not None
    before, movement = _binding(state, frame, movers)
    spent = dict(frame.spent)
    for unit_id in movers:
        spent[unit_id] = spent.get(unit_id, 0) + cost.mp
        state = state.with_unit(replace(state.unit(unit_id), hex=dst))
    road = terrain.movement_bonus(dst)
    gained = road > frame.road_bonus
    frame = replace(frame, spent=tuple(sorted(spent.items())), crossed=True, stage="entered",
                    entered=dst, halted=terrain.stops_movement(src, dst, state.markers),
                    road_bonus=max(frame.road_bonus, road),
                    path=(*frame.path, (dst, before + cost.mp)))
    entered: dict[str, str | int] = {
        "units": _names_at(state, movers, src), "hex": dst.id, "arithmetic": cost.explain(),
        "then": before + cost.mp, "total": movement.total}
    log.add("move", msg("{units} enter {hex}: {arithmetic} -> {then} of {total} MP [O21.1]",
                        **entered) if len(movers) > 1 else
            msg("{units} enters {hex}: {arithmetic} -> {then} of {total} MP [O21.1]", **entered),
            ("O21.1", *(rule for _, _, rule in cost.parts)), side=frame.side, hex=dst.id,
            mp=before + cost.mp)
    if gained:
        log.add("road", msg("Road hex entered: +{road} Movement for the rest of the Order "
                            "[T93]", road=road),
                ("T93",), side=frame.side)
    state = update_control(replace_frame(state, frame), log)
    if _trench_to_trench(cost):
        log.add("move", msg("Trench to Trench: no Op Fire into {hex} [F105.2]", hex=dst.id),
                ("F105.2",),
                side=frame.side)
    else:
        state = push_op_fire_window(state, dst, movers)
    state = push_hidden_window(state, dst, movers)
    return _mine_attack(state, dst, movers, frame.side, False, log)


def _names_at(state: GameState, unit_ids: tuple[str, ...], where: Hex) -> str:
    return joined(msg("{unit} ({hex})", unit=state.unit(u).name, hex=where.id)
                  for u in unit_ids)


def _trench_to_trench(cost: MoveCost) -> bool:
    """A Trench-to-Trench move: its movers cannot be Op Fired in the hex [F105.2]."""
    return any(rule == "F105.2" for _, _, rule in cost.parts)


def _exit(state: GameState, frame: MoveFrame, log: Log) -> GameState:
    """The movers step off the enemy edge for 1 MP [7.2.1]."""
    movers = frame.moving
    spent = dict(frame.spent)
    for unit_id in movers:
        spent[unit_id] = spent.get(unit_id, 0) + EXIT_COST
    exits: dict[str, str | int] = {"units": _names(state, movers), "cost": EXIT_COST}
    log.add("exit", msg("{units} exit off the enemy edge for {cost} MP [7.2.1]", **exits)
            if len(movers) > 1 else
            msg("{units} exits off the enemy edge for {cost} MP [7.2.1]", **exits),
            ("7.2.1", "O21.4"), side=frame.side)
    return replace_frame(state, replace(frame, spent=tuple(sorted(spent.items())),
                                        crossed=True, stage="exit", exiting=movers))


# --- Advance [O16] ----------------------------------------------------------------------------


def advance_hexes(state: GameState, unit: UnitState) -> list[Hex]:
    """Adjacent hexes a unit may Advance into [O16.1-O16.3].

    Enemy-occupied hexes and Move Costs do not matter; impassable hexes never; a Cliff only
    for a unit without a Weapon [T83].
    """
    assert unit.hex is not None
    terrain = state.setting.terrain
    hexes = []
    for dst in terrain.grid.neighbours(unit.hex):
        if terrain.is_impassable(dst, state.markers):
            continue
        feature = terrain.hexside(unit.hex, dst)
        if feature is not None:
            entry = terrain.hexside_entry(feature)
            if entry.extra_move_cost is None and not (entry.advance_without_weapon
                                                      and unit.weapon is None):
                continue
        hexes.append(dst)
    return hexes


def can_advance(state: GameState, unit: UnitState) -> bool:
    """A unit on the map that could Advance into a hex or off the enemy edge [O16, O14.4]."""
    if unit.status != "map" or unit.hex is None:
        return False
    return _enemy_edge_hex(state, unit.side, unit.hex) or bool(advance_hexes(state, unit))


def _advance_legal(state: GameState, side: SideId) -> bool:
    return any(can_be_activated(state, u) and can_advance(state, u)
               for u in state.units_on_map(side))


def _advance_start(state: GameState, side: SideId, log: Log) -> GameState:
    return push(state, AdvanceFrame(side))


def _run_advance(state: GameState, frame: AdvanceFrame, log: Log) -> tuple[GameState,
                                                                             Decision | None]:
    if frame.stage == "activate":
        return state, _activation_run(state, frame.side, frame.activated,
                                      lambda u: can_advance(state, u),
                                      msg("Advance Order"))
    if frame.stage == "exit":
        if frame.exiting:
            return state, _time_space_decision(state, frame.exiting[0])
        return replace_frame(state, replace(frame, stage="advance")), None
    if frame.advancing is not None:
        return _advance_arrive(state, frame, log), None
    if frame.stage == "advance":
        choices: list[Choice] = []
        for unit_id in frame.activated:
            unit = state.unit(unit_id)
            if unit_id in frame.done or unit.status != "map" or unit.hex is None:
                continue
            choices += [Choice("advance", (unit_id, h.id)) for h in advance_hexes(state, unit)]
            if _enemy_edge_hex(state, frame.side, unit.hex):
                choices.append(Choice("exit", (unit_id,)))
        if not choices:
            return replace_frame(state, replace(frame, stage="melee")), None
        if frame.done:
            choices.append(Choice("done"))
        return state, Decision(frame.side, "advance", tuple(choices),
                               msg("Advance Order: a unit enters one adjacent hex, "
                                   "enemy-occupied or not, or exits off the enemy edge [O16.1, "
                                   "O16.2]; or end the Advances") if frame.done else
                               msg("Advance Order: a unit enters one adjacent hex, "
                                   "enemy-occupied or not, or exits off the enemy edge [O16.1, "
                                   "O16.2]"),
                               (("order", "advance"),))
    return _run_melees(state, frame, log)


def _run_melees(state: GameState, frame: AdvanceFrame, log: Log) -> tuple[GameState,
                                                                            Decision | None]:
    """A Melee in every hex Advanced into that holds both sides; the active player orders
    them [O16.4]."""
    due = [h for h, _ in frame.entered
           if h not in frame.fought and state.units_in(h, SideId.AXIS)
           and state.units_in(h, SideId.ALLIES)]
    if not due:
        log.add("advance_end", msg("Advance Order complete ({side})",
                                   side=frame.side.value.title()), ("O16",), side=frame.side)
        return pop(state), None
    if len(due) == 1:
        return _start_melee(state, frame, due[0]), None
    return state, Decision(state.active, "melee_order",
                           tuple(Choice("melee", (h.id,)) for h in due),
                           msg("Several hexes hold both sides: pick the next Melee [O16.4]"))


def _start_melee(state: GameState, frame: AdvanceFrame, hex_: Hex) -> GameState:
    holder = dict(frame.entered)[hex_]
    state = replace_frame(state, replace(frame, fought=(*frame.fought, hex_)))
    return push_melee(state, hex_, holder=holder)


def _choose_advance(state: GameState, frame: AdvanceFrame, choice: Choice,
                    log: Log) -> GameState:
    if frame.stage == "activate":
        chosen = frame.activated if choice.kind == "go" else (*frame.activated,
                                                                str(choice.args[0]))
        frame = replace(frame, activated=chosen)
        if _activation_complete(state, chosen, choice):
            log.add("activate", msg("Advance Order: {units} activated [O14.1]",
                                    units=_names(state, chosen)),
                    ("O14.1",), side=frame.side, units=" ".join(chosen))
            state = with_activated(state, chosen)
            frame = replace(frame, stage="advance")
        return replace_frame(state, frame)
    if choice.kind == "melee":
        return _start_melee(state, frame, Hex.parse(str(choice.args[0])))
    if choice.kind == "done":
        return replace_frame(state, replace(frame, stage="melee"))
    if choice.kind == "time_space":
        state = exit_unit(state, frame.exiting[0], int(choice.args[0]), log)
        return replace_frame(state, replace(frame, exiting=frame.exiting[1:]))
    unit = state.unit(str(choice.args[0]))
    assert unit.hex is not None
    dst = Hex.parse(str(choice.args[1])) if choice.kind == "advance" else None
    frame = replace(frame, done=(*frame.done, unit.id), advancing=unit.id, destination=dst)
    state = replace_frame(state, frame)
    attacked = _mine_attack(state, unit.hex, (unit.id,), frame.side, True, log)
    if attacked is not state:
        return attacked
    return _advance_arrive(state, frame, log)


def _advance_arrive(state: GameState, frame: AdvanceFrame, log: Log) -> GameState:
    """The Advancing unit, past any Mines in the hex it left, enters its hex or exits; a
    Squad Deployed meanwhile Advances as its two Teams, the same unit [E52.2]."""
    assert frame.advancing is not None
    units = [u for u in (state.unit(i) for i in became(state, frame.advancing))
             if u.status == "map"]
    dst = frame.destination
    frame = replace(frame, advancing=None, destination=None)
    if not units:
        return replace_frame(state, frame)
    if dst is None:
        for unit in units:
            log.add("exit", msg("{unit} Advances off the enemy edge [O16.2, 7.2.1]",
                                unit=unit_label(state, unit)), ("O16.2", "7.2.1"),
                    side=frame.side, unit=unit.id)
        return replace_frame(state, replace(frame, stage="exit",
                                            exiting=tuple(u.id for u in units)))
    return _advance_into(state, frame, units, dst, log)


def _advance_into(state: GameState, frame: AdvanceFrame, units: list[UnitState], dst: Hex,
                  log: Log) -> GameState:
    """Move the unit one hex; note who held the hex alone before, for Melee ties [F101];
    Mines there attack it [F103.1]."""
    holders = {u.side for u in state.units_in(dst)}
    enemy = frame.side.other in holders
    if dst not in dict(frame.entered):
        holder = next(iter(holders)) if len(holders) == 1 else None
        frame = replace(frame, entered=(*frame.entered, (dst, holder)))
    for unit in units:
        advance: dict[str, str | int] = {"unit": unit_label(state, unit), "hex": dst.id}
        log.add("advance", msg("{unit} Advances into {hex} (enemy-occupied: Melee at the end "
                               "of the Order [O16.4]) [O16.1]", **advance) if enemy else
                msg("{unit} Advances into {hex} [O16.1]", **advance),
                ("O16.1",), side=frame.side, unit=unit.id, hex=dst.id)
        state = state.with_unit(replace(unit, hex=dst))
    ids = tuple(u.id for u in units)
    state = update_control(replace_frame(state, frame), log)
    state = push_hidden_window(state, dst, ids)
    return _mine_attack(state, dst, ids, frame.side, False, log)


register_order(Order.MOVE, _move_legal, _move_start)
register_order(Order.ADVANCE, _advance_legal, _advance_start)
register("move", _run_move, _choose_move)
register("advance", _run_advance, _choose_advance)
