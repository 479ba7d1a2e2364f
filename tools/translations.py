"""Keep the app's translations current: ``resources/i18n/cc_<code>.ts`` and their ``.qm``.

Usage:
    python tools/translations.py           # collect new strings into the .ts files, compile
    python tools/translations.py --check   # fail if a .ts or .qm is out of date

The sources are every module of ``cc_qt`` (strings in ``self.tr``, ``QCoreApplication.translate``
and ``QT_TRANSLATE_NOOP``), the game terms and the engine's texts. The update first writes
``src/cc_qt/terms.py`` with every term of the engine's vocabulary (Orders, Actions, Events,
triggers, terrain, fortifications, unit and Weapon kinds, postures, sides), every kind of
choice and the content's nation, unit, Weapon, Radio and Fate deck names, so that the windows
can show each one translated (``cc_qt.terms.term``), and
``src/cc_qt/engine_texts.py`` with the template of every ``msg(...)`` call of ``cc_engine`` (its
log lines, prompts and notes, and the problems of content, scenario and save files, context
"Engine"), so that the window can show them translated
(``cc_qt.engine_texts.shown``), and ``src/cc_qt/scenario_texts.py`` with the name, place and
special rules of every shipped scenario (context "Scenario", shown by
``cc_qt.scenario_texts.scenario_text``). Translators edit the ``.ts`` files (Qt Linguist or any XML
editor); this tool then compiles them to the ``.qm`` files the app loads. Locations are left out
of the ``.ts`` files so that moving code does not change them.
"""

from __future__ import annotations

import argparse
import ast
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
    """Every game term the window may show: vocabulary names, choice kinds, and the names of
    the nations, of their units, Weapons and Radios and of the Fate decks in the content pack,
    sorted."""
    from cc_engine.content import vocabulary
    from cc_engine.content.loading import load_content_pack

    names = {vocabulary.display_name(member)
             for enum_type in (vocabulary.Order, vocabulary.Action, vocabulary.Event,
                               vocabulary.Trigger, vocabulary.Terrain, vocabulary.HexsideFeature,
                               vocabulary.Feature, vocabulary.FortificationKind,
                               vocabulary.UnitKind, vocabulary.WeaponKind, vocabulary.Posture,
                               vocabulary.Quality, vocabulary.SideId)
             for member in enum_type}
    engine = ROOT / "src" / "cc_engine"
    kinds = {match for path in engine.rglob("*.py")
             for match in re.findall(r'Choice\("([a-z_]+)"', path.read_text(encoding="utf-8"))}
    names |= {kind_label(kind) for kind in kinds}
    pack = load_content_pack(ROOT / "resources")
    names |= {deck.name for deck in pack.decks.values()}
    for nation in pack.nations.values():
        names |= {nation.name, nation.adjective}
        names |= {item.name for group in (nation.units, nation.weapons, nation.radios)
                  for item in group}
    return sorted(names)


def kind_label(kind: str) -> str:
    """A choice kind as the window names it: ``"op_fire"`` -> ``"Op fire"``."""
    return kind.replace("_", " ").capitalize()


#: The line length ruff holds the sources to (pyproject.toml).
LINE_LENGTH = 100


def catalogue_source(summary: str, context: str, name: str, texts: list[str],
                     accessor: tuple[str, str] | None = None) -> str:
    """A generated module: ``summary`` as its docstring, the tuple ``name`` of ``texts`` marked
    for translation in ``context``, and, if given, ``accessor`` (a function name and its
    docstring) returning one of them in the current language."""
    exports = [name, *([accessor[0]] if accessor else [])]
    imports = "QT_TRANSLATE_NOOP, QCoreApplication" if accessor else "QT_TRANSLATE_NOOP"
    entries = [f"    QT_TRANSLATE_NOOP({json.dumps(context)}, "
               f"{json.dumps(text, ensure_ascii=False)}),"
               for text in texts]
    long_lines = any(len(entry) > LINE_LENGTH for entry in entries)
    lines = [
        f'"""{summary}\n"""',
        "",
        *(["# ruff: noqa: E501  (each text on one line, as lupdate and translators see it)", ""]
          if long_lines else []),
        "from __future__ import annotations",
        "",
        f"from PySide6.QtCore import {imports}",
        "",
        f"__all__ = {json.dumps(exports)}",
        "",
        f"{name} = (",
        *entries,
        ")",
        "",
    ]
    if accessor:
        function, doc = accessor
        lines += ["", f"def {function}(text: str) -> str:", f'    """{doc}"""',
                  f"    return QCoreApplication.translate({json.dumps(context)}, text)", ""]
    return "\n".join(lines)


def terms_source() -> str:
    """``src/cc_qt/terms.py``: every game term marked for translation, with :func:`term`."""
    return catalogue_source(
        "Game terms, marked for translation (written by ``tools/translations.py`` from the\n"
        "engine's vocabulary and choice kinds: do not edit by hand).\n\n"
        ":func:`term` shows one in the current language.",
        "Terms", "TERMS", game_terms(),
        ("term", "A game term (an English name of :data:`TERMS`) in the current language."))


ENGINE_TEXTS_FILE = SOURCES / "engine_texts.py"


#: The functions of :mod:`cc_engine.messages` that make a message from template literals, with
#: the positions of their templates among the arguments.
TEMPLATE_ARGUMENTS = {"msg": slice(0, 1), "by_side": slice(0, 2), "counted": slice(1, 3)}


def engine_templates() -> list[str]:
    """The template of every ``msg(...)`` call in ``cc_engine`` (and both of every
    ``by_side(...)`` and ``counted(...)`` call), sorted, each once.

    Raises:
        ValueError: naming a ``msg`` call whose template is not a string literal (it could
            not be translated).
    """
    templates: set[str] = set()
    for path in sorted((ROOT / "src" / "cc_engine").rglob("*.py")):
        if path.name == "messages.py" and path.parent.name == "cc_engine":
            continue  # where msg(), by_side() and counted() are made, from their parameters
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name not in TEMPLATE_ARGUMENTS:
                continue
            wanted = TEMPLATE_ARGUMENTS[name]
            found = node.args[wanted]
            for given in found if len(node.args) >= wanted.stop else [None]:
                if not (isinstance(given, ast.Constant) and isinstance(given.value, str)):
                    raise ValueError(f"{path.relative_to(ROOT)}:{node.lineno}: each template "
                                     f"of {name}() must be a string literal")
                templates.add(given.value)
    return sorted(templates)


def engine_texts_source() -> str:
    """``src/cc_qt/engine_texts.py``: every engine template marked for translation (shown
    translated by :func:`cc_qt.shown.shown`)."""
    return catalogue_source(
        "Engine texts, marked for translation (written by ``tools/translations.py`` from the\n"
        "``msg(...)`` templates of ``cc_engine``: do not edit by hand).\n\n"
        ":func:`cc_qt.shown.shown` shows an engine text in the current language.",
        "Engine", "ENGINE_TEXTS", engine_templates())


SCENARIO_TEXTS_FILE = SOURCES / "scenario_texts.py"


def scenario_texts() -> list[str]:
    """The name, the place and every special rule of each shipped scenario
    (``scenarios/*.json``), sorted, each once."""
    texts: set[str] = set()
    for path in sorted((ROOT / "scenarios").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        texts |= {data["name"], data["place"], *data.get("special_rules", [])}
    return sorted(text for text in texts if text)


def scenario_texts_source() -> str:
    """``src/cc_qt/scenario_texts.py``: the shipped scenarios' own texts marked for translation,
    with :func:`scenario_text` to show one in the current language."""
    return catalogue_source(
        "The shipped scenarios' names, places and special rules, marked for translation\n"
        "(written by ``tools/translations.py`` from ``scenarios/*.json``: do not edit by hand).\n\n"
        ":func:`scenario_text` shows one in the current language.",
        "Scenario", "SCENARIO_TEXTS", scenario_texts(),
        ("scenario_text", "A scenario's name, place or special rule in the current language: a\n"
         "    shipped scenario's text (one of :data:`SCENARIO_TEXTS`) translated, any other (a\n"
         "    designer's own scenario) as it is written."))


GENERATED = ((TERMS_FILE, terms_source), (ENGINE_TEXTS_FILE, engine_texts_source),
             (SCENARIO_TEXTS_FILE, scenario_texts_source))


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
        for path, source in GENERATED:
            path.write_text(source(), encoding="utf-8")
        update(I18N)
        return 0
    for path, source in GENERATED:
        if not path.is_file() or path.read_text(encoding="utf-8") != source():
            print(f"out of date: {path.relative_to(ROOT).as_posix()}; run python "
                  "tools/translations.py", file=sys.stderr)
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
