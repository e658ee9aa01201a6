"""Construction rules a custom combat or support vehicle can break that no
canonical unit shows (issue 16, the vehicle probe): each test builds the
bad design from a bare factory vehicle, expects the rule's code, and
builds the legal neighbour that differs only in the broken part.

The bare vehicles (tests/design_factories.py): BareTankFactory, a 50 t
tracked tank with 98 standard armor points, 27 t used; BareSupportVehicle-
Factory, a 50 t medium wheeled support vehicle, BAR 10, tech rating D
throughout, fusion engine, 64 armor points; BareVTOLFactory, a 20 t VTOL
with a 2-point rotor.
"""

from __future__ import annotations

import dataclasses

import pytest

from construction.model import Engine, LocationArmor
from design_factories import BareSupportVehicleFactory, BareTankFactory
from synth import errors

R = dataclasses.replace


def _sv(motive="wheeled", engine=None, turret=None, armor=None, tonnage=None, weight_class=None):
    d = BareSupportVehicleFactory()
    d = R(d, engine=engine or d.engine, armor=d.armor if armor is None else armor,
          tonnage=tonnage or d.tonnage)
    return R(d, support_vehicle=R(d.support_vehicle, motive=motive, turret=turret,
                                  weight_class=weight_class or d.support_vehicle.weight_class))


# ---------------------------------------------------------------- 'Mech-only armor
MECH_ONLY_ARMOR = ["heat_dissipating", "impact_resistant", "industrial", "heavy_industrial", "commercial"]


@pytest.mark.parametrize("armor_type", MECH_ONLY_ARMOR)
def test_mech_only_armor_on_a_combat_vehicle_is_refused(armor_type):
    """Heat-dissipating and impact-resistant armor (IO p. 87) and the
    industrial, heavy industrial and commercial armor of IndustrialMechs
    (TM p. 205) are 'Mech armor: the equipment registry gives them the
    'Mech family only (vehicles.json armor.mech_only).  On the bare tank
    the 98 points weigh 98 / 10 = 9.8 -> 10 t of heat-dissipating armor at
    the most (27 - 6.5 + 10 = 30.5 t of 50: not overweight), so the only
    error is VEH_ARMOR_MECH_ONLY.  The neighbour with Inner Sphere
    ferro-fibrous (17.92 points a ton, TM p. 205; 2 item slots, TM p. 106)
    is valid."""
    t = BareTankFactory()
    assert errors(R(t, armor_type=armor_type)) == {"VEH_ARMOR_MECH_ONLY"}
    assert errors(R(t, armor_type="ferro_fibrous_is")) == set()


@pytest.mark.parametrize("armor_type", ["heat_dissipating", "commercial"])
def test_mech_only_armor_on_a_support_vehicle_is_refused(armor_type):
    """The same table for support vehicles: SV_ARMOR_MECH_ONLY."""
    assert "SV_ARMOR_MECH_ONLY" in errors(R(BareSupportVehicleFactory(), armor_type=armor_type))
    assert "SV_ARMOR_MECH_ONLY" not in errors(BareSupportVehicleFactory())


# ---------------------------------------------------------------- support vehicle engines
@pytest.mark.parametrize("engine, motive", [
    ("steam", "hover"),  # steam: wheeled, tracked, airship, naval, rail only
    ("steam", "vtol"),
    ("solar", "vtol"),  # solar: wheeled, tracked, airship, fixed-wing, naval, WiGE only
    ("maglev", "wheeled"),  # maglev and external power: rail only
    ("external", "wheeled"),
    ("xl_is", "wheeled"),  # not a support vehicle engine type at all (TM p. 127 lists no XL)
])
def test_a_support_vehicle_engine_the_vehicle_type_may_not_use(engine, motive):
    """TM p. 127, the support vehicle engine table (vehicles.json
    support_vehicles.engine_motives): SV_ENGINE_TYPE."""
    rotor = (LocationArmor("ROTOR", 2),) if motive == "vtol" else ()
    d = _sv(motive=motive, engine=Engine(engine, 0), tonnage=25.0 if motive == "vtol" else None,
            armor=BareSupportVehicleFactory().armor + rotor)
    assert "SV_ENGINE_TYPE" in errors(d)


@pytest.mark.parametrize("engine", ["steam", "solar", "ice", "fusion"])
def test_a_support_vehicle_engine_its_vehicle_type_may_use(engine):
    """The neighbours: steam, solar, ICE and fusion engines on the wheeled
    support vehicle raise no SV_ENGINE_TYPE."""
    assert "SV_ENGINE_TYPE" not in errors(_sv(engine=Engine(engine, 0)))


# ---------------------------------------------------------------- support vehicle locations
def test_support_vehicle_rotor_and_turret_locations():
    """TM p. 97, the vehicle locations, for support vehicles (SV_LOCATIONS):
    a VTOL needs its rotor, no other vehicle has one, a chin turret only on
    a VTOL, no dual turret on a VTOL.  The 25 t medium VTOL support vehicle
    with a 2-point rotor and no turret raises none of them."""
    base = BareSupportVehicleFactory().armor
    rotor = (LocationArmor("ROTOR", 2),)
    turret = (LocationArmor("TURRET", 2),)
    vtol = dict(motive="vtol", tonnage=25.0)
    assert "SV_LOCATIONS" in errors(_sv(**vtol))  # no rotor
    assert "SV_LOCATIONS" in errors(_sv(armor=base + rotor))  # a rotor on a wheeled vehicle
    assert "SV_LOCATIONS" in errors(_sv(turret="chin", armor=base + turret))
    assert "SV_LOCATIONS" in errors(_sv(turret="dual", armor=base + rotor + turret + (LocationArmor("TURRET2", 2),),
                                        **vtol))
    assert "SV_LOCATIONS" not in errors(_sv(armor=base + rotor, **vtol))
    assert "SV_LOCATIONS" not in errors(_sv(turret="chin", armor=base + rotor + turret, **vtol))
    assert "SV_LOCATIONS" not in errors(_sv(turret="single", armor=base + turret))
