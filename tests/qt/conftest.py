"""Qt tests run offscreen (no display needed) and never touch the user's own folders."""

from __future__ import annotations

import os
from collections.abc import Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
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
def _no_window_left_showing() -> Iterator[None]:
    """Hide every window a test left showing (one started through the app's entry point, say),
    so that the next test's window is the one under the mouse."""
    yield
    app = QApplication.instance()
    if isinstance(app, QApplication):
        for widget in app.topLevelWidgets():
            if widget.isVisible():
                widget.hide()


@pytest.fixture(scope="session")
def maps_dir() -> Path:
    """The shipped maps."""
    return paths.resources_dir() / "maps"
