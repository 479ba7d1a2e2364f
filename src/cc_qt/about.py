"""The About dialog: the app's name and version, a credit line, and the licences of the
software it is built on.

The version and the licence names are read from the installed packages' metadata
(:mod:`importlib.metadata`; a PyInstaller bundle carries that metadata too), with
``pyproject.toml`` and the known licences as fallbacks. Every sentence is translatable
(``self.tr``); package names and licence identifiers are names and stay as they are.
"""

from __future__ import annotations

import platform
import tomllib
from collections.abc import Callable
from importlib import metadata
from typing import NamedTuple

from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cc_qt import paths

__all__ = ["DISTRIBUTION", "AboutDialog", "Component", "app_version", "components"]

DISTRIBUTION = "cc-commander"
"""The name this app is installed under (``pyproject.toml``)."""


class Component(NamedTuple):
    """A piece of software the app ships or runs on, with its licence."""

    name: str
    version: str
    licence: str


class _Known(NamedTuple):
    name: str
    distribution: str | None  # the Python package to read, None for Qt itself and Python
    licence: str  # shown when the metadata names none
    runtime_version: Callable[[], str] | None = None  # for what is not a Python package


_KNOWN: tuple[_Known, ...] = (
    _Known("cc-commander", DISTRIBUTION, "MIT"),
    _Known("Qt", None, "LGPL-3.0-only", qVersion),
    _Known("PySide6", "PySide6-Essentials", "LGPL-3.0-only"),
    _Known("Shiboken6", "shiboken6", "LGPL-3.0-only"),
    _Known("pydantic", "pydantic", "MIT"),
    _Known("pydantic-core", "pydantic-core", "MIT"),
    _Known("platformdirs", "platformdirs", "MIT"),
    _Known("Python", None, "PSF-2.0", platform.python_version),
)


def app_version() -> str | None:
    """The app's version: the installed package's, else ``pyproject.toml``'s; None if neither
    can be read."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        pass
    try:
        with paths.pyproject_path().open("rb") as file:
            return str(tomllib.load(file)["project"]["version"])
    except (OSError, KeyError, TypeError, tomllib.TOMLDecodeError):
        return None


def _field(meta: metadata.PackageMetadata, name: str) -> str:
    """The first value of a metadata field, "" if it has none."""
    values = meta.get_all(name)
    return str(values[0]).strip() if values else ""


def _licence_in(meta: metadata.PackageMetadata) -> str | None:
    """The licence a package's metadata names: its SPDX expression, a one-line ``License``
    field, or its licence classifier."""
    expression = _field(meta, "License-Expression")
    if expression:
        return expression
    field = _field(meta, "License")
    if field and "\n" not in field and len(field) <= 80:
        return field
    for classifier in meta.get_all("Classifier") or []:
        if str(classifier).startswith("License ::"):
            return str(classifier).rsplit("::", 1)[-1].strip()
    return None


def components() -> list[Component]:
    """The app and what it is built on, each with its version ("" if unknown) and licence."""
    found: list[Component] = []
    for known in _KNOWN:
        if known.distribution is None:
            version = known.runtime_version() if known.runtime_version is not None else ""
            found.append(Component(known.name, version, known.licence))
            continue
        try:
            meta = metadata.metadata(known.distribution)
        except metadata.PackageNotFoundError:
            fallback = app_version() if known.distribution == DISTRIBUTION else None
            found.append(Component(known.name, fallback or "", known.licence))
            continue
        found.append(Component(known.name, _field(meta, "Version"),
                               _licence_in(meta) or known.licence))
    return found


class AboutDialog(QDialog):
    """Names the app and its version, credits the game's owners, and lists the licences of the
    software it is built on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Combat Commander"))
        layout = QVBoxLayout(self)

        self.name_label = QLabel(self.tr("<h2>Combat Commander</h2>"), self)
        self.name_label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.name_label)

        version = app_version()
        self.version_label = QLabel(
            self.tr("Version {version}").format(version=version) if version is not None
            else self.tr("Version unknown"), self)
        self.version_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.version_label)

        self.credit_label = QLabel(self.tr(
            "An unofficial, fan-made digital edition of a tactical card-driven wargame, with a "
            "scenario designer. The game's rules and the name Combat Commander belong to their "
            "owners; this program is not endorsed by them."), self)
        self.credit_label.setWordWrap(True)
        layout.addWidget(self.credit_label)

        layout.addWidget(QLabel(self.tr("Built with the following software:"), self))
        rows = components()
        self.licence_table = QTableWidget(len(rows), 3, self)
        self.licence_table.setHorizontalHeaderLabels(
            [self.tr("Component"), self.tr("Version"), self.tr("Licence")])
        for row, component in enumerate(rows):
            for column, text in enumerate(component):
                self.licence_table.setItem(row, column, QTableWidgetItem(text))
        self.licence_table.verticalHeader().hide()
        self.licence_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.licence_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.licence_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        layout.addWidget(self.licence_table)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 460)
