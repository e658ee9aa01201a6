"""Wall time of one `mechforge evaluate` over the whole ground corpus.

    python3 benchmarks/evaluate_corpus.py [--jobs N] [--repeat N] [--profile N [--sort tottime]]

Runs ``mechforge evaluate --jsonl`` once over the mechs,
vehicles, battlearmor, protomechs, infantry and convfighter folders of the
unpacked corpus (~5,850 files: parse, validate, BV and Alpha Strike; other
families are reported unsupported) and prints the unit count, units/s and
the wall time and CPU time (user + system, workers included) and the peak
resident memory (this process; the largest worker) (target: 10 s on the
2-core build machine).  ``--jobs 1``
measures one process alone (mechforge's default is a worker per CPU); ``--repeat N``
runs it N times, each in a fresh process, and prints the medians and this
machine's plain-Python speed (benchmarks/machine.py: sessions get machines
of the same kind but not the same speed; quote it beside the figures).  ``--profile N``
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
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT / "tests"))

import corpus  # noqa: E402

FOLDERS = ("mechs", "vehicles", "battlearmor", "protomechs", "infantry", "convfighter")


def run(jobs: int = 0) -> str:
    from api.cli import main

    root = corpus.unpacked() / "mechfiles"
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            main(["evaluate", "--jsonl", "--jobs", str(jobs)] + [str(root / f) for f in FOLDERS])
        except SystemExit:
            pass
    return out.getvalue()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", type=int, default=0)
    ap.add_argument("--sort", default="cumulative", help="profile order: cumulative or tottime")
    ap.add_argument("--jobs", type=int, default=0, help="worker processes (0: mechforge's default, one per CPU)")
    ap.add_argument("--repeat", type=int, default=1, help="runs, each in a fresh process; prints their medians")
    args = ap.parse_args(argv)
    if args.repeat > 1:
        return repeat(args.repeat, args.jobs)
    if not corpus.available():
        print("shared corpus not found", file=sys.stderr)
        return 2
    corpus.unpacked()
    if args.profile:
        import cProfile
        import pstats

        pr = cProfile.Profile()
        pr.enable()
        run(1)
        pr.disable()
        pstats.Stats(pr).sort_stats(args.sort).print_stats(args.profile)
        return 0
    import resource

    def cpu_now() -> float:
        own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
        return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime

    t0 = time.perf_counter()
    cpu0 = cpu_now()
    text = run(args.jobs)
    wall = time.perf_counter() - t0
    cpu = cpu_now() - cpu0
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    units = [json.loads(line) for line in text.splitlines() if line.strip()]
    converted = sum(1 for u in units if u.get("alpha_strike"))
    print(f"{len(units)} units, {converted} with Alpha Strike values; wall {wall:.2f} s, CPU {cpu:.2f} s, "
          f"{len(units) / wall:.0f} units/s (jobs {args.jobs or 'auto'}; CPU counts the workers); "
          f"peak RSS {own.ru_maxrss / 1024:.0f} MB" + (f", largest worker {kids.ru_maxrss / 1024:.0f} MB" if kids.ru_maxrss else ""))
    return 0


def machine_line() -> str:
    """This machine's plain-Python speed (benchmarks/machine.py), printed
    beside the figures so runs on different days can be compared."""
    from machine import python_ms

    return f"machine: python workload {python_ms():.2f} ms (benchmarks/machine.py; lower is faster)"


def repeat(n: int, jobs: int) -> int:
    """Run the benchmark ``n`` times, each in a fresh process (nothing
    imported or cached from the run before), and print the medians."""
    import re
    import statistics
    import subprocess

    walls, cpus = [], []
    for _ in range(n):
        out = subprocess.run([sys.executable, __file__, "--jobs", str(jobs)], capture_output=True, text=True,
                             check=True).stdout.strip()
        print(out)
        walls.append(float(re.search(r"wall ([0-9.]+) s", out).group(1)))
        cpus.append(float(re.search(r"CPU ([0-9.]+) s", out).group(1)))
    print(f"median of {n}: wall {statistics.median(walls):.2f} s, CPU {statistics.median(cpus):.2f} s "
          f"(jobs {jobs or 'auto'})")
    print(machine_line())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
