"""One weapon of each class that had no hand-worked test yet (issue 16:
"every weapon class"), most of them common on canonical units: autocannons,
Gauss rifles, machine guns, flamers, plasma, anti-missile systems, TAG and
C3, extended LRMs, rifles, the hyper-assault Gauss rifle and the rest.
Each alone in the left torso of BareMechFactory (a 50 t biped, 33.5 t
used: BV 783; see its docstring), worked out by hand.

BV (TM pp. 302-305, TO pp. 379-385 with the TO errata v3.02): a lone
weapon counts its full table BV:

    BV = round(714.35 + 1.37 x (50 + weapon BV))

except that anti-missile systems are defensive equipment (TM p. 303):
round((549.5 + BV) x 1.3 + 68.5), and that an explosive weapon of the Gauss
family (Gauss, light, heavy and improved heavy Gauss, Silver Bullet,
Magshot) costs an Inner Sphere 'Mech 1 defensive BV per slot in a side
torso without CASE before the factor 1.3 (TM p. 303): round((549.5 -
slots) x 1.3 + 1.37 x (50 + BV)).  A Clan 'Mech has CASE in its torsos
(TM p. 303) and pays nothing.

Alpha Strike (ASC pp. 92-96 as carried into AS:CE): the weapon's damage /
10 in S, in M when its long range reaches 4 hexes, in L from 16; a minimum
range m multiplies S by (12 - m) / 12; cluster weapons at 7 on the Cluster
Hits Table (10 missiles: 6 hits); an ammunition weapon alone, without
ammunition, x 0.75 (fewer than ten turns of fire); card values: tenths
rounded up, under 0.5 is 0*, else up.  Abilities: AMS for an AMS or laser
AMS, RAMS for the APDS, TAG / LTAG for TAG, C3M (with its built-in TAG) for
a C3 master (ASC p. 96); IF is the L value of indirect-fire weapons; the
LRM special needs M >= 1.0 (tenths rounded up) and an extended LRM 10's .5
falls short.  Cards are checked where the class's conversion is the plain
one above; the classes with their own conversion (rotary, ATM, MML, HAG,
Silver Bullet, plasma cannon) are checked for BV and validity.
"""

from __future__ import annotations

import pytest

from construction.model import Mount
from design_factories import BareMechFactory
from synth import add, bv_of, card, errors

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist("AS special", "AMS", "C3M", "CASE", "ENE", "IF", "LTAG", "RAMS", "TAG")

# (weapon, tech base, slots, BV by hand, card damage by hand or None, abilities that must be on the card)
CLASSES = [
    # autocannon: AC/10 (TM p. 208) 123 -> 714.35 + 1.37 x 173 = 951.36; AS 1.0 x .75 = .75 at S/M (long 15) -> 1/1/0
    ("Autocannon/10", "IS", 7, 951, "1/1/0", set()),
    # light autocannon: LAC/5 62 -> 714.35 + 1.37 x 112 = 867.79; AS .5 x .75 = .38 -> 0*/0*/0
    ("Light Auto Cannon/5", "IS", 2, 868, "0*/0*/0", set()),
    # ProtoMech autocannon: Clan ProtoMech AC/2 34 -> 714.35 + 1.37 x 84 = 829.43; AS .2 x .75 = .15, long 20: 0*/0*/0*
    ("CLProtoMechAC2", "Clan", 2, 829, "0*/0*/0*", {"ENE"}),
    # rotary: RAC/2 118 -> 714.35 + 1.37 x 168 = 944.51
    ("ISRotaryAC2", "IS", 3, 945, None, set()),
    # Gauss: IS Gauss rifle 320, explosive, 7 slots: (549.5 - 7) x 1.3 = 705.25 + 1.37 x 370 = 1212.15;
    # AS 15 -> 1.5, S x 10/12 = 1.25; x .75 -> .94/1.13/1.13 (long 22) -> 1/2/2
    ("ISGaussRifle", "IS", 7, 1212, "1/2/2", set()),
    # light Gauss 159, 5 slots: (549.5 - 5) x 1.3 = 707.85 + 1.37 x 209 = 994.18;
    # AS .8, S x 9/12 = .6; x .75 -> .45/.6/.6 (long 25) -> 1/1/1
    ("ISLightGaussRifle", "IS", 5, 994, "1/1/1", set()),
    # Clan improved Gauss (IO p. 96) 320, CASE: 714.35 + 1.37 x 370 = 1221.25; AS as the IS Gauss rifle -> 1/2/2, CASE
    ("Improved Gauss Rifle", "Clan", 6, 1221, "1/2/2", {"CASE"}),
    # Clan AP Gauss 21: 714.35 + 1.37 x 71 = 811.62; AS 3 -> .3 x .75 = .23 at S/M (long 9) -> 0*/0*/0, CASE
    ("CLAPGaussRifle", "Clan", 1, 812, "0*/0*/0", {"CASE"}),
    # Magshot 15, explosive, 2 slots: (549.5 - 2) x 1.3 = 711.75 + 1.37 x 65 = 800.8; AS .2 x .75 -> 0*/0*/0
    ("ISMagshotGR", "IS", 2, 801, "0*/0*/0", set()),
    # Silver Bullet Gauss 198, 7 slots: 705.25 + 1.37 x 248 = 1045.01
    ("ISSBGR", "IS", 7, 1045, None, set()),
    # hyper-assault Gauss 20 (Clan) 267, CASE: 714.35 + 1.37 x 317 = 1148.64
    ("CLHAG20", "Clan", 6, 1149, None, {"CASE"}),
    # machine guns: MG 5 -> 714.35 + 75.35 = 789.7; AS .2 x .75 = .15 at S (long 3) -> 0*/0/0
    ("Machine Gun", "IS", 1, 790, "0*/0/0", {"ENE"}),
    # heavy MG 6 -> 714.35 + 76.72 = 791.07; AS .3 x .75 = .23 at S (long 2) -> 0*/0/0
    ("Heavy Machine Gun", "IS", 1, 791, "0*/0/0", {"ENE"}),
    # light MG 5 -> 789.7; AS .1 x .75 at S/M (long 6) -> 0*/0*/0
    ("Light Machine Gun", "IS", 1, 790, "0*/0*/0", {"ENE"}),
    # flamers: heavy flamer 15 -> 714.35 + 1.37 x 65 = 803.4; AS 4 -> .4 x .75 = .3 at S/M (long 4) -> 0*/0*/0
    ("Heavy Flamer", "IS", 1, 803, "0*/0*/0", {"ENE"}),
    # vehicle flamer 5 -> 789.7; AS .2 x .75 at S (long 3) -> 0*/0/0
    ("Flamer (Vehicle)", "IS", 1, 790, "0*/0/0", {"ENE"}),
    # Clan ER flamer 16 (no ammunition) -> 714.35 + 1.37 x 66 = 804.77; AS .2 at S/M (long 7) -> 0*/0*/0
    ("CLERFlamer", "Clan", 1, 805, "0*/0*/0", {"ENE"}),
    # plasma: plasma rifle 210 -> 714.35 + 1.37 x 260 = 1070.55; AS 10 -> 1.0 x .75 = .75 at S/M (long 15) -> 1/1/0
    ("ISPlasmaRifle", "IS", 2, 1071, "1/1/0", {"ENE"}),
    # Clan plasma cannon 170 -> 714.35 + 1.37 x 220 = 1015.75
    ("CLPlasmaCannon", "Clan", 1, 1016, None, {"ENE"}),
    # anti-missile systems, defensive: AMS 32 -> (549.5 + 32) x 1.3 + 68.5 = 824.45; no damage; AMS
    ("ISAntiMissileSystem", "IS", 1, 824, "0/0/0", {"ENE", "AMS"}),
    # laser AMS 45 -> (549.5 + 45) x 1.3 + 68.5 = 841.35; AMS
    ("ISLaserAntiMissileSystem", "IS", 2, 841, "0/0/0", {"ENE", "AMS"}),
    # APDS (IO:AE p. 85) 64 -> (549.5 + 64) x 1.3 + 68.5 = 866.05; RAMS
    ("ISAPDS", "IS", 2, 866, "0/0/0", {"ENE", "RAMS"}),
    # TAG: no BV of its own -> 783; TAG / light TAG
    ("ISTAG", "IS", 1, 783, "0/0/0", {"ENE", "TAG"}),
    ("CLLightTAG", "Clan", 1, 783, "0/0/0", {"ENE", "LTAG"}),
    # C3 master (TM p. 209): no BV of its own -> 783; C3M and the TAG built into it
    ("ISC3MasterUnit", "IS", 5, 783, "0/0/0", {"ENE", "C3M", "TAG"}),
    # C3 remote sensor launcher 30 -> 714.35 + 1.37 x 80 = 823.95; no damage
    ("ISC3RemoteSensorLauncher", "IS", 3, 824, "0/0/0", {"ENE"}),
    # extended LRM 10 (TO p. 327) 133 -> 714.35 + 1.37 x 183 = 965.06; AS 6 hits = .6, S x (12 - 10) / 12 = .1;
    # x .75 -> .08/.45/.45 (long 38) -> 0*/1/1; IF .45 -> 1; M .5 < 1: no LRM special
    ("Extended LRM 10", "IS", 4, 965, "0*/1/1", {"ENE", "IF1"}),
    # ATM 6 (Clan) 105 -> 714.35 + 1.37 x 155 = 926.7
    ("CLATM6", "Clan", 3, 927, None, {"ENE"}),
    # MML 5 45 -> 714.35 + 1.37 x 95 = 844.5, halves up
    ("ISMML5", "IS", 3, 845, None, {"ENE"}),
    # nail/rivet gun 1 -> 714.35 + 1.37 x 51 = 784.22; no damage against armor
    ("Nail/Rivet Gun", "IS", 1, 784, "0/0/0", {"ENE"}),
    # vehicular grenade launcher 15 -> 803.4; no damage
    ("ISVehicularGrenadeLauncher", "IS", 1, 803, "0/0/0", {"ENE"}),
]


@pytest.mark.covers("Autocannon/10", "Light Auto Cannon/5", "CLProtoMechAC2", "ISRotaryAC2", "ISGaussRifle",
                    "ISLightGaussRifle", "Improved Gauss Rifle", "CLAPGaussRifle", "ISMagshotGR", "ISSBGR", "CLHAG20",
                    "Machine Gun", "Heavy Machine Gun", "Light Machine Gun", "Heavy Flamer", "Flamer (Vehicle)",
                    "CLERFlamer", "ISPlasmaRifle", "CLPlasmaCannon", "ISAntiMissileSystem", "ISLaserAntiMissileSystem",
                    "ISAPDS", "ISTAG", "CLLightTAG", "ISC3MasterUnit", "ISC3RemoteSensorLauncher", "Extended LRM 10",
                    "CLATM6", "ISMML5", "Nail/Rivet Gun", "ISVehicularGrenadeLauncher")
@pytest.mark.parametrize("weapon, tech, slots, want_bv, want_damage, must_have", CLASSES, ids=[c[0] for c in CLASSES])
def test_a_weapon_of_a_class_without_a_hand_worked_test(weapon, tech, slots, want_bv, want_damage, must_have):
    """The weapon alone in the left torso: BV, card damage and the
    abilities it brings as in the table's comments; a valid design."""
    d = add(BareMechFactory(tech_base=tech), Mount(weapon, "LT", tuple(range(slots))))
    assert bv_of(d) == want_bv
    damage, specials = card(d)
    if want_damage is not None:
        assert damage == want_damage
    assert set(must_have) <= specials
    assert errors(d) == set()


@pytest.mark.covers("ISHeavyGaussRifle", "ISImprovedHeavyGaussRifle")
@pytest.mark.parametrize("weapon, tons, want_bv", [
    # heavy Gauss (TM p. 218) 346, 11 slots: (549.5 - 11) x 1.3 = 700.05 + 1.37 x 396 = 1242.57
    ("ISHeavyGaussRifle", 18, 1243),
    # improved heavy Gauss (TO p. 313) 385, 11 slots: 700.05 + 1.37 x 435 = 1296
    ("ISImprovedHeavyGaussRifle", 20, 1296),
])
def test_a_heavy_gauss_rifle_overloads_the_bare_mech(weapon, tons, want_bv):
    """33.5 t used + the rifle > 50 t: MECH_OVERWEIGHT (the TechManual's
    weight budget); the BV is
    still worked out, the explosive slots costing 11 before the factor."""
    d = add(BareMechFactory(), Mount(weapon, "LT", tuple(range(11))))
    assert 33.5 + tons > 50
    assert bv_of(d) == want_bv
    assert "MECH_OVERWEIGHT" in errors(d)
