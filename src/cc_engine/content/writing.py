"""Canonical JSON text for content files: readable, diffable and byte-stable.

Objects and arrays that fit on one line stay on one line (a hex, a card, a unit's stats);
larger ones are spread with two-space indentation. Writing the same data always gives the
same bytes, so a file opened and saved unchanged is identical, and diffs show real edits.

>>> print(dumps({"id": "map01", "hexes": {"A1": {"terrain": "woods"}}}, width=30), end="")
{
  "id": "map01",
  "hexes": {"A1": {"terrain": "woods"}}
}
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from pydantic import BaseModel

__all__ = ["dumps", "model_text", "remove_stale_temporaries", "write_atomically"]

#: The ending of the temporary file a write goes to before it is renamed.
_TEMP_SUFFIX = ".tmp"


def dumps(data: Any, width: int = 100) -> str:
    """Format JSON-able ``data`` canonically, ending with a newline."""
    return _format(data, 0, width) + "\n"


def model_text(model: BaseModel, width: int = 100) -> str:
    """Canonical JSON of a content model; fields at their default value are left out.

    A ``schema_version`` field is always written, first, so every file names its format.
    """
    data = _provisional_last(model.model_dump(mode="json", exclude_defaults=True))
    if "schema_version" in type(model).model_fields:
        data = {"schema_version": dict(model)["schema_version"], **data}
    return dumps(data, width)


def _provisional_last(value: Any) -> Any:
    """Move every ``provisional`` key after the fields it annotates."""
    if isinstance(value, list):
        return [_provisional_last(item) for item in value]
    if not isinstance(value, dict):
        return value
    ordered = {k: _provisional_last(v) for k, v in value.items() if k != "provisional"}
    if "provisional" in value:
        ordered["provisional"] = value["provisional"]
    return ordered


def _format(value: Any, indent: int, width: int) -> str:
    compact = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if indent + len(compact) <= width or not isinstance(value, dict | list) or not value:
        return compact
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        items = [
            f"{pad}{json.dumps(key, ensure_ascii=False)}: {_format(item, indent + 2, width)}"
            for key, item in value.items()
        ]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    items = [pad + _format(item, indent + 2, width) for item in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, then rename it over ``path``: a
    crash leaves either the old file or the new one, never half of one. The folder is synced
    after the rename, so the new name survives a power cut, and the temporary files that
    earlier writes left when they were killed are removed.

    Raises:
        OSError: when the file cannot be written (a folder that cannot be made or written to,
            a full disk, ``path`` a folder ...); its ``filename`` is ``path`` and its
            ``strerror`` the system's reason. The old file at ``path``, if any, is left as it
            was and no temporary file is left behind.
    """
    temp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        remove_stale_temporaries(path)
        handle, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=_TEMP_SUFFIX,
                                        dir=path.parent)
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
        temp = None
        _sync_folder(path.parent)
    except BaseException as error:
        if temp is not None:
            with contextlib.suppress(OSError):
                Path(temp).unlink(missing_ok=True)
        if isinstance(error, OSError) and error.errno is not None \
                and error.filename != str(path):
            # Name the file being written, not the temporary one (or its folder).
            raise OSError(error.errno, error.strerror, str(path)) from error
        raise


def remove_stale_temporaries(path: Path) -> list[Path]:
    """Remove the temporary files that writes of ``path`` left when they were killed; return
    them. One program writes a file at a time, so any such file is stale."""
    removed = []
    for stale in path.parent.glob(f".{glob.escape(path.name)}.*{_TEMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            stale.unlink()
            removed.append(stale)
    return removed


def _sync_folder(folder: Path) -> None:
    """Flush a folder's entries (a rename) to the disk; systems that cannot (Windows, some
    file systems) keep the rename in their own order."""
    if os.name == "nt":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(descriptor)
    finally:
        os.close(descriptor)
