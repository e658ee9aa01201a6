"""One ammunition of each type that had no hand-worked test yet (issue 16:
"every ammo type"), a ton (half a ton for machine guns) beside its weapon
in the left torso of BareMechFactory (a 50 t biped: defensive 549.5 x 1.3,
offensive 50 x 1.37, BV 783; see its docstring), worked out by hand.

BV (TM pp. 302-305, TO pp. 379-385 with the TO errata v3.02):

- ammunition counts its BV a ton, at most its weapon's (TM p. 304);
- on an Inner Sphere 'Mech, a slot of explosive ammunition in a side torso
  without CASE costs 15 defensive BV, and a slot of an explosive Gauss-family
  weapon 1, before the factor 1.3 (TM p. 303); Gauss, AP Gauss, Magshot,
  Silver Bullet, hyper-assault Gauss and plasma ammunition do not explode
  (the catalog's flag, TM p. 303's list); a Clan 'Mech has CASE in its
  torsos and pays nothing:
      BV = round((549.5 - penalty) x 1.3 + 1.37 x (50 + weapon + ammunition));
- anti-missile systems and their ammunition are defensive (TM p. 303):
      BV = round((549.5 - penalty + AMS + ammunition) x 1.3 + 68.5).

Card (ASC p. 96): explosive ammunition takes ENE off; a 'Mech with no
explosive part keeps it; a Clan 'Mech shows CASE.  The design stays valid.
"""

from __future__ import annotations

import pytest

from synth import check_ammo_beside_its_weapon

# (weapon, slots, ammunition, tech base, BV by hand, ENE on the card); weapon and ammunition book and page, the working
TYPES = [
    # LB 10-X (TM p. 207) 148 + cluster 19: (549.5 - 15) x 1.3 = 694.85 + 1.37 x 217 = 992.14
    ("ISLBXAC10", 6, "IS LB 10-X Cluster Ammo", "IS", 992, False),
    # rotary AC/2 (TM p. 207) 118 + 15: 694.85 + 1.37 x 183 = 945.56
    ("ISRotaryAC2", 3, "ISRotaryAC2 Ammo", "IS", 946, False),
    # Ultra AC/5 (TM p. 208) 112 + 14: 694.85 + 1.37 x 176 = 935.97
    ("ISUltraAC5", 5, "IS Ultra AC/5 Ammo", "IS", 936, False),
    # AMS (TM p. 204) 32 + 11, defensive: (549.5 - 15 + 32 + 11) x 1.3 + 68.5 = 819.25
    ("ISAntiMissileSystem", 1, "ISAMS Ammo", "IS", 819, False),
    # APDS (IO:AE p. 85; ammunition IO p. 91) 64 + 22: (549.5 - 15 + 64 + 22) x 1.3 + 68.5 = 875.15
    ("ISAPDS", 2, "ISAPDS Ammo", "IS", 875, False),
    # Clan AP Gauss (TM p. 218) 21 + 3, CASE: 714.35 + 1.37 x 74 = 815.73
    ("CLAPGaussRifle", 1, "CLAPGaussRifle Ammo", "Clan", 816, False),
    # Clan ATM 6 (TM p. 229) 105 + ER 26: 714.35 + 1.37 x 181 = 962.32
    ("CLATM6", 3, "Clan Ammo ATM-6 ER", "Clan", 962, False),
    # extended LRM 10 (TO p. 327) 133 + 17: 694.85 + 1.37 x 200 = 968.85
    ("Extended LRM 10", 4, "IS Ammo Extended LRM-10", "IS", 969, False),
    # Gauss rifle (TM p. 219) 320, 7 explosive slots, + 40 not explosive: (549.5 - 7) x 1.3 = 705.25 + 1.37 x 410 = 1266.95
    ("ISGaussRifle", 7, "IS Gauss Ammo", "IS", 1267, False),
    # Clan improved Gauss (IO p. 96) 320 + 40: 714.35 + 561.7 = 1276.05
    ("Improved Gauss Rifle", 6, "CLImpGaussAmmo", "Clan", 1276, False),
    # light Gauss (TM p. 219) 159, 5 slots, + 20: (549.5 - 5) x 1.3 = 707.85 + 1.37 x 229 = 1021.58
    ("ISLightGaussRifle", 5, "IS Light Gauss Ammo", "IS", 1022, False),
    # HAG 20 (TM p. 219) 267 + 33: 714.35 + 1.37 x 350 = 1193.85
    ("CLHAG20", 6, "Hyper-Assault Gauss Rifle/20 Ammo", "Clan", 1194, False),
    # heavy flamer (TO p. 312) 15 + 2: 694.85 + 1.37 x 67 = 786.64
    ("Heavy Flamer", 1, "IS Heavy Flamer Ammo", "IS", 787, False),
    # Clan LRT 10 (TM p. 230) 109 + 14: 714.35 + 1.37 x 173 = 951.36
    ("CLLRT10", 1, "Clan Ammo LRTorpedo-10", "Clan", 951, False),
    # Magshot (TO p. 314) 15, 2 explosive slots, + 2 not explosive: (549.5 - 2) x 1.3 = 711.75 + 1.37 x 67 = 803.54
    ("ISMagshotGR", 2, "ISMagshotGR Ammo", "IS", 804, False),
    # machine guns (TM p. 228) 5 / 6 / 5 + half a ton 0.5: 694.85 + 1.37 x 55.5 = 770.89; 56.5: 772.26
    ("Machine Gun", 1, "IS Machine Gun Ammo - Half", "IS", 771, False),
    ("Heavy Machine Gun", 1, "IS Heavy Machine Gun Ammo - Half", "IS", 772, False),
    ("Light Machine Gun", 1, "IS Light Machine Gun Ammo - Half", "IS", 771, False),
    # MRM 10 (TM p. 229) 56 + 7: 694.85 + 1.37 x 113 = 849.66
    ("MRM 10", 2, "IS MRM 10 Ammo", "IS", 850, False),
    # Narc (TM p. 232) 30 + pods 0 (explosive): 694.85 + 1.37 x 80 = 804.45
    ("ISNarcBeacon", 2, "ISNarc Pods", "IS", 804, False),
    # plasma rifle (TM p. 234) 210 + 26, neither explodes: 714.35 + 1.37 x 286 = 1106.17
    ("ISPlasmaRifle", 2, "ISPlasmaRifleAmmo", "IS", 1106, True),
    # medium rifle (TO:AUE p. 150; ammunition TO p. 338) 51 + 6: 694.85 + 1.37 x 107 = 841.44
    ("Rifle (Cannon, Medium)", 2, "IS Ammo Medium Rifle", "IS", 841, False),
    # Silver Bullet Gauss (TO p. 314) 198, 7 slots, + 25: 705.25 + 1.37 x 273 = 1079.26
    ("ISSBGR", 7, "Silver Bullet Gauss Ammo", "IS", 1079, False),
    # Clan Streak SRM 4 (TM p. 230) 79 + 10: 714.35 + 1.37 x 139 = 904.78
    ("CLStreakSRM4", 1, "Clan Streak SRM 4 Ammo", "Clan", 905, False),
    # Thunderbolt 10 (TO:AUE p. 159; ammunition TO p. 347) 127 + 16: 694.85 + 1.37 x 193 = 959.26
    ("Thunderbolt 10", 2, "IS Ammo Thunderbolt-10", "IS", 959, False),
    # vehicle flamer (TM p. 218) 5 + 1: 694.85 + 1.37 x 56 = 771.57
    ("Flamer (Vehicle)", 1, "IS Vehicle Flamer Ammo", "IS", 772, False),
    # vehicular grenade launcher (TO p. 315) 15 + 0: 694.85 + 1.37 x 65 = 783.9
    ("ISVehicularGrenadeLauncher", 1, "IS Ammo VGL", "IS", 784, False),
    # Thunderbolt 5 / 15 / 20 (TO:AUE p. 159; ammunition TO p. 347) 64 + 8, 229 + 29, 305 + 38:
    # 694.85 + 1.37 x 122 = 861.99; 694.85 + 1.37 x 308 = 1116.81; 694.85 + 1.37 x 393 = 1233.26
    ("Thunderbolt 5", 1, "IS Ammo Thunderbolt-5", "IS", 862, False),
    ("Thunderbolt 15", 3, "IS Ammo Thunderbolt-15", "IS", 1117, False),
    ("Thunderbolt 20", 5, "IS Ammo Thunderbolt-20", "IS", 1233, False),
    # nail/rivet gun (TM p. 246) 1 + a full ton 1 / half a ton 0.5, not explosive: 714.35 + 1.37 x 52 = 785.59;
    # 714.35 + 1.37 x 51.5 = 784.91
    ("Nail/Rivet Gun", 1, "IS Ammo Nail/Rivet - Full", "IS", 786, True),
    ("Nail/Rivet Gun", 1, "IS Ammo Nail/Rivet - Half", "IS", 785, True),
    # C3 remote sensor launcher (TO p. 297) 30 + its sensors 6, not explosive: 714.35 + 1.37 x 86 = 832.17
    ("ISC3RemoteSensorLauncher", 3, "ISC3Sensors", "IS", 832, True),
]


@pytest.mark.covers("IS LB 10-X Cluster Ammo", "ISRotaryAC2 Ammo", "IS Ultra AC/5 Ammo", "ISAMS Ammo", "ISAPDS Ammo",
                    "CLAPGaussRifle Ammo", "Clan Ammo ATM-6 ER", "IS Ammo Extended LRM-10", "IS Gauss Ammo",
                    "CLImpGaussAmmo", "IS Light Gauss Ammo", "Hyper-Assault Gauss Rifle/20 Ammo", "IS Heavy Flamer Ammo",
                    "Clan Ammo LRTorpedo-10", "ISMagshotGR Ammo", "IS Machine Gun Ammo - Half",
                    "IS Heavy Machine Gun Ammo - Half", "IS Light Machine Gun Ammo - Half", "IS MRM 10 Ammo",
                    "ISNarc Pods", "ISPlasmaRifleAmmo", "IS Ammo Medium Rifle", "Silver Bullet Gauss Ammo",
                    "Clan Streak SRM 4 Ammo", "IS Ammo Thunderbolt-10", "IS Vehicle Flamer Ammo", "IS Ammo VGL",
                    "ISLBXAC10", "ISUltraAC5", "CLLRT10", "MRM 10", "ISNarcBeacon", "CLStreakSRM4", "Thunderbolt 10",
                    "IS Ammo Thunderbolt-5", "IS Ammo Thunderbolt-15", "IS Ammo Thunderbolt-20",
                    "IS Ammo Nail/Rivet - Full", "IS Ammo Nail/Rivet - Half", "ISC3Sensors", "Thunderbolt 5",
                    "Thunderbolt 15", "Thunderbolt 20")
@pytest.mark.parametrize("weapon, slots, ammo, tech, want_bv, ene", TYPES, ids=[t[2] for t in TYPES])
def test_an_ammunition_type_beside_its_weapon(weapon, slots, ammo, tech, want_bv, ene):
    """The weapon and its ammunition in the left torso: BV as in the
    table's comments; ENE as the parts' explosiveness leaves it; CASE on a
    Clan 'Mech; valid."""
    check_ammo_beside_its_weapon(weapon, ammo, tech, slots, want_bv, ene)
