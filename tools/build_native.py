"""Build the compiled core: the type-clean modules of construction/ and bv/
compiled with mypyc into build/native/ (issue 14; see construction/native.py).

    python tools/build_native.py [--jobs N] [--list] [--clean]

Compiles every module of construction/ and bv/ that mypy checks (pyproject's
[tool.mypy]: modules still listed under ``ignore_errors`` are left as Python)
except the package ``__init__`` modules, construction/native.py and those in
EXCLUDED below (each with the reason).  Writes the manifest last, so a build
that fails half-way is never used.  Beside the compiled modules it writes a
marshal copy of the equipment table, which the catalog loads in place of the
JSON while the build is fresh (construction/native.py).  First it
byte-compiles every module of the project's packages into its
``__pycache__``, as pip does for an installed package (an editable install
is not, and with PYTHONDONTWRITEBYTECODE set the interpreter never writes
them: each start would compile the modules left as Python from source
again, ~20 ms).  ``--list`` prints what would be compiled;
``--clean`` removes the build (the packages then run as plain Python).

Needs mypy (which carries mypyc) and a C compiler; takes about three minutes on 2 cores.
"""

from __future__ import annotations

import argparse
import compileall
import hashlib
import json
import marshal
import os
import shutil
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from construction import native  # noqa: E402

PACKAGES = ("construction", "bv")

# module -> why it stays Python (mypyc cannot compile it as written, or
# compiling it gains nothing and costs build time)
EXCLUDED = {
    "construction/native.py": "decides whether compiled modules are used",
    "construction/errors.py": "ParseError is subclassed in Python (UnsupportedFamily, beside it), and the lookup errors subclass KeyError (mypyc compiles no subclass of a builtin type)",
    "construction/schema.py": "the schemas' nested Meta classes (mypyc compiles no class inside a class body)",
}


def pending() -> set[str]:
    """Modules mypy does not check yet (pyproject's ignore_errors list)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    return {m for o in config.get("overrides", []) if o.get("ignore_errors") for m in o["module"]}


def module_name(rel: str) -> str:
    name = rel[: -len(".py")].replace("/", ".")
    return name[: -len(".__init__")] if name.endswith(".__init__") else name


def candidates() -> list[str]:
    """Source paths (relative to the project) to compile."""
    skip = pending()
    out = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if path.name == "__init__.py" or rel in EXCLUDED or module_name(rel) in skip:
                continue
            out.append(rel)
    return out


def mirror_resources(out: Path) -> None:
    """Data files beside the compiled modules: a compiled module's
    ``__file__`` is in the build folder, and modules find their tables
    relative to it.  Symbolic links into the source tree: a folder holding
    no Python code is linked whole, a subpackage is walked."""

    def walk(src: Path, dst: Path) -> None:
        dst.mkdir(parents=True, exist_ok=True)
        for entry in sorted(src.iterdir()):
            if entry.name == "__pycache__" or entry.suffix in (".py", ".pyc"):
                continue
            target = dst / entry.name
            if entry.is_dir() and any(entry.rglob("*.py")):
                walk(entry, target)
            elif not target.exists():
                target.symlink_to(entry, target_is_directory=entry.is_dir())

    for package in PACKAGES:
        walk(ROOT / package, out / package)


def byte_compile() -> None:
    """Each module of the project's packages compiled to bytecode beside it
    (``__pycache__``; the interpreter checks each against its source's time
    and size, so an edited module is compiled afresh)."""
    for package in ("api", "construction", "bv", "records"):
        if not compileall.compile_dir(ROOT / package, quiet=1):
            raise SystemExit(f"could not byte-compile {package}/")


def data_copies() -> dict[str, tuple[str, bytes, str]]:
    """The marshal copy of equipment.json in its runtime form (see
    construction.catalog.runtime_copy): the path it copies -> (the copy's
    file name, its bytes, the SHA-256 of the bytes copied).  Made before the
    compiler runs, from the sources as they are then."""
    from construction import catalog

    content = catalog.DATA_PATH.read_bytes()
    copy = marshal.dumps(catalog.runtime_copy(json.loads(content)))
    return {catalog.DATA_REL: ("equipment.marshal", copy, hashlib.sha256(content).hexdigest())}


def build(out: Path, jobs: int) -> dict:
    from mypyc.build import mypycify
    from setuptools import setup

    sources = candidates()
    copies = data_copies()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    started = time.perf_counter()
    # the sources' hashes as they are now: a file edited while the build
    # runs is then stale, never passed off as compiled
    hashes = {rel: native.source_hash(ROOT / rel) for rel in sources}
    with tempfile.TemporaryDirectory(prefix="mechforge-native-") as temp:
        cwd = os.getcwd()
        try:
            os.chdir(ROOT)  # mypyc names modules by their paths relative to here
            extensions = mypycify(["--config-file", str(ROOT / "pyproject.toml"), *sources],
                                  opt_level="3", multi_file=True, target_dir=str(Path(temp) / "c"))
            os.chdir(temp)  # away from the project's own setup configuration
            setup(name="mechforge-native", ext_modules=extensions,
                  script_args=["-q", "build_ext", "--build-lib", str(out), "--build-temp", str(Path(temp) / "o"),
                               "--parallel", str(jobs)])
        finally:
            os.chdir(cwd)
    mirror_resources(out)
    data = {}
    for rel, (name, copy, digest) in copies.items():
        (out / name).write_bytes(copy)
        data[rel] = {"file": name, "sha256": digest}
    manifest = {
        "interpreter": native.interpreter_tag(),
        "built": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "seconds": round(time.perf_counter() - started, 1),
        "modules": hashes,
        "data": data,
    }
    (out / (native.MANIFEST + ".tmp")).write_text(json.dumps(manifest, indent=1), encoding="utf-8")
    os.replace(out / (native.MANIFEST + ".tmp"), out / native.MANIFEST)
    return manifest


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--list", action="store_true", help="print the modules that would be compiled")
    ap.add_argument("--clean", action="store_true", help="remove the build")
    ap.add_argument("--out", type=Path, default=None, help="build folder (default: build/native)")
    ap.add_argument("--optional", action="store_true",
                    help="a failed build (no C compiler, no mypy) warns and exits 0: the service runs as plain Python")
    args = ap.parse_args(argv)
    out = args.out or native.build_dir()
    if args.list:
        print("\n".join(candidates()))
        return 0
    if args.clean:
        shutil.rmtree(out, ignore_errors=True)
        print(f"removed {out}")
        return 0
    try:
        byte_compile()
        manifest = build(out, args.jobs)
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - setuptools exits on a compiler error
        if not args.optional:
            raise
        shutil.rmtree(out, ignore_errors=True)
        print(f"no compiled core ({exc.__class__.__name__}: {exc}); MechForge runs as plain Python", file=sys.stderr)
        return 0
    print(f"compiled {len(manifest['modules'])} modules into {out} in {manifest['seconds']} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
