import pytest

from bv.force import C3Network, ForceError, ForceUnit, evaluate_force


def test_skill_multipliers_and_single_rounding():
    units = [ForceUnit("a", 1001, 3, 4), ForceUnit("b", 1001, 3, 4)]
    r = evaluate_force(units)
    # 1001 x 1.32 = 1321.32 each; rounded once: 2642.64 -> 2643 (per-unit rounding would give 2642)
    assert [u.adjusted_bv for u in r.units] == [pytest.approx(1321.32)] * 2
    assert r.total_bv == 2643


def test_standard_c3_lance_adds_5_percent_of_network_to_each_member():
    units = [ForceUnit("m", 1000, c3="master")] + [ForceUnit(f"s{i}", 1000, c3="slave") for i in range(3)]
    r = evaluate_force(units, [C3Network("n1", ("m", "s0", "s1", "s2"))])
    assert all(u.c3_bonus == pytest.approx(200) for u in r.units)  # 5% of 4,000
    assert r.total_bv == 4800


def test_boosted_c3_is_7_percent_and_each_member_uses_its_own_type():
    units = [ForceUnit("m", 1000, c3="boosted_master"), ForceUnit("s", 1000, c3="slave")]
    r = evaluate_force(units, [C3Network("n", ("m", "s"))])
    bonus = {u.id: u.c3_bonus for u in r.units}
    assert bonus == {"m": pytest.approx(140), "s": pytest.approx(100)}  # TO errata A6


def test_c3i_network_and_skill_applies_after_bonus():
    units = [ForceUnit(f"u{i}", 1000, 5, 6, c3="c3i") for i in range(3)]
    r = evaluate_force(units, [C3Network("n", ("u0", "u1", "u2"), kind="c3i")])
    assert r.units[0].adjusted_bv == pytest.approx((1000 + 150) * 0.86)
    assert r.total_bv == round(3 * 1150 * 0.86)


def test_units_outside_networks_get_no_bonus():
    units = [ForceUnit("m", 1000, c3="master"), ForceUnit("s", 500, c3="slave"), ForceUnit("x", 700)]
    r = evaluate_force(units, [C3Network("n", ("m", "s"))])
    assert r.units[2].c3_bonus == 0 and r.units[2].network is None
    assert r.units[0].c3_bonus == pytest.approx(75)


def test_tag_adds_guided_ammo_of_friends():
    units = [ForceUnit("spotter", 800, tag_count=1), ForceUnit("arrow", 1200, guided_ammo_bv=40)]
    r = evaluate_force(units)
    assert r.units[0].tag_bonus == 40 and r.units[1].tag_bonus == 0
    assert r.total_bv == 2040


@pytest.mark.parametrize("units,networks,path", [
    ([ForceUnit(f"u{i}", 100, c3="c3i") for i in range(7)],
     [C3Network("n", tuple(f"u{i}" for i in range(7)), kind="c3i")], "networks[0].members"),
    ([ForceUnit("m", 100, c3="master")] + [ForceUnit(f"s{i}", 100, c3="slave") for i in range(4)],
     [C3Network("n", ("m", "s0", "s1", "s2", "s3"))], "networks[0].members"),
    ([ForceUnit("m1", 100, c3="master"), ForceUnit("m2", 100, c3="master")],
     [C3Network("n", ("m1", "m2"))], "networks[0].company_master"),
    ([ForceUnit("s1", 100, c3="slave"), ForceUnit("s2", 100, c3="slave")],
     [C3Network("n", ("s1", "s2"))], "networks[0].members"),
    ([ForceUnit("m", 100, c3="master"), ForceUnit("x", 100)],
     [C3Network("n", ("m", "x"))], "networks[0].members[1]"),
    ([ForceUnit("m", 100, c3="master"), ForceUnit("s", 100, c3="c3i")],
     [C3Network("n", ("m", "s"))], "networks[0].members[1]"),
    ([ForceUnit("a", 100, gunnery=9)], [], "units[0].gunnery"),
    ([ForceUnit("a", 100), ForceUnit("a", 100)], [], "units[1].id"),
])
def test_rule_violations_name_the_field(units, networks, path):
    with pytest.raises(ForceError) as exc:
        evaluate_force(units, networks)
    assert exc.value.field_path == path


def test_thirteen_units_is_too_many_for_standard_c3():
    units = [ForceUnit(f"m{i}", 100, c3="master") for i in range(4)] + \
            [ForceUnit(f"s{i}", 100, c3="slave") for i in range(9)]
    ids = tuple(u.id for u in units)
    with pytest.raises(ForceError) as exc:
        evaluate_force(units, [C3Network("n", ids, company_master="m0")])
    assert "at most 12" in exc.value.message


def test_company_network_of_twelve():
    units = [ForceUnit(f"m{i}", 100, c3="master") for i in range(3)] + \
            [ForceUnit(f"s{i}", 100, c3="slave") for i in range(9)]
    r = evaluate_force(units, [C3Network("n", tuple(u.id for u in units), company_master="m0")])
    assert r.total_bv == round(12 * (100 + 60))


# ------------------------------------------------------------ force lists (bv.force.evaluate_list)

def _listed(uid, items, base_bv=1000, gunnery=4, piloting=5):
    """A unit of a force list: a bare 'Mech design mounting ``items`` in its CT."""
    from construction.model import Design, MechDetails, Mount

    from bv.force import ListedUnit

    mounts = tuple(Mount(item, "CT", (k,)) for k, item in enumerate(items))
    design = Design(unit_type="mech", chassis=f"Test {uid}", tonnage=50, mounts=mounts, mech=MechDetails())
    return ListedUnit(uid, design, base_bv, gunnery, piloting)


def test_force_list_reads_c3_and_tag_from_the_equipment():
    from bv.force import evaluate_list

    units = [_listed("a", ["ISC3MasterUnit", "ISTAG"]), _listed("b", ["ISC3SlaveUnit"]), _listed("c", ["ISC3SlaveUnit"], 2000)]
    out = evaluate_list(units, [{"type": "c3", "members": ["a", "b", "c"]}], ["a"])
    # 5% of the network's 4,000 base BV to each member (TM p. 315); TAG with no guided ammunition adds nothing
    assert [row["network_bonus"] for row in out["units"]] == [200, 200, 200]
    assert [row["c3"] for row in out["units"]] == ["master", "slave", "slave"]
    assert out["total_bv"] == 4600 and out["total_base_bv"] == 4000


@pytest.mark.parametrize("networks, tag, path", [
    ([{"type": "boosted_c3", "members": ["a", "b"]}], [], "networks[0].members[0]"),
    ([{"type": "c3i", "master": "a", "members": ["a", "b"]}], [], "networks[0].master"),
    ([{"type": "c3", "master": "x", "members": ["a", "b"]}], [], "networks[0].master"),
    ([], ["b"], "tag[0]"),
    ([], ["a", "a"], "tag[1]"),
    ([], ["z"], "tag[0]"),
])
def test_force_list_rule_violations_name_the_field(networks, tag, path):
    from bv.force import ForceError, evaluate_list

    units = [_listed("a", ["ISC3MasterUnit", "ISTAG"]), _listed("b", ["ISC3SlaveUnit"])]
    with pytest.raises(ForceError) as info:
        evaluate_list(units, networks, tag)
    assert info.value.field_path == path


def test_the_force_result_as_a_dict():
    # every field of every unit, by name (also in the compiled core, whose
    # dataclasses have no instance __dict__)
    r = evaluate_force([ForceUnit("a", 1001, 3, 4)])
    d = r.as_dict()
    assert d["total_bv"] == r.total_bv and d["total_base_bv"] == r.total_base_bv
    assert d["units"] == [{"id": "a", "base_bv": 1001, "network": None, "c3_bonus": 0.0, "tag_bonus": 0.0,
                           "skill_multiplier": r.units[0].skill_multiplier, "adjusted_bv": r.units[0].adjusted_bv}]
    assert list(d["units"][0]) == ["id", "base_bv", "network", "c3_bonus", "tag_bonus", "skill_multiplier",
                                   "adjusted_bv"]
