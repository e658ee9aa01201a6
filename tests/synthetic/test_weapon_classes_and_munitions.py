"""Weapon classes and munitions no canonical unit mounts and no other
hand-worked test covers (issue 16, third round): energy weapons of the
primitive and prototype eras and the Clan "improved" line, the RISC
hyper-laser, the EMP cannons, one-shot LRM / MRM / SRM and torpedo
launchers, autocannon and missile munitions, and artillery ammunition on a
tank.  Each design is a bare unit of tests/design_factories.py with the
item added; every expected value is worked out by hand below.

'Mechs (BareMechFactory, a 50 t biped: BV 783, heat efficiency 14, AS heat
capacity 10, running heat 2; see its docstring).  BV (TM pp. 302-305, TO
pp. 379-385 with the TO errata v3.02): a lone weapon counts its full table
BV whatever its heat, so

    BV = round(714.35 + 1.37 x (50 + weapon BV + ammunition BV))

714.35 being the bare defensive rating 549.5 x 1.3 and 1.37 the speed
factor of 8 MP.  An explosive weapon (the catalog's explosive flag: the
RISC hyper-laser, the TSEMP repeating cannon) costs 1 defensive BV per slot
and Inner Sphere ammunition 15 per slot in a side torso without CASE (TM
p. 303), both before the defensive factor 1.3; a Clan 'Mech has CASE in
every torso (TM p. 303), so its ammunition costs nothing.  Ammunition
counts at most its weapon's BV (TM p. 304; none here comes close).

Alpha Strike (ASC pp. 92-95 as carried into AS:CE): a weapon adds its TW
damage / 10 to the S band, to M when its long range reaches 4 hexes and to
L when it reaches 16; cluster weapons use the Cluster Hits Table at 7
(10 missiles: 6 hits, 15: 9, 20: 12, 40: 24; SRM-6: 4, SRM-4: 3); a
minimum range m multiplies S by (12 - m) / 12; a to-hit modifier changes
damage by 5% a point (pulse lasers -1 or -2, MRMs +1); one-shot launchers
count x 0.1; a lone ammunition weapon without ammunition x 0.75.  Heat: a
'Mech whose weapon heat + 2 (running) - 4 exceeds its capacity 10 has S
and M multiplied by 10 / (heat - 4), OV the M points lost (at most 4) and
OVL when L loses too.  Card damage: tenths rounded up, under 0.5 is 0*,
else rounded up.  IF is the L value of indirect-fire weapons; LRM/SRM need
M >= 1, TOR shows any torpedo damage.
"""

from __future__ import annotations

import pytest

from bv import alpha_strike
from construction.model import Mount
from design_factories import BareTankFactory
from synth import add, bv_of, card, check_ammo_beside_its_weapon, errors, on_bare_mech

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist("AS special", "ARTAC", "ARTAIS", "CASE", "ENE", "IF", "OVL", "SRCH", "TOR")


# (catalog id, tech base, slots, BV by hand, card S/M/L by hand, specials by hand; the working in the comment)
ENERGY = [
    # IS prototype large pulse laser (IO:AE p. 67): BV 108 -> 714.35 + 1.37 x 158 = 930.81.
    # AS: 9 x 1.05 (to-hit -1) = .945 at S/M (long 10: no L) -> 1/1/0; heat 10 + 2 - 4 = 8, not over 10
    ("ISLargePulseLaserPrototype", "IS", 2, 931, "1/1/0", {"ENE"}),
    # IS prototype small pulse laser: BV 11 -> 714.35 + 83.57 = 797.92.  AS: 3 x 1.05 = .315 at S only (long 3) -> 0*/0/0
    ("ISSmallPulseLaserPrototype", "IS", 1, 798, "0*/0/0", {"ENE"}),
    # recovered medium pulse laser (IO:AE p. 97): BV 48 -> 714.35 + 1.37 x 98 = 848.61.  AS: 6 x 1.10 (-2) = .66 S/M -> 1/1/0
    ("ISMediumPulseLaserRecovered", "IS", 1, 849, "1/1/0", {"ENE"}),
    # primitive prototype large laser (IO:AE p. 112): BV 123 -> 714.35 + 1.37 x 173 = 951.36.
    # AS: .8 at S/M (long 15 < 16) -> 1/1/0; heat 12 + 2 - 4 = 10, not over 10
    ("Primitive Prototype Large Laser", "IS", 2, 951, "1/1/0", {"ENE"}),
    # primitive prototype medium laser: BV 46 -> 714.35 + 1.37 x 96 = 845.87.  AS: .5 S/M -> 1/1/0
    ("Primitive Prototype Medium Laser", "IS", 1, 846, "1/1/0", {"ENE"}),
    # primitive prototype small laser: BV 9 -> 714.35 + 1.37 x 59 = 795.18.  AS: .3 at S -> 0*/0/0
    ("Primitive Prototype Small Laser", "IS", 1, 795, "0*/0/0", {"ENE"}),
    # Clan improved PPC (IO p. 95): BV 176 -> 714.35 + 1.37 x 226 = 1023.97.
    # AS: 10 -> 1.0, S x (12 - 3) / 12 = .75; long 18 reaches L -> 1/1/1
    ("Improved PPC", "Clan", 2, 1024, "1/1/1", {"ENE"}),
    # Clan improved large pulse laser (IO p. 95): BV 119 -> 714.35 + 1.37 x 169 = 945.88.  AS: 9 x 1.10 = .99 S/M -> 1/1/0
    ("ImprovedLargePulseLaser", "Clan", 2, 946, "1/1/0", {"ENE"}),
    # RISC hyper-laser (IO p. 93), explosive, 6 slots: (549.5 - 6) x 1.3 = 706.55; + 1.37 x 646 = 885.02 -> 1591.57.
    # AS: 2.0 at S/M/L (long 25); heat 24 + 2 = 26, 26 - 4 = 22 > 10: x 10/22 -> .91 each -> 1/1/1; OV 2 - 1 = 1
    # (a card value, checked below); the long-range heat is the same 26, so L drops too: OVL; explosive: no ENE
    ("ISRISCHyperLaser", "IS", 6, 1592, "1/1/1", {"OVL"}),
]


@pytest.mark.covers("ISLargePulseLaserPrototype", "ISSmallPulseLaserPrototype", "ISMediumPulseLaserRecovered",
                    "Primitive Prototype Large Laser", "Primitive Prototype Medium Laser",
                    "Primitive Prototype Small Laser", "Improved PPC", "ImprovedLargePulseLaser", "ISRISCHyperLaser")
@pytest.mark.parametrize("item, tech, slots, want_bv, want_damage, want_specials", ENERGY, ids=[e[0] for e in ENERGY])
def test_energy_weapons_no_canonical_unit_mounts(item, tech, slots, want_bv, want_damage, want_specials):
    """One energy weapon alone in the left torso: BV and card as worked out
    in the table's comments (module docstring); the design stays valid
    (the extinct prototypes give date warnings only)."""
    d = on_bare_mech(item, tech, slots)
    assert bv_of(d) == want_bv
    assert card(d) == (want_damage, frozenset(want_specials))
    assert alpha_strike.convert(d).as_dict()["ov"] == (1 if "OVL" in want_specials else 0)
    assert errors(d) == set()


@pytest.mark.covers("TSEMP Repeating Cannon", "Centurion Weapon System")
def test_the_emp_cannons_carry_their_bv_and_no_damage():
    """The TSEMP repeating cannon (IO p. 92; BV 600, explosive, 7 slots):
    (549.5 - 7) x 1.3 = 705.25 + 1.37 x 650 = 890.5 -> 1595.75 -> 1596.  The
    Centurion weapon system (IO p. 85; BV 190, 2 slots, not explosive):
    714.35 + 1.37 x 240 = 1043.15 -> 1043.  Neither does damage in Total
    Warfare terms (their effect is an EMP roll), so the card keeps 0/0/0;
    the explosive cannon loses ENE, the Centurion keeps it.  Both valid."""
    tsemp = on_bare_mech("TSEMP Repeating Cannon", "IS", 7)
    assert bv_of(tsemp) == 1596
    damage, specials = card(tsemp)
    assert damage == "0/0/0" and "ENE" not in specials
    assert errors(tsemp) == set()
    cws = on_bare_mech("Centurion Weapon System", "IS", 2)
    assert bv_of(cws) == 1043
    damage, specials = card(cws)
    assert damage == "0/0/0" and "ENE" in specials
    assert errors(cws) == set()


# (catalog id, tech base, slots, BV by hand, card by hand, specials by hand): one-shot launchers (TM p. 230,
# TO p. 327 improved one-shot) carry a fifth of the launcher's BV in the catalog and count x 0.1 on the card
ONE_SHOTS = [
    # LRM 10 one-shot: BV 18 -> 714.35 + 1.37 x 68 = 807.51.  AS: 6 hits = .6, S x 6/12 = .3; x .1 -> .03/.06/.06: 0*; IF0*
    ("LRM 10 (OS)", "IS", 2, 808, "0*/0*/0*", {"ENE", "IF0*"}),
    # LRM 15 improved one-shot: BV 27 -> 714.35 + 1.37 x 77 = 819.84.  AS: 9 hits = .9, S .45; x .1 -> 0*; IF0*
    ("LRM 15 (I-OS)", "IS", 3, 820, "0*/0*/0*", {"ENE", "IF0*"}),
    # Clan LRM 20 one-shot: BV 44 -> 714.35 + 1.37 x 94 = 843.13.  AS: 12 hits = 1.2, no minimum range; x .1 = .12: 0*; IF0*
    ("CLLRM20 (OS)", "Clan", 4, 843, "0*/0*/0*", {"ENE", "IF0*"}),
    # Clan LRM 5 one-shot: BV 11 -> 714.35 + 83.57 = 797.92.  AS: 3 hits = .3; x .1 = .03: 0*; IF0*
    ("CLLRM5 (OS)", "Clan", 1, 798, "0*/0*/0*", {"ENE", "IF0*"}),
    # MRM 10 one-shot (TM p. 229): BV 11 -> 797.92.  AS: 6 hits x .95 (+1 to hit) = .57 at S/M (long 15); x .1: 0*/0*/0
    ("MRM 10 (OS)", "IS", 2, 798, "0*/0*/0", {"ENE"}),
    # MRM 20 one-shot: BV 22 -> 714.35 + 1.37 x 72 = 812.99.  AS: 12 x .95 = 1.14; x .1: 0*/0*/0
    ("MRM 20 (OS)", "IS", 3, 813, "0*/0*/0", {"ENE"}),
    # MRM 40 improved one-shot: BV 49 -> 714.35 + 1.37 x 99 = 849.98.  AS: 24 x .95 = 2.28; x .1 = .23: 0*/0*/0;
    # heat 12 + 2 - 4 = 10, not over 10
    ("MRM 40 (I-OS)", "IS", 7, 850, "0*/0*/0", {"ENE"}),
    # SRM 6 one-shot: BV 12 -> 714.35 + 1.37 x 62 = 799.29.  AS: 4 hits x 2 = .8 at S/M (long 9); x .1: 0*/0*/0
    ("ISSRM6OS", "IS", 2, 799, "0*/0*/0", {"ENE"}),
    # SRM 4 improved one-shot: BV 8 -> 714.35 + 1.37 x 58 = 793.81.  AS: 3 x 2 = .6; x .1: 0*/0*/0
    ("ISSRM4IOS", "IS", 1, 794, "0*/0*/0", {"ENE"}),
    # Clan SRM 6 one-shot: BV 12 -> 799.29.  AS as the IS one
    ("CLSRM6 (OS)", "Clan", 1, 799, "0*/0*/0", {"ENE"}),
    # LRT 10 one-shot (TM p. 230): BV 18 -> 807.51.  AS: torpedoes only count under TOR (the LRM's ranges, minimum 6):
    # .3/.6/.6 x .1 -> TOR0*/0*/0*; standard damage 0/0/0
    ("LRT 10 (OS)", "IS", 2, 808, "0/0/0", {"ENE", "TOR0*/0*/0*"}),
    # Clan LRT 15 improved one-shot: BV 33 -> 714.35 + 1.37 x 83 = 828.06.  AS: .9 each band x .1 -> TOR0*/0*/0*
    ("CLLRTorpedo15 (IOS)", "Clan", 2, 828, "0/0/0", {"ENE", "TOR0*/0*/0*"}),
    # SRT 6 one-shot: BV 12 -> 799.29.  AS: .8 at S/M x .1 -> TOR0*/0*/0
    ("ISSRT6OS", "IS", 2, 799, "0/0/0", {"ENE", "TOR0*/0*/0"}),
    # Clan SRT 4 one-shot: BV 8 -> 793.81.  AS: .6 at S/M x .1 -> TOR0*/0*/0
    ("CLSRT4 (OS)", "Clan", 1, 794, "0/0/0", {"ENE", "TOR0*/0*/0"}),
]


@pytest.mark.covers("LRM 10 (OS)", "LRM 15 (I-OS)", "CLLRM20 (OS)", "CLLRM5 (OS)", "MRM 10 (OS)", "MRM 20 (OS)",
                    "MRM 40 (I-OS)", "ISSRM6OS", "ISSRM4IOS", "CLSRM6 (OS)", "LRT 10 (OS)", "CLLRTorpedo15 (IOS)",
                    "ISSRT6OS", "CLSRT4 (OS)")
@pytest.mark.parametrize("item, tech, slots, want_bv, want_damage, want_specials", ONE_SHOTS, ids=[o[0] for o in ONE_SHOTS])
def test_one_shot_launchers_no_canonical_unit_mounts(item, tech, slots, want_bv, want_damage, want_specials):
    """A one-shot launcher alone in the left torso: its one shot is built
    in (no ammunition, nothing explosive: ENE stays), BV and card as in the
    table's comments; valid."""
    d = on_bare_mech(item, tech, slots)
    assert bv_of(d) == want_bv
    assert card(d) == (want_damage, frozenset(want_specials))
    assert errors(d) == set()


# (weapon, ammunition, tech base, weapon slots, BV by hand): a ton beside the weapon in the left torso
MUNITIONS = [
    # AC/10 123 + flak 15 (TO p. 352), IS: (549.5 - 15) x 1.3 = 694.85; + 1.37 x (50 + 123 + 15) = 952.41
    ("Autocannon/10", "IS Flak Ammo AC/10", "IS", 7, 952),
    # + flechette 15, + precision 15 (TM p. 208): the same 952.41
    ("Autocannon/10", "IS Flechette Ammo AC/10", "IS", 7, 952),
    ("Autocannon/10", "IS Precision Ammo AC/10", "IS", 7, 952),
    # AC/20 178 + flak / caseless / armor-piercing 22: 694.85 + 1.37 x 250 = 1037.35
    ("Autocannon/20", "IS Flak Ammo AC/20", "IS", 10, 1037),
    ("Autocannon/20", "IS Caseless Ammo AC/20", "IS", 10, 1037),
    ("Autocannon/20", "IS Armor-Piercing Ammo AC/20", "IS", 10, 1037),
    # AC/5 70 + armor-piercing 9: 694.85 + 1.37 x 129 = 871.58
    ("Autocannon/5", "IS Armor-Piercing Ammo AC/5", "IS", 4, 872),
    # AC/2 37 + armor-piercing 5: 694.85 + 1.37 x 92 = 820.89
    ("Autocannon/2", "IS Armor-Piercing Ammo AC/2", "IS", 1, 821),
    # primitive AC/5 70 + its ammunition 9 (IO p. 118): 871.58; primitive AC/2 37 + 5: 820.89
    ("Autocannon/5 Primitive", "IS Ammo AC/5 Primitive", "IS", 4, 872),
    ("Autocannon/2p", "IS Ammo AC/2 Primitive", "IS", 1, 821),
    # light AC/5 62 + precision / flechette 8: 694.85 + 1.37 x 120 = 859.25; light AC/2 30 + precision 4: 809.93
    ("Light Auto Cannon/5", "IS Precision Ammo LAC/5", "IS", 2, 859),
    ("Light Auto Cannon/5", "IS Flechette Ammo LAC/5", "IS", 2, 859),
    ("Light Auto Cannon/2", "IS Precision Ammo LAC/2", "IS", 1, 810),
    # Clan improved AC/10 123 + flak / flechette / caseless 15 (CASE built in): 714.35 + 1.37 x 188 = 971.91
    ("Improved Autocannon/10", "CLIMPFlak AmmoAC10", "Clan", 6, 972),
    ("Improved Autocannon/10", "CLIMPFlechette AmmoAC10", "Clan", 6, 972),
    ("Improved Autocannon/10", "CLIMPCaseless AmmoAC10", "Clan", 6, 972),
    # Clan iATM 6 165 + standard / HE 39: 714.35 + 1.37 x 254 = 1062.33; iATM 9 231 + IIW 70: 714.35 + 1.37 x 351 = 1195.22
    ("CLiATM6", "Clan Ammo iATM-6", "Clan", 3, 1062),
    ("CLiATM6", "Clan Ammo iATM-6 HE", "Clan", 3, 1062),
    ("CLiATM9", "Clan Ammo iATM-9 IIW", "Clan", 4, 1195),
    # LRM 10 90 + listen-kill 11 (IO p. 105), IS: 694.85 + 1.37 x 151 = 901.72
    ("LRM 10", "IS Ammo LRM-10 Listen-Kill", "IS", 2, 902),
    # Clan improved LRM 20 181 + standard / Thunder / swarm / semi-guided 23: 714.35 + 1.37 x 254 = 1062.33
    ("Improved LRM 20", "ClanImprovedLRM20Ammo", "Clan", 4, 1062),
    ("Improved LRM 20", "ClanImprovedLRM20Ammo (Clan) Thunder", "Clan", 4, 1062),
    ("Improved LRM 20", "ClanImprovedLRM20Ammo (Clan) Swarm", "Clan", 4, 1062),
    ("Improved LRM 20", "ClanImprovedLRM20Ammo (Clan) Semi-guided", "Clan", 4, 1062),
    # primitive LRM 15 136 + swarm 17: 694.85 + 1.37 x 203 = 972.96; primitive LRM 10 90 + semi-guided / fragmentation 11: 901.72
    ("Primitive Prototype LRM 15", "IS Ammo LRM-15 Primitive Swarm", "IS", 3, 973),
    ("Primitive Prototype LRM 10", "IS Ammo LRM-10 Primitive Semi-guided", "IS", 2, 902),
    ("Primitive Prototype LRM 10", "IS Ammo LRM-10 Primitive Fragmentation", "IS", 2, 902),
]


@pytest.mark.covers("CLIMPCaseless AmmoAC10", "CLIMPFlak AmmoAC10", "CLIMPFlechette AmmoAC10", "Clan Ammo iATM-6",
                    "Clan Ammo iATM-6 HE", "Clan Ammo iATM-9 IIW", "ClanImprovedLRM20Ammo",
                    "ClanImprovedLRM20Ammo (Clan) Semi-guided", "ClanImprovedLRM20Ammo (Clan) Swarm",
                    "ClanImprovedLRM20Ammo (Clan) Thunder", "IS Ammo AC/2 Primitive", "IS Ammo AC/5 Primitive",
                    "IS Ammo LRM-10 Listen-Kill", "IS Ammo LRM-10 Primitive Fragmentation",
                    "IS Ammo LRM-10 Primitive Semi-guided", "IS Ammo LRM-15 Primitive Swarm",
                    "IS Armor-Piercing Ammo AC/2", "IS Armor-Piercing Ammo AC/20", "IS Armor-Piercing Ammo AC/5",
                    "IS Caseless Ammo AC/20", "IS Flak Ammo AC/10", "IS Flak Ammo AC/20", "IS Flechette Ammo AC/10",
                    "IS Flechette Ammo LAC/5", "IS Precision Ammo AC/10", "IS Precision Ammo LAC/2",
                    "IS Precision Ammo LAC/5")
@pytest.mark.parametrize("weapon, ammo, tech, slots, want_bv", MUNITIONS, ids=[m[1] for m in MUNITIONS])
def test_a_munition_no_canonical_unit_mounts(weapon, ammo, tech, slots, want_bv):
    """A ton of the munition beside its weapon in the left torso: BV as in
    the table's comments; explosive ammunition takes ENE off the card and a
    Clan 'Mech shows CASE instead (ASC p. 96); valid."""
    check_ammo_beside_its_weapon(weapon, ammo, tech, slots, want_bv)


# (munition, BV a ton, BV by hand): (25 + 240 + ammo) x 1.12 + 297
ARROW_IV_MUNITIONS = [
    ("ISArrowIVSmokeAmmo", 30, 627),  # TO p. 356: 295 x 1.12 = 330.4 -> 627.4
    ("ISArrowIVAir-Defense Arrow (ADA) MissilesAmmo", 30, 627),  # TO:AUE p. 165
    ("ISArrowIVFuel-AirAmmo", 30, 627),  # IO p. 165
    ("ISArrowIVInferno-IVAmmo", 30, 627),  # TO p. 355
    ("ISArrowIVLaser InhibitingAmmo", 30, 627),  # TO p. 355
    ("ISArrowIVIlluminationAmmo", 30, 627),  # TO p. 355
    ("ISArrowIVDavy Crocket-MAmmo", 30, 627),  # IO p. 174
    ("ISArrowIVThunder (FASCAM)Ammo", 80, 683),  # TO p. 356: 345 x 1.12 = 386.4 -> 683.4
    ("ISArrowIVThunder Vibrabomb-IVAmmo", 100, 706),  # TO p. 357: 365 x 1.12 = 408.8 -> 705.8
]


@pytest.mark.covers("ISArrowIVSmokeAmmo", "ISArrowIVAir-Defense Arrow (ADA) MissilesAmmo", "ISArrowIVFuel-AirAmmo",
                    "ISArrowIVInferno-IVAmmo", "ISArrowIVLaser InhibitingAmmo", "ISArrowIVIlluminationAmmo",
                    "ISArrowIVDavy Crocket-MAmmo", "ISArrowIVThunder (FASCAM)Ammo",
                    "ISArrowIVThunder Vibrabomb-IVAmmo", "ISArrowIV")
@pytest.mark.parametrize("ammo, ammo_bv, want_bv", ARROW_IV_MUNITIONS, ids=[a[0] for a in ARROW_IV_MUNITIONS])
def test_arrow_iv_munitions_on_a_tank(ammo, ammo_bv, want_bv):
    """BareTankFactory (BV 325: defensive 297, offensive 25 x 1.12) with an
    Inner Sphere Arrow IV (TO:AUE p. 96, BV 240, 15 t) in the front
    and a ton of a special munition in the body (its BV a ton from the
    table's page; each under the launcher's 240, TM p. 304): offensive
    (25 + 240 + ammo) x 1.12, plus the defensive 297 (vehicles take no
    explosive-ammunition penalty, TM p. 317).  Alpha Strike: artillery adds
    no damage; the Arrow IV gives ARTAIS-1 (AS:CE p. 47 artillery table,
    errata v6.02 ②); the explosive ammunition takes ENE off; a combat
    vehicle keeps SRCH (ASC p. 96).  43 t of 50: valid (underweight is a
    warning)."""
    from construction.catalog import catalog

    assert catalog().by_id(ammo).bv == ammo_bv
    d = add(BareTankFactory(), Mount("ISArrowIV", "FRONT"), Mount(ammo, "BODY"))
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset({"ARTAIS-1", "SRCH"}))
    assert errors(d) == set()


# (munition, BV a ton, BV by hand): 297 + 1.12 x (25 + 240 + ammo)
PROTO_ARROW_IV_MUNITIONS = [
    ("ProtoTypeArrowIVAmmo", 30, 627),  # IO p. 217: 295 x 1.12 = 330.4 -> 627.4
    ("ProtoTypeArrowIVHomingAmmo", 30, 627),  # TO p. 354
    ("ProtoTypeArrowIVClusterAmmo", 30, 627),  # TO p. 354
    ("ProtoTypeArrowIVSmokeAmmo", 30, 627),  # TO p. 356
    ("ProtoTypeArrowIVAir-Defense Arrow (ADA) MissilesAmmo", 30, 627),  # TO:AUE p. 165
    ("ProtoTypeArrowIVDavy Crocket-MAmmo", 30, 627),  # IO p. 174
    ("ProtoTypeArrowIVFuel-AirAmmo", 30, 627),  # IO p. 165
    ("ProtoTypeArrowIVIlluminationAmmo", 30, 627),  # TO p. 355
    ("ProtoTypeArrowIVInferno-IVAmmo", 30, 627),  # TO p. 355
    ("ProtoTypeArrowIVLaser InhibitingAmmo", 30, 627),  # TO p. 355
    ("ProtoTypeArrowIVThunder (FASCAM)Ammo", 64, 665),  # TO p. 356: 329 x 1.12 = 368.48 -> 665.48
    ("ProtoTypeArrowIVThunder Vibrabomb-IVAmmo", 80, 683),  # TO p. 357: 345 x 1.12 = 386.4 -> 683.4
]


@pytest.mark.covers("ProtoTypeArrowIV", "ProtoTypeArrowIVAmmo", "ProtoTypeArrowIVHomingAmmo",
                    "ProtoTypeArrowIVClusterAmmo", "ProtoTypeArrowIVSmokeAmmo",
                    "ProtoTypeArrowIVAir-Defense Arrow (ADA) MissilesAmmo", "ProtoTypeArrowIVDavy Crocket-MAmmo",
                    "ProtoTypeArrowIVFuel-AirAmmo", "ProtoTypeArrowIVIlluminationAmmo", "ProtoTypeArrowIVInferno-IVAmmo",
                    "ProtoTypeArrowIVLaser InhibitingAmmo", "ProtoTypeArrowIVThunder (FASCAM)Ammo",
                    "ProtoTypeArrowIVThunder Vibrabomb-IVAmmo")
@pytest.mark.parametrize("ammo, ammo_bv, want_bv", PROTO_ARROW_IV_MUNITIONS, ids=[a[0] for a in PROTO_ARROW_IV_MUNITIONS])
def test_prototype_arrow_iv_on_a_tank(ammo, ammo_bv, want_bv):
    """The prototype Arrow IV (IO:AE p. 64: BV 240, 16 t) with a ton of one
    of its munitions on BareTankFactory: 297 + 1.12 x (25 + 240 + ammo), as
    in the table's comments; 44 t of 50, valid.  Card: no damage, ARTAIS-1:
    the prototype is the Inner Sphere Arrow IV system (IO:AE p. 64: the
    same 20-point missile and long range 8), and the AS:CE artillery table
    (p. 47) gives the Inner Sphere Arrow IV ART-AIS
    (bv/alpha_strike/data/artillery.json); SRCH; the explosive ammunition
    takes ENE off.  PV: the bare tank's 9 (defensive 8 + movement 8"/8 = 1,
    no damage) + 12 for ARTAIS-1 (ASC p. 139: 12 a point) = 21."""
    from construction.catalog import catalog

    assert catalog().by_id(ammo).bv == ammo_bv
    d = add(BareTankFactory(), Mount("ProtoTypeArrowIV", "FRONT"), Mount(ammo, "BODY"))
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset({"ARTAIS-1", "SRCH"}))
    assert alpha_strike.convert(d).pv == 21
    assert errors(d) == set()


# (munition, BV a ton, BV by hand): 297 + 1.12 x (25 + 240 + ammo)
CLAN_ARROW_IV_MUNITIONS = [
    ("CLArrowIVAir-Defense Arrow (ADA) MissilesAmmo", 30, 627),  # TO:AUE p. 165: 295 x 1.12 = 330.4 -> 627.4
    ("CLArrowIVIlluminationAmmo", 30, 627),  # TO p. 355
    ("CLArrowIVInferno-IVAmmo", 30, 627),  # TO p. 355
    ("CLArrowIVLaser InhibitingAmmo", 30, 627),  # TO p. 355
    ("CLArrowIVSmokeAmmo", 30, 627),  # TO p. 356
    ("CLArrowIVThunder (FASCAM)Ammo", 120, 728),  # TO p. 356: 385 x 1.12 = 431.2 -> 728.2
    ("CLArrowIVThunder Vibrabomb-IVAmmo", 100, 706),  # TO p. 357: 365 x 1.12 = 408.8 -> 705.8
]


@pytest.mark.covers("CLArrowIV", "CLArrowIVAir-Defense Arrow (ADA) MissilesAmmo", "CLArrowIVIlluminationAmmo",
                    "CLArrowIVInferno-IVAmmo", "CLArrowIVLaser InhibitingAmmo", "CLArrowIVSmokeAmmo",
                    "CLArrowIVThunder (FASCAM)Ammo", "CLArrowIVThunder Vibrabomb-IVAmmo")
@pytest.mark.parametrize("ammo, ammo_bv, want_bv", CLAN_ARROW_IV_MUNITIONS, ids=[a[0] for a in CLAN_ARROW_IV_MUNITIONS])
def test_clan_arrow_iv_munitions_on_a_clan_tank(ammo, ammo_bv, want_bv):
    """BareTankFactory built to the Clan tech base (the same 325: defensive
    297, offensive 25 x 1.12) with a Clan Arrow IV (TO:AUE p. 96: BV 240,
    12 t) in the front and a ton of a munition in the body: BV as in the
    table's comments; 40 t of 50, valid.  Card: no damage, ARTAC-1 (AS:CE
    p. 47 table as amended by errata v6.02 ②: ART-AC for the Clan Arrow
    IV), SRCH; the explosive ammunition takes ENE off and a Clan unit shows
    CASE instead (ASC p. 96)."""
    from construction.catalog import catalog

    assert catalog().by_id(ammo).bv == ammo_bv
    d = add(BareTankFactory(tech_base="Clan"), Mount("CLArrowIV", "FRONT"), Mount(ammo, "BODY"))
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset({"ARTAC-1", "CASE", "SRCH"}))
    assert errors(d) == set()
