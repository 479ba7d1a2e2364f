"""Qt tests run offscreen (no display needed) and never touch the user's own folders."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest

from cc_qt import paths, preferences


@pytest.fixture(autouse=True)
def _isolated_user_data(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Point the per-user data folder at a temporary one (STYLE 23, isolation)."""
    user = tmp_path / "user-data"
    user.mkdir()
    monkeypatch.setattr(paths, "user_data_dir", lambda: user)
    preferences.forget_preferences()  # each test reads its own (empty) folder's file


@pytest.fixture(scope="session")
def maps_dir() -> Path:
    """The shipped maps."""
    return paths.resources_dir() / "maps"
