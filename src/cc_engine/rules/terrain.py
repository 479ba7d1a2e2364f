"""Terrain effects: move costs, Cover, water, impassable hexes and elevation (T78-T99, F100-F106).

The numbers come from the content pack's Terrain Chart; this module only knows how they
combine. Every result carries its parts with rule ids, so a log can say *why*:

>>> from cc_engine.rules.terrain import MoveCost
>>> MoveCost(3, (("Woods", 2, "T99"), ("uphill", 1, "T88.1"))).explain()
'Woods 2 [T99] + uphill 1 [T88.1] = 3 MP'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Final

from cc_engine.canonical import SortedSet
from cc_engine.content.models import (
    FortificationEntry,
    HexsideEntry,
    HexTerrainEntry,
    MapData,
    TerrainChart,
)
from cc_engine.content.vocabulary import (
    RULE_IDS,
    Feature,
    FortificationKind,
    HexsideFeature,
    Terrain,
    display_name,
)
from cc_engine.hexgrid import Hex, HexGrid
from cc_engine.messages import Message, Part, msg, summed

__all__ = [
    "COVER_FORTIFICATIONS",
    "Cover",
    "MapTerrain",
    "MoveCost",
    "TerrainState",
    "height_advantage",
]

#: Fortifications that give an alternate Cover (F101, F102, F104, F105).
COVER_FORTIFICATIONS: Final = frozenset(
    {FortificationKind.BUNKER, FortificationKind.FOXHOLES, FortificationKind.PILLBOX,
     FortificationKind.TRENCH}
)
#: Fortifications between which a move costs 1 MP [F105.2].
_TRENCH_LINKED: Final = COVER_FORTIFICATIONS - {FortificationKind.FOXHOLES}

@dataclass(frozen=True, slots=True)
class TerrainState:
    """The markers that act as terrain and change during play: Smoke, Blaze, Fortifications.

    Hashable, so line of sight can be cached per terrain state [10.2.1, 10.3.4].
    """

    smoke: tuple[tuple[Hex, int], ...] = ()
    blaze: SortedSet[Hex] = frozenset()
    fortifications: tuple[tuple[Hex, FortificationKind], ...] = ()

    @classmethod
    def build(
        cls,
        smoke: Mapping[Hex, int] | None = None,
        blaze: Iterable[Hex] = (),
        fortifications: Mapping[Hex, FortificationKind] | None = None,
    ) -> TerrainState:
        """A state from plain mappings (sorted, so equal states compare and hash equal)."""
        return cls(
            tuple(sorted((smoke or {}).items())),
            frozenset(blaze),
            tuple(sorted((fortifications or {}).items())),
        )

    def smoke_at(self, hex_: Hex) -> int:
        """Hindrance of the Smoke marker in ``hex_``, 0 if none [T94]."""
        return dict(self.smoke).get(hex_, 0)

    def fortification_at(self, hex_: Hex) -> FortificationKind | None:
        """The Fortification in ``hex_``, if any (one per hex [F100.3])."""
        return dict(self.fortifications).get(hex_)

    def with_smoke(self, hex_: Hex, value: int | None) -> TerrainState:
        """These markers with a Smoke of ``value`` placed in ``hex_``, where the larger of two
        Smoke markers stays [8.1.4]; with None, the Smoke there removed."""
        smoke = dict(self.smoke)
        if value is None:
            smoke.pop(hex_, None)
        else:
            smoke[hex_] = max(value, smoke.get(hex_, 0))
        return replace(self, smoke=tuple(sorted(smoke.items())))

    @property
    def los_key(self) -> tuple[tuple[tuple[Hex, int], ...], frozenset[Hex]]:
        """The part of the state that line of sight depends on (Smoke and Blaze only)."""
        return (self.smoke, self.blaze)


@dataclass(frozen=True, slots=True)
class MoveCost:
    """MPs to enter a hex, with the parts that make it up. ``mp`` is None when impassable."""

    mp: int | None
    parts: tuple[Part, ...] = ()
    reason: str = ""

    def explain(self) -> Message:
        """The arithmetic in words, e.g. ``'Woods 2 [T99] + uphill 1 [T88.1] = 3 MP'``."""
        if self.mp is None:
            return msg("impassable: {reason}", reason=self.reason)
        return msg("{parts} = {mp} MP", parts=summed(self.parts, "none", " + "), mp=self.mp)


@dataclass(frozen=True, slots=True)
class Cover:
    """The Cover a unit uses: the best single instance available [T78.3]."""

    value: int
    source: str
    rule: str
    options: tuple[Part, ...] = field(default=())

    def explain(self) -> Message:
        """E.g. ``'Cover 2: Building 3 [T82] - Road 1 [T93]'``."""
        return msg("Cover {value:+d}: {source} [{rule}]", value=self.value, source=self.source,
                   rule=self.rule)


class MapTerrain:
    """One map's terrain, read through the Terrain Chart: the rules' view of the board."""

    def __init__(self, map_data: MapData, chart: TerrainChart) -> None:
        self.map = map_data
        self.chart = chart
        self.grid = HexGrid(map_data.cols, map_data.rows)
        self._hex_entries: dict[Terrain, HexTerrainEntry] = {e.id: e for e in chart.hexes}
        self._hexside_entries: dict[HexsideFeature, HexsideEntry] = {
            e.id: e for e in chart.hexsides
        }
        self._fortification_entries: dict[FortificationKind, FortificationEntry] = {
            e.id: e for e in chart.fortifications
        }
        self._features = {e.id: e for e in chart.features}
        #: The cost of each step between two hexes without markers, and whether it is
        #: impassable for the hexes' geometry (not adjacent, a Cliff between) rather than
        #: the terrain entered (see :meth:`move_cost`).
        self._step_costs: dict[tuple[Hex, Hex], tuple[MoveCost, bool]] = {}
        #: :meth:`steps` for the last markers it was asked for.
        self._steps: tuple[TerrainState | None, dict[Hex, tuple[tuple[Hex, int], ...]]] = (
            None, {})
        self._hexes = {Hex.parse(hex_id): h for hex_id, h in map_data.hexes.items()}
        self._hexsides: dict[frozenset[Hex], HexsideFeature] = {
            frozenset((Hex.parse(s.a), Hex.parse(s.b))): s.feature for s in map_data.hexsides
        }
        #: The line of sight of this map (a :class:`~cc_engine.rules.los.LosCache`), made by
        #: :func:`~cc_engine.rules.los.los_cache` at its first use and gone with the terrain.
        self.sight_cache: object | None = None
        self._buildings: dict[Hex, tuple[Hex, ...]] = {}
        for listed in map_data.buildings:
            building = tuple(sorted(map(Hex.parse, listed)))
            self._buildings.update(dict.fromkeys(building, building))

    # --- what is in a hex -----------------------------------------------------------------

    def terrain(self, hex_: Hex) -> Terrain:
        """The hex's terrain type [T78.1]."""
        return self._hexes[hex_].terrain

    def entry(self, hex_: Hex) -> HexTerrainEntry:
        """The Terrain Chart entry of the hex's terrain type."""
        return self._hex_entries[self.terrain(hex_)]

    def elevation(self, hex_: Hex) -> int:
        """Hill level 0-4 of the hex [T88]."""
        return self._hexes[hex_].elevation

    def has_feature(self, hex_: Hex, feature: Feature) -> bool:
        """True when a Road, Trail or Railway is drawn in the hex."""
        return feature in self._hexes[hex_].features

    def objective(self, hex_: Hex) -> int | None:
        """The Objective number printed in the hex, if any [2.3]."""
        return self._hexes[hex_].objective

    def building(self, hex_: Hex) -> tuple[Hex, ...]:
        """Every hex of the building that spans ``hex_`` and others, in hex order; just
        ``(hex_,)`` for any other hex (the map lists multi-hex buildings) [7.3.1.1]."""
        return self._buildings.get(hex_, (hex_,))

    def hexside(self, a: Hex, b: Hex) -> HexsideFeature | None:
        """The feature drawn on the hexside between adjacent hexes ``a`` and ``b``."""
        return self._hexsides.get(frozenset((a, b)))

    def hexside_entry(self, feature: HexsideFeature) -> HexsideEntry:
        """The Terrain Chart entry of a hexside feature."""
        return self._hexside_entries[feature]

    def hexsides(self) -> Mapping[frozenset[Hex], HexsideFeature]:
        """Every hexside that carries a feature."""
        return self._hexsides

    def is_water(self, hex_: Hex) -> bool:
        """Marsh, Stream and Water Barrier are Water terrain [T89, T95, T98]."""
        return self.entry(hex_).water

    def is_impassable(self, hex_: Hex, state: TerrainState | None = None) -> bool:
        """No unit may enter a Water Barrier [T98] or a Blaze [T79] hex."""
        if state is not None and hex_ in state.blaze:
            return True
        return self.entry(hex_).move_cost is None

    def connects(self, a: Hex, b: Hex, feature: Feature) -> bool:
        """True when a Road/Trail/Railway runs across the hexside between ``a`` and ``b``.

        The map data records features per hex, not per hexside, so two adjacent hexes that
        both carry the feature are taken to be joined by it.
        """
        return a.is_adjacent(b) and self.has_feature(a, feature) and self.has_feature(b, feature)

    # --- movement (O21.1, T78.2) ------------------------------------------------------------

    def move_cost(self, src: Hex, dst: Hex, state: TerrainState | None = None) -> MoveCost:
        """MPs for a Move from ``src`` into the adjacent ``dst`` [O21.1].

        Terrain cost (or 1 along a Road, Trail or Railway [T92, T93, T96]), plus hexside costs
        [T84, T87, T97], plus 1 uphill [T88.1]; Trench to Trench/Bunker/Pillbox costs 1
        whatever else applies [F105.2]. Cliffs [T83], Water Barrier [T98] and Blaze [T79]
        cannot be entered.
        """
        known = self._step_costs.get((src, dst))
        if known is None:
            known = self._step_costs[(src, dst)] = self._step_cost(src, dst)
        cost, geometry = known
        if cost.mp is None and geometry:
            return cost
        if state is not None and dst in state.blaze:
            return MoveCost(None, reason=msg("Blaze in {hex} [T79]", hex=str(dst)))
        if cost.mp is not None and state is not None and state.fortifications:
            here, there = state.fortification_at(src), state.fortification_at(dst)
            if (here in _TRENCH_LINKED and there in _TRENCH_LINKED
                    and FortificationKind.TRENCH in (here, there)):
                return MoveCost(1, ((msg("Trench to Trench"), 1, "F105.2"),))
        return cost

    def steps(self, state: TerrainState) -> dict[Hex, tuple[tuple[Hex, int], ...]]:
        """For each hex of the map, the hexes next to it a unit can enter from it and the MP
        each step costs under the markers of ``state`` (:meth:`move_cost`; worked out again
        only when the markers change) [O21.1]."""
        known, table = self._steps
        if known != state:
            table = {hex_: tuple((nxt, mp) for nxt in self.grid.neighbours(hex_)
                                 if (mp := self.move_cost(hex_, nxt, state).mp) is not None)
                     for hex_ in self.grid}
            self._steps = (state, table)
        return table

    def _step_cost(self, src: Hex, dst: Hex) -> tuple[MoveCost, bool]:
        """:meth:`move_cost` without markers, and whether an impassable step is so for the
        geometry of the two hexes (not adjacent, off the map, a Cliff between) rather than
        for the terrain entered."""
        if not src.is_adjacent(dst) or not self.grid.contains(dst):
            return MoveCost(None, reason=msg("{hex} is not adjacent to {start} on the map",
                                             hex=str(dst), start=str(src))), True
        side = self.hexside(src, dst)
        if side is not None and self.hexside_entry(side).extra_move_cost is None:
            return MoveCost(None, reason=msg("{hexside} hexside [{rule}]",
                                             hexside=display_name(side),
                                             rule=RULE_IDS[side])), True
        entry = self.entry(dst)
        if entry.move_cost is None:
            return MoveCost(None, reason=msg("{terrain} in {hex} [{rule}]",
                                             terrain=display_name(entry.id), hex=str(dst),
                                             rule=entry.rule)), False
        parts: list[Part] = []
        along = next(
            (f for f in (Feature.ROAD, Feature.RAILWAY, Feature.TRAIL)
             if self.connects(src, dst, f)),
            None,
        )
        if along is not None:
            feature_entry = self._features[along]
            parts.append((msg("along {feature}", feature=display_name(along)),
                          feature_entry.move_cost_along,
                          feature_entry.rule))
        else:
            parts.append((display_name(entry.id), entry.move_cost, entry.rule))
        if side is not None:
            side_entry = self.hexside_entry(side)
            if side_entry.extra_move_cost:
                parts.append((msg("crossing {hexside}", hexside=display_name(side)),
                              side_entry.extra_move_cost,
                              side_entry.rule))
        if self.elevation(dst) > self.elevation(src) and self.chart.uphill_move_cost:
            parts.append((msg("uphill"), self.chart.uphill_move_cost, "T88.1"))
        return MoveCost(sum(p[1] for p in parts), tuple(parts)), False

    def movement_bonus(self, hex_: Hex) -> int:
        """+1 Movement for the rest of a Move Order once a Road hex is entered [T93]."""
        return self._features[Feature.ROAD].movement_bonus if self.has_feature(
            hex_, Feature.ROAD) else 0

    # --- Cover (T78.3) ----------------------------------------------------------------------

    def cover(
        self,
        hex_: Hex,
        state: TerrainState | None = None,
        *,
        crossed: HexsideFeature | None = None,
        indirect: bool = False,
    ) -> Cover:
        """The best single Cover for a unit in ``hex_`` against one attack [T78.3].

        Args:
            hex_: the unit's hex.
            state: Smoke, Blaze and Fortifications in play.
            crossed: the hexside feature the Fire Attack crossed to enter the hex, if any:
                a Hedge or Wall then offers its Cover [T87, T97].
            indirect: the attack comes from a Mortar or Artillery: no hexside Cover, and
                Fortifications give their higher value [F101-F105].

        Every Cover in a hex with a Road is 1 lower [T93]. Covers never add up: the best one
        is used, as a player always would.
        """
        road = self.has_feature(hex_, Feature.ROAD)
        road_mod = self._features[Feature.ROAD].cover_modifier if road else 0
        options: list[Part] = []
        entry = self.entry(hex_)
        if entry.cover is not None:
            options.append((display_name(entry.id), entry.cover + road_mod, entry.rule))
        fortification = state.fortification_at(hex_) if state is not None else None
        if fortification in COVER_FORTIFICATIONS:
            assert fortification is not None
            fort = self._fortification_entries[fortification]
            value = fort.cover_vs_artillery if indirect else fort.cover
            if value is not None:
                options.append((display_name(fortification), value + road_mod, fort.rule))
        if crossed is not None and not indirect:
            side = self.hexside_entry(crossed)
            if side.crossing_cover is not None:
                options.append((msg("across {hexside}", hexside=display_name(crossed)),
                                side.crossing_cover,
                                side.rule))
        if not options:
            return Cover(0, "none", "T78.3")
        name, value, rule = max(options, key=lambda o: o[1])
        label = name
        if road and not name.startswith("across"):
            label = msg("{cover} {value} - Road {road}", cover=name, value=value - road_mod,
                        road=-road_mod)
            rule = f"{rule}, T93"
        return Cover(value, label, rule, tuple(options))

    def wire_modifier(self, hex_: Hex, state: TerrainState | None) -> int:
        """FP, Range and Morale modifier of every unit in a Wire hex: -1 [F106.1]."""
        if state is None or state.fortification_at(hex_) is not FortificationKind.WIRE:
            return 0
        return self._fortification_entries[FortificationKind.WIRE].occupant_modifier

    def mine_attack_fp(self, hex_: Hex, state: TerrainState | None, strength: int) -> int | None:
        """FP of the Mine Attack on a unit entering or leaving ``hex_``, None without Mines.

        ``strength`` is the scenario's minefield strength (6 by default, 7 or 8 when the
        Defender was given it) [F103.2]; the defender's Cover against it is always 0.
        """
        if state is None or state.fortification_at(hex_) is not FortificationKind.MINES:
            return None
        return strength

    def stops_movement(self, src: Hex, dst: Hex, state: TerrainState | None) -> bool:
        """Entering or leaving a Wire hex ends a Move: all remaining MP are lost [F106.2]."""
        if state is None:
            return False
        wire = FortificationKind.WIRE
        return wire in (state.fortification_at(src), state.fortification_at(dst))

    def airburst_bonus(self, hex_: Hex, indirect: bool) -> int:
        """+2 to a Mortar or Artillery Attack Total against a Woods hex [T99]."""
        return 2 if indirect and self.terrain(hex_) is Terrain.WOODS else 0


def height_advantage(firer_levels: Iterable[int], target_level: int) -> tuple[Part, ...]:
    """FP modifiers for firing up or down hill [T88.2].

    -1 if the target is higher than any one firing piece, +1 if it is lower than any one.
    Read literally, a Fire Group on several levels can get both (see docs/rulings.md).

    >>> height_advantage([0, 2], 1)
    (('uphill', -1, 'T88.2'), ('downhill', 1, 'T88.2'))
    """
    levels = list(firer_levels)
    parts: list[Part] = []
    if any(target_level > level for level in levels):
        parts.append((msg("uphill"), -1, "T88.2"))
    if any(target_level < level for level in levels):
        parts.append((msg("downhill"), 1, "T88.2"))
    return tuple(parts)
