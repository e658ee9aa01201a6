"""Writing a 'Mech design as MegaMek's .mtf text, the way MegaMek writes it
today (``Mek#getMtf``, 0.50.x): a ``generator:`` line, the keyed header
(``chassis:``, ``clanname:``, ``model:``, ``mul id:``), configuration and
tech lines, construction lines, armor per location, the weapons list and
one block of twelve critical slots per location (``-Empty-`` padding).

The slot texts are the catalog ids (MegaMek's internal names) with the
decorations MegaMek's writer adds, in its order: `` (R)`` rear, `` (T)``
turret, `` (OMNIPOD)``, ``:SIZE:x`` for variable-size items, `` (ARMORED)``;
a superheavy's second item in a slot after ``|``.  Fixed systems are written
by their slot names (``Fusion Engine`` for every engine, as MegaMek does).
Component names come from data/megamek_names.json.

The importer (:mod:`construction.mtf`) reads every line written here back
into the same design; tests/export proves it on every canonical 'Mech.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final, Optional

from . import model as m
from .catalog import catalog
from .writers import (ExportError, check_line, check_lines, decimal, generator, item_id, names, weapon_quirk_line,
                      whole)

EMPTY: Final = "-Empty-"
SLOTS_PER_BLOCK: Final = 12


def write_mtf(design: m.Design) -> str:
    """The .mtf text of a 'Mech design."""
    if design.unit_type != "mech":
        raise ExportError(f"only 'Mechs are written as .mtf, not a {design.unit_type}")
    mech = design.mech or m.MechDetails()
    table = names()["mtf"]
    _check_text(design)
    lines: list[str] = []
    lines += _identity(design)
    lines += _classification(design, mech, table)
    lines += _quirks(design)
    lines += _construction(design, mech, table)
    lines += _movement(design, mech, table)
    lines += _armor(design, mech, table)
    lines += _weapons(design, mech, table)
    lines += _blocks(design, mech, table)
    return "\n".join(lines) + "\n"


def _check_text(design: m.Design) -> None:
    check_lines([("chassis", design.chassis), ("model", design.model), ("clan_name", design.clan_name),
                 ("source", design.source), ("role", design.role)])
    check_lines((f"quirks.{i}", q) for i, q in enumerate(design.quirks))
    checked = set()
    for i, mount in enumerate(design.mounts):
        if mount.item in checked:
            continue
        check_line(mount.item, f"mounts.{i}.item")
        if "|" in mount.item:
            raise ExportError(f"mounts.{i}.item: a slot name cannot hold '|'", f"mounts.{i}.item")
        checked.add(mount.item)
    if design.mech is not None and design.mech.ejection is not None:
        check_line(design.mech.ejection, "mech.ejection")
    if design.mech is not None and design.mech.heat_sink_kit is not None:
        check_line(design.mech.heat_sink_kit, "mech.heat_sink_kit")


def _identity(design: m.Design) -> list[str]:
    out = [f"generator:{generator()}", f"chassis:{design.chassis}"]
    if design.clan_name:
        out.append(f"clanname:{design.clan_name}")
    out.append(f"model:{design.model}")
    if design.mul_id is not None:
        out.append(f"mul id:{design.mul_id}")
    return out + [""]


def _tech_base(design: m.Design, table) -> str:
    if design.mixed_tech:
        return table["tech_base"]["mixed_Clan" if design.is_clan else "mixed_IS"]
    return table["tech_base"][design.tech_base]


def _classification(design: m.Design, mech: m.MechDetails, table) -> list[str]:
    config = table["config"][mech.config] + (table["omni_suffix"] if design.omni else "")
    out = [f"Config:{config}", f"techbase:{_tech_base(design, table)}"]
    if design.year is not None:
        out.append(f"era:{design.year}")
    if design.source:
        out.append(f"source:{design.source}")
    out.append(f"rules level:{m.RULES_LEVELS.index(design.rules_level) + 1}")
    if design.role:
        out.append(f"role:{design.role}")
    return out + [""]


def _quirks(design: m.Design) -> list[str]:
    out = [f"quirk:{q}" for q in design.quirks]
    for i, wq in enumerate(design.weapon_quirks):
        out.append(f"weaponquirk:{weapon_quirk_line(i, wq)}")
    return out + [""]  # the blank line comes with or without quirks, as MegaMek writes it


def _named(table, kind: str, key: Optional[str], field: str) -> str:
    try:
        return table[kind][key]
    except KeyError:
        raise ExportError(f"{field}: {key!r} has no MegaMek name", field) from None


def _engine(design: m.Design, table) -> str:
    engine = design.engine
    if engine is None:
        raise ExportError("a 'Mech needs an engine to be written", "engine")
    name = _named(table, "engine", engine.type, "engine.type")
    clan = engine.type in table["clan_engines"] or (design.is_clan and not design.mixed_tech)
    text = f"{engine.rating} {name}{' (Clan)' if clan else ''} Engine"
    if design.mixed_tech and not clan:
        text += "(IS)"  # MegaMek marks an Inner Sphere engine in a mixed-tech 'Mech
    return text


def _armor_name(table, armor_type: str, prefixed: bool) -> str:
    """``Ferro-Fibrous(Clan)``; with ``prefixed``, as on a patchwork
    location: ``Clan Ferro-Fibrous(Clan)``."""
    try:
        name, tech = table["armor"][armor_type]
    except KeyError:
        raise ExportError(f"armor type {armor_type!r} has no MegaMek name", "armor_type") from None
    tech = tech or "IS"
    prefix = ("Clan " if tech == "Clan" else "IS ") if prefixed else ""
    return f"{prefix}{name}({table['armor_tech_names'][tech]})"


def _construction(design: m.Design, mech: m.MechDetails, table) -> list[str]:
    out = [f"mass:{whole(design.tonnage, 'tonnage')}", f"engine:{_engine(design, table)}",
           f"structure:{_named(table, 'structure', design.structure or 'standard', 'structure')}",
           f"myomer:{_named(table, 'myomer', mech.myomer, 'mech.myomer')}"]
    if mech.config == "lam" and mech.lam_type:
        out.append(f"lam:{table['lam_type'][mech.lam_type]}")
    if mech.config == "quadvee" and mech.quadvee_motive:
        out.append(f"motive:{table['quadvee_motive'][mech.quadvee_motive]}")
    default_cockpit = "quadvee" if mech.config == "quadvee" else "standard"
    if not (mech.cockpit == default_cockpit == "standard" and mech.gyro == "standard"):
        out.append(f"cockpit:{_named(table, 'cockpit', mech.cockpit, 'mech.cockpit')}")
        out.append(f"gyro:{_named(table, 'gyro', mech.gyro, 'mech.gyro')}")
    if mech.heat_sink_kit:
        out.append(f"heat sink kit:{mech.heat_sink_kit}")
    if mech.ejection:
        out.append(f"ejection:{mech.ejection}")
    return out + [""]


def _movement(design: m.Design, mech: m.MechDetails, table) -> list[str]:
    hs = design.heat_sinks or m.HeatSinks("single", 0)
    out = [f"heat sinks:{hs.count} {_named(table, 'heat_sinks', hs.type, 'heat_sinks.type')}"]
    if hs.base_chassis is not None:
        out.append(f"base chassis heat sinks:{hs.base_chassis}")
    locations = {code for code, _ in _locations(mech, table)}
    for i, mount in enumerate(design.mounts):
        if mount.slots:
            continue
        if mount.is_system:
            raise ExportError(f"mounts.{i}: a fixed system ({mount.item}) is written by its slots, and has none",
                              f"mounts.{i}.slots")
        if mount.location not in locations:
            raise ExportError(f"mounts.{i}: location {mount.location!r} is not a location of this 'Mech",
                              f"mounts.{i}.location")
        out.append(f"nocrit:{item_id(mount.item)}:{mount.location}")  # an item that takes no slot
    out += [f"walk mp:{design.walk_mp}", f"jump mp:{design.jump_mp}"]
    return out + [""]


def _locations(mech: m.MechDetails, table) -> list[tuple[str, str]]:
    """(location code, block name) in MegaMek's order: arms, torsos, head,
    legs (a quad's legs in the arms' and legs' places)."""
    quad = mech.config in ("quad", "quadvee")
    out = []
    for loc in table["location_order"]:
        if loc == "CL" and mech.config != "tripod":
            continue
        code = table["quad_locations"].get(loc, loc) if quad else loc
        out.append((code, table["location_names"][code]))
    return out


def _armor(design: m.Design, mech: m.MechDetails, table) -> list[str]:
    located = _locations(mech, table)
    known = {code for code, _ in located}
    for i, armor in enumerate(design.armor):
        if armor.location not in known:
            raise ExportError(f"armor.{i}: {armor.location!r} is not a location of this 'Mech", f"armor.{i}.location")
    patchwork = design.armor_type == "patchwork"
    if patchwork:
        out = [f"armor:{table['patchwork']}"]
    else:
        out = [f"armor:{_armor_name(table, design.armor_type or 'standard', prefixed=False)}"]
    for code, _ in located:
        at = design.armor_at(code)
        points = at.front if at else 0
        if at is not None and at.armor_type:
            out.append(f"{code} armor:{_armor_name(table, at.armor_type, prefixed=True)}:{points}")
        else:
            out.append(f"{code} armor:{points}")
    for loc, key in table["rear_armor"].items():
        at = design.armor_at(loc)
        out.append(f"{key} armor:{(at.rear or 0) if at else 0}")
    return out + [""]


def _weapons(design: m.Design, mech: m.MechDetails, table) -> list[str]:
    """``Weapons:N`` and a ``Name, Location`` line per weapon, locations in
    the blocks' order (MegaMek reads the slots, not this list)."""
    order = {code: i for i, (code, _) in enumerate(_locations(mech, table))}
    rows = []
    for mount in design.mounts:
        name = _weapon_name(mount.item)
        if name is not None:
            where = table["location_names"].get(mount.location, mount.location)
            rows.append((order.get(mount.location, len(order)), f"{name}, {where}"))
    rows.sort(key=lambda row: row[0])
    return [f"Weapons:{len(rows)}", *(text for _, text in rows), ""]


@lru_cache(maxsize=8192)
def _weapon_name(item: str) -> Optional[str]:
    """The display name of a catalog weapon (None for anything else)."""
    eq = None if item in m.SYSTEM_ITEMS else catalog().find(item)
    return eq.name if eq is not None and eq.kind == "weapon" else None


@lru_cache(maxsize=65536)
def _slot_text(mount: m.Mount) -> str:
    """What a mount's slots read.  Cached: mounts are immutable, and the
    importer shares equal mounts between designs."""
    if mount.is_system:
        text = names()["mtf"]["system_slots"][mount.item]
        if mount.rear:  # not a real thing, but a file may say so and the importer keeps it
            text += " (R)"
    else:
        text = item_id(mount.item)
        if mount.facing in ("FL", "FR", "RL", "RR"):
            text += f" ({mount.facing})"
        if mount.rear:
            text += " (R)"
        if mount.turret:
            text += " (T)"
        if mount.omnipod:
            text += " (OMNIPOD)"
        if mount.size is not None:
            text += f":SIZE:{decimal(mount.size)}"
    if mount.armored:
        text += " (ARMORED)"
    return text


def _slot_grid(design: m.Design, locations: list[str]) -> dict[str, list[list[str]]]:
    """location -> twelve slots, each the list of texts in it (two for a
    superheavy's shared slot)."""
    grid: dict[str, list[list[str]]] = {loc: [[] for _ in range(SLOTS_PER_BLOCK)] for loc in locations}
    for i, mount in enumerate(design.mounts):
        text = _slot_text(mount)
        for loc, slots in mount.parts():
            if not slots:
                continue
            if loc not in grid:
                raise ExportError(f"mounts.{i}: location {loc!r} is not a location of this 'Mech", f"mounts.{i}.location")
            for slot in slots:
                if not 0 <= slot < SLOTS_PER_BLOCK:
                    raise ExportError(f"mounts.{i}: slot {slot} is outside 0-11", f"mounts.{i}.slots")
                cell = grid[loc][slot]
                if mount.shared_slot and len(cell) == 1:
                    cell.append(text)
                elif not cell and not mount.shared_slot:
                    cell.append(text)
                else:
                    raise ExportError(f"mounts.{i}: slot {slot} of {loc} is taken twice", f"mounts.{i}.slots")
    return grid


def _blocks(design: m.Design, mech: m.MechDetails, table) -> list[str]:
    located = _locations(mech, table)
    grid = _slot_grid(design, [code for code, _ in located])
    out = []
    for code, name in located:
        out.append(f"{name}:")
        out += ["|".join(cell) if cell else EMPTY for cell in grid[code]]
        out.append("")
    return out


__all__ = ["write_mtf"]
