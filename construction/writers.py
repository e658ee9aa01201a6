"""Writing designs out: MegaMek's unit files (.mtf, .blk) and the design JSON.

:func:`write` is what ``construction.export`` calls.  Each family has one
MegaMek file type, as MegaMek writes it today: 'Mechs an .mtf
(:mod:`construction.mtf_writer`), every other family a .blk
(:mod:`construction.blk_writer`).  The JSON form is the canonical design
document (:func:`construction.dump_design`), indented and stable.

What a writer promises: the file reads back, through MechForge's own
importers, as the same design (every field an importer reads is written),
and the same design always gives the same bytes.  That is why the
"generator" / "Saved from version" line names MechForge and its version but
no date: a design exported today and tomorrow gives the same file.

A design that cannot be written in the asked format (a 'Mech as .blk, a
name with a line break, a 'Mech of 37.5 tons) is an :class:`ExportError`
naming the field, never a file that reads back as something else.

:func:`write` writes a design's canonical form
(:mod:`construction.canonical`: what the rules read the same, written the
way the importer reads it back), so a design written by hand exports as
the design its JSON form is read as.
"""

from __future__ import annotations

import json
import math
import re
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Iterable, Optional

from .model import Design

_BAD_LINE = re.compile("[\x00-\x1f\x7f\u2028\u2029]|^\\s|\\s$")
NAMES_PATH = Path(__file__).resolve().parent / "data" / "megamek_names.json"

EXPORT_FORMATS = ("mtf", "blk", "json")
# The MegaMek file type of each family.
FAMILY_FORMAT = MappingProxyType({
    "mech": "mtf",
    "combat_vehicle": "blk",
    "support_vehicle": "blk",
    "battle_armor": "blk",
    "protomech": "blk",
    "infantry": "blk",
})


class ExportError(ValueError):
    """A design that cannot be written in the asked format.  ``field`` is
    the design field (dotted path) or request field (``to``) to blame."""

    def __init__(self, message: str, field: str = "to"):
        super().__init__(message)
        self.message = message
        self.field = field


def format_for(unit_type: str) -> str:
    """The MegaMek file type ('mtf' or 'blk') a family is written as."""
    return FAMILY_FORMAT[unit_type]


def write(design: Design, fmt: str) -> str:
    """The design as the text of a file of format ``fmt`` ('mtf', 'blk' or
    'json'); an ExportError when the format does not fit the family."""
    fmt = (fmt or "").lower()
    if fmt not in EXPORT_FORMATS:
        raise ExportError(f"unknown export format {fmt!r}; use one of {', '.join(EXPORT_FORMATS)}")
    from .canonical import canonical

    design = canonical(design)
    if fmt == "json":
        return design_json(design)
    wanted = format_for(design.unit_type)
    if fmt != wanted:
        family = design.unit_type.replace("_", " ")
        raise ExportError(f"a {family} design is written as .{wanted}, not .{fmt}")
    if fmt == "mtf":
        from .mtf_writer import write_mtf

        return write_mtf(design)
    from .blk_writer import write_blk

    return write_blk(design)


def design_json(design: Design) -> str:
    """The canonical JSON form, indented, keys in the schema's order, one
    newline at the end: the same design always gives the same text."""
    from .canonical import canonical
    from .schema import dump_design

    return json.dumps(dump_design(canonical(design)), indent=2, ensure_ascii=False) + "\n"


# ------------------------------------------------------------------ helpers
@lru_cache(maxsize=1)
def names() -> MappingProxyType:
    """The MegaMek words for MechForge ids (data/megamek_names.json)."""
    with open(NAMES_PATH, encoding="utf-8") as fh:
        return MappingProxyType(json.load(fh))


@lru_cache(maxsize=1)
def generator() -> str:
    """Who wrote the file: 'MechForge <version>' (looked up once)."""
    try:
        from importlib.metadata import version

        return f"MechForge {version('mechforge')}"
    except Exception:  # pragma: no cover - not installed as a package
        return "MechForge"


def decimal(value: float) -> str:
    """A number as MegaMek writes a Java double in plain notation: ``45.0``,
    ``3.8``, ``0.085`` (never an exponent, which the .mtf size pattern would
    not read)."""
    value = float(value)
    text = repr(value)
    if "e" in text or "E" in text:
        text = f"{value:.12f}".rstrip("0")
        if text.endswith("."):
            text += "0"
    return text


def whole(value: float, field: str) -> int:
    """A number the file format holds as a whole number (an ExportError
    naming ``field`` when it has a fraction)."""
    if value is None or not math.isfinite(float(value)) or float(value) != int(value):
        raise ExportError(f"{field} must be a whole number to be written, got {value!r}", field)
    return int(value)


@lru_cache(maxsize=16384)
def item_id(name: str) -> str:
    """What a file names an item by: its catalog id, MegaMek's internal name
    (what MegaMek's writers write), for any name or alias the catalog knows;
    a name it does not know, as written."""
    from .catalog import catalog

    eq = catalog().find(name)
    return eq.id if eq is not None else name


def check_line(value: Optional[str], field: str) -> Optional[str]:
    """A text written on one line of a unit file: no line breaks or other
    control characters, no leading or trailing spaces (the importers strip
    them, so they would not read back)."""
    if value is None or not _BAD_LINE.search(value):
        return value
    if value != value.strip():
        raise ExportError(f"{field} has leading or trailing spaces, which a unit file does not keep", field)
    raise ExportError(f"{field} has a line break or control character, which a unit file cannot hold", field)


def check_lines(values: Iterable[tuple[str, Optional[str]]]) -> None:
    for field, value in values:
        check_line(value, field)


def tech_level(tech_base: str, rules_level: str) -> int:
    """MegaMek's tech-level number for a tech base at a rules level (the
    value of <armor_tech_level> and <armor_tech>)."""
    table: Any = names()["blk"]["tech_levels"]
    return int(table["Clan" if tech_base == "Clan" else "IS"][rules_level])


__all__ = ["EXPORT_FORMATS", "ExportError", "FAMILY_FORMAT", "check_line", "decimal", "design_json", "format_for",
           "generator", "item_id", "names", "tech_level", "whole", "write"]
