"""``cc-designer``: the scenario designer (see :mod:`cc_qt.editor.window`).

``cc-designer [FILE]`` opens a scenario or map file, or starts a new scenario on a blank
15 x 10 map.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from cc_engine.content.loading import ContentError, load_content_pack
from cc_qt import paths
from cc_qt.app import ensure_application
from cc_qt.editor.window import TITLE, DesignerWindow

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the designer; return the exit status (2 when the content cannot be loaded)."""
    parser = argparse.ArgumentParser(prog="cc-designer", description="Combat Commander "
                                     "scenario designer")
    parser.add_argument("file", nargs="?", type=Path,
                        help="scenario or map file to open (default: a new scenario)")
    args = parser.parse_args(list(argv) if argv is not None else None)
    app = ensure_application()
    try:
        pack = load_content_pack(paths.resources_dir())
    except ContentError as error:
        QMessageBox.critical(None, TITLE, f"Cannot load the game's content:\n\n{error}")
        return 2
    window = DesignerWindow(pack)
    window.show()
    if args.file is not None and not window.open_file(args.file):
        return 2
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
