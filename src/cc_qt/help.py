"""The Help menu: a quick start for new players, the scenario's own texts, the keyboard
shortcuts, the rules reference and the About box.

Help > Scenario shows the texts of the scenario in play (or being designed): its briefing,
history, each side's notes and special rules (:func:`scenario_page`); a new game shows them
once at its start (:func:`show_briefing`).

The shortcuts are read from the window's own actions, so the list is always the one in force.
The rules reference lists every rule id the game log can cite, each with the project's own
short summary (``resources/help/rules.json``, see :mod:`cc_engine.content.rulebook`).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMenuBar,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from cc_engine.content.loading import ContentError
from cc_engine.content.models import Scenario
from cc_engine.content.rulebook import load_rule_summaries, rule_sort_key
from cc_qt import paths
from cc_qt.i18n import current_language
from cc_qt.scenario_texts import scenario_text
from cc_qt.shown import shown_error
from cc_qt.window_parts import menu_action, weak_slot

__all__ = [
    "HelpActions",
    "QuickStartDialog",
    "RulesReferenceDialog",
    "ScenarioDialog",
    "ShortcutsDialog",
    "install_help_menu",
    "install_settings_and_help",
    "retranslate_help_menu",
    "rules_file",
    "scenario_of",
    "scenario_page",
    "show_briefing",
    "show_rule",
]



def rules_file(language: str) -> Path:
    """The rules reference in ``language`` (``rules.<code>.json``), else the English one."""
    folder = paths.resources_dir() / "help"
    translated = folder / f"rules.{language}.json"
    return translated if language != "en" and translated.is_file() else folder / "rules.json"


def _closing_buttons(dialog: QDialog) -> QDialogButtonBox:
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    return buttons


class QuickStartDialog(QDialog):
    """How to play a first game, in a few paragraphs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Quick start"))
        self.resize(620, 560)
        layout = QVBoxLayout(self)
        self.text = QTextBrowser(self)
        self.text.setOpenExternalLinks(False)
        self.text.setHtml(self.page())
        layout.addWidget(self.text)
        layout.addWidget(_closing_buttons(self))

    def page(self) -> str:
        """The quick start as HTML (every paragraph translatable)."""
        paragraphs = [
            self.tr("<h2>Your first game</h2>"),
            self.tr("<p><b>Start.</b> File > New game picks a scenario and who plays each "
                    "side: a person or the computer. Two people share one screen: between "
                    "their turns a hand-off screen hides the board, so neither sees the other's "
                    "cards.</p>"),
            self.tr("<p><b>Your hand.</b> The Hand dock shows your Fate cards. In your Turn "
                    "you either give Orders (play cards for their top line, up to your Order "
                    "limit) or pass and discard. Actions and Op Fire can be played when the "
                    "game offers a window for them.</p>"),
            self.tr("<p><b>Deciding.</b> The Decision dock always lists what the rules allow "
                    "now and nothing else. Double-click a choice, press its number key, or "
                    "click the highlighted hex or counter on the board. The board draws the "
                    "decision: fire lines with the FP, the MP of each hex a mover may "
                    "enter, a Leader's Command radius.</p>"),
            self.tr("<p><b>Line of sight.</b> Drag with the right mouse button from one hex to "
                    "another to see whether they see each other and what hinders the line."
                    "</p>"),
            self.tr("<p><b>The log.</b> Every roll is written out with its arithmetic and the "
                    "rule ids it follows; Help > Rules reference explains each id.</p>"),
            self.tr("<p><b>Mistakes.</b> Edit > Undo takes back your own choices up to the "
                    "last card revealed. The game is saved after every choice: if the app "
                    "closes, it offers to resume at the next start.</p>"),
            self.tr("<p><b>Winning.</b> Hold Objectives, eliminate enemy units and exit units "
                    "off the enemy's edge for VP. The game ends by Sudden Death when Time runs "
                    "out, by a side's surrender, or by an Objective chit's condition.</p>"),
        ]
        return "".join(paragraphs)


def _paragraphs(text: str) -> str:
    """The author's text as HTML paragraphs (a blank line between two), escaped."""
    blocks = [b.strip() for b in text.replace("\r\n", "\n").split("\n\n") if b.strip()]
    return "".join("<p>" + html.escape(b).replace("\n", "<br>") + "</p>" for b in blocks)


def scenario_page(scenario: Scenario) -> str:
    """The scenario's own texts as HTML: its name, date and place, briefing, history, each
    side's notes and the special rules (a shipped scenario's in the current language, an
    author's as written)."""
    app = QCoreApplication
    where = ", ".join(t for t in (scenario.date, scenario_text(scenario.place)) if t)
    parts = [f"<h2>{html.escape(scenario_text(scenario.name))}</h2>",
             f"<p><i>{html.escape(where)}</i></p>"]
    for title, text in ((app.translate("ScenarioHelp", "Briefing"), scenario.briefing),
                        (app.translate("ScenarioHelp", "History"), scenario.history),
                        (app.translate("ScenarioHelp", "Axis notes"), scenario.axis.notes),
                        (app.translate("ScenarioHelp", "Allied notes"),
                         scenario.allies.notes)):
        if text.strip():
            parts.append(f"<h3>{html.escape(title)}</h3>{_paragraphs(scenario_text(text))}")
    if scenario.special_rules:
        rules = "".join(f"<li>{html.escape(scenario_text(r))}</li>"
                        for r in scenario.special_rules)
        title = app.translate("ScenarioHelp", "Special rules")
        parts.append(f"<h3>{html.escape(title)}</h3><ul>{rules}</ul>")
    if len(parts) == 2:
        parts.append("<p>" + html.escape(app.translate(
            "ScenarioHelp", "This scenario has no briefing, notes or special rules.")) + "</p>")
    return "".join(parts)


def scenario_of(window: QWidget) -> Scenario | None:
    """The scenario a window plays (a game window's session) or edits (the designer's
    document), or shows (the map viewer); None for none."""
    controller = getattr(window, "controller", None)
    session = getattr(controller, "session", None)
    for holder in (session, getattr(window, "document", None), window):
        scenario = getattr(holder, "scenario", None)
        if isinstance(scenario, Scenario):
            return scenario
    return None


class ScenarioDialog(QDialog):
    """The scenario's own texts (see :func:`scenario_page`)."""

    def __init__(self, scenario: Scenario, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Scenario: {name}").format(
            name=scenario_text(scenario.name)))
        self.resize(600, 560)
        layout = QVBoxLayout(self)
        self.text = QTextBrowser(self)
        self.text.setOpenExternalLinks(False)
        self.text.setHtml(scenario_page(scenario))
        layout.addWidget(self.text)
        layout.addWidget(_closing_buttons(self))


def _show_scenario(window: QMainWindow) -> None:
    scenario = scenario_of(window)
    if scenario is not None:
        ScenarioDialog(scenario, window).exec()


def show_briefing(window: QWidget, scenario: Scenario) -> ScenarioDialog | None:
    """At the start of a new game, show the scenario's texts beside the board (not modal: the
    game goes on behind it), when it has any to show."""
    if not (scenario.briefing.strip() or scenario.history.strip() or scenario.axis.notes.strip()
            or scenario.allies.notes.strip() or scenario.special_rules):
        return None
    dialog = ScenarioDialog(scenario, window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


class ShortcutsDialog(QDialog):
    """Every keyboard shortcut of ``window``'s menus, and the board's mouse and keys."""

    def __init__(self, window: QMainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.resize(520, 520)
        rows = [*shortcut_rows(window),
                (self.tr("Take the choice with that number"), "1 … 9"),
                (self.tr("Draw a line of sight"), self.tr("Right-drag on the board")),
                (self.tr("Zoom"), self.tr("Mouse wheel"))]
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setHorizontalHeaderLabels([self.tr("Command"), self.tr("Shortcut")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, (name, keys) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(name))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(_closing_buttons(self))


def shortcut_rows(window: QMainWindow) -> list[tuple[str, str]]:
    """(command, keys) for every menu action of ``window`` that has a shortcut."""
    rows: list[tuple[str, str]] = []
    seen: set[str] = set()
    for top_action in window.menuBar().actions():
        menu = top_action.menu()
        if not isinstance(menu, QMenu):
            continue
        for action in _menu_actions(menu):
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            name = action.text().replace("&", "").rstrip("…").strip()
            if keys and (name, keys) not in rows and name not in seen:
                seen.add(name)
                rows.append((f"{menu.title().replace('&', '')} > {name}", keys))
    return rows


def _menu_actions(menu: QMenu) -> list[QAction]:
    found: list[QAction] = []
    for action in menu.actions():
        sub = action.menu()
        found += _menu_actions(sub) if isinstance(sub, QMenu) else [action]
    return found


class RulesReferenceDialog(QDialog):
    """Every rule id the log can cite, with our own summary; a filter box narrows the list."""

    def __init__(self, parent: QWidget | None = None, rule: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules reference"))
        self.resize(760, 600)
        path = rules_file(current_language())
        try:
            self.summaries = load_rule_summaries(path)
        except ContentError as error:
            self.summaries = {}
            self.problem = shown_error(error)
        else:
            self.problem = ""
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText(self.tr("Filter: a rule id or a word, e.g. O20 or Cover"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._on_filter_changed)
        self.table = QTableWidget(0, 3, self)
        self.table.setHorizontalHeaderLabels([self.tr("Rule"), self.tr("Title"),
                                              self.tr("What it does")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        ordered = sorted(self.summaries.values(), key=lambda entry: rule_sort_key(entry.id))
        self.table.setRowCount(len(ordered))
        for row, entry in enumerate(ordered):
            for column, text in enumerate((entry.id, entry.title, entry.summary)):
                item = QTableWidgetItem(text)
                item.setToolTip(entry.summary)
                self.table.setItem(row, column, item)
        self.table.setColumnWidth(0, 80)
        self.table.setColumnWidth(1, 170)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(self.table)
        if self.problem:
            note = QTextBrowser(self)
            note.setPlainText(self.tr("The rules reference could not be read:\n") + self.problem)
            layout.addWidget(note)
        layout.addWidget(_closing_buttons(self))
        if rule:
            self.filter.setText(rule)
            exact = [row for row in range(self.table.rowCount()) if self.cell(row, 0) == rule]
            if exact:
                self.table.selectRow(exact[0])

    def showEvent(self, event: QShowEvent) -> None:
        """Fit the rows to their wrapped summaries once the table has its width."""
        super().showEvent(event)
        self.table.resizeRowsToContents()

    def cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""

    def visible_rules(self) -> list[str]:
        """The rule ids the filter leaves in the list, top to bottom."""
        return [self.cell(row, 0) for row in range(self.table.rowCount())
                if not self.table.isRowHidden(row)]

    def _on_filter_changed(self, text: str) -> None:
        needle = text.strip().casefold()
        for row in range(self.table.rowCount()):
            cells = " ".join(self.cell(row, c) for c in range(3)).casefold()
            rule = self.cell(row, 0).casefold()
            self.table.setRowHidden(row, bool(needle) and not (rule.startswith(needle)
                                                               or needle in cells))


@dataclass
class HelpActions:
    """The Help menu's actions."""

    quick_start: QAction
    scenario: QAction
    shortcuts: QAction
    rules: QAction
    about: QAction


def install_help_menu(menu: QMenu, window: QMainWindow) -> HelpActions:
    """Fill ``menu`` with Quick start (F1), Keyboard shortcuts, Rules reference and About."""
    quick_start = QAction(window)
    quick_start.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
    quick_start.triggered.connect(weak_slot(window, lambda w: QuickStartDialog(w).exec()))
    scenario = QAction(window)
    scenario.triggered.connect(weak_slot(window, _show_scenario))
    shortcuts = QAction(window)
    shortcuts.setShortcut(QKeySequence("Ctrl+/"))
    shortcuts.triggered.connect(weak_slot(window, lambda w: ShortcutsDialog(w).exec()))
    rules = QAction(window)
    rules.setShortcut(QKeySequence("Ctrl+R"))
    rules.triggered.connect(weak_slot(window, lambda w: RulesReferenceDialog(w).exec()))
    about = QAction(window)
    about.setMenuRole(QAction.MenuRole.AboutRole)
    about.triggered.connect(weak_slot(window, _show_about))
    for action in (quick_start, scenario, shortcuts, rules):
        menu.addAction(action)
    menu.addSeparator()
    menu.addAction(about)
    for action in (quick_start, shortcuts, rules, about):
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    actions = HelpActions(quick_start, scenario, shortcuts, rules, about)
    retranslate_help_menu(actions)
    return actions


def install_settings_and_help(window: QMainWindow, bar: QMenuBar,
                              on_settings: Callable[[], object]
                              ) -> tuple[QMenu, QAction, QMenu, HelpActions]:
    """The last two menus every main window ends with: Settings (its Preferences… action,
    where each platform puts it) and Help; their texts are set by the window's
    ``retranslate``."""
    settings_menu = bar.addMenu("")
    settings_action = menu_action(window, settings_menu,
                                  QKeySequence.StandardKey.Preferences, on_settings)
    settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
    help_menu = bar.addMenu("")
    return settings_menu, settings_action, help_menu, install_help_menu(help_menu, window)


def retranslate_help_menu(actions: HelpActions) -> None:
    """Set the Help menu's texts in the current language."""
    actions.quick_start.setText(QCoreApplication.translate("HelpMenu", "&Quick start"))
    actions.scenario.setText(QCoreApplication.translate("HelpMenu", "&Scenario briefing"))
    actions.shortcuts.setText(QCoreApplication.translate("HelpMenu", "&Keyboard shortcuts"))
    actions.rules.setText(QCoreApplication.translate("HelpMenu", "&Rules reference"))
    actions.about.setText(QCoreApplication.translate("HelpMenu", "&About Combat Commander"))


def show_rule(window: QWidget, rule: str) -> None:
    """The Rules reference, opened at ``rule`` (a rule id the log cites)."""
    RulesReferenceDialog(window, rule=rule).exec()


def _show_about(window: QMainWindow) -> None:
    from cc_qt.about import AboutDialog

    AboutDialog(window).exec()
