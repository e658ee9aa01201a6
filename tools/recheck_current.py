"""Re-read each 'Mech BV discrepancy with today's MegaMek file.

    python3 tools/recheck_current.py [--write]

For every row of bv/known_discrepancies.csv, looks for the unit's current
file in tests/data/current/ (by MUL id, the id current files carry), prices
it, and says in the row's ``current_file`` column whether today's file
resolves the mismatch: ``resolved`` (ours on today's file = the MUL),
``not resolved`` (with our value on it, and whether the file changed the
value at all), or ``no current file``.  Prints a summary; ``--write``
updates the CSV (other columns untouched).
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import bv  # noqa: E402
import construction  # noqa: E402
from bv import corpus_check  # noqa: E402

SAMPLE = ROOT / "tests" / "data" / "current"


def current_files() -> dict[str, Path]:
    """MUL id -> today's file: tests/data/current, and the shared
    current-format sample when ../shared is present."""
    sys.path.insert(0, str(ROOT / "tests"))
    import corpus

    paths = sorted(SAMPLE.rglob("*.mtf"))
    if corpus.available():
        paths += sorted((corpus.unpacked() / "data" / "mekfiles").rglob("*.mtf"))
    out = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.lower().startswith("mul id:"):
                out[line.split(":", 1)[1].strip()] = path
                break
    return out


def verdict(row: dict, files: dict[str, Path]) -> str:
    path = files.get(row["mul_id"])
    if path is None:
        return "no current file in tests/data/current"
    rel = path.relative_to(SAMPLE).as_posix() if SAMPLE in path.parents else "shared sample: " + path.name
    try:
        design = construction.parse(path.read_text(encoding="utf-8", errors="replace"), "mtf")
        ours = bv.compute(design).base_bv
    except Exception as exc:  # noqa: BLE001 - reported in the column
        return f"not resolved: {rel} cannot be priced ({exc})"
    expected = int(row["expected"])
    if ours == expected:
        return f"resolved: today's file {rel} gives {ours} = MUL"
    same = "same value as the 2021 file" if str(ours) == row["computed"] else f"2021 file gave {row['computed']}"
    return f"not resolved: today's file {rel} gives {ours} ({ours - expected:+d}; {same})"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args(argv)
    files = current_files()
    known = corpus_check.read_known()
    tally = collections.Counter()
    for row in known.values():
        row["current_file"] = verdict(row, files)
        tally[row["current_file"].split(":")[0]] += 1
        print(f"{row['corpus_path']}: {row['current_file']}")
    print(dict(tally))
    if args.write:
        corpus_check.write_known(list(known.values()))
        print(f"wrote {corpus_check.KNOWN_DISCREPANCIES}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
