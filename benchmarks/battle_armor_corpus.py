"""Battle armor corpus benchmark: import + validate + BV of every canonical
BA file in ../shared/corpus; prints the valid rate and the timings.

    python3 benchmarks/battle_armor_corpus.py [--digest DIR] [-v]

``--digest DIR`` also compares the BV of battle armor squads and ProtoMechs
(the 2021 corpus files and tests/data/current) with a local copy of the web
build of megamek-unit-digest (DIR/units/<chassis>/<model>.htm: the page
title, the Master Unit List link and "Battle Value", the squad's value for
battle armor; read by tests/digest_web.py): a generated reference to read
differences against, not a rules source (bv/known_discrepancies.md).  Units
join by MUL id, else by the MUL id of the file's ground-truth row (the digest
page of the same name with the file's squad size), else by name and squad
size.  Chassis
held back from ground_truth.csv are skipped.  When DIR holds no page, one
line says the comparison was skipped; the digest is never part of the
project.
"""

from __future__ import annotations

import argparse
import csv
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tests" / "battle_armor")]

import bv  # noqa: E402
import construction  # noqa: E402
import corpus  # noqa: E402


def digest_pages(folder: Path) -> list[dict]:
    """Battle armor and ProtoMech rows of the digest (tests/digest_web.py
    reads them): family, name, MUL id, BV (a squad's for battle armor)."""
    import digest_web

    out = []
    for row in digest_web.load(folder):
        kind = row["type"]
        family = "protomech" if kind.startswith("ProtoMech") else (
            "battle_armor" if kind.startswith(("Battle Armor", "Power Armor")) else None)
        bv_text = str(row["bv"]).replace(",", "")
        if family is not None and bv_text.isdigit():
            out.append({"family": family, "name": row["name"], "mul": str(row["mul"] or ""), "bv": int(bv_text)})
    return out


def _held_back() -> set:
    """(unit type, chassis) of 2021 corpus chassis with no ground-truth row."""
    with open(corpus.corpus_dir() / "corpus_index.csv", newline="", encoding="utf-8") as fh:
        index = {(r["unit_type"], r["chassis"]) for r in csv.DictReader(fh) if r["corpus"] == "megamek-units"}
    return index - {(r["unit_type"], r["chassis"]) for r in corpus.ground_truth()}


def digest_comparison(folder: Path, verbose: bool = False) -> dict:
    """Join and compare; returns {family: (joined, equal, within 1 %)}."""
    import construction
    import digest_web

    pages = digest_pages(folder)
    by_mul = {p["mul"]: p for p in pages if p["mul"]}
    by_name: dict = {}
    for p in pages:
        by_name.setdefault((p["family"], digest_web.norm(p["name"])), p)
    gt_mul = {}
    for row in corpus.ground_truth():
        if row["unit_type"] in ("battle_armor", "protomech") and row["mul_id"] in by_mul:
            gt_mul.setdefault(row["corpus_path"], row["mul_id"])
    held = _held_back()
    root = corpus.unpacked() / "mechfiles"
    files = [(rel, text) for rel, text in _ba_files()]
    files += [(str(p.relative_to(root)), corpus.read_text(p)) for p in sorted((root / "protomechs").rglob("*.blk"))]
    current = ROOT / "tests" / "data" / "current"
    for sub in ("battlearmor", "protomeks"):
        files += [("current/" + str(p.relative_to(current)), p.read_text(encoding="utf-8", errors="replace"))
                  for p in sorted((current / sub).rglob("*.blk"))]
    stats: dict = {}
    skipped = {"held back": 0, "not joined": 0}
    for rel, text in files:
        d = construction.parse(text, "blk", source=rel)
        family = d.unit_type
        if family not in ("battle_armor", "protomech"):
            continue
        if (family, d.chassis) in held:
            skipped["held back"] += 1
            continue
        troopers = d.battle_armor.troopers if family == "battle_armor" and d.battle_armor else None
        squad = f"(Sqd{troopers})" if troopers else ""
        page = by_mul.get(str(d.mul_id)) if d.mul_id else None
        if page is None and rel in gt_mul:
            base = re.sub(r"\s*\(Sqd\d\)$", "", by_mul[gt_mul[rel]]["name"])
            page = by_name.get((family, digest_web.norm(base + squad)))
        if page is None:
            model = d.model or ""
            names = [f"{d.chassis} {model}"]
            stem = digest_web.norm(Path(rel).stem).replace("standard", "").replace(digest_web.norm(squad), "")
            if model in ("", "(Standard)") and stem in (digest_web.norm(d.chassis), digest_web.norm(d.chassis).replace("battlearmor", "ba")):
                names.append(d.chassis)
            page = next((by_name[(family, digest_web.norm(n + squad))] for n in names if (family, digest_web.norm(n + squad)) in by_name), None)
        if page is None:
            skipped["not joined"] += 1
            continue
        ours = bv.compute(d).bv
        joined, equal, close = stats.get(family, (0, 0, 0))
        stats[family] = (joined + 1, equal + (ours == page["bv"]), close + (abs(ours - page["bv"]) <= 0.01 * page["bv"]))
        if verbose and ours != page["bv"]:
            print(f"  {family}: ours {ours}, digest {page['bv']}: {page['name']} ({rel})")
    for family, (joined, equal, close) in sorted(stats.items()):
        print(f"digest {family}: joined {joined}, BV equal {equal}/{joined} = {equal / joined:.1%}, "
              f"within 1% {close}/{joined} = {close / joined:.1%}")
    print(f"digest: skipped {skipped['held back']} held-back files, {skipped['not joined']} without a page")
    return stats


def _ba_files():
    from ba_corpus_files import ba_files

    return ba_files()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--digest", type=Path, help="web build of megamek-unit-digest (skipped when absent)")
    ap.add_argument("-v", "--verbose", action="store_true", help="list each digest difference")
    args = ap.parse_args()
    if not corpus.available():
        print(f"shared corpus not found at {corpus.corpus_dir()}")
        return 1
    from ba_corpus_files import ba_files

    files = ba_files()
    t0 = time.perf_counter()
    designs = [construction.parse(text, "blk", source=rel) for rel, text in files]
    t1 = time.perf_counter()
    reports = [construction.validate(d) for d in designs]
    t2 = time.perf_counter()
    values = [bv.compute(d).bv for d in designs]
    t3 = time.perf_counter()
    valid = sum(1 for r in reports if r.valid)
    n = len(files)
    print(f"battle armor files: {n}")
    print(f"valid: {valid}/{n} = {valid / n:.2%}")
    print(f"BV computed: {len(values)} (min {min(values)}, max {max(values)}, all positive: {min(values) > 0})")
    print(f"import {1000 * (t1 - t0) / n:.2f} ms/file, validate {1000 * (t2 - t1) / n:.2f} ms/file, "
          f"BV {1000 * (t3 - t2) / n:.2f} ms/file, total {t3 - t0:.2f} s")
    if args.digest is not None:
        if digest_pages(args.digest):
            digest_comparison(args.digest, args.verbose)
        else:
            print(f"digest comparison skipped: no battle armor or ProtoMech page under {args.digest}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
