"""Rate limits (flask-limiter): a client over its limit gets a 429 in the
JSON error shape with Retry-After; health checks are never limited."""

from api import create_app


def _app(tmp_path, limit):
    return create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'limits.sqlite3'}", "TESTING": True,
                       "RATELIMIT_DEFAULT": limit})


def test_over_the_limit_is_a_429_with_retry_after(tmp_path):
    client = _app(tmp_path, "3 per minute").test_client()
    codes = [client.get("/api/v1/designs").status_code for _ in range(4)]
    assert codes == [200, 200, 200, 429]
    resp = client.get("/api/v1/designs")
    err = resp.get_json()["error"]
    assert (resp.status_code, err["status"], err["code"]) == (429, 429, "RATE_LIMITED")
    assert int(resp.headers["Retry-After"]) > 0


def test_health_and_spec_are_not_limited(tmp_path):
    client = _app(tmp_path, "1 per minute").test_client()
    assert all(client.get("/healthz").status_code == 200 for _ in range(5))
    assert all(client.get("/openapi.yaml").status_code == 200 for _ in range(3))


def test_limits_can_be_switched_off(tmp_path):
    client = _app(tmp_path, "").test_client()
    assert all(client.get("/api/v1/designs").status_code == 200 for _ in range(50))


def _token(app, name):
    from api import db
    from api.auth import account_named, issue_token

    with db.database(app).sessions() as s:
        _, secret = issue_token(s, account_named(s, name, create=True))
        s.commit()
    return {"Authorization": f"Bearer {secret}"}


def test_each_token_has_its_own_limit_apart_from_the_address(tmp_path):
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'tok.sqlite3'}", "TESTING": True,
                      "RATELIMIT_DEFAULT": "2 per minute", "RATELIMIT_TOKEN": "4 per minute"})
    client = app.test_client()
    one, two = _token(app, "one"), _token(app, "two")
    assert [client.get("/api/v1/designs").status_code for _ in range(3)] == [200, 200, 429]  # anonymous: per address
    assert [client.get("/api/v1/designs", headers=one).status_code for _ in range(5)] == [200] * 4 + [429]
    assert client.get("/api/v1/designs", headers=two).status_code == 200  # same address, another token
    resp = client.get("/api/v1/designs", headers=one)
    assert resp.status_code == 429 and int(resp.headers["Retry-After"]) > 0
    assert resp.get_json()["error"]["code"] == "RATE_LIMITED"


def test_a_bad_token_counts_against_the_address(tmp_path):
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'bad.sqlite3'}", "TESTING": True,
                      "RATELIMIT_DEFAULT": "2 per minute", "RATELIMIT_TOKEN": "100 per minute"})
    client = app.test_client()
    codes = [client.get("/api/v1/designs", headers={"Authorization": f"Bearer mf_{i:043d}"}).status_code
             for i in range(3)]
    assert codes == [401, 401, 429]  # made-up tokens do not buy a fresh limit each


def test_forwarded_addresses_count_only_behind_trusted_proxies(tmp_path):
    for proxies, expect in ((0, [200, 429]), (1, [200, 200])):
        app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / f'p{proxies}.sqlite3'}", "TESTING": True,
                          "RATELIMIT_DEFAULT": "1 per minute", "TRUSTED_PROXIES": proxies})
        client = app.test_client()
        codes = [client.get("/api/v1/designs", headers={"X-Forwarded-For": ip}).status_code
                 for ip in ("203.0.113.1", "203.0.113.2")]
        assert codes == expect, proxies


def test_workers_share_counts_in_redis(tmp_path):
    """Two app instances (two workers, or two machines) with the Redis
    storage count one client's requests together."""
    import secrets
    import socket

    import pytest

    from apitesting import in_ci

    try:
        socket.create_connection(("127.0.0.1", 6379), timeout=2).close()
    except OSError as exc:
        if in_ci():
            pytest.fail(f"Redis at 127.0.0.1:6379 unreachable under CI: {exc}")
        pytest.skip(f"Redis at 127.0.0.1:6379 unreachable: {exc}")
    prefix = f"mechforge-test-{secrets.token_hex(4)}"
    workers = [create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'redis.sqlite3'}", "TESTING": True,
                           "RATELIMIT_DEFAULT": "3 per minute", "RATELIMIT_STORAGE_URI": "redis://127.0.0.1:6379",
                           "RATELIMIT_KEY_PREFIX": prefix}).test_client() for _ in range(2)]
    codes = [workers[i % 2].get("/api/v1/designs").status_code for i in range(4)]
    assert codes == [200, 200, 200, 429]
