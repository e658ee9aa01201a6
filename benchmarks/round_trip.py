"""Unit files out: import -> export -> import over the shared corpus.

    python benchmarks/round_trip.py [--no-current] [--list]

For each family prints the files, how many read back as the identical
design (``==`` and the same canonical JSON form, compared for every file
here), how many export byte-stable (exporting the design read back gives
the same text, and exporting twice too), the listed exceptions
(tests/export/known_exceptions.csv) and the CPU seconds the round trip
takes (import, export, import, export: CPU time, so other work on the
machine does not count; the table's title gives the wall time of the whole
run with the comparisons, the JSON forms of every design among them).  Then the same for today's format
files (tests/data/current and the corpus' current-format sample).
``--list`` names every file that fails, with why.  Last, the writers alone:
the CPU time of exporting every corpus design once.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import corpus  # noqa: E402
import roundtrip  # noqa: E402

FAMILIES = ("mech", "combat_vehicle", "support_vehicle", "battle_armor", "protomech", "infantry")


def table(title: str, outcomes, known: dict[str, str], wall: float) -> list:
    """Print one table; returns the failures."""
    by_family = defaultdict(list)
    for o in outcomes:
        by_family[o.family or "unreadable"].append(o)
    print(f"\n{title} ({len(outcomes)} files, {wall:.2f} s wall)")
    print(f"{'family':<17} {'files':>6} {'identical':>10} {'byte-stable':>12} {'exceptions':>11} {'CPU s':>8}")
    total = [0, 0, 0, 0, 0.0]
    failures = []
    for family in (*FAMILIES, "unreadable"):
        rows = by_family.get(family, [])
        if not rows:
            continue
        identical = sum(o.identical for o in rows)
        stable = sum(o.stable for o in rows)
        listed = sum(1 for o in rows if o.file in known)
        seconds = sum(o.seconds for o in rows)
        failures += [o for o in rows if not (o.identical and o.stable)]
        print(f"{family:<17} {len(rows):>6} {identical:>10} {stable:>12} {listed:>11} {seconds:>8.2f}")
        for i, value in enumerate((len(rows), identical, stable, listed, seconds)):
            total[i] += value
    n = total[0] or 1
    print(f"{'all':<17} {total[0]:>6} {total[1]:>10} {total[2]:>12} {total[3]:>11} {total[4]:>8.2f}"
          f"   ({total[1] / n:.2%} identical, {total[2] / n:.2%} byte-stable)")
    return failures


def writers_alone(files) -> None:
    """Print the CPU time of exporting each corpus design once (the designs
    are read first, outside the timing)."""
    import construction
    from construction.writers import format_for

    designs = []
    for _, path in files:
        try:
            designs.append(construction.parse(corpus.read_text(path), path.suffix[1:].lower()))
        except construction.ParseError:
            continue
    start = time.process_time()
    for design in designs:
        construction.export(design, format_for(design.unit_type))
    cpu = time.process_time() - start
    print(f"\nwriters alone: {len(designs)} designs exported in {cpu:.2f} s CPU "
          f"({cpu / max(1, len(designs)) * 1000:.2f} ms a design)")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--no-current", action="store_true", help="leave out today's format files")
    ap.add_argument("--list", action="store_true", help="name every file that fails, with why")
    args = ap.parse_args(argv)
    if not corpus.available():
        print("shared corpus not found", file=sys.stderr)
        return 2
    files = roundtrip.corpus_files()  # unpacks the corpus once, outside the timing
    known = roundtrip.known_exceptions()
    start = time.perf_counter()
    outcomes = roundtrip.run(files)
    failures = table("Canonical corpus (../shared/corpus, MegaMek 2021 files)", outcomes, known,
                     time.perf_counter() - start)
    if not args.no_current:
        current = roundtrip.current_files()
        start = time.perf_counter()
        current_outcomes = roundtrip.run(current)
        failures += table("Today's format (tests/data/current + the corpus' current sample)", current_outcomes, known,
                          time.perf_counter() - start)
    writers_alone(files)
    for o in failures if args.list else failures[:20]:
        listed = f" [listed: {known[o.file]}]" if o.file in known else " [NOT LISTED]"
        print(f"  {o.file}: {o.why}{listed}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
