"""Battle Value 2.0 of a ProtoMech (TechManual pp. 306-307).

One named step after another, each writing one line of the breakdown
(tables in ``bv/data/protomech.json``):

* movement: running MP (1.5 x walking, rounded up; 2 x walking with a
  myomer booster, as the Master Unit List rates it), jump MP (+2 with a
  ProtoMech partial wing when the ProtoMech has jump MP at all, TO p. 293
  with TO errata v3.02: the +2 is the figure the Alpha Strike conversion
  uses, and MegaMek's; the Hippogriff's reference card moves 14"j on 5 jump
  jets);
* defensive: armor points x 2.5, structure points x 1.5 (the ProtoMech
  Structure and Armor Table, main gun included), defensive equipment (AMS
  with its ammunition up to the AMS's own BV, ECM, probes), then x the
  defensive factor 1 + TMM / 10 + 0.1 (the best of the running and jumping
  TMM; a glider's running TMM +1).  ProtoMechs take no explosive-ammunition
  penalty;
* offensive: every weapon's BV (no heat, no rear halving), ammunition by the
  shot (BV per ton x the tons its shots weigh, each kind at most the BV of
  its weapons), offensive equipment, no weight term, x the speed factor of
  running MP + jump MP / 2 (rounded);
* base BV rounded; the skill multiplier reads Gunnery with Piloting 5.

Points (five ProtoMechs) are simply the sum of their members in a force.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Final, Mapping, Optional

from construction import derived
from construction import protomech as pm_rules
from construction.catalog import Equipment
from construction.model import Design, Mount
from construction.rounding import round_half_up

from .model import BVResult, Rule, SkillInfo, Step
from .tables import speed_factor, table, tmm


def _data() -> Mapping[str, Any]:
    return table("protomech")


def _rule(step: str) -> Rule:
    r = _data()["steps"][step]
    return Rule(r["book"], int(r["page"]))


def _f(x: float) -> str:
    return f"{x:.3f}".rstrip("0").rstrip(".")


@dataclass
class Running:
    design: Design
    items: tuple[tuple[Mount, Optional[Equipment]], ...]
    run: int = 0
    jump: int = 0
    steps: list = field(default_factory=list)
    d: float = 0.0
    o: float = 0.0

    def has(self, flag: str) -> bool:
        """Does any item carry ``flag``?  (The resolved design's flags.)"""
        return flag in pm_rules.resolve(self.design).flags


def step_movement(r: Running) -> None:
    d = r.design
    r.run = pm_rules.run_mp(d)
    r.jump = d.jump_mp
    booster = " (myomer booster: 2 x walking)" if pm_rules.has_myomer_booster(d) else ""
    wing = ""
    if r.jump > 0 and r.has("F_PARTIAL_WING"):
        bonus = derived.partial_wing_jump_bonus(d)
        r.jump += bonus
        wing = f" (partial wing +{bonus})"
    r.steps.append(Step("movement", f"walk {d.walk_mp}, run {r.run}{booster}, jump {r.jump}{wing}", max(r.run, r.jump),
                        0.0, _rule("movement")))


def step_armor(r: Running) -> None:
    row = pm_rules.armor_row(r.design) or {"bv_multiplier": 1.0}
    points = sum(a.front for a in r.design.armor)
    factor = _data()["armor_factor"] * float(row["bv_multiplier"])
    r.d = points * factor
    r.steps.append(Step("def.armor", f"{points} armor points x {factor:g}", r.d, r.d, _rule("def.armor")))


def step_structure(r: Running) -> None:
    points = sum(pm_rules.structure_points(r.design).values())
    v = points * _data()["structure_factor"]
    r.d += v
    r.steps.append(Step("def.structure", f"{points} structure points x {_data()['structure_factor']:g}", v, r.d,
                        _rule("def.structure")))


def _defensive(eq: Equipment) -> bool:
    return eq.defensive_bv or bool({"F_AMS", "F_ECM", "F_BAP"} & eq.flags)


def step_defensive_equipment(r: Running) -> None:
    total = 0.0
    parts = []
    ams_bv = 0.0
    for _m, eq in r.items:
        if eq is not None and eq.kind != "ammo" and _defensive(eq) and eq.bv:
            total += float(eq.bv)
            parts.append(f"{eq.name} +{_f(float(eq.bv))}")
            if "F_AMS" in eq.flags:
                ams_bv += float(eq.bv)
    ams_ammo = sum(_ammo_bv(m, eq) for m, eq in r.items
                   if eq is not None and eq.kind == "ammo" and eq.ammo and "AMS" in (eq.ammo.ammo_type or ""))
    if ams_ammo:
        v = min(ams_ammo, ams_bv)
        total += v
        parts.append(f"AMS ammunition +{_f(v)}")
    if total:
        r.d += total
        r.steps.append(Step("def.equipment", ", ".join(parts), total, r.d, _rule("def.equipment")))


def step_defensive_factor(r: Running) -> None:
    df = _data()["defensive_factor"]
    glider = pm_rules.motion(r.design) == "glider"
    t_run = tmm(r.run) + (df["glider_tmm"] if glider and r.run else 0)
    t_jump = tmm(r.jump, jump=True) if r.jump else 0
    t = max(t_run, t_jump)
    factor = 1 + t * df["per_tmm"] + df["protomech_bonus"]
    r.d *= factor
    why = f"TMM {t} (running {t_run}{' with the glider +1' if glider else ''}, jumping {t_jump}): 1 + {t}/10 + 0.1"
    r.steps.append(Step("def.factor", why, round(factor, 4), r.d, _rule("def.factor")))


def _ammo_bv(mount: Mount, eq: Equipment) -> float:
    """BV per ton x the tons the mount's shots weigh.  A bin the catalog
    sells by the ton (no kg per shot) weighs 1 t / shots per ton a shot, as
    ProtoMech construction weighs it (TM p. 88): the same tons are valued."""
    a = eq.ammo
    per_shot = a.kg_per_shot if a and a.kg_per_shot else (1000.0 / a.shots_per_ton if a and a.shots_per_ton else 0)
    return float(eq.bv or 0) * (mount.shots or 0) * per_shot / 1000.0


def step_weapons(r: Running) -> None:
    for m, eq in r.items:
        if eq is None or eq.weapon is None or "F_AMS" in eq.flags or not eq.bv:
            continue
        v = float(eq.bv)
        r.o += v
        r.steps.append(Step("off.weapons", f"{eq.name} ({m.location})", v, r.o, _rule("off.weapons")))


def step_ammo(r: Running) -> None:
    """Ammunition by the shot, each kind at most the BV of the weapons that fire it."""
    by_kind: dict[tuple, float] = {}
    names: dict[tuple, str] = {}
    for m, eq in r.items:
        if eq is None or eq.kind != "ammo" or not eq.ammo or "AMS" in (eq.ammo.ammo_type or ""):
            continue
        key = (eq.ammo.ammo_type, eq.ammo.rack_size)
        by_kind[key] = by_kind.get(key, 0.0) + _ammo_bv(m, eq)
        names[key] = eq.name
    for key, v in by_kind.items():
        cap = sum(float(eq.bv or 0) for _m, eq in r.items
                  if eq is not None and eq.weapon is not None and (eq.weapon.ammo_type, eq.weapon.rack_size) == key)
        used = min(v, cap)
        if used:
            r.o += used
            capped = f" (at most {_f(cap)}, the BV of its weapons)" if v > cap else ""
            r.steps.append(Step("off.ammo", f"{names[key]}: {_f(v)}{capped}", used, r.o, _rule("off.ammo")))


def melee_damage(tonnage: float) -> int:
    """A ProtoMech melee weapon's damage: 1 per 5 t of ProtoMech weight or
    fraction (TO:AUE p. 149; bv/data/protomech.json melee_weapon)."""
    return math.ceil(tonnage / _data()["melee_weapon"]["damage_per_tons"])


def equipment_bv(eq: Equipment, tonnage: float) -> float:
    """BV of an offensive item on a ProtoMech of ``tonnage``: a melee weapon's
    damage x 1.25 (TO:AUE p. 149), any other item its catalog BV."""
    if eq.bv_rule != "protomech_melee":
        return float(eq.bv or 0)
    return _data()["melee_weapon"]["bv_per_damage"] * melee_damage(tonnage)


def step_offensive_equipment(r: Running) -> None:
    for m, eq in r.items:
        if eq is None or eq.kind == "ammo" or eq.weapon is not None or _defensive(eq):
            continue
        v = equipment_bv(eq, r.design.tonnage)
        if not v:
            continue
        r.o += v
        if eq.bv_rule == "protomech_melee":
            mw = _data()["melee_weapon"]
            r.steps.append(Step("off.equipment", f"{eq.name} ({m.location}): {_f(mw['bv_per_damage'])} x "
                                f"{melee_damage(r.design.tonnage)} damage", v, r.o, Rule(mw["book"], int(mw["page"]))))
            continue
        r.steps.append(Step("off.equipment", f"{eq.name} ({m.location})", v, r.o, _rule("off.equipment")))


def step_speed(r: Running) -> None:
    mp = r.run + round_half_up(r.jump / 2)
    sf = speed_factor(mp)
    r.o *= sf
    r.steps.append(Step("off.speed", f"speed factor for {mp} MP (run {r.run} + jump {r.jump}/2)", sf, r.o,
                        _rule("off.speed")))


STEPS: Final = (step_movement, step_armor, step_structure, step_defensive_equipment, step_defensive_factor, step_weapons,
         step_ammo, step_offensive_equipment, step_speed)


def compute_protomech(design: Design, gunnery: int = 4, piloting: int = 5) -> BVResult:
    """BV of one ProtoMech for a warrior of the given Gunnery; ``piloting``
    is checked like every skill but not used (ProtoMech warriors have none)."""
    from . import skill_multiplier  # (not at the top: bv imports this module before it defines skill_multiplier)

    skill_multiplier(gunnery, piloting)  # the same checks as every family
    pilot = int(_data()["piloting"])
    mult = skill_multiplier(gunnery, pilot)
    items = tuple((p.mount, p.eq) for p in pm_rules.resolve(design).mounts)
    r = Running(design, items)
    for step in STEPS:
        step(r)
    total = r.d + r.o
    r.steps.append(Step("total", f"defensive {_f(r.d)} + offensive {_f(r.o)}", total, total, _rule("total")))
    base = round_half_up(total)
    r.steps.append(Step("base_bv", f"round {total:.3f} to the nearest whole number", base, base, _rule("base_bv")))
    final = round_half_up(base * mult)
    if mult != 1:
        r.steps.append(Step("skill", f"gunnery {gunnery} (ProtoMech warriors: piloting 5): {base} x {mult:g}", mult,
                            final, _rule("skill")))
    warnings = tuple(f"unknown equipment ignored: {m.item}" for m, eq in items if eq is None)
    return BVResult(bv=final, base_bv=base, skill=SkillInfo(int(gunnery), pilot, mult), defensive=r.d, offensive=r.o,
                    breakdown=tuple(r.steps), warnings=warnings)


__all__ = ["STEPS", "compute_protomech"]
