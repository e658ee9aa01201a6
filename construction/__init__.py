"""Construction: the design model, its JSON form, the importers and the
construction rules of each unit family.

Entry points used by the CLI and the HTTP API:

* :func:`parse` - text in MegaMek's .mtf/.blk formats -> :class:`Design`
* :func:`export` - :class:`Design` -> the text of its MegaMek file (.mtf/.blk)
  or its JSON form
* :func:`load_design` / :func:`dump_design` - JSON form <-> :class:`Design`
* :func:`validate` - every construction rule a design breaks, as a Report
* :func:`summary` - the identity fields shown with every result
"""

from __future__ import annotations

from . import native

native.activate(__name__, __path__)  # the compiled core, when built and fresh (issue 14)

from .entry import FORMATS, export, parse, summary, unknown_mounts, validate
from .errors import ParseError, UnsupportedFamily
from .model import Design
from .report import Report
from .writers import EXPORT_FORMATS, ExportError


def __getattr__(name: str):
    """The JSON form's names (DesignError, dump_design, load_design), imported
    on first use: the JSON form needs marshmallow, which a run that only reads
    unit files never loads."""
    if name in ("DesignError", "dump_design", "load_design"):
        from . import schema

        return getattr(schema, name)
    raise AttributeError(f"module 'construction' has no attribute {name!r}")


__all__ = [
    "Design",
    "DesignError",
    "EXPORT_FORMATS",
    "ExportError",
    "FORMATS",
    "ParseError",
    "Report",
    "UnsupportedFamily",
    "dump_design",
    "export",
    "load_design",
    "parse",
    "summary",
    "unknown_mounts",
    "validate",
]
