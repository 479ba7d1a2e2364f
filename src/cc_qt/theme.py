"""Light and dark palettes for the app's windows, remembered in the preferences.

The board keeps its map colours in both; docks, lists, menus and dialogs follow the palette.
The Fusion style is used on every platform so both palettes look the same everywhere. A palette
chosen from the menu that cannot be remembered (the settings file cannot be written) is used all
the same for this session, and the window's status bar says why it is not remembered.
"""

from __future__ import annotations

from typing import Literal

from PySide6.QtGui import QAction, QActionGroup, QColor, QPalette
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QStyleFactory, QWidget

from cc_qt.preferences import preferences, set_preferences, unsaved_notice
from cc_qt.window_parts import weak_slot

__all__ = ["THEMES", "Theme", "apply_theme", "install_theme_menu", "saved_theme"]

Theme = Literal["light", "dark"]
THEMES: tuple[Theme, ...] = ("light", "dark")


def saved_theme() -> Theme:
    """The palette the player chose last time ("light" the first time)."""
    return preferences().palette


def _dark_palette() -> QPalette:
    palette = QPalette()
    roles = QPalette.ColorRole
    colours = {
        roles.Window: "#2b2d30", roles.WindowText: "#e6e6e6", roles.Base: "#1f2023",
        roles.AlternateBase: "#2f3136", roles.ToolTipBase: "#3a3d42",
        roles.ToolTipText: "#f0f0f0", roles.PlaceholderText: "#8c8c8c", roles.Text: "#e6e6e6",
        roles.Button: "#35373b", roles.ButtonText: "#e6e6e6", roles.BrightText: "#ff6b6b",
        roles.Link: "#7fb2ff", roles.Highlight: "#3d6fb4", roles.HighlightedText: "#ffffff",
        roles.Light: "#4a4d52", roles.Midlight: "#3f4247", roles.Mid: "#2a2c2f",
        roles.Dark: "#1b1c1e", roles.Shadow: "#000000",
    }
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        palette.setColor(disabled, role, QColor("#7a7a7a"))
    return palette


def apply_theme(app: QApplication, theme: Theme, remember: bool = False) -> None:
    """Give ``app`` the light or dark palette (and store the choice if ``remember``).

    Raises:
        OSError: when the choice is to be remembered and the settings file cannot be written;
            the palette is given and in force for this session all the same.
    """
    style = QStyleFactory.create("Fusion")
    if style is not None:
        app.setStyle(style)
    app.setPalette(_dark_palette() if theme == "dark" else app.style().standardPalette())
    if remember and preferences().palette != theme:
        set_preferences(preferences().model_copy(update={"palette": theme}))


def install_theme_menu(menu: QMenu, owner: QWidget) -> dict[Theme, QAction]:
    """Add "Light palette" / "Dark palette" to ``menu``; choosing one applies and remembers it
    (a choice that cannot be remembered is told in the status bar of ``owner``'s window)."""
    group = QActionGroup(owner)
    current = saved_theme()
    actions: dict[Theme, QAction] = {}
    menu.addSeparator()
    for theme in THEMES:
        action = QAction(owner)  # its text is set with the menu's (BoardActions.retranslate)
        action.setCheckable(True)
        action.setChecked(theme == current)
        action.triggered.connect(weak_slot(owner, _choose, theme))
        group.addAction(action)
        menu.addAction(action)
        actions[theme] = action
    return actions


def _choose(owner: QWidget, theme: Theme) -> None:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    try:
        apply_theme(app, theme, remember=True)
    except OSError as error:
        window = owner.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(unsaved_notice(error))
