"""Hand-built battle armor squads (no corpus needed): each construction rule
and each BV step asserted.  The Elemental is the TechManual's reference
Clan suit (TRO 3058 Upgrade; MUL BV 447 for a Point of five)."""

from __future__ import annotations

import dataclasses

import pytest

import bv
import construction
from construction import battle_armor as ba
from construction.model import BattleArmorDetails, Design, LocationArmor, Mount
from design_factories import ElementalFactory


def elemental(**changes) -> Design:
    """design_factories.ElementalFactory, with changes."""
    return ElementalFactory(**changes)


def is_standard_mg(**changes) -> Design:
    d = Design(
        unit_type="battle_armor", chassis="IS Standard Battle Armor", model="[MG]", tech_base="IS", year=3050,
        armor_type="ba_standard", walk_mp=1, jump_mp=3, tonnage=4.0, armor=(LocationArmor("TROOPER", 9),),
        mounts=(Mount("ISBAMG", "RA"), Mount("BABattleClaw", "LA"), Mount("BABattleClaw", "RA")),
        battle_armor=BattleArmorDetails(weight_class="medium", motion="jump", troopers=4),
    )
    return dataclasses.replace(d, **changes)


def codes(d):
    return {i.code for i in construction.validate(d).errors}


def _add(d, *mounts):
    return dataclasses.replace(d, mounts=d.mounts + mounts)


# ---------------------------------------------------------------- tables
def test_weight_class_table_follows_the_techmanual_examples():
    # TM worked examples: the Tunnel Rat (IS exoskeleton) chassis weighs 80 kg
    # within 80-400 kg; the Sylph (Clan light) 401-750; the Purifier (IS
    # medium) 751-1,000; the Fenrir (IS assault) 1,501-2,000.
    assert ba.weight_class("pal")["chassis_kg"]["IS"] == 80
    assert (ba.weight_class("pal")["min_kg"], ba.weight_class("pal")["max_kg"]) == (80, 400)
    assert (ba.weight_class("light")["min_kg"], ba.weight_class("light")["max_kg"]) == (401, 750)
    assert (ba.weight_class("medium")["min_kg"], ba.weight_class("medium")["max_kg"]) == (751, 1000)
    assert (ba.weight_class("assault")["min_kg"], ba.weight_class("assault")["max_kg"]) == (1501, 2000)
    assert [ba.weight_class(w)["armor_max"] for w in ("pal", "light", "medium", "heavy", "assault")] == [2, 6, 10, 14, 18]


def test_errata_armor_weights():
    # TO errata D1: Reactive 35/60 kg, Reflective 30/55 kg per point, 7 slots.
    assert ba.armor_type("ba_reactive")["kg_per_point"] == {"Clan": 35, "IS": 60}
    assert ba.armor_type("ba_reflective")["kg_per_point"] == {"Clan": 30, "IS": 55}
    assert ba.armor_type("ba_reactive")["slots"] == ba.armor_type("ba_reflective")["slots"] == 7


# ---------------------------------------------------------------- weight
def test_elemental_weight_step_by_step():
    (w, *_rest) = ba.trooper_weights(elemental())
    assert w.chassis == 250  # Clan medium chassis
    assert w.ground_mp == 0  # the first ground MP is free
    assert w.secondary_mp == 150  # 3 jump MP x 50 kg
    assert w.armor == 250  # 10 points x 25 kg (Clan standard)
    assert w.equipment == pytest.approx(200 + 70 + 40 + 5 + 15)  # laser, SRM, 2 shots x 20 kg, APM, claw; rifle in APM free
    assert w.total == pytest.approx(980)
    assert len(ba.trooper_weights(elemental())) == 5
    assert construction.validate(elemental()).valid is True


def test_overweight_trooper():
    heavy = _add(elemental(), Mount("Mission Equipment Storage", "BODY", size=30.0))
    assert "BA_OVERWEIGHT" in codes(heavy)


def test_trooper_specific_item_weighs_on_that_trooper_only():
    d = _add(elemental(), Mount("BASearchlight", "BODY", trooper=2))
    weights = [w.total for w in ba.trooper_weights(d)]
    assert weights[1] == pytest.approx(985) and weights[0] == pytest.approx(980)


def test_dwp_weapon_is_carried_outside_the_weight_limit():
    d = _add(is_standard_mg(walk_mp=2), Mount("ISDetachableWeaponPack", "BODY"), Mount("ISBAMediumLaser", "NONE", mount="DWP"))
    base = ba.trooper_weights(is_standard_mg(walk_mp=2))[0].total
    assert ba.trooper_weights(d)[0].total == pytest.approx(base)  # the pack itself weighs 0
    assert "BA_DWP" in codes(_add(is_standard_mg(), Mount("ISDetachableWeaponPack", "BODY"),
                                  Mount("ISBAMediumLaser", "NONE", mount="DWP")))  # ground MP 1 < 2


# ---------------------------------------------------------------- armor / movement
def test_armor_over_class_maximum():
    assert "BA_ARMOR_MAX" in codes(elemental(armor=(LocationArmor("TROOPER", 11),)))


def test_ground_and_jump_mp_maxima():
    assert "BA_GROUND_MP" in codes(elemental(walk_mp=4))
    assert "BA_GROUND_MP" in codes(elemental(walk_mp=0))
    assert "BA_SECONDARY_MP" in codes(elemental(jump_mp=4))
    heavy = elemental(battle_armor=BattleArmorDetails(weight_class="heavy", motion="vtol", troopers=5))
    assert "BA_SECONDARY_MP" in codes(heavy)  # no VTOL for heavy suits


def test_myomer_booster_raises_the_ground_maximum_and_bars_stealth():
    booster = tuple(Mount("CLBAMyomerBooster", loc) for loc in ("BODY", "BODY", "LA"))
    d = _add(elemental(walk_mp=5, jump_mp=0, battle_armor=BattleArmorDetails(weight_class="medium", motion="leg", troopers=5)), *booster)
    assert ba.max_ground_mp(ba.context(d)) == 5  # 3 + 2 (PA(L)-medium)
    assert "BA_GROUND_MP" not in codes(d)
    assert "BA_MYOMER_BOOSTER" in codes(dataclasses.replace(d, armor_type="ba_stealth"))


def test_jump_booster_needs_jump_jets():
    d = elemental(jump_mp=0, battle_armor=BattleArmorDetails(weight_class="medium", motion="leg", troopers=5))
    assert "BA_JUMP_BOOSTER" in codes(_add(d, Mount("BAJumpBooster", "BODY")))
    assert "BA_JUMP_BOOSTER" not in codes(_add(elemental(), Mount("BAJumpBooster", "BODY")))


# ---------------------------------------------------------------- slots and mounts
def test_arm_slots_and_anti_mech_weapons():
    assert "BA_SLOTS" in codes(_add(elemental(), *[Mount("BASearchlight", "RA")] * 3))  # 1 + 3 > 3
    assert "BA_ANTI_MECH_WEAPONS" in codes(_add(elemental(), Mount("CLBAMG", "RA")))  # two in one arm


def test_forbidden_weapons():
    assert "BA_WEAPON_NOT_ALLOWED" in codes(_add(elemental(), Mount("CLERMediumLaser", "BODY")))
    assert "BA_AP_WEAPON_MOUNT" in codes(_add(elemental(), Mount("InfantryAssaultRifle", "RA")))


def test_manipulators():
    assert "BA_MANIPULATOR" in codes(_add(elemental(), Mount("BABattleClaw", "BODY")))
    assert "BA_MANIPULATOR" in codes(_add(elemental(), Mount("BABasicManipulator", "LA")))  # two in LA
    magnets = is_standard_mg(mounts=(Mount("ISBAMG", "RA"), Mount("BABattleClawMagnets", "LA"), Mount("BABattleClaw", "RA")))
    assert "BA_MANIPULATOR_PAIR" in codes(magnets)


def test_ammo_shots_per_slot_and_tube_artillery_errata():
    assert "BA_AMMO_SHOTS" in codes(_add(elemental(), Mount("BA-SRM2 Ammo", "BODY", shots=5)))
    # TO errata: BA tube artillery ammo is 1 slot per four 2-round clips (8 shots) ...
    tube = is_standard_mg(walk_mp=2, jump_mp=0, battle_armor=BattleArmorDetails(weight_class="assault", motion="leg", troopers=4))
    ok = _add(tube, Mount("ISBATubeArtillery", "BODY"), Mount("ISBATubeArtilleryAmmo", "BODY", shots=8))
    assert "BA_TUBE_AMMO" not in codes(ok)
    assert "BA_TUBE_AMMO" in codes(_add(tube, Mount("ISBATubeArtilleryAmmo", "BODY", shots=9)))
    # ... and the tube mounts in the body only.
    assert "BA_BODY_ONLY" in codes(_add(tube, Mount("ISBATubeArtillery", "RA")))


def test_quads_have_no_arms_or_manipulators():
    quad = is_standard_mg(battle_armor=BattleArmorDetails(chassis="quad", weight_class="medium", motion="leg", troopers=4),
                          walk_mp=2, jump_mp=0)
    found = codes(quad)
    assert {"BA_LOCATION", "BA_MANIPULATOR"} <= found
    pal_quad = dataclasses.replace(quad, battle_armor=BattleArmorDetails(chassis="quad", weight_class="pal", troopers=4), mounts=())
    assert "BA_CHASSIS_CLASS" in codes(pal_quad)


def test_tech_base_and_squad_size_convention():
    assert "BA_TECH_BASE" in codes(_add(is_standard_mg(), Mount("CLBAERMicroLaser", "BODY")))
    report = construction.validate(is_standard_mg(battle_armor=BattleArmorDetails(weight_class="medium", motion="jump", troopers=6)))
    assert "BA_SQUAD_SIZE_CONVENTION" in {i.code for i in report.warnings}
    assert report.valid is True  # a warning, not an error


def test_every_problem_reported_at_once():
    broken = _add(elemental(walk_mp=9, armor=(LocationArmor("TROOPER", 12),)), Mount("CLERMediumLaser", "BODY"))
    assert {"BA_GROUND_MP", "BA_ARMOR_MAX", "BA_WEAPON_NOT_ALLOWED"} <= codes(broken)


# ---------------------------------------------------------------- BV
def _steps(result):
    out = {}
    for s in result.breakdown:
        out.setdefault(s.step, []).append(s)
    return out


def test_elemental_bv_step_by_step():
    r = bv.compute(elemental())
    s = _steps(r)
    assert s["def.armor"][0].value == 25  # 10 x 2.5
    assert s["def.structure"][0].running_total == 26
    assert s["def.factor"][0].value == pytest.approx(1.3)  # jump 3: TMM 2
    assert s["def.factor"][0].running_total == pytest.approx(33.8)
    assert [x.value for x in s["off.weapons"]] == [9, 21]  # the rifle in the AP mount does not count
    assert s["off.ammo"][0].value == pytest.approx(0.12)  # 2 shots x 20 kg = 0.04 t x 3
    assert s["off.anti_mech"][0].value == 9  # the arm laser again; the SRM is a missile
    assert s["off.speed"][0].value == pytest.approx(0.77)
    assert s["squad"][0].value == 7
    assert r.base_bv == 447 == r.bv


def test_is_standard_mg_bv():
    r = bv.compute(is_standard_mg())
    s = _steps(r)
    assert s["def.factor"][0].running_total == pytest.approx(30.55)  # (9 x 2.5 + 1) x 1.3
    assert s["off.anti_mech"][0].value == 5
    assert s["trooper"][0].value == pytest.approx(38.25)
    assert s["squad"][0].value == 5.2
    assert r.bv == 199


def test_heavy_suits_make_no_anti_mech_attacks():
    heavy = elemental(battle_armor=BattleArmorDetails(weight_class="heavy", motion="jump", troopers=5), jump_mp=2)
    assert "off.anti_mech" not in _steps(bv.compute(heavy))


def test_errata_angel_ecm_adds_two_and_ecm_one():
    ecm = _steps(bv.compute(_add(is_standard_mg(), Mount("IS BA ECM", "BODY"))))["def.equipment"][0]
    angel = _steps(bv.compute(_add(is_standard_mg(), Mount("BAISAngelECMSuite", "BODY"))))["def.equipment"][0]
    assert (ecm.value, angel.value) == (1, 2)
    assert angel.rule.book == "TO" and angel.rule.page == 380


def test_errata_reflective_and_reactive_count_as_fire_resistant():
    for armor in ("ba_reflective", "ba_reactive", "ba_fire_resistant"):
        step = _steps(bv.compute(is_standard_mg(armor_type=armor)))["def.armor"][0]
        assert step.value == pytest.approx(9 * 3.5), armor
    assert _steps(bv.compute(is_standard_mg(armor_type="ba_stealth")))["def.armor"][0].value == pytest.approx(22.5)


def test_stealth_raises_the_defensive_factor():
    plain = _steps(bv.compute(is_standard_mg()))["def.factor"][0].value
    improved = _steps(bv.compute(is_standard_mg(armor_type="ba_stealth_improved")))["def.factor"][0].value
    assert improved == pytest.approx(plain + 0.3)


def test_errata_myomer_booster_mp_counts_for_speed():
    booster = tuple(Mount("CLBAMyomerBooster", loc) for loc in ("BODY", "BODY", "LA"))
    leg = elemental(walk_mp=3, jump_mp=0, battle_armor=BattleArmorDetails(weight_class="medium", motion="leg", troopers=5))
    without = _steps(bv.compute(leg))
    with_booster = _steps(bv.compute(_add(leg, *booster)))
    assert without["movement"][0].value == 3
    assert with_booster["movement"][0].value == 5  # 3 + 2 booster MP
    assert with_booster["off.speed"][0].value == 1.0


def test_squad_support_weapon_counts_once_per_squad():
    d = is_standard_mg(mounts=(Mount("ISBAMG", "RA", mount="SSWM"), Mount("BABattleClaw", "LA"), Mount("BABattleClaw", "RA")))
    w = _steps(bv.compute(d))["off.weapons"][0]
    assert w.value == pytest.approx(5 / 4)


def test_skill_uses_gunnery_and_anti_mech():
    r = bv.compute(elemental(), gunnery=3, piloting=4)
    assert r.skill.multiplier == pytest.approx(1.32)  # TM p. 315: gunnery 3, anti-'Mech 4
    assert r.bv == 590  # 447 x 1.32
    assert r.breakdown[-1].step == "skill"


def test_anti_mech_step_never_repeats_a_missile_weapon_or_a_body_weapon_of_one_trooper():
    # TM p. 308: squads that can make anti-'Mech attacks count their
    # non-missile weapons outside the body a second time.  The rule has no
    # exception for a trooper's own items: a compact Narc carried by each
    # trooper in his arm (a missile launcher) and a small laser carried by
    # trooper 1 in the body are counted once, like squad-wide ones.
    narcs = tuple(Mount("ISBACompactNarc", "RA", trooper=t) for t in (1, 2, 3, 4))
    d = _add(is_standard_mg(), *narcs, Mount("ISBASmallLaser", "BODY", trooper=1))
    s = _steps(bv.compute(d))
    # by hand: defensive (9 x 2.5 + 1) x 1.3 (jump 3: TMM 2) = 30.55;
    # weapons MG 5 + four Narcs 16 / 4 each + the laser 9 / 4 = 23.25;
    # anti-'Mech: the arm MG again = 5 (not the Narcs, not the body laser);
    # offensive 28.25 x 0.77 (3 MP) = 21.7525; trooper 52.3025 x 5.2 = 271.97
    assert sum(w.value for w in s["off.weapons"]) == pytest.approx(23.25)
    assert s["off.anti_mech"][0].value == 5
    assert s["trooper"][0].value == pytest.approx(52.3025)
    assert bv.compute(d).bv == 272


def test_clan_ba_srm3_is_valued_like_the_inner_sphere_one():
    # TM p. 318 (Clan battle armor weapons): SRM 3 BV 30, the Inner Sphere
    # BA SRM 3's value (the 2021 export had the SRM 2's 21).
    d = elemental(mounts=(Mount("CLBASmall Laser", "RA"), Mount("CLBASRM3", "BODY"), Mount("BA-SRM3 Ammo", "BODY", shots=2),
                          Mount("BAAPMount", "LA"), Mount("InfantryAssaultRifle", "LA", mount="APM"),
                          Mount("BABattleClaw", "LA"), Mount("BAJumpJet", "NONE")))
    s = _steps(bv.compute(d))
    assert [w.value for w in s["off.weapons"]] == [9, 30]
    # by hand: defensive (10 x 2.5 + 1) x 1.3 = 33.8; offensive laser 9 +
    # SRM 3 30 + ammo 2 x 30 kg = 0.06 t x 4 = 0.24 + the arm laser again 9
    # = 48.24, x 0.77 = 37.1448; trooper 70.9448 x 7 (five troopers) = 496.61
    assert bv.compute(d).bv == 497


def test_clan_ba_lrm_launcher_values_follow_the_techmanual_table():
    # TM p. 318: Clan BA LRM 5 55 (the 2021 export had 0), LRM 3 34 with
    # ammunition 4 per ton (the export had 35 and 5)
    from construction.catalog import catalog

    cat = catalog()
    assert cat.get("CLBALRM5").bv == 55
    assert cat.get("CLBALRM3").bv == 34
    assert cat.get("BACL Ammo LRM-3").bv == 4
    assert cat.get("CLBASRM3").bv == cat.get("ISBASRM3").bv == 30
