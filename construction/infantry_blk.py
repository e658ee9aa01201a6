"""Reading MegaMek's .blk conventional infantry files (2021 and current formats).

An infantry file gives the squad size (``<squad_size>``) and count
(``<squadn>``), the motive (``<motion_type>``: Leg, Jump, Motorized,
Wheeled, Tracked, Hover, VTOL, Microlite, UMU/SCUBA, Motorized SCUBA,
Submarine), the primary weapon and, with ``<secondn>`` troopers per squad,
the secondary, the armor kit (``<armorKit>`` in 2021 files, a line of
``<Troopers Equipment>`` today) or custom armor (``<armordivisor>`` /
``<InfantryArmor>`` with the presence flags ``<encumberingarmor>``,
``<spacesuit>``, ``<dest>``, ``<sneakcamo>``, ``<sneakir>``, ``<sneakecm>``),
the anti-'Mech skill (``<antimek>``: any value but 8 means anti-'Mech gear),
the specializations as a bit mask, augmentations, and field guns with their
ammunition in ``<Field Guns Equipment>`` (mounts in location ``FIELD_GUNS``;
each ammunition line is one ton).  Presence flags count by their presence,
as MegaMek reads them.  Beast-mounted platoons (``Beast:<creature>``) name
a creature of the beast table (TO:AUE p. 106); custom creatures are a
ParseError.
"""

from __future__ import annotations

import dataclasses
from typing import Final, Optional

from . import blk, components
from .catalog import catalog
from .errors import ParseError
from .model import Design, InfantryDetails, Mount, role_or_none

MOTIONS: Final = {"leg": "foot", "foot": "foot", "jump": "jump", "motorized": "motorized", "wheeled": "wheeled",
           "tracked": "tracked", "hover": "hover", "vtol": "vtol", "microcopter": "vtol", "microlite": "microlite", "umu": "scuba",
           "scuba": "scuba", "motorized scuba": "motorized_scuba", "submarine": "submarine"}
FIELD_GUNS: Final = "FIELD_GUNS"

READ_TAGS: Final = frozenset({
    "unittype", "name", "model", "type", "year", "originalbuildyear", "mul id:", "role", "source", "era",
    "motion_type", "squad_size", "squadn", "primary", "secondary", "secondn", "armorkit", "troopers equipment",
    "field guns equipment", "antimek", "specialization", "armordivisor", "infantryarmor", "encumberingarmor",
    "spacesuit", "dest", "sneakcamo", "sneakir", "sneakecm", "augmentation", "transporters", "quirks",
    "weaponquirks", "jumpmp",
    *(f"prostheticenhancement{n}{count}" for n in (1, 2) for count in ("", "count")),
})




def _item(name: str, tag: str, text: str, notes: list, tech_base: str) -> str:
    """blk.stored_item, the tag's line looked up only for an unknown item
    (finding it reads the whole text)."""
    item = catalog().resolve(name, tech_base)
    if item is not None:
        return item.id
    return blk.stored_item(name, tech_base, None, blk.line_of(text, tag), notes)


def parse_infantry_blk(text: str, source: Optional[str] = None) -> Design:
    """A conventional infantry platoon from a .blk file's text."""
    tag_lines: dict = {}
    blocks = blk.scan(text, tag_lines)
    notes = blk.unknown_tag_notes(tag_lines, READ_TAGS)
    head = blk.header(blocks, text, ('infantry',), "an infantry")
    chassis, model, tech_base, mixed, rules_level = head.chassis, head.model, head.tech_base, head.mixed, head.rules_level

    motion_raw = (blk.first(blocks, "motion_type") or "leg").strip().lower()
    motion = MOTIONS.get(motion_raw)
    beast = None
    if motion_raw.startswith("beast:"):
        beast = motion_raw.split(":", 1)[1].strip()
        if beast not in components.family_data("infantry")["beasts"]["creatures"]:
            raise ParseError(f"<motion_type> {motion_raw!r}: unknown or custom beast mount",
                             line=blk.line_of(text, "motion_type"))
        motion = "beast"
    if motion is None:
        raise ParseError(f"<motion_type> {motion_raw!r}: unknown", line=blk.line_of(text, "motion_type"))
    squad_size = blk.whole(blocks, text, "squad_size", lo=1, hi=30)
    squads = blk.whole(blocks, text, "squadn", lo=1, hi=30)
    if squad_size is None or squads is None:
        raise ParseError("missing <squad_size> or <squadn> block")
    primary_raw = (blk.first(blocks, "primary") or "").strip()
    if not primary_raw:
        raise ParseError("missing <Primary> block (the primary weapon)")
    primary = _item(primary_raw, "primary", text, notes, tech_base)
    secondary_raw = (blk.first(blocks, "secondary") or "").strip()
    secondary = _item(secondary_raw, "secondary", text, notes, tech_base) if secondary_raw else None
    secondn = blk.whole(blocks, text, "secondn", default=0, lo=0, hi=30) if secondary else 0

    kit_names = [v.strip() for v in blocks.get("armorkit", []) if v.strip()]
    others = []
    anti_mech_gear = False
    for value in blocks.get("troopers equipment", []):
        name = value.strip()
        if not name:
            continue
        eq = catalog().resolve(name, tech_base)
        if eq is not None and "F_ARMOR_KIT" in eq.flags:
            kit_names.append(name)
        elif (eq is not None and "F_ANTI_MECH" in eq.flags) or _is_anti_mech_gear(name):
            anti_mech_gear = True
        else:
            others.append(name)
    for name in others:
        notes.append(blk.unknown_item_note(name, "TROOPERS", blk.line_of(text, "troopers equipment")))
    kit = _item(kit_names[-1], "armorkit", text, notes, tech_base) if kit_names else None
    antimek = blk.whole(blocks, text, "antimek", default=None, lo=0, hi=8)
    if antimek is not None and antimek != 8:
        anti_mech_gear = True

    divisor = None
    for tag in ("armordivisor", "infantryarmor"):
        raw = blk.first(blocks, tag)
        if raw:
            divisor = blk.number_at(raw, tag, 0, 10, text)
    bits = blk.whole(blocks, text, "specialization", default=0, lo=0, hi=2**20)
    names = components.family_data("infantry")["specializations"]["bits"]
    specializations = tuple(name for bit, name in names.items() if bits & int(bit))

    mounts = []
    numbers = tag_lines.get("field guns equipment", (None, []))[1]
    for index, value in enumerate(blocks.get("field guns equipment", [])):
        name = value.strip()
        if not name:
            continue
        number = numbers[index] if index < len(numbers) else None
        mounts.append(Mount(item=blk.stored_item(name, tech_base, FIELD_GUNS, number, notes), location=FIELD_GUNS))

    def present(tag: str) -> bool:
        return tag in blocks

    details = InfantryDetails(
        motion=motion, squad_size=squad_size, squads=squads, primary=primary, secondary=secondary,
        secondary_per_squad=secondn, armor_kit=kit, armor_divisor=divisor,
        encumbering=present("encumberingarmor"), dest=present("dest"), sneak_camo=present("sneakcamo"),
        sneak_ir=present("sneakir"), sneak_ecm=present("sneakecm"), spacesuit=present("spacesuit"),
        anti_mech_gear=anti_mech_gear, specializations=specializations,
        augmentations=tuple(v.strip() for v in blocks.get("augmentation", []) if v.strip()),
        beast=beast,
    )
    design = Design(
        unit_type="infantry",
        chassis=chassis,
        model=model,
        mul_id=blk.mul_id_tag(blocks, text),
        year=blk.whole(blocks, text, "year", lo=1800, hi=4000),
        source=(blk.first(blocks, "source") or blk.first(blocks, "era") or None),
        role=role_or_none(blk.first(blocks, "role")),
        tech_base=tech_base,
        mixed_tech=mixed,
        rules_level=rules_level,
        mounts=tuple(mounts),
        infantry=details,
        quirks=tuple(q.strip() for q in blocks.get("quirks", ()) if q.strip()),
        import_notes=tuple(notes),
    )
    from .infantry import platoon_tons, walk_mp, jump_mp

    return dataclasses.replace(design, tonnage=platoon_tons(design), walk_mp=walk_mp(design), jump_mp=jump_mp(design))



# Today's files list anti-'Mech gear among the troopers' equipment
# (``AntiMekGear``, MegaMek's internal name since 2024) instead of the
# older ``<antimek>`` skill block; it is the same gear (TM p. 152).
_ANTI_MECH_NAMES: Final = {"antimekgear", "antimechgear", "anti-mekgear", "anti-mechgear"}


def _is_anti_mech_gear(name: str) -> bool:
    return name.replace(" ", "").lower() in _ANTI_MECH_NAMES

__all__ = ["FIELD_GUNS", "parse_infantry_blk"]
