"""Small pieces every window of the app uses: the settings file, docks and menu actions."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QWidget

from cc_qt import paths

__all__ = ["add_dock", "menu_action", "user_settings"]


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


def menu_action(owner: QWidget, menu: QMenu,
                keys: QKeySequence | QKeySequence.StandardKey | None,
                slot: Callable[[], object] | None) -> QAction:
    """An action of ``owner`` in ``menu``, with its shortcut and slot; its text is set by the
    owner's ``retranslate`` (so that it follows the language)."""
    action = QAction(owner)
    if keys is not None:
        action.setShortcut(QKeySequence(keys))
    if slot is not None:
        action.triggered.connect(slot)
    menu.addAction(action)
    return action
