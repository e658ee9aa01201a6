"""Reading combat and support vehicles from MegaMek's .blk format.

Handles UnitType Tank, VTOL, Naval, SupportTank, LargeSupportTank,
SupportVTOL and FixedWingSupport in the 2021 and the current layouts.

* The engine rating is not written in the file: it follows from the cruising
  MP, the tonnage and the suspension factor (TM p. 103), and is worked out
  here once so that the validator can check a design built by hand the same
  way.
* Armor values come in location order: Front, Right, Left, Rear, then the
  turret(s) (VTOL: Rotor, then a chin turret).  Superheavy and large support
  vehicles have six facings: Front, Front-Right, Front-Left, Rear-Right,
  Rear-Left, Rear (then turrets).  Fixed-wing support vehicles: Nose, Left
  Wing, Right Wing, Aft.
* Equipment lines are ``Name[(ST|PT|FL|FR|RL|RR|R)][:OMNI][:SIZE:x]``.
  Legacy capacity items (``MASH Operation Theater``, ``ISDroneExtra``) are
  folded into the size of the item they extend.

Engine and armor codes are data (construction/data/components/vehicles.json).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Final, Mapping, Optional

from . import blk
from . import model as m
from .catalog import catalog
from .errors import ParseError
from .readback import size_value, transporter_problem

DATA: Final = Path(__file__).resolve().parent / "data" / "components" / "vehicles.json"

SUPPORT_TYPES: Final = {"supporttank", "largesupporttank", "supportvtol", "fixedwingsupport"}
MOTIVES: Final = {
    "tracked": "tracked", "wheeled": "wheeled", "hover": "hover", "vtol": "vtol", "wige": "wige",
    "naval": "naval", "hydrofoil": "hydrofoil", "submarine": "submarine", "rail": "rail",
    "maglev": "maglev", "aerodyne": "aerodyne", "airship": "airship", "station_keeping": "station_keeping",
}
RATINGS: Final = "ABCDEF"

FOUR: Final[tuple[str, ...]] = ("FRONT", "RIGHT", "LEFT", "REAR")
SIX: Final[tuple[str, ...]] = ("FRONT", "FRONT_RIGHT", "FRONT_LEFT", "REAR_RIGHT", "REAR_LEFT", "REAR")
AERO: Final[tuple[str, ...]] = ("NOSE", "LEFT_WING", "RIGHT_WING", "AFT")

BLOCK_LOCATIONS: Final = {
    "body": "BODY", "front": "FRONT", "right": "RIGHT", "left": "LEFT", "rear": "REAR",
    "turret": "TURRET", "rotor": "ROTOR", "front right": "FRONT_RIGHT", "front left": "FRONT_LEFT",
    "rear right": "REAR_RIGHT", "rear left": "REAR_LEFT", "nose": "NOSE", "left wing": "LEFT_WING",
    "right wing": "RIGHT_WING", "aft": "AFT", "wings": "WINGS",
}
FACINGS: Final = {"(FL)": "FL", "(FR)": "FR", "(RL)": "RL", "(RR)": "RR", "(R)": "R"}


_TABLES: Optional[Mapping] = None  # read on first use (asked ~40 times a vehicle file)


def tables():  # left untyped as before: its callers read it as Any
    global _TABLES
    found = _TABLES
    if found is None:
        with open(DATA, encoding="utf-8") as fh:
            found = _TABLES = MappingProxyType(json.load(fh))
    return found


def suspension_factor(motive: str, tonnage: float) -> int:
    """TM p. 103 Suspension Factor Table (0 for motive types it does not list)."""
    bands = tables()["suspension_factor"]["bands"].get(motive)
    if not bands:
        return 0
    for limit, factor in bands:
        if tonnage <= limit:
            return int(factor)
    return int(bands[-1][1])


def vehicle_engine_rating(cruise: int, tonnage: float, motive: str) -> int:
    """cruise x tonnage - suspension factor, at least 10, rounded up to a
    multiple of 5 (TM p. 103)."""
    raw = max(10, cruise * int(tonnage) - suspension_factor(motive, tonnage))
    return int(math.ceil(raw / 5.0) * 5)


# The range each number tag may take: what the design's JSON form accepts
# (construction/schema.py), so whatever is read can be stored and read back
# ("mul id:" also MegaMek's unset -1, which is read as no id: blk.mul_id).
_RANGES: Final = {"year": (1800, 4000), "mul id:": (blk.NO_MUL_ID, blk.MUL_ID_MAX), "cruisemp": (0, 100), "jumpingmp": (0, 100),
           "barrating": (0, 20), "tonnage": (0, 100000), "safethrust": (0, 100), "heatsinks": (0, 500),
           "basechassisturretweight": (0, 10000), "basechassisturret2weight": (0, 10000),
           "basechassisfireconweight": (0, 10000), "basechassissponsonpintleweight": (0, 10000),
           "fuel": (0, 100000)}
_DEFAULT_RANGE: Final = (-100000, 100000)


def _int(blocks, tag, line_hint=None, default=None):
    v = blk.first(blocks, tag)
    if v is None or v == "":
        return default
    lo, hi = _RANGES.get(tag, _DEFAULT_RANGE)
    return blk.number(v, tag, lo, hi, whole=True)


def _float(blocks, tag, default=None):
    v = blk.first(blocks, tag)
    if v is None or v == "":
        return default
    lo, hi = _RANGES.get(tag, _DEFAULT_RANGE)
    return blk.number(v, tag, max(lo, 0), hi)


def _engine_id(code: int, tech_base: str, clan_engine: Optional[bool], rating: int) -> str:
    kind = tables()["blk_engine_codes"]["codes"].get(str(code))
    if kind is None:
        raise ParseError(f"unknown engine code {code} in <engine_type>")
    clan = clan_engine if clan_engine is not None else tech_base == "Clan"
    if kind in ("xl", "xxl"):
        kind = f"{kind}_{'clan' if clan else 'is'}"
    if rating > 400 and kind in ("fusion", "xl_is", "xl_clan", "xxl_is", "xxl_clan", "light"):
        kind = "large_" + kind
    return kind


def _armor_id(code: int, clan: bool) -> tuple[str, Optional[int]]:
    t = tables()["blk_armor_codes"]
    bar = t["sv_bar_codes"]
    if bar["first"] <= code <= bar["last"]:
        return "standard", code - bar["first"] + bar["bar_of_first"]
    kind = t["codes"].get(str(code))
    if kind is None:
        raise ParseError(f"unknown armor code {code} in <armor_type>")
    split = t["tech_split"].get(kind)
    if split:
        kind = split[1] if clan else split[0]
    return kind, None


def _clan_tech_level(v: Optional[int]) -> Optional[bool]:
    """MegaMek tech-level constants: even values 2-10 are Clan."""
    if v is None or v < 0:
        return None
    return v in (2, 4, 6, 8, 10)


def _rating(blocks, tag) -> Optional[str]:
    v = _int(blocks, tag)
    if v is None:
        return None
    if not 0 <= v < len(RATINGS):
        raise ParseError(f"<{tag}> must be a tech rating 0-5 (A-F), got {v}")
    return RATINGS[v]


# The tags this importer reads besides the <... Equipment> blocks (the rest
# warn as UNKNOWN_KEY, see blk.IGNORED_TAGS).
READ_TAGS: Final = frozenset({
    "unittype", "name", "model", "type", "tonnage", "motion_type", "cruisemp", "jumpingmp", "engine_type",
    "armor_type", "armor_tech", "armor_tech_level", "armor_tech_rating", "internal_type", "armor", "barrating",
    "structural_tech_rating", "engine_tech_rating", "fuel", "fueltype", "omni", "trailer",
    "basechassisturretweight", "basechassisturret2weight", "basechassisfireconweight", "heatsinks",
    "basechassissponsonpintleweight",
    "sink_type", "safethrust", "clan_engine", "year", "mul id:", "role", "source",
    "quirks", "weaponquirks", "transporters",
    # today's writer marks a trailer built without control systems; the
    # weight rule already leaves out the controls of an engineless trailer
    # (vehicle.weight_breakdown), so the tag adds nothing to read
    "hasnocontrolsystems",
    # an aerospace cockpit code: MegaMek writes 0 (standard) into every
    # fixed-wing support vehicle file, whose crew works from the vehicle's
    # controls (TM p. 131: crew; no cockpit to choose); see parse_vehicle_blk
    "cockpit_type",
})


def parse_vehicle_blk(text: str, source: Optional[str] = None) -> m.Design:
    if isinstance(text, str):
        text = text.lstrip("\ufeff")
    tag_lines: dict = {}
    blocks = blk.scan(text, tag_lines)
    notes = blk.unknown_tag_notes(
        tag_lines, READ_TAGS | {tag for tag in tag_lines if tag.endswith(" equipment") or tag == "slotless_equipment"})
    raw_type = (blk.first(blocks, "unittype") or "").replace(" ", "")
    kind = raw_type.lower()
    if kind not in ("tank", "vtol", "naval", "supertank") and kind not in SUPPORT_TYPES:
        raise ParseError(f"not a vehicle: <UnitType> {raw_type!r}")
    support = kind in SUPPORT_TYPES
    chassis = blk.first(blocks, "name")
    if not chassis:
        raise ParseError("missing <Name> block")
    model = blk.first(blocks, "model", "") or ""
    type_text = blk.first(blocks, "type")
    if not type_text:
        raise ParseError("missing <type> block (tech base and rules level)")
    tech_base, mixed, level = blk.parse_type(type_text, text)
    tonnage = _float(blocks, "tonnage")
    if tonnage is None:
        raise ParseError("missing <tonnage> block")
    if not 0 < tonnage <= 100000:
        raise ParseError(f"<tonnage> out of range: {tonnage}")
    motion = (blk.first(blocks, "motion_type") or "").strip().lower().replace("-", "_")
    motive = MOTIVES.get(motion)
    if motive is None:
        raise ParseError(f"unknown <motion_type> {blk.first(blocks, 'motion_type')!r}")
    if kind == "vtol" or kind == "supportvtol":
        motive = "vtol"
    cruise = _int(blocks, "cruisemp", default=None)
    if cruise is None:
        cruise = _int(blocks, "safethrust", default=0) if kind == "fixedwingsupport" else None
    if cruise is None:
        raise ParseError("missing <cruiseMP> block")
    if not 0 <= cruise <= 100:
        raise ParseError(f"<cruiseMP> out of range: {cruise}")
    jump = _int(blocks, "jumpingmp", default=0) or 0
    year = _int(blocks, "year")
    mul = blk.mul_id(_int(blocks, "mul id:"))

    # ---- engine
    code = _int(blocks, "engine_type", default=0)
    clan_engine_text = blk.first(blocks, "clan_engine")
    clan_engine = None if clan_engine_text is None else clan_engine_text.strip().lower() == "true"
    if support:
        rating = 0
    elif kind == "fixedwingsupport":
        rating = 0
    else:
        rating = vehicle_engine_rating(cruise, tonnage, motive)
    engine_id = _engine_id(code, tech_base, clan_engine, rating)
    engine_clan = clan_engine if clan_engine is not None else tech_base == "Clan"
    engine = m.Engine(type=engine_id, rating=rating, tech_base="Clan" if engine_clan else "IS")

    # ---- armor
    # the armor's tech level (MegaMek's constants): <armor_tech> in 2021 files, <armor_tech_level> today
    armor_level = _int(blocks, "armor_tech")
    armor_clan = _clan_tech_level(armor_level if armor_level is not None else _int(blocks, "armor_tech_level"))
    if armor_clan is None:
        armor_clan = tech_base == "Clan"
    armor_code = _int(blocks, "armor_type", default=0)
    armor_type, bar_from_code = _armor_id(armor_code, armor_clan)
    values = blocks.get("armor")
    if not values:
        raise ParseError("missing <armor> block")
    points = [blk.number(v, "armor", 0, 100000, whole=True) for v in values]

    has = {k[: -len(" equipment")] for k in blocks if k.endswith(" equipment")}
    six_facing = kind == "largesupporttank" or (
        bool(has & {"front right", "front left", "rear right", "rear left"}) and len(points) >= 6 and motive != "vtol")
    if kind == "fixedwingsupport":
        locs = list(AERO)
    elif six_facing:
        locs = list(SIX)
    else:
        locs = list(FOUR)
    if motive == "vtol":
        locs.append("ROTOR")
    extra = len(points) - len(locs)
    turret = None
    if extra < 0:
        raise ParseError(f"<armor> has {len(points)} values; a {raw_type} ({motive}) needs at least {len(locs)}")
    if extra == 1:
        locs.append("TURRET")
        turret = "chin" if motive == "vtol" else "single"
    elif extra == 2:
        locs += ["TURRET", "TURRET2"]
        turret = "dual"
    elif extra > 2:
        raise ParseError(f"<armor> has {len(points)} values; too many for a {raw_type}")
    armor = tuple(m.LocationArmor(location=loc, front=p) for loc, p in zip(locs, points))
    normal_max = tables()["motive"]["types"].get(motive, {}).get("max", 100000)
    # A superheavy ground vehicle is armored in six facings (front, front
    # and rear sides, rear: TO:AUE p. 138); one written with the four
    # facings of a standard vehicle is a standard vehicle, whatever its
    # tonnage (over its motive type's maximum: VEH_TONNAGE).  A superheavy
    # VTOL keeps the VTOL's facings and rotor, so there the tonnage says it.
    superheavy = (not support) and (six_facing or (motive == "vtol" and tonnage > normal_max))

    # ---- equipment
    mounts: list[m.Mount] = []
    cat = catalog()
    mash_extra = 0
    drone_extra = 0
    for tag, lines in blocks.items():
        if not tag.endswith(" equipment") and tag != "slotless_equipment":
            continue
        name = tag[: -len(" equipment")]
        if tag == "slotless_equipment":
            # Current files list here the load of each one-shot launcher (ammo
            # of an "...OS" weapon): part of the weapon (TM p. 230), no bin of
            # its own, so no weight, slot or BV; anything else goes in the body.
            loc: Optional[str] = "BODY"
        elif name == "front turret":
            loc = "TURRET2"
        elif name == "rear turret":
            loc = "TURRET"
        else:
            loc = BLOCK_LOCATIONS.get(name)
        if loc is None:
            raise ParseError(f"unknown equipment block <{tag}>")
        numbers = tag_lines.get(tag, (None, []))[1]
        for index, line in enumerate(lines):
            if tag == "slotless_equipment" and blk.one_shot_load(line, tech_base):
                continue
            mount = _mount(cat, line, loc, tech_base)
            if mount is None:
                continue
            if isinstance(mount, str):  # "mash" or "drone": extra capacity of an item (see _mount)
                if mount == "mash":
                    mash_extra += 1
                else:
                    drone_extra += 1
                continue
            if cat.find(mount.item) is None:
                notes.append(blk.unknown_item_note(mount.item, loc, numbers[index] if index < len(numbers) else None))
            mounts.append(mount)
    if mash_extra:
        mounts = _grow(mounts, cat, "F_MASH", mash_extra, base=True)
    if drone_extra:
        mounts = _grow(mounts, cat, "F_DRONE_CARRIER_CONTROL", drone_extra, base=False)

    if jump == 0:
        found = (cat.find(mt.item) for mt in mounts)
        jump = sum(1 for e in found if e is not None and "F_JUMP_JET" in e.flags)
    # Like MegaMek, only the first <transporters> block counts (2021 OmniVehicle
    # files repeat it for pod-mounted bays).
    first_block = re.search(r"<transporters>(.*?)</transporters>", text, re.I | re.S)
    transporters = tuple(t.strip() for t in (first_block.group(1).splitlines() if first_block else ())
                         if t.strip() and not t.strip().startswith("#"))
    for line in transporters:
        # "cargobay:3.0:1:1::-1:0", "troopspace:8.0": the capacity must be a real number
        problem = transporter_problem(line)
        if problem is not None:
            raise ParseError(f"<transporters> {problem}", line=blk.line_of(text, "transporters"))
    omni = (blk.first(blocks, "omni") or "0").strip() in ("1", "true")
    trailer = (blk.first(blocks, "trailer") or "0").strip().lower() in ("1", "true")
    turret_weight = _float(blocks, "basechassisturretweight")
    turret2_weight = _float(blocks, "basechassisturret2weight")
    side_mount_weight = _float(blocks, "basechassissponsonpintleweight")
    fuel_type = (blk.first(blocks, "fueltype") or None)
    structure = "standard"
    itype = _int(blocks, "internal_type", default=0)
    if itype not in (None, -1, 0):
        structure = {1: "endo_steel_clan" if tech_base == "Clan" else "endo_steel_is"}.get(itype, f"code_{itype}")
    heat_sinks = None
    if kind == "fixedwingsupport":
        hs = _int(blocks, "heatsinks", default=0) or 0
        heat_sinks = m.HeatSinks(type="single" if not _int(blocks, "sink_type", default=0) else "double_is", count=hs)
    cockpit_code = _int(blocks, "cockpit_type", default=0)
    if cockpit_code:  # any other aerospace cockpit has no meaning on a support vehicle: say it is not read
        notes.append(m.ImportNote(
            "UNKNOWN_KEY", f"<cockpit_type> {cockpit_code} is not read by MechForge (a support vehicle's crew "
            "works from its controls: no cockpit type)", tag_lines.get("cockpit_type", (None,))[0], "cockpit_type"))

    common = dict(
        chassis=chassis.strip(), model=model.strip(), mul_id=mul, year=year,
        source=(blk.first(blocks, "source") or None), role=m.role_or_none(blk.first(blocks, "role")),
        tech_base=tech_base, mixed_tech=mixed, rules_level=level, omni=omni, tonnage=float(tonnage),
        engine=engine, structure=structure, armor_type=armor_type, heat_sinks=heat_sinks,
        walk_mp=cruise, jump_mp=jump, armor=armor, mounts=tuple(mounts),
        quirks=tuple(q.strip() for q in blocks.get("quirks", ()) if q.strip()),
        weapon_quirks=blk.weapon_quirks(blocks, tag_lines),
        import_notes=tuple(notes),
    )
    if support:
        mods = tuple(mt.item for mt in mounts if is_chassis_mod(cat, mt.item))
        bar = _int(blocks, "barrating")
        if bar is None:
            bar = bar_from_code if bar_from_code is not None else 10
        weight_class = "large" if kind == "largesupporttank" else ("small" if tonnage < 5 else "medium")
        if kind == "fixedwingsupport" and tonnage > 100:
            weight_class = "large"
        if motive == "vtol" and tonnage > 30:
            weight_class = "large"
        sv_details = m.SupportVehicleDetails(
            motive=motive, weight_class=weight_class, bar=bar,
            structural_tech_rating=_rating(blocks, "structural_tech_rating"),
            engine_tech_rating=_rating(blocks, "engine_tech_rating"),
            armor_tech_rating=_rating(blocks, "armor_tech_rating"),
            fuel=_float(blocks, "fuel"), chassis_mods=mods,
            turret=turret, base_chassis_turret_weight=turret_weight,
            base_chassis_turret2_weight=turret2_weight,
            base_chassis_fire_control_weight=_float(blocks, "basechassisfireconweight"),
            trailer=trailer, fuel_type=fuel_type, transporters=transporters,
            base_chassis_sponson_pintle_weight=side_mount_weight,
        )
        common["mounts"] = tuple(mt for mt in mounts if mt.item not in mods)
        return m.Design(unit_type="support_vehicle", support_vehicle=sv_details, **common)
    details = m.VehicleDetails(
        motive=motive, turret=turret, base_chassis_turret_weight=turret_weight, trailer=trailer,
        fuel_type=fuel_type, superheavy=superheavy, base_chassis_turret2_weight=turret2_weight,
        transporters=transporters, base_chassis_sponson_pintle_weight=side_mount_weight,
    )
    return m.Design(unit_type="combat_vehicle", vehicle=details, **common)


def is_chassis_mod(cat, item_id: str) -> bool:
    """Is the item a support vehicle chassis modification (read into
    SupportVehicleDetails.chassis_mods, not as a mount)?"""
    e = cat.find(item_id)
    return e is not None and "F_CHASSIS_MODIFICATION" in e.flags and "F_SUPPORT_TANK_EQUIPMENT" in e.flags \
        and "F_TANK_EQUIPMENT" not in e.flags


_SIZE: Final = re.compile(r":SIZE:([\d.]+)\s*$", re.I)
_LEGACY_SIZE: Final = re.compile(r"^(Cargo|Liquid Storage|Communications Equipment).*\(([\d.]+) tons?\)", re.I)
# A ladder's size is its length in metres: ``Ladder:SIZE:100.0`` today,
# ``Ladder (100m)`` in older files (TM p. 244, lengths in 20 m steps).
_LEGACY_LADDER: Final = re.compile(r"^Ladder\s*\(([\d.]+)\s*m\)$", re.I)


def _line_size(raw: str, line: str) -> float:
    try:
        return size_value(raw)
    except ValueError:
        raise ParseError(f"bad size in {line.strip()[:80]!r}") from None


@lru_cache(maxsize=16384)
def _mount(cat, line: str, loc: str, tech_base: str):
    """The mount an equipment line names (None for a blank line, "mash" /
    "drone" for the extra capacity of a MASH theater or drone control
    system).  Cached: mounts are immutable, and the same lines recur across
    thousands of files."""
    name = line.strip()
    if not name:
        return None
    size = None
    s = _SIZE.search(name)
    if s:
        size = _line_size(s.group(1), line)
        name = name[: s.start()]
    omnipod = False
    if name.upper().endswith(":OMNI"):
        omnipod = True
        name = name[:-5].strip()
    kind = None
    if name.upper().endswith("(PT)"):
        kind = "pintle"
        name = name[:-4].strip()
    if name.upper().endswith("(ST)"):
        kind = "sponson"
        name = name[:-4].strip()
    facing = None
    for suffix, f in FACINGS.items():
        if name.upper().endswith(suffix):
            facing = f
            name = name[: -len(suffix)].strip()
            break
    if name.lower().startswith("commsgear:"):
        size = float(name.split(":", 1)[1])
        name = "CommsGear"
    # A .blk writes each theater of a MASH and each extra drone of a drone
    # control system on a line of its own: extra capacity of the item, not
    # an item (checked before the catalog, which knows "MASH Operation
    # Theater" as another name of the MASH itself).
    if name == "MASH Operation Theater":
        return "mash"
    if name in ("ISDroneExtra", "CLDroneExtra"):
        return "drone"
    item = cat.resolve(name, tech_base)
    if item is None and facing is not None:
        item = cat.resolve(f"{name} ({[k for k, v in FACINGS.items() if v == facing][0][1:-1]})", tech_base)
    if item is None:
        return m.Mount(item=name, location=loc, omnipod=omnipod)  # reported by the validator
    if "F_BA_WEAPON" in item.flags and "F_TANK_WEAPON" not in item.flags:
        item = _vehicle_scale(cat).get(item.name, item)
    vehicle_name = tables()["jump_jets"]["file_names"].get(item.id)
    if vehicle_name is not None:
        # 'Jump Jet' is also the vehicular jump jet's own name, the only jet
        # a vehicle may mount (TO p. 349; vehicles.json jump_jets.file_names)
        item = cat.find(vehicle_name) or item
    if size is None and item.variable_size:
        legacy = _LEGACY_SIZE.match(name)
        size = _line_size(legacy.group(2), line) if legacy else None
        ladder = _LEGACY_LADDER.match(name)
        if ladder:
            size = _line_size(ladder.group(1), line)
    rear = facing == "R" and "F_VGL" not in item.flags
    return m.Mount(
        item=item.id, location=loc, omnipod=omnipod, turret=kind is not None or loc.startswith("TURRET"),
        size=size, mount=kind, facing=facing if not rear else None, rear=rear,
    )


_VEHICLE_SCALE: Final[dict] = {}


def _vehicle_scale(cat) -> dict:
    """Vehicle-mountable weapons by display name.  A file that names the
    battle-armor version of a weapon (``ISBAAPDS``) on a vehicle means the
    vehicle-scale item of the same name: battle-armor weapons cannot be
    mounted on vehicles, so the file's code is
    a slip, and the vehicle item is what the unit's record sheet shows."""
    if not _VEHICLE_SCALE:
        for e in cat.having("weapon", "F_TANK_WEAPON", lacking="F_BA_WEAPON"):
            _VEHICLE_SCALE.setdefault(e.name, e)
    return _VEHICLE_SCALE


def _grow(mounts, cat, flag: str, extra: int, base: bool):
    out = []
    done = False
    for mt in mounts:
        e = cat.find(mt.item)
        if not done and e is not None and flag in e.flags:
            current = mt.size if mt.size is not None else 1.0
            mt = replace(mt, size=(current + extra) if base else float(extra))
            done = True
        out.append(mt)
    return out


__all__ = ["is_chassis_mod", "parse_vehicle_blk", "suspension_factor", "vehicle_engine_rating", "tables"]
