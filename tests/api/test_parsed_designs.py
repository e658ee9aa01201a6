"""The service keeps the designs of the unit files it read last
(api.inputs.parsed): the same text gives the same answer whether read anew
or from memory, a changed text is read anew, files that cannot be read are
never kept, and the memory stays bounded."""

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
    kept = design.__dict__["_report"]
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
