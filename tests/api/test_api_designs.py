"""/api/v1/designs: create, read, replace, delete, list."""

import pytest
from sqlalchemy.orm import Session

import construction
from api import db
from apitesting import assert_error, mtf_fixture, needs_working_validator, requires_mech_validator, row_count
from factories import DesignDocFactory, bind_row_factory, fixture_text

URL = "/api/v1/designs"


def create(client, body):
    resp = client.post(URL, json=body)
    assert resp.status_code == 201, resp.get_json()
    return resp


# ---------------------------------------------------------------- create/get
def test_create_from_json_form(client, app):
    doc = DesignDocFactory(chassis="Packrat", model="PKR-T5", tonnage=20.0, year=3047)
    resp = create(client, {**doc, "name": "scout car", "notes": "for the lance"})
    body = resp.get_json()
    assert resp.headers["Location"].endswith(f"{URL}/{body['id']}")
    assert body["name"] == "scout car" and body["notes"] == "for the lance"
    assert (body["unit_type"], body["chassis"], body["model"]) == ("combat_vehicle", "Packrat", "PKR-T5")
    assert (body["tonnage"], body["tech_base"], body["rules_level"], body["year"]) == (20.0, "IS", "standard", 3047)
    assert body["design"] == construction.dump_design(construction.load_design(doc))
    assert set(body["validation"]) == {"valid", "errors", "warnings"}
    assert body["valid"] == body["validation"]["valid"]
    assert row_count(app) == 1


def test_location_leads_to_the_stored_json(client):
    doc = DesignDocFactory(tech_base="Clan", mixed_tech=True, quirks=["Rugged"])
    resp = create(client, doc)
    got = client.get(resp.headers["Location"])
    assert got.status_code == 200
    stored = got.get_json()
    assert stored == resp.get_json()
    # Round trip: the stored document loads back to the same design.
    assert construction.load_design(stored["design"]) == construction.load_design(doc)
    assert construction.dump_design(construction.load_design(stored["design"])) == stored["design"]


def test_create_from_mtf_file(client):
    text = mtf_fixture("locust.mtf")
    needs_working_validator()
    resp = create(client, {"format": "mtf", "text": text, "name": "my locust"})
    body = resp.get_json()
    assert (body["unit_type"], body["chassis"], body["model"], body["tonnage"]) == ("mech", "Locust", "LCT-1V", 20.0)
    assert body["design"] == construction.dump_design(construction.parse(text, "mtf"))


@requires_mech_validator
def test_invalid_design_is_stored_with_its_verdict(client):
    text = mtf_fixture("locust_overarmored.mtf")
    needs_working_validator()
    body = create(client, {"format": "mtf", "text": text}).get_json()
    assert body["valid"] is False
    assert body["validation"]["errors"]
    assert client.get(f"{URL}/{body['id']}").get_json()["valid"] is False


def test_get_unknown_id_is_404(client):
    assert_error(client.get(f"{URL}/999999"), 404, "NOT_FOUND")
    assert_error(client.get(f"{URL}/abc"), 404, "NOT_FOUND")
    assert_error(client.get(f"{URL}/-1"), 404, "NOT_FOUND")
    huge = 10**20  # beyond the id column's range: still a 404, not a database error
    assert_error(client.get(f"{URL}/{huge}"), 404, "NOT_FOUND")
    assert_error(client.put(f"{URL}/{huge}", json=DesignDocFactory()), 404, "NOT_FOUND")
    assert_error(client.delete(f"{URL}/{huge}"), 404, "NOT_FOUND")


# ------------------------------------------------------------------ bad input
BAD_INPUTS = [
    # (request kwargs, status, code, field)
    (dict(data="{not json", content_type="application/json"), 400, "MALFORMED_JSON", None),
    (dict(data="unit_type=mech", content_type="application/x-www-form-urlencoded"), 415, "UNSUPPORTED_MEDIA_TYPE", None),
    (dict(json={"unit_type": "mech", "chassis": "X", "tonnage": "lots"}), 422, "INVALID_INPUT", "tonnage"),
    (
        dict(json={"unit_type": "mech", "chassis": "X", "tonnage": 20, "mounts": [{"item": "A", "location": "CT", "slots": [1, "x"]}]}),
        422,
        "INVALID_INPUT",
        "mounts.0.slots.1",
    ),
    (dict(json={"unit_type": "tank", "chassis": "X", "tonnage": 20}), 422, "INVALID_INPUT", "unit_type"),
    (dict(json={"format": "pdf", "text": "x"}), 422, "INVALID_INPUT", "format"),
    (dict(json={"format": "blk", "text": fixture_text("truncated.blk")}), 422, "PARSE_ERROR", "text"),
    (dict(json={"format": "blk", "text": fixture_text("dropship_unsupported.blk")}), 422, "UNSUPPORTED_FAMILY", "text"),
    (dict(json={**DesignDocFactory.build(), "name": 7}), 422, "INVALID_INPUT", "name"),
    (dict(json={**DesignDocFactory.build(), "name": "n" * 201}), 422, "INVALID_INPUT", "name"),
    (dict(data='"just a string"', content_type="application/json"), 422, "INVALID_INPUT", "_schema"),
    # Text the databases cannot store is refused up front, naming the field.
    (dict(json={**DesignDocFactory.build(), "chassis": "Lo\x00cust"}), 422, "INVALID_INPUT", "chassis"),
    (dict(data='{"unit_type": "mech", "chassis": "\\ud800", "tonnage": 20}', content_type="application/json"), 422, "INVALID_INPUT", "chassis"),
    (dict(json={"format": "mtf", "text": "Version:1.0\x00"}), 422, "INVALID_INPUT", "text"),
    (dict(data='{"unit_type": "mech", "chassis": "X", "tonnage": NaN}', content_type="application/json"), 400, "MALFORMED_JSON", None),
    (dict(data="[" * 100000 + "]" * 100000, content_type="application/json"), 400, "MALFORMED_JSON", None),
]


@pytest.mark.parametrize("kwargs,status,code,field", BAD_INPUTS)
def test_bad_create_writes_nothing(client, app, kwargs, status, code, field):
    assert_error(client.post(URL, **kwargs), status, code, field)
    assert row_count(app) == 0


def test_oversized_create_is_413_and_writes_nothing(client, app):
    doc = DesignDocFactory(notes="n" * (2 * 1024 * 1024))
    assert_error(client.post(URL, json=doc), 413, "PAYLOAD_TOO_LARGE")
    assert row_count(app) == 0


def test_failure_after_input_writes_nothing(client, app, monkeypatch):
    import api.designs

    def boom(*args):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(api.designs, "evaluate_design", boom)
    assert_error(client.post(URL, json=DesignDocFactory()), 500, "INTERNAL_ERROR")
    assert row_count(app) == 0


# ----------------------------------------------------------------- put/delete
def test_put_replaces(client, app):
    first = create(client, {**DesignDocFactory(chassis="Old", tonnage=20.0), "name": "old", "notes": "x"}).get_json()
    doc = DesignDocFactory(chassis="New", model="N-2", tonnage=35.0, tech_base="Clan")
    resp = client.put(f"{URL}/{first['id']}", json=doc)
    assert resp.status_code == 200, resp.get_json()
    body = resp.get_json()
    assert body["id"] == first["id"]
    assert (body["chassis"], body["model"], body["tonnage"], body["tech_base"]) == ("New", "N-2", 35.0, "Clan")
    assert body["name"] is None and body["notes"] is None  # replaced, not merged
    assert body["design"] == construction.dump_design(construction.load_design(doc))
    assert client.get(f"{URL}/{first['id']}").get_json() == body
    assert row_count(app) == 1


def test_put_unknown_id_is_404(client):
    assert_error(client.put(f"{URL}/424242", json=DesignDocFactory()), 404, "NOT_FOUND")


def test_bad_put_changes_nothing(client):
    first = create(client, DesignDocFactory(chassis="Keep")).get_json()
    resp = client.put(f"{URL}/{first['id']}", json={"unit_type": "mech", "chassis": "", "tonnage": -1})
    err = assert_error(resp, 422, "INVALID_INPUT", "chassis")
    assert "tonnage" in err["fields"]
    assert client.get(f"{URL}/{first['id']}").get_json() == first


def test_delete(client, app):
    first = create(client, DesignDocFactory()).get_json()
    resp = client.delete(f"{URL}/{first['id']}")
    assert resp.status_code == 204 and resp.get_data() == b""
    assert_error(client.get(f"{URL}/{first['id']}"), 404, "NOT_FOUND")
    assert_error(client.delete(f"{URL}/{first['id']}"), 404, "NOT_FOUND")
    assert row_count(app) == 0


def test_patch_is_405(client):
    first = create(client, DesignDocFactory()).get_json()
    resp = client.patch(f"{URL}/{first['id']}", json={})
    assert_error(resp, 405, "METHOD_NOT_ALLOWED")
    assert {"GET", "PUT", "DELETE"} <= {m.strip() for m in resp.headers["Allow"].split(",")}


# ----------------------------------------------------------------------- list
@pytest.fixture
def rows(client, app):
    """Designs written straight to the table with the row factory."""
    with Session(db.database(app).engine) as session:
        factory = bind_row_factory(session)
        yield factory


def test_pagination(client, rows):
    made = rows.create_batch(25)
    resp = client.get(URL, query_string={"per_page": 10, "page": 2})
    assert resp.status_code == 200
    body = resp.get_json()
    assert (body["total"], body["page"], body["per_page"], body["pages"]) == (25, 2, 10, 3)
    assert [i["id"] for i in body["items"]] == [r.id for r in made[10:20]]
    assert "design" not in body["items"][0]
    assert body["items"][0]["links"]["self"] == f"{URL}/{made[10].id}"
    links = body["links"]
    assert links["prev"].endswith("page=1&per_page=10") and links["next"].endswith("page=3&per_page=10")
    assert client.get(links["last"]).get_json()["items"][-1]["id"] == made[-1].id
    assert client.get(links["last"]).get_json()["links"]["next"] is None
    assert client.get(links["first"]).get_json()["links"]["prev"] is None
    default = client.get(URL).get_json()
    assert (default["per_page"], len(default["items"])) == (20, 20)
    beyond = client.get(URL, query_string={"page": 9}).get_json()
    assert beyond["items"] == [] and beyond["total"] == 25


def test_empty_list(client):
    body = client.get(URL).get_json()
    assert (body["items"], body["total"], body["pages"]) == ([], 0, 0)


@pytest.mark.parametrize(
    "query,field",
    [
        ({"per_page": 101}, "per_page"),
        ({"per_page": 0}, "per_page"),
        ({"page": 0}, "page"),
        ({"page": "two"}, "page"),
        ({"page": 10**30}, "page"),
        ({"q": "a\x00"}, "q"),
        ({"unit_type": "aerospace"}, "unit_type"),
        ({"tech_base": "Mixed"}, "tech_base"),
        ({"min_tonnage": "heavy"}, "min_tonnage"),
        ({"max_tonnage": "nan"}, "max_tonnage"),
        ({"colour": "red"}, "colour"),
    ],
)
def test_bad_list_query_is_422(client, query, field):
    assert_error(client.get(URL, query_string=query), 422, "INVALID_INPUT", field)


def _ids(client, **query):
    resp = client.get(URL, query_string={"per_page": 100, **query})
    assert resp.status_code == 200, resp.get_json()
    return {i["id"] for i in resp.get_json()["items"]}


def test_filters(client, rows):
    atlas = rows(unit_type="mech", chassis="Atlas", model="AS7-D", tonnage=100, tech_base="IS")
    dire = rows(unit_type="mech", chassis="Dire Wolf", model="Prime", tonnage=100, tech_base="Clan")
    locust = rows(unit_type="mech", chassis="Locust", model="LCT-1V", tonnage=20, tech_base="IS")
    tank = rows(unit_type="combat_vehicle", chassis="Demolisher", model="Atlas Defense", tonnage=80, tech_base="IS")
    odd = rows(unit_type="battle_armor", chassis="Elemental 100%_Pure", model="(Sqd5)", tonnage=1, tech_base="Clan")

    assert _ids(client, unit_type="mech") == {atlas.id, dire.id, locust.id}
    assert _ids(client, unit_type="combat_vehicle") == {tank.id}
    assert _ids(client, tech_base="Clan") == {dire.id, odd.id}
    assert _ids(client, min_tonnage=80) == {atlas.id, dire.id, tank.id}
    assert _ids(client, max_tonnage=20) == {locust.id, odd.id}
    assert _ids(client, min_tonnage=20, max_tonnage=80) == {locust.id, tank.id}
    assert _ids(client, min_tonnage=80, max_tonnage=20) == set()  # an empty range is an empty list
    assert _ids(client, q="atlas") == {atlas.id, tank.id}  # chassis or model, any case
    assert _ids(client, q="PRIME") == {dire.id}
    assert _ids(client, q="lct-1") == {locust.id}
    assert _ids(client, q="100%_") == {odd.id}  # LIKE wildcards are literal
    assert _ids(client, q="%") == {odd.id}
    assert _ids(client, q="_") == {odd.id}
    assert _ids(client, unit_type="mech", tech_base="IS", q="a") == {atlas.id}
    body = client.get(URL, query_string={"unit_type": "mech", "per_page": 1}).get_json()
    assert (body["total"], body["pages"]) == (3, 3)
    assert "unit_type=mech" in body["links"]["next"]


def test_ids_are_never_reused(client):
    """Deleting the newest design does not hand its id to the next one (an
    old link never shows another design): SQLite AUTOINCREMENT, PostgreSQL
    sequences."""
    first = create(client, DesignDocFactory()).get_json()
    second = create(client, DesignDocFactory()).get_json()
    assert client.delete(f"/api/v1/designs/{second['id']}").status_code == 204
    third = create(client, DesignDocFactory()).get_json()
    assert third["id"] > second["id"] > first["id"]
    assert client.get(f"/api/v1/designs/{second['id']}").status_code == 404


def test_a_role_of_up_to_100_characters_is_stored_and_found(client):
    """Found by hand on PostgreSQL: the design form and the importers take a
    role of up to 100 characters, the column held 40, so a longer one was a
    500 there (integer and text columns are as wide as the input: migration 0008)."""
    role = "Fire Support / Long Range Missile Boat " + "x" * 61
    assert len(role) == 100
    doc = construction.dump_design(construction.parse(fixture_text("locust.mtf"), "mtf"))
    resp = client.post("/api/v1/designs", json=dict(doc, role=role))
    assert resp.status_code == 201, resp.get_json()
    text = fixture_text("locust.mtf") + "\nrole:" + role + "\n"
    resp = client.post("/api/v1/designs", json={"format": "mtf", "text": text})
    assert resp.status_code == 201, resp.get_json()
    found = client.get("/api/v1/designs", query_string={"role": role}).get_json()
    assert found["total"] == 2 and {d["role"] for d in found["items"]} == {role}
    assert_error(client.get("/api/v1/designs", query_string={"role": role + "x"}), 422, "INVALID_INPUT", "role")
