"""ProtoMechs broken on purpose (tests/protomechs/pm_mutants.py): every
kind of mutation, applied to every valid canonical ProtoMech it fits, is
caught with the code it breaks, and every rule code of
construction/data/rules/protomech.json has a kind that breaks it.  Per-kind
rates: python benchmarks/pm_ci_mutants.py."""

from __future__ import annotations

import json
from pathlib import Path

import corpus
import pm_mutants

RULES = Path(__file__).resolve().parents[2] / "construction" / "data" / "rules" / "protomech.json"


def test_every_rule_code_has_a_mutation_kind():
    codes = set(json.loads(RULES.read_text(encoding="utf-8"))["rules"])
    broken = {code for _mutate, code, _validate in pm_mutants.MUTATIONS.values()}
    assert codes - broken == set()


def test_mutants_are_caught():
    corpus.require_corpus()
    tried, caught, missed = pm_mutants.rates()
    assert len(pm_mutants.valid_canonical()) >= 79
    assert set(tried) == set(pm_mutants.MUTATIONS)
    assert sum(caught.values()) / sum(tried.values()) >= 0.99, missed[:10]
    for kind in pm_mutants.MUTATIONS:
        # quad-only kinds fit the corpus's five quads
        assert tried[kind] >= 5, kind
        assert caught[kind] / tried[kind] >= 0.99, (kind, [m for m in missed if m[1] == kind][:5])
