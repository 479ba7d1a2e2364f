"""The designer's names for the engine's vocabulary (terrain, features, postures, ...), shown in
the current language.

The vocabulary's names are the game's own terms (:mod:`cc_qt.terms`, translated once for the
game and the designer); the designer's own words (map edges, kinds of piece) are marked for
``pyside6-lupdate`` in the ``DesignerNames`` context. :func:`shown_name` translates a name
where it is shown. The stored values stay the engine's ids.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from enum import StrEnum
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
    display_name,
)
from cc_qt.terms import TERMS, term

__all__ = ["EDGE_NAMES", "FEATURE_NAMES", "FORTIFICATION_NAMES", "HEXSIDE_NAMES",
           "PIECE_KIND_NAMES", "POSTURE_NAMES", "QT_TRANSLATE_NOOP", "QUALITY_NAMES", "SIDE_NAMES",
           "TERRAIN_NAMES", "shown_name"]

_TERMS = frozenset(TERMS)

#: Qt's marker of a text for ``pyside6-lupdate`` (it returns the text as it is), typed.
QT_TRANSLATE_NOOP = cast(Callable[[str, str], str], QtCore.QT_TRANSLATE_NOOP)


def _game_terms(vocabulary: Iterable[StrEnum]) -> dict[str, str]:
    """The vocabulary's English game terms (the game's own, translated in ``Terms``)."""
    return {member: display_name(member) for member in vocabulary}


SIDE_NAMES: Mapping[str, str] = _game_terms(SideId)
TERRAIN_NAMES: Mapping[str, str] = _game_terms(Terrain)
FEATURE_NAMES: Mapping[str, str] = _game_terms(Feature)
#: The designer says "Clear" where the game says "Clear hexside": the combo is of hexsides.
HEXSIDE_NAMES: Mapping[str, str] = {
    **_game_terms(HexsideFeature),
    HexsideFeature.CLEAR: QT_TRANSLATE_NOOP("DesignerNames", "Clear"),
}
POSTURE_NAMES: Mapping[str, str] = _game_terms(Posture)
QUALITY_NAMES: Mapping[str, str] = _game_terms(Quality)
FORTIFICATION_NAMES: Mapping[str, str] = _game_terms(FortificationKind)
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
    """The name of ``value`` from ``table`` in the current language: a game term as the game
    shows it, the designer's own words from ``DesignerNames`` (an id missing from the table is
    shown title-cased, untranslated)."""
    source = table.get(value)
    if source is None:
        return value.replace("_", " ").title()
    if source in _TERMS:
        return term(source)
    return QCoreApplication.translate("DesignerNames", source)
