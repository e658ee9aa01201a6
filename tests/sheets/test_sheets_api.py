"""HTTP: GET /api/v1/designs/{id}/record-sheet.pdf and POST /api/v1/record-sheets."""

from __future__ import annotations

import pytest

import construction
from design_factories import LegalMechFactory
from factories import fixture_text
from sheet_helpers import page_sizes, page_texts, squash


@pytest.fixture
def mech_json():
    return construction.dump_design(LegalMechFactory(chassis="Testbed", model="TB-1"))


@pytest.fixture
def stored(client, mech_json):
    resp = client.post("/api/v1/designs", json=mech_json)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()["id"]


def _error(resp, status, code=None):
    assert resp.status_code == status, resp.get_data(as_text=True)[:500]
    assert resp.mimetype == "application/json"
    body = resp.get_json()["error"]
    assert body["status"] == status
    if code:
        assert body["code"] == code
    return body


def test_get_sheet_with_etag_and_304(client, stored):
    url = f"/api/v1/designs/{stored}/record-sheet.pdf?paper=a4&gunnery=3&piloting=4&pilot=Jane"
    resp = client.get(url)
    assert resp.status_code == 200
    assert resp.mimetype == "application/pdf"
    pdf = resp.get_data()
    assert pdf.startswith(b"%PDF-")
    etag = resp.headers["ETag"]
    assert etag
    assert round(page_sizes(pdf)[0][0], 1) == 595.3
    flat = squash(page_texts(pdf)[0])
    assert "Testbed TB-1" in flat and "Jane" in flat and "Adjusted BV (3/4)" in flat

    again = client.get(url, headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert again.get_data() == b""
    assert again.headers["ETag"] == etag
    # Same input, same bytes, same tag.
    assert client.get(url).get_data() == pdf
    # Other options, other tag.
    other = client.get(f"/api/v1/designs/{stored}/record-sheet.pdf", headers={"If-None-Match": etag})
    assert other.status_code == 200 and other.headers["ETag"] != etag
    assert round(page_sizes(other.get_data())[0][0], 1) == 612.0


@pytest.mark.parametrize("query,field", [
    ("paper=legal", "paper"),
    ("gunnery=9", "gunnery"),
    ("piloting=-1", "piloting"),
    ("gunnery=abc", "gunnery"),
    ("pilot=" + "x" * 61, "pilot"),
    ("colour=red", "colour"),
])
def test_get_bad_options(client, stored, query, field):
    body = _error(client.get(f"/api/v1/designs/{stored}/record-sheet.pdf?{query}"), 422, "INVALID_INPUT")
    assert field in body["fields"]


def test_get_unknown_id(client):
    _error(client.get("/api/v1/designs/999999/record-sheet.pdf"), 404, "NOT_FOUND")
    _error(client.get("/api/v1/designs/99999999999/record-sheet.pdf"), 404, "NOT_FOUND")


def test_post_batch_mixes_ids_inline_and_files(client, stored, mech_json):
    other = dict(mech_json, chassis="Inline", model="IN-2")
    resp = client.post("/api/v1/record-sheets", json={
        "designs": [stored, other, {"format": "mtf", "text": fixture_text("locust.mtf")}],
        "paper": "letter", "gunnery": 2, "piloting": 3, "pilot": "Kai",
    })
    assert resp.status_code == 200, resp.get_data(as_text=True)[:300]
    assert resp.mimetype == "application/pdf"
    assert resp.headers.get("ETag")
    pages = page_texts(resp.get_data())
    assert len(pages) == 3
    assert "Testbed TB-1" in squash(pages[0])
    assert "Inline IN-2" in squash(pages[1])
    assert "Locust" in squash(pages[2])


@pytest.mark.parametrize("body,status,field", [
    ({"designs": []}, 422, "designs"),
    ({}, 422, "designs"),
    ({"designs": [True]}, 422, "designs.0"),
    ({"designs": ["x"]}, 422, "designs.0"),
    ({"designs": [123456]}, 404, "designs.0"),
    ({"designs": [{"format": "mtf", "text": "nonsense"}]}, 422, "designs.0.text"),
    ({"designs": [{"unit_type": "mech"}]}, 422, None),
    ({"designs": [1], "paper": "legal"}, 422, "paper"),
    ({"designs": [1], "gunnery": "3"}, 422, "gunnery"),
    ({"designs": [1], "extra": 1}, 422, "extra"),
])
def test_post_errors(client, body, status, field):
    err = _error(client.post("/api/v1/record-sheets", json=body), status)
    if field:
        assert field in err["fields"], err


def test_post_undrawable_design(client, mech_json):
    broken = dict(mech_json, tonnage=250)  # no internal structure table for 250 t
    err = _error(client.post("/api/v1/record-sheets", json={"designs": [mech_json, broken]}), 422, "CANNOT_DRAW")
    assert any(k.startswith("designs.1") for k in err["fields"]), err


def test_get_undrawable_stored_design(client, mech_json):
    resp = client.post("/api/v1/designs", json=dict(mech_json, tonnage=250))
    assert resp.status_code == 201
    _error(client.get(f"/api/v1/designs/{resp.get_json()['id']}/record-sheet.pdf"), 422, "CANNOT_DRAW")


def test_replaced_design_gets_its_own_sheet(client, stored, mech_json):
    """The service keeps the designs it read by their stored JSON form: a
    replaced design is read anew, and its sheet says what it now is."""
    url = f"/api/v1/designs/{stored}/record-sheet.pdf?pilot=Jane"
    first = client.get(url)
    assert "Testbed TB-1" in squash(page_texts(first.get_data())[0])
    armor = [dict(a, front=max(0, a["front"] - 1)) for a in mech_json["armor"]]
    resp = client.put(f"/api/v1/designs/{stored}", json=dict(mech_json, model="TB-2", armor=armor))
    assert resp.status_code == 200, resp.get_json()
    second = client.get(url)
    assert second.status_code == 200 and second.headers["ETag"] != first.headers["ETag"]
    flat = squash(page_texts(second.get_data())[0])
    assert "Testbed TB-2" in flat and "Testbed TB-1" not in flat
    bv = client.get(f"/api/v1/designs/{stored}").get_json()["bv"]
    assert f"Battle Value: {bv:,}" in flat


def test_post_not_json(client):
    _error(client.post("/api/v1/record-sheets", data="x", content_type="text/plain"), 415)
    _error(client.post("/api/v1/record-sheets", data="{", content_type="application/json"), 400)


@pytest.mark.parametrize("chassis", ["Атлас", "戦車", "Çeşme", "Atlas"])
def test_any_design_name_downloads(client, chassis):
    """Record sheet and Alpha Strike card of a design named outside Latin-1:
    a PDF with an ASCII filename and, for other names, an RFC 6266
    filename* in UTF-8 (was a 500)."""
    from urllib.parse import quote

    import construction

    doc = construction.dump_design(LegalMechFactory(chassis=chassis))
    for path in ("/api/v1/record-sheets", "/api/v1/alpha-strike-cards"):
        resp = client.post(path, json={"designs": [doc]})
        assert resp.status_code == 200, resp.get_json()
        header = resp.headers["Content-Disposition"]
        header.encode("latin-1")  # a header every client can read
        if chassis.isascii():
            assert "filename*" not in header and chassis in header
        else:
            assert "filename*=UTF-8''" + quote(chassis) in header
