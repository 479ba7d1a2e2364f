"""The designer as a new author meets it (issue 36): Play after an edit never resumes the old
version unasked; switching a nation converts the order of battle (one undo step); rows change
type; chit letters have their own widget; every problem leads to its field or tool; plain
refusals; no stale draft beside a final save."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QLineEdit, QListWidgetItem, QMessageBox, QSpinBox
from pytestqt.qtbot import QtBot

from cc_engine.content.editing import place_objective, with_field
from cc_engine.content.loading import load_content_pack
from cc_engine.content.vocabulary import SideId
from cc_qt import paths
from cc_qt.editor.window import DESIGNER_AUTOSAVE, DesignerWindow

SCREENSHOT = Path("/tmp/designer_first_use.png")
SCENARIO_01 = paths.scenarios_dir() / "scenario01.json"


@pytest.fixture(autouse=True)
def _no_modal_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    """Closing with unsaved edits discards them; the game's own "Resume?" is answered No."""
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Discard)


@pytest.fixture(name="window")
def window_fixture(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                   tmp_path: Path) -> DesignerWindow:
    monkeypatch.setattr(paths, "user_scenarios_dir", lambda: tmp_path / "scenarios")
    window = DesignerWindow(load_content_pack(paths.resources_dir()))
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    return window


def answer_boxes(monkeypatch: pytest.MonkeyPatch, button: str | None) -> list[str]:
    """Click the button named ``button`` (Cancel when None) in every message box shown with
    exec(); returns the boxes' texts."""
    texts: list[str] = []

    def click(box: QMessageBox) -> int:
        texts.append(box.text())
        target = next((b for b in box.buttons() if b.text() == button),
                      box.button(QMessageBox.StandardButton.Cancel))
        target.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", click)
    return texts


def informations(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda _parent, _title, text, *a: told.append(text))
    return told


def choose(combo: QComboBox, value: object) -> None:
    """Pick ``value`` in ``combo`` as the author does."""
    index = combo.findData(value)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def problem_row(window: DesignerWindow, match: Callable[[str], bool]) -> QListWidgetItem:
    return next(window.problems.item(i) for i in range(window.problems.count())
                if match(window.problems.item(i).text()))


def test_play_after_an_edit_offers_the_edited_scenario_not_the_old_game(
        window: DesignerWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    assert window.open_file(SCENARIO_01)
    assert window.document.scenario.sudden_death == 7
    sudden_death = window.binder.widgets["sudden_death"]
    assert isinstance(sudden_death, QSpinBox)
    window.play_action.trigger()
    first = window.games[-1]
    first.controller.session.save(paths.user_data_dir() / DESIGNER_AUTOSAVE)  # as after a move
    first.close()
    sudden_death.setValue(9)
    asked = answer_boxes(monkeypatch, "New game with the edited scenario")
    window.play_action.trigger()
    assert asked and "older version" in asked[0] and "edits" in asked[0]
    assert window.games[-1].controller.session.scenario.sudden_death == 9
    window.games[-1].controller.session.save(paths.user_data_dir() / DESIGNER_AUTOSAVE)
    window.games[-1].close()
    # Resuming stays possible, as the old version; Cancel plays nothing.
    sudden_death.setValue(6)
    answer_boxes(monkeypatch, "Resume the old version")
    window.play_action.trigger()
    assert window.games[-1].controller.session.scenario.sudden_death == 9
    window.games[-1].controller.session.save(paths.user_data_dir() / DESIGNER_AUTOSAVE)
    window.games[-1].close()
    games = len(window.games)
    answer_boxes(monkeypatch, None)
    window.play_action.trigger()
    assert len(window.games) == games


def test_switching_a_nation_converts_its_pieces_in_one_undo_step(
        window: DesignerWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    told = informations(monkeypatch)
    document, panel = window.document, window.side_panels[SideId.AXIS]
    before = document.scenario
    assert before.axis.nation == "germany"
    choose(window.binder.widgets["axis.nation"], "america")  # type: ignore[arg-type]
    america = document.pack.nations["america"]
    assert document.scenario.axis.nation == "america"
    assert document.scenario.axis.fate_deck == america.fate_deck
    assert {f.type for f in document.scenario.axis.forces} <= {u.id for u in america.units}
    assert told and "Rifle became" in told[0] and "Undo" in told[0]
    assert not [p for p in document.problems() if p.field.startswith("axis.forces")]
    assert panel.forces.item(1).text().startswith("3 x ")
    document.undo_stack.undo()
    assert document.scenario == before


def test_a_row_changes_type_and_a_named_leader_shows_his_rank(window: DesignerWindow) -> None:
    document, panel = window.document, window.side_panels[SideId.AXIS]
    panel.forces.setCurrentRow(1)  # 3 x Rifle
    assert panel.row_type.isEnabled() and panel.row_type.currentData() == "rifle"
    choose(panel.row_type, "ss")
    assert document.scenario.axis.forces[1].type == "ss"
    assert document.undo_stack.undoText() == "Set the type of a piece"
    panel.forces.setCurrentRow(0)
    leader = document.scenario.axis.forces[0].type
    panel.name.setText("Lt. Schrader")
    panel.name.editingFinished.emit()
    rank = next(u.name for u in document.pack.nations["germany"].units if u.id == leader)
    assert panel.forces.item(0).text() == f"Lt. Schrader ({rank})"


def test_open_objective_chits_take_chit_letters(qtbot: QtBot, window: DesignerWindow) -> None:
    chits = window.binder.widgets["objectives.open_chits"]
    assert isinstance(chits, QLineEdit)
    assert chits.placeholderText() == "e.g. A, X"
    assert "A B C" in chits.toolTip() and " I " not in chits.toolTip()
    chits.setFocus()
    qtbot.keyClicks(chits, "a1, c7; i, o, d")  # digits and letters of no chit are refused
    assert chits.text() == "a, c; , , d"
    chits.editingFinished.emit()
    assert window.document.scenario.objectives.open_chits == ("A", "C", "D")


def test_problems_lead_to_their_field_or_tool_and_refusals_are_plain(
        window: DesignerWindow) -> None:
    document = window.document
    # A depth of 0 would leave a zone of no hexes empty: refused in plain words naming the
    # field, and the widget shows the depth kept.
    depth = window.binder.widgets["axis.setup.depth"]
    assert isinstance(depth, QSpinBox)
    depth.setValue(0)
    said = window.statusBar().currentMessage()
    assert said.startswith("Setup depth not changed: a setup zone needs a depth"), said
    assert "Value error" not in said and "Scenario" not in said
    assert document.scenario.axis.setup.depth == 2 and depth.value() == 2
    assert window.open_file(SCENARIO_01)
    hex_of_4 = next(h for h, v in document.map_data.hexes.items() if v.objective == 4)
    document.edit_map("clear 4", lambda m: place_objective(m, hex_of_4, None))
    missing = problem_row(window, lambda t: "Objective 4" in t)
    assert "five" in missing.text() and "[2.3]" in missing.text()
    window.problems.itemClicked.emit(missing)
    assert window.tool() == "objective" and window.objective_choice.value() == 4
    assert "Objective 4" in window.statusBar().currentMessage()
    # A row of the order of battle: the row is selected and the field named gets the focus.
    document.edit_scenario("name a squad", lambda s: with_field(
        s, "allies.forces.2.name", "Pvt. Ivanov"))
    named = problem_row(window, lambda t: "allies.forces[2].name" in t)
    window.problems.itemClicked.emit(named)
    panel = window.side_panels[SideId.ALLIES]
    assert window.tabs.currentIndex() == 2 and panel.forces.currentRow() == 2
    assert window.focusWidget() is panel.name
    window.tabs.setCurrentWidget(window.problems)
    window.problems.setCurrentItem(problem_row(window, lambda t: "Objective 4" in t))
    window.grab().save(str(SCREENSHOT))


def test_a_final_save_removes_the_stale_draft(window: DesignerWindow,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    document = window.document
    assert window.open_file(SCENARIO_01)
    document.edit_scenario("too late", lambda s: with_field(s, "time_start", 12))
    assert document.errors()
    window.save_draft_action.trigger()
    draft = paths.user_scenarios_dir() / "scenario01.draft.json"
    assert draft.is_file()
    document.undo_stack.undo()
    window.save_action.trigger()
    assert (paths.user_scenarios_dir() / "scenario01.json").is_file()
    assert not draft.exists()
    assert "the draft scenario01.draft.json is removed" in window.statusBar().currentMessage()
    assert "scenario01.draft.json" not in [a.text() for a in window.recent_menu.actions()]
