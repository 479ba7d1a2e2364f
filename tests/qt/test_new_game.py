"""The New game dialog lists the scenarios with their facts and a map thumbnail."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from cc_engine.content.loading import ContentPack, load_content_pack
from cc_engine.content.models import Scenario
from cc_engine.content.vocabulary import SideId
from cc_qt import help as help_module
from cc_qt import new_game as new_game_module
from cc_qt import paths
from cc_qt.help import ScenarioDialog, scenario_page
from cc_qt.new_game import NewGameDialog


def test_new_game_dialog_lists_scenarios_with_facts(qtbot: QtBot) -> None:
    pack = load_content_pack(paths.resources_dir())
    dialog = NewGameDialog(pack, [paths.scenarios_dir()])
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 12
    assert dialog.list.item(0).text() == "1. Fat Lipki (1941)"
    assert "Axis: Germany, Recon, 2 Orders" in dialog.summary.text()
    assert not dialog.thumbnail.pixmap().isNull()
    dialog.list.setCurrentRow(1)
    assert "Hedgerows" in dialog.summary.text()
    dialog.seed.setValue(1234)
    choice = dialog.choice()
    assert choice is not None and choice.scenario.number == 2 and choice.seed == 1234
    assert choice.players == {SideId.AXIS: "human", SideId.ALLIES: "human"}
    assert choice.computer == {}
    # Solo: the computer takes the Axis.
    axis = dialog.players[SideId.AXIS]
    axis.setCurrentIndex(axis.findText("Computer: Normal"))
    solo = dialog.choice()
    assert solo is not None and solo.computer == {SideId.AXIS: "planner"}


def test_the_computer_level_chosen_reaches_the_game(qtbot: QtBot, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The dialog offers Easy, Normal and Hard; the level picked is the game's computer, and
    its save records it."""
    from tests.qt.test_game_window import open_game

    from cc_engine.ai import EasyPlayer, PlannerPlayer, SearchPlayer

    window = open_game(qtbot, tmp_path)
    axis_combo: list[object] = []
    for text, level, kind in (("Computer: Easy", "easy", EasyPlayer),
                              ("Computer: Normal", "planner", PlannerPlayer),
                              ("Computer: Hard", "hard", SearchPlayer)):
        def chosen(dialog: NewGameDialog, text: str = text) -> int:
            combo = dialog.players[SideId.AXIS]
            axis_combo.append([combo.itemText(i) for i in range(combo.count())])
            combo.setCurrentIndex(combo.findText(text))
            return 1

        monkeypatch.setattr(NewGameDialog, "exec", chosen)
        window.new_action.trigger()
        controller = window.controller
        assert controller.session.computer == {SideId.AXIS: level}
        assert type(controller.computer[SideId.AXIS]) is kind
        assert controller.session.to_save().computer == {SideId.AXIS: level}
    assert axis_combo[0] == ["Human", "Computer: Easy", "Computer: Normal", "Computer: Hard",
                             "Computer (random moves)"]


def test_the_computer_pace_is_chosen_with_the_players(qtbot: QtBot, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The dialog sets the computer's pace beside its level (the remembered pace first,
    greyed while both players are people); the game plays at it and remembers it."""
    from tests.qt.test_game_window import open_game

    from cc_qt.preferences import PACES, preferences

    window = open_game(qtbot, tmp_path)
    seen: list[tuple[bool, bool, int]] = []

    def chosen(dialog: NewGameDialog) -> int:
        both_people = dialog.pace.isEnabled()
        dialog.players[SideId.AXIS].setCurrentIndex(dialog.players[SideId.AXIS].findData("hard"))
        seen.append((both_people, dialog.pace.isEnabled(), int(dialog.pace.currentData())))
        dialog.pace.setCurrentIndex(dialog.pace.findData(PACES["slow"]))
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", chosen)
    remembered = preferences().computer_pace_ms
    window.new_action.trigger()
    assert seen == [(False, True, remembered)]
    assert window.controller.pace_ms == PACES["slow"]
    assert preferences().computer_pace_ms == PACES["slow"]
    assert window.speed_actions[PACES["slow"]].isChecked()

def test_every_good_scenario_is_listed_whatever_is_wrong_with_the_others(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A user's scenarios folder with good scenarios beside files bad in every way: each bad
    file is named among the problems, none keeps a good one out or the dialog from opening,
    and a scenario the game cannot set up is not offered."""
    pack = load_content_pack(paths.resources_dir())
    shipped = json.loads((paths.scenarios_dir() / "scenario02.json").read_text("utf-8"))
    folder = tmp_path / "mine"
    folder.mkdir()

    def scenario(file: str, **changes: object) -> Path:
        path = folder / file
        path.write_text(json.dumps({**shipped, **changes}), encoding="utf-8")
        return path

    scenario("a_good.json", name="A good one", number=None)
    (folder / "b_broken.json").write_text('{"axis": ', encoding="utf-8")
    (folder / "c_huge.json").write_text(json.dumps(shipped).replace(
        '"sudden_death": 8', '"sudden_death": ' + "9" * 5000), encoding="utf-8")
    (folder / "d_latin1.json").write_bytes(json.dumps({**shipped, "place": "Caen"}).replace(
        "Caen", "Cæn").encode("latin-1"))
    scenario("e_overlap.json", allies={**shipped["allies"], "setup": {"depth": 4}})
    (folder / "f_folder.json").mkdir()
    scenario("g_strange.json")
    scenario("h_good.json", name="Another good one", number=None)
    real = new_game_module.load_playable

    def strange(path: Path, content: ContentPack) -> object:
        if path.name == "g_strange.json":
            raise RecursionError("maximum recursion depth exceeded")
        return real(path, content)

    monkeypatch.setattr(new_game_module, "load_playable", strange)
    dialog = NewGameDialog(pack, [paths.scenarios_dir(), folder])
    qtbot.addWidget(dialog)
    names = [dialog.list.item(row).text() for row in range(dialog.list.count())]
    assert len(names) == 14 and names[-2:] == ["A good one (1944)", "Another good one (1944)"]
    problems = dict(p.split(": ", 1) for p in dialog.problems)
    assert sorted(problems) == ["b_broken.json", "c_huge.json", "d_latin1.json",
                                "e_overlap.json", "f_folder.json", "g_strange.json"]
    assert problems["c_huge.json"].startswith("sudden_death: a number has 5000 digits")
    assert problems["d_latin1.json"].startswith("not UTF-8 text")
    assert problems["e_overlap.json"] == (
        "allies.setup: the two sides' setup zones share 10 hexes (D1, D2, D3, D4, D5, D6, D7, "
        "D8, D9, D10): each side sets up in hexes of its own")
    assert problems["g_strange.json"] == "RecursionError: maximum recursion depth exceeded"
    skipped = [label.text() for label in dialog.findChildren(QLabel)
               if label.text().startswith("Skipped")]
    assert len(skipped) == 1 and "e_overlap.json: allies.setup" in skipped[0]
    dialog.list.setCurrentRow(13)
    choice = dialog.choice()
    assert choice is not None and choice.scenario.name == "Another good one"


@pytest.mark.parametrize("code", ["en", "ru", "bg", "pl"])
def test_names_are_whole_and_the_summary_starts_below_the_thumbnail(qtbot: QtBot,
                                                                    code: str) -> None:
    """At the dialog's default size every scenario name fits its row, in English and in a
    longer language, and the summary's first line is below the map thumbnail, not under it."""
    from PySide6.QtCore import QPoint, QRect

    from cc_qt.i18n import install_language

    pack = load_content_pack(paths.resources_dir())
    try:
        assert install_language(code) == code
        dialog = NewGameDialog(pack, [paths.scenarios_dir()])
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        metrics = dialog.list.fontMetrics()
        for row in range(dialog.list.count()):
            item = dialog.list.item(row)
            rect = dialog.list.visualItemRect(item)
            assert rect.left() >= 0 and rect.right() <= dialog.list.viewport().width(), row
            assert metrics.horizontalAdvance(item.text()) <= rect.width() - 4, item.text()
        for row in range(dialog.list.count()):
            dialog.list.setCurrentRow(row)
            summary = dialog.summary
            first_line = QRect(summary.mapTo(dialog, QPoint(0, 0)),
                               QSize(summary.width(), summary.fontMetrics().lineSpacing()))
            assert dialog.summary_area.viewport().rect().contains(
                summary.mapTo(dialog.summary_area.viewport(), QPoint(0, 0)))
            assert not first_line.intersects(dialog.thumbnail.geometry()), (row, first_line)
            assert first_line.top() >= dialog.thumbnail.geometry().bottom()
    finally:
        install_language("en")


def _briefings(window: QWidget) -> list[ScenarioDialog]:
    """The scenario texts open beside the board."""
    return [d for d in window.findChildren(ScenarioDialog) if d.isVisible()]


def test_a_new_game_from_the_window_shows_its_briefing_once(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """File > New game shows the chosen scenario's briefing beside the board with the
    launcher's own function, once; the briefing of the game before closes with it. Cancelling
    the dialog or opening a saved game shows none (issue 36)."""
    from tests.qt.test_game_window import open_game

    from cc_qt import game_window

    calls: list[str] = []

    def show_briefing(window: QWidget, scenario: Scenario) -> ScenarioDialog | None:
        calls.append(scenario.id)
        return help_module.show_briefing(window, scenario)

    monkeypatch.setattr(game_window, "show_briefing", show_briefing)
    window = open_game(qtbot, tmp_path)
    assert _briefings(window) == []

    def new_game(row: int | None) -> None:
        """File > New game through the real dialog: pick ``row`` and press OK (None:
        Cancel)."""
        seen: list[NewGameDialog] = []

        def answer() -> None:
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, NewGameDialog):
                QTimer.singleShot(10, answer)  # not shown yet
                return
            seen.append(dialog)
            buttons = dialog.findChild(QDialogButtonBox)
            button = QDialogButtonBox.StandardButton.Cancel
            if buttons is not None and row is not None:
                dialog.list.setCurrentRow(row)
                button = QDialogButtonBox.StandardButton.Ok
            if buttons is None:
                dialog.reject()
            else:
                qtbot.mouseClick(buttons.button(button), Qt.MouseButton.LeftButton)

        QTimer.singleShot(0, answer)
        window.new_action.trigger()
        assert len(seen) == 1

    new_game(4)
    scenario = window.controller.session.state.setting.scenario
    assert (scenario.number, calls) == (5, [scenario.id])
    (briefing,) = _briefings(window)
    page = QTextDocument()
    page.setHtml(scenario_page(scenario))
    assert briefing.text.toPlainText() == page.toPlainText()
    assert scenario.special_rules[0][:40] in briefing.text.toPlainText()

    new_game(None)  # cancelled: the game and its briefing stay
    assert window.controller.session.state.setting.scenario.number == 5
    assert _briefings(window) == [briefing] and len(calls) == 1

    new_game(6)
    scenario = window.controller.session.state.setting.scenario
    assert scenario.number == 7 and len(calls) == 2
    (briefing,) = _briefings(window)  # the old one closed, the new one shown
    assert briefing.windowTitle() == f"Scenario: {scenario.name}"

    path = tmp_path / "game.ccsave"
    window.controller.session.save(path)
    assert window.load_game(path)
    assert _briefings(window) == [] and len(calls) == 2  # a saved game: no briefing
