"""The result object for one unit, shared by the CLI and the HTTP API.

:func:`evaluate_design` is the one place the verdict on a design is put
together; later work adds Battle Value, Alpha Strike and cost to it.
:func:`evaluate_text` does the same for a unit file's text, turning files
that cannot be read (or families not supported yet) into result objects too.
"""

from __future__ import annotations

from typing import Any, Optional

import construction
from construction import ParseError, UnsupportedFamily

IDENTITY = ("unit_type", "chassis", "model", "mul_id", "tonnage")

UNSUPPORTED_CODE = "UNSUPPORTED_FAMILY"


def evaluate_design(design: construction.Design, source: Optional[str] = None) -> dict[str, Any]:
    """Everything MechForge says about a design.

    Keys: source, unit_type, chassis, model, mul_id, tonnage, valid (True,
    False, or None when the family's rules are not implemented yet), errors,
    warnings, unit (:func:`construction.summary`).
    """
    report = construction.validate(design).to_dict()
    unit = construction.summary(design)
    result: dict[str, Any] = {"source": source}
    for key in IDENTITY:
        result[key] = unit.get(key)
    result["valid"] = report["valid"]
    result["errors"] = report["errors"]
    result["warnings"] = report["warnings"]
    result["unit"] = unit
    return result


def evaluate_text(text: str, fmt: str, source: Optional[str] = None) -> tuple[dict[str, Any], bool]:
    """Evaluate a unit file's text.  Returns (result, readable).

    An unreadable file gives a result with valid None and the parse error in
    ``errors`` (readable False).  A readable file of a family not supported
    yet gives its identity, valid None and an UNSUPPORTED_FAMILY error
    (readable True).
    """
    try:
        design = construction.parse(text, fmt, source=source)
    except UnsupportedFamily as exc:
        ident = exc.identity
        result = _empty(source)
        for key in IDENTITY:
            result[key] = getattr(ident, key, None)
        result["errors"] = [
            {
                "code": UNSUPPORTED_CODE,
                "severity": "error",
                "message": exc.message,
                "location": None,
                "item": None,
            }
        ]
        return result, True
    except ParseError as exc:
        return unreadable(source, exc.to_dict()), False
    return evaluate_design(design, source=source), True


def unreadable(source: Optional[str], error: dict[str, Any]) -> dict[str, Any]:
    """The result object of a file that could not be read."""
    result = _empty(source)
    issue = {"code": error.get("code", "PARSE_ERROR"), "severity": "error", "message": error.get("message", "")}
    if error.get("line"):
        issue["line"] = error["line"]
    issue.setdefault("location", None)
    issue.setdefault("item", None)
    result["errors"] = [issue]
    return result


def _empty(source: Optional[str]) -> dict[str, Any]:
    result: dict[str, Any] = {"source": source}
    for key in IDENTITY:
        result[key] = None
    result.update(valid=None, errors=[], warnings=[], unit=None)
    return result


__all__ = ["evaluate_design", "evaluate_text", "unreadable"]
