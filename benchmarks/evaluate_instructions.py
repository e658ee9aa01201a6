"""Instructions one `mechforge evaluate` spends on a fixed sample of the
corpus, counted by valgrind's callgrind: a figure that does not move with
the machine's load, to compare two versions of the code on a shared machine.

    python3 benchmarks/evaluate_instructions.py [--step 20] [--tree DIR ...]

Evaluates every ``--step``-th file of the ground folders of the unpacked
corpus (sorted; parse, validate, BV and Alpha Strike, each result encoded as
its JSON line, as ``mechforge evaluate --jsonl`` does) in a child process run
under ``valgrind --tool=callgrind``; instrumentation is switched on only
after the imports, the catalog with every item built (the build's copy
reads a row when its item is first built, which the sample would otherwise
count and the old whole-table load did before it), and one warm-up file,
and the child ends
with os._exit as the command does, so neither start-up nor teardown is
counted.  Prints, for each ``--tree`` (default: this checkout), the files,
the characters of output (the same for two trees whose output is the same)
and the instructions executed (Ir).  Callgrind runs CPython some fifty times
slower: the default sample (293 files) takes about a minute a tree.  Wall
time is what the issue's targets are in: `evaluate_corpus.py` measures it;
this script says whether a change made the work smaller.

``--whole`` counts instead one whole ``mechforge evaluate --jsonl --jobs 1``
over every ground folder, as `evaluate_corpus.py --jobs 1` times it: start-up
(imports, tables, the catalog) included, which the sample leaves out.  About
four minutes a tree.  (Under valgrind OpenSSL's SHA-256 runs its plain code:
the build's freshness checks count ~160 M there, ~3 ms of a real run.)
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

import corpus  # noqa: E402

FOLDERS = ("mechs", "vehicles", "battlearmor", "protomechs", "infantry", "convfighter")


def child(step: int) -> None:
    """Run inside valgrind: evaluate the sample with instrumentation on."""
    from api.cli import _evaluate_file, _preload, unit_file_names

    root = corpus.unpacked() / "mechfiles"
    files = unit_file_names([str(root / f) for f in FOLDERS])[::step]
    _preload()
    from construction import catalog

    for _ in catalog.catalog().items():  # every item built (the build's copy reads rows lazily): outside the count
        pass
    _evaluate_file(files[0], explain=False, jsonl=True)  # tables loaded lazily: once, outside the count
    subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], check=True, stdout=subprocess.DEVNULL)
    chars = sum(len(_evaluate_file(p, explain=False, jsonl=True)[0]) for p in files)
    print(f"{len(files)} {chars}", flush=True)
    # ends as `mechforge evaluate` does (api.cli._exit): the interpreter's
    # teardown (a final full garbage collection over every module, ~8% of
    # the count before) is no part of an evaluation
    os._exit(0)


def _callgrind(tree: Path, command: list[str], counted: tuple[str, ...], ok: tuple[int, ...]) -> tuple[str, int]:
    """(stdout, instructions) of ``command`` run on ``tree``'s code under
    callgrind (``counted``: its options on what to count)."""
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
        proc = subprocess.run(["valgrind", "--tool=callgrind", *counted, f"--callgrind-out-file={Path(tmp) / 'callgrind.out'}",
                               sys.executable, *command], cwd=tmp, env=env, capture_output=True, text=True)
        if proc.returncode not in ok:
            raise SystemExit(f"{tree}: the evaluation under valgrind failed:\n{proc.stderr[-2000:]}")
        found = re.search(r"Collected : (\d+)", proc.stderr)
        return proc.stdout, int(found.group(1)) if found else 0


def measure(tree: Path, step: int) -> tuple[int, int, int]:
    """(files, output characters, instructions) of one tree's sample."""
    out, ir = _callgrind(tree, [__file__, "--child", str(step)], ("--instr-atstart=no",), (0,))
    files, chars = (int(x) for x in out.split()[-2:])
    return files, chars, ir


def measure_whole(tree: Path) -> tuple[int, int, int]:
    """(files, output characters, instructions) of one whole evaluation."""
    folders = [str(corpus.unpacked() / "mechfiles" / f) for f in FOLDERS]
    # exit 1: some file could not be read, as in the corpus
    out, ir = _callgrind(tree, ["-m", "api.cli", "evaluate", "--jsonl", "--jobs", "1", *folders], (), (0, 1))
    return len(out.splitlines()), len(out), ir


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--step", type=int, default=20, help="evaluate every STEP-th file (default 20: 293 files)")
    ap.add_argument("--tree", action="append", type=Path, help="a checkout to measure (repeatable; default: this one)")
    ap.add_argument("--whole", action="store_true",
                    help="count one whole one-process run over every file, start-up included (~4 minutes a tree)")
    ap.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        child(args.child)
        return 0
    if not corpus.available():
        print("shared corpus not found", file=sys.stderr)
        return 2
    if shutil.which("valgrind") is None or shutil.which("callgrind_control") is None:
        print("valgrind not found: install it (Debian package valgrind) to count instructions", file=sys.stderr)
        return 2
    corpus.unpacked()
    trees = args.tree or [ROOT]
    first = None
    for tree in trees:
        files, chars, ir = measure_whole(tree.resolve()) if args.whole else measure(tree.resolve(), args.step)
        change = f" ({(ir - first) / first:+.1%} against the first)" if first else ""
        first = first or ir
        print(f"{tree}: {files} files, {chars:,} characters of output, {ir / 1e6:,.1f} M instructions{change}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
