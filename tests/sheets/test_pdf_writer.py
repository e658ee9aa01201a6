"""The sheets' PDF writer (records.pdf.SheetCanvas) against reportlab's own:
its direct text operators, its page compression and its memory of drawn
pieces must give the page reportlab would have written."""

from __future__ import annotations

import io
import re
import zlib

import pytest
from reportlab.pdfgen.canvas import Canvas

import records
from design_factories import (
    ElementalFactory,
    FootPlatoonFactory,
    LamFactory,
    LegalMechFactory,
    LegalProtoMechFactory,
    LegalTankFactory,
    SmallSupportVehicleFactory,
)
from records import pdf
from records.pdf import FONT, FONT_BOLD, FONT_ITALIC, SheetCanvas

TEXTS = ["Atlas AS7-D", "a (b) c\\d", "((", "Roll Again", "x", " lead and trail ", "Jäger", "Ω™ €", "naïve (ok)",
         "tab\tin", "100%", "<>&\"'", "~`^"]


def _draw(canvas_class, texts, fonts=(FONT, FONT_BOLD, FONT_ITALIC)) -> list[str]:
    c = canvas_class(io.BytesIO(), pagesize=(612, 792), invariant=1, pageCompression=1)
    for i, text in enumerate(texts):
        c.setFont(fonts[i % len(fonts)], 5 + i % 4 * 0.7)
        c.drawString(10 + i, 700 - i * 9.3, text)
        c.drawRightString(300.25, 700 - i * 9.3, text)
        c.drawCentredString(450 + i / 3, 700 - i * 9.3, text)
    c.setFont("Courier", 8)  # not one of the sheets' fonts: reportlab's way
    c.drawString(10, 20, "Courier (c)")
    return list(c._code)


def test_text_operators_are_reportlabs():
    mine = _draw(SheetCanvas, TEXTS)
    theirs = _draw(Canvas, TEXTS)
    assert mine == theirs
    # the direct path was taken for the plain ASCII lines (the test can fail)
    assert any(line.startswith("BT 1 0 0 1 ") and "(a \\(b\\) c\\\\d) Tj T* ET" in line for line in mine)


def _page_streams(data: bytes) -> list[bytes]:
    return [zlib.decompress(m) for m in re.findall(rb"stream\r?\n(.*?)endstream", data, re.S)]


def test_page_streams_decompress_to_what_reportlab_writes(monkeypatch):
    design = LegalMechFactory()
    mine = records.render([design], pilot="Kai (O'Neil)", gunnery=3, piloting=4)
    monkeypatch.setattr(pdf._Flate, "level", 6)  # reportlab's own level: its exact bytes
    theirs = records.render([design], pilot="Kai (O'Neil)", gunnery=3, piloting=4)
    assert mine != theirs
    assert _page_streams(mine) == _page_streams(theirs)
    assert b"/Filter [ /FlateDecode ]" in mine


FAMILIES = [LegalMechFactory, LamFactory, LegalTankFactory, SmallSupportVehicleFactory, ElementalFactory,
            LegalProtoMechFactory, FootPlatoonFactory]


@pytest.mark.parametrize("factory", FAMILIES, ids=lambda f: f.__name__)
def test_kept_pieces_give_the_same_bytes(factory, monkeypatch):
    design = factory()
    options = dict(paper="a4", gunnery=2, piloting=3, pilot="Ann (Jäger)")
    monkeypatch.setattr(pdf, "_KEPT", pdf._Kept(4096))
    cold = records.render([design], **options)
    assert pdf._KEPT.new  # the pieces were kept ...
    warm = records.render([design], **options)
    assert warm == cold  # ... and written again as they were
    # and a drawing that never keeps anything
    monkeypatch.setattr(SheetCanvas, "kept", lambda self, key, draw, *args: draw(*args))
    assert records.render([design], **options) == cold


def test_kept_pieces_follow_the_documents_font_names(monkeypatch):
    """A piece kept from a document where the bold font is /F2 is not
    written into one where it has another name."""
    monkeypatch.setattr(pdf, "_KEPT", pdf._Kept(4096))
    first = io.BytesIO()
    c = SheetCanvas(first, pagesize=(612, 792), invariant=1)
    f = pdf.Frame(c, 100, 100, (0, 0, 612, 792))
    with f:
        f.text(10, 10, "Bold", bold=True)  # /F2 here
    c2 = SheetCanvas(io.BytesIO(), pagesize=(612, 792), invariant=1)
    f2 = pdf.Frame(c2, 100, 100, (0, 0, 612, 792))
    with f2:
        f2.text(10, 20, "Oblique first", italic=True)  # /F2 in this document
        f2.text(10, 10, "Bold", bold=True)  # so bold is /F3
    assert "BT /F3 7 Tf 8.4 TL ET" in c2._code
    assert c2._doc.fontMapping[FONT_BOLD] == "/F3"


def test_memory_is_bounded():
    kept = pdf._Kept(3)
    for i in range(10):
        kept.put(i, i)
    assert len(kept.new) + len(kept.old) <= 6
    assert kept.get(9) == 9 and kept.get(0) is None
