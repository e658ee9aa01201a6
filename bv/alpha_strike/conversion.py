"""The conversion of a design into its Alpha Strike card: ``convert`` (and
the skill rules), for every family; the steps themselves live in
:mod:`bv.alpha_strike.steps` and the families' facts in their modules.
(Here rather than in the package's ``__init__``, which stays Python: this
runs for every unit, so it is compiled with the rest.)"""

from __future__ import annotations

from dataclasses import replace
from numbers import Integral
from typing import Any, Callable, Final

from construction.model import Design
from construction.resolved import resolve

from ..model import whole_skill
from . import aerospace, battle_armor, facts, infantry, lam, protomech, vehicle
from . import steps as S
from .facts import NotConvertible
from .model import ASResult, ASStep
from .tables import table

FAMILIES: Final = ("mech", "combat_vehicle", "support_vehicle", "battle_armor", "protomech", "infantry")


def check_skill(skill: Any) -> int:
    """An AS skill must be a whole number from 0 to 8 (the check BV's skills
    share, bv.model.whole_skill)."""
    return whole_skill(skill)


def pv_at_skill(pv: int, skill: Any) -> int:
    """Point Value for an AS skill (AS:CE Skill Rating Table): each level
    better than 4 adds 1 + floor((PV - 3) / 5) for PV over 7 (else 1); each
    level worse subtracts 1 + floor((PV - 5) / 10) for PV over 14 (else 1);
    never below 1."""
    skill = check_skill(skill)
    t = table("pv_skill")
    base = int(t["base_skill"])
    if skill == base:
        return pv
    if skill < base:
        b = t["better"]
        step = 1 + ((pv - b["offset"]) // b["interval"] if pv > b["threshold"] else 0)
        return max(int(t["minimum"]), pv + (base - skill) * step)
    w = t["worse"]
    step = 1 + ((pv - w["offset"]) // w["interval"] if pv > w["threshold"] else 0)
    return max(int(t["minimum"]), pv - (skill - base) * step)


def skill_from_pilot(gunnery: Any, piloting: Any) -> int:
    """AS skill from BattleTech skills: floor((piloting + gunnery) / 2)
    (AS:CE errata v6.02, p. 29)."""
    for name, v in (("gunnery", gunnery), ("piloting", piloting)):
        if isinstance(v, bool) or not isinstance(v, Integral) or not 0 <= int(v) <= 8:
            raise ValueError(f"{name} skill must be a whole number from 0 to 8, got {v!r}")
    return (int(piloting) + int(gunnery)) // 2


def facts_for(design: Design) -> Any:
    missing = design.missing_block()
    if missing is not None:  # a design built in code without its family block (every loader fills it)
        raise NotConvertible(f"a design without its {missing} block (unit_type {design.unit_type}) cannot be converted")
    if design.unit_type == "mech":
        return facts.mech_facts(design)
    builder = _BUILDERS.get(design.unit_type)
    if builder is None:
        raise NotConvertible(f"Alpha Strike conversion of {design.unit_type} designs is not implemented yet")
    return builder(design)


# Each family's facts function, by unit_type ('Mechs: facts.mech_facts; a
# family missing here is not converted).
_BUILDERS: Final[dict[str, Callable[[Design], Any]]] = {
    "combat_vehicle": vehicle.facts, "support_vehicle": vehicle.facts, "battle_armor": battle_armor.facts,
    "protomech": protomech.facts, "infantry": infantry.facts,
}


def supported(design: Design) -> bool:
    if design.missing_block() is not None:
        return False
    return design.unit_type == "mech" or design.unit_type in _BUILDERS


def convert(design: Design, skill: Any = 4, explain: bool = True) -> ASResult:
    """Alpha Strike values of a design.  Raises NotConvertible for
    families not converted yet.  Equipment the catalog does not know is
    left out and named in ``unconverted`` (``complete`` False).  ``explain``
    False may leave the conversion steps out (ground units' are; the values
    are the same)."""
    # A design is immutable: its card for a skill is worked out once (the
    # result is frozen).  Only plain whole-number skills are memoised, so a
    # rejected value (True, 4.0) is always checked again; a result with and
    # one without its steps are kept apart.
    memo = design.memo.setdefault("alpha_strike", {})
    key = (skill, explain) if type(skill) is int else None
    if key is not None:
        hit = memo.get(key)
        if hit is not None:
            return hit
    result = _convert(design, skill, explain)
    unknown = resolve(design).unknown_labels
    if unknown:
        result = replace(result, unconverted=unknown)
    if key is not None:
        memo[key] = result
    return result


def _convert(design: Design, skill: Any, explain: bool = True) -> ASResult:
    skill = check_skill(skill)
    if aerospace.applies(design):
        # fixed-wing support vehicles convert as aerospace elements
        return aerospace.convert(design, skill)
    f = facts_for(design)
    log: list[ASStep] = []
    (as_type, size), st = S.step_type_size(f, explain)
    log += st
    tmm, st = S.step_move(f, explain)
    log += st
    (armor, structure), st = S.step_armor_structure(f, explain)
    log += st
    dmg, st = S.step_damage(f, explain)
    log += st
    ab = S.Abilities()
    log += S.step_weapon_specials(f, dmg, ab, explain)
    log += S.step_equipment_specials(f, ab, explain)
    pv_move = f.move
    if lam.applies(f):
        # a Land-Air 'Mech's AirMech and fighter modes (LAM / BIM, FUEL, BOMB)
        log += lam.step_specials(f, ab)
        pv_move = f.move + lam.moves(f)
    pv, st = S.step_point_value(f, pv_move, tmm, armor, structure, dmg, ab, explain)
    log += st
    if f.unresolved:
        log.append(ASStep("warning", "unknown equipment ignored: " + ", ".join(f.unresolved), "", ""))
    return ASResult(
        name=design.name,
        unit_type=as_type,
        size=size,
        move=f.move,
        tmm=tmm,
        armor=armor,
        structure=structure,
        threshold=None,
        damage=(dmg.s, dmg.m, dmg.l, None),
        ov=dmg.ov,
        pv=pv,
        specials=S.specials_text(ab),
        role=design.role,
        steps=tuple(log) if explain else (),
        skill=skill,
    )


