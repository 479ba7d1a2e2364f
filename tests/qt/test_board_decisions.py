"""Decisions drawn in the board: a Leader's Command radius, the shot's FP with what a piece
would add, the mover's path with MP per hex; counters clicked to choose; stacks spread and
cycled. The positions come from seeded games of scenario 1."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import replace
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem
from pytestqt.qtbot import QtBot

from cc_engine import Session
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.content.vocabulary import SideId
from cc_engine.hexgrid import Hex
from cc_engine.state import Decision, GameState
from cc_qt import paths
from cc_qt.board.counters import NATION_COLOURS
from cc_qt.board.decision_overlay import BadgeItem
from cc_qt.choices import describe_card, describe_dice
from cc_qt.controller import GameController
from cc_qt.game_window import GameWindow


def reach(want: Callable[[Decision], bool],
          state_want: Callable[[GameState], bool] = lambda _: True) -> Session:
    """A seeded game of scenario 1 played at random (Orders, moves and joins preferred) until
    the pending decision is one ``want`` accepts (in a state ``state_want`` accepts); the
    first seed that gets there."""
    pack = load_content_pack(paths.resources_dir())
    scenario = load_scenario(paths.scenarios_dir() / "scenario01.json")
    for seed in range(1, 40):
        session = Session(scenario, pack, seed)
        rng = random.Random(seed)
        while (decision := session.state.pending) is not None:
            if want(decision) and state_want(session.state):
                return session
            preferred = [c for c in decision.choices
                         if c.kind in ("order", "enter", "join") and rng.random() < 0.9]
            session.submit(rng.choice(preferred or list(decision.choices)))
    raise AssertionError("no such decision came up")


def seated(qtbot: QtBot, tmp_path: Path, session: Session) -> GameWindow:
    controller = GameController(session, tmp_path / "autosave.ccsave")
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.resize(1300, 850)
    window.show()
    controller.start()
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    return window


def badges(window: GameWindow) -> list[str]:
    return [item.text for item in window.scene.decision_overlay.items
            if isinstance(item, BadgeItem)]


def select(window: GameWindow, notation: str) -> None:
    for row in range(window.choice_list.count()):
        if window.choice_list.item(row).data(Qt.ItemDataRole.UserRole) == notation:
            window.choice_list.setCurrentRow(row)
            return
    raise AssertionError(f"{notation} is not listed")


def click_counter(qtbot: QtBot, window: GameWindow, unit_id: str) -> None:
    counter = window.scene.counter_items[unit_id]
    window.view_widget.centerOn(counter)
    point = window.view_widget.mapFromScene(counter.sceneBoundingRect().center())
    qtbot.mouseClick(window.view_widget.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_a_move_shows_its_path_and_the_mp_of_each_hex_it_may_enter(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = reach(lambda d: d.kind == "move_step" and len(str(d.facts("path")[0]).split()) >= 3)
    window = seated(qtbot, tmp_path, session)
    decision = session.state.pending
    assert decision is not None
    path = [step.split(":")[1] for step in str(decision.facts("path")[0]).split()]
    movement = decision.facts("movement")[0]
    entries = [f"{str(e).split()[1]}/{movement}" for e in decision.facts("entry")]
    assert badges(window) == [*path, *entries]
    assert any(isinstance(i, QGraphicsPathItem) for i in window.scene.decision_overlay.items)
    # Each "Enter" choice explains its cost in its tooltip.
    item = next(window.choice_list.item(r) for r in range(window.choice_list.count())
                if str(window.choice_list.item(r).data(Qt.ItemDataRole.UserRole))
                .startswith("enter "))
    assert "MP [O21.1]" in item.toolTip()
    # Clicking a hex it may enter moves it there; the path grows by that hex.
    target = str(decision.facts("entry")[0]).split()[0]
    window._on_scene_hex_clicked(target)
    assert session.choices[-1] == f"enter {target}"


def test_building_a_shot_previews_its_fp_before_firing(qtbot: QtBot, tmp_path: Path) -> None:
    session = reach(lambda d: d.kind == "fire_group" and bool(d.facts("fp"))
                    and bool(d.facts("join")))
    window = seated(qtbot, tmp_path, session)
    decision = session.state.pending
    assert decision is not None
    fp = decision.facts("fp")[0]
    window.choice_list.setCurrentRow(-1)
    window.scene.show_decision(decision)
    assert badges(window) == [f"FP {fp}"]
    piece, _, then = str(decision.facts("join")[0]).split()
    select(window, f"join {piece}")
    assert badges(window) == [f"FP {fp} → {then}"]
    assert window.statusBar().currentMessage().endswith(f"= {then} [O20.3.1]")
    history = len(session.history)
    select(window, "fire")
    assert window.statusBar().currentMessage() == (
        f"Fire at {decision.facts('target')[0]} with FP {fp}")
    assert len(session.history) == history  # selecting only previews; nothing is fired


def test_a_leaders_command_radius_is_shown_before_and_after_activating(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = reach(lambda d: d.kind == "activate" and bool(d.facts("radius"))
                    and any(c.kind == "activate" for c in d.choices))
    window = seated(qtbot, tmp_path, session)
    decision = session.state.pending
    assert decision is not None
    leader, hex_id, reach_hexes = str(decision.facts("radius")[0]).split()
    assert window.scene.decision_overlay.items == []  # nothing until a Leader is looked at
    select(window, f"activate {leader}")
    assert len(window.scene.decision_overlay.items) == 2  # the tinted area and its border
    assert f"Command {reach_hexes}" in window.statusBar().currentMessage()
    # Clicking the Leader's counter (stacks spread so it is not under another) selects him
    # and takes nothing; the listed choice activates him: his radius stays while units are
    # added.
    window.spread_action.trigger()
    history = len(session.history)
    click_counter(qtbot, window, leader)
    assert len(session.history) == history and window.scene.selection_items
    select(window, f"activate {leader}")
    qtbot.keyClick(window.choice_list, Qt.Key.Key_Return)
    assert session.choices[-1] == f"activate {leader}"
    after = session.state.pending
    assert after is not None and after.facts("radius") == (f"{leader} {hex_id} {reach_hexes}",)
    assert len(window.scene.decision_overlay.items) == 2


def test_stacks_spread_apart_and_cycle_on_click(qtbot: QtBot, tmp_path: Path) -> None:
    session = reach(lambda d: d.kind == "activate" and bool(d.facts("radius"))
                    and any(c.kind == "activate" for c in d.choices))
    window = seated(qtbot, tmp_path, session)
    scene = window.scene
    hex_id, ids = next((h, ids) for h, ids in scene.stacks.items() if len(ids) >= 2)
    items = [scene.counter_items[u] for u in ids]
    assert any(a.sceneBoundingRect().intersects(b.sceneBoundingRect())
               for a, b in pairwise(items))  # cascaded: overlapping
    window.spread_action.trigger()
    assert not any(a.sceneBoundingRect().intersects(b.sceneBoundingRect())
                   for a, b in pairwise(items))
    # The marks on units the decision names follow their counters.
    decision = session.state.pending
    assert decision is not None
    marked = [scene.counter_items[str(u)] for c in decision.choices for u in c.args
              if u in scene.counter_items]
    rects = [i.rect() for i in scene.highlight_items if isinstance(i, QGraphicsRectItem)]
    for counter in marked:
        assert counter.sceneBoundingRect() in rects
    window.spread_action.trigger()
    top = ids[-1]
    assert scene.cycle_stack(hex_id)
    assert scene.stacks[hex_id][0] == top and scene.stacks[hex_id][-1] == ids[-2]
    assert scene.stack_tips[hex_id][0] == scene.counter_items[ids[-2]].toolTip()
    # A click on a counter that no choice names, in a hex no choice names, cycles its stack.
    named = {a for c in decision.choices for a in c.args}
    hex_id, ids = next((h, list(s)) for h, s in scene.stacks.items()
                       if len(s) >= 2 and h not in named and not named & set(s))
    history = len(session.history)
    click_counter(qtbot, window, ids[-1])
    assert scene.stacks[hex_id] == [ids[-1], *ids[:-1]]
    assert len(session.history) == history


def test_clicking_a_counter_selects_it_for_the_move_and_takes_nothing(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = reach(lambda d: d.kind == "move_unit" and any(c.kind == "move_together"
                                                            for c in d.choices))
    window = seated(qtbot, tmp_path, session)
    decision = session.state.pending
    assert decision is not None
    unit = str(next(c for c in decision.choices if c.kind == "move_together").args[0])
    history = len(session.history)
    window.spread_action.trigger()
    click_counter(qtbot, window, unit)
    assert len(session.history) == history  # nothing chosen: the unit is selected
    frame = window.scene.selection_items[0].sceneBoundingRect()
    assert frame.contains(window.scene.counter_items[unit].sceneBoundingRect().center())
    click_counter(qtbot, window, unit)  # a second click lets it go
    assert window.scene.selection_items == [] and len(session.history) == history


def test_the_overlay_is_cleared_at_a_handoff(qtbot: QtBot, tmp_path: Path) -> None:
    session = reach(lambda d: d.kind == "move_step" and len(str(d.facts("path")[0]).split()) >= 2)
    window = seated(qtbot, tmp_path, session)
    assert window.scene.decision_overlay.items
    window._on_handoff_requested(session.state.pending.side.other)  # type: ignore[union-attr]
    assert window.scene.decision_overlay.items == []


def test_control_markers_and_the_spotting_round_are_on_the_board(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = reach(lambda d: d.kind == "turn",
                    lambda state: sum(c is not None for c in state.control) >= 2)
    window = seated(qtbot, tmp_path, session)
    view = window.current
    assert view is not None
    for number, holder in enumerate(view.control, start=1):
        objective = window.scene.objective_items[number]
        if holder is None:
            assert objective.control is None and "nobody" in objective.toolTip()
        else:
            nation = view.setting.nation(holder)
            assert objective.control == NATION_COLOURS[nation.id]
            assert nation.adjective in objective.toolTip()
    # During a Fire For Effect both players see the Spotting Round and its Impact area.
    window.scene.show_position(replace(view, spotting_round=Hex.parse("H5"),
                                       impact_area=(Hex.parse("H5"), Hex.parse("H4"))))
    kinds = [m.kind for m in window.scene.marker_items]
    assert kinds.count("spotting_round") == 1 and kinds.count("impact") == 2
    assert "Spotting Round" in "\n".join(window.scene.stack_tips["H5"])


def test_the_log_shows_each_revealed_card_face_up(qtbot: QtBot, tmp_path: Path) -> None:
    # After a shot that broke a unit: cards were revealed for its attack and defense [1.3].
    session = reach(lambda d: d.kind == "turn",
                    lambda state: len(state.axis.discard) + len(state.allies.discard) >= 3
                    and any(u.broken for u in state.units))
    window = seated(qtbot, tmp_path, session)
    view = window.current
    assert view is not None
    lines = window.log.toPlainText().splitlines()
    # "The Axis reveals card 12 (...)", "The Allies reveal card 40 (...)".
    reveals = [(i, re.split(r" reveals? card ", e)) for i, e in enumerate(lines)
               if re.search(r" reveals? card ", e)]
    assert {"Axis" in who for _, (who, _rest) in reveals} == {True, False}  # both sides'
    for index, (who, rest) in reveals:
        side = SideId.AXIS if "Axis" in who else SideId.ALLIES
        card = int(rest.split()[0])
        assert lines[index + 1] == (f"      {describe_card(view, card, side)}; "
                                    f"{describe_dice(view, card, side)}")
