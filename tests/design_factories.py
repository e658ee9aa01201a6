"""factory-boy factories for hand-built designs.

``LegalMechFactory`` builds a 50-ton Inner Sphere biped that breaks no rule
(every number below is worked out by hand from the TechManual tables):

* structure standard 5 t, engine 250 fusion 12.5 t (Walk 5), standard gyro 3 t,
  standard cockpit 3 t, 160 points of standard armor 10 t;
* 10 single heat sinks, all inside the engine (250 / 25 = 10);
* PPC 7 t (RA, 3 slots), LRM 10 5 t + 1 t ammo (LT), 2 medium lasers 2 t
  (CT slots 11-12), 3 jump jets 1.5 t (LL, RL, RT);
* total exactly 50 t.
"""

from __future__ import annotations

import factory

from construction.model import (BattleArmorDetails, Design, Engine, HeatSinks, InfantryDetails, LocationArmor,
                                MechDetails, Mount, ProtoMechDetails, SupportVehicleDetails, VehicleDetails)


def _limbs() -> list[Mount]:
    mounts = []
    for arm in ("LA", "RA"):
        for i, name in enumerate(("Shoulder", "Upper Arm Actuator", "Lower Arm Actuator", "Hand Actuator")):
            mounts.append(Mount(item=name, location=arm, slots=(i,)))
    for leg in ("LL", "RL"):
        for i, name in enumerate(("Hip", "Upper Leg Actuator", "Lower Leg Actuator", "Foot Actuator")):
            mounts.append(Mount(item=name, location=leg, slots=(i,)))
    return mounts


def legal_mounts() -> tuple[Mount, ...]:
    mounts = [
        Mount(item="Life Support", location="HD", slots=(0,)),
        Mount(item="Sensors", location="HD", slots=(1,)),
        Mount(item="Cockpit", location="HD", slots=(2,)),
        Mount(item="Sensors", location="HD", slots=(4,)),
        Mount(item="Life Support", location="HD", slots=(5,)),
        Mount(item="Engine", location="CT", slots=(0, 1, 2)),
        Mount(item="Gyro", location="CT", slots=(3, 4, 5, 6)),
        Mount(item="Engine", location="CT", slots=(7, 8, 9)),
        Mount(item="Medium Laser", location="CT", slots=(10,)),
        Mount(item="Medium Laser", location="CT", slots=(11,)),
        Mount(item="PPC", location="RA", slots=(4, 5, 6)),
        Mount(item="LRM 10", location="LT", slots=(0, 1)),
        Mount(item="IS Ammo LRM-10", location="LT", slots=(2,)),
        Mount(item="Jump Jet", location="LL", slots=(4,)),
        Mount(item="Jump Jet", location="RL", slots=(4,)),
        Mount(item="Jump Jet", location="RT", slots=(0,)),
    ]
    return tuple(mounts + _limbs())


LEGAL_ARMOR = (
    LocationArmor("HD", 9),
    LocationArmor("CT", 22, 8),
    LocationArmor("LT", 18, 6),
    LocationArmor("RT", 18, 6),
    LocationArmor("LA", 16),
    LocationArmor("RA", 16),
    LocationArmor("LL", 20),
    LocationArmor("RL", 21),
)


class DesignFactory(factory.Factory):
    """What every design factory below shares: it builds a
    construction.model.Design."""

    class Meta:
        model = Design
        abstract = True


class BareFactory(DesignFactory):
    """What the bare units for item tests share: an Inner Sphere "Bare"
    chassis under experimental rules in 3150, so any item's date and level
    fit."""

    class Meta:
        abstract = True

    chassis = "Bare"
    tech_base = "IS"
    rules_level = "experimental"
    year = 3150


class LegalMechFactory(DesignFactory):
    unit_type = "mech"
    chassis = factory.Sequence(lambda n: f"Testbed {n}")
    model = "TB-1"
    year = 3067
    tech_base = "IS"
    rules_level = "standard"
    tonnage = 50.0
    engine = Engine(type="fusion", rating=250)
    structure = "standard"
    armor_type = "standard"
    heat_sinks = HeatSinks(type="single", count=10)
    walk_mp = 5
    jump_mp = 3
    armor = LEGAL_ARMOR
    mounts = factory.LazyFunction(legal_mounts)
    mech = MechDetails(config="biped", gyro="standard", cockpit="standard", myomer="standard")


# ------------------------------------------------------------------ vehicles

def _item(name: str) -> str:
    from construction.catalog import catalog

    return catalog().resolve(name, "IS").id


class LegalTankFactory(DesignFactory):
    """A 40 t tracked Inner Sphere tank, cruise 4, worked out by hand (TM
    pp. 94-107): engine rating 40 x 4 = 160 ICE (6 t x 2 = 12 t), structure
    4 t, controls 2 t, an AC/5 (8 t) in a single turret (10% = 1 t) with 1 t
    of ammunition, 80 armor points (5 t): 33 t of 40 t, legal."""

    unit_type = "combat_vehicle"
    chassis = "Test"
    model = "Tank"
    tech_base = "IS"
    rules_level = "standard"
    year = 3050
    tonnage = 40.0
    engine = Engine("ice", 160)
    structure = "standard"
    armor_type = "standard"
    walk_mp = 4
    armor = tuple(LocationArmor(loc, pts) for loc, pts in (("FRONT", 20), ("RIGHT", 16), ("LEFT", 16), ("REAR", 10),
                                                          ("TURRET", 18)))
    mounts = factory.LazyFunction(lambda: (Mount(_item("Autocannon/5"), "TURRET", turret=True),
                                           Mount(_item("IS Ammo AC/5"), "BODY")))
    vehicle = VehicleDetails(motive="tracked", turret="single")


class SmallSupportVehicleFactory(DesignFactory):
    """A 10 t wheeled support vehicle (medium class), BAR 5, tech D, ICE,
    cruise 4, a machine gun with a ton of ammunition and no fire control
    (its BV is worked out by hand in tests/vehicles/test_vehicle_rules.py)."""

    unit_type = "support_vehicle"
    chassis = "Test"
    model = "SV"
    tech_base = "IS"
    year = 3050
    tonnage = 10.0
    engine = Engine("ice", 0)
    armor_type = "standard"
    walk_mp = 4
    armor = tuple(LocationArmor(loc, pts) for loc, pts in (("FRONT", 4), ("RIGHT", 2), ("LEFT", 2), ("REAR", 2)))
    mounts = factory.LazyFunction(lambda: (Mount(_item("Machine Gun"), "FRONT"), Mount(_item("IS Ammo MG - Full"), "BODY")))
    support_vehicle = SupportVehicleDetails(motive="wheeled", weight_class="medium", bar=5, structural_tech_rating="D",
                                            engine_tech_rating="D", armor_tech_rating="D")


# ------------------------------------------------------------------ battle armor

class ElementalFactory(DesignFactory):
    """The TechManual's reference Clan suit, a Point of five (TRO 3058
    Upgrade Elemental [Laser]): medium, jump 3, 10 armor points, small laser,
    SRM 2 with 2 shots, an anti-personnel mount with an assault rifle and a
    battle claw."""

    unit_type = "battle_armor"
    chassis = "Elemental Battle Armor"
    model = "[Laser]"
    tech_base = "Clan"
    rules_level = "standard"
    year = 2868
    tonnage = 5.0
    armor_type = "ba_standard"
    walk_mp = 1
    jump_mp = 3
    armor = (LocationArmor("TROOPER", 10),)
    mounts = (
        Mount("CLBASmall Laser", "RA"), Mount("CLBASRM2", "BODY"), Mount("BA-SRM2 Ammo", "BODY", shots=2),
        Mount("BAAPMount", "LA"), Mount("InfantryAssaultRifle", "LA", mount="APM"), Mount("BABattleClaw", "LA"),
        Mount("BAJumpJet", "NONE"),
    )
    battle_armor = BattleArmorDetails(chassis="biped", weight_class="medium", motion="jump", troopers=5)


class LegalProtoMechFactory(DesignFactory):
    """A 5-ton Clan biped ProtoMech that breaks no rule, weighed by hand
    (kg; TM pp. 81-88): structure 10% = 500; walk 5 -> run 8, engine rating
    5 x 8 = 40, a standard fusion 40 = 1,000; cockpit 500; ER micro laser
    (torso) 250 + its heat sink 250 (heat 1); SRM 2 (right arm, 0.5 t, the
    arm's limit) 500 with 15 shots x 20 kg = 300; machine gun (left arm) 250;
    5 ProtoMech jump jets x 50 = 250 (jump 5); 24 armor points x 50 = 1,200
    (the 5-ton maxima: head 4, torso 10, arms 2, legs 6).  Total 5,000 kg."""

    unit_type = "protomech"
    chassis = "Testbed Proto"
    model = "TP-1"
    tech_base = "Clan"
    rules_level = "standard"
    year = 3065
    tonnage = 5.0
    engine = Engine("protomech", 40, "Clan")
    armor_type = "standard"
    walk_mp = 5
    jump_mp = 5
    armor = (LocationArmor("HD", 4), LocationArmor("T", 10), LocationArmor("RA", 2), LocationArmor("LA", 2),
             LocationArmor("L", 6))
    mounts = (
        Mount("CLERMicroLaser", "T"), Mount("CLSRM2", "RA"), Mount("CLMG", "LA"),
        Mount("Clan Ammo SRM-2", "BODY", shots=15),
        *(Mount("ProtomechJumpJet", "BODY") for _ in range(5)),
    )
    protomech = ProtoMechDetails(motion="biped")


class FootPlatoonFactory(DesignFactory):
    """The Total Warfare foot rifle platoon with machine guns: Inner Sphere,
    7 troopers x 4 squads, auto-rifles, two portable machine guns per
    squad, the generic infantry kit, no anti-'Mech gear."""

    unit_type = "infantry"
    chassis = "Foot Platoon"
    model = "(MG)"
    tech_base = "IS"
    rules_level = "standard"
    year = 3025
    tonnage = 2.5
    infantry = InfantryDetails(motion="foot", squad_size=7, squads=4, primary="InfantryAssaultRifle",
                               secondary="Machine Gun (Portable)", secondary_per_squad=2,
                               armor_kit="Generic Infantry Kit")


# ------------------------------------------------------------------ forces

class ForceUnitDocFactory(factory.DictFactory):
    """One unit of a force document (POST /api/v1/forces...): an inline
    design in its JSON form and a crew."""

    id = factory.Sequence(lambda n: f"u{n}")
    design = factory.LazyFunction(lambda: __import__("construction").dump_design(LegalMechFactory()))
    gunnery = 4
    piloting = 5


class ForceDocFactory(factory.DictFactory):
    """A force document: two units, no networks, no TAG."""

    units = factory.LazyFunction(lambda: [ForceUnitDocFactory(), ForceUnitDocFactory()])
    networks = factory.LazyFunction(list)
    tag = factory.LazyFunction(list)


# ------------------------------------------------------------------ bare units for item tests (issue 16)
#
# Units with nothing on them but their chassis, so a test can mount one item
# and work its Battle Value, Alpha Strike card and validation out by hand.

class BareMechFactory(LegalMechFactory):
    """LegalMechFactory without its weapons, ammunition and jump jets: 33.5 t
    of the 50 t used (valid, with the MECH_UNDERWEIGHT warning); experimental
    rules in 3150 so any item's date and level fit.  BV by hand (TM pp.
    302-305): defensive (160 armor x 2.5 = 400) + (83 structure x 1.5 =
    124.5) + (gyro 50 x 0.5 = 25) = 549.5, x 1.3 (run 8: TMM 3) = 714.35;
    offensive 50 t x speed factor 1.37 (8 MP) = 68.5; BV 782.85 -> 783.
    Heat efficiency 6 + 10 - 2 (running) = 14.  Alpha Strike: BM, size 2,
    10", armor 5 (160 / 30), structure 4, damage 0/0/0, ENE."""

    year = 3150
    rules_level = "experimental"
    jump_mp = 0
    mounts = factory.LazyFunction(lambda: tuple(m for m in legal_mounts() if m.is_system))


class BareTankFactory(BareFactory):
    """A 50 t tracked combat vehicle with nothing mounted: fusion 200 (cruise
    4, flank 6), standard structure and armor 98 points (front 30, sides 24,
    rear 20); 27 t used.  BV by hand (TM pp. 316-318): defensive (98 x 2.5
    + 20 structure x 1.5 = 275) x 0.9 (tracked) x 1.2 (flank 6: TMM 2) =
    297; offensive 50 / 2 = 25 x speed factor 1.12 (6 MP) = 28; BV 325."""

    unit_type = "combat_vehicle"
    model = "Tank"
    tonnage = 50.0
    engine = Engine("fusion", 200)
    structure = "standard"
    armor_type = "standard"
    walk_mp = 4
    armor = tuple(LocationArmor(loc, pts) for loc, pts in (("FRONT", 30), ("RIGHT", 24), ("LEFT", 24), ("REAR", 20)))
    mounts = ()
    vehicle = VehicleDetails(motive="tracked")


class BareSupportVehicleFactory(BareFactory):
    """A 50 t medium wheeled support vehicle with nothing mounted: BAR 10,
    tech rating D throughout, fusion engine, cruise 4, armor 64 points.  BV
    by hand (TM pp. 316-318): defensive (64 x 2.5 + 20 structure x 1.5 =
    190) x 0.8 (wheeled) x 1.2 (flank 6: TMM 2) = 182.4; offensive 25 x
    1.12 = 28; BV 210.4 -> 210.  No fire control: weapons count x 0.8."""

    unit_type = "support_vehicle"
    model = "SV"
    tonnage = 50.0
    engine = Engine("fusion", 0)
    armor_type = "standard"
    walk_mp = 4
    armor = tuple(LocationArmor(loc, pts) for loc, pts in (("FRONT", 20), ("RIGHT", 16), ("LEFT", 16), ("REAR", 12)))
    mounts = ()
    support_vehicle = SupportVehicleDetails(motive="wheeled", weight_class="medium", bar=10,
                                            structural_tech_rating="D", engine_tech_rating="D", armor_tech_rating="D")


class FixedWingSupportVehicleFactory(BareSupportVehicleFactory):
    """A 50 t medium fixed-wing (aerodyne) support vehicle: BAR 8, tech
    rating D throughout, fusion engine, safe thrust 5, armor 60 points (nose
    20, wings 15 each, aft 10), a medium laser in the nose, a machine gun in
    the aft with half a ton of its ammunition, no fire control.  BV by hand
    from the aerospace procedure (TM pp. 312-313): tests/bv/test_aerospace_sv.py."""

    model = "Aircraft"
    walk_mp = 5
    armor = tuple(LocationArmor(loc, pts) for loc, pts in
                  (("NOSE", 20), ("LEFT_WING", 15), ("RIGHT_WING", 15), ("AFT", 10)))
    mounts = factory.LazyFunction(lambda: (Mount("Medium Laser", "NOSE"), Mount("Machine Gun", "AFT"),
                                           Mount("IS Machine Gun Ammo - Half", "BODY")))
    support_vehicle = SupportVehicleDetails(motive="aerodyne", weight_class="medium", bar=8,
                                            structural_tech_rating="D", engine_tech_rating="D", armor_tech_rating="D")


class BareBattleArmorFactory(BareFactory):
    """A squad of four Inner Sphere medium biped suits, ground MP 1, 6 armor
    points each, nothing mounted (valid, BA_UNDERWEIGHT warning).  BV by hand
    (TM pp. 307-308): a trooper's defensive rating (6 x 2.5 + 1) x (1 + 0/10
    + 0.1) = 17.6, offensive 0; squad of four x 5.2 = 91.52 -> 92.  Alpha
    Strike: BA, size 1, 2"f, armor 1, structure 2, damage 0/0/0, CAR4."""

    unit_type = "battle_armor"
    model = "Suit"
    tonnage = 1.0
    armor_type = "ba_standard"
    walk_mp = 1
    armor = (LocationArmor("TROOPER", 6),)
    mounts = ()
    battle_armor = BattleArmorDetails(chassis="biped", weight_class="medium", motion="leg", troopers=4)


# ------------------------------------------------------------------ Land-Air 'Mechs

def _lam_mounts(bomb_bays: int = 1) -> tuple[Mount, ...]:
    mounts = [
        Mount(item="Life Support", location="HD", slots=(0,)),
        Mount(item="Sensors", location="HD", slots=(1,)),
        Mount(item="Cockpit", location="HD", slots=(2,)),
        Mount(item="Avionics", location="HD", slots=(3,)),
        Mount(item="Sensors", location="HD", slots=(4,)),
        Mount(item="Life Support", location="HD", slots=(5,)),
        Mount(item="Engine", location="CT", slots=(0, 1, 2)),
        Mount(item="Gyro", location="CT", slots=(3, 4, 5, 6)),
        Mount(item="Engine", location="CT", slots=(7, 8, 9)),
        Mount(item="Landing Gear", location="CT", slots=(10,)),
        Mount(item="Landing Gear", location="LT", slots=(0,)),
        Mount(item="Avionics", location="LT", slots=(1,)),
        Mount(item="Landing Gear", location="RT", slots=(0,)),
        Mount(item="Avionics", location="RT", slots=(1,)),
        Mount(item="Medium Laser", location="LA", slots=(4,)),
        Mount(item="Medium Laser", location="RA", slots=(4,)),
        Mount(item="Heat Sink", location="RT", slots=(3,)),
        Mount(item="Heat Sink", location="RT", slots=(4,)),
        Mount(item="Heat Sink", location="LT", slots=(4,)),
        Mount(item="Heat Sink", location="RT", slots=(5,)),
        Mount(item="Heat Sink", location="RT", slots=(6,)),
        Mount(item="Heat Sink", location="RT", slots=(7,)),
    ]
    for loc, slot in (("LL", 4), ("RL", 4), ("LT", 2), ("RT", 2), ("LL", 5), ("RL", 5)):
        mounts.append(Mount(item="Jump Jet", location=loc, slots=(slot,)))
    for i in range(bomb_bays):
        mounts.append(Mount(item="Bomb Bay", location="LT", slots=(5 + i,)))
    return tuple(mounts + _limbs())


class LamFactory(DesignFactory):
    """A 30 t Inner Sphere standard Land-Air 'Mech, weighed by hand (TM
    'Mech construction; IO pp. 113-115 = IO:AE pp. 108-109 for the LAM parts,
    data/rules/lam.json): structure 3 t, 180 fusion 7 t (walk 6, run 9),
    gyro 2 t, cockpit 3 t, LAM conversion equipment 10% = 3 t (IO p. 113:
    10% of the tonnage, 15% bimodal, up to the whole ton), 6 jump jets x
    0.5 t = 3 t (jump 6), 13 single heat sinks (the first 10 weigh nothing;
    7 in the engine, 6 outside: 3 t), 2 medium lasers 2 t, one bomb bay 1 t
    (IO:AE p. 104), 48 points of standard armor 3 t: 30 t.  Three landing
    gear (CT, LT, RT) and three avionics (HD, LT, RT) slots.  The validator
    weighs the conversion equipment (construction/lam.py): no error and no
    warning (tests/mechs/test_lam_rules.py).

    Alpha Strike by hand: BM, size 1; Move 12"j (walk 6 x 2", jump 6 x 2"
    the same), TMM 2; armor 48 / 30 = 1.6 -> 2, structure 3 (30 t, ASC p.
    98); damage 2 x medium laser 0.5 = 1/1/0; heat 6 + jumping 6 = 12, 12 - 4
    = 8 <= 13 dissipation: no adjustment, OV 0.  The bomb bay is explosive:
    no ENE.  LAM(36"g/6a): AirMech 3 x jump 6 = 18 MP x 2" = 36", fighter
    thrust = jump 6; FUEL4: 80 fuel points x 0.05; BOMB1: 1 bay / 5, up
    (data/lam.json).

    PV (ASC pp. 138-139, 142): offensive 1 + 2 x 1 + 0 = 3, + size 1 / 2 =
    3.5, + BOMB 1 = 4.5; defensive: highest Move 36" (the AirMech g) / 8 =
    4.5, + 0.5 jump, + thrust 6 x 0.25 = 1.5 -> 6.5; DIR (2 x 2 + 3) = 7 x
    defense factor (TMM 2: 1 + 0.1 x 2 = 1.2) = 8.4 -> 8.5; defensive 15;
    subtotal 19.5; agile (TMM 2 - 1) x M 1 = +1 -> 20.5; no brawler (highest
    Move 36"): PV 21.  Without the LAM terms it would be 3.5 + (1.5 + 0.5 +
    8.5) + 1 = 15."""

    unit_type = "mech"
    chassis = factory.Sequence(lambda n: f"Testbed LAM {n}")
    model = "TBL-1"
    year = 2750
    tech_base = "IS"
    rules_level = "advanced"
    tonnage = 30.0
    engine = Engine(type="fusion", rating=180)
    structure = "standard"
    armor_type = "standard"
    heat_sinks = HeatSinks(type="single", count=13)
    walk_mp = 6
    jump_mp = 6
    armor = (LocationArmor("HD", 6), LocationArmor("CT", 8, 2), LocationArmor("LT", 6, 2), LocationArmor("RT", 6, 2),
             LocationArmor("LA", 4), LocationArmor("RA", 4), LocationArmor("LL", 4), LocationArmor("RL", 4))
    mounts = factory.LazyFunction(_lam_mounts)
    mech = MechDetails(config="lam", gyro="standard", cockpit="standard", myomer="standard", lam_type="standard")


# ------------------------------------------------------------------ IndustrialMechs

class BareIndustrialMechFactory(BareFactory):
    """A 50 t Inner Sphere IndustrialMech biped with nothing mounted (TM pp.
    46-71 with the IndustrialMech rules, TM pp. 205, 209, 224), weighed by
    hand: industrial structure 10 t (twice the standard 5 t), fusion 200
    8.5 t (walk 4, run 6), standard gyro 2 t, industrial cockpit 3 t, 80
    points of industrial armor (16 x 0.67 = 10.72 points a ton: 80 / 10.72
    = 7.46 -> 7.5 t; HD 8, CT 14/4, side torsos 10/3, limbs 7), 10 single
    heat sinks, the fusion engine's free ten (TM, heat sinks: 8 fit in it, 200 /
    25; 2 in the side torsos, no weight): 31 t of 50 (valid,
    MECH_UNDERWEIGHT).  Structure points 83 (HD 3, CT 16,
    side torsos 12, arms 8, legs 12); experimental rules in 3150.

    BV by hand (TM pp. 302-304): defensive armor 80 x 2.5 = 200, structure
    83 x 1.5 x 0.5 (industrial) = 62.25, gyro 50 x 0.5 = 25: 287.25 x 1.2
    (run 6: TMM 2) = 344.7; offensive 50 t x 1.12 (6 MP) = 56, x 0.9 for
    an IndustrialMech without advanced fire control (TM p. 304) = 50.4;
    395.1 -> 395 (with the industrial AFC cockpit 344.7 + 56 = 400.7 ->
    401).  Alpha Strike: IM, size 2, 8" (TMM 1), armor 80 / 30 = 2.67 ->
    3, structure 4, 0/0/0, BFC (AFC with advanced fire control), ENE."""

    unit_type = "mech"
    chassis = factory.Sequence(lambda n: f"Bare IndustrialMech {n}")
    model = "IM-1"
    tonnage = 50.0
    engine = Engine(type="fusion", rating=200)
    structure = "industrial"
    armor_type = "industrial"
    heat_sinks = HeatSinks(type="single", count=10)
    walk_mp = 4
    jump_mp = 0
    armor = (LocationArmor("HD", 8), LocationArmor("CT", 14, 4), LocationArmor("LT", 10, 3), LocationArmor("RT", 10, 3),
             LocationArmor("LA", 7), LocationArmor("RA", 7), LocationArmor("LL", 7), LocationArmor("RL", 7))
    mounts = factory.LazyFunction(lambda: tuple(m for m in legal_mounts() if m.is_system)
                                  + (Mount("Heat Sink", "LT", (0,)), Mount("Heat Sink", "RT", (0,))))
    mech = MechDetails(config="biped", industrial=True, gyro="standard", cockpit="industrial", myomer="standard")


# ------------------------------------------------------------------ ProtoMechs (issue 16)

class BareProtoMechFactory(LegalProtoMechFactory):
    """LegalProtoMechFactory with nothing mounted and no jump: a 5 t Clan
    biped ProtoMech, walk 5 (run 8), standard ProtoMech armor 24 points
    (head 4, torso 10, arms 2, legs 6), experimental rules in 3150.
    Weighed by hand (TM pp. 81-88, kg): structure 10% = 500; engine rating
    5 t x run 8 = 40, standard fusion 40 = 1,000 (TM p. 84, Master Engine
    Table p. 49); cockpit 500; armor 24 x 50 = 1,200 (TM p. 87); no weapon,
    so no heat sink: 3,200 of 5,000 kg (valid, PM_UNDERWEIGHT).  Structure
    points (TM p. 82, 5 t): head 1, torso 5, arms 1 + 1, legs 3 = 11.

    BV by hand (TM pp. 306-307, with the Defensive Factor Modifier Table of
    TM p. 317: ProtoMech +0.1; the TechManual's own Delphyne-2 example,
    tests/protomechs/test_protomech_bv.py, works the same steps to its
    printed 316): defensive 24 x 2.5 = 60 + 11 x 1.5 = 16.5 = 76.5, x (1 +
    TMM 3 (run 8) / 10 + 0.1) = 1.4: 107.1; offensive: no weapon, and no
    tonnage term for a ProtoMech: 0; BV 107.1 -> 107.

    Alpha Strike (ASC pp. 91-98 as in AS:CE): PM, size 1, 10" (walk 5 x 2"),
    TMM 2 (9-12"), armor 24 / 30 = 0.8 -> 1, structure 1, 0/0/0, ENE."""

    chassis = factory.Sequence(lambda n: f"Bare Proto {n}")
    model = "BP-1"
    rules_level = "experimental"
    year = 3150
    jump_mp = 0
    mounts = ()


# ------------------------------------------------------------------ superheavy and large-engine 'Mechs (issue 16)

def _superheavy_mounts() -> tuple[Mount, ...]:
    return tuple(m for m in legal_mounts() if m.is_system and m.location != "CT") + (
        Mount("Engine", "CT", (0, 1, 2)), Mount("Gyro", "CT", (3, 4)), Mount("Heat Sink", "CT", (5,)))


class BareSuperheavyMechFactory(BareMechFactory):
    """A bare 120 t Inner Sphere superheavy biped 'Mech: the bare 'Mech's
    systems on a 120 t chassis (IO superheavy 'Mechs, p. 178), walk 2 (run
    3), experimental rules in 3150, weighed by hand: fusion 240 (120 x 2,
    TM p. 48) 11.5 t (TM p. 49), its 6 CT slots halved to 3 (CT 0-2: a
    superheavy's slots hold two items); superheavy gyro ceil(240 / 100) x 2
    = 6 t in 2 slots (CT 3-4); superheavy cockpit 4 t (head as the standard
    cockpit's); structure 120 x 10% doubled = 24 t; 160 points of standard
    armor 10 t (the bare 'Mech's); 10 single heat sinks, 240 / 25 = 9 in
    the engine and 1 in CT 5: 55.5 t of 120 (valid, MECH_UNDERWEIGHT).
    Structure points (IO superheavy Internal Structure Table, 120 t): head
    4, center torso 36, side torsos 25, arms 20, legs 25 = 180.

    BV by hand (TM pp. 302-305): armor 160 x 2.5 = 400, structure 180 x
    1.5 = 270, gyro 120 t x 1.0 (the superheavy gyro counts as the
    heavy-duty gyro, TM p. 303's x1.0; the reference BV of the canonical
    OMEGA SHP-4X needs it) = 120: 790 x 1.1 (run 3: TMM 1) = 869;
    offensive 120 t x speed factor 0.77 (3 MP: 0.8^1.2 = 0.765, TM p. 304)
    = 92.4; BV 961.4 -> 961.  Alpha Strike (AS:CE): BM, size 4, 4" (walk 2
    x 2"), armor 160 / 30 = 5.33 -> 5, structure 9 (ASC p. 98 'Mech
    Structure Table, fusion engine, 120 t), damage 0/0/0, LG (a superheavy
    'Mech is a large unit), ENE."""

    chassis = factory.Sequence(lambda n: f"Bare Superheavy {n}")
    tonnage = 120.0
    walk_mp = 2
    engine = Engine(type="fusion", rating=240)
    mounts = factory.LazyFunction(_superheavy_mounts)
    mech = MechDetails(config="biped", gyro="superheavy", cockpit="superheavy", myomer="standard")


def _large_engine_mounts(side_torso_slots: int) -> tuple[Mount, ...]:
    return tuple(m for m in legal_mounts() if m.is_system and m.location != "CT") + (
        Mount("Engine", "CT", (0, 1, 2, 7, 8, 9, 10, 11)), Mount("Gyro", "CT", (3, 4, 5, 6))) + tuple(
        Mount("Engine", loc, tuple(range(side_torso_slots))) for loc in ("LT", "RT") if side_torso_slots)


class BareLargeEngineMechFactory(BareMechFactory):
    """A bare 85 t biped 'Mech with a large engine: walk 5 (run 8), engine
    rating 85 x 5 = 425 (TM p. 48), above 400 so a large engine (TO p. 308;
    a 100 t 'Mech can only reach a large rating at walk 5, 500, whose XXL
    weighs 154.5 t), experimental rules in 3150.  The engine type and its
    side-torso slots are the factory's parameters (default an Inner Sphere
    large XXL: 8 CT slots around the gyro, 6 in each side torso, TO p. 308).
    Weighed by hand: structure 8.5 t; large XXL 425 = the large standard
    fusion 79.5 t (TO p. 308 Large Engine table) / 3 = 26.5 t (XXL: a third,
    up to the half ton, TO p. 309); gyro ceil(425 / 100) = 5 t (4 slots, CT
    3-6); cockpit 3 t; the bare 'Mech's 160 armor points 10 t; 10 single heat
    sinks, all in the engine (425 / 25 = 17): 53 t of 85 (valid,
    MECH_UNDERWEIGHT).  Structure points (TM p. 47, 85 t): head 3, center
    torso 27, side torsos 18, arms 14, legs 18 = 130.  The BV and the card
    depend on the engine type (tests/synthetic/test_checklist_mech_designs.py)."""

    class Params:
        side_torso_slots = 6

    chassis = factory.Sequence(lambda n: f"Bare Large Engine {n}")
    tonnage = 85.0
    engine = Engine(type="large_xxl_is", rating=425)
    mounts = factory.LazyAttribute(lambda o: _large_engine_mounts(o.side_torso_slots))


# ------------------------------------------------------------------ QuadVees (issue 16)

_QUADVEE_LEGS = ("FLL", "FRL", "RLL", "RRL")


def _quadvee_mounts() -> tuple[Mount, ...]:
    head = tuple(Mount(name, "HD", (i,)) for i, name in
                 enumerate(("Life Support", "Sensors", "Cockpit", "Cockpit", "Sensors", "Life Support")))
    legs = tuple(Mount(name, leg, (i,)) for leg in _QUADVEE_LEGS for i, name in enumerate(
        ("Hip", "Upper Leg Actuator", "Lower Leg Actuator", "Foot Actuator", "Conversion Gear", "Tracks")))
    return tuple(m for m in legal_mounts() if m.is_system and m.location == "CT") + head + legs


class BareQuadVeeFactory(BareMechFactory):
    """A bare 50 t Clan tracked QuadVee, walk 5 (run 8), experimental rules
    in 3150, weighed by hand: standard structure 5 t; fusion 250 12.5 t
    (TM p. 49; 6 CT slots around the standard gyro); gyro 3 t; QuadVee
    cockpit 4 t in head slots 2-3 (IO p. 133); conversion equipment 10% of
    the tonnage up to the whole ton, 5 t (IO p. 134), one Conversion Gear
    slot in each leg; tracks 10% = 5 t (TM p. 249), one slot in each leg;
    160 points of standard armor 10 t (head 9, center torso 22/8, side
    torsos 18/6, legs 18, 18, 18, 19); 10 single heat sinks in the engine
    (250 / 25): 44.5 t of 50 (valid, MECH_UNDERWEIGHT).  Structure points
    (TM p. 47, 50 t; a four-legged 'Mech's legs all use the leg value):
    head 3, center torso 16, side torsos 12, legs 12 x 4 = 91.

    BV by hand (TM pp. 302-305; no BV rule for the QuadVee cockpit or
    conversion equipment, BV 0 for the tracks, TM p. 249): armor 160 x 2.5 =
    400, structure 91 x 1.5 = 136.5, gyro 50 x 0.5 = 25: 561.5 x 1.3 (run 8:
    TMM 3) = 729.95; offensive 50 x 1.37 = 68.5; 798.45 -> 798.  Alpha
    Strike (AS:CE): BM, size 2, 10"qt (walk 5 x 2", the tracked QuadVee's
    move code), TMM 2, armor 160 / 30 -> 5, structure 4 (ASC p. 98, fusion,
    50 t), 0/0/0, QV (QuadVee), ENE."""

    chassis = factory.Sequence(lambda n: f"Bare QuadVee {n}")
    tech_base = "Clan"
    engine = Engine(type="fusion", rating=250, tech_base="Clan")
    armor = (LocationArmor("HD", 9), LocationArmor("CT", 22, 8), LocationArmor("LT", 18, 6), LocationArmor("RT", 18, 6),
             LocationArmor("FLL", 18), LocationArmor("FRL", 18), LocationArmor("RLL", 18), LocationArmor("RRL", 19))
    mounts = factory.LazyFunction(_quadvee_mounts)
    mech = MechDetails(config="quadvee", gyro="standard", cockpit="quadvee", myomer="standard", quadvee_motive="track")


# ------------------------------------------------------------------ tripods

_TRIPOD_CENTER_LEG = tuple(Mount(name, "CL", (i,)) for i, name in
                           enumerate(("Hip", "Upper Leg Actuator", "Lower Leg Actuator", "Foot Actuator")))


class BareTripodFactory(BareMechFactory):
    """The bare 50 t Inner Sphere 'Mech as a tripod (IO tripod 'Mechs):
    tripod cockpit 4 t (IO p. 169), a center leg CL with the four leg
    actuators and 20 armor points (160 -> 180), the structure weighing x1.1
    (IO; up to the half ton).  Weight: structure 5 x 1.1 = 5.5 t, engine
    12.5, gyro 3, cockpit 4, 180 armor points 11.25 -> 11.5 t: 36.5 t of 50
    (valid, MECH_UNDERWEIGHT).  Structure points (TM p. 47, 50 t; the
    center leg uses the leg value): 3 + 16 + 12 x 2 + 8 x 2 + 12 x 3 = 95.
    BV 871 and the card (BM 2, 10", armor 6, structure 4, 0/0/0, ENE) as
    worked in tests/synthetic/test_checklist_mech_designs.py
    (test_a_tripod_with_its_cockpit, the same design)."""

    chassis = factory.Sequence(lambda n: f"Bare Tripod {n}")
    armor = LEGAL_ARMOR + (LocationArmor("CL", 20),)
    mounts = factory.LazyFunction(lambda: tuple(m for m in legal_mounts() if m.is_system) + _TRIPOD_CENTER_LEG)
    mech = MechDetails(config="tripod", gyro="standard", cockpit="tripod", myomer="standard")


# ------------------------------------------------------------------ superheavy vehicles and VTOLs (issue 16)

SUPERHEAVY_VEHICLE_FACINGS = ("FRONT", "FRONT_RIGHT", "FRONT_LEFT", "REAR_RIGHT", "REAR_LEFT", "REAR")


class BareSuperheavyTankFactory(BareTankFactory):
    """A bare 150 t tracked superheavy combat vehicle (TO:AUE pp. 138-139:
    tracked up to 200 t, six armor and structure facings), cruise 2 (flank
    3), nothing mounted, weighed by hand: engine rating 150 x 2 - 0
    (tracked suspension factor, TM p. 103) = 300, fusion 19 t (TM p. 49) x
    1.5 (a vehicle's fusion engine is shielded, TM p. 103) = 28.5 t;
    structure twice the fraction, 20% = 30 t (a non-naval superheavy,
    TO:AUE p. 139); controls 5% = 7.5 t; 64 standard armor points (front
    14, the other facings 10) = 4 t: 70 t of 150 (valid, VEH_UNDERWEIGHT).
    Structure points: ceil(150 / 10) = 15 a facing, 90 in all.

    BV by hand (TM pp. 316-318): defensive (64 x 2.5 + 90 x 1.5 = 295) x
    0.9 (tracked) x 1.1 (flank 3: TMM 1) = 292.05; offensive 150 / 2 = 75 x
    speed factor 0.77 (3 MP: 0.8^1.2 = 0.765) = 57.75; BV 349.8 -> 350."""

    chassis = factory.Sequence(lambda n: f"Bare Superheavy Tank {n}")
    tonnage = 150.0
    walk_mp = 2
    engine = Engine("fusion", 300)
    armor = tuple(LocationArmor(loc, pts) for loc, pts in zip(SUPERHEAVY_VEHICLE_FACINGS, (14, 10, 10, 10, 10, 10)))
    vehicle = VehicleDetails(motive="tracked", superheavy=True)


class BareNavalVesselFactory(BareTankFactory):
    """A bare 300 t naval (displacement hull) combat vehicle, the naval
    limit without being superheavy (TM p. 95), cruise 1 (flank 2), nothing
    mounted, weighed by hand: engine rating 300 x 1 - 30 (naval suspension
    factor, TM p. 103) = 270, fusion 14.5 t (TM p. 49) x 1.5 (shielded) =
    21.75 -> 22 t; structure 10% = 30 t; controls 5% = 15 t; 128 standard
    armor points (front 40, sides 32, rear 24) = 8 t: 75 t of 300 (valid,
    VEH_UNDERWEIGHT).  Structure points 30 in each of the four locations,
    120.

    BV by hand (TM pp. 316-318): defensive (128 x 2.5 + 120 x 1.5 = 500) x
    0.6 (naval) x 1.0 (flank 2: TMM 0) = 300; offensive 300 / 2 = 150 x
    speed factor 0.65 (2 MP: 0.7^1.2 = 0.652) = 97.5; BV 397.5 -> 398
    (round half up, TM p. 318)."""

    chassis = factory.Sequence(lambda n: f"Bare Naval Vessel {n}")
    tonnage = 300.0
    walk_mp = 1
    engine = Engine("fusion", 270)
    armor = tuple(LocationArmor(loc, pts) for loc, pts in (("FRONT", 40), ("RIGHT", 32), ("LEFT", 32), ("REAR", 24)))
    vehicle = VehicleDetails(motive="naval")


class BareVTOLFactory(BareTankFactory):
    """A bare 20 t VTOL, cruise 8 (flank 12), nothing mounted, weighed by
    hand: engine rating 8 x 20 - 95 (VTOL suspension factor at 20 t, TM p.
    103) = 65, fusion 2 t (TM p. 49) x 1.5 (shielded) = 3 t; structure 2 t;
    controls 1 t; rotor (lift equipment) 10% = 2 t; 34 standard armor
    points (front 10, sides 8, rear 6, rotor 2) 2.125 -> 2.5 t: 10.5 t of 20
    (valid, VEH_UNDERWEIGHT).  Structure points ceil(20 / 10) = 2 in each of
    the five locations (rotor included) = 10.

    BV by hand (TM pp. 316-318): defensive (34 x 2.5 + 10 x 1.5 = 100) x
    0.7 (VTOL) x 1.5 (flank 12: TMM 4, +1 for a VTOL, TM p. 317) = 105;
    offensive 20 / 2 = 10 x speed factor 1.89 (12 MP: 1.7^1.2 = 1.890) =
    18.9; BV 123.9 -> 124.  Alpha Strike (AS:CE): CV, size 1, 16"v (cruise
    8 x 2"), TMM 3, armor 34 / 30 -> 1, structure 10 / 10 = 1, 0/0/0, ATMO
    (a VTOL's, as the reference cards print it), SRCH, ENE."""

    chassis = factory.Sequence(lambda n: f"Bare VTOL {n}")
    tonnage = 20.0
    walk_mp = 8
    engine = Engine("fusion", 65)
    armor = tuple(LocationArmor(loc, pts) for loc, pts in
                  (("FRONT", 10), ("RIGHT", 8), ("LEFT", 8), ("REAR", 6), ("ROTOR", 2)))
    vehicle = VehicleDetails(motive="vtol")
