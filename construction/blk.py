"""Reading MegaMek's .blk format (vehicles, battle armor, ProtoMechs, infantry).

A .blk file is a list of ``<tag>`` ... ``</tag>`` blocks holding value lines;
tags are case-insensitive and ``#`` starts a comment line.  :func:`scan`
returns the blocks; :func:`identify` reads just what every family has
(unit type, names, tonnage, MUL id), which is enough to report a unit whose
family MechForge does not handle yet.  The family importers build designs
from the scanned blocks.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Final, Optional, overload

from .catalog import catalog
from .errors import ParseError
from .model import RULES_LEVEL_BY_NUMBER, RULES_LEVELS, ImportNote, WeaponQuirk

# A unit file's "mul id:" line: a Master Unit List id, or MegaMek's unset id
# -1, which today's files (0.50, 2025-2026) write for a unit the MUL lacks
# (Spotlight On: Jade Warriors' Titan TI-1Ak 'Highshooter'): no id.
NO_MUL_ID: Final = -1
MUL_ID_MAX: Final = 10**9


def mul_id(number: Optional[int]) -> Optional[int]:
    """A read ``mul id:`` value (range-checked from NO_MUL_ID up), None for MegaMek's unset id."""
    return None if number == NO_MUL_ID else number


_OPEN: Final = re.compile(r"^<\s*([^/<>][^<>]*?)\s*>$")
_CLOSE: Final = re.compile(r"^</\s*([^<>]+?)\s*>$")

# MegaMek unit types -> MechForge unit types (None: a family not handled).
UNIT_TYPES: Final = {
    "tank": "combat_vehicle",
    "vtol": "combat_vehicle",
    "naval": "combat_vehicle",
    "supertank": "combat_vehicle",
    "supportank": "support_vehicle",
    "supporttank": "support_vehicle",
    "largesupporttank": "support_vehicle",
    "supportvtol": "support_vehicle",
    "fixedwingsupport": "support_vehicle",
    "battlearmor": "battle_armor",
    "protomech": "protomech",
    "protomek": "protomech",
    "infantry": "infantry",
    "conventionalfighter": "conventional_fighter",
    "aero": "aerospace_fighter",
    "aerospacefighter": "aerospace_fighter",
    "smallcraft": "small_craft",
    "dropship": "dropship",
    "gunemplacement": "gun_emplacement",
}


# The text scanned last and what the scan found: construction.parse scans a
# file to identify its family, then the family's importer scans the same text.
_LAST: tuple = (None, None, None)


def scan(text: str, lines: Optional[dict] = None) -> dict[str, list[str]]:
    """The file's blocks: lower-cased tag -> its value lines (stripped).

    With ``lines`` (a dict), it is filled with tag -> (line of the opening
    tag, [line of each value]) so importers can name lines in notes."""
    found_blocks, found_lines = _scanned(text)
    if lines is not None:
        for tag, (opened, numbers) in found_lines.items():
            lines[tag] = (opened, list(numbers))
    return {tag: list(values) for tag, values in found_blocks.items()}  # the caller's own lists


def _scanned(text: str) -> tuple[dict, dict]:
    """The blocks and lines of ``text`` (see scan), scanned once for the
    identification and the importer: shared, for reading only."""
    global _LAST
    if not isinstance(text, str):
        raise ParseError("a .blk file must be text")
    last = _LAST  # a local: another thread (a server worker's) may replace _LAST meanwhile
    if last[0] is not text:
        found_lines: dict = {}
        last = _LAST = (text, _scan(text, found_lines), found_lines)
    return last[1], last[2]


def _tag_line(line: str) -> tuple[Optional[str], Optional[str]]:
    """(closing tag, opening tag) a stripped line starting with "<" holds,
    as written (None for what it is not).  Kept: tag lines are half of
    every file, and the same few hundred recur across the corpus (a dict
    emptied when it grows large, not lru_cache: ~86,000 calls over the
    corpus, each through the cache's wrapper)."""
    found = _TAG_LINES.get(line)
    if found is None:
        if len(_TAG_LINES) >= 4096:
            _TAG_LINES.clear()
        closing = _CLOSE.match(line)
        if closing:
            found = (closing.group(1), None)
        else:
            opening = _OPEN.match(line)
            found = (None, opening.group(1) if opening else None)
        _TAG_LINES[line] = found
    return found


_TAG_LINES: Final[dict[str, tuple[Optional[str], Optional[str]]]] = {}


# The line boundaries str.splitlines knows beside "\n"
_OTHER_BREAKS: Final = ("\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029")


def split_lines(text: str) -> list[str]:
    """``text.splitlines()``, found faster in the usual unit file: one whose
    lines end in "\n" alone is cut there (a search for a character runs
    far faster than splitlines' test of every character against each
    boundary it knows).  Any other boundary in the text: splitlines itself."""
    for other in _OTHER_BREAKS:
        if other in text:
            return text.splitlines()
    lines = text.split("\n")
    if not lines[-1]:
        lines.pop()  # splitlines gives no empty line after a final "\n" (nor for "")
    return lines


def _scan(text: str, lines: dict) -> dict[str, list[str]]:
    text = text.lstrip("\ufeff")  # a byte-order mark before the first line
    blocks: dict[str, list[str]] = {}
    current: Optional[str] = None
    opened_at = 0
    values: list[str] = []
    value_lines: list[int] = []
    for number, text_line in enumerate(split_lines(text), start=1):
        line = text_line.strip()  # compiled, a direct call (map(str.strip, ...) calls through Python)
        if not line:
            continue
        if line[0] == "<":
            closing, opening = _tag_line(line)
            if closing is not None:
                if current is None or closing.strip().lower() != current:
                    raise ParseError(f"closing tag </{closing}> without a matching opening tag", line=number)
                if current in blocks:  # a tag written twice: its values follow the first's
                    blocks[current].extend(values)
                else:
                    blocks[current] = values
                if current in lines:
                    lines[current][1].extend(value_lines)
                else:
                    lines[current] = (opened_at, value_lines)
                current = None
                continue
            if opening is not None and current is None:
                current = opening.strip().lower()
                opened_at = number
                values, value_lines = [], []
                continue
        if current is None:
            if line[0] == "#":
                continue
            raise ParseError(f"text outside any <tag> block: {line[:80]!r}", line=number)
        if line[0] == "#":
            continue
        values.append(line)
        value_lines.append(number)
    if current is not None:
        raise ParseError(f"<{current}> is never closed (the file may be truncated)", line=opened_at)
    return blocks


# Tags holding background text, pictures or MegaMek bookkeeping: read by no rule.
IGNORED_TAGS: Final = frozenset({
    "overview", "capabilities", "deployment", "history", "manufacturer", "primaryfactory",
    "systemmanufacturers", "systemmodels", "notes", "imagepath", "icon", "fluffimage", "blockversion",
    "version", "bv", "fluff",
    # the year the design first appeared, where <year> is that of this model: no rule reads it
    "originalbuildyear",
    # the unit's identifier, which MegaMek 0.51 (2026) writes into the files it saves
    "uuid",
})


def unknown_tag_notes(lines: dict, known) -> list:
    """An UNKNOWN_KEY note (a warning with its line) for each tag that is
    neither read by the importer (``known``) nor background text."""
    return [
        ImportNote("UNKNOWN_KEY", f"<{tag}> is not read by MechForge", opened, tag)
        for tag, (opened, _values) in lines.items()
        if tag not in known and tag not in IGNORED_TAGS
    ]


def one_shot_load(name: str, tech_base: str) -> bool:
    """Is this ``<slotless_equipment>`` line ammunition?  Today's files list
    there the load of each one-shot launcher ("...OS"): part of the weapon
    (TM p. 230), with no bin, weight, slot or BV of its own."""
    item = catalog().resolve(name.strip(), tech_base)
    return item is not None and item.kind == "ammo"


def unknown_item_note(item: str, location: Optional[str], line: Optional[int]):
    return ImportNote("UNKNOWN_EQUIPMENT", f"unknown equipment {item!r}", line, item, location)


def stored_item(name: str, tech_base: str, location: Optional[str], line: Optional[int], notes: list) -> str:
    """How an item written in a file is stored: its catalog id when the
    catalog knows it (as the JSON form stores it), else the name as written,
    with an UNKNOWN_EQUIPMENT note naming its line."""
    eq = catalog().resolve(name, tech_base)
    if eq is None:
        notes.append(unknown_item_note(name, location, line))
        return name
    return eq.id


def weapon_quirks(blocks: dict, lines: dict) -> tuple:
    """``<weaponQuirks>`` lines ``quirk:location:slot:equipment`` as WeaponQuirks;
    a line of another shape is a ParseError naming its line."""
    out = []
    numbers = lines.get("weaponquirks", (None, []))[1]
    for index, value in enumerate(blocks.get("weaponquirks", ())):
        parts = value.split(":")
        line = numbers[index] if index < len(numbers) else None
        if len(parts) != 4:
            raise ParseError("a weapon quirk needs quirk:location:slot:equipment", line=line)
        try:
            slot = int(parts[2])
        except ValueError:
            raise ParseError(f"weapon quirk slot is not a number: {parts[2]!r}", line=line) from None
        out.append(WeaponQuirk(quirk=parts[0].strip(), location=parts[1].strip(), slot=slot, item=parts[3].strip()))
    return tuple(out)


def number(raw: str, tag: str, lo: float, hi: float, whole: bool = False, line: Optional[int] = None):
    """A number written in a unit file: finite, within [lo, hi] (the range
    the design's JSON form accepts), a whole number when ``whole``; anything
    else is a ParseError naming the tag and line, never an overflow."""
    try:
        value = float(raw)
    except (TypeError, ValueError):
        raise ParseError(f"<{tag}> must be a number, got {str(raw)[:40]!r}", line=line) from None
    if not math.isfinite(value) or not lo <= value <= hi:
        raise ParseError(f"<{tag}> {str(raw)[:40]} is out of range {lo:g}-{hi:g}", line=line)
    if whole:
        return int(value)
    return value


@dataclass(frozen=True, init=False)
class Header:
    """What every family's file opens with."""

    chassis: str
    model: str
    tech_base: str
    mixed: bool
    rules_level: str

    def __init__(self, chassis: str, model: str, tech_base: str, mixed: bool, rules_level: str) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "chassis", chassis)
        object.__setattr__(self, "model", model)
        object.__setattr__(self, "tech_base", tech_base)
        object.__setattr__(self, "mixed", mixed)
        object.__setattr__(self, "rules_level", rules_level)


def header(blocks: dict, text: str, unit_types: tuple[str, ...], family: str) -> Header:
    """The name, model, tech base and rules level of a file whose
    ``<UnitType>`` is one of ``unit_types`` (lower case, no spaces); a
    ParseError naming what is missing otherwise."""
    if (first(blocks, "unittype") or "").replace(" ", "").lower() not in unit_types:
        raise ParseError(f"not {family} file (<UnitType> {first(blocks, 'unittype')!r})")
    chassis = (first(blocks, "name") or "").strip()
    if not chassis:
        raise ParseError("missing <Name> block")
    type_line = first(blocks, "type")
    if not type_line:
        raise ParseError("missing <type> block (tech base and rules level)")
    tech_base, mixed, rules_level = parse_type(type_line, text)
    return Header(chassis, (first(blocks, "model") or "").strip(), tech_base, mixed, rules_level)


@overload
def whole(blocks: dict, text: str, tag: str, default: int, lo: int = ..., hi: int = ...) -> int: ...
@overload
def whole(blocks: dict, text: str, tag: str, default: None = None, lo: int = ..., hi: int = ...) -> Optional[int]: ...
def whole(blocks: dict, text: str, tag: str, default: Optional[int] = None, lo: int = -10**6,
          hi: int = 10**6) -> Optional[int]:
    """The last value of ``tag`` as a whole number in [lo, hi] (``default``
    when the tag is absent or empty); a ParseError naming tag and line otherwise."""
    values = blocks.get(tag)
    if not values or values[-1].strip() == "":
        return default
    return number_at(values[-1].strip(), tag, lo, hi, text, whole=True)


def mul_id_tag(blocks: dict, text: str) -> Optional[int]:
    """The ``mul id:`` tag: a Master Unit List id, None when it is absent or
    MegaMek's unset id (:data:`NO_MUL_ID`); a ParseError when out of range."""
    return mul_id(whole(blocks, text, "mul id:", lo=NO_MUL_ID, hi=MUL_ID_MAX))


def number_at(raw: str, tag: str, lo: float, hi: float, text: str, whole: bool = False):
    """:func:`number`, whose ParseError names the line of ``tag`` in ``text``
    (looked up only for a wrong value: finding it reads the whole text)."""
    try:
        return number(raw, tag, lo, hi, whole=whole)
    except ParseError:  # the same error, now naming the line
        return number(raw, tag, lo, hi, whole=whole, line=line_of(text, tag))


def first(blocks: dict[str, list[str]], tag: str, default: Optional[str] = None) -> Optional[str]:
    values = blocks.get(tag.lower())
    return values[0] if values else default


@dataclass(frozen=True, init=False)
class Identity:
    unit_type: str  # a MechForge unit type, or the family name when unsupported
    megamek_type: str
    chassis: str
    model: str
    mul_id: Optional[int]
    tonnage: Optional[float]
    year: Optional[int]

    def __init__(self, unit_type: str, megamek_type: str, chassis: str, model: str, mul_id: Optional[int],
                 tonnage: Optional[float], year: Optional[int]) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "unit_type", unit_type)
        object.__setattr__(self, "megamek_type", megamek_type)
        object.__setattr__(self, "chassis", chassis)
        object.__setattr__(self, "model", model)
        object.__setattr__(self, "mul_id", mul_id)
        object.__setattr__(self, "tonnage", tonnage)
        object.__setattr__(self, "year", year)


def identify(text: str) -> Identity:
    blocks, _ = _scanned(text)  # read only: no copies
    raw_type = first(blocks, "unittype")
    if not raw_type:
        raise ParseError("missing <UnitType> block")
    unit_type = UNIT_TYPES.get(raw_type.replace(" ", "").lower(), raw_type.lower())
    mul = first(blocks, "mul id:")
    tonnage = first(blocks, "tonnage")
    year = first(blocks, "year")
    return Identity(
        unit_type=unit_type,
        megamek_type=raw_type,
        chassis=first(blocks, "name", "") or "",
        model=first(blocks, "model", "") or "",
        mul_id=mul_id(number(mul, "mul id:", NO_MUL_ID, MUL_ID_MAX, whole=True)) if mul else None,
        tonnage=number(tonnage, "tonnage", 0, 100000) if tonnage else None,
        year=number(year, "year", 1800, 4000, whole=True) if year else None,
    )


def line_of(text: str, tag: str) -> Optional[int]:
    """The line number of a tag's opening line (for error messages)."""
    needle = f"<{tag.lower()}>"
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip().lower() == needle:
            return number
    return None


_LEVEL_NUMBER: Final = re.compile(r"level\s*(\d)")


def parse_type(type_line: str, text: str = "") -> tuple[str, bool, str]:
    """Tech base, mixed-tech flag and rules level from a ``<type>`` line:
    ``IS Level 2``, ``Clan Level 3``, ``Mixed (IS Chassis) Experimental``, or a
    bare ``IS`` (standard rules).  An unknown tech base or level is a
    ParseError naming the line."""
    low = type_line.strip().lower()
    mixed = low.startswith("mixed")
    if mixed:
        tech_base = "Clan" if "clan chassis" in low else "IS"
    elif low.startswith("clan"):
        tech_base = "Clan"
    elif low.startswith("is") or low.startswith("inner sphere"):
        tech_base = "IS"
    else:
        raise ParseError(f"unknown tech base in <type> {type_line!r}", line=line_of(text, "type"))
    number = _LEVEL_NUMBER.search(low)
    words = [level for level in RULES_LEVELS if level in low]
    if number:
        level = RULES_LEVEL_BY_NUMBER.get(number.group(1))
    elif words:
        level = words[0]
    elif low in ("is", "clan", "inner sphere", "mixed (is chassis)", "mixed (clan chassis)"):
        # no level named: standard rules (MegaMek reads a bare "Mixed (IS
        # Chassis)" as the standard level and writes "... Advanced" otherwise)
        level = "standard"
    else:
        level = None
    if level is None:
        raise ParseError(f"unknown rules level in <type> {type_line!r}", line=line_of(text, "type"))
    return tech_base, mixed, level
