"""Issue 16's checklist of item families, each enumerated from the
program's own data, and which hand-worked synthetic test covers each
member (tests/synthetic/test_checklist.py fails on a member with none).

A member is covered by a marker on a hand-worked test:

* ``@pytest.mark.covers("<catalog id>" | "<kind>:<component id>")`` - the
  marker tools/coverage.py counts (catalog items, component types); a
  weapon class, ammunition type or munition counts as covered when a
  covered item belongs to it;
* ``@pytest.mark.checklist("<category>", "<member>", ...)`` - for members
  that are no catalog row: the Alpha Strike special abilities the
  conversion can emit and the battle armor mount kinds.

Members no test can cover, and the ones still open, are listed with their
reason in checklist_open.csv beside this file.
"""

from __future__ import annotations

import ast
import csv
import importlib.util
import json
import re
import sys
from functools import lru_cache
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
TESTS = REPO / "tests"
OPEN = Path(__file__).with_name("checklist_open.csv")
AS_DIR = REPO / "bv" / "alpha_strike"
CODE = re.compile(r"[A-Z][A-Z0-9-]{1,7}")


@lru_cache(maxsize=1)
def coverage_tool():
    name = "mechforge_coverage_tool"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, REPO / "tools" / "coverage.py")
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        spec.loader.exec_module(mod)
    return sys.modules[name]


# --------------------------------------------------------------------------- markers

def covers() -> dict[str, list[str]]:
    """catalog id / component key -> tests marked covers (tools/coverage.py's reading)."""
    return coverage_tool().hand_worked()


def checklist_marks() -> dict[tuple[str, str], list[str]]:
    """(category, member) -> tests marked ``checklist(category, *members)``."""
    out: dict[tuple[str, str], list[str]] = {}

    def read(dec, where):
        if isinstance(dec, ast.Call) and isinstance(dec.func, ast.Attribute) and dec.func.attr == "checklist":
            args = [a.value for a in dec.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            for member in args[1:]:
                out.setdefault((args[0], member), []).append(where)

    for path in sorted(TESTS.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        # a module's pytestmark marks every test in it
        for node in tree.body:
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "pytestmark"
                                                    for t in node.targets):
                for dec in (node.value.elts if isinstance(node.value, (ast.List, ast.Tuple)) else [node.value]):
                    read(dec, str(path.relative_to(TESTS)))
        for node in ast.walk(tree):
            if not isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                continue
            for dec in node.decorator_list:
                read(dec, f"{path.relative_to(TESTS)}::{node.name}")
    return out


# --------------------------------------------------------------------------- the Alpha Strike specials

def _consts(node) -> list[str]:
    """Code strings a value node can take: a constant, both branches of a
    conditional, the part of an f-string before its first ':'."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value.split(":")[0]]
    if isinstance(node, ast.IfExp):
        return _consts(node.body) + _consts(node.orelse)
    if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
        return [str(node.values[0].value).split(":")[0]]
    return []


def _codes_in_source(tree) -> set[str]:
    """Codes the conversion's code emits: first argument of ``X.add(...)``,
    what ``seeds`` starts with or appends, the values of the code tables
    (``*_CODES``, ``CRUISE``, the armor-code dict read with ``.get``), and
    the damage-special classes ``(code, predicate, ...)``."""
    found: set[str] = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.args:
            if n.func.attr == "add" or (n.func.attr == "append" and isinstance(n.func.value, ast.Name)
                                        and n.func.value.id == "seeds"):
                found.update(_consts(n.args[0]))
            if n.func.attr == "get" and isinstance(n.func.value, ast.Dict):
                for v in n.func.value.values:
                    found.update(_consts(v))
        if isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "seeds" for t in n.targets) \
                and isinstance(n.value, ast.List):
            for e in n.value.elts:
                found.update(_consts(e))
        if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None \
                and any(isinstance(t, ast.Name) and (t.id.endswith("CODES") or t.id == "CRUISE")
                        for t in (n.targets if isinstance(n, ast.Assign) else [n.target])):  # NAME: Final = ... too
            v = n.value
            elts = v.values if isinstance(v, ast.Dict) else getattr(v, "elts", [])
            for e in elts:
                found.update(_consts(e))
        if isinstance(n, ast.Tuple) and len(n.elts) > 1 and isinstance(n.elts[1], ast.Lambda):
            found.update(_consts(n.elts[0]))
    return {c for c in found if CODE.fullmatch(c)}


@lru_cache(maxsize=1)
def as_specials() -> tuple[str, ...]:
    """Every special ability code the Alpha Strike conversion can emit:
    read off bv/alpha_strike/*.py and its equipment table
    (data/equipment_specials.json).  The catalog's BF abilities are not
    read: the conversion takes only a heat value from them (weapons.py)."""
    codes: set[str] = set()
    for path in sorted(AS_DIR.glob("*.py")):
        codes |= _codes_in_source(ast.parse(path.read_text(encoding="utf-8")))
    table = json.loads((AS_DIR / "data" / "equipment_specials.json").read_text(encoding="utf-8"))
    for rule in (*table["rules"], *table["also"]):
        codes.update(a[0] for a in rule.get("add", ()))
    return tuple(sorted(codes))


# --------------------------------------------------------------------------- the categories

def _ground(eq) -> bool:
    return bool(coverage_tool().families_of(eq))


def _items(pred) -> list:
    from construction.catalog import catalog

    return [e for e in catalog().items() if pred(e) and _ground(e)]


def _flagged(flag: str) -> tuple[str, ...]:
    return tuple(sorted(e.id for e in _items(lambda e: flag in e.flags)))


def _components(kind: str) -> tuple[str, ...]:
    return tuple(sorted(r.id for r in coverage_tool().component_rows() if r.kind == kind))


def _defensive() -> tuple[str, ...]:
    """Items the 'Mech BV counts as defensive equipment (TM p. 303): the
    flags of bv/data/equipment_rules.json 'defensive', and shields."""
    rules = json.loads((REPO / "bv" / "data" / "equipment_rules.json").read_text(encoding="utf-8"))["defensive"]
    wf, mf = set(rules["weapon_flags"]), set(rules["misc_flags"])
    shield = rules["shield_ids_contain"]

    def pred(e):
        if e.kind == "weapon":
            return bool(wf & e.flags)
        return e.kind == "misc" and bool(mf & e.flags or shield in e.id)
    return tuple(sorted(e.id for e in _items(pred)))


def _weapon_class(e) -> str:
    return e.weapon.weapon_class or "unclassed"


def _ba_mount_kinds() -> tuple[str, ...]:
    from construction.battle_armor_blk import MOUNT_KINDS

    return tuple(sorted(set(MOUNT_KINDS.values()))) + ("turret:modular", "turret:standard")


@lru_cache(maxsize=1)
def categories() -> dict[str, dict]:
    """category -> {'members': ..., 'covered': member -> tests}."""
    cov, marks = covers(), checklist_marks()
    out: dict[str, dict] = {}

    def by_items(name, members):
        out[name] = {"members": members, "covered": {m: cov.get(m, []) for m in members}}

    def by_components(name, kind):
        members = _components(kind)
        out[name] = {"members": members, "covered": {m: cov.get(f"{kind}:{m}", []) for m in members}}

    def by_group(name, items, key):
        groups: dict[str, list[str]] = {}
        for e in items:
            for k in key(e):
                groups.setdefault(k, []).append(e.id)
        out[name] = {"members": tuple(sorted(groups)),
                     "covered": {k: [t for i in ids for t in cov.get(i, [])] for k, ids in groups.items()}}

    def by_marks(name, members):
        out[name] = {"members": members, "covered": {m: marks.get((name, m), []) for m in members}}

    by_group("weapon class", _items(lambda e: e.kind == "weapon" and e.weapon is not None),
             lambda e: (_weapon_class(e),))
    by_group("ammo type", _items(lambda e: e.kind == "ammo" and e.ammo is not None and e.ammo.ammo_type),
             lambda e: (e.ammo.ammo_type,))
    by_group("munition", _items(lambda e: e.kind == "ammo" and e.ammo is not None), lambda e: e.ammo.munition)
    by_items("defensive item", _defensive())
    for kind in ("armor", "structure", "engine", "gyro", "cockpit", "myomer", "battle armor armor", "ProtoMech armor"):
        by_components(f"{kind} type", kind)
    by_items("partial wing", _flagged("F_PARTIAL_WING"))
    by_items("modular armor", _flagged("F_MODULAR_ARMOR"))
    by_marks("AS special", as_specials())
    by_items("BA manipulator", _flagged("F_BA_MANIPULATOR"))
    by_marks("BA mount", _ba_mount_kinds())
    by_items("BA mount item", tuple(sorted({*_flagged("F_AP_MOUNT"), *_flagged("F_MODULAR_WEAPON_MOUNT"),
                                              *_flagged("F_DETACHABLE_WEAPON_PACK"), *_flagged("F_BA_MEA")})))
    by_items("SV chassis modification", _flagged("F_CHASSIS_MODIFICATION"))
    return out


def listed_open() -> dict[tuple[str, str], tuple[str, str]]:
    """(category, member) -> (status, reason) of checklist_open.csv:
    'impossible' (no test can cover it, and why) or 'open' (not done yet)."""
    with open(OPEN, newline="", encoding="utf-8") as fh:
        return {(r["category"], r["member"]): (r["status"], r["reason"]) for r in csv.DictReader(fh)}


def table() -> str:
    """The audit as a Markdown table: members / covered / impossible / open."""
    lines = ["| category | members | covered | impossible | open |", "| --- | --- | --- | --- | --- |"]
    listed = listed_open()
    for name, c in categories().items():
        n = len(c["members"])
        cov = sum(bool(c["covered"][m]) for m in c["members"])
        imp = sum(listed.get((name, m), ("",))[0] == "impossible" for m in c["members"])
        opn = sum(listed.get((name, m), ("",))[0] == "open" for m in c["members"])
        lines.append(f"| {name} | {n} | {cov} | {imp} | {opn} |")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.path.insert(0, str(REPO))
    print(table())
    listed = listed_open()
    for name, c in categories().items():
        for m in c["members"]:
            if not c["covered"][m] and (name, m) not in listed:
                print(f"{name},{m}")
