"""Alpha Strike cards: PDF output, determinism, layout choice, CLI."""

import pytest
from click.testing import CliRunner

import construction
from api.cli import cli
from bv import alpha_strike as A
from factories import fixture_text
from records.cards import CardError, cards_pdf, is_large


@pytest.fixture(scope="module")
def locust():
    return construction.parse(fixture_text("locust.mtf"), "mtf")


def test_pdf_is_deterministic(locust):
    a = cards_pdf([locust] * 10, paper="a4", skill=3)
    b = cards_pdf([locust] * 10, paper="a4", skill=3)
    assert a == b and a.startswith(b"%PDF")
    assert a.count(b"/Type /Page\n") + a.count(b"/Type /Page ") >= 1


def test_skill_changes_output(locust):
    assert cards_pdf([locust], skill=4) != cards_pdf([locust], skill=2)


def test_bad_skill_and_family(locust):
    with pytest.raises(ValueError):
        cards_pdf([locust], skill=9)
    with pytest.raises(CardError):
        cards_pdf([construction.Design(unit_type="dropship", chassis="X", tonnage=3500)])


def test_large_card_for_long_specials(locust):
    r = A.convert(locust)
    assert not is_large(r)
    from dataclasses import replace

    assert is_large(replace(r, specials=tuple(f"ABILITY{i}/{i}/{i}" for i in range(30))))


def test_cli_card(tmp_path):
    path = tmp_path / "locust.mtf"
    path.write_text(fixture_text("locust.mtf"))
    out = tmp_path / "cards.pdf"
    runner = CliRunner()
    res = runner.invoke(cli, ["card", "--skill", "3", "--paper", "a4", str(path), "-o", str(out)])
    assert res.exit_code == 0, res.output
    assert out.read_bytes().startswith(b"%PDF")
    res = runner.invoke(cli, ["card", "--skill", "9", str(path), "-o", str(out)])
    assert res.exit_code == 2


def test_cli_evaluate_has_alpha_strike(tmp_path):
    import json

    path = tmp_path / "locust.mtf"
    path.write_text(fixture_text("locust.mtf"))
    res = CliRunner().invoke(cli, ["evaluate", "--jsonl", "--explain", str(path)])
    body = json.loads(res.stdout.splitlines()[0])
    assert body["alpha_strike"]["pv"] == 18 and body["alpha_strike"]["steps"]


def test_ov_box_only_for_units_with_a_heat_scale(locust):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "sheets"))
    from sheet_helpers import page_texts

    tank = construction.parse(fixture_text("c85_support_vehicle.blk"), "blk")
    assert "OV" in page_texts(cards_pdf([locust]))[0].split()
    assert "OV" not in page_texts(cards_pdf([tank]))[0].split()


def test_card_prints_the_files_role_and_nothing_without_one(locust):
    """The role a unit file states reaches the card; a unit without one
    prints no ROLE field at all (not "None")."""
    from dataclasses import replace

    from sheet_helpers import page_texts, squash

    with_role = squash(page_texts(cards_pdf([replace(locust, role="Scout")]))[0])
    assert "ROLE: Scout" in with_role
    without = squash(page_texts(cards_pdf([replace(locust, role=None)]))[0])
    assert "ROLE" not in without and "None" not in without
