"""One test per BattleMech construction rule, on hand-built designs.

Each case starts from LegalMechFactory (a 50-ton 'Mech that breaks no rule)
and changes one thing; the validator must report the rule's code.
"""

from __future__ import annotations

import dataclasses
import functools
import pytest

import construction
from construction.mech import weight_breakdown
from construction.report import rules
from construction.model import Engine, HeatSinks, LocationArmor, Mount
from design_factories import LegalMechFactory


def _replace_mount(design, match, new=None):
    mounts = []
    for m in design.mounts:
        if match(m):
            if new is not None:
                mounts.append(new(m))
            continue
        mounts.append(m)
    return dataclasses.replace(design, mounts=tuple(mounts))


def _add(design, *mounts):
    return dataclasses.replace(design, mounts=design.mounts + tuple(mounts))


def _armor(design, location, **changes):
    return dataclasses.replace(
        design,
        armor=tuple(dataclasses.replace(a, **changes) if a.location == location else a for a in design.armor),
    )


def _mech(design, **changes):
    return dataclasses.replace(design, mech=dataclasses.replace(design.mech, **changes))


def test_the_baseline_is_legal_and_exactly_50_tons():
    design = LegalMechFactory()
    report = construction.validate(design)
    assert report.valid is True, report.to_dict()
    assert report.issues == []
    assert sum(t for _, t in weight_breakdown(design)) == 50.0


CASES = {
    "MECH_TONNAGE_INVALID": lambda d: dataclasses.replace(d, tonnage=52.0),
    # a null-signature system missing its left leg slot (TO p. 336: one in each location but the head)
    "MECH_SPREAD_ITEM": lambda d: functools.reduce(_add, [Mount(item="Mek Null Signature System", location=loc, slots=(s,))
                                                         for loc, s in (("CT", 11), ("LT", 3), ("RT", 1), ("LA", 7),
                                                                        ("RA", 7), ("RL", 5))], d),
    # a partial wing one slot short in the right torso (TO p. 292: 4 + 4)
    "MECH_PARTIAL_WING": lambda d: _add(_add(d, Mount(item="ISPartialWing", location="LT", slots=(3, 4, 5, 6))),
                                        Mount(item="ISPartialWing", location="RT", slots=(1, 2, 3))),
    # a chain drape one slot short in the right torso (PS:AO-UrbanFest p. 16: 3 + 3)
    "MECH_CHAIN_DRAPE": lambda d: _add(_add(d, Mount(item="ChainDrapeCape", location="LT", slots=(3, 4, 5))),
                                       Mount(item="ChainDrapeCape", location="RT", slots=(1, 2))),
    # an apron on a 'Mech with a torso-mounted cockpit (PS:AO-UrbanFest p. 16: only the cape)
    "MECH_CHAIN_DRAPE_CONFIGURATION": lambda d: _add(_add(_mech(d, cockpit="torso_mounted"),
                                                          Mount(item="ChainDrapeApron", location="LT", slots=(3, 4, 5))),
                                                     Mount(item="ChainDrapeApron", location="RT", slots=(1, 2, 3))),
    # mechanical jump boosters one slot short in each leg (TO p. 292: two a leg)
    "MECH_JUMP_BOOSTER": lambda d: _add(_add(d, Mount(item="MechanicalJumpBooster", location="LL", slots=(5,))),
                                        Mount(item="MechanicalJumpBooster", location="RL", slots=(5,))),
    "MECH_OVERWEIGHT": lambda d: _add(d, Mount(item="IS Ammo LRM-10", location="LT", slots=(3,))),
    "MECH_ENGINE_RATING": lambda d: dataclasses.replace(d, walk_mp=4),
    "MECH_ENGINE_RATING_RANGE": lambda d: dataclasses.replace(d, engine=Engine("fusion", 252)),
    "MECH_WALK_MP": lambda d: dataclasses.replace(d, walk_mp=0),
    "MECH_ENGINE_SLOTS": lambda d: _replace_mount(d, lambda m: m.item == "Engine" and m.slots == (7, 8, 9)),
    "MECH_GYRO_SLOTS": lambda d: _replace_mount(d, lambda m: m.item == "Gyro"),
    "MECH_GYRO_TYPE": lambda d: _mech(
        dataclasses.replace(d, structure="industrial"), gyro="xl", industrial=True
    ),
    "MECH_COCKPIT_SLOTS": lambda d: _replace_mount(d, lambda m: m.item == "Cockpit"),
    "MECH_COCKPIT_TYPE": lambda d: _mech(d, cockpit="superheavy"),
    "MECH_STRUCTURE_SLOTS": lambda d: dataclasses.replace(d, structure="endo_steel_is"),
    "MECH_STRUCTURE_TYPE": lambda d: dataclasses.replace(d, structure="industrial"),
    "MECH_ARMOR_SLOTS": lambda d: dataclasses.replace(d, armor_type="ferro_fibrous_is"),
    "MECH_ARMOR_TYPE": lambda d: dataclasses.replace(d, armor_type="hardened", omni=True),
    "MECH_ARMOR_OVER_LOCATION_MAX": lambda d: _armor(d, "LA", front=17),
    "MECH_ARMOR_NEGATIVE_OR_MISSING": lambda d: dataclasses.replace(
        d, armor=tuple(a for a in d.armor if a.location != "RL")
    ),
    "MECH_REAR_ARMOR_LOCATION": lambda d: _armor(d, "LA", front=14, rear=2),
    "MECH_LOCATION_UNKNOWN": lambda d: dataclasses.replace(d, armor=d.armor + (LocationArmor("FLL", 1),)),
    "MECH_HEAT_SINKS_MIN": lambda d: dataclasses.replace(d, heat_sinks=HeatSinks("single", 9)),
    "MECH_HEAT_SINK_SLOTS": lambda d: dataclasses.replace(d, heat_sinks=HeatSinks("single", 11)),
    "MECH_HEAT_SINK_MIX": lambda d: _add(d, Mount(item="ISDoubleHeatSink", location="LT", slots=(3, 4, 5))),
    "MECH_SLOTS_OVERFULL": lambda d: _add(d, Mount(item="Medium Laser", location="HD", slots=(6,))),
    "MECH_SLOT_CONFLICT": lambda d: _add(d, Mount(item="Heat Sink", location="CT", slots=(0,))),
    "MECH_ITEM_SLOTS_SHORT": lambda d: _replace_mount(
        d, lambda m: m.item == "PPC", lambda m: dataclasses.replace(m, slots=(4, 5))
    ),
    "MECH_ITEM_SPLIT": lambda d: _replace_mount(
        d,
        lambda m: m.item == "PPC",
        lambda m: dataclasses.replace(m, slots=(4, 5), split_location="LL", split_slots=(5,)),
    ),
    "MECH_ITEM_LOCATION": lambda d: _add(d, Mount(item="ISSmallVibroblade", location="LT", slots=(5,))),
    "MECH_JUMP_JETS": lambda d: dataclasses.replace(d, jump_mp=2),
    "MECH_JUMP_JET_LOCATION": lambda d: _replace_mount(
        d, lambda m: m.item == "Jump Jet" and m.location == "RT", lambda m: dataclasses.replace(m, location="HD", slots=(3,))
    ),
    "MECH_JUMP_JET_ENGINE": lambda d: dataclasses.replace(d, engine=Engine("ice", 250)),
    "MECH_ACTUATORS": lambda d: _replace_mount(d, lambda m: m.item == "Hip" and m.location == "LL"),
    "MECH_ARM_ACTUATOR_CONFLICT": lambda d: _add(
        _replace_mount(d, lambda m: m.item == "Hand Actuator" and m.location == "LA"),
        Mount(item="Hatchet", location="LA", slots=(4, 5, 6, 7)),
    ),
    "MECH_TECH_BASE": lambda d: _replace_mount(
        d, lambda m: m.item == "Medium Laser" and m.slots == (10,), lambda m: dataclasses.replace(m, item="CLERMediumLaser")
    ),
    "MECH_RULES_LEVEL": lambda d: _replace_mount(
        dataclasses.replace(d, year=2300),
        lambda m: m.item == "Medium Laser" and m.slots == (10,),
        lambda m: dataclasses.replace(m, item="Autocannon/2p", slots=(10, 11)),
    ),
    "MECH_INTRO_YEAR": lambda d: dataclasses.replace(d, year=2200),
    "MECH_OMNIPOD_NOT_OMNI": lambda d: _replace_mount(
        d, lambda m: m.item == "PPC", lambda m: dataclasses.replace(m, omnipod=True)
    ),
    "MECH_OMNIPOD_FIXED_ONLY": lambda d: _replace_mount(
        dataclasses.replace(d, omni=True),
        lambda m: m.item == "Gyro",
        lambda m: dataclasses.replace(m, omnipod=True),
    ),
    "MECH_OMNI_BASE_HEAT_SINKS": lambda d: dataclasses.replace(
        d, omni=True, heat_sinks=HeatSinks("single", 10, base_chassis=12)
    ),
    "MECH_ITEM_INCOMPATIBLE": lambda d: _add(
        _mech(d, myomer="tsm"), Mount(item="ISAES", location="RA", slots=(7, 8))
    ),
    "MECH_ITEM_REQUIRES": lambda d: dataclasses.replace(d, armor_type="stealth"),
    "MECH_ITEM_ONE_PER_UNIT": lambda d: _add(
        d,
        Mount(item="ISTargeting Computer", location="LT", slots=(3, 4)),
        Mount(item="ISTargeting Computer", location="LT", slots=(5, 6)),
    ),
    "MECH_MYOMER": lambda d: _mech(d, myomer="tsm"),
    "MECH_SUPERHEAVY": lambda d: dataclasses.replace(d, tonnage=110.0),
    # industrial TSM named on a BattleMech (TM p. 240: IndustrialMechs only)
    "MECH_INDUSTRIAL_ONLY": lambda d: _mech(d, myomer="industrial_tsm"),
    # MASC (50 t / 20 = 2.5 -> 3 slots) on an IndustrialMech with advanced fire control
    "MECH_INDUSTRIAL_EQUIPMENT": lambda d: _add(_mech(dataclasses.replace(d, structure="industrial"), industrial=True,
                                                      cockpit="industrial_afc"),
                                                Mount(item="ISMASC", location="LT", slots=(3, 4, 5))),
    # a C3 slave on an IndustrialMech whose industrial cockpit has no advanced fire control
    "MECH_INDUSTRIAL_FIRE_CONTROL": lambda d: _add(_mech(dataclasses.replace(d, structure="industrial"), industrial=True,
                                                         cockpit="industrial"),
                                                   Mount(item="ISC3SlaveUnit", location="LT", slots=(3,))),
    # a primitive cockpit over standard armor (primitive BattleMechs: primitive armor)
    "MECH_PRIMITIVE": lambda d: _mech(d, cockpit="primitive"),
    # a shoulder turret in an arm (TO p. 347: side torsos only)
    "MECH_TURRET": lambda d: _add(d, Mount(item="ISShoulderTurret", location="LA", slots=(7,))),
    # talons in one leg only (TO p. 288: 2 slots in every leg)
    "MECH_TALONS": lambda d: _add(d, Mount(item="Talons", location="LL", slots=(5,))),
    # AES in a side torso (TO p. 279: arms and legs only)
    "MECH_AES": lambda d: _add(d, Mount(item="ISAES", location="LT", slots=(3, 4))),
    # double heat sinks on an IndustrialMech (TM p. 71: single heat sinks only)
    "MECH_INDUSTRIAL_HEAT_SINKS": lambda d: _mech(dataclasses.replace(d, structure="industrial",
                                                                      heat_sinks=HeatSinks("double_is", 10)),
                                                  industrial=True, cockpit="industrial_afc"),
    # HarJel II on an IndustrialMech (IO p. 88)
    "MECH_HARJEL": lambda d: _add(_mech(dataclasses.replace(d, structure="industrial"), industrial=True,
                                        cockpit="industrial_afc"),
                                  Mount(item="HarJel Repair Systems (HarJel II)", location="LT", slots=(3,))),
    # a void-signature system beside a targeting computer (TO p. 349)
    "MECH_SIGNATURE_SYSTEMS": lambda d: _add(d, Mount(item="ISTargeting Computer", location="LT", slots=(3,)), *(
        Mount(item="Mek Void Signature System", location=loc, slots=(s,))
        for loc, s in (("CT", 11), ("LT", 4), ("RT", 4), ("LA", 11), ("RA", 11), ("LL", 4), ("RL", 4)))),
    # a hatchet and a mace in one arm (TO errata p. 288: one physical weapon a location)
    "MECH_PHYSICAL_WEAPONS": lambda d: _add(d, Mount(item="Hatchet", location="LA", slots=(4, 5, 6, 7)),
                                            Mount(item="Mace", location="LA", slots=(8, 9, 10, 11))),
    # a BattleMech taser on an ICE engine (TO p. 346: fusion engines only)
    "MECH_ITEM_NEEDS_FUSION": lambda d: _add(dataclasses.replace(d, engine=Engine(type="ice", rating=250)),
                                             Mount(item="Mek Taser", location="LT", slots=(3, 4, 5))),
    # a full-head ejection system with a torso-mounted cockpit
    "MECH_HEAD_EJECTION": lambda d: _mech(d, cockpit="torso_mounted", ejection="Full Head Ejection System"),
    "MECH_LAM": lambda d: _mech(dataclasses.replace(d, tonnage=60.0), config="lam"),
    "UNKNOWN_EQUIPMENT": lambda d: _add(d, Mount(item="Frobnicator", location="LT", slots=(3,))),
    "UNKNOWN_COMPONENT": lambda d: dataclasses.replace(d, structure="unobtainium"),
}


@pytest.mark.parametrize("code", sorted(CASES))
def test_each_rule_is_reported(code):
    design = CASES[code](LegalMechFactory())
    report = construction.validate(design)
    assert report.valid is False
    found = [i for i in report.errors if i.code == code]
    assert found, f"{code} not reported; got {sorted(report.codes())}"
    issue = found[0].to_dict()
    assert issue["message"]
    if code not in ("UNKNOWN_EQUIPMENT", "UNKNOWN_COMPONENT"):
        assert issue["rule"]["book"] and "page" in issue["rule"]


def test_warnings_do_not_make_a_design_invalid():
    design = _replace_mount(LegalMechFactory(), lambda m: m.item == "Medium Laser" and m.slots == (11,))
    design = _add(design, Mount(item="IS Ammo AC/20", location="LT", slots=(3,)))
    design = _replace_mount(design, lambda m: m.item == "Medium Laser" and m.slots == (10,))
    report = construction.validate(design)
    assert report.valid is True
    assert {"MECH_UNDERWEIGHT", "MECH_AMMO_WITHOUT_WEAPON"} <= report.codes()


def test_an_off_grid_tonnage_with_aes_is_reported_not_a_crash():
    """AES arm slots follow the weight class (TO p. 279); a tonnage off the
    5-ton grid has none.  The design is reported MECH_TONNAGE_INVALID (TM
    p. 46) like any other: before, the AES slot rule raised and the evaluator
    answered INTERNAL_ERROR (37 t here, between the light and medium
    classes; a 57 t Dervish DV-11DK; the corpus mutation
    'illegal tonnage' hit it on a sample with one more valid 'Mech)."""
    design = _add(LegalMechFactory(), Mount(item="ISAES", location="LA", slots=(4, 5)))
    assert "MECH_TONNAGE_INVALID" not in construction.validate(design).codes()
    codes = construction.validate(dataclasses.replace(design, tonnage=37.0)).codes()
    assert "MECH_TONNAGE_INVALID" in codes


def test_every_problem_is_reported_at_once():
    design = LegalMechFactory()
    design = _armor(dataclasses.replace(design, walk_mp=4, jump_mp=2), "LA", front=40)
    codes = construction.validate(design).codes()
    assert {"MECH_ENGINE_RATING", "MECH_JUMP_JETS", "MECH_ARMOR_OVER_LOCATION_MAX"} <= codes


def test_issue_names_location_and_item():
    design = _armor(LegalMechFactory(), "RA", front=30)
    issue = [i for i in construction.validate(design).errors if i.code == "MECH_ARMOR_OVER_LOCATION_MAX"][0]
    assert issue.location == "RA"
    assert "16" in issue.message  # the arm maximum: 2 x 8 internal structure points


def test_every_rule_code_cites_a_book():
    for code, rule in rules().items():
        assert rule.book, code
        assert rule.severity in ("error", "warning"), code


def test_every_mech_rule_code_is_exercised_by_a_test():
    mech_codes = {c for c in rules() if c.startswith("MECH_")}
    # warnings tested where their rule is worked (MECH_ITEM_UNSERVED: tests/synthetic/test_mech_probe_rules.py)
    warnings = {"MECH_UNDERWEIGHT", "MECH_AMMO_WITHOUT_WEAPON", "MECH_EXTINCT", "MECH_INTRO_YEAR_CLOSE", "MECH_RULES_LEVEL_ABOVE",
                "MECH_ITEM_UNSERVED"}
    covered = set(CASES) | warnings
    missing = mech_codes - covered - {"MECH_ITEM_FAMILY", "MECH_ITEM_SIZE", "MECH_QUADVEE"}
    assert not missing, f"rule codes without a test: {sorted(missing)}"


def test_advanced_equipment_on_a_standard_design_is_a_warning():
    # advanced (not experimental) equipment on a standard design: a warning,
    # the same rule in every family (construction.tech.rules_level_code)
    design = _replace_mount(
        LegalMechFactory(),
        lambda m: m.item == "Medium Laser" and m.slots == (10,),
        lambda m: dataclasses.replace(m, item="IS HarJel", slots=(10,)),  # 1 t, 1 slot, advanced at most (TO:AUE)
    )
    assert design.rules_level == "standard"
    report = construction.validate(design)
    assert "MECH_RULES_LEVEL_ABOVE" in {i.code for i in report.warnings}
    assert "MECH_RULES_LEVEL" not in report.codes()


def test_extinct_equipment_is_a_warning():
    design = _replace_mount(
        dataclasses.replace(LegalMechFactory(), year=2900),
        lambda m: m.item == "Medium Laser" and m.slots == (11,),
        lambda m: dataclasses.replace(m, item="ISDoubleHeatSink", slots=(11,)),
    )
    codes = construction.validate(design).codes()
    assert "MECH_EXTINCT" in codes


def _with_wing(left_slots, right_slots, right_location="RT"):
    import dataclasses

    from construction.model import Mount
    from design_factories import LegalMechFactory

    d = LegalMechFactory(year=3075, rules_level="experimental")
    wing = (Mount("ISPartialWing", "LT", slots=tuple(left_slots)), Mount("ISPartialWing", right_location, slots=tuple(right_slots)))
    return dataclasses.replace(d, mounts=d.mounts + wing)


def test_a_partial_wing_fills_its_slots_in_each_side_torso():
    """TO p. 292: an Inner Sphere partial wing takes 4 slots in each side torso."""
    import construction

    def codes(design):
        return {i.code for i in construction.validate(design).issues}

    assert "MECH_PARTIAL_WING" not in codes(_with_wing(range(3, 7), range(1, 5)))
    assert "MECH_PARTIAL_WING" in codes(_with_wing(range(3, 7), range(1, 4)))  # one slot short in RT
    assert "MECH_PARTIAL_WING" in codes(_with_wing(range(3, 7), range(4, 8), right_location="RA"))  # not a torso


def test_leg_aes_weighs_the_arm_figure_in_each_leg():
    """AES weighs the 'Mech's tonnage / 35, rounded up to the half ton, in
    each limb it serves; a biped's leg system is twice that, one share in
    each leg (mech_item_formulas.json aes).  Worked by hand for the 50 t
    factory 'Mech: 50 / 35 = 1.43 -> 1.5 t in each leg, 3 t for the pair,
    the same 1.5 t as one arm's AES.  Before, each leg's share was doubled
    (3 t a leg, 6 t), and the canon Hammerhead (45 t) and Pack Hunter II 4
    (30 t) came out 3 t and 2 t over their mass."""
    design = _add(LegalMechFactory(), Mount(item="ISAES", location="LL", slots=(5, 6)),
                  Mount(item="ISAES", location="RL", slots=(5, 6)))
    weights = [w for name, w in weight_breakdown(design) if name == "ISAES"]
    assert weights == [1.5, 1.5]
    arm = _add(LegalMechFactory(), Mount(item="ISAES", location="LA", slots=(4, 5)))
    assert [w for name, w in weight_breakdown(arm) if name == "ISAES"] == [1.5]


def _autocannon_mech(tech_base: str, mixed: bool):
    """The legal test 'Mech in 3092 with an AC/5 (an item of both tech bases:
    the Clans' went extinct in 2855, the Inner Sphere's never did) in place
    of a medium laser."""
    design = _replace_mount(
        dataclasses.replace(LegalMechFactory(), year=3092, tech_base=tech_base, mixed_tech=mixed),
        lambda m: m.item == "Medium Laser" and m.slots == (11,),
        lambda m: dataclasses.replace(m, item="AC/5", slots=(11,)),
    )
    extinct = construction.catalog.catalog().get("AC/5").extinct_year
    assert extinct.get("Clan") and not extinct.get("IS")  # the premise of the tests below
    return design


def test_an_item_of_both_tech_bases_is_extinct_by_the_designs_base():
    """A Clan design in 3092 gets the Clan AC/5 only: extinct (warning)."""
    warnings = {i.code for i in construction.validate(_autocannon_mech("Clan", False)).warnings}
    assert "MECH_EXTINCT" in warnings


def test_a_mixed_tech_design_draws_an_item_of_both_bases_from_either():
    """A mixed-tech design on a Clan chassis in 3092 may mount the Inner
    Sphere's AC/5 (TM pp. 46-47: mixed tech uses both bases' equipment), so
    the item is not extinct for it (today's Kodiak 'Cale' and the corpus's
    Mongrel MGL-T1 were warned by the Clan date)."""
    warnings = {i.code for i in construction.validate(_autocannon_mech("Clan", True)).warnings}
    assert "MECH_EXTINCT" not in warnings
