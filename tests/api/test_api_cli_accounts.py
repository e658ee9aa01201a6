"""The command line side of accounts: ``mechforge token ...`` makes the first
token of an account, ``mechforge design|force owner|delete`` changes rows that
have no owner, ``mechforge import --owner``; and the migration that brought
accounts leaves every existing row public and ownerless."""

import pytest
from click.testing import CliRunner
from sqlalchemy import create_engine, text

from api import create_app, db
from api.cli import cli
from apitesting import assert_error
from conftest import client_as
from factories import FIXTURES


@pytest.fixture
def url(tmp_path):
    return f"sqlite:///{tmp_path / 'cli.sqlite3'}"


def _run(*args):
    result = CliRunner().invoke(cli, list(args))
    assert result.exit_code == 0, result.output
    return result.output


def test_token_create_prints_a_working_token_once(url):
    out = _run("token", "create", "alice", "--label", "laptop", "--database-url", url)
    secret = out.split()[-1]
    assert secret.startswith("mf_")
    client = client_as(create_app({"DATABASE_URL": url, "TESTING": True, "RATELIMIT_DEFAULT": ""}), secret)
    assert client.get("/api/v1/account").get_json()["name"] == "alice"
    listed = _run("token", "list", "alice", "--database-url", url)
    assert "laptop" in listed and secret not in listed and secret[-4:] in listed
    token_id = out.split()[1]
    _run("token", "revoke", token_id, "--database-url", url)
    assert_error(client.get("/api/v1/account"), 401, "INVALID_TOKEN")


def test_bad_account_names_are_usage_errors(url):
    result = CliRunner().invoke(cli, ["token", "create", "no spaces", "--database-url", url])
    assert result.exit_code == 2 and "account name" in result.output


def test_ownerless_rows_change_only_through_the_cli(url):
    _run("import", str(FIXTURES / "locust.mtf"), "--database-url", url)
    secret = _run("token", "create", "bob", "--database-url", url).split()[-1]
    app = create_app({"DATABASE_URL": url, "TESTING": True, "RATELIMIT_DEFAULT": ""})
    bob = client_as(app, secret)
    row = bob.get("/api/v1/designs").get_json()["items"][0]
    assert row["owner"] is None and row["visibility"] == "public"
    assert_error(bob.delete(f"/api/v1/designs/{row['id']}"), 404, "NOT_FOUND")

    _run("design", "owner", str(row["id"]), "bob", "--visibility", "private", "--database-url", url)
    mine = bob.get(f"/api/v1/designs/{row['id']}").get_json()
    assert (mine["owner"], mine["visibility"]) == ("bob", "private")
    assert_error(client_as(app).get(f"/api/v1/designs/{row['id']}"), 404, "NOT_FOUND")
    _run("design", "delete", str(row["id"]), "--database-url", url)
    assert_error(bob.get(f"/api/v1/designs/{row['id']}"), 404, "NOT_FOUND")


def test_import_with_an_owner(url):
    _run("import", "--owner", "carol", "--private", str(FIXTURES / "locust.mtf"), "--database-url", url)
    secret = _run("token", "create", "carol", "--database-url", url).split()[-1]
    app = create_app({"DATABASE_URL": url, "TESTING": True, "RATELIMIT_DEFAULT": ""})
    assert client_as(app).get("/api/v1/designs").get_json()["total"] == 0
    rows = client_as(app, secret).get("/api/v1/designs?mine=true").get_json()["items"]
    assert [(r["owner"], r["visibility"]) for r in rows] == [("carol", "private")]
    assert CliRunner().invoke(cli, ["import", "--private", str(FIXTURES / "locust.mtf"), "--database-url", url]).exit_code == 2


def test_the_migration_makes_existing_rows_public_and_ownerless(url):
    db.upgrade(url, "0003")
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text(
            "INSERT INTO forces (name, unit_count, total_bv, units, networks, tag, evaluation, created_at, updated_at)"
            " VALUES ('Old force', 0, 0, '[]', '[]', '[]', '{}', '2025-01-01', '2025-01-01')"))
    db.upgrade(url)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT owner_id, visibility FROM forces")).all() == [(None, "public")]
    engine.dispose()
