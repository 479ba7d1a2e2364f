"""The About dialog: name, version, credit line and the dependencies' licences."""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from cc_qt import about, paths
from cc_qt.about import AboutDialog


def table_rows(dialog: AboutDialog) -> dict[str, tuple[str, str]]:
    """Component name → (version, licence), as the dialog's table shows them."""
    table = dialog.licence_table
    rows: dict[str, tuple[str, str]] = {}
    for row in range(table.rowCount()):
        name, version, licence = (table.item(row, column) for column in range(3))
        assert name is not None and version is not None and licence is not None
        rows[name.text()] = (version.text(), licence.text())
    return rows


def test_the_dialog_shows_the_version_and_the_licences(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert "Combat Commander" in dialog.name_label.text()
    assert metadata.version("cc-commander") in dialog.version_label.text()
    assert "unofficial" in dialog.credit_label.text()
    rows = table_rows(dialog)
    assert "LGPL-3.0" in rows["PySide6"][1]
    assert rows["Qt"][1] == "LGPL-3.0-only"
    assert rows["pydantic"][1] == "MIT"
    assert rows["platformdirs"][1] == "MIT"
    assert rows["Python"][1] == "PSF-2.0"
    assert all(version for version, _ in rows.values())


def test_without_metadata_the_version_and_licences_come_from_the_fallbacks(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    def not_installed(name: str) -> metadata.PackageMetadata:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(about.metadata, "metadata", not_installed)
    monkeypatch.setattr(about.metadata, "version", not_installed)
    project = tmp_path / "pyproject.toml"
    project.write_text('[project]\nname = "cc-commander"\nversion = "9.8.7"\n', encoding="utf-8")
    monkeypatch.setattr(paths, "pyproject_path", lambda: project)
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert "9.8.7" in dialog.version_label.text()
    rows = table_rows(dialog)
    assert rows["cc-commander"] == ("9.8.7", "MIT")
    assert rows["PySide6"][1] == "LGPL-3.0-only"
    assert rows["pydantic"][1] == "MIT"
    project.unlink()
    assert about.app_version() is None
    unknown = AboutDialog()
    qtbot.addWidget(unknown)
    assert unknown.version_label.text() == "Version unknown"


def test_every_sentence_goes_through_the_translator(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(AboutDialog, "tr", lambda self, text, *args: f"<<{text}>>")
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle().startswith("<<")
    for label in (dialog.name_label, dialog.version_label, dialog.credit_label):
        assert "<<" in label.text()
    headers = [dialog.licence_table.horizontalHeaderItem(column) for column in range(3)]
    assert all(header is not None and header.text().startswith("<<") for header in headers)
