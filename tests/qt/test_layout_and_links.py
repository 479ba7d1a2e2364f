"""Issue 34: the game window comes back with the size and docks the player left; rule ids in
the log open the Rules reference at that rule; the map viewer has Settings and Help too."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSize, Qt
from pytestqt.qtbot import QtBot
from tests.qt.test_game_window import open_game

from cc_qt import help as help_module
from cc_qt import paths
from cc_qt.app import MapViewerWindow, load_scenario_with_map


def test_moved_docks_and_the_size_come_back(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    left = Qt.DockWidgetArea.LeftDockWidgetArea
    assert window.dockWidgetArea(window.hand_dock) != left
    window.addDockWidget(left, window.hand_dock)  # the player drags the hand to the left
    # A size the screen holds (a restored window is kept on the screen; offscreen's is small).
    screen = window.screen().availableGeometry().size()
    size = QSize(min(1180, screen.width() - 10), min(760, screen.height() - 40))
    window.resize(size)
    window.close()
    again = open_game(qtbot, tmp_path)
    assert again.dockWidgetArea(again.hand_dock) == left
    assert again.size() == size


def test_a_rule_id_in_the_log_opens_the_rules_reference(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[help_module.RulesReferenceDialog] = []
    monkeypatch.setattr(help_module.RulesReferenceDialog, "exec",
                        lambda self: opened.append(self) or 0)
    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    window.log.clear()
    window.log.appendPlainText("Rifle Squad breaks [O20.3.4, 3.2]")
    document = window.log.document()
    links = []
    block = document.begin()
    fragments = block.begin()
    while not fragments.atEnd():
        fragment = fragments.fragment()
        if fragment.charFormat().isAnchor():
            links.append((fragment.text(), fragment.charFormat().anchorHref()))
        fragments += 1
    assert links == [("O20.3.4", "rule:O20.3.4"), ("3.2", "rule:3.2")]
    assert window.log.toPlainText() == "Rifle Squad breaks [O20.3.4, 3.2]"
    # A click on the first id: the reference shows that rule, selected.
    cursor = window.log.textCursor()
    cursor.setPosition(len("Rifle Squad breaks [O2"))
    spot = window.log.cursorRect(cursor).center()
    qtbot.mouseClick(window.log.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert len(opened) == 1
    dialog = opened[0]
    assert dialog.filter.text() == "O20.3.4"
    selected = dialog.table.selectedItems()
    assert selected and dialog.cell(selected[0].row(), 0) == "O20.3.4"
    # A click on plain words opens nothing.
    qtbot.mouseClick(window.log.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, spot.y()))
    assert len(opened) == 1


def test_the_map_viewer_has_settings_and_help(qtbot: QtBot) -> None:
    _, map_data = load_scenario_with_map(paths.scenarios_dir() / "scenario02.json")
    window = MapViewerWindow(map_data)
    qtbot.addWidget(window)
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles[-2:] == ["Se&ttings", "&Help"]
    assert window.settings_action.text() == "&Preferences…"
    assert window.help_actions.rules.text() == "&Rules reference"
