"""'Mech equipment by family (issue 16): electronics, defensive systems,
physical weapons and movement enhancements, one item each on
BareMechFactory (50 t biped, 33.5 t used: BV 783 = defensive 549.5 x 1.3
+ offensive 50 t x 1.37; card 0/0/0 ENE), worked out by hand.

BV (TM pp. 302-305; TO pp. 379-385 with the TO errata v3.02):

* defensive equipment (active probes, ECM suites, AMS, A-pods: TM p. 303)
  adds its BV to the defensive rating before the defensive factor 1.3 (TMM
  3 for run 8): BV = round((549.5 + e) x 1.3 + 68.5);
* a physical weapon adds its BV to the offensive rating before the speed
  factor 1.37 (TM p. 304): BV = round(714.35 + (50 + w) x 1.37), with w
  worked from its damage (hatchet tonnage / 5 x 1.5, TM p. 220; sword
  tonnage / 10 + 1 x 1.725, TM p. 237; retractable blade tonnage / 10 x
  1.725, TM p. 236; claws tonnage / 7 rounded up x 1.275, TO p. 289; mace
  tonnage / 4 rounded up x 1, lance tonnage / 5 x 1, TO p. 290) or its
  table BV (chainsaw 7, TM p. 241; flail 11, TO p. 289; vibroblades 12 / 17 /
  24, TO p. 292; wrecking ball 8, TM p. 249);
* MASC and superchargers (TM p. 302, TO p. 345): running MP = walking MP x
  2 = 10: TMM 4 (x 1.4) and speed factor (1 + (10 - 5) / 10)^1.2 = 1.63:
  549.5 x 1.4 + 50 x 1.63 = 769.3 + 81.5 = 850.8 -> 851.

Alpha Strike (ASC p. 96 and the AS:CE special abilities): probes PRB /
BH / LPRB with RCN, ECM / AECM, AMS, melee weapons MEL (saws SAW too), C3
slave C3S, improved C3 C3I.  MASC and superchargers change no card value on
a walking 5 'Mech (the AS move is from walking MP: ASC p. 92).
"""

from __future__ import annotations

import dataclasses

import pytest

from construction import mech as mech_rules
from construction.report import Report
from construction.model import Mount
from design_factories import BareMechFactory
from synth import add, bv_of, card, errors

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist(
    "AS special", "AECM", "AMS", "BH", "C3BSS", "C3EM", "C3I", "C3S", "CASE", "CASEII", "ECM", "ENE", "LPRB", "LTAG",
    "MEL", "PRB", "RCN", "SAW", "SHLD", "TAG")


def _item_tons(design) -> float:
    ctx = mech_rules._resolve(design, Report())  # a report the checks below do not read
    return sum(mech_rules.item_tonnage(ctx, m, e) or 0.0 for m, e in ctx.equipment()
               if not m.is_system)


def _mounted(item: str, tech: str, loc: str, first: int, slots: int, drop_hand: bool = False):
    d = BareMechFactory(tech_base=tech)
    if drop_hand:
        d = dataclasses.replace(d, mounts=tuple(m for m in d.mounts
                                                 if not (m.location == loc and m.item == "Hand Actuator")))
    return add(d, Mount(item, loc, tuple(range(first, first + slots))))


# (item, tech base, slots, weight by hand, BV by hand, card abilities by hand)
ELECTRONICS = [
    # Beagle active probe (TM p. 204): 1.5 t, 2 slots, BV 10: (559.5) x 1.3 + 68.5 = 795.85 -> 796
    ("BeagleActiveProbe", "IS", 2, 1.5, 796, {"PRB", "RCN"}),
    # Bloodhound active probe (TO p. 278): 2 t, 3 slots, BV 25: 574.5 x 1.3 + 68.5 = 815.35 -> 815
    ("BloodhoundActiveProbe", "IS", 3, 2.0, 815, {"BH", "RCN"}),
    # Clan active probe (TM p. 204): 1 t, 1 slot, BV 12: 561.5 x 1.3 + 68.5 = 798.45 -> 798
    ("CLActiveProbe", "Clan", 1, 1.0, 798, {"PRB", "RCN"}),
    # Clan light active probe (TM p. 204): 0.5 t, 1 slot, BV 7: 556.5 x 1.3 + 68.5 = 791.95 -> 792
    ("CLLightActiveProbe", "Clan", 1, 0.5, 792, {"LPRB", "RCN"}),
    # Guardian ECM (TM p. 213): 1.5 t, 2 slots, BV 61: 610.5 x 1.3 + 68.5 = 862.15 -> 862
    ("ISGuardianECMSuite", "IS", 2, 1.5, 862, {"ECM"}),
    # Angel ECM (TO p. 279): 2 t, 2 slots, BV 100: 649.5 x 1.3 + 68.5 = 912.85 -> 913
    ("ISAngelECMSuite", "IS", 2, 2.0, 913, {"AECM"}),
    # Clan ECM (TM p. 213): 1 t, 1 slot, BV 61: 862
    ("CLECMSuite", "Clan", 1, 1.0, 862, {"ECM"}),
    # Clan AMS (TM p. 204): 0.5 t, 1 slot, BV 32 (no ammunition): 581.5 x 1.3 + 68.5 = 824.45 -> 824
    ("CLAntiMissileSystem", "Clan", 1, 0.5, 824, {"AMS"}),
    # Clan laser AMS (TO:AUE p. 134): 1 t, 1 slot, BV 45: 594.5 x 1.3 + 68.5 = 841.35 -> 841
    ("CLLaserAntiMissileSystem", "Clan", 1, 1.0, 841, {"AMS"}),
]


@pytest.mark.covers("BeagleActiveProbe", "BloodhoundActiveProbe", "CLActiveProbe", "CLLightActiveProbe",
                    "ISGuardianECMSuite", "ISAngelECMSuite", "CLECMSuite", "CLAntiMissileSystem",
                    "CLLaserAntiMissileSystem")
@pytest.mark.parametrize("item, tech, slots, want_tons, want_bv, want_abilities", ELECTRONICS,
                         ids=[e[0] for e in ELECTRONICS])
def test_defensive_electronics(item, tech, slots, want_tons, want_bv, want_abilities):
    """In the left torso: the weight, the BV with the item's defensive value,
    the card's abilities, and a valid design."""
    d = _mounted(item, tech, "LT", 0, slots)
    assert _item_tons(d) == want_tons
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset({"ENE"} | want_abilities))
    assert errors(d) == set()


@pytest.mark.covers("ISAntiPersonnelPod")
def test_an_anti_personnel_pod():
    """A-pod (TM p. 204): 0.5 t, 1 slot, in a leg; defensive BV 1: 550.5 x
    1.3 + 68.5 = 784.15 -> 784.  Valid."""
    d = _mounted("ISAntiPersonnelPod", "IS", "LL", 4, 1)
    assert _item_tons(d) == 0.5
    assert bv_of(d) == 784
    assert errors(d) == set()


@pytest.mark.covers("ISC3SlaveUnit", "ISC3iUnit")
@pytest.mark.parametrize("item, slots, want_tons, ability", [("ISC3SlaveUnit", 1, 1.0, "C3S"),
                                                              ("ISC3iUnit", 2, 2.5, "C3I")])
def test_c3_computers(item, slots, want_tons, ability):
    """C3 slave (TM p. 209: 1 t, 1 slot) and improved C3 (TM p. 209: 2.5 t, 2
    slots) have no BV of their own (a C3 network's bonus is a force-level
    step, TM p. 315): 783.  The card shows C3S / C3I.  Valid."""
    d = _mounted(item, "IS", "LT", 0, slots)
    assert _item_tons(d) == want_tons
    assert bv_of(d) == 783
    assert ability in card(d)[1]
    assert errors(d) == set()


# (item, first slot in the right arm, slots, drop the hand actuator, weight by hand, BV by hand, abilities)
PHYSICAL = [
    # hatchet: ceil(50 / 15) = 4 t and slots; damage 10 x 1.5 = 15: 714.35 + 65 x 1.37 = 803.4 -> 803
    ("Hatchet", 4, 4, False, 4.0, 803, {"MEL"}),
    # sword: 50 / 20 = 2.5 t, ceil(50 / 15) = 4 slots; damage 6 x 1.725 = 10.35: 714.35 + 82.68 = 797.03 -> 797
    ("Sword", 4, 4, False, 2.5, 797, {"MEL"}),
    # claws (replace the hand actuator): ceil(50 / 15) = 4 t and slots; damage ceil(50 / 7) = 8 x 1.275 = 10.2:
    # 714.35 + 60.2 x 1.37 = 796.82 -> 797
    ("ISClaw", 3, 4, True, 4.0, 797, {"MEL"}),
    # mace: ceil(50 / 10) = 5 t and slots; damage ceil(50 / 4) = 13 x 1: 714.35 + 63 x 1.37 = 800.66 -> 801
    ("Mace", 4, 5, False, 5.0, 801, {"MEL"}),
    # lance: ceil(50 / 20) = 3 t and slots; damage 10 x 1: 714.35 + 60 x 1.37 = 796.55 -> 797
    ("IS Lance", 4, 3, False, 3.0, 797, {"MEL"}),
    # chainsaw: 5 t, 5 slots, BV 7: 714.35 + 57 x 1.37 = 792.44 -> 792; a saw: SAW
    ("Chainsaw", 4, 5, False, 5.0, 792, {"MEL", "SAW"}),
    # vibroblades: small 3 t 1 slot BV 12 -> 799.29; medium 5 t 2 slots 17 -> 806.14; large 7 t 4 slots 24 -> 815.73
    ("ISSmallVibroblade", 4, 1, False, 3.0, 799, {"MEL"}),
    ("ISMediumVibroblade", 4, 2, False, 5.0, 806, {"MEL"}),
    ("ISLargeVibroblade", 4, 4, False, 7.0, 816, {"MEL"}),
]


@pytest.mark.covers("Hatchet", "Sword", "ISClaw", "Mace", "IS Lance", "Chainsaw", "ISSmallVibroblade",
                    "ISMediumVibroblade", "ISLargeVibroblade")
@pytest.mark.parametrize("item, first, slots, drop_hand, want_tons, want_bv, want_abilities", PHYSICAL,
                         ids=[p[0] for p in PHYSICAL])
def test_a_physical_weapon(item, first, slots, drop_hand, want_tons, want_bv, want_abilities):
    """In the right arm: its weight, the BV from its damage (module
    docstring), MEL (and SAW for a saw) on the card, a valid design."""
    d = _mounted(item, "IS", "RA", first, slots, drop_hand)
    assert _item_tons(d) == want_tons
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset({"ENE"} | want_abilities))
    assert errors(d) == set()


@pytest.mark.covers("ISClaw")
def test_claws_need_the_hand_actuator_gone():
    """TO p. 289: claws replace the hand actuator; beside one they are an
    actuator conflict."""
    assert "MECH_ARM_ACTUATOR_CONFLICT" in errors(_mounted("ISClaw", "IS", "RA", 4, 4))


@pytest.mark.covers("Retractable Blade")
def test_a_retractable_blade():
    """Retractable blade (TM p. 236): 50 / 20 = 2.5 + 0.5 = 3 t, ceil(50 /
    20) + 1 = 4 slots; damage 5 x 1.725 = 8.625: 714.35 + 58.625 x 1.37 =
    794.67 -> 795.  MEL on the card.  Valid."""
    d = _mounted("Retractable Blade", "IS", "RA", 4, 4)
    assert _item_tons(d) == 3.0
    assert bv_of(d) == 795
    assert "MEL" in card(d)[1]
    assert errors(d) == set()


@pytest.mark.covers("ISLargeVibroblade")
def test_a_large_vibroblade_one_slot_short():
    """TO p. 292: the large vibroblade takes 4 slots; in 3 it is short."""
    assert "MECH_ITEM_SLOTS_SHORT" in errors(_mounted("ISLargeVibroblade", "IS", "RA", 4, 3))


# (item, tech, location, first slot, slots, weight by hand)
SPEED = [
    ("ISMASC", "IS", "LT", 0, 3, 3.0),  # TM p. 225: round(50 / 20) = 2.5 -> 3 t, 3 slots
    ("CLMASC", "Clan", "LT", 0, 2, 2.0),  # TM p. 225: round(50 / 25) = 2 t, 2 slots
    ("Supercharger", "IS", "CT", 10, 1, 1.5),  # TO p. 345: 10% of the 12.5 t engine = 1.25 -> 1.5 t, 1 slot
]


@pytest.mark.covers("ISMASC", "CLMASC", "Supercharger")
@pytest.mark.parametrize("item, tech, loc, first, slots, want_tons", SPEED, ids=[s[0] for s in SPEED])
def test_masc_and_superchargers(item, tech, loc, first, slots, want_tons):
    """The weight, BV 851 (module docstring: running 10 MP for BV), the card
    unchanged, and a valid design."""
    d = _mounted(item, tech, loc, first, slots)
    assert _item_tons(d) == want_tons
    assert bv_of(d) == 851
    assert card(d) == ("0/0/0", frozenset({"ENE"}))
    assert errors(d) == set()


# (item, slots, weight by hand, BV by hand, an ability the card must show)
MORE_PHYSICAL = [
    # flail (TO p. 289): 5 t, 4 slots, BV 11: 714.35 + 61 x 1.37 = 797.92 -> 798
    ("IS Flail", 4, 5.0, 798, "MEL"),
    # wrecking ball (TM p. 249): 4 t, 5 slots, BV 8: 714.35 + 58 x 1.37 = 793.81 -> 794
    ("IS Wrecking Ball", 5, 4.0, 794, "MEL"),
    # small shield (TO p. 290): 2 t, 3 slots, defensive BV 50, no movement penalty: 599.5 x 1.3 + 68.5 = 847.85
    # -> 848; SHLD
    ("ISSmallShield", 3, 2.0, 848, "SHLD"),
    # spikes (TO p. 290): 0.5 t, 1 slot, BV 4 (defensive: 553.5 x 1.3 + 68.5 = 788.05; offensive would give
    # 714.35 + 54 x 1.37 = 788.33: 788 either way)
    ("Spikes", 1, 0.5, 788, None),
]


@pytest.mark.covers("IS Flail", "IS Wrecking Ball", "ISSmallShield", "Spikes")
@pytest.mark.parametrize("item, slots, want_tons, want_bv, ability", MORE_PHYSICAL, ids=[p[0] for p in MORE_PHYSICAL])
def test_more_physical_weapons_and_shields(item, slots, want_tons, want_bv, ability):
    """In the right arm below the hand: weight, BV, the card ability, valid."""
    d = _mounted(item, "IS", "RA", 4, slots)
    assert _item_tons(d) == want_tons
    assert bv_of(d) == want_bv
    if ability:
        assert ability in card(d)[1]
    assert errors(d) == set()


# (item, tech base, slots, weight by hand, the ability the card gains)
NO_BV_ELECTRONICS = [
    ("CLTAG", "Clan", 1, 1.0, "TAG"),  # Clan TAG (TM p. 238): 1 t, 1 slot, BV 0
    ("ISLightTAG", "IS", 1, 0.5, "LTAG"),  # light TAG (TM p. 238): 0.5 t, 1 slot, BV 0
    ("ISC3BoostedSystemSlaveUnit", "IS", 2, 3.0, "C3BSS"),  # boosted C3 slave (TO p. 298): 3 t, 2 slots, BV 0
    ("ISC3EmergencyMaster", "IS", 2, 2.0, "C3EM"),  # C3 emergency master (TO p. 298): 2 t, 2 slots, BV 0
]


@pytest.mark.covers("CLTAG", "ISLightTAG", "ISC3BoostedSystemSlaveUnit", "ISC3EmergencyMaster")
@pytest.mark.parametrize("item, tech, slots, want_tons, ability", NO_BV_ELECTRONICS, ids=[e[0] for e in NO_BV_ELECTRONICS])
def test_tag_and_c3_variants(item, tech, slots, want_tons, ability):
    """No BV of their own (TAG's value and the C3 network bonus are force
    steps, TM p. 315): 783.  The card gains TAG / LTAG / C3BSS / C3EM (AS:CE
    special abilities).  Valid."""
    d = _mounted(item, tech, "LT", 0, slots)
    assert _item_tons(d) == want_tons
    assert bv_of(d) == 783
    assert ability in card(d)[1]
    assert errors(d) == set()


@pytest.mark.covers("ISCASE", "ISCASEII")
@pytest.mark.parametrize("item, want_tons, ability", [("ISCASE", 0.5, "CASE"), ("ISCASEII", 1.0, "CASEII")])
def test_case_protects_a_side_torso(item, want_tons, ability):
    """An AC/10 (BV 123, TM p. 208) and a ton of its ammunition (15) in the
    left torso of the Inner Sphere 'Mech: without CASE the ammunition costs
    15 defensive BV (TM p. 303): (549.5 - 15) x 1.3 + (50 + 138) x 1.37 =
    694.85 + 257.56 = 952.41 -> 952.  CASE (TM p. 210: 0.5 t, 1 slot) or
    CASE II (TO p. 299: 1 t, 1 slot) in that torso lifts the penalty:
    714.35 + 257.56 = 971.91 -> 972.  The card shows CASE / CASEII and,
    with explosive ammunition, no ENE (ASC p. 96).  Valid."""
    base = add(BareMechFactory(), Mount("Autocannon/10", "LT", tuple(range(7))), Mount("IS Ammo AC/10", "LT", (7,)))
    assert bv_of(base) == 952
    d = add(base, Mount(item, "LT", (8,)))
    assert _item_tons(d) - _item_tons(base) == want_tons
    assert bv_of(d) == 972
    specials = card(d)[1]
    assert ability in specials and "ENE" not in specials
    assert errors(d) == set()
