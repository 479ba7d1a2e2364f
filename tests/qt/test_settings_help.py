"""Settings and help: the preferences file survives restarts and a broken one falls back to the
defaults with a notice; the Settings dialog changes the game at once; a settings file that
cannot be written is told (an error box from the dialog, the status bar for a menu's change)
while the change applies all the same and the old file stays; the Help menu lists the real
shortcuts and every rule the log cites."""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QPalette
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMainWindow
from pytestqt.qtbot import QtBot
from tests.qt.test_game_window import open_game

from cc_engine.content.loading import load_content_pack
from cc_engine.content.rulebook import cited_rule_ids, load_rule_summaries
from cc_engine.content.vocabulary import SideId
from cc_engine.state import Stops
from cc_qt import paths, preferences
from cc_qt.editor.window import DesignerWindow
from cc_qt.help import RulesReferenceDialog, ShortcutsDialog, rules_file
from cc_qt.i18n import install_language
from cc_qt.preferences import (
    Preferences,
    load_preferences,
    rotate_autosaves,
    set_preferences,
)
from cc_qt.settings_dialog import SettingsDialog
from cc_qt.theme import apply_theme


def test_preferences_survive_a_restart() -> None:
    chosen = Preferences(language="ru", palette="dark", computer_pace_ms=1500,
                         handoff="none", default_stops={"reroll": "never"},
                         autosaves_kept=5, log_detail="brief")
    set_preferences(chosen)
    preferences.forget_preferences()  # as if the app started again
    assert preferences.preferences() == chosen
    assert preferences.preferences().stops() == Stops(reroll="never")


@pytest.mark.parametrize(("content", "named"), [
    ("{not json", "not valid JSON at line 1"),
    ('{"palette": "dark", "palette": "light"}', "the key 'palette' appears more than once"),
    ('{"autosaves_kept": ' + "9" * 5000 + "}", "a number has 5000 digits"),
    ('{"palette": "pink"}', "palette"),
    ('{"default_stops": {"reroll": "sometimes"}}', "cannot be 'sometimes'"),
    ('{"autosaves_kept": -1}', "autosaves_kept"),
    ('{"colour": "red"}', "colour"),
])
def test_a_broken_settings_file_falls_back_to_the_defaults_with_a_notice(
        content: str, named: str) -> None:
    path = paths.user_data_dir() / "preferences.json"
    path.write_text(content, encoding="utf-8")
    value, notice = load_preferences(path)
    assert value == Preferences()
    assert notice is not None and "preferences.json" in str(notice) and named in str(notice)
    # The broken file is kept aside for the player, and the next start is clean.
    assert (path.parent / "preferences.json.bad").read_text(encoding="utf-8") == content
    assert load_preferences(path) == (Preferences(), None)


def test_a_settings_file_with_a_byte_order_mark_is_read() -> None:
    path = paths.user_data_dir() / "preferences.json"
    path.write_text('\ufeff{"palette": "dark"}', encoding="utf-8")
    assert load_preferences(path) == (Preferences(palette="dark"), None)


def test_old_autosaves_are_kept_up_to_the_chosen_number(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    autosave = folder / "autosave.ccsave"
    for game in range(1, 6):
        autosave.write_text(f"game {game}")
        rotate_autosaves(autosave, keep=3)
    assert sorted(p.name for p in folder.iterdir()) == [
        "autosave-1.ccsave", "autosave-2.ccsave", "autosave-3.ccsave"]
    assert (folder / "autosave-1.ccsave").read_text() == "game 5"
    assert (folder / "autosave-3.ccsave").read_text() == "game 3"
    autosave.write_text("game 6")
    rotate_autosaves(autosave, keep=1)
    assert sorted(p.name for p in folder.iterdir()) == ["autosave-1.ccsave"]


def test_settings_dialog_changes_the_game_at_once(qtbot: QtBot, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    for _ in range(40):  # the Allies set up until the log cites a rule
        if "[" in window.log.toPlainText() \
                or window.controller.session.state.pending.side is not SideId.ALLIES:
            break
        qtbot.keyClick(window, Qt.Key.Key_1)
    assert "[" in window.log.toPlainText()  # the full log cites rule ids

    def brief_log_slow_computer_no_screen(dialog: SettingsDialog) -> int:
        for combo, data in ((dialog.log_detail, "brief"), (dialog.pace, 1500),
                            (dialog.handoff, "none")):
            combo.setCurrentIndex(combo.findData(data))
        dialog.autosaves.setValue(7)
        return 1

    monkeypatch.setattr(SettingsDialog, "exec", brief_log_slow_computer_no_screen)
    window.settings_action.trigger()
    saved = json.loads((paths.user_data_dir() / "preferences.json").read_text())
    assert saved["log_detail"] == "brief" and saved["autosaves_kept"] == 7
    assert window.controller.pace_ms == 1500 and window.speed_actions[1500].isChecked()
    log = window.log.toPlainText()
    assert log and "[" not in log  # rewritten without rule ids
    # No hand-off screen now: the next side's turn comes straight up.
    while window.controller.session.state.pending.side is SideId.ALLIES:
        qtbot.keyClick(window, Qt.Key.Key_1)
    assert window.stack.currentWidget() is window.view_widget
    assert window.controller.seat is SideId.AXIS


def test_restore_defaults_in_the_dialog(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Preferences(palette="dark", autosaves_kept=9,
                                        default_stops={"op_fire": "never"}))
    qtbot.addWidget(dialog)
    assert dialog.preferences().palette == "dark"
    dialog.findChild(QDialogButtonBox).button(
        QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.preferences() == Preferences()


FULL_DISK = os.strerror(errno.ENOSPC)  # "No space left on device"


@pytest.fixture(name="full_disk")
def full_disk_fixture(monkeypatch: pytest.MonkeyPatch) -> Iterator[bytes]:
    """A settings file written before the disk filled up (its bytes are given): every later
    write of it fails as on a full disk, half-way through the atomic write. The light palette
    is given back afterwards."""
    set_preferences(Preferences(language="en", autosaves_kept=4))
    saved = preferences.preferences_path().read_bytes()

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, FULL_DISK)

    monkeypatch.setattr("cc_engine.content.writing.os.fsync", full)
    yield saved
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, "light")


def _file_kept(saved: bytes) -> None:
    """The old settings file as it was, and no temporary file left beside it."""
    path = preferences.preferences_path()
    assert path.read_bytes() == saved
    assert [p.name for p in path.parent.iterdir() if p.name.startswith(".")] == []


def _dark() -> bool:
    return QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 60


@pytest.mark.parametrize("kind", ["game", "designer"])
def test_settings_the_file_cannot_keep_apply_with_an_error_box(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, full_disk: bytes,
        kind: str) -> None:
    window: QMainWindow
    if kind == "game":
        window = open_game(qtbot, tmp_path)
        qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    else:
        window = DesignerWindow(load_content_pack(paths.resources_dir()))
        qtbot.addWidget(window)
        window.show()

    def dark_and_slow(dialog: SettingsDialog) -> int:
        """The player sets the dark palette and the slow computer, then clicks OK."""
        dialog.show()
        for combo, data in ((dialog.palette_choice, "dark"), (dialog.pace, 1500)):
            combo.setCurrentIndex(combo.findData(data))
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        return dialog.result()

    boxes: list[tuple[str, str]] = []
    monkeypatch.setattr(SettingsDialog, "exec", dark_and_slow)
    monkeypatch.setattr("cc_qt.settings_dialog.QMessageBox.critical",
                        lambda parent, title, text: boxes.append((title, text)))
    told: list[str] = []
    window.statusBar().messageChanged.connect(told.append)
    window.settings_action.trigger()  # nothing raised
    # Told once, in an error box naming the file and the system's reason.
    assert len(boxes) == 1
    title, text = boxes[0]
    assert title == "Settings" and text.startswith("Cannot save your settings to ")
    assert str(preferences.preferences_path()) in text and FULL_DISK in text
    assert "apply until you close the app" in text
    assert not [t for t in told if "settings" in t]  # not told again in the status bar
    # The new settings are in force for this session; the old file is as it was.
    assert preferences.preferences() == Preferences(language="en", autosaves_kept=4,
                                                    palette="dark", computer_pace_ms=1500)
    assert _dark() and window.board_actions.palettes["dark"].isChecked()
    if kind == "game":
        assert window.controller.pace_ms == 1500 and window.speed_actions[1500].isChecked()
    _file_kept(full_disk)


def test_a_menu_change_the_file_cannot_keep_is_told_in_the_status_bar(
        qtbot: QtBot, tmp_path: Path, full_disk: bytes) -> None:
    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    told: list[str] = []
    window.statusBar().messageChanged.connect(told.append)
    # Game > Computer speed > Slow, then View > Dark palette: neither can be remembered, each
    # is told once.
    window.speed_actions[1500].trigger()
    assert window.controller.pace_ms == 1500 and window.speed_actions[1500].isChecked()
    assert preferences.preferences().computer_pace_ms == 1500
    assert len(told) == 1 and window.statusBar().currentMessage() == told[0]
    window.statusBar().clearMessage()
    window.board_actions.palettes["dark"].trigger()
    assert _dark() and window.board_actions.palettes["dark"].isChecked()
    assert preferences.preferences().palette == "dark"
    notices = [t for t in told if t]
    assert len(notices) == 2 and window.statusBar().currentMessage() == notices[1]
    for notice in notices:
        assert notice.startswith("Cannot save your settings to ")
        assert str(preferences.preferences_path()) in notice and FULL_DISK in notice
    _file_kept(full_disk)
    # The window goes on working: a choice is still taken.
    history = len(window.controller.session.history)
    qtbot.keyClick(window, Qt.Key.Key_1)
    assert len(window.controller.session.history) == history + 1


def test_shortcuts_list_the_menus_real_keys(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_game(qtbot, tmp_path)
    dialog = ShortcutsDialog(window)
    qtbot.addWidget(dialog)
    rows = {dialog.table.item(r, 0).text(): dialog.table.item(r, 1).text()
            for r in range(dialog.table.rowCount())}
    assert rows["Game > My stops"] == "Ctrl+T"
    assert rows["View > Spread stacks"] == "S"
    assert rows["Help > Rules reference"] == "Ctrl+R"
    assert rows["File > New game"] == QKeySequence(QKeySequence.StandardKey.New).toString(
        QKeySequence.SequenceFormat.NativeText)


def test_rules_reference_explains_every_rule_the_log_cites(qtbot: QtBot) -> None:
    dialog = RulesReferenceDialog()
    qtbot.addWidget(dialog)
    listed = set(dialog.visible_rules())
    assert cited_rule_ids() <= listed
    assert not dialog.problem
    dialog.filter.setText("O20.3")
    assert dialog.visible_rules() and all(r.startswith("O20.3") or "O20.3" in r
                                          for r in dialog.visible_rules()[:1])
    dialog.filter.setText("")
    assert set(dialog.visible_rules()) == listed


@pytest.mark.parametrize("code", ["ru", "bg", "pl"])
def test_each_language_explains_the_same_rules(code: str) -> None:
    """The translated rules reference has every rule of the English one, in the same order
    with the same links, and its own words."""
    english = load_rule_summaries(rules_file("en"))
    translated = load_rule_summaries(rules_file(code))
    assert rules_file(code).name == f"rules.{code}.json"
    assert list(translated) == list(english)
    assert [r.see_also for r in translated.values()] == [r.see_also for r in english.values()]
    same = [rule for rule in english if english[rule].summary == translated[rule].summary]
    assert same == []


def test_the_rules_reference_follows_the_language(qtbot: QtBot) -> None:
    try:
        install_language("ru")
        dialog = RulesReferenceDialog()
        qtbot.addWidget(dialog)
        dialog.filter.setText("O20.3.4")
        row = next(r for r in range(dialog.table.rowCount()) if dialog.cell(r, 0) == "O20.3.4")
        summary = dialog.cell(row, 2)
        assert summary != load_rule_summaries(rules_file("en"))["O20.3.4"].summary
        assert any("\u0400" <= letter <= "\u04ff" for letter in summary)  # Cyrillic
        assert dialog.windowTitle() != "Rules reference"
    finally:
        install_language("en")
