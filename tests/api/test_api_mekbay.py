"""The MekBay unit server: /mekbay/units.json and /mekbay/sheets/....

units.json is read back as MekBay reads it: every field its unit-summary
client reads, with the type (and, where MekBay's code names them, the
values) it expects; the checks of MekBay's newer, stricter catalog client
too (UUIDv7s, required strings, finite numbers, booleans, arrays).  The
field names, types and value lists come from MekBay's source
(src/app/models/unit-summary.model.ts, entity/types/*.ts at bb01752f),
summarised in ../shared/design/mekbay-unit-server.md.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from conftest import _empty_tables, client_as

CURRENT = Path(__file__).resolve().parents[1] / "data" / "current"

UNIT_TYPES = {"Aero", "Handheld Weapon", "Infantry", "Mek", "Naval", "ProtoMek", "Tank", "VTOL"}
SUBTYPES = {
    "Battle Armor", "BattleMek", "BattleMek Omni", "Combat Vehicle", "Combat Vehicle Omni",
    "Conventional Infantry", "Hovercraft", "Hovercraft Omni", "Industrial Mek", "Land-Air BattleMek",
    "Mechanized Conventional Infantry", "Motorized Conventional Infantry", "Naval Vessel", "ProtoMek",
    "Quad BattleMek", "Quad BattleMek Omni", "Quad Industrial Mek", "Quad ProtoMek", "QuadVee BattleMek",
    "QuadVee BattleMek Omni", "Submarine", "Support Vehicle", "Support Vehicle Omni", "Tripod BattleMek",
    "Tripod BattleMek Omni", "WiGE"}
WEIGHT_CLASSES = {"Ultra Light/PA(L)/Exoskeleton", "Light", "Medium", "Heavy", "Assault", "Colossal/Super-Heavy",
                  "Small Support Vehicle", "Medium Support Vehicle", "Large Support Vehicle"}
LEVELS = {"Introductory", "Standard", "Advanced", "Experimental", "Unofficial"}
MOVE_TYPES = {"Aerodyne", "Biped", "Hover", "Hydrofoil", "Jump", "Leg", "MagLev", "Microcopter", "Microlite",
              "Motorized", "Motorized SCUBA", "Naval", "None", "Quad", "Rail", "SCUBA", "Spheroid", "Submarine",
              "Station-Keeping", "Tracked", "Tripod", "UMU", "VTOL", "Wheeled", "WiGE"}
AS_TYPES = {"BM", "IM", "CV", "SV", "PM", "BA", "CI", "AF", "CF", "SC", "WS", "SS", "JS", "DA", "DS", "MS", "BD", "XX"}
COMP_TYPES = set("EMBAXPOCS")

STRINGS = ("name", "chassis", "model", "weightClass", "level", "techBase", "techRating", "type", "subtype", "engine",
           "armorType", "role", "c3", "icon", "uuid")
NUMBERS = ("id", "year", "tons", "loadoutTons", "offSpeedFactor", "bv", "cost", "omni", "engineRating", "engineHS",
           "armor", "armorPer", "internal", "heat", "dissipation", "walk", "walk2", "run", "run2", "jump", "jump2",
           "umu", "dpt", "su", "crewSize")
BOOLEANS = ("mixed", "canon", "canAntiMech")
ARRAYS = ("source", "published", "comp", "quirks", "features", "loadIssues")
UUID7 = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")


@pytest.fixture(scope="module")
def server(app, tokens):
    from api import db, mekbay
    from api.library import import_library

    _empty_tables(app)
    mekbay.clear_caches()
    with db.database(app).sessions() as session:
        import_library(session, CURRENT, jobs=1)
    return app


@pytest.fixture(scope="module")
def catalog(server):
    r = client_as(server).get("/mekbay/units.json?ngsw-bypass=true")
    assert r.status_code == 200 and r.mimetype == "application/json"
    return r.get_json()


def _number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def test_top_level(catalog):
    assert isinstance(catalog["version"], str) and catalog["version"]
    assert isinstance(catalog["assetHash"], str) and len(catalog["assetHash"]) == 64
    files = [p for p in CURRENT.rglob("*") if p.suffix in (".mtf", ".blk")]
    assert isinstance(catalog["units"], list) and len(catalog["units"]) == len(files) >= 285


def test_every_field_mekbay_reads_has_its_type(catalog):
    for u in catalog["units"]:
        where = u.get("name")
        for key in STRINGS:
            assert isinstance(u[key], str), (where, key)
        for key in NUMBERS:
            assert _number(u[key]), (where, key, u[key])
        for key in BOOLEANS:
            assert isinstance(u[key], bool), (where, key)
        for key in ARRAYS:
            assert isinstance(u[key], list), (where, key)
        assert u["rulesRefs"] and all(isinstance(x, list) and all(isinstance(s, str) for s in x) and x
                                      for x in u["rulesRefs"]), where
        assert UUID7.match(u["uuid"]), where
        assert u["type"] in UNIT_TYPES and u["subtype"] in SUBTYPES, (where, u["type"], u["subtype"])
        assert u["weightClass"] in WEIGHT_CLASSES and u["level"] in LEVELS, (where, u["weightClass"], u["level"])
        assert u["techBase"] in ("Inner Sphere", "Clan") and u["moveType"] in MOVE_TYPES, (where, u["moveType"])
        assert u["omni"] in (0, 1) and u["su"] in (0, 1)
        assert u["engineHSType"] is None or isinstance(u["engineHSType"], str)
        assert u["structureType"] is None or isinstance(u["structureType"], str)
        assert "fluff" not in u and "_searchKey" not in u  # client-side fields are not sent
        a = u["as"]
        assert a["TP"] in AS_TYPES and _number(a["PV"]) and _number(a["SZ"]), where
        assert a["TMM"] is None or _number(a["TMM"])
        assert isinstance(a["MV"], str) and isinstance(a["MVm"], dict) and isinstance(a["MVp"], str)
        assert all(isinstance(k, str) and _number(v) for k, v in a["MVm"].items())
        assert isinstance(a["usesOV"], bool) and _number(a["OV"]) and isinstance(a["usesTh"], bool)
        assert _number(a["Th"]) and _number(a["Arm"]) and _number(a["Str"])
        assert all(isinstance(s, str) for s in a["specials"])
        assert set(a["dmg"]) == {"dmgS", "dmgM", "dmgL", "dmgE"} and all(isinstance(v, str) for v in a["dmg"].values())
        assert isinstance(a["usesE"], bool) and isinstance(a["usesArcs"], bool)
        for c in u["comp"]:
            assert isinstance(c["id"], str) and isinstance(c["n"], str) and _number(c["q"]) and c["q"] > 0
            assert c["t"] in COMP_TYPES and _number(c["p"]) and isinstance(c["l"], str), (where, c)
            for key in ("r", "m", "d", "md", "c"):
                assert key not in c or isinstance(c[key], str)
            if "md" in c:
                float(c["md"])  # MekBay parses it as a float
        assert u["sheets"] and all(re.fullmatch(r"[A-Za-z0-9_/.-]+\.svg", s) for s in u["sheets"])


def test_names_and_uuids_are_unique(catalog):
    names = [u["name"].lower() for u in catalog["units"]]
    assert len(set(names)) == len(names)
    assert len({u["uuid"] for u in catalog["units"]}) == len(names)
    assert all(re.fullmatch(r"[A-Za-z0-9_]+", u["name"]) for u in catalog["units"])


def test_values_are_the_services_own(server, catalog):
    """BV, PV, MUL id and tonnage as the design API gives them."""
    client = client_as(server)
    by_name = {u["name"]: u for u in catalog["units"]}
    page = client.get("/api/v1/designs?library=true&per_page=100").get_json()["items"]
    from api import db
    from api.models import DesignRow

    with db.database(server).sessions() as session:
        slugs = dict(session.query(DesignRow.id, DesignRow.slug).all())
    for item in page:
        u = by_name[slugs[item["id"]]]
        assert (u["bv"], u["as"]["PV"], u["tons"], u["chassis"], u["model"]) == \
            (item["bv"] or 0, item["pv"] or 0, item["tonnage"], item["chassis"], item["model"])
        assert u["id"] == (item["mul_id"] or -1) and u["canon"] is True


def test_etag_head_304_and_cors(server):
    client = client_as(server)
    r = client.get("/mekbay/units.json", headers={"Origin": "https://mekbay.com"})
    etag = r.headers["ETag"]
    assert etag.strip('"') == r.get_json()["assetHash"]
    assert r.headers["Access-Control-Allow-Origin"] in ("*", "https://mekbay.com")
    assert "etag" in r.headers["Access-Control-Expose-Headers"].lower()
    head = client.head("/mekbay/units.json?ngsw-bypass=true", headers={"Origin": "https://mekbay.com"})
    assert head.status_code == 200 and head.headers["ETag"] == etag and head.data == b""
    assert client.get("/mekbay/units.json", headers={"If-None-Match": etag}).status_code == 304


def test_a_new_public_design_changes_the_catalog_and_a_private_one_does_not(server, tokens):
    player = client_as(server, tokens["tester"])
    before = player.get("/mekbay/units.json")
    text = (Path(__file__).parent / "fixtures" / "locust.mtf").read_text()
    private = player.post("/api/v1/designs", json={"format": "mtf", "text": text}).get_json()
    same = player.get("/mekbay/units.json")
    assert same.headers["ETag"] == before.headers["ETag"]
    public = player.post("/api/v1/designs", json={"format": "mtf", "text": text, "visibility": "public"}).get_json()
    after = player.get("/mekbay/units.json")
    assert after.headers["ETag"] != before.headers["ETag"]
    names = {u["name"] for u in after.get_json()["units"]}
    assert f"BMLocust_LCT1V_mf{public['id']}" in names and f"BMLocust_LCT1V_mf{private['id']}" not in names
    assert player.get(f"/mekbay/sheets/mek/BMLocust_LCT1V_mf{private['id']}.svg").status_code == 404
    r = player.get(f"/mekbay/sheets/mek/BMLocust_LCT1V_mf{public['id']}.svg")
    assert r.status_code == 200 and b"<svg" in r.data
    player.delete(f"/api/v1/designs/{public['id']}")
    assert f"BMLocust_LCT1V_mf{public['id']}" not in {u["name"] for u in player.get("/mekbay/units.json").get_json()["units"]}


def test_one_sheet_of_each_family(server, catalog):
    client = client_as(server)
    seen = {}
    for u in catalog["units"]:
        seen.setdefault(u["sheets"][0].split("/")[0], u)
    assert set(seen) == {"mek", "tank", "battlearmor", "protomek", "infantry"}
    for folder, u in seen.items():
        r = client.get(f"/mekbay/sheets/{u['sheets'][0]}", headers={"Origin": "https://mekbay.com"})
        assert r.status_code == 200 and r.mimetype == "image/svg+xml", (folder, r.status_code)
        assert r.headers["Access-Control-Allow-Origin"] in ("*", "https://mekbay.com")
        root = ET.fromstring(r.data)
        assert root.tag.endswith("svg") and root.get("viewBox") == "0 0 612 792"
        again = client.get(f"/mekbay/sheets/{u['sheets'][0]}", headers={"If-None-Match": r.headers["ETag"]})
        assert again.status_code == 304
    assert client.get("/mekbay/sheets/mek/NoSuchUnit.svg").status_code == 404
    mek = seen["mek"]
    assert client.get(f"/mekbay/sheets/tank/{mek['name']}.svg").status_code == 404  # wrong folder
