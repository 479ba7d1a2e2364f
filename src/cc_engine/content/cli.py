"""``cc-validate``: check content and scenario files and print every problem found.

Usage::

    cc-validate scenarios/scenario01.json resources/maps/map01.json
    cc-validate --all            # every shipped content, map and scenario file

Each problem is printed as ``file: field: reason``, the file named as it was given (a shipped
file of ``--all`` relative to the current folder when it is under it). The exit status is 1
when any error is found (warnings alone exit 0), 2 when the content pack itself cannot be
loaded.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from cc_engine.content.loading import ContentError, ContentPack, Problem, load_content_pack
from cc_engine.content.validation import validate_file, validate_pack

__all__ = ["default_content_root", "default_scenarios_root", "main", "shipped_files"]

_REPO = Path(__file__).resolve().parents[3]


def default_content_root() -> Path:
    """The ``resources/`` folder shipped beside the source tree."""
    return _REPO / "resources"


def default_scenarios_root() -> Path:
    """The ``scenarios/`` folder shipped beside the source tree."""
    return _REPO / "scenarios"


def shipped_files(content_root: Path, scenarios_root: Path) -> list[Path]:
    """Every content, map and scenario file shipped with the game, in a stable order."""
    return sorted(content_root.glob("content/**/*.json")) + sorted(
        content_root.glob("maps/*.json")
    ) + sorted(scenarios_root.glob("*.json"))


def main(argv: Sequence[str] | None = None) -> int:
    """Run the validator; see the module docstring."""
    parser = argparse.ArgumentParser(prog="cc-validate", description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="*", type=Path, help="content or scenario files")
    parser.add_argument("--all", action="store_true", help="check every shipped file")
    parser.add_argument("--content", type=Path, default=default_content_root(),
                        help="content pack folder (default: the shipped resources/)")
    parser.add_argument("--quiet", action="store_true", help="print problems only")
    args = parser.parse_args(argv)
    files: list[Path] = list(args.files)
    if args.all:
        files += shipped_files(args.content, default_scenarios_root())
    if not files:
        parser.error("name at least one file, or --all")
    problems: list[Problem] = []
    pack: ContentPack | None = None
    try:
        pack = load_content_pack(args.content)
    except ContentError as error:
        problems += error.problems
        print(f"cc-validate: the content pack in {args.content} has errors; scenario and "
              "nation checks are limited to shape", file=sys.stderr)
    if pack is not None and args.all:
        problems += validate_pack(pack)
    for path in files:
        shown = _shown_path(path)
        problems += [replace(p, file=shown) if p.file == path.name else p
                     for p in validate_file(path, pack)]
    unique = list(dict.fromkeys(problems))
    for problem in unique:
        print(problem)
    errors = sum(1 for p in unique if p.severity == "error")
    warnings = len(unique) - errors
    if not args.quiet:
        print(f"{_counted(len(files), 'file')} checked: {_counted(errors, 'error')}, "
              f"{_counted(warnings, 'warning')}")
    return 1 if errors else 0


def _shown_path(path: Path) -> str:
    """A file as given on the command line; an absolute one under the current folder
    relative to it."""
    if path.is_absolute() and path.is_relative_to(Path.cwd()):
        return str(path.relative_to(Path.cwd()))
    return str(path)


def _counted(count: int, noun: str) -> str:
    """``1 file``, ``2 files``."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


if __name__ == "__main__":
    sys.exit(main())
