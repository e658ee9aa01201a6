"""The design JSON form's direct path (construction.schema: dump and load
without marshmallow's per-field work) against the marshmallow schemas it is
made from.

* dump: for designs of every family (today's sample files and the API
  fixtures), the direct dump is the schema's dump, key order and number
  types included (compared as JSON text);
* load: whatever the document - a valid design document mutated (a value
  replaced by another JSON value, a key dropped or added, a list item
  changed) - the direct load either leaves it to the schema or builds
  exactly the design the schema builds; ``load_design`` then answers as the
  schema does: the same design, or a DesignError with the same messages.

The number of mutated documents is ``MECHFORGE_FUZZ_EXAMPLES`` (default
2,000), as for the other hostile-input tests."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import construction
from construction import schema as S
from mutants import document_spots

SAMPLE = Path(__file__).parent / "data" / "current"
FIXTURES = Path(__file__).parent / "api" / "fixtures"
EXAMPLES = int(os.environ.get("MECHFORGE_FUZZ_EXAMPLES", "2000"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _designs() -> list:
    paths = sorted(SAMPLE.rglob("*.mtf")) + sorted(SAMPLE.rglob("*.blk"))
    paths += sorted(FIXTURES.glob("*.mtf")) + sorted(FIXTURES.glob("*.blk"))
    out = []
    for p in paths:
        try:
            out.append(construction.parse(p.read_text(encoding="utf-8"), p.suffix[1:]))
        except construction.ParseError:
            continue
    return out


DESIGNS = _designs()
DOCS = [json.loads(json.dumps(construction.dump_design(d))) for d in DESIGNS]


def _schema_dump(design) -> dict:
    doc = S._DESIGN.dump(design)
    for key in ("mech", "vehicle", "support_vehicle", "battle_armor", "protomech", "infantry"):
        if doc.get(key) == {}:
            del doc[key]
    return doc


def test_the_sample_covers_every_family():
    assert {d.unit_type for d in DESIGNS} >= {"mech", "combat_vehicle", "support_vehicle", "battle_armor",
                                              "protomech", "infantry"}


def test_direct_dump_is_the_schema_dump():
    for design in DESIGNS:
        assert json.dumps(construction.dump_design(design)) == json.dumps(_schema_dump(design)), design.name


def test_direct_load_builds_the_schema_design():
    for doc in DOCS:
        direct = S._direct_loader(S._DESIGN)(doc)
        assert direct == S._DESIGN.load(doc)
        assert repr(direct) == repr(S._DESIGN.load(doc))  # 100.0 stays a float, 3 an int


VALUES = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.sampled_from([0, 1, 8, 63, 64, 500, 2001]),
                   st.floats(allow_nan=True, allow_infinity=True), st.sampled_from([3.0, 0.5, 1e309, -0.0]),
                   st.text(max_size=5), st.sampled_from(["", "x" * 201, "IS", "Clan", "biped", "mech", "3"]),
                   st.just([]), st.just({}), st.lists(st.integers(0, 70), max_size=3))


@st.composite
def mutated(draw) -> dict:
    doc = copy.deepcopy(draw(st.sampled_from(DOCS)))
    for _ in range(draw(st.integers(1, 3))):
        spots = list(document_spots(doc))
        container, key = draw(st.sampled_from(spots))
        kind = draw(st.integers(0, 3))
        if kind == 0 or isinstance(container, list):
            container[key] = draw(VALUES)
        elif kind == 1:
            del container[key]
        elif kind == 2:
            container[draw(st.sampled_from(["extra", "slots", "size", "rear", "rating", "front"]))] = draw(VALUES)
        else:
            container[key] = draw(VALUES) if not isinstance(container[key], list) else container[key] * 2
    return doc


def _schema_answer(doc):
    try:
        return "design", S._DESIGN.load(doc)
    except S.ValidationError as exc:
        return "error", exc.messages


@FUZZ
@given(mutated())
def test_direct_load_never_disagrees_with_the_schema(doc):
    kind, expected = _schema_answer(doc)
    try:
        direct = S._direct_loader(S._DESIGN)(doc)
    except S._Refused:
        direct = None
    if direct is not None:  # taken directly: only documents the schema takes, built the same
        assert kind == "design"
        assert direct == expected and repr(direct) == repr(expected)
    try:
        answer = ("design", construction.load_design(doc))
    except construction.DesignError as exc:
        answer = ("error", exc.messages)
    assert answer[0] == kind
    if kind == "error":
        assert answer[1] == expected


@pytest.mark.parametrize("doc", [{"unit_type": "mech"}, {"chassis": 3}, {"unit_type": "mech", "chassis": "X",
                                                                         "tonnage": "50"}])
def test_documents_the_direct_load_leaves_to_the_schema(doc):
    with pytest.raises(S._Refused):
        S._direct_loader(S._DESIGN)(doc)
