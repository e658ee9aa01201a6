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


def _split_heavy_gauss(*, ct: bool, case_rt: bool):
    """The hand-built 50 t 'Mech (design_factories; standard fusion engine,
    so no side-torso engine slots) with a heavy Gauss rifle (11 slots)
    split over the right torso (slots 1-9) and either the CT (slots 10-11,
    in place of the two medium lasers) or the right arm (slots 4-5, in place
    of the PPC)."""
    from dataclasses import replace

    from construction.model import Mount
    from design_factories import LegalMechFactory

    base = LegalMechFactory()
    drop = ("Medium Laser",) if ct else ("PPC",)
    gauss = Mount("ISHeavyGaussRifle", "RT", tuple(range(1, 10)), split_location="CT" if ct else "RA",
                  split_slots=(10, 11) if ct else (4, 5))
    mounts = [m for m in base.mounts if m.item not in drop] + [gauss]
    if case_rt:
        mounts.append(Mount("ISCASE", "RT", (10,)))
    return replace(base, rules_level="experimental", year=3150, mounts=tuple(mounts))


def _gauss_cost(design):
    from bv.mech import explosive_cost, gather_facts

    facts = gather_facts(design)
    gauss = next(it for it in facts.items if it.eq.id == "ISHeavyGaussRifle")
    return explosive_cost(facts, gauss)[0]


def test_a_split_explosive_weapon_counts_every_slot_when_one_location_is_penalised():
    """TM p. 303: 1 defensive BV per critical slot of an explosive weapon
    (Gauss) that sits in a penalised location; a split weapon sits in each of
    its locations (equipment_rules.json explosive.split_item_note).  Heavy
    Gauss rifle, 9 slots in the RT (CASE, standard engine: safe) and 2 in the
    CT (always penalised): the CT makes every slot count, 11 x 1 = 11 (not
    the 2 CT slots only)."""
    assert _gauss_cost(_split_heavy_gauss(ct=True, case_rt=True)) == 11.0


def test_a_split_explosive_weapon_in_safe_locations_costs_nothing():
    """Same rifle split over the RT (CASE) and the RA, which transfers into
    the RT with CASE (TM p. 303): neither location is penalised, so 0; with
    no CASE both are, 11 x 1 = 11."""
    assert _gauss_cost(_split_heavy_gauss(ct=False, case_rt=True)) == 0.0
    assert _gauss_cost(_split_heavy_gauss(ct=False, case_rt=False)) == 11.0
