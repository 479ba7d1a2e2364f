"""A whole hot-seat game of scenario 1 played through the widgets (hand-off button and the
number keys only) to the result screen; at every hand-off the hand dock shows only the
deciding side's cards and no widget text names the other side's cards in hand."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QPlainTextEdit
from pytestqt.qtbot import QtBot

from cc_engine import Session
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.content.vocabulary import SideId
from cc_qt import paths
from cc_qt.choices import describe_card
from cc_qt.controller import GameController
from cc_qt.game_window import GameWindow


def widget_texts(window: GameWindow, skip: tuple[QListWidget, ...] = ()) -> str:
    parts = [window.windowTitle()]
    parts += [w.text() for w in window.findChildren(QLabel)]
    parts += [w.toPlainText() for w in window.findChildren(QPlainTextEdit)]
    for widget in window.findChildren(QListWidget):
        if widget not in skip:
            parts += [widget.item(i).text() for i in range(widget.count())]
    return "\n".join(parts)


@pytest.mark.slow
def test_a_whole_hotseat_game_through_the_widgets(qtbot: QtBot, tmp_path: Path) -> None:
    pack = load_content_pack(paths.resources_dir())
    scenario = load_scenario(paths.scenarios_dir() / "scenario01.json")
    controller = GameController(Session(scenario, pack, 5), tmp_path / "autosave.ccsave")
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.resize(1300, 850)
    window.show()
    controller.start()
    handoffs = 0
    rng = random.Random(5)
    for _ in range(20_000):
        state = controller.session.state
        if state.outcome is not None:
            break
        if window.stack.currentWidget() is window.handoff:
            seat = window.handoff.side
            assert seat is state.pending.side  # the hand-off names the deciding player
            assert window.hand.count() == 0  # nothing private before he clicks
            qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
            handoffs += 1
            view = controller.view()
            assert view is not None and seat is not None
            # The hand dock holds exactly the seated player's cards, and the choices name
            # only cards of that hand.
            assert [t.card for t in window.hand.tiles] == list(state.side(seat).hand)
            # (Interrogation shows him the other hand to discard from [E61].)
            shown_hand = state.side(seat).hand + (
                state.side(seat.other).hand if "[E61]" in str(state.pending.prompt) else ())
            for row in range(window.choice_list.count()):
                text = window.choice_list.item(row).text()
                if "#" in text:
                    number = int(text.split("#", 1)[1].split()[0])
                    assert number in shown_hand, text
            # No other widget names a card of the other hand, except where the same printed
            # card lies in a public discard pile (the decks share some cards), or in the log
            # where it was revealed face up before a reshuffle brought it back to the deck.
            shown = widget_texts(window, skip=(window.choice_list,))
            log = window.log.toPlainText()
            public = [describe_card(view, c, s) for s in (seat, seat.other)
                      for c in state.side(s).discard]
            for card in state.side(seat.other).hand:
                other = describe_card(view, card, seat.other)
                revealed = log.count(f"\n      {other};")
                assert shown.count(other) <= public.count(other) + revealed, other
            # The log keeps the other side's draws anonymous.
            other_side = seat.other.value.title()
            assert f"{other_side} draws card " not in log
            if handoffs <= 3:
                window.grab().save(str(tmp_path / f"handoff_{handoffs}_{seat.value}.png"))
            continue
        # The player picks one of the first nine choices with its number key.
        # A response window asked first on the shared screen: 1 passes, 2 takes the seat.
        count = 2 if window.controller.asking_first() else min(9, window.choice_list.count())
        qtbot.keyClick(window, Qt.Key(Qt.Key.Key_1 + rng.randrange(count)))
    state = controller.session.state
    assert state.outcome is not None, "the game did not end"
    assert handoffs > 10
    assert window.result is not None and window.result.isVisible()
    # English agrees the verb with the side's name: "The Allies win", "The Axis wins".
    headline = {SideId.ALLIES: "The Allies win — ", SideId.AXIS: "The Axis wins — "}
    assert window.result.text().startswith(headline[state.outcome.winner])
    assert "Where the VP came from" in window.result.text()
    window.grab().save(str(tmp_path / "result.png"))
