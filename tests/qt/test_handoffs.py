"""Hand-offs only when a decision needs its side's private view: a scripted hot-seat game
counts them (at most half as many as changes of deciding side); a public decision shows no
card of either hand; a response window asked first on the shared screen looks the same
whatever the deciding hand holds, and its Pass and Take the seat work; the hand-off screen
says why; a double click and the number keys take a choice from the decision list."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QListWidget, QPlainTextEdit
from pytestqt.qtbot import QtBot

from cc_engine import Session
from cc_engine.ai import make_player
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.flow import Log, settle
from cc_engine.shared_screen import decline
from cc_engine.state import GameState
from cc_engine.views import player_view
from cc_qt import paths
from cc_qt.choices import describe_card
from cc_qt.controller import GameController
from cc_qt.decision_names import decision_name
from cc_qt.game_window import GameWindow
from cc_qt.preferences import begin_new_game

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from bench.handoffs import play, press_number
from tests.qt.test_private_texts import every_text


def new_window(qtbot: QtBot, number: int = 3, seed: int = 5) -> GameWindow:
    pack = load_content_pack(paths.resources_dir())
    session = Session(load_scenario(paths.scenarios_dir() / f"scenario{number:02d}.json"),
                      pack, seed)
    begin_new_game(session, None)
    window = GameWindow(GameController(session, pace_ms=0))
    qtbot.addWidget(window)
    window.resize(1300, 850)
    window.show()
    window.controller.start()
    return window


def texts(window: GameWindow) -> str:
    parts = [window.windowTitle()]
    parts += [w.text() for w in window.findChildren(QLabel)]
    parts += [w.toPlainText() for w in window.findChildren(QPlainTextEdit)]
    for widget in window.findChildren(QListWidget):
        parts += [widget.item(i).text() for i in range(widget.count())]
    return "\n".join(parts)


def test_fewer_handoffs_and_every_decision_shown_to_its_side(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    first_turn = window.controller.session.state.turn
    tally = play(window, 150, 5)
    assert tally.decisions == 150
    assert tally.misplaced == 0  # every decision was on its side's screen or the shared one
    assert tally.banners > 0 and tally.shared_passes > 0
    assert 2 * tally.handoffs <= tally.side_changes  # issue 34: at most half the old hand-offs
    # A new Turn hands the screen over once at most (its side needs its hand [5, O15]).
    turns_begun = window.controller.session.state.turn - first_turn
    assert 0 < tally.turn_starts <= turns_begun


def with_hand(state: GameState, hand: tuple[int, ...]) -> GameState:
    """``state`` with the deciding side holding ``hand`` instead (from its draw pile), its
    pending decision asked again for that hand."""
    assert state.pending is not None
    side = state.pending.side
    own = state.side(side)
    draw = tuple(c for c in own.draw if c not in hand) + own.hand
    swapped = replace(own, hand=hand, draw=draw)
    state = replace(state, **{side.value: swapped}, pending=None)  # type: ignore[arg-type]
    return settle(state, Log())


def screen(window: GameWindow) -> list[str]:
    """Every text of the window and what each button offers (shown, enabled)."""
    buttons = [f"{b.text()} {b.isVisible()} {b.isEnabled()}"
               for b in window.findChildren(QAbstractButton)]
    return [*every_text(window), *buttons]


@pytest.mark.parametrize("kind", ["op_fire", "defense_actions"])
def test_a_window_asked_first_looks_the_same_whatever_the_hand(
        qtbot: QtBot, tmp_path: Path, kind: str) -> None:
    window = new_window(qtbot)
    controller = window.controller
    session = controller.session
    play(window, 10_000, 5, until_asked=kind)
    assert controller.asking_first() and controller.seat is not None
    state = session.state
    assert state.pending is not None and state.pending.kind == kind
    side = state.pending.side
    assert controller.seat is side.other
    assert window.banner.text() == f"{window.side_name(side)}: {decision_name(state.pending)}"
    assert window.pass_button.isVisible() and window.seat_button.isVisible()
    assert not window.choice_list.isVisible() and window.hand.count() == 0
    window.grab().save(str(tmp_path / f"asked_first_{kind}.png"))
    seen = screen(window)
    size = len(state.side(side).hand)
    pool = state.side(side).draw
    changed = 0
    for start in range(0, len(pool) - size + 1, max(1, size)):
        other = with_hand(state, pool[start:start + size])
        assert other.pending is not None and other.pending.kind == kind
        changed += other.pending.choices != state.pending.choices
        session.history[-1] = replace(session.history[-1], state=other)
        controller.sig_view_changed.emit(controller.view())
        assert screen(window) == seen  # nothing on the shared screen tells the hand
    assert changed  # some of those hands offer other choices (or only the pass)
    session.history[-1] = replace(session.history[-1], state=state)
    controller.sig_view_changed.emit(controller.view())
    banner = window.banner.text()
    # Take the seat: the hand-off to the deciding side, then the whole decision with his hand.
    qtbot.mouseClick(window.seat_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.handoff and window.handoff.side is side
    assert window.handoff.reason.text() == banner  # why he is called
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert controller.seat is side and not controller.shared
    assert window.current is not None and window.current.decision == state.pending
    assert [t.card for t in window.hand.tiles] == list(state.side(side).hand)
    assert window.choice_list.count() >= 1 and not window.pass_button.isVisible()


def test_pass_on_the_shared_screen_needs_no_handoff(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    controller = window.controller
    play(window, 10_000, 5, until_asked="defense_actions")
    pending = controller.session.state.pending
    assert pending is not None and controller.asking_first()
    seat, before = controller.seat, len(controller.session.history)
    qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
    assert controller.session.history[before].choice == decline(pending)
    assert window.stack.currentWidget() is not window.handoff
    assert controller.seat is seat  # the seated player's screen is still his (or shared)


def test_a_public_decision_shows_no_card_of_either_hand(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot)
    play(window, 10_000, 5, until_banner=True)
    assert window.banner.isVisible()
    state = window.controller.session.state
    assert state.pending is not None and state.pending.kind == "reroll"
    assert window.banner.text().endswith(decision_name(state.pending))
    assert window.hand.count() == 0 and window.hand.covered.isVisible()
    window.grab().save(str(tmp_path / "public.png"))
    view = window.current
    assert view is not None
    shown = texts(window)
    # A card name may show where the same printed card lies face up (a discard pile, or the
    # log of a card revealed before a reshuffle), never for the card in a hand.
    for side in (view.viewer, view.viewer.other):
        discards = [describe_card(view, c, s) for s in (side, side.other)
                    for c in state.side(s).discard]
        for card in state.side(side).hand:
            name = describe_card(view, card, side)
            revealed = window.log.toPlainText().count(f"\n      {name};")
            assert shown.count(name) <= discards.count(name) + revealed, name
        assert f"{side.value.title()} draws card " not in window.log.toPlainText()


def test_the_handoff_screen_says_why(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    assert window.stack.currentWidget() is window.handoff
    pending = window.controller.session.state.pending
    assert pending is not None
    side = window.side_name(pending.side)
    assert window.handoff.reason.text() == f"{side}: {decision_name(pending)}"
    assert window.handoff.reason.text() == f"{side}: set up"


def test_a_double_click_and_a_number_key_in_the_list_take_a_choice(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    window.handoff.button.click()
    history = window.controller.session.history
    before = len(history)
    item = window.choice_list.item(0)
    rect = window.choice_list.visualItemRect(item)
    viewport = window.choice_list.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    assert len(history) == before + 1
    if window.stack.currentWidget() is window.handoff:
        window.handoff.button.click()
    window.choice_list.setFocus()
    qtbot.keyClick(window.choice_list, Qt.Key.Key_1)
    assert len(history) == before + 2


def test_a_turn_with_every_order_given_ends_on_the_shared_screen(qtbot: QtBot,
                                                                tmp_path: Path) -> None:
    """The end of a Turn whose Orders are all given needs no hand: it is asked under a banner
    with both hands covered, and the side whose Turn comes next keeps the seat it holds [5]."""
    window = new_window(qtbot)
    controller = window.controller
    planner = make_player("planner", 5)  # a player who gives Orders (random ones pass)
    for _ in range(200):
        play(window, 10_000, 5, until_banner=True, chooser=planner)
        pending = controller.session.state.pending
        assert pending is not None
        if pending.kind == "turn":
            break
        window.submit(planner.choose(player_view(controller.session.state, pending.side)))
    else:
        raise AssertionError("no Turn ended on the shared screen")
    state = controller.session.state
    assert state.orders_given == state.setting.scenario.side(pending.side).orders
    assert window.banner.isVisible() and controller.shared
    assert window.hand.count() == 0 and window.hand.covered.isVisible()
    assert window.choice_list.count() == 1
    window.grab().save(str(tmp_path / "turn_ends_on_the_shared_screen.png"))
    # As after the other side took the seat for a Defense Action against the last Order:
    # it is still seated under the banner, and its own Turn comes next.
    controller.seat = pending.side.other
    press_number(window, 0)
    following = controller.session.state.pending
    assert following is not None and following.kind == "turn"
    assert following.side is pending.side.other
    assert window.stack.currentWidget() is not window.handoff  # no hand-off: he sits there
    assert not controller.shared and window.current is not None
    assert window.current.decision == following
    assert [t.card for t in window.hand.tiles] == list(
        controller.session.state.side(following.side).hand)


def test_a_new_game_asks_the_reroll_only_when_it_can_matter(qtbot: QtBot) -> None:
    """A new player's game starts with the re-roll stop "when it matters" for both people
    [9.1]: "always" and "never" stay in the Stops dialog, but are not the default."""
    window = new_window(qtbot)
    state = window.controller.session.state
    assert state.axis.stops.reroll == state.allies.stops.reroll == "when_it_matters"
