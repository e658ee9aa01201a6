"""Missile munitions no canonical unit carries and no other hand-worked
test covers (issue 16, third round): the special munitions of the Inner
Sphere LRM 20, the Clan LRM 10, the MML 7 (both its LRM and SRM sides),
the Inner Sphere and Clan SRM 6, the primitive prototype LRM 10 and the
Clan improved LRM 10 that no corpus unit carries, a ton of each beside its
launcher in the left torso of BareMechFactory.

BV (TM pp. 302-305, TO pp. 379-385 with the TO errata v3.02; the
munition's BV a ton from its own table entry, cited per row): the launcher
counts its full BV (the first weapon), the ammunition its BV a ton but at
most the launcher's (TM p. 304); an Inner Sphere 'Mech loses 15 defensive
BV for the explosive slot without CASE, before the defensive factor 1.3
(TM p. 303), a Clan 'Mech has CASE in its torsos:

    IS:   BV = round(694.85 + 1.37 x (50 + launcher + ammunition))
    Clan: BV = round(714.35 + 1.37 x (50 + launcher + ammunition))

(LRM 20 181, Clan LRM 10 109, MML 7 67, SRM 6 59, Clan SRM 6 59, primitive
LRM 10 90, Clan improved LRM 10 90.)  On the
card (ASC p. 96) the explosive bin takes ENE off, and a Clan 'Mech shows
CASE.  A munition for another launcher (a primitive SRM bin beside a
standard SRM 6) feeds nothing and is left out of these tables.
"""

from __future__ import annotations

import pytest

from synth import check_ammo_beside_its_weapon

# (launcher, munition, tech base, launcher slots, BV by hand); the working in the comment
MUNITIONS = [
    # IO p. 104: 23: 694.85 + 1.37 x (50 + 181 + 23) = 1042.83
    ('LRM 20', 'IS Ammo LRM-20 Anti-TSM', 'IS', 5, 1043),
    # IO p. 131: 23: 694.85 + 1.37 x (50 + 181 + 23) = 1042.83
    ('LRM 20', 'IS Ammo LRM-20 Dead-Fire', 'IS', 5, 1043),
    # TO p. 368: 11.5: 694.85 + 1.37 x (50 + 181 + 11.5) = 1027.08
    ('LRM 20', 'IS Ammo LRM-20 Follow The Leader', 'IS', 5, 1027),
    # TM p. 230: 23: 694.85 + 1.37 x (50 + 181 + 23) = 1042.83
    ('LRM 20', 'IS Ammo LRM-20 Fragmentation', 'IS', 5, 1043),
    # TO p. 369: 11.5: 694.85 + 1.37 x (50 + 181 + 11.5) = 1027.08
    ('LRM 20', 'IS Ammo LRM-20 Heat-Seeking', 'IS', 5, 1027),
    # IO p. 105: 23: 694.85 + 1.37 x (50 + 181 + 23) = 1042.83
    ('LRM 20', 'IS Ammo LRM-20 Listen-Kill', 'IS', 5, 1043),
    # TO p. 370: 23: 694.85 + 1.37 x (50 + 181 + 23) = 1042.83
    ('LRM 20', 'IS Ammo LRM-20 Mine Clearance', 'IS', 5, 1043),
    # TM p. 231: 23: 694.85 + 1.37 x (50 + 181 + 23) = 1042.83
    ('LRM 20', 'IS Ammo LRM-20 Semi-guided', 'IS', 5, 1043),
    # TO p. 371: 23: 694.85 + 1.37 x (50 + 181 + 23) = 1042.83
    ('LRM 20', 'IS Ammo LRM-20 Smoke', 'IS', 5, 1043),
    # TO p. 371: 23: 694.85 + 1.37 x (50 + 181 + 23) = 1042.83
    ('LRM 20', 'IS Ammo LRM-20 Swarm', 'IS', 5, 1043),
    # TO p. 371: 4.6: 694.85 + 1.37 x (50 + 181 + 4.6) = 1017.62
    ('LRM 20', 'IS Ammo LRM-20 Swarm-I', 'IS', 5, 1018),
    # TO p. 373: 23: 694.85 + 1.37 x (50 + 181 + 23) = 1042.83
    ('LRM 20', 'IS Ammo LRM-20 Thunder', 'IS', 5, 1043),
    # TO p. 373: 23: 694.85 + 1.37 x (50 + 181 + 23) = 1042.83
    ('LRM 20', 'IS Ammo LRM-20 Thunder-Active', 'IS', 5, 1043),
    # TO p. 373: 23: 694.85 + 1.37 x (50 + 181 + 23) = 1042.83
    ('LRM 20', 'IS Ammo LRM-20 Thunder-Augmented', 'IS', 5, 1043),
    # TO p. 373: 23: 694.85 + 1.37 x (50 + 181 + 23) = 1042.83
    ('LRM 20', 'IS Ammo LRM-20 Thunder-Inferno', 'IS', 5, 1043),
    # TO p. 373: 23: 694.85 + 1.37 x (50 + 181 + 23) = 1042.83
    ('LRM 20', 'IS Ammo LRM-20 Thunder-Vibrabomb', 'IS', 5, 1043),
    # IO p. 104: 14: 714.35 + 1.37 x (50 + 109 + 14) = 951.36
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Anti-TSM', 'Clan', 1, 951),
    # TO p. 283: 14: 714.35 + 1.37 x (50 + 109 + 14) = 951.36
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Artemis V-capable', 'Clan', 1, 951),
    # IO p. 131: 14: 714.35 + 1.37 x (50 + 109 + 14) = 951.36
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Dead-Fire', 'Clan', 1, 951),
    # TO p. 368: 7: 714.35 + 1.37 x (50 + 109 + 7) = 941.77
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Follow The Leader', 'Clan', 1, 942),
    # TM p. 230: 14: 714.35 + 1.37 x (50 + 109 + 14) = 951.36
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Fragmentation', 'Clan', 1, 951),
    # TO p. 369: 7: 714.35 + 1.37 x (50 + 109 + 7) = 941.77
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Heat-Seeking', 'Clan', 1, 942),
    # TO p. 370: 14: 714.35 + 1.37 x (50 + 109 + 14) = 951.36
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Mine Clearance', 'Clan', 1, 951),
    # TW p. 229: 14: 714.35 + 1.37 x (50 + 109 + 14) = 951.36
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Multi-Purpose', 'Clan', 1, 951),
    # TW p. 142: 14: 714.35 + 1.37 x (50 + 109 + 14) = 951.36
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Narc-capable', 'Clan', 1, 951),
    # TM p. 231: 14: 714.35 + 1.37 x (50 + 109 + 14) = 951.36
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Semi-guided', 'Clan', 1, 951),
    # TO p. 371: 14: 714.35 + 1.37 x (50 + 109 + 14) = 951.36
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Smoke', 'Clan', 1, 951),
    # TO p. 371: 14: 714.35 + 1.37 x (50 + 109 + 14) = 951.36
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Swarm', 'Clan', 1, 951),
    # TO p. 371: 2.8: 714.35 + 1.37 x (50 + 109 + 2.8) = 936.02
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Swarm-I', 'Clan', 1, 936),
    # TO p. 373: 14: 714.35 + 1.37 x (50 + 109 + 14) = 951.36
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Thunder', 'Clan', 1, 951),
    # TO p. 373: 14: 714.35 + 1.37 x (50 + 109 + 14) = 951.36
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Thunder-Active', 'Clan', 1, 951),
    # TO p. 373: 14: 714.35 + 1.37 x (50 + 109 + 14) = 951.36
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Thunder-Augmented', 'Clan', 1, 951),
    # TO p. 373: 14: 714.35 + 1.37 x (50 + 109 + 14) = 951.36
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Thunder-Inferno', 'Clan', 1, 951),
    # TO p. 373: 14: 714.35 + 1.37 x (50 + 109 + 14) = 951.36
    ('CLLRM10', 'Clan Ammo LRM-10 (Clan) Thunder-Vibrabomb', 'Clan', 1, 951),
    # IO p. 104: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 LRM Anti-TSM', 'IS', 4, 866),
    # IO p. 131: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 LRM Dead-Fire', 'IS', 4, 866),
    # TO p. 368: 4: 694.85 + 1.37 x (50 + 67 + 4) = 860.62
    ('ISMML7', 'IS Ammo MML-7 LRM Follow The Leader', 'IS', 4, 861),
    # TM p. 230: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 LRM Fragmentation', 'IS', 4, 866),
    # TO p. 369: 4: 694.85 + 1.37 x (50 + 67 + 4) = 860.62
    ('ISMML7', 'IS Ammo MML-7 LRM Heat-Seeking', 'IS', 4, 861),
    # IO p. 105: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 LRM Listen-Kill', 'IS', 4, 866),
    # TO p. 370: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 LRM Mine Clearance', 'IS', 4, 866),
    # TM p. 231: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 LRM Semi-guided', 'IS', 4, 866),
    # TO p. 371: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 LRM Smoke', 'IS', 4, 866),
    # TO p. 371: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 LRM Swarm', 'IS', 4, 866),
    # TO p. 371: 1.6: 694.85 + 1.37 x (50 + 67 + 1.6) = 857.33
    ('ISMML7', 'IS Ammo MML-7 LRM Swarm-I', 'IS', 4, 857),
    # TO p. 373: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 LRM Thunder', 'IS', 4, 866),
    # TO p. 373: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 LRM Thunder-Active', 'IS', 4, 866),
    # TO p. 373: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 LRM Thunder-Augmented', 'IS', 4, 866),
    # TO p. 373: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 LRM Thunder-Inferno', 'IS', 4, 866),
    # TO p. 373: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 LRM Thunder-Vibrabomb', 'IS', 4, 866),
    # TO p. 367: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 SRM Acid', 'IS', 4, 866),
    # IO p. 104: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 SRM Anti-TSM', 'IS', 4, 866),
    # IO p. 131: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 SRM Dead-Fire', 'IS', 4, 866),
    # TM p. 230: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 SRM Fragmentation', 'IS', 4, 866),
    # TO p. 369: 4: 694.85 + 1.37 x (50 + 67 + 4) = 860.62
    ('ISMML7', 'IS Ammo MML-7 SRM Heat-Seeking', 'IS', 4, 861),
    # TM p. 231: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 SRM Inferno', 'IS', 4, 866),
    # IO p. 105: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 SRM Listen-Kill', 'IS', 4, 866),
    # TO p. 370: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 SRM Mine Clearance', 'IS', 4, 866),
    # TO p. 371: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 SRM Smoke', 'IS', 4, 866),
    # TO p. 372: 8: 694.85 + 1.37 x (50 + 67 + 8) = 866.10
    ('ISMML7', 'IS Ammo MML-7 SRM Tandem-Charge', 'IS', 4, 866),
    # TO p. 367: 7: 714.35 + 1.37 x (50 + 59 + 7) = 873.27
    ('CLSRM6', 'Clan Ammo SRM-6 (Clan) Acid', 'Clan', 1, 873),
    # IO p. 104: 7: 714.35 + 1.37 x (50 + 59 + 7) = 873.27
    ('CLSRM6', 'Clan Ammo SRM-6 (Clan) Anti-TSM', 'Clan', 1, 873),
    # TO p. 283: 7: 714.35 + 1.37 x (50 + 59 + 7) = 873.27
    ('CLSRM6', 'Clan Ammo SRM-6 (Clan) Artemis V-capable', 'Clan', 1, 873),
    # TM p. 230: 7: 714.35 + 1.37 x (50 + 59 + 7) = 873.27
    ('CLSRM6', 'Clan Ammo SRM-6 (Clan) Fragmentation', 'Clan', 1, 873),
    # TO p. 369: 3.5: 714.35 + 1.37 x (50 + 59 + 3.5) = 868.48
    ('CLSRM6', 'Clan Ammo SRM-6 (Clan) Heat-Seeking', 'Clan', 1, 868),
    # TM p. 231: 7: 714.35 + 1.37 x (50 + 59 + 7) = 873.27
    ('CLSRM6', 'Clan Ammo SRM-6 (Clan) Inferno', 'Clan', 1, 873),
    # TO p. 370: 7: 714.35 + 1.37 x (50 + 59 + 7) = 873.27
    ('CLSRM6', 'Clan Ammo SRM-6 (Clan) Mine Clearance', 'Clan', 1, 873),
    # TO p. 371: 7: 714.35 + 1.37 x (50 + 59 + 7) = 873.27
    ('CLSRM6', 'Clan Ammo SRM-6 (Clan) Smoke', 'Clan', 1, 873),
    # TO p. 372: 7: 714.35 + 1.37 x (50 + 59 + 7) = 873.27
    ('CLSRM6', 'Clan Ammo SRM-6 (Clan) Tandem-Charge', 'Clan', 1, 873),
    # TO p. 367: 7: 694.85 + 1.37 x (50 + 59 + 7) = 853.77
    ('SRM 6', 'IS Ammo SRM-6 Acid', 'IS', 2, 854),
    # IO p. 104: 7: 694.85 + 1.37 x (50 + 59 + 7) = 853.77
    ('SRM 6', 'IS Ammo SRM-6 Anti-TSM', 'IS', 2, 854),
    # IO p. 131: 7: 694.85 + 1.37 x (50 + 59 + 7) = 853.77
    ('SRM 6', 'IS Ammo SRM-6 Dead-Fire', 'IS', 2, 854),
    # TM p. 230: 7: 694.85 + 1.37 x (50 + 59 + 7) = 853.77
    ('SRM 6', 'IS Ammo SRM-6 Fragmentation', 'IS', 2, 854),
    # TO p. 369: 3.5: 694.85 + 1.37 x (50 + 59 + 3.5) = 848.98
    ('SRM 6', 'IS Ammo SRM-6 Heat-Seeking', 'IS', 2, 849),
    # TM p. 231: 7: 694.85 + 1.37 x (50 + 59 + 7) = 853.77
    ('SRM 6', 'IS Ammo SRM-6 Inferno', 'IS', 2, 854),
    # IO p. 105: 7: 694.85 + 1.37 x (50 + 59 + 7) = 853.77
    ('SRM 6', 'IS Ammo SRM-6 Listen-Kill', 'IS', 2, 854),
    # TO p. 370: 7: 694.85 + 1.37 x (50 + 59 + 7) = 853.77
    ('SRM 6', 'IS Ammo SRM-6 Mine Clearance', 'IS', 2, 854),
    # TO p. 371: 7: 694.85 + 1.37 x (50 + 59 + 7) = 853.77
    ('SRM 6', 'IS Ammo SRM-6 Smoke', 'IS', 2, 854),
    # TO p. 372: 7: 694.85 + 1.37 x (50 + 59 + 7) = 853.77
    ('SRM 6', 'IS Ammo SRM-6 Tandem-Charge', 'IS', 2, 854),
    # IO p. 104: 11: 694.85 + 1.37 x (50 + 90 + 11) = 901.72
    ('Primitive Prototype LRM 10', 'IS Ammo LRM-10 Primitive Anti-TSM', 'IS', 2, 902),
    # TM p. 230: 11: 694.85 + 1.37 x (50 + 90 + 11) = 901.72
    ('Primitive Prototype LRM 10', 'IS Ammo LRM-10 Primitive Artemis-capable', 'IS', 2, 902),
    # TO p. 368: 11: 694.85 + 1.37 x (50 + 90 + 11) = 901.72
    ('Primitive Prototype LRM 10', 'IS Ammo LRM-10 Primitive Follow The Leader', 'IS', 2, 902),
    # TO p. 369: 11: 694.85 + 1.37 x (50 + 90 + 11) = 901.72
    ('Primitive Prototype LRM 10', 'IS Ammo LRM-10 Primitive Heat-Seeking', 'IS', 2, 902),
    # TO p. 370: 11: 694.85 + 1.37 x (50 + 90 + 11) = 901.72
    ('Primitive Prototype LRM 10', 'IS Ammo LRM-10 Primitive Mine Clearance', 'IS', 2, 902),
    # TW p. 142: 11: 694.85 + 1.37 x (50 + 90 + 11) = 901.72
    ('Primitive Prototype LRM 10', 'IS Ammo LRM-10 Primitive Narc-capable', 'IS', 2, 902),
    # TO p. 371: 11: 694.85 + 1.37 x (50 + 90 + 11) = 901.72
    ('Primitive Prototype LRM 10', 'IS Ammo LRM-10 Primitive Smoke', 'IS', 2, 902),
    # TO p. 371: 11: 694.85 + 1.37 x (50 + 90 + 11) = 901.72
    ('Primitive Prototype LRM 10', 'IS Ammo LRM-10 Primitive Swarm', 'IS', 2, 902),
    # TO p. 371: 11: 694.85 + 1.37 x (50 + 90 + 11) = 901.72
    ('Primitive Prototype LRM 10', 'IS Ammo LRM-10 Primitive Swarm-I', 'IS', 2, 902),
    # TO p. 373: 11: 694.85 + 1.37 x (50 + 90 + 11) = 901.72
    ('Primitive Prototype LRM 10', 'IS Ammo LRM-10 Primitive Thunder', 'IS', 2, 902),
    # TO p. 373: 11: 694.85 + 1.37 x (50 + 90 + 11) = 901.72
    ('Primitive Prototype LRM 10', 'IS Ammo LRM-10 Primitive Thunder-Active', 'IS', 2, 902),
    # TO p. 373: 11: 694.85 + 1.37 x (50 + 90 + 11) = 901.72
    ('Primitive Prototype LRM 10', 'IS Ammo LRM-10 Primitive Thunder-Augmented', 'IS', 2, 902),
    # TO p. 373: 11: 694.85 + 1.37 x (50 + 90 + 11) = 901.72
    ('Primitive Prototype LRM 10', 'IS Ammo LRM-10 Primitive Thunder-Inferno', 'IS', 2, 902),
    # TO p. 373: 11: 694.85 + 1.37 x (50 + 90 + 11) = 901.72
    ('Primitive Prototype LRM 10', 'IS Ammo LRM-10 Primitive Thunder-Vibrabomb', 'IS', 2, 902),
    # TM p. 207: 11: 714.35 + 1.37 x (50 + 90 + 11) = 921.22
    ('Improved LRM 10', 'ClanImprovedLRM10Ammo (Clan) Artemis-capable', 'Clan', 1, 921),
    # TM p. 231: 11: 714.35 + 1.37 x (50 + 90 + 11) = 921.22
    ('Improved LRM 10', 'ClanImprovedLRM10Ammo (Clan) Semi-guided', 'Clan', 1, 921),
    # TO p. 371: 11: 714.35 + 1.37 x (50 + 90 + 11) = 921.22
    ('Improved LRM 10', 'ClanImprovedLRM10Ammo (Clan) Swarm', 'Clan', 1, 921),
    # TO p. 373: 11: 714.35 + 1.37 x (50 + 90 + 11) = 921.22
    ('Improved LRM 10', 'ClanImprovedLRM10Ammo (Clan) Thunder', 'Clan', 1, 921),
    # TO p. 373: 11: 714.35 + 1.37 x (50 + 90 + 11) = 921.22
    ('Improved LRM 10', 'ClanImprovedLRM10Ammo (Clan) Thunder-Augmented', 'Clan', 1, 921),
    # TO p. 373: 11: 714.35 + 1.37 x (50 + 90 + 11) = 921.22
    ('Improved LRM 10', 'ClanImprovedLRM10Ammo (Clan) Thunder-Inferno', 'Clan', 1, 921),
    # TO p. 373: 11: 714.35 + 1.37 x (50 + 90 + 11) = 921.22
    ('Improved LRM 10', 'ClanImprovedLRM10Ammo (Clan) Thunder-Vibrabomb', 'Clan', 1, 921),
]


@pytest.mark.covers("IS Ammo LRM-20 Anti-TSM", "IS Ammo LRM-20 Dead-Fire", "IS Ammo LRM-20 Follow The Leader",
                    "IS Ammo LRM-20 Fragmentation", "IS Ammo LRM-20 Heat-Seeking", "IS Ammo LRM-20 Listen-Kill",
                    "IS Ammo LRM-20 Mine Clearance", "IS Ammo LRM-20 Semi-guided", "IS Ammo LRM-20 Smoke",
                    "IS Ammo LRM-20 Swarm", "IS Ammo LRM-20 Swarm-I", "IS Ammo LRM-20 Thunder",
                    "IS Ammo LRM-20 Thunder-Active", "IS Ammo LRM-20 Thunder-Augmented",
                    "IS Ammo LRM-20 Thunder-Inferno", "IS Ammo LRM-20 Thunder-Vibrabomb",
                    "Clan Ammo LRM-10 (Clan) Anti-TSM", "Clan Ammo LRM-10 (Clan) Artemis V-capable",
                    "Clan Ammo LRM-10 (Clan) Dead-Fire", "Clan Ammo LRM-10 (Clan) Follow The Leader",
                    "Clan Ammo LRM-10 (Clan) Fragmentation", "Clan Ammo LRM-10 (Clan) Heat-Seeking",
                    "Clan Ammo LRM-10 (Clan) Mine Clearance", "Clan Ammo LRM-10 (Clan) Multi-Purpose",
                    "Clan Ammo LRM-10 (Clan) Narc-capable", "Clan Ammo LRM-10 (Clan) Semi-guided",
                    "Clan Ammo LRM-10 (Clan) Smoke", "Clan Ammo LRM-10 (Clan) Swarm",
                    "Clan Ammo LRM-10 (Clan) Swarm-I", "Clan Ammo LRM-10 (Clan) Thunder",
                    "Clan Ammo LRM-10 (Clan) Thunder-Active", "Clan Ammo LRM-10 (Clan) Thunder-Augmented",
                    "Clan Ammo LRM-10 (Clan) Thunder-Inferno", "Clan Ammo LRM-10 (Clan) Thunder-Vibrabomb",
                    "IS Ammo MML-7 LRM Anti-TSM", "IS Ammo MML-7 LRM Dead-Fire", "IS Ammo MML-7 LRM Follow The Leader",
                    "IS Ammo MML-7 LRM Fragmentation", "IS Ammo MML-7 LRM Heat-Seeking",
                    "IS Ammo MML-7 LRM Listen-Kill", "IS Ammo MML-7 LRM Mine Clearance",
                    "IS Ammo MML-7 LRM Semi-guided", "IS Ammo MML-7 LRM Smoke", "IS Ammo MML-7 LRM Swarm",
                    "IS Ammo MML-7 LRM Swarm-I", "IS Ammo MML-7 LRM Thunder", "IS Ammo MML-7 LRM Thunder-Active",
                    "IS Ammo MML-7 LRM Thunder-Augmented", "IS Ammo MML-7 LRM Thunder-Inferno",
                    "IS Ammo MML-7 LRM Thunder-Vibrabomb", "IS Ammo MML-7 SRM Acid", "IS Ammo MML-7 SRM Anti-TSM",
                    "IS Ammo MML-7 SRM Dead-Fire", "IS Ammo MML-7 SRM Fragmentation", "IS Ammo MML-7 SRM Heat-Seeking",
                    "IS Ammo MML-7 SRM Inferno", "IS Ammo MML-7 SRM Listen-Kill", "IS Ammo MML-7 SRM Mine Clearance",
                    "IS Ammo MML-7 SRM Smoke", "IS Ammo MML-7 SRM Tandem-Charge", "Clan Ammo SRM-6 (Clan) Acid",
                    "Clan Ammo SRM-6 (Clan) Anti-TSM", "Clan Ammo SRM-6 (Clan) Artemis V-capable",
                    "Clan Ammo SRM-6 (Clan) Fragmentation", "Clan Ammo SRM-6 (Clan) Heat-Seeking",
                    "Clan Ammo SRM-6 (Clan) Inferno", "Clan Ammo SRM-6 (Clan) Mine Clearance",
                    "Clan Ammo SRM-6 (Clan) Smoke", "Clan Ammo SRM-6 (Clan) Tandem-Charge", "IS Ammo SRM-6 Acid",
                    "IS Ammo SRM-6 Anti-TSM", "IS Ammo SRM-6 Dead-Fire", "IS Ammo SRM-6 Fragmentation",
                    "IS Ammo SRM-6 Heat-Seeking", "IS Ammo SRM-6 Inferno", "IS Ammo SRM-6 Listen-Kill",
                    "IS Ammo SRM-6 Mine Clearance", "IS Ammo SRM-6 Smoke", "IS Ammo SRM-6 Tandem-Charge",
                    "IS Ammo LRM-10 Primitive Anti-TSM", "IS Ammo LRM-10 Primitive Artemis-capable",
                    "IS Ammo LRM-10 Primitive Follow The Leader", "IS Ammo LRM-10 Primitive Heat-Seeking",
                    "IS Ammo LRM-10 Primitive Mine Clearance", "IS Ammo LRM-10 Primitive Narc-capable",
                    "IS Ammo LRM-10 Primitive Smoke", "IS Ammo LRM-10 Primitive Swarm",
                    "IS Ammo LRM-10 Primitive Swarm-I", "IS Ammo LRM-10 Primitive Thunder",
                    "IS Ammo LRM-10 Primitive Thunder-Active", "IS Ammo LRM-10 Primitive Thunder-Augmented",
                    "IS Ammo LRM-10 Primitive Thunder-Inferno", "IS Ammo LRM-10 Primitive Thunder-Vibrabomb",
                    "ClanImprovedLRM10Ammo (Clan) Artemis-capable", "ClanImprovedLRM10Ammo (Clan) Semi-guided",
                    "ClanImprovedLRM10Ammo (Clan) Swarm", "ClanImprovedLRM10Ammo (Clan) Thunder",
                    "ClanImprovedLRM10Ammo (Clan) Thunder-Augmented", "ClanImprovedLRM10Ammo (Clan) Thunder-Inferno",
                    "ClanImprovedLRM10Ammo (Clan) Thunder-Vibrabomb")
@pytest.mark.parametrize("launcher, ammo, tech, slots, want_bv", MUNITIONS, ids=[m[1] for m in MUNITIONS])
def test_a_missile_munition_beside_its_launcher(launcher, ammo, tech, slots, want_bv):
    """A ton of the munition beside its launcher in the left torso: BV as in
    the table's comments; no ENE, CASE on a Clan 'Mech; valid."""
    check_ammo_beside_its_weapon(launcher, ammo, tech, slots, want_bv)
