"""Chaff pods carry no explosive penalty in BV (the MUL values them so; the
TO errata marks them explosive without a per-slot value), while ammunition in
the same location still does."""

from pathlib import Path

import bv
import construction

LOCUST = Path(__file__).parents[1] / "api" / "fixtures" / "locust.mtf"


def _with(*items):
    doc = construction.dump_design(construction.parse(LOCUST.read_text(encoding="utf-8"), "mtf"))
    doc["mounts"] = list(doc["mounts"]) + [{"item": i, "location": "CT"} for i in items]
    return construction.load_design(doc)


def _steps(design, step):
    return [s for s in bv.compute(design).breakdown if s.step == step]


def test_chaff_pod_is_defensive_equipment_but_not_explosive():
    design = _with("ISChaffPod")
    assert any("Chaff Pod" in s.description for s in _steps(design, "def.equipment"))
    assert not any("Chaff Pod" in s.description for s in _steps(design, "def.explosive"))


def test_ammunition_in_the_same_location_is_still_explosive():
    design = _with("ISChaffPod", "IS Ammo LRM-10 Semi-guided")
    assert any("LRM" in s.description and s.value == -15 for s in _steps(design, "def.explosive"))


def test_a_clan_ppc_with_a_capacitor_is_explosive():
    """TO p. 337 / TO errata v3.02 (PPC + Capacitor entries marked K, TO p.
    382): a PPC with a linked capacitor explodes, Clan or Inner Sphere; the
    Clan ER PPC alone does not.  The hand-built 50 t 'Mech (design_factories)
    with a Clan ER PPC (2 slots) in its right arm, no CASE: 1 point per slot,
    so 2 with the capacitor, 0 without."""
    from dataclasses import replace

    from bv.mech import explosive_cost, gather_facts
    from construction.model import Mount
    from design_factories import LegalMechFactory

    base = LegalMechFactory()
    mounts = [m for m in base.mounts if m.item != "PPC"] + [Mount("CLERPPC", "RA", (4, 5))]
    plain = replace(base, mixed_tech=True, mounts=tuple(mounts))
    charged = replace(plain, mounts=plain.mounts + (Mount("PPC Capacitor", "RA", (6,)),))

    def cost(design):
        facts = gather_facts(design)
        ppc = next(it for it in facts.items if it.eq.id == "CLERPPC")
        return explosive_cost(facts, ppc)[0]

    assert cost(plain) == 0.0
    assert cost(charged) == 2.0
