"""A 'Mech's Jump MP line that already states its partial wing's bonus.

Each jump jet gives one jumping MP (TM p. 51); a partial wing adds 2 for a
'Mech of 55 tons or less, 1 above, when the 'Mech can jump at all (TO
p. 293 with the TO errata v3.02).  MegaMek's current files for Jackalope
JLP-KW 'Wolpertinger' (5 improved jump jets, ``jump mp:7``) and Jade Hawk
JHK-03 (3 jump jets, ``jump mp:4``) write the jets plus the wing's bonus in
the Jump MP line; the wing must not count twice (construction.derived.
mech_jets_jump_mp).  Before: BV and Alpha Strike added the bonus to the
line (Wolpertinger BV 1375, 18"j; Jade Hawk JHK-03 2236, 10"j, against the
references 1334, 14"j and 2160, 8"j), and the validator took any line at or
above the jets' count.

The design: the bare 'Mech (BareMechFactory, 50 t, walk 5 / run 8, 33.5 t
used) with an IS partial wing (4 slots in each side torso, 50 x 0.07 = 3.5 t,
TO p. 292) and three jump jets (0.5 t each at 50 t, TM p. 51) in the left
leg, right leg and center torso: 38.5 t of 50 (the MECH_UNDERWEIGHT warning
only).  Jumping MP: 3 from the jets + 2 from the wing = 5.

BV by hand (TM pp. 302-305): defensive 400 armor + 124.5 structure + 25
gyro = 549.5; TMM run 8 -> 3, jump 5 -> 2 + 1 = 3: x 1.3 = 714.35.
Offensive: no weapons; 50 t x speed factor for run 8 + round(5 / 2) = 11 MP,
1.76 = 88.  BV 802.35 -> 802, whether the file says ``jump mp:3`` or
``jump mp:5``.  (Counting the wing twice, jump 7: TMM 4, x 1.4 = 769.3; 12 MP,
1.89 x 50 = 94.5; BV 864.)

Alpha Strike (ASC p. 92): walk 5 -> 10"; jump 5 -> 10", the same: 10"j.
"""

from __future__ import annotations

import pytest

from construction.model import Mount
from design_factories import BareMechFactory
from synth import add, bv_of, errors
from bv import alpha_strike

WING = (Mount("ISPartialWing", "LT", (0, 1, 2, 3)), Mount("ISPartialWing", "RT", (0, 1, 2, 3)))
JETS = (Mount("Jump Jet", "LL", (4,)), Mount("Jump Jet", "RL", (4,)), Mount("Jump Jet", "CT", (10,)))


def winged(jump_line: int):
    return add(BareMechFactory(), *WING, *JETS, jump_mp=jump_line)


@pytest.mark.parametrize("jump_line", [3, 5], ids=["jets only", "jets plus the wing's bonus"])
def test_the_wing_counts_once(jump_line):
    d = winged(jump_line)
    assert errors(d) == set()
    assert bv_of(d) == 802
    assert alpha_strike.convert(d).as_dict()["move"] == '10"j'


@pytest.mark.parametrize("jump_line", [2, 4, 6])
def test_other_jump_lines_disagree_with_the_jets(jump_line):
    """3 jets: the line must read 3, or 5 with the wing's bonus."""
    assert "MECH_JUMP_JETS" in errors(winged(jump_line))


def test_a_heavy_mech_gets_one_mp():
    """Over 55 t the wing adds 1 (TO p. 293): 3 jets on a 60 t 'Mech,
    ``jump mp:4`` is the jets plus the bonus; 5 is not."""
    heavy = lambda line: add(BareMechFactory(tonnage=60.0), *WING, *JETS, jump_mp=line)  # noqa: E731
    assert "MECH_JUMP_JETS" not in errors(heavy(4))
    assert "MECH_JUMP_JETS" in errors(heavy(5))


def test_no_jets_no_wing_bonus():
    """The wing's jumping MP bonus "does not apply if the unit cannot
    generate Jumping MP" (TO p. 293, TO errata v3.02; BMM errata p. 116):
    the same 50 t 'Mech with the wing and no jump jets jumps 0.

    BV by hand (TM pp. 302-305): defensive 549.5 as above; TMM run 8 -> 3,
    no jumping: x 1.3 = 714.35.  Offensive: no weapons; 50 t x speed factor
    for 8 MP (run 8, no jump), 1.37 = 68.5.  BV 782.85 -> 783.  (With the
    bonus, jump 2: TMM still 3 (2 -> 1 + 1 = 2 < 3); 9 MP, 1.5 x 50 = 75;
    BV 789.35 -> 789.)  Alpha Strike already left the bonus out: 10", no j.
    """
    d = add(BareMechFactory(), *WING, jump_mp=0)
    assert errors(d) == set()
    assert bv_of(d) == 783
    assert alpha_strike.convert(d).as_dict()["move"] == '10"'
