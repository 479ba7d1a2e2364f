"""What just happened, drawn on the board: attacks while they resolve, for every player.

From the public data of the engine's log events: a Fire Attack's firing hexes outlined, a
line from each to the target and its Attack Total on the target [O20.3.3]; each Fire Defense
roll's total and result beside the defending unit [O20.3.4]; a Melee's totals in its hex
[O16.4.2]; an Artillery Impact hex and a Mines hex tinted [O18.2.3, F103.2]. The drawing stays
for a while set by the computer's pace (Game > Computer speed), then goes.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from cc_engine.content.vocabulary import SideId
from cc_engine.geometry import hex_corners
from cc_engine.hexgrid import Hex
from cc_engine.state import LogEvent
from cc_qt.board.decision_overlay import BadgeItem, path_item
from cc_qt.board.layout import HexLayout

__all__ = ["EventOverlay", "hold_ms"]

ATTACK_INK = QColor("#d4341f")
BREAK_INK = QColor("#8e1b12")
SUPPRESS_INK = QColor("#b7791f")
HOLD_INK = QColor("#2e6b35")
MELEE_INK = QColor("#6a2c91")
BLAST_INK = QColor("#e0661b")
Z_TINT, Z_LINES, Z_BADGES = 84.0, 86.0, 95.0

#: The words of a Fire Defense result, by the engine's outcome [O20.3.4].
_OUTCOMES: dict[str, tuple[object, QColor]] = {
    "break": (QT_TRANSLATE_NOOP("EventOverlay", "breaks"), BREAK_INK),
    "suppress": (QT_TRANSLATE_NOOP("EventOverlay", "Suppressed"), SUPPRESS_INK),
    "none": (QT_TRANSLATE_NOOP("EventOverlay", "holds"), HOLD_INK),
}


def hold_ms(pace_ms: int) -> int:
    """How long a drawing stays: a second and a half plus three computer paces."""
    return 1500 + 3 * pace_ms


class EventOverlay(QObject):
    """The items the last events drew; :meth:`show` replaces them and clears them later."""

    def __init__(self, scene: QGraphicsScene, layout: HexLayout) -> None:
        super().__init__(scene)
        self.scene = scene
        self.layout = layout
        self.items: list[QGraphicsItem] = []
        #: Where each unit's counter is drawn now (unit id -> scene point), set by the scene.
        self.unit_points: dict[str, QPointF] = {}
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.clear)

    def clear(self) -> None:
        """Remove everything drawn."""
        for item in self.items:
            self.scene.removeItem(item)
        self.items = []

    def show(self, events: Iterable[LogEvent], stay_ms: int) -> bool:
        """Draw the attacks among ``events`` for ``stay_ms``; True if anything was drawn.
        An attack, Impact or Mine Attack replaces the drawing; Defense and Melee rolls made
        after a pause (a player chose who defends next) are added to it."""
        drawn: list[QGraphicsItem] = []
        fresh = False
        defended: dict[str, int] = {}
        #: The "Impact" or "Mines" label of each hex blasted so far, until its attack names it.
        blasts: dict[str, BadgeItem] = {}
        for event in events:
            data = dict(event.data)
            hex_id = str(data.get("hex", ""))
            if event.kind == "attack" and hex_id:
                fresh = True
                blast = blasts.pop(hex_id, None)
                if blast is not None:  # one label on top of the hex: "Impact: Attack 19"
                    drawn.remove(blast)
                drawn += self._attack(Hex.parse(hex_id), str(data.get("firing", "")).split(),
                                      int(data.get("total", 0)),
                                      blast.text if blast is not None else "")
            elif event.kind == "defense" and "outcome" in data:
                unit = str(data.get("unit", ""))
                shift = defended.get(unit, 0)
                defended[unit] = shift + 1
                drawn += self._defense(unit, hex_id, int(data.get("total", 0)),
                                       str(data["outcome"]), shift)
            elif event.kind == "melee_roll" and hex_id and event.side is not None:
                drawn += self._melee(Hex.parse(hex_id), int(data.get("total", 0)), event.side)
            elif event.kind in ("impact", "mines") and hex_id:
                fresh = True
                tint, blasts[hex_id] = self._blast(Hex.parse(hex_id), event.kind)
                drawn += [tint, blasts[hex_id]]
        if not drawn:
            return False
        if fresh:
            self.clear()
        for item in drawn:
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.scene.addItem(item)
        self.items += drawn
        self.timer.start(stay_ms)
        return True

    # --- pieces ----------------------------------------------------------------------------

    def _outline(self, hex_: Hex, ink: QColor, fill_alpha: int) -> QGraphicsItem:
        polygon = QPolygonF([self.layout.to_scene(p) for p in hex_corners(hex_)])
        path = QPainterPath()
        path.addPolygon(polygon)
        path.closeSubpath()
        tint = QColor(ink)
        tint.setAlpha(fill_alpha)
        item = path_item(path, QPen(ink, self.layout.size_px * 0.09), QBrush(tint))
        item.setZValue(Z_TINT)
        return item

    def _badge(self, text: str, ink: QColor, at: QPointF, scale: float = 0.4) -> BadgeItem:
        badge = BadgeItem(text, ink, self.layout.size_px * scale)
        badge.setPos(at)
        badge.setZValue(Z_BADGES)
        return badge

    def _attack(self, target: Hex, firing: list[str], total: int,
                blast: str = "") -> list[QGraphicsItem]:
        """The firing group outlined, the lines of fire and the Attack Total [O20.3.3]; after
        ``blast`` (the label of an Artillery Impact or Mines in the hex) when there is one, so
        that the Defense results under the counters never hide it."""
        end = self.layout.hex_to_pixel(target)
        items: list[QGraphicsItem] = [self._outline(Hex.parse(h), ATTACK_INK, 40)
                                      for h in firing]
        items.append(self._outline(target, ATTACK_INK, 0))
        if firing:
            lines = QPainterPath()
            for hex_id in firing:
                lines.moveTo(self.layout.hex_to_pixel(Hex.parse(hex_id)))
                lines.lineTo(end)
            pen = QPen(ATTACK_INK, self.layout.size_px * 0.1)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            line = path_item(lines, pen)
            line.setZValue(Z_LINES)
            items.append(line)
        #: The Attack Total of a Fire Attack, drawn on its target hex while it resolves.
        text = QCoreApplication.translate("EventOverlay", "Attack {total}").format(total=total)
        if blast:
            text = f"{blast}: {text}"
        items.append(self._badge(text, ATTACK_INK, end - QPointF(0, self.layout.size_px * 0.7),
                                 0.45))
        return items

    def _defense(self, unit_id: str, hex_id: str, total: int, outcome: str,
                 shift: int) -> list[QGraphicsItem]:
        """A Fire Defense total and its result by the unit's counter [O20.3.4]."""
        at = self.unit_points.get(unit_id)
        if at is None and hex_id:
            at = self.layout.hex_to_pixel(Hex.parse(hex_id))
        if at is None:
            return []
        words, ink = _OUTCOMES.get(outcome, _OUTCOMES["none"])
        text = QCoreApplication.translate("EventOverlay", "Defense {total}: {result}").format(
            total=total, result=QCoreApplication.translate("EventOverlay", str(words)))
        below = QPointF(0, self.layout.size_px * (0.45 + 0.36 * shift))
        return [self._badge(text, ink, at + below, 0.32)]

    def _melee(self, hex_: Hex, total: int, side: SideId) -> list[QGraphicsItem]:
        """One side's Melee Total in the Melee hex, the Axis above, the Allies below
        [O16.4.2]."""
        lift = -0.7 if side is SideId.AXIS else 0.7
        at = self.layout.hex_to_pixel(hex_) + QPointF(0, self.layout.size_px * lift)
        text = QCoreApplication.translate("EventOverlay", "Melee {total}").format(total=total)
        return [self._outline(hex_, MELEE_INK, 30), self._badge(text, MELEE_INK, at, 0.4)]

    def _blast(self, hex_: Hex, kind: str) -> tuple[QGraphicsItem, BadgeItem]:
        """An Artillery Impact hex or a Mines hex attacked, tinted, and its label (low in the
        hex: an empty hex has no Defense results there) [O18.2.3, F103.2]."""
        text = (QCoreApplication.translate("EventOverlay", "Impact") if kind == "impact"
                else QCoreApplication.translate("EventOverlay", "Mines"))
        return (self._outline(hex_, BLAST_INK, 90),
                self._badge(text, BLAST_INK, self.layout.hex_to_pixel(hex_)
                            + QPointF(0, self.layout.size_px * 0.62), 0.32))
