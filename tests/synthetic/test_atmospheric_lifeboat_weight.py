"""An atmospheric lifeboat weighs 1 t (TM p. 227), as the maritime lifeboat
does.  The 2021 MegaMek export gave it 7 t (the maritime escape pod's weight);
today's MegaMek registry has 1 t and 6,000 C-bills
(tools/catalog_src/current.json).  Found by the current-format sweep of
2026-11-27: today's MA-80 Delta Air Cruiser (TRO Vehicle Annex), twelve
atmospheric lifeboats on an 180 t airliner, came out 72 t overweight (252 t);
its licensed parent, the ACL-800 Comet, is the same design with twelve
maritime lifeboats and weighs its 180 t exactly.

Worked by hand: the 50 t medium fixed-wing support vehicle of
FixedWingSupportVehicleFactory plus three atmospheric lifeboats weighs
3 x 1 = 3 t more (whole tons, nothing to round at the half ton of a medium
support vehicle, TM p. 130); three maritime lifeboats weigh the same 3 t.
"""

from __future__ import annotations

import pytest

from construction import support_vehicle
from construction.catalog import catalog
from construction.model import Mount
from design_factories import FixedWingSupportVehicleFactory
from synth import add, errors


def total(design) -> float:
    return sum(w for _n, w in support_vehicle.weight_breakdown(design))


@pytest.mark.covers("Lifeboat (Atmospheric)", "Lifeboat (Maritime)")
@pytest.mark.parametrize("item", ["Lifeboat (Atmospheric)", "Lifeboat (Maritime)"])
def test_three_lifeboats_weigh_three_tons(item):
    base = FixedWingSupportVehicleFactory()
    d = add(base, *(Mount(item, "BODY") for _ in range(3)))
    parts = [w for n, w in support_vehicle.weight_breakdown(d) if n == item]
    assert parts == [1.0, 1.0, 1.0]
    assert total(d) - total(base) == 3.0
    assert errors(d) == errors(base)


def test_the_atmospheric_lifeboat_costs_6000():
    boat = catalog().by_id("Lifeboat (Atmospheric)")
    assert (boat.tonnage, boat.cost) == (1, 6000)
    assert (boat.ref["book"], str(boat.ref["page"])) == ("TM", "227")
