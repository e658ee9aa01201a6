"""Component types (armor, structure, engine, gyro, cockpit) worked out by
hand on BareMechFactory (BV 783: armor 160 x 2.5 = 400, structure 83 x 1.5
= 124.5, gyro 50 x 0.5 = 25, defensive factor 1.3, offensive 50 x 1.37 =
68.5).  Only the component changes; where it needs critical slots the bare
'Mech does not give it, the validator says so with the slot rule's code.

BV multipliers (TM pp. 302-303; TO pp. 380-381 with the TO errata v3.02):
armor type x armor BV, structure type and engine type x structure BV, gyro
type x tonnage, cockpit type x the final BV."""

from __future__ import annotations

import dataclasses

import pytest

from design_factories import BareMechFactory
from synth import bv_of, card, errors, with_engine, with_mech

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist("AS special", "BRA", "CR", "RCA")




# (component row, change, BV by hand, card ability by hand or None, validation errors)
COMPONENTS = [
    # hardened armor x2 (TO p. 380) and -1 running MP (run 7: TMM 3, speed factor 1.2^1.2 = 1.24):
    # (800 + 124.5 + 25) x 1.3 = 1234.35 + 50 x 1.24 = 62 -> 1296.35.  AS: CR.  No slots: valid
    ("armor:hardened", lambda d: dataclasses.replace(d, armor_type="hardened"), 1296, "CR", set()),
    # reactive armor x1.5 (TO p. 380): (600 + 149.5) x 1.3 = 974.35 + 68.5 = 1042.85.  AS: RCA.  14 slots not placed
    ("armor:reactive_is", lambda d: dataclasses.replace(d, armor_type="reactive_is"), 1043, "RCA", {"MECH_ARMOR_SLOTS"}),
    # ballistic-reinforced x1.5 (TO p. 380): the same 1043.  AS: BRA.  10 slots not placed
    ("armor:ballistic_reinforced", lambda d: dataclasses.replace(d, armor_type="ballistic_reinforced"), 1043, "BRA",
     {"MECH_ARMOR_SLOTS"}),
    # reinforced structure x2 (TO p. 381): (400 + 249 + 25) x 1.3 = 876.2 + 68.5 = 944.7; no slots: valid
    ("structure:reinforced", lambda d: dataclasses.replace(d, structure="reinforced"), 945, None, set()),
    # composite structure x0.5: (400 + 62.25 + 25) x 1.3 = 633.43 + 68.5 = 701.93; valid
    ("structure:composite", lambda d: dataclasses.replace(d, structure="composite"), 702, None, set()),
    # Inner Sphere XL engine x0.5 on structure: 701.93 as above; its side-torso slots not placed
    ("engine:xl_is", with_engine("xl_is"), 702, None, {"MECH_ENGINE_SLOTS"}),
    # light engine x0.75: (400 + 93.38 + 25) x 1.3 = 673.89 + 68.5 = 742.39
    ("engine:light", with_engine("light"), 742, None, {"MECH_ENGINE_SLOTS"}),
    # heavy-duty gyro x1 (TO p. 380): 50 t x 1 = 50: (400 + 124.5 + 50) x 1.3 = 746.85 + 68.5 = 815.35; 4 slots: valid
    ("gyro:heavy_duty", with_mech(gyro="heavy_duty"), 815, None, set()),
    # XL gyro x0.5 like the standard one: 783; 6 slots where 4 are placed
    ("gyro:xl", with_mech(gyro="xl"), 783, None, {"MECH_GYRO_SLOTS"}),
    # small cockpit x0.95 on the final BV (TO p. 381): 782.85 x 0.95 = 743.71; its head layout not placed
    ("cockpit:small", with_mech(cockpit="small"), 744, None, {"MECH_COCKPIT_SLOTS"}),
]


@pytest.mark.covers("armor:hardened", "armor:reactive_is", "armor:ballistic_reinforced", "structure:reinforced",
                    "structure:composite", "engine:xl_is", "engine:light", "gyro:heavy_duty", "gyro:xl", "cockpit:small")
@pytest.mark.parametrize("row, change, want_bv, want_ability, want_errors", COMPONENTS, ids=[c[0] for c in COMPONENTS])
def test_a_component_type(row, change, want_bv, want_ability, want_errors):
    d = change(BareMechFactory())
    assert bv_of(d) == want_bv
    if want_ability:
        assert want_ability in card(d)[1]
    assert errors(d) == want_errors
