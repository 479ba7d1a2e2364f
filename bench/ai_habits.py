"""Benchmark: how often a computer player shows each habit issue 35 names as losing games.

Run: ``.venv/bin/python bench/ai_habits.py [--level planner,greedy] [--against greedy]
[--games N] [--scenarios 1-12] [--sides axis,allies] [--jobs 2] [--first-seed S]``.
Each player of ``--level`` plays N seeded games of both sides of each scenario against
``--against``; the bench watches the full state (the players see only their views) and
counts, for the measured side:

- Op Fire taken: of the steps of an enemy move where it held a Fire card and an unbroken
  unit of its own, not yet activated for Op Fire, saw the mover's hex within Range [A33],
  the share where it played one (the issue: the planner 9%, the greedy player 25%);
- Fire Orders: the share of the units a Fire Order activated that never joined a shot
  [O20] (the issue: 42%), and of those the Leaders (activated for their Command, they
  rarely shoot) and the others with no enemy in Range and sight at the Order's end;
- Move Orders: the share of the units a Move Order activated that ended it in the hex they
  started in, and the Move Orders in which no unit moved [O21];
- Rout Orders: the share given when the chance that the Rout Roll does anything to some
  broken enemy unit is under 10% [O23] (the issue: 31%);
- re-rolls per game, and those that answer the opponent's re-roll of the same roll [A34];
- passes while 12 VP or more behind with an Order to give, and the longest run of such
  Turns passed in a row (the issue: four).

Each figure comes with the counts it is made of, for the measured player and any other
player of ``--level`` (default: the planner, and the greedy baseline as the comparison).
"""

from __future__ import annotations

import argparse
import functools
import statistics
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from ai_strength import ROOT, player, scenario_numbers
from baselines.common import Board

from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.content.vocabulary import SideId
from cc_engine.flow import apply
from cc_engine.game import new_game
from cc_engine.hexgrid import Hex
from cc_engine.rules.los import los_cache
from cc_engine.rules.units import current_morale, is_leader
from cc_engine.rules.victory import total_vp
from cc_engine.state import Choice, Decision, GameState, UnitState
from cc_engine.views import player_view

#: 2d6 totals, by how many of the 36 rolls reach at least each total.
AT_LEAST = {total: sum(a + b >= total for a in range(1, 7) for b in range(1, 7)) / 36
            for total in range(0, 14)}
#: A side this far behind (VP) should attack, not pass (issue 35).
FAR_BEHIND = 12
#: A Rout Order under this chance of doing anything is wasted (issue 35).
ROUT_LEAST_CHANCE = 0.1


def own_hexes(state: GameState, side: SideId) -> dict[str, Hex | None]:
    """Where each of ``side``'s units is (None off the map)."""
    return {u.id: (u.hex if u.status == "map" else None) for u in state.units
            if u.side is side}


def in_reach(state: GameState, board: Board, unit: UnitState, target: Hex) -> bool:
    """Whether ``target`` is in ``unit``'s Range and sight (the engine's line of sight)."""
    _, reach, _ = board.stats_fp_range_morale(unit)
    return (unit.hex is not None and unit.hex.distance(target) <= reach
            and los_cache(state.setting.terrain).los(state.markers, unit.hex, target).can_see)


@dataclass
class OpenOrder:
    """The Order the measured side is carrying out: its name, the units activated before it,
    their hexes at its start, the pieces that joined a shot, and the last activations seen
    before the Turn ended."""

    name: str
    turn: int
    activated_before: frozenset[str]
    hexes_at_start: dict[str, Hex | None]
    fired: set[str] = field(default_factory=set)
    activated_now: frozenset[str] = frozenset()
    hexes_now: dict[str, Hex | None] = field(default_factory=dict)


class Watcher:
    """Counts one side's habits over one game, decision by decision."""

    def __init__(self, me: SideId) -> None:
        self.me = me
        self.counts: Counter[str] = Counter()
        self.order: OpenOrder | None = None
        self.last_reroll: tuple[SideId, str] | None = None
        self.passes_run = 0
        self.state: GameState | None = None

    # --- the decisions ----------------------------------------------------------------------

    def before(self, state: GameState, decision: Decision, choice: Choice) -> None:
        """Look at ``decision`` of either side, with the ``choice`` its player made."""
        if decision.kind == "reroll":
            self.reroll(decision, choice)
        if decision.side is not self.me:
            return
        if decision.kind == "op_fire":
            self.op_fire(state, decision, choice)
        elif decision.kind == "turn":
            self.close_order()
            self.turn(state, decision, choice)
        elif decision.kind == "fire_group" and choice.kind == "join" and self.order:
            piece = str(choice.args[0])  # a unit, or a Weapon: its carrier fires it
            carrier = next((u.id for u in state.units if u.weapon == piece), piece)
            self.order.fired.add(carrier)
        self.state = state

    def after(self, state: GameState) -> None:
        """Note the activations and hexes while the Order's Turn lasts."""
        order = self.order
        if order is None:
            return
        if state.turn != order.turn or state.active is not self.me or state.outcome:
            self.close_order()
            return
        order.activated_now = frozenset(state.activated)
        order.hexes_now = own_hexes(state, self.me)

    # --- each habit -------------------------------------------------------------------------

    def op_fire(self, state: GameState, decision: Decision, choice: Choice) -> None:
        if not any(c.kind == "op_fire" for c in decision.choices):
            return
        mover = Hex.parse(str(decision.facts("hex")[0]))
        board = Board(player_view(state, self.me))
        if any(not unit.broken and unit.id not in state.op_fire_activated
               and in_reach(state, board, unit, mover) for unit in board.own()):
            self.counts["op_fire chances"] += 1
            self.counts["op_fire taken"] += choice.kind == "op_fire"

    def turn(self, state: GameState, decision: Decision, choice: Choice) -> None:
        vp = total_vp(state)  # the VP marker, open Objectives counted [7]
        lead = vp if self.me is SideId.AXIS else -vp
        could_order = any(c.kind == "order" for c in decision.choices)
        if decision.facts("orders_given") == (0,) and could_order:
            if lead <= -FAR_BEHIND:
                self.counts["turns far behind"] += 1
                if choice.kind == "pass":
                    self.counts["passes far behind"] += 1
                    self.passes_run += 1
                    self.counts["longest run of passes far behind"] = max(
                        self.counts["longest run of passes far behind"], self.passes_run)
                else:
                    self.passes_run = 0
            else:
                self.passes_run = 0
        if choice.kind != "order":
            return
        name = state.setting.card(self.me, int(choice.args[0])).order or ""
        self.counts[f"{name} given"] += 1
        if name == "rout":
            chance = self.rout_chance(state)
            self.counts["Rout Orders"] += 1
            self.counts["Rout Orders under 10%"] += chance < ROUT_LEAST_CHANCE
        hexes = own_hexes(state, self.me)
        self.order = OpenOrder(name, state.turn, frozenset(state.activated), hexes,
                               activated_now=frozenset(state.activated), hexes_now=hexes)

    def rout_chance(self, state: GameState) -> float:
        """The chance that the Rout Roll does anything to at least one broken enemy unit on
        the map (each a roll of at least its current Morale) [O23.2]."""
        nothing = 1.0
        for unit in state.units:
            if unit.side is not self.me and unit.status == "map" and unit.broken:
                morale = current_morale(state, unit).total
                nothing *= 1 - AT_LEAST[max(0, min(13, morale))]
        return 1 - nothing

    def close_order(self) -> None:
        """Tally the Order that ended: who it activated, who fired, who moved."""
        order, self.order = self.order, None
        if order is None:
            return
        mine = set(order.hexes_at_start)
        activated = (order.activated_now - order.activated_before) & mine
        if order.name == "fire" and self.state is not None:
            state = self.state
            board = Board(player_view(state, self.me))
            idle = [state.unit(u) for u in activated - order.fired]
            leaders = sum(is_leader(state, u) for u in idle)
            no_target = sum(
                not is_leader(state, u) and u.status == "map"
                and not any(e.hex is not None and in_reach(state, board, u, e.hex)
                            for e in board.enemies())
                for u in idle)
            self.counts["Fire Order units"] += len(activated)
            self.counts["Fire Order units that never fired"] += len(idle)
            self.counts["Fire Order Leaders that never fired"] += leaders
            self.counts["Fire Order others with no target"] += no_target
        elif order.name == "move" and activated:
            still = {u for u in activated if order.hexes_now.get(u) == order.hexes_at_start[u]}
            self.counts["Move Orders"] += 1
            self.counts["Move Orders in which nothing moved"] += still == activated
            self.counts["Move Order units"] += len(activated)
            self.counts["Move Order units that did not move"] += len(still)
            if self.state is not None:
                self.counts["Move Order Leaders that did not move"] += sum(
                    is_leader(self.state, self.state.unit(u)) for u in still)

    def reroll(self, decision: Decision, choice: Choice) -> None:
        purpose = str(decision.facts("purpose")[0]) if decision.facts("purpose") else ""
        if decision.side is self.me and choice.kind == "reroll":
            self.counts["re-rolls"] += 1
            last = self.last_reroll
            if last is not None and last[0] is not self.me and last[1] == purpose:
                self.counts["re-rolls answering a re-roll"] += 1
        self.last_reroll = (decision.side, purpose) if choice.kind == "reroll" else None


def watch_one(number: int, side: SideId, seed: int, level: str, against: str
              ) -> Counter[str]:
    """Play one seeded game of scenario ``number`` with ``level`` as ``side`` and count its
    habits."""
    pack = load_content_pack(ROOT / "resources")
    scenario = load_scenario(ROOT / "scenarios" / f"scenario{number:02d}.json")
    players = {side: player(level, seed), side.other: player(against, seed + 1000)}
    state = new_game(scenario, pack, seed)
    watcher = Watcher(side)
    for _ in range(60_000):
        decision = state.pending
        if decision is None or state.outcome is not None:
            break
        choice = players[decision.side].choose(player_view(state, decision.side))
        watcher.before(state, decision, choice)
        state = apply(state, choice).state
        watcher.after(state)
    watcher.close_order()
    watcher.counts["games"] += 1
    return watcher.counts


def share(counts: Counter[str], part: str, whole: str) -> str:
    """``part`` as a share of ``whole``, with both counts."""
    if not counts[whole]:
        return f"- (0/0 {whole})"
    return f"{counts[part] / counts[whole]:.0%} ({counts[part]}/{counts[whole]} {whole})"


def report(level: str, against: str, counts: Counter[str], longest: int,
           rerolls: list[int]) -> None:
    """Print one player's habits."""
    print(f"{level} against {against} over {counts['games']} games:")
    print(f"  Op Fire taken at {share(counts, 'op_fire taken', 'op_fire chances')}")
    print(f"  Fire Orders: units that never fired "
          f"{share(counts, 'Fire Order units that never fired', 'Fire Order units')}: "
          f"Leaders {counts['Fire Order Leaders that never fired']}, others with no target "
          f"at the end {counts['Fire Order others with no target']}")
    print(f"  Move Orders: units that did not move "
          f"{share(counts, 'Move Order units that did not move', 'Move Order units')} "
          f"(Leaders {counts['Move Order Leaders that did not move']}); "
          f"Orders in which nothing moved "
          f"{share(counts, 'Move Orders in which nothing moved', 'Move Orders')}")
    print(f"  Rout Orders under {ROUT_LEAST_CHANCE:.0%} chance "
          f"{share(counts, 'Rout Orders under 10%', 'Rout Orders')}")
    print(f"  re-rolls: {counts['re-rolls'] / counts['games']:.1f} a game (most "
          f"{max(rerolls)}, median {statistics.median(rerolls)}), answering a re-roll "
          f"{share(counts, 're-rolls answering a re-roll', 're-rolls')}")
    print(f"  {FAR_BEHIND}+ VP behind: passed "
          f"{share(counts, 'passes far behind', 'turns far behind')}; longest run {longest}")
    given = sorted((key for key in counts if key.endswith(" given")),
                   key=lambda key: -counts[key])
    print("  Orders given: " + ", ".join(f"{key[:-6]} {counts[key]}" for key in given),
          flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--level", default="planner,greedy",
                        help="players measured, comma-separated")
    parser.add_argument("--against", default="greedy")
    parser.add_argument("--games", type=int, default=2, help="seeds per scenario and side")
    parser.add_argument("--scenarios", default="1-12")
    parser.add_argument("--sides", default="axis,allies")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()
    seeds = range(args.first_seed, args.first_seed + args.games)
    sides = [SideId(s) for s in args.sides.split(",")]
    numbers = scenario_numbers(args.scenarios)
    start = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        for level in args.level.split(","):
            games = [pool.submit(functools.partial(watch_one, n, side, seed, level,
                                                   args.against))
                     for n in numbers for side in sides for seed in seeds]
            total: Counter[str] = Counter()
            longest = 0
            rerolls = []
            for game in games:
                counts = game.result()
                longest = max(longest, counts.pop("longest run of passes far behind", 0))
                rerolls.append(counts["re-rolls"])
                total.update(counts)
            report(level, args.against, total, longest, rerolls)
    print(f"{time.perf_counter() - start:.0f} s in all")


if __name__ == "__main__":
    main()
