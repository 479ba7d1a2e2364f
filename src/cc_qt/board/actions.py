"""The View menu of any window showing a board: zoom, fit, the LOS tool, the palettes."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
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
        zoom_in = QAction(owner)
        zoom_in.setShortcuts([QKeySequence(QKeySequence.StandardKey.ZoomIn),
                              QKeySequence("Ctrl+=")])
        zoom_in.triggered.connect(view.zoom_in)
        zoom_out = QAction(owner)
        zoom_out.setShortcut(QKeySequence(QKeySequence.StandardKey.ZoomOut))
        zoom_out.triggered.connect(view.zoom_out)
        fit = QAction(owner)
        fit.setShortcut(QKeySequence("Ctrl+0"))
        fit.triggered.connect(view.fit_to_window)
        los_tool = QAction(owner)
        los_tool.setCheckable(True)
        los_tool.setShortcut(QKeySequence("Ctrl+L"))
        los_tool.toggled.connect(view.set_los_mode)
        view.sig_los_mode_changed.connect(los_tool.setChecked)
        clear_los = QAction(owner)
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
        actions = cls(zoom_in, zoom_out, fit, los_tool, clear_los, palettes)
        actions.retranslate()
        return actions

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        app = QCoreApplication
        self.zoom_in.setText(app.translate("BoardActions", "Zoom &in"))
        self.zoom_out.setText(app.translate("BoardActions", "Zoom &out"))
        self.fit.setText(app.translate("BoardActions", "&Fit to window"))
        self.los_tool.setText(app.translate("BoardActions", "&Line of sight tool"))
        self.clear_los.setText(app.translate("BoardActions", "&Clear line of sight"))
        self.palettes["light"].setText(app.translate("BoardActions", "Light palette"))
        self.palettes["dark"].setText(app.translate("BoardActions", "Dark palette"))
        self.los_tool.setToolTip(app.translate(
            "BoardActions", "Drag from hex to hex to check line of sight (a right-button drag "
            "always does) [10.1]"))
