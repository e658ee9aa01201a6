"""Resolve once: construction.resolved is the one place a design's
equipment names meet the catalog, and every consumer gives the same answer
about a mount the catalog does not know."""

from __future__ import annotations

import dataclasses
import os
import subprocess
from pathlib import Path

import pytest

import bv
import construction
from bv import alpha_strike
from construction.catalog import Catalog
from construction import native
from construction import resolved as resolved_module
from construction.resolved import resolve
from factories import fixture_text

SAMPLE = Path(__file__).parent / "data" / "current"


def _designs() -> list:
    """A few designs of each supported family, parsed (importers may look
    names up: that is how names become catalog ids)."""
    out = [construction.parse(fixture_text("locust.mtf"), "mtf"),
           construction.parse(fixture_text("c85_support_vehicle.blk"), "blk")]
    for folder, pattern in (("meks", "*.mtf"), ("vehicles", "*.blk"), ("battlearmor", "*.blk")):
        for path in sorted((SAMPLE / folder).rglob(pattern))[:12]:
            out.append(construction.parse(path.read_text(encoding="utf-8"), path.suffix[1:]))
    return out


def test_no_consumer_looks_a_mount_name_up_outside_resolve(monkeypatch):
    """Validation, BV, Alpha Strike, force gear and the record sheets read
    the resolved design: while they run, every catalog lookup of a name the
    design mounts comes from construction/resolved.py.  A property of the
    source: with the compiled core in use (whose calls into the catalog no
    spy can see), a plain-Python child process checks it."""
    import sys

    if native.status()["active"]:
        test = f"{__file__}::test_no_consumer_looks_a_mount_name_up_outside_resolve"
        run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", test],
                             cwd=Path(__file__).resolve().parents[1], env={**os.environ, "MECHFORGE_NATIVE": "0"},
                             capture_output=True, text=True, timeout=600)
        assert run.returncode == 0 and "1 passed" in run.stdout, run.stdout[-4000:]
        return

    from bv.force import network_gear
    from records import render as render_sheets

    designs = _designs()
    for design in designs:  # tables built once per process (lazily) are not design lookups
        construction.validate(design), bv.compute(design), alpha_strike.convert(design)
    names = {m.item.lower() for d in designs for m in d.mounts if not m.is_system}
    callers: dict[str, int] = {}

    def spy(method):
        original = getattr(Catalog, method)

        def wrapper(self, name, *args, **kwargs):
            if isinstance(name, str) and name.lower() in names:
                frame = sys._getframe(1)
                while frame.f_code.co_filename.endswith("catalog.py"):
                    frame = frame.f_back
                where = frame.f_code.co_filename
                callers[where] = callers.get(where, 0) + 1
            return original(self, name, *args, **kwargs)

        monkeypatch.setattr(Catalog, method, wrapper)

    for method in ("find", "get", "resolve"):
        spy(method)
    # resolved.py keeps the names it has looked up for every later design:
    # start its table afresh, so the spy sees those lookups again
    monkeypatch.setattr(resolved_module, "_FOUND_IN", None)
    for design in designs:
        design = dataclasses.replace(design)  # a fresh object: nothing resolved yet
        construction.validate(design)
        bv.compute(design)
        alpha_strike.convert(design)
        network_gear(design)
    render_sheets([dataclasses.replace(d) for d in designs[:2]])
    outside = {k: v for k, v in callers.items() if not k.endswith(str(Path("construction", "resolved.py")))}
    assert callers, "the spy saw no lookup at all"
    assert not outside, outside


def test_resolve_is_worked_out_once_per_design():
    design = construction.parse(fixture_text("locust.mtf"), "mtf")
    assert resolve(design) is resolve(design)
    assert dataclasses.replace(design) == design  # a copy compares equal ...
    assert resolve(dataclasses.replace(design)) is not resolve(design)  # ... and resolves on its own


def test_resolved_mounts_are_values():
    """Two resolutions of equal designs give equal, equally hashed mounts
    (and so equal resolved designs); each reads as what it holds."""
    design = construction.parse(fixture_text("locust.mtf"), "mtf")
    one, two = resolve(design), resolve(dataclasses.replace(design))
    assert one.mounts == two.mounts and one is not two
    assert [hash(m) for m in one.mounts] == [hash(m) for m in two.mounts]
    assert one == two and hash(one) == hash(two)
    laser = next(m for m in one.items if m.eq.id == "Medium Laser")
    assert laser != one.mounts[laser.index - 1] and laser.location == laser.mount.location
    assert repr(laser).startswith(f"ResolvedMount(index={laser.index}, mount=Mount(")
    if native.status()["active"]:  # the compiled class refuses to change a field
        with pytest.raises(AttributeError):
            laser.eq = None  # type: ignore[misc]


@pytest.fixture(scope="module")
def renamed():
    """The Locust with one medium laser renamed to 'Medium Laser (R)': a
    name no catalog id or alias carries (the rear marker belongs in the
    mount, not in the name)."""
    design = construction.parse(fixture_text("locust.mtf"), "mtf")
    index = next(i for i, m in enumerate(design.mounts) if m.item == "Medium Laser")
    mounts = list(design.mounts)
    mounts[index] = dataclasses.replace(mounts[index], item="Medium Laser (R)")
    return design, design.replace(mounts=tuple(mounts))


def test_an_unknown_mount_gets_one_answer_from_every_consumer(renamed):
    from records.common import SheetOptions, battle_value

    known, design = renamed
    assert [m.item for m in resolve(design).unknown] == ["Medium Laser (R)"]
    assert "UNKNOWN_EQUIPMENT" in construction.validate(design).codes()
    priced = bv.compute(design)
    assert not priced.complete and priced.bv < bv.compute(known).bv
    card = alpha_strike.convert(design)
    assert not card.complete
    lines = battle_value(design, SheetOptions("letter", None, None, None)).lines()
    assert "(incomplete)" in lines[0] and "Medium Laser (R)" in lines[-1]
    assert construction.validate(known).valid and bv.compute(known).complete


def test_fire_control_links_are_shared_by_bv_and_alpha_strike():
    """An Artemis IV FCS goes to the first Artemis-capable launcher of its
    location (TM p. 302); BV and Alpha Strike read the same pairing."""
    from bv.alpha_strike.facts import items_of
    from bv.mech import gather_facts
    from construction.catalog import catalog
    from construction.model import Mount

    base = construction.parse(fixture_text("locust.mtf"), "mtf")
    lrm, fcs = catalog().get("ISLRM5"), catalog().get("ISArtemisIV")
    design = base.replace(mounts=base.mounts + (
        Mount(lrm.id, "LT", (4,)), Mount(lrm.id, "RT", (4,)), Mount(fcs.id, "RT", (5,))))
    second = len(base.mounts) + 1
    links = resolve(design).links
    assert [(link.weapon, link.kind) for link in links] == [(second, "artemis")]
    assert (second, len(base.mounts) + 2) in gather_facts(design).links
    items, kinds, _ = items_of(design)
    assert [k for (eq, m), k in zip(items, kinds) if eq.id == lrm.id] == [None, "artemis"]


def test_design_json_names_become_catalog_ids_at_load():
    """An alias in a design document is stored as its item's id; a name the
    catalog does not know stays as written (an unknown item for everyone)."""
    from construction.catalog import catalog

    design = construction.parse(fixture_text("locust.mtf"), "mtf")
    doc = construction.dump_design(design)
    laser = next(m for m in doc["mounts"] if m["item"] == "Medium Laser")
    alias = next(a for a in catalog().get("Medium Laser").aliases if a != "Medium Laser")
    laser["item"] = alias
    assert construction.load_design(doc) == design
    laser["item"] = "Medium Laser (R)"
    loaded = construction.load_design(doc)
    assert [m.item for m in resolve(loaded).unknown] == ["Medium Laser (R)"]


def test_bv_is_worked_out_once_per_design_and_crew():
    """The sheet and the evaluation share one BV computation: the same
    result object for the same design and crew; another crew or a copy of
    the design computes its own; a rejected skill is rejected every time."""
    design = construction.parse(fixture_text("locust.mtf"), "mtf")
    first = bv.compute(design)
    assert bv.compute(design) is first
    assert bv.compute(design, 3, 4) is not first and bv.compute(design, 3, 4).bv != first.bv
    assert bv.compute(dataclasses.replace(design)) is not first
    assert bv.compute(dataclasses.replace(design)).bv == first.bv
    for bad in (True, 4.0, 9):
        with pytest.raises(ValueError):
            bv.compute(design, bad, 5)


def test_armored_components_are_one_resolved_fact():
    # The armored components (Mount.armored) are listed once, in design
    # order, for validation's weight, BV's defensive step and the card's ARM.
    design = construction.parse(fixture_text("locust.mtf"), "mtf")
    assert resolve(design).armored == ()
    mounts = list(design.mounts)
    picked = [i for i, m in enumerate(mounts) if m.item in ("Gyro", "Medium Laser")][:2]
    assert len(picked) == 2
    for i in picked:
        mounts[i] = dataclasses.replace(mounts[i], armored=True)
    armored = dataclasses.replace(design, mounts=tuple(mounts))
    found = resolve(armored).armored
    assert [rm.index for rm in found] == picked
    assert all(rm.mount.armored for rm in found)
    assert "ARM" in alpha_strike.convert(armored).specials
