"""The board view: zoom with the wheel around the cursor, drag to pan, fit the map to the window.

Until the player zooms or pans, the view keeps the whole map fitted as the window resizes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal, Slot
from PySide6.QtGui import (
    QCursor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from cc_qt.board.scene import MapScene

__all__ = ["BoardView"]


class BoardView(QGraphicsView):
    """A zoomable, pannable view of a :class:`MapScene`."""

    sig_zoom_changed = Signal(float)
    """The zoom changed: the new scale factor (1.0 = one scene unit per screen pixel)."""

    sig_los_mode_changed = Signal(bool)
    """The LOS tool was switched on (True) or off (False)."""

    #: Zoom factor of one wheel notch (120 eighths of a degree) and of one key press.
    ZOOM_STEP = 1.2
    #: The closest zoom: a hex's circumradius at most this many screen pixels.
    MAX_HEX_PX = 260.0
    #: The farthest zoom, as a fraction of the scale that fits the whole map.
    MIN_FIT_FRACTION = 0.6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        # Zooming keeps the point under the cursor in place; zoom_by does that itself, since
        # AnchorUnderMouse would follow the global cursor rather than the wheel event.
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Drag and wheel are the way around the board; scrollbars would only eat space.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setMouseTracking(True)
        self._auto_fit = True
        self._los_mode = False

    # --- scene ------------------------------------------------------------------------------

    def map_scene(self) -> MapScene | None:
        """The shown scene if it is a map, else None."""
        scene = self.scene()
        return scene if isinstance(scene, MapScene) else None

    def setScene(self, scene: QGraphicsScene | None) -> None:
        """Show ``scene`` and fit it to the window."""
        super().setScene(scene)
        if isinstance(scene, MapScene):
            scene.los_mode = self._los_mode
        self._auto_fit = True
        self.fit_to_window()

    def _map_rect(self) -> QRectF:
        scene = self.scene()
        if scene is None:
            return QRectF()
        if isinstance(scene, MapScene):
            return scene.map_rect
        return scene.sceneRect()

    # --- zoom -------------------------------------------------------------------------------

    @property
    def zoom(self) -> float:
        """The current scale factor."""
        return self.transform().m11()

    def _fit_scale(self) -> float:
        rect = self._map_rect()
        view = self.viewport().rect()
        if rect.isEmpty() or view.width() < 2 or view.height() < 2:
            return 1.0
        margin = 12.0
        return min((view.width() - 2 * margin) / rect.width(),
                   (view.height() - 2 * margin) / rect.height())

    def _zoom_limits(self) -> tuple[float, float]:
        scene = self.map_scene()
        size = scene.layout.size_px if scene is not None else 40.0
        high = self.MAX_HEX_PX / size
        low = min(self._fit_scale() * self.MIN_FIT_FRACTION, high)
        return low, high

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom by ``factor``, within the limits, keeping the scene point at ``anchor``.

        ``anchor`` is a viewport position; by default the mouse when it is over the board,
        else the centre of the view.
        """
        low, high = self._zoom_limits()
        target = min(max(self.zoom * factor, low), high)
        if abs(target - self.zoom) < 1e-9:
            return
        if anchor is None:
            cursor = self.viewport().mapFromGlobal(QCursor.pos())
            inside = self.viewport().rect().contains(cursor) and self.underMouse()
            anchor = QPointF(cursor) if inside else QPointF(self.viewport().rect().center())
        self._auto_fit = False
        fixed = self.mapToScene(anchor.toPoint())
        ratio = target / self.zoom
        self.scale(ratio, ratio)
        centre = QPointF(self.viewport().rect().center())
        self.centerOn(fixed - (anchor - centre) / self.zoom)
        self.sig_zoom_changed.emit(self.zoom)

    @Slot()
    def zoom_in(self) -> None:
        """Zoom in one step around the mouse, or the centre when the mouse is elsewhere."""
        self.zoom_by(self.ZOOM_STEP)

    @Slot()
    def zoom_out(self) -> None:
        """Zoom out one step around the mouse, or the centre when the mouse is elsewhere."""
        self.zoom_by(1.0 / self.ZOOM_STEP)

    @Slot()
    def fit_to_window(self) -> None:
        """Show the whole map, centred, as large as the window allows."""
        rect = self._map_rect()
        if rect.isEmpty():
            return
        scale = self._fit_scale()
        self.resetTransform()
        self.scale(scale, scale)
        self.centerOn(rect.center())
        self._auto_fit = True
        self.sig_zoom_changed.emit(self.zoom)

    # --- events -----------------------------------------------------------------------------

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Zoom around the cursor: one notch is one :attr:`ZOOM_STEP`."""
        delta = event.angleDelta().y()
        if delta == 0:
            event.ignore()
            return
        self.zoom_by(self.ZOOM_STEP ** (delta / 120.0), event.position())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """``+``/``=`` zoom in, ``-`` zoom out, ``0`` or ``F`` fit, ``L`` LOS tool, Esc clear."""
        key = event.key()
        scene = self.map_scene()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_out()
        elif key in (Qt.Key.Key_0, Qt.Key.Key_F):
            self.fit_to_window()
        elif key == Qt.Key.Key_L:
            self.set_los_mode(not self.los_mode)
        elif key == Qt.Key.Key_Escape and scene is not None:
            scene.clear_los()
        else:
            super().keyPressEvent(event)

    # --- line of sight tool ---------------------------------------------------------------

    @property
    def los_mode(self) -> bool:
        """True while a left drag draws a LOS string (a right drag always does)."""
        return self._los_mode

    @Slot(bool)
    def set_los_mode(self, on: bool) -> None:
        """Switch the LOS tool on or off; with it off, a left drag pans the board."""
        self._los_mode = on
        scene = self.map_scene()
        if scene is not None:
            scene.los_mode = on
        self.setDragMode(QGraphicsView.DragMode.NoDrag if on
                         else QGraphicsView.DragMode.ScrollHandDrag)
        self.viewport().setCursor(Qt.CursorShape.CrossCursor if on
                                  else Qt.CursorShape.OpenHandCursor)
        self.sig_los_mode_changed.emit(on)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """A drag pans the board, which ends the automatic fitting."""
        if event.buttons() & Qt.MouseButton.LeftButton and not self._los_mode:
            self._auto_fit = False
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        """The mouse left the board: no hex is hovered."""
        scene = self.map_scene()
        if scene is not None:
            scene.set_hovered("")
        super().leaveEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the map fitted while the player has not zoomed or panned."""
        super().resizeEvent(event)
        if self._auto_fit:
            self.fit_to_window()

    def showEvent(self, event: QShowEvent) -> None:
        """Fit the map when first shown (the viewport has its real size only now)."""
        super().showEvent(event)
        if self._auto_fit:
            self.fit_to_window()
