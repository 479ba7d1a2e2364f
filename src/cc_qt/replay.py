"""The replay viewer: step through a saved or finished game, as one side saw it.

It replays the save's choices (the engine checks them) and shows, for the chosen step, the
board and the log as the chosen side saw them then: a replay shows no more than that player
knew during the game. Until the game is over, that side is the seated player's own: the other
side's hidden setup and private draws stay hidden; once it is over, either side may be
chosen.
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

    def __init__(self, session: Session, seat: SideId | None = None,
                 parent: QWidget | None = None) -> None:
        """Replay ``session`` as ``seat`` saw it; a game not over needs a ``seat`` and shows
        that side only.

        Raises:
            ValueError: for a game in progress and no seat.
        """
        super().__init__(parent)
        over = session.state.outcome is not None
        if seat is None and not over:
            raise ValueError("a game in progress is replayed only as the seated player saw it")
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
        for side in SideId:
            if over or side is seat:
                self.side.addItem(self.tr("As the Axis saw it") if side is SideId.AXIS
                                  else self.tr("As the Allies saw it"), side.value)
        if seat is not None:
            self.side.setCurrentIndex(self.side.findData(seat.value))
        self.side.setEnabled(self.side.count() > 1)
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
