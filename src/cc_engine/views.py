"""What one player may see: :func:`player_view` is the only thing a UI or an AI gets [1.2].

Hidden from the viewer: the other hand (its size is shown), the order and contents of both
draw piles (their sizes are shown), the other side's secret Objective chits (their number is
shown), the random generator and the seed (which would let anyone predict the cards), events
private to the other side, and during a hidden setup the other side's placements. Everything
else is public: discards, the map, markers, VP, Time, Initiative.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from cc_engine.content.validation import setup_zone_hexes
from cc_engine.content.vocabulary import SideId
from cc_engine.frames import ArtilleryFrame
from cc_engine.hexgrid import Hex
from cc_engine.rules.terrain import TerrainState
from cc_engine.rules.victory import chit_vp, total_vp, vp_breakdown
from cc_engine.state import (
    Decision,
    GameState,
    LogEvent,
    Outcome,
    RadioState,
    Setting,
    UnitState,
    WeaponState,
)

__all__ = ["PlayerView", "SideView", "objective_worth", "player_view", "visible_events"]


@dataclass(frozen=True, slots=True)
class SideView:
    """One side's cards as the viewer may see them."""

    side: SideId
    hand: tuple[int, ...] | None  # None for the opponent: only its size is known
    hand_size: int
    draw_size: int
    discard: tuple[int, ...]
    casualties: tuple[str, ...]
    secret_chits: tuple[str, ...] | None
    secret_chit_count: int
    surrender_space: int


@dataclass(frozen=True, slots=True)
class PlayerView:
    """The game as one player sees it."""

    viewer: SideId
    setting: Setting
    own: SideView
    opponent: SideView
    units: tuple[UnitState, ...]
    weapons: tuple[WeaponState, ...]
    radios: tuple[RadioState, ...]
    markers: TerrainState
    time: int
    vp: int
    vp_lines: tuple[tuple[str, int], ...]
    initiative: SideId
    control: tuple[SideId | None, ...]
    open_chits: tuple[str, ...]
    active: SideId
    turn: int
    orders_given: int
    activated: frozenset[str]
    decision: Decision | None  # the viewer's own pending decision only
    waiting_for: SideId | None
    waiting_kind: str | None
    frames: tuple[str, ...]
    outcome: Outcome | None
    #: The Spotting Round on the map during a Fire For Effect, and the hexes its Impact
    #: has still to attack [O18.2.1, O18.2.3].
    spotting_round: Hex | None = None
    impact_area: tuple[Hex, ...] = ()

    def side(self, side: SideId) -> SideView:
        """The viewer's or the opponent's cards."""
        return self.own if side is self.viewer else self.opponent


def _side_view(state: GameState, side: SideId, viewer: SideId) -> SideView:
    piles = state.side(side)
    mine = side is viewer
    return SideView(
        side=side,
        hand=piles.hand if mine else None,
        hand_size=len(piles.hand),
        draw_size=len(piles.draw),
        discard=piles.discard,
        casualties=piles.casualties,
        secret_chits=piles.secret_chits if mine or state.outcome is not None else None,
        secret_chit_count=len(piles.secret_chits),
        surrender_space=piles.surrender_space,
    )


def _hidden_setup(state: GameState) -> bool:
    return any(frame.kind == "setup" and frame.hidden for frame in state.stack)


def _without_hidden_fortifications(state: GameState, viewer: SideId) -> TerrainState:
    """The markers without the Fortifications the other side has placed in its setup zone
    during a hidden setup (those the scenario fixes in their hexes are printed for both)."""
    setting, other = state.setting, viewer.other
    zone = setup_zone_hexes(setting.scenario.side(other).setup, setting.friendly_edge(other),
                            setting.terrain.grid)
    fixed = {Hex.parse(h) for item in setting.scenario.side(other).forces
             if item.kind == "fortification" for h in item.hexes}
    kept = tuple((hex_, kind) for hex_, kind in state.markers.fortifications
                 if hex_ not in zone or hex_ in fixed)
    return replace(state.markers, fortifications=kept)


def player_view(state: GameState, viewer: SideId) -> PlayerView:
    """The state as ``viewer`` may see it (see the module docstring)."""
    units = state.units
    weapons = state.weapons
    markers = state.markers
    if _hidden_setup(state):
        units = tuple(u for u in units if u.side is viewer)
        carried = {u.weapon for u in units}
        weapons = tuple(w for w in weapons if w.side is viewer or w.id in carried)
        markers = _without_hidden_fortifications(state, viewer)
    decision = state.pending
    artillery = next((f for f in reversed(state.stack) if isinstance(f, ArtilleryFrame)), None)
    return PlayerView(
        viewer=viewer,
        setting=state.setting,
        own=_side_view(state, viewer, viewer),
        opponent=_side_view(state, viewer.other, viewer),
        units=units,
        weapons=weapons,
        radios=state.radios,
        markers=markers,
        time=state.time,
        vp=total_vp(state),
        vp_lines=tuple(vp_breakdown(state)),
        initiative=state.initiative,
        control=state.control,
        open_chits=state.open_chits,
        active=state.active,
        turn=state.turn,
        orders_given=state.orders_given,
        activated=state.activated,
        decision=decision if decision is not None and decision.side is viewer else None,
        waiting_for=decision.side if decision is not None else None,
        waiting_kind=decision.kind if decision is not None else None,
        frames=tuple(frame.kind for frame in state.stack),
        outcome=state.outcome,
        spotting_round=artillery.round if artillery is not None else None,
        impact_area=artillery.impacts if artillery is not None else (),
    )


def objective_worth(view: PlayerView, number: int) -> tuple[int, int]:
    """The VP Objective ``number`` gives its controller by the open chits, and by the viewer's
    own secret chits (never the opponent's, which he cannot see) [7.3.2]."""
    chits = {item.letter: item for item in view.setting.chits.chits}

    def worth(letters: tuple[str, ...]) -> int:
        return sum(chit_vp(chits[letter], number) for letter in letters)

    return worth(view.open_chits), worth(view.own.secret_chits or ())


def visible_events(events: tuple[LogEvent, ...] | list[LogEvent],
                   viewer: SideId) -> tuple[LogEvent, ...]:
    """The events ``viewer`` may read: all but those private to the other side.

    A card drawn is logged twice: privately with its name for the drawer, publicly as "draws
    a card"; the drawer sees both.
    """
    return tuple(
        e for e in events
        if (e.private_to is None or e.private_to is viewer)
        and not (e.side is viewer and ("public_copy", 1) in e.data)
    )
