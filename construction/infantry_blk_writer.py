"""Writing a conventional infantry platoon as a MegaMek .blk file
(``<UnitType>Infantry``), blocks in the order MegaMek's writer uses today:
motion (``Beast:<creature>`` for beast mounts), the troopers' equipment
(the armor kit), field guns, source, squad size and count, secondary
weapons per squad, primary and secondary weapon, then the custom armor and
the flags MegaMek reads by their presence, specializations (a bit mask) and
augmentations.

Anti-'Mech gear is written as today's files write it: an ``AntiMekGear``
line among the troopers' equipment (the older ``<antimek>`` skill block is
read, not written).
Tonnage and MP are not written: they follow from the platoon.
"""

from __future__ import annotations

from typing import Final

from . import components
from . import model as m
from .blk_writer import BlkDocument, header, source
from .catalog import catalog
from .writers import ExportError, decimal, item_id, names

FIELD_GUNS: Final = "FIELD_GUNS"


def write_infantry_blk(design: m.Design) -> str:
    """The .blk text of a conventional infantry platoon."""
    inf = design.infantry or m.InfantryDetails()
    table = names()["blk"]
    doc = BlkDocument()
    header(doc, design, "Infantry", weapon_quirks=False)
    if design.weapon_quirks:
        raise ExportError("conventional infantry has no weapon quirks in a .blk file", "weapon_quirks")
    doc.one("motion_type", _motion(inf, table))
    doc.block("Troopers Equipment", _troopers(inf) + (["AntiMekGear"] if inf.anti_mech_gear else []),
              "infantry.armor_kit")
    guns = []
    for i, mount in enumerate(design.mounts):
        if mount.location != FIELD_GUNS:
            raise ExportError(f"mounts.{i}: infantry carries equipment only as field guns", f"mounts.{i}.location")
        guns.append(item_id(mount.item))
    doc.block("Field Guns Equipment", guns, "mounts")
    source(doc, design)
    doc.one("squad_size", inf.squad_size)
    doc.one("squadn", inf.squads)
    if inf.secondary and inf.secondary_per_squad:
        doc.one("secondn", inf.secondary_per_squad)
    doc.one("Primary", item_id(inf.primary), "infantry.primary")
    if inf.secondary:
        doc.one("Secondary", item_id(inf.secondary), "infantry.secondary")
    if inf.armor_kit is not None and not _known_kit(inf.armor_kit):
        doc.one("armorKit", inf.armor_kit, "infantry.armor_kit")  # the 2021 block: read back as written
    if inf.armor_divisor is not None:
        doc.one("armordivisor", decimal(inf.armor_divisor))
    for flag, tag in (("encumbering", "encumberingarmor"), ("spacesuit", "spacesuit"), ("dest", "dest"),
                      ("sneak_camo", "sneakcamo"), ("sneak_ir", "sneakir"), ("sneak_ecm", "sneakecm")):
        if getattr(inf, flag):
            doc.one(tag, "true")
    if inf.specializations:
        doc.one("specialization", _specialization_mask(inf.specializations))
    if inf.augmentations:
        doc.block("augmentation", inf.augmentations, "infantry.augmentations")
    return doc.text()


def _motion(inf: m.InfantryDetails, table) -> str:
    if inf.motion == "beast":
        if not inf.beast:
            raise ExportError("a beast-mounted platoon needs its creature", "infantry.beast")
        return f"Beast:{inf.beast.title()}"
    return table["infantry_motion"][inf.motion]


def _troopers(inf: m.InfantryDetails) -> list[str]:
    """The armor kit, as today's files list it among the troopers'
    equipment, when the catalog knows it as a kit."""
    return [item_id(inf.armor_kit)] if _known_kit(inf.armor_kit) else []


def _known_kit(name) -> bool:
    eq = catalog().find(name) if name else None
    return eq is not None and "F_ARMOR_KIT" in eq.flags


def _specialization_mask(specializations) -> int:
    bits = {name: int(bit) for bit, name in components.family_data("infantry")["specializations"]["bits"].items()}
    try:
        return sum(bits[name] for name in specializations)
    except KeyError as exc:
        raise ExportError(f"unknown infantry specialization {exc.args[0]!r}", "infantry.specializations") from None


__all__ = ["write_infantry_blk"]
