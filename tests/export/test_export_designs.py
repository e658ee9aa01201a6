"""Unit files out, on designs built by hand (tests/design_factories.py) and
on today's files in tests/data/current: each family reads back, the names
table reads back id for id, the layout is MegaMek's, and what cannot be
written is an ExportError naming the field."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest

import construction
import design_factories as f
from construction import components
from construction.model import Engine, HeatSinks, LocationArmor, Mount, SplitPart, WeaponQuirk
from construction.writers import ExportError, format_for, names

CURRENT = Path(__file__).resolve().parents[1] / "data" / "current"
FACTORIES = (f.LegalMechFactory, f.LegalTankFactory, f.SmallSupportVehicleFactory, f.ElementalFactory,
             f.LegalProtoMechFactory, f.FootPlatoonFactory)


def read_back(design):
    fmt = format_for(design.unit_type)
    return construction.parse(construction.export(design, fmt), fmt)


def _key(mount: Mount):
    return mount.location, mount.slots, mount.item


@pytest.mark.parametrize("factory", FACTORIES, ids=lambda fac: fac.__name__)
def test_a_hand_built_design_of_each_family_reads_back(factory):
    design = factory()
    if design.unit_type == "support_vehicle":
        design = dataclasses.replace(design, structure="standard")  # the importer's default, written out
    canonical = construction.load_design(construction.dump_design(design))  # names as catalog ids
    back = read_back(design)
    # the importer lists a 'Mech's mounts location by location: the same
    # mounts, maybe in another order
    assert sorted(back.mounts, key=_key) == sorted(canonical.mounts, key=_key)
    assert dataclasses.replace(back, mounts=()) == dataclasses.replace(canonical, mounts=())
    assert read_back(back) == back


@pytest.mark.parametrize("factory", FACTORIES, ids=lambda fac: fac.__name__)
def test_exports_are_byte_stable(factory):
    design = factory()
    fmt = format_for(design.unit_type)
    text = construction.export(design, fmt)
    assert construction.export(design, fmt) == text
    again = construction.export(construction.parse(text, fmt), fmt)
    assert construction.export(construction.parse(again, fmt), fmt) == again


def test_json_export_is_the_canonical_form_indented():
    design = f.LegalTankFactory()
    text = construction.export(design, "json")
    assert text == json.dumps(construction.dump_design(design), indent=2, ensure_ascii=False) + "\n"
    assert construction.load_design(json.loads(text)) == design
    assert text.startswith('{\n  "unit_type": "combat_vehicle",')


@pytest.mark.parametrize("factory,fmt", [(f.LegalMechFactory, "blk"), (f.LegalTankFactory, "mtf"),
                                         (f.ElementalFactory, "mtf"), (f.LegalMechFactory, "pdf"),
                                         (f.LegalMechFactory, "")])
def test_a_format_that_does_not_fit_is_an_error_on_to(factory, fmt):
    with pytest.raises(ExportError) as info:
        construction.export(factory(), fmt)
    assert info.value.field == "to"


# ------------------------------------------------------------------ 'Mechs
def test_the_mtf_opens_as_megamek_writes_it_today():
    design = dataclasses.replace(f.LegalMechFactory(), chassis="Mad Cat", clan_name="Timber Wolf", model="Prime",
                                 mul_id=1234, omni=True, source="TRO:3050", role="Skirmisher",
                                 quirks=("command_mech",), heat_sinks=HeatSinks("single", 10, base_chassis=10))
    lines = construction.export(design, "mtf").splitlines()
    assert re.fullmatch(r"generator:MechForge \S+", lines[0])  # no date: the same design, the same bytes
    assert lines[1:6] == ["chassis:Mad Cat", "clanname:Timber Wolf", "model:Prime", "mul id:1234", ""]
    assert lines[6:13] == ["Config:Biped OmniMek", "techbase:Inner Sphere", "era:3067", "source:TRO:3050",
                           "rules level:2", "role:Skirmisher", ""]
    assert lines[13:15] == ["quirk:command_mech", ""]
    assert "base chassis heat sinks:10" in lines
    head = lines.index("Head:")
    assert lines[head + 1:head + 14] == ["Life Support", "Sensors", "Cockpit", "-Empty-", "Sensors", "Life Support",
                                         *["-Empty-"] * 6, ""]


def test_slot_decorations_and_systems_read_back():
    """Rear, turret, pod-mounted, armored and sized items, an armored
    engine, an item without a slot, and a split item."""
    base = f.LegalMechFactory()
    mounts = [mt for mt in base.mounts if not (mt.location == "CT" and mt.item == "Medium Laser")
              and mt.item != "PPC" and not (mt.location == "CT" and mt.item == "Engine")]
    mounts += [
        Mount("Engine", "CT", (0, 1, 2), armored=True), Mount("Engine", "CT", (7, 8, 9)),
        Mount("Medium Laser", "CT", (10,), rear=True), Mount("Medium Laser", "CT", (11,), omnipod=True),
        Mount("Cargo", "RA", (4, 5), size=1.5, omnipod=True, armored=True),
        Mount("Medium Laser", "LA", (4,), turret=True),
        Mount("PPC", "RT", (10, 11), split_location="RA", split_slots=(11,)),
        Mount("ISCASE", "LT"),
    ]
    design = dataclasses.replace(base, omni=True, mounts=tuple(mounts))
    text = construction.export(design, "mtf")
    for line in ("Fusion Engine (ARMORED)", "Medium Laser (R)", "Medium Laser (OMNIPOD)",
                 "Cargo (OMNIPOD):SIZE:1.5 (ARMORED)", "Medium Laser (T)", "nocrit:ISCASE:LT"):
        assert line in text.splitlines()
    canonical = construction.load_design(construction.dump_design(design))
    assert sorted(read_back(design).mounts, key=_key) == sorted(canonical.mounts, key=_key)


def test_an_item_spread_over_three_locations_reads_back():
    """A Thumper (15 slots) in CT, LT and RT is written one name a slot in
    each block and reads back as the same one mount, in .mtf and in JSON."""
    base = f.BareMechFactory()
    thumper = Mount("ISThumper", "CT", (10, 11), split_location="LT", split_slots=tuple(range(9)),
                    split_more=(SplitPart("RT", (0, 1, 2, 3)),))
    design = dataclasses.replace(base, mounts=base.mounts + (thumper,))
    text = construction.export(design, "mtf")
    assert "Weapons:1" in text.splitlines()
    assert [line for line in text.splitlines() if line == "ISThumper"] == ["ISThumper"] * 15
    back = read_back(design)
    assert [m for m in back.mounts if m.item == "ISThumper"] == [thumper]
    assert construction.export(back, "mtf") == text
    assert construction.load_design(construction.dump_design(design)) == design


def test_patchwork_armor_reads_back_location_by_location():
    base = f.LegalMechFactory()
    kinds = ["hardened", "reactive_is", "standard", "ferro_fibrous_clan", "heavy_industrial"]
    armor = tuple(dataclasses.replace(a, armor_type=kinds[i % len(kinds)]) for i, a in enumerate(base.armor))
    design = dataclasses.replace(base, armor_type="patchwork", armor=armor)
    text = construction.export(design, "mtf")
    assert "armor:Patchwork" in text.splitlines()
    assert "CT armor:IS Reactive(Inner Sphere):22" in text.splitlines()
    assert read_back(design).armor == armor


def test_a_superheavy_shared_slot_reads_back():
    base = f.BareSuperheavyMechFactory()
    shared = (Mount("IS Ammo AC/5", "LT", (5,)), Mount("IS Ammo LRM-10", "LT", (5,), shared_slot=True))
    design = dataclasses.replace(base, mounts=base.mounts + shared)
    assert "IS Ammo AC/5|IS Ammo LRM-10" in construction.export(design, "mtf").splitlines()
    assert read_back(design) == construction.load_design(construction.dump_design(design))


def test_a_superheavy_item_in_a_standard_items_slots_is_refused():
    """A superheavy's items fill half the slots (IO p. 178): an LRM 10 in
    two slots of a 150-ton 'Mech reads back as two LRM 10s, so the export
    refuses it, naming the slots, instead of writing another design."""
    base = f.LegalMechFactory()
    design = dataclasses.replace(base, tonnage=150.0)
    with pytest.raises(ExportError) as info:
        construction.export(design, "mtf")
    lrm = next(i for i, mt in enumerate(construction.load_design(construction.dump_design(design)).mounts)
               if mt.item == "LRM 10")
    assert info.value.field == f"mounts.{lrm}.slots.1"


MTF_NAMES = names()["mtf"]


def _engine_cases():
    """(engine type, tech) pairs a file can hold: a pure-tech 'Mech's XL and
    XXL engines are of its own tech base (MegaMek reads them so)."""
    for engine_type in sorted(MTF_NAMES["engine"]):
        split = engine_type.endswith(("_is", "_clan"))
        for tech in ("IS", "Clan", "mixed IS", "mixed Clan"):
            if split and tech in ("IS", "Clan") and engine_type.endswith("_clan") != (tech == "Clan"):
                continue
            yield engine_type, tech


@pytest.mark.parametrize("engine_type,tech", list(_engine_cases()))
def test_every_engine_name_reads_back(engine_type, tech):
    clan_engine = engine_type in MTF_NAMES["clan_engines"]
    rating = 420 if engine_type.startswith("large_") else 250
    design = dataclasses.replace(f.LegalMechFactory(), tech_base=tech.split()[-1], mixed_tech=tech.startswith("mixed"),
                                 engine=Engine(engine_type, rating, "Clan" if clan_engine else "IS"))
    assert read_back(design).engine == design.engine


@pytest.mark.parametrize("kind,ids", [(kind, sorted(MTF_NAMES[kind])) for kind in
                                      ("structure", "armor", "myomer", "gyro", "cockpit", "heat_sinks")])
def test_every_component_name_reads_back_to_its_id(kind, ids):
    """Industrial structure or an industrial cockpit makes the 'Mech an
    IndustrialMech in a file (mech.industrial is read from them), so the
    design says so too: else the export refuses mech.industrial."""
    base = f.LegalMechFactory()
    for tech in ("IS", "Clan"):
        for cid in ids:
            design = dataclasses.replace(base, tech_base=tech)
            if kind == "structure":
                design = dataclasses.replace(design, mech=dataclasses.replace(base.mech, industrial=cid == "industrial"))
                assert read_back(dataclasses.replace(design, structure=cid)).structure == cid
            elif kind == "armor":
                assert read_back(dataclasses.replace(design, armor_type=cid)).armor_type == cid
            elif kind == "heat_sinks":
                assert read_back(dataclasses.replace(design, heat_sinks=HeatSinks(cid, 12))).heat_sinks.type == cid
            else:
                industrial = kind == "cockpit" and bool(components.cockpit(cid).industrial)
                changed = dataclasses.replace(design, mech=dataclasses.replace(base.mech, industrial=industrial,
                                                                               **{kind: cid}))
                assert getattr(read_back(changed).mech, kind) == cid


# ------------------------------------------------------------------ .blk families
def test_the_blk_opens_with_the_saved_from_line_and_megamek_blocks():
    tank = f.LegalTankFactory()
    text = construction.export(dataclasses.replace(tank, mounts=tank.mounts[::-1]), "blk")
    assert re.fullmatch(r"#Saved from version MechForge \S+", text.splitlines()[0])
    tags = re.findall(r"^<([^/][^>]*)>$", text, re.M)
    assert tags == ["UnitType", "Name", "Model", "year", "originalBuildYear", "type", "motion_type", "cruiseMP",
                    "engine_type", "armor_type", "armor_tech_level", "armor", "Body Equipment", "Front Equipment",
                    "Right Equipment", "Left Equipment", "Rear Equipment", "Turret Equipment", "tonnage"]
    assert "<UnitType>\nTank\n</UnitType>\n\n<Name>\nTest\n</Name>\n" in text
    assert "<engine_type>\n1\n</engine_type>" in text  # MegaMek's code of an ICE engine


def _tags(text: str, mtf: bool) -> list[str]:
    if mtf:
        keys = [line.partition(":")[0] for line in text.splitlines() if ":" in line and not line.startswith("#")]
        keys = ["X armor" if k.endswith(" armor") else k for k in keys]
    else:
        keys = re.findall(r"^<([^/][^>]*)>\s*$", text, re.M)
    return list(dict.fromkeys(keys))


def _todays_files():
    for path in sorted(CURRENT.rglob("*")):
        if path.suffix in (".mtf", ".blk"):
            text = path.read_text(encoding="utf-8")
            if "generator:MegaMek" in text or "#Saved from version 0.50" in text:
                yield path, text


# A support vehicle whose file gives standard armor (armor code 0, no
# <barrating>; today's Buffalo Drone Bomb, whose 2021 file had BAR 5) is read
# as BAR 10 armor, the value the design model gives standard armor, and is
# written as MegaMek writes BAR 10 armor (code 51 with <barrating> 10): the
# design reads back the same, but the file has a key MegaMek's does not.  The
# model keeps no difference between the two (README, Still short: export).
def _sv_standard_armor(text: str) -> bool:
    return (re.search(r"<UnitType>\s*\w*Support\w*\s*</UnitType>", text) is not None
            and re.search(r"<armor_type>\s*0\s*</armor_type>", text) is not None and "<barrating>" not in text)


def test_keys_are_spelt_and_ordered_as_in_todays_files():
    """Every key the writers write is one MegaMek's own 0.50.x file of the
    same unit has, with the same spelling, in the same order (but for a
    support vehicle with standard armor, which reads back the same)."""
    checked = listed = 0
    for path, text in _todays_files():
        design = construction.parse(text, path.suffix[1:])
        written = construction.export(design, format_for(design.unit_type))
        ours = _tags(written, path.suffix == ".mtf")
        theirs = _tags(text, path.suffix == ".mtf")
        common = [k for k in ours if k in theirs]
        extra = [k for k in ours if k not in theirs and k not in ("generator", "slotless_equipment")]
        if _sv_standard_armor(text):
            assert extra == ["barrating"], path.name
            assert construction.parse(written, "blk") == design, path.name
            extra = []
            listed += 1
        assert extra == [], path.name
        assert [theirs.index(k) for k in common] == sorted(theirs.index(k) for k in common), path.name
        checked += 1
    assert checked >= 230
    assert listed == 1  # today's Buffalo Drone Bomb: the case is met, not only described


def test_every_vehicle_field_the_importer_reads_is_written():
    tank = f.LegalTankFactory()
    combat = dataclasses.replace(
        tank, omni=True, mixed_tech=True, rules_level="advanced", jump_mp=2, mul_id=77, source="X:1", role="Brawler",
        quirks=("easy_maintain",), weapon_quirks=(WeaponQuirk("accurate", "TURRET", 0, "ISAC5"),),
        engine=Engine("xl_clan", 160, "Clan"), armor_type="ferro_fibrous_clan",
        mounts=(Mount("ISAC5", "TURRET", turret=True, omnipod=True), Mount("IS Ammo AC/5", "BODY", omnipod=True),
                Mount("Cargo", "BODY", size=2.5), Mount("ISMachine Gun", "FRONT", turret=True, mount="sponson")),
        vehicle=dataclasses.replace(tank.vehicle, base_chassis_turret_weight=1.5, trailer=True,
                                    fuel_type="PETROCHEMICALS", transporters=("troopspace:2.0",)))
    assert read_back(combat) == construction.load_design(construction.dump_design(combat))
    assert "ISMachine Gun" not in construction.export(combat, "blk")  # written by its catalog id
    sv = f.SmallSupportVehicleFactory()
    support = dataclasses.replace(sv, structure="standard", support_vehicle=dataclasses.replace(
        sv.support_vehicle, fuel=0.5, chassis_mods=("ISOffRoadChassis",), trailer=True, fuel_type="ALCOHOL",
        base_chassis_fire_control_weight=0.5, transporters=("cargobay:1.0:1:1::-1:0",)))
    assert read_back(support) == construction.load_design(construction.dump_design(support))
    assert "<armor_type>\n46\n</armor_type>" in construction.export(support, "blk")  # BAR 5 armor: MegaMek code 43 + 5 - 2


def test_body_items_listed_after_other_locations_read_back_in_order():
    """A tank that lists its turret before its body keeps that order of
    blocks; one that lists a body item again after its turret items writes
    it to <slotless_equipment> (read last, into the body): either way the
    design reads back with its items in the same order."""
    tank = f.LegalTankFactory()  # the AC/5 in the turret, then its ammunition in the body
    text = construction.export(tank, "blk")
    assert text.index("<Turret Equipment>") < text.index("<Body Equipment>")
    assert "<slotless_equipment>" not in text
    assert read_back(tank).mounts == tank.mounts
    jam = Mount(construction.catalog.catalog().resolve("Guardian ECM Suite", "IS").id, "BODY")
    late = dataclasses.replace(tank, mounts=(tank.mounts[1], tank.mounts[0], jam))
    text = construction.export(late, "blk")
    assert text.index("<Body Equipment>") < text.index("<Turret Equipment>")
    assert f"<slotless_equipment>\n{jam.item}\n</slotless_equipment>" in text
    assert read_back(late).mounts == late.mounts


def test_battle_armor_trooper_and_slotless_items_read_back():
    suit = f.ElementalFactory()
    mounts = suit.mounts[:-1] + (Mount("CLBASmall Laser", "RA", trooper=2), Mount("BAJumpJet", "NONE"))
    design = dataclasses.replace(suit, mounts=mounts)
    text = construction.export(design, "blk")
    assert "<Point Equipment>\nCLBASmall Laser:RA\n" in text
    assert "InfantryAssaultRifle:APM:LA" in text
    assert "BA-SRM2 Ammo:Body:Shots2#" in text
    assert "<Trooper 2 Equipment>\nCLBASmall Laser:RA\n</Trooper 2 Equipment>" in text
    assert "<slotless_equipment>\nBAJumpJet\n</slotless_equipment>" in text
    canonical = construction.load_design(construction.dump_design(design))
    assert read_back(design) == canonical


def test_protomech_ammunition_by_the_shot_and_the_main_gun():
    proto = f.LegalProtoMechFactory()
    design = dataclasses.replace(proto, protomech=dataclasses.replace(proto.protomech, main_gun=True),
                                 armor=proto.armor + (LocationArmor("MG", 3),))
    text = construction.export(design, "blk")
    assert "<UnitType>\nProtoMek\n</UnitType>" in text
    assert "Clan Ammo SRM-2 (15)" in text.splitlines()
    assert "<armor>\n4\n10\n2\n2\n6\n3\n</armor>" in text
    assert read_back(design) == design


def test_infantry_flags_kit_and_anti_mech_gear_read_back():
    platoon = f.FootPlatoonFactory()
    inf = dataclasses.replace(platoon.infantry, anti_mech_gear=True, armor_divisor=2.0, spacesuit=True, dest=True,
                              sneak_camo=True, specializations=("demolition_engineers", "marines"),
                              augmentations=("dermal_armor",))
    design = dataclasses.replace(platoon, infantry=inf)
    back = read_back(design)
    assert back.infantry == inf
    text = construction.export(design, "blk")
    assert "<specialization>\n66\n</specialization>" in text
    assert "<Troopers Equipment>\nGeneric Infantry Kit\nAntiMekGear\n</Troopers Equipment>" in text
    assert "<antimek>" not in text


# ------------------------------------------------------------------ what cannot be written
@pytest.mark.parametrize("change,field", [
    (dict(chassis="Two\nLines"), "chassis"),
    (dict(model=" padded"), "model"),
    (dict(tonnage=37.5), "tonnage"),
])
def test_a_mech_the_mtf_cannot_hold_is_an_error_naming_the_field(change, field):
    with pytest.raises(ExportError) as info:
        construction.export(dataclasses.replace(f.LegalMechFactory(), **change), "mtf")
    assert info.value.field == field


@pytest.mark.parametrize("part", ["quirk", "location", "item"])
def test_a_weapon_quirk_with_a_colon_is_an_error_naming_it(part):
    """Found by the JSON-form fuzz test (tests/test_hostile_input.py): the
    form takes a weapon quirk named "a:b", the .mtf wrote it on its
    ':'-separated weaponquirk line, and the file did not read back."""
    from construction.model import WeaponQuirk

    mech = f.LegalMechFactory()
    mount = next(mt for mt in mech.mounts if not mt.is_system)
    quirk = WeaponQuirk(quirk="accurate_weapon", location=mount.location, slot=mount.slots[0], item=mount.item)
    assert read_back(dataclasses.replace(mech, weapon_quirks=(quirk,))).weapon_quirks == (quirk,)
    bad = dataclasses.replace(quirk, **{part: getattr(quirk, part) + ":x"})
    with pytest.raises(ExportError) as info:
        construction.export(dataclasses.replace(mech, weapon_quirks=(bad,)), "mtf")
    assert info.value.field == f"weapon_quirks.0.{part}"


@pytest.mark.parametrize("size", [0.0, 1e-13, 100000.0])
def test_a_battle_armor_size_its_file_cannot_hold_is_an_error_naming_it(size):
    """Found by the JSON-form fuzz test (tests/test_hostile_input.py): the
    form takes a mount size of 0 to 100,000, a battle armor file reads one
    above 0 and below 100,000, so ``:SIZE:0.0`` was written and did not read back."""
    suit = f.ElementalFactory()
    cargo = Mount("BACargoLifter", "LA", size=1.0)
    assert read_back(dataclasses.replace(suit, mounts=suit.mounts + (cargo,))).mounts[-1].size == 1.0
    bad = dataclasses.replace(suit, mounts=suit.mounts + (dataclasses.replace(cargo, size=size),))
    with pytest.raises(ExportError) as info:
        construction.export(bad, "blk")
    assert info.value.field == f"mounts.{len(suit.mounts)}.size"


@pytest.mark.parametrize("kind", ["0", "apm", "Body"])
def test_a_battle_armor_mount_kind_its_file_cannot_hold_is_an_error_naming_it(kind):
    """Found by the JSON-form fuzz test: the form takes any name as a mount
    kind, the file wrote it as a modifier, and the importer (APM, DWP, SSWM,
    AM) refused the line."""
    suit = f.ElementalFactory()
    rifle = Mount("InfantryAssaultRifle", "RA", mount="APM")
    assert read_back(dataclasses.replace(suit, mounts=suit.mounts + (rifle,))).mounts[-1].mount == "APM"
    bad = dataclasses.replace(suit, mounts=suit.mounts + (dataclasses.replace(rifle, mount=kind),))
    with pytest.raises(ExportError) as info:
        construction.export(bad, "blk")
    assert info.value.field == f"mounts.{len(suit.mounts)}.mount"


def test_blk_values_that_would_read_as_something_else_are_errors():
    with pytest.raises(ExportError) as info:
        construction.export(dataclasses.replace(f.LegalTankFactory(), chassis="#Tank"), "blk")
    assert info.value.field == "chassis"
    suit = f.ElementalFactory()
    bad = dataclasses.replace(suit, mounts=suit.mounts + (Mount("Odd:Name", "BODY"),))
    with pytest.raises(ExportError) as info:
        construction.export(bad, "blk")
    assert info.value.field == f"mounts.{len(suit.mounts)}.item"
    tank = f.LegalTankFactory()
    with pytest.raises(ExportError) as info:
        construction.export(dataclasses.replace(tank, mounts=(Mount("ISAC5", "ROTOR"),)), "blk")
    assert info.value.field == "mounts.0.location"
