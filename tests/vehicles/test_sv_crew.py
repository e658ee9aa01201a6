"""Support vehicle minimum crew, seats and passengers (TM p. 131, TO p. 250
with the TO errata v3.02 C3).  Expected values are worked out by hand from
the tables; the officer counts are the errata's own worked examples."""

from __future__ import annotations

import dataclasses

import pytest

import construction
from construction.catalog import catalog
from construction.model import Design, Engine, LocationArmor, Mount, SupportVehicleDetails
from construction.support_vehicle import minimum_crew, officers, quarters_occupants, seats
from vehicles.test_vehicle_rules import ibex  # the 2 t small wheeled SV: one light MG on a pintle, 8 seats


def _id(name):
    return catalog().resolve(name, "IS").id


def sv(tonnage, weight_class, motive="wheeled", mounts=(), rating="D", **details) -> Design:
    return Design(
        unit_type="support_vehicle", chassis="Crew", model="Test", tech_base="IS", rules_level="standard",
        year=3060, tonnage=float(tonnage), engine=Engine("ice", 0), walk_mp=3, armor_type="standard",
        armor=tuple(LocationArmor(l, 2) for l in ("FRONT", "RIGHT", "LEFT", "REAR")), mounts=tuple(mounts),
        support_vehicle=SupportVehicleDetails(motive=motive, weight_class=weight_class, bar=7,
                                              structural_tech_rating=rating, **details))


def with_details(d: Design, **changes) -> Design:
    return dataclasses.replace(d, support_vehicle=dataclasses.replace(d.support_vehicle, **changes))


# ------------------------------------------------------------------ officers
@pytest.mark.parametrize("crew,want", [
    (1, 0), (3, 0),   # "1 to 3" non-officer crew: no officer (errata; was "1 to 4")
    (4, 1),           # "4 or more": one per 6, rounded up (was from 5, one per 5)
    (5, 1),           # Cloud 9, TO p. 251: 5 crew -> 0.83 -> 1 officer
    (17, 3),          # Cloud 9, TO p. 257: 17 crew -> 2.83 -> 3 officers (was 4)
    (151, 26),        # Jormungand, TO p. 258: 151 crew -> 25.17 -> 26 officers
])
def test_officers_follow_the_errata(crew, want):
    assert officers(crew) == want


# --------------------------------------------------------------- small SVs
def test_small_sv_without_fire_control_needs_a_gunner_per_weapon():
    need = minimum_crew(ibex())
    # driver 1 + one gunner for the one weapon; 2 < 4, no officer
    assert (need.base, need.gunners, need.equipment, need.officers, need.total) == (1, 1, 0, 0, 2)
    assert need.fire_control == "none"
    assert construction.validate(ibex()).valid is True


def test_small_sv_fire_control_counts_facings_and_the_driver():
    mg = _id("Machine Gun (Light)")
    mounts = (Mount(mg, "FRONT"), Mount(mg, "FRONT"), Mount(mg, "RIGHT", mount="pintle"), Mount("PintleTurret", "RIGHT"))
    plain = ibex(mounts=mounts)
    assert minimum_crew(plain).gunners == 3  # one per weapon
    basic = ibex(mounts=mounts + (Mount("Basic Fire Control", "BODY"),))
    assert minimum_crew(basic).gunners == 2  # front + the pintle mount: two facings
    advanced = ibex(mounts=mounts + (Mount("Advanced Fire Control", "BODY"),))
    assert minimum_crew(advanced).gunners == 1  # two facings, the driver takes one


def test_small_sv_must_seat_its_minimum_crew():
    one_seat = with_details(ibex(), transporters=("standardseats:1.0:0", "cargobay:0.435:1:1"))
    assert "SV_SEATING" in construction.validate(one_seat).codes()  # 1 seat for a crew of 2
    two = with_details(ibex(), transporters=("standardseats:1.0:0", "pillionseats:1.0:0"))
    assert "SV_SEATING" not in construction.validate(two).codes()


def test_seat_lines_written_as_tonnage_are_read_as_seats():
    # older files give the seats' weight: .45 t of standard seats = 6 x 75 kg; .05 t of pillion seats = 2 x 25 kg
    d = with_details(ibex(), transporters=("standardseats:.45:6", "pillionseats:.05:1", "standardseats:2.0:0"))
    assert seats(d) == 6 + 2 + 2
    # and weigh as written: six 75 kg seats either way
    from construction.vehicle import transporter_weight

    assert transporter_weight(("standardseats:.45:6",)) == pytest.approx(0.45)
    assert transporter_weight(("standardseats:6.0:0",)) == pytest.approx(0.45)


def test_declared_crew_below_the_minimum_is_an_error():
    assert "SV_CREW" in construction.validate(with_details(ibex(), crew=1)).codes()
    assert "SV_CREW" not in construction.validate(with_details(ibex(), crew=2)).codes()


def test_passengers_need_seats_beyond_the_crew():
    # 8 seats, crew 2: 6 passengers fit, 7 do not
    assert "SV_PASSENGERS" not in construction.validate(with_details(ibex(), passengers=6)).codes()
    assert "SV_PASSENGERS" in construction.validate(with_details(ibex(), passengers=7)).codes()


# ------------------------------------------------------- medium and large SVs
def test_medium_sv_gunners_from_weapon_tonnage_by_fire_control():
    lasers = tuple(Mount(_id("Medium Laser"), "FRONT") for _ in range(3))  # 3 t of weapons
    basic = minimum_crew(sv(40, "medium", "tracked", lasers + (Mount("Basic Fire Control", "BODY"),)))
    # base 2 + 3 t / 3 = 1 gunner -> 3, no officer
    assert (basic.base, basic.gunners, basic.officers, basic.total) == (2, 1, 0, 3)
    plain = minimum_crew(sv(40, "medium", "tracked", lasers))
    # base 2 + 3 t / 2 = 1.5 -> 2 gunners -> 4 -> one officer (none before the errata) -> 5
    assert (plain.gunners, plain.officers, plain.total) == (2, 1, 5)


def test_large_sv_with_equipment_crew():
    mounts = (Mount(_id("Large Laser"), "FRONT"), Mount(_id("Large Laser"), "FRONT"),  # 10 t of weapons
              Mount("Communications Equipment", "BODY", size=2.0), Mount("FieldKitchen", "BODY"))
    need = minimum_crew(sv(120, "large", "wheeled", mounts))
    # base 3 + 10 / 2 = 5 gunners + 2 (comms, per ton) + 3 (field kitchen) = 13 -> 13 / 6 -> 3 officers -> 16
    assert (need.base, need.gunners, need.equipment, need.officers, need.total) == (3, 5, 5, 3, 16)
    fc = mounts + (Mount("Advanced Fire Control", "BODY"),)
    assert minimum_crew(sv(120, "large", "wheeled", fc)).gunners == 3  # 10 / 4 = 2.5 -> 3
    # advanced fire control on a tech F chassis: 10 / 6 -> 2 gunners; 3 + 2 + 5 = 10 -> 2 officers -> 12
    need_f = minimum_crew(sv(120, "large", "wheeled", fc, rating="F"))
    assert (need_f.gunners, need_f.officers, need_f.total) == (2, 2, 12)


def test_naval_base_crew_and_the_jormungand_example():
    # medium naval: 4; large naval: 3 + 1 per 5,000 t
    assert minimum_crew(sv(200, "medium", "naval")).base == 4
    # TO p. 258 (errata C3): 60,000 t: base 3 + 12 = 15; 290 t of weapons under advanced fire control / 4 ->
    # 73 gunners; 63 crew for equipment (63 t of communications gear here); 151 -> 26 officers -> 177
    lasers = tuple(Mount(_id("Large Laser"), "FRONT") for _ in range(58))  # 58 x 5 t = 290 t
    mounts = lasers + (Mount("Advanced Fire Control", "BODY"), Mount("Communications Equipment", "BODY", size=63.0))
    need = minimum_crew(sv(60000, "large", "naval", mounts))
    assert (need.base, need.gunners, need.equipment) == (15, 73, 63)
    assert need.officers == 26 and need.total == 177


def test_no_crew_for_an_unpowered_trailer_or_a_drone():
    trailer = dataclasses.replace(sv(10, "medium"), engine=Engine("none", 0), walk_mp=0)
    assert minimum_crew(trailer).base == 0
    drone = sv(10, "medium", mounts=(Mount(_id("Medium Laser"), "FRONT"), Mount("ISDroneOperatingSystem", "BODY")))
    assert minimum_crew(drone).total == 0


def test_quarters_hold_occupants_by_their_tonnage():
    d = with_details(sv(100, "large"), transporters=("1stclassquarters:20:1", "steeragequarters:35:1"))
    assert quarters_occupants(d) == 2 + 7  # 10 t per first-class berth, 5 t per steerage berth
