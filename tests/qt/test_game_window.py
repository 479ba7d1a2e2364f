"""The hot-seat game window (preview): hand-off screens hide everything private; the hand dock
holds only the seated player's cards; choices come from the engine; hex clicks choose."""

from __future__ import annotations

import errno
import gc
import os
import weakref
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QPlainTextEdit
from pytestqt.qtbot import QtBot

from cc_engine import Session
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.content.vocabulary import SideId, display_name
from cc_qt import paths
from cc_qt.controller import GameController
from cc_qt.game_window import GameWindow


def open_game(qtbot: QtBot, tmp_path: Path, number: int = 2) -> GameWindow:
    pack = load_content_pack(paths.resources_dir())
    scenario = load_scenario(paths.scenarios_dir() / f"scenario{number:02d}.json")
    controller = GameController(Session(scenario, pack, 3), tmp_path / "autosave.ccsave")
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.show()
    controller.start()
    return window


def texts(window: GameWindow) -> str:
    """Every text any widget of the window shows."""
    parts = [window.windowTitle()]
    for widget in window.findChildren(QLabel):
        parts.append(widget.text())
    for widget in window.findChildren(QPlainTextEdit):
        parts.append(widget.toPlainText())
    for widget in window.findChildren(QListWidget):
        parts += [widget.item(i).text() for i in range(widget.count())]
    return "\n".join(parts)


def other_hand_names(window: GameWindow, seat: SideId) -> list[str]:
    state = window.controller.session.state
    hand = state.side(seat.other).hand
    return [f"#{n} " for n in hand]


def test_handoff_then_only_the_seated_hand(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_game(qtbot, tmp_path)
    # Scenario 2: the Allies set up first; the window asks for them and shows nothing else.
    assert window.stack.currentWidget() is window.handoff
    assert "Pass to the American player" in window.handoff.message.text()
    assert not window.hand_dock.isVisible()
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.view_widget
    state = window.controller.session.state
    assert window.hand.count() == len(state.allies.hand)
    assert window.choice_list.count() == len(state.pending.choices)
    shown = texts(window)
    for name in other_hand_names(window, SideId.ALLIES):
        assert name not in shown


def test_setup_by_clicking_hexes_and_handoff_between_sides(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    controller = window.controller
    placed = 0
    while controller.session.state.pending.kind == "setup" and \
            controller.session.state.pending.side is SideId.ALLIES:
        choice = controller.session.state.pending.choices[0]
        window._on_scene_hex_clicked(str(choice.args[1]))  # the player clicks the hex
        placed += 1
        if placed > 40:
            break
    assert placed >= 10
    # Anything more the Allies place now is taken from the list (its one activation signal).
    for _ in range(20):
        if controller.session.state.pending.side is not SideId.ALLIES:
            break
        window.choice_list.itemActivated.emit(window.choice_list.item(0))
    assert controller.session.state.pending.side is SideId.AXIS
    # The Axis sets up next: the window hides the Allied hand behind a hand-off screen.
    assert window.stack.currentWidget() is window.handoff
    assert "German" in window.handoff.message.text()
    assert window.hand.count() == 0 and window.log.toPlainText() == ""
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    state = controller.session.state
    shown = texts(window)
    for card in state.allies.hand:
        assert f"#{card} " not in shown
    assert window.hand.count() == len(state.axis.hand)
    assert (tmp_path / "autosave.ccsave").exists()


def test_card_descriptions_use_game_terms(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    state = window.controller.session.state
    first = state.setting.card(SideId.ALLIES, state.allies.hand[0])
    tile = window.hand.tiles[0].text()
    assert display_name(first.order) in tile and display_name(first.event) in tile
    # The bottom of the card too: its dice and Random Hex [1.8, 1.9].
    assert f"Dice {first.white_die}•{first.colored_die}" in tile
    assert f"Hex {first.random_hex}" in tile


def test_legal_hexes_are_highlighted_and_number_keys_choose(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    decision = window.controller.session.state.pending
    hexes = {str(c.args[1]) for c in decision.choices}
    assert len(window.scene.highlight_items) == len(hexes)  # the setup zone's legal hexes
    before = len(window.controller.session.history)
    qtbot.keyClick(window, Qt.Key.Key_1)
    assert len(window.controller.session.history) == before + 1
    assert window.controller.session.choices[-1] == decision.choices[0].notation()


def test_new_game_replaces_the_game(qtbot: QtBot, tmp_path: Path,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from cc_qt.new_game import NewGameChoice, NewGameDialog

    window = open_game(qtbot, tmp_path)
    one = load_scenario(paths.scenarios_dir() / "scenario01.json")
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: 1)
    monkeypatch.setattr(NewGameDialog, "choice",
                        lambda self: NewGameChoice(one, 77, {s: "human" for s in SideId},
                                                   window.controller.session.pack))
    window.new_action.trigger()
    assert window.controller.session.scenario.name == "Fat Lipki"
    assert window.controller.session.seed == 77
    assert window.windowTitle() == "Combat Commander — Fat Lipki"
    assert window.stack.currentWidget() is window.handoff


def test_save_then_load_gives_the_same_position(qtbot: QtBot, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    for _ in range(5):
        qtbot.keyClick(window, Qt.Key.Key_1)
    path = tmp_path / "mid.ccsave"
    window.controller.save(path)
    state = window.controller.session.state
    other = open_game(qtbot, tmp_path)
    assert other.load_game(path)
    assert other.controller.session.state == state
    assert other.stack.currentWidget() is other.handoff  # the decider takes the seat first
    # A corrupted save: a clear message, the file left untouched, the game unchanged.
    bad = tmp_path / "bad.ccsave"
    bad.write_text('{"format_version": 1, "seed": -4}', encoding="utf-8")
    before = bad.read_bytes()
    messages: list[str] = []
    monkeypatch.setattr("cc_qt.game_window.QMessageBox.critical",
                        lambda parent, title, text: messages.append(text))
    assert not other.load_game(bad)
    assert messages and "bad.ccsave" in messages[0]
    assert bad.read_bytes() == before
    assert other.controller.session.state == state


def test_discard_piles_are_browsable(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    texts_shown = [window.discards.item(i).text() for i in range(window.discards.count())]
    assert texts_shown[0].startswith("Allied discard pile (0)")
    assert any(t.startswith("Axis discard pile") for t in texts_shown)


def test_the_autosave_is_offered_for_resuming(qtbot: QtBot, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from cc_qt import app as app_module

    monkeypatch.setattr(paths, "user_data_dir", lambda: tmp_path)
    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    for _ in range(4):
        qtbot.keyClick(window, Qt.Key.Key_1)
    state = window.controller.session.state  # autosaved after every choice
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args: QMessageBox.StandardButton.Yes)
    scenario = load_scenario(paths.scenarios_dir() / "scenario01.json")
    resumed = app_module.play(scenario, seed=1)
    qtbot.addWidget(resumed)
    assert resumed.controller.session.state == state


@pytest.mark.parametrize(("damage", "reason"), [
    (lambda text: text.replace('"C8": {', '"C7": {', 1),
     "map.hexes: the key 'C7' appears more than once"),
    (lambda text: text.replace('"format_version": 2', '"format_version": 7', 1),
     "saved by a later version of the game"),
    (lambda text: text.replace('"computer": {}', '"computer": {"axis": "grandmaster"}', 1),
     "unknown computer level 'grandmaster'"),
])
def test_an_autosave_that_cannot_be_opened_is_set_aside_and_a_new_game_begins(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: object,
        reason: str) -> None:
    """A damaged autosave (or one of another version) never stops the app from starting:
    it is kept under another name, the player is told why and where, and a new game
    begins; the next start is clean."""
    from PySide6.QtWidgets import QMessageBox

    from cc_qt import app as app_module

    monkeypatch.setattr(paths, "user_data_dir", lambda: tmp_path)
    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(window, Qt.Key.Key_1)
    autosave = tmp_path / "autosave.ccsave"
    text = autosave.read_text(encoding="utf-8")
    assert callable(damage)
    autosave.write_text(damage(text), encoding="utf-8")
    damaged = autosave.read_bytes()
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: told.append(text))
    monkeypatch.setattr(QMessageBox, "question", lambda *args: pytest.fail("offered"))
    scenario = load_scenario(paths.scenarios_dir() / "scenario01.json")
    started = app_module.play(scenario, seed=1)
    qtbot.addWidget(started)
    (aside,) = tmp_path.glob("autosave-set-aside-*.ccsave")
    assert aside.read_bytes() == damaged
    assert len(told) == 1 and reason in told[0] and aside.name in told[0], told
    assert started.controller.session.scenario.name == "Fat Lipki"
    # A new game: no choice yet, only each person's stops of a new game.
    assert all(c.startswith("set_stops") for c in started.controller.session.choices)
    assert not autosave.exists()


def test_replay_steps_through_the_game_as_one_side_saw_it(qtbot: QtBot, tmp_path: Path) -> None:
    """Mid-game a replay shows the seated side's view only: no switch to the other side's
    hidden setup or private draws. Once the game is over either side may be chosen."""
    from cc_qt.replay import ReplayDialog

    window = open_game(qtbot, tmp_path, number=1)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    session = window.controller.session
    import random

    rng = random.Random(1)
    for _ in range(120):
        session.submit(rng.choice(session.state.pending.choices))
    with pytest.raises(ValueError, match="seated player"):
        ReplayDialog(session)
    dialog = ReplayDialog(session, SideId.ALLIES)
    qtbot.addWidget(dialog)
    assert [dialog.side.itemText(i) for i in range(dialog.side.count())] == [
        "As the Allies saw it"]
    assert not dialog.side.isEnabled()
    dialog.slider.setValue(0)
    assert not dialog.scene.counter_items  # nothing placed yet
    dialog.slider.setValue(len(session.history))
    allies_units = {u.id for u in session.state.units_on_map(SideId.ALLIES)}
    assert allies_units <= set(dialog.scene.counter_items)
    assert "Axis draws card" not in dialog.log.toPlainText()  # the other side's draws
    while session.state.outcome is None:
        session.submit(rng.choice(session.state.pending.choices))
    over = ReplayDialog(session, SideId.ALLIES)
    qtbot.addWidget(over)
    assert over.side.count() == 2 and over.side.isEnabled()
    assert over.side.currentData() == SideId.ALLIES.value


def test_stops_are_set_from_the_menu_only_on_ones_own_screen(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cc_qt.stops import StopsDialog

    window = open_game(qtbot, tmp_path)
    assert not window.stops_action.isEnabled()  # hand-off screen: nobody's stops
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert window.stops_action.isEnabled()
    seen: list[dict[str, list[str]]] = []

    def player_turns_rerolls_off(dialog: StopsDialog) -> int:
        seen.append({name: [combo.itemData(i) for i in range(combo.count())]
                     for name, combo in dialog.combos.items()})
        combo = dialog.combos["reroll"]
        combo.setCurrentIndex(combo.findData("never"))
        return 1

    monkeypatch.setattr(StopsDialog, "exec", player_turns_rerolls_off)
    window.stops_action.trigger()
    # The dialog offers the engine's settings and values, and the change is the seated side's.
    assert seen == [{"op_fire": ["always", "when_able", "never"],
                     "reroll": ["always", "when_it_matters", "never"],
                     "fire_actions": ["always", "when_able", "never"],
                     "move_actions": ["always", "when_able", "never"]}]
    state = window.controller.session.state
    assert state.allies.stops.reroll == "never" and state.axis.stops.reroll == "always"
    assert "Allied stops: " in window.log.toPlainText()
    # It is autosaved, and the other player's log never mentions it.
    assert Session.load(tmp_path / "autosave.ccsave",
                        window.controller.session.pack).state == state
    while window.stack.currentWidget() is not window.handoff:
        qtbot.keyClick(window, Qt.Key.Key_1)
    assert window.handoff.side is SideId.AXIS and not window.stops_action.isEnabled()
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert "stops" not in window.log.toPlainText()


def test_the_dark_palette_is_chosen_from_the_view_menu_and_remembered(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication

    from cc_qt.theme import apply_theme, saved_theme

    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    palettes = window.board_actions.palettes
    assert palettes["light"].isChecked() and saved_theme() == "light"
    try:
        palettes["dark"].trigger()
        QApplication.processEvents()  # widgets take the new palette from a posted event
        assert palettes["dark"].isChecked() and not palettes["light"].isChecked()
        assert saved_theme() == "dark"
        # The hand dock is now light text on a dark ground, in the picture as well.
        list_palette = window.hand.palette()
        assert list_palette.color(QPalette.ColorRole.Base).lightness() < 60
        assert list_palette.color(QPalette.ColorRole.Text).lightness() > 200
        image = window.hand.viewport().grab().toImage()
        corner = image.pixelColor(image.width() - 3, image.height() - 3)
        assert corner.lightness() < 60
        palettes["light"].trigger()
        QApplication.processEvents()
        assert saved_theme() == "light"
        assert window.hand.palette().color(QPalette.ColorRole.Base).lightness() > 200
    finally:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        apply_theme(app, "light")


def test_clicking_a_card_marks_what_it_can_do_now(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_game(qtbot, tmp_path)
    session = window.controller.session
    # Play (first choice, hand-offs accepted) until a player must give an Order.
    for _ in range(300):
        orders = any(c.kind == "order" for c in session.state.pending.choices)
        if window.stack.currentWidget() is window.handoff:
            qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
        elif window.controller.asking_first():  # on the shared screen: he wants his hand
            qtbot.mouseClick(window.seat_button if orders else window.pass_button,
                             Qt.MouseButton.LeftButton)
        elif orders:
            break
        else:
            qtbot.keyClick(window, Qt.Key.Key_1)
    choices = session.state.pending.choices
    assert any(c.kind == "order" for c in choices)
    playable = 0
    for tile in list(window.hand.tiles):
        card = tile.card
        qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
        engine_rows = [i for i, c in enumerate(choices)
                       if c.kind in ("order", "discard", "op_fire", "play", "action")
                       and c.args and c.args[0] == card]
        bold = [i for i in range(window.choice_list.count())
                if window.choice_list.item(i).font().bold()]
        assert bold == engine_rows
        message = window.statusBar().currentMessage()
        if engine_rows:
            assert window.choice_list.currentRow() == engine_rows[0]
            assert f"#{card} can be played now" in message
            assert tile.playable and tile.text().startswith("▶")
            playable += 1
        else:
            assert not tile.playable
            assert message.startswith(f"#{card} cannot be played now: ")
    assert playable > 0


def solo_game(qtbot: QtBot, tmp_path: Path, number: int, seed: int) -> GameWindow:
    """A game of scenario ``number`` with the computer as the Axis, moving at once."""
    pack = load_content_pack(paths.resources_dir())
    scenario = load_scenario(paths.scenarios_dir() / f"scenario{number:02d}.json")
    session = Session(scenario, pack, seed, computer={SideId.AXIS: "planner"})
    controller = GameController(session, tmp_path / "autosave.ccsave", pace_ms=0)
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.set_computer_pace(0)
    window.show()
    controller.start()
    return window


def test_a_game_against_the_computer_has_no_handoffs(qtbot: QtBot, tmp_path: Path) -> None:
    """The American player (scenario 2) against the computer: the human's clicks are
    scripted (number keys); the computer's moves appear in his log; no hand-off screen ever
    covers the board; the game ends with the result."""
    import random

    window = solo_game(qtbot, tmp_path, 2, 4)
    controller = window.controller
    pack = controller.session.pack
    rng = random.Random(4)
    computer_moves = 0
    for _ in range(20_000):
        state = controller.session.state
        if state.outcome is not None:
            break
        assert window.stack.currentWidget() is window.view_widget  # never a hand-off
        assert controller.seat is SideId.ALLIES
        if state.pending is not None and state.pending.side is SideId.AXIS:
            before = len(controller.session.history)
            qtbot.waitUntil(lambda b=before: len(controller.session.history) > b
                            or controller.session.state.outcome is not None, timeout=10_000)
            computer_moves += 1
            continue
        count = min(9, window.choice_list.count())
        qtbot.keyClick(window, Qt.Key(Qt.Key.Key_1 + rng.randrange(count)))
    assert controller.session.state.outcome is not None
    assert computer_moves > 50
    assert window.result is not None and window.result.isVisible()
    # The hand dock shows the American hand, never the German one.
    assert [t.card for t in window.hand.tiles] == list(controller.session.state.allies.hand)
    # Saved with who plays what: reopened, the computer plays the Germans again.
    saved = Session.load(tmp_path / "autosave.ccsave", pack)
    assert saved.computer == {SideId.AXIS: "planner"}


def test_undo_against_the_computer_takes_back_only_ones_own_steps(
        qtbot: QtBot, tmp_path: Path) -> None:
    """Undo steps back over the person's own choices; once the computer has decided, its
    move stands (the engine never undoes past the other side's decision)."""
    window = solo_game(qtbot, tmp_path, 1, 2)
    session = window.controller.session
    undone = blocked = 0
    for _ in range(400):
        state = session.state
        if state.pending is not None and state.pending.side is SideId.AXIS:
            before = len(session.history)
            qtbot.waitUntil(lambda b=before: len(session.history) > b, timeout=10_000)
            if session.state.pending is not None and \
                    session.state.pending.side is SideId.ALLIES:
                assert not window.undo_action.isEnabled()  # the computer's move stands
                blocked += 1
            continue
        if window.undo_action.isEnabled() and undone < 3:
            length = len(session.history)
            window.undo_action.trigger()
            assert len(session.history) == length - 1
            assert session.state.pending is not None
            assert session.state.pending.side is SideId.ALLIES
            undone += 1
        qtbot.keyClick(window, Qt.Key.Key_1)
    assert undone == 3 and blocked > 0


# --- files that cannot be written -----------------------------------------------------------


def _not_writable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str) -> Path:
    """A save path that cannot be written, as ``case`` says."""
    if case == "folder":  # a path that is an existing folder
        target = tmp_path / "folder.ccsave"
        target.mkdir()
        return target
    if case == "read-only folder":  # (the test makes it writable again)
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(0o500)
        return locked / "game.ccsave"

    # A full disk: the older save there must stay as it was.
    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("cc_engine.content.writing.os.fsync", full)
    return tmp_path / "older.ccsave"


@pytest.mark.parametrize("case", [
    "folder",
    pytest.param("read-only folder", marks=pytest.mark.skipif(
        os.name != "posix" or os.geteuid() == 0, reason="root writes into read-only folders")),
    "disk full",
])
def test_a_save_that_cannot_be_written_is_reported_and_the_game_goes_on(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str) -> None:
    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_1)
    older = tmp_path / "older.ccsave"
    assert window.save_game(older)
    saved = older.read_bytes()
    qtbot.keyClick(window, Qt.Key.Key_1)
    state, history = window.controller.session.state, len(window.controller.session.history)
    target = _not_writable(tmp_path, monkeypatch, case)
    # File > Save…, driven through the menu action with the file dialog answered.
    boxes: list[tuple[str, str]] = []
    monkeypatch.setattr("cc_qt.game_window.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(target), ""))
    monkeypatch.setattr("cc_qt.game_window.QMessageBox.critical",
                        lambda parent, title, text: boxes.append((title, text)))
    try:
        window.save_action.trigger()
    finally:
        if case == "read-only folder":
            target.parent.chmod(0o700)
    assert len(boxes) == 1
    title, text = boxes[0]
    assert title == "Combat Commander" and text.startswith("Cannot save the game to ")
    assert target.name in text and str(target.parent) in text
    reason = {"folder": os.strerror(errno.EISDIR), "read-only folder": os.strerror(errno.EACCES),
              "disk full": os.strerror(errno.ENOSPC)}[case]
    assert text.endswith(reason)
    # Nothing changed: the older save, no temporary file left, the game going on.
    assert older.read_bytes() == saved
    assert not [p for p in tmp_path.rglob(".*") if ".ccsave." in p.name]
    assert window.controller.session.state == state
    assert window.stack.currentWidget() is window.view_widget and window.choice_list.count()
    qtbot.keyClick(window, Qt.Key.Key_1)
    assert len(window.controller.session.history) == history + 1


def test_a_failing_autosave_is_told_once_and_play_goes_on(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = solo_game(qtbot, tmp_path, 2, 4)
    session, autosave = window.controller.session, tmp_path / "autosave.ccsave"
    from cc_engine.content import writing

    real_write = writing.write_atomically

    def failing(path: Path, text: str) -> None:
        if path == autosave:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        real_write(path, text)

    monkeypatch.setattr("cc_engine.session.write_atomically", failing)
    told: list[str] = []
    window.statusBar().messageChanged.connect(told.append)
    for _ in range(6):  # the person's choices, each autosaved (and the computer's between)
        state = session.state
        if state.pending is not None and state.pending.side is SideId.AXIS:
            before = len(session.history)
            qtbot.waitUntil(lambda b=before: len(session.history) > b, timeout=10_000)
            continue
        length = len(session.history)
        qtbot.keyClick(window, Qt.Key.Key_1)
        assert len(session.history) == length + 1  # play goes on
    notices = [t for t in told if t.startswith("Cannot autosave the game to ")]
    assert len(notices) == 1  # told once, not at every move
    assert str(autosave) in notices[0] and os.strerror(errno.ENOSPC) in notices[0]
    assert window.log.toPlainText().count("Cannot autosave") == 1
    assert window.autosave_notice.isVisible()
    assert window.autosave_notice.text() == "Not autosaved"
    assert str(autosave) in window.autosave_notice.toolTip()
    assert not autosave.exists()
    # The next autosave is tried again: once the disk has room, it works and the mark goes.
    monkeypatch.setattr("cc_engine.session.write_atomically", real_write)
    qtbot.waitUntil(lambda: session.state.pending is not None
                    and session.state.pending.side is SideId.ALLIES, timeout=10_000)
    qtbot.keyClick(window, Qt.Key.Key_1)
    assert not window.autosave_notice.isVisible()
    assert "The game is autosaved again." in told
    assert Session.load(autosave, session.pack).state == session.state


class SlowPlanner:
    """The planner, taking half a second to think (like a Hard player on a big position)."""

    name = "slow"

    def __init__(self) -> None:
        from cc_engine.ai import PlannerPlayer

        self.planner = PlannerPlayer(1)
        self.started = 0

    def choose(self, view: object) -> object:
        import time

        self.started += 1
        time.sleep(0.5)
        return self.planner.choose(view)  # type: ignore[arg-type]


def test_the_window_keeps_answering_while_the_computer_thinks(qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    """The computer decides in a thread of its own: the window's timers and paint go on
    while it thinks; its choice is played when it comes, and dropped if the game was closed
    meanwhile."""
    from PySide6.QtCore import QTimer

    pack = load_content_pack(paths.resources_dir())
    scenario = load_scenario(paths.scenarios_dir() / "scenario01.json")
    session = Session(scenario, pack, 3, computer={SideId.AXIS: "planner"})
    controller = GameController(session, tmp_path / "autosave.ccsave", pace_ms=0)
    slow = SlowPlanner()
    controller.computer[SideId.AXIS] = slow  # type: ignore[assignment]
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.show()
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    controller.start()  # the Axis sets up first: the computer starts thinking
    qtbot.waitUntil(lambda: slow.started == 1, timeout=5_000)
    qtbot.waitUntil(lambda: len(session.history) == 1, timeout=5_000)
    assert len(ticks) >= 10  # the event loop ran all along the half second
    # Closed while it thinks: its choice is dropped, nothing more is played.
    qtbot.waitUntil(lambda: slow.started == 2, timeout=5_000)
    controller.stop()
    qtbot.wait(800)
    assert len(session.history) == 1
    timer.stop()


def test_a_closed_game_window_is_freed_with_its_game(qtbot: QtBot, tmp_path: Path) -> None:
    """A player who opens game after game in one run does not keep every closed game, with
    its whole history, in memory: a closed window and its session are freed (no slot of its
    menus holds it)."""
    window = open_game(qtbot, tmp_path)
    session = window.controller.session
    for _ in range(30):  # a few steps of history
        decision = session.state.pending
        assert decision is not None
        session.submit(decision.choices[0])
    window_ref, session_ref = weakref.ref(window), weakref.ref(session)
    window.close()
    del window, session
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    gc.collect()
    assert window_ref() is None
    assert session_ref() is None
