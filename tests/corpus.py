"""Access to the shared unit corpus (../shared/corpus) for tests and benchmarks.

The corpus is third-party data and never part of the project: tests that
read it call :func:`require_corpus` and skip cleanly where it is absent.
The archive is unpacked once per machine into a cache folder.
"""

from __future__ import annotations

import csv
import os
import tarfile
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Optional

REPO = Path(__file__).resolve().parents[1]


def shared_dir() -> Path:
    return Path(os.environ.get("MECHFORGE_SHARED", REPO.parent / "shared"))


def corpus_dir() -> Path:
    return shared_dir() / "corpus"


def available() -> bool:
    return (corpus_dir() / "megamek-units.tar.gz").is_file()


def require_corpus():
    """Skip the calling test when the shared corpus is not beside the repo."""
    import pytest

    if not available():
        pytest.skip(f"shared corpus not found at {corpus_dir()} (set MECHFORGE_SHARED)")


@lru_cache(maxsize=1)
def unpacked() -> Path:
    """The unpacked archives: <cache>/mechfiles/... and <cache>/data/mekfiles/..."""
    archive = corpus_dir() / "megamek-units.tar.gz"
    sample = corpus_dir() / "mm-data-current-sample.tar.gz"
    stamp = f"{archive.stat().st_size}-{int(archive.stat().st_mtime)}"
    cache = Path(os.environ.get("MECHFORGE_CORPUS_CACHE", Path(tempfile.gettempdir()) / "mechforge-corpus")) / stamp
    done = cache / ".complete"
    if not done.exists():
        cache.mkdir(parents=True, exist_ok=True)
        for path in (archive, sample):
            if path.is_file():
                with tarfile.open(path) as tar:
                    tar.extractall(cache, filter="data")
        done.write_text("ok")
    return cache


def mech_files() -> list[Path]:
    root = unpacked()
    files = sorted((root / "mechfiles" / "mechs").rglob("*.mtf"))
    return files


def sample_files() -> list[Path]:
    return sorted((unpacked() / "data" / "mekfiles").rglob("*.*"))


@lru_cache(maxsize=1)
def ground_truth() -> list[dict]:
    with open(corpus_dir() / "ground_truth.csv", newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def rows_by_path(csv_file: Path) -> dict[str, dict]:
    """A known-exceptions/discrepancies CSV as {its "path" column: the row}."""
    with open(csv_file, newline="", encoding="utf-8") as fh:
        return {row["path"]: row for row in csv.DictReader(fh)}


def parse_files(paths, fmt: str) -> list[tuple[str, object]]:
    """(path relative to mechfiles/, parsed design) for each unit file."""
    import construction

    root = unpacked() / "mechfiles"
    return [(str(path.relative_to(root)), construction.parse(read_text(path), fmt, source=str(path)))
            for path in paths]


def reference_units(unit_type: str):
    """(ground-truth row, its corpus file) for each reference row of
    ``unit_type`` whose file the corpus holds."""
    for row in ground_truth():
        if row["unit_type"] == unit_type:
            path = corpus_path(row["corpus_path"])
            if path is not None and path.exists():
                yield row, path


AS_STATS = ("move", "tmm", "armor", "structure", "s", "m", "l")


def alpha_strike_against_reference(unit_type: str, fmt: str, pv_known=()):
    """Converts every reference unit of ``unit_type`` and compares it with
    its reference row: (units, PV exact, card stats (AS_STATS) exact, PV
    mismatches not in ``pv_known`` as (chassis, model, ours, reference)).
    A unit of ``pv_known`` ((chassis, model) pairs) that now matches fails
    the calling test: the list must be kept true."""
    import construction
    from bv import alpha_strike

    n = pv_ok = stats_ok = 0
    wrong = []
    for r, path in reference_units(unit_type):
        a = alpha_strike.convert(construction.parse(read_text(path), fmt)).as_dict()
        mine = {"move": a["move"], "tmm": str(a["tmm"]), "armor": str(a["armor"]), "structure": str(a["structure"]),
                "s": a["damage"]["s"], "m": a["damage"]["m"], "l": a["damage"]["l"]}
        n += 1
        stats_ok += all(mine[k] == r[k] for k in AS_STATS)
        key = (r["chassis"], r["model"])
        if str(a["pv"]) == r["pv"]:
            pv_ok += 1
            assert key not in pv_known, f"{key} now matches the reference: take it off the known list"
        elif key not in pv_known:
            wrong.append((r["chassis"], r["model"], a["pv"], r["pv"]))
    return n, pv_ok, stats_ok, wrong


def read_text(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace")


def corpus_path(relative: str) -> Optional[Path]:
    """A ground-truth corpus_path (relative to mechfiles/) as a file path."""
    if not relative:
        return None
    return unpacked() / "mechfiles" / relative
