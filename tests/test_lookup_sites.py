"""One place where a design's names meet the catalog (issue 14).

Validation, BV, Alpha Strike and the record sheets read the resolved design
(construction/resolved.py); only the importers (a file's names become
catalog ids), the writers (ids become MegaMek's names), the JSON form's
load (names made canonical) and resolve itself look names up.  This test
reads every module of construction/, bv/ and records/ and fails on a
catalog name lookup (``catalog().find/resolve``, ``cat.find``,
``canonical_item``) anywhere else, so a new consumer cannot start resolving
names again on its own.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("construction", "bv", "records")
LOOKUPS = {"find", "resolve"}

# where looking a name up is the module's job
ALLOWED_MODULES = {
    "construction/catalog.py": "the catalog itself",
    "construction/resolved.py": "resolve: the one place a design's names meet the catalog",
    "construction/schema.py": "the JSON form: names made canonical at load",
    "construction/canonical.py": "the JSON form read as its unit file reads back (load_design): what the importers do",
    "construction/mtf.py": "importer",
    "construction/blk.py": "importer (shared .blk reading)",
    "construction/vehicle_blk.py": "importer",
    "construction/battle_armor_blk.py": "importer",
    "construction/protomech_blk.py": "importer",
    "construction/infantry_blk.py": "importer",
    "construction/writers.py": "writer: ids to MegaMek's names",
}
# single functions elsewhere, with the reason
ALLOWED_FUNCTIONS = {
    ("construction/battle_armor.py", "_ARMOR_ITEMS"): "a table built once: armor types' catalog ids, no design involved",
}


def _is_catalog(node: ast.AST) -> bool:
    """``catalog()``, a name ``cat``/``catalog``, or ``x.catalog``."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "catalog":
        return True
    if isinstance(node, ast.Name) and node.id in ("cat", "catalog", "_catalog"):
        return True
    return isinstance(node, ast.Attribute) and node.attr == "catalog"


def lookup_sites(path: Path) -> list[tuple[str, int]]:
    """(enclosing function, line) of every catalog name lookup in a module."""
    tree = ast.parse(path.read_text(), filename=str(path))
    found = []

    def visit(node: ast.AST, function: str) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            function = node.name
        if isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Attribute) and f.attr in LOOKUPS and _is_catalog(f.value):
                found.append((function, node.lineno))
            elif isinstance(f, ast.Name) and f.id == "canonical_item":
                found.append((function, node.lineno))
        for child in ast.iter_child_nodes(node):
            visit(child, function)

    visit(tree, "<module>")
    return found


def _modules():
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            yield path.relative_to(ROOT).as_posix(), path


def test_no_name_lookups_outside_resolve_the_importers_and_the_writers():
    strays = []
    for rel, path in _modules():
        if rel in ALLOWED_MODULES or rel.endswith("_writer.py"):
            continue
        for function, line in lookup_sites(path):
            if (rel, function) not in ALLOWED_FUNCTIONS:
                strays.append(f"{rel}:{line} in {function}()")
    assert strays == [], "catalog name lookups outside resolve(): " + ", ".join(strays)


def test_the_scanner_sees_lookups():
    """The scan finds resolve's own lookups and the allowed table build, so
    the test above can fail."""
    assert lookup_sites(ROOT / "construction" / "resolved.py")
    assert [f for f, _ in lookup_sites(ROOT / "construction" / "battle_armor.py")] == ["_ARMOR_ITEMS"]


def test_the_allow_lists_name_real_places():
    for rel in ALLOWED_MODULES:
        assert (ROOT / rel).is_file(), rel
    for rel, function in ALLOWED_FUNCTIONS:
        assert function in {f for f, _ in lookup_sites(ROOT / rel)}, (rel, function)
