"""GET /designs/{id}/alpha-strike, the card PDF and POST /alpha-strike-cards."""

import pytest

from apitesting import assert_error


def test_alpha_strike_json(client, stored_locust):
    body = client.get(f"/api/v1/designs/{stored_locust}/alpha-strike").get_json()
    assert body["pv"] == 18 and body["move"] == '16"' and body["skill"] == 4 and body["skill_pv"] == 18
    assert body["steps"]
    body = client.get(f"/api/v1/designs/{stored_locust}/alpha-strike?skill=2").get_json()
    assert body["pv"] == 18 and body["skill_pv"] == 26


@pytest.mark.parametrize("q", ["skill=9", "skill=-1", "skill=x", "skill=4.5", "bogus=1"])
def test_bad_query(client, stored_locust, q):
    field = q.split("=")[0]
    assert_error(client.get(f"/api/v1/designs/{stored_locust}/alpha-strike?{q}"), 422, "INVALID_INPUT", field)


def test_unknown_design(client):
    assert client.get("/api/v1/designs/999999/alpha-strike").status_code == 404


def test_card_pdf(client, stored_locust):
    resp = client.get(f"/api/v1/designs/{stored_locust}/alpha-strike-card.pdf?skill=3&paper=a4")
    assert resp.status_code == 200 and resp.mimetype == "application/pdf"
    assert resp.data.startswith(b"%PDF")
    assert_error(client.get(f"/api/v1/designs/{stored_locust}/alpha-strike-card.pdf?skill=11"), 422, "INVALID_INPUT", "skill")


def test_batch_cards(client, stored_locust, locust_upload):
    resp = client.post("/api/v1/alpha-strike-cards", json={"designs": [stored_locust, locust_upload], "skill": 5})
    assert resp.status_code == 200 and resp.data.startswith(b"%PDF")
    assert_error(client.post("/api/v1/alpha-strike-cards", json={"designs": [stored_locust], "skill": "5"}), 422,
                 "INVALID_INPUT", "skill")
    assert_error(client.post("/api/v1/alpha-strike-cards", json={"designs": []}), 422, "INVALID_INPUT", "designs")
    resp = client.post("/api/v1/alpha-strike-cards", json={"designs": [999999]})
    assert resp.status_code == 404
