"""The Alpha Strike specials of fixed-wing support vehicles that the issue 16
checklist listed as waiting for an aerospace factory: VSTOL and PNT, on
FixedWingSupportVehicleFactory (tests/design_factories.py: 50 t aerodyne,
BAR 8, safe thrust 5, 60 armor points, a medium laser in the nose, a machine
gun in the aft with half a ton of ammunition, no fire control; BV 184 worked
by hand in tests/bv/test_aerospace_sv.py).

Its card by hand (bv/alpha_strike/aerospace.py, ASC pp. 92-97 and 142-143):
SV, size 2 (up to 100 t), move 5a (safe thrust), armor 60 x 0.8 (BAR 8) / 30
= 1.6 -> 2, structure ceil(5 / 2) = 3; front damage: the medium laser 0.5 at
S and M -> 1/1/0/0; the aft machine gun REAR 0*/0/0/0; ATMO, BAR.  PV:
offensive (1 + 2 x 1 + 0) x 0.8 (no fire control) = 2.4; defensive thrust 5
x 0.25 = 1.25, DIR (2 x 1.4 / 2 (BAR) + 3) x 1.2 (thrust-capable +2) = 5.28
-> 5.5: 6.75; 9.15 -> PV 9.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from bv import alpha_strike
from construction.model import Mount
from design_factories import FixedWingSupportVehicleFactory
from synth import add, bv_of, errors


def _card(design):
    a = alpha_strike.convert(design).as_dict()
    return a["type"], a["move"], a["armor"], a["structure"], a["damage"], a["pv"], frozenset(a["specials"])


def test_the_bare_aircraft_card():
    t, move, armor, structure, damage, pv, specials = _card(FixedWingSupportVehicleFactory())
    assert (t, move, armor, structure) == ("SV", "5a", 2, 3)
    assert (damage["s"], damage["m"], damage["l"], damage["e"]) == ("1", "1", "0", "0")
    assert pv == 9
    assert specials == {"ATMO", "BAR", "REAR0*/0/0/0"}


@pytest.mark.checklist("AS special", "VSTOL")
@pytest.mark.covers("VSTOLChassisMod")
def test_the_vstol_chassis_modification_gives_vstol():
    """The VSTOL chassis modification (TM p. 122: fixed-wing support vehicles
    only, no slots, no BV) shows VSTOL on the card (ASC special abilities);
    nothing else changes: PV 9, BV 184.  Valid; on a wheeled support vehicle
    the modification is refused (SV_CHASSIS_MOD)."""
    d = add(FixedWingSupportVehicleFactory(), Mount("VSTOLChassisMod", "BODY"))
    *_, pv, specials = _card(d)
    assert specials == {"ATMO", "BAR", "REAR0*/0/0/0", "VSTOL"}
    assert pv == 9
    assert bv_of(d) == 184
    assert errors(d) == set()


@pytest.mark.checklist("AS special", "PNT")
def test_point_defense_weapons_in_front_give_pnt():
    """PNT# (ASC special abilities; bv/alpha_strike/data/aerospace_sv.json
    point_defense): the short-range damage of the front arcs' point-defense
    weapons (machine guns, flamers, small and micro lasers) plus 0.3 per AMS,
    rounded up.  The machine gun moved from the aft to the nose: 2 / 10 = 0.2
    -> PNT1, and no REAR any more.  PV: the defensive value gains PNT's 1:
    2.4 + (1.25 + 1 + 5.5) = 10.15 -> 10.  BV: the machine gun now fires
    forward at full value, 5 x 0.8 = 4 instead of half: offensive (36.8 + 4 +
    0.4) x 1.37 = 56.444; 130 + 56.444 -> 186.
    With an AMS in the nose too (0.2 + 0.3 = 0.5 -> still PNT1)."""
    base = FixedWingSupportVehicleFactory()
    d = replace(base, mounts=(base.mounts[0], replace(base.mounts[1], location="NOSE"), base.mounts[2]))
    *_, pv, specials = _card(d)
    assert specials == {"ATMO", "BAR", "PNT1"}
    assert pv == 10
    assert bv_of(d) == 186
    assert errors(d) == set()
    d2 = add(d, Mount("ISAntiMissileSystem", "NOSE"), Mount("ISAMS Ammo", "BODY"))
    assert _card(d2)[-1] == {"ATMO", "BAR", "PNT1"}


def test_aft_point_defense_gives_no_pnt():
    """Front arcs only: the bare aircraft's aft machine gun gives REAR, not
    PNT (test_the_bare_aircraft_card)."""
    assert not any(s.startswith("PNT") for s in _card(FixedWingSupportVehicleFactory())[-1])
