"""Every support-vehicle chassis modification, and the combat-vehicle
chassis modifications of TO:AUE, worked out by hand (issue 16).

Support vehicles (TM pp. 120-122): the chassis (structure) weighs

    tonnage x base chassis value x tech rating multiplier x each modification's multiplier

rounded up to the half ton for a vehicle of 5 t or more (TM p. 120).  The
bare support vehicle (BareSupportVehicleFactory: 50 t medium wheeled, tech
rating D) has base value 0.15 and tech multiplier 1.0: 50 x 0.15 = 7.5 t.
The Support Vehicle Chassis Modifications table (TM p. 122) gives each
modification's multiplier and the vehicle types that may take it.  A
chassis modification carries no Battle Value (TM pp. 316-318 name none for
support vehicles): BV stays 210.  Alpha Strike (AS:CE special abilities,
ASC p. 96 conversion list): amphibious AMP, dune buggy DUN, off-road ORO,
environmental sealing SEAL, tractor and trailer HTC (hitch); the others
bring none (card 0/0/0 with ENE, as bare).

Combat vehicles (TO:AUE pp. 302-303 with the TO errata v3.02): fully
amphibious weighs tonnage / 10, limited amphibious tonnage / 25,
environmental sealing 10% of tonnage, each rounded up to the half ton; BV
(TO p. 381, Unit Type Modifiers): the vehicle type modifier (tracked 0.9)
gains +0.2 for fully amphibious and +0.1 for limited amphibious,
environmental sealing or a flotation hull.  The bare tank (BV 325) has a
defensive base of 275 (armor 245 + structure 30) x type x 1.2 (TMM 2) plus
offensive 25 x 1.12 = 28.
"""

from __future__ import annotations

import dataclasses

import pytest

from construction import support_vehicle as sv_rules
from construction import vehicle as vehicle_rules
from construction.model import Mount
from design_factories import BareSupportVehicleFactory, BareTankFactory
from synth import add, bv_of, card, errors

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist("AS special", "AMP", "DUN", "ENE", "HTC", "OMNI", "ORO", "SEAL", "SOA", "SRCH")


def _sv(*mods: str, motive: str = "wheeled", **changes):
    d = BareSupportVehicleFactory()
    return dataclasses.replace(d, support_vehicle=dataclasses.replace(
        d.support_vehicle, motive=motive, chassis_mods=mods), **changes)


# (modification, motive it suits, chassis weight by hand, abilities it adds on the card)
SV_MODS = [
    # Amphibious x1.75 (not hover or naval): 7.5 x 1.75 = 13.125 -> 13.5; AMP
    ("AmphibiousChassis", "wheeled", 13.5, {"AMP"}),
    # Armored x1.5 (all but airships): 11.25 -> 11.5
    ("Armored Chassis", "wheeled", 11.5, set()),
    # Convertible x1.1 (wheeled, tracked, hover): 8.25 -> 8.5
    ("ConvertibleChassisMod", "wheeled", 8.5, set()),
    # Dune buggy x1.5 (wheeled only, TO p. 303 for the SV version): 11.25 -> 11.5; DUN
    ("ISSVDuneBuggyChassis", "wheeled", 11.5, {"DUN"}),
    ("ISCVDuneBuggyChassis", "wheeled", 11.5, {"DUN"}),
    # Environmental sealing x2 (no restriction): 15; SEAL
    ("Environmental Sealing", "wheeled", 15.0, {"SEAL"}),
    ("Environmental Sealed Chassis", "wheeled", 15.0, {"SEAL"}),
    # Off-road x1.5 (wheeled only): 11.5; ORO
    ("ISOffRoadChassis", "wheeled", 11.5, {"ORO"}),
    # Snowmobile x1.75 (wheeled, tracked): 13.5
    ("SnowmobileChassis", "wheeled", 13.5, set()),
    # Tractor x1.2: 9.0; HTC.  Trailer x0.8: 6.0; HTC
    ("SV Chassis Mod [Tractor]", "wheeled", 9.0, {"HTC"}),
    ("SV Chassis Mod [Trailer]", "wheeled", 6.0, {"HTC"}),
    # naval medium: base 0.15 as wheeled.  Hydrofoil x1.7 = 12.75 -> 13; submersible x1.8 = 13.5
    ("HydroFoilChassisMod", "naval", 13.0, set()),
    ("SubmersibleChassisMod", "naval", 13.5, set()),
    # fixed-wing (aerodyne) medium: base 0.10 -> 5 t.  Propeller-driven x1.2 = 6; STOL x1.5 = 7.5; VSTOL x2 = 10
    ("PropChassisMod", "aerodyne", 6.0, set()),
    ("STOLChassisMod", "aerodyne", 7.5, set()),
    ("VSTOLChassisMod", "aerodyne", 10.0, set()),
    # rail medium: base 0.20 -> 10 t.  External power pickup x1.1 = 11 (TO p. 243: rail only)
    ("ExternalPowerPickupChassisMod", "rail", 11.0, set()),
]


@pytest.mark.covers("AmphibiousChassis", "Armored Chassis", "ConvertibleChassisMod", "ISSVDuneBuggyChassis",
                    "ISCVDuneBuggyChassis", "Environmental Sealing", "Environmental Sealed Chassis", "ISOffRoadChassis",
                    "SnowmobileChassis", "SV Chassis Mod [Tractor]", "SV Chassis Mod [Trailer]", "HydroFoilChassisMod",
                    "SubmersibleChassisMod", "PropChassisMod", "STOLChassisMod", "VSTOLChassisMod",
                    "ExternalPowerPickupChassisMod")
@pytest.mark.parametrize("mod, motive, want_tons, want_abilities", SV_MODS, ids=[m[0] for m in SV_MODS])
def test_a_support_vehicle_chassis_modification(mod, motive, want_tons, want_abilities):
    """The chassis weight and the card's abilities from the table above; on
    a vehicle type the modification suits, the validator raises no
    SV_CHASSIS_MOD; BV is the bare 210 on the wheeled vehicle (no BV step
    names a chassis modification)."""
    d = _sv(mod, motive=motive)
    assert sv_rules.chassis_weight(d) == want_tons
    assert "SV_CHASSIS_MOD" not in errors(d)
    if motive == "wheeled":
        assert bv_of(d) == 210
        damage, specials = card(d)
        assert damage == "0/0/0"
        assert specials - {"ENE", "SOA"} == want_abilities


# (modification, a motive the TM p. 122 table (TO p. 243 for the power pickup) does not allow it on)
WRONG_MOTIVE = [
    ("HydroFoilChassisMod", "wheeled"),  # naval only
    ("SubmersibleChassisMod", "wheeled"),  # naval only
    ("PropChassisMod", "wheeled"),  # fixed-wing only
    ("STOLChassisMod", "wheeled"),
    ("VSTOLChassisMod", "wheeled"),
    ("ExternalPowerPickupChassisMod", "wheeled"),  # rail only
    ("ISOffRoadChassis", "tracked"),  # wheeled only
    ("ISSVDuneBuggyChassis", "tracked"),  # wheeled only
    ("AmphibiousChassis", "hover"),  # not hover or naval
    ("ConvertibleChassisMod", "naval"),  # wheeled, tracked, hover only
]


@pytest.mark.covers("AmphibiousChassis", "ConvertibleChassisMod", "ExternalPowerPickupChassisMod",
                    "HydroFoilChassisMod", "ISOffRoadChassis", "ISSVDuneBuggyChassis", "PropChassisMod",
                    "STOLChassisMod", "SubmersibleChassisMod", "VSTOLChassisMod")
@pytest.mark.parametrize("mod, motive", WRONG_MOTIVE, ids=[f"{m}-{v}" for m, v in WRONG_MOTIVE])
def test_a_chassis_modification_on_a_vehicle_type_it_does_not_suit(mod, motive):
    """TM p. 122: each modification names the vehicle types that may take
    it; any other type is an SV_CHASSIS_MOD error."""
    assert "SV_CHASSIS_MOD" in errors(_sv(mod, motive=motive))


# (modification, multiplier from TM p. 122): x 7.5 t, rounded up to the half ton
SMALL_ONLY = [
    ("BicycleChassisMod", 6.0),  # x0.75 = 5.625 -> 6
    ("MonocycleChassisMod", 4.0),  # x0.5 = 3.75 -> 4
    ("UltraLightChassisMod", 4.0),  # x0.5 = 3.75 -> 4
]


@pytest.mark.covers("BicycleChassisMod", "MonocycleChassisMod", "UltraLightChassisMod")
@pytest.mark.parametrize("mod, want_tons", SMALL_ONLY, ids=[m for m, _ in SMALL_ONLY])
def test_the_lightening_modifications_weigh_their_multiplier(mod, want_tons):
    """Bicycle x0.75, monocycle x0.5, ultra-light x0.5 on the 7.5 t chassis
    (TM p. 122); none brings an Alpha Strike ability or BV."""
    d = _sv(mod)
    assert sv_rules.chassis_weight(d) == want_tons
    assert bv_of(d) == 210
    assert card(d) == ("0/0/0", frozenset({"ENE"}))


@pytest.mark.covers("BicycleChassisMod")
def test_the_bicycle_modification_is_for_small_vehicles_only():
    """TM p. 122, Support Vehicle Chassis Modifications table: bicycle is
    for small wheeled and small hover support vehicles only.  On the 50 t
    medium wheeled vehicle: SV_CHASSIS_MOD; on a 2 t small wheeled one (no
    armor, so the BAR and armor tonnage do not come in) not."""
    assert "SV_CHASSIS_MOD" in errors(_sv("BicycleChassisMod"))
    small = _sv("BicycleChassisMod", tonnage=2.0, armor=())
    small = dataclasses.replace(small, support_vehicle=dataclasses.replace(small.support_vehicle,
                                                                          weight_class="small"))
    assert "SV_CHASSIS_MOD" not in errors(small)


@pytest.mark.covers("MonocycleChassisMod", "UltraLightChassisMod")
@pytest.mark.parametrize("mod", ["MonocycleChassisMod", "UltraLightChassisMod"])
def test_the_monocycle_and_ultra_light_modifications_are_for_small_vehicles_only(mod):
    """TM p. 122, Support Vehicle Chassis Modifications table: monocycle and
    ultra-light are for small support vehicles only (the table row not in
    the stored excerpt, which stops after the hydrofoil row; the fact is
    MegaMek's validator's, TestSupportVehicle ChassisModification
    smallOnly, and every canonical unit with either is under 5 t).  A
    medium (50 t) wheeled support vehicle may not take them: SV_CHASSIS_MOD;
    a 2 t small wheeled one (no armor) may."""
    assert "SV_CHASSIS_MOD" in errors(_sv(mod))
    small = _sv(mod, tonnage=2.0, armor=())
    small = dataclasses.replace(small, support_vehicle=dataclasses.replace(small.support_vehicle,
                                                                          weight_class="small"))
    assert "SV_CHASSIS_MOD" not in errors(small)


@pytest.mark.covers("OmniChassisMod")
def test_the_omni_modification_is_valid_on_any_type_and_brings_no_value():
    """TM p. 122: the Omni modification suits every vehicle type; no BV; on
    the card the OmniVehicle shows OMNI (AS:CE special abilities: OMNI for
    OmniMechs and OmniVehicles), nothing else.  Its chassis weight is not
    checked here: a x1.25 multiplier recalled for it from the TM p. 122
    table is not in the stored excerpt of the table, and the canonical Omni
    support vehicles are filled to the last ton without one."""
    d = _sv("OmniChassisMod", omni=True)
    assert "SV_CHASSIS_MOD" not in errors(d)
    assert bv_of(d) == 210
    assert card(d) == ("0/0/0", frozenset({"ENE", "OMNI"}))


# (item, weight by hand, BV by hand, ability by hand)
CV_MODS = [
    # fully amphibious: 50 / 10 = 5 t; type 0.9 + 0.2: 275 x 1.1 x 1.2 = 363 + 28 = 391; AMP
    ("ISFullyAmphibiousChassis", 5.0, 391, {"AMP"}),
    # limited amphibious: 50 / 25 = 2 t; type 1.0: 330 + 28 = 358; AMP
    ("ISLimitedAmphibiousChassis", 2.0, 358, {"AMP"}),
    # environmental sealing: 10% = 5 t; type 1.0: 358; SEAL
    ("Environmental Sealed Chassis", 5.0, 358, {"SEAL"}),
]


@pytest.mark.covers("ISFullyAmphibiousChassis", "ISLimitedAmphibiousChassis", "Environmental Sealed Chassis")
@pytest.mark.parametrize("item, want_tons, want_bv, want_abilities", CV_MODS, ids=[m[0] for m in CV_MODS])
def test_a_combat_vehicle_chassis_modification(item, want_tons, want_bv, want_abilities):
    """On the bare tracked tank: the weight (TO:AUE pp. 302-303 with the
    errata), the BV with the raised type modifier (TO p. 381) and the card
    ability; the tank (27 t used) stays valid."""
    d = add(BareTankFactory(), Mount(item, "BODY"))
    mount, eq = next((mt, e) for mt, e in vehicle_rules.resolved(d) if mt.item == item)
    assert vehicle_rules.item_tons(d, mount, eq) == want_tons
    assert bv_of(d) == want_bv
    damage, specials = card(d)
    assert damage == "0/0/0"
    assert specials - {"ENE", "SRCH", "SOA"} == want_abilities
    assert errors(d) == set()


def _tank(motive: str, item: str):
    d = BareTankFactory()
    return add(dataclasses.replace(d, vehicle=dataclasses.replace(d.vehicle, motive=motive)), Mount(item, "BODY"))


# (item, a motive its TO entry names, one it does not)
CV_MOD_MOTIVES = [
    ("ISFlotationHull", "hover", "tracked"),  # TO p. 302: Flotation Hull (Hovercraft, VTOLs, WiGEs, ...)
    ("ISLimitedAmphibiousChassis", "wheeled", "hover"),  # TO p. 302: (Wheeled and Tracked Vehicles)
    ("ISFullyAmphibiousChassis", "tracked", "hover"),  # TO p. 303: (Wheeled and Tracked Vehicles)
]


@pytest.mark.covers("ISFlotationHull", "ISLimitedAmphibiousChassis", "ISFullyAmphibiousChassis")
@pytest.mark.parametrize("item, good, bad", CV_MOD_MOTIVES, ids=[m[0] for m in CV_MOD_MOTIVES])
def test_a_combat_vehicle_chassis_modification_suits_the_motives_its_entry_names(item, good, bad):
    """TO:AUE pp. 302-303 (entry headings as the TO errata v3.02 prints
    them): on a motive the entry names no VEH_CHASSIS_MOD, on another one
    VEH_CHASSIS_MOD."""
    assert "VEH_CHASSIS_MOD" not in errors(_tank(good, item))
    assert "VEH_CHASSIS_MOD" in errors(_tank(bad, item))


def test_environmental_sealing_gives_soa_only_to_a_sealed_unit_with_an_engine():
    """Environmental sealing (TO:AUE p. 302: 10% of 50 t = 5 t) on the bare
    tank and on the same tank built as an engineless trailer (no engine,
    cruise 0, a hitch in front).  BV (TM pp. 316-318, TO p. 381): defensive
    275 x (tracked 0.9 + 0.1 sealing = 1.0); the tank flanks 6 (TMM 2, x1.2)
    = 330 + offensive 25 x 1.12 = 28: 358.  The trailer has no TMM (x1.0):
    275, and moves as 1 MP for the speed factor: (1 + (1 - 5) / 10) ^ 1.2 =
    0.5417 -> 0.54, 25 x 0.54 = 13.5; 288.5 -> 289.  Card: both SEAL; SOA
    (space operations adaptation) only for the tank, whose fusion engine needs
    no air: a unit without an engine of its own does not operate in vacuum
    by itself (the two engineless sealed trailers of the reference rows,
    Galaport Ground Trailer and 'Oppie' DeConAid Trailer, show SEAL without
    SOA); the trailer shows HTC for its hitch."""
    tank = add(BareTankFactory(), Mount("Environmental Sealing", "BODY"))
    assert bv_of(tank) == 358
    assert card(tank) == ("0/0/0", frozenset({"SEAL", "SOA", "ENE", "SRCH"}))
    assert errors(tank) == set()
    trailer = add(BareTankFactory(), Mount("Environmental Sealing", "BODY"), Mount("Hitch", "FRONT"),
                  engine=dataclasses.replace(BareTankFactory().engine, type="none", rating=0), walk_mp=0,
                  vehicle=dataclasses.replace(BareTankFactory().vehicle, trailer=True))
    assert bv_of(trailer) == 289
    assert card(trailer) == ("0/0/0", frozenset({"SEAL", "HTC", "ENE", "SRCH"}))
    assert errors(trailer) == set()
