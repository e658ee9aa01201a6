"""Rare weapons (no file of the 2021 corpus mounts them) whose catalog facts
the audit against MegaMek's current weapon classes corrected
(tools/weapon_facts_diff.py, tools/registry_src/megamek_weapon_facts.json;
the corrections are cited updates in tools/catalog_src/current.json).

1. Extreme range (TO p. 85 with the TO errata v3.02, ../shared/seeds/000):
   a weapon with uneven range brackets - the errata names the MRMs and the
   Snub-Nose PPC - has an extreme range of its long range x 1.5, rounded
   down.  MRMs (3/8/15: 22, not 16), rocket launchers (3/7/12: 18, 4/9/15:
   22, 5/11/18: 27), the iNarc (4/9/15: 22) and the Grand Mauler gauss
   cannon (2/4/5: 7, not 8) had the pre-errata values; MegaMek's current
   classes carry the errata values.  Extreme range is read only by the
   optional extreme-range rules: no BV, Alpha Strike, weight or verdict
   depends on it, so the fact is checked on the catalog item, worked from
   the item's own brackets.
2. Improved one-shot launchers are not ProtoMech equipment: the TO errata
   remove "PM" from the I-OS launcher's Available To line (TO p. 327) and
   set its ProtoMech space to NA (TO p. 409).  A ProtoMech carrying one is
   refused (PM_EQUIPMENT); a 'Mech still takes it.
3. The MRM 1-5 'Mech/vehicle racks and their one-shot versions are
   MegaMek's unofficial sizes (MRMs come in 10, 20, 30 and 40 tubes, TM
   p. 229; the 2021 export listed the small racks at 0 t and 0 slots with
   no rules reference).  Unofficial and mounted by no unit, the build drops
   them: a design naming one is unknown equipment, not a free weapon.
4. An improved one-shot launcher weighs 0.5 t less than the standard
   launcher, to a minimum of 0.5 t, 0.25 t for Clan-made systems (TO p. 326
   as the TO errata v3.02 words it).  The Clan SRT 2 weighs 0.5 t, so its
   I-OS version is 0.25 t (the catalog had 0.5 t, as MegaMek's current
   class still does), like the Clan SRM 2 (I-OS).
5. Standard one-shot launchers are not ProtoMech equipment either: a
   ProtoMech builds its launchers by its own rules (the ProtoMech box of TM
   p. 231, as the forum ruling the TO errata followed for the I-OS launcher
   quotes it).  The catalog already kept every other one-shot launcher off
   ProtoMechs; the IS Narc (OS), iNarc (OS) and Streak SRM 4/6 (OS) were
   the exceptions (MegaMek's current ISNarcOS and ISImprovedNarcOS remove
   the ProtoMech flag; its Streak SRM 4/6 (OS) keep it, against its own
   Streak SRM 2 (OS)).
6. Capital and sub-capital weapons are large-craft weapons.  The naval
   lasers, PPCs and Gauss rifles (TO p. 333) go on no ground unit (MegaMek's
   current classes: aerospace only); the sub-capital lasers (TO p. 343) only
   on large tracked, rail and naval support vehicles (TO:AUE p. 154, as
   MegaMek/megamek issue #5421 quotes it).  The catalog let 'Mechs, combat
   and support vehicles of any size mount all twelve.  The naval
   autocannons (TO p. 331), capital missile launchers (TM p. 210), mass
   drivers (TO p. 323) and every weapon bay go on no ground unit either;
   the sub-capital cannons (TO p. 343) and missile launchers (TO p. 345)
   follow the sub-capital lasers.  Their catalog mountable_on is empty (or
   aerospace only), so before they were listed by id a combat vehicle took
   a Capital AC Bay without a word.
"""

from __future__ import annotations

import dataclasses
import math

import pytest

import construction
from construction.catalog import catalog
from construction.model import Mount
from design_factories import (BareMechFactory, BareSupportVehicleFactory, BareSuperheavyTankFactory, BareTankFactory,
                              LegalProtoMechFactory, LegalTankFactory)
from synth import add, bv_of, errors, on_bare_mech, warnings

# --------------------------------------------------------------------------- 1. extreme range
# (item, short/medium/long as TM and TO print them)
UNEVEN = [
    ("MRM 10", (3, 8, 15)), ("MRM 30", (3, 8, 15)), ("MRM 40", (3, 8, 15)),
    ("MRM 10 (OS)", (3, 8, 15)), ("MRM 20 (OS)", (3, 8, 15)), ("MRM 30 (OS)", (3, 8, 15)),
    ("MRM 40 (OS)", (3, 8, 15)), ("MRM 10 (I-OS)", (3, 8, 15)), ("MRM 20 (I-OS)", (3, 8, 15)),
    ("MRM 30 (I-OS)", (3, 8, 15)), ("MRM 40 (I-OS)", (3, 8, 15)),
    ("ISBAMRM1", (3, 8, 15)), ("ISBAMRM2", (3, 8, 15)), ("ISBAMRM3", (3, 8, 15)), ("ISBAMRM4", (3, 8, 15)),
    ("ISBAMRM5", (3, 8, 15)), ("ISBAMRM1OS", (3, 8, 15)), ("ISBAMRM2OS", (3, 8, 15)),
    ("ISBAMRM3OS", (3, 8, 15)), ("ISBAMRM4OS", (3, 8, 15)), ("ISBAMRM5OS", (3, 8, 15)),
    ("RL10", (5, 11, 18)), ("RL15", (4, 9, 15)), ("RL20", (3, 7, 12)),
    ("ISBARL1", (3, 7, 12)), ("ISBARL2", (3, 7, 12)), ("ISBARL3", (3, 7, 12)), ("ISBARL4", (3, 7, 12)),
    ("ISBARL5", (3, 7, 12)),
    ("ISImprovedNarc", (4, 9, 15)), ("ISImprovedNarc (OS)", (4, 9, 15)),
    ("ISBAGrandMaulerGaussCannon", (2, 4, 5)),
]


@pytest.mark.parametrize("item, brackets", UNEVEN, ids=[i for i, _ in UNEVEN])
def test_uneven_brackets_give_long_range_times_one_and_a_half(item, brackets):
    short, medium, long_ = brackets
    assert len({short, medium - short, long_ - medium}) > 1  # uneven, as the MRM's 3/5/7
    r = catalog().get(item).weapon.ranges
    assert (r["short"], r["medium"], r["long"]) == brackets
    assert r["extreme"] == math.floor(long_ * 1.5)


def test_even_brackets_keep_one_more_bracket():
    """The rule leaves even brackets alone: the medium laser (3/6/9) and the
    LRM (7/14/21) keep the extreme range one bracket past long."""
    for item, want in (("Medium Laser", 12), ("ISLRM10", 28)):
        assert catalog().get(item).weapon.ranges["extreme"] == want


# --------------------------------------------------------------------------- 2. I-OS and ProtoMechs
IOS = ["ISSRM2IOS", "ISSRM4IOS", "ISStreakSRM2IOS", "ISSRT2IOS", "LRM 5 (I-OS)", "LRT 5 (I-OS)",
       "ISNarcBeacon (I-OS)"]


def _proto_with(item: str):
    """LegalProtoMechFactory (5 t, 5,000 kg) with its SRM 2 (500 kg, right
    arm) and the SRM ammunition (300 kg) taken out and ``item`` put in the
    torso: 4,200 kg plus the launcher."""
    d = LegalProtoMechFactory()
    keep = tuple(m for m in d.mounts if m.item not in ("CLSRM2", "Clan Ammo SRM-2"))
    return dataclasses.replace(d, mounts=keep + (Mount(item, "T"),))


@pytest.mark.covers("ISSRM2IOS", "ISSRM4IOS", "ISStreakSRM2IOS", "ISSRT2IOS", "LRM 5 (I-OS)", "LRT 5 (I-OS)",
                    "ISNarcBeacon (I-OS)")
@pytest.mark.parametrize("item", IOS)
def test_a_protomech_may_not_mount_an_improved_one_shot_launcher(item):
    eq = catalog().get(item)
    assert "protomek" not in eq.mountable_on and not eq.has_flag("F_PROTO_WEAPON")
    assert "PM_EQUIPMENT" in errors(_proto_with(item))


def test_the_clan_srm_2_in_its_place_stays_legal():
    """The control: the same ProtoMech with a Clan SRM 2 (no ammunition:
    4,700 kg, under the 5 t) is refused nothing."""
    d = _proto_with("CLSRM2")
    assert "PM_EQUIPMENT" not in errors(d)
    assert errors(d) == set()
    assert "PM_UNDERWEIGHT" in warnings(d)


@pytest.mark.covers("ISSRM2IOS")
def test_a_mech_keeps_its_improved_one_shot_launcher():
    """The bare Inner Sphere 'Mech with an SRM 2 (I-OS) (0.5 t, 1 slot, TO
    p. 326 with errata: the SRM 2's 1 t less 0.5 t) in the left torso: valid,
    and the launcher adds its one-shot BV (4, TO p. 385: a fifth of the
    SRM 2's 21, rounded) x the bare 'Mech's speed factor."""
    with_ios = on_bare_mech("ISSRM2IOS", "IS", 1)
    assert errors(with_ios) == set()
    assert catalog().get("ISSRM2IOS").tonnage == 0.5
    # 714.35 defensive + (4 + 50 t) x 1.37 = 788.33 (heat 2 within the bare 'Mech's 14)
    assert bv_of(with_ios) == 788


# --------------------------------------------------------------------------- 3. MRM 1-5 are gone
SMALL_MRMS = ["MRM 1", "MRM 2", "MRM 3", "MRM 4", "MRM 5",
              "MRM 1 (OS)", "MRM 2 (OS)", "MRM 3 (OS)", "MRM 4 (OS)", "MRM 5 (OS)"]


@pytest.mark.parametrize("name", SMALL_MRMS)
def test_unofficial_small_mrms_are_not_in_the_catalog(name):
    assert catalog().find(name) is None


def test_a_mech_naming_an_mrm_5_has_unknown_equipment_not_a_free_weapon():
    """Before, 'MRM 5' resolved to a 0 t, 0-slot rack worth BV 28 on any
    'Mech; now it is unknown equipment, while the MRM 10 (3 t, 2 slots, TM
    p. 229) and the battle armor MRM 5 (TM p. 261) are still known."""
    d = on_bare_mech("MRM 5", "IS", 1)
    assert [m.item for m in construction.unknown_mounts(d)] == ["MRM 5"]
    assert "UNKNOWN_EQUIPMENT" in errors(d)
    mrm10 = on_bare_mech("MRM 10", "IS", 2)
    assert construction.unknown_mounts(mrm10) == ()
    # 714.35 defensive + (56 + 50 t) x 1.37 = 859.57 (heat 4 within 14)
    assert bv_of(mrm10) == 860
    assert catalog().get("ISBAMRM5").weapon.rack_size == 5


# --------------------------------------------------------------------------- 4. Clan I-OS minimum weight
def _ios_weight(standard: float, clan: bool) -> float:
    """TO p. 326 with the TO errata v3.02: 0.5 t less than the standard
    launcher, at least 0.5 t (0.25 t Clan)."""
    return max(standard - 0.5, 0.25 if clan else 0.5)


@pytest.mark.parametrize("ios, standard", [("CLSRT2 (IOS)", "CLSRT2"), ("CLSRM2 (IOS)", "CLSRM2"),
                                           ("CLSRT4 (IOS)", "CLSRT4"), ("ISSRT2IOS", "SRT 2")])
def test_improved_one_shot_weight_follows_the_errata_minimum(ios, standard):
    ios_eq, std_eq = catalog().get(ios), catalog().get(standard)
    assert ios_eq.tonnage == _ios_weight(std_eq.tonnage, ios_eq.tech_base == "Clan")


@pytest.mark.covers("CLSRT2 (IOS)")
def test_four_clan_srt_2_ios_fill_the_last_ton():
    """The bare Clan 'Mech (33.5 t of 50) with two Clan ER PPCs (6 t each)
    and a Clan LRM 15 (3.5 t) has 1 t left: four SRT 2 (I-OS) at 0.25 t
    fill it exactly (at 0.5 t they were 1 t over); four SRT 2 (OS) at 1 t,
    the SRT 2's 0.5 t + 0.5 t (TM p. 230), are 3 t over."""
    ballast = (Mount("CLERPPC", "RT", (0, 1)), Mount("CLERPPC", "RT", (2, 3)), Mount("CLLRM15", "RT", (4, 5)))

    def with_four(item):
        return add(BareMechFactory(tech_base="Clan"), *ballast, *(Mount(item, "LT", (i,)) for i in range(4)))

    assert catalog().get("CLSRT2 (IOS)").tonnage == 0.25
    assert errors(with_four("CLSRT2 (IOS)")) == set()
    over = with_four("CLSRT2 (OS)")
    assert errors(over) == {"MECH_OVERWEIGHT"}
    (issue,) = construction.validate(over).errors
    assert "weigh 53 t, 3 t over the 50 t limit" in issue.message


# --------------------------------------------------------------------------- 5. one-shot launchers off ProtoMechs
OS_LAUNCHERS = ["ISNarcBeacon (OS)", "ISImprovedNarc (OS)", "ISStreakSRM4OS", "ISStreakSRM6OS"]


@pytest.mark.covers(*OS_LAUNCHERS)
@pytest.mark.parametrize("item", OS_LAUNCHERS)
def test_a_protomech_may_not_mount_a_one_shot_launcher(item):
    """Each launcher in the ProtoMech's torso is refused by name
    (PM_EQUIPMENT); the catalog listed ProtoMechs for all four."""
    eq = catalog().get(item)
    assert "protomek" not in eq.mountable_on and not eq.has_flag("F_PROTO_WEAPON")
    d = _proto_with(item)
    assert f"{eq.name} cannot be mounted on a ProtoMech" in [
        i.message for i in construction.validate(d).errors if i.code == "PM_EQUIPMENT"]


def test_every_one_shot_missile_launcher_is_off_protomechs():
    """No one-shot missile or Narc launcher of the catalog lists ProtoMechs
    (the Fusillade, a ProtoMech launcher of its own, IO p. 65, is not one)."""
    on_pm = {e.id for e in catalog().items() if e.kind == "weapon" and e.has_flag("F_ONESHOT")
             and e.has_flag("F_MISSILE") and ("protomek" in e.mountable_on or e.has_flag("F_PROTO_WEAPON"))}
    assert on_pm == {"Fusillade"}


@pytest.mark.parametrize("item", ["ISNarcBeacon", "ISImprovedNarc", "ISStreakSRM4"])
def test_the_reloadable_launchers_stay_protomech_weapons(item):
    assert "protomek" in catalog().get(item).mountable_on


@pytest.mark.covers("ISStreakSRM4OS")
def test_a_mech_keeps_its_one_shot_streak():
    """The bare Inner Sphere 'Mech with a Streak SRM 4 (OS) (3.5 t, 1 slot:
    the Streak SRM 4's 3 t + 0.5 t, TM p. 230) in the left torso: valid."""
    assert errors(on_bare_mech("ISStreakSRM4OS", "IS", 1)) == set()


# --------------------------------------------------------------------------- 6. capital and sub-capital weapons
NAVAL = ["Naval Gauss (Heavy)", "Naval Gauss (Light)", "Naval Gauss (Medium)", "Naval Laser 35", "Naval Laser 45",
         "Naval Laser 55", "Naval PPC (Heavy)", "Naval PPC (Light)", "Naval PPC (Medium)"]
SCL = ["Sub-Capital Laser (SCL/1)", "Sub-Capital Laser (SCL/2)", "Sub-Capital Laser (SCL/3)"]
# (item, the report's "what" text, book, page): capital weapons and bays with an empty or aerospace-only mountable_on
CAPITAL = ([(f"Naval Autocannon (NAC/{n})", "is a capital-scale naval weapon", "TO", "331") for n in (10, 20, 25, 30, 35, 40)]
           + [(f"Capital Missile Launcher ({n})", "is a capital missile launcher", "TM", "210")
              for n in ("AR10 Launcher", "Barracuda", "Killer Whale", "White Shark")]
           + [(f"Tele-operated Missile ({n})", "is a capital missile launcher", "TM", "210")
              for n in ("Barracuda-T", "Killer Whale-T", "Kraken T", "White Shark-T")]
           + [(f"Mass Driver ({n})", "is a mass driver", "TO", "323") for n in ("Light", "Medium", "Heavy")]
           + [(e.id, "is a large-craft weapon bay", "TO", "333") for e in catalog().items()
              if e.kind == "weapon" and e.id.endswith(" Bay")])
SUB_CAPITAL = ([f"Sub-Capital Cannon ({n})" for n in ("Light", "Medium", "Heavy")]
               + [f"Sub-Capital Missile Launcher ({n})" for n in ("Manta Ray", "Piranha", "Stingray", "Swordfish")])


def _family_refusals(design, code):
    return [i for i in construction.validate(design).errors if i.code == code]


def _large_sv(motive: str, tonnage: float = 400.0):
    """The bare support vehicle made a large one of ``motive`` (its weight
    and other checks aside: only the item-family verdict is read here)."""
    d = BareSupportVehicleFactory()
    return dataclasses.replace(d, tonnage=tonnage, support_vehicle=dataclasses.replace(
        d.support_vehicle, motive=motive, weight_class="large"))


@pytest.mark.covers(*NAVAL)
@pytest.mark.parametrize("item", NAVAL)
def test_naval_weapons_go_on_no_ground_unit(item):
    """A naval weapon on the bare 'Mech, the bare superheavy tank, the bare
    (medium) support vehicle and a large naval support vehicle: refused
    each time as a capital-scale naval weapon, citing TO p. 333; the
    catalog lists aerospace units only."""
    assert tuple(catalog().get(item).mountable_on) == ("aero",)
    cases = [(BareMechFactory(), "LT", "MECH_ITEM_FAMILY"), (BareSuperheavyTankFactory(), "FRONT", "VEH_ITEM_FAMILY"),
             (BareSupportVehicleFactory(), "FRONT", "SV_ITEM_FAMILY"), (_large_sv("naval", 5000.0), "FRONT", "SV_ITEM_FAMILY")]
    for design, loc, code in cases:
        (issue,) = _family_refusals(add(design, Mount(item, loc)), code)
        assert "is a capital-scale naval weapon" in issue.message
        assert issue.to_dict()["rule"] == {"book": "TO", "page": "333"}


@pytest.mark.covers(*SCL)
@pytest.mark.parametrize("item", SCL)
def test_sub_capital_lasers_only_on_large_tracked_rail_and_naval_support_vehicles(item):
    """Refused on the bare 'Mech, the bare tank and superheavy tank, the
    bare medium wheeled support vehicle and large wheeled, hover and airship
    support vehicles (TO:AUE p. 154); a large tracked, rail or naval
    support vehicle takes it."""
    refused = [(BareMechFactory(), "LT", "MECH_ITEM_FAMILY"), (BareTankFactory(), "FRONT", "VEH_ITEM_FAMILY"),
               (BareSuperheavyTankFactory(), "FRONT", "VEH_ITEM_FAMILY"),
               (BareSupportVehicleFactory(), "FRONT", "SV_ITEM_FAMILY")]
    refused += [(_large_sv(m), "FRONT", "SV_ITEM_FAMILY") for m in ("wheeled", "hover", "airship")]
    for design, loc, code in refused:
        (issue,) = _family_refusals(add(design, Mount(item, loc)), code)
        assert "is a sub-capital weapon" in issue.message
        assert issue.to_dict()["rule"] == {"book": "TO:AUE", "page": "154"}
    for motive in ("tracked", "rail", "maglev", "naval", "hydrofoil", "submarine"):
        assert _family_refusals(add(_large_sv(motive), Mount(item, "FRONT")), "SV_ITEM_FAMILY") == []


def test_a_medium_naval_support_vehicle_may_not_mount_a_sub_capital_laser():
    """The naval type alone is not enough: a medium (300 t) naval support
    vehicle is refused the SCL/1 (150 t) it could carry by weight."""
    d = BareSupportVehicleFactory()
    medium = dataclasses.replace(d, tonnage=300.0, support_vehicle=dataclasses.replace(d.support_vehicle, motive="naval"))
    assert len(_family_refusals(add(medium, Mount("Sub-Capital Laser (SCL/1)", "FRONT")), "SV_ITEM_FAMILY")) == 1


def _refused_everywhere(item):
    """The bare 'Mech, the legal combat vehicle and the bare (medium)
    support vehicle with ``item``: one item-family refusal each."""
    cases = [(BareMechFactory(), "LT", "MECH_ITEM_FAMILY"), (LegalTankFactory(), "FRONT", "VEH_ITEM_FAMILY"),
             (BareSupportVehicleFactory(), "FRONT", "SV_ITEM_FAMILY")]
    return [_family_refusals(add(design, Mount(item, loc)), code) for design, loc, code in cases]


@pytest.mark.covers(*[c[0] for c in CAPITAL])
@pytest.mark.parametrize("item,what,book,page", CAPITAL, ids=[c[0] for c in CAPITAL])
def test_capital_weapons_and_weapon_bays_go_on_no_ground_unit(item, what, book, page):
    """Refused on a 'Mech, a combat vehicle, a medium support vehicle and a
    large naval one (the TO:AUE p. 154 permission is for sub-capital
    weapons only), citing the item's own page; the catalog names no ground
    family for any of them, and before this class listed them nothing
    refused them (a combat vehicle took a Capital AC Bay at 0 t, valid)."""
    eq = catalog().get(item)
    assert eq is not None and not set(eq.mountable_on) & {"mek", "vehicle", "support_vehicle", "protomek"}
    refused = _refused_everywhere(item) + [_family_refusals(add(_large_sv("naval", 5000.0), Mount(item, "FRONT")),
                                                            "SV_ITEM_FAMILY")]
    for issues in refused:
        (issue,) = issues
        assert what in issue.message
        assert issue.to_dict()["rule"] == {"book": book, "page": page}


def test_every_weapon_bay_is_in_the_capital_list():
    """30 bays, the LAM's Bomb Bay (equipment, not a weapon) aside."""
    bays = [c for c in CAPITAL if c[1] == "is a large-craft weapon bay"]
    assert len(bays) == 30 and "Capital AC Bay" in [c[0] for c in bays]


@pytest.mark.covers(*SUB_CAPITAL)
@pytest.mark.parametrize("item", SUB_CAPITAL)
def test_sub_capital_cannons_and_missiles_only_on_large_tracked_rail_and_naval_support_vehicles(item):
    """Refused on a 'Mech, a combat vehicle and a medium support vehicle
    as sub-capital weapons (TO:AUE p. 154), and on a large wheeled one; a
    large naval (and hydrofoil, submarine, tracked, rail, maglev) support
    vehicle takes it, though the missile launchers list aerospace units
    only (the exception spares them the aerospace class as well)."""
    for issues in _refused_everywhere(item) + [
            _family_refusals(add(_large_sv("wheeled"), Mount(item, "FRONT")), "SV_ITEM_FAMILY")]:
        (issue,) = issues
        assert "is a sub-capital weapon" in issue.message
        assert issue.to_dict()["rule"] == {"book": "TO:AUE", "page": "154"}
    for motive in ("naval", "hydrofoil", "submarine", "tracked", "rail", "maglev"):
        assert _family_refusals(add(_large_sv(motive), Mount(item, "FRONT")), "SV_ITEM_FAMILY") == []
