"""The New game dialog: pick a scenario (name, year, nations, postures, map), a seed, and
who plays each side."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Slot
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cc_engine.ai import LEVELS
from cc_engine.content.loading import ContentError, ContentPack, read_json
from cc_engine.content.models import Scenario
from cc_engine.content.validation import detect_kind, load_playable
from cc_engine.content.vocabulary import SideId
from cc_qt.board.scene import MapScene
from cc_qt.preferences import PACES, preferences
from cc_qt.scenario_texts import scenario_text
from cc_qt.shown import shown_error, shown_problem
from cc_qt.terms import term

__all__ = ["DRAFT_SUFFIX", "NewGameChoice", "NewGameDialog", "scenario_summary"]

#: The designer saves a scenario that does not validate yet as ``<name>.draft.json``.
DRAFT_SUFFIX = ".draft.json"
#: The map thumbnail's size in pixels.
THUMBNAIL = QSize(320, 250)
#: The lines of summary the dialog shows at its default size (more scroll).
SUMMARY_LINES = 10


@dataclass(frozen=True, slots=True)
class NewGameChoice:
    """What the player chose in the dialog."""

    scenario: Scenario
    seed: int
    #: ``"human"`` or a computer level of :mod:`cc_engine.ai` for each side.
    players: dict[SideId, str]
    pack: ContentPack
    #: How long each computer move waits, in milliseconds (one of :data:`PACES`).
    pace_ms: int = PACES["normal"]

    @property
    def computer(self) -> dict[SideId, str]:
        """The sides the computer plays, with its level."""
        return {side: level for side, level in self.players.items() if level in LEVELS}


def scenario_summary(scenario: Scenario, pack: ContentPack) -> str:
    """One paragraph about a scenario: name, date, place, nations and postures, map, and its
    special rules. A shipped scenario's own texts (name, place, special rules) are shown in the
    current language, a designer's as written."""
    axis, allies = scenario.axis, scenario.allies
    axis_name = (term(pack.nations[axis.nation].name) if axis.nation in pack.nations
                 else axis.nation)
    allies_name = (term(pack.nations[allies.nation].name) if allies.nation in pack.nations
                   else allies.nation)
    app = QCoreApplication
    postures = {"attack": app.translate("NewGameDialog", "Attack"),
                "defend": app.translate("NewGameDialog", "Defend"),
                "recon": app.translate("NewGameDialog", "Recon")}
    summary = app.translate(
        "NewGameDialog", "{name} — {date} {place}\nAxis: {axis}, {axis_posture}, {axis_orders} "
        "Orders\nAllies: {allies}, {allies_posture}, {allies_orders} Orders\nMap {map}; "
        "Sudden Death on Time {sudden_death}").format(
        name=scenario_text(scenario.name), date=scenario.date,
        place=scenario_text(scenario.place), axis=axis_name,
        axis_posture=postures.get(axis.posture.value, axis.posture.value),
        axis_orders=axis.orders, allies=allies_name,
        allies_posture=postures.get(allies.posture.value, allies.posture.value),
        allies_orders=allies.orders, map=scenario.map, sudden_death=scenario.sudden_death)
    if not scenario.special_rules:
        return summary
    rules = "".join(f"\n• {scenario_text(rule)}" for rule in scenario.special_rules)
    return summary + "\n" + app.translate("NewGameDialog", "Special rules:") + rules


class NewGameDialog(QDialog):
    """Scenario list with a summary and map thumbnail, a seed, and the players."""

    def __init__(self, pack: ContentPack, scenario_dirs: list[Path],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.pack = pack
        self.scenarios: list[Scenario] = []
        #: The content pack of each listed scenario (with its own map, for a designer's).
        self.packs: list[ContentPack] = []
        self.problems: list[str] = []
        for folder in scenario_dirs:
            for path in sorted(folder.glob("*.json")):
                if path.name.endswith(DRAFT_SUFFIX):
                    continue  # the designer's unfinished work
                try:  # only a scenario that plays is offered [validate_playable]
                    if detect_kind(read_json(path)) != "scenario":
                        continue  # a map beside its scenario
                    scenario, scenario_pack = load_playable(path, pack)
                except ContentError as error:
                    self.problems.append(shown_problem(error.problems[0]) if error.problems
                                         else shown_error(error))
                    continue
                except Exception as error:  # one bad file never keeps the others out
                    self.problems.append(f"{path.name}: {type(error).__name__}: {error}")
                    continue
                self.scenarios.append(scenario)
                self.packs.append(scenario_pack)
        self.list = QListWidget(self)
        # Each name is shown whole: the list is as wide as its longest name [no elision].
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for scenario in self.scenarios:
            number = f"{scenario.number}. " if scenario.number else ""
            item = QListWidgetItem(self.tr("{number}{name} ({year})").format(
                number=number, name=scenario_text(scenario.name), year=scenario.year))
            item.setToolTip(item.text())
            self.list.addItem(item)
        self.list.setMinimumWidth(self.list.sizeHintForColumn(0) + 2 * self.list.frameWidth()
                                  + self.list.verticalScrollBar().sizeHint().width()
                                  + self.list.spacing() * 2 + 8)
        # The summary starts below the thumbnail, in a scroll area of its own: a long one
        # scrolls rather than being squeezed under the map.
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary_area = QScrollArea(self)
        self.summary_area.setWidget(self.summary)
        self.summary_area.setWidgetResizable(True)
        self.summary_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.summary_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.summary_area.setMinimumHeight(self.fontMetrics().lineSpacing() * 4)
        self.summary_area.setSizePolicy(QSizePolicy.Policy.Expanding,
                                        QSizePolicy.Policy.Expanding)
        self.thumbnail = QLabel(self)
        self.thumbnail.setFixedSize(THUMBNAIL)
        self.thumbnail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.seed = QSpinBox(self)
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(random.randrange(1_000_000))
        self.players = {side: QComboBox(self) for side in SideId}
        for combo in self.players.values():
            combo.addItem(self.tr("Human"), None)
            # Normal is stored as "planner", the level saves have always recorded.
            combo.addItem(self.tr("Computer: Easy"), "easy")
            combo.addItem(self.tr("Computer: Normal"), "planner")
            combo.addItem(self.tr("Computer: Hard"), "hard")
            combo.addItem(self.tr("Computer (random moves)"), "random")
            combo.setToolTip(self.tr("A person at this screen, or the computer, which sees only "
                                     "its own side's cards and plays by the same rules: Easy "
                                     "makes careless moves now and then, Hard thinks its "
                                     "Orders over (a few seconds a Turn)"))
        # The computer's pace, the one the game remembers (Game > Computer speed changes it).
        self.pace = QComboBox(self)
        for pace, text in zip(PACES.values(), (self.tr("Fast: no pause"),
                                               self.tr("Normal: a pause to follow each move"),
                                               self.tr("Slow: a long pause")), strict=True):
            self.pace.addItem(text, pace)
        self.pace.setCurrentIndex(max(self.pace.findData(preferences().computer_pace_ms), 0))
        self.pace.setToolTip(self.tr("How long the board shows each computer move (its "
                                     "attacks drawn) before the next"))
        form = QFormLayout()
        form.addRow(self.tr("Seed"), self.seed)
        form.addRow(self.tr("Axis player"), self.players[SideId.AXIS])
        form.addRow(self.tr("Allied player"), self.players[SideId.ALLIES])
        form.addRow(self.tr("Computer pace"), self.pace)
        for combo in self.players.values():
            combo.currentIndexChanged.connect(self._on_players_changed)
        self._on_players_changed()
        right = QVBoxLayout()
        right.addWidget(self.thumbnail, 0, Qt.AlignmentFlag.AlignHCenter)
        right.addWidget(self.summary_area, 1)
        right.addLayout(form)
        top = QHBoxLayout()
        top.addWidget(self.list, 0)
        top.addLayout(right, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        if self.problems:
            layout.addWidget(QLabel(self.tr("Skipped: {problems}").format(
                problems="; ".join(self.problems)), self))
        layout.addWidget(buttons)
        self.list.currentRowChanged.connect(self._on_list_row_changed)
        if self.scenarios:
            self.list.setCurrentRow(0)
        # By default room for the thumbnail, the first lines of the summary and the rest.
        hint = self.sizeHint()
        self.resize(max(hint.width(), self.list.minimumWidth() + THUMBNAIL.width() + 80),
                    hint.height() + self.fontMetrics().lineSpacing() * (SUMMARY_LINES - 4))

    @Slot()
    def _on_players_changed(self) -> None:
        """The pace matters only when the computer plays a side."""
        self.pace.setEnabled(any(c.currentData() is not None for c in self.players.values()))

    @Slot(int)
    def _on_list_row_changed(self, row: int) -> None:
        if not 0 <= row < len(self.scenarios):
            return
        scenario = self.scenarios[row]
        self.summary.setText(scenario_summary(scenario, self.pack))
        map_data = self.packs[row].maps.get(scenario.map)
        if map_data is None:
            self.thumbnail.setText(self.tr("(no map {map})").format(map=scenario.map))
            return
        scene = MapScene(map_data, size_px=12.0)
        image = QImage(THUMBNAIL, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scene.render(painter, QRectF(0, 0, THUMBNAIL.width(), THUMBNAIL.height()), scene.map_rect,
                     Qt.AspectRatioMode.KeepAspectRatio)
        painter.end()
        self.thumbnail.setPixmap(QPixmap.fromImage(image))

    def choice(self) -> NewGameChoice | None:
        """The chosen game, or None when nothing is selected."""
        row = self.list.currentRow()
        if not 0 <= row < len(self.scenarios):
            return None
        players = {side: combo.currentData() or "human" for side, combo in self.players.items()}
        return NewGameChoice(self.scenarios[row], self.seed.value(), players, self.packs[row],
                             int(self.pace.currentData()))
