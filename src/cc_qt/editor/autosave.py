"""The designer's autosave, and the recovery of its edits after a crash.

A few seconds (:data:`IDLE_SECONDS`) after the last change, while there are unsaved edits,
the document (map, scenario and the file it belongs to) is written to a recovery file in the
user's data folder, atomically (a temporary file renamed over it: a crash leaves the old
autosave or the new one, never half of one). Saving, undoing back to the saved state, or
closing the designer normally removes it. So a recovery file found at the start means a
designer did not close normally; it is offered back when it is newer than the file it belongs
to (a file saved since, by another designer, wins). Recovered edits are one undo step over the
file as saved (or a new, unsaved scenario).

Several designers may be open at once: each takes a slot of its own (``designer-recovery.json``,
then ``designer-recovery-2.json`` ...), held by a lock file (``QLockFile``) while it runs. A
designer never writes into, offers or removes another running designer's slot; a slot whose
designer crashed has a stale lock (its process is gone), and the next designer to start takes
it first, with the edits it holds.
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
from PySide6.QtCore import QLockFile, QObject, QTimer, Signal

from cc_engine.content.loading import ContentError
from cc_engine.content.models import MapData, Scenario
from cc_engine.content.writing import write_atomically
from cc_qt import paths
from cc_qt.editor.document import ScenarioDocument

__all__ = ["IDLE_SECONDS", "RECOVERY_FILE", "SLOTS", "DesignerAutosave", "Recovery", "slot_file"]

#: The first designer's autosave in the user's data folder (the others: see :func:`slot_file`).
RECOVERY_FILE: Final = "designer-recovery.json"
#: Designers open at once that each get a recovery slot (more share the last one unlocked).
SLOTS: Final = 8
#: Seconds without a change before the autosave is written.
IDLE_SECONDS: Final = 5
_FORMAT: Final = "cc-designer-recovery"


def slot_file(slot: int) -> Path:
    """The recovery file of ``slot`` (1 to :data:`SLOTS`) in the user's data folder."""
    name = RECOVERY_FILE if slot == 1 else RECOVERY_FILE.replace(".json", f"-{slot}.json")
    return paths.user_data_dir() / name


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
        self.slot, self._lock = self._claim_slot()

    def _on_document_gone(self) -> None:
        self._gone = True
        self.timer.stop()
        if self._lock is not None:
            self._lock.unlock()  # the slot is free again (its file stays if edits are unsaved)

    @staticmethod
    def _claim_slot() -> tuple[int, QLockFile | None]:
        """The first slot a crashed designer left edits in, else the first free one; its lock
        stays held while this designer runs. With every slot held, the last one unlocked."""
        free: tuple[int, QLockFile] | None = None
        for slot in range(1, SLOTS + 1):
            lock = QLockFile(f"{slot_file(slot)}.lock")
            lock.setStaleLockTime(0)  # stale only when the process that held it is gone
            if not lock.tryLock(0):
                continue
            if slot_file(slot).exists():
                if free is not None:
                    free[1].unlock()
                return slot, lock
            if free is None:
                free = (slot, lock)
            else:
                lock.unlock()
        return free if free is not None else (SLOTS, None)

    def file(self) -> Path:
        """Where this designer's autosave is written."""
        return slot_file(self.slot)

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
