"""Small pieces every window of the app uses: the settings file, docks and menu actions, and
the window layout kept between runs."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QByteArray, QObject, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QWidget

from cc_qt import paths

__all__ = ["add_dock", "menu_action", "remember_layout", "restore_layout", "user_settings",
           "weak_slot"]

_Owner = TypeVar("_Owner", bound=QObject)


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


def weak_slot(owner: _Owner, call: Callable[..., object], *args: Any) -> Callable[..., None]:
    """A slot that does ``call(owner, *args)`` (the signal's own dropped) without keeping
    ``owner`` alive. A lambda that holds a window, connected to a signal of one of the
    window's own actions or widgets, is kept by Qt's side of the connection, out of sight of
    Python's collector: the window could never be freed, with its game and every state of
    its history."""
    ref = weakref.ref(owner)

    def slot(*_args: Any) -> None:
        target = ref()
        if target is not None:
            call(target, *args)

    return slot


def restore_layout(window: QMainWindow, key: str) -> None:
    """Give ``window`` back the size, place and docks it had when last closed (kept under
    ``key`` in the player's settings); the first time, it keeps its own."""
    settings = user_settings()
    geometry = settings.value(f"{key}/geometry")
    if isinstance(geometry, QByteArray):
        window.restoreGeometry(geometry)
    state = settings.value(f"{key}/state")
    if isinstance(state, QByteArray):
        window.restoreState(state)


def remember_layout(window: QMainWindow, key: str) -> None:
    """Keep ``window``'s size, place and docks under ``key`` for the next run."""
    settings = user_settings()
    settings.setValue(f"{key}/geometry", window.saveGeometry())
    settings.setValue(f"{key}/state", window.saveState())
