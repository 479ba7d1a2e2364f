"""Events that pick a unit or a hex of either side: hit the enemy's, spare its own; free
gifts (a Private, a Hero, a Weapon) are taken [E43-E76]."""

from __future__ import annotations

from cc_engine.ai.evaluation import BREAK_WORTH, KILL_WORTH, Evaluation
from cc_engine.hexgrid import Hex
from cc_engine.state import Choice, Decision

__all__ = ["Events"]


class Events(Evaluation):
    """Answers to the Events' decisions."""

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
                return self.worth(unit) * KILL_WORTH
            kind = setting.unit_type(unit.side, unit.type)
            return (self.worth(unit) * BREAK_WORTH
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
