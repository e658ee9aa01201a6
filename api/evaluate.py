"""The result object for one unit, shared by the CLI and the HTTP API.

:func:`evaluate_design` is the one place the verdict on a design is put
together; later work adds Battle Value, Alpha Strike and cost to it.
:func:`evaluate_text` does the same for a unit file's text, turning files
that cannot be read (or families not supported yet) into result objects too.
"""

from __future__ import annotations

from typing import Any, Optional

import bv
import bv.alpha_strike
import construction
from construction import ParseError, UnsupportedFamily

IDENTITY = ("unit_type", "chassis", "model", "mul_id", "tonnage")

UNSUPPORTED_CODE = "UNSUPPORTED_FAMILY"


def _log():
    """The "api" logger, for a failed BV or Alpha Strike conversion: logging
    is imported only then (a command-line run needs it for nothing else)."""
    import logging

    return logging.getLogger("api")


def evaluate_design(design: construction.Design, source: Optional[str] = None,
                    explain: bool = False) -> dict[str, Any]:
    """Everything MechForge says about a design.

    Keys: source, unit_type, chassis, model, mul_id, tonnage, valid (True,
    False, or None when the family's rules are not implemented yet), errors,
    warnings, unit (:func:`construction.summary`), bv (BV 2.0 for a 4/5
    crew, or None where it cannot be computed yet) and, with ``explain``,
    bv_breakdown (the steps of the calculation), alpha_strike (the Alpha
    Strike card values, with its conversion steps under ``steps`` when
    explained, or None for a family not converted yet).
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
    bv_result = battle_value(design, explain)
    result["bv"] = bv_result.bv if bv_result else None
    # False when equipment the catalog does not know was left out of the BV
    result["bv_complete"] = bv_result.complete if bv_result else None
    if explain:
        result["bv_breakdown"] = [s.as_dict() for s in bv_result.breakdown] if bv_result else None
    as_result = alpha_strike(design, explain)
    result["alpha_strike"] = as_result.as_dict(explain=explain) if as_result else None
    return result


def alpha_strike(design: construction.Design, explain: bool = True):
    """bv.alpha_strike.convert(design), or None for a unit family it does
    not convert yet or a design it cannot work out (logged); without
    ``explain`` the steps may be left out."""
    try:
        return bv.alpha_strike.convert(design, explain=explain)
    except bv.alpha_strike.NotConvertible:
        return None
    except Exception:  # a design the converter cannot handle must not sink the verdict
        _log().warning("Alpha Strike conversion of %s %s failed", design.chassis, design.model, exc_info=True)
        return None


def battle_value(design: construction.Design, explain: bool = True):
    """bv.compute(design) for a 4/5 crew, or None for a unit family it does
    not handle yet (ValueError / NotImplementedError) or a design it cannot
    work out (logged); without ``explain`` the breakdown may be left out."""
    try:
        return bv.compute(design, explain=explain)
    except (ValueError, NotImplementedError):
        return None
    except Exception:  # a design bv cannot handle must not sink the verdict
        _log().warning("BV of %s %s failed", design.chassis, design.model, exc_info=True)
        return None


def evaluate_text(text: str, fmt: str, source: Optional[str] = None,
                  explain: bool = False) -> tuple[dict[str, Any], bool]:
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
    return evaluate_design(design, source=source, explain=explain), True


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
    result.update(valid=None, errors=[], warnings=[], unit=None, bv=None, bv_complete=None, alpha_strike=None)
    return result


__all__ = ["alpha_strike", "battle_value", "evaluate_design", "evaluate_text", "unreadable"]
