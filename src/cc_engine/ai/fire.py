"""Fire: the target and the Fire Group of an attack, Fire Defense rolls, and where Artillery
lands [O18, O20]."""

from __future__ import annotations

import math

from cc_engine.ai.evaluation import Evaluation
from cc_engine.content.vocabulary import Trigger
from cc_engine.frames.core import RollResult
from cc_engine.hexgrid import Hex
from cc_engine.rules.fire import targeting_hits
from cc_engine.state import Choice, Decision, RadioState, UnitState

__all__ = ["ON_TARGET", "Fire"]

#: ``_TARGETING_HITS[r]``: the chance that an Artillery Targeting Roll without Hindrance
#: hits at range ``r`` [O18.2.2, O20.2.3] (the engine's own test of a roll).
_TARGETING_HITS: dict[int, float] = {
    r: sum(targeting_hits(RollResult(0, w, c, Trigger.NONE), 0, r)
           for w in range(1, 7) for c in range(1, 7)) / 36
    for r in range(0, 36)
}
#: How much of a barrage aimed at a hex falls round it: even a hit drifts the Spotting Round
#: two hexes, each in a random direction, so the blast holds the hex aimed at about half the
#: time and its neighbours more often [O18.2.2.1, O18.2.3].
ON_TARGET = 0.6


class Fire(Evaluation):
    """Answers to the decisions of a Fire Order and of Artillery."""

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

    def _on_defense_order(self, decision: Decision) -> Choice | None:
        """Leaders make their Fire Defense rolls last: while unbroken, their Command adds to
        the Morale of the others [O20.3.4, 3.1.4, 3.3.1]."""
        return self._leaders_first(decision, False)

    def artillery_prospect(self) -> float:
        """What a Fire For Effect promises now (0 without a Radio that can fire): the best
        Spotter (an unbroken Leader not yet activated) aiming at the enemy hex in his sight
        where the barrage does most, by the chance that the Targeting Roll hits and the
        share of a barrage that falls round its aim (:data:`ON_TARGET`) [O18.2]; worked out
        once per view."""
        known = self.memo("artillery_prospect")
        if None not in known:
            known[None] = self._artillery_prospect()
        prospect: float = known[None]
        return prospect

    def own_radio(self) -> RadioState | None:
        """The viewer's Radio in its Artillery Box, if it has one [O18]."""
        assert self.view is not None
        return next((r for r in self.view.radios if r.side is self.me and r.status == "box"),
                    None)

    def radio_fp(self, radio: RadioState) -> int:
        """The FP of one of the viewer's Radios [O18]."""
        assert self.view is not None
        return self.view.setting.radio_type(self.me, radio.type).fp

    def own_radio_fp(self) -> int:
        """The FP of the viewer's Radio in its Artillery Box (0: none) [O18]."""
        radio = self.own_radio()
        return self.radio_fp(radio) if radio is not None else 0

    def _artillery_prospect(self) -> float:
        assert self.view is not None
        radio = self.own_radio()
        if radio is None or radio.broken:
            return 0.0
        fp = self.radio_fp(radio)
        best = 0.0
        for spotter in self.units(self.me):
            if spotter.broken or not self.is_leader(spotter) or spotter.id in self.activated():
                continue
            here = spotter.hex
            assert here is not None
            for target in self.enemy_hexes():
                hits = _TARGETING_HITS.get(here.distance(target), 0.0)
                if hits > 0 and self.sees(here, target):
                    best = max(best, hits * ON_TARGET * self.barrage_value(target, fp))
        return best

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
        radio = self.own_radio()
        if spotter is None or spotter.hex is None or radio is None:
            return None
        fp = self.radio_fp(radio)
        here = spotter.hex

        def score(choice: Choice) -> float:
            hex_ = Hex.parse(str(choice.args[0]))
            return _TARGETING_HITS.get(here.distance(hex_), 0.0) * self.barrage_value(hex_, fp)

        return self._best((c for c in decision.choices if c.kind == "spot"), score)

    def _on_assault_fire_target(self, decision: Decision) -> Choice | None:
        """Assault Fire shoots where the Fire Group of its moving units (and their Weapons)
        does most [A26, O20.3.1]."""
        enemies = self.enemy_hexes()
        movers = [u for u in self.units(self.me) if u.id in self.activated()]

        def score(choice: Choice) -> float:
            hex_ = Hex.parse(str(choice.args[0]))
            foes = enemies.get(hex_, [])
            return self.attack_value(self.stack_fire(movers, hex_), hex_, foes) if foes else 0.0

        return self._best(decision.choices, score)

    def _on_artillery_smoke(self, decision: Decision) -> Choice | None:
        """A Smoke barrage instead of Impact rolls only when Smoke round the Spotting Round
        (hiding its own units from the enemy's fire, see :meth:`fire_balance`) is worth more
        than the barrage there; the blast is aimed at enemies, so that is rare [O18.2.1.1,
        O18.2.3.1]."""
        assert self.view is not None
        round_ = dict(decision.context).get("round")
        if round_ is None:
            return Choice("barrage")
        centre = Hex.parse(str(round_))
        value = round(self.expected_smoke())
        markers = self.view.markers
        for hex_ in (centre, *self.view.setting.terrain.grid.neighbours(centre)):
            markers = markers.with_smoke(hex_, value)
        smoke = self.fire_balance(markers) - self.fire_balance(self.view.markers)
        barrage = self.barrage_value(centre, self.own_radio_fp())
        return Choice("smoke") if smoke > max(barrage, 0.0) else Choice("barrage")

    def _on_impact(self, decision: Decision) -> Choice | None:
        """Attack first the hex of the impact area where the barrage does most (enemies),
        its own units' hexes last: a trigger of a roll (Time, Sudden Death) may end the game
        before every hex is attacked [O18.2.3, O18.2.3.2]."""
        enemies = self.enemy_hexes()
        fp = self.own_radio_fp()

        def score(choice: Choice) -> float:
            hex_ = Hex.parse(str(choice.args[0]))
            mine = [u for u in self.units(self.me) if u.hex == hex_]
            return (self.attack_value(fp, hex_, enemies.get(hex_, []))
                    - self.attack_value(fp, hex_, mine))

        return self._best(decision.choices, score)

    def _on_sustained_fire_break(self, decision: Decision) -> Choice | None:
        """Sustained Fire on doubles breaks the firing Mortar or MG it misses least: the one
        worth least, a broken one (it is then eliminated, but fires no more now) at half its
        worth [A41, 11.4]."""
        assert self.view is not None
        weapons = {w.id: w for w in self.view.weapons}

        def loss(choice: Choice) -> float:
            weapon = weapons.get(str(choice.args[0]))
            if weapon is None:
                return math.inf
            return self.weapon_worth(weapon.side, weapon.type) * (0.5 if weapon.broken else 1.0)

        return min(decision.choices, key=loss)

    def _on_remove_smoke(self, decision: Decision) -> Choice | None:
        """At a Time advance, remove the Smoke that helps the enemy most: the one hiding its
        units from the viewer's fire, one that hides the viewer's own last (see
        :meth:`smoke_gain`) [6.1.2 step 4, 10.3.4]."""
        return self._best(decision.choices,
                          lambda c: self.smoke_gain(Hex.parse(str(c.args[0])), None))
