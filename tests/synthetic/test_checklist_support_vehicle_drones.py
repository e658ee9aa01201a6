"""The shielded aerospace smart robotic control systems (SRCS) that
checklist_open.csv listed as not worked out yet (issue 16, deliverable 3),
and the Alpha Strike RBT special they give, on BareSupportVehicleFactory
(tests/design_factories.py: a 50 t medium wheeled support vehicle, BAR 10,
fusion, cruise 4, 64 armor points, nothing mounted; BV 210 worked out in
its docstring: (64 x 2.5 + 20 x 1.5) x 0.8 x 1.2 = 182.4 + 25 x 1.12 = 28).

An SRCS (IO p. 141) makes its unit a robotic drone; the shielded
aerospace versions may be built into support vehicles.  BV: the systems'
BV is 0, so as defensive equipment (TM p. 303, with the TO BV table) they
add nothing: 210.  Alpha Strike (AS:CE): RBT for a unit with a robotic
control system (SRCS, Caspar); nothing explosive: ENE.  Valid (the
vehicle uses 19.5 of its 50 t, so the system's weight - a fraction of the
unit's tonnage, IO p. 142 - cannot overload it; the weight itself is not
worked out here).
"""

from __future__ import annotations

import pytest

from construction.model import Mount
from design_factories import BareSupportVehicleFactory
from synth import add, bv_of, card, errors

SRCS = ["ShieldedAeroSRCS", "ImprovedShieldedAeroSRCS", "EliteShieldedAeroSRCS"]


@pytest.mark.covers("ShieldedAeroSRCS", "ImprovedShieldedAeroSRCS", "EliteShieldedAeroSRCS")
@pytest.mark.checklist("AS special", "RBT")
@pytest.mark.parametrize("item", SRCS)
def test_a_shielded_aerospace_srcs_on_a_support_vehicle(item):
    d = add(BareSupportVehicleFactory(), Mount(item, "BODY"))
    assert bv_of(d) == 210
    assert card(d) == ("0/0/0", frozenset({"ENE", "RBT"}))
    assert errors(d) == set()
