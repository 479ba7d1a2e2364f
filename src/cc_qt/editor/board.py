"""The designer's board: the game's map scene, plus strokes of the mouse for painting.

With a painting tool the left button paints: every hex the mouse passes over while held is
outlined, and on release :attr:`EditorScene.sig_stroke` gives them all, to become one edit.
A click near a hexside gives :attr:`EditorScene.sig_hexside_clicked` with its two hexes.
The right button still draws line of sight, as on the game's board.

With the Outlines tool (``outline_mode``) every outline polygon of the map is drawn over the
board as a thin coloured path (even-odd fill) [10.1]: a click selects the polygon under the
mouse (:attr:`EditorScene.sig_outline_selected`), whose vertices get handles; dragging a
handle gives :attr:`EditorScene.sig_vertex_moved` on release, double-clicking one
:attr:`EditorScene.sig_vertex_removed`, and double-clicking an edge of the selected polygon
:attr:`EditorScene.sig_vertex_inserted`. :meth:`EditorScene.start_drawing` draws a new outline
of a kind: each click adds a corner (snapped to a vertex of that kind within reach, so the
shape can meet its neighbours along an edge), a dashed preview follows the mouse, Backspace
takes the last corner back, a double-click or Enter gives
:attr:`EditorScene.sig_outline_drawn` and Esc drops the shape. The edits themselves are the
window's (one undo step each).

:meth:`EditorScene.draw_zones` draws each side's setup zone over the board, in the side's
colour: the hexes the engine computes for it (the window passes them), filled lightly and
edged with the zone's outline. :meth:`EditorScene.draw_entries` draws where each side's
reinforcements come in [6.1.2] in the side's colour too, but dashed and unfilled, with a tag
naming their Time spaces.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from cc_engine.content.map_editing import brush_hexes
from cc_engine.content.models import MapData, OutlinePolygon
from cc_engine.content.outline_editing import KINDS, edge_at, outline_kinds
from cc_engine.content.outlines import polygon_contains
from cc_engine.geometry import Point, hex_corners
from cc_engine.hexgrid import Hex
from cc_engine.rules.terrain import MapTerrain
from cc_qt.board.scene import MapScene

__all__ = ["EditorScene", "EntryArea", "hexside_at"]

#: How far from its hex's centre (in circumradii) a click counts as on a hexside.
HEXSIDE_REACH = 0.45

#: The colour each kind of outline is drawn in with the Outlines tool.
OUTLINE_COLOURS: Final = {
    "hills.1": "#b07a2a", "hills.2": "#8a5513", "hills.3": "#5e3404", "field": "#c9a400",
    "marsh": "#2a8c8c", "brush": "#6b8e23", "orchard_trees": "#2e7d32", "woods": "#0b5d1e",
    "buildings": "#b71c1c"}
#: Z values: the outlines over the board's art and counters, a drawn outline's preview over
#: them, the handles on top.
Z_OUTLINES, Z_SELECTED, Z_DRAWING, Z_HANDLES = 80.0, 85.0, 92.0, 95.0
#: Z value of the setup zones: over the map's art, under the highlights and counters.
Z_ZONES = 20.0
#: Z value of the reinforcements' entry areas and their tags: just over the setup zones.
Z_ENTRIES = 21.0
#: Z value of the selected area: over the zones and counters, under the strokes.
Z_SELECTION = 88.0
#: How near (in circumradii) a click must come to a vertex to grab its handle (or to an edge
#: of the selected polygon, or for a drawn corner to snap to a vertex), or to a polygon to
#: select it (or to the last corner drawn to be that corner again).
HANDLE_REACH, SELECT_REACH = 0.12, 0.04
#: The keys of the drawing mode: take the last corner back, close the shape, drop it.
_UNDO_CORNER, _CLOSE, _DROP = (frozenset({Qt.Key.Key_Backspace}),
                               frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter}),
                               frozenset({Qt.Key.Key_Escape}))


@dataclass(frozen=True, slots=True)
class EntryArea:
    """Where a side's reinforcements come in [6.1.2]: the hexes, the Time spaces that share
    them, the side's colour and the tag's text."""

    side: str
    times: tuple[int, ...]
    hexes: frozenset[str]
    colour: QColor
    label: str


def outline_path(polygon: OutlinePolygon, scene: MapScene) -> QPainterPath:
    """The scene path of an outline polygon: its rings, filled even-odd."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for ring in polygon:
        path.addPolygon(scene.layout.polygon(Point(x, y) for x, y in ring))
        path.closeSubpath()
    return path


def hexside_at(scene: MapScene, pos: QPointF) -> tuple[str, str] | None:
    """The two hexes of the hexside nearest to ``pos``, if the point is near one and both
    hexes are on the map."""
    hex_id = scene.hex_at(pos)
    if not hex_id:
        return None
    here = Hex.parse(hex_id)
    centre = scene.layout.hex_to_pixel(here)
    size = scene.layout.size_px
    if _distance(pos, centre) < HEXSIDE_REACH * size:
        return None
    others = [h for h in scene.grid.neighbours(here) if h.id in scene.hex_items]
    if not others:
        return None
    nearest = min(others, key=lambda h: _distance(scene.layout.hex_to_pixel(h), pos))
    return hex_id, nearest.id


def _distance(a: QPointF, b: QPointF) -> float:
    d = a - b
    return float((d.x() ** 2 + d.y() ** 2) ** 0.5)


class EditorScene(MapScene):
    """A :class:`MapScene` on which the left button paints strokes when ``painting`` is on."""

    #: The designer sees every multi-hex building outlined, to join and split them.
    SHOW_EVERY_BUILDING = True

    sig_stroke = Signal(object)
    """A stroke ended: the tuple of hex ids painted, in the order the mouse met them."""

    sig_hexside_clicked = Signal(str, str)
    """A click near a hexside: its two hex ids."""

    sig_outline_selected = Signal(object)
    """The Outlines tool selected a polygon: (kind, index), or None."""

    sig_vertex_moved = Signal(str, int, int, int, object)
    """A vertex handle was dragged: kind, polygon index, ring, vertex, the (x, y) dropped at
    (engine coordinates)."""

    sig_vertex_removed = Signal(str, int, int, int)
    """A vertex handle was double-clicked: kind, polygon index, ring, vertex."""

    sig_vertex_inserted = Signal(str, int, int, int, object)
    """An edge of the selected polygon was double-clicked: kind, polygon index, ring, the
    vertex the edge leaves, the (x, y) on it (engine coordinates)."""

    sig_outline_drawn = Signal(str, object)
    """A drawn shape was closed: its kind and its corners ((x, y) engine coordinates). The
    drawing goes on until :meth:`stop_drawing` (the window stops it once the shape is added)."""

    sig_drawing_dropped = Signal(str)
    """Esc dropped the shape being drawn: its kind."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: True: the left button paints strokes; False: it pans and clicks like the game board.
        self.painting = False
        self._painting_now = False
        self._press_pos = QPointF()
        self._begin()
        #: True: the Outlines tool: the outlines are drawn and the left button selects them.
        self.outline_mode = False
        #: The selected outline polygon: (kind, index), or None.
        self.selected_outline: tuple[str, int] | None = None
        self._outline_items: list[QGraphicsItem] = []
        self._handles: list[tuple[QGraphicsEllipseItem, int, int]] = []
        self._grabbed: tuple[QGraphicsEllipseItem, int, int] | None = None
        self._selected_item: QGraphicsPathItem | None = None
        #: The kind of outline being drawn (see :meth:`start_drawing`), or None.
        self.drawing_kind: str | None = None
        #: The corners of the outline being drawn, and the point the mouse is at.
        self.corners: list[tuple[float, float]] = []
        self._mouse: tuple[float, float] | None = None
        self._preview_items: list[QGraphicsItem] = []
        #: The hexes of each drawn setup zone, by its key (a side), as drawn.
        self.zone_hexes: dict[str, frozenset[str]] = {}
        self._zone_items: list[QGraphicsItem] = []
        #: The hexes of each drawn entry area, by side and Time space, as drawn.
        self.entry_hexes: dict[tuple[str, int], frozenset[str]] = {}
        self._entry_items: list[QGraphicsItem] = []
        #: Brush size of the painting tools that take one: 1 paints the hex under the mouse,
        #: 2 also its neighbours, 3 two rings around it.
        self.brush = 1
        #: The selected area (the Select tool), drawn dashed over the board.
        self.selected_hexes: tuple[str, ...] = ()
        self._selection_item: QGraphicsPathItem | None = None

    # --- selected area --------------------------------------------------------------------

    def draw_selection(self, hexes: tuple[str, ...] | None = None) -> None:
        """Draw the selected area (``hexes``, or the one drawn before) as a dashed outline."""
        if hexes is not None:
            self.selected_hexes = hexes
        if self._selection_item is not None:
            self.removeItem(self._selection_item)
            self._selection_item = None
        shown = [h for h in self.selected_hexes if h in self.hex_items]
        if not shown:
            return
        path = QPainterPath()
        for hex_id in shown:
            path.addPolygon(self.layout.polygon(hex_corners(Hex.parse(hex_id))))
            path.closeSubpath()
        pen = QPen(QColor("#e65100"), self.layout.size_px * 0.08, Qt.PenStyle.DashLine)
        item = QGraphicsPathItem(path.simplified())
        item.setPen(pen)
        item.setBrush(QBrush(QColor(230, 81, 0, 45)))
        item.setZValue(Z_SELECTION)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(item)
        self._selection_item = item

    # --- setup zones ----------------------------------------------------------------------

    def draw_zones(self, zones: dict[str, tuple[frozenset[str], QColor]]) -> None:
        """Draw each zone (key: its hexes and colour) in place of the zones drawn before: its
        hexes filled lightly, the zone's outline in the colour."""
        for item in self._zone_items:
            self.removeItem(item)
        self._zone_items = []
        self.zone_hexes = {}
        size = self.layout.size_px
        for key, (hexes, colour) in zones.items():
            shown = frozenset(h for h in hexes if h in self.hex_items)
            self.zone_hexes[key] = shown
            if not shown:
                continue
            fill = QColor(colour)
            fill.setAlpha(55)
            item = QGraphicsPathItem(self._hexes_path(shown))
            item.setPen(QPen(colour, size * 0.07))
            item.setBrush(QBrush(fill))
            item.setZValue(Z_ZONES)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setData(0, key)
            self.addItem(item)
            self._zone_items.append(item)

    def _hexes_path(self, hexes: frozenset[str]) -> QPainterPath:
        """The outline of ``hexes`` as one path (holes and separate parts kept)."""
        path = QPainterPath()
        for hex_id in sorted(hexes):
            path.addPolygon(self.layout.polygon(hex_corners(Hex.parse(hex_id))))
            path.closeSubpath()
        return path.simplified()

    def draw_entries(self, areas: Sequence[EntryArea]) -> None:
        """Draw each reinforcement entry area in place of those drawn before: its outline
        dashed in the side's colour and white (so it stands out on a setup zone's solid edge),
        unfilled so the setup zone shows through, and a tag (``Time 3``) on the hex of the area
        nearest its middle."""
        for item in self._entry_items:
            self.removeItem(item)
        self._entry_items = []
        self.entry_hexes = {}
        size = self.layout.size_px
        for area in areas:
            shown = frozenset(h for h in area.hexes if h in self.hex_items)
            self.entry_hexes.update(dict.fromkeys(((area.side, t) for t in area.times), shown))
            if not shown:
                continue
            path = self._hexes_path(shown)
            dash = QPen(area.colour, size * 0.09, Qt.PenStyle.DashLine)
            dash.setCapStyle(Qt.PenCapStyle.FlatCap)
            for pen in (QPen(QColor(255, 255, 255, 230), size * 0.09), dash):
                outline = QGraphicsPathItem(path)
                outline.setPen(pen)
                outline.setBrush(Qt.BrushStyle.NoBrush)
                outline.setZValue(Z_ENTRIES)
                outline.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                outline.setData(0, area.side)
                self.addItem(outline)
                self._entry_items.append(outline)
            self._entry_items.append(self._entry_tag(area, shown))

    def _entry_tag(self, area: EntryArea, shown: frozenset[str]) -> QGraphicsItem:
        """The area's tag: its text in the side's colour on a light rounded box, centred on
        the area's hex nearest the middle of all its hexes."""
        centres = [self.layout.hex_to_pixel(Hex.parse(h)) for h in sorted(shown)]
        middle = sum(centres, QPointF()) / len(centres)
        centre = min(centres, key=lambda c: _distance(c, middle))
        size = self.layout.size_px
        text = QGraphicsSimpleTextItem(area.label)
        font = QFont(text.font())
        font.setPixelSize(max(1, round(size * 0.3)))
        font.setBold(True)
        text.setFont(font)
        text.setBrush(QBrush(area.colour))
        text.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        box = text.boundingRect().adjusted(-size * 0.08, -size * 0.02, size * 0.08, size * 0.02)
        shape = QPainterPath()
        shape.addRoundedRect(box, size * 0.1, size * 0.1)
        tag = QGraphicsPathItem(shape)
        tag.setPen(QPen(area.colour, size * 0.03))
        tag.setBrush(QBrush(QColor(255, 255, 255, 215)))
        text.setParentItem(tag)
        tag.setPos(centre - box.center())
        tag.setZValue(Z_ENTRIES)
        tag.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        tag.setData(0, area.side)
        self.addItem(tag)
        return tag

    # --- outlines -------------------------------------------------------------------------

    def set_map(self, map_data: MapData, terrain: MapTerrain | None = None) -> None:
        """Draw the map again, and the outlines over it with the Outlines tool (a selection
        that no longer exists is dropped)."""
        super().set_map(map_data, terrain)
        self._zone_items, self.zone_hexes = [], {}  # removed with the old map's items
        self._entry_items, self.entry_hexes = [], {}
        self._selection_item = None
        self.draw_selection()
        self._outline_items, self._handles, self._grabbed = [], [], None
        self._selected_item = None
        self._preview_items = []
        if self.selected_outline is not None and self._polygon(*self.selected_outline) is None:
            self.selected_outline = None
            self.sig_outline_selected.emit(None)
        self.draw_outlines()
        self._draw_preview()

    def set_outline_mode(self, on: bool) -> None:
        """Turn the Outlines tool on or off (off: the outlines, the selection and a shape
        being drawn go)."""
        self.outline_mode = on
        if not on:
            self.stop_drawing()
            if self.selected_outline is not None:
                self.selected_outline = None
                self.sig_outline_selected.emit(None)
        self.draw_outlines()

    def _polygon(self, kind: str, index: int) -> OutlinePolygon | None:
        outlines = self.map_data.outlines
        if outlines is None:
            return None
        polygons = outline_kinds(outlines).get(kind, ())
        return polygons[index] if 0 <= index < len(polygons) else None

    def draw_outlines(self) -> None:
        """Draw every outline polygon (with the Outlines tool), the selected one bold with
        a handle on each vertex."""
        for item in self._outline_items:
            self.removeItem(item)
        self._outline_items, self._handles, self._selected_item = [], [], None
        outlines = self.map_data.outlines
        if not self.outline_mode or outlines is None:
            return
        size = self.layout.size_px
        for kind, polygons in outline_kinds(outlines).items():
            colour = QColor(OUTLINE_COLOURS[kind])
            fill = QColor(colour)
            fill.setAlpha(40)
            for index, polygon in enumerate(polygons):
                selected = self.selected_outline == (kind, index)
                item = QGraphicsPathItem(outline_path(polygon, self))
                item.setPen(QPen(QColor("#ff6f00") if selected else colour,
                                 size * (0.07 if selected else 0.03)))
                fill_colour = QColor(255, 111, 0, 90) if selected else fill
                item.setBrush(QBrush(fill_colour))
                item.setZValue(Z_SELECTED if selected else Z_OUTLINES)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.addItem(item)
                self._outline_items.append(item)
                if selected:
                    self._selected_item = item
                    self._add_handles(polygon)

    def _add_handles(self, polygon: OutlinePolygon) -> None:
        radius = 0.06 * self.layout.size_px
        for ring_index, ring in enumerate(polygon):
            for vertex, (x, y) in enumerate(ring):
                centre = self.layout.to_scene(Point(x, y))
                handle = QGraphicsEllipseItem(QRectF(-radius, -radius, 2 * radius, 2 * radius))
                handle.setPos(centre)
                handle.setPen(QPen(QColor("#3e2723"), radius * 0.4))
                handle.setBrush(QBrush(QColor("#ffffff")))
                handle.setZValue(Z_HANDLES)
                handle.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.addItem(handle)
                self._outline_items.append(handle)
                self._handles.append((handle, ring_index, vertex))

    def outline_at(self, pos: QPointF) -> tuple[str, int] | None:
        """The outline polygon under the scene position ``pos``, topmost first (roofs, then
        woods ... then the highest hill level), or None."""
        outlines = self.map_data.outlines
        if outlines is None:
            return None
        point = tuple(self.layout.from_scene(pos))
        kinds = outline_kinds(outlines)
        for kind in reversed(KINDS):
            for index, polygon in enumerate(kinds[kind]):
                if polygon_contains(polygon, point, SELECT_REACH):  # type: ignore[arg-type]
                    return kind, index
        return None

    def select_outline(self, selection: tuple[str, int] | None) -> None:
        """Select an outline polygon (None: none) and report it."""
        self.selected_outline = selection
        self.draw_outlines()
        self.sig_outline_selected.emit(selection)

    def _handle_at(self, pos: QPointF) -> tuple[QGraphicsEllipseItem, int, int] | None:
        reach = HANDLE_REACH * self.layout.size_px
        best = None
        for entry in self._handles:
            distance = _distance(entry[0].pos(), pos)
            if distance <= reach and (best is None or distance < best[0]):
                best = (distance, entry)
        return best[1] if best is not None else None

    def _edge_at(self, pos: QPointF) -> tuple[int, int, tuple[float, float]] | None:
        """The edge of the selected polygon within reach of ``pos``: ring, the vertex it
        leaves, the point of it nearest ``pos`` (engine coordinates)."""
        polygon = None if self.selected_outline is None else self._polygon(*self.selected_outline)
        if polygon is None:
            return None
        return edge_at(polygon, self.layout.from_scene(pos), HANDLE_REACH)

    def _outline_press(self, event: QGraphicsSceneMouseEvent) -> None:
        """Grab the handle under the mouse, else keep the selection for a click on its edge,
        else select the polygon under the mouse."""
        self.set_hovered(self.hex_at(event.scenePos()))
        self._press_pos = QPointF(event.scenePos())
        self._grabbed = self._handle_at(event.scenePos())
        if self._grabbed is None and self._edge_at(event.scenePos()) is None:
            self.select_outline(self.outline_at(event.scenePos()))

    def _outline_double_click(self, pos: QPointF) -> None:
        """A double-click on a handle of the selected polygon removes its vertex; on an edge
        of it adds a vertex there."""
        if self.selected_outline is None:
            return
        kind, index = self.selected_outline
        handle = self._handle_at(pos)
        if handle is not None:
            self.sig_vertex_removed.emit(kind, index, handle[1], handle[2])
            return
        edge = self._edge_at(pos)
        if edge is not None:
            self.sig_vertex_inserted.emit(kind, index, *edge)

    def _outline_move(self, event: QGraphicsSceneMouseEvent) -> None:
        """Drag the grabbed handle, and the selected path's vertex with it."""
        if self._grabbed is None or self.selected_outline is None:
            return
        handle, ring, vertex = self._grabbed
        handle.setPos(event.scenePos())
        polygon = self._polygon(*self.selected_outline)
        if polygon is None or self._selected_item is None:
            return
        point = self.layout.from_scene(event.scenePos())
        rings = [list(r) for r in polygon]
        rings[ring][vertex] = (point.x, point.y)
        self._selected_item.setPath(outline_path(tuple(tuple(r) for r in rings), self))

    def _outline_release(self, event: QGraphicsSceneMouseEvent) -> None:
        grabbed, self._grabbed = self._grabbed, None
        if grabbed is None or self.selected_outline is None:
            return
        if _distance(event.scenePos(), self._press_pos) < 1.0:
            return  # a click on a handle: no move
        point = self.layout.from_scene(event.scenePos())
        kind, index = self.selected_outline
        self.sig_vertex_moved.emit(kind, index, grabbed[1], grabbed[2], (point.x, point.y))

    # --- drawing a new outline -------------------------------------------------------------

    def start_drawing(self, kind: str) -> None:
        """Start drawing a new outline of ``kind`` (a shape drawn before is dropped)."""
        self.drawing_kind, self.corners, self._mouse = kind, [], None
        self._draw_preview()

    def stop_drawing(self) -> None:
        """End the drawing mode, without a shape."""
        self.drawing_kind, self.corners, self._mouse = None, [], None
        self._draw_preview()

    def _snapped(self, pos: QPointF) -> tuple[float, float]:
        """The engine point at ``pos``, or the vertex of an outline of the kind being drawn
        within reach of it (so that the shapes meet along an edge and are joined)."""
        here = self.layout.from_scene(pos)
        outlines = self.map_data.outlines
        if outlines is None or self.drawing_kind is None:
            return here.x, here.y
        vertices = [v for polygon in outline_kinds(outlines)[self.drawing_kind]
                    for ring in polygon for v in ring]
        near = min(vertices, key=lambda v: math.dist(v, here), default=None)
        if near is not None and math.dist(near, here) <= HANDLE_REACH:
            return near
        return here.x, here.y

    def _add_corner(self, pos: QPointF) -> None:
        """A corner at ``pos`` (on the map only; the last corner clicked again is no new
        one)."""
        if not self.hex_at(pos):
            return
        corner = self._snapped(pos)
        if not self.corners or math.dist(corner, self.corners[-1]) > SELECT_REACH:
            self.corners.append(corner)
        self._draw_preview()

    def close_drawing(self) -> None:
        """Give the shape being drawn (:attr:`sig_outline_drawn`)."""
        if self.drawing_kind is not None:
            self.sig_outline_drawn.emit(self.drawing_kind, tuple(self.corners))

    def _drawing_key(self, key: int) -> bool:
        """Handle a key of the drawing mode (see :data:`_UNDO_CORNER` and the others); True
        if it was one."""
        if self.drawing_kind is None:
            return False
        if key in _UNDO_CORNER:
            if self.corners:
                self.corners.pop()
                self._draw_preview()
        elif key in _CLOSE:
            self.close_drawing()
        elif key in _DROP:
            kind = self.drawing_kind
            self.stop_drawing()
            self.sig_drawing_dropped.emit(kind)
        else:
            return False
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The keys of the drawing mode, pressed on a view of this scene (installed there
        by the window, before the view's own: its Esc clears line of sight)."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and self._drawing_key(event.key()):
            return True
        return super().eventFilter(watched, event)

    def _draw_preview(self) -> None:
        """Draw the shape being drawn: its corners and the mouse as a dashed polygon filled
        in its kind's colour, each corner marked."""
        for item in self._preview_items:
            self.removeItem(item)
        self._preview_items = []
        if self.drawing_kind is None or not self.corners:
            return
        points = list(self.corners)
        if self._mouse is not None and self._mouse != points[-1]:
            points.append(self._mouse)
        size = self.layout.size_px
        colour = QColor(OUTLINE_COLOURS[self.drawing_kind])
        fill = QColor(colour)
        fill.setAlpha(90)
        shape = QGraphicsPathItem(outline_path((tuple(points),), self))
        shape.setPen(QPen(colour, size * 0.05, Qt.PenStyle.DashLine))
        shape.setBrush(QBrush(fill))
        marks = QPainterPath()
        radius = 0.06 * size  # as the vertex handles
        for x, y in self.corners:
            marks.addEllipse(self.layout.to_scene(Point(x, y)), radius, radius)
        dots = QGraphicsPathItem(marks)
        dots.setPen(QPen(colour, radius * 0.4))
        dots.setBrush(QBrush(QColor("#ffffff")))
        for item, z in ((shape, Z_DRAWING), (dots, Z_HANDLES)):
            item.setZValue(z)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(item)
            self._preview_items.append(item)

    # --- strokes ----------------------------------------------------------------------------

    def _begin(self) -> None:
        self._stroke: list[str] = []
        self._stroke_items: list[QGraphicsItem] = []

    def _add_to_stroke(self, hex_id: str) -> None:
        if hex_id and self.brush > 1:
            for brushed in brush_hexes(self.map_data.cols, self.map_data.rows, hex_id,
                                       self.brush):
                self._add_one(brushed)
        else:
            self._add_one(hex_id)

    def _add_one(self, hex_id: str) -> None:
        if not hex_id or hex_id in self._stroke:
            return
        self._stroke.append(hex_id)
        polygon = self.layout.polygon(hex_corners(Hex.parse(hex_id)))
        item = self.addPolygon(polygon, QPen(QColor("#1d4f91"), self.layout.size_px * 0.08),
                               QBrush(QColor(29, 79, 145, 50)))
        item.setZValue(90)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._stroke_items.append(item)

    def _end(self) -> tuple[str, ...]:
        for item in self._stroke_items:
            self.removeItem(item)
        stroke = tuple(self._stroke)
        self._begin()
        return stroke

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Left button with a painting tool: start a stroke; with the Outlines tool, add a
        corner to the shape being drawn, or select a polygon or grab a handle; otherwise as
        the game board."""
        if self.drawing_kind is not None and event.button() == Qt.MouseButton.LeftButton:
            self._add_corner(event.scenePos())
            event.accept()
            return
        if self.outline_mode and event.button() == Qt.MouseButton.LeftButton:
            self._outline_press(event)
            event.accept()
            return
        if self.painting and event.button() == Qt.MouseButton.LeftButton:
            self._begin()
            self._painting_now = True
            self._add_to_stroke(self.hex_at(event.scenePos()))
            self._press_pos = QPointF(event.scenePos())
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """While painting, every hex the mouse enters joins the stroke; a grabbed handle
        follows the mouse, and so does the preview of a shape being drawn."""
        if self.drawing_kind is not None:
            self._mouse = self._snapped(event.scenePos())
            self._draw_preview()
        if self.outline_mode and self._grabbed is not None:
            self.set_hovered(self.hex_at(event.scenePos()))
            self._outline_move(event)
            event.accept()
            return
        if self.painting and self._painting_now:
            self.set_hovered(self.hex_at(event.scenePos()))
            self._add_to_stroke(self.hex_at(event.scenePos()))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """End a stroke: report its hexes, and the hexside if it was a click near one; drop
        a grabbed handle."""
        if self.outline_mode and event.button() == Qt.MouseButton.LeftButton:
            self._outline_release(event)
            event.accept()
            return
        if self.painting and self._painting_now \
                and event.button() == Qt.MouseButton.LeftButton:
            self._painting_now = False
            stroke = self._end()
            side = hexside_at(self, self._press_pos)
            if len(stroke) <= 1 and side is not None:
                self.sig_hexside_clicked.emit(*side)
            if stroke:
                self.sig_stroke.emit(stroke)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A double-click puts the last corner of the shape being drawn (its first click did
        already, as a rule) and closes the shape; with the Outlines tool it removes the vertex
        or adds one on the edge under the mouse."""
        if event.button() == Qt.MouseButton.LeftButton and self.drawing_kind is not None:
            self._add_corner(event.scenePos())
            self.close_drawing()
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton and self.outline_mode:
            self._outline_double_click(event.scenePos())
            event.accept()
            return
        super().mouseDoubleClickEvent(event)
