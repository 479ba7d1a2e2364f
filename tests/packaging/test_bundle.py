"""The standalone bundle (``packaging/``): PyInstaller builds it on Linux, and the bundled
programs start offscreen on their own content, far from the source checkout, and exit cleanly.

Slow (a build takes a minute or two); CI runs it like every test.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cc_engine import Session
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_qt import paths

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="builds the Linux bundle"),
]


def bundle_env(home: Path) -> dict[str, str]:
    """An environment where the bundle can only find its own content, with user folders of
    its own under ``home``."""
    env = {name: value for name, value in os.environ.items()
           if name not in ("CC_RESOURCES", "CC_SCENARIOS", "PYTHONPATH", "PYTHONHOME")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "config"))
    return env


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundle, built by ``packaging/build.py`` in a temporary folder."""
    out = tmp_path_factory.mktemp("bundle")
    build = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(out / "dist"),
         "--work", str(out / "work")],
        capture_output=True, text=True, timeout=900, check=False)
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    return out / "dist" / "cc-commander"


def run(program: Path, *args: str, home: Path) -> subprocess.CompletedProcess[str]:
    home.mkdir(exist_ok=True)
    return subprocess.run([str(program), *args], env=bundle_env(home), cwd=home,
                          capture_output=True, text=True, timeout=120, check=False)


def test_the_bundled_game_starts_on_the_default_scenario(bundle: Path, tmp_path: Path) -> None:
    game = run(bundle / "cc-commander", "--smoke-test", home=tmp_path / "home")
    assert game.returncode == 0, game.stderr
    assert "smoke test passed: Combat Commander — Fat Lipki" in game.stdout
    assert "Traceback" not in game.stderr


def test_the_bundled_programs_open_files(bundle: Path, tmp_path: Path) -> None:
    pack = load_content_pack(paths.resources_dir())
    scenario = load_scenario(paths.scenarios_dir() / "scenario02.json")
    save = tmp_path / "game.ccsave"
    Session(scenario, pack, 5).save(save)
    game = run(bundle / "cc-commander", str(save), "--smoke-test", home=tmp_path / "home")
    assert game.returncode == 0, game.stderr
    assert f"smoke test passed: Combat Commander — {scenario.name}" in game.stdout
    designer = run(bundle / "cc-designer", str(paths.scenarios_dir() / "scenario02.json"),
                   "--smoke-test", home=tmp_path / "home")
    assert designer.returncode == 0, designer.stderr
    assert "smoke test passed: Combat Commander Designer" in designer.stdout


def test_the_bundle_carries_its_content_and_desktop_files(bundle: Path) -> None:
    contents = bundle / "_internal"
    for folder in ("resources", "scenarios"):
        shipped = sorted(p.relative_to(ROOT / folder) for p in (ROOT / folder).rglob("*")
                         if p.is_file())
        assert shipped
        assert all((contents / folder / p).is_file() for p in shipped), folder
    assert (contents / "pyproject.toml").is_file()
    assert list(contents.glob("cc_commander-*.dist-info"))
    share = bundle / "share"
    for name in ("cc-commander", "cc-designer"):
        assert (share / "applications" / f"{name}.desktop").is_file()
        assert (share / "metainfo" / f"{name}.metainfo.xml").is_file()
        assert (share / "icons" / "hicolor" / "256x256" / "apps" / f"{name}.png").is_file()
    assert (share / "mime" / "packages" / "cc-commander.xml").is_file()


def test_install_sh_installs_the_bundle_with_its_desktop_entries(
        bundle: Path, tmp_path: Path) -> None:
    prefix = tmp_path / "prefix"
    install = subprocess.run(["sh", str(bundle / "install.sh"), str(prefix)],
                             env=bundle_env(tmp_path), capture_output=True, text=True,
                             timeout=300, check=False)
    assert install.returncode == 0, install.stderr
    entry = (prefix / "share" / "applications" / "cc-commander.desktop").read_text()
    assert f'Exec="{prefix}/lib/cc-commander/cc-commander" %f' in entry
    game = run(prefix / "bin" / "cc-commander", "--smoke-test", home=tmp_path / "home")
    assert game.returncode == 0, game.stderr
    removed = subprocess.run(["sh", str(bundle / "install.sh"), "--uninstall", str(prefix)],
                             env=bundle_env(tmp_path), capture_output=True, text=True,
                             timeout=120, check=False)
    assert removed.returncode == 0, removed.stderr
    assert not (prefix / "bin" / "cc-commander").exists()
    assert not (prefix / "lib" / "cc-commander").exists()
    assert not (prefix / "share" / "applications" / "cc-commander.desktop").exists()
