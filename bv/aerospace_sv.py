"""Battle Value 2.0 of fixed-wing support vehicles as named steps: the
TechManual's aerospace procedure ("Calculating Aerospace BV", TM pp.
312-313, which names Fixed-Wing Support Vehicles), not the ground-vehicle
one.  Tables and sources in bv/data/aerospace_sv.json.

Defensive: armor x 2.5 x BAR / 10, structural integrity (= safe thrust)
x 2, defensive equipment, x the unit type modifier; no movement factor.
Offensive: weapons (nose and wings against aft, the weaker half), ammunition
up to its weapons' BV, offensive equipment, x the speed factor of the
maximum thrust; no tonnage term.  Item resolution, add-on links and the
support-vehicle fire control come from :mod:`bv.vehicle`.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path
from typing import Optional

from construction.model import Design
from construction.rounding import round_half_up

from . import vehicle
from .mech import ammo_by_kind, ammo_key
from .model import BVResult, Rule, SkillInfo, Step
from .tables import speed_factor, table

DATA = Path(__file__).resolve().parent / "data" / "aerospace_sv.json"


@lru_cache(maxsize=1)
def data() -> dict:
    with open(DATA, encoding="utf-8") as fh:
        return json.load(fh)


def applies(design: Design) -> bool:
    """A support vehicle whose motive the aerospace procedure prices (the
    fixed-wing, aerodyne, support vehicles)."""
    sv = design.support_vehicle
    return design.unit_type == "support_vehicle" and sv is not None and sv.motive in data()["motives"]


@lru_cache(maxsize=None)
def _rule(step: str) -> Rule:
    r = data()["steps"][step]
    return Rule(r["book"], int(r["page"]))


def _s(step_id: str, text: str, value: float, total: float, rule_id: Optional[str] = None) -> Step:
    return Step(step_id, text, value, total, _rule(rule_id or step_id))


_f = vehicle._f


def max_thrust(safe: int) -> int:
    return math.ceil(safe * data()["max_thrust_factor"])


def step_movement(f, r) -> None:
    safe = f.design.walk_mp
    if r.explain:
        r.steps.append(_s("movement", f"safe thrust {safe}, maximum thrust {max_thrust(safe)}; "
                                      f"structural integrity {safe}", max_thrust(safe), 0.0))


def step_armor(f, r) -> None:
    """Armor points x armor type x 2.5 x BAR / 10 (TM p. 312); modular
    armor adds 10 points each, a blue shield +0.2 to the armor multiplier
    (as for the other units)."""
    d = f.design
    am = vehicle.data()["armor_multiplier"].get(d.armor_type or "standard", 1.0)
    if f.has("F_BLUE_SHIELD"):
        am += 0.2
    modular = sum(10 for it in f.items if "F_MODULAR_ARMOR" in it.eq.flags)
    pts = sum(a.front + (a.rear or 0) for a in d.armor)
    r.dv = (pts + modular) * am * (f.bar / 10.0) * data()["armor_factor"]
    if r.explain:
        r.steps.append(_s("def.armor", f"{pts} armor points" + (f" + {modular} modular" if modular else "") +
                          (f" x {_f(am)} ({d.armor_type})" if am != 1 else "") +
                          (f" x BAR {f.bar}/10" if f.bar != 10 else "") + " x 2.5", r.dv, r.dv))


def step_structure(f, r) -> None:
    """Structural integrity x 2 (TM p. 312); a fixed-wing support vehicle's
    structural integrity is its safe thrust."""
    si = f.design.walk_mp
    v = si * data()["structure_factor"] * (1.2 if f.has("F_BLUE_SHIELD") else 1.0)
    r.dv += v
    if r.explain:
        r.steps.append(_s("def.structure", f"structural integrity {si} x 2", v, r.dv))


def step_defensive_equipment(f, r) -> None:
    """Defensive equipment at its BV; AMS ammunition at most the AMS BV."""
    t = vehicle.data()
    for it in f.items:
        eq = it.eq
        if eq.kind == "weapon" and any(fl in eq.flags for fl in t["defensive_weapon_flags"]):
            bv = float(eq.bv or 0)
            if "F_AMS" in eq.flags and eq.weapon and eq.weapon.ammo_type in ("T_AMS", "T_APDS"):
                r.ams_bv += bv
        elif eq.kind == "misc" and any(fl in eq.flags for fl in t["defensive_misc_flags"]):
            bv = float(eq.bv or 0)
        else:
            continue
        r.dv += bv
        if r.explain:
            r.steps.append(_s("def.equipment", f"{eq.name} ({it.location})", bv, r.dv))
    ams_ammo = sum(float(it.eq.bv or 0) for it in f.items
                   if it.eq.kind == "ammo" and it.eq.ammo and it.eq.ammo.ammo_type in ("T_AMS", "T_APDS"))
    if ams_ammo:
        v = min(ams_ammo, r.ams_bv)
        r.dv += v
        if r.explain:
            r.steps.append(_s("def.equipment", f"AMS ammunition {_f(ams_ammo)} (at most the AMS BV {_f(r.ams_bv)})",
                              v, r.dv))


def step_type_modifier(f, r) -> None:
    """x the unit type modifier (TM p. 316); aerospace units take no
    defensive movement factor."""
    tm = float(data()["type_modifier"])
    r.dv *= tm
    if r.explain:
        r.steps.append(_s("def.type", f"fixed-wing support vehicle type modifier {_f(tm)} (no movement factor)",
                          tm, r.dv))


def step_weapons(f, r) -> None:
    """Each weapon's BV with its modifiers (capacitor, MG array, fire-control
    links, drone, targeting computer, support-vehicle fire control); the
    weaker of the front (nose, wings) and aft arcs counts half.  No weapon
    heat is counted."""
    t, a = vehicle.data(), data()
    if f.has("F_BASIC_FIRECONTROL"):
        r.fire_control = t["fire_control"]["basic"]
    elif not f.has("F_ADVANCED_FIRECONTROL"):
        r.fire_control = t["fire_control"]["none"]
    fc = r.fire_control
    tc = f.has("F_TARGCOMP")
    drone = f.has("F_DRONE_OPERATING_SYSTEM")
    by = {it.index: it for it in f.items}
    front_locs, rear_locs = set(a["front_locations"]), set(a["rear_locations"])
    front = rear = 0.0
    valued = []
    for it in f.items:
        eq = it.eq
        if eq.kind != "weapon" or any(fl in eq.flags for fl in ("F_AMS", "F_B_POD", "F_M_POD")):
            continue
        v = float(eq.bv or 0)
        notes = []
        linked = f.linked_by(it.index)
        for l in linked:
            if "F_PPC_CAPACITOR" in l.eq.flags:
                bonus = float(table("equipment_rules")["ppc_capacitor"]["bonus_by_weapon"].get(eq.id, 0))
                v += bonus
                notes.append(f"+{_f(bonus)} capacitor")
        if "F_MGA" in eq.flags:
            members = dict(f.mga).get(it.index, ())
            v = sum(float(by[i].eq.bv or 0) for i in members) * t["mg_array"]
            notes.append(f"MG array of {len(members)}")
        for l in linked:
            for fl, mul, label in vehicle._FCS_MULTIPLIERS:
                if fl in l.eq.flags:
                    v *= mul
                    notes.append(f"x{mul} {label}")
        if drone:
            v *= t["drone"]["weapon"]
            notes.append("x0.8 drone")
        if "F_DIRECT_FIRE" in eq.flags and tc:
            v *= 1.25
            notes.append("x1.25 TC")
        elif "F_INFANTRY" not in eq.flags and fc != 1:
            v *= fc
            notes.append(f"x{fc} fire control")
        aft = it.location in rear_locs or it.mount.rear
        if aft:
            rear += v
        elif it.location in front_locs:
            front += v
        valued.append((it, v, notes, aft))
        energy_no_ammo = "F_ENERGY" in eq.flags and (eq.weapon is None or eq.weapon.ammo_type not in
                                                   ("T_PLASMA", "T_VEHICLE_FLAMER", "T_HEAVY_FLAMER", "T_CHEMICAL_LASER"))
        if not (energy_no_ammo or "F_ONESHOT" in eq.flags or "F_INFANTRY" in eq.flags):
            k = ammo_key(eq)
            if k is not None and k[0] not in ("T_NA", "NA"):
                r.weapons_for_ammo[k] = r.weapons_for_ammo.get(k, 0.0) + float(eq.bv or 0)
    switched = rear > front
    for it, v, notes, aft in valued:
        half = (aft and not switched) or (not aft and it.location in front_locs and switched)
        value = v / 2 if half else v
        r.ov += value
        if r.explain:
            r.steps.append(_s("off.weapon", f"{it.eq.name} ({it.location}) {_f(float(it.eq.bv or 0))} "
                              + " ".join(notes) + (" x0.5 (weaker of front and aft)" if half else ""), value, r.ov,
                              "off.weapons"))


def step_ammo(f, r) -> None:
    """Ammunition BV, each kind at most the BV of the weapons that fire it,
    x the support-vehicle fire-control modifier."""
    ammo, names = ammo_by_kind(f.items, ("T_AMS", "T_APDS"))
    if not ammo:
        return
    total = sum(min(v, r.weapons_for_ammo[k]) for k, v in ammo.items() if k in r.weapons_for_ammo)
    total *= r.fire_control
    r.ov += total
    if r.explain:
        r.steps.append(_s("off.ammo", ", ".join(f"{names[k]} {_f(v)}" for k, v in ammo.items()) +
                          " (each kind at most its weapons' BV)" +
                          (f" x{r.fire_control} fire control" if r.fire_control != 1 else ""), total, r.ov))


def step_offensive_equipment(f, r) -> None:
    t = vehicle.data()
    excluded = set(t["offensive_excluded_misc_flags"])
    for it in f.items:
        eq = it.eq
        if eq.kind != "misc" or eq.flags & excluded or "F_PPC_CAPACITOR" in eq.flags:
            continue
        if "F_ECM" in eq.flags and "F_WATCHDOG" not in eq.flags:
            continue
        bv = float(t["watchdog_offensive_bv"]) if "F_WATCHDOG" in eq.flags else float(eq.bv or 0)
        if bv <= 0:
            continue
        r.ov += bv
        if r.explain:
            r.steps.append(_s("off.equipment", f"{eq.name} ({it.location})", bv, r.ov))


def step_speed(f, r) -> None:
    """x the speed factor of the maximum thrust."""
    mp = max_thrust(f.design.walk_mp)
    sf = speed_factor(mp)
    r.ov *= sf
    if r.explain:
        r.steps.append(_s("off.speed", f"speed factor for maximum thrust {mp} = {_f(sf)}", sf, r.ov))


def step_total(f, r) -> None:
    """Defensive + offensive; a drone operating system x 0.95."""
    r.total = r.dv + r.ov
    if r.explain:
        r.steps.append(_s("total", f"defensive {_f(r.dv)} + offensive {_f(r.ov)}", r.total, r.total))
    if f.has("F_DRONE_OPERATING_SYSTEM"):
        mul = vehicle.data()["drone"]["final"]
        r.total = round_half_up(r.total * mul)
        if r.explain:
            r.steps.append(_s("drone", "drone operating system x 0.95", mul, r.total))


# The aerospace BV procedure for a fixed-wing support vehicle (TM pp.
# 312-313), one named step after another; each appends its lines.
STEPS = (step_movement, step_armor, step_structure, step_defensive_equipment, step_type_modifier,
         step_weapons, step_ammo, step_offensive_equipment, step_speed, step_total)


def run(f, explain: bool = True):
    r = vehicle.Running(mast=frozenset(), explain=explain)
    for step in STEPS:
        step(f, r)
    return r.steps, r.dv, r.ov, r.total


def compute(design: Design, mult: float, gunnery: int, piloting: int, explain: bool = True) -> BVResult:
    """A fixed-wing support vehicle's BV; ``explain`` False leaves the
    breakdown out."""
    f = vehicle.gather(design)
    steps, dv, ov, total = run(f, explain)
    base = round_half_up(total)
    final = round_half_up(base * mult)
    if explain:
        steps.append(_s("base_bv", f"round {total:.3f} to the nearest whole number", base, base))
        if mult != 1:
            steps.append(_s("skill", f"gunnery {gunnery} / piloting {piloting}: {base} x {mult:g}", mult, final))
    return BVResult(bv=final, base_bv=base, skill=SkillInfo(int(gunnery), int(piloting), mult), defensive=dv,
                    offensive=ov, breakdown=tuple(steps),
                    warnings=tuple(f"unknown equipment ignored: {u}" for u in f.unresolved))


__all__ = ["STEPS", "applies", "compute", "max_thrust", "run"]
