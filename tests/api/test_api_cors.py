"""Browser clients on other origins (list builders): CORS preflights and
the headers they may read."""

from api import create_app


def test_preflight_from_any_origin_by_default(client):
    resp = client.options("/api/v1/bv", headers={"Origin": "https://builder.example",
                                                  "Access-Control-Request-Method": "POST",
                                                  "Access-Control-Request-Headers": "Content-Type"})
    assert resp.status_code == 200
    assert resp.headers["Access-Control-Allow-Origin"] in ("*", "https://builder.example")
    assert "POST" in resp.headers["Access-Control-Allow-Methods"]
    assert "Access-Control-Allow-Credentials" not in resp.headers


def test_answers_expose_the_headers_a_client_needs(client):
    resp = client.get("/api/v1/designs", headers={"Origin": "https://builder.example"})
    assert resp.headers["Access-Control-Allow-Origin"] in ("*", "https://builder.example")
    exposed = {h.strip().lower() for h in resp.headers["Access-Control-Expose-Headers"].split(",")}
    assert {"etag", "location", "content-disposition"} <= exposed


def test_configured_origins_only(tmp_path):
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'cors.sqlite3'}", "TESTING": True,
                      "CORS_ORIGINS": ["https://ok.example"]})
    client = app.test_client()
    ok = client.get("/api/v1/designs", headers={"Origin": "https://ok.example"})
    assert ok.headers.get("Access-Control-Allow-Origin") == "https://ok.example"
    other = client.get("/api/v1/designs", headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in other.headers


def _preflight(client, origin):
    return client.options("/api/v1/designs", headers={"Origin": origin, "Access-Control-Request-Method": "POST",
                                                      "Access-Control-Request-Headers": "Authorization, Content-Type"})


def test_tokens_only_from_credentialed_origins(tmp_path):
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'cred.sqlite3'}", "TESTING": True,
                      "CORS_CREDENTIALED_ORIGINS": ["https://mine.example"]})
    client = app.test_client()
    ok = _preflight(client, "https://mine.example")
    assert ok.headers["Access-Control-Allow-Origin"] == "https://mine.example"
    assert ok.headers["Access-Control-Allow-Credentials"] == "true"
    assert "authorization" in ok.headers["Access-Control-Allow-Headers"].lower()
    assert "Origin" in ok.headers.get("Vary", "")
    other = _preflight(client, "https://other.example")
    assert "Access-Control-Allow-Credentials" not in other.headers
    assert "authorization" not in other.headers.get("Access-Control-Allow-Headers", "").lower()
    # anonymous requests from anywhere still work
    anon = client.get("/api/v1/designs", headers={"Origin": "https://other.example"})
    assert anon.headers["Access-Control-Allow-Origin"] in ("*", "https://other.example")


def test_no_credentialed_origin_by_default(client):
    resp = _preflight(client, "https://builder.example")
    assert "Access-Control-Allow-Credentials" not in resp.headers
    assert "authorization" not in resp.headers.get("Access-Control-Allow-Headers", "").lower()
