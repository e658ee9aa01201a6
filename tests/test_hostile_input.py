"""Hostile input, proven: hypothesis property tests of the .mtf and .blk
importers.  Whatever the text - a canonical file of today's sample mutated
(numbers replaced by huge, negative or non-finite ones, lines dropped,
repeated or cut, unicode and control characters added), random bytes, a
truncation - ``construction.parse`` returns a design or raises a
ParseError, never anything else; and every design it returns survives
validation, BV, Alpha Strike and a JSON round trip (dump -> load gives the
same design).

The design JSON form too: a sample design's document mutated is refused
with a DesignError or loads as a design that survives the same, and whose
unit file reads back as the same design.

The number of inputs is ``MECHFORGE_FUZZ_EXAMPLES`` per test (default 2,000:
six tests, at least 12,000 inputs a CI run; a longer local run sets it to
20,000 or more).  The inputs are the same every run (derandomized); a longer
run sets ``MECHFORGE_FUZZ_SEED`` (an integer) to draw other ones."""

from __future__ import annotations

import copy
import dataclasses
import os
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bv
import construction
from bv import alpha_strike
from construction import ParseError
from apitesting import assert_error
from construction.writers import format_for
from mutants import document_spots, fuzz_settings
from test_schema_direct import DOCS, VALUES

SAMPLE = Path(__file__).parent / "data" / "current"
FIXTURES = Path(__file__).parent / "api" / "fixtures"
EXAMPLES = int(os.environ.get("MECHFORGE_FUZZ_EXAMPLES", "2000"))
FUZZ = fuzz_settings(EXAMPLES)


def _files(suffix: str) -> list[str]:
    paths = sorted(p for p in SAMPLE.rglob(f"*{suffix}")
                   if p.parts[-3:][0] not in ("infantry", "protomeks") and "infantry" not in p.parts
                   and "protomeks" not in p.parts)
    paths += sorted(FIXTURES.glob(f"*{suffix}"))
    return [p.read_text(encoding="utf-8") for p in paths]


MTF = _files(".mtf")
BLK = _files(".blk")
NUMBERS = st.sampled_from(["1e309", "-1e309", "inf", "-inf", "nan", "NaN", "9" * 400, "-9" * 3, "-1", "0",
                           "2147483648", "-2147483649", "1.5", "0.0001", "1e-320", "x", "", "٣", "1_000",
                           "0x10", " 7 "]) | st.integers(-10**12, 10**12).map(str)
DOC_VALUES = VALUES | st.sampled_from(["A", "F", "G", "CD", "ABCDEF", "a", " ", "\u202e", "Атлас", "x" * 100, "x" * 101])
NOISE = st.sampled_from(["Атлас", "戦車", "Çeşme", "\x00", "\ufeff", ":", ",", "(R)", "|x", "<x>", "</x>",
                         "<Name>", ":SIZE:", "\t", "\r", "#"]) | st.text(max_size=12)


@st.composite
def mutated(draw, texts: list[str]) -> str:
    lines = draw(st.sampled_from(texts)).split("\n")
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.integers(0, 5))
        i = draw(st.integers(0, max(0, len(lines) - 1)))
        if not lines:
            break
        if kind == 0:
            spots = list(re.finditer(r"\d+(\.\d+)?", lines[i]))
            if spots:
                spot = spots[draw(st.integers(0, len(spots) - 1))]
                lines[i] = lines[i][: spot.start()] + draw(NUMBERS) + lines[i][spot.end():]
        elif kind == 1:
            del lines[i]
        elif kind == 2:
            lines.insert(i, lines[draw(st.integers(0, len(lines) - 1))])
        elif kind == 3:
            lines[i] = lines[i][: draw(st.integers(0, len(lines[i])))]
        elif kind == 4:
            lines = lines[:i]
        else:
            lines[i] = lines[i] + draw(NOISE)
    return "\n".join(lines)


def _survives(text: str, fmt: str) -> None:
    try:
        design = construction.parse(text, fmt)
    except ParseError as exc:
        assert exc.message  # a structured error with a message (and a line where known)
        return
    _evaluates(design)


def _evaluates(design) -> None:
    construction.validate(design)
    try:
        bv.compute(design)
    except (ValueError, NotImplementedError):  # CannotPrice, a family without BV
        pass
    try:
        alpha_strike.convert(design)
    except alpha_strike.NotConvertible:
        pass
    assert construction.load_design(construction.dump_design(design)) == design


@st.composite
def mutated_document(draw) -> dict:
    """A sample design's JSON form with one to three mutations (the
    strategy of tests/test_schema_direct.py, plus one-letter and other short
    strings where the form takes a letter or a name)."""
    doc = copy.deepcopy(draw(st.sampled_from(DOCS)))
    for _ in range(draw(st.integers(1, 3))):
        container, key = draw(st.sampled_from(list(document_spots(doc))))
        kind = draw(st.integers(0, 3))
        if kind == 0 or isinstance(container, list):
            container[key] = draw(DOC_VALUES)
        elif kind == 1:
            del container[key]
        elif kind == 2:
            container[draw(st.sampled_from(["extra", "slots", "size", "rear", "rating", "front", "armor_tech_rating",
                                            "engine_tech_rating", "role", "clan_name", "lam_type"]))] = draw(DOC_VALUES)
        else:
            container[key] = draw(DOC_VALUES) if not isinstance(container[key], list) else container[key] * 2
    return doc


@FUZZ
@given(mutated(MTF))
def test_mutated_mtf_files(text):
    _survives(text, "mtf")


@FUZZ
@given(mutated(BLK))
def test_mutated_blk_files(text):
    _survives(text, "blk")


@FUZZ
@given(st.binary(max_size=2000), st.sampled_from(["mtf", "blk"]))
def test_random_bytes(data, fmt):
    _survives(data.decode("utf-8", errors="replace"), fmt)


@FUZZ
@given(st.sampled_from(MTF + BLK), st.floats(0, 1))
def test_truncated_files(text, fraction):
    fmt = "mtf" if text.lstrip("#").lower().find("mass:") >= 0 or "Config:" in text or "config:" in text else "blk"
    _survives(text[: int(len(text) * fraction)], fmt)


@FUZZ
@given(st.sampled_from(MTF), st.text(min_size=1, max_size=300))
def test_unicode_names(text, name):
    """Any chassis name: imported, or refused as too long / empty."""
    line = "chassis:" + name.replace("\n", " ").replace("\r", " ")
    _survives(re.sub(r"(?im)^chassis:.*$", lambda _: line, text, count=1), "mtf")


@FUZZ
@given(mutated_document())
def test_mutated_design_documents(doc):
    """The design JSON form: a sample design's document mutated (values
    replaced by other JSON values, keys dropped or added, lists doubled) is
    refused with a DesignError, or loads as a design that survives
    validation, BV, Alpha Strike and a JSON round trip; a valid one's unit
    file (when it can be written: else an ExportError naming the field)
    reads back as a design of the same family and name."""
    try:
        design = construction.load_design(doc)
    except construction.DesignError as exc:
        assert exc.messages
        return
    _evaluates(design)
    if construction.validate(design).valid is not True:
        return
    fmt = format_for(design.unit_type)
    try:
        text = construction.export(design, fmt)
    except construction.ExportError as exc:
        assert exc.message and exc.field
        return
    back = construction.parse(text, fmt)
    assert (back.unit_type, back.chassis, back.model) == (design.unit_type, design.chassis, design.model)


@pytest.mark.parametrize("tag, value", [("tonnage", "1e309"), ("year", "inf"), ("cruiseMP", "9" * 400),
                                        ("armor", "nan")])
def test_non_finite_and_huge_numbers_are_parse_errors_naming_the_tag(tag, value):
    text = next(t for t in BLK if "<tonnage>" in t and "<year>" in t and "<UnitType>\nTank" in t)
    bad = re.sub(rf"(?is)(<{tag}>\s*)[^<\n]*", lambda m: m.group(1) + value, text, count=1)
    assert bad != text
    with pytest.raises(ParseError) as info:
        construction.parse(bad, "blk")
    assert tag.lower() in info.value.message.lower() and ("range" in info.value.message or "number" in info.value.message)


def test_a_body_that_is_not_an_object_is_a_422_everywhere(anon_client):
    for path in ("/api/v1/alpha-strike", "/api/v1/bv", "/api/v1/validate"):
        for body in ("null", "[]", "3", '"text"'):
            assert_error(anon_client.post(path, data=body, content_type="application/json"), 422, "INVALID_INPUT")


def test_a_lam_type_outside_the_rules_is_a_parse_error():
    """Found by a 100,000-input run: a LAM type the design form refuses was
    imported, and the design then could not be read back."""
    from factories import fixture_text

    text = fixture_text("locust.mtf").replace("Config:Biped", "Config:LAM\nlam:StandardАтлас")
    with pytest.raises(ParseError) as info:
        construction.parse(text, "mtf")
    assert "LAM type" in info.value.message
    assert construction.parse(text.replace("StandardАтлас", "Standard"), "mtf").mech.lam_type == "standard"


@pytest.mark.parametrize("count", ["51", "-3"])
def test_a_battle_armor_turret_outside_the_forms_range_is_a_parse_error(count):
    """Found by a 40,000-input run (seed 20261126): a battle armor file with
    ``<turret>Modular:51`` was imported, and its design then could not be
    read back (the JSON form takes 0-20 turret slots); a negative count
    dropped the turret without a word."""
    text = next(t for t in BLK if "<turret>" in t and "<UnitType>\nBattleArmor" in t)
    bad = re.sub(r"(?is)(<turret>\s*)([a-z]+):\d+", lambda m: f"{m.group(1)}{m.group(2)}:{count}", text, count=1)
    assert bad != text
    with pytest.raises(ParseError) as info:
        construction.parse(bad, "blk")
    assert "turret" in info.value.message and "range" in info.value.message
    design = construction.parse(text, "blk")
    assert construction.load_design(construction.dump_design(design)) == design


def test_a_protomech_whose_engine_rating_no_file_holds_keeps_its_own_engine():
    """Found by a long schemathesis run: a ProtoMech document of 3,192 t
    walking 51 had its engine worked out by the rules (tonnage x running MP:
    245,785) when read, so the design an API answered with broke the
    document's own 0-2,000 engine range.  The canonical form now leaves such
    an engine as given; the validator refuses the design."""
    from design_factories import BareProtoMechFactory

    design = dataclasses.replace(BareProtoMechFactory(), tonnage=3192.0, walk_mp=51)
    doc = construction.dump_design(design)
    loaded = construction.load_design(doc)
    assert loaded.engine == design.engine
    assert construction.load_design(construction.dump_design(loaded)) == loaded
    assert not construction.validate(loaded).valid
    small = construction.load_design(construction.dump_design(BareProtoMechFactory()))
    assert small.engine.type == "protomech" and 0 < small.engine.rating <= 2000  # the rule still works out ordinary ones


@pytest.mark.parametrize("capacity", ["inf", "1e400", "nan", "-7", "200000"])
def test_a_transporter_capacity_no_file_holds_is_refused_by_the_form_and_the_importer(capacity, anon_client):
    """Found by a review: a support vehicle document with
    ``crewquarters:inf`` (or 1e400, nan) passed the JSON form and made
    /validate answer 500 (the quarters' occupants were counted with int()).
    The form now refuses what the .blk importer refuses: a capacity that is
    not finite or not within -1-100000, naming the field."""
    from design_factories import BareSupportVehicleFactory

    design = BareSupportVehicleFactory()
    doc = construction.dump_design(design)
    doc["support_vehicle"]["transporters"] = [f"crewquarters:{capacity}"]
    with pytest.raises(construction.schema.DesignError) as info:
        construction.load_design(doc)
    assert "transporters" in str(info.value.messages)
    answer = anon_client.post("/api/v1/validate", json=doc)
    assert answer.status_code == 422 and "transporters" in answer.get_data(as_text=True)
    text = construction.export(design, "blk")
    bad = re.sub(r"(?is)<transporters>.*?</transporters>", "", text) + f"\n<transporters>\ncrewquarters:{capacity}\n</transporters>\n"
    with pytest.raises(ParseError) as parsed:
        construction.parse(bad, "blk")
    assert "transporters" in parsed.value.message
    doc["support_vehicle"]["transporters"] = ["crewquarters:6"]
    assert construction.load_design(doc).support_vehicle.transporters == ("crewquarters:6",)


@pytest.mark.parametrize("size", ["9" * 400, "200000"])
def test_a_slot_size_no_design_holds_is_a_parse_error(size):
    """Found by a 40,000-input run (seed 424242): a slot ``...:SIZE:`` of
    400 digits reads as infinity, and the importer then failed with an
    OverflowError instead of a parse error.  A size must be finite and
    within the JSON form's 0-100000 (the 2021 writing ``(1.5 tons)`` too)."""
    from factories import fixture_text

    text = fixture_text("locust.mtf")
    assert "-Empty-" in text
    with pytest.raises(ParseError) as info:
        construction.parse(text.replace("-Empty-", f"Cargo:SIZE:{size}", 1), "mtf")
    assert "bad size" in info.value.message
    try:  # the 2021 writing: such a name is no catalog item (or too long a name), never an overflow
        construction.parse(text.replace("-Empty-", f"Cargo ({size} tons)", 1), "mtf")
    except ParseError:
        pass
    cargo = construction.parse(text.replace("-Empty-", "Cargo:SIZE:1.5", 1), "mtf")
    assert [m.size for m in cargo.mounts if m.item == "Cargo"] == [1.5]


@pytest.mark.parametrize("size", ["1.2.3", "9" * 400, "200000"])
def test_a_vehicle_equipment_size_no_design_holds_is_a_parse_error(size):
    """Found beside the 'Mech case above: a vehicle file's ``Cargo:SIZE:1.2.3``
    escaped construction.parse as a bare ValueError, and 400 digits or
    200000 were refused only by the read-back check's generic message.  Each
    is now 'bad size' naming the line, as in .mtf files."""
    from design_factories import LegalTankFactory

    text = construction.export(LegalTankFactory(), "blk")
    assert "<Body Equipment>\n" in text
    bad = text.replace("<Body Equipment>\n", f"<Body Equipment>\nCargo:SIZE:{size}\n", 1)
    with pytest.raises(ParseError) as info:
        construction.parse(bad, "blk")
    assert "bad size" in info.value.message and "Cargo:SIZE:" in info.value.message
    good = construction.parse(text.replace("<Body Equipment>\n", "<Body Equipment>\nCargo:SIZE:2\n", 1), "blk")
    assert [m.size for m in good.mounts if m.item == "Cargo"] == [2.0]


def _one_design_per_family() -> dict:
    from test_schema_direct import DESIGNS

    out: dict = {}
    for design in DESIGNS:
        out.setdefault(design.unit_type, design)
    return out


@pytest.mark.parametrize("unit_type", sorted(construction.model.UNIT_TYPES))
def test_a_design_built_without_its_family_block_is_refused_not_a_crash(unit_type):
    """Reported: a 'Mech design whose ``mech`` is None (built in code: every
    loader fills the block, load_design with its defaults) made the 'Mech
    validator fail an assertion (MechContext.mech), and an infantry design
    without its block BV and Alpha Strike.  Now each entry point answers
    such a design of any family as it answers others it cannot read: the
    validator with a report (the 'Mech one an error naming the block), BV
    with CannotPrice, Alpha Strike with NotConvertible, the sheets with a
    SheetError; its JSON form reads back with the block's defaults."""
    import records

    design = _one_design_per_family()[unit_type]
    block = construction.model.FAMILY_BLOCKS[unit_type]
    bare = dataclasses.replace(design, **{block: None})
    assert design.missing_block() is None and bare.missing_block() == block
    report = construction.validate(bare)
    if unit_type in ("mech", "combat_vehicle", "support_vehicle", "infantry"):
        assert report.valid is False and any(block in e.message for e in report.errors), report.to_dict()
    with pytest.raises(bv.CannotPrice, match=f"without its {block} block"):
        bv.compute(bare)
    with pytest.raises(alpha_strike.NotConvertible, match=f"without its {block} block"):
        alpha_strike.convert(bare)
    assert not alpha_strike.supported(bare) and alpha_strike.supported(design)
    with pytest.raises(records.SheetError):
        records.render([bare])
    doc = construction.dump_design(bare)
    assert block not in doc
    assert getattr(construction.load_design(doc), block) == type(getattr(design, block))()
    doc[block] = None  # written out as null: the same
    assert getattr(construction.load_design(doc), block) == type(getattr(design, block))()
