"""docs/coverage.md is the program's own account of every catalogued item
and component type (tools/coverage.py): regenerated here, it must equal the
committed file, every cell must hold an answer, and every cell the program
cannot answer must be listed with its reason in coverage_open.csv (a listed
cell that is now answered fails too, so the list cannot go stale)."""

from __future__ import annotations

import csv
import importlib.util
import sys
from functools import lru_cache
from pathlib import Path

import pytest

import corpus

REPO = Path(__file__).resolve().parents[1]
OPEN = Path(__file__).with_name("coverage_open.csv")


def _tool():
    name = "mechforge_coverage_tool"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, REPO / "tools" / "coverage.py")
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod  # the worker processes find their functions by module name
        spec.loader.exec_module(mod)
    return sys.modules[name]


@lru_cache(maxsize=1)
def generated():
    tool = _tool()
    rows = tool.build_rows(jobs=2)
    return tool, rows, tool.render(rows)


def listed_open() -> dict[tuple[str, str], str]:
    with open(OPEN, newline="", encoding="utf-8") as fh:
        return {(r["item"], r["cell"]): r["reason"] for r in csv.DictReader(fh)}


def test_the_committed_table_is_the_program_s_answer():
    tool, rows, text = generated()
    committed = (REPO / "docs" / "coverage.md").read_text(encoding="utf-8")
    if committed != text:
        old, new = committed.splitlines(), text.splitlines()
        first = next((i for i, (a, b) in enumerate(zip(old, new)) if a != b), min(len(old), len(new)))
        pytest.fail(f"docs/coverage.md is stale (first difference at line {first + 1}): run python tools/coverage.py\n"
                    f"committed: {old[first][:300] if first < len(old) else '<end>'}\n"
                    f"now:       {new[first][:300] if first < len(new) else '<end>'}")


def test_every_cell_has_an_answer():
    _, rows, _ = generated()
    for r in rows:
        for c in (*r.cells, r.tests):
            text = c if isinstance(c, str) else c.text
            assert text.strip(), f"{r.key}: an empty cell"
            assert not text.lower().startswith(("todo", "?")), f"{r.key}: {text[:80]}"


def test_open_cells_are_exactly_the_listed_ones():
    _, rows, _ = generated()
    found = {(r.key, g.split(":", 1)[0]) for r in rows for c in r.cells for g in c.gaps}
    listed = listed_open()
    assert not found - set(listed), f"cells the program cannot answer, not in coverage_open.csv: {sorted(found - set(listed))}"
    assert not set(listed) - found, f"listed in coverage_open.csv but answered now: {sorted(set(listed) - found)}"
    for key, reason in listed.items():
        assert reason.strip(), key
    # an answered cell never says unknown
    for r in rows:
        for c in r.cells:
            if c.known:
                assert "unknown" not in c.text.lower(), (r.key, c.text[:120])


def test_coverage_figures():
    tool, rows, text = generated()
    f = tool.figures(rows)
    assert f["catalogued"] == len(tool.cat()) + len(tool.component_rows())
    assert f["covered"] / f["catalogued"] >= 0.998
    assert f"**Covered: {f['covered']:,} / {f['catalogued']:,} catalogued" in text
    assert 80 <= f["unmounted_hand_worked"] <= f["unmounted"], "hand-worked synthetic tests cover too few items no corpus unit mounts"


def test_the_corpus_counts_are_current():
    """tools/coverage_corpus.json (which corpus units mount what) recounted
    from the corpus itself."""
    corpus.require_corpus()
    tool = _tool()
    assert tool.count_corpus() == tool.corpus_counts(), "run python tools/coverage.py --corpus"


def test_every_hand_worked_marker_names_a_row():
    """@pytest.mark.covers names catalog ids or component rows ('kind:id')
    exactly; a misspelt one would count nothing."""
    tool, rows, _ = generated()
    keys = {r.key for r in rows}
    unknown = sorted(set(tool.hand_worked()) - keys)
    assert not unknown, f"covers() names no row: {unknown}"
