"""The Hard and Easy computer levels, built on the planner (:mod:`cc_engine.ai.planner`).

:class:`SearchPlayer` (Hard) plays like the planner but for the Order at the start of its
Turn: it imagines :data:`SAMPLES` games consistent with its own view (the hidden cards dealt
at random, :func:`cc_engine.determinize.sample_state`; never the real state), and for each of
the planner's best few Orders (:data:`CANDIDATES`, and Pass) plays the rest of the Turn out
with the engine, both sides the planner, then gives the Order whose Turns end best on average
(:meth:`SearchPlayer.score`: the VP lead and the units each side keeps, broken ones for less).
Every candidate is tried on the same imagined games, so luck weighs the same on each.

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
SAMPLES = 3
#: Orders tried besides the planner's own pick (and Pass): its next best ones.
CANDIDATES = 1
#: Decisions played at most in one imagined Turn.
ROLLOUT_DECISIONS = 400
#: Seconds after which the search plays no more imagined Turns (the worst case: the Turns
#: played so far decide, each candidate on the same imagined games).
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
        """The candidate whose imagined Turns end best on average (the first on a tie)."""
        # The same view and seed give the same imagined games: the search never depends on
        # anything hidden.
        rng = random.Random(f"{self.seed}:{view.turn}:{view.time}:{view.own.hand}")
        start = time.perf_counter()
        totals: list[list[float]] = [[] for _ in candidates]
        for sample in range(SAMPLES):
            state = sample_state(view, rng)
            seed = rng.randrange(1 << 30)
            scores = []
            for choice in candidates:
                if sample and time.perf_counter() - start > DEADLINE:
                    break
                scores.append(self.rollout(state, choice, seed))
            if len(scores) < len(candidates):
                break  # out of time: a game not tried with every candidate does not count
            for index, value in enumerate(scores):
                totals[index].append(value)
        means = [fmean(values) for values in totals]
        best = max(range(len(candidates)), key=lambda i: (means[i], -i))
        return candidates[best]

    def rollout(self, state: GameState, choice: Choice, seed: int) -> float:
        """Give ``choice`` in ``state`` and play the Turn out, both sides the planner; the
        :meth:`score` of where it ends."""
        me = state.active
        turn = state.turn
        players = {side: PlannerPlayer(seed + offset)
                   for offset, side in enumerate(SideId)}
        state = apply(state, choice).state
        for _ in range(ROLLOUT_DECISIONS):
            decision = state.pending
            if decision is None or state.outcome is not None or state.turn != turn:
                break
            answer = players[decision.side].choose(player_view(state, decision.side))
            state = apply(state, answer).state
        return self.score(state, me)

    def score(self, state: GameState, me: SideId) -> float:
        """How good an imagined position is for ``me``: the VP lead (the final VP when the
        game ended) and :data:`UNIT_VP` for each unit on the map, its own plus, the
        enemy's minus, broken ones at half."""
        view = player_view(state, me)
        self.view = view
        if state.outcome is not None:
            won = state.outcome.winner is me
            return 1000.0 if won else -1000.0
        value = float(self.lead())
        for side, sign in ((me, 1.0), (me.other, -1.0)):
            for unit in self.units(side):
                worth = self.worth(unit) + 0.5 * self.is_leader(unit)
                value += sign * UNIT_VP * worth * (0.5 if unit.broken else 1.0)
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
