"""Row versions as ETags: a write never silently overwrites another.

Stored designs and forces carry a version (1 when first written, one more
at every write) answered as the ETag ``"v<version>"``; ``If-Match`` makes a
PUT or DELETE conditional (412 when it names another version), and a write
that races another request's write to the same row is answered 409 with
nothing of it kept (api/preconditions.py).
"""

from __future__ import annotations

import copy

import pytest
import sqlalchemy as sa

from api import db
from conftest import client_as  # at import: tests/web has a conftest module of its own, loaded later


def _design(client, design_id):
    return client.get(f"/api/v1/designs/{design_id}")


def _renamed(body, name):
    """The stored design's JSON form, posted back under another model name."""
    design = copy.deepcopy(body["design"])
    design["model"] = name
    return design


def test_a_new_design_is_version_1_and_every_write_adds_one(client, locust_upload):
    created = client.post("/api/v1/designs", json=locust_upload)
    assert created.status_code == 201
    assert created.headers["ETag"] == '"v1"' and created.get_json()["version"] == 1
    design_id = created.get_json()["id"]
    got = _design(client, design_id)
    assert got.headers["ETag"] == '"v1"'
    for expected in (2, 3):
        put = client.put(f"/api/v1/designs/{design_id}", json=_renamed(got.get_json(), f"X-{expected}"))
        assert put.status_code == 200
        assert put.get_json()["version"] == expected and put.headers["ETag"] == f'"v{expected}"'
    assert _design(client, design_id).get_json()["design"]["model"] == "X-3"


def _moved_to_a_free_slot(design: dict) -> dict:
    """The design with one single-slot item moved to an empty slot of its
    location (a 'Mech's mount order is no change: the form lists the
    mounts in the order of its unit file)."""
    from construction.model import SYSTEM_ITEMS, slots_in_location

    design = copy.deepcopy(design)
    for mount in design["mounts"]:
        if mount["item"] in SYSTEM_ITEMS or len(mount.get("slots", [])) != 1:
            continue
        taken = {s for mt in design["mounts"] if mt["location"] == mount["location"] for s in mt.get("slots", [])}
        free = [s for s in range(slots_in_location(mount["location"])) if s not in taken]
        if free:
            mount["slots"] = [free[0]]
            return design
    raise AssertionError("no single-slot item with a free slot beside it")


def test_a_write_that_changes_only_the_document_is_a_new_version(client, stored_locust):
    """Moving an item to another slot of its location changes no summary
    column or item, only the stored document: it must still count as a
    write (it used to leave ``updated_at`` and so the MekBay sheet and
    catalog keys as they were)."""
    before = _design(client, stored_locust).get_json()
    design = _moved_to_a_free_slot(before["design"])
    after = client.put(f"/api/v1/designs/{stored_locust}", json=design).get_json()
    assert after["design"]["mounts"] != before["design"]["mounts"]
    assert after["version"] == before["version"] + 1
    assert after["updated_at"] != before["updated_at"]


def test_if_match_with_an_old_version_writes_nothing(client, stored_locust):
    read = _design(client, stored_locust)
    etag = read.headers["ETag"]
    first = client.put(f"/api/v1/designs/{stored_locust}", json=_renamed(read.get_json(), "FIRST"),
                       headers={"If-Match": etag})
    assert first.status_code == 200 and first.headers["ETag"] == '"v2"'
    # a second client still holding v1 tries to write over it
    stale = client.put(f"/api/v1/designs/{stored_locust}", json=_renamed(read.get_json(), "SECOND"),
                       headers={"If-Match": etag})
    assert stale.status_code == 412
    error = stale.get_json()["error"]
    assert error["code"] == "PRECONDITION_FAILED" and error["current_version"] == 2
    assert '"v2"' in error["message"]
    now = _design(client, stored_locust).get_json()
    assert now["design"]["model"] == "FIRST" and now["version"] == 2
    # with the version just read, it goes through; so does *
    assert client.put(f"/api/v1/designs/{stored_locust}", json=_renamed(now, "THIRD"),
                      headers={"If-Match": '"v2"'}).status_code == 200
    assert client.put(f"/api/v1/designs/{stored_locust}", json=_renamed(now, "FOURTH"),
                      headers={"If-Match": "*"}).get_json()["version"] == 4


def test_if_match_is_checked_before_the_body(client, stored_locust):
    """A stale If-Match answers 412 even when the body is also bad: the
    client learns first that it must read again."""
    resp = client.put(f"/api/v1/designs/{stored_locust}", json={"unit_type": "mech"}, headers={"If-Match": '"v9"'})
    assert resp.status_code == 412


def test_delete_with_an_old_version_keeps_the_design(client, stored_locust):
    read = _design(client, stored_locust)
    client.put(f"/api/v1/designs/{stored_locust}", json=_renamed(read.get_json(), "CHANGED"))
    refused = client.delete(f"/api/v1/designs/{stored_locust}", headers={"If-Match": read.headers["ETag"]})
    assert refused.status_code == 412
    assert _design(client, stored_locust).status_code == 200
    assert client.delete(f"/api/v1/designs/{stored_locust}", headers={"If-Match": '"v2"'}).status_code == 204
    assert _design(client, stored_locust).status_code == 404


def test_if_none_match_answers_304_until_the_design_changes(client, stored_locust):
    read = _design(client, stored_locust)
    again = client.get(f"/api/v1/designs/{stored_locust}", headers={"If-None-Match": read.headers["ETag"]})
    assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == read.headers["ETag"]
    client.put(f"/api/v1/designs/{stored_locust}", json=_renamed(read.get_json(), "NEW"))
    changed = client.get(f"/api/v1/designs/{stored_locust}", headers={"If-None-Match": read.headers["ETag"]})
    assert changed.status_code == 200 and changed.get_json()["design"]["model"] == "NEW"


def test_another_accounts_if_match_reveals_nothing(client, rival_client, stored_locust):
    """Ownership is checked before the version: a rival gets the same 404
    for a private design whatever If-Match it sends."""
    for tag in ('"v1"', '"v7"', "*"):
        resp = rival_client.put(f"/api/v1/designs/{stored_locust}", json={}, headers={"If-Match": tag})
        assert resp.status_code == 404


@pytest.fixture
def race(app, monkeypatch):
    """Make another request's write land while the next request is between
    its read of a row and its commit: ``race(table, row_id)`` arms it."""
    import api.designs
    import api.forces

    def arm(table, row_id, module, name):
        real = getattr(module, name)

        def write_first(*args, **kwargs):
            with db.database(app).engine.begin() as conn:  # another connection: another request
                conn.execute(sa.text(f"UPDATE {table} SET version = version + 1, name = 'theirs' WHERE id = :id"),
                             {"id": row_id})
            return real(*args, **kwargs)

        monkeypatch.setattr(module, name, write_first)

    return {"designs": lambda row_id: arm("designs", row_id, api.designs, "evaluate_design"),
            "forces": lambda row_id: arm("forces", row_id, api.forces, "evaluate")}


def test_a_write_racing_another_is_refused_and_the_other_kept(client, stored_locust, race):
    read = _design(client, stored_locust).get_json()
    race["designs"](stored_locust)
    body = {**_renamed(read, "MINE"), "name": "mine"}
    resp = client.put(f"/api/v1/designs/{stored_locust}", json=body)  # no If-Match: still no lost update
    assert resp.status_code == 409
    assert resp.get_json()["error"]["code"] == "EDIT_CONFLICT"
    now = _design(client, stored_locust).get_json()
    assert now["name"] == "theirs" and now["version"] == 2 and now["design"]["model"] == read["design"]["model"]


def test_a_delete_racing_a_write_is_refused(client, stored_locust, app):
    import api.designs

    real = api.designs.require_match

    def write_in_between(row, what):
        real(row, what)
        with db.database(app).engine.begin() as conn:
            conn.execute(sa.text("UPDATE designs SET version = version + 1 WHERE id = :id"), {"id": stored_locust})

    api.designs.require_match = write_in_between
    try:
        resp = client.delete(f"/api/v1/designs/{stored_locust}")
    finally:
        api.designs.require_match = real
    assert resp.status_code == 409
    assert _design(client, stored_locust).get_json()["version"] == 2


# ------------------------------------------------------------------ forces
@pytest.fixture
def force_body(client, stored_locust):
    return {"name": "lance", "units": [{"design_id": stored_locust, "gunnery": 4, "piloting": 5}]}


def test_forces_carry_versions_too(client, force_body, race):
    created = client.post("/api/v1/forces", json=force_body)
    assert created.status_code == 201 and created.headers["ETag"] == '"v1"'
    force_id = created.get_json()["id"]
    got = client.get(f"/api/v1/forces/{force_id}")
    assert got.headers["ETag"] == '"v1"' and got.get_json()["version"] == 1
    assert client.get(f"/api/v1/forces/{force_id}", headers={"If-None-Match": '"v1"'}).status_code == 304
    put = client.put(f"/api/v1/forces/{force_id}", json={**force_body, "name": "renamed"}, headers={"If-Match": '"v1"'})
    assert put.status_code == 200 and put.headers["ETag"] == '"v2"'
    stale = client.put(f"/api/v1/forces/{force_id}", json={**force_body, "name": "late"}, headers={"If-Match": '"v1"'})
    assert stale.status_code == 412 and stale.get_json()["error"]["current_version"] == 2
    assert client.delete(f"/api/v1/forces/{force_id}", headers={"If-Match": '"v1"'}).status_code == 412
    race["forces"](force_id)
    raced = client.put(f"/api/v1/forces/{force_id}", json={**force_body, "name": "mine"})
    assert raced.status_code == 409
    kept = client.get(f"/api/v1/forces/{force_id}").get_json()
    assert kept["name"] == "theirs" and kept["version"] == 3
    assert client.delete(f"/api/v1/forces/{force_id}", headers={"If-Match": '"v3"'}).status_code == 204


def test_the_mekbay_catalog_and_sheet_follow_a_document_only_write(client, stored_locust):
    """A public design whose only change is in its document: /mekbay/units.json
    gets a new ETag and the design's sheet is drawn again."""
    body = _design(client, stored_locust).get_json()
    design = {**copy.deepcopy(body["design"]), "visibility": "public"}
    client.put(f"/api/v1/designs/{stored_locust}", json=design)
    before = client.get("/mekbay/units.json")
    units = before.get_json()["units"]
    sheet_path = "/mekbay/sheets/" + units[0]["sheets"][0]
    sheet_before = client.get(sheet_path)
    assert sheet_before.status_code == 200
    # drop the last medium laser: same tonnage, unit type, chassis, model, owner and visibility columns
    mounts = design["mounts"]
    last = max(i for i, m in enumerate(mounts) if m["item"] == "Medium Laser")
    design["mounts"] = mounts[:last] + mounts[last + 1:]
    assert client.put(f"/api/v1/designs/{stored_locust}", json=design).status_code == 200
    after = client.get("/mekbay/units.json", headers={"If-None-Match": before.headers["ETag"]})
    assert after.status_code == 200 and after.headers["ETag"] != before.headers["ETag"]
    sheet_after = client.get(sheet_path, headers={"If-None-Match": sheet_before.headers["ETag"]})
    assert sheet_after.status_code == 200 and sheet_after.data != sheet_before.data


# ------------------------------------------------------------------ concurrent writers
def test_a_delete_racing_a_put_in_its_write_is_never_a_500(app, client, tokens, stored_locust):
    """Found by a concurrent-writers probe (gunicorn, 6 clients, 40 s, 3 runs
    of 4 on PostgreSQL): a DELETE of a design while a PUT of it was writing
    its document and items deadlocked there (each held rows the other
    needed), and the request PostgreSQL failed was a 500.  A writer now locks
    the row first: the DELETE waits for the PUT (SQLite: for its write
    transaction), then finds a new version, a 409; nothing half-written is
    left."""
    import threading

    read = _design(client, stored_locust).get_json()
    in_write, proceed = threading.Event(), threading.Event()
    engine = db.database(app).engine

    def pause_after_the_row(conn, cursor, statement, *args):
        """The PUT stops right after its UPDATE of the designs row, before
        its document's and items' (the order its flush takes)."""
        if threading.current_thread() is writer and statement.lstrip().upper().startswith("UPDATE DESIGNS "):
            in_write.set()
            proceed.wait(10)

    sa.event.listen(engine, "after_cursor_execute", pause_after_the_row)
    answers = {}

    def put():
        answers["put"] = client_as(app, tokens["tester"]).put(f"/api/v1/designs/{stored_locust}",
                                                              json=_renamed(read, "MINE"))

    def delete():
        answers["delete"] = client_as(app, tokens["tester"]).delete(f"/api/v1/designs/{stored_locust}")

    writer = threading.Thread(target=put)
    try:
        writer.start()
        assert in_write.wait(10)
        deleter = threading.Thread(target=delete)
        deleter.start()
        deleter.join(1.0)  # it waits for the PUT (PostgreSQL: the row lock; SQLite: the write lock)
        proceed.set()
        writer.join(30)
        deleter.join(30)
    finally:
        proceed.set()
        sa.event.remove(engine, "after_cursor_execute", pause_after_the_row)
    assert (answers["put"].status_code, answers["delete"].status_code) == (200, 409)
    assert answers["delete"].get_json()["error"]["code"] == "EDIT_CONFLICT"
    now = _design(client, stored_locust).get_json()
    assert now["design"]["model"] == "MINE" and now["version"] == 2
    with db.database(app).engine.connect() as conn:  # no document or items without their design
        orphans = conn.execute(sa.text(
            "SELECT (SELECT count(*) FROM design_documents WHERE design_id NOT IN (SELECT id FROM designs))"
            " + (SELECT count(*) FROM design_items WHERE design_id NOT IN (SELECT id FROM designs))")).scalar()
    assert orphans == 0


def test_a_deadlock_or_serialization_failure_is_a_409(client, locust_upload, monkeypatch):
    """PostgreSQL breaks a deadlock (40P01) or a serialization conflict
    (40001) by failing one transaction: that request is a 409 EDIT_CONFLICT
    (rolled back, nothing kept), not a 500; any other database error stays one."""
    import api.designs
    from sqlalchemy.exc import OperationalError

    class Orig(Exception):
        sqlstate = "40P01"

    def collide(*args):
        raise OperationalError("UPDATE designs ...", {}, Orig("deadlock detected"))

    monkeypatch.setattr(api.designs, "evaluate_design", collide)
    for state in ("40P01", "40001"):
        Orig.sqlstate = state
        resp = client.post("/api/v1/designs", json=locust_upload)
        assert resp.status_code == 409 and resp.get_json()["error"]["code"] == "EDIT_CONFLICT"
    Orig.sqlstate = "23505"
    resp = client.post("/api/v1/designs", json=locust_upload)
    assert resp.status_code == 500 and resp.get_json()["error"]["code"] == "INTERNAL_ERROR"
    assert client.get("/api/v1/designs").get_json()["total"] == 0
