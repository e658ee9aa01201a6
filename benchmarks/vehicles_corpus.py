"""Combat and support vehicles of the shared corpus, in one process.

Prints the valid rates, the mutation catch rates per kind, the BV exact and
within-1% rates against the MUL, and the timing of each stage.

    python benchmarks/vehicles_corpus.py [--write-known] [--digest DIR]

``--write-known`` rewrites tests/vehicles/known_exceptions.csv and
bv/known_discrepancies_vehicles.csv, keeping reasons already written and
marking new rows "unexplained".  ``--digest DIR`` (a copy of the
megamek-unit-digest web build, never committed) adds the support-vehicle BV
beside the digest's (tests/digest_web.py); an absent folder is reported and
skipped.
"""

from __future__ import annotations

import argparse
import csv
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "vehicles"))

import corpus  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--write-known", action="store_true")
    ap.add_argument("--digest", metavar="DIR", help="also compare support-vehicle BV with a megamek-unit-digest web build")
    args = ap.parse_args()
    if not corpus.available():
        print("shared corpus not found", file=sys.stderr)
        return 1
    import bv
    import vehicle_corpus_helpers as h
    from test_vehicle_corpus import mutation_results

    t0 = time.perf_counter()
    designs = h.parsed()
    t1 = time.perf_counter()
    results = h.verdicts()
    t2 = time.perf_counter()
    print(f"imported {len(designs)} vehicle files in {t1 - t0:.2f} s; validated in {t2 - t1:.2f} s "
          f"({len(designs) / (t2 - t1):.0f} units/s)")
    for family in ("combat_vehicle", "support_vehicle"):
        rows = [(rel, r) for rel, d, r in results if d.unit_type == family]
        bad = [rel for rel, r in rows if not r.valid]
        print(f"{family}: {len(rows) - len(bad)}/{len(rows)} valid ({1 - len(bad) / len(rows):.2%})")
    t3 = time.perf_counter()
    muts, misses = mutation_results()
    t4 = time.perf_counter()
    tried = sum(t for t, _ in muts.values())
    caught = sum(c for _, c in muts.values())
    print(f"mutations: {caught}/{tried} caught ({caught / tried:.2%}) in {t4 - t3:.2f} s")
    for kind, (t, c) in sorted(muts.items()):
        print(f"  {kind}: {c}/{t} ({c / t:.2%})")
    t5 = time.perf_counter()
    rows = h.mul_rows()
    exact = near = 0
    wrong = []
    for r, d in rows:
        got, want = bv.compute(d).base_bv, int(float(r["bv"]))
        exact += got == want
        near += abs(got - want) <= 0.01 * want
        if got != want:
            wrong.append((r["corpus_path"], got, want))
    t6 = time.perf_counter()
    print(f"BV: {exact}/{len(rows)} exact ({exact / len(rows):.2%}), {near / len(rows):.2%} within 1%; "
          f"{len(rows) / (t6 - t5):.0f} units/s")
    _ceiling(wrong, len(rows))
    repaired = [r for r, _ in rows if r.get("join", "").startswith("repaired:")]
    if repaired:
        print(f"  joins repaired (model-less MUL row -> the chassis's standard file): {len(repaired)}")
    if args.write_known:
        _write_exceptions(results)
        _write_bv(wrong)
    if args.digest:
        import digest_web

        print("\n".join(digest_web.report("support_vehicle", args.digest)))
    return 0


def _ceiling(wrong, n_rows: int) -> None:
    """How far rules can take the exact rate on these files: a mismatch for
    which an independent BV generator running MegaMek's own calculator on
    MegaMek's data (the ``digest_bv`` column) prints our value is a MUL value
    that MegaMek's rules do not give either."""
    import vehicle_corpus_helpers as h

    listed = _old(h.BV_DISCREPANCIES)
    ours = mul = other = 0
    for path, got, want in wrong:
        d = (listed.get(path, {}).get("digest_bv") or "").strip()
        if not d:
            continue
        ours += int(d) == got
        mul += int(d) == want
        other += int(d) not in (got, want)
    best = n_rows - ours
    print(f"  mismatches where MegaMek's own calculator (digest_bv) gives our value: {ours}, the MUL's: {mul}, "
          f"a third value: {other}; the most a MegaMek-consistent rule set reaches on these files: "
          f"{best}/{n_rows} ({best / n_rows:.2%})")


def _old(path: Path) -> dict:
    if not path.exists():
        return {}
    with open(path, newline="", encoding="utf-8") as fh:
        return {row["path"]: row for row in csv.DictReader(fh)}


def _write_exceptions(results):
    import vehicle_corpus_helpers as h

    old = _old(h.EXCEPTIONS)
    with open(h.EXCEPTIONS, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["path", "family", "codes", "first_error", "reason"])
        for rel, d, r in results:
            if r.valid:
                continue
            reason = old.get(rel, {}).get("reason") or "unexplained"
            w.writerow([rel, d.unit_type, " ".join(sorted({i.code for i in r.errors})), r.errors[0].message, reason])


def _write_bv(wrong):
    import vehicle_corpus_helpers as h

    old = _old(h.BV_DISCREPANCIES)
    with open(h.BV_DISCREPANCIES, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        # current_megamek: the same file in today's MegaMek data (mm-data), and our BV on it;
        # digest_bv: the BV an independent generator (scottboehmer/megamek-unit-digest) prints.
        w.writerow(["path", "ours", "mul", "current_megamek", "digest_bv", "reason"])
        for path, got, want in sorted(wrong):
            prev = old.get(path, {})
            w.writerow([path, got, want, prev.get("current_megamek") or "not checked", prev.get("digest_bv") or "",
                        prev.get("reason") or "unexplained"])


if __name__ == "__main__":
    raise SystemExit(main())
