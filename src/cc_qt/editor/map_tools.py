"""The designer's Map menu: select an area, copy, paste and move it, resize the map, mirror it
or turn it by 180° (:mod:`cc_engine.content.map_editing`), each one undo step.

The Select tool drags a rectangle of hexes (the columns and rows the drag spans); with Ctrl
held it adds the hexes brushed over instead. Paste and Move put the area's first (top-left)
hex on the hex under the mouse. A mirror or a rotation moves the scenario's placements and
setup hexes with the map; one that would push hexes off the map (see the engine module: the
grid's half-hex columns) says which first. Turning by 60° is explained, not offered: no
rectangle of hexes turns onto a rectangle.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSpinBox,
    QWidget,
)

from cc_engine.content.loading import ContentError
from cc_engine.content.map_editing import (
    MapArea,
    Motion,
    copy_area,
    hex_rectangle,
    motion_hexes,
    motion_losses,
    move_area,
    moved_map,
    moved_scenario,
    paste_area,
    placed_hexes,
    resize_map,
    resize_problems,
)
from cc_engine.content.models import MapData, MapHex, Scenario
from cc_engine.content.vocabulary import Terrain
from cc_engine.hexgrid import Hex
from cc_qt.editor.board import EditorScene
from cc_qt.editor.document import ScenarioDocument
from cc_qt.shown import shown_error, shown_problem
from cc_qt.window_parts import menu_action

__all__ = ["MapTools", "ResizeDialog"]

_BLANK = MapHex(terrain=Terrain.OPEN_GROUND)


class ResizeDialog(QDialog):
    """The map's new number of columns and rows."""

    def __init__(self, cols: int, rows: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Resize the map"))
        self.cols = QSpinBox(self)
        self.cols.setRange(1, 26)
        self.cols.setValue(cols)
        self.rows = QSpinBox(self)
        self.rows.setRange(1, 99)
        self.rows.setValue(rows)
        form = QFormLayout(self)
        note = QLabel(self.tr("The top-left corner stays: hexes added are Open Ground at "
                              "level 0."), self)
        note.setWordWrap(True)
        form.addRow(note)
        form.addRow(self.tr("Columns"), self.cols)
        form.addRow(self.tr("Rows"), self.rows)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


class MapTools(QObject):
    """The Map menu of a designer window and the selected area it works on."""

    def __init__(self, window: QMainWindow, document: ScenarioDocument, scene: EditorScene,
                 menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.document = document
        self.scene = scene
        self.menu = menu
        #: The area last copied.
        self.clip: MapArea | None = None
        self.select_all_action = menu_action(window, menu, QKeySequence.StandardKey.SelectAll,
                                             self.select_all)
        self.deselect_action = menu_action(window, menu, None, lambda: self.select(()))
        self.copy_action = menu_action(window, menu, QKeySequence.StandardKey.Copy, self.copy)
        self.paste_action = menu_action(window, menu, QKeySequence.StandardKey.Paste,
                                        lambda: self.paste())
        self.move_action = menu_action(window, menu, QKeySequence("Ctrl+M"),
                                       lambda: self.move_selection())
        menu.addSeparator()
        self.resize_action = menu_action(window, menu, None, self.ask_resize)
        self.mirror_lr_action = menu_action(window, menu, None,
                                            lambda: self.move_map("mirror_left_right"))
        self.mirror_tb_action = menu_action(window, menu, None,
                                            lambda: self.move_map("mirror_top_bottom"))
        self.rotate_action = menu_action(window, menu, None,
                                         lambda: self.move_map("rotate_180"))
        self.rotate_60_action = menu_action(window, menu, None, self.explain_60)
        document.sig_map_changed.connect(self._on_map_changed)
        self.retranslate()
        self._enable()

    def retranslate(self) -> None:
        """Set every fixed text in the current language."""
        self.menu.setTitle(self.tr("&Map"))
        texts: list[tuple[QAction, str]] = [
            (self.select_all_action, self.tr("Select the &whole map")),
            (self.deselect_action, self.tr("Select &nothing")),
            (self.copy_action, self.tr("&Copy the selected hexes")),
            (self.paste_action, self.tr("&Paste at the hex under the mouse")),
            (self.move_action, self.tr("&Move the selected hexes to the hex under the mouse")),
            (self.resize_action, self.tr("&Resize the map…")),
            (self.mirror_lr_action, self.tr("Mirror &left-right")),
            (self.mirror_tb_action, self.tr("Mirror &top-bottom")),
            (self.rotate_action, self.tr("Rotate by &180°")),
            (self.rotate_60_action, self.tr("Rotate by 60°?"))]
        for action, text in texts:
            action.setText(text)

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text)

    def _title(self) -> str:
        return self.window.windowTitle().split(" — ")[0]

    def _enable(self) -> None:
        selected = bool(self.scene.selected_hexes)
        self.copy_action.setEnabled(selected)
        self.move_action.setEnabled(selected)
        self.deselect_action.setEnabled(selected)
        self.paste_action.setEnabled(self.clip is not None)

    def _on_map_changed(self) -> None:
        """A selection of hexes no longer on the map is trimmed."""
        hexes = self.document.map_data.hexes
        kept = tuple(h for h in self.scene.selected_hexes if h in hexes)
        if kept != self.scene.selected_hexes:
            self.select(kept)

    # --- selection -------------------------------------------------------------------------

    def select(self, hexes: tuple[str, ...]) -> None:
        """Make ``hexes`` the selected area (and draw it)."""
        self.scene.draw_selection(tuple(sorted(set(hexes), key=Hex.parse)))
        self._enable()
        if hexes:
            self._status(self.tr("%n hexes selected", "", len(self.scene.selected_hexes)))

    def select_all(self) -> None:
        self.select(tuple(self.document.map_data.hexes))

    def select_stroke(self, hexes: tuple[str, ...]) -> None:
        """A drag with the Select tool: the rectangle it spans, or with Ctrl the hexes
        brushed over added to the selection."""
        if QApplication.keyboardModifiers() & Qt.KeyboardModifier.ControlModifier:
            self.select((*self.scene.selected_hexes, *hexes))
            return
        parsed = [Hex.parse(h) for h in hexes]
        top_left = Hex(min(h.col for h in parsed), min(h.row for h in parsed))
        bottom_right = Hex(max(h.col for h in parsed), max(h.row for h in parsed))
        self.select(hex_rectangle(top_left.id, bottom_right.id))

    # --- areas -----------------------------------------------------------------------------

    def copy(self) -> None:
        """Copy the selected hexes (terrain, level, features, hexsides and buildings)."""
        if not self.scene.selected_hexes:
            return
        self.clip = copy_area(self.document.map_data, self.scene.selected_hexes)
        self._enable()
        self._status(self.tr("Copied %n hexes: point at a hex and paste", "", len(self.clip)))

    def _target(self, at: str | None) -> str | None:
        target = at or self.scene.hovered
        if not target:
            self._status(self.tr("Point at the hex where the area's top-left hex goes"))
        return target or None

    def _edit(self, text: str, change: object) -> bool:
        try:
            self.document.edit(text, change)  # type: ignore[arg-type]
        except ContentError as error:
            QMessageBox.warning(self.window, self._title(), self.tr(
                "{edit}: not done:\n\n{problems}").format(edit=text,
                                                          problems=shown_error(error)))
            return False
        return True

    def paste(self, at: str | None = None) -> None:
        """Paste the copied area with its first hex on ``at`` (default: under the mouse); the
        pasted hexes become the selection."""
        clip, target = self.clip, self._target(at)
        if clip is None or target is None:
            return
        text = self.tr("Paste %n hexes at {hex}", "", len(clip)).format(hex=target)
        if self._edit(text, lambda m, s: (paste_area(m, clip, target), s)):
            self.select(placed_hexes(self.document.map_data, clip, target))

    def move_selection(self, at: str | None = None) -> None:
        """Move the selected hexes so the first lands on ``at`` (default: under the mouse)."""
        hexes, target = self.scene.selected_hexes, self._target(at)
        if not hexes or target is None:
            return
        clip = copy_area(self.document.map_data, hexes)
        text = self.tr("Move %n hexes to {hex}", "", len(hexes)).format(hex=target)
        if self._edit(text, lambda m, s: (move_area(m, hexes, target), s)):
            self.select(placed_hexes(self.document.map_data, clip, target))

    # --- the whole map ---------------------------------------------------------------------

    def ask_resize(self) -> None:
        map_data = self.document.map_data
        dialog = ResizeDialog(map_data.cols, map_data.rows, self.window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.resize_to(dialog.cols.value(), dialog.rows.value())

    def resize_to(self, cols: int, rows: int) -> bool:
        """Resize the map, or say why not: an Objective, a placement or a setup hex on a
        hex that would go."""
        problems = resize_problems(self.document.scenario, cols, rows)
        text = self.tr("Resize the map to {cols} x {rows}").format(cols=cols, rows=rows)
        if problems:
            QMessageBox.warning(self.window, self._title(), self.tr(
                "{edit}: not done: the scenario uses hexes that would go:\n\n{problems}"
            ).format(edit=text, problems="\n".join(shown_problem(p) for p in problems)))
            return False

        def change(m: MapData, s: Scenario) -> tuple[MapData, Scenario]:
            return resize_map(m, cols, rows), s

        return self._edit(text, change)

    def move_map(self, motion: Motion) -> bool:
        """Mirror or turn the map, the scenario's hexes with it; hexes with something on them
        that would fall off the map are named first, for the author to agree."""
        names = {"mirror_left_right": self.tr("Mirror the map left-right"),
                 "mirror_top_bottom": self.tr("Mirror the map top-bottom"),
                 "rotate_180": self.tr("Rotate the map by 180°")}
        map_data = self.document.map_data
        lost = [h for h in motion_losses(map_data, motion) if map_data.hexes[h] != _BLANK]
        if lost:
            answer = QMessageBox.question(self.window, self._title(), self.tr(
                "On this map that moves every other column half a hex (the hexes of a column "
                "sit half a hex lower than their neighbours'), so these hexes fall off the map "
                "and lose their terrain: {hexes}.\n\nGo on?").format(hexes=", ".join(lost)),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
            if answer != QMessageBox.StandardButton.Yes:
                return False
        mapping = motion_hexes(map_data, motion)

        def change(m: MapData, s: Scenario) -> tuple[MapData, Scenario]:
            return moved_map(m, motion), moved_scenario(s, mapping)

        return self._edit(names[motion], change)

    def explain_60(self) -> None:
        QMessageBox.information(self.window, self._title(), self.tr(
            "A map cannot be turned by 60° or 120°: its columns would become rows running "
            "at a slant, and no rectangle of hexes turns onto a rectangle. Mirror it or turn "
            "it by 180° instead."))
