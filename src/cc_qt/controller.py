"""The one bridge between the engine and the widgets: a game session behind Qt signals.

Widgets send intents (:meth:`GameController.submit`, :meth:`undo`, :meth:`take_seat`); the
controller passes them to the engine's :class:`~cc_engine.session.Session` (which accepts only
legal choices), autosaves, and tells the widgets what changed, always as the view of the
player in the seat: nothing private of the other side ever leaves here. In hot-seat play,
whenever the deciding side changes the seat is emptied and :attr:`sig_handoff_requested`
asks for the next player; only :meth:`take_seat` shows his view. A hand-off is needed only
for a decision that needs its side's private view
(:func:`~cc_engine.shared_screen.needs_private_view`): a public one (the Initiative re-roll
offer...) is asked on the shared screen, both hands covered (:attr:`shared`), and the
seated player's screen comes back after it when he is next again. A response window of the
side not seated (an Op Fire chance, an Action window:
:func:`~cc_engine.shared_screen.asks_first`) is asked first on the shared screen too, with its
public situation only: its side passes there (:meth:`pass_window`, no hand-off) or asks for
the seat (:meth:`ask_for_seat`: the hand-off, then the whole decision with his hand).

Sides the session gives to the computer (``Session.computer``) are played by a
:mod:`cc_engine.ai` player that sees only its own view; its choices go through the same
:meth:`Session.submit` after ``pace_ms``, so the person watching sees each move and its log.
With one person at the screen his seat is never emptied: there is no hand-off screen.

The game is autosaved after every change. An autosave that cannot be written never stops
play: :attr:`sig_autosave_failed` tells of it once, every later change tries again, and
:attr:`sig_autosave_restored` tells when it works again.
"""

from __future__ import annotations

import contextlib
import threading
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from cc_engine import Choice, LogEvent, PlayerView, Session, player_view, visible_events
from cc_engine.ai import Player, make_player
from cc_engine.content.vocabulary import SideId
from cc_engine.shared_screen import (
    asks_first,
    decline,
    needs_private_view,
    public_events,
    public_view,
)
from cc_engine.state import GameState, Stops

__all__ = ["GameController"]


class GameController(QObject):
    """Owns a :class:`Session` and the seat of a hot-seat game."""

    sig_view_changed = Signal(object)
    """The seated player's :class:`PlayerView` after a change (never another side's)."""

    sig_events_applied = Signal(object)
    """A tuple of :class:`LogEvent` the seated player may read, just applied."""

    sig_events_resolved = Signal(object)
    """The events of one change (a person's or the computer's choice) the seated player may
    read, for the board to draw; never the whole log replayed when he sits down."""

    sig_handoff_requested = Signal(object)
    """The :class:`SideId` that must take the seat before anything more is shown."""

    sig_game_over = Signal(object)
    """The :class:`~cc_engine.state.Outcome` of the game (public)."""

    sig_computer_thinking = Signal(object)
    """The :class:`SideId` a computer player is deciding for (None when it is done)."""

    sig_autosave_failed = Signal(object)
    """The :class:`OSError` of an autosave that could not be written (once, until one works
    again; play goes on and every change tries again)."""

    sig_autosave_restored = Signal()
    """The autosave works again after it had failed."""

    _sig_computer_chose = Signal(object, object)
    """A computer player's choice (second) for the state it thought about (first), sent from
    its thinking thread to the window's thread."""

    def __init__(self, session: Session, autosave: Path | None = None,
                 parent: QObject | None = None, pace_ms: int = 600) -> None:
        super().__init__(parent)
        self.session = session
        self.autosave = autosave
        #: Why the last autosave failed (None while autosaving works).
        self.autosave_error: OSError | None = None
        self.seat: SideId | None = None
        #: True while a public decision or a response window is asked on the shared screen
        #: (the seat is kept for the player whose screen comes back after it).
        self.shared = False
        #: The computer players, by side (from ``session.computer``).
        self.computer: dict[SideId, Player] = {
            side: make_player(level, session.seed + index)
            for index, (side, level) in enumerate(sorted(session.computer.items()))}
        #: Milliseconds a computer move waits, so a person can follow it.
        self.pace_ms = pace_ms
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_computer_timer)
        self._sig_computer_chose.connect(self._on_computer_chose)
        #: False once :meth:`stop` was called: a choice still being thought out is dropped.
        self._running = True
        #: True while a computer player thinks in its thread (one thought at a time: a
        #: player is not to be asked twice at once).
        self._thinking = False

    @property
    def humans(self) -> list[SideId]:
        """The sides people play."""
        return [side for side in SideId if side not in self.computer]

    def stop(self) -> None:
        """No more computer moves (the window is closing or another game replaces this)."""
        self._running = False
        self._timer.stop()

    # --- what the seated player sees ------------------------------------------------------------

    def view(self) -> PlayerView | None:
        """The seated player's view (the shared screen's during a public decision), or None
        while the seat is empty (hand-off)."""
        if self.shared:
            return public_view(self.session.state)
        if self.seat is None:
            return None
        return player_view(self.session.state, self.seat)

    def deciding_side(self) -> SideId | None:
        """The side that must decide now (public), None when the game is over."""
        pending = self.session.state.pending
        return pending.side if pending is not None else None

    def log_for_seat(self) -> tuple[LogEvent, ...]:
        """Every event so far that the seated player may read (either player, on the shared
        screen)."""
        if self.shared:
            return public_events(self.session.events())
        if self.seat is None:
            return ()
        return visible_events(self.session.events(), self.seat)

    # --- intents ---------------------------------------------------------------------------------

    def start(self) -> None:
        """Begin: ask for the first deciding player."""
        self._after_change(())

    def take_seat(self, side: SideId) -> None:
        """The player of ``side`` sits down: show him his view.

        Raises:
            ValueError: for a side the computer plays while a person plays the other (no
                person ever sees a computer's hand, but a game of two computers is watched
                from the Axis seat).
        """
        if side in self.computer and self.humans:
            raise ValueError(f"the computer plays the {side.value} side: nobody sits there")
        self.seat = side
        self.shared = False
        view = self.view()
        self.sig_view_changed.emit(view)
        self.sig_events_applied.emit(self.log_for_seat())

    def asking_first(self) -> bool:
        """True while the shared screen asks a response window first: its side may pass
        there or ask for the seat."""
        pending = self.session.state.pending
        return self.shared and pending is not None and asks_first(pending)

    def pass_window(self) -> None:
        """The deciding side passes the response window asked on the shared screen (the
        engine's pass, the same whatever the hand holds).

        Raises:
            ValueError: when no response window is asked on the shared screen.
        """
        pending = self.session.state.pending
        if not self.asking_first() or pending is None:
            raise ValueError("no response window is asked on the shared screen")
        self.submit(decline(pending))

    def ask_for_seat(self) -> None:
        """The deciding side of the response window asked on the shared screen wants his
        hand: the hand-off to him, then the whole decision on his own screen.

        Raises:
            ValueError: when no response window is asked on the shared screen.
        """
        pending = self.session.state.pending
        if not self.asking_first() or pending is None:
            raise ValueError("no response window is asked on the shared screen")
        self.seat = None
        self.shared = False
        self.sig_handoff_requested.emit(pending.side)

    def submit(self, choice: Choice | str) -> None:
        """Apply a choice of the seated player (the engine rejects illegal ones)."""
        events = self.session.submit(choice)
        news = self._autosave()
        self._after_change(events)
        self._tell_autosave(news)

    def undo(self) -> bool:
        """Take back the last choice when the engine allows it; True if it did (a side's
        own choices only, so never past a move of the computer)."""
        ok, _ = self.session.undo_status()
        if not ok:
            return False
        self.session.undo()
        news = self._autosave()
        self.sig_view_changed.emit(self.view())
        self.sig_events_applied.emit(self.log_for_seat())
        self._tell_autosave(news)
        return True

    def seat_stops(self) -> Stops | None:
        """The seated player's private stops (None while the seat is empty or the shared
        screen is up)."""
        if self.seat is None or self.shared:
            return None
        return self.session.state.side(self.seat).stops

    def set_stops(self, stops: Stops) -> None:
        """Change the seated player's stops (his alone, and only while he is seated)."""
        if self.seat is None:
            raise ValueError("no player is seated: stops are set only on one's own screen")
        events = self.session.set_stops(self.seat, stops)
        news = self._autosave()
        self.sig_events_applied.emit(visible_events(events, self.seat))
        self.sig_view_changed.emit(self.view())
        self._tell_autosave(news)

    def save(self, path: Path) -> None:
        """Save the game (atomic write: on failure the file at ``path`` is left as it was).

        Raises:
            OSError: naming ``path``, with the system's reason, when it cannot be written.
        """
        self.session.save(path)

    def _autosave(self) -> bool | None:
        """Write the autosave; a failure is kept in :attr:`autosave_error`, never raised.
        Returns the news to tell once the widgets show the change: True when it has just
        started failing, False when it works again, None when nothing changed."""
        if self.autosave is None:
            return None
        failing = self.autosave_error is not None
        try:
            self.session.save(self.autosave)
        except OSError as error:
            self.autosave_error = error
            return None if failing else True
        self.autosave_error = None
        return False if failing else None

    def _tell_autosave(self, news: bool | None) -> None:
        if news is True:
            self.sig_autosave_failed.emit(self.autosave_error)
        elif news is False:
            self.sig_autosave_restored.emit()

    def _after_change(self, events: tuple[LogEvent, ...]) -> None:
        state = self.session.state
        if state.outcome is not None:
            self.shared = False
            self.sig_view_changed.emit(self.view())
            if self.seat is not None:
                self._tell_events(visible_events(events, self.seat))
            self.sig_game_over.emit(state.outcome)
            return
        deciding = self.deciding_side()
        assert deciding is not None
        if len(self.humans) <= 1:
            # One person (or none: a demonstration, seen as the Axis) keeps the seat.
            watcher = self.humans[0] if self.humans else SideId.AXIS
            if self.seat is not watcher:
                self.take_seat(watcher)
            else:
                self.sig_view_changed.emit(self.view())
                self._tell_events(visible_events(events, watcher))
        elif deciding not in self.computer and state.pending is not None \
                and (not needs_private_view(state.pending)
                     or (asks_first(state.pending) and deciding is not self.seat
                         and self.seat is not None)):
            # A public decision, or the other side's response window asked first.
            self._show_shared(events)
            return
        elif deciding is not self.seat and deciding not in self.computer:
            self.seat = None
            self.shared = False
            self.sig_handoff_requested.emit(deciding)
            return
        elif self.shared and self.seat is not None:
            # Back from the shared screen: the seated player is next again, no hand-off.
            self.take_seat(self.seat)
            self.sig_events_resolved.emit(visible_events(events, self.seat))
        elif self.seat is not None:
            self.sig_view_changed.emit(self.view())
            self._tell_events(visible_events(events, self.seat))
        if deciding in self.computer:
            self.sig_computer_thinking.emit(deciding)
            self._timer.start(self.pace_ms)

    def _show_shared(self, events: tuple[LogEvent, ...]) -> None:
        """Ask a public decision on the shared screen: its view and the public log (the whole
        log when the screen opens, where the seated player's log was) [1.2]."""
        opening = not self.shared
        self.shared = True
        self.sig_view_changed.emit(self.view())
        news = public_events(events)
        if opening:
            self.sig_events_applied.emit(self.log_for_seat())
            self.sig_events_resolved.emit(news)
        else:
            self._tell_events(news)

    def _tell_events(self, events: tuple[LogEvent, ...]) -> None:
        self.sig_events_applied.emit(events)
        self.sig_events_resolved.emit(events)

    @Slot()
    def _on_computer_timer(self) -> None:
        """The computer player of the deciding side makes its choice from its own view, in a
        thread of its own: the window keeps drawing and answering while it thinks (a Hard
        player may take seconds)."""
        deciding = self.deciding_side()
        if (deciding is None or deciding not in self.computer or not self._running
                or self._thinking):
            return
        self._thinking = True
        state = self.session.state
        player = self.computer[deciding]
        view = player_view(state, deciding)
        threading.Thread(target=self._think, args=(player, view, state), daemon=True,
                         name=f"computer {deciding.value}").start()

    def _think(self, player: Player, view: PlayerView, state: GameState) -> None:
        """In the thinking thread: choose, and send the choice to the window's thread."""
        choice = player.choose(view)
        # RuntimeError: the controller was deleted meanwhile, the game is gone.
        with contextlib.suppress(RuntimeError):
            self._sig_computer_chose.emit(state, choice)

    @Slot(object, object)
    def _on_computer_chose(self, state: GameState, choice: Choice) -> None:
        """Play the computer's choice, unless the controller was stopped or the game moved
        on meanwhile (an undo): then the computer thinks again if it is still to decide."""
        self._thinking = False
        if not self._running:
            return
        if state is not self.session.state:
            if self.deciding_side() in self.computer:
                self._timer.start(self.pace_ms)
            return
        self.sig_computer_thinking.emit(None)
        self.submit(choice)
