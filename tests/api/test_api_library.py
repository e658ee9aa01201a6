"""The unit library (``mechforge library import``) and the MUL-style search
of GET /api/v1/designs.

The library here is the folder of current-format unit files kept with the
tests (tests/data/current: the current-format files of every supported family).  Each
search filter is checked against the same filter worked out in the test,
in Python, from each file read and evaluated on its own.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import construction
from api.cli import read_unit
from api.evaluate import evaluate_design
from conftest import _empty_tables, client_as

CURRENT = Path(__file__).resolve().parents[1] / "data" / "current"


def _expected_rows() -> dict[str, dict]:
    """{path inside the library: the facts the filters read}, each file read
    and evaluated here, outside the library code."""
    out = {}
    for path in sorted(p for p in CURRENT.rglob("*") if p.suffix in (".mtf", ".blk")):
        text, fmt, _ = read_unit(path)
        design = construction.parse(text, fmt)
        ev = evaluate_design(design)
        items = {m.item.lower() for m in design.mounts}
        if design.infantry is not None:
            items |= {x.lower() for x in (design.infantry.primary, design.infantry.secondary) if x}
        out[path.relative_to(CURRENT).as_posix()] = {
            "chassis": design.chassis, "model": design.model, "tonnage": float(design.tonnage),
            "rules_level": design.rules_level, "year": design.year, "bv": ev["bv"],
            "pv": (ev["alpha_strike"] or {}).get("pv"), "role": design.role, "mul_id": design.mul_id,
            "valid": ev["valid"], "items": items, "unit_type": design.unit_type,
        }
    return out


def _sample_files() -> list[Path]:
    """The unit files of tests/data/current (as many as its MANIFEST.tsv lists)."""
    return sorted(p for p in CURRENT.rglob("*") if p.suffix in (".mtf", ".blk"))


@pytest.fixture(scope="module")
def expected():
    return _expected_rows()


@pytest.fixture(scope="module")
def library(app, tokens, tmp_path_factory):
    """The app's database holding the library (and nothing else)."""
    from api import db
    from api.library import import_library

    _empty_tables(app)
    with db.database(app).sessions() as session:
        report = import_library(session, CURRENT, jobs=1)
    assert report.added == len(_sample_files()) and not report.unreadable
    return app


def _all(client, query: str) -> list[dict]:
    """Every item of a listing, page after page."""
    out, page = [], 1
    while True:
        body = client.get(f"/api/v1/designs?{query}&per_page=100&page={page}").get_json()
        out += body["items"]
        if page >= body["pages"]:
            return out
        page += 1


def _paths(items) -> set[str]:
    return {i["library_path"] for i in items}


FILTERS = [
    ("rules_level=advanced", lambda r: r["rules_level"] == "advanced"),
    ("rules_level=standard", lambda r: r["rules_level"] == "standard"),
    ("min_year=3080", lambda r: r["year"] is not None and r["year"] >= 3080),
    ("max_year=3050", lambda r: r["year"] is not None and r["year"] <= 3050),
    ("min_year=3060&max_year=3075", lambda r: r["year"] is not None and 3060 <= r["year"] <= 3075),
    ("min_bv=1500", lambda r: r["bv"] is not None and r["bv"] >= 1500),
    ("max_bv=400", lambda r: r["bv"] is not None and r["bv"] <= 400),
    ("min_pv=40", lambda r: r["pv"] is not None and r["pv"] >= 40),
    ("max_pv=15", lambda r: r["pv"] is not None and r["pv"] <= 15),
    ("min_pv=20&max_pv=30", lambda r: r["pv"] is not None and 20 <= r["pv"] <= 30),
    ("role=Sniper", lambda r: r["role"] == "Sniper"),
    ("role=Brawler", lambda r: r["role"] == "Brawler"),
    ("valid=true", lambda r: r["valid"] is True),
    ("valid=false", lambda r: r["valid"] is False),
    ("equipment=Medium%20Laser", lambda r: "medium laser" in r["items"]),
    ("equipment=ISERPPC", lambda r: "iserppc" in r["items"]),
    ("unit_type=battle_armor&min_bv=300", lambda r: r["unit_type"] == "battle_armor" and (r["bv"] or 0) >= 300),
    ("min_tonnage=80&role=Juggernaut", lambda r: r["tonnage"] >= 80 and r["role"] == "Juggernaut"),
]


@pytest.mark.parametrize("query,keep", FILTERS, ids=[q for q, _ in FILTERS])
def test_each_filter_finds_what_the_same_filter_in_python_finds(library, expected, query, keep):
    client = client_as(library)
    want = {path for path, facts in expected.items() if keep(facts)}
    got = _paths(_all(client, query))
    assert got == want
    assert want, "the test data should hold designs for every filter"


@pytest.mark.parametrize("q", ["Turkina C", "turkina", "AS7-D3", "ii as7"])
def test_q_matches_chassis_model_or_the_full_name(library, expected, q):
    want = {p for p, f in expected.items() if q.lower() in f"{f['chassis']} {f['model']}".lower()}
    assert _paths(_all(client_as(library), f"q={q}")) == want and want


def test_mul_id_filter_and_lookup(library, expected):
    client = client_as(library)
    path, facts = next((p, f) for p, f in sorted(expected.items()) if f["mul_id"])
    found = _all(client, f"mul_id={facts['mul_id']}")
    assert path in _paths(found)
    assert all(i["mul_id"] == facts["mul_id"] for i in found)
    r = client.get(f"/api/v1/designs/by-mul-id/{facts['mul_id']}")
    assert r.status_code == 200
    assert r.get_json()["mul_id"] == facts["mul_id"] and r.get_json()["library"] is True
    assert client.get("/api/v1/designs/by-mul-id/999999999").status_code == 404


@pytest.mark.parametrize("key", ["name", "tonnage", "bv", "pv", "year"])
@pytest.mark.parametrize("descending", [False, True])
def test_sort_orders_by_the_key_then_id(library, expected, key, descending):
    client = client_as(library)
    items = _all(client, f"unit_type=mech&sort={'-' if descending else ''}{key}")
    assert len(items) == sum(1 for f in expected.values() if f["unit_type"] == "mech")

    def value(i):
        return (i["chassis"], i["model"]) if key == "name" else i[key]

    present = [value(i) for i in items if value(i) is not None]
    assert present == sorted(present, reverse=descending)
    # designs without the value come last, either way
    missing = [n for n, i in enumerate(items) if value(i) is None]
    assert missing == list(range(len(items) - len(missing), len(items)))


def test_summary_carries_bv_pv_mul_id_and_role(library, expected):
    client = client_as(library)
    items = _all(client, "unit_type=mech&min_bv=1")
    for item in items:
        facts = expected[item["library_path"]]
        assert (item["bv"], item["pv"], item["mul_id"], item["role"]) == \
            (facts["bv"], facts["pv"], facts["mul_id"], facts["role"])


@pytest.mark.parametrize("query,field", [
    ("sort=weight", "sort"), ("min_bv=-1", "min_bv"), ("equipment=" + "x" * 121, "equipment"),
    ("rules_level=silly", "rules_level"), ("mul_id=abc", "mul_id"), ("valid=perhaps", "valid"),
])
def test_bad_search_parameters_are_422_with_the_field(library, query, field):
    r = client_as(library).get(f"/api/v1/designs?{query}")
    assert r.status_code == 422
    assert field in str(r.get_json())


def test_an_item_the_catalog_does_not_know_matches_nothing(library):
    body = client_as(library).get("/api/v1/designs?equipment=Flux%20Capacitor").get_json()
    assert body["total"] == 0 and body["items"] == []


def test_library_designs_are_public_ownerless_and_read_only(library, tokens):
    client = client_as(library, tokens["tester"])
    item = _all(client, "library=true&unit_type=mech")[0]
    assert item["owner"] is None and item["visibility"] == "public" and item["library"]
    design_id = item["id"]
    full = client.get(f"/api/v1/designs/{design_id}").get_json()
    assert client.put(f"/api/v1/designs/{design_id}", json=full["design"]).status_code == 404
    assert client.delete(f"/api/v1/designs/{design_id}").status_code == 404
    assert client.get(f"/api/v1/designs/{design_id}").status_code == 200


def test_reimport_updates_only_changed_files_and_keeps_names(app, tokens, tmp_path):
    """added / changed / unchanged / unreadable, and a changed file keeps its
    row, slug and UUID."""
    from sqlalchemy import select

    from api import db
    from api.library import import_library
    from api.models import DesignRow

    folder = tmp_path / "lib"
    shutil.copytree(CURRENT / "meks", folder / "meks")
    shutil.copytree(CURRENT / "vehicles", folder / "vehicles")
    (folder / "broken.blk").write_text("<UnitType>\nnot a unit\n</UnitType>\n")
    n = sum(1 for p in folder.rglob("*") if p.suffix in (".mtf", ".blk")) - 1  # the readable files
    _empty_tables(app)
    with db.database(app).sessions() as session:
        first = import_library(session, folder)
        assert (first.added, first.changed, first.unchanged, len(first.unreadable)) == (n, 0, 0, 1)
        assert first.unreadable[0][0] == "broken.blk" and first.unreadable[0][1]
        again = import_library(session, folder)
        assert (again.added, again.changed, again.unchanged) == (0, 0, n)

        target = sorted((folder / "meks").rglob("*.mtf"))[0]
        relative = target.relative_to(folder).as_posix()
        before = session.execute(select(DesignRow.id, DesignRow.slug, DesignRow.uuid, DesignRow.model, DesignRow.version)
                                 .where(DesignRow.library_path == relative)).one()
        assert before.version == 1  # read twice, written once
        text = target.read_text()
        target.write_text(text.replace(f"model:{before.model}", f"model:{before.model} Mod", 1))
        third = import_library(session, folder)
        assert (third.added, third.changed, third.unchanged) == (0, 1, n - 1)
        after = session.execute(select(DesignRow.id, DesignRow.slug, DesignRow.uuid, DesignRow.model, DesignRow.version)
                                .where(DesignRow.library_path == relative)).one()
        assert (after.id, after.slug, after.uuid) == (before.id, before.slug, before.uuid)
        assert after.version == 2  # a changed file is a write: its ETag changes (api/preconditions.py)
        assert after.model == f"{before.model} Mod"

        slugs = session.scalars(select(DesignRow.slug)).all()
        uuids = session.scalars(select(DesignRow.uuid)).all()
    assert len(set(slugs)) == len(slugs) == n and len(set(uuids)) == n
    assert all(u[14] == "7" for u in uuids)  # UUID version 7


def test_saved_designs_get_a_slug_apart_from_the_canon_name(client):
    text = (Path(__file__).parent / "fixtures" / "locust.mtf").read_text()
    r = client.post("/api/v1/designs", json={"format": "mtf", "text": text})
    assert r.status_code == 201
    from api import db
    from api.models import DesignRow

    with db.database(client.application).sessions() as session:
        row = session.get(DesignRow, r.get_json()["id"])
        assert row.slug == f"BMLocust_LCT1V_mf{row.id}" and row.uuid
        assert {i.item for i in row.items} >= {"medium laser", "machine gun"}


def test_the_migration_fills_in_rows_saved_before_it(tmp_path):
    """Migration 0005 gives rows written before it their BV, PV, MUL id,
    role, items, slug and UUID, from their stored design JSON."""
    import json

    from sqlalchemy import create_engine, text

    from api import db

    url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    db.upgrade(url, "0004")
    design = construction.parse((Path(__file__).parent / "fixtures" / "locust.mtf").read_text(), "mtf")
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text(
            "INSERT INTO designs (unit_type, chassis, model, tonnage, tech_base, rules_level, design, validation,"
            " visibility, created_at, updated_at) VALUES ('mech', 'Locust', 'LCT-1V', 20, 'IS', 'introductory',"
            " :doc, '{}', 'public', '2025-01-01', '2025-01-01')"), {"doc": json.dumps(construction.dump_design(design))})
    db.upgrade(url)
    ev = evaluate_design(design)
    with engine.connect() as conn:
        row = conn.execute(text("SELECT id, bv, pv, slug, uuid FROM designs")).one()
        items = set(conn.execute(text("SELECT item FROM design_items")).scalars())
    engine.dispose()
    assert (row.bv, row.pv) == (ev["bv"], ev["alpha_strike"]["pv"]) and row.bv
    assert row.slug == f"BMLocust_LCT1V_mf{row.id}" and row.uuid
    assert "medium laser" in items


def test_library_import_command(tmp_path):
    from click.testing import CliRunner

    from api.cli import cli

    url = f"sqlite:///{tmp_path / 'cli.sqlite3'}"
    args = ["library", "import", "--jobs", "2", str(CURRENT / "protomeks"), "--database-url", url]
    n = len(list((CURRENT / "protomeks").rglob("*.blk")))  # every ProtoMek file of the sample
    assert n >= 16
    first = CliRunner().invoke(cli, args)
    assert first.exit_code == 0, first.output
    assert f"{n} added, 0 changed, 0 unchanged, 0 unreadable" in first.output
    second = CliRunner().invoke(cli, args)
    assert f"0 added, 0 changed, {n} unchanged, 0 unreadable" in second.output
    third = CliRunner().invoke(cli, args + ["--refresh"])
    assert f"0 added, {n} changed, 0 unchanged, 0 unreadable" in third.output
