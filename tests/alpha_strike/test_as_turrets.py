"""Vehicle turrets in Alpha Strike, worked by hand.

AS:CE errata v6.02 p. 79 (Turret, TUR#): a unit with a turret has some of
its weapons mounted "with a 360-degree field of fire"; an attack outside
the firing arc "must use the damage values and special abilities of the
TUR special ability only".  Two consequences:

* a sponson turret (TO p. 348, TO:AUE p. 147) or a pintle mount (TM
  p. 234) turns within its own side's arcs, not through 360 degrees: it is
  no TUR, its weapons fire with the hull's and count in the standard
  damage only;
* the abilities a turret weapon gives by itself (Narc, TSEMP, AMS/RAMS,
  taser) are written inside TUR, as TAG, AMS, artillery and HT already are,
  and stay on the unit too.

A QuadVee's or a tripod's whole torso turns a full circle (QuadVee: IO pp.
133-134, like a vehicle turret in either mode; tripod: IO p. 158, its
front arc is wherever the torso is turned), so the weapons it carries -
torsos, head, arms, not the legs - are turret weapons as a 'Mech turret's
are: TUR of their own, heat-adjusted with the standard damage, which still
counts them.
"""

import pytest

from bv import alpha_strike as A
from construction.model import Design, Engine, LocationArmor, Mount, VehicleDetails
from design_factories import BareQuadVeeFactory, BareTripodFactory


def _tank(*mounts):
    return Design(
        unit_type="combat_vehicle", chassis="Test", model="Turret Tank", tech_base="IS", rules_level="advanced",
        year=3075, tonnage=40.0, engine=Engine("fusion", 160), structure="standard", armor_type="standard", walk_mp=4,
        armor=tuple(LocationArmor(l, p) for l, p in (("FRONT", 20), ("RIGHT", 15), ("LEFT", 15), ("REAR", 10),
                                                       ("TURRET", 15))),
        mounts=tuple(mounts),
        vehicle=VehicleDetails(motive="tracked", turret="single"),
    )


@pytest.mark.checklist("AS special", "TUR")
def test_sponson_weapons_fire_with_the_hull_not_in_tur():
    """A medium laser in the turret and one in each sponson (right and left,
    ``(ST)`` in a .blk).  A medium laser converts to 0.5 at S and M (5
    damage / 10), nothing at L.

    Standard damage, every non-rear weapon: S = M = 3 x 0.5 = 1.5 -> 2 (a
    vehicle has no heat step), L 0: 2/2/0.
    TUR, the turret's laser only: 0.5/0.5/0 -> 1/1/0 -> ``TUR(1/1/0)``.
    Were the sponsons turret weapons it would read 1.5/1.5/0 -> TUR(2/2/0),
    and with no main turret a sponson alone would give a TUR the card must
    not have."""
    tank = _tank(Mount("ISMediumLaser", "TURRET", turret=True),
                 Mount("ISSponsonTurret", "BODY"),
                 Mount("ISMediumLaser", "RIGHT", turret=True, mount="sponson"),
                 Mount("ISMediumLaser", "LEFT", turret=True, mount="sponson"))
    card = A.convert(tank).as_dict()
    assert card["damage"] == {"s": "2", "m": "2", "l": "0", "e": None}
    assert [s for s in card["specials"] if s.startswith("TUR")] == ["TUR(1/1/0)"]

    no_turret = _tank(Mount("ISMediumLaser", "FRONT"),
                      Mount("ISSponsonTurret", "BODY"),
                      Mount("ISMediumLaser", "RIGHT", turret=True, mount="sponson"),
                      Mount("ISMediumLaser", "LEFT", turret=True, mount="pintle"))
    card = A.convert(no_turret).as_dict()
    assert card["damage"] == {"s": "2", "m": "2", "l": "0", "e": None}
    assert not any(s.startswith("TUR") for s in card["specials"])


@pytest.mark.checklist("AS special", "TUR", "SNARC", "TSEMP")
def test_turret_weapon_abilities_go_inside_tur():
    """Turret: a medium laser (0.5/0.5/0), a Narc launcher, a TSEMP cannon
    and an APDS (none of the three adds damage).  TUR is 0.5/0.5/0 -> 1/1/0
    with the three weapons' abilities, written in order: RAMS, SNARC1,
    TSEMP1 -> ``TUR(1/1/0, RAMS, SNARC1, TSEMP1)``; the unit keeps RAMS,
    SNARC1 and TSEMP1 as well.  A Narc launcher in the front gives SNARC1 on
    the unit and nothing in TUR."""
    tank = _tank(Mount("ISMediumLaser", "TURRET", turret=True), Mount("ISNarcBeacon", "TURRET", turret=True),
                 Mount("ISTSEMP", "TURRET", turret=True), Mount("ISAPDS", "TURRET", turret=True))
    sp = A.convert(tank).as_dict()["specials"]
    assert "TUR(1/1/0, RAMS, SNARC1, TSEMP1)" in sp
    assert {"RAMS", "SNARC1", "TSEMP1"} <= set(sp)

    front = _tank(Mount("ISMediumLaser", "TURRET", turret=True), Mount("ISNarcBeacon", "FRONT"))
    sp = A.convert(front).as_dict()["specials"]
    assert "TUR(1/1/0)" in sp and "SNARC1" in sp


def _armed(design, *mounts):
    return design.replace(mounts=design.mounts + tuple(mounts))


@pytest.mark.checklist("AS special", "TUR", "QV")
def test_quadvee_torso_weapons_are_its_turret():
    """BareQuadVeeFactory (Clan, 10 single heat sinks: heat capacity 10;
    run 8: running heat 2) with a Clan ER large laser in the right torso
    and a Clan ER medium laser rear-mounted in the left torso.

    ER large laser (10 damage, long range 25 hexes: reaches L, which
    starts at 16): 1.0/1.0/1.0.  Heat: the front and turret weapons' 12 +
    running 2 = 14; 14 - 4 = 10 is not over the capacity 10, so no
    adjustment and no OV (ASC p. 93).  Standard damage 1/1/1 (tenths
    rounded up, ASC p. 94).  The laser turns with the torso: TUR(1/1/1),
    its own value rounded the same way (AS:CE errata p. 79).  The rear
    laser (7 damage, long range 15: 0.7/0.7/0) keeps REAR, rounded
    normally: REAR1/1/0 (ASC p. 95); it is in no TUR."""
    d = _armed(BareQuadVeeFactory(), Mount("CLERLargeLaser", "RT"), Mount("CLERMediumLaser", "LT", rear=True))
    card = A.convert(d).as_dict()
    assert card["damage"] == {"s": "1", "m": "1", "l": "1", "e": None}
    assert card["ov"] == 0
    assert "TUR(1/1/1)" in card["specials"]
    assert "REAR1/1/0" in card["specials"]
    assert "QV" in card["specials"]


@pytest.mark.checklist("AS special", "TUR")
def test_tripod_arm_weapons_turn_with_the_torso_leg_weapons_do_not():
    """BareTripodFactory (Inner Sphere, 10 single heat sinks: capacity 10;
    running heat 2) with a medium laser in the left arm, one in the center
    leg and one rear-mounted in the right torso.

    Medium laser: 5 damage, long range 9 hexes (M starts at 4, L at 16):
    0.5/0.5/0.  Heat: the two front-firing lasers 3 + 3 + running 2 = 8;
    8 - 4 = 4, within the capacity: no adjustment, OV 0.  Standard damage:
    arm + center leg = 1.0/1.0/0 -> 1/1/0.  The arm turns with the torso,
    the center leg stays with the hull: TUR is the arm laser alone, 0.5 ->
    1 at S and M: TUR(1/1/0).  The rear laser: REAR1/1/0 (0.5 rounded
    normally, ASC p. 95)."""
    d = _armed(BareTripodFactory(), Mount("Medium Laser", "LA", (4,)), Mount("Medium Laser", "CL", (4,)),
               Mount("Medium Laser", "RT", (0,), rear=True))
    card = A.convert(d).as_dict()
    assert card["damage"] == {"s": "1", "m": "1", "l": "0", "e": None}
    assert card["ov"] == 0
    assert "TUR(1/1/0)" in card["specials"]
    assert "REAR1/1/0" in card["specials"]


def test_bare_tripod_factory_is_valid():
    """BareTripodFactory weighs 36.5 t of 50 (its docstring): valid, only
    the underweight warning."""
    import construction

    report = construction.validate(BareTripodFactory())
    assert [i.code for i in report.issues] == ["MECH_UNDERWEIGHT"]
