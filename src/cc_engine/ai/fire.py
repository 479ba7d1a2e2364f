"""Fire: the target and the Fire Group of an attack, Fire Defense rolls, and where Artillery
lands [O18, O20]."""

from __future__ import annotations

from cc_engine.ai.evaluation import Evaluation
from cc_engine.content.vocabulary import Trigger
from cc_engine.frames.core import RollResult
from cc_engine.hexgrid import Hex
from cc_engine.rules.fire import targeting_hits
from cc_engine.state import Choice, Decision, UnitState

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

    def _artillery_prospect(self) -> float:
        assert self.view is not None
        radio = next((r for r in self.view.radios if r.side is self.me and r.status == "box"),
                     None)
        if radio is None or radio.broken:
            return 0.0
        fp = self.view.setting.radio_type(self.me, radio.type).fp
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
