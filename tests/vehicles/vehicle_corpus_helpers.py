"""Shared corpus access for the vehicle tests and benchmarks/vehicles_corpus.py."""

from __future__ import annotations

import csv
from functools import lru_cache
from pathlib import Path

import construction
import corpus

HERE = Path(__file__).resolve().parent
EXCEPTIONS = HERE / "known_exceptions.csv"
BV_DISCREPANCIES = HERE.parents[1] / "bv" / "known_discrepancies_vehicles.csv"


def vehicle_files() -> list[Path]:
    return sorted((corpus.unpacked() / "mechfiles" / "vehicles").rglob("*.blk"))


@lru_cache(maxsize=1)
def parsed():
    root = corpus.unpacked() / "mechfiles"
    out = []
    for path in vehicle_files():
        design = construction.parse(corpus.read_text(path), "blk", source=str(path))
        out.append((str(path.relative_to(root)), design))
    return out


@lru_cache(maxsize=1)
def verdicts():
    return [(rel, d, construction.validate(d)) for rel, d in parsed()]


def known(path: Path) -> dict[str, dict]:
    with open(path, newline="", encoding="utf-8") as fh:
        return {row["path"]: row for row in csv.DictReader(fh)}


def mul_rows():
    """Canonical combat vehicles with an official MUL BV whose names agree."""
    rows = [r for r in corpus.ground_truth() if r["unit_type"] == "combat_vehicle" and r["bv_source"] == "mul"
            and r["name_check"] == "agree" and r["corpus_path"] and r["bv"]]
    by_rel = dict(parsed())
    return [(r, by_rel[r["corpus_path"]]) for r in rows if r["corpus_path"] in by_rel]
