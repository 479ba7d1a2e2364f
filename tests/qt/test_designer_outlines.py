"""The designer on a map with traced outlines [10.1]: painting redraws the art of the painted
hexes (so the map still validates), and the Outlines tool selects, deletes, reshapes and draws
the outline polygons, each edit one undo step."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from cc_engine.content.editing import blank_map, paint_terrain, set_elevation
from cc_engine.content.loading import load_content_pack
from cc_engine.content.models import MapData
from cc_engine.content.outline_editing import outline_kinds
from cc_engine.content.outlines import hex_shares
from cc_engine.content.validation import validate_map
from cc_engine.content.vocabulary import Terrain
from cc_engine.geometry import Point, hex_center
from cc_engine.hexgrid import Hex, HexGrid
from cc_qt import paths
from cc_qt.editor.window import DesignerWindow

SCREENSHOT = Path("/tmp/designer_outlines.png")
DRAWING_SCREENSHOT = Path("/tmp/designer_drawing.png")


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


def _double_click(qtbot: QtBot, viewport: QWidget, pos: QPoint) -> None:
    """A double-click as the mouse gives it: press and release, then the double-click
    (``mouseDClick`` alone sends only the last)."""
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=pos)


def _near(points: Sequence[Sequence[float]], expected: Sequence[Sequence[float]]) -> bool:
    """Whether ``points`` are ``expected``, each within a mouse pixel or two."""
    return len(points) == len(expected) and all(
        math.dist(p, q) < 0.03 for p, q in zip(points, expected, strict=True))


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


def test_double_clicks_remove_and_add_vertices_and_a_new_outline_is_drawn(
        qtbot: QtBot, window: DesignerWindow) -> None:
    document, stack = window.document, window.document.undo_stack
    shipped = document.map_data
    assert shipped.outlines is not None
    viewport = window.view.viewport()
    window.select_tool("outlines")
    # Select the first roof, then double-click its vertex 0: the vertex goes.
    ring = shipped.outlines.buildings[0][0]
    inside = (sum(p[0] for p in ring) / len(ring), sum(p[1] for p in ring) / len(ring))
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=_point(window, *inside))
    assert window.scene.selected_outline == ("buildings", 0)
    _double_click(qtbot, viewport, _point(window, *ring[0]))
    assert document.map_data.outlines is not None
    fewer = document.map_data.outlines.buildings[0][0]
    assert fewer == ring[1:]
    assert window.scene.selected_outline == ("buildings", 0)
    # Double-click the middle of its longest edge: a vertex is added there.
    after = max(range(len(fewer)),
                key=lambda i: math.dist(fewer[i], fewer[(i + 1) % len(fewer)]))
    (ax, ay), (bx, by) = fewer[after], fewer[(after + 1) % len(fewer)]
    middle = ((ax + bx) / 2, (ay + by) / 2)
    _double_click(qtbot, viewport, _point(window, *middle))
    assert document.map_data.outlines is not None
    more = document.map_data.outlines.buildings[0][0]
    assert len(more) == len(ring)
    assert more[after + 1] == pytest.approx(middle, abs=0.03)
    assert stack.count() == 2
    # Outlines > Draw a new outline > Woods: a canopy over most of N8 (open ground).
    for _ in range(3):
        window.view.zoom_in()
    window.draw_actions["woods"].trigger()
    assert window.scene.drawing_kind == "woods"
    assert "Backspace" in window.statusBar().currentMessage()
    cx, cy = hex_center(Hex.parse("N8"))
    corners = [(round(cx + 0.9 * math.cos(math.radians(60 * k)), 3),
                round(cy + 0.9 * math.sin(math.radians(60 * k)), 3)) for k in range(6)]
    for corner in corners[:5]:
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=_point(window, *corner))
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=_point(window, cx, cy))
    assert len(window.scene.corners) == 6
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Backspace)  # the stray corner in the middle
    assert _near(window.scene.corners, corners[:5])
    assert document.map_data.outlines.woods == shipped.outlines.woods  # nothing drawn yet
    # The author sees the dashed shape follow the mouse to its sixth corner.
    qtbot.mouseMove(viewport, _point(window, *corners[5]))
    qtbot.wait(50)
    DRAWING_SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(DRAWING_SCREENSHOT))
    _double_click(qtbot, viewport, _point(window, *corners[5]))
    assert window.scene.drawing_kind is None
    drawn = document.map_data.outlines
    assert drawn is not None and len(drawn.woods) == len(shipped.outlines.woods) + 1
    (new,) = [i for i, p in enumerate(drawn.woods) if p not in shipped.outlines.woods]
    assert _near(drawn.woods[new][0], corners)
    assert window.scene.selected_outline == ("woods", new)  # selected, to reshape
    # The validator judges it like traced art: N8 is now a problem, in the Problems list.
    listed = [window.problems.item(i).text() for i in range(window.problems.count())]
    assert any("hexes.N8.terrain" in text for text in listed)
    assert stack.count() == 3
    # A shape of two corners is refused and changes nothing; the drawing goes on, Esc
    # drops it.
    window.draw_actions["brush"].trigger()
    for corner in corners[:2]:
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=_point(window, *corner))
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert "not done" in window.statusBar().currentMessage()
    assert window.scene.drawing_kind == "brush" and len(window.scene.corners) == 2
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.scene.drawing_kind is None and "dropped" in window.statusBar().currentMessage()
    assert document.map_data.outlines is drawn and stack.count() == 3
    # Each edit is one undo step.
    stack.undo()
    assert document.map_data.outlines.woods == shipped.outlines.woods
    stack.undo()
    assert document.map_data.outlines.buildings[0][0] == fewer
    stack.undo()
    assert document.map_data == shipped
    assert outline_kinds(document.map_data.outlines) == outline_kinds(shipped.outlines)
