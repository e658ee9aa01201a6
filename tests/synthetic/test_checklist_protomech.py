"""ProtoMech members of the issue 16 checklist (deliverable 3) that
checklist_open.csv listed as waiting for a bare ProtoMech: both ProtoMech
armor types, the ProtoMech partial wing, and the Alpha Strike specials GLD,
MCS, UCS and JMPS, on BareProtoMechFactory (tests/design_factories.py; its
docstring weighs it and works its BV 107 and its card out by hand).

BV (TM pp. 306-307; the Defensive Factor Modifier Table, TM p. 317:
ProtoMech +0.1; the TechManual's Delphyne-2 example works the same steps
to its printed 316, tests/protomechs/test_protomech_bv.py): defensive
(armor points x 2.5 + structure points x 1.5) x (1 + TMM / 10 + 0.1), the
TMM the best of running and jumping (jumping +1); offensive (weapons,
ammunition by the shot, offensive equipment; no tonnage term) x the speed
factor of run + jump / 2 (rounded), (1 + (MP - 5) / 10) ^ 1.2 to two
decimals (TM p. 304).  TMM by MP (TW): 3-4 -> 1, 5-6 -> 2, 7-9 -> 3.

Alpha Strike (ASC pp. 91-98 as carried into AS:CE): PM, size 1, walk MP x
2", armor / 30 rounded normally, structure 1; TMM by inches 5-8" 1, 9-12"
2, 13-18" 3 (AS:CE); ENE when nothing explosive is carried.
"""

from __future__ import annotations

import dataclasses

import pytest

from bv import alpha_strike
from construction.model import LocationArmor, Mount, ProtoMechDetails
from design_factories import BareProtoMechFactory
from synth import add, bv_of, card, errors, warnings


def _stats(design):
    a = alpha_strike.convert(design).as_dict()
    return a["type"], a["size"], a["move"], a["tmm"], a["armor"], a["structure"]


@pytest.mark.covers("ProtoMech armor:standard")
def test_the_bare_protomech_with_standard_armor():
    """Standard ProtoMech armor (TM p. 87: 50 kg a point, BV x 2.5): BV
    107.1 -> 107 (factory docstring).  Card: PM, size 1, 10", TMM 2, armor
    24 / 30 = 0.8 -> 1, structure 1, 0/0/0, ENE.  3,200 of 5,000 kg: valid,
    underweight only."""
    d = BareProtoMechFactory()
    assert bv_of(d) == 107
    assert card(d) == ("0/0/0", frozenset({"ENE"}))
    assert _stats(d) == ("PM", 1, '10"', 2, 1, 1)
    assert errors(d) == set()
    assert warnings(d) == {"PM_UNDERWEIGHT"}


@pytest.mark.covers("ProtoMech armor:electric_discharge", "CLEDPArmor")
def test_electric_discharge_protomech_armor():
    """Electric discharge ProtoMech armor (IO:AE pp. 58-59: 75 kg a point,
    one torso slot, armor points x 2.5 like standard armor): 24 points
    weigh 1,800 kg, 3,800 of 5,000 kg.  The armor's own BV, 32 (IO p. 64;
    the figure MegaMek's ArmorType carries), is no defensive item (TM p.
    303 lists AMS, ECM, probes and the like) and counts as offensive
    equipment: 32 x speed factor 1.37 (run 8) = 43.84; 107.1 + 43.84 =
    150.94 -> 151.  Card unchanged: EDP gives no Alpha Strike ability and
    is not explosive: 0/0/0, ENE, armor 1.  Valid, underweight only."""
    d = add(BareProtoMechFactory(), Mount("CLEDPArmor", "T"), armor_type="electric_discharge")
    assert bv_of(d) == 151
    assert card(d) == ("0/0/0", frozenset({"ENE"}))
    assert _stats(d) == ("PM", 1, '10"', 2, 1, 1)
    assert errors(d) == set()
    assert warnings(d) == {"PM_UNDERWEIGHT"}


@pytest.mark.checklist("AS special", "GLD")
def test_a_glider_protomech_gives_gld():
    """Glider ProtoMech (IO:AE pp. 93-96): running MP 8 is at least the
    glider's 4; engine rating 5 x (8 - 2) = 30, 30 x 25 = 750 kg.  BV: a
    glider's running TMM +1 (TM p. 306 as extended by IO:AE): TMM 4, x
    (1 + 0.4 + 0.1) = 1.5: 76.5 x 1.5 = 114.75 -> 115.  Card: 10"g, GLD
    (AS:CE errata v6.02 p. 177), ENE.  Valid, underweight only."""
    d = dataclasses.replace(BareProtoMechFactory(), protomech=ProtoMechDetails(motion="glider"))
    assert bv_of(d) == 115
    assert card(d) == ("0/0/0", frozenset({"GLD", "ENE"}))
    assert _stats(d)[2] == '10"g'
    assert errors(d) == set()
    assert warnings(d) == {"PM_UNDERWEIGHT"}


@pytest.mark.covers("ProtoMagneticClamp")
@pytest.mark.checklist("AS special", "MCS")
def test_magnetic_clamps_give_mcs():
    """ProtoMech magnetic clamps (IO p. 66: torso, 250 kg on a 2-5 t
    ProtoMech; BV 1, MegaMek's figure) count as offensive equipment: 1 x
    1.37 = 1.37; 107.1 + 1.37 = 108.47 -> 108.  Card: MCS (AS:CE, clamps
    of a ProtoMech up to 9 t), ENE.  3,450 kg: valid, underweight only."""
    d = add(BareProtoMechFactory(), Mount("ProtoMagneticClamp", "T"))
    assert bv_of(d) == 108
    assert card(d) == ("0/0/0", frozenset({"MCS", "ENE"}))
    assert errors(d) == set()
    assert warnings(d) == {"PM_UNDERWEIGHT"}


@pytest.mark.checklist("AS special", "UCS")
def test_magnetic_clamps_on_an_ultraheavy_protomech_give_ucs():
    """A 10 t ultraheavy ProtoMech (IO:AE pp. 93-96), walk 3 (run 5), the
    same 24 armor points; structure (10 t row: head 3, torso 10, arms 3 +
    3, legs 6) 25 points.  Weight: structure 1,000; engine 10 x 5 = 50,
    standard fusion 50 = 1,500; ultraheavy cockpit 750; armor 1,200;
    clamps (ultraheavy) 1,000: 5,450 of 10,000 kg.  BV: (60 + 25 x 1.5 =
    97.5) x (1 + TMM 2 (run 5) / 10 + 0.1) = 126.75; clamps 1 x speed
    factor 1.0 (5 MP) = 1; 127.75 -> 128.  Card: 6" (TMM 1), armor 1,
    UCS (clamps of an ultraheavy ProtoMech), ENE.  Valid, underweight."""
    d = BareProtoMechFactory(tonnage=10.0, walk_mp=3)
    assert [a.front for a in d.armor] == [4, 10, 2, 2, 6]
    d = add(d, Mount("ProtoMagneticClamp", "T"))
    assert bv_of(d) == 128
    assert card(d) == ("0/0/0", frozenset({"UCS", "ENE"}))
    assert _stats(d) == ("PM", 1, '6"', 1, 1, 1)
    assert errors(d) == set()
    assert warnings(d) == {"PM_UNDERWEIGHT"}


def _jumper(*more):
    return add(BareProtoMechFactory(jump_mp=5), *(Mount("ProtomechJumpJet", "BODY") for _ in range(5)), *more)


def test_the_bare_protomech_with_five_jump_jets():
    """The reference for the wing: 5 ProtoMech jump jets (TM p. 225: 50 kg
    each on a 2-5 t ProtoMech), jump 5: jumping TMM 2 + 1 = 3, the same as
    running: 107.1; offensive 0: BV 107.  Card: jump 10" equals the ground
    10": one move, 10"j, no JMPS/JMPW.  3,450 kg: valid."""
    d = _jumper()
    assert bv_of(d) == 107
    assert card(d) == ("0/0/0", frozenset({"ENE"}))
    assert _stats(d)[2] == '10"j'
    assert errors(d) == set()


@pytest.mark.covers("ProtoMechPartialWing")
@pytest.mark.checklist("AS special", "JMPS")
def test_a_protomech_partial_wing_adds_two_jump_mp():
    """ProtoMech partial wing (TO p. 293 with TO errata v3.02, digest B9:
    the bonus only for a unit with jump MP; +2 jump MP, the figure the
    reference cards show, e.g. the Hippogriff's 14"j on 5 jump jets; 20% of
    the tonnage = 1,000 kg): jump 5 + 2 = 7.  BV: jumping TMM 3 + 1 = 4
    beats running 3: x (1 + 0.4 + 0.1) = 1.5: 76.5 x 1.5 = 114.75 -> 115.
    Card: 10" and 14"j (jump 7 x 2"); TMM 3 (13-18") against 2: JMPS1
    (AS:CE: jump TMM minus ground TMM).  4,450 kg: valid, underweight.

    Before this change the ProtoMech BV left the wing out (jump 5: 107)
    while the card already counted it."""
    d = _jumper(Mount("ProtoMechPartialWing", "T"))
    assert bv_of(d) == 115
    assert card(d) == ("0/0/0", frozenset({"JMPS1", "ENE"}))
    assert _stats(d)[2:4] == ('10"/14"j', 2)
    assert errors(d) == set()
    assert warnings(d) == {"PM_UNDERWEIGHT"}


def test_a_partial_wing_without_jump_jets_adds_nothing():
    """No jump MP, no bonus (TO p. 293, errata): the wing alone (1,000 kg)
    leaves BV 107 and the 10" card."""
    d = add(BareProtoMechFactory(), Mount("ProtoMechPartialWing", "T"))
    assert bv_of(d) == 107
    assert _stats(d)[2] == '10"'
