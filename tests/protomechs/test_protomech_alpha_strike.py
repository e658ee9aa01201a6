"""Alpha Strike conversion of ProtoMechs on synthetic designs, every value
worked by hand (ASC pp. 91-102 and 138-139 as carried into AS:CE)."""

from __future__ import annotations

import dataclasses

import construction
from bv import alpha_strike
from construction.model import Engine, LocationArmor, Mount, ProtoMechDetails
from design_factories import LegalProtoMechFactory


def _fusillade_proto():
    """Testbed Fusillade TF-1: a legal 9-ton Clan biped with a main gun,
    weighed by hand (kg; TM pp. 81-88): structure 900; walk 4 -> run 6,
    rating 9 x 6 = 54 -> 55, standard fusion 1,500; cockpit 500; Fusillade in
    the torso 1,500 and one as the main gun 1,500 (IO p. 65; no ammunition
    entry, the launcher and its one reload are built in); ER small laser in
    the right arm 500 (the arm's 0.5 t) with 2 heat sinks 500; 42 armor
    points x 50 = 2,100 (head 6, torso 18, arms 4, legs 10).  9,000 kg.

    Alpha Strike by hand:
    move 4 MP x 2 = 8", TMM 1; armor 42 / 30 = 1.4 -> 1; structure 1.
    Each Fusillade is 0.45 at S, 0.3 at M, nothing at L (the reference's
    value, weapon_classes.json); the ER small laser (5 damage, long range 6
    hexes) 0.5 at S and M.  S 0.9 + 0.5 = 1.4 -> 2; M 0.6 + 0.5 = 1.1 -> 2;
    L 0.  IATM: the launchers' M is 0.6, under 1: no IATM.  Nothing
    explosive: ENE.
    PV: offensive 2 + 2 x 2 + 0 = 6, + size 1 / 2 = 6.5; defensive 8" / 8
    = 1, DIR (armor 1 x 2 + structure 1) x (1 + 0.1 x (TMM 1 + ProtoMech 1))
    = 3.6 -> 3.5; 6.5 + 4.5 = 11.  No agile bonus (TMM 1), no brawler malus
    (8" with M damage).  PV 11.  (The iATM 3 rating the catalog's ammunition
    type would give, 0.9/0.6/0.3 a launcher, makes it 3/2/1, IATM2/1/1 and
    PV 14: the value this test guards against.)"""
    return dataclasses.replace(
        LegalProtoMechFactory(), chassis="Testbed Fusillade", model="TF-1", rules_level="experimental", year=3072,
        tonnage=9.0, walk_mp=4, jump_mp=0, engine=Engine("protomech", 55, "Clan"),
        armor=(LocationArmor("HD", 6), LocationArmor("T", 18), LocationArmor("RA", 4), LocationArmor("LA", 4),
               LocationArmor("L", 10)),
        mounts=(Mount("Fusillade", "T"), Mount("Fusillade", "MG"), Mount("CLERSmallLaser", "RA")),
        protomech=ProtoMechDetails(motion="biped", main_gun=True))


def test_the_fusillade_testbed_is_legal():
    assert construction.validate(_fusillade_proto()).issues == []


def test_fusillade_conversion_worked_by_hand():
    r = alpha_strike.convert(_fusillade_proto())
    card = r.as_dict()
    assert (card["type"], card["size"], card["move"], card["tmm"], card["armor"], card["structure"]) == (
        "PM", 1, '8"', 1, 1, 1)
    assert card["damage"] == {"s": "2", "m": "2", "l": "0", "e": None}
    assert card["specials"] == ["ENE"]
    steps = {s.step: s.result for s in r.steps}
    assert (steps["damage.s.raw"], steps["damage.m.raw"], steps["damage.l.raw"]) == ("1.4", "1.1", "0")
    assert steps["special.IATM"] == "no IATM"
    assert (steps["pv.size"], steps["pv.dir"], steps["pv.subtotal"]) == ("6.5", "3.5", "11")
    assert r.pv == 11


def test_four_fusillades_reach_the_iatm_special():
    """Four launchers in the torso of a 15-ton quad (6 slots, 8 t): S 4 x
    0.45 = 1.8, M 4 x 0.3 = 1.2 (1 or more: the IATM special), L 0; the
    special rounds normally: IATM2/1/0, and adds its L value 0 to the PV."""
    d = dataclasses.replace(_fusillade_proto(), tonnage=15.0, walk_mp=2, engine=Engine("protomech", 15, "Clan"),
                            armor=(LocationArmor("HD", 0), LocationArmor("T", 0), LocationArmor("L", 0)),
                            mounts=tuple(Mount("Fusillade", "T") for _ in range(4)),
                            protomech=ProtoMechDetails(motion="quad"))
    assert construction.validate(d).valid
    r = alpha_strike.convert(d)
    assert r.as_dict()["damage"] == {"s": "2", "m": "2", "l": "0", "e": None}
    assert "IATM2/1/0" in r.as_dict()["specials"]
