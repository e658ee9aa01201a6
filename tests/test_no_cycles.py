"""Evaluating a unit leaves no reference cycles behind (issue 14).

A unit's objects - its design, the resolved design, the validation report,
the BV and Alpha Strike results kept on it - must be freed the moment the
caller lets go of them, by reference counting.  Objects in a cycle wait for
the garbage collector instead: over the corpus every unit's whole graph then
went through it (about 78 objects a unit, 424,000 over a run), and a young
collection ran every 700 allocations.  The cycle came from a nested function
in the compiled core: mypyc gives a closure an environment object that holds
the closure, so the environment, the closure and everything they reached (the
unit's facts, hence the design) formed a loop.  Nested functions in the
per-unit path are therefore written as module-level functions.

Each case evaluates a first design to fill the caches (tables built on first use are
not the unit's), then a second one with the collector saving what it finds.
"""

from __future__ import annotations

import gc
from collections import Counter
from pathlib import Path

import pytest

import design_factories as df
from api.cli import evaluate_path
from api.evaluate import evaluate_design

CURRENT = Path(__file__).resolve().parent / "data" / "current"

FACTORIES = [df.LegalMechFactory, df.LamFactory, df.LegalTankFactory, df.SmallSupportVehicleFactory,
             df.FixedWingSupportVehicleFactory, df.ElementalFactory, df.LegalProtoMechFactory,
             df.FootPlatoonFactory]


def _cyclic_garbage(work, make=lambda: None) -> Counter:
    """The types of the objects ``work(make())`` leaves in reference cycles
    (what ``make`` itself leaves - factory-boy's own bookkeeping - is not
    counted: it runs before the count starts)."""
    work(make())
    subject = make()
    gc.collect()
    old = gc.get_debug()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        work(subject)
        del subject
        gc.collect()
        return Counter(type(o).__name__ for o in gc.garbage)
    finally:
        gc.garbage.clear()
        gc.set_debug(old)
        gc.enable()


@pytest.mark.parametrize("explain", [False, True], ids=["brief", "explained"])
@pytest.mark.parametrize("factory", FACTORIES, ids=lambda f: f.__name__)
def test_evaluating_a_design_leaves_no_cycles(factory, explain):
    assert _cyclic_garbage(lambda design: evaluate_design(design, explain=explain), factory) == Counter()


@pytest.mark.parametrize("path", sorted(p for p in CURRENT.rglob("*") if p.suffix in (".mtf", ".blk"))[:12],
                         ids=lambda p: p.name)
def test_evaluating_a_unit_file_leaves_no_cycles(path):
    assert _cyclic_garbage(lambda _: evaluate_path(path)) == Counter()


def test_the_check_finds_a_cycle():
    """The check itself: a unit graph with a loop in it is reported."""
    def work(design):
        evaluate_design(design)
        design.memo["self"] = design  # a memo entry pointing back at its design

    assert _cyclic_garbage(work, df.LegalMechFactory)["Design"] == 1
