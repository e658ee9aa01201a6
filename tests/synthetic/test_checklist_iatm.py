"""IATM# (the improved ATM's damage special, ASC p. 95 damage specials as
carried into AS:CE), the last issue 16 checklist member that waited for its
conversion text.

The weapon's Alpha Strike damage: an improved ATM converts each missile at
3 / 2 / 1 points for S / M / L (high-explosive, standard and extended-range
rounds by range band) on the Cluster Hits Table at 11 (every missile of a
rack up to 12 hits), divided by 10 (bv/alpha_strike/data/weapon_classes.json
"iatm").  These are the values MegaMek's current weapon data gives its
iATMs as their Alpha Strike damage (CLIATM9: 2.7 / 1.8 / 0.9; the weapon,
IO:AE p. 59); the cluster-table derivation above reproduces them for every
rack size (3: 0.9/0.6/0.3, 6: 1.8/1.2/0.6, 9: 2.7/1.8/0.9, 12:
3.6/2.4/1.2).

On BareMechFactory built as a Clan 'Mech (50 t, walk 5, 10" TMM 2, armor 5,
structure 4, ten single heat sinks) with an iATM 9 (5 t, 4 slots, heat 6)
and two tons of its ammunition in the left torso:
* damage 2.7 / 1.8 / 0.9 -> 3 / 2 / 1 (tenths rounded up, ASC p. 94); heat
  6 + 2 (running) = 8 against 10: no overheat;
* IATM 2.7 / 1.8 / 0.9 rounded normally: IATM3/2/1 (ASC p. 95);
* explosive ammunition on a Clan 'Mech: CASE (ASC p. 96), no ENE;
* PV (ASC pp. 138-139): offensive 3 + 2 x 2 + 1 = 8, + size 2 / 2 = 9, +
  the IATM special's L damage 1 (ASC p. 139 offensive abilities) = 10;
  defensive 10 / 8 = 1.25 + DIR (5 x 2 + 4) x 1.2 = 16.8 -> 17 = 18.25;
  subtotal 28.25, agile (TMM 2 - 1) x M 2 = 2: 30.25 -> 30.
"""

from __future__ import annotations

import pytest

from bv import alpha_strike
from bv.alpha_strike import weapons as W
from construction.catalog import catalog
from construction.model import Mount
from design_factories import BareMechFactory
from synth import add, errors


@pytest.mark.parametrize("rack, bands", [(3, (0.9, 0.6, 0.3)), (6, (1.8, 1.2, 0.6)), (9, (2.7, 1.8, 0.9)),
                                         (12, (3.6, 2.4, 1.2))])
def test_the_improved_atm_bands(rack, bands):
    eq = catalog().find(f"CLiATM{rack}")
    assert tuple(round(x, 2) for x in W.bands(eq, None)) == bands


@pytest.mark.checklist("AS special", "IATM")
def test_an_improved_atm_gives_iatm():
    d = add(BareMechFactory(tech_base="Clan"), Mount("CLiATM9", "LT", slots=(0, 1, 2, 3)),
            Mount("Clan Ammo iATM-9", "LT", slots=(4,)), Mount("Clan Ammo iATM-9", "LT", slots=(5,)))
    a = alpha_strike.convert(d).as_dict()
    assert (a["damage"]["s"], a["damage"]["m"], a["damage"]["l"], a["ov"]) == ("3", "2", "1", 0)
    assert set(a["specials"]) == {"IATM3/2/1", "CASE"}
    assert a["pv"] == 30
    assert errors(d) == set()
