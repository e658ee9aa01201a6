"""Reading MegaMek's .blk ProtoMech files (2021 and current formats).

A ProtoMech file gives the tonnage, ``<motion_type>`` (``Biped``, ``Quad``,
``WiGE`` for a glider), walking MP (``<cruiseMP>``) and jumping MP, the armor
points per location in ``<armor>`` (head, torso, right arm, left arm, legs,
and the main gun when there is one), the armor type code (``<armor_type>``,
when not standard) and the equipment of each location in ``<Head
Equipment>``, ``<Torso Equipment>``, ``<Right Arm Equipment>``, ``<Left Arm
Equipment>``, ``<Legs Equipment>``, ``<Main Gun Equipment>`` and ``<Body
Equipment>`` (items in no hit location: jump jets, ammunition, ...), one item
per line.  ProtoMech ammunition is bought by the shot: ``Clan Ammo SRM-2
(10)`` is 10 shots, read into ``Mount.shots``.

The engine is the ProtoMech engine of rating tonnage x walking MP
(TechManual p. 71); ``<engine_type>``/``<internal_type>`` carry nothing else
for ProtoMechs.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Final, Optional

from . import blk
from .catalog import catalog
from .errors import ParseError
from .model import PROTOMECH_BODY, Design, Engine, LocationArmor, Mount, ProtoMechDetails, role_or_none
from .protomech import engine_rating

MOTIONS: Final = {"biped": "biped", "quad": "quad", "wige": "glider", "glider": "glider"}
EQUIPMENT_TAGS: Final[dict[str, str]] = {
    "head equipment": "HD",
    "torso equipment": "T",
    "right arm equipment": "RA",
    "left arm equipment": "LA",
    "legs equipment": "L",
    "main gun equipment": "MG",
    "body equipment": PROTOMECH_BODY,
}
ARMOR_ORDER: Final = ("HD", "T", "RA", "LA", "L", "MG")
# MegaMek's armor type codes for ProtoMechs -> MechForge armor type ids.
# (Standard ProtoMech armor is written as no code, 0, or 42 in today's files.)
ARMOR_CODES: Final = {0: "standard", 42: "standard", 18: "electric_discharge"}

READ_TAGS: Final = frozenset({
    "unittype", "name", "model", "type", "motion_type", "cruisemp", "jumpingmp", "engine_type", "internal_type",
    "armor", "armor_type", "armor_tech", "armor_tech_level", "armor_tech_rating", "interface_cockpit",
    "clan_engine", "tonnage", "year", "originalbuildyear", "mul id:", "role", "source", "quirks", "weaponquirks",
    "transporters", "slotless_equipment", *EQUIPMENT_TAGS,
})

_SHOTS: Final = re.compile(r"^(.*?)\s*\((\d+)\)$")




def equipment_mount(line: str, location: str, tech_base: str) -> Mount:
    """One equipment line: ``Name`` or ``Name (shots)`` for ammunition."""
    name = line.strip()
    shots = None
    m = _SHOTS.match(name)
    if m:
        base = catalog().resolve(m.group(1), tech_base)
        if base is not None and base.kind == "ammo":
            name, shots = m.group(1), int(m.group(2))
    return Mount(item=name, location=location, shots=shots)


def parse_protomech_blk(text: str, source: Optional[str] = None) -> Design:
    """A ProtoMech design from a .blk file's text."""
    tag_lines: dict = {}
    blocks = blk.scan(text, tag_lines)
    notes = blk.unknown_tag_notes(tag_lines, READ_TAGS)
    head = blk.header(blocks, text, ('protomech', 'protomek'), "a ProtoMech")
    chassis, model, tech_base, mixed, rules_level = head.chassis, head.model, head.tech_base, head.mixed, head.rules_level
    tonnage_raw = blk.first(blocks, "tonnage")
    if tonnage_raw is None:
        raise ParseError("missing <tonnage> block")
    tonnage = blk.number_at(tonnage_raw, "tonnage", 1e-9, 100000, text)
    motion_raw = (blk.first(blocks, "motion_type") or "biped").strip().lower()
    motion = MOTIONS.get(motion_raw)
    if motion is None:
        raise ParseError(f"unknown ProtoMech <motion_type> {motion_raw!r}", line=blk.line_of(text, "motion_type"))
    walk = blk.whole(blocks, text, "cruisemp", default=0, lo=0, hi=100)
    jump = blk.whole(blocks, text, "jumpingmp", default=0, lo=0, hi=100)

    values = blocks.get("armor", [])
    if not 5 <= len(values) <= 6:
        raise ParseError(f"<armor> needs 5 or 6 values (head, torso, right arm, left arm, legs[, main gun]), got {len(values)}",
                         line=blk.line_of(text, "armor"))
    points = [blk.number_at(v, "armor", 0, 100000, text, whole=True) for v in values]
    has_main_gun = len(points) == 6 or bool(blocks.get("main gun equipment"))
    armor = tuple(LocationArmor(loc, pts) for loc, pts in zip(ARMOR_ORDER, points)
                  if loc in ("HD", "T", "L", "MG") or motion != "quad")
    if has_main_gun and len(points) == 5:
        armor += (LocationArmor("MG", 0),)
    armor_code = blk.whole(blocks, text, "armor_type", default=0, lo=-1, hi=1000)
    if armor_code not in ARMOR_CODES and armor_code != -1:
        raise ParseError(f"<armor_type> {armor_code} is not a ProtoMech armor type", line=blk.line_of(text, "armor_type"))
    armor_type = ARMOR_CODES.get(armor_code, "standard")

    mounts: list[Mount] = []
    for tag, location in (*EQUIPMENT_TAGS.items(), ("slotless_equipment", PROTOMECH_BODY)):
        numbers = tag_lines.get(tag, (None, []))[1]
        for index, line in enumerate(blocks.get(tag, [])):
            if not line.strip():
                continue
            if tag == "slotless_equipment" and blk.one_shot_load(_SHOTS.sub(r"\1", line.strip()), tech_base):
                continue  # a one-shot launcher's own load (the Fusillade's rounds): part of the weapon
            mount = equipment_mount(line, location, tech_base)
            number = numbers[index] if index < len(numbers) else None
            mounts.append(dataclasses.replace(mount, item=blk.stored_item(mount.item, tech_base, location, number, notes)))

    details = ProtoMechDetails(
        motion=motion,
        main_gun=has_main_gun,
        interface_cockpit=(blk.first(blocks, "interface_cockpit") or "").strip().lower() == "true",
    )
    design = Design(
        unit_type="protomech",
        chassis=chassis,
        model=model,
        mul_id=blk.mul_id_tag(blocks, text),
        year=blk.whole(blocks, text, "year", lo=1800, hi=4000),
        source=(blk.first(blocks, "source") or None),
        role=role_or_none(blk.first(blocks, "role")),
        tech_base=tech_base,
        mixed_tech=mixed,
        rules_level=rules_level,
        tonnage=tonnage,
        engine=None,
        armor_type=armor_type,
        walk_mp=walk,
        jump_mp=jump,
        armor=armor,
        mounts=tuple(mounts),
        protomech=details,
        quirks=tuple(q.strip() for q in blocks.get("quirks", ()) if q.strip()),
        weapon_quirks=blk.weapon_quirks(blocks, tag_lines),
        import_notes=tuple(notes),
    )
    return dataclasses.replace(design, engine=Engine("protomech", engine_rating(design), tech_base))


__all__ = ["ARMOR_CODES", "parse_protomech_blk"]
