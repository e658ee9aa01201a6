"""The digest comparison helper of the benchmarks (tests/digest_web.py):
it reads a digest page or table and skips cleanly without one."""

import digest_web

PAGE = """<html><head><title>MMUD - Foot Platoon (Rifle)</title></head><body>
<ul><li><strong>Type:</strong> Foot Infantry</li>
<li><a href="http://www.masterunitlist.info/Unit/Details/1234">MUL</a></li>
<li><strong>Battle Value:</strong> 1,090</li></ul></body></html>"""


def test_an_absent_digest_is_skipped(tmp_path):
    assert digest_web.load(tmp_path / "nowhere") == []
    lines = digest_web.report("infantry", tmp_path / "nowhere")
    assert len(lines) == 1 and "skipped" in lines[0]


def test_a_digest_page_is_read(tmp_path):
    page = tmp_path / "units" / "foot_platoon" / "foot_platoon_rifle.htm"
    page.parent.mkdir(parents=True)
    page.write_text(PAGE, encoding="utf-8")
    assert digest_web.load(tmp_path) == [{"name": "Foot Platoon (Rifle)", "type": "Foot Infantry", "mul": "1234",
                                          "bv": "1090"}]
    assert digest_web.family_of("Foot Infantry") == "infantry"
    assert digest_web.family_of("Support Vehicle (Medium Tracked)") == "support_vehicle"
    assert digest_web.family_of("Battle Armor") is None
    assert digest_web.norm("Clan Mechanized Infantry Mimir/Watch") == "clanmechanizedinfantrymimirwatch"
