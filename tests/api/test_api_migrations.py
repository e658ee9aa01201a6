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
