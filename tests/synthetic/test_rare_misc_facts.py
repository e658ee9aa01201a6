"""Rare misc items (no file of the 2021 corpus mounts them) whose catalog
facts the audit against MegaMek's current MiscType registry corrected
(tools/misc_facts_diff.py, tools/registry_src/megamek_misc_facts.json; the
correction is a cited update in tools/catalog_src/current.json).

The ProtoMech melee weapon's BV is its damage x 1.25, the damage 1 point per
5 t of ProtoMech weight or fraction (TO:AUE p. 149: damage 1/5T*, BV
'Dmg x 1.25'*; the TO errata v3.02 for TO p. 385 give the item's Clan BV
table entry the * footnote: its BV is worked from the final damage the item
can deal).  The 2021 export's fixed BV 1 under-rated every ProtoMech melee
weapon: 1.25 on a 2-5 t ProtoMech, 2.5 on 6-10 t, 3.75 on 11-15 t.
"""

from __future__ import annotations

import dataclasses
import math

import pytest

import bv
from bv.protomech import equipment_bv
from construction.catalog import catalog
from construction.model import Mount
from design_factories import LegalProtoMechFactory
from synth import errors


def _proto_with_melee_weapon():
    """LegalProtoMechFactory (5 t, 5,000 kg) with its machine gun (250 kg,
    left arm) and SRM ammunition (300 kg) taken out and a melee weapon
    (500 kg, TO:AUE p. 149; arms only) put in the left arm: 4,950 kg."""
    d = LegalProtoMechFactory()
    keep = tuple(m for m in d.mounts if m.item not in ("CLMG", "Clan Ammo SRM-2"))
    return dataclasses.replace(d, mounts=keep + (Mount("ProtoMeleeWeapon", "LA"),))


@pytest.mark.covers("ProtoMeleeWeapon")
def test_the_melee_weapon_adds_its_damage_times_one_and_a_quarter():
    """Worked from the rules: defensive (24 armor x 2.5 + 11 structure x 1.5)
    x (1 + 3/10 + 0.1) = 107.1; offensive (ER micro laser 7 + SRM 2 21 + the
    melee weapon 1.25 x ceil(5 / 5)) x the speed factor 1.76 (run 8 + jump
    5/2 -> 11 MP) = 51.48; 158.58 -> 159.  With the old fixed BV 1 it was
    (29 x 1.76 = 51.04) 158.14 -> 158."""
    d = _proto_with_melee_weapon()
    assert errors(d) == set()
    assert catalog().get("ProtoMeleeWeapon").tonnage == 0.5
    r = bv.compute(d)
    melee = [s for s in r.breakdown if s.step == "off.equipment" and "Melee" in s.description]
    assert [s.value for s in melee] == [1.25]
    assert (melee[0].rule.book, melee[0].rule.page) == ("TO:AUE", 149)
    assert r.bv == round(107.1 + (7 + 21 + 1.25) * 1.76) == 159


@pytest.mark.parametrize("tonnage, want", [(2, 1.25), (5, 1.25), (6, 2.5), (9, 2.5), (10, 2.5), (11, 3.75),
                                           (15, 3.75)])
def test_the_damage_is_one_per_five_tons_or_fraction(tonnage, want):
    e = catalog().get("ProtoMeleeWeapon")
    assert want == 1.25 * math.ceil(tonnage / 5)
    assert equipment_bv(e, tonnage) == want


def test_the_catalog_carries_a_formula_not_a_number():
    e = catalog().get("ProtoMeleeWeapon")
    assert e.bv is None and e.bv_rule == "protomech_melee"
    # every other ProtoMech item keeps its own number (the control)
    assert equipment_bv(catalog().get("CLERMicroLaser"), 9) == catalog().get("CLERMicroLaser").bv
