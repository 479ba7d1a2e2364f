"""The game log: engine lines, each rule id they cite a link to the Rules reference.

A citation such as ``[O20.3]`` or ``[3.1.4, T78.3]`` shows every rule id as a link; a click
on one emits :attr:`LogView.sig_rule_clicked` with the id (the window opens the Rules
reference at that rule).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPalette, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget

__all__ = ["RULE_ID", "LogView"]

#: One rule id inside a citation: ``O20.3.4``, ``3.1``, ``T78``.
RULE_ID = re.compile(r"(?<=[\[ ,])([A-Z]?\d+(?:\.\d+)*)(?=[\],])")
_CITATION = re.compile(r"\[[A-Z]?\d[^\]]*\]")
_SCHEME = "rule:"


class LogView(QPlainTextEdit):
    """A read-only log whose rule ids are links."""

    sig_rule_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                     | Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.viewport().setMouseTracking(True)

    def appendPlainText(self, text: str) -> None:
        """Add a line (or a few) at the end, its rule ids as links."""
        self.append_lines((text,))

    def append_lines(self, lines: Iterable[str]) -> None:
        """Add lines at the end in one edit (one layout pass however many), their rule ids
        as links, and scroll to the last."""
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        plain = QTextCharFormat()
        link = QTextCharFormat()
        link.setAnchor(True)
        link.setForeground(self.palette().color(QPalette.ColorRole.Link))
        link.setFontUnderline(True)
        first = self.document().isEmpty()
        for text in lines:
            if not first:
                cursor.insertBlock()
            first = False
            done = 0
            for citation in _CITATION.finditer(text):
                for rule in RULE_ID.finditer(text, citation.start(), citation.end()):
                    cursor.insertText(text[done:rule.start()], plain)
                    link.setAnchorHref(_SCHEME + rule.group(1))
                    cursor.insertText(rule.group(1), link)
                    done = rule.end()
            cursor.insertText(text[done:], plain)
        cursor.endEditBlock()
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def rule_at(self, pos: QPoint) -> str | None:
        """The rule id of the link at a point of the viewport, if any."""
        href = self.anchorAt(pos)
        return href.removeprefix(_SCHEME) if href.startswith(_SCHEME) else None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """A pointing hand over a rule id."""
        over = self.rule_at(event.position().toPoint()) is not None
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor if over
                                  else Qt.CursorShape.IBeamCursor)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click on a rule id (not a drag to select) asks for that rule."""
        rule = self.rule_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and rule is not None \
                and not self.textCursor().hasSelection():
            self.sig_rule_clicked.emit(rule)
        super().mouseReleaseEvent(event)
