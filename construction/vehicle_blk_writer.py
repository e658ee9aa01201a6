"""Writing combat and support vehicles as MegaMek .blk files (``Tank``,
``VTOL``, ``SupportTank``, ``LargeSupportTank``, ``SupportVTOL``,
``FixedWingSupport``), blocks in the order MegaMek's writer uses today.

* The engine is written as its code (``<engine_type>``, the table in
  data/components/vehicles.json the importer reads), with ``<clan_engine>``
  when its tech base is not the chassis'; the rating is not written (it
  follows from cruise MP, tonnage and motive, as the importer works it out).
* Armor: one value per location in the importer's order (Front, Right,
  Left, Rear or the six superheavy facings, or Nose, wings, Aft; then Rotor,
  then the turrets); support vehicles' standard armor as MegaMek's BAR code
  (43 + BAR - 2) beside ``<barrating>``.
* Equipment: one block per location, every location's block written (empty
  ones too, as MegaMek does); a line is the catalog id, then ``(R)`` or the
  facing ``(FL)``..., ``(ST)``/``(PT)`` for sponson and pintle mounts,
  ``:OMNI`` and ``:SIZE:x``.  A support vehicle's chassis modifications are
  lines of the body block.  Body items the design lists after other
  locations' items go to ``<slotless_equipment>``, so the importer reads
  them back in the same order.
"""

from __future__ import annotations

from typing import Final, Optional

from . import model as m
from .blk_writer import BlkDocument, header, source
from .vehicle_blk import AERO, FOUR, SIX, is_chassis_mod
from .vehicle_blk import FACINGS as _SUFFIXES
from .catalog import catalog
from .writers import ExportError, decimal, item_id, names, tech_level

SLOTLESS: Final = "slotless_equipment"
RATINGS: Final = "ABCDEF"
FACINGS: Final = tuple(_SUFFIXES.values())  # the facings the importer reads from a "(FL)"... suffix


def write_vehicle_blk(design: m.Design) -> str:
    """The .blk text of a combat or support vehicle."""
    support = design.unit_type == "support_vehicle"
    details = design.support_vehicle if support else design.vehicle
    if details is None:
        details = m.SupportVehicleDetails() if support else m.VehicleDetails()
    aero = fixed_wing(design)
    block = "support_vehicle" if support else "vehicle"
    _check(design, details, block)
    doc = BlkDocument()
    header(doc, design, _unit_type(design, details, support, aero))
    doc.one("motion_type", names()["blk"]["vehicle_motion"][details.motive], f"{block}.motive")
    if details.transporters:
        doc.block("transporters", details.transporters, f"{block}.transporters")
    _movement(doc, design, aero)
    _engine_and_armor(doc, design, details, support)
    _equipment(doc, design, details, support, aero)
    if support:
        assert isinstance(details, m.SupportVehicleDetails)  # read from design.support_vehicle above
        _support_ratings(doc, details)
    source(doc, design)
    doc.one("tonnage", decimal(design.tonnage))
    _tail(doc, design, details, support, aero)
    return doc.text()


def _check(design: m.Design, details, block: str) -> None:
    """What the importer would read as something else, named: a motive
    MegaMek has no word for, a facing it has no suffix for, a chassis
    modification the importer does not take for one (it would come back as
    an item), an item that is one (it would come back as a modification)."""
    if details.motive not in names()["blk"]["vehicle_motion"]:
        raise ExportError(f"{block}.motive: {details.motive[:40]!r} is not a motive a .blk file names"
                          f" ({', '.join(names()['blk']['vehicle_motion'])})", f"{block}.motive")
    for i, mount in enumerate(design.mounts):
        if mount.facing is not None and not mount.rear and mount.facing not in FACINGS:
            raise ExportError(f"mounts.{i}.facing: {mount.facing[:24]!r} is not a facing a .blk file writes"
                              f" ({', '.join(FACINGS)})", f"mounts.{i}.facing")
    if block != "support_vehicle":
        return
    cat = catalog()
    for i, mod in enumerate(details.chassis_mods):
        if not is_chassis_mod(cat, mod):
            raise ExportError(f"support_vehicle.chassis_mods.{i}: {mod[:40]!r} is not a support vehicle chassis"
                              " modification: its .blk line would read back as an item", f"support_vehicle.chassis_mods.{i}")
    for i, mount in enumerate(design.mounts):
        if is_chassis_mod(cat, mount.item):
            raise ExportError(f"mounts.{i}.item: {mount.item!r} is a chassis modification: it is written, and read"
                              " back, as one of support_vehicle.chassis_mods", f"mounts.{i}.item")


def _unit_type(design: m.Design, details, support: bool, aero: bool) -> str:
    if not support:
        return "VTOL" if details.motive == "vtol" else "Tank"
    if aero:
        return "FixedWingSupport"
    if details.motive == "vtol":
        return "SupportVTOL"
    return "LargeSupportTank" if details.weight_class == "large" else "SupportTank"


def _jump_jets(design: m.Design) -> int:
    cat = catalog()
    return sum(1 for mt in design.mounts if (e := cat.find(mt.item)) is not None and "F_JUMP_JET" in e.flags)


def _movement(doc: BlkDocument, design: m.Design, aero: bool) -> None:
    if aero:
        doc.one("SafeThrust", design.walk_mp)
        hs = design.heat_sinks or m.HeatSinks("single", 0)
        doc.one("cockpit_type", 0)
        doc.one("heatsinks", hs.count)
        doc.one("sink_type", 0 if hs.type == "single" else 1)
        fuel = (design.support_vehicle or m.SupportVehicleDetails()).fuel
        if fuel is not None:  # fuel points, a whole number for MegaMek's aerospace units
            doc.one("fuel", int(fuel) if float(fuel).is_integer() else decimal(fuel))
        return
    doc.one("cruiseMP", design.walk_mp)
    if design.jump_mp and design.jump_mp != _jump_jets(design):
        doc.one("jumpingMP", design.jump_mp)  # else the importer counts the jump jets, as MegaMek does


def _engine_code(engine_type: str) -> int:
    from .vehicle_blk import tables

    kind = engine_type.removeprefix("large_")
    kind = {"xl_is": "xl", "xl_clan": "xl", "xxl_is": "xxl", "xxl_clan": "xxl"}.get(kind, kind)
    for code, name in tables()["blk_engine_codes"]["codes"].items():
        if name == kind:
            return int(code)
    raise ExportError(f"engine type {engine_type!r} has no .blk engine code", "engine.type")


def _armor_code(design: m.Design, details, support: bool) -> int:
    from .vehicle_blk import tables

    armor_type = design.armor_type or "standard"
    codes = tables()["blk_armor_codes"]
    if support and armor_type == "standard":
        bar = codes["sv_bar_codes"]
        if bar["bar_of_first"] <= details.bar <= bar["bar_of_first"] + bar["last"] - bar["first"]:
            return bar["first"] + details.bar - bar["bar_of_first"]
    for base, split in codes["tech_split"].items():
        if armor_type in split:
            armor_type = base
    for code, name in codes["codes"].items():
        if name == armor_type:
            return int(code)
    raise ExportError(f"armor type {armor_type!r} has no .blk armor code", "armor_type")


def _armor_tech(design: m.Design) -> str:
    """The armor's own tech base: the _is/_clan variant's, else the chassis'."""
    armor_type = design.armor_type or ""
    if armor_type.endswith("_clan"):
        return "Clan"
    if armor_type.endswith("_is"):
        return "IS"
    return design.tech_base


def _engine_and_armor(doc: BlkDocument, design: m.Design, details, support: bool) -> None:
    engine = design.engine or m.Engine("fusion", 0, design.tech_base)
    doc.one("engine_type", _engine_code(engine.type))
    if engine.tech_base != design.tech_base:
        doc.one("clan_engine", "true" if engine.tech_base == "Clan" else "false")
    doc.one("armor_type", _armor_code(design, details, support))
    if support and details.armor_tech_rating:
        doc.one("armor_tech_rating", RATINGS.index(details.armor_tech_rating))
    doc.one("armor_tech_level", tech_level(_armor_tech(design), design.rules_level))
    internal = _internal_type(design.structure)
    if internal is not None:
        doc.one("internal_type", internal)
    if design.omni:
        doc.one("omni", 1)
    doc.block("armor", [a.front for a in _armor_order(design)], "armor")


def _internal_type(structure: Optional[str]) -> Optional[int]:
    if structure in (None, "standard"):
        return None
    if structure in ("endo_steel_is", "endo_steel_clan"):
        return 1
    if structure.startswith("code_") and structure[5:].lstrip("-").isdigit():
        return int(structure[5:])
    raise ExportError(f"vehicle structure {structure!r} has no .blk code", "structure")


def _armor_order(design: m.Design) -> list[m.LocationArmor]:
    """The armor values in the order the importer assigns them to locations."""
    present = {a.location for a in design.armor}
    base: tuple[str, ...]
    if "NOSE" in present:
        base = AERO
    elif present & {"FRONT_RIGHT", "FRONT_LEFT", "REAR_RIGHT", "REAR_LEFT"}:
        base = SIX
    else:
        base = FOUR
    order = list(base)
    if "ROTOR" in present:
        order.append("ROTOR")
    order += [loc for loc in ("TURRET", "TURRET2") if loc in present]
    unknown = present - set(order)
    if unknown:
        raise ExportError(f"armor location {sorted(unknown)[0]!r} is not a location of this vehicle", "armor")
    return [design.armor_at(loc) or m.LocationArmor(loc, 0) for loc in order]


# ------------------------------------------------------------------ equipment
def _block_names(design: m.Design, aero: bool) -> dict[str, str]:
    """Location code -> equipment block name, for every location of the unit
    (in MegaMek's block order)."""
    table = names()["blk"]["vehicle_blocks"]
    present = {a.location for a in design.armor}
    if aero:
        order = [*AERO, "WINGS", "BODY"]
    else:
        order = ["BODY", *(SIX if present & set(SIX[1:5]) else FOUR)]
        if "ROTOR" in present:
            order.append("ROTOR")
    blocks = {loc: table[loc] for loc in order}
    if "TURRET2" in present:
        blocks.update(names()["blk"]["dual_turret_blocks"])
    elif "TURRET" in present:
        blocks["TURRET"] = table["TURRET"]
    return blocks


def _line(mount: m.Mount) -> str:
    text = item_id(mount.item)
    if mount.rear:
        text += "(R)"
    elif mount.facing:
        text += f"({mount.facing})"
    kind = names()["blk"]["vehicle_mount_kinds"].get(mount.mount or "")
    if kind:
        text += kind
    if mount.omnipod:
        text += ":OMNI"
    if mount.size is not None:
        text += f":SIZE:{decimal(mount.size)}"
    return text


def _layout(design: m.Design, aero: bool) -> tuple[list[str], list[str], dict[str, str]]:
    """(the block of each mount, the blocks in the file's order, location ->
    block name).  Blocks come in MegaMek's order unless the design lists its
    locations in another: then in the design's, so the file reads back with
    the items in the same order; body items listed after other locations'
    go to <slotless_equipment>, read last (see _slotless)."""
    blocks = _block_names(design, aero)
    labels = []
    for i, mount in enumerate(design.mounts):
        if mount.location not in blocks:
            if mount.location in ("TURRET", "TURRET2"):
                blocks[mount.location] = names()["blk"]["dual_turret_blocks"][mount.location]
            else:
                raise ExportError(f"mounts.{i}: location {mount.location!r} is not a location of this vehicle",
                                  f"mounts.{i}.location")
        labels.append(blocks[mount.location])
    labels = _slotless(design, labels, blocks.get("BODY"), catalog())
    canonical = list(dict.fromkeys(blocks.values())) + [SLOTLESS]
    seen = list(dict.fromkeys(labels))
    positions = [canonical.index(label) for label in seen]
    if positions != sorted(positions):
        # the design lists its locations in another order: keep it, so the
        # file reads back with its items in the same order
        canonical = seen + [b for b in canonical if b not in seen]
    return labels, canonical, blocks


def fixed_wing(design: m.Design) -> bool:
    """Is the vehicle written as a fixed-wing support vehicle (nose, wings
    and aft armor)?"""
    return design.armor_at("NOSE") is not None


def file_order(design: m.Design) -> Optional[list[int]]:
    """The design's mount indices in the order its .blk lists them, which is
    the order the importer reads them back in; None when the vehicle cannot
    be written (a location it does not have: the export says so)."""
    try:
        labels, order, _ = _layout(design, fixed_wing(design))
    except ExportError:
        return None
    rank = {name: i for i, name in enumerate(order)}
    return sorted(range(len(labels)), key=lambda i: rank[labels[i]])


def _equipment(doc: BlkDocument, design: m.Design, details, support: bool, aero: bool) -> None:
    labels, canonical, blocks = _layout(design, aero)
    lines: dict[str, list[str]] = {}
    if support:
        mods = (details.chassis_mods or ())
        if mods:
            lines.setdefault(blocks["BODY"], []).extend(item_id(mod) for mod in mods)
    for mount, label in zip(design.mounts, labels):
        lines.setdefault(label, []).append(_line(mount))
    for name in canonical:
        if name == SLOTLESS and name not in lines:
            continue
        tag = name if name == SLOTLESS else f"{name} Equipment"
        doc.block(tag, lines.get(name, []), "mounts")


def _slotless(design: m.Design, labels: list[str], body: Optional[str], cat) -> list[str]:
    """Body items listed after another location's items go to the
    slotless block (read last, into the body): the design's order survives.
    Not ammunition: the importer skips ammunition there (one-shot loads)."""
    out = list(labels)
    seen_body = left_body = False
    for i, label in enumerate(labels):
        if label != body:
            left_body = left_body or seen_body
            continue
        seen_body = True
        if left_body:
            eq = cat.find(design.mounts[i].item)
            if eq is None or eq.kind != "ammo":
                out[i] = SLOTLESS
    return out


def _support_ratings(doc: BlkDocument, details: m.SupportVehicleDetails) -> None:
    doc.one("barrating", details.bar)
    if details.structural_tech_rating:
        doc.one("structural_tech_rating", RATINGS.index(details.structural_tech_rating))
    if details.engine_tech_rating:
        doc.one("engine_tech_rating", RATINGS.index(details.engine_tech_rating))


def _tail(doc: BlkDocument, design: m.Design, details, support: bool, aero: bool) -> None:
    if details.base_chassis_turret_weight is not None:
        doc.one("baseChassisTurretWeight", decimal(details.base_chassis_turret_weight))
    if details.base_chassis_turret2_weight is not None:
        doc.one("baseChassisTurret2Weight", decimal(details.base_chassis_turret2_weight))
    if details.base_chassis_sponson_pintle_weight is not None:
        doc.one("baseChassisSponsonPintleWeight", decimal(details.base_chassis_sponson_pintle_weight))
    if support and details.base_chassis_fire_control_weight is not None:
        doc.one("baseChassisFireConWeight", decimal(details.base_chassis_fire_control_weight))
    if support and not aero and details.fuel is not None:
        doc.one("fuel", decimal(details.fuel))
    if details.fuel_type:
        doc.one("fuelType", details.fuel_type, f"{'support_vehicle' if support else 'vehicle'}.fuel_type")
    if details.trailer:
        doc.one("trailer", "true")


__all__ = ["file_order", "fixed_wing", "write_vehicle_blk"]
