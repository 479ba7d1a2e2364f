"""The designer's autosave, and the recovery of its edits after a crash.

A few seconds (:data:`IDLE_SECONDS`) after the last change, while there are unsaved edits,
the document (map, scenario and the file it belongs to) is written to
``designer-recovery.json`` in the user's data folder, atomically (a temporary file renamed
over it: a crash leaves the old autosave or the new one, never half of one). Saving, undoing
back to the saved state, or closing the designer normally removes it. So a recovery file
found at the start means the designer did not close normally; it is offered back when it is
newer than the file it belongs to (a file saved since, by another designer, wins).
Recovered edits are one undo step over the file as saved (or a new, unsaved scenario).
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Final

import shiboken6
from pydantic import ValidationError
from PySide6.QtCore import QObject, QTimer, Signal

from cc_engine.content.loading import ContentError
from cc_engine.content.models import MapData, Scenario
from cc_engine.content.writing import write_atomically
from cc_qt import paths
from cc_qt.editor.document import ScenarioDocument

__all__ = ["IDLE_SECONDS", "RECOVERY_FILE", "DesignerAutosave", "Recovery"]

#: The autosave in the user's data folder.
RECOVERY_FILE: Final = "designer-recovery.json"
#: Seconds without a change before the autosave is written.
IDLE_SECONDS: Final = 5
_FORMAT: Final = "cc-designer-recovery"


@dataclass(frozen=True)
class Recovery:
    """Edits autosaved before a crash: the content, the file it belongs to, when."""

    map_data: MapData
    scenario: Scenario
    path: Path | None
    saved_at: datetime


class DesignerAutosave(QObject):
    """Autosaves a :class:`ScenarioDocument` after each change, once the author pauses."""

    sig_failed = Signal(object)
    """The :class:`OSError` of an autosave that could not be written."""

    def __init__(self, document: ScenarioDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(IDLE_SECONDS * 1000)
        self.timer.timeout.connect(self.save_now)
        # The stack's index moves after the content (a push redoes first): both restart it.
        document.sig_changed.connect(self._on_changed)
        document.undo_stack.indexChanged.connect(self._on_changed)
        document.undo_stack.cleanChanged.connect(self._on_clean_changed)
        #: The document is being destroyed (its undo stack's last signals are not edits).
        self._gone = False
        document.destroyed.connect(self._on_document_gone)

    def _on_document_gone(self) -> None:
        self._gone = True
        self.timer.stop()

    @staticmethod
    def file() -> Path:
        """Where the autosave is written."""
        return paths.user_data_dir() / RECOVERY_FILE

    def _on_changed(self) -> None:
        if self._gone or not shiboken6.isValid(self.document.undo_stack):
            return
        if not self.document.undo_stack.isClean():
            self.timer.start()  # started again: written once the author pauses

    def _on_clean_changed(self, clean: bool) -> None:
        if clean and not self._gone:
            self.discard()

    def save_now(self) -> bool:
        """Write the autosave now (if there are unsaved edits); False if it failed."""
        self.timer.stop()
        document = self.document
        if document.undo_stack.isClean():
            return True
        data = {"format": _FORMAT,
                "path": str(document.path) if document.path is not None else None,
                "map": document.map_data.model_dump(mode="json", exclude_defaults=True),
                "scenario": document.scenario.model_dump(mode="json", exclude_defaults=True)}
        try:
            write_atomically(self.file(), json.dumps(data, ensure_ascii=False))
        except OSError as error:
            self.sig_failed.emit(error)
            return False
        return True

    def discard(self) -> None:
        """Remove the autosave (the edits are saved, undone or given up)."""
        self.timer.stop()
        with contextlib.suppress(OSError):
            self.file().unlink(missing_ok=True)

    def recovery(self) -> Recovery | None:
        """The edits left by a designer that did not close normally, if newer than their
        file; a damaged autosave or a stale one (its file saved since) is removed."""
        file = self.file()
        try:
            stamp = file.stat().st_mtime
            data = json.loads(file.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or data.get("format") != _FORMAT:
                raise ValueError("not a designer autosave")
            map_data = MapData.model_validate(data["map"])
            scenario = Scenario.model_validate(data["scenario"])
            path = Path(data["path"]) if isinstance(data.get("path"), str) else None
        except FileNotFoundError:
            return None
        except (OSError, ValueError, KeyError, TypeError, ValidationError, ContentError):
            self.discard()
            return None
        if path is not None:
            with contextlib.suppress(OSError):
                if path.stat().st_mtime >= stamp:
                    self.discard()
                    return None
        return Recovery(map_data, scenario, path, datetime.fromtimestamp(stamp))
