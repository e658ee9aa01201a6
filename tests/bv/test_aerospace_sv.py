"""Fixed-wing support vehicles take the aerospace BV procedure
("Calculating Aerospace BV", TM pp. 312-313, which names Fixed-Wing Support
Vehicles), not the ground-vehicle one (bv/aerospace_sv.py,
bv/data/aerospace_sv.json).

The synthetic aircraft (tests/design_factories.FixedWingSupportVehicleFactory):
50 t, BAR 8, safe thrust 5, armor 60 points, a medium laser in the nose, a
machine gun in the aft with half a ton of its ammunition, no fire control.

By hand, TM p. 312 Step 1:
    armor 60 x 2.5 x BAR 8/10                      = 120
    structural integrity (= safe thrust) 5 x 2.0   =  10   -> 130
    no defensive equipment; x type modifier 1.0 (TM p. 316), no movement
    factor                                          -> defensive 130
Offensive (no fire control: weapons and ammunition x 0.8, TM p. 318):
    medium laser (nose) 46 x 0.8                    = 36.8
    machine gun (aft) 5 x 0.8 = 4, the weaker arc at half = 2
    half a ton of MG ammunition 0.5 (at most the MG's 5) x 0.8 = 0.4
                                                    -> 39.2
    x speed factor of the maximum thrust 8 (5 x 1.5 rounded up): 1.37
                                                    -> 53.704
BV = 130 + 53.704 = 183.704 -> 184.

(The ground-vehicle procedure, the route before, read 208 for it.)
"""

from __future__ import annotations

from dataclasses import replace

import pytest

import bv
from design_factories import BareSupportVehicleFactory, FixedWingSupportVehicleFactory


def _steps(r):
    return {s.step: s for s in r.breakdown}


def test_fixed_wing_support_vehicle_bv_worked_by_hand():
    r = bv.compute(FixedWingSupportVehicleFactory())
    assert r.defensive == pytest.approx(130.0)
    assert r.offensive == pytest.approx(53.704)
    assert r.base_bv == 184
    assert r.bv == 184
    s = _steps(r)
    assert s["def.armor"].value == pytest.approx(120.0)
    assert s["def.structure"].value == pytest.approx(10.0)
    assert s["def.type"].value == pytest.approx(1.0)
    assert s["off.speed"].value == pytest.approx(1.37)
    assert "def.factor" not in s and "off.weight" not in s  # no TMM factor, no tonnage term
    assert str(s["def.armor"].rule) == "TM p. 312"
    assert str(s["def.type"].rule) == "TM p. 316"


def test_advanced_fire_control_removes_the_support_vehicle_weapon_modifier():
    """With advanced fire control the weapons and ammunition count in full:
    offensive (46 + 5 / 2 + 0.5) x 1.37 = 67.13; 130 + 67.13 -> 197."""
    d = FixedWingSupportVehicleFactory()
    d = replace(d, mounts=d.mounts + (type(d.mounts[0])("Advanced Fire Control", "BODY"),))
    r = bv.compute(d)
    assert r.offensive == pytest.approx(67.13)
    assert r.base_bv == 197


def test_the_stronger_aft_arc_counts_in_full():
    """Move the medium laser to the aft: the aft (36.8 + 4) is now the
    stronger arc, nothing is in front; offensive (40.8 + 0.4) x 1.37 =
    56.444; 130 + 56.444 -> 186."""
    d = FixedWingSupportVehicleFactory()
    laser = replace(d.mounts[0], location="AFT")
    d = replace(d, mounts=(laser,) + d.mounts[1:])
    r = bv.compute(d)
    assert r.offensive == pytest.approx(56.444)
    assert r.base_bv == 186


def test_ground_support_vehicles_keep_the_vehicle_procedure():
    r = bv.compute(BareSupportVehicleFactory())
    assert r.base_bv == 210  # the factory's worked value (TM pp. 316-318)
    assert "def.factor" in _steps(r)


def test_skill_multiplier_applies():
    r = bv.compute(FixedWingSupportVehicleFactory(), gunnery=3, piloting=4)
    assert r.base_bv == 184
    assert r.bv == round(184 * bv.skill_multiplier(3, 4))
