"""The designer's board: the game's map scene, plus strokes of the mouse for painting.

With a painting tool the left button paints: every hex the mouse passes over while held is
outlined, and on release :attr:`EditorScene.sig_stroke` gives them all, to become one edit.
A click near a hexside gives :attr:`EditorScene.sig_hexside_clicked` with its two hexes.
The right button still draws line of sight, as on the game's board.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from cc_engine.geometry import hex_corners
from cc_engine.hexgrid import Hex
from cc_qt.board.scene import MapScene

__all__ = ["EditorScene", "hexside_at"]

#: How far from its hex's centre (in circumradii) a click counts as on a hexside.
HEXSIDE_REACH = 0.45


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

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: True: the left button paints strokes; False: it pans and clicks like the game board.
        self.painting = False
        self._painting_now = False
        self._press_pos = QPointF()
        self._begin()

    def _begin(self) -> None:
        self._stroke: list[str] = []
        self._stroke_items: list[QGraphicsItem] = []

    def _add_to_stroke(self, hex_id: str) -> None:
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
        """Left button with a painting tool: start a stroke; otherwise as the game board."""
        if self.painting and event.button() == Qt.MouseButton.LeftButton:
            self._begin()
            self._painting_now = True
            self._add_to_stroke(self.hex_at(event.scenePos()))
            self._press_pos = QPointF(event.scenePos())
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """While painting, every hex the mouse enters joins the stroke."""
        if self.painting and self._painting_now:
            self.set_hovered(self.hex_at(event.scenePos()))
            self._add_to_stroke(self.hex_at(event.scenePos()))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """End a stroke: report its hexes, and the hexside if it was a click near one."""
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
