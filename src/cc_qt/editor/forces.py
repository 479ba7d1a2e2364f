"""One side's panel in the designer: nation and parameters, setup zone, order of battle and
reinforcements.

Pieces come from the side's nation content (units, Weapons, Radios) and the Fortification
kinds. Their names, and the nations' and Fate decks', are the game's terms
(:func:`cc_qt.terms.term`): the panel shows them in the current language, as the game does. A
piece row may carry a Weapon from the start and a fixed placement: with the row selected and
the board's "Place pieces" tool on, clicking hexes places (or removes) its pieces.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSignalBlocker, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cc_engine.content.editing import with_field, with_nation
from cc_engine.content.loading import ContentError
from cc_engine.content.models import (
    EdgeName,
    ForceItem,
    RadioType,
    Scenario,
    SetupZone,
    UnitType,
    WeaponType,
)
from cc_engine.content.vocabulary import FortificationKind, Posture, Quality, SideId
from cc_qt.editor.document import ScenarioDocument
from cc_qt.editor.fields import FieldBinder, Text, read_path
from cc_qt.editor.names import (
    EDGE_NAMES,
    FORTIFICATION_NAMES,
    PIECE_KIND_NAMES,
    POSTURE_NAMES,
    QUALITY_NAMES,
    shown_name,
)
from cc_qt.shown import shown, shown_problem
from cc_qt.terms import term

__all__ = ["ZONE_COLOURS", "SidePanel", "force_label", "zone_words"]

EDGES: tuple[EdgeName, ...] = ("top", "right", "bottom", "left")

#: The colour each side's setup zone is drawn and summed up in.
ZONE_COLOURS = {SideId.AXIS: "#1e4f8c", SideId.ALLIES: "#b3261e"}


def force_label(item: ForceItem, names: dict[str, str]) -> str:
    """A row of the order of battle, e.g. ``'3 x Rifle Squad with Light MG in B2, C3'``.

    ``names`` gives the shown name of each piece type (see :meth:`SidePanel.names`); a row's
    own name (a Leader's, as the scenario writes it) is shown as it is, with his type (his
    rank), e.g. ``'Sgt. Biermann (Sergeant X)'``.
    """
    name = names.get(item.type, item.type.replace("_", " ").title())
    if item.name:
        name = QCoreApplication.translate("SidePanel", "{name} ({piece})").format(
            name=item.name, piece=name)
    words = (QCoreApplication.translate("SidePanel", "{count} x {piece}").format(
        count=item.count, piece=name) if item.count > 1 else name)
    if item.weapon:
        words = QCoreApplication.translate("SidePanel", "{piece} with {weapon}").format(
            piece=words, weapon=names.get(item.weapon, item.weapon))
    if item.hexes:
        words = QCoreApplication.translate("SidePanel", "{piece} in {hexes}").format(
            piece=words, hexes=", ".join(item.hexes))
    return words


def zone_words(zone: SetupZone) -> str:
    """A zone as the author wrote it, e.g. ``'depth 2, A9, B9, in or next to C4'``."""
    parts = []
    if zone.depth is not None:
        parts.append(QCoreApplication.translate("SidePanel", "depth {depth}").format(
            depth=zone.depth))
    parts += zone.hexes
    if zone.around:
        parts.append(QCoreApplication.translate("SidePanel", "in or next to {hexes}").format(
            hexes=", ".join(zone.around)))
    return ", ".join(parts)


class SidePanel(QWidget):
    """The Axis or Allied half of a scenario (see the module docstring)."""

    def __init__(self, side: SideId, document: ScenarioDocument, binder: FieldBinder,
                 report: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.document = document
        self.report = report
        key = side.value
        pack = document.pack
        #: Each form label and the function giving its text (see :meth:`retranslate`).
        self._labels: list[tuple[QLabel, Text]] = []
        form = QFormLayout()
        self._row(form, lambda: self.tr("Nation"), binder.choice(
            f"{key}.nation", lambda: self.tr("Nation"),
            lambda: [(term(n.name), n.id) for n in pack.nations.values()],
            edit=self.set_nation))
        self._row(form, lambda: self.tr("Fate deck"), binder.choice(
            f"{key}.fate_deck", lambda: self.tr("Fate deck"),
            lambda: [(term(d.name), i) for i, d in pack.decks.items()]))
        self._row(form, lambda: self.tr("Posture"), binder.choice(
            f"{key}.posture", lambda: self.tr("Posture"),
            lambda: [(shown_name(POSTURE_NAMES, p), p.value) for p in Posture]))
        self._row(form, lambda: self.tr("Orders per turn"), binder.spin(
            f"{key}.orders", lambda: self.tr("Orders"), 1, 6))
        self._row(form, lambda: self.tr("Hand size"), binder.spin(
            f"{key}.hand_size", lambda: self.tr("Hand size"), 1, 10))
        self._row(form, lambda: self.tr("Quality"), binder.choice(
            f"{key}.quality", lambda: self.tr("Quality"),
            lambda: [(shown_name(QUALITY_NAMES, q), q.value) for q in Quality]))
        self._row(form, lambda: self.tr("Surrender space"), binder.spin(
            f"{key}.surrender_space", lambda: self.tr("Surrender space"), 1, 99))
        self._row(form, lambda: self.tr("Friendly edge"), binder.choice(
            f"{key}.friendly_edge", lambda: self.tr("Friendly edge"),
            lambda: [(shown_name(EDGE_NAMES, e), e) for e in EDGES]))
        self._row(form, lambda: self.tr("Secret Objective chits"), binder.spin(
            f"{key}.secret_chits", lambda: self.tr("Secret chits"), 0, 5))
        self._row(form, lambda: self.tr("Opening cards"), binder.number_list(
            f"{key}.opening_cards", lambda: self.tr("Opening cards"), 1, 72))
        self._row(form, lambda: self.tr("Notes for this side"), binder.long_text(
            f"{key}.notes", lambda: self.tr("Side notes")))
        zone = QFormLayout()
        self._row(zone, lambda: self.tr("Depth from the edge (0: none)"), binder.spin(
            f"{key}.setup.depth", lambda: self.tr("Setup depth"), 0, 26, none_below=1))
        self._row(zone, lambda: self.tr("Hexes"), binder.hex_list(
            f"{key}.setup.hexes", lambda: self.tr("Setup hexes")))
        self._row(zone, lambda: self.tr("In or next to"), binder.hex_list(
            f"{key}.setup.around", lambda: self.tr("Setup anchors")))
        zone.addRow(binder.check(f"{key}.setup.hidden",
                                 lambda: self.tr("Hidden from the other side")))
        zone.addRow(binder.check(f"{key}.setup.fortifications_last",
                                 lambda: self.tr("Fortifications placed after the other "
                                                 "side has set up")))
        #: The zone's room against the side's pieces (the window writes it).
        self.room_label = QLabel(self)
        self.room_label.setWordWrap(True)
        self.room_label.setStyleSheet(f"color: {ZONE_COLOURS[side]}; font-weight: bold")
        zone.addRow(self.room_label)
        self.zone_box = QGroupBox()
        self.zone_box.setLayout(zone)

        self.forces = QListWidget(self)
        self.forces.currentRowChanged.connect(self._on_force_selected)
        self.kind = QComboBox(self)
        for kind in PIECE_KIND_NAMES:
            self.kind.addItem(shown_name(PIECE_KIND_NAMES, kind), kind)
        self.kind.currentIndexChanged.connect(self._fill_types)
        self.type = QComboBox(self)
        self.add_button = QPushButton(self)
        self.add_button.clicked.connect(self._on_add_clicked)
        self.remove_button = QPushButton(self)
        self.remove_button.clicked.connect(self._on_remove_clicked)
        self.row_type = QComboBox(self)
        self.row_type.activated.connect(
            lambda i: self._set_force("type", self.row_type.itemData(i), self.tr("type")))
        self.count = QSpinBox(self)
        self.count.setRange(1, 99)
        self.count.valueChanged.connect(
            lambda v: self._set_force("count", v, self.tr("count")))
        self.name = QLineEdit(self)
        self.name.editingFinished.connect(
            lambda: self._set_force("name", self.name.text().strip() or None, self.tr("name")))
        self.weapon = QComboBox(self)
        self.weapon.activated.connect(
            lambda i: self._set_force("weapon", self.weapon.itemData(i), self.tr("Weapon")))
        self.reinforce_time = QSpinBox(self)
        self.reinforce_time.setRange(0, 20)
        self.reinforce_button = QPushButton(self)
        self.reinforce_button.clicked.connect(self._on_reinforce_clicked)
        self.join_button = QPushButton(self)
        self.join_button.clicked.connect(self._on_join_clicked)
        self.reinforcements = QListWidget(self)
        self.reinforcements.setMaximumHeight(80)
        self.remove_reinforcement = QPushButton(self)
        self.remove_reinforcement.clicked.connect(self._on_remove_reinforcement_clicked)
        self.reinforcements.currentRowChanged.connect(self._on_reinforcement_selected)
        # The selected reinforcement: its group's Time space and entry zone, its own type,
        # count, name and Weapon.
        self.r_type = QComboBox(self)
        self.r_type.activated.connect(
            lambda i: self._set_piece("type", self.r_type.itemData(i), self.tr("type")))
        self.r_time = QSpinBox(self)
        self.r_time.setRange(0, 20)
        self.r_time.valueChanged.connect(
            lambda v: self._set_group("time_space", v, self.tr("Time space")))
        self.r_count = QSpinBox(self)
        self.r_count.setRange(1, 99)
        self.r_count.valueChanged.connect(
            lambda v: self._set_piece("count", v, self.tr("count")))
        self.r_name = QLineEdit(self)
        self.r_name.editingFinished.connect(
            lambda: self._set_piece("name", self.r_name.text().strip() or None,
                                    self.tr("name")))
        self.r_weapon = QComboBox(self)
        self.r_weapon.activated.connect(
            lambda i: self._set_piece("weapon", self.r_weapon.itemData(i), self.tr("Weapon")))
        self.r_depth = QSpinBox(self)
        self.r_depth.setRange(0, 26)
        self.r_depth.valueChanged.connect(lambda _v: self._set_entry())
        self.r_hexes = QLineEdit(self)
        self.r_hexes.editingFinished.connect(self._set_entry)
        self.r_around = QLineEdit(self)
        self.r_around.editingFinished.connect(self._set_entry)

        adder = QHBoxLayout()
        adder.addWidget(self.kind)
        adder.addWidget(self.type, 1)
        adder.addWidget(self.add_button)
        detail = QFormLayout()
        self._row(detail, lambda: self.tr("Type"), self.row_type)
        self._row(detail, lambda: self.tr("Count"), self.count)
        self._row(detail, lambda: self.tr("Name"), self.name)
        self._row(detail, lambda: self.tr("Carries"), self.weapon)
        later = QHBoxLayout()
        self.time_label = QLabel(self)
        later.addWidget(self.time_label)
        later.addWidget(self.reinforce_time)
        later.addWidget(self.reinforce_button, 1)
        later.addWidget(self.join_button, 1)
        self.forces_label = QLabel(self)
        self.reinforcements_label = QLabel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.zone_box)
        layout.addWidget(self.forces_label)
        layout.addWidget(self.forces, 1)
        layout.addLayout(adder)
        layout.addLayout(detail)
        layout.addWidget(self.remove_button)
        layout.addWidget(self.reinforcements_label)
        layout.addWidget(self.reinforcements)
        layout.addLayout(later)
        arrival = QFormLayout()
        self._row(arrival, lambda: self.tr("Arrives on Time"), self.r_time)
        self._row(arrival, lambda: self.tr("Type"), self.r_type)
        self._row(arrival, lambda: self.tr("Count"), self.r_count)
        self._row(arrival, lambda: self.tr("Name"), self.r_name)
        self._row(arrival, lambda: self.tr("Carries"), self.r_weapon)
        self._row(arrival, lambda: self.tr("Enters within (0: the edge)"), self.r_depth)
        self._row(arrival, lambda: self.tr("Enters in hexes"), self.r_hexes)
        self._row(arrival, lambda: self.tr("Enters in or next to"), self.r_around)
        layout.addLayout(arrival)
        layout.addWidget(self.remove_reinforcement)
        document.sig_changed.connect(self.refresh)
        self.retranslate()

    def _row(self, form: QFormLayout, text: Text, field: QWidget) -> None:
        """A row of ``form``: ``field`` with a label whose text :meth:`retranslate` sets."""
        label = QLabel(self)
        label.setBuddy(field)
        form.addRow(label, field)
        self._labels.append((label, text))

    def retranslate(self) -> None:
        """Set every fixed text in the current language, and show the lists again."""
        for label, text in self._labels:
            label.setText(text())
        self.zone_box.setTitle(self.tr("Setup zone"))
        self.forces_label.setText(self.tr("Order of battle"))
        self.reinforcements_label.setText(self.tr("Reinforcements"))
        self.time_label.setText(self.tr("Time"))
        self.forces.setToolTip(self.tr("The order of battle. Select a row, then use the board's "
                                       "'Place pieces' tool to put its pieces on fixed hexes"))
        for index in range(self.kind.count()):
            self.kind.setItemText(index, shown_name(PIECE_KIND_NAMES,
                                                    str(self.kind.itemData(index))))
        self.add_button.setText(self.tr("Add"))
        self.remove_button.setText(self.tr("Remove"))
        self.name.setPlaceholderText(self.tr("e.g. Sgt. Biermann (Leaders)"))
        self.reinforce_time.setToolTip(self.tr("Time space on which the selected kind of piece "
                                               "arrives as a reinforcement"))
        self.reinforce_button.setText(self.tr("Add as reinforcement"))
        self.join_button.setText(self.tr("Add to the selected group"))
        self.join_button.setToolTip(self.tr("Add the selected kind of piece to the group of "
                                            "the selected reinforcement: it arrives on the "
                                            "same Time space and enters in the same zone "
                                            "[6.1.2]"))
        self.remove_reinforcement.setText(self.tr("Remove reinforcement"))
        for edit in (self.r_hexes, self.r_around):
            edit.setPlaceholderText(self.tr("e.g. A1, B2"))
        self.r_depth.setToolTip(self.tr("Hexes in from the friendly edge where the selected "
                                        "reinforcements enter; 0 with no hexes: anywhere "
                                        "along the friendly edge [6.1.2]"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        """Set the texts again when the app's language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- reading the document ---------------------------------------------------------------

    def scenario_side(self) -> Any:
        return self.document.scenario.side(self.side)

    def names(self) -> dict[str, str]:
        """Display names of the side's nation's pieces and of the Fortifications, in the
        current language, by type id."""
        fortifications = {f.value: shown_name(FORTIFICATION_NAMES, f) for f in FortificationKind}
        nation = self.document.pack.nations.get(self.scenario_side().nation)
        if nation is None:
            return fortifications
        return {**fortifications, **{u.id: term(u.name) for u in nation.units},
                **{w.id: term(w.name) for w in nation.weapons},
                **{r.id: term(r.name) for r in nation.radios}}

    def refresh(self) -> None:
        """Show the document's order of battle and reinforcements."""
        names = self.names()
        row = self.forces.currentRow()
        with QSignalBlocker(self.forces):
            self.forces.clear()
            for item in self.scenario_side().forces:
                self.forces.addItem(QListWidgetItem(force_label(item, names)))
            self.forces.setCurrentRow(min(row, self.forces.count() - 1))
        later = self.reinforcements.currentRow()
        with QSignalBlocker(self.reinforcements):
            self.reinforcements.clear()
            for reinforcement in self.scenario_side().reinforcements:
                for item in reinforcement.forces:
                    text = self.tr("Time {time}: {piece}").format(
                        time=reinforcement.time_space, piece=force_label(item, names))
                    if reinforcement.entry is not None:
                        text = self.tr("{reinforcement}, entering in {zone}").format(
                            reinforcement=text, zone=zone_words(reinforcement.entry))
                    self.reinforcements.addItem(text)
            self.reinforcements.setCurrentRow(min(later, self.reinforcements.count() - 1))
        self._fill_types()
        self._on_force_selected(self.forces.currentRow())
        self._on_reinforcement_selected(self.reinforcements.currentRow())

    @Slot()
    def _fill_types(self) -> None:
        current = self.type.currentData()
        with QSignalBlocker(self.type):
            self.type.clear()
            for shown, value in self._types(self.kind.currentData()):
                self.type.addItem(shown, value)
            self.type.setCurrentIndex(max(self.type.findData(current), 0))

    def _types(self, kind: str) -> list[tuple[str, str]]:
        """The pieces of ``kind`` the side's nation has (all Fortifications), as the options
        of a choice."""
        if kind == "fortification":
            return [(shown_name(FORTIFICATION_NAMES, f), f.value) for f in FortificationKind]
        nation = self.document.pack.nations.get(self.scenario_side().nation)
        if nation is None:
            return []
        pieces: dict[str, tuple[UnitType | WeaponType | RadioType, ...]] = {
            "unit": nation.units, "weapon": nation.weapons, "radio": nation.radios}
        return [(term(p.name), p.id) for p in pieces[kind]]

    def _offer_types(self, combo: QComboBox, item: Any) -> None:
        """``combo`` offering the types of ``item``'s kind (a piece of the order of battle or
        of a reinforcement), its own type chosen; empty for no item."""
        combo.clear()
        for name, value in self._types(item.kind) if item else []:
            combo.addItem(name, value)
        if item is not None and combo.findData(item.type) < 0:
            combo.addItem(item.type, item.type)  # not the nation's: as it is
        combo.setCurrentIndex(combo.findData(item.type) if item else -1)

    @Slot(int)
    def _on_force_selected(self, row: int) -> None:
        forces = self.scenario_side().forces
        item = forces[row] if 0 <= row < len(forces) else None
        for widget in (self.row_type, self.count, self.name, self.weapon, self.remove_button):
            widget.setEnabled(item is not None)
        nation = self.document.pack.nations.get(self.scenario_side().nation)
        with QSignalBlocker(self.row_type):
            self._offer_types(self.row_type, item)
        with QSignalBlocker(self.count), QSignalBlocker(self.name), QSignalBlocker(self.weapon):
            self.count.setValue(item.count if item else 1)
            self.name.setText(item.name or "" if item else "")
            self.weapon.clear()
            self.weapon.addItem(self.tr("(nothing)"), None)
            if nation is not None:
                for weapon in nation.weapons:
                    self.weapon.addItem(term(weapon.name), weapon.id)
            self.weapon.setCurrentIndex(max(self.weapon.findData(item.weapon if item else None),
                                            0))
            self.weapon.setEnabled(item is not None and item.kind == "unit")

    def reinforcement_at(self, row: int) -> tuple[int, int] | None:
        """The (group, piece) indices of row ``row`` of the reinforcements list."""
        flat = [(i, j) for i, r in enumerate(self.scenario_side().reinforcements)
                for j in range(len(r.forces))]
        return flat[row] if 0 <= row < len(flat) else None

    @Slot(int)
    def _on_reinforcement_selected(self, row: int) -> None:
        at = self.reinforcement_at(row)
        group = self.scenario_side().reinforcements[at[0]] if at is not None else None
        item = group.forces[at[1]] if group is not None and at is not None else None
        widgets = (self.r_type, self.r_time, self.r_count, self.r_name, self.r_weapon,
                   self.r_depth, self.r_hexes, self.r_around, self.remove_reinforcement,
                   self.join_button)
        for widget in widgets:
            widget.setEnabled(item is not None)
        nation = self.document.pack.nations.get(self.scenario_side().nation)
        entry = group.entry if group is not None else None
        blockers = [QSignalBlocker(w) for w in widgets]
        self._offer_types(self.r_type, item)
        self.r_time.setValue(group.time_space if group is not None else 0)
        self.r_count.setValue(item.count if item is not None else 1)
        self.r_name.setText(item.name or "" if item is not None else "")
        self.r_weapon.clear()
        self.r_weapon.addItem(self.tr("(nothing)"), None)
        if nation is not None:
            for weapon in nation.weapons:
                self.r_weapon.addItem(term(weapon.name), weapon.id)
        self.r_weapon.setCurrentIndex(max(self.r_weapon.findData(
            item.weapon if item is not None else None), 0))
        self.r_weapon.setEnabled(item is not None and item.kind == "unit")
        self.r_depth.setValue(entry.depth or 0 if entry is not None else 0)
        self.r_hexes.setText(", ".join(entry.hexes) if entry is not None else "")
        self.r_around.setText(", ".join(entry.around) if entry is not None else "")
        del blockers

    def _set_group(self, field: str, value: Any, label: str) -> None:
        at = self.reinforcement_at(self.reinforcements.currentRow())
        if at is None:
            return
        self._edit(self.tr("Set the {field} of a reinforcement").format(field=label),
                   lambda s: with_field(
                       s, f"{self.side.value}.reinforcements.{at[0]}.{field}", value))

    def _set_piece(self, field: str, value: Any, label: str) -> None:
        at = self.reinforcement_at(self.reinforcements.currentRow())
        if at is None:
            return
        self._edit(self.tr("Set the {field} of a reinforcement").format(field=label),
                   lambda s: with_field(s, f"{self.side.value}.reinforcements.{at[0]}.forces."
                                           f"{at[1]}.{field}", value))

    @Slot()
    def _set_entry(self) -> None:
        """The selected reinforcement's entry zone from its three fields: none of them set,
        the friendly edge [6.1.2]."""
        def ids(edit: QLineEdit) -> list[str]:
            parts = edit.text().replace(";", ",").split(",")
            return [p.strip().upper() for p in parts if p.strip()]

        depth, hexes, around = self.r_depth.value(), ids(self.r_hexes), ids(self.r_around)
        entry = ({"depth": depth or None, "hexes": hexes, "around": around}
                 if depth or hexes or around else None)
        self._set_group("entry", entry, self.tr("entry zone"))

    # --- editing ----------------------------------------------------------------------------

    def _edit(self, text: str, change: Callable[[Scenario], Scenario]) -> bool:
        try:
            self.document.edit_scenario(text, change)
        except ContentError as error:
            self.report(self.tr("{edit}: not done: {problem}").format(
                edit=text, problem=shown_problem(error.problems[0])))
            self.refresh()
            return False
        return True

    def set_nation(self, nation_id: str) -> None:
        """Give the side another nation [1], its pieces becoming the new nation's (one undo
        step); the author is told which pieces changed or went, and that Undo brings them
        back (see :func:`~cc_engine.content.editing.with_nation`)."""
        nation = self.document.pack.nations.get(nation_id)
        if nation is None or nation_id == self.scenario_side().nation:
            return
        notes: list[str] = []

        def change(s: Scenario) -> Scenario:
            changed, notes[:] = with_nation(s, self.side, self.document.pack.nations,
                                            nation_id)
            return changed

        if self._edit(self.tr("Set the nation to {nation}").format(nation=term(nation.name)),
                      change) and notes:
            QMessageBox.information(self, self.tr("Nation"), self.tr(
                "The pieces now belong to {nation}:\n\n{changes}\n\nEdit > Undo puts the "
                "nation and the pieces back.").format(
                    nation=term(nation.name), changes="\n".join(shown(n) for n in notes)))

    def force_field(self, row: int, field: str) -> QWidget:
        """Select row ``row`` of the order of battle; the widget of its ``field`` (the list
        when the field has none)."""
        self.forces.setCurrentRow(row)
        widgets: dict[str, QWidget] = {"type": self.row_type, "kind": self.row_type,
                                       "count": self.count, "name": self.name,
                                       "weapon": self.weapon}
        return widgets.get(field, self.forces)

    def _set_force(self, field: str, value: Any, label: str) -> None:
        row = self.forces.currentRow()
        if row < 0:
            return
        self._edit(self.tr("Set the {field} of a piece").format(field=label),
                   lambda s: with_field(s, f"{self.side.value}.forces.{row}.{field}", value))

    @Slot()
    def _on_add_clicked(self) -> None:
        kind, type_ = self.kind.currentData(), self.type.currentData()
        if type_ is None:
            return
        path = f"{self.side.value}.forces"
        item = {"kind": kind, "type": type_}
        if self._edit(self.tr("Add {piece}").format(piece=self.type.currentText()),
                      lambda s: with_field(s, path, [*read_path(s, path), item])):
            self.forces.setCurrentRow(self.forces.count() - 1)

    @Slot()
    def _on_remove_clicked(self) -> None:
        row = self.forces.currentRow()
        if row < 0:
            return
        path = f"{self.side.value}.forces"

        def remove(s: Scenario) -> Scenario:
            forces = read_path(s, path)
            return with_field(s, path, forces[:row] + forces[row + 1:])

        self._edit(self.tr("Remove a piece"), remove)

    @Slot()
    def _on_reinforce_clicked(self) -> None:
        kind, type_ = self.kind.currentData(), self.type.currentData()
        if type_ is None:
            return
        path = f"{self.side.value}.reinforcements"
        entry = {"time_space": self.reinforce_time.value(),
                 "forces": [{"kind": kind, "type": type_}]}
        self._edit(self.tr("Add {piece} as a reinforcement").format(
                       piece=self.type.currentText()),
                   lambda s: with_field(s, path, [*read_path(s, path), entry]))

    @Slot()
    def _on_join_clicked(self) -> None:
        """The kind of piece chosen in the adder joins the selected reinforcement's group."""
        kind, type_ = self.kind.currentData(), self.type.currentData()
        at = self.reinforcement_at(self.reinforcements.currentRow())
        if type_ is None or at is None:
            return
        path = f"{self.side.value}.reinforcements.{at[0]}.forces"
        self._edit(self.tr("Add {piece} to a reinforcement group").format(
                       piece=self.type.currentText()),
                   lambda s: with_field(s, path, [*read_path(s, path),
                                                  {"kind": kind, "type": type_}]))

    @Slot()
    def _on_remove_reinforcement_clicked(self) -> None:
        row = self.reinforcements.currentRow()
        if row < 0:
            return
        path = f"{self.side.value}.reinforcements"
        flat = [(i, j) for i, r in enumerate(self.scenario_side().reinforcements)
                for j in range(len(r.forces))]
        index, piece = flat[row]

        def remove(s: Scenario) -> Scenario:
            entries = read_path(s, path)
            forces = entries[index]["forces"]
            rest = forces[:piece] + forces[piece + 1:]
            if rest:
                entries[index] = {**entries[index], "forces": rest}
                return with_field(s, path, entries)
            return with_field(s, path, entries[:index] + entries[index + 1:])

        self._edit(self.tr("Remove a reinforcement"), remove)

    def place_on(self, hex_id: str) -> None:
        """Put a piece of the selected row on ``hex_id`` (or take it off if already there);
        no more hexes than pieces."""
        row = self.forces.currentRow()
        if row < 0:
            self.report(self.tr("Select a piece of the order of battle to place it"))
            return
        item = self.scenario_side().forces[row]
        if item.kind in ("weapon", "radio"):  # the validator's rule [11.2, 12]
            self.report(self.tr("A Weapon goes to a unit and a Radio to the Artillery Box: "
                                "neither is placed on a hex"))
            return
        hexes = list(item.hexes)
        if hex_id in hexes:
            hexes.remove(hex_id)
        elif len(hexes) >= item.count:
            self.report(self.tr("All %n of these pieces are placed: click a placed hex to "
                                "take one off", "", item.count))
            return
        else:
            hexes.append(hex_id)
        self._edit(self.tr("Place a piece in {hex}").format(hex=hex_id), lambda s: with_field(
            s, f"{self.side.value}.forces.{row}.hexes", hexes))

    def selected_force(self) -> int:
        """The selected row of the order of battle, or -1."""
        return self.forces.currentRow()

