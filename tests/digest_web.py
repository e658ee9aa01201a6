"""Our BV of conventional infantry and support vehicles beside the BV the
web build of scottboehmer/megamek-unit-digest prints (benchmarks only).

The digest is third-party data and never part of the project: a benchmark
given ``--digest DIR`` reads ``DIR/web_units.csv`` (name, type, mul, bv, ...;
made from the pages by the digest's page parser) or, without it, the pages
``DIR/units/<chassis>/<model>.htm`` themselves, and skips cleanly when the
folder is absent.

What is compared: the 2021 corpus files of the family (corpus_index.csv
``unit_type``) whose chassis has a row in ground_truth.csv -- the other
chassis are held back for independent checks, in the corpus and in
tests/data/current alike -- and the family's files in tests/data/current.
A file joins a digest page by its MUL id, else by its name (chassis and
model, punctuation and case ignored; a model-less file by its chassis).

Where the digest's values come from (bv/known_discrepancies.md, "Conventional
infantry and support vehicles against the megamek-unit-digest web build"):
its generator reports a unit's BV at the base skills with the crew ignored
(MegaMek PR 4955, Dec 2023), so a platoon without anti-'Mech gear is compared
by its base BV as well as its BV; and its MegaMek still multiplied a
platoon's BV by a motive-type factor that MegaMek removed in January 2024
(PR 5074: TO:AUE p. 191 names the specializations of the p. 193 table, not
the motive type).  The factor is listed here only to class the differences.
"""

from __future__ import annotations

import csv
import html
import re
from collections import Counter
from functools import lru_cache
from pathlib import Path

import corpus

CURRENT = corpus.REPO / "tests" / "data" / "current"

# MegaMek's infantry motive factor before PR 5074 (Jan 2024), only to class
# the digest's differences; not a rule of this program.
OLD_MEGAMEK_MOTIVE_FACTOR = {"motorized": 0.8, "wheeled": 0.8, "tracked": 0.9, "hover": 0.7, "vtol": 0.7,
                             "submarine": 0.6}


def norm(text) -> str:
    return re.sub(r"[^a-z0-9]", "", str(text or "").lower())


def family_of(web_type: str):
    if web_type.startswith("Support Vehicle"):
        return "support_vehicle"
    if "Infantry" in web_type and "Battle Armor" not in web_type:
        return "infantry"
    return None


def _page_rows(folder: Path):
    for page in sorted((folder / "units").glob("*/*.htm")):
        text = page.read_text(encoding="utf-8", errors="replace")
        lines = [ln.strip() for ln in html.unescape(re.sub(r"<[^>]*>", "\n", text)).split("\n") if ln.strip()]

        def field(key):
            for i, ln in enumerate(lines):
                if ln == key + ":" and i + 1 < len(lines):
                    return lines[i + 1]
            return ""
        title = re.search(r"<title>MMUD - (.*?)</title>", text)
        mul = re.search(r"masterunitlist\.info/Unit/Details/(\d+)", text)
        yield {"name": html.unescape(title.group(1)) if title else "", "type": field("Type"),
               "mul": mul.group(1) if mul else "", "bv": field("Battle Value").replace(",", "")}


def load(folder) -> list[dict]:
    """The digest's rows (name, type, mul, bv); [] when the folder is absent."""
    folder = Path(folder)
    table = folder / "web_units.csv"
    if table.is_file():
        with open(table, newline="", encoding="utf-8") as fh:
            return list(csv.DictReader(fh))
    if (folder / "units").is_dir():
        return list(_page_rows(folder))
    return []


@lru_cache(maxsize=1)
def _index() -> list[dict]:
    with open(corpus.corpus_dir() / "corpus_index.csv", newline="", encoding="utf-8") as fh:
        return [r for r in csv.DictReader(fh) if r["corpus"] == "megamek-units"]


def _held_back(family: str) -> set:
    """Chassis of the family in the 2021 corpus without a ground-truth row."""
    known = {norm(r["chassis"]) for r in corpus.ground_truth() if r["unit_type"] == family}
    return {norm(r["chassis"]) for r in _index() if r["unit_type"] == family} - known


def units(family: str):
    """(label, design, MUL id or '') of the files compared for the family."""
    import construction

    held = _held_back(family)
    root = corpus.unpacked() / "mechfiles"
    for r in _index():
        if r["unit_type"] != family or norm(r["chassis"]) in held:
            continue
        path = root / r["path"]
        if path.is_file():
            d = construction.parse(corpus.read_text(path), path.suffix[1:], source=str(path))
            yield r["path"], d, r["mul_id"] or (d.mul_id or "")
    for path in sorted(CURRENT.rglob("*.blk")):
        if path.parts[len(CURRENT.parts)] not in ("infantry", "vehicles"):
            continue
        d = construction.parse(corpus.read_text(path), "blk", source=str(path))
        if d.unit_type == family and norm(d.chassis) not in held:
            yield "current/" + str(path.relative_to(CURRENT)), d, d.mul_id or ""


def join(family: str, rows: list[dict]):
    """(label, design, digest row) for each compared file that finds a
    digest page with a BV; and the counts of files, joins and pages without BV."""
    by_mul, by_name = {}, {}
    for w in rows:
        if family_of(w["type"]) != family:
            continue
        if w["mul"]:
            by_mul.setdefault(str(w["mul"]), w)
        by_name.setdefault(norm(w["name"]), w)
    counts = Counter()
    out = []
    for label, d, mul in units(family):
        counts["files"] += 1
        model = (d.model or "").strip()
        keys = [norm(d.chassis)] if model.strip("()").lower() in ("", "standard") else []
        keys += [norm(f"{d.chassis} {model}"), norm(f"{d.chassis} ({model})")]
        w = by_mul.get(str(mul)) if mul else None
        w = w or next((by_name[k] for k in keys if k in by_name), None)
        if w is None:
            continue
        counts["joined"] += 1
        if not w["bv"]:
            counts["no digest BV"] += 1
            continue
        out.append((label, d, w))
    return out, counts


def compare(family: str, rows: list[dict]) -> dict:
    """Counts: compared, equal (BV), equal (base BV), within 1%, and for
    infantry the differences the digest's old motive factor explains; with
    the remaining differences listed as (label, ours, base, digest)."""
    import bv
    from construction.rounding import round_half_up

    pairs, counts = join(family, rows)
    res = dict(counts, compared=len(pairs), equal=0, equal_base=0, within_1pct=0, old_motive_factor=0, other=[])
    for label, d, w in pairs:
        r = bv.compute(d)
        want = int(w["bv"])
        res["equal"] += r.bv == want
        res["equal_base"] += r.base_bv == want
        res["within_1pct"] += abs(r.base_bv - want) <= 0.01 * want
        if r.base_bv == want:
            continue
        if family == "infantry":
            spec = next((s.value - 1 for s in r.breakdown if s.step == "type"), 0.0)
            factor = OLD_MEGAMEK_MOTIVE_FACTOR.get(d.infantry.motion, 1.0)
            if factor != 1.0 and round_half_up((r.defensive + r.offensive) * (factor + spec)) == want:
                res["old_motive_factor"] += 1
                continue
        res["other"].append((label, r.bv, r.base_bv, want))
    return res


def report(family: str, folder) -> list[str]:
    """Lines to print, or one line saying the digest was not found."""
    rows = load(folder)
    if not rows:
        return [f"digest: {folder} not found or empty; {family} comparison skipped"]
    res = compare(family, rows)
    n = res["compared"] or 1
    lines = [f"digest ({family}): {res['files']} files, {res['joined']} joined, {res['no digest BV']} pages without BV, "
             f"{res['compared']} compared",
             f"  BV equal {res['equal']}/{res['compared']} ({res['equal'] / n:.1%}); base BV (crew ignored, as the "
             f"digest reports) equal {res['equal_base']}/{res['compared']} ({res['equal_base'] / n:.1%}), "
             f"within 1% {res['within_1pct'] / n:.1%}"]
    if family == "infantry":
        lines.append(f"  explained by the digest's pre-2024 MegaMek motive factor (removed by MegaMek PR 5074): "
                     f"{res['old_motive_factor']}; equal or so explained "
                     f"{res['equal_base'] + res['old_motive_factor']}/{res['compared']} "
                     f"({(res['equal_base'] + res['old_motive_factor']) / n:.1%})")
    for label, got, base, want in res["other"]:
        lines.append(f"  differs: {label}: ours {got} (base {base}), digest {want}")
    return lines
