"""Cards: which Order to give (or to pass), what to discard, who to activate, Actions, Op Fire
and the Initiative card's re-rolls [5, 9.1, O15, A24, A33]."""

from __future__ import annotations

import math

from cc_engine.ai.fire import Fire
from cc_engine.ai.movement import Movement
from cc_engine.content.models import FateCard
from cc_engine.content.vocabulary import Order, SideId
from cc_engine.hexgrid import Hex
from cc_engine.state import Choice, Decision, UnitState

__all__ = ["OP_FIRE_WORTH", "WORTHWHILE", "Cards"]

#: Below this value an Order is not worth a card: the player passes (or ends the Turn).
WORTHWHILE = 0.5

#: The least a shot must be worth (about a one-in-three chance to break a Squad) for a card
#: to be spent on Op Fire.
OP_FIRE_WORTH = 3.0
#: Movers in a hex without Cover are worth Op Fire for a smaller shot: their side is more
#: likely to be broken out there than anywhere they go next [A33].
OP_FIRE_WORTH_IN_THE_OPEN = 2.0
#: A shot worth this much (about a two-in-three chance to break a Squad) is taken even when
#: the hand is clogged.
STRONG_SHOT = 6.0
#: What fixing a broken Radio (Battery Access) is worth as an Order [O18.1].
BATTERY_ACCESS_WORTH = 2.0
#: A shot worth this much is taken even when the hand is clogged by a side behind on VP.
BEHIND_SHOT = 2.0
#: Below this chance that a Rout Order does anything to any unit it is not given [O23.2].
ROUT_LEAST_CHANCE = 0.1

#: What an Action can do, by the choice that plays it, against which a card's worth as an
#: Order is weighed: an Ambush or No Quarter in a Melee [A25, A38] or a free unit [A35.4] are
#: worth any card; changing one attack [A27-A41] a middling one; fortifications little [A31,
#: A32, A35].
_ACTION_STAKES = {
    "ambush": math.inf, "no_quarter": math.inf, "hidden_unit": math.inf,
    "play": 6.0, "spray_fire": 6.0,
    "hidden_mines": 5.0, "hidden_wire": 5.0, "demolitions": 4.0, "dig_in": 4.0,
}


class Cards(Movement, Fire):
    """Answers to the Turn's decisions and to the windows for cards."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        #: The cards the last Turn decision let it play as Orders (a card it cannot play,
        #: such as an Artillery Request without a Radio, is worth only its Action).
        self.playable: frozenset[int] | None = None
        #: The last roll it re-rolled: purpose, Turn and Orders given (the opponent's answer
        #: to that re-roll is not re-rolled again).
        self.rerolled: tuple[str, int, int] | None = None

    def order_value(self, order: Order) -> float:
        assert self.view is not None
        mine = self.units(self.me)
        ready = [u for u in mine if u.id not in self.view.activated]
        if order is Order.FIRE:
            shot = max((self.best_shot(u) for u in ready), default=0.0)
            # A shot worth Op Fire goes before a Move: the enemy broken first cannot shoot
            # at the movers [O20, A33].
            return max(shot, self.order_value(Order.MOVE) + 0.5) if shot >= OP_FIRE_WORTH else (
                shot)
        if order is Order.MOVE:
            away = [u for u in ready if not u.broken and (g := self.goal(u)) is not None
                    and u.hex is not None and u.hex.distance(g) > 0 and self.move_gain(u) > 0]
            if not away:
                return 0.0
            # Ahead on VP, a side sits in Cover and lets the other come [7].
            return 4.0 + len(away) if self.lead() <= 0 else 1.0
        if order is Order.ADVANCE:
            if self.melee_odds() > 0:
                return 14.0
            # Without a Melee, an Advance is a one-hex Move that Op Fire cannot answer
            # [O16.1, A33]: worth less than a Move, but it gets a stuck hand going.
            return 0.5 * self.order_value(Order.MOVE)
        if order is Order.RECOVER:
            return 7.0 * sum(u.broken for u in mine)
        if order is Order.ROUT:
            chances = [self.rout_chance(u) for u in self.units(self.me.other) if u.broken]
            unmoved = math.prod(1.0 - c for c in chances)
            return 6.0 * sum(chances) if 1.0 - unmoved >= ROUT_LEAST_CHANCE else 0.0
        if order is Order.ARTILLERY_REQUEST:
            # A broken Radio is fixed for later (Battery Access) [O18.1].
            radio = self.own_radio()
            if radio is not None and radio.broken:
                return BATTERY_ACCESS_WORTH
            return self.artillery_prospect()
        if order is Order.ARTILLERY_DENIED:
            return 4.0
        return 0.0  # Command Confusion can never be given [O19]

    def rally_morale(self, unit: UnitState) -> int:
        """A unit's Morale for its Rally or Rout Roll: printed, + the Command of an unbroken
        Leader in its hex, + Cover [3.1.4, O22.3, O23.2]."""
        here = unit.hex
        command = max((self.stats(u)[4] for u in self.units(unit.side) if u.hex == here
                       and u.id != unit.id and self.is_leader(u) and not u.broken), default=0)
        cover = max(self.cover(here), 0) if here is not None else 0
        return self.stats(unit)[3] + command + cover

    def rout_chance(self, unit: UnitState) -> float:
        """The chance that a Rout Roll (2d6) against ``unit`` Suppresses or Retreats it: at
        least its Morale [O23.2]."""
        morale = self.rally_morale(unit)
        return sum(a + b >= morale for a in range(1, 7) for b in range(1, 7)) / 36

    def card_value(self, card: int) -> float:
        """What the card's Order would achieve now (0 when it cannot be played)."""
        assert self.view is not None
        if self.playable is not None and card not in self.playable:
            return 0.0
        return self.order_value(self.view.setting.card(self.me, card).order)

    def keep_value(self, card: int) -> float:
        """What the card is worth in hand: its Order, or its Op Fire for the opponent's Turn
        (two such cards are enough) [A33]."""
        assert self.view is not None
        hand = self.view.own.hand or ()
        op_fire = [c for c in hand if self.view.setting.card(self.me, c).fire_action]
        held_for_op_fire = (max(3.0, self.op_fire_prospect()) if card in sorted(op_fire)[:2]
                            else 0.0)
        return max(self.card_value(card), held_for_op_fire)

    def op_fire_prospect(self) -> float:
        """The best Op Fire shot its unactivated units would have at an unbroken enemy unit
        stepping into an empty hex without Cover next to it, in their sight [A33.2] (worked
        out once per view)."""
        known = self.memo("op_fire_prospect")
        if None not in known:
            known[None] = self._op_fire_prospect()
        prospect: float = known[None]
        return prospect

    def _op_fire_prospect(self) -> float:
        assert self.view is not None
        enemies = self.enemy_hexes()
        mine = {u.hex for u in self.units(self.me)}
        ready = [u for u in self.units(self.me) if u.id not in self.activated()]
        grid = self.view.setting.terrain.grid
        best = 0.0
        for hex_, stack in enemies.items():
            movers = [u for u in stack if not u.broken]
            for there in grid.neighbours(hex_) if movers else ():
                if there in enemies or there in mine or self.cover(there) > 0:
                    continue
                for unit in ready:
                    best = max(best, self.shot_at(unit, there, movers[:1]))
        return best

    def junk(self) -> list[int]:
        """The cards in hand not worth keeping."""
        assert self.view is not None
        return [c for c in self.view.own.hand or () if self.keep_value(c) < WORTHWHILE]

    def dead(self, card: int) -> bool:
        """A card whose Order cannot be given this game: Command Confusion [O19, A28], or an
        Artillery Order when the Radio it needs is neither in play nor on the Time track
        (the enemy's for Artillery Denied, one's own for a Request) [O17, O18]."""
        assert self.view is not None
        order = self.view.setting.card(self.me, card).order
        if order is Order.ARTILLERY_DENIED or order is Order.ARTILLERY_REQUEST:
            owner = self.me.other if order is Order.ARTILLERY_DENIED else self.me
            return not any(r.side is owner and r.status in ("box", "reinforcement")
                           for r in self.view.radios)
        return order is Order.COMMAND_CONFUSION

    def _on_turn(self, decision: Decision) -> Choice | None:
        orders = [c for c in decision.choices if c.kind == "order"]
        self.playable = frozenset(int(c.args[0]) for c in orders)
        best = self._best(orders, lambda c: self.card_value(int(c.args[0])))
        best_value = self.card_value(int(best.args[0])) if best is not None else 0.0
        # A hand clogged with useless cards is cleared by passing, unless an Order is urgent.
        # Behind on VP, a side spares its deck: each card drawn brings the next Time
        # advance, the Defender's VP and Sudden Death nearer [6.1.2]; but four idle cards
        # leave too few to play, and three dead ones (see :meth:`dead`) would stay for good:
        # only a Melee or a big Move is worth keeping them.
        hand = self.view.own.hand or () if self.view is not None else ()
        dead = sum(self.dead(c) for c in hand)
        junk = len(self.junk())
        urgent = 14.0 if dead >= 3 else (10.0 if self.lead() >= 0 or junk >= 4 else 3.0)
        # A strong shot is never passed up; nor, far behind at the end, any Order [7]. Behind
        # on VP, a side needs its shots more than a clear hand (the enemy it breaks cannot
        # stop its Moves [O20, A33]), unless dead cards would stay in it for good.
        behind = self.lead() + self.time_gain() < 0 and dead < 3
        strong = (best is not None and best_value >= (BEHIND_SHOT if behind else STRONG_SHOT)
                  and self.view is not None
                  and self.view.setting.card(self.me, int(best.args[0])).order is Order.FIRE)
        clogged = junk >= 3 and best_value < urgent and not strong and not self.desperate()
        if Choice("pass") in decision.choices and clogged:
            return Choice("pass")
        if best is not None and best_value >= WORTHWHILE:
            return best
        return Choice("pass") if Choice("pass") in decision.choices else Choice("end_turn")

    def _on_discard(self, decision: Decision) -> Choice | None:
        """Discard the cards least worth keeping, dead cards first: the nation's discard limit
        [O15] should not be spent on a card that may be useful later."""
        discards = [c for c in decision.choices if c.kind == "discard"]
        worst = min(discards, key=lambda c: (self.keep_value(int(c.args[0])),
                                             not self.dead(int(c.args[0]))), default=None)
        hand = self.view.own.hand or () if self.view is not None else ()
        # Passing without discarding would never run the deck down to the next Time advance.
        first = len(discards) == len(set(hand))
        if worst is not None and (self.keep_value(int(worst.args[0])) < WORTHWHILE or first):
            return worst
        return Choice("done")

    def _on_activate(self, decision: Decision) -> Choice | None:
        order = str(dict(decision.context).get("order", ""))
        firing = "Fire" in order
        advancing = "Advance" in order
        moving = "Move" in order

        def stands_still(unit: UnitState) -> bool:
            """For a Move, a unit whose Move would gain nothing (see :meth:`move_gain`): the
            move phase would leave it where it is, activated for nothing."""
            return moving and self.move_gain(unit) <= 0

        # A Leader's group takes only the units the Order gives something to do: a shot, or a
        # way to go [O14.1, 3.3.1.1]; the others stay free for a later Order.
        for choice in decision.choices:
            unit = self.unit(str(choice.args[0])) if choice.kind == "add" else None
            if unit is None:
                continue
            if firing and self.best_shot(unit) <= 0:
                continue
            if moving and (self.way_to_go(unit) <= 0 or stands_still(unit)):
                continue
            return choice
        if Choice("go") in decision.choices:
            return Choice("go")

        def score(choice: Choice) -> float:
            unit = self.unit(str(choice.args[0]))
            if unit is None or unit.hex is None:
                return 0.0
            if firing:
                return self.best_shot(unit)
            # An Advance goes to the units that can start a Melee with it [O16.1, O16.4].
            if advancing and (odds := self.melee_odds(unit)) > 0:
                return 100.0 + odds
            # The first Advance cannot be declined [O16.1]: not by a unit with nothing but
            # full hexes around it [8.2].
            if advancing and not self.room_to_advance(unit):
                return -10.0
            # A Move or an Advance that takes an Objective now goes first [O21, O16.1, 7.3.1].
            if (moving or advancing) and (stake := self.capture_stake(unit, advancing)) > 0:
                return 50.0 + stake
            if self.is_leader(unit):
                # A Leader brings along the units in his Command radius [O14.1, 3.3.1.1]: their way
                # to go counts for him (for a Move, only those he would take: see above).
                reach = self.stats(unit)[4]
                helped = [u for u in self.units(self.me) if u.hex is not None
                          and u.hex.distance(unit.hex) <= reach and u.id != unit.id
                          and u.id not in self.activated()
                          and not stands_still(u)]
                return 2.0 + sum(self.way_to_go(u) + 1.0 for u in helped)
            if stands_still(unit):
                return 0.0  # the last to get the Order
            return self.way_to_go(unit) + 2 * unit.broken

        return self._best((c for c in decision.choices if c.kind == "activate"), score)

    def _on_rout_target(self, decision: Decision) -> Choice | None:
        """A Rout Order activates the opponent: routing its own broken units would only
        drive them off [O23.1]."""
        return Choice("rout_player", (self.me.other.value,))

    def _on_rout_order(self, decision: Decision) -> Choice | None:
        """Make the Rout Roll first for the enemy's unit worth most that the roll is likeliest
        to move (see :meth:`rout_chance`), and for its own (if ever) the one worth least: a
        trigger of a roll may end the Order or the game before the others [O23.2]."""
        def score(choice: Choice) -> float:
            unit = self.unit(str(choice.args[0])) if choice.args else None
            return -self.stake(unit) * self.rout_chance(unit) if unit is not None else -99.0

        return self._best(decision.choices, score)

    def _on_interrogation(self, decision: Decision) -> Choice | None:
        """Interrogation: of the opponent's hand, shown, discard the card it would miss most
        (see :meth:`enemy_card_worth`); declined when none is worth anything to it [E61]."""
        assert self.view is not None
        setting, other = self.view.setting, self.me.other

        def score(choice: Choice) -> float:
            if choice.kind != "discard":
                return 0.0
            return self.enemy_card_worth(setting.card(other, int(choice.args[0])))

        return self._best(decision.choices, score)

    def enemy_card_worth(self, card: FateCard) -> float:
        """What a card of the opponent's is worth to it: its Order (a Recover or Rout with
        broken units to Rally or rout, Artillery with a Radio to call or deny, never Command
        Confusion [O19]), Op Fire [A33] and the Actions worth a card (see
        :data:`_ACTION_STAKES`)."""
        assert self.view is not None
        other = self.me.other
        radios = {r.side for r in self.view.radios if r.status == "box" and not r.broken}
        broken = {side: any(u.broken for u in self.units(side)) for side in SideId}
        worth = {Order.FIRE: 2.0, Order.MOVE: 2.0, Order.ADVANCE: 2.0,
                 Order.RECOVER: 3.0 if broken[other] else 0.5,
                 Order.ROUT: 3.0 if broken[self.me] else 0.5,
                 Order.ARTILLERY_REQUEST: 3.0 if other in radios else 0.0,
                 Order.ARTILLERY_DENIED: 2.0 if self.me in radios else 0.0,
                 Order.COMMAND_CONFUSION: -3.0}[card.order]
        return worth + 2.0 * card.fire_action + 1.0 * (card.action.value in _ACTION_STAKES)

    def _on_rally_order(self, decision: Decision) -> Choice | None:
        """Broken Leaders make their Rally Rolls first: once rallied, their Command adds to
        the Morale of the others [O22.2, 3.1.4, 3.3.1]."""
        return self._leaders_first(decision, True)

    def _on_op_fire(self, decision: Decision) -> Choice | None:
        """Shoot with the units already activated for Op Fire; spend a card on more only for
        a shot worth it (movers in the open, in reach of a strong group) [A33.2, A33.3]."""
        for choice in decision.choices:
            if choice.kind in ("shoot", "fire"):
                return choice
        cards = [c for c in decision.choices if c.kind == "op_fire"]
        target = decision.facts("hex")
        if not cards or not target:
            return None
        hex_ = Hex.parse(str(target[0]))
        enemies = self.enemy_hexes().get(hex_, [])
        ready = [u for u in self.units(self.me) if u.id not in self.activated()]
        worth = OP_FIRE_WORTH_IN_THE_OPEN if self.cover(hex_) <= 0 else OP_FIRE_WORTH
        if max((self.shot_at(u, hex_, enemies) for u in ready), default=0.0) < worth:
            return None
        return min(cards, key=lambda c: self.keep_value(int(c.args[0])))

    def _on_reroll(self, decision: Decision) -> Choice | None:
        """Spend the Initiative card [9.1] on a roll that goes very badly for the viewer (its
        own, or a very good one of the opponent's), or on a Sudden Death roll that would
        decide the game the wrong way [6.2.2]; never on a roll no other roll would change
        (see :meth:`roll_can_matter`), nor again on the opponent's re-roll of its own
        re-roll. Rolls whose outcome it cannot weigh (Support Table, Commissar) are
        accepted."""
        assert self.view is not None
        context = dict(decision.context)
        white, colored = (int(x) for x in str(context.get("roll", "0•0")).split()[0].split("•"))
        total = white + colored
        purpose = str(context.get("purpose", ""))
        mine = self.me.value in decision.prompt.lower().split(" roll")[0]
        roll = (purpose, self.view.turn, self.view.orders_given)
        # The opponent re-rolled its re-roll: the card would only go back and forth [9.1].
        if roll == self.rerolled:
            return Choice("accept")
        choice = self.reroll_wanted(purpose, total, mine)
        if choice == Choice("reroll"):
            self.rerolled = roll
        return choice

    def reroll_wanted(self, purpose: str, total: int, mine: bool) -> Choice:
        """Re-roll or accept a roll of ``total`` for ``purpose`` (see :meth:`_on_reroll`)."""
        assert self.view is not None
        if purpose.startswith("the Sudden Death roll"):
            track = self.view.setting.track.time_track
            ends = total < track[min(self.view.time, len(track) - 1)]
            lead = self.lead()
            # Ending behind loses; going on while ahead risks the lead (level VP: the
            # Initiative card's holder wins [9.2], so it is kept).
            return Choice("reroll") if (ends and lead < 0) or (not ends and lead > 0) else (
                Choice("accept"))
        if purpose.startswith(("the Support Table", "the Hidden Unit", "the Commissar")):
            return Choice("accept")
        # A Rally Roll must come under the unit's Morale [O22.3]; every other roll wants to
        # be high (attacks, defense, Melee, Rout, Targeting, Accuracy).
        low_wanted = purpose.startswith("the Rally Roll")
        if not self.roll_can_matter(purpose, total):
            return Choice("accept")
        bad_for_roller = total >= 10 if low_wanted else total <= 4
        good_for_roller = total <= 4 if low_wanted else total >= 10
        return Choice("reroll") if (bad_for_roller if mine else good_for_roller) else (
            Choice("accept"))

    def choose_action(self, decision: Decision) -> Choice | None:
        """A window for Actions [A24]: play the card least worth keeping, when what the
        Action can do here (:data:`_ACTION_STAKES`) is worth more than the card's Order."""
        best: tuple[float, Choice] | None = None
        for choice in decision.choices:
            if choice.kind == "light_wounds":
                return choice
            stake = _ACTION_STAKES.get(choice.kind)
            if stake is None or not choice.args or not isinstance(choice.args[0], int):
                continue
            keep = self.keep_value(choice.args[0])
            if keep < stake and (best is None or keep < best[0]):
                best = (keep, choice)
        return best[1] if best is not None else None

    _on_action_window = choose_action

    _on_fire_actions = choose_action

    _on_defense_actions = choose_action

    _on_light_wounds = choose_action

    def roll_can_matter(self, purpose: str, total: int) -> bool:
        """Could another roll change what a Rally or Rout Roll of ``total`` does: rally or
        not, Suppress, Retreat how far (against the Morale of the unit the purpose names)
        [O22.3, O23.2]? Other rolls are counted as mattering."""
        assert self.view is not None
        rally = purpose.startswith("the Rally Roll")
        if not rally and not purpose.startswith("the Rout Roll"):
            return True
        unit = next((u for u in self.view.units if u.hex is not None and u.status == "map"
                     and f"{u.name} " in purpose and f"({u.hex.id})" in purpose), None)
        if unit is None:
            return True
        morale = self.rally_morale(unit)

        def result(roll: int) -> int:
            return (roll > morale) - (roll < morale) if rally else max(0, roll - morale + 1)

        return any(result(other) != result(total) for other in range(2, 13))
