"""Counters and markers drawn by the app (no publisher art): units, Weapons, Smoke, Blaze,
Fortifications.

A unit counter shows what a player reads off the real one [3.1]: the nation's colour, one,
two or four figures (Leader, Team, Squad), Morale at the top right, FP, Range and Movement
along the bottom (boxed where the counter boxes them [3.1.6]), a Leader's Command in a black
hexagon, a red bar and a white Morale when broken [3.2.1], and the markers on it: Suppressed,
Veteran, its Weapon (red when broken). Items only draw the :class:`CounterInfo` they are given;
the scene builds those from a player's view.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from cc_engine.content.vocabulary import FortificationKind, UnitKind, display_name
from cc_engine.messages import Message
from cc_qt.shown import shown_name
from cc_qt.terms import term

__all__ = ["NATION_COLOURS", "CounterInfo", "MarkerItem", "UnitCounterItem"]

#: Counter colours by nation (close to the colours of their Fate decks [1]).
NATION_COLOURS = {
    "germany": QColor("#8c969c"),
    "america": QColor("#8a9460"),
    "russia": QColor("#a5764c"),
}
_INK = QColor("#1d1d1b")
_BROKEN_BAR = QColor("#b3261e")


@dataclass(frozen=True, slots=True)
class CounterInfo:
    """What one unit counter shows, read from the engine (current printed side)."""

    unit_id: str
    name: str
    nation: str
    kind: UnitKind
    fp: int
    range: int
    movement: int
    morale: int
    command: int | None
    boxed_fp: bool
    boxed_range: bool
    boxed_movement: bool
    broken: bool
    suppressed: bool
    veteran: bool
    weapon: str | None = None
    weapon_broken: bool = False
    activated: bool = False


class UnitCounterItem(QGraphicsItem):
    """One unit counter, ``size`` scene units square, centred on its position."""

    def __init__(self, info: CounterInfo, size: float) -> None:
        super().__init__()
        self.info = info
        self.size = size
        self.setZValue(40)
        self.setAcceptHoverEvents(True)
        self.setToolTip(self._tooltip())
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _tooltip(self) -> str:
        """Name, kind, side up, stats and markers, in the current language."""
        info = self.info
        app = QCoreApplication
        #: A counter's tooltip on the map: {kind} is Squad, Team or Leader; broken and
        #: unbroken tell which side of the counter is face up [3.2.1].
        head = (app.translate("Counter", "{unit} ({kind}, broken)") if info.broken
                else app.translate("Counter", "{unit} ({kind}, unbroken)"))
        stats = (app.translate("Counter", "FP {fp}  Range {range}  Movement {movement}  "
                               "Morale {morale}") if info.command is None
                 else app.translate("Counter", "FP {fp}  Range {range}  Movement {movement}  "
                                    "Morale {morale}  Command {command}"))
        lines = [head.format(unit=shown_name(info.name), kind=term(display_name(info.kind))),
                 stats.format(fp=info.fp, range=info.range, movement=info.movement,
                              morale=info.morale, command=info.command)]
        if info.suppressed:
            lines.append(app.translate("Counter", "Suppressed: -1 FP, Range, Movement, Morale; "
                                       "no Weapon fire [13.2]"))
        if info.veteran:
            lines.append(app.translate("Counter", "Veteran: +1 FP, Range, Movement, Morale "
                                       "[E44.1]"))
        if info.weapon:
            carries = (app.translate("Counter", "Carries {weapon} (broken)") if info.weapon_broken
                       else app.translate("Counter", "Carries {weapon}"))
            lines.append(carries.format(weapon=term(info.weapon)))
        if info.activated:
            lines.append(app.translate("Counter", "Activated this Turn [O14.1]"))
        return "\n".join(lines)

    def boundingRect(self) -> QRectF:
        """The counter, its Weapon tab below and a margin for the shadow."""
        s = self.size
        return QRectF(-s / 2 - 2, -s / 2 - 2, s + 5, s * 1.28 + 5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Draw the counter like the printed one."""
        info, s = self.info, self.size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(-s / 2, -s / 2, s, s)
        if info.weapon:
            self._paint_weapon(painter, body)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(body.translated(2, 2), s * 0.08, s * 0.08)
        colour = NATION_COLOURS.get(info.nation, QColor("#9a9a90"))
        painter.setBrush(colour)
        painter.setPen(QPen(colour.darker(170), max(1.0, s * 0.03)))
        painter.drawRoundedRect(body, s * 0.08, s * 0.08)
        if info.broken:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_BROKEN_BAR)
            painter.drawRect(QRectF(body.left() + 1, body.top() + s * 0.02, s - 2, s * 0.13))
        if info.activated:
            painter.setPen(QPen(QColor("#f6e05e"), s * 0.06))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(body.adjusted(1, 1, -1, -1), s * 0.08, s * 0.08)
        self._paint_figures(painter, body)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, int(s * 0.26)))
        painter.setFont(font)
        painter.setPen(QColor("white") if info.broken else _INK)
        painter.drawText(QRectF(body.right() - s * 0.36, body.top() + s * 0.1, s * 0.32, s * 0.3),
                         Qt.AlignmentFlag.AlignCenter, str(info.morale))
        painter.setPen(_INK)
        stats = ((info.fp, info.boxed_fp), (info.range, info.boxed_range),
                 (info.movement, info.boxed_movement))
        width = s / 3
        for index, (value, boxed) in enumerate(stats):
            cell = QRectF(body.left() + index * width, body.bottom() - s * 0.33, width, s * 0.3)
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(value))
            if boxed:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(_INK, max(1.0, s * 0.025)))
                painter.drawRect(cell.adjusted(width * 0.18, s * 0.02, -width * 0.18, -s * 0.02))
        if info.command is not None:
            self._paint_command(painter, body, info.command)
        painter.setPen(QColor("white") if info.broken else _INK)
        self._paint_name(painter, QRectF(body.left() + s * 0.05, body.top() + s * 0.02,
                                         s * 0.62, s * 0.16))
        if info.suppressed:
            self._tag(painter, QPointF(body.left() + s * 0.14, body.top() + s * 0.36),
                      QCoreApplication.translate("Counter", "S", "Suppressed marker, one letter"),
                      QColor("#f2c94c"))
        if info.veteran:
            self._tag(painter, QPointF(body.left() + s * 0.14, body.top() + s * 0.62),
                      QCoreApplication.translate("Counter", "V", "Veteran marker, one letter"),
                      QColor("#6fcf97"))

    def _paint_name(self, painter: QPainter, rect: QRectF) -> None:
        """The name at the top left, in a smaller font if it would not fit (a translated one
        may be longer), and shortened if it still would not (in the middle, to keep the number
        of a generated name). Measured in a large font scaled down, as the counter is drawn
        zoomed."""
        name = _face_name(self.info.name)
        font = QFont()
        font.setPixelSize(100)
        metrics = QFontMetricsF(font)
        scale = max(5.0, self.size * 0.14) / 100
        room = rect.width() / scale
        width = metrics.horizontalAdvance(name)
        if width > room:
            scale *= max(0.7, room / width)
            room = rect.width() / scale
        painter.save()
        painter.setFont(font)
        painter.translate(rect.topLeft())
        painter.scale(scale, scale)
        painter.drawText(QRectF(0, 0, room, rect.height() / scale),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         metrics.elidedText(name, Qt.TextElideMode.ElideMiddle
                                            if name[-1:].isdigit()
                                            else Qt.TextElideMode.ElideRight, room))
        painter.restore()

    def _paint_figures(self, painter: QPainter, body: QRectF) -> None:
        count = {UnitKind.LEADER: 1, UnitKind.TEAM: 2, UnitKind.SQUAD: 4}[self.info.kind]
        s = self.size
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(30, 30, 28, 170))
        span = s * 0.46
        for index in range(count):
            x = body.center().x() - span / 2 + span * (index + 0.5) / count - s * 0.03
            y = body.top() + s * 0.4
            painter.drawEllipse(QPointF(x, y), s * 0.045, s * 0.045)
            painter.drawRoundedRect(QRectF(x - s * 0.04, y + s * 0.05, s * 0.08, s * 0.15),
                                    s * 0.02, s * 0.02)

    def _paint_command(self, painter: QPainter, body: QRectF, command: int) -> None:
        s = self.size
        centre = QPointF(body.right() - s * 0.17, body.center().y() + s * 0.02)
        radius = s * 0.13
        hexagon = QPolygonF([centre + QPointF(radius * math.cos(math.radians(60 * k)),
                                              radius * math.sin(math.radians(60 * k)))
                             for k in range(6)])
        painter.setPen(QPen(_INK, max(1.0, s * 0.025)))
        painter.setBrush(QColor("white"))
        painter.drawPolygon(hexagon)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(5, int(s * 0.18)))
        painter.setFont(font)
        painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                         Qt.AlignmentFlag.AlignCenter, str(command))

    def _paint_weapon(self, painter: QPainter, body: QRectF) -> None:
        s = self.size
        tab = QRectF(body.left() + s * 0.1, body.bottom() - s * 0.05, s * 0.8, s * 0.3)
        painter.setPen(QPen(_INK, max(1.0, s * 0.02)))
        painter.setBrush(QColor("#e35d4f") if self.info.weapon_broken else QColor("#f2efe4"))
        painter.drawRoundedRect(tab, s * 0.04, s * 0.04)
        font = QFont()
        font.setPixelSize(max(5, int(s * 0.15)))
        painter.setFont(font)
        painter.drawText(tab.adjusted(0, s * 0.05, 0, 0), Qt.AlignmentFlag.AlignCenter,
                         _short(term(self.info.weapon) if self.info.weapon else "", 12))

    def _tag(self, painter: QPainter, at: QPointF, text: str, colour: QColor) -> None:
        s = self.size
        painter.setPen(QPen(_INK, max(1.0, s * 0.02)))
        painter.setBrush(colour)
        painter.drawEllipse(at, s * 0.1, s * 0.1)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(5, int(s * 0.13)))
        painter.setFont(font)
        painter.drawText(QRectF(at.x() - s * 0.1, at.y() - s * 0.1, s * 0.2, s * 0.2),
                         Qt.AlignmentFlag.AlignCenter, text)


# The engine's templates of a generated unit name that add the kind (``'Rifle Squad'``).
_KIND_TEMPLATES = frozenset({"{type} Squad", "{type} Team"})


def _face_name(name: str) -> str:
    """The name on a counter's face, in the current language: a generated name without the
    kind its figures already show (``'Rifle 3'`` for ``'Rifle Squad 3'``, so that the
    number fits); any other name as :func:`~cc_qt.shown.shown_name` shows it."""

    def bare(value: str | int) -> str | int:
        if isinstance(value, Message) and value.template in _KIND_TEMPLATES:
            return dict(value.args).get("type", value)
        return value

    if isinstance(name, Message):
        face = bare(name) if name.template in _KIND_TEMPLATES else Message(
            str(name), name.template, tuple((key, bare(value)) for key, value in name.args))
        return shown_name(str(face)) if isinstance(face, int) else shown_name(face)
    return shown_name(name)


def _short(name: str, limit: int = 14) -> str:
    return name if len(name) <= limit else name[: limit - 1] + "…"


def _glyph(kind: str) -> str:
    """The letters on a Fortification marker, in the current language."""
    app = QCoreApplication
    glyphs = {"foxholes": app.translate("Counter", "Fx", "Foxholes marker, two letters"),
              "trench": app.translate("Counter", "Tr", "Trench marker, two letters"),
              "bunker": app.translate("Counter", "Bk", "Bunker marker, two letters"),
              "pillbox": app.translate("Counter", "Pb", "Pillbox marker, two letters"),
              "mines": app.translate("Counter", "M", "Mines marker, one letter"),
              "wire": app.translate("Counter", "W", "Wire marker, one letter")}
    return glyphs.get(kind, "?")


class MarkerItem(QGraphicsItem):
    """A Smoke, Blaze or Fortification marker in a corner of its hex."""

    def __init__(self, kind: str, size: float, value: int | None = None) -> None:
        super().__init__()
        self.kind = kind
        self.value = value
        self.size = size
        self.setZValue(30)
        app = QCoreApplication
        tip = {"smoke": app.translate("Board", "Smoke {value}: Hindrance into, out of and "
                                      "through [T94, 10.3.4]").format(value=value),
               "blaze": app.translate("Board", "Blaze: impassable, blocks LOS at all levels "
                                      "[T79, 10.2.1]"),
               "spotting_round": app.translate("Board", "Spotting Round of a Fire For Effect "
                                               "[O18.2.1]"),
               "impact": app.translate("Board", "In the Impact area of the Fire For Effect "
                                       "[O18.2.3]")}
        if kind in tip:
            self.setToolTip(tip[kind])
        else:
            self.setToolTip(app.translate("Board", "{fortification} [F100]").format(
                fortification=term(display_name(FortificationKind(kind)))))

    def boundingRect(self) -> QRectF:
        """A small square token."""
        s = self.size
        return QRectF(-s / 2 - 1, -s / 2 - 1, s + 2, s + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Draw the token: a grey puff, a flame, or a fortification glyph."""
        s = self.size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-s / 2, -s / 2, s, s)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, int(s * 0.42)))
        painter.setFont(font)
        if self.kind == "smoke":
            painter.setPen(QPen(QColor("#5b5b5b"), max(1.0, s * 0.04)))
            painter.setBrush(QColor(220, 220, 220, 215))
            for dx, dy, r in ((-0.18, 0.05, 0.3), (0.16, 0.0, 0.32), (0.0, -0.16, 0.3)):
                painter.drawEllipse(QPointF(dx * s, dy * s), r * s, r * s)
            painter.setPen(_INK)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self.value or ""))
            return
        if self.kind in ("spotting_round", "impact"):
            ink = QColor("#b3261e")
            painter.setPen(QPen(ink, max(1.0, s * 0.08)))
            painter.setBrush(QColor(255, 255, 255, 170) if self.kind == "spotting_round"
                             else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), s * 0.4, s * 0.4)
            if self.kind == "spotting_round":
                painter.drawLine(QPointF(-s / 2, 0), QPointF(s / 2, 0))
                painter.drawLine(QPointF(0, -s / 2), QPointF(0, s / 2))
            return
        if self.kind == "blaze":
            path = QPainterPath(QPointF(0, -s * 0.45))
            path.cubicTo(QPointF(s * 0.35, -s * 0.1), QPointF(s * 0.35, s * 0.4),
                         QPointF(0, s * 0.42))
            path.cubicTo(QPointF(-s * 0.35, s * 0.4), QPointF(-s * 0.35, -s * 0.1),
                         QPointF(0, -s * 0.45))
            painter.setPen(QPen(QColor("#8a1c0e"), max(1.0, s * 0.04)))
            painter.setBrush(QBrush(QColor("#f08a24")))
            painter.drawPath(path)
            return
        painter.setPen(QPen(_INK, max(1.0, s * 0.04)))
        painter.setBrush(QColor("#d8c7a0"))
        painter.drawRoundedRect(rect, s * 0.1, s * 0.1)
        glyph = _glyph(self.kind)
        painter.setPen(_INK)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, glyph)
