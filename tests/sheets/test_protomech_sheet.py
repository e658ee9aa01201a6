"""The ProtoMech record sheet (five to a page) and card, through the API too."""

from __future__ import annotations

import construction
import records
from construction.model import ProtoMechDetails
from design_factories import LegalProtoMechFactory
from records.cards import cards_pdf
from sheet_helpers import page_texts, squash


def test_five_protomechs_to_a_page_with_their_data():
    point = [LegalProtoMechFactory(model=f"TP-{i}") for i in range(1, 6)]
    texts = page_texts(records.render(point + [LegalProtoMechFactory(model="TP-6")], gunnery=3, piloting=5))
    assert len(texts) == 2
    page = squash(texts[0])
    assert page.count("PROTOMECH") == 5 and "Testbed Proto TP-5" in page and "TP-6" not in page
    for words in ("Walking 5 Running 8 Jumping 5", "Right Arm", "Legs", "Battle Value: 167",
                  "ER Micro Laser", "Torso", "SRM 2 15"):
        assert words in page, words


def test_quad_and_main_gun_locations():
    d = LegalProtoMechFactory(protomech=ProtoMechDetails(motion="quad", main_gun=True))
    page = squash(page_texts(records.render([d]))[0])
    assert "Main Gun" in page and "Right Arm" not in page.split("Gunnery")[-1]  # the pips: no arms on a quad


def test_card_and_api(client):
    d = LegalProtoMechFactory()
    assert squash(page_texts(cards_pdf([d]))[0]).startswith("TESTBED PROTO TP-1")
    body = construction.dump_design(d)
    assert client.post("/api/v1/record-sheets", json={"designs": [body]}).status_code == 200
    assert client.post("/api/v1/alpha-strike", json=body).get_json()["type"] == "PM"
    stored = client.post("/api/v1/designs", json=body).get_json()
    assert stored["valid"] is True
    assert client.get(f"/api/v1/designs/{stored['id']}/bv").get_json()["bv"] == 167
