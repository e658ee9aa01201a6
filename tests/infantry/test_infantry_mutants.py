"""Conventional infantry broken on purpose (tests/infantry/ci_mutants.py):
every kind of mutation, applied to every valid canonical platoon it fits,
is caught with the code it breaks, and every rule code of
construction/data/rules/infantry.json has a kind that breaks it.  Per-kind
rates: python benchmarks/pm_ci_mutants.py."""

from __future__ import annotations

import ci_mutants
import mutants


def test_every_rule_code_has_a_mutation_kind():
    assert mutants.uncovered_rule_codes("infantry.json", ci_mutants.MUTATIONS) == set()


def test_mutants_are_caught():
    # mechanized-only and field-gun kinds fit over a hundred platoons
    mutants.assert_caught(ci_mutants, min_designs=300, min_tried=100)
