"""The command lines of both programs: ``cc-commander [FILE]`` opens a saved game or a
scenario, and ``--smoke-test`` opens the window, draws it and exits with status 0 without ever
waiting for a dialog (how the bundle test checks a build)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from cc_engine import Session
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_qt import app as app_module
from cc_qt import designer, paths


def saved_game(path: Path, choices: int = 6) -> Session:
    """A game of scenario 2 a few choices in, saved to ``path``."""
    pack = load_content_pack(paths.resources_dir())
    session = Session(load_scenario(paths.scenarios_dir() / "scenario02.json"), pack, 11)
    for _ in range(choices):
        assert session.state.pending is not None
        session.submit(session.state.pending.choices[0])
    session.save(path)
    return session


def no_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail the test if anything asks the player a question or shows an error box."""
    from PySide6.QtWidgets import QMessageBox

    def dialog(*args: object) -> None:
        pytest.fail(f"a dialog was opened: {args}")

    monkeypatch.setattr(QMessageBox, "question", dialog)
    monkeypatch.setattr(QMessageBox, "critical", dialog)


def test_smoke_test_opens_the_default_scenario_and_exits_with_0(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        tmp_path: Path) -> None:
    # An unfinished autosave would normally be offered for resuming: not in a smoke test, which
    # neither asks nor writes it.
    autosave = paths.user_data_dir() / "autosave.ccsave"
    saved_game(autosave)
    before = autosave.read_bytes()
    no_dialogs(monkeypatch)
    assert app_module.main(["--smoke-test"]) == 0
    assert "smoke test passed: Combat Commander — Fat Lipki" in capsys.readouterr().out
    assert autosave.read_bytes() == before


def test_a_scenario_file_is_opened_by_name(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    no_dialogs(monkeypatch)
    scenario = paths.scenarios_dir() / "scenario03.json"
    name = load_scenario(scenario).name
    assert app_module.main([str(scenario), "--smoke-test"]) == 0
    assert f"smoke test passed: Combat Commander — {name}" in capsys.readouterr().out
    assert app_module.main([str(scenario), "--view", "--smoke-test"]) == 0
    assert f"— {name} (" in capsys.readouterr().out  # the map viewer's title


def test_a_saved_game_is_opened_where_it_was_left(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        tmp_path: Path) -> None:
    path = tmp_path / "mid game.ccsave"
    session = saved_game(path)
    before = path.read_bytes()
    window = app_module.open_saved_game(path, autosave_name=None)
    qtbot.addWidget(window)
    assert window.controller.session.state == session.state
    assert window.controller.autosave is None
    no_dialogs(monkeypatch)
    assert app_module.main([str(path), "--smoke-test"]) == 0
    assert f"smoke test passed: Combat Commander — {session.scenario.name}" in (
        capsys.readouterr().out)
    assert path.read_bytes() == before


def test_a_file_that_cannot_be_used_is_reported_on_stderr_with_status_2(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        tmp_path: Path) -> None:
    no_dialogs(monkeypatch)
    bad_save = tmp_path / "bad.ccsave"
    bad_save.write_text('{"format_version": 1, "seed": -4}', encoding="utf-8")
    assert app_module.main([str(bad_save), "--smoke-test"]) == 2
    assert "Cannot open bad.ccsave" in capsys.readouterr().err
    assert app_module.main([str(tmp_path / "missing.json"), "--smoke-test"]) == 2
    assert "Cannot open missing.json" in capsys.readouterr().err


def test_a_scenario_that_cannot_set_up_is_reported_not_played(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        tmp_path: Path) -> None:
    """The game reads the map beside a scenario first, as the validator does; a scenario whose
    setup zone no unit can enter is refused with its problem (status 2), not frozen in setup.
    The map viewer still shows it."""
    no_dialogs(monkeypatch)
    data = json.loads((paths.scenarios_dir() / "scenario02.json").read_text("utf-8"))
    data["allies"]["setup"] = {"hexes": ["A4", "A6"]}
    scenario = tmp_path / "flooded.json"
    scenario.write_text(json.dumps(data), encoding="utf-8")
    map_data = json.loads((paths.resources_dir() / "maps" / "map02.json").read_text("utf-8"))
    map_data["hexes"]["A4"] = map_data["hexes"]["A6"] = {"terrain": "water_barrier"}
    (tmp_path / "map02.json").write_text(json.dumps(map_data), encoding="utf-8")
    _, loaded = app_module.load_scenario_with_map(scenario)
    assert loaded.hexes["A4"].terrain == "water_barrier"
    assert app_module.main([str(scenario), "--smoke-test"]) == 2
    assert ("flooded.json: allies.setup: no hex of the setup zone can take a unit: each is "
            "impassable or off the map [T98]") in capsys.readouterr().err
    assert app_module.main([str(scenario), "--view", "--smoke-test"]) == 0


def test_a_saved_game_cannot_be_viewed_or_named_twice(
        qtbot: QtBot, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as view:
        app_module.main(["game.ccsave", "--view"])
    assert view.value.code == 2
    with pytest.raises(SystemExit) as both:
        app_module.main(["a.json", "--scenario", "b.json"])
    assert both.value.code == 2
    assert "not allowed with" in capsys.readouterr().err


def test_the_designer_smoke_test_opens_a_file(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    no_dialogs(monkeypatch)
    scenario = paths.scenarios_dir() / "scenario02.json"
    assert designer.main([str(scenario), "--smoke-test"]) == 0
    out = capsys.readouterr().out
    assert "smoke test passed: Combat Commander Designer" in out
    assert "scenario02.json" in out


def run_program(module: str, *args: str, home: Path) -> subprocess.CompletedProcess[str]:
    """Run ``python -m module args`` offscreen, with its own user folders under ``home``."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home),
           "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config")}
    return subprocess.run([sys.executable, "-m", module, *args], env=env, cwd=home,
                          capture_output=True, text=True, timeout=120, check=False)


def test_the_programs_exit_by_themselves(tmp_path: Path) -> None:
    game = run_program("cc_qt.app", "--smoke-test", home=tmp_path)
    assert game.returncode == 0, game.stderr
    assert "smoke test passed: Combat Commander — Fat Lipki" in game.stdout
    # An error box would wait for ever: the smoke test closes it and the designer says why.
    bad = run_program("cc_qt.designer", "--smoke-test", str(tmp_path / "missing.json"),
                      home=tmp_path)
    assert bad.returncode == 2
    assert "a dialog waits for an answer" in bad.stderr
