"""Alpha Strike heat step: overheat and the heat-adjusted damage specials,
on Locust LCT-1V variants whose values are worked by hand.

The Locust (20 t, walk 8, ten single heat sinks: heat capacity 10, running
heat 2) loses its medium laser and machine guns and carries the weapons
each test names.  Weapon values: ASC p. 94 (damage / 10; a pulse laser's
-2 to-hit x 1.10; a minimum range x (12 - minimum) / 12 at S; an LRM at the
Cluster Hits Table's 7 column).  Heat: ASC p. 93 - when the front-firing
weapons' heat + movement heat - 4 exceeds the capacity, S and M are
multiplied by capacity / (heat - 4); OV is the damage lost to it (at most
4); L is adjusted by the long-range weapons' heat alone unless OVL.
Damage values: tenths rounded up, then up (ASC p. 94); damage specials
round normally (ASC p. 95).
"""

import pytest

import construction
from bv import alpha_strike as A
from construction.model import Mount
from factories import fixture_text


@pytest.fixture(scope="module")
def bare_locust():
    locust = construction.parse(fixture_text("locust.mtf"), "mtf")
    keep = tuple(m for m in locust.mounts if m.item not in ("Medium Laser", "Machine Gun", "IS Ammo MG - Full"))
    return locust.replace(mounts=keep)


def _with(design, *mounts):
    return design.replace(mounts=design.mounts + tuple(mounts))


def test_overheat_of_an_element_without_medium_damage(bare_locust):
    """Eight small pulse lasers (3 damage x 1.10 = 0.33 each, heat 2, long
    range 3 hexes: S only).  S raw 2.64 -> 2.7 -> 3.  Heat 8 x 2 + running
    2 = 18 > 10 + 4: x 10/14 = 0.714, S 1.886 -> 1.9 -> 2.  With no M damage
    the overheat is what the heat costs at S: OV = 3 - 2 = 1 (the PV counts
    an S-only element's OV at half, ASC p. 138, so such an element has one).

    PV (ASC pp. 138-139): offensive S 2 + OV (1 + 0) / 2 + size 1 / 2 = 3;
    defensive 16" / 8 = 2 + (armor 2 x 2 + structure 2) x (1 + 0.25 x TMM 3)
    = 10.5, 12.5; 15.5 + agile (TMM 3 - 2) x S 2 = 17.5 -> 18 (17 without
    the OV)."""
    d = A.convert(_with(bare_locust, *(Mount("ISSmallPulseLaser", loc) for loc in ("LA", "LA", "RA", "RA", "LT", "LT", "RT", "RT"))))
    card = d.as_dict()
    assert card["damage"] == {"s": "2", "m": "0", "l": "0", "e": None}
    assert card["ov"] == 1
    assert card["pv"] == 18
    assert "OVL" not in card["specials"]


def test_overheat_still_comes_from_medium_damage(bare_locust):
    """Five medium lasers (0.5 each at S and M, heat 3): S = M raw 2.5 -> 3;
    heat 15 + 2 = 17: x 10/13 = 0.769, 1.923 -> 2; OV = 3 - 2 = 1 from M."""
    card = A.convert(_with(bare_locust, *(Mount("Medium Laser", loc) for loc in ("LA", "RA", "LT", "RT", "CT")))).as_dict()
    assert card["damage"] == {"s": "2", "m": "2", "l": "0", "e": None}
    assert card["ov"] == 1


def test_rear_weapons_are_not_heat_adjusted(bare_locust):
    """The same five front medium lasers and one rear-mounted one.  The heat
    step counts only the front-firing weapons (heat 17, x 0.769, ASC p. 93),
    so the rear laser's damage is not cut by it: REAR 0.5/0.5 rounded
    normally = 1/1, L 0 (ASC p. 95).  Adjusted it would have read 0.385 ->
    0*/0*."""
    design = _with(bare_locust, *(Mount("Medium Laser", loc) for loc in ("LA", "RA", "LT", "RT", "CT")),
                   Mount("Medium Laser", "CT", rear=True))
    card = A.convert(design).as_dict()
    assert card["damage"]["s"] == "2" and card["ov"] == 1
    assert "REAR1/1/0" in card["specials"]


def test_damage_specials_take_the_long_range_heat_adjustment(bare_locust):
    """Three LRM 15s (9 hits at the 7 column: 0.9 at M and L; minimum range
    6: S 0.9 x 6/12 = 0.45; heat 5) and four tons of LRM 15 ammunition (32
    shots, over 10 a launcher).  Raw 1.35/2.7/2.7.  Heat 15 + 2 = 17: x 10/13
    = 0.769, S 1.038 -> 1.1 -> 2, M 2.077 -> 2.1 -> 3, so OV 0 (3 - 3).  The
    long-range weapons' heat is 17 as well: L 2.077 -> 3.

    The damage specials take the same per-band adjustment as the standard
    damage: LRM 1.038/2.077/2.077 -> 1/2/2 and IF (the L of the
    indirect-fire weapons) 2.077 -> 2, not the unadjusted 2.7 -> 3.  PV:
    S 2 + 2 x 3 + 3 = 11 + size 0.5 + IF 2 = 13.5; defensive 12.5; 26 +
    agile (3 - 1) x M 3 = 32."""
    design = _with(bare_locust, *(Mount("ISLRM15", loc) for loc in ("LT", "RT", "CT")),
                   *(Mount("IS Ammo LRM-15", loc) for loc in ("LT", "RT", "LT", "RT")))
    card = A.convert(design).as_dict()
    assert card["damage"] == {"s": "2", "m": "3", "l": "3", "e": None}
    assert card["ov"] == 0
    assert "IF2" in card["specials"] and "LRM1/2/2" in card["specials"]
    assert card["pv"] == 32


@pytest.mark.checklist("AS special", "LRM", "IF")
def test_damage_specials_of_an_overheating_element_without_ovl(bare_locust):
    """The three LRM 15s and their ammunition plus two medium lasers (0.5 at
    S and M, heat 3).  Raw 2.35/3.7/2.7.  Heat 15 + 6 + 2 = 23: x 10/19 =
    0.526, S 1.237 -> 2, M 1.947 -> 2, OV = 4 - 2 = 2.  The long-range
    weapons' heat is 17 (the lasers do not reach L): x 10/13 = 0.769,
    L 2.077 rounds up to 3 like the raw 2.7, so no OVL and the card's L stays
    3; the normally rounded damage specials do see that L step: IF 2.077 ->
    2 and LRM 0.711/1.421/2.077 -> 1/2/2 (unadjusted L: IF3, LRM L 3).

    PV: S 2 + 2 x 2 + 3 = 9 + OV 1 + 0.5 x (2 - 1) = 10.5 + size 0.5 + IF 2
    = 13; defensive 12.5; 25.5 + agile (3 - 1) x M 2 = 29.5 -> 30."""
    design = _with(bare_locust, *(Mount("ISLRM15", loc) for loc in ("LT", "RT", "CT")),
                   *(Mount("IS Ammo LRM-15", loc) for loc in ("LT", "RT", "LT", "RT")),
                   Mount("Medium Laser", "LA"), Mount("Medium Laser", "RA"))
    card = A.convert(design).as_dict()
    assert card["damage"] == {"s": "2", "m": "2", "l": "3", "e": None}
    assert card["ov"] == 2 and "OVL" not in card["specials"]
    assert "IF2" in card["specials"] and "LRM1/2/2" in card["specials"]
    assert card["pv"] == 30


@pytest.mark.checklist("AS special", "TUR")
def test_mech_turret_weapons_give_tur_heat_adjusted(bare_locust):
    """Four front medium lasers and one in a head turret (a 'Mech turret,
    the weapon marked turret-mounted as a file's "(T)" marks it).  The standard damage counts every weapon: S = M raw 2.5 ->
    3; the heat counts the turret laser too: 5 x 3 + 2 = 17, x 10/13 =
    0.769, S = M 1.923 -> 2, OV 1.  The turret's own value (TUR, AS:CE
    errata p. 79) fires with the rest and takes the same adjustment:
    0.5 x 0.769 = 0.385 -> 0.4 -> 0* at S and M (unadjusted it would read
    1/1)."""
    design = _with(bare_locust, *(Mount("Medium Laser", loc) for loc in ("LA", "RA", "LT", "RT")),
                   Mount("ISHeadTurret", "HD"), Mount("Medium Laser", "HD", turret=True))
    card = A.convert(design).as_dict()
    assert card["damage"] == {"s": "2", "m": "2", "l": "0", "e": None}
    assert card["ov"] == 1
    assert "TUR(0*/0*/0)" in card["specials"]
