"""Writing MegaMek's .blk files (every family but 'Mechs).

A .blk file is a list of ``<tag>`` / value lines / ``</tag>`` blocks, each
followed by a blank line, after a ``#Saved from version`` comment, as
MegaMek's ``BLKFile`` writes it today.  This module holds what every family
shares: the block document, the opening blocks (``UnitType``, ``Name``,
``Model``, ``mul id:``, ``year``, ``originalBuildYear``, ``type``, ``role``,
``quirks``, ``weaponQuirks``) and the ``<type>`` line; each family's module
writes the rest in MegaMek's order:

* combat and support vehicles: :mod:`construction.vehicle_blk_writer`
* battle armor: :mod:`construction.battle_armor_blk_writer`
* ProtoMechs: :mod:`construction.protomech_blk_writer`
* conventional infantry: :mod:`construction.infantry_blk_writer`
"""

from __future__ import annotations

import re
from typing import Final, Iterable, Optional

from . import model as m
from .writers import ExportError, check_line, generator, names, weapon_quirk_line

_CLOSING: Final = re.compile(r"^</\s*[^<>]+?\s*>$")


class BlkDocument:
    """The blocks of a .blk file, in the order they are added."""

    def __init__(self) -> None:
        self._lines: list[str] = [f"#Saved from version {generator()}"]

    def block(self, tag: str, values: Iterable, field: Optional[str] = None) -> None:
        """``<tag>``, one line per value, ``</tag>``, a blank line.  A value
        that the reader would take for a comment or a closing tag is an
        ExportError naming ``field`` (the design field it comes from)."""
        self._lines.append(f"<{tag}>")
        for value in values:
            text = value if isinstance(value, str) else str(value)
            self._lines.append(value_line(text, field or tag))
        self._lines += [f"</{tag}>", ""]

    def one(self, tag: str, value, field: Optional[str] = None) -> None:
        """A block of one value."""
        self.block(tag, [value], field)

    def text(self) -> str:
        return "\n".join(self._lines) + "\n"


def value_line(text: str, field: str) -> str:
    """A value as a line of a block: one line, not empty, not read as a
    comment (``#``) or a closing tag."""
    check_line(text, field)
    if not text or text.startswith("#") or _CLOSING.match(text):
        raise ExportError(f"{field}: {text[:40]!r} cannot be a line of a .blk file", field)
    return text


def write_blk(design: m.Design) -> str:
    """The .blk text of a design of any family but 'Mechs."""
    writer = _FAMILY_WRITERS.get(design.unit_type)
    if writer is None:
        raise ExportError(f"a {design.unit_type} design is not written as .blk")
    module_name, function = writer
    import importlib

    return getattr(importlib.import_module(module_name), function)(design)


_FAMILY_WRITERS: Final = {
    "combat_vehicle": ("construction.vehicle_blk_writer", "write_vehicle_blk"),
    "support_vehicle": ("construction.vehicle_blk_writer", "write_vehicle_blk"),
    "battle_armor": ("construction.battle_armor_blk_writer", "write_battle_armor_blk"),
    "protomech": ("construction.protomech_blk_writer", "write_protomech_blk"),
    "infantry": ("construction.infantry_blk_writer", "write_infantry_blk"),
}


def type_line(design: m.Design) -> str:
    """The ``<type>`` value: ``IS Level 2``, ``Clan Level 3``, ``Mixed (IS
    Chassis) Experimental`` (a mixed-tech design at the standard level has
    no level word, as MegaMek writes it)."""
    if design.mixed_tech:
        chassis = "Clan" if design.is_clan else "IS"
        return f"Mixed ({chassis} Chassis){names()['blk']['mixed_level_suffix'][design.rules_level]}"
    return f"{'Clan' if design.is_clan else 'IS'} Level {m.RULES_LEVELS.index(design.rules_level) + 1}"


def header(doc: BlkDocument, design: m.Design, unit_type: str, weapon_quirks: bool = True) -> None:
    """The blocks every family opens with, in MegaMek's order.  A Clan
    reporting name is an ExportError: the .blk format has no place for one
    (MegaMek reads a Clan name from 'Mech .mtf files only, and MegaMekLab
    offers the field for 'Meks only)."""
    if design.clan_name is not None:
        raise ExportError("clan_name: a .blk file has no place for a Clan reporting name (MegaMek keeps one for"
                          " 'Mechs only, in their .mtf files)", "clan_name")
    doc.one("UnitType", unit_type)
    doc.one("Name", design.chassis, "chassis")
    doc.block("Model", [design.model] if design.model else [], "model")
    if design.mul_id is not None:
        doc.one("mul id:", design.mul_id)
    if design.year is not None:
        doc.one("year", design.year)
        doc.one("originalBuildYear", design.year)
    doc.one("type", type_line(design))
    if design.role:
        doc.one("role", design.role, "role")
    if design.quirks:
        doc.block("quirks", design.quirks, "quirks")
    if weapon_quirks and design.weapon_quirks:
        doc.block("weaponQuirks", [weapon_quirk_line(i, q) for i, q in enumerate(design.weapon_quirks)],
                  "weapon_quirks")


def source(doc: BlkDocument, design: m.Design) -> None:
    if design.source:
        doc.one("source", design.source, "source")


__all__ = ["BlkDocument", "header", "source", "type_line", "value_line", "write_blk"]
