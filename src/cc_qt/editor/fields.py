"""Form widgets bound to scenario fields by dotted path (``axis.orders``).

A :class:`FieldBinder` turns each user change into one undoable edit of the document
(successive changes of one field merge into one undo step) and writes the document's values
back into the widgets whenever it changes. A value the model refuses leaves the document as it
was, puts the widget back, and reports the field in the status callback.

Labels and shown options are given as functions (``lambda: self.tr("Name")``) so that
:meth:`FieldBinder.retranslate` can show them again in a new language.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QRegularExpression, QSignalBlocker
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QPlainTextEdit, QSpinBox, QWidget

from cc_engine.content.editing import with_field
from cc_engine.content.loading import ContentError
from cc_engine.content.models import Scenario
from cc_qt.editor.document import ScenarioDocument
from cc_qt.shown import shown

__all__ = ["FieldBinder", "Options", "Text", "read_path"]

WidgetT = TypeVar("WidgetT", bound=QWidget)

Text = Callable[[], str]
"""A text in the current language: called again whenever the language changes."""

Options = Callable[[], Sequence[tuple[str, Any]]]
"""The options of a choice in the current language: (shown text, stored value) pairs."""


def read_path(scenario: Scenario, path: str) -> Any:
    """The JSON value at a dotted path of the scenario (None when absent)."""
    value: Any = scenario.model_dump(mode="json")
    for key in path.split("."):
        if isinstance(value, list):
            value = value[int(key)] if int(key) < len(value) else None
        elif isinstance(value, dict):
            value = value.get(key)
        else:
            return None
    return value


class FieldBinder:
    """Keeps form widgets and scenario fields in step (see the module docstring)."""

    def __init__(self, document: ScenarioDocument, report: Callable[[str], None]) -> None:
        self.document = document
        self.report = report
        #: Each bound widget by its field path (the Problems panel focuses them).
        self.widgets: dict[str, QWidget] = {}
        self._refreshers: list[Callable[[], None]] = []
        self._retranslators: list[Callable[[], None]] = []
        document.sig_changed.connect(self.refresh)

    def _set(self, path: str, label: Text, value: Any) -> None:
        try:
            self.document.edit_scenario(
                QCoreApplication.translate("FieldBinder", "Set {field}").format(field=label()),
                lambda s: with_field(s, path, value),
                merge_id=zlib.crc32(path.encode()) & 0x7FFFFFFF)
        except ContentError as error:
            self.report(QCoreApplication.translate(
                "FieldBinder", "{field} not changed: {problem}").format(
                    field=label(), problem=shown(error.problems[0].message)))
            self.refresh()

    def refresh(self) -> None:
        """Show the document's values in every bound widget."""
        for refresh in self._refreshers:
            refresh()

    def retranslate(self) -> None:
        """Show every label, tooltip and option of the bound widgets in the current language."""
        for retranslate in self._retranslators:
            retranslate()

    def spin(self, path: str, label: Text, low: int, high: int,
             none_below: int | None = None) -> QSpinBox:
        """An integer field; with ``none_below``, values below it mean "not set" (None)."""
        box = QSpinBox()
        box.setRange(low, high)

        def retranslate() -> None:
            box.setToolTip(_tip(label, path))

        def refresh() -> None:
            value = read_path(self.document.scenario, path)
            with QSignalBlocker(box):
                box.setValue(value if isinstance(value, int) else low)

        def changed(value: int) -> None:
            self._set(path, label, None if none_below is not None and value < none_below
                      else value)

        box.valueChanged.connect(changed)
        return self._bind(path, box, refresh, retranslate)

    def text(self, path: str, label: Text) -> QLineEdit:
        """A text field, changed when the player finishes typing."""
        edit = QLineEdit()

        def retranslate() -> None:
            edit.setToolTip(_tip(label, path))

        def refresh() -> None:
            value = read_path(self.document.scenario, path)
            with QSignalBlocker(edit):
                edit.setText("" if value is None else str(value))

        edit.editingFinished.connect(lambda: self._set(path, label, edit.text().strip()))
        return self._bind(path, edit, refresh, retranslate)

    def hex_list(self, path: str, label: Text) -> QLineEdit:
        """A list of hex ids typed as ``A1, B2``."""
        return self._id_list(path, label, lambda: QCoreApplication.translate(
            "FieldBinder", "e.g. A1, B2"), lambda: QCoreApplication.translate(
            "FieldBinder", "{field} ({path}): hex ids separated by commas").format(
                field=label(), path=path))

    def letter_list(self, path: str, label: Text, letters: str) -> QLineEdit:
        """A list of Objective chit letters typed as ``A, C``: only ``letters`` (the content
        pack's chits [7.3.2]) can be typed."""
        edit = self._id_list(path, label, lambda: QCoreApplication.translate(
            "FieldBinder", "e.g. {first}, {second}").format(first=letters[0],
                                                            second=letters[-1]),
            lambda: QCoreApplication.translate(
                "FieldBinder", "{field} ({path}): letters of Objective chits ({letters}), "
                "separated by commas").format(field=label(), path=path,
                                              letters=" ".join(letters)))
        edit.setValidator(QRegularExpressionValidator(QRegularExpression(
            f"[{letters}{letters.lower()}, ;]*"), edit))
        return edit

    def _id_list(self, path: str, label: Text, placeholder: Text, tip: Text) -> QLineEdit:
        """A list of ids separated by commas, shown with ``placeholder`` and ``tip``."""
        edit = QLineEdit()

        def retranslate() -> None:
            edit.setPlaceholderText(placeholder())
            edit.setToolTip(tip())

        def refresh() -> None:
            value = read_path(self.document.scenario, path) or []
            with QSignalBlocker(edit):
                edit.setText(", ".join(value))

        def finished() -> None:
            ids = [part.strip().upper() for part in edit.text().replace(";", ",").split(",")]
            self._set(path, label, [i for i in ids if i])

        edit.editingFinished.connect(finished)
        return self._bind(path, edit, refresh, retranslate)

    def number_list(self, path: str, label: Text, low: int, high: int) -> QLineEdit:
        """A list of whole numbers from ``low`` to ``high`` typed as ``31, 65`` (Fate card
        numbers)."""
        edit = QLineEdit()
        edit.setValidator(QRegularExpressionValidator(QRegularExpression("[0-9, ;]*"), edit))

        def retranslate() -> None:
            edit.setPlaceholderText(QCoreApplication.translate("FieldBinder", "e.g. {first}, "
                                                               "{second}").format(
                first=low, second=high))
            edit.setToolTip(QCoreApplication.translate(
                "FieldBinder", "{field} ({path}): numbers from {low} to {high}, separated by "
                "commas").format(field=label(), path=path, low=low, high=high))

        def refresh() -> None:
            value = read_path(self.document.scenario, path) or []
            with QSignalBlocker(edit):
                edit.setText(", ".join(str(v) for v in value))

        def finished() -> None:
            parts = edit.text().replace(";", " ").replace(",", " ").split()
            self._set(path, label, [int(p) for p in parts])

        edit.editingFinished.connect(finished)
        return self._bind(path, edit, refresh, retranslate)

    def choice(self, path: str, label: Text, options: Options,
               edit: Callable[[Any], None] | None = None) -> QComboBox:
        """One of ``options`` (shown text, stored value); ``edit`` makes the edit of a chosen
        value itself (one that changes more than the field)."""
        combo = QComboBox()

        def refresh() -> None:
            value = read_path(self.document.scenario, path)
            with QSignalBlocker(combo):
                index = combo.findData(value)
                combo.setCurrentIndex(max(index, 0))

        def retranslate() -> None:
            combo.setToolTip(_tip(label, path))
            with QSignalBlocker(combo):
                combo.clear()
                for shown, value in options():
                    combo.addItem(shown, value)
            refresh()

        combo.activated.connect(lambda index: edit(combo.itemData(index)) if edit is not None
                                else self._set(path, label, combo.itemData(index)))
        return self._bind(path, combo, refresh, retranslate)

    def check(self, path: str, label: Text) -> QCheckBox:
        """A yes/no field."""
        box = QCheckBox()

        def retranslate() -> None:
            box.setText(label())
            box.setToolTip(_tip(label, path))

        def refresh() -> None:
            with QSignalBlocker(box):
                box.setChecked(bool(read_path(self.document.scenario, path)))

        box.toggled.connect(lambda on: self._set(path, label, on))
        return self._bind(path, box, refresh, retranslate)

    def lines(self, path: str, label: Text) -> QPlainTextEdit:
        """A list of texts, one per line (special rules)."""
        edit = QPlainTextEdit()
        edit.setMaximumHeight(90)

        def retranslate() -> None:
            edit.setToolTip(QCoreApplication.translate(
                "FieldBinder", "{field} ({path}): one per line, in your own words").format(
                    field=label(), path=path))

        def refresh() -> None:
            value = read_path(self.document.scenario, path) or []
            if not edit.hasFocus() and edit.toPlainText().splitlines() != value:
                with QSignalBlocker(edit):
                    edit.setPlainText("\n".join(value))

        def changed() -> None:
            self._set(path, label, [line for line in edit.toPlainText().splitlines()
                                    if line.strip()])

        edit.textChanged.connect(changed)
        return self._bind(path, edit, refresh, retranslate)

    def long_text(self, path: str, label: Text) -> QPlainTextEdit:
        """A text of several lines and paragraphs (a briefing, a side's notes)."""
        edit = QPlainTextEdit()
        edit.setMinimumHeight(110)

        def retranslate() -> None:
            edit.setToolTip(QCoreApplication.translate(
                "FieldBinder", "{field} ({path}): in your own words; a blank line between "
                "paragraphs").format(field=label(), path=path))

        def refresh() -> None:
            value = read_path(self.document.scenario, path) or ""
            if edit.toPlainText() != value and not edit.hasFocus():
                with QSignalBlocker(edit):
                    edit.setPlainText(value)

        edit.textChanged.connect(lambda: self._set(path, label, edit.toPlainText().rstrip()))
        return self._bind(path, edit, refresh, retranslate)

    def _bind(self, path: str, widget: WidgetT, refresh: Callable[[], None],
              retranslate: Callable[[], None]) -> WidgetT:
        self.widgets[path] = widget
        self._refreshers.append(refresh)
        self._retranslators.append(retranslate)
        retranslate()
        refresh()
        return widget


def _tip(label: Text, path: str) -> str:
    """A bound widget's tooltip: its label and its field path."""
    return QCoreApplication.translate("FieldBinder", "{field} ({path})").format(
        field=label(), path=path)
