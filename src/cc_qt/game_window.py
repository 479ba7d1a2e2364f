"""The hot-seat game window: board, hand, decisions, track and log, behind a hand-off screen.

Everything shown comes from the seated player's :class:`~cc_engine.views.PlayerView`; every
button is one of the engine's legal choices. Whenever the deciding side changes, a hand-off
screen covers the window ("Pass to the German player") until that player clicks; nothing of
the other side's hand appears anywhere, not even in the window title. A public decision is
asked on the shared screen instead, both hands covered; so is first a response window of the
side not seated ("Allies: Op Fire chance at E5"), with the same two buttons whatever his hand
holds: Pass (no hand-off) and Take the seat (the hand-off, then the decision with his hand).

A save that cannot be written is reported in a message box (the game goes on, an older file
there is left as it was); an autosave that cannot be written is told once in the status bar
and the game log, and stays marked in the status bar until an autosave works again. A computer
pace or palette the settings file cannot remember is used all the same for this session, and
the status bar says why it is not remembered.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QDir, QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from cc_engine import Choice, Decision, LogEvent, Outcome, PlayerView, SaveError, Session
from cc_engine.content.loading import ContentError
from cc_engine.content.vocabulary import SideId
from cc_engine.rules.card_play import unplayable_reason
from cc_engine.rules.terrain import MapTerrain
from cc_engine.rules.victory import termination_name, vp_breakdown
from cc_qt import paths
from cc_qt.board.actions import BoardActions
from cc_qt.board.board_input import BoardInput, Reaction, choice_rows
from cc_qt.board.event_overlay import hold_ms
from cc_qt.board.scene import MapScene
from cc_qt.board.view import BoardView
from cc_qt.choices import (
    CARD_KINDS,
    choice_hex,
    choice_units,
    describe_card,
    describe_choice,
    describe_dice,
)
from cc_qt.controller import GameController
from cc_qt.decision_names import decision_name
from cc_qt.hand import HandView
from cc_qt.help import (
    ScenarioDialog,
    install_settings_and_help,
    retranslate_help_menu,
    show_briefing,
    show_rule,
)
from cc_qt.log_view import LogView
from cc_qt.new_game import NewGameDialog
from cc_qt.preferences import (
    PACES,
    begin_new_game,
    preferences,
    set_preferences,
    unsaved_notice,
)
from cc_qt.replay import ReplayDialog
from cc_qt.scenario_texts import scenario_text
from cc_qt.settings_dialog import edit_preferences
from cc_qt.shown import shown, shown_error, system_reason
from cc_qt.stops import StopsDialog
from cc_qt.terms import term
from cc_qt.window_parts import (
    add_dock,
    menu_action,
    remember_layout,
    restore_layout,
    weak_slot,
)

__all__ = ["GameWindow", "HandoffScreen"]

APP_TITLE = "Combat Commander"
#: Where the window's size and docks are kept in the player's settings.
_LAYOUT_KEY = "game_window"

#: A rule citation in a log line, " [O20.3.4]" or " [3.1.4, T78.3]" (hidden by a brief log).
_RULE_CITATION = re.compile(r" \[[A-Z]?\d[^\]]*\]")


class HandoffScreen(QWidget):
    """Covers the game until the named player takes the seat."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.message = QLabel(self)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.message.font()
        font.setPointSizeF(font.pointSizeF() * 2.0)
        self.message.setFont(font)
        layout.addWidget(self.message)
        self.button = QPushButton(self)
        self.button.setDefault(True)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.reason = QLabel(self)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.insertWidget(2, self.reason)
        self.side: SideId | None = None
        self.nation = ""
        self.decision: Decision | None = None
        self.retranslate()

    def ask_for(self, side: SideId, nation: str, decision: Decision) -> None:
        """Name the player who must sit down, and the decision he is called for."""
        self.side, self.nation, self.decision = side, nation, decision
        self.retranslate()

    def clear(self) -> None:
        """Ask for nobody (another game is starting)."""
        self.side, self.nation, self.decision = None, "", None
        self.message.clear()
        self.reason.clear()

    def retranslate(self) -> None:
        """The button and the message in the current language."""
        self.button.setText(self.tr("I am ready"))
        if self.side is not None:
            side = self.tr("Axis") if self.side is SideId.AXIS else self.tr("Allies")
            self.message.setText(self.tr("Pass to the {nation} player ({side})").format(
                nation=self.nation, side=side))
        if self.side is not None and self.decision is not None:
            self.reason.setText(self.tr("{side}: {decision}").format(
                side=side, decision=decision_name(self.decision)))


class GameWindow(QMainWindow):
    """A hot-seat game: see the module docstring."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view_widget = BoardView(self)
        self.handoff = HandoffScreen(self)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.view_widget)
        self.stack.addWidget(self.handoff)
        self.setCentralWidget(self.stack)
        self._build_docks()
        self._build_menus()
        # Shown in the status bar while the autosave cannot be written.
        self.autosave_notice = QLabel(self)
        self.autosave_notice.hide()
        self.statusBar().addPermanentWidget(self.autosave_notice)
        self.current: PlayerView | None = None
        #: The shared screen of a public decision is shown (both hands covered).
        self.shows_shared = False
        self.result: QMessageBox | None = None
        self.handoff.button.clicked.connect(self._on_handoff_clicked)
        self.board_input = BoardInput()
        self.resize(1400, 900)
        restore_layout(self, _LAYOUT_KEY)  # the size and docks the player left last time
        self.controller = controller
        self.scene = self._attach(controller)
        self.retranslate()

    def _attach(self, controller: GameController) -> MapScene:
        """Show ``controller``'s game: a new board scene, signals connected, the computer's
        pace as the player last set it."""
        controller.pace_ms = preferences().computer_pace_ms
        if controller.pace_ms in self.speed_actions:
            self.speed_actions[controller.pace_ms].setChecked(True)
        setting = controller.session.state.setting
        scene = MapScene(setting.map, parent=self,
                         terrain=MapTerrain(setting.map, setting.terrain_chart))
        self.view_widget.setScene(scene)
        scene.sig_hex_clicked.connect(self._on_scene_hex_clicked)
        scene.sig_counter_clicked.connect(self._on_scene_counter_clicked)
        scene.set_spread(self.spread_action.isChecked())
        controller.sig_view_changed.connect(self._on_view_changed)
        controller.sig_events_applied.connect(self._on_events_applied)
        controller.sig_events_resolved.connect(self._on_events_resolved)
        controller.sig_handoff_requested.connect(self._on_handoff_requested)
        controller.sig_game_over.connect(self._on_game_over)
        controller.sig_computer_thinking.connect(self._on_computer_thinking)
        controller.sig_autosave_failed.connect(self._on_autosave_failed)
        controller.sig_autosave_restored.connect(self._on_autosave_restored)
        self._show_autosave_notice()
        return scene

    def replace_game(self, controller: GameController) -> None:
        """Play another game in this window (File > New game or Open saved game): the
        briefing of the game before, if still open, goes with it."""
        for briefing in self.findChildren(ScenarioDialog):
            briefing.close()
        old = self.controller
        old.stop()
        old.sig_computer_thinking.disconnect(self._on_computer_thinking)
        old.sig_view_changed.disconnect(self._on_view_changed)
        old.sig_events_applied.disconnect(self._on_events_applied)
        old.sig_events_resolved.disconnect(self._on_events_resolved)
        old.sig_handoff_requested.disconnect(self._on_handoff_requested)
        old.sig_game_over.disconnect(self._on_game_over)
        old.sig_autosave_failed.disconnect(self._on_autosave_failed)
        old.sig_autosave_restored.disconnect(self._on_autosave_restored)
        self.scene.sig_hex_clicked.disconnect(self._on_scene_hex_clicked)
        self.scene.sig_counter_clicked.disconnect(self._on_scene_counter_clicked)
        old_scene = self.scene
        self._clear_private()
        self.handoff.clear()
        self.controller = controller
        self.scene = self._attach(controller)
        old_scene.deleteLater()
        self._show_title()
        controller.start()

    # --- layout --------------------------------------------------------------------------------

    def _build_docks(self) -> None:
        # Names the deciding side of a public decision on the shared screen.
        self.banner = QLabel(self)
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("font-weight: bold; padding: 4px;")
        self.banner.hide()
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        # A response window asked first on the shared screen: pass, or take the seat.
        self.ask_first = QWidget(self)
        column = QVBoxLayout(self.ask_first)
        column.setContentsMargins(0, 0, 0, 0)
        buttons = QHBoxLayout()
        column.addLayout(buttons)
        column.addStretch(1)  # the buttons right under the prompt
        self.pass_button = QPushButton(self.ask_first)
        self.pass_button.clicked.connect(self._on_pass_clicked)
        self.seat_button = QPushButton(self.ask_first)
        self.seat_button.clicked.connect(self._on_seat_clicked)
        buttons.addWidget(self.pass_button)
        buttons.addWidget(self.seat_button)
        self.ask_first.hide()
        self.choice_list = QListWidget(self)
        # Several choices may be marked at once (a click on a hex or stack that means several).
        self.choice_list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.choice_list.setWordWrap(True)  # a long row wraps instead of being cut
        self.choice_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.choice_list.itemActivated.connect(self._on_choice_activated)
        self.choice_list.installEventFilter(self)  # number keys choose even from the list
        self.choice_list.currentItemChanged.connect(self._on_choice_selected)
        decide = QWidget(self)
        layout = QVBoxLayout(decide)
        layout.addWidget(self.banner)
        layout.addWidget(self.prompt)
        layout.addWidget(self.ask_first, 1)
        layout.addWidget(self.choice_list, 1)
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self.decision_dock = add_dock(self, "Decision", decide, right)
        self.track = QLabel(self)
        self.track.setWordWrap(True)
        self.track.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea(self)
        scroll.setWidget(self.track)
        scroll.setWidgetResizable(True)
        scroll.setMinimumWidth(230)
        self.track_dock = add_dock(self, "Track", scroll, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.discards = QListWidget(self)
        self.discards.setWordWrap(True)
        self.discards_dock = add_dock(self, "Discards", self.discards,
                                        Qt.DockWidgetArea.LeftDockWidgetArea)
        self.log = LogView(self)
        self.log.sig_rule_clicked.connect(self._on_rule_clicked)
        self.log_dock = add_dock(self, "Log", self.log, Qt.DockWidgetArea.BottomDockWidgetArea)
        # The hand lies along the bottom, beside the log: wide enough for a row of cards.
        self.hand = HandView(self)
        self.hand.sig_card_clicked.connect(self._on_card_clicked)
        self.hand_dock = add_dock(self, "Hand", self.hand, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.splitDockWidget(self.log_dock, self.hand_dock, Qt.Orientation.Horizontal)
        self.resizeDocks([self.log_dock, self.hand_dock], [2, 3], Qt.Orientation.Horizontal)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.new_action = menu_action(self, self.file_menu, QKeySequence.StandardKey.New,
                                            self._on_new_triggered)
        self.load_action = menu_action(self, self.file_menu, QKeySequence.StandardKey.Open,
                                             self._on_load_triggered)
        self.replay_action = menu_action(self, self.file_menu, None, self._on_replay_triggered)
        self.save_action = menu_action(self, self.file_menu, QKeySequence.StandardKey.Save,
                                             self._on_save_triggered)
        self.quit_action = menu_action(self, self.file_menu, QKeySequence.StandardKey.Quit,
                                             self.close)
        self.edit_menu = bar.addMenu("")
        self.undo_action = menu_action(self, self.edit_menu, QKeySequence.StandardKey.Undo,
                                             self._on_undo_triggered)
        self.game_menu = bar.addMenu("")
        self.stops_action = menu_action(self, self.game_menu, QKeySequence("Ctrl+T"),
                                              self._on_stops_triggered)
        self.stops_action.setEnabled(False)
        self.speed_menu = self.game_menu.addMenu("")
        self.speed_actions: dict[int, QAction] = {}
        group = QActionGroup(self)
        for pace in PACES.values():
            action = QAction(self)
            action.setCheckable(True)
            action.triggered.connect(weak_slot(self, GameWindow.set_computer_pace, pace))
            group.addAction(action)
            self.speed_menu.addAction(action)
            self.speed_actions[pace] = action
        self.view_menu = bar.addMenu("")
        self.board_actions = BoardActions.install(self.view_menu, self.view_widget, self)
        self.view_menu.addSeparator()
        self.spread_action = menu_action(self, self.view_menu, QKeySequence("S"), None)
        self.spread_action.setCheckable(True)
        self.spread_action.toggled.connect(self._on_spread_toggled)
        (self.settings_menu, self.settings_action, self.help_menu,
         self.help_actions) = install_settings_and_help(self, bar, self._on_settings_triggered)


    def retranslate(self) -> None:
        """Set every fixed text in the current language (Qt asks again on a language change)."""
        for menu, title in ((self.file_menu, self.tr("&File")), (self.edit_menu, self.tr("&Edit")),
                            (self.game_menu, self.tr("&Game")),
                            (self.speed_menu, self.tr("Computer &speed")),
                            (self.view_menu, self.tr("&View")),
                            (self.settings_menu, self.tr("Se&ttings")),
                            (self.help_menu, self.tr("&Help"))):
            menu.setTitle(title)
        for action, text in ((self.new_action, self.tr("&New game…")),
                             (self.load_action, self.tr("&Open saved game…")),
                             (self.replay_action, self.tr("&Replay this game…")),
                             (self.save_action, self.tr("&Save…")),
                             (self.quit_action, self.tr("&Quit")),
                             (self.undo_action, self.tr("&Undo")),
                             (self.stops_action, self.tr("My &stops…")),
                             (self.spread_action, self.tr("&Spread stacks")),
                             (self.settings_action, self.tr("&Preferences…"))):
            action.setText(text)
        self.stops_action.setToolTip(
            self.tr("When the game stops to ask you (only on your own screen)"))
        self.pass_button.setText(self._pass_text(Choice("pass")))
        self.pass_button.setToolTip(self.tr("Decline without looking at your hand: no hand-off"))
        self.seat_button.setText(self.tr("2. Take the seat"))
        self.seat_button.setToolTip(
            self.tr("The hand-off screen, then this decision on your own screen with your hand"))
        self.spread_action.setToolTip(
            self.tr("Show the counters of every stack side by side; a click on a stack that has "
                    "nothing to choose sends its top counter to the bottom"))
        for pace, text in zip(PACES.values(), (self.tr("&Fast"), self.tr("&Normal"),
                                               self.tr("&Slow")), strict=True):
            self.speed_actions[pace].setText(text)
            self.speed_actions[pace].setToolTip(
                self.tr("How long each computer move stays before the next one"))
        for dock, title in ((self.decision_dock, self.tr("Decision")),
                            (self.hand_dock, self.tr("Hand")), (self.track_dock, self.tr("Track")),
                            (self.discards_dock, self.tr("Discards")),
                            (self.log_dock, self.tr("Log"))):
            dock.setWindowTitle(title)
        self.board_actions.retranslate()
        retranslate_help_menu(self.help_actions)
        self.handoff.retranslate()
        if hasattr(self, "controller"):
            self._show_title()
            self._show_autosave_notice()
            if self.current is not None:
                self._on_view_changed(self.current)
                self.log.clear()  # the engine's log lines, in the new language
                self._on_events_applied(self.controller.log_for_seat())

    def changeEvent(self, event: QEvent) -> None:
        """Set the texts again when the app's language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _show_title(self) -> None:
        name = scenario_text(self.controller.session.state.setting.scenario.name)
        self.setWindowTitle(self.tr("Combat Commander — {scenario}").format(scenario=name))

    def _private_widgets_visible(self, visible: bool) -> None:
        for dock in (self.decision_dock, self.hand_dock, self.track_dock, self.discards_dock,
                     self.log_dock):
            dock.setVisible(visible)
        self.stops_action.setEnabled(visible)
        self.stack.setCurrentWidget(self.view_widget if visible else self.handoff)

    # --- controller signals ---------------------------------------------------------------------

    def _clear_private(self) -> None:
        """Forget everything shown to the seated player: his hand, decision, track, discards
        and log, the board's marks, the status bar's message and the undo (at a hand-off, and
        before another game takes the window)."""
        self.current = None
        self.shows_shared = False
        self.banner.hide()
        self.ask_first.hide()
        self.choice_list.show()
        self.board_input.reset()
        self.scene.set_selection(())
        self.scene.set_highlights(())
        self.scene.show_decision(None)
        self.scene.clear_los()
        self.scene.event_overlay.clear()  # the next player sees the attacks in his log
        for widget in (self.hand, self.choice_list, self.discards, self.prompt, self.log,
                       self.track):
            widget.clear()
        self.statusBar().clearMessage()
        self.undo_action.setEnabled(False)

    @Slot(object)
    def _on_handoff_requested(self, side: SideId) -> None:
        self._clear_private()
        state = self.controller.session.state
        nation = term(state.setting.nation(side).adjective)
        assert state.pending is not None
        self.handoff.ask_for(side, nation, state.pending)
        if preferences().handoff == "none":
            self._on_handoff_clicked()  # one person plays both sides: no screen between
            return
        self._private_widgets_visible(False)

    @Slot()
    def _on_handoff_clicked(self) -> None:
        side = self.handoff.side
        if side is None or side in self.controller.computer:
            return  # a computer's side is never seated
        self._private_widgets_visible(True)
        self.controller.take_seat(side)

    @Slot(object)
    def _on_view_changed(self, view: PlayerView | None) -> None:
        if view is None:
            return
        if self.stack.currentWidget() is self.handoff:  # a player took the seat
            self.handoff.clear()
            self._private_widgets_visible(True)
        shared = self.controller.shared
        if shared != self.shows_shared:  # the seated player's screen and the shared one
            self.log.clear()  # the controller sends the log that screen may show
            self.statusBar().clearMessage()  # nothing said to the screen before stays
            self.shows_shared = shared
        self._show_banner(view)
        self.stops_action.setEnabled(not shared)
        self.current = view
        self.scene.show_position(view)
        self._show_hand(view)
        self._show_decision(view)
        self._show_track(view)
        self._show_discards(view)
        self.undo_action.setEnabled(not shared and self.controller.session.undo_status()[0])
        if self.board_input.plan is not None:
            QTimer.singleShot(0, self._continue_plan)  # after this change is fully shown

    def _show_banner(self, view: PlayerView) -> None:
        """On the shared screen, name the side that decides and what ("Axis decides:
        re-roll?", or for a response window asked first "Allies: Op Fire chance at E5");
        both hands stay covered."""
        self.banner.setVisible(self.shows_shared and view.decision is not None)
        if self.shows_shared and view.decision is not None:
            side = view.decision.side
            if self.controller.asking_first():
                text = self.tr("{side}: {decision}")
            elif side is SideId.ALLIES:
                text = self.tr("The {side} decide: {decision}")
            else:
                text = self.tr("The {side} decides: {decision}")
            self.banner.setText(text.format(side=self.side_name(side),
                                            decision=decision_name(view.decision)))

    @Slot()
    def _continue_plan(self) -> None:
        """The next step of what the board was asked to do (see :mod:`board_input`); never on
        the shared screen (the plan is the seated player's, and goes on when his screen comes
        back)."""
        if self.controller.shared:
            return
        if self.current is not None and (choice := self.board_input.next_step(
                self.current)) is not None:
            self.controller.submit(choice)

    @Slot(object)
    def _on_events_resolved(self, events: tuple[LogEvent, ...]) -> None:
        """Draw the attacks just resolved on the board, for as long as the pace says."""
        self.scene.show_events(events, hold_ms(self.controller.pace_ms))

    @Slot(object)
    def _on_events_applied(self, events: tuple[LogEvent, ...]) -> None:
        view = self.current
        full = preferences().log_detail == "full"
        lines = []
        for event in events:
            rules = f" [{', '.join(event.rules)}]" if event.rules else ""
            # A text that ends with its rule ids keeps them there in every language.
            line = shown(event.text) + ("" if event.text.endswith("]") else rules)
            if not full:
                line = _RULE_CITATION.sub("", line)
            card = dict(event.data).get("card")
            if full and event.kind == "reveal" and view is not None and event.side is not None \
                    and isinstance(card, int):
                # The revealed card itself, as it lies face up on the discard pile [1.3].
                line += (f"\n      {describe_card(view, card, event.side)}; "
                         f"{describe_dice(view, card, event.side)}")
            lines.append(line)
        self.log.append_lines(lines)

    @Slot(object)
    def _on_computer_thinking(self, side: SideId | None) -> None:
        if side is not None:
            nation = term(self.controller.session.state.setting.nation(side).adjective)
            self.statusBar().showMessage(
                self.tr("The computer plays the {nation} side…").format(nation=nation))
        else:
            self.statusBar().clearMessage()

    @Slot(object)
    def _on_autosave_failed(self, error: OSError) -> None:
        """Tell once that the autosave cannot be written; play goes on."""
        self._show_autosave_notice()
        text = self.autosave_problem(error)
        self.statusBar().showMessage(text)
        if self.current is not None:  # not behind a hand-off screen (its log is emptied)
            self.log.appendPlainText(text)

    @Slot()
    def _on_autosave_restored(self) -> None:
        self._show_autosave_notice()
        self.statusBar().showMessage(self.tr("The game is autosaved again."), 5000)

    def autosave_problem(self, error: OSError) -> str:
        """Why the autosave failed, in the current language."""
        autosave = self.controller.autosave
        return self.tr("Cannot autosave the game to {file}: {reason}. Play goes on; the "
                       "autosave is tried again after every move.").format(
            file=QDir.toNativeSeparators(str(autosave)) if autosave is not None else "",
            reason=system_reason(error))

    def _show_autosave_notice(self) -> None:
        """The status bar's mark, shown while the autosave fails (its tooltip says why)."""
        error = self.controller.autosave_error
        self.autosave_notice.setVisible(error is not None)
        self.autosave_notice.setText(self.tr("Not autosaved") if error is not None else "")
        self.autosave_notice.setToolTip(self.autosave_problem(error) if error is not None
                                        else "")

    @Slot(object)
    def _on_game_over(self, outcome: Outcome) -> None:
        """Show the result: the winner, why, and where every VP came from [6.3, 7]."""
        self._private_widgets_visible(True)
        self.choice_list.clear()
        self.scene.set_highlights(())
        self.scene.show_decision(None)
        state = self.controller.session.state
        text = self.result_text(outcome, vp_breakdown(state))
        self.prompt.setText(text.splitlines()[0])
        self.result = QMessageBox(QMessageBox.Icon.Information,
                                  self.tr("Combat Commander — game over"), text,
                                  QMessageBox.StandardButton.Ok, self)
        self.result.setModal(False)
        self.result.show()

    # --- showing a view -------------------------------------------------------------------------

    def _show_hand(self, view: PlayerView) -> None:
        playable = set()
        if view.decision is not None:
            playable = {int(c.args[0]) for c in view.decision.choices
                        if c.kind in CARD_KINDS and c.args}
        self.hand.show_hand(view, playable)

    def _show_decision(self, view: PlayerView) -> None:
        self.choice_list.clear()
        decision = view.decision
        self.scene.show_decision(decision)
        asking = self.controller.asking_first()
        self.ask_first.setVisible(asking)
        self.choice_list.setVisible(not asking)
        if asking and decision is not None:
            # The same texts and buttons whatever the hand holds [1.2].
            self.prompt.setText(self.tr(
                "Pass here without a hand-off, or take the seat to decide with your hand."))
            self.pass_button.setText(self._pass_text(decision.choices[0]))
            self.scene.set_highlights([h for h in decision.facts("hex") if isinstance(h, str)])
            return
        if decision is None:
            waiting = view.waiting_for
            computer = waiting is not None and waiting in self.controller.computer
            self.prompt.setText(self.tr("The computer is thinking…") if computer
                                else self.tr("Waiting for the other player…"))
            return
        self.prompt.setText(shown(decision.prompt) or decision.kind)
        for number, row in enumerate(choice_rows(decision.choices), start=1):
            key = f"{number}. " if number <= 9 else ""
            if len(row) == 1:
                text = describe_choice(view, row[0])
            else:  # a card played in a hex: one row, the hex picked on the board
                text = self.tr("{card} — pick the hex on the board").format(
                    card=describe_choice(view, Choice(row[0].kind, row[0].args[:1])))
            item = QListWidgetItem(key + text)
            item.setData(Qt.ItemDataRole.UserRole, "\n".join(c.notation() for c in row))
            item.setToolTip(shown(decision.note(row[0])) if len(row) == 1 else "")
            self.choice_list.addItem(item)
        self.scene.set_highlights([h for c in decision.choices if (h := choice_hex(c))],
                                  [u for c in decision.choices for u in choice_units(view, c)])

    def _pass_text(self, choice: Choice) -> str:
        """The Pass button of a window asked first: what its pass does (public)."""
        if choice.kind == "done":
            return self.tr("1. Discard nothing")
        return self.tr("1. Pass")

    def _show_discards(self, view: PlayerView) -> None:
        """Both discard piles, top card first: public knowledge [1.2]."""
        self.discards.clear()
        for side in (view.viewer, view.viewer.other):
            pile = view.side(side).discard
            header = QListWidgetItem(
                (self.tr("Allied discard pile ({count})") if side is SideId.ALLIES
                 else self.tr("Axis discard pile ({count})")).format(count=len(pile)))
            header.setFlags(Qt.ItemFlag.NoItemFlags)
            self.discards.addItem(header)
            for card in reversed(pile):
                text = f"  {describe_card(view, card, side)}\n      "
                self.discards.addItem(QListWidgetItem(text + describe_dice(view, card, side)))

    def side_name(self, side: SideId | None) -> str:
        """"Axis" or "Allies" in the current language ("—" for nobody)."""
        if side is None:
            return "—"
        return self.tr("Axis") if side is SideId.AXIS else self.tr("Allies")

    def _show_track(self, view: PlayerView) -> None:
        scenario = view.setting.scenario
        lead = self.side_name(SideId.AXIS if view.vp > 0 else SideId.ALLIES) if view.vp \
            else self.tr("level")
        control = ", ".join(f"{n}: {self.side_name(s)}" for n, s in enumerate(view.control, 1))
        own, other = view.own, view.opponent
        none = self.tr("none")
        lines = [
            (self.tr("<b>{viewer}</b> — Turn {turn}, {active} active ({orders} Order given)")
             if view.orders_given == 1 else
             self.tr("<b>{viewer}</b> — Turn {turn}, {active} active ({orders} Orders given)"))
            .format(viewer=self.side_name(view.viewer), turn=view.turn,
                    active=self.side_name(view.active), orders=view.orders_given),
            self.tr("VP {vp} ({lead})").format(vp=abs(view.vp), lead=lead),
            self.tr("Time {time} (Sudden Death {sudden_death})").format(
                time=view.time, sudden_death=scenario.sudden_death),
            self.tr("Initiative: {side}").format(side=self.side_name(view.initiative)),
            self.tr("Objectives: {control}").format(control=control),
            self.tr("Open chits: {chits}").format(chits=", ".join(view.open_chits) or none),
            self.tr("Your secret chits: {chits}").format(
                chits=self.tr("covered") if own.secret_chits is None
                else ", ".join(own.secret_chits) or none),
            self.tr("Opponent: {cards}, {chits}").format(
                cards=(self.tr("1 card in hand") if other.hand_size == 1 else
                       self.tr("{count} cards in hand")).format(count=other.hand_size),
                chits=(self.tr("1 secret chit") if other.secret_chit_count == 1 else
                       self.tr("{count} secret chits")).format(count=other.secret_chit_count)),
            self.tr("Draw piles: yours {own}, theirs {other}").format(
                own=own.draw_size, other=other.draw_size),
            self.tr("Casualties: yours {own} (surrender at {own_limit}), theirs {other} "
                    "(surrender at {other_limit})").format(
                own=len(own.casualties), own_limit=own.surrender_space,
                other=len(other.casualties), other_limit=other.surrender_space),
        ]
        self.track.setText("<br>".join(lines))

    def result_text(self, outcome: Outcome, lines: list[tuple[str, int]]) -> str:
        """The result screen: winner, how the game ended, and the VP breakdown (+ favours the
        Axis) [6.3, 7]."""
        rows = "\n".join(f"  {shown(label)}: {value:+d}" for label, value in lines)
        headline = (self.tr("The {winner} win — {reason}") if outcome.winner is SideId.ALLIES
                    else self.tr("The {winner} wins — {reason}")).format(
            winner=self.side_name(outcome.winner), reason=shown(outcome.reason))
        return self.tr("{headline}\nEnded by: {how}\nFinal VP {vp:+d} (positive "
                       "favours the Axis)\n\nWhere the VP came from:\n{rows}").format(
            headline=headline,
            how=shown(termination_name(outcome.termination)).replace("_", " "), vp=outcome.vp,
            rows=rows or "  " + self.tr("none"))

    # --- intents ----------------------------------------------------------------------------------

    @Slot(QListWidgetItem)
    def _on_choice_activated(self, item: QListWidgetItem) -> None:
        """Take the row's choice; a card's row of hexes waits for the hex (a click on the
        board, or one of its rows now listed in its place)."""
        choices = [Choice.parse(n) for n in str(item.data(Qt.ItemDataRole.UserRole)).split("\n")]
        if len(choices) == 1:
            self.controller.submit(choices[0])
            return
        self.board_input.pick_card_row(tuple(choices))
        self.scene.set_highlights([h for c in choices if (h := choice_hex(c))])
        row = self.choice_list.row(item)
        self.choice_list.takeItem(row)
        for offset, choice in enumerate(choices):
            entry = QListWidgetItem("   " + describe_choice(self.current, choice)
                                    if self.current is not None else choice.notation())
            entry.setData(Qt.ItemDataRole.UserRole, choice.notation())
            self.choice_list.insertItem(row + offset, entry)
        self.statusBar().showMessage(self.tr("Click the hex on the board"))

    @Slot(QListWidgetItem, QListWidgetItem)
    def _on_choice_selected(self, item: QListWidgetItem | None,
                            _previous: QListWidgetItem | None = None) -> None:
        """Preview the selected choice: its note in the status bar, a Leader's radius drawn."""
        view = self.current
        if item is None or view is None or view.decision is None:
            return
        choice = Choice.parse(str(item.data(Qt.ItemDataRole.UserRole)).split("\n")[0])
        self.scene.show_decision(view.decision, choice)
        note = shown(view.decision.note(choice))
        if note:
            self.statusBar().showMessage(note)

    @Slot()
    def _on_pass_clicked(self) -> None:
        """Pass the response window asked first on the shared screen."""
        if self.controller.asking_first():
            self.controller.pass_window()

    @Slot()
    def _on_seat_clicked(self) -> None:
        """The deciding player of the response window wants his hand: the hand-off."""
        if self.controller.asking_first():
            self.controller.ask_for_seat()

    @Slot(str)
    def _on_scene_hex_clicked(self, hex_id: str) -> None:
        """A click on a hex: the choice it means, if one (see :mod:`board_input`)."""
        if self.current is not None and not self.controller.asking_first():
            self._react(self.board_input.hex_clicked(self.current, hex_id))

    @Slot(str)
    def _on_scene_counter_clicked(self, unit_id: str) -> None:
        """A click on a counter selects it or marks its choices; it never takes one."""
        if self.current is not None and not self.controller.asking_first():
            self._react(self.board_input.counter_clicked(self.current, unit_id))

    def _react(self, reaction: Reaction) -> None:
        """Carry out what a click on the board meant."""
        self.scene.set_selection(self.board_input.selection)
        if reaction.submit is not None:
            self.controller.submit(reaction.submit)
        elif reaction.cycle:
            self.scene.cycle_stack(reaction.cycle)
        elif reaction.mark:
            self.choice_list.clearSelection()
            notations = {c.notation() for c in reaction.mark}
            for row in range(self.choice_list.count()):
                entry = self.choice_list.item(row)
                if entry.data(Qt.ItemDataRole.UserRole) in notations:
                    entry.setSelected(True)
                    if len(notations) == 1:  # shown on the board; Enter takes it
                        self.choice_list.setCurrentItem(entry)
            if len(notations) > 1:
                self.statusBar().showMessage(
                    self.tr("{count} choices here: pick one in the Decision list").format(
                        count=len(notations)))
        elif reaction.problem:
            self.statusBar().showMessage(self.tr(
                "The selected units can neither fire at nor move to {hex} now").format(
                    hex=reaction.problem))

    @Slot(str)
    def _on_rule_clicked(self, rule: str) -> None:
        """A rule id clicked in the log: the Rules reference at that rule."""
        show_rule(self, rule)

    @Slot(bool)
    def _on_spread_toggled(self, spread: bool) -> None:
        self.scene.set_spread(spread)

    @Slot()
    def _on_undo_triggered(self) -> None:
        if not self.controller.undo():
            QMessageBox.information(self, APP_TITLE,
                                    shown(self.controller.session.undo_status()[1]))

    @Slot(int)
    def _on_card_clicked(self, card: int) -> None:
        """Mark (bold, first one selected) the listed choices that play the clicked card;
        for a card none plays, say why (the engine's reason, with its rule ids)."""
        uses = []
        for row in range(self.choice_list.count()):
            entry = self.choice_list.item(row)
            choice = Choice.parse(entry.data(Qt.ItemDataRole.UserRole))
            uses_card = choice.kind in CARD_KINDS and bool(choice.args) and choice.args[0] == card
            font = entry.font()
            font.setBold(uses_card)
            entry.setFont(font)
            if uses_card:
                uses.append(row)
        if uses:
            self.choice_list.setCurrentRow(uses[0])
            self.choice_list.scrollToItem(self.choice_list.item(uses[0]))
            self.statusBar().showMessage(
                self.tr("#{card} can be played now: %n choice(s), in bold", "", len(uses))
                .format(card=card))
        elif (seat := self.controller.seat) is not None:
            self.choice_list.clearSelection()
            reason = unplayable_reason(self.controller.session.state, seat, card)
            text = self.tr("#{card} cannot be played now: {reason}").format(
                card=card, reason=shown(reason) if reason is not None else "")
            self.statusBar().showMessage(text)
            tile = self.hand.tile(card)
            if tile is not None:
                tile.setToolTip(text)

    @Slot()
    def _on_stops_triggered(self) -> None:
        seat, current = self.controller.seat, self.controller.seat_stops()
        if seat is None or current is None:
            return
        nation = term(self.controller.session.state.setting.nation(seat).adjective)
        dialog = StopsDialog(nation, current, self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.stops() != current:
            self.controller.set_stops(dialog.stops())

    @Slot()
    def _on_new_triggered(self) -> None:
        session = self.controller.session
        dialog = NewGameDialog(session.pack, [paths.scenarios_dir(), paths.user_scenarios_dir()],
                               self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        choice = dialog.choice()
        if choice is None:
            return
        try:
            session = Session(choice.scenario, choice.pack, choice.seed,
                              computer=choice.computer)
        except ContentError as error:
            QMessageBox.critical(self, APP_TITLE, self.tr("Cannot start {scenario}:\n\n{error}")
                                 .format(scenario=scenario_text(choice.scenario.name),
                                         error=shown_error(error)))
            return
        begin_new_game(session, self.controller.autosave)
        self.replace_game(GameController(session, self.controller.autosave,
                                         pace_ms=choice.pace_ms))
        self.set_computer_pace(choice.pace_ms)
        show_briefing(self, choice.scenario)  # once, as a game started by the launcher

    @Slot()
    def _on_load_triggered(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open saved game"), "",
            self.tr("Saved games (*.ccsave);;All files (*)"))
        if name:
            self.load_game(Path(name))

    def load_game(self, path: Path) -> bool:
        """Replay a saved game into this window; a bad file is reported and changes nothing."""
        try:
            session = Session.load(path, self.controller.session.pack)
        except SaveError as error:
            QMessageBox.critical(self, APP_TITLE, self.tr("Cannot open {name}:\n\n{error}")
                                 .format(name=path.name, error=shown_error(error)))
            return False
        self.replace_game(GameController(session, self.controller.autosave,
                                         pace_ms=self.controller.pace_ms))
        return True

    @Slot()
    def _on_replay_triggered(self) -> None:
        """Step through the game so far as the seated player saw it (either side's view once
        the game is over)."""
        session, seat = self.controller.session, self.controller.seat
        if (seat is None or self.controller.shared) and session.state.outcome is None:
            return  # at a hand-off or on the shared screen nothing private may be shown
        dialog = ReplayDialog(session, seat, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # its texts go with it
        dialog.exec()

    @Slot()
    def _on_save_triggered(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), "",
                                              self.tr("Saved games (*.ccsave)"))
        if name:
            self.save_game(Path(name))

    def save_game(self, path: Path) -> bool:
        """Save the game to ``path``; a file that cannot be written is reported and changes
        nothing (the game goes on; an older file there is left as it was)."""
        file = QDir.toNativeSeparators(str(path))
        try:
            self.controller.save(path)
        except OSError as error:
            QMessageBox.critical(self, APP_TITLE, self.tr(
                "Cannot save the game to {file}:\n\n{reason}").format(
                    file=file, reason=system_reason(error)))
            return False
        self.statusBar().showMessage(self.tr("Game saved to {file}").format(file=file), 5000)
        return True

    def set_computer_pace(self, pace_ms: int) -> None:
        """How long each computer move waits (remembered in the preferences; a pace that
        cannot be remembered is used all the same and the status bar says why)."""
        self.controller.pace_ms = pace_ms
        if pace_ms in self.speed_actions:
            self.speed_actions[pace_ms].setChecked(True)
        if preferences().computer_pace_ms != pace_ms:
            try:
                set_preferences(preferences().model_copy(update={"computer_pace_ms": pace_ms}))
            except OSError as error:
                self.statusBar().showMessage(unsaved_notice(error))

    @Slot()
    def _on_settings_triggered(self) -> None:
        """Settings > Preferences: edit, save and apply at once."""
        change = edit_preferences(self)
        if change is None:
            return
        before, after = change
        for theme, action in self.board_actions.palettes.items():
            action.setChecked(theme == after.palette)
        self.set_computer_pace(after.computer_pace_ms)
        if after.log_detail != before.log_detail and self.controller.seat is not None:
            self.log.clear()
            self._on_events_applied(self.controller.log_for_seat())

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the computer player and keep the layout before the window goes."""
        self.controller.stop()
        remember_layout(self, _LAYOUT_KEY)
        super().closeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys 1-9 take the matching choice of the decision list."""
        if not self._take_numbered(event.key()):
            super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keys 1-9 choose also while the decision list has the focus (instead of moving its
        selection to a row that starts with that digit)."""
        if watched is self.choice_list and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            return self._take_numbered(event.key())
        return super().eventFilter(watched, event)

    def _take_numbered(self, key: int) -> bool:
        """Take the choice numbered by ``key`` (1-9); True if a key took one. A response
        window asked first: 1 passes, 2 takes the seat."""
        if not Qt.Key.Key_1 <= key <= Qt.Key.Key_9 or self.current is None:
            return False
        if self.controller.asking_first():
            if key == Qt.Key.Key_1:
                self.pass_button.click()
            elif key == Qt.Key.Key_2:
                self.seat_button.click()
            return key in (Qt.Key.Key_1, Qt.Key.Key_2)
        row = key - Qt.Key.Key_1
        if row >= self.choice_list.count():
            return False
        self._on_choice_activated(self.choice_list.item(row))
        return True

    def submit(self, choice: Choice | str) -> None:
        """Apply a choice as if picked in the decision list (for keyboard and tests)."""
        self.controller.submit(choice)
