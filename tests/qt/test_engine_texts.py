"""The engine's texts in the app's language: log lines, the decision prompt and notes, and the
result screen go through ``cc_qt.shown.shown``; a broken translation falls back to
English rather than breaking the window."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tests.qt.pseudo import PseudoTranslator
from tests.qt.test_game_window import open_game

from cc_engine.content.vocabulary import SideId
from cc_engine.messages import Message, msg
from cc_engine.state import Outcome, Termination
from cc_qt.engine_texts import ENGINE_TEXTS
from cc_qt.game_window import GameWindow
from cc_qt.shown import shown

ROOT = Path(__file__).resolve().parents[2]


class FixedTranslator(QTranslator):
    """Translates the "Engine" templates it is given, nothing else."""

    def __init__(self, texts: dict[str, str]) -> None:
        super().__init__()
        self.texts = texts

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return self.texts.get(source, source) if context == "Engine" else source

    def isEmpty(self) -> bool:
        return False


def installed(translator: QTranslator) -> Iterator[None]:
    app = QApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    QCoreApplication.processEvents()  # the windows hear of the language change
    try:
        yield
    finally:
        app.removeTranslator(translator)
        QCoreApplication.processEvents()


@pytest.fixture
def pseudo(qapp: QApplication) -> Iterator[None]:
    yield from installed(PseudoTranslator())


def shown_in(code: str, lines: list[Message]) -> list[str]:
    """``lines`` as a player sees them with the app in language ``code`` (English again
    afterwards)."""
    from cc_qt.i18n import install_language

    try:
        assert install_language(code) == code
        return [shown(line) for line in lines]
    finally:
        install_language("en")


def log_lines(window: GameWindow) -> list[str]:
    return [line for line in window.log.toPlainText().splitlines()
            if line and not line.startswith(" ")]


def test_every_engine_template_is_marked_for_translation() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import translations
    finally:
        sys.path.remove(str(ROOT / "tools"))
    assert list(ENGINE_TEXTS) == translations.engine_templates()
    assert "{unit} breaks ({cause})" in ENGINE_TEXTS
    assert (ROOT / "src" / "cc_qt" / "engine_texts.py").read_text(encoding="utf-8") == \
        translations.engine_texts_source()


def test_plain_and_untranslated_texts_show_as_they_are() -> None:
    assert shown("a plain string") == "a plain string"
    text = msg("{side} {vp:+d} VP: {reason}", side="Axis", vp=2,
               reason=msg("{unit} eliminated", unit="Rifle Squad (C4)"))
    assert shown(text) == text == "Axis +2 VP: Rifle Squad (C4) eliminated"


def test_messages_their_values_and_game_terms_are_translated(pseudo: None) -> None:
    text = msg("{side} {vp:+d} VP: {reason}", side="Axis", vp=2,
               reason=msg("{unit} eliminated", unit="Rifle Squad (C4)"))
    assert shown(text) == "⟦⟦Axis⟧ +2 VP: ⟦Rifle Squad (C4) eliminated⟧⟧"
    assert shown("a plain string") == "a plain string"


@pytest.mark.parametrize(("translation", "expected"), [
    ("{vp:+d} ВП: {side}", "+2 ВП: Axis"),  # fields reordered: fine
    ("ВП: {side}", "Axis +2 VP"),  # a field lacking: English
    ("{sid} {vp:+d} ВП", "Axis +2 VP"),  # a field misspelt: English
    ("{side} {vp:+d} ВП {", "Axis +2 VP"),  # not a template: English
    ("{side} {vp:d+} ВП", "Axis +2 VP"),  # a broken format: English
])
def test_a_broken_translation_falls_back_to_english(qapp: QApplication, translation: str,
                                                    expected: str) -> None:
    for _ in installed(FixedTranslator({"{side} {vp:+d} VP": translation})):
        assert shown(msg("{side} {vp:+d} VP", side="Axis", vp=2)) == expected


def test_the_game_window_shows_engine_texts_translated(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_game(qtbot, tmp_path)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    controller = window.controller
    for _ in range(3):  # some setup placements, so the log has lines
        controller.submit(controller.session.state.pending.choices[0])
        if window.current is None:
            qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    english = log_lines(window)
    assert english and not any(line.startswith("⟦") for line in english)
    assert window.prompt.text().startswith("Set up ")
    for _ in installed(PseudoTranslator()):
        # The language change shows the log and the decision again, translated.
        lines = log_lines(window)
        assert len(lines) == len(english)
        assert all(line.startswith("⟦") for line in lines), lines
        assert window.prompt.text().startswith("⟦Set up ")
        # A new log line comes translated too.
        controller.submit(controller.session.state.pending.choices[0])
        if window.current is None:
            qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
        assert all(line.startswith("⟦") for line in log_lines(window))
        # A choice's note shows as its tooltip.
        view = window.current
        assert view is not None and view.decision is not None
        choice = view.decision.choices[0]
        noted = replace(view.decision, notes=((choice.notation(), msg(
            "Fire at {hex} with FP {fp}", hex="C4", fp=6)),))
        window._show_decision(replace(view, decision=noted))
        assert window.choice_list.item(0).toolTip() == "⟦Fire at C4 with FP 6⟧"
        # The result screen's reason and VP lines.
        result = window.result_text(
            Outcome(SideId.AXIS, Termination.SUDDEN_DEATH, 3,
                    msg("the Axis leads by {vp} VP", vp=3)),
            [(msg("Starting VP"), 2)])
        assert "⟦the Axis leads by 3 VP⟧" in result and "⟦Starting VP⟧: +2" in result
    assert log_lines(window)[: len(english)] == english


def test_a_brief_log_drops_the_rule_ids_of_translated_lines(qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    from cc_qt.preferences import preferences, set_preferences

    before = preferences()
    set_preferences(before.model_copy(update={"log_detail": "brief"}))
    try:
        window = open_game(qtbot, tmp_path)
        qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
        for _ in installed(PseudoTranslator()):
            window.controller.submit(window.controller.session.state.pending.choices[0])
            if window.current is None:
                qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
            lines = log_lines(window)
            assert lines and all(line.startswith("⟦") for line in lines)
            assert not any("[5]" in line for line in lines)
    finally:
        set_preferences(before)


def _fire_attack() -> Message:
    """A Fire Attack log line of a random game: by a numbered Squad, with a named FP modifier."""
    from tests.engine.gamehelpers import random_game_events

    from cc_engine.content.cli import default_content_root
    from cc_engine.content.loading import load_content_pack

    for event in random_game_events(load_content_pack(default_content_root())):
        if event.kind != "attack" or not isinstance(event.text, Message):
            continue
        arithmetic = dict(event.text.args)["arithmetic"]
        assert isinstance(arithmetic, Message)
        names = [dict(part.args)["name"] for _, part in arithmetic.args  # type: ignore[union-attr]
                 if isinstance(part, Message) and "name" in dict(part.args)]
        if names and " Squad " in names[0] and any(
                isinstance(name, Message) for name in names[1:]):
            return event.text
    raise AssertionError("no Fire Attack by a Squad with a named modifier")


def test_arithmetic_parts_and_unit_types_are_translated(pseudo: None) -> None:
    line = _fire_attack()
    text = shown(line)
    assert text.startswith("⟦") and text != line
    arithmetic = dict(line.args)["arithmetic"]
    parts = [dict(part.args)["name"] for _, part in arithmetic.args]  # type: ignore[union-attr]
    unit = parts[0]
    assert isinstance(unit, Message) and unit.template == "{name} {number}"
    kind = dict(dict(unit.args)["name"].args)["type"]  # type: ignore[union-attr]
    assert f"⟦⟦⟦{kind}⟧ Squad⟧ {dict(unit.args)['number']}⟧" in text  # the type is a term
    for name in parts[1:]:
        if isinstance(name, Message):
            assert shown(name).startswith("⟦") and shown(name) in text
        else:
            assert f"⟦{name}⟧" in text  # a game term


def test_the_boards_line_of_sight_texts_are_translated(qtbot: QtBot, pseudo: None) -> None:
    from tests.qt.test_los_tool import open_map01

    window, scene = open_map01(qtbot)
    with qtbot.waitSignal(scene.sig_los_shown):
        result = scene.show_los("A1", "A10")
    # the reason names the traced woods outline and the hex its piece lies in [10.1]
    assert result is not None and result.explain() == \
        "blocked: Woods 6 in A9 at the same level [10.2, T99]"
    explanation = "⟦⟦blocked⟧: ⟦⟦⟦Woods⟧ 6 in A9⟧ at the same level⟧ [10.2, T99]⟧"
    assert shown(result.explain()) == explanation
    assert scene.los_item is not None and explanation in scene.los_item.toolTip()
    assert explanation in window.los_info.text()
    scene.show_los("A1", "A5")  # hindered by a hexside
    assert "⟦⟦hindered 1⟧: ⟦⟦⟦Fence⟧ on A3/A4⟧ (hindrances do not add up)⟧" in \
        window.los_info.text()
    assert "⟦Cover {value:+d}" not in scene.hex_tooltip("A9")
    assert "⟦Cover +" in scene.hex_tooltip("A9")


@pytest.mark.parametrize("code", ["ru", "bg"])
def test_listed_pieces_and_cards_leave_no_english(qapp: QApplication, code: str) -> None:
    """The Support Table items, tied Weapons and shown cards of a real translation: no Latin
    word is left (but rule, hex and piece ids) in a Cyrillic language."""
    import re

    from tests.engine.test_messages import _listed

    from cc_engine.content.cli import default_content_root
    from cc_engine.content.loading import load_content_pack
    from cc_qt.i18n import install_language

    texts = _listed(load_content_pack(default_content_root()))
    try:
        assert install_language(code) == code
        for name, text in texts.items():
            translated = shown(text)
            assert translated != text
            rest = re.sub(r"\[[^\]]*\]|\b[A-Z][0-9]{1,2}\b|\b[ab][uwr][0-9]{2}\b", "", translated)
            assert re.findall(r"[A-Za-z]+", rest) == [], (name, translated)
    finally:
        install_language("en")
    assert [shown(text) for text in texts.values()] == list(texts.values())


@pytest.mark.parametrize(("code", "word"), [("ru", "Снайпер!"), ("pl", "Snajper!")])
def test_a_sniper_roll_names_its_trigger_in_the_players_language(
        qapp: QApplication, code: str, word: str) -> None:
    """The trigger of a roll in a log line is a game term, translated like the rest [1.9.1]."""
    from cc_engine.content.vocabulary import Trigger
    from cc_engine.frames import RollResult
    from cc_engine.messages import by_side
    from cc_qt.i18n import install_language

    roll = RollResult(10, 2, 5, Trigger.SNIPER).text()
    assert roll == "2•5 Sniper!"
    line = by_side("The {side} roll {roll} for {purpose}", "The {side} rolls {roll} for {purpose}",
                   side="Axis", roll=roll,
               purpose="Fire")
    try:
        assert install_language(code) == code
        assert f"2•5 {word}" in shown(line)
        assert "Sniper" not in shown(line)
    finally:
        install_language("en")


@pytest.mark.parametrize(("code", "expected"), [
    ("ru", ["Сторона «Союзники» берёт под контроль Цель 3 (C4)",
            "Маркер Времени продвигается на ячейку 2; сторона «Ось» перемешивает 1 карточку",
            "Игра окончена (внезапное окончание)",
            "Бросок сбора: Отделение",  # noqa: RUF001
            "Действенный огонь: активизируйте"]),
    ("pl", ["Strona Alianci przejmuje kontrolę nad Celem 3 (C4)",
            "strona Oś tasuje 1 kartę",
            "(nagła śmierć)",
            "przegrupowanie jednostki Drużyna",
            "Ogień reakcyjny"]),
])
def test_real_translations_of_sides_counts_units_and_terms(qapp: QApplication, code: str,
                                                           expected: list[str]) -> None:
    """Log lines rendered through the shipped translation [issue 34]: a side as the subject,
    a counted noun, the way a game ended in words, a unit's name after its roll (not after a
    preposition in the nominative) and the seed's terms."""
    from cc_engine.messages import by_side, counted
    from cc_engine.rules.victory import termination_name

    unit = msg("{name} {number}", name=msg("{type} Squad", type="Rifle"), number=3)
    lines = [
        by_side("The {side} take control of Objective {number} ({hex})",
                "The {side} takes control of Objective {number} ({hex})", side="Allies",
                number=3, hex="C4"),
        by_side("Time advances to space {time}; the {side} reshuffle {count} card into a new "
                "draw pile", "Time advances to space {time}; the {side} reshuffles {count} card "
                "into a new draw pile", side="Axis", time=2, count=1),
        msg("Game over ({termination}): {reason}",
            termination=termination_name(Termination.SUDDEN_DEATH),
            reason=msg("the Axis leads by {vp} VP", vp=3)),
        msg("the Rally Roll of {unit}", unit=unit),
        msg("Fire For Effect: activate an unbroken Leader as the Spotter [O18.2]")
        if code == "ru" else msg("Op Fire"),
    ]
    assert counted(1, "x {count}", "y {count}", count=1) == "x 1"
    shown_lines = shown_in(code, lines)
    for line, wanted in zip(shown_lines, expected, strict=True):
        assert wanted in line, (line, wanted)
    if code == "ru":
        assert "для Отделение" not in " ".join(shown_lines)


@pytest.mark.parametrize(("code", "expected"), [
    ("en", ["End of the Allied Turn", "Fog of War: the Allied hand is empty",
            "Allied Melee Total: FP 7"]),
    ("ru", ["Конец Хода: Союзники", "набор стороны «Союзники» пуст",
            "Сумма рукопашной (Союзники)"]),
])
def test_a_side_written_as_an_adjective_reads_right_in_english_and_in_russian(
        qapp: QApplication, code: str, expected: list[str]) -> None:
    """English writes the side's adjective before a noun ("the Allied hand"); a translation
    keeps its own form of the side's name ("Конец Хода: Союзники") [issue 34]."""

    lines = [msg("End of the {side:adjective} Turn", side="Allies"),
             msg("Fog of War: the {side:adjective} hand is empty", side="Allies"),
             msg("{side:adjective} Melee Total: FP {fp} + roll {roll} = {total} [O16.4.2]",
                 side="Allies", fp=7, roll="1•2", total=10)]
    shown_lines = shown_in(code, lines)
    for line, wanted in zip(shown_lines, expected, strict=True):
        assert wanted in line, (line, wanted)
    if code == "ru":
        assert "Allied" not in " ".join(shown_lines)


def test_russian_puts_a_unit_where_its_name_need_not_change_case(qapp: QApplication) -> None:
    """Russian declines nouns: a unit's name ("Отделение «...» 3") stays in the nominative,
    so the translations put it after a colon where a verb or preposition would govern another
    case ("Расставьте ...: Отделение", not "Расставьте Отделение") [issue 34]."""

    unit = msg("{name} {number}", name=msg("{type} Squad", type="Rifle"), number=3)
    lines = [msg("Set up {unit} in your setup zone", unit=unit),
             msg("Place {unit} on your friendly edge [6.1.2 step 5]", unit=unit),
             msg("Mines in {hex} attack {unit} entering it: FP {fp} [F103.2], Cover 0 "
                 "[O23.3.4]", hex="C4", unit=unit, fp=6),
             msg("Place the Spotting Round in a hex in the LOS of {unit} [O18.2.1]", unit=unit)]
    shown_lines = shown_in("ru", lines)
    name = shown_lines[0].split(": ", 1)[1]
    assert name.startswith("Отделение")
    for line in shown_lines:
        assert f": {name}" in line, line
