"""The conventional infantry sheet (four platoons a page, damage track) and card."""

from __future__ import annotations

import dataclasses

import construction
import records
from design_factories import FootPlatoonFactory
from records.cards import cards_pdf
from sheet_helpers import page_texts, squash


def test_the_damage_track_and_data():
    page = squash(page_texts(records.render([FootPlatoonFactory()], gunnery=4, piloting=5))[0])
    assert "Foot Platoon (MG)" in page and "4 squads of 7 (28 troopers)" in page and "Ground 0" in page
    assert "Battle Value: 84" in page
    # troopers left 28 .. 1 and the damage each deals (TM p. 152): 16 15 14 14 13 13 ...
    assert "28 27 26 25 24 23" in page and "16 15 14 14 13 13" in page


def test_four_platoons_a_page_and_mechanized_without_anti_mech():
    d = FootPlatoonFactory()
    mech = dataclasses.replace(d, infantry=dataclasses.replace(d.infantry, motion="tracked"))
    texts = page_texts(records.render([d, d, d, mech, mech]))
    assert len(texts) == 2
    assert "Anti-'Mech attacks: no" in squash(texts[1])


def test_card_and_api(client):
    d = FootPlatoonFactory()
    assert squash(page_texts(cards_pdf([d]))[0]).startswith("FOOT PLATOON (MG)")
    body = construction.dump_design(d)
    assert client.post("/api/v1/record-sheets", json={"designs": [body]}).status_code == 200
    values = client.post("/api/v1/alpha-strike", json=body).get_json()
    assert values["type"] == "CI" and values["move"] == '0"f'
    assert client.post("/api/v1/bv", json=body).get_json()["base_bv"] == 84


def test_forces_take_protomechs_and_infantry(client):
    from design_factories import LegalProtoMechFactory

    point = [{"id": f"pm{i}", "design": construction.dump_design(LegalProtoMechFactory())} for i in range(5)]
    platoon = [{"id": "inf", "design": construction.dump_design(FootPlatoonFactory()), "gunnery": 4, "piloting": 8}]
    out = client.post("/api/v1/forces/evaluate", json={"units": point + platoon}).get_json()
    assert out["total_bv"] == 5 * 167 + 71  # the platoon without anti-'Mech gear: anti-'Mech 8
    assert out["pv_complete"] is True and all(u["pv"] for u in out["units"])
