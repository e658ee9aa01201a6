"""Validation results: one :class:`Issue` per broken rule, gathered in a
:class:`Report`.  Rule citations live in data/rules/*.json, keyed by code, so
every issue names its book and page without the checks repeating them."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, Mapping, Optional

ERROR: Final = "error"
WARNING: Final = "warning"


@dataclass(frozen=True, init=False)
class Rule:
    code: str
    title: str
    book: str
    page: Optional[str]
    severity: str = ERROR
    errata: Optional[str] = None

    def __init__(self, code: str, title: str, book: str, page: Optional[str], severity: str = ERROR,
                 errata: Optional[str] = None) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "title", title)
        object.__setattr__(self, "book", book)
        object.__setattr__(self, "page", page)
        object.__setattr__(self, "severity", severity)
        object.__setattr__(self, "errata", errata)


RULES_DIR: Final = Path(__file__).resolve().parent / "data" / "rules"  # one JSON file per unit family


_RULE_TABLES: Final[dict[str, Mapping[str, Any]]] = {}


def rule_tables(family: str) -> Mapping[str, Any]:
    """The ``tables`` of data/rules/<family>.json (rules kept as data, each
    row with its book and page), loaded once per family (a dict: asked
    ~40,000 times over the corpus, see bv.tables.table)."""
    found = _RULE_TABLES.get(family)
    if found is None:
        path = RULES_DIR / f"{family}.json"
        found = _RULE_TABLES[family] = json.loads(path.read_text(encoding="utf-8"))["tables"]
    return found


@lru_cache(maxsize=1)
def rules() -> Mapping[str, Rule]:
    """The rule registry: every data/rules/*.json file (one per unit family),
    loaded once.  A code defined twice is an error."""
    table = {}
    folder = RULES_DIR
    entries = []
    for path in sorted(folder.iterdir(), key=lambda p: p.name):
        if path.name.endswith(".json"):
            entries.extend(json.loads(path.read_text(encoding="utf-8"))["rules"].items())
    for code, entry in entries:
        if code in table:
            raise ValueError(f"rule code {code} is defined twice in data/rules/")
        table[code] = Rule(
            code=code,
            title=entry["title"],
            book=entry["book"],
            page=entry.get("page"),
            severity=entry.get("severity", ERROR),
            errata=entry.get("errata"),
        )
    return MappingProxyType(table)


@dataclass(frozen=True, init=False)
class Issue:
    code: str
    message: str
    severity: str = ERROR
    location: Optional[str] = None
    item: Optional[str] = None
    line: Optional[int] = None  # the unit file's line, for issues an importer noticed
    # (book, page, errata) of the table row that raised it, where a code
    # serves many rows each with its own citation (data/rules/*.json tables)
    ref: Optional[tuple] = None

    def __init__(self, code: str, message: str, severity: str = ERROR, location: Optional[str] = None,
                 item: Optional[str] = None, line: Optional[int] = None, ref: Optional[tuple] = None) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "message", message)
        object.__setattr__(self, "severity", severity)
        object.__setattr__(self, "location", location)
        object.__setattr__(self, "item", item)
        object.__setattr__(self, "line", line)
        object.__setattr__(self, "ref", ref)

    def citation(self) -> Optional[dict[str, Any]]:
        """Book and page of the rule broken: the raising table row's, else the code's."""
        ref = self.ref
        if ref is None:
            rule = rules().get(self.code)
            if rule is None:
                return None
            ref = (rule.book, rule.page, rule.errata)
        book, page, errata = ref
        out = {"book": book, "page": page}
        if errata:
            out["errata"] = errata
        return out

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "severity": self.severity, "message": self.message}
        out["location"] = self.location
        out["item"] = self.item
        if self.line is not None:
            out["line"] = self.line
        ref = self.citation()
        if ref is not None:
            out["rule"] = ref
        return out


@dataclass(init=False)
class Report:
    """Collects issues; checks call :meth:`error` / :meth:`warn`."""

    issues: list[Issue] = field(default_factory=list)
    supported: bool = True

    def __init__(self, issues: Optional[list[Issue]] = None, supported: bool = True) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "issues", [] if issues is None else issues)
        object.__setattr__(self, "supported", supported)

    def add(self, code, message: str, location: Optional[str] = None, item: Optional[str] = None,
            line: Optional[int] = None) -> None:
        """Record a broken rule.  ``code`` is a rule code, or a table row
        (a mapping with ``code`` and its own ``book`` and ``page``): the issue
        then cites the row's page rather than the code's."""
        ref = None
        if not isinstance(code, str):
            row = code
            code = row["code"]
            if row.get("book") and row.get("page"):
                ref = (row["book"], str(row["page"]), row.get("errata"))
        rule = rules().get(code)
        if rule is None:
            raise KeyError(f"rule code {code!r} is not in data/rules/*.json")
        self.issues.append(Issue(code, message, rule.severity, location, item, line, ref))

    def unknown_item(self, mount) -> None:
        """A mount naming an item the catalog does not have (every family)."""
        self.add("UNKNOWN_EQUIPMENT", f"{mount.item!r} is not in the equipment catalog", mount.location, mount.item)

    def add_import_notes(self, notes) -> None:
        """Merge what the importer noticed: an UNKNOWN_EQUIPMENT issue the
        checks raised gets the file line of its note; other notes (unknown
        keys) are added as they are."""
        lines: dict[tuple, list[int]] = {}
        for note in notes:
            if note.code == "UNKNOWN_EQUIPMENT":
                lines.setdefault((note.item, note.location), []).append(note.line)
                lines.setdefault((note.item, None), []).append(note.line)
            else:
                self.add(note.code, note.message, note.location, note.item, note.line)
        if not lines:
            return
        for index, issue in enumerate(self.issues):
            if issue.code != "UNKNOWN_EQUIPMENT" or issue.line is not None:
                continue
            found = lines.get((issue.item, issue.location)) or lines.get((issue.item, None))
            if found:
                line = found.pop(0)
                self.issues[index] = Issue(issue.code, issue.message, issue.severity, issue.location, issue.item, line, issue.ref)

    # The severity is the rule's; these names only read better at call sites.
    def error(self, code, message: str, location: Optional[str] = None, item: Optional[str] = None,
              line: Optional[int] = None) -> None:
        self.add(code, message, location, item, line)

    def warn(self, code, message: str, location: Optional[str] = None, item: Optional[str] = None,
             line: Optional[int] = None) -> None:
        self.add(code, message, location, item, line)

    @property
    def errors(self) -> list[Issue]:
        return [i for i in self.issues if i.severity == ERROR]

    @property
    def warnings(self) -> list[Issue]:
        return [i for i in self.issues if i.severity == WARNING]

    @property
    def valid(self) -> Optional[bool]:
        if not self.supported:
            return None
        return not self.errors

    def codes(self) -> set[str]:
        return {i.code for i in self.issues}

    def to_dict(self) -> dict[str, Any]:
        return {
            "valid": self.valid,
            "errors": [i.to_dict() for i in self.errors],
            "warnings": [i.to_dict() for i in self.warnings],
        }
