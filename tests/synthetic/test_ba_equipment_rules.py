"""Item rules of battle armor that players' designs break and canonical
suits do not (data/rules/battle_armor.json tables.equipment_rules, each row
with its book and page; facts checked against MegaMek's TestBattleArmor):
tasers and Narc launchers mounted trooper by trooper, no infantry melee
weapon in an anti-personnel mount, the armored gloves' one anti-personnel
weapon, magnetic clamps not on quad or Assault suits nor with UMUs, a
parafoil in the body, one clamp, parafoil and partial wing a suit, no
detachable weapon pack on a PA(L) or Light suit, and only the squad support
weapon's own ammunition in its mount.

Base: BareBattleArmorFactory, four IS medium biped suits, ground MP 1,
6 armor points: chassis 175 kg + armor 6 x 50 = 300 kg = 475 kg a suit
(TM pp. 160-169; below the Medium 751 kg, a BA_UNDERWEIGHT warning only).
Each case below is weighed by hand and stays within its class's maximum;
every broken case is valid under the rules before these rows (no error at
all) and is caught only with them.
"""

from __future__ import annotations

import dataclasses

import pytest

from construction.model import Mount
from design_factories import BareBattleArmorFactory
from synth import add, errors


def _suit(**ba):
    d = BareBattleArmorFactory()
    return dataclasses.replace(d, battle_armor=dataclasses.replace(d.battle_armor, **ba)) if ba else d


def _per_trooper(item, loc="BODY", **kw):
    return tuple(Mount(item, loc, trooper=t, **kw) for t in range(1, 5))


def _jumper():
    """Jump 2: 2 x 50 kg (Medium jump jets, TM p. 162) -> 575 kg."""
    return dataclasses.replace(_suit(motion="jump"), jump_mp=2)


def _clan_umu():
    """Clan medium, mixed tech (the clamp is Inner Sphere), UMU 2: chassis 250
    + armor 6 x 25 = 150 + UMU 2 x 85 = 170 -> 570 kg (TM pp. 160-165)."""
    d = _suit(motion="umu")
    return dataclasses.replace(d, tech_base="Clan", mixed_tech=True, jump_mp=2)


GLOVES = (Mount("BAArmoredGlove", "LA"), Mount("BAArmoredGlove", "RA"))
RIFLE = "InfantryAssaultRifle"
DWP = (Mount("ISDetachableWeaponPack", "BODY"), Mount("ISBAMG", "BODY", mount="DWP"))

VALID = [
    # 475 + taser 300 = 775 kg, 3 of 4 body slots, one anti-'Mech weapon each
    ("taser per trooper", add(_suit(), *_per_trooper("ISBATaser"))),
    # 475 + Narc 150 + 2 shots x 10 kg = 645 kg
    ("Narc per trooper", add(_suit(), *_per_trooper("ISBACompactNarc"), *_per_trooper("BA-Compact Narc Ammo", shots=2))),
    # 475 + clamp 30 = 505 kg, 2 body slots
    ("magnetic clamp on a medium biped", add(_suit(), Mount("BA-Magnetic Clamp", "BODY"))),
    # 475 + parafoil 35 = 510 kg
    ("parafoil in the body", add(_suit(), Mount("BAParafoil", "BODY"))),
    # 575 + partial wing 200 = 775 kg
    ("one partial wing", add(_jumper(), Mount("BAPartialWing", "BODY"))),
    # ground MP 2 (one paid, 40 kg) -> 515 kg; the pack and its machine gun
    # are carried outside the suit's weight (TO p. 286)
    ("detachable weapon pack on a Medium suit", add(_suit(), *DWP, walk_mp=2)),
    # SRM 2 as the squad support weapon, its 4 shots in the mount: (120 + 4 x
    # 20 kg) shared by the four suits (TO p. 268) -> 475 + 30 + 20 = 525 kg
    ("ammunition for the squad support weapon", add(_suit(), Mount("ISBASRM2", "RA", mount="SSWM"),
                                                    Mount("BA-SRM2 Ammo", "BODY", mount="SSWM", shots=4))),
    # the gloves carry one rifle between them; 475 kg
    ("two armored gloves, one rifle", add(_suit(), *GLOVES, Mount(RIFLE, "RA", mount="APM"))),
    # one rifle in the gloves, one in the anti-personnel mount (5 kg): 480 kg
    ("gloves and a mount, two rifles", add(_suit(), *GLOVES, Mount("BAAPMount", "RA"), Mount(RIFLE, "LA", mount="APM"),
                                           Mount(RIFLE, "RA", mount="APM"))),
]

BROKEN = [
    ("taser mounted for the squad", add(_suit(), Mount("ISBATaser", "BODY")), "BA_PER_TROOPER"),
    ("Narc mounted for the squad", add(_suit(), Mount("ISBACompactNarc", "BODY"), Mount("BA-Compact Narc Ammo", "BODY", shots=2)),
     "BA_PER_TROOPER"),
    ("vibro-blade in an anti-personnel mount", add(_suit(), Mount("BAAPMount", "RA"), Mount("Blade (Vibro-blade)", "RA", mount="APM")),
     "BA_WEAPON_NOT_ALLOWED"),
    ("two armored gloves, two rifles", add(_suit(), *GLOVES, Mount(RIFLE, "LA", mount="APM"), Mount(RIFLE, "RA", mount="APM")),
     "BA_AP_WEAPON_MOUNT"),
    # a machine gun in the mount, SRM 2 shots beside it: 475 + 25 + 20 = 520 kg
    ("another weapon's ammunition in the squad support weapon mount",
     add(_suit(), Mount("ISBAMG", "RA", mount="SSWM"), Mount("BA-SRM2 Ammo", "BODY", mount="SSWM", shots=4)),
     "BA_SQUAD_SUPPORT_WEAPON"),
    # 475 + 2 x 30 = 535 kg, 4 body slots
    ("two magnetic clamps", add(_suit(), Mount("BA-Magnetic Clamp", "BODY"), Mount("BA-Magnetic Clamp", "BODY")), "BA_ITEM_COUNT"),
    # quad: ground MP 2 free (TM p. 162), 7 body slots; 505 kg
    ("magnetic clamp on a quad", add(_suit(chassis="quad"), Mount("BA-Magnetic Clamp", "BODY"), walk_mp=2), "BA_ITEM_NOT_ALLOWED"),
    # Assault chassis 550 + 300 + 30 = 880 kg (an underweight warning only)
    ("magnetic clamp on an Assault suit", add(_suit(weight_class="assault"), Mount("BA-Magnetic Clamp", "BODY")),
     "BA_ITEM_NOT_ALLOWED"),
    # 570 + 30 = 600 kg
    ("magnetic clamp with UMUs", add(_clan_umu(), Mount("BA-Magnetic Clamp", "BODY")), "BA_ITEM_NOT_ALLOWED"),
    ("parafoil in an arm", add(_suit(), Mount("BAParafoil", "RA")), "BA_BODY_ONLY"),
    ("two parafoils", add(_suit(), Mount("BAParafoil", "BODY"), Mount("BAParafoil", "BODY")), "BA_ITEM_COUNT"),
    # 575 + 2 x 200 = 975 kg
    ("two partial wings", add(_jumper(), Mount("BAPartialWing", "BODY"), Mount("BAPartialWing", "BODY")), "BA_ITEM_COUNT"),
    # IS Light: chassis 100 + armor 300 + ground MP 2 (30 kg) = 430 kg
    ("detachable weapon pack on a Light suit", add(_suit(weight_class="light"), *DWP, walk_mp=2), "BA_DWP"),
]


@pytest.mark.parametrize("name,design", VALID, ids=[c[0] for c in VALID])
def test_valid_layouts(name, design):
    assert errors(design) == set()


@pytest.mark.parametrize("name,design,code", BROKEN, ids=[c[0] for c in BROKEN])
def test_broken_layouts_raise_their_code_only(name, design, code):
    assert errors(design) == {code}


@pytest.mark.parametrize("tech_base, armor_type, ok", [
    ("IS", "ba_fire_resistant", False), ("Clan", "ba_fire_resistant", True),
    ("Clan", "ba_mimetic", False), ("IS", "ba_mimetic", True),
])
def test_fire_resistant_armor_is_clan_and_mimetic_armor_inner_sphere(tech_base, armor_type, ok):
    """Battle armor armor types (TM p. 169; the items BA Fire Resistant,
    Clan, and BA Mimetic, Inner Sphere, TM p. 253): fire-resistant armor is
    Clan technology and mimetic armor Inner Sphere, so a suit of the other
    tech base that is not mixed tech may not use it (BA_ARMOR_TYPE).  The
    bare medium suit's 6 points weigh 6 x 30 = 180 kg as fire-resistant
    armor and 6 x 50 = 300 kg as mimetic armor: 355 or 475 kg a suit, within
    the Medium class; nothing else changes.  The same suit declared mixed
    tech may use either (TM p. 159)."""
    d = dataclasses.replace(BareBattleArmorFactory(), tech_base=tech_base, armor_type=armor_type)
    assert errors(d) == (set() if ok else {"BA_ARMOR_TYPE"})
    assert errors(dataclasses.replace(d, mixed_tech=True)) == set()
