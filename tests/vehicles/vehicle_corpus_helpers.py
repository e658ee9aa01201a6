"""Shared corpus access for the vehicle tests and benchmarks/vehicles_corpus.py."""

from __future__ import annotations

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
    return corpus.parse_files(vehicle_files(), "blk")


@lru_cache(maxsize=1)
def verdicts():
    return [(rel, d, construction.validate(d)) for rel, d in parsed()]


def known(path: Path) -> dict[str, dict]:
    return corpus.rows_by_path(path)


STANDARD_MODELS = ("", "standard", "(standard)")


def _is_standard(model: str) -> bool:
    return (model or "").strip().lower() in STANDARD_MODELS


def repair_join(row: dict, by_rel: dict) -> str | None:
    """The corpus file a ground-truth row should be compared with.

    The ground truth joins MUL rows to the 2021 files by chassis + model.  A
    MUL row with no model is a chassis's standard configuration; when its
    join points at a named variant instead (the MUL's Kanga, id 1745, went
    to the Operation Klondike ``(AC)`` file) the row moves to that chassis's
    ``(Standard)`` file, and is dropped when there is none (or more than one).
    """
    rel = row["corpus_path"]
    design = by_rel.get(rel)
    if design is None:
        return None
    if not _is_standard(row.get("model", "")) or _is_standard(design.model):
        return rel
    chassis = (row.get("chassis") or design.chassis).strip().lower()
    same = [p for p, d in by_rel.items() if d.unit_type == design.unit_type
            and d.chassis.strip().lower() == chassis and _is_standard(d.model)]
    return same[0] if len(same) == 1 else None


def mul_rows():
    """Canonical combat vehicles with an official MUL BV whose names agree
    (joins of model-less rows to a named variant repaired, see repair_join)."""
    rows = [r for r in corpus.ground_truth() if r["unit_type"] == "combat_vehicle" and r["bv_source"] == "mul"
            and r["name_check"] == "agree" and r["corpus_path"] and r["bv"]]
    by_rel = dict(parsed())
    out = []
    for r in rows:
        rel = repair_join(r, by_rel)
        if rel is None:
            continue
        if rel != r["corpus_path"]:
            r = dict(r, corpus_path=rel, join="repaired:" + r["corpus_path"])
        out.append((r, by_rel[rel]))
    return out
