"""Fewer inputs: a Fire Order and a Move Order given by clicking pieces and a hex on the board,
in real positions of seeded games (played at random up to there), against the computer."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from cc_engine import Session
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.content.vocabulary import SideId
from cc_engine.hexgrid import Hex
from cc_engine.state import Choice
from cc_qt import paths
from cc_qt.controller import GameController
from cc_qt.game_window import GameWindow


def played(scenario: str, seed: int, choices: int) -> Session:
    """A game of ``scenario`` against the computer's Axis, after ``choices`` random choices
    (Orders, moves and joins preferred)."""
    pack = load_content_pack(paths.resources_dir())
    session = Session(load_scenario(paths.scenarios_dir() / scenario), pack, seed,
                      computer={SideId.AXIS: "random"})
    rng = random.Random(seed)
    for _ in range(choices):
        decision = session.state.pending
        assert decision is not None
        preferred = [c for c in decision.choices
                     if c.kind in ("order", "enter", "join") and rng.random() < 0.9]
        session.submit(rng.choice(preferred or list(decision.choices)))
    return session


class Player:
    """Drives the window with real clicks and keys, counting every input."""

    def __init__(self, qtbot: QtBot, tmp_path: Path, session: Session) -> None:
        controller = GameController(session, tmp_path / "autosave.ccsave", pace_ms=0)
        self.window = GameWindow(controller)
        self.qtbot = qtbot
        qtbot.addWidget(self.window)
        self.window.resize(1300, 850)
        self.window.show()
        controller.start()
        self.inputs = 0
        self.taken: list[str] = []
        original = controller.session.submit

        def record(choice: Choice | str) -> object:
            self.taken.append(choice.notation() if isinstance(choice, Choice) else choice)
            return original(choice)

        controller.session.submit = record  # type: ignore[method-assign]

    def key_for(self, notation: str) -> None:
        """Press the digit of the listed choice."""
        rows = [self.window.choice_list.item(r).data(Qt.ItemDataRole.UserRole)
                for r in range(self.window.choice_list.count())]
        row = rows.index(notation)
        assert row < 9
        self.inputs += 1
        self.qtbot.keyClick(self.window, Qt.Key(Qt.Key.Key_1 + row))

    def click_counter(self, unit_id: str) -> None:
        """Click a visible part of a unit's counter (stacks are cascaded)."""
        scene, view = self.window.scene, self.window.view_widget
        counter = scene.counter_items[unit_id]
        view.centerOn(counter)
        rect = counter.sceneBoundingRect()
        spots = [rect.topLeft() + (rect.bottomRight() - rect.topLeft()) * (k / 10)
                 for k in range(1, 10)]
        spot = next(p for p in spots if scene.counter_at(p) == unit_id)
        self.inputs += 1
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                              pos=view.mapFromScene(spot))

    def click_hex(self, hex_id: str) -> None:
        """Click a hex near its edge, off any counter."""
        scene, view = self.window.scene, self.window.view_widget
        centre = scene.layout.hex_to_pixel(Hex.parse(hex_id))
        view.centerOn(centre)
        spot = centre - QPointF(0, scene.layout.size_px * 0.75)
        self.inputs += 1
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                              pos=view.mapFromScene(spot))

    def click_target(self, hex_id: str) -> None:
        """Click the middle of a hex (its enemy counters, if any)."""
        scene, view = self.window.scene, self.window.view_widget
        centre = scene.layout.hex_to_pixel(Hex.parse(hex_id))
        view.centerOn(centre)
        self.inputs += 1
        point: QPoint = view.mapFromScene(centre)
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_a_fire_order_with_a_three_piece_group_takes_five_inputs(
        qtbot: QtBot, tmp_path: Path) -> None:
    """The Order from the keys, the Leader and the Squad (with its Weapon) clicked, the target
    clicked to aim and again to fire [O14.1, O20.3.1]."""
    player = Player(qtbot, tmp_path, played("scenario04.json", 13, 43))
    window = player.window
    squad_weapon = next(u.weapon for u in window.current.units if u.id == "bu13")
    player.key_for("order 58")
    player.click_counter("bu01")
    player.click_counter("bu13")
    assert player.taken == ["order 58"]  # a click on a counter commits nothing
    player.click_target("C2")
    qtbot.waitUntil(lambda: window.current is not None and window.current.decision is not None
                    and window.current.decision.kind == "fire_group"
                    and Choice("fire") in window.current.decision.choices
                    and not any(c.kind == "join" and c.args[0] in ("bu01", "bu13",
                                                                   squad_weapon)
                                for c in window.current.decision.choices))
    assert "FP" in window.prompt.text()
    player.click_target("C2")
    assert player.taken[:9] == ["order 58", "activate bu01", "add bu13", "go", "target C2",
                                "join bu01", "join bu13", f"join {squad_weapon}", "fire"]
    assert player.inputs == 5


def test_a_move_of_a_leader_and_two_squads_over_three_hexes_takes_five_inputs(
        qtbot: QtBot, tmp_path: Path) -> None:
    """The Order from the keys, the three counters clicked, the path's end clicked: they are
    activated, move together along the cheapest way and stop there [O14.1, O21.1, O21.2]."""
    player = Player(qtbot, tmp_path, played("scenario01.json", 25, 64))
    window = player.window
    start = next(u.hex for u in window.current.units if u.id == "bu02")
    player.key_for("order 20")
    for unit in ("bu02", "bu09", "bu06.1"):
        player.click_counter(unit)
    assert window.scene.selection_items and player.taken == ["order 20"]
    player.click_hex("D4")
    qtbot.waitUntil(lambda: "stop" in player.taken or window.board_input.plan is None,
                    timeout=10_000)
    assert player.taken[:6] == ["order 20", "activate bu02", "add bu09", "add bu06.1", "go",
                                "move_together bu02 bu09 bu06.1"]
    entered = [t.split()[1] for t in player.taken if t.startswith("enter")]
    assert len(entered) == 3 and entered[-1] == "D4"
    assert start is not None and start.distance(Hex.parse("D4")) == 3
    assert {u.hex.id for u in window.current.units
            if u.id in ("bu02", "bu09", "bu06.1") and u.hex is not None} == {"D4"}
    assert player.inputs == 5
