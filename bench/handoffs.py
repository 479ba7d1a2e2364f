"""Benchmark: hand-off screens and public-decision banners in a scripted hot-seat game.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/handoffs.py [decisions]``, or
``bench/handoffs.py --whole 8`` for eight whole games of scenario 1 (see :func:`whole_games`).
Plays
scenarios 1 and 3 through the real :class:`GameWindow` with a new player's default stops and
a fixed seed, each decision a random legal choice taken with its number key (rows past 9
through the list). A response window asked first on the shared screen: the scripted player
picks his choice as he would with his hand (the same random legal choice); if it is the pass
he presses Pass there, else Take the seat and makes that choice on his own screen. Counts, per
game: the decisions, the changes of deciding side (the old rule: a hand-off screen at each),
the hand-off screens now, the public decisions asked on the shared screen under a banner and
the response windows passed there. Target: at most half as many hand-off screens as side
changes, and every decision shown to the side it belongs to (its screen or the shared one).
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from cc_engine import Session
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.shared_screen import decline
from cc_qt.board.board_input import choice_rows
from cc_qt.controller import GameController
from cc_qt.game_window import GameWindow
from cc_qt.preferences import begin_new_game

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Tally:
    """What one scripted game showed."""

    decisions: int = 0
    side_changes: int = 0
    handoffs: int = 0
    banners: int = 0
    #: Response windows passed on the shared screen (no hand-off).
    shared_passes: int = 0
    #: Decisions shown to a side other than the one that decides (must stay 0).
    misplaced: int = 0


def press_number(window: GameWindow, row: int) -> None:
    """Take the choice in ``row`` as a player would: its number key, else a double click's
    activation."""
    if row < 9:
        key = Qt.Key(Qt.Key.Key_1 + row)
        window.choice_list.setFocus()
        QApplication.sendEvent(window.choice_list, QKeyEvent(
            QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, str(row + 1)))
    else:
        window.choice_list.itemActivated.emit(window.choice_list.item(row))


def play(window: GameWindow, decisions: int, seed: int, until_banner: bool = False,
         until_asked: str | None = None) -> Tally:
    """Play up to ``decisions`` random legal choices through ``window``; count what it shows
    (``until_banner``: stop at the first public decision, unanswered; ``until_asked``: at the
    first response window of that kind asked first on the shared screen, unanswered)."""
    controller = window.controller
    rng = random.Random(seed)
    tally = Tally()
    previous = None
    planned: int | None = None  # the row picked for a window whose seat was taken
    while tally.decisions < decisions and controller.session.state.outcome is None:
        QApplication.processEvents()
        pending = controller.session.state.pending
        assert pending is not None
        if window.stack.currentWidget() is window.handoff:
            tally.handoffs += 1
            window.handoff.button.click()
            continue
        view = window.current
        asking = controller.asking_first()
        shown = view.decision if view is not None else None
        if shown is None or (shown != pending if not asking else
                             (shown.side, shown.kind) != (pending.side, pending.kind)):
            tally.misplaced += 1
            break
        if asking and pending.kind == until_asked:
            break
        if asking:
            # What would he do with his hand? The pass on the shared screen, else his seat.
            row = rng.randrange(len(choice_rows(pending.choices)))
            if choice_rows(pending.choices)[row] != (decline(pending),):
                planned = row
                window.seat_button.click()
                continue
            tally.shared_passes += 1
        if pending.side is not previous:
            tally.side_changes += 1
        previous = pending.side
        tally.decisions += 1
        if asking:
            window.pass_button.click()
            continue
        if window.banner.isVisible():
            if until_banner:
                break
            tally.banners += 1
        row = planned if planned is not None else rng.randrange(window.choice_list.count())
        planned = None
        press_number(window, row)
    return tally


def scripted_game(number: int, decisions: int, seed: int = 5) -> Tally:
    """A hot-seat game of scenario ``number`` with a new player's stops."""
    pack = load_content_pack(ROOT / "resources")
    scenario = load_scenario(ROOT / "scenarios" / f"scenario{number:02d}.json")
    session = Session(scenario, pack, seed)
    begin_new_game(session, None)
    window = GameWindow(GameController(session, pace_ms=0))
    window.resize(1300, 850)
    window.show()
    window.controller.start()
    try:
        return play(window, decisions, seed)
    finally:
        window.close()
        window.deleteLater()


def whole_games(games: int) -> None:
    """Whole games of scenario 1 (seeds 1..``games``), each played to its end: the hand-off
    screens per game, to compare with the game before issue 34 (revision 60b5e8b, where every
    change of deciding side showed one: 2,509 in the same eight games, 314 per game)."""
    total = Tally()
    for seed in range(1, games + 1):
        tally = scripted_game(1, 20_000, seed)
        print(f"seed {seed}: {tally.decisions} decisions, {tally.side_changes} side changes, "
              f"{tally.handoffs} hand-off screens", flush=True)
        for name in ("decisions", "side_changes", "handoffs", "banners", "shared_passes",
                     "misplaced"):
            setattr(total, name, getattr(total, name) + getattr(tally, name))
    print(f"scenario 1, {games} whole games: {total.handoffs} hand-off screens "
          f"({total.handoffs / games:.0f} per game), {total.side_changes} side changes, "
          f"{total.misplaced} misplaced")


def main() -> None:
    app = QApplication.instance() or QApplication([])
    if len(sys.argv) > 2 and sys.argv[1] == "--whole":
        whole_games(int(sys.argv[2]))
        return
    decisions = int(sys.argv[1]) if len(sys.argv) > 1 else 2_000
    for number in (1, 3):
        tally = scripted_game(number, decisions)
        print(f"scenario {number}: {tally.decisions} decisions, {tally.side_changes} side "
              f"changes (old hand-offs), {tally.handoffs} hand-off screens "
              f"({tally.handoffs / max(1, tally.side_changes):.0%}), {tally.banners} public "
              f"decisions under a banner, {tally.shared_passes} response windows passed on the "
              f"shared screen, {tally.misplaced} misplaced")
    app.processEvents()


if __name__ == "__main__":
    main()
