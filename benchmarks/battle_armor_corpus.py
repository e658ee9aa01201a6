"""Battle armor corpus benchmark: import + validate + BV of every canonical
BA file in ../shared/corpus; prints the valid rate and the timings.

    python3 benchmarks/battle_armor_corpus.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tests" / "battle_armor")]

import bv  # noqa: E402
import construction  # noqa: E402
import corpus  # noqa: E402


def main() -> int:
    if not corpus.available():
        print(f"shared corpus not found at {corpus.corpus_dir()}")
        return 1
    from ba_corpus_files import ba_files

    files = ba_files()
    t0 = time.perf_counter()
    designs = [construction.parse(text, "blk", source=rel) for rel, text in files]
    t1 = time.perf_counter()
    reports = [construction.validate(d) for d in designs]
    t2 = time.perf_counter()
    values = [bv.compute(d).bv for d in designs]
    t3 = time.perf_counter()
    valid = sum(1 for r in reports if r.valid)
    n = len(files)
    print(f"battle armor files: {n}")
    print(f"valid: {valid}/{n} = {valid / n:.2%}")
    print(f"BV computed: {len(values)} (min {min(values)}, max {max(values)}, all positive: {min(values) > 0})")
    print(f"import {1000 * (t1 - t0) / n:.2f} ms/file, validate {1000 * (t2 - t1) / n:.2f} ms/file, "
          f"BV {1000 * (t3 - t2) / n:.2f} ms/file, total {t3 - t0:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
