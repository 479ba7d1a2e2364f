"""Translations: no visible string of the app bypasses Qt's translation system (neither a
literal handed to a Qt text call nor words built into a text by a function), every shipped
language translates every string, switching the language retranslates the game window at
once, and the board's counters and the choices name units in the player's language."""

from __future__ import annotations

import ast
import re
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

from cc_engine.content.vocabulary import UnitKind
from cc_engine.messages import Message, msg
from cc_qt import i18n, paths
from cc_qt.board.counters import CounterInfo, UnitCounterItem, _face_name
from cc_qt.game_window import GameWindow
from cc_qt.i18n import effective_language, install_language
from cc_qt.terms import TERMS

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
#: Calls whose last argument only is text (``QPainter.drawText(rect, flags, text)``).
LAST_ARGUMENT_TEXT = {"drawText"}
#: Calls that add their arguments to a text being built (``lines.append(...)``).
BUILDING_CALLS = {"append", "extend", "insert"}


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


def _has_words(node: ast.expr) -> bool:
    """Whether an expression that becomes (part of) a text holds English words of its own:
    a literal with letters, an f-string with letters outside its fields, or such a piece in a
    concatenation, a conditional, a list or a ``.format``/``.join`` of a literal. Calls (to
    ``tr``, ``translate``, ``term``...), subscripts and comparisons are not looked into."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and any(c.isalpha() for c in node.value)
    if isinstance(node, ast.JoinedStr):
        return any(_has_words(part) for part in node.values if isinstance(part, ast.Constant))
    if isinstance(node, ast.BinOp):
        return _has_words(node.left) or _has_words(node.right)
    if isinstance(node, ast.IfExp):
        return _has_words(node.body) or _has_words(node.orelse)
    if isinstance(node, ast.List | ast.Tuple):
        return any(_has_words(e) for e in node.elts)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr in ("format", "join"):
        return _has_words(node.func.value)
    return False


def _built_words(function: ast.FunctionDef) -> Iterator[ast.AST]:
    """The statements of a text-building function (one that returns ``str``) that put
    English words into the text: what it returns, assigns or appends (its docstring aside)."""
    returns = function.returns
    if returns is not None and "str" not in {node.id for node in ast.walk(returns)
                                             if isinstance(node, ast.Name)}:
        return
    for node in ast.walk(function):
        if isinstance(node, ast.Return) and node.value is not None:
            values: list[ast.expr] = [node.value]
        elif isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign) \
                and node.value is not None:
            values = [node.value]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in BUILDING_CALLS:
            values = list(node.args)
        else:
            continue
        if any(_has_words(value) for value in values):
            yield node


def _text_arguments(node: ast.Call) -> list[ast.expr]:
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if name in TEXT_CALLS:
        return list(node.args)
    if name in FIRST_ARGUMENT_TEXT:
        return node.args[:1]
    if name in LAST_ARGUMENT_TEXT:
        return node.args[-1:]
    return []


def _local_name(call: ast.Call) -> str | None:
    """The name of the function of the same module a call may run: ``_name(...)`` or
    ``self._name(...)``."""
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) \
            and func.value.id in ("self", "cls"):
        return func.attr
    return None


def untranslated_calls(path: Path, root: Path = SOURCES) -> Iterator[str]:
    """``file:line: call`` for each literal text handed straight to a Qt text call, and for
    each line of a function of the same module whose result is handed to one (``setToolTip(
    self._tooltip())``, also as a field of a translated text) that builds English words
    into it."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    functions: dict[str, list[ast.FunctionDef]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            functions.setdefault(node.name, []).append(node)
    checked: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        for argument in _text_arguments(node):
            if _is_text(argument):
                yield f"{path.relative_to(root)}:{node.lineno}: {ast.unparse(node)[:70]}"
            for inner in ast.walk(argument):
                name = _local_name(inner) if isinstance(inner, ast.Call) else None
                if name is None or name in checked:
                    continue
                checked.add(name)
                for function in functions.get(name, []):
                    for built in _built_words(function):
                        yield (f"{path.relative_to(root)}:{built.lineno}: in {name}(): "
                               f"{ast.unparse(built)[:60]}")


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


def test_the_checker_finds_text_built_in_a_function(tmp_path: Path) -> None:
    """Text built by a function of the module and handed to a Qt text call, even as a field
    of a translated text; data (comparisons, keys, calls' arguments, paths) is not text."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        'class Item:\n'                                                       # 1
        '    def __init__(self):\n'                                           # 2
        '        self.setToolTip(self._tooltip())\n'                          # 3
        '        self.setText(tr("{a}").format(a=_label(3)))\n'               # 4
        '        self.setStatusTip(_fine(self.kind))\n'                       # 5
        '        dialog.getSaveFileName(self, tr("Save"), str(_path()))\n'    # 6
        '    def _tooltip(self) -> str:\n'                                    # 7
        '        """Docstrings are no text."""\n'                             # 8
        '        state = "broken" if self.broken else tr("unbroken")\n'       # 9
        '        lines = [f"{self.name} (squad, {state})", f"{self.fp}"]\n'   # 10
        '        lines.append(f"{self.fp}" + " (boxed)")\n'                   # 11
        '        return "\\n".join(lines)\n'                                  # 12
        'def _label(n: int) -> str:\n'                                        # 13
        '    return "Objective {n}".format(n=n)\n'                            # 14
        'def _fine(kind: str) -> str:\n'                                      # 15
        '    if kind == "smoke" and lookup["key"]:\n'                         # 16
        '        return tr("Smoke {v}").format(v=f"{kind}-{kind}")\n'         # 17
        '    return term(kind.replace("_", " "))\n'                           # 18
        'def _path() -> Path:\n'                                              # 19
        '    return Path("scenarios") / "new.json"\n',                        # 20
        encoding="utf-8")
    found = sorted(int(line.split(":")[1]) for line in untranslated_calls(sample, tmp_path))
    assert found == [9, 10, 11, 14]


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


def outside_translations(text: str) -> str:
    """What a text shows outside the ⟦ ⟧ of the pseudo-translation (nested ones included)."""
    depth, rest = 0, []
    for char in text:
        if char == "⟦":
            depth += 1
        elif char == "⟧":
            depth -= 1
        elif depth == 0:
            rest.append(char)
    return "".join(rest)


def test_counter_tooltips_and_faces_are_translated(qtbot: QtBot) -> None:
    """Every line of a counter's tooltip, the generated unit name and the Weapon's name come
    through the translation; a Leader's own name is shown as written."""

    squad = msg("{name} {number}", name=msg("{type} Squad", type="Rifle"), number=3)
    info = CounterInfo("au01", squad, "america", UnitKind.SQUAD, 6, 6, 4, 8, None, True, False,
                       False, broken=True, suppressed=True, veteran=True, weapon="Light MG",
                       weapon_broken=True, activated=True)
    leader = CounterInfo("au02", "Sgt. Ganz", "america", UnitKind.LEADER, 1, 1, 6, 9, 2, False,
                         False, False, broken=False, suppressed=False, veteran=False)
    pseudo = PseudoTranslator()
    app = QApplication.instance()
    assert app is not None
    app.installTranslator(pseudo)
    try:
        tip = UnitCounterItem(info, 60).toolTip()
        assert tip.count("\n") == 5  # name, stats, Suppressed, Veteran, Weapon, Activated
        assert outside_translations(tip).strip() == "", tip
        assert "⟦⟦⟦Rifle⟧ Squad⟧ 3⟧" in tip and "⟦Squad⟧" in tip and "⟦Light MG⟧" in tip
        leader_tip = UnitCounterItem(leader, 60).toolTip()
        assert leader_tip.startswith("⟦Sgt. Ganz (⟦Leader⟧, unbroken)⟧\n⟦FP 1  Range 1")
        assert "Command 2⟧" in leader_tip
        # The face: the generated name without the kind the figures show, translated.
        assert _face_name(squad) == "⟦⟦Rifle⟧ 3⟧"
        assert _face_name("Sgt. Ganz") == "Sgt. Ganz"
    finally:
        app.removeTranslator(pseudo)
    assert UnitCounterItem(info, 60).toolTip().startswith("Rifle Squad 3 (Squad, broken)\n"
                                                          "FP 6  Range 6  Movement 4  Morale 8")
    assert _face_name(squad) == "Rifle 3"


def test_board_tooltips_and_choice_buttons_name_units_translated(qtbot: QtBot,
                                                                 tmp_path: Path) -> None:
    """In a game: the counters' tooltips on the map and the Decision list's buttons show the
    units' names translated (a Leader's own name as written; hex ids are no words); in Russian
    too (a screenshot of the Decision list is saved in the test's folder for looking at)."""

    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    controller = window.controller
    for _ in range(6):  # some Allied units on the map
        controller.submit(controller.session.state.pending.choices[0])
    view = window.current
    assert view is not None and view.decision is not None
    own_names = {u.name for u in view.units
                 if not isinstance(u.name, Message) and u.name not in TERMS}
    assert window.choice_list.count() and len(window.scene.counter_items) >= 6
    pseudo = PseudoTranslator()
    app = QApplication.instance()
    assert app is not None
    try:
        app.installTranslator(pseudo)
        QCoreApplication.processEvents()
        for item in window.scene.counter_items.values():
            assert outside_translations(item.toolTip()).strip() == "", item.toolTip()
        for row in range(window.choice_list.count()):
            label = window.choice_list.item(row).text()
            rest = re.sub(r"\b[A-Z][1-9][0-9]?\b", "", outside_translations(label))
            for name in own_names:
                rest = rest.replace(name, "")
            assert not any(c.isalpha() for c in rest), label
    finally:
        app.removeTranslator(pseudo)
        QCoreApplication.processEvents()
    try:
        assert install_language("ru") == "ru"
        QCoreApplication.processEvents()
        view = window.current
        assert view is not None
        squad = next(u for u in view.units
                     if isinstance(u.name, Message) and u.id in window.scene.counter_items)
        tip = window.scene.counter_items[squad.id].toolTip()
        assert str(squad.name) not in tip and "Отделение" in tip, tip
        assert "Дальность" in tip.splitlines()[1] and "Range" not in tip, tip
        labels = [window.choice_list.item(row).text()
                  for row in range(window.choice_list.count())]
        assert not [label for label in labels if "Squad" in label or "Team" in label]
        window.decision_dock.grab().save(str(tmp_path / "decision-ru.png"))
    finally:
        install_language("en")
        QCoreApplication.processEvents()
