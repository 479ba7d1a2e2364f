"""List every provisional value of the shipped content in ``docs/content-gaps.md``.

A provisional value stands in for a fact the reference data lacks. Each model records them in
its ``provisional`` mapping; this module gathers them, with the file, the field path and the
current value, so a player who owns the printed components knows exactly what to correct.

``python -m cc_engine.content.gaps`` rewrites the document; ``--check`` fails when it is stale.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel

from cc_engine.content.cli import default_content_root, default_scenarios_root, shipped_files
from cc_engine.content.loading import read_json
from cc_engine.content.validation import detect_kind

__all__ = ["Gap", "gaps_document", "iter_gaps", "main"]

_REPO = Path(__file__).resolve().parents[3]


@dataclass(frozen=True, slots=True)
class Gap:
    """One provisional value: where it is, what it is now, and why it is provisional."""

    file: str
    field: str
    value: str
    reason: str


def iter_gaps(data: object, file: str, path: str = "") -> Iterator[Gap]:
    """Walk parsed JSON and yield every entry of every ``provisional`` mapping in it."""
    if isinstance(data, list):
        for index, item in enumerate(data):
            yield from iter_gaps(item, file, f"{path}[{index}]")
        return
    if not isinstance(data, dict):
        return
    provisional = data.get("provisional")
    if isinstance(provisional, dict):
        for field, reason in provisional.items():
            value = data.get(field.split(".")[0], "(default)")
            yield Gap(file, f"{path}.{field}" if path else field, _short(value), str(reason))
    for key, item in data.items():
        if key != "provisional":
            yield from iter_gaps(item, file, f"{path}.{key}" if path else key)


def _short(value: object) -> str:
    text = json.dumps(value.model_dump(mode="json") if isinstance(value, BaseModel) else value,
                      ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "..."


def gaps_document(files: Sequence[Path], root: Path) -> str:
    """The Markdown text of ``docs/content-gaps.md`` for the given content files."""
    lines = [
        "# Provisional content values",
        "",
        "The reference data behind the content pack has gaps (see the reference README). Where a",
        "value was missing, the data files hold a provisional stand-in and say why in their",
        "`provisional` field. This list is generated from those fields by",
        "`python -m cc_engine.content.gaps`; CI fails when it is out of date.",
        "",
        "To correct a value from the printed components, edit the data file, remove the field's",
        "`provisional` entry, and regenerate this list. No code changes are needed.",
        "",
    ]
    total = 0
    for path in files:
        data = read_json(path)
        if detect_kind(data) is None:
            continue
        gaps = list(iter_gaps(data, path.name))
        if not gaps:
            continue
        total += len(gaps)
        lines += [f"## `{path.relative_to(root).as_posix()}` ({len(gaps)})", "",
                  "| Field | Value | Why provisional |", "|---|---|---|"]
        for gap in gaps:
            reason = gap.reason.replace("|", "/").replace("\n", " ")
            value = gap.value.replace("|", "/")
            lines.append(f"| `{gap.field}` | `{value}` | {reason} |")
        lines.append("")
    lines.insert(2, f"{total} provisional values in all.")
    lines.insert(3, "")
    return "\n".join(lines).rstrip("\n") + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """Write or check ``docs/content-gaps.md``."""
    parser = argparse.ArgumentParser(description="List provisional content values.")
    parser.add_argument("--check", action="store_true", help="fail if the document is stale")
    args = parser.parse_args(argv)
    files = shipped_files(default_content_root(), default_scenarios_root())
    text = gaps_document(files, _REPO)
    target = _REPO / "docs" / "content-gaps.md"
    if args.check:
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            print(f"{target} is stale: run python -m cc_engine.content.gaps", file=sys.stderr)
            return 1
        return 0
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
