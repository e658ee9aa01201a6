"""Where particular items may go on a 'Mech (data/rules/mech.json
equipment_rules.placement rows, with the catalog's mech_locations for the
rest), worked by hand on bare units.  The location facts are those MegaMek's
validator applies (TestMek.isValidMekLocation); the book pages are each
row's (claws TO p. 289, supercharger TO p. 345, RISC emergency coolant
system IO p. 92, extended fuel tank and ladder TM p. 244, Inner Sphere CASE
TM p. 210, prototype CASE IO p. 71, vehicular grenade launcher TO p. 315,
lift hoist TM p. 245, A-pods TM p. 204, tracks TM p. 249, ejection seat TM
p. 213).

The bare 50 t 'Mech (BareMechFactory) has its standard fusion engine in the
center torso only (CT 0-2 and 7-9); its free slots are HD 3, CT 10-11, all
of LT and RT, LA and RA 4-11 and LL and RL 4-5.  The bare large-XXL 'Mech
(BareLargeEngineMechFactory) has six engine slots in each side torso (0-5).
Only the verdict on the location (MECH_ITEM_LOCATION, or LAM_EQUIPMENT for
the Land-Air 'Mech) is asserted: the designs may break other rules (weight,
slots), which are not what these tests are about."""

from __future__ import annotations

import dataclasses

import pytest

import construction
from construction.model import Mount
from design_factories import BareLargeEngineMechFactory, BareMechFactory, BareQuadVeeFactory, LamFactory


def _location_errors(design, item_id: str, code: str = "MECH_ITEM_LOCATION") -> list[str]:
    return [i.location for i in construction.validate(design).errors if i.code == code and i.item == item_id]


def _with(design, *mounts: Mount):
    return dataclasses.replace(design, mounts=design.mounts + mounts)


# (item, location, slots, legal) on the bare biped
BIPED_CASES = [
    # claws replace an arm's hand actuator: an arm only (TO p. 289)
    ("ISClaw", "LA", (4, 5, 6), True),
    ("ISClaw", "LT", (0, 1, 2), False),
    # supercharger and emergency coolant system: where the engine is (CT only here)
    ("Supercharger", "CT", (10,), True),
    ("Supercharger", "LT", (0,), False),
    ("ISRISCEmergencyCoolantSystem", "CT", (10,), True),
    ("ISRISCEmergencyCoolantSystem", "RT", (0,), False),
    # torso only
    ("Extended Fuel Tank", "LT", (0,), True),
    ("Extended Fuel Tank", "LA", (4,), False),
    ("Ladder", "CT", (10,), True),
    ("Ladder", "LL", (4,), False),
    ("ISCASE", "LT", (0,), True),
    ("ISCASE", "LA", (4,), False),
    ("ISCASEPrototype", "RT", (0,), True),
    ("ISCASEPrototype", "RA", (4,), False),
    ("CLCASE", "LA", (), True),  # Clan CASE may go anywhere
    ("ISVehicularGrenadeLauncher", "LT", (0,), True),
    ("ISVehicularGrenadeLauncher", "RA", (4,), False),
    # lift hoist: a torso or an arm
    ("Lift Hoist/Arresting Hoist", "LA", (4, 5, 6), True),
    ("Lift Hoist/Arresting Hoist", "LT", (0, 1, 2), True),
    ("Lift Hoist/Arresting Hoist", "LL", (4, 5), False),
    ("Lift Hoist/Arresting Hoist", "HD", (3,), False),
    # legs only
    ("ISAntiPersonnelPod", "LL", (4,), True),
    ("ISAntiPersonnelPod", "LT", (0,), False),
    ("ISAntiPersonnelPod", "LA", (4,), False),
    # the head only
    ("Ejection Seat (Industrial Mech)", "HD", (3,), True),
    ("Ejection Seat (Industrial Mech)", "CT", (10,), False),
]


@pytest.mark.parametrize("item, location, slots, legal", BIPED_CASES)
def test_item_locations_on_a_biped(item, location, slots, legal):
    d = _with(BareMechFactory(), Mount(item, location, slots))
    assert _location_errors(d, item) == ([] if legal else [location])


@pytest.mark.parametrize("item", ["Supercharger", "ISRISCEmergencyCoolantSystem"])
def test_an_engine_in_the_side_torsos_takes_a_supercharger_there(item):
    """The large XXL engine fills LT and RT 0-5: LT is a place with engine
    slots, the arm is not."""
    assert _location_errors(_with(BareLargeEngineMechFactory(), Mount(item, "LT", (6,))), item) == []
    assert _location_errors(_with(BareLargeEngineMechFactory(), Mount(item, "LA", (4,))), item) == ["LA"]


def test_tracks_go_in_the_legs():
    """'Mech tracks (TM p. 249): one slot in each leg; one in an arm is out
    of place."""
    legs = (Mount("Tracks", "LL", (4,)), Mount("Tracks", "RL", (4,)))
    assert _location_errors(_with(BareMechFactory(), *legs), "Tracks") == []
    assert _location_errors(_with(BareMechFactory(), *legs, Mount("Tracks", "LA", (4,))), "Tracks") == ["LA"]


@pytest.mark.parametrize("item, slots", [
    ("ISClaw", (4, 5, 6)), ("Hatchet", (4, 5, 6, 7)), ("Sword", (4, 5, 6)), ("Chain Whip", (4, 5)),
    ("IS Flail", (4, 5, 6, 7)), ("IS Lance", (4, 5, 6, 7, 8)), ("IS Wrecking Ball", (4, 5, 6, 7, 8, 9)),
    ("Mace", (4, 5, 6, 7)), ("Retractable Blade", (4, 5)), ("ISSmallShield", (4, 5, 6)),
    ("ISSmallVibroblade", (4,)), ("Salvage Arm", (4, 5)),
])
def test_a_four_legged_mech_mounts_no_arm_weapon(item, slots):
    """Arm-only items (the physical weapons, shields, vibroblades, claws, the
    salvage arm) have no place on a four-legged 'Mech (a QuadVee counts):
    its front legs are legs.  QuadVee front leg slots 6-11 are free."""
    d = _with(BareQuadVeeFactory(), Mount(item, "FLL", tuple(s + 2 for s in slots)))
    assert _location_errors(d, item) == ["FLL"]


@pytest.mark.parametrize("item, slots", [
    ("ISModularArmor", (5,)), ("MechanicalJumpBooster", (5, 6)), ("ISPartialWing", (5, 6, 7, 8)),
    ("Dumper (Front)", (5, 6)), ("LightBridgeLayer", (5, 6)), ("MediumBridgeLayer", (5, 6, 7, 8)),
    ("HeavyBridgeLayer", (5, 6, 7, 8, 9, 10)), ("Backhoe", (5, 6, 7, 8, 9, 10)), ("Combine", (5, 6, 7, 8)),
])
def test_a_lam_mounts_none_of_the_refused_items(item, slots):
    """data/rules/lam.json LAM_EQUIPMENT (IO p. 115): modular armor, 'Mech
    mechanical jump boosters, partial wings, dumpers, bridge layers,
    backhoes and combines are refused on a Land-Air 'Mech wherever placed
    (LamFactory's LA 5-11 are free)."""
    d = _with(LamFactory(), Mount(item, "LA", slots))
    assert _location_errors(d, item, "LAM_EQUIPMENT") == ["LA"]
