"""Battle armor squads broken on purpose in the rules that belong to
equipment and to one location (ba_equipment_mutants.py): every valid
canonical squad a kind fits is broken once and must be caught by the
rule's code, at least 99% for each kind (benchmarks/equipment_mutants.py
prints the rates).  Skips cleanly where the corpus is absent."""

from __future__ import annotations

import ba_equipment_mutants as kinds
from test_ba_corpus import _parsed


def test_every_equipment_mutation_kind_is_caught():
    results, misses = kinds.rates(_parsed())
    assert set(results) == set(kinds.KINDS), f"kinds that fit no canonical squad: {set(kinds.KINDS) - set(results)}"
    for kind, (tried, caught) in results.items():
        assert tried >= 2, kind  # tube artillery: the two canonical carriers
        assert caught / tried >= 0.99, f"{kind}: caught {caught}/{tried}; e.g. {misses.get(kind, [])[:3]}"
