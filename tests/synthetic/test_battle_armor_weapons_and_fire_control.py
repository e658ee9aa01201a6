"""Battle armor weapons, a prototype fire-control system and a prototype
sensor dispenser that no canonical unit mounts and no other hand-worked
test covers (issue 16, third round), worked out by hand on the bare units
of tests/design_factories.py.

Battle armor (BareBattleArmorFactory: four medium biped suits, 6 armor
points, ground MP 1; a trooper's defensive rating 17.6).  BV (TM pp.
307-308, TO p. 380): a trooper's offensive rating is the BV of the weapons
every suit carries x the speed factor .54 of 1 MP; the squad of four is x
5.2.  The bare squad has no manipulators, so it cannot make anti-'Mech
attacks (TM p. 169, Battle Armor Capabilities Table) and no weapon counts a
second time:

    BV = round((17.6 + .54 x weapon BV) x 5.2)

Weight (TM p. 160, weight classes and chassis; p. 169, armor): an Inner Sphere
medium chassis weighs 175 kg and 6 points of standard armor 300 kg (475 kg),
a Clan one 250 kg and 150 kg (400 kg), of the medium class's 1,000 kg.

Alpha Strike (ASC p. 102): a suit's weapon damage / 10 per band, x the
troop factor 3 of four troopers + 0.5 for battle armor = 3.5; one-shot
weapons x 0.1 (ASC p. 94); cluster weapons at 7 on the Cluster Hits Table
(advanced SRMs +1, i.e. 8); MRMs x .95 (+1 to hit); M when the long range
reaches 4 hexes, L 16.  Card damage: tenths rounded up, under 0.5 is 0*.
Missile launchers that carry ammunition are checked for BV and validity
only: how a suit's few shots enter the card is not settled here.
"""

from __future__ import annotations

import pytest

from construction.model import Mount
from design_factories import BareBattleArmorFactory, BareMechFactory
from synth import add, bv_of, card, errors

# (weapon, tech base, location, BV by hand, card S/M/L by hand or None); the working in the comment
BA_WEAPONS = [
    # Grand Mauler Gauss cannon (TM p. 255), BV 6, right arm: 17.6 + .54 x 6 = 20.84 -> x 5.2 = 108.37
    # (no manipulator, so no anti-'Mech second count); AS: 1 damage -> .1 x 3.5 = .35 at S and M (long 5)
    # -> 0*/0*/0; 475 + 125 kg: valid
    ("ISBAGrandMaulerGaussCannon", "IS", "RA", 108, "0*/0*/0"),
    # the same in the body: 17.6 + 3.24 = 20.84 -> 108.37
    ("ISBAGrandMaulerGaussCannon", "IS", "BODY", 108, "0*/0*/0"),
    # rocket launcher 3 (one-shot), BV 4: 17.6 + 2.16 = 19.76 -> 102.75; AS: 2 hits of 3 = .2 x .1 x 3.5 = .07 -> 0*/0*/0
    ("ISBARL3", "IS", "BODY", 103, "0*/0*/0"),
    # Clan SRM 4 one-shot, BV 8: 17.6 + 4.32 = 21.92 -> 113.98; AS: 3 hits x 2 = .6 x .1 x 3.5 = .21 -> 0*/0*/0
    ("CLBASRM4 (OS)", "Clan", "BODY", 114, "0*/0*/0"),
    # Clan SRM 6 one-shot, BV 12: 17.6 + 6.48 = 24.08 -> 125.22; AS: 4 x 2 = .8 x .1 x 3.5 = .28 -> 0*/0*/0
    ("CLBASRM6 (OS)", "Clan", "BODY", 125, "0*/0*/0"),
    # Clan advanced SRM 1 one-shot, BV 3: 17.6 + 1.62 = 19.22 -> 99.94; AS: 1 x 2 = .2 x .1 x 3.5 = .07 -> 0*/0*/0
    ("CLAdvancedSRM1OS", "Clan", "BODY", 100, "0*/0*/0"),
    # Clan advanced SRM 2 one-shot, BV 6: 17.6 + 3.24 = 20.84 -> 108.37; AS: 2 hits at 8 x 2 = .4 x .1 x 3.5 = .14 -> 0*/0*/0
    ("CLAdvancedSRM2OS", "Clan", "BODY", 108, "0*/0*/0"),
    # MRM 1 one-shot, BV 2: 17.6 + 1.08 = 18.68 -> 97.14; AS: 1 x .95 = .095 x .1 x 3.5 = .03 -> 0*/0*/0
    ("ISBAMRM1OS", "IS", "BODY", 97, "0*/0*/0"),
    # MRM 4 one-shot, BV 5 (TM p. 317; MegaMek issue #6897 / PR #6902, 45 before): 17.6 + .54 x 5 = 20.3
    # -> x 5.2 = 105.56 (with 45: 17.6 + 24.3 = 41.9 -> 217.88); AS: 3 hits of 4 at 7 x .95 = .285 x .1 x 3.5
    # = .1 -> 0*/0*/0 (long 15: no L); 475 + 200 kg: valid
    ("ISBAMRM4OS", "IS", "BODY", 106, "0*/0*/0"),
    # Clan LRM 3 one-shot, BV 7: 17.6 + 3.78 = 21.38 -> 111.18; AS: 2 hits = .2 x .1 x 3.5 = .07 at S/M/L (long 21) -> 0*
    ("CLBALRM3OS", "Clan", "BODY", 111, "0*/0*/0*"),
    # launchers with ammunition: BV and validity only (module docstring)
    ("ISBAMRM2", "IS", "BODY", 117, None),  # BV 9: 17.6 + 4.86 = 22.46 -> 116.79
    ("ISBAMRM3", "IS", "BODY", 142, None),  # BV 18: 17.6 + 9.72 = 27.32 -> 142.06
    ("ISBASRM6", "IS", "BODY", 257, None),  # BV 59: 17.6 + 31.86 = 49.46 -> 257.19
    ("CLBALRM1", "Clan", "BODY", 139, None),  # BV 17: 17.6 + 9.18 = 26.78 -> 139.26
    ("CLBALRM2", "Clan", "BODY", 159, None),  # BV 24: 17.6 + 12.96 = 30.56 -> 158.91
    ("CLAdvancedSRM1", "Clan", "BODY", 134, None),  # BV 15: 17.6 + 8.1 = 25.7 -> 133.64
]


@pytest.mark.covers("ISBAGrandMaulerGaussCannon", "ISBARL3", "CLBASRM4 (OS)", "CLBASRM6 (OS)", "CLAdvancedSRM1OS",
                    "CLAdvancedSRM2OS", "ISBAMRM1OS", "ISBAMRM4OS", "CLBALRM3OS", "ISBAMRM2", "ISBAMRM3", "ISBASRM6", "CLBALRM1",
                    "CLBALRM2", "CLAdvancedSRM1")
@pytest.mark.parametrize("weapon, tech, loc, want_bv, want_damage", BA_WEAPONS,
                         ids=[f"{w[0]}-{w[2]}" for w in BA_WEAPONS])
def test_a_battle_armor_weapon_on_the_bare_squad(weapon, tech, loc, want_bv, want_damage):
    """The weapon on every suit of the bare squad: BV (and card) as in the
    table's comments; a valid squad (a Clan Point of four gets the
    squad-size warning only)."""
    d = add(BareBattleArmorFactory(tech_base=tech), Mount(weapon, loc))
    assert bv_of(d) == want_bv
    if want_damage is not None:
        assert card(d)[0] == want_damage
    assert errors(d) == set()


@pytest.mark.covers("CLBAERMediumLaser", "CLBAHeavyMediumLaser")
@pytest.mark.parametrize("weapon, kg, want_bv, want_damage", [
    # Clan ER medium laser (TM p. 258), 800 kg, BV 108 in the body: 17.6 + 58.32 = 75.92 -> 394.78;
    # AS: 7 -> .7 x 3.5 = 2.45 at S and M (long 15) -> 3/3/0
    ("CLBAERMediumLaser", 800, 395, "3/3/0"),
    # Clan heavy medium laser (TM p. 258), 1,000 kg, BV 76: 17.6 + 41.04 = 58.64 -> 304.93;
    # AS: 10 x .95 (+1 to hit) = .95 x 3.5 = 3.33 -> 4/4/0
    ("CLBAHeavyMediumLaser", 1000, 305, "4/4/0"),
])
def test_a_laser_too_heavy_for_a_medium_suit(weapon, kg, want_bv, want_damage):
    """The Clan medium suit weighs 400 kg bare; with the laser 400 + kg >
    1,000 kg: BA_OVERWEIGHT (TM p. 160).  BV and card are still worked out
    as in the parameters' comments."""
    d = add(BareBattleArmorFactory(tech_base="Clan"), Mount(weapon, "BODY"))
    assert 400 + kg > 1000
    assert bv_of(d) == want_bv
    assert card(d)[0] == want_damage
    assert "BA_OVERWEIGHT" in errors(d)


@pytest.mark.covers("ISArtemisIVProto")
def test_prototype_artemis_iv_on_an_lrm_10():
    """Prototype Artemis IV (IO p. 217) linked to an LRM 10 in the left
    torso of BareMechFactory.  BV (TO p. 380): the launcher x 1.1, 90 x 1.1
    = 99 -> 714.35 + 1.37 x (50 + 99) = 918.48 -> 918; with a ton of
    Artemis-capable ammunition (11, explosive without CASE: -15 x 1.3):
    694.85 + 1.37 x (50 + 99 + 11) = 914.05 -> 914.  Alpha Strike (ASC p.
    94): the Cluster Hits Table at 8, 10 missiles -> 8 hits = .8, S x 6/12
    (minimum range 6) = .4; without ammunition x .75 -> .3/.6/.6, with a
    ton (12 shots) none -> .4/.8/.8: 0*/1/1 either way; IF .6 / .8 -> 1;
    an Artemis-linked launcher gives no LRM special (ASC p. 95).  Valid."""
    bare = add(BareMechFactory(), Mount("LRM 10", "LT", (0, 1)), Mount("ISArtemisIVProto", "LT", (2,)))
    assert bv_of(bare) == 918
    assert card(bare) == ("0*/1/1", frozenset({"ENE", "IF1"}))
    assert errors(bare) == set()
    fed = add(bare, Mount("IS Ammo LRM-10 Artemis-capable", "LT", (3,)))
    assert bv_of(fed) == 914
    assert card(fed) == ("0*/1/1", frozenset({"IF1"}))
    assert errors(fed) == set()


@pytest.mark.covers("ProtoTypeRemoteSensorDispenser")
def test_prototype_remote_sensor_dispenser():
    """The prototype remote sensor dispenser (IO p. 73) in the left torso:
    no BV of its own (BV 783 as the bare 'Mech); the card gains RSD1 (AS:CE
    RSD#, one dispenser); valid (extinct by 3150: a warning)."""
    d = add(BareMechFactory(), Mount("ProtoTypeRemoteSensorDispenser", "LT", (0,)))
    assert bv_of(d) == 783
    assert "RSD1" in card(d)[1]
    assert errors(d) == set()
