"""'Mech items no canonical unit mounts, each on BareMechFactory (a 50 t
biped with nothing but its chassis: BV 783, heat efficiency 14, see its
docstring), worked out by hand.

BV (TM pp. 302-305, TO pp. 379-385 with the TO errata v3.02): with no
other weapon, an added weapon counts its full table BV whatever its heat
(the first weapon always does), so

    BV = round(714.35 + 1.37 x (50 + weapon BV + ammunition BV))

where 714.35 is the bare defensive rating (549.5 x 1.3), 50 the weight and
1.37 the speed factor of 8 MP.  Inner Sphere ammunition in a side torso
without CASE costs 15 defensive BV a slot before the defensive factor
(-19.5); a Clan 'Mech has CASE built in there (TM p. 303).  Ammunition
counts at most the BV of the weapons that fire it (TM p. 304).  One-shot
launchers: heat / 4; Streak launchers and iATMs: heat / 2; Ultra ACs:
heat x 2 (TM p. 303) - none of which changes a lone weapon's value.

Alpha Strike (ASC pp. 92-96 as carried into AS:CE): a weapon adds its TW
damage / 10 to each band its long range reaches; cluster weapons use the
Cluster Hits Table at a roll of 7; a minimum range m scales S by
(12 - m) / 12; one-shot weapons count x 0.1; a weapon with fewer than ten
turns of ammunition x 0.75 (the weapons tested alone have none).  Card
damage: tenths rounded up, under 0.5 is 0*, else rounded up.  IF is the L
value of indirect-fire weapons, LRM/SRM/AC/IATM specials need M >= 1, LB-X
autocannons give FLK, torpedoes TOR.  The bare card: 0/0/0, ENE.
"""

from __future__ import annotations

import pytest

from construction.model import Mount
from design_factories import BareMechFactory
from synth import add, bv_of, card, check_ammo_beside_its_weapon, errors, on_bare_mech, warnings

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist(
    "AS special", "BRID", "CASE", "CASEP", "DJ", "ECM", "ENE", "FLK", "HJ", "IF", "INARC", "MEL", "PRB", "RCN", "SAW",
    "SNARC")

BASE_BV = 783

# (catalog id, tech base, slots in the left torso, BV by hand, card S/M/L by
# hand, specials the weapon brings by hand; the working in the comment)
WEAPONS = [
    # Thunderbolt 5 one-shot (TO:AUE p. 159): BV 13 -> 714.35 + 1.37 x 63 = 800.66.
    # AS: 5 at S/M/L (long 18) = .5, S x 7/12 (min 5) = .29; x .1 one-shot -> .03/.05/.05: 0*; IF .05 -> 0*
    ("Thunderbolt 5 (OS)", "IS", 1, 801, "0*/0*/0*", {"ENE", "IF0*"}),
    # Thunderbolt 20 improved one-shot: BV 61 -> 714.35 + 1.37 x 111 = 866.42.  AS: 2.0 x .1 = .2 (S .12): 0*, IF0*
    ("Thunderbolt 20 (I-OS)", "IS", 5, 866, "0*/0*/0*", {"ENE", "IF0*"}),
    # Primitive prototype LRM 10 (IO:AE p. 112): BV 90 -> 714.35 + 191.8 = 906.15.
    # AS: 6 hits x 1 = .6, S x 6/12 = .3; no ammunition x .75 -> .225/.45/.45: 0*/1/1; IF .45 -> .5 -> 1; LRM needs M >= 1
    ("Primitive Prototype LRM 10", "IS", 2, 906, "0*/1/1", {"ENE", "IF1"}),
    # Clan prototype Ultra AC/2 (IO:AE p. 92): BV 56 -> 714.35 + 1.37 x 106 = 859.57.
    # AS: 2 x 1.5 (Ultra) = .3, S x 9/12 = .225; x .75 -> .17/.23/.23: 0*
    ("CLUltraAC2Prototype", "Clan", 4, 860, "0*/0*/0*", {"ENE?"}),
    # Clan prototype LB 5-X (IO:AE p. 91): BV 83 -> 714.35 + 1.37 x 133 = 896.56.
    # AS: 3 hits of 5 x 1.05 (cluster -1 to hit) = .315, S x 9/12 = .236; x .75 -> 0*; LB-X -> FLK (always shown)
    ("CLLBXAC5Prototype", "Clan", 6, 897, "0*/0*/0*", {"ENE?", "FLK0*/0*/0*"}),
    # Clan improved AC/2 (IO p. 96): BV 37 -> 714.35 + 1.37 x 87 = 833.54.  AS: .2, S x 8/12; x .75 -> 0*
    ("Improved Autocannon/2", "Clan", 1, 834, "0*/0*/0*", {"ENE?"}),
    # Primitive AC/5 (IO:AE p. 112): BV 70 -> 714.35 + 164.4 = 878.75.  AS: .5, S x 9/12 = .375; x .75 -> .28/.38/.38: 0*
    ("Autocannon/5 Primitive", "IS", 4, 879, "0*/0*/0*", {"ENE?"}),
    # Clan iATM 6 (IO:AE p. 59): BV 165 -> 714.35 + 1.37 x 215 = 1008.9.
    # AS: HE/standard/ER 1.8/1.2/.6 x .75 = 1.35/.9/.45 -> 2/1/1; IATM needs M >= 1: none
    ("CLiATM6", "Clan", 3, 1009, "2/1/1", {"ENE?"}),
    # Enhanced LRM 20 (TO:AUE p. 138): BV 210 -> 714.35 + 356.2 = 1070.55.
    # AS: 12 hits = 1.2, S x 9/12 = .9; x .75 -> .68/.9/.9: 1/1/1; IF .9 -> 1; LRM needs M >= 1: none
    ("Enhanced LRM 20", "IS", 9, 1071, "1/1/1", {"ENE?", "IF1"}),
    # Clan 'Mech mortar 1 (TO:AUE p. 136): BV 10 -> 714.35 + 82.2 = 796.55.  AS: .2, S x 6/12; x .75 -> 0*; IF0*
    ("Clan Mech Mortar-1", "Clan", 1, 797, "0*/0*/0*", {"ENE?", "IF0*"}),
    # Clan small chemical laser (TO:AUE p. 132): BV 7 -> 714.35 + 78.09 = 792.44.  AS: 3 at S only (long 3) = .3 x .75: 0*/0/0
    ("CLSmallChemLaser", "Clan", 1, 792, "0*/0/0", {"ENE"}),
    # Narc one-shot (TM p. 232): BV 6 -> 714.35 + 76.72 = 791.07.  AS: no damage; SNARC1
    ("ISNarcBeacon (OS)", "IS", 2, 791, "0/0/0", {"ENE", "SNARC1"}),
    # improved Narc one-shot: BV 15 -> 714.35 + 89.05 = 803.4.  AS: INARC1
    ("ISImprovedNarc (OS)", "IS", 2, 803, "0/0/0", {"ENE", "INARC1"}),
    # Clan Streak SRM 6 one-shot: BV 24 -> 714.35 + 1.37 x 74 = 815.73.  AS: 12 x .1 = .12 at S/M, none at L: 0*/0*/0
    ("CLStreakSRM6 (OS)", "Clan", 2, 816, "0*/0*/0", {"ENE"}),
    # Clan improved one-shot Streak LRM 10 (TO p. 327): BV 35 -> 714.35 + 116.45 = 830.8.
    # AS: all 10 hit = 1.0 x .1 = .1: 0*; Streak LRMs fire no IF (BMM errata p. 104)
    ("CLIOSStreakLRM10", "Clan", 2, 831, "0*/0*/0*", {"ENE"}),
    # Clan improved SRM 4 (IO p. 96): BV 39 -> 714.35 + 121.93 = 836.28.  AS: 3 hits x 2 = .6 x .75 = .45 -> 1/1/0; SRM needs M >= 1
    ("Improved SRM 4", "Clan", 1, 836, "1/1/0", {"ENE?"}),
    # Clan improved LRM 5 (IO p. 96): BV 45 -> 714.35 + 130.15 = 844.5 (halves up).  AS: 3 hits = .3, S x 6/12; x .75 -> 0*; IF0*
    ("Improved LRM 5", "Clan", 1, 845, "0*/0*/0*", {"ENE?", "IF0*"}),
]


def test_the_bare_mech_is_worked_out_by_hand():
    """BareMechFactory's docstring: BV 783, a valid design (underweight is a
    warning), Alpha Strike 0/0/0 with ENE."""
    d = BareMechFactory()
    assert bv_of(d) == BASE_BV
    assert errors(d) == set() and warnings(d) == {"MECH_UNDERWEIGHT"}
    assert card(d) == ("0/0/0", frozenset({"ENE"}))


@pytest.mark.covers("Thunderbolt 5 (OS)", "Thunderbolt 20 (I-OS)", "Primitive Prototype LRM 10", "CLUltraAC2Prototype",
                    "CLLBXAC5Prototype", "Improved Autocannon/2", "Autocannon/5 Primitive", "CLiATM6", "Enhanced LRM 20",
                    "Clan Mech Mortar-1", "CLSmallChemLaser", "ISNarcBeacon (OS)", "ISImprovedNarc (OS)",
                    "CLStreakSRM6 (OS)", "CLIOSStreakLRM10", "Improved SRM 4", "Improved LRM 5")
@pytest.mark.parametrize("item, tech, slots, want_bv, want_damage, want_specials", WEAPONS,
                         ids=[w[0] for w in WEAPONS])
def test_a_weapon_of_each_class_no_canonical_unit_mounts(item, tech, slots, want_bv, want_damage, want_specials):
    """One weapon of each class, alone in the left torso: BV, card and a
    valid design as worked out in the table's comments (module docstring).
    "ENE?" leaves ENE unchecked: the card's explosive test counts an
    autocannon or launcher without ammunition as explosive (MegaMek's
    data), where the weapon itself, ammunition aside, would not be; no
    published design mounts one without ammunition."""
    d = on_bare_mech(item, tech, slots)
    assert bv_of(d) == want_bv
    damage, specials = card(d)
    assert damage == want_damage
    checked = {s for s in want_specials if not s.endswith("?")}
    if any(s.endswith("?") for s in want_specials):
        specials = specials - {"ENE", "CASE"}
    assert specials == checked
    assert errors(d) == set()


# (weapon, ammunition, tech base, weapon slots, BV by hand)
AMMO = [
    # AC/10 123 + armor-piercing 15 (TO:AUE p. 180), IS: (549.5 - 15) x 1.3 = 694.85; + 1.37 x (50 + 123 + 15) = 952.41
    ("Autocannon/10", "IS Armor-Piercing Ammo AC/10", "IS", 7, 952),
    # Clan improved AC/2 37 + 5, Clan CASE: 714.35 + 1.37 x 92 = 840.39
    ("Improved Autocannon/2", "CLIMPAmmoAC2", "Clan", 1, 840),
    # primitive LRM 10 90 + 11, IS: 694.85 + 1.37 x 151 = 901.72
    ("Primitive Prototype LRM 10", "IS Ammo LRM-10 Primitive", "IS", 2, 902),
    # Clan small chemical laser 7 + 1 (its ammunition counts: TM p. 304, chemical lasers fire ammunition): 714.35 + 1.37 x 58 = 793.81
    ("CLSmallChemLaser", "CLSmallChemLaserAmmo", "Clan", 1, 794),
    # Clan fluid gun 6 + 1: 714.35 + 1.37 x 57 = 792.44
    ("Clan Fluid Gun", "CLFluidGun Ammo", "Clan", 2, 792),
    # Clan 'Mech mortar 1 10 + armor-piercing 1.2: 714.35 + 1.37 x 61.2 = 798.19
    ("Clan Mech Mortar-1", "Clan Ammo AB Mortar-1", "Clan", 1, 798),
    # primitive SRM 2 21 + 3, IS: 694.85 + 1.37 x 74 = 796.23
    ("Primitive Prototype SRM 2", "IS Ammo SRM-2 Primitive", "IS", 1, 796),
    # enhanced LRM 10 104 + anti-TSM 13, IS: 694.85 + 1.37 x 167 = 923.64
    ("Enhanced LRM 10", "ISEnhancedLRM10 Ammo Anti-TSM", "IS", 4, 924),
    # Clan improved SRM 6 79 + acid 10: 714.35 + 1.37 x 139 = 904.78
    ("Improved SRM 6", "CLImpAmmoSRM6 (Clan) Acid", "Clan", 2, 905),
    # Clan improved LRM 10 90 + anti-TSM 11: 714.35 + 1.37 x 151 = 921.22
    ("Improved LRM 10", "ClanImprovedLRM10Ammo (Clan) Anti-TSM", "Clan", 1, 921),
    # MML 3 29 + LRM anti-TSM 4, IS: 694.85 + 1.37 x 83 = 808.56
    ("ISMML3", "IS Ammo MML-3 LRM Anti-TSM", "IS", 2, 809),
    # Clan iATM 12 333 + ER 78: 714.35 + 1.37 x 461 = 1345.92
    ("CLiATM12", "Clan Ammo iATM-12 ER", "Clan", 5, 1346),
    # light AC/2 30 + armor-piercing 4, IS: 694.85 + 1.37 x 84 = 809.93
    ("Light Auto Cannon/2", "IS Armor-Piercing Ammo LAC/2", "IS", 1, 810),
    # Clan ProtoMech AC/2 34 + armor-piercing 4: 714.35 + 1.37 x 88 = 834.91
    ("CLProtoMechAC2", "Clan ProtoMech AC/2 Armor-Piercing Ammo", "Clan", 2, 835),
    # munitions priced apart (TO:AUE pp. 179-183): primitive LRM 10 + dead-fire 17, IS: 694.85 + 1.37 x 157 = 909.94
    ("Primitive Prototype LRM 10", "IS Ammo LRM-10 Primitive Dead-Fire", "IS", 2, 910),
    # + listen-kill 14: 694.85 + 1.37 x 154 = 905.83
    ("Primitive Prototype LRM 10", "IS Ammo LRM-10 Primitive Listen-Kill", "IS", 2, 906),
    # enhanced LRM 10 + follow-the-leader 19.5: 694.85 + 1.37 x 173.5 = 932.55
    ("Enhanced LRM 10", "ISEnhancedLRM10 Ammo Follow The Leader", "IS", 4, 933),
    # + swarm-I 15.6: 694.85 + 1.37 x 169.6 = 927.2
    ("Enhanced LRM 10", "ISEnhancedLRM10 Ammo Swarm-I", "IS", 4, 927),
    # Clan improved LRM 10 + heat-seeking 5.5: 714.35 + 1.37 x 145.5 = 913.69
    ("Improved LRM 10", "ClanImprovedLRM10Ammo (Clan) Heat-Seeking", "Clan", 1, 914),
    # AC/10 + tracer 3.75 (an all-tech bin on an IS 'Mech: explosive without CASE): 694.85 + 1.37 x 176.75 = 937.0
    ("Autocannon/10", "IS Tracer Ammo AC/10", "IS", 7, 937),
    # AC/10 + caseless 15 (caseless still explodes, TO:AUE p. 180): 952.41 as armor-piercing
    ("Autocannon/10", "IS Caseless Ammo AC/10", "IS", 7, 952),
    # Clan iATM 12 + IIW 101: 714.35 + 1.37 x 484 = 1377.43; + IMP 156: 714.35 + 1.37 x 539 = 1452.78
    ("CLiATM12", "Clan Ammo iATM-12 IIW", "Clan", 5, 1377),
    ("CLiATM12", "Clan Ammo iATM-12 IMP", "Clan", 5, 1453),
    # Clan improved SRM 6 + heat-seeking 5: 714.35 + 1.37 x 134 = 897.93
    ("Improved SRM 6", "CLImpAmmoSRM6 (Clan) Heat-Seeking", "Clan", 2, 898),
    # MML 3 + LRM swarm-I 0.8: 694.85 + 1.37 x 79.8 = 804.18
    ("ISMML3", "IS Ammo MML-3 LRM Swarm-I", "IS", 2, 804),
    # light AC/2 + tracer 1: 694.85 + 1.37 x 81 = 805.82
    ("Light Auto Cannon/2", "IS Tracer Ammo LAC/2", "IS", 1, 806),
]


@pytest.mark.covers("IS Armor-Piercing Ammo AC/10", "CLIMPAmmoAC2", "IS Ammo LRM-10 Primitive", "CLSmallChemLaserAmmo",
                    "CLFluidGun Ammo", "Clan Ammo AB Mortar-1", "IS Ammo SRM-2 Primitive",
                    "ISEnhancedLRM10 Ammo Anti-TSM", "CLImpAmmoSRM6 (Clan) Acid", "ClanImprovedLRM10Ammo (Clan) Anti-TSM",
                    "IS Ammo MML-3 LRM Anti-TSM", "Clan Ammo iATM-12 ER", "IS Armor-Piercing Ammo LAC/2",
                    "Clan ProtoMech AC/2 Armor-Piercing Ammo", "Clan Fluid Gun",
                    "IS Ammo LRM-10 Primitive Dead-Fire", "IS Ammo LRM-10 Primitive Listen-Kill",
                    "ISEnhancedLRM10 Ammo Follow The Leader", "ISEnhancedLRM10 Ammo Swarm-I",
                    "ClanImprovedLRM10Ammo (Clan) Heat-Seeking", "IS Tracer Ammo AC/10", "IS Caseless Ammo AC/10",
                    "Clan Ammo iATM-12 IIW", "Clan Ammo iATM-12 IMP", "CLImpAmmoSRM6 (Clan) Heat-Seeking",
                    "IS Ammo MML-3 LRM Swarm-I", "IS Tracer Ammo LAC/2",
                    "Primitive Prototype SRM 2", "Improved SRM 6", "Improved LRM 10", "CLiATM12")
@pytest.mark.parametrize("weapon, ammo, tech, slots, want_bv", AMMO, ids=[a[1] for a in AMMO])
def test_an_ammunition_type_no_canonical_unit_mounts(weapon, ammo, tech, slots, want_bv):
    """A ton of each munition beside its weapon in the left torso: the ammo
    adds its BV a ton (under its weapon's), Inner Sphere ammo costs 19.5
    defensive BV without CASE, Clan ammo nothing (CASE built in).  On the
    card explosive ammunition removes ENE; a Clan 'Mech shows CASE instead
    (ASC p. 96).  The design stays valid."""
    check_ammo_beside_its_weapon(weapon, ammo, tech, slots, want_bv)


def test_ammunition_counts_at_most_its_weapons_bv():
    """TM p. 304: a Clan small chemical laser (BV 7) with eight tons of its
    ammunition (1 a ton): the ammunition counts 7, not 8 ->
    714.35 + 1.37 x (50 + 7 + 7) = 802.03 -> 802."""
    d = add(BareMechFactory(tech_base="Clan"), Mount("CLSmallChemLaser", "LT", (0,)),
            *(Mount("CLSmallChemLaserAmmo", "LT", (i,)) for i in range(1, 9)))
    assert bv_of(d) == 802


# (item, slots, location, BV by hand, specials by hand)
EQUIPMENT = [
    # prototype Beagle probe (IO p. 71): defensive 10 -> (549.5 + 10) x 1.3 + 68.5 = 795.85.  AS: PRB, and RCN with it (ASC p. 96)
    ("BeagleActiveProbePrototype", 3, "LT", 796, {"ENE", "PRB", "RCN"}),
    # prototype Guardian ECM (IO p. 71): defensive 61 -> 782.85 + 79.3 = 862.15.  AS: ECM
    ("ISGuardianECMSuitePrototype", 3, "LT", 862, {"ENE", "ECM"}),
    # RISC viral jammers (IO p. 94): defensive 284 each -> 782.85 + 369.2 = 1152.05.  AS: DJ / HJ
    ("RISC Viral Jammer (Decoy)", 1, "LT", 1152, {"ENE", "DJ"}),
    ("RISC Viral Jammer (Homing)", 1, "LT", 1152, {"ENE", "HJ"}),
    # light bridge layer (TM p. 242): defensive 5 -> 782.85 + 6.5 = 789.35.  AS: BRID
    ("LightBridgeLayer", 2, "LT", 789, {"ENE", "BRID"}),
    # buzzsaw (TM p. 243), an arm tool: offensive equipment 67 -> 782.85 + 1.37 x 67 = 874.64.  AS: MEL, and SAW for a saw
    ("Buzzsaw", 2, "RA", 875, {"ENE", "MEL", "SAW"}),
]


@pytest.mark.covers("BeagleActiveProbePrototype", "ISGuardianECMSuitePrototype", "RISC Viral Jammer (Decoy)",
                    "RISC Viral Jammer (Homing)", "LightBridgeLayer", "Buzzsaw")
@pytest.mark.parametrize("item, slots, loc, want_bv, want_specials", EQUIPMENT, ids=[e[0] for e in EQUIPMENT])
def test_equipment_no_canonical_unit_mounts(item, slots, loc, want_bv, want_specials):
    """Defensive equipment adds its BV to the defensive rating (x 1.3),
    offensive equipment to the offensive one (x 1.37); each brings its
    Alpha Strike ability.  The prototypes are extinct by 3150: a warning,
    the design stays valid."""
    first = 4 if loc == "RA" else 0
    d = add(BareMechFactory(), Mount(item, loc, tuple(range(first, first + slots))))
    assert bv_of(d) == want_bv
    assert card(d)[1] == frozenset(want_specials)
    assert errors(d) == set()


@pytest.mark.covers("ISCASEPrototype")
def test_prototype_case_protects_its_torso():
    """Prototype CASE (IO p. 71) in the left torso beside a primitive LRM 10
    and its ammunition: no explosive penalty, so 714.35 + 1.37 x (50 + 90 +
    11) = 921.22 -> 921 (902 without it, see the ammunition table); the
    card shows CASEP and no ENE; valid."""
    d = add(BareMechFactory(), Mount("Primitive Prototype LRM 10", "LT", (0, 1)),
            Mount("IS Ammo LRM-10 Primitive", "LT", (2,)), Mount("ISCASEPrototype", "LT", (3,)))
    assert bv_of(d) == 921
    specials = card(d)[1]
    assert "CASEP" in specials and "ENE" not in specials
    assert errors(d) == set()


# (weapon, tech base, slots, BV by hand): BV = round(714.35 + 1.37 x (50 + weapon BV)); the first weapon
# counts in full whatever its heat (the Clan prototype Ultra AC/20's 8 x 2 = 16 is over 14)
MORE_WEAPONS = [
    ("Thunderbolt 10 (I-OS)", "IS", 2, 817),  # 25: 714.35 + 102.75 = 817.1
    ("Thunderbolt 15 (OS)", "IS", 3, 846),  # 46: 714.35 + 131.52 = 845.87
    ("Thunderbolt 15 (I-OS)", "IS", 3, 846),
    ("Thunderbolt 20 (OS)", "IS", 5, 866),  # 61: 866.42
    ("Primitive Prototype LRM 5", "IS", 1, 845),  # 45: 844.5, halves up
    ("Primitive Prototype LRM 20", "IS", 5, 1031),  # 181: 714.35 + 316.47 = 1030.82
    ("Primitive Prototype SRM 4", "IS", 1, 836),  # 39: 836.28
    ("Primitive Prototype SRM 6", "IS", 2, 864),  # 59: 714.35 + 149.33 = 863.68
    ("CLUltraAC20Prototype", "Clan", 11, 1168),  # 281: 714.35 + 453.47 = 1167.82
    ("ISUltraAC5Prototype", "IS", 6, 936),  # 112: 714.35 + 221.94 = 936.29
    ("CLLBXAC2Prototype", "Clan", 5, 840),  # 42: 840.39
    ("CLLBXAC20Prototype", "Clan", 12, 1108),  # 237: 714.35 + 393.19 = 1107.54
    ("Improved Autocannon/20", "Clan", 9, 1027),  # 178: 714.35 + 312.36 = 1026.71
    ("Autocannon/2p", "IS", 1, 834),  # 37: 833.54
    ("Clan Mech Mortar-2", "Clan", 1, 802),  # 14: 714.35 + 87.68 = 802.03
    ("IS Mech Mortar-4", "IS", 3, 818),  # 26: 714.35 + 104.12 = 818.47
    ("CLNarcBeacon (OS)", "Clan", 1, 791),  # 6: 791.07
    ("ISNarcBeaconPrototype", "IS", 2, 803),  # 15: 803.4
    ("CLStreakSRM2 (OS)", "Clan", 1, 794),  # 8: 714.35 + 79.46 = 793.81
    ("ISStreakSRM4IOS", "IS", 1, 799),  # 12: 714.35 + 84.94 = 799.29
    ("CLOSStreakLRM10", "Clan", 2, 831),  # 35: 830.8
    ("Improved SRM 2", "Clan", 1, 821),  # 28: 714.35 + 106.86 = 821.21
    ("CLSRM2 (IOS)", "Clan", 1, 788),  # 4: 714.35 + 73.98 = 788.33
]


@pytest.mark.covers("Thunderbolt 10 (I-OS)", "Thunderbolt 15 (OS)", "Thunderbolt 15 (I-OS)", "Thunderbolt 20 (OS)",
                    "Primitive Prototype LRM 5", "Primitive Prototype LRM 20", "Primitive Prototype SRM 4",
                    "Primitive Prototype SRM 6", "CLUltraAC20Prototype", "ISUltraAC5Prototype", "CLLBXAC2Prototype",
                    "CLLBXAC20Prototype", "Improved Autocannon/20", "Autocannon/2p", "Clan Mech Mortar-2",
                    "IS Mech Mortar-4", "CLNarcBeacon (OS)", "ISNarcBeaconPrototype", "CLStreakSRM2 (OS)",
                    "ISStreakSRM4IOS", "CLOSStreakLRM10", "Improved SRM 2", "CLSRM2 (IOS)")
@pytest.mark.parametrize("item, tech, slots, want_bv", MORE_WEAPONS, ids=[w[0] for w in MORE_WEAPONS])
def test_more_weapons_of_each_class_no_canonical_unit_mounts(item, tech, slots, want_bv):
    """The other sizes and versions of the classes above: BV by the module
    formula from each weapon's table BV, and a valid design."""
    d = on_bare_mech(item, tech, slots)
    assert bv_of(d) == want_bv
    assert errors(d) == set()


@pytest.mark.covers("CLSRT1", "Clan Ammo SRTorpedo-1")
def test_a_protomech_sized_torpedo_on_a_mech_is_priced_and_refused():
    """The Clan SRT 1 is a ProtoMech-sized launcher (TM p. 231): on the bare
    Clan 'Mech it is refused (MECH_ITEM_FAMILY), and still priced, by hand:
    SRT 1 15 + a ton of its torpedoes 2, Clan CASE: 714.35 + 1.37 x 67 =
    806.14.  On a ProtoMech the same launcher and ammunition are legal."""
    from design_factories import BareProtoMechFactory

    d = on_bare_mech("CLSRT1", "Clan", 1, Mount("Clan Ammo SRTorpedo-1", "LT", (1,)))
    assert bv_of(d) == 806
    assert errors(d) == {"MECH_ITEM_FAMILY"}
    proto = add(BareProtoMechFactory(), Mount("CLSRT1", "T"), Mount("Clan Ammo SRTorpedo-1", "Body", shots=10))
    assert errors(proto) == set()
