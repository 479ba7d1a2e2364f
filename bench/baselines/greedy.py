"""The greedy baseline, after the independent player the issue measures with (issue 35): it
fires the best shot in sight, moves on the Objectives it does not hold through Cover, and
recovers when several of its units are broken. Between the other two: it attacks like the
aggressive one, but its way goes through Cover like the cautious one's. It shares no code
with the planner (see :mod:`.common`)."""

from __future__ import annotations

from cc_engine import Choice, Decision
from cc_engine.content.vocabulary import Order
from cc_engine.hexgrid import Hex

from .aggressive import AggressivePlayer
from .common import Board, best

__all__ = ["GreedyPlayer"]

#: Extra MP the way counts for each hex without Cover: the way goes through Cover [T78].
OPEN_PENALTY = 2
#: Broken units of its own from which it recovers before anything else [O19].
SEVERAL_BROKEN = 2


class GreedyPlayer(AggressivePlayer):
    """The best shot, then the Objectives through Cover; Recover when several are broken."""

    name = "greedy"

    def goals(self, board: Board) -> dict[Hex, int]:
        """MP (the open counting more) to the nearest Objective not held, or to the nearest
        enemy once all are held."""
        targets = board.objectives_not_held() or [u.hex for u in board.enemies() if u.hex]
        return board.distances(targets, OPEN_PENALTY)

    def on_turn(self, board: Board, decision: Decision) -> Choice | None:
        """Recover with several units broken; else Fire with a shot in sight; else Move
        toward the Objectives; else the aggressive choice [5]."""
        broken = sum(u.broken for u in board.own())
        shot, _ = board.best_shot([u for u in board.own() if not u.broken])
        wanted = [Order.MOVE, Order.ADVANCE]
        if shot > -99:
            wanted.insert(0, Order.FIRE)
        if broken >= SEVERAL_BROKEN:
            wanted.insert(0, Order.RECOVER)

        def rank(choice: Choice) -> float:
            if choice.kind != "order":
                return -1.0
            order = board.card(int(choice.args[0])).order
            return len(wanted) - wanted.index(order) if order in wanted else 0.0

        chosen = best(decision.choices, rank)
        if chosen is not None and rank(chosen) > 0:
            return chosen
        return super().on_turn(board, decision)
