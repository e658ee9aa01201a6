"""tools/weapon_facts_diff.py: the rare-weapon audit against MegaMek's current
weapon classes (facts in tools/registry_src/megamek_weapon_facts.json).

The comparison is a report; these tests pin what it shows today, so that a
catalog change that reopens a corrected difference, or a new difference on
a class already read, fails here."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))
import weapon_facts_diff  # noqa: E402


@pytest.fixture(scope="module")
def report():
    return weapon_facts_diff.compare()


def test_every_fact_names_its_class_file_and_commit():
    data = json.loads(weapon_facts_diff.FACTS.read_text(encoding="utf-8"))
    assert len(data["entries"]) >= 120
    for e in data["entries"]:
        assert e["repository"] == "MegaMek/megamek"
        assert e["path"].startswith("megamek/src/megamek/common/weapons/") and e["path"].endswith(".java")
        assert re.fullmatch(r"[0-9a-f]{40}", e["commit"])
        assert e["internal_name"]


def test_most_unmounted_non_infantry_weapons_are_compared(report):
    assert report["rare_by_family"]["other"] >= 240
    assert len(report["rare_compared"]) >= 180
    assert set(report["rare_compared"]) <= set(report["rare"])


def test_the_corrected_families_show_no_difference(report):
    fields = {(d["item"], d["field"]) for d in report["differences"]}
    for item in ("MRM 10 (OS)", "MRM 40 (I-OS)", "ISBAMRM2", "ISBARL3", "ISImprovedNarc (OS)",
                 "ISBAGrandMaulerGaussCannon"):
        assert (item, "ranges.extreme") not in fields
    assert report["ios_on_protomech"] == []
    ruled = {d["item"] for d in report["extreme_range_rule"]}
    assert not ruled & {"MRM 10", "RL20", "ISBAMRM5", "ISImprovedNarc", "ISBAGrandMaulerGaussCannon"}


def test_the_differences_left_are_the_ones_decided_in_current_json(report):
    """Each difference still shown is one tools/catalog_src/current.json
    'decisions' keeps, with its reason (cruise missile levels, ProtoMech-only
    launcher sizes, one-shot availability, sub-capital laser dates, the Clan
    SRT 2 (I-OS) weight the errata set, the ProtoMech flag of the I-OS
    launchers and the Streak SRM 4/6 (OS), which MegaMek's classes keep)."""
    left = {(d["item"], d["field"].split(".")[0]) for d in report["differences"]}
    assert left == {
        ("ISCruiseMissile70", "rules_level"), ("ISCruiseMissile90", "rules_level"),
        ("ISCruiseMissile120", "rules_level"),
        *((i, "mountable_on (ground)") for i in ("CLLRM1", "CLLRM7", "CLLRM11", "CLLRM19", "CLStreakLRM1",
                                                 "CLStreakLRM11", "CLLRT7", "CLStreakLRM1OS", "CLStreakLRM11OS",
                                                 "CLSRM1OS", "CLSRM3OS", "CLSRMT1OS")),
        ("ISSRM6OS", "availability"), ("ISSRT4OS", "availability"), ("ISSRT6OS", "availability"),
        ("CLSRT2 (IOS)", "tonnage"),  # the TO p. 326 errata's Clan minimum, 0.25 t; MegaMek's class 0.5 t
        *((i, "intro_year") for i in ("Sub-Capital Laser (SCL/1)", "Sub-Capital Laser (SCL/2)",
                                      "Sub-Capital Laser (SCL/3)")),
        # TO errata v3.02 (TO pp. 327, 409) and the TM p. 231 ProtoMech launcher rule; MegaMek's classes keep the flag
        *((i, "protomech") for i in ("LRM 15 (I-OS)", "LRM 20 (I-OS)", "LRT 5 (I-OS)", "LRT 10 (I-OS)",
                                     "LRT 15 (I-OS)", "LRT 20 (I-OS)", "ISSRM4IOS", "ISStreakSRM4IOS",
                                     "ISStreakSRM6IOS", "ISSRT2IOS", "ISSRT4IOS", "ISSRT6IOS",
                                     "ISNarcBeacon (I-OS)", "ISStreakSRM4OS", "ISStreakSRM6OS")),
        ("Total Warfare Flamer", "tech_base"),  # only a class older than the 2021 export was read
        ("InfantryLightMortarInferno", "flag F_MORTAR_TYPE_INDIRECT"),  # game play only (TO p. 108)
    }
    decided = json.loads((REPO / "tools" / "catalog_src" / "current.json").read_text(encoding="utf-8"))["decisions"]
    ids = {i for d in decided for i in d["ids"]}
    assert {item for item, _ in left} <= ids


def test_rare_infantry_weapons_are_compared_field_by_field(report):
    """The conventional infantry weapons read (damage per trooper, range, crew, shots,
    bursts, ammo weight, BV, tonnage, tech base and the flags BV, Alpha Strike and
    validation read) show no difference but the two kept; the three adopted
    (Stalker tech base, M42B inferno burst, rocket-assisted grenade disposable) are gone."""
    assert report["infantry_weapons"] >= 357
    assert len(report["rare_infantry_compared"]) >= 84
    assert set(report["rare_infantry_compared"]) <= set(report["rare"])
    infantry = set(report["infantry_compared"])
    left = {(d["item"], d["field"]) for d in report["differences"] if d["item"] in infantry}
    assert left == {("Total Warfare Flamer", "tech_base"),
                    ("InfantryLightMortarInferno", "flag F_MORTAR_TYPE_INDIRECT")}
    data = json.loads(weapon_facts_diff.FACTS.read_text(encoding="utf-8"))
    inf = [e for e in data["entries"] if "infantry" in e]
    assert all(e["path"].startswith("megamek/src/megamek/common/weapons/infantry/") for e in inf)
    assert all({"damage", "range"} <= set(e["infantry"]) and "bv" in e for e in inf)


def test_the_extreme_range_rule():
    rule = weapon_facts_diff.extreme_by_rule
    assert rule({"short": 3, "medium": 8, "long": 15}) == 22  # MRM: the errata's own example
    assert rule({"short": 2, "medium": 4, "long": 5}) == 7
    assert rule({"short": 3, "medium": 6, "long": 9}) is None  # even brackets: not this rule


def test_a_class_is_matched_by_its_lookup_names():
    """A class whose internal name the catalog does not know is matched by
    a lookup name (the sub-capital lasers: MegaMek's 'Sub-Capital Laser /1'
    is the catalog's 'Sub-Capital Laser (SCL/1)'), and counted as compared;
    a class none of whose names the catalog knows is reported as registered
    but missing."""
    from construction.catalog import catalog
    cat = catalog()
    entry = {"internal_name": "No Such Weapon", "lookup_names": ["Sub-Capital Laser (SCL/2)"], "path": "p", "commit": "c"}
    assert weapon_facts_diff.match(entry, cat).id == "Sub-Capital Laser (SCL/2)"
    assert weapon_facts_diff.match({"internal_name": "No Such Weapon"}, cat) is None
    (missing,) = weapon_facts_diff.compare_entry({"internal_name": "No Such Weapon", "path": "p", "commit": "c"}, cat)
    assert missing["field"] == "(item)"


def test_the_protomech_flag_is_compared(report):
    """The IS Narc (OS) and iNarc (OS) classes remove the ProtoMech flag and
    so does the catalog now (no difference); a class that keeps it against
    the catalog is listed (the Streak SRM 6 (OS))."""
    by = {(d["item"], d["field"]) for d in report["differences"]}
    assert ("ISNarcBeacon (OS)", "protomech") not in by and ("ISImprovedNarc (OS)", "protomech") not in by
    assert ("ISStreakSRM6OS", "protomech") in by
    entry = {"internal_name": "ISNarcBeacon (OS)", "proto_flag": "kept", "path": "p", "commit": "c"}
    from construction.catalog import catalog
    (d,) = weapon_facts_diff.compare_entry(entry, catalog())
    assert (d["field"], d["ours"], d["megamek"]) == ("protomech", False, True)
