"""Pydantic schemas of the content pack: nations, Fate decks, terrain chart, maps, scenarios.

These models check *shape* only (types, ranges, unknown fields). Whether the pieces fit
together (a scenario's hexes exist on its map, its units exist in its nation...) is checked by
:mod:`cc_engine.content.validation`, which reports every problem at once.

Every model is frozen and rejects unknown fields. A value that the reference data lacks and
that had to be filled in is listed in the model's ``provisional`` mapping (field name -> why), so
a player who owns the printed components can correct it in the data file alone;
``docs/content-gaps.md`` lists them all.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, model_validator

from cc_engine.content.vocabulary import (
    Action,
    Event,
    Feature,
    FortificationKind,
    HexsideFeature,
    Order,
    Posture,
    Quality,
    SideId,
    Terrain,
    Trigger,
    UnitKind,
    WeaponKind,
)
from cc_engine.messages import Message, msg

__all__ = [
    "PATTERN_WORDS",
    "SCHEMA_VERSION",
    "Boxed",
    "ContentModel",
    "DieRange",
    "FateCard",
    "FateDeck",
    "FeatureEntry",
    "ForceItem",
    "FortificationEntry",
    "HexTerrainEntry",
    "HexsideEntry",
    "MapData",
    "MapHex",
    "MapHexside",
    "MapOutlines",
    "Nation",
    "ObjectiveChit",
    "ObjectiveChitSet",
    "ObjectiveSetup",
    "OutlinePolygon",
    "OutlineRing",
    "RadioType",
    "Reinforcement",
    "Scenario",
    "ScenarioSide",
    "SetupZone",
    "StartingVP",
    "Stats",
    "SupportItem",
    "SupportRolls",
    "TerrainChart",
    "TrackDisplay",
    "UnitType",
    "WeaponType",
]

SCHEMA_VERSION: Literal[1] = 1

HEX_ID_PATTERN = r"^[A-Z][1-9][0-9]?$"
SLUG_PATTERN = r"^[a-z0-9][a-z0-9_]*$"
LETTER_PATTERN = r"^[A-Z]$"
DATE_PATTERN = r"^\d{4}(-\d{2}(-\d{2})?)?$"
#: What each pattern of the content files asks for, in the words shown instead of it.
PATTERN_WORDS: dict[str, Message] = {
    HEX_ID_PATTERN: msg("a hex id such as C7"),
    SLUG_PATTERN: msg("an id of lower-case letters, digits and _ such as my_map"),
    LETTER_PATTERN: msg("one capital letter such as A"),
    DATE_PATTERN: msg("a date such as 1944, 1944-06 or 1944-06-06"),
}

HexId = Annotated[str, StringConstraints(pattern=HEX_ID_PATTERN)]
Slug = Annotated[str, StringConstraints(pattern=SLUG_PATTERN, max_length=64)]
Letter = Annotated[str, StringConstraints(pattern=LETTER_PATTERN)]
Name = Annotated[str, StringConstraints(min_length=1, max_length=120)]
Text = Annotated[str, StringConstraints(max_length=2000)]
#: Several paragraphs of a scenario's own words (its briefing, history, a side's notes).
LongText = Annotated[str, StringConstraints(max_length=8000)]
Die = Annotated[int, Field(ge=1, le=6)]
SmallInt = Annotated[int, Field(ge=0, le=99)]
EdgeName = Literal["top", "right", "bottom", "left"]
Provisional = dict[Annotated[str, StringConstraints(max_length=80)], Text]


class ContentModel(BaseModel):
    """Base of every content model: frozen, unknown fields rejected."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class _WithProvisional(ContentModel):
    provisional: Provisional = Field(
        default_factory=dict,
        description="Fields whose value is a provisional stand-in for missing data, with why.",
    )

    @model_validator(mode="after")
    def _provisional_names_fields(self) -> _WithProvisional:
        for name in self.provisional:
            if name.split(".")[0] not in type(self).model_fields:
                raise ValueError(msg("provisional names {name}, which is not a field",
                                     name=repr(name)))
        return self


# --- Fate decks (1, 1.8, 1.9) ---------------------------------------------------------------


class FateCard(_WithProvisional):
    """One Fate card: Order, Action, Event, dice, trigger and Random Hex [1]."""

    number: Annotated[int, Field(ge=1, le=72)]
    order: Order
    fire_action: bool = Field(
        description="The card also carries the 'Order/Action Fire' line, i.e. Op Fire [A33]."
    )
    action: Action
    event: Event
    white_die: Die
    colored_die: Die
    trigger: Trigger
    random_hex: HexId
    breeze_direction: Annotated[int, Field(ge=1, le=6)] | None = Field(
        default=None, description="Wind direction printed in a Breeze Event [E48]."
    )
    marksmanship_nation: Slug | None = Field(
        default=None, description="Nationality printed in a Marksmanship Action [A37]."
    )

    @property
    def dice_sum(self) -> int:
        """The roll's value: the two dice summed [1.9]."""
        return self.white_die + self.colored_die

    @property
    def doubles(self) -> bool:
        """True when both dice show the same number [A41]."""
        return self.white_die == self.colored_die


class FateDeck(_WithProvisional):
    """A nation's 72-card Fate deck [1]."""

    schema_version: Literal[1] = SCHEMA_VERSION
    nation: Slug
    name: Name
    cards: tuple[FateCard, ...]


# --- units, weapons, radios (3, 11, 12) ------------------------------------------------------


class Stats(ContentModel):
    """The stats printed along a unit counter's edge [3.1]."""

    fp: SmallInt
    range: SmallInt
    movement: SmallInt
    morale: SmallInt
    command: SmallInt | None = None


class Boxed(ContentModel):
    """Which stats are printed in a box [3.1.6]."""

    fp: bool = False
    range: bool = False
    movement: bool = False


class UnitType(_WithProvisional):
    """A unit counter type: Squad, Team or Leader, with both sides' stats [3]."""

    id: Slug
    name: Name
    kind: UnitKind
    quality: Quality | None = Field(
        default=None, description="Green/Line/Elite for the Teams that Deploy and Light Wounds use."
    )
    role: Literal["hero", "private"] | None = Field(
        default=None, description="The Hero [E58] or the Private of Field Promotion [E56]."
    )
    unbroken: Stats
    broken: Stats
    boxed: Boxed = Boxed()
    countermix: SmallInt | None = Field(default=None, description="Counters in the box, if known.")


class DieRange(ContentModel):
    """An inclusive range of Random Hex numbers, e.g. Fix 1-2 [11.4]."""

    low: Annotated[int, Field(ge=1, le=10)]
    high: Annotated[int, Field(ge=1, le=10)]

    @model_validator(mode="after")
    def _ordered(self) -> DieRange:
        if self.low > self.high:
            raise ValueError(msg("low {low} is above high {high}", low=self.low,
                                 high=self.high))
        return self

    def __contains__(self, number: object) -> bool:
        return isinstance(number, int) and self.low <= number <= self.high


class WeaponType(_WithProvisional):
    """A Weapon marker: FP, Range, movement penalty, ordnance, smoke, Fix/Elim [11]."""

    id: Slug
    name: Name
    kind: WeaponKind
    fp: SmallInt
    fp_boxed: bool = False
    range: SmallInt
    range_boxed: bool = False
    min_range: SmallInt = Field(default=0, description="Mortars cannot fire closer [O20.2.2].")
    move_penalty: Annotated[int, Field(ge=-9, le=0)] = 0
    ordnance: bool = Field(default=False, description="White band: must target first [11.5].")
    smoke: bool = Field(default=False, description="May fire Smoke rounds [O20.2.1].")
    fix: DieRange
    elim: DieRange
    single_use: bool = Field(default=False, description="Eliminated after its attack [11.6].")
    zero_cover: bool = Field(default=False, description="Target Cover becomes 0 [11.6].")

    @model_validator(mode="after")
    def _ranges(self) -> WeaponType:
        if self.min_range > self.range:
            raise ValueError(msg("min_range {min_range} exceeds range {range}",
                                 min_range=self.min_range, range=self.range))
        if self.fix.high >= self.elim.low:
            raise ValueError(msg("the Fix range must lie below the Elim range"))
        return self


class RadioType(_WithProvisional):
    """An off-map battery Radio with FP 8-13 [12]."""

    id: Slug
    name: Name
    fp: Annotated[int, Field(ge=8, le=13)]
    smoke: bool = False


class SupportRolls(ContentModel):
    """The rolls (dice summed, 2-12) of one Support Table column [E59, E68, A35.4]."""

    low: Annotated[int, Field(ge=2, le=12)]
    high: Annotated[int, Field(ge=2, le=12)]

    @model_validator(mode="after")
    def _ordered(self) -> SupportRolls:
        if self.low > self.high:
            raise ValueError(msg("low {low} is above high {high}", low=self.low,
                                 high=self.high))
        return self

    def __contains__(self, roll: object) -> bool:
        return isinstance(roll, int) and self.low <= roll <= self.high


class SupportItem(_WithProvisional):
    """One item of a nation's Support Table: a unit, a Weapon with its unit, or a Radio.

    A Weapon bought from the table comes with the unit listed with it, which must carry it
    [11.2]; ``carrier`` names that unit type. The item can be chosen when the roll falls in
    ``rolls`` and the scenario year lies in ``first_year``-``last_year`` [E59, E68, A35.4].
    """

    rolls: SupportRolls
    kind: Literal["unit", "weapon", "radio"]
    type: Slug = Field(description="Id of the unit, weapon or radio type.")
    carrier: Slug | None = Field(
        default=None, description="Unit type that comes with (and carries) a Weapon [11.2]."
    )
    first_year: Annotated[int, Field(ge=1930, le=1950)] = 1939
    last_year: Annotated[int, Field(ge=1930, le=1950)] = 1945

    @model_validator(mode="after")
    def _carrier_iff_weapon(self) -> SupportItem:
        if (self.carrier is not None) != (self.kind == "weapon"):
            raise ValueError(msg("a Weapon item names its carrier unit type; other items do "
                                 "not"))
        if self.first_year > self.last_year:
            raise ValueError(msg("first_year {first} is after last_year {last}",
                                 first=self.first_year, last=self.last_year))
        return self

    def available(self, roll: int, year: int) -> bool:
        """True when the roll picks this item's column and the year is in its span."""
        return roll in self.rolls and self.first_year <= year <= self.last_year


class Nation(_WithProvisional):
    """A nationality: its discard limit, Fate deck, counters and Support Table [5.3, 1]."""

    schema_version: Literal[1] = SCHEMA_VERSION
    id: Slug
    name: Name
    adjective: Name
    discard_limit: Annotated[int, Field(ge=0, le=6)] = Field(
        description="Most cards discarded by a Pass [5.3, O15]."
    )
    fate_deck: Slug
    units: tuple[UnitType, ...]
    weapons: tuple[WeaponType, ...]
    radios: tuple[RadioType, ...]
    support: tuple[SupportItem, ...] = Field(
        default=(), description="The Support Table, column by column [E59, E68, A35.4]."
    )


# --- terrain chart (T78-T99, F100-F106) ------------------------------------------------------

LosKind = Literal["clear", "hindrance", "obstacle"]


class HexTerrainEntry(_WithProvisional):
    """A hex terrain type of the Terrain Chart. ``None`` move cost or cover means impassable."""

    id: Terrain
    rule: str
    move_cost: Annotated[int, Field(ge=1, le=9)] | None
    cover: Annotated[int, Field(ge=-9, le=9)] | None
    los: LosKind
    hindrance: SmallInt = 0
    blind_hex: bool = Field(default=False, description="Makes one blind hex [T88.4.1].")
    water: bool = Field(default=False, description="Water terrain [T89, T95, T98].")


class HexsideEntry(_WithProvisional):
    """A hexside feature. ``None`` extra cost means it cannot be crossed by a Move."""

    id: HexsideFeature
    rule: str
    extra_move_cost: SmallInt | None
    crossing_cover: SmallInt | None = Field(
        default=None, description="Cover against a Fire Attack that crossed it [T87, T97]."
    )
    los: LosKind
    hindrance: SmallInt = 0
    clear_if_own_hexside: bool = Field(
        default=False, description="Ignored when a hexside of the sighting or target hex [10.1]."
    )
    advance_without_weapon: bool = Field(
        default=False, description="A unit with no Weapon may Advance across it [T83]."
    )


class FeatureEntry(_WithProvisional):
    """An in-hex feature drawn across hexsides: Road, Trail, Railway."""

    id: Feature
    rule: str
    move_cost_along: Annotated[int, Field(ge=1, le=9)]
    movement_bonus: SmallInt = Field(default=0, description="+1 Movement for a Road [T93].")
    cover_modifier: Annotated[int, Field(ge=-9, le=0)] = 0
    hindrance: SmallInt = Field(default=0, description="Hindrance unless along it [T92].")


class FortificationEntry(_WithProvisional):
    """A fortification F101-F106."""

    id: FortificationKind
    rule: str
    cover: SmallInt | None = Field(default=None, description="Alternate Cover, if any.")
    cover_vs_artillery: SmallInt | None = Field(
        default=None, description="Alternate Cover against Mortars and Artillery."
    )
    attack_fp: SmallInt | None = Field(default=None, description="Mine Attack FP [F103.2].")
    occupant_modifier: Annotated[int, Field(ge=-9, le=0)] = Field(
        default=0, description="FP, Range and Morale of units in the hex [F106.1]."
    )


class TerrainChart(_WithProvisional):
    """The Terrain Chart of the player aid, as data [T78-T99, F100-F106]."""

    schema_version: Literal[1] = SCHEMA_VERSION
    hexes: tuple[HexTerrainEntry, ...]
    hexsides: tuple[HexsideEntry, ...]
    features: tuple[FeatureEntry, ...]
    fortifications: tuple[FortificationEntry, ...]
    uphill_move_cost: SmallInt = Field(description="+MP to enter a higher hex [T88.1].")
    max_elevation: Annotated[int, Field(ge=0, le=9)] = 4
    precedence: tuple[Terrain, ...] = Field(
        description="Chart order, top first: which type wins in a mixed hex [T78.1]."
    )


class TrackDisplay(_WithProvisional):
    """Numbers printed on the Track Display that the rules refer to [4, 6.2.2, O18.2.3.3]."""

    schema_version: Literal[1] = SCHEMA_VERSION
    time_track: tuple[SmallInt, ...] = Field(
        description="Number printed on each Time space, from space 0, for Sudden Death [6.2.2]."
    )
    casualty_spaces: Annotated[int, Field(ge=1, le=99)]
    victory_track_max: Annotated[int, Field(ge=1, le=99)]
    fortification_vulnerability: dict[str, Annotated[int, Field(ge=2, le=12)]] = Field(
        description="Radio FP (8-13) -> Impact roll that destroys a Fortification [O18.2.3.3]."
    )
    smoke_markers: dict[str, SmallInt] = Field(
        description="Smoke Hindrance value (1-10) -> markers of that value in the cup [T94]."
    )
    blaze_markers: SmallInt


class ObjectiveChit(_WithProvisional):
    """One of the 22 Objective chits [7.3.2]."""

    letter: Letter
    kind: Literal["single", "each", "special"]
    objective: Annotated[int, Field(ge=1, le=5)] | None = None
    vp: Annotated[int, Field(ge=1, le=20)] | None = None
    special: Literal["all_five_wins", "exit_vp_doubled", "elimination_vp_doubled"] | None = None
    has_secret_side: bool = True

    @model_validator(mode="after")
    def _consistent(self) -> ObjectiveChit:
        wanted = {
            "single": (True, True, False),
            "each": (False, True, False),
            "special": (False, False, True),
        }[self.kind]
        got = (self.objective is not None, self.vp is not None, self.special is not None)
        if got != wanted:
            raise ValueError(msg("a {kind} chit needs objective/vp/special set as {wanted}",
                                 kind=repr(self.kind), wanted=str(wanted)))
        return self


class ObjectiveChitSet(_WithProvisional):
    """All Objective chits in the box."""

    schema_version: Literal[1] = SCHEMA_VERSION
    chits: tuple[ObjectiveChit, ...]


# --- maps (2) --------------------------------------------------------------------------------


class MapHex(ContentModel):
    """One hex of a map: terrain type, hill level, in-hex features, Objective number."""

    terrain: Terrain
    elevation: Annotated[int, Field(ge=0, le=9)] = 0
    features: tuple[Feature, ...] = ()
    objective: Annotated[int, Field(ge=1, le=5)] | None = None


class MapHexside(ContentModel):
    """A feature on the hexside between two adjacent hexes ``a`` and ``b``."""

    a: HexId
    b: HexId
    feature: HexsideFeature


#: One ring of a polygon: its vertices in the hex frame of cc_engine.geometry (first not repeated).
OutlineRing = tuple[tuple[float, float], ...]
#: A polygon: the outer ring, then its holes (even-odd fill).
OutlinePolygon = tuple[OutlineRing, ...]


class MapOutlines(ContentModel):
    """Where the printed line-of-sight art lies [10.1]: the Obstacles and Hindrances a taut
    string is judged against, as polygons in the hex frame of :mod:`cc_engine.geometry` (hex
    circumradius 1, A1's centre dot at (0, 0), y down), measured from the printed map.

    A polygon may run across hexsides (a wood drawn over five hexes is one polygon); only its
    pieces inside the intervening hexes count [10.1]. Rings are ``[outer, hole, ...]``, filled
    even-odd; vertex order carries no meaning. Hexside features (walls, hedges, fences,
    cliffs) are not outlines: they stay in ``MapData.hexsides``.
    """

    woods: tuple[OutlinePolygon, ...] = Field(
        default=(), description="The woods canopy art: Obstacle [T99].")
    buildings: tuple[OutlinePolygon, ...] = Field(
        default=(), description="Every printed roof: Obstacle [T82].")
    hills: dict[Literal["1", "2", "3"], tuple[OutlinePolygon, ...]] = Field(
        default_factory=dict,
        description="Level k -> the ground at or above hill level k; its boundary is the "
                    "Crest Line of level k [T88.3.1].")
    brush: tuple[OutlinePolygon, ...] = Field(
        default=(), description="The drawn Brush ground: Hindrance [T81].")
    field: tuple[OutlinePolygon, ...] = Field(
        default=(), description="The striped Field areas: Hindrance [T85].")
    marsh: tuple[OutlinePolygon, ...] = Field(
        default=(), description="The drawn Marsh ground: Hindrance [T89].")
    orchard_trees: tuple[OutlinePolygon, ...] = Field(
        default=(), description="Each printed Orchard tree crown, or clump of touching "
                                "crowns: Hindrance [T91].")


class MapData(_WithProvisional):
    """A map: its grid size, every hex and every hexside feature [2], and for a printed map
    the outlines of its line-of-sight art."""

    schema_version: Literal[1] = SCHEMA_VERSION
    id: Slug
    number: Annotated[int, Field(ge=1, le=999)] | None = None
    name: Name
    cols: Annotated[int, Field(ge=1, le=26)] = 15
    rows: Annotated[int, Field(ge=1, le=99)] = 10
    hexes: dict[HexId, MapHex]
    hexsides: tuple[MapHexside, ...] = ()
    buildings: tuple[tuple[HexId, ...], ...] = Field(
        default=(),
        description="Each building that spans several hexes, as the hexes its roof covers "
                    "(an Objective in one is the whole building [7.3.1.1]); a one-hex "
                    "building is not listed.",
    )
    notes: tuple[Text, ...] = ()
    outlines: MapOutlines | None = Field(
        default=None,
        description="Where the printed line-of-sight art lies [10.1]; none for a map without "
                    "traced art, whose shapes the engine draws per hex from its terrain.",
    )


# --- scenarios ------------------------------------------------------------------------------


class ForceItem(_WithProvisional):
    """Pieces of one type in an order of battle: units, Weapons, a Radio or Fortifications."""

    kind: Literal["unit", "weapon", "radio", "fortification"]
    type: Slug = Field(description="Id of the unit, weapon or radio type, or fortification kind.")
    count: Annotated[int, Field(ge=1, le=99)] = 1
    name: Name | None = Field(default=None, description="A named leader, e.g. 'Sgt. Biermann'.")
    weapon: Slug | None = Field(
        default=None, description="Weapon each of these units carries from the start [11.2]."
    )
    hexes: tuple[HexId, ...] = Field(default=(), description="Fixed placement, one hex a piece.")


class SetupZone(ContentModel):
    """Where a side may set up: a depth from its friendly edge, listed hexes, or near anchors."""

    depth: Annotated[int, Field(ge=1, le=26)] | None = Field(
        default=None, description="Hexes in from the friendly edge (1 = the edge row)."
    )
    hexes: tuple[HexId, ...] = ()
    around: tuple[HexId, ...] = Field(default=(), description="In or adjacent to these hexes.")
    hidden: bool = Field(default=False, description="Placed behind a screen, unseen by the foe.")
    fortifications_last: bool = Field(
        default=False, description="The side's Fortifications are placed after the other "
        "side has set up (a scenario's special rule); only for a side's setup.")

    @model_validator(mode="after")
    def _not_empty(self) -> SetupZone:
        if self.depth is None and not self.hexes and not self.around:
            raise ValueError(msg("a setup zone needs a depth, hexes or anchors ('around')"))
        return self


class Reinforcement(ContentModel):
    """Pieces placed on a Time space; they enter when the Time marker reaches it [6.1.2]."""

    time_space: Annotated[int, Field(ge=0, le=20)]
    forces: tuple[ForceItem, ...]
    entry: SetupZone | None = Field(
        default=None, description="Where they enter, if not any hex of the friendly edge."
    )


class ScenarioSide(_WithProvisional):
    """One side of a scenario: nation, posture, Orders, OB, setup and reinforcements."""

    nation: Slug
    fate_deck: Slug
    posture: Posture
    orders: Annotated[int, Field(ge=1, le=6)] = Field(description="Order capability [5.1].")
    hand_size: Annotated[int, Field(ge=1, le=10)] = Field(description="Hand size [1.1].")
    quality: Quality
    surrender_space: Annotated[int, Field(ge=1, le=99)]
    friendly_edge: EdgeName
    setup: SetupZone
    forces: tuple[ForceItem, ...]
    reinforcements: tuple[Reinforcement, ...] = ()
    secret_chits: Annotated[int, Field(ge=0, le=5)] = 0
    opening_cards: tuple[Annotated[int, Field(ge=1, le=72)], ...] = Field(
        default=(), description="Fate card numbers dealt to this side's hand before the draw."
    )
    notes: LongText = Field(
        default="", description="What this side's player reads before the game: its "
                                "situation and aims, in the designer's own words."
    )


class StartingVP(ContentModel):
    """The VP marker at the start: ``value`` VP in favour of ``side`` [4.1.1]."""

    side: SideId | None = None
    value: Annotated[int, Field(ge=0, le=99)] = 0

    @model_validator(mode="after")
    def _side_iff_value(self) -> StartingVP:
        if (self.side is None) != (self.value == 0):
            raise ValueError(msg("starting VP name a side exactly when the value is not 0"))
        return self


class ObjectiveSetup(_WithProvisional):
    """Objective control at start and the Objective chits in play [7.3]."""

    control: dict[Literal["1", "2", "3", "4", "5"], SideId | None] = Field(default_factory=dict)
    open_chits: tuple[Letter, ...] = ()
    random_open_chits: Annotated[int, Field(ge=0, le=22)] = 0
    excluded_chits: tuple[Letter, ...] = ()


class Scenario(_WithProvisional):
    """A scenario: map, sides, Time, Sudden Death, VP and Objectives [6, 7, 9]."""

    schema_version: Literal[1] = SCHEMA_VERSION
    id: Slug
    number: Annotated[int, Field(ge=1, le=999)] | None = None
    name: Name
    date: Annotated[str, StringConstraints(pattern=DATE_PATTERN)]
    year: Annotated[int, Field(ge=1930, le=1950)]
    place: Annotated[str, StringConstraints(max_length=120)] = ""
    map: Slug
    axis: ScenarioSide
    allies: ScenarioSide
    initiative: SideId = Field(description="Holder of the Initiative card at start [9].")
    first_turn: SideId
    sets_up_first: SideId | Literal["simultaneous"]
    time_start: Annotated[int, Field(ge=0, le=20)] = 0
    sudden_death: Annotated[int, Field(ge=0, le=20)]
    starting_vp: StartingVP = StartingVP()
    objectives: ObjectiveSetup = ObjectiveSetup()
    mine_strength: Annotated[int, Field(ge=6, le=8)] = Field(default=6, description="[F103.2]")
    special_rules: tuple[Text, ...] = Field(
        default=(), description="Scenario special rules in the designer's own words."
    )
    briefing: LongText = Field(
        default="", description="The situation both players read before the game, in the "
                                "designer's own words."
    )
    history: LongText = Field(
        default="", description="The historical background of the action."
    )

    def side(self, side: SideId) -> ScenarioSide:
        """The setup of ``side``."""
        return self.axis if side is SideId.AXIS else self.allies

    @property
    def defender(self) -> SideId | None:
        """The scenario Defender: the side with the Defend posture, if any [A27, A35, 6.1.2]."""
        for side in SideId:
            if self.side(side).posture is Posture.DEFEND:
                return side
        return None
