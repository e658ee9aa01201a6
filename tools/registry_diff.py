#!/usr/bin/env python3
"""Compare the catalog with MegaMek's *current* equipment registry.

Usage::

    python3 tools/registry_diff.py [--json]

Input (facts only, each file naming its repository, path and commit):
  tools/registry_src/megamek_weapontype.json
    registered_classes every weapon class WeaponType.initializeTypes registers;
                      a class the 2021 export also has is compared through that
                      export's internal name, aliases and mountable_on
                      (../shared/reference/megamek/equipment-export-2021), the
                      others through 'entries' read one file each
  tools/registry_src/megamek_misctype.json
    registry_methods  every create method the registry file registers (the
                      complete list of items it defines)
    entries           the methods read in full: internal name (or the
                      EquipmentTypeLookup constant holding it, resolved through
                      equipment_type_lookup.json), lookup names,
                      the unit families whose equipment flag is set, rulesRefs

  tools/registry_src/megamek_ammotype.json
    registry_methods, entries  every create method AmmoType.initializeTypes registers,
                      read in full (names, families, shots, BV, rulesRefs, unofficial)
    mutators, munition_sets    the MunitionMutators and the base rounds each is applied to;
                      compared apart by compare_ammo (report["ammo"])

For each entry that a ground unit can mount (families M, T, S, V, B, P or I, or
C: a component the registry gives no unit flag, e.g. heat sinks; entries with
only F fighter or X large craft are skipped), the item counts as
*found* when its internal name or any lookup name is an id or alias of the
catalog (``catalog().find``) or, for structure/armor/engine/etc. components, a
name in ``construction/data/components``, or a name a unit importer reads as a
construction option (anti-'Mech gear).  Names of a found item that the
catalog does not know are listed as missing aliases.  Methods of
``registry_methods`` not yet read in full are counted as *not compared*: the
comparison is only as complete as the entries read.

Prints: names compared, found, missing (ground-mountable), each missing name
with its source file, by family.  Exit status 0 always (a report, not a test).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SRC = REPO / "tools" / "registry_src"
sys.path.insert(0, str(REPO))

from construction.catalog import catalog  # noqa: E402

GROUND = set("MTSVBPIC")
FAMILY = {"M": "mek", "T": "vehicle", "S": "support_vehicle", "V": "vtol", "B": "battle_armor",
          "P": "protomech", "I": "infantry", "F": "fighter",
          "C": "component", "X": "large_craft"}


def component_names() -> set[str]:
    """Every string value under a name-like key of the component tables (lower case)."""
    out: set[str] = set()

    def walk(x):
        if isinstance(x, dict):
            for k, v in x.items():
                if isinstance(v, str) and k in ("name", "id", "mtf", "blk", "megamek", "label"):
                    out.add(v.lower())
                elif isinstance(v, list) and k in ("aliases", "names", "mtf_names", "blk_names"):
                    out.update(s.lower() for s in v if isinstance(s, str))
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    for p in sorted((REPO / "construction" / "data" / "components").glob("*.json")):
        walk(json.loads(p.read_text(encoding="utf-8")))
    return out


def importer_names() -> dict[str, str]:
    """Registry items the unit importers read as a construction option, not a catalog item."""
    from construction import infantry_blk
    return {n: "construction/infantry_blk.py (anti-'Mech gear, TM p. 152)" for n in infantry_blk._ANTI_MECH_NAMES}


def constants() -> tuple[dict[str, str], dict[str, str]]:
    """(read constants, inferred constants): see equipment_type_lookup.json."""
    p = SRC / "equipment_type_lookup.json"
    if not p.exists():
        return {}, {}
    data = json.loads(p.read_text(encoding="utf-8"))
    inferred = {k: v for k, v in data.get("inferred", {}).items() if k != "about"}
    return data["constants"], inferred


MOUNT_FAMILY = {"mek": "M", "vehicle": "T", "support_vehicle": "S", "vtol": "V", "battle_armor": "B",
                "protomek": "P", "conventional_infantry": "I", "aero": "F", "fighter": "F",
                "infantry": "I", "protomech": "P"}


def export_rows(shared: Path) -> dict[str, list[dict]]:
    """2021 export weapon rows by simple class name (lower case)."""
    out: dict[str, list[dict]] = {}
    path = shared / "reference/megamek/equipment-export-2021/equipment.jsonl"
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            r = json.loads(line)
            if r["kind"] == "weapon":
                out.setdefault(r["java_class"].split(".")[-1].lower(), []).append(r)
    return out


def cited_classes() -> dict[str, list[str]]:
    """Weapon classes (lower case) that catalog items added since 2021 cite in learned_from
    (tools/catalog_src/current.json): class -> item ids."""
    cur = json.loads((REPO / "tools" / "catalog_src" / "current.json").read_text(encoding="utf-8"))
    out: dict[str, list[str]] = {}
    for it in cur["items"]:
        text = json.dumps(it.get("learned_from", ""))
        for m in re.finditer(r"/(\w+)\.java\b", text):
            out.setdefault(m.group(1).lower(), []).append(it["id"])
    return out


def weapon_entries(data: dict, shared: Path) -> tuple[list[dict], list[str]]:
    """Registry entries for WeaponType: classes known to the 2021 export are compared through its
    names and mountable_on; the others through the entries read from their files."""
    rows = export_rows(shared)
    cited = cited_classes()
    cat = catalog()
    read = {e["class"]: e for e in data["entries"]}
    out, unread = [], []
    for c in data["registered_classes"]:
        if c in read:
            e = read[c]
            if e["internal_name"] is None and not e["lookup_names"]:
                unread.append(c)
                if "X" not in e["families"]:
                    continue
            out.append({"method": c, "internal_name": e["internal_name"], "internal_constant": None,
                        "lookup_names": e["lookup_names"], "families": e["families"], "rules_ref": e["rules_ref"],
                        "via": "read"})
        elif c.lower() in rows or c.lower().replace("mek", "mech") in rows:
            renamed = c.lower() not in rows
            for r in rows[c.lower().replace("mek", "mech") if renamed else c.lower()]:
                fams = "".join(sorted({MOUNT_FAMILY.get(m, "X") for m in (r.get("mountable_on") or [])})) or "X"
                ref = "Unofficial" if r.get("rules_level") == "Unofficial" else r.get("rules_ref")
                out.append({"method": c, "internal_name": r["internal_name"], "internal_constant": None,
                            "lookup_names": [a for a in r.get("aliases", []) if a != r["internal_name"]],
                            "families": fams, "rules_ref": ref,
                            "via": "2021 export" + (" (class renamed Mech -> Mek since)" if renamed else "")})
        elif c.lower() in cited:
            for iid in dict.fromkeys(cited[c.lower()]):
                it = cat.by_id(iid)
                fams = "".join(sorted({MOUNT_FAMILY.get(m, "X") for m in it.mountable_on})) or "X"
                out.append({"method": c, "internal_name": iid, "internal_constant": None, "lookup_names": [],
                            "families": fams, "rules_ref": None, "via": "current.json (the item cites this class's file)"})
        else:
            unread.append(c)
    return out, unread


def _count_by_family(fam_count: dict, fams: set, found: bool, unofficial: bool) -> None:
    """Count one entry under each ground family that mounts it: found,
    unofficial (not kept) or missing."""
    for f in fams & GROUND:
        c = fam_count.setdefault(FAMILY[f], Counter())
        c["entries"] += 1
        c["found" if found else "unofficial" if unofficial else "missing"] += 1


def compare(shared: Path | None = None) -> dict:
    cat = catalog()
    comps = component_names()
    consts, inferred = constants()
    importers = importer_names()
    report = {"sources": [], "compared_names": 0, "entries": 0, "found": 0, "missing": [],
              "missing_aliases": [], "unofficial": [], "found_by_inference": [], "importer_options": [], "skipped_not_ground": [], "not_read": 0, "registered": 0,
              "by_family": {}}
    fam_count: dict[str, Counter] = {}
    if consts or inferred:
        report["sources"].append("constants: " + " ".join(
            json.loads((SRC / "equipment_type_lookup.json").read_text(encoding="utf-8"))["source"].values()))
    shared = shared or Path(os.environ.get("MECHFORGE_SHARED", REPO.parent / "shared"))
    for path in sorted(SRC.glob("megamek_*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if "munition_sets" in data:  # the AmmoType registry: compared apart, see compare_ammo
            continue
        if "registered_classes" not in data and "registry_methods" not in data:
            continue  # per-class facts (megamek_weapon/misc_facts.json): read by tools/*_facts_diff.py
        src = data["source"]
        where = f"{src['repository']} {src['path']} @{src['commit']}"
        report["sources"].append(where)
        if "registered_classes" in data:
            entries, unread = weapon_entries(data, shared)
            report["registered"] += len(data["registered_classes"])
            report["not_read"] += len(unread)
            report["not_read_names"] = report.get("not_read_names", []) + unread
        else:
            entries = data["entries"]
            read = {e["method"] for e in entries}
            report["registered"] += len(data["registry_methods"])
            unread = [m for m in data["registry_methods"] if m not in read]
            report["not_read"] += len(unread)
            report["not_read_names"] = report.get("not_read_names", []) + unread
        for e in entries:
            fams = set(e["families"])
            if not fams & GROUND:
                report["skipped_not_ground"].append(e["method"])
                continue
            report["entries"] += 1
            const = e.get("internal_constant") or ""
            internal = e.get("internal_name") or consts.get(const)
            by_inference = False
            if not internal and const in inferred:
                internal, by_inference = inferred[const], True
            names = [n for n in [internal] + e["lookup_names"] if n]
            report["compared_names"] += len(names)
            hits = {n: cat.find(n) for n in names}
            comp_hits = {n for n in names if n.lower() in comps}
            imp = [importers[n.lower()] for n in names if n.lower() in importers]
            if imp:
                report["importer_options"].append({"method": e["method"], "read_by": imp[0]})
                comp_hits.update(n for n in names if n.lower() in importers)
            found = any(hits.values()) or bool(comp_hits)
            unofficial = not found and (e.get("rules_ref") or "").lower().startswith("unofficial")
            _count_by_family(fam_count, fams, found, unofficial)
            if found:
                report["found"] += 1
                if by_inference:
                    report["found_by_inference"].append({"method": e["method"], "constant": const, "name": internal})
                for n in names:
                    if hits[n] is None and n not in comp_hits:
                        ids = sorted({h.id for h in hits.values() if h})
                        report["missing_aliases"].append({"name": n, "item": ids or ["(component)"],
                                                          "method": e["method"], "source": where})
            elif (e.get("rules_ref") or "").lower().startswith("unofficial"):
                report["unofficial"].append({"method": e["method"], "names": names})
            else:
                report["missing"].append({"method": e["method"], "names": names,
                                          "constant": e.get("internal_constant"),
                                          "families": "".join(sorted(fams)), "rules_ref": e.get("rules_ref"),
                                          "source": where})
    report["by_family"] = {k: dict(v) for k, v in sorted(fam_count.items())}
    report["ammo"] = compare_ammo()
    return report


def _is_unofficial(ref: str | None) -> bool:
    return "unofficial" in (ref or "").lower()


def compare_ammo() -> dict:
    """The catalog against MegaMek's AmmoType registry (tools/registry_src/megamek_ammotype.json).

    Create methods: an entry a ground unit can carry (families other than only X) is found when
    its internal name (or the EquipmentTypeLookup constant's value) or a lookup name is a
    catalog id or alias; its other names are listed as missing aliases; an entry MegaMek marks
    unofficial (TechAdvancement or rulesRef) that the catalog lacks is listed apart, and so are
    MegaMek's two generic infantry rounds, which carry no values of their own.
    Munitions (a MunitionMutator applied to a base round): found when the catalog has an ammo
    item of the base round's ammo type and rack size carrying the mutator's munition flag.
    Mutators MegaMek marks unofficial, and its PLAYTEST rounds (names with 'Playtest'), are
    listed apart, not required."""
    p = SRC / "megamek_ammotype.json"
    out = {"source": None, "registered": 0, "entries": 0, "found": 0, "missing": [], "missing_aliases": [],
           "unofficial": [], "skipped_not_ground": [], "placeholders": [], "by_family": {},
           "munitions": {"compared": 0, "found": 0, "missing": [], "unofficial": [], "playtest": [],
                         "base_not_in_catalog": []}}
    if not p.exists():
        return out
    data = json.loads(p.read_text(encoding="utf-8"))
    src = data["source"]
    where = f"{src['repository']} {src['path']} @{src['commit']}"
    out["source"] = where
    out["registered"] = len(data["registry_methods"])
    cat = catalog()
    consts, inferred = constants()
    fam_count: dict[str, Counter] = {}
    base_item = {}
    for e in data["entries"]:
        internal = e.get("internal_name") or consts.get(e.get("internal_constant") or "")
        names = [n for n in [internal] + e["lookup_names"] if n]
        hits = {n: cat.find(n) for n in names}
        item = next((h for h in hits.values() if h), None)
        base_item[e["method"]] = item
        fams = set(e["families"])
        if not fams & GROUND:
            out["skipped_not_ground"].append(e["method"])
            continue
        if e.get("placeholder"):
            out["placeholders"].append({"method": e["method"], "names": names})
            continue
        out["entries"] += 1
        found = item is not None
        unofficial = e.get("unofficial") or _is_unofficial(e.get("rules_ref"))
        _count_by_family(fam_count, fams, found, unofficial)
        if found:
            out["found"] += 1
            for n in names:
                if hits[n] is None:
                    out["missing_aliases"].append({"name": n, "item": [item.id], "method": e["method"], "source": where})
        elif unofficial:
            out["unofficial"].append({"method": e["method"], "names": names})
        else:
            out["missing"].append({"method": e["method"], "names": names, "families": e["families"],
                                   "rules_ref": e.get("rules_ref"), "source": where})
    out["by_family"] = {k: dict(v) for k, v in sorted(fam_count.items())}
    by_kind: dict[tuple, set] = {}
    for it in cat.items():
        if it.kind == "ammo" and it.ammo is not None:
            by_kind.setdefault((it.ammo.ammo_type, it.ammo.rack_size), set()).update(it.ammo.munition)
    mu = out["munitions"]
    for s in data["munition_sets"]:
        for b in s["bases"]:
            item = base_item.get(b)
            for key in s["mutators"]:
                m = data["mutators"][key]
                mu["compared"] += 1
                row = {"base": b, "mutator": key, "name": m["name"], "munition": m["munition"], "rules_ref": m["rules_ref"]}
                if item is None:  # the base round is Unofficial and not kept (listed above)
                    mu["base_not_in_catalog"].append(row)
                elif m["munition"] in by_kind.get((item.ammo.ammo_type, item.ammo.rack_size), ()):
                    mu["found"] += 1
                elif m.get("unofficial"):
                    mu["unofficial"].append(row)
                elif "playtest" in m["name"].lower():
                    mu["playtest"].append(row)
                else:
                    mu["missing"].append(row)
    return out


def _print_by_family(by_family: dict, indent: str) -> None:
    """One line a unit family: entries compared, found, unofficial, missing."""
    for fam, c in by_family.items():
        print(f"{indent}{fam:16s} entries {c.get('entries', 0):4d}  found {c.get('found', 0):4d}"
              f"  unofficial {c.get('unofficial', 0):3d}  missing {c.get('missing', 0):4d}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--shared", type=Path, default=Path(os.environ.get("MECHFORGE_SHARED", REPO.parent / "shared")),
                    help="shared tree with reference/megamek/equipment-export-2021 (for weapon classes it knows)")
    a = ap.parse_args(argv)
    r = compare(a.shared)
    if a.json:
        print(json.dumps(r, indent=1))
        return 0
    for s in r["sources"]:
        print(f"source: {s}")
    print(f"registered items (create methods, weapon classes): {r['registered']};"
          f" compared: {r['registered'] - r['not_read']}; not compared (file not read): {r['not_read']}"
          + (f" {r['not_read_names']}" if r.get("not_read_names") else ""))
    print(f"ground-mountable entries compared: {r['entries']} ({r['compared_names']} names);"
          f" found: {r['found']}; missing: {len(r['missing'])};"
          f" fighter-only skipped: {len(r['skipped_not_ground'])}")
    _print_by_family(r["by_family"], "  ")
    for m in r["importer_options"]:
        print(f"  found as an importer option, not a catalog item: {m['method']} -> {m['read_by']}")
    print(f"found by inference (constant's current value not read; matched to the 2021 export's internal name of"
          f" the same item): {len(r['found_by_inference'])}")
    for m in r["found_by_inference"]:
        print(f"  {m['method']}: EquipmentTypeLookup.{m['constant']} ~ {m['name']!r}")
    print(f"not in the catalog, MegaMek rulesRef UNOFFICIAL (the catalog keeps Unofficial items only when a"
          f" corpus unit mounts them, tools/build_catalog.py): {len(r['unofficial'])}")
    for m in r["unofficial"]:
        print(f"  {m['method']}: {m['names']}")
    print("missing (ground-mountable):")
    for m in r["missing"]:
        const = f" [EquipmentTypeLookup.{m['constant']}]" if m["constant"] else ""
        print(f"  {m['method']}: {m['names']}{const} families {m['families']} ref {m['rules_ref']}  ({m['source']})")
    print(f"names of found items the catalog lacks as aliases: {len(r['missing_aliases'])}")
    for m in r["missing_aliases"]:
        print(f"  {m['name']!r} -> {', '.join(m['item'])} ({m['method']})")
    a = r["ammo"]
    print(f"ammunition: source {a['source']}")
    print(f"  registered create methods: {a['registered']}; ground-carried entries compared: {a['entries']};"
          f" found: {a['found']}; missing: {len(a['missing'])}; Unofficial and not kept: {len(a['unofficial'])};"
          f" capital/naval skipped: {len(a['skipped_not_ground'])};"
          f" generic infantry rounds (no values of their own): {len(a['placeholders'])}")
    _print_by_family(a["by_family"], "    ")
    for m in a["missing"]:
        print(f"  missing: {m['method']}: {m['names']} families {m['families']} ref {m['rules_ref']}")
    for m in a["unofficial"]:
        print(f"  Unofficial, not in the catalog: {m['method']}: {m['names']}")
    print(f"  names of found rounds the catalog lacks as aliases: {len(a['missing_aliases'])}")
    for m in a["missing_aliases"]:
        print(f"    {m['name']!r} -> {', '.join(m['item'])} ({m['method']})")
    mu = a["munitions"]
    print(f"  munitions (mutator x base round) compared: {mu['compared']}; found: {mu['found']};"
          f" missing: {len(mu['missing'])}; unofficial mutators: {len(mu['unofficial'])};"
          f" playtest: {len(mu['playtest'])}; base round not in the catalog: {len(mu['base_not_in_catalog'])}")
    for m in mu["missing"]:
        print(f"    missing munition: {m['name']} ({m['munition']}) on {m['base']} ref {m['rules_ref']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
