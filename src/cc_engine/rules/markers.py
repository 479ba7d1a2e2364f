"""Placing markers on the map: Smoke, Blaze and Fortifications, with their stacking limits.

Marker stacking is enforced as soon as a marker is placed [8.1]: one Fortification per hex,
the first one stays [8.1.3, F100.3]; one Smoke per hex, the larger Hindrance stays [8.1.4];
one Blaze per hex, and a Blaze hex holds no Smoke or Fortification [8.1.5]. Nothing is ever
placed in Water (Fortifications, Smoke, Blaze [T89, T95, T98]). Smoke and Blaze markers are
drawn at random from the cup [T94]; the cup's contents are part of the state.
"""

from __future__ import annotations

from dataclasses import replace

from cc_engine.content.vocabulary import FortificationKind, display_name
from cc_engine.flow import Log
from cc_engine.hexgrid import Hex
from cc_engine.messages import msg
from cc_engine.rng import next_int
from cc_engine.state import GameState

__all__ = ["draw_smoke", "place_fortification", "place_smoke"]


def place_fortification(state: GameState, hex_: Hex, kind: FortificationKind, log: Log,
                        rules: tuple[str, ...]) -> GameState:
    """Place a Fortification unless the hex is Water, blazing, or already has one."""
    name = display_name(kind)
    terrain = state.setting.terrain
    markers = state.markers
    if terrain.is_water(hex_) or hex_ in markers.blaze:
        log.add("not_placed", msg("{fortification} cannot be placed in {hex} (Water or Blaze)",
                                  fortification=name, hex=hex_.id), (*rules, "F100.3"))
        return state
    existing = markers.fortification_at(hex_)
    if existing is not None:
        log.add("not_placed", msg("{fortification} is not placed in {hex}: it already has "
                                  "{existing} (one Fortification per hex)", fortification=name,
                                  hex=hex_.id, existing=display_name(existing)),
                (*rules, "8.1.3"))
        return state
    fortifications = tuple(sorted((*markers.fortifications, (hex_, kind))))
    log.add("fortification", msg("{fortification} placed in {hex}", fortification=name,
                                 hex=hex_.id), rules)
    return replace(state, markers=replace(markers, fortifications=fortifications))


def draw_smoke(state: GameState) -> tuple[GameState, int | None]:
    """Draw a random Smoke marker from the cup; returns its Hindrance value [T94], or None
    (and the state unchanged) when the cup is empty: the counter mix holds only the
    Track Display's ``smoke_markers``, so every caller says what happens without one."""
    if not state.smoke_cup:
        return state, None
    index, rng = next_int(state.rng, len(state.smoke_cup))
    value = state.smoke_cup[index]
    cup = state.smoke_cup[:index] + state.smoke_cup[index + 1:]
    return replace(state, rng=rng, smoke_cup=cup), value


def place_smoke(state: GameState, hex_: Hex, value: int, log: Log,
                rules: tuple[str, ...]) -> GameState:
    """Place a Smoke marker of ``value``; the larger of two in one hex stays [8.1.4].

    The marker that does not stay goes back to the cup.
    """
    terrain = state.setting.terrain
    markers = state.markers
    if terrain.is_water(hex_) or hex_ in markers.blaze:
        log.add("not_placed", msg("Smoke {value} cannot be placed in {hex} (Water or Blaze)",
                                  value=value, hex=hex_.id), (*rules, "T89", "8.1.5"))
        return replace(state, smoke_cup=(*state.smoke_cup, value))
    current = markers.smoke_at(hex_)
    if current >= value:
        log.add("smoke", msg("Smoke {value} drawn for {hex}, which keeps its Smoke {current}",
                             value=value, hex=hex_.id, current=current), (*rules, "8.1.4"))
        return replace(state, smoke_cup=(*state.smoke_cup, value))
    cup = state.smoke_cup + ((current,) if current else ())
    log.add("smoke", msg("Smoke {value} placed in {hex}", value=value, hex=hex_.id), rules,
            hex=hex_.id, value=value)
    return replace(state, smoke_cup=cup, markers=markers.with_smoke(hex_, value))
