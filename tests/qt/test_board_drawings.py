"""What the board draws besides the counters, in real positions of seeded games (played at
random up to there through the engine): attacks while they resolve [O20.3.3, O20.3.4, O16.4.2,
O18.2.3], the Objective badges [7.3], the Smoke Grenades rows of the decision list [A39] and a
Move given on the board finished without an extra input [O21]."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QGraphicsPathItem
from pytestqt.qtbot import QtBot

from cc_engine import Session
from cc_engine.content.loading import load_content_pack, load_scenario
from cc_engine.content.vocabulary import SideId
from cc_engine.hexgrid import Hex
from cc_engine.state import Choice, LogEvent, Stops
from cc_qt import paths
from cc_qt.board.counters import NATION_COLOURS
from cc_qt.board.decision_overlay import BadgeItem
from cc_qt.board.event_overlay import hold_ms
from cc_qt.controller import GameController
from cc_qt.game_window import GameWindow

SHOTS = Path("/tmp/boardtests")
#: Both sides asked neither about re-rolls nor about Fire Actions: a shot resolves at once.
QUIET = {side: Stops(reroll="never", fire_actions="never") for side in SideId}
#: The choices the random play prefers, nine times out of ten.
FIGHTING = ("order", "enter", "join", "fire", "target")
PACE = 100


def played(scenario: str, seed: int, choices: int, *, computer: bool = True,
           stops: dict[SideId, Stops] | None = None,
           preferred: tuple[str, ...] = FIGHTING) -> Session:
    """A game of ``scenario`` (the Axis played by the computer unless ``computer`` is False)
    after ``choices`` random choices for both sides."""
    pack = load_content_pack(paths.resources_dir())
    session = Session(load_scenario(paths.scenarios_dir() / scenario), pack, seed,
                      stops=dict(QUIET if stops is None else stops),
                      computer={SideId.AXIS: "random"} if computer else {})
    rng = random.Random(seed)
    for _ in range(choices):
        decision = session.state.pending
        assert decision is not None
        liked = [c for c in decision.choices if c.kind in preferred and rng.random() < 0.9]
        session.submit(rng.choice(liked or list(decision.choices)))
    return session


def open_window(qtbot: QtBot, tmp_path: Path, session: Session) -> GameWindow:
    window = GameWindow(GameController(session, tmp_path / "autosave.ccsave"))
    qtbot.addWidget(window)
    window.set_computer_pace(PACE)
    window.resize(1300, 850)
    window.show()
    window.controller.start()
    return window


def press(qtbot: QtBot, window: GameWindow, notation: str) -> None:
    """Press the number key of the listed choice."""
    rows = [str(window.choice_list.item(r).data(Qt.ItemDataRole.UserRole))
            for r in range(window.choice_list.count())]
    row = rows.index(notation)
    assert row < 9
    qtbot.keyClick(window, Qt.Key(Qt.Key.Key_1 + row))


def last(session: Session, kind: str) -> list[LogEvent]:
    """The events of ``kind`` in the last change."""
    return [e for e in session.history[-1].events if e.kind == kind]


def centre(window: GameWindow, hex_id: str) -> QPointF:
    return window.scene.layout.hex_to_pixel(Hex.parse(hex_id))


def near(a: QPointF, b: QPointF, tolerance: float = 0.5) -> bool:
    return abs(a.x() - b.x()) <= tolerance and abs(a.y() - b.y()) <= tolerance


def badges(window: GameWindow) -> list[BadgeItem]:
    return [i for i in window.scene.event_overlay.items if isinstance(i, BadgeItem)]


def outlined(window: GameWindow) -> set[str]:
    """The hexes the drawing outlines (a closed path whose middle is a hex centre)."""
    layout = window.scene.layout
    found = set()
    for item in window.scene.event_overlay.items:
        if isinstance(item, QGraphicsPathItem) and item.path().elementCount() >= 6:
            middle = item.path().boundingRect().center()
            hex_ = layout.pixel_to_hex(middle)
            filled = item.brush().style() != Qt.BrushStyle.NoBrush
            if filled and near(layout.hex_to_pixel(hex_), middle, 1.0):
                found.add(hex_.id)
    return found


def lines(window: GameWindow) -> list[tuple[QPointF, QPointF]]:
    """The lines of fire drawn: (from, to) for each move-to and line-to pair."""
    found = []
    for item in window.scene.event_overlay.items:
        if isinstance(item, QGraphicsPathItem) and item.brush().style() == Qt.BrushStyle.NoBrush:
            path = item.path()
            points = [path.elementAt(i) for i in range(path.elementCount())]
            found += [(QPointF(a.x, a.y), QPointF(b.x, b.y))
                      for a, b in zip(points[::2], points[1::2], strict=False)
                      if a.isMoveTo() and b.isLineTo()]
    return found


def assert_attack_drawn(window: GameWindow, attack: LogEvent,
                        defenses: Iterable[LogEvent]) -> None:
    """The firing hexes outlined, a line from each to the target, the Attack Total on the
    target and each Defense Total with its result by its unit [O20.3.3, O20.3.4]."""
    data = dict(attack.data)
    target = str(data["hex"])
    firing = str(data["firing"]).split()
    assert set(firing) <= outlined(window)
    drawn = lines(window)
    for hex_id in firing:
        assert any(near(a, centre(window, hex_id)) and near(b, centre(window, target))
                   for a, b in drawn), (hex_id, target)
    texts = [b.text for b in badges(window)]
    label = ("Impact: " if attack.text.startswith("Artillery Impact") else
             "Mines: " if "Mine Attack" in attack.text else "")
    assert f"{label}Attack {data['total']}" in texts, texts
    words = {"break": "breaks", "suppress": "Suppressed", "none": "holds"}
    for defense in defenses:
        facts = dict(defense.data)
        text = f"Defense {facts['total']}: {words[str(facts['outcome'])]}"
        badge = next(b for b in badges(window) if b.text == text)
        # Beside the defending unit's counter (or its hex when it is gone).
        assert window.scene.layout.pixel_to_hex(badge.pos()).distance(
            Hex.parse(str(facts["hex"]))) <= 1


def assert_badges_fit(window: GameWindow) -> None:
    """Every badge drawn is wide enough for its words."""
    for badge in badges(window) + list(window.scene.objective_badges.values()):
        assert QFontMetrics(badge.font).horizontalAdvance(badge.text) <= badge.rect.width(), \
            badge.text


def assert_apart(drawn: list[BadgeItem]) -> None:
    """No badge hides another (badges of neighbouring hexes may touch by a few pixels)."""
    for index, badge in enumerate(drawn):
        for other in drawn[index + 1:]:
            common = badge.sceneBoundingRect().intersected(other.sceneBoundingRect())
            assert common.isEmpty() or common.height() <= 3, (badge.text, other.text)


def screenshot(window: GameWindow, hex_id: str, name: str) -> None:
    """The window as a player sees it, centred on ``hex_id``, once its layouts have run."""
    SHOTS.mkdir(exist_ok=True)
    window.view_widget.centerOn(centre(window, hex_id))
    QApplication.processEvents()
    window.grab().save(str(SHOTS / name))


# --- attacks --------------------------------------------------------------------------------------


def test_a_fire_attack_is_drawn_while_it_resolves_then_goes(qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    """Paratroop Squads 7 (A2) and 10 (B2) fire at C6: both hexes outlined with a line to C6,
    "Attack 16" on it, "Defense 17: holds" by the defender; gone after 1.5 s plus three
    computer paces."""
    session = played("scenario06.json", 12, 375)
    window = open_window(qtbot, tmp_path, session)
    overlay = window.scene.event_overlay
    assert not overlay.items
    press(qtbot, window, "fire")
    (attack,) = last(session, "attack")
    assert str(dict(attack.data)["firing"]).split() == ["A2", "B2"]
    assert_attack_drawn(window, attack, last(session, "defense"))
    assert_badges_fit(window)
    assert_apart(badges(window))
    assert overlay.timer.isActive() and overlay.timer.interval() == hold_ms(PACE) == 1800
    screenshot(window, "C6", "attack.png")
    qtbot.wait(hold_ms(PACE) - 500)
    assert overlay.items  # still there
    qtbot.waitUntil(lambda: not overlay.items, timeout=1500)
    assert not badges(window)


def test_the_computers_fire_attack_is_drawn(qtbot: QtBot, tmp_path: Path) -> None:
    """The computer's Rifle Squad 1 (F10) fires at I6: the person playing the Allies sees it."""
    session = played("scenario01.json", 2, 97)
    before = len(session.history)
    window = open_window(qtbot, tmp_path, session)
    qtbot.waitUntil(lambda: len(session.history) > before, timeout=5000)
    assert session.history[before].choice == Choice("fire")
    (attack,) = [e for e in session.history[before].events if e.kind == "attack"]
    assert attack.side is SideId.AXIS
    defenses = [e for e in session.history[before].events if e.kind == "defense"]
    assert defenses and dict(defenses[0].data)["outcome"] == "break"
    qtbot.waitUntil(lambda: bool(window.scene.event_overlay.items), timeout=2000)
    assert_attack_drawn(window, attack, defenses)
    screenshot(window, "I6", "attack_computer.png")


def test_an_op_fire_attack_is_drawn(qtbot: QtBot, tmp_path: Path) -> None:
    """The Allies Op Fire at the Axis Squad moving into O10 [O15]."""
    session = played("scenario01.json", 2, 140)
    window = open_window(qtbot, tmp_path, session)
    press(qtbot, window, "fire")
    (attack,) = last(session, "attack")
    assert "Op Fire" in attack.text
    assert_attack_drawn(window, attack, last(session, "defense"))


def test_a_melee_is_drawn_with_both_totals(qtbot: QtBot, tmp_path: Path) -> None:
    """The computer passes its last Action window, the Melee in C7 resolves: both Melee Totals
    in the hex [O16.4.2]."""
    session = played("scenario03.json", 31, 231)
    window = open_window(qtbot, tmp_path, session)
    press(qtbot, window, "pass")
    qtbot.waitUntil(lambda: any(e.kind == "melee_roll" for e in session.events()[-30:]),
                    timeout=5000)
    rolls = [e for e in session.events()[-30:] if e.kind == "melee_roll"]
    assert {e.side for e in rolls} == set(SideId)
    qtbot.waitUntil(lambda: len(badges(window)) >= 2, timeout=2000)
    texts = [b.text for b in badges(window)]
    middle = centre(window, "C7")
    for roll in rolls:
        text = f"Melee {dict(roll.data)['total']}"
        badge = next(b for b in badges(window) if b.text == text)
        assert (badge.pos().y() < middle.y()) == (roll.side is SideId.AXIS), texts
    assert "C7" in outlined(window)
    assert_badges_fit(window)


def test_artillery_impacts_are_tinted_with_their_attacks(qtbot: QtBot, tmp_path: Path) -> None:
    """The Allies' Artillery lands on C5 and D4: both hexes tinted and named "Impact", each
    with its Attack Total and its defender's result [O18.2.3]."""
    session = played("scenario02.json", 1, 38)
    window = open_window(qtbot, tmp_path, session)
    press(qtbot, window, "impact C5")
    attacks = last(session, "attack")
    assert [dict(a.data)["hex"] for a in attacks] == ["C5", "D4"]
    assert {"C5", "D4"} <= outlined(window)
    texts = [b.text for b in badges(window)]
    assert "Impact" not in texts  # named with the Attack Total, above the counters
    assert_apart(badges(window))
    for attack in attacks:
        defenses = [d for d in last(session, "defense")
                    if dict(d.data)["hex"] == dict(attack.data)["hex"]]
        assert_attack_drawn(window, attack, defenses)
    screenshot(window, "C5", "impact.png")


def test_a_mine_attack_is_drawn_in_its_hex(qtbot: QtBot, tmp_path: Path) -> None:
    """Scenario 11: Sgt. White steps from the mined E8 into F8: the Mines attack him as he
    leaves [F103.2]; E8 is tinted, named with the Mine Attack's total ("Mines: Attack n"),
    and the defender's result is drawn by it [O20.3.4]."""
    session = played("scenario11.json", 11, 287)
    window = open_window(qtbot, tmp_path, session)
    window.controller.submit("enter F8")
    (mines,) = last(session, "mines")
    assert dict(mines.data)["hex"] == "E8"
    (attack,) = last(session, "attack")
    assert "E8" in outlined(window)
    texts = [b.text for b in badges(window)]
    assert f"Mines: Attack {dict(attack.data)['total']}" in texts, texts
    assert "Mines" not in texts  # the label names the attack once it is known
    assert_attack_drawn(window, attack, last(session, "defense"))
    assert_badges_fit(window)
    screenshot(window, "E8", "mines.png")

def test_nothing_is_drawn_while_the_handoff_screen_is_up(qtbot: QtBot, tmp_path: Path) -> None:
    """Hot seat: the Axis Op Fire at B4 brings the Allies an Air Support Event, chosen on the
    shared screen (a public decision); when the Axis player has ended his Op Fire, the
    Allies' Turn, its one Order given, can only end: that too is asked on the shared screen,
    and the Axis player keeps his seat for his own Turn [5]. He passes; the hand-off screen
    comes up for the Allies' next Turn and the board draws nothing, then or once the Allies
    sit down."""
    session = played("scenario08.json", 166, 368, computer=False,
                     preferred=(*FIGHTING, "op_fire", "shoot"))
    window = open_window(qtbot, tmp_path, session)
    assert window.stack.currentWidget() is window.handoff
    assert window.handoff.side is SideId.AXIS
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    press(qtbot, window, "fire")
    assert last(session, "attack")
    assert window.controller.shared and session.state.pending.kind == "air_support"
    press(qtbot, window, "decline")
    # The Axis screen comes back without a hand-off: the Axis player ends his Op Fire.
    assert window.controller.seat is SideId.AXIS and not window.controller.shared
    press(qtbot, window, "continue")
    assert window.controller.shared and session.state.pending.kind == "turn"
    assert window.stack.currentWidget() is not window.handoff
    press(qtbot, window, "end_turn")
    assert window.controller.seat is SideId.AXIS and not window.controller.shared
    assert session.state.pending.side is SideId.AXIS  # his Turn, no hand-off
    press(qtbot, window, "pass")
    while window.stack.currentWidget() is not window.handoff:
        if window.controller.asking_first():  # an Allied Action window: passed there
            qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
        else:  # the Axis discards nothing
            press(qtbot, window, "done")
    assert window.handoff.side is SideId.ALLIES
    assert not window.scene.event_overlay.items
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert window.controller.seat is SideId.ALLIES
    assert not window.scene.event_overlay.items


# --- Objective badges -----------------------------------------------------------------------------


def badge_texts(window: GameWindow) -> dict[int, str]:
    return {n: b.text for n, b in window.scene.objective_badges.items()}


def test_objective_badges_show_only_the_seated_players_secret_chit(qtbot: QtBot,
                                                                   tmp_path: Path) -> None:
    """Scenario 2: the open chit T gives 2 VP for each Objective; the Allies' secret chit U
    gives 3 more for each, the Axis' secret chit A 1 more for Objective 1 [7.3.2]. Each seat
    sees its own chit's VP on the badges, never the other side's."""
    session = played("scenario02.json", 1, 0, computer=False)
    state = session.state
    assert state.open_chits == ("T",)
    assert state.allies.secret_chits == ("U",) and state.axis.secret_chits == ("A",)
    window = open_window(qtbot, tmp_path, session)
    seats = {}
    for _ in range(2):
        if window.stack.currentWidget() is window.handoff:
            qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
        seat = window.controller.seat
        assert seat is not None
        seats[seat] = badge_texts(window)
        window.controller.seat = None  # swap the seat: the other player sits down
        window.controller.take_seat(seat.other)
        seats[seat.other] = badge_texts(window)
    assert seats[SideId.ALLIES] == {n: f"{n}: 2 VP +3" for n in range(1, 6)}
    assert seats[SideId.AXIS] == {1: "1: 2 VP +1", **{n: f"{n}: 2 VP" for n in range(2, 6)}}
    assert_badges_fit(window)


def test_an_objective_badge_takes_its_new_holders_colour(qtbot: QtBot, tmp_path: Path) -> None:
    """The Allies Move into D3 takes Objective 2 from nobody: its badge turns from the
    Objective red to the Allies' colour, with the VP the Allies now see [7.3.1]."""
    session = played("scenario01.json", 25, 64, stops={}, preferred=("order", "enter", "join"))
    window = open_window(qtbot, tmp_path, session)
    scene = window.scene
    allies = NATION_COLOURS[session.state.setting.nation(SideId.ALLIES).id]
    assert session.state.control[1] is None
    before = scene.objective_badges[2]
    assert before.colour.name() == "#b3261e"
    for choice in ("order 20", "activate bu02", "add bu09", "add bu06.1", "go",
                   "move_together bu02 bu09 bu06.1", "enter C3", "enter D3"):
        window.controller.submit(choice)
    qtbot.waitUntil(lambda: session.state.control[1] is SideId.ALLIES, timeout=3000)
    after = scene.objective_badges[2]
    assert after.colour == allies.darker(160)
    assert scene.objective_items[2].control == allies
    assert after.zValue() > max(c.zValue() for c in scene.counter_items.values())


# --- Smoke Grenades in the decision list ----------------------------------------------------------


def rows(window: GameWindow) -> list[list[str]]:
    """The decision list's rows, each as the choices it stands for."""
    return [str(window.choice_list.item(r).data(Qt.ItemDataRole.UserRole)).split("\n")
            for r in range(window.choice_list.count())]


def click_hex(qtbot: QtBot, window: GameWindow, hex_id: str) -> None:
    """Click a hex near its top edge, off any counter."""
    scene, view = window.scene, window.view_widget
    middle = centre(window, hex_id)
    view.centerOn(middle)
    spot = middle - QPointF(0, scene.layout.size_px * 0.75)
    assert scene.layout.pixel_to_hex(spot).id == hex_id
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(spot))


def test_two_smoke_grenades_cards_are_two_rows_and_the_hex_is_clicked(
        qtbot: QtBot, tmp_path: Path) -> None:
    """Cards 55 and 58 both play Smoke Grenades into any of seven hexes [A39]: two rows, not
    fourteen; picking card 58's row outlines its hexes, a click on K3 plays card 58 there."""
    session = played("scenario09.json", 7, 41)
    window = open_window(qtbot, tmp_path, session)
    decision = session.state.pending
    assert decision is not None and decision.side is SideId.ALLIES
    legal = [c for c in decision.choices if c.kind == "smoke_grenades"]
    cards = sorted({int(c.args[0]) for c in legal})
    assert cards == [55, 58] and len(legal) == 14
    smoke_rows = [r for r in rows(window) if r[0].startswith("smoke_grenades")]
    assert len(smoke_rows) == 2
    for card, row in zip(cards, smoke_rows, strict=True):
        assert row == [c.notation() for c in legal if c.args[0] == card]
    texts = [window.choice_list.item(r).text() for r in range(window.choice_list.count())]
    assert sum("pick the hex on the board" in t for t in texts) == 2
    assert len(rows(window)) == len(decision.choices) - len(legal) + 2
    # Picking card 58's row: its seven hexes outlined, nothing played yet.
    taken = len(session.history)
    qtbot.keyClick(window, Qt.Key(Qt.Key.Key_1 + rows(window).index(smoke_rows[1])))
    hexes = [str(c.args[1]) for c in legal if c.args[0] == 58]
    assert sorted(window.scene._highlighted[0]) == sorted(hexes)
    assert len(window.scene.highlight_items) == len(hexes)
    assert len(session.history) == taken
    click_hex(qtbot, window, "K3")
    assert len(session.history) == taken + 1
    assert session.history[-1].choice == Choice("smoke_grenades", (58, "K3"))
    assert any(e.kind == "smoke" and dict(e.data)["hex"] == "K3"
               for e in session.history[-1].events)


def test_long_decision_rows_wrap_in_a_narrow_dock(qtbot: QtBot, tmp_path: Path) -> None:
    """At a narrow Decision dock every row's words stay in view: rows wrap, none is cut."""
    session = played("scenario09.json", 7, 41)
    window = open_window(qtbot, tmp_path, session)
    window.resizeDocks([window.decision_dock], [190], Qt.Orientation.Horizontal)
    qtbot.wait(50)
    listing = window.choice_list
    width = listing.viewport().width()
    assert width < 200
    metrics = QFontMetrics(listing.font())
    wrapped = 0
    for row in range(listing.count()):
        item = listing.item(row)
        rect = listing.visualItemRect(item)
        needed = metrics.boundingRect(QRect(0, 0, rect.width(), 10_000),
                                      Qt.TextFlag.TextWordWrap, item.text())
        assert rect.width() <= width, item.text()
        assert needed.height() <= rect.height(), item.text()
        wrapped += needed.height() > metrics.height()
    assert wrapped  # the card rows do not fit on one line at this width
    SHOTS.mkdir(exist_ok=True)
    window.decision_dock.grab().save(str(SHOTS / "narrow_decision.png"))


# --- a Move on the board ends its Order when nothing else is left ---------------------------------

#: The computer's Axis never Op Fires: the Move goes on undisturbed.
CALM = {SideId.AXIS: Stops(op_fire="never", reroll="never", fire_actions="never",
                           move_actions="never"),
        SideId.ALLIES: Stops(reroll="never", fire_actions="never")}


def click_counter(qtbot: QtBot, window: GameWindow, unit_id: str) -> None:
    """Click a visible part of a unit's counter (stacks are cascaded)."""
    scene, view = window.scene, window.view_widget
    counter = scene.counter_items[unit_id]
    view.centerOn(counter)
    rect = counter.sceneBoundingRect()
    spots = [rect.topLeft() + (rect.bottomRight() - rect.topLeft()) * (k / 10)
             for k in range(1, 10)]
    spot = next(p for p in spots if scene.counter_at(p) == unit_id)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(spot))


def move_on_the_board(qtbot: QtBot, window: GameWindow, goal: str) -> int:
    """Sgt. Buehler (bu02) and his Line Squad (bu13) clicked, then ``goal``: the inputs used."""
    session = window.controller.session
    click_counter(qtbot, window, "bu02")
    click_counter(qtbot, window, "bu13")
    click_hex(qtbot, window, goal)
    qtbot.waitUntil(lambda: window.board_input.plan is None, timeout=5000)
    assert "stop" in session.choices
    assert {u.hex.id for u in session.state.units if u.id in ("bu02", "bu13")
            and u.hex is not None} == {goal}
    return 3


def test_a_move_ends_its_order_when_ending_is_all_that_is_left(qtbot: QtBot,
                                                               tmp_path: Path) -> None:
    """Nothing left to move and no Smoke Grenades card in hand (the Allies may hold one, so
    the Order waits for its end [A39]): the click on the goal ends the Order too [O21]."""
    session = played("scenario04.json", 54, 144, stops=CALM,
                     preferred=("order", "enter", "join", "move_together"))
    state = session.state
    hand, draw = state.allies.hand, state.allies.draw
    assert 56 in hand  # Smoke Grenades: into the draw pile, a card without it in its place
    swapped = replace(state.allies, hand=tuple(c for c in hand if c != 56) + draw[:1],
                      draw=(56, *draw[1:]))
    session = Session(session.scenario, session.pack, session.seed, stops=dict(CALM),
                      start=state.with_side(swapped), computer={SideId.AXIS: "random"})
    window = open_window(qtbot, tmp_path, session)
    inputs = move_on_the_board(qtbot, window, "J1")
    assert session.choices[-2:] == ("stop", "done")
    assert inputs <= 6
    assert session.state.pending is not None and session.state.pending.kind == "turn"


def test_a_move_leaves_the_order_open_when_a_card_may_still_be_played(
        qtbot: QtBot, tmp_path: Path) -> None:
    """With Smoke Grenades in hand the player may still play it after the stop [A39]: the
    board does not end the Order for him; "done" is one more key (4 inputs in all)."""
    session = played("scenario04.json", 54, 144, stops=CALM,
                     preferred=("order", "enter", "join", "move_together"))
    window = open_window(qtbot, tmp_path, session)
    inputs = move_on_the_board(qtbot, window, "J1")
    assert session.choices[-1] == "stop"
    decision = session.state.pending
    assert decision is not None and decision.kind == "move_unit"
    assert Choice("done") in decision.choices and len(decision.choices) > 1
    press(qtbot, window, "done")
    inputs += 1
    assert session.choices[-1] == "done" and inputs <= 6
