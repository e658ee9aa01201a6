"""Reading MegaMek's .blk battle armor files (2021 and current formats).

A BA file names the chassis (``<chassis>`` biped/quad), the weight class
(``<weightclass>`` 0 PA(L) ... 4 assault), the motion type, the trooper
count, the armor type code and points per trooper, and the equipment in
``<Squad Equipment>`` (2021) or ``<Point Equipment>`` (Clan files), one item
per line as ``Name:Location[:modifiers]``.  ``<Trooper N Equipment>`` holds
items carried by one suit only, ``<slotless_equipment>`` (current format)
items that take no slot.

Equipment lines become :class:`~construction.model.Mount` s:

* location: ``Body`` -> ``BODY``, ``LA``/``RA``, ``TU`` -> ``TURRET``; a line
  without a location (or a weapon carried in a detachable weapon pack) ->
  ``NONE``;
* ``APM`` / ``DWP`` / ``SSWM`` -> ``mount`` (anti-personnel mount, detachable
  weapon pack, squad support weapon mount);
* ``Shots<n>#`` -> ``shots``; ``OMNI`` -> ``omnipod``;
* ``Mission Equipment Storage (20 kg)`` -> ``size`` 20 (kilograms).

MegaMek writes the anti-'Mech attacks it grants (``SwarmMek``,
``SwarmWeaponMek``, ``StopSwarm``, ``LegAttack``) as equipment lines; they
are not equipment and are left out.
"""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache
from typing import Final, Optional

from . import blk
from .catalog import catalog
from .errors import ParseError
from .model import BattleArmorDetails, Design, LocationArmor, Mount, role_or_none
from .readback import MAX_TURRET_SLOTS

WEIGHT_CLASSES: Final = ("pal", "light", "medium", "heavy", "assault")
MOTIONS: Final = {"leg": "leg", "jump": "jump", "vtol": "vtol", "umu": "umu", "submarine": "umu"}
LOCATIONS: Final = {"body": "BODY", "la": "LA", "ra": "RA", "tu": "TURRET", "turret": "TURRET"}
MOUNT_KINDS: Final = {"apm": "APM", "dwp": "DWP", "sswm": "SSWM", "am": "AM"}
# MegaMek's BA armor type codes -> MechForge armor type ids
# (construction/data/components/battle_armor.json).
ARMOR_CODES: Final = {
    28: "ba_standard",
    29: "ba_standard_prototype",
    30: "ba_advanced",
    31: "ba_stealth_basic",
    32: "ba_stealth",
    33: "ba_stealth_improved",
    34: "ba_stealth_prototype",
    35: "ba_fire_resistant",
    36: "ba_mimetic",
    37: "ba_reflective",
    38: "ba_reactive",
}
# The ranges the importer reads <cruiseMP> and <jumpingMP> in, and <armor>
# (points per trooper); the writer refuses a design outside them.
MAX_MP: Final = 30
MAX_ARMOR: Final = 100
# Pseudo-weapons MegaMek adds for anti-'Mech attacks.
ATTACK_PSEUDO_ITEMS: Final = {"swarmmek", "swarmweaponmek", "stopswarm", "legattack"}

_SHOTS: Final = re.compile(r"^shots(\d+)#$", re.I)
# A mount's SIZE (kg of cargo, storage, ...): above 0 and below this; the
# writer (battle_armor_blk_writer) refuses what this would not read back.
MAX_MOUNT_SIZE: Final = 100000
_KG_SIZE: Final = re.compile(r"\((\d+(?:\.\d+)?)\s*kg\)", re.I)
_SQUAD_IN_MODEL: Final = re.compile(r"\(sqd(\d)\)", re.I)




def armor_tech_base(code: Optional[int], tech_base: str) -> str:
    """MegaMek's armor tech level: Clan levels are even and positive (2, 4,
    ... 12), Inner Sphere levels odd; anything else means the chassis'."""
    if code is None or code <= 0:
        return tech_base
    return "Clan" if code % 2 == 0 else "IS"


@lru_cache(maxsize=8192)
def parse_equipment_line(line: str, trooper: Optional[int] = None, tech_base: str = "IS") -> Optional[Mount]:
    """One ``Name:Location[:modifiers]`` line as a mount (None for MegaMek's
    anti-'Mech attack pseudo-items).  Cached: mounts are immutable, and the
    same lines recur across the battle armor files (a ValueError for a
    malformed line is not cached)."""
    parts = [p.strip() for p in line.split(":")]
    name = parts[0]
    if not name or name.lower() in ATTACK_PSEUDO_ITEMS:
        return None
    location = "NONE"
    mount_kind = None
    shots = None
    omnipod = False
    size = None
    rest = iter(parts[1:])
    for part in rest:
        low = part.lower()
        if low == "size":
            # current files: "Mission Equipment Storage:Body:SIZE:20.0" (kg),
            # "BACargoLifter:LA:SIZE:1"; 2021 files wrote "(20 kg)" in the name
            try:
                size = float(next(rest))
            except (StopIteration, ValueError):
                raise ValueError("SIZE needs a number after it") from None
            if not (0 < size < MAX_MOUNT_SIZE):
                raise ValueError(f"SIZE {size:g} is out of range")
            continue
        if low in LOCATIONS:
            location = LOCATIONS[low]
        elif low in MOUNT_KINDS:
            mount_kind = MOUNT_KINDS[low]
        elif low in ("omni", "omnipod"):
            omnipod = True
        elif shots_match := _SHOTS.match(part):
            shots = int(shots_match.group(1))
        elif part:
            raise ValueError(f"unknown modifier {part!r}")
    m = _KG_SIZE.search(name)
    if m and size is None:
        size = float(m.group(1))
    equipment = catalog().resolve(name, tech_base)
    item = equipment.id if equipment is not None else name
    return Mount(
        item=item,
        location=location,
        omnipod=omnipod,
        size=size,
        shots=shots,
        mount=mount_kind,
        trooper=trooper,
    )


# The tags this importer reads (the rest warn as UNKNOWN_KEY, see blk.IGNORED_TAGS).
READ_TAGS: Final = frozenset({
    "unittype", "name", "model", "type", "chassis", "weightclass", "motion_type", "trooper count", "cruisemp",
    "jumpingmp", "armor_type", "armor", "armor_tech", "turret", "exoskeleton", "year", "originalbuildyear",
    "mul id:", "role", "source", "quirks", "weaponquirks", "squad equipment", "point equipment",
    "slotless_equipment", *(f"trooper {n} equipment" for n in range(1, 7)),
})


def parse_battle_armor_blk(text: str, source: Optional[str] = None) -> Design:
    """A battle armor design from a .blk file's text."""
    tag_lines: dict = {}
    blocks = blk.scan(text, tag_lines)
    notes = blk.unknown_tag_notes(tag_lines, READ_TAGS)
    head = blk.header(blocks, text, ('battlearmor',), "a battle armor")
    chassis, model, tech_base, mixed, rules_level = head.chassis, head.model, head.tech_base, head.mixed, head.rules_level

    body = (blk.first(blocks, "chassis") or "biped").strip().lower()
    if body not in ("biped", "quad"):
        raise ParseError(f"<chassis> must be biped or quad, got {body!r}", line=blk.line_of(text, "chassis"))
    weight_code = blk.whole(blocks, text, "weightclass", lo=0, hi=4)
    if weight_code is None:
        raise ParseError("missing <weightclass> block")
    motion_raw = (blk.first(blocks, "motion_type") or "leg").strip().lower()
    motion = MOTIONS.get(motion_raw)
    if motion is None:
        raise ParseError(f"unknown battle armor <motion_type> {motion_raw!r}", line=blk.line_of(text, "motion_type"))
    troopers = blk.whole(blocks, text, "trooper count", lo=1, hi=6)
    if troopers is None:
        squad = _SQUAD_IN_MODEL.search(model)
        troopers = int(squad.group(1)) if squad else None
    if troopers is None:
        raise ParseError("missing <Trooper Count> block")
    ground = blk.whole(blocks, text, "cruisemp", default=1, lo=0, hi=MAX_MP)
    jump = blk.whole(blocks, text, "jumpingmp", default=0, lo=0, hi=MAX_MP)

    # <armor_type> sometimes holds a stray vehicle code before the BA one.
    armor_codes = []
    for raw in blocks.get("armor_type", []):
        try:
            armor_codes.append(int(raw))
        except ValueError:
            raise ParseError(f"<armor_type> must be a number, got {raw!r}", line=blk.line_of(text, "armor_type")) from None
    ba_codes = [c for c in armor_codes if c in ARMOR_CODES]
    if armor_codes and not ba_codes:
        raise ParseError(f"<armor_type> {armor_codes[-1]} is not a battle armor armor type", line=blk.line_of(text, "armor_type"))
    armor_type = ARMOR_CODES[ba_codes[-1]] if ba_codes else "ba_standard"
    armor_points = blk.whole(blocks, text, "armor", default=0, lo=0, hi=MAX_ARMOR)
    armor_tech = blk.whole(blocks, text, "armor_tech", default=None, lo=-10, hi=100)
    # Only a mixed-tech design may carry armor of the other tech base.
    armor_tb = armor_tech_base(armor_tech, tech_base) if mixed else tech_base

    turret = None
    turret_slots = 0
    turret_raw = blk.first(blocks, "turret")
    if turret_raw:
        kind, _, count = turret_raw.partition(":")
        kind = kind.strip().lower()
        if kind not in ("standard", "modular"):
            raise ParseError(f"unknown <turret> kind {turret_raw!r}", line=blk.line_of(text, "turret"))
        try:
            turret_slots = int(count)
        except ValueError:
            raise ParseError(f"<turret> slot count must be a number: {turret_raw!r}", line=blk.line_of(text, "turret")) from None
        if not 0 <= turret_slots <= MAX_TURRET_SLOTS:
            raise ParseError(f"<turret> slot count out of range 0-{MAX_TURRET_SLOTS}: {turret_raw[:40]!r}",
                             line=blk.line_of(text, "turret"))
        turret = kind if turret_slots > 0 else None

    mounts: list[Mount] = []

    def add_lines(tag: str, trooper: Optional[int], slotless: bool = False):
        numbers = tag_lines.get(tag, (None, []))[1]
        for index, line in enumerate(blocks.get(tag, [])):
            number = numbers[index] if index < len(numbers) else None
            try:
                mount = parse_equipment_line(line, trooper, tech_base)
            except ValueError as exc:
                raise ParseError(f"<{tag}> line {line!r}: {exc}", line=number) from None
            if mount is None:
                continue
            if slotless:
                if blk.one_shot_load(mount.item, tech_base):
                    continue
                mount = dataclasses.replace(mount, location="NONE")
            if catalog().find(mount.item) is None:
                notes.append(blk.unknown_item_note(mount.item, mount.location, number))
            mounts.append(mount)

    add_lines("squad equipment", None)
    add_lines("point equipment", None)
    for n in range(1, 7):
        add_lines(f"trooper {n} equipment", n)
    add_lines("slotless_equipment", None, slotless=True)

    exo = (blk.first(blocks, "exoskeleton") or "").strip().lower() == "true"
    details = BattleArmorDetails(
        chassis=body,
        weight_class=WEIGHT_CLASSES[weight_code],
        motion=motion,
        troopers=troopers,
        exoskeleton=exo,
        turret=turret,
        turret_slots=turret_slots if turret else 0,
        armor_tech_base=armor_tb if armor_tb != tech_base else None,
    )
    year = blk.whole(blocks, text, "year", lo=1800, hi=4000)
    mul_id = blk.mul_id_tag(blocks, text)
    role = blk.first(blocks, "role")
    return Design(
        unit_type="battle_armor",
        chassis=chassis,
        model=model,
        mul_id=mul_id,
        year=year,
        source=(blk.first(blocks, "source") or None),
        role=role_or_none(role),
        tech_base=tech_base,
        mixed_tech=mixed,
        rules_level=rules_level,
        omni=turret == "modular" or any(m.omnipod for m in mounts),
        tonnage=_squad_tons(details),
        armor_type=armor_type,
        walk_mp=ground,
        jump_mp=jump,
        armor=(LocationArmor("TROOPER", armor_points),),
        mounts=tuple(mounts),
        battle_armor=details,
        quirks=tuple(q.strip() for q in blocks.get("quirks", ()) if q.strip()),
        weapon_quirks=blk.weapon_quirks(blocks, tag_lines),
        import_notes=tuple(notes),
    )


def _squad_tons(details: BattleArmorDetails) -> float:
    """MegaMek's nominal transport weight: one ton per trooper (TW)."""
    return float(details.troopers)


__all__ = ["ARMOR_CODES", "parse_battle_armor_blk", "parse_equipment_line", "armor_tech_base"]
