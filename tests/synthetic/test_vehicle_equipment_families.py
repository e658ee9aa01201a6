"""Vehicle-only and industrial equipment by family (issue 16), and the
'Mech targeting computer and jump systems, worked out by hand.

BareTankFactory (50 t tracked, 27 t used, BV 325): defensive (245 armor +
30 structure = 275 + defensive equipment) x type modifier 0.9 x 1.2 (flank
6: TMM 2) + offensive (25 + weapons and offensive equipment) x 1.12 (TM pp.
316-318).  So a defensive item of BV e gives round((275 + e) x 1.08 + 28),
an offensive one round(297 + (25 + e) x 1.12).  Equipment with no BV and no
BV step leaves 325.  Its card: 0/0/0 with ENE and SRCH (a combat vehicle's
searchlight ability, ASC p. 96).

BareMechFactory (BV 783 = 714.35 + 50 x 1.37): a medium laser (BV 46, TM p.
228) alone gives 714.35 + 96 x 1.37 = 845.87 -> 846.
"""

from __future__ import annotations

import dataclasses

import pytest

from construction import mech as mech_rules
from construction.report import Report
from construction import vehicle as vehicle_rules
from construction.model import Mount
from design_factories import BareMechFactory, BareTankFactory
from synth import add, bv_of, card, errors

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist(
    "AS special", "ARS", "BRID", "CT", "ENE", "ENG", "HTC", "MASH", "MDS", "MHQ", "SRCH", "UMU")


def _tank_item(item: str, loc: str = "BODY", tech: str = "IS", size=None):
    d = add(BareTankFactory(tech_base=tech), Mount(item, loc, size=size))
    tons = sum(vehicle_rules.item_tons(d, m, e) for m, e in vehicle_rules.resolved(d) if m.item == item)
    return d, tons


# (item, location, size, weight by hand, BV by hand, abilities the card gains by hand)
TANK_ITEMS = [
    # bulldozer (TM p. 241): 2 t, defensive BV 10: 285 x 1.08 + 28 = 335.8 -> 336; ENG
    ("Bulldozer", "FRONT", None, 2.0, 336, {"ENG"}),
    # backhoe (TM p. 241): 5 t, BV 8 offensive: 297 + 33 x 1.12 = 333.96 -> 334; ENG
    ("Backhoe", "FRONT", None, 5.0, 334, {"ENG"}),
    # medium bridge layer (TM p. 242): 2 t, defensive BV 10: 336; BRID
    ("MediumBridgeLayer", "BODY", None, 2.0, 336, {"BRID"}),
    # heavy bridge layer (TM p. 242): 6 t, defensive BV 20: 295 x 1.08 + 28 = 346.6 -> 347; BRID
    ("HeavyBridgeLayer", "BODY", None, 6.0, 347, {"BRID"}),
    # IS armored motive system (TO p. 283): its weight (15%) has its own test below; type modifier +0.1 (TO p. 381):
    # 275 x 1.0 x 1.2 + 28 = 358; ARS
    ("ISArmoredMotiveSystem", "BODY", None, None, 358, {"ARS"}),
    # cargo (TM p. 239): a ton a ton, 2 t; no BV; CT2 (cargo tons)
    ("Cargo", "BODY", 2.0, 2.0, 325, {"CT2"}),
    # communications equipment (TM p. 212): a ton a ton, 3 t; no BV; MHQ3
    ("Communications Equipment", "BODY", 3.0, 3.0, 325, {"MHQ3"}),
    # field kitchen (TM p. 217): 3 t; no BV, no ability
    ("FieldKitchen", "BODY", None, 3.0, 325, set()),
    # lift hoist (TM p. 245): 3 t; no BV, no ability
    ("Lift Hoist/Arresting Hoist", "BODY", None, 3.0, 325, set()),
    # MASH with one theatre (TM p. 228): 3.5 t; no BV; MASH1
    ("MASH Equipment", "BODY", 1.0, 3.5, 325, {"MASH1"}),
    # trailer hitch (TM p. 101): no weight, no BV; HTC
    ("Hitch", "REAR", None, 0.0, 325, {"HTC"}),
    # mounted searchlight (TM p. 237): 0.5 t; no BV; SRCH the tank already shows
    ("Searchlight", "BODY", None, 0.5, 325, set()),
]


@pytest.mark.covers("Bulldozer", "Backhoe", "MediumBridgeLayer", "HeavyBridgeLayer", "ISArmoredMotiveSystem", "Cargo",
                    "Communications Equipment", "FieldKitchen", "Lift Hoist/Arresting Hoist", "MASH Equipment",
                    "Hitch", "Searchlight")
@pytest.mark.parametrize("item, loc, size, want_tons, want_bv, want_abilities", TANK_ITEMS,
                         ids=[t[0] for t in TANK_ITEMS])
def test_a_vehicle_item(item, loc, size, want_tons, want_bv, want_abilities):
    """On the bare tank: the weight, the BV (module docstring), the
    abilities the card gains (damage stays 0/0/0), and a valid design (27 t
    + the item within 50 t)."""
    d, tons = _tank_item(item, loc, size=size)
    if want_tons is not None:
        assert tons == want_tons
    assert bv_of(d) == want_bv
    damage, specials = card(d)
    assert damage == "0/0/0"
    assert want_abilities <= specials - {"ENE", "SRCH"}
    assert errors(d) == set()


@pytest.mark.covers("Extended Fuel Tank")
def test_an_extended_fuel_tank():
    """Extended fuel tank (TM p. 244): a ton a ton; explosive, so the card
    loses ENE (ASC p. 96); vehicle BV has no explosive step (TM pp. 316-317):
    325.  Valid."""
    d, tons = _tank_item("Extended Fuel Tank", size=1.0)
    assert tons == 1.0
    assert bv_of(d) == 325
    assert card(d) == ("0/0/0", frozenset({"SRCH"}))
    assert errors(d) == set()


@pytest.mark.covers("ISVehicularMineDispenser")
def test_a_vehicular_mine_dispenser():
    """Vehicular mine dispenser (TO p. 325): 0.5 t, BV 8 offensive: 297 + 33 x
    1.12 = 333.96 -> 334; the card gains MDS (AS:CE mine dispenser).
    Valid."""
    d, tons = _tank_item("ISVehicularMineDispenser", "FRONT")
    assert tons == 0.5
    assert bv_of(d) == 334
    assert any(s.startswith("MDS") for s in card(d)[1])
    assert errors(d) == set()


@pytest.mark.covers("CLArmoredMotiveSystem")
def test_a_clan_armored_motive_system():
    """TO p. 283: the Clan system weighs 10% of the vehicle, rounded up to
    the half ton: 5 t on the 50 t tank (every canonical Clan vehicle with
    one is filled to the last half ton with it at 10%); +0.1 on the type
    modifier as the IS system (TO p. 381): 358; ARS; valid."""
    d, tons = _tank_item("CLArmoredMotiveSystem", tech="Clan")
    assert tons == 5.0
    assert bv_of(d) == 358
    assert "ARS" in card(d)[1]
    assert errors(d) == set()


def test_an_inner_sphere_armored_motive_system_weighs_fifteen_percent():
    """TO p. 282: the Inner Sphere system weighs 15% of the vehicle (the
    Clan one 10%), rounded up to the half ton: 50 t x 15% = 7.5 t.  The
    canonical files agree: of the 11 IS vehicles with one, 9 left exactly
    the extra 5% unused while it was weighed at 10%."""
    assert _tank_item("ISArmoredMotiveSystem")[1] == 7.5


# ------------------------------------------------------------------ 'Mechs

def _mech_tons(design, item):
    ctx = mech_rules._resolve(design, Report())  # a report the checks below do not read
    return sum(mech_rules.item_tonnage(ctx, m, e) or 0.0 for m, e in ctx.equipment() if m.item == item)


@pytest.mark.covers("ISTargeting Computer")
def test_a_targeting_computer():
    """Targeting computer (TM p. 238) beside a medium laser (1 t of
    direct-fire weapons): ceil(1 / 4) = 1 t, 1 slot.  BV (TM p. 304):
    direct-fire weapons x 1.25: 46 x 1.25 = 57.5: 714.35 + 107.5 x 1.37 =
    861.63 -> 862 (846 without).  The card keeps the laser's 1/1/0.
    Valid."""
    base = add(BareMechFactory(), Mount("Medium Laser", "RA", (4,)))
    assert bv_of(base) == 846
    d = add(base, Mount("ISTargeting Computer", "LT", (0,)))
    assert _mech_tons(d, "ISTargeting Computer") == 1.0
    assert bv_of(d) == 862
    assert card(d)[0] == "1/1/0"
    assert errors(d) == set()


JET_PLACES = (("LL", 4), ("RL", 4), ("LT", 0), ("RT", 0), ("CT", 10))


# (item, slots each, weight each by hand, ability by hand)
JETS = [
    ("Jump Jet", 1, 0.5, None),  # TM p. 225: 0.5 t each for 10-55 t, 1 slot
    ("Improved Jump Jet", 2, 1.0, None),  # TM p. 225: twice the weight, 2 slots
    ("UMU", 1, 0.5, "UMU"),  # TO p. 292: the jump jet weights, 1 slot; UMU on the card
]


@pytest.mark.covers("Jump Jet", "Improved Jump Jet", "UMU")
@pytest.mark.parametrize("item, slots, each, ability", JETS, ids=[j[0] for j in JETS])
def test_five_jump_mp(item, slots, each, ability):
    """Five jets (or UMUs) for 5 MP: 5 x the weight.  BV (TM p. 302; UMU MP
    stands for jump MP, TO p. 380): jumping TMM 2 + 1 = 3 is no more than
    running 8's 3 (x 1.3 as bare); speed factor MP = run 8 + ceil(5 / 2) =
    11: (1 + 6 / 10)^1.2 = 1.76: 714.35 + 50 x 1.76 = 802.35 -> 802.
    Valid."""
    mounts = []
    for loc, first in JET_PLACES:
        if item == "Improved Jump Jet" and loc == "CT":
            loc, first = "LT", 2
        mounts.append(Mount(item, loc, tuple(range(first, first + slots))))
    d = dataclasses.replace(add(BareMechFactory(), *mounts), jump_mp=5)
    assert _mech_tons(d, item) == 5 * each
    assert bv_of(d) == 802
    if ability:
        assert ability in card(d)[1]
    assert errors(d) == set()
