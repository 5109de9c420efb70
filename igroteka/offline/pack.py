"""The zip of the Python the offline app runs: the engine, cards, games, bots and this
package, standard library only. Served by the club at /offline/igroteka.zip; the Web
Worker unpacks it into Pyodide's file system."""

from __future__ import annotations

import io
import zipfile
from functools import lru_cache
from pathlib import Path

PACKAGES = ("engine", "cards", "games", "bots", "offline")
# Parts of those packages the browser never runs (a process pool for the server's bots).
LEFT_OUT = ("bots/pool.py",)
SUFFIXES = (".py", ".md", ".toml", ".json")


def package_files(root: Path | None = None) -> list[tuple[str, Path]]:
    """(name in the zip, file) for every file the offline app needs, in a stable order."""
    base = (root or Path(__file__).resolve().parent.parent).resolve()
    files = [("igroteka/__init__.py", base / "__init__.py")]
    for package in PACKAGES:
        for path in sorted((base / package).rglob("*")):
            rel = path.relative_to(base).as_posix()
            if (
                path.is_file()
                and path.suffix in SUFFIXES
                and "__pycache__" not in path.parts
                and rel not in LEFT_OUT
            ):
                files.append((f"igroteka/{rel}", path))
    return files


def build_zip(root: Path | None = None) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, path in package_files(root):
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())
    return buffer.getvalue()


@lru_cache(maxsize=1)
def cached_zip() -> bytes:
    return build_zip()
