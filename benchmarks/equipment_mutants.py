"""Catch rates of the equipment mutation kinds (issue 16, deliverable 4).

    python3 benchmarks/equipment_mutants.py

Prints, per kind, how many valid canonical units it was applied to and how
many the validator caught by the kind's rule code: the 'Mech kinds of
tests/mechs/mech_equipment_mutants.py and the battle armor kinds of
tests/battle_armor/ba_equipment_mutants.py (the vehicle kinds are printed by
vehicles_corpus.py).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for p in (ROOT, ROOT / "tests", ROOT / "tests" / "mechs", ROOT / "tests" / "battle_armor"):
    sys.path.insert(0, str(p))

import corpus  # noqa: E402


def _print(title: str, results: dict, misses: dict, seconds: float) -> None:
    tried = sum(t for t, _ in results.values())
    caught = sum(c for _, c in results.values())
    print(f"{title}: {caught}/{tried} caught ({caught / tried:.2%}) in {seconds:.1f} s, {len(results)} kinds")
    for kind, (t, c) in sorted(results.items()):
        miss = misses.get(kind, [])
        print(f"  {kind}: {c}/{t} ({c / t:.2%})" + (f"  missed e.g. {miss[:2]}" if miss else ""))


def main() -> int:
    if not corpus.available():
        print("shared corpus not found", file=sys.stderr)
        return 2
    import ba_equipment_mutants as ba_kinds
    import mech_equipment_mutants as mech_kinds
    from test_ba_corpus import _parsed as ba_parsed
    from test_mech_corpus import verdicts

    t0 = time.perf_counter()
    v = verdicts()
    t1 = time.perf_counter()
    _print("'Mech equipment mutations", *mech_kinds.rates(v), time.perf_counter() - t1)
    t2 = time.perf_counter()
    _print("battle armor equipment mutations", *ba_kinds.rates(ba_parsed()), time.perf_counter() - t2)
    print(f"(parsing and validating the 'Mechs first: {t1 - t0:.1f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
