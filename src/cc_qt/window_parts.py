"""Small pieces every window of the app uses: the settings file and docks."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from cc_qt import paths

__all__ = ["add_dock", "user_settings"]


def user_settings() -> QSettings:
    """The player's settings (``settings.ini`` in the user data folder)."""
    return QSettings(str(paths.user_data_dir() / "settings.ini"), QSettings.Format.IniFormat)


def add_dock(window: QMainWindow, title: str, widget: QWidget,
             area: Qt.DockWidgetArea) -> QDockWidget:
    """Put ``widget`` in a dock titled ``title`` (its object name derived, for layouts)."""
    dock = QDockWidget(title, window)
    dock.setObjectName(f"dock_{title.lower()}")
    dock.setWidget(widget)
    window.addDockWidget(area, dock)
    return dock
