"""Record sheet speed: the marginal cost of one more sheet in a batch.

    python benchmarks/sheets.py [--count 100] [--paper letter]

Renders one PDF with 1 sheet and one with ``count`` + 1 sheets of a mix of
'Mechs (the shared corpus's 3039 'Mechs when it is beside the repository,
else hand-built designs), then prints (t(count + 1) - t(1)) / count in
milliseconds.  Parsing is done beforehand: only drawing (with BV) is timed.
Best of three runs.  Exit status 1 when the figure is over the 60 ms budget.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import records  # noqa: E402

BUDGET_MS = 60.0


def designs(count: int) -> list:
    import corpus

    found = []
    if corpus.available():
        import construction

        folder = corpus.unpacked() / "mechfiles" / "mechs" / "3039u"
        for path in sorted(folder.glob("*.mtf")):
            try:
                found.append(construction.parse(path.read_text(encoding="utf-8", errors="replace"), "mtf"))
            except construction.ParseError:
                continue
            if len(found) >= count + 1:
                break
    if len(found) < count + 1:
        from design_factories import LegalMechFactory

        found += [LegalMechFactory() for _ in range(count + 1 - len(found))]
    return found


def best_of(fn, n: int = 3) -> float:
    best = float("inf")
    for _ in range(n):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--paper", default="letter")
    args = parser.parse_args()
    units = designs(args.count)
    records.render(units[:2], paper=args.paper)  # warm caches (catalog, fonts)
    one = best_of(lambda: records.render(units[:1], paper=args.paper, gunnery=3, piloting=4))
    many = best_of(lambda: records.render(units[: args.count + 1], paper=args.paper, gunnery=3, piloting=4))
    per = (many - one) / args.count * 1000
    size = len(records.render(units[: args.count + 1], paper=args.paper))
    print(f"{args.count} extra sheets: {per:.1f} ms per sheet (budget {BUDGET_MS:.0f} ms); "
          f"1 sheet {one * 1000:.1f} ms; PDF of {args.count + 1} sheets {size / 1024:.0f} KiB")
    return 0 if per <= BUDGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
