"""See what you make (issue 36): the setup zones drawn as the game computes them, with their
room; every field of the scenario format through a widget; the scenario's texts; a playtest
against the computer straight from the designer."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from cc_engine.content.loading import load_content_pack, load_scenario_and_map
from cc_engine.content.validation import setup_zone_hexes
from cc_engine.content.vocabulary import SideId
from cc_engine.hexgrid import HexGrid, MapEdge
from cc_qt import paths
from cc_qt.editor.window import DesignerWindow

SHIPPED = sorted(paths.scenarios_dir().glob("scenario*.json"))
SHOTS = Path("/tmp/seewhat")


@pytest.fixture(autouse=True)
def _no_modal_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Discard)


@pytest.fixture(name="window")
def window_fixture(qtbot: QtBot) -> DesignerWindow:
    window = DesignerWindow(load_content_pack(paths.resources_dir()))
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    return window


def _shot(window: DesignerWindow, name: str) -> None:
    if SHOTS.is_dir():
        QApplication.processEvents()  # the layouts follow the new texts
        window.grab().save(str(SHOTS / name))


# --- 1. setup zones ---------------------------------------------------------------------------


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_the_drawn_zones_are_the_engines_setup_hexes(window: DesignerWindow,
                                                      path: Path) -> None:
    assert window.open_file(path)
    scenario, pack = load_scenario_and_map(path, window.pack)
    map_data = pack.maps[scenario.map]
    grid = HexGrid(map_data.cols, map_data.rows)
    for side in SideId:
        setup = scenario.side(side)
        engine = setup_zone_hexes(setup.setup, MapEdge(setup.friendly_edge), grid)
        assert window.scene.zone_hexes[side.value] == {h.id for h in engine}
        assert window.scene.zone_hexes[side.value]
        assert window.zone_labels[side].text().startswith(
            "Axis zone" if side is SideId.AXIS else "Allies zone")
    if path.stem == "scenario01":
        _shot(window, "zones_scenario01.png")


def test_editing_a_depth_redraws_the_zone_and_warns_when_too_small(
        window: DesignerWindow) -> None:
    depth = window.binder.widgets["axis.setup.depth"]
    assert window.document.scenario.axis.setup.depth == 2  # a new scenario's, on the bottom
    assert window.scene.zone_hexes["axis"] == {
        h for h in window.scene.hex_items if int(h[1:]) >= 9}
    depth.setValue(3)
    assert window.document.scenario.axis.setup.depth == 3
    assert window.scene.zone_hexes["axis"] == {
        h for h in window.scene.hex_items if int(h[1:]) >= 8}
    assert "⚠" not in window.zone_labels[SideId.AXIS].text()
    # The Axis takes a single listed hex: far too small for its pieces.
    hexes = window.binder.widgets["axis.setup.hexes"]
    hexes.setText("A10")
    hexes.editingFinished.emit()
    depth.setValue(0)
    assert window.scene.zone_hexes["axis"] == {"A10"}
    text = window.zone_labels[SideId.AXIS].text()
    assert text.startswith("Axis zone: 1 hexes for 4 pieces") and "too small: needs" in text
    assert window.side_panels[SideId.AXIS].room_label.text() == text
    _shot(window, "zone_too_small.png")
