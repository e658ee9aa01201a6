"""ProtoMechs broken on purpose (tests/protomechs/pm_mutants.py): every
kind of mutation, applied to every valid canonical ProtoMech it fits, is
caught with the code it breaks, and every rule code of
construction/data/rules/protomech.json has a kind that breaks it.  Per-kind
rates: python benchmarks/pm_ci_mutants.py."""

from __future__ import annotations

import pm_mutants
import mutants


def test_every_rule_code_has_a_mutation_kind():
    assert mutants.uncovered_rule_codes("protomech.json", pm_mutants.MUTATIONS) == set()


def test_mutants_are_caught():
    # quad-only kinds fit the corpus's five quads
    mutants.assert_caught(pm_mutants, min_designs=79, min_tried=5)
