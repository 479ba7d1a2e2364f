"""The game state: immutable data, JSON round-trippable, every piece by id.

A :class:`GameState` holds everything about one game in progress: the :class:`Setting` it is
played in (scenario, map, the two nations' counters and Fate decks, the Terrain Chart and the
Track Display), both sides' card piles, every unit, Weapon and Radio, the markers on the map,
the Time, VP and Initiative, the interrupt stack of what is being resolved, the decision now
pending, and the random-number generator's state. Rules never change a state: they return a
new one (``dataclasses.replace``); unchanged parts are shared.
"""

from __future__ import annotations

import enum
import operator
from dataclasses import dataclass, field, fields
from functools import cached_property
from typing import Any, Literal

from pydantic import TypeAdapter

from cc_engine.canonical import SortedSet
from cc_engine.content.models import (
    FateCard,
    FateDeck,
    MapData,
    Nation,
    ObjectiveChitSet,
    RadioType,
    Scenario,
    TerrainChart,
    TrackDisplay,
    UnitType,
    WeaponType,
)
from cc_engine.content.vocabulary import SideId
from cc_engine.frames import Frame
from cc_engine.hexgrid import Hex, MapEdge
from cc_engine.rules.terrain import MapTerrain, TerrainState

__all__ = [
    "Choice",
    "Decision",
    "GameState",
    "LogEvent",
    "Outcome",
    "PieceStatus",
    "RadioState",
    "Setting",
    "SideState",
    "Stops",
    "Termination",
    "UnitState",
    "WeaponState",
    "game_state_adapter",
]

PieceStatus = Literal["map", "reinforcement", "eliminated", "exited", "pool", "carried", "box"]


# --- the fixed context of a game ------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class Setting:
    """What a game is played with; shared, never changed, by every state of that game."""

    scenario: Scenario
    map: MapData
    nations: tuple[Nation, Nation]  # axis, allies
    decks: tuple[FateDeck, FateDeck]  # axis, allies
    terrain_chart: TerrainChart
    track: TrackDisplay
    chits: ObjectiveChitSet

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Setting):
            return NotImplemented
        return (self.scenario, self.map, self.nations, self.decks, self.terrain_chart,
                self.track, self.chits) == (other.scenario, other.map, other.nations,
                                            other.decks, other.terrain_chart, other.track,
                                            other.chits)

    def __hash__(self) -> int:
        return hash((self.scenario.id, self.map.id))

    def nation(self, side: SideId) -> Nation:
        """The nation a side commands."""
        return self.nations[0 if side is SideId.AXIS else 1]

    def deck(self, side: SideId) -> FateDeck:
        """The Fate deck a side draws from."""
        return self.decks[0 if side is SideId.AXIS else 1]

    def card(self, side: SideId, number: int) -> FateCard:
        """Card ``number`` (1-72) of a side's deck."""
        return self.deck(side).cards[number - 1]

    def unit_type(self, side: SideId, type_id: str) -> UnitType:
        """A unit type of the side's nation."""
        return self._unit_types[side][type_id]

    def weapon_type(self, side: SideId, type_id: str) -> WeaponType:
        """A Weapon type of the side's nation."""
        return self._weapon_types[side][type_id]

    def radio_type(self, side: SideId, type_id: str) -> RadioType:
        """A Radio type of the side's nation."""
        return self._radio_types[side][type_id]

    @cached_property
    def _unit_types(self) -> dict[SideId, dict[str, UnitType]]:
        return {s: {u.id: u for u in self.nation(s).units} for s in SideId}

    @cached_property
    def _weapon_types(self) -> dict[SideId, dict[str, WeaponType]]:
        return {s: {w.id: w for w in self.nation(s).weapons} for s in SideId}

    @cached_property
    def _radio_types(self) -> dict[SideId, dict[str, RadioType]]:
        return {s: {r.id: r for r in self.nation(s).radios} for s in SideId}

    @cached_property
    def terrain(self) -> MapTerrain:
        """The map read through the Terrain Chart (built once per setting)."""
        return MapTerrain(self.map, self.terrain_chart)

    def friendly_edge(self, side: SideId) -> MapEdge:
        """The side's friendly map edge [7.2]."""
        return MapEdge(self.scenario.side(side).friendly_edge)


# --- pieces -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class UnitState:
    """A Squad, Team or Leader: where it is and what is on it [3]."""

    id: str
    side: SideId
    type: str
    name: str
    status: PieceStatus = "map"
    hex: Hex | None = None
    broken: bool = False
    suppressed: bool = False
    veteran: bool = False
    weapon: str | None = None
    time_space: int | None = None
    #: For a reinforcement of the scenario, the Time space of its group, whose entry zone it
    #: keeps when it must wait for a later Time space; None for any other unit (an exited one
    #: comes back on the friendly edge) [6.1.2, 7.2.1].
    group_time: int | None = None


@dataclass(frozen=True, slots=True)
class WeaponState:
    """A Weapon marker: carried by a unit, or on the Casualty Track, or unplaced [11]."""

    id: str
    side: SideId
    type: str
    status: PieceStatus = "carried"
    broken: bool = False


@dataclass(frozen=True, slots=True)
class RadioState:
    """A Radio in its owner's Artillery Box, on the Time track, or back in the mix [12]."""

    id: str
    side: SideId
    type: str
    status: PieceStatus = "box"
    broken: bool = False
    time_space: int | None = None


# --- sides ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Stops:
    """A player's private "stop" preferences: which response windows to be asked at.

    They depend on public facts only (never on the cards in hand), so being asked reveals
    nothing (DESIGN: no information leak by prompting).
    """

    op_fire: Literal["always", "when_able", "never"] = "when_able"
    #: The Initiative re-roll offer [9.1]: "when_it_matters" asks only when some other roll
    #: of the dice would lock another result (see :func:`cc_engine.rules.cards.reroll_can_matter`).
    reroll: Literal["always", "when_it_matters", "never"] = "always"
    #: The Action windows of a Fire Attack: before its attack roll, before each Defense roll,
    #: and when a Squad would break [A24.1, A29-A41]; "when_able" asks only when an Action's
    #: prerequisite holds and a card with it is not in the discard pile (public facts).
    fire_actions: Literal["always", "when_able", "never"] = "when_able"
    #: The Action windows of Move, Advance, Melee, Pass and Time [A25, A26, A31, A32, A35,
    #: A38, A39]: "when_able" asks when the moment allows one, the hand is not empty and a
    #: card with it is not in the discard pile (public facts).
    move_actions: Literal["always", "when_able", "never"] = "when_able"


@dataclass(frozen=True, slots=True)
class SideState:
    """One side's cards and bookkeeping. The draw pile's top card is ``draw[0]``."""

    side: SideId
    hand: tuple[int, ...] = ()
    draw: tuple[int, ...] = ()
    discard: tuple[int, ...] = ()
    casualties: tuple[str, ...] = ()
    exits: tuple[str, ...] = ()
    secret_chits: tuple[str, ...] = ()
    stops: Stops = Stops()
    surrender_space: int = 99


# --- decisions and log ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, order=True)
class Choice:
    """One legal answer to a decision: a kind and its arguments, e.g. ``play_order 12``."""

    kind: str
    args: tuple[str | int, ...] = ()

    def notation(self) -> str:
        """Text form, ``kind arg arg``; :meth:`parse` reads it back."""
        return " ".join([self.kind, *(str(a) for a in self.args)])

    @classmethod
    def parse(cls, text: str) -> Choice:
        """Read a :meth:`notation`; numeric arguments become ints."""
        kind, *rest = text.split()
        return cls(kind, tuple(int(a) if a.lstrip("-").isdigit() else a for a in rest))

    def __str__(self) -> str:
        return self.notation()


@dataclass(frozen=True, slots=True)
class Decision:
    """What the engine waits for: which side decides, what kind of decision, the choices.

    ``context`` holds public facts the board draws for this decision, as key/value pairs (a
    key may repeat). A shot being built (``fire_group``): ``target``, ``firing`` hexes,
    ``fp``, and each ``join`` (``"<piece> <hex> <FP then>"``). An activation: ``radius``
    (``"<unit id> <hex> <hexes>"``) of a Leader's Command. A move: ``path``
    (``"C3:0 C4:2"``: each hex with the MP spent on arriving) and each ``entry`` it may
    make (``"C5 3"``: the MP it would have spent there). ``notes`` tell, per choice
    notation, what that choice would bring, e.g. the FP of the shot once a piece joins.
    """

    side: SideId
    kind: str
    choices: tuple[Choice, ...]
    prompt: str = ""
    context: tuple[tuple[str, str | int], ...] = ()
    notes: tuple[tuple[str, str], ...] = ()

    def note(self, choice: Choice) -> str:
        """What ``choice`` would bring, in words, or ``""``."""
        notation = choice.notation()
        return next((text for key, text in self.notes if key == notation), "")

    def facts(self, key: str) -> tuple[str | int, ...]:
        """Every ``context`` value under ``key``, in order."""
        return tuple(value for name, value in self.context if name == key)


@dataclass(frozen=True, slots=True)
class LogEvent:
    """Something that happened, in plain words with its arithmetic and rule ids.

    ``private_to`` names the only side that may see it (a card drawn into a hand).
    """

    kind: str
    text: str
    rules: tuple[str, ...] = ()
    side: SideId | None = None
    private_to: SideId | None = None
    data: tuple[tuple[str, str | int], ...] = ()


class Termination(enum.Enum):
    """How a game ended [6.3]."""

    SURRENDER = "surrender"
    LAST_UNIT_ELIMINATED = "last_unit_eliminated"
    LAST_UNIT_EXITED = "last_unit_exited"
    SUDDEN_DEATH = "sudden_death"
    ALL_OBJECTIVES = "all_objectives"


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: who won, how, and the final VP (positive favours the Axis)."""

    winner: SideId
    termination: Termination
    vp: int
    reason: str


# --- the whole state --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything about a game in progress. See the module docstring."""

    setting: Setting
    seed: int
    rng: int
    axis: SideState
    allies: SideState
    units: tuple[UnitState, ...]
    weapons: tuple[WeaponState, ...]
    radios: tuple[RadioState, ...]
    markers: TerrainState = field(default_factory=TerrainState)
    smoke_cup: tuple[int, ...] = ()
    time: int = 0
    vp: int = 0
    vp_sources: tuple[tuple[str, int], ...] = ()
    initiative: SideId = SideId.AXIS
    control: tuple[SideId | None, ...] = (None, None, None, None, None)
    open_chits: tuple[str, ...] = ()
    chit_pool: tuple[str, ...] = ()
    active: SideId = SideId.AXIS
    turn: int = 1
    orders_given: int = 0
    activated: SortedSet[str] = frozenset()
    op_fire_activated: SortedSet[str] = frozenset()
    players_activated: SortedSet[SideId] = frozenset()
    #: Units replaced by units that count as the same unit, in order: (old id, new ids)
    #: (a Deployed Squad's two Teams [E52.2]; see :mod:`cc_engine.rules.replacement`).
    replaced: tuple[tuple[str, tuple[str, ...]], ...] = ()
    stack: tuple[Frame, ...] = ()
    pending: Decision | None = None
    outcome: Outcome | None = None

    def changed(self, **changes: Any) -> GameState:
        """This state with the fields named in ``changes`` set to their values: what
        :func:`dataclasses.replace` does, without its per-call field checks (the engine makes
        tens of thousands of states a game; this is twice as fast).

        Raises:
            TypeError: for a name that is not a field of the state.
        """
        values = list(_state_values(self))
        for name, value in changes.items():
            index = _STATE_INDEX.get(name)
            if index is None:
                raise TypeError(f"GameState has no field {name}")
            values[index] = value
        new = object.__new__(GameState)
        for slot, value in zip(_STATE_SLOTS, values, strict=True):
            slot.__set__(new, value)
        return new

    # --- lookups ------------------------------------------------------------------------------

    def side(self, side: SideId) -> SideState:
        """One side's cards and bookkeeping."""
        return self.axis if side is SideId.AXIS else self.allies

    def with_side(self, side_state: SideState) -> GameState:
        """This state with one side's bookkeeping replaced."""
        if side_state.side is SideId.AXIS:
            return self.changed(axis=side_state)
        return self.changed(allies=side_state)

    def unit(self, unit_id: str) -> UnitState:
        """The unit with this id."""
        for unit in self.units:
            if unit.id == unit_id:
                return unit
        raise KeyError(unit_id)

    def weapon(self, weapon_id: str) -> WeaponState:
        """The Weapon with this id."""
        for weapon in self.weapons:
            if weapon.id == weapon_id:
                return weapon
        raise KeyError(weapon_id)

    def with_unit(self, unit: UnitState) -> GameState:
        """This state with one unit replaced (matched by id)."""
        return self.changed(units=tuple(unit if u.id == unit.id else u for u in self.units))

    def with_weapon(self, weapon: WeaponState) -> GameState:
        """This state with one Weapon replaced (matched by id)."""
        return self.changed(weapons=tuple(weapon if w.id == weapon.id else w
                                           for w in self.weapons))

    def with_radio(self, radio: RadioState) -> GameState:
        """This state with one Radio replaced (matched by id)."""
        return self.changed(radios=tuple(radio if r.id == radio.id else r
                                          for r in self.radios))

    def units_on_map(self, side: SideId | None = None) -> tuple[UnitState, ...]:
        """Units on the map, of one side or both."""
        return tuple(u for u in self.units
                     if u.status == "map" and (side is None or u.side is side))

    def units_in(self, hex_: Hex, side: SideId | None = None) -> tuple[UnitState, ...]:
        """Units in a hex, of one side or both."""
        return tuple(u for u in self.units
                     if u.hex == hex_ and u.status == "map" and (side is None or u.side is side))

    def radio_of(self, side: SideId) -> RadioState | None:
        """The side's Radio in its Artillery Box, if any [12]."""
        for radio in self.radios:
            if radio.side is side and radio.status == "box":
                return radio
        return None


#: The fields of a :class:`GameState`, for :meth:`GameState.changed`.
_STATE_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(GameState))
#: For :meth:`GameState.changed`: each field's place, all the values at once, and each slot.
_STATE_INDEX: dict[str, int] = {name: index for index, name in enumerate(_STATE_FIELDS)}
_state_values = operator.attrgetter(*_STATE_FIELDS)
_STATE_SLOTS: tuple[Any, ...] = tuple(GameState.__dict__[name] for name in _STATE_FIELDS)


def game_state_adapter() -> TypeAdapter[GameState]:
    """The pydantic adapter that turns a state into JSON and back (built once)."""
    global _ADAPTER
    if _ADAPTER is None:
        _ADAPTER = TypeAdapter(GameState)
    return _ADAPTER


_ADAPTER: TypeAdapter[GameState] | None = None
