"""The 'Mech equipment rules kept as data (data/rules/mech.json
equipment_rules, construction.mech.check_equipment_rules), hand-worked on the
bare 'Mech (BareMechFactory: 50 t Inner Sphere biped, 33.5 t used, standard
cockpit in the head, experimental rules in 3150), each rule once broken and
once kept:

* IndustrialMech-only items on a BattleMech: industrial TSM (TM p. 240),
  environmental sealing (TM p. 216);
* IndustrialMech limits (TM, IndustrialMech construction): no MASC (a
  supercharger is allowed), TSM, super-cooled myomer (IO p. 92), improved jump
  jets; without advanced fire control no targeting computer, Artemis, active
  probe or C3;
* primitive 'Mechs (IO): no OmniMech, standard or industrial structure, no
  XL/XXL/light/compact/large engine, no MASC/TSM, primitive armor;
* AES (TO p. 279): not with a targeting computer or MASC (a supercharger is
  fine), arms and legs only, one to a location, every leg once in one;
* HarJel not in the cockpit's location (TO p. 288), MASS in it (TO p. 325),
  and the remote drone command console in it too (IO p. 90),
  modular armor not in the head (TO p. 281);
* turrets (TO p. 347): a head turret needs a torso-mounted cockpit and sits in
  the center torso; a shoulder turret in a side torso, one to each, no quads;
* talons (TO p. 288): 2 slots in every leg;
* UMUs not with jump jets (mechanical jump boosters are no jump jets);
* super-cooled myomer not with MASC or TSM (IO p. 92);
* the superheavy gyro on superheavy 'Mechs only (IO p. 178), and a
  superheavy 'Mech must use it; superheavy 'Mechs carry no MASC or
  supercharger, TSM, super-cooled myomer, jump jets (not even at 0 Jumping
  MP), mechanical jump boosters, UMUs, AES, modular armor or partial wings
  (IO, superheavy construction; MegaMek's validator for the list);
* IndustrialMechs use single heat sinks only (TM p. 71);
* HarJel II and III (IO p. 88): not on IndustrialMechs, not mixed, one to a
  location, only over standard, ferro-fibrous, light/heavy ferro-fibrous or
  heavy industrial armor;
* the light fluid suction system is for IndustrialMechs only (TM p. 248);
* null- and void-signature systems not with stealth armor, a targeting
  computer, C3 or each other; the chameleon LPS not with stealth armor or a
  void-signature system (TO pp. 300, 336, 349);
* one physical attack weapon a location besides one shield and spikes (TO
  errata p. 288);
* the BattleMech taser needs a fusion engine (TO p. 346); a full-head
  ejection system does not go with a torso-mounted cockpit or a command
  console;
* a void-signature system needs an ECM suite (TO p. 349 with the TO errata:
  it fails when the unit's last ECM suite is lost); superheavy 'Mechs have
  no armored components; partial wings do not go with mechanical jump
  boosters (TO p. 292); the remote drone command console does not go with a
  command console cockpit (IO p. 90).

Each failing case fails on the tree before these rules (the validator then
reported nothing but the bare 'Mech's MECH_UNDERWEIGHT warning).
"""

from __future__ import annotations

import dataclasses

import pytest

from construction.model import LocationArmor, Mount
from design_factories import BareMechFactory
from synth import add, errors, with_mech

BARE = BareMechFactory()

# An IndustrialMech on the bare 'Mech's chassis: industrial structure (10 t,
# TM p. 47) and industrial armor (160 points at 10 a ton = 16 t, TM p. 205):
# 10 + 12.5 + 3 + 3 + 16 = 44.5 t of 50; with advanced fire control or not.
INDUSTRIAL = dataclasses.replace(BareMechFactory(), structure="industrial", armor_type="industrial",
                                 mech=dataclasses.replace(BARE.mech, industrial=True, cockpit="industrial"))
INDUSTRIAL_AFC = with_mech(cockpit="industrial_afc")(INDUSTRIAL)

# 12 slots of industrial TSM, 6 in each side torso; environmental sealing,
# one slot in each of the 8 locations (TM p. 216)
INDUSTRIAL_TSM = tuple(Mount("Industrial Triple Strength Myomer", loc, tuple(range(6))) for loc in ("LT", "RT"))
SEALING = tuple(Mount("Environmental Sealing (Mech)", loc, (slot,)) for loc, slot in
                (("HD", 3), ("CT", 10), ("LT", 0), ("RT", 0), ("LA", 4), ("RA", 4), ("LL", 4), ("RL", 4)))
TSM = (Mount("Triple Strength Myomer", "LL", (4, 5)), Mount("Triple Strength Myomer", "RL", (4, 5)),
       Mount("Triple Strength Myomer", "LT", (6, 7)))
MASC = Mount("ISMASC", "LT", (0, 1, 2))  # 50 / 20 = 2.5 -> 3 t, 3 slots (TM p. 225)
SCM = Mount("ISSuperCooledMyomer", "RT", tuple(range(6)))


def _codes(design) -> set[str]:
    return errors(design)


@pytest.mark.parametrize("design, code", [
    (add(with_mech(myomer="industrial_tsm")(BARE), *INDUSTRIAL_TSM), "MECH_INDUSTRIAL_ONLY"),
    (with_mech(myomer="industrial_tsm")(BARE), "MECH_INDUSTRIAL_ONLY"),  # named, slots missing
    (add(BARE, *SEALING), "MECH_INDUSTRIAL_ONLY"),
    (add(INDUSTRIAL_AFC, MASC), "MECH_INDUSTRIAL_EQUIPMENT"),
    (add(with_mech(myomer="tsm")(INDUSTRIAL_AFC), *TSM), "MECH_INDUSTRIAL_EQUIPMENT"),
    (add(INDUSTRIAL_AFC, SCM), "MECH_INDUSTRIAL_EQUIPMENT"),
    (add(INDUSTRIAL_AFC, Mount("Improved Jump Jet", "LL", (4, 5)), jump_mp=1), "MECH_INDUSTRIAL_EQUIPMENT"),
    (add(INDUSTRIAL, Mount("ISC3SlaveUnit", "LT", (0,))), "MECH_INDUSTRIAL_FIRE_CONTROL"),
    (add(INDUSTRIAL, Mount("BeagleActiveProbe", "LT", (0, 1))), "MECH_INDUSTRIAL_FIRE_CONTROL"),
    (add(INDUSTRIAL, Mount("ISTargeting Computer", "LT", (0,))), "MECH_INDUSTRIAL_FIRE_CONTROL"),  # no weapons: 1 slot
    (add(INDUSTRIAL, Mount("SRM 2", "LT", (0,)), Mount("ISArtemisIV", "LT", (1,))), "MECH_INDUSTRIAL_FIRE_CONTROL"),
    (add(BARE, SCM, MASC), "MECH_ITEM_INCOMPATIBLE"),
    (add(with_mech(myomer="tsm")(BARE), SCM, *TSM), "MECH_ITEM_INCOMPATIBLE"),
    (add(BARE, Mount("ISAES", "LA", (4, 5)), Mount("ISTargeting Computer", "LT", (0,))), "MECH_ITEM_INCOMPATIBLE"),
    (add(BARE, Mount("ISAES", "LA", (4, 5)), MASC), "MECH_ITEM_INCOMPATIBLE"),
    (add(BARE, Mount("ISAES", "LT", (0, 1))), "MECH_AES"),
    (add(BARE, Mount("ISAES", "LA", (4, 5)), Mount("ISAES", "LA", (6, 7))), "MECH_AES"),
    (add(BARE, Mount("ISAES", "LL", (4, 5))), "MECH_AES"),  # the right leg lacks one
    (add(BARE, Mount("IS HarJel", "HD", (3,))), "MECH_ITEM_LOCATION"),
    (add(BARE, Mount("ISMASS", "LT", (0,))), "MECH_ITEM_LOCATION"),
    (add(BARE, Mount("ISRemoteDroneCommandConsole", "LT", (0,))), "MECH_ITEM_LOCATION"),
    (add(BARE, Mount("ISModularArmor", "HD", (3,))), "MECH_ITEM_LOCATION"),
    (add(BARE, Mount("ISHeadTurret", "CT", (10,))), "MECH_TURRET"),  # the cockpit is in the head
    (add(BARE, Mount("ISShoulderTurret", "CT", (10,))), "MECH_TURRET"),
    (add(BARE, Mount("ISShoulderTurret", "LT", (0,)), Mount("ISShoulderTurret", "LT", (1,))), "MECH_TURRET"),
    (add(BARE, Mount("UMU", "LL", (4,)), Mount("Jump Jet", "RL", (4,)), jump_mp=1), "MECH_ITEM_INCOMPATIBLE"),
    (add(BARE, Mount("UMU", "LA", (4,)), jump_mp=1), "MECH_ITEM_LOCATION"),
    (with_mech(gyro="superheavy")(BARE), "MECH_GYRO_TYPE"),
    (with_mech(cockpit="primitive")(BARE), "MECH_PRIMITIVE"),  # standard armor
    (dataclasses.replace(with_mech(cockpit="primitive")(BARE), armor_type="primitive", omni=True), "MECH_PRIMITIVE"),
], ids=lambda x: x if isinstance(x, str) else "")
def test_each_equipment_rule_is_reported(design, code):
    assert code in _codes(design)


def _primitive(**changes):
    """The bare 'Mech as a primitive BattleMech: primitive cockpit (5 t, IO
    p. 121), primitive engine rating 250 x 1.2 = 300 -> 300 (a fusion 300 is
    19 t), primitive armor; the changes on top."""
    d = dataclasses.replace(with_mech(cockpit="primitive")(BARE), armor_type="primitive",
                            engine=dataclasses.replace(BARE.engine, rating=300))
    return dataclasses.replace(d, **changes)


def test_a_primitive_mech_keeps_to_its_components():
    assert "MECH_PRIMITIVE" not in _codes(_primitive())
    assert "MECH_PRIMITIVE" in _codes(_primitive(engine=dataclasses.replace(BARE.engine, type="xl_is", rating=300)))
    assert "MECH_PRIMITIVE" in _codes(_primitive(structure="endo_steel_is"))
    assert "MECH_PRIMITIVE" in _codes(add(_primitive(), MASC))


@pytest.mark.parametrize("design", [
    add(with_mech(myomer="industrial_tsm")(INDUSTRIAL), *INDUSTRIAL_TSM),
    add(INDUSTRIAL, *SEALING),
    add(INDUSTRIAL_AFC, Mount("ISC3SlaveUnit", "LT", (0,)), Mount("BeagleActiveProbe", "LT", (1, 2)),
        Mount("ISTargeting Computer", "LT", (3,)), Mount("SRM 2", "RT", (0,)), Mount("ISArtemisIV", "RT", (1,)),
        Mount("Medium Laser", "RT", (2,))),  # a direct-fire weapon for the computer (1 t: 1 / 4 -> 1 t, TM p. 238)
    add(INDUSTRIAL, Mount("Supercharger", "CT", (10,))),  # 12.5 t engine / 10 -> 1.5 t (TO p. 345)
    add(INDUSTRIAL, Mount("Jump Jet", "LL", (4,)), jump_mp=1),
    add(BARE, Mount("ISAES", "LA", (4, 5)), Mount("Supercharger", "CT", (10,))),
    add(BARE, Mount("ISAES", "LL", (4, 5)), Mount("ISAES", "RL", (4, 5))),
    add(BARE, Mount("IS HarJel", "LT", (0,)), Mount("ISMASS", "HD", (3,)), Mount("ISModularArmor", "LT", (1,))),
    add(BARE, Mount("ISShoulderTurret", "LT", (0,)), Mount("ISShoulderTurret", "RT", (0,))),
    add(BARE, Mount("UMU", "LL", (4,)), Mount("UMU", "RT", (0,)), jump_mp=2),
    add(BARE, Mount("ISRemoteDroneCommandConsole", "HD", (3,))),  # 2 t: 35.5 of 50 t
], ids=["industrial TSM", "environmental sealing", "fire control items with AFC", "supercharger",
        "standard jump jet", "AES and supercharger", "AES in both legs", "HarJel, MASS, modular armor",
        "a shoulder turret in each side torso", "UMUs", "remote drone command console in the head"])
def test_what_the_rules_allow_stays_valid(design):
    assert _codes(design) == set()


def test_head_turret_with_a_torso_mounted_cockpit():
    """A torso-mounted cockpit (4 t, TO p. 300): Sensors in head slots 1-2,
    Cockpit and Sensors in the center torso after the gyro, one Life Support
    in each side torso; the head turret in the center torso."""
    systems = [m for m in BARE.mounts if m.location != "HD"]
    d = dataclasses.replace(BARE, mounts=tuple(systems) + (
        Mount("Sensors", "HD", (0,)), Mount("Sensors", "HD", (1,)), Mount("Cockpit", "CT", (10,)),
        Mount("Sensors", "CT", (11,)), Mount("Life Support", "LT", (0,)), Mount("Life Support", "RT", (0,))),
        mech=dataclasses.replace(BARE.mech, cockpit="torso_mounted"))
    assert _codes(d) == set()
    turret = add(d, Mount("ISHeadTurret", "LT", (1,)))
    assert "MECH_TURRET" in _codes(turret)  # the center torso, not a side torso
    # CT slots 0-11 are full (engine 6, gyro 4, cockpit and sensors): the
    # turret in the head's free slot breaks the location rule only
    assert _codes(add(d, Mount("ISHeadTurret", "HD", (2,)))) == {"MECH_TURRET"}


def test_shoulder_turret_not_on_a_quad():
    quad = dataclasses.replace(
        BARE, mech=dataclasses.replace(BARE.mech, config="quad"),
        mounts=tuple(m for m in BARE.mounts if m.location in ("HD", "CT")) + tuple(
            Mount(name, leg, (i,)) for leg in ("FLL", "FRL", "RLL", "RRL")
            for i, name in enumerate(("Hip", "Upper Leg Actuator", "Lower Leg Actuator", "Foot Actuator"))),
        armor=tuple(a for a in BARE.armor if a.location in ("HD", "CT", "LT", "RT")) + tuple(
            LocationArmor(leg, 16) for leg in ("FLL", "FRL", "RLL", "RRL")))
    assert _codes(quad) == set()
    assert _codes(add(quad, Mount("ISShoulderTurret", "LT", (0,)))) == {"MECH_TURRET"}


def test_talons_fill_two_slots_in_every_leg():
    """Talons on a Clan 'Mech: 2 slots in each leg, 50 / 15 = 3.33 -> 4 t
    for all of them (TO errata p. 288)."""
    clan = BareMechFactory(tech_base="Clan")
    both = add(clan, Mount("Talons", "LL", (4, 5)), Mount("Talons", "RL", (4, 5)))
    assert _codes(both) == set()
    assert _codes(add(clan, Mount("Talons", "LL", (4, 5)))) == {"MECH_TALONS"}
    assert _codes(add(clan, Mount("Talons", "LL", (4, 5)), Mount("Talons", "RL", (4,)))) == {"MECH_TALONS"}
    assert "MECH_TALONS" in _codes(add(both, Mount("Talons", "LA", (4,))))


# A bare superheavy 'Mech: the bare 'Mech's systems on a 120 t chassis, Walk
# 2 (engine rating 120 x 2 = 240, TM p. 48), superheavy gyro (IO p. 178:
# ceil(240 / 100) x 2 = 6 t, 2 slots: CT 3-4), the fusion 240's 6 CT slots
# halved to 3 (CT 0-2), 10 heat sinks of which the engine holds 240 / 25 = 9
# and 1 sits in CT 5.  Weight: engine 11.5 t (TM p. 49) + gyro 6 + cockpit 3
# + structure 120 t x 0.1 x 2 = 24 t (superheavy structure weighs double)
# + 160 armor points / 16 = 10 t: 54.5 t of 120 (MECH_UNDERWEIGHT only).
SUPERHEAVY = dataclasses.replace(
    BARE, tonnage=120.0, walk_mp=2, engine=dataclasses.replace(BARE.engine, rating=240),
    mech=dataclasses.replace(BARE.mech, gyro="superheavy"),
    mounts=tuple(m for m in BARE.mounts if m.location != "CT") + (
        Mount("Engine", "CT", (0, 1, 2)), Mount("Gyro", "CT", (3, 4)), Mount("Heat Sink", "CT", (5,))))


def test_the_bare_superheavy_is_valid():
    assert _codes(SUPERHEAVY) == set()


@pytest.mark.parametrize("design", [
    add(SUPERHEAVY, Mount("ISMASC", "LT", (0, 1, 2))),  # 120 / 20 = 6 slots, halved
    add(SUPERHEAVY, Mount("Supercharger", "CT", (6,))),
    add(with_mech(myomer="tsm")(SUPERHEAVY), *(Mount("Triple Strength Myomer", loc, (0, 1, 2)) for loc in ("LT", "RT"))),
    add(SUPERHEAVY, Mount("ISSuperCooledMyomer", "RT", (0, 1, 2))),
    add(SUPERHEAVY, Mount("Jump Jet", "LL", (4,))),  # no Jumping MP: only the item is wrong
    add(SUPERHEAVY, Mount("MechanicalJumpBooster", "LL", (4,)), Mount("MechanicalJumpBooster", "RL", (4,))),
    add(SUPERHEAVY, Mount("UMU", "LL", (4,))),
    add(SUPERHEAVY, Mount("ISAES", "LA", (4,))),
    add(SUPERHEAVY, Mount("ISModularArmor", "LT", (0,))),
    add(SUPERHEAVY, Mount("ISPartialWing", "LT", (0, 1)), Mount("ISPartialWing", "RT", (0, 1))),
], ids=["MASC", "supercharger", "TSM", "super-cooled myomer", "jump jet", "jump booster", "UMU", "AES",
        "modular armor", "partial wing"])
def test_superheavy_refused_equipment(design):
    assert "MECH_SUPERHEAVY" in _codes(design)


def test_a_superheavy_must_use_the_superheavy_gyro():
    """A standard gyro (ceil(240 / 100) = 3 t, 4 slots halved to 2) on the
    superheavy: lighter and legal on any other 'Mech, refused here."""
    assert _codes(with_mech(gyro="standard")(SUPERHEAVY)) == {"MECH_GYRO_TYPE"}


# The signature systems, one slot in each location they need (ONE_PER_LOCATION
# in construction/mech.py: the null- and void-signature systems everywhere but
# the head, the chameleon LPS everywhere but head and center torso); the
# legs' free slots are 4 and 5, so each system takes the one named.
def _spread(item: str, leg_slot: int, skip_ct: bool = False):
    where = [("LT", 9 + leg_slot % 2), ("RT", 9 + leg_slot % 2), ("LA", 9 + leg_slot % 2), ("RA", 9 + leg_slot % 2),
             ("LL", leg_slot), ("RL", leg_slot)] + ([] if skip_ct else [("CT", 10 + leg_slot % 2)])
    return tuple(Mount(item, loc, (slot,)) for loc, slot in where)


NULL_SIG = _spread("Mek Null Signature System", 4)
VOID_SIG = _spread("Mek Void Signature System", 5)
CHAMELEON = _spread("Chameleon Light Polarization Shield", 5, skip_ct=True)
GUARDIAN = Mount("ISGuardianECMSuite", "LT", (0, 1))  # the void-signature system works through ECM
TARGETING = Mount("ISTargeting Computer", "RT", (0,))  # no weapons: 1 slot
C3_SLAVE = Mount("ISC3SlaveUnit", "RT", (1,))
# stealth armor: 2 slots in each side torso, arm and leg (TM p. 206), legs 4-5
STEALTH = dataclasses.replace(BARE, armor_type="stealth")
STEALTH_SLOTS = tuple(Mount("IS Stealth", loc, slots) for loc, slots in
                      (("LT", (3, 4)), ("RT", (3, 4)), ("LA", (4, 5)), ("RA", (4, 5)), ("LL", (4, 5)), ("RL", (4, 5))))
HARJEL_II, HARJEL_III = "HarJel Repair Systems (HarJel II)", "HarJel Repair Systems (HarJel III)"
CLAN = BareMechFactory(tech_base="Clan")  # HarJel II and III are Clan items


@pytest.mark.parametrize("design, code", [
    (dataclasses.replace(INDUSTRIAL, heat_sinks=dataclasses.replace(INDUSTRIAL.heat_sinks, type="double_is")),
     "MECH_INDUSTRIAL_HEAT_SINKS"),
    (add(dataclasses.replace(CLAN, structure="industrial", armor_type="heavy_industrial",
                             mech=dataclasses.replace(CLAN.mech, industrial=True, cockpit="industrial_afc")),
         Mount(HARJEL_II, "LT", (0,))), "MECH_HARJEL"),
    (add(CLAN, Mount(HARJEL_II, "LT", (0,)), Mount(HARJEL_III, "RT", (0, 1))), "MECH_HARJEL"),
    (add(CLAN, Mount(HARJEL_II, "LT", (0,)), Mount(HARJEL_II, "LT", (1,))), "MECH_HARJEL"),
    (add(dataclasses.replace(CLAN, armor_type="hardened"), Mount(HARJEL_II, "LT", (0,))), "MECH_HARJEL"),
    (add(BARE, Mount("Light Fluid Suction System (Mech)", "LT", (0,))), "MECH_INDUSTRIAL_ONLY"),
    (add(BARE, *NULL_SIG, TARGETING), "MECH_SIGNATURE_SYSTEMS"),
    (add(BARE, *NULL_SIG, C3_SLAVE), "MECH_SIGNATURE_SYSTEMS"),
    (add(BARE, *NULL_SIG, *VOID_SIG, GUARDIAN), "MECH_SIGNATURE_SYSTEMS"),
    (add(STEALTH, *STEALTH_SLOTS, GUARDIAN, *NULL_SIG), "MECH_SIGNATURE_SYSTEMS"),
    (add(BARE, *VOID_SIG, GUARDIAN, TARGETING), "MECH_SIGNATURE_SYSTEMS"),
    (add(BARE, *VOID_SIG, GUARDIAN, C3_SLAVE), "MECH_SIGNATURE_SYSTEMS"),
    (add(STEALTH, *STEALTH_SLOTS, GUARDIAN, *VOID_SIG), "MECH_SIGNATURE_SYSTEMS"),
    (add(BARE, *CHAMELEON, *_spread("Mek Void Signature System", 4), GUARDIAN), "MECH_SIGNATURE_SYSTEMS"),
    (add(STEALTH, *STEALTH_SLOTS, GUARDIAN, *CHAMELEON), "MECH_SIGNATURE_SYSTEMS"),
    # 50 t: hatchet 50 / 15 -> 4 slots (TM p. 220), sword 50 / 15 -> 4 slots (TM p. 237), small shields 3 (TO p. 290)
    (add(BARE, Mount("Hatchet", "LA", (4, 5, 6, 7)), Mount("Sword", "LA", (8, 9, 10, 11))), "MECH_PHYSICAL_WEAPONS"),
    (add(BARE, Mount("ISSmallShield", "LA", (4, 5, 6)), Mount("ISSmallShield", "LA", (7, 8, 9))), "MECH_PHYSICAL_WEAPONS"),
    (add(dataclasses.replace(BARE, engine=dataclasses.replace(BARE.engine, type="ice")), Mount("Mek Taser", "LT", (0, 1, 2))),
     "MECH_ITEM_NEEDS_FUSION"),
    (with_mech(cockpit="torso_mounted", ejection="Full Head Ejection System")(BARE), "MECH_HEAD_EJECTION"),
    (with_mech(cockpit="command_console", ejection="Full Head Ejection System")(BARE), "MECH_HEAD_EJECTION"),
], ids=["IndustrialMech double heat sinks", "HarJel II on an IndustrialMech", "HarJel II and III", "two HarJel II in LT",
        "HarJel II over hardened armor", "light fluid suction on a BattleMech", "null-signature and TC",
        "null-signature and C3", "null- and void-signature", "null-signature and stealth armor", "void-signature and TC",
        "void-signature and C3", "void-signature and stealth armor", "chameleon and void-signature",
        "chameleon and stealth armor", "hatchet and sword in an arm", "two shields in an arm", "taser on an ICE",
        "full-head ejection and torso cockpit", "full-head ejection and command console"])
def test_each_later_equipment_rule_is_reported(design, code):
    assert code in _codes(design)


@pytest.mark.parametrize("design", [
    INDUSTRIAL,  # single heat sinks
    add(CLAN, Mount(HARJEL_II, "LT", (0,)), Mount(HARJEL_II, "RT", (0,))),
    add(CLAN, Mount(HARJEL_III, "LT", (0, 1))),
    add(INDUSTRIAL, Mount("Light Fluid Suction System (Mech)", "LT", (0,))),
    add(BARE, *NULL_SIG),  # no ECM needed
    add(BARE, *VOID_SIG, GUARDIAN),
    add(BARE, *NULL_SIG, *CHAMELEON),  # as the canonical Exterminator EXT-4C
    # the LPS only disconnects from C3 while on (TO errata p. 300); a medium
    # laser for the computer to serve (TM p. 238: 1 t of weapons -> 1 t)
    add(BARE, *CHAMELEON, TARGETING, C3_SLAVE, Mount("Medium Laser", "RT", (2,))),
    add(STEALTH, *STEALTH_SLOTS, GUARDIAN),
    add(BARE, Mount("Hatchet", "LA", (4, 5, 6, 7)), Mount("ISSmallShield", "LA", (8, 9, 10)), Mount("Spikes", "LA", (11,))),
    add(BARE, Mount("Mek Taser", "LT", (0, 1, 2))),  # fusion 250; no ammunition: no error
    with_mech(ejection="Full Head Ejection System")(BARE),
], ids=["single heat sinks", "a HarJel II in each side torso", "HarJel III", "light fluid suction on an IndustrialMech",
        "null-signature", "void-signature with ECM", "null-signature and chameleon", "chameleon, TC and C3",
        "stealth armor", "hatchet, shield and spikes in one arm", "taser on a fusion engine",
        "full-head ejection with a standard cockpit"])
def test_what_the_later_rules_allow_stays_valid(design):
    assert _codes(design) == set()


# The bare 'Mech with a command console (TO p. 300: 6 t, the console in head
# slot 3, written as a second Cockpit slot as MegaMek does): 36.5 t of 50.
COMMAND_CONSOLE = add(with_mech(cockpit="command_console")(BARE), Mount("Cockpit", "HD", (3,)))
DRONE_CONSOLE = Mount("ISRemoteDroneCommandConsole", "HD", (3,))  # 2 t, 1 slot, the cockpit's location (IO p. 90)
# IS partial wing: 4 slots in each side torso, 50 x 0.07 = 3.5 t (TO p. 292);
# mechanical jump boosters: 2 slots a leg, 50 x 2 x 0.05 = 5 t for jump 2
PARTIAL_WING = (Mount("ISPartialWing", "LT", (0, 1, 2, 3)), Mount("ISPartialWing", "RT", (0, 1, 2, 3)))
JUMP_BOOSTERS = (Mount("MechanicalJumpBooster", "LL", (4, 5)), Mount("MechanicalJumpBooster", "RL", (4, 5)))


def _armored(design, item="Engine"):
    """The design with every mount of ``item`` armored (TO p. 282: 0.5 t a
    slot; the superheavy's engine has 3 CT slots, +1.5 t: 56 t of 120; the
    bare 'Mech's 6, +3 t: 36.5 t of 50)."""
    return dataclasses.replace(design, mounts=tuple(
        dataclasses.replace(m, armored=True) if m.item == item else m for m in design.mounts))


@pytest.mark.parametrize("design, code", [
    (add(BARE, *VOID_SIG), "MECH_ITEM_REQUIRES"),
    (_armored(SUPERHEAVY), "MECH_SUPERHEAVY"),
    (add(BARE, *PARTIAL_WING, *JUMP_BOOSTERS, jump_mp=2), "MECH_ITEM_INCOMPATIBLE"),
], ids=["void-signature without ECM", "superheavy with an armored engine", "partial wing and jump boosters"])
def test_each_rule_of_the_third_batch_is_reported_alone(design, code):
    """Each design breaks that rule only (all valid on the tree before)."""
    assert _codes(design) == {code}


def test_drone_command_console_with_a_command_console_cockpit():
    """The command console fills the head's free slot 3, so the remote drone
    command console can only go outside the cockpit's location (LT): both
    its limits are broken, the cockpit pairing (MECH_ITEM_INCOMPATIBLE) and
    the placement in the cockpit's location (MECH_ITEM_LOCATION, IO p. 90)."""
    console_in_lt = Mount("ISRemoteDroneCommandConsole", "LT", (0,))
    assert _codes(add(COMMAND_CONSOLE, console_in_lt)) == {"MECH_ITEM_INCOMPATIBLE", "MECH_ITEM_LOCATION"}
    assert _codes(add(BARE, console_in_lt)) == {"MECH_ITEM_LOCATION"}


@pytest.mark.parametrize("design", [
    add(BARE, *VOID_SIG, GUARDIAN),
    add(BARE, *VOID_SIG, Mount("ISAngelECMSuite", "LT", (0, 1))),  # Angel ECM, 2 t, 2 slots (TO p. 279)
    _armored(BARE),
    add(BARE, *PARTIAL_WING),
    add(BARE, *JUMP_BOOSTERS, jump_mp=2),
    COMMAND_CONSOLE,
    add(BARE, DRONE_CONSOLE),
], ids=["void-signature with Guardian ECM", "void-signature with Angel ECM", "armored engine on a 50 t 'Mech",
        "partial wing", "mechanical jump boosters", "command console", "drone command console, standard cockpit"])
def test_what_the_third_batch_allows_stays_valid(design):
    assert _codes(design) == set()


ECS = Mount("ISRISCEmergencyCoolantSystem", "CT", (10,))  # IO p. 92: 2 t, 1 slot, beside the engine


def test_emergency_coolant_system_one_per_mech_and_not_with_a_coolant_pod():
    """The RISC emergency coolant system (IO p. 92: 2 t, 1 slot, in a
    location with engine slots; MegaMek's validator: one to a unit, never
    beside a coolant pod).  The bare 'Mech (33.5 t of 50, center torso
    slots 10 and 11 free beside the engine) with one in CT slot 10: 35.5 t,
    valid.  A second in CT slot 11 (37.5 t): MECH_ITEM_ONE_PER_UNIT, nothing
    else.  One beside a coolant pod (TO p. 303: 1 t, 1 slot, left torso):
    36.5 t, MECH_ITEM_INCOMPATIBLE, nothing else; the coolant pod alone is
    valid."""
    pod = Mount("Coolant Pod", "LT", (0,))
    assert _codes(add(BARE, ECS)) == set()
    assert _codes(add(BARE, ECS, Mount("ISRISCEmergencyCoolantSystem", "CT", (11,)))) == {"MECH_ITEM_ONE_PER_UNIT"}
    assert _codes(add(BARE, ECS, pod)) == {"MECH_ITEM_INCOMPATIBLE"}
    assert _codes(add(BARE, pod)) == set()
