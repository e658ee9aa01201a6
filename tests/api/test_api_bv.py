"""GET /api/v1/designs/{id}/bv and POST /api/v1/bv (SQLite and PostgreSQL)."""

import pytest

from apitesting import assert_error, mtf_fixture
from factories import DesignDocFactory

LOCUST_BV = 432  # Master Unit List, Locust LCT-1V (4/5 crew)


def _check_result(body, gunnery, piloting, multiplier, bv):
    assert body["base_bv"] == LOCUST_BV
    assert body["skill"] == {"gunnery": gunnery, "piloting": piloting, "multiplier": multiplier}
    assert body["bv"] == bv
    steps = body["breakdown"]
    assert {"step", "description", "value", "running_total", "rule"} <= set(steps[0])
    assert [s for s in steps if s["step"] == "base_bv"][0]["running_total"] == LOCUST_BV


@pytest.mark.parametrize(
    "gunnery, piloting, multiplier, bv",
    [
        (4, 5, 1.0, 432),
        (3, 4, 1.32, 570),  # 432 x 1.32 = 570.24
        (2, 3, 1.68, 726),  # 725.76 rounds up
        (0, 0, 2.42, 1045),  # 1045.44
        (5, 6, 0.86, 372),  # 371.52
    ],
)
def test_stored_design_bv_with_skills(client, stored_locust, gunnery, piloting, multiplier, bv):
    resp = client.get(f"/api/v1/designs/{stored_locust}/bv?gunnery={gunnery}&piloting={piloting}")
    assert resp.status_code == 200, resp.get_json()
    _check_result(resp.get_json(), gunnery, piloting, multiplier, bv)
    assert resp.get_json()["breakdown"][-1]["step"] == ("skill" if multiplier != 1 else "base_bv")


def test_stored_design_bv_defaults_to_a_regular_crew(client, stored_locust):
    body = client.get(f"/api/v1/designs/{stored_locust}/bv").get_json()
    _check_result(body, 4, 5, 1.0, LOCUST_BV)


def test_posted_design_bv_from_a_unit_file_and_from_json(client, locust_upload):
    resp = client.post("/api/v1/bv", json=locust_upload | {"gunnery": 3, "piloting": 4})
    assert resp.status_code == 200, resp.get_json()
    _check_result(resp.get_json(), 3, 4, 1.32, 570)
    doc = client.post("/api/v1/validate", json=locust_upload).get_json()
    assert doc["bv"] == LOCUST_BV
    design = client.post("/api/v1/designs", json=locust_upload).get_json()["design"]
    body = client.post("/api/v1/bv", json=design).get_json()
    _check_result(body, 4, 5, 1.0, LOCUST_BV)


def test_posted_design_is_not_stored(client, locust_upload):
    client.post("/api/v1/bv", json=locust_upload)
    assert client.get("/api/v1/designs").get_json()["total"] == 0


@pytest.mark.parametrize("query, field", [
    ("gunnery=9", "gunnery"), ("gunnery=-1", "gunnery"), ("piloting=4.5", "piloting"),
    ("piloting=abc", "piloting"), ("gunnery=", "gunnery"), ("crew=elite", "crew"),
])
def test_bad_skill_query_names_the_field(client, stored_locust, query, field):
    assert_error(client.get(f"/api/v1/designs/{stored_locust}/bv?{query}"), 422, "INVALID_INPUT", field)


@pytest.mark.parametrize("value", [9, -1, 4.5, "4", True, None, [4]])
def test_bad_skill_in_body_names_the_field(client, locust_upload, value):
    assert_error(client.post("/api/v1/bv", json=locust_upload | {"gunnery": value}), 422, "INVALID_INPUT", "gunnery")
    assert_error(client.post("/api/v1/bv", json=locust_upload | {"piloting": value}), 422, "INVALID_INPUT", "piloting")


def test_a_whole_number_written_with_a_point_is_that_number(client, locust_upload):
    """JSON has one number type (JSON Schema's integer takes 3.0 too): 3.0 is 3."""
    as_int = client.post("/api/v1/bv", json=locust_upload | {"gunnery": 3}).get_json()
    as_float = client.post("/api/v1/bv", json=locust_upload | {"gunnery": 3.0})
    assert as_float.status_code == 200 and as_float.get_json()["bv"] == as_int["bv"]
    assert as_float.get_json()["skill"]["gunnery"] == 3


def test_unknown_design_id_is_404(client):
    assert_error(client.get("/api/v1/designs/999999/bv"), 404, "NOT_FOUND")
    assert_error(client.get("/api/v1/designs/99999999999/bv"), 404, "NOT_FOUND")


def test_bad_posted_designs(client, locust_upload):
    assert_error(client.post("/api/v1/bv", json={"format": "mtf", "text": mtf_fixture("truncated.mtf")}),
                 422, "PARSE_ERROR", "text")
    assert_error(client.post("/api/v1/bv", json={"format": "pdf", "text": "x"}), 422, "INVALID_INPUT", "format")
    assert_error(client.post("/api/v1/bv", json=[1]), 422, "INVALID_INPUT", "_schema")
    assert_error(client.post("/api/v1/bv", data="{", content_type="application/json"), 400, "MALFORMED_JSON")
    assert_error(client.post("/api/v1/bv", data="x", content_type="text/plain"), 415, "UNSUPPORTED_MEDIA_TYPE")
    assert_error(client.get("/api/v1/bv"), 405, "METHOD_NOT_ALLOWED")


def test_family_without_bv_yet_is_422_naming_the_unit_type(client, monkeypatch):
    import bv

    def refuse(design, gunnery=4, piloting=5):
        raise ValueError("not a 'Mech")

    monkeypatch.setattr(bv, "compute", refuse)
    doc = DesignDocFactory()
    assert_error(client.post("/api/v1/bv", json=doc), 422, "UNSUPPORTED_FAMILY", "unit_type")


def test_a_tonnage_off_the_tables_is_a_422_not_a_500(client):
    """A 'Mech design whose tonnage the internal structure table does not
    cover (3 t) has no BV: a 422 naming the problem, never a crash."""
    import construction
    from apitesting import mtf_fixture

    doc = construction.dump_design(construction.parse(mtf_fixture("locust.mtf"), "mtf"))
    doc["tonnage"] = 3.0
    resp = client.post("/api/v1/bv", json=doc)
    assert resp.status_code == 422, resp.get_json()
    assert resp.get_json()["error"]["code"] == "BV_NOT_COMPUTABLE"
