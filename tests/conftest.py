"""Shared fixtures: the databases the API tests run on.

``db_url`` is parametrised over two databases, each created once per test
session through the Alembic migrations (never create_all):

* ``sqlite``: a file in a temporary folder;
* ``postgresql``: a fresh schema in the server at MECHFORGE_TEST_POSTGRES_URL
  (default postgresql+psycopg://postgres@127.0.0.1:5432/test), dropped at the
  end.  When the server cannot be reached the parameter is skipped, unless env
  CI is set: then it fails.
"""

from __future__ import annotations

import os
import secrets
from contextlib import contextmanager

import pytest
from sqlalchemy import create_engine, delete, make_url, text
from sqlalchemy.exc import SQLAlchemyError

DEFAULT_POSTGRES_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


@contextmanager
def postgres_schema():
    """Yield a PostgreSQL URL whose search_path is a new, empty schema of its
    own; the schema is dropped afterwards.  Skips (fails under CI) when the
    server cannot be reached."""
    base = os.environ.get("MECHFORGE_TEST_POSTGRES_URL", DEFAULT_POSTGRES_URL)
    admin = create_engine(base, connect_args={"connect_timeout": 5}, isolation_level="AUTOCOMMIT")
    schema = f"mechforge_test_{os.getpid()}_{secrets.token_hex(4)}"
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    except SQLAlchemyError as exc:
        admin.dispose()
        reason = f"PostgreSQL at {make_url(base).render_as_string(hide_password=True)} unreachable: {exc.__class__.__name__}: {str(exc).splitlines()[0]}"
        if in_ci():
            pytest.fail(f"{reason} (env CI is set, so this is a failure)")
        pytest.skip(reason)
    url = make_url(base).update_query_dict({"options": f"-csearch_path={schema}"})
    try:
        yield url.render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'))
        admin.dispose()


@pytest.fixture(scope="session")
def postgres_url():
    with postgres_schema() as url:
        yield url


@pytest.fixture(scope="session", params=["sqlite", "postgresql"])
def db_url(request, tmp_path_factory):
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path_factory.mktemp('db') / 'mechforge.sqlite3'}"
    return request.getfixturevalue("postgres_url")


@pytest.fixture(scope="session")
def app(db_url):
    from api import create_app, db

    app = create_app({"TESTING": True, "DATABASE_URL": db_url})  # runs the migrations
    yield app
    db.database(app).engine.dispose()


@pytest.fixture
def client(app):
    """A test client on an empty designs table."""
    from api import db
    from api.models import DesignRow

    with db.database(app).engine.begin() as conn:
        conn.execute(delete(DesignRow))
    return app.test_client()
