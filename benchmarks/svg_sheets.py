"""SVG record sheet speed and size: the Atlas AS7-D, then a sample of 'Mechs.

    python benchmarks/svg_sheets.py [--count 100]

Prints, for the Atlas AS7-D (the shared corpus's, else a hand-built 'Mech),
the size of its SVG page and the best of five drawings of it
(``records.sheet_svg``, BV included) beside the PDF of the same sheet; then,
over ``count`` 'Mechs of the corpus's 3039 folder (as benchmarks/sheets.py
reads them; hand-built designs without the corpus), milliseconds per SVG
sheet and per PDF sheet (each design drawn on its own, best of three
passes) and the mean and largest SVG size.  Parsing is done beforehand.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import records  # noqa: E402


def _sheets_benchmark():
    """benchmarks/sheets.py (its sample and timer), loaded by path: tests/sheets would shadow the name."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("sheets_benchmark", Path(__file__).with_name("sheets.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_bench = _sheets_benchmark()
best_of, designs = _bench.best_of, _bench.designs


def atlas():
    import corpus

    if corpus.available():
        import construction

        path = corpus.unpacked() / "mechfiles" / "mechs" / "3039u" / "Atlas AS7-D.mtf"
        return construction.parse(path.read_text(), "mtf")
    from design_factories import LegalMechFactory

    return LegalMechFactory(chassis="Atlas", model="(hand-built stand-in)")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=100)
    args = parser.parse_args()
    a = atlas()
    records.sheet_svg(a), records.render([a])  # warm caches (catalog, BV, fonts)
    svg_t = best_of(lambda: records.sheet_svg(a), 5)
    pdf_t = best_of(lambda: records.render([a]), 5)
    (page,) = records.sheet_svg(a)
    print(f"{a.name}: SVG {len(page.encode()) / 1024:.1f} KiB in {svg_t * 1000:.1f} ms; "
          f"PDF {len(records.render([a])) / 1024:.1f} KiB in {pdf_t * 1000:.1f} ms")

    units = designs(args.count)[: args.count]
    svg_all = best_of(lambda: [records.sheet_svg(d) for d in units])
    pdf_all = best_of(lambda: [records.render([d]) for d in units])
    sizes = [len(records.sheet_svg(d)[0].encode()) for d in units]
    print(f"{len(units)} 'Mechs, one sheet each: SVG {svg_all / len(units) * 1000:.1f} ms per sheet, "
          f"PDF {pdf_all / len(units) * 1000:.1f} ms per sheet; "
          f"SVG size mean {sum(sizes) / len(sizes) / 1024:.1f} KiB, largest {max(sizes) / 1024:.1f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
