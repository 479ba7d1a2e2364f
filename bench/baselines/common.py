"""The plumbing the baseline players share: reading a decision and the board in a view.

A baseline sees what a player at the table sees, nothing more: its own
:class:`~cc_engine.PlayerView` (own hand, both sides' units on the map, markers, VP, Time)
and the printed map and charts in ``view.setting``. It never imports the planner
(:mod:`cc_engine.ai`) nor the engine's rules: its line of sight, Cover and MP are its own
rough readings of the map, like a player's eye on the board.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Callable, Iterable

from cc_engine import Choice, Decision, PlayerView
from cc_engine.content.models import FateCard
from cc_engine.content.vocabulary import SideId
from cc_engine.hexgrid import Hex
from cc_engine.state import UnitState

__all__ = ["BaselinePlayer", "Board", "best", "hex_arg", "step_toward"]

#: Events that hurt the unit picked (sniper, interdiction, KIA, Shell Shock, Suppressing
#: Fire [1.9.1.3, E60, E62, E72, E75]): the baselines pick an enemy's.
HARMFUL_PICKS = frozenset({"sniper", "interdiction", "kia", "shell_shock", "suppressing_fire"})
#: Events that help the unit picked (Battle Harden, Walking Wounded [E44, E76]).
HELPFUL_PICKS = frozenset({"battle_harden", "walking_wounded"})
#: Decisions that place a unit or marker of one's own in a hex (setup, reinforcements, Support,
#: a Hidden Unit, a Hero, Walking Wounded, White Phosphorus [2, 6.1.2, E68, A35.4, E58, E76,
#: E77]).
PLACEMENTS = frozenset({"setup", "reinforce", "support_place", "hidden_unit_place", "hero",
                        "walking_wounded_place", "white_phosphorus_hex"})


def hex_arg(choice: Choice) -> Hex | None:
    """The last argument of ``choice`` read as a hex, if it is one (``enter C5``,
    ``place au01 F9``)."""
    if not choice.args:
        return None
    try:
        return Hex.parse(str(choice.args[-1]))
    except ValueError:
        return None


def best(choices: Iterable[Choice], score: Callable[[Choice], float]) -> Choice | None:
    """The choice of highest ``score`` (the first on a tie), or None when there is none."""
    scored = [(score(choice), index, choice) for index, choice in enumerate(choices)]
    return max(scored, key=lambda item: (item[0], -item[1]))[2] if scored else None


class Board:
    """One view read as a board: where the units are, their printed stats, the Cover and MP
    of each hex, the Objectives and a rough line of sight (Woods and Buildings block it)."""

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        self.side = view.viewer
        setting = view.setting
        self.map = setting.map
        self.terrain = {entry.id: entry for entry in setting.terrain_chart.hexes}
        self.hexes = {Hex.parse(key): item for key, item in self.map.hexes.items()}
        self.units = [u for u in view.units if u.status == "map" and u.hex is not None]
        self.weapons = {w.id: w for w in view.weapons}
        self.objectives = {item.objective: hex_ for hex_, item in self.hexes.items()
                           if item.objective is not None}

    def own(self) -> list[UnitState]:
        """The viewer's units on the map."""
        return [u for u in self.units if u.side is self.side]

    def enemies(self) -> list[UnitState]:
        """The opponent's units on the map."""
        return [u for u in self.units if u.side is not self.side]

    def unit(self, unit_id: str) -> UnitState | None:
        """The unit ``unit_id`` (on the map or not)."""
        return next((u for u in self.view.units if u.id == unit_id), None)

    def at(self, hex_: Hex) -> list[UnitState]:
        """The units in ``hex_``."""
        return [u for u in self.units if u.hex == hex_]

    def card(self, number: int) -> FateCard:
        """The viewer's Fate card ``number``."""
        return self.view.setting.card(self.side, number)

    def hand(self) -> tuple[int, ...]:
        """The viewer's hand."""
        return self.view.own.hand or ()

    def cover(self, hex_: Hex) -> int:
        """The printed Cover of ``hex_``'s terrain (0 off the map or for none) [T78]."""
        item = self.hexes.get(hex_)
        entry = self.terrain.get(item.terrain) if item is not None else None
        return entry.cover or 0 if entry is not None else 0

    def move_cost(self, hex_: Hex) -> int | None:
        """The MP to enter ``hex_`` by its terrain, None where it cannot be entered [T78]."""
        item = self.hexes.get(hex_)
        entry = self.terrain.get(item.terrain) if item is not None else None
        return entry.move_cost if entry is not None else None

    def blocks_sight(self, hex_: Hex) -> bool:
        """Whether ``hex_`` is an Obstacle (Woods, Buildings) [10.1, T82, T99]."""
        item = self.hexes.get(hex_)
        entry = self.terrain.get(item.terrain) if item is not None else None
        return entry is not None and entry.los == "obstacle"

    def sees(self, a: Hex, b: Hex) -> bool:
        """A rough line of sight: no intervening step of the line lies wholly in Obstacles."""
        steps = a.line_to(b)[1:-1]
        return not any(all(self.blocks_sight(h) for h in step) for step in steps)

    def stats_fp_range_morale(self, unit: UnitState) -> tuple[int, int, int]:
        """A unit's printed FP (its Weapon's FP added), Range and Morale [3.1, 11.1]."""
        kind = self.view.setting.unit_type(unit.side, unit.type)
        stats = kind.broken if unit.broken else kind.unbroken
        fp, reach = stats.fp, stats.range
        weapon = self.weapons.get(unit.weapon or "")
        if weapon is not None and not weapon.broken and not unit.broken:
            weapon_type = self.view.setting.weapon_type(weapon.side, weapon.type)
            fp += weapon_type.fp
            reach = max(reach, weapon_type.range)
        return fp, reach, stats.morale

    def defense(self, hex_: Hex) -> int:
        """The best Morale in ``hex_`` plus its Cover: what a shot there must beat [O20.3.4]."""
        morale = max((self.stats_fp_range_morale(u)[2] for u in self.at(hex_)), default=0)
        return morale + self.cover(hex_)

    def best_shot(self, shooters: Iterable[UnitState]) -> tuple[int, Hex | None]:
        """The best margin (FP of those in Range and sight, plus one per extra firer, minus
        the target's Defense) of a shot at an enemy hex, and that hex [O20.3]."""
        targets = {u.hex for u in self.enemies() if u.hex is not None}
        found: tuple[int, Hex | None] = (-99, None)
        for target in targets:
            fps = []
            for unit in shooters:
                fp, reach, _ = self.stats_fp_range_morale(unit)
                if (unit.hex is not None and not unit.broken
                        and unit.hex.distance(target) <= reach and self.sees(unit.hex, target)):
                    fps.append(fp)
            if fps:
                margin = max(fps) + len(fps) - 1 - self.defense(target)
                found = max(found, (margin, target), key=lambda item: item[0])
        return found

    def distances(self, goals: Iterable[Hex], open_penalty: int = 0) -> dict[Hex, int]:
        """The MP from every hex to the nearest of ``goals`` along passable terrain (each hex
        without Cover costing ``open_penalty`` more), by Dijkstra from the goals."""
        queue = [(0, goal) for goal in goals if goal in self.hexes]
        heapq.heapify(queue)
        found: dict[Hex, int] = {}
        while queue:
            cost, hex_ = heapq.heappop(queue)
            if hex_ in found:
                continue
            found[hex_] = cost
            step = self.move_cost(hex_)
            if step is None:
                continue
            step += open_penalty if self.cover(hex_) <= 0 else 0
            for near in hex_.neighbours():
                if near in self.hexes and near not in found:
                    heapq.heappush(queue, (cost + step, near))
        return found

    def objectives_not_held(self) -> list[Hex]:
        """The Objectives the viewer does not control [7.3.1]."""
        return [hex_ for number, hex_ in self.objectives.items()
                if self.view.control[number - 1] is not self.side]

    def lead(self) -> int:
        """The viewer's VP lead (negative when behind) [4.1]."""
        return self.view.vp if self.side is SideId.AXIS else -self.view.vp

    def time_left(self) -> int:
        """Time spaces left before the Sudden Death space [6.2]."""
        return self.view.setting.scenario.sudden_death - self.view.time


class BaselinePlayer:
    """Answers every decision: :meth:`decide` (a style's own answers) first, then the
    style-neutral defaults below, then any choice but a step back."""

    name = "baseline"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Choice:
        """One of ``view.decision.choices``."""
        decision = view.decision
        assert decision is not None, "nothing to decide in this view"
        board = Board(view)
        chosen = self.decide(board, decision) or self.default(board, decision)
        if chosen is None or chosen not in decision.choices:
            forward = [c for c in decision.choices if c.kind != "back"]
            chosen = self.rng.choice(forward or list(decision.choices))
        return chosen

    def decide(self, board: Board, decision: Decision) -> Choice | None:
        """The style's answer (its method ``on_<decision kind>``, a placement by
        :meth:`place_worth`), or None to leave the decision to the defaults."""
        answer: Callable[[Board, Decision], Choice | None] | None = getattr(
            self, f"on_{decision.kind}", None)
        if answer is not None:
            return answer(board, decision)
        if decision.kind in PLACEMENTS:
            return best(decision.choices, lambda c: self.place_worth(board, hex_arg(c)))
        return None

    def place_worth(self, board: Board, hex_: Hex | None) -> float:
        """How good ``hex_`` is to set up or bring in a unit (the style says)."""
        return 0.0

    def default(self, board: Board, decision: Decision) -> Choice | None:
        """Answers that do not depend on the style: events hit the enemy and help one's own
        units, Overstacking Deploys rather than eliminates [8.2], a roll is accepted (the
        Initiative card is kept) [9.1], a Rout routs the opponent [O23.1], a Retreat and a
        Blaze relocation go into the best Cover away from the enemy [O23.3, E48], Artillery
        lands where most enemies are and no friends [O18.2], gifts are taken."""
        kind = decision.kind
        choices = decision.choices
        event = str(next(iter(decision.facts("event")), ""))
        if kind in HARMFUL_PICKS or event in HARMFUL_PICKS or kind == "air_support":
            return best(choices, lambda c: self.enemy_weight(board, c))
        if kind in HELPFUL_PICKS or event in HELPFUL_PICKS:
            return best(choices, lambda c: -self.enemy_weight(board, c))
        if kind == "overstack":
            return best(choices, lambda c: c.kind == "deploy")
        if kind == "reroll":
            return Choice("accept") if Choice("accept") in choices else None
        if kind == "rout_target":
            return Choice("rout_player", (board.side.other.value,))
        if kind in ("retreat", "blaze_relocation"):
            return best(choices, lambda c: self.shelter(board, hex_arg(c)))
        if kind in ("spot", "impact"):
            return best(choices, lambda c: self.blast_worth(board, hex_arg(c)))
        if kind in ("white_phosphorus", "scrounge", "interrogation", "sappers",
                    "field_promotion", "light_wounds"):
            return best(choices, lambda c: c.kind not in ("decline", "continue"))
        if kind == "fire_group":
            return self.build_fire_group(decision)
        if kind == "arm":
            return best(choices, lambda c: self.carrier_worth(board, c))
        if kind in ("rally_order", "rout_order", "defense_order"):
            return choices[0]
        return None

    @staticmethod
    def build_fire_group(decision: Decision) -> Choice | None:
        """Join every piece that adds FP (the engine's note tells the FP then), then fire
        [O20.3.1]."""
        now = int(next(iter(decision.facts("fp")), 0) or 0)

        def fp_then(choice: Choice) -> int:
            note = decision.note(choice)
            return int(note.rsplit("=", 1)[1].split()[0]) if "=" in note else now

        joins = [c for c in decision.choices if c.kind == "join" and fp_then(c) > now]
        if joins:
            return best(joins, fp_then)
        if Choice("fire") in decision.choices:
            return Choice("fire")
        return best(decision.choices, lambda c: c.kind == "join")

    @staticmethod
    def carrier_worth(board: Board, choice: Choice) -> float:
        """A Weapon goes to a Squad (the highest FP), not a Leader [11.2]."""
        unit = board.unit(str(choice.args[-1])) if choice.args else None
        if unit is None:
            return 0.0
        kind = board.view.setting.unit_type(unit.side, unit.type)
        return (kind.kind != "leader") * 10.0 + kind.unbroken.fp

    def enemy_weight(self, board: Board, choice: Choice) -> float:
        """How much picking ``choice`` (a unit or a hex) hits the enemy rather than one's own:
        +1 per enemy unit, -1 per own."""
        unit = board.unit(str(choice.args[0])) if choice.args else None
        if unit is not None:
            return 1.0 if unit.side is not board.side else -1.0
        if choice.kind in ("decline", "no_target"):
            return 0.0
        hex_ = hex_arg(choice)
        units = board.at(hex_) if hex_ is not None else []
        return float(sum(1 if u.side is not board.side else -1 for u in units))

    def shelter(self, board: Board, hex_: Hex | None) -> float:
        """How safe ``hex_`` is: its Cover, and its distance from the nearest enemy."""
        if hex_ is None:
            return -99.0
        nearest = min((hex_.distance(u.hex) for u in board.enemies() if u.hex), default=9)
        return 2.0 * board.cover(hex_) + min(nearest, 6)

    def blast_worth(self, board: Board, hex_: Hex | None) -> float:
        """Enemies in and around ``hex_`` minus (three times) one's own: where a Spotting
        Round or Impact does most good [O18.2]."""
        if hex_ is None:
            return -99.0
        area = [hex_, *hex_.neighbours()]
        units = [u for h in area for u in board.at(h)]
        return float(sum(1 if u.side is not board.side else -3 for u in units))


def step_toward(board: Board, decision: Decision, distances: dict[Hex, int]) -> Choice | None:
    """In a Move (``move_step``): enter the offered hex nearest the goal by ``distances``
    when it brings the unit nearer than where it stands, else stop [O21.1]."""
    path = str(next(iter(decision.facts("path")), ""))
    here = Hex.parse(path.split()[-1].split(":")[0]) if path else None

    def away(hex_: Hex | None) -> int:
        return distances.get(hex_, 999) if hex_ is not None else 999

    nearest = best((c for c in decision.choices if c.kind == "enter"),
                   lambda c: -away(hex_arg(c)))
    if nearest is not None and away(hex_arg(nearest)) < away(here):
        return nearest
    return Choice("stop") if Choice("stop") in decision.choices else None
