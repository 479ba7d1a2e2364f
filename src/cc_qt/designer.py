"""``cc-designer``: the scenario designer (see :mod:`cc_qt.editor.window`).

``cc-designer [FILE]`` opens a scenario or map file, or starts a new scenario on a blank
15 x 10 map; edits autosaved by a designer that did not close normally are offered back
first (see :mod:`cc_qt.editor.autosave`). ``--smoke-test`` checks a build: it opens the
window (and FILE), draws it once and exits with status 0, reporting problems on the standard
error rather than waiting in a dialog (see :func:`cc_qt.app.arm_smoke_test`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from cc_engine.content.loading import ContentError, load_content_pack
from cc_qt import paths
from cc_qt.app import arm_smoke_test, ensure_application, present_as, show_settings_notice
from cc_qt.editor.window import TITLE, DesignerWindow
from cc_qt.shown import shown_error

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the designer; return the exit status (2 when the content cannot be loaded)."""
    parser = argparse.ArgumentParser(prog="cc-designer", description="Combat Commander "
                                     "scenario designer")
    parser.add_argument("file", nargs="?", type=Path,
                        help="scenario or map file to open (default: a new scenario)")
    parser.add_argument("--smoke-test", action="store_true",
                        help="open the window, draw it once and exit with status 0, never "
                        "waiting for a dialog (checks a build)")
    args = parser.parse_args(list(argv) if argv is not None else None)
    app = ensure_application()
    present_as(app, "cc-designer")
    try:
        pack = load_content_pack(paths.resources_dir())
    except ContentError as error:
        text = QCoreApplication.translate("Designer", "Cannot load the game's content:\n\n"
                                          "{error}").format(error=shown_error(error))
        if args.smoke_test:
            print(text, file=sys.stderr, flush=True)
        else:
            QMessageBox.critical(None, TITLE, text)
        return 2
    window = DesignerWindow(pack)
    window.show()
    show_settings_notice(window, smoke_test=args.smoke_test)
    if args.smoke_test:  # armed first: a file's error box then ends the test, not waits
        arm_smoke_test(app, window)
    # Edits autosaved by a designer that did not close normally are offered first (never in
    # a smoke test, which must not wait for an answer nor touch the autosave).
    recovered = not args.smoke_test and window.offer_recovery()
    if args.file is not None and not recovered and not window.open_file(args.file):
        return 2
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
