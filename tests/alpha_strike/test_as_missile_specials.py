"""LRM and SRM damage specials of multi-missile launchers, worked by hand.

ASC p. 95: the LRM and SRM abilities total the damage of the unit's LRM-
and SRM-class launchers; an MML counts in both - its SRM mode at S, half at
M, and its LRM mode half at M and at L - and, like any LRM or SRM launcher,
not when an Artemis fire-control system is linked to it (the conversion
already left Artemis-linked LRMs and SRMs out; an MML is the same launcher
firing the same missiles).  The corpus reference agrees: of the MML units
whose MMLs carry Artemis IV, none has LRM or SRM (Crusader CRD-7W, Longbow
LGB-13C, Puma PAT-008, Demolisher II (MML) had them here before).
"""

import pytest

from bv import alpha_strike as A
from construction.model import Mount

from test_as_turrets import _tank


def _mml_tank(artemis: bool):
    mounts = [Mount("ISMML9", "FRONT") for _ in range(3)]
    mounts += [Mount("IS Ammo MML-9 LRM", "BODY")] * 3 + [Mount("IS Ammo MML-9 SRM", "BODY")] * 3
    if artemis:
        mounts += [Mount("ISArtemisIV", "FRONT") for _ in range(3)]
    return _tank(*mounts)


@pytest.mark.checklist("AS special", "LRM", "SRM")
def test_artemis_linked_mmls_give_no_lrm_or_srm():
    """Three MML 9 in the front of a 40 t tank, three tons of each ammunition
    (13 LRM and 11 SRM shots a ton: ten turns or more for each launcher).

    Without Artemis, one MML 9 (ASC p. 94, Cluster Hits Table column 9 at
    7: 5 hits): SRM mode 5 x 2 / 10 = 1.0 at S, LRM mode 5 / 10 = 0.5 at L,
    M the mean 0.75.  Card 3/2.25/1.5 -> 3/3/2.  LRM = 3 x (0, 0.75 / 2,
    0.5) = 0/1.125/1.5 -> LRM0/1/2; SRM = 3 x (1.0, 0.75 / 2) = 3/1.125 ->
    SRM3/1 (M 1.125 >= 1, so both are given).  IF: L 1.5 -> IF2.

    With an Artemis IV on each (column 9 at 9: 7 hits): 1.4/1.05/0.7 a
    launcher, card 4.2/3.15/2.1 -> 5/4/3; no LRM and no SRM (Artemis-
    linked launchers count for neither); IF from the launchers' own L
    1.5 -> IF2 as before."""
    plain = A.convert(_mml_tank(False)).as_dict()
    assert plain["damage"] == {"s": "3", "m": "3", "l": "2", "e": None}
    assert {"LRM0/1/2", "SRM3/1", "IF2"} <= set(plain["specials"])

    linked = A.convert(_mml_tank(True)).as_dict()
    assert linked["damage"] == {"s": "5", "m": "4", "l": "3", "e": None}
    assert "IF2" in linked["specials"]
    assert not any(s.startswith(("LRM", "SRM")) for s in linked["specials"])
