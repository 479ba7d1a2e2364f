"""Combat Commander rules engine: pure Python, no Qt.

The game contract (STYLE 3): :func:`new_game` starts a game; :func:`pending` names the side
that must decide now, what kind of decision and its legal choices; :func:`apply` takes one
choice and returns the next state with the events that explain what happened; :func:`is_over`
and :func:`outcome` tell how it ended. :func:`player_view` is what one player may see.
:class:`Session` keeps the history for undo and save files.
"""

from cc_engine import rules as _rules  # noqa: F401  (registers every rule)
from cc_engine.flow import (
    AmbiguousChoiceError,
    IllegalChoiceError,
    MalformedChoiceError,
    Step,
    apply,
    is_over,
    outcome,
    pending,
)
from cc_engine.game import new_game
from cc_engine.session import SaveError, SaveGame, Session, state_digest
from cc_engine.state import Choice, Decision, GameState, LogEvent, Outcome, Stops, Termination
from cc_engine.views import PlayerView, player_view, visible_events

__all__ = [
    "AmbiguousChoiceError",
    "Choice",
    "Decision",
    "GameState",
    "IllegalChoiceError",
    "LogEvent",
    "MalformedChoiceError",
    "Outcome",
    "PlayerView",
    "SaveError",
    "SaveGame",
    "Session",
    "Step",
    "Stops",
    "Termination",
    "apply",
    "is_over",
    "new_game",
    "outcome",
    "pending",
    "player_view",
    "state_digest",
    "visible_events",
]
