"""Import of MegaMek's .mtf text format ('Mechs), 2021 and current layouts.

The format is described in docs/formats.md.  The importer turns every line it
understands into design fields and reports anything else as a
:class:`ParseError` naming the line.  It does not judge the design: a legal
file describing an illegal 'Mech imports fine and fails validation later.

Names are resolved here, once: component names (engine, structure, armor,
gyro, cockpit, myomer, heat sinks) through :mod:`construction.components`,
equipment names through :mod:`construction.catalog`.  An unknown name is a
ParseError with its line number.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Callable, Final, Iterable, Optional

from . import blk, components
from . import model as m
from .catalog import Equipment, catalog
from .errors import ParseError
from .readback import size_value

RULES_LEVEL_BY_NUMBER: Final = m.RULES_LEVEL_BY_NUMBER

CONFIGS: Final = {
    "biped": ("biped", False),
    "biped omnimech": ("biped", True),
    "quad": ("quad", False),
    "quad omnimech": ("quad", True),
    "tripod": ("tripod", False),
    "tripod battlemech": ("tripod", False),
    "tripod omnimech": ("tripod", True),
    "lam": ("lam", False),
    "lam omnimech": ("lam", True),
    "quadvee": ("quadvee", False),
    "quadvee omnimech": ("quadvee", True),
}

BLOCKS: Final = {
    "left arm": "LA",
    "right arm": "RA",
    "left torso": "LT",
    "right torso": "RT",
    "center torso": "CT",
    "head": "HD",
    "left leg": "LL",
    "right leg": "RL",
    "center leg": "CL",
    "front left leg": "FLL",
    "front right leg": "FRL",
    "rear left leg": "RLL",
    "rear right leg": "RRL",
}

ARMOR_KEYS: Final = {
    "la": ("LA", False),
    "ra": ("RA", False),
    "lt": ("LT", False),
    "rt": ("RT", False),
    "ct": ("CT", False),
    "hd": ("HD", False),
    "ll": ("LL", False),
    "rl": ("RL", False),
    "cl": ("CL", False),
    "fll": ("FLL", False),
    "frl": ("FRL", False),
    "rll": ("RLL", False),
    "rrl": ("RRL", False),
    "rtl": ("LT", True),
    "rtr": ("RT", True),
    "rtc": ("CT", True),
}

# Keys that carry background text only.
FLUFF_KEYS = {
    "overview",
    "capabilities",
    "capability",
    "deployment",
    "history",
    "hist",
    "manufacturer",
    "primaryfactory",
    "systemmanufacturer",
    "systemmode",
    "systemmodel",
    "imagefile",
    "notes",
    "generator",
    "fluffimage",
    "fluffdate",
    "icon",
}

# Names a .mtf uses for fixed 'Mech systems in critical slots.
SYSTEM_CRIT_NAMES: Final = {
    "life support": "Life Support",
    "sensors": "Sensors",
    "cockpit": "Cockpit",
    "gyro": "Gyro",
    "shoulder": "Shoulder",
    "upper arm actuator": "Upper Arm Actuator",
    "lower arm actuator": "Lower Arm Actuator",
    "hand actuator": "Hand Actuator",
    "hip": "Hip",
    "upper leg actuator": "Upper Leg Actuator",
    "lower leg actuator": "Lower Leg Actuator",
    "foot actuator": "Foot Actuator",
    "landing gear": "Landing Gear",
    "avionics": "Avionics",
    "conversion gear": "Conversion Gear",
}

_EMPTY: Final = {"-empty-", "empty", ""}
# The cockpit a file that names none has (MegaMek's defaults by configuration).
DEFAULT_COCKPITS: Final = {"quadvee": "QuadVee Cockpit"}
# Names older files use for items MegaMek has since renamed.
LEGACY_NAMES: Final = {"ejection seat": "Ejection Seat (Industrial Mech)"}
# Older quad files name the legs after the biped locations.
QUAD_ALIASES: Final = {"LA": "FLL", "RA": "FRL", "LL": "RLL", "RL": "RRL"}
_WEAPON_LINE: Final = re.compile(r"^(\d+\s+)?[^,]+,\s*(left|right|center)?\s*(arm|torso|leg|head)(\s*\(r\))?$", re.IGNORECASE)
# MegaMek bookkeeping read by no rule and not kept: the unit's identifier,
# which files saved by MegaMek 0.51 (2026) carry as their first line
# (``uuid:019f583e-...``, before ``generator:`` and ``chassis:``).
BOOKKEEPING_KEYS = {"uuid"}
KNOWN_KEYS: Final = {
    "chassis", "model", "clanname", "mul id", "config", "techbase", "era", "source", "rules level", "role",
    "mass", "engine", "structure", "myomer", "cockpit", "gyro", "lam", "motive", "ejection", "heat sink kit", "heat sinks",
    "base chassis heat sinks", "walk mp", "jump mp", "armor", "weapons", "quirk", "weaponquirk", "nocrit",
}
_FLAG_RE: Final = re.compile(r"\s*\((omnipod|r|t|armored|split)\)", re.IGNORECASE)
_SIZE_RE: Final = re.compile(r":size:([0-9.]+)", re.IGNORECASE)
_LEGACY_SIZE_RE: Final = re.compile(r"\(([0-9.]+) tons?\)", re.IGNORECASE)
_HEAT_SINKS_RE: Final = re.compile(r"\s*(\d+)\s+(.+?)\s*$")  # "Heat Sinks:10 Double"


@dataclass
class _Slot:
    name: str  # equipment name without decorations
    raw: str
    line: int
    rear: bool = False
    omnipod: bool = False
    turret: bool = False
    armored: bool = False
    split: bool = False
    size: Optional[float] = None


def parse_slot(raw: str, line: int = 0) -> _Slot:
    """Split a critical-slot entry into its name and decorations."""
    try:
        name, size, flags = _split_slot(raw.strip())
    except ValueError:
        raise ParseError(f"bad size in {raw.strip()!r}", line=line) from None
    return _Slot(name=name, raw=raw, line=line, size=size, **flags)


@lru_cache(maxsize=4096)
def _split_slot(text: str) -> tuple[str, Optional[float], dict]:
    """(name, size, decoration flags) of one slot text; the same few hundred
    texts recur across thousands of files, hence the cache."""
    size = None
    match = _SIZE_RE.search(text)
    if match:
        size = size_value(match.group(1))  # ValueError: reported by parse_slot
        text = text[: match.start()] + text[match.end() :]
    flags = {}
    for flag in _FLAG_RE.findall(text):
        flags[_FLAG_FIELDS[flag.lower()]] = True
    return _FLAG_RE.sub("", text).strip(), size, flags


_FLAG_FIELDS: Final = {"omnipod": "omnipod", "r": "rear", "t": "turret", "armored": "armored", "split": "split"}


@dataclass(init=False)
class _Raw:
    """What the line scanner collected, before names are resolved."""

    fields: dict = field(default_factory=dict)
    lines: dict = field(default_factory=dict)  # key -> line number
    header: list = field(default_factory=list)  # 2021 keyless chassis/model lines
    armor: dict = field(default_factory=dict)  # (loc, rear) -> (points, type, line)
    blocks: dict = field(default_factory=dict)  # loc -> (line of its first slot, tuple of slot texts)
    quirks: list = field(default_factory=list)
    weapon_quirks: list = field(default_factory=list)
    nocrit: list = field(default_factory=list)  # (name, loc, line)

    def __init__(self, fields: Optional[dict] = None, lines: Optional[dict] = None, header: Optional[list] = None,
                 armor: Optional[dict] = None, blocks: Optional[dict] = None, quirks: Optional[list] = None,
                 weapon_quirks: Optional[list] = None, nocrit: Optional[list] = None) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "fields", {} if fields is None else fields)
        object.__setattr__(self, "lines", {} if lines is None else lines)
        object.__setattr__(self, "header", [] if header is None else header)
        object.__setattr__(self, "armor", {} if armor is None else armor)
        object.__setattr__(self, "blocks", {} if blocks is None else blocks)
        object.__setattr__(self, "quirks", [] if quirks is None else quirks)
        object.__setattr__(self, "weapon_quirks", [] if weapon_quirks is None else weapon_quirks)
        object.__setattr__(self, "nocrit", [] if nocrit is None else nocrit)


# What scan does with a key that is not a plain design field (lower-cased).
_KEY_KINDS: Final = {
    "version": "version",
    **{key: "bookkeeping" for key in BOOKKEEPING_KEYS},
    **{key: "fluff" for key in FLUFF_KEYS},
    **{f"{key} armor": "armor" for key in ARMOR_KEYS},
    "weapons": "weapons",
    "quirk": "quirk",
    "weaponquirk": "weaponquirk",
    "nocrit": "nocrit",
}


def scan(text: str) -> _Raw:
    """First pass: sort every line of the file into fields and blocks."""
    raw = _Raw()
    fields, field_lines = raw.fields, raw.lines
    lines: list[str] = blk.split_lines(text)
    for k in range(len(lines)):  # compiled, a direct call a line (map(str.strip, ...) calls through Python)
        lines[k] = lines[k].strip()
    i = 0
    weapons_left = 0
    in_fluff = False
    n = len(lines)
    while i < n:
        line = lines[i]
        i += 1
        lineno = i
        if not line or line[0] == "#":
            continue
        if weapons_left > 0:
            weapons_left -= 1
            if "," in line:
                continue  # a weapons-list line: the slots below are what counts
            weapons_left = 0  # the list was shorter than its stated count
        key, sep, value = line.partition(":")
        lkey = key.strip().lower()
        value = value.strip()
        if sep and lkey in BLOCKS and not value:
            loc = BLOCKS[lkey]
            if loc in raw.blocks:
                raise ParseError(f"critical slot block {key.strip()!r} appears twice", line=lineno)
            # the slots are consecutive lines up to a blank line or the next
            # block's title: slot k is on line first + k
            start = i
            i = _block_end(lines, start, n)
            raw.blocks[loc] = (start + 1, tuple(lines[start:i]))
            continue
        if not sep or (in_fluff and " " in lkey and lkey not in KNOWN_KEYS):
            if lkey.startswith("version"):
                continue
            if in_fluff:
                continue  # a background text running over several lines
            if _WEAPON_LINE.match(line):
                continue  # a weapons-list line beyond the stated count
            # 2021 files: the chassis and model lines carry no key.
            if "version" in fields and len(raw.header) < 2 and "mass" not in fields:
                raw.header.append(line)
                continue
            raise ParseError(f"malformed line (expected 'key:value'): {line[:80]!r}", line=lineno)
        kind = _KEY_KINDS.get(lkey)
        if kind is None:  # a plain field (the most lines)
            in_fluff = False
            fields[lkey] = value
            field_lines[lkey] = lineno
            continue
        if kind == "version":
            fields["version"] = value
            continue
        if kind == "bookkeeping":
            continue
        in_fluff = kind == "fluff"
        if in_fluff:
            continue
        if kind == "armor":
            loc, rear = ARMOR_KEYS[lkey[:-6]]
            points, atype = value, None
            if ":" in value:  # patchwork: "IS Hardened(Inner Sphere):12"
                atype, _, points = value.rpartition(":")
            try:
                pts = int(points.strip())
            except ValueError:
                raise ParseError(f"armor value is not a whole number: {value[:40]!r}", line=lineno) from None
            if not 0 <= pts <= 100000:
                raise ParseError(f"armor value out of range 0-100000: {value[:40]!r}", line=lineno)
            raw.armor[(loc, rear)] = (pts, atype.strip() if atype else None, lineno)
        elif kind == "weapons":
            try:
                weapons_left = int(value)
            except ValueError:
                raise ParseError(f"weapon count is not a number: {value!r}", line=lineno) from None
            if weapons_left < 0 or weapons_left > 500:
                raise ParseError(f"weapon count out of range: {weapons_left}", line=lineno)
        elif kind == "quirk":
            raw.quirks.append(value)
        elif kind == "weaponquirk":
            parts = value.split(":")
            if len(parts) != 4:
                raise ParseError("weaponquirk needs name:location:slot:equipment", line=lineno)
            raw.weapon_quirks.append((parts, lineno))
        else:  # nocrit
            name, _, loc = value.partition(":")
            raw.nocrit.append((name.strip(), loc.strip(), lineno))
    return raw


def _block_end(lines: list[str], start: int, n: int) -> int:
    """Index of the line ending the slot block that starts at ``start``: the
    first blank line, or a line titling the next block (it ends in ":",
    which a slot text hardly ever does)."""
    for k in range(start, n):
        text = lines[k]
        if not text:
            return k
        if text[-1] == ":" and text[:-1].strip().lower() in BLOCKS:
            return k
    return n


def _int(raw: _Raw, key: str, default: Optional[int] = None, lo: int = 0, hi: int = 10000) -> Optional[int]:
    if key not in raw.fields:
        return default
    value = raw.fields[key]
    try:
        number = int(value.split()[0]) if value else default
    except (ValueError, IndexError):
        raise ParseError(f"{key}: not a whole number: {value!r}", line=raw.lines.get(key)) from None
    if number is not None and not lo <= number <= hi:
        raise ParseError(f"{key}: {number} is out of range ({lo}-{hi})", line=raw.lines.get(key))
    return number


def _require(raw: _Raw, key: str) -> str:
    if key not in raw.fields or not raw.fields[key]:
        raise ParseError(f"missing required line '{key}:'")
    return raw.fields[key]


@lru_cache(maxsize=8192)
def _resolve_equipment(name: str, tech_base: str):
    name = LEGACY_NAMES.get(name.strip().lower(), name)
    return catalog().resolve(name, tech_base)


class _Resolver:
    """Name lookups with ParseErrors that name the line."""

    def __init__(self, tech_base: str, tech_text: str):
        self.catalog = catalog()
        self.tech_base = tech_base  # IS | Clan (the chassis)
        self.tech_text = tech_text  # the file's TechBase value, mixed tech included

    def equipment(self, name: str, line: int):
        item = _resolve_equipment(name, self.tech_base)
        if item is None:
            raise ParseError(f"unknown equipment {name!r}", line=line)
        return item

    def component(self, kind: str, name: str, line: Optional[int]):
        try:
            return _component(kind, name, self.tech_text)
        except KeyError as exc:
            raise ParseError(f"unknown {kind.replace('_', ' ')} {name!r}", line=line) from exc


@lru_cache(maxsize=1024)
def _component(kind: str, name: str, tech_text: str):
    """A component-table lookup (KeyError when unknown), cached: files name
    the same few dozen components in the same few spellings."""
    lookup: Callable = getattr(components, kind)
    if kind in ("structure", "armor", "heat_sink_type", "myomer"):
        return lookup(name, tech_text)
    return lookup(name)


@lru_cache(maxsize=1024)
def _parse_engine(text: str, tech_text: str):
    """components.parse_engine, cached like the other component lookups."""
    return components.parse_engine(text, unit_tech_base=tech_text)


def parse_mtf(text: str, source: Optional[str] = None) -> m.Design:
    """Parse the text of a .mtf file into a :class:`Design`."""
    if not isinstance(text, str):
        raise ParseError("an .mtf file must be text")
    raw = scan(text)

    # ---- identity
    if "chassis" in raw.fields:
        chassis = raw.fields["chassis"]
        model = raw.fields.get("model", "")
    elif raw.header:
        chassis = raw.header[0]
        model = raw.header[1] if len(raw.header) > 1 else ""
    else:
        raise ParseError("no chassis name (neither 'chassis:' nor a 'Version:' header)")
    # 2024 on: "Mek" for "Mech" ("Biped OmniMek", "Tripod BattleMek")
    config_text = _require(raw, "config").strip().lower().replace("mek", "mech")
    if config_text not in CONFIGS:
        raise ParseError(f"unknown 'Mech configuration {raw.fields['config']!r}", line=raw.lines.get("config"))
    config, omni = CONFIGS[config_text]

    tech_text = raw.fields.get("techbase", "Inner Sphere").strip().lower()
    if tech_text in ("inner sphere", "is"):
        tech_base, mixed = "IS", False
    elif tech_text == "clan":
        tech_base, mixed = "Clan", False
    elif tech_text.startswith("mixed"):
        mixed = True
        tech_base = "Clan" if "clan" in tech_text else "IS"
    else:
        raise ParseError(f"unknown tech base {raw.fields['techbase']!r}", line=raw.lines.get("techbase"))

    level_text = raw.fields.get("rules level", "2").strip()
    if level_text not in RULES_LEVEL_BY_NUMBER:
        raise ParseError(f"unknown rules level {level_text!r}", line=raw.lines.get("rules level"))
    rules_level = RULES_LEVEL_BY_NUMBER[level_text]

    tonnage = _int(raw, "mass", lo=1, hi=1000)
    if tonnage is None:
        raise ParseError("missing required line 'Mass:'")
    year = _int(raw, "era", lo=1800, hi=4000)
    mul_id = blk.mul_id(_int(raw, "mul id", lo=blk.NO_MUL_ID, hi=blk.MUL_ID_MAX))
    walk = _int(raw, "walk mp", 0, 0, 100)
    jump = _int(raw, "jump mp", 0, 0, 100)

    res = _Resolver(tech_base, raw.fields.get("techbase", "Inner Sphere"))

    # ---- components
    engine_text = _require(raw, "engine")
    try:
        engine_type, rating = _parse_engine(engine_text, res.tech_text)
    except KeyError as exc:
        raise ParseError(f"unknown engine {engine_text!r}", line=raw.lines.get("engine")) from exc
    except ValueError as exc:
        raise ParseError(f"bad engine line {engine_text!r}: {exc}", line=raw.lines.get("engine")) from exc
    engine = m.Engine(type=engine_type.id, rating=rating, tech_base="Clan" if engine_type.clan_engine else "IS")

    structure = res.component("structure", _require(raw, "structure"), raw.lines.get("structure"))
    myomer = res.component("myomer", raw.fields.get("myomer", "Standard"), raw.lines.get("myomer"))
    gyro = res.component("gyro", raw.fields.get("gyro", "Standard Gyro"), raw.lines.get("gyro"))
    cockpit = res.component("cockpit", raw.fields.get("cockpit", DEFAULT_COCKPITS.get(config, "Standard Cockpit")), raw.lines.get("cockpit"))

    armor_text = _require(raw, "armor")
    patchwork = armor_text.strip().lower().startswith("patchwork")
    armor_type = "patchwork" if patchwork else res.component("armor", armor_text, raw.lines.get("armor")).id

    hs_text = _require(raw, "heat sinks")
    hs_match = _HEAT_SINKS_RE.match(hs_text)
    if not hs_match:
        raise ParseError(f"heat sinks must read 'count type': {hs_text!r}", line=raw.lines.get("heat sinks"))
    hs_type = res.component("heat_sink_type", hs_match.group(2), raw.lines.get("heat sinks"))
    base_hs = _int(raw, "base chassis heat sinks", None, 0, 500)
    hs_count = int(hs_match.group(1))
    if hs_count > 500:
        raise ParseError(f"heat sink count out of range 0-500: {hs_match.group(1)[:40]}", line=raw.lines.get("heat sinks"))
    heat_sinks = m.HeatSinks(type=hs_type.id, count=hs_count, base_chassis=base_hs)

    superheavy = tonnage > 100
    locations = m.mech_locations(config)
    if config in ("quad", "quadvee"):
        raw.armor = {(QUAD_ALIASES.get(loc, loc), rear): v for (loc, rear), v in raw.armor.items()}
        raw.blocks = {QUAD_ALIASES.get(loc, loc): v for loc, v in raw.blocks.items()}

    # ---- armor
    armor = []
    for loc in locations:
        front = raw.armor.get((loc, False))
        rear = raw.armor.get((loc, True)) if loc in m.TORSO_LOCATIONS else None
        ftype = None
        if front and front[1]:
            ftype = res.component("armor", front[1], front[2]).id
        armor.append(_location_armor(
            loc,
            front[0] if front else 0,
            (rear[0] if rear else 0) if loc in m.TORSO_LOCATIONS else None,
            ftype,
        ))
    for (loc, _rear), (_p, _t, line) in raw.armor.items():
        if loc not in locations:
            raise ParseError(f"armor for {loc}, which a {config} 'Mech does not have", line=line)

    # ---- critical slots
    # A block of nothing but empty slots for a location the 'Mech lacks says
    # nothing and is dropped: today's hand-edited files write a 'Center Leg:'
    # block of twelve -Empty- on bipeds and quads (TR:3025C, 2025), and
    # MegaMek reads them.  A block holding anything there is still refused.
    for loc in list(raw.blocks):
        if loc not in locations:
            first, texts = raw.blocks[loc]
            if all(t.strip().lower() in _EMPTY for t in texts):
                del raw.blocks[loc]
                continue
            raise ParseError(f"critical slots for {loc}, which a {config} 'Mech does not have", line=first)
    notes: list[m.ImportNote] = [
        m.ImportNote("UNKNOWN_KEY", f"line '{key}:' is not read by MechForge", raw.lines.get(key), key)
        for key in raw.fields if key not in KNOWN_KEYS and key != "version"
    ]
    mounts = _mounts_from_blocks(raw, locations, res, superheavy, notes)
    for name, loc_text, line in raw.nocrit:
        nocrit_loc = _location_code(loc_text)
        if name.lower() in ("standard", "industrial") or res.catalog.resolve(name, tech_base) is None:
            # Armor/structure markers MegaMek writes for slotless patchwork parts.
            continue
        item = res.equipment(name, line)
        mounts.append(m.Mount(item=item.id, location=nocrit_loc or "CT"))

    heat_sinks = _heat_sinks_from_slots(heat_sinks, mounts, hs_match.group(2))

    weapon_quirks = []
    for parts, line in raw.weapon_quirks:
        try:
            slot = int(parts[2])
        except ValueError:
            raise ParseError("weaponquirk slot is not a number", line=line) from None
        weapon_quirks.append(m.WeaponQuirk(quirk=parts[0], location=_location_code(parts[1]) or parts[1], slot=slot, item=parts[3]))

    lam_type = raw.fields.get("lam", "").strip().lower() or None
    if config == "lam" and lam_type not in (None, "standard", "bimodal"):
        raise ParseError(f"lam: {lam_type[:40]!r} is not a LAM type (standard or bimodal)", line=raw.lines.get("lam"))
    motive = raw.fields.get("motive", "").strip().lower() or None
    if config == "quadvee" and motive not in (None, "track", "wheel"):
        raise ParseError(f"motive: {motive[:40]!r} is not a QuadVee motive (track or wheel)", line=raw.lines.get("motive"))
    details = m.MechDetails(
        config=config,
        industrial=_is_industrial(cockpit, structure),
        gyro=gyro.id,
        cockpit=cockpit.id,
        myomer=myomer.id,
        lam_type=lam_type if config == "lam" else None,
        quadvee_motive=motive if config == "quadvee" else None,
        ejection=raw.fields.get("ejection") or None,
        heat_sink_kit=raw.fields.get("heat sink kit") or None,
    )
    return m.Design(
        unit_type="mech",
        chassis=chassis.strip(),
        model=model.strip(),
        clan_name=(raw.fields.get("clanname") or None),
        mul_id=mul_id,
        year=year,
        source=(raw.fields.get("source") or None),
        role=m.role_or_none(raw.fields.get("role")),
        tech_base=tech_base,
        mixed_tech=mixed,
        rules_level=rules_level,
        omni=omni,
        tonnage=float(tonnage),
        engine=engine,
        structure=structure.id,
        armor_type=armor_type,
        heat_sinks=heat_sinks,
        walk_mp=walk or 0,
        jump_mp=jump or 0,
        armor=tuple(armor),
        mounts=tuple(mounts),
        quirks=tuple(raw.quirks),
        weapon_quirks=tuple(weapon_quirks),
        mech=details,
        import_notes=tuple(notes),
    )


def _heat_sinks_from_slots(heat_sinks: m.HeatSinks, mounts: Iterable[m.Mount], declared: str) -> m.HeatSinks:
    """A mixed-tech file may write just 'Double': the slots say whose."""
    if declared.strip().lower() != "double":
        return heat_sinks
    items = {mount.item for mount in mounts} - m.SYSTEM_ITEM_SET  # the fixed systems are no heat sinks
    kinds = {kind for kind in map(_double_sink_kind, items) if kind is not None}
    if len(kinds) == 1 and heat_sinks.type not in kinds:
        return m.HeatSinks(type=kinds.pop(), count=heat_sinks.count, base_chassis=heat_sinks.base_chassis)
    return heat_sinks


@lru_cache(maxsize=4096)
def _double_sink_kind(item_id: str) -> Optional[str]:
    """double_is or double_clan for a slot item that is a double heat sink of
    that type, else None.  Cached: a file mounts the same few items many
    times, and the answer depends on the item alone."""
    item = catalog().find(item_id)
    if item is None or "F_DOUBLE_HEAT_SINK" not in item.flags:
        return None
    kind = components.heat_sink_type(item_id)
    return kind.id if kind.id in ("double_is", "double_clan") else None


def _is_industrial(cockpit, structure) -> bool:
    """An IndustrialMech has industrial structure or an industrial cockpit."""
    return bool(cockpit.industrial) or structure.id == "industrial"


_LOCATION_WORDS: Final = {name: code for name, code in BLOCKS.items()}
_LOCATION_WORDS.update({code.lower(): code for code in BLOCKS.values()})


def _location_code(text: str) -> Optional[str]:
    return _LOCATION_WORDS.get(text.strip().lower())


@dataclass(frozen=True, init=False)
class _Entry:
    """One critical-slot text, read once: a fixed system or a catalog item,
    with its decorations.  (A class, not a named tuple: the compiled core
    reads a class's fields natively, a named tuple's through getattr.)"""

    system: Optional[str]
    item: Optional[Equipment]  # None for systems and unknown names
    name: str
    size: Optional[float]
    rear: bool
    omnipod: bool
    turret: bool
    armored: bool

    def __init__(self, system: Optional[str], item: Optional[Equipment], name: str, size: Optional[float],
                 rear: bool, omnipod: bool, turret: bool, armored: bool) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "system", system)
        object.__setattr__(self, "item", item)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "size", size)
        object.__setattr__(self, "rear", rear)
        object.__setattr__(self, "omnipod", omnipod)
        object.__setattr__(self, "turret", turret)
        object.__setattr__(self, "armored", armored)


@lru_cache(maxsize=16384)
def _slot_entry(part: str, tech_base: str) -> Optional[_Entry]:
    """The entry for a slot text (None for an empty slot).  Raises ValueError
    for a malformed size.  Cached: a few thousand texts recur everywhere."""
    name, size, flags = _split_slot(part)
    if name.lower() in _EMPTY:
        return None
    system = _system_name(name)
    item = None if system is not None else _resolve_equipment(name, tech_base)
    if size is None and item is not None and item.variable_size:
        # 2021 files write the size into the name: "Cargo (1.5 tons)",
        # "Communications Equipment (3 ton)"
        legacy = _LEGACY_SIZE_RE.search(name)
        size = size_value(legacy.group(1)) if legacy else None
    return _Entry(
        system,
        item,
        name,
        size,
        flags.get("rear", False),
        flags.get("omnipod", False),
        flags.get("turret", False),
        flags.get("armored", False),
    )


def _slot_parts(text: str, tech_base: str) -> tuple[tuple[_Entry, str, bool], ...]:
    """(entry, run key, first part?) of each item a slot text names: none for
    an empty slot, two for a superheavy 'Mech's shared slot ("A|B"; the
    second part's key ends in "|2", so it never joins a run of the first).
    Raises ValueError(part) for a malformed size.  Kept by tech base, then
    text (a dict emptied when it grows large, not lru_cache: ~76,000 calls
    over the corpus, each through the cache's wrapper with a key tuple)."""
    known = _SLOT_PARTS.get(tech_base)
    if known is None:
        known = _SLOT_PARTS[tech_base] = {}
    found = known.get(text)
    if found is None:
        if len(known) >= 16384:
            known.clear()
        found = known[text] = _parts_of(text, tech_base)
    return found


_SLOT_PARTS: Final[dict[str, dict[str, tuple[tuple[_Entry, str, bool], ...]]]] = {}


def _parts_of(text: str, tech_base: str) -> tuple[tuple[_Entry, str, bool], ...]:
    """What _slot_parts keeps for a text, worked out."""
    parts = text.split("|") if "|" in text else (text,)
    out = []
    for part_no, part in enumerate(parts):
        part = part.strip()
        try:
            entry = _slot_entry(part, tech_base)
        except ValueError:
            raise ValueError(part) from None
        if entry is not None:
            out.append((entry, part if not part_no else part + "|2", not part_no))
    return tuple(out)


@lru_cache(maxsize=4096)
def _location_armor(location: str, front: int, rear: Optional[int], armor_type: Optional[str]) -> m.LocationArmor:
    """A location's armor, built once for each distinct set of values: like
    the mounts, immutable and the same in thousands of files."""
    return m.LocationArmor(location=location, front=front, rear=rear, armor_type=armor_type)


@lru_cache(maxsize=65536)
def _mount(item, location, slots, rear, omnipod, turret, armored, size, shared_slot) -> m.Mount:
    """A mount, built once for each distinct set of fields: mounts are
    immutable, and the same actuators, systems and weapons in the same slots
    recur across thousands of files."""
    return m.Mount(item=item, location=location, slots=slots, rear=rear, omnipod=omnipod, turret=turret,
                   armored=armored, size=size, shared_slot=shared_slot)


class _SlotError(Exception):
    """A bad slot text at ``index`` of its location block."""

    def __init__(self, index: int, message: str):
        super().__init__(message)
        self.index = index
        self.message = message


def _mounts_from_blocks(raw: _Raw, locations, res: _Resolver, superheavy: bool, notes: list) -> list:
    """Group each location's consecutive slots into mounts.

    A run of identical entries is cut into items of the item's slot count; a
    leftover shorter than the item is half of a split item and is paired
    with the leftover of the same item in a neighbouring location.
    """
    mounts: list[m.Mount] = []
    partials: list[tuple[m.Mount, int]] = []  # (mount, full slot count)
    for loc in locations:
        first, texts = raw.blocks.get(loc, (0, ()))
        try:
            whole, part, unknown = _location_mounts(loc, texts, res.tech_base, superheavy)
        except _SlotError as exc:
            raise ParseError(exc.message, line=first + exc.index) from None
        mounts.extend(whole)
        if part:
            partials.extend(part)
        if unknown:
            notes.extend(m.ImportNote("UNKNOWN_EQUIPMENT", f"unknown equipment {name!r}", first + index, name, loc)
                         for index, name in unknown)
    if partials:
        mounts.extend(_pair_splits(partials))
    return mounts


@lru_cache(maxsize=32768)
def _location_mounts(loc: str, texts: tuple, tech_base: str, superheavy: bool) -> tuple[tuple, tuple, tuple]:
    """The mounts of one location's slot texts: (whole mounts, (half of a
    split item, its full slot count) pairs, (slot index, name) of each run of
    slots naming an item the catalog does not know).  Cached: the same
    location blocks (legs, heads, standard arms) recur across thousands of
    files."""
    # [key, entry, first slot, slot count, run group] of each run of
    # identical entries; a fixed system's slots group by the system and its
    # decorations, however the slots spell it ("Fusion Engine", "XL
    # Engine"): the importer reads the same system either way
    runs: list[list] = []
    last_text: Optional[str] = None
    parts: tuple[tuple[_Entry, str, bool], ...] = ()
    one_item = False
    for index, text in enumerate(texts):
        if text == last_text and one_item:
            runs[-1][3] += 1  # the same single item as the slot before: its run goes on
            continue
        if text != last_text:
            try:
                parts = _slot_parts(text, tech_base)
            except ValueError as exc:
                raise _SlotError(index, f"bad size in {exc.args[0]!r}") from None
            last_text, one_item = text, len(parts) == 1 and parts[0][2]
        for entry, key, first in parts:
            group = (entry.system, entry.rear, entry.armored, first) if entry.system is not None else key
            if first and runs and runs[-1][4] == group and runs[-1][2] + runs[-1][3] == index:
                runs[-1][3] += 1
            else:
                runs.append([key, entry, index, 1, group])
    mounts: list[m.Mount] = []
    partials: list[tuple[m.Mount, int]] = []
    unknown: list[tuple[int, str]] = []
    for key, entry, start, count, _ in runs:
        whole, part = _run_mounts(loc, key, tech_base, start, count, superheavy)
        mounts.extend(whole)
        partials.extend(part)
        if entry.system is None and entry.item is None:
            unknown.append((start, entry.name))
    return tuple(mounts), tuple(partials), tuple(unknown)


@lru_cache(maxsize=32768)
def _run_mounts(loc: str, key: str, tech_base: str, start: int, count: int, superheavy: bool) -> tuple[tuple, tuple]:
    """The mounts of a run of ``count`` slots from ``start`` holding the same
    entry: (whole mounts, (half of a split item, its full slot count) pairs).
    A run is cut into items of the item's slot count; a leftover shorter than
    the item is half of a split item (see _pair_splits).  Cached: the same
    runs (actuators, engines, a weapon in the same slots) recur across
    location blocks that differ elsewhere."""
    shared = key.endswith("|2")  # the second item of a superheavy 'Mech's shared slot
    entry = _slot_entry(key[:-2] if shared else key, tech_base)
    assert entry is not None  # a run key names a non-empty slot
    indices = tuple(range(start, start + count))
    if entry.system is not None:
        # the engine and the gyro are one mount over their slots, any other system one a slot
        span = count if entry.system in ("Engine", "Gyro") else 1
        systems = []
        for k in range(0, count, span):
            systems.append(_mount(entry.system, loc, indices[k : k + span], entry.rear, False, False, entry.armored,
                                  None, False))
        return tuple(systems), ()
    item = entry.item
    if item is None:
        # Not in the catalog: kept under its written name, one mount per
        # run of slots (reported as UNKNOWN_EQUIPMENT, priced by nothing).
        return (_mount(entry.name, loc, indices, entry.rear, entry.omnipod, entry.turret, entry.armored,
                       entry.size, shared),), ()
    size: Optional[int] = item_slot_count(item, superheavy)
    if size is None and entry.size and count % math.ceil(entry.size) == 0:
        # variable-size items fill a slot per ton (part ton: one
        # slot): a run of them is cut at the item's size
        size = math.ceil(entry.size)
    elif size is None:
        size = count
    mounts = []
    partials = []
    for k in range(0, count, size):
        chunk = indices[k : k + size]
        mount = _mount(item.id, loc, chunk, entry.rear, entry.omnipod, entry.turret, entry.armored, entry.size, shared)
        if len(chunk) < size:
            partials.append((mount, size))
        else:
            mounts.append(mount)
    return tuple(mounts), tuple(partials)


def item_slot_count(item: Equipment, superheavy: bool) -> Optional[int]:
    """Critical slots one item of this kind fills, None when it varies.

    A superheavy 'Mech's equipment fills half the slots, rounded up
    (Interstellar Operations, superheavy 'Mechs; see data/rules/mech.json
    MECH_SUPERHEAVY)."""
    slots = item.slots
    if slots is None or slots <= 0:
        return None
    if superheavy:
        return (slots + 1) // 2
    return slots


def _system_name(name: str) -> Optional[str]:
    lname = name.strip().lower()
    if lname in SYSTEM_CRIT_NAMES:
        return SYSTEM_CRIT_NAMES[lname]
    if lname.endswith("engine"):
        return "Engine"
    if lname.endswith(" gyro"):
        return "Gyro"
    return None


# Locations between which an item may be split (damage-transfer neighbours).
SPLIT_NEIGHBOURS: Final = {
    frozenset(("LA", "LT")),
    frozenset(("RA", "RT")),
    frozenset(("LT", "CT")),
    frozenset(("RT", "CT")),
    frozenset(("LL", "LT")),
    frozenset(("RL", "RT")),
    frozenset(("FLL", "LT")),
    frozenset(("FRL", "RT")),
    frozenset(("RLL", "LT")),
    frozenset(("RRL", "RT")),
    frozenset(("CL", "CT")),
}


def _pair_splits(partials: list) -> Iterable[m.Mount]:
    """Join the two halves of each split item into one mount.  Locations are
    read centre-out (see model.mech_locations), so the torso half comes first
    and carries the item: a torso/arm split fires in the torso arc
    (BattleMech Manual errata, p. 24).  Pieces left over that fill the item
    only over three or more neighbouring locations are joined too (see
    _join_spread)."""
    used = [False] * len(partials)
    out: list[m.Mount] = []
    lone = []  # indices into out of pieces no other piece completes
    for i, (mount, size) in enumerate(partials):
        if used[i]:
            continue
        used[i] = True
        paired = False
        for j in range(i + 1, len(partials)):
            other, _ = partials[j]
            if used[j] or other.item != mount.item:
                continue
            if frozenset((mount.location, other.location)) not in SPLIT_NEIGHBOURS:
                continue
            if len(mount.slots) + len(other.slots) != size:
                continue
            used[j] = True
            paired = True
            mount = m.Mount(
                item=mount.item,
                location=mount.location,
                slots=mount.slots,
                rear=mount.rear,
                omnipod=mount.omnipod,
                turret=mount.turret,
                armored=mount.armored,
                size=mount.size,
                split_location=other.location,
                split_slots=other.slots,
            )
            break
        if not paired:
            lone.append((len(out), size))
        out.append(mount)
    if len(lone) >= 3:
        out = _join_spread(out, lone)
    return out


def _one_piece_item(item_id: str) -> bool:
    """An item written in one place: not one of the spread items (null
    signature system, ram plate, ...) that fill a slot or a few in each of
    several locations by their own rules."""
    item = catalog().find(item_id)
    return item is not None and not item.spreadable


def _join_spread(out: list, lone: list) -> list:
    """Join pieces of one item spread over three or more locations, each a
    neighbour of another, whose slots add up to the item's (a 15-slot
    Thumper in LT, CT and RT): one item, which the validator reports as
    split too widely (two adjacent locations at most, TM)."""
    taken: set[int] = set()
    joined: dict[int, m.Mount] = {}
    for a, (first, size) in enumerate(lone):
        if first in taken or not _one_piece_item(out[first].item):
            continue
        head = out[first]
        others = [k for k, _ in lone[a + 1 :] if k not in taken and out[k].item == head.item]
        if len(others) > _MAX_SPREAD_PIECES:
            continue  # no item is cut into that many pieces; keeps the search small on a hostile file
        group = _spread_group(out, [first], len(head.slots), size, others)
        if group is None:
            continue
        group.sort()
        taken.update(group)
        pieces = [out[k] for k in group]
        joined[first] = replace(
            head,
            split_location=pieces[1].location,
            split_slots=pieces[1].slots,
            split_more=tuple(m.SplitPart(p.location, p.slots) for p in pieces[2:]),
        )
    if not joined:
        return out
    return [joined.get(k, mount) for k, mount in enumerate(out) if k not in taken or k in joined]


_MAX_SPREAD_PIECES: Final = 8


def _spread_group(out: list, group: list, filled: int, size: int, others: list) -> Optional[list]:
    """Indices of pieces, ``group`` first, one a location, each next to one
    already taken, that fill ``size`` slots; None when none do."""
    if filled == size:
        return group if len(group) >= 3 else None
    for k in others:
        if k in group or filled + len(out[k].slots) > size:
            continue
        if any(out[g].location == out[k].location for g in group):
            continue
        if not any(frozenset((out[g].location, out[k].location)) in SPLIT_NEIGHBOURS for g in group):
            continue
        found = _spread_group(out, group + [k], filled + len(out[k].slots), size, others)
        if found is not None:
            return found
    return None


__all__ = ["ParseError", "item_slot_count", "parse_mtf", "parse_slot", "scan"]
