"""Wall time of one `mechforge evaluate` over the whole ground corpus.

    python3 benchmarks/evaluate_corpus.py [--profile N]

Runs ``mechforge evaluate --jsonl`` once, in one process, over the mechs,
vehicles, battlearmor, protomechs, infantry and convfighter folders of the
unpacked corpus (~5,850 files: parse, validate, BV and Alpha Strike; other
families are reported unsupported) and prints the unit count, units/s and
the wall time (target: 10 s on the 2-core build machine).  ``--profile N``
prints the N most expensive functions (cProfile; ``--sort tottime`` for own time) instead.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import corpus  # noqa: E402

FOLDERS = ("mechs", "vehicles", "battlearmor", "protomechs", "infantry", "convfighter")


def run() -> str:
    from api.cli import main

    root = corpus.unpacked() / "mechfiles"
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            main(["evaluate", "--jsonl"] + [str(root / f) for f in FOLDERS])
        except SystemExit:
            pass
    return out.getvalue()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", type=int, default=0)
    ap.add_argument("--sort", default="cumulative", help="profile order: cumulative or tottime")
    args = ap.parse_args(argv)
    if not corpus.available():
        print("shared corpus not found", file=sys.stderr)
        return 2
    corpus.unpacked()
    if args.profile:
        import cProfile
        import pstats

        pr = cProfile.Profile()
        pr.enable()
        run()
        pr.disable()
        pstats.Stats(pr).sort_stats(args.sort).print_stats(args.profile)
        return 0
    t0 = time.perf_counter()
    cpu0 = time.process_time()
    text = run()
    wall = time.perf_counter() - t0
    cpu = time.process_time() - cpu0
    units = [json.loads(line) for line in text.splitlines() if line.strip()]
    converted = sum(1 for u in units if u.get("alpha_strike"))
    print(f"{len(units)} units, {converted} with Alpha Strike values; wall {wall:.2f} s, CPU {cpu:.2f} s, "
          f"{len(units) / wall:.0f} units/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
