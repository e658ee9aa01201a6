"""mechforge sheet: one PDF for any number of unit files."""

from __future__ import annotations

import json

import construction
from api.cli import cli
from design_factories import LegalMechFactory
from factories import FIXTURES
from sheet_helpers import page_sizes, page_texts, squash



def test_sheet_writes_one_pdf(runner, tmp_path):
    design = tmp_path / "testbed.json"
    design.write_text(json.dumps(construction.dump_design(LegalMechFactory(chassis="Testbed", model="TB-1"))))
    out = tmp_path / "out.pdf"
    result = runner.invoke(cli, ["sheet", "--paper", "a4", "--gunnery", "3", "--piloting", "4", "--pilot", "Jane",
                                 str(FIXTURES / "locust.mtf"), str(design), "-o", str(out)])
    assert result.exit_code == 0, result.output
    pdf = out.read_bytes()
    assert len(page_sizes(pdf)) == 2
    assert round(page_sizes(pdf)[0][1], 1) == 841.9
    pages = page_texts(pdf)
    assert "Locust" in squash(pages[0]) and "Jane" in squash(pages[0])
    assert "Testbed TB-1" in squash(pages[1])
    # deterministic
    out2 = tmp_path / "out2.pdf"
    runner.invoke(cli, ["sheet", "--paper", "a4", "--gunnery", "3", "--piloting", "4", "--pilot", "Jane",
                        str(FIXTURES / "locust.mtf"), str(design), "-o", str(out2)])
    assert out2.read_bytes() == pdf


def test_sheet_refuses_unreadable_input_and_writes_nothing(runner, tmp_path):
    out = tmp_path / "out.pdf"
    result = runner.invoke(cli, ["sheet", str(FIXTURES / "truncated.mtf"), "-o", str(out)])
    assert result.exit_code == 1
    assert "nothing written" in result.stderr
    assert not out.exists()


def test_sheet_usage_errors(runner, tmp_path):
    assert runner.invoke(cli, ["sheet", str(FIXTURES / "locust.mtf")]).exit_code == 2  # no -o
    assert runner.invoke(cli, ["sheet", "--paper", "legal", str(FIXTURES / "locust.mtf"), "-o",
                               str(tmp_path / "x.pdf")]).exit_code == 2
    assert runner.invoke(cli, ["sheet", "--gunnery", "9", str(FIXTURES / "locust.mtf"), "-o",
                               str(tmp_path / "x.pdf")]).exit_code == 2
