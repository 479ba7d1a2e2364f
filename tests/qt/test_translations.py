"""Translations: no visible string of the app bypasses Qt's translation system,
every shipped language translates every string, and switching the language retranslates the
game window at once."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDockWidget, QMenu
from pytestqt.qtbot import QtBot
from tests.qt.pseudo import PseudoTranslator
from tests.qt.test_game_window import open_game

from cc_qt import i18n, paths
from cc_qt.game_window import GameWindow
from cc_qt.i18n import effective_language, install_language

SOURCES = Path(__file__).resolve().parents[2] / "src" / "cc_qt"

#: Qt calls whose string arguments are shown to the player.
TEXT_CALLS = {
    "setText", "setWindowTitle", "setToolTip", "setStatusTip", "setWhatsThis",
    "setPlaceholderText", "setTitle", "addMenu", "setSuffix", "setPrefix", "showMessage",
    "setLabelText", "setHorizontalHeaderLabels", "setVerticalHeaderLabels", "setTabText",
    "addTab", "setHeaderLabels", "setSpecialValueText", "setInformativeText",
    "setDetailedText", "critical", "question", "information", "warning", "getOpenFileName",
    "getSaveFileName", "QAction", "QLabel", "QPushButton", "QGroupBox", "QCheckBox",
    "QRadioButton", "QMenu", "QToolButton", "QListWidgetItem", "QTableWidgetItem",
}
#: Calls whose first argument only is text (the others are data).
FIRST_ARGUMENT_TEXT = {"addItem", "addRow"}

def _is_text(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and any(c.isalpha() for c in node.value)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.List | ast.Tuple):
        return any(_is_text(e) for e in node.elts)
    if isinstance(node, ast.BinOp):
        return _is_text(node.left) or _is_text(node.right)
    return False


def untranslated_calls(path: Path, root: Path = SOURCES) -> Iterator[str]:
    """``file:line: call`` for each literal text handed straight to a Qt text call."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        arguments = (node.args if name in TEXT_CALLS
                     else node.args[:1] if name in FIRST_ARGUMENT_TEXT else [])
        for argument in arguments:
            if _is_text(argument):
                yield f"{path.relative_to(root)}:{node.lineno}: {ast.unparse(node)[:70]}"


def test_no_visible_string_bypasses_translation() -> None:
    found = [line for path in sorted(SOURCES.rglob("*.py")) for line in untranslated_calls(path)]
    assert found == []


def test_the_checker_finds_a_bypassing_string(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('label.setText(f"{n} units")\nQAction(self.tr("ok"), self)\n'
                      'combo.addItem("Human", "human")\ncombo.addItem(name, "data")\n',
                      encoding="utf-8")
    assert [line.split(": ", 1)[0] for line in untranslated_calls(sample, tmp_path)] == [
        "sample.py:1", "sample.py:3"]


def unfinished_messages(ts_file: Path) -> list[str]:
    """The source texts of a .ts file without a finished translation."""
    missing = []
    for message in ElementTree.parse(ts_file).getroot().iter("message"):
        source = message.findtext("source", "")
        translation = message.find("translation")
        forms = [] if translation is None else (
            [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""])
        if translation is None or translation.get("type") in ("unfinished", "obsolete") \
                or not all(form.strip() for form in forms):
            missing.append(source)
    return missing


@pytest.mark.parametrize("code", ["ru", "bg", "pl"])
def test_every_shipped_language_translates_every_string(code: str) -> None:
    ts_file = paths.resources_dir() / "i18n" / f"cc_{code}.ts"
    assert unfinished_messages(ts_file) == []
    assert i18n.translation_file(code).is_file()


def test_the_system_language_is_followed_when_shipped() -> None:
    from PySide6.QtCore import QLocale

    assert effective_language("system", QLocale("ru_RU")) == "ru"
    assert effective_language("system", QLocale("bg_BG")) == "bg"
    assert effective_language("system", QLocale("ja_JP")) == "en"
    assert effective_language("pl", QLocale("ru_RU")) == "pl"




def shown_texts(window: GameWindow) -> dict[str, str]:
    """Every menu title, action text and tooltip, and dock title of the window."""
    texts: dict[str, str] = {}
    for menu in window.menuBar().findChildren(QMenu):
        if menu.title():  # Qt's own untitled menus (the menu bar's overflow) aside
            texts[f"menu {menu.title()}"] = menu.title()
    for action in window.findChildren(QAction):
        if action.isSeparator() or action.menu() is not None or not action.text():
            continue
        texts[f"action {action.text()}"] = action.text()
        if action.toolTip() and action.toolTip() != action.text().replace("&", ""):
            texts[f"tooltip {action.text()}"] = action.toolTip()
    for dock in window.findChildren(QDockWidget):
        texts[f"dock {dock.objectName()}"] = dock.windowTitle()
    texts["hand-off button"] = window.handoff.button.text()
    texts["hand-off message"] = window.handoff.message.text()
    return texts


def test_switching_language_retranslates_the_game_window(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_game(qtbot, tmp_path)
    english = shown_texts(window)
    assert english["hand-off button"] == "I am ready"
    pseudo = PseudoTranslator()
    app = QApplication.instance()
    assert app is not None
    try:
        app.installTranslator(pseudo)
        QCoreApplication.processEvents()
        translated = shown_texts(window)
        left_english = {k: v for k, v in translated.items() if not v.startswith("⟦")}
        assert left_english == {}
        window.grab().save(str(tmp_path / "game-window-pseudo.png"))
    finally:
        app.removeTranslator(pseudo)
        QCoreApplication.processEvents()
    assert shown_texts(window) == english


def test_the_russian_game_window(qtbot: QtBot, tmp_path: Path) -> None:
    """The real Russian translation, installed as the Settings dialog does; a screenshot is
    saved in the test's folder for looking at."""
    window = open_game(qtbot, tmp_path)
    try:
        assert install_language("ru") == "ru"
        QCoreApplication.processEvents()
        assert window.file_menu.title() == "&Файл"
        assert window.handoff.button.text() != "I am ready"
        window.grab().save(str(tmp_path / "game-window-ru-handoff.png"))
        qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
        assert window.decision_dock.windowTitle() != "Decision"
        window.grab().save(str(tmp_path / "game-window-ru.png"))
    finally:
        install_language("en")
        QCoreApplication.processEvents()
    assert window.file_menu.title() == "&File"
