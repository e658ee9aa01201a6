"""The canonical form of a design: one way to write what the rules read the same.

A design written by hand (the JSON form, docs/design-json.md) may say a
thing another way than an importer does: a 'Mech's mounts in another
order, a torso's rear armor left out instead of 0, an infantry platoon's
tonnage that is not the one its troopers weigh.  :func:`canonical` rewrites
such a design the way the importer of its family would read it back from
its MegaMek file, *only* where the rules read both ways the same (a value
the rules work out from others, an order that means nothing, ``None`` for
the default).  Anything else a design says is kept as written: what a file
cannot hold is refused when the design is exported
(:mod:`construction.writers`), never dropped here.

``load_design`` applies it to every document it reads, and
``construction.export`` to every design it writes, so a design exported as
a unit file reads back as the same design.  Every design an importer makes
is already canonical (tests/export/test_export_fidelity.py checks the
sample; benchmarks/round_trip.py the corpus).

What is rewritten, family by family:

* every family: an item named by an alias -> its catalog id (as the
  importers store it); ``role`` empty or MegaMek's ``None`` -> no role, an empty
  ``source`` -> no source (the importers' reading, model.role_or_none);
* 'Mechs: the armor of every location of the configuration, in its order,
  an absent location 0 points and a torso's absent rear 0 (a 'Mech has
  every location of its configuration); the engine's tech base is its
  type's (``xl_clan`` is a Clan engine, ``fusion`` is not: no rule reads
  it otherwise); mounts in the order the .mtf importer lists them
  (location by location, slot by slot; items in pieces after, slotless
  items last), slot indices ascending, an engine or gyro one mount per run
  of slots and any other fixed system one mount per slot;
* combat and support vehicles: no structure or armor type -> ``standard``
  (construction/vehicle.py reads them so), a support vehicle's no engine
  -> the engine type ``none`` (construction/support_vehicle.py reads it
  so); armor locations in the .blk's order; a catalog item in a turret
  location turret-mounted; mounts in the order the .blk lists them (block by
  block); a fixed-wing support vehicle's unrecorded heat sinks -> 0
  single heat sinks, as its file says (no rule reads them);
* battle armor: tonnage = troopers (MegaMek's nominal one ton a trooper:
  no rule reads it), no armor type -> ``ba_standard``, no armor -> 0
  points a trooper, an armor tech base equal to the chassis' -> none;
  mounts in the .blk's order (squad, each trooper, slotless);
* ProtoMechs: the engine is the ProtoMech engine of tonnage x running MP
  (TM p. 84: the validator works it out, whatever the design says; a rating
  above the form's range, which no file holds, leaves the design's own), no
  armor type -> ``standard``; armor of every location, in order; mounts
  location by location;
* conventional infantry: tonnage, walking and second MP are the platoon's,
  worked out from its troopers as the importer does (construction/infantry.py:
  the Motive Types Table, TM p. 155 for the weight); validation and BV
  read the platoon, and Alpha Strike's CAR and the sheet the tonnage,
  which is then the platoon's.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Final, Optional

from . import model as m
from . import protomech_blk as _pblk
from . import vehicle_blk as _vblk
from .readback import MAX_ENGINE_RATING

_SPLIT_SYSTEMS: Final = ("Engine", "Gyro")  # one mount over a run of slots; any other system one a slot
# Mounts seen lately (the importers share equal mounts): bounded, as a
# request may post 500 mounts of 200-character names each.
_MOUNT_CACHE = 4096
# The .blk importer's armor order (four or six facings, or a fixed-wing
# vehicle's), then rotor and turrets, as one ranking: read from the importer.
VEHICLE_ARMOR_ORDER: Final = (*_vblk.FOUR[:3], *_vblk.SIX[1:5], _vblk.FOUR[3], *_vblk.AERO, "ROTOR", "TURRET", "TURRET2")
PROTOMECH_BLOCK_ORDER: Final = tuple(_pblk.EQUIPMENT_TAGS.values())  # the .blk importer's reading order


def canonical(design: m.Design) -> m.Design:
    """The design as its family's importer would read it back (see the
    module docstring); the design itself when it is canonical already."""
    changes: dict = {}
    # an item named by an alias is its catalog id (what the importers store)
    mounts = tuple(mt if mt.is_system else _named_by_id(mt) for mt in design.mounts)
    if mounts != design.mounts:
        design = dataclasses.replace(design, mounts=mounts)
        changes["mounts"] = mounts
    role = design.role
    if role is not None and role.strip().lower() in ("", "none"):
        changes["role"] = None
    if design.source is not None and not design.source.strip():
        changes["source"] = None
    family = _FAMILIES.get(design.unit_type)
    if family is not None:
        family(design, changes)
    return dataclasses.replace(design, **changes) if changes else design


def _named_by_id(mt: m.Mount) -> m.Mount:
    from .resolved import canonical_item

    item = canonical_item(mt.item)  # a table lookup: no cache keyed on the (user-sized) mount
    return mt if item == mt.item else dataclasses.replace(mt, item=item)


def _set(design: m.Design, changes: dict, field: str, value) -> None:
    if getattr(design, field) != value:
        changes[field] = value


# ------------------------------------------------------------------ 'Mechs
def _mech(design: m.Design, changes: dict) -> None:
    config = design.mech.config if design.mech is not None else "biped"
    locations = m.mech_locations(config)
    armor = _mech_armor(design.armor, locations)
    if armor is not None:
        _set(design, changes, "armor", armor)
    engine = design.engine
    if engine is not None:
        from .components import registry

        kind = registry().engines.by_id.get(engine.type)
        if kind is not None:
            tech = "Clan" if kind.clan_engine else "IS"
            if tech != engine.tech_base:
                changes["engine"] = dataclasses.replace(engine, tech_base=tech)
    _set(design, changes, "mounts", mech_mounts(design.mounts, locations, design.superheavy))


def _mech_armor(armor: tuple, locations: tuple) -> Optional[tuple]:
    """Every location's armor in order; None (leave it) when an entry names
    another location or one twice (the export says so)."""
    by_location = {}
    for a in armor:
        if a.location not in locations or a.location in by_location:
            return None
        by_location[a.location] = a
    out = []
    for loc in locations:
        a = by_location.get(loc) or m.LocationArmor(loc, 0)
        if loc in m.TORSO_LOCATIONS and a.rear is None:
            a = dataclasses.replace(a, rear=0)
        out.append(a)
    return tuple(out)


def mech_mounts(mounts: tuple, locations: tuple, superheavy: bool = False) -> tuple:
    """A 'Mech's mounts as the .mtf importer lists them: slot indices
    ascending; each engine or gyro run of slots one mount, any other fixed
    system one mount a slot; then location by location (the configuration's
    order), slot by slot, a superheavy's shared slot's second item after its
    first; items in pieces (split over locations, or a piece smaller than
    the item) after those, by their first location and slot; slotless
    items last, in their own order."""
    grouped = _system_runs(mounts)
    rank = {loc: i for i, loc in enumerate(locations)}
    far = len(locations)
    keys = []
    for i, mt in enumerate(grouped):
        if not mt.slots and not mt.split_slots and not mt.split_more:
            keys.append((2, 0, 0, False, i))
        else:
            first = mt.slots[0] if mt.slots else 0
            keys.append((1 if _in_pieces(mt, superheavy) else 0, rank.get(mt.location, far), first, mt.shared_slot, i))
    if all(a < b for a, b in zip(keys, keys[1:])):
        return grouped
    return tuple(grouped[key[-1]] for key in sorted(keys))


@lru_cache(maxsize=_MOUNT_CACHE)
def _in_pieces(mt: m.Mount, superheavy: bool) -> bool:
    """Is the mount read as pieces the importer joins after reading every
    location: split over locations, or in fewer slots than its item fills
    (mtf.item_slot_count)?  Cached: the importers share equal mounts."""
    if mt.split_location or mt.split_more:
        return True
    if mt.is_system:
        return False
    from .catalog import catalog
    from .mtf import item_slot_count

    eq = catalog().find(mt.item)
    size = item_slot_count(eq, superheavy) if eq is not None else None
    return size is not None and len(mt.slots) < size


def _ascending(slots: tuple) -> bool:
    return all(a < b for a, b in zip(slots, slots[1:]))


_KEEP, _POOL, _EACH_SLOT = 0, 1, 2


@lru_cache(maxsize=_MOUNT_CACHE)
def _prepared(mt: m.Mount) -> tuple[m.Mount, int]:
    """(the mount with its slot indices ascending, what _system_runs does
    with it: keep it, pool it with the engine or gyro mounts alike, or cut
    it one mount a slot).  A slot named twice is left as written (the
    export refuses it).  Cached: the importers share equal mounts."""
    if not (_ascending(mt.slots) and _ascending(mt.split_slots)) and len(set(mt.slots)) == len(mt.slots) \
            and len(set(mt.split_slots)) == len(mt.split_slots):
        mt = dataclasses.replace(mt, slots=tuple(sorted(mt.slots)), split_slots=tuple(sorted(mt.split_slots)))
    if not mt.is_system or not mt.slots or mt.split_location or mt.split_slots or mt.split_more or mt.shared_slot \
            or not _ascending(mt.slots):
        return mt, _KEEP
    if mt.item in _SPLIT_SYSTEMS:
        return mt, _POOL
    return mt, (_EACH_SLOT if len(mt.slots) > 1 else _KEEP)


def _system_runs(mounts: tuple) -> tuple:
    """Slots ascending; fixed systems regrouped as the importer groups their
    slots: the slots of an engine or gyro (mounts alike but for their slots)
    one mount per run of consecutive slots, any other system one mount per
    slot.  The rules count a system's slots per location however they are
    grouped.  The order does not matter here: mech_mounts sorts them; the
    mounts themselves when nothing changes."""
    out: list = []
    pools: dict = {}  # the mount's fields but its slots -> the engine or gyro mounts alike
    changed = False
    for mt in mounts:
        fixed, what = _prepared(mt)
        changed = changed or fixed is not mt
        if what == _POOL:
            key = (fixed.item, fixed.location, fixed.rear, fixed.omnipod, fixed.turret, fixed.armored, fixed.size,
                   fixed.shots, fixed.mount, fixed.trooper, fixed.facing)
            pools.setdefault(key, []).append(len(out))
            out.append(fixed)
        elif what == _EACH_SLOT:
            out.extend(dataclasses.replace(fixed, slots=(s,)) for s in fixed.slots)
            changed = True
        else:
            out.append(fixed)
    # a slot holding a superheavy's second item ends a run: the next slot's
    # text differs from it (mtf._location_mounts)
    shared = {(mt.location, slot) for mt in out if mt.shared_slot for slot in mt.slots} if pools else set()
    for where in pools.values():
        location = out[where[0]].location
        breaks = {slot for loc, slot in shared if loc == location}
        if len(where) == 1 and _consecutive(out[where[0]].slots, breaks) == [out[where[0]].slots]:
            continue
        group = [out[i] for i in where]
        runs = _consecutive(tuple(sorted(s for mt in group for s in mt.slots)), breaks)
        if sorted(mt.slots for mt in group) == runs:
            continue
        if sum(len(r) for r in runs) != len(set(s for r in runs for s in r)):
            continue  # a slot named twice: left as written (the export refuses it)
        for i in where:
            out[i] = None
        out.extend(dataclasses.replace(group[0], slots=run) for run in runs)
        changed = True
    if not changed:
        return mounts
    return tuple(mt for mt in out if mt is not None)


def _consecutive(slots: tuple, breaks=frozenset()) -> list:
    """Runs of consecutive slots; a run ends at a slot in ``breaks``."""
    runs: list = []
    for s in slots:
        if runs and runs[-1][-1] + 1 == s and runs[-1][-1] not in breaks:
            runs[-1] = runs[-1] + (s,)
        else:
            runs.append((s,))
    return runs


# ------------------------------------------------------------------ vehicles
def _vehicle(design: m.Design, changes: dict) -> None:
    if design.structure is None:
        changes["structure"] = "standard"
    if design.armor_type is None:
        changes["armor_type"] = "standard"
    if design.unit_type == "support_vehicle" and design.engine is None:
        # no engine is the engine type "none" for the support vehicle rules
        # (support_vehicle.py), which the file writes as such
        changes["engine"] = m.Engine("none", 0, design.tech_base)
    rank = {loc: i for i, loc in enumerate(VEHICLE_ARMOR_ORDER)}
    far = len(rank)
    armor = tuple(sorted(design.armor, key=lambda a: rank.get(a.location, far)))
    _set(design, changes, "armor", armor)
    # an item in a turret is turret-mounted: BV and Alpha Strike read the
    # location (bv/vehicle.py _vehicle_arc, bv/alpha_strike/vehicle.py), and
    # the importer marks it so (an item the catalog does not know, no rule
    # reads: the importer keeps it as written)
    from .catalog import catalog

    cat = catalog()
    mounts = tuple(dataclasses.replace(mt, turret=True)
                   if not mt.turret and mt.location in ("TURRET", "TURRET2") and cat.find(mt.item) is not None
                   else mt for mt in design.mounts)
    staged = dataclasses.replace(design, armor=armor, mounts=mounts)
    from .vehicle_blk_writer import file_order, fixed_wing

    order = file_order(staged)
    if order is not None:
        mounts = tuple(mounts[i] for i in order)
    _set(design, changes, "mounts", mounts)
    if design.unit_type == "support_vehicle" and design.heat_sinks is None and fixed_wing(staged):
        changes["heat_sinks"] = m.HeatSinks("single", 0)


# ------------------------------------------------------------------ battle armor
def _battle_armor(design: m.Design, changes: dict) -> None:
    ba = design.battle_armor or m.BattleArmorDetails()
    _set(design, changes, "tonnage", float(ba.troopers))
    if not design.armor:
        changes["armor"] = (m.LocationArmor("TROOPER", 0),)  # no armor: 0 points a trooper, as the file says
    if design.armor_type is None:
        changes["armor_type"] = "ba_standard"
    if ba.armor_tech_base is not None and ba.armor_tech_base == design.tech_base:
        changes["battle_armor"] = dataclasses.replace(ba, armor_tech_base=None)
    from .battle_armor_blk_writer import file_order

    order = file_order(design)
    _set(design, changes, "mounts", tuple(design.mounts[i] for i in order))


# ------------------------------------------------------------------ ProtoMechs
def _protomech(design: m.Design, changes: dict) -> None:
    from .protomech import engine_rating

    proto = design.protomech or m.ProtoMechDetails()
    rating = engine_rating(design)
    if rating <= MAX_ENGINE_RATING:  # else no file holds it: the design keeps its own engine (the validator refuses it)
        _set(design, changes, "engine", m.Engine("protomech", rating, design.tech_base))
    if design.armor_type is None:
        changes["armor_type"] = "standard"
    locations = tuple(loc for loc in m.PROTOMECH_LOCATIONS
                      if (loc not in ("RA", "LA") or proto.motion != "quad") and (loc != "MG" or proto.main_gun))
    by_location: dict[str, m.LocationArmor] = {}
    for a in design.armor:
        if a.location not in locations or a.location in by_location:
            break  # a location twice, or not one of this ProtoMech's: the armor is left as it is
        by_location[a.location] = a
    else:
        _set(design, changes, "armor", tuple(by_location.get(loc) or m.LocationArmor(loc, 0) for loc in locations))
    rank = {loc: i for i, loc in enumerate(PROTOMECH_BLOCK_ORDER)}
    far = len(rank)
    _set(design, changes, "mounts", tuple(sorted(design.mounts, key=lambda mt: rank.get(mt.location, far))))


# ------------------------------------------------------------------ infantry
def _infantry(design: m.Design, changes: dict) -> None:
    if design.infantry is None:
        return
    from .infantry import jump_mp, platoon_tons, walk_mp

    try:
        # the MPs stay ints (inferred as dict[str, float], a compiled build made them floats)
        derived: dict[str, float | int] = {"tonnage": platoon_tons(design), "walk_mp": walk_mp(design),
                                           "jump_mp": jump_mp(design)}
    except (KeyError, ValueError):
        return  # a motive or item the tables do not know: the validator says so; nothing to work out
    for field, value in derived.items():
        _set(design, changes, field, value)


_FAMILIES: Final = {
    "mech": _mech,
    "combat_vehicle": _vehicle,
    "support_vehicle": _vehicle,
    "battle_armor": _battle_armor,
    "protomech": _protomech,
    "infantry": _infantry,
}


__all__ = ["PROTOMECH_BLOCK_ORDER", "VEHICLE_ARMOR_ORDER", "canonical", "mech_mounts"]
