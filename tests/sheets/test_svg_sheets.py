"""Record sheets as SVG (records.sheet_svg): one well-formed <svg> a page,
drawn by the same code as the PDF, with the markup MekBay reads (pips by
location, #bv, #mpWalk/#mpRun/#mpJump, inventory rows, critical slots)."""

from __future__ import annotations

import dataclasses
import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

import bv
import construction
import records
from construction import derived
from construction import protomech as pm
from construction.model import MechDetails, Mount
from design_factories import (ElementalFactory, FootPlatoonFactory, LegalMechFactory, LegalProtoMechFactory,
                              LegalTankFactory, SmallSupportVehicleFactory)
from records.common import inventory
from records.svg import SvgCanvas, num
from sheet_helpers import page_texts, squash

SVG = "{http://www.w3.org/2000/svg}"


def parse(page: str) -> ET.Element:
    root = ET.fromstring(page)
    assert root.tag == SVG + "svg"
    assert not root.findall(f".//{SVG}svg"), "one <svg> per page"
    return root


def by_id(root: ET.Element, ident: str) -> ET.Element:
    found = [el for el in root.iter() if el.get("id") == ident]
    assert len(found) == 1, ident
    return found[0]


def pip_counts(root: ET.Element, kind: str) -> Counter:
    """(loc, rear) -> pips of that kind, as MekBay counts them."""
    return Counter((el.get("loc"), el.get("rear") == "1") for el in root.iter()
                   if el.get("class") == f"pip {kind}")


def element_text(el: ET.Element) -> str:
    return "".join(el.itertext())


@pytest.fixture(scope="module")
def mech():
    return LegalMechFactory(chassis="Testbed", model="TB-1")


@pytest.fixture(scope="module")
def atlas():
    from corpus import require_corpus, unpacked

    require_corpus()
    path = unpacked() / "mechfiles" / "mechs" / "3039u" / "Atlas AS7-D.mtf"
    return construction.parse(path.read_text(), "mtf")


def check_mech_markup(design, page: str) -> None:
    root = parse(page)
    armor = pip_counts(root, "armor")
    expected = Counter()
    for a in design.armor:
        expected[(a.location, False)] = a.front
        if a.rear:
            expected[(a.location, True)] = a.rear
    assert armor == expected
    assert pip_counts(root, "structure") == Counter(
        {(loc, False): n for loc, n in derived.mech_internal_structure(design).items()})
    mv = derived.movement(design)
    assert element_text(by_id(root, "mpWalk")) == str(mv.walk)
    assert element_text(by_id(root, "mpRun")) == str(mv.run)
    assert element_text(by_id(root, "mpJump")) == str(mv.jump)
    assert element_text(by_id(root, "bv")) == f"{bv.compute(design).base_bv:,}"
    ids = [el.get("id") for el in root.iter() if el.get("id")]
    assert len(ids) == len(set(ids)), "ids are unique on a sheet"


def test_page_is_one_letter_svg(mech):
    (page,) = records.sheet_svg(mech)
    root = parse(page)
    assert (root.get("width"), root.get("height"), root.get("viewBox")) == ("612", "792", "0 0 612 792")
    assert "Roboto" in root.get("font-family")
    title = next(t for t in root.iter(SVG + "text") if element_text(t) == "'MECH RECORD SHEET")
    assert float(title.get("y")) < 60 and title.get("font-weight") == "bold"  # top of the page: y flipped
    footer = next(t for t in root.iter(SVG + "text") if "page 1 of 1" in element_text(t))
    assert float(footer.get("y")) > 770


def test_a4_page_size(mech):
    root = parse(records.sheet_svg(mech, paper="a4")[0])
    assert root.get("viewBox") == "0 0 595.28 841.89"


def test_mech_pips_ids_and_bv(mech):
    check_mech_markup(mech, records.sheet_svg(mech)[0])


def test_corpus_atlas(atlas):
    (page,) = records.sheet_svg(atlas)
    check_mech_markup(atlas, page)
    root = parse(page)
    # the BV MekBay finds is the one the PDF sheet prints
    assert element_text(by_id(root, "bv")) == "1,897"
    assert "Battle Value: 1,897" in squash(page_texts(records.render([atlas]))[0])
    assert sum(pip_counts(root, "armor").values()) == 304
    assert pip_counts(root, "armor")[("CT", True)] == 14


def test_inventory_rows_carry_mekbay_classes(mech):
    root = parse(records.sheet_svg(mech)[0])
    entries = [g for g in root.iter(SVG + "g") if g.get("class") == "inventoryEntry"]
    rows = inventory(mech)
    assert len(entries) == len(rows)
    for g, row in zip(entries, rows):
        assert re.fullmatch(r"[^@]+@[A-Z]+#\d+", g.get("id")), g.get("id")
        cells = {el.get("class"): element_text(el) for el in g.iter() if el is not g and el.get("class")}
        assert cells == {"name": row.name, "location": row.location, "heat": row.heat, "damage": row.damage,
                         "range_min": row.minimum, "range_short": row.short, "range_medium": row.medium,
                         "range_long": row.long}


def test_critical_slots(atlas):
    root = parse(records.sheet_svg(atlas)[0])
    slots = [g for g in root.iter(SVG + "g") if "critSlot" in (g.get("class") or "").split()]
    filled = sum(len(m.slots) for m in atlas.mounts)
    assert len(slots) == filled
    groups = {g.get("loc") for g in root.iter(SVG + "g") if g.get("class") == "critGroup"}
    assert groups == {"HD", "CT", "LT", "RT", "LA", "RA", "LL", "RL"}
    ac20 = [g for g in slots if g.get("name") == "Autocannon/20"]
    assert [g.get("slot") for g in ac20] == [str(i) for i in range(10)]
    assert {g.get("uid") for g in ac20} == {"Autocannon/20@RT#0"} and ac20[0].get("type") == "eq"
    ammo = [g for g in slots if "ammoSlot" in g.get("class")]
    assert {(g.get("name"), g.get("totalAmmo")) for g in ammo} == {
        ("IS Ammo LRM-20", "6"), ("IS Ammo SRM-6", "15"), ("IS Ammo AC/20", "5")}
    gyro = [g for g in slots if g.get("uid") == "Gyro"]
    assert len(gyro) == 4 and all(g.get("type") == "sys" for g in gyro)


def test_svg_and_pdf_print_the_same_words(mech):
    """Both surfaces run the same drawing code: every word of the PDF page
    is a word of the SVG page and the other way round."""
    options = dict(gunnery=3, piloting=4, pilot="Jane Doe")
    pdf_words = Counter(squash(page_texts(records.render([mech], **options))[0]).split())
    root = parse(records.sheet_svg(mech, **options)[0])
    svg_words = Counter(" ".join(element_text(t) for t in root.iter(SVG + "text")).split())
    assert svg_words == pdf_words


def test_same_design_same_bytes(mech):
    assert records.sheet_svg(mech, gunnery=2, piloting=3, pilot="X") == \
        records.sheet_svg(mech, gunnery=2, piloting=3, pilot="X")


def test_text_is_escaped(mech):
    odd = dataclasses.replace(mech, chassis="Tom & <Jerry>", model='"Q"\x01')
    (page,) = records.sheet_svg(odd, pilot="A <b> & 'c'")
    root = parse(page)
    texts = [element_text(t) for t in root.iter(SVG + "text")]
    assert 'Tom & <Jerry> "Q"' in texts and "A <b> & 'c'" in texts


def test_every_mech_configuration_draws(mech):
    for config in ("quad", "tripod", "lam", "quadvee"):
        design = dataclasses.replace(mech, mech=MechDetails(config=config))
        parse(records.sheet_svg(design)[0])


def _one_page(design) -> ET.Element:
    pages = records.sheet_svg(design)
    assert len(pages) == 1
    root = parse(pages[0])
    assert element_text(by_id(root, "bv")) == f"{bv.compute(design).base_bv:,}"
    assert element_text(by_id(root, "mpWalk")) == str(derived.movement(design).walk)
    return root


def test_vehicles_carry_pips_by_facing():
    for design in (LegalTankFactory(), SmallSupportVehicleFactory()):
        root = _one_page(design)
        short = records.vehicle_sheet.SHORT
        assert pip_counts(root, "armor") == Counter(
            {(short[a.location], False): a.front for a in design.armor if a.front})
        assert pip_counts(root, "structure") == Counter(
            {(short[loc], False): n for loc, n in derived.vehicle_internal_structure(design).items()
             if loc in {a.location for a in design.armor}})
        assert len([g for g in root.iter(SVG + "g") if g.get("class") == "inventoryEntry"]) == len(inventory(design))


def test_battle_armor_pips_by_trooper():
    design = ElementalFactory()
    root = _one_page(design)
    troopers, armor = derived.battle_armor_troopers(design)
    assert pip_counts(root, "armor") == Counter({(f"T{t}", False): armor for t in range(1, troopers + 1)})


def test_protomech_pips_by_location():
    design = LegalProtoMechFactory()
    root = _one_page(design)
    assert pip_counts(root, "armor") == Counter({(a.location, False): a.front for a in design.armor if a.front})
    assert pip_counts(root, "structure") == Counter(
        {(loc, False): n for loc, n in pm.structure_points(design).items()})


def test_infantry_troopers():
    design = FootPlatoonFactory()
    root = _one_page(design)
    for n in range(1, design.infantry.troopers + 1):
        assert element_text(by_id(root, f"soldier_{n}")).startswith(str(n))


def test_a_batch_packs_pages_as_the_pdf():
    designs = [LegalTankFactory(), LegalTankFactory(), ElementalFactory(), LegalMechFactory()]
    pages = records.render_svg(designs)
    assert len(pages) == 3
    for page in pages:
        parse(page)


def test_bad_input_is_refused_before_drawing(mech):
    with pytest.raises(records.SheetError):
        records.sheet_svg(mech, paper="legal")
    with pytest.raises(records.SheetError):
        records.sheet_svg(dataclasses.replace(mech, mech=None))


def test_numbers_are_short():
    assert [num(v) for v in (0, -0.001, 12.0, 0.5, -0.25, 3.14159, 100.10)] == \
        ["0", "0", "12", ".5", "-.25", "3.14", "100.1"]


def test_canvas_flips_and_scales():
    c = SvgCanvas((100, 200))
    c.saveState()
    c.translate(10, 20)
    c.scale(2, 2)
    c.setLineWidth(0.5)
    c.rect(1, 1, 5, 10)
    c.setFont("Helvetica-Bold", 6)
    c.drawRightString(0, 0, "x")
    c.restoreState()
    c.line(0, 0, 100, 0)
    c.showPage()
    (page,) = c.pages
    rect = parse(page).find(SVG + "rect")
    assert [rect.get(k) for k in ("x", "y", "width", "height", "stroke-width")] == ["12", "158", "10", "20", "1"]
    text = parse(page).find(SVG + "text")
    assert [text.get(k) for k in ("x", "y", "font-size", "text-anchor")] == ["10", "180", "12", "end"]
    line = parse(page).find(SVG + "line")
    assert (line.get("y1"), line.get("stroke-width")) == ("200", "1")  # state restored: no scale


def test_pdf_canvas_ignores_the_markup(mech):
    """Grouping and marks draw nothing in the PDF: a design with its
    inventory drawn in groups gives the same PDF twice (and the sheet tests
    check its content)."""
    pdf = records.render([mech])
    assert pdf == records.render([mech]) and pdf.startswith(b"%PDF-")
    assert b"inventoryEntry" not in pdf and b"pip armor" not in pdf


def test_unknown_items_keep_ids_unique(mech):
    extra = tuple(Mount(item="Mystery Box", location="RA", slots=()) for _ in range(2))
    design = dataclasses.replace(mech, mounts=tuple(mech.mounts) + extra)
    root = parse(records.sheet_svg(design)[0])
    ids = [g.get("id") for g in root.iter(SVG + "g") if g.get("class") == "inventoryEntry"]
    assert len(ids) == len(set(ids))


def test_cli_writes_one_svg_file_a_page(tmp_path):
    import json

    from click.testing import CliRunner

    from api.cli import cli

    files = []
    for i, design in enumerate((LegalMechFactory(model="TB-1"), LegalMechFactory(model="TB-2"))):
        files.append(tmp_path / f"m{i}.json")
        files[-1].write_text(json.dumps(construction.dump_design(design)))
    out = tmp_path / "sheet.svg"
    result = CliRunner().invoke(cli, ["sheet", "--format", "svg", *map(str, files), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.glob("*.svg")) == ["sheet.svg", "sheet_1.svg"]
    first, second = (parse((tmp_path / n).read_text()) for n in ("sheet.svg", "sheet_1.svg"))
    assert "TB-1" in " ".join(element_text(t) for t in first.iter(SVG + "text"))
    assert "TB-2" in " ".join(element_text(t) for t in second.iter(SVG + "text"))
    pdf = tmp_path / "sheet.pdf"
    assert CliRunner().invoke(cli, ["sheet", *map(str, files), "-o", str(pdf)]).exit_code == 0
    assert pdf.read_bytes() == records.render([construction.load_design(json.loads(f.read_text())) for f in files])


def test_the_svg_canvas_covers_the_cards_calls_too(monkeypatch):
    """The Alpha Strike cards (records.cards) use the rest of the canvas
    calls (setPageSize, cut marks, white text on black): drawn on the SVG
    surface they give one landscape page with the card's text."""
    from bv import alpha_strike
    from records import cards
    from records.pdf import paper_size

    class Pages:
        def __init__(self, canvas):
            self.canvas = canvas

        def getvalue(self):
            return self.canvas.pages

    def svg_document(paper, title, subject=""):
        c = SvgCanvas(paper_size(paper))
        c.setTitle(title)
        return c, Pages(c)

    monkeypatch.setattr(cards, "open_document", svg_document)
    design = LegalMechFactory(chassis="Testbed", model="TB-1")
    (page,) = cards.render_cards([(alpha_strike.convert(design), design)])
    root = parse(page)
    assert root.get("viewBox") == "0 0 792 612"
    words = " ".join(element_text(t) for t in root.iter(SVG + "text"))
    assert "TESTBED TB-1" in words and "PV:" in words
