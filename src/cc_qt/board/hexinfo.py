"""Words for a hovered hex: terrain, level, Cover, move cost and LOS effect, from the engine.

Only formatting lives here; every number comes from :class:`cc_engine.rules.terrain.MapTerrain`.
Every word is in the app's language (context "HexInfo"; game terms through
:func:`cc_qt.terms.term`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cc_engine.content.vocabulary import RULE_IDS, Feature, display_name
from cc_engine.hexgrid import Hex
from cc_engine.rules.terrain import MapTerrain, TerrainState
from cc_qt.shown import shown
from cc_qt.terms import term

__all__ = ["hex_lines", "hex_summary"]

_app = QCoreApplication


def _name_with_features(terrain: MapTerrain, hex_: Hex) -> tuple[str, list[str]]:
    """The hex's terrain name and its features' names, translated."""
    name = term(display_name(terrain.entry(hex_).id))
    features = [term(display_name(f)) for f in Feature if terrain.has_feature(hex_, f)]
    return name, features


def hex_lines(terrain: MapTerrain, state: TerrainState, hex_: Hex) -> list[str]:
    """One line per fact about ``hex_``: terrain, level, Cover, move cost, LOS, markers."""
    entry = terrain.entry(hex_)
    name, features = _name_with_features(terrain, hex_)
    title = _app.translate("HexInfo", "{hex} — {terrain} [{rule}]").format(
        hex=hex_, terrain=name, rule=entry.rule)
    if features:
        title += _app.translate("HexInfo", " with {features}").format(
            features=_app.translate("HexInfo", " and ").join(features))
    level = terrain.elevation(hex_)
    lines = [title, _app.translate("HexInfo", "Hill level {level} [T88]").format(level=level)
             if level else _app.translate("HexInfo", "Ground level")]
    objective = terrain.objective(hex_)
    if objective is not None:
        lines.append(_app.translate("HexInfo", "Objective {number} [2.3]").format(
            number=objective))
    building = terrain.building(hex_)
    if len(building) > 1:
        hexes = ", ".join(h.id for h in building)
        held = _building_objective(terrain, building)
        lines.append(_app.translate(
            "HexInfo", "Objective {number} is this whole building: {hexes}; to take it, no "
            "enemy unit may be in any of its hexes [7.3.1.1]").format(number=held, hexes=hexes)
            if held is not None else
            _app.translate("HexInfo", "Part of the building {hexes}").format(hexes=hexes))
    if terrain.is_impassable(hex_, state):
        lines.append(_app.translate("HexInfo", "Move: impassable (Blaze) [T79]")
                     if hex_ in state.blaze else
                     _app.translate("HexInfo", "Move: impassable [{rule}]").format(
                         rule=entry.rule))
        lines.append(_app.translate("HexInfo", "Cover: none (no unit may be here)"))
    else:
        move = _app.translate("HexInfo", "Move: {mp} MP [{rule}]").format(
            mp=entry.move_cost, rule=entry.rule)
        along = [term(display_name(f)) for f in (Feature.ROAD, Feature.TRAIL, Feature.RAILWAY)
                 if terrain.has_feature(hex_, f)]
        if along:
            move += _app.translate("HexInfo", ", 1 MP along the {features}").format(
                features=" / ".join(along))
        lines.append(move + _app.translate("HexInfo", "; +1 uphill [T88.1]"))
        lines.append(shown(terrain.cover(hex_, state).explain()))
        crossing = sorted({
            (term(display_name(f)), terrain.hexside_entry(f).crossing_cover or 0, RULE_IDS[f])
            for pair, f in terrain.hexsides().items()
            if hex_ in pair and terrain.hexside_entry(f).crossing_cover
        })
        for side_name, value, rule in crossing:
            lines.append(_app.translate(
                "HexInfo", "  or {value} against fire across its {hexside} [{rule}]").format(
                value=value, hexside=side_name, rule=rule))
    if entry.los == "obstacle":
        lines.append(_app.translate("HexInfo", "LOS: Obstacle [10.2], one blind hex [T88.4.1]")
                     if entry.blind_hex else _app.translate("HexInfo", "LOS: Obstacle [10.2]"))
    elif entry.los == "hindrance":
        lines.append(_app.translate("HexInfo", "LOS: Hindrance {hindrance} [10.3]").format(
            hindrance=entry.hindrance))
    else:
        lines.append(_app.translate("HexInfo", "LOS: clear terrain"))
    if entry.water:
        lines.append(_app.translate(
            "HexInfo", "Water terrain: no Weapon fires from it, no Smoke/Blaze/Fortification"))
    smoke = state.smoke_at(hex_)
    if smoke:
        lines.append(_app.translate(
            "HexInfo", "Smoke {smoke}: Hindrance into, out of and through [10.3.4]").format(
            smoke=smoke))
    fortification = state.fortification_at(hex_)
    if fortification is not None:
        lines.append(f"{term(display_name(fortification))} [{RULE_IDS[fortification]}]")
    return lines


def hex_summary(terrain: MapTerrain, state: TerrainState, hex_: Hex) -> str:
    """The main facts on one short line, for the status bar.

    E.g. ``'D3 Woods with Road · ground level · Cover +1 · Move 2 MP · LOS Obstacle'``.
    """
    entry = terrain.entry(hex_)
    name, features = _name_with_features(terrain, hex_)
    if features:
        name += _app.translate("HexInfo", " with {features}").format(
            features=_app.translate("HexInfo", " and ").join(features))
    level = terrain.elevation(hex_)
    parts = [f"{hex_} {name}",
             _app.translate("HexInfo", "Hill level {level}").format(level=level) if level
             else _app.translate("HexInfo", "ground level")]
    if terrain.is_impassable(hex_, state):
        parts.append(_app.translate("HexInfo", "impassable"))
    else:
        parts.append(_app.translate("HexInfo", "Cover {value:+d}").format(
            value=terrain.cover(hex_, state).value))
        parts.append(_app.translate("HexInfo", "Move {mp} MP").format(mp=entry.move_cost))
    if entry.los == "hindrance":
        parts.append(_app.translate("HexInfo", "LOS Hindrance {hindrance}").format(
            hindrance=entry.hindrance))
    else:
        parts.append(_app.translate("HexInfo", "LOS Obstacle") if entry.los == "obstacle"
                     else _app.translate("HexInfo", "LOS clear"))
    smoke = state.smoke_at(hex_)
    if smoke:
        parts.append(_app.translate("HexInfo", "Smoke {smoke}").format(smoke=smoke))
    building = terrain.building(hex_)
    held = _building_objective(terrain, building) if len(building) > 1 else None
    objective = terrain.objective(hex_)
    if held is not None:
        parts.append(_app.translate("HexInfo", "Objective {number}: the whole building")
                     .format(number=held))
    elif len(building) > 1:
        parts.append(_app.translate("HexInfo", "part of a larger building"))
    if objective is not None and held is None:
        parts.append(_app.translate("HexInfo", "Objective {number}").format(number=objective))
    return " · ".join(parts)


def _building_objective(terrain: MapTerrain, building: tuple[Hex, ...]) -> int | None:
    """The Objective printed in one of the building's hexes, if any [7.3.1.1]."""
    return next((n for n in map(terrain.objective, building) if n is not None), None)
