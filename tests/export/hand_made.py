"""Hand-made designs: hypothesis strategies for design documents in the JSON
form (docs/design-json.md) as a user writes them, not as an importer made
them.

A document starts from one of the hand-built designs of
tests/design_factories.py (every family, and the 'Mech configurations,
superheavy, LAM, QuadVee, tripod, industrial; tanks, VTOLs, naval and
superheavy vehicles; ground and fixed-wing support vehicles; battle armor,
ProtoMechs, infantry), dumped to its JSON form, and gets one to five edits,
each what a user may write into a field the form takes: any field of the
design, its engine, heat sinks and family block, a location's armor, a
mount's fields; mounts added (a catalog item the family may mount, in one
of its locations, in free slots for a 'Mech), removed or reordered; quirks
and weapon quirks.  The values are drawn from the field's own domain (its
choices, its range, catalog ids and component ids) plus the edges the form
allows (fractions, 0, the range's ends, names with odd characters).

The documents are not meant to be legal designs: the form stores an
illegal design too (POST /api/v1/designs keeps its report), and an export
must still read back or refuse.  A document the form refuses is dropped
(``assume``)."""

from __future__ import annotations

import copy
import json
from functools import lru_cache

from hypothesis import assume
from hypothesis import strategies as st
from marshmallow import fields as mf
from marshmallow import validate as mv

import construction
import design_factories as f
from construction import components, model
from construction import schema as S
from construction.catalog import catalog
from construction.writers import names

FACTORIES = (
    f.LegalMechFactory, f.BareMechFactory, f.LamFactory, f.BareIndustrialMechFactory, f.BareSuperheavyMechFactory,
    f.BareLargeEngineMechFactory, f.BareQuadVeeFactory, f.BareTripodFactory,
    f.LegalTankFactory, f.BareTankFactory, f.BareSuperheavyTankFactory, f.BareNavalVesselFactory, f.BareVTOLFactory,
    f.SmallSupportVehicleFactory, f.BareSupportVehicleFactory, f.FixedWingSupportVehicleFactory,
    f.ElementalFactory, f.BareBattleArmorFactory,
    f.LegalProtoMechFactory, f.BareProtoMechFactory,
    f.FootPlatoonFactory,
)

FAMILY_BLOCK = {"mech": "mech", "combat_vehicle": "vehicle", "support_vehicle": "support_vehicle",
                "battle_armor": "battle_armor", "protomech": "protomech", "infantry": "infantry"}
# what the catalog calls each family (Equipment.mountable_on)
MOUNTABLE_ON = {"mech": ("mek",), "combat_vehicle": ("vehicle", "vtol"), "support_vehicle": ("support_vehicle", "vehicle"),
                "battle_armor": ("battle_armor",), "protomech": ("protomek",), "infantry": ("conventional_infantry",)}
VEHICLE_LOCATIONS = ("FRONT", "LEFT", "RIGHT", "REAR", "BODY", "TURRET", "TURRET2", "ROTOR", "FRONT_LEFT",
                     "FRONT_RIGHT", "REAR_LEFT", "REAR_RIGHT", "NOSE", "LEFT_WING", "RIGHT_WING", "AFT", "WINGS")
MOUNT_LOCATIONS = {
    "combat_vehicle": VEHICLE_LOCATIONS, "support_vehicle": VEHICLE_LOCATIONS,
    "battle_armor": ("BODY", "LA", "RA", "TURRET", "NONE"),
    "protomech": model.PROTOMECH_LOCATIONS + (model.PROTOMECH_BODY,),
    "infantry": ("FIELD_GUNS",),
}
ARMOR_LOCATIONS = {
    "combat_vehicle": VEHICLE_LOCATIONS[:4] + VEHICLE_LOCATIONS[5:16],
    "support_vehicle": VEHICLE_LOCATIONS[:4] + VEHICLE_LOCATIONS[5:16],
    "battle_armor": ("TROOPER",),
    "protomech": model.PROTOMECH_LOCATIONS,
    "infantry": ("TROOPER",),
}

# Texts a user may give a name: plain, unicode, the characters the files
# use as separators or markers, spaces at the ends, MegaMek's "None".
NAMES = st.sampled_from(["Atlas", "Timber Wolf", "Mad Cat", "Hauler", "Атлас", "戦車", "A", "X-1", "Prime",
                         "(R)", "a:b", "a|b", "#x", "<x>", "</x>", "None", "none", " padded", "padded ", "a  b",
                         "x" * 200, "Tab\tname", "Line\nbreak", "TRO:3050", "Skirmisher", "Brawler", "Sniper"])
FRACTIONS = st.sampled_from([0.0, 0.25, 0.5, 1.0, 1.5, 2.25, 3.0, 10.0, 0.1, 1 / 3, 99999.5, 100000.0, 1e-9])


@lru_cache(maxsize=1)
def _component_ids() -> dict:
    out = {}
    for kind in ("engines", "gyros", "cockpits", "armor", "heat_sinks", "myomer", "structure"):
        types = components.family_data(kind)["types"]
        out[kind] = sorted(types) if isinstance(types, dict) else sorted(t["id"] for t in types)
    out["structure"] += ["code_2", "code_-1"]
    out["ba_armor"] = sorted(t["id"] for t in components.family_data("battle_armor")["armor_types"])
    out["armor"] = out["armor"] + ["electric_discharge", "ba_standard"]
    return out


@lru_cache(maxsize=None)
def _items(unit_type: str) -> tuple[str, ...]:
    kinds = MOUNTABLE_ON[unit_type]
    ids = sorted(e.id for e in catalog().items() if set(e.mountable_on) & set(kinds))
    return tuple(ids)


@lru_cache(maxsize=1)
def _infantry_values() -> dict:
    data = components.family_data("infantry")
    cat = catalog()
    return {
        "primary": sorted(e.id for e in cat.items() if "conventional_infantry" in e.mountable_on and e.kind == "weapon"),
        "armor_kit": sorted(e.id for e in cat.items() if "F_ARMOR_KIT" in e.flags),
        "specializations": sorted(data["specializations"]["bits"].values()),
        "augmentations": sorted(k for k in data["augmentations"] if k not in ("about", "ref")),
        "beast": sorted(data["beasts"]["creatures"]),
    }


def _string_domain(block: str, name: str) -> st.SearchStrategy:
    """The values a user may write into a free-text field of a family block."""
    table = names()["blk"]
    inf = _infantry_values()
    cat = catalog()
    domains = {
        ("vehicle", "motive"): sorted(table["vehicle_motion"]),
        ("support_vehicle", "motive"): sorted(table["vehicle_motion"]),
        ("vehicle", "turret"): ["none", "single", "dual", "chin", "sponson"],
        ("support_vehicle", "turret"): ["none", "single", "dual", "chin"],
        ("vehicle", "fuel_type"): ["PETROCHEMICALS", "ALCOHOL", "NATURAL_GAS", "FOSSIL"],
        ("support_vehicle", "fuel_type"): ["PETROCHEMICALS", "ALCOHOL", "NATURAL_GAS", "FOSSIL"],
        ("vehicle", "transporters"): ["troopspace:2.0", "cargobay:1.0:1:1::-1:0", "troopspace:1.0"],
        ("support_vehicle", "transporters"): ["troopspace:2.0", "cargobay:1.0:1:1::-1:0"],
        ("support_vehicle", "chassis_mods"): sorted(e.id for e in cat.items() if "Chassis" in e.id)[:30],
        ("mech", "gyro"): _component_ids()["gyros"],
        ("mech", "cockpit"): _component_ids()["cockpits"],
        ("mech", "myomer"): _component_ids()["myomer"],
        ("mech", "ejection"): ["Ejection Seat (Industrial Mech)", "Full Head Ejection System"],
        ("mech", "heat_sink_kit"): ["RISC Heat Sink Override Kit"],
        ("infantry", "primary"): inf["primary"],
        ("infantry", "secondary"): inf["primary"],
        ("infantry", "armor_kit"): inf["armor_kit"],
        ("infantry", "specializations"): inf["specializations"],
        ("infantry", "augmentations"): inf["augmentations"],
        ("infantry", "beast"): inf["beast"],
    }
    values = domains.get((block, name))
    return st.sampled_from(values) | NAMES if values else NAMES


def _field_values(field, block: str, name: str) -> st.SearchStrategy:
    """JSON values the form takes for a marshmallow field, from its domain."""
    nullable = st.none() if field.allow_none else st.nothing()
    choices = next((v.choices for v in field.validators if isinstance(v, mv.OneOf)), None)
    bounds = next((v for v in field.validators if isinstance(v, mv.Range)), None)
    if choices is not None:
        return st.sampled_from(list(choices)) | nullable
    if isinstance(field, mf.List):
        inner = _field_values(field.inner, block, name)
        return st.lists(inner, max_size=3)
    if isinstance(field, S.StrictBool):
        return st.booleans()
    if isinstance(field, mf.Integer):
        lo, hi = (bounds.min, bounds.max) if bounds else (0, 100)
        return st.integers(lo, min(hi, lo + 12)) | st.sampled_from([lo, hi]) | nullable
    if isinstance(field, mf.Float):
        return FRACTIONS.filter(lambda v: bounds is None or bounds.min <= v <= bounds.max) | nullable
    return _string_domain(block, name) | nullable


def _schema_fields(schema_class) -> dict:
    return dict(schema_class().fields)


FAMILY_SCHEMAS = {"mech": S.MechDetailsSchema, "vehicle": S.VehicleDetailsSchema,
                  "support_vehicle": S.SupportVehicleDetailsSchema, "battle_armor": S.BattleArmorDetailsSchema,
                  "protomech": S.ProtoMechDetailsSchema, "infantry": S.InfantryDetailsSchema}


# ------------------------------------------------------------------ the edits
def _identity(draw, doc):
    key = draw(st.sampled_from(["chassis", "model", "clan_name", "source", "role"]))
    if key != "chassis" and draw(st.booleans()):
        doc.pop(key, None)
    else:
        doc[key] = draw(NAMES | st.just("") if key in ("model", "source", "role") else NAMES)


def _numbers(draw, doc):
    key = draw(st.sampled_from(["mul_id", "year", "walk_mp", "jump_mp"]))
    if key == "mul_id":
        doc[key] = draw(st.none() | st.sampled_from([0, 1, 1234, 10**9]))
    elif key == "year":
        doc[key] = draw(st.none() | st.sampled_from([1800, 2000, 2750, 3025, 3067, 3150, 4000]))
    else:
        doc[key] = draw(st.integers(0, 12) | st.just(100))


def _tech(draw, doc):
    key = draw(st.sampled_from(["tech_base", "mixed_tech", "rules_level", "omni"]))
    doc[key] = draw({"tech_base": st.sampled_from(model.TECH_BASES), "mixed_tech": st.booleans(),
                     "rules_level": st.sampled_from(model.RULES_LEVELS), "omni": st.booleans()}[key])


def _tonnage(draw, doc):
    base = float(doc["tonnage"])
    doc["tonnage"] = draw(st.sampled_from([base + 0.5, base + 0.25, base - 0.5, base + 1, base * 2, 0.5, 1.0, 2.0,
                                           4.5, 20.0, 37.5, 100.0, 150.0, 200.0, 1e-9, 100000.0]).filter(lambda t: t > 0)
                          | st.floats(0.001, 300, allow_nan=False, allow_infinity=False))


def _components(draw, doc):
    ids = _component_ids()
    key = draw(st.sampled_from(["engine", "structure", "armor_type", "heat_sinks"]))
    if key == "engine":
        if draw(st.integers(0, 5)) == 0:
            doc["engine"] = None
        else:
            engine = dict(doc.get("engine") or {"type": "fusion", "rating": 100})
            part = draw(st.sampled_from(["type", "rating", "tech_base"]))
            engine[part] = draw({"type": st.sampled_from(ids["engines"] + ["protomech"]),
                                 "rating": st.integers(0, 400) | st.sampled_from([0, 2000]),
                                 "tech_base": st.sampled_from(model.TECH_BASES)}[part])
            doc["engine"] = engine
    elif key == "heat_sinks":
        if draw(st.integers(0, 5)) == 0:
            doc["heat_sinks"] = None
        else:
            hs = dict(doc.get("heat_sinks") or {"type": "single", "count": 10})
            part = draw(st.sampled_from(["type", "count", "base_chassis"]))
            hs[part] = draw({"type": st.sampled_from(ids["heat_sinks"]),
                             "count": st.integers(0, 30) | st.just(500),
                             "base_chassis": st.none() | st.integers(0, 20)}[part])
            doc["heat_sinks"] = hs
    elif key == "structure":
        doc["structure"] = draw(st.none() | st.sampled_from(ids["structure"]))
    else:
        doc["armor_type"] = draw(st.none() | st.sampled_from(ids["armor"] + ids["ba_armor"]))


def _locations(doc) -> tuple[str, ...]:
    if doc["unit_type"] == "mech":
        return model.mech_locations((doc.get("mech") or {}).get("config", "biped"))
    return ARMOR_LOCATIONS[doc["unit_type"]]


def _armor(draw, doc):
    armor = doc.setdefault("armor", [])
    kind = draw(st.integers(0, 4))
    if kind == 0 or not armor:
        location = draw(st.sampled_from(_locations(doc)))
        armor.append({"location": location, "front": draw(st.integers(0, 40))})
    elif kind == 1:
        del armor[draw(st.integers(0, len(armor) - 1))]
    else:
        entry = armor[draw(st.integers(0, len(armor) - 1))]
        part = draw(st.sampled_from(["front", "rear", "armor_type"]))
        if part == "armor_type":
            entry[part] = draw(st.none() | st.sampled_from(_component_ids()["armor"]))
        else:
            entry[part] = draw((st.none() if part == "rear" else st.nothing()) | st.integers(0, 50)
                               | st.just(100000))


def _free_slots(doc, location: str) -> list[int]:
    used = set()
    for mt in doc.get("mounts", []):
        for loc, slots in [(mt["location"], mt.get("slots", [])), (mt.get("split_location"), mt.get("split_slots", []))]:
            if loc == location:
                used.update(slots)
    return [s for s in range(model.slots_in_location(location)) if s not in used]


def _new_mount(draw, doc) -> dict:
    unit_type = doc["unit_type"]
    item = draw(st.sampled_from(_items(unit_type)))
    if unit_type == "mech":
        location = draw(st.sampled_from(_locations(doc)))
        eq = catalog().find(item)
        free = _free_slots(doc, location)
        want = max(1, eq.slots or 1) if eq is not None else 1
        runs = [free[i:i + want] for i in range(len(free) - want + 1)
                if free[i:i + want] == list(range(free[i], free[i] + want))]
        slots = draw(st.sampled_from(runs)) if runs and draw(st.integers(0, 5)) else []
        mount = {"item": item, "location": location}
        if slots:
            mount["slots"] = slots
    else:
        mount = {"item": item, "location": draw(st.sampled_from(MOUNT_LOCATIONS[unit_type]))}
    return mount


MOUNT_FIELDS = _schema_fields(S.MountSchema)


def _mount_field(draw, doc, mount: dict):
    unit_type = doc["unit_type"]
    part = draw(st.sampled_from(["rear", "omnipod", "turret", "armored", "size", "shots", "mount", "trooper", "facing",
                                 "shared_slot", "slots", "split", "item", "location"]))
    if part in ("rear", "omnipod", "turret", "armored", "shared_slot"):
        mount[part] = draw(st.booleans())
    elif part == "size":
        mount[part] = draw(st.none() | FRACTIONS)
    elif part == "shots":
        mount[part] = draw(st.none() | st.integers(0, 40) | st.just(100000))
    elif part == "mount":
        mount[part] = draw(st.none() | st.sampled_from(["APM", "AM", "DWP", "SSWM", "sponson", "pintle", "Body", "x"]))
    elif part == "trooper":
        mount[part] = draw(st.none() | st.integers(1, 6))
    elif part == "facing":
        mount[part] = draw(st.none() | st.sampled_from(["FL", "FR", "RL", "RR", "F", "R", "x"]))
    elif part == "slots":
        mount[part] = draw(st.lists(st.integers(0, 11), max_size=4))
    elif part == "split":
        if unit_type == "mech":
            mount["split_location"] = draw(st.sampled_from(_locations(doc)))
            mount["split_slots"] = draw(st.lists(st.integers(0, 11), max_size=3, unique=True))
        else:
            mount["split_location"] = draw(st.none() | st.sampled_from(MOUNT_LOCATIONS[unit_type]))
    elif part == "item":
        mount[part] = draw(st.sampled_from(_items(unit_type)))
    else:
        mount[part] = draw(st.sampled_from(_locations(doc) if unit_type == "mech" else MOUNT_LOCATIONS[unit_type]))


def _mounts(draw, doc):
    mounts = doc.setdefault("mounts", [])
    kind = draw(st.integers(0, 5))
    if kind in (0, 1) or not mounts:
        mounts.insert(draw(st.integers(0, len(mounts))), _new_mount(draw, doc))
    elif kind == 2:
        del mounts[draw(st.integers(0, len(mounts) - 1))]
    elif kind == 3:
        order = draw(st.permutations(range(len(mounts))))
        doc["mounts"] = [mounts[i] for i in order]
    else:
        _mount_field(draw, doc, mounts[draw(st.integers(0, len(mounts) - 1))])


def _quirks(draw, doc):
    if draw(st.booleans()):
        doc["quirks"] = draw(st.lists(st.sampled_from(["command_mech", "easy_maintain", "rugged_1", "battle_fists_la"])
                                      | NAMES, max_size=3))
        return
    mounts = [mt for mt in doc.get("mounts", []) if mt.get("slots") or doc["unit_type"] != "mech"]
    if mounts:
        mt = draw(st.sampled_from(mounts))
        quirk = {"quirk": draw(st.sampled_from(["accurate", "inaccurate", "stable_weapon"]) | NAMES),
                 "location": mt["location"], "slot": (mt.get("slots") or [0])[0], "item": mt["item"]}
        doc["weapon_quirks"] = doc.get("weapon_quirks", []) + [quirk]


def _family(draw, doc):
    block = FAMILY_BLOCK[doc["unit_type"]]
    schema_fields = _schema_fields(FAMILY_SCHEMAS[block])
    name = draw(st.sampled_from(sorted(schema_fields)))
    details = dict(doc.get(block) or {})
    details[name] = draw(_field_values(schema_fields[name], block, name))
    doc[block] = details


EDITS = (_identity, _numbers, _tech, _tonnage, _components, _armor, _mounts, _mounts, _quirks, _family, _family)


def factory_document(factory) -> dict:
    """A factory's design in its JSON form, as a user would hold it."""
    return json.loads(json.dumps(construction.dump_design(factory())))


@lru_cache(maxsize=None)
def _base_documents() -> tuple[str, ...]:
    return tuple(json.dumps(factory_document(fac)) for fac in FACTORIES)


@st.composite
def hand_made_document(draw, max_edits: int = 5) -> dict:
    """A design document as a user writes it: a hand-built design of any
    family with up to ``max_edits`` edits (none: the design as built)."""
    doc = json.loads(draw(st.sampled_from(_base_documents())))
    for _ in range(draw(st.integers(0, max_edits))):
        draw(st.sampled_from(EDITS))(draw, doc)
    return doc


@st.composite
def hand_made_design(draw, max_edits: int = 5):
    """A design the JSON form accepts, built from :func:`hand_made_document`."""
    doc = draw(hand_made_document(max_edits))
    try:
        design = construction.load_design(copy.deepcopy(doc))
    except construction.DesignError:
        assume(False)
    return design


__all__ = ["FACTORIES", "factory_document", "hand_made_design", "hand_made_document"]
