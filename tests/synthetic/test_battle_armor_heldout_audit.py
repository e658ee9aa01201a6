"""Battle armor rules found by the held-out audit (issue 16, battle armor
family), each worked by hand on the bare squad of tests/design_factories.py
(BareBattleArmorFactory: four Inner Sphere medium biped leg suits, 6 armor
points each, nothing mounted).

PV arithmetic (ASC pp. 138-139): offensive = S + 2M + L; defensive = highest
move / 8 (+0.5 when the element can jump) + DIR, DIR = (armor x 2 +
structure x 2) x defense factor, rounded to the half; the defense factor is
1 + 0.1 x (TMM, +1 for a jumping infantry element, +1 for battle armor) while
that sum is at most 2.  TMM from move (ASC errata v1.4 p. 8): 0-4" 0, 5-8" 1.
"""

from __future__ import annotations

import dataclasses

from bv import alpha_strike
from design_factories import BareBattleArmorFactory


def _leg(walk: int, jump: int):
    d = BareBattleArmorFactory()
    return dataclasses.replace(d, walk_mp=walk, jump_mp=jump)


def test_a_leg_squad_with_jump_mp_moves_by_jumping():
    """A leg squad whose file still gives jump MP (the 2021 Tengu files:
    motion Leg, ground 2, jump 2).  Construction weighs those jump jets
    (TM p. 162) and the BV rates them (TM p. 307), so they are the squad's
    jump MP for the card too: battle armor moves at its jump MP when that is
    at least its ground MP (ASC p. 92, jump shown ``j``).

    * ground 2, jump 2: 4"j, TMM 0.  PV: 4/8 + 0.5 (jump) = 1; DIR 1 x 2 +
      2 x 2 = 6 x (1 + 0.1 x (0 + 1 jump + 1 BA) = 1.2) = 7.2 -> 7; 8 -> PV 8.
    * ground 2, no jump: 4"f; 0.5 + 6 x 1.1 = 6.6 -> 6.5; 7 -> PV 7.
    * ground 3, jump 2: the ground MP is the higher, 6"f, TMM 1; 6/8 = 0.75
      + 6 x (1 + 0.1 x (1 + 1)) = 7.2 -> 7; 7.75 -> PV 8.
    """
    r = alpha_strike.convert(_leg(2, 2))
    assert (r.move_text, r.tmm, r.pv) == ('4"j', 0, 8)
    r = alpha_strike.convert(_leg(2, 0))
    assert (r.move_text, r.tmm, r.pv) == ('4"f', 0, 7)
    r = alpha_strike.convert(_leg(3, 2))
    assert (r.move_text, r.tmm, r.pv) == ('6"f', 1, 8)


def _bv(*mounts, weight_class: str = "medium") -> int:
    import bv
    from construction.model import Mount
    from synth import add

    d = BareBattleArmorFactory()
    d = dataclasses.replace(d, battle_armor=dataclasses.replace(d.battle_armor, weight_class=weight_class))
    return bv.compute(add(d, *(Mount(item, loc) for item, loc in mounts))).bv


def test_anti_mech_bv_needs_the_minimum_manipulators():
    """TM p. 308 counts a squad's non-missile weapons outside the body a
    second time only when it can make anti-'Mech attacks, and TM p. 169
    (Battle Armor Capabilities Table) makes that depend on the manipulators
    as well as on weight class and body: TM p. 170's light Sylph and medium
    Purifier qualify through one battle claw each.

    The bare squad with a BA small laser (BV 9) in the right arm: a trooper's
    defensive rating (6 x 2.5 + 1) x (1 + 0/10 + 0.1) = 17.6; speed factor
    for 1 MP (1 + (1 - 5)/10)^1.2 = 0.54 (TM p. 308).
    * no manipulator: offensive 9 x 0.54 = 4.86; (17.6 + 4.86) x 5.2 =
      116.79 -> 117.
    * a battle claw in the left arm: the laser counts again, 18 x 0.54 =
      9.72; (17.6 + 9.72) x 5.2 = 142.06 -> 142.
    * a medium suit with two armored gloves: gloves are no minimum
      manipulator for a medium suit -> 117; a light suit with two -> 142,
      with one -> 117.
    """
    laser = ("ISBASmallLaser", "RA")
    assert _bv(laser) == 117
    assert _bv(laser, ("BABattleClaw", "LA")) == 142
    assert _bv(laser, ("BAArmoredGlove", "LA"), ("BAArmoredGlove", "RA")) == 117
    assert _bv(laser, ("BAArmoredGlove", "LA"), ("BAArmoredGlove", "RA"), weight_class="light") == 142
    assert _bv(laser, ("BAArmoredGlove", "LA"), weight_class="light") == 117
