"""Where the app finds its files: shipped resources, shipped scenarios, the user's data.

Every location is computed when asked for, never at import, so tests and packagers can point
the app elsewhere with the environment variables ``CC_RESOURCES`` and ``CC_SCENARIOS``. In a
standalone bundle built by PyInstaller (``packaging/``) the shipped folders sit in the bundle's
data folder instead of a source checkout.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

__all__ = [
    "app_icon_path",
    "default_scenario_path",
    "pyproject_path",
    "resources_dir",
    "scenarios_dir",
    "user_data_dir",
    "user_scenarios_dir",
]

_APP_NAME = "cc-commander"


def _repo_root() -> Path:
    """The folder holding ``resources/`` and ``scenarios/``: the bundle's data folder
    (``sys._MEIPASS``) in a PyInstaller bundle, else the source checkout holding
    ``src/cc_qt/paths.py``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def resources_dir() -> Path:
    """The content pack folder (decks, units, maps): ``$CC_RESOURCES`` or the repo's one."""
    override = os.environ.get("CC_RESOURCES")
    return Path(override) if override else _repo_root() / "resources"


def scenarios_dir() -> Path:
    """The shipped scenarios folder: ``$CC_SCENARIOS`` or the repo's ``scenarios/``."""
    override = os.environ.get("CC_SCENARIOS")
    return Path(override) if override else _repo_root() / "scenarios"


def default_scenario_path() -> Path:
    """The scenario the game opens when none is named."""
    return scenarios_dir() / "scenario01.json"


def app_icon_path(app: str = "cc-commander") -> Path:
    """The window icon of ``cc-commander`` or ``cc-designer`` (256 px)."""
    return resources_dir() / "icons" / f"{app}.png"


def pyproject_path() -> Path:
    """The project's ``pyproject.toml`` (a bundle carries a copy): the version of last resort."""
    return _repo_root() / "pyproject.toml"


def user_data_dir() -> Path:
    """The per-user data folder (saves, autosave, own scenarios), created on first use."""
    import platformdirs  # imported here: nothing is resolved before the app asks

    path = Path(platformdirs.user_data_dir(_APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def user_scenarios_dir() -> Path:
    """The player's own scenarios and maps (written by the designer), created on first use;
    the New game dialog lists them after the shipped ones."""
    path = user_data_dir() / "scenarios"
    path.mkdir(parents=True, exist_ok=True)
    return path
