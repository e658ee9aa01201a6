"""Writing battle armor as a MegaMek .blk file (``<UnitType>BattleArmor``),
blocks in the order MegaMek's writer uses today: motion and ground MP, the
armor type and its tech level, the squad's equipment (``<Squad Equipment>``,
``<Point Equipment>`` for Clan suits), ``<Trooper N Equipment>`` for each
trooper, ``<slotless_equipment>``, then chassis, turret, jump MP, armor
points, trooper count and weight class.

An equipment line is ``Name[:APM|:DWP|:SSWM|:AM][:Body|:LA|:RA|:TU][:OMNI]
[:Shots<n>#][:SIZE:x]``; a line without a location is an item that takes no
slot (``NONE``).  Items without a slot listed after the troopers' own items
go to ``<slotless_equipment>``, so they read back in the same order.
"""

from __future__ import annotations

from typing import Final

from . import model as m
from .battle_armor_blk import ARMOR_CODES, ATTACK_PSEUDO_ITEMS, MAX_ARMOR, MAX_MOUNT_SIZE, MAX_MP, MOUNT_KINDS
from .blk_writer import BlkDocument, header, source
from .catalog import catalog
from .writers import ExportError, decimal, item_id, names, tech_level

WEIGHT_CLASSES: Final = ("pal", "light", "medium", "heavy", "assault")


def write_battle_armor_blk(design: m.Design) -> str:
    """The .blk text of a battle armor design."""
    ba = design.battle_armor or m.BattleArmorDetails()
    table = names()["blk"]
    trooper = design.armor_at("TROOPER")
    for field, value, top in (("walk_mp", design.walk_mp, MAX_MP), ("jump_mp", design.jump_mp, MAX_MP),
                              ("armor", trooper.front if trooper else 0, MAX_ARMOR)):
        if not 0 <= value <= top:  # the importer's ranges
            raise ExportError(f"{field}: a battle armor file holds 0 to {top}, not {value}", field)
    doc = BlkDocument()
    header(doc, design, "BattleArmor")
    doc.one("motion_type", table["battle_armor_motion"][ba.motion])
    doc.one("cruiseMP", design.walk_mp)
    doc.one("armor_type", _armor_code(design.armor_type))
    armor_tech = ba.armor_tech_base or design.tech_base
    doc.one("armor_tech", tech_level(armor_tech, design.rules_level))
    _equipment(doc, design, ba)
    source(doc, design)
    doc.one("chassis", ba.chassis)
    if ba.exoskeleton:
        doc.one("exoskeleton", "true")
    if ba.turret and ba.turret_slots:
        doc.one("turret", f"{table['battle_armor_turrets'][ba.turret]}:{ba.turret_slots}")
    doc.one("jumpingMP", design.jump_mp)
    doc.one("armor", trooper.front if trooper else 0)
    doc.one("Trooper Count", ba.troopers)
    doc.one("weightclass", WEIGHT_CLASSES.index(ba.weight_class))
    return doc.text()


def _armor_code(armor_type) -> int:
    for code, name in ARMOR_CODES.items():
        if name == (armor_type or "ba_standard"):
            return code
    raise ExportError(f"battle armor armor type {armor_type!r} has no .blk code", "armor_type")


def _line(mount: m.Mount, index: int) -> str:
    if mount.item.lower() in ATTACK_PSEUDO_ITEMS:
        raise ExportError(f"mounts.{index}.item: {mount.item!r} is an attack MegaMek adds, not equipment",
                          f"mounts.{index}.item")
    if ":" in mount.item:
        raise ExportError(f"mounts.{index}.item: a battle armor item name cannot hold ':'", f"mounts.{index}.item")
    parts = [item_id(mount.item)]
    if mount.mount:
        if mount.mount not in MOUNT_KINDS.values():  # the kinds the importer reads: any other would not read back
            raise ExportError(f"mounts.{index}.mount: {mount.mount!r} is not a battle armor mount kind"
                              f" ({', '.join(MOUNT_KINDS.values())})", f"mounts.{index}.mount")
        parts.append(mount.mount)
    if mount.location != "NONE":
        where = names()["blk"]["battle_armor_locations"].get(mount.location)
        if where is None:
            raise ExportError(f"mounts.{index}: {mount.location!r} is not a battle armor location",
                              f"mounts.{index}.location")
        parts.append(where)
    if mount.omnipod:
        parts.append("OMNI")
    if mount.shots is not None:
        parts.append(f"Shots{mount.shots}#")
    if mount.size is not None:
        size = decimal(mount.size)
        if not 0 < float(size) < MAX_MOUNT_SIZE:  # the sizes the importer reads
            raise ExportError(f"mounts.{index}.size: a battle armor file holds a size above 0 and below"
                              f" {MAX_MOUNT_SIZE:,}, not {size}", f"mounts.{index}.size")
        parts += ["SIZE", size]
    return ":".join(parts)


def _slotless(mount: m.Mount) -> bool:
    """Could the mount be a line of <slotless_equipment>?  (No slot, no
    trooper, no mount kind, not ammunition: the importer skips ammunition
    there.)"""
    if mount.location != "NONE" or mount.trooper is not None or mount.mount or mount.shots is not None:
        return False
    eq = catalog().find(mount.item)
    return eq is None or eq.kind != "ammo"


def _groups(design: m.Design) -> tuple[list[int], list[list[int]], list[int]]:
    """Mount indices of the squad's (or Point's) equipment, of each
    trooper's (1 to the last), and of <slotless_equipment>: the items
    without a slot the design lists after every other (so they read back
    in the same order)."""
    ba = design.battle_armor or m.BattleArmorDetails()
    mounts = list(design.mounts)
    tail = len(mounts)
    while tail and _slotless(mounts[tail - 1]):
        tail -= 1
    squad = [i for i, mt in enumerate(mounts[:tail]) if mt.trooper is None]
    last = max([ba.troopers] + [mt.trooper for mt in mounts if mt.trooper is not None])
    troopers = [[i for i, mt in enumerate(mounts) if mt.trooper == n] for n in range(1, last + 1)]
    return squad, troopers, list(range(tail, len(mounts)))


def file_order(design: m.Design) -> list[int]:
    """The design's mount indices in the order its .blk lists them, which is
    the order the importer reads them back in."""
    squad, troopers, slotless = _groups(design)
    return squad + [i for group in troopers for i in group] + slotless


def _equipment(doc: BlkDocument, design: m.Design, ba: m.BattleArmorDetails) -> None:
    mounts = design.mounts
    squad, troopers, slotless = _groups(design)
    doc.block("Point Equipment" if design.is_clan else "Squad Equipment", [_line(mounts[i], i) for i in squad],
              "mounts")
    for n, group in enumerate(troopers, start=1):
        doc.block(f"Trooper {n} Equipment", [_line(mounts[i], i) for i in group], "mounts")
    if slotless:
        doc.block("slotless_equipment", [_line(mounts[i], i) for i in slotless], "mounts")


__all__ = ["file_order", "write_battle_armor_blk"]
