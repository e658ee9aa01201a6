"""The corpus run against the code issue 14 was filed on, on this machine.

    python3 benchmarks/against_filing.py [--jobs 1] [--pairs 6]

Issue 14 gives its targets as wall times on the machine it was filed on:
one ``mechforge evaluate`` of the 5,851-file corpus took 6.3 s in one
process and 3.6 s with two workers there, and must come down to 2.5 s and
1.6 s.  Sessions get machines of that kind but not always of that speed, so
an absolute figure taken here says little by itself.  This script checks
the code of that day (the parent of e3b2d62, the issue's first commit) out
into a temporary git worktree and runs it and this checkout over the same
folders, alternately, each run in a fresh process (``python -m api.cli
evaluate --jsonl --jobs N``, output discarded).  It prints both medians, the
median of the paired ratios (this checkout / the filed code) and that ratio
times the issue's figure: the estimate for the issue's machine, whatever
this one's speed.  (``machine.py``'s micro-workload gives a second scale; it
weighs interpreter dispatch more than a whole run does.)

Needs the git history (any clone has it) and the unpacked corpus.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT / "tests"))

import corpus  # noqa: E402
from evaluate_corpus import FOLDERS, machine_line  # noqa: E402

FILED = "e3b2d62^"  # the code issue 14's figures were measured on
ISSUE_FIGURES = {1: 6.3, 2: 3.6}  # wall seconds there, by worker count
TARGETS = {1: 2.5, 2: 1.6}


def _run(tree: Path, folders: list[str], jobs: int) -> float:
    env = dict(os.environ, PYTHONPATH=str(tree))
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "api.cli", "evaluate", "--jsonl", "--jobs", str(jobs), *folders],
                          cwd=tempfile.gettempdir(), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.perf_counter() - started
    if proc.returncode not in (0, 1):  # 1: some file could not be read, as in the corpus
        raise SystemExit(f"{tree}: evaluate failed:\n{proc.stderr.decode()[-2000:]}")
    return wall


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jobs", type=int, default=1, choices=sorted(ISSUE_FIGURES))
    ap.add_argument("--pairs", type=int, default=6, help="alternating runs of each (default 6)")
    args = ap.parse_args(argv)
    if not corpus.available():
        print("shared corpus not found", file=sys.stderr)
        return 2
    folders = [str(corpus.unpacked() / "mechfiles" / f) for f in FOLDERS]
    with tempfile.TemporaryDirectory() as tmp:
        filed = Path(tmp) / "filed"
        made = subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(filed), FILED],
                              capture_output=True, text=True)
        if made.returncode != 0:
            print(f"cannot check out {FILED} (this needs the git history; a shallow clone lacks it): "
                  f"{made.stderr.strip()[-300:]}", file=sys.stderr)
            return 2
        try:
            # its modules byte-compiled once, as an installed copy would be
            subprocess.run([sys.executable, "-m", "compileall", "-q", "api", "bv", "construction"],
                           cwd=filed, check=True, capture_output=True)
            print(f"{machine_line()}; the issue's class: 3.3-3.6 ms")
            old, new, ratios = [], [], []
            for k in range(args.pairs):
                order = ((filed, old), (ROOT, new)) if k % 2 == 0 else ((ROOT, new), (filed, old))
                for tree, out in order:
                    out.append(_run(tree, folders, args.jobs))
                ratios.append(new[-1] / old[-1])
                print(f"pair {k + 1}: filed code {old[-1]:.2f} s, this checkout {new[-1]:.2f} s "
                      f"(ratio {ratios[-1]:.3f})", flush=True)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(filed)],
                           capture_output=True)
    ratio = statistics.median(ratios)
    there = ISSUE_FIGURES[args.jobs] * ratio
    print(f"jobs {args.jobs}: filed code median {statistics.median(old):.2f} s, this checkout "
          f"{statistics.median(new):.2f} s, paired ratio median {ratio:.3f}")
    print(f"on the issue's machine: {ISSUE_FIGURES[args.jobs]} s x {ratio:.3f} = {there:.2f} s "
          f"(target {TARGETS[args.jobs]} s); peak RSS of the runs is evaluate_corpus.py's to measure")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
