"""The VTOL jet booster weighs a tenth of the VTOL's engine, rounded up to
the half ton (TO p. 350, TO:AUE p. 162), like the supercharger (TO p. 345).
Until the current-format sweep of 2026-11-26 the catalog's tonnage rule
``vtol_jet_booster`` had no formula behind it and the booster weighed
nothing: today's Karnov UR Transport (Heavy Stealth) came out 0.5 t light.

Worked by hand:

- 20 t VTOL, cruise 8: engine rating 8 x 20 - 95 (VTOL suspension factor at
  20 t, TM p. 103) = 65, fusion; the fusion table (TM p. 49) gives 2 t for
  rating 65, a vehicle's fusion engine carries half again for shielding
  (TM p. 103): 2 x 1.5 = 3 t; the booster 3 / 10 = 0.3 t, up to 0.5 t.
- 30 t VTOL, cruise 11: rating 11 x 30 - 140 (suspension factor at 30 t)
  = 190; 7.5 t in the table, x 1.5 = 11.25, up to 11.5 t; the booster
  11.5 / 10 = 1.15 t, up to 1.5 t.
- A support VTOL uses the same tenth of its engine: the medium support
  VTOL below (no booster before) gains the same share of its engine weight.
"""

from __future__ import annotations

import dataclasses

import pytest

from construction import support_vehicle, vehicle
from construction.model import Engine, LocationArmor, Mount, VehicleDetails
from design_factories import BareTankFactory
from synth import add, errors


def vtol(tons: float, rating: int, cruise: int, *mounts: Mount):
    d = dataclasses.replace(
        BareTankFactory(), tonnage=tons, engine=Engine("fusion", rating), walk_mp=cruise,
        armor=tuple(LocationArmor(loc, pts) for loc, pts in (("FRONT", 10), ("RIGHT", 8), ("LEFT", 8), ("REAR", 6),
                                                              ("ROTOR", 2))),
        vehicle=VehicleDetails(motive="vtol"))
    return add(d, *mounts)


def booster_tons(design) -> list[float]:
    return [w for name, w in vehicle.weight_breakdown(design) if name == "ISVTOLJetBooster"]


@pytest.mark.covers("ISVTOLJetBooster")
@pytest.mark.parametrize("tons, rating, cruise, engine_t, want", [
    (20.0, 65, 8, 3.0, 0.5),
    (30.0, 190, 11, 11.5, 1.5),
])
def test_the_vtol_jet_booster_weighs_a_tenth_of_the_engine(tons, rating, cruise, engine_t, want):
    d = vtol(tons, rating, cruise, Mount("ISVTOLJetBooster", "BODY"))
    assert vehicle.engine_weight(d) == engine_t
    assert booster_tons(d) == [want]
    without = sum(w for _n, w in vehicle.weight_breakdown(vtol(tons, rating, cruise)))
    with_booster = sum(w for _n, w in vehicle.weight_breakdown(d))
    assert with_booster - without == want
    assert errors(d) == set()


@pytest.mark.covers("ISVTOLJetBooster")
def test_a_support_vtol_weighs_its_booster_from_its_engine():
    from design_factories import BareSupportVehicleFactory
    base = BareSupportVehicleFactory()
    sv = dataclasses.replace(base, support_vehicle=dataclasses.replace(base.support_vehicle, motive="vtol"))
    d = add(sv, Mount("ISVTOLJetBooster", "BODY"))
    parts = dict(support_vehicle.weight_breakdown(d))
    engine = parts.get("engine")
    assert engine is not None and engine > 0
    # a medium support vehicle rounds to the half ton (TM p. 130)
    want = vehicle.round_up_to_half_ton(engine / 10)
    assert parts["ISVTOLJetBooster"] == want > 0
    # one formula for both families: the item weight the probes and the
    # coverage table read gives the same, from the support vehicle's engine
    assert vehicle.item_tons(d, d.mounts[-1], vehicle.resolved(d)[-1][1]) == want
