#!/usr/bin/env python3
"""Rare-weapon audit: the catalog's numbers against MegaMek's current weapon classes.

Usage::

    python3 tools/weapon_facts_diff.py [--rare] [--json] [--corpus DIR]

A *rare* weapon is a ground-mountable catalog weapon (kind ``weapon``;
mountable on a 'Mech, vehicle, support vehicle, battle armor, ProtoMech or
conventional infantry) that no file of the 2021 corpus mounts: rules found
by chasing corpus mismatches cannot have caught a wrong fact on an item
nobody mounts.  ``--corpus DIR`` recounts the mounts from the unpacked
corpus (every .mtf/.blk under DIR, resolved with construction.parse and
construction.resolved.resolve); without it the counts of
tools/coverage_corpus.json are used (they leave the conventional fighters
out).

Inputs (facts only):
  tools/registry_src/megamek_weapon_facts.json
      one entry per MegaMek weapon class read (repository, path, commit):
      the numbers its constructor sets, its rulesRefs and tech data.

Compared per entry (only what the class itself sets): BV, tonnage, critical
slots, heat, damage (numeric), rack size, ranges, explosive (where the class
sets it), to-hit modifier; tech rating, availability, static rules level
(where set) and the first year (prototype or production date, an approximate
one five years early, as tools/build_catalog.py reads the 2021 export); and
the unit families the class's flags allow (a class that removes the 'Mech,
tank and aero flags is a ProtoMech weapon; one that removes every unit flag
mounts on nothing; one that removes the Mek, tank and ProtoMech flags is
aerospace only) and, where the class's ProtoMech weapon flag was read
(``proto_flag`` kept / removed), whether a ProtoMech may mount it.  A class
is matched to the catalog by its internal name, else by its lookup names
(``lookup_names``: MegaMek's addLookupName calls, which are the names unit
files write), so a class whose internal name the catalog does not use as an
id or alias is compared too.

Conventional infantry weapons (entries with 'infantry'): BV and tonnage as
above, and the values conventional infantry BV, Alpha Strike and validation
read (bv/infantry.py, bv/alpha_strike/infantry.py, construction/infantry.py):
damage per trooper, range, crew, shots, bursts and ammo weight (where the
class sets them), the tech base, and the flags in INFANTRY_FLAGS (support
weapon, archaic, point-blank, non-penetrating, encumbering, inferno, burst,
AA, disposable, TAG, flamer, plasma, climbing claws, indirect-fire mortar).

Rules checks over every ground-mountable catalog weapon (independent of
MegaMek):
  extreme range  TO p. 85 as the TO errata v3.02 (../shared/seeds/000)
                 words it: a weapon with uneven range brackets (MRMs,
                 Snub-Nose PPC and so on) has extreme range = long x 1.5,
                 rounded down; listed where the catalog differs.  Brackets
                 are uneven when they are not all the same size (the errata
                 gives no threshold; MegaMek itself follows this for some
                 near-even brackets, e.g. 2/4/5 -> 7, and not for others,
                 e.g. its 3/7/10 Ultra AC/20 prototype at 14).
  I-OS launchers TO errata v3.02 for TO p. 327 (remove "PM" from the
                 Available To line) and TO p. 409 (ProtoMech space "+0" ->
                 NA): an improved one-shot launcher the catalog still lets a
                 ProtoMech mount is listed.

Prints the differences, each with the class file and commit; ``--rare``
also prints the rare-weapon list.  Exit status 0 always: a report, not a
test (tests/test_weapon_facts.py pins the adopted corrections).
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
FACTS = REPO / "tools" / "registry_src" / "megamek_weapon_facts.json"
CORPUS_COUNTS = REPO / "tools" / "coverage_corpus.json"
sys.path.insert(0, str(REPO))

from construction.catalog import catalog  # noqa: E402
from construction.model import RULES_LEVELS as LEVELS  # noqa: E402

GROUND = ("mek", "vehicle", "support_vehicle", "battle_armor", "protomek", "conventional_infantry")
RANGE_KEYS = ("minimum", "short", "medium", "long", "extreme")
INFANTRY_KEYS = ("damage", "range", "crew", "shots", "bursts", "ammo_weight")
INFANTRY_FLAGS = frozenset({
    "F_INF_SUPPORT", "F_INF_ARCHAIC", "F_INF_POINT_BLANK", "F_INF_NONPENETRATING", "F_INF_ENCUMBER", "F_INFERNO",
    "F_INF_BURST", "F_INF_AA", "F_INF_DISPOSABLE", "F_TAG", "F_FLAMER", "F_PLASMA", "F_INF_CLIMBINGCLAWS",
    "F_MORTAR_TYPE_INDIRECT"})


# --------------------------------------------------------------------------- rare weapons
def ground_items(kind: str, cat=None) -> list:
    """The catalog's items of ``kind`` a ground unit may mount."""
    cat = cat or catalog()
    return [e for e in cat.items() if e.kind == kind and set(e.mountable_on) & set(GROUND)]


def ground_weapons(cat=None) -> list:
    return ground_items("weapon", cat)


def mounted_ids(corpus: Path | None) -> dict[str, int]:
    """Catalog id -> number of corpus files mounting it."""
    if corpus is None:
        return dict(json.loads(CORPUS_COUNTS.read_text(encoding="utf-8"))["corpus"])
    import construction
    from construction.resolved import resolve

    counts: Counter = Counter()
    for p in sorted(corpus.rglob("*")):
        if p.suffix not in (".mtf", ".blk"):
            continue
        d = construction.parse(p.read_text(encoding="utf-8", errors="replace"), p.suffix[1:], source=str(p))
        r = resolve(d)
        keys = {it.eq.id for it in r.items} | {e.id for e in r.chassis_mods} | {e.id for e in r.infantry if e is not None}
        counts.update(keys)
    return dict(counts)


def _rank(e) -> tuple:
    """Experimental/advanced items of TO, IO, IO:AE, TO:AUE first, then the rest by book."""
    book = (e.ref or {}).get("book") or ""
    newer = book in ("TO", "IO", "IO:AE", "TO:AUE")
    return (0 if e.rules_level in ("experimental", "advanced") and newer else 1 if newer else 2,
            book, e.id)


def rare_weapons(mounted: dict[str, int]) -> list:
    return sorted((e for e in ground_weapons() if not mounted.get(e.id)), key=_rank)


# --------------------------------------------------------------------------- per-class comparison
def first_year(dates: list[str]) -> int | None:
    """The year an item appears: its prototype date, else its production date;
    an approximate ('~') date five years early (tools/build_catalog.py's reading)."""
    for d in dates[:2]:
        d = d.strip()
        if d in ("", "-"):
            continue
        if d in ("PS", "ES"):
            return None
        approx = d.startswith("~")
        y = int(d.lstrip("~"))
        return y - 5 if approx else y
    return None


def families_of_class(entry: dict) -> set[str] | None:
    note = entry.get("mountable_note", "")
    if "mountable on no unit" in note:
        return set()
    if "ProtoMech weapon only" in note:
        return {"protomek"}
    if "aerospace only" in note:
        return set()  # no ground family: the Mek, tank and ProtoMech flags removed
    return None


def _num(x):
    return float(x) if isinstance(x, (int, float)) else None


def lookup_names(entry: dict) -> list[str]:
    """The names a class answers to, in MegaMek's order: its internal name,
    then its lookup names (``lookup_names``, the class's addLookupName
    calls; ``lookup``, the one an earlier batch recorded)."""
    names = [entry["internal_name"], *entry.get("lookup_names", ())]
    if entry.get("lookup"):
        names.append(entry["lookup"])
    return names


def match(entry: dict, cat):
    """The catalog item a class describes: the first of its names
    (lookup_names) the catalog knows as an id or alias, or None."""
    for n in lookup_names(entry):
        e = cat.find(n)
        if e is not None:
            return e
    return None


def compare_entry(entry: dict, cat) -> list[dict]:
    e = match(entry, cat)
    where = f"{entry['path']} @{entry['commit']}"
    if e is None:
        if entry.get("tech", {}).get("static_level") == "unofficial":
            return []  # Unofficial and mounted by no unit: the build drops it (tools/build_catalog.py)
        return [{"item": entry["internal_name"], "field": "(item)", "ours": None, "megamek": "registered",
                 "source": where}]
    out = []

    def diff(field, ours, theirs):
        if theirs is None:
            return
        a, b = _num(ours), _num(theirs)
        same = (a is not None and b is not None and abs(a - b) < 1e-9) or ours == theirs
        if not same:
            out.append({"item": e.id, "field": field, "ours": ours, "megamek": theirs, "source": where})

    w = e.weapon
    diff("bv", e.bv, entry.get("bv"))
    if not entry.get("capital"):
        diff("tonnage", e.tonnage, entry.get("tonnage"))
        diff("slots", e.slots, entry.get("criticals"))
    if w is not None:
        diff("heat", w.heat, entry.get("heat"))
        if isinstance(entry.get("damage"), (int, float)) and isinstance(w.damage, (int, float)):
            diff("damage", w.damage, entry["damage"])
        if isinstance(entry.get("rack_size"), (int, float)) and w.rack_size:
            diff("rack_size", w.rack_size, entry["rack_size"])
        ranges = dict(w.ranges or {})
        for k, v in entry.get("ranges", {}).items():
            if isinstance(v, (int, float)) and (k != "minimum" or v):
                diff(f"ranges.{k}", ranges.get(k, 0), v)
        if "to_hit_modifier" in entry:
            diff("to_hit_modifier", w.to_hit_modifier or e.to_hit_modifier, entry["to_hit_modifier"])
    if "infantry" in entry:
        ours_inf = dict((w.infantry if w is not None else None) or {})
        for k in INFANTRY_KEYS:
            if k in entry["infantry"]:
                diff(f"infantry.{k}", ours_inf.get(k), entry["infantry"][k])
        theirs_flags = {f.replace("F_INF_CLIMBING_CLAWS", "F_INF_CLIMBINGCLAWS") for f in entry.get("flags", ())}
        for f in sorted(INFANTRY_FLAGS):
            if (f in e.flags) != (f in theirs_flags):
                out.append({"item": e.id, "field": f"flag {f}", "ours": f in e.flags, "megamek": f in theirs_flags,
                            "source": where})
        diff("tech_base", e.tech_base, entry.get("tech", {}).get("tech_base"))
    if entry.get("explosive") is True:
        diff("explosive", e.explosive, True)
    tech = entry.get("tech", {})
    if tech.get("tech_rating"):
        diff("tech_rating", e.tech_rating, tech["tech_rating"])
    if tech.get("availability"):
        for era, v in tech["availability"].items():
            diff(f"availability.{era}", (e.availability or {}).get(era), v)
    lvl = tech.get("static_level")
    if lvl in LEVELS:
        diff("rules_level", e.rules_level, lvl)
    for base, dates in (tech.get("dates") or {}).items():
        key = {"IS": "IS", "Clan": "Clan"}.get(base)
        y = first_year(dates)
        if key and y is not None and key in (e.intro_year or {}):
            diff(f"intro_year.{key}", e.intro_year[key], y)
    fams = families_of_class(entry)
    if fams is not None:
        ours = set(e.mountable_on) & set(GROUND)
        if ours != fams:
            out.append({"item": e.id, "field": "mountable_on (ground)", "ours": sorted(ours),
                        "megamek": sorted(fams), "source": where})
    elif entry.get("proto_flag") in ("kept", "removed"):
        ours = "protomek" in e.mountable_on or e.has_flag("F_PROTO_WEAPON")
        theirs = entry["proto_flag"] == "kept"
        if ours != theirs:
            out.append({"item": e.id, "field": "protomech", "ours": ours, "megamek": theirs, "source": where})
    return out


# --------------------------------------------------------------------------- rules checks
def extreme_by_rule(ranges) -> int | None:
    """TO p. 85 with TO errata v3.02: uneven brackets -> long x 1.5 rounded down.
    None when the three brackets are the same size, which this check leaves
    alone."""
    s, m, lg = ranges.get("short", 0), ranges.get("medium", 0), ranges.get("long", 0)
    if not (s and m and lg):
        return None
    if s == m - s == lg - m:
        return None
    return int(lg * 1.5)


def extreme_range_check(cat=None) -> list[dict]:
    out = []
    for e in ground_weapons(cat):
        w = e.weapon
        if w is None or w.capital or w.sub_capital or w.damage == "artillery":
            continue
        want = extreme_by_rule(w.ranges or {})
        have = (w.ranges or {}).get("extreme")
        if want is not None and have != want:
            r = w.ranges
            out.append({"item": e.id, "ranges": f"{r.get('short')}/{r.get('medium')}/{r.get('long')}",
                        "ours": have, "rule": want})
    return out


def ios_protomech_check(cat=None) -> list[str]:
    """Improved one-shot launchers a ProtoMech could still mount."""
    out = []
    for e in ground_weapons(cat):
        if "(I-OS)" not in e.name:
            continue
        if "protomek" in e.mountable_on or e.has_flag("F_PROTO_WEAPON"):
            out.append(e.id)
    return sorted(out)


# --------------------------------------------------------------------------- report
def compare(corpus: Path | None = None) -> dict:
    cat = catalog()
    data = json.loads(FACTS.read_text(encoding="utf-8"))
    mounted = mounted_ids(corpus)
    rare = rare_weapons(mounted)
    rare_ids = {e.id for e in rare}
    diffs = []
    compared_rare = set()
    infantry_compared = set()
    for entry in data["entries"]:
        ds = compare_entry(entry, cat)
        it = match(entry, cat)
        if it is not None and it.id in rare_ids:
            compared_rare.add(it.id)
        if it is not None and "infantry" in entry:
            infantry_compared.add(it.id)
        diffs.extend(ds)
    infantry = {e.id for e in ground_weapons(cat) if set(e.mountable_on) == {"conventional_infantry"}}
    return {
        "ground_weapons": len(ground_weapons(cat)),
        "rare": [e.id for e in rare],
        "rare_by_family": dict(Counter("infantry" if set(e.mountable_on) == {"conventional_infantry"} else "other"
                                       for e in rare)),
        "classes_read": len(data["entries"]),
        "rare_compared": sorted(compared_rare),
        "infantry_weapons": len(infantry),
        "infantry_compared": sorted(infantry_compared),
        "rare_infantry_compared": sorted(infantry_compared & rare_ids),
        "differences": diffs,
        "extreme_range_rule": extreme_range_check(cat),
        "ios_on_protomech": ios_protomech_check(cat),
    }


def report(argv, description: str, noun: str, compare_fn):
    """The arguments and report of a rare-equipment audit (this tool's and
    misc_facts_diff's: --json, --rare, --corpus); None once --json printed it."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--rare", action="store_true", help=f"also list the rare {noun}")
    ap.add_argument("--corpus", type=Path, help="recount mounts from this unpacked corpus folder")
    args = ap.parse_args(argv)
    rep = compare_fn(args.corpus)
    if args.json:
        print(json.dumps(rep, indent=1, default=str))
        return None
    return args, rep


def print_differences(rep: dict, read: str, width: int) -> None:
    """The differences table of an audit report (``read``: what was read of MegaMek)."""
    print(f"\ndifferences with the {read} read: {len(rep['differences'])}")
    for d in rep["differences"]:
        print(f"  {d['item']:<{width}} {d['field']:<26} ours {d['ours']!s:<16} MegaMek {d['megamek']!s:<16} "
              f"{d['source']}")


def main(argv=None) -> int:
    got = report(argv, __doc__.split("\n")[0], "weapons", compare)
    if got is None:
        return 0
    args, rep = got
    print(f"ground-mountable weapons: {rep['ground_weapons']}; rare (no corpus file mounts them): "
          f"{len(rep['rare'])} {rep['rare_by_family']}")
    print(f"MegaMek classes read: {rep['classes_read']}; rare weapons compared: {len(rep['rare_compared'])}")
    print(f"conventional infantry weapons: {rep['infantry_weapons']}; compared: {len(rep['infantry_compared'])} "
          f"({len(rep['rare_infantry_compared'])} of {rep['rare_by_family'].get('infantry', 0)} rare)")
    if args.rare:
        for i in rep["rare"]:
            print(f"  rare  {i}")
    print_differences(rep, "classes", 34)
    print(f"\nextreme range, TO p. 85 (errata v3.02: uneven brackets -> long x 1.5): "
          f"{len(rep['extreme_range_rule'])} catalog weapons differ")
    for d in rep["extreme_range_rule"]:
        print(f"  {d['item']:<34} {d['ranges']:<10} ours {d['ours']!s:<4} rule {d['rule']}")
    print(f"\nimproved one-shot launchers a ProtoMech may still mount (TO errata v3.02, TO pp. 327, 409): "
          f"{len(rep['ios_on_protomech'])}")
    for i in rep["ios_on_protomech"]:
        print(f"  {i}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
