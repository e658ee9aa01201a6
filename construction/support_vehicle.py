"""Support vehicle construction rules (TechManual pp. 116-135, TO:AUE
advanced support vehicles with the TO errata v3.02 section C).

Weights follow the TM formulas: chassis = tonnage x base chassis value x
structural tech multiplier x chassis modification multipliers; engine =
tonnage x base engine value x (4 + cruise^2) x engine multiplier; armor =
points x weight per point for its BAR and armor tech rating.  A design that
names no engine or armor tech rating uses its structural one.  Fire control
weighs 5% (basic) / 10% (advanced) of the weapons, a pintle mount 5% of the
weapons on it; quarters are written by their weight, seats per seat (75 kg
standard, 25 kg pillion, 100 kg ejection); fixed-wing and airship fuel is in
points weighed per point by size class and engine tech rating.  Small
support vehicles (under 5 t) round every part to the kilogram, the others
up to the half ton.  The model agrees to the kilogram/half ton with most
corpus designs (slack exactly 0); the four files still over are explained in
tests/vehicles/known_exceptions.csv.
Tables: construction/data/components/vehicles.json ("support_vehicles").
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final, Optional

from .model import Design
from .report import Report
from .resolved import resolve
from .rounding import round_up, round_up_to_half_ton, round_up_to_kilogram
from .vehicle import (EPS, armor_points_per_ton, check_equipment_rules, check_item_family, check_mech_only_armor,
                      check_omni_mounts, check_tech, check_vehicle_layout, energy_heat, is_weapon, item_slot_parts,
                      item_slots_available, item_tons, quarters_by_kind, resolved, seat_count, transporter_lines,
                      transporter_weight)
from .vehicle_blk import tables

CLASSES: Final = ("small", "medium", "large")


def sv() -> dict:
    return tables()["support_vehicles"]


def _round(design: Design, x: float) -> float:
    if design.tonnage < 5:
        return round_up_to_kilogram(x)
    return round_up_to_half_ton(x)


def structure_rating(design: Design) -> str:
    s = design.support_vehicle
    assert s is not None  # a support vehicle design has its block: load_design and the importer fill it
    return s.structural_tech_rating or "D"


def engine_rating(design: Design) -> str:
    """Engine tech rating; a design that names none uses its structural tech
    rating (MegaMek's reading of an SV file without the tag; the corpus
    weight sums agree, e.g. the Bailey Armored Car at E)."""
    s = design.support_vehicle
    assert s is not None  # as in structure_rating
    return s.engine_tech_rating or structure_rating(design)


def armor_rating(design: Design) -> str:
    """Armor tech rating; defaults to the structural tech rating as above."""
    s = design.support_vehicle
    assert s is not None  # as in structure_rating
    return s.armor_tech_rating or structure_rating(design)


def size_index(design: Design) -> int:
    s = design.support_vehicle
    assert s is not None  # as in structure_rating
    return CLASSES.index(s.weight_class)


def expected_class(design: Design) -> Optional[str]:
    s = design.support_vehicle
    assert s is not None  # as in structure_rating
    t = sv()["types"].get(s.motive)
    if t is None:
        return None
    if design.tonnage < 5:
        return "small"
    if design.tonnage <= t["medium_max"]:
        return "medium"
    if design.tonnage <= t["large_max"]:
        return "large"
    return None


def mod_flags(design: Design) -> list[str]:
    out: list[str] = []
    for e in resolve(design).chassis_mods:
        out.extend(f for f in e.flags if f in sv()["chassis_mods"])
    return out


def chassis_weight(design: Design) -> float:
    s = design.support_vehicle
    assert s is not None  # as in structure_rating
    t = sv()["types"].get(s.motive)
    if t is None:
        return 0.0
    w = design.tonnage * t["chassis"][size_index(design)]
    w *= sv()["structure_tech_multiplier"].get(structure_rating(design), 1.0)
    for f in mod_flags(design):
        w *= sv()["chassis_mods"][f]
    return _round(design, w)


def engine_weight(design: Design) -> float:
    s = design.support_vehicle
    assert s is not None  # as in structure_rating
    t = sv()["types"].get(s.motive)
    et = design.engine.type if design.engine else "none"
    kind = "fusion" if et not in sv()["engine_multiplier"] else et
    if t is None:
        return 0.0
    mp = design.walk_mp
    if s.motive == "rail":
        mp = max(0, mp - 2)
    mult = sv()["engine_multiplier"][kind].get(engine_rating(design), 0)
    w = design.tonnage * t["engine"][size_index(design)] * (4 + mp * mp) * mult
    mins = sv()["engine_min"]
    if kind == "fusion":
        w = max(w, mins["fusion_at_D_or_better"] if engine_rating(design) >= "D" else mins["fusion_below_D"])
    elif kind == "fission":
        w = max(w, mins["fission"])
    if s.motive == "hover":
        w = max(w, design.tonnage * mins["hover_fraction"])
    if kind == "none":
        return 0.0
    return _round(design, w)


def armor_weight(design: Design) -> float:
    s = design.support_vehicle
    assert s is not None  # as in structure_rating
    pts = sum(a.front for a in design.armor)
    armor = design.armor_type or "standard"
    if armor != "standard":
        try:
            return round_up_to_half_ton(pts / armor_points_per_ton(armor))
        except (KeyError, ValueError):
            return 0.0
    per = sv()["armor_weight_per_point"].get(str(s.bar), {}).get(armor_rating(design))
    if per is None:
        return 0.0
    return _round(design, pts * per)


def fuel_weight(design: Design) -> float:
    """Fuel: tons for ground and naval support vehicles (the file gives its
    weight); fuel points for fixed-wing and airships, weighed per point by
    size class and engine tech rating (table "aero_fuel_kg_per_point")."""
    s = design.support_vehicle
    assert s is not None  # as in structure_rating
    if not s.fuel:
        return 0.0
    if s.motive not in ("aerodyne", "airship"):
        return float(s.fuel)
    t = sv()["aero_fuel_kg_per_point"]
    kg = t[s.weight_class]["ABCDEF".index(engine_rating(design))]
    if s.motive == "airship" or "F_PROP" in mod_flags(design):
        kg = round_up(kg * t["prop_or_airship_factor"])
    w = s.fuel * kg / 1000.0
    return w if design.tonnage < 5 else round_up_to_half_ton(w)


def turret_need(design: Design, items, location: str) -> float:
    """The turret its items need: a tenth of their weight (ammunition aside),
    rounded as the support vehicle's weights are; 0 for an empty turret."""
    inside = sum(item_tons(design, mt, e, items) for mt, e in items
                 if e is not None and mt.location == location and e.kind != "ammo")
    return _round(design, inside * 0.1) if inside else 0.0


def weight_breakdown(design: Design) -> list[tuple[str, float]]:
    s = design.support_vehicle
    assert s is not None  # as in structure_rating
    items = resolved(design)
    parts = [("chassis", chassis_weight(design)), ("engine", engine_weight(design)), ("armor", armor_weight(design))]
    for loc, fixed, label in (("TURRET", s.base_chassis_turret_weight, "turret"),
                              ("TURRET2", s.base_chassis_turret2_weight, "second turret")):
        if design.omni and fixed is not None:
            parts.append((label, float(fixed)))
        else:
            need = turret_need(design, items, loc)
            if need:
                parts.append((label, need))
    et = design.engine.type if design.engine else "none"
    if design.tonnage >= 5 and et not in ("fusion", "fission"):
        w = sum(float(e.tonnage or 0) for mt, e in items if is_weapon(e) and "F_ENERGY" in e.flags
                and (e.weapon is None or e.weapon.ammo_type not in ("T_VEHICLE_FLAMER", "T_CHEMICAL_LASER")))
        parts.append(("power amplifiers", round_up_to_half_ton(w * 0.1)))
    if design.tonnage >= 5:
        parts.append(("heat sinks", float(math.ceil(energy_heat(design)))))
    rnd = lambda x: _round(design, x)  # noqa: E731
    for mt, e in items:
        if e is None:
            continue
        if e.tonnage_rule == "fire_control" and design.omni and s.base_chassis_fire_control_weight is not None:
            parts.append((e.id, float(s.base_chassis_fire_control_weight)))
        else:
            parts.append((e.id, item_tons(design, mt, e, items, rnd=rnd)))
    parts.append(("transporters", transporter_weight(s.transporters)))
    if s.fuel:
        parts.append(("fuel", fuel_weight(design)))
    return parts


@dataclass(frozen=True)
class CrewNeeds:
    """The minimum crew of a support vehicle, part by part (TM p. 131, TO p. 250
    with the TO errata v3.02 C3).  ``total`` = base + gunners + equipment +
    officers; ``fire_control`` is ``none``, ``basic`` or ``advanced``."""

    base: int
    gunners: int
    equipment: int
    officers: int
    fire_control: str

    @property
    def total(self) -> int:
        return self.base + self.gunners + self.equipment + self.officers

    def as_dict(self) -> dict:
        return {"minimum": self.total, "base": self.base, "gunners": self.gunners, "equipment": self.equipment,
                "officers": self.officers, "fire_control": self.fire_control}

    def explain(self) -> str:
        return (f"base {self.base} + gunners {self.gunners} ({self.fire_control} fire control) + equipment "
                f"{self.equipment} + officers {self.officers} = {self.total}")


def crew_table() -> dict:
    return tables()["support_vehicle_crew"]


def fire_control(items) -> str:
    flags = {f for _, e in items if e is not None for f in e.flags}
    if "F_ADVANCED_FIRECONTROL" in flags:
        return "advanced"
    if "F_BASIC_FIRECONTROL" in flags:
        return "basic"
    return "none"


def _gunners(design: Design, items, fc: str) -> int:
    g = crew_table()["gunners"]
    weapons = [(mt, e) for mt, e in items if is_weapon(e) and not any(f in e.flags for f in g["not_weapons"])]
    s = design.support_vehicle
    assert s is not None  # as in structure_rating
    if s.weight_class == "small":
        facings = {(mt.mount == "pintle", mt.location) for mt, _ in weapons}
        rule = g["small"][fc]
        if rule == "weapon":
            return len(weapons)
        return len(facings) if rule == "facing" else max(0, len(facings) - 1)
    tons = sum(float(e.tonnage or 0) for _, e in weapons)
    per = g["tons_per_gunner"][fc]
    if fc == "advanced":
        per = g["advanced_tons_per_gunner_by_structural_tech"].get(structure_rating(design), per)
    return round_up(tons / per)


def _equipment_crew(items) -> int:
    rules = crew_table()["equipment"]
    n = 0
    for mt, e in items:
        if e is None:
            continue
        for rule in rules:
            if rule["flag"] in e.flags:
                if "per_ton" in rule:
                    n += int(float(mt.size or e.tonnage or 0) + EPS) * rule["per_ton"]
                elif "per_size" in rule:
                    n += int(mt.size or 1) * rule["per_size"]
                else:
                    n += rule["each"]
    return n


def minimum_crew(design: Design) -> CrewNeeds:
    """Base crew by size and type (an unpowered trailer has none), gunners by
    fire control, crew for equipment, then officers: one per 6 of those once
    they reach 4, rounded up (TO errata v3.02 C3).  A drone has no crew.
    Worked out once a design (the crew and item-slot checks both ask)."""
    kept = design.memo.get("minimum_crew")
    if kept is None:
        kept = design.memo["minimum_crew"] = _minimum_crew(design)
    return kept


def _minimum_crew(design: Design) -> CrewNeeds:
    t = crew_table()
    s = design.support_vehicle
    assert s is not None  # as in structure_rating
    items = resolved(design)
    fc = fire_control(items)
    if any(e is not None and t["drone_flag"] in e.flags for _, e in items):
        return CrewNeeds(0, 0, 0, 0, fc)
    if design.engine is None or design.engine.type == "none":
        base = t["no_engine_base"]
    else:
        by_size = t["base"][s.weight_class]
        base = by_size.get(s.motive, by_size["default"])
        per = t["large_one_more_per_tons"].get(s.motive)
        if s.weight_class == "large" and per:
            base += round_up(design.tonnage / per)
    gunners = _gunners(design, items, fc)
    equipment = _equipment_crew(items)
    return CrewNeeds(base, gunners, equipment, officers(base + gunners + equipment), fc)


def officers(crew: int) -> int:
    """Officers for ``crew`` non-officer crew: none for 1 to 3, then one per 6
    rounded up (TO errata v3.02 C3; was one per 5 from 5 crew)."""
    o = crew_table()["officers"]
    return round_up(crew / o["per"]) if crew >= o["from_crew"] else 0


def seats(design: Design) -> int:
    """Seats of every kind (see construction.vehicle.seat_count)."""
    s = design.support_vehicle
    assert s is not None  # as in structure_rating
    return sum(n for n in (seat_count(k, q) for k, q in transporter_lines(s.transporters)) if n is not None)


def quarters_occupants(design: Design) -> int:
    """People the quarters hold (a quarters line gives its tonnage)."""
    s = design.support_vehicle
    assert s is not None  # as in structure_rating
    return sum(quarters_by_kind(s.transporters).values())


def check_crew(design: Design, report: Report) -> None:
    """Crew and passengers (TM p. 131): the declared crew is at least the
    minimum; a small support vehicle seats its minimum crew (a larger one
    seats it in its structure); declared passengers need seats or quarters
    beyond the crew's."""
    s = design.support_vehicle
    assert s is not None  # as in structure_rating
    need = minimum_crew(design)
    if s.crew is not None and s.crew < need.total:
        report.error("SV_CREW", f"crew {s.crew} is below the minimum crew {need.total}: {need.explain()}")
    seated = seats(design)
    free = seated + quarters_occupants(design)
    if s.weight_class == "small":
        if seated < need.total:
            report.error("SV_SEATING", f"seats for {seated}, but the minimum crew is {need.total}: {need.explain()}")
        free -= max(need.total, s.crew or 0)
    if s.passengers and s.passengers > max(free, 0):
        report.error("SV_PASSENGERS", f"{s.passengers} passengers, but seats and quarters hold "
                     f"{max(free, 0)} beyond the crew")


def check_weight_class(design: Design, s, items, report: Report) -> None:
    """Tonnage limit and weight class by motive type (TM p. 116)."""
    want = expected_class(design)
    if want is None:
        report.error("SV_TONNAGE", f"{design.tonnage:g} t is over the largest {s.motive} support vehicle")
    elif want != s.weight_class:
        report.error("SV_WEIGHT_CLASS", f"{design.tonnage:g} t makes a {want} {s.motive} support vehicle, "
                     f"not a {s.weight_class} one")


def check_chassis_mods(design: Design, s, items, report: Report) -> None:
    """Each chassis modification suits only some vehicle types, and some only
    small vehicles (TM p. 122, Support Vehicle Chassis Modifications table;
    vehicles.json chassis_mod_motives, chassis_mod_small_only)."""
    allowed = sv()["chassis_mod_motives"]["by_flag"]
    small_only = sv()["chassis_mod_small_only"]["flags"]
    for e in resolve(design).chassis_mods:
        for f in e.flags:
            if f in allowed and s.motive not in allowed[f]:
                report.error("SV_CHASSIS_MOD", f"{e.name} is not for {s.motive} support vehicles "
                             f"(only {', '.join(allowed[f])})", item=e.id)
            if f in small_only and s.weight_class != "small":
                report.error("SV_CHASSIS_MOD", f"{e.name} is for small support vehicles only, "
                             f"not {s.weight_class} ones", item=e.id)


def check_bar(design: Design, s, items, report: Report) -> None:
    """BAR in its range and available at the armor tech rating (TM p. 134)."""
    lo, hi = sv()["bar_range"]
    if not lo <= s.bar <= hi:
        report.error("SV_BAR", f"BAR {s.bar} is outside {lo}-{hi}")
    elif (design.armor_type or "standard") == "standard" and design.armor and any(a.front for a in design.armor):
        if armor_rating(design) not in sv()["armor_weight_per_point"].get(str(s.bar), {}):
            report.error("SV_ARMOR_TECH", f"BAR {s.bar} armor is not available at armor tech rating "
                         f"{armor_rating(design)}")


def check_engine_type(design: Design, s, items, report: Report) -> None:
    """Only the support vehicle engine types (TM p. 127: no XL, light,
    compact or XXL fusion), each on the vehicle types that may use it, and an
    electric engine on a fixed-wing only with the propeller-driven chassis
    modification (vehicles.json support_vehicles.engine_motives)."""
    et = design.engine.type if design.engine else "none"
    if et not in sv()["engine_multiplier"]:
        report.error("SV_ENGINE_TYPE", f"{et} engines are not a support vehicle engine type "
                     f"(only {', '.join(k for k in sv()['engine_multiplier'] if k != 'none')})")
        return
    allowed = sv()["engine_motives"]["by_engine"].get(et)
    if allowed is not None and s.motive not in allowed:
        report.error("SV_ENGINE_TYPE", f"{et} engines are not for {s.motive} support vehicles (only {', '.join(allowed)})")
    prop = sv()["engine_motives"]["propeller_required"]
    if et in prop["engines"] and s.motive in prop["motives"] and not any(
            prop["flag"] in e.flags for e in resolve(design).chassis_mods):
        report.error({"code": "SV_ENGINE_TYPE", "book": prop["ref"]["book"], "page": prop["ref"]["page"]},
                     f"a fixed-wing support vehicle with a {et} engine needs the propeller-driven chassis modification")


def check_sv_locations(design: Design, s, items, report: Report) -> None:
    """Rotor and turrets by motive type, items only in the vehicle's
    locations, as for combat vehicles (TM p. 97).  Fixed-wing and airship
    support vehicles keep the aerospace locations and are not checked here."""
    if s.motive in ("aerodyne", "airship"):
        return
    check_vehicle_layout(s.motive, s.turret, design, items, report, "SV_LOCATIONS")


def check_engine_tech(design: Design, s, items, report: Report) -> None:
    et = design.engine.type if design.engine else "none"
    kind = "fusion" if et not in sv()["engine_multiplier"] else et
    if kind != "none" and not sv()["engine_multiplier"][kind].get(engine_rating(design)):
        report.error("SV_ENGINE_TECH", f"{et} engines are not available at engine tech rating {engine_rating(design)}")


def check_armor(design: Design, s, items, report: Report) -> None:
    total_pts = sum(a.front for a in design.armor)
    limit = int(math.floor(design.tonnage * 3.5 + EPS)) + 40
    if total_pts > limit:
        report.error("SV_ARMOR_MAX", f"{total_pts} armor points exceed {limit}")
    check_mech_only_armor(design, report, "SV_ARMOR_MECH_ONLY")
    rotor = design.armor_at("ROTOR")
    if rotor is not None and rotor.front > tables()["armor"]["rotor_max"]:
        report.error("SV_ROTOR_ARMOR", f"rotor armor {rotor.front} exceeds {tables()['armor']['rotor_max']} points",
                     "ROTOR")


def check_weight(design: Design, s, items, report: Report) -> None:
    total_w = sum(w for _, w in weight_breakdown(design))
    if total_w > design.tonnage + EPS:
        report.error("SV_OVERWEIGHT", f"parts weigh {total_w:g} t, more than the vehicle's {design.tonnage:g} t")


def check_sv_crew(design: Design, s, items, report: Report) -> None:
    check_crew(design, report)


def check_sv_equipment(design: Design, s, items, report: Report) -> None:
    """Items a support vehicle may not mount at all (SV_ITEM_FAMILY), then
    item locations, motive types, combinations, counts and the rotor, as
    for combat vehicles (data/rules/vehicle.json equipment_rules, the rows
    marked support_vehicles; reported as SV_ codes)."""
    check_item_family(design, items, report, support=True)
    check_equipment_rules(design, s.motive, items, report, support=True)


def check_sv_slots(design: Design, s, items, report: Report) -> None:
    """Item slots: 5 + tonnage / 10 (TM p. 120), counted as for combat
    vehicles with each item's support-vehicle Space; quarters of the minimum
    crew are free (construction.vehicle.item_slot_parts)."""
    parts = item_slot_parts(design, items, support=True, minimum_crew=minimum_crew(design).total)
    used, avail = sum(parts.values()), item_slots_available(design)
    if used > avail:
        what = ", ".join(f"{kind} {n}" for kind, n in sorted(parts.items(), key=lambda kv: (-kv[1], kv[0])))
        rule = tables()["support_vehicles"]["item_slots"]
        report.error("SV_ITEM_SLOTS", f"{used} item slots used, {avail} available "
                     f"({rule['base']} + tonnage / {rule['per_tons']}): {what}")


def check_sv_tech(design: Design, s, items, report: Report) -> None:
    check_tech(design, items, report, "SV")


def check_sv_omni_mounts(design: Design, s, items, report: Report) -> None:
    """An Omni support vehicle's turrets, sponsons and pintle mounts weigh
    what its base chassis fixed for them (as VEH_OMNI_TURRET for combat
    vehicles): the pods in them may not need more."""
    check_omni_mounts(design, s, items, report, lambda location: turret_need(design, items, location),
                      lambda x: _round(design, x), code="SV_OMNI_TURRET")


# Every support vehicle check, in report order; each reports what it finds.
CHECKS: Final = (check_weight_class, check_chassis_mods, check_bar, check_engine_type, check_engine_tech, check_armor,
          check_sv_locations, check_sv_equipment, check_sv_slots,
          check_weight, check_sv_crew, check_sv_tech, check_sv_omni_mounts)


def validate_support_vehicle(design: Design) -> Report:
    report = Report()
    s = design.support_vehicle
    if s is None:
        report.error("SV_MOTIVE", "a support vehicle design needs its support_vehicle block")
        return report
    items = resolved(design)
    for mt in resolve(design).unknown:
        report.unknown_item(mt)
    if s.motive not in sv()["types"]:
        report.error("SV_MOTIVE", f"{s.motive!r} is not a support vehicle motive type")
        return report
    for check in CHECKS:
        check(design, s, items, report)
    return report


__all__ = ["CHECKS", "validate_support_vehicle", "weight_breakdown", "chassis_weight", "engine_weight", "armor_weight",
           "minimum_crew", "officers", "CrewNeeds", "seats", "quarters_occupants"]
