"""Moves, Advances, Melee odds and Retreats: where a unit goes and by which way [O16, O21,
O23.3, 8.2]."""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable, Sequence
from typing import Literal

from cc_engine.ai.goals import COVER_WEIGHT, PATIENT_COVER_BONUS, Goals
from cc_engine.hexgrid import Hex
from cc_engine.rules.morale import retreat_blocks_from
from cc_engine.state import Choice, Decision, UnitState

__all__ = ["CAPTURE_WEIGHT", "PATH_RISK", "Movement"]

#: How much the enemy fire on the hexes crossed on the way counts against a destination,
#: beside the fire on the destination itself (where the unit stays).
PATH_RISK = 0.5
#: What entering an Objective the side does not hold (and can keep, see
#: :meth:`~cc_engine.ai.goals.Goals.can_keep`) is worth in a hex's value, for each point of
#: its :meth:`~cc_engine.ai.evaluation.Evaluation.objective_stake`: control changes as the unit
#: enters [7.3.1], so Cover beside it is not worth leaving it untaken.
CAPTURE_WEIGHT = 3.0
#: What the :meth:`~cc_engine.ai.evaluation.Evaluation.danger` of ending a move in a hex
#: counts against it, per unit of certainty that the unit breaks there: a broken unit loses
#: its ground and Turns to Rally, and a second hit eliminates it [3.2, O22]: a Kill.
DANGER_WEIGHT = 25.0

#: How a Retreat can end (see :meth:`Movement.retreat_outcome`), best first.
RetreatEnd = Literal["safe", "crowded", "lost"]
RETREAT_ENDS: tuple[RetreatEnd, ...] = ("safe", "crowded", "lost")


class Movement(Goals):
    """Answers to the decisions of a Move, an Advance and a Retreat."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        #: The units it last chose to move (a Move Order's later steps are theirs).
        self.moving: frozenset[str] = frozenset()

    def _on_move_unit(self, decision: Decision) -> Choice | None:
        """Move the units (alone or together) farthest from their goals, none that would
        end worse off for the danger on the way (see :meth:`move_gain`) [O21]."""
        def score(choice: Choice) -> float:
            movers = [self.unit(str(a)) for a in choice.args]
            distance = 0.0
            for unit in movers:
                if unit is None or unit.hex is None or self.move_gain(unit) <= 0:
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

    def move_gain(self, unit: UnitState) -> float:
        """How much better than where it stands is the best hex ``unit`` can reach with one
        Move, for the danger on the way (0 or less: it stays; worked out once per view)
        [O21, A33]."""
        known = self.memo("move_gain")
        if unit.id not in known:
            known[unit.id] = self._move_gain(unit)
        gain: float = known[unit.id]
        return gain

    def _move_gain(self, unit: UnitState) -> float:
        assert unit.hex is not None
        here, goal = unit.hex, self.goal(unit)
        _, _, mp, morale, _ = self.stats(unit)
        full = {u.hex for u in self.units(self.me)
                if u.hex is not None and u.hex != here and self.overstacks(u.hex, [unit])}
        now = self._position_value(here, goal, morale)
        ways = self.reachable(here, mp, full, morale)
        return max((self._position_value(h, goal, morale) - PATH_RISK * risk
                    for h, (_, risk) in ways.items() if h != here), default=now) - now

    def danger_weight(self) -> float:
        """:data:`DANGER_WEIGHT` as far as the side's :meth:`caution` lets it count."""
        known = self.memo("danger_weight")
        if None not in known:
            known[None] = DANGER_WEIGHT * self.caution()
        weight: float = known[None]
        return weight

    def _position_value(self, hex_: Hex, goal: Hex | None, morale: int) -> float:
        """What ending a move in ``hex_`` is worth to a unit of ``morale`` heading for
        ``goal``: the way left, Cover (see :data:`COVER_WEIGHT` and
        :data:`PATIENT_COVER_BONUS`), enemies next to it, their fire and the chance it
        breaks the unit (see :data:`DANGER_WEIGHT`); taking the goal when it is an Objective
        to take (see :data:`CAPTURE_WEIGHT`)."""
        enemies = self.enemy_hexes()
        near = sum(hex_.distance(h) <= 1 for h in enemies)
        distance = self.way(hex_, goal) if goal is not None else 0
        exposure = self.exposure(hex_)
        # Behind on VP, a side must get there before Time runs out [6.1.2]: each hex of the
        # way weighs more than the risk on it.
        push = 3.0 if self.lead() >= 0 else 4.5
        # No enemy next to it is what :meth:`can_keep` asks; any hex of the goal's area takes
        # it once no enemy is left in the area [7.3.1.1].
        at = self.objective_at()
        number = at.get(hex_) if goal is not None and near == 0 else None
        if number is not None and (goal is None or at.get(goal) != number
                                   or self.contested(number)):
            number = None
        capture = CAPTURE_WEIGHT * self.objective_stake(number) if number is not None else 0.0
        danger = self.danger_weight() * self.danger(hex_, morale)
        shelter = COVER_WEIGHT + (PATIENT_COVER_BONUS if self.caution() >= 1.0 else 0.0)
        return (-push * distance + shelter * self.cover(hex_) - 2.0 * near - exposure - danger
                + capture)

    def reachable(self, start: Hex, mp: int, avoid: Iterable[Hex] = (), morale: int | None = None
                  ) -> dict[Hex, tuple[Hex, float]]:
        """Every hex the movers in ``start`` can reach with ``mp`` MP left [O21.1, O21.4], with
        the first hex of the safest way there and the enemy fire that way passes through (the
        :meth:`exposure` of each hex entered before the last, and with ``morale`` the
        :data:`DANGER_WEIGHT` of its danger: Op Fire may come at each [A33]; ``start`` maps to
        itself). The ways never cross a hex of ``avoid``."""
        assert self.view is not None
        steps = self.view.setting.terrain.steps(self.view.markers)
        blocked = set(self.enemy_hexes()) | set(avoid)
        best: dict[Hex, tuple[Hex, float]] = {}
        # The least MP spent on a way into each hex taken so far: the ways come out of the
        # heap by their risk, so a later way that spent no less MP can reach nothing a taken
        # one cannot reach as safely, and is dropped.
        least_spent: dict[Hex, int] = {}
        frontier: list[tuple[float, int, str, Hex, Hex]] = [(0.0, 0, start.id, start, start)]
        while frontier:
            risk, spent, _, hex_, first = heapq.heappop(frontier)
            if least_spent.get(hex_, mp + 1) <= spent:
                continue
            least_spent[hex_] = spent
            if hex_ not in best:
                best[hex_] = (first, risk)
            onward = risk + (self.exposure(hex_) if hex_ != start else 0.0)
            if hex_ != start and morale is not None:
                onward += self.danger_weight() * self.danger(hex_, morale)
            for nxt, step in steps[hex_]:
                if nxt in blocked or spent + step > mp or least_spent.get(nxt, mp + 1) <= (
                        spent + step):
                    continue
                heapq.heappush(frontier, (onward, spent + step, nxt.id, nxt,
                                          nxt if hex_ == start else first))
        return best

    def _on_move_step(self, decision: Decision) -> Choice | None:
        """Pick the best hex the movers can still reach this Order (progress to the goal,
        Cover, little enemy fire and danger for the weakest Morale) and take the first step
        of the cheapest way there."""
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
        morale = min(self.stats(u)[3] for u in movers)
        spent = decision.facts("mp_spent")
        movement = decision.facts("movement")
        mp = int(movement[0]) - int(spent[0]) if spent and movement else 0
        visited = {Hex.parse(step.split(":")[0]) for step in path[:-1]}
        can_stop = Choice("stop") in decision.choices

        def score(hex_: Hex) -> float:
            crowded = 30.0 if hex_ == here and self.overstacks(here, []) else 0.0
            return (self._position_value(hex_, goal, morale) - crowded
                    - 5.0 * (hex_ in visited))

        # Ending a Turn overstacked costs units [8.2], and Op Fire may stop the movers in any
        # hex on the way: the ways avoid full hexes. Each hex crossed in sight of the enemy
        # risks Op Fire [A33].
        full = {u.hex for u in self.units(self.me)
                if u.hex is not None and u.hex != here and self.overstacks(u.hex, movers)}
        ways = {h: (f, risk) for h, (f, risk) in self.reachable(here, mp, full, morale).items()
                if f == h or f in entries}
        candidates = [h for h in ways if h != here or can_stop]
        if not candidates:
            return next(iter(entries.values()), None)
        target = max(candidates, key=lambda h: (score(h) - PATH_RISK * ways[h][1], h == here,
                                                h.id))
        if target == here:
            return Choice("stop")
        return entries[ways[target][0]]

    def arrival_value(self, hex_: Hex, unit: UnitState) -> float:
        """What ``unit`` (a piece new on the map: from the Support Table, a Hidden Unit, a
        Walking Wounded) gains from coming in at ``hex_``: its :meth:`_position_value` on
        the way to the Objective it would head for (:meth:`wanted_objective`; with all five
        held, the nearest). In an enemy's hex a Melee follows at once [E42, O16.4]: only
        with the better odds (see :meth:`melee_margin`)."""
        goal = self.wanted_objective(hex_) or min(
            self.objectives().values(), key=lambda h: (self.way(hex_, h), h.id), default=None)
        foes = self.enemy_hexes().get(hex_)
        if foes:
            party = [*(u for u in self.units(self.me) if u.hex == hex_), unit]
            margin = self.melee_margin(foes, party)
            return 10.0 + margin if margin > 0 else -50.0
        crowded = 30.0 if self.overstacks(hex_, [unit]) else 0.0
        return self._position_value(hex_, goal, self.stats(unit)[3]) - crowded

    def _on_exit_time(self, decision: Decision) -> Choice | None:
        """An exited unit goes on the earliest Time space offered: it comes back soonest as
        a reinforcement, and a later space only keeps it off the map [7.2.1, 6.1.2]."""
        return min(decision.choices, key=lambda c: int(c.args[0]) if c.args else 99)

    def _on_melee_order(self, decision: Decision) -> Choice | None:
        """Fight first the Melee with the best odds and the most at stake (an Objective in
        the hex): a trigger of its rolls (Time, Sudden Death) may end the game before the
        others are fought [O16.4, 6.2.2]."""
        enemies = self.enemy_hexes()

        def score(choice: Choice) -> float:
            hex_ = Hex.parse(str(choice.args[0]))
            mine = [u for u in self.units(self.me) if u.hex == hex_]
            number = self.objective_at().get(hex_)
            stake = self.objective_stake(number) if number is not None else 0.0
            return self.melee_margin(enemies.get(hex_, []), mine) + stake

        return self._best(decision.choices, score)

    def _on_overstack(self, decision: Decision) -> Choice | None:
        """Lose the least: a broken unit, a Team before a Squad, never a Leader first; the
        hex's one free Deploy first when it then loses a Team instead of a Squad [8.2, E52]."""
        def loss(unit: UnitState) -> float:
            return self.worth(unit) * (0.5 if unit.broken else 1.0) + 2.0 * self.is_leader(unit)

        def plan(units: list[UnitState]) -> float:
            """What eliminating the cheapest units until the hex holds 7 figures costs."""
            left, total = sorted(units, key=loss), 0.0
            while left and self.figures(left) > 7:
                total += loss(left.pop(0))
            return total

        there = {c.args[0]: u for c in decision.choices if c.kind == "eliminate"
                 and (u := self.unit(str(c.args[0]))) is not None}
        if not there:
            return None

        def deployed(choice: Choice) -> float:
            squad = there.get(choice.args[0])
            teams = self.deployed(squad) if squad is not None else None
            if squad is None or teams is None:
                return math.inf
            return plan([*(u for u in there.values() if u.id != squad.id), *teams])

        deploy = min((c for c in decision.choices if c.kind == "deploy"), key=deployed,
                     default=None)
        if deploy is not None and deployed(deploy) < plan(list(there.values())):
            return deploy
        return Choice("eliminate", (min(there.values(), key=loss).id,))

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
        area = self.area(number)
        if advancing:
            able = any(unit.hex.distance(h) == 1 and self.can_step_into(unit, h) for h in area)
        else:
            reach = self.reachable(unit.hex, self.stats(unit)[2])
            able = any(h in reach for h in area)
        return stake if stake > 0 and able else 0.0

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
            morale = self.stats(unit)[3]
            gain = (self._position_value(hex_, goal, morale)
                    - self._position_value(unit.hex, goal, morale))
            return gain - 20.0 if unit.broken else gain

        # The first Advance of the Order is not optional [O16.1]: then the least bad one goes.
        best = self._best(decision.choices, score)
        if best is not None and (score(best) > 0 or Choice("done") not in decision.choices):
            return best
        return Choice("done") if Choice("done") in decision.choices else None

    def retreat_onward(self, unit: UnitState, hex_: Hex) -> list[Hex]:
        """The hexes ``unit`` could Retreat into next from ``hex_`` (the engine's own rule,
        read from the view) [O23.3, O23.3.5]."""
        assert self.view is not None
        blocks = retreat_blocks_from(self.view.setting, self.view.markers, unit.side, hex_,
                                     self.enemy_hexes())
        return [h for h, why in blocks.items() if not why]

    def retreat_outcome(self, unit: UnitState, hex_: Hex, left: int) -> RetreatEnd:
        """The best end the rest of a Retreat can reach after ``unit`` steps into ``hex_``
        with ``left`` hexes to go, this step counted: "lost" when every way runs out of hexes
        (off its edge or blocked), "crowded" when every way ends in a full hex, where it is
        lost at the end of the Turn, else "safe" [O23.3, O23.3.5, 8.2]."""
        known = self.memo("retreat_outcome")
        key = (unit.id, hex_, left)
        found: RetreatEnd | None = known.get(key)
        if found is not None:
            return found
        end: RetreatEnd
        if left <= 1:
            end = "crowded" if self.overstacks(hex_, [unit]) else "safe"
        else:
            end = min((self.retreat_outcome(unit, h, left - 1)
                       for h in self.retreat_onward(unit, hex_)),
                      key=RETREAT_ENDS.index, default="lost")
        known[key] = end
        return end

    def _retreat_score(self, choice: Choice, left: int = 1) -> float:
        """A Retreat step into the hex of ``choice`` with ``left`` hexes still to go: away
        from the enemy, into Cover, and never where the rest of the Retreat, however it goes
        on, would eliminate the unit or end in a full hex (see :meth:`retreat_outcome`)."""
        hexes = [a for a in choice.args if isinstance(a, str) and a[:1].isupper()
                 and a[1:].isdigit()]
        if not hexes:
            return 0.0
        hex_ = Hex.parse(hexes[-1])
        enemies = list(self.enemy_hexes())
        far = min((hex_.distance(h) for h in enemies), default=5)
        unit = self.unit(str(choice.args[0])) if choice.args else None
        outcome = self.retreat_outcome(unit, hex_, left) if unit is not None else "safe"
        if outcome == "lost":
            return -25.0 + far
        crowded = 10.0 if outcome == "crowded" else 0.0
        return far + self.cover(hex_) - crowded

    def _on_blaze_relocation(self, decision: Decision) -> Choice | None:
        return self._best(decision.choices, self._retreat_score)

    def _on_retreat(self, decision: Decision) -> Choice | None:
        """Retreat away from the enemy, into Cover, not into a full hex [O23.3, 8.2]."""
        left = int(dict(decision.context).get("hexes", 1))
        return self._best(decision.choices, lambda c: self._retreat_score(c, left))
