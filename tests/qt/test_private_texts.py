"""Nothing private reaches the wrong player through any text of the window (issue 31).

The card numbers that only one side may know (those of its hand that no public fact or log
line of the viewer names: the planted secrets) are looked for in every text the window
carries: labels, buttons, list items with their tooltips, the log, the status bar, the window
title, every menu action, every widget's tooltip, the board's items and tooltips. This is
checked at every hand-off screen (where neither hand may show), for the seated player (where
the other hand may not), in Replay, and after File > New game against the computer.
"""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from cc_engine import Session, visible_events
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.content.vocabulary import SideId
from cc_engine.shared_screen import public_events
from cc_engine.state import GameState
from cc_qt import paths
from cc_qt.controller import GameController
from cc_qt.game_window import GameWindow

CARD_MENTION = re.compile(r"#(\d+)\b|\bcards? (\d+)\b")


def every_text(root: QWidget) -> list[str]:
    """Every text ``root`` and its children carry, shown or on hover."""
    texts: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        texts += [widget.windowTitle(), widget.toolTip(), widget.statusTip(),
                  widget.whatsThis(), widget.accessibleName()]
        if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
            texts.append(widget.text())
        if isinstance(widget, QPlainTextEdit | QTextEdit):
            texts.append(widget.toPlainText())
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, QMenu):
            texts.append(widget.title())
        if isinstance(widget, QListWidget):
            for row in range(widget.count()):
                item = widget.item(row)
                texts += [item.text(), item.toolTip(), item.statusTip(), item.whatsThis()]
        if isinstance(widget, QMainWindow):
            texts.append(widget.statusBar().currentMessage())
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for item in widget.scene().items():
                texts.append(item.toolTip())
                if isinstance(item, QGraphicsSimpleTextItem):
                    texts.append(item.text())
                elif isinstance(item, QGraphicsTextItem):
                    texts.append(item.toPlainText())
    for action in root.findChildren(QAction):
        texts += [action.text(), action.toolTip(), action.statusTip(), action.whatsThis()]
    return texts


def mentioned(texts: list[str]) -> set[int]:
    return {int(a or b) for text in texts for a, b in CARD_MENTION.findall(text)}


def secrets(session: Session, seat: SideId | None) -> set[int]:
    """The card numbers of the hands ``seat`` may not see (both hands when nobody is
    seated) that no public fact and no log line he can read names: planted so that any
    mention of one is a leak."""
    state: GameState = session.state
    hidden = [seat.other] if seat is not None else list(SideId)
    known = {card for side in SideId for card in state.side(side).discard}
    if seat is not None:
        known |= set(state.side(seat).hand)
        known |= mentioned([event.text for event in visible_events(session.events(), seat)])
    return {card for side in hidden for card in state.side(side).hand} - known


def assert_nothing_private(root: QWidget, session: Session, seat: SideId | None,
                           shared: bool = False) -> int:
    """No text of ``root`` names a secret card of ``seat``; returns how many were planted
    (``shared``: the shared screen, where the log either player may read is shown)."""
    planted = secrets(session, seat)
    if shared:
        planted -= mentioned([event.text for event in public_events(session.events())])
    leaked = {text for text in every_text(root) if mentioned([text]) & planted}
    assert not leaked, (seat, sorted(planted), leaked)
    return len(planted)


def new_window(qtbot: QtBot, session: Session) -> GameWindow:
    window = GameWindow(GameController(session, None))
    qtbot.addWidget(window)
    window.show()
    window.set_computer_pace(0)
    window.controller.start()
    return window


def on_handoff(window: GameWindow) -> bool:
    return window.stack.currentWidget() is window.handoff


def test_no_text_names_a_hidden_card_at_any_handoff_or_in_replay(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """A hot-seat game of scenario 1 (hidden setup) played by number keys; before each
    hand-off the player clicks a card of his hand (the status bar names it)."""
    from cc_qt.replay import ReplayDialog

    replays: list[ReplayDialog] = []
    monkeypatch.setattr(ReplayDialog, "exec", lambda self: replays.append(self) or 0)
    pack = load_content_pack(paths.resources_dir())
    session = Session(load_scenario(paths.scenarios_dir() / "scenario01.json"), pack, 8)
    window = new_window(qtbot, session)
    rng = random.Random(8)
    handoffs = planted = 0
    for _ in range(700):
        if session.state.outcome is not None:
            break
        if on_handoff(window):
            planted += assert_nothing_private(window, session, None)
            handoffs += 1
            qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
            seat = window.controller.seat
            assert seat is session.state.pending.side  # type: ignore[union-attr]
            planted += assert_nothing_private(window, session, seat)
            if any(f.kind == "setup" and f.hidden for f in session.state.stack):
                others = {u.id for u in session.state.units if u.side is not seat}
                assert not others & set(window.scene.counter_items)
            if handoffs % 5 == 0:
                window.replay_action.trigger()
                dialog = replays[-1]
                assert dialog.side.count() == 1
                for value in range(0, dialog.slider.maximum() + 1, 25):
                    dialog.slider.setValue(value)
                    planted += assert_nothing_private(dialog, session, seat)
                dialog.close()  # closed, it is gone with its texts
                QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
                assert not window.findChildren(ReplayDialog)
            continue
        if window.controller.asking_first():  # the shared screen shows neither hand
            planted += assert_nothing_private(window, session, None, shared=True)
        if window.hand.count() and rng.random() < 0.5:
            tile = window.hand.tiles[rng.randrange(window.hand.count())]
            tile.sig_clicked.emit(tile.card)  # the status bar says what the card can do
        # A response window asked first on the shared screen: 1 passes, 2 takes the seat.
        count = 2 if window.controller.asking_first() else min(9, window.choice_list.count())
        qtbot.keyClick(window, Qt.Key(Qt.Key.Key_1 + rng.randrange(count)))
    assert handoffs > 20 and planted > 100 and replays


def test_a_solo_new_game_never_shows_a_handoff_nor_the_computers_hand(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """File > New game against the computer while the previous hot-seat game waits at a
    hand-off naming the side the computer will play: the person is seated at once as his
    own side, and never sees the computer's hand."""
    from cc_qt.new_game import NewGameChoice, NewGameDialog

    pack = load_content_pack(paths.resources_dir())
    scenario = load_scenario(paths.scenarios_dir() / "scenario02.json")
    window = new_window(qtbot, Session(scenario, pack, 3))
    assert on_handoff(window) and window.handoff.side is SideId.ALLIES
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: 1)
    monkeypatch.setattr(NewGameDialog, "choice", lambda self: NewGameChoice(
        scenario, 9, {SideId.AXIS: "human", SideId.ALLIES: "random"}, pack))
    window.new_action.trigger()
    controller = window.controller
    assert controller.seat is SideId.AXIS and not on_handoff(window)
    assert window.handoff.side is None
    with pytest.raises(ValueError, match="the computer plays the allies"):
        controller.take_seat(SideId.ALLIES)
    rng = random.Random(9)
    for _ in range(150):
        state = controller.session.state
        if state.outcome is not None:
            break
        assert not on_handoff(window)
        assert_nothing_private(window, controller.session, SideId.AXIS)
        if state.pending is not None and state.pending.side is SideId.ALLIES:
            qtbot.waitUntil(lambda s=state: controller.session.state is not s, timeout=5000)
            continue
        # A response window asked first on the shared screen: 1 passes, 2 takes the seat.
        count = 2 if window.controller.asking_first() else min(9, window.choice_list.count())
        qtbot.keyClick(window, Qt.Key(Qt.Key.Key_1 + rng.randrange(count)))
    assert controller.seat is SideId.AXIS
