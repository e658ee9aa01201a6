"""Alpha Strike specials, defensive items and myomer types that
checklist_open.csv listed as not worked out yet (issue 16, deliverable 3),
each on a bare unit of tests/design_factories.py.

BareMechFactory (see its docstring): BV 783 = defensive (armor 400 +
structure 124.5 + gyro 25 = 549.5) x 1.3 (run 8: TMM 3) = 714.35, plus
offensive 50 t x speed factor 1.37 (8 MP) = 68.5; heat efficiency 6 + 10 -
2 (running) = 14; card 0/0/0, ENE.

BV (TM pp. 302-305): weapons whose heat stays within the heat efficiency
count their table BV in full, ammunition its BV up to its weapon's; the
offensive rating is (weapons + ammunition + tonnage) x the speed factor.
An Inner Sphere 'Mech without CASE loses 15 defensive BV per slot of
explosive ammunition and 1 per slot of an explosive weapon or item in a
torso (TM p. 303); defensive equipment adds its table BV to the defensive
rating before the defensive factor (TM p. 303).  Speed factor (TM p. 304):
(1 + (MP - 5) / 10) ^ 1.2 to two decimals, MP = run + jump / 2 rounded.

Alpha Strike (ASC pp. 92-96, AS:CE): a weapon adds damage / 10 to each band
its long range reaches (M from 4 hexes, L from 16), x 0.75 when it has
fewer than 10 turns of ammunition (ASC p. 94); standard damage is rounded
up, a damage special (AC, SRM, REL ...) is printed when its weapons do at
least 1 at M, its values rounded normally (ASC p. 95).  Heat: weapon heat
+ 2 running (the movement heat) - 4 against the 10 sinks, no adjustment
at or under.  ENE only without explosive components (ASC p. 96).
"""

from __future__ import annotations

import dataclasses

import pytest

from construction.model import Mount
from design_factories import BareMechFactory, BareTankFactory
from synth import add, bv_of, card, errors


def _myomer(design, kind):
    return dataclasses.replace(design, mech=dataclasses.replace(design.mech, myomer=kind))


# ------------------------------------------------------------------ damage specials


@pytest.mark.checklist("AS special", "AC")
def test_an_autocannon_10_with_its_ton_gives_ac():
    """AC/10 (TM p. 208: 12 t, 7 slots, BV 123, heat 3, damage 10, long 15)
    in the right torso and a ton of AC/10 ammunition (10 shots, BV 15,
    explosive) beside it.  BV: defensive (549.5 - 15) x 1.3 = 694.85;
    offensive (123 + 15 + 50) x 1.37 = 257.56; 952.41 -> 952.  Card: 10
    shots = 10 turns, so 1.0 at S and M (long 15 < 16: no L): 1/1/0; AC1/1/0
    (M 1.0 >= 1); ammunition is explosive: no ENE.  46.5 t: valid."""
    d = add(BareMechFactory(), Mount("Autocannon/10", "RT", tuple(range(7))), Mount("IS Ammo AC/10", "RT", (7,)))
    assert bv_of(d) == 952
    assert card(d) == ("1/1/0", frozenset({"AC1/1/0"}))
    assert errors(d) == set()


@pytest.mark.checklist("AS special", "SRM")
def test_two_srm_6_give_srm():
    """Two SRM 6 (TM p. 229: 3 t, 2 slots, BV 59, heat 4, long 9) with a ton
    of ammunition each (15 shots, BV 7) in the left torso.  BV: defensive
    (549.5 - 2 x 15) x 1.3 = 675.35; heat 8 <= 14; offensive (118 + 14 +
    50) x 1.37 = 249.34; 924.69 -> 925.  Card: Cluster Hits Table for 6 at
    a roll of 7 = 4 missiles x 2 = 8 -> 0.8 each at S and M, 1.6 together:
    2/2/0; SRM2/2 (1.6 at M >= 1, rounded normally); heat 8 + 2 - 4 = 6 <=
    10.  No ENE.  41.5 t: valid."""
    d = add(BareMechFactory(), Mount("SRM 6", "LT", (0, 1)), Mount("SRM 6", "LT", (2, 3)),
            Mount("IS Ammo SRM-6", "LT", (4,)), Mount("IS Ammo SRM-6", "LT", (5,)))
    assert bv_of(d) == 925
    assert card(d) == ("2/2/0", frozenset({"SRM2/2"}))
    assert errors(d) == set()


@pytest.mark.checklist("AS special", "REL")
def test_two_re_engineered_lasers_give_rel():
    """Two medium re-engineered lasers (TO:AUE p. 153: 2.5 t, 2 slots, BV
    65, heat 6, damage 6, long 9).  BV: heat 12 <= 14; (130 + 50) x 1.37 =
    246.6 + 714.35 = 960.95 -> 961.  Card: 0.6 + 0.6 = 1.2 at S and M:
    2/2/0; REL, printed without values (AS:CE), as 1.2 >= 1 at M; heat 12 +
    2 - 4 = 10 <= 10; ENE.  38.5 t: valid."""
    d = add(BareMechFactory(), Mount("Medium Re-engineered Laser", "LT", (0, 1)),
            Mount("Medium Re-engineered Laser", "LT", (2, 3)))
    assert bv_of(d) == 961
    assert card(d) == ("2/2/0", frozenset({"REL", "ENE"}))
    assert errors(d) == set()


@pytest.mark.checklist("AS special", "HT")
def test_three_flamers_give_ht():
    """Three flamers (TM p. 218: 1 t, 1 slot, BV 6, heat 3, damage 2, long
    3).  BV: heat 9 <= 14; (18 + 50) x 1.37 = 93.16 + 714.35 = 807.51 ->
    808.  Card: 3 x 0.2 = 0.6 at S only (long 3 < 4): 1/0/0; heat damage
    (ASC p. 95: flamers deal their damage as heat) 3 x 2 = 6 at S, over 4:
    HT1/0/0; ENE.  36.5 t: valid."""
    d = add(BareMechFactory(), *(Mount("Flamer", "LT", (i,)) for i in range(3)))
    assert bv_of(d) == 808
    assert card(d) == ("1/0/0", frozenset({"HT1/0/0", "ENE"}))
    assert errors(d) == set()


# ------------------------------------------------------------------ equipment specials


@pytest.mark.covers("TSEMP Cannon", "TSEMP One-Shot")
@pytest.mark.checklist("AS special", "TSEMP", "TSEMPO")
@pytest.mark.parametrize("item, slots, want_bv, want_special", [
    # TSEMP cannon (TO:AUE p. 140): 6 t, 5 slots, BV 488, heat 10, explosive:
    # (549.5 - 5) x 1.3 = 707.85 + (488 + 50) x 1.37 = 737.06 -> 1444.91 -> 1445; TSEMP1
    ("TSEMP Cannon", 5, 1445, "TSEMP1"),
    # one-shot TSEMP: 4 t, 3 slots, BV 98, explosive: (549.5 - 3) x 1.3 = 710.45 + 148 x 1.37 = 202.76
    # -> 913.21 -> 913; TSEMPO1 (one-shot)
    ("TSEMP One-Shot", 3, 913, "TSEMPO1"),
])
def test_a_tsemp_gives_its_special(item, slots, want_bv, want_special):
    """A TSEMP does no damage (0/0/0) and gives TSEMP#, a one-shot TSEMPO#
    (AS:CE); explosive: no ENE.  Valid."""
    d = add(BareMechFactory(), Mount(item, "RT", tuple(range(slots))))
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset({want_special}))
    assert errors(d) == set()


@pytest.mark.covers("IS HarJel", "HarJel Repair Systems (HarJel II)", "HarJel Repair Systems (HarJel III)")
@pytest.mark.checklist("AS special", "BHJ", "BHJ2", "BHJ3")
@pytest.mark.parametrize("item, tech, slots, want_bv, want_special", [
    # HarJel (TO p. 288): BV 0 -> 783; BHJ
    ("IS HarJel", "IS", 1, 783, "BHJ"),
    # HarJel II (IO): the armor of its location x 1.1: left torso 18 + 6 = 24 points x 2.5 x 0.1 = +6,
    # and -1 BV per slot as defensive equipment: (549.5 + 6 - 1) x 1.3 = 720.85 + 68.5 = 789.35 -> 789
    ("HarJel Repair Systems (HarJel II)", "Clan", 1, 789, "BHJ2"),
    # HarJel III: x 1.2: +12, -2 (2 slots): 559.5 x 1.3 = 727.35 + 68.5 = 795.85 -> 796
    ("HarJel Repair Systems (HarJel III)", "Clan", 2, 796, "BHJ3"),
])
def test_a_harjel_gives_its_special(item, tech, slots, want_bv, want_special):
    """HarJel systems in the left torso; AS:CE BHJ / BHJ2 / BHJ3; ENE.
    Valid.  (The -1 per slot of HarJel II/III is the program's equipment
    table, bv/data/equipment_rules.json, not a book value I could read.)"""
    d = add(BareMechFactory(tech_base=tech), Mount(item, "LT", tuple(range(slots))))
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset({want_special, "ENE"}))
    assert errors(d) == set()


@pytest.mark.covers("ISDroneOperatingSystem")
@pytest.mark.checklist("AS special", "DRO")
def test_a_drone_operating_system_gives_dro():
    """Drone (remote) operating system (TO p. 306 with the TO errata: 10% of
    the drone's weight, 5 t, one item) and a medium laser (BV 46).  BV (TO
    p. 381 addendum): weapons x 0.8, final x 0.95: (36.8 + 50) x 1.37 =
    118.916 + 714.35 = 833.266 x 0.95 = 791.60 -> 792.  Card: 0.5/0.5 ->
    1/1/0; DRO; ENE.  39.5 t: valid."""
    d = add(BareMechFactory(), Mount("ISDroneOperatingSystem", "LT", (0,)), Mount("Medium Laser", "RT", (0,)))
    assert bv_of(d) == 792
    assert card(d) == ("1/1/0", frozenset({"DRO", "ENE"}))
    assert errors(d) == set()


@pytest.mark.covers("WatchdogECMSuite", "NovaCEWS")
@pytest.mark.checklist("AS special", "WAT", "NOVA")
@pytest.mark.parametrize("item, slots, want_specials", [
    # Watchdog CEWS (TO:AUE p. 102): ECM and light probe: ECM, LPRB, WAT; a probe gives RCN (AS:CE)
    ("WatchdogECMSuite", 2, {"ECM", "LPRB", "WAT", "RCN"}),
    # Nova CEWS (TO:AUE p. 99): ECM, probe, C3 network: ECM, PRB, NOVA, RCN, MHQ1 (1.5 t of
    # communications, whole tons)
    ("NovaCEWS", 1, {"ECM", "PRB", "NOVA", "RCN", "MHQ1"}),
])
def test_a_clan_ews_suite_gives_its_special(item, slots, want_specials):
    """Clan 'Mech, 1.5 t, BV 68, defensive equipment (TM p. 303: ECM and
    probes): (549.5 + 68) x 1.3 = 802.75 + 68.5 = 871.25 -> 871.  ENE.
    35 t: valid."""
    d = add(BareMechFactory(tech_base="Clan"), Mount(item, "LT", tuple(range(slots))))
    assert bv_of(d) == 871
    assert card(d) == ("0/0/0", frozenset(want_specials | {"ENE"}))
    assert errors(d) == set()


@pytest.mark.covers("ISC3MasterBoostedSystemUnit")
@pytest.mark.checklist("AS special", "C3BSM")
def test_a_boosted_c3_master_gives_c3bsm():
    """Boosted C3 master (TO:AUE p. 97: 6 t, 6 slots, BV 0; C3 BV is a force
    matter, TM p. 305): 783.  Card: C3BSM and the TAG a master carries (TW:
    a C3 master includes a TAG); ENE.  39.5 t: valid."""
    d = add(BareMechFactory(), Mount("ISC3MasterBoostedSystemUnit", "RT", tuple(range(6))))
    assert bv_of(d) == 783
    damage, specials = card(d)
    assert damage == "0/0/0"
    assert {"C3BSM", "TAG", "ENE"} <= specials
    assert errors(d) == set()


@pytest.mark.checklist("AS special", "ARM")
def test_an_armored_medium_laser_gives_arm():
    """An armored medium laser (TO p. 283, armored components: +0.5 t per
    slot).  BV (TO errata, BV addendum footnote H): the component's BV x
    0.05 per slot counts as defensive: 46 x 0.05 = 2.3; (549.5 + 2.3) x 1.3
    = 717.34 + (46 + 50) x 1.37 = 131.52 -> 848.86 -> 849.  Card: 1/1/0;
    ARM; ENE.  35 t: valid."""
    d = add(BareMechFactory(), Mount("Medium Laser", "RT", (0,), armored=True))
    assert bv_of(d) == 849
    assert card(d) == ("1/1/0", frozenset({"ARM", "ENE"}))
    assert errors(d) == set()


@pytest.mark.checklist("AS special", "JMPW")
def test_three_jump_jets_give_jmpw():
    """Three jump jets (0.5 t each): jump 3.  BV: defensive factor the
    larger of run 8 (TMM 3) and jump 3 (TMM 1 + 1) -> 1.3 unchanged; speed
    MP 8 + 3 / 2 (1.5 -> 2) = 10: (1 + 5 / 10) ^ 1.2 = 1.6266 -> 1.63; 50 x
    1.63 = 81.5 + 714.35 = 795.85 -> 796.  Card: walk 10\" TMM 2, jump 6\"
    TMM 1: JMPW1 (ASC p. 96); ENE.  Valid."""
    d = add(BareMechFactory(), Mount("Jump Jet", "LL", (4,)), Mount("Jump Jet", "RL", (4,)),
            Mount("Jump Jet", "RT", (0,)), jump_mp=3)
    assert bv_of(d) == 796
    assert card(d) == ("0/0/0", frozenset({"JMPW1", "ENE"}))
    assert errors(d) == set()


def test_a_jumping_tank_gives_jmpw_against_its_tracked_move():
    """BareTankFactory (50 t tracked, cruise 4, flank 6) with two vehicular
    jump jets in the body (TO p. 348): jump 2.  BV (TM pp. 316-318): the
    defensive factor is the larger of flank 6 (TMM 2) and jump 2 (TMM 0 + 1
    for jumping) -> 1.2, defensive 297 unchanged; speed MP 6 + 2 / 2 = 7:
    (1 + 2 / 10) ^ 1.2 = 1.2446 -> 1.24; offensive 25 x 1.24 = 31; 297 + 31
    = 328.  Card: the ground Move is the tracked 8"t (cruise 4 x 2\", ASC
    p. 92), TMM 1 (5-8"); the jump Move 4"j, TMM 0 (0-4").  JMPW# is the
    difference between the two TMMs (ASC p. 78): JMPW1, compared with the
    vehicle's motive-lettered Move as with a 'Mech's plain one.  ENE, SRCH
    (ASC p. 96).  Valid."""
    d = add(BareTankFactory(), Mount("VehicleJumpJet", "BODY"), Mount("VehicleJumpJet", "BODY"), jump_mp=2)
    assert bv_of(d) == 328
    assert card(d) == ("0/0/0", frozenset({"JMPW1", "ENE", "SRCH"}))
    assert errors(d) == set()


def test_an_extended_lrm_fires_indirectly_but_gives_no_lrm_special():
    """BareTankFactory with an Extended LRM 20 in front (TO p. 327: 18 t,
    BV 268, minimum range 10, 12/22/38 hexes) and three tons of its ammunition
    in the body (4 shots a ton, BV 34 each): 48 t of 50.  BV (TM pp.
    316-318): defensive 297 as bare; offensive (268 + ammunition 102, under
    the launcher's 268, + 25 t) x 1.12 = 442.4; 739.4 -> 739.  Card (ASC p.
    94): 12 turns of fire, so no x0.75; Cluster Hits Table at 7 for 20
    missiles: 12 x 1 = 12 damage, 1.2 at M and L (long 38 reaches L), 0*/2/2
    (the minimum range leaves S under 0.5).  IF1 (its L value rounded
    normally, ASC p. 95).  No LRM special: an Extended LRM converts as a
    standard-class weapon, not in the LRM class (MegaMek's weapon class for
    it, and all seven reference rows that mount one: no LRM, or an LRM value
    from their other launchers only).  SRCH, no ENE (explosive ammunition)."""
    ammo = Mount("IS Ammo Extended LRM-20", "BODY")
    d = add(BareTankFactory(), Mount("ISExtendedLRM20", "FRONT"), ammo, ammo, ammo)
    assert bv_of(d) == 739
    assert card(d) == ("0*/2/2", frozenset({"IF1", "SRCH"}))
    assert errors(d) == set()


@pytest.mark.covers("UMU")
@pytest.mark.checklist("AS special", "SUBW")
def test_three_umus_give_subw():
    """Three UMUs (TO p. 292: weighed as jump jets, 0.5 t each): UMU MP 3,
    counted as jump MP for BV (TO p. 292): 796 as with three jump jets.
    Card: underwater 6\"s TMM 1 against walk 10\" TMM 2: SUBW1, and UMU;
    ENE.  Valid."""
    d = add(BareMechFactory(), Mount("UMU", "LL", (4,)), Mount("UMU", "RL", (4,)), Mount("UMU", "RT", (0,)),
            jump_mp=3)
    assert bv_of(d) == 796
    assert card(d) == ("0/0/0", frozenset({"SUBW1", "UMU", "ENE"}))
    assert errors(d) == set()


# ------------------------------------------------------------------ vehicle equipment


@pytest.mark.covers("ISMobileFieldBase", "ISDroneCarrierControlSystem", "ISMineSweeper")
@pytest.mark.checklist("AS special", "MFB", "DCC")
@pytest.mark.parametrize("mount, want_bv, want_special", [
    # mobile field base (TM p. 246): 20 t, BV 0 -> 325; MFB
    (Mount("ISMobileFieldBase", "BODY"), 325, "MFB"),
    # drone carrier control system for two drones (TO p. 305): BV 0 -> 325; DCC2 (one per drone)
    (Mount("ISDroneCarrierControlSystem", "BODY", size=2), 325, "DCC2"),
    # minesweeper (TO p. 326): BV 30 defensive: (275 + 30) x 0.9 x 1.2 = 329.4 + 28 = 357.4 -> 357; MSW
    (Mount("ISMineSweeper", "FRONT"), 357, "MSW"),
])
def test_vehicle_equipment_gives_its_special(mount, want_bv, want_special):
    """On BareTankFactory (BV 325: defensive 275 x 0.9 tracked x 1.2 =
    297, offensive 25 x 1.12 = 28; TM pp. 316-318).  Card: SRCH (every
    ground vehicle), ENE, and the item's special (AS:CE).  Valid."""
    d = add(BareTankFactory(), mount)
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset({want_special, "SRCH", "ENE"}))
    assert errors(d) == set()


# ------------------------------------------------------------------ defensive items


@pytest.mark.covers("ISMASS", "ISElectronicWarfareEquipment")
@pytest.mark.parametrize("item, where, want_bv, want_specials", [
    # MechWarrior aquatic survival system (TO p. 325): defensive BV 9 (TO errata: 9 -> 9 dagger):
    # (549.5 + 9) x 1.3 = 726.05 + 68.5 = 794.55 -> 795; in the head's free slot (MASS sits in the
    # cockpit's location, data/rules/mech.json equipment_rules)
    ("ISMASS", ("HD", (3,)), 795, set()),
    # electronic warfare equipment (TO p. 309): defensive BV 39 (TO errata: "K" -> 39 dagger):
    # (549.5 + 39) x 1.3 = 765.05 + 68.5 = 833.55 -> 834; its ECM and probe: ECM, LPRB, RCN
    ("ISElectronicWarfareEquipment", ("LT", (0, 1, 2, 3)), 834, {"ECM", "LPRB", "RCN"}),
])
def test_a_defensive_item_counts_its_table_bv(item, where, want_bv, want_specials):
    d = add(BareMechFactory(), Mount(item, *where))
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset(want_specials | {"ENE"}))
    assert errors(d) == set()


@pytest.mark.covers("ISMediumShield", "ISLargeShield")
@pytest.mark.parametrize("item, slots, want_bv", [
    # medium shield: BV 135, -1 walking MP: walk 4, run 6 (TMM 2: x 1.2), speed factor 1.12 (6 MP):
    # (549.5 + 135) x 1.2 = 821.4 + 50 x 1.12 = 56 -> 877.4 -> 877
    ("ISMediumShield", 5, 877),
    # large shield: BV 263, -1 walking MP and no jumping: (549.5 + 263) x 1.2 = 975 + 56 = 1031
    ("ISLargeShield", 7, 1031),
])
def test_a_shield_is_defensive_and_slows(item, slots, want_bv):
    """Shields (TO p. 290: medium 4 t / 5 slots, large 6 t / 7 slots, in an
    arm; medium and large cost 1 MP): defensive equipment (TM p. 303).
    Card: a shield is a club (MEL) and a shield (SHLD); ENE.  Valid."""
    d = add(BareMechFactory(), Mount(item, "LA", tuple(range(4, 4 + slots))))
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset({"MEL", "SHLD", "ENE"}))
    assert errors(d) == set()


# ------------------------------------------------------------------ myomer types

TSM_SLOTS = (("LT", 0), ("LT", 1), ("RT", 0), ("RT", 1), ("LA", 4), ("RA", 4))
ITSM_SLOTS = tuple((loc, s) for loc in ("LT", "RT") for s in range(4)) + (("LA", 4), ("RA", 4), ("LL", 4), ("RL", 4))


@pytest.mark.covers("myomer:tsm")
def test_triple_strength_myomer():
    """TSM (TM p. 240: no weight, 6 slots anywhere but the head).  BV (TM
    pp. 302, 304): walk + 1 = 6, run 9, TMM still 3 (x 1.3): 714.35;
    offensive weight 50 x 1.5 = 75 x (1 + 4 / 10) ^ 1.2 = 1.4967 -> 1.5 =
    112.5; 826.85 -> 827.  Card: TSM; ENE.  Valid."""
    d = add(_myomer(BareMechFactory(), "tsm"), *(Mount("TSM", loc, (s,)) for loc, s in TSM_SLOTS))
    assert bv_of(d) == 827
    assert card(d) == ("0/0/0", frozenset({"TSM", "ENE"}))
    assert errors(d) == set()


@pytest.mark.covers("myomer:industrial_tsm")
@pytest.mark.checklist("AS special", "I-TSM")
def test_industrial_triple_strength_myomer():
    """Industrial TSM (TM p. 240: 12 slots, no weight; no MP bonus).  BV (TM
    p. 304): offensive weight x 1.15 = 57.5 x 1.37 = 78.775 + 714.35 =
    793.125 -> 793.  Card: I-TSM (AS:CE); ENE.  (Validity is not asserted
    here: the component table marks it IndustrialMech-only, TM p. 240.)"""
    d = add(_myomer(BareMechFactory(), "industrial_tsm"),
            *(Mount("Industrial Triple Strength Myomer", loc, (s,)) for loc, s in ITSM_SLOTS))
    assert bv_of(d) == 793
    assert card(d) == ("0/0/0", frozenset({"I-TSM", "ENE"}))


@pytest.mark.covers("myomer:masc_is", "myomer:masc_clan", "myomer:supercharger")
@pytest.mark.parametrize("tech, kind, mount", [
    # IS MASC (TM p. 225): 50 / 20 = 2.5 -> 3 t, 3 slots
    ("IS", "masc_is", Mount("ISMASC", "LT", (0, 1, 2))),
    # Clan MASC: 50 / 25 = 2 t, 2 slots
    ("Clan", "masc_clan", Mount("CLMASC", "LT", (0, 1))),
    # supercharger (TO p. 345): 10% of the 12.5 t engine -> 1.5 t, 1 slot beside the engine
    ("IS", "supercharger", Mount("Supercharger", "CT", (10,))),
])
def test_masc_and_supercharger_double_the_run(tech, kind, mount):
    """BV with MASC or a supercharger (TM p. 302; TO p. 345): run = walk x 2
    = 10 MP: TMM 4 (10-17 MP): 549.5 x 1.4 = 769.3; speed factor (1 + 5 /
    10) ^ 1.2 = 1.6266 -> 1.63: 50 x 1.63 = 81.5; 850.8 -> 851.  Card:
    ENE.  Valid."""
    d = add(_myomer(BareMechFactory(tech_base=tech), kind), mount)
    assert bv_of(d) == 851
    assert card(d) == ("0/0/0", frozenset({"ENE"}))
    assert errors(d) == set()
