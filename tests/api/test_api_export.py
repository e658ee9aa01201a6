"""Unit files out over HTTP: POST /api/v1/export and
GET /api/v1/designs/{id}/export?to=..."""

from __future__ import annotations

import json
from urllib.parse import unquote

import pytest

import construction
from apitesting import assert_error
from design_factories import ElementalFactory, LegalTankFactory
from factories import DesignDocFactory, fixture_text

URL = "/api/v1/export"


def _stored(client, body: dict, visibility: str = "public") -> int:
    resp = client.post("/api/v1/designs", json={**body, "visibility": visibility})
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()["id"]


def test_a_posted_mtf_comes_back_as_the_same_design(client):
    text = fixture_text("locust.mtf")
    resp = client.post(URL, json={"format": "mtf", "text": text, "to": "mtf"})
    assert resp.status_code == 200, resp.get_data(as_text=True)
    assert resp.mimetype == "text/plain" and resp.mimetype_params["charset"] == "utf-8"
    assert resp.headers["Content-Disposition"] == 'attachment; filename="Locust LCT-1V.mtf"'
    exported = resp.get_data(as_text=True)
    assert exported.startswith("generator:MechForge ")
    assert construction.parse(exported, "mtf") == construction.parse(text, "mtf")


def test_a_design_json_comes_back_as_blk(client):
    design = LegalTankFactory()
    resp = client.post(URL, json={**construction.dump_design(design), "to": "blk"})
    assert resp.status_code == 200, resp.get_data(as_text=True)
    assert resp.headers["Content-Disposition"] == 'attachment; filename="Test Tank.blk"'
    assert construction.parse(resp.get_data(as_text=True), "blk") == design
    assert resp.get_data(as_text=True) == construction.export(design, "blk")


def test_json_export_is_the_design_json_form(client):
    doc = construction.dump_design(ElementalFactory())
    resp = client.post(URL, json={**doc, "to": "json"})
    assert resp.status_code == 200
    assert resp.mimetype == "application/json"
    assert resp.headers["Content-Disposition"] == 'attachment; filename="Elemental Battle Armor [Laser].json"'
    assert resp.get_json() == construction.dump_design(construction.load_design(doc))
    again = client.post(URL, json={**doc, "to": "json"})
    assert again.get_data() == resp.get_data()  # byte-stable


@pytest.mark.parametrize("to", ["blk", "pdf", "", 3, None])
def test_a_to_that_does_not_fit_or_is_unknown_is_422_on_to(client, to):
    resp = client.post(URL, json={"format": "mtf", "text": fixture_text("locust.mtf"), "to": to})
    assert_error(resp, 422, "EXPORT_FORMAT_MISMATCH" if to == "blk" else "INVALID_INPUT", "to")


def test_mtf_for_a_vehicle_is_422_on_to(client):
    resp = client.post(URL, json={**DesignDocFactory(), "to": "mtf"})
    err = assert_error(resp, 422, "EXPORT_FORMAT_MISMATCH", "to")
    assert "blk" in err["fields"]["to"][0]


def test_a_missing_to_is_422_on_to(client):
    assert_error(client.post(URL, json={"format": "mtf", "text": fixture_text("locust.mtf")}), 422,
                 "INVALID_INPUT", "to")


def test_a_body_that_is_not_a_design_is_refused_as_validate_refuses_it(client):
    assert_error(client.post(URL, json={"format": "blk", "text": fixture_text("garbage.blk"), "to": "blk"}), 422,
                 "PARSE_ERROR", "text")
    assert_error(client.post(URL, json={"unit_type": "mech", "to": "mtf"}), 422, "INVALID_INPUT", "chassis")
    assert client.post(URL, data="to=mtf", content_type="text/plain").status_code == 415


def test_a_design_the_file_cannot_hold_is_422_naming_the_field(client):
    doc = {**DesignDocFactory(), "chassis": "Two\nLines", "to": "blk"}
    err = assert_error(client.post(URL, json=doc), 422, "CANNOT_EXPORT", "chassis")
    assert "line break" in err["fields"]["chassis"][0]


def _tank_doc() -> dict:
    """A vehicle whose .blk reads back as the same design (DesignDocFactory's
    documents have no engine and no armor, which a .blk file would add: the
    export refuses them)."""
    return construction.dump_design(LegalTankFactory())


def test_the_filename_is_safe_ascii_with_the_utf8_name_beside_it(client):
    doc = {**_tank_doc(), "chassis": 'Атлас "Quoted"', "model": "A/B", "to": "blk"}
    resp = client.post(URL, json=doc)
    assert resp.status_code == 200
    disposition = resp.headers["Content-Disposition"]
    assert disposition.startswith('attachment; filename="Quoted_ A_B.blk"; ')
    assert disposition.isascii()
    assert unquote(disposition.split("filename*=UTF-8''")[1]) == 'Атлас "Quoted" A/B.blk'


def test_a_stored_design_exports_in_each_format(client):
    design_id = _stored(client, {"format": "mtf", "text": fixture_text("locust.mtf")})
    stored = construction.load_design(client.get(f"/api/v1/designs/{design_id}").get_json()["design"])
    mtf = client.get(f"/api/v1/designs/{design_id}/export?to=mtf")
    assert mtf.status_code == 200
    assert mtf.headers["Content-Disposition"] == 'attachment; filename="Locust LCT-1V.mtf"'
    assert construction.parse(mtf.get_data(as_text=True), "mtf") == stored
    doc = client.get(f"/api/v1/designs/{design_id}/export?to=json")
    assert doc.mimetype == "application/json"
    assert json.loads(doc.get_data(as_text=True)) == construction.dump_design(stored)
    assert_error(client.get(f"/api/v1/designs/{design_id}/export?to=blk"), 422, "EXPORT_FORMAT_MISMATCH", "to")
    assert_error(client.get(f"/api/v1/designs/{design_id}/export"), 422, "INVALID_INPUT", "to")
    assert_error(client.get(f"/api/v1/designs/{design_id}/export?to=xls"), 422, "INVALID_INPUT", "to")
    assert_error(client.get(f"/api/v1/designs/{design_id}/export?to=mtf&paper=a4"), 422, "INVALID_INPUT", "paper")


def test_a_stored_design_is_read_with_the_rule_of_get_design(client, anon_client, rival_client):
    public = _stored(client, _tank_doc(), "public")
    private = _stored(client, _tank_doc(), "private")
    for other in (anon_client, rival_client):
        assert other.get(f"/api/v1/designs/{public}/export?to=blk").status_code == 200
        assert_error(other.get(f"/api/v1/designs/{private}/export?to=blk"), 404, "NOT_FOUND")
        assert other.get(f"/api/v1/designs/{private}").status_code == 404  # the same rule
    assert client.get(f"/api/v1/designs/{private}/export?to=blk").status_code == 200
    assert_error(client.get("/api/v1/designs/999999/export?to=blk"), 404, "NOT_FOUND")


def test_a_hand_made_design_stored_then_exported_reads_back_as_stored(client):
    """The JSON form as a user writes it - a 'Mech's mounts in another
    order, its torsos' rear armor left out - is stored in its canonical
    form, and its .mtf reads back as exactly the stored design."""
    from design_factories import LegalMechFactory

    doc = construction.dump_design(LegalMechFactory())
    doc["mounts"] = doc["mounts"][::-1]
    doc["armor"] = [{k: v for k, v in a.items() if k != "rear"} for a in doc["armor"]]
    design_id = _stored(client, doc)
    stored = client.get(f"/api/v1/designs/{design_id}").get_json()["design"]
    assert stored == construction.dump_design(construction.load_design(doc))
    assert [a["rear"] for a in stored["armor"][1:4]] == [0, 0, 0]  # CT, LT, RT: none written, none there
    resp = client.get(f"/api/v1/designs/{design_id}/export?to=mtf")
    assert resp.status_code == 200, resp.get_data(as_text=True)
    assert construction.dump_design(construction.parse(resp.get_data(as_text=True), "mtf")) == stored


def test_a_field_the_file_has_no_place_for_is_422_cannot_export_naming_it(client):
    """A Clan name on battle armor: the .blk format has no place for one, so
    the export refuses - posted or stored - naming clan_name, instead of a
    file that reads back without it."""
    doc = {**construction.dump_design(ElementalFactory()), "clan_name": "Sleipnir"}
    err = assert_error(client.post(URL, json={**doc, "to": "blk"}), 422, "CANNOT_EXPORT", "clan_name")
    assert ".blk" in err["fields"]["clan_name"][0]
    design_id = _stored(client, doc)
    assert_error(client.get(f"/api/v1/designs/{design_id}/export?to=blk"), 422, "CANNOT_EXPORT", "clan_name")
    assert client.get(f"/api/v1/designs/{design_id}/export?to=json").status_code == 200  # the JSON form keeps it
