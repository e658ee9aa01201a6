"""Battle armor mount kinds, a detachable weapon pack, turrets, two Clan
sensors and the battle armor ammunition that checklist_open.csv listed as
not worked out yet (issue 16, deliverable 3), on BareBattleArmorFactory
(tests/design_factories.py: four Inner Sphere medium biped suits, ground MP
1, 6 armor points, nothing mounted).

BV (TM pp. 307-308 with the TO p. 380 changes, TO errata v3.02): a
trooper's defensive rating is armor points x 2.5 + 1 (the trooper's
structure point) + 1 for an ECM suite or an active probe / improved
sensors (TM p. 307), x (1 + TMM / 10 + 0.1); ground MP 1 and 2 both give
TMM 0, so 6 points give (15 + 1) x 1.1 = 17.6.  The offensive rating is
the BV of every suit's weapons, a squad support weapon's divided by the
squad size, plus the ammunition (its BV a ton x its weight), plus - only
light and medium biped squads make anti-'Mech attacks (TM p. 308) - the
non-missile weapons outside the body once more, x the speed factor of the
highest MP, (1 + (MP - 5) / 10) ^ 1.2 to two decimals: 0.54 for 1 MP, 0.65
for 2.  The trooper's rating x the squad multiplier 5.2 (four troopers,
TM p. 308), rounded.

Weights (TM pp. 160-170): an Inner Sphere medium chassis is 175 kg, 6 points
of standard armor 300 kg: 475 kg of the class's 1,000 (underweight); the
heavy class 300 kg of 1,500.  Alpha Strike (ASC pp. 102-103): a suit's
damage / 10 per band x 3.5 (four troopers x 0.75 + 0.5 rounded as the
conversion's troop factor), tenths rounded up, then up to a whole number,
under 0.5 is 0*; launchers with ammunition are checked for BV and validity
only, as in test_battle_armor_weapons_and_fire_control.py.
"""

from __future__ import annotations

import dataclasses

import pytest

from construction.model import BattleArmorDetails, Mount
from design_factories import BareBattleArmorFactory
from synth import add, bv_of, card, errors, warnings


# ------------------------------------------------------------------ mount kinds


@pytest.mark.checklist("BA mount", "SSWM")
def test_a_squad_support_weapon_mount():
    """A BA flamer (TM p. 255: BV 5, 150 kg, damage 2, long range 3 hexes)
    in a squad support weapon mount in the left arm (TO p. 268: one weapon
    for the squad, its weight shared by the troopers: 150 / 4 = 37.5 kg a
    suit).  BV: it counts / 4 = 1.25 (the bare squad has no manipulators,
    so no anti-'Mech second count, TM p. 169): 1.25 x 0.54 = 0.675; (17.6 +
    0.675) x 5.2 = 95.03 -> 95.  Card: one flamer for the squad, 2 / 10 =
    0.2 at S only: 0*/0/0, no HT (0.2 of heat is no point).  Valid,
    underweight only."""
    d = add(BareBattleArmorFactory(), Mount("ISBAFlamer", "LA", mount="SSWM"))
    assert bv_of(d) == 95
    assert card(d) == ("0*/0/0", frozenset({"CAR4"}))
    assert errors(d) == set()
    assert warnings(d) == {"BA_UNDERWEIGHT"}


def test_the_same_flamer_on_every_suit():
    """For contrast, the flamer on every suit: 5 x 0.54 = 2.7; (17.6 + 2.7)
    x 5.2 = 105.56 -> 106; with a battle claw the squad can make anti-'Mech
    attacks (TM p. 169) and the flamer counts again: 10 x 0.54 = 5.4; (17.6
    + 5.4) x 5.2 = 119.6 -> 120; card 0.2 x 3.5 = 0.7 -> 1 at S, heat 2 per
    suit: 1/0/0 and HT1/0/0."""
    d = add(BareBattleArmorFactory(), Mount("ISBAFlamer", "LA"))
    assert bv_of(d) == 106
    assert bv_of(add(d, Mount("BABattleClaw", "RA"))) == 120
    assert card(d) == ("1/0/0", frozenset({"CAR4", "HT1/0/0"}))


@pytest.mark.covers("BAAPMount")
@pytest.mark.checklist("BA mount", "APM")
def test_an_anti_personnel_mount_with_an_auto_rifle():
    """An anti-personnel weapon mount (TM p. 254: 5 kg, 1 slot) in the left
    arm carrying an auto-rifle (mount kind APM; the weapon's weight is the
    mount's, TM p. 271).  BV: an anti-personnel weapon adds no BV to a
    suit (the BV of battle armor counts battle armor weapons, TM p. 308;
    the ruling MegaMek's BattleArmorBVCalculator cites, forum 'battle armor
    BV', leaves out the assault rifle) -> 92, the bare squad's.  Card: the
    rifle's damage is under 0.5 at S: 0*/0/0.  Valid; the rifle without the
    mount is BA_AP_WEAPON_MOUNT."""
    bare = BareBattleArmorFactory()
    d = add(bare, Mount("BAAPMount", "LA"), Mount("InfantryAssaultRifle", "LA", mount="APM"))
    assert bv_of(d) == 92
    assert card(d) == ("0*/0/0", frozenset({"CAR4"}))
    assert errors(d) == set()
    assert "BA_AP_WEAPON_MOUNT" in errors(add(bare, Mount("InfantryAssaultRifle", "LA", mount="APM")))


@pytest.mark.covers("ISDetachableWeaponPack")
@pytest.mark.checklist("BA mount", "DWP")
def test_a_detachable_weapon_pack():
    """A detachable weapon pack (TO p. 286 with TO errata v3.02: 1 slot in
    the body or an arm, one weapon and its ammunition, carried outside the
    suit's weight) in the body carrying a light TAG (BV 0, 35 kg), on suits
    of ground MP 2 (the pack costs 1 ground MP while carried, so a suit
    needs 2).  BV: no offensive BV; TMM 0 whether 2 or 1 MP is counted:
    17.6 x 5.2 = 91.52 -> 92.  Card: 0/0/0, LTAG.  Valid; with ground MP 1
    it is BA_DWP.  (Whether BV and the card count the MP the pack costs
    is left open: with a weapon of BV above 0 the speed factor 0.65 or
    0.54 would differ; the program counts the suit's 2 MP.)"""
    d = add(BareBattleArmorFactory(walk_mp=2), Mount("ISDetachableWeaponPack", "BODY"),
            Mount("CLBALightTAG", "BODY", mount="DWP"))
    assert bv_of(d) == 92
    assert card(d) == ("0/0/0", frozenset({"CAR4", "LTAG"}))
    assert errors(d) == set()
    assert "BA_DWP" in errors(dataclasses.replace(d, walk_mp=1))


QUAD = BattleArmorDetails(chassis="quad", weight_class="medium", motion="leg", troopers=4)


@pytest.mark.checklist("BA mount", "turret:standard", "turret:modular")
@pytest.mark.parametrize("kind", ["standard", "modular"])
def test_a_quad_suit_with_a_turret(kind):
    """Four medium quad suits, ground MP 2, with a 2-slot turret (TO p.
    290: quads only; 30 kg + 10 kg a slot = 50 kg, a modular turret 20 kg
    more) holding a BA small laser (BV 9, 200 kg, damage 3, long range 3).
    BV: quads make no anti-'Mech attacks (TM p. 308), so the laser counts
    once: 9 x 0.65 = 5.85; (17.6 + 5.85) x 5.2 = 121.94 -> 122, the same
    as the laser in the body of a turretless quad.  Card: 0.3 x 3.5 = 1.05
    -> 1.1 -> 2 at S: 2/0/0.  Valid, underweight; a biped suit with the
    turret is BA_TURRET."""
    quad = BareBattleArmorFactory(walk_mp=2, battle_armor=QUAD)
    d = add(dataclasses.replace(quad, battle_armor=dataclasses.replace(QUAD, turret=kind, turret_slots=2)),
            Mount("ISBASmallLaser", "TURRET"))
    assert bv_of(d) == 122
    assert bv_of(add(quad, Mount("ISBASmallLaser", "BODY"))) == 122
    assert card(d)[0] == "2/0/0"
    assert errors(d) == set()
    assert warnings(d) == {"BA_UNDERWEIGHT"}
    biped = dataclasses.replace(d, battle_armor=dataclasses.replace(d.battle_armor, chassis="biped"))
    assert "BA_TURRET" in errors(biped)


# ------------------------------------------------------------------ Clan sensors


@pytest.mark.covers("CL BA ECM")
def test_a_clan_battle_armor_ecm_suite():
    """Clan BA ECM suite (TM p. 213 with the BA rules: 75 kg, 1 slot; it
    affects its own hex only) on a Clan squad of four (Clan medium chassis
    250 kg + 6 points 150 kg + 75 = 475 kg).  BV: +1 defensive (TM p.
    307): (15 + 1 + 1) x 1.1 = 18.7 x 5.2 = 97.24 -> 97.  Card: LECM (AS:CE
    light ECM: an ECM reaching its own hex only), 0/0/0.  Valid; a Clan
    Point of four warns of its size."""
    d = add(BareBattleArmorFactory(tech_base="Clan"), Mount("CL BA ECM", "BODY"))
    assert bv_of(d) == 97
    assert card(d) == ("0/0/0", frozenset({"CAR4", "LECM"}))
    assert errors(d) == set()
    assert warnings(d) == {"BA_SQUAD_SIZE_CONVENTION", "BA_UNDERWEIGHT"}


@pytest.mark.covers("CLImprovedSensors")
def test_clan_improved_sensors():
    """Clan improved sensors (TM p. 256: 45 kg, 1 slot; they work as an
    active probe): +1 defensive like a probe (TM p. 307) -> 97.  Card: RCN
    (battle armor improved sensors; the conversion's equipment table).
    Valid."""
    d = add(BareBattleArmorFactory(tech_base="Clan"), Mount("CLImprovedSensors", "BODY"))
    assert bv_of(d) == 97
    assert card(d) == ("0/0/0", frozenset({"CAR4", "RCN"}))
    assert errors(d) == set()


# ------------------------------------------------------------------ ammunition


@pytest.mark.covers("ISBATubeArtilleryAmmo")
def test_tube_artillery_with_its_ammunition():
    """Four heavy suits (the IS heavy chassis 300 kg + 300 kg of armor) with
    BA tube artillery (TO p. 375: BV 27, 500 kg, 4 slots) and 4 shots of
    its ammunition (15 kg a shot, BV 4 a ton) in the body: 5 of the heavy
    body's 6 slots, 1,160 of 1,500 kg.  BV: heavy squads make no anti-'Mech
    attacks; 4 shots = 0.06 t x 4 = 0.24, (27 + 0.24) x 0.54 = 14.7096; (17.6 + 14.7096) x 5.2 = 168.01 -> 168.  Card: an
    ARTBA artillery special.  Valid."""
    heavy = dataclasses.replace(BareBattleArmorFactory().battle_armor, weight_class="heavy")
    d = add(BareBattleArmorFactory(battle_armor=heavy), Mount("ISBATubeArtillery", "BODY"),
            Mount("ISBATubeArtilleryAmmo", "BODY", shots=4))
    assert bv_of(d) == 168
    assert any(s.startswith("ARTBA") for s in card(d)[1])
    assert errors(d) == set()


@pytest.mark.covers("BA-Advanced SRM-2 Ammo")
def test_an_advanced_srm_2_with_its_ammunition():
    """Clan advanced SRM 2 (TO p. 363 / TM BA table: BV 30, 90 kg, 2 slots)
    with 4 shots of its ammunition (20 kg a shot, BV 4 a ton) in the body
    of a Clan squad of four.  BV: a missile in the body counts once: (30 +
    0.08 t x 4 = 0.32) x 0.54 = 16.3728; (17.6 + 16.3728) x 5.2 = 176.66
    -> 177.  Valid (the Clan Point's size warning)."""
    d = add(BareBattleArmorFactory(tech_base="Clan"), Mount("CLAdvancedSRM2", "BODY"),
            Mount("BA-Advanced SRM-2 Ammo", "BODY", shots=4))
    assert bv_of(d) == 177
    assert errors(d) == set()


@pytest.mark.covers("BA-SRM2 Ammo Torpedo")
def test_srm_torpedoes_in_a_battle_armor_srm_2():
    """A BA SRM 2 (TM p. 255: BV 21, 120 kg, 2 slots) with 4 torpedo shots
    (TM p. 230, SRM torpedo munition: 20 kg a shot, BV 3 a ton like the
    standard round).  BV: (21 + 0.08 t x 3 = 0.24) x 0.54 = 11.4696;
    (17.6 + 11.4696) x 5.2 = 151.16 -> 151, the same as with standard
    SRM rounds.  Valid."""
    bare = BareBattleArmorFactory()
    d = add(bare, Mount("ISBASRM2", "BODY"), Mount("BA-SRM2 Ammo Torpedo", "BODY", shots=4))
    assert bv_of(d) == 151
    assert bv_of(add(bare, Mount("ISBASRM2", "BODY"), Mount("BA-SRM2 Ammo", "BODY", shots=4))) == 151
    assert errors(d) == set()
