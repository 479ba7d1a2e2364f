"""The cautious baseline: it stays in and moves through Cover (Woods, Buildings), keeps its
Fire cards for Op Fire, fires only good shots, recovers when several units are broken, and
goes for the Objectives only when behind on VP late in the game. It shares no code with the
planner (see :mod:`.common`)."""

from __future__ import annotations

from cc_engine import Choice, Decision
from cc_engine.content.vocabulary import Order
from cc_engine.hexgrid import Hex

from .common import BaselinePlayer, Board, best, hex_arg, step_toward

__all__ = ["CautiousPlayer"]

#: A shot is good when its FP (plus one per extra firer) falls short of the target's Morale
#: plus Cover by no more than this (about a 40% chance to break) [O20.3.4].
GOOD_SHOT = -1
#: Cover from which a unit does not move unless it has to [T78].
SAFE_COVER = 2
#: Extra MP the way counts for each hex without Cover: the way goes through Cover.
OPEN_PENALTY = 3
#: Time spaces before Sudden Death from which a side behind on VP goes for Objectives [6.2].
LATE = 4


class CautiousPlayer(BaselinePlayer):
    """Cover, Op Fire and good shots; an attack only when behind at the end."""

    name = "cautious"

    @staticmethod
    def must_attack(board: Board) -> bool:
        """Behind (or level) on VP with the end near."""
        return board.lead() <= 0 and board.time_left() <= LATE

    def goals(self, board: Board) -> dict[Hex, int]:
        """MP (the open counting more) to the Objectives not held when it must attack, else
        to the nearest safe Cover."""
        if self.must_attack(board) and board.objectives_not_held():
            return board.distances(board.objectives_not_held(), OPEN_PENALTY)
        safe = [h for h in board.hexes if board.cover(h) >= SAFE_COVER]
        return board.distances(safe, OPEN_PENALTY)

    def place_worth(self, board: Board, hex_: Hex | None) -> float:
        """In Cover, near an Objective, not crowding a hex [8.2]."""
        if hex_ is None:
            return -999.0
        near = min((hex_.distance(h) for h in board.objectives.values()), default=0)
        return 3.0 * board.cover(hex_) - 0.3 * near - 2.0 * len(board.at(hex_))

    def exposed(self, board: Board) -> list[Hex]:
        """Hexes of unbroken units of one's own without safe Cover."""
        return [u.hex for u in board.own()
                if u.hex is not None and not u.broken and board.cover(u.hex) < SAFE_COVER]

    def on_turn(self, board: Board, decision: Decision) -> Choice | None:
        """Recover with two broken units or more, fire a good shot, move the exposed units
        into Cover (or on the Objectives when it must attack); else pass. Of two cards with
        the same Order, the one without the Op Fire line goes [5, A33]."""
        broken = sum(u.broken for u in board.own())
        enemy_broken = any(u.broken for u in board.enemies())
        shot = board.best_shot(board.own())[0]
        attack = self.must_attack(board)
        worth = {
            Order.RECOVER: 10.0 if broken >= 2 else 3.0 * broken,
            Order.FIRE: 9.0 if shot >= GOOD_SHOT else 0.0,
            Order.MOVE: 8.0 if attack else 5.0 * bool(self.exposed(board)),
            Order.ADVANCE: 6.0 if attack else 0.0,
            Order.ROUT: 3.0 * enemy_broken,
            Order.ARTILLERY_REQUEST: 4.0,
        }

        def value(choice: Choice) -> float:
            if choice.kind != "order":
                return 0.5
            card = board.card(int(choice.args[0]))
            return worth.get(card.order, 0.0) - 0.1 * card.fire_action

        return best(decision.choices, value)

    def on_discard(self, board: Board, decision: Decision) -> Choice | None:
        """Discard the cards without an Op Fire line whose Order it seldom plays (Advance,
        Rout, dead Orders) [O15]."""
        def keep(choice: Choice) -> float:
            card = board.card(int(choice.args[0]))
            useful = {Order.FIRE, Order.RECOVER, Order.MOVE, Order.ARTILLERY_REQUEST}
            return 2.0 * card.fire_action + (card.order in useful)

        worst = best((c for c in decision.choices if c.kind == "discard"), lambda c: -keep(c))
        if worst is not None and keep(worst) == 0:
            return worst
        return Choice("done") if Choice("done") in decision.choices else worst

    def on_activate(self, board: Board, decision: Decision) -> Choice | None:
        """For Fire, the units with a good shot; for a Move, the exposed ones (all when it
        must attack); for a Recover, the broken ones [3.3.1.1]."""
        order = str(next(iter(decision.facts("order")), "")).lower()
        exposed = self.exposed(board)
        attack = self.must_attack(board)

        def worth(choice: Choice) -> float:
            unit = board.unit(str(choice.args[0])) if choice.args else None
            if unit is None or unit.hex is None:
                return -99.0
            if "fire" in order:
                return float(board.best_shot([unit])[0])
            if "recover" in order:
                return float(unit.broken)
            if "move" in order or "advance" in order:
                return 1.0 if attack or unit.hex in exposed else -1.0
            return 0.0

        adds = [c for c in decision.choices if c.kind == "add" and worth(c) >= 0]
        if adds:
            return best(adds, worth)
        if Choice("go") in decision.choices:
            return Choice("go")
        return best((c for c in decision.choices if c.kind == "activate"), worth)

    def on_fire_target(self, board: Board, decision: Decision) -> Choice | None:
        """The best target, when the shot is good; else no shot [O20.3]."""
        def margin(choice: Choice) -> float:
            hex_ = hex_arg(choice)
            if choice.kind != "target" or hex_ is None:
                return -99.0
            return -board.defense(hex_) + 0.1 * len(board.at(hex_))

        target = best(decision.choices, margin)
        own = [u for u in board.own() if not u.broken]
        good = target is not None and board.best_shot(own)[0] >= GOOD_SHOT
        if good or Choice("done") not in decision.choices:
            return target
        return Choice("done")

    def on_fire_actions(self, board: Board, decision: Decision) -> Choice | None:
        """Keep the cards."""
        return Choice("continue") if Choice("continue") in decision.choices else None

    def on_defense_actions(self, board: Board, decision: Decision) -> Choice | None:
        """Play what protects the units under fire [A29, A35]."""
        return best(decision.choices, lambda c: c.kind == "play")

    def on_op_fire(self, board: Board, decision: Decision) -> Choice | None:
        """Op Fire at an enemy caught outside safe Cover [A33]."""
        hex_ = str(next(iter(decision.facts("hex")), ""))
        exposed = bool(hex_) and board.cover(Hex.parse(hex_)) < SAFE_COVER
        return best(decision.choices,
                    lambda c: {"shoot": 2, "op_fire": 1 if exposed else -1}.get(c.kind, 0))

    def on_move_unit(self, board: Board, decision: Decision) -> Choice | None:
        """Move the exposed units (all when it must attack); leave the rest where they are
        [O21.2]."""
        exposed = self.exposed(board)
        attack = self.must_attack(board)

        def worth(choice: Choice) -> float:
            if choice.kind not in ("move", "move_together"):
                return 0.0
            units = [board.unit(str(a)) for a in choice.args]
            moving = [u for u in units if u is not None and (attack or u.hex in exposed)]
            return len(moving) - 0.5 * (len(units) - len(moving))

        chosen = best(decision.choices, worth)
        return chosen if chosen is not None and worth(chosen) > 0 else (
            Choice("done") if Choice("done") in decision.choices else chosen)

    def on_move_step(self, board: Board, decision: Decision) -> Choice | None:
        """Through Cover to the goal [O21.1]."""
        return step_toward(board, decision, self.goals(board))

    def on_advance(self, board: Board, decision: Decision) -> Choice | None:
        """Into Melee only two to one, else nearer the goal or into better Cover; otherwise
        stop [O16]."""
        goals = self.goals(board)

        def worth(choice: Choice) -> float:
            unit = board.unit(str(choice.args[0])) if choice.args else None
            hex_ = hex_arg(choice)
            if unit is None or unit.hex is None or hex_ is None:
                return 0.0
            enemies = [u for u in board.at(hex_) if u.side is not board.side]
            if enemies:
                return 5.0 if len(board.at(unit.hex)) >= 2 * len(enemies) else -10.0
            return goals.get(unit.hex, 99) - goals.get(hex_, 99) + 0.5 * (
                board.cover(hex_) - board.cover(unit.hex))

        chosen = best(decision.choices, worth)
        if chosen is not None and worth(chosen) <= 0 and Choice("done") in decision.choices:
            return Choice("done")
        return chosen

    def on_action_window(self, board: Board, decision: Decision) -> Choice | None:
        """Dig in where units stand in the open; lay hidden Wire and Mines; Ambush [A25,
        A31-A35]."""
        exposed = set(self.exposed(board))

        def worth(choice: Choice) -> float:
            if choice.kind == "dig_in":
                return 2.0 if hex_arg(choice) in exposed else -1.0
            return {"ambush": 3.0, "hidden_wire": 1.0, "hidden_mines": 1.0,
                    "pass": 0.0}.get(choice.kind, -1.0)

        return best(decision.choices, worth)
