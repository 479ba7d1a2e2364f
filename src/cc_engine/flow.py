"""The decision protocol: ``pending``, ``apply``, and the loop that runs the interrupt stack.

After :func:`new_game` and after every :func:`apply` the state is *settled*: the engine has run
every automatic step and stopped at the next decision, which :func:`pending` returns (or the
game is over). A frame's handler lives in the rules module of its chapter and is registered
here by its ``kind``:

* ``run(state, frame, log) -> (state, decision | None)`` advances the frame on top of the
  stack; it returns a decision when it needs one, else it must change the state (push, pop
  or update a frame) so that the loop makes progress;
* ``choose(state, frame, choice, log) -> state`` applies a legal choice to that frame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cc_engine.content.vocabulary import SideId
from cc_engine.messages import joined, layout, msg
from cc_engine.state import Choice, Decision, GameState, LogEvent, Outcome

__all__ = [
    "AmbiguousChoiceError",
    "Handler",
    "IllegalChoiceError",
    "Log",
    "MalformedChoiceError",
    "Step",
    "apply",
    "is_over",
    "outcome",
    "pending",
    "pop",
    "push",
    "register",
    "replace_frame",
    "settle",
    "top",
]

Runner = Callable[[GameState, Any, "Log"], tuple[GameState, Decision | None]]
Chooser = Callable[[GameState, Any, Choice, "Log"], GameState]


class MalformedChoiceError(ValueError):
    """A choice's text could not be read."""


class IllegalChoiceError(ValueError):
    """A choice that is not among the legal ones now; the state is unchanged."""


class AmbiguousChoiceError(ValueError):
    """A choice that matches several legal ones."""


@dataclass(frozen=True, slots=True)
class Handler:
    """How one kind of frame runs and takes choices."""

    run: Runner
    choose: Chooser | None = None


_HANDLERS: dict[str, Handler] = {}

#: After each automatic step: a rule that may end the game (surrender, last unit) [6.3].
_END_CHECKS: list[Callable[[GameState, Log], GameState]] = []


def register(kind: str, run: Runner, choose: Chooser | None = None) -> None:
    """Register the handler of a frame kind (each rules module does this at import)."""
    _HANDLERS[kind] = Handler(run, choose)


def register_end_check(check: Callable[[GameState, Log], GameState]) -> None:
    """Register a rule checked after every automatic step, that may set the outcome."""
    _END_CHECKS.append(check)


class Log:
    """Collects the events of one ``apply`` (or of ``new_game``)."""

    def __init__(self) -> None:
        self.events: list[LogEvent] = []

    def add(self, kind: str, text: str, rules: tuple[str, ...] = (), *,
            side: SideId | None = None, private_to: SideId | None = None,
            **data: str | int) -> None:
        """Record an event in plain words with its rule ids."""
        self.events.append(LogEvent(kind, text, rules, side, private_to,
                                    tuple(sorted(data.items()))))


@dataclass(frozen=True, slots=True)
class Step:
    """The result of :func:`apply`: the new state and what happened."""

    state: GameState
    events: tuple[LogEvent, ...]


# --- stack helpers ----------------------------------------------------------------------------


def top(state: GameState) -> Any:
    """The frame being worked on."""
    return state.stack[-1]


def push(state: GameState, frame: Any) -> GameState:
    """Put a frame on the stack: it is worked on until it pops itself."""
    return state.changed(stack=(*state.stack, frame))


def pop(state: GameState) -> GameState:
    """Remove the top frame: the one below resumes."""
    return state.changed(stack=state.stack[:-1])


def replace_frame(state: GameState, frame: Any, index: int = -1) -> GameState:
    """Replace the frame at ``index`` (the top by default)."""
    stack = list(state.stack)
    stack[index] = frame
    return state.changed(stack=tuple(stack))


# --- the protocol -----------------------------------------------------------------------------


def settle(state: GameState, log: Log, limit: int = 100_000) -> GameState:
    """Run automatic steps until a decision is needed or the game is over."""
    for _ in range(limit):
        for check in _END_CHECKS:
            state = check(state, log)
        if state.outcome is not None:
            return state.changed(pending=None)
        if not state.stack:
            raise RuntimeError("the interrupt stack is empty but the game is not over")
        frame = top(state)
        handler = _HANDLERS.get(frame.kind)
        if handler is None:
            raise RuntimeError(f"no handler for frame kind {frame.kind!r}")
        new_state, decision = handler.run(state, frame, log)
        if decision is not None:
            if not decision.choices:
                raise RuntimeError(f"{frame.kind}: a decision with no choices")
            return new_state.changed(pending=decision)
        if new_state is state:
            raise RuntimeError(f"{frame.kind}: the handler made no progress")
        state = new_state
    raise RuntimeError("the engine did not reach a decision (endless loop?)")


def pending(state: GameState) -> Decision | None:
    """The decision the engine waits for, or None when the game is over."""
    return state.pending


def apply(state: GameState, choice: Choice | str) -> Step:
    """Apply one legal choice and run on to the next decision.

    Raises:
        MalformedChoiceError: if a text choice cannot be read.
        IllegalChoiceError: if the choice is not legal now (the state is unchanged).
    """
    if isinstance(choice, str):
        try:
            choice = Choice.parse(choice)
        except ValueError as error:
            raise MalformedChoiceError(msg("cannot read the choice {choice}",
                                           choice=repr(choice))) from error
    decision = state.pending
    if decision is None:
        raise IllegalChoiceError(msg("the game is over: no choice is legal"))
    if choice not in decision.choices:
        legal = joined(c.notation() for c in decision.choices[:12])
        if len(decision.choices) > 12:
            legal = layout("{choices} ...", choices=legal)
        raise IllegalChoiceError(msg(
            "{choice} is not legal for the {side:adjective} {kind} decision; legal: {legal}",
            choice=repr(choice.notation()), side=decision.side.value.title(), kind=decision.kind,
            legal=legal))
    log = Log()
    frame = top(state)
    handler = _HANDLERS[frame.kind]
    if handler.choose is None:
        raise RuntimeError(f"{frame.kind}: a decision was pending but it takes no choices")
    new_state = handler.choose(state.changed(pending=None), frame, choice, log)
    return Step(settle(new_state, log), tuple(log.events))


def is_over(state: GameState) -> bool:
    """True once the game has ended [6.3]."""
    return state.outcome is not None


def outcome(state: GameState) -> Outcome | None:
    """How the game ended, or None while it goes on."""
    return state.outcome
