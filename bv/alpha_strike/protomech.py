"""Conversion facts of ProtoMechs (ASC pp. 91-102 as carried into AS:CE;
glider ProtoMechs AS:CE errata v6.02 p. 177).

* Type PM, size 1 (every ProtoMech is under 40 tons).
* Move: walking MP x 2 inches (with a myomer booster x 1.25 first, as MASC,
  rounded normally); no mode letter, ``g`` for a glider.  Jump MP x 2 as a
  second ``j`` move, or the only move when it equals the ground move.
  JMPS / JMPW follow from the two TMMs (steps).
* Armor: all armor points / 30, rounded normally; structure 1.
* Damage: the ordinary ground conversion (ammunition for fewer than ten
  turns x 0.75, one-shot x 0.1); no heat, no OV.  The Fusillade launcher
  (IO p. 65; one shot and one reload of iATM-type missiles), which no AS:CE
  text converts, is 0.45 at S, 0.3 at M and nothing at L a launcher - the
  reference's value, not its ammunition type's iATM 3 (0.9/0.6/0.3) - and
  is not scaled as one-shot: data in ``data/weapon_classes.json``.
* Abilities: ENE when nothing explosive is carried (never CASE); MCS for
  magnetic clamps (UCS on an ultraheavy); GLD for a glider; MEL for the
  quad melee system; the rest from the equipment rules every family shares.
* Point value: the shared steps, which add the size term and the
  ProtoMech +1 (and the glider's +1) to the defense factor.
"""

from __future__ import annotations

from construction import derived
from construction import protomech as pm_rules
from construction.model import Design
from construction.rounding import round_half_up

from .facts import Facts, weapon, ammo_ok, is_explosive, items_of, weapon_multiplier


def facts(design: Design) -> Facts:
    items, links, unresolved = items_of(design)
    ok_ammo = ammo_ok(items)
    weapons, misc = [], []
    explosive = False
    for i, (eq, m) in enumerate(items):
        if is_explosive(eq, m):
            explosive = True
        if eq.kind == "weapon":
            mult, mult_notes = weapon_multiplier(eq, m, ok_ammo, False, set())
            weapons.append(weapon(eq, m.location, "rear" if m.rear else "front", links[i], mult, mult_notes))
        else:
            misc.append((eq, m))
    flags = pm_rules.resolve(design).flags

    motion = pm_rules.motion(design)
    walk = design.walk_mp
    notes = [f"walk {walk} MP"]
    if pm_rules.has_myomer_booster(design):
        walk = round_half_up(walk * 1.25)
        notes.append("myomer booster x 1.25")
    ground = walk * 2
    letter = "g" if motion == "glider" else ""
    jump = design.jump_mp
    if jump and "F_PARTIAL_WING" in flags:
        bonus = derived.partial_wing_jump_bonus(design)
        jump += bonus
        notes.append(f"partial wing +{bonus} jump MP")
    if jump and jump * 2 == ground and not letter:
        move = [("j", ground)]
    elif jump:
        move = [(letter, ground), ("j", jump * 2)]
        notes.append(f"jump {jump} MP")
    else:
        move = [(letter, ground)]

    seeds = []
    if "F_MAGNETIC_CLAMP" in flags:
        seeds.append("UCS" if pm_rules.ultraheavy(design) else "MCS")
    if motion == "glider":
        seeds.append("GLD")
    if "F_PROTOMECH_MELEE" in flags:
        seeds.append("MEL")
    points = sum(a.front for a in design.armor)
    return Facts(
        design=design,
        as_type="PM",
        size=1,
        size_rule="ProtoMech (under 40 t)",
        move=tuple(move),
        move_notes=", ".join(notes),
        primary_move=ground,
        armor_points=float(points),
        armor_notes="",
        structure=1,
        structure_notes="ProtoMech: 1",
        weapons=tuple(weapons),
        misc=tuple(misc),
        specials_seed=tuple(seeds),
        explosive=explosive,
        unresolved=tuple(unresolved),
    )


__all__ = ["facts"]
