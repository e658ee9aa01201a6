"""<baseChassisSponsonPintleWeight>: the weight a vehicle file fixes for all
its sponson and pintle mounts together (MegaMek writes it since 2025; sweep
23 met it on two small support vehicles of Handbook: House Davion, the
Apocalypse World Rover (80 kg) and the Heavy Combat ATV (22 kg), each with
an empty pintle mount).

- It is read (no UNKNOWN_KEY warning), kept and written back.
- On an OmniVehicle it is the mounts' weight, fixed on the base chassis as
  the turret's is (shared alike between the mounts), and the pods in them may
  not need more (VEH_OMNI_TURRET).
- On any other vehicle a mount weighs by what is in it (sponson turret 10%
  of the items in the sponsons, TM p. 348 / TO:AUE p. 147; pintle mount 5% of
  its weapons, TM p. 235), whatever the file says.
"""

from __future__ import annotations

import dataclasses

import construction
from construction import vehicle
from construction.model import Mount
from design_factories import BareTankFactory
from synth import add, errors

APOCALYPSE_TAIL = """<barrating>
7
</barrating>
"""


def _sponson_tank(fixed=None, omni=False, pods=False):
    """The 50 t tank with a sponson turret and a medium laser (1 t) in each
    sponson (turret-mounted, as the .blk importer reads a sponson item back):
    2 t of items, so the sponsons need 0.2 t, rounded up to 0.5 t."""
    d = add(BareTankFactory(), Mount("SponsonTurret", "BODY"),
            Mount("Medium Laser", "RIGHT", mount="sponson", turret=True, omnipod=pods),
            Mount("Medium Laser", "LEFT", mount="sponson", turret=True, omnipod=pods), omni=omni)
    return dataclasses.replace(d, vehicle=dataclasses.replace(d.vehicle, base_chassis_sponson_pintle_weight=fixed))


def _mount_weight(design):
    return dict(vehicle.weight_breakdown(design))["SponsonTurret"]


def test_a_plain_vehicle_weighs_its_mounts_by_their_contents():
    assert _mount_weight(_sponson_tank()) == 0.5
    assert _mount_weight(_sponson_tank(fixed=3.0)) == 0.5
    assert errors(_sponson_tank(fixed=3.0)) == set()


def test_an_omnivehicle_s_mounts_weigh_the_fixed_figure():
    assert _mount_weight(_sponson_tank(fixed=1.0, omni=True, pods=True)) == 1.0
    assert errors(_sponson_tank(fixed=1.0, omni=True, pods=True)) == set()


def test_omni_pods_may_not_need_more_than_the_base_chassis_fixed():
    assert errors(_sponson_tank(fixed=0.0, omni=True, pods=True)) == {"VEH_OMNI_TURRET"}


def test_the_tag_is_read_kept_and_written_back():
    design = _sponson_tank(fixed=0.08)
    text = construction.export(design, "blk")
    assert "<baseChassisSponsonPintleWeight>" in text
    back = construction.parse(text, "blk")
    assert back.vehicle.base_chassis_sponson_pintle_weight == 0.08
    assert "UNKNOWN_KEY" not in {i.code for i in construction.validate(back).issues}


def _omni_support_vehicle(turret_fixed, side_fixed):
    """The bare 50 t medium wheeled support vehicle as an Omni with a turret
    and a sponson turret, a medium laser (1 t) pod in the turret and one in
    each sponson: the turret needs 0.1 t and the sponsons 0.2 t, each rounded
    up to the half ton (a support vehicle of 5 t or more)."""
    from construction.model import LocationArmor
    from design_factories import BareSupportVehicleFactory

    b = BareSupportVehicleFactory()
    d = add(dataclasses.replace(b, armor=b.armor + (LocationArmor("TURRET", b.armor[0].front),)),
            Mount("Medium Laser", "TURRET", turret=True, omnipod=True), Mount("SponsonTurret", "BODY"),
            Mount("Medium Laser", "RIGHT", mount="sponson", turret=True, omnipod=True),
            Mount("Medium Laser", "LEFT", mount="sponson", turret=True, omnipod=True), omni=True)
    return dataclasses.replace(d, support_vehicle=dataclasses.replace(
        d.support_vehicle, turret="single", base_chassis_turret_weight=turret_fixed,
        base_chassis_sponson_pintle_weight=side_fixed))


def test_an_omni_support_vehicle_s_pods_may_not_need_more_than_its_base_chassis_fixed():
    """As VEH_OMNI_TURRET on a combat vehicle: SV_OMNI_TURRET for the turret
    and for the sponson and pintle mounts (found by the session review: the
    support vehicle rules had no such check, so a 0 t figure let pods ride
    in mounts that weighed nothing)."""
    assert errors(_omni_support_vehicle(1.0, 1.0)) == set()
    for turret_fixed, side_fixed, where in ((0.0, 1.0, "TURRET need a 0.5 t turret"),
                                            (1.0, 0.0, "sponson and pintle mounts need 0.5 t")):
        d = _omni_support_vehicle(turret_fixed, side_fixed)
        assert errors(d) == {"SV_OMNI_TURRET"}
        (issue,) = [i for i in construction.validate(d).errors if i.code == "SV_OMNI_TURRET"]
        assert where in issue.message
