"""Vehicle, support-vehicle and battle-armor items no canonical unit
mounts, worked out by hand on the bare units of tests/design_factories.py:
BareTankFactory (BV 325 = defensive 297 + offensive 25 x 1.12),
BareSupportVehicleFactory (BV 210, weapons x 0.8 without fire control) and
BareBattleArmorFactory (a trooper's defensive 17.6, squad of four x 5.2:
BV 92)."""

from __future__ import annotations

import dataclasses

import pytest

from construction.model import Mount
from design_factories import BareBattleArmorFactory, BareSupportVehicleFactory, BareTankFactory
from synth import add, bv_of, card, errors

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist("AS special", "AECM", "CAR", "DUN", "LPRB", "RCN", "SNARC")


# (weapon, BV by hand): a lone front weapon counts in full (TM p. 317: the
# weaker of front and rear halved - there is no rear weapon), so
# BV = round(297 + 1.12 x (25 + weapon BV))
TANK_WEAPONS = [
    ("Thunderbolt 10 (OS)", 353),  # 25 (TO:AUE p. 159): 297 + 1.12 x 50 = 353
    ("Primitive Prototype LRM 15", 477),  # 136 (IO:AE p. 112): 297 + 1.12 x 161 = 477.32
]


@pytest.mark.covers("Thunderbolt 10 (OS)", "Primitive Prototype LRM 15")
@pytest.mark.parametrize("weapon, want", TANK_WEAPONS, ids=[w for w, _ in TANK_WEAPONS])
def test_a_front_weapon_on_the_bare_tank(weapon, want):
    """The weapon in the front: its full BV in the offensive rating x the
    speed factor 1.12 (flank 6); the design stays valid."""
    d = add(BareTankFactory(), Mount(weapon, "FRONT"))
    assert bv_of(d) == want
    assert errors(d) == set()


@pytest.mark.covers("ISNarcBeacon (I-OS)", "Thunderbolt 5 (I-OS)")
def test_front_and_rear_weapons_the_weaker_arc_counts_half():
    """TM p. 317: a Narc one-shot (BV 6) front and an improved one-shot
    Thunderbolt 5 (BV 13) in the rear: the rear arc is the stronger (13 >
    6), so the front counts half: offensive (25 + 13 + 3) x 1.12 = 45.92;
    BV 297 + 45.92 = 342.92 -> 343.  Card: SNARC1 from the beacon."""
    d = add(BareTankFactory(), Mount("ISNarcBeacon (I-OS)", "FRONT"), Mount("Thunderbolt 5 (I-OS)", "REAR"))
    assert bv_of(d) == 343
    assert "SNARC1" in card(d)[1]
    assert errors(d) == set()


def _sv_with_mod(mod: str):
    d = BareSupportVehicleFactory()
    return dataclasses.replace(d, support_vehicle=dataclasses.replace(d.support_vehicle, chassis_mods=(mod,)))


@pytest.mark.covers("ISCVDuneBuggyChassis", "PropChassisMod", "ExternalPowerPickupChassisMod", "VSTOLChassisMod")
def test_support_vehicle_chassis_modifications_suit_their_vehicle_types():
    """TM p. 122 (Support Vehicle Chassis Modifications): the dune buggy
    modification is for wheeled vehicles (chassis weight x 1.5: 50 x 0.15 x
    1.5 = 11.25 -> 11.5 t, still inside the 50 t), propeller-driven, STOL
    and VSTOL for fixed-wing ones, the external power pickup for rail.  A
    chassis modification adds no BV (BV 210 unchanged); the dune buggy
    gives the card DUN (ASC p. 96).  On the bare wheeled vehicle the dune
    buggy is valid; the other three break SV_CHASSIS_MOD."""
    buggy = _sv_with_mod("ISCVDuneBuggyChassis")
    assert bv_of(buggy) == 210
    assert "DUN" in card(buggy)[1]
    assert errors(buggy) == set()
    for mod in ("PropChassisMod", "ExternalPowerPickupChassisMod", "VSTOLChassisMod"):
        d = _sv_with_mod(mod)
        assert bv_of(d) == 210
        assert errors(d) == {"SV_CHASSIS_MOD"}, mod


@pytest.mark.covers("CLBALightActiveProbe", "BACLAngelECMSuite")
@pytest.mark.parametrize("item, want_bv, want_specials", [
    # defensive +1 for a probe (TM p. 307): (15 + 1 + 1) x 1.1 = 18.7, x 5.2 = 97.24; LPRB, and RCN with it (ASC p. 96)
    ("CLBALightActiveProbe", 97, {"CAR4", "LPRB", "RCN"}),
    # defensive +2 for an Angel ECM suite: (15 + 1 + 2) x 1.1 = 19.8, x 5.2 = 102.96; AECM
    ("BACLAngelECMSuite", 103, {"CAR4", "AECM"}),
])
def test_battle_armor_electronics(item, want_bv, want_specials):
    """Clan suits (a Point of four: the BA_SQUAD_SIZE_CONVENTION warning,
    not an error) with one electronic system in the body."""
    d = add(BareBattleArmorFactory(tech_base="Clan"), Mount(item, "BODY"))
    assert bv_of(d) == want_bv
    assert card(d)[1] == frozenset(want_specials)
    assert errors(d) == set()


@pytest.mark.covers("BAHeavyBattleClawMagnets", "BAModularWeaponMount")
def test_battle_armor_manipulators_and_mounts():
    """TM p. 163 / p. 308: a pair of heavy magnetic battle claws (1.5 BV
    each) counts again in the anti-'Mech step of a medium biped squad:
    offensive 3 x speed factor 0.54 (1 MP) = 1.62; trooper 17.6 + 1.62 =
    19.22, x 5.2 = 99.94 -> 100; valid.  A magnetic battle claw needs its
    pair in the other arm (BA_MANIPULATOR_PAIR).  A modular weapon mount
    (TM p. 271) has no BV and no ability: 92, valid."""
    claws = add(BareBattleArmorFactory(), Mount("BAHeavyBattleClawMagnets", "LA"), Mount("BAHeavyBattleClawMagnets", "RA"))
    assert bv_of(claws) == 100
    assert errors(claws) == set()
    one = add(BareBattleArmorFactory(), Mount("BABattleClawMagnets", "LA"))
    assert "BA_MANIPULATOR_PAIR" in errors(one)
    mount = add(BareBattleArmorFactory(), Mount("BAModularWeaponMount", "BODY"))
    assert bv_of(mount) == 92
    assert card(mount)[1] == frozenset({"CAR4"})
    assert errors(mount) == set()
