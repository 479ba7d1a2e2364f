"""Counters and markers drawn from a player's view: one counter per unit on the map, with its
current stats; Smoke, Blaze and Fortification markers; nothing the view hides."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from pytestqt.qtbot import QtBot

from cc_engine import Session, new_game, player_view
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.content.vocabulary import FortificationKind, SideId
from cc_engine.hexgrid import Hex
from cc_engine.rules.terrain import TerrainState
from cc_qt import paths
from cc_qt.app import MapViewerWindow


def test_counters_show_the_units_of_a_view(qtbot: QtBot, tmp_path: Path) -> None:
    pack = load_content_pack(paths.resources_dir())
    scenario = load_scenario(paths.scenarios_dir() / "scenario02.json")
    session = Session(scenario, pack, 5)
    rng = random.Random(5)
    for _ in range(400):
        session.submit(rng.choice(session.state.pending.choices))
    state = session.state
    unit = state.units_on_map(SideId.ALLIES)[0]
    state = state.with_unit(replace(unit, broken=True, suppressed=True))
    state = replace(state, markers=TerrainState.build(
        smoke={Hex.parse("E5"): 4}, blaze={Hex.parse("B2")},
        fortifications={Hex.parse("C3"): FortificationKind.FOXHOLES}))
    window = MapViewerWindow(pack.maps[scenario.map], scenario)
    qtbot.addWidget(window)
    window.show()
    scene = window.map_scene
    assert scene is not None
    view = player_view(state, SideId.AXIS)
    scene.show_position(view)
    on_map = {u.id for u in state.units_on_map()}
    assert set(scene.counter_items) == on_map
    shown = scene.counter_items[unit.id].info
    kind = state.setting.unit_type(unit.side, unit.type)
    assert shown.broken and shown.suppressed
    assert (shown.fp, shown.morale) == (kind.broken.fp, kind.broken.morale)  # broken side
    assert not shown.boxed_fp  # boxes belong to the unbroken side [3.1.6]
    assert "Suppressed" in scene.counter_items[unit.id].toolTip()
    kinds = sorted(m.kind for m in scene.marker_items)
    assert kinds == ["blaze", "foxholes", "smoke"]
    assert scene.terrain_state == view.markers  # LOS now sees the Smoke
    # Hovering a hex tells the whole stack there, then the hex's own facts.
    assert unit.hex is not None
    stack = [u for u in state.units_on_map() if u.hex == unit.hex]
    tip = scene.tooltip_at(scene.layout.hex_to_pixel(unit.hex))
    for member in stack:
        assert scene.counter_items[member.id].toolTip() in tip
    assert tip.endswith(scene.hex_tooltip(unit.hex.id))
    assert tip.count("FP ") == len(stack)
    assert "Foxholes" in scene.tooltip_at(scene.layout.hex_to_pixel(Hex.parse("C3")))
    window.grab().save(str(tmp_path / "counters.png"))


def test_hidden_setup_counters_are_not_drawn(qtbot: QtBot) -> None:
    pack = load_content_pack(paths.resources_dir())
    scenario = load_scenario(paths.scenarios_dir() / "scenario01.json")
    state = new_game(scenario, pack, 2)
    from cc_engine import apply

    while state.pending is not None and state.pending.side is SideId.AXIS:
        state = apply(state, state.pending.choices[0]).state
    window = MapViewerWindow(pack.maps[scenario.map], scenario)
    qtbot.addWidget(window)
    scene = window.map_scene
    assert scene is not None
    scene.show_position(player_view(state, SideId.ALLIES))
    assert not scene.counter_items  # the Axis set up behind the screen
    hidden = state.units_on_map(SideId.AXIS)[0]
    assert hidden.hex is not None
    assert hidden.name not in scene.tooltip_at(scene.layout.hex_to_pixel(hidden.hex))
    scene.show_position(player_view(state, SideId.AXIS))
    assert len(scene.counter_items) == len(state.units_on_map(SideId.AXIS))
