"""Combat vehicle construction rules (TechManual pp. 94-107, superheavy
vehicles TO:AUE pp. 138-139, TO errata v3.02).

``validate_vehicle(design)`` reports every broken rule at once.  The weight
of each part is a small function of the design; :func:`weight_breakdown`
lists them so a player can redo the sum.  The tables live in
construction/data/components/vehicles.json; rule citations in
construction/data/rules/vehicle.json.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Final, Iterable, Mapping, Optional, TypeGuard

from . import components, item_family
from .catalog import Equipment
from .equipment_rows import incompatible, location_refused, once_per_item, over_max
from .model import Design, Mount
from . import report as _report
from .report import Report
from .resolved import resolve
from .item_groups import grouped, in_group, members, touching
from .rounding import round_up, round_up_to_half_ton
from .vehicle_blk import suspension_factor, tables, vehicle_engine_rating
from .tech import report_item_tech

EPS: Final = 1e-9
FUSION_FAMILY: Final = {"fusion", "xl_is", "xl_clan", "xxl_is", "xxl_clan", "light", "compact", "large_fusion",
                 "large_xl_is", "large_xl_clan", "large_light", "large_xxl_is", "large_xxl_clan"}


# --------------------------------------------------------------------- items
def resolved(design: Design) -> tuple[tuple[Mount, Optional[Equipment]], ...]:
    """(mount, catalog item or None) for every mount, from the resolved design."""
    return resolve(design).pairs


def is_weapon(e: Optional[Equipment]) -> TypeGuard[Equipment]:
    return e is not None and e.kind == "weapon"


def item_tons(design: Design, mt: Mount, e: Equipment, items=None, rnd=None) -> float:
    """One mounted item's weight (tons), with the vehicle formulas.

    ``rnd`` rounds the percentage-based weights: up to the half ton by
    default; small support vehicles pass a kilogram rounding (TM p. 130)."""
    t = tables()
    up = rnd or round_up_to_half_ton
    rule = e.tonnage_rule
    if rule is None:
        if e.tonnage is not None:
            return float(e.tonnage)
        return float(mt.size or 0.0)
    if rule == "variable_size":
        return float(mt.size or 0.0)
    if rule == "ladder":
        # 0.1 t per 20 m of length (TM p. 244); the size is the length in
        # metres; rounded to the kilogram
        return round((mt.size or 0.0) / 200.0, 3)
    if rule == "mash":
        size = mt.size or 1.0
        return t["mash"]["core"] + (size - 1) * t["mash"]["per_extra_theater"]
    if rule == "armored_motive":
        return up(design.tonnage * t["armored_motive_system"]["Clan" if e.tech_base == "Clan" else "IS"])
    if rule == "chassis_mod_percent":
        frac = next((v for k, v in t["chassis_mod_percent"].items() if k in e.flags), 0.0)
        return up(design.tonnage * frac)
    if rule == "turret_percent":
        fixed = side_mounts_fixed_weight(design)
        if design.omni and fixed is not None:
            # an OmniVehicle's sponson and pintle mounts weigh what its base
            # chassis fixed for them, shared alike (MegaMek's fact: the
            # figure divided by the number of mounts)
            return fixed / max(1, len(side_mounts(design, items)))
        return side_mount_need(design, mt, e, items, rnd)
    if rule == "srcs_percent":
        # smart robotic control system (IO p. 140): a percentage of the
        # unit's weight by item; under 10 t a fixed weight (none for the
        # basic system); the table in mech_item_formulas.json srcs_percent
        f = components.family_data("mech_item_formulas")["weights"]["srcs_percent"]
        if design.tonnage < 10:
            return float(f["under_10t_by_item"].get(e.id, 0.0))
        return up(design.tonnage * f["times_by_item"][e.id])
    if rule == "drone_control_percent":
        if "F_DRONE_CARRIER_CONTROL" in e.flags:
            return 2.0 + 0.5 * float(mt.size or 0)
        return up(design.tonnage * 0.1)
    if rule == "drone_os":
        # 10 % of the drone's weight (TO errata v3.02 p. 306) + 0.5 t of
        # extra sensors (MegaMek's fact; construction/data/components/
        # mech_item_formulas.json drone_os)
        return up(design.tonnage * 0.1) + 0.5
    if rule == "fire_control":
        weapons = sum(float(oe.tonnage or 0) for o, oe in (items or resolved(design)) if is_weapon(oe))
        frac = 0.05 if "F_BASIC_FIRECONTROL" in e.flags else 0.1
        return up(weapons * frac)
    if rule == "jump_jet_vehicle":
        t = design.tonnage
        return 0.5 if t <= 55 else (1.0 if t <= 85 else 2.0)
    if rule in ("tc_is", "tc_clan"):
        direct = sum(float(oe.tonnage or 0) for o, oe in (items or resolved(design))
                     if is_weapon(oe) and oe.weapon is not None and oe.weapon.tc_eligible)
        return float(round_up(direct / (4 if rule == "tc_is" else 5)))
    if rule in ("supercharger", "vtol_jet_booster"):
        # a tenth of the engine's weight (supercharger TO p. 345; VTOL jet
        # booster TO p. 350, TO:AUE p. 162), the engine as its family weighs it
        return up(family_engine_weight(design) / 10)
    if rule == "dumper":
        return float(mt.size or 0.0)
    return float(e.tonnage or mt.size or 0.0)


# -------------------------------------------------------------------- weights
def side_mounts_fixed_weight(design: Design) -> Optional[float]:
    """The weight the file fixes for all sponson and pintle mounts together
    (<baseChassisSponsonPintleWeight>), or None."""
    details = design.vehicle or design.support_vehicle
    fixed = getattr(details, "base_chassis_sponson_pintle_weight", None)
    return None if fixed is None or fixed < 0 else float(fixed)


def side_mounts(design: Design, items=None) -> list:
    """The sponson and pintle mount items (mount, catalog item)."""
    return [(o, oe) for o, oe in (items or resolved(design))
            if oe is not None and oe.tonnage_rule == "turret_percent"]


def side_mount_need(design: Design, mt: Mount, e, items=None, rnd=None) -> float:
    """A sponson or pintle mount by what is in it: a sponson turret 10% of
    the items in the sponsons, a pintle mount 5% of the weapons on it, rounded
    up (TM p. 348 / TO:AUE p. 147; TM p. 235)."""
    t = tables()
    up = rnd or round_up_to_half_ton
    inside = sum(item_tons(design, o, oe, rnd=rnd) for o, oe in (items or resolved(design))
                 if oe is not None and o.mount == ("sponson" if "F_SPONSON_TURRET" in e.flags else "pintle")
                 and oe.kind != "ammo" and o is not mt and (o.location == mt.location or "F_SPONSON_TURRET" in e.flags))
    frac = t["turret"]["fraction"] if "F_SPONSON_TURRET" in e.flags else t["turret"]["pintle_fraction"]
    return up(inside * frac)


def family_engine_weight(design: Design) -> float:
    """The engine's weight by the design's family: a support vehicle's by its
    own table (TM p. 127, construction.support_vehicle), a combat vehicle's
    here."""
    if design.unit_type == "support_vehicle":
        from .support_vehicle import engine_weight as support_engine_weight

        return support_engine_weight(design)
    return engine_weight(design)


def engine_weight(design: Design) -> float:
    eng = design.engine
    if eng is None or eng.type == "none":
        return 0.0
    t = tables()["engine"]
    try:
        et = components.engine_type(eng.type)
        base = components.standard_engine_weight(eng.rating)
    except (KeyError, ValueError):
        return 0.0
    w = round_up_to_half_ton(base * et.multiplier)
    if et.min_weight is not None:
        w = max(w, et.min_weight)
    if eng.type in t["shielded"]:
        w = round_up_to_half_ton(w * t["shielded_multiplier"])
    if motive(design) == "hover":
        w = max(w, round_up_to_half_ton(design.tonnage * t["hover_min_fraction"]))
    return w


def motive(design: Design) -> str:
    return design.vehicle.motive if design.vehicle else "tracked"


def structure_weight(design: Design) -> float:
    s = tables()["structure"]
    w = design.tonnage * s["fractions"].get(design.structure or "standard", 0.1)
    if superheavy(design):
        w *= s["superheavy_weight_factor"].get(motive(design), s["superheavy_weight_factor"]["default"])
    return round_up_to_half_ton(w)


def superheavy(design: Design) -> bool:
    return bool(design.vehicle and design.vehicle.superheavy)


def armor_points_per_ton(armor_type: str) -> float:
    if armor_type == "vehicular_stealth":
        return float(tables()["armor"]["vehicular_stealth"]["points_per_ton"])
    return components.armor_points_per_ton(armor_type)


def armor_weight(design: Design) -> float:
    pts = sum(a.front + (a.rear or 0) for a in design.armor)
    try:
        return round_up_to_half_ton(pts / armor_points_per_ton(design.armor_type or "standard"))
    except (KeyError, ValueError):
        return 0.0


def turret_weight(design: Design, items, location: str, fixed: Optional[float]) -> float:
    if design.omni and fixed is not None:
        return float(fixed)
    inside = sum(item_tons(design, mt, e, items) for mt, e in items
                 if e is not None and mt.location == location and e.kind != "ammo")
    return round_up_to_half_ton(inside * tables()["turret"]["fraction"])


def energy_heat(design: Design) -> float:
    """The heat of the energy weapons a vehicle must sink (TM p. 104); a laser
    with an insulator makes 1 less, to a minimum of 1 (TO p. 322 with the TO
    errata v3.02; one insulator per laser, paired in construction.resolved)."""
    exempt = set(tables()["power_amplifiers"]["exempt_ammo_types"])
    resolved_design = resolve(design)
    insulated = {link.weapon for link in resolved_design.links if link.kind == "insulator"}
    total = 0.0
    for rm in resolved_design.items:
        e = rm.eq
        if is_weapon(e) and "F_ENERGY" in e.flags and e.weapon is not None:
            if e.weapon.ammo_type in exempt:
                continue
            heat = float(e.weapon.heat or 0)
            if rm.index in insulated:
                rule = tables()["laser_insulator"]
                heat = max(float(rule["minimum_heat"]), heat - rule["heat_reduction"])
            total += heat
    return total


def free_heat_sinks(design: Design) -> int:
    t = tables()["engine"]["free_heat_sinks"]
    et = design.engine.type if design.engine else "none"
    if et in FUSION_FAMILY:
        return t["fusion_family"]
    return t.get(et, t["other"])


def power_amp_weight(design: Design, items) -> float:
    et = design.engine.type if design.engine else "none"
    if et in FUSION_FAMILY or et == "fission":
        return 0.0
    exempt = set(tables()["power_amplifiers"]["exempt_ammo_types"])
    w = sum(float(e.tonnage or 0) for mt, e in items
            if is_weapon(e) and "F_ENERGY" in e.flags and (e.weapon is None or e.weapon.ammo_type not in exempt))
    return round_up_to_half_ton(w * tables()["power_amplifiers"]["fraction"])


def transporter_lines(lines: Iterable[str]) -> Iterable[tuple[str, float]]:
    """(kind, number) of each MegaMek transporter line (``troopspace:5.0``)."""
    for line in lines:
        parts = line.split(":")
        try:
            qty = float(parts[1]) if len(parts) > 1 else 0.0
        except ValueError:
            qty = 0.0
        if not math.isfinite(qty):  # the importers and the JSON form refuse it; a design built in code may not
            qty = 0.0
        yield parts[0].strip().lower(), max(qty, 0.0)


def seat_count(kind: str, qty: float) -> Optional[int]:
    """The seats of a seat line, or None for another kind: the number is the
    seat count, but older files write the seats' tonnage, as a number with a
    fraction (``standardseats:.45`` = 6 seats of 75 kg)."""
    t = tables()["transporters"]
    if kind not in t["seats"]:
        return None
    if qty == int(qty):
        return int(qty)
    return round(qty / t["tons_per_unit"][kind])


def transporter_weight(lines: Iterable[str]) -> float:
    t = tables()["transporters"]["tons_per_unit"]
    total = 0.0
    for kind, qty in transporter_lines(lines):
        if kind not in t:
            continue
        seats = seat_count(kind, qty)
        total += (qty if seats is None else seats) * t[kind]
    return total


def weight_breakdown(design: Design) -> list[tuple[str, float]]:
    items = resolved(design)
    v = design.vehicle
    parts = [("structure", structure_weight(design)), ("engine", engine_weight(design))]
    if not (design.engine is not None and design.engine.type == "none" and design.walk_mp == 0):
        parts.append(("controls", round_up_to_half_ton(design.tonnage * tables()["controls"]["fraction"])))
    lift = tables()["motive"]["types"].get(motive(design), {}).get("lift_fraction", 0.0)
    if lift:
        parts.append(("lift/dive equipment", round_up_to_half_ton(design.tonnage * lift)))
    if v and v.turret in ("single", "dual", "chin"):
        parts.append(("turret", turret_weight(design, items, "TURRET", v.base_chassis_turret_weight)))
    if v and v.turret == "dual":
        parts.append(("second turret", turret_weight(design, items, "TURRET2", v.base_chassis_turret2_weight)))
    parts.append(("power amplifiers", power_amp_weight(design, items)))
    sinks = max(0, math.ceil(energy_heat(design)) - free_heat_sinks(design))
    parts.append(("heat sinks", float(sinks)))
    parts.append(("armor", armor_weight(design)))
    for mt, e in items:
        if e is not None:
            parts.append((e.id, item_tons(design, mt, e, items)))
    if v:
        parts.append(("transporters", transporter_weight(v.transporters)))
    return parts


# -------------------------------------------------------------------- checks
def max_armor(design: Design) -> int:
    a = tables()["armor"]
    return int(math.floor(design.tonnage * a["max_per_ton"] + EPS)) + a["max_bonus"]


def item_slots_available(design: Design) -> int:
    """5 + tonnage / 5 (superheavy 7 + tonnage / 10) for combat vehicles (TM
    p. 99, TO:AUE p. 139); 5 + tonnage / 10 for support vehicles (TM p. 120)."""
    if design.unit_type == "support_vehicle":
        s = tables()["support_vehicles"]["item_slots"]
        return s["base"] + int(design.tonnage // s["per_tons"])
    s = tables()["item_slots"]
    if superheavy(design):
        return s["superheavy_base"] + int(design.tonnage // s["superheavy_per_tons"])
    return s["base"] + int(design.tonnage // s["per_tons"])


def item_slots_used(design: Design, items, support: bool = False, minimum_crew: int = 0) -> int:
    """Item slots a vehicle's items take (TM p. 99; support vehicles: see
    item_slot_parts)."""
    return sum(item_slot_parts(design, items, support, minimum_crew).values())


def item_slot_parts(design: Design, items, support: bool = False, minimum_crew: int = 0) -> dict[str, int]:
    """Item slots by kind (weapons, equipment, ammunition, jump jets, cargo,
    engine, armor, troop space, bays, quarters), the one count for combat and
    support vehicles (TM p. 99).  A support vehicle (``support``) counts each
    item's support-vehicle Space, its armor, seats and quarters by the table
    vehicles.json support_vehicles.item_slots: a small one's ammunition shares
    its weapon's slot, seats take none, quarters beyond ``minimum_crew`` take
    one slot per so many occupants (TO errata v3.02, TO pp. 257-258)."""
    parts: dict[str, int] = {}

    def add(kind: str, n: int) -> None:
        if n:
            parts[kind] = parts.get(kind, 0) + n

    svt = tables()["support_vehicles"]["item_slots"] if support else None
    sv = design.support_vehicle if support else None
    small = sv is not None and sv.weight_class == "small"
    ammo_kinds = set()
    cargo = False
    jets = False
    arrays = {mt.location: (e.weapon.ammo_type if e.weapon else None) for mt, e in items
              if e is not None and "F_MGA" in e.flags}
    for mt, e in items:
        if e is None:
            continue
        if "F_JUMP_JET" in e.flags:  # all jump jets together take one slot (TM p. 99)
            if not jets:
                add("jump jets", 1)
                jets = True
            continue
        if "F_CARGO" in e.flags:
            if not cargo:
                add("cargo", 1)
                cargo = True
            continue
        if "F_MG" in e.flags and "F_MGA" not in e.flags and e.weapon is not None \
                and arrays.get(mt.location) == e.weapon.ammo_type:
            continue  # machine guns linked into an array share its slot
        if e.kind == "ammo":
            if small and svt is not None and not svt["small_ammo_takes_slots"]:
                continue
            key = (e.ammo.ammo_type, e.ammo.rack_size) if e.ammo else e.id
            if key not in ammo_kinds:
                ammo_kinds.add(key)
                add("ammunition", 1)
            continue
        n = e.vehicle_slots
        if support and e.support_vehicle_slots is not None:
            n = e.support_vehicle_slots
        add("weapons" if e.kind == "weapon" else "equipment", int(n or 0))
    et = design.engine.type if design.engine else "none"
    es = tables()["engine"]["item_slots"]
    key = et.replace("large_", "")
    add("engine", es.get(key, 0) + (es["large"] if et.startswith("large_") else 0))
    armor = design.armor_type or "standard"
    if sv is not None and armor == "standard":
        assert svt is not None  # sv is read only for a support vehicle, as svt
        bar = svt["bar_armor"]
        # only an armor tech rating the design names (the footnote's condition; no fallback guessed)
        add("armor", bar["slots_by_armor_tech_rating"].get(sv.armor_tech_rating, 0) if sv.bar == bar["bar"] else 0)
    else:
        add("armor", tables()["armor"]["vehicle_slots"].get(armor, 0))
    lines = design.vehicle.transporters if design.vehicle else (sv.transporters if sv is not None else ())
    t = tables()["transporters"]
    troop = False
    for kind, qty in transporter_lines(lines):
        if kind in t["no_slot"] or kind not in t["tons_per_unit"]:
            continue
        if svt is not None and kind in t["seats"] and not svt["seats_take_slots"]:
            continue
        if svt is not None and kind in svt["quarters"]["occupants_per_slot"]:
            continue  # counted below, by occupants
        if kind in t["one_slot_for_all"]:
            if not troop:
                add("troop space", 1)
                troop = True
        else:
            add("bays", 1)
    if svt is not None:
        per_slot = svt["quarters"]["occupants_per_slot"]
        quarters = {k: n for k, n in quarters_by_kind(lines).items() if k in per_slot}
        if quarters:
            add("quarters", quarters_slots(quarters, minimum_crew, svt["quarters"]))
    return parts


def quarters_by_kind(lines: Iterable[str]) -> dict[str, int]:
    """The occupants each kind of quarters holds (a quarters line gives its
    tonnage; data/components vehicles.json support_vehicle_crew)."""
    per = tables()["support_vehicle_crew"]["quarters_tons_per_occupant"]
    out: dict[str, int] = {}
    for kind, qty in transporter_lines(lines):
        if kind in per:
            out[kind] = out.get(kind, 0) + int(qty / per[kind] + EPS)
    return out


def quarters_slots(occupants: dict[str, int], minimum_crew: int, q: dict) -> int:
    """Slots of a support vehicle's quarters: those of the minimum crew are
    free, filled from the least bulky kind first; each kind then takes one
    slot per ``occupants_per_slot`` (rounded up) of its remaining occupants
    (TO errata v3.02, TO pp. 257-258; vehicles.json item_slots.quarters)."""
    counted = {k: n for k, n in occupants.items() if k in q["always_counted"]}
    free = minimum_crew
    for kind in q["minimum_crew_fills"]:
        n = occupants.get(kind, 0)
        take = min(n, free)
        free -= take
        counted[kind] = n - take
    return sum(-(-n // q["occupants_per_slot"][k]) for k, n in counted.items() if n > 0)


def check_tech(design: Design, items, report: Report, prefix: str) -> None:
    for mt, e in items:
        if e is not None:
            report_item_tech(report, prefix, design, e, mt.location)


def check_tonnage(design: Design, v, mtab: dict, items, report: Report) -> None:
    """Motive type tonnage limits, superheavy included (TM p. 94, TO:AUE p. 138)."""
    limit = mtab["max_superheavy"] if v.superheavy else mtab["max"]
    # a superheavy is heavier than the motive type's standard maximum (TO:AUE p. 138)
    low = mtab["max"] + 1 if v.superheavy else 1
    if design.tonnage > limit or design.tonnage < low or design.tonnage != int(design.tonnage):
        span = f"{low}-{limit} t" if v.superheavy else f"up to {limit} t"
        report.error("VEH_TONNAGE", f"{design.tonnage:g} t is not a legal {'superheavy ' if v.superheavy else ''}"
                     f"{v.motive} vehicle tonnage ({span}, whole tons)")


def check_engine(design: Design, v, mtab: dict, items, report: Report) -> None:
    """Engine rating = cruise MP x tonnage - suspension factor, its range,
    the engine types combat vehicles may use, and cruise MP (TM pp. 95-98)."""
    eng = design.engine
    if eng is None:
        report.error("VEH_ENGINE_TYPE", "the design has no engine")
        return
    need = vehicle_engine_rating(design.walk_mp, design.tonnage, v.motive)
    if eng.type != "none" and eng.rating != need:
        report.error("VEH_ENGINE_RATING", f"cruise {design.walk_mp} x {design.tonnage:g} t - suspension "
                     f"{suspension_factor(v.motive, design.tonnage)} needs a {need} engine, the design has {eng.rating}")
    cap = tables()["engine"]["max_rating_large"] if v.superheavy or eng.type.startswith("large_") else tables()["engine"]["max_rating"]
    if need > tables()["engine"]["max_rating_large"] or (need > cap):
        report.error("VEH_ENGINE_RATING_RANGE", f"cruise {design.walk_mp} needs a {need} engine; the largest is {cap}")
    low = tables()["engine"]["min_rating_large"]
    if eng.type.startswith("large_") and eng.rating < low:
        ref = tables()["engine"]["min_rating_large_ref"]
        report.error({"code": "VEH_ENGINE_RATING_RANGE", "book": ref["book"], "page": ref["page"]},
                     f"a large engine is rated {low} or more; this one is rated {eng.rating}")
    trailer = v.trailer or (eng.type == "none" and design.walk_mp == 0)
    if eng.type in ("maglev", "steam", "battery", "solar", "external") or (eng.type == "none" and not trailer):
        report.error("VEH_ENGINE_TYPE", f"{eng.type} engines are for support vehicles only")
    if design.walk_mp < 1 and not trailer:
        report.error("VEH_CRUISE_MP", "combat vehicles other than trailers need at least 1 cruise MP")


def check_structure(design: Design, v, mtab: dict, items, report: Report) -> None:
    """Only the structure types combat vehicles use (TM p. 100: standard or
    endo steel; vehicles.json structure.combat_vehicle_types)."""
    allowed = tables()["structure"]["combat_vehicle_types"]["types"]
    if (design.structure or "standard") not in allowed:
        report.error("VEH_STRUCTURE", f"{design.structure} internal structure is not a combat vehicle structure "
                     f"(only {', '.join(allowed)})")


def check_armor(design: Design, v, mtab: dict, items, report: Report) -> None:
    """Armor maximum, rotor armor, armor types by motive and known types."""
    total = sum(a.front + (a.rear or 0) for a in design.armor)
    if total > max_armor(design):
        report.error("VEH_ARMOR_MAX", f"{total} armor points exceed the maximum {max_armor(design)} "
                     f"(3.5 x {design.tonnage:g} + 40)")
    rotor = design.armor_at("ROTOR")
    if rotor is not None and rotor.front > tables()["armor"]["rotor_max"]:
        report.error("VEH_ROTOR_ARMOR", f"rotor armor {rotor.front} exceeds {tables()['armor']['rotor_max']} points",
                     "ROTOR")
    bad = tables()["armor"]["not_on"].get(design.armor_type or "standard", [])
    if v.motive in bad:
        report.error("VEH_ARMOR_TYPE", f"{design.armor_type} armor may not be mounted on {v.motive} vehicles")
    omni = tables()["armor"]["not_on_omni"]
    if design.omni and (design.armor_type or "standard") in omni["types"]:
        report.error("VEH_ARMOR_TYPE", f"{design.armor_type} armor is allowed only on non-Omni units "
                     f"({omni['ref']['book']} errata p. {omni['ref']['page']}); an OmniVehicle may not use it")
    check_mech_only_armor(design, report, "VEH_ARMOR_MECH_ONLY")
    try:
        armor_points_per_ton(design.armor_type or "standard")
    except (KeyError, ValueError):
        report.error("UNKNOWN_COMPONENT", f"unknown armor type {design.armor_type!r}")


def check_mech_only_armor(design: Design, report: Report, code: str) -> None:
    """An armor type only 'Mechs may use (vehicles.json armor.mech_only, each
    row with the armor entry's book and page)."""
    row = tables()["armor"]["mech_only"]["types"].get(design.armor_type or "standard")
    if row is not None:
        report.error(dict(row, code=code), f"{design.armor_type} armor is for 'Mechs only ({row['book']} p. {row['page']}); "
                     "no vehicle may use it")


def check_vehicle_layout(motive_type: str, turret: Optional[str], design: Design, items, report: Report,
                         code: str) -> None:
    """The rotor and turrets a motive type has, and items only in locations
    the vehicle has (combat and support vehicles alike, TM p. 97)."""
    rotor = design.armor_at("ROTOR")
    if motive_type == "vtol" and rotor is None:
        report.error(code, "a VTOL needs a rotor location")
    if motive_type != "vtol" and rotor is not None:
        report.error(code, "only VTOLs have a rotor")
    if turret == "chin" and motive_type != "vtol":
        report.error(code, "only VTOLs have a chin turret")
    if turret == "dual" and motive_type == "vtol":
        report.error(code, "a VTOL may not mount a dual turret")
    if turret == "single" and motive_type == "vtol":
        report.error(code, "a VTOL's turret is a chin turret")
    if design.armor_at("TURRET") is not None and turret not in ("single", "dual", "chin"):
        report.error(code, "the vehicle has turret armor but no turret", "TURRET")
    if design.armor_at("TURRET2") is not None and turret != "dual":
        report.error(code, "the vehicle has a second turret's armor but no dual turret", "TURRET2")
    locations = {a.location for a in design.armor} | {"BODY"}
    for mt, e in items:
        if mt.location not in locations:
            report.error(code, f"{mt.item} sits in {mt.location}, a location this vehicle does not have",
                         mt.location, mt.item)


def check_locations(design: Design, v, mtab: dict, items, report: Report) -> None:
    """Rotor and turrets by motive, items in locations the vehicle has,
    jump jets and chassis modifications only where the motive allows them
    (vehicles.json jump_jets, chassis_mod_motives)."""
    check_vehicle_layout(v.motive, v.turret, design, items, report, "VEH_LOCATIONS")
    for mt, e in items:
        if e is not None and "F_JUMP_JET" in e.flags and v.motive not in tables()["jump_jets"]["motives"]:
            report.error("VEH_JUMP_JETS", f"{v.motive} vehicles may not mount jump jets", mt.location, e.id)
    if design.jump_mp and v.motive not in tables()["jump_jets"]["motives"]:
        report.error("VEH_JUMP_JETS", f"{v.motive} vehicles may not jump")
    allowed = tables()["chassis_mod_motives"]["by_flag"]
    for mt, e in items:
        for f in (e.flags & allowed.keys()) if e is not None else ():
            if v.motive not in allowed[f]:
                report.error("VEH_CHASSIS_MOD", f"{e.name} is not for {v.motive} vehicles "
                             f"(only {', '.join(allowed[f])}; TO pp. 302-303)", mt.location, e.id)


def rule_tables() -> Mapping:
    """The tables of data/rules/vehicle.json (rules kept as data, each row
    with its book and page)."""
    return _report.rule_tables("vehicle")


def _group_mounts(rules: Mapping, names, items) -> list:
    """(mount, item) of ``items`` in any of the groups ``names``
    (construction/item_groups.py: each item's groups worked out once)."""
    return members(grouped(items, rules["groups"]), names)


def location_class(location: str) -> str:
    """FRONT, SIDE, REAR, TURRET, BODY or ROTOR (equipment_rules.location_classes)."""
    for cls, locs in rule_tables()["equipment_rules"]["location_classes"].items():
        if location in locs:
            return cls
    return location


# The equipment_rules sections whose rows name groups (check_equipment_rules).
_GROUP_SECTIONS: Final = ("placement", "motives", "incompatible", "count_max")


def check_equipment_rules(design: Design, motive_type: str, items, report: Report, support: bool = False) -> None:
    """The rules of particular items kept as data (data/rules/vehicle.json
    equipment_rules, each row with its book and page): the locations an item
    may use, the motive types that may mount it, pairs no vehicle combines,
    items limited in number, and what a VTOL's rotor may hold.  Support
    vehicles read the rows marked support_vehicles (motive rows through their
    support_vehicle_motives) and report them with the SV_ prefix."""
    rules = rule_tables()["equipment_rules"]
    entries = grouped(items, rules["groups"])  # the design's items with their groups, once
    touched = touching(rules, _GROUP_SECTIONS, entries)

    def code(row: Mapping) -> str:
        return "SV_" + row["code"][len("VEH_"):] if support else row["code"]

    def applies(row: Mapping) -> bool:
        return not support or bool(row.get("support_vehicles"))

    for row in touched["placement"]:
        if not applies(row):
            continue
        for mt, e in members(entries, row["groups"]):
            if location_refused(row, location_class(mt.location)):
                where = (f"only {', '.join(row['locations']).lower()}" if "locations" in row
                         else f"not {', '.join(row['refused']).lower()}")
                report.error(code(row), f"{e.name} may not be mounted in {mt.location} ({where})", mt.location, e.id)
    for row in touched["motives"]:
        allowed = row.get("support_vehicle_motives") if support else row.get("motives")
        if allowed is None or motive_type in allowed:
            continue
        for mt, e in once_per_item(members(entries, row["groups"])):
            report.error(code(row), f"{e.name} is not for {motive_type} vehicles (only {', '.join(allowed)})",
                         mt.location, e.id)
    for row in touched["incompatible"]:
        if not applies(row):
            continue
        found = incompatible(row["groups"], partial(members, entries))
        if found is not None:
            report.error(code(row), *found)
    for row in touched["count_max"]:
        if not applies(row):
            continue
        for found in over_max(members(entries, row["groups"]), row["max"], bool(row.get("per_location"))):
            report.error(code(row), *found)
    check_item_sizes(items, report, "SV_ITEM_SIZE" if support else "VEH_ITEM_SIZE")
    rotor = rules["rotor"]
    if applies(rotor):
        in_rotor = [(mt, e) for mt, e in items if e is not None and mt.location == "ROTOR"
                    and not in_group(e, rules["groups"][rotor["mast_mount"]])]
        mast = members(entries, [rotor["mast_mount"]])
        refused = {id(mt) for mt, _ in _group_mounts(rules, rotor["refused"], in_rotor)}
        for mt, e in in_rotor:
            if not mast:
                report.error(code(rotor), f"{e.name} is in the rotor, which holds items only in a mast mount", "ROTOR", e.id)
            elif id(mt) in refused:
                report.error(code(rotor), f"{e.name} may not go in a mast mount (no weapons or TAG; of C3 only "
                             "slaves and C3i)", "ROTOR", e.id)


def check_item_sizes(items, report: Report, code: str) -> None:
    """An item that weighs its size (communications equipment by the ton, TM
    p. 212; cargo and liquid storage, TM p. 239) needs a size above zero."""
    for mt, e in items:
        if e is not None and e.tonnage_rule == "variable_size" and not (mt.size or 0) > 0:
            ref = f" ({e.ref['book']} p. {e.ref['page']})" if e.ref.get("book") else ""
            report.error(code, f"{e.name} has size {mt.size or 0:g}: it weighs its size{ref}, so a size of 0 "
                         "is no item", mt.location, e.id)


def check_omni_turret(design: Design, v, mtab: dict, items, report: Report) -> None:
    """An OmniVehicle's turret weight is fixed on the base chassis: the pods
    in it may not need a heavier turret (10% of the items in it, rounded up
    to the half ton)."""
    check_omni_mounts(design, v, items, report, lambda location: turret_weight(design, items, location, None))


def check_omni_mounts(design: Design, details, items, report: Report, turret_need, rnd=None,
                      code: str = "VEH_OMNI_TURRET") -> None:
    """An Omni vehicle's turrets, sponsons and pintle mounts weigh what its
    base chassis fixed for them: the pods in them may not need more.
    ``turret_need(location)`` is the turret the items there need, ``rnd``
    the family's rounding and ``code`` its rule (a support vehicle's:
    SV_OMNI_TURRET)."""
    if not design.omni:
        return
    for location, fixed in (("TURRET", details.base_chassis_turret_weight),
                            ("TURRET2", details.base_chassis_turret2_weight)):
        if fixed is None or fixed < 0:
            continue
        need = turret_need(location)
        if need > fixed + EPS:
            report.error(code, f"the items in {location} need a {need:g} t turret; the base chassis "
                         f"turret weighs {fixed:g} t", location)
    check_omni_side_mounts(design, items, report, rnd, code)


def check_omni_side_mounts(design: Design, items, report: Report, rnd=None, code: str = "VEH_OMNI_TURRET") -> None:
    """An OmniVehicle's sponson and pintle mounts weigh what the base chassis
    fixed for them: the pods in them may not need more (``code``: the
    support vehicle rules report it as SV_OMNI_TURRET)."""
    fixed = side_mounts_fixed_weight(design)
    mounts = side_mounts(design, items)
    if not design.omni or fixed is None or not mounts:
        return
    need = sum(side_mount_need(design, mt, e, items, rnd) for mt, e in mounts)
    if need > fixed + EPS:
        report.error(code, f"the items in the sponson and pintle mounts need {need:g} t of mounts; "
                     f"the base chassis fixed {fixed:g} t for them", mounts[0][0].location, mounts[0][1].id)


def check_item_family(design: Design, items, report: Report, support: bool = False) -> None:
    """Items of a class the vehicle family may not mount (data/rules/common.json
    tables.item_families): aerospace-only equipment, capital and sub-capital
    weapons (a sub-capital weapon is allowed on a large tracked, rail or naval
    support vehicle), 'Mech physical weapons, battle armor equipment, and on
    combat vehicles infantry equipment (but an infantry weapon in a pintle
    mount)."""
    family, code = ("support_vehicle", "SV_ITEM_FAMILY") if support else ("combat_vehicle", "VEH_ITEM_FAMILY")
    where = "a support vehicle" if support else "a combat vehicle"
    sv = design.support_vehicle if support else None
    traits = {"weight_class": sv.weight_class, "motive": sv.motive} if sv is not None else None
    for mt, e in items:
        refused = item_family.refusal(e, family, mt.mount, traits)
        if refused is not None:
            report.error(dict(refused, code=code), item_family.message(e, where, refused), mt.location, e.id)


def check_vehicle_equipment(design: Design, v, mtab: dict, items, report: Report) -> None:
    check_item_family(design, items, report)
    check_equipment_rules(design, v.motive, items, report)


def check_slots(design: Design, v, mtab: dict, items, report: Report) -> None:
    avail, used = item_slots_available(design), item_slots_used(design, items)
    if used > avail:
        report.error("VEH_ITEM_SLOTS", f"{used} item slots used, {avail} available (5 + tonnage / 5)")


def check_weight(design: Design, v, mtab: dict, items, report: Report) -> None:
    total_w = sum(w for _, w in weight_breakdown(design))
    if total_w > design.tonnage + EPS:
        report.error("VEH_OVERWEIGHT", f"parts weigh {total_w:g} t, more than the vehicle's {design.tonnage:g} t")
    elif total_w < design.tonnage - 0.5 + EPS:
        report.warn("VEH_UNDERWEIGHT", f"parts weigh {total_w:g} t of {design.tonnage:g} t")


def check_vehicle_tech(design: Design, v, mtab: dict, items, report: Report) -> None:
    check_tech(design, items, report, "VEH")


# Every combat vehicle check, in report order; each reports what it finds.
CHECKS: Final = (check_tonnage, check_engine, check_structure, check_armor, check_locations, check_vehicle_equipment, check_omni_turret,
          check_slots, check_weight, check_vehicle_tech)


def validate_vehicle(design: Design) -> Report:
    report = Report()
    v = design.vehicle
    if v is None:
        report.error("VEH_MOTIVE", "a combat vehicle design needs its vehicle block")
        return report
    items = resolved(design)
    for mt in resolve(design).unknown:
        report.unknown_item(mt)
    mtab = tables()["motive"]["types"].get(v.motive)
    if mtab is None or v.motive == "rail":
        report.error("VEH_MOTIVE", f"{v.motive!r} is not a combat vehicle motive type")
        return report
    for check in CHECKS:
        check(design, v, mtab, items, report)
    return report


__all__ = ["CHECKS", "check_equipment_rules", "check_item_family", "check_mech_only_armor", "check_vehicle_layout", "in_group", "location_class", "rule_tables", "validate_vehicle", "weight_breakdown", "max_armor", "item_slots_available", "item_slots_used", "item_slot_parts",
           "engine_weight"]
