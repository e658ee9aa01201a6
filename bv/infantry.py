"""Battle Value 2.0 of a conventional infantry platoon (TechManual p. 314;
armor divisor, DEST and sneak suits TO p. 379 with TO errata v3.02;
unit-type modifiers of specializations TO p. 381).

* defensive: troopers x 1.5 x the armor's damage divisor, x the defensive
  factor 1 + TMM / 10 (the best of ground and jump/VTOL/UMU TMM; jumping +1)
  + DEST 0.2, sneak camo 0.2, sneak IR 0.2, sneak ECM 0.1;
* offensive: each trooper's weapon BV (primary for the troopers without a
  secondary, secondary for the others); a platoon that can make anti-'Mech
  attacks counts its weapons again (archaic weapons excepted); field guns
  and their ammunition (each kind at most its guns' BV); x the speed factor
  of its best MP;
* base BV = (defensive + offensive) x (1 + the specializations' modifiers),
  rounded;
* skill: gunnery with the anti-'Mech skill (4/5); a platoon that cannot make
  anti-'Mech attacks reads the 5 column, one that can but has no anti-'Mech
  gear the 8 column (TM p. 315).

Tables: ``construction/data/components/infantry.json`` (``bv``).
"""

from __future__ import annotations

from typing import Any, Mapping

from construction import infantry as ci
from construction.model import Design
from construction.resolved import resolve
from construction.rounding import round_half_up

from .model import BVResult, Rule, SkillInfo, Step
from .tables import speed_factor, tmm


def _bv() -> Mapping[str, Any]:
    return ci.tables()["bv"]


def _rule(step: str) -> Rule:
    r = _bv()["steps"][step]
    return Rule(r["book"], int(r["page"]))


def _f(x: float) -> str:
    return f"{x:.3f}".rstrip("0").rstrip(".")


def anti_mech_column(design: Design, anti_mech: int) -> int:
    if not ci.can_make_anti_mech_attacks(design):
        return 5
    inf = design.infantry
    assert inf is not None  # the loaders always fill an infantry design's platoon details
    return anti_mech if inf.anti_mech_gear else 8


def compute_infantry(design: Design, gunnery: int = 4, anti_mech: int = 5) -> BVResult:
    from . import skill_multiplier  # (not at the top: bv imports this module before it defines skill_multiplier)

    skill_multiplier(gunnery, anti_mech)  # the same checks as every family
    inf = design.infantry
    assert inf is not None  # the loaders always fill an infantry design's platoon details
    steps = []
    walk, second = ci.walk_mp(design), ci.jump_mp(design)
    row = ci.motive(design)
    kind = "jump" if "jump" in row else "VTOL" if "vtol" in row else "UMU" if "umu" in row else "jump"
    steps.append(Step("movement", f"ground {walk}, {kind} {second}", max(walk, second), 0.0, _rule("movement")))

    divisor = ci.damage_divisor(design)
    d = inf.troopers * _bv()["structure_factor"] * divisor
    steps.append(Step("def.troopers", f"{inf.troopers} troopers x 1.5 x damage divisor {_f(divisor)}", d, d,
                      _rule("def.troopers")))
    t_ground = tmm(walk)
    t_second = tmm(second, jump=kind in ("jump", "VTOL")) if second else 0
    t = max(t_ground, t_second)
    factor = 1 + t / 10
    extra = []
    for flag, add in _bv()["defensive_factor_extra"].items():
        if flag in ci.kit_flags(design):
            factor += add
            extra.append(f"+{add:g} {flag.replace('_', ' ')}")
    d *= factor
    steps.append(Step("def.factor", f"TMM {t}: 1 + {t}/10 {' '.join(extra)}".strip(), round(factor, 4), d,
                      _rule("def.factor")))

    o = 0.0
    primary, secondary = ci.weapons(design)
    n2 = inf.secondary_per_squad * inf.squads if secondary is not None else 0
    weapons = [(primary, inf.troopers - n2), (secondary, n2)]
    for eq, n in weapons:
        if eq is None or n <= 0:
            continue
        v = float(eq.bv or 0) * n
        o += v
        steps.append(Step("off.weapons", f"{eq.name}: {n} x {_f(float(eq.bv or 0))}", v, o, _rule("off.weapons")))
    if ci.can_make_anti_mech_attacks(design):
        again = sum(float(eq.bv or 0) * n for eq, n in weapons
                    if eq is not None and n > 0 and "F_INF_ARCHAIC" not in eq.flags)
        if again:
            o += again
            steps.append(Step("off.anti_mech", "anti-'Mech attacks: the troopers' weapons count again", again, o,
                              _rule("off.anti_mech")))
    guns = ci.field_guns(design)
    if guns:
        gun_bv = sum(float(eq.bv or 0) for eq in guns)
        o += gun_bv
        steps.append(Step("off.field_guns", f"{len(guns)} x {guns[0].name}", gun_bv, o, _rule("off.field_guns")))
        ammo = sum(float(rm.eq.bv or 0) for rm in resolve(design).items
                   if rm.mount.location == ci.FIELD_GUNS and rm.eq.kind == "ammo")
        if ammo:
            used = min(ammo, gun_bv)
            o += used
            steps.append(Step("off.field_guns", f"field gun ammunition {_f(ammo)}"
                              + (f" (at most {_f(gun_bv)})" if ammo > gun_bv else ""), used, o, _rule("off.field_guns")))
    mp = max(walk, second)
    sf = speed_factor(mp)
    o *= sf
    steps.append(Step("off.speed", f"speed factor for {mp} MP", sf, o, _rule("off.speed")))

    total = d + o
    specs = set(inf.specializations)
    if specs & set(ci.ENGINEERS):
        specs.add("engineers")
    mods = {k: v for k, v in _bv()["type_modifier"].items() if k in specs}
    mult_type = 1 + sum(mods.values())
    if mods:
        steps.append(Step("type", "unit type: " + ", ".join(f"{k.replace('_', ' ')} +{v:g}" for k, v in mods.items()),
                          mult_type, total * mult_type, _rule("type")))
    total *= mult_type
    base = round_half_up(total)
    steps.append(Step("base_bv", f"defensive {_f(d)} + offensive {_f(o)} = {total:.3f}, rounded", base, base,
                      _rule("base_bv")))
    column = anti_mech_column(design, anti_mech)
    mult = skill_multiplier(gunnery, column)
    final = round_half_up(base * mult)
    if mult != 1:
        steps.append(Step("skill", f"gunnery {gunnery} / anti-'Mech column {column}: {base} x {mult:g}", mult, final,
                          _rule("skill")))
    return BVResult(bv=final, base_bv=base, skill=SkillInfo(int(gunnery), column, mult), defensive=d, offensive=o,
                    breakdown=tuple(steps), warnings=())


__all__ = ["anti_mech_column", "compute_infantry"]
