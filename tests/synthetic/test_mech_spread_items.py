"""Multi-slot and spread 'Mech equipment worked out by hand on
BareMechFactory (BV 783; defensive 549.5 x 1.3 = 714.35; offensive 50 t x
1.37 = 68.5): partial wings, modular armor, stealth armor and mechanical
jump boosters, each legal and one slot out of place."""

from __future__ import annotations

import dataclasses

import pytest

from construction.model import Mount
from design_factories import BareMechFactory
from synth import add, bv_of, card, errors

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist("AS special", "ECM", "STL")

JETS = (Mount("Jump Jet", "LL", (4,)), Mount("Jump Jet", "RL", (4,)), Mount("Jump Jet", "RT", (0,)))


@pytest.mark.covers("ISPartialWing", "CLPartialWing")
@pytest.mark.parametrize("wing, tech, each", [("ISPartialWing", "IS", 4), ("CLPartialWing", "Clan", 3)])
def test_a_partial_wing_adds_two_jump_mp_to_a_light_mech(wing, tech, each):
    """TO p. 292 (errata): a partial wing fills 4 slots in each side torso
    (Clan 3), weighs 7% (Clan 5%) of the tonnage and gives a 'Mech of 55 t
    or less 2 more jump MP.  With three jump jets: jump 3 + 2 = 5.  BV: TMM
    run 8 -> 3, jump 5 -> 2 + 1 = 3, factor 1.3 as before (714.35); speed
    MP 8 + round(5 / 2) = 11, speed factor (1.6)^1.2 = 1.76; offensive 50 x
    1.76 = 88; BV 802.35 -> 802.  Valid; one slot short in the right torso
    breaks MECH_PARTIAL_WING."""
    d = add(BareMechFactory(tech_base=tech), *JETS, Mount(wing, "LT", tuple(range(each))),
            Mount(wing, "RT", tuple(range(1, 1 + each))), jump_mp=3)
    assert bv_of(d) == 802
    assert errors(d) == set()
    short = add(BareMechFactory(tech_base=tech), *JETS, Mount(wing, "LT", tuple(range(each))),
                Mount(wing, "RT", tuple(range(1, each))), jump_mp=3)
    assert "MECH_PARTIAL_WING" in errors(short)


@pytest.mark.covers("ISModularArmor")
def test_modular_armor_counts_ten_standard_points():
    """TO p. 281 with the errata (BV TO p. 380): each modular armor adds 10
    points valued as standard armor; its MP penalty is ignored for BV.
    Defensive (549.5 + 10 x 2.5) x 1.3 = 746.85, + 68.5 = 815.35 -> 815;
    one slot, valid."""
    d = add(BareMechFactory(), Mount("ISModularArmor", "CT", (10,)))
    assert bv_of(d) == 815
    assert errors(d) == set()


STEALTH = (("LA", (4, 5)), ("RA", (4, 5)), ("LT", (0, 1)), ("RT", (0, 1)), ("LL", (4, 5)), ("RL", (4, 5)))


def _stealth(places=STEALTH):
    d = add(BareMechFactory(), *(Mount("IS Stealth", loc, sl) for loc, sl in places),
            Mount("ISGuardianECMSuite", "LT", (2, 3)))
    return dataclasses.replace(d, armor_type="stealth")


@pytest.mark.covers("armor:stealth", "IS Stealth")
def test_stealth_armor_fills_two_slots_in_six_locations():
    """TM p. 206: stealth armor takes 12 slots, 2 in each arm, side torso and
    leg, and needs an ECM suite (Guardian, 1.5 t, defensive BV 61).  BV:
    the stealth TMM bonus +2 makes the defensive factor 1 + (3 + 2) / 10 =
    1.5: (549.5 + 61) x 1.5 = 915.75; offensive 68.5; BV 984.25 -> 984.
    Card: STL and ECM.  Valid.  One left-arm slot moved to the center torso
    keeps 12 slots in all but breaks MECH_ARMOR_SLOTS; without the ECM suite
    MECH_ITEM_REQUIRES."""
    d = _stealth()
    assert bv_of(d) == 984
    assert {"STL", "ECM"} <= card(d)[1]
    assert errors(d) == set()
    moved = [("LA", (4,)), *STEALTH[1:], ("CT", (10,))]
    assert "MECH_ARMOR_SLOTS" in errors(_stealth(moved))
    no_ecm = dataclasses.replace(d, mounts=tuple(m for m in d.mounts if m.item != "ISGuardianECMSuite"))
    assert "MECH_ITEM_REQUIRES" in errors(no_ecm)


@pytest.mark.covers("MechanicalJumpBooster", "jump jet:mechanical_booster")
def test_mechanical_jump_boosters_fill_two_slots_a_leg():
    """TO p. 292: mechanical jump boosters give jump MP without jump jets (no
    jump heat), 2 slots in each leg, weight tonnage x jump MP x 0.05 = 5 t
    for jump 2.  BV: jump 2 -> TMM 1 + 1 = 2 < run TMM 3 (factor 1.3);
    speed MP 8 + round(2 / 2) = 9, factor 1.4^1.2 = 1.50; offensive 75; BV
    714.35 + 75 = 789.35 -> 789.  Valid; a leg one slot short breaks
    MECH_JUMP_BOOSTER."""
    d = add(BareMechFactory(), Mount("MechanicalJumpBooster", "LL", (4, 5)),
            Mount("MechanicalJumpBooster", "RL", (4, 5)), jump_mp=2)
    assert bv_of(d) == 789
    assert errors(d) == set()
    short = add(BareMechFactory(), Mount("MechanicalJumpBooster", "LL", (4, 5)),
                Mount("MechanicalJumpBooster", "RL", (4,)), jump_mp=2)
    assert "MECH_JUMP_BOOSTER" in errors(short)
