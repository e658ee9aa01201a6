"""SUBS# (strong submersible, AS:CE p. 79 with the errata v6.02: the
submersible Move's TMM above the ground TMM), the issue 16 checklist member
that waited for a unit whose UMU move outruns its converted ground move.

BareMechFactory (50 t, walk 5, 160 armor points, structure 4 on the card;
tests/design_factories.py) with five UMUs (TO p. 292: one underwater MP
each; five UMUs = walking MP 5) in LT, RT, LL, RL and CT.  Standard armor:
ground 5 x 2 = 10" (TMM 2), UMU 10"s: no SUBS.  Hardened armor (TO p. 280:
-1 running MP; the conversion takes 1 off the walking MP, ASC p. 92;
ASC armor x2, CR) leaves ground 4 x 2 = 8" (TMM 1) and UMU 10"s (TMM 2):
SUBS1.

PV with hardened armor (ASC pp. 138-139, the strong-mover rule of
bv/alpha_strike/data/point_value.json): offensive size 2 / 2 = 1; defensive
10 / 8 = 1.25, CR +0.25 (structure 3 or more), DIR (armor 160 x 2 / 30 =
10.67 -> 11; 11 x 2 + 4) x (1 + 0.1 x (TMM 1 + SUBS1 / 2 = 1.5)) = 26 x 1.15
= 29.9 -> 30: 31.5; subtotal 32.5 -> PV 33 (no damage, so no agile bonus).
"""

from __future__ import annotations

import dataclasses

import pytest

from bv import alpha_strike
from construction.model import Mount
from design_factories import BareMechFactory
from synth import add, errors

UMUS = tuple(Mount("UMU", loc, slots=(s,)) for loc, s in (("LT", 0), ("RT", 0), ("LL", 4), ("RL", 4), ("CT", 10)))


def _card(design):
    a = alpha_strike.convert(design).as_dict()
    return a["move"], a["tmm"], a["armor"], a["pv"], frozenset(a["specials"])


def test_umus_matching_the_ground_move_give_no_subs():
    d = add(BareMechFactory(), *UMUS)
    move, tmm, armor, pv, specials = _card(d)
    assert (move, tmm) == ('10"/10"s', 2)
    assert "UMU" in specials and not any(s.startswith(("SUBS", "SUBW")) for s in specials)
    assert errors(d) == set()


@pytest.mark.checklist("AS special", "SUBS")
def test_a_submersible_move_above_the_ground_move_gives_subs():
    d = add(dataclasses.replace(BareMechFactory(), armor_type="hardened"), *UMUS)
    move, tmm, armor, pv, specials = _card(d)
    assert (move, tmm, armor) == ('8"/10"s', 1, 11)
    assert {"SUBS1", "UMU", "CR"} <= specials
    assert pv == 33
    assert errors(d) == set()
