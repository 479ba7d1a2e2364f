"""The seated player's private stops: at which response windows the game asks him.

The settings and their values are the engine's (:class:`cc_engine.state.Stops`); this dialog
only names them in plain words. It is reachable only while that player's screen is up, so
neither player sees or changes the other's stops.
"""

from __future__ import annotations

import typing
from dataclasses import fields, replace

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from cc_engine.state import Stops

__all__ = ["StopsDialog"]

#: Each stop's label and tooltip [rule ids of the windows it governs].
_STOP_TEXTS: dict[str, tuple[str, str]] = {
    "op_fire": ("Op Fire after enemy moves",
                "Ask whether to Op Fire after each expenditure of MP by the enemy [O14]."),
    "reroll": ("Initiative re-roll after rolls",
               "Ask whether to use the Initiative card after each roll [9.1]."),
    "fire_actions": ("Actions during Fire Attacks",
                     "Ask for Actions before attack and Defense rolls and when a Squad would "
                     "break [A24.1]."),
    "move_actions": ("Actions during Move, Advance, Melee, Pass and Time",
                     "Ask for Hidden Mines/Wire, Smoke Grenades, Assault Fire, Ambush, "
                     "Demolitions, Hidden Unit and Dig In at their moments [A24.1]."),
}

_VALUE_TEXTS = {
    "always": "Always ask",
    "when_able": "Ask when the situation allows it",
    "never": "Never ask",
}


class StopsDialog(QDialog):
    """Edit one player's stops; :meth:`stops` gives the result after ``exec``."""

    def __init__(self, side_name: str, current: Stops, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"{side_name} stops")
        self._current = current
        self.combos: dict[str, QComboBox] = {}
        layout = QFormLayout(self)
        hints = typing.get_type_hints(Stops)
        for stop in fields(Stops):
            label, tip = _STOP_TEXTS[stop.name]
            combo = QComboBox(self)
            for value in typing.get_args(hints[stop.name]):
                combo.addItem(_VALUE_TEXTS[value], value)
            combo.setCurrentIndex(combo.findData(getattr(current, stop.name)))
            combo.setToolTip(tip)
            layout.addRow(label, combo)
            self.combos[stop.name] = combo
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addRow(buttons)

    def stops(self) -> Stops:
        """The stops as now set in the dialog."""
        chosen = {name: combo.currentData() for name, combo in self.combos.items()}
        return replace(self._current, **chosen)
