"""What an imported design's JSON form would refuse, checked without the
JSON form: construction.parse runs this on every file it reads, so it must
not need marshmallow (importing it costs more than reading a file).  The
limits are the JSON form's (construction/schema.py imports them from here)."""

from __future__ import annotations

import math
import re
from typing import Final

from . import model as m

MAX_MOUNTS: Final = 500
MAX_ENGINE_RATING: Final = 2000  # the JSON form's range of an engine rating
MAX_TURRET_SLOTS: Final = 20  # a battle armor turret's slots (the JSON form's range; BA_TURRET checks the rules' own)
# a transporter line's capacity ("troopspace:8.0", "crewquarters:6"): the range the .blk importer reads
TRANSPORTER_CAPACITY: Final = (-1.0, 100000.0)
MAX_SIZE: Final = 100000  # a mount's size and shots (the JSON form's range)
# what reads as a number in a transporter line's capacity field (else it is a name, not checked)
_CAPACITY: Final = re.compile(r"\s*[-+]?[\d.]+(e[-+]?\d+)?\s*|\s*[-+]?(inf|infinity|nan)\s*", re.I)


def _text_problem(value, lo: int, hi: int) -> bool:
    return value is not None and not lo <= len(value) <= hi


def readback_problems(design: m.Design) -> list[str]:
    """What in an imported design its JSON form would refuse: names and texts
    too long or empty, and lists too long.  The importers check numbers
    against the same ranges as they read them; this covers the rest, so a
    file that imports can always be stored and read back.  Cheap (no
    marshmallow round trip): a few comparisons per mount."""
    out = []
    for field, value, lo, hi in (("chassis", design.chassis, 1, 200), ("model", design.model, 0, 200),
                                 ("clan_name", design.clan_name, 1, 200), ("source", design.source, 0, 200),
                                 ("role", design.role, 0, 100)):
        if _text_problem(value, lo, hi):
            out.append(f"{field}: length must be {lo}-{hi} characters")
    if len(design.quirks) > 200 or any(_text_problem(q, 1, 200) for q in design.quirks):
        out.append("quirks: at most 200, each 1-200 characters")
    if len(design.weapon_quirks) > 500 or any(_text_problem(q.quirk, 1, 200) or _text_problem(q.item, 1, 200)
                                               or _text_problem(q.location, 1, 24) or not 0 <= q.slot <= 63
                                               for q in design.weapon_quirks):
        out.append("weapon_quirks: at most 500, each with a quirk and item of 1-200 characters, slot 0-63")
    if len(design.mounts) > MAX_MOUNTS:
        out.append(f"mounts: at most {MAX_MOUNTS}")
    for i, mt in enumerate(design.mounts):
        item, loc = mt.item, mt.location
        if (item is not None and not 1 <= len(item) <= 200) or (loc is not None and not 1 <= len(loc) <= 24):
            out.append(f"mounts.{i}: item 1-200 and location 1-24 characters")
            break
        size, shots = mt.size, mt.shots
        if (size is not None and not 0 <= size <= MAX_SIZE) or (shots is not None and not 0 <= shots <= MAX_SIZE):
            out.append(f"mounts.{i}: size and shots must be 0-{MAX_SIZE}")
            break
    numbers = [("tonnage", design.tonnage, 1e-9, 100000), ("walk_mp", design.walk_mp, 0, 100),
               ("jump_mp", design.jump_mp, 0, 100), ("year", design.year, 1800, 4000),
               ("mul_id", design.mul_id, 0, 10**9)]
    if design.engine is not None:
        numbers.append(("engine.rating", design.engine.rating, 0, MAX_ENGINE_RATING))
    if design.heat_sinks is not None:
        numbers.append(("heat_sinks.count", design.heat_sinks.count, 0, 500))
    out += [f"{name}: {value!r} is out of range {lo:g}-{hi:g}" for name, value, lo, hi in numbers if not _in(value, lo, hi)]
    for a in design.armor:
        for points in (a.front, a.rear):
            if points is not None and not 0 <= points <= 100000:
                out.append(f"armor.{a.location}: {points!r} is out of range 0-100000")
    if len(design.armor) > 64:
        out.append("armor: at most 64 locations")
    return out


def transporter_problem(line: str) -> str | None:
    """Why a transporter line's capacity cannot be read, or None: a number
    written there (``troopspace:8.0``) must be finite and within
    :data:`TRANSPORTER_CAPACITY`; the .blk importer refuses the same line
    (a ParseError) and the JSON form the same document (a 422)."""
    parts = line.split(":")
    if len(parts) < 2 or not _CAPACITY.fullmatch(parts[1]):
        return None
    lo, hi = TRANSPORTER_CAPACITY
    try:
        value = float(parts[1])
    except ValueError:
        return f"capacity {parts[1].strip()[:40]!r} is not a number"
    if not math.isfinite(value) or not lo <= value <= hi:
        return f"capacity {parts[1].strip()[:40]} is out of range {lo:g}-{hi:g}"
    return None


def size_value(raw: str) -> float:
    """A mount's size written in a unit file: a finite number within the
    JSON form's 0-:data:`MAX_SIZE` (ValueError otherwise: the importers report
    a bad size; 400 digits read as infinity)."""
    value = float(raw)
    if not math.isfinite(value) or not 0 <= value <= MAX_SIZE:
        raise ValueError(raw)
    return value


def _in(value, lo, hi) -> bool:
    """None, or a finite number within [lo, hi] (the bounds are finite, so a
    NaN or an infinity fails the comparison: the checks above write it out
    the same way for the values every mount and location has)."""
    return value is None or lo <= value <= hi


__all__ = ["MAX_ENGINE_RATING", "MAX_MOUNTS", "MAX_SIZE", "MAX_TURRET_SLOTS", "TRANSPORTER_CAPACITY", "readback_problems",
           "size_value", "transporter_problem"]
