"""Conventional infantry broken on purpose (tests/infantry/ci_mutants.py):
every kind of mutation, applied to every valid canonical platoon it fits,
is caught with the code it breaks, and every rule code of
construction/data/rules/infantry.json has a kind that breaks it.  Per-kind
rates: python benchmarks/pm_ci_mutants.py."""

from __future__ import annotations

import json
from pathlib import Path

import ci_mutants
import corpus

RULES = Path(__file__).resolve().parents[2] / "construction" / "data" / "rules" / "infantry.json"


def test_every_rule_code_has_a_mutation_kind():
    codes = set(json.loads(RULES.read_text(encoding="utf-8"))["rules"])
    broken = {code for _mutate, code, _validate in ci_mutants.MUTATIONS.values()}
    assert codes - broken == set()


def test_mutants_are_caught():
    corpus.require_corpus()
    tried, caught, missed = ci_mutants.rates()
    assert len(ci_mutants.valid_canonical()) >= 300
    assert set(tried) == set(ci_mutants.MUTATIONS)
    assert sum(caught.values()) / sum(tried.values()) >= 0.99, missed[:10]
    for kind in ci_mutants.MUTATIONS:
        # mechanized-only and field-gun kinds fit over a hundred platoons
        assert tried[kind] >= 100, kind
        assert caught[kind] / tried[kind] >= 0.99, (kind, [m for m in missed if m[1] == kind][:5])
