"""Qt tests run offscreen (no display needed) and never touch the user's own folders."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from cc_qt import paths, preferences


@pytest.fixture(autouse=True)
def _isolated_user_data(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Point the per-user data folder at a temporary one (STYLE 23, isolation)."""
    user = tmp_path / "user-data"
    user.mkdir()
    monkeypatch.setattr(paths, "user_data_dir", lambda: user)
    preferences.forget_preferences()  # each test reads its own (empty) folder's file


@pytest.fixture(autouse=True)
def _no_window_left_behind() -> Iterator[None]:
    """Delete every window a test left (shown or hidden, registered with qtbot or not), then
    collect: nothing a test opened (a game and its history, a designer and its document)
    stays in memory for the rest of the run, and the next test's window is the one under the
    mouse. No close event is sent, so no window asks anything."""
    yield
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    for widget in app.topLevelWidgets():
        widget.hide()
    for widget in app.topLevelWidgets():
        if shiboken6.isValid(widget) and widget.parent() is None:
            shiboken6.delete(widget)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    gc.collect()


@pytest.fixture(scope="session")
def maps_dir() -> Path:
    """The shipped maps."""
    return paths.resources_dir() / "maps"
