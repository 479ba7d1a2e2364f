"""Setup and reinforcements: where units and Fortifications come onto the map and who
carries the Weapons; the items of the Support Table and where they and a Hidden Unit come
in [5, 6.1.2, 11.2, F100.1, E59, E68, A35.4]."""

from __future__ import annotations

from dataclasses import replace

from cc_engine.ai.goals import COVER_WEIGHT
from cc_engine.ai.movement import Movement
from cc_engine.content.models import SupportItem
from cc_engine.content.validation import setup_zone_hexes
from cc_engine.content.vocabulary import FortificationKind
from cc_engine.hexgrid import Hex
from cc_engine.state import Choice, Decision, UnitState

__all__ = ["ENEMY_SETUP_REACH", "Setup"]

#: Hexes within this distance of the enemy's setup zone, still empty, are avoided at setup
#: (beside it most, see :meth:`Setup._near_enemy_setup`).
ENEMY_SETUP_REACH = 2


class Setup(Movement):
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
            return -3.0 * nearest + COVER_WEIGHT * self.cover(hex_) - self.exposure(hex_) - crowded

        return self._best(decision.choices, score)

    # --- Fortifications [F100.1] ------------------------------------------------------------

    def _on_fortify(self, decision: Decision) -> Choice | None:
        """A Fortification at setup goes where it helps most: Foxholes, a Trench, a Bunker
        or a Pillbox under its own units that stay (see :meth:`shelter_value`), Mines or
        Wire across the enemy's way to the Objectives (see :meth:`obstacle_value`) [F100.1].
        """
        def score(choice: Choice) -> float:
            kind, hex_ = FortificationKind(str(choice.args[0])), Hex.parse(str(choice.args[1]))
            if kind in (FortificationKind.MINES, FortificationKind.WIRE):
                return self.obstacle_value(hex_, kind)
            return self.shelter_value(hex_, kind)

        return self._best(decision.choices, score)

    def shelter_value(self, hex_: Hex, kind: FortificationKind) -> float:
        """What a Fortification that gives Cover is worth in ``hex_``: the Cover it adds
        [F101, F102, F104, F105] for each of its units there that stays (holds its Objective
        or has nowhere to go; one that leaves at once counts a fifth), and on an Objective for
        those that will hold it; more where the enemy's fire reaches (or, while the enemy is
        not on the map, near its setup zone)."""
        assert self.view is not None
        markers = self.view.markers
        forts = dict(markers.fortifications)
        forts[hex_] = kind
        markers = replace(markers, fortifications=tuple(sorted(forts.items())))
        gain = self.view.setting.terrain.cover(hex_, markers).value - self.cover(hex_)
        if gain <= 0:
            return 0.0
        staying = sum(self.worth(u) * (1.0 if self.holds(u) or self.way_to_go(u) == 0 else 0.2)
                      for u in self.units(self.me) if u.hex == hex_)
        number = self.objective_at().get(hex_)
        held = 0.5 * (1 + self.objective_value(number)) if number is not None else 0.0
        front = 1.0 + self.threat(hex_) / 5 + self._near_enemy_setup().get(hex_, 0.0) / 3
        return gain * (staying + held) * front

    def enemy_origins(self) -> list[Hex]:
        """Where the enemy comes from: its units' hexes, or while none is on the map, the
        hex of its setup zone nearest each Objective [5]."""
        assert self.view is not None
        found = set(self.enemy_hexes())
        if not found:
            setting = self.view.setting
            enemy = self.me.other
            zone = setup_zone_hexes(setting.scenario.side(enemy).setup,
                                    setting.friendly_edge(enemy), setting.terrain.grid)
            found = {min(zone, key=lambda h: (h.distance(o), h.id))
                     for o in self.objectives().values()} if zone else set()
        return sorted(found)

    def enemy_ways_through(self, hex_: Hex) -> float:
        """How much of the enemy's way to the Objectives it does not hold goes through
        ``hex_``: from where it comes from (see :meth:`enemy_origins`), the Objectives whose
        shortest way passes within a hex of it, by what they are worth (counted back from
        each end of the way) [7.3]."""
        assert self.view is not None
        origins = self.enemy_origins()
        wanted = [(n, h) for n, h in self.objectives().items()
                  if self.view.control[n - 1] is not self.me.other]
        ways = 0.0
        for start in origins:
            for number, goal in wanted:
                if self.way(hex_, start) + self.way(hex_, goal) <= self.way(start, goal) + 1:
                    ways += 1 + self.objective_value(number)
        return ways / max(1, len(origins))

    def obstacle_value(self, hex_: Hex, kind: FortificationKind) -> float:
        """What Mines or Wire are worth in ``hex_`` [F103, F106]: the enemy's ways through it
        (:meth:`enemy_ways_through`); Wire more where the viewer's units can shoot at the
        movers it stops [F106.2]. Never where its own units stand: Mines attack them as they
        leave [F103.1], Wire takes their FP, Range and Morale [F106.1]."""
        mine = self.units(self.me)
        if any(u.hex == hex_ for u in mine):
            return -10.0
        ways = self.enemy_ways_through(hex_)
        if kind is FortificationKind.WIRE:
            ways *= 1 + 0.2 * sum(self.stack_fire([u], hex_) > 0 for u in mine)
        return ways

    def _on_entrench(self, decision: Decision) -> Choice | None:
        """Entrench: Foxholes in the hex of its own where they add most Cover (see
        :meth:`shelter_value`); declined when they add none [E55, F102]."""
        best = self._best((c for c in decision.choices if c.kind == "foxholes"),
                          lambda c: self.shelter_value(Hex.parse(str(c.args[0])),
                                                       FortificationKind.FOXHOLES))
        if best is not None and self.shelter_value(Hex.parse(str(best.args[0])),
                                                   FortificationKind.FOXHOLES) > 0:
            return best
        return Choice("decline")

    def _on_sappers(self, decision: Decision) -> Choice | None:
        """Sappers: remove the Mines or Wire that hinder its own units most (in their hex,
        on their way to their goals) against what they cost the enemy (see
        :meth:`enemy_ways_through`); declined when every one hinders the enemy more [E70,
        F103, F106]."""
        mine = self.units(self.me)

        def score(choice: Choice) -> float:
            if choice.kind != "remove":
                return 0.0
            hex_ = Hex.parse(str(choice.args[0]))
            own = 2.0 * sum(self.worth(u) for u in mine if u.hex == hex_)
            for unit in mine:
                goal = self.goal(unit) if unit.hex is not None else None
                if unit.hex is not None and goal is not None and unit.hex != hex_ and (
                        self.way(unit.hex, hex_) + self.way(hex_, goal)
                        <= self.way(unit.hex, goal) + 1):
                    own += self.worth(unit)
            return own - self.enemy_ways_through(hex_)

        return self._best(decision.choices, score)

    # --- Support Table items and Hidden Units [E59, E68, A35.4] -------------------------------

    def item_worth(self, item: SupportItem) -> float:
        """What a Support Table item brings: a unit its FP, Range, Morale and Movement, a
        Leader his Command too (more with two of its units or more outside every Leader's
        radius [3.3.1.1]); a Weapon item adds the Weapon to its carrier [11.2]; a Radio is
        worth its barrages when an unbroken Leader can spot for it, else little [O18.2]."""
        assert self.view is not None
        setting = self.view.setting
        if item.kind == "radio":
            spotter = any(self.is_leader(u) and not u.broken for u in self.units(self.me))
            return 1.5 * setting.radio_type(self.me, item.type).fp if spotter else 2.0
        kind = setting.unit_type(self.me, item.carrier or item.type)
        stats = kind.unbroken
        worth = stats.fp + stats.range / 4 + stats.morale / 2 + stats.movement / 4
        if kind.kind.value == "leader":
            leaders = [u for u in self.units(self.me) if self.is_leader(u) and not u.broken]
            unled = sum(not self.is_leader(u) and not any(
                u.hex is not None and leader.hex is not None
                and u.hex.distance(leader.hex) <= self.stats(leader)[4] for leader in leaders)
                for u in self.units(self.me))
            worth += (3.0 if unled >= 2 else 1.5) * (1 + (stats.command or 0))
        if item.kind == "weapon":
            worth += self.weapon_worth(self.me, item.type)
        return worth

    def _pick_item(self, decision: Decision) -> Choice | None:
        """The item choice (its first argument indexes the Support Table) worth most."""
        assert self.view is not None
        table = self.view.setting.nation(self.me).support
        return self._best(decision.choices, lambda c: self.item_worth(table[int(c.args[0])]))

    def _on_support_item(self, decision: Decision) -> Choice | None:
        """Infiltration or Reinforcements: the most useful item of the rolled column (see
        :meth:`item_worth`) [E59, E68]."""
        return self._pick_item(decision)

    def _on_hidden_unit_item(self, decision: Decision) -> Choice | None:
        """Hidden Unit: the most useful non-Radio item of the rolled column (see
        :meth:`item_worth`) [A35.4]."""
        return self._pick_item(decision)

    def _place_arriving(self, decision: Decision) -> Choice | None:
        """The hex where the unit coming in (the decision names its type) is best (see
        :meth:`arrival_value`)."""
        (type_id,) = decision.facts("unit_type")
        unit = UnitState("arriving", self.me, str(type_id), "arriving")
        return self._best(decision.choices,
                          lambda c: self.arrival_value(Hex.parse(str(c.args[0])), unit))

    def _on_support_place(self, decision: Decision) -> Choice | None:
        """Infiltration or Reinforcements: the new unit comes in where it is in Cover, out
        of the enemy's fire, on the way to its Objective (a Melee only with the better odds)
        [E59, E68, E42]."""
        return self._place_arriving(decision)

    def _on_hidden_unit_place(self, decision: Decision) -> Choice | None:
        """Hidden Unit: in the hex of the original setup area with the best Cover, out of
        the enemy's fire and on the way to its Objective [A35.4]."""
        return self._place_arriving(decision)
