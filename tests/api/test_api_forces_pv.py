"""Alpha Strike Point Values in POST /api/v1/forces/evaluate and saved forces.

The Locust LCT-1V converts to PV 18 at skill 4 (its MUL card value).  A
unit's AS skill is floor((gunnery + piloting) / 2) (AS:CE errata v6.02,
p. 29) and its PV at that skill follows the Skill Rating Table.
"""

import pytest

import construction
from apitesting import mtf_fixture

LOCUST_PV = 18


@pytest.fixture(scope="module")
def locust():
    return construction.dump_design(construction.parse(mtf_fixture("locust.mtf"), "mtf"))


def _evaluate(client, units):
    resp = client.post("/api/v1/forces/evaluate", json={"units": units})
    assert resp.status_code == 200, resp.get_json()
    return resp.get_json()


def test_each_unit_has_its_pv_at_its_skill_and_the_force_a_total(client, locust):
    units = [
        {"id": "a", "design": locust},                                 # 4/5 -> skill 4
        {"id": "b", "design": locust, "gunnery": 2, "piloting": 3},   # -> 2: 18 + 2 x (1 + 15 // 5) = 26
        {"id": "c", "design": locust, "gunnery": 5, "piloting": 6},   # -> 5: 18 - (1 + 13 // 10) = 16
        {"id": "d", "design": locust, "gunnery": 3, "piloting": 4},   # -> 3 (floor of 3.5): 18 + 4 = 22
    ]
    body = _evaluate(client, units)
    by_id = {u["id"]: u for u in body["units"]}
    assert [by_id[k]["as_skill"] for k in "abcd"] == [4, 2, 5, 3]
    assert all(by_id[k]["base_pv"] == LOCUST_PV for k in "abcd")
    assert [by_id[k]["pv"] for k in "abcd"] == [18, 26, 16, 22]
    assert body["total_pv"] == 18 + 26 + 16 + 22
    assert body["pv_complete"] is True


def test_units_the_converter_does_not_handle_are_left_out_of_the_total():
    """A unit with no Alpha Strike card gets no PV and the force total
    leaves it out (pv_complete False).  Every family converts today and
    the JSON form fills a family's block, so no posted design reaches this
    path: the force rules (bv.force) are asked directly with a design built
    in code without its 'Mech block, which the converter refuses."""
    from bv.force import ListedUnit, evaluate_list

    locust = construction.parse(mtf_fixture("locust.mtf"), "mtf")
    bare = locust.replace(mech=None)
    body = evaluate_list([ListedUnit("bare", bare, 400), ListedUnit("locust", locust, 432)])
    assert body["units"][0]["pv"] is None and body["units"][0]["base_pv"] is None
    assert body["units"][0]["as_skill"] == 4
    assert body["units"][1]["pv"] == LOCUST_PV
    assert body["total_pv"] == LOCUST_PV and body["pv_complete"] is False


def test_saved_forces_keep_the_pv_in_their_evaluation(client, locust):
    resp = client.post("/api/v1/forces", json={"name": "lance", "units": [{"design": locust, "gunnery": 3, "piloting": 4}]})
    assert resp.status_code == 201, resp.get_json()
    got = client.get(resp.headers["Location"]).get_json()
    assert got["evaluation"]["total_pv"] == 22
    assert got["evaluation"]["units"][0]["pv"] == 22
