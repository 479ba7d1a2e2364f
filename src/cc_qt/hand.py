"""The hand dock: each Fate card of the seated player's hand as a tile that reads like the card.

A tile shows the card's Order, Action and Event, its dice with any trigger and its Random Hex
[1.8, 1.9]. The tiles wrap into as many columns as the dock's width holds, so a whole hand is
read without scrolling. A card that one of the engine's legal choices plays now is marked;
a click on a tile is passed on (the window picks that play, or says why there is none).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QMouseEvent, QResizeEvent, QTextDocumentFragment
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cc_engine.content.vocabulary import SideId, Trigger, display_name
from cc_engine.shared_screen import asks_first
from cc_engine.views import PlayerView
from cc_qt.terms import term

__all__ = ["CardTile", "HandView"]

# The narrowest a tile gets before the hand wraps into fewer columns (pixels).
TILE_WIDTH = 150
# The most height the hand asks of its dock; more cards than that scroll (pixels).
TALLEST = 330
_STYLE = """
CardTile { border: 1px solid palette(mid); border-radius: 6px; background: palette(base); }
CardTile[playable="true"] { border: 3px solid #2e8b57; }
CardTile QLabel { background: transparent; }
"""


class CardTile(QFrame):
    """One card: ``#50 Fire``, its Action, its Event, then its dice, trigger and Random Hex."""

    sig_clicked = Signal(int)

    def __init__(self, view: PlayerView, card: int, playable: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card, self.playable = card, playable
        self.setProperty("playable", playable)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        printed = view.setting.card(view.viewer, card)
        marker = "▶ " if playable else ""
        fire = self.tr(" (Order/Action)") if printed.fire_action else ""
        self.title = self._label(f"<b>{marker}#{card} {term(display_name(printed.order))}"
                                 f"{fire}</b>")
        self.action_text = self._label(self.tr("Action: {action}").format(
            action=term(display_name(printed.action))))
        self.event_text = self._label(self.tr("Event: {event}").format(
            event=term(display_name(printed.event))))
        trigger = "" if printed.trigger is Trigger.NONE else (
            f' <b style="color:#c0392b">{term(display_name(printed.trigger))}</b>')
        self.dice = self._label(self.tr("Dice {white}•{colored}").format(
            white=printed.white_die, colored=printed.colored_die) + trigger)
        self.hex = self._label(self.tr("Hex {hex}").format(hex=printed.random_hex))
        self.hex.setAlignment(Qt.AlignmentFlag.AlignRight)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(1)
        for label in (self.title, self.action_text, self.event_text):
            layout.addWidget(label)
        layout.addStretch(1)  # the dice and Random Hex at the foot, as on the card
        bottom = QHBoxLayout()
        bottom.addWidget(self.dice, 1)
        bottom.addWidget(self.hex)
        layout.addLayout(bottom)
        self.setToolTip(self.tr("Click to pick this play in the Decision list") if playable
                        else self.tr("Click to see why this card cannot be played now"))

    def _label(self, text: str) -> QLabel:
        label = QLabel(text, self)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        return label

    def labels(self) -> list[QLabel]:
        """The tile's texts, top to bottom."""
        return [self.title, self.action_text, self.event_text, self.dice, self.hex]

    def text(self) -> str:
        """What the tile says, a line per text (tags dropped)."""
        return "\n".join(_plain(label.text()) for label in self.labels())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A left click on the card tells the hand which card it is."""
        if event.button() == Qt.MouseButton.LeftButton:
            self.sig_clicked.emit(self.card)
        super().mousePressEvent(event)


def _plain(html: str) -> str:
    return QTextDocumentFragment.fromHtml(html).toPlainText()


class HandView(QScrollArea):
    """The seated player's hand as card tiles, wrapped to the dock's width."""

    sig_card_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.board = QWidget(self)
        self.board.setStyleSheet(_STYLE)
        self.outer = QVBoxLayout(self.board)
        self.outer.setContentsMargins(4, 4, 4, 4)
        # Shown instead of the tiles on the shared screen, where both hands are covered.
        self.covered = QLabel(self.board)
        self.covered.setWordWrap(True)
        self.covered.hide()
        self.outer.addWidget(self.covered)
        self.grid = QGridLayout()
        self.grid.setSpacing(6)
        self.outer.addLayout(self.grid)
        self.outer.addStretch(1)
        self.setWidget(self.board)
        self.tiles: list[CardTile] = []
        self.columns = 0

    def show_hand(self, view: PlayerView, playable: set[int]) -> None:
        """Tiles for the viewer's hand; the cards in ``playable`` marked. A view without
        the hand (the shared screen's) shows a covered placeholder with both hands' sizes."""
        self.clear()
        if view.own.hand is None:
            text = self.tr(
                "Both hands are covered: {own} and {other} cards. It is for the {side} to "
                "answer this public decision on the shared screen.")
            if view.decision is not None and asks_first(view.decision):
                text = self.tr(
                    "Both hands are covered: {own} and {other} cards. The {side} may pass on "
                    "the shared screen, or take the seat to see the hand.")
            self.covered.setText(text.format(
                own=view.own.hand_size, other=view.opponent.hand_size,
                side=self.tr("Axis") if view.viewer is SideId.AXIS else self.tr("Allies")))
            self.covered.show()
        for card in view.own.hand or ():
            tile = CardTile(view, card, card in playable, self.board)
            tile.sig_clicked.connect(self.sig_card_clicked)
            self.tiles.append(tile)
        self._arrange(force=True)

    def clear(self) -> None:
        """No tiles (nobody is seated)."""
        self.covered.hide()
        for tile in self.tiles:
            self.grid.removeWidget(tile)
            tile.setParent(None)  # gone at once, texts and all (no window lists it)
            tile.deleteLater()
        self.tiles = []

    def count(self) -> int:
        return len(self.tiles)

    def tile(self, card: int) -> CardTile | None:
        """The tile of ``card``, if it is in the hand."""
        return next((t for t in self.tiles if t.card == card), None)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Wrap the tiles into as many columns as the new width holds."""
        super().resizeEvent(event)
        self._arrange()

    def changeEvent(self, event: QEvent) -> None:
        """Mark the tiles again in a new palette (the style sheet follows it)."""
        if event.type() == QEvent.Type.PaletteChange:
            self.board.setStyleSheet(_STYLE)
        super().changeEvent(event)

    def _arrange(self, force: bool = False) -> None:
        """Lay the tiles out in rows of as many as fit; ask for the height they need, so the
        dock shows every card without scrolling (up to :data:`TALLEST`)."""
        columns = max(1, self.viewport().width() // TILE_WIDTH)
        if columns != self.columns or force:
            self._place(columns)
        self.setMinimumHeight(min(self._needed_height(), TALLEST))

    def _needed_height(self) -> int:
        """The height of every row of tiles at the viewport's width, margins included."""
        margins = self.outer.contentsMargins()
        spacing = self.grid.spacing()
        width = self.viewport().width() - margins.left() - margins.right()
        tile_width = (width - spacing * (self.columns - 1)) // self.columns
        rows = [self.tiles[i:i + self.columns]
                for i in range(0, len(self.tiles), self.columns)]
        heights = [max(t.heightForWidth(tile_width) for t in row) for row in rows]
        return sum(heights) + spacing * max(0, len(rows) - 1) + margins.top() \
            + margins.bottom()

    def _place(self, columns: int) -> None:
        self.columns = columns
        for tile in self.tiles:
            self.grid.removeWidget(tile)
        for column in range(self.grid.columnCount()):
            self.grid.setColumnStretch(column, 0)
        for index, tile in enumerate(self.tiles):
            self.grid.addWidget(tile, index // columns, index % columns)
        for column in range(columns):
            self.grid.setColumnStretch(column, 1)

