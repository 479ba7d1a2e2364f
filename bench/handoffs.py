"""Benchmark: hand-off screens and public-decision banners in a scripted hot-seat game.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/handoffs.py [decisions]``, or
``bench/handoffs.py --whole 8 [--first-seed S]`` for eight whole games of scenario 1 (seeds
S..S+7, 1..8 unless told; see :func:`whole_games`). Plays
scenarios 1 and 3 through the real :class:`GameWindow` with a new player's default stops and
a fixed seed, each decision a random legal choice taken with its number key (rows past 9
through the list); or, with ``--planner``, each side's choice is the Normal computer
player's from that side's view (a player who plays Orders as a person would, where the random
script passes most Turns). A response window asked first on the shared screen: the scripted player
picks his choice as he would with his hand (the same random legal choice); if it is the pass
he presses Pass there, else Take the seat and makes that choice on his own screen. Counts, per
game: the decisions, the changes of deciding side (the old rule: a hand-off screen at each),
the hand-off screens now, the public decisions asked on the shared screen under a banner and
the response windows passed there. Target (issue 34): at most half the hand-off screens of
the game as it was when the issue was filed (``--whole``: the same games with the stops of
then, where every side change showed one), and every decision shown to the side it belongs
to (its screen or the shared one).
Measured (2026-12-02, ``--whole 6 --planner``, then ``--whole 3`` from seeds 7 and 10):
over seeds 1-12, 1,702 hand-off screens against 3,808 (45 %), 142 a game against 317; 1,397
of them open a Turn; 0 misplaced. The random script passes Turns a person would spend on
Orders, so its games are mostly Turn openings: 434 against 567 (77 %, ``--whole 2``).
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from cc_engine import Session
from cc_engine.ai import Player, make_player
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.shared_screen import decline
from cc_engine.state import Choice
from cc_engine.views import player_view
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
    #: Hand-off screens by the kind of decision before and the one it hands off for.
    reasons: Counter[str] = field(default_factory=Counter)
    #: Hand-off screens for the first decision of a Turn (the new side needs its hand).
    turn_starts: int = 0


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
         until_asked: str | None = None, chooser: Player | None = None) -> Tally:
    """Play up to ``decisions`` legal choices through ``window``; count what it shows
    (``until_banner``: stop at the first public decision, unanswered; ``until_asked``: at the
    first response window of that kind asked first on the shared screen, unanswered).
    The choices are random, or ``chooser``'s from the deciding side's view."""
    controller = window.controller
    rng = random.Random(seed)

    def pick_row(rows: list[tuple[Choice, ...]]) -> int:
        if chooser is None:
            return rng.randrange(len(rows))
        pending = controller.session.state.pending
        assert pending is not None
        choice = chooser.choose(player_view(controller.session.state, pending.side))
        return next(i for i, row in enumerate(rows) if choice in row)

    tally = Tally()
    previous = None
    last_kind = "start"
    last_turn = controller.session.state.turn
    planned: int | None = None  # the row picked for a window whose seat was taken
    while tally.decisions < decisions and controller.session.state.outcome is None:
        QApplication.processEvents()
        pending = controller.session.state.pending
        assert pending is not None
        if window.stack.currentWidget() is window.handoff:
            tally.handoffs += 1
            waiting = controller.session.state.pending
            tally.reasons[f"{last_kind} -> {waiting.kind if waiting else None}"] += 1
            tally.turn_starts += controller.session.state.turn != last_turn
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
            row = pick_row(choice_rows(pending.choices))
            if choice_rows(pending.choices)[row] != (decline(pending),):
                planned = row
                window.seat_button.click()
                continue
            tally.shared_passes += 1
        if pending.side is not previous:
            tally.side_changes += 1
        previous = pending.side
        last_kind = pending.kind
        last_turn = controller.session.state.turn
        tally.decisions += 1
        if asking:
            window.pass_button.click()
            continue
        if window.banner.isVisible():
            if until_banner:
                break
            tally.banners += 1
        rows = choice_rows(pending.choices)
        row = planned if planned is not None else pick_row(rows)
        planned = None
        if chooser is not None and len(rows[row]) > 1:
            # One card in one of several hexes: the hex is picked on the board.
            window.submit(chooser.choose(player_view(controller.session.state, pending.side)))
            continue
        press_number(window, row)
    return tally


def scripted_game(number: int, decisions: int, seed: int = 5, planner: bool = False,
                  issue_time_stops: bool = False) -> Tally:
    """A hot-seat game of scenario ``number`` with a new player's stops (``planner``: the
    choices are the Normal computer player's; ``issue_time_stops``: the stops a game had
    when issue 34 was filed, the engine's defaults, which offered every Initiative re-roll)."""
    pack = load_content_pack(ROOT / "resources")
    scenario = load_scenario(ROOT / "scenarios" / f"scenario{number:02d}.json")
    session = Session(scenario, pack, seed)
    if not issue_time_stops:
        begin_new_game(session, None)
    window = GameWindow(GameController(session, pace_ms=0))
    window.resize(1300, 850)
    window.show()
    window.controller.start()
    try:
        return play(window, decisions, seed,
                    chooser=make_player("planner", seed) if planner else None)
    finally:
        window.close()
        window.deleteLater()


def whole_games(games: int, planner: bool = False, first_seed: int = 1) -> None:
    """``games`` whole games of scenario 1 (seeds ``first_seed`` on), each played to its end
    twice: with the stops a game had when issue 34 was filed, where every change of deciding
    side showed a hand-off screen (revision 60b5e8b: its side changes are the hand-off
    screens of then), and with a new player's stops through today's window (its hand-off
    screens). Printed: both counts per game and over all, and what each hand-off screen of
    today came between (the kind of decision before it and the one it is for: a "... ->
    turn" asks for an Order, at the start of a Turn or after the other side answered one),
    and how many open a Turn (the new side needs its hand to give Orders or discard): those
    alone are the least any hot-seat game shows, its hands hidden [5, O15]. The same seed
    gives the same cards, but the games part where a window asked then is not asked now, so
    one game's two counts vary a lot (25-68 % with ``--planner``, seeds 1-12): the target
    is the whole count's."""
    total = Tally()
    then = 0
    for seed in range(first_seed, first_seed + games):
        before = scripted_game(1, 20_000, seed, planner, issue_time_stops=True)
        tally = scripted_game(1, 20_000, seed, planner)
        then += before.side_changes
        print(f"seed {seed}: then {before.decisions} decisions, {before.side_changes} "
              f"hand-off screens; now {tally.decisions} decisions, {tally.side_changes} side "
              f"changes, {tally.handoffs} hand-off screens", flush=True)
        total.reasons.update(tally.reasons)
        for name in ("decisions", "side_changes", "handoffs", "banners", "shared_passes",
                     "misplaced", "turn_starts"):
            setattr(total, name, getattr(total, name) + getattr(tally, name))
    print(f"scenario 1, {games} whole games: {total.handoffs} hand-off screens now "
          f"({total.handoffs / games:.0f} per game), {then} with the stops and screens of "
          f"issue 34's time ({then / games:.0f} per game): {total.handoffs / max(1, then):.0%}; "
          f"now {total.side_changes} side changes "
          f"({total.handoffs / max(1, total.side_changes):.0%} of them a hand-off), "
          f"{total.banners} public decisions under a banner, "
          f"{total.shared_passes} windows passed on the shared screen, {total.misplaced} "
          f"misplaced")
    print(f"  of the hand-off screens now, {total.turn_starts} open a Turn (its side needs its "
          f"hand): {total.turn_starts / max(1, then):.0%} of the count of then by themselves; "
          f"{total.handoffs - total.turn_starts} come during a Turn (a response card played "
          f"from its own seat, and the way back)")
    for reason, count in total.reasons.most_common():
        print(f"  {count:5d}  {reason}")


def main() -> None:
    parser = argparse.ArgumentParser(description="Hand-off screens in scripted hot-seat games.")
    parser.add_argument("decisions", type=int, nargs="?", default=2_000,
                        help="decisions per game of scenarios 1 and 3")
    parser.add_argument("--whole", type=int, metavar="N", help="N whole games of scenario 1")
    parser.add_argument("--first-seed", type=int, default=1, help="the first whole game's seed")
    parser.add_argument("--planner", action="store_true",
                        help="the Normal computer's choices instead of random ones")
    options = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    planner, decisions = options.planner, options.decisions
    if options.whole:
        whole_games(options.whole, planner, options.first_seed)
        return
    for number in (1, 3):
        tally = scripted_game(number, decisions, planner=planner)
        print(f"scenario {number}: {tally.decisions} decisions, {tally.side_changes} side "
              f"changes (old hand-offs), {tally.handoffs} hand-off screens "
              f"({tally.handoffs / max(1, tally.side_changes):.0%}), {tally.banners} public "
              f"decisions under a banner, {tally.shared_passes} response windows passed on the "
              f"shared screen, {tally.misplaced} misplaced")
    app.processEvents()


if __name__ == "__main__":
    main()
