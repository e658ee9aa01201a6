"""Construction rules a custom combat or support vehicle can break that no
canonical unit shows (issue 16, the vehicle probe): each test builds the
bad design from a bare factory vehicle, expects the rule's code, and
builds the legal neighbour that differs only in the broken part.

The bare vehicles (tests/design_factories.py): BareTankFactory, a 50 t
tracked tank with 98 standard armor points, 27 t used; BareSupportVehicle-
Factory, a 50 t medium wheeled support vehicle, BAR 10, tech rating D
throughout, fusion engine, 64 armor points; BareVTOLFactory, a 20 t VTOL
with a 2-point rotor; FixedWingSupportVehicleFactory, a 50 t medium
fixed-wing support vehicle, fusion engine, BAR 8.
"""

from __future__ import annotations

import dataclasses

import pytest

import construction

from construction.model import Engine, LocationArmor, Mount
from design_factories import (BareSupportVehicleFactory, BareTankFactory, BareVTOLFactory,
                               FixedWingSupportVehicleFactory)
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


# ---------------------------------------------------------------- 'Mech stealth armor
@pytest.mark.covers("IS Stealth")
def test_mech_stealth_armor_on_a_vehicle_is_kept_as_canonical_files_write_it():
    """'Mech stealth armor (TM p. 206) is a 'Mech item and a vehicle's stealth
    armor is vehicular stealth (TO:AUE p. 148), yet canonical VTOL files
    write the 'Mech armor code (Cavalry Cadence Rain and Warrior S-9 still
    do today, and MegaMek reads them as valid; the Ferret Fermi's MUL BV, 108,
    is the 'Mech stealth reading's).  So it is not refused (vehicles.json
    armor.mech_only note): both give 16 points a ton and take 2 item slots
    (TM p. 106), the bare tank's 98 points weigh 98 / 16 = 6.125 -> 6.5 t,
    and neither reading raises an armor-family error on a tank or a support
    vehicle; the 'Mech-only armor types that no canonical vehicle writes
    (heat-dissipating here) still do."""
    t = BareTankFactory()
    for armor in ("stealth", "vehicular_stealth"):
        assert "VEH_ARMOR_MECH_ONLY" not in errors(R(t, armor_type=armor))
        assert "SV_ARMOR_MECH_ONLY" not in errors(R(BareSupportVehicleFactory(), armor_type=armor))
    assert "VEH_ARMOR_MECH_ONLY" in errors(R(t, armor_type="heat_dissipating"))


# ---------------------------------------------------------------- structure
@pytest.mark.parametrize("structure", ["endo_composite_is", "endo_composite_clan", "reinforced", "composite",
                                       "industrial", "endo_steel_prototype"])
def test_a_mech_structure_on_a_combat_vehicle_is_refused(structure):
    """Combat vehicle structure is standard or endo steel (TM p. 100;
    vehicles.json structure.combat_vehicle_types); endo-composite is for
    BattleMechs only (TO p. 342), reinforced and composite are 'Mech
    skeletons (TO pp. 342-343), industrial the IndustrialMech's (TM p. 224),
    prototype endo steel a 'Mech item (IO p. 71).  A vehicle weighs any
    structure not in its table at 10%, like standard (50 x 0.1 = 5 t), so
    the bare tank stays at 27 t of 50 and VEH_STRUCTURE is the only error."""
    assert errors(R(BareTankFactory(), structure=structure)) == {"VEH_STRUCTURE"}


@pytest.mark.parametrize("structure", ["standard", "endo_steel_is"])
def test_the_combat_vehicle_structures_are_accepted(structure):
    """The neighbours: standard (5 t) and Inner Sphere endo steel (50 x 0.05
    = 2.5 t, 2 item slots of 5 + 50 / 5 = 15, TM p. 100) are valid."""
    assert errors(R(BareTankFactory(), structure=structure)) == set()


# ---------------------------------------------------------------- large engines
def test_a_large_engine_is_rated_over_400():
    """Large engines are ratings 405-500 (TO p. 308; vehicles.json
    engine.min_rating_large).  The bare tank (50 t, cruise 4, rating 4 x 50
    = 200, tracked suspension 0) with a large fusion engine rated 200 raises
    VEH_ENGINE_RATING_RANGE citing TO p. 308.  Neighbours: the same tank with
    its standard fusion 200 has no VEH_ENGINE_RATING_RANGE, nor does an
    81 t tank at cruise 5 (rating 5 x 81 = 405) with a large fusion 405."""
    t = BareTankFactory()
    bad = construction.validate(R(t, engine=Engine("large_fusion", 200)))
    issue = next(i for i in bad.errors if i.code == "VEH_ENGINE_RATING_RANGE")
    assert issue.ref[:2] == ("TO", "308")
    assert "VEH_ENGINE_RATING_RANGE" not in errors(t)
    assert "VEH_ENGINE_RATING_RANGE" not in errors(R(t, tonnage=81.0, walk_mp=5, engine=Engine("large_fusion", 405)))


# ---------------------------------------------------------------- superheavy at the standard maximum
def test_a_superheavy_is_heavier_than_the_standard_maximum():
    """Superheavy vehicles are the ones over their motive type's standard
    maximum (TO:AUE p. 138): tracked up to 100 t standard, 101-200 t
    superheavy.  A 100 t tracked superheavy (a file written with six
    facings) raises VEH_TONNAGE; at 101 t it does not, and a 100 t standard
    tracked tank does not either."""
    t = BareTankFactory()
    sh = R(t.vehicle, superheavy=True)
    assert "VEH_TONNAGE" in errors(R(t, tonnage=100.0, vehicle=sh))
    assert "VEH_TONNAGE" not in errors(R(t, tonnage=101.0, vehicle=sh))
    assert "VEH_TONNAGE" not in errors(R(t, tonnage=100.0))


# ---------------------------------------------------------------- turrets
def test_a_vtols_turret_is_its_chin_turret():
    """TM p. 97: a VTOL's turret is the chin turret (VEH_LOCATIONS).  The
    bare VTOL with 2 points of turret armor (36 points: 36 / 16 = 2.25 ->
    2.5 t, unchanged) written as a plain turret raises VEH_LOCATIONS; the
    same turret as a chin turret does not."""
    v = BareVTOLFactory()
    armor = v.armor + (LocationArmor("TURRET", 2),)
    assert "VEH_LOCATIONS" in errors(R(v, armor=armor, vehicle=R(v.vehicle, turret="single")))
    assert "VEH_LOCATIONS" not in errors(R(v, armor=armor, vehicle=R(v.vehicle, turret="chin")))
    sv = dict(motive="vtol", tonnage=25.0, armor=BareSupportVehicleFactory().armor + (LocationArmor("ROTOR", 2),
                                                                                       LocationArmor("TURRET", 2)))
    assert "SV_LOCATIONS" in errors(_sv(turret="single", **sv))
    assert "SV_LOCATIONS" not in errors(_sv(turret="chin", **sv))


def test_turret_armor_needs_a_turret():
    """TM p. 97: a turret location exists only on a vehicle with a turret,
    the second one only with a dual turret.  The bare tank with 10 points of
    turret armor (108 points of 3.5 x 50 + 40 = 215; 108 / 16 = 6.75 -> 7 t)
    and no turret raises VEH_LOCATIONS; with a single turret it is valid.
    A single turret with a second turret's armor raises VEH_LOCATIONS; as a
    dual turret it does not."""
    t = BareTankFactory()
    turret = t.armor + (LocationArmor("TURRET", 10),)
    assert errors(R(t, armor=turret)) == {"VEH_LOCATIONS"}
    assert errors(R(t, armor=turret, vehicle=R(t.vehicle, turret="single"))) == set()
    both = turret + (LocationArmor("TURRET2", 10),)
    assert "VEH_LOCATIONS" in errors(R(t, armor=both, vehicle=R(t.vehicle, turret="single")))
    assert "VEH_LOCATIONS" not in errors(R(t, armor=both, vehicle=R(t.vehicle, turret="dual")))
    assert "SV_LOCATIONS" in errors(_sv(armor=BareSupportVehicleFactory().armor + (LocationArmor("TURRET", 2),)))


# ---------------------------------------------------------------- electric engines on fixed-wing support vehicles
@pytest.mark.covers("PropChassisMod")
@pytest.mark.parametrize("engine", ["battery", "fuel_cell", "solar"])
def test_an_electric_fixed_wing_needs_a_propeller(engine):
    """An electric engine (battery, fuel cell, solar) drives a fixed-wing
    support vehicle only through a propeller: the propeller-driven chassis
    modification (TM pp. 122, 127; vehicles.json engine_motives
    propeller_required).  The 50 t fixed-wing with such an engine and no
    propeller raises SV_ENGINE_TYPE; with PropChassisMod it does not; an ICE
    fixed-wing needs no propeller."""
    f = FixedWingSupportVehicleFactory()
    bad = R(f, engine=Engine(engine, 0))
    assert "SV_ENGINE_TYPE" in errors(bad)
    prop = R(bad, support_vehicle=R(f.support_vehicle, chassis_mods=("PropChassisMod",)))
    assert "SV_ENGINE_TYPE" not in errors(prop)
    assert "SV_ENGINE_TYPE" not in errors(R(f, engine=Engine("ice", 0)))


# ---------------------------------------------------------------- hardened armor on OmniVehicles
def test_hardened_armor_on_an_omnivehicle_is_refused():
    """TO errata v3.02, Armor (p. 280): 'Hardened Armor is compatible only
    with standard, non-Omni units' (every other advanced armor type may sit
    in an Omni unit's base configuration).  The bare 50 t tracked tank's 98
    points as hardened armor (8 points a ton, TO p. 281) weigh 98 / 8 =
    12.25 -> 12.5 t (27 - 6.5 + 12.5 = 33 t of 50: not overweight; hardened
    armor is allowed on tracked vehicles, only VTOL, hover and WiGE refuse
    it, TO p. 91).  The OmniVehicle with it: VEH_ARMOR_TYPE, nothing else.
    Neighbours: the same OmniVehicle with standard armor, and the non-Omni
    tank with hardened armor, are both valid."""
    t = BareTankFactory()
    assert errors(R(t, omni=True, armor_type="hardened")) == {"VEH_ARMOR_TYPE"}
    assert errors(R(t, omni=True)) == set()
    assert errors(R(t, armor_type="hardened")) == set()


# ---------------------------------------------------------------- vehicular jump jets on support vehicles
@pytest.mark.parametrize("motive, ok", [
    ("wheeled", True), ("tracked", True), ("hover", True), ("wige", True),
    ("naval", False), ("rail", False),
])
def test_vehicular_jump_jets_on_a_support_vehicle_by_motive(motive, ok):
    """Vehicular jump jets (TO pp. 348-349, TO:AUE p. 161) go on tracked,
    wheeled, hover and WiGE vehicles only; combat vehicles have that as
    VEH_JUMP_JETS, support vehicles as SV_ITEM_MOTIVE (vehicle.json
    equipment_rules.motives).  The bare 50 t medium support vehicle (20 t
    of parts: chassis 7.5, engine 7.5, armor 4.5) with one jet in the body
    (0.5 t, 1 slot) and 1 jump MP: 20.5 t, nothing else wrong, so the four
    ground motive types are valid and the naval and rail ones raise
    SV_ITEM_MOTIVE alone; without the jet every one of them is valid."""
    d = BareSupportVehicleFactory()
    jets = R(d, support_vehicle=R(d.support_vehicle, motive=motive), jump_mp=1,
             mounts=d.mounts + (Mount("VehicleJumpJet", "BODY", ()),))
    assert errors(jets) == (set() if ok else {"SV_ITEM_MOTIVE"})
    assert errors(R(jets, jump_mp=0, mounts=d.mounts)) == set()
