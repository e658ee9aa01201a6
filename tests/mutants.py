"""What the per-family mutant modules share: the valid canonical designs of
a corpus folder, and the catch-rate loop; and what the property tests
share: the walk over a JSON document and their hypothesis settings.

A family's mutant module (tests/protomechs/pm_mutants.py,
tests/infantry/ci_mutants.py) holds its mutations in ``MUTATIONS``:
kind -> (mutation, the code it must raise, the validator to run).  A
mutation answers None where the design has nothing for it to break.
"""

from __future__ import annotations

import collections
import json
import os
from functools import lru_cache
from pathlib import Path
from typing import Callable, Mapping, Optional

from hypothesis import HealthCheck, seed, settings

import construction
import corpus
from construction.model import Design

Mutation = Callable[[Design], Optional[Design]]
Mutations = Mapping[str, tuple[Mutation, str, Callable]]

RULES = Path(__file__).resolve().parents[1] / "construction" / "data" / "rules"


FUZZ_SEED = os.environ.get("MECHFORGE_FUZZ_SEED", "").strip()


def fuzz_settings(max_examples: int, *also_suppress: HealthCheck) -> Callable:
    """The property tests' settings, as a decorator: derandomized and
    without an example database (every run, CI's included, tries the same
    examples), or with MECHFORGE_FUZZ_SEED (an integer) other ones drawn
    from that seed."""
    chosen = settings(max_examples=max_examples, deadline=None, derandomize=not FUZZ_SEED, database=None,
                      suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, *also_suppress])

    def apply(test):
        return chosen(seed(int(FUZZ_SEED))(test) if FUZZ_SEED else test)

    return apply


def document_spots(node):
    """(container, key) of every value inside a JSON document, for the
    property tests that mutate a design's JSON form in place."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield node, key
            yield from document_spots(value)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield node, i
            yield from document_spots(value)


@lru_cache(maxsize=None)
def valid_canonical(folder: str) -> tuple[tuple[str, Design], ...]:
    """Every canonical 2021 .blk file under ``folder`` of the shared corpus
    that validates, parsed, with its path relative to mechfiles/."""
    root = corpus.unpacked() / "mechfiles"
    out = []
    for path in sorted((root / folder).rglob("*.blk")):
        d = construction.parse(corpus.read_text(path), "blk")
        if construction.validate(d).valid:
            out.append((str(path.relative_to(root)), d))
    return tuple(out)


def rates(mutations: Mutations, designs):
    """(tried, caught, missed) per kind over ``designs`` ((file, design)
    pairs); missed lists (file, kind, codes reported)."""
    tried, caught, missed = collections.Counter(), collections.Counter(), []
    for rel, d in designs:
        before = {i.code for i in construction.validate(d).issues}  # warnings a valid design may have
        for kind, (mutate, code, validate) in mutations.items():
            if code in before:
                continue  # the file draws this warning already: the mutant would prove nothing
            broken = mutate(d)
            if broken is None:
                continue
            tried[kind] += 1
            codes = {i.code for i in validate(broken).issues}
            if code in codes:
                caught[kind] += 1
            else:
                missed.append((rel, kind, sorted(codes)))
    return tried, caught, missed


def kind_rates(kinds, designs, errors_only: bool = False, applies=None):
    """Mutation kinds {kind: (mutation, code)} applied to each (file,
    design) pair: ({kind: (tried, caught)}, {kind: [files missed]}).  A
    mutation that returns None or the design unchanged has nothing to break
    there and is not counted; ``applies(kind, design)`` can leave a kind out
    for a design; a mutant is caught when the validator reports ``code``
    (an error or a warning, or only an error with ``errors_only``)."""
    results = collections.defaultdict(lambda: [0, 0])
    misses = collections.defaultdict(list)
    for rel, d in designs:
        for kind, (mutate, code) in kinds.items():
            if applies is not None and not applies(kind, d):
                continue
            broken = mutate(d)
            if broken is None or broken == d:
                continue
            results[kind][0] += 1
            report = construction.validate(broken)
            codes = {i.code for i in report.errors} if errors_only else report.codes()
            if code in codes:
                results[kind][1] += 1
            else:
                misses[kind].append(rel)
    return {k: tuple(v) for k, v in results.items()}, dict(misses)


def uncovered_rule_codes(rules_file: str, mutations: Mutations) -> set[str]:
    """The rule codes of construction/data/rules/<rules_file> that no kind breaks."""
    codes = set(json.loads((RULES / rules_file).read_text(encoding="utf-8"))["rules"])
    return codes - {code for _mutate, code, _validate in mutations.values()}


def assert_caught(module, min_designs: int, min_tried: int) -> None:
    """Every kind of ``module.MUTATIONS`` fits at least ``min_tried`` of the
    (at least ``min_designs``) valid canonical designs and is caught in 99%
    of them, as are all mutants together."""
    corpus.require_corpus()
    tried, caught, missed = module.rates()
    assert len(module.valid_canonical()) >= min_designs
    assert set(tried) == set(module.MUTATIONS)
    assert sum(caught.values()) / sum(tried.values()) >= 0.99, missed[:10]
    for kind in module.MUTATIONS:
        assert tried[kind] >= min_tried, kind
        assert caught[kind] / tried[kind] >= 0.99, (kind, [m for m in missed if m[1] == kind][:5])


def assert_kind_rates(results, misses, min_total: int, min_per_kind: int = 50, per_kind: float = 0.95,
                      few: Optional[Mapping[str, int]] = None) -> None:
    """``results`` {kind: (tried, caught)}: more than ``min_total`` mutants
    in all, 99% of them caught, and each kind tried at least
    ``min_per_kind`` times (the kinds of ``few``, that fit only a few
    canonical units, at least their own number) and caught at ``per_kind``
    or better."""
    tried = sum(t for t, _ in results.values())
    caught = sum(c for _, c in results.values())
    assert tried > min_total
    assert caught / tried >= 0.99, f"caught {caught}/{tried}"
    for kind, (t, c) in results.items():
        assert t >= (few or {}).get(kind, min_per_kind), kind
        assert c / t >= per_kind, f"{kind}: caught {c}/{t}; e.g. {misses[kind][:3]}"
