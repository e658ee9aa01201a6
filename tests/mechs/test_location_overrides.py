"""Items whose legal locations depend on the kind of 'Mech (data/rules/
mech.json equipment_rules.location_overrides): industrial tools go in an arm,
or on a four-legged 'Mech in a side torso (TM pp. 241-249); the heavy and
improved heavy Gauss rifles go in a torso except on a superheavy 'Mech
(TM p. 219, IO).  The location facts are those MegaMek's validator applies;
the canonical quad IndustrialMechs (Kiso, Heavy Forester, Daedalus,
Harvester Ant) and the superheavy Ares ARS-V1 Hera follow them.

Each design below is a bare unit with one item added in slots that are free
there; only the location verdict (MECH_ITEM_LOCATION) is asserted."""

from __future__ import annotations

import dataclasses

import pytest

import construction
from construction.model import Mount
from design_factories import BareMechFactory, BareQuadVeeFactory, BareSuperheavyMechFactory


def _location_errors(design, item_id: str) -> list[str]:
    return [i.location for i in construction.validate(design).errors
            if i.code == "MECH_ITEM_LOCATION" and i.item == item_id]


def _with(design, mount: Mount):
    return dataclasses.replace(design, mounts=design.mounts + (mount,))


@pytest.mark.parametrize("location, legal", [("LT", True), ("RT", True), ("FLL", False), ("CT", False)])
def test_a_quad_mounts_its_chainsaw_in_a_side_torso(location, legal):
    """Chainsaw (TM p. 241: 5 t, 5 slots) on a four-legged 'Mech (a QuadVee
    counts): side torsos only."""
    d = _with(BareQuadVeeFactory(), Mount("Chainsaw", location, tuple(range(7, 12)) if location != "FLL" else (4, 5, 6, 7, 8)))
    assert (_location_errors(d, "Chainsaw") == []) is legal


@pytest.mark.parametrize("location, legal", [("LA", True), ("LT", False), ("LL", False)])
def test_a_biped_mounts_its_chainsaw_in_an_arm(location, legal):
    d = _with(BareMechFactory(), Mount("Chainsaw", location, (1, 2, 3, 4, 5) if location == "LL" else (4, 5, 6, 7, 8)))
    assert (_location_errors(d, "Chainsaw") == []) is legal


def test_a_superheavy_may_carry_a_heavy_gauss_rifle_in_an_arm():
    """Heavy Gauss rifle (TM p. 219: 18 t, 11 slots; 6 on a superheavy, whose
    items fill half the slots, rounded up): in an arm on the bare 120 t
    superheavy, in a torso only on a 50 t 'Mech."""
    heavy = _with(BareSuperheavyMechFactory(), Mount("ISHeavyGaussRifle", "LA", (4, 5, 6, 7, 8, 9)))
    assert _location_errors(heavy, "ISHeavyGaussRifle") == []
    plain = _with(BareMechFactory(), Mount("ISHeavyGaussRifle", "LA", tuple(range(4, 12))))
    assert _location_errors(plain, "ISHeavyGaussRifle") == ["LA"]
