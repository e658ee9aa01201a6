"""'Mech component types checklist_open.csv listed as waiting for a design
of their own (issue 16, deliverable 3): the superheavy 'Mech's gyro and
cockpit, the large XXL engines, a primitive BattleMech and a primitive
IndustrialMech, patchwork armor, the tripod and superheavy tripod
cockpits, and a QuadVee.  Each design is weighed and its BV
and Alpha Strike card worked out by hand below (BV: TM pp. 302-305 with
the TO p. 380-381 tables and the TO errata v3.02; Alpha Strike: AS:CE's
conversion, ASC pp. 91-98).

Common steps (TM pp. 302-305): defensive = armor points x 2.5 x the armor
type's modifier + structure points x 1.5 x the structure/engine modifier +
'Mech tonnage x the gyro modifier, times the defensive factor (1 + TMM /
10 for the running MP); offensive (no weapons here) = tonnage x the speed
factor of the running MP (((MP - 5) / 10 + 1) ^ 1.2, rounded to two
places); BV = their sum, rounded.  A bare 'Mech carries no ammunition:
ENE on the card.
"""

from __future__ import annotations

import dataclasses

import pytest

from bv import alpha_strike
from construction.model import Engine, LocationArmor, Mount
from design_factories import (BareIndustrialMechFactory, BareLargeEngineMechFactory, BareMechFactory,
                              BareQuadVeeFactory, BareSuperheavyMechFactory)
from synth import bv_of, card, errors, warnings, with_mech


def _stats(design):
    a = alpha_strike.convert(design).as_dict()
    return a["type"], a["size"], a["move"], a["armor"], a["structure"]


# ------------------------------------------------------------------ superheavy

@pytest.mark.covers("gyro:superheavy", "cockpit:superheavy")
@pytest.mark.checklist("AS special", "LG")
def test_the_bare_superheavy_mech():
    """BareSuperheavyMechFactory (its docstring weighs it, 55.5 t of 120,
    and works the values out): superheavy gyro 6 t in 2 slots, superheavy
    cockpit 4 t (IO p. 178).  BV 961 (gyro 120 t x 1.0); card BM 4, 4",
    armor 5, structure 9, 0/0/0, LG, ENE.  Valid, underweight only."""
    d = BareSuperheavyMechFactory()
    assert bv_of(d) == 961
    assert card(d) == ("0/0/0", frozenset({"LG", "ENE"}))
    assert _stats(d) == ("BM", 4, '4"', 5, 9)
    assert errors(d) == set()
    assert warnings(d) == {"MECH_UNDERWEIGHT"}


def test_superheavy_explosive_penalty_is_per_slot_not_per_item():
    """A superheavy 'Mech's slot holds two items, and the explosive-equipment
    penalty counts slots 'regardless of how many tons of explosive components
    occupy said slot' (IO p. 194).  BareSuperheavyMechFactory (standard
    fusion engine, no CASE) with three tons of AC/10 ammunition in its left
    torso: two sharing slot 0, one in slot 1.  Two slots x 15 = 30 (TM
    p. 303), not 45: defensive (400 + 270 + 120 - 30) x 1.1 = 836; offensive
    120 t x 0.77 = 92.4 (ammunition without its weapon adds no BV); BV
    928.4 -> 928 (per ton: (790 - 45) x 1.1 + 92.4 = 911.9 -> 912)."""
    d = BareSuperheavyMechFactory()
    ammo = (Mount("IS Ammo AC/10", "LT", (0,)), Mount("IS Ammo AC/10", "LT", (0,), shared_slot=True),
            Mount("IS Ammo AC/10", "LT", (1,)))
    assert bv_of(dataclasses.replace(d, mounts=d.mounts + ammo)) == 928


def test_the_superheavy_cockpit_and_gyro_only_on_a_superheavy():
    """Both parts are for superheavy 'Mechs only (IO p. 178): on the bare
    50 t 'Mech (head layout the same) the cockpit breaks
    MECH_COCKPIT_TYPE, the gyro MECH_GYRO_TYPE."""
    assert "MECH_COCKPIT_TYPE" in errors(with_mech(cockpit="superheavy")(BareMechFactory()))
    assert "MECH_GYRO_TYPE" in errors(with_mech(gyro="superheavy")(BareMechFactory()))


# ------------------------------------------------------------------ large XXL engines

@pytest.mark.covers("engine:large_xxl_is")
def test_an_inner_sphere_large_xxl_engine():
    """BareLargeEngineMechFactory as built: 85 t, IS large XXL 425 (26.5 t,
    8 CT + 6 + 6 slots).  BV: armor 160 x 2.5 = 400, structure 130 x 1.5 x
    0.25 (IS large XXL, TO p. 381 with the errata's Engine Type Modifier
    addendum) = 48.75, gyro 85 x 0.5 = 42.5: 491.25 x 1.3 (run 8: TMM 3) =
    638.63; offensive 85 x 1.37 = 116.45; 755.08 -> 755.  Card: BM, size 4
    (80 t and up), 10", armor 160 / 30 -> 5, structure 2 (ASC p. 98, IS
    large XXL row, 85 t), 0/0/0, ENE.  Valid, underweight only."""
    d = BareLargeEngineMechFactory()
    assert bv_of(d) == 755
    assert card(d) == ("0/0/0", frozenset({"ENE"}))
    assert _stats(d) == ("BM", 4, '10"', 5, 2)
    assert errors(d) == set()
    assert warnings(d) == {"MECH_UNDERWEIGHT"}


@pytest.mark.covers("engine:large_xxl_clan")
def test_a_clan_large_xxl_engine():
    """The same 85 t chassis as a Clan 'Mech with a Clan large XXL 425
    (26.5 t; 8 CT slots and 4 in each side torso, TO p. 308).  BV:
    structure 130 x 1.5 x 0.5 (Clan large XXL, TO errata p. 381) = 97.5:
    (400 + 97.5 + 42.5) = 540 x 1.3 = 702 + 116.45 = 818.45 -> 818.  Card:
    structure 3 (ASC p. 98, Clan large XXL row, 85 t), otherwise as the IS
    one.  Valid, underweight only."""
    d = BareLargeEngineMechFactory(tech_base="Clan", engine=Engine("large_xxl_clan", 425, "Clan"),
                                   side_torso_slots=4)
    assert bv_of(d) == 818
    assert card(d)[0] == "0/0/0" and "ENE" in card(d)[1]
    assert _stats(d) == ("BM", 4, '10"', 5, 3)
    assert errors(d) == set()
    assert warnings(d) == {"MECH_UNDERWEIGHT"}


# ------------------------------------------------------------------ primitive 'Mechs

def _primitive_battlemech():
    """The bare 'Mech as a primitive BattleMech (IO primitive 'Mechs, pp.
    119-125): walk 5 needs a primitive engine of 50 x 5 x 1.2 = 300 (IO p.
    119), whose weight is the fusion 300's, 19 t (TM p. 49); gyro ceil(300 /
    100) = 3 t; primitive cockpit 5 t (IO p. 121); structure 5 t; 160
    points of primitive armor at 16 x 0.67 = 10.72 a ton (IO p. 125): 14.93
    -> 15 t.  47 t of 50 (valid, MECH_UNDERWEIGHT)."""
    d = BareMechFactory()
    return dataclasses.replace(with_mech(cockpit="primitive")(d), armor_type="primitive",
                               engine=Engine("primitive_fusion", 300))


@pytest.mark.covers("cockpit:primitive", "engine:primitive_fusion", "armor:primitive")
def test_a_primitive_battlemech():
    """BV: no BV modifier for the primitive cockpit, engine or armor (none
    in TM p. 302-303 or TO pp. 380-381): armor 160 x 2.5 = 400, structure
    83 x 1.5 = 124.5, gyro 25: 549.5 x 1.3 (walk 5, run 8: TMM 3) = 714.35
    + 50 x 1.37 = 68.5; 782.85 -> 783, the bare 'Mech's.  Card: BM 2, 10",
    armor 5, structure 4 (ASC p. 98, a fusion engine's row, 50 t), 0/0/0,
    ENE.  Valid, underweight only."""
    d = _primitive_battlemech()
    assert bv_of(d) == 783
    assert card(d) == ("0/0/0", frozenset({"ENE"}))
    assert _stats(d) == ("BM", 2, '10"', 5, 4)
    assert errors(d) == set()
    assert warnings(d) == {"MECH_UNDERWEIGHT"}


def test_a_primitive_engine_needs_the_larger_rating():
    """The primitive engine's rating is walk x tonnage x 1.2 (IO p. 119):
    at 250 (walk x tonnage alone) the validator refuses the rating."""
    d = dataclasses.replace(_primitive_battlemech(), engine=Engine("primitive_fusion", 250))
    assert "MECH_ENGINE_RATING" in errors(d)


@pytest.mark.covers("cockpit:primitive_industrial")
def test_a_primitive_industrialmech():
    """BareIndustrialMechFactory as a primitive IndustrialMech: primitive
    industrial cockpit 5 t (IO p. 121, no advanced fire control), primitive
    engine 50 x 4 x 1.2 = 240, 11.5 t (TM p. 49), gyro ceil(240 / 100) = 3
    t, industrial structure 10 t, 80 points of commercial armor at 24 a ton
    (TM p. 205): 3.33 -> 3.5 t; 33 t of 50 (valid, MECH_UNDERWEIGHT).
    BV: armor 80 x 2.5 x 0.5 (commercial, TM p. 302) = 100, structure 83 x
    1.5 x 0.5 = 62.25, gyro 25: 187.25 x 1.2 (run 6: TMM 2) = 224.7;
    offensive 50 x 1.12 = 56 x 0.9 (no advanced fire control, TM p. 304) =
    50.4; 275.1 -> 275.  Card: IM 2, 8", armor 80 x 0.5 (commercial, ASC p.
    97) / 30 = 1.33 -> 1, structure 4, 0/0/0, BAR (commercial armor's BAR
    5), BFC, ENE."""
    im = BareIndustrialMechFactory()
    d = dataclasses.replace(with_mech(cockpit="primitive_industrial")(im), armor_type="commercial",
                            engine=Engine("primitive_fusion", 240))
    assert bv_of(d) == 275
    assert card(d) == ("0/0/0", frozenset({"BAR", "BFC", "ENE"}))
    assert _stats(d) == ("IM", 2, '8"', 1, 4)
    assert errors(d) == set()
    assert warnings(d) == {"MECH_UNDERWEIGHT"}


# ------------------------------------------------------------------ patchwork armor

def _patchwork(arms: str, legs: str = "standard"):
    """The bare 'Mech with patchwork armor (TO p. 377): each location keeps
    its points (arms 16 each, legs 20 and 21) in its own armor type, the
    other locations standard."""
    d = BareMechFactory()
    kind = {"LA": arms, "RA": arms, "LL": legs, "RL": legs}
    return dataclasses.replace(d, armor_type="patchwork", armor=tuple(
        dataclasses.replace(a, armor_type=kind.get(a.location, "standard")) for a in d.armor))


@pytest.mark.covers("armor:patchwork")
def test_patchwork_armor_hardened_arms():
    """Hardened armor in both arms (TO p. 280: 8 points a ton, BV x2, TO p.
    380), standard elsewhere.  Weight: 32 / 8 = 4 t + 128 / 16 = 8 t = 12
    t, 35.5 t in all (valid, MECH_UNDERWEIGHT).  No hardened armor in the
    legs: no -1 Running MP (TO errata p. 377), run 8.  BV: armor (128 + 32
    x 2) x 2.5 = 480 + 124.5 + 25 = 629.5 x 1.3 = 818.35 + 68.5 = 886.85 ->
    887.  Card: armor (128 + 32 x 2, hardened points count double, ASC p.
    97) / 30 = 6.4 -> 6, 10", 0/0/0, ENE."""
    d = _patchwork("hardened")
    assert bv_of(d) == 887
    damage, specials = card(d)
    assert damage == "0/0/0" and "ENE" in specials
    assert _stats(d) == ("BM", 2, '10"', 6, 4)
    assert errors(d) == set()
    assert warnings(d) == {"MECH_UNDERWEIGHT"}


def test_patchwork_hardened_legs_cost_a_running_mp():
    """Hardened armor in the legs (41 points): run 8 -> 7 (TO p. 281 with
    the TO errata p. 377 footnote), TMM still 3 (7-9 MP).  BV: (119 + 41 x
    2) x 2.5 = 502.5 + 124.5 + 25 = 652 x 1.3 = 847.6; speed factor of 7
    MP 1.2^1.2 = 1.24: 50 x 1.24 = 62; 909.6 -> 910."""
    assert bv_of(_patchwork("standard", legs="hardened")) == 910


def test_patchwork_may_not_mix_in_an_armor_illegal_for_the_unit():
    """TO errata v3.02 p. 377: a patchwork location may not carry an armor
    type the unit type may not mount: industrial armor in a BattleMech's
    arms is refused (MECH_ARMOR_TYPE, once for each arm), as it is when the
    whole BattleMech wears it."""
    d = _patchwork("industrial")
    assert errors(d) == {"MECH_ARMOR_TYPE"}
    assert errors(dataclasses.replace(BareMechFactory(), armor_type="industrial")) == {"MECH_ARMOR_TYPE"}


# ------------------------------------------------------------------ tripods

def _tripod(d, cockpit: str):
    """A tripod of the bare design (IO tripod 'Mechs, p. 169): a center leg
    CL with the four leg actuators and 20 armor points (160 -> 180), its
    structure the legs' value (12 at 50 t, TM p. 47; 25 at 120 t, IO p.
    178), the structure weighing x1.1 (IO; then up to the half ton)."""
    return dataclasses.replace(
        d, mech=dataclasses.replace(d.mech, config="tripod", cockpit=cockpit),
        armor=d.armor + (LocationArmor("CL", 20),),
        mounts=d.mounts + tuple(Mount(n, "CL", (i,)) for i, n in
                                enumerate(("Hip", "Upper Leg Actuator", "Lower Leg Actuator", "Foot Actuator"))))


@pytest.mark.covers("cockpit:tripod")
def test_a_tripod_with_its_cockpit():
    """The bare 50 t 'Mech as a tripod with the tripod cockpit (4 t, IO p.
    169): structure 5 x 1.1 = 5.5 t, engine 12.5, gyro 3, cockpit 4, 180
    armor points 11.25 -> 11.5 t: 36.5 t of 50 (valid, MECH_UNDERWEIGHT).
    BV: armor 180 x 2.5 = 450, structure (83 + 12) x 1.5 = 142.5, gyro 25:
    617.5 x 1.3 = 802.75 + 68.5 = 871.25 -> 871.  Card: BM 2, 10", armor
    180 / 30 = 6, structure 4, 0/0/0, ENE.  The tripod cockpit on a biped
    breaks MECH_COCKPIT_TYPE (IO p. 169: tripods only)."""
    d = _tripod(BareMechFactory(), "tripod")
    assert bv_of(d) == 871
    assert card(d) == ("0/0/0", frozenset({"ENE"}))
    assert _stats(d) == ("BM", 2, '10"', 6, 4)
    assert errors(d) == set()
    assert warnings(d) == {"MECH_UNDERWEIGHT"}
    assert errors(with_mech(cockpit="tripod")(BareMechFactory())) == {"MECH_COCKPIT_TYPE"}


@pytest.mark.covers("cockpit:superheavy_tripod")
def test_a_superheavy_tripod_with_its_cockpit():
    """BareSuperheavyMechFactory as a tripod with the superheavy tripod
    cockpit (5 t, IO p. 178): structure 24 x 1.1 = 26.4 -> 26.5 t, engine
    11.5, gyro 6, cockpit 5, 180 armor points 11.5 t: 60.5 t of 120 (valid,
    MECH_UNDERWEIGHT).  BV: armor 450, structure (180 + 25) x 1.5 = 307.5,
    gyro 120: 877.5 x 1.1 = 965.25 + 92.4 = 1057.65 -> 1058.  Card: BM 4,
    4", armor 6, structure 9, 0/0/0, LG, ENE.  The cockpit on the biped
    superheavy, or on the 50 t tripod, breaks MECH_COCKPIT_TYPE."""
    d = _tripod(BareSuperheavyMechFactory(), "superheavy_tripod")
    assert bv_of(d) == 1058
    assert card(d) == ("0/0/0", frozenset({"LG", "ENE"}))
    assert _stats(d) == ("BM", 4, '4"', 6, 9)
    assert errors(d) == set()
    assert warnings(d) == {"MECH_UNDERWEIGHT"}
    assert errors(with_mech(cockpit="superheavy_tripod")(BareSuperheavyMechFactory())) == {"MECH_COCKPIT_TYPE"}
    assert errors(_tripod(BareMechFactory(), "superheavy_tripod")) == {"MECH_COCKPIT_TYPE"}


# ------------------------------------------------------------------ QuadVees

@pytest.mark.covers("cockpit:quadvee")
@pytest.mark.checklist("AS special", "QV")
def test_the_bare_quadvee():
    """BareQuadVeeFactory (its docstring weighs it, 44.5 t of 50, and works
    the values out): QuadVee cockpit 4 t (IO p. 133), conversion equipment
    5 t (IO p. 134), tracks 5 t.  BV 798; card BM 2, 10"qt, TMM 2, armor 5,
    structure 4, 0/0/0, QV, ENE.  Valid, underweight only."""
    d = BareQuadVeeFactory()
    assert bv_of(d) == 798
    assert card(d) == ("0/0/0", frozenset({"QV", "ENE"}))
    assert _stats(d) == ("BM", 2, '10"qt', 5, 4)
    assert alpha_strike.convert(d).as_dict()["tmm"] == 2
    assert errors(d) == set()
    assert warnings(d) == {"MECH_UNDERWEIGHT"}


def test_the_quadvee_cockpit_and_conversion_gear():
    """The QuadVee cockpit is for QuadVees only (IO p. 133): on the bare
    (Clan) biped MECH_COCKPIT_TYPE (besides the second cockpit slot the
    biped's head lacks).  Every leg of a QuadVee carries its conversion
    equipment: without the front left leg's, MECH_QUADVEE."""
    assert "MECH_COCKPIT_TYPE" in errors(with_mech(cockpit="quadvee")(BareMechFactory(tech_base="Clan")))
    d = BareQuadVeeFactory()
    gearless = dataclasses.replace(d, mounts=tuple(m for m in d.mounts
                                                   if not (m.item == "Conversion Gear" and m.location == "FLL")))
    assert "MECH_QUADVEE" in errors(gearless)
