"""Component types the issue 16 checklist found without a hand-worked
test (tests/synthetic/checklist.py): 'Mech armor, structure, engine, gyro,
cockpit and myomer types on BareMechFactory, and every battle armor armor
type on BareBattleArmorFactory.

'Mech (BareMechFactory, see its docstring): armor 160 x 2.5 = 400,
structure 83 x 1.5 = 124.5, gyro 50 t x 0.5 = 25; defensive factor 1.3
(run 8: TMM 3); offensive 50 t x speed factor 1.37 (8 MP) = 68.5; BV
782.85 -> 783.  BV multipliers (TM p. 302; TO pp. 380-381 with the TO
errata v3.02): armor type x the armor's BV, structure and engine type x the
structure's BV, gyro type x tonnage, cockpit type x the final BV.  A type
with multiplier 1 leaves the BV at 783.  Where the type needs critical
slots the bare 'Mech does not place, the validator says so with the slot
rule's code (TM pp. 205-229: Clan ferro-fibrous 7 slots, light
ferro-fibrous 7, heavy ferro-fibrous 21, prototype ferro-fibrous 16 (TO:AUE
p. 117), Clan endo steel 7, prototype endo steel 16, endo-composite 7 IS /
4 Clan (TO p. 342), Clan XXL engine 4 per side torso, command console and
torso-mounted cockpit their own layouts).

Battle armor (BareBattleArmorFactory: four IS medium suits, 6 points each,
ground MP 1; TM pp. 307-308): a trooper's defensive rating is (armor x
armor factor + 1) x (1 + TMM 0 / 10 + 0.1); the squad of four x 5.2.
Standard armor factor 2.5: (15 + 1) x 1.1 = 17.6 -> 91.52 -> 92.
Fire-resistant, laser-reflective and reactive armor count 3.5 a point (TO
p. 380, the errata giving reflective and reactive the fire-resistant value):
(21 + 1) x 1.1 = 24.2 x 5.2 = 125.84 -> 126.  Stealth and mimetic armor
add to the defensive factor (TM p. 308): basic, standard and prototype
stealth +0.2: 16 x 1.3 = 20.8 x 5.2 = 108.16 -> 108; improved stealth and
mimetic +0.3: 16 x 1.4 = 22.4 x 5.2 = 116.48 -> 116.  Alpha Strike (AS:CE
special abilities, ASC p. 96 conversion): stealth STL, mimetic MAS,
fire-resistant FR, reflective RFA, reactive RCA.  Six points fit the
medium suit in every type; the armor's slots fit its body: valid.
"""

from __future__ import annotations

import dataclasses

import pytest

from design_factories import BareBattleArmorFactory, BareMechFactory
from synth import bv_of, card, errors, with_armor, with_engine, with_mech, with_structure

# (row, tech base, change, BV by hand, card ability by hand or None, validation errors by hand)
MECH = [
    # the factory's own parts, named: multiplier 1, valid
    ("armor:standard", "IS", with_armor("standard"), 783, None, set()),
    ("structure:standard", "IS", with_structure("standard"), 783, None, set()),
    ("engine:fusion", "IS", with_engine("fusion"), 783, None, set()),
    ("gyro:standard", "IS", with_mech(gyro="standard"), 783, None, set()),
    ("cockpit:standard", "IS", with_mech(cockpit="standard"), 783, None, set()),
    ("myomer:standard", "IS", with_mech(myomer="standard"), 783, None, set()),
    # ferro-fibrous family x1 (TM p. 302): 783; their slots not placed
    ("armor:ferro_fibrous_clan", "Clan", with_armor("ferro_fibrous_clan"), 783, None, {"MECH_ARMOR_SLOTS"}),
    ("armor:light_ferro_fibrous", "IS", with_armor("light_ferro_fibrous"), 783, None, {"MECH_ARMOR_SLOTS"}),
    ("armor:heavy_ferro_fibrous", "IS", with_armor("heavy_ferro_fibrous"), 783, None, {"MECH_ARMOR_SLOTS"}),
    ("armor:ferro_fibrous_prototype", "IS", with_armor("ferro_fibrous_prototype"), 783, None, {"MECH_ARMOR_SLOTS"}),
    # Clan laser-reflective x1.5 (TO p. 380): (600 + 149.5) x 1.3 = 974.35 + 68.5 = 1042.85; RFA; 5 slots
    ("armor:reflective_clan", "Clan", with_armor("reflective_clan"), 1043, "RFA", {"MECH_ARMOR_SLOTS"}),
    # endo steel / endo-composite x1: 783; slots not placed
    ("structure:endo_steel_clan", "Clan", with_structure("endo_steel_clan"), 783, None, {"MECH_STRUCTURE_SLOTS"}),
    ("structure:endo_steel_prototype", "IS", with_structure("endo_steel_prototype"), 783, None,
     {"MECH_STRUCTURE_SLOTS"}),
    ("structure:endo_composite_is", "IS", with_structure("endo_composite_is"), 783, None, {"MECH_STRUCTURE_SLOTS"}),
    ("structure:endo_composite_clan", "Clan", with_structure("endo_composite_clan"), 783, None,
     {"MECH_STRUCTURE_SLOTS"}),
    # Clan XXL engine x0.5 (TO p. 381 addendum): (400 + 62.25 + 25) x 1.3 = 633.43 + 68.5 = 701.93
    ("engine:xxl_clan", "Clan", with_engine("xxl_clan"), 702, None, {"MECH_ENGINE_SLOTS"}),
    # torso-mounted cockpit (TO p. 381): the centre torso armor (22 + 8) counts a second time,
    # (190 x 2.5 = 475 + 149.5) x 1.3 = 811.85 + 68.5 = 880.35, final x 0.95 (TO errata v3.02, A1) = 836.33
    ("cockpit:torso_mounted", "IS", with_mech(cockpit="torso_mounted"), 836, None, {"MECH_COCKPIT_SLOTS"}),
    # command console x1 (TO p. 381 gives it no modifier): 783; MHQ1 (AS:CE p. 51); its second head slot not placed
    ("cockpit:command_console", "IS", with_mech(cockpit="command_console"), 783, "MHQ1", {"MECH_COCKPIT_SLOTS"}),
]


@pytest.mark.covers("armor:standard", "structure:standard", "engine:fusion", "gyro:standard", "cockpit:standard",
                    "myomer:standard", "armor:ferro_fibrous_clan", "armor:light_ferro_fibrous",
                    "armor:heavy_ferro_fibrous", "armor:ferro_fibrous_prototype", "armor:reflective_clan",
                    "structure:endo_steel_clan", "structure:endo_steel_prototype", "structure:endo_composite_is",
                    "structure:endo_composite_clan", "engine:xxl_clan", "cockpit:torso_mounted",
                    "cockpit:command_console")
@pytest.mark.parametrize("row, tech, change, want_bv, want_ability, want_errors", MECH, ids=[m[0] for m in MECH])
def test_a_mech_component_type(row, tech, change, want_bv, want_ability, want_errors):
    d = change(BareMechFactory(tech_base=tech))
    assert bv_of(d) == want_bv
    damage, specials = card(d)
    assert damage == "0/0/0"
    if want_ability:
        assert want_ability in specials
    assert errors(d) == want_errors


# (armor type, BV by hand, card abilities by hand besides CAR4)
BATTLE_ARMOR = [
    ("ba_standard", 92, set()),
    ("ba_advanced", 92, set()),
    ("ba_stealth_basic", 108, {"STL"}),
    ("ba_stealth", 108, {"STL"}),
    ("ba_stealth_prototype", 108, {"STL"}),
    ("ba_stealth_improved", 116, {"STL"}),
    ("ba_mimetic", 116, {"MAS"}),
    ("ba_fire_resistant", 126, {"FR"}),
    ("ba_reflective", 126, {"RFA"}),
    ("ba_reactive", 126, {"RCA"}),
]


@pytest.mark.covers("battle armor armor:ba_standard", "battle armor armor:ba_advanced",
                    "battle armor armor:ba_stealth_basic", "battle armor armor:ba_stealth",
                    "battle armor armor:ba_stealth_prototype", "battle armor armor:ba_stealth_improved",
                    "battle armor armor:ba_mimetic", "battle armor armor:ba_fire_resistant",
                    "battle armor armor:ba_reflective", "battle armor armor:ba_reactive")
@pytest.mark.checklist("AS special", "MAS", "FR")
@pytest.mark.parametrize("armor, want_bv, want_abilities", BATTLE_ARMOR, ids=[b[0] for b in BATTLE_ARMOR])
def test_a_battle_armor_armor_type(armor, want_bv, want_abilities):
    # fire-resistant armor is Clan technology (TM p. 169): the bare suit as a Clan one
    tech = "Clan" if armor == "ba_fire_resistant" else "IS"
    d = dataclasses.replace(BareBattleArmorFactory(), armor_type=armor, tech_base=tech)
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset({"CAR4"} | want_abilities))
    assert errors(d) == set()
