"""Starting a game: pieces from the scenario's orders of battle, decks, chits, and setup.

:func:`new_game` builds the first state: both Fate decks shuffled (opening cards first in
hand), hands drawn [1.1], Objective chits drawn [7.3.2], control, VP, Time and Initiative as
the scenario says, then the setup decisions: each unit placed in its setup zone, each loose
Weapon given to a unit [11.2], each Fortification placed. The first Turn follows.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from cc_engine.content.loading import ContentError, ContentPack
from cc_engine.content.models import ForceItem, Scenario
from cc_engine.content.validation import setup_zone_hexes, validate_playable
from cc_engine.content.vocabulary import FortificationKind, SideId
from cc_engine.flow import Log, apply, pop, register, replace_frame, settle
from cc_engine.frames import SetupFrame, TurnFrame
from cc_engine.hexgrid import Hex
from cc_engine.messages import msg
from cc_engine.rng import seed_state, shuffle
from cc_engine.rules.terrain import TerrainState
from cc_engine.rules.units import FIGURES, figures_in, numbered, type_label, unit_kind
from cc_engine.rules.victory import update_control
from cc_engine.state import (
    Choice,
    Decision,
    GameState,
    PieceStatus,
    RadioState,
    Setting,
    SideState,
    Stops,
    UnitState,
    WeaponState,
)

__all__ = ["make_setting", "new_game", "setup_hexes"]


def make_setting(scenario: Scenario, pack: ContentPack) -> Setting:
    """The fixed context of a game of ``scenario`` with the content of ``pack``."""
    return Setting(
        scenario=scenario,
        map=pack.maps[scenario.map],
        nations=(pack.nations[scenario.axis.nation], pack.nations[scenario.allies.nation]),
        decks=(pack.decks[scenario.axis.fate_deck], pack.decks[scenario.allies.fate_deck]),
        terrain_chart=pack.terrain,
        track=pack.track,
        chits=pack.chits,
    )


def _pieces(setting: Setting, side: SideId) -> tuple[list[UnitState], list[WeaponState],
                                                      list[RadioState],
                                                      list[tuple[str, Hex | None]]]:
    """Units, Weapons, Radios and Fortifications of one side's OB and reinforcements."""
    setup = setting.scenario.side(side)
    units: list[UnitState] = []
    weapons: list[WeaponState] = []
    radios: list[RadioState] = []
    forts: list[tuple[str, Hex | None]] = []
    prefix = "a" if side is SideId.AXIS else "b"
    counter = {"u": 0, "w": 0, "r": 0}

    def next_id(kind: str) -> str:
        counter[kind] += 1
        return f"{prefix}{kind}{counter[kind]:02d}"

    def add(items: Iterable[ForceItem], time_space: int | None) -> None:
        for item in items:
            for index in range(item.count):
                fixed = Hex.parse(item.hexes[index]) if index < len(item.hexes) else None
                if item.kind == "unit":
                    kind = setting.unit_type(side, item.type)
                    label = item.name or type_label(kind)
                    weapon_id = None
                    if item.weapon is not None:
                        weapon_id = next_id("w")
                        weapons.append(WeaponState(weapon_id, side, item.weapon))
                    status: PieceStatus = ("reinforcement" if time_space is not None
                                           else "pool")
                    units.append(UnitState(next_id("u"), side, item.type, label, status,
                                           fixed, weapon=weapon_id, time_space=time_space,
                                           group_time=time_space))
                elif item.kind == "weapon":
                    weapons.append(WeaponState(next_id("w"), side, item.type, status="pool"))
                elif item.kind == "radio":
                    radios.append(RadioState(next_id("r"), side, item.type,
                                             "reinforcement" if time_space else "box",
                                             time_space=time_space))
                else:
                    forts.append((item.type, fixed))

    add(setup.forces, None)
    for reinforcement in setup.reinforcements:
        add(reinforcement.forces, reinforcement.time_space)
    # Number the units that share a name, so the log can tell them apart ("Rifle Squad 3").
    names = [u.name for u in units]
    seen: dict[str, int] = {}
    for index, unit in enumerate(units):
        if names.count(unit.name) > 1:
            seen[unit.name] = seen.get(unit.name, 0) + 1
            units[index] = replace(unit, name=numbered(unit.name, seen[unit.name]))
    return units, weapons, radios, forts


def new_game(scenario: Scenario, pack: ContentPack, seed: int,
             setup: Sequence[Choice | str] = (),
             stops: dict[SideId, Stops] | None = None) -> GameState:
    """Start a game of ``scenario``; ``setup`` choices (if any) are applied at once.

    The state returned is settled at its first decision (usually the first setup placement).

    Raises:
        ContentError: if the scenario cannot be played with ``pack``: every error
            :func:`~cc_engine.content.validation.validate_playable` finds, each naming the
            file (``<scenario id>.json``, or the map's) and the field. A scenario without one
            sets up and plays, whatever legal choices are made.
    """
    errors = [p for p in validate_playable(scenario, pack, f"{scenario.id}.json")
              if p.severity == "error"]
    if errors:
        raise ContentError(errors)
    setting = make_setting(scenario, pack)
    rng = seed_state(seed)
    units: list[UnitState] = []
    weapons: list[WeaponState] = []
    radios: list[RadioState] = []
    fortifications: list[tuple[SideId, str]] = []
    fixed_forts: dict[Hex, FortificationKind] = {}
    sides = {}
    for side in SideId:
        side_units, side_weapons, side_radios, side_forts = _pieces(setting, side)
        units += side_units
        weapons += side_weapons
        radios += side_radios
        for kind, hex_ in side_forts:
            if hex_ is not None:
                fixed_forts.setdefault(hex_, FortificationKind(kind))
            else:
                fortifications.append((side, kind))
        cards = [c.number for c in setting.deck(side).cards]
        opening = list(scenario.side(side).opening_cards)
        rest = [c for c in cards if c not in opening]
        deck, rng = shuffle(rng, rest)
        hand_size = scenario.side(side).hand_size
        needed = max(0, hand_size - len(opening))
        hand = tuple(opening) + deck[:needed]
        sides[side] = SideState(side, hand=hand, draw=deck[needed:],
                                stops=(stops or {}).get(side, Stops()),
                                surrender_space=scenario.side(side).surrender_space)
    # Objective chits [7.3.2]
    objectives = scenario.objectives
    pool = [c.letter for c in setting.chits.chits
            if c.letter not in objectives.excluded_chits and c.letter not in objectives.open_chits]
    pool_t, rng = shuffle(rng, pool)
    pool = list(pool_t)
    open_chits = list(objectives.open_chits)
    for _ in range(objectives.random_open_chits):
        open_chits.append(pool.pop())
    no_secret = {c.letter for c in setting.chits.chits if not c.has_secret_side}
    for side in SideId:
        secret: list[str] = []
        for _ in range(scenario.side(side).secret_chits):
            letter = pool.pop()
            (open_chits if letter in no_secret else secret).append(letter)
        sides[side] = replace(sides[side], secret_chits=tuple(secret))
    control = tuple(objectives.control.get(str(n)) for n in range(1, 6))  # type: ignore[call-overload]
    start = scenario.starting_vp
    vp = 0 if start.side is None else (start.value if start.side is SideId.AXIS
                                       else -start.value)
    smoke_cup = tuple(int(v) for v, n in sorted(setting.track.smoke_markers.items(),
                                                key=lambda p: int(p[0])) for _ in range(n))
    state = GameState(
        setting=setting, seed=seed, rng=rng, axis=sides[SideId.AXIS],
        allies=sides[SideId.ALLIES], units=tuple(units), weapons=tuple(weapons),
        radios=tuple(radios), markers=TerrainState.build(fortifications=fixed_forts),
        smoke_cup=smoke_cup, time=scenario.time_start, vp=vp,
        vp_sources=(("start", vp),) if vp else (), initiative=scenario.initiative,
        control=control, open_chits=tuple(open_chits), chit_pool=tuple(pool),
        active=scenario.first_turn,
    )
    hidden = scenario.axis.setup.hidden or scenario.allies.setup.hidden
    # Each side sets up its whole force, the side that sets up first before the other: its
    # units, then its Weapons handed to them, then its Fortifications; but the first side's
    # Fortifications come after the other's setup when its scenario says so.
    first, second = _setup_order(scenario)
    late = scenario.side(first).setup.fortifications_last

    def setup_of(side: SideId, pieces: bool = True, forts: bool = True) -> SetupFrame:
        return SetupFrame(
            units=tuple(u.id for u in state.units if pieces and u.side is side
                        and u.status == "pool" and u.hex is None),
            weapons=tuple(w.id for w in state.weapons
                          if pieces and w.side is side and w.status == "pool"),
            fortifications=tuple(f for f in fortifications if forts and f[0] is side),
            hidden=hidden, last=False)

    setups = [setup_of(first, forts=not late), setup_of(second)]
    if late:
        setups.append(setup_of(first, pieces=False))
    setups[-1] = replace(setups[-1], last=True)
    state = replace(state, units=tuple(replace(u, status="map") if u.status == "pool"
                                       and u.hex is not None else u for u in state.units))
    state = replace(state, stack=(TurnFrame(scenario.first_turn), *reversed(setups)))
    log = Log()
    state = settle(state, log)
    for item in setup:
        state = apply(state, item).state
    return state


def _setup_order(scenario: Scenario) -> tuple[SideId, SideId]:
    first = scenario.sets_up_first
    if first == "simultaneous" or first is SideId.AXIS:
        return (SideId.AXIS, SideId.ALLIES)
    return (SideId.ALLIES, SideId.AXIS)


def setup_hexes(state: GameState, unit_id: str) -> list[Hex]:
    """Hexes of the unit's setup zone it may be placed in: passable, stacking kept [8.2]."""
    unit = state.unit(unit_id)
    setting = state.setting
    zone = setup_zone_hexes(setting.scenario.side(unit.side).setup,
                            setting.friendly_edge(unit.side), setting.terrain.grid)
    size = FIGURES[unit_kind(state, unit)]
    return sorted(h for h in zone
                  if not setting.terrain.is_impassable(h, state.markers)
                  and not state.units_in(h, unit.side.other)
                  and figures_in(state, h, unit.side) + size <= 7)


def _fort_hexes(state: GameState, side: SideId) -> list[Hex]:
    setting = state.setting
    zone = setup_zone_hexes(setting.scenario.side(side).setup, setting.friendly_edge(side),
                            setting.terrain.grid)
    return sorted(h for h in zone if not setting.terrain.is_water(h)
                  and state.markers.fortification_at(h) is None)


def _run_setup(state: GameState, frame: SetupFrame, log: Log) -> tuple[GameState,
                                                                         Decision | None]:
    if frame.units:
        unit = state.unit(frame.units[0])
        hexes = setup_hexes(state, unit.id)
        if not hexes:  # an engine fault: validate_playable guarantees room [8.2]
            raise RuntimeError(f"no room to set up {unit.name} of the {unit.side.value}, "
                               "though the scenario validated")
        return state, Decision(unit.side, "setup", tuple(Choice("place", (unit.id, h.id))
                                                          for h in hexes),
                               msg("Set up {unit} in your setup zone", unit=unit.name),
                               (("unit", unit.id),))
    if frame.weapons:
        weapon = state.weapon(frame.weapons[0])
        carriers = [u for u in state.units_on_map(weapon.side) if u.weapon is None]
        if not carriers:
            log.add("setup", msg("No unit can carry the {weapon}: it is not used",
                                 weapon=weapon.type),
                    ("11.2",), side=weapon.side)
            return replace_frame(state, replace(frame, weapons=frame.weapons[1:])), None
        name = state.setting.weapon_type(weapon.side, weapon.type).name
        return state, Decision(weapon.side, "arm", tuple(Choice("arm", (weapon.id, u.id))
                                                          for u in carriers),
                               msg("Give the {weapon} to a unit (each carries one) [11.2]",
                                   weapon=name),
                               (("weapon", weapon.id),))
    if frame.fortifications:
        side, kind = frame.fortifications[0]
        hexes = _fort_hexes(state, side)
        if not hexes:
            return replace_frame(state, replace(
                frame, fortifications=frame.fortifications[1:])), None
        return state, Decision(side, "fortify", tuple(Choice("fortify", (kind, h.id))
                                                       for h in hexes),
                               msg("Place {fortification} in your setup zone [F100.1]",
                                   fortification=kind))
    if not frame.last:
        return pop(state), None
    log.add("setup_done", msg("Setup is complete; the game begins"), ("5",))
    return update_control(pop(state), log), None


def _choose_setup(state: GameState, frame: SetupFrame, choice: Choice, log: Log) -> GameState:
    if choice.kind == "place":
        unit = state.unit(str(choice.args[0]))
        hex_ = Hex.parse(str(choice.args[1]))
        log.add("setup", msg("{unit} sets up in {hex}", unit=unit.name, hex=hex_.id), ("5",),
                side=unit.side,
                private_to=unit.side if frame.hidden else None, unit=unit.id, hex=hex_.id)
        state = state.with_unit(replace(unit, status="map", hex=hex_))
        return replace_frame(state, replace(frame, units=frame.units[1:]))
    if choice.kind == "arm":
        weapon = state.weapon(str(choice.args[0]))
        unit = state.unit(str(choice.args[1]))
        state = state.with_weapon(replace(weapon, status="carried"))
        state = state.with_unit(replace(unit, weapon=weapon.id))
        log.add("setup", msg("{unit} takes the {weapon}", unit=unit.name,
                             weapon=state.setting.weapon_type(weapon.side, weapon.type).name),
                ("11.2",),
                side=unit.side, private_to=unit.side if frame.hidden else None)
        return replace_frame(state, replace(frame, weapons=frame.weapons[1:]))
    kind, hex_id = str(choice.args[0]), str(choice.args[1])
    side = frame.fortifications[0][0]
    forts = dict(state.markers.fortifications)
    forts[Hex.parse(hex_id)] = FortificationKind(kind)
    state = replace(state, markers=replace(state.markers,
                                           fortifications=tuple(sorted(forts.items()))))
    log.add("setup", msg("{fortification} placed in {hex}", fortification=kind.title(),
                         hex=hex_id), ("F100.1",), side=side,
            private_to=side if frame.hidden else None)
    return replace_frame(state, replace(frame, fortifications=frame.fortifications[1:]))


register("setup", _run_setup, _choose_setup)
