"""Non-weapon equipment and component types that no canonical unit mounts
(issue 16), each worked out by hand on the bare units of
tests/design_factories.py:

* BareMechFactory: 50 t biped, 33.5 t used, BV 783 (defensive 549.5 x 1.3
  = 714.35; offensive 50 t x 1.37 = 68.5), card 0/0/0 with ENE, valid with
  the MECH_UNDERWEIGHT warning.
* BareSupportVehicleFactory: 50 t medium wheeled, BV 210, card 0/0/0 ENE.
* BareTankFactory: 50 t tracked, 27 t used, BV 325, card 0/0/0 ENE SRCH.
* BareBattleArmorFactory: four IS medium suits, BV 92, card 0/0/0 CAR4,
  valid with the BA_UNDERWEIGHT warning.

An item with no BV of its own and no BV step that names it (TM pp. 302-318)
leaves the BV where it was; an item with no entry in the Alpha Strike
special-ability conversion (ASC p. 96) leaves the card as it was.
"""

from __future__ import annotations

import dataclasses

import pytest

from bv import alpha_strike
from construction import derived
from construction import mech as mech_rules
from construction.report import Report
from construction.model import Mount
from design_factories import (BareBattleArmorFactory, BareMechFactory, BareSupportVehicleFactory, BareTankFactory,
                              FootPlatoonFactory)
from synth import add, bv_of, card, errors, warnings, with_engine

# the Alpha Strike special abilities these tests work out by hand (tests/synthetic/checklist.py)
pytestmark = pytest.mark.checklist("AS special", "AM", "CAR", "EE", "ENE", "FC", "HPG", "SRCH", "TSM", "UMU")

BARE_MECH_CARD = ("0/0/0", frozenset({"ENE"}))


def _tons(design) -> float:
    return sum(w for _, w in mech_rules.weight_breakdown(design))


def _mech_items_tons(design) -> float:
    ctx = mech_rules._resolve(design, Report())  # a report the checks below do not read
    return sum(mech_rules.item_tonnage(ctx, m, e) or 0.0 for m, e in ctx.equipment())


# ------------------------------------------------------------------ 'Mech items

def test_a_ram_plate_spread_over_the_torsos_weighs_once():
    """The ram plate (OTP:HC p. 30) weighs a tenth of the 'Mech's tonnage,
    up to the half ton, for the whole plate, whose three slots are spread
    over the centre and side torsos: 5 t on the 50 t 'Mech, not 5 t a
    location (the canonical Rhino weighs exactly its 50 t this way)."""
    d = add(BareMechFactory(), Mount("Ram Plate", "CT", (10,)), Mount("Ram Plate", "LT", (0,)),
            Mount("Ram Plate", "RT", (0,)))
    assert _mech_items_tons(d) == 5.0


DRAPES = ["ChainDrapeApron", "ChainDrapeCape", "ChainDrapePoncho"]


def _draped(item, left=(0, 1, 2), right=(0, 1, 2), design=None, right_loc="RT"):
    return add(design or BareMechFactory(), Mount(item, "LT", tuple(left)), Mount(item, right_loc, tuple(right)))


@pytest.mark.covers("ChainDrapeApron", "ChainDrapeCape", "ChainDrapePoncho")
@pytest.mark.parametrize("item", DRAPES)
def test_a_chain_drape(item):
    """Chain drape (PS:AO-UrbanFest p. 16): one drape of six slots, three in
    each side torso, weighing the 'Mech's tonnage / 10 rounded up to the
    half ton: 50 / 10 = 5 t (33.5 + 5 = 38.5 of 50 t: valid).  No BV and no
    Alpha Strike ability of its own, but it costs the 'Mech one walking MP
    while mounted (data/rules/mech.json walk_mp_modifiers): walk 5 -> 4,
    run 8 -> 6, jump unchanged.  BV by hand (TM pp. 302-305): defensive
    549.5 x 1.2 (run 6: TMM 2) = 659.4; offensive 50 t x speed factor 1.12
    (6 MP: ((6 - 5) / 10 + 1) ^ 1.2 = 1.121) = 56; 715.4 -> 715 (783 without
    the drape).  Alpha Strike move 4 x 2 = 8" (10" without); the card is
    otherwise the bare one.  The engine rating still matches the design's
    own walking MP 5 (250 / 50)."""
    d = _draped(item)
    assert _mech_items_tons(d) == 5.0
    assert bv_of(d) == 715
    assert card(d) == BARE_MECH_CARD
    assert alpha_strike.convert(d).as_dict()["move"] == '8"'
    mv = derived.movement(d)
    assert (mv.walk, mv.run, mv.jump) == (4, 6, 0)
    assert d.walk_mp == 5
    assert errors(d) == set()


@pytest.mark.covers("ChainDrapeApron", "ChainDrapeCape", "ChainDrapePoncho")
@pytest.mark.parametrize("left, right, right_loc", [
    ((0, 1, 2), (0, 1), "RT"),        # one slot short in the right torso
    ((0, 1, 2, 3), (0, 1), "RT"),     # four and two: six in all, unevenly
    ((0, 1, 2), (10, 11), "CT"),      # three in the center torso, none in RT (CT slots 10-11 free on the bare 'Mech)
    ((0, 1, 2), (4, 5, 6), "RA"),     # three in an arm
], ids=["short", "uneven", "center_torso", "arm"])
def test_a_chain_drape_fills_three_slots_in_each_side_torso(left, right, right_loc):
    """MECH_CHAIN_DRAPE (PS:AO-UrbanFest p. 16): three slots in the left
    torso and three in the right, nowhere else."""
    assert "MECH_CHAIN_DRAPE" in errors(_draped("ChainDrapeCape", left, right, right_loc=right_loc))
    assert "MECH_CHAIN_DRAPE" not in errors(_draped("ChainDrapeCape"))


def _torso_cockpit(design):
    """The bare 'Mech with a torso-mounted cockpit (TO p. 300;
    cockpits.json): two Sensors slots left in the head, Cockpit and Sensors
    in CT slots 10-11, one Life Support slot in each side torso (slot 3,
    after the drape's three)."""
    kept = tuple(m for m in design.mounts if not (m.location == "HD" and m.item in ("Cockpit", "Life Support")))
    kept = tuple(m for m in kept if not (m.location == "HD" and m.item == "Sensors" and m.slots == (4,)))
    kept += (Mount("Sensors", "HD", (0,)), Mount("Cockpit", "CT", (10,)), Mount("Sensors", "CT", (11,)),
             Mount("Life Support", "LT", (3,)), Mount("Life Support", "RT", (3,)))
    return dataclasses.replace(design, mounts=kept, mech=dataclasses.replace(design.mech, cockpit="torso_mounted"))


@pytest.mark.covers("ChainDrapeApron", "ChainDrapeCape", "ChainDrapePoncho")
@pytest.mark.parametrize("item, allowed", [("ChainDrapeCape", True), ("ChainDrapeApron", False),
                                           ("ChainDrapePoncho", False)])
def test_with_a_torso_mounted_cockpit_only_the_cape(item, allowed):
    """MECH_CHAIN_DRAPE_CONFIGURATION (PS:AO-UrbanFest p. 16): a 'Mech with
    a torso-mounted cockpit may drape itself only with a cape.  The bare
    'Mech with its cockpit moved into the torso is valid alone (4 t cockpit
    instead of 3: 34.5 t) and with a cape; an apron or a poncho breaks the
    limit and nothing else."""
    base = _torso_cockpit(BareMechFactory())
    assert errors(base) == set()
    want = set() if allowed else {"MECH_CHAIN_DRAPE_CONFIGURATION"}
    assert errors(_draped(item, design=base)) == want


@pytest.mark.covers("ChainDrapeApron", "ChainDrapeCape", "ChainDrapePoncho")
@pytest.mark.parametrize("config", ["quad", "quadvee"])
@pytest.mark.parametrize("item, allowed", [("ChainDrapeCape", True), ("ChainDrapeApron", False),
                                           ("ChainDrapePoncho", False)])
def test_a_quad_wears_only_the_cape(config, item, allowed):
    """MECH_CHAIN_DRAPE_CONFIGURATION: on a quad 'Mech (QuadVees too) only
    the cape; the configuration alone decides (the bare biped relabelled a
    quad breaks other rules too, so only this code is looked at)."""
    d = _draped(item, design=dataclasses.replace(BareMechFactory(),
                                                  mech=dataclasses.replace(BareMechFactory().mech, config=config)))
    assert ("MECH_CHAIN_DRAPE_CONFIGURATION" in errors(d)) is not allowed


@pytest.mark.covers("ChainDrapeApron", "ChainDrapeCape", "ChainDrapePoncho")
@pytest.mark.parametrize("item", DRAPES)
def test_a_tripod_may_wear_any_drape(item):
    """Tripods are not quads: every drape is allowed there."""
    d = _draped(item, design=dataclasses.replace(BareMechFactory(),
                                                  mech=dataclasses.replace(BareMechFactory().mech, config="tripod")))
    assert "MECH_CHAIN_DRAPE_CONFIGURATION" not in errors(d)


# (item, location, slots, book)
NO_VALUE_MECH_ITEMS = [
    ("DamageInterruptCircuit", "LT", 0),  # IO:AE p. 62: no weight, no slot, no BV
    ("DNICockpitModification", "LT", 0),  # IO:AE p. 62: no weight, no slot, no BV (it changes the pilot's skills)
    ("Dumper (Left)", "LA", 1),  # TM p. 243: 10% of the cargo it serves (none here: 0 t), 1 slot
    ("Dumper (Right)", "RA", 1),
]


@pytest.mark.covers("DamageInterruptCircuit", "DNICockpitModification", "Dumper (Left)", "Dumper (Right)")
@pytest.mark.parametrize("item, loc, slots", NO_VALUE_MECH_ITEMS, ids=[i[0] for i in NO_VALUE_MECH_ITEMS])
def test_a_mech_item_with_no_value(item, loc, slots):
    """Weight 0 (see the table), BV 783, the bare card, valid."""
    first = 4 if loc in ("LA", "RA") else 0
    d = add(BareMechFactory(), Mount(item, loc, tuple(range(first, first + slots))))
    assert _mech_items_tons(d) == 0.0
    assert bv_of(d) == 783
    assert card(d) == BARE_MECH_CARD
    assert errors(d) == set()


@pytest.mark.covers("DNICockpitModification", "Dumper (Left)", "Dumper (Right)", "VeeDropChuteCamo",
                    "VeeDropChuteStealth", "Escape Pod (Maritime)", "Lifeboat (Atmospheric)")
@pytest.mark.parametrize("item", ["DNICockpitModification", "Dumper (Left)", "Dumper (Right)", "VeeDropChuteCamo",
                                  "VeeDropChuteStealth", "Escape Pod (Maritime)", "Lifeboat (Atmospheric)"])
def test_a_vehicle_item_with_no_value(item):
    """DNI (IO:AE p. 62), dumpers (TM p. 243), camouflage and stealth drop
    chutes (TO p. 348: 2 and 2.2 t), maritime escape pod and atmospheric
    lifeboat (TM pp. 216, 227: 7 t each): no BV step names them, no
    Alpha Strike ability.  The support vehicle keeps BV 210 and 0/0/0 ENE;
    the combat vehicle (the pods and lifeboats are support-vehicle items)
    BV 325 and 0/0/0 ENE SRCH; both valid."""
    sv = add(BareSupportVehicleFactory(), Mount(item, "BODY"))
    assert bv_of(sv) == 210
    assert card(sv) == ("0/0/0", frozenset({"ENE"}))
    assert errors(sv) == set()
    if item.startswith(("Escape Pod", "Lifeboat")):
        return
    tank = add(BareTankFactory(), Mount(item, "BODY"))
    assert bv_of(tank) == 325
    assert card(tank) == ("0/0/0", frozenset({"ENE", "SRCH"}))
    assert errors(tank) == set()


@pytest.mark.covers("ISMobileHPG", "ISSmallNavalCommScannerSuite")
@pytest.mark.parametrize("item, ability", [("ISMobileHPG", "HPG"), ("ISSmallNavalCommScannerSuite", None)])
def test_support_vehicle_items_heavier_than_the_vehicle_allows(item, ability):
    """Mobile HPG (TO p. 330): 50 t; small naval comm-scanner suite (TO p.
    332): 100 t.  Either outweighs what a 50 t support vehicle has left
    after its chassis (7.5 t), engine and armor: SV_OVERWEIGHT.  Neither has
    BV (210 as bare); the HPG brings the HPG ability (AS:CE special
    abilities), the comm-scanner none."""
    d = add(BareSupportVehicleFactory(), Mount(item, "BODY"))
    assert "SV_OVERWEIGHT" in errors(d)
    assert bv_of(d) == 210
    want = {"ENE"} | ({ability} if ability else set())
    assert card(d) == ("0/0/0", frozenset(want))


@pytest.mark.covers("LAM Fuel Tank")
def test_a_lam_fuel_tank_on_a_mech_that_is_not_a_lam():
    """LAM fuel tank (IO:AE p. 108): 1 slot, 1 t, explosive.  On a 'Mech that
    is not a Land-Air 'Mech it is an error (LAM_ONLY_EQUIPMENT, IO p. 114);
    in an Inner Sphere side torso without CASE it costs 15 defensive BV a
    slot (TM p. 303): (549.5 - 15) x 1.3 = 694.85 + 68.5 = 763.35 -> 763;
    the card loses ENE (explosive equipment, ASC p. 96)."""
    d = add(BareMechFactory(), Mount("LAM Fuel Tank", "LT", (0,)))
    assert bv_of(d) == 763
    assert card(d) == ("0/0/0", frozenset())
    assert errors(d) == {"LAM_ONLY_EQUIPMENT"}


TSM_SLOTS = (("LT", 0), ("LT", 1), ("RT", 0), ("RT", 1), ("LA", 4), ("RA", 4))


@pytest.mark.covers("Prototype TSM", "myomer:prototype_tsm")
def test_prototype_triple_strength_myomer():
    """Prototype TSM (IO p. 103): 6 slots spread, no weight.  BV as TSM (TM
    pp. 302, 304): walking MP + 1 = 6, running 9; TMM for 9 MP is still 3
    (x 1.3), so the defensive rating stays 714.35; offensive weight 50 t x
    1.5 = 75 x speed factor (1 + (9 - 5) / 10)^1.2 = 1.4967 -> 1.5 =
    112.5: 826.85 -> 827.  Card: TSM.  Valid (extinct by 3150: the
    MECH_EXTINCT warning)."""
    base = BareMechFactory()
    d = add(dataclasses.replace(base, mech=dataclasses.replace(base.mech, myomer="prototype_tsm")),
            *(Mount("Prototype TSM", loc, (s,)) for loc, s in TSM_SLOTS))
    assert bv_of(d) == 827
    assert card(d) == ("0/0/0", frozenset({"ENE", "TSM"}))
    assert errors(d) == set()
    assert "MECH_EXTINCT" in warnings(d)


@pytest.mark.covers("myomer:prototype_tsm")
def test_prototype_tsm_without_its_slots():
    """The myomer named without its six slots placed: MECH_MYOMER (TM pp.
    52-53: the myomer's slots must be allocated)."""
    base = BareMechFactory()
    d = dataclasses.replace(base, mech=dataclasses.replace(base.mech, myomer="prototype_tsm"))
    assert errors(d) == {"MECH_MYOMER"}


@pytest.mark.covers("Environmental Sealing (Mech)")
def test_mech_environmental_sealing_brings_no_value():
    """Environmental sealing for 'Mechs (TM p. 216): no BV (783), no Alpha
    Strike ability on a 'Mech (SEAL is the vehicles' ability).  It is
    IndustrialMech equipment: on the bare BattleMech it breaks
    MECH_INDUSTRIAL_ONLY and nothing else."""
    d = add(BareMechFactory(), *(Mount("Environmental Sealing (Mech)", loc, (s,)) for loc, s in
                                 (("HD", 3), ("CT", 10), ("LT", 0), ("RT", 0), ("LA", 4), ("RA", 4), ("LL", 4),
                                  ("RL", 4))))
    assert bv_of(d) == 783
    assert card(d) == BARE_MECH_CARD
    assert errors(d) == {"MECH_INDUSTRIAL_ONLY"}


def test_mech_environmental_sealing_weighs_a_tenth_of_the_mech():
    """TM p. 216: environmental sealing weighs 10% of the 'Mech's tonnage,
    rounded up to the half ton, for all its slots together: 50 t x 10% = 5 t."""
    d = add(BareMechFactory(), *(Mount("Environmental Sealing (Mech)", loc, (s,)) for loc, s in
                                 (("HD", 3), ("CT", 10), ("LT", 0), ("RT", 0), ("LA", 4), ("RA", 4), ("LL", 4),
                                  ("RL", 4))))
    assert _mech_items_tons(d) == 5.0


# ------------------------------------------------------------------ component types


# (component row, tech base, BV by hand, abilities on the card by hand, errors by hand)
ENGINES = [
    # large engines (TO p. 308): ratings 405-500 only (the bare 250 is out of range: MECH_ENGINE_RATING_RANGE),
    # 8 centre-torso slots where the bare 'Mech places 6 (MECH_ENGINE_SLOTS).  Structure BV x the engine
    # modifier (TO p. 381 addendum, errata v3.02): large fusion x1 -> 783
    ("engine:large_fusion", "IS", 783, {"ENE"}, {"MECH_ENGINE_RATING_RANGE", "MECH_ENGINE_SLOTS"}),
    # large XL (IS) x0.5: (400 + 62.25 + 25) x 1.3 = 633.43 + 68.5 = 701.93 -> 702
    ("engine:large_xl_is", "IS", 702, {"ENE"}, {"MECH_ENGINE_RATING_RANGE", "MECH_ENGINE_SLOTS"}),
    # large XL (Clan) x0.75: (400 + 93.38 + 25) x 1.3 = 673.89 + 68.5 = 742.39 -> 742 (on a Clan 'Mech)
    ("engine:large_xl_clan", "Clan", 742, {"ENE"}, {"MECH_ENGINE_RATING_RANGE", "MECH_ENGINE_SLOTS"}),
    # large light x0.75: 742
    ("engine:large_light", "IS", 742, {"ENE"}, {"MECH_ENGINE_RATING_RANGE", "MECH_ENGINE_SLOTS"}),
    # primitive engines (IO p. 119): rating = walk 5 x 50 t x 1.2 = 300, not the bare 250 (MECH_ENGINE_RATING).
    # Weighed at the design's rating: ICE 12.5 x 2 = 25 t, no free heat sinks (10 t of sinks): 5 + 25 + 3 + 3
    # + 10 + 10 = 56 t > 50 (MECH_OVERWEIGHT).  BV multiplier 1: 783.  Card: EE (ICE engine, AS:CE)
    ("engine:primitive_ice", "IS", 783, {"ENE", "EE"}, {"MECH_ENGINE_RATING", "MECH_OVERWEIGHT"}),
    # fuel cell 12.5 x 1.2 = 15 t: 46 t, within 50.  Card: FC
    ("engine:primitive_fuel_cell", "IS", 783, {"ENE", "FC"}, {"MECH_ENGINE_RATING"}),
]


@pytest.mark.covers("engine:large_fusion", "engine:large_xl_is", "engine:large_xl_clan", "engine:large_light",
                    "engine:primitive_ice", "engine:primitive_fuel_cell")
@pytest.mark.parametrize("row, tech, want_bv, want_specials, want_errors", ENGINES, ids=[e[0] for e in ENGINES])
def test_an_engine_type(row, tech, want_bv, want_specials, want_errors):
    d = with_engine(row.split(":")[1])(BareMechFactory(tech_base=tech))
    assert bv_of(d) == want_bv
    assert card(d) == ("0/0/0", frozenset(want_specials))
    assert errors(d) == want_errors


@pytest.mark.covers("engine:primitive_ice", "engine:primitive_fuel_cell")
@pytest.mark.parametrize("kind, want", [("primitive_ice", 56.0), ("primitive_fuel_cell", 46.0)])
def test_a_primitive_engine_weighs_its_multiplier(kind, want):
    """TM p. 48 multipliers (ICE x2, fuel cell x1.2) on the 12.5 t of a 250
    standard fusion, and 10 t of heat sinks the engine no longer carries."""
    assert _tons(with_engine(kind)(BareMechFactory())) == want


@pytest.mark.covers("heat sink:double_prototype", "heat sink:double_freezers")
@pytest.mark.parametrize("kind", ["double_prototype", "double_freezers"])
def test_a_prototype_double_heat_sink_type(kind):
    """Prototype double heat sinks and freezers (IO p. 71): 1 t and 3 slots
    each, dissipating 2.  The 250 engine holds 10 (rating / 25) weight-free:
    no slot, no ton (33.5 t as bare).  With no weapon the heat efficiency
    (6 + 20 - 2 = 24) changes nothing: BV 783, the bare card, valid."""
    base = BareMechFactory()
    d = dataclasses.replace(base, heat_sinks=dataclasses.replace(base.heat_sinks, type=kind))
    assert _tons(d) == 33.5
    assert bv_of(d) == 783
    assert card(d) == BARE_MECH_CARD
    assert errors(d) == set()


# ------------------------------------------------------------------ battle armor

BA_ITEMS = [
    "BALaserMicrophone",  # TM p. 258, 5 kg
    "BAShotgunMicrophone",  # TM p. 258, 5 kg
    "IS BA Standard (Basic)",  # TM p. 252: the armor's slot placeholder
    "Demolition Charge",
    "Infantry Bridge Kit",
    "Vibro-Shovel",
    "ISBADropChuteStd",  # TO:AUE p. 161
    "ISBADropChuteCamo",
    "ISBADropChuteStealth",
    "ISBAFuelTank",  # TM p. 255
    "DNICockpitModification",  # IO:AE p. 62
    "BA Standard (Prototype)",
]


@pytest.mark.covers("BALaserMicrophone", "BAShotgunMicrophone", "IS BA Standard (Basic)", "Demolition Charge",
                    "Infantry Bridge Kit", "Vibro-Shovel", "ISBADropChuteStd", "ISBADropChuteCamo", "ISBADropChuteStealth",
                    "ISBAFuelTank", "DNICockpitModification", "BA Standard (Prototype)")
@pytest.mark.parametrize("item", BA_ITEMS)
def test_a_battle_armor_item_with_no_value(item):
    """None of these has BV (TM pp. 307-308 name none) or an Alpha Strike
    ability: the squad keeps BV 92 and 0/0/0 with CAR4; each is light
    enough for the medium suit: valid (BA_UNDERWEIGHT warning as bare)."""
    d = add(BareBattleArmorFactory(), Mount(item, "BODY"))
    assert bv_of(d) == 92
    assert card(d) == ("0/0/0", frozenset({"CAR4"}))
    assert errors(d) == set()


@pytest.mark.covers("Clan BA Standard (Basic)")
def test_clan_basic_battle_armor_slot_item():
    """The Clan basic armor's slot item (TM p. 252) is Clan technology: on the
    Inner Sphere squad BA_TECH_BASE; on a Clan squad valid.  No BV, no
    ability."""
    assert "BA_TECH_BASE" in errors(add(BareBattleArmorFactory(), Mount("Clan BA Standard (Basic)", "BODY")))
    d = add(BareBattleArmorFactory(tech_base="Clan"), Mount("Clan BA Standard (Basic)", "BODY"))
    assert "BA_TECH_BASE" not in errors(d)
    assert card(d)[1] == frozenset({"CAR4"})


@pytest.mark.covers("battle armor armor:ba_standard_prototype")
def test_prototype_battle_armor():
    """Prototype standard BA armor (TO p. 280): 100 kg a point (6 points:
    600 kg a suit where standard takes 300), BV factor 2.5 as standard: BV
    92, card unchanged, valid."""
    d = dataclasses.replace(BareBattleArmorFactory(), armor_type="ba_standard_prototype")
    assert bv_of(d) == 92
    assert card(d) == ("0/0/0", frozenset({"CAR4"}))
    assert errors(d) == set()


# ------------------------------------------------------------------ conventional infantry motives

def _platoon(**infantry):
    """FootPlatoonFactory in 3150 (experimental rules), the Sternsnacht Python
    auto-pistol (TM p. 273, BV 0.26, AS 0.28 a trooper) as the only weapon,
    no armor kit (damage divisor 1)."""
    d = FootPlatoonFactory(year=3150, rules_level="experimental")
    return dataclasses.replace(d, infantry=dataclasses.replace(
        d.infantry, armor_kit=None, secondary=None, secondary_per_squad=0,
        primary="Auto-Pistol (Sternsnacht Python)", **infantry))


@pytest.mark.covers("infantry motive:scuba")
def test_scuba_infantry():
    """SCUBA infantry (TM p. 144 infantry table): ground 1 MP
    and UMU 1, squads of up to 10: four squads of 7 are valid.  BV (TM p.
    314, TO p. 379) uses the best MP, 1 either way, so it is the foot
    platoon's: defensive 28 x 1.5 x 1 x (1 + 0/10) = 42; offensive 28 x 0.26
    x 2 (anti-'Mech capable) x .54 = 7.86; 49.86 -> 50 x .85 (gunnery 4,
    anti-'Mech 8) = 42.5 -> 43.  Card: UMU beside AM (ASC p. 96)."""
    foot, scuba = _platoon(), _platoon(motion="scuba")
    assert bv_of(foot) == bv_of(scuba) == 43
    assert card(scuba)[1] - card(foot)[1] == {"UMU"}
    assert "AM" in card(scuba)[1]
    assert errors(scuba) == set()


@pytest.mark.covers("infantry motive:microlite")
def test_microlite_infantry():
    """Microlite VTOL infantry (TM p. 144 infantry table): squads of at most 2
    troopers, a platoon of at most 8: four squads of 7 break both limits
    (CI_SQUAD_SIZE, CI_PLATOON_SIZE); four squads of 2 are valid.  As
    mechanized infantry it makes no anti-'Mech attacks: no AM on the card
    (ASC p. 96)."""
    assert errors(_platoon(motion="microlite")) == {"CI_SQUAD_SIZE", "CI_PLATOON_SIZE"}
    d = _platoon(motion="microlite", squad_size=2, squads=4)
    assert errors(d) == set()
    assert "AM" not in card(d)[1]
