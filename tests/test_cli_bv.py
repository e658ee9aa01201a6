"""`mechforge evaluate` reports Battle Value: `bv` always, the steps with --explain."""

import json
from pathlib import Path

from api.cli import cli

FIXTURES = Path(__file__).parent / "api" / "fixtures"
LOCUST = str(FIXTURES / "locust.mtf")
LOCUST_MUL_BV = 432  # Master Unit List, Locust LCT-1V



def _rows(result):
    return {Path(r["source"]).name: r for r in map(json.loads, result.stdout.splitlines())}


def test_jsonl_has_bv_always_and_no_breakdown_without_explain(runner):
    rows = _rows(runner.invoke(cli, ["evaluate", "--jsonl", str(FIXTURES)]))
    assert rows["locust.mtf"]["bv"] == LOCUST_MUL_BV
    assert all("bv" in r for r in rows.values())
    assert all("bv_breakdown" not in r for r in rows.values())
    # BV not computed for families bv does not handle yet, nor unreadable files
    assert rows["garbage.blk"]["bv"] is None
    assert rows["truncated.mtf"]["bv"] is None


def test_jsonl_explain_lists_the_steps(runner):
    row = _rows(runner.invoke(cli, ["evaluate", "--jsonl", "--explain", LOCUST]))["locust.mtf"]
    steps = row["bv_breakdown"]
    assert [s["step"] for s in steps][-1] == "base_bv"
    assert steps[-1]["running_total"] == row["bv"] == LOCUST_MUL_BV
    assert {"step", "description", "value", "running_total", "rule"} <= set(steps[0])
    assert any(s["step"] == "def.armor" for s in steps)
    assert all({"book", "page"} == set(s["rule"]) for s in steps)


def test_text_output_shows_bv_and_explain_the_steps(runner):
    plain = runner.invoke(cli, ["evaluate", LOCUST]).stdout
    assert f"BV {LOCUST_MUL_BV}" in plain and "bv: " not in plain
    explained = runner.invoke(cli, ["evaluate", "--explain", LOCUST]).stdout
    assert "bv: def.armor:" in explained and "[TM, p. 302]" in explained
