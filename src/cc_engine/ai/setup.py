"""Setup and reinforcements: where units come onto the map and who carries the Weapons
[5, 6.1.2, 11.2]."""

from __future__ import annotations

from cc_engine.ai.evaluation import Evaluation
from cc_engine.content.validation import setup_zone_hexes
from cc_engine.hexgrid import Hex
from cc_engine.state import Choice, Decision

__all__ = ["ENEMY_SETUP_REACH", "Setup"]

#: Hexes within this distance of the enemy's setup zone, still empty, are avoided at setup
#: (beside it most, see :meth:`Setup._near_enemy_setup`).
ENEMY_SETUP_REACH = 2


class Setup(Evaluation):
    """Answers to the setup and reinforcement decisions."""

    def _on_setup(self, decision: Decision) -> Choice | None:
        """Set a unit up near the Objectives, in Cover, and inside a Leader's Command radius,
        best in his hex, never overstacked: one Order then activates the whole group [5,
        O14.1, 3.3.1.1, 8.2]. Leaders, set up first, keep apart so their radii cover
        different units."""
        assert self.view is not None
        objectives = list(self.objectives().values())
        unit = self.unit(str(dict(decision.context).get("unit", "")))
        near_enemy = self._near_enemy_setup()
        #: Where the Leaders already set up stand, and their Command radius.
        leaders = [(u.hex, self.stats(u)[4]) for u in self.units(self.me)
                   if self.is_leader(u) and u.hex is not None]

        def score(choice: Choice) -> float:
            if choice.kind != "place" or len(choice.args) < 2:
                return -99.0
            hex_ = Hex.parse(str(choice.args[1]))
            nearest = min((hex_.distance(o) for o in objectives), default=0)
            base = (2.0 * self.cover(hex_) - nearest + self.rng.random()
                    - near_enemy.get(hex_, 0.0) - self.exposure(hex_))
            if unit is None:
                return base
            if self.is_leader(unit):
                reach = self.stats(unit)[4]
                return base - 3.0 * sum(hex_.distance(there) <= reach + radius
                                        for there, radius in leaders)
            if self.overstacks(hex_, [unit]):
                return base - 30.0
            # The group is the plan: a hex of Cover outside every radius is not worth more
            # than being led; stacked with a Leader, a Squad moves and fires with him even
            # with Command 0 [3.3.1.1].
            led = any(hex_.distance(there) <= radius for there, radius in leaders)
            stacked = any(hex_ == there for there, _ in leaders)
            return base + 8.0 * led + 2.0 * stacked

        return self._best(decision.choices, score)

    def _near_enemy_setup(self) -> dict[Hex, float]:
        """What setting up near the enemy's setup zone costs, while that zone is still empty:
        the side that sets up second may put its whole force beside a unit there, and the
        first Turn's shots (a Satchel Charge, a Melee) find it before it moves [5, 11.2]. Once
        the enemy stands on the map, :meth:`exposure` tells the danger instead."""
        assert self.view is not None
        enemy = self.me.other
        if any(u.hex is not None for u in self.units(enemy)):
            return {}
        setting = self.view.setting
        zone = setup_zone_hexes(setting.scenario.side(enemy).setup, setting.friendly_edge(enemy),
                                setting.terrain.grid)
        cost: dict[Hex, float] = {}
        for there in zone:
            for hex_ in setting.terrain.grid.within(there, ENEMY_SETUP_REACH):
                cost[hex_] = max(cost.get(hex_, 0.0), 3.0 * (ENEMY_SETUP_REACH + 1
                                                             - hex_.distance(there)))
        return cost

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
