"""The designer's names for the engine's vocabulary (terrain, features, postures, ...), shown in
the current language.

The tables hold the English names, marked for ``pyside6-lupdate`` in the ``DesignerNames``
context; :func:`shown_name` translates one where it is shown. The stored values stay the
engine's ids.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import cast

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication

from cc_engine.content.vocabulary import (
    Feature,
    FortificationKind,
    HexsideFeature,
    Posture,
    Quality,
    SideId,
    Terrain,
)

__all__ = ["EDGE_NAMES", "FEATURE_NAMES", "FORTIFICATION_NAMES", "HEXSIDE_NAMES",
           "PIECE_KIND_NAMES", "POSTURE_NAMES", "QT_TRANSLATE_NOOP", "QUALITY_NAMES", "SIDE_NAMES",
           "TERRAIN_NAMES", "shown_name"]

#: Qt's marker of a text for ``pyside6-lupdate`` (it returns the text as it is), typed.
QT_TRANSLATE_NOOP = cast(Callable[[str, str], str], QtCore.QT_TRANSLATE_NOOP)

SIDE_NAMES: Mapping[str, str] = {
    SideId.AXIS: QT_TRANSLATE_NOOP("DesignerNames", "Axis"),
    SideId.ALLIES: QT_TRANSLATE_NOOP("DesignerNames", "Allies"),
}
TERRAIN_NAMES: Mapping[str, str] = {
    Terrain.BRIDGE: QT_TRANSLATE_NOOP("DesignerNames", "Bridge"),
    Terrain.BRUSH: QT_TRANSLATE_NOOP("DesignerNames", "Brush"),
    Terrain.BUILDING: QT_TRANSLATE_NOOP("DesignerNames", "Building"),
    Terrain.FIELD: QT_TRANSLATE_NOOP("DesignerNames", "Field"),
    Terrain.GULLY: QT_TRANSLATE_NOOP("DesignerNames", "Gully"),
    Terrain.MARSH: QT_TRANSLATE_NOOP("DesignerNames", "Marsh"),
    Terrain.OPEN_GROUND: QT_TRANSLATE_NOOP("DesignerNames", "Open Ground"),
    Terrain.ORCHARD: QT_TRANSLATE_NOOP("DesignerNames", "Orchard"),
    Terrain.STREAM: QT_TRANSLATE_NOOP("DesignerNames", "Stream"),
    Terrain.WATER_BARRIER: QT_TRANSLATE_NOOP("DesignerNames", "Water Barrier"),
    Terrain.WOODS: QT_TRANSLATE_NOOP("DesignerNames", "Woods"),
}
FEATURE_NAMES: Mapping[str, str] = {
    Feature.RAILWAY: QT_TRANSLATE_NOOP("DesignerNames", "Railway"),
    Feature.ROAD: QT_TRANSLATE_NOOP("DesignerNames", "Road"),
    Feature.TRAIL: QT_TRANSLATE_NOOP("DesignerNames", "Trail"),
}
HEXSIDE_NAMES: Mapping[str, str] = {
    HexsideFeature.CLIFF: QT_TRANSLATE_NOOP("DesignerNames", "Cliff"),
    HexsideFeature.FENCE: QT_TRANSLATE_NOOP("DesignerNames", "Fence"),
    HexsideFeature.HEDGE: QT_TRANSLATE_NOOP("DesignerNames", "Hedge"),
    HexsideFeature.WALL: QT_TRANSLATE_NOOP("DesignerNames", "Wall"),
    HexsideFeature.CLEAR: QT_TRANSLATE_NOOP("DesignerNames", "Clear"),
}
POSTURE_NAMES: Mapping[str, str] = {
    Posture.ATTACK: QT_TRANSLATE_NOOP("DesignerNames", "Attack"),
    Posture.RECON: QT_TRANSLATE_NOOP("DesignerNames", "Recon"),
    Posture.DEFEND: QT_TRANSLATE_NOOP("DesignerNames", "Defend"),
}
QUALITY_NAMES: Mapping[str, str] = {
    Quality.ELITE: QT_TRANSLATE_NOOP("DesignerNames", "Elite"),
    Quality.LINE: QT_TRANSLATE_NOOP("DesignerNames", "Line"),
    Quality.GREEN: QT_TRANSLATE_NOOP("DesignerNames", "Green"),
}
FORTIFICATION_NAMES: Mapping[str, str] = {
    FortificationKind.BUNKER: QT_TRANSLATE_NOOP("DesignerNames", "Bunker"),
    FortificationKind.FOXHOLES: QT_TRANSLATE_NOOP("DesignerNames", "Foxholes"),
    FortificationKind.MINES: QT_TRANSLATE_NOOP("DesignerNames", "Mines"),
    FortificationKind.PILLBOX: QT_TRANSLATE_NOOP("DesignerNames", "Pillbox"),
    FortificationKind.TRENCH: QT_TRANSLATE_NOOP("DesignerNames", "Trench"),
    FortificationKind.WIRE: QT_TRANSLATE_NOOP("DesignerNames", "Wire"),
}
#: A side's friendly map edge.
EDGE_NAMES: Mapping[str, str] = {
    "top": QT_TRANSLATE_NOOP("DesignerNames", "Top"),
    "right": QT_TRANSLATE_NOOP("DesignerNames", "Right"),
    "bottom": QT_TRANSLATE_NOOP("DesignerNames", "Bottom"),
    "left": QT_TRANSLATE_NOOP("DesignerNames", "Left"),
}
#: The kinds of piece of an order of battle.
PIECE_KIND_NAMES: Mapping[str, str] = {
    "unit": QT_TRANSLATE_NOOP("DesignerNames", "Unit"),
    "weapon": QT_TRANSLATE_NOOP("DesignerNames", "Weapon"),
    "radio": QT_TRANSLATE_NOOP("DesignerNames", "Radio"),
    "fortification": QT_TRANSLATE_NOOP("DesignerNames", "Fortification"),
}


def shown_name(table: Mapping[str, str], value: str) -> str:
    """The name of ``value`` from ``table`` in the current language (an id missing from the
    table is shown title-cased, untranslated)."""
    source = table.get(value)
    if source is None:
        return value.replace("_", " ").title()
    return QCoreApplication.translate("DesignerNames", source)
