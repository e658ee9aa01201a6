"""Two Point Value rules kept in bv/alpha_strike/data/point_value.json,
worked out by hand on factory-built designs.

Strong movers (ASC errata v1.4 p. 17 with the errata board's ruling on the
agile bonus, as MegaMek's current point-value converter applies it): a
strong jumper (JMPS#) or strong submersible (SUBS#) counts half its value as
extra TMM, in the defense factor's movement term and in the agile bonus's
TMM.  MHQ (the force bonus, ASC p. 139 as MegaMek's current converter rates
it): the full MHQ value up to 4, above it 4 + (MHQ - 5) x 0.2 rounded up.

Defense factor (ASC p. 139): 1 + 0.1 x r for r <= 2, else 1 + 0.25 x r,
r = TMM (+1 for a jump-capable unit with no damage) + 1 for BA/ProtoMechs
+ the strong mover's half; DIR = (armor x 2 (tracked vehicle 1.8) +
structure) x factor, rounded to the half; defensive value = highest Move / 8
(+ 0.5 jump-capable) + DIR; PV = offensive + defensive (+ agile, C3, force
bonus), rounded normally.
"""

from __future__ import annotations

import pytest

from bv import alpha_strike
from bv.alpha_strike.steps import mhq_bonus
from construction.model import Mount
from design_factories import BareTankFactory
from synth import add, errors
from test_checklist_protomech import _jumper


def _card(design):
    a = alpha_strike.convert(design).as_dict()
    return a["move"], a["tmm"], a["armor"], a["structure"], a["pv"], frozenset(a["specials"])


@pytest.mark.parametrize("mhq, bonus", [(1, 1), (4, 4), (5, 4), (6, 5), (7, 5), (10, 5), (11, 6), (20, 7)])
def test_the_mhq_force_bonus(mhq, bonus):
    """Full value to MHQ4; above: 4 + ceil((MHQ - 5) x 0.2): MHQ5 4 + 0 =
    4, MHQ6 4 + ceil(0.2) = 5, MHQ10 4 + ceil(1.0) = 5, MHQ11 4 + ceil(1.2)
    = 6, MHQ20 4 + ceil(3.0) = 7."""
    assert mhq_bonus(mhq) == bonus


@pytest.mark.parametrize("tons, pv", [(4.0, 15), (5.0, 15), (7.0, 16), (11.0, 17)])
def test_communications_equipment_on_the_bare_tank(tons, pv):
    """BareTankFactory with communications equipment (TM p. 212: MHQ of its
    tons, RCN at 3 t or more): card 8"t, TMM 1, armor 3, structure 2, no
    damage.  Defensive: 8 / 8 = 1; DIR (3 x 1.8 + 2) x 1.1 = 8.14 -> 8;
    subtotal 9.  Force bonus RCN 2 + MHQ: 4 t -> 4 (15), 5 t -> 4 (15; the
    full value would give 16), 7 t -> 5 (16; full 18), 11 t -> 6 (17; full
    22).  Valid (27 t + 11 t within 50 t)."""
    d = add(BareTankFactory(), Mount("Communications Equipment", "BODY", size=tons))
    move, tmm, armor, structure, got_pv, specials = _card(d)
    assert (move, tmm, armor, structure) == ('8"t', 1, 3, 2)
    assert {f"MHQ{int(tons)}", "RCN"} <= specials
    assert got_pv == pv
    assert errors(d) == set()


def test_a_strong_jumping_protomech():
    """The bare ProtoMech with five jump jets and a partial wing (jump 7;
    test_checklist_protomech.py works its card: 10"/14"j, TMM 2, JMPS1,
    armor 1, structure 1, no damage).  Offensive: size 1 / 2 = 0.5.
    Defensive: 14 / 8 + 0.5 (jump) = 2.25; r = TMM 2 + 1 (jump-capable, no
    damage) + 1 (ProtoMech) + 0.5 (JMPS1 / 2) = 4.5: factor 1 + 0.25 x 4.5
    = 2.125; DIR (1 x 2 + 1) x 2.125 = 6.375 -> 6.5; 8.75.  Agile: no M
    damage and card TMM 2 (< 3): none.  PV 0.5 + 8.75 = 9.25 -> 9 (the full
    JMPS in the TMM, r = 5, gave 9.75 -> 10)."""
    d = _jumper(Mount("ProtoMechPartialWing", "T"))
    move, tmm, armor, structure, pv, specials = _card(d)
    assert (move, tmm, armor, structure) == ('10"/14"j', 2, 1, 1)
    assert "JMPS1" in specials
    assert pv == 9


def test_a_strong_jumping_mech_with_medium_range_damage():
    """BareMechFactory (50 t, walk 5, run 8; card 10", armor 5, structure
    4) with a medium laser in the right arm and eight improved jump jets in
    the side torsos (jump 8 = running MP, TO p. 295; 2 slots each): card
    10"/16"j, TMM 2 (10"), jump TMM 3 (16"): JMPS1; damage 1/1/0.
    Offensive: 1 + 2 x 1 + 0 = 3, + size 2 / 2 = 4.  Defensive: 16 / 8 +
    0.5 (jump) = 2.5; r = TMM 2 + 0.5 (JMPS1 / 2; no +1, it has damage) =
    2.5: factor 1 + 0.25 x 2.5 = 1.625; DIR (5 x 2 + 4) x 1.625 = 22.75 ->
    23; 25.5.  Subtotal 29.5.  Agile: modified TMM 2.5 above 1 and M damage
    1: (2.5 - 1) x 1 = 1.5.  PV 31 (the full JMPS in the defense factor and
    none in the agile bonus gave 4 + 2.5 + 24.5 + 1 = 32).  Valid
    (underweight)."""
    from design_factories import BareMechFactory

    jets = [Mount("ISImprovedJump Jet", loc, slots=(s, s + 1)) for loc in ("LT", "RT") for s in (0, 2, 4, 6)]
    d = add(BareMechFactory(jump_mp=8), Mount("Medium Laser", "RA", slots=(4,)), *jets)
    move, tmm, armor, structure, pv, specials = _card(d)
    assert (move, tmm, armor, structure) == ('10"/16"j', 2, 5, 4)
    assert "JMPS1" in specials
    assert pv == 31
    assert errors(d) == set()


def test_a_c3_masters_tag_is_priced():
    """BareTankFactory with a C3 master computer (TM p. 209: C3M, MHQ5 and
    a built-in TAG, printed TAG) and a small laser in the front (S 0*):
    card 8"t, TMM 1, armor 3, structure 2, 0*/0/0.  Offensive: S 0.5 + TAG
    0.5 (ASC p. 139: every TAG the card prints is priced) = 1.  Defensive:
    8 / 8 = 1; DIR (3 x 1.8 + 2) x 1.1 = 8.14 -> 8; 9.  Subtotal 10.  C3
    bonus 10 x 0.05 = 0.5 (ASC errata v1.4 p. 17; the C3 master also keeps
    it from being a brawler); 10.5.  Force bonus MHQ5 -> 4: 14.5 -> PV 15.
    (With the TAG unpriced, as MechForge had it: 9.5 + 0.5 + 4 = 14.)
    Valid."""
    d = add(BareTankFactory(), Mount("ISC3MasterUnit", "BODY"), Mount("Small Laser", "FRONT"))
    move, tmm, armor, structure, pv, specials = _card(d)
    assert (move, tmm, armor, structure) == ('8"t', 1, 3, 2)
    assert {"C3M", "MHQ5", "TAG"} <= specials
    assert alpha_strike.convert(d).as_dict()["damage"]["s"] == "0*"
    assert pv == 15
    assert errors(d) == set()
