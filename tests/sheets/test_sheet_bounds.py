"""Drawing stays bounded whatever a design says: long texts are cut with a
binary search (not a character at a time), and an inventory longer than its
box prints the rows that fit and counts the rest."""

from __future__ import annotations

import dataclasses

import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth

import construction
import records
from construction.model import Mount
from design_factories import ElementalFactory, LegalMechFactory, LegalTankFactory, SmallSupportVehicleFactory
from records.pdf import FONT, fit_text
from sheet_helpers import page_texts, squash


def test_fit_text_cuts_to_the_longest_prefix_that_fits():
    text = "Extended Range Large Laser " * 20
    for width in (5, 20, 60, 200):
        cut, size = fit_text(text, width, 8)
        assert size == 4.0 and cut.endswith("...") or cut == ""
        if cut:
            body = cut[:-3]
            assert text.startswith(body.rstrip()) and stringWidth(cut, FONT, size) <= width
            longer = text[:len(body) + 1] + "..."
            assert stringWidth(longer, FONT, size) > width  # one more character would not fit
    assert fit_text("PPC", 100, 8) == ("PPC", 8)


def _crowded(design, n=3000):
    extra = tuple(Mount(item=f"Unknown Gadget {i:05d} " + "X" * 150, location=design.mounts[0].location, slots=())
                  for i in range(n))
    return dataclasses.replace(design, mounts=tuple(design.mounts) + extra)


def test_an_inventory_longer_than_its_box_counts_the_rest():
    for factory in (LegalMechFactory, LegalTankFactory, SmallSupportVehicleFactory, ElementalFactory):
        texts = page_texts(records.render([_crowded(factory())]))
        assert len(texts) == 1, factory.__name__  # one sheet, nothing spilled onto another page
        words = squash(texts[0])
        assert "more rows (too many to print)" in words, factory.__name__
        assert "Unknown Gadget 00000" in words and "Unknown Gadget 02999" not in words


def test_a_batch_past_the_render_deadline_is_a_422(tmp_path):
    from api import create_app
    from apitesting import assert_error

    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'd.sqlite3'}", "TESTING": True, "RENDER_SECONDS": 0})
    client = app.test_client()
    body = construction.dump_design(LegalMechFactory())
    for path in ("/api/v1/record-sheets", "/api/v1/alpha-strike-cards"):
        err = assert_error(client.post(path, json={"designs": [body, body]}), 422, "RENDER_DEADLINE")
        assert "fewer designs" in err["message"]
    ok = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'e.sqlite3'}", "TESTING": True})
    assert ok.test_client().post("/api/v1/record-sheets", json={"designs": [body]}).status_code == 200


def test_the_deadline_stops_drawing_between_pages():
    import time

    with pytest.raises(records.DeadlineExceeded):
        records.render([LegalMechFactory()] * 3, deadline=time.monotonic() - 1)
