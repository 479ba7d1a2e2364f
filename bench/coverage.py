"""Benchmark: how often each Order, Action and Event happens in random legal games.

Run: ``.venv/bin/python bench/coverage.py [--seeds N]``. Plays N seeded random games of every
shipped scenario, with every response window open (all stops "always"), and counts the
Orders given, the Actions played and the Events drawn, so that none is silently
unreachable; it also reports how the games ended and the time taken.

The random player is uniform except at the two rarest moments, which a uniform player almost
never reaches (2 Melees in 18 Russian games): an Advance into an enemy-occupied hex is taken
whenever one is offered (so Melees, Ambush [A25] and No Quarter [A38] happen), and an offered
Ambush or No Quarter card is played.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from pathlib import Path

from cc_engine import Choice, Decision, GameState, Session, Stops
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.content.vocabulary import Action, Event, Order, SideId, display_name
from cc_engine.hexgrid import Hex

ROOT = Path(__file__).resolve().parents[1]
OPEN = Stops(op_fire="always", reroll="always", fire_actions="always", move_actions="always")
RARE_ACTIONS = ("ambush", "no_quarter")


def pick(state: GameState, decision: Decision, rng: random.Random) -> Choice:
    """A random legal choice, preferring a Melee and the Actions of a Melee (see above)."""
    preferred = [c for c in decision.choices if c.kind in RARE_ACTIONS]
    if decision.kind == "advance":
        preferred = [c for c in decision.choices if c.kind == "advance"
                     and state.units_in(Hex.parse(str(c.args[1])), decision.side.other)]
    return rng.choice(preferred or decision.choices)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=5)
    args = parser.parse_args()
    pack = load_content_pack(ROOT / "resources")
    orders: Counter[str] = Counter()
    actions: Counter[str] = Counter()
    events: Counter[str] = Counter()
    endings: Counter[str] = Counter()
    decisions = games = 0
    start = time.perf_counter()
    for path in sorted((ROOT / "scenarios").glob("scenario*.json")):
        scenario = load_scenario(path)
        for seed in range(args.seeds):
            session = Session(scenario, pack, seed, {side: OPEN for side in SideId})
            rng = random.Random(seed)
            while (decision := session.state.pending) is not None:
                for event in session.submit(pick(session.state, decision, rng)):
                    data = dict(event.data)
                    if event.kind == "order":
                        orders[str(data["order"])] += 1
                    elif event.kind == "action":
                        actions[str(data["action"])] += 1
                    elif event.kind == "op_fire":
                        actions["op_fire"] += 1
                    elif event.kind == "event" and "event" in data:
                        events[str(data["event"])] += 1
                decisions += 1
            assert session.state.outcome is not None
            endings[session.state.outcome.termination.value] += 1
            games += 1
    elapsed = time.perf_counter() - start
    print(f"{games} games, {decisions} decisions, {elapsed:.0f} s "
          f"({decisions / elapsed:.0f} decisions/s); endings: {dict(endings)}")
    for title, vocabulary, counts in (("Orders", Order, orders), ("Actions", Action, actions),
                                      ("Events", Event, events)):
        print(f"\n{title}:")
        for member in vocabulary:
            if member in (Order.COMMAND_CONFUSION, Action.COMMAND_CONFUSION):
                continue
            flag = "" if counts[member.value] else "   <-- never happened"
            print(f"  {display_name(member):24} {counts[member.value]:6}{flag}")
    print(f"  {'Op Fire (A33)':24} {actions['op_fire']:6}")


if __name__ == "__main__":
    main()
