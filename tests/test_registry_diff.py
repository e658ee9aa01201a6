"""tools/registry_diff.py: the catalog against MegaMek's current equipment registry.

The registry facts are data (tools/registry_src/*.json, each naming repository,
path and commit); these tests pin what the comparison shows today so that a
catalog change that loses a registered item, or an alias today's files write,
fails here.
"""
from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))
import registry_diff  # noqa: E402

SHARED = Path(os.environ.get("MECHFORGE_SHARED", REPO.parent / "shared"))


@pytest.fixture(scope="module")
def report():
    if not (SHARED / "reference/megamek/equipment-export-2021/equipment.jsonl").exists():
        pytest.skip(f"shared reference tree not found at {SHARED} (set MECHFORGE_SHARED)")
    return registry_diff.compare(SHARED)


def test_no_ground_mountable_registry_item_is_missing(report):
    assert report["missing"] == []
    assert report["found"] >= 1305


def test_every_registered_item_but_four_unstored_files_is_compared(report):
    assert report["registered"] == 1429
    assert sorted(report["not_read_names"]) == sorted([
        "InfantryShotgunSawedOffDoubleBarrelWeapon", "InfantryShotgunSawedOffPumpActionWeapon",
        "InfantrySMGKA23Weapon", "BombISRLP10"])


def test_todays_names_of_found_items_are_aliases(report):
    # standard structure's three names are left out: MegaMek gives the item no rulesRef to cite
    assert sorted(m["name"] for m in report["missing_aliases"]) == [
        "Clan Standard Structure", "IS Standard Structure", "Regular Structure"]


def test_items_not_kept_are_unofficial_only(report):
    names = {m["method"] for m in report["unofficial"]}
    assert {"THBBloodhoundActiveProbe", "ISTHBAngelECM", "LightMinesweeper", "ISLBinaryLaserCannon"} <= names


def test_an_unknown_registry_item_is_reported_missing(tmp_path, monkeypatch, report):
    src = tmp_path / "registry_src"
    shutil.copytree(registry_diff.SRC, src)
    data = json.loads((src / "megamek_misctype.json").read_text(encoding="utf-8"))
    data["registry_methods"].append("NoSuchThing")
    data["entries"].append({"method": "NoSuchThing", "internal_name": "NoSuchThingInternal", "internal_constant": None,
                            "lookup_names": ["No Such Thing"], "families": "M", "rules_ref": "TM 1"})
    (src / "megamek_misctype.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(registry_diff, "SRC", src)
    r = registry_diff.compare(SHARED)
    assert [m["method"] for m in r["missing"]] == ["NoSuchThing"]
    assert r["by_family"]["mek"]["missing"] == 1
