"""Item rules of combat and support vehicles that players' designs break and
canonical units do not (data/rules/vehicle.json tables.equipment_rules, each
row with its book and page): where an item may sit, which motive types may
mount it, pairs no vehicle combines, items limited in number, what a VTOL's
rotor may hold (TO errata v3.02, VTOL Mast Mount p. 350) and an
OmniVehicle's fixed turret weight.

Bases, all valid as built (their weights worked by hand in
tests/design_factories.py or below):

- BareTankFactory: 50 t tracked, fusion 200, cruise 4, four facings, 27 t
  used, nothing mounted;
- the same tank with a single turret (10 armor points in it, 0.5 t more);
- a 20 t VTOL: cruise 8 needs engine rating 8 x 20 - 95 (VTOL suspension
  factor at 20 t, TM p. 103) = 65, fusion; 10/8/8/6 armor and 2 on the rotor;
- BareSupportVehicleFactory: 50 t medium wheeled support vehicle.

Each broken design adds one item (or moves one) so that exactly one rule
code is raised; every one of them is valid under the rules before these
rows and is caught only with them.
"""

from __future__ import annotations

import dataclasses

import pytest

from construction.model import Engine, LocationArmor, Mount, VehicleDetails
from design_factories import BareSupportVehicleFactory, BareTankFactory
from synth import add, errors


def tank(*mounts: Mount, **changes):
    return add(BareTankFactory(), *mounts, **changes)


def turret_tank(*mounts: Mount, **changes):
    d = BareTankFactory()
    d = dataclasses.replace(d, armor=d.armor + (LocationArmor("TURRET", 10),),
                            vehicle=dataclasses.replace(d.vehicle, turret="single"))
    return add(d, *mounts, **changes)


def vtol(*mounts: Mount):
    d = dataclasses.replace(
        BareTankFactory(), tonnage=20.0, engine=Engine("fusion", 65), walk_mp=8,
        armor=tuple(LocationArmor(loc, pts) for loc, pts in (("FRONT", 10), ("RIGHT", 8), ("LEFT", 8), ("REAR", 6),
                                                              ("ROTOR", 2))),
        vehicle=VehicleDetails(motive="vtol"))
    return add(d, *mounts)


def sv(*mounts: Mount):
    return add(BareSupportVehicleFactory(), *mounts)


def test_the_bases_are_valid():
    for d in (tank(), turret_tank(), vtol(), sv()):
        assert errors(d) == set(), d.vehicle or d.support_vehicle


# --------------------------------------------------------------- placement
@pytest.mark.parametrize("design", [
    # ammunition sits in the body (TM, combat vehicle Step 5)
    pytest.param(lambda: tank(Mount("Medium Laser", "FRONT"), Mount("IS Ammo AC/5", "FRONT")), id="ammo-in-front"),
    # vehicular jump jets in the body (TO p. 349)
    pytest.param(lambda: tank(Mount("VehicleJumpJet", "REAR"), jump_mp=1), id="jump-jet-in-rear"),
    # weapons in the front, sides, rear or turret, not the body
    pytest.param(lambda: tank(Mount("Medium Laser", "BODY")), id="laser-in-body"),
    # bulldozer, minesweeper, pile driver: front or rear (TM p. 241, TO p. 326, TM p. 244)
    pytest.param(lambda: tank(Mount("Bulldozer", "RIGHT")), id="bulldozer-on-a-side"),
    pytest.param(lambda: tank(Mount("ISMineSweeper", "LEFT")), id="minesweeper-on-a-side"),
    pytest.param(lambda: turret_tank(Mount("Heavy-Duty Pile Driver", "TURRET")), id="pile-driver-in-turret"),
    # heavy Gauss rifle front or rear only (TM p. 218); improved heavy Gauss not in a turret (TO p. 313)
    pytest.param(lambda: turret_tank(Mount("ISHeavyGaussRifle", "TURRET")), id="heavy-gauss-in-turret"),
    pytest.param(lambda: tank(Mount("ISHeavyGaussRifle", "RIGHT")), id="heavy-gauss-on-a-side"),
    pytest.param(lambda: turret_tank(Mount("ISImprovedHeavyGaussRifle", "TURRET")), id="improved-heavy-gauss-in-turret"),
    # wrecking ball in a turret (TM p. 249); other tools front, rear or turret (TM pp. 241-247)
    pytest.param(lambda: tank(Mount("IS Wrecking Ball", "FRONT")), id="wrecking-ball-in-front"),
    pytest.param(lambda: tank(Mount("Chainsaw", "RIGHT")), id="chainsaw-on-a-side"),
    # ladder on a side or turret, not front or rear (TM p. 244)
    pytest.param(lambda: tank(Mount("Ladder", "FRONT", size=20.0)), id="ladder-in-front"),
    # combat vehicle escape pod in the rear (TO p. 309)
    pytest.param(lambda: tank(Mount("ISCombatVehicleEscapePod", "FRONT")), id="escape-pod-in-front"),
    # sprayer: on a facing, not the body (TM p. 248)
    pytest.param(lambda: tank(Mount("Tank Sprayer", "BODY")), id="sprayer-in-body"),
])
def test_an_item_out_of_its_locations(design):
    assert errors(design()) == {"VEH_ITEM_LOCATION"}


@pytest.mark.parametrize("design", [
    pytest.param(lambda: tank(Mount("ISC3MasterUnit", "BODY")), id="c3-master-in-body"),
    pytest.param(lambda: tank(Mount("ISTAG", "BODY")), id="tag-in-body"),
    pytest.param(lambda: tank(Mount("Bulldozer", "FRONT")), id="bulldozer-in-front"),
    pytest.param(lambda: tank(Mount("ISHeavyGaussRifle", "REAR")), id="heavy-gauss-in-rear"),
    pytest.param(lambda: tank(Mount("ISImprovedHeavyGaussRifle", "RIGHT")), id="improved-heavy-gauss-on-a-side"),
    pytest.param(lambda: turret_tank(Mount("IS Wrecking Ball", "TURRET")), id="wrecking-ball-in-turret"),
    pytest.param(lambda: turret_tank(Mount("Chainsaw", "TURRET")), id="chainsaw-in-turret"),
    pytest.param(lambda: tank(Mount("Ladder", "LEFT", size=20.0)), id="ladder-on-a-side"),
    pytest.param(lambda: tank(Mount("ISCombatVehicleEscapePod", "REAR")), id="escape-pod-in-rear"),
    pytest.param(lambda: tank(Mount("Tank Sprayer", "FRONT")), id="sprayer-in-front"),
    pytest.param(lambda: tank(Mount("VehicleJumpJet", "BODY"), jump_mp=1), id="jump-jet-in-body"),
])
def test_an_item_in_its_locations_stays_valid(design):
    assert errors(design()) == set()


# ------------------------------------------------------------------ motive
@pytest.mark.parametrize("design", [
    # tracked or wheeled only (TM pp. 241, 243)
    pytest.param(lambda: vtol(Mount("Bulldozer", "FRONT")), id="bulldozer-on-a-vtol"),
    # tracked, wheeled or naval (TO p. 326)
    pytest.param(lambda: vtol(Mount("ISMineSweeper", "FRONT")), id="minesweeper-on-a-vtol"),
    # not on VTOLs (TO p. 345, TM p. 242, TM p. 241, TM p. 228)
    pytest.param(lambda: vtol(Mount("Supercharger", "BODY")), id="supercharger-on-a-vtol"),
    pytest.param(lambda: vtol(Mount("LightBridgeLayer", "FRONT")), id="bridge-layer-on-a-vtol"),
    pytest.param(lambda: vtol(Mount("Backhoe", "FRONT")), id="backhoe-on-a-vtol"),
    pytest.param(lambda: vtol(Mount("MASH Equipment", "BODY", size=1.0)), id="mash-on-a-vtol"),
    # tracked or wheeled tow trailers (TM p. 101)
    pytest.param(lambda: vtol(Mount("Hitch", "REAR")), id="hitch-on-a-vtol"),
])
def test_an_item_not_for_the_motive_type(design):
    assert errors(design()) == {"VEH_ITEM_MOTIVE"}


def test_a_mast_mount_is_for_vtols_only():
    """TO p. 350: the mast extends the rotor; a tank has no rotor (VEH_LOCATIONS
    says so too), and its mast is no VTOL's (VEH_ITEM_MOTIVE)."""
    assert errors(tank(Mount("ISMastMount", "ROTOR"))) == {"VEH_ITEM_MOTIVE", "VEH_LOCATIONS"}


# ------------------------------------------------------- combinations, counts
def test_jump_jets_and_a_sponson_turret_do_not_combine():
    """TO pp. 348-349: a tank with a vehicular jump jet (body) and a sponson
    turret holding a medium laser."""
    d = tank(Mount("VehicleJumpJet", "BODY"), Mount("SponsonTurret", "BODY"),
             Mount("Medium Laser", "RIGHT", mount="sponson"), jump_mp=1)
    assert errors(d) == {"VEH_ITEM_INCOMPATIBLE"}
    assert errors(tank(Mount("SponsonTurret", "BODY"), Mount("Medium Laser", "RIGHT", mount="sponson"))) == set()


def test_one_minesweeper_per_hex():
    """TO errata v3.02, Minesweeper (p. 326): one per hex the vehicle
    occupies; a tank occupies one hex."""
    assert errors(tank(Mount("ISMineSweeper", "FRONT"), Mount("ISMineSweeper", "REAR"))) == {"VEH_ITEM_COUNT"}
    assert errors(tank(Mount("ISMineSweeper", "FRONT"))) == set()


def test_two_manipulators_a_location():
    """TM p. 245: three manipulators in the front are one too many; two are
    fine."""
    m = Mount("Manipulator [Non-Mech/Non-Battle Armor]", "FRONT", size=1.0)
    assert errors(tank(m, m, m)) == {"VEH_ITEM_COUNT"}
    assert errors(tank(m, m)) == set()


# ------------------------------------------------------------------- rotor
def test_the_rotor_holds_items_only_in_a_mast_mount():
    """TO errata v3.02, VTOL Mast Mount (p. 350): the mast and its contents
    count as the rotor, so without a mast the rotor holds nothing; in it
    Type E and CE items, but no weapons, no TAG of any kind, and of C3 only
    slaves and C3i."""
    assert errors(vtol(Mount("ISBeagleActiveProbe", "ROTOR"))) == {"VEH_ROTOR_EQUIPMENT"}
    assert errors(vtol(Mount("ISMastMount", "ROTOR"), Mount("ISBeagleActiveProbe", "ROTOR"))) == set()
    assert errors(vtol(Mount("ISMastMount", "ROTOR"), Mount("ISC3SlaveUnit", "ROTOR"))) == set()
    for item in ("ISTAG", "ISC3MasterUnit", "Medium Laser"):
        assert errors(vtol(Mount("ISMastMount", "ROTOR"), Mount(item, "ROTOR"))) == {"VEH_ROTOR_EQUIPMENT"}, item


def test_one_mast_mount():
    mast = Mount("ISMastMount", "ROTOR")
    assert errors(vtol(mast, mast)) == {"VEH_ITEM_COUNT"}


# ------------------------------------------------------- omni fixed turret
def test_omni_turret_pods_within_the_base_chassis_turret():
    """An OmniVehicle's turret weight is fixed on its base chassis: a
    base chassis turret of 0.5 t carries 5 t of items (10%); an 8 t
    AC/5 pod needs 0.8 t, rounded up to 1 t; a 1 t turret carries it."""
    ac5 = Mount("Autocannon/5", "TURRET", omnipod=True)
    base = turret_tank(ac5, omni=True)
    light = dataclasses.replace(base, vehicle=dataclasses.replace(base.vehicle, base_chassis_turret_weight=0.5))
    assert errors(light) == {"VEH_OMNI_TURRET"}
    enough = dataclasses.replace(base, vehicle=dataclasses.replace(base.vehicle, base_chassis_turret_weight=1.0))
    assert errors(enough) == set()


# ---------------------------------------------------------- support vehicles
def test_support_vehicles_read_the_same_rows():
    """Ammunition in the front and a weapon in the body break the placement
    rows (SV_ITEM_LOCATION); a mast mount on a wheeled support vehicle the
    motive row (SV_ITEM_MOTIVE; with its rotor entry it also sits in a
    location the vehicle lacks, which the support vehicle rules leave to
    the file reader); a bulldozer in the front of the wheeled vehicle is
    fine."""
    assert errors(sv(Mount("Medium Laser", "FRONT"), Mount("IS Ammo AC/5", "FRONT"))) == {"SV_ITEM_LOCATION"}
    assert errors(sv(Mount("Medium Laser", "BODY"))) == {"SV_ITEM_LOCATION"}
    assert "SV_ITEM_MOTIVE" in errors(sv(Mount("ISMastMount", "BODY")))
    assert errors(sv(Mount("Bulldozer", "FRONT"))) == set()


# ------------------------------------------------------------ sized items
def test_an_item_that_weighs_its_size_needs_a_size():
    """Communications equipment weighs its size, bought by the ton (TM p.
    212): 1 t of it is an item, 0 t is none (VEH_ITEM_SIZE / SV_ITEM_SIZE).
    Today's MegaMek files write 'Communications Equipment:SIZE:0.0' where
    the 2021 files had 'CommsGear:1' (sweep 23)."""
    assert errors(tank(Mount("Communications Equipment", "BODY", size=1.0))) == set()
    assert errors(tank(Mount("Communications Equipment", "BODY", size=0.0))) == {"VEH_ITEM_SIZE"}
    assert errors(sv(Mount("Communications Equipment", "BODY", size=1.0))) == set()
    assert errors(sv(Mount("Communications Equipment", "BODY", size=0.0))) == {"SV_ITEM_SIZE"}
