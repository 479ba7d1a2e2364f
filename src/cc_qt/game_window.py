"""The hot-seat game window: board, hand, decisions, track and log, behind a hand-off screen.

Everything shown comes from the seated player's :class:`~cc_engine.views.PlayerView`; every
button is one of the engine's legal choices. Whenever the deciding side changes, a hand-off
screen covers the window ("Pass to the German player") until that player clicks; nothing of
the other side's hand appears anywhere, not even in the window title.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from cc_engine import Choice, LogEvent, Outcome, PlayerView, SaveError, Session
from cc_engine.content.vocabulary import SideId
from cc_engine.rules.terrain import MapTerrain
from cc_engine.rules.victory import vp_breakdown
from cc_qt import paths
from cc_qt.board.actions import BoardActions
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
from cc_qt.new_game import NewGameDialog
from cc_qt.replay import ReplayDialog
from cc_qt.stops import StopsDialog
from cc_qt.window_parts import add_dock, user_settings

__all__ = ["GameWindow", "HandoffScreen"]

APP_TITLE = "Combat Commander"


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
        self.button = QPushButton("I am ready", self)
        self.button.setDefault(True)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.side: SideId | None = None

    def ask_for(self, side: SideId, nation: str) -> None:
        """Name the player who must sit down."""
        self.side = side
        self.message.setText(f"Pass to the {nation} player ({side.value.title()})")


def result_text(outcome: Outcome, lines: list[tuple[str, int]]) -> str:
    """The result screen: winner, how the game ended, and the VP breakdown (+ favours the
    Axis)."""
    rows = "\n".join(f"  {label}: {value:+d}" for label, value in lines)
    return (f"{outcome.winner.value.title()} wins — {outcome.reason}\n"
            f"Ended by: {outcome.termination.value.replace('_', ' ')}\n"
            f"Final VP {outcome.vp:+d} (positive favours the Axis)\n\n"
            f"Where the VP came from:\n{rows or '  none'}")


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
        self.current: PlayerView | None = None
        self.result: QMessageBox | None = None
        self.handoff.button.clicked.connect(self._on_handoff_clicked)
        self.resize(1400, 900)
        self.controller = controller
        self.scene = self._attach(controller)

    def _attach(self, controller: GameController) -> MapScene:
        """Show ``controller``'s game: a new board scene, signals connected, the computer's
        pace as the player last set it."""
        saved = str(user_settings().value("game/computer_pace_ms", controller.pace_ms))
        controller.pace_ms = int(saved) if saved.isdigit() else controller.pace_ms
        if controller.pace_ms in self.speed_actions:
            self.speed_actions[controller.pace_ms].setChecked(True)
        setting = controller.session.state.setting
        self.setWindowTitle(f"{APP_TITLE} — {setting.scenario.name}")
        scene = MapScene(setting.map, parent=self,
                         terrain=MapTerrain(setting.map, setting.terrain_chart))
        self.view_widget.setScene(scene)
        scene.sig_hex_clicked.connect(self._on_scene_hex_clicked)
        scene.sig_counter_clicked.connect(self._on_scene_counter_clicked)
        scene.set_spread(self.spread_action.isChecked())
        controller.sig_view_changed.connect(self._on_view_changed)
        controller.sig_events_applied.connect(self._on_events_applied)
        controller.sig_handoff_requested.connect(self._on_handoff_requested)
        controller.sig_game_over.connect(self._on_game_over)
        controller.sig_computer_thinking.connect(self._on_computer_thinking)
        return scene

    def replace_game(self, controller: GameController) -> None:
        """Play another game in this window (File > New game)."""
        old = self.controller
        old.stop()
        old.sig_computer_thinking.disconnect(self._on_computer_thinking)
        old.sig_view_changed.disconnect(self._on_view_changed)
        old.sig_events_applied.disconnect(self._on_events_applied)
        old.sig_handoff_requested.disconnect(self._on_handoff_requested)
        old.sig_game_over.disconnect(self._on_game_over)
        self.scene.sig_hex_clicked.disconnect(self._on_scene_hex_clicked)
        self.scene.sig_counter_clicked.disconnect(self._on_scene_counter_clicked)
        old_scene = self.scene
        self.controller = controller
        self.scene = self._attach(controller)
        old_scene.deleteLater()
        controller.start()

    # --- layout --------------------------------------------------------------------------------

    def _build_docks(self) -> None:
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.choice_list = QListWidget(self)
        # Several choices may be marked at once (a click on a hex or stack that means several).
        self.choice_list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.choice_list.itemActivated.connect(self._on_choice_activated)
        self.choice_list.itemDoubleClicked.connect(self._on_choice_activated)
        self.choice_list.currentItemChanged.connect(self._on_choice_selected)
        decide = QWidget(self)
        layout = QVBoxLayout(decide)
        layout.addWidget(self.prompt)
        layout.addWidget(self.choice_list, 1)
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self.decision_dock = add_dock(self, "Decision", decide, right)
        self.hand_list = QListWidget(self)
        self.hand_list.setWordWrap(True)
        self.hand_list.setToolTip("Click a card to mark what it can do now in the Decision list")
        self.hand_list.itemClicked.connect(self._on_card_clicked)
        self.hand_dock = add_dock(self, "Hand", self.hand_list, right)
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
        self.log = QPlainTextEdit(self)
        self.log.setReadOnly(True)
        self.log_dock = add_dock(self, "Log", self.log, Qt.DockWidgetArea.BottomDockWidgetArea)

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        self.new_action = QAction("&New game…", self)
        self.new_action.setShortcut(QKeySequence(QKeySequence.StandardKey.New))
        self.new_action.triggered.connect(self._on_new_triggered)
        file_menu.addAction(self.new_action)
        self.load_action = QAction("&Open saved game…", self)
        self.load_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Open))
        self.load_action.triggered.connect(self._on_load_triggered)
        file_menu.addAction(self.load_action)
        self.replay_action = QAction("&Replay this game…", self)
        self.replay_action.triggered.connect(self._on_replay_triggered)
        file_menu.addAction(self.replay_action)
        self.save_action = QAction("&Save…", self)
        self.save_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Save))
        self.save_action.triggered.connect(self._on_save_triggered)
        file_menu.addAction(self.save_action)
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Quit))
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)
        edit_menu = self.menuBar().addMenu("&Edit")
        self.undo_action = QAction("&Undo", self)
        self.undo_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.undo_action.triggered.connect(self._on_undo_triggered)
        edit_menu.addAction(self.undo_action)
        game_menu = self.menuBar().addMenu("&Game")
        self.stops_action = QAction("My &stops…", self)
        self.stops_action.setShortcut(QKeySequence("Ctrl+T"))
        self.stops_action.setToolTip("When the game stops to ask you (only on your own screen)")
        self.stops_action.setEnabled(False)
        self.stops_action.triggered.connect(self._on_stops_triggered)
        game_menu.addAction(self.stops_action)
        speed_menu = game_menu.addMenu("Computer &speed")
        self.speed_actions: dict[int, QAction] = {}
        group = QActionGroup(self)
        for label, pace in (("&Fast", 0), ("&Normal", 600), ("&Slow", 1500)):
            action = QAction(label, self)
            action.setCheckable(True)
            action.setToolTip("How long each computer move stays before the next one")
            action.triggered.connect(lambda _=False, p=pace: self.set_computer_pace(p))
            group.addAction(action)
            speed_menu.addAction(action)
            self.speed_actions[pace] = action
        view_menu = self.menuBar().addMenu("&View")
        self.board_actions = BoardActions.install(view_menu, self.view_widget, self)
        self.spread_action = QAction("&Spread stacks", self)
        self.spread_action.setCheckable(True)
        self.spread_action.setShortcut(QKeySequence("S"))
        self.spread_action.setToolTip("Show the counters of every stack side by side; a click "
                                      "on a stack that has nothing to choose sends its top "
                                      "counter to the bottom")
        self.spread_action.toggled.connect(self._on_spread_toggled)
        view_menu.addSeparator()
        view_menu.addAction(self.spread_action)

    def _private_widgets_visible(self, visible: bool) -> None:
        for dock in (self.decision_dock, self.hand_dock, self.track_dock, self.discards_dock,
                     self.log_dock):
            dock.setVisible(visible)
        self.stops_action.setEnabled(visible)
        self.stack.setCurrentWidget(self.view_widget if visible else self.handoff)

    # --- controller signals ---------------------------------------------------------------------

    @Slot(object)
    def _on_handoff_requested(self, side: SideId) -> None:
        self.current = None
        self.scene.set_highlights(())
        self.scene.show_decision(None)
        self.hand_list.clear()
        self.choice_list.clear()
        self.prompt.clear()
        self.discards.clear()
        self.log.clear()
        self.track.clear()
        self.scene.clear_los()
        nation = self.controller.session.state.setting.nation(side).adjective
        self.handoff.ask_for(side, nation)
        self._private_widgets_visible(False)

    @Slot()
    def _on_handoff_clicked(self) -> None:
        side = self.handoff.side
        if side is None:
            return
        self._private_widgets_visible(True)
        self.controller.take_seat(side)

    @Slot(object)
    def _on_view_changed(self, view: PlayerView | None) -> None:
        if view is None:
            return
        self.current = view
        self.scene.show_position(view)
        self._show_hand(view)
        self._show_decision(view)
        self._show_track(view)
        self._show_discards(view)
        self.undo_action.setEnabled(self.controller.session.undo_status()[0])

    @Slot(object)
    def _on_events_applied(self, events: tuple[LogEvent, ...]) -> None:
        view = self.current
        for event in events:
            rules = f" [{', '.join(event.rules)}]" if event.rules else ""
            line = event.text + ("" if event.text.endswith("]") else rules)
            card = dict(event.data).get("card")
            if event.kind == "reveal" and view is not None and event.side is not None \
                    and isinstance(card, int):
                # The revealed card itself, as it lies face up on the discard pile [1.3].
                line += (f"\n      {describe_card(view, card, event.side)}; "
                         f"{describe_dice(view, card, event.side)}")
            self.log.appendPlainText(line)

    @Slot(object)
    def _on_computer_thinking(self, side: SideId | None) -> None:
        if side is not None:
            nation = self.controller.session.state.setting.nation(side).adjective
            self.statusBar().showMessage(f"The computer plays the {nation} side…")
        else:
            self.statusBar().clearMessage()

    @Slot(object)
    def _on_game_over(self, outcome: Outcome) -> None:
        """Show the result: the winner, why, and where every VP came from [6.3, 7]."""
        self._private_widgets_visible(True)
        self.choice_list.clear()
        self.scene.set_highlights(())
        self.scene.show_decision(None)
        state = self.controller.session.state
        text = result_text(outcome, vp_breakdown(state))
        self.prompt.setText(text.splitlines()[0])
        self.result = QMessageBox(QMessageBox.Icon.Information, f"{APP_TITLE} — game over",
                                  text, QMessageBox.StandardButton.Ok, self)
        self.result.setModal(False)
        self.result.show()

    # --- showing a view -------------------------------------------------------------------------

    def _show_hand(self, view: PlayerView) -> None:
        self.hand_list.clear()
        playable = set()
        if view.decision is not None:
            playable = {c.args[0] for c in view.decision.choices
                        if c.kind in CARD_KINDS and c.args}
        for card in view.own.hand or ():
            item = QListWidgetItem(("▶ " if card in playable else "   ")
                                   + describe_card(view, card)
                                   + "\n      " + describe_dice(view, card))
            item.setData(Qt.ItemDataRole.UserRole, card)
            self.hand_list.addItem(item)

    def _show_decision(self, view: PlayerView) -> None:
        self.choice_list.clear()
        decision = view.decision
        self.scene.show_decision(decision)
        if decision is None:
            waiting = view.waiting_for
            computer = waiting is not None and waiting in self.controller.computer
            self.prompt.setText("The computer is thinking…" if computer
                                else "Waiting for the other player…")
            return
        self.prompt.setText(decision.prompt or decision.kind)
        for number, choice in enumerate(decision.choices, start=1):
            key = f"{number}. " if number <= 9 else ""
            item = QListWidgetItem(key + describe_choice(view, choice))
            item.setData(Qt.ItemDataRole.UserRole, choice.notation())
            item.setToolTip(decision.note(choice))
            self.choice_list.addItem(item)
        self.scene.set_highlights([h for c in decision.choices if (h := choice_hex(c))],
                                  [u for c in decision.choices for u in choice_units(view, c)])

    def _show_discards(self, view: PlayerView) -> None:
        """Both discard piles, top card first: public knowledge [1.2]."""
        self.discards.clear()
        for side in (view.viewer, view.viewer.other):
            pile = view.side(side).discard
            header = QListWidgetItem(f"{side.value.title()} discards ({len(pile)})")
            header.setFlags(Qt.ItemFlag.NoItemFlags)
            self.discards.addItem(header)
            for card in reversed(pile):
                text = f"  {describe_card(view, card, side)}\n      "
                self.discards.addItem(QListWidgetItem(text + describe_dice(view, card, side)))

    def _show_track(self, view: PlayerView) -> None:
        scenario = view.setting.scenario
        lead = ("Axis" if view.vp > 0 else "Allies") if view.vp else "level"
        control = ", ".join(f"{n}: {s.value.title() if s else '—'}"
                            for n, s in enumerate(view.control, start=1))
        own, other = view.own, view.opponent
        lines = [
            f"<b>{view.viewer.value.title()}</b> — Turn {view.turn}, "
            f"{view.active.value.title()} active ({view.orders_given} Orders given)",
            f"VP {abs(view.vp)} ({lead})",
            f"Time {view.time} (Sudden Death {scenario.sudden_death})",
            f"Initiative: {view.initiative.value.title()}",
            f"Objectives: {control}",
            f"Open chits: {', '.join(view.open_chits) or 'none'}",
            f"Your secret chits: {', '.join(own.secret_chits or ()) or 'none'}",
            f"Opponent: {other.hand_size} cards in hand, {other.secret_chit_count} secret "
            "chit(s)",
            f"Draw piles: yours {own.draw_size}, theirs {other.draw_size}",
            f"Casualties: yours {len(own.casualties)} (surrender at {own.surrender_space}), "
            f"theirs {len(other.casualties)} (surrender at {other.surrender_space})",
        ]
        self.track.setText("<br>".join(lines))

    # --- intents ----------------------------------------------------------------------------------

    @Slot(QListWidgetItem)
    def _on_choice_activated(self, item: QListWidgetItem) -> None:
        self.controller.submit(str(item.data(Qt.ItemDataRole.UserRole)))

    @Slot(QListWidgetItem, QListWidgetItem)
    def _on_choice_selected(self, item: QListWidgetItem | None,
                            _previous: QListWidgetItem | None = None) -> None:
        """Preview the selected choice: its note in the status bar, a Leader's radius drawn."""
        view = self.current
        if item is None or view is None or view.decision is None:
            return
        choice = Choice.parse(str(item.data(Qt.ItemDataRole.UserRole)))
        self.scene.show_decision(view.decision, choice)
        note = view.decision.note(choice)
        if note:
            self.statusBar().showMessage(note)

    @Slot(str)
    def _on_scene_hex_clicked(self, hex_id: str) -> bool:
        """A click on a hex takes the one legal choice about that hex, if there is one;
        with several, they are selected in the list. True if the click meant a choice."""
        view = self.current
        if view is None or view.decision is None:
            return False
        return self._take_or_select([c for c in view.decision.choices
                                     if choice_hex(c) == hex_id])

    @Slot(str)
    def _on_scene_counter_clicked(self, unit_id: str) -> None:
        """A click on a counter takes the one choice naming that unit (or its Weapon); else
        it counts as a click on its hex; a click that means no choice cycles the stack."""
        view = self.current
        if view is None:
            return
        unit = next((u for u in view.units if u.id == unit_id), None)
        if unit is None or unit.hex is None:
            return
        pieces = {unit_id, unit.weapon} - {None}
        if view.decision is not None and self._take_or_select(
                [c for c in view.decision.choices if pieces & set(c.args)]):
            return
        if not self._on_scene_hex_clicked(unit.hex.id):
            self.scene.cycle_stack(unit.hex.id)

    def _take_or_select(self, matching: list[Choice]) -> bool:
        """Submit the only matching choice, or select several in the list for the player."""
        if len(matching) == 1:
            self.controller.submit(matching[0])
        elif matching:
            self.choice_list.clearSelection()
            notations = {c.notation() for c in matching}
            for row in range(self.choice_list.count()):
                entry = self.choice_list.item(row)
                if entry.data(Qt.ItemDataRole.UserRole) in notations:
                    entry.setSelected(True)
            self.statusBar().showMessage(f"{len(matching)} choices here: pick one in the "
                                         "Decision list")
        return bool(matching)

    @Slot(bool)
    def _on_spread_toggled(self, spread: bool) -> None:
        self.scene.set_spread(spread)

    @Slot()
    def _on_undo_triggered(self) -> None:
        if not self.controller.undo():
            QMessageBox.information(self, APP_TITLE, self.controller.session.undo_status()[1])

    @Slot(QListWidgetItem)
    def _on_card_clicked(self, item: QListWidgetItem) -> None:
        """Mark (bold, first one selected) the listed choices that play the clicked card."""
        card = item.data(Qt.ItemDataRole.UserRole)
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
            count = "1 choice" if len(uses) == 1 else f"{len(uses)} choices"
            self.statusBar().showMessage(f"#{card} can be played now: {count}, in bold")
        else:
            self.choice_list.clearSelection()
            self.statusBar().showMessage(f"#{card} cannot be played now")

    @Slot()
    def _on_stops_triggered(self) -> None:
        seat, current = self.controller.seat, self.controller.seat_stops()
        if seat is None or current is None:
            return
        nation = self.controller.session.state.setting.nation(seat).adjective
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
        controller = GameController(Session(choice.scenario, choice.pack, choice.seed,
                                            computer=choice.computer),
                                    self.controller.autosave, pace_ms=self.controller.pace_ms)
        self.replace_game(controller)

    @Slot()
    def _on_load_triggered(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Open saved game", "",
                                              "Saved games (*.ccsave);;All files (*)")
        if name:
            self.load_game(Path(name))

    def load_game(self, path: Path) -> bool:
        """Replay a saved game into this window; a bad file is reported and changes nothing."""
        try:
            session = Session.load(path, self.controller.session.pack)
        except SaveError as error:
            QMessageBox.critical(self, APP_TITLE, f"Cannot open {path.name}:\n\n{error}")
            return False
        self.replace_game(GameController(session, self.controller.autosave,
                                         pace_ms=self.controller.pace_ms))
        return True

    @Slot()
    def _on_replay_triggered(self) -> None:
        """Step through the game so far, as the seated player saw it."""
        dialog = ReplayDialog(self.controller.session, self)
        if self.controller.seat is not None:
            dialog.side.setCurrentIndex(list(SideId).index(self.controller.seat))
        elif self.controller.session.state.outcome is None:
            return  # during a hand-off nobody is seated: nothing private may be shown
        dialog.exec()

    @Slot()
    def _on_save_triggered(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, "Save game", "", "Saved games (*.ccsave)")
        if name:
            self.controller.save(Path(name))

    def set_computer_pace(self, pace_ms: int) -> None:
        """How long each computer move waits (remembered in the settings)."""
        self.controller.pace_ms = pace_ms
        user_settings().setValue("game/computer_pace_ms", pace_ms)
        if pace_ms in self.speed_actions:
            self.speed_actions[pace_ms].setChecked(True)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the computer player before the window goes."""
        self.controller.stop()
        super().closeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys 1-9 take the matching choice of the decision list."""
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and self.current is not None:
            row = key - Qt.Key.Key_1
            if row < self.choice_list.count():
                self._on_choice_activated(self.choice_list.item(row))
                return
        super().keyPressEvent(event)

    def submit(self, choice: Choice | str) -> None:
        """Apply a choice as if picked in the decision list (for keyboard and tests)."""
        self.controller.submit(choice)
