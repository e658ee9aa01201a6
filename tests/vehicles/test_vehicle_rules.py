"""Vehicle rules and BV on hand-built designs; expected values are worked
out by hand from the TechManual formulas, not from the code under test."""

from __future__ import annotations

import dataclasses

import pytest

import bv
import construction
from construction.catalog import catalog
from construction.model import Design, Engine, LocationArmor, Mount, SupportVehicleDetails, VehicleDetails
from construction.vehicle_blk import suspension_factor, vehicle_engine_rating
from design_factories import LegalTankFactory, SmallSupportVehicleFactory


def _id(name):
    return catalog().resolve(name, "IS").id


def tank(**changes) -> Design:
    """The hand-worked 40 t tank of design_factories.LegalTankFactory."""
    return LegalTankFactory(**changes)


def test_suspension_factors_from_the_table():
    assert suspension_factor("tracked", 40) == 0
    assert suspension_factor("wheeled", 40) == 20
    assert suspension_factor("hover", 35) == 175
    assert suspension_factor("vtol", 25) == 140


def test_engine_rating_from_cruise():
    assert vehicle_engine_rating(4, 40, "tracked") == 160
    assert vehicle_engine_rating(8, 35, "hover") == 105  # 280 - 175
    assert vehicle_engine_rating(1, 5, "wheeled") == 10  # at least 10


def test_hand_built_tank_weight_and_validity():
    from construction.vehicle import weight_breakdown

    parts = dict(weight_breakdown(tank()))
    # structure 4, ICE 160: 6 x 2 = 12, controls 2, turret 10% of 8 = 1, armor 80/16 = 5
    assert parts["structure"] == 4 and parts["engine"] == 12 and parts["controls"] == 2
    assert parts["turret"] == 1 and parts["armor"] == 5
    assert construction.validate(tank()).valid is True


@pytest.mark.parametrize("change,code", [
    (dict(walk_mp=5), "VEH_ENGINE_RATING"),
    (dict(tonnage=105.0), "VEH_TONNAGE"),
    (dict(mounts=tank().mounts + (Mount(_id("CLERMediumLaser"), "FRONT"),)), "VEH_TECH_BASE"),
])
def test_broken_tank_is_caught(change, code):
    assert code in construction.validate(tank(**change)).codes()


def test_armor_maximum_is_three_and_a_half_per_ton_plus_40():
    d = tank(armor=(LocationArmor("FRONT", 181),) + tank().armor[1:])
    assert "VEH_ARMOR_MAX" in construction.validate(d).codes()  # 181 + 60 > 3.5 x 40 + 40 = 180


def small_sv(**changes) -> Design:
    """The 10 t support vehicle of design_factories.SmallSupportVehicleFactory."""
    return SmallSupportVehicleFactory(**changes)


def test_support_vehicle_bv_worked_by_hand():
    # armor 10 x 5/10 x 2.5 = 12.5; structure 4 x 1 x 1.5 = 6 -> 18.5; wheeled x0.8 = 14.8;
    # flank 6 -> TMM 2 -> x1.2 = 17.76.  MG 5 x 0.8 (no fire control) = 4; ammo 1 x 0.8 = 0.8;
    # weight 10 / 2 = 5 -> 9.8 x speed factor 1.12 (6 MP) = 10.976.  17.76 + 10.976 = 28.736 -> 29.
    r = bv.compute(small_sv())
    assert r.base_bv == 29
    assert round(r.defensive, 3) == 17.76 and round(r.offensive, 3) == 10.976


def test_support_vehicle_bv_with_basic_fire_control_worked_by_hand():
    # as above, weapons and ammo x0.9: (4.5 + 0.9 + 5) x 1.12 = 11.648; 17.76 + 11.648 = 29.408 -> 29;
    # BAR 10 instead: armor 25 -> (25 + 6) x 0.8 x 1.2 = 29.76 -> 29.76 + 11.648 = 41.408 -> 41
    fc = Mount(_id("Basic Fire Control"), "BODY")
    r = bv.compute(small_sv(mounts=small_sv().mounts + (fc,)))
    assert round(r.offensive, 3) == 11.648 and r.base_bv == 29
    sv10 = small_sv(mounts=small_sv().mounts + (fc,))
    sv10 = dataclasses.replace(sv10, support_vehicle=dataclasses.replace(sv10.support_vehicle, bar=10))
    assert bv.compute(sv10).base_bv == 41


def test_bar_out_of_range_is_caught():
    d = small_sv(support_vehicle=dataclasses.replace(small_sv().support_vehicle, bar=11))
    assert "SV_BAR" in construction.validate(d).codes()


# ------------------------------------------------- support vehicle weights
def ibex(**changes) -> Design:
    """A 2 t small wheeled SV (tech D, ICE, cruise 5): the Ibex RV layout."""
    d = Design(
        unit_type="support_vehicle", chassis="Test", model="Small", tech_base="IS", rules_level="standard",
        year=3050, tonnage=2.0, engine=Engine("ice", 0), walk_mp=5, armor_type="standard",
        armor=tuple(LocationArmor(l, 2) for l in ("FRONT", "RIGHT", "LEFT", "REAR")),
        mounts=(Mount(_id("Machine Gun (Light)"), "RIGHT", mount="pintle"), Mount("PintleTurret", "RIGHT")),
        support_vehicle=SupportVehicleDetails(motive="wheeled", weight_class="small", bar=7,
                                              structural_tech_rating="D", fuel=0.011,
                                              transporters=("standardseats:8.0:0", "cargobay:0.435:1:1")),
    )
    return dataclasses.replace(d, **changes)


def test_small_support_vehicle_weighs_in_kilograms():
    from construction.support_vehicle import weight_breakdown

    parts = weight_breakdown(ibex())
    w = dict(parts)
    # chassis 2 x 0.12 = 0.24 t; engine 2 x 0.0025 x (4 + 25) x 1.5 = 0.2175 -> 0.218 (kg, TM p. 127)
    assert w["chassis"] == 0.24 and w["engine"] == 0.218
    # 8 points x 45 kg (BAR 7, tech D) = 0.36 t; pintle mount 5% of the 7 kg MG -> 1 kg (TM p. 234)
    assert w["armor"] == 0.36 and w["PintleTurret"] == 0.001
    # 8 seats x 75 kg + 435 kg of cargo
    assert w["transporters"] == pytest.approx(1.035)


def test_fire_control_is_a_share_of_weapon_weight_rounded_by_size_class():
    from construction.support_vehicle import weight_breakdown

    fc = Mount("Advanced Fire Control", "BODY")
    w = dict(weight_breakdown(ibex(mounts=ibex().mounts + (fc,))))
    assert w["Advanced Fire Control"] == 0.001  # 10% of 7 kg, to the kilogram
    basic = Mount("Basic Fire Control", "BODY")
    big = ibex(tonnage=20.0, support_vehicle=dataclasses.replace(ibex().support_vehicle, weight_class="medium"),
                   mounts=(Mount(_id("Autocannon/5"), "FRONT"), basic))
    assert dict(weight_breakdown(big))["Basic Fire Control"] == 0.5  # 5% of 8 t = 0.4 -> half ton


def test_engine_and_armor_tech_ratings_default_to_the_structural_rating():
    from construction.support_vehicle import armor_weight, engine_weight

    d = ibex(tonnage=27.0, engine=Engine("fusion", 0), walk_mp=6,
                 armor=tuple(LocationArmor(l, p) for l, p in (("FRONT", 20), ("RIGHT", 14), ("LEFT", 14), ("REAR", 10))),
                 support_vehicle=SupportVehicleDetails(motive="wheeled", weight_class="medium", bar=10,
                                                       structural_tech_rating="E"))
    # Bailey Armored Car: fusion at E 27 x 0.0075 x 40 x 0.75 = 6.075 -> 6.5; 58 x 0.056 = 3.248 -> 3.5
    assert engine_weight(d) == 6.5 and armor_weight(d) == 3.5


def test_quarters_are_written_by_weight_and_fixed_wing_fuel_by_points():
    from construction.support_vehicle import fuel_weight
    from construction.vehicle import transporter_weight

    assert transporter_weight(("1stclassquarters:70:7", "steeragequarters:35:7")) == 105.0
    plane = ibex(tonnage=200.0, engine=Engine("ice", 0), walk_mp=4,
                     support_vehicle=SupportVehicleDetails(motive="aerodyne", weight_class="large", bar=6,
                                                           structural_tech_rating="D", fuel=464))
    assert fuel_weight(plane) == 13.0  # 464 points x 28 kg (large, tech D) = 12.992 t -> 13 t


def test_mul_join_repair_without_the_corpus():
    # a model-less MUL row belongs to the chassis's standard file; a row naming its model keeps its join;
    # no standard file (or an ambiguous one) drops the row
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from vehicle_corpus_helpers import repair_join

    std, ac = tank(model="(Standard)"), tank(model="(AC)")
    by_rel = {"a/Test Tank.blk": std, "b/Test Tank (AC).blk": ac}
    row = {"chassis": "Test", "model": "", "corpus_path": "b/Test Tank (AC).blk"}
    assert repair_join(row, by_rel) == "a/Test Tank.blk"
    assert repair_join(dict(row, model="(AC)"), by_rel) == "b/Test Tank (AC).blk"
    assert repair_join(dict(row, corpus_path="a/Test Tank.blk"), by_rel) == "a/Test Tank.blk"
    assert repair_join(row, {"b/Test Tank (AC).blk": ac}) is None
    assert repair_join(row, dict(by_rel, **{"c/Test Tank.blk": std})) is None


# ------------------------------------------------------------ VTOL mast mount
def vtol(*in_rotor: str, mast: bool = True) -> Design:
    """A 20 t VTOL, cruise 10 (flank 15: TMM 4 + 1 airborne = 5), a medium laser in front."""
    rotor = tuple(Mount(_id(n), "ROTOR") for n in in_rotor) + ((Mount("ISMastMount", "ROTOR"),) if mast else ())
    return tank(tonnage=20.0, walk_mp=10, engine=Engine("fusion", 60),
                armor=tuple(LocationArmor(l, p) for l, p in (("FRONT", 8), ("RIGHT", 6), ("LEFT", 6), ("REAR", 4),
                                                             ("ROTOR", 2))),
                mounts=(Mount(_id("Medium Laser"), "FRONT"),) + rotor, vehicle=VehicleDetails(motive="vtol"))


def test_mast_mount_adds_ten_to_each_item_it_carries():
    # TO errata v3.02 (TO p. 382, VTOL Mast Mount): +10 BV for each item in the mount
    ecm, plain = bv.compute(vtol("Guardian ECM Suite")), bv.compute(vtol("Guardian ECM Suite", mast=False))
    # defensive: (61 + 10) instead of 61, then x 0.7 (VTOL) x 1.5 (TMM 5) -> 10 x 0.7 x 1.5 = 10.5 more
    assert ecm.defensive - plain.defensive == pytest.approx(10.5)
    assert ecm.offensive == pytest.approx(plain.offensive)
    assert any(s.step == "def.mast" and s.rule.book == "TO" and s.rule.page == 382 for s in ecm.breakdown)
    laser, bare = bv.compute(vtol("Small Laser")), bv.compute(vtol("Small Laser", mast=False))
    # offensive: (9 + 10) instead of 9, then x speed factor 2.3 (15 MP) -> 23 more
    assert laser.offensive - bare.offensive == pytest.approx(23.0)


def test_mast_mounted_percentage_item_adds_ten_to_the_final_bv():
    # a C3 slave's BV is a force-level percentage: it adds 10 to the unit's final BV instead
    c3, bare = bv.compute(vtol("C3 Slave")), bv.compute(vtol("C3 Slave", mast=False))
    assert c3.base_bv - bare.base_bv == 10
    assert [s.value for s in c3.breakdown if s.step == "mast"] == [10]
    assert c3.defensive == pytest.approx(bare.defensive) and c3.offensive == pytest.approx(bare.offensive)
    # an empty mast mount changes nothing
    assert bv.compute(vtol()).base_bv == bv.compute(vtol(mast=False)).base_bv


def test_viral_jammer_is_defensive_equipment_on_vehicles():
    # as on 'Mechs (TM p. 303 list, bv/data/equipment_rules.json): 284 x 0.9 (tracked) x 1.2 (flank 6: TMM 2)
    # on the defensive side, nothing on the offensive side
    jammer = Mount(_id("RISC Viral Jammer (Homing)"), "BODY")
    jam, bare = bv.compute(tank(mounts=tank().mounts + (jammer,))), bv.compute(tank())
    assert jam.defensive - bare.defensive == pytest.approx(284 * 0.9 * 1.2)
    assert jam.offensive == pytest.approx(bare.offensive)


def test_laser_insulators_lower_the_heat_a_vehicle_must_sink():
    """TO p. 322 (TO errata v3.02 A7): an insulated laser makes 1 less heat.
    A fusion vehicle sinks 10 heat for free (TM p. 104): two Medium
    Re-engineered Lasers make 6 + 6 = 12 heat (2 t of heat sinks); with an
    insulator each, 5 + 5 = 10 (none). A second insulator on one laser does
    nothing more: 5 + 6 = 11 (1 t)."""
    from construction.vehicle import weight_breakdown

    laser, insulator = _id("Medium Re-engineered Laser"), _id("ISLaserInsulator")
    base = tank(engine=Engine("fusion", 160), mounts=(Mount(laser, "TURRET", turret=True),
                                                      Mount(laser, "TURRET", turret=True)))

    def sinks(design):
        return dict(weight_breakdown(design))["heat sinks"]

    assert sinks(base) == 2.0
    assert sinks(base.replace(mounts=base.mounts + (Mount(insulator, "TURRET"), Mount(insulator, "TURRET")))) == 0.0
    one_laser_two = base.replace(mounts=(Mount(laser, "TURRET", turret=True), Mount(insulator, "TURRET"),
                                         Mount(insulator, "TURRET"), Mount(laser, "FRONT")))
    assert sinks(one_laser_two) == 1.0


def test_breakdown_left_out_only_when_not_wanted():
    """explain=False (evaluate without --explain): the same numbers, mast
    bonus included, without the breakdown."""
    brief, full = bv.compute(vtol("Guardian ECM Suite"), explain=False), bv.compute(vtol("Guardian ECM Suite"))
    assert brief.breakdown == () and any(s.step == "def.mast" for s in full.breakdown)
    for field in ("bv", "base_bv", "defensive", "offensive", "warnings"):
        assert getattr(brief, field) == getattr(full, field)


def test_mash_theater_lines_are_the_mash_s_capacity_not_more_mashes():
    """A .blk writes a MASH as its core component and one 'MASH Operation
    Theater' line per extra theater (TM p. 228: 3.5 t for the core with one
    theater, +1 t a theater).  The importer reads them as one MASH of that
    many theaters, even though the catalog also knows 'MASH Operation
    Theater' as a name of the MASH itself (today's registry lists it)."""
    import corpus

    corpus.require_corpus()
    text = corpus.read_text(corpus.unpacked() / "mechfiles" / "vehicles" / "3075" / "Saxon APC (MASH).blk")
    assert text.count("MASH Operation Theater") == 1
    d = construction.parse(text, "blk")
    mash = [(mt, catalog().by_id(mt.item)) for mt in d.mounts if mt.item and catalog().by_id(mt.item)
            and "F_MASH" in catalog().by_id(mt.item).flags]
    assert len(mash) == 1 and mash[0][0].size == 2.0
    assert construction.validate(d).valid


@pytest.mark.parametrize("engine_type, tons", [
    ("fusion", 13.0),            # 8.5 t x 1.5 = 12.75 -> 13
    ("primitive_fusion", 13.0),  # a fusion engine too: the same shielding
    ("ice", 17.0),               # 8.5 x 2, no shielding
])
def test_every_fusion_engine_on_a_vehicle_carries_its_shielding(engine_type, tons):
    """TM p. 103: a fusion engine on a vehicle weighs 1.5 times its 'Mech
    weight (the shielding), rounded up to the half ton.  A primitive fusion
    engine is a fusion engine (IO p. 119; the rating written is already the
    primitive one), so it is shielded like the others: rating 200, standard
    fusion 8.5 t, x 1.5 = 12.75 -> 13 t (it weighed an unshielded 8.5 t)."""
    from construction.vehicle import engine_weight

    d = LegalTankFactory()
    d = dataclasses.replace(d, engine=dataclasses.replace(d.engine, type=engine_type, rating=200))
    assert engine_weight(d) == tons


def test_vehicular_stealth_armor_lines_take_no_item_slot_of_their_own():
    """Vehicular stealth armor takes 2 item slots on a combat vehicle,
    counted once from the armor type (TO:AUE p. 94).  MegaMek files also
    list the armor itself as 'IS Vehicular Stealth' in the body, one to
    three times (the Bolla stealth tanks, the Karnov UR (Heavy Stealth));
    those lines are the armor, not items.  By hand: the 50 t tracked
    BareTankFactory has 5 + 50 / 5 = 15 item slots (TM p. 99); a Guardian
    ECM suite (1) + 12 machine guns (12) + the armor (2) = 15, exactly full.
    Weight: 27 t bare (armor 98 points at 16 a ton either way, 6.5 t) +
    1.5 ECM + 12 x 0.5 = 34.5 t, underweight only.  Counting each body line
    as a slot too would make it 17 of 15 (VEH_ITEM_SLOTS)."""
    from construction.vehicle import item_slots_available, item_slots_used, resolved
    from design_factories import BareTankFactory

    def errors(design):
        return {i.code for i in construction.validate(design).errors}

    mounts = (Mount("ISGuardianECMSuite", "BODY"), Mount("IS Vehicular Stealth", "BODY"),
              Mount("IS Vehicular Stealth", "BODY"))
    mounts += tuple(Mount("Machine Gun", "FRONT") for _ in range(12))
    d = BareTankFactory(armor_type="vehicular_stealth", mounts=mounts)
    assert item_slots_available(d) == 15
    assert item_slots_used(d, resolved(d)) == 15
    assert errors(d) == set()
    over = BareTankFactory(armor_type="vehicular_stealth", mounts=mounts + (Mount("Machine Gun", "FRONT"),))
    assert errors(over) == {"VEH_ITEM_SLOTS"}
