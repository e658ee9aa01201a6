"""BV 2.0 worked examples, every step asserted."""

import pytest

import bv
from bv.model import Rule

from bv_designs import thunderbolt


def steps(result, step_id):
    return [s for s in result.breakdown if s.step == step_id]


def one(result, step_id):
    found = steps(result, step_id)
    assert len(found) == 1, [s.description for s in result.breakdown]
    return found[0]


def test_thunderbolt_tdr5s_full_breakdown():
    """Thunderbolt TDR-5S: MUL BV 1,335."""
    r = bv.compute(thunderbolt())
    assert one(r, "def.armor").value == 208 * 2.5 == 520
    assert one(r, "def.structure").value == 104 * 1.5 == 156
    assert one(r, "def.gyro").value == 65 * 0.5
    explosive = steps(r, "def.explosive")
    # two LRM bins in the CT, SRM bin in the RT, MG bin in the LA (no CASE): 4 x 15
    assert [s.value for s in explosive] == [-15, -15, -15, -15]
    assert explosive[-1].running_total == 648.5
    f = one(r, "def.factor")
    assert f.value == 1.2 and f.running_total == pytest.approx(778.2)
    assert one(r, "off.heat").value == 6 + 15 - 2
    weapons = steps(r, "off.weapon")
    # heat-free weapons first, then by BV; after 19 heat the rest count half
    assert [w.value for w in weapons] == [5, 5, 136, 123, 46, 46, 23, 10.5]
    assert weapons[-1].running_total == 394.5
    assert [s.value for s in steps(r, "off.ammo")] == [34, 3, 1]
    assert one(r, "off.weight").value == 65
    sp = one(r, "off.speed")
    assert sp.value == 1.12 and sp.running_total == pytest.approx(557.2)
    assert one(r, "total").value == pytest.approx(1335.4)
    assert r.base_bv == r.bv == 1335
    assert r.skill.multiplier == 1.0
    assert all(isinstance(s.rule, Rule) and s.rule.page > 0 for s in r.breakdown)


def test_skill_adjusted_bv_rounds_after_base():
    r = bv.compute(thunderbolt(), gunnery=3, piloting=4)
    assert r.base_bv == 1335
    assert r.bv == round(1335 * 1.32)
    assert one(r, "skill").value == 1.32


def test_bad_skill_is_rejected_before_any_work():
    with pytest.raises(ValueError):
        bv.compute(thunderbolt(), gunnery=9)


def test_blue_shield_errata_thunderbolt_penalty_is_7():
    """TO p. 381 errata: the Blue Shield example's Thunderbolt (no CASE)
    loses 7 defensive BV (one per location, head excluded), not 6."""
    d = thunderbolt(extra={"Left Torso": ["Blue Shield Particle Field Damper"]})
    r = bv.compute(d)
    blue = [s for s in steps(r, "def.explosive") if "Blue Shield" in s.description]
    assert len(blue) == 1 and blue[0].value == -7
    # the Blue Shield adds 0.2 to the armor and structure modifiers
    assert one(r, "def.armor").value == pytest.approx(208 * 2.5 * 1.2)
    assert one(r, "def.structure").value == pytest.approx(104 * 1.5 * 1.2)


def test_case_protects_side_torso_but_not_center():
    plain = bv.compute(thunderbolt())
    cased = bv.compute(thunderbolt(extra={"Right Torso": ["ISCASE"]}))
    assert len(steps(cased, "def.explosive")) == len(steps(plain, "def.explosive")) - 1


def test_targeting_computer_and_artemis_multiply_weapon_bv():
    d = thunderbolt(extra={"Right Torso": ["ISArtemisIV"], "Left Torso": ["ISTargeting Computer"] * 3})
    r = bv.compute(d)
    by_name = {s.description.split(" (")[0]: s for s in steps(r, "off.weapon")}
    assert "x1.2 Artemis IV" in by_name["LRM 15"].description
    assert "x1.25 TC" in by_name["Large Laser"].description
    assert "TC" not in by_name["LRM 15"].description  # missiles are not direct-fire


@pytest.mark.parametrize("order", [["LRM 5", "ISArtemisIV", "ISStreakSRM2"], ["ISStreakSRM2", "ISArtemisIV", "LRM 5"]])
def test_artemis_iv_goes_to_the_launcher_that_takes_it_not_to_a_streak_beside_it(order):
    """Artemis IV works with LRM, SRM and MML launchers only (TM p. 206);
    a Streak launcher next to it in the same location stays bare whichever
    side of the Artemis slot it is written on, and the LRM takes the x1.2
    (TM p. 303).  Sweep 28: today's Thunderbolt TDR-5L (Hist: Second
    Succession War) writes 'LRM 15, ISArtemisIV, ISStreakSRM2' in its right
    torso, and the megamek-unit-digest prices it 'Streak SRM 2 w/ Artemis IV'
    (1515, the LRM bare; ours 1546, no MUL BV)."""
    extra = order + ["IS Ammo LRM-5", "IS Streak SRM 2 Ammo"]
    r = bv.compute(thunderbolt(extra={"Left Torso": extra}))
    lt = {s.description.split(" (")[0]: s for s in steps(r, "off.weapon") if "(LT)" in s.description}
    assert "x1.2 Artemis IV" in lt["LRM 5"].description
    assert "Artemis" not in lt["Streak SRM 2"].description
    assert "Artemis" not in one_weapon(r, "LRM 15").description


def one_weapon(result, name):
    found = [s for s in steps(result, "off.weapon") if s.description.split(" (")[0] == name]
    assert len(found) == 1, found
    return found[0]


def test_torso_mounted_cockpit_is_x095_and_ct_armor_counts_twice():
    base = bv.compute(thunderbolt())
    d = thunderbolt(header={"cockpit": "Torso-Mounted Cockpit"})
    if d.mech.cockpit != "torso_mounted":
        pytest.skip("importer does not read torso-mounted cockpits from this text")
    r = bv.compute(d)
    assert one(r, "cockpit").value == 0.95
    assert one(r, "def.armor").value == (208 + 41) * 2.5


def test_tsm_weight_and_physical_weapon():
    d = thunderbolt(extra={"Left Arm": ["Hatchet"] * 5}, header={"myomer": "Triple-Strength"})
    if d.mech.myomer != "tsm":
        pytest.skip("importer does not read TSM from the myomer line")
    r = bv.compute(d)
    assert one(r, "off.weight").value == 65 * 1.5
    hatchet = [s for s in steps(r, "off.equipment") if "Hatchet" in s.description][0]
    assert hatchet.value == 13 * 2 * 1.5  # ceil(65/5) damage, doubled by TSM (TO errata *), x 1.5


def test_report_and_dict_forms():
    r = bv.compute(thunderbolt())
    text = r.report()
    assert "def.armor" in text and "1335" in text
    d = r.as_dict()
    assert d["bv"] == 1335 and d["breakdown"][0]["rule"]["book"] in ("TM", "TO", "TW")


def test_harjel_defensive_bv_is_minus_one_per_slot():
    """HarJel II (1 slot) -1, HarJel III (2 slots) -2 per location; the MUL
    agrees (Kodiak II 2, Omen 2, Mad Cat Mk II 6 exact only so)."""
    d = thunderbolt(extra={"Left Torso": ["HarJel Repair Systems (HarJel III)"] * 2,
                           "Right Torso": ["HarJel Repair Systems (HarJel II)"]},
                    header={"techbase": "Mixed (IS Chassis)"})
    r = bv.compute(d)
    harjel = {s.description.split(" (")[1].split(")")[0]: s.value for s in steps(r, "def.equipment") if "HarJel" in s.description}
    assert harjel == {"HarJel III": -2, "HarJel II": -1}


def test_machine_gun_array_links_the_guns_beside_it():
    """An array links up to four machine guns of its kind in its location;
    a standard array filed beside light MGs links those (Marshal MHL-6MC,
    MUL 1467)."""
    d = thunderbolt(extra={"Left Arm": ["ISMGA"]})
    mga = [s for s in steps(bv.compute(d), "off.weapon") if "Array" in s.description]
    assert len(mga) == 1 and mga[0].value == pytest.approx(2 * 5 * 0.67)
    d = thunderbolt(extra={"Left Torso": ["ISLightMG", "ISLightMG", "ISMGA"]})
    mga = [s for s in steps(bv.compute(d), "off.weapon") if "Array" in s.description]
    assert len(mga) == 1 and mga[0].value == pytest.approx(2 * 5 * 0.67)


def test_breakdown_left_out_only_when_not_wanted():
    """explain=False (evaluate without --explain) gives the same numbers
    without the breakdown, is kept apart from the explained result, and a
    later explained call still gets every step."""
    design = thunderbolt()
    brief = bv.compute(design, explain=False)
    assert brief.breakdown == ()
    full = bv.compute(design)
    assert full.breakdown and full is not brief
    for field in ("bv", "base_bv", "skill", "defensive", "offensive", "warnings", "unpriced"):
        assert getattr(brief, field) == getattr(full, field)
    # the explained result serves later brief calls too
    assert bv.compute(design, explain=False) is full
    again = thunderbolt()
    assert bv.compute(again, 3, 4, explain=False).bv == bv.compute(thunderbolt(), 3, 4).bv
