"""Designs broken on purpose in the rules that belong to particular 'Mech
equipment (tests/mechs/mech_equipment_mutants.py): every valid canonical
'Mech a kind fits is broken once and must be caught by the rule's code,
at least 99% for each kind (benchmarks/equipment_mutants.py prints the
rates).  Skips cleanly where the corpus is absent."""

from __future__ import annotations

import corpus
import mech_equipment_mutants as kinds
from test_mech_corpus import verdicts


def test_every_equipment_mutation_kind_is_caught():
    corpus.require_corpus()
    results, misses = kinds.rates(verdicts())
    assert set(results) == set(kinds.KINDS), f"kinds that fit no canonical 'Mech: {set(kinds.KINDS) - set(results)}"
    for kind, (tried, caught) in results.items():
        assert tried >= 3, kind
        assert caught / tried >= 0.99, f"{kind}: caught {caught}/{tried}; e.g. {misses.get(kind, [])[:3]}"
    assert sum(t for t, _ in results.values()) > 5000
