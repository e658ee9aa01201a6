"""ProtoMech construction rules, each on a synthetic design: the legal
Testbed Proto (tests/design_factories.py, weighed by hand) breaks nothing,
and each mutant breaks exactly the rule it was made to break."""

from __future__ import annotations

import dataclasses

import pytest

import construction
from construction import protomech as pm
from construction.model import LocationArmor, Mount, ProtoMechDetails
from design_factories import LegalProtoMechFactory


def _codes(design) -> set[str]:
    return {i.code for i in construction.validate(design).issues}


def _swap(design, old: str, new: Mount):
    mounts = list(design.mounts)
    i = next(k for k, m in enumerate(mounts) if m.item == old)
    mounts[i] = new
    return dataclasses.replace(design, mounts=tuple(mounts))


def _armor(design, location: str, points: int):
    return dataclasses.replace(design, armor=tuple(LocationArmor(a.location, points if a.location == location else a.front)
                                                   for a in design.armor))


def test_the_testbed_is_legal_and_weighs_exactly_five_tons():
    d = LegalProtoMechFactory()
    assert construction.validate(d).issues == []
    parts = {p.part: p.kg for p in pm.weight_breakdown(d)}
    assert parts["internal structure"] == 500 and parts["engine (rating 40)"] == 1000 and parts["cockpit"] == 500
    assert parts["1 heat sinks"] == 250 and parts["armor (24 points)"] == 1200
    assert sum(p.kg for p in pm.weight_breakdown(d)) == 5000


def test_engine_rating_is_tonnage_times_running_mp():
    d = LegalProtoMechFactory()
    assert pm.engine_rating(d) == 40  # 5 t x run 8
    assert pm.engine_rating(dataclasses.replace(d, tonnage=7.0, walk_mp=4)) == 45  # 7 x 6 = 42, up to 45
    quad = dataclasses.replace(d, protomech=ProtoMechDetails(motion="quad"))
    assert pm.engine_rating(quad) == 30  # 5 x (8 - 2)


@pytest.mark.parametrize("mutate, code", [
    (lambda d: dataclasses.replace(d, tonnage=16.0), "PM_TONNAGE"),
    (lambda d: dataclasses.replace(d, tonnage=5.5), "PM_TONNAGE"),
    (lambda d: dataclasses.replace(d, tech_base="IS"), "PM_TECH_BASE"),
    (lambda d: dataclasses.replace(d, walk_mp=0, jump_mp=0), "PM_MOVEMENT"),
    (lambda d: dataclasses.replace(d, walk_mp=1, protomech=ProtoMechDetails(motion="glider")), "PM_MOVEMENT"),
    # 5 t x running 150 = 750, off the Master Engine Table: reported, not a crash weighing it
    (lambda d: dataclasses.replace(d, walk_mp=100, jump_mp=0), "PM_ENGINE"),
    (lambda d: dataclasses.replace(d, jump_mp=6), "PM_JUMP_MP"),
    (lambda d: dataclasses.replace(d, jump_mp=4), "PM_JUMP_MP"),
    (lambda d: _armor(d, "T", 11), "PM_ARMOR_MAX"),
    (lambda d: _armor(d, "RA", 3), "PM_ARMOR_MAX"),
    (lambda d: dataclasses.replace(d, armor_type="ferro_fibrous"), "PM_ARMOR_TYPE"),
    (lambda d: _swap(d, "CLMG", Mount("CLMG", "HD")), "PM_LOCATION"),
    (lambda d: _swap(d, "CLMG", Mount("CLMG", "MG")), "PM_MAIN_GUN"),
    (lambda d: dataclasses.replace(d, mounts=d.mounts + (Mount("CLMG", "T"), Mount("CLMG", "T"))), "PM_SLOTS"),
    (lambda d: _swap(d, "CLSRM2", Mount("CLSRM4", "RA")), "PM_LOCATION_WEIGHT"),
    (lambda d: _swap(d, "CLMG", Mount("CLMG", "LA", rear=True)), "PM_REAR"),
    (lambda d: _swap(d, "CLMG", Mount("ProtoQuadMeleeSystem", "T")), "PM_MELEE"),
    (lambda d: _swap(d, "CLMG", Mount("ProtoMagneticClamp", "LA")), "PM_CLAMP"),
    (lambda d: _swap(d, "CLMG", Mount("CLUltraAC20", "T")), "PM_EQUIPMENT"),
    (lambda d: _swap(d, "CLMG", Mount("ISHeavyGaussRifle", "T")), "PM_TECH_BASE"),
    (lambda d: _swap(d, "CLMG", Mount("CLERSmallLaser", "LA")), "PM_OVERWEIGHT"),
    (lambda d: _swap(d, "CLMG", Mount("CLERMicroLaser", "LA")), "PM_OVERWEIGHT"),  # 250 kg + its heat sink
    (lambda d: dataclasses.replace(d, mounts=d.mounts[:3] + d.mounts[4:]), "PM_UNDERWEIGHT"),
    (lambda d: dataclasses.replace(d, year=3000), "PM_INTRO_YEAR"),
    (lambda d: dataclasses.replace(d, year=3065, tonnage=12.0), "PM_INTRO_YEAR"),  # ultraheavy: 3075
    (lambda d: _swap(d, "CLMG", Mount("No Such Gadget", "LA")), "UNKNOWN_EQUIPMENT"),
])
def test_each_mutant_breaks_its_rule(mutate, code):
    assert code in _codes(mutate(LegalProtoMechFactory()))


def test_a_quad_has_no_arms_but_a_bigger_torso():
    d = LegalProtoMechFactory()
    quad = dataclasses.replace(d, protomech=ProtoMechDetails(motion="quad"), walk_mp=4, jump_mp=4,
                               mounts=tuple(m for m in d.mounts if m.location != "LA")[:-1])
    assert "PM_LOCATION" in _codes(quad)  # the SRM 2 and the arm armor are on arms
    moved = dataclasses.replace(quad, mounts=tuple(dataclasses.replace(m, location="T") if m.location == "RA" else m
                                                   for m in quad.mounts),
                                armor=tuple(a for a in quad.armor if a.location not in ("RA", "LA")))
    assert not {"PM_LOCATION", "PM_SLOTS", "PM_LOCATION_WEIGHT"} & _codes(moved)
    assert pm.max_armor(moved)["L"] == 10  # quad legs, TM p. 82 / IO:AE


def test_a_main_gun_holds_any_weight_and_adds_structure():
    d = dataclasses.replace(LegalProtoMechFactory(), protomech=ProtoMechDetails(main_gun=True),
                            armor=LegalProtoMechFactory().armor + (LocationArmor("MG", 3),))
    assert pm.structure_points(d)["MG"] == 1 and pm.max_armor(d)["MG"] == 3
    heavy = _swap(d, "CLMG", Mount("CLLRM10", "MG"))
    assert not {"PM_LOCATION_WEIGHT", "PM_MAIN_GUN", "PM_SLOTS"} & _codes(heavy)


def test_ultraheavy_limits():
    d = dataclasses.replace(LegalProtoMechFactory(), tonnage=12.0)
    assert pm.ultraheavy(d)
    parts = {p.part: p.kg for p in pm.weight_breakdown(d)}
    assert parts["cockpit"] == 750
    assert sum(kg for part, kg in parts.items() if part == "Jump Jet") == 150  # per jet (dict keeps the last)
    assert pm.max_armor(d)["RA"] == 6 and pm.max_armor(d)["T"] == 24


def test_the_protomech_melee_weapon_goes_in_an_arm_of_a_biped():
    """TO p. 337 (the catalog's ref): the ProtoMech melee weapon (500 kg) is
    arm-mounted and not for quads.  On the bare 5 t ProtoMech (3,200 kg,
    walk 5): in the right arm it is valid (3,700 kg); in the torso, or on
    the same ProtoMech made a quad (no arms: its arm armor goes), PM_MELEE."""
    from design_factories import BareProtoMechFactory

    bare = BareProtoMechFactory()
    arm = dataclasses.replace(bare, mounts=(Mount("ProtoMeleeWeapon", "RA"),))
    assert {i.code for i in construction.validate(arm).errors} == set()
    torso = dataclasses.replace(bare, mounts=(Mount("ProtoMeleeWeapon", "T"),))
    assert {i.code for i in construction.validate(torso).errors} == {"PM_MELEE"}
    quad = dataclasses.replace(bare, protomech=ProtoMechDetails(motion="quad"), mounts=(Mount("ProtoMeleeWeapon", "T"),),
                               armor=tuple(a for a in bare.armor if a.location not in ("RA", "LA")))
    assert {i.code for i in construction.validate(quad).errors} == {"PM_MELEE"}


def test_umu_mp_is_at_most_the_walking_mp():
    """One UMU per UMU MP, at most the walking MP as ProtoMech jump jets
    (IO p. 101): the bare ProtoMech walks 5; five UMUs are valid, six break
    PM_UMU_MP."""
    from design_factories import BareProtoMechFactory

    bare = BareProtoMechFactory()
    five = dataclasses.replace(bare, mounts=(Mount("ProtomechUMU", "BODY"),) * 5)
    assert {i.code for i in construction.validate(five).errors} == set()
    six = dataclasses.replace(bare, mounts=(Mount("ProtomechUMU", "BODY"),) * 6)
    assert {i.code for i in construction.validate(six).errors} == {"PM_UMU_MP"}


def test_a_umu_weighs_as_a_protomech_jump_jet():
    """A ProtoMech UMU (IO p. 101) weighs as a ProtoMech jump jet of the
    weight class, one per UMU MP: 50 kg up to 5 t, 100 kg for 6-9 t, 150 kg
    for an ultraheavy (MegaMek's figures; before, 0 kg).  The bare 5 t
    ProtoMech (3,200 kg) with five UMUs: 3,200 + 5 x 50 = 3,450 kg of 5,000,
    still valid."""
    from design_factories import BareProtoMechFactory

    bare = BareProtoMechFactory()
    five = dataclasses.replace(bare, mounts=(Mount("ProtomechUMU", "BODY"),) * 5)
    parts = pm.weight_breakdown(five)
    assert [p.kg for p in parts if p.part == "UMU"] == [50.0] * 5
    assert sum(p.kg for p in parts) == 3450
    assert {i.code for i in construction.validate(five).errors} == set()
    umu = Mount("ProtomechUMU", "BODY")
    eq = construction.catalog.catalog().find("ProtomechUMU")
    assert [pm.item_kg(dataclasses.replace(bare, tonnage=t), umu, eq) for t in (2, 5, 6, 9, 10, 15)] == \
        [50, 50, 100, 100, 150, 150]
