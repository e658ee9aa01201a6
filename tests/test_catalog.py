"""Tests for the equipment catalog (construction/catalog.py + data/equipment.json)."""
from __future__ import annotations

import dataclasses
import json
import os
import re
import tarfile
from pathlib import Path

import pytest

from construction.catalog import (
    DATA_PATH,
    Catalog,
    Equipment,
    UnknownEquipment,
    catalog,
    normalize_name,
)

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return catalog()


def _errata_fields(e: Equipment) -> dict:
    return {x["field"]: x for x in e.errata}


# --------------------------------------------------------------------------- basics
def test_singleton_and_size(cat):
    assert catalog() is cat
    counts = cat.meta["counts"]
    # the 2021 rows less the unmounted Unofficial ones and identical duplicates,
    # plus the items registered since (current.json): nothing else
    assert len(cat) == (counts["source_rows"] - counts["excluded_unofficial"]
                        - counts["dropped_identical_duplicates"] + counts["current_items"])
    assert 3300 < len(cat) < 3588 + counts["current_items"]
    assert all(e.rules_level != "unofficial" or e.id for e in cat.items())


def test_no_unofficial_unless_mounted(cat):
    raw = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    unofficial = [d for d in raw["items"] if d["rules_level"] == "unofficial"]
    assert all(d.get("kept_because") for d in unofficial)


def test_ids_unique_and_sorted():
    raw = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    ids = [d["id"] for d in raw["items"]]
    assert len(ids) == len(set(ids))
    assert ids == sorted(ids)


def test_basic_entry_fields(cat):
    e = cat.get("ISERLargeLaser")
    assert e.name == "ER Large Laser"
    assert e.kind == "weapon" and e.tech_base == "IS"
    assert e.tonnage == 5 and e.slots == 2 and e.bv == 163
    assert e.weapon.heat == 12 and e.weapon.damage == 8
    assert (e.weapon.ranges["short"], e.weapon.ranges["medium"], e.weapon.ranges["long"]) == (7, 14, 19)
    assert e.weapon.weapon_class == "laser"
    assert e.weapon.tc_eligible is True
    assert "DE" in e.weapon.type_codes
    assert e.ref["book"] == "TM" and e.ref["page"] == 226
    assert set(e.mech_locations) == {"HD", "CT", "ST", "ARM", "LEG"}
    assert e.omnipod is True
    assert "F_DIRECT_FIRE" in e.flags


def test_books_table_present(cat):
    books = cat.meta["books"]
    assert books["TM"] == "TechManual"
    assert books["TO"] == "Tactical Operations"
    assert books["IO"] == "Interstellar Operations"


# --------------------------------------------------------------------------- errata
def test_blazer(cat):
    e = cat.get("Binary Laser (Blazer) Cannon")
    assert e.bv == 222
    assert e.weapon.damage == 12
    assert e.weapon.heat == 16
    f = _errata_fields(e)
    assert {"bv", "weapon.damage", "weapon.heat"} <= set(f)
    assert f["bv"]["citation"]["doc"] == "TO-errata"
    assert "382" in f["bv"]["citation"]["page"]


def test_flamers(cat):
    er = cat.get("CLERFlamer")
    assert er.tonnage == 1
    assert (er.weapon.ranges["short"], er.weapon.ranges["medium"], er.weapon.ranges["long"]) == (3, 5, 7)
    hv = cat.get("CLHeavyFlamer")
    assert hv.tonnage == 1.5
    assert (hv.weapon.ranges["short"], hv.weapon.ranges["medium"], hv.weapon.ranges["long"]) == (2, 3, 4)
    assert _errata_fields(hv)["tonnage"]["citation"]["doc"] == "BMM-errata"


def test_elrm20_heat(cat):
    e = cat.get("Extended LRM 20")
    assert e.weapon.heat == 10
    assert e.support_vehicle_slots == 8
    assert cat.get("Extended LRM 15").support_vehicle_slots == 6
    assert "S" not in e.weapon.type_codes
    rec = _errata_fields(e)["weapon.heat"]
    assert rec["old"] == 12 and rec["new"] == 10 and rec.get("already") is True


@pytest.mark.parametrize(
    "n,bv,ammo_bv", [(5, 86, 11), (10, 173, 22), (15, 259, 32), (20, 345, 43)]
)
def test_clan_streak_lrm(cat, n, bv, ammo_bv):
    assert cat.get(f"CLStreakLRM{n}").bv == bv
    assert cat.get(f"Clan Streak LRM {n} Ammo").bv == ammo_bv
    assert cat.get(f"CLStreakLRM{n}").weapon.streak is True


def test_clan_streak_lrm_os_and_odd_sizes(cat):
    assert cat.get("CLOSStreakLRM10").bv == 35
    assert cat.get("CLOSStreakLRM20").bv == 69
    assert cat.get("CLStreakLRM1").bv == 17
    assert cat.get("CLStreakLRM13").bv == 224


def test_clan_artillery_cannon_bv(cat):
    assert cat.get("ISLongTomCannon").bv == 329
    assert cat.get("ISLongTomCannonAmmo").bv == 41
    assert cat.get("ISSniperCannon").bv == 77
    assert cat.get("ISSniperCannonAmmo").bv == 10
    assert cat.get("ISThumperCannon").bv == 41
    assert cat.get("ISThumperCannonAmmo").bv == 5
    for n in (1, 2, 4, 8):
        assert cat.get(f"Clan Mech Mortar-{n}").bv == cat.get(f"IS Mech Mortar-{n}").bv


def test_chain_whip(cat):
    e = cat.get("Chain Whip")
    assert e.tonnage == 3 and e.slots == 2
    assert e.mech_locations == ("ARM",)
    assert e.formula["damage_add"] == 3


def test_laser_ams_heat(cat):
    assert cat.get("ISLaserAntiMissileSystem").weapon.heat == 7
    assert cat.get("CLLaserAntiMissileSystem").weapon.heat == 5
    assert cat.get("ISLaserAntiMissileSystem").weapon.weapon_class == "ams"


def test_clan_rac_heat(cat):
    assert cat.get("CLRotaryAC5").weapon.heat == 1
    assert cat.get("CLRotaryAC2").weapon.heat == 1
    assert cat.get("CLRotaryAC5").weapon.rotary is True


def test_tag_ranges(cat):
    for tid in ("ISTAG", "CLTAG"):
        r = cat.get(tid).weapon.ranges
        assert (r["short"], r["medium"], r["long"]) == (5, 9, 15)


def test_medium_reengineered_laser_range(cat):
    r = cat.get("Medium Re-engineered Laser").weapon.ranges
    assert (r["short"], r["medium"], r["long"]) == (3, 6, 9)


def test_vsp_pulse_type(cat):
    assert cat.get("ISMediumVSPLaser").weapon.type_codes[0] == "P"


def test_defensive_bv_items(cat):
    ew = cat.get("ISElectronicWarfareEquipment")
    assert ew.bv == 39 and ew.defensive_bv
    wd = cat.get("WatchdogECMSuite")
    assert wd.bv == 68 and wd.defensive_bv
    mass = cat.get("ISMASS")
    assert mass.bv == 9 and mass.defensive_bv


@pytest.mark.parametrize(
    "item_id",
    [
        "PPC Capacitor",
        "CLImprovedHeavyLargeLaser",
        "CLImprovedMediumHeavyLaser",
        "CLImprovedSmallHeavyLaser",
        "ISImprovedHeavyGaussRifle",
        "ISMagshotGR",
        "ISSBGR",
        "Mek Taser",
        "ISMPod",
        "ISChaffPod",
        "Coolant Pod",
    ],
)
def test_explosive_errata(cat, item_id):
    e = cat.get(item_id)
    assert e.explosive is True
    assert "explosive" in _errata_fields(e)


def test_chaff_pod_was_changed_not_already(cat):
    rec = _errata_fields(cat.get("ISChaffPod"))["explosive"]
    assert rec["new"] is True and not rec.get("already")


def test_mpod(cat):
    m = cat.get("ISMPod")
    assert m.weapon.one_shot and m.weapon.type_codes == ("OS", "C", "V", "X")
    assert m.defensive_bv


def test_silver_bullet_not_tc(cat):
    e = cat.get("ISSBGR")
    assert e.weapon.tc_eligible is False
    assert e.tech_rating == "E"
    # an ordinary gauss rifle still is
    assert cat.get("ISGaussRifle").weapon.tc_eligible is True


def test_thunder_ammo_half_shots(cat):
    std = cat.get("IS Ammo LRM-20").ammo.shots_per_ton
    assert std == 6
    for m in ("Active", "Augmented", "Inferno", "Vibrabomb"):
        e = cat.get(f"IS Ammo LRM-20 Thunder-{m}")
        assert e.ammo.shots_per_ton == std // 2
        assert "ammo.shots_per_ton" in _errata_fields(e)
    assert cat.get("Clan Ammo LRM-10 (Clan) Thunder-Active").ammo.shots_per_ton == 6
    # plain Thunder is untouched
    assert cat.get("IS Ammo LRM-20 Thunder").ammo.shots_per_ton == 6


def test_melee_to_hit(cat):
    assert cat.get("IS Lance").to_hit_modifier == 1
    assert cat.get("Mace").to_hit_modifier == 1
    assert cat.get("IS Flail").to_hit_modifier == 0


def test_retractable_blade_tech_base(cat):
    assert cat.get("Retractable Blade").tech_base == "All"


def test_every_errata_record_is_cited(cat):
    n = 0
    for e in cat.items():
        for rec in e.errata:
            n += 1
            c = rec["citation"]
            assert c["doc"] in ("TO-errata", "BMM-errata")
            assert c["page"] and c["printing"]
            assert "new" in rec
    assert n > 100


# --------------------------------------------------------------------------- today's registry
def test_standard_lasers_are_inner_sphere(cat):
    """TM p. 227 lists the standard lasers with the Inner Sphere weapons and
    MegaMek registers them as IS technology today; the Clan lookup name of the
    small laser still finds the one item."""
    for name in ("Small Laser", "Medium Laser", "Large Laser"):
        assert cat.get(name).tech_base == "IS"
    assert cat.get("CLSmallLaser") is cat.get("Small Laser")


@pytest.mark.parametrize("ada_id, base_id", [
    ("ISArrowIVAir-Defense Arrow (ADA) MissilesAmmo", "ISArrowIVAmmo"),
    ("CLArrowIVAir-Defense Arrow (ADA) MissilesAmmo", "CLArrowIVAmmo"),
])
def test_air_defense_arrow_rounds(cat, ada_id, base_id):
    """ADA rounds (TO:AUE p. 165) are advanced munitions of their Arrow IV,
    carried at the base round's shots per ton."""
    ada, base = cat.get(ada_id), cat.get(base_id)
    assert ada.rules_level == "advanced" and "M_ADA" in ada.ammo.munition
    assert ada.ammo.ammo_type == base.ammo.ammo_type
    assert ada.ammo.shots_per_ton == base.ammo.shots_per_ton
    assert dict(ada.ref) == {"book": "TO:AUE", "page": 165}


def test_clan_improved_ac_precision_is_gone(cat):
    """Precision rounds for Clan improved ACs are Unofficial today and no
    unit mounts them, so the build drops them; the plain rounds remain."""
    assert cat.find("CLIMPPrecision AmmoAC10") is None
    assert cat.get("CLIMPAmmoAC10").ammo.shots_per_ton == 10


def test_references_follow_todays_books(cat):
    """Items whose rules moved to TO:AUE / IO:AE cite the new book and page;
    the LAM bomb bay carries its 5,000 C-bill cost."""
    assert dict(cat.get("ISBADropChuteStd").ref) == {"book": "TO:AUE", "page": 161}
    assert dict(cat.get("VehicleJumpJet").ref) == {"book": "TO:AUE", "page": 161}
    assert dict(cat.get("ISPrototypeJumpJet").ref) == {"book": "IO:AE", "page": 114}
    assert cat.get("Bomb Bay").cost == 5000


def _level_word(label: str) -> int:
    low = label.lower()
    for word, level in (("experimental", 3), ("advanced", 2), ("unofficial", 4), ("box_set", 0), ("tw", 1)):
        if word in low:
            return level
    raise AssertionError(f"unknown rules-level label {label!r}")


def test_rules_level_by_year_never_runs_backwards(cat):
    """Equipment becomes less restricted as it spreads (experimental ->
    advanced -> standard): no item's year-by-year map puts a later year at a
    more restricted level than an earlier one (the 2021 export had 74 such
    maps - '-1' keys from an empty tech base, circa production dates before
    the prototype - rebuilt from their dates in current.json)."""
    backwards = []
    for e in cat.items():
        steps = sorted((int(y), _level_word(v)) for y, v in (e.rules_level_by_year or {}).items())
        if any(later[1] > earlier[1] for earlier, later in zip(steps, steps[1:])):
            backwards.append(e.id)
    assert not backwards, backwards
    # the rebuilt maps follow the dates: M&G auto-pistol prototype ~2490,
    # production 2495, common 2550 (TM p. 273)
    assert dict(cat.get("Auto-Pistol (M&G)").rules_level_by_year) == {
        "2485": "IS_Experimental", "2495": "IS_Advanced", "2550": "IS_TW_Non_Box"}
    assert dict(cat.get("RL10").rules_level_by_year) == {"3064": "IS_Advanced", "3067": "IS_TW_Non_Box"}


def test_shrapnel_infantry_weapons(cat):
    """Shrapnel-magazine infantry weapons MegaMek registers today: the
    internal name and the short lookup name resolve, with MegaMek's values
    and the issue (no page: MegaMek gives none) as reference; ammo-using ones
    have their '<weapon> Ammo' item."""
    w = cat.find("Wilimton RS-14")
    assert w is not None and w is cat.find("Sniper Rifle (Wilimton RS-14)")
    assert (w.tonnage, w.bv, w.cost, w.tech_base) == (0.007, 0.35, 1500, "IS")
    assert (w.weapon.infantry["damage"], w.weapon.infantry["range"]) == (0.35, 5)
    assert w.ref["book"] == "Shrap01" and "page" not in w.ref and w.ref["page_note"]
    ammo = cat.get("Sniper Rifle (Wilimton RS-14) Ammo")
    assert (ammo.kind, ammo.tonnage, ammo.cost, ammo.ammo.shots_per_ton) == ("ammo", 0.007, 25, 10)
    laser = cat.get("Laser Rifle (Wolf-Barron Sunraker)")
    assert laser.weapon.weapon_class == "laser" and cat.find("Laser Rifle (Wolf-Barron Sunraker) Ammo") is None
    assert cat.get("Laser Pistol (Brightstar L-12)").tech_base == "Clan"
    assert dict(cat.get("Ram Plate").ref) == {"book": "OTP:HC", "page": 30}


def test_infantry_armor_kits_have_their_divisor(cat):
    """Every armor kit in the catalog has its damage divisor and properties in
    the infantry tables (or a platoon wearing it could not be priced), among
    them the A Time of War ensembles MegaMek converts today (ATOW pp. 294-295):
    the basic MekWarrior kit's vest rounds to 0.5, the tanker's smock to 2."""
    from construction import components

    table = components.family_data("infantry")["armor_kits"]["kits"]
    kits = [e.id for e in cat.items() if "F_ARMOR_KIT" in e.flags]
    assert len(kits) >= 57
    assert not [k for k in kits if k not in table]
    assert table["MekWarrior Kit (Basic)"]["divisor"] == 0.5 and "encumbering" in table["MekWarrior Kit (Basic)"]["flags"]
    assert table["Tanker's Smock"]["divisor"] == 2
    assert "xct_vacuum" in table["Aerospace Fighter Pilot Kit"]["flags"]
    assert cat.find("MekWarriorKitClan").tech_base == "Clan"
    assert dict(cat.get("Tanker's Smock").ref) == {"book": "ATOW", "page": 295}
    # the TO pp. 317-318 kits are cited from TO:AUE pp. 129-130 today
    assert dict(cat.get("Heat Suit").ref) == {"book": "TO:AUE", "page": 129}
    assert dict(cat.get("Parka").ref) == {"book": "TO:AUE", "page": 130}
    assert not [k for k in kits if cat.get(k).ref.get("book") == "TO"]
    assert cat.find("Clothing, Light (e.g. Summer Wear/None)") is cat.get("Clothing, Light/Naked ;)")
    # today's spelling of the 3030-3066 FedCom kit resolves to the 2021 item
    assert cat.find("Fed Suns/Fed Commonwealth Infantry Kit (3030-3066)") is cat.get(
        "Fed Suns/Fed Commonweath Infantry Kit (3030-3066)")


def test_todays_infantry_items_arm_and_armor_a_platoon():
    """A current-format platoon (tests/data/current) re-armed with Shrapnel
    weapons and wearing an A Time of War kit reads without unknown items,
    validates and is priced: the new items are usable, not only listed."""
    from api.evaluate import evaluate_text
    from construction import infantry
    from construction.infantry_blk import parse_infantry_blk

    path = REPO / "tests/data/current/infantry/AFFS/Motorized Platoon (AFFS) (Rifle Heavy 3067+).blk"
    text = path.read_text(encoding="utf-8")
    assert "Rifle (Federated Long)" in text and "InfantryFederatedBarrettM42B" in text
    text = text.replace("Rifle (Federated Long)", "SMG (Boudicca-7)").replace(
        "InfantryFederatedBarrettM42B", "Wilimton RS-14")
    # the file's custom armor block gives way to today's kit line
    text = re.sub(r"<encumberingarmor>.*?</encumberingarmor>",
                  "<Troopers Equipment>\nMekWarriorKitBasic\n</Troopers Equipment>", text, count=1, flags=re.S)
    design = parse_infantry_blk(text, source="test.blk")
    assert (design.infantry.primary, design.infantry.secondary, design.infantry.armor_kit) == (
        "SMG (Boudicca-7)", "Sniper Rifle (Wilimton RS-14)", "MekWarrior Kit (Basic)")
    assert infantry.damage_divisor(design) == 0.5
    result, readable = evaluate_text(text, "blk", source="test.blk")
    assert readable and not [e for e in result["errors"] if e["code"] == "UNKNOWN_EQUIPMENT"]
    assert result["bv"] > 0


def test_chain_drape(cat):
    """The UrbanFest chain drape (cape, apron, poncho): 6 slots spread over the
    side torsos, one weight for the whole drape of tonnage / 10 rounded up to
    the half ton (52 t -> 5.5 t, 50 t -> 5 t), experimental, IS."""
    from construction import mech
    from construction.model import Design, Mount

    def context(tons: float) -> mech.MechContext:
        return mech.MechContext(design=Design(unit_type="mech", chassis="Test", tonnage=tons), items=(), engine=None,
                                gyro=None, cockpit=None, structure=None, armor=None, heat_sink=None, myomer=None,
                                locations=())

    for conf in ("Cape", "Apron", "Poncho"):
        e = cat.find(f"Chain Drape {conf}")
        assert e is not None and e is cat.find(f"ChainDrape{conf}")
        assert (e.slots, e.spreadable, e.tonnage, e.tonnage_rule, e.rules_level) == (6, True, None, "chain_drape", "experimental")
        assert f"F_CHAIN_DRAPE_{conf.upper()}" in e.flags and dict(e.ref) == {"book": "PS:AO-UrbanFest", "page": 16}
    formula = mech._formula("weights", "chain_drape")
    drape = Mount(item=e.id, location="LT")
    assert mech._formula_value(formula, context(52), drape, e) == 5.5
    assert mech._formula_value(formula, context(50), drape, e) == 5.0
    assert "chain_drape" in mech.WHOLE_UNIT_RULES


# --------------------------------------------------------------------------- formulas
def test_variable_items_have_rules(cat):
    rules = cat.meta["rules"]
    for e in cat.items():
        if e.kind in ("weapon", "misc"):
            if e.tonnage is None:
                assert e.tonnage_rule in rules, e.id
            if e.slots is None:
                assert e.slots_rule in rules, e.id
            if e.bv is None:
                assert e.bv_rule in rules, e.id
    assert cat.get("ISMASC").tonnage_rule == "masc_is"
    assert cat.get("CLTargeting Computer").tonnage_rule == "tc_clan"
    assert cat.get("Hatchet").bv is None and cat.get("Hatchet").bv_rule == "hatchet"
    assert cat.get("Jump Jet").tonnage_rule == "jump_jet_standard"
    assert cat.get("Sword").formula["bv_mult"] == 1.725


# --------------------------------------------------------------------------- lookup
def test_get_case_insensitive_and_alias(cat):
    a = cat.get("ISERLargeLaser")
    assert cat.get("iserlargelaser") is a
    assert cat.get("IS ER Large Laser") is a
    assert cat.get("is er large laser") is a


def test_get_unknown_raises(cat):
    with pytest.raises(UnknownEquipment) as ei:
        cat.get("Warp Drive")
    assert isinstance(ei.value, KeyError)
    assert "Warp Drive" in str(ei.value)
    with pytest.raises(UnknownEquipment) as ei:
        cat.get("ISERLargeLaser (R)")
    assert "resolve" in str(ei.value)


def test_alias_winner(cat):
    # two types register this name; the later registration wins, as in MegaMek
    assert cat.get("Clan Streak LRM-12").id == "CLStreakLRM12 (OS)"


@pytest.mark.parametrize(
    "raw,expected",
    [
        ("ISERLargeLaser (R)", "ISERLargeLaser"),
        ("ISERLargeLaser (OMNIPOD)", "ISERLargeLaser"),
        ("ISERLargeLaser (R) (OMNIPOD)", "ISERLargeLaser"),
        ("CLERMediumLaser (T)", "CLERMediumLaser"),
        ("ISMediumLaser (ARMORED)", "Medium Laser"),
        ("Medium Laser (FL)", "Medium Laser"),
        ("Medium Laser (RR)", "Medium Laser"),
        ("Medium Laser (ST)", "Medium Laser"),
        ("(R) Medium Laser", "Medium Laser"),
        ("(B) Medium Laser", "Medium Laser"),
        ("ISAC20 (Split)", "Autocannon/20"),
        ("IS Ammo AC/20:Shots5#", "IS Ammo AC/20"),
        ("Cargo:SIZE:2.0", "Cargo"),
        ("IS Gauss Ammo|IS Gauss Ammo", "IS Gauss Ammo"),
        ("Clan Ammo SRM-2 (10)", "Clan Ammo SRM-2"),
    ],
)
def test_resolve_decorations(cat, raw, expected):
    e = cat.resolve(raw)
    assert e is not None, raw
    assert e.id == expected


def test_resolve_tech_base_prefix(cat):
    assert cat.resolve("Endo Steel", tech_base="Clan").id == "Clan Endo Steel"
    assert cat.resolve("Endo Steel", tech_base="Inner Sphere").id == "IS Endo Steel"
    assert cat.resolve("Endo Steel").id == "IS Endo Steel"
    assert cat.resolve("Ferro-Fibrous", tech_base="Clan").id == "Clan Ferro-Fibrous"
    assert cat.resolve("Ferro-Fibrous", tech_base="IS").id == "IS Ferro-Fibrous"
    assert cat.resolve("Ferro-Fibrous (R)", tech_base="Mixed (Clan Chassis)").id == "Clan Ferro-Fibrous"
    assert cat.resolve("definitely not equipment") is None


def test_normalize_name():
    assert normalize_name("  ISMediumLaser (R) (OMNIPOD) ") == "ISMediumLaser"
    assert normalize_name("Mortar (Heavy)") == "Mortar (Heavy)"
    assert normalize_name("BAMG:LA") == "BAMG"


# --------------------------------------------------------------------------- ammo pairing
def test_ammo_pairing(cat):
    ac20 = cat.get("ISAC20")
    assert ac20.id == "Autocannon/20"
    ammo = {a.id for a in cat.ammo_for(ac20)}
    assert "IS Ammo AC/20" in ammo
    assert all(cat.get(a).ammo.rack_size == 20 for a in ammo)
    assert ac20 in cat.weapons_for("IS Ammo AC/20")
    clrm = {a.id for a in cat.ammo_for("CLLRM20")}
    assert "Clan Ammo LRM-20" in clrm
    # IS-only bins never pair with a Clan launcher (MegaMek marks plain LRM ammo All-tech)
    assert not any(cat.get(a).tech_base == "IS" for a in clrm)
    assert any(cat.get(a).tech_base == "IS" for a in (x.id for x in cat.ammo_for("ISLRM20")))
    assert cat.ammo_for("ISERLargeLaser") == ()


# --------------------------------------------------------------------------- immutability
def test_immutable(cat):
    e = cat.get("ISERLargeLaser")
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.bv = 1  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.weapon.heat = 0  # type: ignore[misc]
    with pytest.raises(TypeError):
        e.weapon.ranges["short"] = 99  # type: ignore[index]
    with pytest.raises(TypeError):
        e.availability["dark_age"] = "A"  # type: ignore[index]
    assert isinstance(e.aliases, tuple) and isinstance(e.flags, frozenset)
    assert isinstance(e.errata, tuple)
    with pytest.raises(TypeError):
        cat.meta["books"]["XX"] = "nope"  # type: ignore[index]


# --------------------------------------------------------------------------- corpus
SHARED = Path(os.environ.get("MECHFORGE_SHARED", Path(__file__).resolve().parents[1].parent / "shared"))
CORPUS = SHARED / "corpus" / "megamek-units.tar.gz"

SYSTEM_RE = re.compile(
    r"^(-Empty-|(\w+ )*Engine|(\w+ )*Gyro|(\w+ )*Cockpit|Shoulder|Upper Arm Actuator|Lower Arm Actuator|"
    r"Hand Actuator|Hip|Upper Leg Actuator|Lower Leg Actuator|Foot Actuator|Life Support|Sensors|"
    r"Landing Gear|Avionics|Conversion Gear|Empty)$",
    re.I,
)
# Crit names that are not equipment types in the 2021 MegaMek snapshot.
KNOWN_MISSING = {"MASH Operation Theater", "ISDroneExtra", "Ejection Seat", "EIInterface"}

LOCATION_RE = re.compile(
    r"^(Left Arm|Right Arm|Left Torso|Right Torso|Center Torso|Head|Left Leg|Right Leg|"
    r"Front Left Leg|Front Right Leg|Rear Left Leg|Rear Right Leg|Center Leg):\s*$",
    re.I,
)


def _mtf_crits(text: str):
    tech = None
    in_loc = False
    for raw in text.splitlines():
        line = raw.strip()
        low = line.lower()
        if low.startswith("techbase:"):
            tech = line.split(":", 1)[1].strip()
        if LOCATION_RE.match(line):
            in_loc = True
            continue
        if not line:
            in_loc = False
            continue
        if in_loc:
            yield tech, line


@pytest.mark.skipif(not CORPUS.exists(), reason=f"corpus not available at {CORPUS}")
def test_every_corpus_crit_name_resolves(cat):
    total = 0
    unresolved: dict[str, int] = {}
    files = 0
    with tarfile.open(CORPUS, "r:gz") as tf:
        for m in tf:
            if not (m.isfile() and m.name.endswith(".mtf")):
                continue
            files += 1
            text = tf.extractfile(m).read().decode("utf-8", "replace")
            for tech, name in _mtf_crits(text):
                base = normalize_name(name)
                if SYSTEM_RE.match(base):
                    continue
                total += 1
                if cat.resolve(name, tech_base=tech) is None:
                    unresolved[base] = unresolved.get(base, 0) + 1
    assert files > 3000
    assert total > 50000
    unknown = {n: c for n, c in unresolved.items() if n not in KNOWN_MISSING}
    assert not unknown, f"unresolved corpus crit names: {sorted(unknown.items())[:40]}"


@pytest.mark.skipif(not CORPUS.exists(), reason=f"corpus not available at {CORPUS}")
def test_build_is_deterministic_and_current():
    import subprocess
    import sys

    r = subprocess.run(
        [sys.executable, str(REPO / "tools" / "build_catalog.py"), "--shared", str(SHARED), "--check"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stdout + r.stderr


@pytest.mark.parametrize("weapon_id, ammo_id", [
    ("CLRotaryAC2", "CLRotaryAC2 Ammo"),
    ("CLRotaryAC5", "CLRotaryAC5 Ammo"),
    ("CLProtoMechAC2", "Clan ProtoMech AC/2 Ammo"),
    ("CLProtoMechAC4", "Clan ProtoMech AC/4 Ammo"),
    ("CLProtoMechAC8", "Clan ProtoMech AC/8 Ammo"),
])
def test_ammo_rules_level_follows_its_weapon(cat, weapon_id, ammo_id):
    """MegaMek gives these ammunitions their weapon's progression today (TO
    p. 286): Clan Rotary AC ammo prototype 3073, common 3104 (experimental,
    then standard); ProtoMech AC ammo production ~3070 (circa: 3065), common
    3073 (advanced, then standard); static level standard.  So at every year
    the ammo's rules level is its weapon's; a 3151 design (Black Lanner X,
    Rec Guides ilClan 15) finds both standard, no longer the ammo experimental
    (2021's Clan_Advanced 3104 / Clan_TW 3145 map)."""
    from construction.tech import item_rules_level

    weapon, ammo = cat.get(weapon_id), cat.get(ammo_id)
    assert ammo.rules_level == weapon.rules_level == "standard"
    for year in (3060, 3065, 3070, 3073, 3080, 3103, 3104, 3120, 3145, 3151, None):
        assert item_rules_level(ammo, year) == item_rules_level(weapon, year), year
    assert item_rules_level(ammo, 3151) == 1


@pytest.mark.parametrize("weapon_id, ammo_id, prototype, common", [
    ("ISImprovedHeavyGaussRifle", "ISImprovedHeavyGauss Ammo", 3065, 3081),
    ("ISSBGR", "Silver Bullet Gauss Ammo", 3051, 3080),
])
def test_gauss_ammo_rules_level_follows_its_weapon(cat, weapon_id, ammo_id, prototype, common):
    """Improved Heavy Gauss Rifle (TO p. 313) and Silver Bullet Gauss Rifle
    (TO p. 314) ammunition share their weapon's progression in today's
    MegaMek: IS prototype 3065 (Silver Bullet 3051), no production date,
    common 3081 (3080), static level standard.  A year's level is capped by
    the static level (construction/tech.py), so by hand: at every year, the
    prototype years included, ammo and weapon both read standard (1).  The
    2021 export kept the ammunition's static level experimental (3), so a
    rules-level-3 design of 3078 carrying the weapon and its ammo (Barghest
    BGS-4X, XTR Steiner, today's file) had the ammo refused as experimental
    while the weapon passed."""
    from construction.tech import item_rules_level

    weapon, ammo = cat.get(weapon_id), cat.get(ammo_id)
    assert ammo.rules_level == weapon.rules_level == "standard"
    for year in (prototype, prototype + 1, common - 1, common, common + 5, 3090, 3151, None):
        assert item_rules_level(ammo, year) == item_rules_level(weapon, year), year
    assert item_rules_level(ammo, common - 1) == 1
    assert item_rules_level(ammo, 3078) == 1


@pytest.mark.parametrize("size", range(1, 21))
def test_clan_streak_lrm_ammo_rules_level_follows_its_launcher(cat, size):
    """Today's MegaMek gives every Clan Streak LRM ammunition, the 'Mech
    sizes 5/10/15/20 and the ProtoMech sizes alike, the launchers'
    progression (TO p. 327): production 3057, common about 3079 (taken as
    3074), static level standard.  The 2021 export had the ammunition
    experimental (3057 Clan_Experimental, 3074 Clan_Advanced, 3088 Clan_TW),
    so a standard-rules design carrying the launcher was refused for its ammo;
    now at 3060 both are advanced and from 3074 both standard."""
    from construction.tech import item_rules_level

    weapon, ammo = cat.get(f"CLStreakLRM{size}"), cat.get(f"Clan Streak LRM {size} Ammo")
    assert ammo.rules_level == weapon.rules_level == "standard"
    for year in (3057, 3060, 3073, 3074, 3080, 3088, 3151, None):
        assert item_rules_level(ammo, year) == item_rules_level(weapon, year), year


@pytest.mark.parametrize(
    "weapon_id, ammo_id",
    [
        ("Extended LRM 5", "IS Ammo Extended LRM-5"),
        ("Extended LRM 20", "IS Ammo Extended LRM-20"),
        ("Hyper Velocity Auto Cannon/2", "IS Ammo HVAC/2"),
        ("Hyper Velocity Auto Cannon/5", "IS Ammo HVAC/5"),
        ("Hyper Velocity Auto Cannon/10", "IS Ammo HVAC/10"),
        ("CLSmallChemLaser", "CLSmallChemLaserAmmo"),
        ("CLMediumChemLaser", "CLMediumChemLaserAmmo"),
        ("CLLargeChemLaser", "CLLargeChemLaserAmmo"),
    ],
)
def test_elrm_hvac_chem_laser_ammo_rules_level_follows_its_weapon(cat, weapon_id, ammo_id):
    """Today's MegaMek gives these ammunitions their weapons' progressions:
    Extended LRM (TO p. 327) production 3054, common 3080, standard, so
    advanced from 3054 and standard from 3080 (the 2021 export had 3054
    experimental, 3078 advanced, 3083 standard); HVAC (TO p. 285) prototype
    3059, production 3079, static level advanced (2021: experimental; the
    by-year map was already the weapon's); chemical lasers (TO p. 320)
    production 3059, common 3083, standard, so advanced from 3059 and
    standard from 3083 (2021: 3059 experimental, 3083 advanced, 3145
    standard).  Ammo and weapon therefore read the same level every year."""
    from construction.tech import item_rules_level

    weapon, ammo = cat.get(weapon_id), cat.get(ammo_id)
    assert ammo.rules_level == weapon.rules_level
    for year in (3054, 3059, 3060, 3078, 3079, 3080, 3083, 3100, 3145, 3151, None):
        assert item_rules_level(ammo, year) == item_rules_level(weapon, year), year


@pytest.mark.parametrize("size", [10, 15])
def test_elrm_10_15_launcher_and_ammo_read_the_same_level(cat, size):
    """Extended LRM 10/15 launchers and their ammunition (TO p. 327, TO:AUE
    p. 139; MegaMek ISExtendedLRM10/15.java @090b2de4): no prototype date,
    production 3054, common 3080, static level standard.  Worked by hand:
    advanced from 3054 (production), standard from 3080 (common), nothing
    before 3054; the 2021 export had the launchers experimental 3054,
    advanced 3078, standard 3083 with static level experimental, so the
    launcher read a higher level than its ammo."""
    from construction.tech import item_rules_level

    weapon = cat.get(f"Extended LRM {size}")
    ammo = cat.get(f"IS Ammo Extended LRM-{size}")
    assert weapon.rules_level == ammo.rules_level == "standard"
    assert weapon.rules_level_by_year == {"3054": "IS_Advanced", "3080": "IS_TW_Non_Box"}
    assert ammo.rules_level_by_year == weapon.rules_level_by_year
    assert weapon.rules_level_by_year == cat.get("Extended LRM 5").rules_level_by_year
    assert weapon.ref == {"book": "TO:AUE", "page": 139}
    for year in (3054, 3060, 3078, 3079, 3080, 3083, 3151, None):
        assert item_rules_level(ammo, year) == item_rules_level(weapon, year), year
    # The by-year label is capped by the static level (construction/tech.py):
    # 3079 reads 'advanced' capped at standard, so 1 (standard) both years;
    # the 2021 launcher (static experimental) read 2 (advanced) in 3079.
    assert item_rules_level(weapon, 3079) == 1
    assert item_rules_level(weapon, 3080) == 1
