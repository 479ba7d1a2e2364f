"""Where each unit heads: the Objectives to take or hold, the one sent to take a near empty
Objective, and the enemy to hunt when every Objective is held and the side is behind [7.3]."""

from __future__ import annotations

from collections import deque

from cc_engine.ai.evaluation import Evaluation
from cc_engine.hexgrid import Hex
from cc_engine.state import Setting, UnitState
from cc_engine.views import PlayerView

__all__ = ["CATCH_UP", "CAUTION_SPACES", "CLAIM_WAY", "DESPERATE_LEAD", "FAR_BEHIND",
           "HUNT_WINDOW", "LAST_SPACES", "LEAST_CAUTION", "Goals"]

#: How many Time spaces before Sudden Death a side that holds every Objective and is behind
#: goes out to hunt: earlier, the enemy has time to come for the Objectives into its fire.
HUNT_WINDOW = 6

#: The farthest (in hexes to enter) a unit is sent to take an empty Objective ahead of the
#: others' choices.
CLAIM_WAY = 2

#: Behind by this many VP (counting the Defender's Time VP to come) with at most
#: :data:`LAST_SPACES` Time spaces left, a side has nothing left to save: it attacks.
DESPERATE_LEAD = 5
LAST_SPACES = 3

#: Behind on VP, a side weighs the danger of a hex in full only with this many Time spaces
#: left before Sudden Death; with fewer, in proportion, but never less than
#: :data:`LEAST_CAUTION`: a defender who sits in Cover and waits is beaten only by going in.
CAUTION_SPACES = 6
LEAST_CAUTION = 0.3

#: What each point of Cover in a hex a unit goes to (a Move's end, a spot to fire from, a
#: setup hex) is worth: Cover adds to the Morale it defends with [3.1.4]; a hex of the way
#: to the goal is worth 3.0 (4.5 behind on VP).
COVER_WEIGHT = 1.5

#: What each point of Cover at a Move's end is worth on top of :data:`COVER_WEIGHT` while
#: the side's caution is full (ahead, or with the time to catch up): a unit that need not
#: hurry keeps the Morale Cover gives it [3.1.4]. A side that must catch up counts Cover at
#: :data:`COVER_WEIGHT` alone (docs/ai-search.md).
PATIENT_COVER_BONUS = 0.75

#: Behind by more VP than this (counting the Defender's Time VP to come), a side cannot wait
#: for the enemy's mistakes to make them up: the enemy ahead sits in Cover [7]. Each VP more
#: lowers the danger's weight by ``1 / FAR_BEHIND``, down to :data:`LEAST_CAUTION`, however
#: slowly the Time track moves (scenario 3's Axis, 20 VP behind from the start, used to fire
#: from afar for 60 Turns and more and lose by 28 VP a game).
CATCH_UP = 10
FAR_BEHIND = 15


class Goals(Evaluation):
    """Each unit's goal, worked out once per view."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        #: For each goal worked out, the hexes a unit must enter from each hex to reach it.
        self._ways: tuple[Setting | None, dict[Hex, dict[Hex, int]]] = (None, {})
        #: The units sent to take a near empty Objective, and the view that was worked out for.
        self._claims: tuple[PlayerView | None, dict[str, Hex]] = (None, {})
        #: Whether the side hunts, where each unit goes to shoot (see :meth:`quarry`), and
        #: the view that was worked out for.
        self._quarries: tuple[PlayerView | None, bool, dict[str, Hex | None]] = (None, False, {})

    def holds(self, unit: UnitState) -> bool:
        """Does ``unit`` stay to hold the Objective whose :meth:`area` it stands in? Leaders
        never do, nor any unit while an enemy shares the area of an Objective its side does
        not control. Ahead on VP every unit there does; behind, one is enough (a broken one,
        else a Team before a Squad) and the others go for more [7.3.1, 7.3.1.1]."""
        assert self.view is not None
        here = unit.hex
        number = self.objective_at().get(here) if here is not None else None
        if number is None or self.is_leader(unit):
            return False
        if self.view.control[number - 1] is not self.me and self.contested(number):
            return False
        if self.view.control[number - 1] is self.me and here != self.objectives()[number]:
            return False
        if self.lead() >= 0:
            return True
        area = self.area(number)
        keepers = [u for u in self.units(unit.side) if u.hex in area and not self.is_leader(u)]
        holder = min(keepers, key=lambda u: (not u.broken, self.worth(u), u.id))
        return holder.id == unit.id

    def claims(self) -> dict[str, Hex]:
        """The unit sent to each Objective its side does not hold that no enemy stands in
        (anywhere in its :meth:`area`) and one of its units can reach within
        :data:`CLAIM_WAY` hexes: the nearest unbroken unit not holding another, richest
        Objective first, and the hex of the area it goes to. One unit is enough to take it
        [7.3.1]; the others go on (worked out once per view)."""
        view, found = self._claims
        if view is self.view:
            return found
        assert self.view is not None
        found = {}
        free = [u for u in self.units(self.me) if not u.broken and not self.holds(u)]
        open_ = [n for n in self.objectives()
                 if self.view.control[n - 1] is not self.me and not self.contested(n)]
        for number in sorted(open_, key=lambda n: (-self.objective_stake(n), n)):
            near = [(self.way(u.hex, entry), u.id, entry) for u in free
                    if u.hex is not None and u.id not in found
                    for entry in [self.entry(number, u.hex)]]
            if near and (best := min(near))[0] <= CLAIM_WAY:
                found[best[1]] = best[2]
        self._claims = (self.view, found)
        return found

    def entry(self, number: int, start: Hex) -> Hex:
        """The hex of Objective ``number``'s :meth:`area` a unit in ``start`` heads for to
        take it: the nearest holding an enemy while one is in it (he must be driven out
        first), else the nearest [7.3.1.1]."""
        area = self.area(number)
        if len(area) > 1:
            enemies = self.enemy_hexes()
            area = tuple(h for h in area if h in enemies) or area
        return min(area, key=lambda h: (self.way(start, h), h.id))

    def goal(self, unit: UnitState) -> Hex | None:
        """Where a unit heads: the Objective it holds (see :meth:`holds`) or is sent to take
        (see :meth:`claims`); otherwise the Objective its side does not hold that is worth
        most for the way (an enemy-held one counts twice: taking it swings the lead both
        ways), at the hex of it given by :meth:`entry`; with all five held, the enemy when
        behind (see :meth:`quarry`), else nowhere."""
        assert self.view is not None and unit.hex is not None
        here = unit.hex
        if self.holds(unit):
            return here
        claimed = self.claims().get(unit.id)
        if claimed is not None:
            return claimed
        wanted = self.wanted_objective(here)
        if wanted is None:
            return self.quarry(unit) if self.lead() + self.time_gain() < 0 else None
        return wanted

    def wanted_objective(self, here: Hex) -> Hex | None:
        """The Objective the viewer does not hold that is worth most for the way from
        ``here`` (an enemy-held one counts twice, see :meth:`objective_stake`), at the hex
        of it given by :meth:`entry`; None when it holds all five [7.3]."""
        assert self.view is not None
        open_ = [(n, self.entry(n, here)) for n in self.objectives()
                 if self.view.control[n - 1] is not self.me]
        if not open_:
            return None

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

    def caution(self) -> float:
        """How much the danger of a hex counts in the viewer's moves (1: in full). Ahead on
        VP, counting the Defender's Time VP to come, a side keeps its units whole; behind, it
        must take ground before Sudden Death ends the game, and takes more risk as the end
        nears (see :data:`CAUTION_SPACES`) and the further behind it is (see
        :data:`CATCH_UP`) [6.2.2, 7]."""
        deficit = -(self.lead() + self.time_gain())
        if deficit <= 0:
            return 1.0
        by_time = min(1.0, self.time_left() / CAUTION_SPACES)
        by_deficit = 1.0 - max(0, deficit - CATCH_UP) / FAR_BEHIND
        return max(LEAST_CAUTION, min(by_time, by_deficit))

    def desperate(self) -> bool:
        """Is the side so far behind so late (see :data:`DESPERATE_LEAD`) that only an attack
        can still win [6.2.2, 7]?"""
        return (self.time_left() <= LAST_SPACES
                and self.lead() + self.time_gain() <= -DESPERATE_LEAD)

    def quarry(self, unit: UnitState) -> Hex | None:
        """Where ``unit`` goes to shoot when its side holds every Objective and is still
        behind on VP: only eliminations can swing the lead now [7.1, 7.3]. A side clearly
        weaker on the map (see :meth:`outgunned`), or with Sudden Death [6.2.2] still more
        than :data:`HUNT_WINDOW` Time spaces away, keeps its Cover and lets the enemy come,
        unless it is :meth:`desperate`.
        The enemy hex with the most units for the way there is the target; the unit heads for
        the hex in its Range that sees the target [O20.1] with the best Cover and the least
        enemy fire, for the way there (worked out once per view for each unit)."""
        assert self.view is not None and unit.hex is not None
        view, hunting, spots = self._quarries
        if view is not self.view:
            hunting = self.desperate() or (self.time_left() <= HUNT_WINDOW
                                           and not self.outgunned())
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
                return (COVER_WEIGHT * self.cover(hex_) - 2.0 * near - self.exposure(hex_)
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

    def can_keep(self, objective: Hex) -> bool:
        """Would an Objective taken by entering ``objective`` (a hex of its :meth:`area`)
        stay taken for a while: no enemy in the area or next to that hex (one next to it
        takes it back with an Advance) [7.3.1, 7.3.1.1, O16.1]?"""
        number = self.objective_at().get(objective)
        return ((number is None or not self.contested(number))
                and all(objective.distance(h) > 1 for h in self.enemy_hexes()))

    def way_to_go(self, unit: UnitState) -> float:
        """Hexes a unit must enter to reach its goal (:meth:`way`; 0 when it has none)."""
        goal = self.goal(unit)
        return float(self.way(unit.hex, goal)) if goal is not None and unit.hex is not None else 0.0
