"""The designer's map tools through its widgets: select, copy and paste, move, resize, mirror,
brush sizes; each keeps the map valid and undoes exactly. The autosave brings the edits back
after a crash."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from cc_engine.content.loading import ContentPack, load_content_pack
from cc_engine.content.map_editing import Motion, motion_hexes, motion_losses
from cc_engine.content.models import MapHex
from cc_engine.content.validation import validate_map
from cc_engine.content.vocabulary import Terrain
from cc_qt import paths
from cc_qt.editor.autosave import RECOVERY_FILE
from cc_qt.editor.window import DesignerWindow

SCREENSHOTS = Path(os.environ.get("CC_SCREENSHOTS", "/tmp/maptools"))


@pytest.fixture(scope="module", name="pack")
def pack_fixture() -> ContentPack:
    return load_content_pack(paths.resources_dir())


@pytest.fixture(autouse=True)
def _answers(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Questions are answered No/Discard, warnings recorded, none left open."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Discard)
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, _title, text, *a: shown.append(text))
    return shown


def _designer(qtbot: QtBot, pack: ContentPack, managed: bool = True) -> DesignerWindow:
    window = DesignerWindow(pack)
    if managed:
        qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    return window


@pytest.fixture(name="window")
def window_fixture(qtbot: QtBot, pack: ContentPack) -> DesignerWindow:
    window = _designer(qtbot, pack)
    assert window.open_file(paths.resources_dir() / "maps" / "map01.json")
    window.view.fit_to_window()
    return window


def _point(window: DesignerWindow, hex_id: str):  # type: ignore[no-untyped-def]
    from cc_engine.hexgrid import Hex

    return window.view.mapFromScene(window.scene.layout.hex_to_pixel(Hex.parse(hex_id)))


def _drag(qtbot: QtBot, window: DesignerWindow, hexes: list[str]) -> None:
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=_point(window, hexes[0]))
    for hex_id in hexes[1:]:
        qtbot.mouseMove(viewport, _point(window, hex_id))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=_point(window, hexes[-1]))


def _valid(window: DesignerWindow) -> bool:
    return validate_map(window.document.map_data, "m.json") == []


def test_mirror_from_the_menu_keeps_the_map_valid_and_undoes_exactly(
        window: DesignerWindow) -> None:
    document = window.document
    before = (document.map_data, document.scenario)
    assert _valid(window)
    window.map_tools.mirror_lr_action.trigger()
    assert document.map_data.hexes["O1"] == before[0].hexes["A1"]
    assert _valid(window)
    assert document.scenario.allies.setup == before[1].allies.setup  # a depth: unchanged
    window.undo_action.trigger()
    assert (document.map_data, document.scenario) == before
    window.redo_action.trigger()
    window.grab().save(str(SCREENSHOTS / "designer-mirrored.png"))
    window.undo_action.trigger()
    assert (document.map_data, document.scenario) == before


@pytest.mark.parametrize("motion", ["mirror_top_bottom", "rotate_180"])
def test_mirror_top_bottom_and_rotate_ask_before_hexes_fall_off_and_undo_exactly(
        window: DesignerWindow, monkeypatch: pytest.MonkeyPatch, motion: Motion) -> None:
    """Map 1 has 15 columns: turned or mirrored top to bottom, every other column moves half
    a hex and some hexes fall off. The author is told which first; Cancel changes nothing,
    Yes moves every hex that stays (and keeps the map valid), and one undo restores it."""
    document = window.document
    before = (document.map_data, document.scenario)
    action = {"mirror_top_bottom": window.map_tools.mirror_tb_action,
              "rotate_180": window.map_tools.rotate_action}[motion]
    asked: list[str] = []
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes]

    def question(_parent: object, _title: str, text: str, *_args: object) -> object:
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    blank = MapHex(terrain=Terrain.OPEN_GROUND)
    lost = [h for h in motion_losses(before[0], motion) if before[0].hexes[h] != blank]
    action.trigger()
    assert len(asked) == 1 and all(h in asked[0] for h in lost)
    assert (document.map_data, document.scenario) == before  # cancelled
    action.trigger()
    mapping = motion_hexes(before[0], motion)
    for old, new in list(mapping.items())[:40]:
        assert document.map_data.hexes[new].terrain is before[0].hexes[old].terrain
    assert _valid(window)
    window.undo_action.trigger()
    assert (document.map_data, document.scenario) == before

def test_select_copy_and_paste_with_the_mouse(qtbot: QtBot, window: DesignerWindow) -> None:
    document = window.document
    before = (document.map_data, document.scenario)
    window.select_tool("select")
    _drag(qtbot, window, ["C3", "D4", "E5"])
    assert window.scene.selected_hexes == ("C3", "C4", "C5", "D3", "D4", "D5", "E3", "E4",
                                           "E5")
    window.map_tools.copy_action.trigger()
    assert window.map_tools.paste_action.isEnabled()
    qtbot.mouseMove(window.view.viewport(), _point(window, "I4"))
    assert window.scene.hovered == "I4"
    window.map_tools.paste_action.trigger()
    pasted = document.map_data
    assert pasted is not before[0]
    assert pasted.hexes["I4"].terrain is before[0].hexes["C3"].terrain
    assert pasted.hexes["K6"].terrain is before[0].hexes["E5"].terrain
    assert "I4" in window.scene.selected_hexes  # the pasted hexes are selected
    assert _valid(window)
    window.grab().save(str(SCREENSHOTS / "designer-pasted.png"))
    window.undo_action.trigger()
    assert (document.map_data, document.scenario) == before


def test_move_and_ctrl_brushed_selection(qtbot: QtBot, window: DesignerWindow) -> None:
    document = window.document
    before = document.map_data
    window.select_tool("select")
    _drag(qtbot, window, ["B2", "B3"])
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                     _point(window, "F2"))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.ControlModifier, _point(window, "F2"))
    assert set(window.scene.selected_hexes) == {"B2", "B3", "F2"}
    window.map_tools.move_selection("H7")
    assert document.map_data.hexes["B2"].terrain is Terrain.OPEN_GROUND
    assert _valid(window)
    window.undo_action.trigger()
    assert document.map_data == before


def test_resize_grows_shrinks_and_refuses_to_lose_an_objective(
        window: DesignerWindow, _answers: list[str]) -> None:
    document = window.document
    before = (document.map_data, document.scenario)
    assert window.map_tools.resize_to(17, 11)
    assert len(document.map_data.hexes) == 17 * 11 and _valid(window)
    assert document.map_data.hexes["Q11"].terrain is Terrain.OPEN_GROUND
    assert window.scene.hex_items.keys() == document.map_data.hexes.keys()
    window.undo_action.trigger()
    assert (document.map_data, document.scenario) == before
    assert not window.map_tools.resize_to(12, 10)  # N5 holds Objective 5
    assert "N5" in _answers[-1] and document.map_data is before[0]
    assert window.map_tools.resize_to(15, 9) and _valid(window)
    window.undo_action.trigger()
    assert (document.map_data, document.scenario) == before


def test_brush_size_paints_a_hex_and_its_neighbours(qtbot: QtBot, window: DesignerWindow) -> None:
    window.select_tool("terrain")
    window.terrain_choice.setCurrentIndex(window.terrain_choice.findData(Terrain.MARSH))
    window.brush_choice.setValue(2)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=_point(window, "H5"))
    marsh = {h for h, v in window.document.map_data.hexes.items() if v.terrain is Terrain.MARSH}
    assert {"H5", "H4", "H6", "G5", "G6", "I5", "I6"} <= marsh  # H: a lower column
    assert _valid(window)
    window.select_tool("objective")
    assert window.scene.brush == 1  # only Terrain, Elevation and Select take the brush


def _crash(window: DesignerWindow) -> None:
    """Drop the window as a crash would: no close, no question, no save."""
    QCoreApplication.processEvents()  # what the window had scheduled (its docks' widths)
    window.autosave.timer.stop()
    window.hide()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def test_autosaved_edits_are_offered_back_after_a_crash(
        qtbot: QtBot, pack: ContentPack, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    recovery = paths.user_data_dir() / RECOVERY_FILE
    first = _designer(qtbot, pack, managed=False)
    first.autosave.timer.setInterval(50)
    first.select_tool("terrain")
    first.terrain_choice.setCurrentIndex(first.terrain_choice.findData(Terrain.WOODS))
    first.view.fit_to_window()
    qtbot.mouseClick(first.view.viewport(), Qt.MouseButton.LeftButton, pos=_point(first, "C3"))
    edited = first.document.map_data
    assert edited.hexes["C3"].terrain is Terrain.WOODS
    qtbot.waitUntil(recovery.is_file, timeout=3000)  # written once the author pauses
    assert not list(recovery.parent.glob("*.tmp*"))  # temporary file renamed over it
    _crash(first)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    second = _designer(qtbot, pack)
    assert second.offer_recovery()
    assert second.document.map_data == edited
    assert not second.document.undo_stack.isClean()  # still to be saved
    assert second.windowTitle().endswith("*")
    # Saved: the autosave goes, and nothing is offered next time.
    assert second.save_to(tmp_path / "recovered.draft.json")
    assert not recovery.exists()
    assert not _designer(qtbot, pack).offer_recovery()


def test_recovered_edits_of_a_saved_file_are_one_undo_step_over_it(
        qtbot: QtBot, pack: ContentPack, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    first = _designer(qtbot, pack, managed=False)
    assert first.save_to(tmp_path / "mine.draft.json")
    saved = (first.document.map_data, first.document.scenario)
    first.map_tools.resize_to(12, 8)
    edited = first.document.map_data
    assert first.autosave.save_now()
    _crash(first)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    second = _designer(qtbot, pack, managed=False)  # it crashes too, below
    assert second.offer_recovery()
    assert second.document.map_data == edited
    assert second.document.path == tmp_path / "mine.draft.json"
    second.undo_action.trigger()
    assert (second.document.map_data, second.document.scenario) == saved
    # Declined: the autosave is given up.
    second.redo_action.trigger()
    assert second.autosave.save_now()
    _crash(second)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    third = _designer(qtbot, pack)
    assert not third.offer_recovery()
    assert not (paths.user_data_dir() / RECOVERY_FILE).exists()


def test_an_autosave_older_than_its_file_is_not_offered(
        qtbot: QtBot, pack: ContentPack, tmp_path: Path) -> None:
    first = _designer(qtbot, pack, managed=False)
    path = tmp_path / "mine.draft.json"
    assert first.save_to(path)
    first.map_tools.resize_to(12, 8)
    assert first.autosave.save_now()
    _crash(first)
    later = (paths.user_data_dir() / RECOVERY_FILE).stat().st_mtime + 10
    os.utime(path, (later, later))  # saved since, by another designer
    assert not _designer(qtbot, pack).offer_recovery()


def test_two_designers_open_at_once_keep_their_own_autosaves(
        qtbot: QtBot, pack: ContentPack, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each running designer autosaves into a slot of its own: a second one is not offered
    the first one's edits (it is still running), and closing one removes only its own."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    first, second = _designer(qtbot, pack), _designer(qtbot, pack)
    assert first.autosave.file() != second.autosave.file()
    first.map_tools.resize_to(12, 8)
    second.map_tools.resize_to(10, 6)
    assert first.autosave.save_now() and second.autosave.save_now()
    assert not _designer(qtbot, pack).offer_recovery()  # neither crashed
    assert first.autosave.file().exists() and second.autosave.file().exists()
    second.undo_action.trigger()  # back to its saved state: only its own autosave goes
    assert not second.autosave.file().exists() and first.autosave.file().exists()


def test_a_designer_killed_in_another_process_leaves_its_edits_to_the_next(
        qtbot: QtBot, pack: ContentPack, monkeypatch: pytest.MonkeyPatch) -> None:
    """A designer process that dies (no close, no clean-up: its lock file stays) while
    another runs: the next designer takes the dead one's slot and offers its edits."""
    running = _designer(qtbot, pack)
    running.map_tools.resize_to(10, 6)
    assert running.autosave.save_now()
    script = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from cc_qt import paths\n"
        f"paths.user_data_dir = lambda: Path({str(paths.user_data_dir())!r})\n"
        "from cc_engine.content.loading import load_content_pack\n"
        "from cc_qt.editor.window import DesignerWindow\n"
        "app = QApplication([])\n"
        "window = DesignerWindow(load_content_pack(paths.resources_dir()))\n"
        "window.map_tools.resize_to(12, 8)\n"
        "assert window.autosave.save_now()\n"
        "print(window.autosave.file(), flush=True)\n"
        "os._exit(3)\n")
    child = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                           env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, timeout=120,
                           check=False)
    assert child.returncode == 3, child.stderr
    left = Path(child.stdout.strip())
    assert left.exists() and Path(f"{left}.lock").exists()  # the dead process's lock
    assert left != running.autosave.file()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    after = _designer(qtbot, pack)
    assert after.autosave.file() == left
    assert after.offer_recovery()
    assert (after.document.map_data.cols, after.document.map_data.rows) == (12, 8)
    assert running.autosave.file().exists()  # the running designer's edits stay its own
