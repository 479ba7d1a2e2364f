"""The line-of-sight string drawn on the board, coloured by the engine's verdict [10.1].

The item only draws a :class:`~cc_engine.rules.los.LosResult` it is given: green for clear,
amber for hindered (with the Hindrance value), red for blocked, with the responsible hexes
outlined and the reason and rule ids in its tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from cc_engine.geometry import hex_corners
from cc_engine.hexgrid import Hex
from cc_engine.rules.los import LosResult, Sight
from cc_qt.board.layout import HexLayout
from cc_qt.shown import shown

__all__ = ["SIGHT_COLOURS", "LosLineItem", "los_label"]

#: Line colour per verdict: green clear, amber hindered, red blocked.
SIGHT_COLOURS = {
    Sight.CLEAR: QColor("#2f9e44"),
    Sight.HINDERED: QColor("#f0a202"),
    Sight.BLOCKED: QColor("#d7302b"),
}
_HALO = QColor(20, 20, 20, 170)


def los_label(result: LosResult) -> str:
    """The short text shown at the end of the string."""
    app = QCoreApplication
    #: The verdict written at the end of the LOS string on the map (Line of Sight [10]).
    if result.sight is Sight.HINDERED:
        return app.translate("Board", "Hindrance {hindrance}").format(hindrance=result.hindrance)
    return (app.translate("Board", "Clear") if result.sight is Sight.CLEAR
            else app.translate("Board", "Blocked"))


class LosLineItem(QGraphicsItem):
    """The taut string from one centre dot to another, coloured by the LOS verdict."""

    def __init__(self, a: Hex, b: Hex, result: LosResult, layout: HexLayout) -> None:
        super().__init__()
        self.a, self.b, self.result = a, b, result
        self._layout = layout
        self.start = layout.hex_to_pixel(a)
        self.end = layout.hex_to_pixel(b)
        self._outlines = [layout.polygon(hex_corners(h)) for h in result.hexes]
        self._font = QFont()
        self._font.setPointSizeF(max(7.0, layout.size_px * 0.24))
        self._font.setBold(True)
        self.label = los_label(result)
        self.setZValue(50)
        self.setToolTip(QCoreApplication.translate("Board", "{a} → {b}: {explanation}").format(
            a=a, b=b, explanation=shown(result.explain())))
        self.setAcceptHoverEvents(True)

    @property
    def colour(self) -> QColor:
        """The colour of the string for this verdict."""
        return SIGHT_COLOURS[self.result.sight]

    def _label_rect(self) -> QRectF:
        metrics = QFontMetricsF(self._font)
        width = metrics.horizontalAdvance(self.label) + 10
        height = metrics.height() + 4
        offset = self._layout.size_px * 0.35
        return QRectF(self.end.x() + offset, self.end.y() - offset - height, width, height)

    def boundingRect(self) -> QRectF:
        """Everything the string, outlines and label may paint."""
        rect = QRectF(self.start, self.end).normalized()
        for outline in self._outlines:
            rect = rect.united(outline.boundingRect())
        pad = self._layout.size_px * 0.2
        return rect.united(self._label_rect()).adjusted(-pad, -pad, pad, pad)

    def shape(self) -> QPainterPath:
        """Only the string itself and the label take the mouse (for the tooltip)."""
        path = QPainterPath()
        path.moveTo(self.start)
        path.lineTo(self.end)
        stroker_width = self._layout.size_px * 0.2
        outline = QPainterPath()
        outline.addRect(self._label_rect())
        stroker = QPainterPathStroker()
        stroker.setWidth(stroker_width)
        return stroker.createStroke(path).united(outline)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Outline the responsible hexes, then the string, its end dots and the label."""
        size = self._layout.size_px
        colour = self.colour
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for outline in self._outlines:
            painter.setPen(QPen(colour, size * 0.07, Qt.PenStyle.DashLine))
            fill = QColor(colour)
            fill.setAlpha(45)
            painter.setBrush(QBrush(fill))
            painter.drawPolygon(outline)
        line = QLineF(self.start, self.end)
        painter.setPen(QPen(_HALO, size * 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(line)
        painter.setPen(QPen(colour, size * 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(line)
        painter.setPen(QPen(_HALO, size * 0.03))
        painter.setBrush(colour)
        for point in (self.start, self.end):
            painter.drawEllipse(point, size * 0.12, size * 0.12)
        rect = self._label_rect()
        painter.setPen(QPen(_HALO, 1.0))
        painter.setBrush(QColor(250, 248, 238, 235))
        painter.drawRoundedRect(rect, 4, 4)
        painter.setFont(self._font)
        painter.setPen(colour.darker(135))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.label)

    def midpoint(self) -> QPointF:
        """The middle of the string, in scene coordinates."""
        return (self.start + self.end) / 2.0
