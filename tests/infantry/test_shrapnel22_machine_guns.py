"""The infantry weapons MegaMek registered after the registry facts' old commit
(WeaponType at 2e77fc83, tools/registry_src/megamek_weapontype.json): the 15 light
machine guns of Shrapnel #22 and the standard mini grenade (TM p. 272), each in
tools/catalog_src/current.json with the class file it was read from. Synthetic
platoons carrying them validate, price and convert as the rules say with the
values read, so a wrong table value fails here."""
from __future__ import annotations

import dataclasses

import pytest

import bv
import construction
from bv import alpha_strike
from bv.alpha_strike.tables import table
from construction import infantry as ci
from construction.catalog import catalog
from design_factories import FootPlatoonFactory

# name -> (BV, damage per trooper, range, tech base, tonnage), as MegaMek's classes set them
# (tools/registry_src, commit 2e77fc83). This table only pins the catalog build to the facts
# read; the rules are checked by the hand-worked platoon tests below (TM p. 314, ASC pp. 94, 102).
SHRAPNEL_22 = {
    "Machine Gun (Type 17)": (0.44, 0.44, 1, "IS", 0.0072),
    "Machine Gun (Huo Dushe)": (2.25, 1.125, 2, "IS", 0.0128),
    "Machine Gun (Nambu M-12)": (2.31, 1.155, 2, "IS", 0.0111),
    "Machine Gun (Akai Ryu)": (1.98, 0.99, 3, "IS", 0.0101),
    "Machine Gun (Sarcot MG-19)": (1.625, 0.8125, 3, "IS", 0.0115),
    "Machine Gun (Fogue Defender)": (0.44, 0.44, 2, "IS", 0.0155),
    "Machine Gun (HCK M-2MG)": (2.34, 1.17, 3, "IS", 0.0102),
    "Machine Gun (Tharwep Nachtgewitter)": (1.125, 0.5625, 2, "IS", 0.0092),
    "Machine Gun (Peacekeeper-LSB)": (1.375, 0.6875, 2, "IS", 0.0093),
    "Machine Gun (Peacekeeper-SB)": (1.375, 0.6875, 2, "IS", 0.0105),
    "Machine Gun (Peacekeeper-LLB)": (1.875, 0.9375, 3, "IS", 0.0112),
    "Machine Gun (Peacekeeper-LB)": (1.875, 0.9375, 3, "IS", 0.0131),
    "Machine Gun (Boone MGL 14A)": (1.1, 0.55, 2, "IS", 0.0091),
    "Machine Gun (Boone MGL 14D)": (1.5, 0.75, 2, "IS", 0.0121),
    "Machine Gun (TIE-124)": (3.15, 1.575, 2, "Clan", 0.0151),
}


def _inf(design, **changes):
    return dataclasses.replace(design, infantry=dataclasses.replace(design.infantry, **changes))


def _errors(design):
    return {(i.code, i.item) for i in construction.validate(design).issues if i.severity == "error"}


@pytest.mark.parametrize("name", sorted(SHRAPNEL_22))
def test_each_shrapnel_22_machine_gun_is_a_crew_1_infantry_support_weapon(name):
    it = catalog().find(name)
    assert it is not None and it.id == name
    bv_, dmg, rng, base, tons = SHRAPNEL_22[name]
    inf = it.weapon.infantry
    assert (it.bv, inf["damage"], inf["range"], it.tech_base, it.tonnage) == (bv_, dmg, rng, base, tons)
    assert inf["crew"] == 1
    assert {"F_INFANTRY", "F_INF_SUPPORT", "F_BALLISTIC"} <= it.flags
    assert it.mountable_on == ("conventional_infantry",)
    assert it.ref["book"] == "Shrap22"


@pytest.mark.covers("Machine Gun (Akai Ryu)")
def test_a_foot_platoon_with_akai_ryu_machine_guns_worked_by_hand():
    """TM p. 314: 24 auto-rifles (BV 1.59) and 4 Akai Ryu machine guns (BV 1.98, one a
    squad: one support weapon a squad keeps the platoon's 1 foot MP, TM p. 152) make
    46.08, counted again for anti-'Mech attacks = 92.16, x the speed factor for 1 MP
    (0.54) = 49.7664; defensive 28 x 1.5 = 42; 91.7664 -> 92; no anti-'Mech gear: x 0.85
    = 78.2 -> 78. The platoon is valid in 3025 (the gun is common from ~2100)."""
    d = _inf(FootPlatoonFactory(), secondary="Machine Gun (Akai Ryu)", secondary_per_squad=1)
    assert not _errors(d)
    assert ci.walk_mp(d) == 1
    r = bv.compute(d)
    steps = {s.step: s for s in r.breakdown}
    assert steps["off.anti_mech"].value == pytest.approx(46.08)
    assert r.defensive == pytest.approx(42.0)
    assert r.offensive == pytest.approx(92.16 * 0.54)
    assert r.base_bv == 92
    assert r.bv == 78


@pytest.mark.covers("Machine Gun (Huo Dushe)")
def test_two_huo_dushe_a_squad_slow_the_platoon_and_price_by_hand():
    """Two support weapons a squad cost the foot platoon its MP (TM p. 152: 1 - 1 = 0):
    20 auto-rifles x 1.59 + 8 Huo Dushe x 2.25 = 49.8, twice = 99.6, x 0.44 (0 MP)
    = 43.824; + 42 = 85.824 -> 86, x 0.85 = 73.1 -> 73. Damage per trooper
    (0.52 x 5 + 1.125 x 2) / 7."""
    d = _inf(FootPlatoonFactory(), secondary="Machine Gun (Huo Dushe)", secondary_per_squad=2)
    assert ci.walk_mp(d) == 0
    r = bv.compute(d)
    assert r.offensive == pytest.approx(99.6 * 0.44)
    assert r.base_bv == 86
    assert r.bv == 73
    assert ci.damage_per_trooper(d) == pytest.approx((0.52 * 5 + 1.125 * 2) / 7)


def test_the_huo_dushe_is_not_available_before_2800():
    """Common 2800 (not approximate): a platoon of 2790 carrying it is told the gun
    appears after its year (CI_INTRO_YEAR, a warning for platoons), the same platoon
    in 2800 is not."""
    d = _inf(FootPlatoonFactory(), secondary="Machine Gun (Huo Dushe)", secondary_per_squad=2)

    def intro(year):
        return {(i.code, i.item) for i in construction.validate(dataclasses.replace(d, year=year)).issues}

    assert ("CI_INTRO_YEAR", "Machine Gun (Huo Dushe)") in intro(2790)
    assert ("CI_INTRO_YEAR", "Machine Gun (Huo Dushe)") not in intro(2800)


@pytest.mark.covers("Machine Gun (Akai Ryu)", "Machine Gun (Type 17)")
def test_an_akai_ryu_platoon_reaches_medium_range_in_alpha_strike():
    """Range 3 (Shrapnel #22 as MegaMek's class reads it) sets the platoon's range (TM
    p. 152): it reaches the M band (2 or more) but not L (6 or more). Damage per trooper
    (0.52 x 6 + 0.99 x 2) / 8 = 0.6375, x the troop factor for 24 troopers / 10 (ASC pp.
    94, 102)."""
    d = _inf(FootPlatoonFactory(), squad_size=8, squads=3, secondary="Machine Gun (Akai Ryu)",
             secondary_per_squad=2)
    assert ci.range_weapon(d).id == "Machine Gun (Akai Ryu)"
    assert ci.damage_per_trooper(d) == pytest.approx(0.6375)
    per = 0.6375 * float(table("troop_factor")["factors"][24]) / 10
    assert per == pytest.approx(1.02)
    card = alpha_strike.convert(d).as_dict()
    assert card["damage"]["s"] == card["damage"]["m"] != "0"
    assert card["damage"]["l"] == "0"
    # a range-1 gun (the Type 17) leaves the platoon at S only
    short = alpha_strike.convert(_inf(d, secondary="Machine Gun (Type 17)")).as_dict()
    assert short["damage"]["m"] == "0"


@pytest.mark.covers("InfantryMiniGrenade")
def test_mini_grenades_price_as_a_disposable_secondary_weapon():
    """TM p. 272: the mini grenade (BV 0.25, damage 0.27, range 0, disposable, no ammunition).
    One a squad: 24 x 1.59 + 4 x 0.25 = 39.16, twice = 78.32, x 0.54 (1 MP) = 42.2928;
    + 42 = 84.2928 -> 84, x 0.85 = 71.4 -> 71. Range 0 does not set the platoon's range:
    the auto-rifle's does."""
    it = catalog().find("Mini Grenades")
    assert it.id == "InfantryMiniGrenade" and it.ref == {"book": "TM", "page": 272}
    assert "F_INF_DISPOSABLE" in it.flags
    d = _inf(FootPlatoonFactory(), secondary="Grenade (Mini) (Non-Inferno)", secondary_per_squad=1)
    assert not _errors(d)
    assert ci.range_weapon(d).id != "InfantryMiniGrenade"
    r = bv.compute(d)
    assert r.offensive == pytest.approx(78.32 * 0.54)
    assert r.base_bv == 84
    assert r.bv == 71
