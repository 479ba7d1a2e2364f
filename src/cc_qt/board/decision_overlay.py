"""What a pending decision draws on the board, from the public facts the engine lists with it.

An activation shows the Leader's Command radius [3.3.1.1]; building a shot shows the lines
from the firing hexes to the target and the shot's FP [O20.3.1]; a move shows the mover's
path with the MP spent on arriving in each hex and, in each hex it may enter, the MP it would
have spent there [O21.1]. The numbers all come from :attr:`Decision.context`; this module only
reads and draws them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from cc_engine.geometry import hex_corners
from cc_engine.hexgrid import Hex, HexGrid
from cc_engine.state import Choice, Decision
from cc_qt.board.layout import HexLayout

__all__ = ["BadgeItem", "DecisionOverlay", "DecisionPlan", "path_item", "plan_of"]

RADIUS_INK = QColor("#2f6fb0")
FIRE_INK = QColor("#c0392b")
PATH_INK = QColor("#1d4f91")
ENTRY_INK = QColor("#3d6b2f")
Z_AREA, Z_LINES, Z_BADGES = 34.0, 38.0, 70.0


@dataclass
class DecisionPlan:
    """The drawable facts of one decision (with the choice the player is looking at)."""

    radii: list[tuple[str, Hex, int]] = field(default_factory=list)
    target: Hex | None = None
    firing: list[Hex] = field(default_factory=list)
    fp: int | None = None
    joining: tuple[Hex, int] | None = None
    path: list[tuple[Hex, int]] = field(default_factory=list)
    entries: list[tuple[Hex, int]] = field(default_factory=list)
    movement: int | None = None

    def is_empty(self) -> bool:
        """Nothing to draw."""
        return not (self.radii or self.target or self.path or self.entries)


def plan_of(decision: Decision | None, selected: Choice | None = None) -> DecisionPlan:
    """Read a decision's context. While a unit to activate is being picked, only the Leader
    of the ``selected`` choice shows its radius (all of them at once would hide the map)."""
    plan = DecisionPlan()
    if decision is None:
        return plan
    picking = any(c.kind == "activate" for c in decision.choices)
    for fact in decision.facts("radius"):
        unit_id, hex_id, reach = str(fact).split()
        if picking and (selected is None or selected.kind != "activate"
                        or str(selected.args[0]) != unit_id):
            continue
        plan.radii.append((unit_id, Hex.parse(hex_id), int(reach)))
    if decision.kind == "fire_group" and (target := decision.facts("target")):
        plan.target = Hex.parse(str(target[0]))
        plan.firing = [Hex.parse(str(h)) for h in decision.facts("firing")]
        fp = decision.facts("fp")
        plan.fp = int(fp[0]) if fp else None
        for join in decision.facts("join"):
            piece, hex_id, then = str(join).split()
            if selected is not None and selected.kind == "join" and selected.args[0] == piece:
                plan.joining = (Hex.parse(hex_id), int(then))
    for path in decision.facts("path"):
        for step in str(path).split():
            hex_id, spent = step.split(":")
            plan.path.append((Hex.parse(hex_id), int(spent)))
    for entry in decision.facts("entry"):
        hex_id, spent = str(entry).split()
        plan.entries.append((Hex.parse(hex_id), int(spent)))
    movement = decision.facts("movement")
    plan.movement = int(movement[0]) if movement else None
    return plan


class BadgeItem(QGraphicsItem):
    """A small rounded label (``"FP 11"``, ``"3"``) centred on a point; it only draws."""

    def __init__(self, text: str, colour: QColor, height: float) -> None:
        super().__init__()
        self.text = text
        self.colour = colour
        self.font = QFont()
        self.font.setPixelSize(max(1, round(height * 0.72)))
        self.font.setBold(True)
        width = height * (0.45 + 0.5 * len(text))
        self.rect = QRectF(-width / 2, -height / 2, width, height)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("white"), 1.2))
        painter.setBrush(QBrush(self.colour))
        radius = self.rect.height() / 2
        painter.drawRoundedRect(self.rect, radius, radius)
        painter.setFont(self.font)
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)


class DecisionOverlay:
    """The items a decision adds to a scene; :meth:`show` replaces them."""

    def __init__(self, scene: QGraphicsScene, layout: HexLayout, grid: HexGrid) -> None:
        self.scene = scene
        self.layout = layout
        self.grid = grid
        self.items: list[QGraphicsItem] = []

    def clear(self) -> None:
        """Remove everything drawn."""
        for item in self.items:
            self.scene.removeItem(item)
        self.items = []

    def show(self, plan: DecisionPlan) -> None:
        """Draw ``plan`` in place of what was drawn before."""
        self.clear()
        for _, centre, reach in plan.radii:
            self._radius(centre, reach)
        if plan.target is not None:
            self._fire(plan.target, plan.firing, plan.fp, plan.joining)
        if plan.path:
            self._path(plan.path)
        size = self.layout.size_px
        for hex_, spent in plan.entries:
            text = f"{spent}/{plan.movement}" if plan.movement is not None else str(spent)
            self._badge(text, ENTRY_INK, self.layout.hex_to_pixel(hex_)
                        + QPointF(0, size * 0.55), size * 0.32)

    def _add(self, item: QGraphicsItem, z: float) -> None:
        item.setZValue(z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scene.addItem(item)
        self.items.append(item)

    def _badge(self, text: str, colour: QColor, at: QPointF, height: float) -> None:
        badge = BadgeItem(text, colour, height)
        badge.setPos(at)
        self._add(badge, Z_BADGES)

    def _radius(self, centre: Hex, reach: int) -> None:
        """Tint the hexes within ``reach`` and outline the area's border [3.3.1.1]."""
        region = [h for h in self.grid if h.distance(centre) <= reach]
        edges: Counter[tuple[tuple[float, float], tuple[float, float]]] = Counter()
        fill = QPainterPath()
        for hex_ in region:
            corners = [self.layout.to_scene(p) for p in hex_corners(hex_)]
            fill.addPolygon(QPolygonF(corners))
            points = [(round(p.x(), 1), round(p.y(), 1)) for p in corners]
            for a, b in zip(points, points[1:] + points[:1], strict=True):
                edges[(min(a, b), max(a, b))] += 1
        tint = QColor(RADIUS_INK)
        tint.setAlpha(40)
        self._add(path_item(fill, QPen(Qt.PenStyle.NoPen), QBrush(tint)), Z_AREA)
        border = QPainterPath()
        for (a, b), count in edges.items():
            if count == 1:
                border.moveTo(QPointF(*a))
                border.lineTo(QPointF(*b))
        pen = QPen(RADIUS_INK, self.layout.size_px * 0.07, Qt.PenStyle.DashLine)
        self._add(path_item(border, pen), Z_LINES)

    def _fire(self, target: Hex, firing: list[Hex], fp: int | None,
              joining: tuple[Hex, int] | None) -> None:
        """A line from each firing hex to the target and the shot's FP on the target; with a
        piece about to join, a dashed line from it and the FP the shot would then have."""
        end = self.layout.hex_to_pixel(target)
        ink = QColor(FIRE_INK)
        ink.setAlpha(200)
        pen = QPen(ink, self.layout.size_px * 0.08)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        lines = QPainterPath()
        for hex_ in firing:
            lines.moveTo(self.layout.hex_to_pixel(hex_))
            lines.lineTo(end)
        self._add(path_item(lines, pen), Z_LINES)
        app = QCoreApplication
        #: The badge on the target hex of a fire: the FP of the shot, or "target" before it
        #: is known.
        text = (app.translate("Board", "FP {fp}").format(fp=fp) if fp is not None
                else app.translate("Board", "target"))
        if joining is not None:
            dashed = QPen(pen)
            dashed.setStyle(Qt.PenStyle.DashLine)
            line = QPainterPath(self.layout.hex_to_pixel(joining[0]))
            line.lineTo(end)
            self._add(path_item(line, dashed), Z_LINES)
            text = (app.translate("Board", "FP {fp} → {then}").format(fp=fp, then=joining[1])
                    if fp is not None else app.translate("Board", "FP {fp}").format(fp=joining[1]))
        self._badge(text, FIRE_INK, end - QPointF(0, self.layout.size_px * 0.55),
                    self.layout.size_px * 0.36)

    def _path(self, path: list[tuple[Hex, int]]) -> None:
        """The mover's way so far, with the MP spent on arriving in each hex [O21.1]."""
        points = [self.layout.hex_to_pixel(hex_) for hex_, _ in path]
        line = QPainterPath(points[0])
        for point in points[1:]:
            line.lineTo(point)
        pen = QPen(PATH_INK, self.layout.size_px * 0.09)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self._add(path_item(line, pen), Z_LINES)
        for point, (_, spent) in zip(points, path, strict=True):
            self._badge(str(spent), PATH_INK, point - QPointF(0, self.layout.size_px * 0.55),
                        self.layout.size_px * 0.32)


def path_item(path: QPainterPath, pen: QPen, brush: QBrush | None = None) -> QGraphicsPathItem:
    """An item that draws ``path`` with ``pen`` (and ``brush``)."""
    item = QGraphicsPathItem(path)
    item.setPen(pen)
    item.setBrush(brush if brush is not None else QBrush(Qt.BrushStyle.NoBrush))
    return item
