"""A weapon whose slots are spread over three locations counts once.

The bare 'Mech (BareMechFactory: 33.5 t used, BV 783, PV 19) with one
Thumper (TO:AUE p. 96: 15 t, 15 slots, BV 43, Alpha Strike ARTT) written
over CT (2 slots), LT (9) and RT (4), as the 2021 file of the Uni ATAE-70
ArtilleryMech holds one.  Worked out by hand:

* weight 33.5 + 15 = 48.5 t of 50 (MECH_UNDERWEIGHT, a warning); the one
  error is the split: an item may be split between two adjacent locations
  only (TM, 'Mech critical slots), not that three Thumpers are short of
  slots or too heavy;
* BV (TM pp. 302-305): defensive 714.35 as bare; offensive (43 + 50 t) x
  1.37 (8 MP) = 127.41 (no heat penalty: the Thumper's 5 is within the
  14 the bare 'Mech sinks); 841.76 -> 842 (three Thumpers would price 3 x 43);
* Alpha Strike: ARTT-1, and PV 19 + 6 (ARTT, 6 a point, ASC p. 139) = 25;
  no damage, so no brawler or agility term changes.
"""

from __future__ import annotations

import pytest

from construction.model import Mount, SplitPart
from design_factories import BareMechFactory
from synth import add, bv_of, card, errors, warnings

from bv import alpha_strike

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist("AS special", "ARTT", "ENE")

SPREAD = Mount("ISThumper", "CT", (10, 11), split_location="LT", split_slots=tuple(range(9)),
               split_more=(SplitPart("RT", (0, 1, 2, 3)),))


def test_the_bare_mech():
    d = BareMechFactory()
    assert bv_of(d) == 783
    assert alpha_strike.convert(d).as_dict()["pv"] == 19


def test_one_thumper_over_three_locations():
    d = add(BareMechFactory(), SPREAD)
    assert errors(d) == {"MECH_ITEM_SPLIT"}
    assert warnings(d) == {"MECH_UNDERWEIGHT"}
    assert bv_of(d) == 842
    assert card(d) == ("0/0/0", frozenset({"ARTT-1", "ENE"}))
    assert alpha_strike.convert(d).as_dict()["pv"] == 25


def test_three_pieces_would_be_three_thumpers():
    """The same slots as three separate mounts (what the importer read
    before): three short Thumpers, 45 t, ARTT-3 - so the test can fail."""
    pieces = (Mount("ISThumper", "CT", (10, 11)), Mount("ISThumper", "LT", tuple(range(9))),
              Mount("ISThumper", "RT", (0, 1, 2, 3)))
    d = add(BareMechFactory(), *pieces)
    assert {"MECH_ITEM_SLOTS_SHORT", "MECH_OVERWEIGHT"} <= errors(d)
    assert "ARTT-3" in card(d)[1]
