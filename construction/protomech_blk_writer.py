"""Writing a ProtoMech as a MegaMek .blk file (``<UnitType>ProtoMek``, the
2024 spelling MegaMek writes today), blocks in its writer's order: motion,
walking and jumping MP, the interface cockpit, the engine and armor codes,
the armor points (head, torso, right arm, left arm, legs and, with a main
gun, the main gun: a quad's arms are written as 0), one equipment block per
location (``<Body Equipment>`` for items in no hit location), source and
tonnage.  Ammunition is bought by the shot: ``Clan Ammo SRM-2 (10)``.

The engine is not written beyond MegaMek's fixed codes: the importer works
the rating out from tonnage and walking MP (TechManual p. 71).
"""

from __future__ import annotations

from typing import Final

from . import model as m
from .blk_writer import BlkDocument, header, source
from .protomech_blk import ARMOR_ORDER
from .writers import ExportError, decimal, item_id, names, tech_level

# Blocks in MegaMek's order; the importer reads them in its own fixed order
# (head, torso, arms, legs, main gun, body), whatever the file's.
BLOCK_ORDER: Final = ("BODY", "HD", "T", "RA", "LA", "L", "MG")


def write_protomech_blk(design: m.Design) -> str:
    """The .blk text of a ProtoMech design."""
    proto = design.protomech or m.ProtoMechDetails()
    table = names()["blk"]
    doc = BlkDocument()
    header(doc, design, "ProtoMek")
    doc.one("motion_type", table["protomech_motion"][proto.motion])
    doc.one("cruiseMP", design.walk_mp)
    doc.one("jumpingMP", design.jump_mp)
    doc.one("interface_cockpit", "true" if proto.interface_cockpit else "false")
    doc.one("engine_type", 0)
    doc.one("clan_engine", "false")
    try:
        doc.one("armor_type", table["protomech_armor_codes"][design.armor_type or "standard"])
    except KeyError:
        raise ExportError(f"ProtoMech armor type {design.armor_type!r} has no .blk code", "armor_type") from None
    doc.one("armor_tech_level", tech_level(design.tech_base, design.rules_level))
    doc.one("internal_type", -1)
    locations = ARMOR_ORDER if proto.main_gun else ARMOR_ORDER[:5]
    doc.block("armor", [(a.front if (a := design.armor_at(loc)) else 0) for loc in locations], "armor")
    _equipment(doc, design, proto)
    source(doc, design)
    doc.one("tonnage", decimal(design.tonnage))
    return doc.text()


def _line(mount: m.Mount) -> str:
    name = item_id(mount.item)
    return f"{name} ({mount.shots})" if mount.shots is not None else name


def _equipment(doc: BlkDocument, design: m.Design, proto: m.ProtoMechDetails) -> None:
    blocks = names()["blk"]["protomech_blocks"]
    lines: dict[str, list[str]] = {loc: [] for loc in BLOCK_ORDER}
    for i, mount in enumerate(design.mounts):
        if mount.location not in lines or (mount.location == "MG" and not proto.main_gun):
            raise ExportError(f"mounts.{i}: {mount.location!r} is not a location of this ProtoMech",
                              f"mounts.{i}.location")
        lines[mount.location].append(_line(mount))
    for loc in BLOCK_ORDER:
        if loc == "MG" and not proto.main_gun:
            continue
        doc.block(f"{blocks[loc]} Equipment", lines[loc], "mounts")


__all__ = ["write_protomech_blk"]
