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
