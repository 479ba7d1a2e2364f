"""The Linux desktop files in ``packaging/linux/`` are well formed and agree with each other:
entries, AppStream metainfo, file types, icons at every size."""

from __future__ import annotations

import configparser
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

LINUX = Path(__file__).resolve().parents[2] / "packaging" / "linux"
PROGRAMS = ("cc-commander", "cc-designer")
MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"


def desktop_entry(name: str) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys keep their case
    parser.read(LINUX / f"{name}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def declared_types() -> dict[str, ET.Element]:
    root = ET.parse(LINUX / "cc-commander-mime.xml").getroot()
    return {element.attrib["type"]: element for element in root.iter(f"{MIME}mime-type")}


@pytest.mark.parametrize("name", PROGRAMS)
def test_each_program_has_an_entry_metainfo_and_icons(name: str) -> None:
    entry = desktop_entry(name)
    assert entry["Type"] == "Application"
    assert entry["Exec"] == f"{name} %f"
    assert entry["Icon"] == name
    mime_types = [t for t in entry["MimeType"].split(";") if t]
    assert mime_types and set(mime_types) <= set(declared_types())
    metainfo = ET.parse(LINUX / f"{name}.metainfo.xml").getroot()
    assert metainfo.findtext("id") == name
    assert metainfo.findtext("launchable") == f"{name}.desktop"
    assert set(mime_types) == {e.text for e in metainfo.iter("mediatype")}
    icons = LINUX / "icons" / "hicolor"
    assert (icons / "scalable" / "apps" / f"{name}.svg").is_file()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        image = QImage(str(icons / f"{size}x{size}" / "apps" / f"{name}.png"))
        assert (image.width(), image.height()) == (size, size)


def test_saves_are_told_by_their_extension_and_scenarios_by_their_content() -> None:
    types = declared_types()
    save = types["application/x-cc-commander-save"]
    assert [g.attrib["pattern"] for g in save.iter(f"{MIME}glob")] == ["*.ccsave"]
    scenario = types["application/x-cc-commander-scenario"]
    assert not list(scenario.iter(f"{MIME}glob"))  # *.json stays everybody's
    marker = next(scenario.iter(f"{MIME}match")).attrib["value"]
    scenarios = Path(__file__).resolve().parents[2] / "scenarios"
    assert all(marker in p.read_text(encoding="utf-8")[:4096] for p in scenarios.glob("*.json"))
    maps = Path(__file__).resolve().parents[2] / "resources" / "maps"
    assert not any(marker in p.read_text(encoding="utf-8") for p in maps.glob("*.json"))
