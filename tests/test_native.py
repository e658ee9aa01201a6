"""The compiled core (construction/native.py, tools/build_native.py): used
only when built for this interpreter from the sources on disk, and then
giving the same answers as the Python it was compiled from."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import corpus
from construction import native

ROOT = Path(__file__).resolve().parents[1]
SOURCE = "construction/rounding.py"


def _manifest(folder: Path, **overrides) -> Path:
    manifest = {"interpreter": native.interpreter_tag(),
                "modules": {SOURCE: native.source_hash(ROOT / SOURCE)}}
    manifest.update(overrides)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / native.MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    return folder


@pytest.fixture
def build_at(monkeypatch, tmp_path):
    monkeypatch.delenv("MECHFORGE_NATIVE", raising=False)
    monkeypatch.setenv("MECHFORGE_NATIVE_DIR", str(tmp_path / "native"))
    return tmp_path / "native"


def test_a_build_of_the_sources_on_disk_is_used(build_at):
    _manifest(build_at)
    state = native._check()
    assert state["active"] and state["modules"] == 1, state
    path = ["/src/construction"]
    # activate() reads the status once a process: give it this one
    compiled = build_at / "construction"
    compiled.mkdir()
    native._state["status"] = state
    try:
        assert native.activate("construction", path) == compiled
        assert path == [str(compiled), "/src/construction"]
        # never the build folder itself: its package folders (no __init__)
        # would be found as namespace packages ahead of an installed MechForge
        assert str(build_at) not in sys.path
    finally:
        native._state.pop("status", None)


def test_a_build_older_than_a_source_is_not_used(build_at):
    _manifest(build_at, modules={SOURCE: "0" * 64})
    state = native._check()
    assert not state["active"] and state["reason"] == f"stale: {SOURCE} changed since the build"


def test_a_build_naming_a_removed_source_is_not_used(build_at):
    _manifest(build_at, modules={"construction/gone.py": "0" * 64})
    state = native._check()
    assert not state["active"] and state["reason"].startswith("stale: construction/gone.py")


def test_a_build_for_another_interpreter_is_not_used(build_at):
    _manifest(build_at, interpreter="cpython-39-win32")
    state = native._check()
    assert not state["active"] and state["reason"].startswith("built for cpython-39-win32")


def test_no_build_and_a_broken_manifest_are_plain_python(build_at):
    assert native._check()["reason"].startswith("not built")
    build_at.mkdir()
    (build_at / native.MANIFEST).write_text("{", encoding="utf-8")
    assert native._check()["reason"].startswith("unreadable manifest")


def test_it_can_be_turned_off(build_at, monkeypatch):
    _manifest(build_at)
    monkeypatch.setenv("MECHFORGE_NATIVE", "0")
    state = native._check()
    assert not state["active"] and "MECHFORGE_NATIVE=0" in state["reason"]


def test_the_builder_leaves_out_the_loader_and_unchecked_modules():
    build_native = _build_native()
    chosen = build_native.candidates()
    assert "construction/native.py" not in chosen
    assert not any(p.endswith("__init__.py") for p in chosen)
    pending = build_native.pending()
    assert not any(build_native.module_name(p) in pending for p in chosen)
    assert "construction/mtf.py" in chosen  # type-clean since the gate landed


def _build_native():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import build_native
    finally:
        sys.path.remove(str(ROOT / "tools"))
    return build_native


def _with_copy(folder: Path, copy: bytes, digest_of: bytes) -> None:
    import hashlib

    _manifest(folder, data={"construction/data/x.json": {"file": "x.marshal",
                                                          "sha256": hashlib.sha256(digest_of).hexdigest()}})
    (folder / "x.marshal").write_bytes(copy)


def test_a_data_copy_is_used_only_while_it_matches_the_file(build_at, monkeypatch):
    import marshal

    content, table = b'{"a": [1, 2]}', {"a": [1, 2], "from": "the copy"}
    _with_copy(build_at, marshal.dumps(table), content)
    monkeypatch.setitem(native._state, "status", native._check())
    assert native.data_copy("construction/data/x.json", content) == table
    assert native.data_copy("construction/data/x.json", content + b" ") is None  # the file changed since the build
    assert native.data_copy("construction/data/other.json", content) is None  # no copy of that file
    (build_at / "x.marshal").write_bytes(b"\x00garbage")
    assert native.data_copy("construction/data/x.json", content) is None  # an unreadable copy: the file is read
    (build_at / "x.marshal").unlink()
    assert native.data_copy("construction/data/x.json", content) is None
    (build_at / "x.marshal").write_bytes(marshal.dumps(table))
    monkeypatch.setitem(native._state, "status", {**native._check(), "active": False})
    assert native.data_copy("construction/data/x.json", content) is None  # no compiled core, no copy


def test_the_equipment_copy_answers_as_the_file_does():
    """The build's copy of equipment.json (its indexes made, each row
    without the provenance keys as its own marshal bytes) makes the same
    catalog: every item, every name in the index, every row."""
    import marshal

    from construction import catalog

    content = catalog.DATA_PATH.read_bytes()
    ((rel, (name, copy, digest)),) = _build_native().data_copies().items()
    assert rel == catalog.DATA_REL and (ROOT / rel).read_bytes() == content
    payload = json.loads(content)
    dropped = {k for row in payload["items"] for k in row} & catalog.PROVENANCE_KEYS
    assert dropped == catalog.PROVENANCE_KEYS  # each is in the file (else the list is out of date)
    from_file, from_copy = catalog.Catalog(payload), catalog.Catalog(marshal.loads(copy))
    assert from_copy._index == from_file._index and from_copy._ammo_index == from_file._ammo_index
    assert all(type(row) is bytes for row in from_copy._raw)  # no row read until asked for
    assert from_copy.get("ISERLargeLaser") == from_file.get("ISERLargeLaser")  # one row read, out of order
    assert list(from_copy.items()) == list(from_file.items())
    assert from_copy.meta == from_file.meta
    assert [from_copy._row(i) for i in range(len(from_copy))] == [
        {k: v for k, v in row.items() if k not in catalog.PROVENANCE_KEYS} for row in payload["items"]]
    fresh = catalog.Catalog(marshal.loads(copy))  # what the rare whole-table scans find, from unread rows
    assert [e.id for e in fresh.having("weapon", "F_TANK_WEAPON")] == [e.id for e in from_file.having("weapon", "F_TANK_WEAPON")]
    ammo = from_file.get("IS Ammo AC/20")
    assert catalog.Catalog(marshal.loads(copy)).weapons_for(ammo.id) == from_file.weapons_for(ammo)


def test_the_catalog_reads_the_builds_copy_when_fresh():
    state = native.status()
    if not state["active"]:
        if os.environ.get("CI"):
            pytest.fail(f"CI runs the suite on the compiled core, but it is not in use: {state['reason']}")
        pytest.skip(f"no compiled core in use ({state['reason']})")
    from construction import catalog

    copy = catalog._read_payload()
    assert catalog.COPY_ROWS in copy and "items" not in copy  # the copy, not the file


def test_the_builder_byte_compiles_the_modules_left_as_python():
    """Each start would otherwise compile api/cli.py and the package
    __init__s from source (an editable install has no bytecode, and the
    interpreter writes none under PYTHONDONTWRITEBYTECODE)."""
    import importlib.util

    _build_native().byte_compile()
    for rel in ("api/cli.py", "api/evaluate.py", "construction/__init__.py", "records/__init__.py"):
        cached = Path(importlib.util.cache_from_source(str(ROOT / rel)))
        assert cached.is_file(), rel
        header = cached.read_bytes()[:16]
        assert header[:4] == importlib.util.MAGIC_NUMBER
        # the timestamp form: source mtime and size, so an edit makes it stale
        assert int.from_bytes(header[12:16], "little") == (ROOT / rel).stat().st_size


def test_an_installed_mechforge_loads_its_packages_with_the_compiled_core(tmp_path):
    """The console script runs from any folder, finding the packages through
    the installed (editable) distribution rather than sys.path: the packages
    must still be the real ones, with their compiled modules in front."""
    state = native.status()
    if not state["active"]:
        if os.environ.get("CI"):
            pytest.fail(f"CI runs the suite on the compiled core, but it is not in use: {state['reason']}")
        pytest.skip(f"no compiled core in use ({state['reason']})")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    probe = subprocess.run(
        [sys.executable, "-c", "import construction, bv.alpha_strike, bv.force; from construction import mtf; "
         "print(construction.__file__); print(bv.alpha_strike.__file__); print(mtf.__file__)"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert probe.returncode == 0, probe.stderr[-3000:]
    init, as_init, mtf_file = probe.stdout.split()
    if not init.startswith(str(ROOT)):
        pytest.skip(f"the installed MechForge is another checkout ({init})")
    assert as_init == str(ROOT / "bv" / "alpha_strike" / "__init__.py")
    assert mtf_file.startswith(str(native.build_dir())) and not mtf_file.endswith(".py")


def _evaluate(paths: list[str], **env) -> str:
    run = subprocess.run([sys.executable, "-m", "api.cli", "evaluate", "--jsonl", "--jobs", "1", *paths],
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT), **env},
                         capture_output=True, text=True, timeout=600)
    assert run.returncode in (0, 1), run.stderr[-2000:]
    return run.stdout


def test_the_compiled_core_answers_as_the_python_does():
    """Every 10th corpus file of each family and the whole current-format
    sample, evaluated (parse, validate, BV, Alpha Strike) by the compiled
    core and by plain Python: the same JSON lines.  CI builds the core
    first (.ci/run), so there this test never skips."""
    state = native.status()
    if not state["active"]:
        if os.environ.get("CI"):
            pytest.fail(f"CI runs the suite on the compiled core, but it is not in use: {state['reason']}")
        pytest.skip(f"no compiled core in use ({state['reason']})")
    paths = [str(p) for p in sorted((ROOT / "tests" / "data" / "current").rglob("*")) if p.suffix in (".mtf", ".blk")]
    if corpus.available():
        root = corpus.unpacked() / "mechfiles"
        for family in ("mechs", "vehicles", "battlearmor", "protomechs", "infantry", "convfighter"):
            files = sorted(p for p in (root / family).rglob("*") if p.suffix in (".mtf", ".blk"))
            paths += [str(p) for p in files[::10]]
    probe = subprocess.run([sys.executable, "-c", "from construction import mtf, native; "
                            "print(native.status()['active'], mtf.__file__.endswith('.py'))"],
                           cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True)
    assert probe.stdout.split() == ["True", "False"], probe.stdout + probe.stderr  # a child loads the compiled mtf
    compiled = _evaluate(paths)
    plain = _evaluate(paths, MECHFORGE_NATIVE="0")
    assert len(compiled.splitlines()) == len(paths)
    assert compiled == plain
