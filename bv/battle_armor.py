"""Battle Value 2.0 of battle armor squads (TechManual pp. 307-308, with
the Tactical Operations p. 380 changes of TO errata v3.02).

One trooper is rated (defensive + offensive battle rating), then the squad
multiplier for its size applies and the skill multiplier last.  Items every
suit carries count in full; a squad support weapon and items carried by one
trooper only count divided by the squad size.  Tables: ``bv/data/battle_armor.json``.

Skill: battle armor use the gunnery row and the anti-'Mech skill column of
the TM p. 315 table, so ``compute_battle_armor(design, gunnery, anti_mech)``
reads the ``piloting`` argument of :func:`bv.compute` as the anti-'Mech
skill (4/5 is the MUL's default).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from construction import battle_armor as ba_rules
from construction.model import Design

from .model import BVResult, Rule, SkillInfo, Step
from .tables import round_half_up, speed_factor, table, tmm


def _data():
    return table("battle_armor")


def _rule(step: str) -> Rule:
    r = _data()["steps"][step]
    return Rule(r["book"], int(r["page"]))


def _f(x: float) -> str:
    return f"{x:.3f}".rstrip("0").rstrip(".")


@dataclass(frozen=True)
class Movement:
    ground: int
    jump: int  # jump or VTOL MP
    umu: int
    vtol: bool


def movement(ctx) -> Movement:
    """BV movement: ground MP with the myomer booster's MP (TO errata), jump
    MP with jump boosters / partial wing, VTOL and UMU MP."""
    d = ctx.design
    ground = d.walk_mp + ba_rules.myomer_booster_mp(ctx)
    if ctx.has("F_MECHANICAL_JUMP_BOOSTER"):
        ground += 0  # it adds jump MP only in play (TO p. 287); not a BV MP
    jump = umu = 0
    if ctx.motion == "umu":
        umu = d.jump_mp
    else:
        jump = d.jump_mp
        if ctx.motion == "jump" and jump > 0 and (ctx.has("F_JUMP_BOOSTER") or ctx.has("F_PARTIAL_WING")):
            jump += 1
    return Movement(ground, jump, umu, ctx.motion == "vtol")


def can_make_anti_mech_attacks(ctx) -> bool:
    am = _data()["anti_mech"]
    return ctx.chassis in am["chassis"] and ctx.wc["id"] in am["classes"]


def _share(ctx, item) -> float:
    """1 for items every suit carries, 1/troopers for a squad support weapon
    or a trooper's own item."""
    if item.mount.trooper is not None or item.mount.mount == "SSWM":
        return 1.0 / ctx.troopers
    return 1.0


def compute_battle_armor(design: Design, gunnery: int = 4, anti_mech: int = 5) -> BVResult:
    from . import skill_multiplier

    mult = skill_multiplier(gunnery, anti_mech)
    data = _data()
    ctx = ba_rules.context(design)
    steps: list[Step] = []
    warnings = tuple(f"unknown equipment ignored: {it.mount.item}" for it in ctx.items if it.eq is None)

    mv = movement(ctx)
    steps.append(Step("movement", f"ground {mv.ground}, {'VTOL' if mv.vtol else 'jump'} {mv.jump}, UMU {mv.umu}",
                      max(mv.ground, mv.jump, mv.umu), 0.0, _rule("movement")))

    # ---- defensive battle rating (one trooper)
    armor_id = ctx.armor["id"] if ctx.armor else "ba_standard"
    factor = float(data["armor_factor"]["by_type"].get(armor_id, data["armor_factor"]["default"]))
    d = ctx.armor_points * factor
    steps.append(Step("def.armor", f"{ctx.armor_points} armor points x {factor:g}", d, d, _rule("def.armor")))
    d += data["structure_points"]
    steps.append(Step("def.structure", "1 internal structure point (the trooper)", 1, d, _rule("def.structure")))
    eq_bonus = 0.0
    parts = []
    de = data["defensive_equipment"]
    if ctx.has("F_BAP"):
        eq_bonus += de["F_BAP"]
        parts.append(f"probe/improved sensors +{de['F_BAP']}")
    if ctx.has("F_ECM"):
        angel = ctx.has("F_ANGEL_ECM")
        v = de["F_ANGEL_ECM"] if angel else de["F_ECM"]
        eq_bonus += v
        parts.append(f"{'Angel ECM' if angel else 'ECM'} +{v}")
    for it in ctx.items:
        if it.is_weapon and it.flag("F_AMS"):
            v = float(it.eq.bv or 0) * _share(ctx, it)
            eq_bonus += v
            parts.append(f"{it.eq.name} +{_f(v)}")
    if eq_bonus:
        d += eq_bonus
        steps.append(Step("def.equipment", ", ".join(parts), eq_bonus, d, _rule("def.equipment")))
    t_ground = tmm(max(mv.ground, mv.umu))
    t_jump = tmm(mv.jump, jump=True) if mv.jump > 0 else 0
    t = max(t_ground, t_jump)
    df = data["defensive_factor"]
    dfac = 1 + t * df["per_tmm"] + df["base_bonus"]
    extra = []
    stealth = float(df["stealth"].get(armor_id, 0.0))
    if stealth:
        dfac += stealth
        extra.append(f"+{stealth:g} {ctx.armor['name']}")
    if any(it.eq is not None and it.eq.id == "Camo System" for it in ctx.items):
        dfac += df["camo_system"]
        extra.append(f"+{df['camo_system']:g} camo system")
    d *= dfac
    steps.append(Step("def.factor", f"target modifier {t}: 1 + {t}/10 + 0.1 {' '.join(extra)}".strip(), round(dfac, 4), d,
                      _rule("def.factor")))
    defensive = d

    # ---- offensive battle rating (one trooper)
    o = 0.0
    for it in ctx.items:
        if not it.is_weapon or it.infantry_weapon or it.flag("F_AMS") or it.flag("F_INFANTRY_ATTACK"):
            continue
        v = float(it.eq.bv or 0) * _share(ctx, it)
        if v == 0:
            continue
        o += v
        steps.append(Step("off.weapons", f"{it.eq.name} ({it.location}{', ' + it.mount.mount if it.mount.mount else ''})"
                          + ("" if _share(ctx, it) == 1 else f" / {ctx.troopers}"), v, o, _rule("off.weapons")))
    for it in ctx.items:
        if it.flag("F_MINE") or it.flag("F_MAGNETIC_CLAMP"):
            v = float(it.eq.bv or 0) * _share(ctx, it)
            if v:
                o += v
                steps.append(Step("off.equipment", it.eq.name, v, o, _rule("off.equipment")))
    for it in ctx.items:
        if it.is_ammo:
            tons = float(it.eq.ammo.kg_per_shot or 0) * (it.mount.shots or 0) / 1000.0
            v = float(it.eq.bv or 0) * tons * (1.0 / ctx.troopers if it.mount.trooper else 1.0)
            if v:
                o += v
                steps.append(Step("off.ammo", f"{it.eq.name}: {it.mount.shots} shots = {_f(tons)} t x {it.eq.bv:g}", v, o,
                                  _rule("off.ammo")))
    if can_make_anti_mech_attacks(ctx):
        am = 0.0
        for it in ctx.items:
            if not it.is_weapon or it.infantry_weapon or it.flag("F_AMS") or it.flag("F_INFANTRY_ATTACK"):
                continue
            if _share(ctx, it) == 1 and (it.flag("F_MISSILE") or it.location == "BODY"):
                continue
            am += float(it.eq.bv or 0) * _share(ctx, it)
        for it in ctx.items:
            if it.flag("F_MAGNET_CLAW") or it.flag("F_VIBROCLAW"):
                am += float(it.eq.bv or 0)
        if am:
            o += am
            steps.append(Step("off.anti_mech", "anti-'Mech attacks: non-missile weapons outside the body and magnetic/vibro claws again",
                              am, o, _rule("off.anti_mech")))
    mp = max(mv.ground, mv.jump, mv.umu)
    sf = speed_factor(mp)
    o *= sf
    steps.append(Step("off.speed", f"speed factor for {mp} MP", sf, o, _rule("off.speed")))
    offensive = o

    trooper = defensive + offensive
    steps.append(Step("trooper", f"defensive {_f(defensive)} + offensive {_f(offensive)}", trooper, trooper, _rule("trooper")))
    sq = float(data["squad_multiplier"][str(ctx.troopers)])
    squad = trooper * sq
    steps.append(Step("squad", f"{ctx.troopers} troopers: x {sq:g}", sq, squad, _rule("squad")))
    base = round_half_up(squad)
    steps.append(Step("base_bv", f"round {squad:.3f} to the nearest whole number", base, base, _rule("base_bv")))
    final = round_half_up(base * mult)
    if mult != 1:
        steps.append(Step("skill", f"gunnery {gunnery} / anti-'Mech {anti_mech}: {base} x {mult:g}", mult, final, _rule("skill")))
    return BVResult(
        bv=final,
        base_bv=base,
        skill=SkillInfo(int(gunnery), int(anti_mech), mult),
        defensive=defensive,
        offensive=offensive,
        breakdown=tuple(steps),
        warnings=warnings,
    )


__all__ = ["can_make_anti_mech_attacks", "compute_battle_armor", "movement"]
