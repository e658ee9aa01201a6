"""Dataclasses of the core whose ``__init__`` is written out.

The compiled core (construction/native.py) runs a method written in the
source as native code, but the ``__init__`` that ``@dataclass`` generates is
made at import time and interpreted.  The classes built thousands of times a
corpus run therefore spell their ``__init__`` out.  A written ``__init__``
must be the one ``@dataclass`` would have made: the same parameters in the
same order with the same defaults (None for a field a factory makes), every
field set once (the ``init=False`` ones too, there or in ``__post_init__``,
which it then calls last) and nothing else.
These tests read the source, so they hold for the compiled and the plain
core alike, and a field added to such a class without its parameter fails
here.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORE = ("construction", "bv")


def _decorated_dataclass(node: ast.ClassDef) -> bool:
    for dec in node.decorator_list:
        target = dec.func if isinstance(dec, ast.Call) else dec
        if isinstance(target, ast.Name) and target.id == "dataclass":
            return True
        if isinstance(target, ast.Attribute) and target.attr == "dataclass":
            return True
    return False


def written_inits() -> list[tuple[str, ast.ClassDef, ast.FunctionDef]]:
    """(module path, class, its __init__) of every dataclass in the core
    that writes its own ``__init__``."""
    found = []
    for package in CORE:
        for path in sorted((ROOT / package).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.ClassDef) and _decorated_dataclass(node):
                    for item in node.body:
                        if isinstance(item, ast.FunctionDef) and item.name == "__init__":
                            found.append((str(path.relative_to(ROOT)), node, item))
    return found


def _field_call(value) -> "ast.Call | None":
    if isinstance(value, ast.Call):
        func = value.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
        if name == "field":
            return value
    return None


def declared_fields(cls: ast.ClassDef) -> list[tuple[str, bool, "str | None"]]:
    """(name, in __init__, the default's source or None) of each field, in order."""
    out = []
    for stmt in cls.body:
        if not (isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)):
            continue
        if "ClassVar" in ast.unparse(stmt.annotation):
            continue
        init, default = True, None
        call = _field_call(stmt.value)
        if call is not None:
            for kw in call.keywords:
                if kw.arg == "init" and isinstance(kw.value, ast.Constant) and kw.value.value is False:
                    init = False
                elif kw.arg == "default":
                    default = ast.unparse(kw.value)
                elif kw.arg == "default_factory":
                    default = "<factory>"
        elif stmt.value is not None:
            default = ast.unparse(stmt.value)
        out.append((stmt.target.id, init, default))
    return out


def set_in_body(init: ast.FunctionDef) -> list[str]:
    """Field names the body sets with ``object.__setattr__(self, "name", ...)``."""
    names = []
    for node in ast.walk(init):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "__setattr__"
                and len(node.args) == 3 and isinstance(node.args[1], ast.Constant)):
            names.append(node.args[1].value)
    return names


CASES = written_inits()


def test_the_hot_classes_write_their_init():
    # The list is what the instruction counts pointed at; if it empties, the
    # checks below check nothing.
    names = {cls.name for _, cls, _ in CASES}
    assert {"Mount", "Running"} <= names


def _decorator_says_init_false(cls: ast.ClassDef) -> bool:
    return any(isinstance(d, ast.Call) and any(k.arg == "init" and getattr(k.value, "value", True) is False
                                               for k in d.keywords)
               for d in cls.decorator_list)


def test_a_written_init_is_declared_so_and_only_then():
    """A class that writes its ``__init__`` says ``init=False``: else
    ``@dataclass`` makes one at import anyway (from source text, compiled
    there: the largest part of start-up's dataclass work) and throws it
    away.  And a class saying ``init=False`` writes one, or it would have none."""
    written = {(path, cls.name) for path, cls, _ in CASES}
    for package in CORE:
        for path in sorted((ROOT / package).rglob("*.py")):
            rel = str(path.relative_to(ROOT))
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ClassDef) and _decorated_dataclass(node):
                    assert _decorator_says_init_false(node) == ((rel, node.name) in written), f"{rel} {node.name}"


@pytest.mark.parametrize("path,cls,init", CASES, ids=[f"{p}:{c.name}" for p, c, _ in CASES])
def test_written_init_is_the_generated_one(path, cls, init):
    fields = declared_fields(cls)
    params = init.args.args[1:]
    # A field made by a factory takes None for "a new one" (the generated
    # __init__ calls the factory for a missing argument).
    wanted = [(name, "None" if default == "<factory>" else default) for name, in_init, default in fields if in_init]
    got_names = [a.arg for a in params]
    assert got_names == [n for n, _ in wanted], f"{path} {cls.name}: parameters {got_names} != fields {wanted}"
    defaults = [None] * (len(params) - len(init.args.defaults)) + [ast.unparse(d) for d in init.args.defaults]
    assert defaults == [d for _, d in wanted], f"{path} {cls.name}: defaults differ from the fields'"
    assert not init.args.kwonlyargs and init.args.vararg is None and init.args.kwarg is None
    post = next((i for i in cls.body if isinstance(i, ast.FunctionDef) and i.name == "__post_init__"), None)
    set_here = set_in_body(init) + (set_in_body(post) if post is not None else [])
    assert sorted(set_here) == sorted(name for name, _, _ in fields), \
        f"{path} {cls.name}: __init__ (with __post_init__) must set every field once, and only fields"
    if post is not None:
        last = init.body[-1]
        assert ast.unparse(last) == "self.__post_init__()", f"{cls.name}: the written __init__ must end in __post_init__"


@pytest.mark.parametrize("path,cls,init", CASES, ids=[f"{p}:{c.name}" for p, c, _ in CASES])
def test_written_init_keeps_the_dataclass_contract(path, cls, init):
    """Still the dataclass it says it is: fields() lists the same fields,
    and it is frozen exactly when its decorator says so."""
    module = importlib.import_module(path[:-3].replace("/", "."))
    klass = getattr(module, cls.name)
    assert [f.name for f in dataclasses.fields(klass)] == [name for name, _, _ in declared_fields(cls)]
    frozen = any(isinstance(d, ast.Call) and any(k.arg == "frozen" and getattr(k.value, "value", False) for k in d.keywords)
                 for d in cls.decorator_list)
    assert klass.__dataclass_params__.frozen == frozen
