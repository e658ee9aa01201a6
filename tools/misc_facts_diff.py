#!/usr/bin/env python3
"""Rare-misc audit: the catalog's numbers against MegaMek's current MiscType registry.

Usage::

    python3 tools/misc_facts_diff.py [--rare] [--json] [--corpus DIR]

A *rare* misc item is a ground-mountable catalog item of kind ``misc``
(mountable on a 'Mech, vehicle, support vehicle, battle armor, ProtoMech or
conventional infantry) that no file of the 2021 corpus mounts: rules found
by chasing corpus mismatches cannot have caught a wrong fact on an item
nobody mounts.  ``--corpus DIR`` recounts the mounts from the unpacked
corpus (as tools/weapon_facts_diff.py does); without it the counts of
tools/coverage_corpus.json are used.

Input (facts only):
  tools/registry_src/megamek_misc_facts.json
      one entry per MiscType create method read (repository, path, commit):
      the numbers it sets, the getTonnage/getCost/getBV formula that applies
      where the number is variable, its rulesRefs and tech data.

Compared per entry (only what the method itself sets): tonnage, critical
slots, tank and support-vehicle slots, BV, cost (a fixed value against a
fixed value; a variable one against the catalog having a rule or no fixed
value), hittable, spreadable, explosive (where set true), to-hit modifier;
for infantry armor kits the damage divisor and the kit properties the
project models (construction/data/components/infantry.json armor_kits);
tech rating, availability, static rules level, the first year (as
tools/build_catalog.py reads the 2021 export); and the ground unit families
the method's equipment flags allow.  Formula checks (independent of the
entry's numbers): the ProtoMech melee weapon's BV (TO:AUE p. 149 table:
damage x 1.25, the damage 1 per 5 t or fraction; TO errata v3.02 p. 385
footnote *) is worked for 2-15 t ProtoMechs with the project's BV code.

Prints the differences, each with the class file and commit; ``--rare`` also
prints the rare-item list.  Exit status 0 always: a report, not a test
(tests/test_misc_facts_diff.py pins what it shows).
"""
from __future__ import annotations

import json
import math
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
FACTS = REPO / "tools" / "registry_src" / "megamek_misc_facts.json"
CORPUS_COUNTS = REPO / "tools" / "coverage_corpus.json"
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tools"))

from construction import components  # noqa: E402
from construction.catalog import catalog  # noqa: E402
from weapon_facts_diff import (  # noqa: E402
    GROUND, LEVELS, first_year, ground_items, mounted_ids, print_differences, report)

FAMILY_LETTERS = {"M": "mek", "T": "vehicle", "S": "support_vehicle", "B": "battle_armor", "P": "protomek",
                  "I": "conventional_infantry"}
ERAS = ("star_league", "succession_wars", "clan_invasion", "dark_age")
KIT_PROPERTIES = ("encumbering", "spacesuit", "xct_vacuum", "hot", "cold", "dest", "sneak_camo", "sneak_ir",
                  "sneak_ecm")


# --------------------------------------------------------------------------- rare items
def ground_misc(cat=None) -> list:
    return ground_items("misc", cat)


def _rank(e) -> tuple:
    """Items whose numbers drive validation and BV first (variable weight,
    BV or slots, physical weapons, electronics, pods, chassis modifications),
    experimental/advanced before the rest; infantry kits last."""
    kit = set(e.mountable_on) & set(GROUND) == {"conventional_infantry"}
    driving = bool(e.tonnage_rule or e.slots_rule or e.bv_rule or e.bv or e.tonnage or e.slots)
    return (1 if kit else 0, 0 if driving else 1,
            0 if e.rules_level in ("experimental", "advanced") else 1, e.id)


def rare_misc(mounted: dict[str, int]) -> list:
    return sorted((e for e in ground_misc() if not mounted.get(e.id)), key=_rank)


# --------------------------------------------------------------------------- per-method comparison
def _num(x):
    return float(x) if isinstance(x, (int, float)) and not isinstance(x, bool) else None


def _kits() -> dict:
    return components.family_data("infantry")["armor_kits"]["kits"]


def _find(entry: dict, cat) -> list:
    """The catalog items an entry describes (itself and any 'also' siblings)."""
    found = []
    for name in [entry.get("catalog_id"), entry["internal_name"], entry.get("lookup"), *entry.get("also", [])]:
        e = cat.find(name) if name else None
        if e is not None and e.id not in {f.id for f in found}:
            if name in entry.get("also", []) or not found:
                found.append(e)
    return found


def compare_entry(entry: dict, cat) -> list[dict]:
    where = f"{entry['path']} {entry['method']} @{entry['commit']}"
    items = _find(entry, cat)
    if not items:
        return [{"item": entry["internal_name"], "field": "(item)", "ours": None, "megamek": "registered",
                 "source": where}]
    out = []
    for e in items:
        out.extend(_compare_item(entry, e, where))
    return out


def _compare_item(entry: dict, e, where: str) -> list[dict]:
    out = []

    def diff(field, ours, theirs):
        a, b = _num(ours), _num(theirs)
        same = (a is not None and b is not None and abs(a - b) < 1e-9) or ours == theirs
        if not same:
            out.append({"item": e.id, "field": field, "ours": ours, "megamek": theirs, "source": where})

    def variable(field, fixed, rule, formula):
        """MegaMek computes the value: the catalog must not hold a fixed one
        without a rule (a fixed 0 stands for 'no weight of its own')."""
        if fixed not in (None, 0) and not rule:
            out.append({"item": e.id, "field": field, "ours": fixed, "megamek": f"variable: {formula}",
                        "source": where})

    t = entry.get("tonnage")
    if t == "variable":
        variable("tonnage", e.tonnage, e.tonnage_rule, entry.get("tonnage_formula") or entry.get("tonnage_note"))
    elif t is not None:
        diff("tonnage", e.tonnage, t)
    if "criticals" in entry:
        diff("slots", e.slots, entry["criticals"])
    if "tank_slots" in entry:
        diff("vehicle_slots", e.vehicle_slots, entry["tank_slots"])
    if "sv_slots" in entry:
        diff("support_vehicle_slots", e.support_vehicle_slots, entry["sv_slots"])
    bv = entry.get("bv")
    if bv == "variable":
        variable("bv", e.bv, e.bv_rule, entry.get("bv_formula"))
    elif bv is not None:
        diff("bv", e.bv, bv)
    cost = entry.get("cost")
    if cost == "variable":
        variable("cost", e.cost, e.cost_rule, entry.get("cost_formula"))
    elif cost is not None:
        diff("cost", e.cost, cost)
    for key in ("hittable", "spreadable"):
        if key in entry:
            diff(key, getattr(e, key), entry[key])
    if entry.get("explosive") is True:
        diff("explosive", e.explosive, True)
    if "to_hit_modifier" in entry:
        diff("to_hit_modifier", e.to_hit_modifier, entry["to_hit_modifier"])
    if "damage_divisor" in entry:
        kit = _kits().get(e.id)
        if kit is None:
            out.append({"item": e.id, "field": "armor kit", "ours": None, "megamek": "a kit", "source": where})
        else:
            diff("damage_divisor", kit["divisor"], entry["damage_divisor"])
            ours = sorted(set(kit.get("flags", [])) & set(KIT_PROPERTIES))
            theirs = sorted(set(entry.get("kit_flags", [])) & set(KIT_PROPERTIES))
            diff("kit properties", ours, theirs)
    tech = entry.get("tech", {})
    if tech.get("tech_rating"):
        diff("tech_rating", e.tech_rating, tech["tech_rating"])
    for era, v in zip(ERAS, tech.get("availability") or ()):
        diff(f"availability.{era}", (e.availability or {}).get(era), v)
    lvl = tech.get("static_level")
    if lvl in LEVELS:
        diff("rules_level", e.rules_level, lvl)
    for base, dates in (tech.get("dates") or {}).items():
        y = first_year([d.lstrip("~") if d.lstrip("~") in ("PS", "ES") else d for d in dates])
        if y is not None and base in (e.intro_year or {}):
            diff(f"intro_year.{base}", e.intro_year[base], y)
    fams = {FAMILY_LETTERS[c] for c in entry.get("families", "") if c in FAMILY_LETTERS}
    ours = set(e.mountable_on) & set(GROUND)
    if fams and ours != fams:
        out.append({"item": e.id, "field": "mountable_on (ground)", "ours": sorted(ours), "megamek": sorted(fams),
                    "source": where})
    return out


# --------------------------------------------------------------------------- formula checks
def protomech_melee_bv(tonnage: float) -> float:
    """TO:AUE p. 149 (table BV 'Dmg x 1.25'; damage 1 point per 5 t of
    ProtoMech weight or fraction) with TO errata v3.02 for TO p. 385 (the
    item's BV is worked from its final damage)."""
    return 1.25 * math.ceil(tonnage / 5)


def protomech_melee_check(cat=None) -> list[dict]:
    """The ProtoMech melee weapon's BV the project's BV code gives, 2-15 t."""
    from bv.protomech import equipment_bv

    cat = cat or catalog()
    e = cat.find("ProtoMeleeWeapon")
    out = []
    for t in range(2, 16):
        ours = equipment_bv(e, t)
        want = protomech_melee_bv(t)
        if abs(ours - want) > 1e-9:
            out.append({"tonnage": t, "ours": ours, "rule": want})
    return out


# --------------------------------------------------------------------------- report
def compare(corpus: Path | None = None) -> dict:
    cat = catalog()
    data = json.loads(FACTS.read_text(encoding="utf-8"))
    mounted = mounted_ids(corpus)
    rare = rare_misc(mounted)
    rare_ids = {e.id for e in rare}
    diffs, compared = [], set()
    for entry in data["entries"]:
        diffs.extend(compare_entry(entry, cat))
        compared.update(e.id for e in _find(entry, cat) if e.id in rare_ids)
    melee = protomech_melee_check(cat)
    return {
        "ground_misc": len(ground_misc(cat)),
        "rare": [e.id for e in rare],
        "rare_by_family": dict(Counter("infantry kit" if set(e.mountable_on) & set(GROUND) == {"conventional_infantry"}
                                       else "other" for e in rare)),
        "methods_read": len(data["entries"]),
        "rare_compared": sorted(compared),
        "rare_not_compared": sorted(rare_ids - compared),
        "not_in_misctype": data.get("not_in_misctype", {}),
        "differences": diffs,
        "protomech_melee_bv": melee,
    }


def main(argv=None) -> int:
    got = report(argv, __doc__.split("\n")[0], "misc items", compare)
    if got is None:
        return 0
    args, rep = got
    print(f"ground-mountable misc items: {rep['ground_misc']}; rare (no corpus file mounts them): "
          f"{len(rep['rare'])} {rep['rare_by_family']}")
    print(f"MiscType methods read: {rep['methods_read']}; rare items compared: {len(rep['rare_compared'])}; "
          f"not compared: {len(rep['rare_not_compared'])}")
    if args.rare:
        for i in rep["rare"]:
            print(f"  rare  {i}")
    for i in rep["rare_not_compared"]:
        print(f"  not compared  {i}: {rep['not_in_misctype'].get(i, 'no method read')}")
    print_differences(rep, "methods", 40)
    print(f"\nProtoMech melee weapon BV, TO:AUE p. 149 (damage x 1.25, 1 per 5 t or fraction): "
          f"{len(rep['protomech_melee_bv'])} weights differ")
    for d in rep["protomech_melee_bv"]:
        print(f"  {d['tonnage']} t: ours {d['ours']} rule {d['rule']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
