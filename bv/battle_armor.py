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

from dataclasses import dataclass, field
from typing import Any, Final, Mapping

from construction import battle_armor as ba_rules
from construction.model import Design
from construction.rounding import round_half_up

from .model import BVResult, Rule, SkillInfo, Step
from .tables import speed_factor, table, tmm


def _data() -> Mapping[str, Any]:
    return table("battle_armor")


def _rule(step: str) -> Rule:
    r = _data()["steps"][step]
    return Rule(r["book"], int(r["page"]))


def _f(x: float) -> str:
    return f"{x:.3f}".rstrip("0").rstrip(".")


@dataclass(frozen=True, init=False)
class Movement:
    ground: int
    jump: int  # jump or VTOL MP
    umu: int
    vtol: bool

    def __init__(self, ground: int, jump: int, umu: int, vtol: bool) -> None:
        # Written out, not generated: see construction/native.py.
        object.__setattr__(self, "ground", ground)
        object.__setattr__(self, "jump", jump)
        object.__setattr__(self, "umu", umu)
        object.__setattr__(self, "vtol", vtol)


def movement(ctx: ba_rules.BAContext) -> Movement:
    """BV movement: ground MP with the myomer booster's MP (TO errata) and
    the mechanical jump booster's (the same figure as the construction limit
    and the Alpha Strike card), jump MP with jump boosters / partial wing,
    VTOL and UMU MP."""
    d = ctx.design
    ground = d.walk_mp + ba_rules.myomer_booster_mp(ctx) + ba_rules.mechanical_jump_booster_mp(ctx)
    jump = umu = 0
    if ctx.motion == "umu":
        umu = d.jump_mp
    else:
        jump = d.jump_mp
        if ctx.motion == "jump" and jump > 0 and (ctx.has("F_JUMP_BOOSTER") or ctx.has("F_PARTIAL_WING")):
            jump += 1
    return Movement(ground, jump, umu, ctx.motion == "vtol")


def can_make_anti_mech_attacks(ctx: ba_rules.BAContext) -> bool:
    """Anti-'Mech capability (TM p. 169, Battle Armor Capabilities Table):
    a humanoid suit up to medium weight with the table's minimum
    manipulators for its class (bv/data/battle_armor.json anti_mech)."""
    am = _data()["anti_mech"]
    if ctx.chassis not in am["chassis"] or ctx.wc["id"] not in am["classes"]:
        return False
    need = am["manipulators"]["by_class"].get(ctx.wc["id"], {})
    return any(ctx.count(flag) >= n for flag, n in need.items())


def _share(ctx: ba_rules.BAContext, item: ba_rules.Item) -> float:
    """1 for items every suit carries, 1/troopers for a squad support weapon
    or a trooper's own item."""
    if item.mount.trooper is not None or item.mount.mount == "SSWM":
        return 1.0 / ctx.troopers
    return 1.0


@dataclass
class Running:
    """What the steps carry: the squad context, its movement, the report so
    far and the defensive and offensive ratings of one trooper."""

    ctx: ba_rules.BAContext
    mv: Movement
    armor_id: str
    steps: list = field(default_factory=list)
    d: float = 0.0
    o: float = 0.0
    squad: float = 0.0


def step_movement(r: Running) -> None:
    mv = r.mv
    r.steps.append(Step("movement", f"ground {mv.ground}, {'VTOL' if mv.vtol else 'jump'} {mv.jump}, UMU {mv.umu}",
                        max(mv.ground, mv.jump, mv.umu), 0.0, _rule("movement")))


def step_armor(r: Running) -> None:
    data = _data()
    factor = float(data["armor_factor"]["by_type"].get(r.armor_id, data["armor_factor"]["default"]))
    r.d = r.ctx.armor_points * factor
    r.steps.append(Step("def.armor", f"{r.ctx.armor_points} armor points x {factor:g}", r.d, r.d, _rule("def.armor")))


def step_structure(r: Running) -> None:
    r.d += _data()["structure_points"]
    r.steps.append(Step("def.structure", "1 internal structure point (the trooper)", 1, r.d, _rule("def.structure")))


def step_defensive_equipment(r: Running) -> None:
    ctx, de = r.ctx, _data()["defensive_equipment"]
    eq_bonus = 0.0
    parts = []
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
            assert it.eq is not None  # a weapon: a catalog item
            v = float(it.eq.bv or 0) * _share(ctx, it)
            eq_bonus += v
            parts.append(f"{it.eq.name} +{_f(v)}")
    if eq_bonus:
        r.d += eq_bonus
        r.steps.append(Step("def.equipment", ", ".join(parts), eq_bonus, r.d, _rule("def.equipment")))


def step_defensive_factor(r: Running) -> None:
    ctx, mv, df = r.ctx, r.mv, _data()["defensive_factor"]
    t_ground = tmm(max(mv.ground, mv.umu))
    t_jump = tmm(mv.jump, jump=True) if mv.jump > 0 else 0
    t = max(t_ground, t_jump)
    dfac = 1 + t * df["per_tmm"] + df["base_bonus"]
    extra = []
    stealth = float(df["stealth"].get(r.armor_id, 0.0))
    if stealth:
        dfac += stealth
        assert ctx.armor is not None  # armor_id is a stealth armor's: ctx.armor is that armor
        extra.append(f"+{stealth:g} {ctx.armor['name']}")
    if any(it.eq is not None and it.eq.id == "Camo System" for it in ctx.items):
        dfac += df["camo_system"]
        extra.append(f"+{df['camo_system']:g} camo system")
    r.d *= dfac
    r.steps.append(Step("def.factor", f"target modifier {t}: 1 + {t}/10 + 0.1 {' '.join(extra)}".strip(), round(dfac, 4),
                        r.d, _rule("def.factor")))


def _offensive_weapon(it: ba_rules.Item) -> bool:
    return it.is_weapon and not it.infantry_weapon and not it.flag("F_AMS") and not it.flag("F_INFANTRY_ATTACK")


def step_weapons(r: Running) -> None:
    ctx = r.ctx
    for it in ctx.items:
        if not _offensive_weapon(it):
            continue
        assert it.eq is not None  # a weapon: a catalog item
        v = float(it.eq.bv or 0) * _share(ctx, it)
        if v == 0:
            continue
        r.o += v
        r.steps.append(Step("off.weapons", f"{it.eq.name} ({it.location}{', ' + it.mount.mount if it.mount.mount else ''})"
                            + ("" if _share(ctx, it) == 1 else f" / {ctx.troopers}"), v, r.o, _rule("off.weapons")))


def step_offensive_equipment(r: Running) -> None:
    ctx, flags = r.ctx, _data()["offensive_equipment"]["flags"]
    for it in ctx.items:
        if any(it.flag(f) for f in flags):
            assert it.eq is not None  # a flag: a catalog item
            v = float(it.eq.bv or 0) * _share(ctx, it)
            if v:
                r.o += v
                r.steps.append(Step("off.equipment", it.eq.name, v, r.o, _rule("off.equipment")))


def step_ammo(r: Running) -> None:
    ctx = r.ctx
    for it in ctx.items:
        if it.is_ammo:
            assert it.eq is not None and it.eq.ammo is not None  # every catalog ammo item has its ammo stats
            tons = float(it.eq.ammo.kg_per_shot or 0) * (it.mount.shots or 0) / 1000.0
            v = float(it.eq.bv or 0) * tons * (1.0 / ctx.troopers if it.mount.trooper else 1.0)
            if v:
                r.o += v
                r.steps.append(Step("off.ammo", f"{it.eq.name}: {it.mount.shots} shots = {_f(tons)} t x {it.eq.bv:g}", v, r.o,
                                    _rule("off.ammo")))


def step_anti_mech(r: Running) -> None:
    """Squads that can make anti-'Mech attacks count their non-missile
    weapons outside the body, and magnetic/vibro claws, again (TM p. 308).
    A trooper's own weapon (its share 1/troopers) follows the same test: a
    missile launcher or a body-mounted weapon is never counted again."""
    ctx = r.ctx
    if not can_make_anti_mech_attacks(ctx):
        return
    am = 0.0
    for it in ctx.items:
        if not _offensive_weapon(it):
            continue
        if it.flag("F_MISSILE") or it.location == "BODY":
            continue
        assert it.eq is not None  # a weapon: a catalog item
        am += float(it.eq.bv or 0) * _share(ctx, it)
    for it in ctx.items:
        if it.flag("F_MAGNET_CLAW") or it.flag("F_VIBROCLAW"):
            assert it.eq is not None  # a flag: a catalog item
            am += float(it.eq.bv or 0)
    if am:
        r.o += am
        r.steps.append(Step("off.anti_mech", "anti-'Mech attacks: non-missile weapons outside the body and magnetic/vibro claws again",
                            am, r.o, _rule("off.anti_mech")))


def step_speed(r: Running) -> None:
    mv = r.mv
    mp = max(mv.ground, mv.jump, mv.umu)
    sf = speed_factor(mp)
    r.o *= sf
    r.steps.append(Step("off.speed", f"speed factor for {mp} MP", sf, r.o, _rule("off.speed")))


def step_squad(r: Running) -> None:
    trooper = r.d + r.o
    r.steps.append(Step("trooper", f"defensive {_f(r.d)} + offensive {_f(r.o)}", trooper, trooper, _rule("trooper")))
    sq = float(_data()["squad_multiplier"][str(r.ctx.troopers)])
    r.squad = trooper * sq
    r.steps.append(Step("squad", f"{r.ctx.troopers} troopers: x {sq:g}", sq, r.squad, _rule("squad")))


# Battle armor BV (TM pp. 314-315 with the TO additions), one named step
# after another, for one trooper, then the squad.
STEPS: Final = (step_movement, step_armor, step_structure, step_defensive_equipment, step_defensive_factor, step_weapons,
         step_offensive_equipment, step_ammo, step_anti_mech, step_speed, step_squad)


def compute_battle_armor(design: Design, gunnery: int = 4, anti_mech: int = 5) -> BVResult:
    from . import skill_multiplier  # (not at the top: bv imports this module before it defines skill_multiplier)

    mult = skill_multiplier(gunnery, anti_mech)
    ctx = ba_rules.context(design)
    warnings = tuple(f"unknown equipment ignored: {it.mount.item}" for it in ctx.items if it.eq is None)
    r = Running(ctx, movement(ctx), ctx.armor["id"] if ctx.armor else "ba_standard")
    for step in STEPS:
        step(r)
    base = round_half_up(r.squad)
    r.steps.append(Step("base_bv", f"round {r.squad:.3f} to the nearest whole number", base, base, _rule("base_bv")))
    final = round_half_up(base * mult)
    if mult != 1:
        r.steps.append(Step("skill", f"gunnery {gunnery} / anti-'Mech {anti_mech}: {base} x {mult:g}", mult, final,
                            _rule("skill")))
    return BVResult(
        bv=final,
        base_bv=base,
        skill=SkillInfo(int(gunnery), int(anti_mech), mult),
        defensive=r.d,
        offensive=r.o,
        breakdown=tuple(r.steps),
        warnings=warnings,
    )


__all__ = ["STEPS", "can_make_anti_mech_attacks", "compute_battle_armor", "movement"]
