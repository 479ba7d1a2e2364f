"""A rule-based opponent: it reads only its own view and scores each legal choice.

What it aims at, in order: take and hold Objectives (each unit's goal is the Objective its
side does not hold that is worth most for the way, but the nearest unit goes to take an
empty one close by, and that Move goes first; behind on VP, one unit is left to hold each
Objective and the others go on, and once all five are held they go where they can shoot at
the enemy when the end is near, unless it is much stronger or the Defender's Time VP will
make up the lead), shoot when a shot is good (its chance to break or kill, more for enemies
holding an Objective worth taking), rally broken units, melee only with better odds
(counting the units the stacking limit lets in, the strongest going first; an Advance Order
goes to the units that can start such a Melee). A Move goes to the best hex the movers can
reach this Order (nearer the goal, counting the way around Water and Cliffs, in Cover, out
of enemy fire, by the safest way, never into a full hex), reading the MP of each hex from
the public terrain. Inside an Order it follows the engine's own previews (the FP a joining
piece brings). An Advance takes units one hex on (Op Fire cannot answer it) when no Melee
is on offer, never by a unit boxed in by full hexes; the first Advance, which cannot be
declined, goes where it costs least. A Retreat steps away from the enemy and into Cover,
but never where it would have no hex to go on into or would end in a full hex. An Action is
played when what it does outweighs the card's Order (an Ambush always); a card goes on Op
Fire only for a shot worth it; the Initiative card re-rolls only a roll gone very wrong or
a Sudden Death roll that would decide the game the wrong way. Artillery is aimed where the
Impact area holds most enemies and none of its own units; reinforcements come in nearest
the Objectives still to take. Dead cards (Command Confusion, or an Artillery Order with no
Radio to use) are discarded first; three in hand (or four cards of no use) are cleared by
passing. At setup, Squads gather in the Command radius of Leaders set up apart (one Order
then moves a group) and Weapons go to Squads. Events that pick a unit of either side hit
the enemy's and spare its own; free gifts (a Private, a Hero's Rally, a Weapon) are taken.
A Rout Order routs the opponent; Leaders make their Rally Rolls first and their Fire
Defense rolls last (their Command counts for the others while they are unbroken).

Everything it looks at is public or its own: its view's units, markers and hand, the map and
the line of sight (computed from the map, like a player bending over the board).
"""

from __future__ import annotations

import heapq
import math
import random
import weakref
from collections import deque
from collections.abc import Callable, Iterable, Sequence

from cc_engine.content.vocabulary import Order, SideId, Trigger
from cc_engine.frames.core import RollResult
from cc_engine.hexgrid import Hex
from cc_engine.rules.fire import targeting_hits
from cc_engine.rules.los import LosCache
from cc_engine.rules.morale import retreat_blocks_from
from cc_engine.state import Choice, Decision, Setting, UnitState
from cc_engine.views import PlayerView

__all__ = ["PlannerPlayer"]

#: Below this value an Order is not worth a card: the player passes (or ends the Turn).
WORTHWHILE = 0.5

#: How many Time spaces before Sudden Death a side that holds every Objective and is behind
#: goes out to hunt: earlier, the enemy has time to come for the Objectives into its fire.
HUNT_WINDOW = 6

#: How much the enemy fire on the hexes crossed on the way counts against a destination,
#: beside the fire on the destination itself (where the unit stays).
PATH_RISK = 0.5
#: The farthest (in hexes to enter) a unit is sent to take an empty Objective ahead of the
#: others' choices.
CLAIM_WAY = 2
#: What entering an Objective the side does not hold (and can keep, see
#: :meth:`PlannerPlayer.can_keep`) is worth in a hex's value, for each point of its
#: :meth:`PlannerPlayer.objective_stake`: control changes as the unit enters [7.3.1], so
#: Cover beside it is not worth leaving it untaken.
CAPTURE_WEIGHT = 3.0

#: The least a shot must be worth (about a one-in-three chance to break a Squad) for a card
#: to be spent on Op Fire.
OP_FIRE_WORTH = 3.0

#: Line of sight of each game's map, shared by every computer player of that game.
_LOS_CACHES: weakref.WeakKeyDictionary[Setting, LosCache] = weakref.WeakKeyDictionary()

#: ``_ROLL_MARGIN[k]``: the chance that one 2d6 roll beats another by at least ``k``
#: (``k`` from -11 to 12; outside that range the chance is 1 or 0).
_ROLL_MARGIN: dict[int, float] = {
    k: sum((a1 + a2) - (b1 + b2) >= k
           for a1 in range(1, 7) for a2 in range(1, 7)
           for b1 in range(1, 7) for b2 in range(1, 7)) / 6 ** 4
    for k in range(-11, 13)
}

#: ``_TARGETING_HITS[r]``: the chance that an Artillery Targeting Roll without Hindrance
#: hits at range ``r`` [O18.2.2, O20.2.3] (the engine's own test of a roll).
_TARGETING_HITS: dict[int, float] = {
    r: sum(targeting_hits(RollResult(0, w, c, Trigger.NONE), 0, r)
           for w in range(1, 7) for c in range(1, 7)) / 36
    for r in range(0, 36)
}

#: The worth of breaking a unit (a figure of a unit's weight); eliminating a broken one is
#: worth more, it counts on the surrender track and for VP [3.2, 7.1].
_BREAK_WORTH = 10.0
_KILL_WORTH = 25.0


def hit_chance(fp: int, defense: int) -> float:
    """The chance that an Attack Total of ``fp`` + 2d6 beats a Defense Total of
    ``defense`` + 2d6 (Morale plus Cover) [O20.3.4]."""
    margin = defense - fp + 1
    if margin <= -11:
        return 1.0
    return _ROLL_MARGIN.get(margin, 0.0)


#: What an Action can do, by the choice that plays it, against which a card's worth as an
#: Order is weighed: an Ambush or No Quarter in a Melee [A25, A38] or a free unit [A35.4] are
#: worth any card; changing one attack [A27-A41] a middling one; fortifications little [A31,
#: A32, A35].
_ACTION_STAKES = {
    "ambush": math.inf, "no_quarter": math.inf, "hidden_unit": math.inf,
    "play": 6.0, "spray_fire": 6.0,
    "hidden_mines": 5.0, "hidden_wire": 5.0, "demolitions": 4.0, "dig_in": 4.0,
}

#: Answers for decisions without their own handler, best first (all "do nothing" answers).
_PASSIVE = ("accept", "continue", "decline", "no_target", "go", "done", "end_turn", "stop")


class PlannerPlayer:
    """See the module docstring."""

    name = "planner"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.view: PlayerView | None = None
        #: The cards the last Turn decision let it play as Orders (a card it cannot play,
        #: such as an Artillery Request without a Radio, is worth only its Action).
        self.playable: frozenset[int] | None = None
        #: The units it last chose to move (a Move Order's later steps are theirs).
        self.moving: frozenset[str] = frozenset()
        #: The exposure of each hex already worked out, and the view it was worked out for.
        self._exposures: tuple[PlayerView | None, dict[Hex, float]] = (None, {})
        #: The Objectives of the game's map, by number and by hex.
        self._objectives: tuple[Setting | None, dict[int, Hex], dict[Hex, int]] = (
            None, {}, {})
        #: For each goal worked out, the hexes a unit must enter from each hex to reach it.
        self._ways: tuple[Setting | None, dict[Hex, dict[Hex, int]]] = (None, {})
        #: The units sent to take a near empty Objective, and the view that was worked out for.
        self._claims: tuple[PlayerView | None, dict[str, Hex]] = (None, {})
        #: Whether the side hunts, where each unit goes to shoot (see :meth:`quarry`), and
        #: the view that was worked out for.
        self._quarries: tuple[PlayerView | None, bool, dict[str, Hex | None]] = (None, False, {})

    # --- the decision ----------------------------------------------------------------------

    def choose(self, view: PlayerView) -> Choice:
        """The best-scoring legal choice of the view's decision."""
        decision = view.decision
        assert decision is not None, "nothing to decide in this view"
        self.view = view
        handler: Callable[[Decision], Choice | None] | None = getattr(
            self, f"_on_{decision.kind}", None)
        choice = handler(decision) if handler is not None else None
        if choice is None or choice not in decision.choices:
            choice = self._fallback(decision)
        return choice

    def _fallback(self, decision: Decision) -> Choice:
        for kind in _PASSIVE:
            for choice in decision.choices:
                if choice.kind == kind and not choice.args:
                    return choice
        return decision.choices[0]

    def _best(self, choices: Iterable[Choice], score: Callable[[Choice], float]) -> Choice | None:
        """The highest-scoring choice (ties broken at random), or None if there is none."""
        scored = [(score(c), self.rng.random(), c) for c in choices]
        return max(scored, key=lambda s: (s[0], s[1]))[2] if scored else None

    # --- what the view says ----------------------------------------------------------------

    @property
    def me(self) -> SideId:
        assert self.view is not None
        return self.view.viewer

    def lead(self) -> int:
        """The viewer's VP lead (negative when behind) [7]."""
        assert self.view is not None
        return self.view.vp if self.me is SideId.AXIS else -self.view.vp

    def time_left(self) -> int:
        """The Time spaces before the Sudden Death space [6.2.2]."""
        assert self.view is not None
        return max(0, self.view.setting.scenario.sudden_death - self.view.time)

    def time_gain(self) -> int:
        """The VP the viewer still gains from Time before the Sudden Death space: one per
        Time advance for the Defender [6.1.2], none for the other side."""
        assert self.view is not None
        return self.time_left() if self.view.setting.scenario.defender is self.me else 0

    def units(self, side: SideId) -> list[UnitState]:
        assert self.view is not None
        return [u for u in self.view.units
                if u.side is side and u.status == "map" and u.hex is not None]

    def unit(self, unit_id: str) -> UnitState | None:
        assert self.view is not None
        return next((u for u in self.view.units if u.id == unit_id), None)

    def stats(self, unit: UnitState) -> tuple[int, int, int, int, int]:
        """FP, Range, Movement, Morale, Command of the side the unit shows."""
        assert self.view is not None
        kind = self.view.setting.unit_type(unit.side, unit.type)
        s = kind.broken if unit.broken else kind.unbroken
        return s.fp, s.range, s.movement, s.morale, s.command or 0

    def is_leader(self, unit: UnitState) -> bool:
        assert self.view is not None
        return self.view.setting.unit_type(unit.side, unit.type).kind.value == "leader"

    def cover(self, hex_: Hex) -> int:
        assert self.view is not None
        return self.view.setting.terrain.cover(hex_, self.view.markers).value

    def sees(self, a: Hex, b: Hex) -> bool:
        assert self.view is not None
        setting = self.view.setting
        cache = _LOS_CACHES.get(setting)
        if cache is None:
            cache = _LOS_CACHES[setting] = LosCache(setting.terrain)
        return cache.los(self.view.markers, a, b).can_see

    def objectives(self) -> dict[int, Hex]:
        """The hex of each Objective (read from the map once per game)."""
        assert self.view is not None
        setting = self.view.setting
        if self._objectives[0] is not setting:
            found = {h.objective: Hex.parse(i) for i, h in setting.map.hexes.items()
                     if h.objective is not None}
            self._objectives = (setting, found, {h: n for n, h in found.items()})
        return self._objectives[1]

    def objective_at(self) -> dict[Hex, int]:
        """The Objective number of each Objective hex."""
        self.objectives()
        return self._objectives[2]

    def objective_value(self, number: int) -> int:
        """VP Objective ``number`` is worth under the chits the viewer knows: the open ones
        and its own secret ones [7.3.2]."""
        assert self.view is not None
        known = set(self.view.open_chits) | set(self.view.own.secret_chits or ())
        value = 0
        for item in self.view.setting.chits.chits:
            if item.letter in known and (item.kind == "each" or item.objective == number):
                value += item.vp or 0
        return value

    def holds(self, unit: UnitState) -> bool:
        """Does ``unit`` stay to hold the Objective it stands on? Leaders never do. Ahead on
        VP every unit there does; behind, one is enough (a broken one, else a Team before a
        Squad) and the others go for more [7.3.1]."""
        here = unit.hex
        if here not in self.objective_at() or self.is_leader(unit):
            return False
        if self.lead() >= 0:
            return True
        keepers = [u for u in self.units(unit.side) if u.hex == here and not self.is_leader(u)]
        holder = min(keepers, key=lambda u: (not u.broken, self.worth(u), u.id))
        return holder.id == unit.id

    def claims(self) -> dict[str, Hex]:
        """The unit sent to each Objective its side does not hold that no enemy stands in and
        one of its units can reach within :data:`CLAIM_WAY` hexes: the nearest unbroken unit
        not holding another, richest Objective first. One unit is enough to take it [7.3.1];
        the others go on (worked out once per view)."""
        view, found = self._claims
        if view is self.view:
            return found
        assert self.view is not None
        found = {}
        enemies = self.enemy_hexes()
        free = [u for u in self.units(self.me) if not u.broken and not self.holds(u)]
        open_ = [(n, h) for n, h in self.objectives().items()
                 if self.view.control[n - 1] is not self.me and h not in enemies]
        for _, hex_ in sorted(open_, key=lambda item: (-self.objective_stake(item[0]), item[0])):
            near = [(self.way(u.hex, hex_), u.id) for u in free
                    if u.hex is not None and u.id not in found]
            if near and (best := min(near))[0] <= CLAIM_WAY:
                found[best[1]] = hex_
        self._claims = (self.view, found)
        return found

    def goal(self, unit: UnitState) -> Hex | None:
        """Where a unit heads: the Objective it holds (see :meth:`holds`) or is sent to take
        (see :meth:`claims`); otherwise the Objective its side does not hold that is worth
        most for the way (an enemy-held one counts twice: taking it swings the lead both
        ways); with all five held, the enemy when behind (see :meth:`quarry`), else
        nowhere."""
        assert self.view is not None and unit.hex is not None
        here = unit.hex
        if self.holds(unit):
            return here
        claimed = self.claims().get(unit.id)
        if claimed is not None:
            return claimed
        open_ = [(n, h) for n, h in self.objectives().items()
                 if self.view.control[n - 1] is not unit.side]
        if not open_:
            return self.quarry(unit) if self.lead() + self.time_gain() < 0 else None

        def appeal(item: tuple[int, Hex]) -> tuple[float, str]:
            number, hex_ = item
            return self.objective_stake(number) / (3 + self.way(here, hex_)), hex_.id

        return max(open_, key=appeal)[1]

    def outgunned(self) -> bool:
        """Whether the enemy's unbroken units on the map outweigh the viewer's by half again
        (see :meth:`worth`)."""
        mine, theirs = (sum(self.worth(u) for u in self.units(side) if not u.broken)
                        for side in (self.me, self.me.other))
        return theirs > 1.5 * mine

    def quarry(self, unit: UnitState) -> Hex | None:
        """Where ``unit`` goes to shoot when its side holds every Objective and is still
        behind on VP: only eliminations can swing the lead now [7.1, 7.3]. A side clearly
        weaker on the map (see :meth:`outgunned`), or with Sudden Death [6.2.2] still more
        than :data:`HUNT_WINDOW` Time spaces away, keeps its Cover and lets the enemy come.
        The enemy hex with the most units for the way there is the target; the unit heads for
        the hex in its Range that sees the target [O20.1] with the best Cover and the least
        enemy fire, for the way there (worked out once per view for each unit)."""
        assert self.view is not None and unit.hex is not None
        view, hunting, spots = self._quarries
        if view is not self.view:
            hunting = self.time_left() <= HUNT_WINDOW and not self.outgunned()
            spots = {}
            self._quarries = (self.view, hunting, spots)
        if not hunting or unit.broken:
            return None
        if unit.id in spots:
            return spots[unit.id]
        here = unit.hex
        enemies = self.enemy_hexes()
        spot: Hex | None = None
        if enemies:
            def appeal(hex_: Hex) -> tuple[float, str]:
                worth = sum(self.worth(u) for u in enemies[hex_])
                return worth / (3 + self.way(here, hex_)), hex_.id

            target = max(enemies, key=appeal)
            reach = self.stats(unit)[1]
            grid = self.view.setting.terrain.grid
            spots_in_range = [h for h in grid.within(target, reach)
                              if h not in enemies and self.sees(h, target)
                              and (h == here or not self.overstacks(h, [unit]))]

            def merit(hex_: Hex) -> tuple[float, str]:
                near = sum(hex_.distance(h) <= 1 for h in enemies)
                return (1.5 * self.cover(hex_) - 2.0 * near - self.exposure(hex_)
                        - 3.0 * self.way(hex_, here)), hex_.id

            spot = max(spots_in_range, key=merit) if spots_in_range else target
        spots[unit.id] = spot
        return spot

    def way(self, start: Hex, goal: Hex) -> int:
        """Hexes a unit in ``start`` must enter to reach ``goal``, around the terrain no
        unit can enter (Water Barrier, Cliff [T98, T83]); the straight distance plus 10 when
        there is no way (worked out once per goal for each game)."""
        assert self.view is not None
        setting = self.view.setting
        if self._ways[0] is not setting:
            self._ways = (setting, {})
        steps = self._ways[1].get(goal)
        if steps is None:
            terrain = setting.terrain
            steps = self._ways[1][goal] = {goal: 0}
            queue = deque([goal])
            while queue:
                there = queue.popleft()
                for before in terrain.grid.neighbours(there):
                    if before not in steps and terrain.move_cost(before, there).mp is not None:
                        steps[before] = steps[there] + 1
                        queue.append(before)
        found = steps.get(start)
        return found if found is not None else start.distance(goal) + 10

    def objective_stake(self, number: int) -> float:
        """What taking Objective ``number`` is worth to the viewer: 0 when it holds it; its
        known VP (+1), twice over when the enemy holds it [7.3]."""
        assert self.view is not None
        holder = self.view.control[number - 1]
        if holder is self.me:
            return 0.0
        value = 1.0 + self.objective_value(number)
        return 2 * value if holder is self.me.other else value

    def enemy_hexes(self) -> dict[Hex, list[UnitState]]:
        found: dict[Hex, list[UnitState]] = {}
        for unit in self.units(self.me.other):
            assert unit.hex is not None
            found.setdefault(unit.hex, []).append(unit)
        return found

    def worth(self, unit: UnitState) -> float:
        """How much a unit matters: a Leader or a Squad more than a Team."""
        assert self.view is not None
        kind = self.view.setting.unit_type(unit.side, unit.type).kind.value
        return 0.5 if kind == "team" else 1.0

    def attack_value(self, fp: int, target: Hex, enemies: Sequence[UnitState]) -> float:
        """The expected worth of an attack of ``fp`` on the units in ``target``: each unit
        defends on its own Morale plus the hex's Cover [O20.3.4]. Enemies holding an
        Objective the viewer wants are worth more (a tenth more per VP it is worth)."""
        cover = self.cover(target)
        value = 0.0
        for enemy in enemies:
            chance = hit_chance(fp, self.stats(enemy)[3] + cover)
            value += chance * self.worth(enemy) * (_KILL_WORTH if enemy.broken else _BREAK_WORTH)
        number = self.objective_at().get(target)
        return value * (1 + self.objective_stake(number) / 10) if number else value

    def shot_value(self, shooter: UnitState, target: Hex, enemies: Sequence[UnitState]) -> float:
        """How good a shot from ``shooter`` at the units in ``target`` looks (0: none)."""
        if shooter.broken or shooter.hex is None:
            return 0.0
        fp, reach, *_ = self.stats(shooter)
        if fp <= 0 or shooter.hex.distance(target) > reach or not self.sees(shooter.hex, target):
            return 0.0
        return self.attack_value(fp, target, enemies)

    def group_value(self, shooters: Sequence[UnitState], target: Hex,
                    enemies: Sequence[UnitState], bonus: int = 0) -> float:
        """A Fire Group's shot: the best FP, +1 per other member, + a Leader's Command
        [O20.3.1.2, 3.3.1.2]."""
        able = [u for u in shooters if self.shot_value(u, target, enemies) > 0]
        if not able:
            return 0.0
        fp = max(self.stats(u)[0] for u in able) + len(able) - 1 + bonus
        return self.attack_value(fp, target, enemies)

    def shot_at(self, shooter: UnitState, target: Hex, enemies: Sequence[UnitState]) -> float:
        """The shot ``shooter`` has at ``target``; a Leader's is the shot of the group he
        leads (the units in his Command radius not yet activated) [3.3.1.1, O20.3.1.2]."""
        if self.is_leader(shooter) and shooter.hex is not None and not shooter.broken:
            command = self.stats(shooter)[4]
            here = shooter.hex
            group = [u for u in self.units(self.me) if u.hex is not None
                     and u.hex.distance(here) <= command and u.id not in self.activated()]
            return self.group_value(group, target, enemies, command)
        return self.shot_value(shooter, target, enemies)

    def best_shot(self, shooter: UnitState) -> float:
        """The best shot ``shooter`` (or the group he leads) has at any enemy."""
        return max((self.shot_at(shooter, h, us) for h, us in self.enemy_hexes().items()),
                   default=0.0)

    def activated(self) -> frozenset[str]:
        assert self.view is not None
        return self.view.activated

    # --- the Turn [5] -----------------------------------------------------------------------

    def order_value(self, order: Order) -> float:
        assert self.view is not None
        mine = self.units(self.me)
        ready = [u for u in mine if u.id not in self.view.activated]
        if order is Order.FIRE:
            return max((self.best_shot(u) for u in ready), default=0.0)
        if order is Order.MOVE:
            away = [u for u in ready if not u.broken and (g := self.goal(u)) is not None
                    and u.hex is not None and u.hex.distance(g) > 0]
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
            return 3.0 * sum(u.broken for u in self.units(self.me.other))
        if order is Order.ARTILLERY_REQUEST:
            return 6.0 if self.enemy_hexes() else 0.0
        if order is Order.ARTILLERY_DENIED:
            return 4.0
        return 0.0  # Command Confusion can never be given [O19]

    def melee_margin(self, foes: Sequence[UnitState], attackers: Iterable[UnitState]) -> float:
        """Melee FP of ``attackers`` over that of the unbroken ``foes``, less a margin for the
        dice [O16.4.1, O16.4.2]."""
        return (sum(self.stats(u)[0] for u in attackers)
                - sum(self.stats(u)[0] for u in foes if not u.broken) - 2)

    def melee_party(self, hex_: Hex, able: Iterable[UnitState]) -> list[UnitState]:
        """The units that would fight in ``hex_``: mine already in it, then the unbroken
        ``able`` ones strongest first, as many as the stacking limit lets in [O16.4, 8.2]."""
        party = [u for u in self.units(self.me) if u.hex == hex_]
        for unit in sorted(able, key=lambda u: (-self.stats(u)[0], self.is_leader(u), u.id)):
            if not unit.broken and unit not in party and not self.overstacks(hex_, [*party, unit]):
                party.append(unit)
        return party

    def melee_odds(self, activator: UnitState | None = None) -> float:
        """The best Melee an Advance Order could start: over the enemy hexes, the best
        :meth:`melee_margin` of one activation's units next to the hex (a unit alone, or a
        Leader with those in his Command radius) [O14.1, O16.1], of ``activator``'s
        activation only when given (0 when none is positive)."""
        mine = [u for u in self.units(self.me) if u.id not in self.activated()]
        activators = mine if activator is None else [activator]
        best = 0.0
        for hex_, foes in self.enemy_hexes().items():
            near = [u for u in mine if u.hex is not None and u.hex.distance(hex_) == 1]
            for unit in activators:
                assert unit.hex is not None
                if self.is_leader(unit) and not unit.broken:
                    radius = self.stats(unit)[4]
                    group = [u for u in near if u.hex is not None
                             and u.hex.distance(unit.hex) <= radius]
                else:
                    group = [unit] if unit in near else []
                if group:
                    best = max(best, self.melee_margin(foes, self.melee_party(hex_, group)))
        return best

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
        held_for_op_fire = 3.0 if card in sorted(op_fire)[:2] else 0.0
        return max(self.card_value(card), held_for_op_fire)

    def junk(self) -> list[int]:
        """The cards in hand not worth keeping."""
        assert self.view is not None
        return [c for c in self.view.own.hand or () if self.keep_value(c) < WORTHWHILE]

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
        clogged = junk >= 3 and best_value < urgent
        if Choice("pass") in decision.choices and clogged:
            return Choice("pass")
        if best is not None and best_value >= WORTHWHILE:
            return best
        return Choice("pass") if Choice("pass") in decision.choices else Choice("end_turn")

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

    # --- inside Orders ----------------------------------------------------------------------

    def _on_activate(self, decision: Decision) -> Choice | None:
        adds = [c for c in decision.choices if c.kind == "add"]
        if adds:
            return adds[0]
        if Choice("go") in decision.choices:
            return Choice("go")
        order = str(dict(decision.context).get("order", ""))
        firing = "Fire" in order
        advancing = "Advance" in order
        moving = "Move" in order

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
                # to go counts for him.
                reach = self.stats(unit)[4]
                helped = [u for u in self.units(self.me) if u.hex is not None
                          and u.hex.distance(unit.hex) <= reach and u.id != unit.id
                          and u.id not in self.activated()]
                return 2.0 + sum(self.way_to_go(u) + 1.0 for u in helped)
            return self.way_to_go(unit) + 2 * unit.broken

        return self._best((c for c in decision.choices if c.kind == "activate"), score)

    def room_to_advance(self, unit: UnitState) -> bool:
        """Has ``unit`` a hex next to it it can enter without overstacking [O16.1, 8.2]?"""
        assert self.view is not None and unit.hex is not None
        terrain = self.view.setting.terrain
        return any(self.can_step_into(unit, there) for there in terrain.grid.neighbours(unit.hex))

    def can_step_into(self, unit: UnitState, there: Hex) -> bool:
        """Can ``unit`` enter ``there``, a hex next to it, without overstacking [O16.1, 8.2]?"""
        assert self.view is not None and unit.hex is not None
        terrain = self.view.setting.terrain
        return (terrain.move_cost(unit.hex, there, self.view.markers).mp is not None
                and not self.overstacks(there, [unit]))

    def capture_stake(self, unit: UnitState, advancing: bool = False) -> float:
        """The :meth:`objective_stake` of the Objective ``unit`` heads for when a Move (or,
        with ``advancing``, an Advance into the hex next to it) can take it (its side does
        not hold it and can keep it, see :meth:`can_keep`); 0 otherwise [O21, O16.1, 7.3.1]."""
        assert self.view is not None
        goal = self.goal(unit)
        number = self.objective_at().get(goal) if goal is not None else None
        if (goal is None or number is None or unit.hex is None or unit.broken
                or not self.can_keep(goal)):
            return 0.0
        stake = self.objective_stake(number)
        if advancing:
            able = unit.hex.distance(goal) == 1 and self.can_step_into(unit, goal)
        else:
            able = goal in self.reachable(unit.hex, self.stats(unit)[2])
        return stake if stake > 0 and able else 0.0

    def can_keep(self, objective: Hex) -> bool:
        """Would an Objective taken now stay taken for a while: no enemy in it or next to it
        (one next to it takes it back with an Advance) [7.3.1, O16.1]?"""
        return all(objective.distance(h) > 1 for h in self.enemy_hexes())

    def way_to_go(self, unit: UnitState) -> float:
        """Hexes a unit must enter to reach its goal (:meth:`way`; 0 when it has none)."""
        goal = self.goal(unit)
        return float(self.way(unit.hex, goal)) if goal is not None and unit.hex is not None else 0.0

    def _on_fire_target(self, decision: Decision) -> Choice | None:
        enemies = self.enemy_hexes()
        firing = ([u for u in self.units(self.me) if u.id in self.activated()]
                  or self.units(self.me))

        def score(choice: Choice) -> float:
            hex_ = Hex.parse(str(choice.args[0]))
            foes = enemies.get(hex_, [])
            return self.group_value(firing, hex_, foes) if foes else -5.0

        return self._best((c for c in decision.choices if c.kind == "target"), score)

    def _on_fire_group(self, decision: Decision) -> Choice | None:
        now = decision.facts("fp")
        current = int(now[0]) if now else None
        joins: dict[str, int] = {}
        for fact in decision.facts("join"):
            joiner, _, fp_then = str(fact).split()
            joins[joiner] = int(fp_then)
        ordnance = [c for c in decision.choices if c.kind == "join"
                    and str(c.args[0]) not in joins]
        if joins:
            piece, then = max(joins.items(), key=lambda kv: kv[1])
            if current is None or then >= current:
                return Choice("join", (piece,))
        if Choice("fire") in decision.choices:
            return Choice("fire")
        return ordnance[0] if ordnance else None

    def _on_move_unit(self, decision: Decision) -> Choice | None:
        """Move the units (alone or together) farthest from their goals [O21]."""
        def score(choice: Choice) -> float:
            movers = [self.unit(str(a)) for a in choice.args]
            distance = 0.0
            for unit in movers:
                if unit is None or unit.hex is None:
                    return -1.0
                goal = self.goal(unit)
                distance = max(distance, self.way(unit.hex, goal) if goal is not None else 0)
            together = 1.5 if choice.kind == "move_together" else 0.0
            return distance + together if distance > 0 else -1.0

        moves = [c for c in decision.choices if c.kind in ("move", "move_together")]
        best = self._best(moves, score)
        if best is not None and (score(best) > 0 or Choice("done") not in decision.choices):
            self.moving = frozenset(str(a) for a in best.args)
            return best
        return Choice("done")

    def threat(self, hex_: Hex) -> float:
        """The FP of unbroken enemy units that reach ``hex_`` and see it."""
        total = 0.0
        for unit in self.units(self.me.other):
            if unit.broken or unit.hex is None:
                continue
            fp, reach, *_ = self.stats(unit)
            if unit.hex.distance(hex_) <= reach and self.sees(unit.hex, hex_):
                total += fp
        return total

    def _position_value(self, hex_: Hex, goal: Hex | None) -> float:
        """What ending a move in ``hex_`` is worth to a unit heading for ``goal``: the way
        left, Cover, enemies next to it and their fire; taking the goal when it is an
        Objective to take (see :data:`CAPTURE_WEIGHT`)."""
        enemies = self.enemy_hexes()
        near = sum(hex_.distance(h) <= 1 for h in enemies)
        distance = self.way(hex_, goal) if goal is not None else 0
        exposure = self.exposure(hex_)
        # Behind on VP, a side must get there before Time runs out [6.1.2]: each hex of the
        # way weighs more than the risk on it.
        push = 3.0 if self.lead() >= 0 else 4.5
        # No enemy next to it is what :meth:`can_keep` asks.
        number = self.objective_at().get(hex_) if hex_ == goal and near == 0 else None
        capture = CAPTURE_WEIGHT * self.objective_stake(number) if number is not None else 0.0
        return -push * distance + 1.5 * self.cover(hex_) - 2.0 * near - exposure + capture

    def figures(self, units: Iterable[UnitState]) -> int:
        """Figures of units: Leader 1, Team 2, Squad 4 [8.2]."""
        assert self.view is not None
        return sum(self.view.setting.unit_type(u.side, u.type).kind.figures for u in units)

    def overstacks(self, hex_: Hex, movers: Sequence[UnitState]) -> bool:
        """Would ``movers`` entering ``hex_`` put more than 7 figures there [8.2]?"""
        mover_ids = {u.id for u in movers}
        there = [u for u in self.units(self.me) if u.hex == hex_ and u.id not in mover_ids]
        return self.figures(there) + self.figures(movers) > 7

    def reachable(self, start: Hex, mp: int, avoid: Iterable[Hex] = ()
                  ) -> dict[Hex, tuple[Hex, float]]:
        """Every hex the movers in ``start`` can reach with ``mp`` MP left [O21.1, O21.4], with
        the first hex of the safest way there and the enemy fire that way passes through (the
        :meth:`exposure` of each hex entered before the last; ``start`` maps to itself). The
        ways never cross a hex of ``avoid``."""
        assert self.view is not None
        terrain = self.view.setting.terrain
        blocked = set(self.enemy_hexes()) | set(avoid)
        best: dict[Hex, tuple[Hex, float]] = {}
        settled: set[tuple[Hex, int]] = set()
        frontier: list[tuple[float, int, str, Hex, Hex]] = [(0.0, 0, start.id, start, start)]
        while frontier:
            risk, spent, _, hex_, first = heapq.heappop(frontier)
            if (hex_, spent) in settled:
                continue
            settled.add((hex_, spent))
            if hex_ not in best:
                best[hex_] = (first, risk)
            onward = risk + (self.exposure(hex_) if hex_ != start else 0.0)
            for nxt in terrain.grid.neighbours(hex_):
                step = None if nxt in blocked else terrain.move_cost(hex_, nxt,
                                                                     self.view.markers).mp
                if step is None or spent + step > mp or (nxt, spent + step) in settled:
                    continue
                heapq.heappush(frontier, (onward, spent + step, nxt.id, nxt,
                                          nxt if hex_ == start else first))
        return best

    def exposure(self, hex_: Hex) -> float:
        """How much enemy fire a unit in ``hex_`` draws: the FP that sees it, less its Cover
        (worked out once per hex for each view)."""
        view, known = self._exposures
        if view is not self.view:
            known = {}
            self._exposures = (self.view, known)
        if hex_ not in known:
            known[hex_] = self.threat(hex_) / (3.0 + 2.0 * max(self.cover(hex_), 0))
        return known[hex_]

    def _on_move_step(self, decision: Decision) -> Choice | None:
        """Pick the best hex the movers can still reach this Order (progress to the goal,
        Cover, little enemy fire) and take the first step of the cheapest way there."""
        assert self.view is not None
        path = str(decision.facts("path")[0]).split() if decision.facts("path") else []
        here = Hex.parse(path[-1].split(":")[0]) if path else None
        there = [u for u in self.units(self.me) if u.hex == here]
        movers = ([u for u in there if u.id in self.moving]
                  or [u for u in there if u.id in self.activated()] or there)
        entries = {Hex.parse(str(c.args[0])): c for c in decision.choices if c.kind == "enter"}
        if here is None or not movers:
            return next(iter(entries.values()), None)
        goal = self.goal(movers[0])
        spent = decision.facts("mp_spent")
        movement = decision.facts("movement")
        mp = int(movement[0]) - int(spent[0]) if spent and movement else 0
        visited = {Hex.parse(step.split(":")[0]) for step in path[:-1]}
        can_stop = Choice("stop") in decision.choices

        def score(hex_: Hex) -> float:
            crowded = 30.0 if hex_ == here and self.overstacks(here, []) else 0.0
            return self._position_value(hex_, goal) - crowded - 5.0 * (hex_ in visited)

        # Ending a Turn overstacked costs units [8.2], and Op Fire may stop the movers in any
        # hex on the way: the ways avoid full hexes. Each hex crossed in sight of the enemy
        # risks Op Fire [A33].
        full = {u.hex for u in self.units(self.me)
                if u.hex is not None and u.hex != here and self.overstacks(u.hex, movers)}
        ways = {h: (f, risk) for h, (f, risk) in self.reachable(here, mp, full).items()
                if f == h or f in entries}
        candidates = [h for h in ways if h != here or can_stop]
        if not candidates:
            return next(iter(entries.values()), None)
        target = max(candidates, key=lambda h: (score(h) - PATH_RISK * ways[h][1], h == here,
                                                h.id))
        if target == here:
            return Choice("stop")
        return entries[ways[target][0]]

    def _on_overstack(self, decision: Decision) -> Choice | None:
        """Lose the least: a broken unit, a Team before a Squad, never a Leader first [8.2]."""
        def loss(choice: Choice) -> float:
            unit = self.unit(str(choice.args[0]))
            if unit is None or choice.kind != "eliminate":
                return 99.0
            return self.worth(unit) * (0.5 if unit.broken else 1.0) + 2.0 * self.is_leader(unit)

        return min(decision.choices, key=loss)

    def _on_advance(self, decision: Decision) -> Choice | None:
        """Advance into an enemy hex with the better Melee odds, or one hex nearer the goal,
        into Cover and out of fire; never into a full hex [O16, 8.2]."""
        enemies = self.enemy_hexes()
        # Who may still go where: a Melee is fought by all that go in, so the odds count
        # every unit that can still join [O16.4].
        can_enter: dict[Hex, list[UnitState]] = {}
        for choice in decision.choices:
            if choice.kind == "advance" and len(choice.args) >= 2:
                mover = self.unit(str(choice.args[0]))
                if mover is not None:
                    can_enter.setdefault(Hex.parse(str(choice.args[-1])), []).append(mover)

        def score(choice: Choice) -> float:
            if choice.kind != "advance" or len(choice.args) < 2:
                return -1.0
            unit = self.unit(str(choice.args[0]))
            hex_ = Hex.parse(str(choice.args[-1]))
            if unit is None or unit.hex is None:
                return -99.0
            if hex_ in enemies:
                if unit.broken:
                    return -50.0  # a broken unit in a Melee is only a loss [O16.4.2]
                party = self.melee_party(hex_, can_enter.get(hex_, []))
                margin = self.melee_margin(enemies[hex_], party)
                # Units already in the hex fight anyway: the others join them unless the
                # Melee is hopeless.
                committed = any(u.hex == hex_ for u in party)
                if unit not in party or margin <= (-4 if committed else 0):
                    return -30.0
                # A Melee won eliminates every enemy in the hex [O16.4.3]: worth more than a
                # hex of ground. The strongest go in first, Leaders last: the opponent may
                # answer each Advance with an Action before the next one [A24].
                return (10.0 + max(margin, 0.0) + 0.1 * self.stats(unit)[0]
                        - 0.5 * self.is_leader(unit))
            if self.overstacks(hex_, [unit]):
                return -50.0
            goal = self.goal(unit)
            gain = self._position_value(hex_, goal) - self._position_value(unit.hex, goal)
            return gain - 20.0 if unit.broken else gain

        # The first Advance of the Order is not optional [O16.1]: then the least bad one goes.
        best = self._best(decision.choices, score)
        if best is not None and (score(best) > 0 or Choice("done") not in decision.choices):
            return best
        return Choice("done") if Choice("done") in decision.choices else None

    def _on_rout_target(self, decision: Decision) -> Choice | None:
        """A Rout Order activates the opponent: routing its own broken units would only
        drive them off [O23.1]."""
        return Choice("rout_player", (self.me.other.value,))

    def _leaders_first(self, decision: Decision, leaders_first: bool) -> Choice | None:
        """The unit choice to take next: Leaders first (or last), Squads before Teams."""
        def score(choice: Choice) -> float:
            unit = self.unit(str(choice.args[0])) if choice.args else None
            if unit is None:
                return -99.0
            return (10.0 if self.is_leader(unit) == leaders_first else 0.0) + self.worth(unit)

        return self._best(decision.choices, score)

    def _on_rally_order(self, decision: Decision) -> Choice | None:
        """Broken Leaders make their Rally Rolls first: once rallied, their Command adds to
        the Morale of the others [O22.2, 3.1.4, 3.3.1]."""
        return self._leaders_first(decision, True)

    def _on_defense_order(self, decision: Decision) -> Choice | None:
        """Leaders make their Fire Defense rolls last: while unbroken, their Command adds to
        the Morale of the others [O20.3.4, 3.1.4, 3.3.1]."""
        return self._leaders_first(decision, False)

    def _on_reroll(self, decision: Decision) -> Choice | None:
        """Spend the Initiative card [9.1] on a roll that goes very badly for the viewer (its
        own, or a very good one of the opponent's), or on a Sudden Death roll that would
        decide the game the wrong way [6.2.2]. Rolls whose outcome it cannot weigh (Support
        Table, Commissar) are accepted."""
        assert self.view is not None
        context = dict(decision.context)
        white, colored = (int(x) for x in str(context.get("roll", "0•0")).split()[0].split("•"))
        total = white + colored
        purpose = str(context.get("purpose", ""))
        mine = decision.prompt.lower().startswith(self.me.value)
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
        bad_for_roller = total >= 10 if low_wanted else total <= 4
        good_for_roller = total <= 4 if low_wanted else total >= 10
        return Choice("reroll") if (bad_for_roller if mine else good_for_roller) else (
            Choice("accept"))

    def barrage_value(self, centre: Hex, fp: int) -> float:
        """What an Artillery Impact of ``fp`` on the seven hexes around ``centre`` is worth:
        the attacks on the enemies there less those on its own units [O18.2.3]."""
        assert self.view is not None
        area = (centre, *self.view.setting.terrain.grid.neighbours(centre))
        enemies = self.enemy_hexes()
        mine: dict[Hex, list[UnitState]] = {}
        for unit in self.units(self.me):
            if unit.hex in area:
                mine.setdefault(unit.hex, []).append(unit)
        return (sum(self.attack_value(fp, h, enemies[h]) for h in area if h in enemies)
                - sum(self.attack_value(fp, h, units) for h, units in mine.items()))

    def _on_spot(self, decision: Decision) -> Choice | None:
        """Place the Spotting Round where the barrage does most good, weighed by the chance
        that the Targeting Roll (the dice multiplied) beats the range [O18.2.1, O18.2.2]; a
        miss drifts it away."""
        assert self.view is not None
        spotter = self.unit(str(dict(decision.context).get("spotter", "")))
        radio = next((r for r in self.view.radios if r.side is self.me and r.status == "box"),
                     None)
        if spotter is None or spotter.hex is None or radio is None:
            return None
        fp = self.view.setting.radio_type(self.me, radio.type).fp
        here = spotter.hex

        def score(choice: Choice) -> float:
            hex_ = Hex.parse(str(choice.args[0]))
            return _TARGETING_HITS.get(here.distance(hex_), 0.0) * self.barrage_value(hex_, fp)

        return self._best((c for c in decision.choices if c.kind == "spot"), score)

    def _on_ambush_victim(self, decision: Decision) -> Choice | None:
        """Let the Ambush break the unit it costs least to lose: an unbroken one before a
        broken one (which it would eliminate), a Team before a Squad, the one whose broken
        side loses least Melee FP [A25, 3.2, O16.4.1]."""
        assert self.view is not None
        setting = self.view.setting

        def loss(choice: Choice) -> float:
            unit = self.unit(str(choice.args[0])) if choice.args else None
            if unit is None:
                return 99.0
            if unit.broken:
                return self.worth(unit) * _KILL_WORTH
            kind = setting.unit_type(unit.side, unit.type)
            return (self.worth(unit) * _BREAK_WORTH
                    + 3.0 * (kind.unbroken.fp - kind.broken.fp))

        return min(decision.choices, key=loss)

    def _on_sniper(self, decision: Decision) -> Choice | None:
        def score(choice: Choice) -> float:
            if choice.kind != "snipe":
                return 0.0
            unit = self.unit(str(choice.args[0]))
            if unit is None or unit.side is self.me:
                return -5.0
            return 2.0 + 2 * self.is_leader(unit) - 3 * unit.broken

        return self._best(decision.choices, score)

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
        if max((self.shot_at(u, hex_, enemies) for u in ready), default=0.0) < OP_FIRE_WORTH:
            return None
        return min(cards, key=lambda c: self.keep_value(int(c.args[0])))

    def _on_setup(self, decision: Decision) -> Choice | None:
        """Set a unit up near the Objectives, in Cover, and inside a Leader's Command radius:
        one Order then activates the whole group [5, O14.1, 3.3.1.1]. Leaders, set up first,
        keep apart so their radii cover different units."""
        assert self.view is not None
        objectives = list(self.objectives().values())
        unit = self.unit(str(dict(decision.context).get("unit", "")))
        #: Where the Leaders already set up stand, and their Command radius.
        leaders = [(u.hex, self.stats(u)[4]) for u in self.units(self.me)
                   if self.is_leader(u) and u.hex is not None]

        def score(choice: Choice) -> float:
            if choice.kind != "place" or len(choice.args) < 2:
                return -99.0
            hex_ = Hex.parse(str(choice.args[1]))
            nearest = min((hex_.distance(o) for o in objectives), default=0)
            base = 2.0 * self.cover(hex_) - nearest + self.rng.random()
            if unit is None:
                return base
            if self.is_leader(unit):
                reach = self.stats(unit)[4]
                return base - 3.0 * sum(hex_.distance(there) <= reach + radius
                                        for there, radius in leaders)
            return base + 3.0 * any(hex_.distance(there) <= radius for there, radius in leaders)

        return self._best(decision.choices, score)

    def _on_arm(self, decision: Decision) -> Choice | None:
        """Give a weapon to a Squad that has none, the strongest first; one that slows its
        carrier goes to a Team (whose own FP adds little), never to a Leader, who must keep
        up with his group [11.2, 3.3.1]."""
        assert self.view is not None
        setting = self.view.setting
        weapon = next((w for w in self.view.weapons
                       if w.id == str(dict(decision.context).get("weapon", ""))), None)
        slows = weapon is not None and setting.weapon_type(self.me, weapon.type).move_penalty < 0

        def score(choice: Choice) -> float:
            unit = self.unit(str(choice.args[1])) if len(choice.args) > 1 else None
            if unit is None:
                return -99.0
            kind = setting.unit_type(unit.side, unit.type).kind.value
            fp, _, movement, morale, _ = self.stats(unit)
            role = {"leader": -10.0, "team": 3.0 if slows else -2.0}.get(kind, 0.0)
            return role + 0.5 * morale + 0.2 * fp + 0.1 * movement

        return self._best(decision.choices, score)

    def _on_reinforce(self, decision: Decision) -> Choice | None:
        """Bring a reinforcement in at the edge hex nearest the Objectives still to take
        (all of them when every one is held), in Cover, out of fire, never into a full hex
        [6.1.2, 8.2]."""
        assert self.view is not None
        wanted = [h for n, h in self.objectives().items()
                  if self.view.control[n - 1] is not self.me] or list(self.objectives().values())

        def score(choice: Choice) -> float:
            unit = self.unit(str(choice.args[0])) if choice.kind == "place" else None
            if unit is None or len(choice.args) < 2:
                return -99.0
            hex_ = Hex.parse(str(choice.args[1]))
            nearest = min((hex_.distance(h) for h in wanted), default=0)
            crowded = 30.0 if self.overstacks(hex_, [unit]) else 0.0
            return -3.0 * nearest + 1.5 * self.cover(hex_) - self.exposure(hex_) - crowded

        return self._best(decision.choices, score)

    def _on_hero(self, decision: Decision) -> Choice | None:
        """Place the Hero where he can Rally a broken unit, else with the most units, in
        Cover; never into a full hex [E58, 8.2]."""
        assert self.view is not None
        hero = next((u for u in self.view.setting.nation(self.me).units if u.role == "hero"),
                    None)
        figures = hero.kind.figures if hero is not None else 1

        def score(choice: Choice) -> float:
            if choice.kind != "place_hero":
                return -99.0
            hex_ = Hex.parse(str(choice.args[0]))
            there = [u for u in self.units(self.me) if u.hex == hex_]
            if self.figures(there) + figures > 7:
                return -50.0
            return (5.0 * any(u.broken for u in there) + 0.5 * len(there) + self.cover(hex_)
                    - self.exposure(hex_))

        return self._best(decision.choices, score)

    # --- Events that pick a unit of either side [E43-E76] --------------------------------

    def stake(self, unit: UnitState) -> float:
        """What a unit is worth to the viewer: positive for its own, negative for the
        enemy's (a Leader, who commands others, above a Squad, a Team least)."""
        value = self.worth(unit) + 0.5 * self.is_leader(unit)
        return value if unit.side is self.me else -value

    def break_stake(self, unit: UnitState) -> float:
        """What breaking ``unit`` costs the viewer (negative: gains): its :meth:`stake`, more
        for a broken unit, which is eliminated [3.2]."""
        return self.stake(unit) * (_KILL_WORTH / _BREAK_WORTH if unit.broken else 1.0)

    def _pick_unit(self, decision: Decision, score: Callable[[UnitState], float]
                   ) -> Choice | None:
        """The best unit choice of ``decision`` by ``score``; None when it has none."""
        def of(choice: Choice) -> float:
            unit = self.unit(str(choice.args[0])) if choice.kind == "unit" else None
            return score(unit) if unit is not None else -math.inf

        return self._best((c for c in decision.choices if c.kind == "unit"), of)

    def _on_kia(self, decision: Decision) -> Choice | None:
        """KIA: eliminate the enemy's broken unit worth most, or else its own worth least
        [E62]."""
        return self._pick_unit(decision, lambda u: -self.stake(u))

    def _on_medic(self, decision: Decision) -> Choice | None:
        """Medic!: Rally its own broken unit worth most, or else the enemy's worth least
        [E64]."""
        return self._pick_unit(decision, self.stake)

    def _on_walking_wounded(self, decision: Decision) -> Choice | None:
        """Walking Wounded: bring back its own unit worth most (the opponent loses the VP of
        its elimination), or else the enemy's worth least [E76]."""
        return self._pick_unit(decision, self.stake)

    def _on_interdiction(self, decision: Decision) -> Choice | None:
        """Interdiction: Suppress the enemy unit with the most FP, or else its own with the
        least [E60, 13.1]."""
        return self._pick_unit(decision, lambda u: (self.stats(u)[0] + 1) * (
            -1 if u.side is self.me else 1))

    def _on_suppressing_fire(self, decision: Decision) -> Choice | None:
        """Suppressing Fire: Suppress the enemy unit with the most FP [E75, 13.1]."""
        return self._pick_unit(decision, lambda u: self.stats(u)[0] - 5 * u.broken)

    def _on_shell_shock(self, decision: Decision) -> Choice | None:
        """Shell Shock: of the tied closest units, break the enemy's worth most, or else its
        own worth least (a broken one is eliminated) [E72, 3.2]."""
        return self._pick_unit(decision, lambda u: -self.break_stake(u))

    def _on_prisoners(self, decision: Decision) -> Choice | None:
        """Prisoners of War: give up its broken unit worth least [E66]."""
        return self._pick_unit(decision, lambda u: -self.stake(u))

    def _on_commissar(self, decision: Decision) -> Choice | None:
        """Commissar: the broken unit with the highest Morale, the likeliest to rally [E50]."""
        return self._pick_unit(decision, lambda u: self.stats(u)[3] - 0.1 * self.worth(u))

    def _on_battle_harden(self, decision: Decision) -> Choice | None:
        """Battle Harden: the Veteran marker on an unbroken Squad with the most FP [E44]."""
        return self._pick_unit(decision, lambda u: self.worth(u) * (self.stats(u)[0] + 1)
                               - 5 * u.broken)

    def _on_hero_rally(self, decision: Decision) -> Choice | None:
        """The Hero Rallies the broken unit worth most [E58]."""
        return self._pick_unit(decision, self.stake)

    def _on_field_promotion(self, decision: Decision) -> Choice | None:
        """Field Promotion: a free Leader, placed with the most broken units to Rally [E56]."""
        to_rally: dict[str, float] = {}
        for unit in self.units(self.me):
            if unit.broken and unit.hex is not None:
                to_rally[unit.hex.id] = to_rally.get(unit.hex.id, 0.0) + self.worth(unit)

        def score(choice: Choice) -> float:
            return to_rally.get(str(choice.args[0]), 0.0) if choice.kind == "promote" else -1.0

        return self._best(decision.choices, score)

    def _on_scrounge(self, decision: Decision) -> Choice | None:
        """Scrounge: a free Weapon, to the unbroken Squad with the best Morale [E71, 11.2]."""
        def score(choice: Choice) -> float:
            unit = self.unit(str(choice.args[1])) if choice.kind == "scrounge" else None
            if unit is None:
                return -99.0
            return self.worth(unit) - 2.0 * self.is_leader(unit) + 0.1 * self.stats(unit)[3]

        return self._best(decision.choices, score)

    def _on_air_support(self, decision: Decision) -> Choice | None:
        """Air Support: break every unit in the hex where that hurts the enemy most (a
        broken unit broken again is eliminated), never its own; else decline [E43]."""
        assert self.view is not None
        loss: dict[str, float] = {}
        for unit in self.view.units:
            if unit.status == "map" and unit.hex is not None:
                loss[unit.hex.id] = loss.get(unit.hex.id, 0.0) + self.break_stake(unit)

        def score(choice: Choice) -> float:
            return -loss.get(str(choice.args[0]), 0.0) if choice.kind == "air_strike" else 0.0

        return self._best(decision.choices, score)

    def retreat_onward(self, unit: UnitState, hex_: Hex) -> list[Hex]:
        """The hexes ``unit`` could Retreat into next from ``hex_`` (the engine's own rule,
        read from the view) [O23.3, O23.3.5]."""
        assert self.view is not None
        blocks = retreat_blocks_from(self.view.setting, self.view.markers, unit.side, hex_,
                                     self.enemy_hexes())
        return [h for h, why in blocks.items() if not why]

    def _retreat_score(self, choice: Choice, left: int = 1) -> float:
        """A Retreat step into the hex of ``choice`` with ``left`` hexes still to go: away
        from the enemy, into Cover, and never where the rest of the Retreat would eliminate
        the unit (no hex onward) or end in a full hex [O23.3, O23.3.5, 8.2]."""
        hexes = [a for a in choice.args if isinstance(a, str) and a[:1].isupper()
                 and a[1:].isdigit()]
        if not hexes:
            return 0.0
        hex_ = Hex.parse(hexes[-1])
        enemies = list(self.enemy_hexes())
        far = min((hex_.distance(h) for h in enemies), default=5)
        unit = self.unit(str(choice.args[0])) if choice.args else None
        crowded = 0.0
        if unit is not None and left > 1:
            onward = self.retreat_onward(unit, hex_)
            if not onward:
                return -25.0 + far
            # Overstacked units are lost at the end of the Turn [8.2].
            if all(self.overstacks(h, [unit]) for h in onward):
                crowded = 10.0
        elif unit is not None and self.overstacks(hex_, [unit]):
            crowded = 10.0
        return far + self.cover(hex_) - crowded

    def _on_blaze_relocation(self, decision: Decision) -> Choice | None:
        return self._best(decision.choices, self._retreat_score)

    def _on_retreat(self, decision: Decision) -> Choice | None:
        """Retreat away from the enemy, into Cover, not into a full hex [O23.3, 8.2]."""
        left = int(dict(decision.context).get("hexes", 1))
        return self._best(decision.choices, lambda c: self._retreat_score(c, left))
