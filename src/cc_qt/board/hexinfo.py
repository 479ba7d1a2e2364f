"""Words for a hovered hex: terrain, level, Cover, move cost and LOS effect, from the engine.

Only formatting lives here; every number comes from :class:`cc_engine.rules.terrain.MapTerrain`.
"""

from __future__ import annotations

from cc_engine.content.vocabulary import RULE_IDS, Feature, display_name
from cc_engine.hexgrid import Hex
from cc_engine.rules.terrain import MapTerrain, TerrainState
from cc_qt.shown import shown

__all__ = ["hex_lines", "hex_summary"]


def hex_lines(terrain: MapTerrain, state: TerrainState, hex_: Hex) -> list[str]:
    """One line per fact about ``hex_``: terrain, level, Cover, move cost, LOS, markers."""
    entry = terrain.entry(hex_)
    name = display_name(entry.id)
    features = [display_name(f) for f in Feature if terrain.has_feature(hex_, f)]
    title = f"{hex_} — {name} [{entry.rule}]"
    if features:
        title += " with " + " and ".join(features)
    level = terrain.elevation(hex_)
    lines = [title, f"Hill level {level} [T88]" if level else "Ground level"]
    objective = terrain.objective(hex_)
    if objective is not None:
        lines.append(f"Objective {objective} [2.3]")
    if terrain.is_impassable(hex_, state):
        lines.append("Move: impassable" + (" (Blaze) [T79]" if hex_ in state.blaze
                                           else f" [{entry.rule}]"))
        lines.append("Cover: none (no unit may be here)")
    else:
        move = f"Move: {entry.move_cost} MP [{entry.rule}]"
        along = [display_name(f) for f in (Feature.ROAD, Feature.TRAIL, Feature.RAILWAY)
                 if terrain.has_feature(hex_, f)]
        if along:
            move += f", 1 MP along the {' / '.join(along)}"
        lines.append(move + "; +1 uphill [T88.1]")
        lines.append(shown(terrain.cover(hex_, state).explain()))
        crossing = sorted({
            (display_name(f), terrain.hexside_entry(f).crossing_cover or 0, RULE_IDS[f])
            for pair, f in terrain.hexsides().items()
            if hex_ in pair and terrain.hexside_entry(f).crossing_cover
        })
        for side_name, value, rule in crossing:
            lines.append(f"  or {value} against fire across its {side_name} [{rule}]")
    if entry.los == "obstacle":
        blind = ", one blind hex [T88.4.1]" if entry.blind_hex else ""
        lines.append(f"LOS: Obstacle [10.2]{blind}")
    elif entry.los == "hindrance":
        lines.append(f"LOS: Hindrance {entry.hindrance} [10.3]")
    else:
        lines.append("LOS: clear terrain")
    if entry.water:
        lines.append("Water terrain: no Weapon fires from it, no Smoke/Blaze/Fortification")
    smoke = state.smoke_at(hex_)
    if smoke:
        lines.append(f"Smoke {smoke}: Hindrance into, out of and through [10.3.4]")
    fortification = state.fortification_at(hex_)
    if fortification is not None:
        lines.append(f"{display_name(fortification)} [{RULE_IDS[fortification]}]")
    return lines


def hex_summary(terrain: MapTerrain, state: TerrainState, hex_: Hex) -> str:
    """The main facts on one short line, for the status bar.

    E.g. ``'D3 Woods with Road · ground level · Cover +1 · Move 2 MP · LOS Obstacle'``.
    """
    entry = terrain.entry(hex_)
    features = [display_name(f) for f in Feature if terrain.has_feature(hex_, f)]
    name = display_name(entry.id) + (" with " + " and ".join(features) if features else "")
    level = terrain.elevation(hex_)
    parts = [f"{hex_} {name}", f"Hill level {level}" if level else "ground level"]
    if terrain.is_impassable(hex_, state):
        parts.append("impassable")
    else:
        parts.append(f"Cover {terrain.cover(hex_, state).value:+d}")
        parts.append(f"Move {entry.move_cost} MP")
    if entry.los == "hindrance":
        parts.append(f"LOS Hindrance {entry.hindrance}")
    else:
        parts.append("LOS Obstacle" if entry.los == "obstacle" else "LOS clear")
    smoke = state.smoke_at(hex_)
    if smoke:
        parts.append(f"Smoke {smoke}")
    objective = terrain.objective(hex_)
    if objective is not None:
        parts.append(f"Objective {objective}")
    return " · ".join(parts)
