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

import pytest
from sqlalchemy import delete

from apitesting import postgres_schema


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "checklist(category, *members): issue 16 checklist members a hand-worked test works out that are "
        "no catalog row (Alpha Strike specials, battle armor mount kinds; tests/synthetic/checklist.py)")
    config.addinivalue_line(
        "markers", "covers(*ids): catalog ids or component rows ('kind:id') whose rules the test works out by hand "
        "(tools/coverage.py counts them; hand-worked tests live in tests/synthetic and beside their family)")


@pytest.fixture
def runner():
    """click's CliRunner for the `mechforge` command, stdout and stderr apart."""
    from click.testing import CliRunner

    try:
        return CliRunner(mix_stderr=False)
    except TypeError:  # click >= 8.2 keeps stderr apart already
        return CliRunner()


@pytest.fixture
def locust_upload():
    """The body that posts the Locust LCT-1V's unit file (tests/api/fixtures)."""
    from apitesting import mtf_fixture

    return {"format": "mtf", "text": mtf_fixture("locust.mtf")}


@pytest.fixture
def stored_locust(client, locust_upload):
    """The id of the Locust LCT-1V, stored by the test account."""
    resp = client.post("/api/v1/designs", json=locust_upload)
    assert resp.status_code == 201
    return resp.get_json()["id"]


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

    # runs the migrations; rate limits off (timing-dependent here; tests/api/test_api_limits.py covers them)
    app = create_app({"TESTING": True, "DATABASE_URL": db_url, "RATELIMIT_DEFAULT": ""})
    yield app
    db.database(app).engine.dispose()


@pytest.fixture(scope="session")
def tokens(app):
    """{account name: API token} for two accounts, ``tester`` and ``rival``,
    made once per database."""
    from api import db
    from api.auth import account_named, issue_token

    out = {}
    with db.database(app).sessions() as session:
        for name in ("tester", "rival"):
            _, out[name] = issue_token(session, account_named(session, name, create=True))
        session.commit()
    return out


def _empty_tables(app) -> None:
    from api import db
    from api.models import DesignDocumentRow, DesignItemRow, DesignRow, ForceRow

    with db.database(app).engine.begin() as conn:
        conn.execute(delete(ForceRow))
        conn.execute(delete(DesignItemRow))
        conn.execute(delete(DesignDocumentRow))
        conn.execute(delete(DesignRow))


def client_as(app, token=None):
    """A test client that sends ``token`` with every request (None: anonymous)."""
    c = app.test_client()
    if token:
        c.environ_base["HTTP_AUTHORIZATION"] = f"Bearer {token}"
    return c


@pytest.fixture
def client(app, tokens):
    """A test client of account ``tester`` (its token on every request), on
    empty designs and forces tables."""
    _empty_tables(app)
    return client_as(app, tokens["tester"])


@pytest.fixture
def anon_client(app, client):
    """A client with no token, on the same (emptied) tables as ``client``."""
    return client_as(app)


@pytest.fixture
def rival_client(app, client, tokens):
    """A client of another account, ``rival``, on the same tables as ``client``."""
    return client_as(app, tokens["rival"])


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    """Figures tests leave for the run's summary (the schemathesis count)."""
    for line in getattr(config, "mechforge_summary", []):
        terminalreporter.write_line(line)
