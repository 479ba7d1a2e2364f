"""Keep the app's translations current: ``resources/i18n/cc_<code>.ts`` and their ``.qm``.

Usage:
    python tools/translations.py           # collect new strings into the .ts files, compile
    python tools/translations.py --check   # fail if a .ts or .qm is out of date

The sources are every module of ``cc_qt`` (strings in ``self.tr``, ``QCoreApplication.translate``
and ``QT_TRANSLATE_NOOP``), and the game terms: the update first writes ``src/cc_qt/terms.py``
with every term of the engine's vocabulary (Orders, Actions, Events, triggers, terrain,
fortifications, unit and Weapon kinds, postures) and every kind of choice, so that the window can
show each one translated (``cc_qt.terms.term``). Translators edit the ``.ts`` files (Qt
Linguist or any XML editor); this tool then compiles them to the ``.qm`` files the app loads.
Locations are left out of the ``.ts`` files so that moving code does not change them.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "src" / "cc_qt"
I18N = ROOT / "resources" / "i18n"
#: The shipped translations (English is the source language).
LANGUAGES = ("ru", "bg", "pl")


def _tool(name: str) -> str:
    """A Qt tool installed with PySide6 (``pyside6-lupdate``, ``pyside6-lrelease``)."""
    found = shutil.which(f"pyside6-{name}") or str(Path(sys.executable).parent / f"pyside6-{name}")
    return found


TERMS_FILE = SOURCES / "terms.py"


def game_terms() -> list[str]:
    """Every game term the window may show: vocabulary names and choice kinds, sorted."""
    from cc_engine.content import vocabulary

    names = {vocabulary.display_name(member)
             for enum_type in (vocabulary.Order, vocabulary.Action, vocabulary.Event,
                               vocabulary.Trigger, vocabulary.Terrain, vocabulary.HexsideFeature,
                               vocabulary.Feature, vocabulary.FortificationKind,
                               vocabulary.UnitKind, vocabulary.WeaponKind, vocabulary.Posture,
                               vocabulary.Quality)
             for member in enum_type}
    engine = ROOT / "src" / "cc_engine"
    kinds = {match for path in engine.rglob("*.py")
             for match in re.findall(r'Choice\("([a-z_]+)"', path.read_text(encoding="utf-8"))}
    names |= {kind_label(kind) for kind in kinds}
    return sorted(names)


def kind_label(kind: str) -> str:
    """A choice kind as the window names it: ``"op_fire"`` -> ``"Op fire"``."""
    return kind.replace("_", " ").capitalize()


def terms_source() -> str:
    lines = [
        '"""Game terms, marked for translation (written by ``tools/translations.py`` from the',
        "engine's vocabulary and choice kinds: do not edit by hand).\n\n"
        ":func:`term` shows one in the current language.\n\"\"\"",
        "",
        "from __future__ import annotations",
        "",
        "from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication",
        "",
        '__all__ = ["TERMS", "term"]',
        "",
        "TERMS = (",
        *(f'    QT_TRANSLATE_NOOP("Terms", {json.dumps(name)}),' for name in game_terms()),
        ")",
        "",
        "",
        "def term(text: str) -> str:",
        '    """A game term (an English name of :data:`TERMS`) in the current language."""',
        '    return QCoreApplication.translate("Terms", text)',
        "",
    ]
    return "\n".join(lines)


def source_files() -> list[Path]:
    return sorted(SOURCES.rglob("*.py"))


def update(folder: Path) -> None:
    """Write the .ts and .qm files of every language into ``folder`` (new strings are added
    unfinished; strings gone from the code are dropped)."""
    folder.mkdir(parents=True, exist_ok=True)
    sources = [str(p) for p in source_files()]
    for code in LANGUAGES:
        ts = folder / f"cc_{code}.ts"
        subprocess.run([_tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none",
                        "-target-language", code, *sources, "-ts", str(ts)], check=True)
        subprocess.run([_tool("lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))],
                       check=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="only compare with what an update would write")
    args = parser.parse_args()
    if not args.check:
        TERMS_FILE.write_text(terms_source(), encoding="utf-8")
        update(I18N)
        return 0
    if not TERMS_FILE.is_file() or TERMS_FILE.read_text(encoding="utf-8") != terms_source():
        print("out of date: src/cc_qt/terms.py; run python tools/translations.py",
              file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as temporary:
        scratch = Path(temporary)
        for code in LANGUAGES:
            committed = I18N / f"cc_{code}.ts"
            if committed.is_file():
                shutil.copy(committed, scratch / committed.name)
        update(scratch)
        stale = [f.name for code in LANGUAGES for f in (I18N / f"cc_{code}.ts",
                                                          I18N / f"cc_{code}.qm")
                 if not f.is_file() or not filecmp.cmp(f, scratch / f.name, shallow=False)]
    if stale:
        print(f"out of date: {', '.join(stale)}; run python tools/translations.py",
              file=sys.stderr)
        return 1
    print("translations are current")
    return 0


if __name__ == "__main__":
    sys.exit(main())
