"""``cc-designer``: the scenario designer. For now only a **map browser**.

It lists the maps shipped under ``resources/maps`` and shows the chosen one on the same board
as the game. Painting maps (terrain, hexsides, elevation, roads, objectives), placing orders of
battle and writing scenario files come with the designer issue (``cc_qt/editor/``); nothing
here edits anything yet.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QComboBox, QLabel, QMainWindow, QToolBar, QWidget

from cc_engine.content.loading import ContentError, load_map
from cc_engine.content.models import MapData
from cc_engine.rules.terrain import MapTerrain
from cc_qt import paths
from cc_qt.app import ensure_application, load_terrain_chart
from cc_qt.board.actions import BoardActions
from cc_qt.board.scene import MapScene
from cc_qt.board.view import BoardView

__all__ = ["MapBrowserWindow", "main"]

TITLE = "Combat Commander Designer — map browser"


class MapBrowserWindow(QMainWindow):
    """A combo box of the shipped maps above a board showing the selected one."""

    def __init__(self, maps_dir: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(TITLE)
        self.maps_dir = maps_dir if maps_dir is not None else paths.resources_dir() / "maps"
        self.chart = load_terrain_chart()
        self.view = BoardView(self)
        self.setCentralWidget(self.view)
        self.board_actions = BoardActions.install(self.menuBar().addMenu("&View"), self.view,
                                                  self)
        self.map_combo = QComboBox(self)
        self.map_combo.setMinimumContentsLength(16)
        toolbar = QToolBar("Maps", self)
        toolbar.setMovable(False)
        toolbar.addWidget(QLabel("Map: ", self))
        toolbar.addWidget(self.map_combo)
        self.addToolBar(toolbar)
        self.hex_info = QLabel(self)
        self.statusBar().addPermanentWidget(self.hex_info, 1)
        self.map_scene: MapScene | None = None
        self.map_data: MapData | None = None
        for path in sorted(self.maps_dir.glob("*.json")):
            self.map_combo.addItem(path.stem, path)
        self.map_combo.currentIndexChanged.connect(self._on_map_combo_changed)
        self.resize(1200, 900)
        if self.map_combo.count():
            self._on_map_combo_changed(self.map_combo.currentIndex())
        else:
            self.statusBar().showMessage(f"No maps in {self.maps_dir}")

    @Slot(int)
    def _on_map_combo_changed(self, index: int) -> None:
        path = self.map_combo.itemData(index)
        if not isinstance(path, Path):
            return
        try:
            map_data = load_map(path)
        except ContentError as error:
            self.statusBar().showMessage(str(error).replace("\n", "; "))
            return
        self.show_map(map_data)

    def show_map(self, map_data: MapData) -> None:
        """Show ``map_data`` on the board, replacing the previous map."""
        old = self.map_scene
        if old is not None:
            old.sig_hex_hovered.disconnect(self._on_scene_hex_hovered)
        self.map_data = map_data
        self.map_scene = MapScene(map_data, parent=self,
                                  terrain=MapTerrain(map_data, self.chart))
        self.map_scene.sig_hex_hovered.connect(self._on_scene_hex_hovered)
        self.view.setScene(self.map_scene)
        if old is not None:
            old.deleteLater()
        self.statusBar().showMessage(map_data.name, 3000)

    @Slot(str)
    def _on_scene_hex_hovered(self, hex_id: str) -> None:
        scene = self.map_scene
        self.hex_info.setText(scene.hex_status(hex_id) if scene is not None else "")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the map browser; return the exit status."""
    del argv  # no options yet
    app = ensure_application()
    window = MapBrowserWindow()
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
