"""The .mtf importer on hand-written files: both layouts, every decoration,
and a clear error naming the line for everything it cannot read."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

import construction
from construction import ParseError
from construction.blk import split_lines
from design_factories import LegalMechFactory
from factories import fixture_text
from mutants import fuzz_settings

BODY = """
Config:Biped
TechBase:Inner Sphere
Era:3067
Rules Level:2

Mass:50
Engine:250 Fusion Engine
Structure:IS Standard
Myomer:Standard

Heat Sinks:10 Single
Walk MP:5
Jump MP:3

Armor:Standard(Inner Sphere)
LA Armor:16
RA Armor:16
LT Armor:18
RT Armor:18
CT Armor:22
HD Armor:9
LL Armor:20
RL Armor:21
RTL Armor:6
RTR Armor:6
RTC Armor:8

Weapons:4
Medium Laser, Center Torso
Medium Laser, Center Torso
PPC, Right Arm
LRM 10, Left Torso

Left Arm:
Shoulder
Upper Arm Actuator
Lower Arm Actuator
Hand Actuator
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-

Right Arm:
Shoulder
Upper Arm Actuator
Lower Arm Actuator
Hand Actuator
PPC
PPC
PPC
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-

Left Torso:
LRM 10
LRM 10
IS Ammo LRM-10
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-

Right Torso:
Jump Jet
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-
-Empty-

Center Torso:
Fusion Engine
Fusion Engine
Fusion Engine
Gyro
Gyro
Gyro
Gyro
Fusion Engine
Fusion Engine
Fusion Engine
Medium Laser
Medium Laser

Head:
Life Support
Sensors
Cockpit
-Empty-
Sensors
Life Support

Left Leg:
Hip
Upper Leg Actuator
Lower Leg Actuator
Foot Actuator
Jump Jet
-Empty-

Right Leg:
Hip
Upper Leg Actuator
Lower Leg Actuator
Foot Actuator
Jump Jet
-Empty-
"""

OLD = "Version:1.0\nTestbed\nTB-1\n" + BODY
NEW = "chassis:Testbed\nmodel:TB-1\nmul id:12345\n" + BODY


def _line_of(text: str, needle: str, nth: int = 1) -> int:
    seen = 0
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip() == needle:
            seen += 1
            if seen == nth:
                return number
    raise AssertionError(needle)


def _canonical(design):
    """Mounts compared as a set: file order and factory order differ."""
    return dataclasses.replace(design, mounts=tuple(sorted(design.mounts, key=repr)), chassis="", model="", mul_id=None)


@pytest.mark.parametrize("text", [OLD, NEW], ids=["2021", "current"])
def test_both_layouts_give_the_hand_built_design(text):
    design = construction.parse(text, "mtf")
    assert design.chassis == "Testbed" and design.model == "TB-1"
    expected = LegalMechFactory()
    got = _canonical(design)
    want = _canonical(dataclasses.replace(expected, mounts=tuple(
        dataclasses.replace(m, item=_catalog_id(m.item)) for m in expected.mounts
    )))
    assert got == want
    assert construction.validate(design).valid is True


def _catalog_id(name):
    from construction.catalog import catalog
    from construction.model import SYSTEM_ITEMS

    return name if name in SYSTEM_ITEMS else catalog().get(name).id


def test_current_layout_reads_the_mul_id():
    assert construction.parse(NEW, "mtf").mul_id == 12345
    assert construction.parse(OLD, "mtf").mul_id is None


def test_decorations_are_read():
    text = OLD.replace("LRM 10\nLRM 10\nIS Ammo LRM-10", "LRM 10 (R)\nLRM 10 (R)\nIS Ammo LRM-10 (armored)")
    text = text.replace("Config:Biped", "Config:Biped Omnimech").replace("PPC\nPPC\nPPC", "PPC (omnipod)\nPPC (omnipod)\nPPC (omnipod)")
    design = construction.parse(text, "mtf")
    by_item = {m.item: m for m in design.mounts}
    assert design.omni is True
    assert by_item["LRM 10"].rear is True and by_item["LRM 10"].slots == (0, 1)
    assert by_item["IS Ammo LRM-10"].armored is True
    assert by_item["PPC"].omnipod is True and by_item["PPC"].slots == (4, 5, 6)


def test_split_weapon_is_one_mount_over_two_locations():
    text = OLD.replace("Hand Actuator\nPPC\nPPC\nPPC", "Hand Actuator\nPPC (Split)\nPPC (Split)\n-Empty-", 1)
    text = text.replace("Right Torso:\nJump Jet\n-Empty-", "Right Torso:\nJump Jet\nPPC (Split)", 1)
    design = construction.parse(text, "mtf")
    ppc = [m for m in design.mounts if m.item == "PPC"]
    assert len(ppc) == 1
    # The torso carries the item: a torso/arm split fires in the torso arc
    # (BattleMech Manual errata, p. 24).
    assert (ppc[0].location, ppc[0].slots, ppc[0].split_location, ppc[0].split_slots) == ("RT", (1,), "RA", (4, 5))
    assert "MECH_ITEM_SLOTS_SHORT" not in construction.validate(design).codes()


def _thumper_over_three(rt_slots: int) -> str:
    """OLD with a Thumper (15 slots) written across CT (the two laser
    slots), LT (slots 4-12) and ``rt_slots`` slots of RT after the jump jet,
    one name a slot and no split decoration, as a MegaMek file writes it."""
    text = OLD.replace("Medium Laser\nMedium Laser\n\nHead:", "ISThumper\nISThumper\n\nHead:", 1)
    lt = "Left Torso:\nLRM 10\nLRM 10\nIS Ammo LRM-10\n" + "ISThumper\n" * 9
    text = text.replace("Left Torso:\nLRM 10\nLRM 10\nIS Ammo LRM-10\n" + "-Empty-\n" * 9, lt, 1)
    rt = "Right Torso:\nJump Jet\n" + "ISThumper\n" * rt_slots + "-Empty-\n" * (11 - rt_slots)
    return text.replace("Right Torso:\nJump Jet\n" + "-Empty-\n" * 11, rt, 1)


def test_weapon_spread_over_three_locations_is_one_mount():
    """2 + 9 + 4 slots fill the Thumper's 15 only together: one mount, read
    centre-out (CT first), which the validator reports as split too widely
    rather than as three short Thumpers."""
    design = construction.parse(_thumper_over_three(4), "mtf")
    thumpers = [m for m in design.mounts if m.item == "ISThumper"]
    assert len(thumpers) == 1
    assert thumpers[0].parts() == (("CT", (10, 11)), ("LT", tuple(range(3, 12))), ("RT", (1, 2, 3, 4)))
    assert len(thumpers[0].all_slots()) == 15
    codes = construction.validate(design).codes()
    assert "MECH_ITEM_SPLIT" in codes and "MECH_ITEM_SLOTS_SHORT" not in codes


def test_pieces_that_do_not_fill_the_item_stay_apart():
    """2 + 9 + 3 = 14 slots: no Thumper, three short pieces."""
    design = construction.parse(_thumper_over_three(3), "mtf")
    thumpers = [m for m in design.mounts if m.item == "ISThumper"]
    assert sorted(len(m.slots) for m in thumpers) == [2, 3, 9]
    assert all(not m.split_location and not m.split_more for m in thumpers)
    assert "MECH_ITEM_SLOTS_SHORT" in construction.validate(design).codes()


def test_size_decoration():
    text = OLD.replace("Right Torso:\nJump Jet\n-Empty-", "Right Torso:\nJump Jet\nCargo:SIZE:1.5", 1)
    cargo = [m for m in construction.parse(text, "mtf").mounts if m.item == "Cargo"]
    assert cargo and cargo[0].size == 1.5


def test_size_written_in_the_name():
    # 2021 files: "Communications Equipment (3 ton)" over three slots is one
    # 3-ton item; four "Cargo (1 ton)" slots are four 1-ton items.
    rt = "Right Torso:\nJump Jet\n" + "Communications Equipment (3 ton)\n" * 3 + "Cargo (1 ton)\n" * 4
    text = OLD.replace("Right Torso:\nJump Jet\n" + "-Empty-\n" * 7, rt, 1)
    mounts = construction.parse(text, "mtf").mounts
    comms = [(m.size, m.slots) for m in mounts if m.item == "Communications Equipment"]
    cargo = [(m.size, m.slots) for m in mounts if m.item == "Cargo"]
    assert comms == [(3.0, (1, 2, 3))]
    assert cargo == [(1.0, (4,)), (1.0, (5,)), (1.0, (6,)), (1.0, (7,))]


def test_multi_line_background_text_is_ignored():
    text = NEW + "\noverview:A long story\nthat runs over\nseveral lines without keys.\n"
    assert construction.parse(text, "mtf").chassis == "Testbed"


@pytest.mark.parametrize(
    "change, needle, message",
    [
        (("Heat Sinks:10 Single", "Heat Sinks:ten Single"), "Heat Sinks:ten Single", "heat sinks"),
        (("LA Armor:16", "LA Armor:lots"), "LA Armor:lots", "armor value"),
        (("Weapons:4", "Weapons:four"), "Weapons:four", "weapon count"),
        (("Engine:250 Fusion Engine", "Engine:250 Warp Drive"), "Engine:250 Warp Drive", "unknown engine"),
        (("Structure:IS Standard", "Structure:Cheese"), "Structure:Cheese", "unknown structure"),
        (("Config:Biped", "Config:Octopod"), "Config:Octopod", "configuration"),
        (("Walk MP:5", "Walk MP:500"), "Walk MP:500", "out of range"),
        (("Era:3067", "Era:30x7"), "Era:30x7", "whole number"),
        (("Rules Level:2", "Rules Level:9"), "Rules Level:9", "rules level"),
    ],
)
def test_errors_name_the_line(change, needle, message):
    text = OLD.replace(*change)
    with pytest.raises(ParseError) as info:
        construction.parse(text, "mtf")
    assert message in info.value.message.lower()
    assert info.value.line == _line_of(text, needle)
    assert info.value.to_dict()["line"] == info.value.line


@pytest.mark.parametrize(
    "text, message",
    [
        (OLD.split("Mass:50")[0], "mass"),
        ("", "chassis"),
        (NEW.replace("Config:Biped\n", ""), "config"),
        ("Version:1.0\nTestbed\nTB-1\nthis line has no key\n", "malformed line"),
        (OLD.replace("Head:\n", "Left Arm:\n"), "appears twice"),
        (OLD.replace("LA Armor:16", "FLL Armor:16"), "does not have"),
    ],
)
def test_truncated_or_malformed_files_are_parse_errors(text, message):
    with pytest.raises(ParseError) as info:
        construction.parse(text, "mtf")
    assert message in info.value.message.lower()


CENTER_LEG_EMPTY = "\nCenter Leg:\n" + "-Empty-\n" * 12


@pytest.mark.parametrize("text", [OLD, NEW], ids=["2021", "current"])
def test_an_empty_center_leg_block_on_a_biped_is_nothing(text):
    # Today's hand-edited files (TR:3025C, 2025) end bipeds and quads with a
    # 'Center Leg:' block of twelve -Empty-: a location the 'Mech lacks, but
    # nothing in it, so the design is the one without the block.
    with_block = construction.parse(text + CENTER_LEG_EMPTY, "mtf")
    assert with_block == construction.parse(text, "mtf")
    assert construction.validate(with_block).valid is True


def test_a_center_leg_block_holding_an_item_is_still_refused_with_its_line():
    text = OLD + "\nCenter Leg:\n-Empty-\nHeat Sink\n" + "-Empty-\n" * 10
    with pytest.raises(ParseError) as info:
        construction.parse(text, "mtf")
    assert "does not have" in info.value.message.lower()
    assert info.value.line == _line_of(text, "Center Leg:") + 1


def test_superheavy_double_slots_and_halved_items():
    text = OLD.replace("Mass:50", "Mass:150").replace("Engine:250 Fusion Engine", "Engine:300 Fusion Engine")
    text = text.replace("Walk MP:5", "Walk MP:2").replace("IS Ammo LRM-10\n", "IS Ammo LRM-10|IS Ammo LRM-10\n", 1)
    text = text.replace("PPC\nPPC\nPPC", "PPC\nPPC\n-Empty-")
    design = construction.parse(text, "mtf")
    ammo = [m for m in design.mounts if m.item == "IS Ammo LRM-10"]
    assert len(ammo) == 2 and {m.shared_slot for m in ammo} == {False, True}
    assert ammo[0].slots == ammo[1].slots == (2,)
    ppc = [m for m in design.mounts if m.item == "PPC"]
    assert [m.slots for m in ppc] == [(4, 5)]  # 3 slots halved, rounded up


@pytest.mark.parametrize("fmt", ["xml", "", None])
def test_unknown_format_is_refused(fmt):
    with pytest.raises(ParseError) as info:
        construction.parse(OLD, fmt)
    assert "unknown format" in info.value.message


def test_unknown_equipment_is_kept_reported_with_its_line_and_left_out_of_bv_and_pv():
    """An item the catalog does not know does not stop the import: the mount
    keeps its written name, validation reports UNKNOWN_EQUIPMENT with the
    file line, and BV and Alpha Strike say they are incomplete."""
    import bv
    from bv import alpha_strike

    known = construction.parse(OLD, "mtf")
    text = OLD.replace("Medium Laser\nMedium Laser\n\nHead", "Frobnicator\nMedium Laser\n\nHead")
    design = construction.parse(text, "mtf")
    assert "Frobnicator" in [mt.item for mt in design.mounts]
    issues = [i for i in construction.validate(design).issues if i.code == "UNKNOWN_EQUIPMENT"]
    assert [(i.item, i.line) for i in issues] == [("Frobnicator", _line_of(text, "Frobnicator"))]
    priced = bv.compute(design)
    assert not priced.complete and priced.unpriced == (f"Frobnicator ({issues[0].location})",)
    assert priced.bv < bv.compute(known).bv  # the laser's share is missing, and said so
    assert bv.compute(known).complete
    card = alpha_strike.convert(design)
    assert not card.complete and card.as_dict()["complete"] is False


def test_unknown_keys_are_warnings_with_their_line():
    text = OLD.replace("Mass:50", "Mass:50\nwarpfactor:9")
    report = construction.validate(construction.parse(text, "mtf"))
    notes = [i for i in report.issues if i.code == "UNKNOWN_KEY"]
    assert [(n.severity, n.item, n.line) for n in notes] == [("warning", "warpfactor", _line_of(text, "warpfactor:9"))]


def test_a_fixed_systems_consecutive_slots_are_one_run_however_spelt():
    """A file may spell one engine's slots two ways ("Fusion Engine", "XL
    Engine"): they are the same system's slots, read as one mount over the
    run, as a file spelling them alike is (the importer used to cut the run
    at each change of spelling, and the .mtf writer, spelling them alike,
    then read back another design)."""
    text = fixture_text("locust.mtf")
    center = text.index("Center Torso:")
    first = text.index("Fusion Engine", center)
    respelt = text[:first] + "XL Engine" + text[first + len("Fusion Engine"):]
    plain, mixed = construction.parse(text, "mtf"), construction.parse(respelt, "mtf")
    engines = [mt.slots for mt in plain.mounts if mt.item == "Engine" and mt.location == "CT"]
    assert [mt.slots for mt in mixed.mounts if mt.item == "Engine" and mt.location == "CT"] == engines
    assert len(engines[0]) == 3


# Every line boundary str.splitlines knows, and characters around them.
_LINE_TEXT = st.text(alphabet=st.sampled_from(list("a :\t\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029\x00é")), max_size=40)


@given(_LINE_TEXT)
@fuzz_settings(2000)
def test_the_scanners_line_split_is_splitlines(text):
    """The .mtf and .blk scanners cut a file into lines with blk.split_lines,
    a faster way to the same lines as str.splitlines (any boundary but a
    lone "\\n" hands the text to splitlines itself)."""
    assert split_lines(text) == text.splitlines()


@pytest.mark.parametrize("text", ["", "\n", "\n\n", "a", "a\n", "a\n\n", "a\r\nb\r\n", "a\rb", "a\x85b", "é\nb"])
def test_the_line_split_on_edges(text):
    assert split_lines(text) == text.splitlines()


@pytest.mark.parametrize("name, fmt", [("locust.mtf", "mtf"), ("c85_support_vehicle.blk", "blk")])
def test_a_file_with_windows_line_ends_reads_as_the_same_design(name, fmt):
    text = fixture_text(name)
    assert "\r" not in text
    assert construction.parse(text.replace("\n", "\r\n"), fmt) == construction.parse(text, fmt)
