"""Artillery: Artillery Denied and Artillery Request (Battery Access, Fire For Effect) [O17, O18].

A side's Radio sits in its Artillery Box [12]. Artillery Denied breaks the enemy Radio, or
sends an already broken one back to the counter mix [O17]. An Artillery Request fixes a broken
Radio (Battery Access [O18.1]) or, with an unbroken Radio and an unbroken Leader not yet
activated, makes a Fire For Effect [O18.2]: the Leader spots a hex in his LOS [O18.2.1] (and
the player may announce Smoke [O18.2.1.1]), an Accuracy roll decides hit or miss [O18.2.2],
the top card's dice (revealed, not rolled: no triggers) make the Spotting Round drift
[O18.2.2.1, O18.2.2.2], and the seven hexes around where it lands are smoked or attacked
[O18.2.3].
"""

from __future__ import annotations

from dataclasses import replace

from cc_engine.content.vocabulary import Order, SideId
from cc_engine.flow import Log, pop, push, register, replace_frame
from cc_engine.frames import ArtilleryFrame, AttackFrame, RollResult, TimeFrame
from cc_engine.hexgrid import Hex, HexGrid
from cc_engine.messages import by_side, counted, joined, msg
from cc_engine.rules.activation import can_be_activated, with_activated
from cc_engine.rules.cards import register_lock, reveal_top, start_roll
from cc_engine.rules.fire import push_attack, sight, targeting_hits
from cc_engine.rules.markers import draw_smoke, place_smoke
from cc_engine.rules.turn import register_order
from cc_engine.rules.units import is_leader, unit_label
from cc_engine.state import Choice, Decision, GameState, RadioState, UnitState

__all__ = [
    "can_battery_access",
    "can_deny_artillery",
    "can_fire_for_effect",
    "can_request_artillery",
    "deny_artillery",
    "drift_path",
    "impact_area",
    "place_random_smoke",
    "request_artillery",
    "spotters",
    "spotting_hexes",
]


def _title(side: SideId) -> str:
    return side.value.title()


def _radio_name(state: GameState, radio: RadioState) -> str:
    kind = state.setting.radio_type(radio.side, radio.type)
    return msg("{side:adjective} {radio} (FP {fp})", side=_title(radio.side), radio=kind.name,
               fp=kind.fp)


# --- Artillery Denied [O17] ---------------------------------------------------------------------


def can_deny_artillery(state: GameState, side: SideId) -> bool:
    """Artillery Denied needs an enemy Radio in play [O17]."""
    return state.radio_of(side.other) is not None


def deny_artillery(state: GameState, side: SideId, log: Log) -> GameState:
    """Break the enemy Radio; an already broken one goes back to the counter mix [O17].

    Nothing is activated, so no frame is pushed: the Turn goes on at once.
    """
    radio = state.radio_of(side.other)
    assert radio is not None, "Artillery Denied without an enemy Radio"
    name = _radio_name(state, radio)
    if radio.broken:
        log.add("radio_eliminated", msg("Artillery Denied: the broken {radio} is eliminated and "
                                        "returns to the counter mix [O17]", radio=name),
                ("O17",), side=side)
        return state.with_radio(replace(radio, status="pool", broken=False))
    log.add("radio_broken", msg("Artillery Denied: the {radio} breaks [O17]", radio=name),
            ("O17",), side=side)
    return state.with_radio(replace(radio, broken=True))


# --- Artillery Request [O18] --------------------------------------------------------------------


def spotters(state: GameState, side: SideId) -> tuple[UnitState, ...]:
    """Unbroken Leaders in play not yet activated this Turn: possible Spotters [O18, O18.2]."""
    return tuple(u for u in state.units_on_map(side)
                 if is_leader(state, u) and not u.broken and can_be_activated(state, u))


def can_battery_access(state: GameState, side: SideId) -> bool:
    """Battery Access needs a broken friendly Radio in play [O18]."""
    radio = state.radio_of(side)
    return radio is not None and radio.broken


def can_fire_for_effect(state: GameState, side: SideId) -> bool:
    """Fire For Effect needs an unbroken friendly Radio and a possible Spotter [O18]."""
    radio = state.radio_of(side)
    return radio is not None and not radio.broken and bool(spotters(state, side))


def can_request_artillery(state: GameState, side: SideId) -> bool:
    """An Artillery Request is legal when Battery Access or Fire For Effect is [O18]."""
    return can_battery_access(state, side) or can_fire_for_effect(state, side)


def request_artillery(state: GameState, side: SideId, log: Log) -> GameState:
    """Start an Artillery Request: Battery Access, or push a Fire For Effect [O18].

    A side has one Radio in its Artillery Box, so the two options never compete: a broken
    Radio can only be fixed, an unbroken one can only fire.
    """
    radio = state.radio_of(side)
    assert radio is not None, "an Artillery Request without a Radio"
    if radio.broken:
        log.add("battery_access", msg("Battery Access: the {radio} is fixed [O18.1]",
                                      radio=_radio_name(state, radio)), ("O18.1",), side=side)
        return state.with_radio(replace(radio, broken=False))
    log.add("fire_for_effect", msg("Fire For Effect with the {radio} [O18.2]",
                                   radio=_radio_name(state, radio)), ("O18.2",), side=side)
    return push(state, ArtilleryFrame(side, radio.id))


def spotting_hexes(state: GameState, spotter: UnitState) -> tuple[Hex, ...]:
    """Every hex in the Spotter's LOS, impassable ones included [O18.2.1]."""
    assert spotter.hex is not None
    here = spotter.hex
    return tuple(h for h in state.setting.terrain.grid if sight(state, here, h).can_see)


def drift_path(start: Hex, white: int, colored: int, hit: bool) -> tuple[Hex, ...]:
    """The hexes the Spotting Round passes through as it drifts; the last is where it lands.

    On a hit it moves one hex in the white die's compass direction, then one in the colored
    die's [O18.2.2.1]; on a miss the white die gives the direction and the colored die the
    distance [O18.2.2.2]. Compass directions are those of 2.2.2.

    >>> [h.id for h in drift_path(Hex.parse("H5"), 1, 4, hit=True)]
    ['H4', 'H5']
    >>> [h.id for h in drift_path(Hex.parse("H5"), 4, 3, hit=False)]
    ['H6', 'H7', 'H8']
    """
    path: list[Hex] = []
    where = start
    steps = (white, colored) if hit else (white,) * colored
    for direction in steps:
        where = where.neighbour(direction)
        path.append(where)
    return tuple(path)


def impact_area(grid: HexGrid, center: Hex) -> tuple[Hex, ...]:
    """The Spotting Round's hex and its on-map neighbours: the blast area [O18.2.3]."""
    return (center, *grid.neighbours(center))


def place_random_smoke(state: GameState, hexes: tuple[Hex, ...], log: Log, why: str,
                       rules: tuple[str, ...]) -> GameState:
    """Draw a random Smoke marker from the cup into each hex [T94] (a Smoke round or
    barrage [O20.2.1, O18.2.3.1]).

    None stays in Water or Blaze, and a hex keeps the larger of two Smoke markers; the other
    goes back to the cup [8.1.4] (see :func:`cc_engine.rules.markers.place_smoke`).
    """
    for hex_ in hexes:
        state, value = draw_smoke(state)
        if value is None:
            log.add("smoke", msg("No Smoke marker is left in the cup for {hex} ({purpose})",
                                 hex=hex_.id, purpose=why), (*rules, "T94"))
            continue
        state = place_smoke(state, hex_, value, log, rules)
    return state


def _run_artillery(state: GameState, frame: ArtilleryFrame,
                   log: Log) -> tuple[GameState, Decision | None]:
    side = frame.side
    if frame.stage == "spotter":
        leaders = spotters(state, side)
        if len(leaders) == 1:
            return _activate_spotter(state, frame, leaders[0], log), None
        return state, Decision(side, "activate",
                               tuple(Choice("activate", (u.id,)) for u in leaders),
                               msg("Fire For Effect: activate an unbroken Leader as the Spotter "
                                   "[O18.2]"), (("order", "artillery_request"),))
    spotter = state.unit(frame.spotter) if frame.spotter is not None else None
    if frame.stage == "spot":
        assert spotter is not None
        return state, Decision(side, "spot", tuple(Choice("spot", (h.id,))
                                                   for h in spotting_hexes(state, spotter)),
                               msg("Place the Spotting Round in a hex in the LOS of {unit} "
                                   "[O18.2.1]", unit=unit_label(state, spotter)),
                               (("spotter", spotter.id),))
    if frame.stage == "smoke":
        return state, Decision(side, "artillery_smoke", (Choice("barrage"), Choice("smoke")),
                               msg("Announce a Smoke barrage instead of Impact rolls? "
                                   "[O18.2.1.1]"), (("round", str(frame.round)),))
    if frame.stage == "accuracy":
        return _accuracy(state, frame, spotter, log), None
    if frame.stage == "drift":
        return _drift(state, frame, log), None
    return _impact(state, frame, log)


def _activate_spotter(state: GameState, frame: ArtilleryFrame, leader: UnitState,
                      log: Log) -> GameState:
    log.add("activate", msg("{unit} is activated as the Spotter [O18.2]",
                            unit=unit_label(state, leader)),
            ("O18.2", "O14.1"), side=frame.side, unit=leader.id)
    state = with_activated(state, (leader.id,))
    return replace_frame(state, replace(frame, spotter=leader.id, stage="spot"))


def _choose_artillery(state: GameState, frame: ArtilleryFrame, choice: Choice,
                      log: Log) -> GameState:
    if choice.kind == "activate":
        return _activate_spotter(state, frame, state.unit(str(choice.args[0])), log)
    if choice.kind == "spot":
        hex_ = Hex.parse(str(choice.args[0]))
        radio = state.radio_of(frame.side)
        assert radio is not None and frame.spotter is not None
        spotter = state.unit(frame.spotter)
        assert spotter.hex is not None
        log.add("spotting", msg("Spotting Round placed in {hex}, in the LOS of {unit} ({los}) "
                                "[O18.2.1]", hex=hex_.id, unit=unit_label(state, spotter),
                                los=sight(state, spotter.hex, hex_).explain()),
                ("O18.2.1",), side=frame.side, hex=hex_.id)
        smoke = state.setting.radio_type(frame.side, radio.type).smoke
        return replace_frame(state, replace(frame, round=hex_,
                                            stage="smoke" if smoke else "accuracy"))
    if choice.kind == "impact":
        return _attack(state, frame, Hex.parse(str(choice.args[0])), log)
    if choice.kind == "smoke":
        log.add("smoke_announced", by_side("The {side} announce a Smoke barrage [O18.2.1.1]",
                                           "The {side} announces a Smoke barrage [O18.2.1.1]",
                                           side=_title(frame.side)), ("O18.2.1.1",),
                side=frame.side)
    return replace_frame(state, replace(frame, smoke=choice.kind == "smoke", stage="accuracy"))


def _accuracy(state: GameState, frame: ArtilleryFrame, spotter: UnitState | None,
              log: Log) -> GameState:
    """A Targeting Roll: dice multiplied, less the Hindrance, must beat the range [O18.2.2].

    Range and Hindrance are taken when the roll is made: a Spotter lost to the roll's own
    trigger (an Event, a Sniper) does not undo it (see docs/rulings.md)."""
    assert frame.round is not None and spotter is not None
    if frame.roll is None:
        assert spotter.hex is not None
        frame = replace(frame, range=spotter.hex.distance(frame.round),
                        hindrance=sight(state, spotter.hex, frame.round).hindrance)
        state = replace_frame(state, frame)
        return start_roll(state, frame.side, msg("the Artillery Accuracy roll"))
    return replace_frame(state, replace(frame, roll=None, stage="drift"))


def _lock_accuracy(state: GameState, frame: ArtilleryFrame, roll: RollResult,
                   log: Log) -> ArtilleryFrame:
    """The Accuracy roll stands: hit or miss is locked from the range and Hindrance taken
    when it was made, before its trigger [O18.2.2, 1.9.1]."""
    assert frame.round is not None and frame.spotter is not None
    spotter = state.unit(frame.spotter)
    product = roll.product
    hit = targeting_hits(roll, frame.hindrance, frame.range)
    fields: dict[str, str | int] = {
        "roll": roll.text(), "product": product, "hindrance": frame.hindrance,
        "value": product - frame.hindrance, "range": frame.range,
        "unit": unit_label(state, spotter), "hex": str(frame.round)}
    if frame.hindrance:
        text = (msg("Accuracy: Targeting Roll {roll} = {product} [O20.2.3] - {hindrance} "
                    "Hindrance [10.3.1] = {value} vs range {range} from {unit} to {hex}: "
                    "greater: a hit", **fields) if hit else
                msg("Accuracy: Targeting Roll {roll} = {product} [O20.2.3] - {hindrance} "
                    "Hindrance [10.3.1] = {value} vs range {range} from {unit} to {hex}: not "
                    "greater: a miss", **fields))
    else:
        text = (msg("Accuracy: Targeting Roll {roll} = {product} [O20.2.3] vs range {range} "
                    "from {unit} to {hex}: greater: a hit", **fields) if hit else
                msg("Accuracy: Targeting Roll {roll} = {product} [O20.2.3] vs range {range} "
                    "from {unit} to {hex}: not greater: a miss", **fields))
    log.add("accuracy", text, ("O18.2.2", "O20.2.3"), side=frame.side, hit=int(hit))
    return replace(frame, hit=hit)


def _drift(state: GameState, frame: ArtilleryFrame, log: Log) -> GameState:
    """Reveal the top card (not a roll: no trigger, no re-roll) and move the SR [O18.2.2]."""
    assert frame.round is not None
    side = frame.side
    state, card, emptied = reveal_top(state, side, log, msg("the Spotting Round's drift"))
    data = state.setting.card(side, card)
    white, colored = data.white_die, data.colored_die
    path = drift_path(frame.round, white, colored, frame.hit)
    grid = state.setting.terrain.grid
    if frame.hit:
        how = msg("hit: 1 hex towards {white} (white), then 1 towards {colored} (colored) "
                  "[O18.2.2.1]", white=white, colored=colored)
        rule = "O18.2.2.1"
    else:
        how = counted(colored, "miss: {count} hex (colored) towards {white} (white) "
                      "[O18.2.2.2]", "miss: {count} hexes (colored) towards {white} (white) "
                      "[O18.2.2.2]", white=white, count=colored)
        rule = "O18.2.2.2"
    off = next((i for i, h in enumerate(path) if not grid.contains(h)), None)
    route = joined([h.id for h in path[:off]] + ([] if off is None else [msg("off the map")]),
                   " -> ")
    drift: dict[str, str | int] = {"white": white, "colored": colored, "how": how,
                                   "start": frame.round.id, "route": route}
    if off is not None:
        log.add("drift", msg("Drift {white}•{colored} (not a roll: no trigger), {how}: {start} "
                             "-> {route}: the Spotting Round errs off the map and the Order ends "
                             "[O18.2.2.3]", **drift), (rule, "O18.2.2.3"), side=side, card=card)
        state = pop(state)
    else:
        land = path[-1]
        log.add("drift", msg("Drift {white}•{colored} (not a roll: no trigger), {how}: {start} "
                             "-> {route}; the Spotting Round lands in {hex}", **drift,
                             hex=land.id), (rule,), side=side, card=card, hex=land.id)
        state = replace_frame(state, replace(frame, round=land, stage="impact",
                                             impacts=impact_area(grid, land)))
    if emptied:
        state = push(state, TimeFrame(side))
    return state


def _targets(state: GameState, frame: ArtilleryFrame) -> tuple[Hex, ...]:
    """Hexes of the area not yet attacked that hold a unit or a Fortification [O18.2.3.2]."""
    forts = {h for h, _ in state.markers.fortifications}
    return tuple(sorted(h for h in frame.impacts if state.units_in(h) or h in forts))


def _impact(state: GameState, frame: ArtilleryFrame,
            log: Log) -> tuple[GameState, Decision | None]:
    assert frame.round is not None
    if frame.smoke:
        area = impact_area(state.setting.terrain.grid, frame.round)
        state = place_random_smoke(state, area, log, msg("a Smoke barrage"), ("O18.2.3.1",))
        log.add("artillery_end", msg("The Smoke barrage is placed; the Spotting Round is removed "
                                     "[O18.2.3.1]"), ("O18.2.3.1",), side=frame.side)
        return pop(state), None
    targets = _targets(state, frame)
    if not targets:
        log.add("artillery_end", msg("No hex left in the impact area holds a unit or a "
                                     "Fortification; the Spotting Round is removed "
                                     "[O18.2.3.2]"), ("O18.2.3.2",), side=frame.side)
        return pop(state), None
    if len(targets) == 1:
        return _attack(state, frame, targets[0], log), None
    return state, Decision(frame.side, "impact", tuple(Choice("impact", (h.id,))
                                                       for h in targets),
                           msg("Pick the next hex of the impact area for an Artillery Impact "
                               "roll [O18.2.3]"), (("round", frame.round.id),))


def _attack(state: GameState, frame: ArtilleryFrame, hex_: Hex, log: Log) -> GameState:
    """An Artillery Impact roll on one hex: a Fire Attack of the Radio's FP, indirect, that
    cannot jam the Radio, with the Fortification Vulnerability [O18.2.3.2, O18.2.3.3]."""
    (radio,) = (r for r in state.radios if r.id == frame.radio)
    kind = state.setting.radio_type(radio.side, radio.type)
    vulnerability = state.setting.track.fortification_vulnerability[str(kind.fp)]
    log.add("impact", msg("Artillery Impact on {hex}: FP {fp} ({radio}) [O18.2.3.2]; "
                          "Fortification Vulnerability {vulnerability} [O18.2.3.3]",
                          hex=hex_.id, fp=kind.fp, radio=kind.name, vulnerability=vulnerability),
            ("O18.2.3.2",), side=frame.side, hex=hex_.id)
    state = replace_frame(state, replace(frame, impacts=tuple(h for h in frame.impacts
                                                               if h != hex_)))
    return push_attack(state, AttackFrame(
        frame.side, hex_, kind.fp, label=msg("Artillery Impact on {hex}", hex=hex_.id),
        indirect=True, jam_weapons=False, vulnerability=vulnerability,
        explain=msg("{radio} FP {fp} [O18.2.3.2]", radio=kind.name, fp=kind.fp)))


register("artillery", _run_artillery, _choose_artillery)
register_lock("artillery", _lock_accuracy)
register_order(Order.ARTILLERY_DENIED, can_deny_artillery, deny_artillery)
register_order(Order.ARTILLERY_REQUEST, can_request_artillery, request_artillery)
