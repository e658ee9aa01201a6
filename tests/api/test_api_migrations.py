"""The Alembic migrations: up, down, up again, and in step with the models."""

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect

from api import db
from api.models import Base
from apitesting import postgres_schema


@pytest.fixture(params=["sqlite", "postgresql"])
def fresh_url(request, tmp_path):
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'fresh.sqlite3'}"
        return
    with postgres_schema() as url:
        yield url


def _tables(url):
    engine = db.make_engine(url)
    try:
        return set(inspect(engine).get_table_names())
    finally:
        engine.dispose()


def test_upgrade_downgrade_upgrade(fresh_url):
    assert db.current_revision(fresh_url) is None
    db.upgrade(fresh_url)
    assert db.current_revision(fresh_url) == db.head_revision()
    assert "designs" in _tables(fresh_url)
    db.downgrade(fresh_url, "base")
    assert db.current_revision(fresh_url) is None
    assert "designs" not in _tables(fresh_url)
    db.upgrade(fresh_url)
    db.upgrade(fresh_url)  # idempotent: the app runs it at every start
    assert "designs" in _tables(fresh_url)


def test_migrations_match_the_models(fresh_url):
    db.upgrade(fresh_url)
    engine = db.make_engine(fresh_url)
    try:
        with engine.connect() as conn:
            diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    finally:
        engine.dispose()
    assert diff == []


def test_app_start_runs_the_migrations(fresh_url):
    from api import create_app

    app = create_app({"TESTING": True, "DATABASE_URL": fresh_url})
    try:
        assert db.current_revision(fresh_url) == db.head_revision()
        assert app.test_client().get("/api/v1/designs").status_code == 200
    finally:
        db.database(app).engine.dispose()


def test_rows_saved_before_0005_keep_everything_through_head(fresh_url):
    """A design and a force saved by the 0004 schema come through every later
    migration: the design gets its summary columns, items, slug and UUID
    from its JSON (0005), both start at version 1 (0006), and the app serves
    them with that version as their ETag."""
    import json
    from datetime import datetime, timezone

    import sqlalchemy as sa

    import construction
    from apitesting import mtf_fixture

    db.upgrade(fresh_url, "0004")
    design = construction.dump_design(construction.parse(mtf_fixture("locust.mtf"), "mtf"))
    now = datetime(2026, 1, 2, tzinfo=timezone.utc)
    engine = db.make_engine(fresh_url)
    try:
        with engine.begin() as conn:
            conn.execute(sa.text(
                "INSERT INTO designs (name, unit_type, chassis, model, tonnage, tech_base, rules_level, year, valid,"
                " design, validation, created_at, updated_at, visibility)"
                " VALUES ('mine', 'mech', 'Locust', 'LCT-1V', 20, 'inner_sphere', 'introductory', 2499, true,"
                " :design, :validation, :now, :now, 'public')"),
                {"design": json.dumps(design), "validation": json.dumps({"valid": True, "errors": [], "warnings": []}),
                 "now": now})
            conn.execute(sa.text(
                "INSERT INTO forces (name, unit_count, total_bv, units, networks, tag, evaluation, created_at,"
                " updated_at, visibility) VALUES ('lance', 0, 0, '[]', '[]', '[]', '{}', :now, :now, 'public')"),
                {"now": now})
    finally:
        engine.dispose()

    db.upgrade(fresh_url)

    from api import create_app

    app = create_app({"TESTING": True, "DATABASE_URL": fresh_url})
    try:
        client = app.test_client()
        listed = client.get("/api/v1/designs").get_json()["items"]
        assert [(d["name"], d["chassis"], d["version"]) for d in listed] == [("mine", "Locust", 1)]
        got = client.get(f"/api/v1/designs/{listed[0]['id']}")
        assert got.headers["ETag"] == '"v1"'
        body = got.get_json()
        assert body["design"] == design
        assert body["bv"] == 432 and body["mul_id"] == design.get("mul_id")  # the Locust LCT-1V's MUL BV
        assert client.get("/api/v1/designs?equipment=Medium%20Laser").get_json()["items"][0]["id"] == body["id"]
        force = client.get("/api/v1/forces").get_json()["items"]
        assert [(f["name"], f["version"]) for f in force] == [("lance", 1)]
    finally:
        db.database(app).engine.dispose()


def _app_at_old_revision(url):
    """(app, client with a token) on a database left at an older revision:
    the app does not migrate it, so rows can be written as they were then."""
    from api import create_app
    from api.auth import account_named, issue_token

    app = create_app({"TESTING": True, "DATABASE_URL": url, "AUTO_MIGRATE": False, "RATELIMIT_DEFAULT": ""})
    with db.database(app).sessions() as s:
        _, secret = issue_token(s, account_named(s, "old", create=True))
        s.commit()
    client = app.test_client()
    client.environ_base["HTTP_AUTHORIZATION"] = f"Bearer {secret}"
    return app, client


def test_support_vehicle_ratings_other_than_one_letter_are_dropped_from_stored_documents(fresh_url):
    """Before the JSON form took one letter A-F, "" and "CD" could be saved
    (found by a long schemathesis run); migration 0007 drops them from the
    stored designs and force snapshots, so those rows still load (their BV
    was a 500 otherwise), nothing else in them changes, and each mended row
    is a new version (its ETag changes)."""
    from sqlalchemy import select, update

    import construction
    from api.models import DesignDocumentRow, ForceRow
    from vehicles.test_vehicle_rules import ibex

    db.upgrade(fresh_url, "0006")
    app, c = _app_at_old_revision(fresh_url)
    try:
        good = construction.dump_design(ibex())
        design_id = c.post("/api/v1/designs", json=good).get_json()["id"]
        force_id = c.post("/api/v1/forces", json={"units": [{"design_id": design_id}]}).get_json()["id"]
        old = {**good, "support_vehicle": {**good["support_vehicle"], "structural_tech_rating": "CD",
                                           "engine_tech_rating": "", "armor_tech_rating": "E"}}
        with db.database(app).engine.begin() as conn:  # as the old form let them be saved
            conn.execute(update(DesignDocumentRow).where(DesignDocumentRow.design_id == design_id).values(design=old))
            units = conn.scalar(select(ForceRow.units).where(ForceRow.id == force_id))
            conn.execute(update(ForceRow).where(ForceRow.id == force_id).values(units=[units[0] | {"design": old}]))

        db.upgrade(fresh_url, "0007")  # (0009 then puts the document in canonical form)

        read = c.get(f"/api/v1/designs/{design_id}").get_json()
        stored = read["design"]
        assert read["version"] == 2
        assert stored["support_vehicle"] == {k: v for k, v in old["support_vehicle"].items()
                                             if k not in ("structural_tech_rating", "engine_tech_rating")}
        assert {k: v for k, v in stored.items() if k != "support_vehicle"} == \
            {k: v for k, v in old.items() if k != "support_vehicle"}
        assert c.get(f"/api/v1/designs/{design_id}/bv").status_code == 200
        force = c.get(f"/api/v1/forces/{force_id}").get_json()
        assert force["version"] == 2
        (unit,) = force["units"]
        assert unit["design"] == stored
        assert c.get(f"/api/v1/forces/{force_id}/export?to=mul").status_code == 200
    finally:
        db.database(app).engine.dispose()


def test_stored_designs_are_rewritten_in_canonical_form(fresh_url):
    """Rows saved before the canonical form (migration 0009): a 'Mech posted
    with its mounts in another order and a platoon posted with a tonnage its
    troopers do not weigh are stored as their unit files read back, their
    summary columns (the list's tonnage filter) follow, each is a new
    version, and a force's snapshot is rewritten too; an already canonical
    row is untouched and BV does not move."""
    from sqlalchemy import select, update

    import construction
    from api.models import DesignDocumentRow, DesignRow, ForceRow
    from apitesting import mtf_fixture
    from design_factories import FootPlatoonFactory

    db.upgrade(fresh_url, "0008")
    app, c = _app_at_old_revision(fresh_url)
    try:
        locust = construction.dump_design(construction.parse(mtf_fixture("locust.mtf"), "mtf"))
        platoon = construction.dump_design(FootPlatoonFactory())
        ids = [c.post("/api/v1/designs", json=doc).get_json()["id"] for doc in (locust, platoon, locust)]
        force_id = c.post("/api/v1/forces", json={"units": [{"design_id": ids[0]}]}).get_json()["id"]
        before = [c.get(f"/api/v1/designs/{i}/bv").get_json()["bv"] for i in ids]
        old_mech = {**locust, "mounts": locust["mounts"][::-1]}
        old_platoon = {**platoon, "tonnage": platoon["tonnage"] + 7}
        with db.database(app).engine.begin() as conn:  # as the form let them be saved before
            for design_id, old in ((ids[0], old_mech), (ids[1], old_platoon)):
                conn.execute(update(DesignDocumentRow).where(DesignDocumentRow.design_id == design_id)
                             .values(design=old))
            conn.execute(update(DesignRow).where(DesignRow.id == ids[1]).values(tonnage=old_platoon["tonnage"]))
            units = conn.scalar(select(ForceRow.units).where(ForceRow.id == force_id))
            conn.execute(update(ForceRow).where(ForceRow.id == force_id).values(units=[units[0] | {"design": old_mech}]))

        db.upgrade(fresh_url)

        reads = [c.get(f"/api/v1/designs/{i}").get_json() for i in ids]
        assert [r["version"] for r in reads] == [2, 2, 1]
        assert reads[0]["design"] == locust and reads[1]["design"] == platoon and reads[2]["design"] == locust
        assert [c.get(f"/api/v1/designs/{i}/bv").get_json()["bv"] for i in ids] == before
        listed = c.get(f"/api/v1/designs?unit_type=infantry&max_tonnage={platoon['tonnage']}").get_json()
        assert [d["id"] for d in listed["items"]] == [ids[1]]
        force = c.get(f"/api/v1/forces/{force_id}").get_json()
        assert force["version"] == 2 and force["units"][0]["design"] == locust
    finally:
        db.database(app).engine.dispose()
