"""The replay viewer: step through a saved or finished game, as one side saw it.

It replays the save's choices (the engine checks them) and shows, for the chosen step, the
board and the log as the chosen side saw them then: a replay shows no more than that player
knew during the game.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from cc_engine import Session, player_view, visible_events
from cc_engine.content.vocabulary import SideId
from cc_engine.rules.terrain import MapTerrain
from cc_qt.board.scene import MapScene
from cc_qt.board.view import BoardView
from cc_qt.scenario_texts import scenario_text
from cc_qt.shown import shown

__all__ = ["ReplayDialog"]


class ReplayDialog(QDialog):
    """A slider over the choices of a session, the board, and the log up to that choice."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        setting = session.state.setting
        self.setWindowTitle(self.tr("Replay — {scenario}").format(
            scenario=scenario_text(setting.scenario.name)))
        self.scene = MapScene(setting.map, parent=self,
                              terrain=MapTerrain(setting.map, setting.terrain_chart))
        self.board = BoardView(self)
        self.board.setScene(self.scene)
        self.log = QPlainTextEdit(self)
        self.log.setReadOnly(True)
        self.side = QComboBox(self)
        self.side.addItem(self.tr("As the Axis saw it"), SideId.AXIS.value)
        self.side.addItem(self.tr("As the Allies saw it"), SideId.ALLIES.value)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, len(session.history))
        self.slider.setValue(len(session.history))
        self.position = QLabel(self)
        controls = QHBoxLayout()
        controls.addWidget(self.side)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.position)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.board)
        splitter.addWidget(self.log)
        splitter.setStretchFactor(0, 4)
        layout = QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(splitter, 1)
        self.slider.valueChanged.connect(self._on_slider_value_changed)
        self.side.currentIndexChanged.connect(self._on_side_changed)
        self.resize(1200, 900)
        self.show_step(self.slider.value())

    def show_step(self, step: int) -> None:
        """Show the game after ``step`` choices (0 = the start)."""
        side = SideId(self.side.currentData())
        history = self.session.history
        state = history[step - 1].state if step else self.session.start
        assert state is not None
        self.scene.show_position(player_view(state, side))
        events = [e for entry in history[:step] for e in entry.events]
        self.log.setPlainText("\n".join(shown(e.text) for e in visible_events(events, side)))
        self.log.verticalScrollBar().setValue(self.log.verticalScrollBar().maximum())
        self.position.setText(self.tr("{step} / {steps}").format(step=step, steps=len(history)))

    @Slot(int)
    def _on_slider_value_changed(self, value: int) -> None:
        self.show_step(value)

    @Slot(int)
    def _on_side_changed(self, index: int) -> None:
        self.show_step(self.slider.value())
