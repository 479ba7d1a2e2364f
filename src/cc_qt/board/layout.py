"""Pixels of the board: engine geometry (hex units) to scene coordinates and back.

The engine's :mod:`cc_engine.geometry` fixes the orientation (flat-top, odd-q, ``y`` down) in
units where a hex's circumradius is 1; a :class:`HexLayout` only scales that by ``size_px`` and
shifts it by ``origin``. Nothing else in the app converts between hexes and pixels.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from cc_engine.geometry import Bounds, Point, hex_center, point_to_hex
from cc_engine.hexgrid import Hex

__all__ = ["HexLayout"]


class HexLayout:
    """Scale and origin of the board: a hex's circumradius is ``size_px`` scene units."""

    def __init__(self, size_px: float = 40.0, origin: QPointF | None = None) -> None:
        if size_px <= 0:
            raise ValueError(f"size_px must be positive, not {size_px}")
        self.size_px = float(size_px)
        self.origin = QPointF(origin) if origin is not None else QPointF(0.0, 0.0)

    def to_scene(self, point: Point) -> QPointF:
        """The scene position of an engine geometry point."""
        return QPointF(
            self.origin.x() + point.x * self.size_px, self.origin.y() + point.y * self.size_px
        )

    def from_scene(self, pos: QPointF) -> Point:
        """The engine geometry point at a scene position."""
        return Point(
            (pos.x() - self.origin.x()) / self.size_px, (pos.y() - self.origin.y()) / self.size_px
        )

    def hex_to_pixel(self, hex_: Hex) -> QPointF:
        """The scene position of ``hex_``'s centre dot."""
        return self.to_scene(hex_center(hex_))

    def pixel_to_hex(self, pos: QPointF) -> Hex:
        """The hex under a scene position (it may lie off the map: check with ``HexGrid``)."""
        return point_to_hex(self.from_scene(pos))

    def polygon(self, points: Iterable[Point], relative_to: QPointF | None = None) -> QPolygonF:
        """A scene polygon of engine points, optionally relative to a scene position."""
        dx = relative_to.x() if relative_to is not None else 0.0
        dy = relative_to.y() if relative_to is not None else 0.0
        result = QPolygonF()
        for p in points:
            q = self.to_scene(p)
            result.append(QPointF(q.x() - dx, q.y() - dy))
        return result

    def rect(self, bounds: Bounds) -> QRectF:
        """The scene rectangle of engine bounds."""
        top_left = self.to_scene(Point(bounds.left, bounds.top))
        return QRectF(
            top_left.x(), top_left.y(), bounds.width * self.size_px, bounds.height * self.size_px
        )
