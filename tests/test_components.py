"""Tests for construction.components (rule tables as data).

Expected values come from the printed tables (TM p. 49 Master Engine Table, TM p. 47
internal structure table, IO superheavy table) and the TO errata v3.02, not from the
functions under test.
"""
import dataclasses
import json
from pathlib import Path

import pytest

from construction import components as c

DATA = Path(c.__file__).resolve().parent / "data" / "components"


# ---------------------------------------------------------------- data files

def test_every_entry_has_a_ref():
    for p in DATA.glob("*.json"):
        d = json.loads(p.read_text())
        assert d["ref"]["book"] in {"TM", "TO", "IO", "BMM", "TO:AUE"}
        for e in d.get("types", []):
            assert e["ref"]["book"] in {"TM", "TO", "IO", "BMM", "TO:AUE"}, (p.name, e["id"])
            assert isinstance(e["ref"]["page"], int), (p.name, e["id"])
            for er in e.get("errata", []):
                assert er["doc"] and er["page"] and er["change"]


def test_every_item_formula_cites_its_rule():
    """construction/data/components/mech_item_formulas.json: each weight and
    slot formula names a book and a page, and reads a basis mech.py knows."""
    from construction import mech

    d = json.loads((DATA / "mech_item_formulas.json").read_text())
    for kind in ("weights", "slots"):
        for rule, f in d[kind].items():
            assert f["ref"]["book"] and isinstance(f["ref"]["page"], int), (kind, rule)
            assert f.get("as_weight") or f["of"] in mech._BASES, (kind, rule)
            assert f.get("round", "half_ton") in mech._ROUNDINGS, (kind, rule)


def test_registry_is_immutable():
    et = c.engine_type("fusion")
    with pytest.raises(dataclasses.FrozenInstanceError):
        et.multiplier = 2
    with pytest.raises(TypeError):
        c.registry().engines.by_id["x"] = et
    with pytest.raises(TypeError):
        c.internal_structure(50)["CT"] = 1


# ---------------------------------------------------------------- engines

@pytest.mark.parametrize("rating,weight", [
    (10, 0.5), (25, 0.5), (30, 1.0), (100, 3.0), (160, 6.0), (200, 8.5), (250, 12.5),
    (300, 19.0), (310, 20.5), (375, 38.5), (400, 52.5), (405, 56.5), (450, 133.5), (500, 462.5)])
def test_standard_fusion_table(rating, weight):
    assert c.standard_engine_weight(rating) == weight
    assert c.engine_weight("Fusion Engine", rating) == weight


@pytest.mark.parametrize("spelling,rating,weight", [
    ("300 XL Engine", 300, 9.5),            # 19.0 / 2
    ("375 XL (Clan) Engine(IS)", 375, 19.5),  # 38.5 / 2 = 19.25 -> 19.5
    ("200 Light Engine", 200, 6.5),         # 8.5 * 0.75 = 6.375 -> 6.5
    ("300 XXL Engine", 300, 6.5),           # 19 / 3 = 6.33 -> 6.5
    ("250 Compact Engine", 250, 19.0),      # 12.5 * 1.5 = 18.75 -> 19.0
    ("100 ICE Engine", 100, 6.0),           # 3.0 * 2
    ("200 Fuel Cell Engine", 200, 10.5),    # 8.5 * 1.2 = 10.2 -> 10.5
    ("100 Fission Engine(IS)", 100, 5.5),   # 3.0 * 1.75 = 5.25 -> 5.5
    ("50 Fission Engine(IS)", 50, 5.0),     # 1.5 * 1.75 = 2.625 -> minimum 5
    ("265 Primitive Fusion Engine", 265, 14.0),
])
def test_engine_weights(spelling, rating, weight):
    et, r = c.parse_engine(spelling, "Inner Sphere" if "(Clan)" not in spelling else "Clan")
    assert r == rating
    assert c.engine_weight(et, r) == weight


def test_primitive_rating_rule():
    # GLD-1R Gladiator: 55 t, walk 4 -> 55*4*1.2 = 264 -> 265 (as written in the .mtf)
    assert c.primitive_engine_rating(4, 55) == 265
    assert c.primitive_engine_rating(5, 50) == 300


def test_engine_slots():
    assert dict(c.engine_slots("xl_is")) == {"CT": 6, "LT": 3, "RT": 3}
    assert dict(c.engine_slots("xl_clan")) == {"CT": 6, "LT": 2, "RT": 2}
    assert dict(c.engine_slots("light")) == {"CT": 6, "LT": 2, "RT": 2}
    assert dict(c.engine_slots("xxl_is")) == {"CT": 6, "LT": 6, "RT": 6}
    assert dict(c.engine_slots("xxl_clan")) == {"CT": 6, "LT": 4, "RT": 4}
    assert dict(c.engine_slots("compact")) == {"CT": 3, "LT": 0, "RT": 0}
    assert c.engine_slots("large_fusion")["CT"] == 8
    # superheavy: double-capacity slots (OMEGA SHP-4X: 3 CT + 2 per side torso for an IS XL)
    assert dict(c.engine_slots("xl_is", superheavy=True)) == {"CT": 3, "LT": 2, "RT": 2}
    assert c.engine_slots("compact", superheavy=True)["CT"] == 2


def test_engine_clan_rule():
    # pure units follow the unit tech base; trailing (IS) is not an engine marker
    assert c.parse_engine("375 XL (Clan) Engine(IS)", "Clan")[0].id == "xl_clan"
    assert c.parse_engine("300 XL Engine", "Clan")[0].id == "xl_clan"
    assert c.parse_engine("300 XL Engine(IS)", "Inner Sphere")[0].id == "xl_is"
    # mixed: the text decides
    assert c.parse_engine("300 XL (Clan) Engine", "Mixed (IS Chassis)")[0].id == "xl_clan"
    assert c.parse_engine("300 XL Engine(IS)", "Mixed (IS Chassis)")[0].id == "xl_is"
    assert c.parse_engine("300 XL Engine(IS)", "Mixed (Clan Chassis)")[0].id == "xl_is"
    assert c.parse_engine("300 XL Engine", "Mixed (Clan Chassis)")[0].id == "xl_clan"
    assert c.parse_engine("300 XL Fusion Engine (Inner Sphere)", "Mixed (Clan Chassis)")[0].id == "xl_is"
    # large is implied by the rating
    assert c.parse_engine("450 Large XXL (Clan) Engine", "Clan")[0].id == "large_xxl_clan"
    assert c.parse_engine("420 Fusion Engine", "Inner Sphere")[0].id == "large_fusion"


def test_engine_bv_multipliers_with_to_errata():
    assert c.engine_type("fusion").bv_multiplier == 1.0
    assert c.engine_type("xl_is").bv_multiplier == 0.5
    assert c.engine_type("xl_clan").bv_multiplier == 0.75
    assert c.engine_type("light").bv_multiplier == 0.75
    # TO p. 381 addendum (errata)
    for eid, v in [("xxl_is", 0.25), ("xxl_clan", 0.5), ("large_fusion", 1.0), ("large_light", 0.75),
                   ("large_xl_is", 0.5), ("large_xl_clan", 0.75), ("large_xxl_is", 0.25), ("large_xxl_clan", 0.5)]:
        et = c.engine_type(eid)
        assert et.bv_multiplier == v, eid
        assert any("TO p. 381" in e.page for e in et.errata), eid


def test_engine_heat_sinks():
    assert c.engine_free_heat_sinks("fusion") == 10
    assert c.engine_free_heat_sinks("compact") == 10
    assert c.engine_free_heat_sinks("ice") == 0
    assert c.engine_free_heat_sinks("fuel_cell") == 0
    assert c.engine_free_heat_sinks("fission") == 0
    # IndustrialMechs keep the vehicle allotment (corpus weight sums: fuel cell +1, fission +5)
    assert c.engine_free_heat_sinks("fuel_cell", industrialmech=True) == 1
    assert c.engine_free_heat_sinks("fission", industrialmech=True) == 5
    assert c.engine_free_heat_sinks("ice", industrialmech=True) == 0
    assert c.engine_integral_heat_sinks(275) == 11
    assert c.engine_integral_heat_sinks(240) == 9
    assert c.engine_integral_heat_sinks(275, compact_sinks=True) == 22


# ---------------------------------------------------------------- gyro / cockpit

def test_gyros():
    assert c.gyro_weight("Standard Gyro", 300) == 3.0
    assert c.gyro_weight("Standard Gyro", 301) == 4.0   # fraction rounds up
    assert c.gyro_weight("XL Gyro", 300) == 1.5
    assert c.gyro_weight("Compact Gyro", 300) == 4.5
    assert c.gyro_weight("Heavy Duty Gyro", 300) == 6.0
    assert c.gyro("XL").id == "xl"
    assert c.gyro_slots("XL Gyro") == 6 and c.gyro_slots("Compact Gyro") == 2
    assert c.gyro("Heavy Duty Gyro").bv_multiplier == 1.0
    assert c.gyro("Standard Gyro").bv_multiplier == 0.5


def test_cockpits():
    assert c.cockpit("Small Cockpit").weight == 2.0
    assert c.cockpit("Small Cockpit").head_slots[4] is None
    tm = c.cockpit("Torso-Mounted Cockpit")
    assert tm.bv_multiplier == 0.95 and tm.weight == 4.0
    assert any(e.page == "TO p. 381" for e in tm.errata)
    assert tuple(tm.other_slots["CT"]) == ("Cockpit", "Sensors")
    assert c.cockpit("Primitive Cockpit").weight == 5.0
    assert c.cockpit("Command Console").head_slots[3] == "Command Console"


# ---------------------------------------------------------------- structure

@pytest.mark.parametrize("tonnage,expected", [
    (20, {"HD": 3, "CT": 6, "ST": 5, "ARM": 3, "LEG": 4}),
    (50, {"HD": 3, "CT": 16, "ST": 12, "ARM": 8, "LEG": 12}),
    (75, {"HD": 3, "CT": 23, "ST": 16, "ARM": 12, "LEG": 16}),
    (100, {"HD": 3, "CT": 31, "ST": 21, "ARM": 17, "LEG": 21}),
    (10, {"HD": 3, "CT": 4, "ST": 3, "ARM": 1, "LEG": 2}),
    (135, {"HD": 4, "CT": 41, "ST": 28, "ARM": 22, "LEG": 28}),
    (200, {"HD": 4, "CT": 60, "ST": 42, "ARM": 33, "LEG": 42}),
])
def test_internal_structure(tonnage, expected):
    assert dict(c.internal_structure(tonnage)) == expected


def test_tripod_structure_weighs_a_tenth_more():
    # IO tripod construction (structure.json tripod_weight_factor; MegaMek
    # verifier/Structure.java @14a6f005): x1.1 after the superheavy doubling,
    # then up to the half ton; a whole result stays whole (no float noise)
    assert c.structure_weight("Standard", 100, tripod=True) == 11.0          # 10 x 1.1
    assert c.structure_weight("Standard", 50, tripod=True) == 5.5
    assert c.structure_weight("IS Endo Steel", 125, tripod=True) == 14.0     # 12.5 x 1.1 = 13.75
    assert c.structure_weight("IS Endo-Composite", 135, tripod=True) == 22.5  # 20.25 x 1.1 = 22.275
    assert [c.structure_weight(s, t) for s, t in (("Standard", 100), ("IS Endo Steel", 125),
                                                   ("IS Endo-Composite", 135))] == [10.0, 12.5, 20.5]


def test_structure_types():
    assert c.structure_weight("Standard", 55) == 5.5
    assert c.structure_weight("Endo Steel", 55) == 3.0        # 2.75 -> 3.0
    assert c.structure_weight("IS Endo-Composite", 55) == 4.5  # 4.125 -> 4.5
    assert c.structure_weight("Reinforced", 55) == 11.0
    assert c.structure_weight("Standard", 105) == 21.0        # superheavy doubled
    assert c.structure_weight("IS Endo Steel", 105) == 10.5
    assert c.structure("Endo Steel", "Clan").slots_clan == 7
    assert c.structure("Endo Steel", "Inner Sphere").slots_is == 14
    assert c.structure("Composite").bv_multiplier == 0.5      # TO p. 382 errata
    assert any("TO p. 382" == e.page for e in c.structure("Composite").errata)
    assert c.structure("Industrial").bv_multiplier == 0.5
    assert c.structure("Reinforced").bv_multiplier == 2.0


# ---------------------------------------------------------------- armor

def test_armor():
    assert c.armor_points_per_ton("Standard(Inner Sphere)") == 16
    assert c.armor_points_per_ton("Ferro-Fibrous(Clan)") == pytest.approx(19.2)
    assert c.armor_points_per_ton("Ferro-Fibrous(Inner Sphere)") == pytest.approx(17.92)
    assert c.armor_points_per_ton("Hardened(Inner Sphere)") == 8
    assert c.armor_points_per_ton("Ferro-Lamellor(Clan)") == 14
    assert c.armor_weight("Primitive", 176) == 16.5           # GLD-1R Gladiator
    assert c.armor_weight("Ferro-Fibrous", 89, "Inner Sphere") == 5.0  # TM example: 89 / 17.92
    assert c.armor_slots("Ferro-Fibrous", "Clan") == 7
    assert c.armor_slots("Ferro-Fibrous", "Inner Sphere") == 14
    assert c.armor_slots("Stealth") == 12
    assert c.armor("Stealth").raw["slot_distribution"]["LL"] == 2
    assert c.armor("Hardened(Inner Sphere)").bv_multiplier == 2.0
    assert c.armor("Commercial").bv_multiplier == 0.5
    assert c.armor("Reflective", "Clan").id == "reflective_clan"
    assert c.max_armor(50, "HD") == 9 and c.max_armor(50, "CT") == 32


# ---------------------------------------------------------------- heat sinks, myomer, jump jets

def test_heat_sinks():
    laser = c.heat_sink_type("Laser")
    assert laser.slots == 2                                   # TO p. 407 errata (was 3)
    assert any(e.page == "TO p. 407" for e in laser.errata)
    assert c.heat_sink_type("Compact").no_mixing
    assert c.heat_sink_type("Double", "Clan").slots == 2
    assert c.heat_sink_type("Double", "Inner Sphere").slots == 3
    assert c.heat_sink_type("ISDoubleHeatSink").id == "double_is"
    assert c.heat_sink_type("CLDoubleHeatSink").id == "double_clan"
    assert c.heat_sink_type("Heat Sink").id == "single"


def test_myomer_and_enhancements():
    assert c.myomer("Triple-Strength").slots == 6
    assert c.myomer("Industrial Triple-Strength").slots == 12
    assert c.masc_weight(75) == 4.0        # 3.75 -> 4
    assert c.masc_weight(70) == 4.0        # 3.5 -> 4 (nearest, halves up)
    assert c.masc_weight(65) == 3.0        # 3.25 -> 3
    assert c.masc_weight(75, clan=True) == 3.0
    assert c.myomer("MASC", "Clan").id == "masc_clan"
    assert c.enhancement_slots("ISMASC", 75) == 4
    assert c.enhancement_weight("supercharger", 75, engine_weight_tons=19.0) == 2.0


def test_jump_jets_and_classes():
    assert c.jump_jet_weight("standard", 55) == 0.5
    assert c.jump_jet_weight("standard", 60) == 1.0
    assert c.jump_jet_weight("standard", 90) == 2.0
    assert c.jump_jet_weight("improved", 60) == 2.0
    assert c.jump_jet("improved").slots == 2
    assert c.weight_class(15) == "ultralight"
    assert c.weight_class(35) == "light" and c.weight_class(40) == "medium"
    assert c.weight_class(75) == "heavy" and c.weight_class(100) == "assault"
    assert c.weight_class(105) == "superheavy"


# ---------------------------------------------------------------- spellings

ENGINE_SPELLINGS = ["Fusion Engine", "Fusion Engine(IS)", "XL Engine", "XL Engine(IS)", "XL (Clan) Engine",
    "XL (Clan) Engine(IS)", "Light Engine(IS)", "Light Engine", "Fusion (Clan) Engine(IS)", "Fusion (Clan) Engine",
    "XL Fusion Engine", "ICE Engine(IS)", "Fuel Cell Engine(IS)", "XXL Engine(IS)", "XXL (Clan) Engine", "XXL Engine",
    "XXL (Clan) Engine(IS)", "Light Fusion Engine", "Compact Engine(IS)", "Primitive Fusion Engine", "Compact Engine",
    "I.C.E. Engine", "Fusion Engine (Clan)", "XXL Fusion Engine", "XL Fusion Engine (Inner Sphere)", "Fuel-Cell Engine",
    "Compact Fusion Engine", "XL Engine (Inner Sphere)", "Large XXL Engine", "ICE Engine", "Fission Engine(IS)",
    "XXL Fusion Engine (Inner Sphere)", "XL Fusion Engine (Clan)", "XL Engine (Clan)", "Large XXL Engine(IS)",
    "Large XXL (Clan) Engine", "Fuel Cell Engine", "Fuel Cell (Clan) Engine(IS)"]
GYRO_SPELLINGS = ["Standard Gyro", "XL Gyro", "Compact Gyro", "Heavy Duty Gyro", "Superheavy Gyro", "None", "XL"]
COCKPIT_SPELLINGS = ["Standard Cockpit", "Small Cockpit", "Industrial Cockpit", "Primitive Cockpit", "Torso-Mounted Cockpit",
    "Command Console", "Superheavy Tripod Cockpit", "Interface Cockpit", "Industrial Cockpit (AFC)",
    "Primitive Industrial Cockpit", "Tripod Cockpit", "Superheavy Cockpit", "QuadVee Cockpit"]
STRUCTURE_SPELLINGS = ["Standard", "Endo Steel", "Clan Endo Steel", "IS Standard", "IS Endo Steel", "IS Industrial",
    "Endo-Steel", "IS Endo-Composite", "Industrial", "IS Endo-Steel", "IS Composite", "Composite", "Clan Reinforced",
    "IS Reinforced", "Endo-Composite", "Reinforced", "Endo Steel Prototype", "Clan Endo-Composite", "Clan Endo-Steel",
    "Clan Industrial", "IS Endo-Steel Prototype"]
ARMOR_SPELLINGS = ["Standard(Inner Sphere)", "Ferro-Fibrous(Clan)", "Standard(Clan)", "Ferro-Fibrous(Inner Sphere)",
    "Standard Armor", "Ferro-Fibrous", "Light Ferro-Fibrous(Inner Sphere)", "Heavy Industrial(Inner Sphere)",
    "Stealth(Inner Sphere)", "Standard", "Ferro-Lamellor(Clan)", "Standard(IS/Clan)", "Primitive(Inner Sphere)",
    "Commercial(Inner Sphere)", "Light Ferro-Fibrous", "Heavy Ferro-Fibrous(Inner Sphere)", "Industrial (Inner Sphere)",
    "Hardened(Inner Sphere)", "Stealth Armor", "Reflective(Inner Sphere)", "Reflective(Clan)",
    "Standard((Unknown Technology Base))", "Ballistic-Reinforced(Inner Sphere)", "Standard Armor (Clan)", "Stealth",
    "Heavy Ferro-Fibrous", "Primitive", "Reactive(Inner Sphere)", "Reactive(Clan)", "Impact-Resistant(Inner Sphere)",
    "Reflective", "Patchwork", "Anti-Penetrative Ablation(Inner Sphere)", "Heavy Industrial(Clan)",
    "Heat-Dissipating(Inner Sphere)", "Hardened(Clan)", "Ferro-Fibrous (Inner Sphere)", "Industrial(Inner Sphere)",
    "Industrial", "Heavy Industrial", "Ferro-Fibrous Prototype(Inner Sphere)", "Ferro-Fibrous (Clan)", "Commercial",
    "IS Reflective(Inner Sphere)", "Heat-Dissipating(Clan)", "Hardened (Clan)"]
HS_SPELLINGS = ["Double", "Single", "Clan Double", "IS Double", "Laser", "Double (Inner Sphere)", "Double (Clan)", "Compact",
    "Heat Sink", "ISDoubleHeatSink", "CLDoubleHeatSink", "ISDouble Heat Sink", "CLDouble Heat Sink", "Laser Heat Sink",
    "CLLaser Heat Sink", "ISDoubleHeatSinkPrototype", "1 Compact Heat Sink", "2 Compact Heat Sinks"]
MYOMER_SPELLINGS = ["Standard", "Triple-Strength", "MASC", "Industrial Triple-Strength", "Triple Strength Myomer",
    "ISMASC", "CLMASC"]


@pytest.mark.parametrize("tb", ["Inner Sphere", "Clan", "Mixed (IS Chassis)", "Mixed (Clan Chassis)", None])
def test_all_corpus_spellings_resolve(tb):
    for s in ENGINE_SPELLINGS:
        et, r = c.parse_engine("300 " + s if "Large" not in s else "450 " + s, tb)
        assert et.fusion == ("ICE" not in s and "I.C.E." not in s and "Fuel" not in s and "Fission" not in s), s
        assert c.engine_type(s, tb) is not None
    for s in GYRO_SPELLINGS:
        c.gyro(s)
    for s in COCKPIT_SPELLINGS:
        c.cockpit(s)
    for s in STRUCTURE_SPELLINGS:
        c.structure(s, tb)
    for s in ARMOR_SPELLINGS:
        c.armor(s, tb)
    for s in HS_SPELLINGS:
        c.heat_sink_type(s, tb)
    for s in MYOMER_SPELLINGS:
        c.myomer(s, tb)


def test_spelling_targets():
    assert c.engine_type("Fuel Cell (Clan) Engine(IS)").id == "fuel_cell"
    assert c.engine_type("I.C.E. Engine").id == "ice"
    assert c.engine_type("Large XXL Engine(IS)").id == "large_xxl_is"
    assert c.cockpit("Industrial Cockpit (AFC)").id == "industrial_afc"
    assert c.gyro("None").id == "none"
    assert c.armor("Standard((Unknown Technology Base))").id == "standard"
    assert c.armor("Industrial (Inner Sphere)").id == "industrial"
    assert c.armor("IS Reflective(Inner Sphere)").id == "reflective_is"
    assert c.myomer("Triple Strength Myomer").id == "tsm"
    assert c.structure("Clan Industrial").id == "industrial"


def test_unknown_component():
    with pytest.raises(c.UnknownComponent) as ei:
        c.cockpit("Banana Cockpit")
    assert isinstance(ei.value, KeyError)
    assert "Banana Cockpit" in str(ei.value)
    with pytest.raises(KeyError):
        c.armor("Unobtainium(Inner Sphere)")
    with pytest.raises(KeyError):
        c.internal_structure(17)
    with pytest.raises(KeyError):
        c.parse_engine("Fusion Engine")
