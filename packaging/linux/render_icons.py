"""Render the app icons' PNGs from their SVG masters with Qt.

The icons follow the freedesktop icon theme layout under ``icons/hicolor/`` beside this script:
each master ``scalable/apps/NAME.svg`` becomes ``SIZExSIZE/apps/NAME.png`` at every size
desktops look for. The PNGs are committed; run this again after changing an SVG::

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/linux/render_icons.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

THEME_DIR = Path(__file__).resolve().parent / "icons" / "hicolor"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(svg: Path, size: int) -> QImage:
    """The SVG drawn on a transparent square of ``size`` pixels."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg.name}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def render_all(theme_dir: Path = THEME_DIR) -> list[Path]:
    """Write every size of every master SVG of the ``theme_dir`` icon theme; return the
    files written."""
    written: list[Path] = []
    for svg in sorted((theme_dir / "scalable" / "apps").glob("*.svg")):
        for size in SIZES:
            target = theme_dir / f"{size}x{size}" / "apps" / f"{svg.stem}.png"
            target.parent.mkdir(parents=True, exist_ok=True)
            if not render(svg, size).save(str(target), "PNG"):
                raise OSError(f"cannot write {target}")
            written.append(target)
    return written


def main() -> int:
    """Render the icons and list what was written."""
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for path in render_all():
        print(path.relative_to(THEME_DIR))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
