"""Conventional infantry weapons no canonical platoon carries and no other
hand-worked test covers (issue 16, third round): for each class of
personal weapon (pistols, rifles, shotguns, SMGs, lasers, gyrojets,
needlers, Gauss and pulse weapons, blades, clubs, bows, whips, prosthetics
and the rest) the one with the most damage and the one with the longest
range, as the primary weapon of a platoon; and the support weapons one
trooper in each squad can carry, as its secondary.

The platoon is FootPlatoonFactory (Inner Sphere foot, 4 squads of 7) set to
3150 and experimental rules so that every weapon's date and level fit, a
Clan weapon on a Clan platoon, with no armor kit (damage divisor 1) and
only the weapon under test (plus the auto-rifle primary for the support
weapons).  Worked out by hand:

BV (TM p. 314, TO p. 379; skill TM p. 315): defensive 28 troopers x 1.5 x
divisor 1 x (1 + TMM 0 / 10) = 42; offensive = the troopers' weapon BV, and
again because a foot platoon can make anti-'Mech attacks (archaic weapons
are not counted again), x the speed factor .54 of 1 MP; base BV = the sum
rounded; a platoon without anti-'Mech gear reads the anti-'Mech 8 column
of the skill table at gunnery 4: x .85, rounded.  So for a primary weapon
of BV w:  BV = round(round(42 + 2 x 28 x w x .54) x .85)  (archaic: 28 x w).

Alpha Strike (ASC p. 102): damage per trooper (the primary's capped at
0.60, TM p. 152; with a secondary, (primary x 6 + secondary) / 7 for one
secondary per squad) x the troop factor 17 of 28 troopers / 10; S always,
M when the range weapon's range is 2 or more, L when 6 or more (a single
secondary per squad leaves the range to the primary, TM p. 152); tenths
rounded up, under 0.5 is 0*, else rounded up.
"""

from __future__ import annotations

import dataclasses

import pytest

from bv import alpha_strike
from design_factories import FootPlatoonFactory
from synth import bv_of, errors


def _platoon(tech: str = "IS", **infantry):
    d = FootPlatoonFactory(tech_base=tech, year=3150, rules_level="experimental")
    return dataclasses.replace(d, infantry=dataclasses.replace(d.infantry, armor_kit=None, **infantry))


def _damage(design) -> str:
    a = alpha_strike.convert(design).as_dict()
    return "/".join(a["damage"][k] for k in "sml")


# (weapon, platoon tech base, BV by hand, card S/M/L by hand); the working in the comment (book and page of the
# weapon's table entry)
PRIMARY = [
    # TM p. 273; BV 0.26: 42 + 2 x 28 x 0.26 x .54 = 49.86 -> 50 x .85 = 42.50; AS 0.28 x 17 / 10 = 0.476, range 0
    ('Auto-Pistol (Sternsnacht Python)', 'IS', 43, '1/0/0'),
    # HBHK p. 176; BV 0.19: 42 + 2 x 28 x 0.19 x .54 = 47.75 -> 48 x .85 = 40.80; AS 0.17 x 17 / 10 = 0.289, range 1
    ('Auto-Pistol (Nissan SG-12)', 'IS', 41, '0*/0/0'),
    # TM p. 273; BV 0.21: 42 + 2 x 28 x 0.21 x .54 = 48.35 -> 48 x .85 = 40.80; AS 0.23 x 17 / 10 = 0.391, range 0
    ('Auto-Shotgun', 'IS', 41, '0*/0/0'),
    # TM p. 272; BV 0.39, archaic: counted once: 42 + 28 x 0.39 x .54 = 47.90 -> 48 x .85 = 40.80; AS 0.42 x 17 / 10 = 0.714, range 0
    ('Blade (Vibro-axe)', 'IS', 41, '1/0/0'),
    # ATOW-C p. 195; BV 0, archaic: counted once: 42 + 28 x 0 x .54 = 42.00 -> 42 x .85 = 35.70; AS 0.04 x 17 / 10 = 0.068, range 0
    ('Blade (Archaic Sword))', 'IS', 36, '0*/0/0'),
    # Shrap09; BV 1.05: 42 + 2 x 28 x 1.05 x .54 = 73.75 -> 74 x .85 = 62.90; AS 0.53 x 17 / 10 = 0.901, range 4
    ('Blazer Rifle (Scorcher VI)', 'IS', 63, '1/1/0'),
    # ATOW-C p. 195; BV 0, archaic: counted once: 42 + 28 x 0 x .54 = 42.00 -> 42 x .85 = 35.70; AS 0.02 x 17 / 10 = 0.034, range 0
    ('Bow (Primitive)', 'IS', 36, '0*/0/0'),
    # TM p. 272; BV 0.01, archaic: counted once: 42 + 28 x 0.01 x .54 = 42.15 -> 42 x .85 = 35.70; AS 0.01 x 17 / 10 = 0.017, range 0
    ('Bow (Compound)', 'IS', 36, '0*/0/0'),
    # TM p. 273; BV 0.1: 42 + 2 x 28 x 0.1 x .54 = 45.02 -> 45 x .85 = 38.25; AS 0.11 x 17 / 10 = 0.187, range 0
    ('Ceres Arms Crowdbuster', 'IS', 38, '0*/0/0'),
    # TM p. 272; BV 0.24, archaic: counted once: 42 + 28 x 0.24 x .54 = 45.63 -> 46 x .85 = 39.10; AS 0.26 x 17 / 10 = 0.442, range 0
    ('Club (Vibro-Mace)', 'IS', 39, '1/0/0'),
    # TM p. 272; BV 0.05, archaic: counted once: 42 + 28 x 0.05 x .54 = 42.76 -> 43 x .85 = 36.55; AS 0.05 x 17 / 10 = 0.085, range 0
    ('Club (Blackjack/Sap)', 'IS', 37, '0*/0/0'),
    # TM p. 272; BV 0.01, archaic: counted once: 42 + 28 x 0.01 x .54 = 42.15 -> 42 x .85 = 35.70; AS 0.01 x 17 / 10 = 0.017, range 0
    ('Compound Yumi (Bow) (Unofficial)', 'IS', 36, '0*/0/0'),
    # TM p. 272; BV 0.02, archaic: counted once: 42 + 28 x 0.02 x .54 = 42.30 -> 42 x .85 = 35.70; AS 0.02 x 17 / 10 = 0.034, range 0
    ('Crossbow (Heavy)(Unofficial)', 'IS', 36, '0*/0/0'),
    # TM p. 272; BV 0.01, archaic: counted once: 42 + 28 x 0.01 x .54 = 42.15 -> 42 x .85 = 35.70; AS 0.01 x 17 / 10 = 0.017, range 0
    ('Crossbow (Basic/Heavy)', 'IS', 36, '0*/0/0'),
    # TM p. 273; BV 0.01: 42 + 2 x 28 x 0.01 x .54 = 42.30 -> 42 x .85 = 35.70; AS 0.01 x 17 / 10 = 0.017, range 0
    ('Dart Gun', 'IS', 36, '0*/0/0'),
    # TM p. 273; BV 0.34: 42 + 2 x 28 x 0.34 x .54 = 52.28 -> 52 x .85 = 44.20; AS 0.11 x 17 / 10 = 0.187, range 1
    ('Elephant Gun', 'IS', 44, '0*/0/0'),
    # TM p. 273; BV 2.3: 42 + 2 x 28 x 2.3 x .54 = 111.55 -> 112 x .85 = 95.20; AS min(0.82, .6) = 0.6 x 17 / 10 = 1.020, range 1
    ('InfantryFederatedBarrettM42BInferno', 'IS', 95, '2/0/0'),
    # TM p. 273; BV 1.17: 42 + 2 x 28 x 1.17 x .54 = 77.38 -> 77 x .85 = 65.45; AS 0.55 x 17 / 10 = 0.935, range 2
    ('InfantryFederatedBarrettM61AInferno', 'IS', 65, '1/1/0'),
    # TM p. 273; BV 0.08: 42 + 2 x 28 x 0.08 x .54 = 44.42 -> 44 x .85 = 37.40; AS 0.09 x 17 / 10 = 0.153, range 0
    ('Flare Pistol', 'IS', 37, '0*/0/0'),
    # TM p. 273; BV 0.13: 42 + 2 x 28 x 0.13 x .54 = 45.93 -> 46 x .85 = 39.10; AS 0.14 x 17 / 10 = 0.238, range 0
    ('Gauss Pistol [Clan]', 'Clan', 39, '0*/0/0'),
    # TM p. 273; BV 0.02: 42 + 2 x 28 x 0.02 x .54 = 42.60 -> 43 x .85 = 36.55; AS 0.02 x 17 / 10 = 0.034, range 0
    ('Gauss Pistol (Mandrake Hold-Out)', 'IS', 37, '0*/0/0'),
    # ATOW p. 269; BV 0.06: 42 + 2 x 28 x 0.06 x .54 = 43.81 -> 44 x .85 = 37.40; AS 0.07 x 17 / 10 = 0.119, range 0
    ('Gel Gun (Buccaneer)', 'IS', 37, '0*/0/0'),
    # TM p. 273; BV 1.07: 42 + 2 x 28 x 1.07 x .54 = 74.36 -> 74 x .85 = 62.90; AS 0.35 x 17 / 10 = 0.595, range 1
    ('Gyrojet Rifle', 'IS', 63, '1/0/0'),
    # TM p. 273; BV 1.07: 42 + 2 x 28 x 1.07 x .54 = 74.36 -> 74 x .85 = 62.90; AS 0.21 x 17 / 10 = 0.357, range 2
    ('Gyrojet Gun (Heavy)', 'IS', 63, '0*/0*/0'),
    # TM p. 273; BV 1.07: 42 + 2 x 28 x 1.07 x .54 = 74.36 -> 74 x .85 = 62.90; AS 0.35 x 17 / 10 = 0.595, range 1
    ('Gyroslug Carbine (Star King)', 'IS', 63, '1/0/0'),
    # TM p. 273; BV 0.86: 42 + 2 x 28 x 0.86 x .54 = 68.01 -> 68 x .85 = 57.80; AS 0.28 x 17 / 10 = 0.476, range 1
    ('Gyroslug Carbine', 'IS', 58, '1/0/0'),
    # TM p. 272; BV 0.06, archaic: counted once: 42 + 28 x 0.06 x .54 = 42.91 -> 43 x .85 = 36.55; AS 0.07 x 17 / 10 = 0.119, range 0
    ('Katana (Unofficial)', 'IS', 37, '0*/0/0'),
    # TM p. 273; BV 6.45: 42 + 2 x 28 x 6.45 x .54 = 237.05 -> 237 x .85 = 201.45; AS min(0.9, .6) = 0.6 x 17 / 10 = 1.020, range 3
    ('Laser Rifle (Mauser IIC IAS) (Inferno Grenades)', 'Clan', 201, '2/2/0'),
    # Shrap09; BV 0.525: 42 + 2 x 28 x 0.525 x .54 = 57.88 -> 58 x .85 = 49.30; AS 0.53 x 17 / 10 = 0.901, range 5
    ('Laser Rifle (Syrtis Firebolt-12) (Unrepaired)', 'IS', 49, '1/1/0'),
    # TM p. 273; BV 0.23: 42 + 2 x 28 x 0.23 x .54 = 48.96 -> 49 x .85 = 41.65; AS 0.25 x 17 / 10 = 0.425, range 0
    ('Machine Pistol (Martial Eagle)', 'IS', 42, '1/0/0'),
    # HBHK p. 176; BV 0.23: 42 + 2 x 28 x 0.23 x .54 = 48.96 -> 49 x .85 = 41.65; AS 0.13 x 17 / 10 = 0.221, range 0
    ('Machine Pistol (H-T Spec-7a)', 'IS', 42, '0*/0/0'),
    # TM p. 273; BV 0.21: 42 + 2 x 28 x 0.21 x .54 = 48.35 -> 48 x .85 = 40.80; AS 0.23 x 17 / 10 = 0.391, range 0
    ('Needler Pistol', 'IS', 41, '0*/0/0'),
    # TM p. 273; BV 0.1: 42 + 2 x 28 x 0.1 x .54 = 45.02 -> 45 x .85 = 38.25; AS 0.11 x 17 / 10 = 0.187, range 0
    ('Needler Pistol (Hold-Out)', 'IS', 38, '0*/0/0'),
    # TM p. 273; BV 0: 42 + 2 x 28 x 0 x .54 = 42.00 -> 42 x .85 = 35.70; AS 0 x 17 / 10 = 0.000, range 0
    ('Paint Gun (LGB-46R)', 'IS', 36, '0/0/0'),
    # Shrap03; BV 1.05: 42 + 2 x 28 x 1.05 x .54 = 73.75 -> 74 x .85 = 62.90; AS 0.53 x 17 / 10 = 0.901, range 1
    ('Pistol (Momo De Baoying (Special))', 'IS', 63, '1/0/0'),
    # Shrap03; BV 0.28: 42 + 2 x 28 x 0.28 x .54 = 50.47 -> 50 x .85 = 42.50; AS 0.35 x 17 / 10 = 0.595, range 1
    ('Pistol (AA Gemini)', 'IS', 43, '1/0/0'),
    # IO p. 84; BV 0, archaic: counted once: 42 + 28 x 0 x .54 = 42.00 -> 42 x .85 = 35.70; AS 0.14 x 17 / 10 = 0.238, range 0
    ('Prosthetic Vibro Blade', 'IS', 36, '0*/0/0'),
    # IO p. 84; BV 0: 42 + 2 x 28 x 0 x .54 = 42.00 -> 42 x .85 = 35.70; AS 0.01 x 17 / 10 = 0.017, range 0
    ('Prosthetic Ballistic', 'IS', 36, '0*/0/0'),
    # Shrap09; BV 0.9: 42 + 2 x 28 x 0.9 x .54 = 69.22 -> 69 x .85 = 58.65; AS 0.56 x 17 / 10 = 0.952, range 4
    ('Pulse Laser Rifle (Tirbuni)', 'IS', 59, '1/1/0'),
    # Shrap09; BV 0.252: 42 + 2 x 28 x 0.252 x .54 = 49.62 -> 50 x .85 = 42.50; AS 0.36 x 17 / 10 = 0.612, range 4
    ('Pulse Laser Rifle (Gaul)', 'IS', 43, '1/1/0'),
    # TM p. 273; BV 0.17: 42 + 2 x 28 x 0.17 x .54 = 47.14 -> 47 x .85 = 39.95; AS 0.18 x 17 / 10 = 0.306, range 0
    ('Revolver (Magnum)', 'IS', 40, '0*/0/0'),
    # TM p. 273; BV 0.16: 42 + 2 x 28 x 0.16 x .54 = 46.84 -> 47 x .85 = 39.95; AS 0.17 x 17 / 10 = 0.289, range 0
    ('Revolver', 'IS', 40, '0*/0/0'),
    # TM p. 273; BV 2.58: 42 + 2 x 28 x 2.58 x .54 = 120.02 -> 120 x .85 = 102.00; AS 0.36 x 17 / 10 = 0.612, range 3
    ('Rifle (Radium Sniper)', 'IS', 102, '1/1/0'),
    # no page in the catalog; BV 0.25: 42 + 2 x 28 x 0.25 x .54 = 49.56 -> 50 x .85 = 42.50; AS 0.25 x 17 / 10 = 0.425, range 2
    ('Rifle (Stalker Sniper Rifle)', 'IS', 43, '1/1/0'),
    # Shrap05; BV 1.375: 42 + 2 x 28 x 1.375 x .54 = 83.58 -> 84 x .85 = 71.40; AS min(0.64, .6) = 0.6 x 17 / 10 = 1.020, range 1
    ('SMG (Boudicca-7)', 'IS', 71, '2/0/0'),
    # Shrap05; BV 0.44: 42 + 2 x 28 x 0.44 x .54 = 55.31 -> 55 x .85 = 46.75; AS 0.44 x 17 / 10 = 0.748, range 2
    ('SMG (DSK Largo SGA)', 'IS', 47, '1/1/0'),
    # Shrap07; BV 1.375: 42 + 2 x 28 x 1.375 x .54 = 83.58 -> 84 x .85 = 71.40; AS min(0.69, .6) = 0.6 x 17 / 10 = 1.020, range 1
    ('Shotgun (SGS-9E)', 'Clan', 71, '2/0/0'),
    # Shrap07; BV 0.36: 42 + 2 x 28 x 0.36 x .54 = 52.89 -> 53 x .85 = 45.05; AS 0.38 x 17 / 10 = 0.646, range 2
    ('Shotgun (Marburg-20M)', 'IS', 45, '1/1/0'),
    # Shrap01; BV 1.176: 42 + 2 x 28 x 1.176 x .54 = 77.56 -> 78 x .85 = 66.30; AS min(0.74, .6) = 0.6 x 17 / 10 = 1.020, range 7
    ('Sniper Rifle (Barton AMR (Anti-Armor))', 'IS', 66, '2/2/2'),
    # Shrap01; BV 0.98: 42 + 2 x 28 x 0.98 x .54 = 71.64 -> 72 x .85 = 61.20; AS min(0.61, .6) = 0.6 x 17 / 10 = 1.020, range 7
    ('Sniper Rifle (Barton AMR (Standard))', 'IS', 61, '2/2/2'),
    # ATOW-C p. 195; BV 0: 42 + 2 x 28 x 0 x .54 = 42.00 -> 42 x .85 = 35.70; AS 0.21 x 17 / 10 = 0.357, range 0
    ('Staff (Shock Staff)', 'IS', 36, '0*/0/0'),
    # TM p. 272; BV 0.02, archaic: counted once: 42 + 28 x 0.02 x .54 = 42.30 -> 42 x .85 = 35.70; AS 0.02 x 17 / 10 = 0.034, range 0
    ('Staff (Nunchaku/Pole Arm)', 'IS', 36, '0*/0/0'),
    # TM p. 272; BV 0.05, archaic: counted once: 42 + 28 x 0.05 x .54 = 42.76 -> 43 x .85 = 36.55; AS 0.05 x 17 / 10 = 0.085, range 0
    ('Stunstick (Mini)', 'IS', 37, '0*/0/0'),
    # TM p. 273; BV 0.23: 42 + 2 x 28 x 0.23 x .54 = 48.96 -> 49 x .85 = 41.65; AS 0.25 x 17 / 10 = 0.425, range 0
    ('Submachine Gun', 'IS', 42, '1/0/0'),
    # ATOW-C p. 195; BV 0: 42 + 2 x 28 x 0 x .54 = 42.00 -> 42 x .85 = 35.70; AS 0.33 x 17 / 10 = 0.561, range 1
    ('Variable-Pulse Laser Rifle', 'IS', 36, '1/0/0'),
    # TM p. 272; BV 0.32, archaic: counted once: 42 + 28 x 0.32 x .54 = 46.84 -> 47 x .85 = 39.95; AS 0.35 x 17 / 10 = 0.595, range 0
    ('Whip (Monowire)', 'IS', 40, '1/0/0'),
    # ATOW-C p. 195; BV 0.05, archaic: counted once: 42 + 28 x 0.05 x .54 = 42.76 -> 43 x .85 = 36.55; AS 0.05 x 17 / 10 = 0.085, range 0
    ('Whip', 'IS', 37, '0*/0/0'),
]


@pytest.mark.covers("Auto-Pistol (Sternsnacht Python)", "Auto-Pistol (Nissan SG-12)", "Auto-Shotgun",
                    "Blade (Vibro-axe)", "Blade (Archaic Sword))", "Blazer Rifle (Scorcher VI)", "Bow (Primitive)",
                    "Bow (Compound)", "Ceres Arms Crowdbuster", "Club (Vibro-Mace)", "Club (Blackjack/Sap)",
                    "Compound Yumi (Bow) (Unofficial)", "Crossbow (Heavy)(Unofficial)", "Crossbow (Basic/Heavy)",
                    "Dart Gun", "Elephant Gun", "InfantryFederatedBarrettM42BInferno",
                    "InfantryFederatedBarrettM61AInferno", "Flare Pistol", "Gauss Pistol [Clan]",
                    "Gauss Pistol (Mandrake Hold-Out)", "Gel Gun (Buccaneer)", "Gyrojet Rifle", "Gyrojet Gun (Heavy)",
                    "Gyroslug Carbine (Star King)", "Gyroslug Carbine", "Katana (Unofficial)",
                    "Laser Rifle (Mauser IIC IAS) (Inferno Grenades)", "Laser Rifle (Syrtis Firebolt-12) (Unrepaired)",
                    "Machine Pistol (Martial Eagle)", "Machine Pistol (H-T Spec-7a)", "Needler Pistol",
                    "Needler Pistol (Hold-Out)", "Paint Gun (LGB-46R)", "Pistol (Momo De Baoying (Special))",
                    "Pistol (AA Gemini)", "Prosthetic Vibro Blade", "Prosthetic Ballistic",
                    "Pulse Laser Rifle (Tirbuni)", "Pulse Laser Rifle (Gaul)", "Revolver (Magnum)", "Revolver",
                    "Rifle (Radium Sniper)", "Rifle (Stalker Sniper Rifle)", "SMG (Boudicca-7)", "SMG (DSK Largo SGA)",
                    "Shotgun (SGS-9E)", "Shotgun (Marburg-20M)", "Sniper Rifle (Barton AMR (Anti-Armor))",
                    "Sniper Rifle (Barton AMR (Standard))", "Staff (Shock Staff)", "Staff (Nunchaku/Pole Arm)",
                    "Stunstick (Mini)", "Submachine Gun", "Variable-Pulse Laser Rifle", "Whip (Monowire)", "Whip")
@pytest.mark.parametrize("weapon, tech, want_bv, want_damage", PRIMARY, ids=[p[0] for p in PRIMARY])
def test_a_personal_weapon_as_the_platoon_s_primary(weapon, tech, want_bv, want_damage):
    """All 28 troopers carry the weapon: BV and card as in the table's
    comments; a valid platoon."""
    d = _platoon(tech, primary=weapon, secondary=None, secondary_per_squad=0)
    assert bv_of(d) == want_bv
    assert _damage(d) == want_damage
    assert errors(d) == set()


# (support weapon, BV by hand, card by hand): the auto-rifle (BV 1.59, damage .52, range 1) for 24 troopers,
# the support weapon for one trooper in each squad
SECONDARY = [
    # TM p. 273; BV 0.7: 42 + 2 x (24 x 1.59 + 4 x 0.7) x .54 = 86.24 -> 86 x .85 = 73.10; AS (.52 x 6 + 0.23) / 7 x 17 / 10 = 0.814
    ('AA Weapon (Mk. 1, Light)', 73, '1/0/0'),
    # TM p. 273; BV 2.48: 42 + 2 x (24 x 1.59 + 4 x 2.48) x .54 = 93.93 -> 94 x .85 = 79.90; AS (.52 x 6 + 0.81) / 7 x 17 / 10 = 0.954
    ('Grenade Launcher', 80, '1/0/0'),
    # TM p. 273; BV 0.49: 42 + 2 x (24 x 1.59 + 4 x 0.49) x .54 = 85.33 -> 85 x .85 = 72.25; AS (.52 x 6 + 0.16) / 7 x 17 / 10 = 0.797
    ('Grenade Launcher (Compact)', 72, '1/0/0'),
    # TM p. 273; BV 2.71: 42 + 2 x (24 x 1.59 + 4 x 2.71) x .54 = 94.92 -> 95 x .85 = 80.75; AS (.52 x 6 + 0.53) / 7 x 17 / 10 = 0.886
    ('InfantryOneShotMRM', 81, '1/0/0'),
    # TM p. 273; BV 0.44: 42 + 2 x (24 x 1.59 + 4 x 0.44) x .54 = 85.11 -> 85 x .85 = 72.25; AS (.52 x 6 + 0.48) / 7 x 17 / 10 = 0.874
    ('InfantryGrenade', 72, '1/0/0'),
    # TM p. 272; BV 0.15: 42 + 2 x (24 x 1.59 + 4 x 0.15) x .54 = 83.86 -> 84 x .85 = 71.40; AS (.52 x 6 + 0.16) / 7 x 17 / 10 = 0.797
    ('Grenade (Micro)', 71, '1/0/0'),
    # TM p. 273; BV 0.92: 42 + 2 x (24 x 1.59 + 4 x 0.92) x .54 = 87.19 -> 87 x .85 = 73.95; AS (.52 x 6 + 0.3) / 7 x 17 / 10 = 0.831
    ('Grenade (Rocket-Assisted)', 74, '1/0/0'),
    # TM p. 273; BV 1.74: 42 + 2 x (24 x 1.59 + 4 x 1.74) x .54 = 90.73 -> 91 x .85 = 77.35; AS (.52 x 6 + 0.34) / 7 x 17 / 10 = 0.840
    ('InfantryHeavySRMInferno', 77, '1/0/0'),
    # TM p. 273; BV 1.04: 42 + 2 x (24 x 1.59 + 4 x 1.04) x .54 = 87.71 -> 88 x .85 = 74.80; AS (.52 x 6 + 0.34) / 7 x 17 / 10 = 0.840
    ('InfantryGrenadeLauncherInferno', 75, '1/0/0'),
    # TM p. 272; BV 0.17: 42 + 2 x (24 x 1.59 + 4 x 0.17) x .54 = 83.95 -> 84 x .85 = 71.40; AS (.52 x 6 + 0.19) / 7 x 17 / 10 = 0.804
    ('InfantryGrenadeInferno', 71, '1/0/0'),
    # TM p. 272; BV 0.1: 42 + 2 x (24 x 1.59 + 4 x 0.1) x .54 = 83.64 -> 84 x .85 = 71.40; AS (.52 x 6 + 0.11) / 7 x 17 / 10 = 0.784
    ('InfantryMiniGrenadeInferno', 71, '1/0/0'),
]


@pytest.mark.covers("AA Weapon (Mk. 1, Light)", "Grenade Launcher", "Grenade Launcher (Compact)", "InfantryOneShotMRM",
                    "InfantryGrenade", "Grenade (Micro)", "Grenade (Rocket-Assisted)", "InfantryHeavySRMInferno",
                    "InfantryGrenadeLauncherInferno", "InfantryGrenadeInferno", "InfantryMiniGrenadeInferno")
@pytest.mark.parametrize("weapon, want_bv, want_damage", SECONDARY, ids=[s[0] for s in SECONDARY])
def test_a_support_weapon_as_the_platoon_s_secondary(weapon, want_bv, want_damage):
    """One support weapon per squad beside the auto-rifle: BV and card as in
    the table's comments; a valid platoon.  The same weapon as the primary
    is refused: a support weapon can only be a secondary (CI_PRIMARY, TM
    p. 152)."""
    d = _platoon(secondary=weapon, secondary_per_squad=1)
    assert bv_of(d) == want_bv
    assert _damage(d) == want_damage
    assert errors(d) == set()
    assert "CI_PRIMARY" in errors(_platoon(primary=weapon, secondary=None, secondary_per_squad=0))
