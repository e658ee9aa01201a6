"""Today's MegaMek files: the current-format sample, measured.

    python3 benchmarks/current_sample.py [--show bv|pv|invalid|unknown|unread] [--json]

Reads every unit file of ``tests/data/current/`` (files saved by MegaMek
0.50.x, 2025-2026; see its MANIFEST.tsv) and, when ``../shared`` is present,
the 25 files of ``mm-data-current-sample.tar.gz``; a file in both is counted
once (the sample's copy).  Prints per family: files, parsed, unknown
equipment (UNKNOWN_EQUIPMENT) and unread keys (UNKNOWN_KEY), valid share,
BV = MUL where ground_truth.csv has an official BV for the file's MUL id
(4/5 crew, exact and within 1%; the files collected to re-read the 2021 BV
discrepancies are counted apart), and Alpha Strike PV exact where it has a
reference PV (MegaMek 0.49.14's conversion).  The joins are by MUL id, the
id the current files carry.  Single process.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import corpus  # noqa: E402

SAMPLE = ROOT / "tests" / "data" / "current"
FAMILY_OF = {"mech": "mek"}  # our unit types -> the ground truth's


def files() -> list[Path]:
    """The sample's unit files; the shared sample's copy wins on a clash."""
    found: dict[str, Path] = {}
    for path in sorted(SAMPLE.rglob("*")):
        if path.suffix.lower() in (".mtf", ".blk"):
            found[path.relative_to(SAMPLE).as_posix()] = path
    if corpus.available():
        shared = corpus.unpacked() / "data" / "mekfiles"
        for path in sorted(shared.rglob("*")):
            if path.suffix.lower() in (".mtf", ".blk"):
                found[path.relative_to(shared).as_posix()] = path
    return [found[k] for k in sorted(found)]


def reference() -> dict[str, dict]:
    if not corpus.available():
        return {}
    return {row["mul_id"]: row for row in corpus.ground_truth() if row["mul_id"]}


def rereads() -> set[str]:
    """MUL ids of the 2021 BV discrepancies (bv/known_discrepancies*.csv):
    their current files were collected to re-read those mismatches, so
    their BV is counted apart from the rest of the sample."""
    import csv

    ids = set()
    for name in ("known_discrepancies.csv", "known_discrepancies_vehicles.csv"):
        with open(ROOT / "bv" / name, newline="", encoding="utf-8") as fh:
            ids |= {row.get("mul_id") or "" for row in csv.DictReader(fh)}
    return ids - {""}


def known_current() -> dict[str, dict]:
    """bv/known_discrepancies_current.csv: the sample's BV mismatches (not
    re-reads), each with its reason, by MUL id."""
    import csv

    with open(ROOT / "bv" / "known_discrepancies_current.csv", newline="", encoding="utf-8") as fh:
        return {row["mul_id"]: row for row in csv.DictReader(fh)}


def measure(show: str | None = None) -> dict:
    from api.evaluate import evaluate_text

    ref = reference()
    reread = rereads()
    mismatches: list[tuple] = []
    fam = collections.defaultdict(collections.Counter)
    unknown_names = collections.Counter()
    unread_keys = collections.Counter()
    shown = []
    for path in files():
        text = path.read_text(encoding="utf-8", errors="replace")
        result, readable = evaluate_text(text, path.suffix[1:].lower(), source=str(path))
        unit_type = result.get("unit_type") or "unread"
        t = fam[unit_type]
        t["files"] += 1
        name = path.relative_to(path.parents[2]).as_posix() if len(path.parents) > 2 else path.name
        if not readable:
            t["unread"] += 1
            if show == "unread":
                shown.append(f"{path}: {result['errors'][0]['message']} (line {result['errors'][0].get('line')})")
            continue
        t["parsed"] += 1
        issues = result["errors"] + result["warnings"]
        for issue in issues:
            if issue["code"] == "UNKNOWN_EQUIPMENT":
                t["unknown_equipment"] += 1
                unknown_names[issue["item"]] += 1
                if show == "unknown":
                    shown.append(f"{name}: {issue['item']} (line {issue.get('line')})")
            elif issue["code"] == "UNKNOWN_KEY":
                t["unknown_keys"] += 1
                unread_keys[issue["item"]] += 1
        if result["valid"] is None:
            t["no_verdict"] += 1
            continue
        t["valid"] += bool(result["valid"])
        if show == "invalid" and not result["valid"]:
            shown.append(f"{name}: " + "; ".join(f"{e['code']} {e['message']}" for e in result["errors"][:3]))
        row = ref.get(str(result.get("mul_id")))
        if row is None or row["unit_type"] != FAMILY_OF.get(unit_type, unit_type):
            continue
        if row["bv"] and result["bv"] is not None:
            expected = int(row["bv"])
            if str(result.get("mul_id")) in reread:
                t["reread_rows"] += 1
                t["reread_exact"] += result["bv"] == expected
            else:
                t["bv_rows"] += 1
                t["bv_exact"] += result["bv"] == expected
                if result["bv"] != expected:
                    mismatches.append((str(result.get("mul_id")), name, result["bv"], expected))
                t["bv_1pct"] += abs(result["bv"] - expected) <= 0.01 * expected
            if show == "bv" and result["bv"] != expected:
                shown.append(f"{name}: ours {result['bv']} MUL {expected} ({result['bv'] - expected:+d})")
        card = result.get("alpha_strike")
        if row["pv"] and card is not None:
            t["pv_rows"] += 1
            t["pv_exact"] += str(card["pv"]) == row["pv"]
            if show == "pv" and str(card["pv"]) != row["pv"]:
                shown.append(f"{name}: ours PV {card['pv']} reference {row['pv']}")
    return {"families": {k: dict(v) for k, v in sorted(fam.items())}, "unknown_equipment": dict(unknown_names),
            "unknown_keys": dict(unread_keys), "shown": shown, "bv_mismatches": mismatches}


def _pct(n: int, d: int) -> str:
    return f"{n}/{d} ({100.0 * n / d:.1f}%)" if d else "-"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--show", choices=("bv", "pv", "invalid", "unknown", "unread"))
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    out = measure(args.show)
    if args.json:
        print(json.dumps(out, indent=1))
        return 0
    for line in out["shown"]:
        print(line)
    print(f"{'family':<16} {'files':>5} {'parsed':>15} {'unknown eq.':>11} {'valid':>15} {'BV = MUL':>15} "
          f"{'BV within 1%':>15} {'PV exact':>15}")
    total = collections.Counter()
    for family, t in out["families"].items():
        total.update(t)
        verdicts = t.get("parsed", 0) - t.get("no_verdict", 0)
        print(f"{family:<16} {t['files']:>5} {_pct(t.get('parsed', 0), t['files']):>15} "
              f"{t.get('unknown_equipment', 0):>11} {_pct(t.get('valid', 0), verdicts):>15} "
              f"{_pct(t.get('bv_exact', 0), t.get('bv_rows', 0)):>15} {_pct(t.get('bv_1pct', 0), t.get('bv_rows', 0)):>15} "
              f"{_pct(t.get('pv_exact', 0), t.get('pv_rows', 0)):>15}")
    verdicts = total["parsed"] - total["no_verdict"]
    print(f"{'all':<16} {total['files']:>5} {_pct(total['parsed'], total['files']):>15} "
          f"{total['unknown_equipment']:>11} {_pct(total['valid'], verdicts):>15} "
          f"{_pct(total['bv_exact'], total['bv_rows']):>15} {_pct(total['bv_1pct'], total['bv_rows']):>15} "
          f"{_pct(total['pv_exact'], total['pv_rows']):>15}")
    for family, t in out["families"].items():
        if t.get("reread_rows"):
            print(f"{family}: the 2021 BV discrepancies re-read with today's file (apart from the table): "
                  f"{_pct(t['reread_exact'], t['reread_rows'])} now equal the MUL")
    known = known_current()
    listed = [m for m in out["bv_mismatches"] if m[0] in known]
    print(f"BV mismatches on the sample: {len(out['bv_mismatches'])}, listed with a reason in "
          f"bv/known_discrepancies_current.csv: {len(listed)}"
          + "".join(f"\n  {name}: {known[mid]['reason'][:110]}" for mid, name, *_ in listed))
    print("unknown equipment:", ", ".join(f"{k} x{v}" for k, v in sorted(out["unknown_equipment"].items())) or "none")
    print("unread keys:", ", ".join(f"{k} x{v}" for k, v in sorted(out["unknown_keys"].items())) or "none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
