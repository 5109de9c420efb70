"""Loading a game's compiled search kernel: a C library opened with cffi, or None.

A board game may ship a C file beside its Python engine (`kernel.c`); `make kernel`
compiles it into the shared library `_kernel.so` next to it. The Python engine stays
the reference and the fallback: where the library cannot load (the offline app runs
our package in Pyodide, which has neither cffi nor a way to open a native library;
a checkout where `make` has not run), `load` answers None and the game plays and
counts in Python. `IGROTEKA_KERNEL=0` turns every kernel off, to measure the Python
path or to play it on purpose.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

LIBRARY = "_kernel.so"


def enabled() -> bool:
    """Whether kernels may be used at all (`IGROTEKA_KERNEL=0` says no)."""
    return os.environ.get("IGROTEKA_KERNEL", "1") != "0"


def load(folder: Path, cdef: str) -> tuple[Any, Any] | None:
    """(ffi, lib) for the library `_kernel.so` in `folder` declared by `cdef`, or None."""
    path = folder / LIBRARY
    if not enabled() or not path.is_file():
        return None  # no library (the offline zip carries none): nothing more to import
    try:
        import cffi
    except ImportError:
        return None
    ffi = cffi.FFI()
    ffi.cdef(cdef)
    try:
        lib = ffi.dlopen(str(path))
    except OSError:
        return None
    return ffi, lib
