"""Errors in the player's language: a broken save or scenario opened in the game window, a
broken scenario in the map viewer, the designer's list of problems and the notice about a
broken settings file come through the translation, so that nothing is left in English but file
names, field paths, ids and the texts of pydantic and the JSON reader (kept as data)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox
from pytestqt.qtbot import QtBot
from tests.qt.pseudo import PseudoTranslator
from tests.qt.test_game_window import open_game
from tests.qt.test_translations import outside_translations

from cc_engine.content.loading import load_content_pack
from cc_engine.session import ENGINE_VERSION, SAVE_FORMAT
from cc_qt import paths, preferences
from cc_qt.app import MapViewerWindow, load_scenario_with_map
from cc_qt.editor.window import DesignerWindow
from cc_qt.game_window import GameWindow
from cc_qt.i18n import install_language
from cc_qt.new_game import NewGameDialog

SHIPPED = paths.scenarios_dir() / "scenario01.json"


@pytest.fixture(name="russian")
def russian_fixture(qapp: QApplication) -> Iterator[None]:
    """The real Russian translation, as the Settings dialog installs it."""
    assert install_language("ru") == "ru"
    QCoreApplication.processEvents()
    try:
        yield
    finally:
        install_language("en")
        QCoreApplication.processEvents()


@pytest.fixture(name="pseudo")
def pseudo_fixture(qapp: QApplication) -> Iterator[None]:
    translator = PseudoTranslator()
    qapp.installTranslator(translator)
    QCoreApplication.processEvents()
    try:
        yield
    finally:
        qapp.removeTranslator(translator)
        QCoreApplication.processEvents()


def english_left(text: str, *data: str) -> list[str]:
    """The Latin words of a text once the given data (file names, paths, field paths, ids) and
    quoted ids are taken out."""
    for value in sorted(data, key=len, reverse=True):
        text = text.replace(value, " ")
    text = re.sub(r"'[^']*'", " ", text)
    return re.findall(r"[A-Za-z]+", text)


@pytest.fixture(name="critical")
def critical_fixture(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the error boxes shown (none waits for a click)."""
    shown: list[str] = []

    def record(parent: object, title: str, text: str, *args: object) -> int:
        shown.append(text)
        return int(QMessageBox.StandardButton.Ok.value)

    monkeypatch.setattr(QMessageBox, "critical", record)
    return shown


# --- saves ------------------------------------------------------------------------------------


def broken_saves(window: GameWindow, folder: Path) -> dict[str, Path]:
    """Saves of the window's game broken in several ways, by the way they are broken."""
    good = folder / "good.ccsave"
    window.controller.save(good)
    data = json.loads(good.read_text(encoding="utf-8"))
    broken = {
        "shape": json.dumps({"format_version": SAVE_FORMAT, "engine_version": ENGINE_VERSION,
                             "seed": -4}),
        "scenario": json.dumps({**data, "scenario": {**data["scenario"], "name": "Edited"}}),
        "digest": json.dumps({**data, "final_state_digest": "0" * 64}),
        "choice": json.dumps({**data, "choices": ["nonsense", *data["choices"]]}),
    }
    saves = {}
    for name, text in broken.items():
        saves[name] = folder / f"{name}.ccsave"
        saves[name].write_text(text, encoding="utf-8")
    return saves


def test_a_broken_save_is_reported_through_the_translation(
        qtbot: QtBot, tmp_path: Path, critical: list[str], pseudo: None) -> None:
    window = open_game(qtbot, tmp_path)
    for name, path in broken_saves(window, tmp_path).items():
        assert not window.load_game(path)
        text = critical.pop()
        assert text.startswith(f"⟦Cannot open {path.name}:"), (name, text)
        assert outside_translations(text).strip() == "", (name, text)
    # Every problem of a malformed save on a line of its own, each line translated.
    assert not window.load_game(tmp_path / "shape.ccsave")
    lines = critical.pop().split("\n\n", 1)[1].splitlines()
    assert len(lines) == 5, lines  # scenario, map, content, seed, final_state_digest
    assert all(line.startswith("⟦") and "shape.ccsave: " in line for line in lines), lines


def test_a_broken_save_in_russian(qtbot: QtBot, tmp_path: Path, critical: list[str],
                                  russian: None) -> None:
    window = open_game(qtbot, tmp_path)
    saves = broken_saves(window, tmp_path)
    assert not window.load_game(saves["scenario"])
    text = critical.pop()
    assert "сценарий в файле изменён" in text, text
    assert english_left(text, "scenario.ccsave") == [], text
    assert not window.load_game(saves["digest"])
    text = critical.pop()
    assert english_left(text, "digest.ccsave", "final_state_digest") == [], text
    assert not window.load_game(saves["choice"])
    text = critical.pop()
    assert "не удаётся повторить" in text and "недопустимо для решения" in text, text


# --- scenarios --------------------------------------------------------------------------------


def broken_scenario(folder: Path, name: str, **changes: object) -> Path:
    """The first shipped scenario with top-level fields changed, as ``folder/name``."""
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    data.update(changes)
    path = folder / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def skipped_in_new_game(window: GameWindow, monkeypatch: pytest.MonkeyPatch) -> str:
    """What the game window's New game dialog says of the scenarios it cannot list."""
    said: list[str] = []

    def look(dialog: NewGameDialog) -> int:
        said.extend(label.text() for label in dialog.findChildren(QLabel)
                    if label.text().startswith(("Skipped", "⟦Skipped", "Пропущено")))
        return int(QDialog.DialogCode.Rejected.value)

    monkeypatch.setattr(NewGameDialog, "exec", look)
    window.new_action.trigger()
    assert len(said) == 1
    return said[0]


def test_a_broken_scenario_in_the_game_window_in_russian(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, russian: None) -> None:
    """The New game dialog names the player's scenarios it skips, and why, in his language."""
    window = open_game(qtbot, tmp_path)
    folder = paths.user_scenarios_dir()
    broken_scenario(folder, "lost.json", map="nomap")
    broken_scenario(folder, "vp.json", starting_vp={"value": 3})
    skipped = skipped_in_new_game(window, monkeypatch)
    # plain words, without pydantic's "Value error" prefix
    assert "указывает карту 'nomap'" in skipped and "начальных ПО" in skipped, skipped
    assert "Ошибка значения" not in skipped, skipped
    maps = str(window.controller.session.pack.root / "maps")
    assert english_left(skipped, maps, "lost.json", "vp.json", ": map:", "starting_vp") == [], \
        skipped


def test_a_broken_scenario_in_the_game_window_goes_through_the_translation(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pseudo: None) -> None:
    window = open_game(qtbot, tmp_path)
    broken_scenario(paths.user_scenarios_dir(), "lost.json", map="nomap")
    skipped = skipped_in_new_game(window, monkeypatch)
    assert "⟦names map 'nomap', found neither beside it nor in " in skipped
    assert outside_translations(skipped).strip() == "", skipped


def test_a_broken_scenario_in_the_map_viewer_in_russian(
        qtbot: QtBot, tmp_path: Path, critical: list[str], russian: None) -> None:
    scenario, map_data = load_scenario_with_map(SHIPPED)
    viewer = MapViewerWindow(map_data, scenario)
    qtbot.addWidget(viewer)
    lost = broken_scenario(tmp_path, "lost.json", map="nomap")
    assert not viewer.open_scenario(lost)
    text = critical.pop()
    assert "удаётся открыть lost.json" in text and "нет ни рядом" in text, text
    maps = str(paths.resources_dir() / "maps")  # the engine's rule names the folder
    assert english_left(text, maps, "lost.json", ": map:") == [], text
    zone = json.loads(SHIPPED.read_text(encoding="utf-8"))
    zone["axis"]["setup"] = {}
    (tmp_path / "zone.json").write_text(json.dumps(zone), encoding="utf-8")
    assert not viewer.open_scenario(tmp_path / "zone.json")
    text = critical.pop()
    assert "axis.setup: зоне расстановки нужны" in text and "Ошибка значения" not in text, text
    assert english_left(text, "zone.json", "axis.setup") == [], text


def test_the_designers_problems_in_russian(qtbot: QtBot, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The Problems tab lists every problem in the player's language, and again in the new
    language when he changes it (the designer's own check of the map id included)."""
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Discard)
    window = DesignerWindow(load_content_pack(paths.resources_dir()))
    qtbot.addWidget(window)
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    data["axis"]["nation"] = "mars"
    data["allies"]["fate_deck"] = "nodeck"
    data["sudden_death"] = data["time_start"]
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert window.open_file(path)
    problems = window.document.problems()
    english = [window.problems.item(row).text() for row in range(window.problems.count())]
    assert english == [str(problem) for problem in problems]
    assert "broken.json: axis.nation: unknown nation 'mars'" in english
    try:
        assert install_language("ru") == "ru"
        QCoreApplication.processEvents()
        russian = [window.problems.item(row).text() for row in range(window.problems.count())]
        assert "broken.json: axis.nation: неизвестная страна 'mars'" in russian, russian
        for problem, line in zip(problems, russian, strict=True):
            assert english_left(line, problem.file, problem.field) == [], line
    finally:
        install_language("en")
        QCoreApplication.processEvents()
    assert [window.problems.item(row).text() for row in range(window.problems.count())] == \
        english


# --- the settings file ------------------------------------------------------------------------


def broken_settings(content: str) -> None:
    (paths.user_data_dir() / "preferences.json").write_text(content, encoding="utf-8")
    preferences.forget_preferences()


def test_the_settings_notice_in_russian(russian: None) -> None:
    broken_settings("{not json")
    notice = preferences.take_notice()
    assert notice is not None and "удалось прочитать файл настроек preferences.json (неверный " \
        "JSON в строке 1)" in notice, notice
    assert english_left(notice, "preferences.json.bad", "preferences.json", "JSON") == []
    assert preferences.take_notice() is None  # once
    broken_settings("[]")
    notice = preferences.take_notice()
    assert notice is not None and "(файл целиком: Input should be" in notice, notice


@pytest.mark.parametrize("content", ['{"default_stops": {"reroll": "sometimes"}}',
                                     '{"default_stops": {"rerol": "never"}}',
                                     '{"palette": "pink"}', "{not json", "[]"])
def test_the_settings_notice_goes_through_the_translation(pseudo: None, content: str) -> None:
    broken_settings(content)
    notice = preferences.take_notice()
    assert notice is not None and notice.startswith("⟦Your settings file preferences.json ")
    assert outside_translations(notice) == "", notice
    if "stops" in content:
        assert "(default_stops: ⟦Value error, ⟦" in notice, notice
