"""construction/ and bv/ stay type-clean (issue 14: a typed core first, then a
compiled one; mypyc trusts the annotations, so a wrong one is a crash there).

pyproject.toml's [tool.mypy] lists the modules still to be made clean
(``ignore_errors``); every other module must pass mypy, and a listed module
that already passes must leave the list, so the list only shrinks.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

api = pytest.importorskip("mypy.api")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from build_native import module_name, pending  # noqa: E402  the build reads the same list


def _mypy(*extra: str) -> list[str]:
    """mypy's error lines for construction/ and bv/ under the project's config."""
    out, err, _ = api.run(["--config-file", str(ROOT / "pyproject.toml"), "--no-incremental",
                           "--cache-dir", os.devnull, *extra])
    assert not err.strip(), err
    return [line for line in out.splitlines() if ": error:" in line]


def test_checked_modules_have_no_type_errors(monkeypatch):
    monkeypatch.chdir(ROOT)
    errors = _mypy()
    assert errors == [], "\n".join(errors[:40])


def test_the_pending_list_only_names_modules_that_still_fail(monkeypatch, tmp_path):
    monkeypatch.chdir(ROOT)
    # the same check with no module excused
    config = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    bare = re.sub(r"\[\[tool\.mypy\.overrides\]\].*?ignore_errors = true\n", "", config, flags=re.S)
    (tmp_path / "mypy.toml").write_text(bare, encoding="utf-8")
    out, err, _ = api.run(["--config-file", str(tmp_path / "mypy.toml"), "--no-incremental",
                           "--cache-dir", os.devnull])
    failing = {module_name(line.split(":", 1)[0].replace("\\", "/")) for line in out.splitlines() if ": error:" in line}
    clean = sorted(pending() - failing)
    assert clean == [], f"type-clean now, remove from [tool.mypy] overrides in pyproject.toml: {clean}"
