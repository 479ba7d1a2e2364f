"""The designer window: the board with painting tools, the scenario's parameters, both orders
of battle, and the Problems panel, over a :class:`ScenarioDocument`.

Tools (left dock): Pan (drag the board, right-drag for line of sight), Terrain brush, Fill,
Elevation, Road / Trail / Railway (Shift or "erase" removes), Hexside (click near a hexside),
Objective, Place pieces (the selected order-of-battle row), Setup hexes. Every change is one
undo step (Edit > Undo / Redo). File > Save writes ``<name>.json`` with its map beside it in
the user's scenarios folder, which the game's New game dialog lists; a scenario with problems
may only be saved as a draft. "Play this scenario" opens it in the game.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from cc_engine.content.editing import (
    blank_map,
    fill_region,
    paint_terrain,
    place_objective,
    set_elevation,
    set_feature,
    set_hexside,
    with_field,
)
from cc_engine.content.loading import ContentError, ContentPack
from cc_engine.content.models import MapData, Scenario
from cc_engine.content.vocabulary import Feature, HexsideFeature, SideId, Terrain
from cc_engine.hexgrid import Hex
from cc_engine.rules.terrain import MapTerrain
from cc_qt import paths
from cc_qt.board.actions import BoardActions
from cc_qt.board.view import BoardView
from cc_qt.editor.board import EditorScene
from cc_qt.editor.document import DRAFT_SUFFIX, ScenarioDocument, new_scenario
from cc_qt.editor.fields import FieldBinder, read_path
from cc_qt.editor.forces import SidePanel
from cc_qt.window_parts import add_dock, user_settings

__all__ = ["TOOLS", "DesignerWindow", "NewMapDialog"]

TITLE = "Combat Commander Designer"

#: The board tools: id, button text, tooltip.
TOOLS: tuple[tuple[str, str, str], ...] = (
    ("pan", "Pan", "Drag to move the board; right-drag shows line of sight"),
    ("terrain", "Terrain", "Paint the chosen terrain: click or drag across hexes"),
    ("fill", "Fill", "Give the chosen terrain to the clicked hex and every joined hex like it"),
    ("elevation", "Elevation", "Set the hill level of the hexes you click or drag over [T88]"),
    ("feature", "Road/Trail/Rail", "Draw the chosen feature across hexes (Shift or Erase "
                                    "removes it) [T92, T93, T96]"),
    ("hexside", "Hexside", "Click near a hexside to draw the chosen feature on it (or clear it)"),
    ("objective", "Objective", "Click a hex to put the chosen Objective there; click it again "
                               "to clear it [2.3]"),
    ("place", "Place pieces", "Click hexes to place the pieces of the selected order-of-battle "
                              "row of the chosen side"),
    ("setup", "Setup hexes", "Click hexes to add them to (or take them from) a side's setup "
                             "zone"),
)
_PAINTING = frozenset({"terrain", "fill", "elevation", "feature", "hexside", "objective",
                       "place", "setup"})
_RECENT_KEY = "designer/recent"
_HEX_IN_TEXT = re.compile(r"\b([A-Z][1-9][0-9]?)\b")


class NewMapDialog(QDialog):
    """Size and name of a new blank map (default 15 x 10), or a shipped map to start from."""

    def __init__(self, pack: ContentPack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New scenario")
        self.start = QComboBox(self)
        self.start.addItem("A blank map", None)
        for map_id, map_data in sorted(pack.maps.items()):
            self.start.addItem(f"Shipped map: {map_data.name}", map_id)
        self.map_id = QLineEdit("my_map", self)
        self.map_name = QLineEdit("My map", self)
        self.cols = QSpinBox(self)
        self.cols.setRange(1, 26)
        self.cols.setValue(15)
        self.rows = QSpinBox(self)
        self.rows.setRange(1, 99)
        self.rows.setValue(10)
        form = QFormLayout(self)
        form.addRow("Start from", self.start)
        form.addRow("Map id (file name)", self.map_id)
        form.addRow("Map name", self.map_name)
        form.addRow("Columns", self.cols)
        form.addRow("Rows", self.rows)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.pack = pack

    def map_data(self) -> MapData:
        """The chosen start: a copy of a shipped map under the new id and name, or a blank map.

        Raises:
            ContentError: if the id, name or size is refused.
        """
        shipped = self.start.currentData()
        if shipped is None:
            return blank_map(self.map_id.text().strip(), self.map_name.text().strip(),
                             self.cols.value(), self.rows.value())
        base = self.pack.maps[shipped]
        return with_field(with_field(base, "id", self.map_id.text().strip()), "name",
                          self.map_name.text().strip())


class DesignerWindow(QMainWindow):
    """See the module docstring."""

    def __init__(self, pack: ContentPack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = ScenarioDocument(pack, self)
        self.pack = pack
        self.games: list[QMainWindow] = []
        self.view = BoardView(self)
        self.scene = EditorScene(self.document.map_data, parent=self,
                                 terrain=MapTerrain(self.document.map_data, pack.terrain))
        self.view.setScene(self.scene)
        self.setCentralWidget(self.view)
        self.scene.sig_stroke.connect(self._on_stroke)
        self.scene.sig_hexside_clicked.connect(self._on_hexside_clicked)
        self.scene.sig_hex_hovered.connect(self._on_hex_hovered)
        self.binder = FieldBinder(self.document, self.statusBar().showMessage)
        self._build_tools()
        self._build_panels()
        self._build_menus()
        self.document.sig_map_changed.connect(self._on_map_changed)
        self.document.sig_changed.connect(self._on_document_changed)
        self.document.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self.resize(1500, 950)
        self._on_document_changed()

    # --- layout ----------------------------------------------------------------------------

    def _build_tools(self) -> None:
        panel = QWidget(self)
        layout = QVBoxLayout(panel)
        self.tool_group = QButtonGroup(self)
        self.tool_buttons: dict[str, QPushButton] = {}
        for tool, text, tip in TOOLS:
            button = QPushButton(text, panel)
            button.setCheckable(True)
            button.setToolTip(tip)
            button.setProperty("tool", tool)
            self.tool_group.addButton(button)
            self.tool_buttons[tool] = button
            layout.addWidget(button)
        self.tool_group.buttonToggled.connect(self._on_tool_toggled)
        options = QFormLayout()
        self.terrain_choice = QComboBox(panel)
        for terrain in Terrain:
            self.terrain_choice.addItem(terrain.value.replace("_", " ").title(), terrain)
        self.level_choice = QSpinBox(panel)
        self.level_choice.setRange(0, self.pack.terrain.max_elevation)
        self.feature_choice = QComboBox(panel)
        for feature in Feature:
            self.feature_choice.addItem(feature.value.title(), feature)
        self.erase = QCheckBox("Erase", panel)
        self.hexside_choice = QComboBox(panel)
        for side_feature in HexsideFeature:
            self.hexside_choice.addItem(side_feature.value.title(), side_feature)
        self.hexside_choice.addItem("(nothing)", None)
        self.terrain_choice.setCurrentIndex(self.terrain_choice.findData(Terrain.WOODS))
        self.objective_choice = QSpinBox(panel)
        self.objective_choice.setRange(1, 5)
        self.setup_side = QComboBox(panel)
        self.setup_side.addItem("Axis", SideId.AXIS)
        self.setup_side.addItem("Allies", SideId.ALLIES)
        options.addRow("Terrain", self.terrain_choice)
        options.addRow("Level", self.level_choice)
        options.addRow("Feature", self.feature_choice)
        options.addRow("", self.erase)
        options.addRow("Hexside", self.hexside_choice)
        options.addRow("Objective", self.objective_choice)
        options.addRow("Side", self.setup_side)
        layout.addLayout(options)
        layout.addStretch(1)
        self.tool_dock = add_dock(self, "Tools", panel, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.tool_buttons["pan"].setChecked(True)

    def _build_panels(self) -> None:
        b = self.binder
        general = QWidget(self)
        form = QFormLayout(general)
        form.addRow("Id (file name)", b.text("id", "Id"))
        form.addRow("Name", b.text("name", "Name"))
        form.addRow("Date (YYYY-MM-DD)", b.text("date", "Date"))
        form.addRow("Year", b.spin("year", "Year", 1930, 1950))
        form.addRow("Place", b.text("place", "Place"))
        sides = [(s.value.title(), s.value) for s in SideId]
        form.addRow("Initiative at start", b.choice("initiative", "Initiative", sides))
        form.addRow("First turn", b.choice("first_turn", "First turn", sides))
        form.addRow("Sets up first", b.choice("sets_up_first", "Sets up first",
                                              [*sides, ("Both at once", "simultaneous")]))
        form.addRow("Time start", b.spin("time_start", "Time start", 0, 20))
        form.addRow("Sudden Death space", b.spin("sudden_death", "Sudden Death", 0, 20))
        form.addRow("Starting VP lead", b.choice("starting_vp.side", "Starting VP side",
                                                 [("Nobody", None), *sides]))
        form.addRow("Starting VP", b.spin("starting_vp.value", "Starting VP", 0, 99))
        form.addRow("Mine strength", b.spin("mine_strength", "Mine strength", 6, 8))
        form.addRow("Open Objective chits", b.hex_list("objectives.open_chits", "Open chits"))
        form.addRow("Random open chits", b.spin("objectives.random_open_chits",
                                                "Random open chits", 0, 22))
        for number in range(1, 6):
            form.addRow(f"Objective {number} held by",
                        b.choice(f"objectives.control.{number}", f"Objective {number} control",
                                 [("Nobody", None), *sides]))
        form.addRow("Special rules", b.lines("special_rules", "Special rules"))
        self.tabs = QTabWidget(self)
        self.tabs.addTab(_scrolled(general, self), "Scenario")
        self.side_panels = {side: SidePanel(side, self.document, self.binder,
                                            self.statusBar().showMessage, self)
                            for side in SideId}
        for side, panel in self.side_panels.items():
            self.tabs.addTab(_scrolled(panel, self), f"{side.value.title()} forces")
        self.problems = QListWidget(self)
        self.problems.setWordWrap(True)
        self.problems.setToolTip("Every problem at once; click one to go to its hex or field")
        self.problems.itemClicked.connect(self._on_problem_clicked)
        self.problems.itemActivated.connect(self._on_problem_clicked)
        self.tabs.addTab(self.problems, "Problems")
        add_dock(self, "Scenario", self.tabs, Qt.DockWidgetArea.RightDockWidgetArea)
        self.hover_info = QLabel(self)
        self.statusBar().addPermanentWidget(self.hover_info)

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        for text, shortcut, slot in (
                ("&New scenario…", QKeySequence.StandardKey.New, self._on_new_triggered),
                ("&Open…", QKeySequence.StandardKey.Open, self._on_open_triggered),
                ("&Save", QKeySequence.StandardKey.Save, self._on_save_triggered),
                ("Save &as…", QKeySequence.StandardKey.SaveAs, self._on_save_as_triggered)):
            action = QAction(text, self)
            action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(slot)
            file_menu.addAction(action)
        self.save_draft_action = QAction("Save as &draft", self)
        self.save_draft_action.triggered.connect(self._on_save_draft_triggered)
        file_menu.addAction(self.save_draft_action)
        self.recent_menu = file_menu.addMenu("&Recent files")
        self._fill_recent()
        file_menu.addSeparator()
        self.play_action = QAction("&Play this scenario", self)
        self.play_action.setShortcut(QKeySequence("Ctrl+P"))
        self.play_action.triggered.connect(self._on_play_triggered)
        file_menu.addAction(self.play_action)
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Quit))
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)
        edit_menu = self.menuBar().addMenu("&Edit")
        self.undo_action = self.document.undo_stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.redo_action = self.document.undo_stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Redo))
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        self.board_actions = BoardActions.install(self.menuBar().addMenu("&View"), self.view,
                                                  self)

    # --- document -> widgets ---------------------------------------------------------------

    @Slot()
    def _on_map_changed(self) -> None:
        map_data = self.document.map_data
        self.scene.set_map(map_data, MapTerrain(map_data, self.pack.terrain))
        self._show_scenario_marks()

    @Slot()
    def _on_document_changed(self) -> None:
        self._update_title()
        self._show_scenario_marks()
        self.problems.clear()
        problems = self.document.problems()
        for problem in problems:
            item = QListWidgetItem(str(problem))
            item.setData(Qt.ItemDataRole.UserRole, problem.field)
            self.problems.addItem(item)
        errors = sum(p.severity == "error" for p in problems)
        self.tabs.setTabText(self.tabs.count() - 1,
                             f"Problems ({errors})" if errors else "Problems")
        self.play_action.setEnabled(errors == 0)

    def _show_scenario_marks(self) -> None:
        """Outline the fixed placements and the setup hexes of the chosen side."""
        scenario = self.document.scenario
        side = scenario.side(SideId(self.setup_side.currentData()))
        marked = [h for s in SideId for item in scenario.side(s).forces for h in item.hexes]
        marked += list(side.setup.hexes)
        self.scene.set_highlights([h for h in marked if h in self.scene.hex_items])

    @Slot(bool)
    def _on_clean_changed(self, _clean: bool) -> None:
        self._update_title()

    def _update_title(self) -> None:
        path = self.document.path
        name = path.name if path is not None else "unsaved"
        draft = " (draft)" if path is not None and path.name.endswith(DRAFT_SUFFIX) else ""
        dirty = "" if self.document.undo_stack.isClean() else " *"
        self.setWindowTitle(f"{TITLE} — {self.document.scenario.name} [{name}]{draft}{dirty}")

    # --- tools ------------------------------------------------------------------------------

    def tool(self) -> str:
        """The id of the active board tool."""
        button = self.tool_group.checkedButton()
        return str(button.property("tool")) if button is not None else "pan"

    def select_tool(self, tool: str) -> None:
        """Switch to ``tool`` (as clicking its button does)."""
        self.tool_buttons[tool].setChecked(True)

    @Slot(object, bool)
    def _on_tool_toggled(self, button: QPushButton, checked: bool) -> None:
        if not checked:
            return
        painting = button.property("tool") in _PAINTING
        self.scene.painting = painting
        self.view.setDragMode(self.view.DragMode.NoDrag if painting
                              else self.view.DragMode.ScrollHandDrag)

    def _edit_map(self, text: str, change: object) -> None:
        try:
            self.document.edit_map(text, change)  # type: ignore[arg-type]
        except ContentError as error:
            self.statusBar().showMessage(f"{text}: not done: {error.problems[0]}")

    @Slot(object)
    def _on_stroke(self, hexes: tuple[str, ...]) -> None:
        """A click or drag over ``hexes`` with the active tool: one edit."""
        tool = self.tool()
        where = hexes[0] if len(hexes) == 1 else f"{len(hexes)} hexes"
        if tool == "terrain":
            terrain = Terrain(self.terrain_choice.currentData())
            self._edit_map(f"Paint {terrain.value} in {where}",
                           lambda m: paint_terrain(m, hexes, terrain))
        elif tool == "fill":
            terrain = Terrain(self.terrain_choice.currentData())
            self._edit_map(f"Fill from {hexes[0]} with {terrain.value}",
                           lambda m: fill_region(m, hexes[0], terrain))
        elif tool == "elevation":
            level = self.level_choice.value()
            self._edit_map(f"Level {level} in {where}", lambda m: set_elevation(m, hexes, level))
        elif tool == "feature":
            feature = Feature(self.feature_choice.currentData())
            present = not (self.erase.isChecked() or QApplication.keyboardModifiers()
                           & Qt.KeyboardModifier.ShiftModifier)
            verb = "Draw" if present else "Erase"
            self._edit_map(f"{verb} {feature.value} in {where}",
                           lambda m: set_feature(m, hexes, feature, present))
        elif tool == "objective":
            self.place_objective(hexes[0])
        elif tool == "place":
            self.side_panels[SideId(self.setup_side.currentData())].place_on(hexes[0])
        elif tool == "setup":
            self.toggle_setup_hex(hexes[0])

    def place_objective(self, hex_id: str) -> None:
        """Put the chosen Objective in ``hex_id``, or clear it if it is already there."""
        number = self.objective_choice.value()
        same = self.document.map_data.hexes[hex_id].objective == number
        self._edit_map(f"Objective {number} in {hex_id}" if not same
                       else f"Clear Objective {number}",
                       lambda m: place_objective(m, hex_id, None if same else number))

    def toggle_setup_hex(self, hex_id: str) -> None:
        """Add ``hex_id`` to the chosen side's setup hexes, or take it out."""
        side = SideId(self.setup_side.currentData())
        path = f"{side.value}.setup.hexes"
        hexes = list(read_path(self.document.scenario, path) or [])
        hexes = [h for h in hexes if h != hex_id] if hex_id in hexes else [*hexes, hex_id]

        def change(s: Scenario) -> Scenario:
            return with_field(s, path, hexes)

        try:
            self.document.edit_scenario(f"Setup hex {hex_id}", change)
        except ContentError as error:
            self.statusBar().showMessage(f"Setup hex {hex_id}: not done: {error.problems[0]}")

    @Slot(str, str)
    def _on_hexside_clicked(self, a: str, b: str) -> None:
        if self.tool() != "hexside":
            return
        data = self.hexside_choice.currentData()
        feature = HexsideFeature(data) if data is not None else None
        text = f"{feature.value.title()} on {a}|{b}" if feature else f"Clear {a}|{b}"
        self._edit_map(text, lambda m: set_hexside(m, a, b, feature))

    @Slot(str)
    def _on_hex_hovered(self, hex_id: str) -> None:
        self.hover_info.setText(self.scene.hex_status(hex_id) if hex_id else "")

    @Slot(QListWidgetItem)
    def _on_problem_clicked(self, item: QListWidgetItem) -> None:
        """Go to the problem: its hex on the board, else its field in the panels."""
        field = str(item.data(Qt.ItemDataRole.UserRole) or "")
        text = item.text()
        hexes = [h for h in _HEX_IN_TEXT.findall(field + " " + text.split(": ", 2)[-1])
                 if h in self.scene.hex_items]
        if hexes:
            self.scene.set_highlights(hexes)
            self.view.centerOn(self.scene.layout.hex_to_pixel(Hex.parse(hexes[0])))
            return
        widget = self._widget_for(field)
        if widget is not None:
            for index in range(self.tabs.count()):
                page = self.tabs.widget(index)
                if page is not None and page.isAncestorOf(widget):
                    self.tabs.setCurrentIndex(index)
            widget.setFocus()

    def _widget_for(self, field: str) -> QWidget | None:
        parts = field.split(".")
        while parts:
            widget = self.binder.widgets.get(".".join(parts))
            if widget is not None:
                return widget
            parts.pop()
        if field.startswith(("axis.forces", "allies.forces")):
            return self.side_panels[SideId(field.split(".")[0])].forces
        return None

    # --- files ------------------------------------------------------------------------------

    def maybe_discard_changes(self) -> bool:
        """True if there are no unsaved changes or the designer agrees to lose them."""
        if self.document.undo_stack.isClean():
            return True
        answer = QMessageBox.question(
            self, TITLE, "The scenario has unsaved changes. Save them first?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Save:
            return self._on_save_triggered()
        return answer == QMessageBox.StandardButton.Discard

    @Slot()
    def _on_new_triggered(self) -> None:
        if not self.maybe_discard_changes():
            return
        dialog = NewMapDialog(self.pack, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            map_data = dialog.map_data()
        except ContentError as error:
            QMessageBox.warning(self, TITLE, str(error))
            return
        self.new_document(map_data)

    def new_document(self, map_data: MapData) -> None:
        """Start a new scenario on ``map_data``."""
        self.document.replace_document(map_data, new_scenario(map_data, self.pack), None)

    @Slot()
    def _on_open_triggered(self) -> None:
        if not self.maybe_discard_changes():
            return
        name, _ = QFileDialog.getOpenFileName(self, "Open scenario or map",
                                              str(paths.user_scenarios_dir()),
                                              "Scenarios and maps (*.json)")
        if name:
            self.open_file(Path(name))

    def open_file(self, path: Path) -> bool:
        """Open a scenario (or map) file; a bad file is reported and changes nothing."""
        try:
            self.document.open(path)
        except ContentError as error:
            lines = str(error).splitlines()
            more = f"\n… and {len(lines) - 12} more" if len(lines) > 12 else ""
            QMessageBox.critical(self, TITLE, f"Cannot open {path.name}:\n\n"
                                 + "\n".join(lines[:12]) + more)
            return False
        self._remember(path)
        return True

    def default_path(self, draft: bool = False) -> Path:
        """Where a new scenario is saved: the user's scenarios folder, by scenario id."""
        suffix = DRAFT_SUFFIX if draft else ".json"
        return paths.user_scenarios_dir() / f"{self.document.scenario.id}{suffix}"

    @Slot()
    def _on_save_triggered(self) -> bool:
        path = self.document.path
        if path is None or (path.name.endswith(DRAFT_SUFFIX) and not self.document.errors()):
            path = self.default_path()
        return self.save_to(path)

    @Slot()
    def _on_save_as_triggered(self) -> bool:
        name, _ = QFileDialog.getSaveFileName(self, "Save scenario as",
                                              str(self.default_path()), "Scenarios (*.json)")
        return self.save_to(Path(name)) if name else False

    @Slot()
    def _on_save_draft_triggered(self) -> bool:
        path = self.document.path
        if path is None or not path.name.endswith(DRAFT_SUFFIX):
            path = self.default_path(draft=True)
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        """Save, or explain why not (a scenario with problems only as a draft)."""
        errors = self.document.errors()
        if errors and not path.name.endswith(DRAFT_SUFFIX):
            answer = QMessageBox.question(
                self, TITLE, f"The scenario has {len(errors)} problem(s) (see "
                "the Problems tab), so the game cannot play it yet. Save it as a draft?")
            if answer != QMessageBox.StandardButton.Yes:
                return False
            path = path.with_name(path.name.removesuffix(".json") + DRAFT_SUFFIX)
        try:
            written = self.document.save(path)
        except (ContentError, OSError) as error:
            QMessageBox.critical(self, TITLE, f"Cannot save {path.name}:\n\n{error}")
            return False
        self._remember(path)
        self.statusBar().showMessage("Saved " + ", ".join(p.name for p in written))
        return True

    def _remember(self, path: Path) -> None:
        settings = user_settings()
        recent = [str(path)] + [p for p in _as_list(settings.value(_RECENT_KEY))
                                if p != str(path)]
        settings.setValue(_RECENT_KEY, recent[:8])
        self._fill_recent()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        settings = user_settings()
        for name in _as_list(settings.value(_RECENT_KEY)):
            action = self.recent_menu.addAction(Path(name).name)
            action.setToolTip(name)
            action.triggered.connect(lambda _=False, n=name: self._open_recent(Path(n)))
        self.recent_menu.setEnabled(not self.recent_menu.isEmpty())

    def _open_recent(self, path: Path) -> None:
        if self.maybe_discard_changes():
            self.open_file(path)

    @Slot()
    def _on_play_triggered(self) -> None:
        """Open the scenario in the game (hot-seat, a fresh seed)."""
        if self.document.errors():
            self.tabs.setCurrentWidget(self.problems)
            return
        from cc_qt.app import play

        self.games.append(play(self.document.scenario, None, self.document.map_data,
                               autosave_name="designer-autosave.ccsave"))

    def closeEvent(self, event: QCloseEvent) -> None:
        """Offer to save unsaved changes before closing."""
        if self.maybe_discard_changes():
            event.accept()
        else:
            event.ignore()


def _scrolled(widget: QWidget, parent: QWidget) -> QScrollArea:
    area = QScrollArea(parent)
    area.setWidget(widget)
    area.setWidgetResizable(True)
    return area


def _as_list(value: object) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    return [str(v) for v in value] if isinstance(value, list | tuple) else []
