"""The seated player's private stops: at which response windows the game asks him.

The settings and their values are the engine's (:class:`cc_engine.state.Stops`); this dialog
only names them in plain words. It is reachable only while that player's screen is up, so
neither player sees or changes the other's stops.
"""

from __future__ import annotations

import typing
from dataclasses import fields, replace

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from cc_engine.state import Stops

__all__ = ["StopsDialog", "add_stop_rows"]

#: Each stop's label and tooltip [rule ids of the windows it governs] (translated when shown).
_STOP_TEXTS: dict[str, tuple[object, object]] = {
    "op_fire": (QT_TRANSLATE_NOOP("Stops", "Op Fire after enemy moves"),
                QT_TRANSLATE_NOOP("Stops", "Ask whether to Op Fire after each expenditure of MP "
                                  "by the enemy [O14].")),
    "reroll": (QT_TRANSLATE_NOOP("Stops", "Initiative re-roll after rolls"),
               QT_TRANSLATE_NOOP("Stops", "Ask whether to use the Initiative card after each "
                                 "roll [9.1].")),
    "fire_actions": (QT_TRANSLATE_NOOP("Stops", "Actions during Fire Attacks"),
                     QT_TRANSLATE_NOOP("Stops", "Ask for Actions before attack and Defense "
                                       "rolls and when a Squad would break [A24.1].")),
    "move_actions": (QT_TRANSLATE_NOOP("Stops", "Actions during Move, Advance, Melee, Pass and "
                                       "Time"),
                     QT_TRANSLATE_NOOP("Stops", "Ask for Hidden Mines/Wire, Smoke Grenades, "
                                       "Assault Fire, Ambush, Demolitions, Hidden Unit and Dig "
                                       "In at their moments [A24.1].")),
}

_VALUE_TEXTS = {
    "always": QT_TRANSLATE_NOOP("Stops", "Always ask"),
    "when_able": QT_TRANSLATE_NOOP("Stops", "Ask when the situation allows it"),
    "when_it_matters": QT_TRANSLATE_NOOP("Stops", "Ask when a new roll could change the "
                                         "result"),
    "never": QT_TRANSLATE_NOOP("Stops", "Never ask"),
}


def _text(source: object) -> str:
    """A text marked with QT_TRANSLATE_NOOP above, in the current language."""
    return QCoreApplication.translate("Stops", str(source))


def add_stop_rows(layout: QFormLayout, current: Stops, parent: QWidget) -> dict[str, QComboBox]:
    """One labelled combo box per stop, set to ``current``, added to ``layout``."""
    combos: dict[str, QComboBox] = {}
    hints = typing.get_type_hints(Stops)
    for stop in fields(Stops):
        label, tip = _STOP_TEXTS[stop.name]
        combo = QComboBox(parent)
        for value in typing.get_args(hints[stop.name]):
            combo.addItem(_text(_VALUE_TEXTS[value]), value)
        combo.setCurrentIndex(combo.findData(getattr(current, stop.name)))
        combo.setToolTip(_text(tip))
        layout.addRow(_text(label), combo)
        combos[stop.name] = combo
    return combos


class StopsDialog(QDialog):
    """Edit one player's stops; :meth:`stops` gives the result after ``exec``."""

    def __init__(self, side_name: str, current: Stops, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("{side} stops").format(side=side_name))
        self._current = current
        layout = QFormLayout(self)
        self.combos = add_stop_rows(layout, current, self)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addRow(buttons)

    def stops(self) -> Stops:
        """The stops as now set in the dialog."""
        chosen = {name: combo.currentData() for name, combo in self.combos.items()}
        return replace(self._current, **chosen)
