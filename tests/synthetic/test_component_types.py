"""More component types (armor, structure, engine, gyro, cockpit, heat
sinks) worked out by hand on BareMechFactory (issue 16), beside
tests/synthetic/test_mech_components.py.  The bare 'Mech: armor 160 x 2.5 =
400, structure 83 x 1.5 = 124.5, gyro 50 x 0.5 = 25; defensive factor 1.3;
offensive 50 x 1.37 = 68.5; BV 783.  Only the component changes; where it
needs critical slots the bare 'Mech does not give it, the validator says so
with the slot rule's code.

BV multipliers (TM pp. 302-303; TO pp. 380-381 with the TO errata v3.02):
armor type x armor BV, structure and engine type x structure BV, gyro type
x tonnage, cockpit type x the final BV.  Alpha Strike abilities of armor
types (AS:CE special abilities, ASC p. 96 conversion): ferro-lamellor CR,
anti-penetrative ablation ABA, laser-reflective RFA, reactive RCA,
impact-resistant IRA, commercial BAR; the interface cockpit DN.
"""

from __future__ import annotations

import pytest

from design_factories import BareMechFactory
from synth import (bv_of, card, errors, with_armor, with_engine, with_heat_sinks, with_mech,
                   with_structure)

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist("AS special", "ABA", "BAR", "CR", "DN", "IRA", "RCA", "RFA")


# (row, tech base, change, BV by hand, card ability by hand or None, validation errors by hand)
COMPONENTS = [
    # ferro-lamellor x1.2 (TO p. 380): (480 + 149.5) x 1.3 = 818.35 + 68.5 = 886.85; 12 Clan slots not placed
    ("armor:ferro_lamellor", "Clan", with_armor("ferro_lamellor"), 887, "CR", {"MECH_ARMOR_SLOTS"}),
    # laser-reflective x1.5 (TO p. 380): (600 + 149.5) x 1.3 = 974.35 + 68.5 = 1042.85; 10 slots
    ("armor:reflective_is", "IS", with_armor("reflective_is"), 1043, "RFA", {"MECH_ARMOR_SLOTS"}),
    # Clan reactive x1.5: 1043; 7 slots
    ("armor:reactive_clan", "Clan", with_armor("reactive_clan"), 1043, "RCA", {"MECH_ARMOR_SLOTS"}),
    # anti-penetrative ablation x1.2 (IO p. 86): 887; 6 slots
    ("armor:anti_penetrative_ablation", "IS", with_armor("anti_penetrative_ablation"), 887, "ABA", {"MECH_ARMOR_SLOTS"}),
    # heat-dissipating x1.1 (IO p. 87): (440 + 149.5) x 1.3 = 766.35 + 68.5 = 834.85; 6 slots
    ("armor:heat_dissipating", "IS", with_armor("heat_dissipating"), 835, None, {"MECH_ARMOR_SLOTS"}),
    # impact-resistant x1 (IO p. 87): 783; IRA; 6 slots
    ("armor:impact_resistant", "IS", with_armor("impact_resistant"), 783, "IRA", {"MECH_ARMOR_SLOTS"}),
    # commercial x0.5 (TM p. 205, BV TM p. 302): (200 + 149.5) x 1.3 = 454.35 + 68.5 = 522.85; no slots: valid; BAR
    ("armor:commercial", "IS", with_armor("commercial"), 523, "BAR", set()),
    # IS ferro-fibrous x1: 783; 14 slots not placed
    ("armor:ferro_fibrous_is", "IS", with_armor("ferro_fibrous_is"), 783, None, {"MECH_ARMOR_SLOTS"}),
    # IS endo steel x1: 783; 14 slots not placed
    ("structure:endo_steel_is", "IS", with_structure("endo_steel_is"), 783, None, {"MECH_STRUCTURE_SLOTS"}),
    # industrial structure x0.5 (TM p. 302): (400 + 62.25 + 25) x 1.3 = 633.43 + 68.5 = 701.93; not for a
    # BattleMech (TM p. 224): MECH_STRUCTURE_TYPE
    ("structure:industrial", "IS", with_structure("industrial"), 702, None, {"MECH_STRUCTURE_TYPE"}),
    # Clan XL engine x0.75 (TM p. 302): (400 + 93.38 + 25) x 1.3 = 673.89 + 68.5 = 742.39; 2 side-torso slots each
    ("engine:xl_clan", "Clan", with_engine("xl_clan"), 742, None, {"MECH_ENGINE_SLOTS"}),
    # IS XXL engine x0.25 (TO p. 381 addendum): (400 + 31.13 + 25) x 1.3 = 592.96 + 68.5 = 661.46; 6 slots each
    ("engine:xxl_is", "IS", with_engine("xxl_is"), 661, None, {"MECH_ENGINE_SLOTS"}),
    # compact engine x1: 783; 3 CT slots where the bare 'Mech places 6
    ("engine:compact", "IS", with_engine("compact"), 783, None, {"MECH_ENGINE_SLOTS"}),
    # compact gyro x0.5 as standard: 783; 2 slots where 4 are placed
    ("gyro:compact", "IS", with_mech(gyro="compact"), 783, None, {"MECH_GYRO_SLOTS"}),
    # no gyro x0 (IO p. 69): (400 + 124.5) x 1.3 = 681.85 + 68.5 = 750.35; its 4 slots still placed
    ("gyro:none", "IS", with_mech(gyro="none"), 750, None, {"MECH_GYRO_SLOTS"}),
    # interface cockpit x1.3 on the final BV (TO p. 381): 782.85 x 1.3 = 1017.71; its head layout not placed; DN
    ("cockpit:interface", "IS", with_mech(cockpit="interface"), 1018, "DN", {"MECH_COCKPIT_SLOTS"}),
    # heat sink types: the 250 engine holds its 10 sinks weight- and slot-free; with no weapon the heat
    # efficiency changes nothing: 783, valid (TM p. 221; laser heat sinks TO p. 316)
    ("heat sink:double_is", "IS", with_heat_sinks("double_is"), 783, None, set()),
    ("heat sink:double_clan", "Clan", with_heat_sinks("double_clan"), 783, None, set()),
    ("heat sink:laser", "Clan", with_heat_sinks("laser"), 783, None, set()),
]


@pytest.mark.covers("armor:ferro_lamellor", "armor:reflective_is", "armor:reactive_clan",
                    "armor:anti_penetrative_ablation", "armor:heat_dissipating", "armor:impact_resistant",
                    "armor:commercial", "armor:ferro_fibrous_is", "structure:endo_steel_is", "structure:industrial",
                    "engine:xl_clan", "engine:xxl_is", "engine:compact", "gyro:compact", "gyro:none",
                    "cockpit:interface", "heat sink:double_is", "heat sink:double_clan", "heat sink:laser")
@pytest.mark.parametrize("row, tech, change, want_bv, want_ability, want_errors", COMPONENTS,
                         ids=[c[0] for c in COMPONENTS])
def test_a_component_type(row, tech, change, want_bv, want_ability, want_errors):
    d = change(BareMechFactory(tech_base=tech))
    assert bv_of(d) == want_bv
    if want_ability:
        assert want_ability in card(d)[1]
    assert errors(d) == want_errors
