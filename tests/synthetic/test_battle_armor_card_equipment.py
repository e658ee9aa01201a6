"""Alpha Strike cards of battle armor equipment, worked by hand (issue 16,
battle armor audit): each item on the bare squad of
tests/design_factories.py (BareBattleArmorFactory: four Inner Sphere medium
biped suits, ground MP 1, 6 armor points, nothing mounted).

The bare squad (ASC pp. 92-102; PV ASC pp. 138-139):

* 2"f (TMM 0), armor 6 x 4 / 30 = 0.8 -> 1, structure 2, damage 0/0/0, CAR4.
* PV: offensive 0; defensive: move 2" / 8 = 0.25, plus (armor 1 x 2 +
  structure 2 x 2) = 6 x defense factor (TMM 0 + 1 for battle armor = 1:
  1 + 0.1 x 1 = 1.1) = 6.6 -> 6.5 (to the half); 0.25 + 6.5 = 6.75 -> PV 7.

Each row adds one item (or two) and gives the card's abilities and the PV
with the step that moves it: offensive abilities (ASC p. 139: MDS its
number, ARTBA-# 6 each, CNARC 0.5 each, BTAS 0.25 each, LTAG 0.25; a 0*
damage counts 0.5), defensive abilities (RAMS 1.25), the defense factor
(LMAS lifts the TMM to 2), the C3 bonus (5% of the subtotal, to the half)
and the force bonus (AECM 3, RCN 2, LPRB 1, LECM 0.5, MHQ its number).
"""

from __future__ import annotations

import dataclasses

import pytest

from bv import alpha_strike
from construction.model import Mount
from design_factories import BareBattleArmorFactory
from synth import add, card

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist(
    "AS special", "AECM", "AM", "ARTBA", "BTAS", "C3I", "C3S", "CAR", "CNARC", "LECM", "LMAS", "LPRB", "LTAG", "MDS",
    "MEC", "MHQ", "MSW", "PAR", "RAMS", "RCN", "RSD", "SOA", "SRCH", "XMEC")


def pv(design) -> int:
    return alpha_strike.convert(design).pv


def test_the_bare_squad():
    d = BareBattleArmorFactory()
    assert card(d) == ("0/0/0", frozenset({"CAR4"}))
    assert alpha_strike.convert(d).move_text == '2"f'
    assert pv(d) == 7


ITEMS = [
    # mine dispenser: MDS2 each (ASC p. 96; p. 87 errata v6.02: each lays a minefield a turn); 6.75 + 2 = 8.75 -> 9
    ((("ISBAMineDispenser", "BODY"),), "0/0/0", {"CAR4", "MDS2"}, 9),
    # two dispensers: MDS4; 6.75 + 4 = 10.75 -> 11
    ((("ISBAMineDispenser", "BODY"), ("ISBAMineDispenser", "RA")), "0/0/0", {"CAR4", "MDS4"}, 11),
    # BA tube artillery: ARTBA-1, no damage of its own; 6.75 + 6 = 12.75 -> 13
    ((("ISBATubeArtillery", "BODY"),), "0/0/0", {"CAR4", "ARTBA-1"}, 13),
    # two tubes: ARTBA-2; 6.75 + 12 = 18.75 -> 19
    ((("ISBATubeArtillery", "BODY"), ("ISBATubeArtillery", "RA")), "0/0/0", {"CAR4", "ARTBA-2"}, 19),
    # compact Narc: CNARC (a battle armor Narc is compact); 6.75 + 0.5 = 7.25 -> 7
    ((("CLBACompactNarc", "RA"),), "0/0/0", {"CAR4", "CNARC1"}, 7),
    # two: CNARC2; 6.75 + 1 = 7.75 -> 8
    ((("CLBACompactNarc", "RA"), ("CLBACompactNarc", "LA")), "0/0/0", {"CAR4", "CNARC2"}, 8),
    # taser: BTAS1; its damage 1 x 0.95 (+1 to hit) x 0.1 (one-shot, ASC p. 94) / 10 x 3.5 = 0.033 -> 0*
    # PV: 0* counts 0.5 + BTAS 0.25 = 0.75; 6.75 + 0.75 = 7.5 -> 8
    ((("ISBATaser", "RA"),), "0*/0/0", {"CAR4", "BTAS1"}, 8),
    # light TAG (short range 3 < 5): LTAG, no damage; 6.75 + 0.25 = 7 -> 7
    ((("CLBALightTAG", "RA"),), "0/0/0", {"CAR4", "LTAG"}, 7),
    # BA APDS: RAMS (defensive 1.25); 6.75 + 1.25 = 8 -> 8
    ((("ISBAAPDS", "RA"),), "0/0/0", {"CAR4", "RAMS"}, 8),
    # battle armor C3: C3S and MHQ1; C3 bonus 6.75 x 0.05 = 0.34 -> 0.5; + MHQ 1: 8.25 -> 8
    ((("BattleArmorC3", "BODY"),), "0/0/0", {"CAR4", "C3S", "MHQ1"}, 8),
    # battle armor C3i: C3I and MHQ2; 6.75 + 0.5 + 2 = 9.25 -> 9
    ((("ISBC3i", "BODY"),), "0/0/0", {"CAR4", "C3I", "MHQ2"}, 9),
    # camo system: LMAS lifts the TMM to 2 (+1 battle armor = 3: factor 1.75): 6 x 1.75 = 10.5; 0.25 + 10.5 -> 11
    ((("Camo System", "BODY"),), "0/0/0", {"CAR4", "LMAS"}, 11),
    # single-hex ECM: LECM (force 0.5); 7.25 -> 7
    ((("IS BA ECM", "BODY"),), "0/0/0", {"CAR4", "LECM"}, 7),
    # Angel ECM: AECM (force 3); 9.75 -> 10
    ((("BAISAngelECMSuite", "BODY"),), "0/0/0", {"CAR4", "AECM"}, 10),
    # light active probe: LPRB, and RCN with it (force 1 + 2); 9.75 -> 10
    ((("ISBALightActiveProbe", "BODY"),), "0/0/0", {"CAR4", "LPRB", "RCN"}, 10),
    # improved sensors: RCN (force 2); 8.75 -> 9
    ((("ISImprovedSensors", "BODY"),), "0/0/0", {"CAR4", "RCN"}, 9),
    # remote sensor dispenser: RSD1 and RCN (force 2); 8.75 -> 9
    ((("ISBARemoteSensorDispenser", "BODY"),), "0/0/0", {"CAR4", "RSD1", "RCN"}, 9),
    # space operations adaptation: SOA; parafoil: PAR (no PV)
    ((("ISBASpaceOperationsAdaptation", "BODY"),), "0/0/0", {"CAR4", "SOA"}, 7),
    ((("BAParafoil", "BODY"),), "0/0/0", {"CAR4", "PAR"}, 7),
    # magnetic clamps: XMEC (it replaces MEC), and a medium biped that can ride may make anti-'Mech attacks: AM
    ((("BA-Magnetic Clamp", "BODY"),), "0/0/0", {"CAR4", "XMEC", "AM"}, 7),
    # mine clearance manipulator: MSW; a manipulator lets the suit ride (MEC), but one basic manipulator
    # is not enough for anti-'Mech attacks (two, or a claw: TM p. 169 with the Tunnel Rat example): no AM
    ((("BABasicManipulatorMineClearance", "RA"),), "0/0/0", {"CAR4", "MSW", "MEC"}, 7),
    # vibro-claw: + 0.1 at S after the troop factor -> 0*; PV 6.75 + 0.5 = 7.25 -> 7
    ((("BABattleClawVibro", "RA"),), "0*/0/0", {"CAR4", "MEC", "AM"}, 7),
    # two heavy vibro-claws: 0.2 -> 0*
    ((("BAHeavyBattleClawVibro", "RA"), ("BAHeavyBattleClawVibro", "LA")), "0*/0/0", {"CAR4", "MEC", "AM"}, 7),
    # a handheld searchlight: SRCH (no PV)
    ((("HHSearchlight", "RA"),), "0/0/0", {"CAR4", "SRCH"}, 7),
]


@pytest.mark.covers("ISBAMineDispenser", "ISBATubeArtillery", "CLBACompactNarc", "ISBATaser", "CLBALightTAG",
                    "ISBAAPDS", "BattleArmorC3", "ISBC3i", "Camo System", "IS BA ECM", "BAISAngelECMSuite",
                    "ISBALightActiveProbe", "ISImprovedSensors", "ISBARemoteSensorDispenser",
                    "ISBASpaceOperationsAdaptation", "BAParafoil", "BA-Magnetic Clamp",
                    "BABasicManipulatorMineClearance", "BABattleClawVibro", "BAHeavyBattleClawVibro", "HHSearchlight")
@pytest.mark.parametrize("mounts, want_damage, want_specials, want_pv", ITEMS,
                         ids=["+".join(i for i, _ in row[0]) for row in ITEMS])
def test_an_item_on_the_bare_squad(mounts, want_damage, want_specials, want_pv):
    d = add(BareBattleArmorFactory(), *(Mount(item, loc) for item, loc in mounts))
    assert card(d) == (want_damage, frozenset(want_specials))
    assert pv(d) == want_pv


def _jump_squad():
    d = BareBattleArmorFactory()
    return dataclasses.replace(d, jump_mp=3, battle_armor=dataclasses.replace(d.battle_armor, motion="jump"))


@pytest.mark.covers("BAJumpBooster", "BAPartialWing", "BAMechanicalJumpBooster", "CLBAMyomerBooster")
def test_jump_equipment():
    """The bare squad with 3 jump MP: 6"j (TMM 1); PV 6" / 8 + 0.5 (jump)
    = 1.25, factor TMM 1 + 1 (jump) + 1 (battle armor) = 3: 1.75, 6 x 1.75
    = 10.5; 11.75 -> 12.  A jump booster or a partial wing adds 1 jump MP:
    8"j, still TMM 1 (PV 1 + 0.5 + 10.5 = 12).  A mechanical jump booster
    on a squad that jumps already changes nothing; on a leg squad it adds
    a ground MP (4"f).  The myomer booster's MP are not converted (it works
    only while the squad neither jumps nor fires)."""
    j = _jump_squad()
    r = alpha_strike.convert(j)
    assert (r.move_text, r.pv) == ('6"j', 12)
    for item in ("BAJumpBooster", "BAPartialWing"):
        r = alpha_strike.convert(add(j, Mount(item, "BODY")))
        assert (r.move_text, r.pv) == ('8"j', 12), item
    assert alpha_strike.convert(add(j, Mount("BAMechanicalJumpBooster", "BODY"))).move_text == '6"j'
    assert alpha_strike.convert(add(j, Mount("CLBAMyomerBooster", "BODY"))).move_text == '6"j'
    leg = alpha_strike.convert(add(BareBattleArmorFactory(), Mount("BAMechanicalJumpBooster", "BODY")))
    assert leg.move_text == '4"f'


@pytest.mark.covers("BASearchlight", "CLBAMicroBomb")
def test_items_the_reference_converts_to_nothing():
    """Two items where the card follows the corpus reference (MegaMek
    0.49.14; bv/alpha_strike/known_discrepancies.md): the suit-mounted BA
    searchlight gives no SRCH (no battle armor row of the reference prints
    it, 42 canonical suits carry one), and micro-bomb racks give no BOMB."""
    for item in ("BASearchlight", "CLBAMicroBomb"):
        assert card(add(BareBattleArmorFactory(), Mount(item, "BODY"))) == ("0/0/0", frozenset({"CAR4"})), item


@pytest.mark.covers("CLBALightTAG")
def test_a_squad_support_light_tag_gives_no_ltag():
    """A light TAG carried by each suit gives LTAG (+0.25 PV, ASC p. 139); a
    squad support light TAG (one for the squad) gives none
    (data/troop_factor.json, squad_support_weapon).  With a compact Narc
    beside it (CNARC1, +0.5) the bare squad's 6.75 becomes 7.25 -> 7
    without LTAG and 7.5 -> 8 with it."""
    narc = Mount("CLBACompactNarc", "RA")
    arm = add(BareBattleArmorFactory(), narc, Mount("CLBALightTAG", "LA"))
    assert card(arm)[1] == {"CAR4", "CNARC1", "LTAG"} and pv(arm) == 8
    squad = add(BareBattleArmorFactory(), narc, Mount("CLBALightTAG", "LA", mount="SSWM"))
    assert card(squad)[1] == {"CAR4", "CNARC1"} and pv(squad) == 7
