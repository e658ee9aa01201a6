"""Test databases: a fresh PostgreSQL schema per use, and the CI switch.

Kept out of conftest.py so test modules can import it by name.
"""

from __future__ import annotations

import os
import secrets
from contextlib import contextmanager

import pytest
from sqlalchemy import create_engine, make_url, text
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
