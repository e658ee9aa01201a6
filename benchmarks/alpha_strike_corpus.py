"""Alpha Strike conversion against the reference values in the shared corpus.

    python3 benchmarks/alpha_strike_corpus.py [--family mek|combat_vehicle|support_vehicle|battle_armor|protomech|infantry]
                                              [--show FIELD] [--limit N] [--json]

For every ground-truth row joined to a corpus file (``corpus_path``) of a
family MechForge converts, compares PV, each card statistic and the
special abilities (as a set) with MegaMek 0.49.14's conversion.  Prints
the rates per family and overall.  Specials are compared after the
notation differences recorded in bv/alpha_strike/known_discrepancies.md
(errata notation vs the reference's) are normalised; the raw rate is
printed too.  Single process (the machine is shared).
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import corpus  # noqa: E402

FAMILIES = ("mek", "combat_vehicle", "support_vehicle", "battle_armor", "protomech", "infantry")
STATS = ("as_type", "size", "tmm", "move", "s", "m", "l", "ov", "armor", "structure")


def split_specials(text: str) -> list[str]:
    """Split 'A, TUR(4/3/2, IF1), B' at top-level commas."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def normalise(code: str) -> str:
    """Errata notation -> the reference's: zero damage in a vector is '-'
    there, Narc codes carry no number there (inside TUR(...) too)."""
    code = re.sub(r"(?<=[/(A-Z])0(?=/|\)|,|$)", "-", code)
    code = re.sub(r"(?:^|(?<=[(, ]))(SNARC|CNARC|INARC)\d+(?=$|[,)])", r"\1", code)
    return code


def ours(design, row, skill=4):
    import bv.alpha_strike as A

    r = A.convert(design)
    d = r.as_dict()
    return {
        "pv": str(r.pv), "as_type": d["type"], "size": str(d["size"]), "tmm": str(d["tmm"]), "move": d["move"],
        "s": d["damage"]["s"], "m": d["damage"]["m"], "l": d["damage"]["l"], "ov": str(d["ov"]),
        "armor": str(d["armor"]), "structure": str(d["structure"]), "specials": d["specials"],
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--family", choices=FAMILIES)
    ap.add_argument("--show", help="print mismatches of this field (pv, specials, move, s, ...)")
    ap.add_argument("--limit", type=int, default=40)
    ap.add_argument("--json", action="store_true", help="print the rates as JSON")
    args = ap.parse_args(argv)
    if not corpus.available():
        print("shared corpus not found", file=sys.stderr)
        return 2
    import construction

    root = corpus.unpacked() / "mechfiles"
    totals = collections.defaultdict(collections.Counter)
    shown = 0
    for row in corpus.ground_truth():
        fam = row["unit_type"]
        if fam not in FAMILIES or not row["corpus_path"] or not row["pv"]:
            continue
        if args.family and fam != args.family:
            continue
        path = root / row["corpus_path"]
        t = totals[fam]
        t["rows"] += 1
        try:
            text = corpus.read_text(path)
            design = construction.parse(text, path.suffix[1:].lower(), source=str(path))
            if (row.get("join") or "").startswith("name_other_squad_size") and design.battle_armor is not None:
                # the reference row is for another squad size (the join may
                # carry a candidate count: "name_other_squad_size(2)")
                design = _squad(design, row)
            got = ours(design, row)
        except Exception as exc:  # unconvertible: counts as a miss everywhere
            t["unconverted"] += 1
            if args.show == "error" and shown < args.limit:
                shown += 1
                print(f"{row['corpus_path']}: {type(exc).__name__}: {exc}")
            continue
        t["converted"] += 1
        ok_pv = got["pv"] == row["pv"]
        t["pv"] += ok_pv
        all_stats = True
        for k in STATS:
            exp = row[k]
            if k == "tmm" and False:
                pass
            same = got[k] == exp
            t[k] += same
            all_stats &= same
        t["stats"] += all_stats
        exp_sp = set(split_specials(row["specials"]))
        got_raw = set(got["specials"])
        t["specials_raw"] += got_raw == exp_sp
        got_n = {normalise(c) for c in got_raw}
        exp_n = {normalise(c) for c in exp_sp}
        same_sp = got_n == exp_n
        t["specials"] += same_sp
        if args.show and shown < args.limit:
            if args.show == "specials" and not same_sp:
                shown += 1
                print(f"{row['corpus_path']}: extra {sorted(got_n - exp_n)} missing {sorted(exp_n - got_n)}")
            elif args.show in got and args.show != "specials" and got[args.show] != row[args.show]:
                shown += 1
                print(f"{row['corpus_path']}: {args.show} ours {got[args.show]} ref {row[args.show]}  "
                      f"[ours {got['s']}/{got['m']}/{got['l']} ov{got['ov']} a{got['armor']} s{got['structure']} {got['move']} | "
                      f"ref {row['s']}/{row['m']}/{row['l']} ov{row['ov']} a{row['armor']} s{row['structure']} {row['move']}]")
    overall = collections.Counter()
    for fam, t in totals.items():
        overall.update(t)
    rates = {}
    for fam, t in list(totals.items()) + [("overall", overall)]:
        n = t["rows"] or 1
        rates[fam] = {k: round(100.0 * t[k] / n, 2) for k in ("pv", "stats", "specials", "specials_raw") + STATS}
        rates[fam]["rows"] = t["rows"]
        rates[fam]["unconverted"] = t["unconverted"]
    if args.json:
        print(json.dumps(rates, indent=1))
    else:
        for fam, r in rates.items():
            print(f"{fam:<16} rows {r['rows']:>5}  unconverted {r['unconverted']:>4}  PV {r['pv']:6.2f}%  "
                  f"all stats {r['stats']:6.2f}%  specials {r['specials']:6.2f}% (raw {r['specials_raw']:.2f}%)")
            print("    " + "  ".join(f"{k} {r[k]:.1f}" for k in STATS))
    return 0


def _squad(design, row):
    """Override a battle armor design's squad size with the reference row's."""
    from dataclasses import replace

    m = re.search(r"\((?:Sqd)?(\d)\)", row.get("model") or "")
    n = int(m.group(1)) if m else None
    if n is None:
        return design
    return design.replace(battle_armor=replace(design.battle_armor, troopers=n))


if __name__ == "__main__":
    raise SystemExit(main())
