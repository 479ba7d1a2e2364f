"""Shared engine fixtures: the shipped content pack and a builder of small test maps."""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pytest

from cc_engine.content.cli import default_content_root
from cc_engine.content.loading import ContentPack, load_content_pack
from cc_engine.content.models import MapData, MapHex, MapHexside, TerrainChart
from cc_engine.content.vocabulary import Feature, HexsideFeature, Terrain
from cc_engine.hexgrid import HexGrid

MapFactory = Callable[..., MapData]


@pytest.fixture(scope="session")
def content_pack() -> ContentPack:
    """The shipped content pack (resources/)."""
    return load_content_pack(default_content_root())


@pytest.fixture(scope="session")
def chart(content_pack: ContentPack) -> TerrainChart:
    """The shipped Terrain Chart."""
    return content_pack.terrain


def build_map(
    terrain: Mapping[str, str] | None = None,
    elevation: Mapping[str, int] | None = None,
    features: Mapping[str, tuple[str, ...]] | None = None,
    hexsides: Mapping[tuple[str, str], str] | None = None,
    cols: int = 15,
    rows: int = 10,
) -> MapData:
    """An all-Open-Ground map with the listed hexes changed; Objectives 1-5 in row 1."""
    terrain = terrain or {}
    elevation = elevation or {}
    features = features or {}
    hexes = {}
    for index, hex_ in enumerate(HexGrid(cols, rows)):
        hexes[hex_.id] = MapHex(
            terrain=Terrain(terrain.get(hex_.id, "open_ground")),
            elevation=elevation.get(hex_.id, 0),
            features=tuple(Feature(f) for f in features.get(hex_.id, ())),
            objective=(hex_.col // 3 + 1) if hex_.row == 0 and hex_.col % 3 == 0 and index < 150
            else None,
        )
    sides = tuple(
        MapHexside(a=a, b=b, feature=HexsideFeature(f)) for (a, b), f in (hexsides or {}).items()
    )
    return MapData(id="test", name="Test map", cols=cols, rows=rows, hexes=hexes, hexsides=sides)


@pytest.fixture
def make_map() -> MapFactory:
    """Build a small test map: ``make_map(terrain={"C7": "woods"}, elevation={...})``."""
    return build_map
