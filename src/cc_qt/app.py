"""``cc-commander``: a hot-seat game, or the map viewer.

``cc-commander`` starts a hot-seat game of the default scenario (offering first to resume an
unfinished autosaved game), ``--scenario FILE`` of another one. ``--view`` shows the scenario's
map in the viewer instead, and ``--map FILE`` shows a map file alone. A file that cannot be used
is reported in a message box listing every problem, and the program exits with status 2 instead
of crashing.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMainWindow, QMessageBox, QWidget

from cc_engine import SaveError, Session
from cc_engine.content.loading import (
    ContentError,
    ContentPack,
    Problem,
    load_map,
    load_model,
    load_scenario,
    map_beside,
)
from cc_engine.content.models import MapData, Scenario, TerrainChart
from cc_engine.rules.los import LosResult
from cc_engine.rules.terrain import MapTerrain
from cc_qt import paths
from cc_qt.board.actions import BoardActions
from cc_qt.board.scene import MapScene
from cc_qt.board.view import BoardView
from cc_qt.theme import apply_theme, saved_theme

if TYPE_CHECKING:
    from cc_qt.game_window import GameWindow

__all__ = [
    "MapViewerWindow",
    "ensure_application",
    "load_scenario_with_map",
    "load_terrain_chart",
    "main",
]

APP_TITLE = "Combat Commander"


def load_scenario_with_map(path: Path) -> tuple[Scenario, MapData]:
    """Load a scenario file and the map it names: the one beside it (a designer's own map),
    else the shipped one.

    Raises:
        ContentError: if either file is missing or malformed.
    """
    scenario = load_scenario(path)
    shipped = paths.resources_dir() / "maps" / f"{scenario.map}.json"
    for map_path in (map_beside(path, scenario.map), shipped):
        if map_path is not None and map_path.is_file():
            return scenario, load_map(map_path)
    raise ContentError([Problem(path.name, "map", f"names map {scenario.map!r}, found neither "
                                "beside it nor among the shipped maps")])


def load_terrain_chart() -> TerrainChart:
    """The shipped Terrain Chart (``resources/content/terrain.json``).

    Raises:
        ContentError: if the file is missing or malformed.
    """
    return load_model(paths.resources_dir() / "content" / "terrain.json", TerrainChart)


class MapViewerWindow(QMainWindow):
    """The map viewer: the board, a status bar describing the hovered hex, menus."""

    def __init__(self, map_data: MapData, scenario: Scenario | None = None,
                 parent: QWidget | None = None, chart: TerrainChart | None = None) -> None:
        super().__init__(parent)
        self.chart = chart if chart is not None else load_terrain_chart()
        self.view = BoardView(self)
        self.setCentralWidget(self.view)
        self.hex_info = QLabel(self)
        self.los_info = QLabel(self)
        self.statusBar().addPermanentWidget(self.hex_info, 1)
        self.statusBar().addPermanentWidget(self.los_info)
        self.map_scene: MapScene | None = None
        self.map_data = map_data
        self.scenario = scenario
        self._build_menus()
        self.resize(1200, 900)
        self.show_map(map_data, scenario)

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        self.open_action = QAction("&Open scenario…", self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self._on_open_triggered)
        file_menu.addAction(self.open_action)
        file_menu.addSeparator()
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)

        view_menu = self.menuBar().addMenu("&View")
        self.board_actions = BoardActions.install(view_menu, self.view, self)

    def show_map(self, map_data: MapData, scenario: Scenario | None = None) -> None:
        """Show ``map_data`` (and name ``scenario`` in the title), replacing any shown map."""
        old = self.map_scene
        if old is not None:
            old.sig_hex_hovered.disconnect(self._on_scene_hex_hovered)
            old.sig_los_shown.disconnect(self._on_scene_los_shown)
        self.map_data, self.scenario = map_data, scenario
        self.map_scene = MapScene(map_data, parent=self,
                                  terrain=MapTerrain(map_data, self.chart))
        self.map_scene.sig_hex_hovered.connect(self._on_scene_hex_hovered)
        self.map_scene.sig_los_shown.connect(self._on_scene_los_shown)
        self.view.setScene(self.map_scene)
        if old is not None:
            old.deleteLater()
        if scenario is not None:
            self.setWindowTitle(f"{APP_TITLE} — {scenario.name} ({map_data.name})")
        else:
            self.setWindowTitle(f"{APP_TITLE} — {map_data.name}")
        self.hex_info.clear()

    @Slot(str)
    def _on_scene_hex_hovered(self, hex_id: str) -> None:
        scene = self.map_scene
        self.hex_info.setText(scene.hex_status(hex_id) if scene is not None else "")

    @Slot(object)
    def _on_scene_los_shown(self, result: LosResult | None) -> None:
        item = self.map_scene.los_item if self.map_scene is not None else None
        if result is None or item is None:
            self.los_info.setText("")
            return
        self.los_info.setText(f"LOS {item.a} → {item.b}: {result.explain()}")

    @Slot()
    def _on_open_triggered(self) -> None:
        start = paths.scenarios_dir()
        name, _ = QFileDialog.getOpenFileName(
            self, "Open scenario", str(start), "Scenario files (*.json);;All files (*)"
        )
        if name:
            self.open_scenario(Path(name))

    def open_scenario(self, path: Path) -> bool:
        """Load and show a scenario; report a bad file in a message box and keep the old one."""
        try:
            scenario, map_data = load_scenario_with_map(path)
        except ContentError as error:
            QMessageBox.critical(self, APP_TITLE, _error_text(path, error))
            return False
        self.show_map(map_data, scenario)
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        """Disconnect from the scene before closing."""
        if self.map_scene is not None:
            self.map_scene.sig_hex_hovered.disconnect(self._on_scene_hex_hovered)
            self.map_scene.sig_los_shown.disconnect(self._on_scene_los_shown)
            self.map_scene = None
        super().closeEvent(event)


def _error_text(path: Path, error: ContentError) -> str:
    return f"Cannot open {path.name}:\n\n{error}"


def ensure_application(argv: Sequence[str] | None = None) -> QApplication:
    """The running QApplication, created (with the app's names and the player's palette) if
    there is none."""
    existing = QCoreApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    app.setApplicationName(APP_TITLE)
    app.setOrganizationName("cc-commander")
    apply_theme(app, saved_theme())
    return app


def _parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="cc-commander", description="Play Combat Commander.")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--scenario", type=Path, metavar="FILE",
                       help="scenario file to open (default: the first shipped scenario)")
    group.add_argument("--map", type=Path, metavar="FILE", help="show a map file on its own")
    parser.add_argument("--view", action="store_true",
                        help="show the scenario's map in the viewer instead of playing it")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed of a new game, to replay the same cards and dice")
    return parser.parse_args(list(argv) if argv is not None else None)


def play(scenario: Scenario, seed: int | None, map_data: MapData | None = None,
         autosave_name: str = "autosave.ccsave") -> GameWindow:
    """Open a hot-seat game of ``scenario`` (autosaved after every choice to
    ``autosave_name`` in the user's data folder), on ``map_data`` when given (a designer's
    own map), first offering to resume an unfinished game of that autosave."""
    import random

    from cc_engine.content.loading import load_content_pack
    from cc_qt.controller import GameController
    from cc_qt.game_window import GameWindow as Window

    pack = load_content_pack(paths.resources_dir())
    if map_data is not None:
        pack = pack.with_map(map_data)
    autosave = paths.user_data_dir() / autosave_name
    session = _resume(autosave, pack)
    if session is None:
        session = Session(scenario, pack,
                          seed if seed is not None else random.randrange(1 << 31))
    controller = GameController(session, autosave)
    window = Window(controller)
    window.show()
    controller.start()
    return window


def _resume(autosave: Path, pack: ContentPack) -> Session | None:
    """Offer to resume the autosaved game left by a crash or a quit; None for a new game."""
    if not autosave.is_file():
        return None
    try:
        session = Session.load(autosave, pack)
    except SaveError:
        return None
    if session.state.outcome is not None:
        return None
    answer = QMessageBox.question(
        None, APP_TITLE, f"Resume the game of {session.scenario.name} you were playing?")
    return session if answer == QMessageBox.StandardButton.Yes else None


def main(argv: Sequence[str] | None = None) -> int:
    """Run a game (or the map viewer); return the exit status (2 when files cannot be used)."""
    args = _parse_args(argv)
    app = ensure_application()
    scenario: Scenario | None = None
    path: Path = args.map if args.map is not None else (
        args.scenario if args.scenario is not None else paths.default_scenario_path())
    try:
        if args.map is not None:
            map_data = load_map(path)
        else:
            scenario, map_data = load_scenario_with_map(path)
        chart = load_terrain_chart()
    except ContentError as error:
        QMessageBox.critical(None, APP_TITLE, _error_text(path, error))
        return 2
    if not args.view and scenario is not None:
        try:
            game = play(scenario, args.seed, map_data)
        except ContentError as error:
            QMessageBox.critical(None, APP_TITLE, _error_text(path, error))
            return 2
        status = app.exec()
        game.close()
        return status
    window = MapViewerWindow(map_data, scenario, chart=chart)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
