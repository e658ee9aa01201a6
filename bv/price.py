"""The Battle Value of a design for a crew: ``compute`` sends each family
to its calculator ('Mechs: :mod:`bv.mech`'s named steps; vehicles, battle
armor, ProtoMechs, conventional infantry and fixed-wing support vehicles:
their own modules) and applies the pilot skill table.  (Here rather than in
the package's ``__init__``, which stays Python: this runs for every unit, so
it is compiled with the rest.)"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional

from construction import Design
from construction.components import UnknownComponent
from construction.resolved import resolve
from construction.rounding import round_half_up

from . import aerospace_sv
from .battle_armor import compute_battle_armor
from .infantry import compute_infantry
from .mech import gather_facts, run_steps
from .model import BVResult, SkillInfo, Step, whole_skill
from .protomech import compute_protomech
from .tables import rule, table
from .vehicle import compute as vehicle_bv


class CannotPrice(ValueError):
    """The design has a value the BV tables do not cover (an illegal
    tonnage, an unknown component): no BV, and no crash."""


def skill_multiplier(gunnery: Any = 4, piloting: Any = 5) -> float:
    """The BV multiplier for a crew's gunnery and piloting skills (TM p. 315).

    Raises ValueError for values outside 0-8 or that are not whole numbers."""
    g = whole_skill(gunnery, "gunnery skill")
    p = whole_skill(piloting, "piloting skill")
    return float(table("skill_multipliers")["multipliers"][g][p])


def compute(design, gunnery: Any = 4, piloting: Any = 5, explain: bool = True) -> BVResult:
    """BV 2.0 of a design for a crew of the given skills (battle armor:
    gunnery and anti-'Mech skill, see bv.battle_armor).  Equipment the
    catalog does not know is left out and named in ``unpriced``: the result
    is then marked incomplete (``complete`` False).  ``explain`` False may
    leave the breakdown out ('Mechs' and vehicles' is; the numbers are the
    same)."""
    # A design is immutable: its BV for a crew is worked out once (the sheet
    # reuses the evaluation's).  Only plain whole-number skills are memoised,
    # so a rejected value (True, 4.0) is always checked again.
    # A result without its breakdown is kept apart ("brief"): it serves
    # only callers that do not want one.
    memo = design.memo.setdefault("bv", {})
    key: Optional[tuple[int | str, ...]] = (gunnery, piloting) if type(gunnery) is int and type(piloting) is int else None
    if key is not None:
        hit = memo.get(key) or (None if explain else memo.get(key + ("brief",)))
        if hit is not None:
            return hit
        if not explain:
            key += ("brief",)
    try:
        result = _compute(design, gunnery, piloting, explain)
    except UnknownComponent as exc:  # a number off the rules' tables (a 3 t 'Mech, ...)
        raise CannotPrice(f"no BV for this design: {exc}") from None
    unknown = resolve(design).unknown_labels
    if unknown:
        result = replace(result, unpriced=unknown)
    if key is not None:
        memo[key] = result
    return result


def _compute(design, gunnery: Any, piloting: Any, explain: bool = True) -> BVResult:
    missing = design.missing_block() if isinstance(design, Design) else None
    if missing is not None:  # a design built in code without its family block (every loader fills it)
        raise CannotPrice(f"no BV for a design without its {missing} block (unit_type {design.unit_type})")
    if getattr(design, "unit_type", None) == "battle_armor":
        return compute_battle_armor(design, gunnery, piloting)
    if getattr(design, "unit_type", None) == "infantry":
        return compute_infantry(design, gunnery, piloting)
    if getattr(design, "unit_type", None) == "protomech":
        return compute_protomech(design, gunnery, piloting)
    mult = skill_multiplier(gunnery, piloting)
    if design.unit_type == "support_vehicle":
        if aerospace_sv.applies(design):  # fixed-wing: the aerospace procedure (TM pp. 312-313)
            return aerospace_sv.compute(design, mult, gunnery, piloting, explain)
    if design.unit_type in ("combat_vehicle", "support_vehicle"):
        return vehicle_bv(design, mult, gunnery, piloting, explain)
    facts = gather_facts(design, explain)
    steps, r = run_steps(facts)
    base = round_half_up(r.total)
    final = round_half_up(base * mult)
    if explain:
        steps = steps + (Step("base_bv", f"round {r.total:.3f} to the nearest whole number", base, base, rule("base_bv")),)
        if mult != 1:
            steps = steps + (Step("skill", f"gunnery {gunnery} / piloting {piloting}: {base} x {mult:g}", mult, final,
                                  rule("skill")),)
    warnings = tuple(f"unknown equipment ignored: {u}" for u in facts.unresolved)
    return BVResult(
        bv=final,
        base_bv=base,
        skill=SkillInfo(int(gunnery), int(piloting), mult),
        defensive=r.defensive,
        offensive=r.offensive,
        breakdown=steps,
        warnings=warnings,
    )


