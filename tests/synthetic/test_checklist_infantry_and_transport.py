"""Alpha Strike specials of the issue 16 checklist (deliverable 3) that
checklist_open.csv listed as not worked out: the conventional infantry
specializations FF (fire engineers), TRN (trench/fieldworks engineers) and
MTN (mountain troops), on FootPlatoonFactory; IT (infantry transport) on
BareTankFactory; LG (large support vehicle) on BareSupportVehicleFactory
(tests/design_factories.py); TSI (TSM implants) on FootPlatoonFactory and
CK (cargo over a kiloton) on BareSupportVehicleFactory as a 1,500 t naval
support vehicle.

Infantry BV (TM p. 314; unit-type modifiers of specializations TO p. 381;
skill TM p. 315): defensive troopers x 1.5 x the damage divisor (1, the
generic infantry kit) x (1 + TMM / 10); offensive each trooper's weapon BV,
counted again for a platoon that can make anti-'Mech attacks, x the speed
factor (1 + (MP - 5) / 10) ^ 1.2 to two decimals (1 MP: 0.54); (defensive +
offensive) x (1 + the specialization's modifier: engineers 0.1, mountain
troops 0.2), rounded; a platoon without anti-'Mech gear reads the
anti-'Mech 8 column: x 0.85 at gunnery 4.

The specialized platoon (TO pp. 340-341: engineers and mountain troops are
at most 2 squads, 20 troopers; engineers carry no secondary weapons): two
squads of 7 with auto-rifles (BV 1.59), foot, ground MP 1 (TMM 0).
defensive 14 x 1.5 = 21; offensive 14 x 1.59 = 22.26, twice = 44.52, x
0.54 = 24.0408; 45.0408.
"""

from __future__ import annotations

import dataclasses

import pytest

import bv
from design_factories import BareSupportVehicleFactory, BareTankFactory, FootPlatoonFactory
from synth import bv_of, card, errors


def _specialists(spec: str):
    d = FootPlatoonFactory()
    return dataclasses.replace(d, infantry=dataclasses.replace(d.infantry, specializations=(spec,), squads=2,
                                                               secondary=None, secondary_per_squad=0))


@pytest.mark.checklist("AS special", "FF", "TRN", "MTN")
@pytest.mark.parametrize("spec, code, base, final", [
    # engineers x 1.1: 45.0408 x 1.1 = 49.545 -> 50; x 0.85 = 42.5 -> 43
    ("fire_engineers", "FF", 50, 43),
    ("trench_engineers", "TRN", 50, 43),
    # mountain troops x 1.2: 54.049 -> 54; x 0.85 = 45.9 -> 46
    ("mountain_troops", "MTN", 54, 46),
])
def test_an_infantry_specialization_gives_its_special(spec, code, base, final):
    """The specialization's Alpha Strike ability (AS:CE: FF fire engineers,
    TRN trenchworks/fieldworks engineers, MTN mountain troops) beside AM (a
    foot platoon can make anti-'Mech attacks); the platoon is legal."""
    d = _specialists(spec)
    r = bv.compute(d)
    assert (r.base_bv, bv_of(d)) == (base, final)
    _, specials = card(d)
    assert {code, "AM"} <= specials
    assert errors(d) == set()


@pytest.mark.checklist("AS special", "IT")
def test_infantry_compartment_gives_it():
    """A 4 t infantry compartment (troop space: it weighs its capacity in
    tons and has no BV; TM, transport bays, page unverified) on the bare tank: 27 + 4 = 31 t of 50,
    BV 325 unchanged (factory docstring).  Card: IT4 (AS:CE: infantry
    transport, its tons), SRCH and ENE as before.  Valid."""
    t = BareTankFactory()
    d = dataclasses.replace(t, vehicle=dataclasses.replace(t.vehicle, transporters=("troopspace:4.0",)))
    assert bv_of(d) == 325
    assert card(d) == ("0/0/0", frozenset({"IT4", "SRCH", "ENE"}))
    assert errors(d) == set()


@pytest.mark.checklist("AS special", "LG")
def test_a_large_support_vehicle_gives_lg():
    """BareSupportVehicleFactory at 100 t as a large wheeled support vehicle
    (TM support vehicle weight classes: wheeled large above 80 t, page
    unverified), the same 64 armor points.
    BV (TM pp. 316-318): structure 100 / 10 = 10 points a location x 4 =
    40; defensive (64 x 2.5 + 40 x 1.5 = 220) x 0.8 (wheeled) x 1.2 (flank
    6: TMM 2) = 211.2; offensive 100 / 2 = 50 x 1.12 (6 MP) = 56; 267.2 ->
    267.  Card: LG (AS:CE: large support vehicle), ENE.  Valid."""
    s = BareSupportVehicleFactory()
    d = BareSupportVehicleFactory(tonnage=100.0,
                                  support_vehicle=dataclasses.replace(s.support_vehicle, weight_class="large"))
    assert bv_of(d) == 267
    assert card(d) == ("0/0/0", frozenset({"LG", "ENE"}))
    assert errors(d) == set()


@pytest.mark.checklist("AS special", "TSI")
def test_tsm_implants_give_tsi():
    """Two squads of 7 auto-rifles (BV 1.59 each), foot, ground MP 1, no
    armor kit and no secondary weapon, with TSM implants (IO p. 78, Manei
    Domini augmentations; the text was not seen here).  Fact used: a TSM
    implant alone halves an unarmored platoon's damage divisor, 1 -> 0.5
    (MegaMek's Infantry.calcDamageDivisor, as its unit test
    InfantryDermalCamoArmorTest states it, index id 4003399867; no code
    copied), which construction/infantry.py damage_divisor applies.
    BV (TM p. 314): defensive 14 x 1.5 x 0.5 = 10.5 (x 1.0, TMM 0);
    offensive 14 x 1.59 = 22.26, twice for anti-'Mech attacks = 44.52 x
    0.54 (1 MP) = 24.04; 34.54 -> 35, x 0.85 (anti-'Mech 8 column at
    gunnery 4) = 29.75 -> 30.  Without the implants the divisor stays 1:
    21 + 24.04 = 45.04 -> 45, x 0.85 = 38.25 -> 38.  Card: TSI (AS:CE:
    TSM implants) beside AM.  Legal."""
    d = FootPlatoonFactory()
    plain = dataclasses.replace(d, infantry=dataclasses.replace(d.infantry, squads=2, secondary=None,
                                                                secondary_per_squad=0, armor_kit=None))
    tsm = dataclasses.replace(plain, infantry=dataclasses.replace(plain.infantry, augmentations=("tsm_implant",)))
    assert (bv.compute(plain).base_bv, bv_of(plain)) == (45, 38)
    assert (bv.compute(tsm).base_bv, bv_of(tsm)) == (35, 30)
    assert {"TSI", "AM"} <= card(tsm)[1]
    assert "TSI" not in card(plain)[1]
    assert errors(tsm) == set()


@pytest.mark.checklist("AS special", "CK")
def test_a_cargo_bay_over_a_kiloton_gives_ck():
    """BareSupportVehicleFactory as a 1,500 t large naval support vehicle
    (naval support vehicles weigh up to 100,000 t, large above 300 t; TM
    support vehicle weight classes, page unverified), cruise 2 (flank 3),
    the same 64 armor points, with a 1,001 t cargo bay (a bay weighs its
    capacity, no BV).  The chassis and engine weights come from the
    support vehicle tables (TM pp. 122-123), not worked out here; the
    validator finds the design within its tonnage (no error).
    BV (TM pp. 316-318): structure 1,500 / 10 = 150 points a location x 4
    = 600; defensive (64 x 2.5 + 600 x 1.5 = 1,060) x 0.6 (naval) x 1.1
    (flank 3: TMM 1) = 699.6; offensive 1,500 / 2 = 750 x 0.77 (3 MP) =
    577.5; 1277.1 -> 1277.  Card: CK1 (AS:CE: cargo over 1,000 t is
    printed in kilotons, 1,001 / 1,000 rounded = 1) instead of CT, LG
    (large support vehicle), ENE."""
    s = BareSupportVehicleFactory()
    d = BareSupportVehicleFactory(tonnage=1500.0, walk_mp=2, support_vehicle=dataclasses.replace(
        s.support_vehicle, weight_class="large", motive="naval", transporters=("cargobay:1001.0",)))
    assert bv_of(d) == 1277
    assert card(d) == ("0/0/0", frozenset({"CK1", "LG", "ENE"}))
    assert errors(d) == set()


def test_only_a_general_cargo_bay_gives_ct():
    """BareSupportVehicleFactory (50 t wheeled support vehicle) with a 10 t
    bay.  CT# is the element's general cargo capacity (AS:CE special
    abilities, CT#: tons of cargo): a standard cargo bay of 10 t gives CT10;
    the specialised bays - refrigerated, liquid, insulated, livestock - carry
    only their own kind of cargo and give no CT (MegaMek's converter, today's
    and the corpus reference's, counts standard cargo bays only: the
    reference's Dreadnought Mk II Land Trailer #3, refrigerated 17.4 t, has
    no CT).  The card is otherwise the bare vehicle's (ENE) and the bays
    have no BV or PV value."""
    s = BareSupportVehicleFactory()

    def with_bay(t):
        return dataclasses.replace(s, support_vehicle=dataclasses.replace(s.support_vehicle, transporters=(t,)))

    assert card(with_bay("cargobay:10.0:1"))[1] == frozenset({"CT10", "ENE"})
    for special in ("refrigeratedcargobay", "liquidcargobay", "insulatedcargobay", "livestockcargobay"):
        assert card(with_bay(f"{special}:10.0:1"))[1] == frozenset({"ENE"}), special
    assert bv_of(with_bay("refrigeratedcargobay:10.0:1")) == bv_of(with_bay("cargobay:10.0:1"))
