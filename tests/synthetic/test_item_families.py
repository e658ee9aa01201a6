"""Items of another unit family (issue 16, construction rules "family
restrictions"): data/rules/common.json tables.item_families, worked out by
hand on the bare units of tests/design_factories.py.

The classes and who refuses them (each class with its book and page):

* aerospace-only items: the registry lists no ground family, or the item
  is air-launched ordnance (AAA missile TO p. 357, air-launched Arrow IV
  TO p. 359): refused on 'Mechs, ProtoMechs, combat and support vehicles;
* 'Mech physical weapons (hatchet TM p. 220, sword TM p. 237, claws and
  talons TO pp. 289-290) not flagged for vehicles: refused on combat and
  support vehicles; the industrial tools flagged for vehicles (chainsaw TM
  p. 241) are legal there;
* battle armor equipment (BA mine dispenser TM p. 260, BA support PPC):
  refused on 'Mechs, ProtoMechs, combat and support vehicles;
* infantry equipment (conventional infantry weapons TM pp. 349-352):
  refused on 'Mechs, ProtoMechs and combat vehicles, but a combat
  vehicle's pintle mount carries an infantry weapon (TM p. 235), and a
  support vehicle may mount infantry weapons anywhere;
* vehicle equipment (sponson turret TO p. 348, mast mount TO p. 350,
  support vehicle chassis modifications, field kitchen): refused on 'Mechs
  and ProtoMechs.  Environmental sealing, which 'Mech files name by the
  support vehicle modification's name, is the 'Mech item of TM p. 216 on
  an IndustrialMech (the exceptions row).

Weights, by hand, so that each refused design has no other error than the
family's (each bare unit has the room): the bare tank uses 27 of 50 t and
has 5 + 50 / 5 = 15 item slots, of which each item takes one (the
infantry rifle none); a chainsaw (5 t, TM p. 241), a BA mine dispenser
(50 kg), an IS AAA missile (1 t) or an assault rifle (4 kg) keeps it
within 50 t (a hatchet is weighed from a 'Mech's tonnage only, so 0 t
here).  The bare support vehicle
(50 t medium wheeled) has room as well.  Battle armor has its own
equipment and weapon lists (BA_EQUIPMENT_NOT_ALLOWED, BA_WEAPON_NOT_ALLOWED,
TM pp. 255-275), which refuse the other families' items already.
"""

from __future__ import annotations

import pytest

import construction
from construction.model import Mount
from design_factories import (BareBattleArmorFactory, BareIndustrialMechFactory, BareMechFactory,
                              BareProtoMechFactory, BareSupportVehicleFactory, BareTankFactory)
from synth import add, errors


def _messages(design, code):
    return [i.message for i in construction.validate(design).errors if i.code == code]


# (item, mount kind, the error codes by hand) on the bare 50 t tracked tank, in its front
TANK = [
    ("Hatchet", None, {"VEH_ITEM_FAMILY"}),  # 'Mech physical weapon, TM p. 220
    ("Talons", None, {"VEH_ITEM_FAMILY", "VEH_TECH_BASE"}),  # TO p. 290; Clan talons on an IS tank
    ("ISBAMineDispenser", None, {"VEH_ITEM_FAMILY"}),  # battle armor equipment, TM p. 260
    ("AAA Missile [IS]", None, {"VEH_ITEM_FAMILY"}),  # aerospace ordnance, TO p. 357
    ("InfantryAssaultRifle", None, {"VEH_ITEM_FAMILY"}),  # an infantry weapon, not in a pintle mount
    ("InfantryAssaultRifle", "pintle", set()),  # ... in a pintle mount: TM p. 235
    ("Chainsaw", None, set()),  # industrial tool flagged for vehicles, TM p. 241: 27 + 5 = 32 t
]


@pytest.mark.covers("Hatchet", "Talons", "ISBAMineDispenser", "AAA Missile [IS]", "InfantryAssaultRifle", "Chainsaw")
@pytest.mark.parametrize("item, mount, want", TANK, ids=[f"{t[0]}-{t[1]}" for t in TANK])
def test_combat_vehicle(item, mount, want):
    d = add(BareTankFactory(), Mount(item, "FRONT", mount=mount))
    assert errors(d) == want
    if "VEH_ITEM_FAMILY" in want:
        assert "cannot be mounted on a combat vehicle" in _messages(d, "VEH_ITEM_FAMILY")[0]


def test_combat_vehicle_message_names_the_class_and_its_page():
    d = add(BareTankFactory(), Mount("Hatchet", "FRONT"))
    assert _messages(d, "VEH_ITEM_FAMILY") == [
        "Hatchet is a 'Mech physical weapon and cannot be mounted on a combat vehicle (TM pp. 220, 237)"]


# on the bare 50 t medium wheeled support vehicle, in its front
SUPPORT = [
    ("Hatchet", {"SV_ITEM_FAMILY"}),
    ("ISBAMineDispenser", {"SV_ITEM_FAMILY"}),
    ("AAA Missile [IS]", {"SV_ITEM_FAMILY"}),
    ("InfantryAssaultRifle", set()),  # infantry weapons are legal on support vehicles
    ("Support Laser", set()),  # an infantry support weapon, likewise
    ("Chainsaw", set()),  # flagged for support vehicles (F_SUPPORT_TANK_EQUIPMENT), wheeled: TM p. 241
]


@pytest.mark.covers("Hatchet", "ISBAMineDispenser", "AAA Missile [IS]", "InfantryAssaultRifle", "Support Laser",
                    "Chainsaw")
@pytest.mark.parametrize("item, want", SUPPORT, ids=[t[0] for t in SUPPORT])
def test_support_vehicle(item, want):
    d = add(BareSupportVehicleFactory(), Mount(item, "FRONT"))
    assert errors(d) == want


def test_battle_armor_weapon_on_a_support_vehicle_cites_the_battle_armor_pages():
    d = add(BareSupportVehicleFactory(), Mount("ISBAMineDispenser", "FRONT"))
    assert _messages(d, "SV_ITEM_FAMILY") == [
        "Mine Dispenser is battle armor equipment and cannot be mounted on a support vehicle (TM pp. 255-275)"]


# on the bare 50 t 'Mech, one slot of the left torso (12 slots, all free)
MECH = [
    ("SponsonTurret", {"MECH_ITEM_FAMILY"}),  # TO p. 348
    ("ISMastMount", {"MECH_ITEM_FAMILY"}),  # TO p. 350
    ("Armored Chassis", {"MECH_ITEM_FAMILY"}),  # support vehicle chassis modification
    ("FieldKitchen", {"MECH_ITEM_FAMILY"}),  # vehicles and large craft
    ("AAA Missile [IS]", {"MECH_ITEM_FAMILY"}),  # TO p. 357
    ("BombArrowIV", {"MECH_ITEM_FAMILY"}),  # air-launched, TO p. 359
    ("ISBAMineDispenser", {"MECH_ITEM_FAMILY"}),  # battle armor, TM p. 260
    ("ISTAG", set()),  # the registry lists TAG for aerospace units and ProtoMechs only: not refused
]


@pytest.mark.covers("SponsonTurret", "ISMastMount", "Armored Chassis", "FieldKitchen", "AAA Missile [IS]",
                    "BombArrowIV", "ISBAMineDispenser", "ISTAG")
@pytest.mark.parametrize("item, want", MECH, ids=[t[0] for t in MECH])
def test_mech(item, want):
    """The family error alone: no misleading "fills 1 slot(s) but needs 0"
    size error (MECH_ITEM_SIZE) beside it."""
    d = add(BareMechFactory(), Mount(item, "LT", (0,)))
    assert errors(d) == want


def test_environmental_sealing_on_an_industrialmech_is_the_mech_item():
    """'Mech files name environmental sealing as the support vehicle
    modification; on an IndustrialMech it is the TM p. 216 item (exceptions
    row), not vehicle equipment."""
    d = add(BareIndustrialMechFactory(), Mount("Environmental Sealing", "LT", (0,)))
    assert "MECH_ITEM_FAMILY" not in errors(d)


PROTO = [
    ("ISMastMount", "Mast Mount is vehicle equipment and cannot be mounted on a ProtoMech (TO pp. 348-350)"),
    ("AAA Missile", "AAA Missile is aerospace equipment and cannot be mounted on a ProtoMech (TO pp. 357-359)"),
    ("CLERMicroLaser", None),  # a ProtoMech weapon
]


@pytest.mark.covers("ISMastMount", "AAA Missile", "CLERMicroLaser")
@pytest.mark.parametrize("item, message", PROTO, ids=[t[0] for t in PROTO])
def test_protomech(item, message):
    d = add(BareProtoMechFactory(), Mount(item, "T"))
    assert _messages(d, "PM_EQUIPMENT") == ([message] if message else [])
    assert errors(d) == ({"PM_EQUIPMENT"} if message else set())


BATTLE_ARMOR = [
    ("Hatchet", "BA_EQUIPMENT_NOT_ALLOWED"),
    ("SponsonTurret", "BA_EQUIPMENT_NOT_ALLOWED"),
    ("AAA Missile [IS]", "BA_WEAPON_NOT_ALLOWED"),  # 1 t: BA_OVERWEIGHT too
    ("ISBAMineDispenser", None),  # battle armor equipment, TM p. 260
]


@pytest.mark.covers("Hatchet", "SponsonTurret", "AAA Missile [IS]", "ISBAMineDispenser")
@pytest.mark.parametrize("item, code", BATTLE_ARMOR, ids=[t[0] for t in BATTLE_ARMOR])
def test_battle_armor(item, code):
    d = add(BareBattleArmorFactory(), Mount(item, "BODY"))
    found = errors(d) - {"BA_OVERWEIGHT"}
    assert found == ({code} if code else set())



# -- 'Mech equipment (class mech_only) --------------------------------------
# 'Mech-only systems on vehicles and ProtoMechs: class mech_only of
# tables.item_families lists its items by id in groups, each group with the
# book and page the report cites (what the group is, worked from each entry):
#   MASC, TM p. 232 (a vehicle mounts a supercharger instead, TO p. 345; a
#   ProtoMech the myomer booster); TSM and industrial TSM, TM p. 240;
#   prototype TSM and super-cooled myomer, IO pp. 92, 103; AES, TO p. 279;
#   partial wing, mechanical jump boosters and UMU, TO p. 292; 'Mech jump
#   jets, TM p. 225 (vehicles jump with vehicular jump jets, TO p. 349);
#   armored cowl, chain drapes and spikes, TO pp. 289-290; null and void
#   signature systems and the chameleon LPS, TO pp. 300, 336, 349; the
#   BattleMech HarJel system, TO p. 299 (combat vehicles may use it too: the
#   exceptions row), HarJel II and III, IO p. 88; MASS and CCM, TO pp. 301,
#   325, DIC and the IndustrialMech ejection seat; 'Mech tracks and QuadVee
#   wheels, TM p. 249; the LAM fuel tank and bomb bay, IO:AE pp. 104, 108;
#   'Mech head, shoulder and quad turrets, TO p. 347; the salvage arm, TM p.
#   248 (humanoid BattleMechs and IndustrialMechs only); 'Mech environmental
#   sealing, TM p. 216 (vehicles are sealed by a chassis modification).
#
# Weights by hand, so that each refused design has the family error alone:
# the bare tank uses 27 of 50 t and has 15 item slots, one per item; the
# heaviest item below is the salvage arm, 3 t (TM p. 248), so 27 + 3 = 30 t
# fits (the 'Mech items weighed from a 'Mech's tonnage or engine weigh
# nothing on a vehicle here).  The items go in the body, where a vehicle
# carries equipment that is not a weapon.  IS or all-base items only: a
# Clan item (Clan MASC, HarJel II, QuadVee wheels) on the Inner Sphere tank
# would add VEH_TECH_BASE.

TANK_MECH_ONLY = [
    ("ISMASC", "a 'Mech's MASC", "TM p. 232"),
    ("Triple Strength Myomer", "a 'Mech myomer", "TM p. 240"),
    ("Prototype TSM", "a 'Mech myomer", "IO pp. 92, 103"),
    ("ISAES", "a 'Mech actuator enhancement system", "TO p. 279"),
    ("ISPartialWing", "a 'Mech movement system", "TO p. 292"),
    ("UMU", "a 'Mech movement system", "TO p. 292"),
    ("Jump Jet", "a 'Mech jump jet", "TM p. 225"),
    ("Spikes", "a 'Mech close-combat defence", "TO pp. 289-290"),
    ("Armored Cowl", "a 'Mech close-combat defence", "TO pp. 289-290"),
    ("Mek Null Signature System", "a 'Mech signature system", "TO pp. 300, 336, 349"),
    ("ISMASS", "'Mech cockpit equipment", "TO pp. 301, 325"),
    ("Tracks", "a 'Mech motive system", "TM p. 249"),
    ("LAM Fuel Tank", "LAM equipment", "IO:AE pp. 104, 108"),
    ("ISHeadTurret", "a 'Mech turret", "TO p. 347"),
    ("Salvage Arm", "a 'Mech salvage arm", "TM p. 248"),
    ("Environmental Sealing (Mech)", "the 'Mech version of environmental sealing", "TM p. 216"),
]


@pytest.mark.covers(*[t[0] for t in TANK_MECH_ONLY])
@pytest.mark.parametrize("item, what, page", TANK_MECH_ONLY, ids=[t[0] for t in TANK_MECH_ONLY])
def test_mech_only_system_on_a_combat_vehicle(item, what, page):
    d = add(BareTankFactory(), Mount(item, "BODY"))
    assert errors(d) == {"VEH_ITEM_FAMILY"}
    name = construction.catalog.catalog().get(item).name
    assert _messages(d, "VEH_ITEM_FAMILY") == [f"{name} is {what} and cannot be mounted on a combat vehicle ({page})"]


# the legal neighbours on the bare tank, each within its 50 t
TANK_NEIGHBOURS = [
    ("Supercharger", "BODY"),  # TO p. 345: fusion 200 8.5 t x 1.5 (vehicle) = 12.75 -> 13 t; x 10% = 1.3 -> 1.5 t
    ("IS HarJel", "FRONT"),  # TO p. 299: combat vehicles may use it, not in the body; 1 t
    ("VehicleJumpJet", "BODY"),  # TO p. 349: the vehicle's own jump jet, 0.5 t as the catalog weighs it
    ("IS Stealth", "BODY"),  # an armor-type slot item: left_out, the armor checks judge armor types
]


@pytest.mark.covers("Supercharger", "IS HarJel", "VehicleJumpJet")
@pytest.mark.parametrize("item, loc", TANK_NEIGHBOURS, ids=[t[0] for t in TANK_NEIGHBOURS])
def test_vehicle_neighbours_of_mech_only_systems(item, loc):
    d = add(BareTankFactory(), Mount(item, loc))
    assert errors(d) == set()


SUPPORT_MECH_ONLY = [
    ("ISMASC", "BODY", {"SV_ITEM_FAMILY"}),  # TM p. 232
    ("Triple Strength Myomer", "BODY", {"SV_ITEM_FAMILY"}),  # TM p. 240
    ("Jump Jet", "BODY", {"SV_ITEM_FAMILY"}),  # TM p. 225
    ("Spikes", "BODY", {"SV_ITEM_FAMILY"}),  # TO p. 290
    ("Tracks", "BODY", {"SV_ITEM_FAMILY"}),  # TM p. 249
    ("IS HarJel", "FRONT", {"SV_ITEM_FAMILY"}),  # TO p. 299 names combat vehicles only
    ("Supercharger", "BODY", set()),  # TO p. 345: support vehicles too
    ("VehicleJumpJet", "BODY", set()),  # TO p. 349
]


@pytest.mark.covers("ISMASC", "Triple Strength Myomer", "Jump Jet", "Spikes", "Tracks", "IS HarJel", "Supercharger",
                    "VehicleJumpJet")
@pytest.mark.parametrize("item, loc, want", SUPPORT_MECH_ONLY, ids=[t[0] for t in SUPPORT_MECH_ONLY])
def test_mech_only_system_on_a_support_vehicle(item, loc, want):
    d = add(BareSupportVehicleFactory(), Mount(item, loc))
    assert errors(d) == want


def test_mech_masc_on_a_support_vehicle_cites_tm_232():
    d = add(BareSupportVehicleFactory(), Mount("ISMASC", "BODY"))
    assert _messages(d, "SV_ITEM_FAMILY") == [
        "MASC is a 'Mech's MASC and cannot be mounted on a support vehicle (TM p. 232)"]


# on the bare 5 t Clan ProtoMech, in the torso: all-base items, so no PM_TECH_BASE
PROTO_MECH_ONLY = [
    ("ISAES", "Actuator Enhancement System (AES) is a 'Mech actuator enhancement system and cannot be mounted on a "
              "ProtoMech (TO p. 279)"),
    ("UMU", "UMU is a 'Mech movement system and cannot be mounted on a ProtoMech (TO p. 292)"),
    ("Tracks", "Tracks is a 'Mech motive system and cannot be mounted on a ProtoMech (TM p. 249)"),
    ("LAM Fuel Tank", "Fuel Tank is LAM equipment and cannot be mounted on a ProtoMech (IO:AE pp. 104, 108)"),
    ("CLMyomerBooster", None),  # the ProtoMech myomer booster (its MASC)
    ("ProtomechUMU", None),  # the ProtoMech UMU
]


@pytest.mark.covers("ISAES", "UMU", "Tracks", "LAM Fuel Tank", "CLMyomerBooster", "ProtomechUMU")
@pytest.mark.parametrize("item, message", PROTO_MECH_ONLY, ids=[t[0] for t in PROTO_MECH_ONLY])
def test_mech_only_system_on_a_protomech(item, message):
    """Before the class, these were refused by the generic "cannot be
    mounted on a ProtoMech" (no ProtoMech flag); now the message names the
    group and its page."""
    d = add(BareProtoMechFactory(), Mount(item, "T"))
    assert _messages(d, "PM_EQUIPMENT") == ([message] if message else [])
    assert errors(d) == ({"PM_EQUIPMENT"} if message else set())


def test_every_mech_only_catalog_item_is_placed():
    """Each item the catalog gives to 'Mechs alone is in a mech_only group,
    or left out with its reason (armor types, 'Mech physical weapons, the
    undecided), and every id the table names is a catalog item."""
    from construction import item_family
    from construction.catalog import catalog
    cls = item_family.table()["classes"]["mech_only"]
    grouped = {i for g in cls["groups"] for i in g["ids"]}
    left_out = {i for row in cls["left_out"] for i in row["ids"]}
    assert not grouped & left_out
    for i in grouped | left_out:
        catalog().get(i)
    mek_only = {e.id for e in catalog().items() if tuple(e.mountable_on) == ("mek",)}
    assert mek_only <= grouped | left_out


def test_a_family_refusal_cites_its_class_s_page():
    """VEH_ITEM_FAMILY serves every class of the item family table: a 'Mech's
    MASC on the bare tank cites TM p. 232 (the MASC group of the 'Mech-only
    class), a hatchet TM pp. 220, 237 (the physical weapons class)."""
    import construction

    def cited(item):
        design = add(BareTankFactory(), Mount(item, "FRONT"))
        return [i.to_dict()["rule"] for i in construction.validate(design).issues if i.code == "VEH_ITEM_FAMILY"]

    assert cited("ISMASC") == [{"book": "TM", "page": "232"}]
    assert cited("Hatchet") == [{"book": "TM", "page": "220, 237"}]


# ProtoMech-sized launchers (the protomech_only class): LRM 1-20 and SRM 1-6
# by the tube are ProtoMech weapons (TM p. 231); 'Mechs and vehicles carry
# the standard racks.  The one-shot versions of those sizes no unit carries
# (TO p. 385 errata: a one-shot BV only for Streak LRM 5/10/15/20).  On the
# bare Clan units each is the only error; the standard racks stay legal.
PROTO_SIZED = [
    (BareMechFactory, "LT", "MECH_ITEM_FAMILY", "a 'Mech"),
    (BareTankFactory, "FRONT", "VEH_ITEM_FAMILY", "a combat vehicle"),
    (BareSupportVehicleFactory, "FRONT", "SV_ITEM_FAMILY", "a support vehicle"),
]


@pytest.mark.covers("CLLRM7", "CLSRM3", "CLStreakSRM5", "CLLRT7", "CLStreakLRM11", "CLStreakLRM11OS", "CLSRM1OS",
                    "CLSRMT1OS")
@pytest.mark.parametrize("factory, loc, code, where", PROTO_SIZED, ids=[t[2] for t in PROTO_SIZED])
@pytest.mark.parametrize("item, page", [("CLLRM7", "231"), ("CLSRM3", "231"), ("CLStreakSRM5", "231"),
                                        ("CLLRT7", "231"), ("CLStreakLRM11", "231"), ("CLStreakLRM11OS", "385"),
                                        ("CLSRM1OS", "385"), ("CLSRMT1OS", "385")])
def test_protomech_sized_launchers_only_on_protomechs(factory, loc, code, where, item, page):
    d = add(factory(tech_base="Clan"), Mount(item, loc))
    assert errors(d) == {code}
    (issue,) = [i for i in construction.validate(d).errors if i.code == code]
    assert f"cannot be mounted on {where}" in issue.message
    assert issue.to_dict()["rule"]["page"] == page


def test_standard_racks_and_protomech_sizes_where_they_belong():
    from construction.catalog import catalog
    assert errors(add(BareTankFactory(tech_base="Clan"), Mount("CLLRM5", "FRONT"), Mount("CLSRM4", "FRONT"))) == set()
    for item in ("CLLRM7", "CLSRM3", "CLLRT7"):  # a ProtoMech's own launchers: no family error
        assert errors(add(BareProtoMechFactory(), Mount(item, "T"))) == set()
    assert errors(add(BareProtoMechFactory(), Mount("CLSRM1OS", "T"))) == {"PM_EQUIPMENT"}
    # every odd-sized Clan launcher of the catalog is in the class
    from construction import item_family
    cls = item_family.table()["classes"]["protomech_only"]
    grouped = {i for g in cls["groups"] for i in g["ids"]}
    for i in grouped:
        catalog().get(i)
    standard = {"LRM": {5, 10, 15, 20}, "SRM": {2, 4, 6}, "StreakSRM": {2, 4, 6}, "StreakLRM": {5, 10, 15, 20},
                "LRT": {5, 10, 15, 20}, "SRT": {2, 4, 6}, "SRMT": {2, 4, 6}}
    import re
    # SRMT: the SRT 1 (OS) is CLSRMT1OS (MegaMek's CLSRT1OS class), which a
    # pattern of "CLSRT" and a number alone left outside the class
    odd = {e.id for e in catalog().items() if e.kind == "weapon"
           and (m := re.match(r"^CL(LRM|SRM|StreakSRM|StreakLRM|LRT|SRT|SRMT)(\d+)", e.id))
           and int(m.group(2)) not in standard[m.group(1)]}
    assert "CLSRMT1OS" in odd
    assert odd == grouped
