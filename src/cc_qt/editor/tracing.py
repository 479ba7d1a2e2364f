"""The designer's backdrop: a scan or photo of a printed map the author owns, shown behind the
board to trace it (Outlines > Trace a picture of a map…; the work is :mod:`cc_engine.tracing`).

The picture is never part of a map or scenario file: only its path is kept, in the
designer's own settings (by map id), to show it again next time. The Tracing dock:

* **Picture**: load it, show or hide it, set how opaque it lies over the board's art.
* **Grid**: three centre dots, each named by its hex and clicked on the picture ("Click");
  "Fit the grid" solves the transform, and with "Snap to the dots" moves every predicted
  dot to the blob under it and fits them all. The picture is then drawn in place, its dots
  on the board's.
* **Colours**: the reference colour of each class (woods, roofs, hill levels...): a swatch
  opens a colour dialog, "Pick" takes the colour of the next click on the picture.
* **Trace**: outlines, terrain and levels traced from the picture, as one undo step; the
  result passes the validator (see :func:`cc_engine.tracing.trace_map`).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Final

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QAction, QColor, QImage, QPixmap, QTransform
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QDockWidget,
    QFileDialog,
    QFormLayout,
    QGraphicsPixmapItem,
    QGraphicsSceneMouseEvent,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QScrollArea,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from cc_engine.content.models import MapData
from cc_engine.hexgrid import Hex
from cc_engine.tracing import (
    DEFAULT_REFERENCES,
    Affine,
    GridFit,
    Raster,
    Reference,
    fit_grid,
    refine_dot,
    trace_map,
)
from cc_qt.board.view import BoardView
from cc_qt.editor.board import EditorScene
from cc_qt.editor.document import ScenarioDocument
from cc_qt.window_parts import user_settings

__all__ = ["SETTINGS_KEY", "TracingPanel", "install_tracing", "raster_of"]

# Where the designer's settings keep each map's backdrop path (``<key>/<map id>``).
SETTINGS_KEY: Final = "designer/backdrop"
# The backdrop lies over the board's art and under the zones and outlines.
Z_BACKDROP: Final = 15.0
# Tracing samples a copy of the picture scaled to about this many pixels a hex radius.
TRACE_HEX_PX: Final = 40.0
# The picture files the Load dialog offers.
PICTURE_FILTER: Final = "*.png *.jpg *.jpeg *.bmp *.tif *.tiff *.webp"


def raster_of(image: QImage) -> Raster:
    """``image`` as a :class:`~cc_engine.tracing.Raster` (RGB, 3 bytes a pixel)."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    return Raster(rgb.width(), rgb.height(), bytes(rgb.constBits()), rgb.bytesPerLine())


def _starting_fit(image: QImage, map_data: MapData) -> Affine:
    """Before the grid is fitted: the picture as wide as the map, from its top left."""
    width = 1.5 * (map_data.cols - 1) + 2.0
    k = image.width() / width
    return Affine(k, 0.0, k, 0.0, k, k * math.sqrt(3.0) / 2)


class TracingPanel(QWidget):
    """The Tracing dock's contents, over the designer's document, scene and view."""

    def __init__(self, document: ScenarioDocument, scene: EditorScene, view: BoardView,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document, self.scene, self.view = document, scene, view
        self.image: QImage | None = None
        self.path: Path | None = None
        self.raster: Raster | None = None
        self.affine: Affine | None = None
        self.fitted: GridFit | None = None
        self.item: QGraphicsPixmapItem | None = None
        self.references: list[Reference] = list(DEFAULT_REFERENCES)
        # What the next click on the picture sets: ("dot", row) or ("colour", row), or None.
        self.picking: tuple[str, int] | None = None
        self.clicks: list[tuple[float, float] | None] = [None, None, None]
        self._build()
        scene.installEventFilter(self)
        document.sig_changed.connect(self._show_item)  # after the board is redrawn
        self.retranslate()

    # --- widgets ---------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        self.picture_box = QGroupBox(self)
        form = QFormLayout(self.picture_box)
        self.load_button = QPushButton(self.picture_box)
        self.load_button.clicked.connect(self._on_load_clicked)
        self.path_label = QLabel(self.picture_box)
        self.path_label.setWordWrap(True)
        self.shown_box = QCheckBox(self.picture_box)
        self.shown_box.setChecked(True)
        self.shown_box.toggled.connect(self._show_item)
        self.opacity = QSlider(Qt.Orientation.Horizontal, self.picture_box)
        self.opacity.setRange(10, 100)
        self.opacity.setValue(60)
        self.opacity.valueChanged.connect(self._show_item)
        self.opacity_label = QLabel(self.picture_box)
        form.addRow(self.load_button, self.path_label)
        form.addRow(self.shown_box)
        form.addRow(self.opacity_label, self.opacity)
        layout.addWidget(self.picture_box)

        self.grid_box = QGroupBox(self)
        grid = QGridLayout(self.grid_box)
        self.dot_names: list[QLineEdit] = []
        self.dot_buttons: list[QPushButton] = []
        self.dot_labels: list[QLabel] = []
        for row in range(3):
            name = QLineEdit(self.grid_box)
            name.setMaxLength(4)
            name.setFixedWidth(60)
            button = QPushButton(self.grid_box)
            button.setCheckable(True)
            button.clicked.connect(lambda _=False, r=row: self._arm(("dot", r)))
            label = QLabel(self.grid_box)
            grid.addWidget(name, row, 0)
            grid.addWidget(button, row, 1)
            grid.addWidget(label, row, 2)
            self.dot_names.append(name)
            self.dot_buttons.append(button)
            self.dot_labels.append(label)
        self.refine_box = QCheckBox(self.grid_box)
        self.refine_box.setChecked(True)
        self.fit_button = QPushButton(self.grid_box)
        self.fit_button.clicked.connect(self.fit)
        self.fit_label = QLabel(self.grid_box)
        self.fit_label.setWordWrap(True)
        grid.addWidget(self.refine_box, 3, 0, 1, 3)
        grid.addWidget(self.fit_button, 4, 0, 1, 3)
        grid.addWidget(self.fit_label, 5, 0, 1, 3)
        layout.addWidget(self.grid_box)

        self.colour_box = QGroupBox(self)
        colours = QGridLayout(self.colour_box)
        self.colour_labels: list[QLabel] = []
        self.swatches: list[QPushButton] = []
        self.pick_buttons: list[QPushButton] = []
        for row in range(len(self.references)):
            label = QLabel(self.colour_box)
            swatch = QPushButton(self.colour_box)
            swatch.setFixedWidth(48)
            swatch.clicked.connect(lambda _=False, r=row: self._choose_colour(r))
            pick = QPushButton(self.colour_box)
            pick.setCheckable(True)
            pick.clicked.connect(lambda _=False, r=row: self._arm(("colour", r)))
            colours.addWidget(label, row, 0)
            colours.addWidget(swatch, row, 1)
            colours.addWidget(pick, row, 2)
            self.colour_labels.append(label)
            self.swatches.append(swatch)
            self.pick_buttons.append(pick)
            self._show_swatch(row)
        layout.addWidget(self.colour_box)

        self.trace_button = QPushButton(self)
        self.trace_button.clicked.connect(self.trace)
        self.trace_label = QLabel(self)
        self.trace_label.setWordWrap(True)
        layout.addWidget(self.trace_button)
        layout.addWidget(self.trace_label)
        layout.addStretch(1)
        self._default_dot_names()
        self._enable()

    def retranslate(self) -> None:
        self.picture_box.setTitle(self.tr("Picture of a printed map"))
        self.load_button.setText(self.tr("Load…"))
        self.path_label.setText(str(self.path) if self.path is not None
                                else self.tr("no picture: it is never saved in the map"))
        self.shown_box.setText(self.tr("Show the picture"))
        self.opacity_label.setText(self.tr("Opacity"))
        self.grid_box.setTitle(self.tr("Grid: three centre dots"))
        for button in self.dot_buttons:
            button.setText(self.tr("Click"))
            button.setToolTip(self.tr("Then click this hex's centre dot on the picture"))
        self.refine_box.setText(self.tr("Snap to the dots near the grid"))
        self.fit_button.setText(self.tr("Fit the grid"))
        self.colour_box.setTitle(self.tr("Colours"))
        names = {"open": self.tr("open ground"), "woods": self.tr("woods"),
                 "buildings": self.tr("roofs"), "brush": self.tr("brush"),
                 "field": self.tr("field"), "marsh": self.tr("marsh"),
                 "orchard_trees": self.tr("orchard trees"),
                 "ink": self.tr("dots and lines (ignored)")}
        for label, reference in zip(self.colour_labels, self.references, strict=True):
            kind = reference.kind
            label.setText(names.get(kind) or self.tr("hill level {level}").format(
                level=kind.removeprefix("hills.")))
        for button in self.pick_buttons:
            button.setText(self.tr("Pick"))
            button.setToolTip(self.tr("Then click the picture to take its colour"))
        self.trace_button.setText(self.tr("Trace the picture"))
        self._show_fit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _default_dot_names(self) -> None:
        map_data = self.document.map_data
        last_col = Hex(map_data.cols - 1, 0).id
        for name, text in zip(self.dot_names, ("A1", f"A{map_data.rows}", last_col),
                              strict=True):
            name.setText(text)

    def _enable(self) -> None:
        loaded = self.image is not None
        for widget in (*self.dot_buttons, *self.pick_buttons, self.fit_button, self.shown_box,
                       self.opacity):
            widget.setEnabled(loaded)
        self.trace_button.setEnabled(loaded and self.fitted is not None)

    def _show_swatch(self, row: int) -> None:
        r, g, b = self.references[row].colour
        self.swatches[row].setStyleSheet(f"background-color: rgb({r}, {g}, {b});")

    # --- the picture -----------------------------------------------------------------------

    def _on_load_clicked(self) -> None:
        start = self.remembered_path()
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Load a picture of a printed map"),
            str(start) if start is not None else "",
            self.tr("Pictures ({patterns})").format(patterns=PICTURE_FILTER))
        if path:
            self.load_picture(Path(path))

    def remembered_path(self) -> Path | None:
        """The picture last loaded for this map, from the designer's settings."""
        value = user_settings().value(f"{SETTINGS_KEY}/{self.document.map_data.id}")
        return Path(str(value)) if value else None

    def load_picture(self, path: Path) -> bool:
        """Show the picture at ``path`` behind the board and remember its path (only the
        path, in the designer's settings) for this map."""
        image = QImage(str(path))
        if image.isNull():
            self.trace_label.setText(self.tr("{file} is not a picture this program can read")
                                     .format(file=path.name))
            return False
        self.image, self.path = image, path
        self.raster = raster_of(image)
        self.affine = _starting_fit(image, self.document.map_data)
        self.fitted = None
        self.clicks = [None, None, None]
        if self.item is not None and self.item.scene() is not None:
            self.item.scene().removeItem(self.item)
        self.item = QGraphicsPixmapItem(QPixmap.fromImage(image))
        self.item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.item.setZValue(Z_BACKDROP)
        self.item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        user_settings().setValue(f"{SETTINGS_KEY}/{self.document.map_data.id}", str(path))
        self._default_dot_names()
        self._show_item()
        self.retranslate()
        self._enable()
        return True

    def _show_item(self) -> None:
        """Put the picture in the scene (a redrawn map removed it), where the fit says."""
        item, affine = self.item, self.affine
        if item is None or affine is None:
            return
        if item.scene() is None:
            self.scene.addItem(item)
        inverse = affine.inverse()
        size, origin = self.scene.layout.size_px, self.scene.layout.origin
        item.setTransform(QTransform(
            size * inverse.a, size * inverse.d, size * inverse.b, size * inverse.e,
            origin.x() + size * inverse.c, origin.y() + size * inverse.f))
        item.setOpacity(self.opacity.value() / 100)
        item.setVisible(self.shown_box.isChecked())

    def picture_point(self, scene_pos: QPointF) -> tuple[float, float] | None:
        """The picture's pixel under a scene position, or None off the picture."""
        if self.item is None or self.image is None:
            return None
        local = self.item.mapFromScene(scene_pos)
        if not (0 <= local.x() < self.image.width() and 0 <= local.y() < self.image.height()):
            return None
        return local.x(), local.y()

    def scene_point(self, u: float, v: float) -> QPointF:
        """The scene position of the picture's pixel ``(u, v)``."""
        assert self.item is not None
        return self.item.mapToScene(QPointF(u, v))

    # --- clicks on the picture -------------------------------------------------------------

    def _arm(self, what: tuple[str, int] | None) -> None:
        self.picking = None if what is None or self.picking == what else what
        for row, button in enumerate(self.dot_buttons):
            button.setChecked(self.picking == ("dot", row))
        for row, button in enumerate(self.pick_buttons):
            button.setChecked(self.picking == ("colour", row))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """With a Click or Pick button down, the next left click on the picture is its."""
        if self.picking is not None and event.type() == QEvent.Type.GraphicsSceneMousePress \
                and isinstance(event, QGraphicsSceneMouseEvent) \
                and event.button() == Qt.MouseButton.LeftButton:
            point = self.picture_point(event.scenePos())
            if point is not None:
                self.picked(point)
                return True
        return super().eventFilter(watched, event)

    def picked(self, point: tuple[float, float]) -> None:
        """The armed Click or Pick takes the picture's pixel ``point``."""
        picking = self.picking
        self._arm(None)
        if picking is None:
            return
        what, row = picking
        if what == "dot":
            self.clicks[row] = point
            self.dot_labels[row].setText(self.tr("pixel ({x}, {y})").format(
                x=f"{point[0]:.0f}", y=f"{point[1]:.0f}"))
            return
        assert self.raster is not None
        rgb = self.raster.rgb(*point)
        if rgb is not None:
            self.references[row] = Reference(self.references[row].kind, rgb)
            self._show_swatch(row)

    def _choose_colour(self, row: int) -> None:
        colour = QColorDialog.getColor(QColor(*self.references[row].colour), self,
                                       self.colour_labels[row].text())
        if colour.isValid():
            self.references[row] = Reference(self.references[row].kind,
                                             (colour.red(), colour.green(), colour.blue()))
            self._show_swatch(row)

    # --- fitting and tracing ---------------------------------------------------------------

    def fit(self) -> bool:
        """Fit the grid to the three clicked dots (snapped, then every dot with "Snap")."""
        if self.raster is None:
            return False
        map_data = self.document.map_data
        named = []
        for name, click in zip(self.dot_names, self.clicks, strict=True):
            hex_id = name.text().strip().upper()
            if click is None or hex_id not in map_data.hexes:
                self.fit_label.setText(self.tr(
                    "Name three hexes of this map and click their centre dots first."))
                return False
            if self.refine_box.isChecked():
                snapped = refine_dot(self.raster, click[0], click[1], 6.0)
                click = snapped if snapped is not None else click
            named.append((hex_id, click))
        try:
            fitted = fit_grid(self.raster, named, map_data.cols, map_data.rows,
                              refine=self.refine_box.isChecked())
            fitted.affine.inverse()
        except ValueError:
            self.fit_label.setText(self.tr(
                "These three dots lie on one line: click dots in two columns."))
            return False
        self.fitted, self.affine = fitted, fitted.affine
        self._show_item()
        self._show_fit()
        self._enable()
        return True

    def _show_fit(self) -> None:
        fitted = self.fitted
        if fitted is None:
            self.fit_label.setText(self.tr("Not fitted yet."))
        elif fitted.dots:
            self.fit_label.setText(self.tr(
                "Fitted to {found} of {count} centre dots, the farthest {error} pixels off.")
                .format(found=len(fitted.dots), count=len(self.document.map_data.hexes),
                        error=f"{fitted.residual:.1f}"))
        else:
            self.fit_label.setText(self.tr("Fitted to the three dots clicked."))

    def trace(self) -> bool:
        """Trace outlines, terrain and levels from the picture: one undo step."""
        if self.image is None or self.fitted is None:
            return False
        image, affine = self.image, self.fitted.affine
        scale = min(1.0, TRACE_HEX_PX / max(affine.hex_size(), 1e-9))
        if scale < 1.0:
            image = image.scaled(round(image.width() * scale), round(image.height() * scale),
                                 Qt.AspectRatioMode.IgnoreAspectRatio,
                                 Qt.TransformationMode.SmoothTransformation)
            affine = affine.scaled(image.width() / self.image.width())
        raster = raster_of(image)
        references = tuple(self.references)
        report: list[tuple[tuple[str, ...], tuple[tuple[str, int], ...]]] = []

        def change(map_data: MapData) -> MapData:
            result = trace_map(map_data, raster, affine, references)
            report.append((result.redrawn, result.dropped))
            return result.map_data

        self.document.edit_map(self.tr("Trace the picture"), change)
        if report:
            redrawn, _dropped = report[0]
            self.trace_label.setText(self.tr(
                "Traced. Art drawn again from the terrain, as the rules want: {hexes}.")
                .format(hexes=", ".join(redrawn) if redrawn else self.tr("none")))
        return True


class TracingDock(QDockWidget):
    """The Tracing dock, and the Outlines menu's entry that shows it."""

    def __init__(self, window: QMainWindow, panel: TracingPanel, menu: QMenu) -> None:
        super().__init__(window)
        self.setObjectName("dock_tracing")
        self.panel = panel
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(panel)
        self.setWidget(scroll)
        area = Qt.DockWidgetArea.RightDockWidgetArea
        right = [d for d in window.findChildren(QDockWidget)
                 if d is not self and window.dockWidgetArea(d) == area]
        window.addDockWidget(area, self)
        if right:
            window.tabifyDockWidget(right[0], self)  # a tab beside the Scenario
        self.hide()
        self.action = QAction(window)
        self.action.triggered.connect(self.open)
        menu.addSeparator()
        menu.addAction(self.action)
        self.retranslate()

    def open(self) -> None:
        """Show the dock (with the picture last loaded for this map, if there is none)."""
        self.show()
        self.raise_()
        if self.panel.image is None:
            remembered = self.panel.remembered_path()
            if remembered is not None and remembered.is_file():
                self.panel.load_picture(remembered)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Tracing"))
        self.action.setText(self.tr("&Trace a picture of a printed map…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def install_tracing(window: QMainWindow, document: ScenarioDocument, scene: EditorScene,
                    view: BoardView, menu: QMenu) -> TracingDock:
    """Give the designer ``window`` the Tracing dock, shown from ``menu``."""
    return TracingDock(window, TracingPanel(document, scene, view), menu)
