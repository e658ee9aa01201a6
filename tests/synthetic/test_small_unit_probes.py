"""Rules a player's custom battle armor or platoon breaks that no canonical
unit shows (issue 16, the small-unit probe): each broken design is refused
with its code and nothing else, its legal neighbour accepted.

Battle armor (data/rules/battle_armor.json, components/battle_armor.json):

- Standard modular weapon mounts are for humanoid (biped) suits only; quads
  take turret mounts instead, both take anti-personnel mounts (TM p. 271,
  Modular Weapon Mounts, Battle Armor Unit Restrictions): BA_ITEM_NOT_ALLOWED.
- The modular equipment adaptor is a manipulator adaptation (TM p. 260):
  it sits in an arm, as manipulators do (TM p. 163): BA_MANIPULATOR.
- A standard turret mount holds 1 to 10 slots of equipment, the
  configurable (modular) turret mount 1 to 9 (TM p. 271; turret weight 30
  kg + 10 kg a slot, + 20 kg configurable): BA_TURRET.

Conventional infantry (data/components/infantry.json platoon_min): a
platoon has at least one squad and a squad at least one trooper (TM p. 145,
Motive Types Table): CI_PLATOON_SIZE, CI_SQUAD_SIZE.

Suits weighed by hand (TM pp. 160-169, per suit): BareBattleArmorFactory
is an IS Medium biped, chassis 175 kg + armor 6 x 50 = 300 kg = 475 kg
(under the Medium 751 kg: a BA_UNDERWEIGHT warning only).  The quad is the
same suit as an IS Heavy quad (chassis 300 kg, TM p. 160) with ground MP 2,
both free for a quad (TM p. 162): 300 + 300 = 600 kg (Heavy 1,001-1,500:
underweight warning only); its body holds 9 slots (TM p. 167).
"""

from __future__ import annotations

import dataclasses

import pytest

from construction.model import Mount
from design_factories import BareBattleArmorFactory, FootPlatoonFactory
from synth import add, errors


def _suit(**ba):
    d = BareBattleArmorFactory()
    return dataclasses.replace(d, battle_armor=dataclasses.replace(d.battle_armor, **ba)) if ba else d


def _quad(**ba):
    """IS Heavy quad, ground MP 2: 600 kg a suit (see above)."""
    return dataclasses.replace(_suit(chassis="quad", weight_class="heavy", **ba), walk_mp=2)


def _platoon(**inf):
    d = FootPlatoonFactory()
    return dataclasses.replace(d, infantry=dataclasses.replace(d.infantry, **inf))


VALID = [
    # 475 + mount 10 kg = 485 kg, 1 of 4 body slots
    ("modular weapon mount on a biped", add(_suit(), Mount("BAModularWeaponMount", "BODY"))),
    # 475 + adaptor 10 kg = 485 kg, 2 of 3 arm slots
    ("modular equipment adaptor in an arm", add(_suit(), Mount("BAMEA", "LA"))),
    # turret 30 + 10 x 10 = 130 kg -> 730 kg
    ("standard turret of 10 slots", _quad(turret="standard", turret_slots=10)),
    # turret 30 + 20 + 9 x 10 = 140 kg -> 740 kg
    ("configurable turret of 9 slots", _quad(turret="modular", turret_slots=9)),
    # turret 30 + 10 = 40 kg -> 640 kg
    ("standard turret of 1 slot", _quad(turret="standard", turret_slots=1)),
    # 1 squad x 1 trooper, no secondary weapon (it needs a trooper of the squad)
    ("a platoon of one squad of one trooper", _platoon(squads=1, squad_size=1, secondary=None, secondary_per_squad=0)),
]

BROKEN = [
    # 600 + mount 10 = 610 kg, 1 of 9 body slots: legal but for the chassis
    ("modular weapon mount on a quad", add(_quad(), Mount("BAModularWeaponMount", "BODY")), "BA_ITEM_NOT_ALLOWED"),
    # 485 kg, 2 of 4 body slots: legal but for the place
    ("modular equipment adaptor in the body", add(_suit(), Mount("BAMEA", "BODY")), "BA_MANIPULATOR"),
    # 30 + 11 x 10 = 140 kg -> 740 kg
    ("standard turret of 11 slots", _quad(turret="standard", turret_slots=11), "BA_TURRET"),
    # 30 + 20 + 10 x 10 = 150 kg -> 750 kg
    ("configurable turret of 10 slots", _quad(turret="modular", turret_slots=10), "BA_TURRET"),
    # 30 kg -> 630 kg: a turret mount that holds nothing
    ("standard turret of 0 slots", _quad(turret="standard", turret_slots=0), "BA_TURRET"),
    ("a platoon of no squads", _platoon(squads=0), "CI_PLATOON_SIZE"),
    ("squads of no troopers", _platoon(squad_size=0, secondary=None, secondary_per_squad=0), "CI_SQUAD_SIZE"),
]


@pytest.mark.parametrize("name,design", VALID, ids=[c[0] for c in VALID])
def test_legal_neighbours(name, design):
    assert errors(design) == set()


@pytest.mark.parametrize("name,design,code", BROKEN, ids=[c[0] for c in BROKEN])
def test_broken_designs_raise_their_code_only(name, design, code):
    assert errors(design) == {code}
