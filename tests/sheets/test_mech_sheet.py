"""The 'Mech record sheet: content, paper sizes, determinism, every configuration."""

from __future__ import annotations

import dataclasses

import pytest

import bv
import records
from construction import derived
from construction.model import MechDetails
from design_factories import LegalMechFactory
from records.common import inventory
from records.pdf import PAPERS
from sheet_helpers import page_sizes, page_texts, squash


@pytest.fixture(scope="module")
def mech():
    return LegalMechFactory(chassis="Testbed", model="TB-1")


def test_sheet_holds_identity_bv_weapons_and_armor(mech):
    pdf = records.render([mech], gunnery=3, piloting=4, pilot="Jane Doe")
    (text,) = page_texts(pdf)
    flat = squash(text)
    assert "Testbed TB-1" in flat
    result = bv.compute(mech, 3, 4)
    assert f"Battle Value: {result.base_bv:,}" in flat
    assert f"Adjusted BV (3/4): {result.bv:,}" in flat
    for row in inventory(mech):
        assert row.name in flat
    for name in ("PPC", "LRM 10", "Medium Laser"):
        assert name in flat
    for a in mech.armor:
        assert f"({a.front})" in flat, a.location
        if a.rear is not None:
            assert f"{a.location} rear ({a.rear})" in flat
    for loc, points in derived.mech_internal_structure(mech).items():
        assert f"({points})" in flat
    assert "Jane Doe" in flat
    for cons in ("3", "5", "7", "10", "11", "Dead"):
        assert cons in flat
    assert "Roll Again" in flat
    assert "Walking 5" in flat and "Running 8" in flat and "Jumping 3" in flat


def test_no_adjusted_bv_without_skills(mech):
    flat = squash(page_texts(records.render([mech]))[0])
    assert "Adjusted BV" not in flat
    assert f"Battle Value: {bv.compute(mech).base_bv:,}" in flat


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_page_size(mech, paper):
    pdf = records.render([mech, mech], paper=paper)
    sizes = page_sizes(pdf)
    assert len(sizes) == 2
    for w, h in sizes:
        assert (round(w, 2), round(h, 2)) == tuple(round(v, 2) for v in PAPERS[paper])


def test_identical_bytes_on_second_render(mech):
    a = records.render([mech], paper="a4", gunnery=2, piloting=3, pilot="X")
    b = records.render([mech], paper="a4", gunnery=2, piloting=3, pilot="X")
    assert a == b
    assert a.startswith(b"%PDF-") and a.rstrip().endswith(b"%%EOF")
    assert b"CreationDate" not in a or b"D:20000101" in a


@pytest.mark.parametrize("config,title", [
    ("biped", "'MECH RECORD SHEET"),
    ("quad", "FOUR-LEGGED 'MECH RECORD SHEET"),
    ("tripod", "TRIPOD 'MECH RECORD SHEET"),
    ("lam", "LAND-AIR 'MECH RECORD SHEET"),
    ("quadvee", "QUADVEE RECORD SHEET"),
])
def test_every_configuration_draws(mech, config, title):
    design = dataclasses.replace(mech, mech=MechDetails(config=config))
    flat = squash(page_texts(records.render([design]))[0])
    assert title in flat
    assert "Dual Cockpit" not in flat  # TO errata E: the option is gone


def test_bad_options_are_refused(mech):
    with pytest.raises(records.SheetError) as exc:
        records.render([mech], paper="legal")
    assert exc.value.field == "paper"
    with pytest.raises(records.SheetError):
        records.render([mech], gunnery=9)
    with pytest.raises(records.SheetError):
        records.render([mech], piloting=True)
    with pytest.raises(records.SheetError):
        records.render([mech], pilot="x" * 61)
    with pytest.raises(records.SheetError):
        records.render([])


def test_mech_without_mech_block_cannot_be_drawn(mech):
    with pytest.raises(records.SheetError) as exc:
        records.render([mech, dataclasses.replace(mech, mech=None)])
    assert exc.value.index == 1


def test_damage_notation_follows_errata():
    from construction.catalog import catalog

    cat = catalog()
    assert derived.damage_text(cat.find("CLStreakLRM20")).startswith("C5/20")  # TO errata p. 408
    assert derived.damage_text(cat.find("IS Lance")) == "1/5T"  # TO errata p. 404
    assert derived.damage_text(cat.find("Chain Whip")) == "3"  # TO errata p. 89/404/421


def test_corpus_atlas_sheet():
    from corpus import require_corpus, unpacked

    require_corpus()
    import construction

    path = unpacked() / "mechfiles" / "mechs" / "3039u" / "Atlas AS7-D.mtf"
    design = construction.parse(path.read_text(), "mtf")
    flat = squash(page_texts(records.render([design]))[0])
    assert "Atlas AS7-D" in flat
    assert "Battle Value: 1,897" in flat
    for name in ("AC/20", "LRM 20", "SRM 6", "Medium Laser (R)"):
        assert name in flat


def test_rendering_work_is_bounded_whatever_the_armor():
    """100,000 armor points a location (the JSON form's limit) draw as the
    number, not 100,000 pips: the sheet stays small and quick (it was
    14.5 s and 39.6 MB)."""
    import records
    from construction.model import LocationArmor
    from records.pdf import MAX_PIPS

    design = LegalMechFactory()
    big = design.replace(armor=tuple(LocationArmor(a.location, 100000, 100000 if a.rear is not None else None)
                                     for a in design.armor))
    pdf = records.render([big])
    assert len(pdf) < 3 * len(records.render([design]))
    text = squash(page_texts(pdf)[0])
    assert "100,000" in text and MAX_PIPS < 100000
