"""One copy of each fact (issue 14): the facts of a design that several
consumers read - the record sheet, Battle Value, Alpha Strike, validation -
are worked out once, in construction/derived.py (and, for the facts read
off BV tables, bv/tables.py).  Each consumer then applies its own rule to
the fact: a supercharger is run = walk x 2 to BV (TM p. 315), walk x 1.25
to Alpha Strike (ASC p. 92) and the sprint on the sheet; which boosters the
design carries is the one fact all three read.

The designs are the bare 'Mech, tank and ProtoMech of the item tests
(tests/design_factories.py) with the item under test added; nothing here
needs them to be legal."""

from __future__ import annotations

import dataclasses

import pytest

from bv import alpha_strike
from bv.mech import gather_facts
from bv.tables import prototype_jump_jets, shield_movement, table
from construction import derived
from construction import protomech as pm_rules
from construction.catalog import catalog
from construction.model import Engine, LocationArmor, Mount
from design_factories import BareMechFactory, BareProtoMechFactory, BareTankFactory, BareVTOLFactory


def add(design, *mounts: Mount, **changes):
    return dataclasses.replace(design, mounts=design.mounts + tuple(mounts), **changes)


MASC = Mount("ISMASC", "LT", (0, 1, 2))
SUPERCHARGER = Mount("Supercharger", "CT", (10,))


# ------------------------------------------------------------------ MASC / supercharger

def test_a_bare_mech_has_no_boosters():
    b = derived.boosters(BareMechFactory())
    assert (b.masc, b.supercharger, b.any) == (False, False, False)


@pytest.mark.parametrize("mounts, masc, supercharger", [
    ((MASC,), True, False),
    ((SUPERCHARGER,), False, True),
    ((MASC, SUPERCHARGER), True, True),
], ids=["MASC", "supercharger", "both"])
def test_boosters_tell_masc_from_a_supercharger(mounts, masc, supercharger):
    """Both items carry the MASC flag; the supercharger is told by its id."""
    b = derived.boosters(add(BareMechFactory(), *mounts))
    assert (b.masc, b.supercharger, b.any) == (masc, supercharger, True)


@pytest.mark.parametrize("mounts, sprint, bv_run, as_move", [
    ((MASC,), 10, 10, '12"'),
    ((SUPERCHARGER,), 10, 10, '12"'),
    ((MASC, SUPERCHARGER), 13, 13, '16"'),
], ids=["MASC", "supercharger", "both"])
def test_every_consumer_reads_the_same_boosters(mounts, sprint, bv_run, as_move):
    """Walk 5.  Sheet sprint and BV run: x 2 = 10 with one booster, x 2.5 =
    12.5 -> 13 with both (TM p. 315).  Alpha Strike (ASC p. 92): 5 x 1.25 =
    6.25 -> 6, x 2" = 12"; both x 1.5 = 7.5 -> 8, 16"."""
    d = add(BareMechFactory(), *mounts)
    assert derived.movement(d).sprint == sprint
    assert gather_facts(d).movement.run == bv_run
    assert alpha_strike.convert(d).as_dict()["move"] == as_move


def test_a_tank_supercharger_and_a_vtol_jet_booster():
    """A VTOL jet booster carries the MASC flag: it is MASC to the boosters
    (BV flank x 2 reads ``any``); Alpha Strike's supercharger x1.25 reads
    ``supercharger`` only (the jet booster has its own line there)."""
    tank = derived.boosters(add(BareTankFactory(), Mount("Supercharger", "BODY")))
    assert (tank.masc, tank.supercharger) == (False, True)
    vtol = derived.boosters(add(BareVTOLFactory(), Mount("ISVTOLJetBooster", "BODY")))
    assert (vtol.masc, vtol.supercharger, vtol.any) == (True, False, True)


def test_a_protomech_myomer_booster_is_its_masc():
    """The ProtoMech myomer booster carries the MASC flag: run = walk x 2 =
    10 (TW); Alpha Strike walk 5 x 1.25 = 6.25 -> 6, 12"."""
    d = add(BareProtoMechFactory(), Mount("CLMyomerBooster", "BODY"))
    assert pm_rules.has_myomer_booster(d) and derived.boosters(d).masc
    assert pm_rules.run_mp(d) == 10
    assert alpha_strike.convert(d).as_dict()["move"] == '12"'
    assert not pm_rules.has_myomer_booster(BareProtoMechFactory())


# ------------------------------------------------------------------ movement facts

def test_umu_mp_is_one_a_slot():
    """Three one-slot UMUs and a mount of two slots: 3 + 2 = 5 UMU MP."""
    d = add(BareMechFactory(), Mount("UMU", "LL", (4,)), Mount("UMU", "RL", (4,)), Mount("UMU", "CT", (10,)),
            Mount("UMU", "LT", (0, 1)))
    assert derived.umu_mp(d) == 5
    assert derived.movement(d).umu == 5
    assert gather_facts(d).movement.umu == 5
    assert derived.umu_mp(BareMechFactory()) == 0


def test_aes_locations():
    d = add(BareMechFactory(), Mount("ISAES", "RA", (4, 5)))
    assert derived.aes_locations(d) == frozenset({"RA"})
    assert gather_facts(d).aes_locations == frozenset({"RA"})
    assert derived.aes_locations(BareMechFactory()) == frozenset()


def test_modular_armor_mounts():
    """Two modular armor mounts: 2 (each 10 points, TO p. 281)."""
    d = add(BareMechFactory(), Mount("ISModularArmor", "LT", tuple(range(5))),
            Mount("ISModularArmor", "RT", tuple(range(5))))
    assert derived.modular_armor_mounts(d) == 2
    assert derived.modular_armor_mounts(add(BareTankFactory(), Mount("ISModularArmor", "FRONT"))) == 1
    assert derived.modular_armor_mounts(BareMechFactory()) == 0


def test_shield_movement():
    """TO p. 290: a medium shield -1 walk, -1 jump; a large one -1 walk and
    no jumping; a small one nothing."""
    medium = shield_movement(add(BareMechFactory(), Mount("ISMediumShield", "LA", (4, 5, 6, 7, 8))))
    assert (medium.shields, medium.walk, medium.jump, medium.no_jump) == (1, -1, -1, False)
    large = shield_movement(add(BareMechFactory(), Mount("ISLargeShield", "LA", tuple(range(4, 11)))))
    assert (large.shields, large.walk, large.no_jump) == (1, -1, True)
    small = shield_movement(add(BareMechFactory(), Mount("ISSmallShield", "LA", (4, 5, 6))))
    assert small.shields == 0


def test_every_shield_of_the_table_is_a_club():
    """shield_movement skips designs without the F_CLUB flag."""
    for item_id in table("equipment_rules")["shield_movement"]["by_id"]:
        assert "F_CLUB" in catalog().by_id(item_id).flags, item_id


@pytest.mark.parametrize("design, bonus", [
    (BareMechFactory(), 2), (BareMechFactory(tonnage=55.0), 2), (BareMechFactory(tonnage=60.0), 1),
    (BareProtoMechFactory(), 2), (BareProtoMechFactory(tonnage=15.0), 2),
], ids=["50 t", "55 t", "60 t", "5 t ProtoMech", "15 t ProtoMech"])
def test_partial_wing_jump_bonus(design, bonus):
    """TO p. 293 with the TO errata v3.02: +2 up to 55 t, +1 above; a
    ProtoMech's partial wing +2."""
    assert derived.partial_wing_jump_bonus(design) == bonus


def test_a_protomech_partial_wing_in_bv_and_alpha_strike():
    """Jump 3 + 2 = 5: BV movement line and the card's 10"j (walk 5 x 2" =
    10" = jump 5 x 2": the jump move alone)."""
    d = add(BareProtoMechFactory(), Mount("ProtoMechPartialWing", "BODY"), jump_mp=3)
    from bv.protomech import compute_protomech

    assert "jump 5 (partial wing +2)" in compute_protomech(d).breakdown[0].description
    assert alpha_strike.convert(d).as_dict()["move"] == '10"j'


# ------------------------------------------------------------------ heat and engine facts

def test_coolant_pods():
    d = add(BareMechFactory(), Mount("Coolant Pod", "LT", (0,)), Mount("Coolant Pod", "RT", (0,)))
    assert derived.coolant_pods(d) == 2
    assert derived.coolant_pods(BareMechFactory()) == 0


def test_jump_jet_kinds():
    standard = add(BareMechFactory(), Mount("Jump Jet", "LL", (4,)), jump_mp=1)
    improved = add(BareMechFactory(), Mount("Improved Jump Jet", "LL", (4, 5)), jump_mp=1)
    prototype = add(BareMechFactory(), Mount("ISPrototypeImprovedJumpJet", "LL", (4, 5)), jump_mp=1)
    assert not derived.improved_jump_jets(standard) and not prototype_jump_jets(standard)
    assert derived.improved_jump_jets(improved) and not prototype_jump_jets(improved)
    assert prototype_jump_jets(prototype)


@pytest.mark.parametrize("engine, fusion, xxl", [
    (Engine("fusion", 250), True, False),
    (Engine("xl_is", 250), True, False),
    (Engine("xxl_is", 250), True, True),
    (Engine("large_xxl_clan", 450), True, True),
    (Engine("primitive_fusion", 250), True, False),
    (Engine("ice", 250), False, False),
    (Engine("fuel_cell", 250), False, False),
    (Engine("fission", 250), False, False),
    (None, True, False),
])
def test_engine_facts(engine, fusion, xxl):
    """Fusion from the component table; a design without an engine line
    reads as fusion."""
    d = BareMechFactory(engine=engine)
    assert derived.engine_type(d) == (engine.type if engine else "fusion")
    assert derived.engine_fusion(d) is fusion
    assert derived.xxl_engine(d) is xxl
    if engine is not None:
        assert gather_facts(d).engine_fusion is fusion


def test_stealth_armor():
    assert derived.stealth_armor(BareMechFactory(armor_type="stealth"))
    patch = tuple(dataclasses.replace(a, armor_type="stealth") if a.location == "CT" else a
                  for a in BareMechFactory().armor)
    assert derived.stealth_armor(BareMechFactory(armor_type="patchwork", armor=patch))
    assert not derived.stealth_armor(BareMechFactory())
    assert not derived.stealth_armor(BareMechFactory(armor=(LocationArmor("CT", 10, 2, "hardened"),)))


# ------------------------------------------------------------------ battle armor mechanical jump booster

def test_a_mechanical_jump_booster_adds_the_same_ground_mp_to_bv_and_the_card():
    """A battle armor mechanical jump booster adds 1 ground MP (data/components/
    battle_armor.json motive.boosters): the construction limit, BV and the
    Alpha Strike card read the one figure (construction.battle_armor.
    mechanical_jump_booster_mp).  Worked by hand on the bare squad of four
    medium suits (6 armor points each, TM pp. 307-308) with walking MP 2:
    without the booster ground MP 2 -> TMM 0, a trooper's defensive rating
    (6 x 2.5 + 1) x (1 + 0/10 + 0.1) = 17.6, squad 17.6 x 5.2 = 91.52 -> 92,
    card 4"f; with it ground MP 3 -> TMM 1, (6 x 2.5 + 1) x (1 + 1/10 + 0.1)
    = 19.2, squad 19.2 x 5.2 = 99.84 -> 100, card 6"f."""
    import bv
    from construction import battle_armor as ba_rules
    from design_factories import BareBattleArmorFactory

    plain = dataclasses.replace(BareBattleArmorFactory(), walk_mp=2)
    boosted = add(plain, Mount("BAMechanicalJumpBooster", "BODY"))
    assert ba_rules.mechanical_jump_booster_mp(ba_rules.context(plain)) == 0
    assert ba_rules.mechanical_jump_booster_mp(ba_rules.context(boosted)) == 1
    assert bv.compute(plain).bv == 92 and bv.compute(boosted).bv == 100
    assert alpha_strike.convert(plain).move == (("f", 4),)
    assert alpha_strike.convert(boosted).move == (("f", 6),)
