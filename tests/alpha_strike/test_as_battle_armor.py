"""Battle armor conversion, worked by hand (ASC pp. 91-102 as the corpus
reference applies them), and the BA card."""

import sys
from dataclasses import replace
from pathlib import Path

import pytest

from bv import alpha_strike as A
from construction.model import BattleArmorDetails, Design, LocationArmor, Mount
from records.cards import cards_pdf

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "sheets"))


def squad(troopers=4, motion="jump", walk=1, jump=3, mounts=None, weight_class="medium", armor=5, clan=False):
    return Design(unit_type="battle_armor", chassis="Handmade Suit", model="HS-1", year=3060, tonnage=float(troopers),
                  walk_mp=walk, jump_mp=jump, armor_type="ba_standard", tech_base="Clan" if clan else "IS",
                  armor=(LocationArmor("TROOPER", armor),),
                  mounts=mounts if mounts is not None else (
                      Mount("ISBASmallLaser", "RA"), Mount("BABasicManipulator", "LA"),
                      Mount("BABasicManipulator", "RA")),
                  battle_armor=BattleArmorDetails(chassis="biped", weight_class=weight_class, motion=motion,
                                                  troopers=troopers))


def s_raw(result) -> str:
    """The raw S damage of a conversion (after the troop factor)."""
    return next(s.result for s in result.steps if s.step == "damage.s.raw")


def test_standard_squad_step_by_step():
    r = A.convert(squad())
    # jump 3 MP >= ground 1 MP: 6"j, TMM 1
    assert (r.unit_type, r.size, r.move_text, r.tmm) == ("BA", 1, '6"j', 1)
    # 5 armor x 4 troopers = 20 / 30 -> 1; a squad has structure 2
    assert (r.armor, r.structure) == (1, 2)
    # small laser 0.3 x troop factor 3.5 (4 troopers) = 1.05 -> 1.1 -> 2
    assert [str(d) for d in r.damage[:3]] == ["2", "0", "0"] and r.damage[3] is None
    assert r.ov == 0
    assert set(r.specials) == {"AM", "CAR4", "MEC"}
    # offensive 2; defensive 6/8 + 0.5 (jump) + (1 x 2 + 2 x 2) x (1 + 0.25 x (TMM 1 + jump 1 + BA 1))
    # = 1.25 + 10.5; 13.75 -> 14 (no brawler malus for battle armor)
    assert r.pv == 14


def test_troop_factor_and_squad_size():
    assert [str(d) for d in A.convert(squad(troopers=6)).damage[:1]] == ["2"]  # 0.3 x 4.5 = 1.35 -> 2
    assert A.convert(squad(troopers=1)).damage[0].minimal  # 0.3 x 0.5 = 0.15 -> 0*
    assert "CAR6" in A.convert(squad(troopers=6)).specials


def test_movement_letters():
    assert A.convert(squad(motion="leg", walk=2, jump=0)).move_text == '4"f'
    assert A.convert(squad(motion="jump", walk=3, jump=1)).move_text == '6"j'  # ground higher, still j
    assert A.convert(squad(motion="jump", walk=3, jump=0)).move_text == '6"f'  # no jump MP: foot
    assert A.convert(squad(motion="vtol", walk=1, jump=5)).move_text == '10"v'
    umu = A.convert(squad(motion="umu", walk=1, jump=3))
    # a UMU squad with two basic manipulators can make anti-'Mech attacks too
    assert umu.move_text == '6"s' and "UMU" in umu.specials and "AM" in umu.specials


def test_anti_mech_needs_two_basic_manipulators_or_a_claw():
    """AM is the BV's anti-'Mech capability (TM p. 169, Battle Armor
    Capabilities Table, with the TM pp. 168-170 examples): a humanoid suit
    up to medium with two basic manipulators or a battle claw (PA(L) and
    light suits: or two armored gloves).  One basic manipulator next to a
    weapon is not enough (the Tunnel Rat with its industrial drill); MEC
    (riding as mechanized battle armor) still needs only one."""
    laser = Mount("ISBASmallLaser", "RA")
    one = A.convert(squad(mounts=(laser, Mount("BABasicManipulator", "LA"))))
    assert "MEC" in one.specials and "AM" not in one.specials
    two = A.convert(squad(mounts=(laser, Mount("BABasicManipulator", "LA"), Mount("BABasicManipulator", "RA"))))
    assert "AM" in two.specials
    claw = A.convert(squad(mounts=(laser, Mount("BABattleClaw", "LA"))))
    assert "AM" in claw.specials
    # heavy suits never, whatever their manipulators
    heavy = A.convert(squad(weight_class="heavy"))
    assert "MEC" in heavy.specials and "AM" not in heavy.specials
    # AM is not priced: the PV is the same with or without it (13.75 -> 14, as the standard squad)
    assert one.pv == two.pv == 14


def test_anti_personnel_mount_armored_gloves_and_vibro_claws():
    mounts = (Mount("BAArmoredGlove", "LA"), Mount("BAArmoredGlove", "RA"), Mount("BAAPMount", "RA"),
              Mount("InfantryAssaultRifle", "RA", mount="APM"))
    r = A.convert(squad(mounts=mounts, weight_class="light"))
    # armored gloves: a flat 0.1 per suit (the AP weapon adds nothing) x 3.5 = 0.35 -> 0*
    assert str(r.damage[0]) == "0*"
    # two armored gloves let a light suit ride as mechanized battle armor
    assert "MEC" in r.specials and "AM" in r.specials
    claws = (Mount("BABattleClawVibro", "LA"), Mount("BABattleClawVibro", "RA"))
    r = A.convert(squad(mounts=claws))
    assert str(r.damage[0]) == "0*"  # 2 x 0.1 after the troop factor = 0.2 -> 0*


def test_anti_personnel_value_is_flat_per_suit():
    """Armored gloves 0.1, else an AP mount 0.05, once per suit; the AP
    weapons themselves, and more mounts or gloves, add nothing."""
    laser = Mount("ISBASmallLaser", "RA")
    gloves = (Mount("BAArmoredGlove", "LA"), Mount("BAArmoredGlove", "RA"))
    # two gloves, nothing else: 0.1 x 4.5 (6 troopers) = 0.45 -> 0.5 -> 1; 0.1 x 3.5 = 0.35 -> 0*
    assert str(A.convert(squad(troopers=6, mounts=gloves, weight_class="light")).damage[0]) == "1"
    assert str(A.convert(squad(troopers=4, mounts=gloves, weight_class="light")).damage[0]) == "0*"
    # one glove counts as much as two
    assert s_raw(A.convert(squad(mounts=gloves[:1], weight_class="light"))) == "0.35"
    # two AP mounts with two AP weapons and a small laser: (0.3 + 0.05) x 3.5 = 1.225 -> 2 (not 0.4 x 3.5 = 1.4)
    apm2 = (laser, Mount("BAAPMount", "LA"), Mount("InfantryAssaultRifle", "LA", mount="APM"),
            Mount("BAAPMount", "BODY"), Mount("InfantryAssaultRifle", "BODY", mount="APM"),
            Mount("BABasicManipulator", "LA"), Mount("BABasicManipulator", "RA"))
    assert s_raw(A.convert(squad(mounts=apm2))) == "1.225"
    # gloves take precedence over an AP mount: (0.3 + 0.1) x 3.5 = 1.4
    mixed = (laser, Mount("BAAPMount", "BODY"), Mount("InfantryAssaultRifle", "BODY", mount="APM")) + gloves
    assert s_raw(A.convert(squad(mounts=mixed, weight_class="light"))) == "1.4"


def test_battle_armor_er_micro_laser_and_small_vsp_laser_bands():
    manip = (Mount("BABasicManipulator", "LA"), Mount("BABasicManipulator", "RA"))
    # ER micro laser (1/2/4 hexes): S only, like the 'Mech one in the reference: 0.2 x 3.5 = 0.7 -> 1/0/0
    r = A.convert(squad(mounts=(Mount("CLBAERMicroLaser", "RA"),) + manip, clan=True))
    assert [str(d) for d in r.damage[:3]] == ["1", "0", "0"]
    # BA small VSP laser (5/4/3 at 2/4/6 hexes): its medium damage reaches M;
    # 4 x 1.2 (to-hit -4) = 0.48 x 3.5 = 1.68 -> 2
    r = A.convert(squad(mounts=(Mount("ISBASmallVSPLaser", "RA"),) + manip))
    assert str(r.damage[1]) == "2"


def test_battle_armor_lbx_autocannon_is_an_lbx():
    """The BA LB-X AC fires clusters like any LB-X: 3 hits of 4 at 7 x 1.05
    = 0.315 per trooper (not 4 x 1.05), and its damage gives FLK."""
    mounts = (Mount("CLBALBX", "RA"), Mount("CLBALBX", "LA"), Mount("BABasicManipulator", "LA"))
    r = A.convert(squad(mounts=mounts, weight_class="heavy", clan=True))
    assert s_raw(r) == "2.205"  # 2 x 0.315 x 3.5
    assert [str(d) for d in r.damage[:2]] == ["3", "3"]
    assert "FLK2/2/0" in r.specials


def test_battle_armor_heat_damage():
    manip = (Mount("BABasicManipulator", "LA"), Mount("BABasicManipulator", "RA"))
    # man-portable plasma rifle: heat 2 at S and M x 3.5 = 7 -> HT1/1/0
    r = A.convert(squad(mounts=(Mount("ISBAPlasmaRifle", "RA"),) + manip))
    assert "HT1/1/0" in r.specials
    # two BA heavy flamers: heat 4 + 4 at S only x 3.5 = 28 -> HT2/0/0 (their damage still reaches M)
    r = A.convert(squad(mounts=(Mount("ISBAHeavyFlamer", "RA"), Mount("ISBAHeavyFlamer", "BODY"),
                                Mount("BABasicManipulator", "LA")), weight_class="heavy"))
    assert "HT2/0/0" in r.specials and str(r.damage[1]) == "3"
    # a squad support flamer is one for the squad: heat 2 / 4 troopers x 3.5 = 1.75 -> no HT
    # (a flamer on every suit: 2 x 3.5 = 7 -> HT1)
    r = A.convert(squad(mounts=(Mount("ISBAFlamer", "RA", mount="SSWM"),) + manip))
    assert not any(c.startswith("HT") for c in r.specials)
    assert "HT1/0/0" in A.convert(squad(mounts=(Mount("ISBAFlamer", "RA"),) + manip)).specials


def test_heavy_and_quad_suits_make_no_anti_mech_attacks():
    r = A.convert(squad(weight_class="heavy"))
    assert "MEC" in r.specials and "AM" not in r.specials
    quad = squad()
    quad = quad.replace(battle_armor=replace(quad.battle_armor, chassis="quad"))
    assert not {"MEC", "AM"} & set(A.convert(quad).specials)


def test_no_ene_and_no_case_for_battle_armor():
    mounts = (Mount("ISBASRM2", "BODY"), Mount("BA-SRM2 Ammo", "BODY", shots=2), Mount("BABasicManipulator", "LA"))
    r = A.convert(squad(mounts=mounts))
    assert not {"ENE", "CASE"} & set(r.specials)
    # an Inner Sphere squad with a loaded body-mounted launcher is burdened: no AM
    assert "AM" not in r.specials and "MEC" in r.specials


def test_battle_armor_card_has_no_ov_box():
    from sheet_helpers import page_texts, squash

    text = squash(page_texts(cards_pdf([squad()]))[0])
    assert "HANDMADE SUIT" in text and "TP: BA" in text and "CAR4" in text and "PV: 14" in text
    assert "OV" not in text.split()
