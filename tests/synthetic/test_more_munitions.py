"""Munitions no canonical unit carries and no other hand-worked test covers
(issue 16, third round, second part): artillery and artillery-cannon
munitions on a tank, and autocannon, missile and mortar munitions on a
'Mech, including bins whose BV a ton is more than their launcher's (the
excess-ammunition rule).  Each design is a bare unit of
tests/design_factories.py with the weapon and one ton of the munition;
every expected value is worked out by hand below from the catalog's BV a
ton (the BV of each munition's own table entry).

BV rules (TM pp. 302-305 and p. 317, TO pp. 379-385 with the TO errata
v3.02): ammunition counts its BV a ton, but never more than the BV of the
weapons that fire it (TM p. 304).

- BareTankFactory (defensive 297, offensive 25 x speed factor 1.12):
  BV = round(297 + 1.12 x (25 + weapon + ammunition)); vehicles take no
  explosive-ammunition penalty (TM p. 317).
- BareMechFactory (defensive 549.5 x 1.3, offensive 50 x 1.37): with the
  weapon and its ton of ammunition in the left torso, an Inner Sphere
  'Mech loses 15 defensive BV for the explosive slot (no CASE):
  BV = round(694.85 + 1.37 x (50 + weapon + ammunition)); a Clan 'Mech has
  CASE in its torsos: BV = round(714.35 + 1.37 x (50 + weapon + ammunition)).

Alpha Strike (ASC p. 96, AS:CE p. 47 artillery table with errata v6.02 ②):
artillery and artillery cannons add no standard damage but their ART
ability (ARTT, ARTS, ARTLTC, ARTSC, ARTTC, one each); explosive ammunition
takes ENE off the card; a Clan 'Mech shows CASE; a combat vehicle keeps
SRCH.
"""

from __future__ import annotations

import pytest

from construction.catalog import catalog
from construction.model import Mount
from design_factories import BareTankFactory
from synth import add, bv_of, card, check_ammo_beside_its_weapon, errors

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist("AS special", "ARTLTC", "ARTS", "ARTSC", "ARTT", "ARTTC", "SRCH")

# (weapon, its BV, ART ability, munition, BV a ton, BV by hand)
ARTILLERY = [
    # Thumper (TO:AUE p. 96; 15 t, BV 43): 297 + 1.12 x (25 + 43 + 5) = 378.76
    ("ISThumper", 43, "ARTT-1", "Cluster Thumper Ammo", 5, 379),
    ("ISThumper", 43, "ARTT-1", "Copperhead Thumper Ammo", 5, 379),
    ("ISThumper", 43, "ARTT-1", "Flechette Thumper Ammo", 5, 379),
    ("ISThumper", 43, "ARTT-1", "Illumination Thumper Ammo", 5, 379),
    ("ISThumper", 43, "ARTT-1", "Smoke Thumper Ammo", 5, 379),
    # fuel-air 7: 297 + 1.12 x 75 = 381
    ("ISThumper", 43, "ARTT-1", "Fuel-Air Thumper Ammo", 7, 381),
    # FASCAM 240 a ton, more than the Thumper's 43: counts 43 -> 297 + 1.12 x 111 = 421.32
    ("ISThumper", 43, "ARTT-1", "FASCAM Thumper Ammo", 240, 421),
    # Sniper (TO:AUE p. 96; 20 t, BV 85): 297 + 1.12 x (25 + 85 + 11) = 432.52
    ("ISSniper", 85, "ARTS-1", "Cluster Sniper Ammo", 11, 433),
    ("ISSniper", 85, "ARTS-1", "Copperhead Sniper Ammo", 11, 433),
    ("ISSniper", 85, "ARTS-1", "Flechette Sniper Ammo", 11, 433),
    ("ISSniper", 85, "ARTS-1", "Illumination Sniper Ammo", 11, 433),
    ("ISSniper", 85, "ARTS-1", "Smoke Sniper Ammo", 11, 433),
    # fuel-air 15.4: 297 + 1.12 x 125.4 = 437.45
    ("ISSniper", 85, "ARTS-1", "Fuel-Air Sniper Ammo", 15.4, 437),
    # FASCAM 160 > 85: counts 85 -> 297 + 1.12 x 195 = 515.4
    ("ISSniper", 85, "ARTS-1", "FASCAM Sniper Ammo", 160, 515),
    # Long Tom cannon (TO p. 285; 20 t, BV 329): fuel-air 57.4 -> 297 + 1.12 x 411.4 = 757.77; smoke 41 -> 739.4
    ("ISLongTomCannon", 329, "ARTLTC-1", "Fuel-Air Long Tom Cannon Ammo", 57.4, 758),
    ("ISLongTomCannon", 329, "ARTLTC-1", "Smoke Long Tom Cannon Ammo", 41, 739),
    # Sniper cannon (TO:AUE p. 97; 15 t, BV 77): fuel-air 14 -> 297 + 1.12 x 116 = 426.92; smoke 10 -> 422.44
    ("ISSniperCannon", 77, "ARTSC-1", "Fuel-Air Sniper Cannon Ammo", 14, 427),
    ("ISSniperCannon", 77, "ARTSC-1", "Smoke Sniper Cannon Ammo", 10, 422),
    # Thumper cannon (TO p. 285; 10 t, BV 41): fuel-air 7 -> 297 + 1.12 x 73 = 378.76; smoke 5 -> 376.52
    ("ISThumperCannon", 41, "ARTTC-1", "Fuel-Air Thumper Cannon Ammo", 7, 379),
    ("ISThumperCannon", 41, "ARTTC-1", "Smoke Thumper Cannon Ammo", 5, 377),
]


@pytest.mark.covers("Cluster Thumper Ammo", "Copperhead Thumper Ammo", "Flechette Thumper Ammo",
                    "Illumination Thumper Ammo", "Smoke Thumper Ammo", "Fuel-Air Thumper Ammo", "FASCAM Thumper Ammo",
                    "Cluster Sniper Ammo", "Copperhead Sniper Ammo", "Flechette Sniper Ammo", "Illumination Sniper Ammo",
                    "Smoke Sniper Ammo", "Fuel-Air Sniper Ammo", "FASCAM Sniper Ammo", "Fuel-Air Long Tom Cannon Ammo",
                    "Smoke Long Tom Cannon Ammo", "Fuel-Air Sniper Cannon Ammo", "Smoke Sniper Cannon Ammo",
                    "Fuel-Air Thumper Cannon Ammo", "Smoke Thumper Cannon Ammo", "ISThumper", "ISSniper",
                    "ISLongTomCannon", "ISSniperCannon", "ISThumperCannon")
@pytest.mark.parametrize("weapon, weapon_bv, art, ammo, ammo_bv, want_bv", ARTILLERY, ids=[a[3] for a in ARTILLERY])
def test_artillery_munitions_on_a_tank(weapon, weapon_bv, art, ammo, ammo_bv, want_bv):
    """The artillery piece in the front of BareTankFactory, a ton of the
    munition in the body (at most 47 t of 50: valid, underweight is a
    warning): BV as in the table's comments; card 0/0/0 with the piece's
    ART ability and SRCH, no ENE."""
    assert (catalog().by_id(weapon).bv, catalog().by_id(ammo).bv) == (weapon_bv, ammo_bv)
    d = add(BareTankFactory(), Mount(weapon, "FRONT"), Mount(ammo, "BODY"))
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset({art, "SRCH"}))
    assert errors(d) == set()


# (weapon, ammunition, tech base, weapon slots, BV by hand): the munition's BV a ton in the comment
MECH_MUNITIONS = [
    # Clan improved AC/10 123 + armor-piercing / tracer 15: 714.35 + 1.37 x 188 = 971.91
    ("Improved Autocannon/10", "CLIMPArmor-Piercing AmmoAC10", "Clan", 6, 972),
    ("Improved Autocannon/10", "CLIMPTracer AmmoAC10", "Clan", 6, 972),
    # Clan improved AC/20 178 + standard 22: 714.35 + 1.37 x 250 = 1056.85
    ("Improved Autocannon/20", "CLIMPAmmoAC20", "Clan", 9, 1057),
    # light AC/5 62 + caseless / flak 8: 694.85 + 1.37 x 120 = 859.25; + tracer 2: 694.85 + 1.37 x 114 = 851.03
    ("Light Auto Cannon/5", "IS Caseless Ammo LAC/5", "IS", 2, 859),
    ("Light Auto Cannon/5", "IS Flak Ammo LAC/5", "IS", 2, 859),
    ("Light Auto Cannon/5", "IS Tracer Ammo LAC/5", "IS", 2, 851),
    # Clan improved LRM 10 90 + 11 (dead-fire, fragmentation, mine clearance, multi-purpose, Narc-capable, smoke,
    # Artemis V-capable, Thunder-Active): 714.35 + 1.37 x 151 = 921.22
    ("Improved LRM 10", "ClanImprovedLRM10Ammo (Clan) Dead-Fire", "Clan", 1, 921),
    ("Improved LRM 10", "ClanImprovedLRM10Ammo (Clan) Fragmentation", "Clan", 1, 921),
    ("Improved LRM 10", "ClanImprovedLRM10Ammo (Clan) Mine Clearance", "Clan", 1, 921),
    ("Improved LRM 10", "ClanImprovedLRM10Ammo (Clan) Multi-Purpose", "Clan", 1, 921),
    ("Improved LRM 10", "ClanImprovedLRM10Ammo (Clan) Narc-capable", "Clan", 1, 921),
    ("Improved LRM 10", "ClanImprovedLRM10Ammo (Clan) Smoke", "Clan", 1, 921),
    ("Improved LRM 10", "ClanImprovedLRM10Ammo (Clan) Artemis V-capable", "Clan", 1, 921),
    ("Improved LRM 10", "ClanImprovedLRM10Ammo (Clan) Thunder-Active", "Clan", 1, 921),
    # + follow-the-leader 5.5: 714.35 + 1.37 x 145.5 = 913.69; + swarm-I 2.2: 714.35 + 1.37 x 142.2 = 909.16
    ("Improved LRM 10", "ClanImprovedLRM10Ammo (Clan) Follow The Leader", "Clan", 1, 914),
    ("Improved LRM 10", "ClanImprovedLRM10Ammo (Clan) Swarm-I", "Clan", 1, 909),
    # Clan improved SRM 6 79 + inferno / tandem-charge / mine clearance 10: 714.35 + 1.37 x 139 = 904.78
    ("Improved SRM 6", "CLImpAmmoSRM6 (Clan) Inferno", "Clan", 2, 905),
    ("Improved SRM 6", "CLImpAmmoSRM6 (Clan) Tandem-Charge", "Clan", 2, 905),
    ("Improved SRM 6", "CLImpAmmoSRM6 (Clan) Mine Clearance", "Clan", 2, 905),
    # Clan improved SRM 4 39 + standard 7: 714.35 + 1.37 x 96 = 845.87; + heat-seeking 3.5: 714.35 + 1.37 x 92.5 = 841.08
    ("Improved SRM 4", "ClImpAmmoSRM4", "Clan", 1, 846),
    ("Improved SRM 4", "ClImpAmmoSRM4 (Clan) Heat-Seeking", "Clan", 1, 841),
    # primitive SRM 6 59 + standard / tandem-charge / inferno 7: 694.85 + 1.37 x 116 = 853.77;
    # + dead-fire 10: 694.85 + 1.37 x 119 = 857.88; + listen-kill 18: 694.85 + 1.37 x 127 = 868.84
    ("Primitive Prototype SRM 6", "IS Ammo SRM-6 Primitive", "IS", 2, 854),
    ("Primitive Prototype SRM 6", "IS Ammo SRM-6 Primitive Tandem-Charge", "IS", 2, 854),
    ("Primitive Prototype SRM 6", "IS Ammo SRM-6 Primitive Inferno", "IS", 2, 854),
    ("Primitive Prototype SRM 6", "IS Ammo SRM-6 Primitive Dead-Fire", "IS", 2, 858),
    ("Primitive Prototype SRM 6", "IS Ammo SRM-6 Primitive Listen-Kill", "IS", 2, 869),
    # enhanced LRM 10 104 + dead-fire 17: 694.85 + 1.37 x 171 = 929.12; + heat-seeking 19.5: 694.85 + 1.37 x 173.5
    # = 932.55; + listen-kill 14: 694.85 + 1.37 x 168 = 925.01; + smoke 13: 694.85 + 1.37 x 167 = 923.64
    ("Enhanced LRM 10", "ISEnhancedLRM10 Ammo Dead-Fire", "IS", 4, 929),
    ("Enhanced LRM 10", "ISEnhancedLRM10 Ammo Heat-Seeking", "IS", 4, 933),
    ("Enhanced LRM 10", "ISEnhancedLRM10 Ammo Listen-Kill", "IS", 4, 925),
    ("Enhanced LRM 10", "ISEnhancedLRM10 Ammo Smoke", "IS", 4, 924),
    # + Thunder 96: 694.85 + 1.37 x 250 = 1037.35; + Thunder-Active 72: 694.85 + 1.37 x 226 = 1004.47;
    # + Thunder-Inferno 60: 694.85 + 1.37 x 214 = 988.03
    ("Enhanced LRM 10", "ISEnhancedLRM10 Ammo Thunder", "IS", 4, 1037),
    ("Enhanced LRM 10", "ISEnhancedLRM10 Ammo Thunder-Active", "IS", 4, 1004),
    ("Enhanced LRM 10", "ISEnhancedLRM10 Ammo Thunder-Inferno", "IS", 4, 988),
    # + Thunder-Augmented 168, more than the launcher's 104: counts 104 -> 694.85 + 1.37 x 258 = 1048.31
    ("Enhanced LRM 10", "ISEnhancedLRM10 Ammo Thunder-Augmented", "IS", 4, 1048),
    # Clan 'Mech mortar 2 14 + airburst / anti-personnel / flare / semi-guided / smoke / standard 2.4:
    # 714.35 + 1.37 x 66.4 = 805.32
    ("Clan Mech Mortar-2", "Clan Ammo AB Mortar-2", "Clan", 1, 805),
    ("Clan Mech Mortar-2", "Clan Ammo AP Mortar-2", "Clan", 1, 805),
    ("Clan Mech Mortar-2", "Clan Ammo FL Mortar-2", "Clan", 1, 805),
    ("Clan Mech Mortar-2", "Clan Ammo SG Mortar-2", "Clan", 1, 805),
    ("Clan Mech Mortar-2", "Clan Ammo SM Mortar-2", "Clan", 1, 805),
    ("Clan Mech Mortar-2", "Clan Ammo SC Mortar-2", "Clan", 1, 805),
    # IS 'Mech mortar 4 26 + airburst / flare / semi-guided / anti-personnel 3.6: 694.85 + 1.37 x 79.6 = 803.9
    ("IS Mech Mortar-4", "IS Ammo AB Mortar-4", "IS", 3, 804),
    ("IS Mech Mortar-4", "IS Ammo FL Mortar-4", "IS", 3, 804),
    ("IS Mech Mortar-4", "IS Ammo SG Mortar-4", "IS", 3, 804),
    ("IS Mech Mortar-4", "IS Ammo AP Mortar-4", "IS", 3, 804),
    # Clan ProtoMech AC/4 49 + armor-piercing / flak / flechette / precision 6: 714.35 + 1.37 x 105 = 858.2;
    # + tracer 1.5: 714.35 + 1.37 x 100.5 = 852.04
    ("CLProtoMechAC4", "Clan ProtoMech AC/4 Armor-Piercing Ammo", "Clan", 3, 858),
    ("CLProtoMechAC4", "Clan ProtoMech AC/4 Flak Ammo", "Clan", 3, 858),
    ("CLProtoMechAC4", "Clan ProtoMech AC/4 Flechette Ammo", "Clan", 3, 858),
    ("CLProtoMechAC4", "Clan ProtoMech AC/4 Precision Ammo", "Clan", 3, 858),
    ("CLProtoMechAC4", "Clan ProtoMech AC/4 Tracer Ammo", "Clan", 3, 852),
    # Clan iATM 3 83 + ER / HE 21: 714.35 + 1.37 x 154 = 925.33; + IIW 27: 933.55; + IMP 42: 714.35 + 1.37 x 175 = 954.1
    ("CLiATM3", "Clan Ammo iATM-3 ER", "Clan", 2, 925),
    ("CLiATM3", "Clan Ammo iATM-3 HE", "Clan", 2, 925),
    ("CLiATM3", "Clan Ammo iATM-3 IIW", "Clan", 2, 934),
    ("CLiATM3", "Clan Ammo iATM-3 IMP", "Clan", 2, 954),
    # MML 5 45 + LRM dead-fire 6: 694.85 + 1.37 x 101 = 833.22; + LRM follow-the-leader 3: 694.85 + 1.37 x 98 = 829.11
    ("ISMML5", "IS Ammo MML-5 LRM Dead-Fire", "IS", 3, 833),
    ("ISMML5", "IS Ammo MML-5 LRM Follow The Leader", "IS", 3, 829),
    # MML 3 29 + SRM inferno / tandem-charge 4: 694.85 + 1.37 x 83 = 808.56
    ("ISMML3", "IS Ammo MML-3 SRM Inferno", "IS", 2, 809),
    ("ISMML3", "IS Ammo MML-3 SRM Tandem-Charge", "IS", 2, 809),
]


@pytest.mark.covers("CLIMPArmor-Piercing AmmoAC10", "CLIMPTracer AmmoAC10", "CLIMPAmmoAC20", "IS Caseless Ammo LAC/5",
                    "IS Flak Ammo LAC/5", "IS Tracer Ammo LAC/5", "ClanImprovedLRM10Ammo (Clan) Dead-Fire",
                    "ClanImprovedLRM10Ammo (Clan) Fragmentation", "ClanImprovedLRM10Ammo (Clan) Mine Clearance",
                    "ClanImprovedLRM10Ammo (Clan) Multi-Purpose", "ClanImprovedLRM10Ammo (Clan) Narc-capable",
                    "ClanImprovedLRM10Ammo (Clan) Smoke", "ClanImprovedLRM10Ammo (Clan) Artemis V-capable",
                    "ClanImprovedLRM10Ammo (Clan) Thunder-Active", "ClanImprovedLRM10Ammo (Clan) Follow The Leader",
                    "ClanImprovedLRM10Ammo (Clan) Swarm-I", "CLImpAmmoSRM6 (Clan) Inferno",
                    "CLImpAmmoSRM6 (Clan) Tandem-Charge", "CLImpAmmoSRM6 (Clan) Mine Clearance", "ClImpAmmoSRM4",
                    "ClImpAmmoSRM4 (Clan) Heat-Seeking", "IS Ammo SRM-6 Primitive",
                    "IS Ammo SRM-6 Primitive Tandem-Charge", "IS Ammo SRM-6 Primitive Inferno",
                    "IS Ammo SRM-6 Primitive Dead-Fire", "IS Ammo SRM-6 Primitive Listen-Kill",
                    "ISEnhancedLRM10 Ammo Dead-Fire", "ISEnhancedLRM10 Ammo Heat-Seeking",
                    "ISEnhancedLRM10 Ammo Listen-Kill", "ISEnhancedLRM10 Ammo Smoke", "ISEnhancedLRM10 Ammo Thunder",
                    "ISEnhancedLRM10 Ammo Thunder-Active", "ISEnhancedLRM10 Ammo Thunder-Inferno",
                    "ISEnhancedLRM10 Ammo Thunder-Augmented", "Clan Ammo AB Mortar-2", "Clan Ammo AP Mortar-2",
                    "Clan Ammo FL Mortar-2", "Clan Ammo SG Mortar-2", "Clan Ammo SM Mortar-2", "Clan Ammo SC Mortar-2",
                    "IS Ammo AB Mortar-4", "IS Ammo FL Mortar-4", "IS Ammo SG Mortar-4", "IS Ammo AP Mortar-4",
                    "Clan ProtoMech AC/4 Armor-Piercing Ammo", "Clan ProtoMech AC/4 Flak Ammo",
                    "Clan ProtoMech AC/4 Flechette Ammo", "Clan ProtoMech AC/4 Precision Ammo",
                    "Clan ProtoMech AC/4 Tracer Ammo", "Clan Ammo iATM-3 ER", "Clan Ammo iATM-3 HE",
                    "Clan Ammo iATM-3 IIW", "Clan Ammo iATM-3 IMP", "IS Ammo MML-5 LRM Dead-Fire",
                    "IS Ammo MML-5 LRM Follow The Leader", "IS Ammo MML-3 SRM Inferno", "IS Ammo MML-3 SRM Tandem-Charge")
@pytest.mark.parametrize("weapon, ammo, tech, slots, want_bv", MECH_MUNITIONS, ids=[m[1] for m in MECH_MUNITIONS])
def test_a_munition_on_the_bare_mech(weapon, ammo, tech, slots, want_bv):
    """A ton of the munition beside its weapon in the left torso of
    BareMechFactory: BV as in the table's comments; no ENE, CASE shown on a
    Clan 'Mech; valid."""
    check_ammo_beside_its_weapon(weapon, ammo, tech, slots, want_bv)


def test_the_excess_ammunition_rule_is_a_cap_not_a_discount():
    """TM p. 304 caps the ammunition at its weapons' BV: two tons of
    FASCAM Thumper ammunition (2 x 240 = 480) beside one Thumper (43) still
    count 43: 297 + 1.12 x (25 + 43 + 43) = 421.32 -> 421, as one ton does
    (44 t of 50, valid); the same two tons beside a Sniper (85) would be
    the wrong ammunition: the bins do not feed it, so they count nothing
    there (TM p. 304: ammunition counts with the weapons that fire it):
    297 + 1.12 x (25 + 85) = 420.2 -> 420."""
    two_tons = (Mount("FASCAM Thumper Ammo", "BODY"), Mount("FASCAM Thumper Ammo", "BODY"))
    thumper = add(BareTankFactory(), Mount("ISThumper", "FRONT"), *two_tons)
    assert bv_of(thumper) == 421
    assert errors(thumper) == set()
    sniper = add(BareTankFactory(), Mount("ISSniper", "FRONT"), *two_tons)
    assert bv_of(sniper) == 420
