"""Settings > Preferences: the player's preferences in one dialog (see :mod:`cc_qt.preferences`).

The dialog only edits a :class:`~cc_qt.preferences.Preferences` value; :func:`edit_preferences`
saves the result and applies what belongs to the whole app, the window that opens it the rest.
A settings file that cannot be written is told in an error box; the new settings apply all the
same, for this session, and the old file is left as it was.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDir
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cc_qt.i18n import install_language
from cc_qt.preferences import (
    LANGUAGES,
    PACES,
    Preferences,
    preferences,
    preferences_path,
    set_preferences,
)
from cc_qt.shown import system_reason
from cc_qt.stops import add_stop_rows
from cc_qt.theme import apply_theme

__all__ = ["SettingsDialog", "edit_preferences"]


class SettingsDialog(QDialog):
    """Edit the preferences; :meth:`preferences` gives the result after ``exec``."""

    def __init__(self, current: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._current = current
        outer = QVBoxLayout(self)

        general = QGroupBox(self.tr("Display"), self)
        form = QFormLayout(general)
        self.language = QComboBox(general)
        self.language.addItem(self.tr("As the system"), "system")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        form.addRow(self.tr("&Language"), self.language)
        self.palette_choice = QComboBox(general)
        self.palette_choice.addItem(self.tr("Light"), "light")
        self.palette_choice.addItem(self.tr("Dark"), "dark")
        form.addRow(self.tr("&Palette"), self.palette_choice)
        self.log_detail = QComboBox(general)
        self.log_detail.addItem(self.tr("Full: every roll's arithmetic and rule ids"), "full")
        self.log_detail.addItem(self.tr("Brief: results without rule ids"), "brief")
        form.addRow(self.tr("Game &log"), self.log_detail)
        outer.addWidget(general)

        play = QGroupBox(self.tr("Play"), self)
        form = QFormLayout(play)
        self.pace = QComboBox(play)
        for label, pace in ((self.tr("Fast (no pause)"), PACES["fast"]),
                            (self.tr("Normal"), PACES["normal"]),
                            (self.tr("Slow"), PACES["slow"])):
            self.pace.addItem(label, pace)
        if self.pace.findData(current.computer_pace_ms) < 0:
            self.pace.addItem(self.tr("%n ms", "", current.computer_pace_ms),
                              current.computer_pace_ms)
        form.addRow(self.tr("Computer &moves"), self.pace)
        self.handoff = QComboBox(play)
        self.handoff.addItem(self.tr("Hide the board between players"), "screen")
        self.handoff.addItem(self.tr("No hand-off screen (one person plays both)"), "none")
        form.addRow(self.tr("&Hand-off"), self.handoff)
        self.autosaves = QSpinBox(play)
        self.autosaves.setRange(0, 50)
        self.autosaves.valueChanged.connect(self._on_autosaves_changed)
        self.autosaves.setToolTip(self.tr("Autosaves of earlier games kept when a new game "
                                          "starts (the current game is always autosaved)"))
        form.addRow(self.tr("&Autosaves kept"), self.autosaves)
        outer.addWidget(play)

        stops = QGroupBox(self.tr("Stops of a new game"), self)
        stops_form = QFormLayout(stops)
        self.stops = add_stop_rows(stops_form, current.stops(), stops)
        outer.addWidget(stops)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        restore = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(lambda: self.show_preferences(Preferences()))
        outer.addWidget(buttons)
        self.show_preferences(current)

    def _on_autosaves_changed(self, count: int) -> None:
        # The word after the number takes the plural form the number asks for.
        self.autosaves.setSuffix(self.tr(" old game(s)", "", count))

    def show_preferences(self, value: Preferences) -> None:
        """Set every field to ``value``."""
        for combo, data in ((self.language, value.language), (self.palette_choice, value.palette),
                            (self.log_detail, value.log_detail),
                            (self.pace, value.computer_pace_ms), (self.handoff, value.handoff)):
            combo.setCurrentIndex(max(combo.findData(data), 0))
        self.autosaves.setValue(value.autosaves_kept)
        self._on_autosaves_changed(value.autosaves_kept)
        stops = value.stops()
        for name, combo in self.stops.items():
            combo.setCurrentIndex(combo.findData(getattr(stops, name)))

    def preferences(self) -> Preferences:
        """The preferences as now set in the dialog."""
        defaults = Preferences().stops()
        stops = {name: str(combo.currentData()) for name, combo in self.stops.items()
                 if combo.currentData() != getattr(defaults, name)}
        return self._current.model_copy(update={
            "language": self.language.currentData(),
            "palette": self.palette_choice.currentData(),
            "log_detail": self.log_detail.currentData(),
            "computer_pace_ms": int(self.pace.currentData()),
            "handoff": self.handoff.currentData(),
            "autosaves_kept": self.autosaves.value(),
            "default_stops": stops,
        })


def edit_preferences(parent: QWidget) -> tuple[Preferences, Preferences] | None:
    """Settings > Preferences from any window: on OK save the preferences and apply what
    belongs to the whole app (palette, language); return (before, after) so the window can
    apply its own part, or None when cancelled.

    A settings file that cannot be written is told in an error box (the file and the system's
    reason); the new preferences are in force all the same and the old file stays as it was.
    """
    before = preferences()
    dialog = SettingsDialog(before, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    after = dialog.preferences()
    unsaved: OSError | None = None
    try:
        set_preferences(after)
    except OSError as error:
        unsaved = error
    app = QApplication.instance()
    if after.palette != before.palette and isinstance(app, QApplication):
        apply_theme(app, after.palette)
    if after.language != before.language:
        install_language(after.language)
    if unsaved is not None:  # told in the new language, once the new settings are applied
        QMessageBox.critical(parent, QCoreApplication.translate("SettingsDialog", "Settings"),
                             _unsaved_text(unsaved))
    return before, after


def _unsaved_text(error: OSError) -> str:
    """The error box's text when the settings file could not be written."""
    return QCoreApplication.translate(
        "SettingsDialog", "Cannot save your settings to {file}:\n\n{reason}\n\nThe new settings "
        "apply until you close the app; the old settings file is left as it was.").format(
            file=QDir.toNativeSeparators(str(preferences_path())), reason=system_reason(error))
