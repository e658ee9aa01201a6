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

:func:`write` keeps that promise for any design, not only the ones an
importer made: it writes the design's canonical form
(:mod:`construction.canonical`: what the rules read the same, written the
way the importer reads it back) and reads the text back
(:func:`check_reads_back`); a design that would come back otherwise - a
field the file has no place for, a value it holds another way - is an
ExportError naming the first field that differs, with the value the file
would give.
"""

from __future__ import annotations

import dataclasses
import json
import math
import re
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, Iterable, Optional

from .model import Design

_BAD_LINE: Final = re.compile("[\x00-\x1f\x7f\u2028\u2029]|^\\s|\\s$")
NAMES_PATH: Final = Path(__file__).resolve().parent / "data" / "megamek_names.json"

EXPORT_FORMATS: Final = ("mtf", "blk", "json")
# The MegaMek file type of each family.
FAMILY_FORMAT: Final = MappingProxyType({
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

        text = write_mtf(design)
    else:
        from .blk_writer import write_blk

        text = write_blk(design)
    check_reads_back(design, text, fmt)
    return text


def check_reads_back(design: Design, text: str, fmt: str) -> None:
    """The promise of every writer, kept: the file reads back, through
    MechForge's own importer, as the same design; else an ExportError
    naming the first field that would come back otherwise (or that the
    file would not read back at all), never a file that loses what the
    design says.  ``design`` is canonical (construction.canonical)."""
    from . import parse
    from .errors import ParseError

    try:
        back = parse(text, fmt)
    except ParseError as exc:
        field = _parse_error_field(exc.message, design)
        raise ExportError(f"{field}: the design cannot be written as .{fmt}: the file would not read back"
                          f" ({exc.message})", field) from None
    if back == design:
        return
    where, back_where = [a.location for a in design.armor], [a.location for a in back.armor]
    if where != back_where:
        raise ExportError(f"armor: locations {', '.join(where) or 'none'} cannot be written to a .{fmt} file, which"
                          f" would read them back as {', '.join(back_where) or 'none'}", "armor")
    from .schema import dump_design

    path = _first_difference(dump_design(design), dump_design(back))
    raise ExportError(f"{path}: {_shown(_value_at(design, path))} cannot be written to a .{fmt} file, which would"
                      f" read it back as {_shown(_value_at(back, path))}", path)


_ABSENT: Final = object()
# What a tag a reader names in a ParseError is, in the design (the tags the
# writers write from a design field).
_TAG_FIELDS: Final = {"cruisemp": "walk_mp", "safethrust": "walk_mp", "walk mp": "walk_mp", "jumpingmp": "jump_mp",
               "jump mp": "jump_mp", "armor": "armor", "tonnage": "tonnage", "mass": "tonnage",
               "weaponquirks": "weapon_quirks", "weaponquirk": "weapon_quirks", "quirks": "quirks",
               "transporters": "transporters", "year": "year", "mul id": "mul_id", "mul id:": "mul_id"}
_FAMILY_BLOCKS: Final = {"combat_vehicle": "vehicle", "support_vehicle": "support_vehicle", "battle_armor": "battle_armor",
                  "protomech": "protomech", "infantry": "infantry", "mech": "mech"}


def _parse_error_field(message: str, design: Design) -> str:
    """The design field a reader's ParseError is about: the field a
    readback check names (``engine.rating: ...``), the field a tag is
    written from (``<cruiseMP> ...``: walk_mp), else the design as a whole."""
    head = message.split(":", 1)[0].strip()
    if re.fullmatch(r"[a-z_]+(\.[a-z_0-9]+)*", head) and head not in _TAG_FIELDS:
        return head
    tag = re.search(r"<([^<>]+)>", message)
    key = (tag.group(1) if tag else head).strip().lower()
    if key == "motion_type":
        return f"{_FAMILY_BLOCKS[design.unit_type]}.motive"
    field = _TAG_FIELDS.get(key)
    if field == "transporters":
        return f"{_FAMILY_BLOCKS[design.unit_type]}.transporters"
    return field or "design"


def _first_difference(mine: Any, theirs: Any, path: str = "") -> str:
    """The dotted path of the first place two JSON documents differ, in the
    document's order ("design" when only the documents as a whole differ)."""
    if path in _FAMILY_BLOCKS.values():  # a family block left out of the JSON form holds its defaults: name the field
        mine, theirs = (mine if isinstance(mine, dict) else {}), (theirs if isinstance(theirs, dict) else {})
    if isinstance(mine, dict) and isinstance(theirs, dict):
        for key in list(mine) + [k for k in theirs if k not in mine]:
            a, b = mine.get(key, _ABSENT), theirs.get(key, _ABSENT)
            if a != b:
                return _first_difference(a, b, f"{path}.{key}" if path else key)
    elif isinstance(mine, list) and isinstance(theirs, list):
        for i, (a, b) in enumerate(zip(mine, theirs)):
            if a != b:
                return _first_difference(a, b, f"{path}.{i}" if path else str(i))
        if len(mine) != len(theirs):  # one more or one fewer at the end
            return f"{path}.{min(len(mine), len(theirs))}"
    return path or "design"


def _value_at(design: Design, path: str) -> Any:
    """The design's value at a dotted path of its JSON form (a default the
    form leaves out included); _ABSENT past the end of a list."""
    value: Any = design
    for part in path.split("."):
        if isinstance(value, tuple):
            index = int(part)
            if index >= len(value):
                return _ABSENT
            value = value[index]
        elif value is None or not hasattr(value, part):
            return _ABSENT
        else:
            value = getattr(value, part)
    return value


def _plain(value: Any) -> Any:
    """A design value as its JSON form shows it (fields at their default
    left out)."""
    if dataclasses.is_dataclass(value):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)
                if f.compare and getattr(value, f.name) != f.default and getattr(value, f.name) != ()}
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _shown(value: Any) -> str:
    if value is _ABSENT or value is None:
        return "nothing"
    value = _plain(value)
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 80 else text[:77] + "..."


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


def weapon_quirk_line(index: int, quirk) -> str:
    """``quirk:location:slot:item``, the weapon quirk line of both formats;
    an ExportError naming the part that holds a line break or a ':' (the
    parts are ':'-separated: one more would not read back)."""
    parts = [(f"weapon_quirks.{index}.quirk", quirk.quirk), (f"weapon_quirks.{index}.location", quirk.location),
             (f"weapon_quirks.{index}.item", quirk.item)]
    check_lines(parts)
    for field, value in parts:
        if ":" in value:
            raise ExportError(f"{field}: a weapon quirk line cannot hold ':'", field)
    return f"{quirk.quirk}:{quirk.location}:{quirk.slot}:{quirk.item}"


def tech_level(tech_base: str, rules_level: str) -> int:
    """MegaMek's tech-level number for a tech base at a rules level (the
    value of <armor_tech_level> and <armor_tech>)."""
    table: Any = names()["blk"]["tech_levels"]
    return int(table["Clan" if tech_base == "Clan" else "IS"][rules_level])


__all__ = ["EXPORT_FORMATS", "ExportError", "FAMILY_FORMAT", "check_line", "check_reads_back", "decimal", "design_json",
           "format_for", "generator", "item_id", "names", "tech_level", "weapon_quirk_line", "whole", "write"]
