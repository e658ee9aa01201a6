"""Reading ProtoMech .blk files: a hand-written file of each kind, and every
canonical ProtoMech file of the shared corpus (2021 and today's sample)."""

from __future__ import annotations

import pytest

import construction
import corpus

GLIDER = """<BlockVersion>
1
</BlockVersion>
<UnitType>
ProtoMek
</UnitType>
<Name>
Testbed Glider
</Name>
<Model>
G
</Model>
<year>
3075
</year>
<type>
Clan Level 3
</type>
<motion_type>
WiGE
</motion_type>
<cruiseMP>
4
</cruiseMP>
<jumpingMP>
0
</jumpingMP>
<armor>
3
9
2
2
6
3
</armor>
<Body Equipment>
Clan Ammo SRM-2 (10)
</Body Equipment>
<Torso Equipment>
CLERMicroLaser
</Torso Equipment>
<Right Arm Equipment>
CLMG
</Right Arm Equipment>
<Main Gun Equipment>
CLSRM2
</Main Gun Equipment>
<tonnage>
5.0
</tonnage>
"""


def test_a_glider_with_a_main_gun():
    d = construction.parse(GLIDER, "blk")
    assert (d.unit_type, d.chassis, d.model, d.tonnage, d.tech_base) == ("protomech", "Testbed Glider", "G", 5.0, "Clan")
    assert d.protomech.motion == "glider" and d.protomech.main_gun
    assert d.engine.rating == 20 and (d.walk_mp, d.jump_mp) == (4, 0)
    assert {a.location: a.front for a in d.armor} == {"HD": 3, "T": 9, "RA": 2, "LA": 2, "L": 6, "MG": 3}
    ammo = next(m for m in d.mounts if m.location == "BODY")
    assert ammo.shots == 10 and "(10)" not in ammo.item
    assert {m.location for m in d.mounts} == {"BODY", "T", "RA", "MG"}
    assert construction.load_design(construction.dump_design(d)) == d


def test_a_quad_has_no_arm_armor():
    text = GLIDER.replace("WiGE", "Quad").replace("3\n9\n2\n2\n6\n3\n", "3\n9\n0\n0\n6\n").replace(
        "<Main Gun Equipment>\nCLSRM2\n</Main Gun Equipment>\n", "").replace(
        "<Right Arm Equipment>\nCLMG\n</Right Arm Equipment>\n", "")
    d = construction.parse(text, "blk")
    assert d.protomech.motion == "quad" and not d.protomech.main_gun
    assert [a.location for a in d.armor] == ["HD", "T", "L"]


@pytest.mark.parametrize("bad, message", [
    ("<armor>\n3\n9\n2\n", "5 or 6 values"),
    ("<motion_type>\nHover\n</motion_type>", "motion_type"),
    ("<armor_type>\n7\n</armor_type>", "armor type"),
])
def test_bad_files_name_the_problem(bad, message):
    if bad.startswith("<armor>"):
        text = GLIDER.replace("<armor>\n3\n9\n2\n2\n6\n3\n", bad)
    elif bad.startswith("<motion_type>"):
        text = GLIDER.replace("<motion_type>\nWiGE\n</motion_type>", bad)
    else:
        text = GLIDER + bad + "\n"
    with pytest.raises(construction.ParseError) as info:
        construction.parse(text, "blk")
    assert message in str(info.value)


def _protomech_files():
    root = corpus.unpacked()
    files = sorted((root / "mechfiles" / "protomechs").rglob("*.blk"))
    return files + [p for p in corpus.sample_files() if p.suffix == ".blk" and "protomek" in str(p).lower()]


def test_every_canonical_protomech_file_reads():
    corpus.require_corpus()
    files = _protomech_files()
    assert len(files) >= 81
    unknown = []
    for path in files:
        d = construction.parse(corpus.read_text(path), "blk")
        assert d.unit_type == "protomech", path
        unknown += [(path.name, n.item) for n in d.import_notes if n.code == "UNKNOWN_EQUIPMENT"]
        assert construction.load_design(construction.dump_design(d)) == d, path
    assert unknown == []
