"""Engine types that checklist_open.csv listed as not worked out yet (issue
16, deliverable 3), on BareTankFactory (tests/design_factories.py: a 50 t
tracked tank, cruise 4, standard structure 5 t, controls 2.5 t, 98 armor
points 6.5 t, nothing mounted; BV 325 with its fusion 200).

Weight (TM p. 49, Master Engine Table, and TM p. 96 for vehicles): a
rating-200 standard fusion engine weighs 8.5 t; an ICE twice that, a fuel
cell x 1.2 (TM p. 49), a fission engine x 1.75 (TO p. 302), each rounded
up to the half ton; a vehicle's fusion and fission engines add shielding,
x 1.5 up to the half ton (TM p. 96), ICE and fuel cells need none.  The
tank's other parts weigh 5 + 2.5 + 6.5 = 14 t.

BV (TM pp. 316-318): a combat vehicle's BV has no engine term: defensive
(98 x 2.5 + 20 structure x 1.5 = 275) x 0.9 (tracked) x 1.2 (flank 6:
TMM 2) = 297, offensive 25 x 1.12 = 28: 325 with any engine.  Alpha
Strike (AS:CE special abilities): EE for an ICE ('elementary engine') and
FC for a fuel cell; a fission engine gives neither.  No weapon, no
explosive item: ENE; SRCH (searchlight of a ground vehicle).
"""

from __future__ import annotations

import pytest

from construction import vehicle
from construction.model import Engine
from design_factories import BareTankFactory
from synth import bv_of, card, errors, warnings

ENGINES = [
    # ICE 200: 8.5 x 2 = 17 t, no shielding; 31 t in all
    ("ice", 17.0, {"EE"}),
    # fuel cell 200: 8.5 x 1.2 = 10.2 -> 10.5 t; 24.5 t in all
    ("fuel_cell", 10.5, {"FC"}),
    # fission 200: 8.5 x 1.75 = 14.875 -> 15 t, shielded x 1.5 = 22.5 t; 36.5 t in all
    ("fission", 22.5, set()),
]


@pytest.mark.covers("engine:ice", "engine:fuel_cell", "engine:fission")
@pytest.mark.parametrize("kind, engine_t, specials", ENGINES, ids=[e[0] for e in ENGINES])
def test_an_engine_type_on_the_bare_tank(kind, engine_t, specials):
    """The engine's weight as worked out above, BV 325, card 0/0/0 with
    the engine's special; valid, underweight only (the tank stays under
    its 50 t)."""
    d = BareTankFactory(engine=Engine(kind, 200))
    assert dict(vehicle.weight_breakdown(d))["engine"] == engine_t
    assert bv_of(d) == 325
    assert card(d) == ("0/0/0", frozenset({"ENE", "SRCH"} | specials))
    assert errors(d) == set()
    assert warnings(d) == {"VEH_UNDERWEIGHT"}
