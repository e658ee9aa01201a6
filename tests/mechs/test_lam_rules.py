"""Land-Air 'Mech construction (construction/lam.py, data/rules/lam.json) on
hand-built designs.

The baseline is tests/design_factories.LamFactory, a 30 t standard LAM
weighed by hand to exactly 30 t with its conversion equipment (10% of 30 t
= 3 t, IO p. 113).  Each case changes one thing and the validator must
report the rule's code; the weights are worked out in the docstrings.
"""

from __future__ import annotations

import dataclasses

import pytest

import construction
from construction.lam import CONVERSION_PART
from construction.mech import weight_breakdown
from construction.model import Engine, Mount
from construction.report import rules
from design_factories import LamFactory, LegalMechFactory


def _mech(design, **changes):
    return dataclasses.replace(design, mech=dataclasses.replace(design.mech, **changes))


def _without(design, match):
    return dataclasses.replace(design, mounts=tuple(m for m in design.mounts if not match(m)))


def _add(design, *mounts):
    return dataclasses.replace(design, mounts=design.mounts + tuple(mounts))


def _codes(design):
    return {i.code for i in construction.validate(design).issues}


def _conversion(design):
    return dict(weight_breakdown(design)).get(CONVERSION_PART)


def test_the_lam_baseline_is_legal_and_exactly_30_tons():
    """LamFactory's parts (its docstring) add up to 30 t with the 3 t of
    conversion equipment: no error and no warning (before the conversion
    equipment was weighed it drew MECH_UNDERWEIGHT, 3 t unused)."""
    design = LamFactory()
    report = construction.validate(design)
    assert report.valid, report.to_dict()
    assert report.issues == []
    assert _conversion(design) == 3.0
    assert sum(t for _, t in weight_breakdown(design)) == 30.0


@pytest.mark.parametrize(
    "tonnage, lam_type, tons",
    [
        (30, "standard", 3.0),  # 30 x 10% = 3
        (40, "standard", 4.0),  # 40 x 10% = 4
        (50, "standard", 5.0),  # 50 x 10% = 5
        (55, "standard", 6.0),  # 55 x 10% = 5.5 -> 6: up to the whole ton, not the half ton
        (30, "bimodal", 5.0),  # 30 x 15% = 4.5 -> 5
        (55, "bimodal", 9.0),  # 55 x 15% = 8.25 -> 9 (the Shadow Hawk LAMs' 9 t)
        (50, None, 5.0),  # no LAM line in the file: a standard LAM
    ],
)
def test_conversion_equipment_weighs_its_share_rounded_up_to_the_ton(tonnage, lam_type, tons):
    """IO p. 113: 10% of the tonnage (15% bimodal), rounded up to the whole ton."""
    design = _mech(dataclasses.replace(LamFactory(), tonnage=float(tonnage)), lam_type=lam_type)
    assert _conversion(design) == tons


def test_other_mechs_carry_no_conversion_equipment():
    assert _conversion(LegalMechFactory()) is None


def test_a_bimodal_lam_of_the_same_parts_is_overweight():
    """The same 30 t of parts as a bimodal LAM: conversion 30 x 15% = 4.5 ->
    5 t instead of 3 t, so the parts weigh 32 t, 2 t over (IO p. 113)."""
    report = construction.validate(_mech(LamFactory(), lam_type="bimodal"))
    over = [i for i in report.errors if i.code == "MECH_OVERWEIGHT"]
    assert over and "32 t, 2 t over" in over[0].message


def test_unused_weight_is_what_the_conversion_equipment_leaves():
    """Drop the bomb bay (1 t): 29 t of 30 with the conversion equipment, so
    exactly 1 t unused (not 4 t as before the equipment was weighed)."""
    design = _without(LamFactory(), lambda m: m.item == "Bomb Bay")
    warnings = [i for i in construction.validate(design).warnings if i.code == "MECH_UNDERWEIGHT"]
    assert warnings and warnings[0].message.startswith("1 t of the 30 t")


def _bomb_bays(n):
    """LamFactory with n bomb bays in free slots: LT 5-11, RT 8-11, LA and
    RA 5-11 (25 free slots)."""
    free = [("LT", s) for s in range(5, 12)] + [("RT", s) for s in range(8, 12)]
    free += [("LA", s) for s in range(5, 12)] + [("RA", s) for s in range(5, 12)]
    design = _without(LamFactory(), lambda m: m.item == "Bomb Bay")
    return _add(design, *(Mount(item="Bomb Bay", location=loc, slots=(s,)) for loc, s in free[:n]))


def test_twenty_bomb_bays_are_the_most():
    """IO p. 114: at most 20 bomb bays (20 is not refused, 21 is)."""
    assert "LAM_BOMB_BAYS" not in _codes(_bomb_bays(20))
    assert "LAM_BOMB_BAYS" in _codes(_bomb_bays(21))


def _replace_item(design, old, new):
    return dataclasses.replace(design, mounts=tuple(dataclasses.replace(m, item=new) if m.item == old else m
                                                    for m in design.mounts))


# code -> a change of LamFactory that breaks the rule (docstrings: why)
CASES = {
    # the head's Avionics slot removed: HD holds 0 of its 1 (IO pp. 113-115, MegaMek's layout)
    "LAM_SYSTEMS": lambda d: _without(d, lambda m: m.item == "Avionics" and m.location == "HD"),
    # a standard LAM may use standard or compact fusion only: an XL engine is refused
    "LAM_ENGINE": lambda d: dataclasses.replace(d, engine=Engine("xl_is", 180)),
    # standard, compact or heavy-duty gyro only: an XL gyro is refused
    "LAM_GYRO": lambda d: _mech(d, gyro="xl"),
    # a torso-mounted cockpit leaves the head: refused
    "LAM_COCKPIT": lambda d: _mech(d, cockpit="torso_mounted"),
    # endo steel takes 14 critical slots: refused
    "LAM_STRUCTURE": lambda d: dataclasses.replace(d, structure="endo_steel_is"),
    # ferro-fibrous armor takes 14 critical slots: refused
    "LAM_ARMOR": lambda d: dataclasses.replace(d, armor_type="ferro_fibrous_is"),
    "LAM_OMNI": lambda d: dataclasses.replace(d, omni=True),
    # a heavy Gauss rifle needs a Piloting skill to fire (IO p. 115)
    "LAM_EQUIPMENT": lambda d: _replace_item(d, "Medium Laser", "ISHeavyGaussRifle"),
    # the left arm's medium laser split into the left torso
    "LAM_SPLIT": lambda d: dataclasses.replace(d, mounts=tuple(
        dataclasses.replace(m, split_location="LT", split_slots=(6,)) if m.item == "Medium Laser" and m.location == "LA"
        else m for m in d.mounts)),
    # the left arm without its lower arm (and hand) actuator (IO reprint errata)
    "LAM_ARM_ACTUATORS": lambda d: _without(d, lambda m: m.location == "LA" and m.item in ("Lower Arm Actuator", "Hand Actuator")),
    # Jumping MP 2 (two jets): below the LAM minimum of 3
    "LAM_JUMP_MP": lambda d: dataclasses.replace(_without(d, lambda m: m.item == "Jump Jet" and m.location in ("LT", "RT", "LL")),
                                                 jump_mp=2),
    "LAM_BOMB_BAYS": lambda d: _bomb_bays(21),
    # the same mounts on a biped: its landing gear, avionics and bomb bay belong to LAMs only (IO p. 114)
    "LAM_ONLY_EQUIPMENT": lambda d: _mech(d, config="biped", lam_type=None),
    "MECH_LAM": lambda d: dataclasses.replace(d, tonnage=60.0),
}


@pytest.mark.parametrize("code", sorted(CASES))
def test_each_lam_rule_is_reported(code):
    report = construction.validate(CASES[code](LamFactory()))
    assert report.valid is False
    found = [i for i in report.errors if i.code == code]
    assert found, f"{code} not reported; got {sorted(report.codes())}"
    rule = found[0].to_dict()["rule"]
    assert rule["book"] == "IO" and rule["page"]


def test_every_lam_rule_code_is_exercised():
    lam_codes = {c for c in rules() if c.startswith("LAM_")}
    assert lam_codes and lam_codes <= set(CASES)


def test_lam_only_equipment_on_a_biped():
    """A bomb bay (IO p. 114, LAM equipment) in the free LT slot 3 of the
    legal 50 t biped: LAM_ONLY_EQUIPMENT (and 1 t over)."""
    design = _add(LegalMechFactory(), Mount(item="Bomb Bay", location="LT", slots=(3,)))
    assert {"LAM_ONLY_EQUIPMENT", "MECH_OVERWEIGHT"} <= _codes(design)
    assert not {c for c in _codes(LegalMechFactory()) if c.startswith("LAM_")}


def test_allowed_alternatives_pass():
    """A compact fusion engine, a compact or heavy-duty gyro, a small cockpit
    and composite structure (no slots) are open to a LAM: none draws a LAM
    code (they may unbalance weight or slots, which other rules report)."""
    for design in (
        dataclasses.replace(LamFactory(), engine=Engine("compact", 180)),
        _mech(LamFactory(), gyro="compact"),
        _mech(LamFactory(), gyro="heavy_duty"),
        _mech(LamFactory(), cockpit="small"),
        dataclasses.replace(LamFactory(), structure="composite"),
    ):
        assert not {c for c in _codes(design) if c.startswith("LAM_")}, design

