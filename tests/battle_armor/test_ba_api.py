"""Battle armor through the HTTP API: a .blk text and the JSON form both
reach construction.parse/validate and bv."""

from __future__ import annotations

import dataclasses

import construction
from construction.model import Mount

from test_ba_rules import elemental

URL = "/api/v1/validate"

ELEMENTAL_BLK = """<UnitType>
BattleArmor
</UnitType>
<Name>
Elemental Battle Armor
</Name>
<Model>
[Laser]
</Model>
<year>
2868
</year>
<type>
Clan Level 2
</type>
<motion_type>
Jump
</motion_type>
<cruiseMP>
1
</cruiseMP>
<armor_type>
28
</armor_type>
<armor_tech>
2
</armor_tech>
<Point Equipment>
CLBASmall Laser:RA
CLBASRM2:Body
BA-SRM2 Ammo:Body:Shots2#
BAAPMount:LA
InfantryAssaultRifle:APM:LA
BABattleClaw:LA
SwarmMek
</Point Equipment>
<chassis>
biped
</chassis>
<jumpingMP>
3
</jumpingMP>
<armor>
10
</armor>
<Trooper Count>
5
</Trooper Count>
<weightclass>
2
</weightclass>
"""


def test_blk_text_is_validated(client):
    resp = client.post(URL, json={"format": "blk", "text": ELEMENTAL_BLK})
    assert resp.status_code == 200, resp.get_json()
    body = resp.get_json()
    assert body["valid"] is True
    assert body["unit"]["unit_type"] == "battle_armor"
    assert body["bv"] == 447


def test_broken_json_design_reports_ba_codes(client):
    broken = dataclasses.replace(elemental(), mounts=elemental().mounts + (Mount("CLERMediumLaser", "BODY"),))
    resp = client.post(URL, json=construction.dump_design(broken))
    assert resp.status_code == 200
    body = resp.get_json()
    assert body["valid"] is False
    assert "BA_WEAPON_NOT_ALLOWED" in {e["code"] for e in body["errors"]}
    rule = next(e["rule"] for e in body["errors"] if e["code"] == "BA_WEAPON_NOT_ALLOWED")
    assert rule["book"] == "TM"


def test_truncated_blk_is_a_parse_error(client):
    resp = client.post(URL, json={"format": "blk", "text": ELEMENTAL_BLK.replace("</weightclass>", "")})
    assert resp.status_code in (400, 422)
