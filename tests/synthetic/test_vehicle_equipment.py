"""Vehicle equipment with no Battle Value of its own that no canonical unit
mounts (issue 16, third round), on BareSupportVehicleFactory (50 t wheeled,
BV 210) and BareTankFactory (50 t tracked, BV 325): each is worked out by
hand to leave the BV where it was (the catalog gives it 0 BV and no BV step
- defensive equipment, offensive equipment, type modifier - names it, TM
pp. 316-318), to add no damage, and to fit (its weight within the
vehicle's unused tonnage: the tank uses 27 t of 50, the support vehicle
has room too).  The ejection seat is the one with an Alpha Strike ability:
ES (AS:CE's ejection seat ability; the TechManual's support-vehicle
ejection seat, TM p. 213).
"""

from __future__ import annotations

import pytest

from construction.model import Mount
from design_factories import BareSupportVehicleFactory, BareTankFactory
from synth import add, bv_of, card, errors

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist("AS special", "ENE", "ES", "SRCH")


@pytest.mark.covers("Ejection Seat (Support Vehicle)")
def test_a_support_vehicle_ejection_seat():
    """TM p. 213: 0.1 t, no BV: 210 as bare; the card gains ES and keeps
    0/0/0 and ENE; valid."""
    d = add(BareSupportVehicleFactory(), Mount("Ejection Seat (Support Vehicle)", "BODY"))
    assert bv_of(d) == 210
    assert card(d) == ("0/0/0", frozenset({"ENE", "ES"}))
    assert errors(d) == set()


@pytest.mark.covers("Light Fluid Suction System (Vehicle)", "RefuelingDrogue", "VeeDropChuteStd", "VeeDropChuteReuse")
@pytest.mark.parametrize("item", ["Light Fluid Suction System (Vehicle)", "RefuelingDrogue", "VeeDropChuteStd",
                                  "VeeDropChuteReuse"])
def test_vehicle_equipment_that_adds_no_value(item):
    """Light fluid suction system (TM p. 248, 15 kg), refueling drogue (TM
    p. 247, 1 t), standard and reusable drop chutes (TO p. 348, 2 and 2.5
    t): on the support vehicle BV 210 and card 0/0/0 with ENE, on the tank
    BV 325 and 0/0/0 with ENE and SRCH, as bare; both valid.  The suction
    system works on a facing, so it is mounted in the front, not the body
    (VEH_ITEM_LOCATION)."""
    loc = "FRONT" if item.startswith("Light Fluid Suction") else "BODY"
    sv = add(BareSupportVehicleFactory(), Mount(item, loc))
    assert bv_of(sv) == 210
    assert card(sv) == ("0/0/0", frozenset({"ENE"}))
    assert errors(sv) == set()
    tank = add(BareTankFactory(), Mount(item, loc))
    assert bv_of(tank) == 325
    assert card(tank) == ("0/0/0", frozenset({"ENE", "SRCH"}))
    assert errors(tank) == set()
