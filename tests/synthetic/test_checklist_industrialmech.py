"""IndustrialMech cockpits, armor and fire-control specials that
checklist_open.csv listed as waiting for an IndustrialMech design (issue
16, deliverable 3), on BareIndustrialMechFactory (tests/design_factories.py,
its docstring weighs it and works its BV and card out by hand).

BV (TM pp. 302-304): armor points x 2.5 x the armor type modifier (1.0
for industrial and heavy industrial armor, TM p. 302), structure points x
1.5 x 0.5 for industrial structure, gyro tonnage x 0.5, x the defensive
factor (run 6: TMM 2, 1.2); offensive tonnage x the speed factor (6 MP:
1.12), x 0.9 for an IndustrialMech without advanced fire control (TM p.
304; the industrial cockpit is the one without it, TM p. 209).  Alpha
Strike (AS:CE): type IM; AFC for an IndustrialMech with advanced fire
control, BFC for one with basic fire control.
"""

from __future__ import annotations

import dataclasses

import pytest

from bv import alpha_strike
from design_factories import BareIndustrialMechFactory
from synth import bv_of, card, errors, warnings


def _stats(design):
    a = alpha_strike.convert(design).as_dict()
    return a["type"], a["size"], a["move"], a["tmm"], a["armor"], a["structure"]


@pytest.mark.covers("cockpit:industrial", "armor:industrial")
@pytest.mark.checklist("AS special", "BFC")
def test_the_bare_industrialmech_with_an_industrial_cockpit():
    """Industrial cockpit (TM p. 209: 3 t, no advanced fire control) and
    industrial armor: BV 395.1 -> 395 (factory docstring).  Card: IM, size
    2, 8" TMM 1, armor 3, structure 4, 0/0/0, BFC, ENE.  31 t: valid,
    underweight only (19 t unused)."""
    d = BareIndustrialMechFactory()
    assert bv_of(d) == 395
    assert card(d) == ("0/0/0", frozenset({"BFC", "ENE"}))
    assert _stats(d) == ("IM", 2, '8"', 1, 3, 4)
    assert errors(d) == set()
    assert warnings(d) == {"MECH_UNDERWEIGHT"}


@pytest.mark.covers("cockpit:industrial_afc")
@pytest.mark.checklist("AS special", "AFC")
def test_an_industrial_cockpit_with_advanced_fire_control():
    """Industrial cockpit with advanced fire control (TM p. 209: 3 t): no
    x 0.9 on the offensive rating: 344.7 + 56 = 400.7 -> 401.  Card: AFC
    instead of BFC.  Valid."""
    d = BareIndustrialMechFactory()
    d = dataclasses.replace(d, mech=dataclasses.replace(d.mech, cockpit="industrial_afc"))
    assert bv_of(d) == 401
    assert card(d) == ("0/0/0", frozenset({"AFC", "ENE"}))
    assert errors(d) == set()


@pytest.mark.covers("armor:heavy_industrial")
def test_heavy_industrial_armor():
    """Heavy industrial armor (TM p. 205: 16 points a ton, modifier 1.0):
    80 points weigh 5 t (28.5 t in all); the same BV as industrial armor,
    395, and the same card (armor 3).  Valid, underweight only."""
    d = dataclasses.replace(BareIndustrialMechFactory(), armor_type="heavy_industrial")
    assert bv_of(d) == 395
    assert card(d) == ("0/0/0", frozenset({"BFC", "ENE"}))
    assert _stats(d)[4] == 3
    assert errors(d) == set()
    assert warnings(d) == {"MECH_UNDERWEIGHT"}
