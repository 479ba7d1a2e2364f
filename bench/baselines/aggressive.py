"""The aggressive baseline: it shoots the best shot in sight, goes for the Objectives it does
not hold by the shortest way, adds FP with Actions, takes every Op Fire it can and rarely
passes. It shares no code with the planner (see :mod:`.common`)."""

from __future__ import annotations

from cc_engine import Choice, Decision
from cc_engine.content.vocabulary import Action, Order
from cc_engine.hexgrid import Hex

from .common import BaselinePlayer, Board, best, hex_arg, step_toward

__all__ = ["AggressivePlayer"]

#: Actions that add FP to one's own Fire Attack [A27, A28, A30, A37, A40].
FP_ACTIONS = frozenset({Action.BORE_SIGHTING, Action.CROSSFIRE, Action.HAND_GRENADES,
                        Action.MARKSMANSHIP, Action.SUSTAINED_FIRE})
#: How much each Order is worth playing, before the board is read [O15-O23].
ORDER_WORTH = {Order.FIRE: 10.0, Order.ADVANCE: 6.0, Order.MOVE: 8.0, Order.RECOVER: 3.0,
               Order.ARTILLERY_REQUEST: 5.0, Order.ROUT: 2.0}


class AggressivePlayer(BaselinePlayer):
    """Fire, move on the Objectives, melee; pass only with nothing to play."""

    name = "aggressive"

    def goals(self, board: Board) -> dict[Hex, int]:
        """MP to the nearest Objective not held, or to the nearest enemy once all are held."""
        targets = board.objectives_not_held() or [u.hex for u in board.enemies() if u.hex]
        return board.distances(targets)

    def place_worth(self, board: Board, hex_: Hex | None) -> float:
        """Near an Objective to take, not crowding a hex [8.2]."""
        if hex_ is None:
            return -999.0
        return -self.goals(board).get(hex_, 99) - 2.0 * len(board.at(hex_))

    def card_worth(self, board: Board, number: int) -> float:
        """What keeping card ``number`` is worth: its Order, its Op Fire line, its FP
        Action."""
        card = board.card(number)
        return (ORDER_WORTH.get(card.order, 0.0) + 4.0 * card.fire_action
                + 3.0 * (card.action in FP_ACTIONS))

    def on_turn(self, board: Board, decision: Decision) -> Choice | None:
        """The Order worth most; Recover only with broken units, Advance beside the enemy
        [5]."""
        broken = sum(u.broken for u in board.own())

        def worth(choice: Choice) -> float:
            if choice.kind != "order":
                return 0.0
            card = board.card(int(choice.args[0]))
            value = ORDER_WORTH.get(card.order, 1.0) - 0.1 * card.fire_action
            if card.order is Order.RECOVER:
                value += 3.0 * broken
            if card.order is Order.ADVANCE and self.beside_enemy(board):
                value += 4.0
            return value

        return best(decision.choices, worth)

    @staticmethod
    def beside_enemy(board: Board) -> bool:
        """Whether an unbroken unit of one's own stands next to an enemy."""
        enemy = {u.hex for u in board.enemies()}
        return any(u.hex is not None and not u.broken and set(u.hex.neighbours()) & enemy
                   for u in board.own())

    def on_discard(self, board: Board, decision: Decision) -> Choice | None:
        """Discard the cards worth least for an attack (Recover, Rout, dead Orders) [O15]."""
        worst = best((c for c in decision.choices if c.kind == "discard"),
                     lambda c: -self.card_worth(board, int(c.args[0])))
        if worst is not None and self.card_worth(board, int(worst.args[0])) < 6.0:
            return worst
        return Choice("done") if Choice("done") in decision.choices else worst

    def on_activate(self, board: Board, decision: Decision) -> Choice | None:
        """A Leader first (it brings the units around it), then the unit with the best shot
        or the farthest from its goal; every unit in Command joins [3.3.1.1]."""
        adds = [c for c in decision.choices if c.kind == "add"]
        if adds:
            return adds[0]
        goals = self.goals(board)

        def worth(choice: Choice) -> float:
            unit = board.unit(str(choice.args[0])) if choice.args else None
            if unit is None or unit.hex is None:
                return -99.0
            kind = board.view.setting.unit_type(unit.side, unit.type)
            leads = 5.0 * (kind.kind == "leader") + sum(
                1 for u in board.own() if u.hex and u.hex.distance(unit.hex) <= 1)
            return leads + board.best_shot([unit])[0] + 0.1 * goals.get(unit.hex, 0)

        return best((c for c in decision.choices if c.kind == "activate"), worth)

    def on_fire_target(self, board: Board, decision: Decision) -> Choice | None:
        """The hex easiest to hit (lowest Morale plus Cover), the most enemies on a tie
        [O20.3]."""
        def worth(choice: Choice) -> float:
            hex_ = hex_arg(choice)
            if choice.kind != "target" or hex_ is None:
                return -99.0
            return -board.defense(hex_) + 0.5 * len(board.at(hex_))

        return best(decision.choices, worth)

    def on_fire_actions(self, board: Board, decision: Decision) -> Choice | None:
        """Play an Action that adds FP [A27-A41]."""
        return best(decision.choices,
                    lambda c: c.kind == "play" and board.card(int(c.args[0])).action in FP_ACTIONS)

    def on_defense_actions(self, board: Board, decision: Decision) -> Choice | None:
        """Keep the cards for attacking."""
        return Choice("continue") if Choice("continue") in decision.choices else None

    def on_op_fire(self, board: Board, decision: Decision) -> Choice | None:
        """Op Fire whenever it can: shoot, or play a Fire card [A33]."""
        return best(decision.choices, lambda c: {"shoot": 2, "op_fire": 1}.get(c.kind, 0))

    def on_move_unit(self, board: Board, decision: Decision) -> Choice | None:
        """Move the biggest group first; never stop a Move early [O21.2]."""
        return best(decision.choices,
                    lambda c: {"move_together": len(c.args), "move": 1}.get(c.kind, -1))

    def on_move_step(self, board: Board, decision: Decision) -> Choice | None:
        """The shortest way to the goal [O21.1]."""
        return step_toward(board, decision, self.goals(board))

    def on_advance(self, board: Board, decision: Decision) -> Choice | None:
        """Into the enemy when not outnumbered (Melee), else a hex nearer the goal [O16]."""
        goals = self.goals(board)

        def worth(choice: Choice) -> float:
            unit = board.unit(str(choice.args[0])) if choice.args else None
            hex_ = hex_arg(choice)
            if unit is None or unit.hex is None or hex_ is None:
                return -1.0
            enemies = [u for u in board.at(hex_) if u.side is not board.side]
            friends = len(board.at(unit.hex))
            melee = 10.0 if enemies and friends >= len(enemies) else -10.0 * bool(enemies)
            return melee + goals.get(unit.hex, 99) - goals.get(hex_, 99)

        return best(decision.choices, worth)

    def on_action_window(self, board: Board, decision: Decision) -> Choice | None:
        """Only an Ambush; otherwise on with the game [A25]."""
        return best(decision.choices, lambda c: {"ambush": 1, "pass": 0}.get(c.kind, -1))
