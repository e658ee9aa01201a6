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
    sponson: 2 t of items, so the sponsons need 0.2 t, rounded up to 0.5 t."""
    d = add(BareTankFactory(), Mount("SponsonTurret", "BODY"),
            Mount("Medium Laser", "RIGHT", mount="sponson", omnipod=pods),
            Mount("Medium Laser", "LEFT", mount="sponson", omnipod=pods), omni=omni)
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
