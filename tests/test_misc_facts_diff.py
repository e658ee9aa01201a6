"""tools/misc_facts_diff.py: the rare-misc audit against MegaMek's current
MiscType registry (facts in tools/registry_src/megamek_misc_facts.json).

The comparison is a report; these tests pin what it shows today, so that a
catalog change that reopens the corrected difference, or a new difference
on a method already read, fails here."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))
import misc_facts_diff  # noqa: E402


@pytest.fixture(scope="module")
def report():
    return misc_facts_diff.compare()


def test_every_fact_names_its_method_file_and_commit():
    data = json.loads(misc_facts_diff.FACTS.read_text(encoding="utf-8"))
    assert len(data["entries"]) >= 90
    for e in data["entries"]:
        assert e["repository"] == "MegaMek/megamek"
        assert e["path"] == "megamek/src/megamek/common/equipment/MiscType.java"
        assert re.fullmatch(r"[0-9a-f]{40}", e["commit"])
        assert e["method"].startswith("create") and e["internal_name"]
        assert set(e["families"]) <= set("MTSVBPIF")


def test_every_rare_item_is_compared_or_named_as_outside_misctype(report):
    assert len(report["rare"]) >= 100
    assert set(report["rare_compared"]) <= set(report["rare"])
    assert len(report["rare_compared"]) >= 95
    assert set(report["rare_not_compared"]) <= set(report["not_in_misctype"])


def test_the_corrected_melee_weapon_shows_no_difference(report):
    assert ("ProtoMeleeWeapon", "bv") not in {(d["item"], d["field"]) for d in report["differences"]}
    assert report["protomech_melee_bv"] == []


def test_the_differences_left_are_the_ones_decided_in_current_json(report):
    """Each difference still shown is one tools/catalog_src/current.json
    'decisions' keeps, with its reason (the combat-vehicle dune buggy's
    family, tech data, the heat suit's unused property)."""
    left = {(d["item"], d["field"].split(".")[0]) for d in report["differences"]}
    assert left == {
        ("ISCVDuneBuggyChassis", "mountable_on (ground)"),
        ("RefuelingDrogue", "tech_rating"),
        ("MechWarrior Cooling Suit", "intro_year"),
        ("SLDF Infantry Kit", "availability"),
        ("Heat Suit", "kit properties"),
    }
    decided = json.loads((REPO / "tools" / "catalog_src" / "current.json").read_text(encoding="utf-8"))["decisions"]
    ids = {i for d in decided for i in d["ids"]}
    assert {item for item, _ in left} <= ids
    assert "Armored Cowl" in ids  # no create method today: kept with its reason


def test_a_wrong_fact_would_be_reported():
    """The comparison is not blind: a fact that differs from the catalog is listed."""
    from construction.catalog import catalog

    entry = {"method": "createX", "internal_name": "Buzzsaw", "tonnage": 5, "criticals": 2, "bv": 67,
             "families": "MT", "path": "p", "commit": "c"}
    got = [(d["field"], d["ours"], d["megamek"]) for d in misc_facts_diff.compare_entry(entry, catalog())]
    assert ("tonnage", 4, 5) in got
    assert ("mountable_on (ground)", ["mek"], ["mek", "vehicle"]) in got
    assert [f for f, _, _ in got if f in ("slots", "bv")] == []
