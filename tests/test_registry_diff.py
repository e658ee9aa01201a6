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


def test_no_ground_mountable_registry_item_is_missing_but_three_open(report):
    # WeaponType at 2e77fc83 registers 24 classes more than the facts' old commit: the 15 Shrapnel #22
    # machine guns and the mini grenade are in the catalog; left open (see megamek_weapontype.json
    # entries): the light and heavy plasma rifles, whose PLASMA rounds no stored AmmoType version
    # registers, and the prosthetic rumal/garrote, whose class cites no rules book
    assert sorted(m["method"] for m in report["missing"]) == [
        "ISHeavyPlasmaRifle", "ISLightPlasmaRifle", "InfantryProstheticRumalGarroteWeapon"]
    # 1305 until the MRM 1-5 racks and their one-shot versions (Unofficial today) left the catalog;
    # 1309 with the 16 infantry weapons of 2e77fc83 (CLFireExtinguisher and CLBombTAG no longer registered)
    assert report["found"] >= 1309


def test_every_registered_item_but_three_unstored_files_is_compared(report):
    # the three infantry weapons' files are not stored (probably the 2021 Sawnoff / KA23Subgun classes
    # renamed, whose items the catalog holds); the RL-P bomb pod is read: a bomb, not ground-mountable
    assert report["registered"] == 1448
    # the four Enhanced LRTs of 2e77fc83: their internal names are EquipmentTypeLookup constants not read
    assert sorted(report["not_read_names"]) == sorted([
        "InfantryShotgunSawedOffDoubleBarrelWeapon", "InfantryShotgunSawedOffPumpActionWeapon",
        "InfantrySMGKA23Weapon", "ISEnhancedLRT5", "ISEnhancedLRT10", "ISEnhancedLRT15", "ISEnhancedLRT20"])
    assert "BombISRLP10" in report["skipped_not_ground"]


def test_todays_names_of_found_items_are_aliases(report):
    # standard structure's three names are left out: MegaMek gives the item no rulesRef to cite
    assert sorted(m["name"] for m in report["missing_aliases"]) == [
        "Clan Standard Structure", "IS Standard Structure", "Regular Structure"]


def test_items_not_kept_are_unofficial_only(report):
    names = {m["method"] for m in report["unofficial"]}
    assert {"THBBloodhoundActiveProbe", "ISTHBAngelECM", "LightMinesweeper", "ISLBinaryLaserCannon"} <= names
    assert {"ISMRM1", "ISMRM5", "ISMRM1OS", "ISMRM5OS"} <= names


def _registry_with(tmp_path, monkeypatch, file: str, entry: dict) -> None:
    """registry_diff reads a copy of tools/registry_src in which ``file``
    registers one more entry, ``entry``."""
    src = tmp_path / "registry_src"
    shutil.copytree(registry_diff.SRC, src)
    data = json.loads((src / file).read_text(encoding="utf-8"))
    data["registry_methods"].append(entry["method"])
    data["entries"].append(entry)
    (src / file).write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(registry_diff, "SRC", src)


def test_an_unknown_registry_item_is_reported_missing(tmp_path, monkeypatch, report):
    _registry_with(tmp_path, monkeypatch, "megamek_misctype.json", {
        "method": "NoSuchThing", "internal_name": "NoSuchThingInternal", "internal_constant": None,
        "lookup_names": ["No Such Thing"], "families": "M", "rules_ref": "TM 1"})
    r = registry_diff.compare(SHARED)
    assert [m["method"] for m in r["missing"]] == ["NoSuchThing"] + [m["method"] for m in report["missing"]]
    # the two plasma rifles left open count under mek already
    assert r["by_family"]["mek"]["missing"] == report["by_family"]["mek"]["missing"] + 1 == 3


# --- ammunition (MegaMek's AmmoType registry, tools/registry_src/megamek_ammotype.json) ---

def test_no_ground_carried_registry_round_is_missing(report):
    a = report["ammo"]
    assert a["registered"] == 400
    assert a["missing"] == []
    assert a["found"] >= 337
    # MegaMek's generic infantry rounds carry no values of their own (they take the linked weapon's)
    assert sorted(m["method"] for m in a["placeholders"]) == ["InfantryAmmo", "InfantryInfernoAmmo"]


def test_rounds_not_kept_are_unofficial_only(report):
    names = {m["method"] for m in report["ammo"]["unofficial"]}
    assert {"ISGAC2Ammo", "ISLAC10Ammo", "ISAC15Ammo", "ISTHBUltra20Ammo", "CLNarcExplosiveAmmo"} <= names


def test_todays_names_of_found_rounds_are_aliases(report):
    # 'Half Machine Gun Ammo' is a lookup name of both the IS and the Clan half ton: left out, it names no one item
    assert sorted(m["name"] for m in report["ammo"]["missing_aliases"]) == ["Half Machine Gun Ammo"] * 2


def test_no_registry_munition_is_missing(report):
    # every official munition MegaMek builds (mutator x base round) is in the catalog: the last 60, the
    # Anti-Radiation missiles (TO:AUE p. 180) on every SRM/LRM/MML launcher and the BA tube artillery
    # smoke round (TO p. 375), are tools/catalog_src/current.json items
    mu = report["ammo"]["munitions"]
    assert mu["missing"] == []
    assert mu["compared"] == 1363
    assert mu["found"] >= 1265


def test_an_unknown_registry_round_is_reported_missing(tmp_path, monkeypatch, report):
    _registry_with(tmp_path, monkeypatch, "megamek_ammotype.json", {
        "method": "NoSuchAmmo", "internal_name": "No Such Ammo", "internal_constant": None, "lookup_names": [],
        "families": "MTSV", "shots_per_ton": 10, "tonnage": 1, "kg_per_shot": None, "bv": 1,
        "rules_ref": "207, TM", "tech_base": "IS", "unofficial": False})
    a = registry_diff.compare_ammo()
    assert [m["method"] for m in a["missing"]] == ["NoSuchAmmo"]
    assert a["by_family"]["mek"]["missing"] == 1
