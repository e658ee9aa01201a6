"""Ammunition types and munitions that checklist_open.csv listed as not
worked out yet (issue 16, deliverable 3): a ton of the ammunition beside
its weapon on BareMechFactory (BV 783: defensive 549.5 x 1.3 = 714.35,
offensive 50 t x 1.37 = 68.5; see its docstring).

BV (TM pp. 302-305): the weapon's table BV and the ammunition's (up to the
weapon's) count in the offensive rating, x the speed factor 1.37; an Inner
Sphere 'Mech without CASE loses 15 defensive BV per slot of explosive
ammunition in a torso and 1 per slot of an explosive weapon (TM p. 303;
the BattleMech taser is explosive, TO errata BV addendum footnote K); a
Clan 'Mech has CASE built in (TM p. 303).  Alpha Strike (ASC pp. 94-96):
fewer than 10 turns of ammunition x 0.75; explosive ammunition takes ENE
off the card.
"""

from __future__ import annotations

import pytest

from construction.model import Mount
from design_factories import BareMechFactory
from synth import add, bv_of, card, check_ammo_beside_its_weapon, errors


@pytest.mark.covers("ISImprovedNarc", "ISiNarc Pods", "ISiNarc ECM Pods", "ISiNarc Explosive Pods",
                    "ISiNarc Haywire Pods", "ISiNarc Nemesis Pods")
@pytest.mark.parametrize("pods", ["ISiNarc Pods", "ISiNarc ECM Pods", "ISiNarc Explosive Pods",
                                  "ISiNarc Haywire Pods", "ISiNarc Nemesis Pods"])
def test_an_improved_narc_with_a_ton_of_its_pods(pods):
    """Improved Narc launcher (TM p. 232: 5 t, 3 slots, BV 75, no heat) and a
    ton of pods of each kind (4 pods, BV 0 in the ammunition table,
    explosive; the ECM, explosive, haywire and nemesis pods are munitions of
    the same ammunition, TM p. 232, TO:AUE).  BV: defensive (549.5 - 15) x
    1.3 = 694.85; offensive (75 + 0 + 50) x 1.37 = 171.25; 866.1 -> 866.
    Card: a Narc does no damage, 0/0/0; INARC1 (AS:CE); no ENE.  39.5 t:
    valid."""
    d = add(BareMechFactory(), Mount("ISImprovedNarc", "LT", (0, 1, 2)), Mount(pods, "LT", (3,)))
    assert bv_of(d) == 866
    assert card(d) == ("0/0/0", frozenset({"INARC1"}))
    assert errors(d) == set()


@pytest.mark.covers("Mek Taser", "Taser Ammo")
def test_a_mech_taser_with_its_ammunition():
    """BattleMech taser (TO p. 346: 4 t, 3 slots, BV 40, heat 6, damage 1,
    explosive) and a ton of taser ammunition (5 shots, BV 5, explosive).
    BV: defensive (549.5 - 3 - 15) x 1.3 = 690.95; heat 6 <= 14; offensive
    (40 + 5 + 50) x 1.37 = 130.15; 821.1 -> 821.  Card: 5 shots < 10 turns:
    1 / 10 x 0.75 = 0.075 at S -> 0*/0/0; MTAS1; no ENE.  38.5 t: valid."""
    d = add(BareMechFactory(), Mount("Mek Taser", "LT", (0, 1, 2)), Mount("Taser Ammo", "LT", (3,)))
    assert bv_of(d) == 821
    assert card(d) == ("0*/0/0", frozenset({"MTAS1"}))
    assert errors(d) == set()


@pytest.mark.covers("CLStreakLRM10", "Clan Streak LRM 10 Ammo")
def test_a_clan_streak_lrm_10_with_its_ton():
    """Clan Streak LRM 10 (TO:AUE p. 139: 5 t, 2 slots, BV 173) and a ton of
    its ammunition (12 shots, BV 22) on a Clan 'Mech (CASE built in: no
    penalty).  BV: 714.35 + (173 + 22 + 50) x 1.37 = 335.65 -> 1050.  CASE
    on the card, no ENE; 39 t: valid (synth.check_ammo_beside_its_weapon)."""
    check_ammo_beside_its_weapon("CLStreakLRM10", "Clan Streak LRM 10 Ammo", "Clan", 2, 1050)
