"""The hand dock as card tiles (issue 34): every card readable at 1280x720, the playable ones
marked, a click on one picks its play, a click on another says the engine's reason."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tests.qt.test_game_window import open_game

from cc_engine.content.vocabulary import Order
from cc_engine.rules.card_play import unplayable_reason
from cc_qt.game_window import GameWindow
from cc_qt.shown import shown


def to_first_order(qtbot: QtBot, window: GameWindow) -> None:
    """Take hand-offs and first choices until a player may give an Order."""
    session = window.controller.session
    for _ in range(300):
        orders = any(c.kind == "order" for c in session.state.pending.choices)
        if window.stack.currentWidget() is window.handoff:
            qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
        elif window.controller.asking_first():  # on the shared screen: he wants his hand
            qtbot.mouseClick(window.seat_button if orders else window.pass_button,
                             Qt.MouseButton.LeftButton)
        elif orders:
            return
        else:
            qtbot.keyClick(window, Qt.Key.Key_1)
    raise AssertionError("no Order decision came")


def test_every_card_is_read_whole_at_1280x720(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_game(qtbot, tmp_path)
    window.resize(1280, 720)
    to_first_order(qtbot, window)
    QApplication.processEvents()
    hand = window.hand
    assert hand.count() == len(window.controller.session.state.allies.hand) >= 4
    visible = hand.viewport().rect()
    for tile in hand.tiles:
        assert tile.isVisible()
        for label in tile.labels():
            corner = label.mapTo(hand.viewport(), QPoint(0, 0))
            box = QRect(corner, label.size())
            assert visible.contains(box), (tile.text(), box, visible)
            # The wrapped text fits its label: nothing cut off at the bottom.
            assert label.heightForWidth(label.width()) <= label.height(), label.text()
    playable = {c.args[0] for c in window.controller.session.state.pending.choices
                if c.kind == "order"}
    assert {t.card for t in hand.tiles if t.playable} == playable
    shots = Path("/tmp/handwords")
    shots.mkdir(exist_ok=True)
    window.hand_dock.grab().save(str(shots / "hand-1280x720.png"))
    window.grab().save(str(shots / "window-1280x720.png"))


def test_a_playable_card_picks_its_play(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_game(qtbot, tmp_path)
    to_first_order(qtbot, window)
    tile = next(t for t in window.hand.tiles if t.playable)
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    current = window.choice_list.currentItem()
    assert current is not None and f"#{tile.card} " in current.text()
    assert f"#{tile.card} can be played now" in window.statusBar().currentMessage()


def test_a_card_that_cannot_be_played_says_why(qtbot: QtBot, tmp_path: Path) -> None:
    """During the setup no card is played: the status bar and the tile's tooltip give the
    engine's reason, rule ids and all."""
    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    tile = window.hand.tiles[0]
    assert not tile.playable and not tile.text().startswith("▶")
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    seat = window.controller.seat
    assert seat is not None
    reason = unplayable_reason(window.controller.session.state, seat, tile.card)
    assert reason is not None and reason.startswith("no Order is given before the first Turn")
    message = window.statusBar().currentMessage()
    assert message == f"#{tile.card} cannot be played now: {shown(reason)}"
    assert tile.toolTip() == message


def test_a_fire_card_without_a_target_says_none_is_in_range(qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    """Scenario 1's first Allied Turn, the sides set up far apart: a click on a Fire card
    says no unit has an enemy in Range and LOS [O20.1], and nothing is played."""
    window = open_game(qtbot, tmp_path, 1)
    to_first_order(qtbot, window)
    state = window.controller.session.state
    seat = window.controller.seat
    assert seat is not None
    fire = [t for t in window.hand.tiles
            if state.setting.card(seat, t.card).order is Order.FIRE]
    assert fire and not any(t.playable for t in fire)
    before = len(window.controller.session.history)
    qtbot.mouseClick(fire[0], Qt.MouseButton.LeftButton)
    message = window.statusBar().currentMessage()
    assert message.startswith(f"#{fire[0].card} cannot be played now: no unit can Fire: none "
                              "has an enemy unit in Range and LOS [O20.1]")
    assert fire[0].toolTip() == message
    assert len(window.controller.session.history) == before
