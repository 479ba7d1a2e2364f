"""A rule-based opponent: it reads only its own view and scores each legal choice.

What it aims at, in order: take and hold Objectives (each unit's goal is the Objective its
side does not hold that is worth most for the way, but the nearest unit goes to take an empty
one close by, and that Move goes first; behind on VP, one unit is left to hold each Objective
and the others go on, and once all five are held they go where they can shoot at the enemy
when the end is near, unless it is much stronger or the Defender's Time VP will make up the
lead; an Objective in a multi-hex building is its whole building, taken only once no enemy is
left anywhere in it, so the enemy there is the goal), shoot when a shot is good (its chance to
break or kill, more for enemies holding an Objective worth taking), rally broken units, melee
only with better odds (counting the units the stacking limit lets in, the strongest going
first; an Advance Order goes to the units that can start such a Melee). A Move goes to the
best hex the movers can reach this Order (nearer the goal, counting the way around Water and
Cliffs, in Cover, out of enemy fire, by the safest way, never into a full hex; behind on VP,
it takes more of that risk as Sudden Death nears), reading the MP of each hex from the public
terrain. Inside an Order it follows the engine's own previews (the FP a joining piece brings).
An Advance takes units one hex on (Op Fire cannot answer it) when no Melee is on offer, never
by a unit boxed in by full hexes; the first Advance, which cannot be declined, goes where it
costs least. A Retreat steps away from the enemy and into Cover, but never where it would have
no hex to go on into or would end in a full hex. An Action is played when what it does
outweighs the card's Order (an Ambush always); a card goes on Op Fire only for a shot worth
it; the Initiative card re-rolls only a roll gone very wrong or a Sudden Death roll that would
decide the game the wrong way. An Artillery Request is worth what the barrage of its best
Spotter promises, and is aimed where the Impact area holds most enemies and none of its own
units; reinforcements come in nearest the Objectives still to take. Dead cards (Command
Confusion, or an Artillery Order with no Radio to use) are discarded first; three in hand (or
four cards of no use) are cleared by passing, unless the side is behind on VP and has a fair
shot. At setup, Squads gather in the Command radius of Leaders set up apart (one Order then
moves a group) and Weapons go to Squads. Events that pick a unit of either side hit the
enemy's and spare its own; free gifts (a Private, a Hero's Rally, a Weapon) are taken. A Rout
Order routs the opponent; Leaders make their Rally Rolls first and their Fire Defense rolls
last (their Command counts for the others while they are unbroken). Every other kind of
decision has its own answer too: Fortifications at setup shelter the units that stay, most
under the enemy's fire, and Mines and Wire go across the enemy's way to the Objectives; the
Support Table item worth most is taken (a Weapon with its Team, a Radio with a Spotter) and
comes in like a reinforcement; Smoke (White Phosphorus, the one a Time advance removes, a
Smoke barrage) goes where it hinders the enemy's fire more than its own; a Weapon that must
break is the enemy's, or its own worth least; Reconnaissance reveals the chit that costs
least; a Squad Deploys only to hold one Objective and take another, or when overstacked.

Everything it looks at is public or its own: its view's units, markers and hand, the map and
the line of sight (computed from the map, like a player bending over the board).

Its parts, by concern: :mod:`~cc_engine.ai.evaluation` (reading and valuing the view),
:mod:`~cc_engine.ai.goals` (where each unit heads), :mod:`~cc_engine.ai.movement`,
:mod:`~cc_engine.ai.fire`, :mod:`~cc_engine.ai.cards` (Orders, Actions, Op Fire, re-rolls),
:mod:`~cc_engine.ai.events` and :mod:`~cc_engine.ai.setup`.
"""

from __future__ import annotations

from collections.abc import Callable

from cc_engine.ai.cards import Cards
from cc_engine.ai.events import Events
from cc_engine.ai.setup import Setup
from cc_engine.state import Choice, Decision
from cc_engine.views import PlayerView

__all__ = ["PlannerPlayer"]

#: Answers for decisions without their own handler, best first (all "do nothing" answers).
_PASSIVE = ("accept", "continue", "decline", "no_target", "go", "done", "end_turn", "stop")


class PlannerPlayer(Cards, Events, Setup):
    """See the module docstring: each decision goes to its ``_on_<kind>`` handler."""

    name = "planner"

    def choose(self, view: PlayerView) -> Choice:
        """The best-scoring legal choice of the view's decision."""
        decision = view.decision
        assert decision is not None, "nothing to decide in this view"
        self.view = view
        handler: Callable[[Decision], Choice | None] | None = getattr(
            self, f"_on_{decision.kind}", None)
        choice = handler(decision) if handler is not None else None
        if choice is None or choice not in decision.choices:
            choice = self._fallback(decision)
        return choice

    def _fallback(self, decision: Decision) -> Choice:
        for kind in _PASSIVE:
            for choice in decision.choices:
                if choice.kind == kind and not choice.args:
                    return choice
        return decision.choices[0]
