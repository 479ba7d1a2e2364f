"""Victory: VP for eliminations, exits and Objectives; Surrender; how a game ends [4.2, 6.3, 7].

The VP marker is one signed number, positive in the Axis' favour [4.1.1]. ``state.vp`` holds
the VP banked so far (start, eliminations, exits, Time, Events) with a per-source tally in
``state.vp_sources``; open Objective chits are counted live from current control
(:func:`objective_vp`), so a change of control swings them automatically [7.3.3].
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from cc_engine.content.models import ObjectiveChit
from cc_engine.content.vocabulary import SideId
from cc_engine.flow import Log, register_end_check
from cc_engine.hexgrid import Hex
from cc_engine.messages import by_side, joined, msg
from cc_engine.rules.units import elimination_vp, unit_label, unit_type
from cc_engine.state import GameState, Outcome, Termination

__all__ = [
    "add_vp",
    "chit",
    "chit_vp",
    "eliminate_unit",
    "exit_unit",
    "final_outcome",
    "friendly_hexes",
    "lost_last_unit",
    "objective_hexes",
    "objective_vp",
    "open_chit",
    "termination_name",
    "total_vp",
    "update_control",
    "vp_breakdown",
]


#: The names of the sources of VP in :func:`vp_breakdown` (any other: its key in words).
_VP_SOURCES = {
    "elimination": msg("Elimination"),
    "exit": msg("Exit"),
    "time": msg("Time"),
    "events": msg("Events"),
}


def signed(side: SideId, vp: int) -> int:
    """VP gained by ``side`` as a change of the signed VP marker."""
    return vp if side is SideId.AXIS else -vp


def add_vp(state: GameState, side: SideId, vp: int, source: str, log: Log, text: str,
           rules: tuple[str, ...]) -> GameState:
    """Award ``vp`` (may be negative) to ``side``, tallied under ``source``."""
    if vp == 0:
        return state
    key = f"{source}:{side.value}"
    tally = dict(state.vp_sources)
    tally[key] = tally.get(key, 0) + vp
    log.add("vp", msg("{side} {vp:+d} VP: {reason}", side=side.value.title(), vp=vp,
                      reason=text), rules, side=side, vp=vp)
    return replace(state, vp=state.vp + signed(side, vp), vp_sources=tuple(sorted(tally.items())))


def chit(state: GameState, letter: str) -> ObjectiveChit:
    """The Objective chit with this letter."""
    for item in state.setting.chits.chits:
        if item.letter == letter:
            return item
    raise KeyError(letter)


def _doubled(state: GameState, special: str, chits: tuple[str, ...]) -> bool:
    return any(chit(state, letter).special == special for letter in chits)


def eliminate_unit(state: GameState, unit_id: str, log: Log,
                   weapon_unbroken: bool = False) -> GameState:
    """Eliminate a unit: Casualty Track (a Hero returns to the mix), its Weapon with it [4.2].

    The opponent gains its VP [7.1], doubled by the chit for eliminations [7.3.2]. Placing it
    on its side's Surrender space, or losing the side's last unit on the map, ends the game
    (checked after the step) [6.3].
    """
    unit = state.unit(unit_id)
    hero = unit_type(state, unit).role == "hero"
    side_state = state.side(unit.side)
    state = state.with_unit(replace(unit, status="pool" if hero else "eliminated", hex=None,
                                    broken=False if hero else unit.broken, suppressed=False,
                                    veteran=False, weapon=None))
    if unit.weapon is not None:
        weapon = state.weapon(unit.weapon)
        state = state.with_weapon(replace(weapon, status="eliminated",
                                          broken=False if weapon_unbroken else weapon.broken))
    if not hero:
        state = state.with_side(replace(side_state, casualties=(*side_state.casualties,
                                                                 unit.id)))
    vp = elimination_vp(state, unit)
    if _doubled(state, "elimination_vp_doubled", state.open_chits):
        vp *= 2
    state = add_vp(state, unit.side.other, vp, "elimination", log,
                   msg("{unit} eliminated", unit=unit_label(state, unit)), ("7.1",))
    return update_control(state, log)


def exit_unit(state: GameState, unit_id: str, time_space: int, log: Log) -> GameState:
    """A unit exits off the enemy edge: Exit VP, then it waits on the Time track [7.2.1]."""
    unit = state.unit(unit_id)
    vp = elimination_vp(state, unit)
    if _doubled(state, "exit_vp_doubled", state.open_chits):
        vp *= 2
    if unit.weapon is not None:
        state = state.with_weapon(replace(state.weapon(unit.weapon), broken=False))
    hero = unit_type(state, unit).role == "hero"  # back to the countermix [E58.1]
    state = state.with_unit(replace(unit, status="pool" if hero else "reinforcement",
                                    hex=None, broken=False, suppressed=False, veteran=False,
                                    time_space=None if hero else time_space,
                                    group_time=None))
    side_state = state.side(unit.side)
    state = state.with_side(replace(side_state, exits=(*side_state.exits, unit.id)))
    state = add_vp(state, unit.side, vp, "exit", log,
                   msg("{unit} exits the map (back on Time space {time})", unit=unit.name,
                       time=time_space), ("7.2.1",))
    state = update_control(state, log)
    if not state.units_on_map(unit.side):
        return final_outcome(state, Termination.LAST_UNIT_EXITED, log)  # 6.3 (3)
    return state


def open_chit(state: GameState, letter: str, log: Log) -> GameState:
    """Place an Objective chit open: it scores at once [7.3.3].

    A chit doubling Elimination or Exit VP [7.3.2] that opens during play doubles the VP
    already scored that way too (see docs/rulings.md), so totals never depend on when it
    was drawn.
    """
    state = replace(state, open_chits=(*state.open_chits, letter))
    special = chit(state, letter).special
    source = {"elimination_vp_doubled": "elimination", "exit_vp_doubled": "exit"}.get(
        special or "")
    if source is None or sum(1 for c in state.open_chits
                             if chit(state, c).special == special) > 1:
        return state
    for side in SideId:
        banked = dict(state.vp_sources).get(f"{source}:{side.value}", 0)
        why = (msg("chit {letter} doubles the elimination VP scored so far", letter=letter)
               if source == "elimination" else
               msg("chit {letter} doubles the exit VP scored so far", letter=letter))
        state = add_vp(state, side, banked, source, log, why, ("7.3.2",))
    return state


def objective_hexes(state: GameState) -> dict[int, Hex]:
    """Objective number -> its hex on the map [2.3]."""
    return {m.objective: Hex.parse(h) for h, m in state.setting.map.hexes.items()
            if m.objective is not None}


def friendly_hexes(state: GameState, side: SideId) -> list[Hex]:
    """The hexes that are friendly to ``side``, sorted (Glossary "Friendly"): each hex holding
    one of its units, and each Objective hex it controls that holds no enemy unit [2.3,
    7.3.1]. A hex is friendly by these two facts only; Fortifications never are."""
    hexes = {u.hex for u in state.units_on_map(side) if u.hex is not None}
    hexes.update(hex_ for number, hex_ in objective_hexes(state).items()
                 if state.control[number - 1] is side and not state.units_in(hex_, side.other))
    return sorted(hexes)


def update_control(state: GameState, log: Log) -> GameState:
    """The last side to occupy an Objective alone controls it [7.3.1].

    An Objective in a multi-hex building is the whole building: a side takes it when its
    units are in the building and no hex of the building holds an enemy unit [7.3.1.1].
    """
    control = list(state.control)
    for number, hex_ in objective_hexes(state).items():
        area = state.setting.terrain.building(hex_)
        sides = {u.side for h in area for u in state.units_in(h)}
        if len(sides) == 1:
            (side,) = sides
            if control[number - 1] is not side:
                control[number - 1] = side
                if len(area) == 1:
                    log.add("control", by_side("The {side} take control of Objective {number} "
                                               "({hex})",
                                               "The {side} takes control of Objective {number} "
                                               "({hex})",
                                               side=side.value.title(), number=number, hex=hex_.id),
                            ("7.3.1",), side=side, objective=number)
                else:
                    log.add("control", by_side(
                        "The {side} take control of Objective {number}, the building "
                        "{hexes}: no enemy unit is left in it",
                        "The {side} takes control of Objective {number}, the building "
                        "{hexes}: no enemy unit is left in it",
                        side=side.value.title(), number=number,
                        hexes=joined(h.id for h in area)), ("7.3.1", "7.3.1.1"),
                        side=side, objective=number)
    if tuple(control) == state.control:
        return state
    return replace(state, control=tuple(control))


def chit_vp(item: ObjectiveChit, objective: int) -> int:
    """The VP an Objective chit gives the controller of Objective ``objective`` [7.3.2]."""
    if item.kind == "each" or (item.kind == "single" and item.objective == objective):
        return item.vp or 0
    return 0


def _chit_value(state: GameState, letter: str, objective: int) -> int:
    return chit_vp(chit(state, letter), objective)


def _objective_scores(state: GameState, letters: tuple[str, ...]
                      ) -> Iterator[tuple[int, str, SideId, int]]:
    """(Objective, chit, controller, VP) for every controlled Objective a chit scores [7.3.2]."""
    for number in range(1, 6):
        owner = state.control[number - 1]
        if owner is None:
            continue
        for letter in letters:
            value = _chit_value(state, letter, number)
            if value:
                yield number, letter, owner, value


def objective_vp(state: GameState, chits: tuple[str, ...] | None = None) -> int:
    """Signed VP of Objectives under the given chits (the open ones by default) [7.3.2]."""
    letters = state.open_chits if chits is None else chits
    return sum(signed(owner, value) for _, _, owner, value in _objective_scores(state, letters))


def vp_breakdown(state: GameState) -> list[tuple[str, int]]:
    """Where the VP come from, as (label, signed VP: positive favours the Axis) lines [7].

    Banked VP by source and side, then each Objective's open chits for its controller.
    """
    lines: list[tuple[str, int]] = []
    for key, value in state.vp_sources:
        if key == "start":
            lines.append((msg("Starting VP"), value))
            continue
        source, side = key.split(":")
        name = _VP_SOURCES.get(source) or source.replace("_", " ").title()
        lines.append((msg("{source} ({side})", source=name, side=side.title()),
                      signed(SideId(side), value)))
    letters = state.open_chits
    if state.outcome is not None and state.outcome.termination in (
            Termination.SUDDEN_DEATH, Termination.LAST_UNIT_EXITED):
        letters += state.axis.secret_chits + state.allies.secret_chits  # revealed [6.3.2]
    for number, letter, owner, value in _objective_scores(state, letters):
        lines.append((msg("Objective {number}, chit {letter} ({side})", number=number,
                          letter=letter, side=owner.value.title()), signed(owner, value)))
    return lines


def total_vp(state: GameState) -> int:
    """The VP marker now: banked VP plus open Objectives (positive: the Axis leads)."""
    return state.vp + objective_vp(state)


def final_outcome(state: GameState, termination: Termination, log: Log) -> GameState:
    """End the game by VP [6.3.2]: secret chits are revealed; at 0 the Initiative wins [9.2]."""
    secret = state.axis.secret_chits + state.allies.secret_chits
    if secret:
        log.add("reveal", msg("Secret Objectives revealed: {chits}", chits=", ".join(secret)),
                ("6.3.2",))
    vp = total_vp(state) + objective_vp(state, secret)
    if vp > 0:
        winner, why = SideId.AXIS, msg("the Axis leads by {vp} VP", vp=vp)
    elif vp < 0:
        winner, why = SideId.ALLIES, msg("the Allies lead by {vp} VP", vp=-vp)
    else:
        winner, why = state.initiative, msg("VP are level: the Initiative card holder wins "
                                            "[9.2]")
    log.add("game_end", msg("Game over ({termination}): {reason}",
                            termination=termination_name(termination), reason=why),
            ("6.3.2",), side=winner)
    return replace(state, outcome=Outcome(winner, termination, vp, why))


def termination_name(termination: Termination) -> str:
    """How the log names the way a game ended, in words (a translatable message), not its
    enum value: ``Game over (sudden death): ...``."""
    names = {Termination.SURRENDER: msg("surrender"),
             Termination.LAST_UNIT_ELIMINATED: msg("last unit eliminated"),
             Termination.LAST_UNIT_EXITED: msg("last unit exited"),
             Termination.SUDDEN_DEATH: msg("sudden death"),
             Termination.ALL_OBJECTIVES: msg("all five Objectives controlled")}
    return names[termination]


def lost_last_unit(state: GameState, side: SideId) -> bool:
    """6.3 (2): ``side`` has no unit left on the map, and has had one there.

    Whatever its last unit was: a Hero, though it goes back to the countermix [E58.1], is
    a unit eliminated like any other. Only a side that never had a unit on the map (a
    scenario whose side all comes as reinforcements) is not beaten by an empty map; a unit
    in the countermix after play began (a Hero, a Squad that Deployed or took Light Wounds)
    or on the Casualty Track or the exits shows it had some. A last unit that *exits* ends
    the game at once by VP instead [6.3 (3), :func:`exit_unit`].
    """
    if any(u.status == "map" and u.side is side for u in state.units):
        return False
    return bool(state.side(side).exits) or any(
        u.side is side and u.status in ("eliminated", "pool") for u in state.units)


def _automatic_loss(state: GameState, log: Log) -> GameState:
    """Surrender and last-unit eliminations end the game at once [6.3.1].

    Units broken together are broken together: while units broken by one effect are still
    being broken (:class:`~cc_engine.frames.BreakFrame` on the stack: Air Support [E43],
    White Phosphorus [E77]), the check waits, so that when both sides lose by that one
    effect the Initiative card holder wins [6.3.1, 9.2]. Eliminations made in one step (a
    Melee [O16.4.3], the units a Blaze leaves no way out [E46]) are checked together anyway.
    """
    if state.outcome is not None or any(frame.kind in ("setup", "break")
                                        for frame in state.stack):
        return state
    losers = []
    for side in SideId:
        side_state = state.side(side)
        if len(side_state.casualties) >= side_state.surrender_space:
            losers.append((side, Termination.SURRENDER,
                           msg("the Surrender space was reached")))
        elif lost_last_unit(state, side):
            losers.append((side, Termination.LAST_UNIT_ELIMINATED,
                           msg("the last unit on the map was eliminated")))
    if losers:
        if len(losers) == 2:
            winner = state.initiative
            text = msg("both sides lose at once: the Initiative card holder wins [6.3.1, 9.2]")
        else:
            loser, _, why = losers[0]
            winner, text = loser.other, by_side("The {side} lose: {reason}",
                                                "The {side} loses: {reason}",
                                                side=loser.value.title(), reason=why)
        log.add("game_end", msg("Game over: {reason}", reason=text), ("6.3.1",), side=winner)
        return replace(state, outcome=Outcome(winner, losers[0][1], total_vp(state), text))
    return state


register_end_check(_automatic_loss)
