"""A design as one entry of a MekBay unit-server catalog (``units.json``).

MekBay (the list builder at mekbay.com) reads extra units from "unit
servers": a ``units.json`` whose entries carry what its unit summary holds
(chassis, model, type and subtype, tonnage, BV, movement, armor, heat,
equipment as ``comp`` rows, the Alpha Strike block ``as``, sheet names ...;
field names and types as MekBay's UnitSummary interface declares them).
This module only lays out what construction/ and bv/ computed; the server
(api/mekbay.py) adds the identity fields (``name``, ``uuid``, ``id``,
``canon``, ``sheets``).
"""

from __future__ import annotations

import re
from collections import OrderedDict
from typing import Any, Optional

from construction import derived
from construction.model import Design

# Alpha Strike unit type by family (ASC p. 92; an IndustrialMech is IM)
AS_TYPE = {"mech": "BM", "combat_vehicle": "CV", "support_vehicle": "SV", "battle_armor": "BA",
           "protomech": "PM", "infantry": "CI"}

RULES_LEVEL = {"introductory": "Introductory", "standard": "Standard", "advanced": "Advanced",
               "experimental": "Experimental", "unofficial": "Unofficial"}
RULES_REFS = {"introductory": [["TW"]], "standard": [["TW"]], "advanced": [["TW", "TO:AUE"]],
              "experimental": [["TW", "TO:AUE"]], "unofficial": [["TW", "TO:AUE"]]}

# MegaMek's location numbers and abbreviations (its Mek, Tank, VTOL,
# ProtoMek, BattleArmor and Infantry location constants), by our codes.
LOCATION = {
    "mech": {"HD": (0, "HD"), "CT": (1, "CT"), "RT": (2, "RT"), "LT": (3, "LT"), "RA": (4, "RA"),
             "LA": (5, "LA"), "RL": (6, "RL"), "LL": (7, "LL"), "FRL": (4, "FRL"), "FLL": (5, "FLL"),
             "RRL": (6, "RRL"), "RLL": (7, "RLL"), "CL": (8, "CL")},
    "vehicle": {"BODY": (0, "BD"), "FRONT": (1, "FR"), "RIGHT": (2, "RS"), "LEFT": (3, "LS"), "REAR": (4, "RR"),
                "TURRET": (5, "TU"), "TURRET2": (6, "TU2"), "ROTOR": (5, "RO"), "FRONT_RIGHT": (2, "FRRS"),
                "FRONT_LEFT": (3, "FRLS"), "REAR_RIGHT": (4, "RRRS"), "REAR_LEFT": (5, "RRLS")},
    "protomech": {"BODY": (0, "BD"), "HD": (1, "HD"), "T": (2, "T"), "RA": (3, "RA"), "LA": (4, "LA"),
                  "L": (5, "L"), "MG": (6, "MG")},
    "battle_armor": {"NONE": (0, "SQD"), "BODY": (0, "SQD"), "RA": (0, "SQD"), "LA": (0, "SQD"),
                     "TURRET": (0, "SQD")},
    "infantry": {"FIELD_GUNS": (1, "FG")},
}

MOTIVE = {"tracked": "Tracked", "wheeled": "Wheeled", "hover": "Hover", "vtol": "VTOL", "wige": "WiGE",
          "naval": "Naval", "hydrofoil": "Hydrofoil", "submarine": "Submarine", "rail": "Rail", "maglev": "MagLev",
          "airship": "Airship", "fixed_wing": "Aerodyne", "foot": "Leg", "jump": "Jump", "motorized": "Motorized",
          "leg": "Leg", "umu": "UMU", "microlite": "Microlite", "scuba": "SCUBA", "motorized_scuba": "Motorized SCUBA",
          "beast": "Leg", "biped": "Biped", "quad": "Quad", "glider": "WiGE", "tripod": "Tripod",
          "quadvee": "Quad", "lam": "Biped"}


# ------------------------------------------------------------------ classes
def unit_type(design: Design) -> tuple[str, str]:
    """(type, subtype) in MekBay's words."""
    kind = design.unit_type
    omni = " Omni" if design.omni else ""
    if kind == "mech":
        config = design.mech.config if design.mech else "biped"
        if design.mech is not None and design.mech.industrial:
            return "Mek", "Quad Industrial Mek" if config == "quad" else "Industrial Mek"
        if config == "lam":
            return "Mek", "Land-Air BattleMek"
        prefix = {"quad": "Quad ", "tripod": "Tripod ", "quadvee": "QuadVee "}.get(config, "")
        return "Mek", f"{prefix}BattleMek{omni}"
    if kind in ("combat_vehicle", "support_vehicle"):
        motive = (design.vehicle or design.support_vehicle).motive if (design.vehicle or design.support_vehicle) else ""
        if motive == "vtol":
            return "VTOL", "Support Vehicle" + omni if kind == "support_vehicle" else "Combat Vehicle" + omni
        if motive in ("naval", "hydrofoil", "submarine"):
            return "Naval", "Submarine" if motive == "submarine" else "Naval Vessel"
        if kind == "support_vehicle":
            return "Tank", "Support Vehicle" + omni
        return "Tank", {"hover": "Hovercraft", "wige": "WiGE"}.get(motive, "Combat Vehicle") + (
            omni if motive in ("hover", "tracked", "wheeled") else "")
    if kind == "battle_armor":
        return "Infantry", "Battle Armor"
    if kind == "protomech":
        quad = design.protomech is not None and design.protomech.motion == "quad"
        return "ProtoMek", "Quad ProtoMek" if quad else "ProtoMek"
    motion = design.infantry.motion if design.infantry else "foot"
    if motion in ("wheeled", "tracked", "hover", "vtol", "submarine"):
        return "Infantry", "Mechanized Conventional Infantry"
    if motion in ("motorized", "motorized_scuba"):
        return "Infantry", "Motorized Conventional Infantry"
    return "Infantry", "Conventional Infantry"


def weight_class(design: Design) -> str:
    t = float(design.tonnage)
    kind = design.unit_type
    if kind == "battle_armor":
        wc = design.battle_armor.weight_class if design.battle_armor else "medium"
        return "Ultra Light/PA(L)/Exoskeleton" if wc == "pal" else wc.capitalize()
    if kind == "support_vehicle":
        wc = design.support_vehicle.weight_class if design.support_vehicle else "small"
        return f"{wc.capitalize()} Support Vehicle"
    if kind == "infantry":
        return "Light"
    if kind == "protomech":
        return "Light" if t < 5 else "Medium" if t < 8 else "Heavy" if t < 10 else "Assault"
    bounds = (20, 40, 60, 80, 100) if kind == "combat_vehicle" else (20, 36, 56, 76, 101)
    if kind == "mech" and t < bounds[0]:
        return "Ultra Light/PA(L)/Exoskeleton"
    for limit, name in zip(bounds[1:], ("Light", "Medium", "Heavy", "Assault")):
        if t < limit:
            return name
    return "Colossal/Super-Heavy"


# ------------------------------------------------------------------ equipment
def _category(eq) -> str:
    if eq.ammo is not None:
        return "X"
    if eq.weapon is not None:
        for flag, code in (("F_ARTILLERY", "A"), ("F_ENERGY", "E"), ("F_MISSILE", "M"), ("F_BALLISTIC", "B")):
            if flag in eq.flags:
                return code
        return "O"
    if "F_CLUB" in eq.flags or "F_HAND_WEAPON" in eq.flags:
        return "P"
    if eq.spreadable:
        return "S"
    return "C"


def _weapon_fields(eq) -> dict[str, Any]:
    w = eq.weapon
    r = w.ranges
    out = {"r": f"{r.get('short', 0)}/{r.get('medium', 0)}/{r.get('long', 0)}",
           "m": str(r.get("minimum", 0) or "-"), "d": derived.damage_text(eq).split(" [")[0]}
    damages = [v for v in (w.damage_by_range or {}).values() if isinstance(v, (int, float))]
    top = max(damages) if damages else (w.damage if isinstance(w.damage, (int, float)) else 0)
    out["md"] = f"{float(top or 0):.1f}"
    return out


def components(design: Design) -> list[dict[str, Any]]:
    """The ``comp`` rows: each catalog item per location (and facing), with
    its count (shots for ammunition), category, location and weapon data."""
    from construction.resolved import resolve

    family = design.unit_type if design.unit_type in LOCATION else (
        "vehicle" if design.unit_type in ("combat_vehicle", "support_vehicle") else "mech")
    places = LOCATION.get(family, {})
    rows: "OrderedDict[tuple, dict]" = OrderedDict()
    for rm in resolve(design).items:
        eq, m = rm.eq, rm.mount
        index, code = places.get(m.location, (0, m.location))
        if m.split_location:
            code = f"{code}/{places.get(m.split_location, (0, m.split_location))[1]}"
        for part in m.split_more:
            code = f"{code}/{places.get(part.location, (0, part.location))[1]}"
        key = (eq.id, code, m.rear)
        row = rows.get(key)
        shots = derived.ammo_shots(m, eq) if eq.ammo is not None else None
        if row is None:
            row = {"id": eq.id, "q": 0, "n": eq.name, "t": _category(eq), "p": index, "l": code}
            if m.rear:
                row["rear"] = True
            if eq.weapon is not None:
                row.update(_weapon_fields(eq))
            row["c"] = str(rm.slot_count)
            row["os"] = 1 if eq.weapon is not None and eq.weapon.one_shot else 0
            rows[key] = row
        row["q"] += shots if shots else 1
    return list(rows.values())


# ------------------------------------------------------------------ totals
def _armor_total(design: Design) -> int:
    total = sum(a.front + (a.rear or 0) for a in design.armor)
    if design.unit_type == "battle_armor":
        total *= design.battle_armor.troopers if design.battle_armor else 4
    return int(total)


def _internal_total(design: Design) -> tuple[int, Optional[int]]:
    """(total internal structure, the most armor the structure allows, where known)."""
    kind = design.unit_type
    if kind == "mech":
        per = derived.mech_internal_structure(design)
        most = sum(9 if loc == "HD" else 2 * v for loc, v in per.items())
        return sum(per.values()), most
    if kind in ("combat_vehicle", "support_vehicle"):
        return sum(derived.vehicle_internal_structure(design).values()), None
    if kind == "battle_armor":
        return (design.battle_armor.troopers if design.battle_armor else 4), None
    if kind == "protomech":
        from construction.protomech import structure_points

        return sum(structure_points(design).values()), None
    inf = design.infantry
    return (inf.squads * inf.squad_size if inf else 0), None


def _heat(design: Design) -> int:
    from construction.resolved import resolve

    return int(sum(rm.eq.weapon.heat or 0 for rm in resolve(design).items
                   if rm.eq.weapon is not None and isinstance(rm.eq.weapon.heat, (int, float))))


def _move_type(design: Design) -> str:
    details = design.vehicle or design.support_vehicle or design.battle_armor or design.protomech or design.infantry
    if design.unit_type == "mech":
        return MOTIVE.get(design.mech.config if design.mech else "biped", "Biped")
    raw = getattr(details, "motive", None) or getattr(details, "motion", None) or "leg"
    return MOTIVE.get(raw, raw.capitalize())


def _alpha_strike(alpha: Optional[dict], design: Design) -> dict[str, Any]:
    """The ``as`` block (MekBay's AlphaStrikeUnitStats) from the Alpha
    Strike values as the API answers them (``ASResult.as_dict``)."""
    if not alpha:
        return {"TP": AS_TYPE.get(design.unit_type, "XX"), "PV": 0, "SZ": 0, "TMM": None, "usesOV": False, "OV": 0, "MV": "", "MVm": {},
                "MVp": "", "usesTh": False, "Th": -1, "Arm": 0, "Str": 0, "specials": [],
                "dmg": {"dmgS": "0", "dmgM": "0", "dmgL": "0", "dmgE": "0"}, "usesE": False, "usesArcs": False}
    modes: dict[str, int] = {}
    for part in (alpha.get("move") or "").split("/"):
        found = re.match(r"\s*(\d+)\"?([a-z]*)", part)
        if found:
            modes[found.group(2)] = int(found.group(1))
    damage = alpha.get("damage") or {}
    uses_ov = alpha.get("type") in ("BM", "IM")
    threshold = alpha.get("threshold")
    return {
        "TP": alpha.get("type") or "XX", "PV": int(alpha.get("pv") or 0), "SZ": int(alpha.get("size") or 0),
        "TMM": alpha.get("tmm"), "usesOV": uses_ov, "OV": int(alpha.get("ov") or 0) if uses_ov else 0,
        "MV": alpha.get("move") or "", "MVm": modes, "MVp": next(iter(modes), ""),
        "usesTh": threshold is not None, "Th": threshold if threshold is not None else -1,
        "Arm": int(alpha.get("armor") or 0), "Str": int(alpha.get("structure") or 0),
        "specials": list(alpha.get("specials") or ()),
        "dmg": {f"dmg{k.upper()}": ("0" if damage.get(k) is None else str(damage[k])) for k in "smle"},
        "usesE": False, "usesArcs": False,
    }


def entry(design: Design, bv: Optional[int], alpha: Optional[dict]) -> dict[str, Any]:
    """The design's catalog entry without its identity fields.  ``bv`` is
    its BV 2.0 (or None), ``alpha`` its Alpha Strike values as the API
    answers them (or None); both as api.evaluate.evaluate_design gives them."""
    from bv.force import network_gear

    kind, subtype = unit_type(design)
    move = derived.movement(design)
    sinks = derived.heat_sinks(design)
    engine = design.engine
    internal, most_armor = _internal_total(design)
    armor = _armor_total(design)
    role = design.role or "None"
    c3 = network_gear(design).c3
    troopers = design.battle_armor.troopers if design.battle_armor else None
    return {
        "chassis": design.chassis,
        "model": design.model,
        "year": int(design.year or 0),
        "weightClass": weight_class(design),
        "tons": float(design.tonnage),
        "loadoutTons": float(design.tonnage),
        "offSpeedFactor": 0,
        "bv": int(bv or 0),
        "cost": 0,
        "level": RULES_LEVEL.get(design.rules_level, "Standard"),
        "techBase": "Clan" if design.is_clan else "Inner Sphere",
        "mixed": bool(design.mixed_tech),
        "techRating": "",
        "type": kind,
        "subtype": subtype,
        "omni": 1 if design.omni else 0,
        "engine": _words(engine.type) if engine is not None else "None",
        "engineRating": int(engine.rating) if engine is not None and engine.rating else 0,
        "engineHS": min(10, int(engine.rating) // 25) if engine is not None and engine.rating
        and design.unit_type == "mech" else 0,
        "engineHSType": sinks.type_name if sinks is not None else None,
        "source": [design.source] if design.source else ["MechForge"],
        "published": [],
        "rulesRefs": RULES_REFS.get(design.rules_level, [["TW"]]),
        "canAntiMech": False,
        "role": role,
        "armorType": _words(design.armor_type or "standard"),
        "structureType": _words(design.structure) if design.structure else None,
        "armor": armor,
        "armorPer": round(100.0 * armor / most_armor, 1) if most_armor else 0,
        "internal": internal,
        "squads": design.infantry.squads if design.infantry else 0,
        "squadSize": design.infantry.squad_size if design.infantry else (troopers or 0),
        "heat": _heat(design),
        "dissipation": sinks.dissipation if sinks is not None else 0,
        "moveType": _move_type(design),
        "walk": move.walk, "walk2": move.walk,
        "run": move.run, "run2": move.sprint or move.run,
        "jump": move.jump, "jump2": move.jump,
        "umu": move.umu,
        "c3": {None: "None", "master": "C3 Master", "slave": "C3 Slave", "boosted_master": "C3 Boosted Master",
               "boosted_slave": "C3 Boosted Slave", "c3i": "C3i", "boosted_c3i": "C3i"}.get(c3, "None"),
        "dpt": 0,
        "comp": components(design),
        "su": 1 if design.unit_type == "support_vehicle" else 0,
        "crewSize": int((design.support_vehicle.crew if design.support_vehicle and design.support_vehicle.crew else 0)
                        or troopers or (design.infantry.squads * design.infantry.squad_size if design.infantry else 1)),
        "quirks": list(design.quirks),
        "features": [],
        "icon": f"defaults/default_{_icon_class(design)}.png",
        "loadIssues": [],
        "as": _alpha_strike(alpha, design),
    }


def _words(component_id: str) -> str:
    """A component id as words (``ferro_fibrous`` -> ``Ferro Fibrous``)."""
    return " ".join(w.upper() if w in ("xl", "xxl", "ice") else w.capitalize() for w in component_id.split("_"))


def _icon_class(design: Design) -> str:
    wc = weight_class(design).lower()
    for name in ("light", "medium", "heavy", "assault"):
        if name in wc:
            return name
    return "assault" if "super" in wc else "light"


__all__ = ["components", "entry", "unit_type", "weight_class"]
