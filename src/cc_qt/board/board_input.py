"""Clicks on the board turned into the engine's legal choices, in as few inputs as it can.

A click on one's own counter never commits anything: for an activation, a shot or a move it
selects the unit (a second click lets it go); otherwise it marks the listed choices that name
it, or sends the stack's top counter to the bottom when none does. A click on an enemy counter
while units are selected or a shot is built is a click on its hex. A click on a hex commits:

* with units selected, it is the target of a Fire Order or Op Fire, or the end of a Move's
  path: a :class:`Plan` then takes, one decision at a time and only while each is legal, the
  choices it means: activate the Leader and add the others [O14.1, 3.3.1.1], aim at the hex
  [O20.3], join the selected units and their Weapons to the shot [O20.3.1] (a second click on
  the target fires), or move them together [O21.2] hex by hex along the engine's cheapest
  route and stop there [O21.1]; when the Order then only waits for its end (no unit left to
  move, no card to play: ``done`` is its one legal choice), it ends it [O21];
* on the target of the shot being built, it fires;
* else it takes the one listed choice about that hex, or marks several (it never guesses).

Choices that play a card in a hex (Smoke Grenades [A39]) stand in the list as one row per
card; picking the row asks for the hex on the board (or lists the hexes for the keyboard).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cc_engine.state import Choice, Decision
from cc_engine.views import PlayerView
from cc_qt.choices import choice_hex

__all__ = ["BoardInput", "Plan", "Reaction", "choice_rows"]

#: Decisions a selection of units can be carried through by a click on a hex.
PLAN_KINDS = frozenset({"activate", "fire_target", "fire_group", "move_unit", "move_step"})


@dataclass(frozen=True)
class Reaction:
    """What a click means: a choice to submit, choices to mark in the list (several, or one
    to look at before taking it), or a stack to cycle."""

    submit: Choice | None = None
    mark: tuple[Choice, ...] = ()
    cycle: str = ""
    #: Why a click on a hex with units selected meant nothing (for the status bar).
    problem: str = ""


@dataclass
class Plan:
    """Selected units carried to a goal hex: each decision of ``side`` gets its next step."""

    units: tuple[str, ...]
    goal: str
    activated: set[str] = field(default_factory=set)
    #: The movers stopped at the goal: only ending the Order, when that is all it allows, is
    #: left to do.
    stopped: bool = False

    def step(self, view: PlayerView, decision: Decision) -> Choice | None:
        """The next choice, or None when the plan has nothing (legal) left to do."""
        legal = set(decision.choices)
        kind = decision.kind
        if self.stopped:
            done = Choice("done")
            return done if kind == "move_unit" and decision.choices == (done,) else None
        if kind == "activate":
            return self._activate(decision)
        if kind == "fire_target":
            aim = Choice("target", (self.goal,))
            return aim if aim in legal else None
        if kind == "fire_group":
            weapons = [u.weapon for u in view.units if u.id in self.units and u.weapon]
            pieces = [*self.units, *weapons]
            return next((Choice("join", (p,)) for p in pieces if Choice("join", (p,)) in legal),
                        None)
        if kind == "move_unit":
            wanted = set(self.units)
            return next((c for c in decision.choices if c.kind in ("move", "move_together")
                         and set(c.args) == wanted), None)
        if kind == "move_step":
            path = str(decision.facts("path")[-1]).split() if decision.facts("path") else []
            here = path[-1].split(":")[0] if path else ""
            if here == self.goal:
                return Choice("stop") if Choice("stop") in legal else None
            for route in decision.facts("route"):
                dest, first, _ = str(route).split()
                if dest == self.goal and Choice("enter", (first,)) in legal:
                    return Choice("enter", (first,))
        return None

    def _activate(self, decision: Decision) -> Choice | None:
        """Activate the one selected unit, or the selected Leader, then add the others and go
        [O14.1, 3.3.1.1]; None when that is not what the engine allows."""
        legal = set(decision.choices)
        for unit in self.units:
            if unit not in self.activated and Choice("add", (unit,)) in legal:
                return Choice("add", (unit,))
        if Choice("go") in legal:
            return Choice("go") if self.activated >= set(self.units) else None
        if len(self.units) == 1:
            first = Choice("activate", self.units)
            return first if first in legal else None
        leaders = {str(fact).split()[0] for fact in decision.facts("radius")}
        picks = [Choice("activate", (u,)) for u in self.units if u in leaders
                 and Choice("activate", (u,)) in legal]
        return picks[0] if len(picks) == 1 else None

    def taken(self, choice: Choice) -> None:
        """Remember the units an activation step named, and the stop at the goal."""
        if choice.kind in ("activate", "add"):
            self.activated.add(str(choice.args[0]))
        self.stopped = self.stopped or choice.kind == "stop"


class BoardInput:
    """The seated player's selection of units and the plan under way (see the module)."""

    def __init__(self) -> None:
        self.selection: list[str] = []
        self.plan: Plan | None = None
        #: The card row picked: its choices wait for a hex clicked on the board.
        self.picking: tuple[Choice, ...] = ()

    def reset(self) -> None:
        """Forget the selection, the plan and the card row (a hand-off, a new game)."""
        self.selection, self.plan, self.picking = [], None, ()

    def counter_clicked(self, view: PlayerView, unit_id: str) -> Reaction:
        """Select (or let go) one of the seated player's units while a shot or a move is being
        built; else mark the choices naming the unit or its Weapon, or cycle its stack."""
        unit = next((u for u in view.units if u.id == unit_id), None)
        decision = view.decision
        if unit is None or unit.hex is None:
            return Reaction()
        if decision is not None and decision.kind in PLAN_KINDS and unit.side is view.viewer:
            if unit_id in self.selection:
                self.selection.remove(unit_id)
            else:
                self.selection.append(unit_id)
            return Reaction()
        if unit.side is not view.viewer and (self.selection or (
                decision is not None and decision.kind == "fire_group")):
            return self.hex_clicked(view, unit.hex.id)  # the enemy's hex is the target
        pieces = {unit_id, unit.weapon} - {None}
        naming = tuple(c for c in decision.choices if pieces & set(c.args)) if decision else ()
        return Reaction(mark=naming) if naming else Reaction(cycle=unit.hex.id)

    def hex_clicked(self, view: PlayerView, hex_id: str) -> Reaction:
        """The choice a click on ``hex_id`` means (see the module)."""
        decision = view.decision
        if decision is None:
            return Reaction()
        if self.picking:
            picked = [c for c in self.picking if choice_hex(c) == hex_id]
            self.picking = () if picked else self.picking
            return Reaction(submit=picked[0]) if picked else Reaction()
        if self.selection and decision.kind in PLAN_KINDS:
            self.plan = Plan(tuple(self.selection), hex_id)
            first = self.next_step(view)
            if first is None:
                return Reaction(problem=hex_id)
            self.selection = []
            return Reaction(submit=first)
        if (decision.kind == "fire_group" and hex_id in decision.facts("target")
                and Choice("fire") in decision.choices):
            return Reaction(submit=Choice("fire"))
        matching = tuple(c for c in decision.choices if choice_hex(c) == hex_id
                         and not _card_in_hex(c))
        if len(matching) == 1:
            return Reaction(submit=matching[0])
        return Reaction(mark=matching)

    def next_step(self, view: PlayerView) -> Choice | None:
        """The plan's next choice for the seated player's decision; the plan ends when it has
        none."""
        if self.plan is None or view.decision is None:
            return None
        choice = self.plan.step(view, view.decision)
        if choice is None or choice.kind in ("fire", "done"):
            self.plan = None
        else:
            self.plan.taken(choice)
        return choice

    def pick_card_row(self, choices: tuple[Choice, ...]) -> None:
        """The row of a card played in a hex was picked: its hex comes from the board."""
        self.picking = choices


def _card_in_hex(choice: Choice) -> bool:
    """A choice that plays a card of the hand in a hex (``smoke_grenades 12 G5``)."""
    return (len(choice.args) == 2 and isinstance(choice.args[0], int)
            and choice_hex(choice) is not None)


def choice_rows(choices: tuple[Choice, ...]) -> list[tuple[Choice, ...]]:
    """The decision list's rows: one per choice, except that the choices playing one card in
    one of several hexes share a row (the hex is picked on the board) [A39]."""
    rows: list[list[Choice]] = []
    card_rows: dict[tuple[str, str | int], int] = {}
    for choice in choices:
        if _card_in_hex(choice):
            key = (choice.kind, choice.args[0])
            if key in card_rows:
                rows[card_rows[key]].append(choice)
                continue
            card_rows[key] = len(rows)
        rows.append([choice])
    return [tuple(row) for row in rows]
