"""Events that pick a unit or a hex of either side: hit the enemy's, spare its own; free
gifts (a Private, a Hero, a Weapon) are taken; Smoke goes where it hides its own units or
breaks the enemy's [E43-E77]."""

from __future__ import annotations

import math
from dataclasses import replace

from cc_engine.ai.evaluation import BREAK_WORTH, KILL_WORTH
from cc_engine.ai.goals import CLAIM_WAY
from cc_engine.ai.movement import Movement
from cc_engine.hexgrid import Hex
from cc_engine.rules.victory import chit_vp
from cc_engine.state import Choice, Decision, UnitState

__all__ = ["Events"]


class Events(Movement):
    """Answers to the Events' decisions."""

    def break_loss(self, unit: UnitState) -> float:
        """What breaking ``unit`` costs its owner: a broken one is eliminated [3.2]; an
        unbroken one costs its worth and the Melee FP its broken side loses [O16.4.1]."""
        assert self.view is not None
        if unit.broken:
            return self.worth(unit) * KILL_WORTH
        kind = self.view.setting.unit_type(unit.side, unit.type)
        return self.worth(unit) * BREAK_WORTH + 3.0 * (kind.unbroken.fp - kind.broken.fp)

    def _pick_least_loss(self, decision: Decision) -> Choice:
        """The choice whose unit (its first argument) costs least to break."""
        def loss(choice: Choice) -> float:
            unit = self.unit(str(choice.args[0])) if choice.args else None
            return self.break_loss(unit) if unit is not None else math.inf

        return min(decision.choices, key=loss)

    def _on_ambush_victim(self, decision: Decision) -> Choice | None:
        """Let the Ambush break the unit it costs least to lose: an unbroken one before a
        broken one (which it would eliminate), a Team before a Squad, the one whose broken
        side loses least Melee FP [A25, 3.2, O16.4.1]."""
        return self._pick_least_loss(decision)

    def _on_white_phosphorus_break(self, decision: Decision) -> Choice | None:
        """White Phosphorus: break the own unit in the Smoke's hex it misses least (see
        :meth:`break_loss`) [E77, 3.2]."""
        return self._pick_least_loss(decision)

    def phosphorus_hexes(self) -> list[Hex]:
        """Where White Phosphorus may go: next to an unbroken Squad of the viewer's, not in
        Water nor a Blaze [E77]."""
        assert self.view is not None
        setting = self.view.setting
        found: set[Hex] = set()
        for unit in self.units(self.me):
            if unit.broken or setting.unit_type(unit.side, unit.type).kind.value != "squad":
                continue
            assert unit.hex is not None
            found.update(h for h in setting.terrain.grid.neighbours(unit.hex)
                         if not setting.terrain.is_water(h) and h not in self.view.markers.blaze)
        return sorted(found)

    def phosphorus_value(self, hex_: Hex, value: float) -> float:
        """What a White Phosphorus Smoke of ``value`` in ``hex_`` is worth: the fire it
        hinders (:meth:`smoke_gain`), and the one unit each side breaks there, each owner
        breaking the one it misses least (:meth:`break_loss`) [E77, 10.3.4]."""
        gain = self.smoke_gain(hex_, round(value))
        for side, sign in ((self.me.other, 1.0), (self.me, -1.0)):
            there = [u for u in self.units(side) if u.hex == hex_]
            if there:
                gain += sign * min(self.break_loss(u) for u in there)
        return gain

    def _on_white_phosphorus(self, decision: Decision) -> Choice | None:
        """White Phosphorus: draw the Smoke only when, at its average value (see
        :meth:`expected_smoke`), some hex it may go to gains from it [E77]."""
        value = self.expected_smoke()
        best = max((self.phosphorus_value(h, value) for h in self.phosphorus_hexes()),
                   default=0.0)
        return Choice("draw_smoke") if best > 0 else Choice("decline")

    def _on_white_phosphorus_hex(self, decision: Decision) -> Choice | None:
        """White Phosphorus: the drawn Smoke goes where it gains most: on an enemy stack
        (one of its units breaks, the Smoke hinders its fire), or between the enemy and the
        viewer's units to hinder the enemy's fire; not on its own units [E77, 10.3.4]."""
        (drawn,) = decision.facts("smoke")
        value = float(drawn)
        return self._best(decision.choices,
                          lambda c: self.phosphorus_value(Hex.parse(str(c.args[0])), value))

    def _on_malfunction(self, decision: Decision) -> Choice | None:
        """Malfunction: of the tied closest Weapons, break the enemy's worth most, or else
        its own worth least (see :meth:`weapon_worth`) [E63, 11.4]."""
        assert self.view is not None
        weapons = {w.id: w for w in self.view.weapons}

        def score(choice: Choice) -> float:
            weapon = weapons.get(str(choice.args[0]))
            if weapon is None:
                return -math.inf
            worth = self.weapon_worth(weapon.side, weapon.type)
            return worth if weapon.side is not self.me else -worth

        return self._best(decision.choices, score)

    def _on_reconnaissance(self, decision: Decision) -> Choice | None:
        """Reconnaissance: reveal the secret chit whose revealing costs least. It scores at
        once and shows the enemy what the Objectives are worth [E67, 7.3.3]: a chit of few
        VP, on Objectives the viewer holds (it banks them now), not on those the enemy
        holds (he banks them and learns to keep them)."""
        assert self.view is not None
        chits = {c.letter: c for c in self.view.setting.chits.chits}
        weight = {self.me: 0.5, None: 1.0, self.me.other: 2.0}
        control = self.view.control

        def cost(choice: Choice) -> float:
            item = chits.get(str(choice.args[0]))
            if item is None:
                return math.inf
            return sum(chit_vp(item, n) * weight[control[n - 1]] for n in range(1, 6))

        return min(decision.choices, key=cost)

    def _on_deploy(self, decision: Decision) -> Choice | None:
        """Deploy: two Teams are weaker than their Squad (less FP, no boxed stats, harder to
        command [E52.2]), so a Squad Deploys only to hold its Objective and take another near
        it that no other unit goes for (one Team stays, the other goes, see :meth:`holds`
        and :meth:`claims`), or to spread out of a hex that is overstacked [8.2]; otherwise
        the Event is declined [E52.1]."""
        assert self.view is not None
        claimed = {self.objective_at().get(h) for h in self.claims().values()}
        open_ = [n for n in self.objectives() if self.view.control[n - 1] is not self.me
                 and not self.contested(n) and n not in claimed]

        def score(choice: Choice) -> float:
            unit = self.unit(str(choice.args[0])) if choice.kind == "unit" else None
            if unit is None or unit.hex is None or unit.broken or self.deployed(unit) is None:
                return 0.0 if choice.kind == "decline" else -1.0
            if self.overstacks(unit.hex, []):
                return 2.0
            near = [self.objective_stake(n) for n in open_
                    if self.way(unit.hex, self.entry(n, unit.hex)) <= CLAIM_WAY]
            return 1.0 + max(near) if near and self.holds(unit) else -1.0

        return self._best(decision.choices, score)

    def _on_sniper(self, decision: Decision) -> Choice | None:
        def score(choice: Choice) -> float:
            if choice.kind != "snipe":
                return 0.0
            unit = self.unit(str(choice.args[0]))
            if unit is None or unit.side is self.me:
                return -5.0
            return 2.0 + 2 * self.is_leader(unit) - 3 * unit.broken

        return self._best(decision.choices, score)

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

    def _on_walking_wounded_place(self, decision: Decision) -> Choice | None:
        """Walking Wounded: its own unit comes back broken in Cover, out of the enemy's fire,
        best with an unbroken Leader to Rally it [O22.3]; never into a Melee. An enemy's unit
        goes where it is most exposed to the viewer's fire, or into a Melee it loses [E76,
        O16.4]."""
        assert self.view is not None
        (unit_id,) = decision.facts("unit")
        unit = self.unit(str(unit_id))
        if unit is None:
            return None
        returning = replace(unit, broken=True, hex=None, status="map")
        mine = self.me is unit.side

        def score(choice: Choice) -> float:
            hex_ = Hex.parse(str(choice.args[0]))
            if mine:
                led = any(self.is_leader(u) and not u.broken for u in self.units(self.me)
                          if u.hex == hex_)
                return self.arrival_value(hex_, returning) + 3.0 * led
            return self.exposed_value(hex_, replace(returning, hex=hex_))

        return self._best(decision.choices, score)

    def exposed_value(self, hex_: Hex, enemy: UnitState) -> float:
        """What the viewer may make of an enemy ``enemy`` in ``hex_``: a Melee with its units
        there (won by the better odds [O16.4]), or the shots its stacks have at it, the
        hex's Cover weighing against them [O20.3.4]."""
        stacks: dict[Hex, list[UnitState]] = {}
        for unit in self.units(self.me):
            assert unit.hex is not None
            stacks.setdefault(unit.hex, []).append(unit)
        if hex_ in stacks:
            margin = self.melee_margin([enemy], stacks[hex_])
            return 30.0 + margin if margin > 0 else -30.0
        shots = [fp for stack in stacks.values() if (fp := self.stack_fire(stack, hex_)) > 0]
        return sum(self.attack_value(fp, hex_, [enemy]) for fp in shots) - self.cover(hex_)
