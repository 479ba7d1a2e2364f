"""The View menu of any window showing a board: zoom, fit, the LOS tool, the palettes."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from cc_qt.board.view import BoardView
from cc_qt.theme import Theme, install_theme_menu

__all__ = ["BoardActions"]


@dataclass
class BoardActions:
    """Zoom in/out, fit, the LOS tool toggle and "clear LOS", wired to a :class:`BoardView`;
    the light and dark palettes."""

    zoom_in: QAction
    zoom_out: QAction
    fit: QAction
    los_tool: QAction
    clear_los: QAction
    palettes: dict[Theme, QAction]

    @classmethod
    def install(cls, menu: QMenu, view: BoardView, owner: QWidget) -> BoardActions:
        """Create the actions, add them to ``menu`` and connect them to ``view``."""
        zoom_in = QAction("Zoom &in", owner)
        zoom_in.setShortcuts([QKeySequence(QKeySequence.StandardKey.ZoomIn),
                              QKeySequence("Ctrl+=")])
        zoom_in.triggered.connect(view.zoom_in)
        zoom_out = QAction("Zoom &out", owner)
        zoom_out.setShortcut(QKeySequence(QKeySequence.StandardKey.ZoomOut))
        zoom_out.triggered.connect(view.zoom_out)
        fit = QAction("&Fit to window", owner)
        fit.setShortcut(QKeySequence("Ctrl+0"))
        fit.triggered.connect(view.fit_to_window)
        los_tool = QAction("&Line of sight tool", owner)
        los_tool.setCheckable(True)
        los_tool.setShortcut(QKeySequence("Ctrl+L"))
        los_tool.setToolTip("Drag from hex to hex to check line of sight (a right-button "
                            "drag always does) [10.1]")
        los_tool.toggled.connect(view.set_los_mode)
        view.sig_los_mode_changed.connect(los_tool.setChecked)
        clear_los = QAction("&Clear line of sight", owner)
        clear_los.setShortcut(QKeySequence("Ctrl+Shift+L"))

        def clear() -> None:
            scene = view.map_scene()
            if scene is not None:
                scene.clear_los()

        clear_los.triggered.connect(clear)
        for action in (zoom_in, zoom_out, fit):
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction(los_tool)
        menu.addAction(clear_los)
        palettes = install_theme_menu(menu, owner)
        return cls(zoom_in, zoom_out, fit, los_tool, clear_los, palettes)
