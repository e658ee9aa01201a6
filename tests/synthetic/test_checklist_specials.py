"""Alpha Strike special abilities the issue 16 checklist found without a
hand-worked test (tests/synthetic/checklist.py), each from one item on
BareMechFactory (BV 783: defensive 549.5 x 1.3 = 714.35, offensive 50 x
1.37 = 68.5; card 0/0/0 ENE; see its docstring).

BV (TM pp. 302-305): a lone weapon counts its table BV, so BV = 714.35 +
1.37 x (50 + weapon BV); a rear-mounted weapon counts in full when the
rear arc is the stronger (TM p. 303: the weaker arc is halved, here the
empty front); explosive equipment costs an Inner Sphere 'Mech 1 defensive
BV per slot in a torso without CASE, before the factor 1.3 (TM p. 303);
equipment with no BV adds nothing.

Alpha Strike (ASC pp. 95-96, AS:CE special abilities): REAR gives the rear
weapons' damage S/M/L rounded normally (a medium laser 5 / 10 = 0.5 at S
and M: 1/1/0), and the standard damage keeps only the front (0/0/0); MTAS#
counts 'Mech tasers; BT a booby trap; ECS the RISC emergency coolant
system; RHS the radical heat sink system.  Explosive equipment takes ENE
off the card (ASC p. 96).
"""

from __future__ import annotations

import pytest

from construction.model import Mount
from design_factories import BareMechFactory
from synth import add, bv_of, card, errors, on_bare_mech


@pytest.mark.checklist("AS special", "REAR")
def test_a_rear_medium_laser_gives_rear():
    """Medium laser BV 46, rear-facing and alone: 714.35 + 1.37 x 96 =
    845.87 -> 846; card 0/0/0, REAR1/1/0, ENE; valid."""
    d = add(BareMechFactory(), Mount("Medium Laser", "LT", (0,), rear=True))
    assert bv_of(d) == 846
    assert card(d) == ("0/0/0", frozenset({"ENE", "REAR1/1/0"}))
    assert errors(d) == set()


@pytest.mark.covers("Mek Taser")
@pytest.mark.checklist("AS special", "MTAS")
def test_a_mech_taser_gives_mtas():
    """'Mech taser (TO p. 346): BV 40, explosive (its battery), 3 slots in
    the left torso: (549.5 - 3) x 1.3 = 710.45 + 1.37 x 90 = 123.3 ->
    833.75 -> 834.  Card: 1 damage / 10 x 0.75 (no ammunition) = 0.075 at
    S (long 3) -> 0*/0/0; MTAS1; explosive: no ENE.  Valid."""
    d = on_bare_mech("Mek Taser", "IS", 3)
    assert bv_of(d) == 834
    assert card(d) == ("0*/0/0", frozenset({"MTAS1"}))
    assert errors(d) == set()


@pytest.mark.covers("ISBoobyTrap", "ISRISCEmergencyCoolantSystem", "Radical Heat Sink System")
@pytest.mark.checklist("AS special", "BT", "ECS", "RHS")
@pytest.mark.parametrize("item, slots, want_bv, want_specials", [
    # booby trap (TO p. 297): no BV, 1 slot: 783; BT, ENE
    ("ISBoobyTrap", 1, 783, {"BT", "ENE"}),
    # RISC emergency coolant system (IO p. 92): no BV, explosive, 1 slot: (549.5 - 1) x 1.3 = 713.05
    # + 68.5 = 781.55 -> 782; ECS, no ENE.  It goes where the engine is (data/rules/mech.json
    # placement): CT slot 10, beside the bare 'Mech's engine (an explosive slot in the center
    # torso costs its 1 BV as in a side torso without CASE)
    ("ISRISCEmergencyCoolantSystem", 1, 782, {"ECS"}),
    # radical heat sink system (IO p. 89): no BV, 3 slots: 783; RHS, ENE
    ("Radical Heat Sink System", 3, 783, {"RHS", "ENE"}),
])
def test_equipment_that_gives_its_special(item, slots, want_bv, want_specials):
    if item == "ISRISCEmergencyCoolantSystem":
        d = add(BareMechFactory(tech_base="IS"), Mount(item, "CT", (10,)))
    else:
        d = on_bare_mech(item, "IS", slots)
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset(want_specials))
    assert errors(d) == set()
