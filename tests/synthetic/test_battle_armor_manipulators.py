"""Battle armor manipulators and mounts no other hand-worked test covers
(issue 16), a pair (or one) on BareBattleArmorFactory (four IS medium
suits: BV 92 = trooper 17.6 x 5.2; card 0/0/0 CAR4).

BV (TM pp. 307-308): a manipulator with no BV adds nothing (92); magnetic
battle claws (TM p. 260, 1.5 BV each) count in the anti-'Mech step: a pair
adds 3 x speed factor 0.54 (1 MP) = 1.62 to a trooper: 17.6 + 1.62 =
19.22, x 5.2 = 99.94 -> 100.

Alpha Strike (ASC p. 96, AS:CE MEC and AM): a suit with basic manipulators,
battle claws or heavy battle claws can ride an OmniMech (MEC) and, being
medium, make anti-'Mech attacks (AM); industrial manipulators (cargo
lifter, industrial drill, salvage arm) and the modular equipment adaptor
give neither.

Construction (TM pp. 259-260): magnetic battle claws and cargo lifters work
in pairs only (BA_MANIPULATOR_PAIR for one); the others may be fitted to
one arm.
"""

from __future__ import annotations

import pytest

from construction.model import Mount
from design_factories import BareBattleArmorFactory
from synth import add, bv_of, card, errors

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist("AS special", "AM", "CAR", "MEC")

# (item, BV of the pair by hand, abilities by hand, needs a pair)
MANIPULATORS = [
    ("BABasicManipulator", 92, {"MEC", "AM"}, False),
    ("BABattleClaw", 92, {"MEC", "AM"}, False),  # its catalog 1 BV is not counted: a manipulator (bv/data/battle_armor.json not_valued)
    ("BAHeavyBattleClaw", 92, {"MEC", "AM"}, False),
    ("BABattleClawMagnets", 100, {"MEC", "AM"}, True),
    ("BACargoLifter", 92, set(), True),
    ("BAIndustrialDrill", 92, set(), False),
    ("BASalvageArm", 92, set(), False),
]


@pytest.mark.covers("BABasicManipulator", "BABattleClaw", "BAHeavyBattleClaw", "BABattleClawMagnets", "BACargoLifter",
                    "BAIndustrialDrill", "BASalvageArm")
@pytest.mark.parametrize("item, want_bv, want_abilities, pair", MANIPULATORS, ids=[m[0] for m in MANIPULATORS])
def test_a_pair_of_manipulators(item, want_bv, want_abilities, pair):
    """One in each arm: BV, card abilities and a valid squad; one alone is
    BA_MANIPULATOR_PAIR for the pair-only kinds and valid for the rest."""
    d = add(BareBattleArmorFactory(), Mount(item, "LA"), Mount(item, "RA"))
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset({"CAR4"} | want_abilities))
    assert errors(d) == set()
    one = errors(add(BareBattleArmorFactory(), Mount(item, "RA")))
    assert ("BA_MANIPULATOR_PAIR" in one) == pair


@pytest.mark.covers("BAMEA", "BAArmoredGlove", "BAAPMount")
@pytest.mark.parametrize("item, loc", [("BAMEA", "RA"), ("BAArmoredGlove", "RA"), ("BAAPMount", "RA")])
def test_an_adaptor_glove_or_empty_mount(item, loc):
    """Modular equipment adaptor (TM p. 260, 10 kg), armored glove (TM p.
    259) and an empty anti-personnel weapon mount (TM p. 271, 5 kg): no BV
    (92); no MEC or AM; valid."""
    d = add(BareBattleArmorFactory(), Mount(item, loc))
    assert bv_of(d) == 92
    assert not {"MEC", "AM"} & card(d)[1]
    assert errors(d) == set()
