"""GET /healthz, and the JSON errors of routes that do not exist."""

from apitesting import assert_error


def test_healthz(client):
    resp = client.get("/healthz")
    assert resp.status_code == 200
    assert resp.get_json() == {"status": "ok", "database": "ok"}


def test_healthz_reports_a_dead_database(client, app, monkeypatch):
    from api import db

    def broken():
        raise RuntimeError("connection refused")

    monkeypatch.setattr(db.database(app).engine, "connect", broken)
    resp = client.get("/healthz")
    assert resp.status_code == 503
    assert resp.get_json() == {"status": "degraded", "database": "unreachable"}


def test_unknown_route_is_json_404(client):
    assert_error(client.get("/nope"), 404, "NOT_FOUND")


def test_method_not_allowed_is_json_405(client):
    resp = client.post("/healthz")
    assert_error(resp, 405, "METHOD_NOT_ALLOWED")
    assert "GET" in resp.headers["Allow"]
