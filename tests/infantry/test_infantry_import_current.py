"""Today's infantry files: anti-'Mech gear listed among the troopers'
equipment (``AntiMekGear``) is the anti-'Mech gear of the older
``<antimek>`` block, not an unknown item."""

from pathlib import Path

import pytest

import construction

CURRENT = Path(__file__).resolve().parents[1] / "data" / "current" / "infantry"
WITH_GEAR = sorted(p for p in CURRENT.rglob("*.blk") if "AntiMekGear" in p.read_text())


@pytest.mark.parametrize("path", WITH_GEAR, ids=[p.stem for p in WITH_GEAR])
def test_antimekgear_line_is_anti_mech_gear(path):
    design = construction.parse(path.read_text(), "blk")
    assert design.infantry.anti_mech_gear
    assert not [n for n in design.import_notes if n.code == "UNKNOWN_EQUIPMENT"]


def test_the_files_are_there():
    assert len(WITH_GEAR) >= 3


def test_without_the_line_no_gear():
    text = WITH_GEAR[0].read_text().replace("AntiMekGear\n", "")
    assert not construction.parse(text, "blk").infantry.anti_mech_gear
