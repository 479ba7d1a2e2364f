"""The Hard and Easy computer levels, built on the planner (:mod:`cc_engine.ai.planner`).

:class:`SearchPlayer` (Hard) plays like the planner but for the Order at the start of its
Turn: it imagines :data:`SAMPLES` games consistent with its own view (the hidden cards dealt
at random, :func:`cc_engine.determinize.sample_state`; never the real state), and for each of
the planner's best few Orders (:data:`CANDIDATES`, and Pass) plays the rest of the Turn out
with the engine, both sides the planner, then gives the Order whose Turns end best on average
(:meth:`SearchPlayer.score`: the VP lead and the units each side keeps, broken ones and ones
left where the enemy's fire is likely to break them for less). It leaves the planner's pick
only for an Order that does better by :data:`MARGIN` on average: a few imagined games are
noisy, and the planner's rules know things one Turn does not show. Every candidate is tried
on the same imagined games, so luck weighs the same on each.

:class:`EasyPlayer` (Easy) is the planner with a careless streak: now and then it gives any
Order, sends any unit or shoots at any target.
"""

from __future__ import annotations

import random
import time
from statistics import fmean

from cc_engine.ai.planner import PlannerPlayer
from cc_engine.content.vocabulary import SideId
from cc_engine.determinize import can_sample, sample_state
from cc_engine.flow import apply
from cc_engine.state import Choice, GameState
from cc_engine.views import PlayerView, player_view

__all__ = ["CANDIDATES", "SAMPLES", "EasyPlayer", "SearchPlayer"]

#: Imagined games per decision (determinizations of the hidden cards).
SAMPLES = 6
#: Orders tried besides the planner's own pick (and Pass): its next best ones.
CANDIDATES = 2
#: How much better on average (in :meth:`SearchPlayer.score` points, about VP) another
#: Order's imagined Turns must end than the planner's pick's for the search to give it. At 3
#: the overrides cost nothing but are rare; every lower margin, more imagined games, longer
#: ones and other judges tried so far cost VP or came out even (docs/ai-search.md).
MARGIN = 3.0
#: Decisions played at most in one imagined Turn.
ROLLOUT_DECISIONS = 400
#: Seconds after which the search stops, even inside an imagined Turn: the imagined games
#: finished with every candidate decide, and with none finished the planner's pick stands.
DEADLINE = 3.0
#: VP a unit is worth in :meth:`SearchPlayer.score` (a Leader half again, a Team half).
UNIT_VP = 2.0


class SearchPlayer(PlannerPlayer):
    """The Hard level: see the module docstring."""

    name = "hard"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.seed = seed

    def choose(self, view: PlayerView) -> Choice:
        """The planner's choice, but for the Order at the start of the Turn: searched."""
        planned = super().choose(view)
        if not can_sample(view):
            return planned
        assert view.decision is not None
        candidates = self.candidates(view, planned)
        if len(candidates) < 2:
            return planned
        return self.search(view, candidates)

    def candidates(self, view: PlayerView, planned: Choice) -> list[Choice]:
        """The planner's pick, its next best Orders (one card per kind of Order) and Pass."""
        assert view.decision is not None
        self.view = view
        orders = [c for c in view.decision.choices if c.kind == "order"]
        orders.sort(key=lambda c: -self.card_value(int(c.args[0])))
        chosen = [planned]
        kinds = {self._order_of(planned)}
        for choice in orders:
            if len(chosen) > CANDIDATES:
                break
            kind = self._order_of(choice)
            if kind not in kinds:
                kinds.add(kind)
                chosen.append(choice)
        if Choice("pass") in view.decision.choices and Choice("pass") not in chosen:
            chosen.append(Choice("pass"))
        return chosen

    def _order_of(self, choice: Choice) -> str:
        assert self.view is not None
        if choice.kind != "order":
            return choice.kind
        return self.view.setting.card(self.me, int(choice.args[0])).order.value

    def search(self, view: PlayerView, candidates: list[Choice]) -> Choice:
        """The candidate whose imagined Turns end best on average, if by :data:`MARGIN`
        better than the planner's pick (the first candidate), else that pick."""
        # The same view and seed give the same imagined games: the search never depends on
        # anything hidden.
        rng = random.Random(f"{self.seed}:{view.turn}:{view.time}:{view.own.hand}")
        deadline = time.perf_counter() + DEADLINE
        totals: list[list[float]] = [[] for _ in candidates]
        for _ in range(SAMPLES):
            state = sample_state(view, rng)
            seed = rng.randrange(1 << 30)
            scores = []
            for choice in candidates:
                score = self.rollout(state, choice, seed, deadline)
                if score is None:
                    break
                scores.append(score)
            if len(scores) < len(candidates):
                break  # out of time: a game not tried with every candidate does not count
            for index, value in enumerate(scores):
                totals[index].append(value)
        if not totals[0]:
            return candidates[0]
        means = [fmean(values) for values in totals]
        best = max(range(len(candidates)), key=lambda i: (means[i], -i))
        return candidates[best] if means[best] >= means[0] + MARGIN else candidates[0]

    def rollout(self, state: GameState, choice: Choice, seed: int,
                deadline: float) -> float | None:
        """Give ``choice`` in ``state`` and play the Turn out, both sides the planner; the
        :meth:`score` of where it ends (None when the clock passes ``deadline`` first)."""
        me = state.active
        turn = state.turn
        players = {side: PlannerPlayer(seed + offset)
                   for offset, side in enumerate(SideId)}
        state = apply(state, choice).state
        for _ in range(ROLLOUT_DECISIONS):
            decision = state.pending
            if decision is None or state.outcome is not None or state.turn != turn:
                break
            if time.perf_counter() > deadline:
                return None
            answer = players[decision.side].choose(player_view(state, decision.side))
            state = apply(state, answer).state
        return self.score(state, me)

    def score(self, state: GameState, me: SideId) -> float:
        """How good an imagined position is for ``me``: the VP lead (the final VP when the
        game ended) and :data:`UNIT_VP` for each unit on the map, its own plus, the
        enemy's minus, broken ones at half; an own unbroken one less the chance that the
        enemy's fire breaks it where it stands (:meth:`danger`)."""
        view = player_view(state, me)
        self.view = view
        if state.outcome is not None:
            won = state.outcome.winner is me
            return 1000.0 if won else -1000.0
        value = float(self.lead())
        for side, sign in ((me, 1.0), (me.other, -1.0)):
            for unit in self.units(side):
                worth = self.worth(unit) + 0.5 * self.is_leader(unit)
                kept = 0.5 if unit.broken else 1.0
                if side is me and not unit.broken and unit.hex is not None:
                    kept -= 0.5 * self.danger(unit.hex, self.stats(unit)[3])
                value += sign * UNIT_VP * worth * kept
        return value


#: The decisions where :class:`EasyPlayer` may answer carelessly, and how often.
CARELESS = {"turn": 0.3, "activate": 0.3, "move_step": 0.25, "fire_target": 0.3}


class EasyPlayer(PlannerPlayer):
    """The Easy level: see the module docstring."""

    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.careless = random.Random(seed + 1)

    def choose(self, view: PlayerView) -> Choice:
        """The planner's choice, or now and then any legal one."""
        planned = super().choose(view)
        assert view.decision is not None
        chance = CARELESS.get(view.decision.kind, 0.0)
        if chance and self.careless.random() < chance:
            return self.careless.choice(view.decision.choices)
        return planned
