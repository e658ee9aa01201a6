"""Parse and validate every canonical 'Mech of ../shared/corpus; print the
valid rate, the rules that fail most, and units per second.

    python benchmarks/validate_corpus.py [--list CODE] [--limit N]
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import corpus  # noqa: E402

import construction  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--list", help="print the files failing with this code")
    parser.add_argument("--limit", type=int, default=0)
    args = parser.parse_args()
    if not corpus.available():
        print("shared corpus not found", file=sys.stderr)
        return 1
    files = corpus.mech_files()
    if args.limit:
        files = files[: args.limit]
    root = corpus.unpacked() / "mechfiles"
    start = time.perf_counter()
    codes = collections.Counter()
    failing = collections.defaultdict(list)
    parse_errors = []
    valid = 0
    for path in files:
        try:
            design = construction.parse(corpus.read_text(path), "mtf", source=str(path))
        except construction.ParseError as exc:
            parse_errors.append((path, str(exc)))
            continue
        report = construction.validate(design)
        if report.valid:
            valid += 1
        for issue in report.errors:
            codes[issue.code] += 1
            failing[issue.code].append((path.relative_to(root), issue.message))
    elapsed = time.perf_counter() - start
    total = len(files)
    print(f"files: {total}  valid: {valid} ({100.0 * valid / total:.2f}%)  parse errors: {len(parse_errors)}")
    print(f"time: {elapsed:.2f} s  ({total / elapsed:.0f} units/s)")
    for code, n in codes.most_common():
        print(f"  {code:32s} {n}")
    for path, msg in parse_errors[:20]:
        print(f"  PARSE {path.relative_to(root)}: {msg}")
    if args.list:
        for path, msg in failing.get(args.list, []):
            print(f"  {path}: {msg}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
