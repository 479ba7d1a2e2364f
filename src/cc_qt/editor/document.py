"""The scenario being designed: a map and a scenario, their file, undo and validation.

Edits are whole-value swaps: each :class:`EditCommand` holds the map and scenario before and
after (both immutable models), so undo restores the previous document exactly. The edits
themselves are :mod:`cc_engine.content.editing`'s functions; the problems are the engine
validator's. A scenario is saved as ``<name>.json`` with its map as ``<map id>.json`` beside
it; one that does not validate yet may be saved only as a draft, ``<name>.draft.json``, which
the final save removes.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from cc_engine.content.editing import blank_map
from cc_engine.content.loading import (
    ContentError,
    ContentPack,
    Problem,
    load_map,
    load_scenario_and_map,
    read_json,
)
from cc_engine.content.models import MapData, Scenario
from cc_engine.content.validation import detect_kind, validate_map, validate_scenario
from cc_engine.content.writing import model_text, write_atomically
from cc_qt.new_game import DRAFT_SUFFIX

__all__ = ["DRAFT_SUFFIX", "EditCommand", "ScenarioDocument", "new_scenario"]


def new_scenario(map_data: MapData, pack: ContentPack) -> Scenario:
    """A starting scenario on ``map_data``: Germans (bottom edge) against Russians (top),
    both Recon with 3 Orders, a Leader and three Squads each, Sudden Death on Time 8."""
    nations = sorted(pack.nations)
    axis = "germany" if "germany" in pack.nations else nations[0]
    allies = "russia" if "russia" in pack.nations else nations[-1]

    def side(nation: str, edge: str) -> dict[str, object]:
        units = [u for u in pack.nations[nation].units if u.role is None]
        leader = next(u.id for u in units if u.kind.value == "leader")
        squads = [u.id for u in units if u.kind.value == "squad"]
        squad = "rifle" if "rifle" in squads else squads[0]
        return {"nation": nation, "fate_deck": pack.nations[nation].fate_deck,
                "posture": "recon", "orders": 3, "hand_size": 5, "quality": "line",
                "surrender_space": 6, "friendly_edge": edge, "setup": {"depth": 2},
                "forces": [{"kind": "unit", "type": leader},
                           {"kind": "unit", "type": squad, "count": 3}]}

    return Scenario.model_validate({
        "id": f"{map_data.id}_scenario", "name": f"Battle on {map_data.name}",
        "date": "1944", "year": 1944, "map": map_data.id,
        "axis": side(axis, "bottom"), "allies": side(allies, "top"),
        "initiative": "axis", "first_turn": "axis", "sets_up_first": "allies",
        "sudden_death": 8,
        "objectives": {"control": {str(n): None for n in range(1, 6)},
                       "random_open_chits": 1}})


class EditCommand(QUndoCommand):
    """One edit: the document's map and scenario before and after it."""

    def __init__(self, document: ScenarioDocument, text: str, after: tuple[MapData, Scenario],
                 merge_id: int = -1) -> None:
        super().__init__(text)
        self.document = document
        self.before = (document.map_data, document.scenario)
        self.after = after
        self.merge_id = merge_id

    def id(self) -> int:
        return self.merge_id

    def mergeWith(self, other: QUndoCommand) -> bool:
        """Successive edits of one field (typing in a box) undo together."""
        if not isinstance(other, EditCommand) or other.merge_id != self.merge_id:
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self.document.set_content(*self.after)

    def undo(self) -> None:
        self.document.set_content(*self.before)


class ScenarioDocument(QObject):
    """A map and a scenario being edited, with undo and the file they came from."""

    sig_changed = Signal()
    """The map or the scenario changed (an edit, an undo, a file opened)."""

    sig_map_changed = Signal()
    """The map changed (the board must be redrawn)."""

    def __init__(self, pack: ContentPack, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pack = pack
        self.undo_stack = QUndoStack(self)
        self.map_data = blank_map("my_map", "My map")
        self.scenario = new_scenario(self.map_data, pack)
        self.path: Path | None = None
        self._checked: tuple[MapData, Scenario, list[Problem]] | None = None

    # --- content ---------------------------------------------------------------------------

    def set_content(self, map_data: MapData, scenario: Scenario) -> None:
        """Replace the content (used by commands; edits go through :meth:`edit`)."""
        map_changed = map_data is not self.map_data
        self.map_data, self.scenario = map_data, scenario
        if map_changed:
            self.sig_map_changed.emit()
        self.sig_changed.emit()

    def edit(self, text: str, change: Callable[[MapData, Scenario], tuple[MapData, Scenario]],
             merge_id: int = -1) -> None:
        """Apply ``change`` as one undoable edit named ``text``; a change that returns the
        same map and scenario is not recorded.

        Raises:
            ContentError: from the change, with nothing changed.
        """
        after = change(self.map_data, self.scenario)
        if after[0] is self.map_data and after[1] == self.scenario:
            return
        self.undo_stack.push(EditCommand(self, text, after, merge_id))

    def edit_map(self, text: str, change: Callable[[MapData], MapData]) -> None:
        """An edit of the map alone."""
        self.edit(text, lambda m, s: (change(m), s))

    def edit_scenario(self, text: str, change: Callable[[Scenario], Scenario],
                      merge_id: int = -1) -> None:
        """An edit of the scenario alone."""
        self.edit(text, lambda m, s: (m, change(s)), merge_id)

    def replace_document(self, map_data: MapData, scenario: Scenario,
                         path: Path | None) -> None:
        """Start over on other content (new or opened): the undo history is cleared."""
        self.undo_stack.clear()
        self.path = path
        self.map_data = map_data
        self.scenario = scenario
        self.undo_stack.setClean()
        self.sig_map_changed.emit()
        self.sig_changed.emit()

    # --- validation ------------------------------------------------------------------------

    def problems(self) -> list[Problem]:
        """Every problem of the map and the scenario, by the engine's own validator (checked
        once per version of the document)."""
        checked = self._checked
        if checked is not None and checked[0] is self.map_data and checked[1] is self.scenario:
            return checked[2]
        problems = self._validate()
        self._checked = (self.map_data, self.scenario, problems)
        return problems

    def forget_problems(self) -> None:
        """Check again on next use (a change of language: this window's own texts are kept
        in the problems translated)."""
        self._checked = None

    def _validate(self) -> list[Problem]:
        map_name = f"{self.map_data.id}.json"
        problems = validate_map(self.map_data, map_name, self.pack.terrain.max_elevation)
        if self.scenario.map != self.map_data.id:
            problems.append(Problem(self.scenario_name(), "map", self.tr(
                "names map {scenario_map}, but the map's id is {map_id}").format(
                    scenario_map=repr(self.scenario.map), map_id=repr(self.map_data.id))))
        problems += validate_scenario(self.scenario, self.pack, self.scenario_name(),
                                      self.map_data)
        return [p for p in problems if p.severity == "error"] + [
            p for p in problems if p.severity != "error"]

    def errors(self) -> list[Problem]:
        """The problems that make the scenario unplayable."""
        return [p for p in self.problems() if p.severity == "error"]

    def scenario_name(self) -> str:
        return self.path.name if self.path is not None else f"{self.scenario.id}.json"

    # --- files -----------------------------------------------------------------------------

    def open(self, path: Path) -> None:
        """Open a scenario file (with the map beside it, else the shipped one), or a map
        file alone (with a starting scenario on it).

        Raises:
            ContentError: naming the file and field, with nothing changed.
        """
        kind = detect_kind(read_json(path))
        if kind == "map":
            map_data = load_map(path)
            self.replace_document(map_data, new_scenario(map_data, self.pack), None)
            return
        if kind != "scenario":
            raise ContentError([Problem(path.name, "", self.tr("not a scenario or map file"))])
        scenario, pack = load_scenario_and_map(path, self.pack)
        self.replace_document(pack.maps[scenario.map], scenario, path)

    def save(self, path: Path) -> tuple[list[Path], Path | None]:
        """Write the scenario to ``path`` and its map beside it, each atomically; returns the
        files written and the draft removed. An invalid scenario goes only to a draft path; a
        final save removes the draft it replaces (``<name>.draft.json`` beside it, or the
        draft the scenario was opened from), which would otherwise stay behind, stale.

        Raises:
            ContentError: if the scenario has errors and ``path`` is not a draft path.
            OSError: if a file cannot be written (a draft that cannot be removed is kept).
        """
        draft = path.name.endswith(DRAFT_SUFFIX)
        if not draft and self.errors():
            raise ContentError([Problem(path.name, "", self.tr(
                "the scenario has problems: save it as a draft ({suffix}) or fix them "
                "first").format(suffix=DRAFT_SUFFIX))])
        map_path = path.parent / f"{self.map_data.id}.json"
        if map_path.resolve() == path.resolve():
            raise ContentError([Problem(path.name, "", self.tr(
                "the scenario file would overwrite its own map: choose another name"))])
        written = [path]
        write_atomically(path, model_text(self.scenario))
        if self.pack.maps.get(self.map_data.id) != self.map_data:  # not a shipped map as is
            write_atomically(map_path, model_text(self.map_data))
            written.append(map_path)
        stale = None if draft else self._stale_draft(path)
        if stale is not None:
            try:
                stale.unlink()
            except OSError:
                stale = None
        self.path = path
        self.undo_stack.setClean()
        self.sig_changed.emit()
        return written, stale

    def write_draft(self, folder: Path) -> Path:
        """Write the scenario as it is now to ``folder/<id>.draft.json`` with its map beside
        it, for a playtest: the document's file, undo history and saved state stay as they
        are. Returns the scenario file.

        Raises:
            OSError: if a file cannot be written.
        """
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{self.scenario.id}{DRAFT_SUFFIX}"
        write_atomically(folder / f"{self.map_data.id}.json", model_text(self.map_data))
        write_atomically(path, model_text(self.scenario))
        return path

    def _stale_draft(self, path: Path) -> Path | None:
        """The draft that a final save to ``path`` replaces, if there is one."""
        if self.path is not None and self.path.name.endswith(DRAFT_SUFFIX) \
                and self.path.is_file():
            return self.path
        beside = path.with_name(path.name.removesuffix(".json") + DRAFT_SUFFIX)
        return beside if beside.is_file() else None
