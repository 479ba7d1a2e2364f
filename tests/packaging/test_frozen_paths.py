"""Inside a PyInstaller bundle the shipped folders are found in the bundle's data folder
(``sys._MEIPASS``); the environment overrides still come first."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cc_qt import paths

CHECKOUT = Path(__file__).resolve().parents[2]


def test_a_source_checkout_uses_its_own_folders(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CC_RESOURCES", raising=False)
    monkeypatch.delenv("CC_SCENARIOS", raising=False)
    assert paths.resources_dir() == CHECKOUT / "resources"
    assert paths.scenarios_dir() == CHECKOUT / "scenarios"
    assert paths.pyproject_path() == CHECKOUT / "pyproject.toml"


def test_a_bundle_uses_its_data_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("CC_RESOURCES", raising=False)
    monkeypatch.delenv("CC_SCENARIOS", raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.resources_dir() == tmp_path / "resources"
    assert paths.default_scenario_path() == tmp_path / "scenarios" / "scenario01.json"
    assert paths.pyproject_path() == tmp_path / "pyproject.toml"
    monkeypatch.setenv("CC_RESOURCES", str(tmp_path / "mine"))
    monkeypatch.setenv("CC_SCENARIOS", str(tmp_path / "my-scenarios"))
    assert paths.resources_dir() == tmp_path / "mine"
    assert paths.scenarios_dir() == tmp_path / "my-scenarios"
