"""The service keeps the designs of the unit files and design documents it
read last (api.inputs.parsed, api.inputs.design_from): the same text or
document gives the same answer whether read anew or from memory, a changed
one is read anew, what cannot be read is never kept, and the memory stays
bounded."""

from __future__ import annotations

from pathlib import Path

import pytest

import bv
import construction
from api import inputs

LOCUST = (Path(__file__).parent / "fixtures" / "locust.mtf").read_text(encoding="utf-8")


@pytest.fixture(autouse=True)
def _forget():
    inputs._parsed.clear()
    yield
    inputs._parsed.clear()


def test_the_same_file_is_read_once_and_answers_the_same(client):
    body = {"format": "mtf", "text": LOCUST}
    first = client.post("/api/v1/bv", json=body)
    kept = inputs.parsed(LOCUST, "mtf")
    second = client.post("/api/v1/bv", json=body)
    assert first.status_code == second.status_code == 200
    assert first.get_json() == second.get_json()
    assert inputs.parsed(LOCUST, "mtf") is kept  # from memory
    assert kept == construction.parse(LOCUST, "mtf")  # and what a fresh read gives


def test_a_changed_text_is_read_anew(client):
    changed = LOCUST.replace("mass:20", "mass:25")
    assert changed != LOCUST
    a = inputs.parsed(LOCUST, "mtf")
    b = inputs.parsed(changed, "mtf")
    assert a is not b and a.tonnage == 20 and b.tonnage == 25
    answer = client.post("/api/v1/bv", json={"format": "mtf", "text": changed}).get_json()
    assert answer["bv"] == bv.compute(construction.parse(changed, "mtf")).bv
    assert answer["bv"] != client.post("/api/v1/bv", json={"format": "mtf", "text": LOCUST}).get_json()["bv"]


def test_unreadable_files_are_not_kept(client):
    bad = "Version:1.0\nLocust\nLCT-1V\nConfig:Biped\nMass:banana\n"
    for _ in range(2):
        resp = client.post("/api/v1/bv", json={"format": "mtf", "text": bad})
        assert resp.status_code == 422
        assert resp.get_json()["error"]["code"] == "PARSE_ERROR"
    assert all(key[1] != bad for key in inputs._parsed)


def test_memory_is_bounded():
    for i in range(inputs.PARSED_DESIGNS + 10):
        inputs.parsed(f"# {i}\n" + LOCUST, "mtf")
    assert len(inputs._parsed) == inputs.PARSED_DESIGNS
    long_text = LOCUST + "\n#" + "x" * inputs.PARSED_TEXT_CHARS
    inputs.parsed(long_text, "mtf")
    assert ("mtf", long_text) not in inputs._parsed


def test_a_kept_design_is_checked_once_and_each_caller_gets_its_own_report():
    """construction.validate keeps the verdict on the (immutable) design:
    the second call does not run the checks again, answers the same issues,
    and a caller adding to its report does not change the next caller's."""
    design = inputs.parsed(LOCUST.replace("mass:20", "mass:25"), "mtf")  # overweight: has errors
    first = construction.validate(design)
    assert first.errors
    kept = design.memo["report"]
    second = construction.validate(design)
    assert second is not first and second is not kept
    assert second.to_dict() == first.to_dict()
    second.error("UNKNOWN_EQUIPMENT", "added by a caller")
    assert construction.validate(design).to_dict() == first.to_dict()


def test_alpha_strike_is_converted_once_per_skill_and_kind_of_answer(client):
    from bv import alpha_strike

    design = inputs.parsed(LOCUST, "mtf")
    full, brief = alpha_strike.convert(design), alpha_strike.convert(design, explain=False)
    assert alpha_strike.convert(design) is full and alpha_strike.convert(design, explain=False) is brief
    assert full.steps and brief.steps == () and full.as_dict() == brief.as_dict()
    assert alpha_strike.convert(design, skill=3).skill_pv > full.skill_pv  # kept apart per skill
    with pytest.raises(ValueError):  # a rejected skill is never memoised
        alpha_strike.convert(design, skill=4.0)


def test_the_same_file_posted_again_is_answered_with_the_same_text(client):
    """The BV answer of a kept design is encoded once: a repeat is byte for
    byte the first answer, which is what the result says."""
    body = {"format": "mtf", "text": LOCUST}
    first, second = client.post("/api/v1/bv", json=body), client.post("/api/v1/bv", json=body)
    assert first.status_code == second.status_code == 200
    assert first.data == second.data and first.mimetype == second.mimetype == "application/json"
    assert first.get_json() == bv.compute(inputs.parsed(LOCUST, "mtf")).as_dict()
    other = client.post("/api/v1/bv", json={**body, "gunnery": 3})
    assert other.get_json()["bv"] > first.get_json()["bv"]
    verdicts = [client.post("/api/v1/validate", json=body).get_json() for _ in range(2)]
    assert verdicts[0] == verdicts[1] and verdicts[0]["valid"] is True


def test_the_same_design_document_is_loaded_once_and_answers_the_same(client, monkeypatch):
    """A list builder posting the JSON form again (re-pricing its force on
    every change) gets the design kept from the first time: the same answer,
    no second load; the document with keys in another order is the same
    document; a changed one is loaded anew; an invalid one is never kept."""
    doc = construction.dump_design(construction.parse(LOCUST, "mtf"))
    loads = []
    real = construction.load_design
    monkeypatch.setattr(inputs.construction, "load_design", lambda d: loads.append(1) or real(d))
    first = client.post("/api/v1/bv", json=doc)
    second = client.post("/api/v1/bv", json=dict(reversed(list(doc.items()))))
    assert first.status_code == second.status_code == 200 and first.data == second.data
    assert len(loads) == 1
    assert inputs.design_from(doc) is inputs.design_from(dict(doc))
    heavier = client.post("/api/v1/bv", json={**doc, "tonnage": 25})
    assert len(loads) == 2 and heavier.get_json()["bv"] != first.get_json()["bv"]
    bad = {**doc, "tonnage": "heavy"}
    for _ in range(2):
        assert client.post("/api/v1/bv", json=bad).status_code == 422
    assert len(loads) == 4  # tried each time, never kept


def test_a_document_too_deep_to_key_is_still_answered_not_kept(client):
    deep: dict = {}
    node = deep
    for _ in range(5000):
        node["x"] = {}
        node = node["x"]
    before = len(inputs._parsed)
    with pytest.raises(inputs.APIError):
        inputs.design_from({"unit_type": "mech", "chassis": "Deep", "notes": deep})
    assert len(inputs._parsed) == before
