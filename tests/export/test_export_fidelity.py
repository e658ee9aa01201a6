"""Export fidelity of hand-made designs: a design in the JSON form
(docs/design-json.md), written by hand rather than read from a unit file,
exported as its MegaMek file reads back as the same design, or the export
refuses with an ExportError naming the field (CANNOT_EXPORT over HTTP).

Three ways a difference is settled (construction/canonical.py, the writers):

* what the rules read the same is made canonical when the design is read
  (a 'Mech's mounts in its file's order, a torso's rear armor left out,
  an infantry platoon's tonnage...): the design as its file reads back;
* what the file has a place for is written;
* what it has no place for (a Clan name in a .blk, a support vehicle's
  crew, heat sinks on battle armor...) is refused, naming the field: never
  written as a file that reads back without it.

The property tests draw hand-made designs of every family
(tests/export/hand_made.py: the factories of tests/design_factories.py
with edits) - ``MECHFORGE_FUZZ_EXAMPLES`` / 4 of each (500 by default);
``MECHFORGE_FUZZ_SEED`` draws other ones - and the focused tests below pin
each difference a long run found (the list is in construction/canonical.py
and in the tests' names)."""

from __future__ import annotations

import copy
import dataclasses
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given
from hypothesis import strategies as st

import bv
import construction
import design_factories as f
from construction import schema
from construction.canonical import canonical
from construction.model import Engine, HeatSinks, LocationArmor, Mount, WeaponQuirk
from construction.writers import ExportError, format_for
from hand_made import FACTORIES, factory_document, hand_made_design
from mutants import fuzz_settings

CURRENT = Path(__file__).resolve().parents[1] / "data" / "current"
EXAMPLES = max(50, int(os.environ.get("MECHFORGE_FUZZ_EXAMPLES", "2000")) // 4)
FUZZ = fuzz_settings(EXAMPLES, HealthCheck.filter_too_much)


DESIGN_FIELDS = set(schema.DesignSchema().fields)


def exported(design):
    fmt = format_for(design.unit_type)
    return construction.export(design, fmt), fmt


def read_back(design):
    text, fmt = exported(design)
    return construction.parse(text, fmt)


def load(doc: dict):
    return construction.load_design(copy.deepcopy(doc))


def refused(design) -> ExportError:
    with pytest.raises(ExportError) as info:
        exported(design)
    assert info.value.message and info.value.field
    return info.value


# ------------------------------------------------------------------ the property
@FUZZ
@given(hand_made_design())
def test_a_hand_made_design_reads_back_or_the_export_names_the_field(design):
    """Any design the JSON form takes: its unit file reads back as the same
    design and exports to the same bytes, or the export is an ExportError
    naming a field of the design."""
    try:
        text, fmt = exported(design)
    except ExportError as exc:
        assert exc.message
        assert exc.field.split(".")[0] in DESIGN_FIELDS, exc.field
        event(f"refused: {design.unit_type} {exc.field.split('.')[0]}")
        return
    back = construction.parse(text, fmt)
    assert back == design
    assert construction.export(back, fmt) == text
    event(f"read back: {design.unit_type}")


@pytest.mark.parametrize("factory", FACTORIES, ids=lambda fac: fac.__name__)
def test_every_hand_built_design_reads_back_identical(factory):
    """The hand-built designs of every family (tests/design_factories.py),
    sent as JSON: none is refused, each reads back as the design stored."""
    design = load(factory_document(factory))
    assert read_back(design) == design


# ------------------------------------------------------------------ what the rules read the same
def _swap_engine_runs(d):
    """An engine split at another slot: [0, 1, 2] as [0, 1] and [2]."""
    out = []
    for mt in d.mounts:
        if mt.item == "Engine" and len(mt.slots) > 1:
            out += [dataclasses.replace(mt, slots=mt.slots[:-1]), dataclasses.replace(mt, slots=mt.slots[-1:])]
        else:
            out.append(mt)
    return dataclasses.replace(d, mounts=tuple(out))


def _no_rear(d):
    return dataclasses.replace(d, armor=tuple(dataclasses.replace(a, rear=None) if a.rear == 0 else a
                                              for a in d.armor))


def _engine_tech(d):
    if d.engine is None or d.engine.type in ("xl_is", "xl_clan", "xxl_is", "xxl_clan", "large_xl_is",
                                              "large_xl_clan", "large_xxl_is", "large_xxl_clan"):
        return d
    return dataclasses.replace(d, engine=dataclasses.replace(d.engine, tech_base="Clan" if d.engine.tech_base == "IS"
                                                                 else "IS"))


def _slots_reversed(d):
    return dataclasses.replace(d, mounts=tuple(dataclasses.replace(mt, slots=mt.slots[::-1]) for mt in d.mounts))


def _no_role(d):
    return dataclasses.replace(d, role="None", source="")


def _turret_unflagged(d):
    return dataclasses.replace(d, mounts=tuple(dataclasses.replace(mt, turret=False) if mt.location == "TURRET"
                                               else mt for mt in d.mounts))


def _standard_unnamed(d):
    return dataclasses.replace(d, structure=None if d.structure == "standard" else d.structure,
                               armor_type=None if d.armor_type == "standard" else d.armor_type)


def _any_tonnage(d):
    return dataclasses.replace(d, tonnage=d.tonnage + 17.25)


def _any_mp(d):
    return dataclasses.replace(d, walk_mp=0, jump_mp=3)


def _armor_tech_named(d):
    return dataclasses.replace(d, battle_armor=dataclasses.replace(d.battle_armor, armor_tech_base=d.tech_base))


def _any_engine(d):
    return dataclasses.replace(d, engine=Engine("fusion", 1, "IS"))


# (edit, families it applies to, the canonical design is the unedited one)
BENIGN = {
    "mounts shuffled": (None, ("mech",), True),
    "armor shuffled": (None, ("mech", "combat_vehicle", "support_vehicle", "protomech"), True),
    "engine split at another slot": (_swap_engine_runs, ("mech",), True),
    "a torso's rear 0 left out": (_no_rear, ("mech",), True),
    "engine tech base other": (_engine_tech, ("mech",), True),
    "slot indices reversed": (_slots_reversed, ("mech",), True),
    "role None, source empty": (_no_role, None, True),
    "turret items unflagged": (_turret_unflagged, ("combat_vehicle", "support_vehicle"), True),
    "standard structure and armor unnamed": (_standard_unnamed, ("combat_vehicle", "support_vehicle"), True),
    "tonnage not the squad's or platoon's": (_any_tonnage, ("battle_armor", "infantry"), True),
    "MP not the platoon's": (_any_mp, ("infantry",), True),
    "armor tech base the chassis'": (_armor_tech_named, ("battle_armor",), True),
    "engine not the ProtoMech's": (_any_engine, ("protomech",), True),
    # a .blk lists its items block by block (location, trooper), in the
    # design's order within each: the canonical order follows the design's
    "block mounts shuffled": (None, ("combat_vehicle", "support_vehicle", "battle_armor", "protomech"), False),
}
BASES = [load(factory_document(fac)) for fac in FACTORIES]


def _outcome(fn, design):
    try:
        return fn(design)
    except Exception as exc:  # CannotPrice, a family without BV: the same for both, or the test fails
        return type(exc).__name__


def _verdict(design):
    return sorted((i.code, i.severity, i.message) for i in construction.validate(design).issues)


@st.composite
def benign_edit(draw):
    base = draw(st.sampled_from(BASES))
    names = [n for n, (_, fams, _) in BENIGN.items() if fams is None or base.unit_type in fams]
    name = draw(st.sampled_from(names))
    fn, _, same = BENIGN[name]
    if name.endswith("shuffled"):
        field = "armor" if name.startswith("armor") else "mounts"
        order = draw(st.permutations(range(len(getattr(base, field)))))
        raw = dataclasses.replace(base, **{field: tuple(getattr(base, field)[i] for i in order)})
    else:
        raw = fn(base)
    return name, base, raw, same


@FUZZ
@given(benign_edit())
def test_what_the_rules_read_the_same_is_made_canonical_and_reads_back(case):
    """A design written another way the rules read the same: the form makes
    it canonical (the unedited design, where the edit changes nothing but
    the writing), it evaluates as written, and its file reads back as it -
    never refused."""
    name, base, raw, same = case
    design = construction.load_design(construction.dump_design(raw))
    assert design == canonical(raw)
    if same:
        assert design == base, name
    assert _verdict(raw) == _verdict(design), name
    assert _outcome(lambda d: bv.compute(d).bv, raw) == _outcome(lambda d: bv.compute(d).bv, design), name
    if name not in AS_READS_THE_RULES_FIGURE:
        assert _outcome(_card, raw) == _outcome(_card, design), name
    assert read_back(raw) == design, name
    event(name)


# A rewrite to the figure the rules derive, which Alpha Strike reads where
# the written value was not it: a platoon's or squad's weight (infantry CAR,
# bv/alpha_strike/infantry.py).  Validation and BV read the rules' figure
# either way, and the canonical design's card is the unedited design's.  (A
# ProtoMech's engine rating, also rewritten, changes no card: 3,000 examples.)
AS_READS_THE_RULES_FIGURE = {"tonnage not the squad's or platoon's"}


def _card(design):
    from bv import alpha_strike

    card = alpha_strike.convert(design).as_dict()
    return {k: card[k] for k in ("pv", "move", "tmm", "armor", "structure", "damage", "specials")}


def test_every_design_an_importer_makes_is_canonical_already():
    """The sample's files (every family): canonical changes nothing, so a
    stored import keeps its JSON form (load_design(dump_design(d)) == d)."""
    checked = 0
    for path in sorted(CURRENT.rglob("*")):
        if path.suffix not in (".mtf", ".blk"):
            continue
        design = construction.parse(path.read_text(encoding="utf-8"), path.suffix[1:])
        assert canonical(design) is design, path.name
        checked += 1
    assert checked >= 300


# ------------------------------------------------------------------ made canonical, case by case
def test_a_mechs_mounts_come_in_its_files_order():
    """LegalMechFactory lists its weapons before its actuators; the .mtf
    lists them location by location: the form stores that order, so the
    file reads back as the stored design."""
    doc = factory_document(f.LegalMechFactory)
    design = load({**doc, "mounts": doc["mounts"][::-1]})
    assert design == load(doc)
    assert [mt.location for mt in design.mounts[:6]] == ["HD"] * 5 + ["CT"]
    assert read_back(design) == design


def test_a_mechs_engine_is_one_mount_per_run_of_slots():
    """The large engine's CT slots 0-2 and 7-11 written as one mount read
    back as two (the gyro lies between)."""
    design = load(factory_document(f.BareLargeEngineMechFactory))
    assert [mt.slots for mt in design.mounts if mt.item == "Engine" and mt.location == "CT"] == \
        [(0, 1, 2), (7, 8, 9, 10, 11)]
    assert read_back(design) == design


def test_a_shared_slot_ends_an_engine_run():
    """A superheavy slot holding a second item ends the run of the first
    item (the next slot's text differs): an engine over CT 0-2 with a heat
    sink sharing slot 1 is read as two engine mounts, 0-1 and 2, and the
    form stores it so."""
    base = f.BareSuperheavyMechFactory()
    design = load(construction.dump_design(dataclasses.replace(
        base, mounts=base.mounts + (Mount("Heat Sink", "CT", (1,), shared_slot=True),))))
    assert [mt.slots for mt in design.mounts if mt.item == "Engine" and mt.location == "CT"] == [(0, 1), (2,)]
    assert read_back(design) == design


def test_a_mechs_left_out_rear_armor_and_locations_are_zero():
    doc = factory_document(f.LegalMechFactory)
    doc["armor"] = [{"location": "CT", "front": 22}, {"location": "HD", "front": 9}]
    design = load(doc)
    assert design.armor_at("CT") == LocationArmor("CT", 22, 0)
    assert design.armor_at("LT") == LocationArmor("LT", 0, 0) and design.armor_at("LA") == LocationArmor("LA", 0)
    assert [a.location for a in design.armor] == ["HD", "CT", "LT", "RT", "LA", "RA", "LL", "RL"]
    assert read_back(design) == design


def test_a_mechs_engine_tech_base_is_its_types():
    """The QuadVee factory's Clan fusion engine: a .mtf names a Clan engine
    only for the Clan types (XL, XXL), so a fusion engine is the Inner
    Sphere's, whatever the design said (no rule reads it)."""
    doc = factory_document(f.BareQuadVeeFactory)
    assert doc["engine"]["tech_base"] == "Clan"
    design = load(doc)
    assert design.engine.tech_base == "IS"
    assert read_back(design) == design


def test_an_infantry_platoons_tonnage_and_mp_are_its_own():
    """A foot rifle platoon (no support weapons) written with walk 0 (the
    form's default) and a tonnage of 73.5: it walks 1 (TM p. 145 Motive
    Types Table, foot) and weighs 2.5 t (28 troopers x 0.085 t = 2.38,
    rounded up to the half ton, TM p. 155)."""
    doc = factory_document(f.FootPlatoonFactory)
    doc = {**doc, "tonnage": 73.5, "jump_mp": 2, "infantry": {k: v for k, v in doc["infantry"].items()
                                                              if k not in ("secondary", "secondary_per_squad")}}
    doc.pop("walk_mp", None)
    design = load(doc)
    assert (design.tonnage, design.walk_mp, design.jump_mp) == (2.5, 1, 0)
    assert read_back(design) == design


def test_battle_armor_tonnage_is_its_troopers():
    doc = {**factory_document(f.BareBattleArmorFactory), "tonnage": 1.0}
    design = load(doc)
    assert design.tonnage == 4.0  # four troopers: MegaMek's one ton a trooper
    assert read_back(design) == design


def test_battle_armor_without_armor_has_0_points_and_its_own_armor_tech():
    doc = factory_document(f.ElementalFactory)
    doc.pop("armor")
    doc["battle_armor"]["armor_tech_base"] = "Clan"
    design = load(doc)
    assert design.armor == (LocationArmor("TROOPER", 0),) and design.battle_armor.armor_tech_base is None
    assert read_back(design) == design


def test_a_protomechs_engine_armor_and_mounts_are_its_files():
    doc = factory_document(f.LegalProtoMechFactory)
    doc["engine"] = {"type": "fusion", "rating": 300}
    doc["armor"] = doc["armor"][::-1][:-1]  # the head left out
    doc["mounts"] = doc["mounts"][::-1]
    design = load(doc)
    assert design.engine == Engine("protomech", 40, "Clan")  # 5 t x run 8
    assert design.armor[0] == LocationArmor("HD", 0) and [a.location for a in design.armor] == ["HD", "T", "RA",
                                                                                                  "LA", "L"]
    assert [mt.location for mt in design.mounts][:3] == ["T", "RA", "LA"]
    assert read_back(design) == design


def test_a_vehicles_armor_order_turret_items_and_standard_names():
    doc = factory_document(f.LegalTankFactory)
    doc["armor"] = [doc["armor"][i] for i in (4, 0, 2, 1, 3)]  # turret, front, left, right, rear
    doc.pop("structure")
    doc.pop("armor_type")
    for mt in doc["mounts"]:
        mt.pop("turret", None)
    design = load(doc)
    assert [a.location for a in design.armor] == ["FRONT", "RIGHT", "LEFT", "REAR", "TURRET"]
    assert (design.structure, design.armor_type) == ("standard", "standard")
    assert design.mounts[0].turret
    assert read_back(design) == design


def test_a_vehicles_body_ammunition_after_other_items_comes_in_its_files_order():
    """Ammunition cannot go to <slotless_equipment>: a second body bin
    listed after a front weapon is read back with the first, in the body's
    block, and the form stores it there."""
    tank = f.LegalTankFactory()
    gun = Mount(construction.catalog.catalog().resolve("Medium Laser", "IS").id, "FRONT")
    ammo = tank.mounts[1]
    mounts = (ammo, gun, ammo)  # body ammunition, front laser, body ammunition
    design = load(construction.dump_design(dataclasses.replace(tank, mounts=mounts)))
    assert [mt.location for mt in design.mounts] == ["BODY", "BODY", "FRONT"]
    assert read_back(design) == design


def test_a_support_vehicles_unnamed_structure_no_engine_and_fixed_wing_heat_sinks():
    doc = factory_document(f.SmallSupportVehicleFactory)
    assert "structure" not in doc
    doc.pop("engine")
    design = load(doc)
    assert design.structure == "standard" and design.engine == Engine("none", 0, "IS")
    assert read_back(design) == design
    wing = load(factory_document(f.FixedWingSupportVehicleFactory))
    assert wing.heat_sinks == HeatSinks("single", 0)
    assert read_back(wing) == wing


@pytest.mark.parametrize("role", ["", "None", "none"])
def test_no_role_and_an_empty_source_are_none(role):
    design = load({**factory_document(f.LegalTankFactory), "role": role, "source": ""})
    assert design.role is None and design.source is None
    assert read_back(design) == design


# ------------------------------------------------------------------ refused, naming the field
BLK_FACTORIES = [fac for fac in FACTORIES if fac().unit_type != "mech"]


@pytest.mark.parametrize("factory", BLK_FACTORIES, ids=lambda fac: fac.__name__)
def test_a_clan_name_is_refused_by_every_blk_family(factory):
    """MegaMek reads a Clan reporting name from .mtf files only (its BLK
    loaders have no such block; MegaMekLab offers the field for 'Meks only):
    a .blk has no place for it, so the export refuses it."""
    design = load({**factory_document(factory), "clan_name": "Sleipnir"})
    error = refused(design)
    assert error.field == "clan_name" and ".blk" in error.message


def test_a_mechs_clan_name_reads_back():
    design = load({**factory_document(f.LegalMechFactory), "clan_name": "Sleipnir"})
    assert read_back(design) == design


@pytest.mark.parametrize("factory,change,field", [
    (f.ElementalFactory, {"heat_sinks": {"type": "single", "count": 10}}, "heat_sinks"),
    (f.ElementalFactory, {"structure": "endo_steel_clan"}, "structure"),
    (f.FootPlatoonFactory, {"omni": True}, "omni"),
    (f.FootPlatoonFactory, {"engine": {"type": "fusion", "rating": 100}}, "engine"),
    (f.LegalProtoMechFactory, {"heat_sinks": {"type": "single", "count": 1}}, "heat_sinks"),
    (f.LegalTankFactory, {"heat_sinks": {"type": "single", "count": 10}}, "heat_sinks"),
    (f.SmallSupportVehicleFactory, {"support_vehicle": {"motive": "wheeled", "weight_class": "medium", "bar": 5,
                                                        "crew": 3}}, "support_vehicle.crew"),
    (f.LegalMechFactory, {"mech": {"config": "biped", "lam_type": "standard"}}, "mech.lam_type"),
    (f.LegalMechFactory, {"mech": {"config": "biped", "industrial": True}}, "mech.industrial"),
    (f.LegalMechFactory, {"structure": None}, "structure"),
    (f.LegalTankFactory, {"engine": None}, "engine"),
    (f.LegalTankFactory, {"vehicle": {"motive": "tracked", "turret": "single", "superheavy": True}},
     "vehicle.superheavy"),
    (f.BareBattleArmorFactory, {"battle_armor": {"turret": "standard"}}, "battle_armor.turret"),
    (f.FootPlatoonFactory, {"infantry": {"secondary_per_squad": 2}}, "infantry.secondary_per_squad"),
])
def test_what_the_file_has_no_place_for_is_refused_naming_it(factory, change, field):
    """Found by the property test: these read back without the field (or
    with another value), so the export refuses them, naming the field and
    what the file would read back."""
    doc = {**factory_document(factory), **change}
    doc = {k: v for k, v in doc.items() if v is not None}
    error = refused(load(doc))
    assert error.field == field
    assert "read it back as" in error.message or "no place" in error.message


@pytest.mark.parametrize("where", ["rear", "facing", "shots", "trooper", "mount"])
def test_a_mech_mount_field_the_mtf_has_no_place_for_is_refused(where):
    doc = factory_document(f.LegalMechFactory)
    value = {"rear": True, "facing": "RR", "shots": 5, "trooper": 2, "mount": "APM"}[where]
    laser = next(i for i, mt in enumerate(doc["mounts"]) if mt["item"] == "PPC")
    doc["mounts"][laser] = {**doc["mounts"][laser], where: value}
    design = load(doc)
    index = next(i for i, mt in enumerate(design.mounts) if mt.item == "PPC")
    if where == "rear":  # a rear-facing PPC the file holds: the control case
        assert read_back(design) == design
        return
    assert refused(design).field == f"mounts.{index}.{where}"


def test_battle_armor_mp_and_armor_beyond_the_files_ranges_are_refused():
    """The importer reads cruise and jumping MP 0-30 and armor 0-100 a
    trooper; the file was written and did not read back."""
    suit = f.ElementalFactory()
    assert refused(dataclasses.replace(suit, walk_mp=31)).field == "walk_mp"
    assert refused(dataclasses.replace(suit, jump_mp=31)).field == "jump_mp"
    assert refused(dataclasses.replace(suit, armor=(LocationArmor("TROOPER", 101),))).field == "armor"
    assert read_back(dataclasses.replace(suit, walk_mp=30)).walk_mp == 30


def test_a_vehicle_motive_or_facing_the_blk_has_no_word_for_is_refused():
    tank = f.LegalTankFactory()
    error = refused(dataclasses.replace(tank, vehicle=dataclasses.replace(tank.vehicle, motive="Skirmisher")))
    assert error.field == "vehicle.motive"
    faced = dataclasses.replace(tank, mounts=(dataclasses.replace(tank.mounts[0], facing="F"),) + tank.mounts[1:])
    assert refused(faced).field == "mounts.0.facing"
    assert refused(dataclasses.replace(tank, vehicle=dataclasses.replace(tank.vehicle, fuel_type="#x"))).field == \
        "vehicle.fuel_type"


def test_a_vtol_without_rotor_armor_is_refused_naming_the_armor():
    vtol = f.BareVTOLFactory()
    error = refused(dataclasses.replace(vtol, armor=tuple(a for a in vtol.armor if a.location != "ROTOR")))
    assert error.field == "armor" and "would not read back" in error.message


def test_support_vehicle_chassis_modifications_belong_in_their_field():
    sv = f.SmallSupportVehicleFactory()
    mod = "ISOffRoadChassis"
    as_item = dataclasses.replace(sv, mounts=sv.mounts + (Mount(mod, "BODY"),))
    assert refused(as_item).field == f"mounts.{len(sv.mounts)}.item"
    not_a_mod = dataclasses.replace(sv, support_vehicle=dataclasses.replace(sv.support_vehicle,
                                                                            chassis_mods=("Machine Gun",)))
    assert refused(not_a_mod).field == "support_vehicle.chassis_mods.0"
    good = dataclasses.replace(sv, support_vehicle=dataclasses.replace(sv.support_vehicle, chassis_mods=(mod,)))
    assert read_back(good) == load(construction.dump_design(good))


def test_a_blk_weapon_quirk_with_a_colon_is_refused_naming_it():
    tank = f.LegalTankFactory()
    quirk = WeaponQuirk("accurate", "TURRET", 0, tank.mounts[0].item)
    assert read_back(dataclasses.replace(tank, weapon_quirks=(quirk,))).weapon_quirks == (quirk,)
    bad = dataclasses.replace(tank, weapon_quirks=(dataclasses.replace(quirk, quirk="a:b"),))
    assert refused(bad).field == "weapon_quirks.0.quirk"


def test_a_refusal_says_what_the_file_would_read_back():
    tank = f.LegalTankFactory()
    error = refused(dataclasses.replace(tank, engine=dataclasses.replace(tank.engine, rating=270)))
    assert error.field == "engine.rating"
    assert error.message == "engine.rating: 270 cannot be written to a .blk file, which would read it back as 160"
    vehicle_armor = dataclasses.replace(tank, armor=tank.armor[:3] + tank.armor[4:])  # no rear armor
    error = refused(vehicle_armor)
    assert error.field == "armor" and "FRONT, RIGHT, LEFT, TURRET" in error.message
    assert "FRONT, RIGHT, LEFT, REAR, TURRET" in error.message


def test_json_export_is_the_canonical_form():
    """The JSON export of a design built in Python is the form the JSON
    load stores: reading it back gives the same design."""
    tank = f.LegalTankFactory()
    design = dataclasses.replace(tank, armor=tank.armor[::-1], structure=None)
    assert construction.load_design(json.loads(construction.export(design, "json"))) == canonical(design)
