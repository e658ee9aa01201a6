"""The smart robotic control system (SRCS, IO p. 140) weighs a percentage of
its unit: 5 % for the basic system, 7 % for the improved one (the shielded
aerospace systems 5 / 6 / 8 %), rounded up to the half ton; under 10 t the
basic system weighs nothing and the improved 1 t.  (The percentages are
MegaMek's facts, MiscType.getTonnage; the program had counted 10 % for every
robotic control system.)

Found on the Revenant UBM-1A (Jihad Final Reckoning, a 30 t quad drone with
``nocrit:SmartRoboticControlSystem:None``): 28.5 t of parts + 1.5 t SRCS =
exactly 30 t; with 10 % (3 t) it came out 1.5 t over and invalid.

BareMechFactory (tests/design_factories.py): 33.5 t of its 50 t used, BV 783
(hand-worked in its docstring).  The SRCS has no slots (it is written as a
``nocrit`` line, here a mount with no slots in the CT) and BV 0.
"""

from __future__ import annotations

import pytest

from construction.mech import weight_breakdown
from construction.model import Mount
from design_factories import BareMechFactory, BareTankFactory
from construction.vehicle import item_tons, resolved
from synth import add, bv_of, errors


def _part(design, name):
    return dict(weight_breakdown(design)).get(name)


@pytest.mark.covers("SmartRoboticControlSystem", "ImprovedSmartRoboticControlSystem")
@pytest.mark.parametrize("item, want", [
    # 50 t x 5 % = 2.5 t
    ("SmartRoboticControlSystem", 2.5),
    # 50 t x 7 % = 3.5 t
    ("ImprovedSmartRoboticControlSystem", 3.5),
])
def test_an_srcs_weighs_its_percentage_of_the_mech(item, want):
    d = add(BareMechFactory(), Mount(item, "CT"))
    assert _part(d, item) == want
    # 33.5 + 2.5 (or 3.5) t of 50 t: valid; BV unchanged (the system's BV is 0)
    assert errors(d) == set()
    assert bv_of(d) == 783


def test_an_srcs_on_a_30_ton_mech_is_a_ton_and_a_half():
    """30 t x 5 % = 1.5 t (the Revenant UBM-1A's weight), not 3 t."""
    d = add(BareMechFactory(tonnage=30.0), Mount("SmartRoboticControlSystem", "CT"))
    assert _part(d, "SmartRoboticControlSystem") == 1.5


@pytest.mark.parametrize("item, want", [
    # 50 t tank x 5 % = 2.5 t; x 7 % = 3.5 t
    ("SmartRoboticControlSystem", 2.5),
    ("ImprovedSmartRoboticControlSystem", 3.5),
])
def test_an_srcs_on_a_tank(item, want):
    d = add(BareTankFactory(), Mount(item, "BODY"))
    (mt, e), = [(m, i) for m, i in resolved(d) if i is not None and i.id == item]
    assert item_tons(d, mt, e) == want
