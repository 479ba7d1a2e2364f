"""A shipped scenario's own texts (its name, place and special rules) read in the player's
language in the New game dialog; a designer's own scenario shows its texts as written."""

from __future__ import annotations

import json
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from cc_engine.content.loading import load_content_pack
from cc_qt import paths
from cc_qt.i18n import install_language
from cc_qt.new_game import NewGameDialog
from cc_qt.scenario_texts import SCENARIO_TEXTS, scenario_text

#: What may stay Latin in a Russian text: hex ids (``N5``), chit letters (``V``) and a map id.
_NOT_WORDS = re.compile(r"\bmap\d+\b|\b[A-Z][1-9][0-9]?\b|\b[A-Z]\b")


def _latin_words(text: str) -> list[str]:
    return re.findall(r"[A-Za-z]+", _NOT_WORDS.sub("", text))


def test_every_shipped_scenario_text_is_collected() -> None:
    texts = set(SCENARIO_TEXTS)
    for path in paths.scenarios_dir().glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert {data["name"], data["place"], *data["special_rules"]} <= texts, path.name


def test_new_game_dialog_shows_scenario_texts_translated(qtbot: QtBot, tmp_path: Path) -> None:
    own_folder = tmp_path / "own"
    own_folder.mkdir()
    own = json.loads((paths.scenarios_dir() / "scenario03.json").read_text(encoding="utf-8"))
    own.update(id="my_bonfire", number=None, name="My Own Bonfire", place="Somewhere, Russia",
               special_rules=["Cpt. Egorov brings his own samovar."])
    (own_folder / "my_bonfire.json").write_text(json.dumps(own), encoding="utf-8")
    pack = load_content_pack(paths.resources_dir())
    try:
        assert install_language("ru") == "ru"
        QCoreApplication.processEvents()
        dialog = NewGameDialog(pack, [paths.scenarios_dir(), own_folder])
        qtbot.addWidget(dialog)
        assert dialog.list.count() == 13
        shipped = next(row for row, s in enumerate(dialog.scenarios) if s.number == 3)
        assert dialog.list.item(shipped).text() == "3. Костёр НКВД (1941)"
        dialog.list.setCurrentRow(shipped)
        summary = dialog.summary.text()
        assert "Костёр НКВД" in summary and "Брест-Литовск, Россия" in summary, summary
        assert "Особые правила:" in summary
        assert "• Капитан Егоров расставляется в гексагоне командного пункта N5." in summary
        assert "• Проволока Союзников ставится после расстановки Оси." in summary
        assert "Bonfire" not in summary and "Objective" not in summary
        assert _latin_words(summary) == [], summary
        # Every special rule of every shipped scenario reads in Russian.
        for scenario in dialog.scenarios:
            if scenario.number is None:
                continue
            for text in (scenario.name, scenario.place, *scenario.special_rules):
                translated = scenario_text(text)
                assert translated != text, text
                assert not set(_latin_words(translated)) - {"IG"}, translated  # the gun's type
        # A designer's own scenario: its texts as written, the dialog's own words translated.
        mine = next(row for row, s in enumerate(dialog.scenarios) if s.id == "my_bonfire")
        assert dialog.list.item(mine).text() == "My Own Bonfire (1941)"
        dialog.list.setCurrentRow(mine)
        summary = dialog.summary.text()
        assert "My Own Bonfire" in summary and "Somewhere, Russia" in summary
        assert "• Cpt. Egorov brings his own samovar." in summary
        assert "Особые правила:" in summary and "Ось:" in summary, summary
    finally:
        install_language("en")
        QCoreApplication.processEvents()
    english = NewGameDialog(pack, [paths.scenarios_dir()])
    qtbot.addWidget(english)
    english.list.setCurrentRow(2)
    assert "Bonfire of the NKVD" in english.summary.text()
    assert "Special rules:\n• Cpt. Egorov sets up in the command post hex N5." in (
        english.summary.text())
