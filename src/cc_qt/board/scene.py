"""The map scene: one item per hex drawing the terrain of :mod:`cc_engine.geometry`, plus
hexside features, hill contours, objectives and the map frame.

Items only draw (STYLE 18): each holds its hex or hexside id and ready-made Qt geometry; the
scene turns mouse positions into hex ids and emits :attr:`MapScene.sig_hex_hovered` and
:attr:`MapScene.sig_hex_clicked`. Obstacles and Hindrances are painted as exactly the engine's
polygons, so what a player sees is what line of sight will be judged against [10.1]; texture
(tree crowns, furrows, tufts) is clipped inside those polygons.

Stacking, bottom to top: paper and frame, hexes (terrain, roads, grid, centre dot, hex id),
hill contours, hexside features, objectives. Hex items use ``DeviceCoordinateCache`` so panning
and repeated repaints blit pixmaps instead of re-running the painting code.
"""

from __future__ import annotations

import math
import random
from collections import defaultdict
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLineF, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPixmapCache,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QToolTip,
    QWidget,
)

from cc_engine.content.models import MapData, MapHex
from cc_engine.content.vocabulary import Feature, HexsideFeature, Terrain
from cc_engine.geometry import (
    APOTHEM,
    FeatureSegment,
    Point,
    TerrainShape,
    hex_center,
    hex_corners,
    hexside_segment,
    is_joined,
    map_bounds,
    road_segments,
    terrain_shapes,
)
from cc_engine.hexgrid import Hex, HexGrid
from cc_engine.rules.los import LosCache, LosResult
from cc_engine.rules.terrain import MapTerrain, TerrainState
from cc_engine.rules.units import boxed_stats
from cc_engine.state import Choice, Decision, LogEvent, UnitState
from cc_engine.views import PlayerView, objective_worth
from cc_qt.board.counters import NATION_COLOURS, CounterInfo, MarkerItem, UnitCounterItem
from cc_qt.board.decision_overlay import BadgeItem, DecisionOverlay, plan_of
from cc_qt.board.event_overlay import EventOverlay
from cc_qt.board.hexinfo import hex_lines, hex_summary
from cc_qt.board.layout import HexLayout
from cc_qt.board.los_overlay import LosLineItem
from cc_qt.board.outline_art import OutlinePaths, OutlineTile, outline_paths, outline_tiles

__all__ = ["BuildingItem", "HexItem", "HexsideItem", "MapFrameItem", "MapScene",
           "ObjectiveItem", "OutlineArtItem"]

# --- palette: muted inks of a printed map ----------------------------------------------------

PAPER = "#e9e4d0"
TABLE = "#3f3b35"
FRAME = "#2d2a25"
GROUND = "#d8dcae"
HILL_TINTS = ("", "#d9c48e", "#c7a66f", "#ad8752", "#8f6c3f")
HILL_BLEND = 0.7
CONTOUR = "#6e5330"
GRID_LINE = QColor(60, 58, 40, 80)
LABEL_INK = "#2a2822"
LABEL_HALO = QColor(246, 242, 222, 190)

WOODS = "#5b7a3c"
WOODS_DARK = "#3f5a2a"
WOODS_LIGHT = "#6f8f48"
ROOF_RED = "#a8654f"
ROOF_GREY = "#8b8780"
ROOF_EDGE = "#5a3c30"
ORCHARD_TREE = "#76944c"
ORCHARD_EDGE = "#4d6632"
ORCHARD_GROUND = "#cbd79c"
BRUSH_GROUND = "#c9cf97"
BRUSH = "#98a85c"
BRUSH_EDGE = "#66753a"
FIELD = "#eadb9f"
FIELD_FURROW = "#cfbb78"
MARSH = "#c5d3bd"
MARSH_TUFT = "#5d7c5e"
MARSH_WATER = "#8fb2bd"
WATER = "#6f9fc4"
WATER_DEEP = "#5683ab"
WATER_EDGE = "#43698c"
WATER_WAVE = QColor(214, 232, 244, 150)
GULLY = "#b08d5e"
GULLY_EDGE = "#6e5231"
DECK = "#8a7b67"
DECK_EDGE = "#3e362d"
ROAD = "#f1e6c6"
ROAD_EDGE = "#8f7553"
TRAIL = "#8b5a2b"
RAIL = "#3b3835"
FENCE = "#7a5230"
HEDGE = "#3a5a2b"
HEDGE_EDGE = "#24381a"
WALL = "#6f6c66"
WALL_LIGHT = "#c9c5b8"
CLIFF = "#1f1d1a"
OBJECTIVE_RED = "#b3261e"
BUILDING_LINE = "#5b2a86"
SELECTION_INK = "#1f6fd1"

_BASE_COLOURS: dict[Terrain, str] = {Terrain.WATER_BARRIER: WATER_DEEP}

Z_PAPER, Z_HEX, Z_CONTOUR, Z_HEXSIDE, Z_OBJECTIVE, Z_FRAME = -2.0, 0.0, 1.0, 2.0, 3.0, 4.0
Z_BUILDING = 2.5
#: Above every counter, even spread stacks (80 and up), so an Objective's badge stays in view.
Z_OBJECTIVE_BADGE = 92.0
Z_ART = -1.0

#: Terrain whose art a printed map's outlines trace: on such a map these hexes get no
#: generated shapes, the outline paths show them instead.
_OUTLINED_TERRAIN = frozenset({Terrain.WOODS, Terrain.BUILDING, Terrain.ORCHARD, Terrain.BRUSH,
                               Terrain.FIELD, Terrain.MARSH})


def _blend(a: str, b: str, amount: float) -> QColor:
    """``a`` moved ``amount`` (0-1) of the way towards ``b``."""
    ca, cb = QColor(a), QColor(b)
    return QColor.fromRgbF(
        ca.redF() + (cb.redF() - ca.redF()) * amount,
        ca.greenF() + (cb.greenF() - ca.greenF()) * amount,
        ca.blueF() + (cb.blueF() - ca.blueF()) * amount,
    )


def _pen(colour: str | QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine,
         cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> QPen:
    pen = QPen(QColor(colour), width, style, cap, Qt.PenJoinStyle.RoundJoin)
    return pen


def _on_hex_boundary(a: Point, b: Point, centre: Point) -> bool:
    """True when the edge ``a``-``b`` runs along a side of the hex centred at ``centre``."""
    mx, my = (a.x + b.x) / 2.0 - centre.x, (a.y + b.y) / 2.0 - centre.y
    for k in range(6):
        angle = math.radians(30 + 60 * k)
        if mx * math.cos(angle) + my * math.sin(angle) >= APOTHEM - 1e-6:
            return True
    return False


def _open_edges(polygon: Sequence[Point], centre: Point) -> list[tuple[Point, Point]]:
    """The edges of a shape that do not lie on its hex's sides (its visible outline)."""
    edges = []
    for i, a in enumerate(polygon):
        b = polygon[(i + 1) % len(polygon)]
        if not _on_hex_boundary(a, b, centre):
            edges.append((a, b))
    return edges


# --- items ---------------------------------------------------------------------------------


class HexItem(QGraphicsItem):
    """One map hex: terrain, hill tint, roads, grid line, centre dot and hex id [2.1].

    The item sits at the hex's centre dot; everything is drawn relative to it and inside the
    hex, so neighbouring items never paint over each other.
    """

    def __init__(
        self,
        hex_: Hex,
        map_hex: MapHex,
        layout: HexLayout,
        shapes: Sequence[TerrainShape],
        segments: Sequence[FeatureSegment],
        group: str | None = None,
        fill_ground: bool = True,
    ) -> None:
        super().__init__()
        self.hex_id = hex_.id
        #: False on a map with outlines: the :class:`OutlineArtItem` beneath shows the ground
        #: and its hill levels, the hex only adds what the outlines do not trace.
        self.fill_ground = fill_ground
        #: The first hex id of the multi-hex building or wood this hex belongs to; all its
        #: hexes share a roof colour.
        self.piece_id = group if group is not None else hex_.id
        self.label = hex_.id
        self.map_hex = map_hex
        self._size = layout.size_px
        centre = hex_center(hex_)
        origin = layout.to_scene(centre)
        self.setPos(origin)
        self.setZValue(Z_HEX)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._outline = layout.polygon(hex_corners(hex_), origin)
        self._shapes = [
            (shape, layout.polygon(shape.polygon, origin),
             [QLineF(layout.to_scene(a) - origin, layout.to_scene(b) - origin)
              for a, b in _open_edges(shape.polygon, centre)])
            for shape in shapes
        ]
        self._segments = [
            (s.feature, QLineF(layout.to_scene(s.start) - origin, layout.to_scene(s.end) - origin))
            for s in segments
        ]
        self._label_path = _text_path(self.label, 0.2 * self._size, QPointF(0, -0.6 * self._size))
        margin = 0.06 * self._size
        self._bounds = self._outline.boundingRect().adjusted(-margin, -margin, margin, margin)

    def boundingRect(self) -> QRectF:
        """The hex with a margin for the grid line's width."""
        return self._bounds

    def shape(self) -> QPainterPath:
        """The hexagon itself, so hit tests and collisions follow the hex, not its box."""
        path = QPainterPath()
        path.addPolygon(self._outline)
        path.closeSubpath()
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Paint the hex, bottom layer first."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self._size
        if self.fill_ground:
            base = _BASE_COLOURS.get(self.map_hex.terrain, GROUND)
            level = min(self.map_hex.elevation, len(HILL_TINTS) - 1)
            fill = _blend(base, HILL_TINTS[level], HILL_BLEND) if level else QColor(base)
            # No outline here: a stroke would spill over the neighbour's drawing. The hairline
            # anti-aliasing seam between items shows the ground colour of the paper item
            # beneath.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawPolygon(self._outline)
        for shape, polygon, edges in self._shapes:
            _paint_shape(painter, self.hex_id, self.piece_id, shape, polygon, edges, s)
        _paint_segments(painter, self._segments, s)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(GRID_LINE, 0.025 * s))
        painter.drawPolygon(self._outline)
        # The white centre dot used for LOS [2.1, 10.1].
        painter.setPen(QPen(QColor(LABEL_INK), 0.018 * s))
        painter.setBrush(QColor("#fbfaf3"))
        painter.drawEllipse(QPointF(0, 0), 0.05 * s, 0.05 * s)
        painter.setPen(QPen(LABEL_HALO, 0.06 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._label_path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(LABEL_INK))
        painter.drawPath(self._label_path)


def _text_path(text: str, height: float, centre: QPointF, bold: bool = False) -> QPainterPath:
    """``text`` as a path whose capitals are ``height`` tall, centred on ``centre``."""
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(100)
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.DemiBold)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    box = path.boundingRect()
    scale = height / box.height() if box.height() > 0 else 1.0
    transform = QTransform()
    transform.translate(centre.x(), centre.y())
    transform.scale(scale, scale)
    transform.translate(-box.center().x(), -box.center().y())
    return transform.map(path)


def _polygon_path(polygon: QPolygonF) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(polygon)
    path.closeSubpath()
    return path


def _stroke_edges(painter: QPainter, edges: Sequence[QLineF], pen: QPen) -> None:
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawLines(list(edges))


def _paint_shape(painter: QPainter, hex_id: str, group: str, shape: TerrainShape,
                 polygon: QPolygonF, edges: Sequence[QLineF], s: float) -> None:
    """Paint one terrain shape: its exact polygon, then texture clipped inside it."""
    rng = random.Random(f"{hex_id}:{shape.part}:{polygon.boundingRect().center().x():.3f}")
    area = _polygon_path(polygon)
    part, terrain = shape.part, shape.terrain
    painter.setPen(Qt.PenStyle.NoPen)
    if part == "canopy":
        painter.setBrush(QColor(WOODS))
        painter.drawPath(area)
        painter.save()
        painter.setClipPath(area, Qt.ClipOperation.IntersectClip)
        box = polygon.boundingRect()
        for _ in range(16):
            x = box.left() + rng.random() * box.width()
            y = box.top() + rng.random() * box.height()
            r = (0.13 + 0.1 * rng.random()) * s
            painter.setBrush(QColor(WOODS_LIGHT) if rng.random() < 0.5 else QColor(WOODS_DARK))
            painter.setOpacity(0.35)
            painter.drawEllipse(QPointF(x, y), r, r)
        painter.restore()
        _stroke_edges(painter, edges, _pen(WOODS_DARK, 0.045 * s))
    elif part == "roof":
        grey = random.Random(f"roof:{group}").random() < 0.35
        roof = QColor(ROOF_GREY if grey else ROOF_RED)
        painter.setBrush(roof)
        painter.drawPath(area)
        centre = polygon.boundingRect().center()
        outer = [polygon.at(i) for i in range(polygon.count())]
        inner = [centre + (p - centre) * 0.45 for p in outer]
        painter.setBrush(roof.lighter(112))
        painter.drawPolygon(QPolygonF(inner))
        hips = [QLineF(p, q) for p, q in zip(outer, inner, strict=True)]
        _stroke_edges(painter, hips, _pen(roof.darker(130), 0.018 * s))
        _stroke_edges(painter, edges, _pen(ROOF_EDGE, 0.035 * s))
    elif part == "tree":
        painter.setBrush(QColor(ORCHARD_TREE))
        painter.setPen(_pen(ORCHARD_EDGE, 0.025 * s))
        painter.drawPath(area)
        box = polygon.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 220, 70))
        painter.drawEllipse(box.center() - QPointF(box.width() * 0.15, box.height() * 0.15),
                            box.width() * 0.18, box.height() * 0.18)
    elif part == "patch":
        painter.setBrush(QColor(BRUSH))
        painter.setPen(_pen(BRUSH_EDGE, 0.022 * s))
        painter.drawPath(area)
    elif part == "band" and terrain is Terrain.GULLY:
        painter.setBrush(QColor(GULLY))
        painter.drawPath(area)
        painter.save()
        painter.setClipPath(area, Qt.ClipOperation.IntersectClip)
        painter.setPen(_pen(QColor(120, 90, 50, 90), 0.02 * s))
        box = polygon.boundingRect()
        for _ in range(14):
            p = QPointF(box.left() + rng.random() * box.width(),
                        box.top() + rng.random() * box.height())
            painter.drawLine(p, p + QPointF(0.06 * s, 0.03 * s))
        painter.restore()
        _stroke_edges(painter, edges, _pen(GULLY_EDGE, 0.035 * s, Qt.PenStyle.DashLine))
    elif part == "band":
        painter.setBrush(QColor(WATER))
        painter.drawPath(area)
        _stroke_edges(painter, edges, _pen(WATER_EDGE, 0.03 * s))
    elif part == "deck":
        painter.setBrush(QColor(DECK))
        painter.setPen(_pen(DECK_EDGE, 0.035 * s, cap=Qt.PenCapStyle.FlatCap))
        painter.drawPath(area)
    elif part == "area" and terrain in (Terrain.ORCHARD, Terrain.BRUSH):
        # The Hindrance's extent [T81, T91]: a tinted ground with a fine edge, trees on top.
        orchard = terrain is Terrain.ORCHARD
        painter.setBrush(QColor(ORCHARD_GROUND if orchard else BRUSH_GROUND))
        painter.drawPath(area)
        _stroke_edges(painter, edges, _pen(ORCHARD_EDGE if orchard else BRUSH_EDGE, 0.012 * s,
                                           Qt.PenStyle.DotLine))
    elif terrain is Terrain.FIELD:
        painter.setBrush(QColor(FIELD))
        painter.drawPath(area)
        painter.save()
        painter.setClipPath(area, Qt.ClipOperation.IntersectClip)
        painter.setPen(_pen(FIELD_FURROW, 0.018 * s, cap=Qt.PenCapStyle.FlatCap))
        angle = math.radians(rng.choice((0.0, 60.0, 120.0)) + 15.0)
        ux, uy = math.cos(angle), math.sin(angle)
        step = 0.12 * s
        for k in range(-10, 11):
            off = QPointF(-uy * k * step, ux * k * step)
            painter.drawLine(off - QPointF(ux * s, uy * s), off + QPointF(ux * s, uy * s))
        painter.restore()
    elif terrain is Terrain.MARSH:
        painter.setBrush(QColor(MARSH))
        painter.drawPath(area)
        painter.save()
        painter.setClipPath(area, Qt.ClipOperation.IntersectClip)
        painter.setPen(_pen(MARSH_WATER, 0.03 * s))
        for _ in range(5):
            p = QPointF((rng.random() - 0.5) * 1.2 * s, (rng.random() - 0.5) * 1.2 * s)
            painter.drawLine(p, p + QPointF(0.22 * s, 0))
        painter.setPen(_pen(MARSH_TUFT, 0.022 * s))
        for _ in range(9):
            p = QPointF((rng.random() - 0.5) * 1.4 * s, (rng.random() - 0.5) * 1.3 * s)
            for dx in (-0.05, 0.0, 0.05):
                painter.drawLine(p, p + QPointF(dx * s, -0.09 * s))
        painter.restore()
    elif terrain is Terrain.WATER_BARRIER or part == "water":
        painter.setBrush(QColor(WATER_DEEP))
        painter.drawPath(area)
        painter.save()
        painter.setClipPath(area, Qt.ClipOperation.IntersectClip)
        painter.setPen(_pen(WATER_WAVE, 0.025 * s))
        for _ in range(6):
            p = QPointF((rng.random() - 0.5) * 1.4 * s, (rng.random() - 0.5) * 1.3 * s)
            wave = QPainterPath(p)
            wave.cubicTo(p + QPointF(0.06 * s, -0.06 * s), p + QPointF(0.12 * s, 0.06 * s),
                         p + QPointF(0.18 * s, 0))
            wave.cubicTo(p + QPointF(0.24 * s, -0.06 * s), p + QPointF(0.3 * s, 0.06 * s),
                         p + QPointF(0.36 * s, 0))
            painter.drawPath(wave)
        painter.restore()
    else:  # a shape kind this painter does not know yet: still show the exact polygon
        painter.setBrush(QColor(BRUSH))
        painter.drawPath(area)


def _paint_segments(painter: QPainter, segments: Sequence[tuple[Feature, QLineF]],
                    s: float) -> None:
    """Roads (pale band, dark edges), Trails (dashes) and Railways (rail and ties)."""
    roads = [line for feature, line in segments if feature is Feature.ROAD]
    if roads:
        for colour, width in ((ROAD_EDGE, 0.25), (ROAD, 0.17)):
            painter.setPen(_pen(colour, width * s, cap=Qt.PenCapStyle.FlatCap))
            painter.drawLines(roads)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colour))
            painter.drawEllipse(QPointF(0, 0), width * s / 2, width * s / 2)
    trails = [line for feature, line in segments if feature is Feature.TRAIL]
    if trails:
        pen = _pen(TRAIL, 0.06 * s, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
        pen.setDashPattern([2.2, 1.4])
        painter.setPen(pen)
        painter.drawLines(trails)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(TRAIL))
        painter.drawEllipse(QPointF(0, 0), 0.03 * s, 0.03 * s)
    rails = [line for feature, line in segments if feature is Feature.RAILWAY]
    if rails:
        ties = []
        for line in rails:
            length = line.length()
            unit = line.unitVector()
            ux, uy = unit.dx(), unit.dy()
            count = max(1, int(length / (0.16 * s)))
            for k in range(count):
                c = line.pointAt((k + 0.5) / count)
                n = QPointF(-uy * 0.1 * s, ux * 0.1 * s)
                ties.append(QLineF(c - n, c + n))
        painter.setPen(_pen(RAIL, 0.03 * s, cap=Qt.PenCapStyle.FlatCap))
        painter.drawLines(ties)
        painter.setPen(_pen(RAIL, 0.055 * s, cap=Qt.PenCapStyle.RoundCap))
        painter.drawLines(rails)


class HexsideItem(QGraphicsItem):
    """A hexside drawing: a Fence, Hedge, Wall or Cliff [T84, T87, T97, T83], or a contour.

    ``kind`` is a :class:`HexsideFeature` value or ``"contour"`` (the edge of a hill level
    [T88]); ``low_side`` is the hex the cliff's teeth point to (the lower one, when known).
    """

    def __init__(self, a: Hex, b: Hex, kind: str, layout: HexLayout,
                 low_side: Hex | None = None) -> None:
        super().__init__()
        self.hexes = (a.id, b.id)
        self.kind = kind
        self._size = layout.size_px
        p, q = hexside_segment(a, b)
        self._line = QLineF(layout.to_scene(p), layout.to_scene(q))
        towards = hex_center(low_side if low_side is not None else b)
        mid = self._line.center()
        target = layout.to_scene(towards)
        self._towards = QPointF(target.x() - mid.x(), target.y() - mid.y())
        self.setZValue(Z_CONTOUR if kind == "contour" else Z_HEXSIDE)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._path = self._build_path()
        margin = 0.16 * self._size
        self._bounds = QRectF(self._line.p1(), self._line.p2()).normalized().adjusted(
            -margin, -margin, margin, margin)

    def _build_path(self) -> QPainterPath:
        s, line = self._size, self._line
        path = QPainterPath()
        if self.kind == HexsideFeature.HEDGE:
            count = 14
            for k in range(count + 1):
                c = line.pointAt(k / count)
                r = 0.066 * s * (0.9 + 0.2 * ((k * 7) % 3) / 2)
                path.addEllipse(c, r, r)
            return path.simplified()
        if self.kind == HexsideFeature.CLIFF:
            unit = line.unitVector()
            ux, uy = unit.dx(), unit.dy()
            nx, ny = -uy, ux
            if nx * self._towards.x() + ny * self._towards.y() < 0:
                nx, ny = -nx, -ny
            teeth = 6
            path.moveTo(line.p1())
            for k in range(teeth):
                tip = line.pointAt((k + 0.5) / teeth) + QPointF(nx, ny) * 0.11 * s
                path.lineTo(tip)
                path.lineTo(line.pointAt((k + 1) / teeth))
            return path
        path.moveTo(line.p1())
        path.lineTo(line.p2())
        return path

    def boundingRect(self) -> QRectF:
        """The hexside with room for the widest drawing (a hedge's bumps, a cliff's teeth)."""
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Paint the feature along the hexside."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s, kind = self._size, self.kind
        if kind == "contour":
            painter.setPen(_pen(CONTOUR, 0.05 * s))
            painter.drawPath(self._path)
        elif kind == HexsideFeature.FENCE:
            pen = _pen(FENCE, 0.045 * s, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
            pen.setDashPattern([2.5, 1.5])
            painter.setPen(pen)
            painter.drawPath(self._path)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(FENCE))
            for k in range(5):
                painter.drawEllipse(self._line.pointAt(k / 4), 0.03 * s, 0.03 * s)
        elif kind == HexsideFeature.HEDGE:
            painter.setPen(_pen(HEDGE_EDGE, 0.025 * s))
            painter.setBrush(QColor(HEDGE))
            painter.drawPath(self._path)
            painter.setPen(_pen(QColor(120, 160, 80, 110), 0.03 * s))
            for k in range(1, 14, 2):
                painter.drawPoint(self._line.pointAt(k / 14))
        elif kind == HexsideFeature.WALL:
            painter.setPen(_pen(WALL, 0.13 * s, cap=Qt.PenCapStyle.FlatCap))
            painter.drawPath(self._path)
            painter.setPen(_pen(WALL_LIGHT, 0.06 * s, cap=Qt.PenCapStyle.FlatCap))
            painter.drawPath(self._path)
            unit = self._line.unitVector()
            n = QPointF(-unit.dy(), unit.dx()) * 0.03 * s
            painter.setPen(_pen(WALL, 0.015 * s, cap=Qt.PenCapStyle.FlatCap))
            for k in range(1, 9):
                c = self._line.pointAt(k / 9)
                painter.drawLine(c - n, c + n)
        elif kind == HexsideFeature.CLIFF:
            painter.setPen(_pen(CLIFF, 0.04 * s, cap=Qt.PenCapStyle.RoundCap))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._path)


class ObjectiveItem(QGraphicsItem):
    """An Objective marker 1-5 printed in its hex [7.3]: a white disc, red ring and number."""

    def __init__(self, number: int, hex_: Hex, layout: HexLayout) -> None:
        super().__init__()
        self.number = number
        self.hex_id = hex_.id
        self._radius = 0.3 * layout.size_px
        self.setPos(layout.hex_to_pixel(hex_))
        self.setZValue(Z_OBJECTIVE)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._digits = _text_path(str(number), 0.3 * layout.size_px, QPointF(0, 0), bold=True)
        self.control: QColor | None = None
        self.setToolTip(QCoreApplication.translate("Board", "Objective {number} [7.3]").format(
            number=number))

    def set_control(self, colour: QColor | None, holder: str = "") -> None:
        """Show a control marker in the controlling nation's colour (None: nobody) [7.3]."""
        app = QCoreApplication
        self.setToolTip(
            app.translate("Board", "Objective {number}: controlled by the {holder} [7.3]")
            .format(number=self.number, holder=holder) if holder
            else app.translate("Board", "Objective {number}: nobody's [7.3]").format(
                number=self.number))
        if colour != self.control:
            self.control = colour
            self.update()

    def boundingRect(self) -> QRectF:
        """The disc plus its shadow."""
        r = self._radius * 1.2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Paint the marker."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._radius
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawEllipse(QPointF(0.06 * r, 0.1 * r), r, r)
        painter.setBrush(self.control if self.control is not None else QColor("#fdfbf4"))
        painter.setPen(QPen(QColor(OBJECTIVE_RED), 0.2 * r))
        painter.drawEllipse(QPointF(0, 0), r * 0.9, r * 0.9)
        painter.setPen(QPen(QColor("#fdfbf4"), 0.08 * r) if self.control is not None
                       else Qt.PenStyle.NoPen)
        painter.setBrush(QColor(OBJECTIVE_RED))
        painter.drawPath(self._digits)


class BuildingItem(QGraphicsItem):
    """The outline of a building that spans several hexes, drawn just inside its outer
    hexsides: dashed red when it holds an Objective, which is then the whole building
    [7.3.1.1]; plain (the designer shows every building) otherwise."""

    def __init__(self, hexes: Sequence[Hex], layout: HexLayout, objective: int | None) -> None:
        super().__init__()
        self.hex_ids = tuple(h.id for h in hexes)
        self.objective = objective
        self.setZValue(Z_BUILDING)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        inside = set(hexes)
        self._region = QPainterPath()
        self._region.setFillRule(Qt.FillRule.WindingFill)
        self._edges: list[QLineF] = []
        for hex_ in hexes:
            self._region.addPolygon(layout.polygon(hex_corners(hex_)))
            self._region.closeSubpath()
            for other in hex_.neighbours():
                if other not in inside:
                    a, b = hexside_segment(hex_, other)
                    self._edges.append(QLineF(layout.to_scene(a), layout.to_scene(b)))
        self._width = (0.16 if objective is not None else 0.12) * layout.size_px
        self._bounds = self._region.boundingRect()

    def boundingRect(self) -> QRectF:
        """The building's hexes."""
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Stroke the outer hexsides, clipped to the building so only the inner half shows
        (two buildings side by side keep a line each)."""
        painter.save()  # the view does not save the painter's state (the clip would stay)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setClipPath(self._region, Qt.ClipOperation.IntersectClip)
        if self.objective is not None:
            pen = QPen(QColor(OBJECTIVE_RED), self._width, Qt.PenStyle.DashLine,
                       Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.MiterJoin)
            pen.setDashPattern([1.2, 0.8])
        else:
            pen = QPen(QColor(BUILDING_LINE), self._width, Qt.PenStyle.SolidLine,
                       Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawLines(self._edges)
        painter.restore()


def _hill_tint(level: int) -> QColor:
    return _blend(GROUND, HILL_TINTS[min(level, len(HILL_TINTS) - 1)], HILL_BLEND)


class OutlineArtItem(QGraphicsItem):
    """One tile of the traced art of a printed map, under the hexes: hill levels with their
    crest lines [T88.3.1], Fields, Marsh, Brush, Orchard crowns, Woods and roofs, each kind
    one cached path (:mod:`cc_qt.board.outline_art`), exactly the polygons line of sight is
    judged against [10.1].

    The art is cut into square tiles so that a zoomed-in view caches (and after a zoom
    redraws) only the tiles it shows; each tile paints the shared paths clipped to its own
    square, which Qt rounds to whole pixels, so neighbouring tiles meet without a seam.
    """

    #: Tile side in hexes (circumradius units).
    TILE_HEXES = 4.0

    def __init__(self, paths: OutlinePaths, tile: OutlineTile, size_px: float) -> None:
        super().__init__()
        self.paths = paths
        self.tile = tile
        self._size = size_px
        self.setZValue(Z_ART)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        """The tile's square of the map."""
        return self.tile.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Paint every kind bottom first: one fill per kind, its edge stroked once."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setClipRect(self.tile.rect, Qt.ClipOperation.IntersectClip)
        s, p, tile = self._size, self.paths, self.tile
        here = tile.kinds
        no_runs: list[QPainterPath] = []

        def edges(kind: str) -> list[QPainterPath]:
            return tile.edges.get(kind, no_runs)

        for level, path in p.hills:
            if f"hill{level}" in here:
                _fill(painter, path, _hill_tint(level))
                _stroke(painter, edges(f"hill{level}"), _pen(CONTOUR, 0.035 * s))
        if "field" in here:
            _fill(painter, p.fields, QColor(FIELD))
            painter.setPen(_pen(FIELD_FURROW, 0.018 * s, cap=Qt.PenCapStyle.FlatCap))
            painter.drawLines(tile.furrows)
            _stroke(painter, edges("field"), _pen(FIELD_FURROW, 0.02 * s))
        if "marsh" in here:
            _fill(painter, p.marsh, QColor(MARSH))
            painter.save()
            painter.setClipPath(p.marsh, Qt.ClipOperation.IntersectClip)
            painter.setPen(_pen(MARSH_WATER, 0.03 * s))
            painter.drawLines(tile.marsh_water)
            painter.setPen(_pen(MARSH_TUFT, 0.022 * s))
            painter.drawLines(tile.marsh_tufts)
            painter.restore()
            _stroke(painter, edges("marsh"), _pen(MARSH_TUFT, 0.014 * s, Qt.PenStyle.DotLine))
        if "brush" in here:
            _fill(painter, p.brush, QColor(BRUSH_GROUND))
            painter.save()
            painter.setClipPath(p.brush, Qt.ClipOperation.IntersectClip)
            painter.setPen(_pen(BRUSH_EDGE, 0.016 * s))
            painter.setBrush(QColor(BRUSH))
            for box in tile.bushes:
                painter.drawEllipse(box)
            painter.restore()
            _stroke(painter, edges("brush"), _pen(BRUSH_EDGE, 0.014 * s, Qt.PenStyle.DotLine))
        if "orchard" in here:
            _fill(painter, p.orchard, QColor(ORCHARD_TREE))
            _stroke(painter, edges("orchard"), _pen(ORCHARD_EDGE, 0.025 * s))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 220, 70))
            for box in tile.crown_lights:
                painter.drawEllipse(box)
        if "woods" in here:
            _fill(painter, p.woods, QColor(WOODS))
            painter.save()
            painter.setClipPath(p.woods, Qt.ClipOperation.IntersectClip)
            # Faint, overlapping crowns: anti-aliasing them would not show, and costs 4x.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.setPen(Qt.PenStyle.NoPen)
            for boxes, colour in ((tile.woods_light, WOODS_LIGHT), (tile.woods_dark, WOODS_DARK)):
                tint = QColor(colour)
                tint.setAlphaF(0.35)
                painter.setBrush(tint)
                for box in boxes:
                    painter.drawEllipse(box)
            painter.restore()
            _stroke(painter, edges("woods"), _pen(WOODS_DARK, 0.04 * s))
        for kind, path, colour in (("roofs_red", p.roofs_red, ROOF_RED),
                                   ("roofs_grey", p.roofs_grey, ROOF_GREY)):
            if kind not in here:
                continue
            roof = QColor(colour)
            _fill(painter, path, roof)
            # The eaves: a darker band just inside the walls, so a roof reads as one.
            painter.save()
            painter.setClipPath(path, Qt.ClipOperation.IntersectClip)
            _stroke(painter, edges(kind), _pen(roof.darker(118), 0.16 * s))
            painter.restore()
            _stroke(painter, edges(kind), _pen(ROOF_EDGE, 0.035 * s))
        painter.restore()


def _fill(painter: QPainter, path: QPainterPath, brush: QColor) -> None:
    """Fill ``path`` with ``brush``, no edge."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(brush)
    painter.drawPath(path)


def _stroke(painter: QPainter, pieces: Sequence[QPainterPath], pen: QPen) -> None:
    """Stroke the edges of a kind, run by run (see :class:`OutlinePaths`)."""
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for piece in pieces:
        painter.drawPath(piece)


class MapFrameItem(QGraphicsItem):
    """The printed map sheet: ground colour behind the hexes and a frame around the map."""

    def __init__(self, rect: QRectF, border: bool) -> None:
        super().__init__()
        self._rect = rect
        self._border = border
        self.setZValue(Z_FRAME if border else Z_PAPER)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        """The map rectangle plus the frame's width."""
        return self._rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Paint the paper (bottom instance) or the frame (top instance)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self._border:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawRect(self._rect.translated(5, 6))
            painter.setBrush(QColor(GROUND))
            painter.drawRect(self._rect)
            return
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(FRAME), 3.0))
        painter.drawRect(self._rect)
        painter.setPen(QPen(QColor(PAPER), 1.0))
        painter.drawRect(self._rect.adjusted(-2.5, -2.5, 2.5, 2.5))


# --- the scene -----------------------------------------------------------------------------


def _joined_groups(map_data: MapData, grid: HexGrid) -> dict[str, str]:
    """Hex id -> first hex id of its multi-hex wood or building (drawn as one piece)."""
    parent: dict[str, str] = {}

    def find(hex_id: str) -> str:
        while parent.setdefault(hex_id, hex_id) != hex_id:
            hex_id = parent[hex_id]
        return hex_id

    for hex_ in grid:
        for other in grid.neighbours(hex_):
            if is_joined(map_data, hex_, other):
                a, b = find(hex_.id), find(other.id)
                if a != b:
                    parent[max(a, b, key=_sort_key)] = min(a, b, key=_sort_key)
    return {hex_id: find(hex_id) for hex_id in parent}


def _sort_key(hex_id: str) -> Hex:
    return Hex.parse(hex_id)



class MapScene(QGraphicsScene):
    """A map drawn from :class:`MapData`: one :class:`HexItem` per hex, keyed by hex id."""

    sig_hex_hovered = Signal(str)
    """The mouse moved onto another hex: its id, or ``""`` when it left the map."""

    sig_hex_clicked = Signal(str)
    """A hex was clicked (pressed and released without dragging the board): its id."""

    sig_counter_clicked = Signal(str)
    """A unit's counter was clicked (not dragged): the unit id. Clicks off counters are
    :attr:`sig_hex_clicked`."""

    sig_los_shown = Signal(object)
    """A line of sight was drawn: the engine's :class:`LosResult` (or None when cleared)."""

    #: A press and release further apart than this (in screen pixels) is a drag, not a click.
    CLICK_SLOP_PX = 4.0

    #: Outline every multi-hex building (the designer); otherwise only those that hold an
    #: Objective, which is then the whole building [7.3.1.1].
    SHOW_EVERY_BUILDING = False

    #: The least room (KB) for the items' device caches, kept in :class:`QPixmapCache`: Qt's
    #: 10 MB default holds less than one zoomed-in screen of hexes and art tiles, so each
    #: repaint would evict and redraw them all.
    PIXMAP_CACHE_KB = 64 * 1024

    def __init__(self, map_data: MapData, size_px: float = 40.0,
                 parent: QObject | None = None, terrain: MapTerrain | None = None) -> None:
        super().__init__(parent)
        if QPixmapCache.cacheLimit() < self.PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(self.PIXMAP_CACHE_KB)
        self.map_data = map_data
        self.terrain = terrain
        self.terrain_state = TerrainState()
        self.layout = HexLayout(size_px)
        self.grid = HexGrid(map_data.cols, map_data.rows)
        self.hex_items: dict[str, HexItem] = {}
        self.hexside_items: list[HexsideItem] = []
        self.objective_items: dict[int, ObjectiveItem] = {}
        self.building_items: list[BuildingItem] = []
        #: The tiles of the traced art of a printed map (none for a map without outlines).
        self.outline_items: list[OutlineArtItem] = []
        self.los_item: LosLineItem | None = None
        self.counter_items: dict[str, UnitCounterItem] = {}
        self.marker_items: list[MarkerItem] = []
        #: The tooltips of the counters and markers in each hex, top of the stack first.
        self.stack_tips: dict[str, list[str]] = {}
        self.highlight_items: list[QGraphicsItem] = []
        #: The frames of the counters selected on the board, and their unit ids.
        self.selection_items: list[QGraphicsItem] = []
        self._selected: tuple[str, ...] = ()
        #: Unit ids of each hex's stack as drawn, bottom first.
        self.stacks: dict[str, list[str]] = {}
        #: True: stacks are shown side by side; False: cascaded inside their hex.
        self.spread = False
        self._stack_turns: dict[str, int] = {}
        self._highlighted: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
        self.decision_overlay = DecisionOverlay(self, self.layout, self.grid)
        self.event_overlay = EventOverlay(self, self.layout)
        #: Each Objective's VP and holder, drawn above the counters [7.3].
        self.objective_badges: dict[int, BadgeItem] = {}
        #: When True a left-button drag draws a LOS string instead of panning the board.
        self.los_mode = False
        self._los_cache: LosCache | None = None
        self._los_anchor: Hex | None = None
        self._hovered = ""
        self._press_screen_pos: QPointF | None = None
        self.map_rect = self.layout.rect(map_bounds(map_data.cols, map_data.rows))
        margin = 0.9 * size_px
        self.setSceneRect(self.map_rect.adjusted(-margin, -margin, margin, margin))
        self.setBackgroundBrush(QBrush(QColor(TABLE)))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        self._build()

    def _build(self) -> None:
        data, layout = self.map_data, self.layout
        self.addItem(MapFrameItem(self.map_rect, border=False))
        art = outline_paths(data, layout)
        if art is not None:
            tiles = outline_tiles(art, self.map_rect, OutlineArtItem.TILE_HEXES * layout.size_px,
                                  0.1 * layout.size_px)
            self.outline_items = [OutlineArtItem(art, tile, layout.size_px) for tile in tiles]
            for art_item in self.outline_items:
                self.addItem(art_item)
        shapes: dict[str, list[TerrainShape]] = defaultdict(list)
        for shape in terrain_shapes(data):
            if art is None or shape.terrain not in _OUTLINED_TERRAIN:
                shapes[shape.hex_id].append(shape)
        segments: dict[str, list[FeatureSegment]] = defaultdict(list)
        for segment in road_segments(data):
            segments[segment.hex_id].append(segment)
        groups = _joined_groups(data, self.grid)
        for hex_ in self.grid:
            map_hex = data.hexes.get(hex_.id)
            if map_hex is None:
                continue
            item = HexItem(hex_, map_hex, layout, shapes[hex_.id], segments[hex_.id],
                           groups.get(hex_.id), fill_ground=art is None)
            self.addItem(item)
            self.hex_items[hex_.id] = item
            if map_hex.objective is not None:
                marker = ObjectiveItem(map_hex.objective, hex_, layout)
                self.addItem(marker)
                self.objective_items[map_hex.objective] = marker
            # Hill contours: drawn once, from the higher hex of each pair [T88]; a map with
            # outlines has its crest lines instead.
            for other in self.grid.neighbours(hex_) if art is None else ():
                neighbour = data.hexes.get(other.id)
                if neighbour is not None and map_hex.elevation > neighbour.elevation:
                    self._add_hexside(HexsideItem(hex_, other, "contour", layout))
        for side in data.hexsides:
            a, b = Hex.parse(side.a), Hex.parse(side.b)
            if side.feature is HexsideFeature.CLEAR or not a.is_adjacent(b) \
                    or side.a not in self.hex_items or side.b not in self.hex_items:
                continue  # nothing to draw (a broken map's validator names the bad ones)
            low = self._lower_of(a, b)
            self._add_hexside(HexsideItem(a, b, side.feature.value, layout, low))
        for building in data.buildings:
            hexes = [Hex.parse(h) for h in building if h in self.hex_items]
            objective = next((data.hexes[h.id].objective for h in hexes
                              if data.hexes[h.id].objective is not None), None)
            if len(hexes) > 1 and (objective is not None or self.SHOW_EVERY_BUILDING):
                outline = BuildingItem(hexes, layout, objective)
                self.addItem(outline)
                self.building_items.append(outline)
        self.addItem(MapFrameItem(self.map_rect, border=True))

    def set_map(self, map_data: MapData, terrain: MapTerrain | None = None) -> None:
        """Draw another map (or the same one edited) in this scene; the view keeps its zoom."""
        self.clear_los()
        self.decision_overlay.clear()
        self.set_highlights(())
        self.event_overlay.clear()
        for item in list(self.items()):
            if item.parentItem() is None:
                self.removeItem(item)
        self.map_data = map_data
        self.terrain = terrain
        self._los_cache = None
        self.grid = HexGrid(map_data.cols, map_data.rows)
        self.hex_items, self.hexside_items, self.objective_items = {}, [], {}
        self.objective_badges = {}
        self.building_items = []
        self.selection_items, self._selected = [], ()
        self.outline_items = []
        self.counter_items, self.marker_items, self.stack_tips, self.stacks = {}, [], {}, {}
        self.decision_overlay = DecisionOverlay(self, self.layout, self.grid)
        self.map_rect = self.layout.rect(map_bounds(map_data.cols, map_data.rows))
        margin = 0.9 * self.layout.size_px
        self.setSceneRect(self.map_rect.adjusted(-margin, -margin, margin, margin))
        self._build()

    def _add_hexside(self, item: HexsideItem) -> None:
        self.addItem(item)
        self.hexside_items.append(item)

    def _lower_of(self, a: Hex, b: Hex) -> Hex:
        ha, hb = self.map_data.hexes.get(a.id), self.map_data.hexes.get(b.id)
        if ha is not None and hb is not None and ha.elevation < hb.elevation:
            return a
        return b

    # --- mouse: positions to hex ids --------------------------------------------------------

    def hex_at(self, pos: QPointF) -> str:
        """The id of the map hex at scene position ``pos``, or ``""`` off the map."""
        hex_ = self.layout.pixel_to_hex(pos)
        if self.grid.contains(hex_) and hex_.id in self.hex_items:
            return hex_.id
        return ""

    def set_hovered(self, hex_id: str) -> None:
        """Record the hex under the mouse, emitting :attr:`sig_hex_hovered` on a change."""
        if hex_id != self._hovered:
            self._hovered = hex_id
            self.sig_hex_hovered.emit(hex_id)

    @property
    def hovered(self) -> str:
        """The id of the hex under the mouse, or ``""``."""
        return self._hovered

    # --- the position: counters and markers ---------------------------------------------------

    def show_position(self, view: PlayerView) -> None:
        """Draw the units and markers of a player's view, replacing those shown before.

        Units of one hex are cascaded so every counter stays visible [8] (spread apart with
        :meth:`set_spread`, the top one sent to the bottom with :meth:`cycle_stack`); Smoke,
        Blaze and Fortifications sit in the corners of their hex. The terrain state is taken
        from the view too, so LOS and tooltips follow Smoke and Blaze.
        """
        for item in self.counter_items.values():
            self.removeItem(item)
        for marker in self.marker_items:
            self.removeItem(marker)
        self.counter_items = {}
        self.marker_items = []
        self.stack_tips = {}
        self.stacks = {}
        self.set_terrain_state(view.markers)
        size = self.layout.size_px * 0.78
        stacks: dict[Hex, list[UnitState]] = defaultdict(list)
        for unit in view.units:
            if unit.status == "map" and unit.hex is not None:
                stacks[unit.hex].append(unit)
        weapons = {w.id: w for w in view.weapons}
        setting = view.setting
        for hex_, units in stacks.items():
            turn = self._stack_turns.get(hex_.id, 0) % len(units)
            units = units[turn:] + units[:turn]
            self.stacks[hex_.id] = [unit.id for unit in units]
            for unit in units:
                kind = setting.unit_type(unit.side, unit.type)
                stats = kind.broken if unit.broken else kind.unbroken
                boxed = boxed_stats(setting, unit)
                weapon = weapons.get(unit.weapon) if unit.weapon else None
                info = CounterInfo(
                    unit.id, unit.name, setting.nation(unit.side).id, kind.kind, stats.fp,
                    stats.range, stats.movement, stats.morale, stats.command,
                    boxed.fp, boxed.range, boxed.movement, unit.broken, unit.suppressed,
                    unit.veteran,
                    setting.weapon_type(weapon.side, weapon.type).name if weapon else None,
                    weapon.broken if weapon else False, unit.id in view.activated)
                item = UnitCounterItem(info, size)
                self.addItem(item)
                self.counter_items[unit.id] = item
            self._place_stack(hex_.id)
        token = self.layout.size_px * 0.42
        corner = self.layout.size_px * 0.52
        for hex_, value in view.markers.smoke:
            self._add_marker(MarkerItem("smoke", token, value), hex_, QPointF(-corner, -corner))
        for hex_ in view.markers.blaze:
            self._add_marker(MarkerItem("blaze", token * 1.3), hex_, QPointF(0, 0))
        for hex_, fortification in view.markers.fortifications:
            self._add_marker(MarkerItem(fortification.value, token), hex_,
                             QPointF(-corner, corner * 0.7))
        if view.spotting_round is not None:
            self._add_marker(MarkerItem("spotting_round", token * 1.2), view.spotting_round,
                             QPointF(corner * 0.6, -corner * 0.6))
        for hex_ in view.impact_area:
            self._add_marker(MarkerItem("impact", token * 0.8), hex_,
                             QPointF(corner * 0.6, corner * 0.6))
        self.event_overlay.unit_points = {unit_id: item.sceneBoundingRect().center()
                                          for unit_id, item in self.counter_items.items()}
        self._show_objectives(view)
        self.set_selection([u for u in self._selected if u in self.counter_items])

    def _show_objectives(self, view: PlayerView) -> None:
        """Each Objective's control marker, and above the counters a badge with its VP by the
        open chits (and the viewer's own secret chits) in its holder's colour [7.3]."""
        setting = view.setting
        for badge in self.objective_badges.values():
            self.removeItem(badge)
        self.objective_badges = {}
        app = QCoreApplication
        for number, holder in enumerate(view.control, start=1):
            objective = self.objective_items.get(number)
            if objective is None:
                continue
            nation = setting.nation(holder) if holder is not None else None
            colour = NATION_COLOURS.get(nation.id) if nation else None
            objective.set_control(colour, nation.adjective if nation else "")
            open_vp, secret_vp = objective_worth(view, number)
            #: The badge above an Objective: its number and the VP its holder gets from the
            #: open chits; "+N" adds the VP of the viewer's own secret chits.
            text = (app.translate("Board", "{number}: {vp} VP +{secret}").format(
                        number=number, vp=open_vp, secret=secret_vp) if secret_vp
                    else app.translate("Board", "{number}: {vp} VP").format(number=number,
                                                                             vp=open_vp))
            badge = BadgeItem(text, (colour.darker(160) if colour is not None
                                     else QColor(OBJECTIVE_RED)), self.layout.size_px * 0.34)
            badge.setPos(objective.pos() - QPointF(0, self.layout.size_px * 0.72))
            badge.setZValue(Z_OBJECTIVE_BADGE)
            self.addItem(badge)
            self.objective_badges[number] = badge

    def show_events(self, events: Sequence[LogEvent], stay_ms: int) -> bool:
        """Draw the attacks among ``events`` for ``stay_ms`` (see
        :mod:`cc_qt.board.event_overlay`); True if anything was drawn."""
        return self.event_overlay.show(events, stay_ms)

    def _place_stack(self, hex_id: str) -> None:
        """Lay out a hex's counters, bottom first: cascaded inside the hex, or side by side
        (raised above the neighbours) when stacks are spread."""
        ids = self.stacks[hex_id]
        centre = self.layout.hex_to_pixel(Hex.parse(hex_id))
        if self.spread:
            width = self.counter_items[ids[0]].boundingRect().width()
            step = QPointF(width + self.layout.size_px * 0.04, 0.0)
            first = centre - step * ((len(ids) - 1) / 2)
            base_z = 80.0
        else:
            step = QPointF(self.layout.size_px * 0.12, self.layout.size_px * 0.12)
            first = centre - step * ((len(ids) - 1) / 2)
            base_z = 40.0
        for index, unit_id in enumerate(ids):
            item = self.counter_items[unit_id]
            item.setPos(first + step * index)
            item.setZValue(base_z + index)
        markers = [tip for tip in self.stack_tips.get(hex_id, [])
                   if tip not in {self.counter_items[u].toolTip() for u in ids}]
        self.stack_tips[hex_id] = [self.counter_items[u].toolTip() for u in reversed(ids)]
        self.stack_tips[hex_id] += markers

    def set_spread(self, spread: bool) -> None:
        """Show every stack side by side (True) or cascaded in its hex (False)."""
        self.spread = spread
        for hex_id in self.stacks:
            self._place_stack(hex_id)
        self.set_highlights(*self._highlighted)
        self.set_selection(self._selected)

    def cycle_stack(self, hex_id: str) -> bool:
        """Send the top counter of a stack to the bottom; False if the hex holds fewer than
        two units. The order is only how the board shows it; it stays until the game ends."""
        ids = self.stacks.get(hex_id, [])
        if len(ids) < 2:
            return False
        self._stack_turns[hex_id] = self._stack_turns.get(hex_id, 0) - 1
        self.stacks[hex_id] = [ids[-1], *ids[:-1]]
        self._place_stack(hex_id)
        self.set_highlights(*self._highlighted)
        self.set_selection(self._selected)
        return True

    def counter_at(self, pos: QPointF) -> str:
        """The id of the topmost unit counter at scene position ``pos``, or ``""``."""
        for item in self.items(pos):
            if isinstance(item, UnitCounterItem):
                return item.info.unit_id
        return ""

    def show_decision(self, decision: Decision | None, selected: Choice | None = None) -> None:
        """Draw what ``decision`` shows on the board (radius, fire lines, path); see
        :mod:`cc_qt.board.decision_overlay`."""
        self.decision_overlay.show(plan_of(decision, selected))

    def set_highlights(self, hex_ids: Sequence[str], unit_ids: Sequence[str] = ()) -> None:
        """Outline the hexes a pending decision can pick and mark the units it names."""
        self._highlighted = (tuple(hex_ids), tuple(unit_ids))
        for item in self.highlight_items:
            self.removeItem(item)
        self.highlight_items = []
        pen = QPen(QColor("#f6c343"), self.layout.size_px * 0.08)
        brush = QBrush(QColor(246, 195, 67, 60))
        for hex_id in dict.fromkeys(hex_ids):
            if hex_id not in self.hex_items:
                continue
            polygon = self.layout.polygon(hex_corners(Hex.parse(hex_id)))
            item = self.addPolygon(polygon, pen, brush)
            item.setZValue(35)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.highlight_items.append(item)
        for unit_id in unit_ids:
            counter = self.counter_items.get(unit_id)
            if counter is not None:
                rect = counter.sceneBoundingRect()
                item = self.addRect(rect, QPen(QColor("#f6c343"), 3), QBrush(Qt.BrushStyle.NoBrush))
                item.setZValue(60)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.highlight_items.append(item)

    def set_selection(self, unit_ids: Sequence[str]) -> None:
        """Frame the counters the player selected on the board (for a shot or a move)."""
        self._selected = tuple(unit_ids)
        for item in self.selection_items:
            self.removeItem(item)
        self.selection_items = []
        pen = QPen(QColor(SELECTION_INK), self.layout.size_px * 0.07)
        for unit_id in unit_ids:
            counter = self.counter_items.get(unit_id)
            if counter is not None:
                item = self.addRect(counter.sceneBoundingRect(), pen,
                                    QBrush(Qt.BrushStyle.NoBrush))
                item.setZValue(counter.zValue() + 0.5)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.selection_items.append(item)

    def _add_marker(self, item: MarkerItem, hex_: Hex, offset: QPointF) -> None:
        item.setPos(self.layout.hex_to_pixel(hex_) + offset)
        self.addItem(item)
        self.marker_items.append(item)
        self.stack_tips.setdefault(hex_.id, []).append(item.toolTip())

    # --- line of sight [10.1] -----------------------------------------------------------------

    def set_terrain_state(self, state: TerrainState) -> None:
        """Smoke, Blaze and Fortifications now in play; a shown LOS string is re-judged."""
        self.terrain_state = state
        if self.los_item is not None:
            self.show_los(self.los_item.a.id, self.los_item.b.id)

    def hex_tooltip(self, hex_id: str) -> str:
        """The rules facts of a hex (terrain, level, Cover, move cost, LOS), one per line."""
        if self.terrain is None or hex_id not in self.hex_items:
            return ""
        return "\n".join(hex_lines(self.terrain, self.terrain_state, Hex.parse(hex_id)))

    def show_los(self, a_id: str, b_id: str) -> LosResult | None:
        """Draw the string from ``a_id`` to ``b_id``, coloured by the engine's verdict."""
        if self.terrain is None or a_id not in self.hex_items or b_id not in self.hex_items:
            return None
        if self._los_cache is None:
            self._los_cache = LosCache(self.terrain)
        a, b = Hex.parse(a_id), Hex.parse(b_id)
        result = self._los_cache.los(self.terrain_state, a, b)
        if self.los_item is not None:
            self.removeItem(self.los_item)
        self.los_item = LosLineItem(a, b, result, self.layout)
        self.addItem(self.los_item)
        self.sig_los_shown.emit(result)
        return result

    def clear_los(self) -> None:
        """Remove the LOS string."""
        if self.los_item is not None:
            self.removeItem(self.los_item)
            self.los_item = None
            self.sig_los_shown.emit(None)
        self._los_anchor = None

    def hex_status(self, hex_id: str) -> str:
        """The one-line facts of a hex for a status bar ("" off the map or without rules)."""
        if self.terrain is None or hex_id not in self.hex_items:
            return ""
        return hex_summary(self.terrain, self.terrain_state, Hex.parse(hex_id))

    def tooltip_at(self, pos: QPointF) -> str:
        """The tooltip for a scene position: the LOS string's verdict, else the whole stack
        of the hex under it (every unit and marker, top first) and the hex's facts."""
        if self.los_item is not None and self.los_item in self.items(pos):
            return self.los_item.toolTip()
        hex_id = self.hex_at(pos)
        facts = self.hex_tooltip(hex_id)
        return "\n\n".join([*self.stack_tips.get(hex_id, []), facts] if facts else [])

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        """Show :meth:`tooltip_at` for the point under the mouse."""
        text = self.tooltip_at(event.scenePos())
        if text:
            QToolTip.showText(event.screenPos(), text)
            event.accept()
        else:
            QToolTip.hideText()
            event.ignore()

    def _is_los_button(self, event: QGraphicsSceneMouseEvent) -> bool:
        button = event.button()
        return button == Qt.MouseButton.RightButton or (
            self.los_mode and button == Qt.MouseButton.LeftButton)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Track the hovered hex; while drawing LOS, follow the mouse with the string."""
        hex_id = self.hex_at(event.scenePos())
        self.set_hovered(hex_id)
        if self._los_anchor is not None and hex_id and (
                self.los_item is None or self.los_item.b.id != hex_id):
            self.show_los(self._los_anchor.id, hex_id)
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Right button (or left in LOS mode): start a LOS string; left: maybe a click."""
        if self._is_los_button(event) and self.terrain is not None:
            hex_id = self.hex_at(event.scenePos())
            if hex_id:
                self._los_anchor = Hex.parse(hex_id)
                self.show_los(hex_id, hex_id)
                event.accept()
                return
        if event.button() == Qt.MouseButton.LeftButton:
            self._press_screen_pos = QPointF(event.screenPos())
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """End a LOS drag (the string stays until the next); else report a left click."""
        if self._los_anchor is not None and self._is_los_button(event):
            self._los_anchor = None
            event.accept()
            return
        start, self._press_screen_pos = self._press_screen_pos, None
        if event.button() == Qt.MouseButton.LeftButton and start is not None:
            moved = QLineF(start, QPointF(event.screenPos())).length()
            hex_id = self.hex_at(event.scenePos())
            counter = self.counter_at(event.scenePos())
            if moved <= self.CLICK_SLOP_PX and counter:
                self.sig_counter_clicked.emit(counter)
            elif moved <= self.CLICK_SLOP_PX and hex_id:
                self.sig_hex_clicked.emit(hex_id)
        super().mouseReleaseEvent(event)

