"""BV 2.0 of every canonical 'Mech with a Master Unit List BV, in one process.

Prints the exact and within-1% match rates, the mismatch classes (by the
reason recorded in bv/known_discrepancies.csv, else by feature), and the
units per second of the BV step (parsing timed separately).

    python benchmarks/bv_corpus.py [--list] [--write-known]

``--write-known`` rewrites bv/known_discrepancies.csv: reasons already there
are kept, new mismatches get an "unexplained" reason naming their features.
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import corpus  # noqa: E402

from bv import corpus_check  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--list", action="store_true", help="print every mismatch")
    ap.add_argument("--write-known", action="store_true", help="rewrite bv/known_discrepancies.csv")
    args = ap.parse_args()
    if not corpus.available():
        print("shared corpus not found", file=sys.stderr)
        return 1
    rows = corpus_check.mech_rows(corpus.ground_truth())
    outcomes, timing = corpus_check.evaluate(rows, corpus.unpacked() / "mechfiles")
    n = len(outcomes)
    exact = sum(o.exact for o in outcomes)
    near = sum(o.within_1pct for o in outcomes)
    print(f"'Mechs with MUL BV: {n}")
    print(f"exact match:      {exact} ({exact / n:.2%})")
    print(f"within 1%:        {near} ({near / n:.2%})")
    print(f"parse: {timing['parse_s']:.2f} s; BV: {timing['bv_s']:.2f} s for {timing['units']} units "
          f"({timing['units'] / max(timing['bv_s'], 1e-9):.0f} units/s)")

    # BV over the whole 'Mech corpus (every .mtf, with or without a MUL row)
    import time

    import construction

    import bv

    designs = []
    for p in corpus.mech_files():
        try:
            designs.append(construction.parse(p.read_text(encoding="utf-8", errors="replace"), "mtf"))
        except Exception:  # noqa: BLE001
            pass
    t = time.perf_counter()
    failed = 0
    for d in designs:
        try:
            bv.compute(d)
        except Exception:  # noqa: BLE001
            failed += 1
    el = time.perf_counter() - t
    print(f"whole 'Mech corpus: BV of {len(designs)} designs in {el:.2f} s ({len(designs) / el:.0f} units/s), {failed} failed")

    known = corpus_check.read_known()
    classes = collections.Counter()
    bad = [o for o in outcomes if not o.exact]
    for o in bad:
        reason = known.get(o.corpus_path, {}).get("reason") or ("unexplained: " + (", ".join(o.features) or "no special equipment"))
        classes[reason.split(":")[0]] += 1
    print("\nmismatch classes:")
    for k, v in classes.most_common():
        print(f"  {v:4d}  {k}")
    if args.list:
        for o in sorted(bad, key=lambda o: (o.computed or 0) - o.expected):
            print(f"{(o.computed or 0) - o.expected:+6d}  {o.expected:5d}  {o.computed}  {o.corpus_path}  {o.error or ', '.join(o.features)}")
    if args.write_known:
        out = []
        for o in bad:
            reason = known.get(o.corpus_path, {}).get("reason")
            if not reason or reason.startswith("unexplained"):
                reason = "unexplained: " + (", ".join(o.features) or "no special equipment") if not o.error else o.error
            out.append({"corpus_path": o.corpus_path, "mul_id": o.mul_id, "expected": o.expected,
                        "computed": "" if o.computed is None else o.computed,
                        "current_file": known.get(o.corpus_path, {}).get("current_file", ""), "reason": reason})
        corpus_check.write_known(out)
        print(f"\nwrote {len(out)} rows to {corpus_check.KNOWN_DISCREPANCIES}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
