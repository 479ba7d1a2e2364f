"""What the planner reads off its view and how it values it: units and their stats, Cover,
line of sight, Objectives and their stakes, the worth of an attack and the enemy fire on a hex.

Everything here is public or the viewer's own: its view's units, markers and hand, the map and
the line of sight (computed from the map, like a player bending over the board).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import Any

from cc_engine.content.vocabulary import SideId
from cc_engine.hexgrid import Hex
from cc_engine.rules.los import LosResult, los, los_cache
from cc_engine.rules.terrain import TerrainState
from cc_engine.rules.units import team_type_for
from cc_engine.state import Choice, Decision, Setting, UnitState
from cc_engine.views import PlayerView

__all__ = ["Evaluation", "hit_chance"]

#: ``_ROLL_MARGIN[k]``: the chance that one 2d6 roll beats another by at least ``k``
#: (``k`` from -11 to 12; outside that range the chance is 1 or 0).
_ROLL_MARGIN: dict[int, float] = {
    k: sum((a1 + a2) - (b1 + b2) >= k
           for a1 in range(1, 7) for a2 in range(1, 7)
           for b1 in range(1, 7) for b2 in range(1, 7)) / 6 ** 4
    for k in range(-11, 13)
}

#: The worth of breaking a unit (a figure of a unit's weight); eliminating a broken one is
#: worth more, it counts on the surrender track and for VP [3.2, 7.1].
BREAK_WORTH = 10.0
KILL_WORTH = 25.0

#: The chance that a stack's Fire Group is not fired at a hex in its sight before a unit
#: there moves on, when the enemy holds no Fire card: a Fire Order still may come [O20].
FIRE_WITHOUT_CARD = 0.35


def hit_chance(fp: int, defense: int) -> float:
    """The chance that an Attack Total of ``fp`` + 2d6 beats a Defense Total of
    ``defense`` + 2d6 (Morale plus Cover) [O20.3.4]."""
    margin = defense - fp + 1
    if margin <= -11:
        return 1.0
    return _ROLL_MARGIN.get(margin, 0.0)


class Evaluation:
    """The view being answered and what the planner reads off it (caches last one view)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.view: PlayerView | None = None
        #: What was worked out for the last view, by what it is (see :meth:`memo`).
        self._memos: tuple[PlayerView | None, dict[str, dict[Any, Any]]] = (None, {})
        #: The Objectives of the game's map: the printed hex by number, the number by each hex
        #: of its area, and the area by number.
        self._objectives: tuple[Setting | None, dict[int, Hex], dict[Hex, int],
                                dict[int, tuple[Hex, ...]]] = (None, {}, {}, {})

    def memo(self, name: str) -> dict[Any, Any]:
        """The results named ``name`` worked out for the current view (a new, empty table
        for each view: everything in it may depend on the view)."""
        view, tables = self._memos
        if view is not self.view:
            tables = {}
            self._memos = (self.view, tables)
        table = tables.get(name)
        if table is None:
            table = tables[name] = {}
        return table

    # --- picking a choice -------------------------------------------------------------------

    def _best(self, choices: Iterable[Choice], score: Callable[[Choice], float]) -> Choice | None:
        """The highest-scoring choice (ties broken at random), or None if there is none."""
        scored = [(score(c), self.rng.random(), c) for c in choices]
        return max(scored, key=lambda s: (s[0], s[1]))[2] if scored else None

    def _pick_unit(self, decision: Decision, score: Callable[[UnitState], float]
                   ) -> Choice | None:
        """The best unit choice of ``decision`` by ``score``; None when it has none."""
        def of(choice: Choice) -> float:
            unit = self.unit(str(choice.args[0])) if choice.kind == "unit" else None
            return score(unit) if unit is not None else -math.inf

        return self._best((c for c in decision.choices if c.kind == "unit"), of)

    def _leaders_first(self, decision: Decision, leaders_first: bool) -> Choice | None:
        """The unit choice to take next: Leaders first (or last), Squads before Teams."""
        def score(choice: Choice) -> float:
            unit = self.unit(str(choice.args[0])) if choice.args else None
            if unit is None:
                return -99.0
            return (10.0 if self.is_leader(unit) == leaders_first else 0.0) + self.worth(unit)

        return self._best(decision.choices, score)

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

    def worth(self, unit: UnitState) -> float:
        """How much a unit matters: a Leader or a Squad more than a Team."""
        assert self.view is not None
        kind = self.view.setting.unit_type(unit.side, unit.type).kind.value
        return 0.5 if kind == "team" else 1.0

    def deployed(self, squad: UnitState) -> list[UnitState] | None:
        """The two Teams of its side's OB quality ``squad`` would Deploy into (None when its
        nation has no such Team) [E52.1, E52.2]."""
        assert self.view is not None
        team = team_type_for(self.view.setting, squad.side)
        if team is None:
            return None
        return [replace(squad, id=f"{squad.id}.{n}", type=team) for n in (1, 2)]

    def weapon_worth(self, side: SideId, type_id: str) -> float:
        """How much a Weapon of ``type_id`` matters: its FP and a quarter of its Range, a
        quarter less for Ordnance, which must hit first [O20.2], half for a single-use one
        [11, 11.6]."""
        assert self.view is not None
        kind = self.view.setting.weapon_type(side, type_id)
        worth = (kind.fp + kind.range / 4) * (0.75 if kind.ordnance else 1.0)
        return worth / 2 if kind.single_use else worth

    def stake(self, unit: UnitState) -> float:
        """What a unit is worth to the viewer: positive for its own, negative for the
        enemy's (a Leader, who commands others, above a Squad, a Team least)."""
        value = self.worth(unit) + 0.5 * self.is_leader(unit)
        return value if unit.side is self.me else -value

    def break_stake(self, unit: UnitState) -> float:
        """What breaking ``unit`` costs the viewer (negative: gains): its :meth:`stake`, more
        for a broken unit, which is eliminated [3.2]."""
        return self.stake(unit) * (KILL_WORTH / BREAK_WORTH if unit.broken else 1.0)

    def figures(self, units: Iterable[UnitState]) -> int:
        """Figures of units: Leader 1, Team 2, Squad 4 [8.2]."""
        assert self.view is not None
        return sum(self.view.setting.unit_type(u.side, u.type).kind.figures for u in units)

    def overstacks(self, hex_: Hex, movers: Sequence[UnitState]) -> bool:
        """Would ``movers`` entering ``hex_`` put more than 7 figures there [8.2]?"""
        mover_ids = {u.id for u in movers}
        there = [u for u in self.units(self.me) if u.hex == hex_ and u.id not in mover_ids]
        return self.figures(there) + self.figures(movers) > 7

    def cover(self, hex_: Hex) -> int:
        """The Cover of ``hex_`` under the view's markers (worked out once per view)."""
        known = self.memo("cover")
        found: int | None = known.get(hex_)
        if found is None:
            assert self.view is not None
            found = known[hex_] = self.view.setting.terrain.cover(hex_, self.view.markers).value
        return found

    def sees(self, a: Hex, b: Hex) -> bool:
        assert self.view is not None
        return los_cache(self.view.setting.terrain).los(self.view.markers, a, b).can_see

    def sight_under(self, markers: TerrainState, a: Hex, b: Hex) -> LosResult:
        """The LOS from ``a`` to ``b`` were the markers ``markers`` (a Smoke placed or
        removed): worked out directly, leaving the game's own LOS tables alone [10.3.4]."""
        assert self.view is not None
        return los(los_cache(self.view.setting.terrain).index, markers, a, b)

    def expected_smoke(self) -> float:
        """The average Hindrance of a Smoke marker drawn at random: the counter mix less the
        markers on the map [T94]."""
        assert self.view is not None
        left = {int(v): n for v, n in self.view.setting.track.smoke_markers.items()}
        for _, value in self.view.markers.smoke:
            if left.get(value, 0) > 0:
                left[value] -= 1
        count = sum(left.values())
        return sum(v * n for v, n in left.items()) / count if count else 0.0

    def fire_balance(self, markers: TerrainState) -> float:
        """What one Fire Group shot of each stack at each enemy hex in its sight and Range is
        worth to the viewer were the markers ``markers``: its own shots, less the enemy's at
        its units; each shot's FP less the Hindrance of its LOS, none below 1 [10.3.1,
        10.3.2.1, 10.3.4, O20.3.1]. Placing or removing a Smoke changes it."""
        mine: dict[Hex, list[UnitState]] = {}
        for unit in self.units(self.me):
            assert unit.hex is not None
            mine.setdefault(unit.hex, []).append(unit)
        theirs = self.enemy_hexes()
        total = 0.0
        for shooters, targets, sign in ((mine, theirs, 1.0), (theirs, mine, -1.0)):
            for here, stack in shooters.items():
                for there, units in targets.items():
                    fp = self.stack_fire(stack, there)
                    if fp <= 0:
                        continue
                    fp -= self.sight_under(markers, here, there).hindrance
                    if fp >= 1:
                        total += sign * self.attack_value(fp, there, units)
        return total

    def smoke_gain(self, hex_: Hex, value: int | None) -> float:
        """How much :meth:`fire_balance` gains from a Smoke of ``value`` placed in ``hex_``
        (or, with None, from the Smoke there removed) [10.3.4, T94]."""
        assert self.view is not None
        return (self.fire_balance(self.view.markers.with_smoke(hex_, value))
                - self.fire_balance(self.view.markers))

    def enemy_hexes(self) -> dict[Hex, list[UnitState]]:
        """The enemy units on the map by hex (worked out once per view; not to be changed)."""
        memo = self.memo("enemy_hexes")
        found: dict[Hex, list[UnitState]] | None = memo.get(None)
        if found is None:
            found = memo[None] = {}
            for unit in self.units(self.me.other):
                assert unit.hex is not None
                found.setdefault(unit.hex, []).append(unit)
        return found

    def activated(self) -> frozenset[str]:
        assert self.view is not None
        return self.view.activated

    def objectives(self) -> dict[int, Hex]:
        """The printed hex of each Objective (read from the map once per game)."""
        assert self.view is not None
        setting = self.view.setting
        if self._objectives[0] is not setting:
            found = {h.objective: Hex.parse(i) for i, h in setting.map.hexes.items()
                     if h.objective is not None}
            areas = {n: setting.terrain.building(h) for n, h in found.items()}
            self._objectives = (setting, found,
                                {h: n for n, area in areas.items() for h in area}, areas)
        return self._objectives[1]

    def objective_at(self) -> dict[Hex, int]:
        """The Objective number of each hex of an Objective's area (see :meth:`area`)."""
        self.objectives()
        return self._objectives[2]

    def area(self, number: int) -> tuple[Hex, ...]:
        """The hexes whose occupation decides who controls Objective ``number``: its hex, or
        every hex of the multi-hex building it lies in [7.3.1.1]."""
        self.objectives()
        return self._objectives[3][number]

    def contested(self, number: int) -> bool:
        """Does an enemy unit stand in the area of Objective ``number``? While one does, the
        viewer's units there take nothing [7.3.1.1]."""
        enemies = self.enemy_hexes()
        return any(h in enemies for h in self.area(number))

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

    def objective_stake(self, number: int) -> float:
        """What taking Objective ``number`` is worth to the viewer: 0 when it holds it; its
        known VP (+1), twice over when the enemy holds it [7.3]."""
        assert self.view is not None
        holder = self.view.control[number - 1]
        if holder is self.me:
            return 0.0
        value = 1.0 + self.objective_value(number)
        return 2 * value if holder is self.me.other else value

    def attack_value(self, fp: int, target: Hex, enemies: Sequence[UnitState]) -> float:
        """The expected worth of an attack of ``fp`` on the units in ``target``: each unit
        defends on its own Morale plus the hex's Cover [O20.3.4]. Enemies holding an
        Objective the viewer wants are worth more (a tenth more per VP it is worth)."""
        cover = self.cover(target)
        value = 0.0
        for enemy in enemies:
            chance = hit_chance(fp, self.stats(enemy)[3] + cover)
            value += chance * self.worth(enemy) * (KILL_WORTH if enemy.broken else BREAK_WORTH)
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

    def exposure(self, hex_: Hex) -> float:
        """How much enemy fire a unit in ``hex_`` draws: the FP that sees it, less its Cover
        (worked out once per hex for each view)."""
        known = self.memo("exposure")
        if hex_ not in known:
            known[hex_] = self.threat(hex_) / (3.0 + 2.0 * max(self.cover(hex_), 0))
        exposure: float = known[hex_]
        return exposure

    def stack_fire(self, stack: Sequence[UnitState], target: Hex) -> int:
        """The FP of the Fire Group a stack's unbroken units and their unbroken Weapons can
        fire at ``target`` in their sight and Range: the best FP, +1 per other piece, + a
        Leader's Command (0: none can) [O20.3.1.2, 11.1, 3.3.1.2]."""
        assert self.view is not None
        weapons = {w.id: w for w in self.view.weapons if not w.broken}
        pieces: list[int] = []
        command = 0
        for unit in stack:
            if unit.broken or unit.hex is None or not self.sees(unit.hex, target):
                continue
            distance = unit.hex.distance(target)
            fp, reach, _, _, lead = self.stats(unit)
            if self.is_leader(unit):
                command = max(command, lead)
            if fp > 0 and distance <= reach:
                pieces.append(fp)
            weapon = weapons.get(unit.weapon or "")
            if weapon is not None:
                kind = self.view.setting.weapon_type(weapon.side, weapon.type)
                if kind.fp > 0 and kind.min_range <= distance <= kind.range:
                    pieces.append(kind.fp)
        return max(pieces) + len(pieces) - 1 + command if pieces else 0

    def fire_card_chance(self) -> float:
        """The chance that the opponent's hand holds a Fire card (one with a Fire Action, the
        Op Fire card [A33]), from the cards of its deck not in its discard pile."""
        assert self.view is not None
        other = self.view.opponent
        unseen = [c for c in self.view.setting.deck(other.side).cards
                  if c.number not in other.discard]
        fire = sum(c.fire_action for c in unseen)
        chance_none = 1.0
        for drawn in range(min(other.hand_size, len(unseen))):
            chance_none *= max(0, len(unseen) - fire - drawn) / (len(unseen) - drawn)
        return 1.0 - chance_none

    def danger(self, hex_: Hex, morale: int) -> float:
        """The chance that a unit of ``morale`` in ``hex_`` is broken by the enemy before
        it moves on: each enemy stack that sees it in Range attacks with its Fire Group
        (:meth:`stack_fire`, a Machine Gun's FP the strongest) when it holds a Fire card
        (:meth:`fire_card_chance`); the hex's Cover adds to the Defense [O20.3.4, A33]."""
        known = self.memo("danger")
        key = (hex_, morale)
        if key not in known:
            odds = self.memo("fire_odds")
            if None not in odds:
                odds[None] = FIRE_WITHOUT_CARD + (1 - FIRE_WITHOUT_CARD) * self.fire_card_chance()
            fire = self.memo("fire_on")
            if hex_ not in fire:
                fire[hex_] = [fp for stack in self.enemy_hexes().values()
                              if (fp := self.stack_fire(stack, hex_)) > 0]
            defense = morale + max(self.cover(hex_), 0)
            unhurt = 1.0
            for fp in fire[hex_]:
                unhurt *= 1.0 - odds[None] * hit_chance(fp, defense)
            known[key] = 1.0 - unhurt
        chance: float = known[key]
        return chance
