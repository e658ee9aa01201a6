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

from construction.model import Design, Engine, HeatSinks, LocationArmor, MechDetails, Mount


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


class LegalMechFactory(factory.Factory):
    class Meta:
        model = Design

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
