#!/usr/bin/env python3
"""Build construction/data/equipment.json from the shared reference data.

Usage::

    python3 tools/build_catalog.py [--shared ../shared] [--check]

Inputs (read-only, under the shared tree):
  reference/megamek/equipment-export-2021/{equipment.jsonl, aliases.tsv}
  reference/solarisskunkwerks/Data/Equipment/{weapons,ammunition,equipment,physicals}.json
  corpus/megamek-units.tar.gz  (only to keep Unofficial items that a unit mounts)
Hand-written inputs (this repo):
  tools/catalog_src/errata.json    cited overrides (errata documents)
  tools/catalog_src/current.json   items registered since the 2021 export, and facts
                                   that changed since (each with book/page and where
                                   the fact was learned: MegaMek's current data, Sarna).
                                   Where the source names a book but no page (MegaMek
                                   cites Shrapnel issues only), ref carries the book and
                                   a page_note saying so: never an invented page.
                                   rules_level_by_year updates rebuild a map from the
                                   item's own prototype/production/common dates
                                   (experimental / advanced / standard from each date,
                                   circa dates 5 years early, stages in order, the item
                                   as available as its better tech base).
                                   'decisions' (not read by the build) lists differences
                                   from today's registry deliberately not applied, each
                                   with its reason and citation.
  tools/catalog_src/formulas.json  rule codes for variable tonnage/slots/BV/cost
  tools/catalog_src/books.json     book abbreviations
Outputs:
  construction/data/equipment.json  one item per line, keys sorted, deterministic
  tools/catalog_src/crosscheck.md   MegaMek vs SSW disagreements and their resolution

Precedence: errata > current.json > rulebook > MegaMek 2021.  Values are derived from MegaMek's
export; SSW adds 'Mech location rules, OmniMech arm restrictions, weapon type
codes and BattleForce abilities; the errata file overrides individual fields.
``--check`` rebuilds in memory and fails if the committed files differ.
"""
from __future__ import annotations

import argparse
import copy
import json
import os
import re
import sys
import tarfile
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
SRC = REPO / "tools" / "catalog_src"
OUT_JSON = REPO / "construction" / "data" / "equipment.json"
OUT_XCHECK = SRC / "crosscheck.md"
OUT_FORMULAS = SRC / "formulas.md"

sys.path.insert(0, str(REPO))
from construction.catalog import normalize_name  # noqa: E402  (pure helper, no data)

FORMAT_VERSION = 1

MM_DIR = Path("reference/megamek/equipment-export-2021")
SSW_DIR = Path("reference/solarisskunkwerks/Data/Equipment")
CORPUS = Path("corpus/megamek-units.tar.gz")

# MegaMek weapon flags -> our weapon class (first match wins)
CLASS_FLAGS = [
    ("F_AMS", "ams"),
    ("F_TAG", "tag"),
    ("F_ARTILLERY", "artillery"),
    ("F_MEK_MORTAR", "mortar"),
    ("F_PLASMA", "plasma"),
    ("F_FLAMER", "flamer"),
    ("F_PPC", "ppc"),
    ("F_LASER", "laser"),
    ("F_MG", "machine_gun"),
    ("F_MISSILE", "missile"),
    ("F_BALLISTIC", "ballistic"),
    ("F_ENERGY", "energy"),
    ("F_INFANTRY", "infantry"),
    ("F_BOMB_WEAPON", "bomb"),
]

# SSW Specials tokens that are weapon-type letters (TW/BMM p.120 legend).
TYPE_TOKEN = re.compile(r"^(?:[A-Z]{1,2}|OS|PD|CE|AI|AE)$")
# Gauss-family ammo types: ``explosive`` on the weapon itself
SSW_LOC = [("Alloc_HD", "HD"), ("Alloc_CT", "CT"), ("Alloc_Torso", "ST"), ("Alloc_Arms", "ARM"), ("Alloc_Legs", "LEG")]
SSW_LOC_EQ = [("alloc_head", "HD"), ("alloc_ct", "CT"), ("alloc_torsos", "ST"), ("alloc_arms", "ARM"), ("alloc_legs", "LEG")]

SENTINEL_TONNAGE = 1.4e-45


# ---------------------------------------------------------------------------
# loading
# ---------------------------------------------------------------------------
def load_megamek(shared: Path) -> tuple[list[dict], dict[str, str]]:
    rows = [json.loads(l) for l in (shared / MM_DIR / "equipment.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    aliases: dict[str, str] = {}
    with open(shared / MM_DIR / "aliases.tsv", encoding="utf-8") as fh:
        next(fh)
        for line in fh:
            line = line.rstrip("\n")
            if not line:
                continue
            k, v = line.split("\t")
            aliases[k] = v
    return rows, aliases


def load_ssw(shared: Path) -> dict[str, dict[str, dict]]:
    out = {}
    for f in ("weapons", "ammunition", "equipment", "physicals"):
        out[f] = json.loads((shared / SSW_DIR / f"{f}.json").read_text(encoding="utf-8"))
    return out


def corpus_names(shared: Path) -> Counter:
    """Every equipment name a corpus unit mounts (.mtf crit slots, .blk equipment blocks)."""
    names: Counter = Counter()
    path = shared / CORPUS
    if not path.exists():
        print(f"warning: {path} missing; Unofficial items will all be dropped", file=sys.stderr)
        return names
    with tarfile.open(path, "r:gz") as tf:
        for m in tf:
            if not m.isfile():
                continue
            if m.name.endswith(".mtf"):
                text = tf.extractfile(m).read().decode("utf-8", "replace")
                for n in mtf_crit_names(text):
                    names[n] += 1
            elif m.name.endswith(".blk"):
                text = tf.extractfile(m).read().decode("utf-8", "replace")
                for n in blk_equipment_names(text):
                    names[n] += 1
    return names


LOCATION_HEADERS = re.compile(
    r"^(Left Arm|Right Arm|Left Torso|Right Torso|Center Torso|Head|Left Leg|Right Leg|"
    r"Front Left Leg|Front Right Leg|Rear Left Leg|Rear Right Leg|Center Leg):\s*$",
    re.I,
)


def mtf_crit_names(text: str):
    in_loc = False
    for raw in text.splitlines():
        line = raw.strip()
        if LOCATION_HEADERS.match(line):
            in_loc = True
            continue
        if not line:
            in_loc = False
            continue
        if in_loc:
            if ":" in line and not line.startswith("(") and re.match(r"^[A-Za-z ]+:", line) and not re.search(r":(SIZE|Shots)", line, re.I):
                in_loc = False
                continue
            yield line


def blk_equipment_names(text: str):
    block = None
    for raw in text.splitlines():
        line = raw.strip()
        m = re.match(r"^<(/?)([^>]+)>$", line)
        if m:
            block = None if m.group(1) else m.group(2)
            continue
        if block and (block.endswith("Equipment") or block in ("Primary", "Secondary", "armorKit")) and line:
            yield line


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------
def num(v):
    """Normalise numbers: ints stay ints, floats that are integral become ints."""
    if isinstance(v, bool) or v is None:
        return v
    if isinstance(v, float):
        if v != v:  # NaN
            return None
        if v.is_integer():
            return int(v)
        return round(v, 6)
    return v


def get_path(d: dict, path: str):
    cur = d
    for p in path.split("."):
        if not isinstance(cur, dict) or p not in cur:
            return None
        cur = cur[p]
    return cur


def set_path(d: dict, path: str, value):
    parts = path.split(".")
    cur = d
    for p in parts[:-1]:
        cur = cur.setdefault(p, {})
    cur[parts[-1]] = value


def prune(obj):
    """Drop None values, empty dicts/lists, recursively."""
    if isinstance(obj, dict):
        out = {}
        for k, v in obj.items():
            v = prune(v)
            if v is None or v == {} or v == []:
                continue
            out[k] = v
        return out
    if isinstance(obj, list):
        return [prune(v) for v in obj]
    return obj


# ---------------------------------------------------------------------------
# SSW matching
# ---------------------------------------------------------------------------
def ssw_index(ssw, aliases, ids_by_internal) -> dict[str, list[tuple[str, str, dict]]]:
    """internal_name -> [(ssw_file, ssw_key, ssw_entry)] through SSW's MegaMekName."""
    idx: dict[str, list] = defaultdict(list)
    unresolved = Counter()
    for fname, table in ssw.items():
        for key, e in table.items():
            mm = (e.get("MegaMekName") or "").strip()
            target = aliases.get(mm.lower()) or aliases.get((" " + mm).lower())
            if target is None and mm in ids_by_internal:
                target = mm
            if target is None:
                unresolved[fname] += 1
                continue
            idx[target].append((fname, key, e))
    return idx, unresolved


def ssw_tech(key: str, e: dict) -> str | None:
    if key.startswith("(IS)"):
        return "IS"
    if key.startswith("(CL)"):
        return "Clan"
    tb = (e.get("Availability") or {}).get("TechBase")
    return {0: "IS", 1: "Clan", 2: "All"}.get(tb)


def ssw_values(fname: str, e: dict) -> dict[str, Any]:
    """The comparable facts of one SSW entry, in our field names."""
    v: dict[str, Any] = {}
    if fname == "weapons":
        v.update(
            tonnage=e.get("Tonnage"), slots=e.get("NumCrits"), bv=e.get("OffBV"), heat=e.get("Heat"),
            damage=e.get("DamSht"),
            range_minimum=e.get("RngMin"), range_short=e.get("RngSht"), range_medium=e.get("RngMed"), range_long=e.get("RngLng"),
        )
    elif fname == "ammunition":
        v.update(tonnage=e.get("Tonnage"), bv=e.get("OffBV"), shots_per_ton=e.get("LotSize"))
    elif fname == "equipment":
        bv = e.get("OffBV") or e.get("DefBV") or 0
        v.update(tonnage=e.get("Tonnage"), slots=e.get("Crits"), bv=bv, heat=e.get("Heat"))
        if e.get("VariableSize"):
            v["tonnage"] = None
    elif fname == "physicals":
        if e.get("TonMult"):
            pass
        else:
            v.update(tonnage=e.get("TonAdd"), slots=e.get("CritAdd"))
            if not e.get("BVMult"):
                v["bv"] = e.get("BVAdd") or e.get("DefBV")
    return {k: num(x) for k, x in v.items()}


def mm_values(item: dict) -> dict[str, Any]:
    v = {"tonnage": item.get("tonnage"), "slots": item.get("slots"), "bv": item.get("bv")}
    w = item.get("weapon")
    if w:
        v["heat"] = w.get("heat")
        if isinstance(w.get("damage"), (int, float)):
            v["damage"] = w["damage"]
        r = w.get("ranges") or {}
        for b in ("minimum", "short", "medium", "long"):
            v[f"range_{b}"] = r.get(b)
    a = item.get("ammo")
    if a:
        v["shots_per_ton"] = a.get("shots_per_ton")
        v.pop("slots", None)
    if item["kind"] == "misc":
        v["heat"] = None
    return {k: num(x) for k, x in v.items()}


def pick_ssw(item: dict, cands: list) -> tuple[tuple | None, list]:
    """Choose the SSW entry that describes ``item``.

    SSW's MegaMekName is lossy (prototypes and special munitions share a
    name), so among the candidates with a compatible tech base we take the
    one that disagrees on the fewest compared fields, ties broken by key.
    """
    if not cands:
        return None, []
    tb = item["tech_base"]
    ok = [c for c in cands if tb == "All" or ssw_tech(c[1], c[2]) in (tb, "All", None)] or cands
    mv = mm_values(item)

    def score(c):
        sv = ssw_values(c[0], c[2])
        diffs = sum(1 for k, x in sv.items() if k in mv and mv[k] is not None and x is not None and mv[k] != x)
        proto = "prototype" in (c[2].get("ActualName") or "").lower()
        want_proto = "prototype" in item["name"].lower()
        return (diffs, proto != want_proto, c[1])

    ok.sort(key=score)
    return ok[0], ok


# ---------------------------------------------------------------------------
# conversion of one MegaMek row
# ---------------------------------------------------------------------------
def convert(row: dict, item_id: str, aliases_for: list[str]) -> dict:
    d: dict[str, Any] = {
        "id": item_id,
        "name": row["name"],
        "short_name": row["short_name"] if row.get("short_name") and row["short_name"] != row["name"] else None,
        "kind": row["kind"],
        "aliases": aliases_for,
        "tech_base": row["tech_base"],
        "rules_level": row["rules_level"].lower(),
        "rules_level_by_year": row.get("tech_levels_by_year") or None,
        "tech_rating": row.get("tech_rating"),
        "availability": row.get("availability"),
    }
    for ours, theirs in (("intro_year", "introYear"), ("extinct_year", "extinctYear"), ("reintro_year", "reintroYear")):
        years = {}
        for tb, key in (("IS", "is"), ("Clan", "clan")):
            y = ((row.get("dates") or {}).get(key) or {}).get(theirs)
            if isinstance(y, int) and y > 0:
                years[tb] = y
        d[ours] = years or None
    t = row.get("tonnage")
    d["tonnage"] = None if (row.get("tonnage_variable") or t is None or (isinstance(t, float) and t < 1e-30 and t > 0)) else num(t)
    d["slots"] = None if row.get("crits_variable") else row.get("crits")
    d["vehicle_slots"] = row.get("vehicle_slots")
    sv = row.get("support_vehicle_slots")
    d["support_vehicle_slots"] = sv if sv is not None else d["slots"]
    d["cost"] = None if row.get("cost_variable") else num(row.get("cost"))
    d["bv"] = None if row.get("bv_variable") else num(row.get("bv"))
    d["explosive"] = bool(row.get("explosive"))
    d["omnipod"] = not row.get("omni_fixed_only", False)
    d["hittable"] = bool(row.get("hittable"))
    d["spreadable"] = bool(row.get("spreadable"))
    if row.get("variable_size"):
        d["variable_size"] = True
        d["size_step"] = num(row.get("size_step"))
        d["size_max"] = num(row.get("size_max"))
    if row["kind"] == "misc":
        d["to_hit_modifier"] = row.get("to_hit_modifier") or 0
    d["mountable_on"] = row.get("mountable_on")
    d["flags"] = sorted(row.get("flags") or [])
    d["modes"] = row.get("modes") or None
    ref = row.get("rules_ref") or {}
    if ref.get("book") or ref.get("page"):
        d["ref"] = {"book": ref.get("book"), "page": ref.get("page")}
    elif ref.get("raw"):
        d["ref"] = {"raw": ref["raw"]}
    if row["kind"] == "weapon":
        w = row["weapon"]
        flags = set(row.get("flags") or [])
        ammo_type = w.get("ammo_type")
        wc = next((c for f, c in CLASS_FLAGS if f in flags), None)
        dmg = w.get("damage")
        wd = {
            "heat": num(w.get("heat")),
            "damage": num(dmg),
            "damage_by_range": {k: num(x) for k, x in (w.get("damage_by_range") or {}).items()} if isinstance(dmg, (int, float)) else None,
            "ranges": w.get("ranges"),
            "water_ranges": w.get("water_ranges"),
            "aero_av": {k: num(x) for k, x in (w.get("aero_av") or {}).items()} if "F_AERO_WEAPON" in flags or w.get("capital") else None,
            "rack_size": w.get("rack_size") or None,
            "ammo_type": ammo_type if ammo_type and ammo_type != "T_NA" else None,
            "class": wc,
            "to_hit_modifier": row.get("to_hit_modifier") or 0,
            "one_shot": "F_ONESHOT" in flags or None,
            "streak": ("STREAK" in (ammo_type or "")) or None,
            "ultra": ("ULTRA" in (ammo_type or "")) or None,
            "rotary": ("ROTARY" in (ammo_type or "")) or None,
            "cluster": dmg == "cluster" or None,
            "capital": w.get("capital") or None,
            "sub_capital": w.get("sub_capital") or None,
            "infantry": w.get("infantry"),
        }
        # Targeting-computer eligibility (BMM p.114 as errata'd, TM p.238):
        # direct-fire DB/DE/P weapons; not flamers, MGs, cluster weapons.
        # SSW's TCCapable overrides this when the weapon is in SSW.
        wd["tc_eligible"] = bool(
            "F_DIRECT_FIRE" in flags
            and not flags & {"F_FLAMER", "F_MG", "F_INFANTRY", "F_ARTILLERY", "F_AMS", "F_TAG"}
            and dmg != "cluster"
            and "F_MISSILE" not in flags
        )
        d["weapon"] = wd
    if row["kind"] in ("ammo", "bomb") and row.get("ammo"):
        a = row["ammo"]
        mun = [m for m in (a.get("munition_types") or []) if m != "M_STANDARD"]
        d["ammo"] = {
            "ammo_type": a.get("ammo_type"),
            "rack_size": a.get("rack_size"),
            "shots_per_ton": num(a.get("shots_per_ton")),
            "munition": mun or None,
            "kg_per_shot": num(a.get("kg_per_shot")),
            "damage_per_shot": num(a.get("damage_per_shot")),
            "capital": a.get("capital") or None,
        }
    return d


def apply_ssw(d: dict, match: tuple | None):
    if match is None:
        return
    fname, key, e = match
    d["ssw"] = key
    bfa = [x for x in (e.get("BattleForceAbilities") or []) if x and x != "-"]
    if bfa:
        d["bf_abilities"] = bfa
    if fname in ("weapons", "physicals"):
        locs = [code for f, code in SSW_LOC if e.get(f)]
        if locs:
            d["mech_locations"] = locs
        if fname == "weapons":
            d["omni_arm_restrict"] = bool(e.get("OmniRestrict"))
            w = d.get("weapon")
            if w is not None:
                codes = [e["Type"]] if e.get("Type") else []
                for tok in re.split(r"[/,\s]+", e.get("Specials") or ""):
                    if tok and tok != "-" and TYPE_TOKEN.match(tok) and tok not in codes:
                        codes.append(tok)
                w["type_codes"] = codes
                w["tc_eligible"] = bool(e.get("TCCapable"))
                if e.get("OneShot"):
                    w["one_shot"] = True
                if e.get("Streak"):
                    w["streak"] = True
                if e.get("Ultra"):
                    w["ultra"] = True
                if e.get("Rotary"):
                    w["rotary"] = True
    elif fname == "equipment":
        locs = [code for f, code in SSW_LOC_EQ if e.get(f)]
        if locs:
            d["mech_locations"] = locs
        codes = [e["Type"]] if e.get("Type") else []
        for tok in re.split(r"[/,\s]+", e.get("Specials") or ""):
            if tok and tok != "-" and TYPE_TOKEN.match(tok) and tok not in codes:
                codes.append(tok)
        if codes:
            d["type_codes"] = codes
        if d.get("weapon") is not None and codes:
            d["weapon"]["type_codes"] = codes
    if fname == "physicals":
        f = {
            "ton_mult": e.get("TonMult"), "ton_add": e.get("TonAdd"), "round_half_ton": e.get("RoundToHalfTon"),
            "crit_mult": e.get("CritMult"), "crit_add": e.get("CritAdd"),
            "damage_mult": e.get("DamageMult"), "damage_add": e.get("DamageAdd"),
            "bv_mult": e.get("BVMult"), "bv_add": e.get("BVAdd"),
            "cost_mult": e.get("CostMult"), "cost_add": e.get("CostAdd"),
            "requires_hand": e.get("RequiresHand"), "requires_lower_arm": e.get("RequiresLowerArm"),
            "replaces_hand": e.get("ReplacesHand"), "replaces_lower_arm": e.get("ReplacesLowerArm"),
            "tsm_affects_bv": e.get("TripleStrengthMyomerAffectsBV"),
        }
        d["formula"] = {k: num(v) for k, v in f.items() if v not in (None, False, 0, 0.0)}


# ---------------------------------------------------------------------------
# today's registry: items and facts since the 2021 export
# ---------------------------------------------------------------------------
CURRENT_REQUIRED = ("id", "name", "kind", "tech_base", "rules_level", "ref", "learned_from")


def add_current_items(items: dict[str, dict], additions: list[dict], updates: list[dict] = ()) -> None:
    """Add the items of tools/catalog_src/current.json (each with its book
    and page in ``ref`` and where its facts were learned in ``learned_from``).
    An id or alias that the 2021 items already use is an error."""
    # names an alias update takes away from a 2021 item (an item MegaMek has
    # since split in two) are free for the new item
    released = {n.lower() for u in updates if u["field"] == "aliases" for n in set(u["old"]) - set(u["new"])}
    taken = {}
    for iid, it in items.items():
        for name in [iid, *it.get("aliases", [])]:
            if name.lower() not in released:
                taken[name.lower()] = iid
    for entry in additions:
        missing = [k for k in CURRENT_REQUIRED if k not in entry]
        if missing:
            raise SystemExit(f"current.json item {entry.get('id')!r} lacks {missing}")
        for name in dict.fromkeys(n.lower() for n in [entry["id"], *entry.get("aliases", [])]):
            if name in taken:
                raise SystemExit(f"current.json item {entry['id']!r}: {name!r} is already {taken[name]!r}")
            taken[name] = entry["id"]
        item = copy.deepcopy(entry)
        item.setdefault("aliases", [entry["id"]])
        items[entry["id"]] = item


def drop_reclassified_unofficial(items: dict[str, dict], used_internal: Counter, excluded: list[str]) -> None:
    """Items that today's registry reclassifies as Unofficial (a current.json
    update of ``rules_level``) follow the rule of the 2021 export's Unofficial
    rows: kept, marked ``kept_because``, only where a corpus unit mounts them;
    otherwise dropped and listed with the excluded ids."""
    for iid in sorted(items):
        it = items[iid]
        if it.get("rules_level") != "unofficial" or it.get("kept_because"):
            continue
        if used_internal.get(iid, 0):
            it["kept_because"] = "mounted by a corpus unit"
        else:
            excluded.append(iid)
            del items[iid]


# ---------------------------------------------------------------------------
# errata
# ---------------------------------------------------------------------------
def select_ids(sel: dict, items: dict[str, dict]) -> list[str]:
    if "ids" in sel:
        return list(sel["ids"])
    out = []
    rx = re.compile(sel["id_regex"]) if "id_regex" in sel else None
    for iid, it in items.items():
        if rx and not rx.search(iid):
            continue
        if "kind" in sel and it["kind"] != sel["kind"]:
            continue
        if "munition_any" in sel:
            mun = set((it.get("ammo") or {}).get("munition") or [])
            if not mun & set(sel["munition_any"]):
                continue
        if "ammo_type_any" in sel and (it.get("ammo") or {}).get("ammo_type") not in sel["ammo_type_any"]:
            continue
        if "exclude_flags_any" in sel and set(it.get("flags") or []) & set(sel["exclude_flags_any"]):
            continue
        out.append(iid)
    return sorted(out)


def apply_errata(items: dict[str, dict], errata: dict, log: list[dict], record_key: str = "errata"):
    """Apply cited field overrides; each changed item records them under
    ``record_key`` (``errata``, or ``updates`` for facts of today's registry)."""
    for n, entry in enumerate(errata["overrides"]):
        ids = select_ids(entry, items)
        cit = entry["citation"]
        if not ids:
            log.append({"entry": n, "status": "no-target", "entry_data": entry})
            continue
        for iid in ids:
            if iid not in items:
                log.append({"entry": n, "id": iid, "status": "not-in-catalog", "field": entry["field"], "citation": cit, "note": entry.get("note")})
                continue
            it = items[iid]
            field = entry["field"]
            cur = get_path(it, field)
            if "new" in entry:
                new = entry["new"]
                old = entry.get("old")
            elif entry.get("op") == "half_of_standard_munition":
                std_id = re.sub(entry["strip_regex"], "", iid).strip()
                std = items.get(std_id) or items.get(re.sub(r"\s*\(Clan\)$", "", std_id))
                if std is None:
                    raise SystemExit(f"errata #{n}: no standard sibling {std_id!r} for {iid!r}")
                base = get_path(std, field)
                new = base // 2 if isinstance(base, int) else base / 2
                old = base
            else:
                raise SystemExit(f"errata #{n}: need 'new' or a known 'op'")
            rec = {"field": field, "old": old, "new": new, "citation": cit}
            if entry.get("note"):
                rec["note"] = entry["note"]
            if cur == new:
                rec["already"] = True
                status = "already"
            elif old is None or cur == old or entry.get("force"):
                if cur != old and old is not None:
                    rec["source_value"] = cur
                set_path(it, field, new)
                status = "applied"
            else:
                raise SystemExit(
                    f"errata #{n} on {iid!r}.{field}: source value {cur!r} is neither old {old!r} nor new {new!r}"
                )
            it.setdefault(record_key, []).append(rec)
            log.append({"entry": n, "id": iid, "status": status, "field": field, "old": old, "new": new, "source": cur, "citation": cit, "note": entry.get("note")})


# ---------------------------------------------------------------------------
# formulas
# ---------------------------------------------------------------------------
def apply_formulas(items: dict[str, dict], formulas: dict) -> list[str]:
    """Attach *_rule codes.  Returns the ids of variable items that got no rule."""
    rules = formulas["rules"]
    for spec in formulas["items"]:
        rx = re.compile(spec["match"])
        hit = False
        for iid, it in items.items():
            if not rx.fullmatch(iid):
                continue
            hit = True
            for f in ("tonnage_rule", "slots_rule", "bv_rule", "cost_rule"):
                if f in spec:
                    code = spec[f]
                    if code not in rules:
                        raise SystemExit(f"formulas.json: unknown rule {code!r} for {iid!r}")
                    base = f.split("_")[0] if f != "slots_rule" else "slots"
                    if it.get(base) is None or spec.get("override"):
                        it[f] = code
            if spec.get("defensive_bv"):
                it["defensive_bv"] = True
        if not hit and not spec.get("optional"):
            raise SystemExit(f"formulas.json: pattern {spec['match']!r} matched nothing")
    missing = []
    for iid, it in items.items():
        if it["kind"] not in ("misc", "weapon"):
            continue
        for base, f in (("tonnage", "tonnage_rule"), ("slots", "slots_rule"), ("bv", "bv_rule")):
            if it.get(base) is None and f not in it:
                missing.append(f"{iid} ({base})")
    return missing


# ---------------------------------------------------------------------------
# cross-check report
# ---------------------------------------------------------------------------
FIELD_ERRATA_PATH = {
    "tonnage": "tonnage", "slots": "slots", "bv": "bv", "heat": "weapon.heat", "damage": "weapon.damage",
    "range_minimum": "weapon.ranges.minimum", "range_short": "weapon.ranges.short",
    "range_medium": "weapon.ranges.medium", "range_long": "weapon.ranges.long",
    "shots_per_ton": "ammo.shots_per_ton",
}


def crosscheck(items: dict[str, dict], pre_errata: dict[str, dict], matches: dict, resolution_notes: dict) -> tuple[str, dict]:
    rows = []
    compared = Counter()
    for iid in sorted(matches):
        m = matches[iid]
        if m is None or iid not in items:
            continue
        fname, key, e = m
        sv = ssw_values(fname, e)
        mv = mm_values(pre_errata[iid])
        final = mm_values(items[iid])
        for f, s in sorted(sv.items()):
            if f not in mv or s is None or mv[f] is None:
                continue
            compared[f] += 1
            if s == mv[f]:
                continue
            errs = [x for x in items[iid].get("errata", []) if x["field"] == FIELD_ERRATA_PATH.get(f)]
            if errs:
                res = "errata: " + "; ".join(f"{x['citation']['doc']} {x['citation']['page']}" for x in errs)
                res += " (MegaMek already had it)" if all(x.get("already") for x in errs) else ""
            elif any(rx.search(iid) and fx.search(f) for rx, fx, _ in resolution_notes):
                res = "rulebook/representation: " + next(t for rx, fx, t in resolution_notes if rx.search(iid) and fx.search(f))
            else:
                ref = items[iid].get("ref") or {}
                res = f"MegaMek kept (no errata; rulebook {ref.get('book') or '?'} p.{ref.get('page') or '?'} per rules_ref)"
            rows.append((iid, key, f, mv[f], s, final.get(f), res))
    lines = [
        "# MegaMek 2021 vs Solaris Skunk Werks: cross-check",
        "",
        "Generated by `tools/build_catalog.py`; do not edit.  Each row is a field where the",
        "MegaMek export and the matched SSW entry disagree.  Precedence: errata > current.json > rulebook > MegaMek 2021.",
        "A row is resolved by errata when `tools/catalog_src/errata.json` cites a change to that field;",
        "by a rulebook note when `crosscheck_notes` in errata.json explains it; otherwise the MegaMek value",
        "is kept because it carries the rulebook reference (`rules_ref`).",
        "",
        "SSW entries are matched through their `MegaMekName` (looked up in MegaMek's alias table). Where",
        "several SSW entries share one MegaMek name (prototypes, special munitions) the one with the",
        "fewest disagreements is compared, so a disagreement below is one no SSW variant explains.",
        "",
        f"Items with an SSW match: {sum(1 for v in matches.values() if v)}.  Fields compared: "
        + ", ".join(f"{k} {v}" for k, v in sorted(compared.items())) + ".",
        f"Disagreements: {len(rows)} (on {len({r[0] for r in rows})} items).",
        "",
        "| item | SSW entry | field | MegaMek | SSW | catalog | resolution |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append("| " + " | ".join(str(x).replace("|", "\\|") for x in r) + " |")
    by_res = Counter(r[6].split(":")[0].split(" ")[0] if r[6].startswith(("errata", "rulebook")) else "megamek" for r in rows)
    lines += ["", f"Resolution counts: {dict(sorted(by_res.items()))}", ""]
    return "\n".join(lines), {"disagreements": len(rows), "by_resolution": dict(by_res), "compared": dict(compared)}


# ---------------------------------------------------------------------------
# main
# ---------------------------------------------------------------------------
def build(shared: Path) -> tuple[str, str, dict]:
    rows, aliases = load_megamek(shared)
    ssw = load_ssw(shared)
    errata = json.loads((SRC / "errata.json").read_text(encoding="utf-8"))
    formulas = json.loads((SRC / "formulas.json").read_text(encoding="utf-8"))
    books = json.loads((SRC / "books.json").read_text(encoding="utf-8"))

    # 1. de-duplicate internal names -------------------------------------------------
    groups: dict[str, list[int]] = defaultdict(list)
    for i, r in enumerate(rows):
        groups[r["internal_name"]].append(i)
    ids: dict[int, str] = {}
    dropped_identical = []
    for name, idxs in groups.items():
        if len(idxs) == 1:
            ids[idxs[0]] = name
            continue
        # the last registration owns the bare name (MegaMek: later registration wins)
        seen = {}
        for i in idxs:
            sig = json.dumps({k: v for k, v in rows[i].items()}, sort_keys=True)
            if sig in seen:
                dropped_identical.append(name)
                continue
            seen[sig] = i
        keep = list(seen.values())
        for j, i in enumerate(keep):
            if j == len(keep) - 1:
                ids[i] = name
            else:
                r = rows[i]
                others = [rows[k] for k in keep if k != i]
                if all(o["tech_base"] != r["tech_base"] for o in others):
                    suffix = r["tech_base"]
                elif all(o["name"] != r["name"] for o in others):
                    suffix = r["name"]
                else:
                    suffix = str(j + 1)
                ids[i] = f"{name} [{suffix}]"

    # 2. aliases: each lookup name belongs to the winner in aliases.tsv ---------------
    owner_of_alias = aliases  # lower -> internal name (winner)
    # 3. corpus usage (to keep Unofficial items that units mount) --------------------
    used = corpus_names(shared)
    lower_to_internal = dict(aliases)

    def corpus_resolve(n: str) -> str | None:
        for cand in (n, normalize_name(n)):
            t = lower_to_internal.get(cand.lower())
            if t:
                return t
        s = normalize_name(n)
        for p in ("IS ", "IS", "Clan ", "CL"):
            t = lower_to_internal.get((p + s).lower())
            if t:
                return t
        return None

    used_internal = Counter()
    for n, c in used.items():
        t = corpus_resolve(n)
        if t:
            used_internal[t] += c

    # 4. convert ---------------------------------------------------------------------
    items: dict[str, dict] = {}
    excluded = []
    for i, r in enumerate(rows):
        if i not in ids:
            continue
        iid = ids[i]
        winner_is_me = iid == r["internal_name"]
        al = []
        for a in r["aliases"]:
            if owner_of_alias.get(a.lower()) == r["internal_name"] and (winner_is_me or a != r["internal_name"]):
                if a not in al:
                    al.append(a)
        if not winner_is_me:
            al = [a for a in al if owner_of_alias.get(a.lower()) != r["internal_name"]]
        if r["rules_level"] == "Unofficial" and used_internal.get(r["internal_name"], 0) == 0:
            excluded.append(iid)
            continue
        d = convert(r, iid, al)
        if r["rules_level"] == "Unofficial":
            d["kept_because"] = "mounted by a corpus unit"
        items[iid] = d

    # 4b. items published or registered since the 2021 export ---------------------
    current = json.loads((SRC / "current.json").read_text(encoding="utf-8"))
    add_current_items(items, current["items"], current["updates"])

    # 5. SSW -------------------------------------------------------------------------
    idx, ssw_unresolved = ssw_index(ssw, aliases, groups)
    matches = {}
    for iid, d in items.items():
        internal = iid.split(" [")[0] if iid not in groups else iid
        cands = idx.get(internal, [])
        best, _ = pick_ssw(d, cands)
        matches[iid] = best
        apply_ssw(d, best)

    pre_errata = copy.deepcopy(items)

    # 6. formulas + errata -----------------------------------------------------------
    missing_rules = apply_formulas(items, formulas)
    if missing_rules:
        raise SystemExit("variable items without a rule code in formulas.json:\n  " + "\n  ".join(missing_rules))
    log: list[dict] = []
    apply_errata(items, {"overrides": current["updates"]}, log, record_key="updates")
    update_log, log = log, []
    if any(entry["status"] != "applied" for entry in update_log):
        raise SystemExit("current.json updates that did not apply:\n" + json.dumps(
            [entry for entry in update_log if entry["status"] != "applied"], default=str, indent=1))
    apply_errata(items, errata, log)
    drop_reclassified_unofficial(items, used_internal, excluded)
    # An item whose BV is a formula (bv_rule set) must not also carry a number
    for it in items.values():
        if it.get("bv_rule") and it.get("bv") is not None and not formulas["rules"][it["bv_rule"]].get("additive"):
            pass

    # 7. outputs ---------------------------------------------------------------------
    notes = [(re.compile(n["id_regex"]), re.compile(n["field_regex"]), n["resolution"]) for n in errata.get("crosscheck_notes", [])]
    xmd, xstats = crosscheck(items, pre_errata, matches, notes)
    for it in items.values():
        it.pop("ssw", None)

    applied = [l for l in log if l["status"] == "applied"]
    already = [l for l in log if l["status"] == "already"]
    missing = [l for l in log if l["status"] in ("not-in-catalog", "no-target")]
    meta = {
        "format": FORMAT_VERSION,
        "generated_by": "tools/build_catalog.py",
        "sources": {
            "megamek": "MegaMek equipment export 2021-06-22 (Akjosch/megamek f0b2b01f), rules values only",
            "ssw": "Solaris Skunk Werks Data/Equipment (392f0f2d), allocation/type/BattleForce fields",
            "errata": [e for e in errata["documents"]],
            "current": current["about"],
        },
        "books": books,
        "rules": formulas["rules"],
        "counts": {
            "items": len(items),
            "source_rows": len(rows),
            "excluded_unofficial": len(excluded),
            "dropped_identical_duplicates": len(dropped_identical),
            "current_items": len(current["items"]),
            "current_updates": len(update_log),
            "errata_entries": len(errata["overrides"]),
            "errata_applied": len(applied),
            "errata_already": len(already),
            "errata_no_target": len(missing),
            "ssw_matched": sum(1 for v in matches.values() if v),
        },
        "errata_no_target": sorted({(l.get("id") or "") + " :: " + l["entry_data"]["field"] if "entry_data" in l else l["id"] + " :: " + l["field"] for l in missing}),
    }
    out_items = [prune(items[k]) for k in sorted(items)]
    lines = ["{"]
    for k in sorted(meta):
        lines.append(f"{json.dumps(k)}: {json.dumps(prune(meta[k]) if isinstance(meta[k], dict) else meta[k], sort_keys=True, ensure_ascii=False)},")
    lines.append('"items": [')
    for n, it in enumerate(out_items):
        lines.append(json.dumps(it, sort_keys=True, ensure_ascii=False, separators=(",", ":")) + ("," if n + 1 < len(out_items) else ""))
    lines.append("]")
    lines.append("}")
    text = "\n".join(lines) + "\n"
    json.loads(text)  # must be valid
    stats = dict(meta["counts"], **xstats, excluded=excluded, ssw_unresolved=dict(ssw_unresolved),
                 no_target=meta["errata_no_target"], dropped=dropped_identical)
    return text, xmd, stats


def formulas_md(items_json: str) -> str:
    formulas = json.loads((SRC / "formulas.json").read_text(encoding="utf-8"))
    data = json.loads(items_json)
    users: dict[str, list[str]] = defaultdict(list)
    for it in data["items"]:
        for f in ("tonnage_rule", "slots_rule", "bv_rule", "cost_rule"):
            if it.get(f) and it["id"] not in users[it[f]]:
                users[it[f]].append(it["id"])
    out = [
        "# Variable-value equipment: rule codes",
        "",
        "Generated by `tools/build_catalog.py` from `tools/catalog_src/formulas.json`; do not edit.",
        "An item whose `tonnage`, `slots`, `bv` or `cost` is `null` in `construction/data/equipment.json`",
        "carries `tonnage_rule` / `slots_rule` / `bv_rule` / `cost_rule` naming one of these codes.",
        "Physical weapons also carry a `formula` block of coefficients (from SSW's physicals table):",
        "`ton_mult`, `ton_add`, `round_half_ton`, `crit_mult`, `crit_add`, `damage_mult`, `damage_add`, `bv_mult`, `bv_add`.",
        "Rules marked *verify* are summaries that still need a check against the printed page.",
        "",
        "| code | applies to | formula | reference | items |",
        "|---|---|---|---|---|",
    ]
    for code in sorted(formulas["rules"]):
        r = formulas["rules"][code]
        f = r["formula"] + (" *(verify)*" if r.get("verify") else "")
        out.append(f"| `{code}` | {', '.join(r['applies_to'])} | {f.replace('|', '/')} | {r['ref']} | {', '.join(sorted(users.get(code, [])))} |")
    return "\n".join(out) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", type=Path, default=Path(os.environ.get("MECHFORGE_SHARED", REPO.parent / "shared")), help="the shared reference tree (default $MECHFORGE_SHARED, else ../shared)")
    ap.add_argument("--check", action="store_true", help="verify the committed outputs are up to date")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    text, xmd, stats = build(args.shared.resolve())
    if args.check:
        ok = (OUT_JSON.read_text(encoding="utf-8") == text and OUT_XCHECK.read_text(encoding="utf-8") == xmd
              and OUT_FORMULAS.read_text(encoding="utf-8") == formulas_md(text))
        print("up to date" if ok else "OUT OF DATE: run tools/build_catalog.py")
        return 0 if ok else 1
    OUT_JSON.parent.mkdir(parents=True, exist_ok=True)
    OUT_JSON.write_text(text, encoding="utf-8")
    OUT_XCHECK.write_text(xmd, encoding="utf-8")
    OUT_FORMULAS.write_text(formulas_md(text), encoding="utf-8")
    summary = {k: v for k, v in stats.items() if k not in ("excluded", "dropped") or args.verbose}
    print(json.dumps(summary, indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
