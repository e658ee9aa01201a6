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
