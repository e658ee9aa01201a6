"""Force files: MegaMek .mul import (POST /api/v1/forces/import) and a saved
force written out as .mul, CSV and a Tabletop Simulator code
(GET /api/v1/forces/{id}/export).

The .mul texts below are written by hand in MegaMek's format (root <unit>,
one <entity chassis model type> per unit with its <pilot gunnery piloting>
or <crew><crewMember>, C3 masters named by c3UUID / c3MasterIs, C3i
networks as <c3iset><c3i_link link>).  Their units come from the unit
library loaded from tests/data/current.
"""

from __future__ import annotations

import csv
import io
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from apitesting import assert_error
from conftest import _empty_tables, client_as

CURRENT = Path(__file__).resolve().parents[1] / "data" / "current"

HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n\n<unit version="0.50.07">\n'

LANCE = HEAD + """
    <entity chassis="Crusader" model="CRD-6T" type="Biped" commander="false">
        <pilot size="1" name="Ana Sato" nick="" gender="FEMALE" gunnery="3" piloting="4"/>
    </entity>
    <entity chassis="Turkina" model="C" type="Quad" commander="false">
        <pilot size="1" name="Kerr" gunnery="4" piloting="5"/>
    </entity>
    <entity chassis="Bardiche Heavy Strike Tank" model="C" type="Tracked" commander="false">
        <pilot size="1" name="Crew" gunnery="5" piloting="6"/>
    </entity>
    <entity chassis="Aerie PA(L)" model="(Sqd5)" type="Leg" commander="false">
        <pilot size="5" name="Squad" gunnery="4" piloting="6"/>
    </entity>
</unit>
"""

# a standard C3 lance: the master is the player's own design (a Crusader
# refitted with a C3 master, saved in the test), the slaves library units
C3_LANCE = HEAD + """
    <entity chassis="Crusader" model="CRD-6TM" type="Biped" commander="true" c3UUID="aaaaaaaa-0000-4000-8000-000000000001">
        <pilot size="1" name="Lead" gunnery="3" piloting="4"/>
    </entity>
    <entity chassis="Whitworth" model="WTH-3" type="Biped" commander="false" c3MasterIs="aaaaaaaa-0000-4000-8000-000000000001" c3UUID="aaaaaaaa-0000-4000-8000-000000000002">
        <pilot size="1" gunnery="4" piloting="5"/>
    </entity>
    <entity chassis="Berserker" model="BRZ-C3" type="Biped" commander="false" c3MasterIs="aaaaaaaa-0000-4000-8000-000000000001" c3UUID="aaaaaaaa-0000-4000-8000-000000000003">
        <pilot size="1" gunnery="4" piloting="5"/>
    </entity>
    <entity chassis="Thunderbolt" model="TDR-9Nr" type="Biped" commander="false" c3MasterIs="aaaaaaaa-0000-4000-8000-000000000001" c3UUID="aaaaaaaa-0000-4000-8000-000000000004">
        <pilot size="1" gunnery="5" piloting="5"/>
    </entity>
</unit>
"""

BOOSTED_PAIR = HEAD + """
    <entity chassis="Fennec" model="FEC-5CM" type="Biped" commander="false" c3UUID="cccc-1">
        <pilot size="1" gunnery="4" piloting="5"/>
    </entity>
    <entity chassis="Charger" model="CGR-1X1" type="Biped" commander="false" c3MasterIs="cccc-1" c3UUID="cccc-2">
        <pilot size="1" gunnery="4" piloting="5"/>
    </entity>
</unit>
"""

C3I_STAR = HEAD + """
    <entity chassis="Archangel" model="C-ANG-OC Comminus" type="Biped" commander="false" c3UUID="bbbb-1">
        <pilot size="1" gunnery="4" piloting="5"/>
        <c3iset>
        <c3i_link link="bbbb-1"/>
        <c3i_link link="bbbb-2"/>
        <c3i_link link="bbbb-3"/>
        </c3iset>
    </entity>
    <entity chassis="Valkyrie" model="VLK-QW5" type="Biped" commander="false" c3UUID="bbbb-2">
        <pilot size="1" gunnery="4" piloting="5"/>
        <c3iset>
        <c3i_link link="bbbb-1"/>
        <c3i_link link="bbbb-2"/>
        <c3i_link link="bbbb-3"/>
        </c3iset>
    </entity>
    <entity chassis="Malak" model="C-MK-OS Caelestis" type="Biped" commander="false" c3UUID="bbbb-3">
        <pilot size="1" gunnery="2" piloting="3"/>
        <c3iset>
        <c3i_link link="bbbb-1"/>
        <c3i_link link="bbbb-2"/>
        <c3i_link link="bbbb-3"/>
        </c3iset>
    </entity>
</unit>
"""

# a multi-crew cockpit (<crew> with seats), names in other letter case, a
# chassis written with its Clan name in parentheses
ODD_SPELLINGS = HEAD + """
    <entity chassis="crusader" model="crd-6t" type="Biped" commander="false">
        <crew crewType="command_console" ejected="false">
            <crewMember slot="1" name="Tech" gunnery="5" piloting="5"/>
            <crewMember slot="0" name="Pilot" gunnery="2" piloting="3"/>
        </crew>
    </entity>
    <entity chassis="Ryoken III-XP (Skinwalker)" model="B" type="Biped" commander="false">
        <pilot size="1" gunnery="3" piloting="3"/>
    </entity>
</unit>
"""

UNKNOWN_UNIT = HEAD + """
    <entity chassis="Crusader" model="CRD-6T" type="Biped" commander="false">
        <pilot size="1" gunnery="4" piloting="5"/>
    </entity>
    <entity chassis="Atlas" model="AS7-ZZ" type="Biped" commander="false">
        <pilot size="1" gunnery="4" piloting="5"/>
    </entity>
</unit>
"""


@pytest.fixture(scope="module")
def library(app, tokens):
    from api import db
    from api.library import import_library

    _empty_tables(app)
    with db.database(app).sessions() as session:
        import_library(session, CURRENT / "meks", jobs=1)
        import_library(session, CURRENT / "vehicles", jobs=1)
        import_library(session, CURRENT / "battlearmor", jobs=1)
    return app


@pytest.fixture(scope="module")
def player(library, tokens):
    """The tester, who has saved a C3 master refit of the Crusader CRD-6T."""
    client = client_as(library, tokens["tester"])
    text = (CURRENT / "meks" / "Rec Guides ilClan" / "Vol 17" / "Crusader CRD-6T.mtf").read_text()
    refit = text.replace("model:CRD-6T", "model:CRD-6TM").replace("ISC3SlaveUnit", "ISC3MasterUnit")
    assert client.post("/api/v1/designs", json={"format": "mtf", "text": refit}).status_code == 201
    return client


def _import(client, text, **extra):
    return client.post("/api/v1/forces/import", json={"format": "mul", "text": text, **extra})


def _evaluate_directly(client, force):
    """The same force through POST /api/v1/forces/evaluate."""
    r = client.post("/api/v1/forces/evaluate", json=force)
    assert r.status_code == 200, r.get_json()
    return r.get_json()


def _names(client, force):
    out = []
    for u in force["units"]:
        d = client.get(f"/api/v1/designs/{u['design_id']}").get_json()
        out.append((d["chassis"], d["model"], u["gunnery"], u["piloting"]))
    return out


def test_a_lance_of_four_families_with_the_files_skills(player):
    r = _import(player, LANCE)
    assert r.status_code == 200, r.get_json()
    body = r.get_json()
    assert _names(player, body["force"]) == [
        ("Crusader", "CRD-6T", 3, 4), ("Turkina", "C", 4, 5),
        ("Bardiche Heavy Strike Tank", "C", 5, 6), ("Aerie PA(L)", "(Sqd5)", 4, 6)]
    assert body["networks"] == [] and body["import_warnings"] == []
    direct = _evaluate_directly(player, body["force"])
    assert body["total_bv"] == direct["total_bv"] > 0
    assert body["total_pv"] == direct["total_pv"]


def test_a_c3_lance_becomes_one_network_with_its_bonus(player):
    """The master is found among the player's own designs (private)."""
    body = _import(player, C3_LANCE).get_json()
    assert body["force"]["networks"] == [{"type": "c3", "members": ["0", "1", "2", "3"]}]
    assert [u["c3"] for u in body["units"]] == ["master", "slave", "slave", "slave"]
    assert all(u["network_bonus"] > 0 for u in body["units"])
    without = _evaluate_directly(player, {**body["force"], "networks": []})
    assert body["total_bv"] > without["total_bv"]


def test_boosted_c3_gear_makes_a_boosted_network(player):
    body = _import(player, BOOSTED_PAIR).get_json()
    assert body["force"]["networks"] == [{"type": "boosted_c3", "members": ["0", "1"]}]
    assert [u["c3"] for u in body["units"]] == ["boosted_master", "boosted_slave"]


def test_a_c3i_star_becomes_one_c3i_network(player):
    body = _import(player, C3I_STAR).get_json()
    assert body["force"]["networks"] == [{"type": "c3i", "members": ["0", "1", "2"]}]
    assert [(u["gunnery"], u["piloting"]) for u in body["units"]] == [(4, 5), (4, 5), (2, 3)]
    assert body["total_bv"] == _evaluate_directly(player, body["force"])["total_bv"]


def test_crew_seats_letter_case_and_clan_names(player):
    body = _import(player, ODD_SPELLINGS).get_json()
    assert _names(player, body["force"]) == [("Crusader", "CRD-6T", 2, 3), ("Ryoken III-XP", "B", 3, 3)]


def test_a_unit_no_design_matches_is_a_422_naming_it(player):
    r = _import(player, UNKNOWN_UNIT)
    body = assert_error(r, 422, "UNKNOWN_UNITS", "entities.1")
    message = body["fields"]["entities.1"][0]
    assert "Atlas AS7-ZZ" in message and "'AS7-ZZ'" in message
    assert "entities.0" not in body["fields"]


def test_an_unknown_units_long_name_is_shown_clipped(player):
    """A name no design can have (100,000 characters) matches nothing and the
    message shows its start once for each part, not the whole of it three times."""
    chassis = "A" * 100_000
    r = _import(player, f"<unit><entity chassis='{chassis}' model='B'/></unit>")
    message = assert_error(r, 422, "UNKNOWN_UNITS", "entities.0")["fields"]["entities.0"][0]
    assert "A" * 120 + "…" in message and "A" * 121 not in message
    assert len(message) < 1_000


@pytest.mark.parametrize("text,field", [
    ("<unit><entity model='X'/></unit>", "entities.0"),
    ("<unit>", "text"),
    ("<force><entity chassis='Crusader' model='CRD-6T'/></force>", "text"),
    ("<unit></unit>", "text"),
    ('<?xml version="1.0"?><!DOCTYPE unit [<!ENTITY a "aaaa">]><unit>&a;</unit>', "text"),
    # found by hand: a DOCTYPE past the first 4 KiB was read, its attribute defaults filling in the entity
    ('<?xml version="1.0"?><!--' + "x" * 5000 + '--><!DOCTYPE unit [<!ATTLIST entity chassis CDATA "Crusader">]>'
     "<unit><entity model='CRD-6T'/></unit>", "text"),
    ('<?xml version="1.0"?>' + " " * 5000 + '<!DOCTYPE unit SYSTEM "http://127.0.0.1:1/unit.dtd">'
     "<unit><entity chassis='Crusader' model='CRD-6T'/></unit>", "text"),
    ("<unit><entity chassis='Crusader' model='CRD-6T'><pilot gunnery='9' piloting='5'/></entity></unit>", "entities.0"),
    ("<unit><entity chassis='Crusader' model='CRD-6T'><pilot gunnery='x' piloting='5'/></entity></unit>", "entities.0"),
    # int() read these as 3, 4 and 4: digits of another script, a plus sign, a digit separator
    *[(f"<unit><entity chassis='Crusader' model='CRD-6T'><pilot gunnery='{g}' piloting='5'/></entity></unit>",
       "entities.0") for g in ("\u0663", "+4", "0_4", "4.0", "", "--4")],
])
def test_unreadable_files_are_422_with_the_place(player, text, field):
    assert_error(_import(player, text), 422, "PARSE_ERROR", field)


def test_saving_needs_a_token(library):
    assert_error(_import(client_as(library), LANCE, save=True), 401, "UNAUTHENTICATED")


@pytest.mark.parametrize("text", [LANCE, C3_LANCE, BOOSTED_PAIR, C3I_STAR, ODD_SPELLINGS],
                         ids=["lance", "c3", "boosted", "c3i", "odd"])
def test_round_trip_mul_force_mul_force(player, text):
    """.mul -> saved force -> .mul -> force: the same units, skills,
    networks and total BV; the written file is the same bytes every time
    and is the format read_mul reads."""
    first = _import(player, text, save=True, name="Round trip")
    assert first.status_code == 201, first.get_json()
    saved = first.get_json()
    exported = player.get(f"/api/v1/forces/{saved['id']}/export?to=mul")
    assert exported.status_code == 200 and exported.mimetype == "application/xml"
    assert 'filename="Round_trip.mul"' in exported.headers["Content-Disposition"]
    ET.fromstring(exported.data)  # well-formed
    assert player.get(f"/api/v1/forces/{saved['id']}/export?to=mul").data == exported.data
    again = _import(player, exported.get_data(as_text=True)).get_json()
    assert [(u["design_id"], u["gunnery"], u["piloting"]) for u in again["force"]["units"]] == \
        [(u["design_id"], u["gunnery"], u["piloting"]) for u in saved["units"]]
    assert again["force"]["networks"] == saved["networks"]
    assert again["total_bv"] == saved["evaluation"]["total_bv"]


def test_csv_and_tts_exports(player):
    saved = _import(player, LANCE, save=True).get_json()
    r = player.get(f"/api/v1/forces/{saved['id']}/export?to=csv")
    assert r.status_code == 200 and r.mimetype == "text/csv"
    rows = list(csv.reader(io.StringIO(r.get_data(as_text=True))))
    assert rows[0][:4] == ["unit", "chassis", "model", "mul_id"]
    ev = saved["evaluation"]
    assert [(row[1], row[2], int(row[4]), int(row[5])) for row in rows[1:-1]] == \
        [(u["chassis"], u["model"], u["gunnery"], u["piloting"]) for u in ev["units"]]
    assert sum(float(row[7]) for row in rows[1:-1]) == pytest.approx(ev["total_bv"], abs=len(ev["units"]))
    assert rows[-1][0] == "total" and int(rows[-1][7]) == ev["total_bv"] and int(rows[-1][9]) == ev["total_pv"]

    mul_ids = [player.get(f"/api/v1/designs/{u['design_id']}").get_json()["mul_id"] for u in saved["units"]]
    code = player.get(f"/api/v1/forces/{saved['id']}/export?to=tts").get_data(as_text=True).strip()
    assert code == ",".join(f"{m}:{u['as_skill']}" for m, u in zip(mul_ids, ev["units"]))


def test_tts_needs_mul_ids(player):
    text = (Path(__file__).parent / "fixtures" / "locust.mtf").read_text().replace("mul id:", "x:")
    design = player.post("/api/v1/designs", json={"format": "mtf", "text": text}).get_json()
    force = player.post("/api/v1/forces", json={"units": [{"design_id": design["id"]}]}).get_json()
    assert_error(player.get(f"/api/v1/forces/{force['id']}/export?to=tts"), 422, "NOT_EXPORTABLE", "units.0")


def test_export_follows_the_force_visibility(player, library, tokens):
    saved = _import(player, LANCE, save=True).get_json()  # private
    rival = client_as(library, tokens["rival"])
    assert_error(rival.get(f"/api/v1/forces/{saved['id']}/export?to=mul"), 404, "NOT_FOUND")
    assert_error(player.get(f"/api/v1/forces/{saved['id']}/export?to=pdf"), 422, "INVALID_INPUT", "to")
