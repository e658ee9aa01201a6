"""Hostile and malformed input through the HTTP API (SQLite and PostgreSQL):
never a 500, always the one JSON error format (api.errors) naming the
field, and nothing stored for a refused write.

* crew skills (gunnery, piloting, Alpha Strike skill) in query strings and
  in JSON bodies: junk - words, decimals, booleans, huge, negative, digits
  of other scripts, padded text - is a 422 naming the parameter;
* a design whose family block is null or missing is the family's defaults
  on every route that takes a design (api/inputs.design_from ->
  construction.load_design), never a crash in the family's validator.
"""

from __future__ import annotations

from urllib.parse import quote

import pytest

from apitesting import assert_error

# Text no whole-number query parameter takes.  Python's int() - what
# marshmallow's Integer used - reads " 4 ", "+4", "1_0" and digits of other
# scripts ("٣" is 3, "４" is 4); none is an integer as openapi.yaml documents
# the parameters.
BAD_QUERY_NUMBERS = ["x", "", "4.5", "4.0", "-1", "9", "1e3", "9" * 5000, "\u0663", "\uff14", " 4 ", "4 ", "+4",
                     "true", "nan", "inf", "0x4", "1_0", "4\x00", "\u00b2"]
# JSON values no skill field takes (4.0 is 4: JSON has one number type)
BAD_JSON_SKILLS = ["4", 4.5, -1, 9, True, False, 10**30, 1e308, -0.5, [], {}, "", 2**63, [4]]


def _query_urls(design_id: int) -> list[tuple[str, str]]:
    """(URL with {} where the value goes, the field named)."""
    d = design_id
    return [(f"/api/v1/designs/{d}/bv?gunnery={{}}", "gunnery"),
            (f"/api/v1/designs/{d}/bv?piloting={{}}", "piloting"),
            (f"/api/v1/designs/{d}/alpha-strike?skill={{}}", "skill"),
            (f"/api/v1/designs/{d}/alpha-strike-card.pdf?skill={{}}", "skill"),
            (f"/api/v1/designs/{d}/record-sheet.pdf?gunnery={{}}", "gunnery"),
            (f"/api/v1/designs/{d}/record-sheet.pdf?piloting={{}}", "piloting")]


@pytest.mark.parametrize("value", BAD_QUERY_NUMBERS)
def test_junk_skills_in_a_query_are_422_naming_the_parameter(client, stored_locust, locust_upload, value):
    for url, field in _query_urls(stored_locust):
        assert_error(client.get(url.format(quote(value))), 422, "INVALID_INPUT", field)
    assert_error(client.post(f"/api/v1/alpha-strike?skill={quote(value)}", json=locust_upload),
                 422, "INVALID_INPUT", "skill")


@pytest.mark.parametrize("value", ["\u0663", "\uff14", " 1 ", "+1", "1_0"])
def test_junk_whole_numbers_in_a_listing_query_are_422(client, value):
    for name in ("page", "per_page", "min_year", "max_bv", "mul_id"):
        assert_error(client.get(f"/api/v1/designs?{name}={quote(value)}"), 422, "INVALID_INPUT", name)
    assert_error(client.get(f"/api/v1/forces?page={quote(value)}"), 422, "INVALID_INPUT", "page")


def test_plain_query_numbers_still_read(client, stored_locust, locust_upload):
    """The strict reading takes every plain number: leading zeros, and the
    range message for a minus."""
    body = client.get(f"/api/v1/designs/{stored_locust}/bv?gunnery=03&piloting=4").get_json()
    assert body["skill"]["gunnery"] == 3 and body["skill"]["piloting"] == 4
    assert client.post("/api/v1/alpha-strike?skill=2", json=locust_upload).get_json()["skill"] == 2
    assert client.get(f"/api/v1/designs/{stored_locust}/record-sheet.pdf?gunnery=3&piloting=4").status_code == 200
    err = assert_error(client.get(f"/api/v1/designs/{stored_locust}/bv?gunnery=-1"), 422, "INVALID_INPUT", "gunnery")
    assert err["fields"]["gunnery"] == ["Must be a whole number from 0 to 8."]
    assert client.get("/api/v1/designs?page=1&per_page=05").get_json()["per_page"] == 5


@pytest.mark.parametrize("value", BAD_JSON_SKILLS)
def test_junk_skills_in_a_json_body_are_422_naming_the_field(client, stored_locust, locust_upload, value):
    for name in ("gunnery", "piloting"):
        assert_error(client.post("/api/v1/bv", json=locust_upload | {name: value}), 422, "INVALID_INPUT", name)
        unit = {"design_id": stored_locust, name: value}
        assert_error(client.post("/api/v1/forces/evaluate", json={"units": [unit]}), 422, "INVALID_INPUT",
                     f"units.0.{name}")
        assert_error(client.post("/api/v1/forces", json={"units": [unit]}), 422, "INVALID_INPUT", f"units.0.{name}")
        assert_error(client.post("/api/v1/record-sheets", json={"designs": [stored_locust], name: value}),
                     422, "INVALID_INPUT", name)
    assert_error(client.post("/api/v1/alpha-strike-cards", json={"designs": [stored_locust], "skill": value}),
                 422, "INVALID_INPUT", "skill")
    assert client.get("/api/v1/forces").get_json()["total"] == 0


def test_junk_skills_on_the_check_page_are_refused(client, stored_locust):
    """The page reads its query with the API's skill fields (the owner's
    token: the stored design is private)."""
    for value in ("\u0663", "+4", " 4 ", "4.5", "x"):
        resp = client.get(f"/?design={stored_locust}&gunnery={quote(value)}")
        assert resp.status_code == 422, value
    assert client.get(f"/?design={stored_locust}&gunnery=3").status_code == 200
    assert client.get(f"/?design={stored_locust}&gunnery=3.0").status_code == 200  # the page takes 3.0 as 3
