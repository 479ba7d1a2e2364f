"""``cc-commander``: a hot-seat game, or the map viewer.

``cc-commander`` starts a hot-seat game of the default scenario (offering first to resume an
unfinished autosaved game), ``--scenario FILE`` of another one. ``cc-commander FILE`` opens a
saved game (``*.ccsave``) where it was left, or starts a scenario (``*.json``): what a file
manager runs when such a file is opened with the app. ``--view`` shows the scenario's map in the
viewer instead, and ``--map FILE`` shows a map file alone. A file that cannot be used is reported
in a message box listing every problem, and the program exits with status 2 instead of crashing.

``--smoke-test`` checks that a build works: it opens the window as above (never offering to
resume the autosave, never writing it), draws it once, prints ``smoke test passed: <title>`` and
exits with status 0; a problem goes to the standard error instead of a message box, with status
2 for a file that cannot be used and 1 for a window that did not come up.
"""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDir, QTimer, Slot
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMainWindow, QMessageBox, QWidget

from cc_engine import SaveError, Session
from cc_engine.content.loading import (
    ContentError,
    ContentPack,
    load_map,
    load_model,
    load_scenario_and_map,
)
from cc_engine.content.models import MapData, Scenario, TerrainChart
from cc_engine.content.validation import load_playable
from cc_engine.content.vocabulary import SideId
from cc_engine.rules.los import LosResult
from cc_engine.rules.terrain import MapTerrain
from cc_qt import paths
from cc_qt.board.actions import BoardActions
from cc_qt.board.scene import MapScene
from cc_qt.board.view import BoardView
from cc_qt.help import install_settings_and_help, show_briefing
from cc_qt.i18n import install_language
from cc_qt.preferences import begin_new_game, preferences, rotate_autosaves, take_notice
from cc_qt.scenario_texts import scenario_text
from cc_qt.settings_dialog import edit_preferences
from cc_qt.shown import shown, shown_error
from cc_qt.theme import apply_theme, saved_theme

if TYPE_CHECKING:
    from cc_qt.game_window import GameWindow

__all__ = [
    "SAVE_SUFFIX",
    "MapViewerWindow",
    "arm_smoke_test",
    "ensure_application",
    "load_scenario_with_map",
    "load_terrain_chart",
    "main",
    "open_saved_game",
    "present_as",
    "show_settings_notice",
]

APP_TITLE = "Combat Commander"
SAVE_SUFFIX = ".ccsave"
"""The file name ending of a saved game."""


def load_scenario_with_map(path: Path, playable: bool = False) -> tuple[Scenario, MapData]:
    """Load a scenario file and the map it names, by the engine's one rule
    (:func:`~cc_engine.content.loading.load_scenario_and_map`): the one beside it (a
    designer's own map), else the shipped one. With ``playable``, only a scenario that sets
    up and plays (:func:`~cc_engine.content.validation.load_playable`).

    Raises:
        ContentError: if a file is missing or malformed (the shipped content included), or,
            with ``playable``, if the validator finds an error; each problem names its file.
    """
    load = load_playable if playable else load_scenario_and_map
    scenario, pack = load(path, _content_pack())
    return scenario, pack.maps[scenario.map]


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
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.open_action = QAction(self.tr("&Open scenario…"), self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self._on_open_triggered)
        file_menu.addAction(self.open_action)
        file_menu.addSeparator()
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)

        view_menu = self.menuBar().addMenu(self.tr("&View"))
        self.board_actions = BoardActions.install(view_menu, self.view, self)
        (self.settings_menu, self.settings_action, self.help_menu,
         self.help_actions) = install_settings_and_help(self, self.menuBar(),
                                                        self._on_settings_triggered)
        self.settings_menu.setTitle(self.tr("Se&ttings"))
        self.settings_action.setText(self.tr("&Preferences…"))
        self.help_menu.setTitle(self.tr("&Help"))

    @Slot()
    def _on_settings_triggered(self) -> None:
        """Settings > Preferences, as in the game window (the palette menu follows)."""
        change = edit_preferences(self)
        if change is not None:
            self.board_actions.palettes[change[1].palette].setChecked(True)

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
            self.setWindowTitle(self.tr("Combat Commander — {scenario} ({map})").format(
                scenario=scenario_text(scenario.name), map=map_data.name))
        else:
            self.setWindowTitle(self.tr("Combat Commander — {map}").format(map=map_data.name))
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
        self.los_info.setText(self.tr("LOS {a} → {b}: {explanation}").format(
            a=item.a, b=item.b, explanation=shown(result.explain())))

    @Slot()
    def _on_open_triggered(self) -> None:
        start = paths.scenarios_dir()
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open scenario"), str(start),
            self.tr("Scenario files (*.json);;All files (*)"))
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


def _error_text(path: Path, error: ContentError | SaveError) -> str:
    """``Cannot open <file>:`` and every problem, in the player's language."""
    return QCoreApplication.translate("App", "Cannot open {name}:\n\n{error}").format(
        name=path.name, error=shown_error(error))


def ensure_application(argv: Sequence[str] | None = None) -> QApplication:
    """The running QApplication, created (with the app's names and the player's palette) if
    there is none."""
    existing = QCoreApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    app.setApplicationName(APP_TITLE)
    app.setOrganizationName("cc-commander")
    present_as(app, "cc-commander")
    apply_theme(app, saved_theme())
    install_language(preferences().language)
    return app


def present_as(app: QApplication, program: str) -> None:
    """Name ``app`` to the desktop as ``program`` (its .desktop entry) with its icon."""
    app.setDesktopFileName(program)
    icon = paths.app_icon_path(program)
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))


def show_settings_notice(parent: QWidget, smoke_test: bool = False) -> None:
    """Tell the player once that a broken settings file was replaced by the defaults."""
    notice = take_notice()
    if notice is None:
        return
    if smoke_test:
        print(notice, file=sys.stderr)
    else:
        QMessageBox.warning(parent, APP_TITLE, notice)


def _parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="cc-commander", description="Play Combat Commander.")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("file", nargs="?", type=Path, metavar="FILE",
                       help=f"saved game (*{SAVE_SUFFIX}) to continue, or scenario (*.json) to "
                       "play")
    group.add_argument("--scenario", type=Path, metavar="FILE",
                       help="scenario file to open (default: the first shipped scenario)")
    group.add_argument("--map", type=Path, metavar="FILE", help="show a map file on its own")
    parser.add_argument("--view", action="store_true",
                        help="show the scenario's map in the viewer instead of playing it")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed of a new game, to replay the same cards and dice")
    parser.add_argument("--smoke-test", action="store_true",
                        help="open the window, draw it once and exit with status 0, never "
                        "waiting for a dialog nor touching the autosave (checks a build)")
    args = parser.parse_args(list(argv) if argv is not None else None)
    if args.view and _is_save(args.file):
        parser.error("--view shows a scenario's map, not a saved game")
    return args


def _is_save(path: Path | None) -> bool:
    return path is not None and path.suffix.lower() == SAVE_SUFFIX


def play(scenario: Scenario, seed: int | None, map_data: MapData | None = None,
         autosave_name: str | None = "autosave.ccsave",
         computer: dict[SideId, str] | None = None) -> GameWindow:
    """Open a hot-seat game of ``scenario`` (autosaved after every choice to
    ``autosave_name`` in the user's data folder), on ``map_data`` when given (a designer's
    own map), first offering to resume an unfinished game of that autosave. With
    ``autosave_name`` None the game is never autosaved and no resuming is offered.
    ``computer`` gives the sides the computer plays, with its level (none: two people); a
    new game shows the scenario's briefing beside the board (:func:`show_briefing`)."""
    import random

    pack = _content_pack()
    if map_data is not None:
        pack = pack.with_map(map_data)
    autosave = paths.user_data_dir() / autosave_name if autosave_name is not None else None
    session = _resume(autosave, pack) if autosave is not None else None
    if session is not None:
        return _show_game(session, autosave)
    session = Session(scenario, pack, seed if seed is not None else random.randrange(1 << 31),
                      computer=dict(computer or {}))
    begin_new_game(session, autosave)
    window = _show_game(session, autosave)
    if autosave is not None:  # a new game (not a smoke test): its texts, once
        show_briefing(window, scenario)
    return window


def open_saved_game(path: Path, autosave_name: str | None = "autosave.ccsave") -> GameWindow:
    """Open a game window continuing the game saved in ``path`` (the file is only read; the
    game goes on autosaving to ``autosave_name`` in the user's data folder unless None).

    Raises:
        ContentError: if the shipped content cannot be loaded.
        SaveError: if the file is unreadable, malformed or does not replay.
    """
    session = Session.load(path, _content_pack())
    autosave = paths.user_data_dir() / autosave_name if autosave_name is not None else None
    if autosave is not None:
        rotate_autosaves(autosave, preferences().autosaves_kept)
    return _show_game(session, autosave)


def _content_pack() -> ContentPack:
    """The shipped content pack, read once per folder (``$CC_RESOURCES`` may name another)."""
    return _pack_in(paths.resources_dir())


@functools.cache
def _pack_in(root: Path) -> ContentPack:
    from cc_engine.content.loading import load_content_pack

    return load_content_pack(root)


def _show_game(session: Session, autosave: Path | None) -> GameWindow:
    """Show a game window playing ``session`` and ask for its first decision."""
    from cc_qt.controller import GameController
    from cc_qt.game_window import GameWindow as Window

    controller = GameController(session, autosave)
    window = Window(controller)
    window.show()
    show_settings_notice(window, smoke_test=autosave is None)
    controller.start()
    return window


def _resume(autosave: Path, pack: ContentPack) -> Session | None:
    """Offer to resume the autosaved game left by a crash or a quit; None for a new game.

    An autosave that cannot be opened (damaged, or of another version) never stops the app:
    it is set aside under a new name, the player is told why and where it is, and a new
    game begins."""
    if not autosave.is_file():
        return None
    try:
        session = Session.load(autosave, pack)
    except SaveError as error:
        _set_aside(autosave, error)
        return None
    if session.state.outcome is not None:
        return None
    answer = QMessageBox.question(
        None, APP_TITLE, QCoreApplication.translate(
            "App", "Resume the game of {scenario} you were playing?").format(
            scenario=scenario_text(session.scenario.name)))
    return session if answer == QMessageBox.StandardButton.Yes else None


def set_aside_name(autosave: Path) -> Path:
    """Where an autosave that cannot be opened is kept: ``autosave-set-aside-<when>.ccsave``
    beside it (old autosaves, ``autosave-<n>.ccsave``, are never confused with it)."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = autosave.with_name(f"{autosave.stem}-set-aside-{stamp}{autosave.suffix}")
    number = 1
    while aside.exists():
        number += 1
        aside = autosave.with_name(f"{autosave.stem}-set-aside-{stamp}-{number}"
                                   f"{autosave.suffix}")
    return aside


def _set_aside(autosave: Path, error: SaveError) -> None:
    """Keep an autosave that cannot be opened under another name and tell the player (a file
    that cannot even be renamed is left where it is: the next autosave replaces it)."""
    aside = set_aside_name(autosave)
    try:
        autosave.replace(aside)
    except OSError:
        aside = autosave
    QMessageBox.warning(None, APP_TITLE, QCoreApplication.translate(
        "App", "The game autosaved last time cannot be opened:\n\n{error}\n\nThe file is kept "
        "as {file}. A new game begins.").format(
            error=shown_error(error), file=QDir.toNativeSeparators(str(aside))))


def arm_smoke_test(app: QApplication, window: QWidget) -> None:
    """For ``--smoke-test``: once the event loop runs, draw ``window`` and leave the loop with
    status 0, or 1 (said on the standard error) when a dialog is waiting for an answer or the
    window is not shown. A dialog opened before the loop starts ends this way too, since
    leaving the application's loop also closes every nested one."""

    def finish() -> None:
        app.processEvents()
        modal = QApplication.activeModalWidget()
        if modal is not None:
            print(f"smoke test failed: a dialog waits for an answer: {modal.windowTitle()!r}",
                  file=sys.stderr, flush=True)
            app.exit(1)
        elif not window.isVisible() or window.grab().isNull():
            print("smoke test failed: the window was not shown", file=sys.stderr, flush=True)
            app.exit(1)
        else:
            print(f"smoke test passed: {window.windowTitle()}", flush=True)
            app.exit(0)

    QTimer.singleShot(0, finish)


def main(argv: Sequence[str] | None = None) -> int:
    """Run a game (or the map viewer); return the exit status (2 when files cannot be used)."""
    args = _parse_args(argv)
    app = ensure_application()
    smoke_test: bool = args.smoke_test

    def report(path: Path, error: ContentError | SaveError) -> int:
        if smoke_test:  # nobody is there to close a message box
            print(_error_text(path, error), file=sys.stderr, flush=True)
        else:
            QMessageBox.critical(None, APP_TITLE, _error_text(path, error))
        return 2

    autosave_name = None if smoke_test else "autosave.ccsave"
    if _is_save(args.file):
        try:
            game = open_saved_game(args.file, autosave_name)
        except (ContentError, SaveError) as error:
            return report(args.file, error)
        return _run_game(app, game, smoke_test)
    scenario: Scenario | None = None
    path: Path = args.map or args.scenario or args.file or paths.default_scenario_path()
    try:
        if args.map is not None:
            map_data = load_map(path)
        else:
            scenario, map_data = load_scenario_with_map(path, playable=not args.view)
        chart = load_terrain_chart()
    except ContentError as error:
        return report(path, error)
    if not args.view and scenario is not None:
        try:
            game = play(scenario, args.seed, map_data, autosave_name)
        except ContentError as error:
            return report(path, error)
        return _run_game(app, game, smoke_test)
    window = MapViewerWindow(map_data, scenario, chart=chart)
    window.show()
    if smoke_test:
        arm_smoke_test(app, window)
    status = app.exec()
    window.close()
    return status


def _run_game(app: QApplication, game: GameWindow, smoke_test: bool) -> int:
    """Run the event loop until the game window's application quits; return its status."""
    if smoke_test:
        arm_smoke_test(app, game)
    status = app.exec()
    game.close()
    return status


if __name__ == "__main__":
    sys.exit(main())
