"""Alpha Strike specials and the ammunition type checklist_open.csv listed
as waiting for a vehicle design of their own (issue 16, deliverable 3):
the cruise missiles' ARTCM5/7/9/12 and their ammunition (T_CRUISE_MISSILE)
on a superheavy tank and a 300 t naval vessel, and the VTOL's ATMO (new
factories BareSuperheavyTankFactory, BareNavalVesselFactory and
BareVTOLFactory in tests/design_factories.py).

BV (TM pp. 316-318): defensive = (armor points x 2.5 + structure points x
1.5) x the motive type modifier (tracked 0.9, naval 0.6, VTOL 0.7, TM p.
317) x (1 + TMM / 10 of the flank MP); offensive = (weapons + ammunition,
each kind at most its weapons' BV, + tonnage / 2) x the speed factor of
the flank MP (((MP - 5) / 10 + 1) ^ 1.2, two places); a vehicle's
ammunition costs no defensive BV.  Cruise missiles (TO p. 284, artillery
BV table): Cruise Missile/50 601, ammunition 75 a shot; /70 1,031 and 129;
/90 1,530 and 191; /120 2,281 and 285.  Weights (TO p. 284): launchers 55,
80, 100 and 135 t; one shot a ton-line of 25, 35, 45 and 60 t.

Alpha Strike (AS:CE): the artillery abilities are ARTCM5, ARTCM7, ARTCM9
and ARTCM12 with the number of launchers (ASC p. 96; artillery adds no
damage value); combat vehicles print SRCH; structure = the structure
points / 10 rounded up (ASC p. 98); a bin of cruise missiles is
explosive, so no ENE.
"""

from __future__ import annotations

import dataclasses

import pytest

from bv import alpha_strike
from construction.model import Engine, LocationArmor, Mount
from design_factories import (SUPERHEAVY_VEHICLE_FACINGS, BareNavalVesselFactory, BareSuperheavyTankFactory,
                              BareVTOLFactory)
from synth import add, bv_of, card, errors, warnings


def _stats(design):
    a = alpha_strike.convert(design).as_dict()
    return a["type"], a["size"], a["move"], a["tmm"], a["armor"], a["structure"]


def test_the_bare_superheavy_tank():
    """BareSuperheavyTankFactory as built: BV 350 (its docstring).  Card:
    CV, size 4 (over 100 t), 4"t, TMM 0, armor 64 / 30 -> 2, structure 90
    / 10 = 9, 0/0/0, SRCH, ENE.  Valid, underweight only."""
    d = BareSuperheavyTankFactory()
    assert bv_of(d) == 350
    assert card(d) == ("0/0/0", frozenset({"SRCH", "ENE"}))
    assert _stats(d) == ("CV", 4, '4"t', 0, 2, 9)
    assert errors(d) == set()
    assert warnings(d) == {"VEH_UNDERWEIGHT"}


@pytest.mark.covers("ISCruiseMissile50", "ISCruiseMissile50Ammo")
@pytest.mark.checklist("AS special", "ARTCM5")
def test_a_cruise_missile_50_on_the_superheavy_tank():
    """A Cruise Missile/50 in the front and a 25 t shot in the body: 70 +
    55 + 25 = 150 t exactly (valid, no warning; 2 of 7 + 15 item slots,
    TO:AUE p. 139).  BV: defensive 292.05; offensive (601 + 75 + 75) x 0.77
    = 578.27; 870.32 -> 870.  Card: 4"t, armor 2, structure 9, 0/0/0,
    ARTCM5-1, SRCH."""
    d = add(BareSuperheavyTankFactory(), Mount("ISCruiseMissile50", "FRONT"), Mount("ISCruiseMissile50Ammo", "BODY"))
    assert bv_of(d) == 870
    assert card(d) == ("0/0/0", frozenset({"ARTCM5-1", "SRCH"}))
    assert _stats(d) == ("CV", 4, '4"t', 0, 2, 9)
    assert errors(d) == set()
    assert warnings(d) == set()


@pytest.mark.covers("ISCruiseMissile70", "ISCruiseMissile70Ammo")
@pytest.mark.checklist("AS special", "ARTCM7")
def test_a_cruise_missile_70_on_a_200_ton_superheavy_tank():
    """The superheavy tank at 200 t (tracked's superheavy limit), cruise 1
    (flank 2; every combat vehicle but a trailer needs 1 Cruise MP, TO
    errata p. 378): rating 200 x 1 = 200, fusion 8.5 x 1.5 = 12.75 -> 13 t;
    structure 20% = 40 t; controls 10 t; 120 armor points (front 30, front
    sides 20, rear sides 15, rear 20) 7.5 t; a Cruise Missile/70 (80 t) and
    its 35 t shot: 185.5 t of 200 (valid, VEH_UNDERWEIGHT).  Structure
    points 20 a facing, 120.  BV: defensive (300 + 180) x 0.9 x 1.0 (flank
    2: TMM 0) = 432; offensive (1,031 + 129 + 100) x 0.65 (2 MP) = 819;
    1251.  Card: 2"t, TMM 0, armor 4, structure 12, 0/0/0, ARTCM7-1,
    SRCH."""
    d = dataclasses.replace(
        BareSuperheavyTankFactory(), tonnage=200.0, walk_mp=1, engine=Engine("fusion", 200),
        armor=tuple(LocationArmor(loc, pts) for loc, pts in zip(SUPERHEAVY_VEHICLE_FACINGS, (30, 20, 20, 15, 15, 20))))
    d = add(d, Mount("ISCruiseMissile70", "FRONT"), Mount("ISCruiseMissile70Ammo", "BODY"))
    assert bv_of(d) == 1251
    assert card(d) == ("0/0/0", frozenset({"ARTCM7-1", "SRCH"}))
    assert _stats(d) == ("CV", 4, '2"t', 0, 4, 12)
    assert errors(d) == set()
    assert warnings(d) == {"VEH_UNDERWEIGHT"}


def test_the_bare_naval_vessel():
    """BareNavalVesselFactory as built: BV 398 (its docstring).  Card: CV
    4, 2"n, TMM 0, armor 128 / 30 -> 4, structure 12, 0/0/0, SRCH, ENE.
    Valid, underweight only."""
    d = BareNavalVesselFactory()
    assert bv_of(d) == 398
    assert card(d) == ("0/0/0", frozenset({"SRCH", "ENE"}))
    assert _stats(d) == ("CV", 4, '2"n', 0, 4, 12)
    assert errors(d) == set()
    assert warnings(d) == {"VEH_UNDERWEIGHT"}


@pytest.mark.covers("ISCruiseMissile90", "ISCruiseMissile90Ammo")
@pytest.mark.checklist("AS special", "ARTCM9")
def test_a_cruise_missile_90_on_the_naval_vessel():
    """A Cruise Missile/90 (100 t) and its 45 t shot weigh more than a
    200 t superheavy tank carries beside its 63 t chassis; on the naval
    vessel: 75 + 145 = 220 t of 300 (valid, VEH_UNDERWEIGHT).  BV:
    defensive 300; offensive (1,530 + 191 + 150) x 0.65 = 1216.15; 1516.15
    -> 1516.  Card: 0/0/0, ARTCM9-1, SRCH."""
    d = add(BareNavalVesselFactory(), Mount("ISCruiseMissile90", "FRONT"), Mount("ISCruiseMissile90Ammo", "BODY"))
    assert bv_of(d) == 1516
    assert card(d) == ("0/0/0", frozenset({"ARTCM9-1", "SRCH"}))
    assert _stats(d) == ("CV", 4, '2"n', 0, 4, 12)
    assert errors(d) == set()
    assert warnings(d) == {"VEH_UNDERWEIGHT"}


@pytest.mark.covers("ISCruiseMissile120", "ISCruiseMissile120Ammo")
@pytest.mark.checklist("AS special", "ARTCM12")
def test_a_cruise_missile_120_on_the_naval_vessel():
    """A Cruise Missile/120 (135 t) in the front and its 60 t shot in the
    body: 75 + 195 = 270 t of 300 (valid, VEH_UNDERWEIGHT).  BV: defensive
    300; offensive (2,281 + 285 + 150) x 0.65 = 1765.4; 2065.4 -> 2065.
    Card: 0/0/0, ARTCM12-1, SRCH."""
    d = add(BareNavalVesselFactory(), Mount("ISCruiseMissile120", "FRONT"), Mount("ISCruiseMissile120Ammo", "BODY"))
    assert bv_of(d) == 2065
    assert card(d) == ("0/0/0", frozenset({"ARTCM12-1", "SRCH"}))
    assert _stats(d) == ("CV", 4, '2"n', 0, 4, 12)
    assert errors(d) == set()
    assert warnings(d) == {"VEH_UNDERWEIGHT"}


@pytest.mark.checklist("AS special", "ATMO")
def test_the_bare_vtol():
    """BareVTOLFactory as built (its docstring): BV 124; card CV, size 1,
    16"v, TMM 3, armor 1, structure 1, 0/0/0, ATMO, SRCH, ENE.  Valid,
    underweight only."""
    d = BareVTOLFactory()
    assert bv_of(d) == 124
    assert card(d) == ("0/0/0", frozenset({"ATMO", "SRCH", "ENE"}))
    assert _stats(d) == ("CV", 1, '16"v', 3, 1, 1)
    assert errors(d) == set()
    assert warnings(d) == {"VEH_UNDERWEIGHT"}
