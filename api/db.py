"""Database plumbing: one engine and session factory per app, migrations.

The URL comes from the app config ``DATABASE_URL``; :func:`database_url`
gives the default (env ``MECHFORGE_DATABASE_URL``, else an SQLite file in the
Flask instance folder).  PostgreSQL URLs use psycopg 3:
``postgresql+psycopg://user@host:5432/dbname``.

The schema is owned by Alembic (``api/migrations``): :func:`upgrade` runs
``alembic upgrade head`` programmatically, with no alembic.ini needed.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from flask import Flask, current_app, g
from sqlalchemy import Engine, create_engine, make_url
from sqlalchemy.orm import Session, sessionmaker

ENV_URL = "MECHFORGE_DATABASE_URL"
MAX_ID = 2**31 - 1  # id columns are 32-bit integers on PostgreSQL
MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def database_url(instance_path: Optional[str] = None) -> str:
    """The configured database URL: env MECHFORGE_DATABASE_URL, else an SQLite
    file ``mechforge.sqlite3`` in ``instance_path`` (default ./instance)."""
    url = os.environ.get(ENV_URL)
    if url:
        return url
    folder = Path(instance_path or "instance").resolve()
    return f"sqlite:///{folder / 'mechforge.sqlite3'}"


def make_engine(url: str) -> Engine:
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        if parsed.database and parsed.database != ":memory:":
            Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
        return create_engine(url)
    return create_engine(url, pool_pre_ping=True)


@dataclass
class Database:
    engine: Engine
    sessions: sessionmaker[Session]


def init_app(app: Flask) -> None:
    engine = make_engine(app.config["DATABASE_URL"])
    app.extensions["mechforge.db"] = Database(engine, sessionmaker(engine, expire_on_commit=False))
    app.teardown_appcontext(_close_session)


def database(app: Optional[Flask] = None) -> Database:
    return (app or current_app).extensions["mechforge.db"]


def session() -> Session:
    """The session of the current request (closed when the request ends)."""
    if "db_session" not in g:
        g.db_session = database().sessions()
    return g.db_session


def _close_session(exc: Optional[BaseException]) -> None:
    s = g.pop("db_session", None)
    if s is not None:
        s.close()


# ------------------------------------------------------------------ migrations
def alembic_config(url: str):
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    # '%' is alembic's interpolation character: escape it in passwords etc.
    cfg.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    cfg.attributes["configure_logging"] = False
    return cfg


def upgrade(url: str, revision: str = "head") -> None:
    """Bring the database at ``url`` to ``revision`` (``alembic upgrade``)."""
    from alembic import command

    command.upgrade(alembic_config(url), revision)


def downgrade(url: str, revision: str) -> None:
    from alembic import command

    command.downgrade(alembic_config(url), revision)


def current_revision(url: str) -> Optional[str]:
    from alembic.runtime.migration import MigrationContext

    engine = make_engine(url)
    try:
        with engine.connect() as conn:
            return MigrationContext.configure(conn).get_current_revision()
    finally:
        engine.dispose()


def head_revision() -> str:
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(alembic_config("sqlite://")).get_current_head()


def get(model, row_id: int):
    """The row of ``model`` with that id, or None (also for ids no row can have)."""
    return session().get(model, row_id) if 0 < row_id <= MAX_ID else None


def timestamp(value) -> Optional[str]:
    """A stored time as ISO 8601 in UTC (SQLite keeps no zone; we always write UTC)."""
    from datetime import timezone

    if value is None:
        return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=timezone.utc)
    return value.isoformat()
