"""The designer window: the board with painting tools, the scenario's parameters, both orders
of battle, and the Problems panel, over a :class:`ScenarioDocument`.

Tools (left dock): Pan (drag the board, right-drag for line of sight), Terrain brush, Fill,
Elevation, Road / Trail / Railway (Shift or "erase" removes), Hexside (click near a hexside),
Objective, Buildings (drag to join Building hexes into one building, click to take a hex
out), Place pieces (the selected order-of-battle row), Setup hexes, Outlines (select a traced
outline polygon, Delete removes it, drag its vertices, double-click a vertex to remove it or an
edge to add one; Outlines > Draw a new outline draws one corner by corner, joined with the
outlines of its kind it meets along an edge). On a map with outlines [10.1] the art
of painted hexes is drawn again from their new terrain or level in the same edit
(:func:`~cc_engine.content.outline_editing.regenerate_hexes`), so the validator never
refuses art the author cannot see; the Outlines menu regenerates the hex under the mouse or
gives a map without outlines generated ones. Every change is one undo step (Edit > Undo /
Redo). File > Save writes ``<name>.json`` with its map beside it in
the user's scenarios folder, which the game's New game dialog lists; a scenario with problems
may only be saved as a draft. "Play this scenario" opens it in the game; an unfinished game
of an older version of the scenario is resumed only when the author chooses it, as the old
version. A problem in the Problems tab leads to its hexes, else to its field (or the tool that
mends it).
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDir, QEvent, Qt, QTimer, Slot
from PySide6.QtGui import QCloseEvent, QColor, QKeySequence
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
    join_building,
    paint_terrain,
    place_objective,
    set_elevation,
    set_feature,
    set_hexside,
    split_building,
    with_field,
)
from cc_engine.content.loading import ContentError, ContentPack, Problem
from cc_engine.content.models import MapData, Scenario
from cc_engine.content.outline_editing import (
    TERRAIN_KINDS,
    add_polygon,
    delete_polygon,
    insert_vertex,
    move_vertex,
    outline_kinds,
    regenerate_hexes,
    remove_vertex,
    with_generated_outlines,
)
from cc_engine.content.validation import SetupRoom, reinforcement_entry_hexes, setup_room
from cc_engine.content.vocabulary import Feature, HexsideFeature, SideId, Terrain
from cc_engine.hexgrid import Hex, HexIdError
from cc_engine.messages import Message
from cc_engine.rules.terrain import MapTerrain
from cc_engine.session import SaveError, Session
from cc_qt import paths
from cc_qt.board.actions import BoardActions
from cc_qt.board.view import BoardView
from cc_qt.editor.autosave import DesignerAutosave
from cc_qt.editor.board import EditorScene, EntryArea
from cc_qt.editor.document import DRAFT_SUFFIX, ScenarioDocument, new_scenario
from cc_qt.editor.fields import FieldBinder, Text, read_path
from cc_qt.editor.forces import ZONE_COLOURS, SidePanel
from cc_qt.editor.map_tools import MapTools
from cc_qt.editor.names import (
    FEATURE_NAMES,
    HEXSIDE_NAMES,
    QT_TRANSLATE_NOOP,
    SIDE_NAMES,
    TERRAIN_NAMES,
    shown_name,
)
from cc_qt.editor.tracing import install_tracing
from cc_qt.help import install_settings_and_help, retranslate_help_menu
from cc_qt.preferences import preferences, rotate_autosaves
from cc_qt.scenario_texts import scenario_text
from cc_qt.settings_dialog import edit_preferences
from cc_qt.shown import shown_error, shown_problem, system_reason
from cc_qt.window_parts import add_dock, menu_action, user_settings, weak_slot

__all__ = ["DESIGNER_AUTOSAVE", "PLAYTEST_AUTOSAVE", "SIDE_COLOURS", "TOOLS", "DesignerWindow",
           "NewMapDialog", "PlaytestDialog"]

#: The colour each side's setup zone is drawn and summed up in.
SIDE_COLOURS = {side: QColor(colour) for side, colour in ZONE_COLOURS.items()}

#: The file in the user's data folder where a game played from the designer is autosaved.
DESIGNER_AUTOSAVE = "designer-autosave.ccsave"

#: The file in the user's data folder where a playtest from the designer is autosaved (each
#: playtest is a new game: the one before is kept among the old autosaves).
PLAYTEST_AUTOSAVE = "designer-playtest.ccsave"
#: The folder of the user's data where a playtest's draft (scenario and map) is written.
PLAYTEST_FOLDER = "playtest"

#: The window's title in English (``cc-designer`` uses it before any window is open).
TITLE = "Combat Commander Designer"

#: The board tools: id, button text, tooltip (English, translated where shown in the
#: ``DesignerTools`` context).
TOOLS: tuple[tuple[str, str, str], ...] = (
    ("pan", QT_TRANSLATE_NOOP("DesignerTools", "Pan"),
     QT_TRANSLATE_NOOP("DesignerTools", "Drag to move the board; right-drag shows line of "
                                        "sight")),
    ("terrain", QT_TRANSLATE_NOOP("DesignerTools", "Terrain"),
     QT_TRANSLATE_NOOP("DesignerTools", "Paint the chosen terrain: click or drag across "
                                        "hexes")),
    ("fill", QT_TRANSLATE_NOOP("DesignerTools", "Fill"),
     QT_TRANSLATE_NOOP("DesignerTools", "Give the chosen terrain to the clicked hex and every "
                                        "joined hex like it")),
    ("elevation", QT_TRANSLATE_NOOP("DesignerTools", "Elevation"),
     QT_TRANSLATE_NOOP("DesignerTools", "Set the hill level of the hexes you click or drag "
                                        "over [T88]")),
    ("feature", QT_TRANSLATE_NOOP("DesignerTools", "Road/Trail/Rail"),
     QT_TRANSLATE_NOOP("DesignerTools", "Draw the chosen feature across hexes (Shift or Erase "
                                        "removes it) [T92, T93, T96]")),
    ("hexside", QT_TRANSLATE_NOOP("DesignerTools", "Hexside"),
     QT_TRANSLATE_NOOP("DesignerTools", "Click near a hexside to draw the chosen feature on it "
                                        "(or clear it)")),
    ("objective", QT_TRANSLATE_NOOP("DesignerTools", "Objective"),
     QT_TRANSLATE_NOOP("DesignerTools", "Click a hex to put the chosen Objective there; click "
                                        "it again to clear it [2.3]")),
    ("building", QT_TRANSLATE_NOOP("DesignerTools", "Buildings"),
     QT_TRANSLATE_NOOP("DesignerTools", "Drag across Building hexes to make them one building; "
                                        "click a hex (or Shift / Erase) to take it out of its "
                                        "building [7.3.1.1]")),
    ("place", QT_TRANSLATE_NOOP("DesignerTools", "Place pieces"),
     QT_TRANSLATE_NOOP("DesignerTools", "Click hexes to place the pieces of the selected "
                                        "order-of-battle row of the chosen side")),
    ("setup", QT_TRANSLATE_NOOP("DesignerTools", "Setup hexes"),
     QT_TRANSLATE_NOOP("DesignerTools", "Click hexes to add them to (or take them from) a "
                                        "side's setup zone")),
    ("select", QT_TRANSLATE_NOOP("DesignerTools", "Select"),
     QT_TRANSLATE_NOOP("DesignerTools", "Drag to select a rectangle of hexes (Ctrl: add the "
                                        "hexes brushed over) to copy, paste or move with the "
                                        "Map menu")),
    ("outlines", QT_TRANSLATE_NOOP("DesignerTools", "Outlines"),
     QT_TRANSLATE_NOOP("DesignerTools", "Show the traced outlines of the map's art: click one "
                                        "to select it (Delete removes it), drag its vertices "
                                        "to move them, double-click a vertex to remove it or "
                                        "an edge to add one [10.1]")),
)
_HILL_KINDS = ("hills.1", "hills.2", "hills.3")
#: The kinds of outline in the Draw a new outline menu, in its order.
_DRAWN_KINDS = ("woods", "buildings", "brush", "field", "marsh", "orchard_trees", *_HILL_KINDS)
_PAINTING = frozenset({"terrain", "fill", "elevation", "feature", "hexside", "objective",
                       "building", "place", "setup", "select"})
#: The tools that paint with the brush size.
_BRUSHED = frozenset({"terrain", "elevation", "select"})
_RECENT_KEY = "designer/recent"
_HEX_IN_TEXT = re.compile(r"\b([A-Z][1-9][0-9]?)\b")
_BUILDING_FIELD = re.compile(r"^buildings\[(\d+)\]$")
_INDEX = re.compile(r"\[(\d+)\]")
_FORCE_PATH = re.compile(r"^(axis|allies)\.forces(?:\.(\d+)(?:\.(\w+))?)?")
#: The board tool that edits each part of a map.
_MAP_TOOLS = {"hexes": "terrain", "hexsides": "hexside", "buildings": "building",
              "outlines": "outlines"}
#: Where a Problems row keeps its problem.
_PROBLEM_ROLE = Qt.ItemDataRole.UserRole


class NewMapDialog(QDialog):
    """Size and name of a new blank map (default 15 x 10), or a shipped map to start from."""

    def __init__(self, pack: ContentPack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pack = pack
        self.start = QComboBox(self)
        self.start.addItem("", None)
        for map_id in sorted(pack.maps):
            self.start.addItem("", map_id)
        self.map_id = QLineEdit("my_map", self)
        self.map_name = QLineEdit("My map", self)  # a default name (content), not translated
        self.cols = QSpinBox(self)
        self.cols.setRange(1, 26)
        self.cols.setValue(15)
        self.rows = QSpinBox(self)
        self.rows.setRange(1, 99)
        self.rows.setValue(10)
        form = QFormLayout(self)
        self.labels = [_form_row(form, self, field)
                       for field in (self.start, self.map_id, self.map_name, self.cols,
                                     self.rows)]
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every fixed text in the current language."""
        self.setWindowTitle(self.tr("New scenario"))
        self.start.setItemText(0, self.tr("A blank map"))
        for index in range(1, self.start.count()):
            name = self.pack.maps[self.start.itemData(index)].name
            self.start.setItemText(index, self.tr("Shipped map: {name}").format(name=name))
        for label, text in zip(self.labels, (self.tr("Start from"), self.tr("Map id (file name)"),
                                             self.tr("Map name"), self.tr("Columns"),
                                             self.tr("Rows")), strict=True):
            label.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        """Set the texts again when the app's language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

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


class PlaytestDialog(QDialog):
    """Who plays each side of a playtest: a person, or the computer (which sees only its own
    side's view); two computers play while the author watches."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seats = {side: QComboBox(self) for side in SideId}
        form = QFormLayout(self)
        self.labels = [_form_row(form, self, self.seats[side]) for side in SideId]
        for side, combo in self.seats.items():
            for _text, level in self._options():
                combo.addItem("", level)
            combo.setCurrentIndex(0 if side is SideId.AXIS else 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.retranslate()

    def _options(self) -> list[tuple[str, str]]:
        return [(self.tr("A person"), "human"), (self.tr("Computer"), "planner"),
                (self.tr("Computer (random moves)"), "random")]

    def retranslate(self) -> None:
        """Set every fixed text in the current language."""
        self.setWindowTitle(self.tr("Playtest"))
        for label, side in zip(self.labels, SideId, strict=True):
            label.setText(shown_name(SIDE_NAMES, side))
        for combo in self.seats.values():
            for index, (text, _level) in enumerate(self._options()):
                combo.setItemText(index, text)
            combo.setToolTip(self.tr("A person at this screen, or the computer"))

    def computer(self) -> dict[SideId, str]:
        """The sides the computer plays, with its level."""
        return {side: str(combo.currentData()) for side, combo in self.seats.items()
                if combo.currentData() != "human"}


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
        self.scene.sig_outline_selected.connect(self._on_outline_selected)
        self.scene.sig_vertex_moved.connect(self._on_vertex_moved)
        self.scene.sig_vertex_removed.connect(self._on_vertex_removed)
        self.scene.sig_vertex_inserted.connect(self._on_vertex_inserted)
        self.scene.sig_outline_drawn.connect(self._on_outline_drawn)
        self.scene.sig_drawing_dropped.connect(self._on_drawing_dropped)
        self.view.installEventFilter(self.scene)  # the drawing mode's keys, before the view's
        #: The hex last clicked with the Outlines tool (Regenerate hex when the mouse is
        #: off the board).
        self.outline_hex = ""
        self.binder = FieldBinder(self.document, self.statusBar().showMessage)
        #: Each form label and the function giving its text (see :meth:`retranslate`).
        self._labels: list[tuple[QLabel, Text]] = []
        self._build_tools()
        self._build_panels()
        self._build_menus()
        self.document.sig_map_changed.connect(self._on_map_changed)
        self.document.sig_changed.connect(self._on_document_changed)
        self.document.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self.autosave = DesignerAutosave(self.document, self)
        self.resize(1500, 950)
        self.retranslate()

    # --- layout ----------------------------------------------------------------------------

    def _row(self, form: QFormLayout, text: Text, field: QWidget) -> None:
        """A row of ``form``: ``field`` with a label whose text :meth:`retranslate` sets."""
        self._labels.append((_form_row(form, self, field), text))

    def _build_tools(self) -> None:
        panel = QWidget(self)
        layout = QVBoxLayout(panel)
        self.tool_group = QButtonGroup(self)
        self.tool_buttons: dict[str, QPushButton] = {}
        for tool, _text, _tip in TOOLS:
            button = QPushButton(panel)
            button.setCheckable(True)
            button.setProperty("tool", tool)
            self.tool_group.addButton(button)
            self.tool_buttons[tool] = button
            layout.addWidget(button)
        self.tool_group.buttonToggled.connect(self._on_tool_toggled)
        options = QFormLayout()
        self.terrain_choice = QComboBox(panel)
        for terrain in Terrain:
            self.terrain_choice.addItem(shown_name(TERRAIN_NAMES, terrain), terrain)
        self.level_choice = QSpinBox(panel)
        self.level_choice.setRange(0, self.pack.terrain.max_elevation)
        self.feature_choice = QComboBox(panel)
        for feature in Feature:
            self.feature_choice.addItem(shown_name(FEATURE_NAMES, feature), feature)
        self.erase = QCheckBox(panel)
        self.hexside_choice = QComboBox(panel)
        for side_feature in HexsideFeature:
            self.hexside_choice.addItem(shown_name(HEXSIDE_NAMES, side_feature), side_feature)
        self.hexside_choice.addItem(self.tr("(nothing)"), None)
        self.terrain_choice.setCurrentIndex(self.terrain_choice.findData(Terrain.WOODS))
        self.objective_choice = QSpinBox(panel)
        self.objective_choice.setRange(1, 5)
        self.setup_side = QComboBox(panel)
        for side in SideId:
            self.setup_side.addItem(shown_name(SIDE_NAMES, side), side)
        self._row(options, lambda: self.tr("Terrain"), self.terrain_choice)
        self._row(options, lambda: self.tr("Level"), self.level_choice)
        self.brush_choice = QSpinBox(panel)
        self.brush_choice.setRange(1, 3)
        self.brush_choice.valueChanged.connect(self._set_brush)
        self._row(options, lambda: self.tr("Brush size"), self.brush_choice)
        self._row(options, lambda: self.tr("Feature"), self.feature_choice)
        options.addRow(self.erase)
        self._row(options, lambda: self.tr("Hexside"), self.hexside_choice)
        self._row(options, lambda: self.tr("Objective"), self.objective_choice)
        self._row(options, lambda: self.tr("Side"), self.setup_side)
        layout.addLayout(options)
        #: Each side's setup zone summed up: its room against its pieces (see _show_zones).
        self.zone_labels: dict[SideId, QLabel] = {}
        for side in SideId:
            label = QLabel(panel)  # not wrapped: a dock does not heighten a wrapped label
            label.setStyleSheet(f"color: {SIDE_COLOURS[side].name()}; font-weight: bold")
            layout.addWidget(label)
            self.zone_labels[side] = label
        layout.addStretch(1)
        self.tool_dock = add_dock(self, "Tools", panel, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.tool_buttons["pan"].setChecked(True)

    def _sides(self) -> list[tuple[str, str | None]]:
        """The sides as the options of a choice, in the current language."""
        return [(shown_name(SIDE_NAMES, s), s.value) for s in SideId]

    def _nobody_or_sides(self) -> list[tuple[str, str | None]]:
        """Nobody or a side, as the options of a choice."""
        return [(self.tr("Nobody"), None), *self._sides()]

    def _objective_texts(self, number: int) -> tuple[Text, Text]:
        """The row label and the field name of the control of Objective ``number``."""
        return (lambda: self.tr("Objective {number} held by").format(number=number),
                lambda: self.tr("Objective {number} control").format(number=number))

    def _build_panels(self) -> None:
        b = self.binder
        general = QWidget(self)
        form = QFormLayout(general)
        self._row(form, lambda: self.tr("Id (file name)"), b.text("id", lambda: self.tr("Id")))
        self._row(form, lambda: self.tr("Name"), b.text("name", lambda: self.tr("Name")))
        self._row(form, lambda: self.tr("Scenario number (0: none)"), b.spin(
            "number", lambda: self.tr("Scenario number"), 0, 999, none_below=1))
        self._row(form, lambda: self.tr("Date (YYYY-MM-DD)"),
                  b.text("date", lambda: self.tr("Date")))
        self._row(form, lambda: self.tr("Year"),
                  b.spin("year", lambda: self.tr("Year"), 1930, 1950))
        self._row(form, lambda: self.tr("Place"), b.text("place", lambda: self.tr("Place")))
        self._row(form, lambda: self.tr("Initiative at start"),
                  b.choice("initiative", lambda: self.tr("Initiative"), self._sides))
        self._row(form, lambda: self.tr("First turn"),
                  b.choice("first_turn", lambda: self.tr("First turn"), self._sides))
        self._row(form, lambda: self.tr("Sets up first"), b.choice(
            "sets_up_first", lambda: self.tr("Sets up first"),
            lambda: [*self._sides(), (self.tr("Both at once"), "simultaneous")]))
        self._row(form, lambda: self.tr("Time start"),
                  b.spin("time_start", lambda: self.tr("Time start"), 0, 20))
        self._row(form, lambda: self.tr("Sudden Death space"),
                  b.spin("sudden_death", lambda: self.tr("Sudden Death"), 0, 20))
        self._row(form, lambda: self.tr("Starting VP lead"), b.choice(
            "starting_vp.side", lambda: self.tr("Starting VP side"), self._nobody_or_sides))
        self._row(form, lambda: self.tr("Starting VP"),
                  b.spin("starting_vp.value", lambda: self.tr("Starting VP"), 0, 99))
        self._row(form, lambda: self.tr("Mine strength"),
                  b.spin("mine_strength", lambda: self.tr("Mine strength"), 6, 8))
        self._row(form, lambda: self.tr("Open Objective chits"),
                  b.letter_list("objectives.open_chits", lambda: self.tr("Open chits"),
                                "".join(sorted(c.letter for c in self.pack.chits.chits))))
        self._row(form, lambda: self.tr("Chits not used"),
                  b.letter_list("objectives.excluded_chits", lambda: self.tr("Excluded chits"),
                                "".join(sorted(c.letter for c in self.pack.chits.chits))))
        self._row(form, lambda: self.tr("Random open chits"), b.spin(
            "objectives.random_open_chits", lambda: self.tr("Random open chits"), 0, 22))
        for number in range(1, 6):
            held_by, control = self._objective_texts(number)
            self._row(form, held_by, b.choice(f"objectives.control.{number}", control,
                                              self._nobody_or_sides))
        self._row(form, lambda: self.tr("Special rules"),
                  b.lines("special_rules", lambda: self.tr("Special rules")))
        self._row(form, lambda: self.tr("Briefing"),
                  b.long_text("briefing", lambda: self.tr("Briefing")))
        self._row(form, lambda: self.tr("History"),
                  b.long_text("history", lambda: self.tr("History")))
        self.tabs = QTabWidget(self)
        self.tabs.addTab(_scrolled(general, self), "")
        self.side_panels = {side: SidePanel(side, self.document, self.binder,
                                            self.statusBar().showMessage, self)
                            for side in SideId}
        for panel in self.side_panels.values():
            self.tabs.addTab(_scrolled(panel, self), "")
        self.problems = QListWidget(self)
        self.problems.setWordWrap(True)
        self.problems.itemClicked.connect(self._on_problem_clicked)
        self.problems.itemActivated.connect(self._on_problem_clicked)
        self.tabs.addTab(self.problems, "")
        self.scenario_dock = add_dock(self, "Scenario", self.tabs,
                                      Qt.DockWidgetArea.RightDockWidgetArea)
        self.hover_info = QLabel(self)
        self.statusBar().addPermanentWidget(self.hover_info)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.new_action = menu_action(self, self.file_menu, QKeySequence.StandardKey.New,
                                            self._on_new_triggered)
        self.open_action = menu_action(self, self.file_menu, QKeySequence.StandardKey.Open,
                                             self._on_open_triggered)
        self.save_action = menu_action(self, self.file_menu, QKeySequence.StandardKey.Save,
                                             self._on_save_triggered)
        self.save_as_action = menu_action(self, self.file_menu, QKeySequence.StandardKey.SaveAs,
                                                self._on_save_as_triggered)
        self.save_draft_action = menu_action(self, self.file_menu, None,
                                                   self._on_save_draft_triggered)
        self.recent_menu = self.file_menu.addMenu("")
        self._fill_recent()
        self.file_menu.addSeparator()
        self.play_action = menu_action(self, self.file_menu, QKeySequence("Ctrl+P"),
                                             self._on_play_triggered)
        self.playtest_action = menu_action(self, self.file_menu, QKeySequence("Ctrl+Shift+P"),
                                           lambda: self.playtest())
        self.quit_action = menu_action(self, self.file_menu, QKeySequence.StandardKey.Quit,
                                             self.close)
        self.edit_menu = bar.addMenu("")
        stack = self.document.undo_stack
        self.undo_action = menu_action(self, self.edit_menu, QKeySequence.StandardKey.Undo,
                                             stack.undo)
        self.redo_action = menu_action(self, self.edit_menu, QKeySequence.StandardKey.Redo,
                                             stack.redo)
        self.undo_action.setEnabled(stack.canUndo())
        self.redo_action.setEnabled(stack.canRedo())
        stack.canUndoChanged.connect(self.undo_action.setEnabled)
        stack.canRedoChanged.connect(self.redo_action.setEnabled)
        stack.undoTextChanged.connect(self._show_undo_texts)
        stack.redoTextChanged.connect(self._show_undo_texts)
        self.outline_menu = bar.addMenu("")
        self.delete_outline_action = menu_action(
            self, self.outline_menu, QKeySequence.StandardKey.Delete, self.delete_outline)
        self.regenerate_action = menu_action(self, self.outline_menu, QKeySequence("Ctrl+R"),
                                             self.regenerate_hex)
        self.generate_action = menu_action(self, self.outline_menu, None,
                                           self.generate_outlines)
        self.draw_menu = self.outline_menu.addMenu("")
        self.draw_actions = {kind: menu_action(self, self.draw_menu, None, weak_slot(
            self, DesignerWindow.start_drawing, kind)) for kind in _DRAWN_KINDS}
        self.tracing_dock = install_tracing(self, self.document, self.scene, self.view,
                                            self.outline_menu)
        self.view_menu = bar.addMenu("")
        self.board_actions = BoardActions.install(self.view_menu, self.view, self)
        self.map_tools = MapTools(self, self.document, self.scene, bar.addMenu(""))
        self._enable_outline_actions()
        (self.settings_menu, self.settings_action, self.help_menu,
         self.help_actions) = install_settings_and_help(self, bar, self._on_settings_triggered)


    def retranslate(self) -> None:
        """Set every fixed text in the current language, and show the changing ones (title,
        Problems, undo texts) again (Qt asks again on a language change)."""
        for menu, title in ((self.file_menu, self.tr("&File")),
                            (self.recent_menu, self.tr("&Recent files")),
                            (self.edit_menu, self.tr("&Edit")),
                            (self.outline_menu, self.tr("O&utlines")),
                            (self.draw_menu, self.tr("Dra&w a new outline")),
                            (self.view_menu, self.tr("&View")),
                            (self.settings_menu, self.tr("Se&ttings")),
                            (self.help_menu, self.tr("&Help"))):
            menu.setTitle(title)
        self.settings_action.setText(self.tr("&Preferences…"))
        retranslate_help_menu(self.help_actions)
        for action, text in ((self.new_action, self.tr("&New scenario…")),
                             (self.open_action, self.tr("&Open…")),
                             (self.save_action, self.tr("&Save")),
                             (self.save_as_action, self.tr("Save &as…")),
                             (self.save_draft_action, self.tr("Save as &draft")),
                             (self.play_action, self.tr("&Play this scenario")),
                             (self.playtest_action,
                              self.tr("Play&test against the computer…")),
                             (self.quit_action, self.tr("&Quit")),
                             (self.delete_outline_action,
                              self.tr("&Delete the selected outline")),
                             (self.regenerate_action,
                              self.tr("&Regenerate the outlines of the hex under the mouse")),
                             (self.generate_action,
                              self.tr("&Generate outlines from the terrain"))):
            action.setText(text)
        titles = {"woods": self.tr("&Woods"), "buildings": self.tr("Building &roofs"),
                  "brush": self.tr("&Brush"), "field": self.tr("&Field"),
                  "marsh": self.tr("&Marsh"), "orchard_trees": self.tr("&Orchard trees")}
        for kind, action in self.draw_actions.items():
            action.setText(titles.get(kind) or self.tr("Hill level &{level}").format(
                level=kind.removeprefix("hills.")))
        self._show_undo_texts()
        self.board_actions.retranslate()
        self.map_tools.retranslate()
        self.brush_choice.setToolTip(self.tr(
            "1: one hex; 2: with its neighbours; 3: two rings (Terrain, Elevation, Select)"))
        self.tool_dock.setWindowTitle(self.tr("Tools"))
        self.scenario_dock.setWindowTitle(self.tr("Scenario"))
        for tool, text, tip in TOOLS:
            self.tool_buttons[tool].setText(QCoreApplication.translate("DesignerTools", text))
            self.tool_buttons[tool].setToolTip(QCoreApplication.translate("DesignerTools", tip))
        for combo, table in ((self.terrain_choice, TERRAIN_NAMES),
                             (self.feature_choice, FEATURE_NAMES),
                             (self.hexside_choice, HEXSIDE_NAMES),
                             (self.setup_side, SIDE_NAMES)):
            for index in range(combo.count()):
                value = combo.itemData(index)
                combo.setItemText(index, self.tr("(nothing)") if value is None
                                  else shown_name(table, str(value)))
        self.erase.setText(self.tr("Erase"))
        for label, label_text in self._labels:
            label.setText(label_text())
        self.binder.retranslate()
        self.tabs.setTabText(0, self.tr("Scenario"))
        for index, side in enumerate(self.side_panels, start=1):
            self.tabs.setTabText(index, self.tr("Axis forces") if side is SideId.AXIS
                                 else self.tr("Allied forces"))
        self.problems.setToolTip(
            self.tr("Every problem at once; click one to go to its hex or field"))
        self.document.forget_problems()
        self._on_document_changed()
        # Longer words in another language: widen the docks once the new texts are laid out.
        QTimer.singleShot(0, self._fit_docks)

    def _fit_docks(self) -> None:
        """Widen the Tools and Scenario docks to what their widgets now need."""
        for dock in (self.tool_dock, self.scenario_dock):
            panel = dock.widget()
            if panel is None:
                continue
            needed = panel.sizeHint().width()
            if needed > dock.width():
                self.resizeDocks([dock], [needed], Qt.Orientation.Horizontal)

    def _on_settings_triggered(self) -> None:
        """Settings > Preferences (language and palette matter here; the rest to games)."""
        change = edit_preferences(self)
        if change is not None:
            for theme, action in self.board_actions.palettes.items():
                action.setChecked(theme == change[1].palette)

    def changeEvent(self, event: QEvent) -> None:
        """Set the texts again when the app's language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _show_undo_texts(self, _text: str = "") -> None:
        """"Undo"/"Redo" with the name of the edit they would take back or do again."""
        stack = self.document.undo_stack
        undo, redo = stack.undoText(), stack.redoText()
        self.undo_action.setText(self.tr("&Undo {edit}").format(edit=undo) if undo
                                 else self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo {edit}").format(edit=redo) if redo
                                 else self.tr("&Redo"))

    # --- document -> widgets ---------------------------------------------------------------

    @Slot()
    def _on_map_changed(self) -> None:
        map_data = self.document.map_data
        self.scene.set_map(map_data, MapTerrain(map_data, self.pack.terrain))
        self._show_scenario_marks()
        self._enable_outline_actions()

    @Slot()
    def _on_document_changed(self) -> None:
        self._update_title()
        self._show_scenario_marks()
        self.problems.clear()
        problems = self.document.problems()
        for problem in problems:
            item = QListWidgetItem(shown_problem(problem))
            item.setData(_PROBLEM_ROLE, problem)
            self.problems.addItem(item)
        errors = sum(p.severity == "error" for p in problems)
        self.tabs.setTabText(self.tabs.count() - 1,
                             self.tr("Problems ({count})").format(count=errors) if errors
                             else self.tr("Problems"))
        self.play_action.setEnabled(errors == 0)
        self.playtest_action.setEnabled(errors == 0)

    def _show_scenario_marks(self) -> None:
        """Outline the fixed placements and the setup hexes of the chosen side."""
        scenario = self.document.scenario
        side = scenario.side(SideId(self.setup_side.currentData()))
        marked = [h for s in SideId for item in scenario.side(s).forces for h in item.hexes]
        marked += list(side.setup.hexes)
        self.scene.set_highlights([h for h in marked if h in self.scene.hex_items])
        self._show_zones()

    def _show_zones(self) -> None:
        """Draw both sides' setup zones and reinforcement entry areas as the engine computes
        them, and say the room each zone holds against its pieces by the validator's rule (a
        warning when too small)."""
        zones: dict[str, tuple[frozenset[str], QColor]] = {}
        entries: list[EntryArea] = []
        for side in SideId:
            entries += self._entry_areas(side)
            room = setup_room(self.document.scenario, side, self.pack, self.document.map_data)
            hexes = frozenset(h.id for h in room.zone) if room is not None else frozenset()
            zones[side.value] = (hexes, SIDE_COLOURS[side])
            text = self.zone_text(side, room)
            self.zone_labels[side].setText(text)
            self.side_panels[side].room_label.setText(text)
        self.scene.draw_zones(zones)
        self.scene.draw_entries(entries)

    def _entry_areas(self, side: SideId) -> list[EntryArea]:
        """Where ``side``'s reinforcements come in on an empty map, by Time space, as the
        engine offers them [6.1.2]; Time spaces that share their hexes share one area."""
        terrain = self.scene.terrain
        if terrain is None:
            return []
        setup = self.document.scenario.side(side)
        times = sorted({group.time_space for group in setup.reinforcements
                        if any(item.kind == "unit" for item in group.forces)})
        shared: dict[frozenset[str], list[int]] = {}
        for time in times:
            try:
                hexes = reinforcement_entry_hexes(
                    setup, time, terrain.grid,
                    lambda h: h.id in terrain.map.hexes and not terrain.is_impassable(h))
            except HexIdError:
                continue  # the Problems list names the bad hex id
            shared.setdefault(frozenset(h.id for h in hexes), []).append(time)
        return [EntryArea(side.value, tuple(spaces), hexes, SIDE_COLOURS[side],
                          self.tr("Time {spaces}").format(spaces=", ".join(map(str, spaces))))
                for hexes, spaces in shared.items()]

    def zone_text(self, side: SideId, room: SetupRoom | None) -> str:
        """``Axis zone: 14 hexes for 9 pieces``, and what is wrong when it is too small."""
        zone = self.tr("Allied zone") if side is SideId.ALLIES else self.tr("Axis zone")
        if room is None:
            return self.tr("{zone}: a hex id is wrong").format(zone=zone)
        hexes = (self.tr("1 hex") if room.room == 1 else
                 self.tr("{count} hexes")).format(count=room.room)
        pieces = (self.tr("1 piece") if room.pieces == 1 else
                  self.tr("{count} pieces")).format(count=room.pieces)
        text = self.tr("{zone}: {hexes} for {pieces}").format(zone=zone, hexes=hexes,
                                                               pieces=pieces)
        if room.units and not room.room:
            text += "\n⚠ " + self.tr("no hex can take a unit [T98]")
        elif room.room < room.needed:
            text += "\n⚠ " + self.tr("too small: needs {needed} hexes [8.2]").format(
                needed=room.needed)
        if room.fortifications > room.fortification_room:
            text += "\n⚠ " + self.tr("room for {hexes} of {count} Fortifications [F100.3]").format(
                hexes=room.fortification_room, count=room.fortifications)
        return text

    @Slot(bool)
    def _on_clean_changed(self, _clean: bool) -> None:
        self._update_title()

    def _app_title(self) -> str:
        """The designer's name (the title of its message boxes)."""
        return self.tr("Combat Commander Designer")

    def _update_title(self) -> None:
        path = self.document.path
        name = path.name if path is not None else self.tr("unsaved")
        draft = (self.tr(" (draft)") if path is not None and path.name.endswith(DRAFT_SUFFIX)
                 else "")
        dirty = "" if self.document.undo_stack.isClean() else " *"
        self.setWindowTitle(self.tr("{designer} — {scenario} [{file}]{draft}{dirty}").format(
            designer=self._app_title(), scenario=self.document.scenario.name, file=name,
            draft=draft, dirty=dirty))

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
        outlining = button.property("tool") == "outlines"
        self.scene.painting = painting
        self._set_brush()
        self.scene.set_outline_mode(outlining)
        self.view.setDragMode(self.view.DragMode.NoDrag if painting or outlining
                              else self.view.DragMode.ScrollHandDrag)

    def _edit_map(self, text: str, change: object) -> bool:
        """Make ``change`` one undo step named ``text``; False (and the status bar says why)
        if the engine refused it."""
        try:
            self.document.edit_map(text, change)  # type: ignore[arg-type]
        except ContentError as error:
            self.statusBar().showMessage(self.tr("{edit}: not done: {problem}").format(
                edit=text, problem=shown_problem(error.problems[0])))
            return False
        return True

    @Slot(object)
    def _on_stroke(self, hexes: tuple[str, ...]) -> None:
        """A click or drag over ``hexes`` with the active tool: one edit."""
        tool = self.tool()
        where = hexes[0] if len(hexes) == 1 else self.tr("%n hexes", "", len(hexes))
        if tool == "terrain":
            terrain = Terrain(self.terrain_choice.currentData())
            self._edit_map(self.tr("Paint {terrain} in {where}").format(
                terrain=shown_name(TERRAIN_NAMES, terrain), where=where),
                _with_art(lambda m: paint_terrain(m, hexes, terrain), TERRAIN_KINDS))
        elif tool == "fill":
            terrain = Terrain(self.terrain_choice.currentData())
            self._edit_map(self.tr("Fill from {hex} with {terrain}").format(
                hex=hexes[0], terrain=shown_name(TERRAIN_NAMES, terrain)),
                _with_art(lambda m: fill_region(m, hexes[0], terrain), TERRAIN_KINDS))
        elif tool == "elevation":
            level = self.level_choice.value()
            self._edit_map(self.tr("Level {level} in {where}").format(level=level, where=where),
                           _with_art(lambda m: set_elevation(m, hexes, level), _HILL_KINDS))
        elif tool == "feature":
            feature = Feature(self.feature_choice.currentData())
            present = not (self.erase.isChecked() or QApplication.keyboardModifiers()
                           & Qt.KeyboardModifier.ShiftModifier)
            text = (self.tr("Draw {feature} in {where}") if present
                    else self.tr("Erase {feature} in {where}"))
            self._edit_map(text.format(feature=shown_name(FEATURE_NAMES, feature), where=where),
                           lambda m: set_feature(m, hexes, feature, present))
        elif tool == "objective":
            self.place_objective(hexes[0])
        elif tool == "building":
            self.edit_building(hexes, self.erase.isChecked() or bool(
                QApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier))
        elif tool == "place":
            self.side_panels[SideId(self.setup_side.currentData())].place_on(hexes[0])
        elif tool == "setup":
            self.toggle_setup_hex(hexes[0])
        elif tool == "select":
            self.map_tools.select_stroke(hexes)

    def _set_brush(self) -> None:
        """The brush size of the tools that take one (the others paint hex by hex)."""
        self.scene.brush = self.brush_choice.value() if self.tool() in _BRUSHED else 1

    def offer_recovery(self) -> bool:
        """Offer the edits autosaved by a designer that did not close normally; True if they
        were recovered (one undo step over their file as saved)."""
        recovery = self.autosave.recovery()
        if recovery is None:
            return False
        name = recovery.path.name if recovery.path is not None else self.tr("unsaved")
        answer = QMessageBox.question(self, self._app_title(), self.tr(
            "The designer did not close normally. Edits of {scenario} [{file}] were autosaved "
            "at {time}. Recover them?").format(
                scenario=recovery.scenario.name, file=name,
                time=recovery.saved_at.strftime("%Y-%m-%d %H:%M")),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            self.autosave.discard()
            return False
        if recovery.path is None or not self.open_file(recovery.path):
            self.document.replace_document(recovery.map_data, recovery.scenario, None)
            self.document.undo_stack.resetClean()
            self._update_title()
        else:
            self.document.edit(self.tr("Recover the autosaved edits"), lambda m, s: (
                recovery.map_data, recovery.scenario))
        self.autosave.save_now()
        return True

    # --- outlines -------------------------------------------------------------------------

    def kind_name(self, kind: str) -> str:
        """An outline kind as the author reads it."""
        names = {"woods": self.tr("woods"), "buildings": self.tr("roofs"),
                 "brush": self.tr("brush"), "field": self.tr("field"),
                 "marsh": self.tr("marsh"), "orchard_trees": self.tr("orchard trees")}
        if kind in names:
            return names[kind]
        return self.tr("hill level {level}").format(level=kind.removeprefix("hills."))

    def _enable_outline_actions(self) -> None:
        has_outlines = self.document.map_data.outlines is not None
        self.generate_action.setEnabled(not has_outlines)
        self.regenerate_action.setEnabled(has_outlines)
        self.delete_outline_action.setEnabled(self.scene.selected_outline is not None)

    @Slot(object)
    def _on_outline_selected(self, selection: tuple[str, int] | None) -> None:
        self._enable_outline_actions()
        if self.scene.hovered:
            self.outline_hex = self.scene.hovered
        if selection is None:
            return
        kind, index = selection
        outlines = self.document.map_data.outlines
        polygon = getattr(outlines, kind, None) if not kind.startswith("hills.") else None
        if outlines is not None and polygon is None:
            polygon = outlines.hills.get(kind.removeprefix("hills."), ())  # type: ignore[call-overload]
        rings = polygon[index] if polygon is not None and index < len(polygon) else ()
        self.statusBar().showMessage(self.tr(
            "Outline: {kind} {index} ({vertices} vertices, outlines.{field}[{index}]); Delete "
            "removes it, drag a vertex to move it, double-click a vertex to remove it or an "
            "edge to add one").format(
                kind=self.kind_name(kind), index=index, field=kind,
                vertices=sum(len(r) for r in rings)))

    @Slot(str, int, int, int, object)
    def _on_vertex_moved(self, kind: str, index: int, ring: int, vertex: int,
                         point: tuple[float, float]) -> None:
        self._edit_map(self.tr("Move a vertex of {kind} {index}").format(
            kind=self.kind_name(kind), index=index),
            lambda m: move_vertex(m, kind, index, ring, vertex, point))

    @Slot(str, int, int, int)
    def _on_vertex_removed(self, kind: str, index: int, ring: int, vertex: int) -> None:
        self._edit_map(self.tr("Remove a vertex of {kind} {index}").format(
            kind=self.kind_name(kind), index=index),
            lambda m: remove_vertex(m, kind, index, ring, vertex))

    @Slot(str, int, int, int, object)
    def _on_vertex_inserted(self, kind: str, index: int, ring: int, after: int,
                            point: tuple[float, float]) -> None:
        self._edit_map(self.tr("Add a vertex to {kind} {index}").format(
            kind=self.kind_name(kind), index=index),
            lambda m: insert_vertex(m, kind, index, ring, after, point))

    def start_drawing(self, kind: str) -> None:
        """Outlines > Draw a new outline: draw one of ``kind`` on the board, corner by
        corner, with the Outlines tool."""
        self.select_tool("outlines")
        self.scene.select_outline(None)
        self.scene.start_drawing(kind)
        self.view.setFocus()
        self.statusBar().showMessage(self.tr(
            "New outline of {kind}: click each corner; Backspace takes one back, double-click "
            "or Enter closes it, Esc drops it").format(kind=self.kind_name(kind)))

    @Slot(str, object)
    def _on_outline_drawn(self, kind: str, ring: tuple[tuple[float, float], ...]) -> None:
        """A drawn shape closed: add it (one undo step) and select it; if it is refused the
        drawing goes on, for the author to mend or drop."""
        outlines = self.document.map_data.outlines
        before = set(outline_kinds(outlines)[kind]) if outlines is not None else set()
        if not self._edit_map(self.tr("Draw an outline of {kind}").format(
                kind=self.kind_name(kind)), lambda m: add_polygon(m, kind, ring)):
            return
        self.scene.stop_drawing()
        outlines = self.document.map_data.outlines
        assert outlines is not None
        self.scene.select_outline(next(
            ((kind, index) for index, polygon in enumerate(outline_kinds(outlines)[kind])
             if polygon not in before), None))

    @Slot(str)
    def _on_drawing_dropped(self, kind: str) -> None:
        self.statusBar().showMessage(self.tr("The new outline of {kind} was dropped").format(
            kind=self.kind_name(kind)))

    def delete_outline(self) -> None:
        """Delete the selected outline polygon (one undo step)."""
        selection = self.scene.selected_outline
        if selection is None:
            return
        kind, index = selection
        self.scene.selected_outline = None
        self._edit_map(self.tr("Delete {kind} {index}").format(kind=self.kind_name(kind),
                                                               index=index),
                       lambda m: delete_polygon(m, kind, index))
        self.scene.select_outline(None)

    def regenerate_hex(self, hex_id: str | None = None) -> None:
        """Draw the outlines of ``hex_id`` (default: the hex under the mouse, else the one
        last clicked with the Outlines tool) again from its terrain and level."""
        target = hex_id or self.scene.hovered or self.outline_hex
        if not target:
            self.statusBar().showMessage(self.tr(
                "Point at a hex (or click it with the Outlines tool) to regenerate it"))
            return
        self._edit_map(self.tr("Regenerate the outlines of {hex}").format(hex=target),
                       lambda m: regenerate_hexes(m, [target]))

    def generate_outlines(self) -> None:
        """Give a map without outlines ones made from its terrain (one undo step)."""
        self._edit_map(self.tr("Generate outlines"), with_generated_outlines)

    def place_objective(self, hex_id: str) -> None:
        """Put the chosen Objective in ``hex_id``, or clear it if it is already there."""
        number = self.objective_choice.value()
        same = self.document.map_data.hexes[hex_id].objective == number
        self._edit_map(self.tr("Objective {number} in {hex}").format(number=number, hex=hex_id)
                       if not same else self.tr("Clear Objective {number}").format(number=number),
                       lambda m: place_objective(m, hex_id, None if same else number))

    def edit_building(self, hexes: tuple[str, ...], erase: bool = False) -> None:
        """Join the dragged-over hexes into one building (with the buildings they are part
        of); a click on a hex of a building, or ``erase``, takes the hexes out [7.3.1.1]."""
        map_data = self.document.map_data
        where = hexes[0] if len(hexes) == 1 else self.tr("%n hexes", "", len(hexes))
        in_building = any(hexes[0] in b for b in map_data.buildings)
        if erase or (len(hexes) == 1 and in_building):
            self._edit_map(self.tr("Take {where} out of its building").format(where=where),
                           lambda m: split_building(m, hexes))
        elif len(hexes) == 1:
            self.statusBar().showMessage(self.tr(
                "To make a building of several hexes, drag from {hex} across the Building "
                "hexes to join").format(hex=hexes[0]))
        else:
            self._edit_map(self.tr("Join {where} into one building").format(where=where),
                           lambda m: join_building(m, hexes))

    def toggle_setup_hex(self, hex_id: str) -> None:
        """Add ``hex_id`` to the chosen side's setup hexes, or take it out."""
        side = SideId(self.setup_side.currentData())
        path = f"{side.value}.setup.hexes"
        hexes = list(read_path(self.document.scenario, path) or [])
        hexes = [h for h in hexes if h != hex_id] if hex_id in hexes else [*hexes, hex_id]

        def change(s: Scenario) -> Scenario:
            return with_field(s, path, hexes)

        text = self.tr("Setup hex {hex}").format(hex=hex_id)
        try:
            self.document.edit_scenario(text, change)
        except ContentError as error:
            self.statusBar().showMessage(self.tr("{edit}: not done: {problem}").format(
                edit=text, problem=shown_problem(error.problems[0])))

    @Slot(str, str)
    def _on_hexside_clicked(self, a: str, b: str) -> None:
        if self.tool() != "hexside":
            return
        data = self.hexside_choice.currentData()
        feature = HexsideFeature(data) if data is not None else None
        text = (self.tr("{feature} on {a}|{b}").format(
                    feature=shown_name(HEXSIDE_NAMES, feature), a=a, b=b) if feature
                else self.tr("Clear {a}|{b}").format(a=a, b=b))
        self._edit_map(text, lambda m: set_hexside(m, a, b, feature))

    @Slot(str)
    def _on_hex_hovered(self, hex_id: str) -> None:
        self.hover_info.setText(self.scene.hex_status(hex_id) if hex_id else "")

    @Slot(QListWidgetItem)
    def _on_problem_clicked(self, item: QListWidgetItem) -> None:
        """Go to the problem: its hexes on the board, else the field it names in the panels
        (an order-of-battle row selected), else the board tool that edits it."""
        problem: Problem = item.data(_PROBLEM_ROLE)
        field = problem.field
        hexes = [h for h in _HEX_IN_TEXT.findall(field + " " + problem.message)
                 if h in self.scene.hex_items]
        building = _BUILDING_FIELD.match(field)
        if building and int(building[1]) < len(self.document.map_data.buildings):
            hexes += [h for h in self.document.map_data.buildings[int(building[1])]
                      if h in self.scene.hex_items and h not in hexes]
        if hexes:
            self.scene.set_highlights(hexes)
            self.view.centerOn(self.scene.layout.hex_to_pixel(Hex.parse(hexes[0])))
            return
        widget = self._widget_for(_INDEX.sub(r".\1", field))
        if widget is None:
            widget = self._tool_for(problem)
        for index in range(self.tabs.count()):
            page = self.tabs.widget(index)
            if page is not None and page.isAncestorOf(widget):
                self.tabs.setCurrentIndex(index)
        widget.setFocus()

    def _widget_for(self, path: str) -> QWidget | None:
        """The widget of a scenario field (dotted ``path``): its own, else the first of the
        fields under it, else its nearest enclosing field's; an order-of-battle row is
        selected in its side's list."""
        force = _FORCE_PATH.match(path)
        if force:
            panel = self.side_panels[SideId(force[1])]
            if force[2] is None:
                return panel.forces
            return panel.force_field(int(force[2]), force[3] or "")
        parts = path.split(".")
        while parts:
            key = ".".join(parts)
            widget = self.binder.widgets.get(key) or next(
                (w for p, w in self.binder.widgets.items() if p.startswith(key + ".")), None)
            if widget is not None:
                return widget
            parts.pop()
        if path.startswith(("axis.reinforcements", "allies.reinforcements")):
            return self.side_panels[SideId(path.split(".")[0])].reinforcements
        return None

    def _tool_for(self, problem: Problem) -> QWidget:
        """Choose the board tool that mends a map problem naming no hex (an Objective
        missing or placed twice: the Objective tool with its number) and say what to do."""
        number = dict(problem.message.args).get("number") if isinstance(
            problem.message, Message) else None
        if problem.field == "hexes" and isinstance(number, int):
            self.select_tool("objective")
            self.objective_choice.setValue(number)
            self.statusBar().showMessage(self.tr(
                "Objective tool: click the hex of Objective {number}; click a hex holding it "
                "to clear it").format(number=number))
            return self.objective_choice
        tool = _MAP_TOOLS.get(problem.field.split(".")[0].split("[")[0], "pan")
        self.select_tool(tool)
        return self.tool_buttons[tool]

    # --- files ------------------------------------------------------------------------------

    def maybe_discard_changes(self) -> bool:
        """True if there are no unsaved changes or the designer agrees to lose them."""
        if self.document.undo_stack.isClean():
            return True
        answer = QMessageBox.question(
            self, self._app_title(), self.tr("The scenario has unsaved changes. Save them first?"),
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
            QMessageBox.warning(self, self._app_title(), shown_error(error))
            return
        self.new_document(map_data)

    def new_document(self, map_data: MapData) -> None:
        """Start a new scenario on ``map_data``."""
        self.document.replace_document(map_data, new_scenario(map_data, self.pack), None)

    @Slot()
    def _on_open_triggered(self) -> None:
        if not self.maybe_discard_changes():
            return
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open scenario or map"), str(paths.user_scenarios_dir()),
            self.tr("Scenarios and maps ({pattern})").format(pattern="*.json"))
        if name:
            self.open_file(Path(name))

    def open_file(self, path: Path) -> bool:
        """Open a scenario (or map) file; a bad file is reported and changes nothing."""
        try:
            self.document.open(path)
        except ContentError as error:
            lines = shown_error(error).splitlines()
            more = ("\n" + self.tr("… and %n more", "", len(lines) - 12) if len(lines) > 12
                    else "")
            QMessageBox.critical(self, self._app_title(), self.tr(
                "Cannot open {file}:\n\n{problems}").format(
                    file=path.name, problems="\n".join(lines[:12]) + more))
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
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save scenario as"), str(self.default_path()),
            self.tr("Scenarios ({pattern})").format(pattern="*.json"))
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
                self, self._app_title(), self.tr(
                    "The scenario has %n problem(s) (see the Problems tab), so the game cannot "
                    "play it yet. Save it as a draft?", "", len(errors)))
            if answer != QMessageBox.StandardButton.Yes:
                return False
            path = path.with_name(path.name.removesuffix(".json") + DRAFT_SUFFIX)
        try:
            written, removed = self.document.save(path)
        except ContentError as error:
            QMessageBox.critical(self, self._app_title(), self.tr(
                "Cannot save {file}:\n\n{problem}").format(file=path.name,
                                                           problem=shown_error(error)))
            return False
        except OSError as error:
            # The file that could not be written (the scenario, or the map beside it), with
            # the system's reason; nothing is marked saved, so the changes stay unsaved.
            failed = Path(error.filename) if isinstance(error.filename, str) else path
            QMessageBox.critical(self, self._app_title(), self.tr(
                "Cannot save {file} in {folder}:\n\n{reason}").format(
                    file=failed.name, folder=QDir.toNativeSeparators(str(failed.parent)),
                    reason=system_reason(error)))
            return False
        self._remember(path, forget=removed)
        saved = self.tr("Saved {files}").format(files=", ".join(p.name for p in written))
        self.statusBar().showMessage(saved if removed is None else self.tr(
            "{saved}; the draft {draft} is removed").format(saved=saved, draft=removed.name))
        return True

    def _remember(self, path: Path, forget: Path | None = None) -> None:
        """Put ``path`` first among the recent files (and ``forget`` a removed file)."""
        settings = user_settings()
        recent = [str(path)] + [p for p in _as_list(settings.value(_RECENT_KEY))
                                if p not in (str(path), str(forget))]
        settings.setValue(_RECENT_KEY, recent[:8])
        self._fill_recent()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        settings = user_settings()
        for name in _as_list(settings.value(_RECENT_KEY)):
            action = self.recent_menu.addAction(Path(name).name)
            action.setToolTip(name)
            action.triggered.connect(weak_slot(self, DesignerWindow._open_recent, Path(name)))
        self.recent_menu.setEnabled(not self.recent_menu.isEmpty())

    def _open_recent(self, path: Path) -> None:
        if self.maybe_discard_changes():
            self.open_file(path)

    @Slot()
    def _on_play_triggered(self) -> None:
        """Open the scenario in the game (hot-seat, a fresh seed). An unfinished game of
        another version of the scenario (one played before the last edits) is never resumed
        without the author's word: asked, the author starts a new game of the edited scenario
        or resumes the old version, as such."""
        if self.document.errors():
            self.tabs.setCurrentWidget(self.problems)
            return
        from cc_qt.app import open_saved_game, play

        autosave = paths.user_data_dir() / DESIGNER_AUTOSAVE
        older = self._older_game(autosave)
        if older is not None:
            choice = self._ask_about_older_game(older)
            if choice == "resume":
                self._keep_game(open_saved_game(autosave, DESIGNER_AUTOSAVE))
                return
            if choice is None:
                return
            rotate_autosaves(autosave, preferences().autosaves_kept)
            with contextlib.suppress(OSError):  # kept as an old one unless none are kept
                autosave.unlink(missing_ok=True)
        self._keep_game(play(self.document.scenario, None, self.document.map_data,
                             autosave_name=DESIGNER_AUTOSAVE))

    def playtest(self, computer: dict[SideId, str] | None = None) -> QMainWindow | None:
        """Play the scenario as edited now against the computer, or watch two computers: it
        is written to a draft first (in the user's data folder: the author's files and saved
        state are untouched), read back as the game reads a scenario, and a new game of it
        opens with the computer in the seats chosen (``computer``, else asked)."""
        if self.document.errors():
            self.tabs.setCurrentWidget(self.problems)
            return None
        if computer is None:
            dialog = PlaytestDialog(self)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            computer = dialog.computer()
        from cc_qt.app import load_scenario_with_map, play

        try:
            draft = self.document.write_draft(paths.user_data_dir() / PLAYTEST_FOLDER)
            scenario, map_data = load_scenario_with_map(draft, playable=True)
        except (OSError, ContentError) as error:
            problem = (shown_error(error) if isinstance(error, ContentError)
                       else system_reason(error))
            QMessageBox.critical(self, self._app_title(), self.tr(
                "Cannot start the playtest:\n\n{problem}").format(problem=problem))
            return None
        autosave = paths.user_data_dir() / PLAYTEST_AUTOSAVE
        rotate_autosaves(autosave, preferences().autosaves_kept)
        with contextlib.suppress(OSError):  # a new game each time, never a resumed one
            autosave.unlink(missing_ok=True)
        game = play(scenario, None, map_data, autosave_name=PLAYTEST_AUTOSAVE,
                    computer=computer)
        self._keep_game(game)
        return game

    def _keep_game(self, game: QMainWindow) -> None:
        """Hold the game window just opened (a window nobody holds would be freed at once),
        letting go of those the author has closed, and their games with them."""
        self.games = [g for g in self.games if g.isVisible()] + [game]

    def _older_game(self, autosave: Path) -> Session | None:
        """The unfinished game in ``autosave`` if it plays another version of the scenario or
        map than the one edited (a save holds both); None otherwise (the game itself offers
        to resume a game of this very version, and sets a broken autosave aside)."""
        if not autosave.is_file():
            return None
        try:
            session = Session.load(autosave, self.pack)
        except SaveError:
            return None
        if session.state.outcome is not None:
            return None
        played_map = session.pack.maps.get(session.scenario.map)
        if session.scenario == self.document.scenario and played_map == self.document.map_data:
            return None
        return session

    def _ask_about_older_game(self, older: Session) -> str | None:
        """Ask whether to start the edited scenario anew (``"new"``) or resume the old version
        (``"resume"``); None when the author cancels."""
        box = QMessageBox(QMessageBox.Icon.Question, self._app_title(), self.tr(
            "An unfinished game of {scenario} was started on an older version of the "
            "scenario: your edits since then are not in it.\n\nStart a new game with the "
            "edited scenario, or resume the game of the old version?").format(
                scenario=scenario_text(older.scenario.name)), QMessageBox.StandardButton.Cancel,
            self)
        new = box.addButton(self.tr("New game with the edited scenario"),
                            QMessageBox.ButtonRole.AcceptRole)
        resume = box.addButton(self.tr("Resume the old version"),
                               QMessageBox.ButtonRole.ActionRole)
        box.setDefaultButton(new)
        box.exec()
        clicked = box.clickedButton()
        return "new" if clicked is new else "resume" if clicked is resume else None

    def closeEvent(self, event: QCloseEvent) -> None:
        """Offer to save unsaved changes before closing."""
        if self.maybe_discard_changes():
            self.autosave.discard()
            event.accept()
        else:
            event.ignore()


def _with_art(change: Callable[[MapData], MapData],
              kinds: Iterable[str]) -> Callable[[MapData], MapData]:
    """``change``, followed on a map with outlines by the regeneration of the outlines
    (of ``kinds``) in every hex it changed, so the art keeps agreeing with the hexes
    [10.1, T88.3.1, T99, T82]."""
    kinds = tuple(kinds)

    def run(before: MapData) -> MapData:
        after = change(before)
        if after is before or after.outlines is None:
            return after
        changed = [h for h, v in after.hexes.items() if before.hexes.get(h) != v]
        return regenerate_hexes(after, changed, kinds)

    return run


def _form_row(form: QFormLayout, parent: QWidget, field: QWidget) -> QLabel:
    """Add ``field`` to ``form`` with a label (its text set by the owner's retranslate)."""
    label = QLabel(parent)
    label.setBuddy(field)
    form.addRow(label, field)
    return label


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
