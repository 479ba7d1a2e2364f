"""The one bridge between the engine and the widgets: a game session behind Qt signals.

Widgets send intents (:meth:`GameController.submit`, :meth:`undo`, :meth:`take_seat`); the
controller passes them to the engine's :class:`~cc_engine.session.Session` (which accepts only
legal choices), autosaves, and tells the widgets what changed, always as the view of the
player in the seat: nothing private of the other side ever leaves here. In hot-seat play,
whenever the deciding side changes the seat is emptied and :attr:`sig_handoff_requested`
asks for the next player; only :meth:`take_seat` shows his view.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from cc_engine import Choice, LogEvent, PlayerView, Session, player_view, visible_events
from cc_engine.content.vocabulary import SideId
from cc_engine.state import Stops

__all__ = ["GameController"]


class GameController(QObject):
    """Owns a :class:`Session` and the seat of a hot-seat game."""

    sig_view_changed = Signal(object)
    """The seated player's :class:`PlayerView` after a change (never another side's)."""

    sig_events_applied = Signal(object)
    """A tuple of :class:`LogEvent` the seated player may read, just applied."""

    sig_handoff_requested = Signal(object)
    """The :class:`SideId` that must take the seat before anything more is shown."""

    sig_game_over = Signal(object)
    """The :class:`~cc_engine.state.Outcome` of the game (public)."""

    def __init__(self, session: Session, autosave: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.autosave = autosave
        self.seat: SideId | None = None

    # --- what the seated player sees ------------------------------------------------------------

    def view(self) -> PlayerView | None:
        """The seated player's view, or None while the seat is empty (hand-off)."""
        if self.seat is None:
            return None
        return player_view(self.session.state, self.seat)

    def deciding_side(self) -> SideId | None:
        """The side that must decide now (public), None when the game is over."""
        pending = self.session.state.pending
        return pending.side if pending is not None else None

    def log_for_seat(self) -> tuple[LogEvent, ...]:
        """Every event so far that the seated player may read."""
        if self.seat is None:
            return ()
        return visible_events(self.session.events(), self.seat)

    # --- intents ---------------------------------------------------------------------------------

    def start(self) -> None:
        """Begin: ask for the first deciding player."""
        self._after_change(())

    def take_seat(self, side: SideId) -> None:
        """The player of ``side`` sits down: show him his view."""
        self.seat = side
        view = self.view()
        self.sig_view_changed.emit(view)
        self.sig_events_applied.emit(self.log_for_seat())

    def submit(self, choice: Choice | str) -> None:
        """Apply a choice of the seated player (the engine rejects illegal ones)."""
        events = self.session.submit(choice)
        self._autosave()
        self._after_change(events)

    def undo(self) -> bool:
        """Take back the last choice when the engine allows it; True if it did."""
        ok, _ = self.session.undo_status()
        if not ok:
            return False
        self.session.undo()
        self._autosave()
        self.sig_view_changed.emit(self.view())
        self.sig_events_applied.emit(self.log_for_seat())
        return True

    def seat_stops(self) -> Stops | None:
        """The seated player's private stops (None while the seat is empty)."""
        return self.session.state.side(self.seat).stops if self.seat is not None else None

    def set_stops(self, stops: Stops) -> None:
        """Change the seated player's stops (his alone, and only while he is seated)."""
        if self.seat is None:
            raise ValueError("no player is seated: stops are set only on one's own screen")
        events = self.session.set_stops(self.seat, stops)
        self._autosave()
        self.sig_events_applied.emit(visible_events(events, self.seat))
        self.sig_view_changed.emit(self.view())

    def save(self, path: Path) -> None:
        """Save the game (atomic write)."""
        self.session.save(path)

    def _autosave(self) -> None:
        if self.autosave is not None:
            self.session.save(self.autosave)

    def _after_change(self, events: tuple[LogEvent, ...]) -> None:
        state = self.session.state
        if state.outcome is not None:
            self.sig_view_changed.emit(self.view())
            if self.seat is not None:
                self.sig_events_applied.emit(visible_events(events, self.seat))
            self.sig_game_over.emit(state.outcome)
            return
        deciding = self.deciding_side()
        if deciding is not self.seat:
            self.seat = None
            self.sig_handoff_requested.emit(deciding)
            return
        self.sig_view_changed.emit(self.view())
        if self.seat is not None:
            self.sig_events_applied.emit(visible_events(events, self.seat))
