"""The designer on a map with traced outlines [10.1]: painting redraws the art of the painted
hexes (so the map still validates), and the Outlines tool selects, deletes and reshapes the
outline polygons, each edit one undo step."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from cc_engine.content.editing import blank_map, paint_terrain, set_elevation
from cc_engine.content.loading import load_content_pack
from cc_engine.content.models import MapData
from cc_engine.content.outlines import hex_shares
from cc_engine.content.validation import validate_map
from cc_engine.content.vocabulary import Terrain
from cc_engine.geometry import Point
from cc_engine.hexgrid import Hex, HexGrid
from cc_qt import paths
from cc_qt.editor.window import DesignerWindow

SCREENSHOT = Path("/tmp/designer_outlines.png")


@pytest.fixture(autouse=True)
def _no_modal_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Discard)


@pytest.fixture(name="window")
def window_fixture(qtbot: QtBot) -> DesignerWindow:
    pack = load_content_pack(paths.resources_dir())
    window = DesignerWindow(pack)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    window.new_document(pack.maps["map01"])
    return window


def _problems(map_data: MapData) -> list[str]:
    return [f"{p.field}: {p.message}" for p in validate_map(map_data, "map01.json")]


def _point(window: DesignerWindow, x: float, y: float) -> QPoint:
    """The viewport point of an engine point, scrolled into view."""
    scene_pos = window.scene.layout.to_scene(Point(x, y))
    window.view.centerOn(scene_pos)
    return window.view.mapFromScene(scene_pos)


def _hex_point(window: DesignerWindow, hex_id: str) -> QPoint:
    centre = window.scene.layout.hex_to_pixel(Hex.parse(hex_id))
    window.view.centerOn(centre)
    return window.view.mapFromScene(centre)


def test_painting_woods_on_a_shipped_map_redraws_its_art(qtbot: QtBot,
                                                         window: DesignerWindow) -> None:
    document = window.document
    assert _problems(document.map_data) == []
    window.select_tool("terrain")
    window.terrain_choice.setCurrentIndex(window.terrain_choice.findData(Terrain.WOODS))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=_hex_point(window, "C3"))
    assert document.map_data.hexes["C3"].terrain is Terrain.WOODS
    assert _problems(document.map_data) == []
    assert document.map_data.outlines is not None
    shares = hex_shares(document.map_data.outlines.woods,
                        list(HexGrid(document.map_data.cols, document.map_data.rows)))
    assert shares[Hex.parse("C3")] > 0.5
    # Painting a Woods hex open and raising a hex: the art follows, still valid.
    window.terrain_choice.setCurrentIndex(window.terrain_choice.findData(Terrain.OPEN_GROUND))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=_hex_point(window, "H2"))
    window.select_tool("elevation")
    window.level_choice.setValue(2)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=_hex_point(window, "E5"))
    assert document.map_data.hexes["E5"].elevation == 2
    assert _problems(document.map_data) == []
    assert not any(p.severity == "error" and p.field.startswith(("outlines", "hexes."))
                   for p in document.problems())
    # The paint and its art are one undo step each.
    stack = document.undo_stack
    assert stack.count() == 3
    stack.undo()
    stack.undo()
    stack.undo()
    assert document.map_data == window.pack.maps["map01"]


def test_the_outlines_tool_selects_deletes_and_moves(qtbot: QtBot,
                                                     window: DesignerWindow) -> None:
    document, stack = window.document, window.document.undo_stack
    shipped = document.map_data
    assert shipped.outlines is not None
    window.select_tool("outlines")
    assert window.scene.outline_mode and window.scene._outline_items
    # Click the middle of J3 (all woods): the wood polygon under it is selected.
    centre = window.scene.layout.hex_to_pixel(Hex.parse("J3"))
    index = next(i for i, p in enumerate(shipped.outlines.woods)
                 if window.scene.outline_at(centre) == ("woods", i))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=_hex_point(window, "J3"))
    assert window.scene.selected_outline == ("woods", index)
    assert "woods" in window.statusBar().currentMessage()
    assert window.delete_outline_action.isEnabled()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    if document.map_data is shipped:  # no active window for the shortcut: the menu's way
        window.delete_outline_action.trigger()
    assert document.map_data.outlines is not None
    assert len(document.map_data.outlines.woods) == len(shipped.outlines.woods) - 1
    assert shipped.outlines.woods[index] not in document.map_data.outlines.woods
    assert window.scene.selected_outline is None
    stack.undo()
    assert document.map_data == shipped
    # Drag vertex 0 of the first building's roof by a tenth of a hex.
    x, y = shipped.outlines.buildings[0][0][0]
    ring = shipped.outlines.buildings[0][0]
    inside = (sum(p[0] for p in ring) / len(ring), sum(p[1] for p in ring) / len(ring))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=_point(window, *inside))
    assert window.scene.selected_outline == ("buildings", 0)
    viewport = window.view.viewport()
    start = _point(window, x, y)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    tenth = 0.1 * window.scene.layout.size_px * window.view.transform().m22()
    end = start + QPoint(0, round(tenth))
    qtbot.mouseMove(viewport, QPoint(start.x(), (start.y() + end.y()) // 2))
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert document.map_data.outlines is not None
    moved = document.map_data.outlines.buildings[0][0][0]
    assert moved[0] == pytest.approx(x, abs=0.03) and moved[1] == pytest.approx(y + 0.1, abs=0.03)
    assert document.map_data.outlines.buildings[0][0][1:] == ring[1:]
    assert window.scene.selected_outline == ("buildings", 0)  # still selected for more
    stack.undo()
    assert document.map_data == shipped
    # The art as the author sees it with the Outlines tool, a roof selected.
    window.scene.select_outline(("woods", index))
    window.view.fitInView(window.scene.map_rect, Qt.AspectRatioMode.KeepAspectRatio)
    qtbot.wait(50)
    assert window.grab().save(str(SCREENSHOT))


def test_regenerate_a_hex_and_generate_outlines(qtbot: QtBot, window: DesignerWindow) -> None:
    document, stack = window.document, window.document.undo_stack
    # A hex painted without its art (as an older designer would have): validation complains;
    # Regenerate on that hex puts it right.
    painted = paint_terrain(document.map_data, ["C3"], Terrain.WOODS)
    document.edit_map("paint without art", lambda m: painted)
    assert any(p.field == "hexes.C3.terrain" for p in validate_map(painted, "m.json"))
    window.select_tool("outlines")
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=_hex_point(window, "C3"))
    window.scene.set_hovered("")
    window.regenerate_action.trigger()
    assert _problems(document.map_data) == []
    assert stack.count() == 2
    # A map without outlines: Generate outlines gives it outlines that validate; the two
    # touching Woods hexes make one wood, the two level-1 hexes one hill.
    plain = set_elevation(paint_terrain(blank_map("plain", "Plain"), ["B2", "B3"],
                                        Terrain.WOODS), ["F5", "F6"], 1)
    window.new_document(plain)
    assert window.generate_action.isEnabled() and not window.regenerate_action.isEnabled()
    window.generate_action.trigger()
    outlines = document.map_data.outlines
    assert outlines is not None and len(outlines.woods) == 1 and len(outlines.hills["1"]) == 1
    assert not any(p.field.startswith(("outlines", "hexes.")) for p in document.problems())
    assert not window.generate_action.isEnabled()
    document.undo_stack.undo()
    assert document.map_data.outlines is None
    assert window.scene.selected_outline is None
