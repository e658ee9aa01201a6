"""The Long Tom, the primitive Long Tom and the Long Tom munitions no
canonical unit carries (issue 16, third round).  A 30 t gun needs a bigger
hull than the 50 t bare tank: BareTankFactory made 100 t with a fusion 200
(cruise 2, flank 3) and everything else as the factory builds it.  Worked
out by hand:

Weight (TM pp. 100-104 and p. 94): structure 10% = 10 t (TM p. 100, 10
points a location); a fusion 200 weighs 8.5 t x 1.5 vehicle shielding =
12.75 -> 13 t (TM p. 103); controls 5% = 5 t (TM p. 104); 98 armor points
/ 16 = 6.125 -> 6.5 t: 34.5 t; with the gun (30 t) and a ton of
ammunition 65.5 t of 100 (the VEH_UNDERWEIGHT warning, TM p. 94: valid).

BV (TM pp. 316-318): defensive (98 x 2.5 + 40 structure x 1.5 = 305) x 0.9
(tracked) x 1.1 (flank 3: TMM 1) = 301.95; offensive 100 / 2 = 50 + the
gun + its ammunition (at most the gun's BV, TM p. 304), x the speed factor
of 3 MP, (1 + (3 - 5) / 10) ^ 1.2 = 0.77:

    BV = round(301.95 + 0.77 x (50 + 368 + ammunition))    (bare: 340.45 -> 340)

Alpha Strike: the Long Tom gives ARTLT-1 (AS:CE p. 47 artillery table,
errata v6.02 ②) and no damage; a combat vehicle keeps SRCH; the explosive
ammunition takes ENE off.  The primitive Long Tom (IO p. 118) fires the
Long Tom's shell at the Long Tom's range, so it keeps the Long Tom's
ARTLT-1 (bv/alpha_strike/data/artillery.json).
"""

from __future__ import annotations

import pytest

from bv import alpha_strike
from construction.model import Engine, Mount
from design_factories import BareTankFactory
from synth import add, bv_of, card, errors

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist("AS special", "ARTLT", "SRCH")


def _heavy_tank():
    return BareTankFactory(tonnage=100.0, engine=Engine("fusion", 200), walk_mp=2)


def test_the_heavy_bare_tank():
    """301.95 + 0.77 x 50 = 340.45 -> 340; valid; 0/0/0 with ENE and SRCH."""
    d = _heavy_tank()
    assert bv_of(d) == 340
    assert errors(d) == set()
    assert card(d) == ("0/0/0", frozenset({"ENE", "SRCH"}))


# (munition, its BV a ton and page, BV by hand)
LONG_TOM = [
    ("Cluster Long Tom Ammo", 46, 659),  # TO p. 354: 301.95 + 0.77 x 464 = 659.23
    ("Copperhead Long Tom Ammo", 46, 659),  # TO p. 354
    ("Flechette Long Tom Ammo", 46, 659),  # TO p. 355
    ("Illumination Long Tom Ammo", 46, 659),  # TO p. 355
    ("Smoke Long Tom Ammo", 46, 659),  # TO p. 355
    ("Davy Crocket-M Long Tom Ammo", 46, 659),  # IO p. 174
    ("Fuel-Air Long Tom Ammo", 64.4, 673),  # IO p. 165: 301.95 + 0.77 x 482.4 = 673.4
    ("FASCAM Long Tom Ammo", 100, 701),  # TO p. 355: 301.95 + 0.77 x 518 = 700.81
]


@pytest.mark.covers("ISLongTom", "Cluster Long Tom Ammo", "Copperhead Long Tom Ammo", "Flechette Long Tom Ammo",
                    "Illumination Long Tom Ammo", "Smoke Long Tom Ammo", "Davy Crocket-M Long Tom Ammo",
                    "Fuel-Air Long Tom Ammo", "FASCAM Long Tom Ammo")
@pytest.mark.parametrize("ammo, ammo_bv, want_bv", LONG_TOM, ids=[x[0] for x in LONG_TOM])
def test_a_long_tom_munition(ammo, ammo_bv, want_bv):
    """The Long Tom (TO:AUE p. 96, BV 368, 30 t) in the front and a ton of
    the munition in the body: BV as in the table's comments; ARTLT-1 and
    SRCH on a 0/0/0 card; valid."""
    from construction.catalog import catalog

    assert catalog().by_id(ammo).bv == ammo_bv
    d = add(_heavy_tank(), Mount("ISLongTom", "FRONT"), Mount(ammo, "BODY"))
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset({"ARTLT-1", "SRCH"}))
    assert errors(d) == set()


@pytest.mark.covers("ISPrimitiveLongTom", "ISPrimitiveLongTomAmmo")
def test_the_primitive_long_tom():
    """The primitive Long Tom (IO p. 118: BV 368, 30 t) with a ton of its
    ammunition (35): 301.95 + 0.77 x (50 + 368 + 35) = 650.76 -> 651;
    valid.  Card: no damage, ARTLT-1 as the Long Tom (AS:CE p. 47), SRCH, no
    ENE.  PV: the heavy bare tank's 10 (armor 3 x 1.8 + structure 4 = 9.4
    -> 9.5 at defense factor 1, + movement 4"/8 = 0.5) + 27 for ARTLT-1
    (ASC p. 139: 27 a point) = 37."""
    d = add(_heavy_tank(), Mount("ISPrimitiveLongTom", "FRONT"), Mount("ISPrimitiveLongTomAmmo", "BODY"))
    assert bv_of(d) == 651
    assert card(d) == ("0/0/0", frozenset({"ARTLT-1", "SRCH"}))
    assert alpha_strike.convert(d).pv == 37
    assert errors(d) == set()
