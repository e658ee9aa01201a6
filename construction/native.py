"""The compiled core, when one is built and fresh (issue 14).

``python tools/build_native.py`` compiles the type-clean modules of
construction/ and bv/ with mypyc into ``build/native/`` (beside the
packages) and writes ``manifest.json`` there: the interpreter it was built
for and a SHA-256 of each compiled module's source.  At import,
:func:`activate` puts that folder in front of the package's search path -
so ``construction.mtf`` loads as a C extension - only when every hash still
matches the source on disk.  An edited, checked-out or pulled source makes
the build stale and the package runs as plain Python, as it does with no
build at all: the compiled core is never older than the code beside it.

``MECHFORGE_NATIVE=0`` turns it off; ``MECHFORGE_NATIVE_DIR`` points at
another build folder.  The Python source is the definition; the compiled
build must give byte-identical results (tests/test_native.py).

Compiled code runs the methods written in the source natively, but the
``__init__`` that ``@dataclass`` generates is made at import time and stays
interpreted.  The dataclasses built thousands of times a corpus run (a
mount, a running rating, a report, a catalog item, ...) therefore write
their ``__init__`` out - a comment "Written out, not generated" marks each
- setting frozen fields with ``object.__setattr__``, which mypyc turns into
a plain store (with bv/model.py compiled at the same time, the sample of
benchmarks/evaluate_instructions.py fell from 1,202 M to 992 M instructions).
Each also says ``init=False``, so that ``@dataclass`` does not make one at
import only to throw it away (it compiles every method it makes from source
text).  tests/test_dataclass_inits.py holds each written ``__init__`` to the
one ``@dataclass`` would make.

The build also holds a copy of the equipment table in ``marshal`` form
(the format of ``.pyc`` files: plain values only), which loads in a third
of the time ``json`` takes; :func:`data_copy` hands it out only while the
compiled core is in use and the copy was made from the very bytes of the
JSON file on disk (its SHA-256 is in the manifest).  The JSON file stays the
table; the copy is derived from it, as a ``.pyc`` is from its source.

This module is never compiled itself (it decides whether compiled modules
are used), and imports nothing of the project.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import marshal
import os
import sys
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parent.parent  # the folder holding construction/ and bv/
DEFAULT_DIR = ROOT / "build" / "native"
MANIFEST = "manifest.json"


def build_dir() -> Path:
    return Path(os.environ.get("MECHFORGE_NATIVE_DIR") or DEFAULT_DIR)


def interpreter_tag() -> str:
    """What a build must match: the interpreter's ABI and platform."""
    import sysconfig

    return f"{sys.implementation.cache_tag}-{sysconfig.get_platform()}"


def source_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


_state: dict[str, dict] = {}


def status() -> dict:
    """Whether the compiled core is in use, and why not when it is not:
    {"active": bool, "reason": str, "modules": int, "dir": str}."""
    if "status" not in _state:
        _state["status"] = _check()
    return dict(_state["status"])


def _check() -> dict:
    folder = build_dir()
    out = {"active": False, "reason": "", "modules": 0, "dir": str(folder)}
    if os.environ.get("MECHFORGE_NATIVE", "1").strip().lower() in ("0", "false", "no", "off"):
        out["reason"] = "turned off (MECHFORGE_NATIVE=0)"
        return out
    try:
        manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except FileNotFoundError:
        out["reason"] = "not built (python tools/build_native.py)"
        return out
    except (OSError, ValueError) as exc:
        out["reason"] = f"unreadable manifest ({exc.__class__.__name__})"
        return out
    if manifest.get("interpreter") != interpreter_tag():
        out["reason"] = f"built for {manifest.get('interpreter')}, not {interpreter_tag()}"
        return out
    modules = manifest.get("modules") or {}
    for rel, digest in modules.items():
        try:
            if source_hash(ROOT / rel) != digest:
                out["reason"] = f"stale: {rel} changed since the build"
                return out
        except OSError:
            out["reason"] = f"stale: {rel} is gone"
            return out
    out.update(active=bool(modules), reason="" if modules else "empty build", modules=len(modules),
               data=manifest.get("data") or {})
    return out


def data_copy(rel: str, content: bytes) -> Any:
    """The build's marshal copy of the data file ``rel`` (a path relative to
    the project, as in the manifest's "data"), or None: when the compiled
    core is not in use, when the build has no copy, when the copy was made
    from other bytes than ``content`` (the file's bytes now), or when it
    cannot be read.  The caller then reads ``content`` itself."""
    state = status()
    entry = state.get("data", {}).get(rel) if state["active"] else None
    if not isinstance(entry, dict) or entry.get("sha256") != hashlib.sha256(content).hexdigest():
        return None
    try:
        return marshal.loads((build_dir() / str(entry.get("file"))).read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return None


def _load_shared_library(folder: Path) -> None:
    """mypyc puts the compiled modules' code in one top-level extension
    module (``<hash>__mypyc``) that each compiled module imports by name:
    load it from the build folder into sys.modules.  The folder itself is
    never put on sys.path: its package folders hold no __init__ and would
    be taken for namespace packages ahead of the real ones (an installed
    MechForge is found after sys.path)."""
    for lib in sorted(folder.glob("*__mypyc.*")):
        name = lib.name.split(".", 1)[0]
        if name in sys.modules:
            continue
        spec = importlib.util.spec_from_file_location(name, lib)
        if spec is None or spec.loader is None:
            continue
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)


def activate(package: str, path: list) -> Optional[Path]:
    """Put the build's copy of ``package`` in front of its search path
    (``path`` is the package's ``__path__``) when the build is fresh;
    returns the folder used, or None (plain Python)."""
    if not status()["active"]:
        return None
    folder = build_dir()
    _load_shared_library(folder)
    compiled = folder / package.replace(".", "/")
    if compiled.is_dir() and str(compiled) not in path:
        path.insert(0, str(compiled))
    return compiled
