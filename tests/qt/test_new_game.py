"""The New game dialog lists the scenarios with their facts and a map thumbnail."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from cc_engine.content.loading import load_content_pack
from cc_engine.content.vocabulary import SideId
from cc_qt import paths
from cc_qt.new_game import NewGameDialog


def test_new_game_dialog_lists_scenarios_with_facts(qtbot: QtBot) -> None:
    pack = load_content_pack(paths.resources_dir())
    dialog = NewGameDialog(pack, [paths.scenarios_dir()])
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 12
    assert dialog.list.item(0).text() == "1. Fat Lipki (1941)"
    assert "Axis: Germany, Recon, 2 Orders" in dialog.summary.text()
    assert not dialog.thumbnail.pixmap().isNull()
    dialog.list.setCurrentRow(1)
    assert "Hedgerows" in dialog.summary.text()
    dialog.seed.setValue(1234)
    choice = dialog.choice()
    assert choice is not None and choice.scenario.number == 2 and choice.seed == 1234
    assert choice.players == {SideId.AXIS: "human", SideId.ALLIES: "human"}
    assert choice.computer == {}
    # Solo: the computer takes the Axis.
    axis = dialog.players[SideId.AXIS]
    axis.setCurrentIndex(axis.findText("Computer"))
    solo = dialog.choice()
    assert solo is not None and solo.computer == {SideId.AXIS: "planner"}
