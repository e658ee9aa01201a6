"""Accounts and API tokens: who may save, change, delete and read designs
and forces, and the token routes themselves.

``client`` acts for account ``tester``, ``rival_client`` for ``rival``,
``anon_client`` sends no token (tests/conftest.py)."""

import hashlib

import pytest
from sqlalchemy import select

from apitesting import assert_error
from conftest import client_as
from design_factories import LegalMechFactory

import construction


def _mech(chassis="Owned Mech"):
    return construction.dump_design(LegalMechFactory(chassis=chassis))


def _save(client, visibility=None, chassis="Owned Mech"):
    body = _mech(chassis) | ({"visibility": visibility} if visibility else {})
    resp = client.post("/api/v1/designs", json=body)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def _save_force(client, visibility=None, units=None):
    body = {"name": "Lance", "units": units or [{"design": _mech()}]} | ({"visibility": visibility} if visibility else {})
    resp = client.post("/api/v1/forces", json=body)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


# ------------------------------------------------------------------ anonymous
def test_anonymous_writes_are_refused_with_401(anon_client, client):
    design = _save(client, "public")
    force = _save_force(client, "public")
    attempts = [
        anon_client.post("/api/v1/designs", json=_mech()),
        anon_client.put(f"/api/v1/designs/{design['id']}", json=_mech()),
        anon_client.delete(f"/api/v1/designs/{design['id']}"),
        anon_client.post("/api/v1/forces", json={"units": [{"design": _mech()}]}),
        anon_client.put(f"/api/v1/forces/{force['id']}", json={"units": [{"design": _mech()}]}),
        anon_client.delete(f"/api/v1/forces/{force['id']}"),
        anon_client.post("/api/v1/tokens", json={}),
        anon_client.get("/api/v1/tokens"),
        anon_client.delete("/api/v1/tokens/1"),
        anon_client.get("/api/v1/account"),
    ]
    for resp in attempts:
        assert_error(resp, 401, "UNAUTHENTICATED")
        assert resp.headers["WWW-Authenticate"].startswith("Bearer")
    # nothing changed
    assert client.get(f"/api/v1/designs/{design['id']}").get_json()["chassis"] == "Owned Mech"
    assert client.get("/api/v1/designs").get_json()["total"] == 1
    assert client.get(f"/api/v1/forces/{force['id']}").status_code == 200


def test_stateless_work_needs_no_token(anon_client):
    body = _mech()
    assert anon_client.post("/api/v1/validate", json=body).status_code == 200
    assert anon_client.post("/api/v1/bv", json=body).status_code == 200
    assert anon_client.post("/api/v1/alpha-strike", json=body).status_code == 200
    assert anon_client.post("/api/v1/forces/evaluate", json={"units": [{"design": body}]}).status_code == 200
    assert anon_client.post("/api/v1/record-sheets", json={"designs": [body]}).status_code == 200


@pytest.mark.parametrize("header", ["Bearer mf_" + "x" * 43, "Bearer nonsense", "Basic dGVzdDp0ZXN0", "Bearer "])
def test_a_bad_token_is_a_401_wherever_it_is_read(app, client, header):
    bad = app.test_client()
    bad.environ_base["HTTP_AUTHORIZATION"] = header
    for resp in (bad.post("/api/v1/designs", json=_mech()), bad.get("/api/v1/designs"),
                 bad.get("/api/v1/forces"), bad.get("/api/v1/tokens")):
        assert_error(resp, 401, "INVALID_TOKEN")
        assert resp.headers["WWW-Authenticate"].startswith("Bearer")
    assert client.get("/api/v1/designs").get_json()["total"] == 0  # nothing written


# ---------------------------------------------------------------- other owners
def test_other_owners_cannot_change_or_delete_designs(client, rival_client):
    public = _save(client, "public")
    private = _save(client)
    for row in (public, private):
        assert_error(rival_client.put(f"/api/v1/designs/{row['id']}", json=_mech("Stolen")), 404, "NOT_FOUND")
        assert_error(rival_client.delete(f"/api/v1/designs/{row['id']}"), 404, "NOT_FOUND")
        assert client.get(f"/api/v1/designs/{row['id']}").get_json()["chassis"] == "Owned Mech"
    # the owner can
    assert client.put(f"/api/v1/designs/{private['id']}", json=_mech("Changed")).status_code == 200
    assert client.delete(f"/api/v1/designs/{private['id']}").status_code == 204


def test_other_owners_cannot_change_or_delete_forces(client, rival_client):
    force = _save_force(client, "public")
    assert_error(rival_client.put(f"/api/v1/forces/{force['id']}", json={"units": [{"design": _mech()}]}), 404,
                 "NOT_FOUND")
    assert_error(rival_client.delete(f"/api/v1/forces/{force['id']}"), 404, "NOT_FOUND")
    assert client.get(f"/api/v1/forces/{force['id']}").get_json()["name"] == "Lance"
    assert client.delete(f"/api/v1/forces/{force['id']}").status_code == 204


def test_other_owners_cannot_revoke_or_see_tokens(client, rival_client):
    made = client.post("/api/v1/tokens", json={"name": "spare"}).get_json()
    assert_error(rival_client.delete(f"/api/v1/tokens/{made['id']}"), 404, "NOT_FOUND")
    assert made["id"] not in [t["id"] for t in rival_client.get("/api/v1/tokens").get_json()["items"]]
    assert made["id"] in [t["id"] for t in client.get("/api/v1/tokens").get_json()["items"]]


# ------------------------------------------------------------------ visibility
def test_private_is_the_default_and_hidden_from_everyone_else(client, rival_client, anon_client):
    private = _save(client)
    assert private["visibility"] == "private" and private["owner"] == "tester"
    did = private["id"]
    for other in (rival_client, anon_client):
        for path in (f"/api/v1/designs/{did}", f"/api/v1/designs/{did}/bv", f"/api/v1/designs/{did}/alpha-strike",
                     f"/api/v1/designs/{did}/record-sheet.pdf", f"/api/v1/designs/{did}/alpha-strike-card.pdf"):
            assert_error(other.get(path), 404, "NOT_FOUND")
        assert other.get("/api/v1/designs").get_json()["total"] == 0
        assert_error(other.post("/api/v1/record-sheets", json={"designs": [did]}), 404, "NOT_FOUND", "designs.0")
        err = assert_error(other.post("/api/v1/forces/evaluate", json={"units": [{"design_id": did}]}), 422,
                           "INVALID_INPUT", "units.0.design_id")
        assert "no stored design" in err["fields"]["units.0.design_id"][0]
    assert client.get(f"/api/v1/designs/{did}/bv").status_code == 200
    assert client.post("/api/v1/forces/evaluate", json={"units": [{"design_id": did}]}).status_code == 200


def test_public_rows_are_read_by_everyone(client, anon_client, rival_client):
    design = _save(client, "public")
    force = _save_force(client, "public", units=[{"design_id": design["id"]}])
    for other in (anon_client, rival_client):
        assert other.get(f"/api/v1/designs/{design['id']}").get_json()["owner"] == "tester"
        assert other.get(f"/api/v1/forces/{force['id']}").status_code == 200
        assert other.get(f"/api/v1/designs/{design['id']}/record-sheet.pdf").status_code == 200
        assert other.get("/api/v1/designs").get_json()["total"] == 1
        assert other.get("/api/v1/forces").get_json()["total"] == 1


def test_private_forces_are_hidden(client, rival_client):
    force = _save_force(client)
    assert force["visibility"] == "private"
    assert_error(rival_client.get(f"/api/v1/forces/{force['id']}"), 404, "NOT_FOUND")
    assert rival_client.get("/api/v1/forces").get_json()["total"] == 0
    assert client.get("/api/v1/forces").get_json()["total"] == 1


def test_list_filters_mine_and_visibility(client, rival_client, anon_client):
    _save(client, "public")
    _save(client)
    _save(rival_client, "public", chassis="Rival Mech")
    _save(rival_client, chassis="Rival Secret")
    mine = client.get("/api/v1/designs?mine=true").get_json()
    assert {d["chassis"] for d in mine["items"]} == {"Owned Mech"} and mine["total"] == 2
    seen = client.get("/api/v1/designs").get_json()
    assert sorted(d["chassis"] for d in seen["items"]) == ["Owned Mech", "Owned Mech", "Rival Mech"]
    assert client.get("/api/v1/designs?visibility=private").get_json()["total"] == 1
    assert anon_client.get("/api/v1/designs").get_json()["total"] == 2
    assert_error(anon_client.get("/api/v1/designs?mine=true"), 401, "UNAUTHENTICATED")


# ---------------------------------------------------------------------- tokens
def test_tokens_are_made_listed_and_revoked(app, client):
    made = client.post("/api/v1/tokens", json={"name": "list builder"})
    assert made.status_code == 201
    body = made.get_json()
    secret = body["token"]
    assert secret.startswith("mf_") and len(secret) == 46 and body["hint"] == secret[-4:]
    assert made.headers["Location"] == f"/api/v1/tokens/{body['id']}"

    other = client_as(app, secret)
    assert other.get("/api/v1/account").get_json()["name"] == "tester"
    listed = client.get("/api/v1/tokens").get_json()
    assert listed["account"] == "tester"
    assert body["id"] in [t["id"] for t in listed["items"]]
    assert all("token" not in t for t in listed["items"])  # never the secret again
    assert secret not in str(listed)

    assert other.delete(f"/api/v1/tokens/{body['id']}").status_code == 204  # revoking the token in use
    assert_error(other.get("/api/v1/account"), 401, "INVALID_TOKEN")
    assert client.get("/api/v1/account").status_code == 200  # the other token still works


def test_only_a_digest_of_the_secret_is_stored(app, client):
    from api import db
    from api.models import TokenRow

    body = client.post("/api/v1/tokens", json={}).get_json()
    with db.database(app).sessions() as s:
        row = s.get(TokenRow, body["id"])
        stored = [str(v) for v in (row.digest, row.hint, row.name)]
    assert body["token"] not in " ".join(stored)
    assert row.digest == hashlib.sha256(body["token"].encode()).hexdigest()


def test_token_request_is_checked(client):
    assert_error(client.post("/api/v1/tokens", json={"name": "x" * 101}), 422, "INVALID_INPUT", "name")
    assert_error(client.post("/api/v1/tokens", json={"scope": "all"}), 422, "INVALID_INPUT", "scope")
    assert_error(client.post("/api/v1/tokens", json=[]), 422, "INVALID_INPUT")
    assert_error(client.delete("/api/v1/tokens/999999999999"), 404, "NOT_FOUND")


# --------------------------------------------------------- rows without owner
def test_rows_from_before_accounts_are_public_and_read_only(app, client, rival_client):
    from api import db
    from api.designs import fill_row
    from api.evaluate import evaluate_design
    from api.models import DesignRow

    design = LegalMechFactory(chassis="Legacy")
    with db.database(app).sessions() as s:
        row = DesignRow()
        fill_row(row, {"visibility": "public"}, design, evaluate_design(design))
        s.add(row)
        s.commit()
        legacy = row.id
    got = rival_client.get(f"/api/v1/designs/{legacy}").get_json()
    assert got["owner"] is None and got["visibility"] == "public"
    for c in (client, rival_client):
        assert_error(c.put(f"/api/v1/designs/{legacy}", json=_mech()), 404, "NOT_FOUND")
        assert_error(c.delete(f"/api/v1/designs/{legacy}"), 404, "NOT_FOUND")
    with db.database(app).sessions() as s:
        assert s.scalar(select(DesignRow.chassis).where(DesignRow.id == legacy)) == "Legacy"

