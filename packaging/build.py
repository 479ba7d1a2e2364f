"""Build the standalone bundle of cc-commander and cc-designer with PyInstaller.

Run it with the project's virtual environment (PyInstaller is installed into it when missing)::

    .venv/bin/python packaging/build.py                  # into dist/cc-commander/
    .venv/bin/python packaging/build.py --dist DIR --work DIR

The bundle is built for the platform it runs on; see ``packaging/README.md``.
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "cc-commander.spec"
BUNDLE_NAME = "cc-commander"
PYINSTALLER_REQUIREMENT = "pyinstaller>=6.0"


def ensure_pyinstaller() -> None:
    """Install PyInstaller into this interpreter's environment if it is not there."""
    if importlib.util.find_spec("PyInstaller") is not None:
        return
    print(f"Installing {PYINSTALLER_REQUIREMENT} into {sys.prefix}", flush=True)
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet",
                    PYINSTALLER_REQUIREMENT], check=True)


def folder_size(folder: Path) -> int:
    """Bytes taken by the files under ``folder`` (links not followed)."""
    return sum(path.lstat().st_size for path in folder.rglob("*")
               if path.is_file() and not path.is_symlink())


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller on the spec; return the bundle folder.

    Raises:
        subprocess.CalledProcessError: if PyInstaller fails.
    """
    ensure_pyinstaller()
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(dist), "--workpath", str(work),
                    str(SPEC)], check=True, cwd=ROOT)
    return dist / BUNDLE_NAME


def main(argv: list[str] | None = None) -> int:
    """Build the bundle and say where it is, how big, and how long it took."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="folder receiving the bundle (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build",
                        help="PyInstaller's working folder (default: build/)")
    args = parser.parse_args(argv)
    started = time.monotonic()
    try:
        bundle = build(args.dist.resolve(), args.work.resolve())
    except subprocess.CalledProcessError as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    print(f"Built {bundle} ({folder_size(bundle) / 2**20:.0f} MiB) "
          f"in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
